#include <stdio.h>
#include <stdlib.h>
static void swap_fields(double **x, double **y) { double *t = *x; *x = *y; *y = t; }
int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 21, T = argc > 2 ? atoi(argv[2]) : 3, t = 0;
    double *cur = (double *)malloc(sizeof(double) * n * n * n), *nxt = (double *)malloc(sizeof(double) * n * n * n), s = 0;
    for (int p = 0; p < n * n * n; p++) cur[p] = nxt[p] = (p % 17) * 0.1;
#pragma mint copy(cur, toDevice, n, n, n)
#pragma mint copy(nxt, toDevice, n, n, n)
#pragma mint parallel
    {
        do {
#pragma mint for nest(all) tile(16, 8, 1)
            for (int z = 1; z < n - 1; z++)
                for (int y = 1; y < n - 1; y++)
                    for (int x = 1; x < n - 1; x++) {
                        const int c = (z * n + y) * n + x;
                        nxt[c] = cur[c] + 0.1 * (cur[c - 1] + cur[c + 1] + cur[c - n] + cur[c + n] + cur[c - n * n] + cur[c + n * n] - 6.0 * cur[c]);
                    }
#pragma mint single
            { swap_fields(&cur, &nxt); }
        } while (++t < T);
    }
#pragma mint copy(cur, fromDevice, n, n, n)
    for (int p = 0; p < n * n * n; p++) s += cur[p] * (1 + p % 5);
    printf("checksum %.15e\n", s);
    return 0;
}
