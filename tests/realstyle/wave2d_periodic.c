/* 2-D second-order wave on a periodic square: three levels rotated through a pointer in the
 * `single`, conditional wraps in body locals. Usage: wave2d_periodic n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 10;
    double (*p0)[n] = malloc(sizeof(double) * n * n), (*p1)[n] = malloc(sizeof(double) * n * n), (*p2)[n] = malloc(sizeof(double) * n * n);
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) { p0[y][x] = p1[y][x] = ((x * 3 + y * 7) % 19) * 0.01; p2[y][x] = 0; }
#pragma mint copy(p0, toDevice, n, n)
#pragma mint copy(p1, toDevice, n, n)
#pragma mint copy(p2, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++) {
                    int xm = x == 0 ? n - 1 : x - 1, xp = x == n - 1 ? 0 : x + 1;
                    int ym = y == 0 ? n - 1 : y - 1, yp = y == n - 1 ? 0 : y + 1;
                    p2[y][x] = 2.0 * p1[y][x] - p0[y][x] + 0.1 * (p1[y][xm] + p1[y][xp] + p1[ym][x] + p1[yp][x] - 4.0 * p1[y][x]);
                }
#pragma mint single
            { double (*t0)[n] = p0; p0 = p1; p1 = p2; p2 = t0; }
        }
    }
#pragma mint copy(p1, fromDevice, n, n)
#pragma mint copy(p0, fromDevice, n, n)
    double s = 0, w = 0;
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) { s += p1[y][x] * (1 + x % 3); w += p0[y][x] * (1 + y % 5); }
    printf("%.12e %.12e\n", s, w);
    return 0;
}
