/* mint: kernel mint_kernel_1 from heat3d.c:51: 3D 7-point, tile=64x8x8 chunk=4x2x8 block=16x4x1, -O2: plane sums of U over 3 planes, 4x2 points per thread */
extern "C" __global__ void __launch_bounds__(64) mint_kernel_1(
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
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x * 4;
            const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 2;
            if (mint_ix >= mint_n_x || mint_iy >= mint_n_y) continue;
            const mint_idx_t mint_x0 = mint_lo_x + mint_ix;
            const mint_idx_t mint_y0 = mint_lo_y + mint_iy;
            const mint_idx_t mint_z0 = (mint_idx_t)mint_bz * 8;
            const mint_idx_t mint_z1 = mint_z0 + 8 < mint_n_z ? mint_z0 + 8 : mint_n_z;
            if (mint_ix + 4 <= mint_n_x && mint_iy + 2 <= mint_n_y) {
                const mint_idx_t mint_o = mint_y0 * mint_pitch_U + mint_x0;
                const mint_idx_t mint_ow = mint_y0 * mint_pitch_Unew + mint_x0;
                const bool mint_vok = ((unsigned long long)(const void *)(U + mint_o) & 15ull) == 0 && mint_pitch_U % 2 == 0 && mint_slice_U % 2 == 0
                    && ((unsigned long long)(const void *)(Unew + mint_ow) & 15ull) == 0 && mint_pitch_Unew % 2 == 0 && mint_slice_Unew % 2 == 0;
                if (mint_vok) {
                    double mint_a0_0_0 = (double)0, mint_a0_0_1 = (double)0, mint_a0_0_2 = (double)0, mint_a0_0_3 = (double)0, mint_a0_1_0 = (double)0, mint_a0_1_1 = (double)0, mint_a0_1_2 = (double)0, mint_a0_1_3 = (double)0, mint_a1_0_0 = (double)0, mint_a1_0_1 = (double)0, mint_a1_0_2 = (double)0, mint_a1_0_3 = (double)0, mint_a1_1_0 = (double)0, mint_a1_1_1 = (double)0, mint_a1_1_2 = (double)0, mint_a1_1_3 = (double)0, mint_a2_0_0 = (double)0, mint_a2_0_1 = (double)0, mint_a2_0_2 = (double)0, mint_a2_0_3 = (double)0, mint_a2_1_0 = (double)0, mint_a2_1_1 = (double)0, mint_a2_1_2 = (double)0, mint_a2_1_3 = (double)0;
                    for (mint_idx_t mint_p = mint_z0 - 1; mint_p < mint_z1 + 1; ++mint_p) {
                        const double *__restrict__ mint_pl = U + (mint_lo_z + mint_p) * mint_slice_U + mint_o;
                        double mint_rm1[4];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (-1 * mint_pitch_U + 0)));
                          mint_rm1[0] = mint_v.x;
                          mint_rm1[1] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (-1 * mint_pitch_U + 2)));
                          mint_rm1[2] = mint_v.x;
                          mint_rm1[3] = mint_v.y;
                        }
                        double mint_rp0[6];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (0 * mint_pitch_U + 0)));
                          mint_rp0[1] = mint_v.x;
                          mint_rp0[2] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (0 * mint_pitch_U + 2)));
                          mint_rp0[3] = mint_v.x;
                          mint_rp0[4] = mint_v.y;
                        }
                        mint_rp0[0] = __ldg(mint_pl + (0 * mint_pitch_U + (-1)));
                        mint_rp0[5] = __ldg(mint_pl + (0 * mint_pitch_U + (4)));
                        double mint_rp1[6];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (1 * mint_pitch_U + 0)));
                          mint_rp1[1] = mint_v.x;
                          mint_rp1[2] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (1 * mint_pitch_U + 2)));
                          mint_rp1[3] = mint_v.x;
                          mint_rp1[4] = mint_v.y;
                        }
                        mint_rp1[0] = __ldg(mint_pl + (1 * mint_pitch_U + (-1)));
                        mint_rp1[5] = __ldg(mint_pl + (1 * mint_pitch_U + (4)));
                        double mint_rp2[4];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (2 * mint_pitch_U + 0)));
                          mint_rp2[0] = mint_v.x;
                          mint_rp2[1] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (2 * mint_pitch_U + 2)));
                          mint_rp2[2] = mint_v.x;
                          mint_rp2[3] = mint_v.y;
                        }
                        mint_a2_0_0 = mint_a2_0_0 + (c1) * mint_rp0[1];
                        mint_a2_0_1 = mint_a2_0_1 + (c1) * mint_rp0[2];
                        mint_a2_0_2 = mint_a2_0_2 + (c1) * mint_rp0[3];
                        mint_a2_0_3 = mint_a2_0_3 + (c1) * mint_rp0[4];
                        mint_a2_1_0 = mint_a2_1_0 + (c1) * mint_rp1[1];
                        mint_a2_1_1 = mint_a2_1_1 + (c1) * mint_rp1[2];
                        mint_a2_1_2 = mint_a2_1_2 + (c1) * mint_rp1[3];
                        mint_a2_1_3 = mint_a2_1_3 + (c1) * mint_rp1[4];
                        mint_a1_0_0 = mint_a1_0_0 + (c0) * mint_rp0[1] + (c1) * mint_rp0[0] + (c1) * mint_rp0[2] + (c1) * mint_rm1[0] + (c1) * mint_rp1[1];
                        mint_a1_0_1 = mint_a1_0_1 + (c0) * mint_rp0[2] + (c1) * mint_rp0[1] + (c1) * mint_rp0[3] + (c1) * mint_rm1[1] + (c1) * mint_rp1[2];
                        mint_a1_0_2 = mint_a1_0_2 + (c0) * mint_rp0[3] + (c1) * mint_rp0[2] + (c1) * mint_rp0[4] + (c1) * mint_rm1[2] + (c1) * mint_rp1[3];
                        mint_a1_0_3 = mint_a1_0_3 + (c0) * mint_rp0[4] + (c1) * mint_rp0[3] + (c1) * mint_rp0[5] + (c1) * mint_rm1[3] + (c1) * mint_rp1[4];
                        mint_a1_1_0 = mint_a1_1_0 + (c0) * mint_rp1[1] + (c1) * mint_rp1[0] + (c1) * mint_rp1[2] + (c1) * mint_rp0[1] + (c1) * mint_rp2[0];
                        mint_a1_1_1 = mint_a1_1_1 + (c0) * mint_rp1[2] + (c1) * mint_rp1[1] + (c1) * mint_rp1[3] + (c1) * mint_rp0[2] + (c1) * mint_rp2[1];
                        mint_a1_1_2 = mint_a1_1_2 + (c0) * mint_rp1[3] + (c1) * mint_rp1[2] + (c1) * mint_rp1[4] + (c1) * mint_rp0[3] + (c1) * mint_rp2[2];
                        mint_a1_1_3 = mint_a1_1_3 + (c0) * mint_rp1[4] + (c1) * mint_rp1[3] + (c1) * mint_rp1[5] + (c1) * mint_rp0[4] + (c1) * mint_rp2[3];
                        mint_a0_0_0 = mint_a0_0_0 + (c1) * mint_rp0[1];
                        mint_a0_0_1 = mint_a0_0_1 + (c1) * mint_rp0[2];
                        mint_a0_0_2 = mint_a0_0_2 + (c1) * mint_rp0[3];
                        mint_a0_0_3 = mint_a0_0_3 + (c1) * mint_rp0[4];
                        mint_a0_1_0 = mint_a0_1_0 + (c1) * mint_rp1[1];
                        mint_a0_1_1 = mint_a0_1_1 + (c1) * mint_rp1[2];
                        mint_a0_1_2 = mint_a0_1_2 + (c1) * mint_rp1[3];
                        mint_a0_1_3 = mint_a0_1_3 + (c1) * mint_rp1[4];
                        if (mint_p - 1 >= mint_z0) {
                            const int z = (int)(mint_lo_z + mint_p - 1);
                            double *__restrict__ mint_s = Unew + (mint_idx_t)(z) * mint_slice_Unew + mint_ow;
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[0] = mint_a0_0_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[1] = mint_a0_0_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[2] = mint_a0_0_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[3] = mint_a0_0_3;
                                }
                                *(double2 *)(mint_s + (0 * mint_pitch_Unew + 0)) = make_double2(mint_out[0], mint_out[1]);
                                *(double2 *)(mint_s + (0 * mint_pitch_Unew + 2)) = make_double2(mint_out[2], mint_out[3]);
                            }
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[0] = mint_a0_1_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[1] = mint_a0_1_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[2] = mint_a0_1_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[3] = mint_a0_1_3;
                                }
                                *(double2 *)(mint_s + (1 * mint_pitch_Unew + 0)) = make_double2(mint_out[0], mint_out[1]);
                                *(double2 *)(mint_s + (1 * mint_pitch_Unew + 2)) = make_double2(mint_out[2], mint_out[3]);
                            }
                        }
                        mint_a0_0_0 = mint_a1_0_0;
                        mint_a0_0_1 = mint_a1_0_1;
                        mint_a0_0_2 = mint_a1_0_2;
                        mint_a0_0_3 = mint_a1_0_3;
                        mint_a0_1_0 = mint_a1_1_0;
                        mint_a0_1_1 = mint_a1_1_1;
                        mint_a0_1_2 = mint_a1_1_2;
                        mint_a0_1_3 = mint_a1_1_3;
                        mint_a1_0_0 = mint_a2_0_0;
                        mint_a1_0_1 = mint_a2_0_1;
                        mint_a1_0_2 = mint_a2_0_2;
                        mint_a1_0_3 = mint_a2_0_3;
                        mint_a1_1_0 = mint_a2_1_0;
                        mint_a1_1_1 = mint_a2_1_1;
                        mint_a1_1_2 = mint_a2_1_2;
                        mint_a1_1_3 = mint_a2_1_3;
                        mint_a2_0_0 = (double)0;
                        mint_a2_0_1 = (double)0;
                        mint_a2_0_2 = (double)0;
                        mint_a2_0_3 = (double)0;
                        mint_a2_1_0 = (double)0;
                        mint_a2_1_1 = (double)0;
                        mint_a2_1_2 = (double)0;
                        mint_a2_1_3 = (double)0;
                    }
                } else {
                    double mint_a0_0_0 = (double)0, mint_a0_0_1 = (double)0, mint_a0_0_2 = (double)0, mint_a0_0_3 = (double)0, mint_a0_1_0 = (double)0, mint_a0_1_1 = (double)0, mint_a0_1_2 = (double)0, mint_a0_1_3 = (double)0, mint_a1_0_0 = (double)0, mint_a1_0_1 = (double)0, mint_a1_0_2 = (double)0, mint_a1_0_3 = (double)0, mint_a1_1_0 = (double)0, mint_a1_1_1 = (double)0, mint_a1_1_2 = (double)0, mint_a1_1_3 = (double)0, mint_a2_0_0 = (double)0, mint_a2_0_1 = (double)0, mint_a2_0_2 = (double)0, mint_a2_0_3 = (double)0, mint_a2_1_0 = (double)0, mint_a2_1_1 = (double)0, mint_a2_1_2 = (double)0, mint_a2_1_3 = (double)0;
                    for (mint_idx_t mint_p = mint_z0 - 1; mint_p < mint_z1 + 1; ++mint_p) {
                        const double *__restrict__ mint_pl = U + (mint_lo_z + mint_p) * mint_slice_U + mint_o;
                        double mint_rm1[4];
                        mint_rm1[0] = __ldg(mint_pl + (-1 * mint_pitch_U + 0));
                        mint_rm1[1] = __ldg(mint_pl + (-1 * mint_pitch_U + 1));
                        mint_rm1[2] = __ldg(mint_pl + (-1 * mint_pitch_U + 2));
                        mint_rm1[3] = __ldg(mint_pl + (-1 * mint_pitch_U + 3));
                        double mint_rp0[6];
                        mint_rp0[1] = __ldg(mint_pl + (0 * mint_pitch_U + 0));
                        mint_rp0[2] = __ldg(mint_pl + (0 * mint_pitch_U + 1));
                        mint_rp0[3] = __ldg(mint_pl + (0 * mint_pitch_U + 2));
                        mint_rp0[4] = __ldg(mint_pl + (0 * mint_pitch_U + 3));
                        mint_rp0[0] = __ldg(mint_pl + (0 * mint_pitch_U + (-1)));
                        mint_rp0[5] = __ldg(mint_pl + (0 * mint_pitch_U + (4)));
                        double mint_rp1[6];
                        mint_rp1[1] = __ldg(mint_pl + (1 * mint_pitch_U + 0));
                        mint_rp1[2] = __ldg(mint_pl + (1 * mint_pitch_U + 1));
                        mint_rp1[3] = __ldg(mint_pl + (1 * mint_pitch_U + 2));
                        mint_rp1[4] = __ldg(mint_pl + (1 * mint_pitch_U + 3));
                        mint_rp1[0] = __ldg(mint_pl + (1 * mint_pitch_U + (-1)));
                        mint_rp1[5] = __ldg(mint_pl + (1 * mint_pitch_U + (4)));
                        double mint_rp2[4];
                        mint_rp2[0] = __ldg(mint_pl + (2 * mint_pitch_U + 0));
                        mint_rp2[1] = __ldg(mint_pl + (2 * mint_pitch_U + 1));
                        mint_rp2[2] = __ldg(mint_pl + (2 * mint_pitch_U + 2));
                        mint_rp2[3] = __ldg(mint_pl + (2 * mint_pitch_U + 3));
                        mint_a2_0_0 = mint_a2_0_0 + (c1) * mint_rp0[1];
                        mint_a2_0_1 = mint_a2_0_1 + (c1) * mint_rp0[2];
                        mint_a2_0_2 = mint_a2_0_2 + (c1) * mint_rp0[3];
                        mint_a2_0_3 = mint_a2_0_3 + (c1) * mint_rp0[4];
                        mint_a2_1_0 = mint_a2_1_0 + (c1) * mint_rp1[1];
                        mint_a2_1_1 = mint_a2_1_1 + (c1) * mint_rp1[2];
                        mint_a2_1_2 = mint_a2_1_2 + (c1) * mint_rp1[3];
                        mint_a2_1_3 = mint_a2_1_3 + (c1) * mint_rp1[4];
                        mint_a1_0_0 = mint_a1_0_0 + (c0) * mint_rp0[1] + (c1) * mint_rp0[0] + (c1) * mint_rp0[2] + (c1) * mint_rm1[0] + (c1) * mint_rp1[1];
                        mint_a1_0_1 = mint_a1_0_1 + (c0) * mint_rp0[2] + (c1) * mint_rp0[1] + (c1) * mint_rp0[3] + (c1) * mint_rm1[1] + (c1) * mint_rp1[2];
                        mint_a1_0_2 = mint_a1_0_2 + (c0) * mint_rp0[3] + (c1) * mint_rp0[2] + (c1) * mint_rp0[4] + (c1) * mint_rm1[2] + (c1) * mint_rp1[3];
                        mint_a1_0_3 = mint_a1_0_3 + (c0) * mint_rp0[4] + (c1) * mint_rp0[3] + (c1) * mint_rp0[5] + (c1) * mint_rm1[3] + (c1) * mint_rp1[4];
                        mint_a1_1_0 = mint_a1_1_0 + (c0) * mint_rp1[1] + (c1) * mint_rp1[0] + (c1) * mint_rp1[2] + (c1) * mint_rp0[1] + (c1) * mint_rp2[0];
                        mint_a1_1_1 = mint_a1_1_1 + (c0) * mint_rp1[2] + (c1) * mint_rp1[1] + (c1) * mint_rp1[3] + (c1) * mint_rp0[2] + (c1) * mint_rp2[1];
                        mint_a1_1_2 = mint_a1_1_2 + (c0) * mint_rp1[3] + (c1) * mint_rp1[2] + (c1) * mint_rp1[4] + (c1) * mint_rp0[3] + (c1) * mint_rp2[2];
                        mint_a1_1_3 = mint_a1_1_3 + (c0) * mint_rp1[4] + (c1) * mint_rp1[3] + (c1) * mint_rp1[5] + (c1) * mint_rp0[4] + (c1) * mint_rp2[3];
                        mint_a0_0_0 = mint_a0_0_0 + (c1) * mint_rp0[1];
                        mint_a0_0_1 = mint_a0_0_1 + (c1) * mint_rp0[2];
                        mint_a0_0_2 = mint_a0_0_2 + (c1) * mint_rp0[3];
                        mint_a0_0_3 = mint_a0_0_3 + (c1) * mint_rp0[4];
                        mint_a0_1_0 = mint_a0_1_0 + (c1) * mint_rp1[1];
                        mint_a0_1_1 = mint_a0_1_1 + (c1) * mint_rp1[2];
                        mint_a0_1_2 = mint_a0_1_2 + (c1) * mint_rp1[3];
                        mint_a0_1_3 = mint_a0_1_3 + (c1) * mint_rp1[4];
                        if (mint_p - 1 >= mint_z0) {
                            const int z = (int)(mint_lo_z + mint_p - 1);
                            double *__restrict__ mint_s = Unew + (mint_idx_t)(z) * mint_slice_Unew + mint_ow;
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[0] = mint_a0_0_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[1] = mint_a0_0_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[2] = mint_a0_0_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[3] = mint_a0_0_3;
                                }
                                mint_s[0 * mint_pitch_Unew + 0] = mint_out[0];
                                mint_s[0 * mint_pitch_Unew + 1] = mint_out[1];
                                mint_s[0 * mint_pitch_Unew + 2] = mint_out[2];
                                mint_s[0 * mint_pitch_Unew + 3] = mint_out[3];
                            }
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[0] = mint_a0_1_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[1] = mint_a0_1_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[2] = mint_a0_1_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[3] = mint_a0_1_3;
                                }
                                mint_s[1 * mint_pitch_Unew + 0] = mint_out[0];
                                mint_s[1 * mint_pitch_Unew + 1] = mint_out[1];
                                mint_s[1 * mint_pitch_Unew + 2] = mint_out[2];
                                mint_s[1 * mint_pitch_Unew + 3] = mint_out[3];
                            }
                        }
                        mint_a0_0_0 = mint_a1_0_0;
                        mint_a0_0_1 = mint_a1_0_1;
                        mint_a0_0_2 = mint_a1_0_2;
                        mint_a0_0_3 = mint_a1_0_3;
                        mint_a0_1_0 = mint_a1_1_0;
                        mint_a0_1_1 = mint_a1_1_1;
                        mint_a0_1_2 = mint_a1_1_2;
                        mint_a0_1_3 = mint_a1_1_3;
                        mint_a1_0_0 = mint_a2_0_0;
                        mint_a1_0_1 = mint_a2_0_1;
                        mint_a1_0_2 = mint_a2_0_2;
                        mint_a1_0_3 = mint_a2_0_3;
                        mint_a1_1_0 = mint_a2_1_0;
                        mint_a1_1_1 = mint_a2_1_1;
                        mint_a1_1_2 = mint_a2_1_2;
                        mint_a1_1_3 = mint_a2_1_3;
                        mint_a2_0_0 = (double)0;
                        mint_a2_0_1 = (double)0;
                        mint_a2_0_2 = (double)0;
                        mint_a2_0_3 = (double)0;
                        mint_a2_1_0 = (double)0;
                        mint_a2_1_1 = (double)0;
                        mint_a2_1_2 = (double)0;
                        mint_a2_1_3 = (double)0;
                    }
                }
            } else {
                for (int mint_ey = 0; mint_ey < 2 && mint_iy + mint_ey < mint_n_y; ++mint_ey)
                    for (int mint_e = 0; mint_e < 4 && mint_ix + mint_e < mint_n_x; ++mint_e) {
                        const int x = (int)(mint_x0 + mint_e);
                        const int y = (int)(mint_y0 + mint_ey);
                        const mint_idx_t mint_o = (mint_idx_t)(y) * mint_pitch_U + (x);
                        double mint_a0 = (double)0, mint_a1 = (double)0, mint_a2 = (double)0;
                        for (mint_idx_t mint_p = mint_z0 - 1; mint_p < mint_z1 + 1; ++mint_p) {
                            const double *__restrict__ mint_pl = U + (mint_lo_z + mint_p) * mint_slice_U + mint_o;
                            mint_a2 = mint_a2 + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + 0));
                            mint_a1 = mint_a1 + (c0) * __ldg(mint_pl + (0 * mint_pitch_U + 0)) + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + -1)) + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + 1)) + (c1) * __ldg(mint_pl + (-1 * mint_pitch_U + 0)) + (c1) * __ldg(mint_pl + (1 * mint_pitch_U + 0));
                            mint_a0 = mint_a0 + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + 0));
                            if (mint_p - 1 >= mint_z0) {
                                const int z = (int)(mint_lo_z + mint_p - 1);
                                Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(y) * mint_pitch_Unew + (x)] = mint_a0;
                            }
                            mint_a0 = mint_a1;
                            mint_a1 = mint_a2;
                            mint_a2 = (double)0;
                        }
                    }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from heat3d.c:51: 3D 7-point, tile=64x8x8 chunk=4x2x8 block=16x4x1, -O2: plane sums of U over 3 planes, 4x2 points per thread */
