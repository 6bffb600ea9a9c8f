/* mint: kernel mint_tb_1 from heat2d.c:1: 2D 5-point, tile=256x128x1 chunk=1x128x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch of `U` -> `V`, streamed along y, lag 1, ring 2 */
extern "C" __global__ void __launch_bounds__(256) mint_tb_1(
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg,
    long mint_steps)
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
    extern __shared__ __align__(16) unsigned char mint_smem[];
    double *mint_sm = (double *)mint_smem;
    const int mint_tx = threadIdx.x;
    const mint_idx_t mint_gx = mint_lo_x + (mint_idx_t)blockIdx.x * 240 - 8 + mint_tx;
    const bool mint_inb0 = mint_gx >= 0 && mint_gx < mint_ext_x;
    const mint_idx_t mint_col0 = mint_gx;
    const mint_idx_t mint_ocol0 = mint_gx;
    const int mint_c0 = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * 128);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + 128, mint_lo_y + mint_n_y);
    const int mint_slo = (int)mint_lo_y;
    const unsigned mint_scnt = (unsigned)mint_n_y;
    const unsigned mint_sext = (unsigned)mint_ext_y;
    unsigned long long mint_ok = 0;
    unsigned mint_out = 0;
    for (int mint_s = 1; mint_s <= 8 && mint_s <= (int)mint_steps; ++mint_s)
        if (mint_tx >= mint_s * 1 && mint_tx < 256 - mint_s * 1 && mint_gx >= mint_lo_x && mint_gx < mint_lo_x + mint_n_x) mint_ok |= 1ull << ((mint_s - 1) * 1 + 0);
    if (mint_tx >= 8 * 1 && mint_tx < 256 - 8 * 1 && mint_gx >= mint_lo_x && mint_gx < mint_lo_x + mint_n_x) mint_out |= 1u << 0;
    const int mint_cx_m1 = min(max(mint_tx + (-1), 0), 255); (void)mint_cx_m1;
    const int mint_cx_0 = min(max(mint_tx + (0), 0), 255); (void)mint_cx_0;
    const int mint_cx_1 = min(max(mint_tx + (1), 0), 255); (void)mint_cx_1;
    double mint_w[8][1][3];
    double mint_pre[1];
    #pragma unroll
    for (int mint_s = 0; mint_s < 8; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 1; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (double)0;
    const int mint_i0 = (mint_c0 - 8 >= 0 ? (mint_c0 - 8) / 2 : -(((8 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 8;
    mint_pre[0] = (mint_inb0 && (unsigned)(mint_i0) < mint_sext) ? __ldg(U + mint_col0 + (mint_idx_t)(mint_i0) * mint_pitch_U) : (double)0;
    const double *mint_ip0 = U + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_pitch_U;
    double *mint_op0 = V + mint_ocol0 + (mint_idx_t)(mint_i0 - 8) * mint_pitch_V;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = (mint_inb0 && (unsigned)(mint_p + 1) < mint_sext) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_pitch_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[0 + mint_tx] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[0][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[0][0][1] + 0.1 * (mint_sm[256 + mint_cx_m1] + mint_sm[256 + mint_cx_1] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 0) & 1ull)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[512 + mint_tx] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[1][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[1][0][1] + 0.1 * (mint_sm[768 + mint_cx_m1] + mint_sm[768 + mint_cx_1] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 1) & 1ull)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[1024 + mint_tx] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[2][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[2][0][1] + 0.1 * (mint_sm[1280 + mint_cx_m1] + mint_sm[1280 + mint_cx_1] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 2) & 1ull)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[1536 + mint_tx] = mint_v;
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[3][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[3][0][1] + 0.1 * (mint_sm[1792 + mint_cx_m1] + mint_sm[1792 + mint_cx_1] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 3) & 1ull)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[2048 + mint_tx] = mint_v;
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[4][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[4][0][1] + 0.1 * (mint_sm[2304 + mint_cx_m1] + mint_sm[2304 + mint_cx_1] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 4) & 1ull)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[2560 + mint_tx] = mint_v;
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[5][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[5][0][1] + 0.1 * (mint_sm[2816 + mint_cx_m1] + mint_sm[2816 + mint_cx_1] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 5) & 1ull)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[3072 + mint_tx] = mint_v;
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[6][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[6][0][1] + 0.1 * (mint_sm[3328 + mint_cx_m1] + mint_sm[3328 + mint_cx_1] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 6) & 1ull)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[3584 + mint_tx] = mint_v;
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[7][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[7][0][1] + 0.1 * (mint_sm[3840 + mint_cx_m1] + mint_sm[3840 + mint_cx_1] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 7) & 1ull)) ? mint_v : mint_c;
                    if (((mint_out >> 0) & 1u) && mint_q >= mint_c0 && mint_q < mint_c1) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_V;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = (mint_inb0 && (unsigned)(mint_p + 1) < mint_sext) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_pitch_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[256 + mint_tx] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[0][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[0][0][1] + 0.1 * (mint_sm[0 + mint_cx_m1] + mint_sm[0 + mint_cx_1] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 0) & 1ull)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[768 + mint_tx] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[1][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[1][0][1] + 0.1 * (mint_sm[512 + mint_cx_m1] + mint_sm[512 + mint_cx_1] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 1) & 1ull)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[1280 + mint_tx] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[2][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[2][0][1] + 0.1 * (mint_sm[1024 + mint_cx_m1] + mint_sm[1024 + mint_cx_1] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 2) & 1ull)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[1792 + mint_tx] = mint_v;
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[3][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[3][0][1] + 0.1 * (mint_sm[1536 + mint_cx_m1] + mint_sm[1536 + mint_cx_1] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 3) & 1ull)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[2304 + mint_tx] = mint_v;
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[4][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[4][0][1] + 0.1 * (mint_sm[2048 + mint_cx_m1] + mint_sm[2048 + mint_cx_1] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 4) & 1ull)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[2816 + mint_tx] = mint_v;
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[5][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[5][0][1] + 0.1 * (mint_sm[2560 + mint_cx_m1] + mint_sm[2560 + mint_cx_1] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 5) & 1ull)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[3328 + mint_tx] = mint_v;
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[6][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[6][0][1] + 0.1 * (mint_sm[3072 + mint_cx_m1] + mint_sm[3072 + mint_cx_1] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 6) & 1ull)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[3840 + mint_tx] = mint_v;
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const bool mint_zin = (unsigned)(mint_q - mint_slo) < mint_scnt;
                {
                    const double mint_c = mint_w[7][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[7][0][1] + 0.1 * (mint_sm[3584 + mint_cx_m1] + mint_sm[3584 + mint_cx_1] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (mint_zin && ((mint_ok >> 7) & 1ull)) ? mint_v : mint_c;
                    if (((mint_out >> 0) & 1u) && mint_q >= mint_c0 && mint_q < mint_c1) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_V;
                }
            }
            __syncthreads();
        }
    }
}
