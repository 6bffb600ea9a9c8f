/* Jacobi iteration for the 3-D Poisson problem -lap(u) = f, as a solver code
 * writes it. Idiom exercised: flat arrays from malloc with NO cast (implicit
 * void * conversion), linear subscripts written out by hand in two different
 * orders (u[i + nx*(j + ny*k)] for reads, unew[(k*ny + j)*nx + i] for the
 * write, f[i + nx*(j + ny*k)] for the right-hand side), the grid spacing as h2
 * = h*h, a fixed number of iterations, a pointer swap in `single`, and shaped
 * copies copy(u, toDevice, nx, ny, nz).
 * Usage: poisson_flat [n] [iters]   (n points per side including the boundary,
 * default 48, 50 iterations) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 48;
    int iters = argc > 2 ? atoi(argv[2]) : 50;
    int nx = n, ny = n, nz = n;
    double h = 1.0 / (n - 1);
    double h2 = h * h;
    const double pi = 3.14159265358979323846;
    int i, j, k, it;

    double *u = malloc(nx * ny * nz * sizeof(double));
    double *unew = malloc(nx * ny * nz * sizeof(double));
    double *f = malloc(nx * ny * nz * sizeof(double));
    if (!u || !unew || !f) {
        fprintf(stderr, "poisson_flat: out of memory\n");
        return 1;
    }

    /* boundary values from x + 2y + 3z, interior guess 0.5, source a product of sines */
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++) {
                double x = i * h, y = j * h, z = k * h;
                int edge = (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1);
                u[i + nx * (j + ny * k)] = edge ? x + 2.0 * y + 3.0 * z : 0.5;
                unew[i + nx * (j + ny * k)] = u[i + nx * (j + ny * k)];
                f[i + nx * (j + ny * k)] = 3.0 * pi * pi * sin(pi * x) * sin(pi * y) * sin(pi * z);
            }

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(unew, toDevice, nx, ny, nz)
#pragma mint copy(f, toDevice, nx, ny, nz)
#pragma mint parallel default(shared)
    {
        for (it = 0; it < iters; it++) {
#pragma mint for nest(all) tile(32,8,1)
            for (k = 1; k < nz - 1; k++)
                for (j = 1; j < ny - 1; j++)
                    for (i = 1; i < nx - 1; i++)
                        unew[(k * ny + j) * nx + i] =
                            (u[(i - 1) + nx * (j + ny * k)] + u[(i + 1) + nx * (j + ny * k)] +
                             u[i + nx * ((j - 1) + ny * k)] + u[i + nx * ((j + 1) + ny * k)] +
                             u[i + nx * (j + ny * (k - 1))] + u[i + nx * (j + ny * (k + 1))] +
                             h2 * f[i + nx * (j + ny * k)]) / 6.0;
#pragma mint single
            {
                double *tmp = u;
                u = unew;
                unew = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double sum = 0.0, sq = 0.0;
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++) {
                double v = u[i + nx * (j + ny * k)];
                sum += v * (1.0 + 0.01 * ((i + 2 * j + 3 * k) % 13));
                sq += v * v;
            }
    printf("checksum %.15e\n", sum);
    printf("checksum %.15e\n", sqrt(sq));

    free(u);
    free(unew);
    free(f);
    return 0;
}
