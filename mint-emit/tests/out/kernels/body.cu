/* mint: kernel mint_kernel_1 from body.c:8: general, tile=16x8x2 chunk=1x1x2 block=16x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    const double *U,
    long mint_pitch_U,
    long mint_slice_U,
    double *V,
    long mint_pitch_V,
    long mint_slice_V,
    int mode,
    double dt,
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
            for (int mint_cz = 0; mint_cz < 2; ++mint_cz) {
                const long mint_iz = mint_bz * 2 + threadIdx.z * 2 + mint_cz;
                if (mint_iz < mint_n_z) {
                    const int z = (int)(mint_lo_z + mint_iz);
                    const long mint_iy = mint_by * 8 + threadIdx.y * 1;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        const long mint_ix = (long)blockIdx.x * 16 + threadIdx.x;
                        if (mint_ix < mint_n_x) {
                            const int x = (int)(mint_lo_x + mint_ix);
                            do {
                                double lap = U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x - 1)] + U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x + 1)] - 2.0 * U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x)];
                                double g = mode > 0 ? sqrt(fabs(lap)) : (double)mode;
                                if (lap < 0.0)
                                    g = -g;
                                else
                                    g *= 0.5;
                                V[(long)(z) * mint_slice_V + (long)(y) * mint_pitch_V + (x)] += dt * g;
                            } while (0);
                        }
                    }
                }
            }
        }
}

