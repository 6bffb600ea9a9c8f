/* Jacobi for -lap(u) = 1 on the unit square with a convergence test: a max-norm
 * reduction of the update (`fmax(diff, fabs(...))`) inside the parallel region,
 * and a while loop that stops when it is small or after maxit sweeps; REAL is a
 * macro, sizeof(REAL[n][n]) sizes the allocation.
 * Usage: jacobi2d_converge [n] [maxit] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define REAL double

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 34;
    int maxit = argc > 2 ? atoi(argv[2]) : 3000;
    REAL tol = 1e-6, h2 = 1.0 / ((n - 1) * (n - 1));
    REAL (*u)[n] = malloc(sizeof(REAL[n][n]));
    REAL (*v)[n] = malloc(sizeof(REAL[n][n]));
    int it = 0;
    REAL diff = 1.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            u[i][j] = v[i][j] = (i == 0 || j == 0 || i == n - 1 || j == n - 1) ? 0.1 * sin(0.3 * i + 0.2 * j) : 0.0;

#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        while (diff > tol && it < maxit) {
            diff = 0.0;
#pragma mint for nest(all) reduction(max:diff)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + h2);
                    diff = fmax(diff, fabs(v[i][j] - u[i][j]));
                }
#pragma mint single
            {
                REAL (*t)[n] = u; u = v; v = t;
                it++;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
    REAL s = 0;
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += u[i][j] * (1 + (i + j) % 3);
    printf("iterations %d\n", it);
    printf("checksum %.15e\n", s);
    free(u); free(v);
    return 0;
}
