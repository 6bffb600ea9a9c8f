/* mint: translated from nest1.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in nest1.cu. Build both: nvcc -O3 -arch=sm_90 nest1.cu nest1.host.c -o nest1 */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_d_B, mint_array mint_d_A, int ny, int nx);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_B, mint_array mint_d_A, int nx);
/* ---- end of mint declarations ---- */

/* nest(1): only the outer loop is parallel; the inner loops run serially in each thread. */
void smooth(double ***A, double ***B, int nx, int ny, int nz) {
    /* mint: device arrays */
    mint_array mint_d_A = {0};
    mint_array mint_d_B = {0};
/* mint: #pragma mint copy(A, toDevice, nx, ny, nz) */
if (!mint_d_A.ptr) mint_host_alloc(&mint_d_A, "A", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
{ /* mint: `A` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&A[0][0][0];
    for (long mint_k = 0; mint_k < (long)(nz) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(ny); mint_j++)
            if ((size_t)(const void *)&A[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(ny) + mint_j) * (long)(nx)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_A, (void *)&A[0][0][0], (long)(nx), (long)(ny), (long)(nz), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(nx)) * (size_t)((long)(ny)) * (size_t)((long)(nz)) * sizeof(double), "nest1.c:3", "A");
        for (long mint_k = 0; mint_k < (long)(nz); mint_k++)
            for (long mint_j = 0; mint_j < (long)(ny); mint_j++)
                for (long mint_i = 0; mint_i < (long)(nx); mint_i++)
                    mint_st[(mint_k * (long)(ny) + mint_j) * (long)(nx) + mint_i] = A[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_A, (void *)mint_st, (long)(nx), (long)(ny), (long)(nz), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(B, toDevice, nx, ny, nz) */
if (!mint_d_B.ptr) mint_host_alloc(&mint_d_B, "B", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
{ /* mint: `B` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&B[0][0][0];
    for (long mint_k = 0; mint_k < (long)(nz) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(ny); mint_j++)
            if ((size_t)(const void *)&B[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(ny) + mint_j) * (long)(nx)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_B, (void *)&B[0][0][0], (long)(nx), (long)(ny), (long)(nz), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(nx)) * (size_t)((long)(ny)) * (size_t)((long)(nz)) * sizeof(double), "nest1.c:4", "B");
        for (long mint_k = 0; mint_k < (long)(nz); mint_k++)
            for (long mint_j = 0; mint_j < (long)(ny); mint_j++)
                for (long mint_i = 0; mint_i < (long)(nx); mint_i++)
                    mint_st[(mint_k * (long)(ny) + mint_j) * (long)(nx) + mint_i] = B[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_B, (void *)mint_st, (long)(nx), (long)(ny), (long)(nz), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(nz - 1), mint_d_B, mint_d_A, ny, nx); /* mint: `mint for` at nest1.c:7 (in the device file) */
mint_launch_2((long)(1), (long)(ny - 1), (long)(1), (long)(nz - 1), mint_d_B, mint_d_A, nx); /* mint: `mint for` at nest1.c:12 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(A, fromDevice, nx, ny, nz) */
{ /* mint: `A` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&A[0][0][0];
    for (long mint_k = 0; mint_k < (long)(nz) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(ny); mint_j++)
            if ((size_t)(const void *)&A[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(ny) + mint_j) * (long)(nx)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_A, (void *)&A[0][0][0], (long)(nx), (long)(ny), (long)(nz), 0);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(nx)) * (size_t)((long)(ny)) * (size_t)((long)(nz)) * sizeof(double), "nest1.c:21", "A");
        mint_host_copy(&mint_d_A, (void *)mint_st, (long)(nx), (long)(ny), (long)(nz), 0);
        for (long mint_k = 0; mint_k < (long)(nz); mint_k++)
            for (long mint_j = 0; mint_j < (long)(ny); mint_j++)
                for (long mint_i = 0; mint_i < (long)(nx); mint_i++)
                    A[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)(ny) + mint_j) * (long)(nx) + mint_i];
        mint_host_staging_free(mint_st);
    }
}
    /* mint: free device arrays */
    mint_host_free(&mint_d_A);
    mint_host_free(&mint_d_B);
}
