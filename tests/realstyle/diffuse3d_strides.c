/* Anisotropic diffusion on a 3-D grid, the way finite-volume codes in C address their cells:
 * one flat array per field, the strides of the three directions held in variables (`sx = 1`,
 * `sy = nx`, and the plane `plane = (long)nx * ny` set after its C89 declaration), each
 * cell's linear index `c` computed in the loop body and its neighbours reached at `c - sx`,
 * `c + sy`, `c - plane`, ...; the cell count `ncell = plane * nz` sizes the copies. A fixed
 * (Dirichlet) boundary layer of one cell that the update never writes.
 * Usage: diffuse3d_strides [n] [steps]: a grid of n x (n + 2) x (n - 3) cells (x, y, z).
 * Prints checksums of the final field and of the one before it. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 96;
    int ny = nx + 2;
    int nz = nx - 3;
    int nsteps = argc > 2 ? atoi(argv[2]) : 10;
    int sx = 1, sy = nx;
    long plane, ncell;
    int x, y, z, step;
    double ax = 0.11, ay = 0.07, az = 0.05;
    double *u, *unew, *swap;
    double s1 = 0.0, s2 = 0.0;

    plane = (long)nx * ny;
    ncell = plane * nz;
    u = (double *)malloc(ncell * sizeof(double));
    unew = (double *)malloc(ncell * sizeof(double));
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                long c = z * plane + y * sy + x * sx;
                /* a warm slab in the middle, a cold boundary */
                u[c] = (z == 0 || z == nz - 1 || y == 0 || y == ny - 1 || x == 0 || x == nx - 1)
                           ? 0.0
                           : 1.0 + 0.25 * ((x * 7 + y * 3 + z * 5) % 11) / 11.0;
                unew[c] = u[c];
            }

#pragma mint copy(u, toDevice, ncell)
#pragma mint copy(unew, toDevice, ncell)
#pragma mint parallel
    {
        for (step = 0; step < nsteps; step++) {
#pragma mint for nest(all) tile(32, 8, 32) chunksize(1, 1, 32)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++) {
                        long c = z * plane + y * sy + x * sx;
                        unew[c] = u[c] + ax * (u[c - sx] - 2.0 * u[c] + u[c + sx])
                                       + ay * (u[c - sy] - 2.0 * u[c] + u[c + sy])
                                       + az * (u[c - plane] - 2.0 * u[c] + u[c + plane]);
                    }
#pragma mint single
            {
                swap = u;
                u = unew;
                unew = swap;
            }
        }
    }
#pragma mint copy(u, fromDevice, ncell)
#pragma mint copy(unew, fromDevice, ncell)

    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                long c = z * plane + y * sy + x * sx;
                s1 += u[c] * (1 + (x + 3 * y + 5 * z) % 7);
                s2 += unew[c] * (1 + (2 * x + y + 3 * z) % 5);
            }
    printf("checksum %.12e\n", s1);
    printf("checksum %.12e\n", s2);
    free(u);
    free(unew);
    return 0;
}
