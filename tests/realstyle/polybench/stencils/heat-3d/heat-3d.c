/* heat-3d the way PolyBench/C 4.2.1 writes its benchmarks, rewritten for mint's tests: the
 * suite's header found through `-I utilities` (`#include <polybench.h>`), the sizes from
 * heat-3d.h, arrays declared and passed through the POLYBENCH_3D macros, the two sweeps of a
 * step in a `for (t = 1; t <= TSTEPS; t++)` loop; only the mint pragmas were added.
 * Build: gcc -O2 -I ../../utilities heat-3d.c   (-DLARGE_DATASET, -DN=, -DTSTEPS= to size it) */
#include <stdio.h>
#include <string.h>
#include <math.h>

#include <polybench.h>

#include "heat-3d.h"

static void init_array(int n, DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                       DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
    int i, j, k;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                A[i][j][k] = B[i][j][k] = (DATA_TYPE)(i + j + (n - k)) * 10 / (n);
}

static void print_array(int n, DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n))
{
    int i, j, k;
    double s = 0.0;

    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                s += A[i][j][k] * (1 + (i + 2 * j + 3 * k) % 7);
    printf("checksum %.15e\n", s);
}

static void kernel_heat_3d(int tsteps, int n, DATA_TYPE POLYBENCH_3D(A, N, N, N, n, n, n),
                           DATA_TYPE POLYBENCH_3D(B, N, N, N, n, n, n))
{
    int t, i, j, k;

#pragma mint copy(A, toDevice, n, n, n)
#pragma mint copy(B, toDevice, n, n, n)
#pragma mint parallel
    {
        for (t = 1; t <= TSTEPS; t++) {
#pragma mint for nest(all) tile(32, 4, 1)
            for (i = 1; i < _PB_N - 1; i++) {
                for (j = 1; j < _PB_N - 1; j++) {
                    for (k = 1; k < _PB_N - 1; k++) {
                        B[i][j][k] = SCALAR_VAL(0.125) * (A[i + 1][j][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i - 1][j][k])
                                   + SCALAR_VAL(0.125) * (A[i][j + 1][k] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j - 1][k])
                                   + SCALAR_VAL(0.125) * (A[i][j][k + 1] - SCALAR_VAL(2.0) * A[i][j][k] + A[i][j][k - 1])
                                   + A[i][j][k];
                    }
                }
            }
#pragma mint for nest(all) tile(32, 4, 1)
            for (i = 1; i < _PB_N - 1; i++) {
                for (j = 1; j < _PB_N - 1; j++) {
                    for (k = 1; k < _PB_N - 1; k++) {
                        A[i][j][k] = SCALAR_VAL(0.125) * (B[i + 1][j][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i - 1][j][k])
                                   + SCALAR_VAL(0.125) * (B[i][j + 1][k] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j - 1][k])
                                   + SCALAR_VAL(0.125) * (B[i][j][k + 1] - SCALAR_VAL(2.0) * B[i][j][k] + B[i][j][k - 1])
                                   + B[i][j][k];
                    }
                }
            }
        }
    }
#pragma mint copy(A, fromDevice, n, n, n)
#pragma mint copy(B, fromDevice, n, n, n)
}

int main(int argc, char **argv)
{
    int n = N;
    int tsteps = TSTEPS;

    POLYBENCH_3D_ARRAY_DECL(A, DATA_TYPE, N, N, N, n, n, n);
    POLYBENCH_3D_ARRAY_DECL(B, DATA_TYPE, N, N, N, n, n, n);

    init_array(n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));

    polybench_start_instruments;
    kernel_heat_3d(tsteps, n, POLYBENCH_ARRAY(A), POLYBENCH_ARRAY(B));
    polybench_stop_instruments;
    polybench_print_instruments;

    polybench_prevent_dce(print_array(n, POLYBENCH_ARRAY(A)));

    POLYBENCH_FREE_ARRAY(A);
    POLYBENCH_FREE_ARRAY(B);
    (void)argc;
    (void)argv;
    return 0;
}