extern "C" __global__ void __launch_bounds__(64) mint_kernel_1_i64(
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
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x * 4;
            const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 2;
            if (mint_ix >= mint_n_x || mint_iy >= mint_n_y) continue;
            const mint_idx_t mint_x0 = mint_lo_x + mint_ix;
            const mint_idx_t mint_y0 = mint_lo_y + mint_iy;
            const mint_idx_t mint_z0 = (mint_idx_t)mint_bz * 8;
            const mint_idx_t mint_z1 = mint_z0 + 8 < mint_n_z ? mint_z0 + 8 : mint_n_z;
            if (mint_ix + 4 <= mint_n_x && mint_iy + 2 <= mint_n_y) {
                const mint_idx_t mint_o = mint_y0 * mint_pitch_U + mint_x0;
                const mint_idx_t mint_ow = mint_y0 * mint_pitch_Unew + mint_x0;
                const bool mint_vok = ((unsigned long long)(const void *)(U + mint_o) & 15ull) == 0 && mint_pitch_U % 2 == 0 && mint_slice_U % 2 == 0
                    && ((unsigned long long)(const void *)(Unew + mint_ow) & 15ull) == 0 && mint_pitch_Unew % 2 == 0 && mint_slice_Unew % 2 == 0;
                if (mint_vok) {
                    double mint_a0_0_0 = (double)0, mint_a0_0_1 = (double)0, mint_a0_0_2 = (double)0, mint_a0_0_3 = (double)0, mint_a0_1_0 = (double)0, mint_a0_1_1 = (double)0, mint_a0_1_2 = (double)0, mint_a0_1_3 = (double)0, mint_a1_0_0 = (double)0, mint_a1_0_1 = (double)0, mint_a1_0_2 = (double)0, mint_a1_0_3 = (double)0, mint_a1_1_0 = (double)0, mint_a1_1_1 = (double)0, mint_a1_1_2 = (double)0, mint_a1_1_3 = (double)0, mint_a2_0_0 = (double)0, mint_a2_0_1 = (double)0, mint_a2_0_2 = (double)0, mint_a2_0_3 = (double)0, mint_a2_1_0 = (double)0, mint_a2_1_1 = (double)0, mint_a2_1_2 = (double)0, mint_a2_1_3 = (double)0;
                    for (mint_idx_t mint_p = mint_z0 - 1; mint_p < mint_z1 + 1; ++mint_p) {
                        const double *__restrict__ mint_pl = U + (mint_lo_z + mint_p) * mint_slice_U + mint_o;
                        double mint_rm1[4];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (-1 * mint_pitch_U + 0)));
                          mint_rm1[0] = mint_v.x;
                          mint_rm1[1] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (-1 * mint_pitch_U + 2)));
                          mint_rm1[2] = mint_v.x;
                          mint_rm1[3] = mint_v.y;
                        }
                        double mint_rp0[6];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (0 * mint_pitch_U + 0)));
                          mint_rp0[1] = mint_v.x;
                          mint_rp0[2] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (0 * mint_pitch_U + 2)));
                          mint_rp0[3] = mint_v.x;
                          mint_rp0[4] = mint_v.y;
                        }
                        mint_rp0[0] = __ldg(mint_pl + (0 * mint_pitch_U + (-1)));
                        mint_rp0[5] = __ldg(mint_pl + (0 * mint_pitch_U + (4)));
                        double mint_rp1[6];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (1 * mint_pitch_U + 0)));
                          mint_rp1[1] = mint_v.x;
                          mint_rp1[2] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (1 * mint_pitch_U + 2)));
                          mint_rp1[3] = mint_v.x;
                          mint_rp1[4] = mint_v.y;
                        }
                        mint_rp1[0] = __ldg(mint_pl + (1 * mint_pitch_U + (-1)));
                        mint_rp1[5] = __ldg(mint_pl + (1 * mint_pitch_U + (4)));
                        double mint_rp2[4];
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (2 * mint_pitch_U + 0)));
                          mint_rp2[0] = mint_v.x;
                          mint_rp2[1] = mint_v.y;
                        }
                        { const double2 mint_v = __ldg((const double2 *)(mint_pl + (2 * mint_pitch_U + 2)));
                          mint_rp2[2] = mint_v.x;
                          mint_rp2[3] = mint_v.y;
                        }
                        mint_a2_0_0 = mint_a2_0_0 + (c1) * mint_rp0[1];
                        mint_a2_0_1 = mint_a2_0_1 + (c1) * mint_rp0[2];
                        mint_a2_0_2 = mint_a2_0_2 + (c1) * mint_rp0[3];
                        mint_a2_0_3 = mint_a2_0_3 + (c1) * mint_rp0[4];
                        mint_a2_1_0 = mint_a2_1_0 + (c1) * mint_rp1[1];
                        mint_a2_1_1 = mint_a2_1_1 + (c1) * mint_rp1[2];
                        mint_a2_1_2 = mint_a2_1_2 + (c1) * mint_rp1[3];
                        mint_a2_1_3 = mint_a2_1_3 + (c1) * mint_rp1[4];
                        mint_a1_0_0 = mint_a1_0_0 + (c0) * mint_rp0[1] + (c1) * mint_rp0[0] + (c1) * mint_rp0[2] + (c1) * mint_rm1[0] + (c1) * mint_rp1[1];
                        mint_a1_0_1 = mint_a1_0_1 + (c0) * mint_rp0[2] + (c1) * mint_rp0[1] + (c1) * mint_rp0[3] + (c1) * mint_rm1[1] + (c1) * mint_rp1[2];
                        mint_a1_0_2 = mint_a1_0_2 + (c0) * mint_rp0[3] + (c1) * mint_rp0[2] + (c1) * mint_rp0[4] + (c1) * mint_rm1[2] + (c1) * mint_rp1[3];
                        mint_a1_0_3 = mint_a1_0_3 + (c0) * mint_rp0[4] + (c1) * mint_rp0[3] + (c1) * mint_rp0[5] + (c1) * mint_rm1[3] + (c1) * mint_rp1[4];
                        mint_a1_1_0 = mint_a1_1_0 + (c0) * mint_rp1[1] + (c1) * mint_rp1[0] + (c1) * mint_rp1[2] + (c1) * mint_rp0[1] + (c1) * mint_rp2[0];
                        mint_a1_1_1 = mint_a1_1_1 + (c0) * mint_rp1[2] + (c1) * mint_rp1[1] + (c1) * mint_rp1[3] + (c1) * mint_rp0[2] + (c1) * mint_rp2[1];
                        mint_a1_1_2 = mint_a1_1_2 + (c0) * mint_rp1[3] + (c1) * mint_rp1[2] + (c1) * mint_rp1[4] + (c1) * mint_rp0[3] + (c1) * mint_rp2[2];
                        mint_a1_1_3 = mint_a1_1_3 + (c0) * mint_rp1[4] + (c1) * mint_rp1[3] + (c1) * mint_rp1[5] + (c1) * mint_rp0[4] + (c1) * mint_rp2[3];
                        mint_a0_0_0 = mint_a0_0_0 + (c1) * mint_rp0[1];
                        mint_a0_0_1 = mint_a0_0_1 + (c1) * mint_rp0[2];
                        mint_a0_0_2 = mint_a0_0_2 + (c1) * mint_rp0[3];
                        mint_a0_0_3 = mint_a0_0_3 + (c1) * mint_rp0[4];
                        mint_a0_1_0 = mint_a0_1_0 + (c1) * mint_rp1[1];
                        mint_a0_1_1 = mint_a0_1_1 + (c1) * mint_rp1[2];
                        mint_a0_1_2 = mint_a0_1_2 + (c1) * mint_rp1[3];
                        mint_a0_1_3 = mint_a0_1_3 + (c1) * mint_rp1[4];
                        if (mint_p - 1 >= mint_z0) {
                            const int z = (int)(mint_lo_z + mint_p - 1);
                            double *__restrict__ mint_s = Unew + (mint_idx_t)(z) * mint_slice_Unew + mint_ow;
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[0] = mint_a0_0_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[1] = mint_a0_0_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[2] = mint_a0_0_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[3] = mint_a0_0_3;
                                }
                                *(double2 *)(mint_s + (0 * mint_pitch_Unew + 0)) = make_double2(mint_out[0], mint_out[1]);
                                *(double2 *)(mint_s + (0 * mint_pitch_Unew + 2)) = make_double2(mint_out[2], mint_out[3]);
                            }
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[0] = mint_a0_1_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[1] = mint_a0_1_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[2] = mint_a0_1_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[3] = mint_a0_1_3;
                                }
                                *(double2 *)(mint_s + (1 * mint_pitch_Unew + 0)) = make_double2(mint_out[0], mint_out[1]);
                                *(double2 *)(mint_s + (1 * mint_pitch_Unew + 2)) = make_double2(mint_out[2], mint_out[3]);
                            }
                        }
                        mint_a0_0_0 = mint_a1_0_0;
                        mint_a0_0_1 = mint_a1_0_1;
                        mint_a0_0_2 = mint_a1_0_2;
                        mint_a0_0_3 = mint_a1_0_3;
                        mint_a0_1_0 = mint_a1_1_0;
                        mint_a0_1_1 = mint_a1_1_1;
                        mint_a0_1_2 = mint_a1_1_2;
                        mint_a0_1_3 = mint_a1_1_3;
                        mint_a1_0_0 = mint_a2_0_0;
                        mint_a1_0_1 = mint_a2_0_1;
                        mint_a1_0_2 = mint_a2_0_2;
                        mint_a1_0_3 = mint_a2_0_3;
                        mint_a1_1_0 = mint_a2_1_0;
                        mint_a1_1_1 = mint_a2_1_1;
                        mint_a1_1_2 = mint_a2_1_2;
                        mint_a1_1_3 = mint_a2_1_3;
                        mint_a2_0_0 = (double)0;
                        mint_a2_0_1 = (double)0;
                        mint_a2_0_2 = (double)0;
                        mint_a2_0_3 = (double)0;
                        mint_a2_1_0 = (double)0;
                        mint_a2_1_1 = (double)0;
                        mint_a2_1_2 = (double)0;
                        mint_a2_1_3 = (double)0;
                    }
                } else {
                    double mint_a0_0_0 = (double)0, mint_a0_0_1 = (double)0, mint_a0_0_2 = (double)0, mint_a0_0_3 = (double)0, mint_a0_1_0 = (double)0, mint_a0_1_1 = (double)0, mint_a0_1_2 = (double)0, mint_a0_1_3 = (double)0, mint_a1_0_0 = (double)0, mint_a1_0_1 = (double)0, mint_a1_0_2 = (double)0, mint_a1_0_3 = (double)0, mint_a1_1_0 = (double)0, mint_a1_1_1 = (double)0, mint_a1_1_2 = (double)0, mint_a1_1_3 = (double)0, mint_a2_0_0 = (double)0, mint_a2_0_1 = (double)0, mint_a2_0_2 = (double)0, mint_a2_0_3 = (double)0, mint_a2_1_0 = (double)0, mint_a2_1_1 = (double)0, mint_a2_1_2 = (double)0, mint_a2_1_3 = (double)0;
                    for (mint_idx_t mint_p = mint_z0 - 1; mint_p < mint_z1 + 1; ++mint_p) {
                        const double *__restrict__ mint_pl = U + (mint_lo_z + mint_p) * mint_slice_U + mint_o;
                        double mint_rm1[4];
                        mint_rm1[0] = __ldg(mint_pl + (-1 * mint_pitch_U + 0));
                        mint_rm1[1] = __ldg(mint_pl + (-1 * mint_pitch_U + 1));
                        mint_rm1[2] = __ldg(mint_pl + (-1 * mint_pitch_U + 2));
                        mint_rm1[3] = __ldg(mint_pl + (-1 * mint_pitch_U + 3));
                        double mint_rp0[6];
                        mint_rp0[1] = __ldg(mint_pl + (0 * mint_pitch_U + 0));
                        mint_rp0[2] = __ldg(mint_pl + (0 * mint_pitch_U + 1));
                        mint_rp0[3] = __ldg(mint_pl + (0 * mint_pitch_U + 2));
                        mint_rp0[4] = __ldg(mint_pl + (0 * mint_pitch_U + 3));
                        mint_rp0[0] = __ldg(mint_pl + (0 * mint_pitch_U + (-1)));
                        mint_rp0[5] = __ldg(mint_pl + (0 * mint_pitch_U + (4)));
                        double mint_rp1[6];
                        mint_rp1[1] = __ldg(mint_pl + (1 * mint_pitch_U + 0));
                        mint_rp1[2] = __ldg(mint_pl + (1 * mint_pitch_U + 1));
                        mint_rp1[3] = __ldg(mint_pl + (1 * mint_pitch_U + 2));
                        mint_rp1[4] = __ldg(mint_pl + (1 * mint_pitch_U + 3));
                        mint_rp1[0] = __ldg(mint_pl + (1 * mint_pitch_U + (-1)));
                        mint_rp1[5] = __ldg(mint_pl + (1 * mint_pitch_U + (4)));
                        double mint_rp2[4];
                        mint_rp2[0] = __ldg(mint_pl + (2 * mint_pitch_U + 0));
                        mint_rp2[1] = __ldg(mint_pl + (2 * mint_pitch_U + 1));
                        mint_rp2[2] = __ldg(mint_pl + (2 * mint_pitch_U + 2));
                        mint_rp2[3] = __ldg(mint_pl + (2 * mint_pitch_U + 3));
                        mint_a2_0_0 = mint_a2_0_0 + (c1) * mint_rp0[1];
                        mint_a2_0_1 = mint_a2_0_1 + (c1) * mint_rp0[2];
                        mint_a2_0_2 = mint_a2_0_2 + (c1) * mint_rp0[3];
                        mint_a2_0_3 = mint_a2_0_3 + (c1) * mint_rp0[4];
                        mint_a2_1_0 = mint_a2_1_0 + (c1) * mint_rp1[1];
                        mint_a2_1_1 = mint_a2_1_1 + (c1) * mint_rp1[2];
                        mint_a2_1_2 = mint_a2_1_2 + (c1) * mint_rp1[3];
                        mint_a2_1_3 = mint_a2_1_3 + (c1) * mint_rp1[4];
                        mint_a1_0_0 = mint_a1_0_0 + (c0) * mint_rp0[1] + (c1) * mint_rp0[0] + (c1) * mint_rp0[2] + (c1) * mint_rm1[0] + (c1) * mint_rp1[1];
                        mint_a1_0_1 = mint_a1_0_1 + (c0) * mint_rp0[2] + (c1) * mint_rp0[1] + (c1) * mint_rp0[3] + (c1) * mint_rm1[1] + (c1) * mint_rp1[2];
                        mint_a1_0_2 = mint_a1_0_2 + (c0) * mint_rp0[3] + (c1) * mint_rp0[2] + (c1) * mint_rp0[4] + (c1) * mint_rm1[2] + (c1) * mint_rp1[3];
                        mint_a1_0_3 = mint_a1_0_3 + (c0) * mint_rp0[4] + (c1) * mint_rp0[3] + (c1) * mint_rp0[5] + (c1) * mint_rm1[3] + (c1) * mint_rp1[4];
                        mint_a1_1_0 = mint_a1_1_0 + (c0) * mint_rp1[1] + (c1) * mint_rp1[0] + (c1) * mint_rp1[2] + (c1) * mint_rp0[1] + (c1) * mint_rp2[0];
                        mint_a1_1_1 = mint_a1_1_1 + (c0) * mint_rp1[2] + (c1) * mint_rp1[1] + (c1) * mint_rp1[3] + (c1) * mint_rp0[2] + (c1) * mint_rp2[1];
                        mint_a1_1_2 = mint_a1_1_2 + (c0) * mint_rp1[3] + (c1) * mint_rp1[2] + (c1) * mint_rp1[4] + (c1) * mint_rp0[3] + (c1) * mint_rp2[2];
                        mint_a1_1_3 = mint_a1_1_3 + (c0) * mint_rp1[4] + (c1) * mint_rp1[3] + (c1) * mint_rp1[5] + (c1) * mint_rp0[4] + (c1) * mint_rp2[3];
                        mint_a0_0_0 = mint_a0_0_0 + (c1) * mint_rp0[1];
                        mint_a0_0_1 = mint_a0_0_1 + (c1) * mint_rp0[2];
                        mint_a0_0_2 = mint_a0_0_2 + (c1) * mint_rp0[3];
                        mint_a0_0_3 = mint_a0_0_3 + (c1) * mint_rp0[4];
                        mint_a0_1_0 = mint_a0_1_0 + (c1) * mint_rp1[1];
                        mint_a0_1_1 = mint_a0_1_1 + (c1) * mint_rp1[2];
                        mint_a0_1_2 = mint_a0_1_2 + (c1) * mint_rp1[3];
                        mint_a0_1_3 = mint_a0_1_3 + (c1) * mint_rp1[4];
                        if (mint_p - 1 >= mint_z0) {
                            const int z = (int)(mint_lo_z + mint_p - 1);
                            double *__restrict__ mint_s = Unew + (mint_idx_t)(z) * mint_slice_Unew + mint_ow;
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[0] = mint_a0_0_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[1] = mint_a0_0_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[2] = mint_a0_0_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 0);
                                    (void)y;
                                    mint_out[3] = mint_a0_0_3;
                                }
                                mint_s[0 * mint_pitch_Unew + 0] = mint_out[0];
                                mint_s[0 * mint_pitch_Unew + 1] = mint_out[1];
                                mint_s[0 * mint_pitch_Unew + 2] = mint_out[2];
                                mint_s[0 * mint_pitch_Unew + 3] = mint_out[3];
                            }
                            {
                                double mint_out[4];
                                {
                                    const int x = (int)(mint_x0 + 0);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[0] = mint_a0_1_0;
                                }
                                {
                                    const int x = (int)(mint_x0 + 1);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[1] = mint_a0_1_1;
                                }
                                {
                                    const int x = (int)(mint_x0 + 2);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[2] = mint_a0_1_2;
                                }
                                {
                                    const int x = (int)(mint_x0 + 3);
                                    (void)x;
                                    const int y = (int)(mint_y0 + 1);
                                    (void)y;
                                    mint_out[3] = mint_a0_1_3;
                                }
                                mint_s[1 * mint_pitch_Unew + 0] = mint_out[0];
                                mint_s[1 * mint_pitch_Unew + 1] = mint_out[1];
                                mint_s[1 * mint_pitch_Unew + 2] = mint_out[2];
                                mint_s[1 * mint_pitch_Unew + 3] = mint_out[3];
                            }
                        }
                        mint_a0_0_0 = mint_a1_0_0;
                        mint_a0_0_1 = mint_a1_0_1;
                        mint_a0_0_2 = mint_a1_0_2;
                        mint_a0_0_3 = mint_a1_0_3;
                        mint_a0_1_0 = mint_a1_1_0;
                        mint_a0_1_1 = mint_a1_1_1;
                        mint_a0_1_2 = mint_a1_1_2;
                        mint_a0_1_3 = mint_a1_1_3;
                        mint_a1_0_0 = mint_a2_0_0;
                        mint_a1_0_1 = mint_a2_0_1;
                        mint_a1_0_2 = mint_a2_0_2;
                        mint_a1_0_3 = mint_a2_0_3;
                        mint_a1_1_0 = mint_a2_1_0;
                        mint_a1_1_1 = mint_a2_1_1;
                        mint_a1_1_2 = mint_a2_1_2;
                        mint_a1_1_3 = mint_a2_1_3;
                        mint_a2_0_0 = (double)0;
                        mint_a2_0_1 = (double)0;
                        mint_a2_0_2 = (double)0;
                        mint_a2_0_3 = (double)0;
                        mint_a2_1_0 = (double)0;
                        mint_a2_1_1 = (double)0;
                        mint_a2_1_2 = (double)0;
                        mint_a2_1_3 = (double)0;
                    }
                }
            } else {
                for (int mint_ey = 0; mint_ey < 2 && mint_iy + mint_ey < mint_n_y; ++mint_ey)
                    for (int mint_e = 0; mint_e < 4 && mint_ix + mint_e < mint_n_x; ++mint_e) {
                        const int x = (int)(mint_x0 + mint_e);
                        const int y = (int)(mint_y0 + mint_ey);
                        const mint_idx_t mint_o = (mint_idx_t)(y) * mint_pitch_U + (x);
                        double mint_a0 = (double)0, mint_a1 = (double)0, mint_a2 = (double)0;
                        for (mint_idx_t mint_p = mint_z0 - 1; mint_p < mint_z1 + 1; ++mint_p) {
                            const double *__restrict__ mint_pl = U + (mint_lo_z + mint_p) * mint_slice_U + mint_o;
                            mint_a2 = mint_a2 + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + 0));
                            mint_a1 = mint_a1 + (c0) * __ldg(mint_pl + (0 * mint_pitch_U + 0)) + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + -1)) + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + 1)) + (c1) * __ldg(mint_pl + (-1 * mint_pitch_U + 0)) + (c1) * __ldg(mint_pl + (1 * mint_pitch_U + 0));
                            mint_a0 = mint_a0 + (c1) * __ldg(mint_pl + (0 * mint_pitch_U + 0));
                            if (mint_p - 1 >= mint_z0) {
                                const int z = (int)(mint_lo_z + mint_p - 1);
                                Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(y) * mint_pitch_Unew + (x)] = mint_a0;
                            }
                            mint_a0 = mint_a1;
                            mint_a1 = mint_a2;
                            mint_a2 = (double)0;
                        }
                    }
            }
        }
}

