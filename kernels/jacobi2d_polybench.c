/* 2D Jacobi in the style of PolyBench/C's jacobi-2d: the two-nest time loop.
 * Every time step runs two 5-point sweeps, B from A and then A from B, with no pointer swap
 * (the form `mint translate --time-block` fuses as pairs). Written as PolyBench writes its
 * kernels: size macros with #ifndef guards, C99 variable-length array parameters
 * (`double A[restrict n][n]`), loop counters declared at the top of the function, the arrays
 * allocated in main as pointers to arrays, `for (t = 0; t < tsteps; t++)`.
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: jacobi2d_polybench [n] [tsteps]   (grid n^2 points with a fixed boundary layer,
 * default 1000, 10 steps of two sweeps each). Prints a checksum of each array. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 1000
#endif
#ifndef TSTEPS
#define TSTEPS 10
#endif

/* Deterministic, non-zero, and not a fixed point of the stencil. */
static void init_array(int n, double A[restrict n][n], double B[restrict n][n])
{
    int i, j;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            A[i][j] = (double)((i * 17 + j * 5) % 43) / 43.0;
            B[i][j] = A[i][j];
        }
}

static double checksum(int n, double A[restrict n][n])
{
    int i, j;
    double s = 0.0;

    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            s += A[i][j] * (1.0 + 1e-3 * ((j + 2 * i) % 17));
    return s;
}

static void kernel_jacobi_2d(int tsteps, int n, double A[restrict n][n], double B[restrict n][n])
{
    int t, i, j;

#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint parallel
    {
        for (t = 0; t < tsteps; t++) {
#pragma mint for nest(all) tile(32,8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
#pragma mint for nest(all) tile(32,8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
        }
    }
#pragma mint copy(A, fromDevice, n, n)
#pragma mint copy(B, fromDevice, n, n)
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) + 2 : N + 2;
    int tsteps = argc > 2 ? atoi(argv[2]) : TSTEPS;

    double (*A)[n][n] = (double (*)[n][n])malloc(sizeof(double[n][n]));
    double (*B)[n][n] = (double (*)[n][n])malloc(sizeof(double[n][n]));
    if (A == NULL || B == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    init_array(n, *A, *B);
    kernel_jacobi_2d(tsteps, n, *A, *B);

    printf("checksum %.15e\n", checksum(n, *A));
    printf("checksum %.15e\n", checksum(n, *B));
    free((void *)A);
    free((void *)B);
    return 0;
}
