/* Iterated 3x3 weighted smoothing of an image, written as an OpenMP code: the filter weights
 * are a 2-D table and the filter is applied with loops over the window; the passes live in a
 * function taking C99 variable-length array parameters. Mint pragmas were added beside the
 * program's own OpenMP ones. */
#include <stdio.h>
#include <stdlib.h>

#ifndef H
#define H 300
#endif
#ifndef W
#define W 200
#endif
#ifndef PASSES
#define PASSES 30
#endif

static double weight[3][3] = {
    {1.0 / 16, 2.0 / 16, 1.0 / 16},
    {2.0 / 16, 4.0 / 16, 2.0 / 16},
    {1.0 / 16, 2.0 / 16, 1.0 / 16},
};

static void blur(int h, int w, double out[h][w], double in[h][w], double keep)
{
  int y, x, dy, dx;
#pragma mint for nest(2) tile(32, 8)
#pragma omp parallel for private(x, dy, dx)
  for (y = h - 2; y >= 1; y--)
    for (x = 1; x < w - 1; x++) {
      double acc = 0.0;
      for (dy = -1; dy <= 1; dy++)
        for (dx = -1; dx <= 1; dx++)
          acc += weight[dy + 1][dx + 1] * in[y + dy][x + dx];
      out[y][x] = keep * in[y][x] + (1.0 - keep) * acc;
    }
}

int main(int argc, char **argv)
{
  int h = H, w = W, passes = argc > 1 ? atoi(argv[1]) : PASSES;
  double (*img)[w] = malloc(sizeof(double[h][w]));
  double (*tmp)[w] = malloc(sizeof(double[h][w]));
  int y, x, p;

#pragma omp parallel for private(x)
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++)
      img[y][x] = tmp[y][x] = ((x / 10 + y / 15) % 2) ? 255.0 : (double)((x * y) % 97);

#pragma mint copy(img, toDevice, w, h)
#pragma mint copy(tmp, toDevice, w, h)
#pragma mint parallel
  {
    for (p = 0; p < passes; p++) {
      blur(h, w, tmp, img, 0.25);
      blur(h, w, img, tmp, 0.25);
    }
  }
#pragma mint copy(img, fromDevice, w, h)

  double sum = 0.0, edge = 0.0;
  for (y = 0; y < h; y++)
    for (x = 0; x < w; x++) {
      sum += img[y][x];
      if (x > 0)
        edge += (img[y][x] - img[y][x - 1]) * (img[y][x] - img[y][x - 1]);
    }
  printf("checksum %.15e\n", sum);
  printf("checksum %.15e\n", edge);
  free(img);
  free(tmp);
  return 0;
}
