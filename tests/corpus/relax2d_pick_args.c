/* Weighted Jacobi relaxation whose sweep is a function with C99 VLA pointer parameters
 * (`float (*restrict out)[m]`), called from the time loop with the buffers picked by the
 * step's parity in the arguments themselves (`t % 2 == 0 ? b : a`), no swap; both buffers are
 * copied back and printed.
 * Usage: relax2d_pick_args [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int n, int m, float (*restrict out)[m], const float (*restrict in)[m], float w)
{
#pragma mint for nest(all) tile(16, 8)
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++)
            out[i][j] = (1 - w) * in[i][j]
                      + 0.25f * w * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 24, m = n + 3;
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    float (*a)[m] = malloc(sizeof(float) * n * m);
    float (*b)[m] = malloc(sizeof(float) * n * m);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = b[i][j] = (j == 0 || i == n - 1) ? 3.0f : 0.5f * ((i + j) % 3);

#pragma mint copy(a, toDevice, m, n)
#pragma mint copy(b, toDevice, m, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++)
            sweep(n, m, t % 2 == 0 ? b : a, (t & 1) ? b : a, 0.8f);
    }
#pragma mint copy(a, fromDevice, m, n)
#pragma mint copy(b, fromDevice, m, n)

    double sa = 0.0, sb = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            sa += a[i][j] * ((i + 2 * j) % 5 + 1);
            sb += b[i][j] * ((2 * i + j) % 3 + 1);
        }
    printf("checksum %.15e\n", sa);
    printf("checksum %.15e\n", sb);
    free(a);
    free(b);
    return 0;
}
