/* mint: kernel mint_tb_1 from chunk.c:1: general, tile=32x32x1 chunk=1x2x1 block=32x16x1, -O0: temporal blocking, 3 steps per launch of `A` -> `B`, streamed along z in chunks of `mint_chunk` planes, lag 1, ring 2 */
extern "C" __global__ void __launch_bounds__(512) mint_tb_1(
    float *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const float *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    float w,
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
    const mint_idx_t mint_pitch_B = (mint_idx_t)mint_pitch_B_arg;
    (void)mint_pitch_B;
    const mint_idx_t mint_slice_B = (mint_idx_t)mint_slice_B_arg;
    (void)mint_slice_B;
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
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 0) + mint_tx;
    const int mint_ty = threadIdx.y;
    const int mint_oy = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * 32 - 0);
    const int mint_ly0 = mint_ty * 2 + 0;
    const int mint_gy0 = mint_oy + mint_ly0;
    const int mint_ly1 = mint_ty * 2 + 1;
    const int mint_gy1 = mint_oy + mint_ly1;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy0 >= 0 && mint_gy0 < (int)mint_ext_y) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_A;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_B;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy1 >= 0 && mint_gy1 < (int)mint_ext_y) mint_inb |= 1u << 1;
    const mint_idx_t mint_col1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_A;
    const mint_idx_t mint_ocol1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_B;
    const int mint_c0 = (int)(mint_lo_z + (mint_idx_t)blockIdx.z * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_z + mint_n_z);
    const int mint_slo = (int)mint_lo_z;
    const unsigned mint_scnt = (unsigned)mint_n_z;
    const unsigned mint_sext = (unsigned)mint_ext_z;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)3);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 0;
    if (mint_tx >= 0 && mint_tx < 32 - 0 && mint_ly0 >= 0 && mint_ly0 < 32 - 0 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 0;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 1;
    if (mint_tx >= 0 && mint_tx < 32 - 0 && mint_ly1 >= 0 && mint_ly1 < 32 - 0 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 1;
    float mint_w[3][2][3];
    float mint_pre[2];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 2; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (float)0;
    const int mint_i0 = (mint_c0 - 3 >= 0 ? (mint_c0 - 3) / 2 : -(((3 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 3;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(A + mint_col0 + (mint_idx_t)(mint_i0) * mint_slice_A) : (float)0;
    const float *mint_ip0 = A + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_slice_A;
    float *mint_op0 = B + mint_ocol0 + (mint_idx_t)(mint_i0 - 3) * mint_slice_B;
    mint_pre[1] = (((mint_inb >> 1) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(A + mint_col1 + (mint_idx_t)(mint_i0) * mint_slice_A) : (float)0;
    const float *mint_ip1 = A + mint_col1 + (mint_idx_t)(mint_i0 + 1) * mint_slice_A;
    float *mint_op1 = B + mint_ocol1 + (mint_idx_t)(mint_i0 - 3) * mint_slice_B;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_slice_A;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
            }
            {
                const float mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (float)0;
                mint_ip1 += mint_slice_A;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_w[0][1][2];
                mint_w[0][1][2] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[0][0][0] + mint_w[0][0][2]) + mint_w[0][0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                }
                {
                    const float mint_c = mint_w[0][1][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[0][1][0] + mint_w[0][1][2]) + mint_w[0][1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_w[1][1][2];
                    mint_w[1][1][2] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[1][0][0] + mint_w[1][0][2]) + mint_w[1][0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                }
                {
                    const float mint_c = mint_w[1][1][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[1][1][0] + mint_w[1][1][2]) + mint_w[1][1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_w[2][1][2];
                    mint_w[2][1][2] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[2][0][0] + mint_w[2][0][2]) + mint_w[2][0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_B;
                }
                {
                    const float mint_c = mint_w[2][1][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[2][1][0] + mint_w[2][1][2]) + mint_w[2][1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_B;
                }
            }
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_slice_A;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
            }
            {
                const float mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (float)0;
                mint_ip1 += mint_slice_A;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_w[0][1][2];
                mint_w[0][1][2] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[0][0][0] + mint_w[0][0][2]) + mint_w[0][0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                }
                {
                    const float mint_c = mint_w[0][1][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[0][1][0] + mint_w[0][1][2]) + mint_w[0][1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_w[1][1][2];
                    mint_w[1][1][2] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[1][0][0] + mint_w[1][0][2]) + mint_w[1][0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                }
                {
                    const float mint_c = mint_w[1][1][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[1][1][0] + mint_w[1][1][2]) + mint_w[1][1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_w[2][1][2];
                    mint_w[2][1][2] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[2][0][0] + mint_w[2][0][2]) + mint_w[2][0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_B;
                }
                {
                    const float mint_c = mint_w[2][1][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = w * (mint_w[2][1][0] + mint_w[2][1][2]) + mint_w[2][1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_B;
                }
            }
        }
    }
}
/* mint: kernel mint_tb_2 from chunk.c:2: general, tile=32x32x1 chunk=1x2x1 block=32x16x1, -O0: temporal blocking, 3 steps per launch of `B` -> `A`, streamed along z in chunks of `mint_chunk` planes, lag 1, ring 2 */
extern "C" __global__ void __launch_bounds__(512) mint_tb_2(
    float *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    const float *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    float w,
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
    const mint_idx_t mint_pitch_A = (mint_idx_t)mint_pitch_A_arg;
    (void)mint_pitch_A;
    const mint_idx_t mint_slice_A = (mint_idx_t)mint_slice_A_arg;
    (void)mint_slice_A;
    const mint_idx_t mint_pitch_B = (mint_idx_t)mint_pitch_B_arg;
    (void)mint_pitch_B;
    const mint_idx_t mint_slice_B = (mint_idx_t)mint_slice_B_arg;
    (void)mint_slice_B;
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
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 0) + mint_tx;
    const int mint_ty = threadIdx.y;
    const int mint_oy = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * 32 - 0);
    const int mint_ly0 = mint_ty * 2 + 0;
    const int mint_gy0 = mint_oy + mint_ly0;
    const int mint_ly1 = mint_ty * 2 + 1;
    const int mint_gy1 = mint_oy + mint_ly1;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy0 >= 0 && mint_gy0 < (int)mint_ext_y) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_B;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_A;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy1 >= 0 && mint_gy1 < (int)mint_ext_y) mint_inb |= 1u << 1;
    const mint_idx_t mint_col1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_B;
    const mint_idx_t mint_ocol1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_A;
    const int mint_c0 = (int)(mint_lo_z + (mint_idx_t)blockIdx.z * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_z + mint_n_z);
    const int mint_slo = (int)mint_lo_z;
    const unsigned mint_scnt = (unsigned)mint_n_z;
    const unsigned mint_sext = (unsigned)mint_ext_z;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)3);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 0;
    if (mint_tx >= 0 && mint_tx < 32 - 0 && mint_ly0 >= 0 && mint_ly0 < 32 - 0 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 0;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 1;
    if (mint_tx >= 0 && mint_tx < 32 - 0 && mint_ly1 >= 0 && mint_ly1 < 32 - 0 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 1;
    float mint_w[3][2][2];
    float mint_pre[2];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 2; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 2; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (float)0;
    const int mint_i0 = (mint_c0 - 0 >= 0 ? (mint_c0 - 0) / 2 : -(((0 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 3;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(B + mint_col0 + (mint_idx_t)(mint_i0) * mint_slice_B) : (float)0;
    const float *mint_ip0 = B + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_slice_B;
    float *mint_op0 = A + mint_ocol0 + (mint_idx_t)(mint_i0 - 3) * mint_slice_A;
    mint_pre[1] = (((mint_inb >> 1) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(B + mint_col1 + (mint_idx_t)(mint_i0) * mint_slice_B) : (float)0;
    const float *mint_ip1 = B + mint_col1 + (mint_idx_t)(mint_i0 + 1) * mint_slice_B;
    float *mint_op1 = A + mint_ocol1 + (mint_idx_t)(mint_i0 - 3) * mint_slice_A;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_slice_B;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
            }
            {
                const float mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (float)0;
                mint_ip1 += mint_slice_B;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[0][0][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                }
                {
                    const float mint_c = mint_w[0][1][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[0][1][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[1][0][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                }
                {
                    const float mint_c = mint_w[1][1][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[1][1][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[2][0][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[2][0][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_A;
                }
                {
                    const float mint_c = mint_w[2][1][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[2][1][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_A;
                }
            }
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_slice_B;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
            }
            {
                const float mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (float)0;
                mint_ip1 += mint_slice_B;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[0][0][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                }
                {
                    const float mint_c = mint_w[0][1][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[0][1][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[1][0][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                }
                {
                    const float mint_c = mint_w[1][1][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[1][1][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[2][0][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy0;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[2][0][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_A;
                }
                {
                    const float mint_c = mint_w[2][1][0];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_gy1;
                        (void)y;
                        const int z = (int)mint_q;
                        (void)z;
                        do {
                            mint_v = mint_w[2][1][0] * w;
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_A;
                }
            }
        }
    }
}
