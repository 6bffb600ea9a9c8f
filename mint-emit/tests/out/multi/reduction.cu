// mint: translated from reduction.c by mint 0.1.0, -O0, target cuda, multi-GPU: the device side.
// The host side, still C, is reduction.host.c. Build and run, one process driving every GPU:
//   nvcc -O3 -arch=sm_90 reduction.cu reduction.host.c -o reduction -lnccl
//   MINT_GPUS=2 ./reduction ARGS   (default: every visible GPU)
// or one MPI rank per GPU, on one node or several:
//   nvcc -O3 -arch=sm_90 -DMINT_MPI reduction.cu reduction.host.c -o reduction -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)
//   mpirun -np 2 ./reduction ARGS   (one rank per GPU; only rank 0 prints)
// Always with NCCL_NVLS_ENABLE=0 (the program sets it unless it is set).
#define MINT_HALO 0
/* (mint-emit/src/prelude_multi.cu) */

/* ---- mint kernels ---- */
/* mint: kernel mint_kernel_1 from reduction.c:13: general, tile=32x4x2 chunk=1x1x1 block=32x4x2, -O0 */
extern "C" __global__ void mint_kernel_1(
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *R,
    long mint_pitch_R_arg,
    long mint_slice_R_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    double *mint_partial_sum)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_R = (mint_idx_t)mint_pitch_R_arg;
    (void)mint_pitch_R;
    const mint_idx_t mint_slice_R = (mint_idx_t)mint_slice_R_arg;
    (void)mint_slice_R;
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
    double sum = (double)0;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 2 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int z = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            double r = U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] - R[(mint_idx_t)(z) * mint_slice_R + (mint_idx_t)(y) * mint_pitch_R + (x)];
                            sum += r * r;
                        } while (0);
                    }
                }
            }
        }
    /* reduction(+:sum): tree over the block, one partial per block */
    {
        __shared__ double mint_sh_sum[256];
        const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
        mint_sh_sum[mint_t] = sum;
        __syncthreads();
        for (int mint_s = 128; mint_s > 0; mint_s >>= 1) {
            if (mint_t < mint_s && mint_t + mint_s < 256) mint_sh_sum[mint_t] = mint_sh_sum[mint_t] + mint_sh_sum[mint_t + mint_s];
            __syncthreads();
        }
        if (mint_t == 0) mint_partial_sum[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = mint_sh_sum[0];
    }
}

/* mint: kernel mint_kernel_1_i64 from reduction.c:13: general, tile=32x4x2 chunk=1x1x1 block=32x4x2, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *R,
    long mint_pitch_R_arg,
    long mint_slice_R_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_lo_z_arg,
    long mint_n_z_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    double *mint_partial_sum)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_R = (mint_idx_t)mint_pitch_R_arg;
    (void)mint_pitch_R;
    const mint_idx_t mint_slice_R = (mint_idx_t)mint_slice_R_arg;
    (void)mint_slice_R;
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
    double sum = (double)0;
    for (long mint_bz = blockIdx.z; mint_bz < mint_blocks_z; mint_bz += gridDim.z)
        for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
        {
            const mint_idx_t mint_iz = (mint_idx_t)mint_bz * 2 + threadIdx.z * 1;
            if (mint_iz < mint_n_z) {
                const int z = (int)(mint_lo_z + mint_iz);
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 4 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            double r = U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] - R[(mint_idx_t)(z) * mint_slice_R + (mint_idx_t)(y) * mint_pitch_R + (x)];
                            sum += r * r;
                        } while (0);
                    }
                }
            }
        }
    /* reduction(+:sum): tree over the block, one partial per block */
    {
        __shared__ double mint_sh_sum[256];
        const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
        mint_sh_sum[mint_t] = sum;
        __syncthreads();
        for (int mint_s = 128; mint_s > 0; mint_s >>= 1) {
            if (mint_t < mint_s && mint_t + mint_s < 256) mint_sh_sum[mint_t] = mint_sh_sum[mint_t] + mint_sh_sum[mint_t + mint_s];
            __syncthreads();
        }
        if (mint_t == 0) mint_partial_sum[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = mint_sh_sum[0];
    }
}

