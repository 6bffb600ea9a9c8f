/* Second-order wave equation, radius 2 (13-point Laplacian), three time levels:
 *   next = m0*cur - prev + m1*(6 neighbours at distance 1) + m2*(6 at distance 2)
 * with m0 = 2 - 6*(m1 + m2) close to 2 and cur close to prev: the leading terms cancel, so a
 * value is much smaller than the terms it is computed from. A check that compares values only
 * with the value's size calls correct (FMA-contracted, reassociated) kernels wrong here.
 * Usage: wave13 [n] [steps]   Prints a checksum of the final grid. */
#include <stdio.h>
#include <stdlib.h>

static double ***grid(int nx, int ny, int nz) {
    double *data = (double *)malloc((size_t)nx * ny * nz * sizeof(double));
    double **rows = (double **)malloc((size_t)ny * nz * sizeof(double *));
    double ***planes = (double ***)malloc((size_t)nz * sizeof(double **));
    for (int z = 0; z < nz; z++) {
        planes[z] = rows + (size_t)z * ny;
        for (int y = 0; y < ny; y++)
            planes[z][y] = data + ((size_t)z * ny + y) * nx;
    }
    return planes;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 48;
    int T = argc > 2 ? atoi(argv[2]) : 10;
    double m1 = 0.08, m2 = -0.005;
    double m0 = 2.0 - 6.0 * (m1 + m2);
    int e = n + 4;
    double ***prev = grid(e, e, e), ***cur = grid(e, e, e), ***next = grid(e, e, e);
    for (int z = 0; z < e; z++)
        for (int y = 0; y < e; y++)
            for (int x = 0; x < e; x++) {
                double v = 1.0 + 0.01 * ((x * 3 + y * 5 + z * 7) % 13);
                prev[z][y][x] = v;
                cur[z][y][x] = v + 1e-4 * ((x + y + z) % 5);
                next[z][y][x] = v;
            }
#pragma mint copy(prev, toDevice, n + 4, n + 4, n + 4)
#pragma mint copy(cur, toDevice, n + 4, n + 4, n + 4)
#pragma mint copy(next, toDevice, n + 4, n + 4, n + 4)
#pragma mint parallel
    {
        for (int t = 0; t < T; t++) {
#pragma mint for nest(all) tile(32,8,1)
            for (int z = 2; z < n + 2; z++)
                for (int y = 2; y < n + 2; y++)
                    for (int x = 2; x < n + 2; x++)
                        next[z][y][x] = m0 * cur[z][y][x] - prev[z][y][x]
                            + m1 * (cur[z][y][x - 1] + cur[z][y][x + 1] + cur[z][y - 1][x]
                                    + cur[z][y + 1][x] + cur[z - 1][y][x] + cur[z + 1][y][x])
                            + m2 * (cur[z][y][x - 2] + cur[z][y][x + 2] + cur[z][y - 2][x]
                                    + cur[z][y + 2][x] + cur[z - 2][y][x] + cur[z + 2][y][x]);
#pragma mint single
            {
                double ***tmp = prev;
                prev = cur;
                cur = next;
                next = tmp;
            }
        }
    }
#pragma mint copy(cur, fromDevice, n + 4, n + 4, n + 4)
    double sum = 0.0;
    for (int z = 2; z < n + 2; z++)
        for (int y = 2; y < n + 2; y++)
            for (int x = 2; x < n + 2; x++)
                sum += cur[z][y][x] * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17));
    printf("checksum %.15e\n", sum);
    return 0;
}
