/* 5x5 Gaussian smoothing of a grey-scale image, repeated, with clamp-to-edge borders as image
 * code writes them: `float` pixels in one flat buffer per image, `img[y * w + x]`, the taps as
 * an integer `static const int kernel5[5][5]` (binomial 1 4 6 4 1, sum 256) read by two loops
 * over the window, and the window's coordinates clamped with MIN/MAX macros. The passes
 * ping-pong between two buffers. Usage: gauss5_clamped [width height passes] */
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static const int kernel5[5][5] = {
    {1, 4, 6, 4, 1},
    {4, 16, 24, 16, 4},
    {6, 24, 36, 24, 6},
    {4, 16, 24, 16, 4},
    {1, 4, 6, 4, 1},
};

int main(int argc, char **argv)
{
    int w = argc > 1 ? atoi(argv[1]) : 300;
    int h = argc > 2 ? atoi(argv[2]) : 200;
    int passes = argc > 3 ? atoi(argv[3]) : 6;
    float *src = malloc(sizeof(float) * w * h);
    float *dst = malloc(sizeof(float) * w * h);
    if (!src || !dst) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            src[y * w + x] = dst[y * w + x] = (float)(((x / 7) ^ (y / 5)) & 15) * 16.0f;

#pragma mint copy(src, toDevice, w, h)
#pragma mint copy(dst, toDevice, w, h)
#pragma mint parallel
    {
        for (int p = 0; p < passes; p++) {
#pragma mint for nest(2) tile(32, 8)
            for (int y = 0; y < h; y++)
                for (int x = 0; x < w; x++) {
                    float acc = 0.0f;
                    for (int dy = -2; dy <= 2; dy++)
                        for (int dx = -2; dx <= 2; dx++) {
                            const int yy = MIN(MAX(y + dy, 0), h - 1);
                            const int xx = MIN(MAX(x + dx, 0), w - 1);
                            acc += kernel5[dy + 2][dx + 2] * src[yy * w + xx];
                        }
                    dst[y * w + x] = acc / 256.0f;
                }
#pragma mint single
            {
                float *t = src;
                src = dst;
                dst = t;
            }
        }
    }
#pragma mint copy(src, fromDevice, w, h)

    double sum = 0.0, weighted = 0.0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            sum += src[y * w + x];
            weighted += src[y * w + x] * (1 + (x + 3 * y) % 5);
        }
    printf("checksum %.15e\n", sum);
    printf("checksum %.15e\n", weighted);
    free(src);
    free(dst);
    return 0;
}
