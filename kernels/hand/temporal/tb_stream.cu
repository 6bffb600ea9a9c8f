// Hand-written calibration of streamed temporal blocking (2.5-D), heat 7-point 3-D and
// 5-point 2-D, f32 and f64: BT time steps per launch.
//
// 3-D: a block of BX x BY threads owns an x-y tile overlapped by BT points per side and streams
// along z over a chunk of planes (plus BT warm-up planes per side). Stage s (1..BT) computes plane
// i - s in iteration i; each thread keeps the z-column of each stage in registers (three planes),
// the stage's centre plane is in shared memory (double-buffered) for the x-y neighbours, one
// barrier per iteration. 2-D is the same with rows for planes and x-only tiles.
//
// Verified against BT single sweeps of a one-thread-per-point kernel; timed with CUDA events.
// Build: nvcc -O3 -arch=sm_90 tb_stream.cu -o tb_stream ; run: ./tb_stream
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include <algorithm>

#define CK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)

template <typename T> __device__ __forceinline__ T st7(T c, T xm, T xp, T ym, T yp, T zm, T zp) {
    return T(0.4) * c + T(0.1) * (xm + xp + ym + yp + zm + zp);
}
template <typename T> __device__ __forceinline__ T st5(T c, T xm, T xp, T ym, T yp) {
    return T(0.5) * c + T(0.125) * (xm + xp + ym + yp);
}

template <typename T>
__global__ void sweep3(const T* __restrict__ in, T* __restrict__ out, int nx, int ny, int nz) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y,
        z = blockIdx.z;
    if (x < 1 || y < 1 || z < 1 || x >= nx - 1 || y >= ny - 1 || z >= nz - 1) return;
    size_t p = (size_t(z) * ny + y) * nx + x, s = size_t(nx) * ny;
    out[p] = st7(in[p], in[p - 1], in[p + 1], in[p - nx], in[p + nx], in[p - s], in[p + s]);
}
template <typename T>
__global__ void sweep2(const T* __restrict__ in, T* __restrict__ out, int nx, int ny) {
    int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < 1 || y < 1 || x >= nx - 1 || y >= ny - 1) return;
    size_t p = size_t(y) * nx + x;
    out[p] = st5(in[p], in[p - 1], in[p + 1], in[p - nx], in[p + nx]);
}

// RY rows per thread (rows ty + k*BY), tile BX x (BY*RY).
template <typename T, int BX, int BY, int RY, int BT>
__global__ void __launch_bounds__(BX * BY) tb3(const T* __restrict__ in, T* __restrict__ out,
                                               int nx, int ny, int nz, int zc) {
    constexpr int TY = BY * RY;
    extern __shared__ unsigned char smraw[];
    T* sm = reinterpret_cast<T*>(smraw);  // [BT][2][TY][BX]
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int gx = blockIdx.x * (BX - 2 * BT) - BT + tx;
    const int gy0 = blockIdx.y * (TY - 2 * BT) - BT;
    const int z0 = blockIdx.z * zc, z1 = min(z0 + zc, nz);
    const size_t slice = size_t(nx) * ny;
    T w[BT + 1][RY][3];
#pragma unroll
    for (int s = 0; s <= BT; ++s)
#pragma unroll
        for (int k = 0; k < RY; ++k) w[s][k][0] = w[s][k][1] = w[s][k][2] = T(0);
    bool inx = gx >= 0 && gx < nx;
    for (int i = z0 - BT; i < z1 + BT; ++i) {
        const int cur = i & 1, prv = cur ^ 1;
#pragma unroll
        for (int k = 0; k < RY; ++k) {
            const int ly = ty + k * BY, gy = gy0 + ly;
            T v = T(0);
            if (inx && gy >= 0 && gy < ny && i >= 0 && i < nz) v = in[i * slice + size_t(gy) * nx + gx];
            w[0][k][0] = w[0][k][1]; w[0][k][1] = w[0][k][2]; w[0][k][2] = v;
            sm[((0 * 2 + cur) * TY + ly) * BX + tx] = v;
        }
#pragma unroll
        for (int s = 1; s <= BT; ++s) {
            const int q = i - s;
            const T* b = sm + ((s - 1) * 2 + prv) * TY * BX;
#pragma unroll
            for (int k = 0; k < RY; ++k) {
                const int ly = ty + k * BY, gy = gy0 + ly;
                T c = w[s - 1][k][1], v = c;
                const bool valid = tx >= s && tx < BX - s && ly >= s && ly < TY - s;
                if (valid && gx >= 1 && gx < nx - 1 && gy >= 1 && gy < ny - 1 && q >= 1 && q < nz - 1)
                    v = st7(c, b[ly * BX + tx - 1], b[ly * BX + tx + 1], b[(ly - 1) * BX + tx],
                            b[(ly + 1) * BX + tx], w[s - 1][k][0], w[s - 1][k][2]);
                w[s][k][0] = w[s][k][1]; w[s][k][1] = w[s][k][2]; w[s][k][2] = v;
                if (s < BT) {
                    sm[((s * 2 + cur) * TY + ly) * BX + tx] = v;
                } else if (tx >= BT && tx < BX - BT && ly >= BT && ly < TY - BT && inx && gy < ny &&
                           q >= z0 && q < z1 && q >= 0) {
                    out[q * slice + size_t(gy) * nx + gx] = v;
                }
            }
        }
        __syncthreads();
    }
}

