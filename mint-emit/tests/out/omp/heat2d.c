// mint: translated from heat2d.c by mint 0.1.0, target openmp
/* 2D 5-point heat with a 32x8 tile. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 100;
    int T = 4;
    double **U = (double **)malloc(sizeof(double *) * (n + 2));
    double **V = (double **)malloc(sizeof(double *) * (n + 2));
    double *du = (double *)malloc(sizeof(double) * (n + 2) * (n + 2));
    double *dv = (double *)malloc(sizeof(double) * (n + 2) * (n + 2));
    for (int y = 0; y < n + 2; y++) {
        U[y] = du + y * (n + 2);
        V[y] = dv + y * (n + 2);
        for (int x = 0; x < n + 2; x++)
            U[y][x] = V[y][x] = (double)((x * 3 + y * 5) % 7);
    }
/* mint: #pragma mint copy(U, toDevice, n + 2, n + 2) */
/* mint: #pragma mint copy(V, toDevice, n + 2, n + 2) */
/* mint: #pragma mint parallel */
    {
        for (int t = 0; t < T; t++) {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 8); no collapse(2): OpenMP may count collapsed iterations in the loop variables' 32 bits */
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++)
                    V[y][x] = 0.6 * U[y][x] + 0.1 * (U[y][x - 1] + U[y][x + 1] + U[y - 1][x] + U[y + 1][x]);
/* mint: #pragma mint single */
            {
                double **tmp = U;
                U = V;
                V = tmp;
            }
        }
    }
/* mint: #pragma mint copy(U, fromDevice, n + 2, n + 2) */
    printf("%f\n", U[n / 2][n / 2]);
    return 0;
}
