/* 3-D heat with no swap: the sweep written out twice, once from `a` into `b` on even steps and
 * once from `b` into `a` on odd ones, under an if on the step's last bit; flat double arrays
 * with the cell index in a local. Usage: heat3d_branch_nests n steps */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 24;
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    long nn = (long)n * n;
    double *a = malloc(sizeof(double) * nn * n);
    double *b = malloc(sizeof(double) * nn * n);
    const double c0 = 0.4, c1 = 0.1;
    for (long p = 0; p < nn * n; p++)
        a[p] = b[p] = (double)((p * 7) % 19) / 19.0;
#pragma mint copy(a, toDevice, n, n, n)
#pragma mint copy(b, toDevice, n, n, n)
#pragma mint parallel
    {
        for (int step = 0; step < steps; step++) {
            if ((step & 1) == 0) {
#pragma mint for nest(all) tile(32, 8, 1)
                for (int z = 1; z < n - 1; z++)
                    for (int y = 1; y < n - 1; y++)
                        for (int x = 1; x < n - 1; x++) {
                            long c = z * nn + (long)y * n + x;
                            b[c] = c0 * a[c] + c1 * (a[c - 1] + a[c + 1] + a[c - n] + a[c + n] + a[c - nn] + a[c + nn]);
                        }
            } else {
#pragma mint for nest(all) tile(32, 8, 1)
                for (int z = 1; z < n - 1; z++)
                    for (int y = 1; y < n - 1; y++)
                        for (int x = 1; x < n - 1; x++) {
                            long c = z * nn + (long)y * n + x;
                            a[c] = c0 * b[c] + c1 * (b[c - 1] + b[c + 1] + b[c - n] + b[c + n] + b[c - nn] + b[c + nn]);
                        }
            }
        }
    }
#pragma mint copy(a, fromDevice, n, n, n)
#pragma mint copy(b, fromDevice, n, n, n)
    double s = 0.0;
    for (long p = 0; p < nn * n; p++)
        s += (a[p] + 0.5 * b[p]) * (1 + p % 5);
    printf("checksum %.15e\n", s);
    free(a);
    free(b);
    return 0;
}
