/* 2-D advection-diffusion on a flat array with one layer of ghost cells refreshed every step by
 * two boundary nests (periodic in x and y), as finite-volume codes fill their halos: a nest over
 * the rows copies columns (`q[j * nx + 0] = q[j * nx + n]`), a nest over the columns copies rows
 * (`q[0 * nx + i] = q[n * nx + i]`), then the update reads the cell index `c = j * nx + i` and its
 * neighbours `c +- 1`, `c +- nx`. Coefficients as the code writes them (`kappa * dt / (dx * dx)`).
 * Usage: advdiff2d_flat_ghosts [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 6;
    int nx = n + 2, ny = n + 2;
    double dt = 1e-4, dx = 1.0 / n, kappa = 0.5, vel = 0.3;
    double *q = malloc(sizeof(double) * nx * ny), *qn = malloc(sizeof(double) * nx * ny);
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            q[j * nx + i] = qn[j * nx + i] = ((i * 5 + j * 11) % 31) / 31.0;

#pragma mint copy(q, toDevice, nx, ny)
#pragma mint copy(qn, toDevice, nx, ny)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int j = 1; j <= n; j++) {
                q[j * nx + 0] = q[j * nx + n];
                q[j * nx + n + 1] = q[j * nx + 1];
            }
#pragma mint for nest(all)
            for (int i = 0; i < nx; i++) {
                q[0 * nx + i] = q[n * nx + i];
                q[(n + 1) * nx + i] = q[1 * nx + i];
            }
#pragma mint for nest(all) tile(32, 8)
            for (int j = 1; j <= n; j++)
                for (int i = 1; i <= n; i++) {
                    int c = j * nx + i;
                    double diff = kappa * dt / (dx * dx) * (q[c - 1] + q[c + 1] + q[c - nx] + q[c + nx] - 4.0 * q[c]);
                    double adv = -vel * dt / (2.0 * dx) * (q[c + 1] - q[c - 1]);
                    qn[c] = q[c] + diff + adv;
                }
#pragma mint single
            {
                double *tmp = q;
                q = qn;
                qn = tmp;
            }
        }
    }
#pragma mint copy(q, fromDevice, nx, ny)

    double s = 0.0, g = 0.0;
    for (int j = 1; j <= n; j++)
        for (int i = 1; i <= n; i++)
            s += q[j * nx + i] * (1 + (i * j) % 7);
    for (int i = 0; i < nx; i++)
        g += q[i] + q[(ny - 1) * nx + i];
    printf("checksum %.15e\nchecksum %.15e\n", s, g);
    free(q);
    free(qn);
    return 0;
}
