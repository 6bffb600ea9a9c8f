/* Explicit heat diffusion on a 3-D grid, written the way many C codes split it: a sweep
 * function over flat arrays that works out its own strides (`const long sy = nx;`, `const long
 * sz = (long)nx * ny;`) and the diffusion number on every call, called once per time step from
 * the driver, then the two pointers swapped. A fixed boundary layer of one cell.
 * Usage: heat3d_sweep_strides [n] [steps]: an n x (n - 2) x (n + 4) grid (x, y, z).
 * Prints checksums of the final field and of the one before it. */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int nx, int ny, int nz, double *restrict out, const double *restrict in,
                  double alpha, double dt, double h)
{
    const long sy = nx;
    const long sz = (long)nx * ny;
    const double r = alpha * dt / (h * h);
#pragma mint for nest(all) tile(32, 8, 16) chunksize(1, 1, 16)
    for (int z = 1; z < nz - 1; z++)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) {
                const long c = z * sz + y * sy + x;
                out[c] = in[c] + r * (in[c - 1] + in[c + 1] + in[c - sy] + in[c + sy] +
                                      in[c - sz] + in[c + sz] - 6.0 * in[c]);
            }
}

int main(int argc, char **argv)
{
    const int n = argc > 1 ? atoi(argv[1]) : 64;
    const int steps = argc > 2 ? atoi(argv[2]) : 12;
    const int nx = n, ny = n - 2, nz = n + 4;
    const long cells = (long)nx * ny * nz;
    double *u = malloc(cells * sizeof(double));
    double *v = malloc(cells * sizeof(double));
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                const long c = ((long)z * ny + y) * nx + x;
                u[c] = (x * 13 + y * 7 + z * 3) % 17 / 17.0 + (z == 0 ? 1.0 : 0.0);
                v[c] = u[c];
            }

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int it = 0; it < steps; it++) {
            sweep(nx, ny, nz, v, u, 0.8, 0.1, 1.0);
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

    double s1 = 0.0, s2 = 0.0;
    for (long c = 0; c < cells; c++) {
        s1 += u[c] * (1 + c % 7);
        s2 += v[c] * (1 + c % 5);
    }
    printf("checksum %.12e\nchecksum %.12e\n", s1, s2);
    free(u);
    free(v);
    return 0;
}
