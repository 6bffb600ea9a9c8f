/* Heat equation with a manufactured solution, as a verification study writes it: the source
 * term is computed in the body from the point's coordinates with `sin` and `M_PI` from
 * <math.h> (`_XOPEN_SOURCE` asks the C library for the `M_` constants), a cut-off below
 * `DBL_EPSILON` from <float.h>, flat arrays `i * n + j`, the swap in a `single`.
 * Usage: heat2d_manufactured [n] [steps] (n x n points, default 101, 40 steps). */
#define _XOPEN_SOURCE 700
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 101;
    int steps = argc > 2 ? atoi(argv[2]) : 40;
    double h = 1.0 / (n - 1), dt = 0.2 * h * h;
    double *u = malloc(sizeof(double) * n * n), *v = malloc(sizeof(double) * n * n), *tmp;
    double err = 0.0;

    for (int p = 0; p < n * n; p++)
        u[p] = v[p] = 0.0;

#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    double x = j * h, y = i * h;
                    double f = 2.0 * M_PI * M_PI * sin(M_PI * x) * sin(M_PI * y);
                    double un = u[i * n + j] + dt / (h * h) * (u[(i - 1) * n + j] + u[(i + 1) * n + j]
                                + u[i * n + j - 1] + u[i * n + j + 1] - 4.0 * u[i * n + j]) + dt * f;
                    v[i * n + j] = fabs(un) < DBL_EPSILON ? 0.0 : un;
                }
#pragma mint single
            {
                tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)

    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double d = fabs(u[i * n + j]);
            if (d > err)
                err = d;
        }
    double s = 0.0;
    for (int p = 0; p < n * n; p++)
        s += u[p] * (1 + p % 3);
    printf("checksum %.15e\n", s);
    printf("max %.15e\n", err);
    free(u);
    free(v);
    return 0;
}
