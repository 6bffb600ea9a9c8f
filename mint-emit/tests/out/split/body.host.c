/* mint: translated from body.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in body.cu. Build both: nvcc -O3 -arch=sm_90 body.cu body.host.c -o body */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_U, mint_array mint_d_V, int mode, double dt);
/* ---- end of mint declarations ---- */

/* A richer body: locals, if/else, ternary, casts, math calls, compound assignment. */
#include <math.h>
void update(double ***U, double ***V, int n, double dt, int mode) {
    /* mint: device arrays */
    mint_array mint_d_U = {0};
    mint_array mint_d_V = {0};
/* mint: #pragma mint copy(U, toDevice, n, n, n) */
if (!mint_d_U.ptr) mint_host_alloc(&mint_d_U, "U", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&U[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&U[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_U, (void *)&U[0][0][0], (long)(n), (long)(n), (long)(n), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "body.c:4", "U");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = U[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_U, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(V, toDevice, n, n, n) */
if (!mint_d_V.ptr) mint_host_alloc(&mint_d_V, "V", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `V` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&V[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&V[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_V, (void *)&V[0][0][0], (long)(n), (long)(n), (long)(n), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "body.c:5", "V");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = V[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_V, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(n - 2), (long)(1), (long)(n - 2), (long)(1), (long)(n - 2), mint_d_U, mint_d_V, mode, dt); /* mint: `mint for` at body.c:8 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(V, fromDevice, n, n, n) */
{ /* mint: `V` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&V[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&V[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_V, (void *)&V[0][0][0], (long)(n), (long)(n), (long)(n), 0);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "body.c:21", "V");
        mint_host_copy(&mint_d_V, (void *)mint_st, (long)(n), (long)(n), (long)(n), 0);
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    V[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i];
        mint_host_staging_free(mint_st);
    }
}
    /* mint: free device arrays */
    mint_host_free(&mint_d_U);
    mint_host_free(&mint_d_V);
}
