/* mint: translated from multi.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in multi.cu. Build both: nvcc -O3 -arch=sm_90 multi.cu multi.host.c -o multi */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_V, mint_array mint_d_U, mint_array mint_d_W, double a, double b);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_U, mint_array mint_d_V, mint_array mint_d_W);
/* ---- end of mint declarations ---- */

/* Several nests in one region, a barrier, nowait, and a host loop counter. */
void step(double ***U, double ***V, double ***W, int n, int steps, double a, double b) {
    /* mint: device arrays */
    mint_array mint_d_U = {0};
    mint_array mint_d_V = {0};
    mint_array mint_d_W = {0};
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
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:3", "U");
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
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:4", "V");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = V[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_V, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(W, toDevice, n, n, n) */
if (!mint_d_W.ptr) mint_host_alloc(&mint_d_W, "W", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `W` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&W[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&W[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_W, (void *)&W[0][0][0], (long)(n), (long)(n), (long)(n), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:5", "W");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = W[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_W, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel default(shared) */
    {
        int t = 0;
        while (t < steps) {
mint_launch_1((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_V, mint_d_U, mint_d_W, a, b); /* mint: `mint for` at multi.c:10 (in the device file) */
mint_host_sync(); /* mint barrier */
mint_launch_2((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_U, mint_d_V, mint_d_W); /* mint: `mint for` at multi.c:16 (in the device file) */
            t = t + 1;
        }
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(U, fromDevice, n, n, n) */
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
        mint_host_copy(&mint_d_U, (void *)&U[0][0][0], (long)(n), (long)(n), (long)(n), 0);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:24", "U");
        mint_host_copy(&mint_d_U, (void *)mint_st, (long)(n), (long)(n), (long)(n), 0);
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    U[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i];
        mint_host_staging_free(mint_st);
    }
}
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
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "multi.c:25", "V");
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
    mint_host_free(&mint_d_W);
}
