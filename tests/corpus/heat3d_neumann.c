/* 3-D heat with insulated (Neumann) walls: after each sweep, face nests copy
 * the first interior plane onto the wall (2-D nests over a 3-D array, one
 * index fixed). size_t extents, long loop counters, a jacobi sweep written
 * with a local accumulator. Usage: heat3d_neumann [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    size_t n = argc > 1 ? (size_t)atol(argv[1]) : 40;
    long steps = argc > 2 ? atol(argv[2]) : 25;
    double alpha = 0.1;
    double (*a)[n][n] = malloc(n * n * n * sizeof(double));
    double (*b)[n][n] = malloc(n * n * n * sizeof(double));
    long i, j, k, t;

    for (k = 0; k < (long)n; k++)
        for (j = 0; j < (long)n; j++)
            for (i = 0; i < (long)n; i++) {
                a[k][j][i] = (double)((i * 7 + j * 3 + k * 5) % 17) / 17.0;
                b[k][j][i] = a[k][j][i];
            }

#pragma mint copy(a, toDevice, n, n, n)
#pragma mint copy(b, toDevice, n, n, n)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4, 1)
            for (k = 1; k < (long)n - 1; k++)
                for (j = 1; j < (long)n - 1; j++)
                    for (i = 1; i < (long)n - 1; i++) {
                        double acc = -6.0 * a[k][j][i];
                        acc += a[k - 1][j][i] + a[k + 1][j][i];
                        acc += a[k][j - 1][i] + a[k][j + 1][i];
                        acc += a[k][j][i - 1] + a[k][j][i + 1];
                        b[k][j][i] = a[k][j][i] + alpha * acc;
                    }
#pragma mint for nest(2)
            for (j = 1; j < (long)n - 1; j++)
                for (i = 1; i < (long)n - 1; i++) {
                    b[0][j][i] = b[1][j][i];
                    b[n - 1][j][i] = b[n - 2][j][i];
                }
#pragma mint for nest(2)
            for (k = 0; k < (long)n; k++)
                for (i = 1; i < (long)n - 1; i++) {
                    b[k][0][i] = b[k][1][i];
                    b[k][n - 1][i] = b[k][n - 2][i];
                }
#pragma mint single
            {
                double (*tmp)[n][n] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, n, n, n)

    double s = 0.0;
    for (k = 0; k < (long)n; k++)
        for (j = 0; j < (long)n; j++)
            for (i = 0; i < (long)n; i++)
                s += a[k][j][i] * (1.0 + ((i + 2 * j + 3 * k) % 11));
    printf("checksum %.15e\n", s);
    free(a);
    free(b);
    return 0;
}
