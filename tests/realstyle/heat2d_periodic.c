/* 2-D heat on a periodic square: 2-D arrays, neighbours by conditional index locals in the
 * body. Usage: heat2d_periodic n steps */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    double (*a)[n] = malloc(sizeof(double) * n * n);
    double (*b)[n] = malloc(sizeof(double) * n * n);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            a[y][x] = ((x * 13 + y * 5) % 23) * 0.05 + (x < n / 3 ? 1.0 : 0.0);
            b[y][x] = -1.0;
        }
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(64, 8)
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++) {
                    int xl = x > 0 ? x - 1 : n - 1;
                    int xr = x < n - 1 ? x + 1 : 0;
                    int yd = y == 0 ? n - 1 : y - 1;
                    int yu = y == n - 1 ? 0 : y + 1;
                    b[y][x] = a[y][x] + 0.2 * (a[y][xl] + a[y][xr] + a[yd][x] + a[yu][x] - 4.0 * a[y][x]) + 0.001 * x;
                }
#pragma mint single
            {
                double (*tmp)[n] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, n, n)
#pragma mint copy(b, fromDevice, n, n)
    double s = 0.0, r = 0.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            s += a[y][x] * (1 + (x + 3 * y) % 5);
            r += b[y][x] * (1 + (2 * x + y) % 3);
        }
    printf("%.15e %.15e\n", s, r);
    return 0;
}
