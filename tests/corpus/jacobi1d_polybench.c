/* jacobi-1d in the PolyBench/C 4.2.1 idiom.
 * Idiom exercised: one-dimensional VLA parameters (double A[n]), two one-loop
 * nests per time step (B from A, then A from B), PolyBench's 0.33333 weight,
 * 1-D arrays allocated as pointer-to-array double (*A)[n] and passed as *A.
 * Usage: jacobi1d_polybench [n] [tsteps]   (defaults N=400, TSTEPS=100) */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 400
#endif
#ifndef TSTEPS
#define TSTEPS 100
#endif

static void init_array(int n, double A[n], double B[n])
{
  int i;

  for (i = 0; i < n; i++) {
    A[i] = ((double) ((i * i) % 29) + 2) / n;
    B[i] = ((double) ((i * 7) % 31) + 3) / n;
  }
}

static void kernel_jacobi_1d(int tsteps, int n, double A[n], double B[n])
{
  int t, i;

#pragma mint copy(A, toDevice, n)
#pragma mint copy(B, toDevice, n)
#pragma mint parallel
  {
    for (t = 0; t < tsteps; t++) {
#pragma mint for
      for (i = 1; i < n - 1; i++)
        B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
#pragma mint for
      for (i = 1; i < n - 1; i++)
        A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    }
  }
#pragma mint copy(A, fromDevice, n)
#pragma mint copy(B, fromDevice, n)
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : N;
  int tsteps = argc > 2 ? atoi(argv[2]) : TSTEPS;
  int i;
  double sa = 0.0, sb = 0.0;

  double (*A)[n] = (double (*)[n]) malloc(sizeof(double[n]));
  double (*B)[n] = (double (*)[n]) malloc(sizeof(double[n]));

  init_array(n, *A, *B);
  kernel_jacobi_1d(tsteps, n, *A, *B);

  for (i = 0; i < n; i++) {
    sa += (*A)[i] * (double) (1 + i % 7);
    sb += (*B)[i] * (double) (1 + i % 5);
  }
  printf("checksum %.15e\n", sa);
  printf("checksum %.15e\n", sb);

  free(A);
  free(B);
  return 0;
}
