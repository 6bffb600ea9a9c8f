/* 3-D heat, 7-point, in C89 with the step's buffers chosen by an `if` on the step's parity
 * (`in = u; out = unew;` on even steps, the other way round on odd ones) instead of a pointer
 * swap: every declaration at the top of its block (the buffer pointers at the top of the
 * function, the loop counters in a block opened around the nest), flat arrays from malloc with
 * the linear index and its neighbours in index locals, a do-while time loop that counts its
 * steps. Only the mint pragmas were added. Its canonical twin is kernels/heat3d_7pt.c (same
 * stencil, coefficients and grid).
 * Usage: heat3d_c89_select [n] [steps]   (n^3 interior points and a boundary layer) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, steps, nx, ny, nz, step;
    long i, total;
    double c0, c1, sum;
    double *u, *unew, *in, *out, *last;

    n = argc > 1 ? atoi(argv[1]) : 64;
    steps = argc > 2 ? atoi(argv[2]) : 10;
    nx = n + 2;
    ny = n + 2;
    nz = n + 2;
    c1 = 0.1 * 0.1;
    c0 = 1.0 - 6.0 * c1;
    total = (long)nx * ny * nz;
    u = (double *)malloc(total * sizeof(double));
    unew = (double *)malloc(total * sizeof(double));
    for (i = 0; i < total; i++) {
        u[i] = (double)((i * 7 + (i / nx) * 13 + (i / ((long)nx * ny)) * 29) % 101) / 101.0;
        unew[i] = u[i];
    }

#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(unew, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        step = 0;
        do {
            if (step % 2 == 0) {
                in = u;
                out = unew;
            } else {
                in = unew;
                out = u;
            }
            {
                int z;
#pragma mint for nest(all) tile(32, 4, 1)
                for (z = 1; z < nz - 1; z++) {
                    int y;
                    for (y = 1; y < ny - 1; y++) {
                        int x;
                        for (x = 1; x < nx - 1; x++) {
                            long c, w, e, s, no, b, t;
                            c = x + (long)nx * (y + (long)ny * z);
                            w = c - 1;
                            e = c + 1;
                            s = c - nx;
                            no = c + nx;
                            b = c - (long)nx * ny;
                            t = c + (long)nx * ny;
                            out[c] = c0 * in[c] + c1 * (in[w] + in[e] + in[s] + in[no] + in[b] + in[t]);
                        }
                    }
                }
            }
            step++;
        } while (step < steps);
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
#pragma mint copy(unew, fromDevice, nx, ny, nz)

    last = steps % 2 == 0 ? u : unew;
    sum = 0.0;
    for (i = 0; i < total; i++)
        sum += last[i] * (1.0 + 1e-3 * (i % 17));
    printf("checksum %.15e\n", sum);
    free(u);
    free(unew);
    return 0;
}
