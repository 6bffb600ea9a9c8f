/* Heat flow through a layered medium, the way a geophysics code writes it: the vertical
 * conductivity is a profile over depth (`kz[z]`, one value per layer interface), a heat source
 * is a map over the surface (`q[y][x]`) and a damping factor varies across x only (`damp[x]`).
 * These coefficient arrays have fewer dimensions than the temperature field; the field is a VLA
 * pointer from malloc, swapped through a temporary each step.
 * Usage: layered3d_profiles [n] [steps] (grid n x (n+3) x (n+5), default 40, 12 steps). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 12;
    int nz = n, ny = n + 3, nx = n + 5;
    float (*u)[ny][nx] = malloc(sizeof(float[nz][ny][nx]));
    float (*v)[ny][nx] = malloc(sizeof(float[nz][ny][nx]));
    float (*q)[nx] = malloc(sizeof(float[ny][nx]));
    float *kz = malloc(sizeof(float) * nz);
    float *damp = malloc(sizeof(float) * nx);
    float (*tmp)[ny][nx];

    for (int z = 0; z < nz; z++)
        kz[z] = 0.05f + 0.01f * (float)(z % 4);
    for (int x = 0; x < nx; x++)
        damp[x] = 1.0f - 0.001f * (float)(x % 7);
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++)
            q[y][x] = 0.001f * (float)((x + 2 * y) % 5);
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                u[z][y][x] = v[z][y][x] = (float)((x * 3 + y * 5 + z * 7) % 17) / 17.0f;

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint copy(q, toDevice, nx, ny)
#pragma mint copy(kz, toDevice, nz)
#pragma mint copy(damp, toDevice, nx)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4, 4) chunksize(1, 1, 4)
            for (int z = 1; z < nz - 1; z++)
                for (int y = 1; y < ny - 1; y++)
                    for (int x = 1; x < nx - 1; x++)
                        v[z][y][x] = damp[x] * (u[z][y][x]
                            + 0.1f * (u[z][y][x - 1] + u[z][y][x + 1] + u[z][y - 1][x] + u[z][y + 1][x] - 4.0f * u[z][y][x])
                            + kz[z] * (u[z - 1][y][x] - u[z][y][x]) + kz[z + 1] * (u[z + 1][y][x] - u[z][y][x]))
                            + q[y][x];
#pragma mint single
            {
                tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double s = 0.0;
    for (int z = 0; z < nz; z++)
        for (int y = 0; y < ny; y++)
            for (int x = 0; x < nx; x++)
                s += (double)u[z][y][x] * (1 + (x + y + z) % 5);
    printf("checksum %.15e\n", s);
    free(u);
    free(v);
    free(q);
    free(kz);
    free(damp);
    return 0;
}
