/* Hand-written CUDA baselines for kernels/heat3d_27pt.c (nest 1), for the H100 (sm_90).
 *
 *   Unew = c0*U + c1*(6 face neighbours) + c2*(12 edge neighbours) + c3*(8 corner neighbours)
 *
 * Radius 1: the loop reads U over [lo-1, lo+n] in every dimension and writes Unew over
 * [lo, lo+n-1]. Every kernel below reads nothing outside that box (loads a thread of a partial
 * tile would do past it are guarded and replaced by 0, never used by a stored point) and
 * stores only interior points. Element [z][y][x] is at z*slice + y*pitch + x; plane bases are
 * computed in 64-bit.
 *
 * Partial-sum reuse across planes (the streaming variants): for a plane p and a column (x, y),
 * with C = U[p][y][x], F = sum of the 4 in-plane face neighbours, K = sum of the 4 in-plane
 * corners,
 *     in(p)  = c0*C + c1*F + c2*K     (what plane p gives the output point on plane p)
 *     off(p) = c1*C + c2*F + c3*K     (what plane p gives the output points on planes p-1, p+1)
 * and Unew[z] = off(z-1) + in(z) + off(z+1): each plane is read once (9 values per column)
 * instead of three times (27 values). Only the association of the sums differs from the C.
 *
 * Variants (each pair of kernels is announced by its header comment line; block BXxBY, tile
 * TXxTYxTZ as announced there):
 *   plain32x8    one thread per point, 32x8 blocks, all 27 loads through L1/L2.
 *   plain64x4    the same with 64x4 blocks.
 *   l1s32x8      2.5D streaming, a thread walks 32 planes of its column, partial sums in
 *                registers, the 3x3 of each plane through L1, no shared memory.
 *   sms32x8      2.5D streaming, each plane (with its 1-wide halo) staged in shared memory
 *                through registers (double-buffered, one barrier per plane), partial sums.
 *   cps32x8      2.5D streaming, planes staged in shared memory by cp.async, 3 stages (2 planes
 *                in flight per thread, no staging registers, one barrier per plane), partial
 *                sums.
 *   cps32x8y2    cps with 2 points per thread in y (tile 32x16): column values shared
 *                between the two points, more bytes in flight.
 *   cps32x8y2s4  cps32x8y2 with 4 stages (3 planes in flight).
 *   cps64x4y2    cps with 64-wide rows (tile 64x8): fewer partial sectors for float.
 *   cps32x8y4    4 points per thread in y (tile 32x32), for float.
 */

template <typename T>
__device__ __forceinline__ T h27_in(T c0, T c1, T c2, T C, T F, T K)
{
    return c0 * C + c1 * F + c2 * K;
}
template <typename T>
__device__ __forceinline__ T h27_off(T c1, T c2, T c3, T C, T F, T K)
{
    return c1 * C + c2 * F + c3 * K;
}

/* ---------------------------------------------------------------------------------------- */
/* cp.async (sm_80+): global -> shared copies that skip the registers, so that a thread has  */
/* several planes in flight while it computes. Without __CUDA_ARCH__ (the CPU emulator) a    */
/* copy is synchronous and commit/wait do nothing.                                           */
/* ---------------------------------------------------------------------------------------- */
template <typename T>
__device__ __forceinline__ void hand_cp_async(T *dst, const T *src)
{
#ifdef __CUDA_ARCH__
    const unsigned s = (unsigned)__cvta_generic_to_shared(dst);
    if constexpr (sizeof(T) == 8)
        asm volatile("cp.async.ca.shared.global [%0], [%1], 8;\n" ::"r"(s), "l"(src) : "memory");
    else
        asm volatile("cp.async.ca.shared.global [%0], [%1], 4;\n" ::"r"(s), "l"(src) : "memory");
#else
    *dst = *src; /* emulator: synchronous copy */
#endif
}
__device__ __forceinline__ void hand_cp_commit()
{
#ifdef __CUDA_ARCH__
    asm volatile("cp.async.commit_group;\n" ::: "memory");
#else
    /* emulator: nothing to commit */
#endif
}
template <int N>
__device__ __forceinline__ void hand_cp_wait()
{
#ifdef __CUDA_ARCH__
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
#else
    /* emulator: nothing to wait for */
#endif
}

