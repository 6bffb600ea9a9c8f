/* The 2-D 5-point Jacobi of the temporal-blocking literature (AN5D's j2d5pt): five weighted
 * neighbours divided by 118, in float, on a grid with a fixed boundary layer, pointer swap in
 * a `single`. The division by a literal is what `--fast-math` turns into a multiplication by
 * its reciprocal. Usage: j2d5pt [n] [steps]   (n^2 interior points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 256;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    float (*a)[n + 2] = malloc(sizeof(float) * (n + 2) * (n + 2));
    float (*b)[n + 2] = malloc(sizeof(float) * (n + 2) * (n + 2));
    for (int i = 0; i < n + 2; i++)
        for (int j = 0; j < n + 2; j++)
            a[i][j] = b[i][j] = (float)((i * 31 + j * 17) % 97) / 97.0f;

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
                float (*tmp)[n + 2] = a;
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
