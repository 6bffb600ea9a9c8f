/* mint: kernel mint_tb_1 from multi.c:1: general, tile=32x32x1 chunk=1x2x1 block=32x16x1, -O0: temporal blocking, 3 steps per launch of `U` -> `V`, streamed along z in chunks of `mint_chunk` planes, lag 1, ring 2 */
extern "C" __global__ void __launch_bounds__(512) mint_tb_1(
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_U;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_V;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy1 >= 0 && mint_gy1 < (int)mint_ext_y) mint_inb |= 1u << 1;
    const mint_idx_t mint_col1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_U;
    const mint_idx_t mint_ocol1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_V;
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
    double mint_w[3][2][2];
    double mint_pre[2];
    double mint_cr0[2][3], mint_cq0[2];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 2; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 2; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (double)0;
    const int mint_i0 = (mint_c0 - 0 >= 0 ? (mint_c0 - 0) / 2 : -(((0 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 3;
    mint_cr0[0][0] = 0;
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 1), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[0][1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 2), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[0][2] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cq0[0] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    mint_cr0[1][0] = 0;
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 1), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[1][1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 2), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[1][2] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cq0[1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(U + mint_col0 + (mint_idx_t)(mint_i0) * mint_slice_U) : (double)0;
    const double *mint_ip0 = U + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_slice_U;
    double *mint_op0 = V + mint_ocol0 + (mint_idx_t)(mint_i0 - 3) * mint_slice_V;
    mint_pre[1] = (((mint_inb >> 1) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(U + mint_col1 + (mint_idx_t)(mint_i0) * mint_slice_U) : (double)0;
    const double *mint_ip1 = U + mint_col1 + (mint_idx_t)(mint_i0 + 1) * mint_slice_U;
    double *mint_op1 = V + mint_ocol1 + (mint_idx_t)(mint_i0 - 3) * mint_slice_V;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            mint_cr0[0][0] = mint_cr0[0][1];
            mint_cr0[0][1] = mint_cr0[0][2];
            mint_cr0[0][2] = mint_cq0[0];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[0] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            mint_cr0[1][0] = mint_cr0[1][1];
            mint_cr0[1][1] = mint_cr0[1][2];
            mint_cr0[1][2] = mint_cq0[1];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_U;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[0][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[0][0][0] + b * mint_cr0[0][2];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                }
                {
                    const double mint_c = mint_w[0][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[0][1][0] + b * mint_cr0[1][2];
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
                    const double mint_c = mint_w[1][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[1][0][0] + b * mint_cr0[0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                }
                {
                    const double mint_c = mint_w[1][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[1][1][0] + b * mint_cr0[1][1];
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
                    const double mint_c = mint_w[2][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[2][0][0] + b * mint_cr0[0][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_V;
                }
                {
                    const double mint_c = mint_w[2][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[2][1][0] + b * mint_cr0[1][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_V;
                }
            }
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            mint_cr0[0][0] = mint_cr0[0][1];
            mint_cr0[0][1] = mint_cr0[0][2];
            mint_cr0[0][2] = mint_cq0[0];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[0] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            mint_cr0[1][0] = mint_cr0[1][1];
            mint_cr0[1][1] = mint_cr0[1][2];
            mint_cr0[1][2] = mint_cq0[1];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_U;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[0][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[0][0][0] + b * mint_cr0[0][2];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                }
                {
                    const double mint_c = mint_w[0][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[0][1][0] + b * mint_cr0[1][2];
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
                    const double mint_c = mint_w[1][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[1][0][0] + b * mint_cr0[0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                }
                {
                    const double mint_c = mint_w[1][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[1][1][0] + b * mint_cr0[1][1];
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
                    const double mint_c = mint_w[2][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[2][0][0] + b * mint_cr0[0][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_V;
                }
                {
                    const double mint_c = mint_w[2][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = a * mint_w[2][1][0] + b * mint_cr0[1][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_V;
                }
            }
        }
    }
}
/* mint: kernel mint_tb_2 from multi.c:2: general, tile=32x32x1 chunk=1x2x1 block=32x16x1, -O0: temporal blocking, 3 steps per launch of `V` -> `U`, streamed along z in chunks of `mint_chunk` planes, lag 1, ring 2 */
extern "C" __global__ void __launch_bounds__(512) mint_tb_2(
    double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *W,
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
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    extern __shared__ __align__(16) unsigned char mint_smem[];
    double *mint_sm = (double *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 32 - 0) + mint_tx;
    const int mint_ty = threadIdx.y;
    const int mint_oy = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * 26 - 3);
    const int mint_ly0 = mint_ty * 2 + 0;
    const int mint_gy0 = mint_oy + mint_ly0;
    const int mint_ly1 = mint_ty * 2 + 1;
    const int mint_gy1 = mint_oy + mint_ly1;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy0 >= 0 && mint_gy0 < (int)mint_ext_y) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_V;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_U;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy1 >= 0 && mint_gy1 < (int)mint_ext_y) mint_inb |= 1u << 1;
    const mint_idx_t mint_col1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_V;
    const mint_idx_t mint_ocol1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_U;
    const int mint_c0 = (int)(mint_lo_z + (mint_idx_t)blockIdx.z * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_z + mint_n_z);
    const int mint_slo = (int)mint_lo_z;
    const unsigned mint_scnt = (unsigned)mint_n_z;
    const unsigned mint_sext = (unsigned)mint_ext_z;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)3);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 0;
    if (mint_tx >= 0 && mint_tx < 32 - 0 && mint_ly0 >= 3 && mint_ly0 < 32 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 0;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 1;
    if (mint_tx >= 0 && mint_tx < 32 - 0 && mint_ly1 >= 3 && mint_ly1 < 32 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 1;
    const int mint_sb0 = (mint_ly0 + 1) * 32 + mint_tx + 0; (void)mint_sb0;
    const int mint_sb1 = (mint_ly1 + 1) * 32 + mint_tx + 0; (void)mint_sb1;
    double mint_w[3][2][2];
    double mint_pre[2];
    double mint_cr0[2][3], mint_cq0[2];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 2; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 2; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (double)0;
    const int mint_i0 = (mint_c0 - 0 >= 0 ? (mint_c0 - 0) / 2 : -(((0 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 3;
    mint_cr0[0][0] = 0;
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 1), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[0][1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 2), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[0][2] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cq0[0] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    mint_cr0[1][0] = 0;
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 1), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[1][1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 - 3 + 2), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cr0[1][2] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    {
        const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_i0 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)x;
        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)y;
        const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
        (void)z;
        mint_cq0[1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
    }
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(V + mint_col0 + (mint_idx_t)(mint_i0) * mint_slice_V) : (double)0;
    const double *mint_ip0 = V + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_slice_V;
    double *mint_op0 = U + mint_ocol0 + (mint_idx_t)(mint_i0 - 3) * mint_slice_U;
    mint_pre[1] = (((mint_inb >> 1) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(V + mint_col1 + (mint_idx_t)(mint_i0) * mint_slice_V) : (double)0;
    const double *mint_ip1 = V + mint_col1 + (mint_idx_t)(mint_i0 + 1) * mint_slice_V;
    double *mint_op1 = U + mint_ocol1 + (mint_idx_t)(mint_i0 - 3) * mint_slice_U;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            mint_cr0[0][0] = mint_cr0[0][1];
            mint_cr0[0][1] = mint_cr0[0][2];
            mint_cr0[0][2] = mint_cq0[0];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[0] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            mint_cr0[1][0] = mint_cr0[1][1];
            mint_cr0[1][1] = mint_cr0[1][2];
            mint_cr0[1][2] = mint_cq0[1];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_V;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
                mint_sm[mint_sb0 + 0] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_V;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
                mint_sm[mint_sb1 + 0] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[0][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[0][0][0] + mint_sm[mint_sb0 + (1056)] * mint_cr0[0][2];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                    mint_sm[mint_sb0 + 2176] = mint_v;
                }
                {
                    const double mint_c = mint_w[0][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[0][1][0] + mint_w[0][0][0] * mint_cr0[1][2];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_v;
                    mint_sm[mint_sb1 + 2176] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[1][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[1][0][0] + mint_sm[mint_sb0 + (3232)] * mint_cr0[0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                    mint_sm[mint_sb0 + 4352] = mint_v;
                }
                {
                    const double mint_c = mint_w[1][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[1][1][0] + mint_w[1][0][0] * mint_cr0[1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_v;
                    mint_sm[mint_sb1 + 4352] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const double mint_c = mint_w[2][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[2][0][0] + mint_sm[mint_sb0 + (5408)] * mint_cr0[0][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_U;
                }
                {
                    const double mint_c = mint_w[2][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[2][1][0] + mint_w[2][0][0] * mint_cr0[1][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_U;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            mint_cr0[0][0] = mint_cr0[0][1];
            mint_cr0[0][1] = mint_cr0[0][2];
            mint_cr0[0][2] = mint_cq0[0];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[0] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            mint_cr0[1][0] = mint_cr0[1][1];
            mint_cr0[1][1] = mint_cr0[1][2];
            mint_cr0[1][2] = mint_cq0[1];
            {
                const mint_idx_t mint_rz = min(max((mint_idx_t)(mint_p + 1 - 1 + 0), mint_lo_z + (0)), mint_lo_z + mint_n_z - 1 + (0));
                const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                (void)x;
                const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                (void)y;
                const int z = (int)((mint_idx_t)(mint_rz) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_rz) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_rz));
                (void)z;
                mint_cq0[1] = W[(mint_idx_t)(mint_rz) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
            }
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_V;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
                mint_sm[mint_sb0 + 1088] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_V;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
                mint_sm[mint_sb1 + 1088] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[0][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[0][0][0] + mint_sm[mint_sb0 + (-32)] * mint_cr0[0][2];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                    mint_sm[mint_sb0 + 3264] = mint_v;
                }
                {
                    const double mint_c = mint_w[0][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[0][1][0] + mint_w[0][0][0] * mint_cr0[1][2];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_v;
                    mint_sm[mint_sb1 + 3264] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[1][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[1][0][0] + mint_sm[mint_sb0 + (2144)] * mint_cr0[0][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                    mint_sm[mint_sb0 + 5440] = mint_v;
                }
                {
                    const double mint_c = mint_w[1][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[1][1][0] + mint_w[1][0][0] * mint_cr0[1][1];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_v;
                    mint_sm[mint_sb1 + 5440] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const double mint_c = mint_w[2][0][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[2][0][0] + mint_sm[mint_sb0 + (4320)] * mint_cr0[0][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_U;
                }
                {
                    const double mint_c = mint_w[2][1][0];
                    double mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)y;
                        const int z = (int)((mint_idx_t)(mint_q) < mint_lo_z ? mint_lo_z : (mint_idx_t)(mint_q) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)(mint_q));
                        (void)z;
                        do {
                            mint_v = mint_w[2][1][0] + mint_w[2][0][0] * mint_cr0[1][0];
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 1) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_U;
                }
            }
            __syncthreads();
        }
    }
}
