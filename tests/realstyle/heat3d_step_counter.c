/* 3-D diffusion with a heater on the bottom face that is switched on and off by the step
 * count, in C89 style: every variable declared at the top, a `while` time loop whose step
 * counter is incremented in the swap block, and the update reading that counter (`(step / 4)
 * % 2` picks whether the heater's cells gain heat this step). Flat arrays with the index in a
 * local.
 * Usage: heat3d_step_counter [n] [steps]: an n x (n - 1) x (n + 2) grid (x, y, z).
 * Prints checksums of the final field and of the one before it. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int nx, ny, nz, nsteps, step, x, y, z;
    long c, plane;
    double *a, *b, *t;
    double k = 0.12, q = 0.3, s1 = 0.0, s2 = 0.0;

    nx = argc > 1 ? atoi(argv[1]) : 48;
    ny = nx - 1;
    nz = nx + 2;
    nsteps = argc > 2 ? atoi(argv[2]) : 20;
    plane = (long)nx * ny;
    a = (double *)malloc(plane * nz * sizeof(double));
    b = (double *)malloc(plane * nz * sizeof(double));
    for (c = 0; c < plane * nz; c++)
        a[c] = b[c] = 0.01 * (c % 17);

#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        step = 0;
        while (step < nsteps) {
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++) {
                        c = z * plane + y * nx + x;
                        b[c] = a[c] + k * (a[c - 1] + a[c + 1] + a[c - nx] + a[c + nx] +
                                           a[c - plane] + a[c + plane] - 6.0 * a[c]) +
                               ((z == 1 && (step / 4) % 2 == 0) ? q : 0.0);
                    }
#pragma mint single
            {
                t = a;
                a = b;
                b = t;
                step++;
            }
        }
    }
#pragma mint copy(a, fromDevice, nx, ny, nz)
#pragma mint copy(b, fromDevice, nx, ny, nz)

    for (c = 0; c < plane * nz; c++) {
        s1 += a[c] * (1 + c % 7);
        s2 += b[c] * (1 + c % 5);
    }
    printf("checksum %.12e\nchecksum %.12e\n", s1, s2);
    free(a);
    free(b);
    return 0;
}
