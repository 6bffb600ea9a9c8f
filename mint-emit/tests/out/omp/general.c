// mint: translated from general.c by mint 0.1.0, target openmp
/* Not a stencil: a transposed read and a computed subscript. Translated by the baseline path. */
void transpose(double **A, double **B, int *perm, int n) {
/* mint: #pragma mint copy(A, toDevice, n, n) */
/* mint: #pragma mint copy(B, toDevice, n, n) */
/* mint: #pragma mint copy(perm, toDevice, n) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for nest(all); no collapse(2): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++)
                B[y][x] = A[x][y] + A[perm[y]][x];
    }
/* mint: #pragma mint copy(B, fromDevice, n, n) */
}
