/* 2-D diffusion that sets its zero-flux walls first in every step, as many teaching codes do
 * ("apply the boundary conditions, then update"): two boundary nests copy the layer inside
 * the grid onto the walls of the current field, then the sweep writes the new field, then the
 * pointers are swapped. Arrays through `double (*)[n]`, `k` for the loop counter of the
 * walls; both fields printed (the state and the step before it).
 * Usage: diffuse2d_walls_first [n] [steps] (n x n points, default 80, 30) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 80;
    int steps = argc > 2 ? atoi(argv[2]) : 30;
    const double kappa = 0.23;
    double (*cur)[n] = malloc(sizeof(double) * n * n);
    double (*nxt)[n] = malloc(sizeof(double) * n * n);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            cur[y][x] = (double)((x * 13 + y * 5) % 31) / 31.0 + (y < n / 4 ? 0.5 : 0.0);
            nxt[y][x] = 0.0;
        }

#pragma mint copy(cur, toDevice, n, n)
#pragma mint copy(nxt, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
            /* walls first: top and bottom rows, then left and right columns */
#pragma mint for nest(all)
            for (int k = 1; k < n - 1; k++) {
                cur[0][k] = cur[1][k];
                cur[n - 1][k] = cur[n - 2][k];
            }
#pragma mint for nest(all)
            for (int k = 0; k < n; k++) {
                cur[k][0] = cur[k][1];
                cur[k][n - 1] = cur[k][n - 2];
            }
            /* then the update */
#pragma mint for nest(all) tile(64, 4)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    nxt[y][x] = cur[y][x] + kappa * (cur[y][x - 1] + cur[y][x + 1] + cur[y - 1][x]
                                                     + cur[y + 1][x] - 4.0 * cur[y][x]);
#pragma mint single
            {
                double (*tmp)[n] = cur;
                cur = nxt;
                nxt = tmp;
            }
        }
    }
#pragma mint copy(cur, fromDevice, n, n)
#pragma mint copy(nxt, fromDevice, n, n)

    double a = 0.0, b = 0.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            a += cur[y][x] * (1 + (x + 3 * y) % 7);
            b += nxt[y][x] * (1 + (3 * x + y) % 5);
        }
    printf("checksum %.15e\n", a);
    printf("step before %.15e\n", b);
    free(cur);
    free(nxt);
    return 0;
}
