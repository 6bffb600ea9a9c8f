/* mint: kernel mint_kernel_1 from steps.c:7: general, tile=128x1x1 chunk=1x1x1 block=128x1x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
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
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 128 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const long i = (long)(mint_lo_x + mint_ix * 2);
            do {
                b[(i)] = 0.25f * a[(i - 2)] + 0.5f * a[(i)] + 0.25f * a[(i + 2)];
            } while (0);
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from steps.c:7: general, tile=128x1x1 chunk=1x1x1 block=128x1x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
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
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 128 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const long i = (long)(mint_lo_x + mint_ix * 2);
            do {
                b[(i)] = 0.25f * a[(i - 2)] + 0.5f * a[(i)] + 0.25f * a[(i + 2)];
            } while (0);
        }
    }
}

