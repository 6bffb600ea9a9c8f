/* 2-D heat with insulated edges, the way flat-array codes set them: after each sweep, two
 * boundary nests copy the neighbouring row and column outward, written with the subscripts
 * that come to mind first (`v[i] = v[n + i]` for the first row, `v[i * n] = v[i * n + 1]` for
 * the first column: some subscripts name the row length, some do not). C89 declarations at the
 * top, `(double *)` casts on malloc, the swap in a `single`; both arrays printed (the state
 * and the step before it).
 * Usage: heat2d_flat_neumann [n] [steps] (n x n points, default 96, 40) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, nsteps, i, j, s;
    double *u, *v, *t, sum;
    n = argc > 1 ? atoi(argv[1]) : 96;
    nsteps = argc > 2 ? atoi(argv[2]) : 40;
    u = (double *)malloc(sizeof(double) * n * n);
    v = (double *)malloc(sizeof(double) * n * n);
    for (i = 0; i < n * n; i++)
        u[i] = v[i] = (double)(i % 29) / 29.0 + (i % n == n / 3 ? 2.0 : 0.0);
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (s = 0; s < nsteps; s++) {
#pragma mint for nest(all) tile(32, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    v[i * n + j] = u[i * n + j] + 0.2 * (u[i * n + j - 1] + u[i * n + j + 1] + u[(i - 1) * n + j]
                                                         + u[(i + 1) * n + j] - 4.0 * u[i * n + j]);
#pragma mint for nest(all)
            for (i = 0; i < n; i++) {
                v[i] = v[n + i];
                v[(n - 1) * n + i] = v[(n - 2) * n + i];
            }
#pragma mint for nest(all)
            for (i = 0; i < n; i++) {
                v[i * n] = v[i * n + 1];
                v[i * n + n - 1] = v[i * n + n - 2];
            }
#pragma mint single
            {
                t = u;
                u = v;
                v = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
#pragma mint copy(v, fromDevice, n, n)
    sum = 0.0;
    for (i = 0; i < n * n; i++)
        sum += u[i] * (1 + i % 3);
    printf("checksum %.15e\n", sum);
    sum = 0.0;
    for (i = 0; i < n * n; i++)
        sum += v[i] * (1 + i % 5);
    printf("step before %.15e\n", sum);
    free(u);
    free(v);
    return 0;
}
