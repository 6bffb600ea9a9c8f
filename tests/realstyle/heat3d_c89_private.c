/* 3-D heat from a C89 solver: every variable declared at the top of the function (the cell
 * index `c`, reused later as a counter, and a `double` temporary `lap` set in the nest body,
 * as an OpenMP version names them in `private(...)`: mint_analyzer::private_scalars), strides
 * in variables, a boundary layer held. Usage: heat3d_c89_private n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n, steps, x, y, z, t;
    long c, sx, sy, sz;
    double lap, *a, *b, *tmp, s;
    n = argc > 1 ? atoi(argv[1]) : 24;
    steps = argc > 2 ? atoi(argv[2]) : 5;
    a = (double *)malloc(sizeof(double) * n * n * n);
    b = (double *)malloc(sizeof(double) * n * n * n);
    for (c = 0; c < (long)n * n * n; c++) { a[c] = (double)(c % 29) / 29.0; b[c] = a[c]; }
    sx = 1; sy = n; sz = (long)n * n;
#pragma mint copy(a, toDevice, n, n, n)
#pragma mint copy(b, toDevice, n, n, n)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (z = 1; z < n - 1; z++)
                for (y = 1; y < n - 1; y++)
                    for (x = 1; x < n - 1; x++) {
                        c = z * sz + y * sy + x * sx;
                        lap = a[c - sx] + a[c + sx] + a[c - sy] + a[c + sy] + a[c - sz] + a[c + sz] - 6.0 * a[c];
                        b[c] = a[c] + 0.1 * lap;
                    }
#pragma mint single
            { tmp = a; a = b; b = tmp; }
        }
    }
#pragma mint copy(a, fromDevice, n, n, n)
    s = 0.0;
    for (c = 0; c < (long)n * n * n; c++) s += a[c] * (double)(1 + c % 7);
    printf("%.12e\n", s);
    return 0;
}
