/* 2-D heat with both time levels in one static array, `u[2][N][N]`, selected by
 * the parity of the step (`u[(t + 1) % 2]` from `u[t % 2]`), as textbook and
 * benchmark codes write it to avoid a pointer swap. Globals sized by macros,
 * counters declared at the top, the copy shaped (N, N, 2) for the whole array.
 * Usage: heat2d_parity (sizes are compile-time: -DN=, -DT=) */
#include <stdio.h>

#ifndef N
#define N 130
#endif
#ifndef T
#define T 40
#endif

static double u[2][N][N];

int main(void)
{
    int t, i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            u[0][i][j] = u[1][i][j] = (i * 7 + j * 3) % 10 * 0.1;

#pragma mint copy(u, toDevice, N, N, 2)
#pragma mint parallel
    {
        for (t = 0; t < T; t++) {
#pragma mint for nest(2) tile(32, 8)
            for (i = 1; i < N - 1; i++)
                for (j = 1; j < N - 1; j++)
                    u[(t + 1) % 2][i][j] = 0.25 * (u[t % 2][i - 1][j] + u[t % 2][i + 1][j]
                                                 + u[t % 2][i][j - 1] + u[t % 2][i][j + 1]);
        }
    }
#pragma mint copy(u, fromDevice, N, N, 2)

    double s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += u[T % 2][i][j] * (1 + (i + j) % 5);
    printf("checksum %.15e\n", s);
    return 0;
}