/* mint: kernel mint_kernel_2 from reduction.c:20: general, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    const float *F,
    long mint_pitch_F_arg,
    long mint_slice_F_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    float *mint_partial_peak)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_F = (mint_idx_t)mint_pitch_F_arg;
    (void)mint_pitch_F;
    const mint_idx_t mint_slice_F = (mint_idx_t)mint_slice_F_arg;
    (void)mint_slice_F;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    float peak = __int_as_float(0xff800000);
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    peak = fmaxf(peak, F[(mint_idx_t)(y) * mint_pitch_F + (x)]);
                } while (0);
            }
        }
    }
    /* reduction(max:peak): tree over the block, one partial per block */
    {
        __shared__ float mint_sh_peak[256];
        const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
        mint_sh_peak[mint_t] = peak;
        __syncthreads();
        for (int mint_s = 128; mint_s > 0; mint_s >>= 1) {
            if (mint_t < mint_s && mint_t + mint_s < 256) mint_sh_peak[mint_t] = (mint_sh_peak[mint_t] > mint_sh_peak[mint_t + mint_s] ? mint_sh_peak[mint_t] : mint_sh_peak[mint_t + mint_s]);
            __syncthreads();
        }
        if (mint_t == 0) mint_partial_peak[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = mint_sh_peak[0];
    }
}

/* mint: kernel mint_kernel_2_i64 from reduction.c:20: general, tile=16x16x1 chunk=1x1x1 block=16x16x1, -O0 */
extern "C" __global__ void mint_kernel_2_i64(
    const float *F,
    long mint_pitch_F_arg,
    long mint_slice_F_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_lo_y_arg,
    long mint_n_y_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    float *mint_partial_peak)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_F = (mint_idx_t)mint_pitch_F_arg;
    (void)mint_pitch_F;
    const mint_idx_t mint_slice_F = (mint_idx_t)mint_slice_F_arg;
    (void)mint_slice_F;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    const mint_idx_t mint_lo_y = (mint_idx_t)mint_lo_y_arg;
    (void)mint_lo_y;
    const mint_idx_t mint_n_y = (mint_idx_t)mint_n_y_arg;
    (void)mint_n_y;
    float peak = __int_as_float(0xff800000);
    for (long mint_by = blockIdx.y; mint_by < mint_blocks_y; mint_by += gridDim.y)
    {
        const mint_idx_t mint_iy = (mint_idx_t)mint_by * 16 + threadIdx.y * 1;
        if (mint_iy < mint_n_y) {
            const int y = (int)(mint_lo_y + mint_iy);
            const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 16 + threadIdx.x;
            if (mint_ix < mint_n_x) {
                const int x = (int)(mint_lo_x + mint_ix);
                do {
                    peak = fmaxf(peak, F[(mint_idx_t)(y) * mint_pitch_F + (x)]);
                } while (0);
            }
        }
    }
    /* reduction(max:peak): tree over the block, one partial per block */
    {
        __shared__ float mint_sh_peak[256];
        const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
        mint_sh_peak[mint_t] = peak;
        __syncthreads();
        for (int mint_s = 128; mint_s > 0; mint_s >>= 1) {
            if (mint_t < mint_s && mint_t + mint_s < 256) mint_sh_peak[mint_t] = (mint_sh_peak[mint_t] > mint_sh_peak[mint_t + mint_s] ? mint_sh_peak[mint_t] : mint_sh_peak[mint_t + mint_s]);
            __syncthreads();
        }
        if (mint_t == 0) mint_partial_peak[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = mint_sh_peak[0];
    }
}

