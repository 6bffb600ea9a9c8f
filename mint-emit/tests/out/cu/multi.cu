// mint: translated from multi.c by mint 0.1.0, -O0, target cuda
/* ---- mint runtime: device arrays, copies and error checks (generated) ---- */
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MINT_CHECK(call) mint_check((call), #call, __FILE__, __LINE__)

static inline void mint_check(cudaError_t e, const char *what, const char *file, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "%s:%d: CUDA error %s in `%s`: %s\n", file, line, cudaGetErrorName(e), what,
                cudaGetErrorString(e));
        exit(1);
    }
}

static inline void mint_check_launch(const char *kernel, const char *where)
{
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        fprintf(stderr, "%s: launch of %s failed: %s (%s)\n", where, kernel, cudaGetErrorString(e),
                cudaGetErrorName(e));
        exit(1);
    }
}

/* A device array: rows padded to the device's pitch alignment (like cudaMalloc3D). */
typedef struct {
    void *ptr;  /* element (0,0,0) */
    void *base; /* what cudaMallocPitch returned */
    size_t elem, nx, ny, nz;
    size_t pitch; /* elements per padded row */
    size_t slice; /* elements per plane: pitch * ny */
    const char *name;
} mint_array;

static inline size_t mint_extent(long v, const char *name, const char *what)
{
    if (v <= 0) {
        fprintf(stderr, "mint: copy of %s: size %s is %ld; sizes must be positive\n", name, what, v);
        exit(1);
    }
    return (size_t)v;
}

/* `align_x` > 0: shift the allocation so that element x = align_x of every row starts a 128-byte
   line (the interior, not the ghost cells, is aligned); 0: rows start aligned, like cudaMalloc3D. */
static inline void mint_alloc(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x)
{
    size_t pitch_bytes = 0, per_line = elem <= 128 ? 128 / elem : 1;
    size_t pad = align_x > 0 ? (per_line - (size_t)align_x % per_line) % per_line : 0;
    a->name = name;
    a->elem = elem;
    a->nx = mint_extent(nx, name, "x");
    a->ny = mint_extent(ny, name, "y");
    a->nz = mint_extent(nz, name, "z");
    cudaError_t e = cudaMallocPitch(&a->base, &pitch_bytes, (a->nx + pad) * elem, a->ny * a->nz);
    if (e != cudaSuccess) {
        fprintf(stderr, "mint: cannot allocate %s (%zu x %zu x %zu elements of %zu bytes) on the GPU: %s (%s)\n",
                name, a->nx, a->ny, a->nz, elem, cudaGetErrorString(e), cudaGetErrorName(e));
        exit(1);
    }
    a->ptr = (char *)a->base + pad * elem;
    a->pitch = pitch_bytes / elem;
    a->slice = a->pitch * a->ny;
}

/* A host block for a copy of an array whose rows (stored row pointers, `double **u`) are not
   one block: gathered from the rows before a copy to the device, scattered to them after one
   from it. */
[[maybe_unused]] static inline void * mint_staging(size_t bytes, const char *where, const char *name)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "%s: out of host memory: %zu bytes to copy `%s`, whose rows are not one block\n", where, bytes, name);
        exit(1);
    }
    return p;
}
[[maybe_unused]] static inline void mint_staging_free(void *p)
{
    free(p);
}

static inline void mint_copy(mint_array *a, void *host, long nx, long ny, long nz, enum cudaMemcpyKind kind)
{
    if (!a->ptr) {
        fprintf(stderr, "mint: copy of %s from the device before it was copied to the device\n", a->name);
        exit(1);
    }
    size_t x = mint_extent(nx, a->name, "x"), y = mint_extent(ny, a->name, "y"), z = mint_extent(nz, a->name, "z");
    if (x != a->nx || y * z > a->ny * a->nz) {
        fprintf(stderr, "mint: copy of %s with sizes %zu x %zu x %zu does not match its device allocation %zu x %zu x %zu\n",
                a->name, x, y, z, a->nx, a->ny, a->nz);
        exit(1);
    }
    size_t row = x * a->elem, pitch = a->pitch * a->elem;
    if (kind == cudaMemcpyHostToDevice)
        MINT_CHECK(cudaMemcpy2D(a->ptr, pitch, host, row, row, y * z, kind));
    else
        MINT_CHECK(cudaMemcpy2D(host, row, a->ptr, pitch, row, y * z, kind));
}

