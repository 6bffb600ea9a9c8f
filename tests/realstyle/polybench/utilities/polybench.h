/* A small stand-in for PolyBench/C 4.2.1's utilities/polybench.h, written for mint's tests: the
 * same macro names and shapes the benchmark sources use (array declarations and parameters
 * through POLYBENCH_nD, allocation through POLYBENCH_ALLOC_nD_ARRAY, the instruments as no-ops
 * unless POLYBENCH_TIME), so that a benchmark source compiles against it unchanged, found the
 * way the suite's build finds it: `-I utilities` and `#include <polybench.h>`. */
#ifndef MINT_TEST_POLYBENCH_H
#define MINT_TEST_POLYBENCH_H

#include <stdlib.h>

#ifndef POLYBENCH_PADDING_FACTOR
#define POLYBENCH_PADDING_FACTOR 0
#endif

#ifdef POLYBENCH_USE_C99_PROTO
#define POLYBENCH_C99_SELECT(x, y) y
#else
#define POLYBENCH_C99_SELECT(x, y) x
#endif

#define POLYBENCH_1D(var, dim1, ddim1) var[POLYBENCH_C99_SELECT(dim1, ddim1) + POLYBENCH_PADDING_FACTOR]
#define POLYBENCH_2D(var, dim1, dim2, ddim1, ddim2) \
    var[POLYBENCH_C99_SELECT(dim1, ddim1) + POLYBENCH_PADDING_FACTOR][POLYBENCH_C99_SELECT(dim2, ddim2) + POLYBENCH_PADDING_FACTOR]
#define POLYBENCH_3D(var, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
    var[POLYBENCH_C99_SELECT(dim1, ddim1) + POLYBENCH_PADDING_FACTOR][POLYBENCH_C99_SELECT(dim2, ddim2) + POLYBENCH_PADDING_FACTOR][POLYBENCH_C99_SELECT(dim3, ddim3) + POLYBENCH_PADDING_FACTOR]

#define POLYBENCH_DECL_VAR(x) (*x)
#define POLYBENCH_ARRAY(x) *x
#define POLYBENCH_FREE_ARRAY(x) free((void *)x);

#define POLYBENCH_ALLOC_3D_ARRAY(n1, n2, n3, type) \
    (type(*)[n1 + POLYBENCH_PADDING_FACTOR][n2 + POLYBENCH_PADDING_FACTOR][n3 + POLYBENCH_PADDING_FACTOR]) \
        polybench_alloc_data((n1 + POLYBENCH_PADDING_FACTOR) * (n2 + POLYBENCH_PADDING_FACTOR) * (n3 + POLYBENCH_PADDING_FACTOR), sizeof(type))
#define POLYBENCH_3D_ARRAY_DECL(var, type, dim1, dim2, dim3, ddim1, ddim2, ddim3) \
    type POLYBENCH_3D(POLYBENCH_DECL_VAR(var), dim1, dim2, dim3, ddim1, ddim2, ddim3) = \
        POLYBENCH_ALLOC_3D_ARRAY(POLYBENCH_C99_SELECT(dim1, ddim1), POLYBENCH_C99_SELECT(dim2, ddim2), POLYBENCH_C99_SELECT(dim3, ddim3), type);

#define polybench_start_instruments
#define polybench_stop_instruments
#define polybench_print_instruments
#define polybench_prevent_dce(func) func

static void *polybench_alloc_data(unsigned long long n, int elt_size)
{
    void *p = malloc((size_t)n * (size_t)elt_size);
    if (!p)
        abort();
    return p;
}

#endif
