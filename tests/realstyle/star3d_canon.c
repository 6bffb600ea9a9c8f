/* The twin of star3d_parity.c in mint's own idiom: the same seven-coefficient star stencil
 * between two arrays of the same static storage, reached through pointers that a `single`
 * swaps after every step. Usage: star3d_canon SIZE STEPS  (SIZE <= N) */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 48
#endif

static float A0[N][N][N], A1[N][N][N];

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 3 || n > N) {
        fprintf(stderr, "SIZE must be in 3..%d\n", N);
        return 1;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++)
                A0[i][j][k] = A1[i][j][k] = (float)((i * 7 + j * 11 + k * 13) % 23) / 23.0f;
    float (*a)[N][N] = A0, (*b)[N][N] = A1;

#pragma mint copy(a, toDevice, N, N, N)
#pragma mint copy(b, toDevice, N, N, N)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    for (int k = 1; k < n - 1; k++)
                        b[i][j][k] = 0.2500f * a[i][j][k]
                            + 0.1248f * a[i - 1][j][k] + 0.1249f * a[i + 1][j][k]
                            + 0.1250f * a[i][j - 1][k] + 0.1251f * a[i][j + 1][k]
                            + 0.1252f * a[i][j][k - 1] + 0.1250f * a[i][j][k + 1];
#pragma mint single
            {
                float (*tmp)[N][N] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, N, N, N)
#pragma mint copy(b, fromDevice, N, N, N)

    double sum = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                sum += a[i][j][k] * (1 + (i + 2 * j + 3 * k) % 5);
    printf("checksum %.9e\n", sum);
    printf("centre %.9e other level %.9e\n", a[n / 2][n / 2][n / 2], b[n / 2][n / 2][n / 2]);
    return 0;
}
