/* mint: kernel mint_kernel_1 from nest1.c:7: not a stencil, tile=64x1x1 chunk=1x1x1 block=64x1x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *B,
    long mint_pitch_B,
    long mint_slice_B,
    const double *A,
    long mint_pitch_A,
    long mint_slice_A,
    int ny,
    int nx,
    long mint_lo_x,
    long mint_n_x,
    long mint_blocks_y,
    long mint_blocks_z)
{
    {
        const long mint_ix = (long)blockIdx.x * 64 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int z = (int)(mint_lo_x + mint_ix);
            do {
                for (int y = 1; y < ny - 1; y++)
                    for (int x = 1; x < nx - 1; x++)
                        B[(long)(z) * mint_slice_B + (long)(y) * mint_pitch_B + (x)] = 0.5 * A[(long)(z) * mint_slice_A + (long)(y) * mint_pitch_A + (x)] + 0.25 * (A[(long)(z) * mint_slice_A + (long)(y) * mint_pitch_A + (x - 1)] + A[(long)(z) * mint_slice_A + (long)(y) * mint_pitch_A + (x + 1)]);
            } while (0);
        }
    }
}

/* mint: kernel mint_kernel_2 from nest1.c:12: not a stencil, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    const double *B,
    long mint_pitch_B,
    long mint_slice_B,
    double *A,
    long mint_pitch_A,
    long mint_slice_A,
    int nx,
    long mint_lo_x,
    long mint_n_x,
    long mint_lo_y,
    long mint_n_y,
    long mint_blocks_y,
    long mint_blocks_z)
{
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const long mint_iy = mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int z = (int)(mint_lo_y + mint_iy);
            const long mint_ix = (long)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int y = (int)(mint_lo_x + mint_ix);
                do {
                    double acc = 0.0;
                    for (int x = 1; x < nx - 1; x++)
                        acc += B[(long)(z) * mint_slice_B + (long)(y) * mint_pitch_B + (x)];
                    A[(long)(z) * mint_slice_A + (long)(y) * mint_pitch_A + (0)] = acc;
                } while (0);
            }
        }
    }
}

