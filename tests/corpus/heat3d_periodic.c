/* 3-D heat on a periodic box (a torus): no ghost cells, the neighbours wrap around with the
 * index arithmetic of ordinary solver codes, `ip = i == nx - 1 ? 0 : i + 1` in x and y and a
 * remainder `(k + nz - 1) % nz` in z, as body locals. Sizes from the command line,
 * `double (*)[ny][nx]` arrays, the swap in `single`. Periodic diffusion conserves the total,
 * so the first checksum stays what it was at the start.
 * Usage: heat3d_periodic [nx ny nz steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 40;
    int ny = argc > 2 ? atoi(argv[2]) : 36;
    int nz = argc > 3 ? atoi(argv[3]) : 30;
    int steps = argc > 4 ? atoi(argv[4]) : 25;
    const double alpha = 0.1;
    double (*u)[ny][nx] = malloc(sizeof(double) * nx * ny * nz);
    double (*v)[ny][nx] = malloc(sizeof(double) * nx * ny * nz);
    if (!u || !v) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                u[k][j][i] = v[k][j][i] = ((i * 5 + j * 3 + k * 7) % 13) * 0.1 + (i == 0 ? 1.0 : 0.0);

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32, 8, 4) chunksize(1, 1, 4)
            for (int k = 0; k < nz; k++)
                for (int j = 0; j < ny; j++)
                    for (int i = 0; i < nx; i++) {
                        const int ip = i == nx - 1 ? 0 : i + 1, im = i == 0 ? nx - 1 : i - 1;
                        const int jp = j == ny - 1 ? 0 : j + 1, jm = j == 0 ? ny - 1 : j - 1;
                        const int kp = (k + 1) % nz, km = (k + nz - 1) % nz;
                        v[k][j][i] = u[k][j][i]
                                   + alpha * (u[k][j][ip] + u[k][j][im] + u[k][jp][i] + u[k][jm][i]
                                              + u[kp][j][i] + u[km][j][i] - 6.0 * u[k][j][i]);
                    }
#pragma mint single
            {
                double (*t)[ny][nx] = u;
                u = v;
                v = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)

    double total = 0.0, weighted = 0.0;
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                total += u[k][j][i];
                weighted += u[k][j][i] * (1 + (i + 2 * j + 3 * k) % 7);
            }
    printf("checksum %.15e\n", total);
    printf("checksum %.15e\n", weighted);
    free(u);
    free(v);
    return 0;
}
