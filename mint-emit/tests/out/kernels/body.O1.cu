/* mint: kernel mint_kernel_1 from body.c:8: general, tile=16x8x2 chunk=1x1x2 block=16x8x1, -O1: U staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(128) mint_kernel_1(
    const double *__restrict__ U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double *__restrict__ V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    int mode,
    double dt,
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
    __shared__ double mint_sh[2][144];
    const int mint_tid = threadIdx.x + 16 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 0;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int x = (int)mint_gx;
            (void)x;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_U0 = mint_gy0 * mint_pitch_U + mint_gx;
            const mint_idx_t mint_o_V0 = mint_gy0 * mint_pitch_V + mint_gx;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 16 - 1;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 0;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 18, mint_lx = mint_i0 - mint_ly * 18;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 144;
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_U + mint_hx;
            }
            const int mint_i1 = mint_tid + 128;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 18, mint_lx = mint_i1 - mint_ly * 18;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 144;
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_U + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 2;
            /* prologue: the planes the first step reads */
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = U + mint_pz * mint_slice_U;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 2; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 2 + mint_c;
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
                    const double *mint_pl = U + mint_pz * mint_slice_U;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_U0 = mint_gz * mint_slice_U + mint_o_U0;
                (void)mint_b_U0;
                const mint_idx_t mint_b_V0 = mint_gz * mint_slice_V + mint_o_V0;
                (void)mint_b_V0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int y = (int)mint_gy0;
                    (void)y;
                    do {
                        double lap = mint_sh[mint_slot0][(mint_sy0 + 0) * 18 + mint_sx + -1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 18 + mint_sx + 1] - 2.0 * mint_sh[mint_slot0][(mint_sy0 + 0) * 18 + mint_sx + 0];
                        double g = mode > 0 ? sqrt(fabs(lap)) : (double)mode;
                        if (lap < 0.0)
                            g = -g;
                        else
                            g *= 0.5;
                        V[mint_b_V0] += dt * g;
                    } while (0);
                }
                if (mint_hw0) mint_sh[mint_slot1][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot1][mint_i1] = mint_pf1;
                __syncthreads();
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from body.c:8: general, tile=16x8x2 chunk=1x1x2 block=16x8x1, -O1: U staged, planes [+0:shared] */
extern "C" __global__ void __launch_bounds__(128) mint_kernel_1_i64(
    const double *__restrict__ U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double *__restrict__ V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    int mode,
    double dt,
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
    __shared__ double mint_sh[2][144];
    const int mint_tid = threadIdx.x + 16 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 0;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int x = (int)mint_gx;
            (void)x;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_U0 = mint_gy0 * mint_pitch_U + mint_gx;
            const mint_idx_t mint_o_V0 = mint_gy0 * mint_pitch_V + mint_gx;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 16 - 1;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 0;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 18, mint_lx = mint_i0 - mint_ly * 18;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 144;
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_U + mint_hx;
            }
            const int mint_i1 = mint_tid + 128;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 18, mint_lx = mint_i1 - mint_ly * 18;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 144;
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_U + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 2;
            /* prologue: the planes the first step reads */
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = U + mint_pz * mint_slice_U;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 2; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 2 + mint_c;
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
                    const double *mint_pl = U + mint_pz * mint_slice_U;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_U0 = mint_gz * mint_slice_U + mint_o_U0;
                (void)mint_b_U0;
                const mint_idx_t mint_b_V0 = mint_gz * mint_slice_V + mint_o_V0;
                (void)mint_b_V0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int y = (int)mint_gy0;
                    (void)y;
                    do {
                        double lap = mint_sh[mint_slot0][(mint_sy0 + 0) * 18 + mint_sx + -1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 18 + mint_sx + 1] - 2.0 * mint_sh[mint_slot0][(mint_sy0 + 0) * 18 + mint_sx + 0];
                        double g = mode > 0 ? sqrt(fabs(lap)) : (double)mode;
                        if (lap < 0.0)
                            g = -g;
                        else
                            g *= 0.5;
                        V[mint_b_V0] += dt * g;
                    } while (0);
                }
                if (mint_hw0) mint_sh[mint_slot1][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot1][mint_i1] = mint_pf1;
                __syncthreads();
            }
        }
}

