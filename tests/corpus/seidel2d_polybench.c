/* seidel-2d in the PolyBench/C 4.2.1 idiom -- a NEGATIVE test.
 * Idiom exercised: Gauss-Seidel in place, A[i][j] = (nine neighbours of A) / 9.0,
 * where A[i-1][..] and A[i][j-1] are values already updated in this sweep: the
 * nest carries a dependence in both loops, so running it as one parallel kernel
 * would compute something else. A `mint for` is placed on it anyway; a correct
 * translator must refuse it (or at least warn that the result will differ).
 * Usage: seidel2d_polybench [n] [tsteps]   (defaults N=400, TSTEPS=20) */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 400
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

static void init_array(int n, double A[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = ((double) ((i * (j + 2)) % 43) + 2) / n;
}

static void kernel_seidel_2d(int tsteps, int n, double A[n][n])
{
  int t, i, j;

#pragma mint copy(A, toDevice, n, n)
#pragma mint parallel
  {
    for (t = 0; t <= tsteps - 1; t++) {
#pragma mint for nest(all) tile(16,16)
      for (i = 1; i <= n - 2; i++)
        for (j = 1; j <= n - 2; j++)
          A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
                     + A[i][j - 1] + A[i][j] + A[i][j + 1]
                     + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
    }
  }
#pragma mint copy(A, fromDevice, n, n)
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : N;
  int tsteps = argc > 2 ? atoi(argv[2]) : TSTEPS;
  int i, j;
  double s = 0.0;

  double (*A)[n][n] = (double (*)[n][n]) malloc(sizeof(double[n][n]));

  init_array(n, *A);
  kernel_seidel_2d(tsteps, n, *A);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      s += (*A)[i][j] * (double) (1 + (i + 3 * j) % 10);
  printf("checksum %.15e\n", s);

  free(A);
  return 0;
}
