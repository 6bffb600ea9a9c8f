/* ---- mint multi-GPU runtime: slabs, halos and their exchange with NCCL (generated) ----
 *
 * Every device array is split along its slowest dimension (z of a 3-D array, y of a 2-D one, x
 * of a 1-D one) into G slabs, one per GPU: GPU g owns planes [p0_g, p1_g) (the first planes % G
 * GPUs one plane more) and holds MINT_HALO copies of its neighbours' planes on each side that
 * has a neighbour. A kernel sees the usual global indices: its array pointer is shifted by the
 * slab's first allocated plane. Invariant between calls of this runtime: every halo plane equals
 * the plane its owner holds (the copy to the device fills them, every nest refreshes those of
 * the arrays it wrote, and a nest writes only planes its GPU owns).
 *
 * Launch modes: without MINT_MPI one process drives G GPUs (MINT_GPUS, default all visible) with
 * ncclCommInitAll; with -DMINT_MPI every MPI rank drives one GPU (ncclCommInitRank, the NCCL id
 * broadcast with MPI), holds only its slab on the device, and only rank 0 prints to stdout. */
#include <cuda_runtime.h>
#include <nccl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <thread>
#include <vector>
#ifdef MINT_MPI
/* The C API only: the C++ bindings of Open MPI and MPICH would need libmpi_cxx. */
#define OMPI_SKIP_MPICXX 1
#define MPICH_SKIP_MPICXX 1
#include <mpi.h>
#endif

#define MINT_MAX_GPUS 64
#define MINT_MAX_LEVELS 8

/* Stop the whole program: every rank under MPI, this process otherwise. */
__attribute__((unused)) static void mint_die(void)
{
#ifdef MINT_MPI
    MPI_Abort(MPI_COMM_WORLD, 1);
#endif
    exit(1);
}

#define MINT_CHECK(call) mint_check((call), #call, __FILE__, __LINE__)
#define MINT_NCCL(call) mint_check_nccl((call), #call, __FILE__, __LINE__)

__attribute__((unused)) static inline void mint_check(cudaError_t e, const char *what, const char *file, int line)
{
    if (e != cudaSuccess) {
        int dev = -1;
        cudaGetDevice(&dev);
        fprintf(stderr, "%s:%d: CUDA error %s on device %d in `%s`: %s\n", file, line, cudaGetErrorName(e), dev, what,
                cudaGetErrorString(e));
        mint_die();
    }
}

__attribute__((unused)) static inline void mint_check_nccl(ncclResult_t r, const char *what, const char *file, int line)
{
    if (r != ncclSuccess) {
        fprintf(stderr, "%s:%d: NCCL error in `%s`: %s%s%s\n", file, line, what, ncclGetErrorString(r),
                ncclGetLastError(NULL) ? ": " : "", ncclGetLastError(NULL) ? ncclGetLastError(NULL) : "");
        mint_die();
    }
}

__attribute__((unused)) static inline void mint_check_launch(const char *kernel, const char *where)
{
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) {
        int dev = -1;
        cudaGetDevice(&dev);
        fprintf(stderr, "%s: launch of %s on device %d failed: %s (%s)\n", where, kernel, dev, cudaGetErrorString(e),
                cudaGetErrorName(e));
        mint_die();
    }
}

/* The host's handle of a distributed array: what the host code declares, copies, swaps and
   passes to the launchers (`ptr`: the runtime's mint_slabs, NULL before the first copy). */
typedef struct {
    void *ptr;
    const char *name;
} mint_array;

/* One array's slabs. Extents are global; p0/p1 are indexed by global GPU, a0/a1/base by the
   GPUs of this process. A device plane is `plane_dev` elements: the rows of one z (3-D, rows of
   `pitch` elements, the first element of a row at `pad`), one row (2-D) or one element (1-D).
   An array of `levels` > 1 (the time levels of `u[2][N][N]`, `rank` the rank of one level)
   holds `levels` arrays of `planes` planes one after the other: level k's plane q is global
   plane k * planes + q, and GPU l allocates planes [a0, (levels - 1) * planes + a1) (its slab
   and halos of every level, and the other GPUs' planes between them, unused), so that a kernel
   reaching level k at `k * planes` planes in (as on one GPU) finds its slab there. */
typedef struct {
    const char *name;
    int rank;
    size_t levels; /* time levels held apart in the slowest extent (u[2][N][N]), each split alike */
    size_t elem, nx, ny, nz, planes;
    size_t pitch, slice, pad, plane_dev, plane_host;
    long p0[MINT_MAX_GPUS], p1[MINT_MAX_GPUS];
    long a0[MINT_MAX_GPUS], a1[MINT_MAX_GPUS];
    void *base[MINT_MAX_GPUS];
    void *level[MINT_MAX_LEVELS]; /* mint_plane's handles of single levels, made on first use */
    int of_level;                 /* one level of another array's slabs (shares its memory) */
    int whole;                    /* every GPU holds all of it (mint_host_alloc_whole) */
} mint_slabs;

/* One GPU's view of an array, as a kernel launch takes it: `ptr` is element (0,0,0) of the
   global array (shifted: only the allocated planes may be touched); the extent of the split
   dimension ends with the last allocated plane, so staged loads never leave the slab. */
typedef struct {
    void *ptr;
    size_t elem, nx, ny, nz, pitch, slice;
    size_t end; /* one past the largest element index the slab holds */
} mint_view;

