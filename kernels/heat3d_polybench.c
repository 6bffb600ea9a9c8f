/* 3D heat equation in the style of PolyBench/C's heat-3d: the two-nest time loop.
 * Every time step runs two sweeps, B from A and then A from B, with no pointer swap (the
 * form `mint translate --time-block` fuses as pairs). Written as PolyBench writes its
 * kernels (without its size macros, which kernels/ programs do not use): C99 variable-length
 * array parameters (`double A[n][n][n]`), loop counters declared at the top of the function,
 * the arrays allocated in main as pointers to arrays, `for (t = 1; t <= tsteps; t++)`.
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: heat3d_polybench [n] [tsteps]   (grid n^3 points with a fixed boundary layer,
 * default 120, 10 steps of two sweeps each). Prints a checksum of each array. */
#include <stdio.h>
#include <stdlib.h>

/* Deterministic, non-zero, and not a fixed point of the stencil. */
static void init_array(int n, double A[n][n][n], double B[n][n][n])
{
    int i, j, k;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++) {
                A[i][j][k] = (double)((i * 7 + j * 13 + k * 29) % 101) / 101.0;
                B[i][j][k] = A[i][j][k];
            }
}

static double checksum(int n, double A[n][n][n])
{
    int i, j, k;
    double s = 0.0;

    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            for (k = 1; k < n - 1; k++)
                s += A[i][j][k] * (1.0 + 1e-3 * ((k + 2 * j + 3 * i) % 17));
    return s;
}

static void kernel_heat_3d(int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
    int t, i, j, k;

#pragma mint copy(A, toDevice, n, n, n)
#pragma mint copy(B, toDevice, n, n, n)
#pragma mint parallel
    {
        for (t = 1; t <= tsteps; t++) {
#pragma mint for nest(all) tile(16,16,1)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    for (k = 1; k < n - 1; k++)
                        B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                                   + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                                   + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                                   + A[i][j][k];
#pragma mint for nest(all) tile(16,16,1)
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
#pragma mint copy(B, fromDevice, n, n, n)
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) + 2 : 120 + 2;
    int tsteps = argc > 2 ? atoi(argv[2]) : 10;

    double (*A)[n][n][n] = (double (*)[n][n][n])malloc(sizeof(double[n][n][n]));
    double (*B)[n][n][n] = (double (*)[n][n][n])malloc(sizeof(double[n][n][n]));
    if (A == NULL || B == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    init_array(n, *A, *B);
    kernel_heat_3d(tsteps, n, *A, *B);

    printf("checksum %.15e\n", checksum(n, *A));
    printf("checksum %.15e\n", checksum(n, *B));
    free((void *)A);
    free((void *)B);
    return 0;
}
