/* Variable-coefficient diffusion in 3-D as a solver code writes it with small
 * helper functions: flat arrays indexed through `static inline int idx(i, j, k)`
 * over global extents, the face conductivity as the harmonic mean of the two
 * cells (`harmonic`), and the face flux from a second helper that calls the
 * first. Only `#pragma mint` lines are added; the helpers are plain C.
 * Usage: diffusion_helpers [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

static int NX, NY, NZ;

static inline int idx(int i, int j, int k)
{
    return (k * NY + j) * NX + i;
}

static inline double harmonic(double a, double b)
{
    return 2.0 * a * b / (a + b);
}

/* Flux from cell a to cell b through their common face. */
static double flux(double ka, double kb, double ua, double ub)
{
    double kf = harmonic(ka, kb);
    if (kf < 1e-12)
        return 0.0;
    return kf * (ub - ua);
}

int main(int argc, char **argv)
{
    NX = NY = NZ = argc > 1 ? atoi(argv[1]) : 36;
    int steps = argc > 2 ? atoi(argv[2]) : 20;
    double dt = 0.1;
    double *u = malloc(sizeof(double) * NX * NY * NZ);
    double *un = malloc(sizeof(double) * NX * NY * NZ);
    double *kap = malloc(sizeof(double) * NX * NY * NZ);

    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++) {
                u[idx(i, j, k)] = ((i * 3 + j * 5 + k * 7) % 11) / 11.0;
                un[idx(i, j, k)] = u[idx(i, j, k)];
                kap[idx(i, j, k)] = (i + j + k) % 4 == 0 ? 0.0 : 0.5 + 0.1 * ((i * j + k) % 5);
            }

#pragma mint copy(u, toDevice, NX * NY * NZ)
#pragma mint copy(un, toDevice, NX * NY * NZ)
#pragma mint copy(kap, toDevice, NX * NY * NZ)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32, 4, 1)
            for (int k = 1; k < NZ - 1; k++)
                for (int j = 1; j < NY - 1; j++)
                    for (int i = 1; i < NX - 1; i++) {
                        double c = u[idx(i, j, k)], kc = kap[idx(i, j, k)];
                        double div = flux(kc, kap[idx(i + 1, j, k)], c, u[idx(i + 1, j, k)])
                                   + flux(kc, kap[idx(i - 1, j, k)], c, u[idx(i - 1, j, k)])
                                   + flux(kc, kap[idx(i, j + 1, k)], c, u[idx(i, j + 1, k)])
                                   + flux(kc, kap[idx(i, j - 1, k)], c, u[idx(i, j - 1, k)])
                                   + flux(kc, kap[idx(i, j, k + 1)], c, u[idx(i, j, k + 1)])
                                   + flux(kc, kap[idx(i, j, k - 1)], c, u[idx(i, j, k - 1)]);
                        un[idx(i, j, k)] = c + dt * div;
                    }
#pragma mint single
            {
                double *t = u;
                u = un;
                un = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, NX * NY * NZ)

    double sum = 0.0;
    for (int k = 0; k < NZ; k++)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                sum += u[idx(i, j, k)] * (1.0 + (i + 2 * j + 3 * k) % 7);
    printf("checksum %.15e\n", sum);
    free(u);
    free(un);
    free(kap);
    return 0;
}
