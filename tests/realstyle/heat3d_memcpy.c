/* 3-D heat, 7-point, with the solution copied back by `memcpy(&u[0][0][0], &un[0][0][0],
 * sizeof(double) * nz * ny * nx)` after each step, the way Fortran-minded C codes replace
 * `u = un`: arrays as pointers to planes from malloc (C99 variably modified types), both
 * filled alike, the step count in the `for`. Only the mint pragmas were added. Its canonical
 * twin is kernels/heat3d_7pt.c (same stencil and coefficients, a pointer swap).
 * Usage: heat3d_memcpy [n] [steps]   (n^3 interior points and a boundary layer) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, steps = argc > 2 ? atoi(argv[2]) : 6;
    int nx = n + 2, ny = n + 2, nz = n + 2;
    double (*u)[ny][nx] = malloc(sizeof(double) * nz * ny * nx);
    double (*un)[ny][nx] = malloc(sizeof(double) * nz * ny * nx);
    const double c1 = 0.1 * 0.1, c0 = 1.0 - 6.0 * c1;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                u[z][y][x] = un[z][y][x] = (double)((x * 7 + y * 13 + z * 29) % 101) / 101.0;

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(un, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4, 1)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++)
                        un[z][y][x] = c0 * u[z][y][x] + c1 * (u[z][y][x - 1] + u[z][y][x + 1] + u[z][y - 1][x]
                                                              + u[z][y + 1][x] + u[z - 1][y][x] + u[z + 1][y][x]);
#pragma mint single
            memcpy(&u[0][0][0], &un[0][0][0], sizeof(double) * nz * ny * nx);
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double sum = 0.0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                sum += u[z][y][x] * (1.0 + 1e-3 * ((x + y * nx + z * nx * ny) % 17));
    printf("checksum %.15e\n", sum);
    free(u);
    free(un);
    return 0;
}
