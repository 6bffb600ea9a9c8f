/* The canonical twin of thermal3d_flat.c, in mint's own idiom: the same 7-point thermal update
 * with the power map and ambient term, float, on 3-D arrays with a boundary layer (the interior
 * nx * ny * nz points are updated, the layer stays), the swap in a `single`. The boundary rule
 * differs (fixed layer instead of clamped neighbours), the work per point does not: it is the
 * timing reference of thermal3d_flat.c.
 * Usage: thermal3d_canon [n [iterations]]   (n x (n - n/6) x (n/4 + 1) interior points) */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int nx = argc > 1 ? atoi(argv[1]) : 96;
    int ny = nx - nx / 6;
    int nz = nx / 4 + 1;
    int iters = argc > 2 ? atoi(argv[2]) : 20;
    float cap = 0.5f, rx = 1.25f, ry = 1.5f, rz = 4.0f, dt = 0.1f;
    float sdc = dt / cap;
    float ce = sdc / rx, cw = sdc / rx, cn = sdc / ry, cs = sdc / ry, ct = sdc / rz, cb = sdc / rz;
    float cc = 1.0f - (2.0f * ce + 2.0f * cn + 3.0f * ct);
    float (*p)[ny + 2][nx + 2] = malloc(sizeof(float) * (nx + 2) * (ny + 2) * (nz + 2));
    float (*tin)[ny + 2][nx + 2] = malloc(sizeof(float) * (nx + 2) * (ny + 2) * (nz + 2));
    float (*tout)[ny + 2][nx + 2] = malloc(sizeof(float) * (nx + 2) * (ny + 2) * (nz + 2));
    for (int z = 0; z < nz + 2; z++)
        for (int y = 0; y < ny + 2; y++)
            for (int x = 0; x < nx + 2; x++) {
                long i = ((long)z * (ny + 2) + y) * (nx + 2) + x;
                p[z][y][x] = (float)((i * 37) % 101) * 0.01f;
                tin[z][y][x] = 320.0f + (float)((i * 13) % 53) * 0.1f;
                tout[z][y][x] = tin[z][y][x];
            }

#pragma mint copy(p, toDevice, nx + 2, ny + 2, nz + 2)
#pragma mint copy(tin, toDevice, nx + 2, ny + 2, nz + 2)
#pragma mint copy(tout, toDevice, nx + 2, ny + 2, nz + 2)
#pragma mint parallel
    {
        for (int it = 0; it < iters; it++) {
#pragma mint for nest(all) tile(32, 4, 1)
            for (int z = 1; z <= nz; z++)
                for (int y = 1; y <= ny; y++)
                    for (int x = 1; x <= nx; x++)
                        tout[z][y][x] = cc * tin[z][y][x] + cw * tin[z][y][x - 1] + ce * tin[z][y][x + 1]
                                      + cs * tin[z][y + 1][x] + cn * tin[z][y - 1][x] + cb * tin[z - 1][y][x]
                                      + ct * tin[z + 1][y][x] + sdc * p[z][y][x] + ct * 80.0f;
#pragma mint single
            {
                float (*tmp)[ny + 2][nx + 2] = tin;
                tin = tout;
                tout = tmp;
            }
        }
    }
#pragma mint copy(tin, fromDevice, nx + 2, ny + 2, nz + 2)

    double sum = 0.0;
    for (int z = 1; z <= nz; z++)
        for (int y = 1; y <= ny; y++)
            for (int x = 1; x <= nx; x++)
                sum += tin[z][y][x] * (1.0 + (x % 7) * 0.125);
    printf("checksum %.15e\n", sum);
    free(p);
    free(tin);
    free(tout);
    return 0;
}
