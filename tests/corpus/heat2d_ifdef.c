/* 2-D heat equation configured by the preprocessor.
 * Idiom exercised: the element type chosen by #ifdef USE_FLOAT / #define REAL
 * (no typedef), the stencil chosen by #if RADIUS == 2 *inside* the nest body
 * (5-point second order, or a radius-2 cross, fourth order), an overridable
 * #define N 256, fixed-size file-scope arrays static REAL a[N][N], b[N][N],
 * loop bounds through the RADIUS macro, a designated array initializer
 * int dims[3] = {[0] = N, [1] = N, [2] = 1}, and a C++ keyword (`new`) as the
 * name of a local variable in the kernel body.
 * Build variants: -DUSE_FLOAT, -DRADIUS=2, -DN=<size>.
 * Usage: heat2d_ifdef [n] [steps]   (n <= N grid points used per side, default N; 40 steps) */
#include <stdio.h>
#include <stdlib.h>

#ifdef USE_FLOAT
#define REAL float
#else
#define REAL double
#endif

#ifndef RADIUS
#define RADIUS 1
#endif

#ifndef N
#define N 256
#endif

static REAL a[N][N], b[N][N];

int main(int argc, char **argv)
{
    int dims[3] = {[0] = N, [1] = N, [2] = 1};
    int steps = 40;
    int i, j, s;
    const REAL alpha = 0.1;
    double sum = 0.0;

    if (argc > 1) {
        int n = atoi(argv[1]);
        if (n >= 2 * RADIUS + 1 && n <= N)
            dims[0] = dims[1] = n;
    }
    if (argc > 2)
        steps = atoi(argv[2]);

    const int nx = dims[0], ny = dims[1];

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (REAL)((i * 37 + j * 11) % 64) / (REAL)64 + (REAL)(i == j);
            b[i][j] = a[i][j];
        }

#pragma mint copy(a, toDevice, N, N)
#pragma mint copy(b, toDevice, N, N)
#pragma mint parallel
    {
        for (s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32,8)
            for (i = RADIUS; i < ny - RADIUS; i++)
                for (j = RADIUS; j < nx - RADIUS; j++) {
#if RADIUS == 2
                    REAL new = a[i][j] + alpha * (
                        (-a[i][j - 2] + 16 * a[i][j - 1] - 30 * a[i][j] + 16 * a[i][j + 1] - a[i][j + 2]) +
                        (-a[i - 2][j] + 16 * a[i - 1][j] - 30 * a[i][j] + 16 * a[i + 1][j] - a[i + 2][j])) / 12;
#else
                    REAL new = a[i][j] + alpha * (a[i][j - 1] + a[i][j + 1] + a[i - 1][j] + a[i + 1][j] - 4 * a[i][j]);
#endif
                    b[i][j] = new;
                }
#pragma mint for nest(all) tile(32,8)
            for (i = RADIUS; i < ny - RADIUS; i++)
                for (j = RADIUS; j < nx - RADIUS; j++) {
#if RADIUS == 2
                    REAL new = b[i][j] + alpha * (
                        (-b[i][j - 2] + 16 * b[i][j - 1] - 30 * b[i][j] + 16 * b[i][j + 1] - b[i][j + 2]) +
                        (-b[i - 2][j] + 16 * b[i - 1][j] - 30 * b[i][j] + 16 * b[i + 1][j] - b[i + 2][j])) / 12;
#else
                    REAL new = b[i][j] + alpha * (b[i][j - 1] + b[i][j + 1] + b[i - 1][j] + b[i + 1][j] - 4 * b[i][j]);
#endif
                    a[i][j] = new;
                }
        }
    }
#pragma mint copy(a, fromDevice, N, N)

    for (i = 0; i < ny; i++)
        for (j = 0; j < nx; j++)
            sum += (double)a[i][j] * (double)(1 + (3 * i + j) % 8);
    printf("checksum %.15e\n", sum);
    return 0;
}