typedef struct {
    int ready;
    int gpus;  /* G: ranks of the NCCL communicator */
    int first; /* global index of this process's first GPU */
    int count; /* GPUs this process drives */
    int dev[MINT_MAX_GPUS];
    ncclComm_t comm[MINT_MAX_GPUS];
    cudaStream_t compute[MINT_MAX_GPUS], halo[MINT_MAX_GPUS];
    cudaEvent_t computed[MINT_MAX_GPUS], exchanged[MINT_MAX_GPUS]; /* compute stream -> halo stream, and back */
} mint_runtime;
static mint_runtime mint_rt;

__attribute__((unused)) static int mint_rank0(void)
{
    return mint_rt.first == 0;
}

__attribute__((unused)) static void mint_rt_finish(void)
{
    for (int l = 0; l < mint_rt.count; l++) {
        cudaSetDevice(mint_rt.dev[l]);
        cudaDeviceSynchronize();
        if (mint_rt.gpus > 1)
            ncclCommDestroy(mint_rt.comm[l]);
    }
}

#ifdef MINT_MPI
__attribute__((unused)) static void mint_mpi_end(void)
{
    MPI_Finalize();
}
#endif

/* Before main: NVLink multicast off unless the user chose (it can take shared GPUs out of
   service); under MPI, MPI started and the output of ranks other than 0 discarded. */
__attribute__((constructor)) static void mint_rt_start(void)
{
    setenv("NCCL_NVLS_ENABLE", "0", 0);
#ifdef MINT_MPI
    int started = 0;
    MPI_Initialized(&started);
    if (!started)
        MPI_Init(NULL, NULL);
    int rank = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    if (rank != 0 && !freopen("/dev/null", "w", stdout))
        fprintf(stderr, "mint: rank %d: cannot discard its output\n", rank);
    atexit(mint_mpi_end);
#endif
}

__attribute__((unused)) static void mint_rt_init(void)
{
    if (mint_rt.ready)
        return;
    int ndev = 0;
    MINT_CHECK(cudaGetDeviceCount(&ndev));
#ifdef MINT_MPI
    int rank = 0, ranks = 1, local = 0;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks);
    MPI_Comm node;
    MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, rank, MPI_INFO_NULL, &node);
    MPI_Comm_rank(node, &local);
    MPI_Comm_free(&node);
    if (ranks > MINT_MAX_GPUS) {
        fprintf(stderr, "mint: %d MPI ranks; this program supports at most %d GPUs\n", ranks, MINT_MAX_GPUS);
        mint_die();
    }
    mint_rt.gpus = ranks;
    mint_rt.first = rank;
    mint_rt.count = 1;
    mint_rt.dev[0] = local % ndev;
    if (ranks > 1) {
        ncclUniqueId id;
        if (rank == 0)
            MINT_NCCL(ncclGetUniqueId(&id));
        MPI_Bcast(&id, (int)sizeof id, MPI_BYTE, 0, MPI_COMM_WORLD);
        MINT_CHECK(cudaSetDevice(mint_rt.dev[0]));
        MINT_NCCL(ncclCommInitRank(&mint_rt.comm[0], ranks, id, rank));
    }
#else
    int g = ndev;
    const char *env = getenv("MINT_GPUS");
    if (env && *env) {
        char *end = NULL;
        long v = strtol(env, &end, 10);
        if (*end || v < 1 || v > ndev || v > MINT_MAX_GPUS) {
            fprintf(stderr, "mint: MINT_GPUS=%s: give a number of GPUs from 1 to %d (the GPUs visible)\n", env, ndev);
            exit(1);
        }
        g = (int)v;
    }
    if (g > MINT_MAX_GPUS)
        g = MINT_MAX_GPUS;
    mint_rt.gpus = g;
    mint_rt.first = 0;
    mint_rt.count = g;
    for (int l = 0; l < g; l++)
        mint_rt.dev[l] = l;
    if (g > 1)
        MINT_NCCL(ncclCommInitAll(mint_rt.comm, g, mint_rt.dev));
#endif
    for (int l = 0; l < mint_rt.count; l++) {
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        /* The halo stream gets the highest priority: NCCL's kernels are scheduled ahead of the
           interior's waiting blocks instead of after them, so the exchange overlaps. */
        int least = 0, greatest = 0;
        MINT_CHECK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
        MINT_CHECK(cudaStreamCreateWithPriority(&mint_rt.compute[l], cudaStreamDefault, least));
        MINT_CHECK(cudaStreamCreateWithPriority(&mint_rt.halo[l], cudaStreamDefault, greatest));
        MINT_CHECK(cudaEventCreateWithFlags(&mint_rt.computed[l], cudaEventDisableTiming));
        MINT_CHECK(cudaEventCreateWithFlags(&mint_rt.exchanged[l], cudaEventDisableTiming));
    }
    /* NCCL connects two peers at their first send and receive (tens of milliseconds): one
       small exchange here, so that the first step of the program runs at the speed of the rest
       (a user timing the first steps, a fused time loop timed as one entry). */
    if (mint_rt.gpus > 1 && MINT_HALO > 0) {
        void *probe[MINT_MAX_GPUS];
        for (int l = 0; l < mint_rt.count; l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
            MINT_CHECK(cudaMalloc(&probe[l], 256));
        }
        MINT_NCCL(ncclGroupStart());
        for (int l = 0; l < mint_rt.count; l++) {
            const int gl = mint_rt.first + l;
            char *b = (char *)probe[l];
            if (gl > 0) {
                MINT_NCCL(ncclSend(b, 64, ncclUint8, gl - 1, mint_rt.comm[l], mint_rt.halo[l]));
                MINT_NCCL(ncclRecv(b + 64, 64, ncclUint8, gl - 1, mint_rt.comm[l], mint_rt.halo[l]));
            }
            if (gl < mint_rt.gpus - 1) {
                MINT_NCCL(ncclSend(b + 128, 64, ncclUint8, gl + 1, mint_rt.comm[l], mint_rt.halo[l]));
                MINT_NCCL(ncclRecv(b + 192, 64, ncclUint8, gl + 1, mint_rt.comm[l], mint_rt.halo[l]));
            }
        }
        MINT_NCCL(ncclGroupEnd());
        for (int l = 0; l < mint_rt.count; l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
            MINT_CHECK(cudaStreamSynchronize(mint_rt.halo[l]));
            MINT_CHECK(cudaFree(probe[l]));
        }
    }
    mint_rt.ready = 1;
    atexit(mint_rt_finish);
    if (mint_rank0())
        fprintf(stderr, "mint: %d GPU(s)%s, halo %d plane(s)\n", mint_rt.gpus,
#ifdef MINT_MPI
                " (one MPI rank each)",
#else
                " (one process)",
#endif
                MINT_HALO);
}

