#include <stdio.h>
#include <stdlib.h>
static void step(int n, double B[n][n], const double A[n][n])
{
#pragma mint for nest(all) tile(16, 8)
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < n - 1; j++)
            B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j] + A[i + 1][j]);
}
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 20, steps = argc > 2 ? atoi(argv[2]) : 4;
    double (*a)[n] = malloc(sizeof(double) * n * n), (*b)[n] = malloc(sizeof(double) * n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i][j] = b[i][j] = (i * 3 + j) % 7;
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
    {
        for (int t = 0; t < steps; t++)
            step(n, t % 2 ? a : b, t % 2 ? b : a);
    }
#pragma mint copy(a, fromDevice, n, n)
#pragma mint copy(b, fromDevice, n, n)
    double s = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            s += a[i][j] * (i + 1) + b[i][j];
    printf("%.12e\n", s);
    return 0;
}
