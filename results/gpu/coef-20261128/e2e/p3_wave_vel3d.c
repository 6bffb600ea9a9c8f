/* Acoustic wave, three levels rotated, velocity model read at the point. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32;
    int nt = argc > 2 ? atoi(argv[2]) : 8;
    int nx = n + 1, ny = n, nz = n - 2;
    size_t sz = (size_t)nx * ny * nz;
    float *prev = calloc(sz, sizeof(float)), *cur = calloc(sz, sizeof(float)), *next = calloc(sz, sizeof(float));
    float *vel2 = malloc(sz * sizeof(float));
    for (size_t c = 0; c < sz; c++) {
        vel2[c] = 0.1f + 0.05f * (float)(c % 9) / 9.0f;
        cur[c] = (float)((c * 11) % 23) / 23.0f;
        prev[c] = cur[c];
    }
#pragma mint copy(prev, toDevice, nx, ny, nz)
#pragma mint copy(cur, toDevice, nx, ny, nz)
#pragma mint copy(next, toDevice, nx, ny, nz)
#pragma mint copy(vel2, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int t = 0; t < nt; t++) {
#pragma mint for nest(all) tile(32, 4, 4) chunksize(1, 1, 4)
            for (int k = 1; k < nz - 1; k++)
                for (int j = 1; j < ny - 1; j++)
                    for (int i = 1; i < nx - 1; i++) {
                        size_t c = ((size_t)k * ny + j) * nx + i;
                        float lap = cur[c - 1] + cur[c + 1] + cur[c - nx] + cur[c + nx]
                                  + cur[c - (size_t)nx * ny] + cur[c + (size_t)nx * ny] - 6.0f * cur[c];
                        next[c] = 2.0f * cur[c] - prev[c] + vel2[c] * lap;
                    }
#pragma mint single
            {
                float *tmp = prev;
                prev = cur;
                cur = next;
                next = tmp;
            }
        }
    }
#pragma mint copy(cur, fromDevice, nx, ny, nz)
    double s = 0;
    for (size_t c = 0; c < sz; c++) s += cur[c] * (1.0 + (c % 5) * 0.1);
    printf("wave %.6e\n", s);
    return 0;
}
