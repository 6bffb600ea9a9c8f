#include <stdio.h>
#include <stdlib.h>
static void sweep(int ny, int nx, float (*restrict out)[nx], const float (*restrict in)[nx]) {
#pragma mint for nest(all) tile(32, 8)
    for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++)
            out[j][i] = 0.5f * in[j][i] + 0.125f * (in[j][i - 1] + in[j][i + 1] + in[j - 1][i] + in[j + 1][i]);
}
int main(int argc, char **argv) {
    int nx = argc > 1 ? atoi(argv[1]) : 21, ny = nx + 3, T = argc > 2 ? atoi(argv[2]) : 3;
    float (*a)[nx] = malloc(sizeof(float) * nx * ny), (*b)[nx] = malloc(sizeof(float) * nx * ny), (*tmp)[nx];
    double s = 0;
    for (int j = 0; j < ny; j++) for (int i = 0; i < nx; i++) a[j][i] = b[j][i] = (float)((i * 7 + j) % 13);
#pragma mint copy(a, toDevice, nx, ny)
#pragma mint copy(b, toDevice, nx, ny)
#pragma mint parallel
    {
        for (int t = 0; t < T; t++) {
            sweep(ny, nx, b, a);
#pragma mint single
            { tmp = a; a = b; b = tmp; }
        }
    }
#pragma mint copy(a, fromDevice, nx, ny)
    for (int j = 0; j < ny; j++) for (int i = 0; i < nx; i++) s += a[j][i] * (1 + i % 3);
    printf("checksum %.10e\n", s);
    return 0;
}
