// mint: translated from heat2d.c by mint 0.1.0, -O0, target cuda, multi-GPU: the device side.
// The host side, still C, is heat2d.tb.host.c. Build and run, one process driving every GPU:
//   nvcc -O3 -arch=sm_90 heat2d.tb.cu heat2d.tb.host.c -o heat2d.tb -lnccl
//   MINT_GPUS=2 ./heat2d.tb ARGS   (default: every visible GPU)
// or one MPI rank per GPU, on one node or several:
//   nvcc -O3 -arch=sm_90 -DMINT_MPI heat2d.tb.cu heat2d.tb.host.c -o heat2d.tb -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)
//   mpirun -np 2 ./heat2d.tb ARGS   (one rank per GPU; only rank 0 prints)
// Always with NCCL_NVLS_ENABLE=0 (the program sets it unless it is set).
#define MINT_HALO 8
/* (mint-emit/src/prelude_multi.cu) */

/* ---- mint kernels ---- */
/* mint: kernel mint_kernel_1 from heat2d.c:23: 2D 5-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
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
    long mint_blocks_z)
{
    typedef int mint_idx_t;
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
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    V[(mint_idx_t)(y) * mint_pitch_V + (x)] = 0.6 * U[(mint_idx_t)(y) * mint_pitch_U + (x)] + 0.1 * (U[(mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(y) * mint_pitch_U + (x + 1)] + U[(mint_idx_t)(y - 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(y + 1) * mint_pitch_U + (x)]);
                } while (0);
            }
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from heat2d.c:23: 2D 5-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
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
    long mint_blocks_z)
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
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    V[(mint_idx_t)(y) * mint_pitch_V + (x)] = 0.6 * U[(mint_idx_t)(y) * mint_pitch_U + (x)] + 0.1 * (U[(mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(y) * mint_pitch_U + (x + 1)] + U[(mint_idx_t)(y - 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(y + 1) * mint_pitch_U + (x)]);
                } while (0);
            }
        }
    }
}

/* ---- mint launchers: what the C host file calls ---- */
/* ---- mint: the time loop at heat2d.c:22 (one nest and a pointer swap), 8 steps per launch of mint_tb_1 ---- */
/* mint: kernel mint_tb_1 from heat2d.c:23: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch of `U` -> `V`, streamed along y in chunks of `mint_chunk` planes, lag 1, ring 2 */
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
    long mint_steps,
    long mint_chunk,
    long mint_part_lo,
    long mint_part_hi)
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
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 240 - 8) + mint_tx;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx;
    const int mint_c0 = (int)(mint_part_lo + (mint_idx_t)blockIdx.y * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_part_hi);
    const int mint_slo = (int)mint_lo_y;
    const unsigned mint_scnt = (unsigned)mint_n_y;
    const int mint_lfirst = (int)max(mint_lo_y - 1, (mint_idx_t)0);
    const unsigned mint_lcnt = (unsigned)max(min(mint_lo_y + mint_n_y + 1, mint_ext_y) - (mint_idx_t)mint_lfirst, (mint_idx_t)0);
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)8);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x)) mint_sp |= 1u << 0;
    if (mint_tx >= 8 && mint_tx < 256 - 8 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x))) mint_out |= 1u << 0;
    const int mint_sb0 = mint_tx + 1; (void)mint_sb0;
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
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0 - mint_lfirst) < mint_lcnt) ? __ldg(U + mint_col0 + (mint_idx_t)(mint_i0) * mint_pitch_U) : (double)0;
    const double *mint_ip0 = U + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_pitch_U;
    double *mint_op0 = V + mint_ocol0 + (mint_idx_t)(mint_i0 - 8) * mint_pitch_V;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1 - mint_lfirst) < mint_lcnt ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_pitch_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 0] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[0][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[0][0][1] + 0.1 * (mint_sm[mint_sb0 + (257)] + mint_sm[mint_sb0 + (259)] + mint_w[0][0][0] + mint_w[0][0][2]);
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
                    const double mint_c = mint_w[1][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[1][0][1] + 0.1 * (mint_sm[mint_sb0 + (773)] + mint_sm[mint_sb0 + (775)] + mint_w[1][0][0] + mint_w[1][0][2]);
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
                    const double mint_c = mint_w[2][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[2][0][1] + 0.1 * (mint_sm[mint_sb0 + (1289)] + mint_sm[mint_sb0 + (1291)] + mint_w[2][0][0] + mint_w[2][0][2]);
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
                    const double mint_c = mint_w[3][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[3][0][1] + 0.1 * (mint_sm[mint_sb0 + (1805)] + mint_sm[mint_sb0 + (1807)] + mint_w[3][0][0] + mint_w[3][0][2]);
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
                    const double mint_c = mint_w[4][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[4][0][1] + 0.1 * (mint_sm[mint_sb0 + (2321)] + mint_sm[mint_sb0 + (2323)] + mint_w[4][0][0] + mint_w[4][0][2]);
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
                    const double mint_c = mint_w[5][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[5][0][1] + 0.1 * (mint_sm[mint_sb0 + (2837)] + mint_sm[mint_sb0 + (2839)] + mint_w[5][0][0] + mint_w[5][0][2]);
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
                    const double mint_c = mint_w[6][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[6][0][1] + 0.1 * (mint_sm[mint_sb0 + (3353)] + mint_sm[mint_sb0 + (3355)] + mint_w[6][0][0] + mint_w[6][0][2]);
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
                    const double mint_c = mint_w[7][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[7][0][1] + 0.1 * (mint_sm[mint_sb0 + (3869)] + mint_sm[mint_sb0 + (3871)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_V;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1 - mint_lfirst) < mint_lcnt ? mint_inb : 0u;
            {
                const double mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (double)0;
                mint_ip0 += mint_pitch_U;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 258] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const double mint_c = mint_w[0][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[0][0][1] + 0.1 * (mint_sm[mint_sb0 + (-1)] + mint_sm[mint_sb0 + (1)] + mint_w[0][0][0] + mint_w[0][0][2]);
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
                    const double mint_c = mint_w[1][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[1][0][1] + 0.1 * (mint_sm[mint_sb0 + (515)] + mint_sm[mint_sb0 + (517)] + mint_w[1][0][0] + mint_w[1][0][2]);
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
                    const double mint_c = mint_w[2][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[2][0][1] + 0.1 * (mint_sm[mint_sb0 + (1031)] + mint_sm[mint_sb0 + (1033)] + mint_w[2][0][0] + mint_w[2][0][2]);
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
                    const double mint_c = mint_w[3][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[3][0][1] + 0.1 * (mint_sm[mint_sb0 + (1547)] + mint_sm[mint_sb0 + (1549)] + mint_w[3][0][0] + mint_w[3][0][2]);
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
                    const double mint_c = mint_w[4][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[4][0][1] + 0.1 * (mint_sm[mint_sb0 + (2063)] + mint_sm[mint_sb0 + (2065)] + mint_w[4][0][0] + mint_w[4][0][2]);
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
                    const double mint_c = mint_w[5][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[5][0][1] + 0.1 * (mint_sm[mint_sb0 + (2579)] + mint_sm[mint_sb0 + (2581)] + mint_w[5][0][0] + mint_w[5][0][2]);
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
                    const double mint_c = mint_w[6][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[6][0][1] + 0.1 * (mint_sm[mint_sb0 + (3095)] + mint_sm[mint_sb0 + (3097)] + mint_w[6][0][0] + mint_w[6][0][2]);
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
                    const double mint_c = mint_w[7][0][1];
                    double mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.6 * mint_w[7][0][1] + 0.1 * (mint_sm[mint_sb0 + (3611)] + mint_sm[mint_sb0 + (3613)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_V;
                }
            }
            __syncthreads();
        }
    }
}

/* mint: whether `U` and `V` differ next to the iteration space (where the fused kernel reads only its input) */
extern "C" __global__ void mint_tb_agree_1(const unsigned char *mint_a, long mint_pa, long mint_sa, const unsigned char *mint_b, long mint_pb, long mint_sb, long mint_lo_x, long mint_n_x, long mint_lo_y, long mint_n_y, long mint_lo_z, long mint_n_z, long mint_ex, long mint_ey, long mint_ez, long mint_c0, long mint_c1, int *mint_differ)
{
const long mint_r[3] = {1, 1, 0}, mint_lo[3] = {mint_lo_x, mint_lo_y, mint_lo_z};
const long mint_n[3] = {mint_n_x, mint_n_y, mint_n_z}, mint_e[3] = {mint_ex, mint_ey, mint_ez};
long mint_b0[3], mint_w[3];
for (int mint_d = 0; mint_d < 3; mint_d++) {
const long mint_first = mint_lo[mint_d] - mint_r[mint_d] > 0 ? mint_lo[mint_d] - mint_r[mint_d] : 0;
const long mint_end = mint_lo[mint_d] + mint_n[mint_d] + mint_r[mint_d] < mint_e[mint_d] ? mint_lo[mint_d] + mint_n[mint_d] + mint_r[mint_d] : mint_e[mint_d];
/* the split dimension: only planes [mint_c0, mint_c1) (a multi-GPU slab's own) */
mint_b0[mint_d] = mint_d == 1 && mint_first < mint_c0 ? mint_c0 : mint_first;
mint_w[mint_d] = (mint_d == 1 && mint_end > mint_c1 ? mint_c1 : mint_end) - mint_b0[mint_d];
if (mint_w[mint_d] <= 0) return;
}
/* One warp per row (grid-stride), its lanes along x: coalesced loads; rows inside the space in y and z check only the x bands outside it. */
const long mint_lane = threadIdx.x % 32, mint_warps = (long)gridDim.x * (blockDim.x / 32);
for (long mint_i = blockIdx.x * (long)(blockDim.x / 32) + threadIdx.x / 32; mint_i < mint_w[1] * mint_w[2]; mint_i += mint_warps) {
const long mint_y = mint_b0[1] + mint_i % mint_w[1], mint_z = mint_b0[2] + mint_i / mint_w[1];
const int mint_inner = mint_y >= mint_lo_y && mint_y < mint_lo_y + mint_n_y && mint_z >= mint_lo_z && mint_z < mint_lo_z + mint_n_z;
for (long mint_x = mint_b0[0] + mint_lane; mint_x < mint_b0[0] + mint_w[0]; mint_x += 32) {
if (mint_inner && mint_x >= mint_lo_x && mint_x < mint_lo_x + mint_n_x)
continue; /* inside the space */
const unsigned long long *mint_p = (const unsigned long long *)(mint_a + (mint_x + mint_y * mint_pa + mint_z * mint_sa) * 8);
const unsigned long long *mint_q = (const unsigned long long *)(mint_b + (mint_x + mint_y * mint_pb + mint_z * mint_sb) * 8);
for (int mint_k = 0; mint_k < 1; mint_k++)
if (mint_p[mint_k] != mint_q[mint_k]) {
*mint_differ = 1;
return;
}
}
}
}

static struct { long steps; mint_array a, b; int noted, whole; int *differ[MINT_MAX_GPUS]; } mint_tb_state_1;

extern "C" void mint_tb_flush_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_V, mint_array mint_d_U)
{
    (void)mint_arg_lo_x;
    (void)mint_arg_hi_x;
    (void)mint_arg_lo_y;
    (void)mint_arg_hi_y;
    (void)mint_d_V;
    (void)mint_d_U;
    const long mint_k = mint_tb_state_1.steps;
    if (mint_k == 0)
        return;
    mint_tb_state_1.steps = 0;
    mint_array mint_x = mint_tb_state_1.a, mint_y = mint_tb_state_1.b; /* the state, and the other buffer */
    const long mint_lo_x = (long)(mint_arg_lo_x);
    const long mint_n_x = (long)(mint_arg_hi_x) >= mint_lo_x ? ((long)(mint_arg_hi_x) - mint_lo_x) / 1 + 1 : 0;
    const long mint_lo_y = (long)(mint_arg_lo_y);
    const long mint_n_y = (long)(mint_arg_hi_y) >= mint_lo_y ? ((long)(mint_arg_hi_y) - mint_lo_y) / 1 + 1 : 0;
    if (!(mint_n_x > 0 && mint_n_y > 0))
        return; /* no point: the sweeps change nothing */
    if (mint_x.ptr == mint_y.ptr) {
        fprintf(stderr, "heat2d.c:23: U and V are the same device array, but mint_tb_1 reads one and writes the other; swap pointers through a temporary\n");
        exit(1);
    }
    int mint_fused = 0;
    const mint_array *mint_all[] = {&mint_x, &mint_y};
    const mint_slabs *mint_split = mint_nest_slabs("heat2d.c:23", 2, mint_all);
    const mint_slabs *mint_sx = mint_slabs_of(&mint_x, "heat2d.c:23"), *mint_sy = mint_slabs_of(&mint_y, "heat2d.c:23");
    if (mint_k > 1 && mint_sx->nx == mint_sy->nx && mint_sx->ny == mint_sy->ny && mint_sx->nz == mint_sy->nz) {
        int mint_differ = 0;
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            const int mint_g = mint_rt.first + mint_l;
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            const mint_view mint_vx = mint_view_of(&mint_x, mint_l, "heat2d.c:23"), mint_vy = mint_view_of(&mint_y, mint_l, "heat2d.c:23");
            if (!mint_tb_state_1.differ[mint_l])
                MINT_CHECK(cudaMalloc((void **)&mint_tb_state_1.differ[mint_l], sizeof(int)));
            MINT_CHECK(cudaMemcpy(mint_tb_state_1.differ[mint_l], &mint_differ, sizeof(int), cudaMemcpyHostToDevice));
            mint_tb_agree_1<<<(unsigned)((long)mint_vx.ny * (long)mint_vx.nz / 8 + 1 < 1024 ? (long)mint_vx.ny * (long)mint_vx.nz / 8 + 1 : 1024), 256, 0, mint_rt.compute[mint_l]>>>((const unsigned char *)mint_vx.ptr, (long)mint_vx.pitch, (long)mint_vx.slice, (const unsigned char *)mint_vy.ptr, (long)mint_vy.pitch, (long)mint_vy.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, 0L, 1L, (long)mint_vx.nx, (long)mint_vx.ny, (long)mint_vx.nz, mint_split->p0[mint_g], mint_split->p1[mint_g], mint_tb_state_1.differ[mint_l]);
            mint_check_launch("mint_tb_agree_1", "heat2d.c:23");
        }
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            int mint_d = 0;
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            MINT_CHECK(cudaStreamSynchronize(mint_rt.compute[mint_l]));
            MINT_CHECK(cudaMemcpy(&mint_d, mint_tb_state_1.differ[mint_l], sizeof(int), cudaMemcpyDeviceToHost));
            mint_differ |= mint_d;
        }
        mint_fused = !mint_any(mint_differ); /* every GPU's answer, every rank */
    }
    if (mint_k > 1 && !mint_fused && !mint_tb_state_1.noted) {
        fprintf(stderr, "mint: heat2d.c:23: `U` and `V` differ outside the iteration space, where the fused kernel keeps its input's values; this time loop runs one step per launch\n");
        mint_tb_state_1.noted = 1;
    }
    /* The last launch is one step; the k - 1 before it take at most 8 each, in a count of launches of k's parity. */
    const long mint_before = mint_k - 1;
    long mint_launches = mint_fused ? (mint_before + 8 - 1) / 8 : mint_before;
    if ((mint_before - mint_launches) % 2 != 0)
        mint_launches++;
    /* Planes next to a neighbour's that the kernel keeps as they are: values within 1 x (steps - 1) of them may be wrong, never on the GPU's own planes. */
    const long mint_m = mint_halo() - 7;
    for (long mint_i = 0; mint_i <= mint_launches; mint_i++) {
        const long mint_s = mint_i == mint_launches ? 1 : mint_before / mint_launches + (mint_i < mint_before % mint_launches ? 1 : 0);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            const int mint_g = mint_rt.first + mint_l;
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            const mint_view mint_vx = mint_view_of(&mint_x, mint_l, "heat2d.c:23"), mint_vy = mint_view_of(&mint_y, mint_l, "heat2d.c:23");
            const long mint_wa = mint_g > 0 ? mint_split->a0[mint_l] + mint_m : mint_lo_y;
            const long mint_wb = mint_g < mint_rt.gpus - 1 ? mint_split->a1[mint_l] - mint_m : mint_lo_y + mint_n_y;
            const long mint_wlo = mint_lo_y > mint_wa ? mint_lo_y : mint_wa, mint_whi = mint_lo_y + mint_n_y < mint_wb ? mint_lo_y + mint_n_y : mint_wb;
            const long mint_wn = mint_whi > mint_wlo ? mint_whi - mint_wlo : 0;
            const long mint_olo = mint_split->p0[mint_g] > mint_wlo ? mint_split->p0[mint_g] : mint_wlo, mint_ohi = mint_split->p1[mint_g] < mint_whi ? mint_split->p1[mint_g] : mint_whi;
            const long mint_h = mint_halo(), mint_oa = mint_g > 0 && mint_olo + mint_h < mint_ohi ? mint_olo + mint_h : mint_g > 0 ? mint_ohi : mint_olo;
            const long mint_ob = mint_g < mint_rt.gpus - 1 ? (mint_ohi - mint_h > mint_oa ? mint_ohi - mint_h : mint_oa) : mint_ohi;
            const long mint_part[3][2] = {{mint_olo, mint_oa}, {mint_ob, mint_ohi}, {mint_oa, mint_ob}};
            mint_halo_follows(mint_l); /* the boundary parts read what the compute stream wrote */
            for (int mint_j = 0; mint_j < 3; mint_j++) {
                const long mint_pn = mint_wn > 0 && mint_part[mint_j][1] > mint_part[mint_j][0] ? mint_part[mint_j][1] - mint_part[mint_j][0] : 0;
                if (mint_pn == 0)
                    continue;
                const long mint_gx = (mint_n_x + 240 - 1) / 240, mint_gy = (mint_pn + 128 - 1) / 128, mint_gz = 1L;
                if (mint_gx > 2147483647L || mint_gy > 65535L || mint_gz > 65535L) {
                    fprintf(stderr, "heat2d.c:23: mint_tb_1 needs a grid of %ld x %ld x %ld blocks, more than CUDA allows; use a larger --tb-schedule chunk or tile\n", mint_gx, mint_gy, mint_gz);
                    mint_die();
                }
                dim3 mint_grid((unsigned)mint_gx, (unsigned)mint_gy, (unsigned)mint_gz);
                dim3 mint_block(256, 1, 1);
                mint_tb_1<<<mint_grid, mint_block, 33024, mint_j < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l]>>>((double *)mint_vy.ptr, (long)mint_vy.pitch, (long)mint_vy.slice, (const double *)mint_vx.ptr, (long)mint_vx.pitch, (long)mint_vx.slice, mint_lo_x, mint_n_x, mint_wlo, mint_wn, (long)mint_grid.y, (long)mint_grid.z, (long)mint_vx.nx, (long)mint_vx.ny, (long)mint_vx.nz, mint_s, 128L, mint_part[mint_j][0], mint_part[mint_j][1]);
                mint_check_launch("mint_tb_1", "heat2d.c:23");
            }
        }
        const mint_array *mint_wrote[] = {&mint_y};
        mint_exchange_finish(1, mint_wrote); /* the halos of the buffer the launch wrote, once per 8 steps at most */
        const mint_array mint_t = mint_x; mint_x = mint_y; mint_y = mint_t;
    }
}

extern "C" void mint_tb_step_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_V, mint_array mint_d_U)
{
    (void)mint_arg_lo_x;
    (void)mint_arg_hi_x;
    (void)mint_arg_lo_y;
    (void)mint_arg_hi_y;
    (void)mint_d_V;
    (void)mint_d_U;
    if (mint_tb_state_1.steps > 0) {
        const int mint_odd = mint_tb_state_1.steps % 2 != 0;
        /* The pending steps leave the state in b when odd, else in a. */
        const mint_array *mint_cur = mint_odd ? &mint_tb_state_1.b : &mint_tb_state_1.a, *mint_oth = mint_odd ? &mint_tb_state_1.a : &mint_tb_state_1.b;
        if (mint_d_U.ptr != mint_cur->ptr || mint_d_V.ptr != mint_oth->ptr)
            mint_tb_flush_1(mint_arg_lo_x, mint_arg_hi_x, mint_arg_lo_y, mint_arg_hi_y, mint_d_V, mint_d_U);
    }
    if (mint_tb_state_1.steps == 0) {
        mint_tb_state_1.a = mint_d_U;
        mint_tb_state_1.b = mint_d_V;
    }
    mint_tb_state_1.steps++;
}

