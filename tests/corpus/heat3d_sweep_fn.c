/* 3-D heat in float with the sweep in a function of its own, as solvers split their step: a
 * `static void sweep(...)` taking the extents and both grids as VLA parameters
 * (`float out[nz][ny][nx]`), its nest annotated inside it, called from the time loop of main
 * with the buffers swapped after each call; grids from `malloc` as pointers to 2-D arrays
 * (`float (*a)[ny][nx]`), extents that differ per dimension.
 * Usage: heat3d_sweep_fn [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int nx, int ny, int nz, float out[nz][ny][nx], float in[nz][ny][nx], float c0, float c1)
{
#pragma mint for nest(all) tile(32, 4, 1)
    for (int k = 1; k < nz - 1; k++)
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                out[k][j][i] = c0 * in[k][j][i] + c1 * (in[k][j][i - 1] + in[k][j][i + 1] + in[k][j - 1][i]
                               + in[k][j + 1][i] + in[k - 1][j][i] + in[k + 1][j][i]);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 30, steps = argc > 2 ? atoi(argv[2]) : 4;
    int nx = n, ny = n + 1, nz = n + 2;
    float (*a)[ny][nx] = malloc(sizeof(float) * nx * ny * nz);
    float (*b)[ny][nx] = malloc(sizeof(float) * nx * ny * nz);
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                a[k][j][i] = b[k][j][i] = ((i * 3 + j * 5 + k * 7) % 17) / 17.0f;

#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
            sweep(nx, ny, nz, b, a, 0.4f, 0.1f);
#pragma mint single
            {
                float (*tmp)[ny][nx] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, nx, ny, nz)

    double s = 0.0;
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                s += a[k][j][i] * (1 + (i + 2 * j + k) % 5);
    printf("checksum %.15e\n", s);
    free(a);
    free(b);
    return 0;
}
