/* fdtd-2d in the PolyBench/C 4.2.1 idiom.
 * Idiom exercised: three field arrays ex, ey, hz [nx][ny] and a source array
 * _fict_[tmax] as VLA parameters; a one-loop nest that writes a fixed row
 * (ey[0][j] = _fict_[t]) and reads the time variable t; three update nests
 * with different iteration ranges (1..nx, 1..ny, 0..nx-1) that each update
 * their array in place at the same point (ey[i][j] = ey[i][j] - ...).
 * Usage: fdtd2d_polybench [nx] [ny] [tmax]   (defaults NX=200, NY=240, TMAX=100) */
#include <stdio.h>
#include <stdlib.h>

#ifndef TMAX
#define TMAX 100
#endif
#ifndef NX
#define NX 200
#endif
#ifndef NY
#define NY 240
#endif

static void init_array(int tmax, int nx, int ny,
                       double ex[nx][ny], double ey[nx][ny], double hz[nx][ny],
                       double _fict_[tmax])
{
  int i, j;

  for (i = 0; i < tmax; i++)
    _fict_[i] = (double) i;
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      ex[i][j] = ((double) i * (j + 1)) / nx;
      ey[i][j] = ((double) i * (j + 2)) / ny;
      hz[i][j] = ((double) i * (j + 3)) / nx;
    }
}

static void kernel_fdtd_2d(int tmax, int nx, int ny,
                           double ex[nx][ny], double ey[nx][ny], double hz[nx][ny],
                           double _fict_[tmax])
{
  int t, i, j;

#pragma mint copy(_fict_, toDevice, tmax)
#pragma mint copy(ex, toDevice, ny, nx)
#pragma mint copy(ey, toDevice, ny, nx)
#pragma mint copy(hz, toDevice, ny, nx)
#pragma mint parallel
  {
    for (t = 0; t < tmax; t++) {
#pragma mint for
      for (j = 0; j < ny; j++)
        ey[0][j] = _fict_[t];
#pragma mint for nest(all) tile(32,8)
      for (i = 1; i < nx; i++)
        for (j = 0; j < ny; j++)
          ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma mint for nest(all) tile(32,8)
      for (i = 0; i < nx; i++)
        for (j = 1; j < ny; j++)
          ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma mint for nest(all) tile(32,8)
      for (i = 0; i < nx - 1; i++)
        for (j = 0; j < ny - 1; j++)
          hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
    }
  }
#pragma mint copy(ex, fromDevice, ny, nx)
#pragma mint copy(ey, fromDevice, ny, nx)
#pragma mint copy(hz, fromDevice, ny, nx)
}

int main(int argc, char **argv)
{
  int nx = argc > 1 ? atoi(argv[1]) : NX;
  int ny = argc > 2 ? atoi(argv[2]) : NY;
  int tmax = argc > 3 ? atoi(argv[3]) : TMAX;
  int i, j;
  double sx = 0.0, sy = 0.0, sz = 0.0;

  double (*ex)[nx][ny] = (double (*)[nx][ny]) malloc(sizeof(double[nx][ny]));
  double (*ey)[nx][ny] = (double (*)[nx][ny]) malloc(sizeof(double[nx][ny]));
  double (*hz)[nx][ny] = (double (*)[nx][ny]) malloc(sizeof(double[nx][ny]));
  double (*_fict_)[tmax] = (double (*)[tmax]) malloc(sizeof(double[tmax]));

  init_array(tmax, nx, ny, *ex, *ey, *hz, *_fict_);
  kernel_fdtd_2d(tmax, nx, ny, *ex, *ey, *hz, *_fict_);

  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      double w = (double) (1 + (i * 7 + j) % 13);
      sx += (*ex)[i][j] * w;
      sy += (*ey)[i][j] * w;
      sz += (*hz)[i][j] * w;
    }
  printf("checksum %.15e\n", sx);
  printf("checksum %.15e\n", sy);
  printf("checksum %.15e\n", sz);

  free(ex);
  free(ey);
  free(hz);
  free(_fict_);
  return 0;
}
