/* 3-D heat whose buffers are swapped by a helper function, as many solvers write it:
 * `swap_ptr(&u, &v)` in the time loop, buffers from posix_memalign, the linear index through
 * an `IDX(x, y, z)` macro over extents held in variables, the step counted by `step += 1`.
 * Only the mint pragmas were added.
 * Usage: heat3d_swap_helper [n [steps]]   (an n x (n - 3) x (n - 5) grid) */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>

#define IDX(x, y, z) ((size_t)(z) * ny * nx + (size_t)(y) * nx + (size_t)(x))

static void swap_ptr(double **a, double **b)
{
    double *t = *a;
    *a = *b;
    *b = t;
}

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 40;
    int ny = nx - 3, nz = nx - 5;
    int nsteps = argc > 2 ? atoi(argv[2]) : 12;
    int step;
    double *u, *v;
    if (posix_memalign((void **)&u, 64, sizeof(double) * nx * ny * nz) != 0
        || posix_memalign((void **)&v, 64, sizeof(double) * nx * ny * nz) != 0) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                u[IDX(x, y, z)] = v[IDX(x, y, z)] = (double)((x * 7 + y * 3 + z * 11) % 17);
#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (step = 0; step < nsteps; step += 1) {
#pragma mint for nest(all) tile(32, 8, 1)
            for (int z = 1; z < nz - 1; z++)
                for (int y = 1; y < ny - 1; y++)
                    for (int x = 1; x < nx - 1; x++)
                        v[IDX(x, y, z)] = u[IDX(x, y, z)]
                            + 0.1 * (u[IDX(x - 1, y, z)] + u[IDX(x + 1, y, z)] + u[IDX(x, y - 1, z)]
                                     + u[IDX(x, y + 1, z)] + u[IDX(x, y, z - 1)] + u[IDX(x, y, z + 1)]
                                     - 6.0 * u[IDX(x, y, z)]);
#pragma mint single
            swap_ptr(&u, &v);
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
    double s = 0;
    for (size_t i = 0; i < (size_t)nx * ny * nz; i++)
        s += u[i] * (double)(1 + i % 7);
    printf("checksum %.15e\n", s);
    free(u);
    free(v);
    return 0;
}
