/* A chip-temperature step in the layout of GPU benchmark suites' OpenMP thermal codes: flat
 * `float` grids `temp`, `power`, `result` of `row` x `col` cells with no boundary layer, each
 * cell's change computed in an if/else chain over its region (four corners, four edges, the
 * interior), corners reading fixed elements (`temp[0]`, `temp[1]`, `temp[col]`), edges reading
 * the first row without a row term (`temp[c - 1]`, `temp[c + col]`), the interior the linear
 * index; a plain swap. Some subscripts never name the row length, so the grids stay 1-D (the
 * nest runs at -O0).
 * Usage: hotspot2d_regions [row] [iterations] */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int row = argc > 1 ? atoi(argv[1]) : 32, col = row + 5;
    int iters = argc > 2 ? atoi(argv[2]) : 4;
    float *temp = malloc(sizeof(float) * row * col), *result = malloc(sizeof(float) * row * col);
    float *power = malloc(sizeof(float) * row * col);
    for (int k = 0; k < row * col; k++) {
        temp[k] = result[k] = 320.0f + (k % 17) * 0.5f;
        power[k] = (k % 7) * 0.001f;
    }
    float Rx_1 = 0.3f, Ry_1 = 0.2f, Rz_1 = 0.01f, amb = 300.0f, sc = 0.5f;
#pragma mint copy(temp, toDevice, col, row)
#pragma mint copy(result, toDevice, col, row)
#pragma mint copy(power, toDevice, col, row)
#pragma mint parallel
    {
        for (int it = 0; it < iters; it++) {
#pragma mint for nest(all) tile(32, 8)
            for (int r = 0; r < row; r++)
                for (int c = 0; c < col; c++) {
                    float delta;
                    if (r == 0 && c == 0)
                        delta = sc * (power[0] + (temp[1] - temp[0]) * Rx_1 + (temp[col] - temp[0]) * Ry_1 + (amb - temp[0]) * Rz_1);
                    else if (r == 0 && c == col - 1)
                        delta = sc * (power[c] + (temp[c - 1] - temp[c]) * Rx_1 + (temp[c + col] - temp[c]) * Ry_1 + (amb - temp[c]) * Rz_1);
                    else if (r == row - 1 && c == col - 1)
                        delta = sc * (power[r * col + c] + (temp[r * col + c - 1] - temp[r * col + c]) * Rx_1 + (temp[(r - 1) * col + c] - temp[r * col + c]) * Ry_1 + (amb - temp[r * col + c]) * Rz_1);
                    else if (r == row - 1 && c == 0)
                        delta = sc * (power[r * col] + (temp[r * col + 1] - temp[r * col]) * Rx_1 + (temp[(r - 1) * col] - temp[r * col]) * Ry_1 + (amb - temp[r * col]) * Rz_1);
                    else if (r == 0)
                        delta = sc * (power[c] + (temp[c + 1] + temp[c - 1] - 2.0f * temp[c]) * Rx_1 + (temp[col + c] - temp[c]) * Ry_1 + (amb - temp[c]) * Rz_1);
                    else if (c == col - 1)
                        delta = sc * (power[r * col + c] + (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - 2.0f * temp[r * col + c]) * Ry_1 + (temp[r * col + c - 1] - temp[r * col + c]) * Rx_1 + (amb - temp[r * col + c]) * Rz_1);
                    else if (r == row - 1)
                        delta = sc * (power[r * col + c] + (temp[r * col + c + 1] + temp[r * col + c - 1] - 2.0f * temp[r * col + c]) * Rx_1 + (temp[(r - 1) * col + c] - temp[r * col + c]) * Ry_1 + (amb - temp[r * col + c]) * Rz_1);
                    else if (c == 0)
                        delta = sc * (power[r * col] + (temp[(r + 1) * col] + temp[(r - 1) * col] - 2.0f * temp[r * col]) * Ry_1 + (temp[r * col + 1] - temp[r * col]) * Rx_1 + (amb - temp[r * col]) * Rz_1);
                    else
                        delta = sc * (power[r * col + c] + (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - 2.0f * temp[r * col + c]) * Ry_1 + (temp[r * col + c + 1] + temp[r * col + c - 1] - 2.0f * temp[r * col + c]) * Rx_1 + (amb - temp[r * col + c]) * Rz_1);
                    result[r * col + c] = temp[r * col + c] + delta;
                }
#pragma mint single
            {
                float *t = temp;
                temp = result;
                result = t;
            }
        }
    }
#pragma mint copy(temp, fromDevice, col, row)
    double s = 0.0, w = 0.0;
    for (int k = 0; k < row * col; k++) {
        s += temp[k];
        w += temp[k] * (k % 5 + 1);
    }
    printf("checksum %.15e\n", s);
    printf("checksum %.15e\n", w);
    free(temp);
    free(result);
    free(power);
    return 0;
}
