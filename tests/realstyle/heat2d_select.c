/* 2-D heat, 5-point, with the step's buffers picked by pointers each iteration, as many solvers
 * avoid swapping their arrays: `const double *in = (t % 2 == 0) ? a : b;` and the matching
 * `out`, flat arrays `a[y * nx + x]` from malloc, the result read afterwards through the same
 * parity. Only the mint pragmas were added. Its canonical twin is kernels/heat2d_5pt.c (same
 * stencil, coefficients and grid; two arrays and a pointer swap).
 * Usage: heat2d_select [n] [steps]   (n^2 interior points and a boundary layer) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1024;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    int nx = n + 2, ny = n + 2;
    double kappa = 0.1, dt = 1.0, dx = 1.0;
    double c1 = kappa * dt / (dx * dx);
    double c0 = 1.0 - 4.0 * c1;
    double *a = (double *)malloc((size_t)nx * ny * sizeof(double));
    double *b = (double *)malloc((size_t)nx * ny * sizeof(double));
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            a[y * nx + x] = (double)((x * 7 + y * 13) % 101) / 101.0;
            b[y * nx + x] = a[y * nx + x];
        }

#pragma mint copy(a, toDevice, nx, ny)
#pragma mint copy(b, toDevice, nx, ny)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
            const double *in = (t % 2 == 0) ? a : b;
            double *out = (t % 2 == 0) ? b : a;
#pragma mint for nest(all) tile(32, 8)
            for (int y = 1; y < ny - 1; y++)
                for (int x = 1; x < nx - 1; x++)
                    out[y * nx + x] = c0 * in[y * nx + x]
                        + c1 * (in[y * nx + x - 1] + in[y * nx + x + 1]
                                + in[(y - 1) * nx + x] + in[(y + 1) * nx + x]);
        }
    }
#pragma mint copy(a, fromDevice, nx, ny)
#pragma mint copy(b, fromDevice, nx, ny)

    const double *u = steps % 2 == 0 ? a : b;
    double sum = 0.0;
    for (int y = 1; y < ny - 1; y++)
        for (int x = 1; x < nx - 1; x++)
            sum += u[y * nx + x] * (1.0 + 1e-3 * ((x + 2 * y) % 17));
    printf("checksum %.15e\n", sum);
    free(a);
    free(b);
    return 0;
}
