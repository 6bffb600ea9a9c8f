/* 3-D heat in an insulated box: every step first copies the layer inside the box onto all six
 * walls of the current field (three boundary nests, the x walls last and over the whole
 * y-z face), then sweeps the interior into the other field, then swaps. The box is not a cube
 * (nx = n + 3, ny = n + 1, nz = n); `double (*)[ny][nx]` arrays; both fields printed.
 * Usage: heat3d_insulated_box [n] [steps] (default 20, 6) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20;
    int nsteps = argc > 2 ? atoi(argv[2]) : 6;
    int nx = n + 3, ny = n + 1, nz = n;
    double (*u)[ny][nx] = malloc(sizeof(double) * nx * ny * nz);
    double (*v)[ny][nx] = malloc(sizeof(double) * nx * ny * nz);
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                u[k][j][i] = v[k][j][i] = (double)((i * 7 + j * 3 + k * 5) % 19) / 19 + (i == 1 ? 1 : 0);
#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (int s = 0; s < nsteps; s++) {
#pragma mint for nest(all)
            for (int j = 1; j < ny - 1; j++)
                for (int i = 1; i < nx - 1; i++) {
                    u[0][j][i] = u[1][j][i];
                    u[nz - 1][j][i] = u[nz - 2][j][i];
                }
#pragma mint for nest(all)
            for (int k = 0; k < nz; k++)
                for (int i = 1; i < nx - 1; i++) {
                    u[k][0][i] = u[k][1][i];
                    u[k][ny - 1][i] = u[k][ny - 2][i];
                }
#pragma mint for nest(all)
            for (int k = 0; k < nz; k++)
                for (int j = 0; j < ny; j++) {
                    u[k][j][0] = u[k][j][1];
                    u[k][j][nx - 1] = u[k][j][nx - 2];
                }
#pragma mint for nest(all) tile(32, 4, 1)
            for (int k = 1; k < nz - 1; k++)
                for (int j = 1; j < ny - 1; j++)
                    for (int i = 1; i < nx - 1; i++)
                        v[k][j][i] = u[k][j][i] + 0.1 * (u[k][j][i - 1] + u[k][j][i + 1] + u[k][j - 1][i] + u[k][j + 1][i] + u[k - 1][j][i] + u[k + 1][j][i] - 6 * u[k][j][i]);

#pragma mint single
            {
                double (*t)[ny][nx] = u;
                u = v;
                v = t;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
#pragma mint copy(v, fromDevice, nx, ny, nz)
    double a = 0.0, b = 0.0;
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++) {
                a += u[k][j][i] * (1 + (i + 2 * j + 3 * k) % 7);
                b += v[k][j][i] * (1 + (3 * i + j + 2 * k) % 5);
            }
    printf("checksum %.12e %.12e\n", a, b);
    return 0;
}
