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
void mint_host_free(mint_array *a);
void mint_host_sync(void);
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
mint_host_copy(&mint_d_U, (void *)&U[0][0][0], (long)(n), (long)(n), (long)(n), 1);
/* mint: #pragma mint copy(R, toDevice, n, n, n) */
if (!mint_d_R.ptr) mint_host_alloc(&mint_d_R, "R", sizeof(double), (long)(n), (long)(n), (long)(n), 0);
mint_host_copy(&mint_d_R, (void *)&R[0][0][0], (long)(n), (long)(n), (long)(n), 1);
/* mint: #pragma mint copy(F, toDevice, n, n) */
if (!mint_d_F.ptr) mint_host_alloc(&mint_d_F, "F", sizeof(float), (long)(n), (long)(n), 1, 0);
mint_host_copy(&mint_d_F, (void *)&F[0][0], (long)(n), (long)(n), 1, 1);
/* mint: #pragma mint copy(I, toDevice, n, n) */
if (!mint_d_I.ptr) mint_host_alloc(&mint_d_I, "I", sizeof(int), (long)(n), (long)(n), 1, 0);
mint_host_copy(&mint_d_I, (void *)&I[0][0], (long)(n), (long)(n), 1, 1);
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