/* ---------------------------------------------------------------------------------------- */
/* plain: one thread per point                                                              */
/* ---------------------------------------------------------------------------------------- */
template <typename T, int BX, int BY>
__device__ __forceinline__ void h27_plain(T *__restrict__ Unew, const T *__restrict__ U,
                                          long pitch, long slice,
                                          long lo_x, long lo_y, long lo_z,
                                          long n_x, long n_y, long n_z,
                                          T c0, T c1, T c2, T c3)
{
    const long ix = (long)blockIdx.x * BX + (long)threadIdx.x;
    const long iy = (long)blockIdx.y * BY + (long)threadIdx.y;
    const long iz = (long)blockIdx.z;
    if (ix >= n_x || iy >= n_y || iz >= n_z)
        return;
    const long i = (lo_z + iz) * slice + (lo_y + iy) * pitch + (lo_x + ix);
    const T *u = U + i;
    const T *m = u - slice; /* plane z-1 */
    const T *p = u + slice; /* plane z+1 */
    const long P = pitch;
    /* same terms and association as the C source */
    Unew[i] = c0 * __ldg(u)
            + c1 * (__ldg(u - 1) + __ldg(u + 1) + __ldg(u - P) + __ldg(u + P) + __ldg(m) + __ldg(p))
            + c2 * (__ldg(u - P - 1) + __ldg(u - P + 1) + __ldg(u + P - 1) + __ldg(u + P + 1)
                  + __ldg(m - 1) + __ldg(m + 1) + __ldg(p - 1) + __ldg(p + 1)
                  + __ldg(m - P) + __ldg(m + P) + __ldg(p - P) + __ldg(p + P))
            + c3 * (__ldg(m - P - 1) + __ldg(m - P + 1) + __ldg(m + P - 1) + __ldg(m + P + 1)
                  + __ldg(p - P - 1) + __ldg(p - P + 1) + __ldg(p + P - 1) + __ldg(p + P + 1));
}

/* ---------------------------------------------------------------------------------------- */
/* l1s: streaming with partial sums, the 3x3 of each plane through L1                        */
/* ---------------------------------------------------------------------------------------- */
template <typename T>
__device__ __forceinline__ void h27_load9(T a[9], const T *u, long P)
{
    a[0] = __ldg(u - P - 1); a[1] = __ldg(u - P); a[2] = __ldg(u - P + 1);
    a[3] = __ldg(u - 1);     a[4] = __ldg(u);     a[5] = __ldg(u + 1);
    a[6] = __ldg(u + P - 1); a[7] = __ldg(u + P); a[8] = __ldg(u + P + 1);
}

template <typename T, int BX, int BY, int CZ>
__device__ __forceinline__ void h27_l1s(T *__restrict__ Unew, const T *__restrict__ U,
                                        long pitch, long slice,
                                        long lo_x, long lo_y, long lo_z,
                                        long n_x, long n_y, long n_z,
                                        T c0, T c1, T c2, T c3)
{
    const long ix = (long)blockIdx.x * BX + (long)threadIdx.x;
    const long iy = (long)blockIdx.y * BY + (long)threadIdx.y;
    const long z0 = (long)blockIdx.z * CZ;
    if (ix >= n_x || iy >= n_y || z0 >= n_z)
        return;
    const int nz = (n_z - z0) < (long)CZ ? (int)(n_z - z0) : CZ;
    const long i0 = (lo_z + z0) * slice + (lo_y + iy) * pitch + (lo_x + ix);
    const T *u = U + i0 - slice; /* plane gz0-1 */
    T *w = Unew + i0;
    const long P = pitch;

    T a[9];
    h27_load9<T>(a, u, P);
    T offA = h27_off<T>(c1, c2, c3, a[4], (a[3] + a[5]) + (a[1] + a[7]), (a[0] + a[2]) + (a[6] + a[8]));
    u += slice;
    h27_load9<T>(a, u, P);
    T offB = h27_off<T>(c1, c2, c3, a[4], (a[3] + a[5]) + (a[1] + a[7]), (a[0] + a[2]) + (a[6] + a[8]));
    T inB = h27_in<T>(c0, c1, c2, a[4], (a[3] + a[5]) + (a[1] + a[7]), (a[0] + a[2]) + (a[6] + a[8]));
    u += slice;
    h27_load9<T>(a, u, P); /* plane gz0+1 (at most lo_z+n_z: a ghost plane) */

#pragma unroll 1
    for (int c = 0; c < nz; ++c) {
        /* a = plane gz0+c+1; prefetch plane gz0+c+2 (unconditional loads from a clamped,
           always readable address, so that the compiler keeps them ahead of the math) */
        T b[9];
        h27_load9<T>(b, (c + 1 < nz) ? u + slice : u, P);
        const T F = (a[3] + a[5]) + (a[1] + a[7]);
        const T K = (a[0] + a[2]) + (a[6] + a[8]);
        const T off = h27_off<T>(c1, c2, c3, a[4], F, K);
        const T in = h27_in<T>(c0, c1, c2, a[4], F, K);
        *w = (offA + off) + inB;
        offA = offB; offB = off; inB = in;
#pragma unroll
        for (int i = 0; i < 9; ++i)
            a[i] = b[i];
        u += slice;
        w += slice;
    }
}