/* The bytes of the whole array `a` as the C program holds it. */
__attribute__((unused)) static inline size_t mint_array_bytes(const mint_array *a)
{
    return a->nx * a->ny * a->nz * a->elem;
}

/* `memcpy(dst, src, bytes)` between two device arrays in a `mint single` is copied on the device
   only where `bytes` is the whole array and both have the same extents (their rows may be padded
   differently, so only whole arrays are copied); otherwise the program stops here. */
__attribute__((unused)) static inline void mint_copy_array_check(const mint_array *dst, const mint_array *src, size_t bytes, const char *where)
{
    if (!dst->ptr || !src->ptr) {
        fprintf(stderr, "%s: memcpy from %s to %s before both were copied to the device\n", where,
                src->name ? src->name : "an array", dst->name ? dst->name : "an array");
        exit(1);
    }
    if (dst->elem != src->elem || dst->nx != src->nx || dst->ny * dst->nz != src->ny * src->nz) {
        fprintf(stderr, "%s: memcpy from %s (%zu x %zu x %zu) to %s (%zu x %zu x %zu): on the GPU mint copies between arrays of the same extents only\n",
                where, src->name, src->nx, src->ny, src->nz, dst->name, dst->nx, dst->ny, dst->nz);
        exit(1);
    }
    if (bytes != mint_array_bytes(src)) {
        fprintf(stderr, "%s: memcpy of %zu bytes from %s to %s: on the GPU mint copies whole arrays only (%zu bytes); copy the whole array, or write the copy as a `mint for` nest\n",
                where, bytes, src->name, dst->name, mint_array_bytes(src));
        exit(1);
    }
}

/* The copy itself, in stream order (after mint_copy_array_check): arrays laid out alike (the
   same row pitch and offset in their allocation, as arrays of the same extents and alignment
   are) in one contiguous copy, the rows' padding included; others row by row. */
__attribute__((unused)) static inline void mint_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_copy_array_check(dst, src, bytes, where);
    if (dst->ptr == src->ptr)
        return;
    const size_t rows = src->ny * src->nz;
    if (dst->pitch == src->pitch && (char *)dst->ptr - (char *)dst->base == (char *)src->ptr - (char *)src->base)
        MINT_CHECK(cudaMemcpyAsync(dst->ptr, src->ptr, ((rows - 1) * src->pitch + src->nx) * src->elem, cudaMemcpyDeviceToDevice, 0));
    else
        MINT_CHECK(cudaMemcpy2D(dst->ptr, dst->pitch * dst->elem, src->ptr, src->pitch * src->elem, src->nx * src->elem, rows,
                                cudaMemcpyDeviceToDevice));
}

/* The byte offset in `a`'s allocation of the element at `nsubs` subscripts (as mint_read takes
   them), which the caller has checked to be inside the array. */
__attribute__((unused)) static inline size_t mint_elem_offset(const mint_array *a, int nsubs, long s0, long s1, long s2)
{
    long nx = (long)a->nx, ny = (long)a->ny;
    long lin = nsubs == 1 ? s0 : nsubs == 2 ? s0 * nx + s1 : (s0 * ny + s1) * nx + s2;
    size_t x = (size_t)(lin % nx), r = (size_t)(lin / nx), y = r % (size_t)ny, z = r / (size_t)ny;
    return (z * a->slice + y * a->pitch + x) * a->elem;
}

/* One element of `a` that host code in a region reads (`printf("%f", u[n / 2][1])`): `nsubs`
   subscripts as written, slowest first (one: the linear index of a flat array). Returns a slot of
   a ring of 256 that holds the value until 256 more reads; the caller reads it at once. */
