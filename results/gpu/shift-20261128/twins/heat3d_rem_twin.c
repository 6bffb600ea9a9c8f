/* The canonical twin of tests/corpus/heat3d_linear_rem.c: the three loops written out. */
#include <stdio.h>
#include <stdlib.h>
/* A 3-D stencil over one linear index as CUDA ports recover it: the plane by division, the
 * remainder in the plane by subtraction (`rem = id - k * nx * ny`), then the row and column of
 * the remainder (`i = rem - j * nx`), the interior picked by a guard, flat double arrays.
 * Usage: heat3d_linear_rem [nx] [steps]   (nx x (nx + 2) x (nx - 1) points) */
int main(int argc, char **argv) {
    int nx = argc > 1 ? atoi(argv[1]) : 21, ny = nx + 2, nz = nx - 1, T = argc > 2 ? atoi(argv[2]) : 3;
    int total = nx * ny * nz, t, p;
    double *a = (double *)malloc(sizeof(double) * total), *b = (double *)malloc(sizeof(double) * total), *tmp, s = 0;
    for (p = 0; p < total; p++) a[p] = b[p] = (p * 13 % 29) / 29.0;
#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < T; t++) {
#pragma mint for nest(all) tile(64, 1)
            for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                int id = (k * ny + j) * nx + i;
                if (i > 0 && i < nx - 1 && j > 0 && j < ny - 1 && k > 0 && k < nz - 1)
                    b[id] = (a[id - 1] + a[id + 1] + a[id - nx] + a[id + nx] + a[id - nx * ny] + a[id + nx * ny]) / 6.0;
            }
#pragma mint single
            { tmp = a; a = b; b = tmp; }
        }
    }
#pragma mint copy(a, fromDevice, nx, ny, nz)
    for (p = 0; p < total; p++) s += a[p] * (1 + p % 7);
    printf("checksum %.15e\n", s);
    return 0;
}
