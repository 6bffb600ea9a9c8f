#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((j) * nx + (i))

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 7;
    int nx = n + 2, ny = n + 5, it, i, j;
    const float alpha = 0.1f;
    float *u = (float *)calloc(nx * ny, sizeof(float));
    float *w = (float *)calloc(nx * ny, sizeof(float));
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            u[IDX(i, j)] = (float)((i * i + 3 * j) % 23) / 23.0f;
#pragma mint copy(u, toDevice, nx, ny)
#pragma mint copy(w, toDevice, nx, ny)
#pragma mint parallel
    {
        for (it = 0; it < steps; it++) {
#pragma mint for nest(all) tile(16, 4)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++) {
                    float lap = u[IDX(i - 1, j)] + u[IDX(i + 1, j)] + u[IDX(i, j - 1)] + u[IDX(i, j + 1)];
                    lap -= 4.0f * u[IDX(i, j)];
                    w[IDX(i, j)] = u[IDX(i, j)] + alpha * lap;
                }
#pragma mint for nest(all) tile(16, 4)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    u[IDX(i, j)] = w[IDX(i, j)];
        }
    }
#pragma mint copy(u, fromDevice, nx, ny)
#pragma mint copy(w, fromDevice, nx, ny)
    double s = 0, r = 0;
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++) {
            s += u[IDX(i, j)] * (1 + (i + j) % 3);
            r += w[IDX(i, j)] * (1 + (2 * i + j) % 5);
        }
    printf("checksum %.9e\nchecksum %.9e\n", s, r);
    return 0;
}
