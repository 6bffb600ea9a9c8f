// mint: translated from nest1.c by mint 0.1.0, target openmp
/* nest(1): only the outer loop is parallel; the inner loops run serially in each thread. */
void smooth(double ***A, double ***B, int nx, int ny, int nz) {
/* mint: #pragma mint copy(A, toDevice, nx, ny, nz) */
/* mint: #pragma mint copy(B, toDevice, nx, ny, nz) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for nest(1) tile(64) */
        for (int z = 1; z < nz - 1; z++)
            for (int y = 1; y < ny - 1; y++)
                for (int x = 1; x < nx - 1; x++)
                    B[z][y][x] = 0.5 * A[z][y][x] + 0.25 * (A[z][y][x - 1] + A[z][y][x + 1]);
#pragma omp parallel for /* mint: pragma mint for nest(2) tile(16, 16); no collapse(2): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int z = 1; z < nz - 1; z++)
            for (int y = 1; y < ny - 1; y++) {
                double acc = 0.0;
                for (int x = 1; x < nx - 1; x++)
                    acc += B[z][y][x];
                A[z][y][0] = acc;
            }
    }
/* mint: #pragma mint copy(A, fromDevice, nx, ny, nz) */
}
