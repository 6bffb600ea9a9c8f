/* Hand-written H100 baselines for kernels/heat3d_7pt.c (nest 1):
 *   Unew[z][y][x] = c0 * U[z][y][x]
 *                 + c1 * (U[z][y][x-1] + U[z][y][x+1] + U[z][y-1][x] + U[z][y+1][x] + U[z-1][y][x] + U[z+1][y][x])
 * over x in [lo_x, lo_x + n_x), y in [lo_y, lo_y + n_y), z in [lo_z, lo_z + n_z);
 * element [z][y][x] at A[z * slice + y * pitch + x]. U and Unew are distinct arrays (U read-only).
 *
 * Variants (the bench times all of them and keeps the fastest):
 *   plain       one thread per point, 32x8 blocks: the strong cache-reliant baseline.
 *   plain128    one thread per point, 128x2 blocks (long rows per warp pair).
 *   vec4        no z streaming; 4 consecutive x points per thread (float4 in f32, 2x double2 in f64).
 *   l1z32       2.5D streaming: a thread walks 32 planes in z keeping U[z-1], U[z], U[z+1] (and the
 *               plane being prefetched) in a rotating register queue; x/y neighbours of the current
 *               plane come through L1 (__ldg). One new DRAM plane per step.
 *   l1z64p2     as l1z32 with 64 planes per block and the prefetch 2 planes ahead.
 *   l1r2z32     as l1z32 with 2 consecutive y rows per thread (block 32x8, tile 32x16x32).
 *   l1v2z32     as l1z32 with 2 consecutive x points per thread (16-byte loads in f64, 8 in f32).
 *   l1v4z32     as l1z32 with 4 consecutive x points per thread (16-byte float4 in f32).
 *   l1v4z64p2   as l1v4z32, 64 planes per block, prefetch 2 planes ahead (most bytes in flight).
 *   l1v2r2z32   2 x points x 2 y rows per thread (tile 64x16x32).
 *   l1v2z64p2   2 x points per thread, 64 planes per block, prefetch 2 planes ahead.
 *   sm32x8z32   2.5D streaming with the current plane (plus its 1-point halo) in shared memory,
 *               double-buffered (one barrier per plane), z neighbours in a register queue;
 *               halo values are prefetched into registers one plane ahead like the centre.
 *   sm32x16z64  the same with 32x16 blocks (less halo per point) and 64 planes per block.
 *
 * The register queues are indexed with compile-time slots only: the z loop is unrolled by the
 * queue length so that no value is ever moved between registers (a move of a register with a
 * load in flight would wait for that load and defeat the prefetch).
 * Vectorized variants check alignment at run time (pitch, slice and the first interior element of
 * both arrays, uniform over the grid); when it does not hold, and for partial tiles, threads take
 * a path with scalar loads and per-point guards that covers the same points. Loads never go past
 * the ghost layer: a value at relative index n (one past the last interior point) is loaded only
 * where some interior point needs it. */

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

/* True when element lo_x + k*VX of every row and plane of A is HAlign-aligned. */
template <typename T, int VX>
__device__ __forceinline__ bool h3_aligned(const T *A, long pitch, long slice, long lo_x, long lo_y, long lo_z) {
    if (VX == 1) return true;
    const long g = HAlign<T, VX>::value;
    return ((pitch * (long)sizeof(T)) % g == 0) && ((slice * (long)sizeof(T)) % g == 0) &&
           ((unsigned long long)(A + (lo_z * slice + lo_y * pitch + lo_x)) % (unsigned long long)g == 0);
}

/* Smaller of two 64-bit values (no reliance on min() overloads). */
__device__ __forceinline__ long h3_min(long a, long b) { return a < b ? a : b; }

/* VX consecutive values at p: one vector access when FULL, else the first nld values (rest 0);
 * everything 0 when !ok. */
