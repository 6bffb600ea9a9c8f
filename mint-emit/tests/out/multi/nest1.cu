// mint: translated from nest1.c by mint 0.1.0, -O0, target cuda, multi-GPU: the device side.
// The host side, still C, is nest1.host.c. Build and run, one process driving every GPU:
//   nvcc -O3 -arch=sm_90 nest1.cu nest1.host.c -o nest1 -lnccl
//   MINT_GPUS=2 ./nest1 ARGS   (default: every visible GPU)
// or one MPI rank per GPU, on one node or several:
//   nvcc -O3 -arch=sm_90 -DMINT_MPI nest1.cu nest1.host.c -o nest1 -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)
//   mpirun -np 2 ./nest1 ARGS   (one rank per GPU; only rank 0 prints)
// Always with NCCL_NVLS_ENABLE=0 (the program sets it unless it is set).
#define MINT_HALO 0
/* (mint-emit/src/prelude_multi.cu) */

/* ---- mint kernels ---- */
/* mint: kernel mint_kernel_1 from nest1.c:7: not a stencil, tile=64x1x1 chunk=1x1x1 block=64x1x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    int ny,
    int nx,
    long mint_lo_x_arg,
    long mint_n_x_arg,
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
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int z = (int)(mint_lo_x + mint_ix);
            do {
                for (int y = 1; y < ny - 1; y++)
                    for (int x = 1; x < nx - 1; x++)
                        B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)] = 0.5 * A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)] + 0.25 * (A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x - 1)] + A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x + 1)]);
            } while (0);
        }
    }
}

/* mint: kernel mint_kernel_1_i64 from nest1.c:7: not a stencil, tile=64x1x1 chunk=1x1x1 block=64x1x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    const double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    int ny,
    int nx,
    long mint_lo_x_arg,
    long mint_n_x_arg,
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
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 64 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int z = (int)(mint_lo_x + mint_ix);
            do {
                for (int y = 1; y < ny - 1; y++)
                    for (int x = 1; x < nx - 1; x++)
                        B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)] = 0.5 * A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x)] + 0.25 * (A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x - 1)] + A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (x + 1)]);
            } while (0);
        }
    }
}

/* mint: kernel mint_kernel_2 from nest1.c:12: not a stencil, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    const double *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    int nx,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
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
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int z = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int y = (int)(mint_lo_x + mint_ix);
                do {
                    double acc = 0.0;
                    for (int x = 1; x < nx - 1; x++)
                        acc += B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)];
                    A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (0)] = acc;
                } while (0);
            }
        }
    }
}

/* mint: kernel mint_kernel_2_i64 from nest1.c:12: not a stencil, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2_i64(
    const double *B,
    long mint_pitch_B_arg,
    long mint_slice_B_arg,
    double *A,
    long mint_pitch_A_arg,
    long mint_slice_A_arg,
    int nx,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
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
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int z = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int y = (int)(mint_lo_x + mint_ix);
                do {
                    double acc = 0.0;
                    for (int x = 1; x < nx - 1; x++)
                        acc += B[(mint_idx_t)(z) * mint_slice_B + (mint_idx_t)(y) * mint_pitch_B + (x)];
                    A[(mint_idx_t)(z) * mint_slice_A + (mint_idx_t)(y) * mint_pitch_A + (0)] = acc;
                } while (0);
            }
        }
    }
}

/* ---- mint launchers: what the C host file calls ---- */
/* `mint for` at nest1.c:7, on every GPU */
extern "C" void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_h_B, mint_array mint_h_A, int ny, int nx)
{ /* mint: every GPU computes the `z` values of its slab: the planes its neighbours read on its halo stream, the rest at the same time on its compute stream, while the halos travel */
    const mint_array *mint_all[] = {&mint_h_B, &mint_h_A};
    const mint_slabs *mint_split = mint_nest_slabs("nest1.c:7", 2, mint_all);
    const long mint_split_lo = (long)(mint_arg_lo_x);
    const long mint_split_hi = (long)(mint_arg_hi_x - 1);
    const mint_array *mint_written[] = {&mint_h_B};
    for (int mint_l = 0; mint_l < mint_rt.count; mint_l++)
        mint_halo_follows(mint_l);
    for (int mint_i = 0; mint_i < 3; mint_i++) {
        const int mint_k = mint_part_order(mint_i);
        if (mint_k == 2)
            mint_exchange_start(1, mint_written);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];
            const mint_view mint_d_B = mint_view_of(&mint_h_B, mint_l, "nest1.c:7");
            const mint_view mint_d_A = mint_view_of(&mint_h_A, mint_l, "nest1.c:7");
            mint_range mint_part[3];
            mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, 1, 1, mint_part);
            if (mint_part[mint_k].first > mint_part[mint_k].last)
                continue;
            const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;
            { /* mint: `mint for` at nest1.c:7 runs as mint_kernel_1 */
                const long mint_lo_x = (long)(mint_split_first);
                const long mint_n_x = (long)(mint_split_last + 1) - 1 >= mint_lo_x ? ((long)(mint_split_last + 1) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 64 - 1) / 64;
                const long mint_blocks_y = 1;
                const long mint_blocks_z = 1;
                if (mint_n_x > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_1"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_1"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_1"));
                    dim3 mint_block(64, 1, 1);
                    if (mint_fits32(&mint_d_B) && mint_fits32(&mint_d_A) && mint_lo_x + mint_n_x < 2147483647L)
                        mint_kernel_1<<<mint_grid, mint_block, 0, mint_stream>>>((double *)mint_d_B.ptr, (long)mint_d_B.pitch, (long)mint_d_B.slice, (const double *)mint_d_A.ptr, (long)mint_d_A.pitch, (long)mint_d_A.slice, ny, nx, mint_lo_x, mint_n_x, mint_blocks_y, mint_blocks_z);
                    else
                        mint_kernel_1_i64<<<mint_grid, mint_block, 0, mint_stream>>>((double *)mint_d_B.ptr, (long)mint_d_B.pitch, (long)mint_d_B.slice, (const double *)mint_d_A.ptr, (long)mint_d_A.pitch, (long)mint_d_A.slice, ny, nx, mint_lo_x, mint_n_x, mint_blocks_y, mint_blocks_z);
                    mint_check_launch("mint_kernel_1", "nest1.c:7");
                }
            }
        }
    }
    mint_exchange_finish(1, mint_written);
}

