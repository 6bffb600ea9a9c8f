/* 2-D diffusion with the two directions' flux differences in work arrays of their own, then a
 * third loop adding both to the field: float, 2-D arrays from malloc. Usage:
 * heat2d_split_fluxes n steps */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int steps = argc > 2 ? atoi(argv[2]) : 10;
    float (*phi)[n] = malloc(sizeof(float) * n * n);
    float (*dx2)[n] = malloc(sizeof(float) * n * n);
    float (*dy2)[n] = malloc(sizeof(float) * n * n);
    const float kx = 0.15f, ky = 0.1f;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++) {
            phi[j][i] = (float)((i * 11 + j * 7) % 29) * 0.05f + (j == 0 ? 1.0f : 0.0f);
            dx2[j][i] = dy2[j][i] = 0.0f;
        }
#pragma mint copy(phi, toDevice, n, n)
#pragma mint copy(dx2, toDevice, n, n)
#pragma mint copy(dy2, toDevice, n, n)
#pragma mint parallel
    {
        for (int step = 0; step < steps; ++step) {
#pragma mint for nest(all) tile(32, 8)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < n - 1; i++)
                    dx2[j][i] = phi[j][i - 1] - 2.0f * phi[j][i] + phi[j][i + 1];
#pragma mint for nest(all) tile(32, 8)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < n - 1; i++)
                    dy2[j][i] = phi[j - 1][i] - 2.0f * phi[j][i] + phi[j + 1][i];
#pragma mint for nest(all) tile(32, 8)
            for (int j = 1; j < n - 1; j++)
                for (int i = 1; i < n - 1; i++)
                    phi[j][i] = phi[j][i] + kx * dx2[j][i] + ky * dy2[j][i];
        }
    }
#pragma mint copy(phi, fromDevice, n, n)
    double s = 0.0;
    for (int j = 0; j < n; j++)
        for (int i = 0; i < n; i++)
            s += phi[j][i] * (1 + (i + 3 * j) % 5);
    printf("checksum %.9e\n", s);
    free(phi);
    free(dx2);
    free(dy2);
    return 0;
}
