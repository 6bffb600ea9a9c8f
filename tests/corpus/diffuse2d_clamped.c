/* Anisotropic diffusion on a grid whose sizes are enum constants, with clamped (replicated)
 * neighbours at the side walls instead of ghost cells: the neighbour indices are clamped with
 * MIN/MAX macros, and the top and bottom rows are copied and skipped with `continue`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { ROWS = 180, COLS = 140, STEPS = 40 };
enum boundary { KEEP, COPY };

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

int main(void)
{
  double (*a)[COLS] = malloc(sizeof(double[ROWS][COLS]));
  double (*b)[COLS] = malloc(sizeof(double[ROWS][COLS]));
  const double kx = 0.20, ky = 0.05;
  enum boundary rows_policy = COPY;

  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      a[r][c] = b[r][c] = ((r / 12 + c / 9) % 3) + 0.01 * r;

#pragma mint copy(a, toDevice, COLS, ROWS)
#pragma mint copy(b, toDevice, COLS, ROWS)
#pragma mint parallel
  {
    for (int s = 0; s < STEPS; s++) {
#pragma mint for nest(2) tile(32, 8)
      for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
          if (r == 0 || r == ROWS - 1) {
            b[r][c] = rows_policy == COPY ? a[r][c] : 0.0;
            continue;
          }
          const int w = MAX(c - 1, 0), e = MIN(c + 1, COLS - 1);
          b[r][c] = a[r][c] + kx * (a[r][w] - 2.0 * a[r][c] + a[r][e]) +
                    ky * (a[r - 1][c] - 2.0 * a[r][c] + a[r + 1][c]);
        }
#pragma mint single
      {
        double (*t)[COLS] = a;
        a = b;
        b = t;
      }
    }
  }
#pragma mint copy(a, fromDevice, COLS, ROWS)

  double sum = 0.0, weighted = 0.0;
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++) {
      sum += a[r][c];
      weighted += a[r][c] * (1 + (r * 7 + c * 3) % 11);
    }
  printf("checksum %.15e\n", sum);
  printf("checksum %.15e\n", weighted);
  free(a);
  free(b);
  return 0;
}
