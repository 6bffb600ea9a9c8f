// mint: translated from steps.c by mint 0.1.0, target openmp
/* Strided and exclusive loop bounds, and a 1D array. */
void every_other(float *a, float *b, long n) {
/* mint: #pragma mint copy(a, toDevice, n) */
/* mint: #pragma mint copy(b, toDevice, n) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for tile(128) */
        for (long i = 2; i < n - 2; i += 2)
            b[i] = 0.25f * a[i - 2] + 0.5f * a[i] + 0.25f * a[i + 2];
    }
/* mint: #pragma mint copy(b, fromDevice, n) */
}
