/* Acoustic wave propagation in a constant-density medium: second order in time, eighth order
 * in space, the inner kernel of reverse-time-migration codes. The Laplacian is written the way
 * those codes write it: a table of finite-difference coefficients and a loop over the radius.
 * The wavefield update lives in its own function, called once per time step from the driver. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define RADIUS 4

#ifndef NX
#define NX 72
#endif
#ifndef NY
#define NY 64
#endif
#ifndef NZ
#define NZ 56
#endif
#ifndef NT
#define NT 24
#endif

/* Eighth-order central differences of the second derivative (Fornberg). */
static const float fd_coef[RADIUS + 1] = {
    -205.0f / 72.0f, 8.0f / 5.0f, -1.0f / 5.0f, 8.0f / 315.0f, -1.0f / 560.0f};

static void update_wavefield(int nx, int ny, int nz, float *restrict next,
                             const float *restrict cur, const float *restrict vel2,
                             float dt2_over_h2)
{
  const long stride_y = nx;
  const long stride_z = (long)nx * ny;
#pragma mint for nest(all) tile(32, 8, 1)
  for (int iz = RADIUS; iz < nz - RADIUS; iz++)
    for (int iy = RADIUS; iy < ny - RADIUS; iy++)
      for (int ix = RADIUS; ix < nx - RADIUS; ix++) {
        const long c = iz * stride_z + iy * stride_y + ix;
        float lap = 3.0f * fd_coef[0] * cur[c];
        for (int r = 1; r <= RADIUS; r++)
          lap += fd_coef[r] * (cur[c + r] + cur[c - r] + cur[c + r * stride_y] +
                               cur[c - r * stride_y] + cur[c + r * stride_z] +
                               cur[c - r * stride_z]);
        next[c] = 2.0f * cur[c] - next[c] + vel2[c] * dt2_over_h2 * lap;
      }
}

int main(void)
{
  const int nx = NX, ny = NY, nz = NZ;
  const long n = (long)nx * ny * nz;
  float *prev = malloc(n * sizeof(float));
  float *cur = malloc(n * sizeof(float));
  float *vel2 = malloc(n * sizeof(float));
  const float h = 10.0f, dt = 1.0e-3f;

  /* A two-layer velocity model and a Gaussian pulse in the upper layer. */
  for (int iz = 0; iz < nz; iz++)
    for (int iy = 0; iy < ny; iy++)
      for (int ix = 0; ix < nx; ix++) {
        const long c = ((long)iz * ny + iy) * nx + ix;
        const float v = iz < nz / 2 ? 1500.0f : 2500.0f + 4.0f * (ix % 7);
        vel2[c] = v * v;
        const float dx = ix - nx / 3.0f, dy = iy - ny / 2.0f, dz = iz - nz / 4.0f;
        cur[c] = expf(-(dx * dx + dy * dy + dz * dz) / 18.0f);
        prev[c] = cur[c];
      }

#pragma mint copy(prev, toDevice, nx, ny, nz)
#pragma mint copy(cur, toDevice, nx, ny, nz)
#pragma mint copy(vel2, toDevice, nx, ny, nz)
#pragma mint parallel
  {
    for (int it = 0; it < NT; it++) {
      update_wavefield(nx, ny, nz, prev, cur, vel2, dt * dt / (h * h));
#pragma mint single
      {
        float *swap = prev;
        prev = cur;
        cur = swap;
      }
    }
  }
#pragma mint copy(cur, fromDevice, nx, ny, nz)
#pragma mint copy(prev, fromDevice, nx, ny, nz)

  double energy = 0.0, sum = 0.0;
  for (long c = 0; c < n; c++) {
    energy += (double)cur[c] * cur[c];
    sum += fabs((double)cur[c]) + 0.5 * fabs((double)prev[c]);
  }
  printf("checksum %.15e\n", energy);
  printf("checksum %.15e\n", sum);
  free(prev);
  free(cur);
  free(vel2);
  return 0;
}
