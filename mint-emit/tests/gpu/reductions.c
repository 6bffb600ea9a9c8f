/* Reductions of every operator and several types, at nest depths 1 to 3, with chunking, next to a
 * stencil update (so -O1..-O3 stage it). Prints every reduced value; the GPU run must print what
 * the CPU prints (integers exactly, floating point to rounding).
 * Usage: reductions [n] [steps] */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int T = argc > 2 ? atoi(argv[2]) : 3;
    double *ud = (double *)malloc(sizeof(double) * (size_t)(n + 2) * (n + 2) * (n + 2));
    double *vd = (double *)malloc(sizeof(double) * (size_t)(n + 2) * (n + 2) * (n + 2));
    double **ur = (double **)malloc(sizeof(double *) * (size_t)(n + 2) * (n + 2));
    double **vr = (double **)malloc(sizeof(double *) * (size_t)(n + 2) * (n + 2));
    double ***U = (double ***)malloc(sizeof(double **) * (size_t)(n + 2));
    double ***V = (double ***)malloc(sizeof(double **) * (size_t)(n + 2));
    for (int z = 0; z < n + 2; z++) {
        U[z] = ur + (size_t)z * (n + 2);
        V[z] = vr + (size_t)z * (n + 2);
        for (int y = 0; y < n + 2; y++) {
            U[z][y] = ud + ((size_t)z * (n + 2) + y) * (n + 2);
            V[z][y] = vd + ((size_t)z * (n + 2) + y) * (n + 2);
            for (int x = 0; x < n + 2; x++)
                U[z][y][x] = V[z][y][x] = 0.5 + (double)((x * 7 + y * 3 + z * 11) % 19) / 19.0;
        }
    }
    float *fd = (float *)malloc(sizeof(float) * (size_t)n * n);
    float **F = (float **)malloc(sizeof(float *) * (size_t)n);
    int *S = (int *)malloc(sizeof(int) * (size_t)n);
    for (int y = 0; y < n; y++) {
        F[y] = fd + (size_t)y * n;
        for (int x = 0; x < n; x++)
            F[y][x] = (float)((x * 5 + y * 9) % 23) - 11.5f;
        S[y] = (y % 5 == 0 || y == 1) ? -1 : 1;
    }

    double l2 = 0.0, dmin = 0.0;
    float fmaxv = -1000.0f;
    int sign = 1;
    long count = 0;
#pragma mint copy(U, toDevice, n + 2, n + 2, n + 2)
#pragma mint copy(V, toDevice, n + 2, n + 2, n + 2)
#pragma mint copy(F, toDevice, n, n)
#pragma mint copy(S, toDevice, n)
#pragma mint parallel
    {
        for (int t = 0; t < T; t++) {
#pragma mint for nest(all) tile(32, 4, 8) chunksize(1, 1, 8)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++)
                        V[z][y][x] = 0.4 * U[z][y][x] + 0.1 * (U[z][y][x - 1] + U[z][y][x + 1] + U[z][y - 1][x]
                                   + U[z][y + 1][x] + U[z - 1][y][x] + U[z + 1][y][x]);
            l2 = 0.0;
            dmin = 1e30;
#pragma mint for nest(all) tile(32, 8, 4) chunksize(1, 2, 4) reduction(+:l2) reduction(min:dmin)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++) {
                        double d = V[z][y][x] - U[z][y][x];
                        l2 += d * d;
                        dmin = fmin(dmin, d);
                    }
#pragma mint single
            {
                double ***tmp = U;
                U = V;
                V = tmp;
            }
        }
#pragma mint for nest(2) tile(16, 16) reduction(max:fmaxv) reduction(+:count)
        for (int y = 0; y < n; y++)
            for (int x = 0; x < n; x++) {
                fmaxv = fmaxf(fmaxv, F[y][x] * (float)(1 + (x + y) % 3));
                if (F[y][x] > 0.0f)
                    count++;
            }
#pragma mint for tile(64) reduction(*:sign)
        for (int y = 0; y < n; y++)
            sign *= S[y];
    }
    printf("l2 %.12e dmin %.12e fmax %.6e count %ld sign %d\n", sqrt(l2), dmin, (double)fmaxv, count, sign);
    return 0;
}
