/* 3-D accessor macros with parenthesized arguments over global sizes. */
#include <stdio.h>
#include <stdlib.h>
static int NX, NY, NZ;
#define U(i, j, k) u[((k) * NY + (j)) * NX + (i)]
#define V(i, j, k) v[((k) * NY + (j)) * NX + (i)]

int main(int argc, char **argv)
{
    NX = argc > 1 ? atoi(argv[1]) : 20;
    NY = NX - 2;
    NZ = NX + 3;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    double *u = malloc(sizeof(double) * NX * NY * NZ), *v = malloc(sizeof(double) * NX * NY * NZ);
    for (int c = 0; c < NX * NY * NZ; c++) u[c] = v[c] = (double)(c % 31) / 31.0;
#pragma mint copy(u, toDevice, NX, NY, NZ)
#pragma mint copy(v, toDevice, NX, NY, NZ)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(16, 4, 4) chunksize(1, 1, 4)
            for (int k = 1; k < NZ - 1; k++)
                for (int j = 1; j < NY - 1; j++)
                    for (int i = 1; i < NX - 1; i++)
                        V(i, j, k) = (U(i - 1, j, k) + U(i + 1, j, k) + U(i, j - 1, k) + U(i, j + 1, k) + U(i, j, k - 1) + U(i, j, k + 1)) / 6.0;
#pragma mint single
            { double *x = u; u = v; v = x; }
        }
    }
#pragma mint copy(u, fromDevice, NX, NY, NZ)
    double s = 0;
    for (int c = 0; c < NX * NY * NZ; c++) s += u[c] * (1 + c % 5);
    printf("%.12e\n", s);
    return 0;
}
