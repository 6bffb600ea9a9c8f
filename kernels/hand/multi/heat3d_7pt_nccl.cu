/* Hand-written multi-GPU reference for kernels/heat3d_7pt.c: the plain CUDA a person would write
 * to check and time `mint translate --gpus`, with the same design.
 *
 * - One process drives G GPUs (argv[3], else MINT_GPUS, else every visible GPU), one NCCL
 *   communicator per GPU from ncclCommInitAll.
 * - The (n+2)^3 grid (ghost planes included) is split along z: GPU g owns planes [p0, p1), the
 *   first (n+2) % G GPUs one plane more, and holds one halo plane on each side that has a
 *   neighbour. Planes are contiguous ((n+2)^2 elements, no row padding).
 * - Initial values are computed on each GPU (the formula of heat3d_7pt.c), so the grid never has
 *   to fit in host memory; the checksum (the same weighted sum as heat3d_7pt.c) is reduced on the
 *   GPUs in double and added on the host.
 * - A step: one thread per point (32x8 blocks, one plane per grid z), first the planes the
 *   neighbours read (z = p0, z = p1 - 1) on the compute stream, an event, then on a stream of its
 *   own the halo exchange (ncclGroupStart, ncclSend/ncclRecv of one plane per neighbour,
 *   ncclGroupEnd) overlapped with the interior (the exchange's stream has the highest priority,
 *   so NCCL's kernels do not wait for the interior's blocks); the next step waits for the
 *   exchange. U and Unew are swapped on every GPU.
 *
 * Build (f64; -DREAL=float for f32), run with NCCL_NVLS_ENABLE=0 (set here unless already set):
 *   nvcc -O3 -arch=sm_90 heat3d_7pt_nccl.cu -o heat3d_7pt_nccl -lnccl
 *   ./heat3d_7pt_nccl N STEPS [GPUS]
 * Prints every step's time (all GPUs, exchange included, wall clock after a sync), the median,
 * Gstencil/s, and `checksum %.15e` comparable with heat3d_7pt.c's; with MINT_TIMING=loop no
 * step is synchronised after the first, and `loop_ms` is the loop's wall time per step after it. */
#include <cuda_runtime.h>
#include <nccl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef REAL
#define REAL double
#endif
#define MAXG 16

#define CK(call) ck((call), #call, __LINE__)
#define NK(call) nk((call), #call, __LINE__)
static void ck(cudaError_t e, const char *what, int line)
{
    if (e != cudaSuccess) {
        fprintf(stderr, "heat3d_7pt_nccl.cu:%d: CUDA error in `%s`: %s\n", line, what, cudaGetErrorString(e));
        exit(1);
    }
}
static void nk(ncclResult_t r, const char *what, int line)
{
    if (r != ncclSuccess) {
        fprintf(stderr, "heat3d_7pt_nccl.cu:%d: NCCL error in `%s`: %s\n", line, what, ncclGetErrorString(r));
        exit(1);
    }
}

/* Element (x, y, z) of a slab whose first allocated plane is a0: global indices. */
#define AT(A, x, y, z) A[((size_t)((z) - a0) * N + (y)) * N + (x)]

__global__ void init(REAL *U, REAL *Unew, long N, long a0, long a1)
{
    long x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y, z = a0 + blockIdx.z;
    if (x < N && y < N && z < a1) {
        REAL v = (REAL)((x * 7 + y * 13 + z * 29) % 101) / (REAL)101.0;
        AT(U, x, y, z) = v;
        AT(Unew, x, y, z) = v;
    }
}

/* Interior points of planes [z0, z1] (1 <= x, y <= n). */
__global__ void step(REAL *__restrict__ Unew, const REAL *__restrict__ U, long N, long a0, long z0, REAL c0, REAL c1)
{
    long x = 1 + blockIdx.x * blockDim.x + threadIdx.x, y = 1 + blockIdx.y * blockDim.y + threadIdx.y, z = z0 + blockIdx.z;
    if (x < N - 1 && y < N - 1)
        AT(Unew, x, y, z) = c0 * AT(U, x, y, z)
            + c1 * (AT(U, x - 1, y, z) + AT(U, x + 1, y, z) + AT(U, x, y - 1, z) + AT(U, x, y + 1, z)
                    + AT(U, x, y, z - 1) + AT(U, x, y, z + 1));
}

