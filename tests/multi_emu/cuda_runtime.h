// A host-memory stand-in for the CUDA runtime calls of mint's multi-GPU runtime, so that tests
// run generated multi-GPU programs on a machine without GPUs (tests/multi_gpu_emulated.rs).
// Every "device" is host memory (cudaMalloc fills it with 0xff bytes, a NaN in every float type,
// so a halo nobody filled shows in the output); streams and events are synchronous no-ops, and
// kernels run through cuda_emu.hpp's emu_launch. MINT_EMU_DEVICES sets the device count
// (default 2), MINT_EMU_MEM the bytes one cudaMalloc may take (default unlimited).
#pragma once
#include <cstdio>
#include <cstdlib>
#include <cstring>

typedef int cudaError_t;
enum { cudaSuccess = 0, cudaErrorMemoryAllocation = 2, cudaErrorInvalidDevice = 101 };
typedef struct mock_stream *cudaStream_t;
typedef struct mock_event *cudaEvent_t;
enum cudaMemcpyKind { cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2, cudaMemcpyDeviceToDevice = 3 };
#define cudaEventDisableTiming 2

inline int mock_current_device = 0;
inline int mock_devices() {
    const char *e = getenv("MINT_EMU_DEVICES");
    return e ? atoi(e) : 2;
}
inline cudaError_t cudaGetDeviceCount(int *n) { *n = mock_devices(); return cudaSuccess; }
inline cudaError_t cudaSetDevice(int d) {
    if (d < 0 || d >= mock_devices()) return cudaErrorInvalidDevice;
    mock_current_device = d;
    return cudaSuccess;
}
inline cudaError_t cudaGetDevice(int *d) { *d = mock_current_device; return cudaSuccess; }
inline cudaError_t cudaMalloc(void **p, size_t n) {
    const char *lim = getenv("MINT_EMU_MEM");
    if (lim && n > strtoull(lim, NULL, 10)) return cudaErrorMemoryAllocation;
    *p = malloc(n ? n : 1);
    if (!*p) return cudaErrorMemoryAllocation;
    memset(*p, 0xff, n);
    return cudaSuccess;
}
template <class T> inline cudaError_t cudaMalloc(T **p, size_t n) { return cudaMalloc((void **)p, n); }
inline cudaError_t cudaFree(void *p) { free(p); return cudaSuccess; }
inline cudaError_t cudaMemGetInfo(size_t *f, size_t *t) { *f = 0; *t = 0; return cudaSuccess; }
inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) { memcpy(d, s, n); return cudaSuccess; }
inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind k, cudaStream_t) { return cudaMemcpy(d, s, n, k); }
inline cudaError_t cudaMemcpy2D(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, cudaMemcpyKind) {
    for (size_t r = 0; r < h; r++) memcpy((char *)d + r * dp, (const char *)s + r * sp, w);
    return cudaSuccess;
}
inline cudaError_t cudaMemcpy2DAsync(void *d, size_t dp, const void *s, size_t sp, size_t w, size_t h, cudaMemcpyKind k, cudaStream_t) {
    return cudaMemcpy2D(d, dp, s, sp, w, h, k);
}
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaStreamCreate(cudaStream_t *s) { *s = (cudaStream_t)1; return cudaSuccess; }
#define cudaStreamDefault 0
inline cudaError_t cudaDeviceGetStreamPriorityRange(int *least, int *greatest) { *least = 0; *greatest = -5; return cudaSuccess; }
inline cudaError_t cudaStreamCreateWithPriority(cudaStream_t *s, unsigned, int) { return cudaStreamCreate(s); }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned) { *e = (cudaEvent_t)1; return cudaSuccess; }
inline cudaError_t cudaEventCreate(cudaEvent_t *e) { *e = (cudaEvent_t)1; return cudaSuccess; }
inline cudaError_t cudaEventRecord(cudaEvent_t, cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
// Emulated work takes no GPU time: every interval between events is zero.
inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t, cudaEvent_t) { *ms = 0.0f; return cudaSuccess; }
inline cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned) { return cudaSuccess; }
inline cudaError_t cudaGetLastError() { return cudaSuccess; }
// The fused kernels' (temporal blocking) dynamic shared-memory attribute.
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
template <class F> inline cudaError_t cudaFuncSetAttribute(F *, cudaFuncAttribute, int) { return cudaSuccess; }
inline const char *cudaGetErrorName(cudaError_t e) { return e == cudaErrorMemoryAllocation ? "cudaErrorMemoryAllocation" : "cudaError"; }
inline const char *cudaGetErrorString(cudaError_t e) { return e == cudaErrorMemoryAllocation ? "out of memory" : "error"; }

// `k<<<grid, block, 0, stream>>>(args)` is rewritten by the test into mint_emu_launch(...).
inline dim3 mint_emu_dim(dim3 d) { return d; }
inline dim3 mint_emu_dim(long n) { return dim3{(unsigned)n, 1, 1}; }
template <class F> void mint_emu_launch(dim3 g, dim3 b, F &&body) {
    emu_launch(g, b, getenv("MINT_EMU_THREADED") != NULL, body);
}
