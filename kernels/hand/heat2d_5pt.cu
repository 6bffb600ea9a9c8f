/* Hand-written H100 baselines for kernels/heat2d_5pt.c (nest 1):
 *   Unew[y][x] = c0 * U[y][x] + c1 * (U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x])
 * over x in [lo_x, lo_x + n_x), y in [lo_y, lo_y + n_y); element [y][x] at A[y * pitch + x].
 *
 * Variants (the bench times all of them and keeps the fastest):
 *   plain      one thread per point, 32x8 blocks: the strong cache-reliant baseline.
 *   plain128   one thread per point, 128x2 blocks (longer rows per warp pair, fewer row switches).
 *   rows4      32x8 threads, 4 consecutive rows per thread: the 6 centre-column values are loaded
 *              once and reused across rows (14 loads for 4 points instead of 20), all issued before use.
 *   rows8      as rows4 with 8 rows per thread (32x4 threads, tile 32x32).
 *   vec2r4     2 consecutive x points per thread (one 16-byte load in f64, 8-byte in f32) x 4 rows.
 *   vec4r2     4 consecutive x points per thread (16-byte float4 in f32, two 16-byte loads in f64) x 2 rows.
 *   vec4r4     4 x points x 4 rows per thread: the most bytes in flight per thread.
 * Vectorized variants check alignment at run time (pitch and the first interior element of every
 * array, block-uniform); when it does not hold, and for partial tiles, they take a scalar path that
 * covers the same points with per-point guards. U and Unew are distinct arrays (read-only U). */

/* ---------------------------------------------------------------- helpers */

template <typename T, int VX> struct HVec;

template <typename T> struct HVec<T, 1> {
    static __device__ __forceinline__ void load(const T *p, T (&v)[1]) { v[0] = __ldg(p); }
    static __device__ __forceinline__ void store(T *p, const T (&v)[1]) { *p = v[0]; }
};

template <> struct HVec<double, 2> {
    static __device__ __forceinline__ void load(const double *p, double (&v)[2]) {
        const double2 a = __ldg(reinterpret_cast<const double2 *>(p));
        v[0] = a.x; v[1] = a.y;
    }
    static __device__ __forceinline__ void store(double *p, const double (&v)[2]) {
        *reinterpret_cast<double2 *>(p) = make_double2(v[0], v[1]);
    }
};
template <> struct HVec<double, 4> {
    static __device__ __forceinline__ void load(const double *p, double (&v)[4]) {
        const double2 a = __ldg(reinterpret_cast<const double2 *>(p));
        const double2 b = __ldg(reinterpret_cast<const double2 *>(p + 2));
        v[0] = a.x; v[1] = a.y; v[2] = b.x; v[3] = b.y;
    }
    static __device__ __forceinline__ void store(double *p, const double (&v)[4]) {
        reinterpret_cast<double2 *>(p)[0] = make_double2(v[0], v[1]);
        reinterpret_cast<double2 *>(p)[1] = make_double2(v[2], v[3]);
    }
};
template <> struct HVec<float, 2> {
    static __device__ __forceinline__ void load(const float *p, float (&v)[2]) {
        const float2 a = __ldg(reinterpret_cast<const float2 *>(p));
        v[0] = a.x; v[1] = a.y;
    }
    static __device__ __forceinline__ void store(float *p, const float (&v)[2]) {
        *reinterpret_cast<float2 *>(p) = make_float2(v[0], v[1]);
    }
};
template <> struct HVec<float, 4> {
    static __device__ __forceinline__ void load(const float *p, float (&v)[4]) {
        const float4 a = __ldg(reinterpret_cast<const float4 *>(p));
        v[0] = a.x; v[1] = a.y; v[2] = a.z; v[3] = a.w;
    }
    static __device__ __forceinline__ void store(float *p, const float (&v)[4]) {
        *reinterpret_cast<float4 *>(p) = make_float4(v[0], v[1], v[2], v[3]);
    }
};

/* Alignment (bytes) a VX-wide access needs: the widest single access used by HVec. */
template <typename T, int VX> struct HAlign {
    static constexpr long value = (VX * (long)sizeof(T) >= 16) ? 16 : VX * (long)sizeof(T);
};

/* True when every row's element lo_x + k*VX is HAlign-aligned in array A. */
template <typename T, int VX>
__device__ __forceinline__ bool heat_rows_aligned(const T *A, long pitch, long lo_x, long lo_y) {
    const long g = HAlign<T, VX>::value;
    return ((pitch * (long)sizeof(T)) % g == 0) &&
           ((unsigned long long)(A + (lo_y * pitch + lo_x)) % (unsigned long long)g == 0);
}

/* One point, exactly the C loop body. */
template <typename T>
__device__ __forceinline__ void heat_point(T *__restrict__ Unew, const T *__restrict__ U, long i, long pitch,
                                           T c0, T c1) {
    Unew[i] = c0 * __ldg(U + i) + c1 * (__ldg(U + i - 1) + __ldg(U + i + 1) + __ldg(U + i - pitch) + __ldg(U + i + pitch));
}

/* ---------------------------------------------------------------- plain: one thread per point */

