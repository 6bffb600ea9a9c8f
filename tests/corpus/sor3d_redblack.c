/* Red-black successive over-relaxation for -lap(u) = f in 3-D, in place: each
 * half-sweep updates the points of one colour, `(i + j + k + colour) % 2 == 0`,
 * from neighbours of the other colour, so the points of a half-sweep are
 * independent although the nest writes the array it reads. The colour loop sits
 * inside the iteration loop, around the nest; a pointer-to-array allocation.
 * Usage: sor3d_redblack [n] [iterations] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 34;
    int iters = argc > 2 ? atoi(argv[2]) : 25;
    double omega = 1.6, h = 1.0 / (n - 1);
    double (*u)[n][n] = malloc(sizeof(double) * n * n * n);
    double (*f)[n][n] = malloc(sizeof(double) * n * n * n);
    int i, j, k, it, colour;

    for (k = 0; k < n; k++)
        for (j = 0; j < n; j++)
            for (i = 0; i < n; i++) {
                u[k][j][i] = (k == 0) ? sin(3.0 * i * h) : 0.0;
                f[k][j][i] = 1.0 + 0.5 * cos(2.0 * (i + 2 * j) * h);
            }

#pragma mint copy(u, toDevice, n, n, n)
#pragma mint copy(f, toDevice, n, n, n)
#pragma mint parallel
    {
        for (it = 0; it < iters; it++) {
            for (colour = 0; colour < 2; colour++) {
#pragma mint for nest(all) tile(32, 4, 1)
                for (k = 1; k < n - 1; k++)
                    for (j = 1; j < n - 1; j++)
                        for (i = 1; i < n - 1; i++)
                            if ((i + j + k + colour) % 2 == 0) {
                                double gs = (u[k][j][i - 1] + u[k][j][i + 1] + u[k][j - 1][i]
                                           + u[k][j + 1][i] + u[k - 1][j][i] + u[k + 1][j][i]
                                           + h * h * f[k][j][i]) / 6.0;
                                u[k][j][i] += omega * (gs - u[k][j][i]);
                            }
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n, n)

    double sum = 0.0;
    for (k = 0; k < n; k++)
        for (j = 0; j < n; j++)
            for (i = 0; i < n; i++)
                sum += u[k][j][i] * (1.0 + (i + 2 * j + 3 * k) % 5);
    printf("checksum %.15e\n", sum);
    free(u);
    free(f);
    return 0;
}
