/* 3-D Jacobi sweeps for the Poisson equation in the style of HPC proxy applications: extents and
 * indices in fixed-width types (`int64_t nx`, a `static inline size_t idx(...)` linear index, a
 * `const ptrdiff_t` plane stride declared before the region, `uint32_t` sweep count), the
 * right-hand side in a third array, `double *` from `malloc`, and the residual's maximum as a
 * reduction every sweep. Usage: jacobi3d_int64 [n sweeps] */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static inline size_t idx(int64_t i, int64_t j, int64_t k, int64_t nx, int64_t ny)
{
    return (size_t)(i + nx * (j + ny * k));
}

int main(int argc, char **argv)
{
    const int64_t n = argc > 1 ? atol(argv[1]) : 34;
    const uint32_t sweeps = argc > 2 ? (uint32_t)atol(argv[2]) : 30;
    const int64_t nx = n, ny = n + 2, nz = n + 4;
    const ptrdiff_t plane = (ptrdiff_t)(nx * ny);
    const double h = 1.0 / (double)(n - 1), h2 = h * h;
    const size_t total = (size_t)(nx * ny * nz);
    double *u = malloc(total * sizeof(double));
    double *unew = malloc(total * sizeof(double));
    double *f = malloc(total * sizeof(double));
    if (!u || !unew || !f) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int64_t k = 0; k < nz; ++k)
        for (int64_t j = 0; j < ny; ++j)
            for (int64_t i = 0; i < nx; ++i) {
                const size_t c = idx(i, j, k, nx, ny);
                u[c] = unew[c] = (i == 0 || j == 0 || k == 0) ? 1.0 : 0.0;
                f[c] = sin(0.3 * (double)i) * cos(0.2 * (double)j) + 0.01 * (double)k;
            }
    double resid = 0.0;

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(unew, toDevice, nx, ny, nz)
#pragma mint copy(f, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (uint32_t s = 0; s < sweeps; ++s) {
            resid = 0.0;
#pragma mint for nest(all) tile(32, 4, 4) reduction(max:resid)
            for (int64_t k = 1; k < nz - 1; ++k)
                for (int64_t j = 1; j < ny - 1; ++j)
                    for (int64_t i = 1; i < nx - 1; ++i) {
                        const size_t c = idx(i, j, k, nx, ny);
                        const double v = (u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx]
                                          + u[c - plane] + u[c + plane] + h2 * f[c]) / 6.0;
                        resid = fmax(resid, fabs(v - u[c]));
                        unew[c] = v;
                    }
#pragma mint single
            {
                double *t = u;
                u = unew;
                unew = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double sum = 0.0;
    for (size_t c = 0; c < total; ++c)
        sum += u[c] * (double)(1 + c % 11);
    printf("residual %.6e\n", resid);
    printf("checksum %.15e\n", sum);
    free(u);
    free(unew);
    free(f);
    return 0;
}
