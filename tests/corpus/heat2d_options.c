/* A 2-D heat solver with a command-line interface as small research codes write it: options
 * parsed with `getopt` and a `switch` (a `_Noreturn` usage function on bad input, a `goto` to
 * the clean-up on an allocation failure), the boundary kind chosen with a `switch` over an
 * enum, GCC attributes on a helper (`static inline __attribute__((always_inline))`) and on the
 * arrays (`__attribute__((aligned(64)))`), the helper called in the nest, the boundary nest
 * right after a `case` label.
 * Usage: heat2d_options [-n size] [-s steps] [-b dirichlet|insulated] */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define NMAX 512

enum boundary { DIRICHLET, INSULATED };

static double grid_a[NMAX][NMAX] __attribute__((aligned(64)));
static double grid_b[NMAX][NMAX] __attribute__((aligned(64)));

static _Noreturn void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [-n size] [-s steps] [-b dirichlet|insulated]\n", prog);
    exit(2);
}

static inline __attribute__((always_inline)) double relax(double c, double n, double s, double e, double w)
{
    return c + 0.2 * (n + s + e + w - 4.0 * c);
}

int main(int argc, char **argv)
{
    int n = 200, steps = 50, opt;
    enum boundary bc = DIRICHLET;
    while ((opt = getopt(argc, argv, "n:s:b:")) != -1) {
        switch (opt) {
        case 'n':
            n = atoi(optarg);
            break;
        case 's':
            steps = atoi(optarg);
            break;
        case 'b':
            if (strcmp(optarg, "insulated") == 0)
                bc = INSULATED;
            else if (strcmp(optarg, "dirichlet") != 0)
                usage(argv[0]);
            break;
        default:
            usage(argv[0]);
        }
    }
    if (n < 3 || n > NMAX || steps < 0)
        usage(argv[0]);
    double (*a)[NMAX] = grid_a, (*b)[NMAX] = grid_b;
    double *row_sum = malloc(sizeof(double) * (size_t)n);
    if (!row_sum)
        goto fail;

    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double v;
            switch (bc) {
            case DIRICHLET:
                v = (i == 0 || j == 0) ? 100.0 : 0.0;
                break;
            case INSULATED:
            default:
                v = ((i * 13 + j * 7) % 29) * 1.5;
                break;
            }
            a[i][j] = b[i][j] = v;
        }

#pragma mint copy(a, toDevice, NMAX, NMAX)
#pragma mint copy(b, toDevice, NMAX, NMAX)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(2) tile(32, 8)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    b[i][j] = relax(a[i][j], a[i - 1][j], a[i + 1][j], a[i][j + 1], a[i][j - 1]);
            switch (bc) {
            case INSULATED:
#pragma mint for nest(1)
                for (int k = 1; k < n - 1; k++) {
                    b[0][k] = b[1][k];
                    b[n - 1][k] = b[n - 2][k];
                    b[k][0] = b[k][1];
                    b[k][n - 1] = b[k][n - 2];
                }
                break;
            case DIRICHLET:
            default:
                break;
            }
#pragma mint single
            {
                double (*t2)[NMAX] = a;
                a = b;
                b = t2;
            }
        }
    }
#pragma mint copy(a, fromDevice, NMAX, NMAX)

    double total = 0.0;
    for (int i = 0; i < n; i++) {
        row_sum[i] = 0.0;
        for (int j = 0; j < n; j++)
            row_sum[i] += a[i][j];
        total += row_sum[i] * (1 + i % 5);
    }
    printf("checksum %.15e\n", total);
    free(row_sum);
    return 0;

fail:
    fprintf(stderr, "out of memory\n");
    return 1;
}
