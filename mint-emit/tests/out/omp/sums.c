// mint: translated from sums.c by mint 0.1.0, target openmp
/* A solver's flat arrays: Jacobi sweeps of a 19-point Poisson operator with a source term,
 * indexed through a macro, the time loop swapping pointers in `single`. Its temporal kernel
 * takes the plane-sum stages (the shared references reach three planes; the source is a rest
 * term loaded one plane ahead). */
#include <stdio.h>
#include <stdlib.h>

#define AT(a, i, j, k) a[((k) * ny + (j)) * nx + (i)]

static void jacobi19(int nx, int ny, int nz, int steps, double *u, double *v, const double *f)
{
    const double w = 1.0 / 24.0;
/* mint: #pragma mint copy(u, toDevice, nx * ny * nz) */
/* mint: #pragma mint copy(v, toDevice, nx * ny * nz) */
/* mint: #pragma mint copy(f, toDevice, nx * ny * nz) */
/* mint: #pragma mint parallel */
    {
        for (int s = 0; s < steps; s++) {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 8, 1); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
            for (int k = 1; k < nz - 1; k++)
                for (int j = 1; j < ny - 1; j++)
                    for (int i = 1; i < nx - 1; i++)
                        v[((k) * ny + (j)) * nx + (i)] = w * (f[((k) * ny + (j)) * nx + (i)]
                            + 2.0 * (u[((k) * ny + (j)) * nx + (i - 1)] + u[((k) * ny + (j)) * nx + (i + 1)] + u[((k) * ny + (j - 1)) * nx + (i)]
                                     + u[((k) * ny + (j + 1)) * nx + (i)] + u[((k - 1) * ny + (j)) * nx + (i)] + u[((k + 1) * ny + (j)) * nx + (i)])
                            + u[((k) * ny + (j - 1)) * nx + (i - 1)] + u[((k) * ny + (j - 1)) * nx + (i + 1)]
                            + u[((k) * ny + (j + 1)) * nx + (i - 1)] + u[((k) * ny + (j + 1)) * nx + (i + 1)]
                            + u[((k - 1) * ny + (j)) * nx + (i - 1)] + u[((k - 1) * ny + (j)) * nx + (i + 1)]
                            + u[((k + 1) * ny + (j)) * nx + (i - 1)] + u[((k + 1) * ny + (j)) * nx + (i + 1)]
                            + u[((k - 1) * ny + (j - 1)) * nx + (i)] + u[((k - 1) * ny + (j + 1)) * nx + (i)]
                            + u[((k + 1) * ny + (j - 1)) * nx + (i)] + u[((k + 1) * ny + (j + 1)) * nx + (i)]);
/* mint: #pragma mint single */
            {
                double *t = u;
                u = v;
                v = t;
            }
        }
    }
/* mint: #pragma mint copy(u, fromDevice, nx * ny * nz) */
}

int main(void)
{
    int nx = 20, ny = 18, nz = 16, steps = 4;
    size_t len = (size_t)nx * ny * nz;
    double *u = malloc(sizeof(double) * len);
    double *v = malloc(sizeof(double) * len);
    double *f = malloc(sizeof(double) * len);
    for (size_t p = 0; p < len; p++) {
        u[p] = v[p] = (double)(p % 23) / 23.0;
        f[p] = 1e-3 * (double)(p % 7);
    }
    jacobi19(nx, ny, nz, steps, u, v, f);
    double s = 0;
    for (size_t p = 0; p < len; p++)
        s += u[p];
    printf("checksum %.15e\n", s);
    free(u);
    free(v);
    free(f);
    return 0;
}