// 2-D: BX threads per block along x, each RX columns (x = tx + k*BX), streaming over rows.
template <typename T, int BX, int RX, int BT>
__global__ void __launch_bounds__(BX) tb2(const T* __restrict__ in, T* __restrict__ out, int nx,
                                          int ny, int yc) {
    constexpr int TX = BX * RX;
    extern __shared__ unsigned char smraw[];
    T* sm = reinterpret_cast<T*>(smraw);  // [BT][2][TX]
    const int tx = threadIdx.x;
    const int gx0 = blockIdx.x * (TX - 2 * BT) - BT;
    const int y0 = blockIdx.y * yc, y1 = min(y0 + yc, ny);
    T w[BT + 1][RX][3];
#pragma unroll
    for (int s = 0; s <= BT; ++s)
#pragma unroll
        for (int k = 0; k < RX; ++k) w[s][k][0] = w[s][k][1] = w[s][k][2] = T(0);
    for (int i = y0 - BT; i < y1 + BT; ++i) {
        const int cur = i & 1, prv = cur ^ 1;
#pragma unroll
        for (int k = 0; k < RX; ++k) {
            const int lx = tx + k * BX, gx = gx0 + lx;
            T v = T(0);
            if (gx >= 0 && gx < nx && i >= 0 && i < ny) v = in[size_t(i) * nx + gx];
            w[0][k][0] = w[0][k][1]; w[0][k][1] = w[0][k][2]; w[0][k][2] = v;
            sm[(0 * 2 + cur) * TX + lx] = v;
        }
#pragma unroll
        for (int s = 1; s <= BT; ++s) {
            const int q = i - s;
            const T* b = sm + ((s - 1) * 2 + prv) * TX;
#pragma unroll
            for (int k = 0; k < RX; ++k) {
                const int lx = tx + k * BX, gx = gx0 + lx;
                T c = w[s - 1][k][1], v = c;
                if (lx >= s && lx < TX - s && gx >= 1 && gx < nx - 1 && q >= 1 && q < ny - 1)
                    v = st5(c, b[lx - 1], b[lx + 1], w[s - 1][k][0], w[s - 1][k][2]);
                w[s][k][0] = w[s][k][1]; w[s][k][1] = w[s][k][2]; w[s][k][2] = v;
                if (s < BT) {
                    sm[(s * 2 + cur) * TX + lx] = v;
                } else if (lx >= BT && lx < TX - BT && gx < nx && q >= y0 && q < y1 && q >= 0) {
                    out[size_t(q) * nx + gx] = v;
                }
            }
        }
        __syncthreads();
    }
}

template <typename T> void fill(std::vector<T>& v) {
    unsigned s = 12345;
    for (auto& x : v) { s = s * 1103515245u + 12345u; x = T((s >> 8) % 1000) / T(1000); }
}

