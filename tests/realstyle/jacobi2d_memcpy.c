/* The Jacobi relaxation as many teaching codes and quick ports write it: the new values go into
 * a scratch array from calloc (zero edges), and `memcpy` copies the whole scratch array back
 * over the solution after every sweep (no pointer swap), so the edges of the solution become
 * the scratch array's zeros after the first sweep. Flat double arrays through an index macro,
 * C89 declarations, the sweep counter stepped in the same `single`. Only the mint pragmas were
 * added. Its canonical twin is jacobi2d_canon.c (the same relaxation, a pointer swap).
 * Usage: jacobi2d_memcpy N STEPS */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define AT(i, j) ((i) * n + (j))

int main(int argc, char **argv)
{
    int n, steps, i, j, sweep;
    size_t bytes;
    double *sol, *scratch, sum, edge;

    n = argc > 1 ? atoi(argv[1]) : 64;
    steps = argc > 2 ? atoi(argv[2]) : 10;
    bytes = (size_t)n * n * sizeof(double);
    sol = (double *)malloc(bytes);
    scratch = (double *)calloc((size_t)n * n, sizeof(double));
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            sol[AT(i, j)] = j == 0 ? 1.0 : 0.001 * ((i * 13 + j * 7) % 89);

    sweep = 0;
#pragma mint copy(sol, toDevice, n, n)
#pragma mint copy(scratch, toDevice, n, n)
#pragma mint parallel
    {
        while (sweep < steps) {
#pragma mint for nest(all) tile(32, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    scratch[AT(i, j)] = 0.2 * (sol[AT(i, j)] + sol[AT(i - 1, j)] + sol[AT(i + 1, j)]
                                               + sol[AT(i, j - 1)] + sol[AT(i, j + 1)]);
#pragma mint single
            {
                memcpy(sol, scratch, bytes);
                sweep++;
            }
        }
    }
#pragma mint copy(sol, fromDevice, n, n)

    sum = 0.0;
    edge = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            sum += sol[AT(i, j)] * (1 + (i + 2 * j) % 7);
            if (j == 0)
                edge += sol[AT(i, j)];
        }
    printf("checksum %.15e edge %.15e sweeps %d\n", sum, edge, sweep);
    free(sol);
    free(scratch);
    return 0;
}
