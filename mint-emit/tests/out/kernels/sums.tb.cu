/* mint: kernel mint_tb_1 from sums.c:1: 3D 19-point, tile=32x16x1 chunk=1x4x1 block=32x4x1, -O0: temporal blocking, 3 steps per launch of `u` -> `v`, streamed along z in chunks of `mint_chunk` planes, lag 2, ring 2 */
extern "C" __global__ void __launch_bounds__(128) mint_tb_1(
    double *v,
    long mint_pitch_v_arg,
    long mint_slice_v_arg,
    const double *f,
    long mint_pitch_f_arg,
    long mint_slice_f_arg,
    const double *u,
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
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    extern __shared__ __align__(16) unsigned char mint_smem[];
    double *mint_sm = (double *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 26 - 3) + mint_tx;
    const int mint_ty = threadIdx.y;
    const int mint_oy = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * 10 - 3);
    const int mint_ly0 = mint_ty * 4 + 0;
    const int mint_gy0 = mint_oy + mint_ly0;
    const int mint_ly1 = mint_ty * 4 + 1;
    const int mint_gy1 = mint_oy + mint_ly1;
    const int mint_ly2 = mint_ty * 4 + 2;
    const int mint_gy2 = mint_oy + mint_ly2;
    const int mint_ly3 = mint_ty * 4 + 3;
    const int mint_gy3 = mint_oy + mint_ly3;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy0 >= 0 && mint_gy0 < (int)mint_ext_y) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_u;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy0 * mint_pitch_v;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy1 >= 0 && mint_gy1 < (int)mint_ext_y) mint_inb |= 1u << 1;
    const mint_idx_t mint_col1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_u;
    const mint_idx_t mint_ocol1 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy1 * mint_pitch_v;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy2 >= 0 && mint_gy2 < (int)mint_ext_y) mint_inb |= 1u << 2;
    const mint_idx_t mint_col2 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy2 * mint_pitch_u;
    const mint_idx_t mint_ocol2 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy2 * mint_pitch_v;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x && mint_gy3 >= 0 && mint_gy3 < (int)mint_ext_y) mint_inb |= 1u << 3;
    const mint_idx_t mint_col3 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy3 * mint_pitch_u;
    const mint_idx_t mint_ocol3 = (mint_idx_t)mint_gx + (mint_idx_t)mint_gy3 * mint_pitch_v;
    const int mint_c0 = (int)(mint_lo_z + (mint_idx_t)blockIdx.z * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_z + mint_n_z);
    const int mint_slo = (int)mint_lo_z;
    const unsigned mint_scnt = (unsigned)mint_n_z;
    const unsigned mint_sext = (unsigned)mint_ext_z;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)3);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 0;
    if (mint_tx >= 3 && mint_tx < 32 - 3 && mint_ly0 >= 3 && mint_ly0 < 16 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy0 >= (int)mint_lo_y && mint_gy0 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 0;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 1;
    if (mint_tx >= 3 && mint_tx < 32 - 3 && mint_ly1 >= 3 && mint_ly1 < 16 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy1 >= (int)mint_lo_y && mint_gy1 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 1;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy2 >= (int)mint_lo_y && mint_gy2 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 2;
    if (mint_tx >= 3 && mint_tx < 32 - 3 && mint_ly2 >= 3 && mint_ly2 < 16 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy2 >= (int)mint_lo_y && mint_gy2 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 2;
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy3 >= (int)mint_lo_y && mint_gy3 < (int)(mint_lo_y + mint_n_y)) mint_sp |= 1u << 3;
    if (mint_tx >= 3 && mint_tx < 32 - 3 && mint_ly3 >= 3 && mint_ly3 < 16 - 3 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x) && mint_gy3 >= (int)mint_lo_y && mint_gy3 < (int)(mint_lo_y + mint_n_y))) mint_out |= 1u << 3;
    const int mint_sb0 = (mint_ly0 + 1) * 34 + mint_tx + 1; (void)mint_sb0;
    const int mint_sb1 = (mint_ly1 + 1) * 34 + mint_tx + 1; (void)mint_sb1;
    const int mint_sb2 = (mint_ly2 + 1) * 34 + mint_tx + 1; (void)mint_sb2;
    const int mint_sb3 = (mint_ly3 + 1) * 34 + mint_tx + 1; (void)mint_sb3;
    double mint_w[3][4][2];
    double mint_pre[4];
    double mint_a[3][4][3];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s) for (int mint_k = 0; mint_k < 4; ++mint_k) for (int mint_j = 0; mint_j < 3; ++mint_j) mint_a[mint_s][mint_k][mint_j] = (double)0;
    double mint_rr[4][5];
    #pragma unroll
    for (int mint_s = 0; mint_s < 3; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 4; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 2; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (double)0;
    const int mint_i0 = (mint_c0 - 3 >= 0 ? (mint_c0 - 3) / 2 : -(((3 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 6;
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 6)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 6)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 6)));
        (void)k;
        mint_rr[0][0] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 5)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 5)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 5)));
        (void)k;
        mint_rr[0][1] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 4)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 4)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 4)));
        (void)k;
        mint_rr[0][2] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 3)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 3)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 3)));
        (void)k;
        mint_rr[0][3] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 2)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 2)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 2)));
        (void)k;
        mint_rr[0][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 6)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 6)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 6)));
        (void)k;
        mint_rr[1][0] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 5)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 5)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 5)));
        (void)k;
        mint_rr[1][1] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 4)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 4)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 4)));
        (void)k;
        mint_rr[1][2] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 3)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 3)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 3)));
        (void)k;
        mint_rr[1][3] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 2)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 2)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 2)));
        (void)k;
        mint_rr[1][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 6)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 6)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 6)));
        (void)k;
        mint_rr[2][0] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 5)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 5)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 5)));
        (void)k;
        mint_rr[2][1] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 4)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 4)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 4)));
        (void)k;
        mint_rr[2][2] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 3)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 3)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 3)));
        (void)k;
        mint_rr[2][3] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 2)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 2)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 2)));
        (void)k;
        mint_rr[2][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 6)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 6)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 6)));
        (void)k;
        mint_rr[3][0] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 5)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 5)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 5)));
        (void)k;
        mint_rr[3][1] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 4)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 4)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 4)));
        (void)k;
        mint_rr[3][2] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 3)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 3)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 3)));
        (void)k;
        mint_rr[3][3] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    {
        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
        (void)i;
        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
        (void)j;
        const int k = (int)((mint_idx_t)((mint_i0 - 2)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_i0 - 2)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_i0 - 2)));
        (void)k;
        mint_rr[3][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
    }
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(u + mint_col0 + (mint_idx_t)(mint_i0) * mint_slice_u) : (double)0;
    const double *mint_ip0 = u + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_slice_u;
    double *mint_op0 = v + mint_ocol0 + (mint_idx_t)(mint_i0 - 6) * mint_slice_v;
    mint_pre[1] = (((mint_inb >> 1) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(u + mint_col1 + (mint_idx_t)(mint_i0) * mint_slice_u) : (double)0;
    const double *mint_ip1 = u + mint_col1 + (mint_idx_t)(mint_i0 + 1) * mint_slice_u;
    double *mint_op1 = v + mint_ocol1 + (mint_idx_t)(mint_i0 - 6) * mint_slice_v;
    mint_pre[2] = (((mint_inb >> 2) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(u + mint_col2 + (mint_idx_t)(mint_i0) * mint_slice_u) : (double)0;
    const double *mint_ip2 = u + mint_col2 + (mint_idx_t)(mint_i0 + 1) * mint_slice_u;
    double *mint_op2 = v + mint_ocol2 + (mint_idx_t)(mint_i0 - 6) * mint_slice_v;
    mint_pre[3] = (((mint_inb >> 3) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(u + mint_col3 + (mint_idx_t)(mint_i0) * mint_slice_u) : (double)0;
    const double *mint_ip3 = u + mint_col3 + (mint_idx_t)(mint_i0 + 1) * mint_slice_u;
    double *mint_op3 = v + mint_ocol3 + (mint_idx_t)(mint_i0 - 6) * mint_slice_v;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            { /* stage 3 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                const double mint_u_m1_0 = mint_sm[mint_sb0 + (3026)];
                const double mint_u_0_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_u_0_1 = __shfl_down_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_e_0_0_1 = mint_u_0_m1 + mint_u_0_1;
                const double mint_u_m1_m1 = mint_sm[mint_sb0 + (3025)];
                const double mint_u_m1_1 = mint_sm[mint_sb0 + (3027)];
                const double mint_e_m1_0_1 = mint_u_m1_m1 + mint_u_m1_1;
                const double mint_u_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][1][1], 1);
                const double mint_u_1_1 = __shfl_down_sync(0xffffffffu, mint_w[2][1][1], 1);
                const double mint_e_1_0_1 = mint_u_1_m1 + mint_u_1_1;
                const double mint_u_2_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][2][1], 1);
                const double mint_u_2_1 = __shfl_down_sync(0xffffffffu, mint_w[2][2][1], 1);
                const double mint_e_2_0_1 = mint_u_2_m1 + mint_u_2_1;
                const double mint_u_3_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][3][1], 1);
                const double mint_u_3_1 = __shfl_down_sync(0xffffffffu, mint_w[2][3][1], 1);
                const double mint_e_3_0_1 = mint_u_3_m1 + mint_u_3_1;
                const double mint_u_4_0 = mint_sm[mint_sb0 + (3196)];
                const double mint_u_4_m1 = mint_sm[mint_sb0 + (3195)];
                const double mint_u_4_1 = mint_sm[mint_sb0 + (3197)];
                const double mint_e_4_0_1 = mint_u_4_m1 + mint_u_4_1;
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][0][1] + (w) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[2][1][1]);
                    mint_a[2][0][2] = mint_pz_0;
                    mint_a[2][0][1] = mint_a[2][0][1] + (w) * (2.0) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[2][1][1]) + (w) * (mint_e_m1_0_1 + mint_e_1_0_1);
                    mint_a[2][0][0] = mint_a[2][0][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 0) & 1u) ? mint_a[2][0][0] + mint_rr[0][0] : mint_w[2][0][0];
                    mint_a[2][0][0] = mint_a[2][0][1];
                    mint_a[2][0][1] = mint_a[2][0][2];
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][1][1] + (w) * (mint_w[2][0][1] + mint_e_1_0_1 + mint_w[2][2][1]);
                    mint_a[2][1][2] = mint_pz_0;
                    mint_a[2][1][1] = mint_a[2][1][1] + (w) * (2.0) * (mint_w[2][0][1] + mint_e_1_0_1 + mint_w[2][2][1]) + (w) * (mint_e_0_0_1 + mint_e_2_0_1);
                    mint_a[2][1][0] = mint_a[2][1][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 1) & 1u) ? mint_a[2][1][0] + mint_rr[1][0] : mint_w[2][1][0];
                    mint_a[2][1][0] = mint_a[2][1][1];
                    mint_a[2][1][1] = mint_a[2][1][2];
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][2][1] + (w) * (mint_w[2][1][1] + mint_e_2_0_1 + mint_w[2][3][1]);
                    mint_a[2][2][2] = mint_pz_0;
                    mint_a[2][2][1] = mint_a[2][2][1] + (w) * (2.0) * (mint_w[2][1][1] + mint_e_2_0_1 + mint_w[2][3][1]) + (w) * (mint_e_1_0_1 + mint_e_3_0_1);
                    mint_a[2][2][0] = mint_a[2][2][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 2) & 1u) ? mint_a[2][2][0] + mint_rr[2][0] : mint_w[2][2][0];
                    mint_a[2][2][0] = mint_a[2][2][1];
                    mint_a[2][2][1] = mint_a[2][2][2];
                    if ((mint_st >> 2) & 1u) *mint_op2 = mint_v;
                    mint_op2 += mint_slice_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][3][1] + (w) * (mint_w[2][2][1] + mint_e_3_0_1 + mint_u_4_0);
                    mint_a[2][3][2] = mint_pz_0;
                    mint_a[2][3][1] = mint_a[2][3][1] + (w) * (2.0) * (mint_w[2][2][1] + mint_e_3_0_1 + mint_u_4_0) + (w) * (mint_e_2_0_1 + mint_e_4_0_1);
                    mint_a[2][3][0] = mint_a[2][3][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 3) & 1u) ? mint_a[2][3][0] + mint_rr[3][0] : mint_w[2][3][0];
                    mint_a[2][3][0] = mint_a[2][3][1];
                    mint_a[2][3][1] = mint_a[2][3][2];
                    if ((mint_st >> 3) & 1u) *mint_op3 = mint_v;
                    mint_op3 += mint_slice_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_u_m1_0 = mint_sm[mint_sb0 + (1802)];
                const double mint_u_0_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_u_0_1 = __shfl_down_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_e_0_0_1 = mint_u_0_m1 + mint_u_0_1;
                const double mint_u_m1_m1 = mint_sm[mint_sb0 + (1801)];
                const double mint_u_m1_1 = mint_sm[mint_sb0 + (1803)];
                const double mint_e_m1_0_1 = mint_u_m1_m1 + mint_u_m1_1;
                const double mint_u_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][1][1], 1);
                const double mint_u_1_1 = __shfl_down_sync(0xffffffffu, mint_w[1][1][1], 1);
                const double mint_e_1_0_1 = mint_u_1_m1 + mint_u_1_1;
                const double mint_u_2_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][2][1], 1);
                const double mint_u_2_1 = __shfl_down_sync(0xffffffffu, mint_w[1][2][1], 1);
                const double mint_e_2_0_1 = mint_u_2_m1 + mint_u_2_1;
                const double mint_u_3_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][3][1], 1);
                const double mint_u_3_1 = __shfl_down_sync(0xffffffffu, mint_w[1][3][1], 1);
                const double mint_e_3_0_1 = mint_u_3_m1 + mint_u_3_1;
                const double mint_u_4_0 = mint_sm[mint_sb0 + (1972)];
                const double mint_u_4_m1 = mint_sm[mint_sb0 + (1971)];
                const double mint_u_4_1 = mint_sm[mint_sb0 + (1973)];
                const double mint_e_4_0_1 = mint_u_4_m1 + mint_u_4_1;
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][0][1] + (w) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[1][1][1]);
                    mint_a[1][0][2] = mint_pz_0;
                    mint_a[1][0][1] = mint_a[1][0][1] + (w) * (2.0) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[1][1][1]) + (w) * (mint_e_m1_0_1 + mint_e_1_0_1);
                    mint_a[1][0][0] = mint_a[1][0][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 0) & 1u) ? mint_a[1][0][0] + mint_rr[0][2] : mint_w[1][0][0];
                    mint_a[1][0][0] = mint_a[1][0][1];
                    mint_a[1][0][1] = mint_a[1][0][2];
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                    mint_sm[mint_sb0 + 2448] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][1][1] + (w) * (mint_w[1][0][1] + mint_e_1_0_1 + mint_w[1][2][1]);
                    mint_a[1][1][2] = mint_pz_0;
                    mint_a[1][1][1] = mint_a[1][1][1] + (w) * (2.0) * (mint_w[1][0][1] + mint_e_1_0_1 + mint_w[1][2][1]) + (w) * (mint_e_0_0_1 + mint_e_2_0_1);
                    mint_a[1][1][0] = mint_a[1][1][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 1) & 1u) ? mint_a[1][1][0] + mint_rr[1][2] : mint_w[1][1][0];
                    mint_a[1][1][0] = mint_a[1][1][1];
                    mint_a[1][1][1] = mint_a[1][1][2];
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][2][1] + (w) * (mint_w[1][1][1] + mint_e_2_0_1 + mint_w[1][3][1]);
                    mint_a[1][2][2] = mint_pz_0;
                    mint_a[1][2][1] = mint_a[1][2][1] + (w) * (2.0) * (mint_w[1][1][1] + mint_e_2_0_1 + mint_w[1][3][1]) + (w) * (mint_e_1_0_1 + mint_e_3_0_1);
                    mint_a[1][2][0] = mint_a[1][2][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 2) & 1u) ? mint_a[1][2][0] + mint_rr[2][2] : mint_w[1][2][0];
                    mint_a[1][2][0] = mint_a[1][2][1];
                    mint_a[1][2][1] = mint_a[1][2][2];
                    mint_w[2][2][0] = mint_w[2][2][1];
                    mint_w[2][2][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][3][1] + (w) * (mint_w[1][2][1] + mint_e_3_0_1 + mint_u_4_0);
                    mint_a[1][3][2] = mint_pz_0;
                    mint_a[1][3][1] = mint_a[1][3][1] + (w) * (2.0) * (mint_w[1][2][1] + mint_e_3_0_1 + mint_u_4_0) + (w) * (mint_e_2_0_1 + mint_e_4_0_1);
                    mint_a[1][3][0] = mint_a[1][3][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 3) & 1u) ? mint_a[1][3][0] + mint_rr[3][2] : mint_w[1][3][0];
                    mint_a[1][3][0] = mint_a[1][3][1];
                    mint_a[1][3][1] = mint_a[1][3][2];
                    mint_w[2][3][0] = mint_w[2][3][1];
                    mint_w[2][3][1] = mint_v;
                    mint_sm[mint_sb3 + 2448] = mint_v;
                }
            }
            { /* stage 1 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_u_m1_0 = mint_sm[mint_sb0 + (578)];
                const double mint_u_0_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_u_0_1 = __shfl_down_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_e_0_0_1 = mint_u_0_m1 + mint_u_0_1;
                const double mint_u_m1_m1 = mint_sm[mint_sb0 + (577)];
                const double mint_u_m1_1 = mint_sm[mint_sb0 + (579)];
                const double mint_e_m1_0_1 = mint_u_m1_m1 + mint_u_m1_1;
                const double mint_u_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][1][1], 1);
                const double mint_u_1_1 = __shfl_down_sync(0xffffffffu, mint_w[0][1][1], 1);
                const double mint_e_1_0_1 = mint_u_1_m1 + mint_u_1_1;
                const double mint_u_2_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][2][1], 1);
                const double mint_u_2_1 = __shfl_down_sync(0xffffffffu, mint_w[0][2][1], 1);
                const double mint_e_2_0_1 = mint_u_2_m1 + mint_u_2_1;
                const double mint_u_3_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][3][1], 1);
                const double mint_u_3_1 = __shfl_down_sync(0xffffffffu, mint_w[0][3][1], 1);
                const double mint_e_3_0_1 = mint_u_3_m1 + mint_u_3_1;
                const double mint_u_4_0 = mint_sm[mint_sb0 + (748)];
                const double mint_u_4_m1 = mint_sm[mint_sb0 + (747)];
                const double mint_u_4_1 = mint_sm[mint_sb0 + (749)];
                const double mint_e_4_0_1 = mint_u_4_m1 + mint_u_4_1;
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][0][1] + (w) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[0][1][1]);
                    mint_a[0][0][2] = mint_pz_0;
                    mint_a[0][0][1] = mint_a[0][0][1] + (w) * (2.0) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[0][1][1]) + (w) * (mint_e_m1_0_1 + mint_e_1_0_1);
                    mint_a[0][0][0] = mint_a[0][0][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 0) & 1u) ? mint_a[0][0][0] + mint_rr[0][4] : mint_w[0][0][0];
                    mint_rr[0][0] = mint_rr[0][1];
                    mint_rr[0][1] = mint_rr[0][2];
                    mint_rr[0][2] = mint_rr[0][3];
                    mint_rr[0][3] = mint_rr[0][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[0][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][0][0] = mint_a[0][0][1];
                    mint_a[0][0][1] = mint_a[0][0][2];
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                    mint_sm[mint_sb0 + 1224] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][1][1] + (w) * (mint_w[0][0][1] + mint_e_1_0_1 + mint_w[0][2][1]);
                    mint_a[0][1][2] = mint_pz_0;
                    mint_a[0][1][1] = mint_a[0][1][1] + (w) * (2.0) * (mint_w[0][0][1] + mint_e_1_0_1 + mint_w[0][2][1]) + (w) * (mint_e_0_0_1 + mint_e_2_0_1);
                    mint_a[0][1][0] = mint_a[0][1][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 1) & 1u) ? mint_a[0][1][0] + mint_rr[1][4] : mint_w[0][1][0];
                    mint_rr[1][0] = mint_rr[1][1];
                    mint_rr[1][1] = mint_rr[1][2];
                    mint_rr[1][2] = mint_rr[1][3];
                    mint_rr[1][3] = mint_rr[1][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[1][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][1][0] = mint_a[0][1][1];
                    mint_a[0][1][1] = mint_a[0][1][2];
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][2][1] + (w) * (mint_w[0][1][1] + mint_e_2_0_1 + mint_w[0][3][1]);
                    mint_a[0][2][2] = mint_pz_0;
                    mint_a[0][2][1] = mint_a[0][2][1] + (w) * (2.0) * (mint_w[0][1][1] + mint_e_2_0_1 + mint_w[0][3][1]) + (w) * (mint_e_1_0_1 + mint_e_3_0_1);
                    mint_a[0][2][0] = mint_a[0][2][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 2) & 1u) ? mint_a[0][2][0] + mint_rr[2][4] : mint_w[0][2][0];
                    mint_rr[2][0] = mint_rr[2][1];
                    mint_rr[2][1] = mint_rr[2][2];
                    mint_rr[2][2] = mint_rr[2][3];
                    mint_rr[2][3] = mint_rr[2][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[2][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][2][0] = mint_a[0][2][1];
                    mint_a[0][2][1] = mint_a[0][2][2];
                    mint_w[1][2][0] = mint_w[1][2][1];
                    mint_w[1][2][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][3][1] + (w) * (mint_w[0][2][1] + mint_e_3_0_1 + mint_u_4_0);
                    mint_a[0][3][2] = mint_pz_0;
                    mint_a[0][3][1] = mint_a[0][3][1] + (w) * (2.0) * (mint_w[0][2][1] + mint_e_3_0_1 + mint_u_4_0) + (w) * (mint_e_2_0_1 + mint_e_4_0_1);
                    mint_a[0][3][0] = mint_a[0][3][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 3) & 1u) ? mint_a[0][3][0] + mint_rr[3][4] : mint_w[0][3][0];
                    mint_rr[3][0] = mint_rr[3][1];
                    mint_rr[3][1] = mint_rr[3][2];
                    mint_rr[3][2] = mint_rr[3][3];
                    mint_rr[3][3] = mint_rr[3][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[3][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][3][0] = mint_a[0][3][1];
                    mint_a[0][3][1] = mint_a[0][3][2];
                    mint_w[1][3][0] = mint_w[1][3][1];
                    mint_w[1][3][1] = mint_v;
                    mint_sm[mint_sb3 + 1224] = mint_v;
                }
            }
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_u;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
                mint_sm[mint_sb0 + 0] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_u;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
            }
            {
                const double mint_v = mint_pre[2];
                mint_pre[2] = ((mint_ld >> 2) & 1u) ? __ldg(mint_ip2) : (double)0;
                mint_ip2 += mint_slice_u;
                mint_w[0][2][0] = mint_w[0][2][1];
                mint_w[0][2][1] = mint_v;
            }
            {
                const double mint_v = mint_pre[3];
                mint_pre[3] = ((mint_ld >> 3) & 1u) ? __ldg(mint_ip3) : (double)0;
                mint_ip3 += mint_slice_u;
                mint_w[0][3][0] = mint_w[0][3][1];
                mint_w[0][3][1] = mint_v;
                mint_sm[mint_sb3 + 0] = mint_v;
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            { /* stage 3 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                const double mint_u_m1_0 = mint_sm[mint_sb0 + (2414)];
                const double mint_u_0_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_u_0_1 = __shfl_down_sync(0xffffffffu, mint_w[2][0][1], 1);
                const double mint_e_0_0_1 = mint_u_0_m1 + mint_u_0_1;
                const double mint_u_m1_m1 = mint_sm[mint_sb0 + (2413)];
                const double mint_u_m1_1 = mint_sm[mint_sb0 + (2415)];
                const double mint_e_m1_0_1 = mint_u_m1_m1 + mint_u_m1_1;
                const double mint_u_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][1][1], 1);
                const double mint_u_1_1 = __shfl_down_sync(0xffffffffu, mint_w[2][1][1], 1);
                const double mint_e_1_0_1 = mint_u_1_m1 + mint_u_1_1;
                const double mint_u_2_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][2][1], 1);
                const double mint_u_2_1 = __shfl_down_sync(0xffffffffu, mint_w[2][2][1], 1);
                const double mint_e_2_0_1 = mint_u_2_m1 + mint_u_2_1;
                const double mint_u_3_m1 = __shfl_up_sync(0xffffffffu, mint_w[2][3][1], 1);
                const double mint_u_3_1 = __shfl_down_sync(0xffffffffu, mint_w[2][3][1], 1);
                const double mint_e_3_0_1 = mint_u_3_m1 + mint_u_3_1;
                const double mint_u_4_0 = mint_sm[mint_sb0 + (2584)];
                const double mint_u_4_m1 = mint_sm[mint_sb0 + (2583)];
                const double mint_u_4_1 = mint_sm[mint_sb0 + (2585)];
                const double mint_e_4_0_1 = mint_u_4_m1 + mint_u_4_1;
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][0][1] + (w) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[2][1][1]);
                    mint_a[2][0][2] = mint_pz_0;
                    mint_a[2][0][1] = mint_a[2][0][1] + (w) * (2.0) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[2][1][1]) + (w) * (mint_e_m1_0_1 + mint_e_1_0_1);
                    mint_a[2][0][0] = mint_a[2][0][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 0) & 1u) ? mint_a[2][0][0] + mint_rr[0][0] : mint_w[2][0][0];
                    mint_a[2][0][0] = mint_a[2][0][1];
                    mint_a[2][0][1] = mint_a[2][0][2];
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_slice_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][1][1] + (w) * (mint_w[2][0][1] + mint_e_1_0_1 + mint_w[2][2][1]);
                    mint_a[2][1][2] = mint_pz_0;
                    mint_a[2][1][1] = mint_a[2][1][1] + (w) * (2.0) * (mint_w[2][0][1] + mint_e_1_0_1 + mint_w[2][2][1]) + (w) * (mint_e_0_0_1 + mint_e_2_0_1);
                    mint_a[2][1][0] = mint_a[2][1][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 1) & 1u) ? mint_a[2][1][0] + mint_rr[1][0] : mint_w[2][1][0];
                    mint_a[2][1][0] = mint_a[2][1][1];
                    mint_a[2][1][1] = mint_a[2][1][2];
                    if ((mint_st >> 1) & 1u) *mint_op1 = mint_v;
                    mint_op1 += mint_slice_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][2][1] + (w) * (mint_w[2][1][1] + mint_e_2_0_1 + mint_w[2][3][1]);
                    mint_a[2][2][2] = mint_pz_0;
                    mint_a[2][2][1] = mint_a[2][2][1] + (w) * (2.0) * (mint_w[2][1][1] + mint_e_2_0_1 + mint_w[2][3][1]) + (w) * (mint_e_1_0_1 + mint_e_3_0_1);
                    mint_a[2][2][0] = mint_a[2][2][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 2) & 1u) ? mint_a[2][2][0] + mint_rr[2][0] : mint_w[2][2][0];
                    mint_a[2][2][0] = mint_a[2][2][1];
                    mint_a[2][2][1] = mint_a[2][2][2];
                    if ((mint_st >> 2) & 1u) *mint_op2 = mint_v;
                    mint_op2 += mint_slice_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[2][3][1] + (w) * (mint_w[2][2][1] + mint_e_3_0_1 + mint_u_4_0);
                    mint_a[2][3][2] = mint_pz_0;
                    mint_a[2][3][1] = mint_a[2][3][1] + (w) * (2.0) * (mint_w[2][2][1] + mint_e_3_0_1 + mint_u_4_0) + (w) * (mint_e_2_0_1 + mint_e_4_0_1);
                    mint_a[2][3][0] = mint_a[2][3][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 3) & 1u) ? mint_a[2][3][0] + mint_rr[3][0] : mint_w[2][3][0];
                    mint_a[2][3][0] = mint_a[2][3][1];
                    mint_a[2][3][1] = mint_a[2][3][2];
                    if ((mint_st >> 3) & 1u) *mint_op3 = mint_v;
                    mint_op3 += mint_slice_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_u_m1_0 = mint_sm[mint_sb0 + (1190)];
                const double mint_u_0_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_u_0_1 = __shfl_down_sync(0xffffffffu, mint_w[1][0][1], 1);
                const double mint_e_0_0_1 = mint_u_0_m1 + mint_u_0_1;
                const double mint_u_m1_m1 = mint_sm[mint_sb0 + (1189)];
                const double mint_u_m1_1 = mint_sm[mint_sb0 + (1191)];
                const double mint_e_m1_0_1 = mint_u_m1_m1 + mint_u_m1_1;
                const double mint_u_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][1][1], 1);
                const double mint_u_1_1 = __shfl_down_sync(0xffffffffu, mint_w[1][1][1], 1);
                const double mint_e_1_0_1 = mint_u_1_m1 + mint_u_1_1;
                const double mint_u_2_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][2][1], 1);
                const double mint_u_2_1 = __shfl_down_sync(0xffffffffu, mint_w[1][2][1], 1);
                const double mint_e_2_0_1 = mint_u_2_m1 + mint_u_2_1;
                const double mint_u_3_m1 = __shfl_up_sync(0xffffffffu, mint_w[1][3][1], 1);
                const double mint_u_3_1 = __shfl_down_sync(0xffffffffu, mint_w[1][3][1], 1);
                const double mint_e_3_0_1 = mint_u_3_m1 + mint_u_3_1;
                const double mint_u_4_0 = mint_sm[mint_sb0 + (1360)];
                const double mint_u_4_m1 = mint_sm[mint_sb0 + (1359)];
                const double mint_u_4_1 = mint_sm[mint_sb0 + (1361)];
                const double mint_e_4_0_1 = mint_u_4_m1 + mint_u_4_1;
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][0][1] + (w) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[1][1][1]);
                    mint_a[1][0][2] = mint_pz_0;
                    mint_a[1][0][1] = mint_a[1][0][1] + (w) * (2.0) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[1][1][1]) + (w) * (mint_e_m1_0_1 + mint_e_1_0_1);
                    mint_a[1][0][0] = mint_a[1][0][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 0) & 1u) ? mint_a[1][0][0] + mint_rr[0][2] : mint_w[1][0][0];
                    mint_a[1][0][0] = mint_a[1][0][1];
                    mint_a[1][0][1] = mint_a[1][0][2];
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_v;
                    mint_sm[mint_sb0 + 3060] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][1][1] + (w) * (mint_w[1][0][1] + mint_e_1_0_1 + mint_w[1][2][1]);
                    mint_a[1][1][2] = mint_pz_0;
                    mint_a[1][1][1] = mint_a[1][1][1] + (w) * (2.0) * (mint_w[1][0][1] + mint_e_1_0_1 + mint_w[1][2][1]) + (w) * (mint_e_0_0_1 + mint_e_2_0_1);
                    mint_a[1][1][0] = mint_a[1][1][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 1) & 1u) ? mint_a[1][1][0] + mint_rr[1][2] : mint_w[1][1][0];
                    mint_a[1][1][0] = mint_a[1][1][1];
                    mint_a[1][1][1] = mint_a[1][1][2];
                    mint_w[2][1][0] = mint_w[2][1][1];
                    mint_w[2][1][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][2][1] + (w) * (mint_w[1][1][1] + mint_e_2_0_1 + mint_w[1][3][1]);
                    mint_a[1][2][2] = mint_pz_0;
                    mint_a[1][2][1] = mint_a[1][2][1] + (w) * (2.0) * (mint_w[1][1][1] + mint_e_2_0_1 + mint_w[1][3][1]) + (w) * (mint_e_1_0_1 + mint_e_3_0_1);
                    mint_a[1][2][0] = mint_a[1][2][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 2) & 1u) ? mint_a[1][2][0] + mint_rr[2][2] : mint_w[1][2][0];
                    mint_a[1][2][0] = mint_a[1][2][1];
                    mint_a[1][2][1] = mint_a[1][2][2];
                    mint_w[2][2][0] = mint_w[2][2][1];
                    mint_w[2][2][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[1][3][1] + (w) * (mint_w[1][2][1] + mint_e_3_0_1 + mint_u_4_0);
                    mint_a[1][3][2] = mint_pz_0;
                    mint_a[1][3][1] = mint_a[1][3][1] + (w) * (2.0) * (mint_w[1][2][1] + mint_e_3_0_1 + mint_u_4_0) + (w) * (mint_e_2_0_1 + mint_e_4_0_1);
                    mint_a[1][3][0] = mint_a[1][3][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 3) & 1u) ? mint_a[1][3][0] + mint_rr[3][2] : mint_w[1][3][0];
                    mint_a[1][3][0] = mint_a[1][3][1];
                    mint_a[1][3][1] = mint_a[1][3][2];
                    mint_w[2][3][0] = mint_w[2][3][1];
                    mint_w[2][3][1] = mint_v;
                    mint_sm[mint_sb3 + 3060] = mint_v;
                }
            }
            { /* stage 1 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                const double mint_u_m1_0 = mint_sm[mint_sb0 + (-34)];
                const double mint_u_0_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_u_0_1 = __shfl_down_sync(0xffffffffu, mint_w[0][0][1], 1);
                const double mint_e_0_0_1 = mint_u_0_m1 + mint_u_0_1;
                const double mint_u_m1_m1 = mint_sm[mint_sb0 + (-35)];
                const double mint_u_m1_1 = mint_sm[mint_sb0 + (-33)];
                const double mint_e_m1_0_1 = mint_u_m1_m1 + mint_u_m1_1;
                const double mint_u_1_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][1][1], 1);
                const double mint_u_1_1 = __shfl_down_sync(0xffffffffu, mint_w[0][1][1], 1);
                const double mint_e_1_0_1 = mint_u_1_m1 + mint_u_1_1;
                const double mint_u_2_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][2][1], 1);
                const double mint_u_2_1 = __shfl_down_sync(0xffffffffu, mint_w[0][2][1], 1);
                const double mint_e_2_0_1 = mint_u_2_m1 + mint_u_2_1;
                const double mint_u_3_m1 = __shfl_up_sync(0xffffffffu, mint_w[0][3][1], 1);
                const double mint_u_3_1 = __shfl_down_sync(0xffffffffu, mint_w[0][3][1], 1);
                const double mint_e_3_0_1 = mint_u_3_m1 + mint_u_3_1;
                const double mint_u_4_0 = mint_sm[mint_sb0 + (136)];
                const double mint_u_4_m1 = mint_sm[mint_sb0 + (135)];
                const double mint_u_4_1 = mint_sm[mint_sb0 + (137)];
                const double mint_e_4_0_1 = mint_u_4_m1 + mint_u_4_1;
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][0][1] + (w) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[0][1][1]);
                    mint_a[0][0][2] = mint_pz_0;
                    mint_a[0][0][1] = mint_a[0][0][1] + (w) * (2.0) * (mint_u_m1_0 + mint_e_0_0_1 + mint_w[0][1][1]) + (w) * (mint_e_m1_0_1 + mint_e_1_0_1);
                    mint_a[0][0][0] = mint_a[0][0][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 0) & 1u) ? mint_a[0][0][0] + mint_rr[0][4] : mint_w[0][0][0];
                    mint_rr[0][0] = mint_rr[0][1];
                    mint_rr[0][1] = mint_rr[0][2];
                    mint_rr[0][2] = mint_rr[0][3];
                    mint_rr[0][3] = mint_rr[0][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy0) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy0) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy0));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[0][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][0][0] = mint_a[0][0][1];
                    mint_a[0][0][1] = mint_a[0][0][2];
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_v;
                    mint_sm[mint_sb0 + 1836] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][1][1] + (w) * (mint_w[0][0][1] + mint_e_1_0_1 + mint_w[0][2][1]);
                    mint_a[0][1][2] = mint_pz_0;
                    mint_a[0][1][1] = mint_a[0][1][1] + (w) * (2.0) * (mint_w[0][0][1] + mint_e_1_0_1 + mint_w[0][2][1]) + (w) * (mint_e_0_0_1 + mint_e_2_0_1);
                    mint_a[0][1][0] = mint_a[0][1][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 1) & 1u) ? mint_a[0][1][0] + mint_rr[1][4] : mint_w[0][1][0];
                    mint_rr[1][0] = mint_rr[1][1];
                    mint_rr[1][1] = mint_rr[1][2];
                    mint_rr[1][2] = mint_rr[1][3];
                    mint_rr[1][3] = mint_rr[1][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy1) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy1) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy1));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[1][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][1][0] = mint_a[0][1][1];
                    mint_a[0][1][1] = mint_a[0][1][2];
                    mint_w[1][1][0] = mint_w[1][1][1];
                    mint_w[1][1][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][2][1] + (w) * (mint_w[0][1][1] + mint_e_2_0_1 + mint_w[0][3][1]);
                    mint_a[0][2][2] = mint_pz_0;
                    mint_a[0][2][1] = mint_a[0][2][1] + (w) * (2.0) * (mint_w[0][1][1] + mint_e_2_0_1 + mint_w[0][3][1]) + (w) * (mint_e_1_0_1 + mint_e_3_0_1);
                    mint_a[0][2][0] = mint_a[0][2][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 2) & 1u) ? mint_a[0][2][0] + mint_rr[2][4] : mint_w[0][2][0];
                    mint_rr[2][0] = mint_rr[2][1];
                    mint_rr[2][1] = mint_rr[2][2];
                    mint_rr[2][2] = mint_rr[2][3];
                    mint_rr[2][3] = mint_rr[2][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy2) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy2) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy2));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[2][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][2][0] = mint_a[0][2][1];
                    mint_a[0][2][1] = mint_a[0][2][2];
                    mint_w[1][2][0] = mint_w[1][2][1];
                    mint_w[1][2][1] = mint_v;
                }
                {
                    const double mint_pz_0 = (w) * (2.0) * mint_w[0][3][1] + (w) * (mint_w[0][2][1] + mint_e_3_0_1 + mint_u_4_0);
                    mint_a[0][3][2] = mint_pz_0;
                    mint_a[0][3][1] = mint_a[0][3][1] + (w) * (2.0) * (mint_w[0][2][1] + mint_e_3_0_1 + mint_u_4_0) + (w) * (mint_e_2_0_1 + mint_e_4_0_1);
                    mint_a[0][3][0] = mint_a[0][3][0] + mint_pz_0;
                    const double mint_v = ((mint_ok >> 3) & 1u) ? mint_a[0][3][0] + mint_rr[3][4] : mint_w[0][3][0];
                    mint_rr[3][0] = mint_rr[3][1];
                    mint_rr[3][1] = mint_rr[3][2];
                    mint_rr[3][2] = mint_rr[3][3];
                    mint_rr[3][3] = mint_rr[3][4];
                    {
                        const int i = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)i;
                        const int j = (int)((mint_idx_t)(mint_gy3) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_gy3) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_gy3));
                        (void)j;
                        const int k = (int)((mint_idx_t)((mint_q + 1)) < mint_lo_z ? mint_lo_z : (mint_idx_t)((mint_q + 1)) >= mint_lo_z + mint_n_z ? mint_lo_z + mint_n_z - 1 : (mint_idx_t)((mint_q + 1)));
                        (void)k;
                        mint_rr[3][4] = (w) * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)]);
                    }
                    mint_a[0][3][0] = mint_a[0][3][1];
                    mint_a[0][3][1] = mint_a[0][3][2];
                    mint_w[1][3][0] = mint_w[1][3][1];
                    mint_w[1][3][1] = mint_v;
                    mint_sm[mint_sb3 + 1836] = mint_v;
                }
            }
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_slice_u;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_v;
                mint_sm[mint_sb0 + 612] = mint_v;
            }
            {
                const double mint_v = mint_pre[1];
                mint_pre[1] = ((mint_ld >> 1) & 1u) ? __ldg(mint_ip1) : (double)0;
                mint_ip1 += mint_slice_u;
                mint_w[0][1][0] = mint_w[0][1][1];
                mint_w[0][1][1] = mint_v;
            }
            {
                const double mint_v = mint_pre[2];
                mint_pre[2] = ((mint_ld >> 2) & 1u) ? __ldg(mint_ip2) : (double)0;
                mint_ip2 += mint_slice_u;
                mint_w[0][2][0] = mint_w[0][2][1];
                mint_w[0][2][1] = mint_v;
            }
            {
                const double mint_v = mint_pre[3];
                mint_pre[3] = ((mint_ld >> 3) & 1u) ? __ldg(mint_ip3) : (double)0;
                mint_ip3 += mint_slice_u;
                mint_w[0][3][0] = mint_w[0][3][1];
                mint_w[0][3][1] = mint_v;
                mint_sm[mint_sb3 + 612] = mint_v;
            }
            __syncthreads();
        }
    }
}
