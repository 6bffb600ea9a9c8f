/* mint: kernel mint_kernel_1 from clamp2d.c:17: 2D 5-point, tile=64x4x1 chunk=1x1x1 block=64x4x1, -O1: a staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_1(
    float *__restrict__ b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *__restrict__ a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    int w,
    int h,
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
    const mint_idx_t mint_pitch_b = (mint_idx_t)mint_pitch_b_arg;
    (void)mint_pitch_b;
    const mint_idx_t mint_slice_b = (mint_idx_t)mint_slice_b_arg;
    (void)mint_slice_b;
    const mint_idx_t mint_pitch_a = (mint_idx_t)mint_pitch_a_arg;
    (void)mint_pitch_a;
    const mint_idx_t mint_slice_a = (mint_idx_t)mint_slice_a_arg;
    (void)mint_slice_a;
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
    __shared__ float mint_sh[1][396];
    const int mint_tid = threadIdx.x + 64 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
        const mint_idx_t mint_gx = mint_lo_x + mint_ix;
        const int x = (int)mint_gx;
        (void)x;
        const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 4 + threadIdx.y * 1 + 0;
        const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
        const mint_idx_t mint_o_b0 = mint_gy0 * mint_pitch_b + mint_gx;
        const mint_idx_t mint_o_a0 = mint_gy0 * mint_pitch_a + mint_gx;
        const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 64 - 1;
        const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 4 - 1;
        const int mint_i0 = mint_tid + 0;
        bool mint_hw0, mint_hv0;
        mint_idx_t mint_ho0;
        {
            const int mint_ly = mint_i0 / 66, mint_lx = mint_i0 - mint_ly * 66;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw0 = mint_i0 < 396;
            mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho0 = mint_hy * mint_pitch_a + mint_hx;
        }
        const int mint_i1 = mint_tid + 256;
        bool mint_hw1, mint_hv1;
        mint_idx_t mint_ho1;
        {
            const int mint_ly = mint_i1 / 66, mint_lx = mint_i1 - mint_ly * 66;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw1 = mint_i1 < 396;
            mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho1 = mint_hy * mint_pitch_a + mint_hx;
        }
        {
            {
                const bool mint_zok = true;
                const float *mint_pl = a;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (float)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (float)0;
            }
            __syncthreads();
            const mint_idx_t mint_b_b0 = mint_o_b0;
            (void)mint_b_b0;
            const mint_idx_t mint_b_a0 = mint_o_a0;
            (void)mint_b_a0;
            if (mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                const int y = (int)mint_gy0;
                (void)y;
                do {
                    b[mint_b_b0] = 0.4f * mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0] + 0.15f * ((x > 0 ? mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + -1] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]) + (x < w - 1 ? mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 1] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]) + (y > 0 ? mint_sh[0][(mint_sy0 + -1) * 66 + mint_sx + 0] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]) + (y < h - 1 ? mint_sh[0][(mint_sy0 + 1) * 66 + mint_sx + 0] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]));
                } while (0);
            }
            __syncthreads();
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from clamp2d.c:17: 2D 5-point, tile=64x4x1 chunk=1x1x1 block=64x4x1, -O1: a staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_1_i64(
    float *__restrict__ b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *__restrict__ a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    int w,
    int h,
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
    const mint_idx_t mint_pitch_b = (mint_idx_t)mint_pitch_b_arg;
    (void)mint_pitch_b;
    const mint_idx_t mint_slice_b = (mint_idx_t)mint_slice_b_arg;
    (void)mint_slice_b;
    const mint_idx_t mint_pitch_a = (mint_idx_t)mint_pitch_a_arg;
    (void)mint_pitch_a;
    const mint_idx_t mint_slice_a = (mint_idx_t)mint_slice_a_arg;
    (void)mint_slice_a;
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
    __shared__ float mint_sh[1][396];
    const int mint_tid = threadIdx.x + 64 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
        const mint_idx_t mint_gx = mint_lo_x + mint_ix;
        const int x = (int)mint_gx;
        (void)x;
        const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 4 + threadIdx.y * 1 + 0;
        const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
        const mint_idx_t mint_o_b0 = mint_gy0 * mint_pitch_b + mint_gx;
        const mint_idx_t mint_o_a0 = mint_gy0 * mint_pitch_a + mint_gx;
        const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 64 - 1;
        const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 4 - 1;
        const int mint_i0 = mint_tid + 0;
        bool mint_hw0, mint_hv0;
        mint_idx_t mint_ho0;
        {
            const int mint_ly = mint_i0 / 66, mint_lx = mint_i0 - mint_ly * 66;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw0 = mint_i0 < 396;
            mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho0 = mint_hy * mint_pitch_a + mint_hx;
        }
        const int mint_i1 = mint_tid + 256;
        bool mint_hw1, mint_hv1;
        mint_idx_t mint_ho1;
        {
            const int mint_ly = mint_i1 / 66, mint_lx = mint_i1 - mint_ly * 66;
            const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
            mint_hw1 = mint_i1 < 396;
            mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
            mint_ho1 = mint_hy * mint_pitch_a + mint_hx;
        }
        {
            {
                const bool mint_zok = true;
                const float *mint_pl = a;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (float)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (float)0;
            }
            __syncthreads();
            const mint_idx_t mint_b_b0 = mint_o_b0;
            (void)mint_b_b0;
            const mint_idx_t mint_b_a0 = mint_o_a0;
            (void)mint_b_a0;
            if (mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                const int y = (int)mint_gy0;
                (void)y;
                do {
                    b[mint_b_b0] = 0.4f * mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0] + 0.15f * ((x > 0 ? mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + -1] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]) + (x < w - 1 ? mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 1] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]) + (y > 0 ? mint_sh[0][(mint_sy0 + -1) * 66 + mint_sx + 0] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]) + (y < h - 1 ? mint_sh[0][(mint_sy0 + 1) * 66 + mint_sx + 0] : mint_sh[0][(mint_sy0 + 0) * 66 + mint_sx + 0]));
                } while (0);
            }
            __syncthreads();
        }
    }
}