/* Halo planes per side between neighbouring GPUs (none with one GPU). */
__attribute__((unused)) static long mint_halo(void)
{
    return mint_rt.gpus > 1 ? MINT_HALO : 0;
}

__attribute__((unused)) static void mint_sync_all(void)
{
    for (int l = 0; l < mint_rt.count; l++) {
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        MINT_CHECK(cudaDeviceSynchronize());
    }
}

__attribute__((unused)) static inline size_t mint_extent(long v, const char *name, const char *what)
{
    if (v <= 0) {
        fprintf(stderr, "mint: copy of %s: size %s is %ld; sizes must be positive\n", name, what, v);
        mint_die();
    }
    return (size_t)v;
}

__attribute__((unused)) static mint_slabs *mint_slabs_of(const mint_array *a, const char *where)
{
    if (!a->ptr) {
        fprintf(stderr, "mint: %s: %s is used on the device before it was copied there\n", where,
                a->name ? a->name : "an array");
        mint_die();
    }
    return (mint_slabs *)a->ptr;
}

/* Planes local GPU l allocates (every level's slab and halos, see mint_slabs). */
__attribute__((unused)) static inline size_t mint_alloc_planes(const mint_slabs *s, int l)
{
    return (s->levels - 1) * s->planes + (size_t)(s->a1[l] - s->a0[l]);
}

/* Allocate `a`'s slab (and halos) on every GPU of this process. `rank` is the array's number
   of dimensions (of one level where `levels` > 1, see mint_slabs): its slowest one is split.
   `whole`: every GPU holds the whole array (a0 = 0, a1 = planes), a read-only coefficient of
   lower rank than the nests that read it (a profile `kz[z]`, a map `q[y][x]`); p0/p1 still
   split it, so that a copy from the device gathers each plane once. */
static void mint_alloc(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank, long levels, int whole)
{
    mint_rt_init();
    mint_slabs *s = (mint_slabs *)calloc(1, sizeof(mint_slabs));
    if (!s) {
        fprintf(stderr, "mint: out of host memory\n");
        mint_die();
    }
    s->name = name;
    s->rank = rank;
    s->whole = whole;
    s->elem = elem;
    s->nx = mint_extent(nx, name, "x");
    s->ny = mint_extent(ny, name, "y");
    s->nz = mint_extent(nz, name, "z");
    s->levels = levels > 1 ? (size_t)levels : 1;
    if (s->levels > 1 && (rank < 2 || (rank == 2 ? s->nz != s->levels : s->nz % s->levels != 0))) {
        fprintf(stderr, "mint: %s: %zu levels of rank %d do not fit its extents %zu x %zu x %zu\n", name, s->levels, rank, s->nx,
                s->ny, s->nz);
        mint_die();
    }
    s->planes = rank >= 3 ? s->nz / s->levels : rank == 2 ? s->ny : s->nx;
    size_t per_line = elem <= 128 ? 128 / elem : 1;
    s->pad = rank >= 2 && align_x > 0 ? (per_line - (size_t)align_x % per_line) % per_line : 0;
    if (rank >= 2) {
        size_t row = (s->nx + s->pad) * elem, bytes = (row + 511) / 512 * 512;
        s->pitch = bytes % elem == 0 ? bytes / elem : s->nx + s->pad;
    } else {
        s->pitch = 1;
    }
    s->slice = s->pitch * s->ny;
    s->plane_dev = rank >= 3 ? s->slice : s->pitch;
    s->plane_host = rank >= 3 ? s->nx * s->ny : rank == 2 ? s->nx : 1;
    const int G = mint_rt.gpus;
    const long P = (long)s->planes, h = mint_halo();
    for (int g = 0; g < G; g++) {
        long base = P / G, extra = P % G;
        s->p0[g] = g * base + (g < extra ? g : extra);
        s->p1[g] = s->p0[g] + base + (g < extra ? 1 : 0);
        if (G > 1 && !whole && s->p1[g] - s->p0[g] < (h > 1 ? h : 1)) {
            fprintf(stderr,
                    "mint: %s has %ld planes along its split dimension: on %d GPUs a slab has %ld, thinner than the halo of %ld plane(s) its neighbours read; use fewer GPUs or a larger grid\n",
                    name, P, G, s->p1[g] - s->p0[g], h);
            mint_die();
        }
    }
    for (int l = 0; l < mint_rt.count; l++) {
        const int g = mint_rt.first + l;
        s->a0[l] = whole ? 0 : s->p0[g] - (g > 0 ? h : 0);
        s->a1[l] = whole ? P : s->p1[g] + (g < G - 1 ? h : 0);
        size_t bytes = mint_alloc_planes(s, l) * s->plane_dev * elem;
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        cudaError_t e = cudaMalloc(&s->base[l], bytes);
        if (e != cudaSuccess) {
            size_t free_b = 0, total_b = 0;
            cudaMemGetInfo(&free_b, &total_b);
            fprintf(stderr,
                    "mint: cannot allocate the slab of %s (planes %ld..%ld of %ld, halos included: %.2f GiB) on GPU %d (device %d, %.2f GiB free of %.2f): %s (%s)\n"
                    "mint: the arrays are split over %d GPU(s); run on more GPUs (MINT_GPUS=N in one process, or mpirun -np N with the -DMINT_MPI build)\n",
                    name, s->a0[l], s->a1[l] - 1, P, bytes / 1073741824.0, g, mint_rt.dev[l], free_b / 1073741824.0,
                    total_b / 1073741824.0, cudaGetErrorString(e), cudaGetErrorName(e), G);
            mint_die();
        }
    }
    a->ptr = s;
    a->name = name;
}

