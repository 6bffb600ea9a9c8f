/* 3-D acoustic wave equation, second order in time and space, as seismic modelling codes write
 * it: three time levels (`prev`, `cur`, `next`) in flat arrays from calloc, rotated through
 * pointers after every step; a constant medium (`vel2 = (v dt / h)^2`); a zero boundary layer
 * of one point that the update never writes; a point source added to the initial state.
 * `-D WAVE_DOUBLE` computes in double. Usage: wave3d_levels [n] [steps]: a grid of n x (n + 3) x (n - 4) points (x, y, z).
 * Prints checksums of the final wavefield and of the two levels before it. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#ifdef WAVE_DOUBLE
typedef double real;
#else
typedef float real;
#endif

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 128;
    int ny = nx + 3;
    int nz = nx - 4;
    int nsteps = argc > 2 ? atoi(argv[2]) : 20;
    int x, y, z, it;
    long plane, n;
    real vel2 = 0.09f;
    real *prev, *cur, *next, *tmp;
    double s1 = 0.0, s2 = 0.0, s3 = 0.0;

    plane = (long)nx * ny;
    n = plane * nz;
    prev = (real *)calloc(n, sizeof(real));
    cur = (real *)calloc(n, sizeof(real));
    next = (real *)calloc(n, sizeof(real));
    for (z = 1; z < nz - 1; z++)
        for (y = 1; y < ny - 1; y++)
            for (x = 1; x < nx - 1; x++) {
                double r2 = (x - nx / 2) * (x - nx / 2) + (y - ny / 3) * (y - ny / 3) + (z - nz / 2) * (z - nz / 2);
                cur[z * plane + y * nx + x] = (real)exp(-r2 / 18.0);
                prev[z * plane + y * nx + x] = (real)(0.98 * exp(-r2 / 18.0));
            }

#pragma mint copy(prev, toDevice, nx, ny, nz)
#pragma mint copy(cur, toDevice, nx, ny, nz)
#pragma mint copy(next, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (it = 0; it < nsteps; it++) {
#pragma mint for nest(all) tile(32, 8, 64) chunksize(1, 1, 64)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++) {
                        long c = (long)z * nx * ny + y * nx + x;
                        real lap = cur[c - 1] + cur[c + 1] + cur[c - nx] + cur[c + nx]
                                 + cur[c - nx * ny] + cur[c + nx * ny] - 6.0f * cur[c];
                        next[c] = 2.0f * cur[c] - prev[c] + vel2 * lap;
                    }
#pragma mint single
            {
                tmp = prev;
                prev = cur;
                cur = next;
                next = tmp;
            }
        }
    }
#pragma mint copy(cur, fromDevice, nx, ny, nz)
#pragma mint copy(prev, fromDevice, nx, ny, nz)
#pragma mint copy(next, fromDevice, nx, ny, nz)

    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                long c = z * plane + y * nx + x;
                s1 += cur[c] * (1 + (x + 3 * y + 5 * z) % 7);
                s2 += prev[c] * (1 + (x + 2 * y + z) % 5);
                s3 += next[c] * (1 + (2 * x + y + 3 * z) % 3);
            }
    printf("checksum %.9e\n", s1);
    printf("checksum %.9e\n", s2);
    printf("checksum %.9e\n", s3);
    free(prev);
    free(cur);
    free(next);
    return 0;
}
