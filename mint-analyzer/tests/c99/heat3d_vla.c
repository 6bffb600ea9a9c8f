/* PolyBench/C-style heat-3d: the kernel takes C99 variable-length array parameters and main
 * allocates pointer-to-array buffers (`double (*A)[N][N]`). */
#include <stdio.h>
#include <stdlib.h>

#define N 24
#define TSTEPS 10

static void init_array(int n, double A[restrict n][n][n], double B[static 1][n][n])
{
    int i, j, k;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                A[i][j][k] = B[i][j][k] = (double)(i + j + (n - k)) * 10 / (n);
}

static void kernel_heat_3d(int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
    int t, i, j, k;
#pragma mint copy(A, toDevice, n, n, n)
#pragma mint copy(B, toDevice, n, n, n)
#pragma mint parallel default(shared)
    {
        for (t = 1; t <= tsteps; t++) {
#pragma mint for nest(all) tile(8,8,1)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    for (k = 1; k < n - 1; k++)
                        B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                                   + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                                   + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                                   + A[i][j][k];
#pragma mint for nest(all) tile(8,8,1)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    for (k = 1; k < n - 1; k++)
                        A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                                   + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                                   + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                                   + B[i][j][k];
        }
    }
#pragma mint copy(A, fromDevice, n, n, n)
}

static double checksum(int n, const double A[n][n][n])
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                s += A[i][j][k] * (1 + (i + j + k) % 7);
    return s;
}

int main(void)
{
    int n = N;
    int tsteps = TSTEPS;
    double (*A)[N][N] = (double (*)[N][N])malloc(sizeof(double[N][N][N]));
    double (*restrict B)[N][N] = malloc(N * sizeof(*B));
    if (!A || !B)
        return 1;
    init_array(n, A, B);
    kernel_heat_3d(tsteps, n, A, B);
    printf("checksum %.10e\n", checksum(n, A));
    printf("A[%d][%d][%d] = %.12f, sizeof row %zu\n", n / 2, n / 3, n / 4, A[n / 2][n / 3][n / 4],
           sizeof(A[0]) / sizeof(double));
    free(A);
    free(B);
    return 0;
}