extern "C" void mint_host_alloc_slabs(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank, long levels)
{
    mint_alloc(a, name, elem, nx, ny, nz, align_x, rank, levels, 0);
}

/* The whole array on every GPU (see mint_alloc). */
extern "C" void mint_host_alloc_whole(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank)
{
    mint_alloc(a, name, elem, nx, ny, nz, align_x, rank, 1, 1);
}

/* Planes [z0, z1) of local GPU l's slab to or from the host array (contiguous, x fastest). */
__attribute__((unused)) static void mint_copy_planes(const mint_slabs *s, int l, char *host, long z0, long z1, int to_device)
{
    if (z1 <= z0)
        return;
    MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
    char *dev = (char *)s->base[l] + (s->pad + (size_t)(z0 - s->a0[l]) * s->plane_dev) * s->elem;
    char *h = host + (size_t)z0 * s->plane_host * s->elem;
    if (s->rank <= 1) {
        size_t bytes = (size_t)(z1 - z0) * s->elem;
        MINT_CHECK(cudaMemcpy(to_device ? dev : h, to_device ? h : dev, bytes,
                              to_device ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost));
        return;
    }
    size_t rows = (size_t)(z1 - z0) * (s->rank >= 3 ? s->ny : 1), row = s->nx * s->elem, pitch = s->pitch * s->elem;
    if (to_device)
        MINT_CHECK(cudaMemcpy2D(dev, pitch, h, row, row, rows, cudaMemcpyHostToDevice));
    else
        MINT_CHECK(cudaMemcpy2D(h, row, dev, pitch, row, rows, cudaMemcpyDeviceToHost));
}

/* Copy to the device: every GPU takes its slab and halos. From the device: every GPU gives its
   own planes; under MPI every rank then receives the others' (so that every rank's host arrays
   stay the same, whatever the host code does next). */
/* A host block for a copy of an array whose rows (stored row pointers, `double **u`) are not
   one block: gathered from the rows before a copy to the device, scattered to them after one
   from it. */
extern "C" void * mint_host_staging(size_t bytes, const char *where, const char *name)
{
    void *p = malloc(bytes ? bytes : 1);
    if (!p) {
        fprintf(stderr, "%s: out of host memory: %zu bytes to copy `%s`, whose rows are not one block\n", where, bytes, name);
        mint_die(); /* under MPI every rank stops, not only this one */
    }
    return p;
}
extern "C" void mint_host_staging_free(void *p)
{
    free(p);
}

extern "C" void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device)
{
    mint_slabs *s = mint_slabs_of(a, to_device ? "copy to the device" : "copy from the device");
    size_t x = mint_extent(nx, s->name, "x"), y = mint_extent(ny, s->name, "y"), z = mint_extent(nz, s->name, "z");
    if (x != s->nx || y * z != s->ny * s->nz) {
        fprintf(stderr, "mint: copy of %s with sizes %zu x %zu x %zu does not match its device allocation %zu x %zu x %zu\n",
                s->name, x, y, z, s->nx, s->ny, s->nz);
        mint_die();
    }
    mint_sync_all();
    std::vector<std::thread> workers;
    for (int l = 0; l < mint_rt.count; l++) {
        const int g = mint_rt.first + l;
        for (size_t k = 0; k < s->levels; k++) {
            const long at = (long)(k * s->planes);
            long z0 = at + (to_device ? s->a0[l] : s->p0[g]), z1 = at + (to_device ? s->a1[l] : s->p1[g]);
            if (mint_rt.count == 1)
                mint_copy_planes(s, l, (char *)host, z0, z1, to_device);
            else
                workers.emplace_back(mint_copy_planes, s, l, (char *)host, z0, z1, to_device);
        }
    }
    for (auto &w : workers)
        w.join();
#ifdef MINT_MPI
    if (!to_device && mint_rt.gpus > 1) {
        for (size_t k = 0; k < s->levels; k++)
            for (int g = 0; g < mint_rt.gpus; g++) {
                char *p = (char *)host + (k * s->planes + (size_t)s->p0[g]) * s->plane_host * s->elem;
                size_t left = (size_t)(s->p1[g] - s->p0[g]) * s->plane_host * s->elem;
                while (left > 0) {
                    int n = left > (1u << 30) ? (1 << 30) : (int)left;
                    MPI_Bcast(p, n, MPI_BYTE, g, MPI_COMM_WORLD);
                    p += n;
                    left -= (size_t)n;
                }
            }
    }
#endif
}

