/* mint: translated from parity.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in parity.cu. Build both: nvcc -O3 -arch=sm_90 parity.cu parity.host.c -o parity */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, mint_array mint_d_u, int t);
void mint_launch_2(long mint_arg_lo_x, long mint_arg_hi_x, mint_array mint_d_a, int t);
/* ---- end of mint declarations ---- */

/* Both time levels in one array, chosen by the step's parity: 2D 5-point heat over
 * `double u[2][n + 2][n + 2]` and a 1D 3-point smoother over `float a[2][m]`. The planes are
 * read through views, so the nests are stencils. */
#include <stdio.h>

#define N 64
#define M 1000

static double u[2][64 + 2][64 + 2];
static float a[2][1000];

int main(void) {
    /* mint: device arrays */
    mint_array mint_d_u = {0};
    mint_array mint_d_a = {0};
    int T = 6;
    for (int y = 0; y < 64 + 2; y++)
        for (int x = 0; x < 64 + 2; x++)
            u[0][y][x] = u[1][y][x] = (double)((x * 3 + y * 5) % 7);
    for (int x = 0; x < 1000; x++)
        a[0][x] = a[1][x] = (float)(x % 11);
/* mint: #pragma mint copy(u, toDevice, 64 + 2, 64 + 2, 2) */
if (!mint_d_u.ptr) mint_host_alloc(&mint_d_u, "u", sizeof(double), (long)(64 + 2), (long)(64 + 2), (long)(2), 0);
mint_host_copy(&mint_d_u, (void *)&u[0][0][0], (long)(64 + 2), (long)(64 + 2), (long)(2), 1);
/* mint: #pragma mint copy(a, toDevice, 1000, 2) */
if (!mint_d_a.ptr) mint_host_alloc(&mint_d_a, "a", sizeof(float), (long)(1000), (long)(2), 1, 0);
mint_host_copy(&mint_d_a, (void *)&a[0][0], (long)(1000), (long)(2), 1, 1);
/* mint: #pragma mint parallel */
    {
        for (int t = 0; t < T; t++) {
mint_launch_1((long)(1), (long)(64), (long)(1), (long)(64), mint_d_u, t); /* mint: `mint for` at parity.c:24 (in the device file) */
mint_launch_2((long)(1), (long)(1000 - 1), mint_d_a, t); /* mint: `mint for` at parity.c:28 (in the device file) */
        }
    }
    mint_host_sync(); /* mint: end of parallel region */
/* mint: #pragma mint copy(u, fromDevice, 64 + 2, 64 + 2, 2) */
mint_host_copy(&mint_d_u, (void *)&u[0][0][0], (long)(64 + 2), (long)(64 + 2), (long)(2), 0);
/* mint: #pragma mint copy(a, fromDevice, 1000, 2) */
    mint_host_copy(&mint_d_a, (void *)&a[0][0], (long)(1000), (long)(2), 1, 0);
    /* mint: free device arrays */
    mint_host_free(&mint_d_u);
    mint_host_free(&mint_d_a);
    printf("%f %f\n", u[T % 2][64 / 2][64 / 2], a[T % 2][1000 / 2]);
    return 0;
}
