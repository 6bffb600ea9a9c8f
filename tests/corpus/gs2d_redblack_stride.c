/* Red-black Gauss-Seidel for -lap(u) = f in 2-D as solver codes write its half-sweeps: the
 * inner loop starts on the row's first point of the colour, `j = 1 + (i + 1) % 2` for red and
 * `j = 1 + i % 2` for black, and steps by two, in place; pointer-to-row arrays from malloc.
 * Usage: gs2d_redblack_stride [n] [sweeps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 30, sweeps = argc > 2 ? atoi(argv[2]) : 4;
    double (*u)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*f)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++) {
            u[i][j] = (i == 0) ? 1.0 : 0.0;
            f[i][j] = ((i * 3 + j) % 7) * 0.01;
        }

#pragma mint copy(u, toDevice, n + 2, n + 2)
#pragma mint copy(f, toDevice, n + 2, n + 2)
#pragma mint parallel
    {
        for (int s = 0; s < sweeps; s++) {
#pragma mint for nest(all) tile(16, 8)
            for (int i = 1; i <= n; i++)
                for (int j = 1 + (i + 1) % 2; j <= n; j += 2)
                    u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
#pragma mint for nest(all) tile(16, 8)
            for (int i = 1; i <= n; i++)
                for (int j = 1 + i % 2; j <= n; j += 2)
                    u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
        }
    }
#pragma mint copy(u, fromDevice, n + 2, n + 2)

    double s = 0;
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++)
            s += u[i][j] * (1 + (i + 2 * j) % 5);
    printf("checksum %.15e\n", s);
    free(u);
    free(f);
    return 0;
}
