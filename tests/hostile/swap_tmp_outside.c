/* A Jacobi sweep whose swap temporary is declared before the region (C89 style): the `single`
 * sets `tmp` before reading it, so the device copies follow it through a handle of their own. */
#include <stdlib.h>

void relax(int n, int steps, double **u, double **v)
{
    double **tmp;
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma mint single
            {
                tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
}
