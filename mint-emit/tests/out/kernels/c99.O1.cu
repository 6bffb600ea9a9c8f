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
/* mint: kernel mint_kernel_1 from c99.c:14: 3D 7-point, tile=32x4x1 chunk=1x1x1 block=32x4x1, -O1: in staged, planes [-1:global +0:shared +1:global] */
extern "C" __global__ void __launch_bounds__(128) mint_kernel_1(
    double *__restrict__ out,
    long mint_pitch_out_arg,
    long mint_slice_out_arg,
    const double *__restrict__ in,
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg)
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
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    __shared__ double mint_sh[2][204];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int i = (int)mint_gx;
            (void)i;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 4 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_out0 = mint_gy0 * mint_pitch_out + mint_gx;
            const mint_idx_t mint_o_in0 = mint_gy0 * mint_pitch_in + mint_gx;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 1;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 4 - 1;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 34, mint_lx = mint_i0 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 204;
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_in + mint_hx;
            }
            const int mint_i1 = mint_tid + 128;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 34, mint_lx = mint_i1 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 204;
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_in + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 1;
            /* prologue: the planes the first step reads */
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = in + mint_pz * mint_slice_in;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 1; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + mint_c;
                const mint_idx_t mint_gz = mint_z0 + mint_c;
                const int k = (int)mint_gz;
                (void)k;
                const int mint_slot0 = (mint_c + 0) % 2;
                const int mint_slot1 = (mint_c + 1) % 2;
                double mint_pf0;
                double mint_pf1;
                {
                    const mint_idx_t mint_pz = mint_gz + 1;
                    const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                    const double *mint_pl = in + mint_pz * mint_slice_in;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_out0 = mint_gz * mint_slice_out + mint_o_out0;
                (void)mint_b_out0;
                const mint_idx_t mint_b_in0 = mint_gz * mint_slice_in + mint_o_in0;
                (void)mint_b_in0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int j = (int)mint_gy0;
                    (void)j;
                    do {
                        out[mint_b_out0] = w * mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + 0] + mint_div2_rn_d((1.0 - w), 6.0000000000000000e0, 1.6666666666666666e-1) * (mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot0][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot0][(mint_sy0 + 1) * 34 + mint_sx + 0] + in[mint_b_in0 + (-1 * mint_slice_in)] + in[mint_b_in0 + (1 * mint_slice_in)]);
                    } while (0);
                }
                if (mint_hw0) mint_sh[mint_slot1][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot1][mint_i1] = mint_pf1;
                __syncthreads();
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from c99.c:14: 3D 7-point, tile=32x4x1 chunk=1x1x1 block=32x4x1, -O1: in staged, planes [-1:global +0:shared +1:global] */
extern "C" __global__ void __launch_bounds__(128) mint_kernel_1_i64(
    double *__restrict__ out,
    long mint_pitch_out_arg,
    long mint_slice_out_arg,
    const double *__restrict__ in,
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg)
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
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    __shared__ double mint_sh[2][204];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int i = (int)mint_gx;
            (void)i;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 4 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_out0 = mint_gy0 * mint_pitch_out + mint_gx;
            const mint_idx_t mint_o_in0 = mint_gy0 * mint_pitch_in + mint_gx;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 1;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 4 - 1;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 34, mint_lx = mint_i0 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 204;
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_in + mint_hx;
            }
            const int mint_i1 = mint_tid + 128;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 34, mint_lx = mint_i1 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 204;
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_in + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 1;
            /* prologue: the planes the first step reads */
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = in + mint_pz * mint_slice_in;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 1; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + mint_c;
                const mint_idx_t mint_gz = mint_z0 + mint_c;
                const int k = (int)mint_gz;
                (void)k;
                const int mint_slot0 = (mint_c + 0) % 2;
                const int mint_slot1 = (mint_c + 1) % 2;
                double mint_pf0;
                double mint_pf1;
                {
                    const mint_idx_t mint_pz = mint_gz + 1;
                    const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                    const double *mint_pl = in + mint_pz * mint_slice_in;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_out0 = mint_gz * mint_slice_out + mint_o_out0;
                (void)mint_b_out0;
                const mint_idx_t mint_b_in0 = mint_gz * mint_slice_in + mint_o_in0;
                (void)mint_b_in0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int j = (int)mint_gy0;
                    (void)j;
                    do {
                        out[mint_b_out0] = w * mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + 0] + mint_div2_rn_d((1.0 - w), 6.0000000000000000e0, 1.6666666666666666e-1) * (mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot0][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot0][(mint_sy0 + 1) * 34 + mint_sx + 0] + in[mint_b_in0 + (-1 * mint_slice_in)] + in[mint_b_in0 + (1 * mint_slice_in)]);
                    } while (0);
                }
                if (mint_hw0) mint_sh[mint_slot1][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot1][mint_i1] = mint_pf1;
                __syncthreads();
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

