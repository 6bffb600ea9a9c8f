// mint: translated from heat3d.c by mint 0.1.0, target openmp
/* 3D heat equation, explicit 7-point scheme, as in Listing 1 of the Mint paper.
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: heat3d [n] [steps]   (grid n^3 interior points, default 128, 10 steps)
 * Prints a checksum of the final grid so that CPU and GPU runs can be compared. */
#include <stdio.h>
#include <stdlib.h>

/* Contiguous 3D array with row pointers: A[z][y][x], storage &A[0][0][0]. */
static double ***alloc3d(int nx, int ny, int nz) {
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

static void free3d(double ***a) {
    free(a[0][0]);
    free(a[0]);
    free(a);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 128;
    int T = argc > 2 ? atoi(argv[2]) : 10;
    int m = n, k = n;
    double kappa = 0.1, dt = 0.1, dx = 1.0;
    double c1 = kappa * dt / (dx * dx);
    double c0 = 1.0 - 6.0 * c1;

    double ***U = alloc3d(n + 2, m + 2, k + 2);
    double ***Unew = alloc3d(n + 2, m + 2, k + 2);
    for (int z = 0; z < k + 2; z++)
        for (int y = 0; y < m + 2; y++)
            for (int x = 0; x < n + 2; x++) {
                U[z][y][x] = (double)((x * 7 + y * 13 + z * 29) % 101) / 101.0;
                Unew[z][y][x] = U[z][y][x];
            }

/* mint: #pragma mint copy(U, toDevice, (n+2), (m+2), (k+2)) */
/* mint: #pragma mint copy(Unew, toDevice, (n+2), (m+2), (k+2)) */

/* mint: #pragma mint parallel default(shared) */
    {
        int t = 0;
        while (t++ < T) {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(16,16,1); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
            for (int z = 1; z <= k; z++)
                for (int y = 1; y <= m; y++)
                    for (int x = 1; x <= n; x++)
                        Unew[z][y][x] = c0 * U[z][y][x]
                            + c1 * (U[z][y][x - 1] + U[z][y][x + 1]
                                  + U[z][y - 1][x] + U[z][y + 1][x]
                                  + U[z - 1][y][x] + U[z + 1][y][x]);
/* mint: #pragma mint single */
            {
                double ***tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }

/* mint: #pragma mint copy(U, fromDevice, (n+2), (m+2), (k+2)) */

    double sum = 0.0;
    for (int z = 1; z <= k; z++)
        for (int y = 1; y <= m; y++)
            for (int x = 1; x <= n; x++)
                sum += U[z][y][x] * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17));
    printf("checksum %.15e\n", sum);
    free3d(U);
    free3d(Unew);
    return 0;
}
