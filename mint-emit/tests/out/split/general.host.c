/* mint: translated from general.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in general.cu. Build both: nvcc -O3 -arch=sm_90 general.cu general.host.c -o general */
#include <stddef.h>
#include <stdint.h>
typedef struct {
    void *ptr;  /* element (0,0,0) */
    void *base; /* what cudaMallocPitch returned */
    size_t elem, nx, ny, nz;
    size_t pitch; /* elements per padded row */
    size_t slice; /* elements per plane: pitch * ny */
    const char *name;
} mint_array;
void mint_host_alloc(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x);
void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device);
void mint_host_free(mint_array *a);
void mint_host_sync(void);
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_B, mint_array mint_d_A, mint_array mint_d_perm);
/* ---- end of mint declarations ---- */

/* Not a stencil: a transposed read and a computed subscript. Translated by the baseline path. */
void transpose(double **A, double **B, int *perm, int n) {
    /* mint: device arrays */
    mint_array mint_d_A = {0};
    mint_array mint_d_B = {0};
    mint_array mint_d_perm = {0};
/* mint: #pragma mint copy(A, toDevice, n, n) */
if (!mint_d_A.ptr) mint_host_alloc(&mint_d_A, "A", sizeof(double), (long)(n), (long)(n), 1, 0);
mint_host_copy(&mint_d_A, (void *)&A[0][0], (long)(n), (long)(n), 1, 1);
/* mint: #pragma mint copy(B, toDevice, n, n) */
if (!mint_d_B.ptr) mint_host_alloc(&mint_d_B, "B", sizeof(double), (long)(n), (long)(n), 1, 0);
mint_host_copy(&mint_d_B, (void *)&B[0][0], (long)(n), (long)(n), 1, 1);
/* mint: #pragma mint copy(perm, toDevice, n) */
if (!mint_d_perm.ptr) mint_host_alloc(&mint_d_perm, "perm", sizeof(int), (long)(n), 1, 1, 0);
mint_host_copy(&mint_d_perm, (void *)&perm[0], (long)(n), 1, 1, 1);
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(0), (long)(n), (long)(0), (long)(n), mint_d_B, mint_d_A, mint_d_perm); /* mint: `mint for` at general.c:8 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(B, fromDevice, n, n) */
mint_host_copy(&mint_d_B, (void *)&B[0][0], (long)(n), (long)(n), 1, 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_A);
    mint_host_free(&mint_d_B);
    mint_host_free(&mint_d_perm);
}
