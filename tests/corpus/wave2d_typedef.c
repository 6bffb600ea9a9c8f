/* 2-D acoustic wave equation, second order in time: three time levels
 * rotated through pointers, a squared Courant number, a function-like macro in
 * the update, ++j loops with <= bounds. Usage: wave2d_typedef [n] [steps] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef double real;
#define SQR(x) ((x) * (x))

int main(int argc, char *argv[])
{
    const int n = (argc > 1) ? atoi(argv[1]) : 200;
    const int nsteps = (argc > 2) ? atoi(argv[2]) : 60;
    const real c = 1.0, h = 1.0 / (n - 1), dt = 0.4 * h / c;
    const real r2 = SQR(c * dt / h);
    real (*up)[n] = malloc(sizeof(real) * n * n);
    real (*uc)[n] = malloc(sizeof(real) * n * n);
    real (*un)[n] = malloc(sizeof(real) * n * n);

    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            real x = i * h - 0.5, y = j * h - 0.4;
            uc[j][i] = exp(-200.0 * (SQR(x) + SQR(y)));
            up[j][i] = uc[j][i];
            un[j][i] = 0.0;
        }

#pragma mint copy(up, toDevice, n, n)
#pragma mint copy(uc, toDevice, n, n)
#pragma mint copy(un, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < nsteps; ++t) {
#pragma mint for nest(2) tile(32, 8)
            for (int j = 1; j <= n - 2; ++j)
                for (int i = 1; i <= n - 2; ++i)
                    un[j][i] = 2.0 * uc[j][i] - up[j][i]
                             + r2 * (uc[j][i + 1] + uc[j][i - 1] + uc[j + 1][i] + uc[j - 1][i]
                                     - 4.0 * uc[j][i]);
#pragma mint single
            {
                real (*tmp)[n] = up;
                up = uc;
                uc = un;
                un = tmp;
            }
        }
    }
#pragma mint copy(uc, fromDevice, n, n)

    real e = 0.0, s = 0.0;
    for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) {
            e += SQR(uc[j][i]);
            s += uc[j][i] * (1 + (i + 3 * j) % 7);
        }
    printf("checksum %.15e\n", s);
    printf("checksum %.15e\n", sqrt(e));
    free(up); free(uc); free(un);
    return 0;
}