template <typename T, int BX, int BY>
__device__ __forceinline__ void heat_plain(T *__restrict__ Unew, const T *__restrict__ U, T c0, T c1, long pitch,
                                           long lo_x, long lo_y, long n_x, long n_y) {
    const int ix = blockIdx.x * BX + threadIdx.x;
    const int iy = blockIdx.y * BY + threadIdx.y;
    if (ix < n_x && iy < n_y) {
        const long i = (lo_y + iy) * pitch + (lo_x + ix);
        heat_point<T>(Unew, U, i, pitch, c0, c1);
    }
}

/* ---------------------------------------------------------------- tiles: VX x points, RY consecutive rows per thread */

template <typename T, int BX, int BY, int VX, int RY>
__device__ __forceinline__ void heat_tile(T *__restrict__ Unew, const T *__restrict__ U, T c0, T c1, long pitch,
                                          long lo_x, long lo_y, long n_x, long n_y) {
    const int ix0 = blockIdx.x * (BX * VX) + threadIdx.x * VX;
    const int iy0 = blockIdx.y * (BY * RY) + threadIdx.y * RY;
    if (ix0 >= n_x || iy0 >= n_y) return;
    const long i0 = (lo_y + iy0) * pitch + (lo_x + ix0);
    bool full = (ix0 + VX <= n_x) && (iy0 + RY <= n_y);
    if (VX > 1)
        full = full && heat_rows_aligned<T, VX>(U, pitch, lo_x, lo_y) &&
               heat_rows_aligned<T, VX>(Unew, pitch, lo_x, lo_y);
    if (full) {
        const T *u = U + i0;
        T *w = Unew + i0;
        T c[RY + 2][VX]; /* rows iy0-1 .. iy0+RY, columns ix0 .. ix0+VX-1 */
        T l[RY], r[RY];  /* columns ix0-1 and ix0+VX of rows iy0 .. iy0+RY-1 */
#pragma unroll
        for (int k = 0; k < RY + 2; k++) {
            HVec<T, VX>::load(u + (k - 1) * pitch, c[k]);
        }
#pragma unroll
        for (int k = 0; k < RY; k++) {
            l[k] = __ldg(u + k * pitch - 1);
            r[k] = __ldg(u + k * pitch + VX);
        }
#pragma unroll
        for (int k = 0; k < RY; k++) {
            T o[VX];
#pragma unroll
            for (int v = 0; v < VX; v++) {
                const T left = (v == 0) ? l[k] : c[k + 1][v - 1];
                const T right = (v == VX - 1) ? r[k] : c[k + 1][v + 1];
                o[v] = c0 * c[k + 1][v] + c1 * (left + right + c[k][v] + c[k + 2][v]);
            }
            HVec<T, VX>::store(w + k * pitch, o);
        }
    } else {
#pragma unroll
        for (int k = 0; k < RY; k++) {
            if (iy0 + k < n_y) {
#pragma unroll
                for (int v = 0; v < VX; v++)
                    if (ix0 + v < n_x) heat_point<T>(Unew, U, i0 + k * pitch + v, pitch, c0, c1);
            }
        }
    }
}

/* ---------------------------------------------------------------- kernels */

// mint-hand: nest=1 variant=plain block=32x8x1 tile=32x8x1
extern "C" __global__ void __launch_bounds__(256)
hand_plain_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_plain<double, 32, 8>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(256)
hand_plain_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_plain<float, 32, 8>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}

// mint-hand: nest=1 variant=plain128 block=128x2x1 tile=128x2x1
extern "C" __global__ void __launch_bounds__(256)
hand_plain128_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_plain<double, 128, 2>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(256)
hand_plain128_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_plain<float, 128, 2>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}

// mint-hand: nest=1 variant=rows4 block=32x8x1 tile=32x32x1
extern "C" __global__ void __launch_bounds__(256)
hand_rows4_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<double, 32, 8, 1, 4>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(256)
hand_rows4_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<float, 32, 8, 1, 4>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}

// mint-hand: nest=1 variant=rows8 block=32x4x1 tile=32x32x1
extern "C" __global__ void __launch_bounds__(128)
hand_rows8_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<double, 32, 4, 1, 8>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(128)
hand_rows8_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<float, 32, 4, 1, 8>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}

// mint-hand: nest=1 variant=vec2r4 block=32x8x1 tile=64x32x1
extern "C" __global__ void __launch_bounds__(256)
hand_vec2r4_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<double, 32, 8, 2, 4>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(256)
hand_vec2r4_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<float, 32, 8, 2, 4>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}

// mint-hand: nest=1 variant=vec4r2 block=32x8x1 tile=128x16x1
extern "C" __global__ void __launch_bounds__(256)
hand_vec4r2_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<double, 32, 8, 4, 2>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(256)
hand_vec4r2_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<float, 32, 8, 4, 2>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}

// mint-hand: nest=1 variant=vec4r4 block=32x8x1 tile=128x32x1
extern "C" __global__ void __launch_bounds__(256, 2)
hand_vec4r4_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<double, 32, 8, 4, 4>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
extern "C" __global__ void __launch_bounds__(256, 2)
hand_vec4r4_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long lo_x,
              long lo_y, long n_x, long n_y)
{
    heat_tile<float, 32, 8, 4, 4>(Unew, U, c0, c1, pitch, lo_x, lo_y, n_x, n_y);
}
