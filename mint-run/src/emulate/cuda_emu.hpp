// mint's CPU emulation of the CUDA subset that generated and hand-written stencil kernels use,
// so that tests verify kernels against the CPU reference on machines without a GPU.
//
// Model: the blocks of a launch run one after another; inside a block, every CUDA thread is a
// fiber (ucontext; or, for kernels without barriers or shuffles, a loop iteration), and the
// fibers take turns on one OS thread, each running until it waits at a barrier or returns.
// __shared__ variables become function statics, which is right because one block runs at a
// time. __syncthreads is a barrier over the block's threads that have not returned (as on
// current GPUs); warp shuffles exchange through a per-warp buffer between two per-warp
// barriers; threads that wait at barriers that can never complete are an error (exit 3).
// Not emulated: atomics across blocks running at once (blocks do not run at once), dynamic
// shared memory, cooperative groups, timing.
#pragma once
#include <algorithm>
#include <atomic>
#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <thread>
#include <type_traits>
#include <ucontext.h>
#include <vector>

struct dim3 {
    unsigned x = 1, y = 1, z = 1;
};
inline thread_local dim3 threadIdx, blockIdx;
inline dim3 blockDim, gridDim;
static const int warpSize = 32;

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __noinline__
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define __shared__ static
#define __constant__ static

struct alignas(8) float2 { float x, y; };
struct alignas(16) float4 { float x, y, z, w; };
struct alignas(16) double2 { double x, y; };
struct alignas(32) double4 { double x, y, z, w; };
struct alignas(8) int2 { int x, y; };
struct alignas(16) int4 { int x, y, z, w; };
inline float2 make_float2(float a, float b) { return {a, b}; }
inline float4 make_float4(float a, float b, float c, float d) { return {a, b, c, d}; }
inline double2 make_double2(double a, double b) { return {a, b}; }
inline double4 make_double4(double a, double b, double c, double d) { return {a, b, c, d}; }

// Misaligned vector accesses are errors on a GPU: count them so the driver can fail.
inline std::atomic<long> emu_misaligned{0};
template <class T> inline T __ldg(const T *p) {
    if ((uintptr_t)p % alignof(T)) emu_misaligned++;
    return *p;
}
template <class T> inline T __ldcs(const T *p) { return __ldg(p); }
template <class T> inline void __stcs(T *p, T v) {
    if ((uintptr_t)p % alignof(T)) emu_misaligned++;
    *p = v;
}
inline double __longlong_as_double(long long v) { double d; memcpy(&d, &v, 8); return d; }
inline long long __double_as_longlong(double v) { long long d; memcpy(&d, &v, 8); return d; }
inline float __int_as_float(int v) { float f; memcpy(&f, &v, 4); return f; }
inline int __float_as_int(float v) { int f; memcpy(&f, &v, 4); return f; }
inline void __nanosleep(unsigned) {}
inline double __dmul_rn(double a, double b) { return a * b; }
inline double __dadd_rn(double a, double b) { return a + b; }
inline double __fma_rn(double a, double b, double c) { return std::fma(a, b, c); }
inline float __fmaf_rn(float a, float b, float c) { return std::fma(a, b, c); }
inline float __fdividef(float a, float b) { return a / b; }
inline float __fmul_rn(float a, float b) { return a * b; }
inline float __fdiv_rn(float a, float b) { return a / b; }
inline double __ddiv_rn(double a, double b) { return a / b; }
inline double rsqrt(double x) { return 1.0 / std::sqrt(x); }
inline float rsqrtf(float x) { return 1.0f / std::sqrt(x); }
using std::abs; using std::ceil; using std::cos; using std::exp; using std::fabs; using std::floor;
using std::fma; using std::fmax; using std::fmin; using std::log; using std::max; using std::min;
using std::pow; using std::sin; using std::sqrt; using std::tan;
inline float fabsf(float x) { return std::fabs(x); }
inline float fmaxf(float a, float b) { return std::fmax(a, b); }
inline float fminf(float a, float b) { return std::fmin(a, b); }
inline float sqrtf(float x) { return std::sqrt(x); }
template <class T> inline T atomicAdd(T *p, T v) { T o = *p; *p = o + v; return o; }

