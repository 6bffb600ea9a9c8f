// mint: translated from reduction.c by mint 0.1.0, target openmp
/* Reductions: + over doubles, max over floats, * over ints, at several nest depths. */
#include <math.h>
double residual(double ***U, double ***R, float **F, int **I, int n, int *prod_out) {
    double sum = 0.0;
    float peak = -1.0f;
    int prod = 1;
/* mint: #pragma mint copy(U, toDevice, n, n, n) */
/* mint: #pragma mint copy(R, toDevice, n, n, n) */
/* mint: #pragma mint copy(F, toDevice, n, n) */
/* mint: #pragma mint copy(I, toDevice, n, n) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for reduction(+:sum) /* mint: pragma mint for nest(all) tile(32, 4, 2) reduction(+:sum); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    double r = U[z][y][x] - R[z][y][x];
                    sum += r * r;
                }
#pragma omp parallel for reduction(max:peak) /* mint: pragma mint for nest(2) reduction(max:peak); no collapse(2): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++)
                peak = fmaxf(peak, F[y][x]);
#pragma omp parallel for reduction(*:prod) /* mint: pragma mint for reduction(*:prod) */
        for (int y = 0; y < n; y++)
            prod *= I[y][0];
    }
    *prod_out = prod;
    return sqrt(sum) + peak;
}
