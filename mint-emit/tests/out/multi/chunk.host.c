/* mint: translated from chunk.c by mint 0.1.0, -O0, target cuda, multi-GPU: the host side, in C.
   The kernels and the multi-GPU runtime are in chunk.cu. Build: nvcc -O3 -arch=sm_90 chunk.cu chunk.host.c -o chunk -lnccl
   (MPI, one rank per GPU: nvcc -O3 -arch=sm_90 -DMINT_MPI chunk.cu chunk.host.c -o chunk -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)) */
#include <stddef.h>
#include <stdint.h>
typedef struct {
    void *ptr;
    const char *name;
} mint_array;
void mint_host_alloc_slabs(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank);
void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device);
void mint_host_free(mint_array *a);
void mint_host_sync(void);
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_h_B, mint_array mint_h_A, float w);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_h_A, mint_array mint_h_B, float w);
/* ---- end of mint declarations ---- */

/* Chunking in z (paper's loop aggregation), in y, and in x (strided), float. */
void sweep(float ***A, float ***B, int n, float w) {
    /* mint: device arrays */
    mint_array mint_d_A = {0};
    mint_array mint_d_B = {0};
/* mint: #pragma mint copy(A, toDevice, n, n, n) */
if (!mint_d_A.ptr) mint_host_alloc_slabs(&mint_d_A, "A", sizeof(float), (long)(n), (long)(n), (long)(n), 0, 3);
mint_host_copy(&mint_d_A, (void *)&A[0][0][0], (long)(n), (long)(n), (long)(n), 1);
/* mint: #pragma mint copy(B, toDevice, n, n, n) */
if (!mint_d_B.ptr) mint_host_alloc_slabs(&mint_d_B, "B", sizeof(float), (long)(n), (long)(n), (long)(n), 0, 3);
mint_host_copy(&mint_d_B, (void *)&B[0][0][0], (long)(n), (long)(n), (long)(n), 1);
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_B, mint_d_A, w); /* mint: `mint for` at chunk.c:7 (on every GPU, in the device file) */
mint_launch_2((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_A, mint_d_B, w); /* mint: `mint for` at chunk.c:12 (on every GPU, in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(A, fromDevice, n, n, n) */
mint_host_copy(&mint_d_A, (void *)&A[0][0][0], (long)(n), (long)(n), (long)(n), 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_A);
    mint_host_free(&mint_d_B);
}