// The CUDA threads of a threaded block are fibers (ucontext) on the one OS thread: each runs
// until it waits at a barrier (or returns), then the next runnable one runs. A barrier counts
// arrivals; the last one to arrive completes the phase and every waiter runs on. Compared with
// a std::thread per CUDA thread and std::barrier, this spares the thread creations and the
// kernel's wake-ups (most of an emulated launch's time), and makes the interleaving
// deterministic.
struct emu_barrier {
    unsigned expected = 0, arrived = 0;
    unsigned long phase = 0;
};
struct emu_fiber {
    ucontext_t ctx;
    dim3 tid;
    bool done = false;
};
inline emu_barrier emu_block_barrier;
inline std::vector<emu_barrier> emu_warp_barriers;
inline unsigned long long emu_exchange[32][32];
inline bool emu_threaded = false;
inline std::vector<emu_fiber> emu_fibers;
inline std::vector<std::unique_ptr<char[]>> emu_stacks;
inline const size_t emu_stack_bytes = 256 * 1024;
inline ucontext_t emu_scheduler;
inline unsigned emu_current = 0;
// Arrivals, completed phases and returns: what a round of the scheduler must change.
inline unsigned long emu_progress = 0;
inline void (*emu_body_call)(void *) = nullptr;
inline void *emu_body = nullptr;

inline unsigned emu_linear_tid() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
inline void emu_fail(const char *what) {
    fprintf(stderr, "cuda_emu: %s\n", what);
    exit(3);
}
inline void emu_yield() { swapcontext(&emu_fibers[emu_current].ctx, &emu_scheduler); }
inline void emu_arrive_and_wait(emu_barrier &b) {
    emu_progress++;
    unsigned long phase = b.phase;
    if (++b.arrived == b.expected) {
        b.arrived = 0;
        b.phase++;
        return;
    }
    while (b.phase == phase) emu_yield();
}
// A returned thread no longer holds back barriers.
inline void emu_arrive_and_drop(emu_barrier &b) {
    b.expected--;
    if (b.arrived > 0 && b.arrived == b.expected) {
        b.arrived = 0;
        b.phase++;
    }
}
inline void __syncthreads() {
    if (!emu_threaded) emu_fail("__syncthreads in a kernel launched without threads");
    emu_arrive_and_wait(emu_block_barrier);
}
inline void __syncwarp(unsigned = 0xffffffffu) {
    if (emu_threaded) emu_arrive_and_wait(emu_warp_barriers[emu_linear_tid() / 32]);
}
template <class T, class F> inline T emu_shfl(unsigned mask, T v, F pick) {
    if (!emu_threaded) emu_fail("warp shuffle in a kernel launched without threads");
    if (mask != 0xffffffffu) emu_fail("only full-warp shuffles are emulated");
    static_assert(sizeof(T) <= 8, "shuffle of a type wider than 8 bytes");
    unsigned tid = emu_linear_tid(), w = tid / 32, l = tid % 32;
    unsigned long long b = 0;
    memcpy(&b, &v, sizeof(T));
    emu_exchange[w][l] = b;
    emu_arrive_and_wait(emu_warp_barriers[w]);
    int src = pick((int)l);
    unsigned long long r = (src >= 0 && src < 32) ? emu_exchange[w][src] : b;
    emu_arrive_and_wait(emu_warp_barriers[w]);
    T out;
    memcpy(&out, &r, sizeof(T));
    return out;
}
template <class T> inline T __shfl_xor_sync(unsigned m, T v, int o, int = 32) {
    return emu_shfl(m, v, [&](int l) { return l ^ o; });
}
template <class T> inline T __shfl_down_sync(unsigned m, T v, unsigned d, int = 32) {
    return emu_shfl(m, v, [&](int l) { return l + (int)d < 32 ? l + (int)d : -1; });
}
template <class T> inline T __shfl_up_sync(unsigned m, T v, unsigned d, int = 32) {
    return emu_shfl(m, v, [&](int l) { return l - (int)d; });
}
template <class T> inline T __shfl_sync(unsigned m, T v, int src, int = 32) {
    return emu_shfl(m, v, [&](int) { return src & 31; });
}

