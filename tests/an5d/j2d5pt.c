/* AN5D's j2d5pt (CGO 2020 artifact, j2d5pt.c) in mint's idiom, for the side-by-side comparison
 * of scripts/gpu_an5d.sh: the same five weighted neighbours divided by 118 with AN5D's float
 * literals, written in double (`--precision f32` makes it AN5D's float version: every `double`
 * becomes `float`), on an n^2 interior with a fixed boundary layer, the two time levels swapped
 * in a `single` where AN5D's host code flips `A[t % 2]`.
 * Usage: j2d5pt [n] [steps]   (n^2 interior points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 256;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    double (*a)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    double (*b)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++)
            a[i][j] = b[i][j] = (double)((i * 31 + j * 17) % 97) / 97.0;

#pragma mint copy(a, toDevice, n + 2, n + 2)
#pragma mint copy(b, toDevice, n + 2, n + 2)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(64, 8)
            for (int i = 1; i <= n; i++)
                for (int j = 1; j <= n; j++)
                    b[i][j] = (5.1f * a[i - 1][j] + 12.1f * a[i][j - 1] + 15.0f * a[i][j]
                               + 12.2f * a[i][j + 1] + 5.2f * a[i + 1][j]) / 118;
#pragma mint single
            {
                double (*tmp)[n + 2] = a;
                a = b;
                b = tmp;
            }
        }
    }
#pragma mint copy(a, fromDevice, n + 2, n + 2)

    double s = 0.0;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= n; j++)
            s += a[i][j] * (1 + (i + 2 * j) % 5);
    printf("checksum %.9e\n", s);
    free(a);
    free(b);
    return 0;
}
