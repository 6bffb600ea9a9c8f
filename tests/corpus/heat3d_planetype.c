/* A 3-D heat step over grids declared through array typedefs, as some solver codes name their
 * planes and rows: `typedef double plane_t[NY][NX]` so that the grid is a `plane_t *` from one
 * malloc (indexed u[z][y][x]), and a pointer-to-array typedef for the swap's temporary. Sizes
 * are macros. Usage: heat3d_planetype [steps] */
#include <stdio.h>
#include <stdlib.h>

#define NX 72
#define NY 56
#define NZ 40

typedef double plane_t[NY][NX];   /* one z-plane of the grid */
typedef double (*grid_p)[NY][NX]; /* a grid: planes one after another */

static void fill(plane_t *u)
{
    for (int z = 0; z < NZ; z++)
        for (int y = 0; y < NY; y++)
            for (int x = 0; x < NX; x++)
                u[z][y][x] = ((x + 2 * y + 3 * z) % 7) * 0.5 + (z == 0 ? 4.0 : 0.0);
}

int main(int argc, char **argv)
{
    int steps = argc > 1 ? atoi(argv[1]) : 12;
    plane_t *u = malloc(sizeof(plane_t) * NZ);
    grid_p v = malloc(sizeof(plane_t) * NZ);
    if (!u || !v)
        return 1;
    fill(u);
    fill(v);
    const double c = 1.0 / 6.0;

#pragma mint copy(u, toDevice, NX, NY, NZ)
#pragma mint copy(v, toDevice, NX, NY, NZ)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++) {
#pragma mint for nest(all) tile(16, 8, 1)
            for (int z = 1; z < NZ - 1; z++)
                for (int y = 1; y < NY - 1; y++)
                    for (int x = 1; x < NX - 1; x++)
                        v[z][y][x] = c * (u[z - 1][y][x] + u[z + 1][y][x] + u[z][y - 1][x] +
                                          u[z][y + 1][x] + u[z][y][x - 1] + u[z][y][x + 1]);
#pragma mint single
            {
                grid_p tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, NX, NY, NZ)

    double total = 0.0, weighted = 0.0;
    for (int z = 0; z < NZ; z++)
        for (int y = 0; y < NY; y++)
            for (int x = 0; x < NX; x++) {
                total += u[z][y][x];
                weighted += u[z][y][x] * (1 + (x + y + z) % 5);
            }
    printf("checksum %.15e\n", total);
    printf("checksum %.15e\n", weighted);
    free(u);
    free(v);
    return 0;
}
