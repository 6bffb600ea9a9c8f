/* mint: kernel mint_tb_1_edge from clamp2d.c:1: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch of `a` -> `b`, streamed along y in chunks of `mint_chunk` planes, lag 1, ring 2, ghost cells for clamped neighbours (x 1/1, y 1/1) */
static __device__ __noinline__ void mint_tb_1_edge(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
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
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    extern __shared__ __align__(16) unsigned char mint_smem[];
    float *mint_sm = (float *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 240 - 8) + mint_tx;
    const int mint_kx0 = min(max(mint_gx, (int)mint_lo_x), (int)(mint_lo_x + mint_n_x - 1));
    unsigned mint_inb = 0;
    if (mint_kx0 >= 0 && mint_kx0 < (int)mint_ext_x) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_kx0;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx;
    const int mint_c0 = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_y + mint_n_y);
    const int mint_slo = (int)mint_lo_y;
    const unsigned mint_scnt = (unsigned)mint_n_y;
    const unsigned mint_sext = (unsigned)mint_ext_y;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)8);
    if (mint_kx0 >= (int)mint_lo_x && mint_kx0 < (int)(mint_lo_x + mint_n_x)) mint_sp |= 1u << 0;
    if (mint_tx >= 8 && mint_tx < 256 - 8 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x))) mint_out |= 1u << 0;
    const int mint_sb0 = mint_tx + mint_kx0 - mint_gx + 1; (void)mint_sb0;
    const int mint_ss0 = mint_tx + 1;
    float mint_w[8][1][3];
    float mint_pre[1];
    #pragma unroll
    for (int mint_s = 0; mint_s < 8; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 1; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (float)0;
    const int mint_i0 = (mint_c0 - 8 >= 0 ? (mint_c0 - 8) / 2 : -(((8 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 8;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(a + mint_col0 + (mint_idx_t)(mint_i0) * mint_pitch_a) : (float)0;
    const float *mint_ip0 = a + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_pitch_a;
    float *mint_op0 = b + mint_ocol0 + (mint_idx_t)(mint_i0 - 8) * mint_pitch_b;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_ss0 + 0] = mint_v;
            }
            if (mint_p == mint_slo) {
                mint_w[0][0][1] = mint_w[0][0][2];
            }
            if (mint_p >= mint_slo + (int)mint_scnt) {
                mint_w[0][0][2] = mint_w[0][0][1];
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (257)] + mint_sm[mint_sb0 + (259)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_ss0 + 516] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[1][0][1] = mint_w[1][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[1][0][2] = mint_w[1][0][1];
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (773)] + mint_sm[mint_sb0 + (775)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1032] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[2][0][1] = mint_w[2][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[2][0][2] = mint_w[2][0][1];
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1289)] + mint_sm[mint_sb0 + (1291)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1548] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[3][0][1] = mint_w[3][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[3][0][2] = mint_w[3][0][1];
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1805)] + mint_sm[mint_sb0 + (1807)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2064] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[4][0][1] = mint_w[4][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[4][0][2] = mint_w[4][0][1];
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2321)] + mint_sm[mint_sb0 + (2323)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2580] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[5][0][1] = mint_w[5][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[5][0][2] = mint_w[5][0][1];
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2837)] + mint_sm[mint_sb0 + (2839)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3096] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[6][0][1] = mint_w[6][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[6][0][2] = mint_w[6][0][1];
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3353)] + mint_sm[mint_sb0 + (3355)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3612] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[7][0][1] = mint_w[7][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[7][0][2] = mint_w[7][0][1];
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3869)] + mint_sm[mint_sb0 + (3871)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_ss0 + 258] = mint_v;
            }
            if (mint_p == mint_slo) {
                mint_w[0][0][1] = mint_w[0][0][2];
            }
            if (mint_p >= mint_slo + (int)mint_scnt) {
                mint_w[0][0][2] = mint_w[0][0][1];
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (-1)] + mint_sm[mint_sb0 + (1)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_ss0 + 774] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[1][0][1] = mint_w[1][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[1][0][2] = mint_w[1][0][1];
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (515)] + mint_sm[mint_sb0 + (517)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1290] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[2][0][1] = mint_w[2][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[2][0][2] = mint_w[2][0][1];
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1031)] + mint_sm[mint_sb0 + (1033)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1806] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[3][0][1] = mint_w[3][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[3][0][2] = mint_w[3][0][1];
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1547)] + mint_sm[mint_sb0 + (1549)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2322] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[4][0][1] = mint_w[4][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[4][0][2] = mint_w[4][0][1];
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2063)] + mint_sm[mint_sb0 + (2065)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2838] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[5][0][1] = mint_w[5][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[5][0][2] = mint_w[5][0][1];
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2579)] + mint_sm[mint_sb0 + (2581)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3354] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[6][0][1] = mint_w[6][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[6][0][2] = mint_w[6][0][1];
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3095)] + mint_sm[mint_sb0 + (3097)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3870] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[7][0][1] = mint_w[7][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[7][0][2] = mint_w[7][0][1];
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3611)] + mint_sm[mint_sb0 + (3613)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
    }
}
/* mint: kernel mint_tb_1_inner from clamp2d.c:1: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch of `a` -> `b`, streamed along y in chunks of `mint_chunk` planes, lag 1, ring 2 */
static __device__ __noinline__ void mint_tb_1_inner(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
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
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    extern __shared__ __align__(16) unsigned char mint_smem[];
    float *mint_sm = (float *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 240 - 8) + mint_tx;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx;
    const int mint_c0 = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_y + mint_n_y);
    const int mint_slo = (int)mint_lo_y;
    const unsigned mint_scnt = (unsigned)mint_n_y;
    const unsigned mint_sext = (unsigned)mint_ext_y;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)8);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x)) mint_sp |= 1u << 0;
    if (mint_tx >= 8 && mint_tx < 256 - 8 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x))) mint_out |= 1u << 0;
    const int mint_sb0 = mint_tx + 1; (void)mint_sb0;
    float mint_w[8][1][3];
    float mint_pre[1];
    #pragma unroll
    for (int mint_s = 0; mint_s < 8; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 1; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (float)0;
    const int mint_i0 = (mint_c0 - 8 >= 0 ? (mint_c0 - 8) / 2 : -(((8 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 8;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(a + mint_col0 + (mint_idx_t)(mint_i0) * mint_pitch_a) : (float)0;
    const float *mint_ip0 = a + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_pitch_a;
    float *mint_op0 = b + mint_ocol0 + (mint_idx_t)(mint_i0 - 8) * mint_pitch_b;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 0] = mint_v;
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
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (257)] + mint_sm[mint_sb0 + (259)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_sb0 + 516] = mint_v;
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
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (773)] + mint_sm[mint_sb0 + (775)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1032] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1289)] + mint_sm[mint_sb0 + (1291)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1548] = mint_v;
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1805)] + mint_sm[mint_sb0 + (1807)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2064] = mint_v;
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2321)] + mint_sm[mint_sb0 + (2323)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2580] = mint_v;
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2837)] + mint_sm[mint_sb0 + (2839)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3096] = mint_v;
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3353)] + mint_sm[mint_sb0 + (3355)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3612] = mint_v;
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3869)] + mint_sm[mint_sb0 + (3871)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 258] = mint_v;
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
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (-1)] + mint_sm[mint_sb0 + (1)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_sb0 + 774] = mint_v;
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
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (515)] + mint_sm[mint_sb0 + (517)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1290] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1031)] + mint_sm[mint_sb0 + (1033)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1806] = mint_v;
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1547)] + mint_sm[mint_sb0 + (1549)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2322] = mint_v;
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2063)] + mint_sm[mint_sb0 + (2065)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2838] = mint_v;
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2579)] + mint_sm[mint_sb0 + (2581)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3354] = mint_v;
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3095)] + mint_sm[mint_sb0 + (3097)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3870] = mint_v;
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3611)] + mint_sm[mint_sb0 + (3613)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
    }
}
/* mint: kernel mint_tb_1 from clamp2d.c:1: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch; blocks whose output depends on no ghost cell run `mint_tb_1_inner`, the others `mint_tb_1_edge` */
extern "C" __global__ void __launch_bounds__(256) mint_tb_1(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
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
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    if ((mint_idx_t)blockIdx.x * 240 >= 8 && (mint_idx_t)blockIdx.x * 240 + 248 <= mint_n_x && (mint_idx_t)blockIdx.y * mint_chunk >= 8 && ((mint_idx_t)blockIdx.y + 1) * mint_chunk + 8 <= mint_n_y)
        mint_tb_1_inner(b, mint_pitch_b_arg, mint_slice_b_arg, a, mint_pitch_a_arg, mint_slice_a_arg, w, h, mint_lo_x_arg, mint_n_x_arg, mint_lo_y_arg, mint_n_y_arg, mint_blocks_y, mint_blocks_z, mint_ext_x_arg, mint_ext_y_arg, mint_ext_z_arg, mint_steps, mint_chunk);
    else
        mint_tb_1_edge(b, mint_pitch_b_arg, mint_slice_b_arg, a, mint_pitch_a_arg, mint_slice_a_arg, w, h, mint_lo_x_arg, mint_n_x_arg, mint_lo_y_arg, mint_n_y_arg, mint_blocks_y, mint_blocks_z, mint_ext_x_arg, mint_ext_y_arg, mint_ext_z_arg, mint_steps, mint_chunk);
}
