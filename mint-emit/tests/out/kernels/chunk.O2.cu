/* mint: kernel mint_kernel_1 from chunk.c:7: general, tile=32x8x64 chunk=1x1x64 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    float *B,
    long mint_pitch_B,
    long mint_slice_B,
    const float *A,
    long mint_pitch_A,
    long mint_slice_A,
    float w,
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
            for (int mint_cz = 0; mint_cz < 64; ++mint_cz) {
                const long mint_iz = mint_bz * 64 + threadIdx.z * 64 + mint_cz;
                if (mint_iz < mint_n_z) {
                    const int z = (int)(mint_lo_z + mint_iz);
                    const long mint_iy = mint_by * 8 + threadIdx.y * 1;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        const long mint_ix = (long)blockIdx.x * 32 + threadIdx.x;
                        if (mint_ix < mint_n_x) {
                            const int x = (int)(mint_lo_x + mint_ix);
                            do {
                                B[(long)(z) * mint_slice_B + (long)(y) * mint_pitch_B + (x)] = w * (A[(long)(z - 1) * mint_slice_A + (long)(y) * mint_pitch_A + (x)] + A[(long)(z + 1) * mint_slice_A + (long)(y) * mint_pitch_A + (x)]) + A[(long)(z) * mint_slice_A + (long)(y) * mint_pitch_A + (x)];
                            } while (0);
                        }
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2 from chunk.c:12: general, tile=64x16x1 chunk=2x4x1 block=32x4x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    float *A,
    long mint_pitch_A,
    long mint_slice_A,
    const float *B,
    long mint_pitch_B,
    long mint_slice_B,
    float w,
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
                for (int mint_cy = 0; mint_cy < 4; ++mint_cy) {
                    const long mint_iy = mint_by * 16 + threadIdx.y * 4 + mint_cy;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        for (int mint_cx = 0; mint_cx < 2; ++mint_cx) {
                            const long mint_ix = (long)blockIdx.x * 64 + threadIdx.x + mint_cx * 32;
                            if (mint_ix < mint_n_x) {
                                const int x = (int)(mint_lo_x + mint_ix);
                                do {
                                    A[(long)(z) * mint_slice_A + (long)(y) * mint_pitch_A + (x)] = B[(long)(z) * mint_slice_B + (long)(y) * mint_pitch_B + (x)] * w;
                                } while (0);
                            }
                        }
                    }
                }
            }
        }
}

