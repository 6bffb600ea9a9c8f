// The host-memory stand-in runtime of tests/multi_emu (events included), with the call more
// that a single-GPU program of `mint translate` makes (pitched allocations), so that
// tests/temporal_program.rs runs translated programs on the CPU. Allocations are filled with 0xff bytes (a NaN in every float type).
#pragma once
#include "../multi_emu/cuda_runtime.h"

inline cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t w, size_t h) {
    *pitch = (w + 127) / 128 * 128;
    return cudaMalloc(p, *pitch * h);
}
