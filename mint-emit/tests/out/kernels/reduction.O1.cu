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

