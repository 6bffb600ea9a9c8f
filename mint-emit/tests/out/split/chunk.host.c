/* mint: translated from chunk.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in chunk.cu. Build both: nvcc -O3 -arch=sm_90 chunk.cu chunk.host.c -o chunk */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_B, mint_array mint_d_A, float w);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_A, mint_array mint_d_B, float w);
/* ---- end of mint declarations ---- */

/* Chunking in z (paper's loop aggregation), in y, and in x (strided), float. */
void sweep(float ***A, float ***B, int n, float w) {
    /* mint: device arrays */
    mint_array mint_d_A = {0};
    mint_array mint_d_B = {0};
/* mint: #pragma mint copy(A, toDevice, n, n, n) */
if (!mint_d_A.ptr) mint_host_alloc(&mint_d_A, "A", sizeof(float), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `A` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&A[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&A[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(float)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_A, (void *)&A[0][0][0], (long)(n), (long)(n), (long)(n), 1);
    } else {
        float *mint_st = (float *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(float), "chunk.c:3", "A");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = A[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_A, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(B, toDevice, n, n, n) */
if (!mint_d_B.ptr) mint_host_alloc(&mint_d_B, "B", sizeof(float), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `B` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&B[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&B[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(float)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_B, (void *)&B[0][0][0], (long)(n), (long)(n), (long)(n), 1);
    } else {
        float *mint_st = (float *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(float), "chunk.c:4", "B");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = B[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_B, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_B, mint_d_A, w); /* mint: `mint for` at chunk.c:7 (in the device file) */
mint_launch_2((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_A, mint_d_B, w); /* mint: `mint for` at chunk.c:12 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(A, fromDevice, n, n, n) */
{ /* mint: `A` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&A[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&A[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(float)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_A, (void *)&A[0][0][0], (long)(n), (long)(n), (long)(n), 0);
    } else {
        float *mint_st = (float *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(float), "chunk.c:18", "A");
        mint_host_copy(&mint_d_A, (void *)mint_st, (long)(n), (long)(n), (long)(n), 0);
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    A[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i];
        mint_host_staging_free(mint_st);
    }
}
    /* mint: free device arrays */
    mint_host_free(&mint_d_A);
    mint_host_free(&mint_d_B);
}
