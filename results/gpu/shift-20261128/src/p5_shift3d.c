#include <stdio.h>
#include <stdlib.h>
/* 0-based loops over the interior count, written one further: b[k+1][j+1][i+1] */
#define N 24
static double a[N][N][N], b[N][N][N];
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 21, T = argc > 2 ? atoi(argv[2]) : 3;
    if (n > N) n = N;
    double s = 0;
    for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) a[k][j][i] = b[k][j][i] = ((i + 2 * j + 3 * k) % 13) * 0.5;
#pragma mint copy(a, toDevice, N, N, N)
#pragma mint copy(b, toDevice, N, N, N)
#pragma mint parallel
    {
        for (int t = 0; t < T; t++) {
#pragma mint for nest(all) tile(8, 8, 2)
            for (int k = 0; k < n - 2; k++)
                for (int j = 0; j < n - 2; j++)
                    for (int i = 0; i < n - 2; i++)
                        b[k + 1][j + 1][i + 1] = (a[k][j + 1][i + 1] + a[k + 2][j + 1][i + 1] + a[k + 1][j][i + 1] + a[k + 1][j + 2][i + 1]
                                                  + a[k + 1][j + 1][i] + a[k + 1][j + 1][i + 2]) / 6.0 + 0.001 * (double)(i - k);
#pragma mint for nest(all) tile(8, 8, 2)
            for (int k = 0; k < n - 2; k++)
                for (int j = 0; j < n - 2; j++)
                    for (int i = 0; i < n - 2; i++)
                        a[k + 1][j + 1][i + 1] = b[k + 1][j + 1][i + 1];
        }
    }
#pragma mint copy(a, fromDevice, N, N, N)
    for (int k = 0; k < N; k++) for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) s += a[k][j][i] * (1 + (i + j) % 3);
    printf("checksum %.15e\n", s);
    return 0;
}