/* The bytes of the whole array `a` as the C program holds it. */
__attribute__((unused)) static inline size_t mint_array_bytes(mint_array *a)
{
    const mint_slabs *s = mint_slabs_of(a, "a copy");
    return s->nx * s->ny * s->nz * s->elem;
}

/* `memcpy(dst, src, bytes)` between two device arrays in a `mint single` is copied on the GPUs
   only where `bytes` is the whole array and both have the same extents; otherwise the program
   stops here. */
extern "C" void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_slabs *d = mint_slabs_of(dst, where), *s = mint_slabs_of(src, where);
    size_t whole = s->nx * s->ny * s->nz * s->elem;
    if (d->elem != s->elem || d->nx != s->nx || d->ny != s->ny || d->nz != s->nz || d->rank != s->rank || d->levels != s->levels) {
        fprintf(stderr, "%s: memcpy from %s (%zu x %zu x %zu) to %s (%zu x %zu x %zu): on the GPU mint copies between arrays of the same extents only\n",
                where, s->name, s->nx, s->ny, s->nz, d->name, d->nx, d->ny, d->nz);
        mint_die();
    }
    if (bytes != whole) {
        fprintf(stderr, "%s: memcpy of %zu bytes from %s to %s: on the GPU mint copies whole arrays only (%zu bytes); copy the whole array, or write the copy as a `mint for` nest\n",
                where, bytes, s->name, d->name, whole);
        mint_die();
    }
}

/* The copy itself: every GPU copies its slab, halos included (both arrays' halos equal their
   owners' planes, so dst's do after it), on its compute stream, behind the nests and exchanges
   enqueued before. */
extern "C" void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_host_copy_array_check(dst, src, bytes, where);
    mint_slabs *d = mint_slabs_of(dst, where), *s = mint_slabs_of(src, where);
    if (d == s)
        return;
    for (int l = 0; l < mint_rt.count; l++) {
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        char *to = (char *)d->base[l] + d->pad * d->elem, *from = (char *)s->base[l] + s->pad * s->elem;
        size_t planes = mint_alloc_planes(s, l);
        if (s->rank <= 1)
            MINT_CHECK(cudaMemcpyAsync(to, from, planes * s->elem, cudaMemcpyDeviceToDevice, mint_rt.compute[l]));
        else
            MINT_CHECK(cudaMemcpy2DAsync(to, d->pitch * d->elem, from, s->pitch * s->elem, s->nx * s->elem,
                                         planes * (s->rank >= 3 ? s->ny : 1), cudaMemcpyDeviceToDevice, mint_rt.compute[l]));
    }
}

extern "C" void mint_host_free(mint_array *a)
{
    mint_slabs *s = (mint_slabs *)a->ptr;
    if (!s || s->of_level)
        return;
    for (int l = 0; l < mint_rt.count; l++) {
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        MINT_CHECK(cudaDeviceSynchronize());
        if (s->base[l])
            MINT_CHECK(cudaFree(s->base[l]));
    }
    for (int k = 0; k < MINT_MAX_LEVELS; k++)
        free(s->level[k]);
    free(s);
    a->ptr = NULL;
}

/* Level p of an array of levels (`u[t % 2]` of `u[2][N][N]`) as a handle of its own: slabs of
   one level sharing the array's memory (the same planes on every GPU, its halos exchanged alone),
   the same handle for the same level every time (fused time loops compare handles). `rank` and
   `inner` are the single-GPU runtime's (the level's shape is the array's here). */
__attribute__((unused)) static mint_array mint_plane(mint_array a, long p, int rank, long inner)
{
    (void)rank;
    (void)inner;
    mint_slabs *s = mint_slabs_of(&a, "a level of an array");
    if (p < 0 || (size_t)p >= s->levels || p >= MINT_MAX_LEVELS) {
        fprintf(stderr, "mint: level %ld of %s, which has %zu\n", p, s->name, s->levels);
        mint_die();
    }
    if (!s->level[p]) {
        mint_slabs *v = (mint_slabs *)malloc(sizeof(mint_slabs));
        if (!v) {
            fprintf(stderr, "mint: out of host memory\n");
            mint_die();
        }
        *v = *s;
        memset(v->level, 0, sizeof(v->level));
        v->of_level = 1;
        v->levels = 1;
        if (v->rank >= 3)
            v->nz = v->planes;
        else
            v->nz = 1;
        for (int l = 0; l < mint_rt.count; l++)
            v->base[l] = (char *)s->base[l] + (size_t)p * s->planes * s->plane_dev * s->elem;
        s->level[p] = v;
    }
    mint_array h = a;
    h.ptr = s->level[p];
    return h;
}

extern "C" void mint_host_sync(void)
{
    if (mint_rt.ready)
        mint_sync_all();
}

/* Local GPU l's view of `a` (see mint_view). */
__attribute__((unused)) static inline mint_view mint_view_of(const mint_array *a, int l, const char *where)
{
    const mint_slabs *s = mint_slabs_of(a, where);
    mint_view v;
    v.elem = s->elem;
    v.nx = s->nx;
    v.ny = s->ny;
    v.nz = s->nz;
    if (s->rank >= 3)
        v.nz = (size_t)s->a1[l];
    else if (s->rank == 2)
        v.ny = (size_t)s->a1[l];
    else
        v.nx = (size_t)s->a1[l];
    v.pitch = s->pitch;
    v.slice = s->slice;
    v.end = ((s->levels - 1) * s->planes + (size_t)s->a1[l]) * s->plane_dev + s->pad;
    v.ptr = (char *)s->base[l] + ((long)s->pad - s->a0[l] * (long)s->plane_dev) * (long)s->elem;
    return v;
}

