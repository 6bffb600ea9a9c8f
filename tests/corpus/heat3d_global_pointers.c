/* 3-D heat with a heat source, the way small solver codes keep their fields: static global
 * arrays of fixed size, two `float *` pointers set to them before the loop and swapped through a
 * temporary after each sweep (the arrays themselves never move), an indexing macro, a
 * conductivity `A` read at the point and a source `Q` read two planes away on both sides.
 * Usage: heat3d_global_pointers [n (ignored: the sizes are fixed)] [steps]
 * Prints a checksum of the field the last sweep wrote (through the pointer). */
#include <stdio.h>
#include <stdlib.h>

#define NZ 20
#define NY 18
#define NX 40
#define AT(z, y, x) (((z) * NY + (y)) * NX + (x))

static float T0[NZ * NY * NX], T1[NZ * NY * NX], Q[NZ * NY * NX], A[NZ * NY * NX];

int main(int argc, char **argv)
{
    int steps = argc > 2 ? atoi(argv[2]) : 9;
    for (int c = 0; c < NZ * NY * NX; c++) {
        T0[c] = T1[c] = 300.0f + (float)(c % 17);
        Q[c] = 0.01f * (float)(c % 5);
        A[c] = 0.1f + 0.01f * (float)(c % 3);
    }
    float *cur = T0, *nxt = T1;
#pragma mint copy(T0, toDevice, NX, NY, NZ)
#pragma mint copy(T1, toDevice, NX, NY, NZ)
#pragma mint copy(Q, toDevice, NX, NY, NZ)
#pragma mint copy(A, toDevice, NX, NY, NZ)
#pragma mint parallel
    {
        for (int s = 0; s < steps; s++) {
#pragma mint for nest(all) tile(16, 8, 4) chunksize(1, 1, 4)
            for (int z = 2; z < NZ - 2; z++)
                for (int y = 1; y < NY - 1; y++)
                    for (int x = 1; x < NX - 1; x++)
                        nxt[AT(z, y, x)] = cur[AT(z, y, x)]
                            + A[AT(z, y, x)] * (cur[AT(z, y, x - 1)] + cur[AT(z, y, x + 1)]
                                                + cur[AT(z, y - 1, x)] + cur[AT(z, y + 1, x)]
                                                + cur[AT(z - 1, y, x)] + cur[AT(z + 1, y, x)]
                                                - 6.0f * cur[AT(z, y, x)])
                            + 0.5f * (Q[AT(z, y, x)] + Q[AT(z + 2, y, x)]) - 0.25f * Q[AT(z - 2, y, x)];
#pragma mint single
            {
                float *tmp = cur;
                cur = nxt;
                nxt = tmp;
            }
        }
    }
#pragma mint copy(T0, fromDevice, NX, NY, NZ)
#pragma mint copy(T1, fromDevice, NX, NY, NZ)
    double sum = 0.0;
    for (int c = 0; c < NZ * NY * NX; c++)
        sum += cur[c] * (1.0 + (c % 4) * 0.25);
    printf("checksum %.15e\n", sum);
    return 0;
}
