/* Diffusion in 2-D as many codes loop over the grid: every point visited, the boundary skipped
 * first in the body with `if (i == 0 || i == n - 1 || j == 0 || j == m - 1) continue;`, a
 * local declared C89-style before it, VLA pointers, the swap in a `single`.
 * Usage: diffuse2d_skip_edges [n] [steps]   (n x (n + 5) points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 5;
    int m = n + 5, i, j, t;
    double (*u)[m] = malloc(sizeof(double) * n * m), (*v)[m] = malloc(sizeof(double) * n * m);
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) u[i][j] = v[i][j] = (double)((i * 3 + j * 5) % 13);
#pragma mint copy(u, toDevice, m, n)
#pragma mint copy(v, toDevice, m, n)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4)
            for (i = 0; i < n; i++)
                for (j = 0; j < m; j++) {
                    double w;
                    if (i == 0 || i == n - 1 || j == 0 || j == m - 1)
                        continue;
                    w = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                    v[i][j] = 0.5 * u[i][j] + 0.5 * w;
                }
#pragma mint single
            { double (*x)[m] = u; u = v; v = x; }
        }
    }
#pragma mint copy(u, fromDevice, m, n)
    double s = 0;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) s += u[i][j] * (1 + j % 3);
    printf("checksum %.15e\n", s);
    return 0;
}