/* Whether 32-bit index arithmetic reaches every element of the slab (global indices). */
__attribute__((unused)) static inline int mint_fits32(const mint_view *a)
{
    return a->end + a->pitch < 2147483647u;
}

/* The arrays of one nest, split alike (the partition depends only on the number of planes);
   arrays held whole on every GPU do not count. */
__attribute__((unused)) static const mint_slabs *mint_nest_slabs(const char *where, int n, const mint_array *const *a)
{
    const mint_slabs *first = NULL;
    for (int i = 0; i < n; i++) {
        const mint_slabs *s = mint_slabs_of(a[i], where);
        if (s->whole)
            continue;
        if (!first) {
            first = s;
        } else if (s->planes != first->planes) {
            fprintf(stderr,
                    "mint: %s: %s has %zu planes along its split dimension and %s %zu: the arrays of one nest must have as many, so that each GPU holds the same planes of all\n",
                    where, first->name, first->planes, s->name, s->planes);
            mint_die();
        }
    }
    return first || n == 0 ? first : mint_slabs_of(a[0], where);
}

typedef struct {
    long first, last;
} mint_range;

/* Values of lo, lo + step, ... <= hi within [a, b) (empty: first > last). */
__attribute__((unused)) static inline mint_range mint_clip(long lo, long hi, long step, long a, long b)
{
    mint_range r;
    r.first = lo >= a ? lo : lo + (a - lo + step - 1) / step * step;
    r.last = hi < b - 1 ? hi : b - 1;
    return r;
}

/* The values of a nest's split loop that local GPU l computes, in three parts: [0] the planes
   its lower neighbour reads, [1] those its upper neighbour reads, [2] the rest, so that the
   halo exchange overlaps the interior. Without an exchange, or without arrays (then global GPU 0
   computes everything), all is in [2]. */
__attribute__((unused)) static void mint_parts(const mint_slabs *s, int l, long lo, long hi, long step, int exchange, mint_range part[3])
{
    const int g = mint_rt.first + l, G = mint_rt.gpus;
    part[0].first = part[1].first = 0;
    part[0].last = part[1].last = -1;
    if (!s) {
        part[2].first = lo;
        part[2].last = g == 0 ? hi : lo - 1;
        return;
    }
    const long p0 = s->p0[g], p1 = s->p1[g], h = exchange ? mint_halo() : 0;
    const long low_end = g > 0 && h > 0 ? (p0 + h < p1 ? p0 + h : p1) : p0;
    const long high_start = g < G - 1 && h > 0 ? (p1 - h > low_end ? p1 - h : low_end) : p1;
    part[0] = mint_clip(lo, hi, step, p0, low_end);
    part[1] = mint_clip(lo, hi, step, high_start, p1);
    part[2] = mint_clip(lo, hi, step, low_end, high_start);
}

/* The halo stream of local GPU l waits for everything enqueued so far on its compute stream:
   before a nest's boundary planes are launched on it (they read what earlier nests wrote), and
   after a fused launch of temporal blocking (whose halos it then sends). */
__attribute__((unused)) static inline void mint_halo_follows(int l)
{
    if (mint_rt.gpus < 2)
        return;
    MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
    MINT_CHECK(cudaEventRecord(mint_rt.computed[l], mint_rt.compute[l]));
    MINT_CHECK(cudaStreamWaitEvent(mint_rt.halo[l], mint_rt.computed[l], 0));
}

/* How the exchange runs: MINT_EXCHANGE=overlap (the default: each GPU's interior enqueued first
   on its compute stream, then the boundary planes on its halo stream, which has the higher
   priority, then NCCL's kernels behind them, so that the exchange runs while the interior
   computes and each GPU starts on its interior after the fewest host calls), boundary (the same
   streams, the boundary planes enqueued before the interiors), early (boundary planes, then the
   exchange, then the interiors), serial (after the interior: the exchange's whole cost exposed)
   or skip (no exchange at all: wrong results, for timing the computation alone). The last four
   exist to measure how much of the exchange is hidden and which order hides more. */
enum { MINT_EX_OVERLAP, MINT_EX_BOUNDARY, MINT_EX_EARLY, MINT_EX_SERIAL, MINT_EX_SKIP };
__attribute__((unused)) static int mint_exchange_mode(void)
{
    static int mode = -1;
    if (mode < 0) {
        const char *e = getenv("MINT_EXCHANGE");
        mode = MINT_EX_OVERLAP;
        if (e && !strcmp(e, "boundary"))
            mode = MINT_EX_BOUNDARY;
        else if (e && !strcmp(e, "early"))
            mode = MINT_EX_EARLY;
        else if (e && !strcmp(e, "serial"))
            mode = MINT_EX_SERIAL;
        else if (e && !strcmp(e, "skip"))
            mode = MINT_EX_SKIP;
        else if (e && *e && strcmp(e, "overlap")) {
            fprintf(stderr, "mint: MINT_EXCHANGE=%s: give overlap, boundary, early, serial or skip\n", e);
            mint_die();
        }
        if (mode == MINT_EX_SKIP && mint_rank0())
            fprintf(stderr, "mint: MINT_EXCHANGE=skip: halos are NOT exchanged, results are wrong (timing only)\n");
    }
    return mode;
}

/* The part (mint_parts) a nest's launches enqueue i-th: the interior (2) first in overlap and
   serial modes, after the boundary planes (0, 1) in the others. */
__attribute__((unused)) static inline int mint_part_order(int i)
{
    const int mode = mint_exchange_mode();
    if (mint_rt.gpus > 1 && (mode == MINT_EX_BOUNDARY || mode == MINT_EX_EARLY))
        return i;
    return (i + 2) % 3;
}

