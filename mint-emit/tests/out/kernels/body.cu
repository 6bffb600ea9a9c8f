/* mint: kernel mint_kernel_1 from body.c:8: general, tile=16x8x2 chunk=1x1x2 block=16x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    int mode,
    double dt,
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
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
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
            for (int mint_cz = 0; mint_cz < 2; ++mint_cz) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 2 + threadIdx.z * 2 + mint_cz;
                if (mint_iz < mint_n_z) {
                    const int z = (int)(mint_lo_z + mint_iz);
                    const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
                        if (mint_ix < mint_n_x) {
                            const int x = (int)(mint_lo_x + mint_ix);
                            do {
                                double lap = U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x + 1)] - 2.0 * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)];
                                double g = mode > 0 ? sqrt(fabs(lap)) : (double)mode;
                                if (lap < 0.0)
                                    g = -g;
                                else
                                    g *= 0.5;
                                V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] += dt * g;
                            } while (0);
                        }
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from body.c:8: general, tile=16x8x2 chunk=1x1x2 block=16x8x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    int mode,
    double dt,
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
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
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
            for (int mint_cz = 0; mint_cz < 2; ++mint_cz) {
                const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 2 + threadIdx.z * 2 + mint_cz;
                if (mint_iz < mint_n_z) {
                    const int z = (int)(mint_lo_z + mint_iz);
                    const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                    if (mint_iy < mint_n_y) {
                        const int y = (int)(mint_lo_y + mint_iy);
                        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
                        if (mint_ix < mint_n_x) {
                            const int x = (int)(mint_lo_x + mint_ix);
                            do {
                                double lap = U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x + 1)] - 2.0 * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)];
                                double g = mode > 0 ? sqrt(fabs(lap)) : (double)mode;
                                if (lap < 0.0)
                                    g = -g;
                                else
                                    g *= 0.5;
                                V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] += dt * g;
                            } while (0);
                        }
                    }
                }
            }
        }
}

