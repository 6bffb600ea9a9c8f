/* The textbook Jacobi iteration: compute the new values into a second array, then copy them
 * back into the first over the same points (no pointer swap), as teaching codes and many
 * OpenMP ports write it; flat double arrays with an index macro, both arrays' edges fixed.
 * Usage: jacobi2d_copyback N STEPS */
#include <stdio.h>
#include <stdlib.h>

#define IX(i, j) ((i) * n + (j))

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    double *u = (double *)malloc(sizeof(double) * n * n);
    double *unew = (double *)malloc(sizeof(double) * n * n);
    int i, j, it;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            double v = (i == 0 || j == n - 1) ? 1.0 : 0.001 * ((i * 11 + j * 5) % 97);
            u[IX(i, j)] = v;
            unew[IX(i, j)] = v;
        }

#pragma mint copy(u, toDevice, n * n)
#pragma mint copy(unew, toDevice, n * n)
#pragma mint parallel
    {
        for (it = 0; it < steps; it++) {
#pragma mint for nest(all) tile(32, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    unew[IX(i, j)] = 0.25 * (u[IX(i - 1, j)] + u[IX(i + 1, j)] + u[IX(i, j - 1)] + u[IX(i, j + 1)]);
#pragma mint for nest(all) tile(32, 8)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    u[IX(i, j)] = unew[IX(i, j)];
        }
    }
#pragma mint copy(u, fromDevice, n * n)
#pragma mint copy(unew, fromDevice, n * n)

    double s = 0.0, d = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            s += u[IX(i, j)] * (1 + (i + 2 * j) % 5);
            d += unew[IX(i, j)] - u[IX(i, j)];
        }
    printf("checksum %.15e difference %.3e centre %.15e\n", s, d, u[IX(n / 2, n / 2)]);
    return 0;
}
