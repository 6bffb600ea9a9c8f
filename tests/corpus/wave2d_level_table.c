/* 2-D acoustic wave, second order in time, with its three time levels kept in a table of
 * pointers and picked by the step modulo 3 (`float *prev = lev[t % 3], *cur = lev[(t + 1) % 3],
 * *next = lev[(t + 2) % 3];`), as codes do that never rotate their buffers; flat float arrays
 * from calloc, the cell index in a local, a point source in the middle.
 * Usage: wave2d_level_table [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 96, steps = argc > 2 ? atoi(argv[2]) : 12;
    int nx = n + 2;
    float c2 = 0.2f;
    float *p0 = calloc((size_t)nx * nx, sizeof(float));
    float *p1 = calloc((size_t)nx * nx, sizeof(float));
    float *p2 = calloc((size_t)nx * nx, sizeof(float));
    float *lev[3];
    lev[0] = p0;
    lev[1] = p1;
    lev[2] = p2;
    p1[(nx / 2) * nx + nx / 2] = 1.0f;
    p0[(nx / 2) * nx + nx / 2] = 0.5f;

#pragma mint copy(p0, toDevice, nx, nx)
#pragma mint copy(p1, toDevice, nx, nx)
#pragma mint copy(p2, toDevice, nx, nx)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
            float *prev = lev[t % 3], *cur = lev[(t + 1) % 3], *next = lev[(t + 2) % 3];
#pragma mint for nest(all) tile(32, 8)
            for (int y = 1; y < nx - 1; y++)
                for (int x = 1; x < nx - 1; x++) {
                    int c = y * nx + x;
                    next[c] = 2.0f * cur[c] - prev[c]
                              + c2 * (cur[c - 1] + cur[c + 1] + cur[c - nx] + cur[c + nx] - 4.0f * cur[c]);
                }
        }
    }
#pragma mint copy(p0, fromDevice, nx, nx)
#pragma mint copy(p1, fromDevice, nx, nx)
#pragma mint copy(p2, fromDevice, nx, nx)

    const float *last = lev[(steps + 1) % 3];
    double s = 0.0, e = 0.0;
    for (int i = 0; i < nx * nx; i++) {
        s += last[i] * (1 + i % 5);
        e += (double)p0[i] * p0[i] + 2.0 * p1[i] * p1[i] + 3.0 * p2[i] * p2[i];
    }
    printf("checksum %.15e\nchecksum %.15e\n", s, e);
    free(p0);
    free(p1);
    free(p2);
    return 0;
}