static float copy_gbps(size_t bytes) {
    void *a, *b; CK(cudaMalloc(&a, bytes)); CK(cudaMalloc(&b, bytes));
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    for (int r = 0; r < 3; ++r) CK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
    cudaEventRecord(e0);
    for (int r = 0; r < 20; ++r) CK(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
    cudaEventRecord(e1); cudaEventSynchronize(e1);
    float ms; cudaEventElapsedTime(&ms, e0, e1);
    cudaFree(a); cudaFree(b);
    return 2.0 * bytes * 20 / (ms * 1e-3) / 1e9;
}

template <typename F> static float time_ms(F f, int reps) {
    cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
    for (int r = 0; r < 2; ++r) f();
    std::vector<float> t;
    for (int r = 0; r < reps; ++r) {
        cudaEventRecord(e0); f(); cudaEventRecord(e1); cudaEventSynchronize(e1);
        float ms; cudaEventElapsedTime(&ms, e0, e1); t.push_back(ms);
    }
    CK(cudaGetLastError());
    std::sort(t.begin(), t.end());
    return t[t.size() / 2];
}

template <typename T> static double maxdiff(const T* a, const T* b, size_t n) {
    double m = 0;
    for (size_t i = 0; i < n; ++i) m = std::max(m, std::fabs(double(a[i]) - double(b[i])));
    return m;
}

template <typename T, int BX, int BY, int RY, int BT>
void run3(const char* tn, int n, int zc, float bw) {
    int nx = n, ny = n, nz = n;
    size_t N = size_t(nx) * ny * nz;
    std::vector<T> h(N); fill(h);
    T *a, *b, *ra, *rb;
    CK(cudaMalloc(&a, N * sizeof(T))); CK(cudaMalloc(&b, N * sizeof(T)));
    CK(cudaMalloc(&ra, N * sizeof(T))); CK(cudaMalloc(&rb, N * sizeof(T)));
    for (T* p : {a, b, ra, rb}) CK(cudaMemcpy(p, h.data(), N * sizeof(T), cudaMemcpyHostToDevice));
    constexpr int TY = BY * RY;
    size_t sh = size_t(BT) * 2 * TY * BX * sizeof(T);
    auto k = tb3<T, BX, BY, RY, BT>;
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)sh));
    dim3 blk(BX, BY), grd((nx + BX - 2 * BT - 1) / (BX - 2 * BT), (ny + TY - 2 * BT - 1) / (TY - 2 * BT),
                          (nz + zc - 1) / zc);
    dim3 sb(32, 8), sg((nx + 31) / 32, (ny + 7) / 8, nz);
    // verify: 2 passes
    for (int p = 0; p < 2; ++p) {
        k<<<grd, blk, sh>>>(a, b, nx, ny, nz, zc); CK(cudaGetLastError()); std::swap(a, b);
        for (int s = 0; s < BT; ++s) { sweep3<<<sg, sb>>>(ra, rb, nx, ny, nz); std::swap(ra, rb); }
    }
    CK(cudaDeviceSynchronize());
    std::vector<T> g(N), c(N);
    CK(cudaMemcpy(g.data(), a, N * sizeof(T), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(c.data(), ra, N * sizeof(T), cudaMemcpyDeviceToHost));
    double d = maxdiff(g.data(), c.data(), N);
    float tk = time_ms([&] { k<<<grd, blk, sh>>>(a, b, nx, ny, nz, zc); }, 10);
    float ts = time_ms([&] { sweep3<<<sg, sb>>>(ra, rb, nx, ny, nz); }, 10);
    double copy_ms = 2.0 * N * sizeof(T) / (bw * 1e9) * 1e3;
    cudaFuncAttributes at; cudaFuncGetAttributes(&at, k);
    printf("3d %s n=%d BX=%d BY=%d RY=%d BT=%d zc=%d: %.4f ms/step (%.2fx copy, plain %.2fx) regs %d spill %zu maxdiff %.2e\n",
           tn, n, BX, BY, RY, BT, zc, tk / BT, copy_ms / (tk / BT), copy_ms / ts, at.numRegs,
           (size_t)at.localSizeBytes, d);
    for (T* p : {a, b, ra, rb}) cudaFree(p);
}

