/* Anisotropic diffusion with face coefficients (ax on x faces, ay on y faces), typedef real,
 * parity buffers u[2][..]. */
#include <stdio.h>
#include <stdlib.h>
typedef double real;
#define NX 70
#define NY 50
static real u[2][NY][NX];
static real ax[NY][NX + 1], ay[NY + 1][NX];

int main(int argc, char **argv)
{
    int steps = argc > 2 ? atoi(argv[2]) : 5;
    int i, j, t;
    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++) u[0][j][i] = u[1][j][i] = (real)((i * 3 + j) % 10);
    for (j = 0; j < NY; j++)
        for (i = 0; i <= NX; i++) ax[j][i] = 0.1 + 0.02 * (i % 3);
    for (j = 0; j <= NY; j++)
        for (i = 0; i < NX; i++) ay[j][i] = 0.05 + 0.03 * (j % 4);
#pragma mint copy(u, toDevice, NX, NY, 2)
#pragma mint copy(ax, toDevice, NX + 1, NY)
#pragma mint copy(ay, toDevice, NX, NY + 1)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8)
            for (j = 1; j < NY - 1; j++)
                for (i = 1; i < NX - 1; i++)
                    u[(t + 1) % 2][j][i] = u[t % 2][j][i]
                        + ax[j][i + 1] * (u[t % 2][j][i + 1] - u[t % 2][j][i])
                        - ax[j][i] * (u[t % 2][j][i] - u[t % 2][j][i - 1])
                        + ay[j + 1][i] * (u[t % 2][j + 1][i] - u[t % 2][j][i])
                        - ay[j][i] * (u[t % 2][j][i] - u[t % 2][j - 1][i]);
        }
    }
#pragma mint copy(u, fromDevice, NX, NY, 2)
    real s = 0;
    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++) s += u[steps % 2][j][i] * (1 + i % 3);
    printf("aniso %.10e\n", s);
    return 0;
}
