// Division without the division, checked on the GPU against IEEE division (mint_opt::exact_div:
// the text between the markers is exact_div::HELPER, as generated kernels define it; a unit test
// keeps it equal):
// - mint_div_rn_f (one correction, the divisors mint checks at translate time) and
//   mint_div2_rn_f (two corrections, any divisor) for every float a (all 2^32 bit patterns);
// - mint_div2_rn_d for 2^32 doubles a per divisor: random significands at every exponent,
//   and the specials.
// Divisors: the list below, then RANDOM more (random float significands times random powers of
// two in [2^-30, 2^30], both signs) for the two-correction forms.
// Build: nvcc -O3 -arch=sm_90 scripts/exact_div_check.cu -o exact_div_check
// Run:   ./exact_div_check [RANDOM]      (default 64); exit 1 on any difference
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

/* ---- exact_div::HELPER ---- */
#ifndef MINT_DIV_RN_F
#define MINT_DIV_RN_F
/* mint: a / d rounded to nearest without the division (mint_opt::exact_div): r = RN(1/d) and
   FMA corrections; one where d's reciprocal was checked over every significand of a, two
   (Markstein) for any other d; zero takes the sign of a * r; other values out of the ranges
   below (subnormal, huge, infinite, NaN) divide, out of line. */
__attribute__((unused)) static __device__ __noinline__ float mint_div_slow_f(float a, float d)
{
    return __fdiv_rn(a, d);
}
__attribute__((unused)) static __device__ __noinline__ double mint_div_slow_d(double a, double d)
{
    return __ddiv_rn(a, d);
}
__attribute__((unused)) static __device__ __forceinline__ float mint_div_rn_f(float a, float d, float r)
{
    const float q = __fmul_rn(a, r);
    const float m = fabsf(a);
    if (m >= 0x1p-60f && m <= 0x1p60f) return __fmaf_rn(__fmaf_rn(-q, d, a), r, q);
    if (m == 0.0f) return q;
    return mint_div_slow_f(a, d);
}
__attribute__((unused)) static __device__ __forceinline__ float mint_div2_rn_f(float a, float d, float r)
{
    const float q = __fmul_rn(a, r);
    const float m = fabsf(a), n = fabsf(d);
    if (n >= 0x1p-30f && n <= 0x1p30f) {
        if (m >= 0x1p-60f && m <= 0x1p60f) {
            const float q1 = __fmaf_rn(__fmaf_rn(-q, d, a), r, q);
            return __fmaf_rn(__fmaf_rn(-q1, d, a), r, q1);
        }
        if (m == 0.0f) return q;
    }
    return mint_div_slow_f(a, d);
}
__attribute__((unused)) static __device__ __forceinline__ double mint_div2_rn_d(double a, double d, double r)
{
    const double q = __dmul_rn(a, r);
    const double m = fabs(a), n = fabs(d);
    if (n >= 0x1p-30 && n <= 0x1p30) {
        if (m >= 0x1p-800 && m <= 0x1p800) {
            const double q1 = __fma_rn(__fma_rn(-q, d, a), r, q);
            return __fma_rn(__fma_rn(-q1, d, a), r, q1);
        }
        if (m == 0.0) return q;
    }
    return mint_div_slow_d(a, d);
}
#endif
/* ---- end ---- */

__global__ void check_f(int form, float d, float r, unsigned long long *bad, unsigned *first)
{
    unsigned long long n = 0;
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < (1ull << 32); i += stride) {
        const float a = __uint_as_float((unsigned)i);
        const float x = form == 1 ? mint_div_rn_f(a, d, r) : mint_div2_rn_f(a, d, r), y = __fdiv_rn(a, d);
        if (!(__float_as_uint(x) == __float_as_uint(y) || (x != x && y != y))) {
            n++;
            atomicMin(first, (unsigned)i);
        }
    }
    if (n) atomicAdd(bad, n);
}

__device__ unsigned long long mix(unsigned long long x)
{
    x ^= x >> 33; x *= 0xff51afd7ed558ccdull; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ull; x ^= x >> 33;
    return x;
}

