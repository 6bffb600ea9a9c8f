/* 7-point stencil in the Parboil "stencil" idiom.
 * Idiom exercised: single precision, flat 1-D float arrays from malloc with a
 * cast, every access through an index macro Index3D(nx,ny,i,j,k) = i+nx*(j+ny*k),
 * loops ordered i (fastest in memory) outermost and k innermost as Parboil's
 * CPU reference does, coefficients c0/c1 as float variables, the result written
 * as c1 * (sum of six neighbours) - c0 * centre, a pointer swap in `single`, and
 * the copies given one flat size nx*ny*nz.
 * Usage: stencil7_parboil [nx] [ny] [nz] [iterations]   (defaults 64 64 32, 10) */
#include <stdio.h>
#include <stdlib.h>

#define Index3D(_nx,_ny,_i,_j,_k) ((_i)+_nx*((_j)+_ny*(_k)))

static void generate_data(float *A, int nx, int ny, int nz)
{
  int i, j, k;
  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++)
        A[Index3D(nx, ny, i, j, k)] = (float)((i * 17 + j * 31 + k * 7) % 97) / 97.0f + 0.25f;
}

int main(int argc, char **argv)
{
  int nx = 64, ny = 64, nz = 32, iteration = 10;
  int t, i, j, k;
  float c0 = 1.0f / 6.0f;
  float c1 = 1.0f / 6.0f / 6.0f;
  float *h_A0, *h_Anext;
  double sum = 0.0;

  if (argc > 1) nx = atoi(argv[1]);
  if (argc > 2) ny = atoi(argv[2]);
  if (argc > 3) nz = atoi(argv[3]);
  if (argc > 4) iteration = atoi(argv[4]);

  h_A0 = (float *) malloc(sizeof(float) * nx * ny * nz);
  h_Anext = (float *) malloc(sizeof(float) * nx * ny * nz);
  generate_data(h_A0, nx, ny, nz);
  generate_data(h_Anext, nx, ny, nz);

#pragma mint copy(h_A0, toDevice, nx*ny*nz)
#pragma mint copy(h_Anext, toDevice, nx*ny*nz)
#pragma mint parallel
  {
    for (t = 0; t < iteration; t++) {
#pragma mint for nest(all) tile(32,4,1)
      for (i = 1; i < nx - 1; i++) {
        for (j = 1; j < ny - 1; j++) {
          for (k = 1; k < nz - 1; k++) {
            h_Anext[Index3D(nx, ny, i, j, k)] =
              (h_A0[Index3D(nx, ny, i, j, k + 1)] +
               h_A0[Index3D(nx, ny, i, j, k - 1)] +
               h_A0[Index3D(nx, ny, i, j + 1, k)] +
               h_A0[Index3D(nx, ny, i, j - 1, k)] +
               h_A0[Index3D(nx, ny, i + 1, j, k)] +
               h_A0[Index3D(nx, ny, i - 1, j, k)]) * c1
              - h_A0[Index3D(nx, ny, i, j, k)] * c0;
          }
        }
      }
#pragma mint single
      {
        float *temp = h_A0;
        h_A0 = h_Anext;
        h_Anext = temp;
      }
    }
  }
#pragma mint copy(h_A0, fromDevice, nx*ny*nz)

  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++)
        sum += (double) h_A0[Index3D(nx, ny, i, j, k)] * (double)(1 + (i + j + k) % 5);
  printf("checksum %.15e\n", sum);

  free(h_A0);
  free(h_Anext);
  return 0;
}