// A fiber's life: the kernel body, then its barriers dropped (returning resumes the scheduler).
inline void emu_fiber_main() {
    emu_body_call(emu_body);
    emu_arrive_and_drop(emu_warp_barriers[emu_linear_tid() / 32]);
    emu_arrive_and_drop(emu_block_barrier);
    emu_fibers[emu_current].done = true;
    emu_progress++;
}

// Run the threads of block `b` (`nt` of them, the fibers made) as fibers until all return.
inline void emu_run_fibers(dim3 b, unsigned nt) {
    unsigned left = nt;
    while (left) {
        unsigned long before = emu_progress;
        for (unsigned t = 0; t < nt; t++) {
            if (emu_fibers[t].done) continue;
            emu_current = t;
            blockIdx = b;
            threadIdx = emu_fibers[t].tid;
            swapcontext(&emu_scheduler, &emu_fibers[t].ctx);
            if (emu_fibers[t].done) left--;
        }
        if (left && emu_progress == before) emu_fail("deadlock: threads wait at a barrier that never completes");
    }
}

// Run `body` once per CUDA thread of a grid. Threads are fibers when `threaded`.
template <class F> void emu_launch(dim3 grid, dim3 block, bool threaded, F &&body) {
    gridDim = grid;
    blockDim = block;
    emu_threaded = threaded;
    unsigned nt = block.x * block.y * block.z;
    using B = std::remove_reference_t<F>;
    emu_body = (void *)&body;
    emu_body_call = [](void *p) { (*(B *)p)(); };
    if (threaded) {
        emu_fibers.resize(nt);
        while (emu_stacks.size() < nt) emu_stacks.emplace_back(new char[emu_stack_bytes]);
    }
    for (unsigned bz = 0; bz < grid.z; bz++)
        for (unsigned by = 0; by < grid.y; by++)
            for (unsigned bx = 0; bx < grid.x; bx++) {
                dim3 b{bx, by, bz};
                if (!threaded) {
                    blockIdx = b;
                    for (unsigned tz = 0; tz < block.z; tz++)
                        for (unsigned ty = 0; ty < block.y; ty++)
                            for (unsigned tx = 0; tx < block.x; tx++) {
                                threadIdx = {tx, ty, tz};
                                body();
                            }
                    continue;
                }
                emu_block_barrier = emu_barrier{nt, 0, 0};
                emu_warp_barriers.assign((nt + 31) / 32, emu_barrier{});
                for (unsigned w = 0; w < (nt + 31) / 32; w++)
                    emu_warp_barriers[w].expected = std::min(32u, nt - 32 * w);
                unsigned t = 0;
                for (unsigned tz = 0; tz < block.z; tz++)
                    for (unsigned ty = 0; ty < block.y; ty++)
                        for (unsigned tx = 0; tx < block.x; tx++, t++) {
                            emu_fiber &f = emu_fibers[t];
                            f.tid = {tx, ty, tz};
                            f.done = false;
                            getcontext(&f.ctx);
                            f.ctx.uc_stack.ss_sp = emu_stacks[t].get();
                            f.ctx.uc_stack.ss_size = emu_stack_bytes;
                            f.ctx.uc_link = &emu_scheduler;
                            makecontext(&f.ctx, emu_fiber_main, 0);
                        }
                emu_run_fibers(b, nt);
            }
}

// Files of raw elements.
template <class T> T *emu_read(const char *path, size_t n) {
    T *p = (T *)aligned_alloc(256, (n * sizeof(T) + 255) / 256 * 256);
    FILE *f = fopen(path, "rb");
    if (!f || fread(p, sizeof(T), n, f) != n) emu_fail("cannot read an input file");
    fclose(f);
    return p;
}
template <class T> void emu_write(const char *path, const T *p, size_t n) {
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(p, sizeof(T), n, f) != n) emu_fail("cannot write an output file");
    fclose(f);
}
inline double emu_f64(unsigned long long bits) { return __longlong_as_double((long long)bits); }
inline float emu_f32(unsigned bits) { return __int_as_float((int)bits); }
