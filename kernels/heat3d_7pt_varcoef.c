/* 3D heat equation with a variable coefficient, explicit 7-point scheme (Table 1 of the Mint
 * paper: "3D Heat 7-point variable coefficient"):
 *   Unew = U + B + c * sum over x, y, z of
 *          [ kappa_{+1/2} (U_{+1} - U) - kappa_{-1/2} (U - U_{-1}) ]
 * kappa lives at half points; it is stored cell-centred in K, with kappa_{i+1/2} = K[..][i+1]
 * and kappa_{i-1/2} = K[..][i] in each dimension, so K is read at the centre and at +1 in x, y
 * and z (a one-sided stencil on K). B is a small source term. B and K are read-only.
 * K lies in [0.5, 1.5] and c = 0.05, so the centre weight 1 - c*(sum of the 6 kappas) stays
 * positive and the scheme is stable.
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: heat3d_7pt_varcoef [n] [steps]   (grid n^3 interior points, default 128, 10 steps)
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
    double c = 0.05;

    double ***U = alloc3d(n + 2, m + 2, k + 2);
    double ***Unew = alloc3d(n + 2, m + 2, k + 2);
    double ***B = alloc3d(n + 2, m + 2, k + 2);
    double ***K = alloc3d(n + 2, m + 2, k + 2);
    for (int z = 0; z < k + 2; z++)
        for (int y = 0; y < m + 2; y++)
            for (int x = 0; x < n + 2; x++) {
                U[z][y][x] = (double)((x * 7 + y * 13 + z * 29) % 101) / 101.0;
                Unew[z][y][x] = U[z][y][x];
                B[z][y][x] = 1e-4 * (double)((x * 11 + y * 5 + z * 3) % 37 - 18) / 18.0;
                K[z][y][x] = 0.5 + (double)((x * 3 + y * 17 + z * 7) % 23) / 22.0;
            }

#pragma mint copy(U, toDevice, (n+2), (m+2), (k+2))
#pragma mint copy(Unew, toDevice, (n+2), (m+2), (k+2))
#pragma mint copy(B, toDevice, (n+2), (m+2), (k+2))
#pragma mint copy(K, toDevice, (n+2), (m+2), (k+2))

#pragma mint parallel default(shared)
    {
        int t = 0;
        while (t++ < T) {
#pragma mint for nest(all) tile(16,16,1)
            for (int z = 1; z <= k; z++)
                for (int y = 1; y <= m; y++)
                    for (int x = 1; x <= n; x++)
                        Unew[z][y][x] = U[z][y][x] + B[z][y][x]
                            + c * (K[z][y][x + 1] * (U[z][y][x + 1] - U[z][y][x])
                                 - K[z][y][x] * (U[z][y][x] - U[z][y][x - 1])
                                 + K[z][y + 1][x] * (U[z][y + 1][x] - U[z][y][x])
                                 - K[z][y][x] * (U[z][y][x] - U[z][y - 1][x])
                                 + K[z + 1][y][x] * (U[z + 1][y][x] - U[z][y][x])
                                 - K[z][y][x] * (U[z][y][x] - U[z - 1][y][x]));
#pragma mint single
            {
                double ***tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }

#pragma mint copy(U, fromDevice, (n+2), (m+2), (k+2))

    double sum = 0.0;
    for (int z = 1; z <= k; z++)
        for (int y = 1; y <= m; y++)
            for (int x = 1; x <= n; x++)
                sum += U[z][y][x] * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17));
    printf("checksum %.15e\n", sum);
    free3d(U);
    free3d(Unew);
    free3d(B);
    free3d(K);
    return 0;
}
