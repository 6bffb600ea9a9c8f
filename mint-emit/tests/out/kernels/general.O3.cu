/* mint: kernel mint_kernel_1 from general.c:8: not a stencil, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *B,
    long mint_pitch_B,
    long mint_slice_B,
    const double *A,
    long mint_pitch_A,
    long mint_slice_A,
    const int *perm,
    long mint_pitch_perm,
    long mint_slice_perm,
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
            const int y = (int)(mint_lo_y + mint_iy);
            const long mint_ix = (long)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    B[(long)(y) * mint_pitch_B + (x)] = A[(long)(x) * mint_pitch_A + (y)] + A[(long)(perm[(y)]) * mint_pitch_A + (x)];
                } while (0);
            }
        }
    }
}

