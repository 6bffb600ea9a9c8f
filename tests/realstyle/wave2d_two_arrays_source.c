/* 2-D acoustic wave in two arrays (the new level written over the older one, then a swap) with
 * a source wavelet injected in the update itself from the step number (`sinf(0.3f * t)` at the
 * source cell), float, arrays as pointers to rows from calloc.
 * Usage: wave2d_two_arrays_source [n] [steps]: an n x n grid. Prints checksums of the final
 * wavefield and of the level before it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int nt = argc > 2 ? atoi(argv[2]) : 10;
    int sx = n / 2, sy = n / 3;
    float c2 = 0.2f;
    float (*pa)[n] = calloc(n * n, sizeof(float));
    float (*pb)[n] = calloc(n * n, sizeof(float));
    float (*po)[n] = pa, (*pc)[n] = pb, (*sw)[n];
#pragma mint copy(po, toDevice, n, n)
#pragma mint copy(pc, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < nt; t++) {
#pragma mint for nest(all) tile(32, 8)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    float s = (x == sx && y == sy) ? sinf(0.3f * t) : 0.0f;
                    po[y][x] = 2.0f * pc[y][x] - po[y][x] + c2 * (pc[y][x - 1] + pc[y][x + 1] + pc[y - 1][x] + pc[y + 1][x] - 4.0f * pc[y][x]) + s;
                }
#pragma mint single
            {
                sw = po;
                po = pc;
                pc = sw;
            }
        }
    }
#pragma mint copy(pc, fromDevice, n, n)
#pragma mint copy(po, fromDevice, n, n)
    double a = 0, b = 0;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) { a += pc[y][x] * (1 + (x + y) % 5); b += po[y][x] * (1 + (2 * x + y) % 3); }
    printf("checksum %.6e\nchecksum %.6e\n", a, b);
    return 0;
}
