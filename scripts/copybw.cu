// Device-to-device copy bandwidth, the bound every stencil is compared with: cudaMemcpy of a
// buffer far larger than L2, timed with CUDA events, median of 20 after 3 warm-ups, bytes counted
// read plus written. Usage: copybw [MiB]   (default 1024)
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

static int cmp(const void *a, const void *b) { float x = *(const float *)a, y = *(const float *)b; return (x > y) - (x < y); }

int main(int argc, char **argv)
{
    size_t mib = argc > 1 ? (size_t)atol(argv[1]) : 1024, bytes = mib << 20;
    void *a, *b;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&b, bytes) != cudaSuccess) { fprintf(stderr, "cudaMalloc failed\n"); return 1; }
    cudaMemset(a, 1, bytes);
    cudaEvent_t e0, e1;
    cudaEventCreate(&e0);
    cudaEventCreate(&e1);
    float ms[20];
    for (int i = 0; i < 23; i++) {
        cudaEventRecord(e0);
        cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice);
        cudaEventRecord(e1);
        cudaEventSynchronize(e1);
        if (i >= 3) cudaEventElapsedTime(&ms[i - 3], e0, e1);
    }
    qsort(ms, 20, sizeof(float), cmp);
    float med = 0.5f * (ms[9] + ms[10]);
    printf("copy-bandwidth bytes=%zu median_ms=%.4f gbps=%.1f\n", bytes, med, 2.0 * bytes / (med * 1e-3) * 1e-9);
    return 0;
}
