void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n; y++)
            for (int x = 1; x < n; x++)
                U[y][x] = 0.25 * (U[y][x - 1] + U[y][x + 1] + U[y - 1][x] + U[y + 1][x]);
    }
}
