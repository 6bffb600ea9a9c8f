/* 2D heat equation, explicit 5-point scheme (Table 1 of the Mint paper: "2D Heat 5-point").
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: heat2d_5pt [n] [steps]   (grid n^2 interior points, default 1024, 10 steps)
 * Prints a checksum of the final grid so that CPU and GPU runs can be compared. */
#include <stdio.h>
#include <stdlib.h>

/* Contiguous 2D array with row pointers: A[y][x], storage &A[0][0]. */
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
    int T = argc > 2 ? atoi(argv[2]) : 10;
    int m = n;
    double kappa = 0.1, dt = 1.0, dx = 1.0;
    double c1 = kappa * dt / (dx * dx);
    double c0 = 1.0 - 4.0 * c1;

    double **U = alloc2d(n + 2, m + 2);
    double **Unew = alloc2d(n + 2, m + 2);
    for (int y = 0; y < m + 2; y++)
        for (int x = 0; x < n + 2; x++) {
            U[y][x] = (double)((x * 7 + y * 13) % 101) / 101.0;
            Unew[y][x] = U[y][x];
        }

#pragma mint copy(U, toDevice, (n+2), (m+2))
#pragma mint copy(Unew, toDevice, (n+2), (m+2))

#pragma mint parallel default(shared)
    {
        int t = 0;
        while (t++ < T) {
#pragma mint for nest(all) tile(16,16)
            for (int y = 1; y <= m; y++)
                for (int x = 1; x <= n; x++)
                    Unew[y][x] = c0 * U[y][x]
                        + c1 * (U[y][x - 1] + U[y][x + 1]
                              + U[y - 1][x] + U[y + 1][x]);
#pragma mint single
            {
                double **tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }

#pragma mint copy(U, fromDevice, (n+2), (m+2))

    double sum = 0.0;
    for (int y = 1; y <= m; y++)
        for (int x = 1; x <= n; x++)
            sum += U[y][x] * (1.0 + 1e-3 * ((x + 2 * y) % 17));
    printf("checksum %.15e\n", sum);
    free2d(U);
    free2d(Unew);
    return 0;
}
