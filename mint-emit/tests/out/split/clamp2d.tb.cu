// mint: translated from clamp2d.c by mint 0.1.0, -O0, target cuda: the device side.
// The host side, still C, is clamp2d.tb.host.c. Build both: nvcc -O3 -arch=sm_90 clamp2d.tb.cu clamp2d.tb.host.c -o clamp2d.tb
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

/* ---- mint host interface: what the C host file calls ---- */
extern "C" void mint_host_alloc(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x)
{
    mint_alloc(a, name, elem, nx, ny, nz, align_x);
}
extern "C" void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device)
{
    mint_copy(a, host, nx, ny, nz, to_device ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost);
}
extern "C" void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_copy_array(dst, src, bytes, where);
}
extern "C" void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_copy_array_check(dst, src, bytes, where);
}
extern "C" void mint_host_free(mint_array *a)
{
    mint_free(a);
}
extern "C" void *mint_host_read(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where)
{
    return mint_read(a, nsubs, s0, s1, s2, where);
}
extern "C" void *mint_host_elem(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where)
{
    return mint_elem(a, nsubs, s0, s1, s2, where);
}
extern "C" void mint_host_elem_store(void)
{
    mint_elem_store();
}
extern "C" void mint_host_sync(void)
{
    MINT_CHECK(cudaDeviceSynchronize());
}
extern "C" void *mint_host_staging(size_t bytes, const char *where, const char *name)
{
    return mint_staging(bytes, where, name);
}
extern "C" void mint_host_staging_free(void *p)
{
    mint_staging_free(p);
}

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
/* ---- mint: the time loop at clamp2d.c:16 (one nest and a pointer swap), 8 steps per launch of mint_tb_1 ---- */
/* mint: kernel mint_tb_1_edge from clamp2d.c:17: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch of `a` -> `b`, streamed along y in chunks of `mint_chunk` planes, lag 1, ring 2, ghost cells for clamped neighbours (x 1/1, y 1/1) */
static __device__ __noinline__ void mint_tb_1_edge(
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    extern __shared__ __align__(16) unsigned char mint_smem[];
    float *mint_sm = (float *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 240 - 8) + mint_tx;
    const int mint_kx0 = min(max(mint_gx, (int)mint_lo_x), (int)(mint_lo_x + mint_n_x - 1));
    unsigned mint_inb = 0;
    if (mint_kx0 >= 0 && mint_kx0 < (int)mint_ext_x) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_kx0;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx;
    const int mint_c0 = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_y + mint_n_y);
    const int mint_slo = (int)mint_lo_y;
    const unsigned mint_scnt = (unsigned)mint_n_y;
    const unsigned mint_sext = (unsigned)mint_ext_y;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)8);
    if (mint_kx0 >= (int)mint_lo_x && mint_kx0 < (int)(mint_lo_x + mint_n_x)) mint_sp |= 1u << 0;
    if (mint_tx >= 8 && mint_tx < 256 - 8 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x))) mint_out |= 1u << 0;
    const int mint_sb0 = mint_tx + mint_kx0 - mint_gx + 1; (void)mint_sb0;
    const int mint_ss0 = mint_tx + 1;
    float mint_w[8][1][3];
    float mint_pre[1];
    #pragma unroll
    for (int mint_s = 0; mint_s < 8; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 1; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (float)0;
    const int mint_i0 = (mint_c0 - 8 >= 0 ? (mint_c0 - 8) / 2 : -(((8 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 8;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(a + mint_col0 + (mint_idx_t)(mint_i0) * mint_pitch_a) : (float)0;
    const float *mint_ip0 = a + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_pitch_a;
    float *mint_op0 = b + mint_ocol0 + (mint_idx_t)(mint_i0 - 8) * mint_pitch_b;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_ss0 + 0] = mint_v;
            }
            if (mint_p == mint_slo) {
                mint_w[0][0][1] = mint_w[0][0][2];
            }
            if (mint_p >= mint_slo + (int)mint_scnt) {
                mint_w[0][0][2] = mint_w[0][0][1];
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (257)] + mint_sm[mint_sb0 + (259)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_ss0 + 516] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[1][0][1] = mint_w[1][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[1][0][2] = mint_w[1][0][1];
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (773)] + mint_sm[mint_sb0 + (775)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1032] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[2][0][1] = mint_w[2][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[2][0][2] = mint_w[2][0][1];
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1289)] + mint_sm[mint_sb0 + (1291)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1548] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[3][0][1] = mint_w[3][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[3][0][2] = mint_w[3][0][1];
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1805)] + mint_sm[mint_sb0 + (1807)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2064] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[4][0][1] = mint_w[4][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[4][0][2] = mint_w[4][0][1];
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2321)] + mint_sm[mint_sb0 + (2323)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2580] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[5][0][1] = mint_w[5][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[5][0][2] = mint_w[5][0][1];
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2837)] + mint_sm[mint_sb0 + (2839)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3096] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[6][0][1] = mint_w[6][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[6][0][2] = mint_w[6][0][1];
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3353)] + mint_sm[mint_sb0 + (3355)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3612] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[7][0][1] = mint_w[7][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[7][0][2] = mint_w[7][0][1];
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3869)] + mint_sm[mint_sb0 + (3871)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_ss0 + 258] = mint_v;
            }
            if (mint_p == mint_slo) {
                mint_w[0][0][1] = mint_w[0][0][2];
            }
            if (mint_p >= mint_slo + (int)mint_scnt) {
                mint_w[0][0][2] = mint_w[0][0][1];
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (-1)] + mint_sm[mint_sb0 + (1)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_ss0 + 774] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[1][0][1] = mint_w[1][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[1][0][2] = mint_w[1][0][1];
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (515)] + mint_sm[mint_sb0 + (517)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1290] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[2][0][1] = mint_w[2][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[2][0][2] = mint_w[2][0][1];
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1031)] + mint_sm[mint_sb0 + (1033)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_ss0 + 1806] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[3][0][1] = mint_w[3][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[3][0][2] = mint_w[3][0][1];
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1547)] + mint_sm[mint_sb0 + (1549)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2322] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[4][0][1] = mint_w[4][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[4][0][2] = mint_w[4][0][1];
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2063)] + mint_sm[mint_sb0 + (2065)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_ss0 + 2838] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[5][0][1] = mint_w[5][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[5][0][2] = mint_w[5][0][1];
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2579)] + mint_sm[mint_sb0 + (2581)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3354] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[6][0][1] = mint_w[6][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[6][0][2] = mint_w[6][0][1];
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3095)] + mint_sm[mint_sb0 + (3097)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_ss0 + 3870] = mint_v;
                }
                if (mint_q == mint_slo) {
                    mint_w[7][0][1] = mint_w[7][0][2];
                }
                if (mint_q >= mint_slo + (int)mint_scnt) {
                    mint_w[7][0][2] = mint_w[7][0][1];
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)((mint_idx_t)(mint_gx) < mint_lo_x ? mint_lo_x : (mint_idx_t)(mint_gx) >= mint_lo_x + mint_n_x ? mint_lo_x + mint_n_x - 1 : (mint_idx_t)(mint_gx));
                        (void)x;
                        const int y = (int)((mint_idx_t)(mint_q) < mint_lo_y ? mint_lo_y : (mint_idx_t)(mint_q) >= mint_lo_y + mint_n_y ? mint_lo_y + mint_n_y - 1 : (mint_idx_t)(mint_q));
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3611)] + mint_sm[mint_sb0 + (3613)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
    }
}
/* mint: kernel mint_tb_1_inner from clamp2d.c:17: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch of `a` -> `b`, streamed along y in chunks of `mint_chunk` planes, lag 1, ring 2 */
static __device__ __noinline__ void mint_tb_1_inner(
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    extern __shared__ __align__(16) unsigned char mint_smem[];
    float *mint_sm = (float *)mint_smem;
    const int mint_tx = threadIdx.x;
    const int mint_gx = (int)(mint_lo_x + (mint_idx_t)blockIdx.x * 240 - 8) + mint_tx;
    unsigned mint_inb = 0;
    if (mint_gx >= 0 && mint_gx < (int)mint_ext_x) mint_inb |= 1u << 0;
    const mint_idx_t mint_col0 = (mint_idx_t)mint_gx;
    const mint_idx_t mint_ocol0 = (mint_idx_t)mint_gx;
    const int mint_c0 = (int)(mint_lo_y + (mint_idx_t)blockIdx.y * mint_chunk);
    const int mint_c1 = (int)min((mint_idx_t)mint_c0 + mint_chunk, mint_lo_y + mint_n_y);
    const int mint_slo = (int)mint_lo_y;
    const unsigned mint_scnt = (unsigned)mint_n_y;
    const unsigned mint_sext = (unsigned)mint_ext_y;
    unsigned mint_sp = 0;
    unsigned mint_out = 0;
    const int mint_nsteps = (int)min(mint_steps, (long)8);
    if (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x)) mint_sp |= 1u << 0;
    if (mint_tx >= 8 && mint_tx < 256 - 8 && (mint_gx >= (int)mint_lo_x && mint_gx < (int)(mint_lo_x + mint_n_x))) mint_out |= 1u << 0;
    const int mint_sb0 = mint_tx + 1; (void)mint_sb0;
    float mint_w[8][1][3];
    float mint_pre[1];
    #pragma unroll
    for (int mint_s = 0; mint_s < 8; ++mint_s)
        #pragma unroll
        for (int mint_k = 0; mint_k < 1; ++mint_k)
            #pragma unroll
            for (int mint_j = 0; mint_j < 3; ++mint_j) mint_w[mint_s][mint_k][mint_j] = (float)0;
    const int mint_i0 = (mint_c0 - 8 >= 0 ? (mint_c0 - 8) / 2 : -(((8 - mint_c0) + 2 - 1) / 2)) * 2;
    const int mint_iend = mint_c1 + 8;
    mint_pre[0] = (((mint_inb >> 0) & 1u) && (unsigned)(mint_i0) < mint_sext) ? __ldg(a + mint_col0 + (mint_idx_t)(mint_i0) * mint_pitch_a) : (float)0;
    const float *mint_ip0 = a + mint_col0 + (mint_idx_t)(mint_i0 + 1) * mint_pitch_a;
    float *mint_op0 = b + mint_ocol0 + (mint_idx_t)(mint_i0 - 8) * mint_pitch_b;
    for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += 2) {
        { /* slot 0 */
            const int mint_p = mint_i + 0;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 0] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (257)] + mint_sm[mint_sb0 + (259)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_sb0 + 516] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (773)] + mint_sm[mint_sb0 + (775)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1032] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1289)] + mint_sm[mint_sb0 + (1291)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1548] = mint_v;
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1805)] + mint_sm[mint_sb0 + (1807)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2064] = mint_v;
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2321)] + mint_sm[mint_sb0 + (2323)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2580] = mint_v;
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2837)] + mint_sm[mint_sb0 + (2839)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3096] = mint_v;
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3353)] + mint_sm[mint_sb0 + (3355)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3612] = mint_v;
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3869)] + mint_sm[mint_sb0 + (3871)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
        { /* slot 1 */
            const int mint_p = mint_i + 1;
            const unsigned mint_ld = (unsigned)(mint_p + 1) < mint_sext ? mint_inb : 0u;
            {
                const float mint_v = mint_pre[0];
                mint_pre[0] = ((mint_ld >> 0) & 1u) ? __ldg(mint_ip0) : (float)0;
                mint_ip0 += mint_pitch_a;
                mint_w[0][0][0] = mint_w[0][0][1];
                mint_w[0][0][1] = mint_w[0][0][2];
                mint_w[0][0][2] = mint_v;
                mint_sm[mint_sb0 + 258] = mint_v;
            }
            { /* stage 1 */
                const int mint_q = mint_p - 1;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 1 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[0][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[0][0][1] + 0.15f * (mint_sm[mint_sb0 + (-1)] + mint_sm[mint_sb0 + (1)] + mint_w[0][0][0] + mint_w[0][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[1][0][0] = mint_w[1][0][1];
                    mint_w[1][0][1] = mint_w[1][0][2];
                    mint_w[1][0][2] = mint_v;
                    mint_sm[mint_sb0 + 774] = mint_v;
                }
            }
            { /* stage 2 */
                const int mint_q = mint_p - 2;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 2 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[1][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[1][0][1] + 0.15f * (mint_sm[mint_sb0 + (515)] + mint_sm[mint_sb0 + (517)] + mint_w[1][0][0] + mint_w[1][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[2][0][0] = mint_w[2][0][1];
                    mint_w[2][0][1] = mint_w[2][0][2];
                    mint_w[2][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1290] = mint_v;
                }
            }
            { /* stage 3 */
                const int mint_q = mint_p - 3;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 3 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[2][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[2][0][1] + 0.15f * (mint_sm[mint_sb0 + (1031)] + mint_sm[mint_sb0 + (1033)] + mint_w[2][0][0] + mint_w[2][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[3][0][0] = mint_w[3][0][1];
                    mint_w[3][0][1] = mint_w[3][0][2];
                    mint_w[3][0][2] = mint_v;
                    mint_sm[mint_sb0 + 1806] = mint_v;
                }
            }
            { /* stage 4 */
                const int mint_q = mint_p - 4;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 4 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[3][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[3][0][1] + 0.15f * (mint_sm[mint_sb0 + (1547)] + mint_sm[mint_sb0 + (1549)] + mint_w[3][0][0] + mint_w[3][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[4][0][0] = mint_w[4][0][1];
                    mint_w[4][0][1] = mint_w[4][0][2];
                    mint_w[4][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2322] = mint_v;
                }
            }
            { /* stage 5 */
                const int mint_q = mint_p - 5;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 5 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[4][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[4][0][1] + 0.15f * (mint_sm[mint_sb0 + (2063)] + mint_sm[mint_sb0 + (2065)] + mint_w[4][0][0] + mint_w[4][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[5][0][0] = mint_w[5][0][1];
                    mint_w[5][0][1] = mint_w[5][0][2];
                    mint_w[5][0][2] = mint_v;
                    mint_sm[mint_sb0 + 2838] = mint_v;
                }
            }
            { /* stage 6 */
                const int mint_q = mint_p - 6;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 6 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[5][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[5][0][1] + 0.15f * (mint_sm[mint_sb0 + (2579)] + mint_sm[mint_sb0 + (2581)] + mint_w[5][0][0] + mint_w[5][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[6][0][0] = mint_w[6][0][1];
                    mint_w[6][0][1] = mint_w[6][0][2];
                    mint_w[6][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3354] = mint_v;
                }
            }
            { /* stage 7 */
                const int mint_q = mint_p - 7;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 7 <= mint_nsteps) ? mint_sp : 0u;
                {
                    const float mint_c = mint_w[6][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[6][0][1] + 0.15f * (mint_sm[mint_sb0 + (3095)] + mint_sm[mint_sb0 + (3097)] + mint_w[6][0][0] + mint_w[6][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    mint_w[7][0][0] = mint_w[7][0][1];
                    mint_w[7][0][1] = mint_w[7][0][2];
                    mint_w[7][0][2] = mint_v;
                    mint_sm[mint_sb0 + 3870] = mint_v;
                }
            }
            { /* stage 8 */
                const int mint_q = mint_p - 8;
                const unsigned mint_ok = ((unsigned)(mint_q - mint_slo) < mint_scnt && 8 <= mint_nsteps) ? mint_sp : 0u;
                const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;
                {
                    const float mint_c = mint_w[7][0][1];
                    float mint_v = mint_c;
                    {
                        const int x = (int)mint_gx;
                        (void)x;
                        const int y = (int)mint_q;
                        (void)y;
                        do {
                            mint_v = 0.4f * mint_w[7][0][1] + 0.15f * (mint_sm[mint_sb0 + (3611)] + mint_sm[mint_sb0 + (3613)] + mint_w[7][0][0] + mint_w[7][0][2]);
                        } while (0);
                    }
                    mint_v = (((mint_ok >> 0) & 1u)) ? mint_v : mint_c;
                    if ((mint_st >> 0) & 1u) *mint_op0 = mint_v;
                    mint_op0 += mint_pitch_b;
                }
            }
            __syncthreads();
        }
    }
}
/* mint: kernel mint_tb_1 from clamp2d.c:17: 2D 5-point, tile=256x1x1 chunk=1x1x1 block=256x1x1, -O0: temporal blocking, 8 steps per launch; blocks whose output depends on no ghost cell run `mint_tb_1_inner`, the others `mint_tb_1_edge` */
extern "C" __global__ void __launch_bounds__(256) mint_tb_1(
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
    long mint_blocks_z,
    long mint_ext_x_arg,
    long mint_ext_y_arg,
    long mint_ext_z_arg,
    long mint_steps,
    long mint_chunk)
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
    const mint_idx_t mint_ext_x = (mint_idx_t)mint_ext_x_arg;
    (void)mint_ext_x;
    const mint_idx_t mint_ext_y = (mint_idx_t)mint_ext_y_arg;
    (void)mint_ext_y;
    const mint_idx_t mint_ext_z = (mint_idx_t)mint_ext_z_arg;
    (void)mint_ext_z;
    if ((mint_idx_t)blockIdx.x * 240 >= 8 && (mint_idx_t)blockIdx.x * 240 + 248 <= mint_n_x && (mint_idx_t)blockIdx.y * mint_chunk >= 8 && ((mint_idx_t)blockIdx.y + 1) * mint_chunk + 8 <= mint_n_y)
        mint_tb_1_inner(b, mint_pitch_b_arg, mint_slice_b_arg, a, mint_pitch_a_arg, mint_slice_a_arg, w, h, mint_lo_x_arg, mint_n_x_arg, mint_lo_y_arg, mint_n_y_arg, mint_blocks_y, mint_blocks_z, mint_ext_x_arg, mint_ext_y_arg, mint_ext_z_arg, mint_steps, mint_chunk);
    else
        mint_tb_1_edge(b, mint_pitch_b_arg, mint_slice_b_arg, a, mint_pitch_a_arg, mint_slice_a_arg, w, h, mint_lo_x_arg, mint_n_x_arg, mint_lo_y_arg, mint_n_y_arg, mint_blocks_y, mint_blocks_z, mint_ext_x_arg, mint_ext_y_arg, mint_ext_z_arg, mint_steps, mint_chunk);
}

/* mint: whether `a` and `b` differ next to the iteration space (where the fused kernel reads only its input) */
extern "C" __global__ void mint_tb_agree_1(const unsigned char *mint_a, long mint_pa, long mint_sa, const unsigned char *mint_b, long mint_pb, long mint_sb, long mint_lo_x, long mint_n_x, long mint_lo_y, long mint_n_y, long mint_lo_z, long mint_n_z, long mint_ex, long mint_ey, long mint_ez, long mint_c0, long mint_c1, int *mint_differ)
{
const long mint_r[3] = {1, 1, 0}, mint_lo[3] = {mint_lo_x, mint_lo_y, mint_lo_z};
const long mint_n[3] = {mint_n_x, mint_n_y, mint_n_z}, mint_e[3] = {mint_ex, mint_ey, mint_ez};
long mint_b0[3], mint_w[3];
for (int mint_d = 0; mint_d < 3; mint_d++) {
const long mint_first = mint_lo[mint_d] - mint_r[mint_d] > 0 ? mint_lo[mint_d] - mint_r[mint_d] : 0;
const long mint_end = mint_lo[mint_d] + mint_n[mint_d] + mint_r[mint_d] < mint_e[mint_d] ? mint_lo[mint_d] + mint_n[mint_d] + mint_r[mint_d] : mint_e[mint_d];
/* the split dimension: only planes [mint_c0, mint_c1) (a multi-GPU slab's own) */
mint_b0[mint_d] = mint_d == 1 && mint_first < mint_c0 ? mint_c0 : mint_first;
mint_w[mint_d] = (mint_d == 1 && mint_end > mint_c1 ? mint_c1 : mint_end) - mint_b0[mint_d];
if (mint_w[mint_d] <= 0) return;
}
/* One warp per row (grid-stride), its lanes along x: coalesced loads; rows inside the space in y and z check only the x bands outside it. */
const long mint_lane = threadIdx.x % 32, mint_warps = (long)gridDim.x * (blockDim.x / 32);
for (long mint_i = blockIdx.x * (long)(blockDim.x / 32) + threadIdx.x / 32; mint_i < mint_w[1] * mint_w[2]; mint_i += mint_warps) {
const long mint_y = mint_b0[1] + mint_i % mint_w[1], mint_z = mint_b0[2] + mint_i / mint_w[1];
const int mint_inner = mint_y >= mint_lo_y && mint_y < mint_lo_y + mint_n_y && mint_z >= mint_lo_z && mint_z < mint_lo_z + mint_n_z;
for (long mint_x = mint_b0[0] + mint_lane; mint_x < mint_b0[0] + mint_w[0]; mint_x += 32) {
if (mint_inner && mint_x >= mint_lo_x && mint_x < mint_lo_x + mint_n_x)
continue; /* inside the space */
const unsigned int *mint_p = (const unsigned int *)(mint_a + (mint_x + mint_y * mint_pa + mint_z * mint_sa) * 4);
const unsigned int *mint_q = (const unsigned int *)(mint_b + (mint_x + mint_y * mint_pb + mint_z * mint_sb) * 4);
for (int mint_k = 0; mint_k < 1; mint_k++)
if (mint_p[mint_k] != mint_q[mint_k]) {
*mint_differ = 1;
return;
}
}
}
}

static struct { long steps; mint_array a, b; int noted, whole; int *differ; } mint_tb_state_1;

extern "C" void mint_tb_flush_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_b, mint_array mint_d_a, int w, int h)
{
    (void)mint_arg_lo_x;
    (void)mint_arg_hi_x;
    (void)mint_arg_lo_y;
    (void)mint_arg_hi_y;
    (void)mint_d_b;
    (void)mint_d_a;
    (void)w;
    (void)h;
    const long mint_k = mint_tb_state_1.steps;
    if (mint_k == 0)
        return;
    mint_tb_state_1.steps = 0;
    mint_array mint_x = mint_tb_state_1.a, mint_y = mint_tb_state_1.b; /* the state, and the other buffer */
    const long mint_lo_x = (long)(mint_arg_lo_x);
    const long mint_n_x = (long)(mint_arg_hi_x) - 1 >= mint_lo_x ? ((long)(mint_arg_hi_x) - 1 - mint_lo_x) / 1 + 1 : 0;
    const long mint_lo_y = (long)(mint_arg_lo_y);
    const long mint_n_y = (long)(mint_arg_hi_y) - 1 >= mint_lo_y ? ((long)(mint_arg_hi_y) - 1 - mint_lo_y) / 1 + 1 : 0;
    if (!(mint_n_x > 0 && mint_n_y > 0))
        return; /* no point: the sweeps change nothing */
    if (mint_x.ptr == mint_y.ptr) {
        fprintf(stderr, "clamp2d.c:17: a and b are the same device array, but mint_tb_1 reads one and writes the other; swap pointers through a temporary\n");
        exit(1);
    }
    int mint_fused = 0;
    if (mint_k > 1 && mint_x.nx == mint_y.nx && mint_x.ny == mint_y.ny && mint_x.nz == mint_y.nz) {
        int mint_differ = 0;
        if (!mint_tb_state_1.differ)
            MINT_CHECK(cudaMalloc((void **)&mint_tb_state_1.differ, sizeof(int)));
        MINT_CHECK(cudaMemcpy(mint_tb_state_1.differ, &mint_differ, sizeof(int), cudaMemcpyHostToDevice));
        mint_tb_agree_1<<<(unsigned)((long)mint_x.ny * (long)mint_x.nz / 8 + 1 < 1024 ? (long)mint_x.ny * (long)mint_x.nz / 8 + 1 : 1024), 256>>>((const unsigned char *)mint_x.ptr, (long)mint_x.pitch, (long)mint_x.slice, (const unsigned char *)mint_y.ptr, (long)mint_y.pitch, (long)mint_y.slice, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, 0L, 1L, (long)mint_x.nx, (long)mint_x.ny, (long)mint_x.nz, 0L, (long)mint_x.ny, mint_tb_state_1.differ);
        mint_check_launch("mint_tb_agree_1", "clamp2d.c:17");
        MINT_CHECK(cudaMemcpy(&mint_differ, mint_tb_state_1.differ, sizeof(int), cudaMemcpyDeviceToHost));
        mint_fused = !mint_differ;
    }
    if (mint_k > 1 && !mint_fused && !mint_tb_state_1.noted) {
        fprintf(stderr, "mint: clamp2d.c:17: `a` and `b` differ outside the iteration space, where the fused kernel keeps its input's values; this time loop runs one step per launch\n");
        mint_tb_state_1.noted = 1;
    }
    /* The last launch is one step; the k - 1 before it take at most 8 each, in a count of launches of k's parity. */
    const long mint_before = mint_k - 1;
    long mint_launches = mint_fused ? (mint_before + 8 - 1) / 8 : mint_before;
    if ((mint_before - mint_launches) % 2 != 0)
        mint_launches++;
    const long mint_gx = (mint_n_x + 240 - 1) / 240, mint_gy = (mint_n_y + 128 - 1) / 128, mint_gz = 1L;
    if (mint_gx > 2147483647L || mint_gy > 65535L || mint_gz > 65535L) {
        fprintf(stderr, "clamp2d.c:17: mint_tb_1 needs a grid of %ld x %ld x %ld blocks, more than CUDA allows; use a larger --tb-schedule chunk or tile\n", mint_gx, mint_gy, mint_gz);
        exit(1);
    }
    dim3 mint_grid((unsigned)mint_gx, (unsigned)mint_gy, (unsigned)mint_gz);
    dim3 mint_block(256, 1, 1);
    for (long mint_i = 0; mint_i <= mint_launches; mint_i++) {
        const long mint_s = mint_i == mint_launches ? 1 : mint_before / mint_launches + (mint_i < mint_before % mint_launches ? 1 : 0);
        mint_tb_1<<<mint_grid, mint_block, 16512>>>((float *)mint_y.ptr, (long)mint_y.pitch, (long)mint_y.slice, (const float *)mint_x.ptr, (long)mint_x.pitch, (long)mint_x.slice, w, h, mint_lo_x, mint_n_x, mint_lo_y, mint_n_y, (long)mint_grid.y, (long)mint_grid.z, (long)mint_x.nx, (long)mint_x.ny, (long)mint_x.nz, mint_s, 128L);
        mint_check_launch("mint_tb_1", "clamp2d.c:17");
        const mint_array mint_t = mint_x; mint_x = mint_y; mint_y = mint_t;
    }
}

extern "C" void mint_tb_step_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_b, mint_array mint_d_a, int w, int h)
{
    (void)mint_arg_lo_x;
    (void)mint_arg_hi_x;
    (void)mint_arg_lo_y;
    (void)mint_arg_hi_y;
    (void)mint_d_b;
    (void)mint_d_a;
    (void)w;
    (void)h;
    if (mint_tb_state_1.steps > 0) {
        const int mint_odd = mint_tb_state_1.steps % 2 != 0;
        /* The pending steps leave the state in b when odd, else in a. */
        const mint_array *mint_cur = mint_odd ? &mint_tb_state_1.b : &mint_tb_state_1.a, *mint_oth = mint_odd ? &mint_tb_state_1.a : &mint_tb_state_1.b;
        if (mint_d_a.ptr != mint_cur->ptr || mint_d_b.ptr != mint_oth->ptr)
            mint_tb_flush_1(mint_arg_lo_x, mint_arg_hi_x, mint_arg_lo_y, mint_arg_hi_y, mint_d_b, mint_d_a, w, h);
    }
    if (mint_tb_state_1.steps == 0) {
        mint_tb_state_1.a = mint_d_a;
        mint_tb_state_1.b = mint_d_b;
    }
    mint_tb_state_1.steps++;
}

