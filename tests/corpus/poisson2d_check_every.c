/* Jacobi iterations for a 2-D Poisson problem as solver codes write them: the residual is
 * computed every `check` iterations by a second nest (a max reduction) under an `if`, printed,
 * and the loop stops early once it is below the tolerance (`break`); flat arrays from calloc,
 * the swap and the counter in a `single`.
 * Usage: poisson2d_check_every [n] [maxit] [check] (n x n points, default 96, 60, 5). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 96;
    int maxit = argc > 2 ? atoi(argv[2]) : 60;
    int check = argc > 3 ? atoi(argv[3]) : 5;
    double *u = calloc((size_t)n * n, sizeof(double));
    double *v = calloc((size_t)n * n, sizeof(double));
    double *f = malloc(sizeof(double) * n * n), *tmp;
    double h2 = 1.0 / ((double)(n - 1) * (n - 1)), res = 1.0, tol = 0.33 * h2;
    int it = 0;

    for (int p = 0; p < n * n; p++)
        f[p] = (double)(p % 11) - 5.0;

#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint copy(f, toDevice, n, n)
#pragma mint parallel
    {
        while (it < maxit) {
#pragma mint for nest(all) tile(32, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1]
                                           + u[i * n + j + 1] - h2 * f[i * n + j]);
#pragma mint single
            {
                tmp = u;
                u = v;
                v = tmp;
                it++;
            }
            if (it % check == 0) {
#pragma mint single
                res = 0.0;
#pragma mint for nest(all) tile(32, 8) reduction(max:res)
                for (int i = 1; i < n - 1; i++)
                    for (int j = 1; j < n - 1; j++) {
                        double r = fabs(u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1]
                                        + u[i * n + j + 1] - 4.0 * u[i * n + j] - h2 * f[i * n + j]);
                        res = fmax(res, r);
                    }
                printf("iteration %d residual %.9e\n", it, res);
                if (res < tol)
                    break;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)

    double s = 0.0;
    for (int p = 0; p < n * n; p++)
        s += u[p] * (1 + p % 3);
    printf("iterations %d checksum %.15e\n", it, s);
    free(u);
    free(v);
    free(f);
    return 0;
}
