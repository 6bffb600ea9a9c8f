/* Diffusion in a periodic box as a particle-mesh code's field solver writes it: float, flat
 * arrays, the neighbours' indices wrapped by remainders in `long` locals, the Laplacian into a
 * work array, then the field updated in place from it. Usage: diffuse3d_periodic_work n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 16;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    long nn = (long)n * n;
    float *u = malloc(sizeof(float) * nn * n), *w = malloc(sizeof(float) * nn * n);
    for (long p = 0; p < nn * n; p++) { u[p] = (float)((p * 13) % 29) / 29.0f; w[p] = 0.0f; }
#pragma mint copy(u, toDevice, n, n, n)
#pragma mint copy(w, toDevice, n, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(16, 8, 1)
            for (int k = 0; k < n; k++)
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < n; i++) {
                        long c = k * nn + (long)j * n + i;
                        long xp = k * nn + (long)j * n + (i + 1) % n, xm = k * nn + (long)j * n + (i + n - 1) % n;
                        long yp = k * nn + (long)((j + 1) % n) * n + i, ym = k * nn + (long)((j + n - 1) % n) * n + i;
                        long zp = ((k + 1) % n) * nn + (long)j * n + i, zm = ((k + n - 1) % n) * nn + (long)j * n + i;
                        w[c] = u[xp] + u[xm] + u[yp] + u[ym] + u[zp] + u[zm] - 6.0f * u[c];
                    }
#pragma mint for nest(all) tile(16, 8, 1)
            for (int k = 0; k < n; k++)
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < n; i++)
                        u[k * nn + (long)j * n + i] += 0.1f * w[k * nn + (long)j * n + i];
        }
    }
#pragma mint copy(u, fromDevice, n, n, n)
    double s = 0.0;
    for (long p = 0; p < nn * n; p++) s += u[p] * (1 + p % 7);
    printf("checksum %.9e\n", s);
    free(u);
    free(w);
    return 0;
}
