/* 3-D diffusion on a periodic box, C89 style: index locals declared at the top of the
 * function, neighbours wrapped with remainders, flat arrays. Usage: heat3d_torus n steps */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, steps, i, j, k, s, ip, im, jp, jm, kp, km;
    long c;
    double *u, *v, *t, sum, w;
    n = argc > 1 ? atoi(argv[1]) : 32;
    steps = argc > 2 ? atoi(argv[2]) : 10;
    u = (double *)malloc(sizeof(double) * n * n * n);
    v = (double *)malloc(sizeof(double) * n * n * n);
    for (k = 0; k < n; k++)
        for (j = 0; j < n; j++)
            for (i = 0; i < n; i++) {
                c = (long)k * n * n + (long)j * n + i;
                u[c] = (double)((i * 7 + j * 3 + k * 11) % 17) / 17.0;
                v[c] = 0.0;
            }
#pragma mint copy(u, toDevice, n, n, n)
#pragma mint copy(v, toDevice, n, n, n)
#pragma mint parallel
    {
        for (s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32, 8, 4) chunksize(1, 1, 4)
            for (k = 0; k < n; k++)
                for (j = 0; j < n; j++)
                    for (i = 0; i < n; i++) {
                        ip = (i + 1) % n;
                        im = (i + n - 1) % n;
                        jp = (j + 1) % n;
                        jm = (j + n - 1) % n;
                        kp = (k + 1) % n;
                        km = (k + n - 1) % n;
                        v[(long)k * n * n + (long)j * n + i] =
                            0.4 * u[(long)k * n * n + (long)j * n + i]
                            + 0.1 * (u[(long)k * n * n + (long)j * n + ip] + u[(long)k * n * n + (long)j * n + im]
                                     + u[(long)k * n * n + (long)jp * n + i] + u[(long)k * n * n + (long)jm * n + i]
                                     + u[(long)kp * n * n + (long)j * n + i] + u[(long)km * n * n + (long)j * n + i]);
                    }
#pragma mint single
            {
                t = u;
                u = v;
                v = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n, n)
#pragma mint copy(v, fromDevice, n, n, n)
    sum = 0.0;
    w = 0.0;
    for (c = 0; c < (long)n * n * n; c++) {
        sum += u[c];
        w += u[c] * (double)(c % 13) + v[c] * (double)(c % 7);
    }
    printf("%.15e %.15e\n", sum, w);
    free(u);
    free(v);
    return 0;
}
