/* Conway's Game of Life on an `int` board with a dead border: eight neighbours counted into
 * an `int` local, the rule as an `if` / `else if` / `else` chain on the cell and the count,
 * VLA pointers from malloc swapped each generation.
 * Usage: life2d_int [n] [generations] (n x n cells, default 96, 30 generations). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 96;
    int gens = argc > 2 ? atoi(argv[2]) : 30;
    int (*a)[n] = malloc(sizeof(int[n][n]));
    int (*b)[n] = malloc(sizeof(int[n][n]));
    int (*t)[n];
    long alive = 0, weighted = 0;

    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i][j] = b[i][j] = (i > 0 && j > 0 && i < n - 1 && j < n - 1) ? ((i * 37 + j * 11) % 7 < 3) : 0;

#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
    {
        for (int g = 0; g < gens; g++) {
#pragma mint for nest(all) tile(16, 16)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    int c = a[i - 1][j - 1] + a[i - 1][j] + a[i - 1][j + 1] + a[i][j - 1] + a[i][j + 1]
                            + a[i + 1][j - 1] + a[i + 1][j] + a[i + 1][j + 1];
                    if (a[i][j] == 1 && (c < 2 || c > 3))
                        b[i][j] = 0;
                    else if (a[i][j] == 0 && c == 3)
                        b[i][j] = 1;
                    else
                        b[i][j] = a[i][j];
                }
#pragma mint single
            {
                t = a;
                a = b;
                b = t;
            }
        }
    }
#pragma mint copy(a, fromDevice, n, n)

    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            alive += a[i][j];
            weighted += (long)a[i][j] * ((i * n + j) % 1009);
        }
    printf("alive %ld weighted %ld\n", alive, weighted);
    free(a);
    free(b);
    return 0;
}