template <typename T, int VX, bool FULL>
__device__ __forceinline__ void h3_ld(const T *p, bool ok, int nld, T (&v)[VX]) {
    if (FULL) {
        if (ok) {
            HVec<T, VX>::load(p, v);
        } else {
#pragma unroll
            for (int i = 0; i < VX; i++) v[i] = T(0);
        }
    } else {
#pragma unroll
        for (int i = 0; i < VX; i++) v[i] = (ok && i < nld) ? __ldg(p + i) : T(0);
    }
}

template <typename T, int VX, bool FULL>
__device__ __forceinline__ void h3_st(T *p, int nst, const T (&v)[VX]) {
    if (FULL) {
        HVec<T, VX>::store(p, v);
    } else {
#pragma unroll
        for (int i = 0; i < VX; i++)
            if (i < nst) p[i] = v[i];
    }
}

/* ---------------------------------------------------------------- plain: one thread per point */

template <typename T, int BX, int BY>
__device__ __forceinline__ void heat_plain(T *__restrict__ Unew, const T *__restrict__ U, T c0, T c1, long pitch,
                                           long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y,
                                           long n_z) {
    const long ix = (long)blockIdx.x * BX + threadIdx.x;
    const long iy = (long)blockIdx.y * BY + threadIdx.y;
    const long iz = blockIdx.z;
    if (ix < n_x && iy < n_y && iz < n_z) {
        const long i = (lo_z + iz) * slice + (lo_y + iy) * pitch + (lo_x + ix);
        Unew[i] = c0 * __ldg(U + i) +
                  c1 * (__ldg(U + i - 1) + __ldg(U + i + 1) + __ldg(U + i - pitch) + __ldg(U + i + pitch) +
                        __ldg(U + i - slice) + __ldg(U + i + slice));
    }
}

/* ---------------------------------------------------------------- L1 streaming (2.5D, registers + L1)
 * Thread: VX consecutive x points x RY consecutive y rows, walking nzb planes from its block's first.
 * Queue slot of plane p (relative to the block's first plane, p >= -1): (p + 1) % NQ, NQ = PF + 4:
 * at step c the queue holds planes c-1, c, c+1 (used), c+2 .. c+PF (in flight) and receives plane
 * c+1+PF into the slot of plane c-2 (dead). */

template <typename T, int VX, int RY, int PF, bool FULL>
__device__ __forceinline__ void heat_l1s_run(T *__restrict__ Unew, const T *__restrict__ U, T c0, T c1, long pitch,
                                             long slice, long off, int nzb, int nld, int nst, bool rok, int nly,
                                             int nsy, bool bok) {
    constexpr int NQ = PF + 4;
    T q[NQ][RY][VX];
#pragma unroll
    for (int p = -1; p <= PF; p++) {
        const int sl = (p + 1) % NQ;
        const bool zok = p <= nzb;
        const T *src = U + off + (long)p * slice;
#pragma unroll
        for (int k = 0; k < RY; k++) h3_ld<T, VX, FULL>(src + k * pitch, zok && (FULL || k < nly), nld, q[sl][k]);
    }
#pragma unroll
    for (int p = PF + 1; p < NQ - 1; p++) { /* slots not filled by the prologue: keep them defined */
#pragma unroll
        for (int k = 0; k < RY; k++)
#pragma unroll
            for (int v = 0; v < VX; v++) q[(p + 1) % NQ][k][v] = T(0);
    }
    const T *ldp = U + off + (long)(PF + 1) * slice; /* plane c+1+PF */
    const T *cp = U + off;                            /* plane c */
    T *wp = Unew + off;
#pragma unroll 1
    for (int cb = 0; cb < nzb; cb += NQ) {
#pragma unroll
        for (int s = 0; s < NQ; s++) {
            const int c = cb + s;
            if (c < nzb) {
                const int sm = s % NQ, s0 = (s + 1) % NQ, sp = (s + 2) % NQ, sn = (s + 2 + PF) % NQ;
                /* prefetch plane c+1+PF */
                const bool zok = c + 1 + PF <= nzb;
#pragma unroll
                for (int k = 0; k < RY; k++) h3_ld<T, VX, FULL>(ldp + k * pitch, zok && (FULL || k < nly), nld, q[sn][k]);
                /* in-plane neighbours through L1 */
                T top[VX], bot[VX], lf[RY], rt[RY];
                h3_ld<T, VX, FULL>(cp - pitch, true, nld, top);
                h3_ld<T, VX, FULL>(cp + RY * pitch, FULL || bok, nld, bot);
#pragma unroll
                for (int k = 0; k < RY; k++) {
                    const bool rowok = FULL || k < nsy;
                    lf[k] = rowok ? __ldg(cp + k * pitch - 1) : T(0);
                    rt[k] = (rowok && (FULL || rok)) ? __ldg(cp + k * pitch + VX) : T(0);
                }
#pragma unroll
                for (int k = 0; k < RY; k++) {
                    if (FULL || k < nsy) {
                        T o[VX];
#pragma unroll
                        for (int v = 0; v < VX; v++) {
                            const T xm = (v == 0) ? lf[k] : q[s0][k][v - 1];
                            const T xp = (v == VX - 1) ? rt[k] : q[s0][k][v + 1];
                            const T ym = (k == 0) ? top[v] : q[s0][k - 1][v];
                            const T yp = (k == RY - 1) ? bot[v] : q[s0][k + 1][v];
                            o[v] = c0 * q[s0][k][v] + c1 * (xm + xp + ym + yp + q[sm][k][v] + q[sp][k][v]);
                        }
                        h3_st<T, VX, FULL>(wp + k * pitch, nst, o);
                    }
                }
                ldp += slice;
                cp += slice;
                wp += slice;
            }
        }
    }
}

