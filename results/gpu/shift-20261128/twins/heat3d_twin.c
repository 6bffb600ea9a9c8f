/* The canonical twin of tests/corpus/heat3d_linear_index.c: the three loops written out. */
/* 3-D heat over one loop on the linear index (a GPU port's habit): the plane, row and column
 * recovered with / and %, the boundary skipped, flat float arrays, C89 declarations. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int nx, ny, nz, steps, t, idx, n3;
    float *u, *w, *tmp;
    double s;
    nx = argc > 1 ? atoi(argv[1]) : 20;
    ny = nx + 3;
    nz = nx + 1;
    steps = argc > 2 ? atoi(argv[2]) : 4;
    n3 = nx * ny * nz;
    u = (float *)malloc(sizeof(float) * n3);
    w = (float *)malloc(sizeof(float) * n3);
    for (idx = 0; idx < n3; idx++) u[idx] = w[idx] = (float)((idx * 7) % 23) * 0.125f;
#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(w, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(128, 1)
            for (int k = 0; k < nz; k++)
            for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                int idx2 = (k * ny + j) * nx + i;
                if (i == 0 || i == nx - 1 || j == 0 || j == ny - 1 || k == 0 || k == nz - 1)
                    continue;
                w[idx2] = 0.4f * u[idx2] + 0.1f * (u[idx2 - 1] + u[idx2 + 1] + u[idx2 - nx] + u[idx2 + nx]
                                                + u[idx2 - nx * ny] + u[idx2 + nx * ny]);
            }
#pragma mint single
            {
                tmp = u; u = w; w = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
    s = 0;
    for (idx = 0; idx < n3; idx++) s += u[idx] * (1 + idx % 5);
    printf("checksum %.15e\n", s);
    return 0;
}
