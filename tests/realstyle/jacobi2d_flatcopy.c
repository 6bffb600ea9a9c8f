/* The Jacobi relaxation the way first ports to accelerators write it: flat arrays indexed by
 * hand (`i * n + j`), the new values in a scratch array from calloc (zero edges), and a loop
 * over every element, `for (p = 0; p < n * n; p++) sol[p] = scratch[p];`, that copies the
 * scratch array back over the solution after each sweep (no pointer swap; the solution's edges
 * become the scratch array's zeros after the first sweep). C89 declarations at the top, a
 * `while` loop counted in a `single`. Only the mint pragmas were added. Its canonical twin is
 * jacobi2d_canon.c (the same relaxation, a pointer swap).
 * Usage: jacobi2d_flatcopy N STEPS */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, steps, i, j, p, sweep;
    double *sol, *scratch, sum, edge;

    n = argc > 1 ? atoi(argv[1]) : 64;
    steps = argc > 2 ? atoi(argv[2]) : 10;
    sol = (double *)malloc(sizeof(double) * n * n);
    scratch = (double *)calloc((size_t)n * n, sizeof(double));
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            sol[i * n + j] = j == 0 ? 1.0 : 0.001 * ((i * 13 + j * 7) % 89);

    sweep = 0;
#pragma mint copy(sol, toDevice, n, n)
#pragma mint copy(scratch, toDevice, n, n)
#pragma mint parallel
    {
        while (sweep < steps) {
#pragma mint for nest(all) tile(32, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    scratch[i * n + j] = 0.2 * (sol[i * n + j] + sol[(i - 1) * n + j] + sol[(i + 1) * n + j]
                                                + sol[i * n + j - 1] + sol[i * n + j + 1]);
#pragma mint for nest(all) tile(256)
            for (p = 0; p < n * n; p++)
                sol[p] = scratch[p];
#pragma mint single
            sweep++;
        }
    }
#pragma mint copy(sol, fromDevice, n, n)

    sum = 0.0;
    edge = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            sum += sol[i * n + j] * (1 + (i + 2 * j) % 7);
            if (j == 0)
                edge += sol[i * n + j];
        }
    printf("checksum %.15e edge %.15e sweeps %d\n", sum, edge, sweep);
    free(sol);
    free(scratch);
    return 0;
}
