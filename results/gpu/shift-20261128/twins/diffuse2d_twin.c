/* The canonical twin of tests/corpus/diffuse2d_fortran_index.c (0-based, written at the point). Diffusion written the way codes ported from Fortran keep it: 1-based indices through macros
 * (`U(i, j)` is `u[(j - 1) * nx + i - 1]`), j outer and i inner over 2 .. n - 1 inclusive, a
 * counter loop starting at 1, flat float arrays, C89 declarations at the top.
 * Usage: diffuse2d_fortran_index [nx] [steps]   (nx x (nx + 5) points) */
#include <stdio.h>
#include <stdlib.h>

#define U(i, j) u[(j) * nx + (i)]
#define V(i, j) v[(j) * nx + (i)]

int main(int argc, char **argv)
{
    int nx, ny, nt, it, i, j;
    float *u, *v, *w;
    double s;
    nx = argc > 1 ? atoi(argv[1]) : 21;
    ny = nx + 5;
    nt = argc > 2 ? atoi(argv[2]) : 3;
    u = (float *)malloc(sizeof(float) * nx * ny);
    v = (float *)malloc(sizeof(float) * nx * ny);
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++) {
            U(i, j) = (float)(((i + 1) * 3 + (j + 1) * 5) % 11);
            V(i, j) = U(i, j);
        }
#pragma mint copy(u, toDevice, nx, ny)
#pragma mint copy(v, toDevice, nx, ny)
#pragma mint parallel
    {
        for (it = 1; it <= nt; it++) {
#pragma mint for nest(all) tile(32, 4)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    V(i, j) = 0.5f * U(i, j) + 0.125f * (U(i - 1, j) + U(i + 1, j) + U(i, j - 1) + U(i, j + 1));
#pragma mint single
            {
                w = u; u = v; v = w;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny)
    s = 0;
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            s += U(i, j) * (1 + (i + j + 2) % 4);
    printf("checksum %.10e\n", s);
    return 0;
}
