/* Jacobi as performance-minded C writes it: the body takes pointers to its rows, `const double
 * *row = u + i * n;` and `double *out = &v[i * n];`, and reads the neighbours through them
 * (`row[j - 1]`, `row[j + n]`); flat arrays, a plain swap.
 * Usage: jacobi2d_row_pointers [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 24;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    double *u = malloc(sizeof(double) * n * n), *v = malloc(sizeof(double) * n * n);
    for (int p = 0; p < n * n; p++)
        u[p] = v[p] = (p % n) * 0.1 + (p / n) * 0.01;
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; ++t) {
#pragma mint for nest(all) tile(16, 16)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    const double *row = u + i * n;
                    double *out = &v[i * n];
                    out[j] = 0.25 * (row[j - 1] + row[j + 1] + row[j - n] + row[j + n]);
                }
#pragma mint single
            {
                double *tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
    double s = 0.0, w = 0.0;
    for (int p = 0; p < n * n; p++) {
        s += u[p];
        w += u[p] * (p % 5);
    }
    printf("checksum %.15e\n", s);
    printf("checksum %.15e\n", w);
    free(u);
    free(v);
    return 0;
}