/* `mint for` at nest1.c:12, on every GPU */
extern "C" void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_h_B, mint_array mint_h_A, int nx)
{ /* mint: every GPU computes the `z` values of its slab: the planes its neighbours read on its halo stream, the rest at the same time on its compute stream, while the halos travel */
    const mint_array *mint_all[] = {&mint_h_B, &mint_h_A};
    const mint_slabs *mint_split = mint_nest_slabs("nest1.c:12", 2, mint_all);
    const long mint_split_lo = (long)(mint_arg_lo_y);
    const long mint_split_hi = (long)(mint_arg_hi_y - 1);
    const mint_array *mint_written[] = {&mint_h_A};
    for (int mint_l = 0; mint_l < mint_rt.count; mint_l++)
        mint_halo_follows(mint_l);
    for (int mint_i = 0; mint_i < 3; mint_i++) {
        const int mint_k = mint_part_order(mint_i);
        if (mint_k == 2)
            mint_exchange_start(1, mint_written);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];
            const mint_view mint_d_B = mint_view_of(&mint_h_B, mint_l, "nest1.c:12");
            const mint_view mint_d_A = mint_view_of(&mint_h_A, mint_l, "nest1.c:12");
            mint_range mint_part[3];
            mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, 1, 1, mint_part);
            if (mint_part[mint_k].first > mint_part[mint_k].last)
                continue;
            const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;
            { /* mint: `mint for` at nest1.c:12 runs as mint_kernel_2 */
                const long mint_lo_x = (long)(mint_arg_lo_x);
                const long mint_n_x = (long)(mint_arg_hi_x) - 1 >= mint_lo_x ? ((long)(mint_arg_hi_x) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_lo_y = (long)(mint_split_first);
                const long mint_n_y = (long)(mint_split_last + 1) - 1 >= mint_lo_y ? ((long)(mint_split_last + 1) - 1 - mint_lo_y) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 16 - 1) / 16;
                const long mint_blocks_y = (mint_n_y + 16 - 1) / 16;
                const long mint_blocks_z = 1;
                if (mint_n_x > 0 && mint_n_y > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_2"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_2"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_2"));
                    dim3 mint_block(16, 16, 1);
                    if (mint_fits32(&mint_d_B) && mint_fits32(&mint_d_A) && mint_lo_x + mint_n_x < 2147483647L && mint_lo_y + mint_n_y < 2147483647L)
                        mint_kernel_2<<<mint_grid, mint_block, 0, mint_stream>>>((const double *)mint_d_B.ptr, (long)mint_d_B.pitch, (long)mint_d_B.slice, (double *)mint_d_A.ptr, (long)mint_d_A.pitch, (long)mint_d_A.slice, nx, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_blocks_y, mint_blocks_z);
                    else
                        mint_kernel_2_i64<<<mint_grid, mint_block, 0, mint_stream>>>((const double *)mint_d_B.ptr, (long)mint_d_B.pitch, (long)mint_d_B.slice, (double *)mint_d_A.ptr, (long)mint_d_A.pitch, (long)mint_d_A.slice, nx, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_blocks_y, mint_blocks_z);
                    mint_check_launch("mint_kernel_2", "nest1.c:12");
                }
            }
        }
    }
    mint_exchange_finish(1, mint_written);
}

