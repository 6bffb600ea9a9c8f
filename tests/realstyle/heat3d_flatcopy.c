/* 3-D heat, 7-point, as a flat-array code writes it: one `malloc` per field, the cell index
 * `long c = (long)z * nx * ny + (long)y * nx + x` in the body with its six neighbours, the new
 * field copied back by a loop over every cell whose count is a variable (`long ncell =
 * (long)nx * ny * nz;`, `u[c] = un[c]`), no pointer swap. Only the mint pragmas were added. Its
 * canonical twin is kernels/heat3d_7pt.c (same stencil and coefficients, a pointer swap).
 * Usage: heat3d_flatcopy [n] [steps]   (n^3 interior points and a boundary layer) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, steps = argc > 2 ? atoi(argv[2]) : 6;
    int nx = n + 2, ny = n + 2, nz = n + 2;
    long ncell = (long)nx * ny * nz;
    double *u = malloc(sizeof(double) * ncell);
    double *un = malloc(sizeof(double) * ncell);
    const double c1 = 0.1 * 0.1, c0 = 1.0 - 6.0 * c1;
    for (long c = 0; c < ncell; c++)
        u[c] = un[c] = (double)((c * 7 + (c / nx) * 13) % 101) / 101.0;

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(un, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4, 1)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++) {
                        long c = (long)z * nx * ny + (long)y * nx + x;
                        un[c] = c0 * u[c] + c1 * (u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx]
                                                  + u[c - (long)nx * ny] + u[c + (long)nx * ny]);
                    }
#pragma mint for nest(all)
            for (long c = 0; c < ncell; c++)
                u[c] = un[c];
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double sum = 0.0;
    for (long c = 0; c < ncell; c++)
        sum += u[c] * (1.0 + 1e-3 * (c % 17));
    printf("checksum %.15e\n", sum);
    free(u);
    free(un);
    return 0;
}
