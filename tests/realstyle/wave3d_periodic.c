/* 3-D second-order wave in float on a periodic box: three levels from `calloc` rotated, flat
 * arrays with the neighbours' `long` indices wrapped by remainders in the body.
 * Usage: wave3d_periodic n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, steps = argc > 2 ? atoi(argv[2]) : 10;
    long cells = (long)n * n * n;
    float *pp = calloc(cells, sizeof(float)), *pc = calloc(cells, sizeof(float)), *pn = calloc(cells, sizeof(float));
    for (long c = 0; c < cells; c++) pc[c] = pp[c] = (float)((c * 13) % 31) / 31.0f;
#pragma mint copy(pp, toDevice, n, n, n)
#pragma mint copy(pc, toDevice, n, n, n)
#pragma mint copy(pn, toDevice, n, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int z = 0; z < n; z++)
                for (int y = 0; y < n; y++)
                    for (int x = 0; x < n; x++) {
                        long c = ((long)z * n + y) * n + x;
                        long xm = ((long)z * n + y) * n + (x + n - 1) % n, xp = ((long)z * n + y) * n + (x + 1) % n;
                        long ym = ((long)z * n + (y + n - 1) % n) * n + x, yp = ((long)z * n + (y + 1) % n) * n + x;
                        long zm = ((long)((z + n - 1) % n) * n + y) * n + x, zp = ((long)((z + 1) % n) * n + y) * n + x;
                        pn[c] = 2.0f * pc[c] - pp[c] + 0.05f * (pc[xm] + pc[xp] + pc[ym] + pc[yp] + pc[zm] + pc[zp] - 6.0f * pc[c]);
                    }
#pragma mint single
            { float *t0 = pp; pp = pc; pc = pn; pn = t0; }
        }
    }
#pragma mint copy(pc, fromDevice, n, n, n)
#pragma mint copy(pp, fromDevice, n, n, n)
    double s = 0, w = 0;
    for (long c = 0; c < cells; c++) { s += pc[c] * (1 + c % 3); w += pp[c] * (1 + c % 5); }
    printf("%.6e %.6e\n", s, w);
    return 0;
}
