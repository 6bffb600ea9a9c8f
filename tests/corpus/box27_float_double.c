/* A 27-point smoothing filter in float with a double accumulator, as image and volume codes
 * write it: three window loops over the neighbourhood inside the nest, the weight chosen by how
 * many offsets are non-zero (centre, faces, edges, corners), `int` locals in the window's body.
 * Usage: box27_float_double [n] [steps] (n^3 points, default 40, 6 steps). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 40;
    int steps = argc > 2 ? atoi(argv[2]) : 6;
    float (*a)[n][n] = malloc(sizeof(float[n][n][n]));
    float (*b)[n][n] = malloc(sizeof(float[n][n][n]));
    float (*t)[n][n];

    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                a[i][j][k] = b[i][j][k] = (float)((i + 2 * j + 3 * k) % 7);

#pragma mint copy(a, toDevice, n, n, n)
#pragma mint copy(b, toDevice, n, n, n)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(32, 4, 4) chunksize(1, 1, 4)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    for (int k = 1; k < n - 1; k++) {
                        double acc = 0.0;
                        for (int di = -1; di <= 1; di++)
                            for (int dj = -1; dj <= 1; dj++)
                                for (int dk = -1; dk <= 1; dk++) {
                                    int d = (di != 0) + (dj != 0) + (dk != 0);
                                    double w = d == 0 ? 0.4 : d == 1 ? 0.05 : d == 2 ? 0.015 : 0.005;
                                    acc += w * a[i + di][j + dj][k + dk];
                                }
                        b[i][j][k] = (float)acc;
                    }
#pragma mint single
            {
                t = a;
                a = b;
                b = t;
            }
        }
    }
#pragma mint copy(a, fromDevice, n, n, n)

    double s = 0.0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            for (int k = 0; k < n; k++)
                s += a[i][j][k] * (1 + (i + j + k) % 3);
    printf("checksum %.15e\n", s);
    free(a);
    free(b);
    return 0;
}
