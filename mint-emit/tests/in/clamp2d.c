/* 2D smoothing of a flat float image with its edges clamped by index locals (no boundary
 * layer): the fused kernel runs the blocks clear of the edges apart from those at them. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int w = 120, h = 90, passes = 6;
    float *a = (float *)malloc(sizeof(float) * w * h);
    float *b = (float *)malloc(sizeof(float) * w * h);
    for (int i = 0; i < w * h; i++)
        a[i] = b[i] = (float)(i % 11);
#pragma mint copy(a, toDevice, w, h)
#pragma mint copy(b, toDevice, w, h)
#pragma mint parallel
    {
        for (int p = 0; p < passes; p++) {
#pragma mint for nest(all) tile(64, 4)
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) {
                    int l = x > 0 ? x - 1 : 0, r = x < w - 1 ? x + 1 : w - 1;
                    int u = y > 0 ? y - 1 : 0, d = y < h - 1 ? y + 1 : h - 1;
                    b[y * w + x] = 0.4f * a[y * w + x] + 0.15f * (a[y * w + l] + a[y * w + r] + a[u * w + x] + a[d * w + x]);
                }
#pragma mint single
            {
                float *t = a;
                a = b;
                b = t;
            }
        }
    }
#pragma mint copy(a, fromDevice, w, h)
    printf("%f\n", a[w * h / 2]);
    return 0;
}
