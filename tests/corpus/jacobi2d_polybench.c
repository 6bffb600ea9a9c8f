/* jacobi-2d in the PolyBench/C 4.2.1 idiom.
 * Idiom exercised: two-dimensional VLA parameters (double A[n][n]), two 5-point
 * nests per time step written 0.2 * (A[i][j] + A[i][j-1] + A[i][1+j] + A[1+i][j]
 * + A[i-1][j]) (note the `1+j` / `1+i` operand order PolyBench uses), arrays
 * allocated in main as double (*A)[n] = malloc(sizeof(double[n][n])) and passed
 * as A itself.
 * Usage: jacobi2d_polybench [n] [tsteps]   (defaults N=250, TSTEPS=100) */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 250
#endif
#ifndef TSTEPS
#define TSTEPS 100
#endif

static void init_array(int n, double A[n][n], double B[n][n])
{
  int i, j;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      A[i][j] = ((double) ((i * (j + 2)) % 37) + 2) / n;
      B[i][j] = ((double) ((i * (j + 3)) % 41) + 3) / n;
    }
}

static void kernel_jacobi_2d(int tsteps, int n, double A[n][n], double B[n][n])
{
  int t, i, j;

#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint parallel
  {
    for (t = 0; t < tsteps; t++) {
#pragma mint for nest(all) tile(32,8)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
#pragma mint for nest(all) tile(32,8)
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
    }
  }
#pragma mint copy(A, fromDevice, n, n)
#pragma mint copy(B, fromDevice, n, n)
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : N;
  int tsteps = argc > 2 ? atoi(argv[2]) : TSTEPS;
  int i, j;
  double sa = 0.0, sb = 0.0;

  double (*A)[n] = malloc(sizeof(double[n][n]));
  double (*B)[n] = malloc(sizeof(double[n][n]));

  init_array(n, A, B);
  kernel_jacobi_2d(tsteps, n, A, B);

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      sa += A[i][j] * (double) (1 + (i + 2 * j) % 9);
      sb += B[i][j] * (double) (1 + (2 * i + j) % 7);
    }
  printf("checksum %.15e\n", sa);
  printf("checksum %.15e\n", sb);

  free(A);
  free(B);
  return 0;
}
