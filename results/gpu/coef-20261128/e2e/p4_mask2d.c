/* Diffusion with a solid mask: cells where mask > 0.5 keep their value; the coefficient is read
 * only in the fluid branch. */
#include <stdio.h>
#include <stdlib.h>

static void step(int n, int m, double in[n][m], double out[n][m], double mask[n][m], double kx[n][m])
{
#pragma mint for nest(all) tile(32, 8)
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = mask[i][j] > 0.5 ? in[i][j]
                      : in[i][j] + kx[i][j] * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] - 4.0 * in[i][j]);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    int m = n + 5;
    double (*a)[m] = malloc(sizeof(double) * n * m), (*b)[m] = malloc(sizeof(double) * n * m);
    double (*mask)[m] = malloc(sizeof(double) * n * m), (*kx)[m] = malloc(sizeof(double) * n * m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            a[i][j] = b[i][j] = (double)((i * j) % 13);
            mask[i][j] = ((i / 3 + j / 4) % 5 == 0) ? 1.0 : 0.0;
            kx[i][j] = 0.1 + 0.01 * ((i + j) % 7);
        }
#pragma mint copy(a, toDevice, m, n)
#pragma mint copy(b, toDevice, m, n)
#pragma mint copy(mask, toDevice, m, n)
#pragma mint copy(kx, toDevice, m, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
            step(n, m, a, b, mask, kx);
#pragma mint single
            {
                double (*tmp)[m] = a; a = b; b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, m, n)
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) s += a[i][j] * (i + 1);
    printf("%.10f\n", s);
    return 0;
}
