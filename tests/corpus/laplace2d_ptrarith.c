/* Laplace's equation on a square plate by Jacobi iteration, written the way older C codes and
 * textbook solvers write it: every grid point reached through pointer arithmetic
 * (`*(phi + i * n + j)`), loop counters declared at the top of the function and incremented with
 * `++i`, the grids from `calloc` sized with `sizeof *phi`, a fixed hot edge, and the largest
 * change of the sweep as the convergence measure, read back into a `double` after each sweep.
 * Usage: laplace2d_ptrarith [n] [max_sweeps] [tolerance]   (n x n points, default 160 400 1e-4) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void set_edges(double *g, int n)
{
    int k;
    for (k = 0; k < n; ++k) {
        *(g + k) = 100.0;                 /* the hot top edge */
        *(g + (n - 1) * n + k) = 0.0;
        *(g + k * n) = 25.0 * k / (n - 1);
        *(g + k * n + n - 1) = 0.0;
    }
}

int main(int argc, char *argv[])
{
    int n = argc > 1 ? atoi(argv[1]) : 160;
    int max_sweeps = argc > 2 ? atoi(argv[2]) : 400;
    double tol = argc > 3 ? atof(argv[3]) : 1e-4;
    int i, j, sweep;
    double *phi = calloc((size_t)n * n, sizeof *phi);
    double *next = calloc((size_t)n * n, sizeof *next);
    double change = 0.0;

    if (phi == NULL || next == NULL) {
        fprintf(stderr, "laplace2d_ptrarith: out of memory\n");
        return 1;
    }
    set_edges(phi, n);
    set_edges(next, n);
    for (i = 1; i < n - 1; ++i)
        for (j = 1; j < n - 1; ++j)
            *(phi + i * n + j) = *(next + i * n + j) = 0.01 * ((i * 17 + j * 5) % 23);

#pragma mint copy(phi, toDevice, n * n)
#pragma mint copy(next, toDevice, n * n)
#pragma mint parallel
    {
        for (sweep = 0; sweep < max_sweeps; ++sweep) {
            change = 0.0;
#pragma mint for nest(2) tile(32, 8) reduction(max:change)
            for (i = 1; i < n - 1; ++i)
                for (j = 1; j < n - 1; ++j) {
                    *(next + i * n + j) = 0.25 * (*(phi + (i - 1) * n + j) + *(phi + (i + 1) * n + j)
                                                + *(phi + i * n + j - 1) + *(phi + i * n + j + 1));
                    change = fmax(change, fabs(*(next + i * n + j) - *(phi + i * n + j)));
                }
#pragma mint single
            {
                double *swap = phi;
                phi = next;
                next = swap;
            }
            if (change < tol)
                break;
        }
    }
#pragma mint copy(phi, fromDevice, n * n)

    double total = 0.0;
    for (i = 0; i < n; ++i)
        for (j = 0; j < n; ++j)
            total += *(phi + i * n + j) * (1.0 + 0.01 * ((i + 3 * j) % 7));
    printf("sweeps %d change %.6e\n", sweep < max_sweeps ? sweep + 1 : sweep, change);
    printf("checksum %.15e\n", total);
    free(phi);
    free(next);
    return 0;
}
