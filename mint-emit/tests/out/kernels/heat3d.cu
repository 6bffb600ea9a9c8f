/* mint: kernel mint_kernel_1 from heat3d.c:51: 3D 7-point, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *Unew,
    long mint_pitch_Unew,
    long mint_slice_Unew,
    const double *U,
    long mint_pitch_U,
    long mint_slice_U,
    double c0,
    double c1,
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
                const long mint_iy = mint_by * 16 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const long mint_ix = (long)blockIdx.x * 16 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            Unew[(long)(z) * mint_slice_Unew + (long)(y) * mint_pitch_Unew + (x)] = c0 * U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x)] + c1 * (U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x - 1)] + U[(long)(z) * mint_slice_U + (long)(y) * mint_pitch_U + (x + 1)] + U[(long)(z) * mint_slice_U + (long)(y - 1) * mint_pitch_U + (x)] + U[(long)(z) * mint_slice_U + (long)(y + 1) * mint_pitch_U + (x)] + U[(long)(z - 1) * mint_slice_U + (long)(y) * mint_pitch_U + (x)] + U[(long)(z + 1) * mint_slice_U + (long)(y) * mint_pitch_U + (x)]);
                        } while (0);
                    }
                }
            }
        }
}

