// Every float `a` (all 2^32 bit patterns) divided by each divisor on the GPU, by mint's
// division helper (mint_opt::exact_div: the text below is the helper as generated kernels
// define it) and by IEEE division (__fdiv_rn); prints the mismatches per divisor (0 expected).
// Build: nvcc -O3 -arch=sm_90 scripts/exact_div_check.cu -o exact_div_check
// Run:   ./exact_div_check [d ...]   (default: a list of common divisors)
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#ifndef MINT_DIV_RN_F
#define MINT_DIV_RN_F
/* mint: a / d rounded to nearest, with r = RN(1/d) checked for d over every significand of a
   (mint_opt::exact_div); zero takes the sign of a * r, and a outside [2^-60, 2^60] in magnitude
   (subnormal, huge, infinite, NaN) divides, out of line. */
static __device__ __noinline__ float mint_div_slow_f(float a, float d)
{
    return __fdiv_rn(a, d);
}
static __device__ __forceinline__ float mint_div_rn_f(float a, float d, float r)
{
    const float q = __fmul_rn(a, r);
    const float m = fabsf(a);
    if (m >= 0x1p-60f && m <= 0x1p60f) return __fmaf_rn(__fmaf_rn(-q, d, a), r, q);
    if (m == 0.0f) return q;
    return mint_div_slow_f(a, d);
}
#endif

__global__ void check(float d, float r, unsigned long long *bad, unsigned *first)
{
    unsigned long long n = 0;
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < (1ull << 32); i += stride) {
        const float a = __uint_as_float((unsigned)i);
        const float x = mint_div_rn_f(a, d, r), y = __fdiv_rn(a, d);
        const bool same = __float_as_uint(x) == __float_as_uint(y) || (x != x && y != y);
        if (!same) {
            n++;
            atomicMin(first, (unsigned)i);
        }
    }
    if (n) atomicAdd(bad, n);
}

int main(int argc, char **argv)
{
    float defaults[] = {118.0f, 3.0f, 6.0f, 7.0f, 9.0f, 10.0f, 12.0f, 24.0f, 26.0f, 0.3f, 0.1f, 1.5f, 9.81f, 1000.0f, -5.0f, 4.0f};
    int n = argc > 1 ? argc - 1 : (int)(sizeof defaults / sizeof defaults[0]);
    unsigned long long *bad;
    unsigned *first;
    if (cudaMallocManaged(&bad, 8) != cudaSuccess || cudaMallocManaged(&first, 4) != cudaSuccess) {
        fprintf(stderr, "no GPU\n");
        return 1;
    }
    int fails = 0;
    for (int k = 0; k < n; k++) {
        const float d = argc > 1 ? strtof(argv[k + 1], 0) : defaults[k];
        const float r = 1.0f / d;
        *bad = 0;
        *first = 0xffffffffu;
        check<<<132 * 16, 256>>>(d, r, bad, first);
        if (cudaDeviceSynchronize() != cudaSuccess) {
            fprintf(stderr, "launch failed\n");
            return 1;
        }
        printf("d = %.9g (r = %.9g): %llu of 2^32 differ%s", d, r, *bad, *bad ? "" : "\n");
        if (*bad) printf(", first a = 0x%08x\n", *first);
        fails += *bad != 0;
    }
    printf("%s\n", fails ? "MISMATCH" : "all equal");
    return fails != 0;
}
