/* 2-D diffusion whose two buffers live in a table of pointers, as many solvers keep them:
 * `double *grid[2]`, the step reading `grid[cur]` and writing `grid[nxt]` through pointers set
 * at the top of each step, and a `single` that flips the two indices (`cur = 1 - cur`). Flat
 * arrays `i * n + j`, C89 counters; the result is read through `grid[cur]` after the region.
 * Usage: heat2d_buffer_table [n] [steps] (n x n points, default 120, 25 steps). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 120;
    int nsteps = argc > 2 ? atoi(argv[2]) : 25;
    double *grid[2];
    double *g0, *g1;
    int cur = 0, nxt = 1;
    int i, j, t;
    double s;

    g0 = (double *)malloc(sizeof(double) * n * n);
    g1 = (double *)malloc(sizeof(double) * n * n);
    grid[0] = g0;
    grid[1] = g1;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            grid[0][i * n + j] = (double)((i * 31 + j * 17) % 23) / 23.0;
            grid[1][i * n + j] = grid[0][i * n + j];
        }

#pragma mint copy(g0, toDevice, n, n)
#pragma mint copy(g1, toDevice, n, n)
#pragma mint parallel
    {
        for (t = 0; t < nsteps; t++) {
            double *src = grid[cur];
            double *dst = grid[nxt];
#pragma mint for nest(all) tile(16, 16)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    dst[i * n + j] = 0.2 * (src[i * n + j] + src[(i - 1) * n + j] + src[(i + 1) * n + j]
                                            + src[i * n + j - 1] + src[i * n + j + 1]);
#pragma mint single
            {
                cur = 1 - cur;
                nxt = 1 - nxt;
            }
        }
    }
#pragma mint copy(g0, fromDevice, n, n)
#pragma mint copy(g1, fromDevice, n, n)

    s = 0.0;
    for (i = 0; i < n * n; i++)
        s += grid[cur][i] * (1 + i % 7);
    printf("checksum %.15e\n", s);
    free(g0);
    free(g1);
    return 0;
}
