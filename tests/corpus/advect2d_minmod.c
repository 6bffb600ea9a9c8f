/* Upwind advection of a scalar in 2-D with a minmod-limited correction, float,
 * flat arrays with a global row length from a macro, f-suffixed literals,
 * fminf/fmaxf/fabsf in the nest, an asymmetric (upwind) stencil. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NX 384
#define NY 320
#define AT(x, y) ((y) * NX + (x))
#define MINMOD(a, b) ((a) * (b) <= 0.0f ? 0.0f : (fabsf(a) < fabsf(b) ? (a) : (b)))

int main(void)
{
    const float cx = 0.3f, cy = 0.2f;
    const int steps = 40;
    float *q = (float *)malloc(NX * NY * sizeof(float));
    float *qn = (float *)malloc(NX * NY * sizeof(float));
    int x, y, s;

    for (y = 0; y < NY; y++)
        for (x = 0; x < NX; x++) {
            float fx = (float)x / NX, fy = (float)y / NY;
            q[AT(x, y)] = (fx > 0.2f && fx < 0.4f && fy > 0.3f && fy < 0.6f) ? 1.0f : 0.1f * fx;
            qn[AT(x, y)] = q[AT(x, y)];
        }

#pragma mint copy(q, toDevice, NX, NY)
#pragma mint copy(qn, toDevice, NX, NY)
#pragma mint parallel
    {
        for (s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(64, 4)
            for (y = 2; y < NY - 1; y++)
                for (x = 2; x < NX - 1; x++) {
                    float dqx = q[AT(x, y)] - q[AT(x - 1, y)];
                    float dqy = q[AT(x, y)] - q[AT(x, y - 1)];
                    float lx = MINMOD(dqx, q[AT(x - 1, y)] - q[AT(x - 2, y)]);
                    float ly = MINMOD(dqy, q[AT(x, y - 1)] - q[AT(x, y - 2)]);
                    qn[AT(x, y)] = q[AT(x, y)] - cx * dqx - cy * dqy
                                 - 0.5f * cx * (1.0f - cx) * (MINMOD(q[AT(x + 1, y)] - q[AT(x, y)], dqx) - lx)
                                 - 0.5f * cy * (1.0f - cy) * (MINMOD(q[AT(x, y + 1)] - q[AT(x, y)], dqy) - ly);
                    qn[AT(x, y)] = fmaxf(0.0f, fminf(qn[AT(x, y)], 1.0f));
                }
#pragma mint single
            {
                float *t = q;
                q = qn;
                qn = t;
            }
        }
    }
#pragma mint copy(q, fromDevice, NX, NY)

    double sum = 0.0;
    for (y = 0; y < NY; y++)
        for (x = 0; x < NX; x++)
            sum += q[AT(x, y)] * (1.0 + (x % 5) + 0.5 * (y % 3));
    printf("checksum %.15e\n", sum);
    free(q);
    free(qn);
    return 0;
}
