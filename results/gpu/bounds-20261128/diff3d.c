/* The 3-D program of tests/temporal_program.rs whose second array starts with a boundary of its
 * own (a fixed-temperature wall written only into `v`): fused with the kernel for two
 * boundaries; with -DSAME both arrays start equal (the plain fused kernel), its twin.
 * Usage: diff3d N STEPS   (a grid of (N+3) x (N+1) x (N-1) points) */
#include <stdio.h>
#include <stdlib.h>
#define AT(z, y, x) (((z) * ny + (y)) * nx + (x))

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 16, T = argc > 2 ? atoi(argv[2]) : 5;
    int nx = n + 3, ny = n + 1, nz = n - 1, x, y, z, t;
    double *u = (double *)malloc(sizeof(double) * nx * ny * nz);
    double *v = (double *)calloc(nx * ny * nz, sizeof(double));
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                u[AT(z, y, x)] = (double)((x * 5 + y * 3 + z * 11) % 17) / 17.0;
#ifdef SAME
                v[AT(z, y, x)] = u[AT(z, y, x)];
#else
                if (x == 0 || y == ny - 1 || z == 0)
                    v[AT(z, y, x)] = 2.0;
#endif
            }
#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < T; t++) {
#pragma mint for nest(all) tile(16, 8, 1)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++)
                        v[AT(z, y, x)] = 0.4 * u[AT(z, y, x)] + 0.1 * (u[AT(z, y, x - 1)] + u[AT(z, y, x + 1)]
                                       + u[AT(z, y - 1, x)] + u[AT(z, y + 1, x)] + u[AT(z - 1, y, x)] + u[AT(z + 1, y, x)]);
#pragma mint single
            {
                double *tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
#pragma mint copy(v, fromDevice, nx, ny, nz)
    double s = 0.0, r = 0.0;
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                s += u[AT(z, y, x)] * (1 + (x + 3 * y + z) % 7);
                r += v[AT(z, y, x)] * (1 + (2 * x + y + 5 * z) % 5);
            }
    printf("checksum %.15e\nchecksum %.15e\n", s, r);
    return 0;
}
