/* heat-3d in the PolyBench/C 4.2.1 idiom.
 * Idiom exercised: #ifndef-guarded size macros, a static kernel function whose
 * parameters are C99 variable-length arrays (double A[n][n][n]), loop variables
 * declared once at the top of the function, arrays allocated in main as
 * pointer-to-array (double (*A)[n][n][n]) and passed dereferenced (*A), the
 * time loop `for (t = 1; t <= tsteps; t++)` with two nests B = f(A), A = f(B).
 * Usage: heat3d_polybench [n] [tsteps]   (defaults N=32, TSTEPS=20)
 * (The initial values are PolyBench's formula taken modulo a prime: PolyBench's own
 * linear data are a fixed point of the stencil, which would make the checksum blind.) */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 32
#endif
#ifndef TSTEPS
#define TSTEPS 20
#endif

static void init_array(int n, double A[n][n][n], double B[n][n][n])
{
  int i, j, k;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (double) ((i * i + 3 * j + (n - k)) % 19) * 10 / (n);
}

static double checksum_array(int n, double A[n][n][n])
{
  int i, j, k;
  double s = 0.0;

  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        s += A[i][j][k] * (double) (1 + (i * 3 + j * 5 + k * 7) % 11);
  return s;
}

static void kernel_heat_3d(int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
  int t, i, j, k;

#pragma mint copy(A, toDevice, n, n, n)
#pragma mint copy(B, toDevice, n, n, n)
#pragma mint parallel
  {
    for (t = 1; t <= tsteps; t++) {
#pragma mint for nest(all) tile(16,8,1)
      for (i = 1; i < n - 1; i++) {
        for (j = 1; j < n - 1; j++) {
          for (k = 1; k < n - 1; k++) {
            B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                       + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                       + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                       + A[i][j][k];
          }
        }
      }
#pragma mint for nest(all) tile(16,8,1)
      for (i = 1; i < n - 1; i++) {
        for (j = 1; j < n - 1; j++) {
          for (k = 1; k < n - 1; k++) {
            A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                       + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                       + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                       + B[i][j][k];
          }
        }
      }
    }
  }
#pragma mint copy(A, fromDevice, n, n, n)
#pragma mint copy(B, fromDevice, n, n, n)
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : N;
  int tsteps = argc > 2 ? atoi(argv[2]) : TSTEPS;

  double (*A)[n][n][n] = (double (*)[n][n][n]) malloc(sizeof(double[n][n][n]));
  double (*B)[n][n][n] = (double (*)[n][n][n]) malloc(sizeof(double[n][n][n]));
  if (A == NULL || B == NULL) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }

  init_array(n, *A, *B);
  kernel_heat_3d(tsteps, n, *A, *B);

  printf("checksum %.15e\n", checksum_array(n, *A));
  printf("checksum %.15e\n", checksum_array(n, *B));

  free((void *) A);
  free((void *) B);
  return 0;
}
