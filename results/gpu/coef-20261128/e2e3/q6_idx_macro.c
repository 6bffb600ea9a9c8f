/* Index macro with parenthesized arguments over a runtime width. */
#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((i) * (n) + (j))

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 30;
    int steps = argc > 2 ? atoi(argv[2]) : 5;
    double *u = malloc(sizeof(double) * n * n), *w = malloc(sizeof(double) * n * n);
    for (int k = 0; k < n * n; k++) u[k] = w[k] = (double)(k % 23);
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(w, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 4)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    w[IDX(i, j)] = 0.25 * (u[IDX(i - 1, j)] + u[IDX(i + 1, j)] + u[IDX(i, j - 1)] + u[IDX(i, j + 1)]);
#pragma mint single
            { double *x = u; u = w; w = x; }
        }
    }
#pragma mint copy(u, fromDevice, n, n)
    double s = 0;
    for (int k = 0; k < n * n; k++) s += u[k] * (k % 7);
    printf("%.12e\n", s);
    return 0;
}
