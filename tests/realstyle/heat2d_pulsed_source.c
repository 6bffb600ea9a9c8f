/* Heat conduction in a plate heated by a pulsed point source, the way lab codes add forcing:
 * inside the update, the source term is computed from the step number (`sin(omega * it * dt)`
 * at the source cell, zero elsewhere), so the nest reads the time loop's counter; then the two
 * buffers are swapped. Fixed (zero) edges.
 * Usage: heat2d_pulsed_source [n] [steps]: an n x (n + 5) plate. Prints checksums of the final
 * field and of the one before it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    const int n = argc > 1 ? atoi(argv[1]) : 200;
    const int steps = argc > 2 ? atoi(argv[2]) : 50;
    const int ny = n, nx = n + 5;
    const int si = ny / 3, sj = nx / 2;
    const double r = 0.2, dt = 0.05, omega = 2.1, amp = 4.0;
    double (*u)[nx] = malloc(sizeof(double) * ny * nx);
    double (*v)[nx] = malloc(sizeof(double) * ny * nx);
    for (int i = 0; i < ny; i++)
        for (int j = 0; j < nx; j++)
            u[i][j] = v[i][j] = 0.001 * ((i * 7 + j * 3) % 13);

#pragma mint copy(u, toDevice, nx, ny)
#pragma mint copy(v, toDevice, nx, ny)
#pragma mint parallel
    {
        for (int it = 0; it < steps; it++) {
#pragma mint for nest(all) tile(64, 8)
            for (int i = 1; i < ny - 1; i++)
                for (int j = 1; j < nx - 1; j++) {
                    const double src = (i == si && j == sj) ? amp * sin(omega * it * dt) : 0.0;
                    v[i][j] = u[i][j] + r * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] +
                                             u[i][j + 1] - 4.0 * u[i][j]) + dt * src;
                }
#pragma mint single
            {
                double (*tmp)[nx] = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny)
#pragma mint copy(v, fromDevice, nx, ny)

    double s1 = 0.0, s2 = 0.0;
    for (int i = 0; i < ny; i++)
        for (int j = 0; j < nx; j++) {
            s1 += u[i][j] * (1 + (i + 2 * j) % 7);
            s2 += v[i][j] * (1 + (3 * i + j) % 5);
        }
    printf("checksum %.12e\nchecksum %.12e\n", s1, s2);
    free(u);
    free(v);
    return 0;
}