template <typename T, int BX, int RX, int BT>
void run2(const char* tn, int n, int yc, float bw) {
    int nx = n, ny = n;
    size_t N = size_t(nx) * ny;
    std::vector<T> h(N); fill(h);
    T *a, *b, *ra, *rb;
    CK(cudaMalloc(&a, N * sizeof(T))); CK(cudaMalloc(&b, N * sizeof(T)));
    CK(cudaMalloc(&ra, N * sizeof(T))); CK(cudaMalloc(&rb, N * sizeof(T)));
    for (T* p : {a, b, ra, rb}) CK(cudaMemcpy(p, h.data(), N * sizeof(T), cudaMemcpyHostToDevice));
    constexpr int TX = BX * RX;
    size_t sh = size_t(BT) * 2 * TX * sizeof(T);
    auto k = tb2<T, BX, RX, BT>;
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)sh));
    dim3 blk(BX), grd((nx + TX - 2 * BT - 1) / (TX - 2 * BT), (ny + yc - 1) / yc);
    dim3 sb(32, 8), sg((nx + 31) / 32, (ny + 7) / 8);
    for (int p = 0; p < 2; ++p) {
        k<<<grd, blk, sh>>>(a, b, nx, ny, yc); CK(cudaGetLastError()); std::swap(a, b);
        for (int s = 0; s < BT; ++s) { sweep2<<<sg, sb>>>(ra, rb, nx, ny); std::swap(ra, rb); }
    }
    CK(cudaDeviceSynchronize());
    std::vector<T> g(N), c(N);
    CK(cudaMemcpy(g.data(), a, N * sizeof(T), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(c.data(), ra, N * sizeof(T), cudaMemcpyDeviceToHost));
    double d = maxdiff(g.data(), c.data(), N);
    float tk = time_ms([&] { k<<<grd, blk, sh>>>(a, b, nx, ny, yc); }, 10);
    float ts = time_ms([&] { sweep2<<<sg, sb>>>(ra, rb, nx, ny); }, 10);
    double copy_ms = 2.0 * N * sizeof(T) / (bw * 1e9) * 1e3;
    cudaFuncAttributes at; cudaFuncGetAttributes(&at, k);
    printf("2d %s n=%d BX=%d RX=%d BT=%d yc=%d: %.4f ms/step (%.2fx copy, plain %.2fx) regs %d spill %zu maxdiff %.2e\n",
           tn, n, BX, RX, BT, yc, tk / BT, copy_ms / (tk / BT), copy_ms / ts, at.numRegs,
           (size_t)at.localSizeBytes, d);
    for (T* p : {a, b, ra, rb}) cudaFree(p);
}

// v2, 3-D: one warp per x-row (BX = 32), x neighbours by shuffles; each thread RY consecutive
// rows, y neighbours from its own registers except at its first/last row (shared memory, written
// by the warp above/below); conditions hoisted; two iterations per loop trip (constant buffers).
template <typename T, int BY, int RY, int BT, int P>
__device__ __forceinline__ void tb3v2_iter(T (&w)[BT + 1][RY][3], T (&pre)[RY], T* sm, const T* __restrict__ in,
                                           T* __restrict__ out, int i, int nx, int ny, int nz, int z0,
                                           int z1, int gx, int gy0, unsigned okxy, unsigned okout,
                                           size_t slice) {
    constexpr int TY = BY * RY;
    const int tx = threadIdx.x, ty = threadIdx.y;
#pragma unroll
    for (int k = 0; k < RY; ++k) {
        const int gy = gy0 + ty * RY + k;
        T v = pre[k];
        pre[k] = T(0);
        if (gx >= 0 && gx < nx && gy >= 0 && gy < ny && i + 1 >= 0 && i + 1 < nz)
            pre[k] = in[(i + 1) * slice + size_t(gy) * nx + gx];
        w[0][k][0] = w[0][k][1]; w[0][k][1] = w[0][k][2]; w[0][k][2] = v;
    }
    sm[((0 * 2 + P) * TY + ty * RY) * 32 + tx] = w[0][0][2];
    sm[((0 * 2 + P) * TY + ty * RY + RY - 1) * 32 + tx] = w[0][RY - 1][2];
#pragma unroll
    for (int s = 1; s <= BT; ++s) {
        const int q = i - s;
        const bool zin = unsigned(q - 1) < unsigned(nz - 2);
        const T* b = sm + ((s - 1) * 2 + (P ^ 1)) * TY * 32;
        T cen[RY];
#pragma unroll
        for (int k = 0; k < RY; ++k) cen[k] = w[s - 1][k][1];
        const T up = b[(ty * RY - 1 + (ty == 0 ? 1 : 0)) * 32 + tx];
        const T dn = b[(ty * RY + RY - (ty == BY - 1 ? 1 : 0)) * 32 + tx];
#pragma unroll
        for (int k = 0; k < RY; ++k) {
            const T c = cen[k];
            const T xm = __shfl_up_sync(0xffffffffu, c, 1), xp = __shfl_down_sync(0xffffffffu, c, 1);
            const T ym = k > 0 ? cen[k - 1] : up, yp = k < RY - 1 ? cen[k + 1] : dn;
            const T st = st7(c, xm, xp, ym, yp, w[s - 1][k][0], w[s - 1][k][2]);
            const bool ok = zin && ((okxy >> (s * RY + k)) & 1u);
            const T v = ok ? st : c;
            w[s][k][0] = w[s][k][1]; w[s][k][1] = w[s][k][2]; w[s][k][2] = v;
            if (s == BT) {
                if (((okout >> k) & 1u) && q >= z0 && q < z1) out[q * slice + size_t(gy0 + ty * RY + k) * nx + gx] = v;
            }
        }
        if (s < BT) {
            sm[((s * 2 + P) * TY + ty * RY) * 32 + tx] = w[s][0][2];
            sm[((s * 2 + P) * TY + ty * RY + RY - 1) * 32 + tx] = w[s][RY - 1][2];
        }
    }
    __syncthreads();
}

