/* mint: translated from heat3d.c by mint 0.1.0, -O0, target cuda: the host side, in C.
   The kernels are in heat3d.cu. Build both: nvcc -O3 -arch=sm_90 heat3d.cu heat3d.host.c -o heat3d */
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
void mint_launch_1(long mint_arg_lo_x, long mint_arg_hi_x, long mint_arg_lo_y, long mint_arg_hi_y, long mint_arg_lo_z, long mint_arg_hi_z, mint_array mint_d_Unew, mint_array mint_d_U, double c0, double c1);
/* ---- end of mint declarations ---- */

/* 3D heat equation, explicit 7-point scheme, as in Listing 1 of the Mint paper.
 * Legal C: a C compiler ignores the pragmas and runs it on the CPU.
 * Usage: heat3d [n] [steps]   (grid n^3 interior points, default 128, 10 steps)
 * Prints a checksum of the final grid so that CPU and GPU runs can be compared. */
#include <stdio.h>
#include <stdlib.h>

/* Contiguous 3D array with row pointers: A[z][y][x], storage &A[0][0][0]. */
static double ***alloc3d(int nx, int ny, int nz) {
    double *data = (double *)malloc((size_t)nx * ny * nz * sizeof(double));
    double **rows = (double **)malloc((size_t)ny * nz * sizeof(double *));
    double ***planes = (double ***)malloc((size_t)nz * sizeof(double **));
    for (int z = 0; z < nz; z++) {
        planes[z] = rows + (size_t)z * ny;
        for (int y = 0; y < ny; y++)
            planes[z][y] = data + ((size_t)z * ny + y) * nx;
    }
    return planes;
}

static void free3d(double ***a) {
    free(a[0][0]);
    free(a[0]);
    free(a);
}

