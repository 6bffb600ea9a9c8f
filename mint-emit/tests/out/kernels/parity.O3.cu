/* mint: kernel mint_kernel_1 from parity.c:24: 2D 5-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O1: mint_view1_u staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_1(
    double *__restrict__ u,
    long mint_pitch_u_arg,
    long mint_slice_u_arg,
    int t,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_u = (mint_idx_t)mint_pitch_u_arg;
    (void)mint_pitch_u;
    const mint_idx_t mint_slice_u = (mint_idx_t)mint_slice_u_arg;
    (void)mint_slice_u;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    double *__restrict__ const mint_view0_u = u + (mint_idx_t)((t + 1) % 2) * mint_slice_u;
    const mint_idx_t mint_pitch_mint_view0_u = mint_pitch_u;
    (void)mint_pitch_mint_view0_u;
    const mint_idx_t mint_slice_mint_view0_u = mint_slice_u;
    (void)mint_slice_mint_view0_u;
    const double *__restrict__ const mint_view1_u = u + (mint_idx_t)(t % 2) * mint_slice_u;
    const mint_idx_t mint_pitch_mint_view1_u = mint_pitch_u;
    (void)mint_pitch_mint_view1_u;
    const mint_idx_t mint_slice_mint_view1_u = mint_slice_u;
    (void)mint_slice_mint_view1_u;
    __shared__ double mint_sh[1][340];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
        const mint_idx_t mint_gx = mint_lo_x + mint_ix;
        const int x = (int)mint_gx;
        (void)x;
        const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
        const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
        const mint_idx_t mint_o_mint_view0_u0 = mint_gy0 * mint_pitch_mint_view0_u + mint_gx;
        const mint_idx_t mint_o_mint_view1_u0 = mint_gy0 * mint_pitch_mint_view1_u + mint_gx;
        const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 1;
        const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 1;
        const int mint_i0 = mint_tid + 0;
        bool mint_hw0, mint_hv0;
        mint_idx_t mint_ho0;
        {
            const int mint_ly = mint_i0 / 34, mint_lx = mint_i0 - mint_ly * 34;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw0 = mint_i0 < 340;
            mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho0 = mint_hy * mint_pitch_mint_view1_u + mint_hx;
        }
        const int mint_i1 = mint_tid + 256;
        bool mint_hw1, mint_hv1;
        mint_idx_t mint_ho1;
        {
            const int mint_ly = mint_i1 / 34, mint_lx = mint_i1 - mint_ly * 34;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw1 = mint_i1 < 340;
            mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho1 = mint_hy * mint_pitch_mint_view1_u + mint_hx;
        }
        {
            {
                const bool mint_zok = true;
                const double *mint_pl = mint_view1_u;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            const mint_idx_t mint_b_mint_view0_u0 = mint_o_mint_view0_u0;
            (void)mint_b_mint_view0_u0;
            const mint_idx_t mint_b_mint_view1_u0 = mint_o_mint_view1_u0;
            (void)mint_b_mint_view1_u0;
            if (mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                const int y = (int)mint_gy0;
                (void)y;
                do {
                    mint_view0_u[mint_b_mint_view0_u0] = 0.6 * mint_sh[0][(mint_sy0 + 0) * 34 + mint_sx + 0] + 0.1 * (mint_sh[0][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[0][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[0][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[0][(mint_sy0 + 1) * 34 + mint_sx + 0]);
                } while (0);
            }
            __syncthreads();
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from parity.c:24: 2D 5-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O1: mint_view1_u staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_1_i64(
    double *__restrict__ u,
    long mint_pitch_u_arg,
    long mint_slice_u_arg,
    int t,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_u = (mint_idx_t)mint_pitch_u_arg;
    (void)mint_pitch_u;
    const mint_idx_t mint_slice_u = (mint_idx_t)mint_slice_u_arg;
    (void)mint_slice_u;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    double *__restrict__ const mint_view0_u = u + (mint_idx_t)((t + 1) % 2) * mint_slice_u;
    const mint_idx_t mint_pitch_mint_view0_u = mint_pitch_u;
    (void)mint_pitch_mint_view0_u;
    const mint_idx_t mint_slice_mint_view0_u = mint_slice_u;
    (void)mint_slice_mint_view0_u;
    const double *__restrict__ const mint_view1_u = u + (mint_idx_t)(t % 2) * mint_slice_u;
    const mint_idx_t mint_pitch_mint_view1_u = mint_pitch_u;
    (void)mint_pitch_mint_view1_u;
    const mint_idx_t mint_slice_mint_view1_u = mint_slice_u;
    (void)mint_slice_mint_view1_u;
    __shared__ double mint_sh[1][340];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
        const mint_idx_t mint_gx = mint_lo_x + mint_ix;
        const int x = (int)mint_gx;
        (void)x;
        const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
        const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
        const mint_idx_t mint_o_mint_view0_u0 = mint_gy0 * mint_pitch_mint_view0_u + mint_gx;
        const mint_idx_t mint_o_mint_view1_u0 = mint_gy0 * mint_pitch_mint_view1_u + mint_gx;
        const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 1;
        const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 1;
        const int mint_i0 = mint_tid + 0;
        bool mint_hw0, mint_hv0;
        mint_idx_t mint_ho0;
        {
            const int mint_ly = mint_i0 / 34, mint_lx = mint_i0 - mint_ly * 34;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw0 = mint_i0 < 340;
            mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho0 = mint_hy * mint_pitch_mint_view1_u + mint_hx;
        }
        const int mint_i1 = mint_tid + 256;
        bool mint_hw1, mint_hv1;
        mint_idx_t mint_ho1;
        {
            const int mint_ly = mint_i1 / 34, mint_lx = mint_i1 - mint_ly * 34;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw1 = mint_i1 < 340;
            mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho1 = mint_hy * mint_pitch_mint_view1_u + mint_hx;
        }
        {
            {
                const bool mint_zok = true;
                const double *mint_pl = mint_view1_u;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            const mint_idx_t mint_b_mint_view0_u0 = mint_o_mint_view0_u0;
            (void)mint_b_mint_view0_u0;
            const mint_idx_t mint_b_mint_view1_u0 = mint_o_mint_view1_u0;
            (void)mint_b_mint_view1_u0;
            if (mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                const int y = (int)mint_gy0;
                (void)y;
                do {
                    mint_view0_u[mint_b_mint_view0_u0] = 0.6 * mint_sh[0][(mint_sy0 + 0) * 34 + mint_sx + 0] + 0.1 * (mint_sh[0][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[0][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[0][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[0][(mint_sy0 + 1) * 34 + mint_sx + 0]);
                } while (0);
            }
            __syncthreads();
        }
    }
}

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
/* mint: kernel mint_kernel_2 from parity.c:28: not a stencil, tile=128x1x1 chunk=1x1x1 block=128x1x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    float *a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    int t,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_a = (mint_idx_t)mint_pitch_a_arg;
    (void)mint_pitch_a;
    const mint_idx_t mint_slice_a = (mint_idx_t)mint_slice_a_arg;
    (void)mint_slice_a;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 128 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int x = (int)(mint_lo_x + mint_ix);
            do {
                a[(mint_idx_t)(1 - t % 2) * mint_pitch_a + (x)] = mint_div_rn_f((a[(mint_idx_t)(t % 2) * mint_pitch_a + (x - 1)] + a[(mint_idx_t)(t % 2) * mint_pitch_a + (x)] + a[(mint_idx_t)(t % 2) * mint_pitch_a + (x + 1)]), 3.00000000e0f, 3.33333343e-1f);
            } while (0);
        }
    }
}

/* mint: kernel mint_kernel_2_i64 from parity.c:28: not a stencil, tile=128x1x1 chunk=1x1x1 block=128x1x1, -O0 */
extern "C" __global__ void mint_kernel_2_i64(
    float *a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    int t,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_a = (mint_idx_t)mint_pitch_a_arg;
    (void)mint_pitch_a;
    const mint_idx_t mint_slice_a = (mint_idx_t)mint_slice_a_arg;
    (void)mint_slice_a;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 128 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int x = (int)(mint_lo_x + mint_ix);
            do {
                a[(mint_idx_t)(1 - t % 2) * mint_pitch_a + (x)] = mint_div_rn_f((a[(mint_idx_t)(t % 2) * mint_pitch_a + (x - 1)] + a[(mint_idx_t)(t % 2) * mint_pitch_a + (x)] + a[(mint_idx_t)(t % 2) * mint_pitch_a + (x + 1)]), 3.00000000e0f, 3.33333343e-1f);
            } while (0);
        }
    }
}

