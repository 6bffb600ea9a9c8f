/* 3-D diffusion in float on a periodic box with a conductivity map read at the point and a
 * profile along z (coefficients read at the wrapped coordinates in the fused kernel), conditional
 * wraps in x and y, remainders in z. Usage: diffuse3d_periodic_map n steps */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32, steps = argc > 2 ? atoi(argv[2]) : 5;
    float (*u)[n][n] = malloc(sizeof(float) * n * n * n), (*v)[n][n] = malloc(sizeof(float) * n * n * n), (*kap)[n][n] = malloc(sizeof(float) * n * n * n);
    float *prof = malloc(sizeof(float) * n);
    for (int k = 0; k < n; k++) { prof[k] = 1.0f + 0.01f * k; for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) { u[k][j][i] = v[k][j][i] = ((i + 3 * j + 5 * k) % 13) * 0.1f; kap[k][j][i] = 0.05f + 0.01f * ((i * j + k) % 5); } }
#pragma mint copy(u, toDevice, n, n, n)
#pragma mint copy(v, toDevice, n, n, n)
#pragma mint copy(kap, toDevice, n, n, n)
#pragma mint copy(prof, toDevice, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (int k = 0; k < n; k++)
                for (int j = 0; j < n; j++)
                    for (int i = 0; i < n; i++) {
                        int ip = i == n - 1 ? 0 : i + 1, im = i == 0 ? n - 1 : i - 1;
                        int jp = j == n - 1 ? 0 : j + 1, jm = j == 0 ? n - 1 : j - 1;
                        int kp = (k + 1) % n, km = (k + n - 1) % n;
                        v[k][j][i] = u[k][j][i] + kap[k][j][i] * prof[k] * (u[k][j][ip] + u[k][j][im] + u[k][jp][i] + u[k][jm][i] + u[kp][j][i] + u[km][j][i] - 6.0f * u[k][j][i]);
                    }
#pragma mint single
            { float (*w)[n][n] = u; u = v; v = w; }
        }
    }
#pragma mint copy(u, fromDevice, n, n, n)
    double s = 0;
    for (int k = 0; k < n; k++) for (int j = 0; j < n; j++) for (int i = 0; i < n; i++) s += u[k][j][i] * (1 + (i + k) % 4);
    printf("%.6e\n", s);
    return 0;
}