/* ---------------------------------------------------------------------------------------- */
/* sms: streaming with partial sums, each plane staged in shared memory                     */
/* Block BX x BY threads, each thread RY consecutive rows: tile BX x (BY*RY) x CZ.          */
/* ---------------------------------------------------------------------------------------- */
template <typename T, int BX, int BY, int RY, int CZ>
__device__ __forceinline__ void h27_sms(T *__restrict__ Unew, const T *__restrict__ U,
                                        long pitch, long slice,
                                        long lo_x, long lo_y, long lo_z,
                                        long n_x, long n_y, long n_z,
                                        T c0, T c1, T c2, T c3)
{
    constexpr int NT = BX * BY;
    constexpr int TY = BY * RY;          /* rows of the tile */
    constexpr int SW = BX + 2;           /* shared row length */
    constexpr int SH = TY + 2;           /* shared rows */
    constexpr int HR = 2 * BX;           /* halo rows above/below, tile columns only */
    constexpr int H = HR + 2 * SH;       /* + left/right halo columns over all rows (corners) */
    constexpr int HPT = (H + NT - 1) / NT;
    __shared__ T sh[2][SH * SW];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int tid = tx + BX * ty;
    const long z0 = (long)blockIdx.z * CZ;
    if (z0 >= n_z)
        return;                          /* whole block: uniform */
    const int nz = (n_z - z0) < (long)CZ ? (int)(n_z - z0) : CZ;

    const long x0 = lo_x + (long)blockIdx.x * BX;
    const long y0 = lo_y + (long)blockIdx.y * TY;
    const long gz0 = lo_z + z0;
    const long xend = lo_x + n_x, yend = lo_y + n_y; /* first index past the interior */
    const long xmax = xend, ymax = yend;             /* last readable index (ghost) */

    const long gx = x0 + tx;
    const long gyb = y0 + (long)ty * RY;
    bool lok[RY], sok[RY];
#pragma unroll
    for (int j = 0; j < RY; ++j) {
        lok[j] = gx <= xmax && gyb + j <= ymax;
        sok[j] = gx < xend && gyb + j < yend;
    }

    int hs[HPT];
    long ho[HPT];
    bool hw[HPT], hv[HPT];
#pragma unroll
    for (int h = 0; h < HPT; ++h) {
        const int e = tid + h * NT;
        int sy, sx;
        if (e < HR) {
            const int r = e / BX, cx = e - r * BX;
            sy = r ? SH - 1 : 0;
            sx = 1 + cx;
        } else {
            const int ee = e - HR;
            sy = ee >> 1;
            sx = (ee & 1) ? SW - 1 : 0;
        }
        const long hx = x0 - 1 + sx, hy = y0 - 1 + sy;
        hw[h] = e < H;
        hv[h] = hw[h] && hx <= xmax && hy <= ymax;
        hs[h] = hw[h] ? sy * SW + sx : 0;
        ho[h] = hv[h] ? hy * pitch + hx : 0;
    }

    const long own = (gz0 - 1) * slice + gyb * pitch + gx; /* row 0, plane gz0-1 */
    const T *up = U + own;
    const T *ub = U + (gz0 - 1) * slice;
    T *wp = Unew + own + slice;                           /* row 0, plane gz0 */

    T cur[RY], hc[HPT];
#pragma unroll
    for (int j = 0; j < RY; ++j)
        cur[j] = lok[j] ? __ldg(up + j * pitch) : (T)0;
#pragma unroll
    for (int h = 0; h < HPT; ++h)
        hc[h] = hv[h] ? __ldg(ub + ho[h]) : (T)0;

    T offA[RY], offB[RY], inB[RY];
#pragma unroll
    for (int j = 0; j < RY; ++j) {
        offA[j] = (T)0; offB[j] = (T)0; inB[j] = (T)0;
    }

    const int sxo = 1 + tx;
    const int syo = 1 + ty * RY;
    const int np = nz + 2; /* planes gz0-1 .. gz0+nz */

#pragma unroll 1
    for (int k = 0; k < np; ++k) {
        const bool more = k + 1 < np;
        T nxt[RY], hn[HPT];
#pragma unroll
        for (int j = 0; j < RY; ++j)
            nxt[j] = (more && lok[j]) ? __ldg(up + slice + j * pitch) : (T)0;
#pragma unroll
        for (int h = 0; h < HPT; ++h)
            hn[h] = (more && hv[h]) ? __ldg(ub + slice + ho[h]) : (T)0;

        T *s = sh[k & 1];
#pragma unroll
        for (int j = 0; j < RY; ++j)
            s[(syo + j) * SW + sxo] = cur[j];
#pragma unroll
        for (int h = 0; h < HPT; ++h)
            if (hw[h])
                s[hs[h]] = hc[h];
        __syncthreads();

        /* v[i][d]: row (i-1) relative to the thread's first row, column x-1+d */
        T v[RY + 2][3];
#pragma unroll
        for (int i = 0; i < RY + 2; ++i) {
            const int rr = i - 1;
            const T *sr = s + (syo + rr) * SW + sxo;
            v[i][0] = sr[-1];
            v[i][2] = sr[1];
            if (rr >= 0 && rr < RY)
                v[i][1] = cur[rr];
            else
                v[i][1] = sr[0];
        }
#pragma unroll
        for (int j = 0; j < RY; ++j) {
            const T C = v[j + 1][1];
            const T F = (v[j + 1][0] + v[j + 1][2]) + (v[j][1] + v[j + 2][1]);
            const T K = (v[j][0] + v[j][2]) + (v[j + 2][0] + v[j + 2][2]);
            const T off = h27_off<T>(c1, c2, c3, C, F, K);
            const T in = h27_in<T>(c0, c1, c2, C, F, K);
            if (k >= 2 && sok[j])
                wp[j * pitch] = (offA[j] + off) + inB[j]; /* plane gz0-2+k */
            offA[j] = offB[j]; offB[j] = off; inB[j] = in;
        }
        if (k >= 2)
            wp += slice;

#pragma unroll
        for (int j = 0; j < RY; ++j)
            cur[j] = nxt[j];
#pragma unroll
        for (int h = 0; h < HPT; ++h)
            hc[h] = hn[h];
        up += slice;
        ub += slice;
    }
}

