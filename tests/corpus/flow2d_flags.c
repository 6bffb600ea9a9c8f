/* A 2-D relaxation on a grid with obstacles, as small CFD codes write it: every cell carries a
 * type from an `enum` in an `int` mask, and the update is a `switch` over the cell's
 * type in the loop body: fluid cells relax, obstacle cells stay fixed, inflow cells are reset
 * and then, falling through, relaxed like an outflow cell (a `case` that ends without
 * `break`), `default` keeps the value. Case labels name the enumerators and a `#define`d
 * offset. Usage: flow2d_flags [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

enum cell_type { FLUID, OBSTACLE, INFLOW, OUTFLOW };
#define MARKED 8 /* a second flag bit some cells carry */

static void init(int n, int (*type)[n], double (*p)[n])
{
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            int t = FLUID;
            if (x == 0)
                t = INFLOW;
            else if (x == n - 1)
                t = OUTFLOW;
            else if ((x - n / 2) * (x - n / 2) + (y - n / 3) * (y - n / 3) < n * n / 49)
                t = OBSTACLE;
            if (t == FLUID && (x * 7 + y * 3) % 23 == 0)
                t = FLUID + MARKED;
            type[y][x] = t;
            p[y][x] = ((x * 5 + y * 11) % 17) * 0.25;
        }
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 96;
    int steps = argc > 2 ? atoi(argv[2]) : 30;
    int (*type)[n] = malloc(sizeof(int) * n * n);
    double (*p)[n] = malloc(sizeof(double) * n * n);
    double (*q)[n] = malloc(sizeof(double) * n * n);
    if (!type || !p || !q)
        return 1;
    init(n, type, p);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++)
            q[y][x] = p[y][x];

#pragma mint copy(type, toDevice, n, n)
#pragma mint copy(p, toDevice, n, n)
#pragma mint copy(q, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(2) tile(32, 8)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    switch (type[y][x]) {
                    case FLUID:
                    case FLUID + MARKED:
                        q[y][x] = 0.25 * (p[y - 1][x] + p[y + 1][x] + p[y][x - 1] + p[y][x + 1]);
                        break;
                    case OBSTACLE:
                        q[y][x] = 0.0;
                        break;
                    case INFLOW:
                        q[y][x] = 1.0;
                        /* fall through: an inflow cell also relaxes towards its neighbour */
                    case OUTFLOW:
                        q[y][x] = 0.5 * (q[y][x] + p[y][x - 1]);
                        break;
                    default:
                        q[y][x] = p[y][x];
                    }
                }
#pragma mint single
            {
                double (*tmp)[n] = p;
                p = q;
                q = tmp;
            }
        }
    }
#pragma mint copy(p, fromDevice, n, n)

    double total = 0.0, weighted = 0.0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            total += p[y][x];
            weighted += p[y][x] * (1 + (x + 3 * y) % 7);
        }
    printf("checksum %.15e\n", total);
    printf("checksum %.15e\n", weighted);
    free(type);
    free(p);
    free(q);
    return 0;
}
