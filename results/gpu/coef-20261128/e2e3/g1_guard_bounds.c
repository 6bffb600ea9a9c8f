/* The whole grid looped over, the interior picked by a guard in the body. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 5;
    int m = n + 3;
    double (*u)[m] = malloc(sizeof(double) * n * m), (*v)[m] = malloc(sizeof(double) * n * m);
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) u[i][j] = v[i][j] = (double)((i * 3 + j) % 13);
#pragma mint copy(u, toDevice, m, n)
#pragma mint copy(v, toDevice, m, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < m; j++) {
                    if (i > 0 && i < n - 1 && j >= 1 && j <= m - 2)
                        v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                }
#pragma mint single
            { double (*x)[m] = u; u = v; v = x; }
        }
    }
#pragma mint copy(u, fromDevice, m, n)
    double s = 0;
    for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) s += u[i][j] * (1 + j % 3);
    printf("%.12e\n", s);
    return 0;
}
