/* mint: kernel mint_kernel_1 from general.c:8: not a stencil, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    const int *perm,
    long mint_pitch_perm_arg,
    long mint_slice_perm_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_B = (mint_idx_t)mint_pitch_B_arg;
    (void)mint_pitch_B;
    const mint_idx_t mint_slice_B = (mint_idx_t)mint_slice_B_arg;
    (void)mint_slice_B;
    const mint_idx_t mint_pitch_A = (mint_idx_t)mint_pitch_A_arg;
    (void)mint_pitch_A;
    const mint_idx_t mint_slice_A = (mint_idx_t)mint_slice_A_arg;
    (void)mint_slice_A;
    const mint_idx_t mint_pitch_perm = (mint_idx_t)mint_pitch_perm_arg;
    (void)mint_pitch_perm;
    const mint_idx_t mint_slice_perm = (mint_idx_t)mint_slice_perm_arg;
    (void)mint_slice_perm;
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
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    B[(mint_idx_t)(y) * mint_pitch_B + (x)] = A[(mint_idx_t)(x) * mint_pitch_A + (y)] + A[(mint_idx_t)(perm[(y)]) * mint_pitch_A + (x)];
                } while (0);
            }
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from general.c:8: not a stencil, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    const int *perm,
    long mint_pitch_perm_arg,
    long mint_slice_perm_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z)
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
    const mint_idx_t mint_pitch_perm = (mint_idx_t)mint_pitch_perm_arg;
    (void)mint_pitch_perm;
    const mint_idx_t mint_slice_perm = (mint_idx_t)mint_slice_perm_arg;
    (void)mint_slice_perm;
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
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    B[(mint_idx_t)(y) * mint_pitch_B + (x)] = A[(mint_idx_t)(x) * mint_pitch_A + (y)] + A[(mint_idx_t)(perm[(y)]) * mint_pitch_A + (x)];
                } while (0);
            }
        }
    }
}

