/* Jacobi for -lap u = f in 2-D with a right-hand side array, counter in the swap. */
#include <stdio.h>
#include <stdlib.h>
#define N_MAX 4096

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int iters = argc > 2 ? atoi(argv[2]) : 10;
    int i, j, k = 0;
    double h = 1.0 / (n + 1), h2 = h * h;
    double (*u)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*un)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*f)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    for (i = 0; i < n + 2; i++)
        for (j = 0; j < n + 2; j++) {
            u[i][j] = 0.0;
            un[i][j] = 0.0;
            f[i][j] = (double)((i * 3 + j * 5) % 7) - 3.0;
        }
#pragma mint copy(u, toDevice, n + 2, n + 2)
#pragma mint copy(un, toDevice, n + 2, n + 2)
#pragma mint copy(f, toDevice, n + 2, n + 2)
#pragma mint parallel
    {
        while (k < iters) {
#pragma mint for nest(all) tile(64, 4)
            for (i = 1; i <= n; i++)
                for (j = 1; j <= n; j++)
                    un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + h2 * f[i][j]);
#pragma mint single
            {
                double (*tmp)[n + 2] = u;
                u = un;
                un = tmp;
                k++;
            }
        }
    }
#pragma mint copy(u, fromDevice, n + 2, n + 2)
    double s = 0.0;
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++) s += u[i][j] * (1 + (i + 2 * j) % 5);
    printf("k %d checksum %.12e\n", k, s);
    return 0;
}
