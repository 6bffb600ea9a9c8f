/* 3-D heat as an explicit solver writes it in C89: the Laplacian into a work array, then the
 * temperature updated in place from it; flat arrays, an index macro, every declaration at the
 * top. Usage: heat3d_laplacian_update n steps */
#include <stdio.h>
#include <stdlib.h>

#define IDX(x, y, z) ((long)(z) * nx * ny + (long)(y) * nx + (x))

int main(int argc, char **argv)
{
    int nx, ny, nz, steps, x, y, z, t;
    double *temp, *lap;
    double alpha = 0.12, sum;
    nx = ny = nz = argc > 1 ? atoi(argv[1]) : 32;
    steps = argc > 2 ? atoi(argv[2]) : 8;
    temp = (double *)malloc(sizeof(double) * nx * ny * nz);
    lap = (double *)malloc(sizeof(double) * nx * ny * nz);
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                temp[IDX(x, y, z)] = ((x * 7 + y * 3 + z * 5) % 23) * 0.1 + (z == 0 ? 2.0 : 0.0);
                lap[IDX(x, y, z)] = 0.0;
            }
#pragma mint copy(temp, toDevice, nx, ny, nz)
#pragma mint copy(lap, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++)
                        lap[IDX(x, y, z)] = temp[IDX(x - 1, y, z)] + temp[IDX(x + 1, y, z)]
                            + temp[IDX(x, y - 1, z)] + temp[IDX(x, y + 1, z)]
                            + temp[IDX(x, y, z - 1)] + temp[IDX(x, y, z + 1)]
                            - 6.0 * temp[IDX(x, y, z)];
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++)
                        temp[IDX(x, y, z)] += alpha * lap[IDX(x, y, z)];
        }
    }
#pragma mint copy(temp, fromDevice, nx, ny, nz)
    sum = 0.0;
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++)
                sum += temp[IDX(x, y, z)] * (1 + (x + 2 * y + 3 * z) % 7);
    printf("checksum %.15e\n", sum);
    free(temp);
    free(lap);
    return 0;
}