__attribute__((unused)) static inline void *mint_read(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where)
{
    static unsigned char ring[256][16];
    static unsigned next;
    if (!a->ptr) {
        fprintf(stderr, "%s: host code reads an element of %s, which is not on the GPU\n", where, a->name);
        exit(1);
    }
    long nx = (long)a->nx, ny = (long)a->ny, nz = (long)a->nz;
    int in = nsubs == 1   ? s0 >= 0 && s0 < nx * ny * nz
             : nsubs == 2 ? s0 >= 0 && s0 < ny * nz && s1 >= 0 && s1 < nx
                          : s0 >= 0 && s0 < nz && s1 >= 0 && s1 < ny && s2 >= 0 && s2 < nx;
    if (!in) {
        fprintf(stderr, "%s: host code reads %s at (%ld, %ld, %ld) of %d subscripts, outside its %ld x %ld x %ld elements\n", where,
                a->name, s0, nsubs > 1 ? s1 : 0L, nsubs > 2 ? s2 : 0L, nsubs, nz, ny, nx);
        exit(1);
    }
    void *slot = ring[next++ % 256];
    MINT_CHECK(cudaMemcpy(slot, (const char *)a->ptr + mint_elem_offset(a, nsubs, s0, s1, s2), a->elem, cudaMemcpyDeviceToHost));
    return slot;
}

/* One element of `a` that host code in a region sets (`p[sy * n + sx] += w[t];`): read from the
   GPU into a host slot (subscripts as for mint_read), which the statement updates, then
   mint_elem_store writes it back. One element at a time (the host code is sequential). */
__attribute__((unused)) static struct {
    const mint_array *a;
    size_t at;
    unsigned char slot[16];
} mint_elem_last;
__attribute__((unused)) static inline void *mint_elem(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where)
{
    void *v = mint_read(a, nsubs, s0, s1, s2, where);
    mint_elem_last.a = a;
    mint_elem_last.at = mint_elem_offset(a, nsubs, s0, s1, s2);
    memcpy(mint_elem_last.slot, v, a->elem);
    return mint_elem_last.slot;
}
__attribute__((unused)) static inline void mint_elem_store(void)
{
    const mint_array *a = mint_elem_last.a;
    MINT_CHECK(cudaMemcpy((char *)a->ptr + mint_elem_last.at, mint_elem_last.slot, a->elem, cudaMemcpyHostToDevice));
}

/* Whether 32-bit index arithmetic reaches every element of the array (the allocation included). */
__attribute__((unused)) static inline int mint_fits32(const mint_array *a)
{
    return a->slice * a->nz + a->pitch < 2147483647u;
}

/* Plane p of the slowest dimension of a (of rank `rank`, 2 to 4) as an array of one rank less
   sharing a's memory and row pitch: one time level of `u[2][N][N]`. Rank 4 (`A[2][N][N][N]`,
   held as one 3-D array of 2 N planes): `inner` 2-D planes to a plane. Never freed on its own. */
__attribute__((unused)) static inline mint_array mint_plane(mint_array a, long p, int rank, long inner)
{
    mint_array v = a;
    if (rank >= 4) {
        v.ptr = (char *)a.ptr + (size_t)p * (size_t)inner * a.slice * a.elem;
        v.nz = (size_t)inner;
    } else if (rank == 3) {
        v.ptr = (char *)a.ptr + (size_t)p * a.slice * a.elem;
        v.nz = 1;
    } else {
        v.ptr = (char *)a.ptr + (size_t)p * a.pitch * a.elem;
        v.ny = 1;
        v.nz = 1;
        v.slice = a.pitch;
    }
    return v;
}

static inline void mint_free(mint_array *a)
{
    if (a->base)
        MINT_CHECK(cudaFree(a->base));
    a->ptr = a->base = NULL;
}

/* Scratch buffers for reduction partials, one per slot, grown on demand. */
__attribute__((unused)) static inline void *mint_scratch(int slot, size_t bytes)
{
    static void *buf[64];
    static size_t cap[64];
    if (bytes > cap[slot]) {
        if (buf[slot])
            MINT_CHECK(cudaFree(buf[slot]));
        MINT_CHECK(cudaMalloc(&buf[slot], bytes));
        cap[slot] = bytes;
    }
    return buf[slot];
}

