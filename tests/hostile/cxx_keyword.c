/* Legal C that is not legal C++: `class` names a variable. CUDA compiles as C++, so mint must
 * refuse it with a diagnostic pointing at the declaration, not write CUDA nvcc rejects. */
#include <stdlib.h>

int main(void) {
    int n = 64;
    double class = 0.5;
    double *U = (double *)malloc(sizeof(double) * n);
    double *V = (double *)malloc(sizeof(double) * n);
#pragma mint copy(U, toDevice, n)
#pragma mint copy(V, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int x = 1; x < n - 1; x++)
            V[x] = class * (U[x - 1] + U[x + 1]);
    }
#pragma mint copy(V, fromDevice, n)
    free(U);
    free(V);
    return 0;
}
