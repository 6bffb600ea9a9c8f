/* 3-D chip thermal simulation in the style of a GPU benchmark suite's OpenMP port:
 * flat float arrays, C89 declarations between the loops, neighbour indices clamped
 * at the edges by index locals, the power map added each step, the pointer swap and
 * the step counter in a do-while time loop. Only the mint pragmas were added.
 * Usage: thermal3d_flat [n [iterations]]   (a grid of n x (n - n/6) x (n/4 + 1) points) */
#include <stdio.h>
#include <stdlib.h>

#define AMB_TEMP 80.0f

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 96;
    int ny = nx - nx / 6;
    int nz = nx / 4 + 1;
    int iters = argc > 2 ? atoi(argv[2]) : 20;
    float cap = 0.5f, rx = 1.25f, ry = 1.5f, rz = 4.0f, dt = 0.1f;
    float step_div_cap = dt / cap;
    float ce, cw, cn, cs, ct, cb, cc;
    float *power, *temp_in, *temp_out;
    int i, count;
    double sum;

    ce = cw = step_div_cap / rx;
    cn = cs = step_div_cap / ry;
    ct = cb = step_div_cap / rz;
    cc = 1.0f - (2.0f * ce + 2.0f * cn + 3.0f * ct);

    power = (float *)malloc(sizeof(float) * nx * ny * nz);
    temp_in = (float *)malloc(sizeof(float) * nx * ny * nz);
    temp_out = (float *)malloc(sizeof(float) * nx * ny * nz);
    for (i = 0; i < nx * ny * nz; i++) {
        power[i] = (float)((i * 37) % 101) * 0.01f;
        temp_in[i] = 320.0f + (float)((i * 13) % 53) * 0.1f;
        temp_out[i] = 0.0f;
    }

#pragma mint copy(power, toDevice, nx, ny, nz)
#pragma mint copy(temp_in, toDevice, nx, ny, nz)
#pragma mint copy(temp_out, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        count = 0;
        do {
            int z;
#pragma mint for nest(all) tile(32, 4, 1)
            for (z = 0; z < nz; z++) {
                int y;
                for (y = 0; y < ny; y++) {
                    int x;
                    for (x = 0; x < nx; x++) {
                        int c, w, e, n, s, b, t;
                        c = x + y * nx + z * nx * ny;
                        w = (x == 0) ? c : c - 1;
                        e = (x == nx - 1) ? c : c + 1;
                        n = (y == 0) ? c : c - nx;
                        s = (y == ny - 1) ? c : c + nx;
                        b = (z == 0) ? c : c - nx * ny;
                        t = (z == nz - 1) ? c : c + nx * ny;
                        temp_out[c] = cc * temp_in[c] + cw * temp_in[w] + ce * temp_in[e]
                                    + cs * temp_in[s] + cn * temp_in[n] + cb * temp_in[b]
                                    + ct * temp_in[t] + step_div_cap * power[c] + ct * AMB_TEMP;
                    }
                }
            }
#pragma mint single
            {
                float *tmp = temp_in;
                temp_in = temp_out;
                temp_out = tmp;
                count++;
            }
        } while (count < iters);
    }
#pragma mint copy(temp_in, fromDevice, nx, ny, nz)

    sum = 0.0;
    for (i = 0; i < nx * ny * nz; i++)
        sum += temp_in[i] * (1.0 + (i % 7) * 0.125);
    printf("checksum %.15e\n", sum);
    free(power);
    free(temp_in);
    free(temp_out);
    return 0;
}