/* ---------------------------------------------------------------------------------------- */
/* cps: streaming with partial sums, planes staged in shared memory by cp.async, NS stages: */
/* while plane k is being used, planes k+1 .. k+NS-2 are in flight (and plane k+NS-1 is     */
/* issued), with no staging registers and one barrier per plane.                            */
/* Block BX x BY threads, each thread RY consecutive rows: tile BX x (BY*RY) x CZ.          */
/* ---------------------------------------------------------------------------------------- */
template <typename T, int BX, int BY, int RY, int CZ, int NS>
__device__ __forceinline__ void h27_cps(T *__restrict__ Unew, const T *__restrict__ U,
                                        long pitch, long slice,
                                        long lo_x, long lo_y, long lo_z,
                                        long n_x, long n_y, long n_z,
                                        T c0, T c1, T c2, T c3)
{
    static_assert(NS >= 2 && NS <= 4, "stages");
    constexpr int NT = BX * BY;
    constexpr int TY = BY * RY;          /* rows of the tile */
    constexpr int SW = BX + 2;           /* shared row length */
    constexpr int SH = TY + 2;           /* shared rows */
    constexpr int SZ = SH * SW;          /* one plane */
    constexpr int HR = 2 * BX;           /* halo rows above/below, tile columns only */
    constexpr int H = HR + 2 * SH;       /* + left/right halo columns over all rows (corners) */
    constexpr int HPT = (H + NT - 1) / NT;
    __shared__ T sh[NS][SZ];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int tid = tx + BX * ty;
    const long z0 = (long)blockIdx.z * CZ;
    if (z0 >= n_z)
        return;                          /* whole block: uniform */
    const int nz = (n_z - z0) < (long)CZ ? (int)(n_z - z0) : CZ;

    const long x0 = lo_x + (long)blockIdx.x * BX;
    const long y0 = lo_y + (long)blockIdx.y * TY;
    const long gz0 = lo_z + z0;
    const long xend = lo_x + n_x, yend = lo_y + n_y; /* first index past the interior */
    const long xmax = xend, ymax = yend;             /* last readable index (ghost) */

    const int sxo = 1 + tx;
    const int syo = 1 + ty * RY;
    const long gx = x0 + tx;
    const long gyb = y0 + (long)ty * RY;
    bool lok[RY], sok[RY];
    int os[RY];
    long oo[RY];
#pragma unroll
    for (int j = 0; j < RY; ++j) {
        lok[j] = gx <= xmax && gyb + j <= ymax;
        sok[j] = gx < xend && gyb + j < yend;
        os[j] = (syo + j) * SW + sxo;
        oo[j] = lok[j] ? (gyb + j) * pitch + gx : 0;
    }
    int hs[HPT];
    long ho[HPT];
    bool hw[HPT], hv[HPT];
#pragma unroll
    for (int h = 0; h < HPT; ++h) {
        const int e = tid + h * NT;
        int sy, sx;
        if (e < HR) {
            const int r = e / BX, cx = e - r * BX;
            sy = r ? SH - 1 : 0;
            sx = 1 + cx;
        } else {
            const int ee = e - HR;
            sy = ee >> 1;
            sx = (ee & 1) ? SW - 1 : 0;
        }
        const long hx = x0 - 1 + sx, hy = y0 - 1 + sy;
        hw[h] = e < H;
        hv[h] = hw[h] && hx <= xmax && hy <= ymax;
        hs[h] = hw[h] ? sy * SW + sx : 0;
        ho[h] = hv[h] ? hy * pitch + hx : 0;
    }
    /* cells past the readable box are never copied: zero them once in every stage */
#pragma unroll
    for (int st = 0; st < NS; ++st) {
#pragma unroll
        for (int j = 0; j < RY; ++j)
            if (!lok[j])
                sh[st][os[j]] = (T)0;
#pragma unroll
        for (int h = 0; h < HPT; ++h)
            if (hw[h] && !hv[h])
                sh[st][hs[h]] = (T)0;
    }

    const T *ub = U + (gz0 - 1) * slice; /* plane k = 0 is gz0-1 */
    const int np = nz + 2;               /* planes gz0-1 .. gz0+nz */
    /* prologue: planes 0 .. NS-2 into stages 0 .. NS-2 */
#pragma unroll
    for (int k = 0; k < NS - 1; ++k) {
        if (k < np) {
            const T *pb = ub + (long)k * slice;
#pragma unroll
            for (int j = 0; j < RY; ++j)
                if (lok[j])
                    hand_cp_async<T>(&sh[k][os[j]], pb + oo[j]);
#pragma unroll
            for (int h = 0; h < HPT; ++h)
                if (hv[h])
                    hand_cp_async<T>(&sh[k][hs[h]], pb + ho[h]);
        }
        hand_cp_commit();
    }

    T offA[RY], offB[RY], inB[RY];
#pragma unroll
    for (int j = 0; j < RY; ++j) {
        offA[j] = (T)0; offB[j] = (T)0; inB[j] = (T)0;
    }
    T *wp = Unew + gz0 * slice + gyb * pitch + gx;   /* row 0, plane gz0 */
    int st = 0;          /* stage of plane k */
    int sti = NS - 1;    /* stage of plane k+NS-1 */

#pragma unroll 1
    for (int k = 0; k < np; ++k) {
        hand_cp_wait<NS - 2>();   /* this thread's copies of plane k have landed */
        __syncthreads();          /* everyone's have; everyone is done with plane k-1 */
        {
            const int ki = k + NS - 1;
            if (ki < np) {
                const T *pb = ub + (long)ki * slice;
                T *si = sh[sti];
#pragma unroll
                for (int j = 0; j < RY; ++j)
                    if (lok[j])
                        hand_cp_async<T>(si + os[j], pb + oo[j]);
#pragma unroll
                for (int h = 0; h < HPT; ++h)
                    if (hv[h])
                        hand_cp_async<T>(si + hs[h], pb + ho[h]);
            }
            hand_cp_commit();     /* possibly empty: keeps the group count uniform */
        }

        const T *s = sh[st];
        /* v[i][d]: row (i-1) relative to the thread's first row, column x-1+d */
        T v[RY + 2][3];
#pragma unroll
        for (int i = 0; i < RY + 2; ++i) {
            const T *sr = s + (syo + i - 1) * SW + sxo;
            v[i][0] = sr[-1];
            v[i][1] = sr[0];
            v[i][2] = sr[1];
        }
#pragma unroll
        for (int j = 0; j < RY; ++j) {
            const T C = v[j + 1][1];
            const T F = (v[j + 1][0] + v[j + 1][2]) + (v[j][1] + v[j + 2][1]);
            const T K = (v[j][0] + v[j][2]) + (v[j + 2][0] + v[j + 2][2]);
            const T off = h27_off<T>(c1, c2, c3, C, F, K);
            const T in = h27_in<T>(c0, c1, c2, C, F, K);
            if (k >= 2 && sok[j])
                wp[j * pitch] = (offA[j] + off) + inB[j]; /* plane gz0-2+k */
            offA[j] = offB[j]; offB[j] = off; inB[j] = in;
        }
        if (k >= 2)
            wp += slice;
        st = (st + 1 == NS) ? 0 : st + 1;
        sti = (sti + 1 == NS) ? 0 : sti + 1;
    }
}

