/* mint: kernel mint_kernel_1 from heat3d_7pt.c:52: 3D 7-point, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *Unew,
    long mint_pitch_Unew_arg,
    long mint_slice_Unew_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double c0,
    double c1,
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
    const mint_idx_t mint_pitch_Unew = (mint_idx_t)mint_pitch_Unew_arg;
    (void)mint_pitch_Unew;
    const mint_idx_t mint_slice_Unew = (mint_idx_t)mint_slice_Unew_arg;
    (void)mint_slice_Unew;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
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
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(y) * mint_pitch_Unew + (x)] = c0 * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + c1 * (U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x + 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y - 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y + 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z - 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + U[(mint_idx_t)(z + 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)]);
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from heat3d_7pt.c:52: 3D 7-point, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *Unew,
    long mint_pitch_Unew_arg,
    long mint_slice_Unew_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    double c0,
    double c1,
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
    const mint_idx_t mint_pitch_Unew = (mint_idx_t)mint_pitch_Unew_arg;
    (void)mint_pitch_Unew;
    const mint_idx_t mint_slice_Unew = (mint_idx_t)mint_slice_Unew_arg;
    (void)mint_slice_Unew;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
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
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            Unew[(mint_idx_t)(z) * mint_slice_Unew + (mint_idx_t)(y) * mint_pitch_Unew + (x)] = c0 * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + c1 * (U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x - 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x + 1)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y - 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y + 1) * mint_pitch_U + (x)] + U[(mint_idx_t)(z - 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + U[(mint_idx_t)(z + 1) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)]);
                        } while (0);
                    }
                }
            }
        }
}

