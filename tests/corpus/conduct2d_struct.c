/* Heat conduction with a variable conductivity, as a small solver lays it out: the grid's
 * sizes in a struct read in the nest (`T[i * g.ny + j]`, bounds `g.nx - 1`), flat arrays from
 * malloc, the face conductivities averaged from a conductivity array read at the same four
 * neighbours as the temperature (and before it in the body), a nonlinear source with `exp`
 * and `fabs`; a plain swap.
 * Usage: conduct2d_struct [nx] [steps] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct grid {
    int nx, ny;
    double dt, dx;
};

int main(int argc, char **argv)
{
    struct grid g;
    g.nx = argc > 1 ? atoi(argv[1]) : 30;
    g.ny = g.nx + 3;
    g.dt = 0.1;
    g.dx = 1.0;
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    double *T = malloc(sizeof(double) * g.nx * g.ny);
    double *Tn = malloc(sizeof(double) * g.nx * g.ny);
    double *K = malloc(sizeof(double) * g.nx * g.ny);
    for (int i = 0; i < g.nx; i++)
        for (int j = 0; j < g.ny; j++) {
            T[i * g.ny + j] = Tn[i * g.ny + j] = 0.1 * ((i + 2 * j) % 10);
            K[i * g.ny + j] = 0.5 + 0.4 * sin(0.3 * i) * cos(0.2 * j);
        }
    const double r = g.dt / (g.dx * g.dx);

#pragma mint copy(T, toDevice, g.ny, g.nx)
#pragma mint copy(Tn, toDevice, g.ny, g.nx)
#pragma mint copy(K, toDevice, g.nx * g.ny)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(16, 16)
            for (int i = 1; i < g.nx - 1; i++)
                for (int j = 1; j < g.ny - 1; j++) {
                    int c = i * g.ny + j;
                    double kc = K[c];
                    double kw = 0.5 * (kc + K[c - 1]), ke = 0.5 * (kc + K[c + 1]);
                    double ks = 0.5 * (kc + K[c - g.ny]), kn = 0.5 * (kc + K[c + g.ny]);
                    double flux = ke * (T[c + 1] - T[c]) - kw * (T[c] - T[c - 1])
                                + kn * (T[c + g.ny] - T[c]) - ks * (T[c] - T[c - g.ny]);
                    Tn[c] = T[c] + r * flux + 0.01 * exp(-fabs(T[c] - 0.5));
                }
#pragma mint single
            {
                double *t = T;
                T = Tn;
                Tn = t;
            }
        }
    }
#pragma mint copy(T, fromDevice, g.ny, g.nx)

    double sum = 0.0, wsum = 0.0;
    for (int p = 0; p < g.nx * g.ny; p++) {
        sum += T[p];
        wsum += T[p] * (p % 7 + 1);
    }
    printf("checksum %.15e\n", sum);
    printf("checksum %.15e\n", wsum);
    free(T);
    free(Tn);
    free(K);
    return 0;
}