__attribute__((unused)) static inline unsigned mint_grid_dim(long blocks, long limit, const char *kernel)
{
    if (blocks > 2147483647L) {
        fprintf(stderr, "mint: %s needs %ld blocks in x, more than CUDA allows; use a larger tile\n", kernel, blocks);
        exit(1);
    }
    return (unsigned)(blocks < limit ? blocks : limit);
}
/* ---- end of mint runtime ---- */

/* ---- mint timing (used by programs translated with --timing) ---- */
/* Two methods. Default: each launch between two events, synchronised: the median over the
   launches after the first. MINT_TIMING=loop: nothing is synchronised; an event after the first
   launch and after the last one, and the time between them divided by the launches in between:
   what the program's time loop takes per launch when the host runs ahead (as the multi-GPU
   runtime's loop timing, so one GPU and several compare by one method). */
typedef struct {
    const char *kernel, *where;
    double flops_per_point, bytes_per_point, points;
    int n;
    float ms[4096];
    cudaEvent_t first, last;
} mint_timer;
static mint_timer mint_timers[64];
static cudaEvent_t mint_ev0, mint_ev1;

__attribute__((unused)) static int mint_cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

__attribute__((unused)) static int mint_timing_loop(void)
{
    static int mode = -1;
    if (mode < 0) {
        const char *e = getenv("MINT_TIMING");
        mode = e && !strcmp(e, "loop");
        if (e && *e && !mode && strcmp(e, "launch")) {
            fprintf(stderr, "mint: MINT_TIMING=%s: give launch (the default) or loop\n", e);
            exit(1);
        }
    }
    return mode;
}

__attribute__((unused)) static void mint_timing_report(void)
{
    for (int i = 0; i < 64; i++) {
        mint_timer *t = &mint_timers[i];
        if (!t->n)
            continue;
        if (mint_timing_loop()) {
            if (t->n < 2) {
                fprintf(stderr, "mint-timing kernel=%s at=%s launches=%d: MINT_TIMING=loop needs two launches or more\n",
                        t->kernel, t->where, t->n);
                continue;
            }
            float ms = 0;
            MINT_CHECK(cudaEventSynchronize(t->last));
            MINT_CHECK(cudaEventElapsedTime(&ms, t->first, t->last));
            ms /= (float)(t->n - 1);
            double s = ms * 1e-3;
            fprintf(stderr, "mint-timing kernel=%s at=%s launches=%d loop_ms=%.4f points=%.0f gflops=%.2f gbps=%.2f gpoints=%.2f\n",
                    t->kernel, t->where, t->n, ms, t->points, t->flops_per_point * t->points / s * 1e-9,
                    t->bytes_per_point * t->points / s * 1e-9, t->points / s * 1e-9);
            continue;
        }
        qsort(t->ms, (size_t)t->n, sizeof(float), mint_cmp_float);
        /* Median of the launches after the first (warm-up), or the only one. */
        int first = t->n > 1 ? 1 : 0, m = t->n - first;
        float med = (m % 2) ? t->ms[first + m / 2] : 0.5f * (t->ms[first + m / 2 - 1] + t->ms[first + m / 2]);
        double s = med * 1e-3;
        fprintf(stderr, "mint-timing kernel=%s at=%s launches=%d median_ms=%.4f min_ms=%.4f points=%.0f gflops=%.2f gbps=%.2f gpoints=%.2f\n",
                t->kernel, t->where, t->n, med, t->ms[first], t->points, t->flops_per_point * t->points / s * 1e-9,
                t->bytes_per_point * t->points / s * 1e-9, t->points / s * 1e-9);
    }
}

__attribute__((unused)) static void mint_timing_start(void)
{
    static int init = 0;
    if (!init) {
        MINT_CHECK(cudaEventCreate(&mint_ev0));
        MINT_CHECK(cudaEventCreate(&mint_ev1));
        atexit(mint_timing_report);
        init = 1;
    }
    if (!mint_timing_loop())
        MINT_CHECK(cudaEventRecord(mint_ev0, 0));
}

