/* mint: kernel mint_kernel_1 from multi.c:10: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *V,
    long mint_pitch_V,
    long mint_slice_V,
    const double *U,
    long mint_pitch_U,
    long mint_slice_U,
    const double *W,
    long mint_pitch_W,
    long mint_slice_W,
    double a,
    double b,
    long mint_lo_x,
    long mint_n_x,
    long mint_lo_y,
    long mint_n_y,
    long mint_lo_z,
    long mint_n_z,
    long mint_blocks_y,
    long mint_blocks_z)
{
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const long mint_iz = mint_bz * 1 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int z = (int)(mint_lo_z + mint_iz);
                const long mint_iy = mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const long mint_ix = (long)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            V[(long)(z) * mint_slice_V + (long)(y) * mint_pitch_V + (x)] = a * U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x)] + b * W[(long)(z) * mint_slice_W + (long)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2 from multi.c:16: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    double *U,
    long mint_pitch_U,
    long mint_slice_U,
    const double *V,
    long mint_pitch_V,
    long mint_slice_V,
    const double *W,
    long mint_pitch_W,
    long mint_slice_W,
    long mint_lo_x,
    long mint_n_x,
    long mint_lo_y,
    long mint_n_y,
    long mint_lo_z,
    long mint_n_z,
    long mint_blocks_y,
    long mint_blocks_z)
{
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const long mint_iz = mint_bz * 1 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int z = (int)(mint_lo_z + mint_iz);
                const long mint_iy = mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const long mint_ix = (long)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x)] = V[(long)(z) * mint_slice_V + (long)(y) * mint_pitch_V + (x)] + V[(long)(z) * mint_slice_V + (long)(y - 1) * mint_pitch_V + (x)] * W[(long)(z) * mint_slice_W + (long)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

