/* Red-black SOR in 3-D with the colour as a loop around the nest and the innermost loop
 * starting by the parity of the point's other indices and the colour, `k = 1 + (i + j +
 * colour) % 2` (`colour` the counter of a host loop from 0), by twos; pointer-to-plane arrays.
 * Usage: sor3d_colour_stride [n] [iterations] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 14, steps = argc > 2 ? atoi(argv[2]) : 3;
    int side = n + 2;
    double (*p)[side][side] = malloc(sizeof(double) * side * side * side);
    double (*rhs)[side][side] = malloc(sizeof(double) * side * side * side);
    for (int i = 0; i < side; i++)
        for (int j = 0; j < side; j++)
            for (int k = 0; k < side; k++) {
                p[i][j][k] = (i == 0 || j == 0) ? 1.0 : 0.0;
                rhs[i][j][k] = ((i + 2 * j + 3 * k) % 5) * 0.001;
            }
    const double omega = 1.5;

#pragma mint copy(p, toDevice, side, side, side)
#pragma mint copy(rhs, toDevice, side, side, side)
#pragma mint parallel
    {
        for (int it = 0; it < steps; it++) {
            for (int colour = 0; colour < 2; colour++) {
#pragma mint for nest(all) tile(16, 4, 1)
                for (int i = 1; i <= n; i++)
                    for (int j = 1; j <= n; j++)
                        for (int k = 1 + (i + j + colour) % 2; k <= n; k += 2)
                            p[i][j][k] = (1.0 - omega) * p[i][j][k]
                                         + omega / 6.0 * (p[i - 1][j][k] + p[i + 1][j][k] + p[i][j - 1][k] + p[i][j + 1][k]
                                                          + p[i][j][k - 1] + p[i][j][k + 1] - rhs[i][j][k]);
            }
        }
    }
#pragma mint copy(p, fromDevice, side, side, side)

    double s = 0;
    for (int i = 0; i < side; i++)
        for (int j = 0; j < side; j++)
            for (int k = 0; k < side; k++)
                s += p[i][j][k] * (1 + (i + j + k) % 7);
    printf("checksum %.15e\n", s);
    free(p);
    free(rhs);
    return 0;
}
