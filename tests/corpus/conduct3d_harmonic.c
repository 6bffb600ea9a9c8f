/* Heat conduction with a variable conductivity as finite-volume codes write it, C89: every
 * declaration at the top of main, flat `double *` arrays with a hand-written linear index
 * `i = z * nx * ny + y * nx + x` in the body, each face's conductivity the harmonic mean of the
 * two cells beside it (`2 k_c k_e / (k_c + k_e)`: six divisions per point), the swap in a
 * `single`. Usage: conduct3d_harmonic [n] [steps]   (n x (n - 3) x (n / 2 + 2) cells) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, steps, nx, ny, nz, x, y, z, it;
    long total, c;
    double *u, *v, *kap, *t;
    double dt = 0.05, sum;

    n = argc > 1 ? atoi(argv[1]) : 32;
    steps = argc > 2 ? atoi(argv[2]) : 10;
    nx = n;
    ny = n - 3;
    nz = n / 2 + 2;
    total = (long)nx * ny * nz;
    u = (double *)malloc(total * sizeof(double));
    v = (double *)malloc(total * sizeof(double));
    kap = (double *)malloc(total * sizeof(double));
    for (c = 0; c < total; c++) {
        u[c] = (double)((c * 7) % 31) / 31.0;
        v[c] = u[c];
        kap[c] = 0.5 + (double)((c * 13) % 17) / 17.0;
    }
#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint copy(kap, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (it = 0; it < steps; it++) {
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (z = 1; z < nz - 1; z++) {
                for (y = 1; y < ny - 1; y++) {
                    for (x = 1; x < nx - 1; x++) {
                        long i = (long)z * nx * ny + (long)y * nx + x;
                        double kc = kap[i];
                        double ke = 2.0 * kc * kap[i + 1] / (kc + kap[i + 1]);
                        double kw = 2.0 * kc * kap[i - 1] / (kc + kap[i - 1]);
                        double kn = 2.0 * kc * kap[i + nx] / (kc + kap[i + nx]);
                        double ks = 2.0 * kc * kap[i - nx] / (kc + kap[i - nx]);
                        double kt = 2.0 * kc * kap[i + nx * ny] / (kc + kap[i + nx * ny]);
                        double kb = 2.0 * kc * kap[i - nx * ny] / (kc + kap[i - nx * ny]);
                        v[i] = u[i] + dt * (ke * (u[i + 1] - u[i]) + kw * (u[i - 1] - u[i])
                                          + kn * (u[i + nx] - u[i]) + ks * (u[i - nx] - u[i])
                                          + kt * (u[i + nx * ny] - u[i]) + kb * (u[i - nx * ny] - u[i]));
                    }
                }
            }
#pragma mint single
            {
                t = u;
                u = v;
                v = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
    sum = 0.0;
    for (c = 0; c < total; c++)
        sum += u[c] * (1.0 + (c % 11) * 0.01);
    printf("checksum %.15e\n", sum);
    free(u);
    free(v);
    free(kap);
    return 0;
}
