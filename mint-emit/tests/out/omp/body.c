// mint: translated from body.c by mint 0.1.0, target openmp
/* A richer body: locals, if/else, ternary, casts, math calls, compound assignment. */
#include <math.h>
void update(double ***U, double ***V, int n, double dt, int mode) {
/* mint: #pragma mint copy(U, toDevice, n, n, n) */
/* mint: #pragma mint copy(V, toDevice, n, n, n) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(16, 8, 2) chunksize(1, 1, 2); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int z = 1; z <= n - 2; z++)
            for (int y = 1; y <= n - 2; y++)
                for (int x = 1; x <= n - 2; x++) {
                    double lap = U[z][y][x - 1] + U[z][y][x + 1] - 2.0 * U[z][y][x];
                    double g = mode > 0 ? sqrt(fabs(lap)) : (double)mode;
                    if (lap < 0.0)
                        g = -g;
                    else
                        g *= 0.5;
                    V[z][y][x] += dt * g;
                }
    }
/* mint: #pragma mint copy(V, fromDevice, n, n, n) */
}
