/* mint: kernel mint_tb_1 from heat3d.c:1: 3D 7-point, tile=32x32x1 chunk=1x2x1 block=32x16x1, -O0: temporal blocking, 3 steps per launch of `U` -> `Unew`, streamed along z in chunks of `mint_chunk` planes, lag 1, ring 2 */
extern "C" __global__ void __launch_bounds__(512) mint_tb_1(
    double *Unew,
    long mint_pitch_Unew_arg,
    long mint_slice_Unew_arg,
    const double *U,
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    extern __shared__ __align__(16) unsigned char mint_smem[];
    double *mint_sm = (double *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 26 - 3) + mint_tx;
    const int mint_ty = threadIdx.y;
    const int mint_oy = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * 26 - 3);
    const int mint_ly0 = mint_ty * 2 + 0;
    const int mint_gy0 = mint_oy + mint_ly0;
    const int mint_ly1 = mint_ty * 2 + 1;
    const int mint_gy1 = mint_oy + mint_ly1;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy0 >= 0 && mint_gy0 < (int)mint_ext_y) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_U;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_Unew;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy1 >= 0 && mint_gy1 < (int)mint_ext_y) mint_inb |= 1u << 1;
    const mint_idx_t mint_col1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_U;
    const mint_idx_t mint_ocol1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_Unew;
    const int mint_c0 = (int)(mint_lo_z + (mint_idx_t)blockIdx.z * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_z + mint_n_z);
    const int mint_slo = (int)mint_lo_z;
    const unsigned mint_scnt = (unsigned)mint_n_z;
    const unsigned mint_sext = (unsigned)mint_ext_z;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)3);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 0;
    if (mint_tx >= 3 && mint_tx < 32 - 3 && mint_ly0 >= 3 && mint_ly0 < 32 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 0;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 1;
    if (mint_tx >= 3 && mint_tx < 32 - 3 && mint_ly1 >= 3 && mint_ly1 < 32 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 1;
    const int mint_sb0 = (mint_ly0 + 1) * 34 + mint_tx + 1; (void)mint_sb0;
    const int mint_sb1 = (mint_ly1 + 1) * 34 + mint_tx + 1; (void)mint_sb1;
    double mint_w[3][2][3];
    double mint_pre[2];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 2; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (double)0;
    const int mint_i0 = (mint_c0 - 3 >= 0 ? (mint_c0 - 3) / 2 : -(((3 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 3;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(U + mint_col0 + (mint_idx_t)(mint_i0) * mint_slice_U) : (double)0;
    const double *mint_ip0 = U + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_slice_U;
    double *mint_op0 = Unew + mint_ocol0 + (mint_idx_t)(mint_i0 - 3) * mint_slice_Unew;
    mint_pre[1] = (((mint_inb >> 1) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(U + mint_col1 + (mint_idx_t)(mint_i0) * mint_slice_U) : (double)0;
    const double *mint_ip1 = U + mint_col1 + (mint_idx_t)(mint_i0 + 1) * mint_slice_U;
    double *mint_op1 = Unew + mint_ocol1 + (mint_idx_t)(mint_i0 - 3) * mint_slice_Unew;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 0] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_U;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_w[0][1][2];
                mint_w[0][1][2] = mint_v;
                mint_sm[mint_sb1 + 0] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_sh_0_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_sh_0_1_1 = __shfl_down_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_sh_1_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][1][1], 1);
                const double mint_sh_1_1_1 = __shfl_down_sync(0xffffffffu, mint_w[0][1][1], 1);
                {
                    const double mint_c = mint_w[0][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[0][0][1] + c1 * (mint_sh_0_1_m1 + mint_sh_0_1_1 + mint_sm[mint_sb0 + (1122)] + mint_w[0][1][1] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2312] = mint_v;
                }
                {
                    const double mint_c = mint_w[0][1][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[0][1][1] + c1 * (mint_sh_1_1_m1 + mint_sh_1_1_1 + mint_w[0][0][1] + mint_sm[mint_sb1 + (1190)] + mint_w[0][1][0] + mint_w[0][1][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_w[1][1][2];
                    mint_w[1][1][2] = mint_v;
                    mint_sm[mint_sb1 + 2312] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_sh_0_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_sh_0_1_1 = __shfl_down_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_sh_1_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][1][1], 1);
                const double mint_sh_1_1_1 = __shfl_down_sync(0xffffffffu, mint_w[1][1][1], 1);
                {
                    const double mint_c = mint_w[1][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[1][0][1] + c1 * (mint_sh_0_1_m1 + mint_sh_0_1_1 + mint_sm[mint_sb0 + (3434)] + mint_w[1][1][1] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_sb0 + 4624] = mint_v;
                }
                {
                    const double mint_c = mint_w[1][1][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[1][1][1] + c1 * (mint_sh_1_1_m1 + mint_sh_1_1_1 + mint_w[1][0][1] + mint_sm[mint_sb1 + (3502)] + mint_w[1][1][0] + mint_w[1][1][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_w[2][1][2];
                    mint_w[2][1][2] = mint_v;
                    mint_sm[mint_sb1 + 4624] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                const double mint_sh_0_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_sh_0_1_1 = __shfl_down_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_sh_1_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][1][1], 1);
                const double mint_sh_1_1_1 = __shfl_down_sync(0xffffffffu, mint_w[2][1][1], 1);
                {
                    const double mint_c = mint_w[2][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[2][0][1] + c1 * (mint_sh_0_1_m1 + mint_sh_0_1_1 + mint_sm[mint_sb0 + (5746)] + mint_w[2][1][1] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_Unew;
                }
                {
                    const double mint_c = mint_w[2][1][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[2][1][1] + c1 * (mint_sh_1_1_m1 + mint_sh_1_1_1 + mint_w[2][0][1] + mint_sm[mint_sb1 + (5814)] + mint_w[2][1][0] + mint_w[2][1][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_Unew;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 1156] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_U;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_w[0][1][2];
                mint_w[0][1][2] = mint_v;
                mint_sm[mint_sb1 + 1156] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_sh_0_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_sh_0_1_1 = __shfl_down_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_sh_1_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][1][1], 1);
                const double mint_sh_1_1_1 = __shfl_down_sync(0xffffffffu, mint_w[0][1][1], 1);
                {
                    const double mint_c = mint_w[0][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[0][0][1] + c1 * (mint_sh_0_1_m1 + mint_sh_0_1_1 + mint_sm[mint_sb0 + (-34)] + mint_w[0][1][1] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3468] = mint_v;
                }
                {
                    const double mint_c = mint_w[0][1][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[0][1][1] + c1 * (mint_sh_1_1_m1 + mint_sh_1_1_1 + mint_w[0][0][1] + mint_sm[mint_sb1 + (34)] + mint_w[0][1][0] + mint_w[0][1][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_w[1][1][2];
                    mint_w[1][1][2] = mint_v;
                    mint_sm[mint_sb1 + 3468] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_sh_0_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_sh_0_1_1 = __shfl_down_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_sh_1_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][1][1], 1);
                const double mint_sh_1_1_1 = __shfl_down_sync(0xffffffffu, mint_w[1][1][1], 1);
                {
                    const double mint_c = mint_w[1][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[1][0][1] + c1 * (mint_sh_0_1_m1 + mint_sh_0_1_1 + mint_sm[mint_sb0 + (2278)] + mint_w[1][1][1] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_sb0 + 5780] = mint_v;
                }
                {
                    const double mint_c = mint_w[1][1][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[1][1][1] + c1 * (mint_sh_1_1_m1 + mint_sh_1_1_1 + mint_w[1][0][1] + mint_sm[mint_sb1 + (2346)] + mint_w[1][1][0] + mint_w[1][1][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_w[2][1][2];
                    mint_w[2][1][2] = mint_v;
                    mint_sm[mint_sb1 + 5780] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                const double mint_sh_0_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_sh_0_1_1 = __shfl_down_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_sh_1_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][1][1], 1);
                const double mint_sh_1_1_1 = __shfl_down_sync(0xffffffffu, mint_w[2][1][1], 1);
                {
                    const double mint_c = mint_w[2][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[2][0][1] + c1 * (mint_sh_0_1_m1 + mint_sh_0_1_1 + mint_sm[mint_sb0 + (4590)] + mint_w[2][1][1] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_Unew;
                }
                {
                    const double mint_c = mint_w[2][1][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = c0 * mint_w[2][1][1] + c1 * (mint_sh_1_1_m1 + mint_sh_1_1_1 + mint_w[2][0][1] + mint_sm[mint_sb1 + (4658)] + mint_w[2][1][0] + mint_w[2][1][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_Unew;
                }
            }
            __syncthreads();
        }
    }
}
