/* 2-D periodic diffusion in float on a flat array, the wraps written in the subscripts
 * (`u[j * n + (i + 1) % n]`, `u[((j + n - 1) % n) * n + i]`). Usage: heat2d_periodic_flat n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 10;
    float *u = malloc(sizeof(float) * n * n), *v = malloc(sizeof(float) * n * n);
    for (int p = 0; p < n * n; p++) { u[p] = (float)((p * 37) % 101) / 101.0f; v[p] = 0.0f; }
#pragma mint copy(u, toDevice, n * n)
#pragma mint copy(v, toDevice, n * n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int j = 0; j < n; j++)
                for (int i = 0; i < n; i++)
                    v[j * n + i] = 0.5f * u[j * n + i] + 0.125f * (u[j * n + (i + 1) % n] + u[j * n + (i + n - 1) % n]
                                   + u[((j + 1) % n) * n + i] + u[((j + n - 1) % n) * n + i]);
#pragma mint single
            { float *tmp = u; u = v; v = tmp; }
        }
    }
#pragma mint copy(u, fromDevice, n * n)
    double s = 0, w = 0;
    for (int p = 0; p < n * n; p++) { s += u[p]; w += u[p] * (p % 11); }
    printf("%.9e %.9e\n", s, w);
    return 0;
}