template <typename T, int BX, int BY, int VX, int RY, int CZ, int PF>
__device__ __forceinline__ void heat_l1s(T *__restrict__ Unew, const T *__restrict__ U, T c0, T c1, long pitch,
                                         long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z) {
    const long ix0 = (long)blockIdx.x * (BX * VX) + threadIdx.x * VX;
    const long iy0 = (long)blockIdx.y * (BY * RY) + threadIdx.y * RY;
    const long iz0 = (long)blockIdx.z * CZ;
    if (ix0 >= n_x || iy0 >= n_y || iz0 >= n_z) return;
    const int nzb = (CZ == 1) ? 1 : (int)h3_min((long)CZ, n_z - iz0); /* a compile-time 1 for CZ == 1 */
    const int nld = (int)h3_min((long)VX, n_x + 1 - ix0); /* x values loadable (ghost included) */
    const int nst = (int)h3_min((long)VX, n_x - ix0);     /* x points to compute */
    const bool rok = ix0 + VX <= n_x;                  /* right neighbour column needed */
    const int nly = (int)h3_min((long)RY, n_y + 1 - iy0);
    const int nsy = (int)h3_min((long)RY, n_y - iy0);
    const bool bok = iy0 + RY <= n_y;                  /* row below the thread's rows needed */
    const long off = (lo_z + iz0) * slice + (lo_y + iy0) * pitch + (lo_x + ix0);
    const bool full = rok && bok && h3_aligned<T, VX>(U, pitch, slice, lo_x, lo_y, lo_z) &&
                      h3_aligned<T, VX>(Unew, pitch, slice, lo_x, lo_y, lo_z);
    if (full)
        heat_l1s_run<T, VX, RY, PF, true>(Unew, U, c0, c1, pitch, slice, off, nzb, nld, nst, rok, nly, nsy, bok);
    else
        heat_l1s_run<T, VX, RY, PF, false>(Unew, U, c0, c1, pitch, slice, off, nzb, nld, nst, rok, nly, nsy, bok);
}

/* ---------------------------------------------------------------- shared-memory streaming (2.5D)
 * Block BX x BY, one point per thread, CZ planes per block. Plane c (with its halo) sits in
 * sh[c & 1]; the thread's own U[z-1], U[z], U[z+1] come from a register queue (as above), and the
 * halo value a thread is responsible for is prefetched PF planes ahead into its own queue hq.
 * Every thread of the block takes part in the loads and barriers (points past n_x / n_y only
 * load, ghost values included, and never store). */

