/* 2D Jacobi iteration for the Poisson equation with a convergence check: every sweep computes the
 * update in one nest and the residual norms (sum of squares and maximum) with reductions in a
 * second nest. Exercises reduction(+) and reduction(max) on the GPU.
 * Usage: jacobi2d_residual [n] [steps]   (grid n^2 interior points, default 1024, 20 steps)
 * Prints the residual norms of the last sweep and a checksum of the final grid. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double **alloc2d(int nx, int ny) {
    double *data = (double *)malloc((size_t)nx * ny * sizeof(double));
    double **rows = (double **)malloc((size_t)ny * sizeof(double *));
    for (int y = 0; y < ny; y++)
        rows[y] = data + (size_t)y * nx;
    return rows;
}

static void free2d(double **a) {
    free(a[0]);
    free(a);
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    int T = argc > 2 ? atoi(argv[2]) : 20;
    double h2 = 1.0 / ((double)(n + 1) * (n + 1));

    double **U = alloc2d(n + 2, n + 2);
    double **Unew = alloc2d(n + 2, n + 2);
    double **F = alloc2d(n + 2, n + 2);
    for (int y = 0; y < n + 2; y++)
        for (int x = 0; x < n + 2; x++) {
            U[y][x] = (double)((x * 11 + y * 7) % 13) / 13.0;
            Unew[y][x] = U[y][x];
            F[y][x] = 1.0 + (double)((x + 3 * y) % 5) / 5.0;
        }

    double sum = 0.0;
    double rmax = 0.0;
#pragma mint copy(U, toDevice, (n+2), (n+2))
#pragma mint copy(Unew, toDevice, (n+2), (n+2))
#pragma mint copy(F, toDevice, (n+2), (n+2))
#pragma mint parallel default(shared)
    {
        int t = 0;
        while (t++ < T) {
#pragma mint for nest(all) tile(32,8)
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++)
                    Unew[y][x] = 0.25 * (U[y][x - 1] + U[y][x + 1] + U[y - 1][x] + U[y + 1][x] + h2 * F[y][x]);
            sum = 0.0;
            rmax = 0.0;
#pragma mint for nest(all) tile(32,8) reduction(+:sum) reduction(max:rmax)
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++) {
                    double r = fabs(Unew[y][x] - U[y][x]);
                    sum += r * r;
                    rmax = fmax(rmax, r);
                }
#pragma mint single
            {
                double **tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }
#pragma mint copy(U, fromDevice, (n+2), (n+2))

    double check = 0.0;
    for (int y = 1; y <= n; y++)
        for (int x = 1; x <= n; x++)
            check += U[y][x] * (1.0 + 1e-3 * ((x + 2 * y) % 17));
    printf("residual l2 %.15e max %.15e\n", sqrt(sum), rmax);
    printf("checksum %.15e\n", check);
    free2d(U);
    free2d(Unew);
    free2d(F);
    return 0;
}
