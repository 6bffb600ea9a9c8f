/* mint: kernel mint_kernel_1 from multi.c:10: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
    double a,
    double b,
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
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
                const int z = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] = a * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + b * W[(mint_idx_t)(z) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from multi.c:10: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
    double a,
    double b,
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
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
                const int z = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] = a * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + b * W[(mint_idx_t)(z) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2 from multi.c:16: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O1: V staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_2(
    double *__restrict__ U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *__restrict__ V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *__restrict__ W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
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
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
    __shared__ double mint_sh[2][320];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 0;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int x = (int)mint_gx;
            (void)x;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_U0 = mint_gy0 * mint_pitch_U + mint_gx;
            const mint_idx_t mint_o_V0 = mint_gy0 * mint_pitch_V + mint_gx;
            const mint_idx_t mint_o_W0 = mint_gy0 * mint_pitch_W + mint_gx;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 0;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 1;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 32, mint_lx = mint_i0 - mint_ly * 32;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 320;
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_V + mint_hx;
            }
            const int mint_i1 = mint_tid + 256;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 32, mint_lx = mint_i1 - mint_ly * 32;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 320;
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_V + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 1;
            /* prologue: the planes the first step reads */
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = V + mint_pz * mint_slice_V;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 1; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + mint_c;
                const mint_idx_t mint_gz = mint_z0 + mint_c;
                const int z = (int)mint_gz;
                (void)z;
                const int mint_slot0 = (mint_c + 0) % 2;
                const int mint_slot1 = (mint_c + 1) % 2;
                double mint_pf0;
                double mint_pf1;
                {
                    const mint_idx_t mint_pz = mint_gz + 1;
                    const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                    const double *mint_pl = V + mint_pz * mint_slice_V;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_U0 = mint_gz * mint_slice_U + mint_o_U0;
                (void)mint_b_U0;
                const mint_idx_t mint_b_V0 = mint_gz * mint_slice_V + mint_o_V0;
                (void)mint_b_V0;
                const mint_idx_t mint_b_W0 = mint_gz * mint_slice_W + mint_o_W0;
                (void)mint_b_W0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int y = (int)mint_gy0;
                    (void)y;
                    do {
                        U[mint_b_U0] = mint_sh[mint_slot0][(mint_sy0 + 0) * 32 + mint_sx + 0] + mint_sh[mint_slot0][(mint_sy0 + -1) * 32 + mint_sx + 0] * W[mint_b_W0];
                    } while (0);
                }
                if (mint_hw0) mint_sh[mint_slot1][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot1][mint_i1] = mint_pf1;
                __syncthreads();
            }
        }
}

/* mint: kernel mint_kernel_2_i64 from multi.c:16: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O1: V staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_2_i64(
    double *__restrict__ U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *__restrict__ V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *__restrict__ W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
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
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
    __shared__ double mint_sh[2][320];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 0;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int x = (int)mint_gx;
            (void)x;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_U0 = mint_gy0 * mint_pitch_U + mint_gx;
            const mint_idx_t mint_o_V0 = mint_gy0 * mint_pitch_V + mint_gx;
            const mint_idx_t mint_o_W0 = mint_gy0 * mint_pitch_W + mint_gx;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 0;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 1;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 32, mint_lx = mint_i0 - mint_ly * 32;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 320;
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_V + mint_hx;
            }
            const int mint_i1 = mint_tid + 256;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 32, mint_lx = mint_i1 - mint_ly * 32;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 320;
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_V + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 1;
            /* prologue: the planes the first step reads */
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = V + mint_pz * mint_slice_V;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 1; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + mint_c;
                const mint_idx_t mint_gz = mint_z0 + mint_c;
                const int z = (int)mint_gz;
                (void)z;
                const int mint_slot0 = (mint_c + 0) % 2;
                const int mint_slot1 = (mint_c + 1) % 2;
                double mint_pf0;
                double mint_pf1;
                {
                    const mint_idx_t mint_pz = mint_gz + 1;
                    const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                    const double *mint_pl = V + mint_pz * mint_slice_V;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_U0 = mint_gz * mint_slice_U + mint_o_U0;
                (void)mint_b_U0;
                const mint_idx_t mint_b_V0 = mint_gz * mint_slice_V + mint_o_V0;
                (void)mint_b_V0;
                const mint_idx_t mint_b_W0 = mint_gz * mint_slice_W + mint_o_W0;
                (void)mint_b_W0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int y = (int)mint_gy0;
                    (void)y;
                    do {
                        U[mint_b_U0] = mint_sh[mint_slot0][(mint_sy0 + 0) * 32 + mint_sx + 0] + mint_sh[mint_slot0][(mint_sy0 + -1) * 32 + mint_sx + 0] * W[mint_b_W0];
                    } while (0);
                }
                if (mint_hw0) mint_sh[mint_slot1][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot1][mint_i1] = mint_pf1;
                __syncthreads();
            }
        }
}

