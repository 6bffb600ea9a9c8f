/* mint: translated from reduction.c by mint 0.1.0, -O0, target cuda, multi-GPU: the host side, in C.
   The kernels and the multi-GPU runtime are in reduction.cu. Build: nvcc -O3 -arch=sm_90 reduction.cu reduction.host.c -o reduction -lnccl
   (MPI, one rank per GPU: nvcc -O3 -arch=sm_90 -DMINT_MPI reduction.cu reduction.host.c -o reduction -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)) */
#include <stddef.h>
#include <stdint.h>
typedef struct {
    void *ptr;
    const char *name;
} mint_array;
void mint_host_alloc_slabs(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank);
void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device);
void mint_host_free(mint_array *a);
void mint_host_sync(void);
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_h_U, mint_array mint_h_R, double *mint_out_sum);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_h_F, float *mint_out_peak);
void mint_launch_3(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_h_I, int *mint_out_prod);
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
if (!mint_d_U.ptr) mint_host_alloc_slabs(&mint_d_U, "U", sizeof(double), (long)(n), (long)(n), (long)(n), 0, 3);
mint_host_copy(&mint_d_U, (void *)&U[0][0][0], (long)(n), (long)(n), (long)(n), 1);
/* mint: #pragma mint copy(R, toDevice, n, n, n) */
if (!mint_d_R.ptr) mint_host_alloc_slabs(&mint_d_R, "R", sizeof(double), (long)(n), (long)(n), (long)(n), 0, 3);
mint_host_copy(&mint_d_R, (void *)&R[0][0][0], (long)(n), (long)(n), (long)(n), 1);
/* mint: #pragma mint copy(F, toDevice, n, n) */
if (!mint_d_F.ptr) mint_host_alloc_slabs(&mint_d_F, "F", sizeof(float), (long)(n), (long)(n), 1, 0, 2);
mint_host_copy(&mint_d_F, (void *)&F[0][0], (long)(n), (long)(n), 1, 1);
/* mint: #pragma mint copy(I, toDevice, n, n) */
if (!mint_d_I.ptr) mint_host_alloc_slabs(&mint_d_I, "I", sizeof(int), (long)(n), (long)(n), 1, 0, 2);
mint_host_copy(&mint_d_I, (void *)&I[0][0], (long)(n), (long)(n), 1, 1);
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(n - 1), (long)(1), (long)(n - 1), (long)(1), (long)(n - 1), mint_d_U, mint_d_R, &sum); /* mint: `mint for` at reduction.c:13 (on every GPU, in the device file) */
mint_launch_2((long)(0), (long)(n), (long)(0), (long)(n), mint_d_F, &peak); /* mint: `mint for` at reduction.c:20 (on every GPU, in the device file) */
mint_launch_3((long)(0), (long)(n), mint_d_I, &prod); /* mint: `mint for` at reduction.c:24 (on every GPU, in the device file) */
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