/* ======================================================================================== */

// mint-hand: nest=1 variant=plain32x8 block=32x8x1 tile=32x8x1
extern "C" __global__ void __launch_bounds__(256) hand_plain32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_plain<double, 32, 8>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_plain32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_plain<float, 32, 8>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=plain64x4 block=64x4x1 tile=64x4x1
extern "C" __global__ void __launch_bounds__(256) hand_plain64x4_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_plain<double, 64, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_plain64x4_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_plain<float, 64, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=l1s32x8 block=32x8x1 tile=32x8x32
extern "C" __global__ void __launch_bounds__(256) hand_l1s32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_l1s<double, 32, 8, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_l1s32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_l1s<float, 32, 8, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=sms32x8 block=32x8x1 tile=32x8x32
extern "C" __global__ void __launch_bounds__(256) hand_sms32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_sms<double, 32, 8, 1, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_sms32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_sms<float, 32, 8, 1, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=cps32x8 block=32x8x1 tile=32x8x32
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_cps<double, 32, 8, 1, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_cps<float, 32, 8, 1, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=cps32x8y2 block=32x8x1 tile=32x16x32
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8y2_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_cps<double, 32, 8, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8y2_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_cps<float, 32, 8, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=cps32x8y2s4 block=32x8x1 tile=32x16x32
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8y2s4_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_cps<double, 32, 8, 2, 32, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8y2s4_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_cps<float, 32, 8, 2, 32, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=cps64x4y2 block=64x4x1 tile=64x8x32
extern "C" __global__ void __launch_bounds__(256) hand_cps64x4y2_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_cps<double, 64, 4, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_cps64x4y2_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_cps<float, 64, 4, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}

// mint-hand: nest=1 variant=cps32x8y4 block=32x8x1 tile=32x32x32
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8y4_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2, double c3)
{
    h27_cps<double, 32, 8, 4, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
extern "C" __global__ void __launch_bounds__(256) hand_cps32x8y4_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2, float c3)
{
    h27_cps<float, 32, 8, 4, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2, c3);
}
