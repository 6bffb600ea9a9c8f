/* A 3-D Jacobi sweep over a static global that holds both time levels, `A[2][NZ][NY][NX]`
 * with extents that differ per dimension, the level read and the level written chosen by
 * `t & 1` and `(t + 1) & 1`; the nest runs over every interior plane of a level (so a kernel
 * that reads planes ahead reaches the end of the last level). Both levels are printed.
 * Usage: jacobi3d_levels_global [unused] [steps] */
#include <stdio.h>
#include <stdlib.h>
#define NX 20
#define NY 18
#define NZ 14
static double A[2][NZ][NY][NX];

int main(int argc, char **argv)
{
    int T = argc > 2 ? atoi(argv[2]) : 5;
    int t, i, j, k;
    (void)argv;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                A[0][k][j][i] = A[1][k][j][i] = (double)((i * j + k) % 9) / 9.0;
#pragma mint copy(A, toDevice, NX, NY, NZ, 2)
#pragma mint parallel
    {
        for (t = 0; t < T; t++) {
#pragma mint for nest(all) tile(16, 4, 2) chunksize(1, 1, 2)
            for (k = 1; k < NZ - 1; k++)
                for (j = 1; j < NY - 1; j++)
                    for (i = 1; i < NX - 1; i++)
                        A[(t + 1) & 1][k][j][i] = (A[t & 1][k][j][i - 1] + A[t & 1][k][j][i + 1]
                            + A[t & 1][k][j - 1][i] + A[t & 1][k][j + 1][i]
                            + A[t & 1][k - 1][j][i] + A[t & 1][k + 1][j][i]) / 6.0;
        }
    }
#pragma mint copy(A, fromDevice, NX, NY, NZ, 2)
    double s = 0.0, o = 0.0;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++) {
                s += A[T & 1][k][j][i] * (1 + (i + j + k) % 4);
                o += A[(T + 1) & 1][k][j][i];
            }
    printf("checksum %.15e\n", s);
    printf("checksum %.15e\n", o);
    return 0;
}
