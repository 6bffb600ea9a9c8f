/* Only the first row skipped by continue, the rest bounded by the loops. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 5;
    float *u = malloc(sizeof(float) * n * n), *v = malloc(sizeof(float) * n * n);
    for (int c = 0; c < n * n; c++) u[c] = v[c] = (float)(c % 11);
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4)
            for (int i = 0; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    if (i < 1) continue;
                    v[i * n + j] = 0.25f * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);
                }
#pragma mint single
            { float *x = u; u = v; v = x; }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
    double s = 0;
    for (int c = 0; c < n * n; c++) s += u[c] * (c % 5);
    printf("%.6e\n", s);
    return 0;
}
