/* Not a stencil: a transposed read and a computed subscript. Translated by the baseline path. */
void transpose(double **A, double **B, int *perm, int n) {
#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint copy(perm, toDevice, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++)
                B[y][x] = A[x][y] + A[perm[y]][x];
    }
#pragma mint copy(B, fromDevice, n, n)
}
