// The host-memory stand-in runtime of tests/multi_emu, with the few calls more that a
// single-GPU program of `mint translate` makes (pitched allocations, the timing prelude's
// events), so that tests/temporal_program.rs runs translated programs on the CPU. Allocations are filled with 0xff bytes (a NaN in every float type).
#pragma once
#include "../multi_emu/cuda_runtime.h"

inline cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t w, size_t h) {
    *pitch = (w + 127) / 128 * 128;
    return cudaMalloc(p, *pitch * h);
}
inline cudaError_t cudaEventCreate(cudaEvent_t *e) { *e = (cudaEvent_t)1; return cudaSuccess; }
inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t, cudaEvent_t) { *ms = 0; return cudaSuccess; }
