/* Diffusion on a stretched 2-D grid, as a finite-difference code with non-uniform spacing
 * writes it: the metric factors are one-dimensional arrays, `ax[i]` per row and `ay[j]` per
 * column, static globals sized for the largest problem; C89 declarations at the top; the new
 * values are copied back by a second nest.
 * Usage: stretched2d_metrics [n] [steps] (n x n points, at most NMAX; default 96, 20 steps). */
#include <stdio.h>
#include <stdlib.h>

#define NMAX 512

static double u[NMAX][NMAX], un[NMAX][NMAX];
static double ax[NMAX], ay[NMAX];

int main(int argc, char **argv)
{
    int n, steps, i, j, t;
    double s;

    n = argc > 1 ? atoi(argv[1]) : 96;
    steps = argc > 2 ? atoi(argv[2]) : 20;
    if (n > NMAX)
        n = NMAX;
    for (i = 0; i < n; i++) {
        ax[i] = 0.1 + 0.05 * (double)(i % 5) / 5.0;
        ay[i] = 0.12 - 0.04 * (double)(i % 3) / 3.0;
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            u[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
            un[i][j] = u[i][j];
        }

#pragma mint copy(u, toDevice, NMAX, NMAX)
#pragma mint copy(un, toDevice, NMAX, NMAX)
#pragma mint copy(ax, toDevice, NMAX)
#pragma mint copy(ay, toDevice, NMAX)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(16, 16)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    un[i][j] = u[i][j] + ax[i] * (u[i - 1][j] - 2.0 * u[i][j] + u[i + 1][j])
                                       + ay[j] * (u[i][j - 1] - 2.0 * u[i][j] + u[i][j + 1]);
#pragma mint for nest(all) tile(16, 16)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    u[i][j] = un[i][j];
        }
    }
#pragma mint copy(u, fromDevice, NMAX, NMAX)

    s = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s += u[i][j] * (1 + (i + j) % 5);
    printf("checksum %.15e\n", s);
    return 0;
}
