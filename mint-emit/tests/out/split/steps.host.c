/* mint: translated from steps.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in steps.cu. Build both: nvcc -O3 -arch=sm_90 steps.cu steps.host.c -o steps */
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
void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_free(mint_array *a);
void *mint_host_read(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where);
void *mint_host_elem(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where);
void mint_host_elem_store(void);
void mint_host_sync(void);
void *mint_host_staging(size_t bytes, const char *where, const char *name);
void mint_host_staging_free(void *p);
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_d_b, mint_array mint_d_a);
/* ---- end of mint declarations ---- */

/* Strided and exclusive loop bounds, and a 1D array. */
void every_other(float *a, float *b, long n) {
    /* mint: device arrays */
    mint_array mint_d_a = {0};
    mint_array mint_d_b = {0};
/* mint: #pragma mint copy(a, toDevice, n) */
if (!mint_d_a.ptr) mint_host_alloc(&mint_d_a, "a", sizeof(float), (long)(n), 1, 1, 0);
mint_host_copy(&mint_d_a, (void *)&a[0], (long)(n), 1, 1, 1);
/* mint: #pragma mint copy(b, toDevice, n) */
if (!mint_d_b.ptr) mint_host_alloc(&mint_d_b, "b", sizeof(float), (long)(n), 1, 1, 0);
mint_host_copy(&mint_d_b, (void *)&b[0], (long)(n), 1, 1, 1);
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(2), (long)(n - 2), mint_d_b, mint_d_a); /* mint: `mint for` at steps.c:7 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(b, fromDevice, n) */
mint_host_copy(&mint_d_b, (void *)&b[0], (long)(n), 1, 1, 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_a);
    mint_host_free(&mint_d_b);
}