/* mint: kernel mint_kernel_3 from reduction.c:24: not a stencil, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0 */
extern "C" __global__ void mint_kernel_3(
    const int *I,
    long mint_pitch_I_arg,
    long mint_slice_I_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    int *mint_partial_prod)
{
    typedef int mint_idx_t;
    const mint_idx_t mint_pitch_I = (mint_idx_t)mint_pitch_I_arg;
    (void)mint_pitch_I;
    const mint_idx_t mint_slice_I = (mint_idx_t)mint_slice_I_arg;
    (void)mint_slice_I;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    int prod = (int)1;
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 256 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int y = (int)(mint_lo_x + mint_ix);
            do {
                prod *= I[(mint_idx_t)(y) * mint_pitch_I + (0)];
            } while (0);
        }
    }
    /* reduction(*:prod): tree over the block, one partial per block */
    {
        __shared__ int mint_sh_prod[256];
        const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
        mint_sh_prod[mint_t] = prod;
        __syncthreads();
        for (int mint_s = 128; mint_s > 0; mint_s >>= 1) {
            if (mint_t < mint_s && mint_t + mint_s < 256) mint_sh_prod[mint_t] = mint_sh_prod[mint_t] * mint_sh_prod[mint_t + mint_s];
            __syncthreads();
        }
        if (mint_t == 0) mint_partial_prod[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = mint_sh_prod[0];
    }
}

