/* mint: kernel mint_kernel_1 from sums.c:19: 3D 19-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *v,
    long mint_pitch_v_arg,
    long mint_slice_v_arg,
    const double *f,
    long mint_pitch_f_arg,
    long mint_slice_f_arg,
    const double *u,
    long mint_pitch_u_arg,
    long mint_slice_u_arg,
    double w,
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
    const mint_idx_t mint_pitch_v = (mint_idx_t)mint_pitch_v_arg;
    (void)mint_pitch_v;
    const mint_idx_t mint_slice_v = (mint_idx_t)mint_slice_v_arg;
    (void)mint_slice_v;
    const mint_idx_t mint_pitch_f = (mint_idx_t)mint_pitch_f_arg;
    (void)mint_pitch_f;
    const mint_idx_t mint_slice_f = (mint_idx_t)mint_slice_f_arg;
    (void)mint_slice_f;
    const mint_idx_t mint_pitch_u = (mint_idx_t)mint_pitch_u_arg;
    (void)mint_pitch_u;
    const mint_idx_t mint_slice_u = (mint_idx_t)mint_slice_u_arg;
    (void)mint_slice_u;
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
                const int k = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int j = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int i = (int)(mint_lo_x + mint_ix);
                        do {
                            v[(mint_idx_t)(k) * mint_slice_v + (mint_idx_t)(j) * mint_pitch_v + (i)] = w * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)] + 2.0 * (u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i)]) + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i)]);
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from sums.c:19: 3D 19-point, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *v,
    long mint_pitch_v_arg,
    long mint_slice_v_arg,
    const double *f,
    long mint_pitch_f_arg,
    long mint_slice_f_arg,
    const double *u,
    long mint_pitch_u_arg,
    long mint_slice_u_arg,
    double w,
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
    const mint_idx_t mint_pitch_v = (mint_idx_t)mint_pitch_v_arg;
    (void)mint_pitch_v;
    const mint_idx_t mint_slice_v = (mint_idx_t)mint_slice_v_arg;
    (void)mint_slice_v;
    const mint_idx_t mint_pitch_f = (mint_idx_t)mint_pitch_f_arg;
    (void)mint_pitch_f;
    const mint_idx_t mint_slice_f = (mint_idx_t)mint_slice_f_arg;
    (void)mint_slice_f;
    const mint_idx_t mint_pitch_u = (mint_idx_t)mint_pitch_u_arg;
    (void)mint_pitch_u;
    const mint_idx_t mint_slice_u = (mint_idx_t)mint_slice_u_arg;
    (void)mint_slice_u;
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
                const int k = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int j = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int i = (int)(mint_lo_x + mint_ix);
                        do {
                            v[(mint_idx_t)(k) * mint_slice_v + (mint_idx_t)(j) * mint_pitch_v + (i)] = w * (f[(mint_idx_t)(k) * mint_slice_f + (mint_idx_t)(j) * mint_pitch_f + (i)] + 2.0 * (u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i)]) + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i - 1)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j) * mint_pitch_u + (i + 1)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k - 1) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j - 1) * mint_pitch_u + (i)] + u[(mint_idx_t)(k + 1) * mint_slice_u + (mint_idx_t)(j + 1) * mint_pitch_u + (i)]);
                        } while (0);
                    }
                }
            }
        }
}

