/* 3-D acoustic wave equation, second order in time and space, in the two-array form seismic
 * and acoustic codes use to save memory: the update writes the new wavefield over the older
 * one it reads at the point (`p_old[c] = 2 p_cur[c] - p_old[c] + vel2 * lap`), then the two
 * pointers are swapped. The update lives in its own function, which works out its strides on
 * every call; flat arrays from calloc; a zero boundary layer of one point that the update
 * never writes; the same initial state as `wave3d_levels.c` (its three-level twin).
 * `-D WAVE_DOUBLE` computes in double. Usage: wave3d_two_arrays [n] [steps]: a grid of
 * n x (n + 3) x (n - 4) points (x, y, z). Prints checksums of the final wavefield and of the
 * level before it. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#ifdef WAVE_DOUBLE
typedef double real;
#else
typedef float real;
#endif

static void update_wavefield(int nx, int ny, int nz, real *restrict p_old,
                             const real *restrict p_cur, real vel2)
{
    const long sy = nx;
    const long sz = (long)nx * ny;
#pragma mint for nest(all) tile(32, 8, 64) chunksize(1, 1, 64)
    for (int z = 1; z < nz - 1; z++)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) {
                const long c = z * sz + y * sy + x;
                const real lap = p_cur[c - 1] + p_cur[c + 1] + p_cur[c - sy] + p_cur[c + sy] +
                                 p_cur[c - sz] + p_cur[c + sz] - 6.0f * p_cur[c];
                p_old[c] = 2.0f * p_cur[c] - p_old[c] + vel2 * lap;
            }
}

int main(int argc, char **argv)
{
    const int nx = argc > 1 ? atoi(argv[1]) : 128;
    const int ny = nx + 3;
    const int nz = nx - 4;
    const int nsteps = argc > 2 ? atoi(argv[2]) : 20;
    const long plane = (long)nx * ny;
    const long n = plane * nz;
    real *p_a = (real *)calloc(n, sizeof(real));
    real *p_b = (real *)calloc(n, sizeof(real));
    for (int z = 1; z < nz - 1; z++)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++) {
                double r2 = (x - nx / 2) * (x - nx / 2) + (y - ny / 3) * (y - ny / 3) +
                            (z - nz / 2) * (z - nz / 2);
                p_b[z * plane + y * nx + x] = (real)exp(-r2 / 18.0);
                p_a[z * plane + y * nx + x] = (real)(0.98 * exp(-r2 / 18.0));
            }
    real *p_old = p_a, *p_cur = p_b;

#pragma mint copy(p_old, toDevice, nx, ny, nz)
#pragma mint copy(p_cur, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int it = 0; it < nsteps; it++) {
            update_wavefield(nx, ny, nz, p_old, p_cur, 0.09f);
#pragma mint single
            {
                real *swap = p_old;
                p_old = p_cur;
                p_cur = swap;
            }
        }
    }
#pragma mint copy(p_cur, fromDevice, nx, ny, nz)
#pragma mint copy(p_old, fromDevice, nx, ny, nz)

    double s1 = 0.0, s2 = 0.0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++) {
                long c = z * plane + y * nx + x;
                s1 += p_cur[c] * (1 + (x + 3 * y + 5 * z) % 7);
                s2 += p_old[c] * (1 + (x + 2 * y + z) % 5);
            }
    printf("checksum %.9e\n", s1);
    printf("checksum %.9e\n", s2);
    free(p_a);
    free(p_b);
    return 0;
}
