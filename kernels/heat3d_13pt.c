/* 3D heat equation, explicit scheme with the 4th-order 13-point Laplacian (radius 2):
 *   Unew = c0*U + c1*(U at +-1 in x, y, z) + c2*(U at +-2 in x, y, z)
 * From the 1D 4th-order second difference (-u[i-2] + 16u[i-1] - 30u[i] + 16u[i+1] - u[i+2])/12
 * with r = kappa*dt/dx^2: c1 = 4r/3, c2 = -r/12, c0 = 1 - 15r/2. Von Neumann stability needs
 * r <= 1/8; here r = 0.05. The ghost region is 2 cells wide: arrays are (n+4)^3 and the interior
 * runs from 2 to n+1 in each dimension.
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: heat3d_13pt [n] [steps]   (grid n^3 interior points, default 128, 10 steps)
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
    double kappa = 0.1, dt = 0.5, dx = 1.0;
    double r = kappa * dt / (dx * dx);
    double c1 = 4.0 * r / 3.0;
    double c2 = -r / 12.0;
    double c0 = 1.0 - 7.5 * r;

    double ***U = alloc3d(n + 4, m + 4, k + 4);
    double ***Unew = alloc3d(n + 4, m + 4, k + 4);
    for (int z = 0; z < k + 4; z++)
        for (int y = 0; y < m + 4; y++)
            for (int x = 0; x < n + 4; x++) {
                U[z][y][x] = (double)((x * 7 + y * 13 + z * 29) % 101) / 101.0;
                Unew[z][y][x] = U[z][y][x];
            }

#pragma mint copy(U, toDevice, (n+4), (m+4), (k+4))
#pragma mint copy(Unew, toDevice, (n+4), (m+4), (k+4))

#pragma mint parallel default(shared)
    {
        int t = 0;
        while (t++ < T) {
#pragma mint for nest(all) tile(16,16,1)
            for (int z = 2; z <= k + 1; z++)
                for (int y = 2; y <= m + 1; y++)
                    for (int x = 2; x <= n + 1; x++)
                        Unew[z][y][x] = c0 * U[z][y][x]
                            + c1 * (U[z][y][x - 1] + U[z][y][x + 1]
                                  + U[z][y - 1][x] + U[z][y + 1][x]
                                  + U[z - 1][y][x] + U[z + 1][y][x])
                            + c2 * (U[z][y][x - 2] + U[z][y][x + 2]
                                  + U[z][y - 2][x] + U[z][y + 2][x]
                                  + U[z - 2][y][x] + U[z + 2][y][x]);
#pragma mint single
            {
                double ***tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }

#pragma mint copy(U, fromDevice, (n+4), (m+4), (k+4))

    double sum = 0.0;
    for (int z = 2; z <= k + 1; z++)
        for (int y = 2; y <= m + 1; y++)
            for (int x = 2; x <= n + 1; x++)
                sum += U[z][y][x] * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17));
    printf("checksum %.15e\n", sum);
    free3d(U);
    free3d(Unew);
    return 0;
}
