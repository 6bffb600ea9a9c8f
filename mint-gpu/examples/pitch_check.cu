// Prints the row pitch cudaMallocPitch gives (as the generated programs allocate: width nx*elem,
// height ny*nz = 4*2) in the format of gpu_smoke's `pitch <elem> <nx> <pitch>` lines, so the two
// can be diffed on the GPU machine:
//   nvcc -O3 -arch=sm_90 pitch_check.cu -o pitch_check && ./pitch_check > a && \
//   gpu_smoke | grep '^pitch ' > b && diff a b
#include <cuda_runtime.h>
#include <stdio.h>

int main(void)
{
    const size_t elems[] = {4, 8, 16};
    const size_t nxs[] = {1, 3, 16, 17, 64, 100, 128, 129, 255, 256, 1000, 4099};
    for (size_t e = 0; e < sizeof elems / sizeof *elems; e++)
        for (size_t i = 0; i < sizeof nxs / sizeof *nxs; i++) {
            void *p;
            size_t pitch;
            cudaError_t err = cudaMallocPitch(&p, &pitch, nxs[i] * elems[e], 4 * 2);
            if (err != cudaSuccess) {
                fprintf(stderr, "cudaMallocPitch: %s\n", cudaGetErrorString(err));
                return 1;
            }
            printf("pitch %zu %zu %zu\n", elems[e], nxs[i], pitch);
            cudaFree(p);
        }
    return 0;
}
