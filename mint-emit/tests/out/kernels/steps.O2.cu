/* mint: kernel mint_kernel_1 from steps.c:7: general, tile=128x1x1 chunk=1x1x1 block=128x1x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    float *b,
    long mint_pitch_b,
    long mint_slice_b,
    const float *a,
    long mint_pitch_a,
    long mint_slice_a,
    long mint_lo_x,
    long mint_n_x,
    long mint_blocks_y,
    long mint_blocks_z)
{
    {
        const long mint_ix = (long)blockIdx.x * 128 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const long i = (long)(mint_lo_x + mint_ix * 2);
            do {
                b[(i)] = 0.25f * a[(i - 2)] + 0.5f * a[(i)] + 0.25f * a[(i + 2)];
            } while (0);
        }
    }
}

