/* mint: translated from heat2d.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in heat2d.tb.cu. Build both: nvcc -O3 -arch=sm_90 heat2d.tb.cu heat2d.tb.host.c -o heat2d.tb */
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
void mint_tb_flush_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_V, mint_array mint_d_U);
void mint_tb_step_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_V, mint_array mint_d_U);
/* ---- end of mint declarations ---- */

/* 2D 5-point heat with a 32x8 tile. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    /* mint: device arrays */
    mint_array mint_d_U = {0};
    mint_array mint_d_V = {0};
    int n = argc > 1 ? atoi(argv[1]) : 100;
    int T = 4;
    double **U = (double **)malloc(sizeof(double *) * (n + 2));
    double **V = (double **)malloc(sizeof(double *) * (n + 2));
    double *du = (double *)malloc(sizeof(double) * (n + 2) * (n + 2));
    double *dv = (double *)malloc(sizeof(double) * (n + 2) * (n + 2));
    for (int y = 0; y < n + 2; y++) {
        U[y] = du + y * (n + 2);
        V[y] = dv + y * (n + 2);
        for (int x = 0; x < n + 2; x++)
            U[y][x] = V[y][x] = (double)((x * 3 + y * 5) % 7);
    }
/* mint: #pragma mint copy(U, toDevice, n + 2, n + 2) */
if (!mint_d_U.ptr) mint_host_alloc(&mint_d_U, "U", sizeof(double), (long)(n + 2), (long)(n + 2), 1, 0);
{ /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&U[0][0];
    for (long mint_k = 0; mint_k < 1L && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n + 2); mint_j++)
            if ((size_t)(const void *)&U[mint_j][0] != mint_b + (size_t)((mint_k * (long)(n + 2) + mint_j) * (long)(n + 2)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_U, (void *)&U[0][0], (long)(n + 2), (long)(n + 2), 1, 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n + 2)) * (size_t)((long)(n + 2)) * (size_t)(1) * sizeof(double), "heat2d.c:18", "U");
        for (long mint_k = 0; mint_k < 1L; mint_k++)
            for (long mint_j = 0; mint_j < (long)(n + 2); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n + 2); mint_i++)
                    mint_st[(mint_k * (long)(n + 2) + mint_j) * (long)(n + 2) + mint_i] = U[mint_j][mint_i];
        mint_host_copy(&mint_d_U, (void *)mint_st, (long)(n + 2), (long)(n + 2), 1, 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(V, toDevice, n + 2, n + 2) */
if (!mint_d_V.ptr) mint_host_alloc(&mint_d_V, "V", sizeof(double), (long)(n + 2), (long)(n + 2), 1, 0);
{ /* mint: `V` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&V[0][0];
    for (long mint_k = 0; mint_k < 1L && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)(n + 2); mint_j++)
            if ((size_t)(const void *)&V[mint_j][0] != mint_b + (size_t)((mint_k * (long)(n + 2) + mint_j) * (long)(n + 2)) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_V, (void *)&V[0][0], (long)(n + 2), (long)(n + 2), 1, 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)(n + 2)) * (size_t)((long)(n + 2)) * (size_t)(1) * sizeof(double), "heat2d.c:19", "V");
        for (long mint_k = 0; mint_k < 1L; mint_k++)
            for (long mint_j = 0; mint_j < (long)(n + 2); mint_j++)
                for (long mint_i = 0; mint_i < (long)(n + 2); mint_i++)
                    mint_st[(mint_k * (long)(n + 2) + mint_j) * (long)(n + 2) + mint_i] = V[mint_j][mint_i];
        mint_host_copy(&mint_d_V, (void *)mint_st, (long)(n + 2), (long)(n + 2), 1, 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint parallel */
    {
        for (int t = 0; t < T; t++) {
mint_tb_step_1((long)(1), (long)(n), (long)(1), (long)(n), mint_d_V, mint_d_U); /* mint: `mint for` at heat2d.c:23: one step of a time loop, run 8 steps per launch of mint_tb_1 after the loop */
/* mint: #pragma mint single (runs on the host) */
            {
                double **tmp = U;
                mint_array mint_d_tmp = mint_d_U; /* mint: same on the device */
                U = V;
                mint_d_U = mint_d_V; /* mint: same on the device */
                V = tmp;
                mint_d_V = mint_d_tmp; /* mint: same on the device */
            }
        }
        mint_tb_flush_1((long)(1), (long)(n), (long)(1), (long)(n), mint_d_V, mint_d_U); /* mint: the time loop's pending steps, fused */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(U, fromDevice, n + 2, n + 2) */
    { /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
        int mint_apart = 0;
        const size_t mint_b = (size_t)(const void *)&U[0][0];
        for (long mint_k = 0; mint_k < 1L && !mint_apart; mint_k++)
            for (long mint_j = 0; mint_j < (long)(n + 2); mint_j++)
                if ((size_t)(const void *)&U[mint_j][0] != mint_b + (size_t)((mint_k * (long)(n + 2) + mint_j) * (long)(n + 2)) * sizeof(double)) {
                    mint_apart = 1;
                    break;
                }
        if (!mint_apart) {
            mint_host_copy(&mint_d_U, (void *)&U[0][0], (long)(n + 2), (long)(n + 2), 1, 0);
        } else {
            double *mint_st = (double *)mint_host_staging((size_t)((long)(n + 2)) * (size_t)((long)(n + 2)) * (size_t)(1) * sizeof(double), "heat2d.c:35", "U");
            mint_host_copy(&mint_d_U, (void *)mint_st, (long)(n + 2), (long)(n + 2), 1, 0);
            for (long mint_k = 0; mint_k < 1L; mint_k++)
                for (long mint_j = 0; mint_j < (long)(n + 2); mint_j++)
                    for (long mint_i = 0; mint_i < (long)(n + 2); mint_i++)
                        U[mint_j][mint_i] = mint_st[(mint_k * (long)(n + 2) + mint_j) * (long)(n + 2) + mint_i];
            mint_host_staging_free(mint_st);
        }
    }
    /* mint: free device arrays */
    mint_host_free(&mint_d_U);
    mint_host_free(&mint_d_V);
    printf("%f\n", U[n / 2][n / 2]);
    return 0;
}
