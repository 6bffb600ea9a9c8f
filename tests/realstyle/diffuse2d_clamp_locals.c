/* 2-D diffusion of an image-sized float field with Neumann (zero-flux) edges, written the way
 * image and CFD codes clamp: per-dimension neighbour index locals in the innermost body
 * (`xm = x > 0 ? x - 1 : x`, `ym = y > 0 ? y - 1 : 0`, `yp = (y == ny - 1) ? y : y + 1`), flat
 * arrays indexed `y * nx + x`, loop counters declared at the top of main, the step counted by
 * `++t` in the loop header, the buffers swapped by a `SWAP` macro (`do { ... } while (0)`).
 * Only the mint pragmas were added.
 * Usage: diffuse2d_clamp_locals [n [steps]]   (an n x (n - n/4) grid) */
#include <stdio.h>
#include <stdlib.h>

#define SWAP(T, a, b) \
    do {              \
        T swap_ = a;  \
        a = b;        \
        b = swap_;    \
    } while (0)

int main(int argc, char **argv)
{
    int nx, ny, steps, t, x, y;
    float *in, *out;
    double sum;

    nx = argc > 1 ? atoi(argv[1]) : 200;
    ny = nx - nx / 4;
    steps = argc > 2 ? atoi(argv[2]) : 30;
    in = (float *)malloc(sizeof(float) * nx * ny);
    out = (float *)malloc(sizeof(float) * nx * ny);
    for (y = 0; y < ny; y++)
        for (x = 0; x < nx; x++)
            in[y * nx + x] = out[y * nx + x] = (float)((x * 13 + y * 7) % 23) / 23.0f;

#pragma mint copy(in, toDevice, nx, ny)
#pragma mint copy(out, toDevice, nx, ny)
#pragma mint parallel
    {
        for (t = 0; t < steps; ++t) {
#pragma mint for nest(all) tile(32, 8)
            for (y = 0; y < ny; y++) {
                for (x = 0; x < nx; x++) {
                    int xm = x > 0 ? x - 1 : x;
                    int xp = x < nx - 1 ? x + 1 : nx - 1;
                    int ym = y > 0 ? y - 1 : 0;
                    int yp = (y == ny - 1) ? y : y + 1;
                    out[y * nx + x] = 0.5f * in[y * nx + x]
                                    + 0.125f * (in[y * nx + xm] + in[y * nx + xp] + in[ym * nx + x] + in[yp * nx + x]);
                }
            }
#pragma mint single
            SWAP(float *, in, out);
        }
    }
#pragma mint copy(in, fromDevice, nx, ny)

    sum = 0.0;
    for (y = 0; y < ny; y++)
        for (x = 0; x < nx; x++)
            sum += in[y * nx + x] * (1.0 + (x + 3 * y) % 5);
    printf("checksum %.15e\n", sum);
    free(in);
    free(out);
    return 0;
}
