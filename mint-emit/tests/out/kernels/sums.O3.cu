/* mint: kernel mint_kernel_1 from sums.c:19: 3D 19-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O3: u staged, planes [-1:shared +0:shared +1:shared], rotating */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_1(
    double *__restrict__ v,
    long mint_pitch_v_arg,
    long mint_slice_v_arg,
    const double *__restrict__ f,
    long mint_pitch_f_arg,
    long mint_slice_f_arg,
    const double *__restrict__ u,
    long mint_pitch_u_arg,
    long mint_slice_u_arg,
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
    const mint_idx_t mint_pitch_v = (mint_idx_t)mint_pitch_v_arg;
    (void)mint_pitch_v;
    const mint_idx_t mint_slice_v = (mint_idx_t)mint_slice_v_arg;
    (void)mint_slice_v;
    const mint_idx_t mint_pitch_f = (mint_idx_t)mint_pitch_f_arg;
    (void)mint_pitch_f;
    const mint_idx_t mint_slice_f = (mint_idx_t)mint_slice_f_arg;
    (void)mint_slice_f;
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
    __shared__ double mint_sh[4][340];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int i = (int)mint_gx;
            (void)i;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_v0 = mint_gy0 * mint_pitch_v + mint_gx;
            const mint_idx_t mint_o_f0 = mint_gy0 * mint_pitch_f + mint_gx;
            const mint_idx_t mint_o_u0 = mint_gy0 * mint_pitch_u + mint_gx;
            const bool mint_ok0 = mint_gx < mint_ext_x && mint_gy0 < mint_ext_y;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 1;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 1;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 34, mint_lx = mint_i0 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 340 && !(mint_lx >= 1 && mint_lx < 33 && mint_ly >= 1 && mint_ly < 9);
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_u + mint_hx;
            }
            const int mint_i1 = mint_tid + 256;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 34, mint_lx = mint_i1 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 340 && !(mint_lx >= 1 && mint_lx < 33 && mint_ly >= 1 && mint_ly < 9);
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_u + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 1;
            double mint_q0_0, mint_q1_0, mint_q2_0;
            /* prologue: the planes the first step reads */
            mint_q0_0 = (mint_ok0 && (mint_z0 + -1) >= 0 && (mint_z0 + -1) < mint_ext_z) ? u[((mint_z0 + -1)) * mint_slice_u + mint_o_u0] : (double)0;
            mint_q1_0 = (mint_ok0 && (mint_z0 + 0) >= 0 && (mint_z0 + 0) < mint_ext_z) ? u[((mint_z0 + 0)) * mint_slice_u + mint_o_u0] : (double)0;
            mint_q2_0 = (mint_ok0 && (mint_z0 + 1) >= 0 && (mint_z0 + 1) < mint_ext_z) ? u[((mint_z0 + 1)) * mint_slice_u + mint_o_u0] : (double)0;
            mint_sh[0][mint_sy0 * 34 + mint_sx] = mint_q0_0;
            {
                const mint_idx_t mint_pz = mint_z0 + -1;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = u + mint_pz * mint_slice_u;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            mint_sh[1][mint_sy0 * 34 + mint_sx] = mint_q1_0;
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = u + mint_pz * mint_slice_u;
                if (mint_hw0) mint_sh[1][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[1][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            mint_sh[2][mint_sy0 * 34 + mint_sx] = mint_q2_0;
            {
                const mint_idx_t mint_pz = mint_z0 + 1;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = u + mint_pz * mint_slice_u;
                if (mint_hw0) mint_sh[2][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[2][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 1; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + mint_c;
                const mint_idx_t mint_gz = mint_z0 + mint_c;
                const int k = (int)mint_gz;
                (void)k;
                const int mint_slot0 = (mint_c + 0) % 4;
                const int mint_slot1 = (mint_c + 1) % 4;
                const int mint_slot2 = (mint_c + 2) % 4;
                const int mint_slot3 = (mint_c + 3) % 4;
                const double mint_qn_0 = (mint_ok0 && (mint_gz + 2) >= 0 && (mint_gz + 2) < mint_ext_z) ? u[((mint_gz + 2)) * mint_slice_u + mint_o_u0] : (double)0;
                double mint_pf0;
                double mint_pf1;
                {
                    const mint_idx_t mint_pz = mint_gz + 2;
                    const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                    const double *mint_pl = u + mint_pz * mint_slice_u;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_v0 = mint_gz * mint_slice_v + mint_o_v0;
                (void)mint_b_v0;
                const mint_idx_t mint_b_f0 = mint_gz * mint_slice_f + mint_o_f0;
                (void)mint_b_f0;
                const mint_idx_t mint_b_u0 = mint_gz * mint_slice_u + mint_o_u0;
                (void)mint_b_u0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int j = (int)mint_gy0;
                    (void)j;
                    do {
                        v[mint_b_v0] = w * (f[mint_b_f0] + 2.0 * (mint_sh[mint_slot1][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot1][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot1][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot1][(mint_sy0 + 1) * 34 + mint_sx + 0] + mint_q0_0 + mint_q2_0) + mint_sh[mint_slot1][(mint_sy0 + -1) * 34 + mint_sx + -1] + mint_sh[mint_slot1][(mint_sy0 + -1) * 34 + mint_sx + 1] + mint_sh[mint_slot1][(mint_sy0 + 1) * 34 + mint_sx + -1] + mint_sh[mint_slot1][(mint_sy0 + 1) * 34 + mint_sx + 1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot2][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot2][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot0][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot0][(mint_sy0 + 1) * 34 + mint_sx + 0] + mint_sh[mint_slot2][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot2][(mint_sy0 + 1) * 34 + mint_sx + 0]);
                    } while (0);
                }
                mint_sh[mint_slot3][mint_sy0 * 34 + mint_sx] = mint_qn_0;
                if (mint_hw0) mint_sh[mint_slot3][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot3][mint_i1] = mint_pf1;
                __syncthreads();
                mint_q0_0 = mint_q1_0;
                mint_q1_0 = mint_q2_0;
                mint_q2_0 = mint_qn_0;
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from sums.c:19: 3D 19-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O3: u staged, planes [-1:shared +0:shared +1:shared], rotating */
extern "C" __global__ void __launch_bounds__(256) mint_kernel_1_i64(
    double *__restrict__ v,
    long mint_pitch_v_arg,
    long mint_slice_v_arg,
    const double *__restrict__ f,
    long mint_pitch_f_arg,
    long mint_slice_f_arg,
    const double *__restrict__ u,
    long mint_pitch_u_arg,
    long mint_slice_u_arg,
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
    const mint_idx_t mint_pitch_v = (mint_idx_t)mint_pitch_v_arg;
    (void)mint_pitch_v;
    const mint_idx_t mint_slice_v = (mint_idx_t)mint_slice_v_arg;
    (void)mint_slice_v;
    const mint_idx_t mint_pitch_f = (mint_idx_t)mint_pitch_f_arg;
    (void)mint_pitch_f;
    const mint_idx_t mint_slice_f = (mint_idx_t)mint_slice_f_arg;
    (void)mint_slice_f;
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
    __shared__ double mint_sh[4][340];
    const int mint_tid = threadIdx.x + 32 * threadIdx.y;
    const int mint_sx = threadIdx.x + 1;
    const int mint_sy0 = threadIdx.y * 1 + 1;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y) {
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            const mint_idx_t mint_gx = mint_lo_x + mint_ix;
            const int i = (int)mint_gx;
            (void)i;
            const mint_idx_t mint_iy0 = (mint_idx_t)mint_by * 8 + threadIdx.y * 1 + 0;
            const mint_idx_t mint_gy0 = mint_lo_y + mint_iy0;
            const mint_idx_t mint_o_v0 = mint_gy0 * mint_pitch_v + mint_gx;
            const mint_idx_t mint_o_f0 = mint_gy0 * mint_pitch_f + mint_gx;
            const mint_idx_t mint_o_u0 = mint_gy0 * mint_pitch_u + mint_gx;
            const bool mint_ok0 = mint_gx < mint_ext_x && mint_gy0 < mint_ext_y;
            const mint_idx_t mint_x0 = mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 1;
            const mint_idx_t mint_y0 = mint_lo_y + (mint_idx_t)mint_by * 8 - 1;
            const int mint_i0 = mint_tid + 0;
            bool mint_hw0, mint_hv0;
            mint_idx_t mint_ho0;
            {
                const int mint_ly = mint_i0 / 34, mint_lx = mint_i0 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw0 = mint_i0 < 340 && !(mint_lx >= 1 && mint_lx < 33 && mint_ly >= 1 && mint_ly < 9);
                mint_hv0 = mint_hw0 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho0 = mint_hy * mint_pitch_u + mint_hx;
            }
            const int mint_i1 = mint_tid + 256;
            bool mint_hw1, mint_hv1;
            mint_idx_t mint_ho1;
            {
                const int mint_ly = mint_i1 / 34, mint_lx = mint_i1 - mint_ly * 34;
                const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;
                mint_hw1 = mint_i1 < 340 && !(mint_lx >= 1 && mint_lx < 33 && mint_ly >= 1 && mint_ly < 9);
                mint_hv1 = mint_hw1 && mint_hx >= 0 && mint_hx < mint_ext_x && mint_hy >= 0 && mint_hy < mint_ext_y;
                mint_ho1 = mint_hy * mint_pitch_u + mint_hx;
            }
            const mint_idx_t mint_z0 = mint_lo_z + (mint_idx_t)mint_bz * 1;
            double mint_q0_0, mint_q1_0, mint_q2_0;
            /* prologue: the planes the first step reads */
            mint_q0_0 = (mint_ok0 && (mint_z0 + -1) >= 0 && (mint_z0 + -1) < mint_ext_z) ? u[((mint_z0 + -1)) * mint_slice_u + mint_o_u0] : (double)0;
            mint_q1_0 = (mint_ok0 && (mint_z0 + 0) >= 0 && (mint_z0 + 0) < mint_ext_z) ? u[((mint_z0 + 0)) * mint_slice_u + mint_o_u0] : (double)0;
            mint_q2_0 = (mint_ok0 && (mint_z0 + 1) >= 0 && (mint_z0 + 1) < mint_ext_z) ? u[((mint_z0 + 1)) * mint_slice_u + mint_o_u0] : (double)0;
            mint_sh[0][mint_sy0 * 34 + mint_sx] = mint_q0_0;
            {
                const mint_idx_t mint_pz = mint_z0 + -1;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = u + mint_pz * mint_slice_u;
                if (mint_hw0) mint_sh[0][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[0][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            mint_sh[1][mint_sy0 * 34 + mint_sx] = mint_q1_0;
            {
                const mint_idx_t mint_pz = mint_z0 + 0;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = u + mint_pz * mint_slice_u;
                if (mint_hw0) mint_sh[1][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[1][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            mint_sh[2][mint_sy0 * 34 + mint_sx] = mint_q2_0;
            {
                const mint_idx_t mint_pz = mint_z0 + 1;
                const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                const double *mint_pl = u + mint_pz * mint_slice_u;
                if (mint_hw0) mint_sh[2][mint_i0] = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                if (mint_hw1) mint_sh[2][mint_i1] = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
            }
            __syncthreads();
            #pragma unroll 1
            for (int mint_c = 0; mint_c < 1; ++mint_c) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + mint_c;
                const mint_idx_t mint_gz = mint_z0 + mint_c;
                const int k = (int)mint_gz;
                (void)k;
                const int mint_slot0 = (mint_c + 0) % 4;
                const int mint_slot1 = (mint_c + 1) % 4;
                const int mint_slot2 = (mint_c + 2) % 4;
                const int mint_slot3 = (mint_c + 3) % 4;
                const double mint_qn_0 = (mint_ok0 && (mint_gz + 2) >= 0 && (mint_gz + 2) < mint_ext_z) ? u[((mint_gz + 2)) * mint_slice_u + mint_o_u0] : (double)0;
                double mint_pf0;
                double mint_pf1;
                {
                    const mint_idx_t mint_pz = mint_gz + 2;
                    const bool mint_zok = mint_pz >= 0 && mint_pz < mint_ext_z;
                    const double *mint_pl = u + mint_pz * mint_slice_u;
                    mint_pf0 = (mint_zok && mint_hv0) ? mint_pl[mint_ho0] : (double)0;
                    mint_pf1 = (mint_zok && mint_hv1) ? mint_pl[mint_ho1] : (double)0;
                }
                const mint_idx_t mint_b_v0 = mint_gz * mint_slice_v + mint_o_v0;
                (void)mint_b_v0;
                const mint_idx_t mint_b_f0 = mint_gz * mint_slice_f + mint_o_f0;
                (void)mint_b_f0;
                const mint_idx_t mint_b_u0 = mint_gz * mint_slice_u + mint_o_u0;
                (void)mint_b_u0;
                if (mint_iz < mint_n_z && mint_ix < mint_n_x && mint_iy0 < mint_n_y) {
                    const int j = (int)mint_gy0;
                    (void)j;
                    do {
                        v[mint_b_v0] = w * (f[mint_b_f0] + 2.0 * (mint_sh[mint_slot1][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot1][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot1][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot1][(mint_sy0 + 1) * 34 + mint_sx + 0] + mint_q0_0 + mint_q2_0) + mint_sh[mint_slot1][(mint_sy0 + -1) * 34 + mint_sx + -1] + mint_sh[mint_slot1][(mint_sy0 + -1) * 34 + mint_sx + 1] + mint_sh[mint_slot1][(mint_sy0 + 1) * 34 + mint_sx + -1] + mint_sh[mint_slot1][(mint_sy0 + 1) * 34 + mint_sx + 1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot0][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot2][(mint_sy0 + 0) * 34 + mint_sx + -1] + mint_sh[mint_slot2][(mint_sy0 + 0) * 34 + mint_sx + 1] + mint_sh[mint_slot0][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot0][(mint_sy0 + 1) * 34 + mint_sx + 0] + mint_sh[mint_slot2][(mint_sy0 + -1) * 34 + mint_sx + 0] + mint_sh[mint_slot2][(mint_sy0 + 1) * 34 + mint_sx + 0]);
                    } while (0);
                }
                mint_sh[mint_slot3][mint_sy0 * 34 + mint_sx] = mint_qn_0;
                if (mint_hw0) mint_sh[mint_slot3][mint_i0] = mint_pf0;
                if (mint_hw1) mint_sh[mint_slot3][mint_i1] = mint_pf1;
                __syncthreads();
                mint_q0_0 = mint_q1_0;
                mint_q1_0 = mint_q2_0;
                mint_q2_0 = mint_qn_0;
            }
        }
}

