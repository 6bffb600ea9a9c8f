/* 2-D heat equation in the style of a small solver code: the run's parameters in a struct
 * filled by a setup function, a wall-clock timer on `struct timeval`, the stability number
 * checked on the host and the update reading the coefficients from the struct. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

typedef struct {
  int nx, ny;       /* grid points */
  int steps;        /* time steps */
  double kappa, dt; /* diffusivity and time step */
  double h;         /* grid spacing */
} params_t;

struct stopwatch {
  struct timeval start, stop;
};

static void setup(params_t *p, int argc, char **argv)
{
  p->nx = argc > 1 ? atoi(argv[1]) : 160;
  p->ny = argc > 2 ? atoi(argv[2]) : 120;
  p->steps = argc > 3 ? atoi(argv[3]) : 60;
  p->h = 1.0 / (p->nx - 1);
  p->kappa = 1.0;
  p->dt = 0.2 * p->h * p->h / p->kappa;
}

static double elapsed(const struct stopwatch *w)
{
  return (w->stop.tv_sec - w->start.tv_sec) + 1e-6 * (w->stop.tv_usec - w->start.tv_usec);
}

int main(int argc, char **argv)
{
  params_t prm;
  struct stopwatch clock;
  setup(&prm, argc, argv);
  const int nx = prm.nx, ny = prm.ny;
  const double r = prm.kappa * prm.dt / (prm.h * prm.h);
  if (r > 0.25) {
    fprintf(stderr, "unstable: r = %g\n", r);
    return 1;
  }
  double *t_old = malloc(sizeof(double) * nx * ny);
  double *t_new = malloc(sizeof(double) * nx * ny);
  for (int j = 0; j < ny; j++)
    for (int i = 0; i < nx; i++) {
      const double hot = (i > nx / 3 && i < nx / 2 && j > ny / 4 && j < ny / 2) ? 100.0 : 0.0;
      t_old[j * nx + i] = t_new[j * nx + i] = hot + (j == 0 ? 50.0 : 0.0);
    }

  gettimeofday(&clock.start, NULL);
#pragma mint copy(t_old, toDevice, nx, ny)
#pragma mint copy(t_new, toDevice, nx, ny)
#pragma mint parallel
  {
    for (int s = 0; s < prm.steps; s++) {
#pragma mint for nest(2) tile(32, 8)
      for (int j = 1; j < ny - 1; j++)
        for (int i = 1; i < nx - 1; i++)
          t_new[j * nx + i] = t_old[j * nx + i] +
                              prm.kappa * prm.dt / (prm.h * prm.h) *
                                  (t_old[j * nx + i - 1] + t_old[j * nx + i + 1] +
                                   t_old[(j - 1) * nx + i] + t_old[(j + 1) * nx + i] -
                                   4.0 * t_old[j * nx + i]);
#pragma mint single
      {
        double *swap = t_old;
        t_old = t_new;
        t_new = swap;
      }
    }
  }
#pragma mint copy(t_old, fromDevice, nx, ny)
  gettimeofday(&clock.stop, NULL);

  double total = 0.0, peak = 0.0;
  for (int k = 0; k < nx * ny; k++) {
    total += t_old[k];
    if (t_old[k] > peak)
      peak = t_old[k];
  }
  printf("checksum %.15e\n", total);
  printf("checksum %.15e\n", peak);
  fprintf(stderr, "%d steps in %.3f s\n", prm.steps, elapsed(&clock));
  free(t_old);
  free(t_new);
  return 0;
}
