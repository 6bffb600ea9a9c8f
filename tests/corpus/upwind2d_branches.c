/* 2-D advection-diffusion with first-order upwinding written as branches, as finite-volume
 * codes write it: the upwind difference chosen by `if (vx > 0) ... else ...` on a velocity
 * field, and a flux limited by an `else if` chain, into locals declared at the top of the
 * body; pointer-to-row arrays from malloc, a plain swap.
 * Usage: upwind2d_branches [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 30, steps = argc > 2 ? atoi(argv[2]) : 5;
    double (*q)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*qn)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*vx)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++) {
            q[i][j] = qn[i][j] = ((i - n / 2) * (i - n / 2) + (j - n / 3) * (j - n / 3) < 25) ? 1.0 : 0.1 * ((i + j) % 3);
            vx[i][j] = (i % 3 == 0) ? -0.3 : 0.4;
        }
    const double c = 0.5, d = 0.05, cap = 0.08;

#pragma mint copy(q, toDevice, n + 2, n + 2)
#pragma mint copy(qn, toDevice, n + 2, n + 2)
#pragma mint copy(vx, toDevice, n + 2, n + 2)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4)
            for (int i = 1; i <= n; i++)
                for (int j = 1; j <= n; j++) {
                    double flux, diff;
                    if (vx[i][j] > 0)
                        flux = vx[i][j] * (q[i][j] - q[i][j - 1]);
                    else
                        flux = vx[i][j] * (q[i][j + 1] - q[i][j]);
                    diff = d * (q[i - 1][j] + q[i + 1][j] - 2.0 * q[i][j]);
                    if (diff > cap) {
                        diff = cap;
                    } else if (diff < -cap) {
                        diff = -cap;
                    } else {
                        diff = diff * 0.9;
                    }
                    qn[i][j] = q[i][j] - c * flux + diff;
                }
#pragma mint single
            {
                double (*tmp)[n + 2] = q;
                q = qn;
                qn = tmp;
            }
        }
    }
#pragma mint copy(q, fromDevice, n + 2, n + 2)

    double s = 0;
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++)
            s += q[i][j] * (1 + (i + 3 * j) % 7);
    printf("checksum %.15e\n", s);
    free(q);
    free(qn);
    free(vx);
    return 0;
}
