/* mint: translated from clamp2d.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in clamp2d.tb.cu. Build both: nvcc -O3 -arch=sm_90 clamp2d.tb.cu clamp2d.tb.host.c -o clamp2d.tb */
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
void mint_tb_flush_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_b, mint_array mint_d_a, int w, int h);
void mint_tb_step_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_b, mint_array mint_d_a, int w, int h);
/* ---- end of mint declarations ---- */

/* 2D smoothing of a flat float image with its edges clamped by index locals (no boundary
 * layer): the fused kernel runs the blocks clear of the edges apart from those at them. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    /* mint: device arrays */
    mint_array mint_d_a = {0};
    mint_array mint_d_b = {0};
    int w = 120, h = 90, passes = 6;
    float *a = (float *)malloc(sizeof(float) * w * h);
    float *b = (float *)malloc(sizeof(float) * w * h);
    for (int i = 0; i < w * h; i++)
        a[i] = b[i] = (float)(i % 11);
/* mint: #pragma mint copy(a, toDevice, w, h) */
if (!mint_d_a.ptr) mint_host_alloc(&mint_d_a, "a", sizeof(float), (long)(w), (long)(h), 1, 0);
mint_host_copy(&mint_d_a, (void *)&a[0], (long)(w), (long)(h), 1, 1);
/* mint: #pragma mint copy(b, toDevice, w, h) */
if (!mint_d_b.ptr) mint_host_alloc(&mint_d_b, "b", sizeof(float), (long)(w), (long)(h), 1, 0);
mint_host_copy(&mint_d_b, (void *)&b[0], (long)(w), (long)(h), 1, 1);
/* mint: #pragma mint parallel */
    {
        for (int p = 0; p < passes; p++) {
mint_tb_step_1((long)(0), (long)(w), (long)(0), (long)(h), mint_d_b, mint_d_a, w, h); /* mint: `mint for` at clamp2d.c:17: one step of a time loop, run 8 steps per launch of mint_tb_1 after the loop */
/* mint: #pragma mint single (runs on the host) */
            {
                float *t = a;
                mint_array mint_d_t = mint_d_a; /* mint: same on the device */
                a = b;
                mint_d_a = mint_d_b; /* mint: same on the device */
                b = t;
                mint_d_b = mint_d_t; /* mint: same on the device */
            }
        }
        mint_tb_flush_1((long)(0), (long)(w), (long)(0), (long)(h), mint_d_b, mint_d_a, w, h); /* mint: the time loop's pending steps, fused */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(a, fromDevice, w, h) */
    mint_host_copy(&mint_d_a, (void *)&a[0], (long)(w), (long)(h), 1, 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_a);
    mint_host_free(&mint_d_b);
    printf("%f\n", a[w * h / 2]);
    return 0;
}