template <typename T, int BY, int RY, int BT>
__global__ void __launch_bounds__(32 * BY) tb3v2(const T* __restrict__ in, T* __restrict__ out,
                                                 int nx, int ny, int nz, int zc) {
    constexpr int TY = BY * RY;
    static_assert((BT + 1) * RY <= 32, "mask bits");
    extern __shared__ unsigned char smraw[];
    T* sm = reinterpret_cast<T*>(smraw);  // [BT][2][TY][32]
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int gx = blockIdx.x * (32 - 2 * BT) - BT + tx;
    const int gy0 = blockIdx.y * (TY - 2 * BT) - BT;
    const int z0 = blockIdx.z * zc, z1 = min(z0 + zc, nz);
    const size_t slice = size_t(nx) * ny;
    unsigned okxy = 0, okout = 0;
    for (int s = 0; s <= BT; ++s)
        for (int k = 0; k < RY; ++k) {
            const int ly = ty * RY + k, gy = gy0 + ly;
            bool in_tile = tx >= s && tx < 32 - s && ly >= s && ly < TY - s;
            bool interior = gx >= 1 && gx < nx - 1 && gy >= 1 && gy < ny - 1;
            if (in_tile && interior) okxy |= 1u << (s * RY + k);
            if (s == BT && in_tile && gx < nx && gy < ny) okout |= 1u << k;
        }
    T w[BT + 1][RY][3];
#pragma unroll
    for (int s = 0; s <= BT; ++s)
#pragma unroll
        for (int k = 0; k < RY; ++k) w[s][k][0] = w[s][k][1] = w[s][k][2] = T(0);
    const int start = (z0 - BT) & ~1;
    T pre[RY];
#pragma unroll
    for (int k = 0; k < RY; ++k) {
        const int gy = gy0 + ty * RY + k;
        pre[k] = (gx >= 0 && gx < nx && gy >= 0 && gy < ny && start >= 0 && start < nz)
                     ? in[start * slice + size_t(gy) * nx + gx] : T(0);
    }
    for (int i = start; i < z1 + BT; i += 2) {
        tb3v2_iter<T, BY, RY, BT, 0>(w, pre, sm, in, out, i, nx, ny, nz, z0, z1, gx, gy0, okxy, okout, slice);
        tb3v2_iter<T, BY, RY, BT, 1>(w, pre, sm, in, out, i + 1, nx, ny, nz, z0, z1, gx, gy0, okxy, okout, slice);
    }
}