/* The NCCL group that sends every GPU's first and last MINT_HALO planes of each array to its
   neighbours and receives theirs, on the halo streams. */
__attribute__((unused)) static void mint_exchange_group(int n, const mint_array *const *a)
{
    const int G = mint_rt.gpus;
    const long h = mint_halo();
    MINT_NCCL(ncclGroupStart());
    for (int i = 0; i < n; i++) {
        const mint_slabs *s = mint_slabs_of(a[i], "halo exchange");
        const size_t plane = s->plane_dev * s->elem, bytes = (size_t)h * plane;
        for (int l = 0; l < mint_rt.count; l++) {
            const int g = mint_rt.first + l;
            ncclComm_t c = mint_rt.comm[l];
            cudaStream_t st = mint_rt.halo[l];
            /* every level (the nest wrote one of them; which one, only the kernel knew) */
            for (size_t k = 0; k < s->levels; k++) {
                char *b = (char *)s->base[l] + k * s->planes * plane;
                if (g > 0) {
                    MINT_NCCL(ncclSend(b + (size_t)(s->p0[g] - s->a0[l]) * plane, bytes, ncclUint8, g - 1, c, st));
                    MINT_NCCL(ncclRecv(b + (size_t)(s->p0[g] - h - s->a0[l]) * plane, bytes, ncclUint8, g - 1, c, st));
                }
                if (g < G - 1) {
                    MINT_NCCL(ncclSend(b + (size_t)(s->p1[g] - h - s->a0[l]) * plane, bytes, ncclUint8, g + 1, c, st));
                    MINT_NCCL(ncclRecv(b + (size_t)(s->p1[g] - s->a0[l]) * plane, bytes, ncclUint8, g + 1, c, st));
                }
            }
        }
    }
    MINT_NCCL(ncclGroupEnd());
}

/* Whether the exchange of the arrays a nest wrote was started (early mode). */
__attribute__((unused)) static int mint_exchange_started;

/* In early mode (MINT_EXCHANGE, above) start refreshing the halos of the arrays a nest wrote
   before the host enqueues the interiors: NCCL's kernels follow the boundary planes on each
   GPU's halo stream. */
__attribute__((unused)) static void mint_exchange_start(int n, const mint_array *const *a)
{
    mint_exchange_started = 0;
    if (mint_rt.gpus < 2 || mint_halo() == 0 || n == 0 || mint_exchange_mode() != MINT_EX_EARLY)
        return;
    mint_exchange_group(n, a);
    mint_exchange_started = 1;
}

/* After the interiors are enqueued: the exchange, unless started early, on each GPU's halo
   stream behind its boundary planes (serial mode: behind the interior too); then each compute
   stream waits for its halo stream (the boundary planes and the exchange), also in skip mode. */
__attribute__((unused)) static void mint_exchange_finish(int n, const mint_array *const *a)
{
    const int mode = mint_exchange_mode();
    if (mint_rt.gpus < 2)
        return;
    if (!mint_exchange_started && mode != MINT_EX_SKIP && mint_halo() > 0 && n > 0) {
        if (mode == MINT_EX_SERIAL)
            for (int l = 0; l < mint_rt.count; l++)
                mint_halo_follows(l);
        mint_exchange_group(n, a);
    }
    mint_exchange_started = 0;
    for (int l = 0; l < mint_rt.count; l++) {
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        MINT_CHECK(cudaEventRecord(mint_rt.exchanged[l], mint_rt.halo[l]));
        MINT_CHECK(cudaStreamWaitEvent(mint_rt.compute[l], mint_rt.exchanged[l], 0));
    }
}

