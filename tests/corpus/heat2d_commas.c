/* 2-D heat with the comma operator where C codes put it: the time loop's header steps the
 * time and a step count beside the counter (`t++, time += dt, taken++`), the setup loop walks
 * two indices at once (`i = 0, j = n + 1; ...; i++, j--`), and the report resets two sums in
 * one statement. Pointer-to-row arrays from malloc (C99 VMTs), a plain swap in a `single`.
 * Usage: heat2d_commas [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 8;
    int t, i, j, taken;
    double time, dt = 0.05, s, r;
    double (*u)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*v)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    for (i = 0, j = n + 1; i < n + 2; i++, j--) {
        int k;
        for (k = 0; k < n + 2; k++)
            u[i][k] = v[i][k] = ((i * 3 + j * 5 + k) % 17) / 17.0;
    }

#pragma mint copy(u, toDevice, n + 2, n + 2)
#pragma mint copy(v, toDevice, n + 2, n + 2)
#pragma mint parallel
    {
        for (t = 0, time = 0.0, taken = 0; t < steps; t++, time += dt, taken++) {
#pragma mint for nest(all) tile(16, 8)
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++)
                    v[y][x] = 0.2 * (u[y][x] + u[y][x - 1] + u[y][x + 1] + u[y - 1][x] + u[y + 1][x]);
#pragma mint single
            {
                double (*tmp)[n + 2] = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, n + 2, n + 2)

    s = 0.0, r = 0.0;
    for (i = 0; i < n + 2; i++)
        for (j = 0; j < n + 2; j++)
            s += u[i][j] * (1 + (i + 2 * j) % 5), r += u[i][j];
    printf("checksum %.15e\nchecksum %.15e\ntime %.3f steps %d\n", s, r, time, taken);
    free(u);
    free(v);
    return 0;
}
