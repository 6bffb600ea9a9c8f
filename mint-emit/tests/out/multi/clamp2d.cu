// mint: translated from clamp2d.c by mint 0.1.0, -O0, target cuda, multi-GPU: the device side.
// The host side, still C, is clamp2d.host.c. Build and run, one process driving every GPU:
//   nvcc -O3 -arch=sm_90 clamp2d.cu clamp2d.host.c -o clamp2d -lnccl
//   MINT_GPUS=2 ./clamp2d ARGS   (default: every visible GPU)
// or one MPI rank per GPU, on one node or several:
//   nvcc -O3 -arch=sm_90 -DMINT_MPI clamp2d.cu clamp2d.host.c -o clamp2d -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)
//   mpirun -np 2 ./clamp2d ARGS   (one rank per GPU; only rank 0 prints)
// Always with NCCL_NVLS_ENABLE=0 (the program sets it unless it is set).
#define MINT_HALO 1
/* (mint-emit/src/prelude_multi.cu) */

/* ---- mint kernels ---- */
/* mint: kernel mint_kernel_1 from clamp2d.c:17: 2D 5-point, tile=64x4x1 chunk=1x1x1 block=64x4x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    int w,
    int h,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_b = (mint_idx_t)mint_pitch_b_arg;
    (void)mint_pitch_b;
    const mint_idx_t mint_slice_b = (mint_idx_t)mint_slice_b_arg;
    (void)mint_slice_b;
    const mint_idx_t mint_pitch_a = (mint_idx_t)mint_pitch_a_arg;
    (void)mint_pitch_a;
    const mint_idx_t mint_slice_a = (mint_idx_t)mint_slice_a_arg;
    (void)mint_slice_a;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    b[(mint_idx_t)(y) * mint_pitch_b + (x)] = 0.4f * a[(mint_idx_t)(y) * mint_pitch_a + (x)] + 0.15f * ((x > 0 ? a[(mint_idx_t)(y) * mint_pitch_a + (x - 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (x < w - 1 ? a[(mint_idx_t)(y) * mint_pitch_a + (x + 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y > 0 ? a[(mint_idx_t)(y - 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y < h - 1 ? a[(mint_idx_t)(y + 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]));
                } while (0);
            }
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from clamp2d.c:17: 2D 5-point, tile=64x4x1 chunk=1x1x1 block=64x4x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    float *b,
    long mint_pitch_b_arg,
    long mint_slice_b_arg,
    const float *a,
    long mint_pitch_a_arg,
    long mint_slice_a_arg,
    int w,
    int h,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_b = (mint_idx_t)mint_pitch_b_arg;
    (void)mint_pitch_b;
    const mint_idx_t mint_slice_b = (mint_idx_t)mint_slice_b_arg;
    (void)mint_slice_b;
    const mint_idx_t mint_pitch_a = (mint_idx_t)mint_pitch_a_arg;
    (void)mint_pitch_a;
    const mint_idx_t mint_slice_a = (mint_idx_t)mint_slice_a_arg;
    (void)mint_slice_a;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    b[(mint_idx_t)(y) * mint_pitch_b + (x)] = 0.4f * a[(mint_idx_t)(y) * mint_pitch_a + (x)] + 0.15f * ((x > 0 ? a[(mint_idx_t)(y) * mint_pitch_a + (x - 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (x < w - 1 ? a[(mint_idx_t)(y) * mint_pitch_a + (x + 1)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y > 0 ? a[(mint_idx_t)(y - 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]) + (y < h - 1 ? a[(mint_idx_t)(y + 1) * mint_pitch_a + (x)] : a[(mint_idx_t)(y) * mint_pitch_a + (x)]));
                } while (0);
            }
        }
    }
}

/* ---- mint launchers: what the C host file calls ---- */
/* `mint for` at clamp2d.c:17, on every GPU */
extern "C" void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_h_b, mint_array mint_h_a, int w, int h)
{ /* mint: every GPU computes the `y` values of its slab: the planes its neighbours read on its halo stream, the rest at the same time on its compute stream, while the halos travel */
    const mint_array *mint_all[] = {&mint_h_b, &mint_h_a};
    const mint_slabs *mint_split = mint_nest_slabs("clamp2d.c:17", 2, mint_all);
    const long mint_split_lo = (long)(mint_arg_lo_y);
    const long mint_split_hi = (long)(mint_arg_hi_y - 1);
    const mint_array *mint_written[] = {&mint_h_b};
    for (int mint_l = 0; mint_l < mint_rt.count; mint_l++)
        mint_halo_follows(mint_l);
    for (int mint_i = 0; mint_i < 3; mint_i++) {
        const int mint_k = mint_part_order(mint_i);
        if (mint_k == 2)
            mint_exchange_start(1, mint_written);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];
            const mint_view mint_d_b = mint_view_of(&mint_h_b, mint_l, "clamp2d.c:17");
            const mint_view mint_d_a = mint_view_of(&mint_h_a, mint_l, "clamp2d.c:17");
            mint_range mint_part[3];
            mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, 1, 1, mint_part);
            if (mint_part[mint_k].first > mint_part[mint_k].last)
                continue;
            const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;
            { /* mint: `mint for` at clamp2d.c:17 runs as mint_kernel_1 */
                const long mint_lo_x = (long)(mint_arg_lo_x);
                const long mint_n_x = (long)(mint_arg_hi_x) - 1 >= mint_lo_x ? ((long)(mint_arg_hi_x) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_lo_y = (long)(mint_split_first);
                const long mint_n_y = (long)(mint_split_last + 1) - 1 >= mint_lo_y ? ((long)(mint_split_last + 1) - 1 - mint_lo_y) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 64 - 1) / 64;
                const long mint_blocks_y = (mint_n_y + 4 - 1) / 4;
                const long mint_blocks_z = 1;
                if (mint_n_x > 0 && mint_n_y > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_1"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_1"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_1"));
                    dim3 mint_block(64, 4, 1);
                    if (mint_fits32(&mint_d_b) && mint_fits32(&mint_d_a) && mint_lo_x + mint_n_x < 2147483647L && mint_lo_y + mint_n_y < 2147483647L)
                        mint_kernel_1<<<mint_grid, mint_block, 0, mint_stream>>>((float *)mint_d_b.ptr, (long)mint_d_b.pitch, (long)mint_d_b.slice, (const float *)mint_d_a.ptr, (long)mint_d_a.pitch, (long)mint_d_a.slice, w, h, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_blocks_y, mint_blocks_z);
                    else
                        mint_kernel_1_i64<<<mint_grid, mint_block, 0, mint_stream>>>((float *)mint_d_b.ptr, (long)mint_d_b.pitch, (long)mint_d_b.slice, (const float *)mint_d_a.ptr, (long)mint_d_a.pitch, (long)mint_d_a.slice, w, h, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_blocks_y, mint_blocks_z);
                    mint_check_launch("mint_kernel_1", "clamp2d.c:17");
                }
            }
        }
    }
    mint_exchange_finish(1, mint_written);
}

