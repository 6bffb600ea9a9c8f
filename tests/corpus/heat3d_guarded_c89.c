/* 3-D heat in C89 with flat arrays, the way loops over a whole box are often written: every
 * point visited, the interior picked by a guard in the body (`if (k >= 1 && k <= nz - 2 && j > 0
 * && ...)`), the linear index written out in every reference, the swap through a temporary
 * declared at the top. Usage: heat3d_guarded_c89 [n] [steps]   (n x (n + 2) x (n - 3) points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n, steps, nx, ny, nz, i, j, k, t;
    float *a, *b, *tmp;
    double s;
    n = argc > 1 ? atoi(argv[1]) : 20;
    steps = argc > 2 ? atoi(argv[2]) : 4;
    nx = n; ny = n + 2; nz = n - 3;
    a = (float *)malloc(sizeof(float) * nx * ny * nz);
    b = (float *)malloc(sizeof(float) * nx * ny * nz);
    for (i = 0; i < nx * ny * nz; i++) a[i] = b[i] = (float)(i % 17) * 0.25f;
#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(16, 4, 4) chunksize(1, 1, 4)
            for (k = 0; k < nz; k++)
                for (j = 0; j < ny; j++)
                    for (i = 0; i < nx; i++)
                        if (k >= 1 && k <= nz - 2 && j > 0 && j < ny - 1 && i > 0 && i < nx - 1)
                            b[(k * ny + j) * nx + i] = 0.4f * a[(k * ny + j) * nx + i]
                                + 0.1f * (a[(k * ny + j) * nx + i - 1] + a[(k * ny + j) * nx + i + 1]
                                        + a[(k * ny + j - 1) * nx + i] + a[(k * ny + j + 1) * nx + i]
                                        + a[((k - 1) * ny + j) * nx + i] + a[((k + 1) * ny + j) * nx + i]);
#pragma mint single
            {
                tmp = a; a = b; b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, nx, ny, nz)
    s = 0;
    for (i = 0; i < nx * ny * nz; i++) s += a[i] * (1 + i % 3);
    printf("checksum %.15e\n", s);
    return 0;
}
