/* 2-D heat in float with the progress a long run prints: every third step the `single` that
 * swaps the buffers also prints a probe point of the new state (`u[n / 2][1]`, read by host
 * code inside the region: mint reads that element from the GPU), and the loop stops early when
 * a probe of the flat view passes a threshold (`flat[mid]`).
 * Usage: heat2d_monitor [n] [steps] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 32;
    int steps = argc > 2 ? atoi(argv[2]) : 8;
    float (*u)[n] = malloc(sizeof(float) * n * n);
    float (*w)[n] = malloc(sizeof(float) * n * n);
    float *flat = malloc(sizeof(float) * n * n), *flat2 = malloc(sizeof(float) * n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            u[i][j] = w[i][j] = (j == 0) ? 100.0f : 0.0f;
            flat[i * n + j] = flat2[i * n + j] = (i == 0) ? 50.0f : 0.0f;
        }
    int mid = (n / 2) * n + 2, t = 1;

#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(w, toDevice, n, n)
#pragma mint copy(flat, toDevice, n, n)
#pragma mint copy(flat2, toDevice, n, n)
#pragma mint parallel
    {
        for (t = 1; t <= steps; t++) {
#pragma mint for nest(all) tile(16, 16)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    w[i][j] = 0.25f * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
                    flat2[i * n + j] = 0.25f * (flat[i * n + j - n] + flat[i * n + j + n] + flat[i * n + j - 1] + flat[i * n + j + 1]);
                }
#pragma mint single
            {
                float (*tmp)[n] = u;
                float *ftmp = flat;
                u = w;
                w = tmp;
                flat = flat2;
                flat2 = ftmp;
                if (t % 3 == 0)
                    printf("step %d probe %.6f %.6f\n", t, u[n / 2][1], (double)u[1][n / 2] + flat[mid]);
            }
            if (flat[mid] > 0.3f)
                break;
        }
    }
#pragma mint copy(u, fromDevice, n, n)
#pragma mint copy(flat, fromDevice, n, n)
    printf("stopped after %d steps: %.6f %.6f\n", t, u[n / 2][2], flat[mid + n]);
    return 0;
}
