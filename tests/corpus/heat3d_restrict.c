/* 19-point 3-D smoother written with C99 restrict pointers.
 * Idiom exercised: a sweep function taking double *restrict out and
 * const double *restrict in (flat arrays), an index macro
 * #define IDX(i,j,k) (((k)*ny + (j))*nx + (i)) that refers to the function's
 * nx/ny parameters and is used inside the nest, a 19-point stencil (centre,
 * 6 faces, 12 edges) with three coefficients, and the whole copy-in /
 * parallel region / copy-out inside the function, which main calls once per
 * step with the two buffers alternating.
 * Usage: heat3d_restrict [n] [steps]   (defaults 40, 12; steps even) */
#include <stdio.h>
#include <stdlib.h>

#define IDX(i,j,k) (((k)*ny + (j))*nx + (i))

static void sweep19(int nx, int ny, int nz, double *restrict out, const double *restrict in)
{
    const double c0 = 0.4, c1 = 0.06, c2 = 0.02;

#pragma mint copy(in, toDevice, nx, ny, nz)
#pragma mint copy(out, toDevice, nx, ny, nz)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(32,4,1)
        for (int k = 1; k < nz - 1; k++)
            for (int j = 1; j < ny - 1; j++)
                for (int i = 1; i < nx - 1; i++) {
                    out[IDX(i, j, k)] = c0 * in[IDX(i, j, k)]
                        + c1 * (in[IDX(i - 1, j, k)] + in[IDX(i + 1, j, k)]
                              + in[IDX(i, j - 1, k)] + in[IDX(i, j + 1, k)]
                              + in[IDX(i, j, k - 1)] + in[IDX(i, j, k + 1)])
                        + c2 * (in[IDX(i - 1, j - 1, k)] + in[IDX(i + 1, j - 1, k)]
                              + in[IDX(i - 1, j + 1, k)] + in[IDX(i + 1, j + 1, k)]
                              + in[IDX(i - 1, j, k - 1)] + in[IDX(i + 1, j, k - 1)]
                              + in[IDX(i - 1, j, k + 1)] + in[IDX(i + 1, j, k + 1)]
                              + in[IDX(i, j - 1, k - 1)] + in[IDX(i, j + 1, k - 1)]
                              + in[IDX(i, j - 1, k + 1)] + in[IDX(i, j + 1, k + 1)]);
                }
    }
#pragma mint copy(out, fromDevice, nx, ny, nz)
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 12;
    int nx = n, ny = n, nz = n;
    size_t total = (size_t)nx * ny * nz;
    double *u = malloc(total * sizeof *u);
    double *v = malloc(total * sizeof *v);

    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                u[IDX(i, j, k)] = 1.0 + 0.5 * ((i * i + 3 * j + 5 * k) % 23) / 23.0;
                v[IDX(i, j, k)] = u[IDX(i, j, k)];
            }

    for (int s = 0; s < steps; s += 2) {
        sweep19(nx, ny, nz, v, u);
        sweep19(nx, ny, nz, u, v);
    }

    double sum = 0.0;
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                sum += u[IDX(i, j, k)] * (1.0 + 0.125 * ((i + j + k) % 8));
    printf("checksum %.15e\n", sum);

    free(u);
    free(v);
    return 0;
}
