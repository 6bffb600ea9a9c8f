/* Jacobi relaxation with no pointer swap: the sweep is a function, called from the time loop
 * with its two grids in one order on even iterations and the other order on odd ones; float,
 * static grids sized at compile time. Usage: jacobi2d_branch_sweeps n iterations */
#include <stdio.h>
#include <stdlib.h>

#ifndef NMAX
#define NMAX 1024
#endif

static float grid_a[NMAX][NMAX], grid_b[NMAX][NMAX];

static void relax(int n, float dst[NMAX][NMAX], float src[NMAX][NMAX])
{
    int i, j;
#pragma mint for nest(all) tile(32, 8)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            dst[i][j] = 0.25f * (src[i - 1][j] + src[i + 1][j] + src[i][j - 1] + src[i][j + 1]);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 128;
    int iters = argc > 2 ? atoi(argv[2]) : 20;
    int it, i, j;
    double sum = 0.0;
    if (n < 3 || n > NMAX)
        return 1;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            grid_a[i][j] = grid_b[i][j] = (i == 0) ? 1.0f : (float)((i * 5 + j * 9) % 31) / 31.0f;
#pragma mint copy(grid_a, toDevice, NMAX, NMAX)
#pragma mint copy(grid_b, toDevice, NMAX, NMAX)
#pragma mint parallel
    {
        for (it = 0; it < iters; it++) {
            if (it % 2 == 0)
                relax(n, grid_b, grid_a);
            else
                relax(n, grid_a, grid_b);
        }
    }
#pragma mint copy(grid_a, fromDevice, NMAX, NMAX)
#pragma mint copy(grid_b, fromDevice, NMAX, NMAX)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            sum += (grid_a[i][j] + 0.5 * grid_b[i][j]) * (1 + (i + 2 * j) % 7);
    printf("checksum %.9e\n", sum);
    return 0;
}