/* mint: kernel mint_kernel_3_i64 from reduction.c:24: not a stencil, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0 */
extern "C" __global__ void mint_kernel_3_i64(
    const int *I,
    long mint_pitch_I_arg,
    long mint_slice_I_arg,
    long mint_lo_x_arg,
    long mint_n_x_arg,
    long mint_blocks_y,
    long mint_blocks_z,
    int *mint_partial_prod)
{
    typedef long mint_idx_t;
    const mint_idx_t mint_pitch_I = (mint_idx_t)mint_pitch_I_arg;
    (void)mint_pitch_I;
    const mint_idx_t mint_slice_I = (mint_idx_t)mint_slice_I_arg;
    (void)mint_slice_I;
    const mint_idx_t mint_lo_x = (mint_idx_t)mint_lo_x_arg;
    (void)mint_lo_x;
    const mint_idx_t mint_n_x = (mint_idx_t)mint_n_x_arg;
    (void)mint_n_x;
    int prod = (int)1;
    {
        const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 256 + threadIdx.x;
        if (mint_ix < mint_n_x) {
            const int y = (int)(mint_lo_x + mint_ix);
            do {
                prod *= I[(mint_idx_t)(y) * mint_pitch_I + (0)];
            } while (0);
        }
    }
    /* reduction(*:prod): tree over the block, one partial per block */
    {
        __shared__ int mint_sh_prod[256];
        const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
        mint_sh_prod[mint_t] = prod;
        __syncthreads();
        for (int mint_s = 128; mint_s > 0; mint_s >>= 1) {
            if (mint_t < mint_s && mint_t + mint_s < 256) mint_sh_prod[mint_t] = mint_sh_prod[mint_t] * mint_sh_prod[mint_t + mint_s];
            __syncthreads();
        }
        if (mint_t == 0) mint_partial_prod[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = mint_sh_prod[0];
    }
}

/* mint: second step of reduction(+) over double: one block folds the per-block partials */
extern "C" __global__ void mint_reduce_add_double(const double *in, long n, double *out)
{
    __shared__ double sh[1024];
    double acc = (double)0;
    for (long i = threadIdx.x; i < n; i += blockDim.x)
        acc = acc + in[i];
    sh[threadIdx.x] = acc;
    __syncthreads();
    for (int s = 512; s > 0; s >>= 1) {
        if (threadIdx.x < s) sh[threadIdx.x] = sh[threadIdx.x] + sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[0] = sh[0];
}

/* mint: second step of reduction(max) over float: one block folds the per-block partials */
extern "C" __global__ void mint_reduce_max_float(const float *in, long n, float *out)
{
    __shared__ float sh[1024];
    float acc = __int_as_float(0xff800000);
    for (long i = threadIdx.x; i < n; i += blockDim.x)
        acc = (acc > in[i] ? acc : in[i]);
    sh[threadIdx.x] = acc;
    __syncthreads();
    for (int s = 512; s > 0; s >>= 1) {
        if (threadIdx.x < s) sh[threadIdx.x] = (sh[threadIdx.x] > sh[threadIdx.x + s] ? sh[threadIdx.x] : sh[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0) out[0] = sh[0];
}

/* mint: second step of reduction(*) over int: one block folds the per-block partials */
extern "C" __global__ void mint_reduce_mul_int(const int *in, long n, int *out)
{
    __shared__ int sh[1024];
    int acc = (int)1;
    for (long i = threadIdx.x; i < n; i += blockDim.x)
        acc = acc * in[i];
    sh[threadIdx.x] = acc;
    __syncthreads();
    for (int s = 512; s > 0; s >>= 1) {
        if (threadIdx.x < s) sh[threadIdx.x] = sh[threadIdx.x] * sh[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) out[0] = sh[0];
}

/* ---- mint launchers: what the C host file calls ---- */
/* `mint for` at reduction.c:13, on every GPU */
extern "C" void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_h_U, mint_array mint_h_R, double *mint_out_sum)
{ /* mint: every GPU computes the `z` values of its slab (no array written: no halo exchange) */
    const mint_array *mint_all[] = {&mint_h_U, &mint_h_R};
    const mint_slabs *mint_split = mint_nest_slabs("reduction.c:13", 2, mint_all);
    const long mint_split_lo = (long)(mint_arg_lo_z);
    const long mint_split_hi = (long)(mint_arg_hi_z - 1);
    double mint_acc_sum[3 * MINT_MAX_GPUS];
    int mint_has_sum[3 * MINT_MAX_GPUS] = {0};
    for (int mint_i = 0; mint_i < 3; mint_i++) {
        const int mint_k = mint_part_order(mint_i);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];
            const mint_view mint_d_U = mint_view_of(&mint_h_U, mint_l, "reduction.c:13");
            const mint_view mint_d_R = mint_view_of(&mint_h_R, mint_l, "reduction.c:13");
            mint_range mint_part[3];
            mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, 1, 0, mint_part);
            if (mint_part[mint_k].first > mint_part[mint_k].last)
                continue;
            const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;
            { /* mint: `mint for` at reduction.c:13 runs as mint_kernel_1 */
                const long mint_lo_x = (long)(mint_arg_lo_x);
                const long mint_n_x = (long)(mint_arg_hi_x) - 1 >= mint_lo_x ? ((long)(mint_arg_hi_x) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_lo_y = (long)(mint_arg_lo_y);
                const long mint_n_y = (long)(mint_arg_hi_y) - 1 >= mint_lo_y ? ((long)(mint_arg_hi_y) - 1 - mint_lo_y) / 1 + 1 : 0;
                const long mint_lo_z = (long)(mint_split_first);
                const long mint_n_z = (long)(mint_split_last + 1) - 1 >= mint_lo_z ? ((long)(mint_split_last + 1) - 1 - mint_lo_z) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 32 - 1) / 32;
                const long mint_blocks_y = (mint_n_y + 4 - 1) / 4;
                const long mint_blocks_z = (mint_n_z + 2 - 1) / 2;
                if (mint_n_x > 0 && mint_n_y > 0 && mint_n_z > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_1"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_1"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_1"));
                    dim3 mint_block(32, 4, 2);
                    const long mint_nblocks_sum = (long)mint_grid.x * mint_grid.y * mint_grid.z;
                    double *mint_partial_sum = (double *)mint_scratch(0, (size_t)(mint_nblocks_sum + 1) * sizeof(double));
                    if (mint_fits32(&mint_d_U) && mint_fits32(&mint_d_R) && mint_lo_x + mint_n_x < 2147483647L && mint_lo_y + mint_n_y < 2147483647L && mint_lo_z + mint_n_z < 2147483647L)
                        mint_kernel_1<<<mint_grid, mint_block, 0, mint_stream>>>((const double *)mint_d_U.ptr, (long)mint_d_U.pitch, (long)mint_d_U.slice, (const double *)mint_d_R.ptr, (long)mint_d_R.pitch, (long)mint_d_R.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_lo_z, mint_n_z, mint_blocks_y, mint_blocks_z, mint_partial_sum);
                    else
                        mint_kernel_1_i64<<<mint_grid, mint_block, 0, mint_stream>>>((const double *)mint_d_U.ptr, (long)mint_d_U.pitch, (long)mint_d_U.slice, (const double *)mint_d_R.ptr, (long)mint_d_R.pitch, (long)mint_d_R.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_lo_z, mint_n_z, mint_blocks_y, mint_blocks_z, mint_partial_sum);
                    mint_check_launch("mint_kernel_1", "reduction.c:13");
                    mint_reduce_add_double<<<1, 1024, 0, mint_stream>>>(mint_partial_sum, mint_nblocks_sum, mint_partial_sum + mint_nblocks_sum);
                    mint_check_launch("mint_reduce_add_double", "reduction.c:13");
                    double mint_result_sum;
                    MINT_CHECK(cudaMemcpyAsync(&mint_result_sum, mint_partial_sum + mint_nblocks_sum, sizeof(double), cudaMemcpyDeviceToHost, mint_stream));
                    MINT_CHECK(cudaStreamSynchronize(mint_stream));
                    mint_acc_sum[(mint_rt.first + mint_l) * 3 + mint_k] = mint_result_sum; mint_has_sum[(mint_rt.first + mint_l) * 3 + mint_k] = 1;
                }
            }
        }
    }
    mint_share_results(mint_acc_sum, mint_has_sum, sizeof(double), 3);
    for (int mint_i = 0; mint_i < 3 * mint_rt.gpus; mint_i++)
        if (mint_has_sum[mint_i]) (*mint_out_sum) = (*mint_out_sum) + mint_acc_sum[mint_i];
}

/* `mint for` at reduction.c:20, on every GPU */
extern "C" void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_h_F, float *mint_out_peak)
{ /* mint: every GPU computes the `y` values of its slab (no array written: no halo exchange) */
    const mint_array *mint_all[] = {&mint_h_F};
    const mint_slabs *mint_split = mint_nest_slabs("reduction.c:20", 1, mint_all);
    const long mint_split_lo = (long)(mint_arg_lo_y);
    const long mint_split_hi = (long)(mint_arg_hi_y - 1);
    float mint_acc_peak[3 * MINT_MAX_GPUS];
    int mint_has_peak[3 * MINT_MAX_GPUS] = {0};
    for (int mint_i = 0; mint_i < 3; mint_i++) {
        const int mint_k = mint_part_order(mint_i);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];
            const mint_view mint_d_F = mint_view_of(&mint_h_F, mint_l, "reduction.c:20");
            mint_range mint_part[3];
            mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, 1, 0, mint_part);
            if (mint_part[mint_k].first > mint_part[mint_k].last)
                continue;
            const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;
            { /* mint: `mint for` at reduction.c:20 runs as mint_kernel_2 */
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
                    const long mint_nblocks_peak = (long)mint_grid.x * mint_grid.y * mint_grid.z;
                    float *mint_partial_peak = (float *)mint_scratch(1, (size_t)(mint_nblocks_peak + 1) * sizeof(float));
                    if (mint_fits32(&mint_d_F) && mint_lo_x + mint_n_x < 2147483647L && mint_lo_y + mint_n_y < 2147483647L)
                        mint_kernel_2<<<mint_grid, mint_block, 0, mint_stream>>>((const float *)mint_d_F.ptr, (long)mint_d_F.pitch, (long)mint_d_F.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_blocks_y, mint_blocks_z, mint_partial_peak);
                    else
                        mint_kernel_2_i64<<<mint_grid, mint_block, 0, mint_stream>>>((const float *)mint_d_F.ptr, (long)mint_d_F.pitch, (long)mint_d_F.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_blocks_y, mint_blocks_z, mint_partial_peak);
                    mint_check_launch("mint_kernel_2", "reduction.c:20");
                    mint_reduce_max_float<<<1, 1024, 0, mint_stream>>>(mint_partial_peak, mint_nblocks_peak, mint_partial_peak + mint_nblocks_peak);
                    mint_check_launch("mint_reduce_max_float", "reduction.c:20");
                    float mint_result_peak;
                    MINT_CHECK(cudaMemcpyAsync(&mint_result_peak, mint_partial_peak + mint_nblocks_peak, sizeof(float), cudaMemcpyDeviceToHost, mint_stream));
                    MINT_CHECK(cudaStreamSynchronize(mint_stream));
                    mint_acc_peak[(mint_rt.first + mint_l) * 3 + mint_k] = mint_result_peak; mint_has_peak[(mint_rt.first + mint_l) * 3 + mint_k] = 1;
                }
            }
        }
    }
    mint_share_results(mint_acc_peak, mint_has_peak, sizeof(float), 3);
    for (int mint_i = 0; mint_i < 3 * mint_rt.gpus; mint_i++)
        if (mint_has_peak[mint_i]) (*mint_out_peak) = ((*mint_out_peak) > mint_acc_peak[mint_i] ? (*mint_out_peak) : mint_acc_peak[mint_i]);
}

