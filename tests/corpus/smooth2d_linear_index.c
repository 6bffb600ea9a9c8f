/* Smoothing over one loop on the linear index, as GPU ports and hand-collapsed OpenMP loops are
 * written: `for (idx = 0; idx < m * n; idx++)` with the row and column recovered by `/` and `%`,
 * the boundary skipped with `continue`, C89 declarations at the top, flat `double *` arrays.
 * Usage: smooth2d_linear_index [n] [steps]   (n x (n + 4) points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, m, steps, idx, t, r, c;
    double *a, *b, *tmp, s;
    n = argc > 1 ? atoi(argv[1]) : 30;
    m = n + 4;
    steps = argc > 2 ? atoi(argv[2]) : 5;
    a = (double *)malloc(sizeof(double) * n * m);
    b = (double *)malloc(sizeof(double) * n * m);
    for (idx = 0; idx < n * m; idx++) a[idx] = b[idx] = (double)(idx % 7);
#pragma mint copy(a, toDevice, m, n)
#pragma mint copy(b, toDevice, m, n)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(128)
            for (idx = 0; idx < m * n; idx++) {
                int row = idx / m;
                int col = idx % m;
                if (row == 0 || row == n - 1 || col == 0 || col == m - 1)
                    continue;
                b[idx] = 0.6 * a[idx] + 0.1 * (a[idx - 1] + a[idx + 1] + a[idx - m] + a[idx + m]);
            }
#pragma mint single
            {
                tmp = a; a = b; b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, m, n)
    s = 0;
    for (r = 0; r < n; r++) for (c = 0; c < m; c++) s += a[r * m + c] * (1 + c % 3);
    printf("checksum %.15e\n", s);
    return 0;
}
