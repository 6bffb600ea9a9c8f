/* mint: translated from reduction.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in reduction.cu. Build both: nvcc -O3 -arch=sm_90 reduction.cu reduction.host.c -o reduction */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_U, mint_array mint_d_R, double *mint_out_sum);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_F, float *mint_out_peak);
void mint_launch_3(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_d_I, int *mint_out_prod);
/* ---- end of mint declarations ---- */

/* Reductions: + over doubles, max over floats, * over ints, at several nest depths. */
#include <math.h>
double residual(double ***U, double ***R, float **F, int **I, int n, int *prod_out) {
    /* mint: device arrays */
    mint_array mint_d_U = {0};
    mint_array mint_d_R = {0};
    mint_array mint_d_F = {0};
    mint_array mint_d_I = {0};
    double sum = 0.0;
    float peak = -1.0f;
    int prod = 1;
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
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "reduction.c:7", "U");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = U[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_U, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(R, toDevice, n, n, n) */
if (!mint_d_R.ptr) mint_host_alloc(&mint_d_R, "R", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
{ /* mint: `R` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&R[0][0][0];
    for (long mint_k = 0; mint_k < (long)(n) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&R[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_R, (void *)&R[0][0][0], (long)(n), (long)(n), (long)(n), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)((long)(n)) * sizeof(double), "reduction.c:8", "R");
        for (long mint_k = 0; mint_k < (long)(n); mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = R[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_R, (void *)mint_st, (long)(n), (long)(n), (long)(n), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(F, toDevice, n, n) */
if (!mint_d_F.ptr) mint_host_alloc(&mint_d_F, "F", sizeof(float), (long)(n), (long)(n), 1, 0);
{ /* mint: `F` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&F[0][0];
    for (long mint_k = 0; mint_k < 1L && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&F[mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(float)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_F, (void *)&F[0][0], (long)(n), (long)(n), 1, 1);
    } else {
        float *mint_st = (float *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)(1) * sizeof(float), "reduction.c:9", "F");
        for (long mint_k = 0; mint_k < 1L; mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = F[mint_j][mint_i];
        mint_host_copy(&mint_d_F, (void *)mint_st, (long)(n), (long)(n), 1, 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(I, toDevice, n, n) */
if (!mint_d_I.ptr) mint_host_alloc(&mint_d_I, "I", sizeof(int), (long)(n), (long)(n), 1, 0);
{ /* mint: `I` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&I[0][0];
    for (long mint_k = 0; mint_k < 1L && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n); mint_j++)
            if ((size_t)(const void *)&I[mint_j][0] != mint_b + (size_t)((mint_k * (long)(n) + mint_j) * (long)(n)) * sizeof(int)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_I, (void *)&I[0][0], (long)(n), (long)(n), 1, 1);
    } else {
        int *mint_st = (int *)mint_host_staging((size_t)((long)(n)) * (size_t)((long)(n)) * (size_t)(1) * sizeof(int), "reduction.c:10", "I");
        for (long mint_k = 0; mint_k < 1L; mint_k++)
            for (long mint_j = 0; mint_j < (long)(n); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n); mint_i++)
                    mint_st[(mint_k * (long)(n) + mint_j) * (long)(n) + mint_i] = I[mint_j][mint_i];
        mint_host_copy(&mint_d_I, (void *)mint_st, (long)(n), (long)(n), 1, 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_U, mint_d_R, &sum); /* mint: `mint for` at reduction.c:13 (in the device file) */
mint_launch_2((long)(0), (long)(n), (long)(0), (long)(n), mint_d_F, &peak); /* mint: `mint for` at reduction.c:20 (in the device file) */
mint_launch_3((long)(0), (long)(n), mint_d_I, &prod); /* mint: `mint for` at reduction.c:24 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
    /* mint: free device arrays */
    mint_host_free(&mint_d_U);
    mint_host_free(&mint_d_R);
    mint_host_free(&mint_d_F);
    mint_host_free(&mint_d_I);
    *prod_out = prod;
    return sqrt(sum) + peak;
}
