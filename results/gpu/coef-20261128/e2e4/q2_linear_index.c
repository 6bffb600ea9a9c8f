/* A GPU port's habit: one loop over the linear index, coordinates by division. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 5;
    int nx = n, ny = n + 3;
    float *u = malloc(sizeof(float) * nx * ny), *v = malloc(sizeof(float) * nx * ny);
    for (int c = 0; c < nx * ny; c++) u[c] = v[c] = (float)(c % 13);
#pragma mint copy(u, toDevice, nx * ny)
#pragma mint copy(v, toDevice, nx * ny)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(256)
            for (int idx = 0; idx < nx * ny; idx++) {
                int i = idx / nx, j = idx % nx;
                if (i > 0 && i < ny - 1 && j > 0 && j < nx - 1)
                    v[idx] = 0.25f * (u[idx - 1] + u[idx + 1] + u[idx - nx] + u[idx + nx]);
            }
#pragma mint single
            { float *tmp = u; u = v; v = tmp; }
        }
    }
#pragma mint copy(u, fromDevice, nx * ny)
    double s = 0;
    for (int c = 0; c < nx * ny; c++) s += u[c] * (1 + c % 7);
    printf("%.6e\n", s);
    return 0;
}