/* `mint for` at reduction.c:24, on every GPU */
extern "C" void mint_launch_3(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_h_I, int *mint_out_prod)
{ /* mint: every GPU computes the `y` values of its slab (no array written: no halo exchange) */
    const mint_array *mint_all[] = {&mint_h_I};
    const mint_slabs *mint_split = mint_nest_slabs("reduction.c:24", 1, mint_all);
    const long mint_split_lo = (long)(mint_arg_lo_x);
    const long mint_split_hi = (long)(mint_arg_hi_x - 1);
    int mint_acc_prod[3 * MINT_MAX_GPUS];
    int mint_has_prod[3 * MINT_MAX_GPUS] = {0};
    for (int mint_i = 0; mint_i < 3; mint_i++) {
        const int mint_k = mint_part_order(mint_i);
        for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));
            cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];
            const mint_view mint_d_I = mint_view_of(&mint_h_I, mint_l, "reduction.c:24");
            mint_range mint_part[3];
            mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, 1, 0, mint_part);
            if (mint_part[mint_k].first > mint_part[mint_k].last)
                continue;
            const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;
            { /* mint: `mint for` at reduction.c:24 runs as mint_kernel_3 */
                const long mint_lo_x = (long)(mint_split_first);
                const long mint_n_x = (long)(mint_split_last + 1) - 1 >= mint_lo_x ? ((long)(mint_split_last + 1) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 256 - 1) / 256;
                const long mint_blocks_y = 1;
                const long mint_blocks_z = 1;
                if (mint_n_x > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_3"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_3"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_3"));
                    dim3 mint_block(256, 1, 1);
                    const long mint_nblocks_prod = (long)mint_grid.x * mint_grid.y * mint_grid.z;
                    int *mint_partial_prod = (int *)mint_scratch(2, (size_t)(mint_nblocks_prod + 1) * sizeof(int));
                    if (mint_fits32(&mint_d_I) && mint_lo_x + mint_n_x < 2147483647L)
                        mint_kernel_3<<<mint_grid, mint_block, 0, mint_stream>>>((const int *)mint_d_I.ptr, (long)mint_d_I.pitch, (long)mint_d_I.slice, mint_lo_x, mint_n_x, mint_blocks_y, mint_blocks_z, mint_partial_prod);
                    else
                        mint_kernel_3_i64<<<mint_grid, mint_block, 0, mint_stream>>>((const int *)mint_d_I.ptr, (long)mint_d_I.pitch, (long)mint_d_I.slice, mint_lo_x, mint_n_x, mint_blocks_y, mint_blocks_z, mint_partial_prod);
                    mint_check_launch("mint_kernel_3", "reduction.c:24");
                    mint_reduce_mul_int<<<1, 1024, 0, mint_stream>>>(mint_partial_prod, mint_nblocks_prod, mint_partial_prod + mint_nblocks_prod);
                    mint_check_launch("mint_reduce_mul_int", "reduction.c:24");
                    int mint_result_prod;
                    MINT_CHECK(cudaMemcpyAsync(&mint_result_prod, mint_partial_prod + mint_nblocks_prod, sizeof(int), cudaMemcpyDeviceToHost, mint_stream));
                    MINT_CHECK(cudaStreamSynchronize(mint_stream));
                    mint_acc_prod[(mint_rt.first + mint_l) * 3 + mint_k] = mint_result_prod; mint_has_prod[(mint_rt.first + mint_l) * 3 + mint_k] = 1;
                }
            }
        }
    }
    mint_share_results(mint_acc_prod, mint_has_prod, sizeof(int), 3);
    for (int mint_i = 0; mint_i < 3 * mint_rt.gpus; mint_i++)
        if (mint_has_prod[mint_i]) (*mint_out_prod) = (*mint_out_prod) * mint_acc_prod[mint_i];
}