/* Per-block partial sums of the checksum over the owned interior planes [z0, z1]. */
__global__ void checksum(const REAL *U, long N, long a0, long z0, double *part)
{
    __shared__ double s[256];
    long x = 1 + blockIdx.x * blockDim.x + threadIdx.x, y = 1 + blockIdx.y * blockDim.y + threadIdx.y, z = z0 + blockIdx.z;
    int t = threadIdx.y * blockDim.x + threadIdx.x;
    s[t] = (x < N - 1 && y < N - 1) ? (double)AT(U, x, y, z) * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17)) : 0.0;
    __syncthreads();
    for (int k = 128; k > 0; k >>= 1) {
        if (t < k)
            s[t] += s[t + k];
        __syncthreads();
    }
    if (t == 0)
        part[((size_t)blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x] = s[0];
}

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
    setenv("NCCL_NVLS_ENABLE", "0", 0);
    const long n = argc > 1 ? atol(argv[1]) : 128, T = argc > 2 ? atol(argv[2]) : 10, N = n + 2;
    int G = 0;
    CK(cudaGetDeviceCount(&G));
    const char *env = getenv("MINT_GPUS");
    if (argc > 3)
        G = atoi(argv[3]);
    else if (env && *env)
        G = atoi(env);
    if (G < 1 || G > MAXG || N / G < 2) {
        fprintf(stderr, "heat3d_7pt_nccl: %d GPUs for %ld planes: need 1..%d GPUs and at least 2 planes each\n", G, N, MAXG);
        return 1;
    }
    const REAL c1 = (REAL)(0.1 * 0.1 / (1.0 * 1.0)), c0 = (REAL)(1.0 - 6.0 * (0.1 * 0.1 / (1.0 * 1.0)));
    int dev[MAXG];
    ncclComm_t comm[MAXG];
    cudaStream_t cs[MAXG], hs[MAXG];
    cudaEvent_t bdone[MAXG], xdone[MAXG];
    REAL *U[MAXG], *V[MAXG];
    long p0[MAXG], p1[MAXG], a0[MAXG], a1[MAXG];
    for (int g = 0; g < G; g++) {
        dev[g] = g;
        p0[g] = g * (N / G) + (g < N % G ? g : N % G);
        p1[g] = p0[g] + N / G + (g < N % G ? 1 : 0);
        a0[g] = p0[g] - (g > 0);
        a1[g] = p1[g] + (g < G - 1);
    }
    if (G > 1)
        NK(ncclCommInitAll(comm, G, dev));
    const dim3 blk(32, 8);
    for (int g = 0; g < G; g++) {
        CK(cudaSetDevice(g));
        size_t bytes = (size_t)(a1[g] - a0[g]) * N * N * sizeof(REAL);
        cudaError_t e = cudaMalloc(&U[g], bytes);
        if (e == cudaSuccess)
            e = cudaMalloc(&V[g], bytes);
        if (e != cudaSuccess) {
            fprintf(stderr, "heat3d_7pt_nccl: cannot allocate 2 x %.2f GiB on GPU %d: %s; run on more GPUs\n",
                    bytes / 1073741824.0, g, cudaGetErrorString(e));
            return 1;
        }
        int least = 0, greatest = 0; /* the exchange's stream first in line for the SMs */
        CK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
        CK(cudaStreamCreateWithPriority(&cs[g], cudaStreamDefault, least));
        CK(cudaStreamCreateWithPriority(&hs[g], cudaStreamDefault, greatest));
        CK(cudaEventCreateWithFlags(&bdone[g], cudaEventDisableTiming));
        CK(cudaEventCreateWithFlags(&xdone[g], cudaEventDisableTiming));
        init<<<dim3((N + 31) / 32, (N + 7) / 8, a1[g] - a0[g]), blk, 0, cs[g]>>>(U[g], V[g], N, a0[g], a1[g]);
        CK(cudaGetLastError());
    }
    const size_t plane = (size_t)N * N;
    double *ms = (double *)malloc(sizeof(double) * (T > 0 ? T : 1));
    /* MINT_TIMING=loop: no synchronisation between steps after the first (as mint's programs
       time with the same switch): the loop's wall time per step over steps 1 .. T-1. */
    const char *tm = getenv("MINT_TIMING");
    const int loop = tm && !strcmp(tm, "loop");
    double loop_t0 = 0.0;
    for (long t = 0; t < T; t++) {
        if (!loop || t <= 1) {
            for (int g = 0; g < G; g++) {
                CK(cudaSetDevice(g));
                CK(cudaDeviceSynchronize());
            }
        }
        double t0 = now_ms();
        if (loop && t == 1)
            loop_t0 = t0;
        for (int g = 0; g < G; g++) {
            CK(cudaSetDevice(g));
            /* owned interior planes [lo, hi]; boundary planes first where a neighbour reads them */
            long lo = p0[g] > 1 ? p0[g] : 1, hi = p1[g] - 1 < n ? p1[g] - 1 : n;
            long ilo = lo, ihi = hi;
            dim3 grid1((n + 31) / 32, (n + 7) / 8, 1);
            if (g > 0 && lo == p0[g] && lo <= hi) {
                step<<<grid1, blk, 0, cs[g]>>>(V[g], U[g], N, a0[g], lo, c0, c1);
                ilo = lo + 1;
            }
            if (g < G - 1 && hi == p1[g] - 1 && hi >= ilo) {
                step<<<grid1, blk, 0, cs[g]>>>(V[g], U[g], N, a0[g], hi, c0, c1);
                ihi = hi - 1;
            }
            CK(cudaEventRecord(bdone[g], cs[g]));
            if (ihi >= ilo)
                step<<<dim3((n + 31) / 32, (n + 7) / 8, ihi - ilo + 1), blk, 0, cs[g]>>>(V[g], U[g], N, a0[g], ilo, c0, c1);
            CK(cudaGetLastError());
        }
        if (G > 1) {
            for (int g = 0; g < G; g++) {
                CK(cudaSetDevice(g));
                CK(cudaStreamWaitEvent(hs[g], bdone[g], 0));
            }
            NK(ncclGroupStart());
            for (int g = 0; g < G; g++) {
                REAL *b = V[g];
                if (g > 0) {
                    NK(ncclSend(b + (p0[g] - a0[g]) * plane, plane * sizeof(REAL), ncclUint8, g - 1, comm[g], hs[g]));
                    NK(ncclRecv(b + (p0[g] - 1 - a0[g]) * plane, plane * sizeof(REAL), ncclUint8, g - 1, comm[g], hs[g]));
                }
                if (g < G - 1) {
                    NK(ncclSend(b + (p1[g] - 1 - a0[g]) * plane, plane * sizeof(REAL), ncclUint8, g + 1, comm[g], hs[g]));
                    NK(ncclRecv(b + (p1[g] - a0[g]) * plane, plane * sizeof(REAL), ncclUint8, g + 1, comm[g], hs[g]));
                }
            }
            NK(ncclGroupEnd());
            for (int g = 0; g < G; g++) {
                CK(cudaSetDevice(g));
                CK(cudaEventRecord(xdone[g], hs[g]));
                CK(cudaStreamWaitEvent(cs[g], xdone[g], 0));
            }
        }
        for (int g = 0; g < G; g++) {
            REAL *x = U[g];
            U[g] = V[g];
            V[g] = x;
            if (!loop) {
                CK(cudaSetDevice(g));
                CK(cudaDeviceSynchronize());
            }
        }
        if (loop)
            continue;
        ms[t] = now_ms() - t0;
        printf("step %ld ms %.4f\n", t, ms[t]);
    }
    if (loop) {
        for (int g = 0; g < G; g++) {
            CK(cudaSetDevice(g));
            CK(cudaDeviceSynchronize());
        }
        if (T > 1)
            printf("gpus %d n %ld steps %ld loop_ms %.4f\n", G, n, T, (now_ms() - loop_t0) / (double)(T - 1));
    }
    double sum = 0.0;
    for (int g = 0; g < G; g++) {
        CK(cudaSetDevice(g));
        long lo = p0[g] > 1 ? p0[g] : 1, hi = p1[g] - 1 < n ? p1[g] - 1 : n;
        if (hi < lo)
            continue;
        dim3 grid((n + 31) / 32, (n + 7) / 8, hi - lo + 1);
        size_t nb = (size_t)grid.x * grid.y * grid.z;
        double *part, *h = (double *)malloc(nb * sizeof(double));
        CK(cudaMalloc(&part, nb * sizeof(double)));
        checksum<<<grid, blk>>>(U[g], N, a0[g], lo, part);
        CK(cudaMemcpy(h, part, nb * sizeof(double), cudaMemcpyDeviceToHost));
        for (size_t i = 0; i < nb; i++)
            sum += h[i];
        CK(cudaFree(part));
        free(h);
    }
    if (T > 0 && !loop) {
        qsort(ms, (size_t)T, sizeof(double), cmp);
        double med = ms[T / 2];
        printf("gpus %d n %ld steps %ld median_ms %.4f min_ms %.4f gstencils %.2f\n", G, n, T, med, ms[0],
               (double)n * n * n / (med * 1e-3) * 1e-9);
    }
    printf("checksum %.15e\n", sum);
    for (int g = 0; g < G; g++) {
        CK(cudaSetDevice(g));
        CK(cudaFree(U[g]));
        CK(cudaFree(V[g]));
        if (G > 1)
            ncclCommDestroy(comm[g]);
    }
    free(ms);
    return 0;
}
