// mint: translated from c99.c by mint 0.1.0, target openmp
/* C99 host code and a flat array: an index macro, restrict pointers, a VLA parameter, malloc
 * without casts and a designated initializer. The host side must stay C (split layout). */
#include <stdio.h>
#include <stdlib.h>

#define IDX(i, j, k) (((k) * ny + (j)) * nx + (i))

static void smooth(int nx, int ny, int nz, double *restrict out, const double *restrict in, double w)
{
/* mint: #pragma mint copy(in, toDevice, nx * ny * nz) */
/* mint: #pragma mint copy(out, toDevice, nx * ny * nz) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for nest(all) tile(32, 4, 1); no collapse(3): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int k = 1; k < nz - 1; k++)
            for (int j = 1; j < ny - 1; j++)
                for (int i = 1; i < nx - 1; i++)
                    out[(((k) * ny + (j)) * nx + (i))] = w * in[(((k) * ny + (j)) * nx + (i))]
                        + (1.0 - w) / 6.0 * (in[(((k) * ny + (j)) * nx + (i - 1))] + in[(((k) * ny + (j)) * nx + (i + 1))]
                                             + in[(((k) * ny + (j - 1)) * nx + (i))] + in[(((k) * ny + (j + 1)) * nx + (i))]
                                             + in[(((k - 1) * ny + (j)) * nx + (i))] + in[(((k + 1) * ny + (j)) * nx + (i))]);
    }
/* mint: #pragma mint copy(out, fromDevice, nx * ny * nz) */
}

static void scale2d(int n, double A[n][n], double s)
{
/* mint: #pragma mint copy(A, toDevice, n, n) */
/* mint: #pragma mint parallel */
    {
#pragma omp parallel for /* mint: pragma mint for nest(all); no collapse(2): OpenMP may count collapsed iterations in the loop variables' 32 bits */
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                A[i][j] = s * A[i][j];
    }
/* mint: #pragma mint copy(A, fromDevice, n, n) */
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
