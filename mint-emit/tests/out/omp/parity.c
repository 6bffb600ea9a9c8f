// mint: translated from parity.c by mint 0.1.0, target openmp
/* Both time levels in one array, chosen by the step's parity: 2D 5-point heat over
 * `double u[2][n + 2][n + 2]` and a 1D 3-point smoother over `float a[2][m]`. The planes are
 * read through views, so the nests are stencils. */
#include <stdio.h>

#define N 64
#define M 1000

static double u[2][64 + 2][64 + 2];
static float a[2][1000];

int main(void) {
    int T = 6;
    for (int y = 0; y < 64 + 2; y++)
        for (int x = 0; x < 64 + 2; x++)
            u[0][y][x] = u[1][y][x] = (double)((x * 3 + y * 5) % 7);
    for (int x = 0; x < 1000; x++)
        a[0][x] = a[1][x] = (float)(x % 11);
/* mint: #pragma mint copy(u, toDevice, 64 + 2, 64 + 2, 2) */
/* mint: #pragma mint copy(a, toDevice, 1000, 2) */
/* mint: #pragma mint parallel */
    {
        for (int t = 0; t < T; t++) {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 8); no collapse(2): OpenMP may count collapsed iterations in the loop variables' 32 bits */
            for (int y = 1; y <= 64; y++)
                for (int x = 1; x <= 64; x++)
                    u[(t + 1) % 2][y][x] = 0.6 * u[t % 2][y][x] + 0.1 * (u[t % 2][y][x - 1] + u[t % 2][y][x + 1] + u[t % 2][y - 1][x] + u[t % 2][y + 1][x]);
#pragma omp parallel for /* mint: pragma mint for tile(128) */
            for (int x = 1; x < 1000 - 1; x++)
                a[1 - t % 2][x] = (a[t % 2][x - 1] + a[t % 2][x] + a[t % 2][x + 1]) / 3.0f;
        }
    }
/* mint: #pragma mint copy(u, fromDevice, 64 + 2, 64 + 2, 2) */
/* mint: #pragma mint copy(a, fromDevice, 1000, 2) */
    printf("%f %f\n", u[T % 2][64 / 2][64 / 2], a[T % 2][1000 / 2]);
    return 0;
}
