/* 2-D periodic heat, the new values copied back over the state by `memcpy` in the `single`
 * (a copy back: fused). Usage: heat2d_periodic_memcpy n steps */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 10;
    double (*u)[n] = malloc(sizeof(double) * n * n), (*un)[n] = calloc((size_t)n * n, sizeof(double));
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) u[y][x] = ((x * 5 + y * 3) % 11) * 0.1;
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(un, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++) {
                    int xl = (x + n - 1) % n, xr = (x + 1) % n, yd = (y + n - 1) % n, yu = (y + 1) % n;
                    un[y][x] = u[y][x] + 0.2 * (u[y][xl] + u[y][xr] + u[yd][x] + u[yu][x] - 4.0 * u[y][x]);
                }
#pragma mint single
            memcpy(u, un, sizeof(double) * n * n);
        }
    }
#pragma mint copy(u, fromDevice, n, n)
#pragma mint copy(un, fromDevice, n, n)
    double s = 0, r = 0;
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) { s += u[y][x] * (1 + x % 3); r += un[y][x] * (1 + y % 4); }
    printf("%.12e %.12e\n", s, r);
    return 0;
}
