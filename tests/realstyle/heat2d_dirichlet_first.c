/* 2-D heat with the boundary conditions applied first in every step: the hot edge set to its
 * temperature and the cold edge to a profile by a loop over the columns, then the sweep, then
 * the swap. Usage: heat2d_dirichlet_first n steps */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    double (*told)[n] = malloc(sizeof(double) * n * n);
    double (*tnew)[n] = malloc(sizeof(double) * n * n);
    const double hot = 100.0, r = 0.2;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            told[i][j] = tnew[i][j] = ((i * 3 + j * 5) % 13) * 0.5;
#pragma mint copy(told, toDevice, n, n)
#pragma mint copy(tnew, toDevice, n, n)
#pragma mint parallel
    {
        for (int it = 0; it < steps; it++) {
#pragma mint for
            for (int j = 0; j < n; j++) {
                told[0][j] = hot;
                told[n - 1][j] = 0.01 * j;
            }
#pragma mint for nest(all) tile(32, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    tnew[i][j] = told[i][j] + r * (told[i - 1][j] + told[i + 1][j] + told[i][j - 1] + told[i][j + 1] - 4.0 * told[i][j]);
#pragma mint single
            {
                double (*swap)[n] = told;
                told = tnew;
                tnew = swap;
            }
        }
    }
#pragma mint copy(told, fromDevice, n, n)
#pragma mint copy(tnew, fromDevice, n, n)
    double s = 0.0, q = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            s += told[i][j] * (1 + (i + 2 * j) % 7);
            q += tnew[i][j] * (1 + (2 * i + j) % 3);
        }
    printf("checksum %.15e %.15e\n", s, q);
    free(told);
    free(tnew);
    return 0;
}
