/* The twin of jacobi2d_flip.c in mint's own idiom: the same five-point relaxation between two
 * arrays, pointers swapped in a `single` after every sweep.
 * Usage: jacobi2d_canon N STEPS  (N <= NMAX) */
#include <stdio.h>
#include <stdlib.h>

#ifndef NMAX
#define NMAX 64
#endif

static double G0[NMAX][NMAX], G1[NMAX][NMAX];

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    if (n < 3 || n > NMAX) {
        fprintf(stderr, "N must be in 3..%d\n", NMAX);
        return 1;
    }
    for (int i = 0; i < NMAX; i++)
        for (int j = 0; j < NMAX; j++) {
            double v = 0.0;
            if (j == 0)
                v = 1.0;
            else if (i > n / 3 && i < n / 2 && j > n / 4 && j < n / 2)
                v = 0.5 + 0.01 * ((i * 13 + j * 7) % 17);
            G0[i][j] = G1[i][j] = v;
        }
    double (*a)[NMAX] = G0, (*b)[NMAX] = G1;

#pragma mint copy(a, toDevice, NMAX, NMAX)
#pragma mint copy(b, toDevice, NMAX, NMAX)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma mint single
            {
                double (*tmp)[NMAX] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, NMAX, NMAX)
#pragma mint copy(b, fromDevice, NMAX, NMAX)

    double sum = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            sum += a[i][j] * (1 + (i + 2 * j) % 7);
    printf("checksum %.15e\n", sum);
    printf("centre %.15e other level %.15e\n", a[n / 2][n / 2], b[n / 2][n / 2]);
    return 0;
}
