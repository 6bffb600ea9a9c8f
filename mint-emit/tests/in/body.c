/* A richer body: locals, if/else, ternary, casts, math calls, compound assignment. */
#include <math.h>
void update(double ***U, double ***V, int n, double dt, int mode) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16, 8, 2) chunksize(1, 1, 2)
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
#pragma mint copy(V, fromDevice, n, n, n)
}
