/* mint: kernel mint_kernel_1 from heat3d.c:51: 3D 7-point, tile=128x4x8 chunk=4x1x8 block=32x4x1, -O1: vector x, 4 consecutive points per thread */
extern "C" __global__ void __launch_bounds__(128) mint_kernel_1(
    double *__restrict__ Unew,
    long mint_pitch_Unew_arg,
    long mint_slice_Unew_arg,
    const double *__restrict__ U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double c0,
    double c1,
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
    const mint_idx_t mint_pitch_Unew = (mint_idx_t)mint_pitch_Unew_arg;
    (void)mint_pitch_Unew;
    const mint_idx_t mint_slice_Unew = (mint_idx_t)mint_slice_Unew_arg;
    (void)mint_slice_Unew;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
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
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 128 + (mint_idx_t)threadIdx.x * 4;
            const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + (mint_idx_t)threadIdx.y * 1;
            if (mint_ix < mint_n_x && mint_iy < mint_n_y) {
                for (int mint_cz = 0; mint_cz < 8; ++mint_cz) {
                    const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 8 + (mint_idx_t)threadIdx.z * 8 + mint_cz;
                    if (mint_iz < mint_n_z) {
                        const int z = (int)(mint_lo_z + mint_iz);
                        const int mint_x0 = (int)(mint_lo_x + mint_ix);
                        const int mint_y0 = (int)(mint_lo_y + mint_iy);
                        if (mint_ix + 4 <= mint_n_x && mint_iy + 1 <= mint_n_y) {
                            const bool mint_vok = ((unsigned long long)(const void *)&U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(mint_y0) * mint_pitch_U + (mint_x0)] & 15ull) == 0 && mint_pitch_U % 2 == 0 && mint_slice_U % 2 == 0
                                && ((unsigned long long)(const void *)&Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(mint_y0) * mint_pitch_Unew + (mint_x0)] & 15ull) == 0 && mint_pitch_Unew % 2 == 0 && mint_slice_Unew % 2 == 0;
                            const double *__restrict__ mint_w_U_m1_p0_p = &U[(mint_idx_t)(z + 0) * mint_slice_U + (mint_idx_t)(mint_y0 + -1) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_m1_p0[4];
                            const double *__restrict__ mint_w_U_p0_m1_p = &U[(mint_idx_t)(z + -1) * mint_slice_U + (mint_idx_t)(mint_y0 + 0) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p0_m1[4];
                            const double *__restrict__ mint_w_U_p0_p0_p = &U[(mint_idx_t)(z + 0) * mint_slice_U + (mint_idx_t)(mint_y0 + 0) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p0_p0[6];
                            const double *__restrict__ mint_w_U_p0_p1_p = &U[(mint_idx_t)(z + 1) * mint_slice_U + (mint_idx_t)(mint_y0 + 0) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p0_p1[4];
                            const double *__restrict__ mint_w_U_p1_p0_p = &U[(mint_idx_t)(z + 0) * mint_slice_U + (mint_idx_t)(mint_y0 + 1) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p1_p0[4];
                            if (mint_vok) {
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_m1_p0_p + 0));
                                  mint_w_U_m1_p0[0] = mint_v.x;
                                  mint_w_U_m1_p0[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_m1_p0_p + 2));
                                  mint_w_U_m1_p0[2] = mint_v.x;
                                  mint_w_U_m1_p0[3] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_m1_p + 0));
                                  mint_w_U_p0_m1[0] = mint_v.x;
                                  mint_w_U_p0_m1[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_m1_p + 2));
                                  mint_w_U_p0_m1[2] = mint_v.x;
                                  mint_w_U_p0_m1[3] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p0_p + 0));
                                  mint_w_U_p0_p0[1] = mint_v.x;
                                  mint_w_U_p0_p0[2] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p0_p + 2));
                                  mint_w_U_p0_p0[3] = mint_v.x;
                                  mint_w_U_p0_p0[4] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p1_p + 0));
                                  mint_w_U_p0_p1[0] = mint_v.x;
                                  mint_w_U_p0_p1[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p1_p + 2));
                                  mint_w_U_p0_p1[2] = mint_v.x;
                                  mint_w_U_p0_p1[3] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p1_p0_p + 0));
                                  mint_w_U_p1_p0[0] = mint_v.x;
                                  mint_w_U_p1_p0[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p1_p0_p + 2));
                                  mint_w_U_p1_p0[2] = mint_v.x;
                                  mint_w_U_p1_p0[3] = mint_v.y;
                                }
                            } else {
                                mint_w_U_m1_p0[0] = __ldg(mint_w_U_m1_p0_p + 0);
                                mint_w_U_m1_p0[1] = __ldg(mint_w_U_m1_p0_p + 1);
                                mint_w_U_m1_p0[2] = __ldg(mint_w_U_m1_p0_p + 2);
                                mint_w_U_m1_p0[3] = __ldg(mint_w_U_m1_p0_p + 3);
                                mint_w_U_p0_m1[0] = __ldg(mint_w_U_p0_m1_p + 0);
                                mint_w_U_p0_m1[1] = __ldg(mint_w_U_p0_m1_p + 1);
                                mint_w_U_p0_m1[2] = __ldg(mint_w_U_p0_m1_p + 2);
                                mint_w_U_p0_m1[3] = __ldg(mint_w_U_p0_m1_p + 3);
                                mint_w_U_p0_p0[1] = __ldg(mint_w_U_p0_p0_p + 0);
                                mint_w_U_p0_p0[2] = __ldg(mint_w_U_p0_p0_p + 1);
                                mint_w_U_p0_p0[3] = __ldg(mint_w_U_p0_p0_p + 2);
                                mint_w_U_p0_p0[4] = __ldg(mint_w_U_p0_p0_p + 3);
                                mint_w_U_p0_p1[0] = __ldg(mint_w_U_p0_p1_p + 0);
                                mint_w_U_p0_p1[1] = __ldg(mint_w_U_p0_p1_p + 1);
                                mint_w_U_p0_p1[2] = __ldg(mint_w_U_p0_p1_p + 2);
                                mint_w_U_p0_p1[3] = __ldg(mint_w_U_p0_p1_p + 3);
                                mint_w_U_p1_p0[0] = __ldg(mint_w_U_p1_p0_p + 0);
                                mint_w_U_p1_p0[1] = __ldg(mint_w_U_p1_p0_p + 1);
                                mint_w_U_p1_p0[2] = __ldg(mint_w_U_p1_p0_p + 2);
                                mint_w_U_p1_p0[3] = __ldg(mint_w_U_p1_p0_p + 3);
                            }
                            mint_w_U_p0_p0[0] = __ldg(mint_w_U_p0_p0_p + (-1));
                            mint_w_U_p0_p0[5] = __ldg(mint_w_U_p0_p0_p + (4));
                            double mint_o_Unew[4];
                            {
                                const int x = (int)(mint_x0 + 0);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[0] = c0 * mint_w_U_p0_p0[1] + c1 * (mint_w_U_p0_p0[0] + mint_w_U_p0_p0[2] + mint_w_U_m1_p0[0] + mint_w_U_p1_p0[0] + mint_w_U_p0_m1[0] + mint_w_U_p0_p1[0]);
                            }
                            {
                                const int x = (int)(mint_x0 + 1);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[1] = c0 * mint_w_U_p0_p0[2] + c1 * (mint_w_U_p0_p0[1] + mint_w_U_p0_p0[3] + mint_w_U_m1_p0[1] + mint_w_U_p1_p0[1] + mint_w_U_p0_m1[1] + mint_w_U_p0_p1[1]);
                            }
                            {
                                const int x = (int)(mint_x0 + 2);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[2] = c0 * mint_w_U_p0_p0[3] + c1 * (mint_w_U_p0_p0[2] + mint_w_U_p0_p0[4] + mint_w_U_m1_p0[2] + mint_w_U_p1_p0[2] + mint_w_U_p0_m1[2] + mint_w_U_p0_p1[2]);
                            }
                            {
                                const int x = (int)(mint_x0 + 3);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[3] = c0 * mint_w_U_p0_p0[4] + c1 * (mint_w_U_p0_p0[3] + mint_w_U_p0_p0[5] + mint_w_U_m1_p0[3] + mint_w_U_p1_p0[3] + mint_w_U_p0_m1[3] + mint_w_U_p0_p1[3]);
                            }
                            {
                                double *__restrict__ mint_s = &Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(mint_y0 + 0) * mint_pitch_Unew + (mint_x0)];
                                if (mint_vok) {
                                    *(double2 *)(mint_s + 0) = make_double2(mint_o_Unew[0], mint_o_Unew[1]);
                                    *(double2 *)(mint_s + 2) = make_double2(mint_o_Unew[2], mint_o_Unew[3]);
                                } else {
                                    mint_s[0] = mint_o_Unew[0];
                                    mint_s[1] = mint_o_Unew[1];
                                    mint_s[2] = mint_o_Unew[2];
                                    mint_s[3] = mint_o_Unew[3];
                                }
                            }
                        } else {
                            for (int mint_ey = 0; mint_ey < 1; ++mint_ey) {
                                if (mint_iy + mint_ey >= mint_n_y) break;
                                for (int mint_e = 0; mint_e < 4; ++mint_e) {
                                    if (mint_ix + mint_e >= mint_n_x) break;
                                    const int x = (int)(mint_x0 + mint_e);
                                    (void)x;
                                    const int y = (int)(mint_y0 + mint_ey);
                                    (void)y;
                                    do {
                                        Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(y) * mint_pitch_Unew + (x)] = c0 * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + c1 * (U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x + 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y - 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y + 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z - 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + U[(mint_idx_t)(z + 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)]);
                                    } while (0);
                                }
                            }
                        }
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from heat3d.c:51: 3D 7-point, tile=128x4x8 chunk=4x1x8 block=32x4x1, -O1: vector x, 4 consecutive points per thread */
extern "C" __global__ void __launch_bounds__(128) mint_kernel_1_i64(
    double *__restrict__ Unew,
    long mint_pitch_Unew_arg,
    long mint_slice_Unew_arg,
    const double *__restrict__ U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double c0,
    double c1,
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
    const mint_idx_t mint_pitch_Unew = (mint_idx_t)mint_pitch_Unew_arg;
    (void)mint_pitch_Unew;
    const mint_idx_t mint_slice_Unew = (mint_idx_t)mint_slice_Unew_arg;
    (void)mint_slice_Unew;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
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
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 128 + (mint_idx_t)threadIdx.x * 4;
            const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + (mint_idx_t)threadIdx.y * 1;
            if (mint_ix < mint_n_x && mint_iy < mint_n_y) {
                for (int mint_cz = 0; mint_cz < 8; ++mint_cz) {
                    const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 8 + (mint_idx_t)threadIdx.z * 8 + mint_cz;
                    if (mint_iz < mint_n_z) {
                        const int z = (int)(mint_lo_z + mint_iz);
                        const int mint_x0 = (int)(mint_lo_x + mint_ix);
                        const int mint_y0 = (int)(mint_lo_y + mint_iy);
                        if (mint_ix + 4 <= mint_n_x && mint_iy + 1 <= mint_n_y) {
                            const bool mint_vok = ((unsigned long long)(const void *)&U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(mint_y0) * mint_pitch_U + (mint_x0)] & 15ull) == 0 && mint_pitch_U % 2 == 0 && mint_slice_U % 2 == 0
                                && ((unsigned long long)(const void *)&Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(mint_y0) * mint_pitch_Unew + (mint_x0)] & 15ull) == 0 && mint_pitch_Unew % 2 == 0 && mint_slice_Unew % 2 == 0;
                            const double *__restrict__ mint_w_U_m1_p0_p = &U[(mint_idx_t)(z + 0) * mint_slice_U + (mint_idx_t)(mint_y0 + -1) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_m1_p0[4];
                            const double *__restrict__ mint_w_U_p0_m1_p = &U[(mint_idx_t)(z + -1) * mint_slice_U + (mint_idx_t)(mint_y0 + 0) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p0_m1[4];
                            const double *__restrict__ mint_w_U_p0_p0_p = &U[(mint_idx_t)(z + 0) * mint_slice_U + (mint_idx_t)(mint_y0 + 0) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p0_p0[6];
                            const double *__restrict__ mint_w_U_p0_p1_p = &U[(mint_idx_t)(z + 1) * mint_slice_U + (mint_idx_t)(mint_y0 + 0) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p0_p1[4];
                            const double *__restrict__ mint_w_U_p1_p0_p = &U[(mint_idx_t)(z + 0) * mint_slice_U + (mint_idx_t)(mint_y0 + 1) * mint_pitch_U + (mint_x0)];
                            double mint_w_U_p1_p0[4];
                            if (mint_vok) {
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_m1_p0_p + 0));
                                  mint_w_U_m1_p0[0] = mint_v.x;
                                  mint_w_U_m1_p0[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_m1_p0_p + 2));
                                  mint_w_U_m1_p0[2] = mint_v.x;
                                  mint_w_U_m1_p0[3] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_m1_p + 0));
                                  mint_w_U_p0_m1[0] = mint_v.x;
                                  mint_w_U_p0_m1[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_m1_p + 2));
                                  mint_w_U_p0_m1[2] = mint_v.x;
                                  mint_w_U_p0_m1[3] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p0_p + 0));
                                  mint_w_U_p0_p0[1] = mint_v.x;
                                  mint_w_U_p0_p0[2] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p0_p + 2));
                                  mint_w_U_p0_p0[3] = mint_v.x;
                                  mint_w_U_p0_p0[4] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p1_p + 0));
                                  mint_w_U_p0_p1[0] = mint_v.x;
                                  mint_w_U_p0_p1[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p0_p1_p + 2));
                                  mint_w_U_p0_p1[2] = mint_v.x;
                                  mint_w_U_p0_p1[3] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p1_p0_p + 0));
                                  mint_w_U_p1_p0[0] = mint_v.x;
                                  mint_w_U_p1_p0[1] = mint_v.y;
                                }
                                { const double2 mint_v = __ldg((const double2 *)(mint_w_U_p1_p0_p + 2));
                                  mint_w_U_p1_p0[2] = mint_v.x;
                                  mint_w_U_p1_p0[3] = mint_v.y;
                                }
                            } else {
                                mint_w_U_m1_p0[0] = __ldg(mint_w_U_m1_p0_p + 0);
                                mint_w_U_m1_p0[1] = __ldg(mint_w_U_m1_p0_p + 1);
                                mint_w_U_m1_p0[2] = __ldg(mint_w_U_m1_p0_p + 2);
                                mint_w_U_m1_p0[3] = __ldg(mint_w_U_m1_p0_p + 3);
                                mint_w_U_p0_m1[0] = __ldg(mint_w_U_p0_m1_p + 0);
                                mint_w_U_p0_m1[1] = __ldg(mint_w_U_p0_m1_p + 1);
                                mint_w_U_p0_m1[2] = __ldg(mint_w_U_p0_m1_p + 2);
                                mint_w_U_p0_m1[3] = __ldg(mint_w_U_p0_m1_p + 3);
                                mint_w_U_p0_p0[1] = __ldg(mint_w_U_p0_p0_p + 0);
                                mint_w_U_p0_p0[2] = __ldg(mint_w_U_p0_p0_p + 1);
                                mint_w_U_p0_p0[3] = __ldg(mint_w_U_p0_p0_p + 2);
                                mint_w_U_p0_p0[4] = __ldg(mint_w_U_p0_p0_p + 3);
                                mint_w_U_p0_p1[0] = __ldg(mint_w_U_p0_p1_p + 0);
                                mint_w_U_p0_p1[1] = __ldg(mint_w_U_p0_p1_p + 1);
                                mint_w_U_p0_p1[2] = __ldg(mint_w_U_p0_p1_p + 2);
                                mint_w_U_p0_p1[3] = __ldg(mint_w_U_p0_p1_p + 3);
                                mint_w_U_p1_p0[0] = __ldg(mint_w_U_p1_p0_p + 0);
                                mint_w_U_p1_p0[1] = __ldg(mint_w_U_p1_p0_p + 1);
                                mint_w_U_p1_p0[2] = __ldg(mint_w_U_p1_p0_p + 2);
                                mint_w_U_p1_p0[3] = __ldg(mint_w_U_p1_p0_p + 3);
                            }
                            mint_w_U_p0_p0[0] = __ldg(mint_w_U_p0_p0_p + (-1));
                            mint_w_U_p0_p0[5] = __ldg(mint_w_U_p0_p0_p + (4));
                            double mint_o_Unew[4];
                            {
                                const int x = (int)(mint_x0 + 0);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[0] = c0 * mint_w_U_p0_p0[1] + c1 * (mint_w_U_p0_p0[0] + mint_w_U_p0_p0[2] + mint_w_U_m1_p0[0] + mint_w_U_p1_p0[0] + mint_w_U_p0_m1[0] + mint_w_U_p0_p1[0]);
                            }
                            {
                                const int x = (int)(mint_x0 + 1);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[1] = c0 * mint_w_U_p0_p0[2] + c1 * (mint_w_U_p0_p0[1] + mint_w_U_p0_p0[3] + mint_w_U_m1_p0[1] + mint_w_U_p1_p0[1] + mint_w_U_p0_m1[1] + mint_w_U_p0_p1[1]);
                            }
                            {
                                const int x = (int)(mint_x0 + 2);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[2] = c0 * mint_w_U_p0_p0[3] + c1 * (mint_w_U_p0_p0[2] + mint_w_U_p0_p0[4] + mint_w_U_m1_p0[2] + mint_w_U_p1_p0[2] + mint_w_U_p0_m1[2] + mint_w_U_p0_p1[2]);
                            }
                            {
                                const int x = (int)(mint_x0 + 3);
                                (void)x;
                                const int y = (int)(mint_y0 + 0);
                                (void)y;
                                mint_o_Unew[3] = c0 * mint_w_U_p0_p0[4] + c1 * (mint_w_U_p0_p0[3] + mint_w_U_p0_p0[5] + mint_w_U_m1_p0[3] + mint_w_U_p1_p0[3] + mint_w_U_p0_m1[3] + mint_w_U_p0_p1[3]);
                            }
                            {
                                double *__restrict__ mint_s = &Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(mint_y0 + 0) * mint_pitch_Unew + (mint_x0)];
                                if (mint_vok) {
                                    *(double2 *)(mint_s + 0) = make_double2(mint_o_Unew[0], mint_o_Unew[1]);
                                    *(double2 *)(mint_s + 2) = make_double2(mint_o_Unew[2], mint_o_Unew[3]);
                                } else {
                                    mint_s[0] = mint_o_Unew[0];
                                    mint_s[1] = mint_o_Unew[1];
                                    mint_s[2] = mint_o_Unew[2];
                                    mint_s[3] = mint_o_Unew[3];
                                }
                            }
                        } else {
                            for (int mint_ey = 0; mint_ey < 1; ++mint_ey) {
                                if (mint_iy + mint_ey >= mint_n_y) break;
                                for (int mint_e = 0; mint_e < 4; ++mint_e) {
                                    if (mint_ix + mint_e >= mint_n_x) break;
                                    const int x = (int)(mint_x0 + mint_e);
                                    (void)x;
                                    const int y = (int)(mint_y0 + mint_ey);
                                    (void)y;
                                    do {
                                        Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(y) * mint_pitch_Unew + (x)] = c0 * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + c1 * (U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x + 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y - 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y + 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z - 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + U[(mint_idx_t)(z + 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)]);
                                    } while (0);
                                }
                            }
                        }
                    }
                }
            }
        }
}

