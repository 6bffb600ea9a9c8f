/* The twin of smooth2d_curnxt.c in mint's idiom: the same nine-point average between two
 * arrays reached through pointers swapped in a `single`.
 * Usage: smooth2d_canon SIZE STEPS  (SIZE <= NMAX) */
#include <stdio.h>
#include <stdlib.h>

#ifndef NMAX
#define NMAX 96
#endif

static float I0[NMAX][NMAX], I1[NMAX][NMAX];

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    if (n < 3 || n > NMAX) {
        fprintf(stderr, "SIZE must be in 3..%d\n", NMAX);
        return 1;
    }
    for (int y = 0; y < NMAX; y++)
        for (int x = 0; x < NMAX; x++)
            I0[y][x] = I1[y][x] = (float)((x * 31 + y * 17) % 64) / 64.0f;
    float (*a)[NMAX] = I0, (*b)[NMAX] = I1;

#pragma mint copy(a, toDevice, NMAX, NMAX)
#pragma mint copy(b, toDevice, NMAX, NMAX)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(64, 4)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    b[y][x] = 0.25f * a[y][x]
                        + 0.125f * (a[y - 1][x] + a[y + 1][x] + a[y][x - 1] + a[y][x + 1])
                        + 0.0625f * (a[y - 1][x - 1] + a[y - 1][x + 1] + a[y + 1][x - 1] + a[y + 1][x + 1]);
#pragma mint single
            {
                float (*tmp)[NMAX] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, NMAX, NMAX)
#pragma mint copy(b, fromDevice, NMAX, NMAX)

    double sum = 0.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            sum += a[y][x] * (1 + (x + 3 * y) % 4);
    printf("checksum %.9e centre %.9e\n", sum, a[n / 2][n / 2]);
    return 0;
}
