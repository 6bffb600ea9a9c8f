/* mint: translated from c99.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in c99.cu. Build both: nvcc -O3 -arch=sm_90 c99.cu c99.host.c -o c99 */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_out, mint_array mint_d_in, double w);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_A, double s);
/* ---- end of mint declarations ---- */

/* C99 host code and a flat array: an index macro, restrict pointers, a VLA parameter, malloc
 * without casts and a designated initializer. The host side must stay C (split layout). */
#include <stdio.h>
#include <stdlib.h>

#define IDX(i, j, k) (((k) * ny + (j)) * nx + (i))

static void smooth(int nx, int ny, int nz, double *restrict out, const double *restrict in, double w)
{
    /* mint: device arrays */
    mint_array mint_d_in = {0};
    mint_array mint_d_out = {0};
/* mint: #pragma mint copy(in, toDevice, nx * ny * nz) */
if (!mint_d_in.ptr) mint_host_alloc(&mint_d_in, "in", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
mint_host_copy(&mint_d_in, (void *)&in[0], (long)(nx), (long)(ny), (long)(nz), 1);
/* mint: #pragma mint copy(out, toDevice, nx * ny * nz) */
if (!mint_d_out.ptr) mint_host_alloc(&mint_d_out, "out", sizeof(double), (long)(nx), (long)(ny), (long)(nz), 0);
mint_host_copy(&mint_d_out, (void *)&out[0], (long)(nx), (long)(ny), (long)(nz), 1);
/* mint: #pragma mint parallel */
    {
mint_launch_1((long)(1), (long)(nx - 1), (long)(1), (long)(ny - 1), (long)(1), (long)(nz - 1), mint_d_out, mint_d_in, w); /* mint: `mint for` at c99.c:14 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(out, fromDevice, nx * ny * nz) */
mint_host_copy(&mint_d_out, (void *)&out[0], (long)(nx), (long)(ny), (long)(nz), 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_in);
    mint_host_free(&mint_d_out);
}

static void scale2d(int n, double A[n][n], double s)
{
    /* mint: device arrays */
    mint_array mint_d_A = {0};
/* mint: #pragma mint copy(A, toDevice, n, n) */
if (!mint_d_A.ptr) mint_host_alloc(&mint_d_A, "A", sizeof(double), (long)(n), (long)(n), 1, 0);
mint_host_copy(&mint_d_A, (void *)&A[0][0], (long)(n), (long)(n), 1, 1);
/* mint: #pragma mint parallel */
    {
mint_launch_2((long)(0), (long)(n), (long)(0), (long)(n), mint_d_A, s); /* mint: `mint for` at c99.c:31 (in the device file) */
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(A, fromDevice, n, n) */
mint_host_copy(&mint_d_A, (void *)&A[0][0], (long)(n), (long)(n), 1, 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_A);
}

int main(void)
{
    int dims[3] = {[0] = 24, [1] = 20, [2] = 16};
    int nx = dims[0], ny = dims[1], nz = dims[2];
    double *a = malloc(sizeof(double) * nx * ny * nz);
    double *b = malloc(sizeof(double) * nx * ny * nz);
    for (int p = 0; p < nx * ny * nz; p++)
        a[p] = b[p] = (p % 17) / 17.0;
    smooth(nx, ny, nz, b, a, 0.5);
    double (*m)[8] = malloc(sizeof(double[8][8]));
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            m[i][j] = i + j;
    scale2d(8, m, 0.5);
    double s = 0;
    for (int p = 0; p < nx * ny * nz; p++)
        s += b[p];
    printf("checksum %.15e %.15e\n", s, m[7][7]);
    free(a);
    free(b);
    free(m);
    return 0;
}
