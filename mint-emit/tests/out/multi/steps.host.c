/* mint: translated from steps.c by mint 0.1.0, -O0, target cuda, multi-GPU: the host side, in C.
   The kernels and the multi-GPU runtime are in steps.cu. Build: nvcc -O3 -arch=sm_90 steps.cu steps.host.c -o steps -lnccl
   (MPI, one rank per GPU: nvcc -O3 -arch=sm_90 -DMINT_MPI steps.cu steps.host.c -o steps -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)) */
#include <stddef.h>
#include <stdint.h>
typedef struct {
    void *ptr;
    const char *name;
} mint_array;
void mint_host_alloc_slabs(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank, long levels);
void mint_host_alloc_whole(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank);
void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device);
void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_free(mint_array *a);
void mint_host_sync(void);
void *mint_host_staging(size_t bytes, const char *where, const char *name);
void mint_host_staging_free(void *p);
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_h_b, mint_array mint_h_a);
/* ---- end of mint declarations ---- */

/* Strided and exclusive loop bounds, and a 1D array. */
void every_other(float *a, float *b, long n) {
    /* mint: device arrays */
    mint_array mint_d_a = {0};
    mint_array mint_d_b = {0};
/* mint: #pragma mint copy(a, toDevice, n) */
if (!mint_d_a.ptr) mint_host_alloc_slabs(&mint_d_a, "a", sizeof(float), (long)(n), 1, 1, 0, 1, 1);
mint_host_copy(&mint_d_a, (void *)&a[0], (long)(n), 1, 1, 1);
/* mint: #pragma mint copy(b, toDevice, n) */
if (!mint_d_b.ptr) mint_host_alloc_slabs(&mint_d_b, "b", sizeof(float), (long)(n), 1, 1, 0, 1, 1);
mint_host_copy(&mint_d_b, (void *)&b[0], (long)(n), 1, 1, 1);
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(2), (long)(n - 2), mint_d_b, mint_d_a); /* mint: `mint for` at steps.c:7 (on every GPU, in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(b, fromDevice, n) */
mint_host_copy(&mint_d_b, (void *)&b[0], (long)(n), 1, 1, 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_a);
    mint_host_free(&mint_d_b);
}
