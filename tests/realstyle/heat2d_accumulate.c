/* 2-D heat the way codes that add a stencil's terms one direction at a time write it: the
 * output element set first, then `+=` per direction, then the swap (read as one write of the
 * sum, mint_analyzer::accumulated_writes). Usage: heat2d_accumulate n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 10;
    double (*u)[n] = malloc(sizeof(double) * n * n), (*v)[n] = malloc(sizeof(double) * n * n);
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) u[y][x] = v[y][x] = ((x * 5 + y * 3) % 11) * 0.1;
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    v[y][x] = u[y][x];
                    v[y][x] += 0.2 * (u[y][x - 1] + u[y][x + 1] - 2.0 * u[y][x]);
                    v[y][x] += 0.2 * (u[y - 1][x] + u[y + 1][x] - 2.0 * u[y][x]);
                }
#pragma mint single
            { double (*w)[n] = u; u = v; v = w; }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
#pragma mint copy(v, fromDevice, n, n)
    double s = 0, r = 0;
    for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) { s += u[y][x] * (1 + x % 3); r += v[y][x] * (1 + y % 4); }
    printf("%.12e %.12e\n", s, r);
    return 0;
}
