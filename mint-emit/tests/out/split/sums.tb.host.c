/* mint: translated from sums.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in sums.tb.cu. Build both: nvcc -O3 -arch=sm_90 sums.tb.cu sums.tb.host.c -o sums.tb */
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
void mint_tb_flush_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_v, mint_array mint_d_f, mint_array mint_d_u, double w);
void mint_tb_step_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_v, mint_array mint_d_f, mint_array mint_d_u, double w);
/* ---- end of mint declarations ---- */

/* A solver's flat arrays: Jacobi sweeps of a 19-point Poisson operator with a source term,
 * indexed through a macro, the time loop swapping pointers in `single`. Its temporal kernel
 * takes the plane-sum stages (the shared references reach three planes; the source is a rest
 * term loaded one plane ahead). */
#include <stdio.h>
#include <stdlib.h>

#define AT(a, i, j, k) a[((k) * ny + (j)) * nx + (i)]

static void jacobi19(int nx, int ny, int nz, int steps, double *u, double *v, const double *f)
{
    /* mint: device arrays */
    mint_array mint_d_u = {0};
    mint_array mint_d_v = {0};
    mint_array mint_d_f = {0};
    const double w = 1.0 / 24.0;
/* mint: #pragma mint copy(u, toDevice, nx * ny * nz) */
if (!mint_d_u.ptr) mint_host_alloc(&mint_d_u, "u", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
mint_host_copy(&mint_d_u, (void *)&u[0], (long)(nx), (long)(ny), (long)(nz), 1);
/* mint: #pragma mint copy(v, toDevice, nx * ny * nz) */
if (!mint_d_v.ptr) mint_host_alloc(&mint_d_v, "v", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
mint_host_copy(&mint_d_v, (void *)&v[0], (long)(nx), (long)(ny), (long)(nz), 1);
/* mint: #pragma mint copy(f, toDevice, nx * ny * nz) */
if (!mint_d_f.ptr) mint_host_alloc(&mint_d_f, "f", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
mint_host_copy(&mint_d_f, (void *)&f[0], (long)(nx), (long)(ny), (long)(nz), 1);
/* mint: #pragma mint parallel */
    {
        for (int s = 0; s < steps; s++) {
mint_tb_step_1((long)(1), (long)(nx - 1), (long)(1), (long)(ny - 1), (long)(1), (long)(nz - 1), mint_d_v, mint_d_f, mint_d_u, w); /* mint: `mint for` at sums.c:19: one step of a time loop, run 3 steps per launch of mint_tb_1 after the loop */
/* mint: #pragma mint single (runs on the host) */
            {
                double *t = u;
                mint_array mint_d_t = mint_d_u; /* mint: same on the device */
                u = v;
                mint_d_u = mint_d_v; /* mint: same on the device */
                v = t;
                mint_d_v = mint_d_t; /* mint: same on the device */
            }
        }
        mint_tb_flush_1((long)(1), (long)(nx - 1), (long)(1), (long)(ny - 1), (long)(1), (long)(nz - 1), mint_d_v, mint_d_f, mint_d_u, w); /* mint: the time loop's pending steps, fused */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(u, fromDevice, nx * ny * nz) */
mint_host_copy(&mint_d_u, (void *)&u[0], (long)(nx), (long)(ny), (long)(nz), 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_u);
    mint_host_free(&mint_d_v);
    mint_host_free(&mint_d_f);
}

int main(void)
{
    int nx = 20, ny = 18, nz = 16, steps = 4;
    size_t len = (size_t)nx * ny * nz;
    double *u = malloc(sizeof(double) * len);
    double *v = malloc(sizeof(double) * len);
    double *f = malloc(sizeof(double) * len);
    for (size_t p = 0; p < len; p++) {
        u[p] = v[p] = (double)(p % 23) / 23.0;
        f[p] = 1e-3 * (double)(p % 7);
    }
    jacobi19(nx, ny, nz, steps, u, v, f);
    double s = 0;
    for (size_t p = 0; p < len; p++)
        s += u[p];
    printf("checksum %.15e\n", s);
    free(u);
    free(v);
    free(f);
    return 0;
}
