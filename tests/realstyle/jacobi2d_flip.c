/* 2-D Jacobi relaxation the way textbook and benchmark codes keep both time levels: one static
 * array with a leading extent of 2, sized for the largest problem (-DNMAX=), the level read
 * selected by a flag flipped after every sweep (`src = 1 - src`), the problem size and the
 * sweep count from the command line, C89 declarations at the top of the function.
 * Usage: jacobi2d_flip N STEPS  (N <= NMAX) */
#include <stdio.h>
#include <stdlib.h>

#ifndef NMAX
#define NMAX 64
#endif

static double grid[2][NMAX][NMAX];

int main(int argc, char **argv)
{
    int n, steps, src, t, i, j;
    double sum;

    n = argc > 1 ? atoi(argv[1]) : 32;
    steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 3 || n > NMAX) {
        fprintf(stderr, "N must be in 3..%d\n", NMAX);
        return 1;
    }
    /* A hot left edge, a cold right one, a bump inside; both levels alike. */
    for (i = 0; i < NMAX; i++)
        for (j = 0; j < NMAX; j++) {
            double v = 0.0;
            if (j == 0)
                v = 1.0;
            else if (i > n / 3 && i < n / 2 && j > n / 4 && j < n / 2)
                v = 0.5 + 0.01 * ((i * 13 + j * 7) % 17);
            grid[0][i][j] = v;
            grid[1][i][j] = v;
        }
    src = 0;

#pragma mint copy(grid, toDevice, NMAX, NMAX, 2)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    grid[1 - src][i][j] = 0.2 * (grid[src][i][j] + grid[src][i - 1][j] + grid[src][i + 1][j]
                                                 + grid[src][i][j - 1] + grid[src][i][j + 1]);
#pragma mint single
            src = 1 - src;
        }
    }
#pragma mint copy(grid, fromDevice, NMAX, NMAX, 2)

    sum = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            sum += grid[src][i][j] * (1 + (i + 2 * j) % 7);
    printf("level %d checksum %.15e\n", src, sum);
    printf("centre %.15e other level %.15e\n", grid[src][n / 2][n / 2], grid[1 - src][n / 2][n / 2]);
    return 0;
}
