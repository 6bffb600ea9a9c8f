// mint: translated from chunk.c by mint 0.1.0, target openmp
/* Chunking in z (paper's loop aggregation), in y, and in x (strided), float. */
void sweep(float ***A, float ***B, int n, float w) {
/* mint: #pragma mint copy(A, toDevice, n, n, n) */
/* mint: #pragma mint copy(B, toDevice, n, n, n) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 8, 64) chunksize(1, 1, 64); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    B[z][y][x] = w * (A[z - 1][y][x] + A[z + 1][y][x]) + A[z][y][x];
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(64, 16, 1) chunksize(2, 4, 1); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    A[z][y][x] = B[z][y][x] * w;
    }
/* mint: #pragma mint copy(A, fromDevice, n, n, n) */
}
