/* A long heat run that writes its state every few steps, as simulation codes do: under
 * `if (step % every == 0)` the field is copied back from the GPU and a function of the program
 * prints statistics of it, then a host loop takes a probe average; VLA pointers from malloc,
 * the swap in a `single`.
 * Usage: heat2d_output_every [n] [steps] [every] (n x n points, default 128, 40, 10). */
#include <stdio.h>
#include <stdlib.h>

static void write_stats(int n, const double *u, int step)
{
    double lo = u[0], hi = u[0], sum = 0.0;
    for (int p = 0; p < n * n; p++) {
        lo = u[p] < lo ? u[p] : lo;
        hi = u[p] > hi ? u[p] : hi;
        sum += u[p];
    }
    printf("step %d min %.12e max %.12e mean %.12e\n", step, lo, hi, sum / ((double)n * n));
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 128;
    int steps = argc > 2 ? atoi(argv[2]) : 40;
    int every = argc > 3 ? atoi(argv[3]) : 10;
    double *u = malloc(sizeof(double) * n * n), *v = malloc(sizeof(double) * n * n), *tmp;
    double probe = 0.0;

    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            u[i * n + j] = v[i * n + j] = (i == 0) ? 1.0 : (double)((i * 5 + j * 3) % 13) / 13.0;

#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
    {
        for (int step = 1; step <= steps; step++) {
#pragma mint for nest(all) tile(32, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    v[i * n + j] = u[i * n + j] + 0.2 * (u[(i - 1) * n + j] + u[(i + 1) * n + j]
                                                         + u[i * n + j - 1] + u[i * n + j + 1] - 4.0 * u[i * n + j]);
#pragma mint single
            {
                tmp = u;
                u = v;
                v = tmp;
            }
            if (step % every == 0) {
#pragma mint copy(u, fromDevice, n, n)
                write_stats(n, u, step);
                probe = 0.0;
                for (int j = 0; j < n; j++)
                    probe += u[(n / 2) * n + j];
                printf("probe %.12e\n", probe / n);
            }
        }
    }
#pragma mint copy(u, fromDevice, n, n)

    double s = 0.0;
    for (int p = 0; p < n * n; p++)
        s += u[p] * (1 + p % 3);
    printf("checksum %.15e\n", s);
    free(u);
    free(v);
    return 0;
}
