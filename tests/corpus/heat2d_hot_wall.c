/* 2-D heat in a plate heated from the left: after every sweep one boundary nest holds the left
 * wall at a temperature profile and the right wall at zero (values written every step, as
 * codes that "impose the boundary conditions" do), and another copies the layer inside onto
 * the top and bottom walls over the interior columns (insulated). Flat arrays indexed through
 * a macro, C89 declarations, the swap in a `single`; both fields printed.
 * Usage: heat2d_hot_wall [n] [steps] (n x n points, default 72, 30) */
#include <stdio.h>
#include <stdlib.h>

#define AT(r, c) ((r) * n + (c))

int main(int argc, char **argv)
{
    int n, steps, r, c, s;
    double *t, *tn, *sw, h, a, b;
    n = argc > 1 ? atoi(argv[1]) : 72;
    steps = argc > 2 ? atoi(argv[2]) : 30;
    h = 1.0 / (n - 1);
    t = (double *)malloc(sizeof(double) * n * n);
    tn = (double *)malloc(sizeof(double) * n * n);
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++)
            t[AT(r, c)] = tn[AT(r, c)] = 0.1 * ((r * 3 + c * 5) % 7);

#pragma mint copy(t, toDevice, n, n)
#pragma mint copy(tn, toDevice, n, n)
#pragma mint parallel
    {
        for (s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32, 8)
            for (r = 1; r < n - 1; r++)
                for (c = 1; c < n - 1; c++)
                    tn[AT(r, c)] = t[AT(r, c)] + 0.24 * (t[AT(r - 1, c)] + t[AT(r + 1, c)] + t[AT(r, c - 1)]
                                                        + t[AT(r, c + 1)] - 4.0 * t[AT(r, c)]);
#pragma mint for nest(all)
            for (r = 1; r < n - 1; r++) {
                tn[AT(r, 0)] = 1.0 + 0.5 * (r * h) * (1.0 - r * h);
                tn[AT(r, n - 1)] = 0.0;
            }
#pragma mint for nest(all)
            for (c = 1; c < n - 1; c++) {
                tn[AT(0, c)] = tn[AT(1, c)];
                tn[AT(n - 1, c)] = tn[AT(n - 2, c)];
            }
#pragma mint single
            {
                sw = t;
                t = tn;
                tn = sw;
            }
        }
    }
#pragma mint copy(t, fromDevice, n, n)
#pragma mint copy(tn, fromDevice, n, n)

    a = 0.0;
    b = 0.0;
    for (r = 0; r < n; r++)
        for (c = 0; c < n; c++) {
            a += t[AT(r, c)] * (1 + (r + 2 * c) % 7);
            b += tn[AT(r, c)] * (1 + (2 * r + c) % 5);
        }
    printf("checksum %.15e\n", a);
    printf("step before %.15e\n", b);
    free(t);
    free(tn);
    return 0;
}
