/* Automatic arrays of fixed size in main, a descending loop, a stencil macro. */
#include <stdio.h>
#include <stdlib.h>
#define N 48
#define STENCIL(A, i, j) (0.2 * ((A)[i][j] + (A)[(i) - 1][j] + (A)[(i) + 1][j] + (A)[i][(j) - 1] + (A)[i][(j) + 1]))

int main(int argc, char **argv)
{
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    double a[N][N], b[N][N];
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) a[i][j] = b[i][j] = (double)((i * 5 + j * 3) % 17);
#pragma mint copy(a, toDevice, N, N)
#pragma mint copy(b, toDevice, N, N)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(16, 8)
            for (i = N - 2; i >= 1; i--)
                for (j = 1; j <= N - 2; j++)
                    b[i][j] = STENCIL(a, i, j);
#pragma mint for nest(all) tile(16, 8)
            for (i = N - 2; i >= 1; i--)
                for (j = 1; j <= N - 2; j++)
                    a[i][j] = STENCIL(b, i, j);
        }
    }
#pragma mint copy(a, fromDevice, N, N)
    double s = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += a[i][j] * (1 + (i ^ j) % 4);
    printf("%.12e\n", s);
    return 0;
}
