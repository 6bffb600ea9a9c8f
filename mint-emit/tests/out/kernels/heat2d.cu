/* mint: kernel mint_kernel_1 from heat2d.c:23: 2D 5-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *V,
    long mint_pitch_V,
    long mint_slice_V,
    const double *U,
    long mint_pitch_U,
    long mint_slice_U,
    long mint_lo_x,
    long mint_n_x,
    long mint_lo_y,
    long mint_n_y,
    long mint_blocks_y,
    long mint_blocks_z)
{
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const long mint_iy = mint_by * 8 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const long mint_ix = (long)blockIdx.x * 32 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    V[(long)(y) * mint_pitch_V + (x)] = 0.6 * U[(long)(y) * mint_pitch_U + (x)] + 0.1 * (U[(long)(y) * mint_pitch_U + (x - 1)] + U[(long)(y) * mint_pitch_U + (x + 1)] + U[(long)(y - 1) * mint_pitch_U + (x)] + U[(long)(y + 1) * mint_pitch_U + (x)]);
                } while (0);
            }
        }
    }
}