int main(int argc, char **argv) {
    /* mint: device arrays */
    mint_array mint_d_U = {0};
    mint_array mint_d_Unew = {0};
    int n = argc > 1 ? atoi(argv[1]) : 128;
    int T = argc > 2 ? atoi(argv[2]) : 10;
    int m = n, k = n;
    double kappa = 0.1, dt = 0.1, dx = 1.0;
    double c1 = kappa * dt / (dx * dx);
    double c0 = 1.0 - 6.0 * c1;

    double ***U = alloc3d(n + 2, m + 2, k + 2);
    double ***Unew = alloc3d(n + 2, m + 2, k + 2);
    for (int z = 0; z < k + 2; z++)
        for (int y = 0; y < m + 2; y++)
            for (int x = 0; x < n + 2; x++) {
                U[z][y][x] = (double)((x * 7 + y * 13 + z * 29) % 101) / 101.0;
                Unew[z][y][x] = U[z][y][x];
            }

/* mint: #pragma mint copy(U, toDevice, (n+2), (m+2), (k+2)) */
if (!mint_d_U.ptr) mint_host_alloc(&mint_d_U, "U", sizeof(double), (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 0);
{ /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&U[0][0][0];
    for (long mint_k = 0; mint_k < (long)((k + 2)) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)((m + 2)); mint_j++)
            if ((size_t)(const void *)&U[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)((m + 2)) + mint_j) * (long)((n + 2))) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_U, (void *)&U[0][0][0], (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)((n + 2))) * (size_t)((long)((m + 2))) * (size_t)((long)((k + 2))) * sizeof(double), "heat3d.c:44", "U");
        for (long mint_k = 0; mint_k < (long)((k + 2)); mint_k++)
            for (long mint_j = 0; mint_j < (long)((m + 2)); mint_j++)
                for (long mint_i = 0; mint_i < (long)((n + 2)); mint_i++)
                    mint_st[(mint_k * (long)((m + 2)) + mint_j) * (long)((n + 2)) + mint_i] = U[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_U, (void *)mint_st, (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 1);
        mint_host_staging_free(mint_st);
    }
}
/* mint: #pragma mint copy(Unew, toDevice, (n+2), (m+2), (k+2)) */
if (!mint_d_Unew.ptr) mint_host_alloc(&mint_d_Unew, "Unew", sizeof(double), (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 0);
{ /* mint: `Unew` is reached through row pointers: one copy where its rows are one block, else through a staging block */
    int mint_apart = 0;
    const size_t mint_b = (size_t)(const void *)&Unew[0][0][0];
    for (long mint_k = 0; mint_k < (long)((k + 2)) && !mint_apart; mint_k++)
        for (long mint_j = 0; mint_j < (long)((m + 2)); mint_j++)
            if ((size_t)(const void *)&Unew[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)((m + 2)) + mint_j) * (long)((n + 2))) * sizeof(double)) {
                mint_apart = 1;
                break;
            }
    if (!mint_apart) {
        mint_host_copy(&mint_d_Unew, (void *)&Unew[0][0][0], (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 1);
    } else {
        double *mint_st = (double *)mint_host_staging((size_t)((long)((n + 2))) * (size_t)((long)((m + 2))) * (size_t)((long)((k + 2))) * sizeof(double), "heat3d.c:45", "Unew");
        for (long mint_k = 0; mint_k < (long)((k + 2)); mint_k++)
            for (long mint_j = 0; mint_j < (long)((m + 2)); mint_j++)
                for (long mint_i = 0; mint_i < (long)((n + 2)); mint_i++)
                    mint_st[(mint_k * (long)((m + 2)) + mint_j) * (long)((n + 2)) + mint_i] = Unew[mint_k][mint_j][mint_i];
        mint_host_copy(&mint_d_Unew, (void *)mint_st, (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 1);
        mint_host_staging_free(mint_st);
    }
}

/* mint: #pragma mint parallel default(shared) */
    {
        int t = 0;
        while (t++ < T) {
mint_launch_1((long)(1), (long)(n), (long)(1), (long)(m), (long)(1), (long)(k), mint_d_Unew, mint_d_U, c0, c1); /* mint: `mint for` at heat3d.c:51 (in the device file) */
/* mint: #pragma mint single (runs on the host) */
            {
                double ***tmp = U;
                mint_array mint_d_tmp = mint_d_U; /* mint: same on the device */
                U = Unew;
                mint_d_U = mint_d_Unew; /* mint: same on the device */
                Unew = tmp;
                mint_d_Unew = mint_d_tmp; /* mint: same on the device */
            }
        }
    }
    mint_host_sync(); /* mint: end of parallel region */

/* mint: #pragma mint copy(U, fromDevice, (n+2), (m+2), (k+2)) */
    { /* mint: `U` is reached through row pointers: one copy where its rows are one block, else through a staging block */
        int mint_apart = 0;
        const size_t mint_b = (size_t)(const void *)&U[0][0][0];
        for (long mint_k = 0; mint_k < (long)((k + 2)) && !mint_apart; mint_k++)
            for (long mint_j = 0; mint_j < (long)((m + 2)); mint_j++)
                if ((size_t)(const void *)&U[mint_k][mint_j][0] != mint_b + (size_t)((mint_k * (long)((m + 2)) + mint_j) * (long)((n + 2))) * sizeof(double)) {
                    mint_apart = 1;
                    break;
                }
        if (!mint_apart) {
            mint_host_copy(&mint_d_U, (void *)&U[0][0][0], (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 0);
        } else {
            double *mint_st = (double *)mint_host_staging((size_t)((long)((n + 2))) * (size_t)((long)((m + 2))) * (size_t)((long)((k + 2))) * sizeof(double), "heat3d.c:68", "U");
            mint_host_copy(&mint_d_U, (void *)mint_st, (long)((n + 2)), (long)((m + 2)), (long)((k + 2)), 0);
            for (long mint_k = 0; mint_k < (long)((k + 2)); mint_k++)
                for (long mint_j = 0; mint_j < (long)((m + 2)); mint_j++)
                    for (long mint_i = 0; mint_i < (long)((n + 2)); mint_i++)
                        U[mint_k][mint_j][mint_i] = mint_st[(mint_k * (long)((m + 2)) + mint_j) * (long)((n + 2)) + mint_i];
            mint_host_staging_free(mint_st);
        }
    }
    /* mint: free device arrays */
    mint_host_free(&mint_d_U);
    mint_host_free(&mint_d_Unew);

    double sum = 0.0;
    for (int z = 1; z <= k; z++)
        for (int y = 1; y <= m; y++)
            for (int x = 1; x <= n; x++)
                sum += U[z][y][x] * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17));
    printf("checksum %.15e\n", sum);
    free3d(U);
    free3d(Unew);
    return 0;
}
