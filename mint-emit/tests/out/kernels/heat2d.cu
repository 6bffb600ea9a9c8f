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

