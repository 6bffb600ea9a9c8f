/* mint: kernel mint_kernel_1 from chunk.c:7: general, tile=32x8x64 chunk=1x1x64 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    float *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const float *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    float w,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
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
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_lo_z = (mint_idx_t)mint_lo_z_arg;
    (void)mint_lo_z;
    const mint_idx_t mint_n_z = (mint_idx_t)mint_n_z_arg;
    (void)mint_n_z;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            for (int mint_cz = 0; mint_cz < 64; ++mint_cz) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 64 + threadIdx.z * 64 + mint_cz;
                if (mint_iz < mint_n_z) {
                    const int z = (int)(mint_lo_z + mint_iz);
                    const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                        if (mint_ix < mint_n_x) {
                            const int x = (int)(mint_lo_x + mint_ix);
                            do {
                                B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)] = w * (A[(mint_idx_t)(z - 1) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)] + A[(mint_idx_t)(z + 1) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)]) + A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)];
                            } while (0);
                        }
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from chunk.c:7: general, tile=32x8x64 chunk=1x1x64 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    float *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const float *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    float w,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
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
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_lo_z = (mint_idx_t)mint_lo_z_arg;
    (void)mint_lo_z;
    const mint_idx_t mint_n_z = (mint_idx_t)mint_n_z_arg;
    (void)mint_n_z;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            for (int mint_cz = 0; mint_cz < 64; ++mint_cz) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 64 + threadIdx.z * 64 + mint_cz;
                if (mint_iz < mint_n_z) {
                    const int z = (int)(mint_lo_z + mint_iz);
                    const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                        if (mint_ix < mint_n_x) {
                            const int x = (int)(mint_lo_x + mint_ix);
                            do {
                                B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)] = w * (A[(mint_idx_t)(z - 1) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)] + A[(mint_idx_t)(z + 1) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)]) + A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)];
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
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    const float *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    float w,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_A = (mint_idx_t)mint_pitch_A_arg;
    (void)mint_pitch_A;
    const mint_idx_t mint_slice_A = (mint_idx_t)mint_slice_A_arg;
    (void)mint_slice_A;
    const mint_idx_t mint_pitch_B = (mint_idx_t)mint_pitch_B_arg;
    (void)mint_pitch_B;
    const mint_idx_t mint_slice_B = (mint_idx_t)mint_slice_B_arg;
    (void)mint_slice_B;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_lo_z = (mint_idx_t)mint_lo_z_arg;
    (void)mint_lo_z;
    const mint_idx_t mint_n_z = (mint_idx_t)mint_n_z_arg;
    (void)mint_n_z;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int z = (int)(mint_lo_z + mint_iz);
                for (int mint_cy = 0; mint_cy < 4; ++mint_cy) {
                    const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 4 + mint_cy;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        for (int mint_cx = 0; mint_cx < 2; ++mint_cx) {
                            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x + mint_cx * 32;
                            if (mint_ix < mint_n_x) {
                                const int x = (int)(mint_lo_x + mint_ix);
                                do {
                                    A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)] = B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)] * w;
                                } while (0);
                            }
                        }
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2_i64 from chunk.c:12: general, tile=64x16x1 chunk=2x4x1 block=32x4x1, -O0 */
extern "C" __global__ void mint_kernel_2_i64(
    float *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    const float *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    float w,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_A = (mint_idx_t)mint_pitch_A_arg;
    (void)mint_pitch_A;
    const mint_idx_t mint_slice_A = (mint_idx_t)mint_slice_A_arg;
    (void)mint_slice_A;
    const mint_idx_t mint_pitch_B = (mint_idx_t)mint_pitch_B_arg;
    (void)mint_pitch_B;
    const mint_idx_t mint_slice_B = (mint_idx_t)mint_slice_B_arg;
    (void)mint_slice_B;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    const mint_idx_t mint_lo_z = (mint_idx_t)mint_lo_z_arg;
    (void)mint_lo_z;
    const mint_idx_t mint_n_z = (mint_idx_t)mint_n_z_arg;
    (void)mint_n_z;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 1 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int z = (int)(mint_lo_z + mint_iz);
                for (int mint_cy = 0; mint_cy < 4; ++mint_cy) {
                    const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 4 + mint_cy;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        for (int mint_cx = 0; mint_cx < 2; ++mint_cx) {
                            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x + mint_cx * 32;
                            if (mint_ix < mint_n_x) {
                                const int x = (int)(mint_lo_x + mint_ix);
                                do {
                                    A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)] = B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)] * w;
                                } while (0);
                            }
                        }
                    }
                }
            }
        }
}

