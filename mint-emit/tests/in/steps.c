/* Strided and exclusive loop bounds, and a 1D array. */
void every_other(float *a, float *b, long n) {
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
#pragma mint for tile(128)
        for (long i = 2; i < n - 2; i += 2)
            b[i] = 0.25f * a[i - 2] + 0.5f * a[i] + 0.25f * a[i + 2];
    }
#pragma mint copy(b, fromDevice, n)
}
