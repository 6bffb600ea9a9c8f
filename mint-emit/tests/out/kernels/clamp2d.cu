/* mint: kernel mint_kernel_1 from clamp2d.c:17: 2D 5-point, tile=64x4x1 chunk=1x1x1 block=64x4x1, -O0 */
extern "C" __global__ void mint_kernel_1(
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
    long mint_blocks_z)
{
    typedef int mint_idx_t;
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
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    b[(mint_idx_t)(y) * mint_pitch_b + (x)] = 0.4f * a[(mint_idx_t)(y) * mint_pitch_a + (x)] + 0.15f * ((x > 0 ? a[(mint_idx_t)(y) * mint_pitch_a + (x - 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (x < w - 1 ? a[(mint_idx_t)(y) * mint_pitch_a + (x + 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y > 0 ? a[(mint_idx_t)(y - 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y < h - 1 ? a[(mint_idx_t)(y + 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]));
                } while (0);
            }
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from clamp2d.c:17: 2D 5-point, tile=64x4x1 chunk=1x1x1 block=64x4x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
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
    long mint_blocks_z)
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
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    b[(mint_idx_t)(y) * mint_pitch_b + (x)] = 0.4f * a[(mint_idx_t)(y) * mint_pitch_a + (x)] + 0.15f * ((x > 0 ? a[(mint_idx_t)(y) * mint_pitch_a + (x - 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (x < w - 1 ? a[(mint_idx_t)(y) * mint_pitch_a + (x + 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y > 0 ? a[(mint_idx_t)(y - 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y < h - 1 ? a[(mint_idx_t)(y + 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]));
                } while (0);
            }
        }
    }
}