template <typename T, int BY, int RY, int BT>
void run3v2(const char* tn, int n, int zc, float bw) {
    int nx = n, ny = n, nz = n;
    size_t N = size_t(nx) * ny * nz;
    std::vector<T> h(N); fill(h);
    T *a, *b, *ra, *rb;
    CK(cudaMalloc(&a, N * sizeof(T))); CK(cudaMalloc(&b, N * sizeof(T)));
    CK(cudaMalloc(&ra, N * sizeof(T))); CK(cudaMalloc(&rb, N * sizeof(T)));
    for (T* p : {a, b, ra, rb}) CK(cudaMemcpy(p, h.data(), N * sizeof(T), cudaMemcpyHostToDevice));
    constexpr int TY = BY * RY;
    size_t sh = size_t(BT) * 2 * TY * 32 * sizeof(T);
    auto k = tb3v2<T, BY, RY, BT>;
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)sh));
    dim3 blk(32, BY), grd((nx + 32 - 2 * BT - 1) / (32 - 2 * BT), (ny + TY - 2 * BT - 1) / (TY - 2 * BT),
                          (nz + zc - 1) / zc);
    dim3 sb(32, 8), sg((nx + 31) / 32, (ny + 7) / 8, nz);
    for (int p = 0; p < 2; ++p) {
        k<<<grd, blk, sh>>>(a, b, nx, ny, nz, zc); CK(cudaGetLastError()); std::swap(a, b);
        for (int s = 0; s < BT; ++s) { sweep3<<<sg, sb>>>(ra, rb, nx, ny, nz); std::swap(ra, rb); }
    }
    CK(cudaDeviceSynchronize());
    std::vector<T> g(N), c(N);
    CK(cudaMemcpy(g.data(), a, N * sizeof(T), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(c.data(), ra, N * sizeof(T), cudaMemcpyDeviceToHost));
    double d = maxdiff(g.data(), c.data(), N);
    float tk = time_ms([&] { k<<<grd, blk, sh>>>(a, b, nx, ny, nz, zc); }, 10);
    double copy_ms = 2.0 * N * sizeof(T) / (bw * 1e9) * 1e3;
    cudaFuncAttributes at; cudaFuncGetAttributes(&at, k);
    printf("3dv2 %s n=%d BY=%d RY=%d BT=%d zc=%d: %.4f ms/step (%.2fx copy) regs %d spill %zu maxdiff %.2e\n",
           tn, n, BY, RY, BT, zc, tk / BT, copy_ms / (tk / BT), at.numRegs, (size_t)at.localSizeBytes, d);
    for (T* p : {a, b, ra, rb}) cudaFree(p);
}

// v2, 2-D: conditions hoisted, two rows per loop trip (constant buffers).
template <typename T, int BX, int BT, int P>
__device__ __forceinline__ void tb2v2_iter(T (&w)[BT + 1][3], T* sm, const T* __restrict__ in,
                                           T* __restrict__ out, int i, int nx, int ny, int y0, int y1,
                                           int gx, unsigned okx, bool okout) {
    const int tx = threadIdx.x;
    T v = T(0);
    if (gx >= 0 && gx < nx && i >= 0 && i < ny) v = in[size_t(i) * nx + gx];
    w[0][0] = w[0][1]; w[0][1] = w[0][2]; w[0][2] = v;
    sm[(0 * 2 + P) * BX + tx] = v;
#pragma unroll
    for (int s = 1; s <= BT; ++s) {
        const int q = i - s;
        const T* b = sm + ((s - 1) * 2 + (P ^ 1)) * BX;
        const T c = w[s - 1][1];
        const T st = st5(c, b[tx - 1 + (tx == 0)], b[tx + 1 - (tx == BX - 1)], w[s - 1][0], w[s - 1][2]);
        const bool ok = unsigned(q - 1) < unsigned(ny - 2) && ((okx >> s) & 1u);
        const T nv = ok ? st : c;
        w[s][0] = w[s][1]; w[s][1] = w[s][2]; w[s][2] = nv;
        if (s < BT) sm[(s * 2 + P) * BX + tx] = nv;
        else if (okout && q >= y0 && q < y1) out[size_t(q) * nx + gx] = nv;
    }
    __syncthreads();
}

