/* 2-D periodic heat through an index macro that wraps every subscript, the output's too:
 * `un[IDX(i, j)]` with `IDX(i, j)` = `(((j) + N) % N) * N + (((i) + N) % N)`.
 * Usage: heat2d_periodic_macro N steps */
#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((((j) + N) % N) * N + (((i) + N) % N))
int main(int argc, char **argv)
{
    int N = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 10;
    double *u = malloc(sizeof(double) * N * N), *un = malloc(sizeof(double) * N * N);
    for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) u[IDX(i, j)] = un[IDX(i, j)] = ((i * 7 + j * 2) % 17) * 0.05;
#pragma mint copy(u, toDevice, N, N)
#pragma mint copy(un, toDevice, N, N)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int j = 0; j < N; j++)
                for (int i = 0; i < N; i++)
                    un[IDX(i, j)] = u[IDX(i, j)] + 0.15 * (u[IDX(i + 1, j)] + u[IDX(i - 1, j)] + u[IDX(i, j + 1)] + u[IDX(i, j - 1)] - 4.0 * u[IDX(i, j)]);
#pragma mint single
            { double *tmp = u; u = un; un = tmp; }
        }
    }
#pragma mint copy(u, fromDevice, N, N)
    double s = 0, w = 0;
    for (int j = 0; j < N; j++) for (int i = 0; i < N; i++) { s += u[IDX(i, j)]; w += u[IDX(i, j)] * (1 + (i + 2 * j) % 5); }
    printf("%.12e %.12e\n", s, w);
    return 0;
}
