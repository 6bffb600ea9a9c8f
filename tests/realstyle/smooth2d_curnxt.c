/* An image-smoothing loop as many C codes keep their two buffers: one array `img[2][H][W]` of
 * floats, the step's `cur` and `nxt` buffers computed at the top of each iteration from the
 * step's parity (`int cur = t & 1, nxt = cur ^ 1;`), the loop counter declared in the `for`,
 * a nine-point weighted average of the interior, edges held fixed.
 * Usage: smooth2d_curnxt SIZE STEPS  (SIZE <= NMAX) */
#include <stdio.h>
#include <stdlib.h>

#ifndef NMAX
#define NMAX 96
#endif

static float img[2][NMAX][NMAX];

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
            img[0][y][x] = img[1][y][x] = (float)((x * 31 + y * 17) % 64) / 64.0f;

#pragma mint copy(img, toDevice, NMAX, NMAX, 2)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
            int cur = t & 1, nxt = cur ^ 1;
#pragma mint for nest(all) tile(64, 4)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    img[nxt][y][x] = 0.25f * img[cur][y][x]
                        + 0.125f * (img[cur][y - 1][x] + img[cur][y + 1][x] + img[cur][y][x - 1] + img[cur][y][x + 1])
                        + 0.0625f * (img[cur][y - 1][x - 1] + img[cur][y - 1][x + 1]
                                     + img[cur][y + 1][x - 1] + img[cur][y + 1][x + 1]);
        }
    }
#pragma mint copy(img, fromDevice, NMAX, NMAX, 2)

    double sum = 0.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            sum += img[steps & 1][y][x] * (1 + (x + 3 * y) % 4);
    printf("checksum %.9e centre %.9e\n", sum, img[steps & 1][n / 2][n / 2]);
    return 0;
}
