/* AN5D's star3d1r (CGO 2020 artifact, star3d1r.c) in mint's idiom, for the side-by-side
 * comparison of scripts/gpu_an5d.sh: the 3-D seven-point star with AN5D's seven coefficients
 * (float literals), written in double (`--precision f32` makes it AN5D's float version), on an
 * n^3 interior with a fixed boundary layer, the two time levels swapped in a `single` where
 * AN5D's host code flips `A[t % 2]`.
 * Usage: star3d1r [n] [steps]   (n^3 interior points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 4;
    double (*a)[n + 2][n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2) * (n + 2));
    double (*b)[n + 2][n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2) * (n + 2));
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++)
            for (int k = 0; k < n + 2; k++)
                a[i][j][k] = b[i][j][k] = (double)((i * 7 + j * 11 + k * 13) % 23) / 23.0;

#pragma mint copy(a, toDevice, n + 2, n + 2, n + 2)
#pragma mint copy(b, toDevice, n + 2, n + 2, n + 2)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(32, 8, 8) chunksize(1, 1, 8)
            for (int i = 1; i <= n; i++)
                for (int j = 1; j <= n; j++)
                    for (int k = 1; k <= n; k++)
                        b[i][j][k] = 0.2500f * a[i][j][k]
                            + 0.1248f * a[i - 1][j][k] + 0.1249f * a[i + 1][j][k]
                            + 0.1250f * a[i][j - 1][k] + 0.1251f * a[i][j + 1][k]
                            + 0.1252f * a[i][j][k - 1] + 0.1253f * a[i][j][k + 1];
#pragma mint single
            {
                double (*tmp)[n + 2][n + 2] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, n + 2, n + 2, n + 2)

    double s = 0.0;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++)
            for (int k = 1; k <= n; k++)
                s += a[i][j][k] * (1 + (i + 2 * j + 3 * k) % 5);
    printf("checksum %.9e\n", s);
    free(a);
    free(b);
    return 0;
}