template <typename T, int BX, int BY, int CZ, int PF>
__device__ __forceinline__ void heat_sms(T *__restrict__ Unew, const T *__restrict__ U, T c0, T c1, long pitch,
                                         long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z) {
    constexpr int NQ = PF + 4;
    constexpr int SW = BX + 2;             /* shared row width */
    constexpr int SP = (BY + 2) * SW;      /* shared plane size */
    constexpr int NH = 2 * BX + 2 * BY;    /* halo points per plane */
    static_assert(NH <= BX * BY, "one halo point per thread at most");
    __shared__ T sh[2 * SP];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int tid = ty * BX + tx;
    const long bx0 = (long)blockIdx.x * BX, by0 = (long)blockIdx.y * BY;
    const long iz0 = (long)blockIdx.z * CZ;
    if (iz0 >= n_z) return; /* whole block: cannot happen with the contract's grid */
    const int nzb = (int)h3_min((long)CZ, n_z - iz0);

    /* own point */
    const long ix = bx0 + tx, iy = by0 + ty;
    const bool ok = ix < n_x && iy < n_y;      /* computes a point */
    const bool ldok = ix <= n_x && iy <= n_y;  /* its value may be a neighbour (ghost included) */
    const long off = (lo_z + iz0) * slice + (lo_y + iy) * pitch + (lo_x + ix);
    const int sown = (ty + 1) * SW + (tx + 1);

    /* halo point */
    int hx, hy; /* block-local, -1 .. BX / BY */
    if (tid < BX) { hx = tid; hy = -1; }
    else if (tid < 2 * BX) { hx = tid - BX; hy = BY; }
    else if (tid < 2 * BX + BY) { hx = -1; hy = tid - 2 * BX; }
    else if (tid < NH) { hx = BX; hy = tid - 2 * BX - BY; }
    else { hx = 0; hy = 0; }
    const bool hw = tid < NH;                                        /* writes a halo slot */
    const bool hok = hw && bx0 + hx <= n_x && by0 + hy <= n_y;       /* and loads it */
    const long hoff = (lo_z + iz0) * slice + (lo_y + by0 + hy) * pitch + (lo_x + bx0 + hx);
    const int shalo = (hy + 1) * SW + (hx + 1);

    T q[NQ], hq[NQ];
#pragma unroll
    for (int i = 0; i < NQ; i++) { q[i] = T(0); hq[i] = T(0); }
#pragma unroll
    for (int p = -1; p <= PF; p++) {
        q[(p + 1) % NQ] = (ldok && p <= nzb) ? __ldg(U + off + (long)p * slice) : T(0);
        if (p >= 0) hq[(p + 1) % NQ] = (hok && p < nzb) ? __ldg(U + hoff + (long)p * slice) : T(0);
    }
    sh[sown] = q[1];
    if (hw) sh[shalo] = hq[1];
    __syncthreads();

    const T *ldp = U + off + (long)(PF + 1) * slice;
    const T *hldp = U + hoff + (long)(PF + 1) * slice;
    T *wp = Unew + off;
#pragma unroll 1
    for (int cb = 0; cb < nzb; cb += NQ) {
#pragma unroll
        for (int s = 0; s < NQ; s++) {
            const int c = cb + s;
            if (c < nzb) { /* block-uniform */
                const int sm = s % NQ, s0 = (s + 1) % NQ, sp = (s + 2) % NQ, sn = (s + 2 + PF) % NQ;
                q[sn] = (ldok && c + 1 + PF <= nzb) ? __ldg(ldp) : T(0);
                hq[sn] = (hok && c + 1 + PF < nzb) ? __ldg(hldp) : T(0);
                const T *cur = sh + (c & 1) * SP + sown;
                if (ok)
                    *wp = c0 * q[s0] + c1 * (cur[-1] + cur[1] + cur[-SW] + cur[SW] + q[sm] + q[sp]);
                if (c + 1 < nzb) {
                    T *nxt = sh + ((c + 1) & 1) * SP;
                    nxt[sown] = q[sp];
                    if (hw) nxt[shalo] = hq[sp];
                    __syncthreads();
                }
                ldp += slice;
                hldp += slice;
                wp += slice;
            }
        }
    }
}

