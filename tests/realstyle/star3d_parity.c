/* A 3-D seven-point star stencil with seven coefficients, in the form the stencil compilers'
 * benchmark suites ship (AN5D's star3d1r, Pluto and PPCG examples): both time levels in one
 * static four-dimensional array `A[2][N][N][N]` sized at compile time (-DN=), the level read
 * chosen by the parity of the step, `A[(t + 1) % 2]` from `A[t % 2]`; the problem size (at most
 * N) and the step count from the command line, declarations at the top.
 * Usage: star3d_parity SIZE STEPS  (SIZE <= N) */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 48
#endif

static float A[2][N][N][N];

int main(int argc, char **argv)
{
    int n, steps, t, i, j, k;
    double sum;

    n = argc > 1 ? atoi(argv[1]) : 32;
    steps = argc > 2 ? atoi(argv[2]) : 4;
    if (n < 3 || n > N) {
        fprintf(stderr, "SIZE must be in 3..%d\n", N);
        return 1;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++) {
                float v = (float)((i * 7 + j * 11 + k * 13) % 23) / 23.0f;
                A[0][i][j][k] = v;
                A[1][i][j][k] = v;
            }

#pragma mint copy(A, toDevice, N, N, N, 2)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    for (k = 1; k < n - 1; k++)
                        A[(t + 1) % 2][i][j][k] = 0.2500f * A[t % 2][i][j][k]
                            + 0.1248f * A[t % 2][i - 1][j][k] + 0.1249f * A[t % 2][i + 1][j][k]
                            + 0.1250f * A[t % 2][i][j - 1][k] + 0.1251f * A[t % 2][i][j + 1][k]
                            + 0.1252f * A[t % 2][i][j][k - 1] + 0.1250f * A[t % 2][i][j][k + 1];
        }
    }
#pragma mint copy(A, fromDevice, N, N, N, 2)

    sum = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                sum += A[steps % 2][i][j][k] * (1 + (i + 2 * j + 3 * k) % 5);
    printf("checksum %.9e\n", sum);
    printf("centre %.9e other level %.9e\n", A[steps % 2][n / 2][n / 2][n / 2],
           A[(steps + 1) % 2][n / 2][n / 2][n / 2]);
    return 0;
}
