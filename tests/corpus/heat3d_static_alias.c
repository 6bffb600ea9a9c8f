/* 3-D heat on static global arrays of a compile-time size, used through two pointers that a
 * temporary declared at the top of the function (C89) swaps; an index macro with k fastest; the
 * time loop counts from 1 with ++t; the loops run over the compile-time size. Both arrays are
 * copied back; the pointer says which holds the result.
 * Usage: heat3d_static_alias [size] [steps]   (the grid is NMAX^3 whatever the size argument,
 * which harnesses that pass one may give) */
#include <stdio.h>
#include <stdlib.h>
#define NMAX 24
#define IDX(i, j, k) ((i) * NMAX * NMAX + (j) * NMAX + (k))
static double ga[NMAX * NMAX * NMAX], gb[NMAX * NMAX * NMAX];

int main(int argc, char **argv)
{
    int T = argc > 2 ? atoi(argv[2]) : 5;
    double *a = ga, *b = gb, *tmp;
    const double alpha = 0.1;
    int t, i, j, k;
    double s = 0.0;
    for (i = 0; i < NMAX * NMAX * NMAX; i++) {
        ga[i] = (double)((i * 7) % 13) / 13.0;
        gb[i] = ga[i];
    }
#pragma mint copy(ga, toDevice, NMAX, NMAX, NMAX)
#pragma mint copy(gb, toDevice, NMAX, NMAX, NMAX)
#pragma mint parallel
    {
        for (t = 1; t <= T; ++t) {
#pragma mint for nest(all) tile(16, 8, 4) chunksize(1, 1, 4)
            for (i = 1; i < NMAX - 1; i++)
                for (j = 1; j < NMAX - 1; j++)
                    for (k = 1; k < NMAX - 1; k++)
                        b[IDX(i, j, k)] = a[IDX(i, j, k)] + alpha * (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)]
                            + a[IDX(i, j - 1, k)] + a[IDX(i, j + 1, k)] + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)]
                            - 6.0 * a[IDX(i, j, k)]);
#pragma mint single
            {
                tmp = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(ga, fromDevice, NMAX, NMAX, NMAX)
#pragma mint copy(gb, fromDevice, NMAX, NMAX, NMAX)
    for (i = 0; i < NMAX * NMAX * NMAX; i++)
        s += a[i] * (1.0 + (i % 5) * 0.1);
    printf("checksum %.15e\n", s);
    return 0;
}