__global__ void check_d(double d, double r, unsigned long long seed, unsigned long long *bad)
{
    unsigned long long n = 0;
    const unsigned long long stride = (unsigned long long)gridDim.x * blockDim.x;
    for (unsigned long long i = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x; i < (1ull << 32); i += stride) {
        const unsigned long long bits = mix(i ^ seed);
        double a = __longlong_as_double((long long)bits); /* every exponent, sign and significand */
        if (i < 8) a = i == 0 ? 0.0 : i == 1 ? -0.0 : i == 2 ? 1.0 / 0.0 : i == 3 ? -1.0 / 0.0 : i == 4 ? 1.0 : i == 5 ? -1.0 : i == 6 ? 4.9e-324 : 1.7976931348623157e308;
        const double x = mint_div2_rn_d(a, d, r), y = __ddiv_rn(a, d);
        if (!(__double_as_longlong(x) == __double_as_longlong(y) || (x != x && y != y))) n++;
    }
    if (n) atomicAdd(bad, n);
}

int main(int argc, char **argv)
{
    const float fixed[] = {118.0f, 3.0f, 6.0f, 7.0f, 9.0f, 10.0f, 12.0f, 24.0f, 26.0f, 0.3f, 0.1f, 1.5f, 9.81f, 1000.0f, -5.0f, 4.0f,
                           11.0f, 13.0f, 17.0f, 19.0f, 23.0f, 29.0f, 31.0f, 37.0f, 41.0f, 43.0f, 47.0f, 53.0f, 59.0f, 61.0f, 67.0f, 71.0f,
                           73.0f, 79.0f, 83.0f, 89.0f, 97.0f, 101.0f, 0.01f, 0.05f, 0.2f, 3.14159265f, 1.0e-6f, 12345.678f};
    const int nfixed = (int)(sizeof fixed / sizeof fixed[0]);
    const int nrand = argc > 1 ? atoi(argv[1]) : 64;
    unsigned long long *bad;
    unsigned *first;
    if (cudaMallocManaged(&bad, 8) != cudaSuccess || cudaMallocManaged(&first, 4) != cudaSuccess) {
        fprintf(stderr, "no GPU\n");
        return 1;
    }
    unsigned long long seed = 0x9e3779b97f4a7c15ull, fails = 0, checked = 0;
    for (int k = 0; k < nfixed + nrand; k++) {
        float d;
        if (k < nfixed) {
            d = fixed[k];
        } else {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            const unsigned sig = (unsigned)(seed >> 40) & 0x7fffffu;
            const int e = (int)((seed >> 20) % 61) - 30;
            d = __builtin_ldexpf(1.0f + sig / 8388608.0f, e) * ((seed >> 10) & 1 ? -1.0f : 1.0f);
        }
        const float r = 1.0f / d;
        for (int form = (k < nfixed ? 1 : 2); form <= 2; form++) {
            *bad = 0;
            *first = 0xffffffffu;
            check_f<<<132 * 16, 256>>>(form, d, r, bad, first);
            if (cudaDeviceSynchronize() != cudaSuccess) {
                fprintf(stderr, "launch failed\n");
                return 1;
            }
            checked++;
            if (*bad || k < nfixed)
                printf("float form %d d = %.9g: %llu of 2^32 differ%s%08x\n", form, d, *bad, *bad ? ", first a = 0x" : " ", *bad ? *first : 0u);
            fails += *bad != 0;
        }
        const double dd = k < nfixed ? (double)fixed[k] * (1.0 + 1.0e-9 * k) : (double)d * (1.0 + 1.0e-12);
        *bad = 0;
        check_d<<<132 * 16, 256>>>(dd, 1.0 / dd, seed ^ (unsigned long long)k, bad);
        if (cudaDeviceSynchronize() != cudaSuccess) {
            fprintf(stderr, "launch failed\n");
            return 1;
        }
        checked++;
        if (*bad || k < nfixed)
            printf("double d = %.17g: %llu of 2^32 differ\n", dd, *bad);
        fails += *bad != 0;
    }
    printf("%llu checks of 2^32 values, %llu with differences: %s\n", checked, fails, fails ? "MISMATCH" : "all equal");
    return fails != 0;
}
