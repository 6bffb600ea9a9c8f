/* Weighted Jacobi for -lap(u) = f in 3-D, the operator written once as a helper
 * that takes the array: `laplacian(u, i, j, k, nx, ny)` computes a local linear
 * index and reads its six neighbours through it, as solver codes that apply the
 * same operator in several places do. Flat arrays without casts; extents passed
 * to the helper as arguments, not globals.
 * Usage: poisson_operator [n] [sweeps] */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

static double laplacian(const double *u, int i, int j, int k, int nx, int ny)
{
    const int c = i + nx * (j + ny * k);
    const int sx = 1, sy = nx, sz = nx * ny;
    return u[c - sx] + u[c + sx] + u[c - sy] + u[c + sy] + u[c - sz] + u[c + sz] - 6.0 * u[c];
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int sweeps = argc > 2 ? atoi(argv[2]) : 30;
    int nx = n, ny = n, nz = n;
    double h = 1.0 / (n - 1), omega = 0.8;
    double *u = malloc(sizeof(double) * nx * ny * nz);
    double *v = malloc(sizeof(double) * nx * ny * nz);
    double *f = malloc(sizeof(double) * nx * ny * nz);

    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                int c = i + nx * (j + ny * k);
                u[c] = v[c] = (i == 0 || j == nx - 1) ? 1.0 : 0.25 * cos(0.1 * (i + j + k));
                f[c] = sin(3.0 * i * h) * sin(2.0 * j * h) * (1.0 + k * h);
            }

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint copy(f, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int s = 0; s < sweeps; s++) {
#pragma mint for nest(all) tile(32, 8, 1)
            for (int k = 1; k < nz - 1; k++)
                for (int j = 1; j < ny - 1; j++)
                    for (int i = 1; i < nx - 1; i++)
                        v[i + nx * (j + ny * k)] = u[i + nx * (j + ny * k)]
                            + omega / 6.0 * (h * h * f[i + nx * (j + ny * k)] + laplacian(u, i, j, k, nx, ny));
#pragma mint single
            {
                double *t = u;
                u = v;
                v = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double sum = 0.0;
    for (int c = 0; c < nx * ny * nz; c++)
        sum += u[c] * (1.0 + c % 9);
    printf("checksum %.15e\n", sum);
    free(u);
    free(v);
    free(f);
    return 0;
}