/* ---------------------------------------------------------------- kernels */

#define HEAT_ARGS Unew, U, c0, c1, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z

// mint-hand: nest=1 variant=plain block=32x8x1 tile=32x8x1
extern "C" __global__ __launch_bounds__(256) void hand_plain_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_plain<double, 32, 8>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_plain_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_plain<float, 32, 8>(HEAT_ARGS); }

// mint-hand: nest=1 variant=plain128 block=128x2x1 tile=128x2x1
extern "C" __global__ __launch_bounds__(256) void hand_plain128_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_plain<double, 128, 2>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_plain128_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_plain<float, 128, 2>(HEAT_ARGS); }

// mint-hand: nest=1 variant=vec4 block=32x8x1 tile=128x8x1
extern "C" __global__ __launch_bounds__(256) void hand_vec4_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 4, 1, 1, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_vec4_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 4, 1, 1, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1z32 block=32x8x1 tile=32x8x32
extern "C" __global__ __launch_bounds__(256) void hand_l1z32_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 1, 1, 32, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1z32_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 1, 1, 32, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1z64p2 block=32x8x1 tile=32x8x64
extern "C" __global__ __launch_bounds__(256) void hand_l1z64p2_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 1, 1, 64, 2>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1z64p2_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 1, 1, 64, 2>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1r2z32 block=32x8x1 tile=32x16x32
extern "C" __global__ __launch_bounds__(256) void hand_l1r2z32_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 1, 2, 32, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1r2z32_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 1, 2, 32, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1v2z32 block=32x8x1 tile=64x8x32
extern "C" __global__ __launch_bounds__(256) void hand_l1v2z32_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 2, 1, 32, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1v2z32_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 2, 1, 32, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1v4z32 block=32x8x1 tile=128x8x32
extern "C" __global__ __launch_bounds__(256) void hand_l1v4z32_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 4, 1, 32, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1v4z32_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 4, 1, 32, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1v4z64p2 block=32x8x1 tile=128x8x64
extern "C" __global__ __launch_bounds__(256) void hand_l1v4z64p2_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 4, 1, 64, 2>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1v4z64p2_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 4, 1, 64, 2>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1v2r2z32 block=32x8x1 tile=64x16x32
extern "C" __global__ __launch_bounds__(256) void hand_l1v2r2z32_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 2, 2, 32, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1v2r2z32_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 2, 2, 32, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=l1v2z64p2 block=32x8x1 tile=64x8x64
extern "C" __global__ __launch_bounds__(256) void hand_l1v2z64p2_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<double, 32, 8, 2, 1, 64, 2>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_l1v2z64p2_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_l1s<float, 32, 8, 2, 1, 64, 2>(HEAT_ARGS); }

// mint-hand: nest=1 variant=sm32x8z32 block=32x8x1 tile=32x8x32
extern "C" __global__ __launch_bounds__(256) void hand_sm32x8z32_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_sms<double, 32, 8, 32, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(256) void hand_sm32x8z32_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_sms<float, 32, 8, 32, 1>(HEAT_ARGS); }

// mint-hand: nest=1 variant=sm32x16z64 block=32x16x1 tile=32x16x64
extern "C" __global__ __launch_bounds__(512) void hand_sm32x16z64_f64(double *__restrict__ Unew, const double *__restrict__ U, double c0, double c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_sms<double, 32, 16, 64, 1>(HEAT_ARGS); }
extern "C" __global__ __launch_bounds__(512) void hand_sm32x16z64_f32(float *__restrict__ Unew, const float *__restrict__ U, float c0, float c1, long pitch, long slice, long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z)
{ heat_sms<float, 32, 16, 64, 1>(HEAT_ARGS); }