/* Whether any GPU of the program says yes (every rank gets the answer). */
__attribute__((unused)) static int mint_any(int yes)
{
#ifdef MINT_MPI
    MPI_Allreduce(MPI_IN_PLACE, &yes, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
#endif
    return yes != 0;
}

/* Every rank gets every GPU's reduction results (`per` entries of `bytes` per GPU, filled by
   their owner) and flags. */
__attribute__((unused)) static void mint_share_results(void *values, int *has, size_t bytes, int per)
{
#ifdef MINT_MPI
    for (int g = 0; g < mint_rt.gpus; g++) {
        MPI_Bcast((char *)values + (size_t)g * per * bytes, (int)(per * bytes), MPI_BYTE, g, MPI_COMM_WORLD);
        MPI_Bcast(has + g * per, per, MPI_INT, g, MPI_COMM_WORLD);
    }
#else
    (void)values;
    (void)has;
    (void)bytes;
    (void)per;
#endif
}

/* Scratch buffers for reduction partials, one per slot and GPU, grown on demand. */
__attribute__((unused)) static inline void *mint_scratch(int slot, size_t bytes)
{
    static void *buf[MINT_MAX_GPUS][64];
    static size_t cap[MINT_MAX_GPUS][64];
    int dev = 0;
    MINT_CHECK(cudaGetDevice(&dev));
    if (bytes > cap[dev][slot]) {
        if (buf[dev][slot])
            MINT_CHECK(cudaFree(buf[dev][slot]));
        MINT_CHECK(cudaMalloc(&buf[dev][slot], bytes));
        cap[dev][slot] = bytes;
    }
    return buf[dev][slot];
}

__attribute__((unused)) static inline unsigned mint_grid_dim(long blocks, long limit, const char *kernel)
{
    if (blocks > 2147483647L) {
        fprintf(stderr, "mint: %s needs %ld blocks in x, more than CUDA allows; use a larger tile\n", kernel, blocks);
        mint_die();
    }
    return (unsigned)(blocks < limit ? blocks : limit);
}

/* Trip count of lo, lo + step, ... <= hi. */
__attribute__((unused)) static inline double mint_trips(long lo, long hi, long step)
{
    return hi >= lo ? (double)((hi - lo) / step + 1) : 0.0;
}
/* ---- end of mint multi-GPU runtime ---- */

/* ---- mint timing (--timing): every nest on all GPUs, halo exchange included, wall clock ---- */
/* Two methods. Default: each launch (every GPU's parts and the halo exchange) between two
   synchronisations of every GPU (and an MPI barrier), wall clock: the median over the launches
   after the first, host enqueueing included. MINT_TIMING=loop: nothing is synchronised; an
   event on each GPU's compute stream after the first launch and after the last one, and the
   time between them divided by the launches in between (the most of any GPU of this process;
   with MPI, rank 0's GPU): what a time loop of the program takes per launch when the host runs
   ahead, as a user's loop does (with one launch per time step, the loop's time per step, the
   other nests' included). */
typedef struct {
    const char *kernel, *where;
    double flops_per_point, bytes_per_point, points;
    int n;
    float ms[4096];
    cudaEvent_t first[MINT_MAX_GPUS], last[MINT_MAX_GPUS];
} mint_timer;
static mint_timer mint_timers[64];
static double mint_t0;

__attribute__((unused)) static double mint_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

__attribute__((unused)) static int mint_timing_loop(void)
{
    static int mode = -1;
    if (mode < 0) {
        const char *e = getenv("MINT_TIMING");
        mode = e && !strcmp(e, "loop");
        if (e && *e && !mode && strcmp(e, "launch")) {
            fprintf(stderr, "mint: MINT_TIMING=%s: give launch (the default) or loop\n", e);
            mint_die();
        }
    }
    return mode;
}

__attribute__((unused)) static void mint_all_done(void)
{
    mint_sync_all();
#ifdef MINT_MPI
    MPI_Barrier(MPI_COMM_WORLD);
#endif
}

__attribute__((unused)) static int mint_cmp_float(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

/* MINT_TIMING=loop: milliseconds per launch after the first, the most of this process's GPUs. */
__attribute__((unused)) static float mint_loop_ms(const mint_timer *t)
{
    float most = 0;
    for (int l = 0; l < mint_rt.count; l++) {
        float ms = 0;
        MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
        MINT_CHECK(cudaEventSynchronize(t->last[l]));
        MINT_CHECK(cudaEventElapsedTime(&ms, t->first[l], t->last[l]));
        if (ms > most)
            most = ms;
    }
    return most / (float)(t->n - 1);
}

__attribute__((unused)) static void mint_timing_report(void)
{
    if (!mint_rank0())
        return;
    for (int i = 0; i < 64; i++) {
        mint_timer *t = &mint_timers[i];
        if (!t->n)
            continue;
        if (mint_timing_loop()) {
            if (t->n < 2) {
                fprintf(stderr, "mint-timing kernel=%s at=%s gpus=%d launches=%d: MINT_TIMING=loop needs two launches or more\n",
                        t->kernel, t->where, mint_rt.gpus, t->n);
                continue;
            }
            float ms = mint_loop_ms(t);
            double s = ms * 1e-3;
            fprintf(stderr, "mint-timing kernel=%s at=%s gpus=%d launches=%d loop_ms=%.4f points=%.0f gflops=%.2f gbps=%.2f gpoints=%.2f\n",
                    t->kernel, t->where, mint_rt.gpus, t->n, ms, t->points, t->flops_per_point * t->points / s * 1e-9,
                    t->bytes_per_point * t->points / s * 1e-9, t->points / s * 1e-9);
            continue;
        }
        qsort(t->ms, (size_t)t->n, sizeof(float), mint_cmp_float);
        int first = t->n > 1 ? 1 : 0, m = t->n - first;
        float med = (m % 2) ? t->ms[first + m / 2] : 0.5f * (t->ms[first + m / 2 - 1] + t->ms[first + m / 2]);
        double s = med * 1e-3;
        fprintf(stderr, "mint-timing kernel=%s at=%s gpus=%d launches=%d median_ms=%.4f min_ms=%.4f points=%.0f gflops=%.2f gbps=%.2f gpoints=%.2f\n",
                t->kernel, t->where, mint_rt.gpus, t->n, med, t->ms[first], t->points, t->flops_per_point * t->points / s * 1e-9,
                t->bytes_per_point * t->points / s * 1e-9, t->points / s * 1e-9);
    }
}

__attribute__((unused)) static void mint_timing_start(void)
{
    static int init = 0;
    if (!init) {
        atexit(mint_timing_report);
        init = 1;
    }
    if (mint_timing_loop())
        return;
    mint_all_done();
    mint_t0 = mint_now_ms();
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
        /* The compute stream follows the launch's exchange (mint_exchange_finish): an event
           there completes when the GPU has finished the launch. */
        for (int l = 0; l < mint_rt.count; l++) {
            MINT_CHECK(cudaSetDevice(mint_rt.dev[l]));
            cudaEvent_t *e = t->n == 0 ? &t->first[l] : &t->last[l];
            if (!*e)
                MINT_CHECK(cudaEventCreate(e));
            MINT_CHECK(cudaEventRecord(*e, mint_rt.compute[l]));
        }
        t->n++;
        return;
    }
    mint_all_done();
    if (t->n < 4096)
        t->ms[t->n++] = (float)(mint_now_ms() - mint_t0);
}
