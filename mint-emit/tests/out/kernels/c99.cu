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
/* mint: kernel mint_kernel_1 from c99.c:14: 3D 7-point, tile=32x4x1 chunk=1x1x1 block=32x4x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *out,
    long mint_pitch_out_arg,
    long mint_slice_out_arg,
    const double *in,
    long mint_pitch_in_arg,
    long mint_slice_in_arg,
    double w,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_out = (mint_idx_t)mint_pitch_out_arg;
    (void)mint_pitch_out;
    const mint_idx_t mint_slice_out = (mint_idx_t)mint_slice_out_arg;
    (void)mint_slice_out;
    const mint_idx_t mint_pitch_in = (mint_idx_t)mint_pitch_in_arg;
    (void)mint_pitch_in;
    const mint_idx_t mint_slice_in = (mint_idx_t)mint_slice_in_arg;
    (void)mint_slice_in;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_lo_z = (mint_idx_t)mint_lo_z_arg;
    (void)mint_lo_z;
    const mint_idx_t mint_n_z = (mint_idx_t)mint_n_z_arg;
    (void)mint_n_z;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int k = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int j = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int i = (int)(mint_lo_x + mint_ix);
                        do {
                            out[(mint_idx_t)(k) * mint_slice_out + (mint_idx_t)(j) * mint_pitch_out + (i)] = w * in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i)] + mint_div2_rn_d((1.0 - w), 6.0000000000000000e0, 1.6666666666666666e-1) * (in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i - 1)] + in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i + 1)] + in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j - 1) * mint_pitch_in + (i)] + in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j + 1) * mint_pitch_in + (i)] + in[(mint_idx_t)(k - 1) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i)] + in[(mint_idx_t)(k + 1) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i)]);
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from c99.c:14: 3D 7-point, tile=32x4x1 chunk=1x1x1 block=32x4x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *out,
    long mint_pitch_out_arg,
    long mint_slice_out_arg,
    const double *in,
    long mint_pitch_in_arg,
    long mint_slice_in_arg,
    double w,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_out = (mint_idx_t)mint_pitch_out_arg;
    (void)mint_pitch_out;
    const mint_idx_t mint_slice_out = (mint_idx_t)mint_slice_out_arg;
    (void)mint_slice_out;
    const mint_idx_t mint_pitch_in = (mint_idx_t)mint_pitch_in_arg;
    (void)mint_pitch_in;
    const mint_idx_t mint_slice_in = (mint_idx_t)mint_slice_in_arg;
    (void)mint_slice_in;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_lo_z = (mint_idx_t)mint_lo_z_arg;
    (void)mint_lo_z;
    const mint_idx_t mint_n_z = (mint_idx_t)mint_n_z_arg;
    (void)mint_n_z;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int k = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int j = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int i = (int)(mint_lo_x + mint_ix);
                        do {
                            out[(mint_idx_t)(k) * mint_slice_out + (mint_idx_t)(j) * mint_pitch_out + (i)] = w * in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i)] + mint_div2_rn_d((1.0 - w), 6.0000000000000000e0, 1.6666666666666666e-1) * (in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i - 1)] + in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i + 1)] + in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j - 1) * mint_pitch_in + (i)] + in[(mint_idx_t)(k) * mint_slice_in + (mint_idx_t)(j + 1) * mint_pitch_in + (i)] + in[(mint_idx_t)(k - 1) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i)] + in[(mint_idx_t)(k + 1) * mint_slice_in + (mint_idx_t)(j) * mint_pitch_in + (i)]);
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2 from c99.c:31: general, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    double s,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_A = (mint_idx_t)mint_pitch_A_arg;
    (void)mint_pitch_A;
    const mint_idx_t mint_slice_A = (mint_idx_t)mint_slice_A_arg;
    (void)mint_slice_A;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int i = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int j = (int)(mint_lo_x + mint_ix);
                do {
                    A[(mint_idx_t)(i) * mint_pitch_A + (j)] = s * A[(mint_idx_t)(i) * mint_pitch_A + (j)];
                } while (0);
            }
        }
    }
}

/* mint: kernel mint_kernel_2_i64 from c99.c:31: general, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2_i64(
    double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    double s,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_A = (mint_idx_t)mint_pitch_A_arg;
    (void)mint_pitch_A;
    const mint_idx_t mint_slice_A = (mint_idx_t)mint_slice_A_arg;
    (void)mint_slice_A;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int i = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int j = (int)(mint_lo_x + mint_ix);
                do {
                    A[(mint_idx_t)(i) * mint_pitch_A + (j)] = s * A[(mint_idx_t)(i) * mint_pitch_A + (j)];
                } while (0);
            }
        }
    }
}

