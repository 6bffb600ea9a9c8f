// mint: translated from multi.c by mint 0.1.0, target openmp
/* Several nests in one region, a barrier, nowait, and a host loop counter. */
void step(double ***U, double ***V, double ***W, int n, int steps, double a, double b) {
/* mint: #pragma mint copy(U, toDevice, n, n, n) */
/* mint: #pragma mint copy(V, toDevice, n, n, n) */
/* mint: #pragma mint copy(W, toDevice, n, n, n) */
/* mint: #pragma mint parallel default(shared) */
    {
        int t = 0;
        while (t < steps) {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 8, 1) nowait; no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
            for (int z = 1; z < n - 1; z++)
                for (int y = 1; y < n - 1; y++)
                    for (int x = 1; x < n - 1; x++)
                        V[z][y][x] = a * U[z][y][x] + b * W[z][y][x];
/* mint: #pragma mint barrier */
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 8, 1); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
            for (int z = 1; z < n - 1; z++)
                for (int y = 1; y < n - 1; y++)
                    for (int x = 1; x < n - 1; x++)
                        U[z][y][x] = V[z][y][x] + V[z][y - 1][x] * W[z][y][x];
            t = t + 1;
        }
    }
/* mint: #pragma mint copy(U, fromDevice, n, n, n) */
/* mint: #pragma mint copy(V, fromDevice, n, n, n) */
}
