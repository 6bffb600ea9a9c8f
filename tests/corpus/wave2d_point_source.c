/* A 2-D acoustic wave as seismic modelling codes write it: three time levels in flat arrays
 * from calloc rotated through pointers, and a point source injected into the current level
 * every step by host code (`pcur[sy * n + sx] += wavelet[t]`, a Ricker-like table computed
 * before the run); the receiver's trace is sampled after the run.
 * Usage: wave2d_point_source [n] [steps] (n x n points, default 128, 60 steps). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 128;
    int nt = argc > 2 ? atoi(argv[2]) : 60;
    float *p0 = calloc((size_t)n * n, sizeof(float));
    float *p1 = calloc((size_t)n * n, sizeof(float));
    float *p2 = calloc((size_t)n * n, sizeof(float));
    float *wavelet = malloc(sizeof(float) * (nt + 1));
    float *pold = p0, *pcur = p1, *pnew = p2, *tmp;
    int sx = n / 2, sy = n / 3;

    for (int t = 0; t <= nt; t++) {
        float a = 0.3f * (float)(t - 5);
        wavelet[t] = (1.0f - 2.0f * a * a) * expf(-a * a);
    }

#pragma mint copy(p0, toDevice, n, n)
#pragma mint copy(p1, toDevice, n, n)
#pragma mint copy(p2, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < nt; t++) {
#pragma mint single
            pcur[sy * n + sx] += wavelet[t];
#pragma mint for nest(all) tile(32, 8)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    int c = y * n + x;
                    pnew[c] = 2.0f * pcur[c] - pold[c]
                              + 0.2f * (pcur[c - 1] + pcur[c + 1] + pcur[c - n] + pcur[c + n] - 4.0f * pcur[c]);
                }
#pragma mint single
            {
                tmp = pold;
                pold = pcur;
                pcur = pnew;
                pnew = tmp;
            }
        }
    }
#pragma mint copy(p0, fromDevice, n, n)
#pragma mint copy(p1, fromDevice, n, n)
#pragma mint copy(p2, fromDevice, n, n)

    double s = 0.0;
    for (int c = 0; c < n * n; c++)
        s += (double)pcur[c] * (1 + c % 3);
    printf("receiver %.9e\n", (double)pcur[(sy + n / 8) * n + sx + n / 8]);
    printf("checksum %.9e\n", s);
    free(p0);
    free(p1);
    free(p2);
    free(wavelet);
    return 0;
}