__attribute__((unused)) static void mint_timing_stop(int id, const char *kernel, const char *where, double flops, double bytes, double points)
{
    mint_timer *t = &mint_timers[id % 64];
    t->kernel = kernel;
    t->where = where;
    t->flops_per_point = flops;
    t->bytes_per_point = bytes;
    t->points = points;
    if (mint_timing_loop()) {
        /* An event after the first launch and one moved after every later one. */
        if (!t->n) {
            MINT_CHECK(cudaEventCreate(&t->first));
            MINT_CHECK(cudaEventCreate(&t->last));
            MINT_CHECK(cudaEventRecord(t->first, 0));
        } else {
            MINT_CHECK(cudaEventRecord(t->last, 0));
        }
        t->n++;
        return;
    }
    float ms = 0;
    MINT_CHECK(cudaEventRecord(mint_ev1, 0));
    MINT_CHECK(cudaEventSynchronize(mint_ev1));
    MINT_CHECK(cudaEventElapsedTime(&ms, mint_ev0, mint_ev1));
    if (t->n < 4096)
        t->ms[t->n++] = ms;
}

/* Several nests in one region, a barrier, nowait, and a host loop counter. */
/* ---- mint kernels ---- */
/* mint: kernel mint_kernel_1 from multi.c:10: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1(
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
    double a,
    double b,
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
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] = a * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + b * W[(mint_idx_t)(z) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_1_i64 from multi.c:10: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_1_i64(
    double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
    double a,
    double b,
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
    const mint_idx_t mint_pitch_V = (mint_idx_t)mint_pitch_V_arg;
    (void)mint_pitch_V;
    const mint_idx_t mint_slice_V = (mint_idx_t)mint_slice_V_arg;
    (void)mint_slice_V;
    const mint_idx_t mint_pitch_U = (mint_idx_t)mint_pitch_U_arg;
    (void)mint_pitch_U;
    const mint_idx_t mint_slice_U = (mint_idx_t)mint_slice_U_arg;
    (void)mint_slice_U;
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] = a * U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] + b * W[(mint_idx_t)(z) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2 from multi.c:16: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_2(
    double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
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
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] = V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] + V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y - 1) * mint_pitch_V + (x)] * W[(mint_idx_t)(z) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

/* mint: kernel mint_kernel_2_i64 from multi.c:16: general, tile=32x8x1 chunk=1x1x1 block=32x8x1, -O0 */
extern "C" __global__ void mint_kernel_2_i64(
    double *U,
    long mint_pitch_U_arg,
    long mint_slice_U_arg,
    const double *V,
    long mint_pitch_V_arg,
    long mint_slice_V_arg,
    const double *W,
    long mint_pitch_W_arg,
    long mint_slice_W_arg,
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
    const mint_idx_t mint_pitch_W = (mint_idx_t)mint_pitch_W_arg;
    (void)mint_pitch_W;
    const mint_idx_t mint_slice_W = (mint_idx_t)mint_slice_W_arg;
    (void)mint_slice_W;
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
                const mint_idx_t mint_iy = (mint_idx_t)mint_by * 8 + threadIdx.y * 1;
                if (mint_iy < mint_n_y) {
                    const int y = (int)(mint_lo_y + mint_iy);
                    const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * 32 + threadIdx.x;
                    if (mint_ix < mint_n_x) {
                        const int x = (int)(mint_lo_x + mint_ix);
                        do {
                            U[(mint_idx_t)(z) * mint_slice_U + (mint_idx_t)(y) * mint_pitch_U + (x)] = V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y) * mint_pitch_V + (x)] + V[(mint_idx_t)(z) * mint_slice_V + (mint_idx_t)(y - 1) * mint_pitch_V + (x)] * W[(mint_idx_t)(z) * mint_slice_W + (mint_idx_t)(y) * mint_pitch_W + (x)];
                        } while (0);
                    }
                }
            }
        }
}