template <typename T, int BX, int BT>
__global__ void __launch_bounds__(BX) tb2v2(const T* __restrict__ in, T* __restrict__ out, int nx,
                                            int ny, int yc) {
    extern __shared__ unsigned char smraw[];
    T* sm = reinterpret_cast<T*>(smraw);  // [BT][2][BX]
    const int tx = threadIdx.x;
    const int gx = blockIdx.x * (BX - 2 * BT) - BT + tx;
    const int y0 = blockIdx.y * yc, y1 = min(y0 + yc, ny);
    unsigned okx = 0;
    for (int s = 0; s <= BT; ++s)
        if (tx >= s && tx < BX - s && gx >= 1 && gx < nx - 1) okx |= 1u << s;
    const bool okout = tx >= BT && tx < BX - BT && gx < nx;
    T w[BT + 1][3];
#pragma unroll
    for (int s = 0; s <= BT; ++s) w[s][0] = w[s][1] = w[s][2] = T(0);
    const int start = (y0 - BT) & ~1;
    for (int i = start; i < y1 + BT; i += 2) {
        tb2v2_iter<T, BX, BT, 0>(w, sm, in, out, i, nx, ny, y0, y1, gx, okx, okout);
        tb2v2_iter<T, BX, BT, 1>(w, sm, in, out, i + 1, nx, ny, y0, y1, gx, okx, okout);
    }
}

template <typename T, int BX, int BT>
void run2v2(const char* tn, int n, int yc, float bw) {
    int nx = n, ny = n;
    size_t N = size_t(nx) * ny;
    std::vector<T> h(N); fill(h);
    T *a, *b, *ra, *rb;
    CK(cudaMalloc(&a, N * sizeof(T))); CK(cudaMalloc(&b, N * sizeof(T)));
    CK(cudaMalloc(&ra, N * sizeof(T))); CK(cudaMalloc(&rb, N * sizeof(T)));
    for (T* p : {a, b, ra, rb}) CK(cudaMemcpy(p, h.data(), N * sizeof(T), cudaMemcpyHostToDevice));
    size_t sh = size_t(BT) * 2 * BX * sizeof(T);
    auto k = tb2v2<T, BX, BT>;
    CK(cudaFuncSetAttribute(k, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)sh));
    dim3 blk(BX), grd((nx + BX - 2 * BT - 1) / (BX - 2 * BT), (ny + yc - 1) / yc);
    dim3 sb(32, 8), sg((nx + 31) / 32, (ny + 7) / 8);
    for (int p = 0; p < 2; ++p) {
        k<<<grd, blk, sh>>>(a, b, nx, ny, yc); CK(cudaGetLastError()); std::swap(a, b);
        for (int s = 0; s < BT; ++s) { sweep2<<<sg, sb>>>(ra, rb, nx, ny); std::swap(ra, rb); }
    }
    CK(cudaDeviceSynchronize());
    std::vector<T> g(N), c(N);
    CK(cudaMemcpy(g.data(), a, N * sizeof(T), cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(c.data(), ra, N * sizeof(T), cudaMemcpyDeviceToHost));
    double d = maxdiff(g.data(), c.data(), N);
    float tk = time_ms([&] { k<<<grd, blk, sh>>>(a, b, nx, ny, yc); }, 10);
    double copy_ms = 2.0 * N * sizeof(T) / (bw * 1e9) * 1e3;
    cudaFuncAttributes at; cudaFuncGetAttributes(&at, k);
    printf("2dv2 %s n=%d BX=%d BT=%d yc=%d: %.4f ms/step (%.2fx copy) regs %d spill %zu maxdiff %.2e\n",
           tn, n, BX, BT, yc, tk / BT, copy_ms / (tk / BT), at.numRegs, (size_t)at.localSizeBytes, d);
    for (T* p : {a, b, ra, rb}) cudaFree(p);
}

int main() {
    float bw = copy_gbps(size_t(1) << 30);
    printf("copy %.0f GB/s\n", bw);
    run3v2<float, 8, 8, 3>("f32", 512, 128, bw);
    run3v2<float, 16, 2, 4>("f32", 512, 128, bw);
    run3v2<float, 8, 6, 4>("f32", 512, 128, bw);
    run3v2<float, 8, 4, 4>("f32", 512, 128, bw);
    run3v2<float, 4, 4, 4>("f32", 512, 128, bw);
    run3v2<float, 8, 2, 4>("f32", 512, 128, bw);
    run3v2<float, 16, 2, 3>("f32", 512, 128, bw);
    run3v2<float, 8, 4, 2>("f32", 512, 128, bw);
    run3v2<float, 16, 4, 3>("f32", 512, 256, bw);
    run3v2<double, 16, 2, 4>("f64", 512, 128, bw);
    run3v2<double, 8, 4, 4>("f64", 512, 128, bw);
    return 0;
}
