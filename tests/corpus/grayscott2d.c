/* Gray-Scott reaction-diffusion, the pattern-forming demo many courses and codes carry: two
 * fields `u` and `v` updated by one nest that writes both new fields (`un`, `vn`) from five-point
 * Laplacians and the reaction term `u * v * v`, then both pairs swapped in one `single`; static
 * global grids reached through pointer-to-row locals, a square seed in the middle.
 * Usage: grayscott2d [steps] */
#include <stdio.h>
#include <stdlib.h>

#define N 96
static double U[N][N], V[N][N], U2[N][N], V2[N][N];

int main(int argc, char **argv)
{
    int steps = argc > 1 ? atoi(argv[1]) : 40;
    double Du = 0.16, Dv = 0.08, F = 0.035, k = 0.065, dt = 1.0;
    double (*u)[N] = U, (*v)[N] = V, (*un)[N] = U2, (*vn)[N] = V2;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            U[i][j] = U2[i][j] = 1.0;
            V[i][j] = V2[i][j] = 0.0;
            if (i > N / 2 - 6 && i < N / 2 + 6 && j > N / 2 - 6 && j < N / 2 + 6) {
                U[i][j] = 0.5;
                V[i][j] = 0.25 + 0.01 * ((i * j) % 7);
            }
        }

#pragma mint copy(u, toDevice, N, N)
#pragma mint copy(v, toDevice, N, N)
#pragma mint copy(un, toDevice, N, N)
#pragma mint copy(vn, toDevice, N, N)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8)
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < N - 1; j++) {
                    double lu = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j];
                    double lv = v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1] - 4.0 * v[i][j];
                    double uvv = u[i][j] * v[i][j] * v[i][j];
                    un[i][j] = u[i][j] + dt * (Du * lu - uvv + F * (1.0 - u[i][j]));
                    vn[i][j] = v[i][j] + dt * (Dv * lv + uvv - (F + k) * v[i][j]);
                }
#pragma mint single
            {
                double (*t1)[N] = u;
                u = un;
                un = t1;
                double (*t2)[N] = v;
                v = vn;
                vn = t2;
            }
        }
    }
#pragma mint copy(u, fromDevice, N, N)
#pragma mint copy(v, fromDevice, N, N)

    double s = 0.0, r = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            s += u[i][j] * (1 + (i + j) % 3);
            r += v[i][j] * (1 + (2 * i + j) % 5);
        }
    printf("checksum %.15e\nchecksum %.15e\n", s, r);
    return 0;
}