void step(double ***U, double ***V, double ***W, int n, int steps, double a, double b) {
    /* mint: device arrays */
    mint_array mint_d_U = {0};
    mint_array mint_d_V = {0};
    mint_array mint_d_W = {0};
/* mint: #pragma mint copy(U, toDevice, n, n, n) */
if (!mint_d_U.ptr) mint_alloc(&mint_d_U, "U", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&U[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&U[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_copy(&mint_d_U, (void *)&U[0][0][0], (long)(n), (long)(n), (long)(n), cudaMemcpyHostToDevice);
    } else {
        double *mint_st = (double *)mint_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:3", "U");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = U[mint_k][mint_j][mint_i];
        mint_copy(&mint_d_U, (void *)mint_st, (long)(n), (long)(n), (long)(n), cudaMemcpyHostToDevice);
        mint_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(V, toDevice, n, n, n) */
if (!mint_d_V.ptr) mint_alloc(&mint_d_V, "V", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `V` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&V[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&V[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_copy(&mint_d_V, (void *)&V[0][0][0], (long)(n), (long)(n), (long)(n), cudaMemcpyHostToDevice);
    } else {
        double *mint_st = (double *)mint_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:4", "V");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = V[mint_k][mint_j][mint_i];
        mint_copy(&mint_d_V, (void *)mint_st, (long)(n), (long)(n), (long)(n), cudaMemcpyHostToDevice);
        mint_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(W, toDevice, n, n, n) */
if (!mint_d_W.ptr) mint_alloc(&mint_d_W, "W", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `W` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&W[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&W[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_copy(&mint_d_W, (void *)&W[0][0][0], (long)(n), (long)(n), (long)(n), cudaMemcpyHostToDevice);
    } else {
        double *mint_st = (double *)mint_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:5", "W");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = W[mint_k][mint_j][mint_i];
        mint_copy(&mint_d_W, (void *)mint_st, (long)(n), (long)(n), (long)(n), cudaMemcpyHostToDevice);
        mint_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel default(shared) */
    {
        int t = 0;
        while (t < steps) {
{ /* mint: `mint for` at multi.c:10 runs as mint_kernel_1 */
                const long mint_lo_x = (long)(1);
                const long mint_n_x = (long)(n - 1) - 1 >= mint_lo_x ? ((long)(n - 1) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_lo_y = (long)(1);
                const long mint_n_y = (long)(n - 1) - 1 >= mint_lo_y ? ((long)(n - 1) - 1 - mint_lo_y) / 1 + 1 : 0;
                const long mint_lo_z = (long)(1);
                const long mint_n_z = (long)(n - 1) - 1 >= mint_lo_z ? ((long)(n - 1) - 1 - mint_lo_z) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 32 - 1) / 32;
                const long mint_blocks_y = (mint_n_y + 8 - 1) / 8;
                const long mint_blocks_z = (mint_n_z + 1 - 1) / 1;
                if (mint_n_x > 0 && mint_n_y > 0 && mint_n_z > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_1"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_1"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_1"));
                    dim3 mint_block(32, 8, 1);
                    if (mint_fits32(&mint_d_V) && mint_fits32(&mint_d_U) && mint_fits32(&mint_d_W) && mint_lo_x + mint_n_x < 2147483647L && mint_lo_y + mint_n_y < 2147483647L && mint_lo_z + mint_n_z < 2147483647L)
                        mint_kernel_1<<<mint_grid, mint_block>>>((double *)mint_d_V.ptr, (long)mint_d_V.pitch, (long)mint_d_V.slice, (const double *)mint_d_U.ptr, (long)mint_d_U.pitch, (long)mint_d_U.slice, (const double *)mint_d_W.ptr, (long)mint_d_W.pitch, (long)mint_d_W.slice, a, b, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_lo_z, mint_n_z, mint_blocks_y, mint_blocks_z);
                    else
                        mint_kernel_1_i64<<<mint_grid, mint_block>>>((double *)mint_d_V.ptr, (long)mint_d_V.pitch, (long)mint_d_V.slice, (const double *)mint_d_U.ptr, (long)mint_d_U.pitch, (long)mint_d_U.slice, (const double *)mint_d_W.ptr, (long)mint_d_W.pitch, (long)mint_d_W.slice, a, b, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_lo_z, mint_n_z, mint_blocks_y, mint_blocks_z);
                    mint_check_launch("mint_kernel_1", "multi.c:10");
                }
            }
MINT_CHECK(cudaDeviceSynchronize()); /* mint barrier */
{ /* mint: `mint for` at multi.c:16 runs as mint_kernel_2 */
                const long mint_lo_x = (long)(1);
                const long mint_n_x = (long)(n - 1) - 1 >= mint_lo_x ? ((long)(n - 1) - 1 - mint_lo_x) / 1 + 1 : 0;
                const long mint_lo_y = (long)(1);
                const long mint_n_y = (long)(n - 1) - 1 >= mint_lo_y ? ((long)(n - 1) - 1 - mint_lo_y) / 1 + 1 : 0;
                const long mint_lo_z = (long)(1);
                const long mint_n_z = (long)(n - 1) - 1 >= mint_lo_z ? ((long)(n - 1) - 1 - mint_lo_z) / 1 + 1 : 0;
                const long mint_blocks_x = (mint_n_x + 32 - 1) / 32;
                const long mint_blocks_y = (mint_n_y + 8 - 1) / 8;
                const long mint_blocks_z = (mint_n_z + 1 - 1) / 1;
                if (mint_n_x > 0 && mint_n_y > 0 && mint_n_z > 0) {
                    dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, "mint_kernel_2"), mint_grid_dim(mint_blocks_y, 65535, "mint_kernel_2"), mint_grid_dim(mint_blocks_z, 65535, "mint_kernel_2"));
                    dim3 mint_block(32, 8, 1);
                    if (mint_fits32(&mint_d_U) && mint_fits32(&mint_d_V) && mint_fits32(&mint_d_W) && mint_lo_x + mint_n_x < 2147483647L && mint_lo_y + mint_n_y < 2147483647L && mint_lo_z + mint_n_z < 2147483647L)
                        mint_kernel_2<<<mint_grid, mint_block>>>((double *)mint_d_U.ptr, (long)mint_d_U.pitch, (long)mint_d_U.slice, (const double *)mint_d_V.ptr, (long)mint_d_V.pitch, (long)mint_d_V.slice, (const double *)mint_d_W.ptr, (long)mint_d_W.pitch, (long)mint_d_W.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_lo_z, mint_n_z, mint_blocks_y, mint_blocks_z);
                    else
                        mint_kernel_2_i64<<<mint_grid, mint_block>>>((double *)mint_d_U.ptr, (long)mint_d_U.pitch, (long)mint_d_U.slice, (const double *)mint_d_V.ptr, (long)mint_d_V.pitch, (long)mint_d_V.slice, (const double *)mint_d_W.ptr, (long)mint_d_W.pitch, (long)mint_d_W.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, mint_lo_z, mint_n_z, mint_blocks_y, mint_blocks_z);
                    mint_check_launch("mint_kernel_2", "multi.c:16");
                }
            }
            t = t + 1;
        }
    }
    MINT_CHECK(cudaDeviceSynchronize()); /* mint: end of parallel region */
/* mint: #pragma mint copy(U, fromDevice, n, n, n) */
{ /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&U[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&U[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_copy(&mint_d_U, (void *)&U[0][0][0], (long)(n), (long)(n), (long)(n), cudaMemcpyDeviceToHost);
    } else {
        double *mint_st = (double *)mint_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:24", "U");
        mint_copy(&mint_d_U, (void *)mint_st, (long)(n), (long)(n), (long)(n), cudaMemcpyDeviceToHost);
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    U[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i];
        mint_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(V, fromDevice, n, n, n) */
{ /* mint: `V` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&V[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&V[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_copy(&mint_d_V, (void *)&V[0][0][0], (long)(n), (long)(n), (long)(n), cudaMemcpyDeviceToHost);
    } else {
        double *mint_st = (double *)mint_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:25", "V");
        mint_copy(&mint_d_V, (void *)mint_st, (long)(n), (long)(n), (long)(n), cudaMemcpyDeviceToHost);
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    V[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i];
        mint_staging_free(mint_st);
    }
}
    /* mint: free device arrays */
    mint_free(&mint_d_U);
    mint_free(&mint_d_V);
    mint_free(&mint_d_W);
}
