/* Hand-written CUDA baselines for kernels/heat3d_13pt.c (nest 1), for the H100 (sm_90).
 *
 *   Unew[z][y][x] = c0*U + c1*(U at +-1 in x, y, z) + c2*(U at +-2 in x, y, z)
 *
 * Radius 2: the loop reads U over [lo-2, lo+n+1] in every dimension and writes Unew over
 * [lo, lo+n-1]. Every kernel below reads nothing outside that box (loads of points a thread
 * of a partial tile would need are guarded and replaced by 0, never used by a stored point)
 * and stores only interior points. Element [z][y][x] is at z*slice + y*pitch + x; plane
 * bases are computed in 64-bit.
 *
 * Variants (each pair of kernels is announced by its header comment line; block BXxBY, tile
 * TXxTYxTZ as announced there):
 *   plain32x8    one thread per point, 32x8 blocks, every neighbour through L1/L2.
 *   plain64x4    the same with 64x4 blocks.
 *   l1q32x8      2.5D: a thread walks 32 planes of its column, the z-neighbours in a rotating
 *                register queue (1 new load per plane), the x/y neighbours through L1.
 *   sm32x8       2.5D: as l1q, but the centre plane with its 2-wide x/y halo staged in shared
 *                memory through registers (double-buffered, one barrier per plane).
 *   cpq32x8      2.5D, planes staged in shared memory by cp.async, 3 stages (2 planes in flight
 *                per thread, no staging registers), in-plane part computed once per plane and
 *                the z-part from a register queue of the thread's own column.
 *   cpq32x8y2    cpq with 2 points per thread in y (tile 32x16): more bytes in flight, fewer
 *                shared loads per point.
 *   cpq32x8y2s4  cpq32x8y2 with 4 stages (3 planes in flight).
 *   cpq64x4y2    cpq with 64-wide rows (tile 64x8): fewer partial sectors for float.
 *   cpq32x8y4    4 points per thread in y (tile 32x32), for float.
 */

#define H13_R 2

template <typename T>
__device__ __forceinline__ T h13_point(T c0, T c1, T c2, T uc,
                                       T xm1, T xp1, T ym1, T yp1, T zm1, T zp1,
                                       T xm2, T xp2, T ym2, T yp2, T zm2, T zp2)
{
    /* same association as the C source */
    return c0 * uc + c1 * (xm1 + xp1 + ym1 + yp1 + zm1 + zp1)
                   + c2 * (xm2 + xp2 + ym2 + yp2 + zm2 + zp2);
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
__device__ __forceinline__ void h13_plain(T *__restrict__ Unew, const T *__restrict__ U,
                                          long pitch, long slice,
                                          long lo_x, long lo_y, long lo_z,
                                          long n_x, long n_y, long n_z,
                                          T c0, T c1, T c2)
{
    const long ix = (long)blockIdx.x * BX + (long)threadIdx.x;
    const long iy = (long)blockIdx.y * BY + (long)threadIdx.y;
    const long iz = (long)blockIdx.z;
    if (ix >= n_x || iy >= n_y || iz >= n_z)
        return;
    const long i = (lo_z + iz) * slice + (lo_y + iy) * pitch + (lo_x + ix);
    const T *u = U + i;
    const long p2 = 2 * pitch, s2 = 2 * slice;
    Unew[i] = h13_point<T>(c0, c1, c2, __ldg(u),
                           __ldg(u - 1), __ldg(u + 1), __ldg(u - pitch), __ldg(u + pitch),
                           __ldg(u - slice), __ldg(u + slice),
                           __ldg(u - 2), __ldg(u + 2), __ldg(u - p2), __ldg(u + p2),
                           __ldg(u - s2), __ldg(u + s2));
}

/* ---------------------------------------------------------------------------------------- */
/* l1q: z-queue in registers, x/y neighbours through L1                                      */
/* ---------------------------------------------------------------------------------------- */
template <typename T, int BX, int BY, int CZ>
__device__ __forceinline__ void h13_l1q(T *__restrict__ Unew, const T *__restrict__ U,
                                        long pitch, long slice,
                                        long lo_x, long lo_y, long lo_z,
                                        long n_x, long n_y, long n_z,
                                        T c0, T c1, T c2)
{
    const long ix = (long)blockIdx.x * BX + (long)threadIdx.x;
    const long iy = (long)blockIdx.y * BY + (long)threadIdx.y;
    const long z0 = (long)blockIdx.z * CZ;
    if (ix >= n_x || iy >= n_y || z0 >= n_z)
        return;
    const int nz = (n_z - z0) < (long)CZ ? (int)(n_z - z0) : CZ;
    const long i0 = (lo_z + z0) * slice + (lo_y + iy) * pitch + (lo_x + ix);
    const T *u = U + i0;
    T *w = Unew + i0;
    const long p2 = 2 * pitch, s2 = 2 * slice, s3 = 3 * slice;
    T q0 = __ldg(u - s2), q1 = __ldg(u - slice), q2 = __ldg(u), q3 = __ldg(u + slice),
      q4 = __ldg(u + s2);
#pragma unroll 1
    for (int c = 0; c < nz; ++c) {
        /* plane gz+3 is needed only when plane gz+1 is an output of this chunk; the load is
           unconditional from a clamped, always readable address (plane gz+2) so that the
           compiler keeps it ahead of the math */
        const T qn = __ldg((c + 1 < nz) ? u + s3 : u + s2);
        const T v = h13_point<T>(c0, c1, c2, q2,
                                 __ldg(u - 1), __ldg(u + 1), __ldg(u - pitch), __ldg(u + pitch),
                                 q1, q3,
                                 __ldg(u - 2), __ldg(u + 2), __ldg(u - p2), __ldg(u + p2),
                                 q0, q4);
        *w = v;
        q0 = q1; q1 = q2; q2 = q3; q3 = q4; q4 = qn;
        u += slice;
        w += slice;
    }
}

/* ---------------------------------------------------------------------------------------- */
/* sm: z-queue in registers, centre plane (+2-wide star halo) in shared memory              */
/* Block BX x BY threads, each thread RY consecutive rows: tile BX x (BY*RY) x CZ.          */
/* ---------------------------------------------------------------------------------------- */
template <typename T, int BX, int BY, int RY, int CZ>
__device__ __forceinline__ void h13_sm(T *__restrict__ Unew, const T *__restrict__ U,
                                       long pitch, long slice,
                                       long lo_x, long lo_y, long lo_z,
                                       long n_x, long n_y, long n_z,
                                       T c0, T c1, T c2)
{
    constexpr int R = H13_R;
    constexpr int NT = BX * BY;
    constexpr int TY = BY * RY;          /* rows of the tile */
    constexpr int SW = BX + 2 * R;       /* shared row length */
    constexpr int SH = TY + 2 * R;       /* shared rows */
    constexpr int HR = 2 * R * BX;       /* halo rows above/below (no corners: star) */
    constexpr int H = HR + 2 * R * TY;   /* + halo columns left/right */
    constexpr int HPT = (H + NT - 1) / NT;
    __shared__ T sh[2][SH * SW];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int tid = tx + BX * ty;
    const long z0 = (long)blockIdx.z * CZ;
    if (z0 >= n_z)
        return;                          /* whole block: uniform */
    const int nz = (n_z - z0) < (long)CZ ? (int)(n_z - z0) : CZ;

    const long x0 = lo_x + (long)blockIdx.x * BX;   /* global x of the tile's first column */
    const long y0 = lo_y + (long)blockIdx.y * TY;   /* global y of the tile's first row */
    const long gz0 = lo_z + z0;
    const long xend = lo_x + n_x;                   /* first x past the interior */
    const long yend = lo_y + n_y;
    const long xmax = xend - 1 + R;                 /* last readable x */
    const long ymax = yend - 1 + R;

    /* own points */
    const long gx = x0 + tx;
    const long gyb = y0 + (long)ty * RY;
    bool lok[RY], sok[RY];
#pragma unroll
    for (int j = 0; j < RY; ++j) {
        lok[j] = gx <= xmax && gyb + j <= ymax;
        sok[j] = gx < xend && gyb + j < yend;
    }
    const long own = gz0 * slice + gyb * pitch + gx;   /* row 0 of this thread, first plane */
    const T *up = U + own;
    T *wp = Unew + own;

    /* halo slots: smem index, in-plane offset, valid flags */
    int hs[HPT];
    long ho[HPT];
    bool hw[HPT], hv[HPT];
#pragma unroll
    for (int k = 0; k < HPT; ++k) {
        const int h = tid + k * NT;
        int sy = 0, sx = 0;
        if (h < HR) {
            const int r = h / BX, cx = h - r * BX;
            sy = r < R ? r : TY + r;
            sx = R + cx;
        } else {
            const int hh = h - HR;
            const int row = hh / (2 * R), cc = hh - row * (2 * R);
            sy = R + row;
            sx = cc < R ? cc : BX + cc;
        }
        const long hx = x0 - R + sx, hy = y0 - R + sy;
        hw[k] = h < H;
        hv[k] = hw[k] && hx <= xmax && hy <= ymax;
        hs[k] = sy * SW + sx;
        ho[k] = hv[k] ? hy * pitch + hx : 0;
    }

    /* z-queue: q[j][d] = U at plane gz-2+d, own row j */
    T q[RY][5];
#pragma unroll
    for (int j = 0; j < RY; ++j)
#pragma unroll
        for (int d = 0; d < 5; ++d)
            q[j][d] = lok[j] ? __ldg(up + j * pitch + (long)(d - 2) * slice) : (T)0;
    const T *ub = U + gz0 * slice;       /* base of the current centre plane */
    T hc[HPT];
#pragma unroll
    for (int k = 0; k < HPT; ++k)
        hc[k] = hv[k] ? __ldg(ub + ho[k]) : (T)0;

    const long s3 = 3 * slice;
    const int sxo = R + tx;
    const int syo = R + ty * RY;

#pragma unroll 1
    for (int c = 0; c < nz; ++c) {
        const bool more = c + 1 < nz;
        /* prefetch: own plane gz+3 and the halo of plane gz+1 */
        T qn[RY];
#pragma unroll
        for (int j = 0; j < RY; ++j)
            qn[j] = (more && lok[j]) ? __ldg(up + j * pitch + s3) : (T)0;
        T hn[HPT];
#pragma unroll
        for (int k = 0; k < HPT; ++k)
            hn[k] = (more && hv[k]) ? __ldg(ub + slice + ho[k]) : (T)0;

        /* stage the centre plane */
        T *s = sh[c & 1];
#pragma unroll
        for (int j = 0; j < RY; ++j)
            s[(syo + j) * SW + sxo] = q[j][2];
#pragma unroll
        for (int k = 0; k < HPT; ++k)
            if (hw[k])
                s[hs[k]] = hc[k];
        __syncthreads();

        /* column of the centre plane: rows -2 .. RY+1 relative to the thread's first row */
        T col[RY + 4];
#pragma unroll
        for (int i = 0; i < RY + 4; ++i) {
            const int rr = i - 2;
            if (rr >= 0 && rr < RY)
                col[i] = q[rr][2];
            else
                col[i] = s[(syo + rr) * SW + sxo];
        }
#pragma unroll
        for (int j = 0; j < RY; ++j) {
            const T *sr = s + (syo + j) * SW + sxo;
            const T v = h13_point<T>(c0, c1, c2, q[j][2],
                                     sr[-1], sr[1], col[j + 1], col[j + 3], q[j][1], q[j][3],
                                     sr[-2], sr[2], col[j], col[j + 4], q[j][0], q[j][4]);
            if (sok[j])
                wp[j * pitch] = v;
        }

#pragma unroll
        for (int j = 0; j < RY; ++j) {
            q[j][0] = q[j][1]; q[j][1] = q[j][2]; q[j][2] = q[j][3]; q[j][3] = q[j][4];
            q[j][4] = qn[j];
        }
#pragma unroll
        for (int k = 0; k < HPT; ++k)
            hc[k] = hn[k];
        up += slice;
        wp += slice;
        ub += slice;
    }
}

/* ---------------------------------------------------------------------------------------- */
/* cpq: planes (with the 2-wide star halo) staged in shared memory by cp.async, NS stages.   */
/* When plane p is in shared memory a thread takes from it its own value (pushed on a        */
/* register queue of the last 5 planes) and, for an output plane, the in-plane part          */
/*     in(p) = c0*U + c1*(x+-1, y+-1) + c2*(x+-2, y+-2)                                      */
/* (kept 2 planes in registers); then Unew[p-2] = in(p-2) + c1*(U[p-3] + U[p-1])             */
/*                                              + c2*(U[p-4] + U[p]).                        */
/* The first and last 2 planes of a chunk need only the own column: no halo is copied.       */
/* Block BX x BY threads, each thread RY consecutive rows: tile BX x (BY*RY) x CZ.          */
/* ---------------------------------------------------------------------------------------- */
template <typename T, int BX, int BY, int RY, int CZ, int NS>
__device__ __forceinline__ void h13_cpq(T *__restrict__ Unew, const T *__restrict__ U,
                                        long pitch, long slice,
                                        long lo_x, long lo_y, long lo_z,
                                        long n_x, long n_y, long n_z,
                                        T c0, T c1, T c2)
{
    static_assert(NS >= 2 && NS <= 5, "stages");
    constexpr int R = H13_R;
    constexpr int NT = BX * BY;
    constexpr int TY = BY * RY;          /* rows of the tile */
    constexpr int SW = BX + 2 * R;       /* shared row length */
    constexpr int SH = TY + 2 * R;       /* shared rows */
    constexpr int SZ = SH * SW;          /* one plane */
    constexpr int HR = 2 * R * BX;       /* halo rows above/below (no corners: star) */
    constexpr int H = HR + 2 * R * TY;   /* + halo columns left/right */
    constexpr int HPT = (H + NT - 1) / NT;
    __shared__ T sh[NS][SZ];

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int tid = tx + BX * ty;
    const long z0 = (long)blockIdx.z * CZ;
    if (z0 >= n_z)
        return;                          /* whole block: uniform */
    const int nz = (n_z - z0) < (long)CZ ? (int)(n_z - z0) : CZ;

    const long x0 = lo_x + (long)blockIdx.x * BX;   /* global x of the tile's first column */
    const long y0 = lo_y + (long)blockIdx.y * TY;   /* global y of the tile's first row */
    const long gz0 = lo_z + z0;
    const long xend = lo_x + n_x;                   /* first x past the interior */
    const long yend = lo_y + n_y;
    const long xmax = xend - 1 + R;                 /* last readable x */
    const long ymax = yend - 1 + R;

    const int sxo = R + tx;
    const int syo = R + ty * RY;
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
        int sy = 0, sx = 0;
        if (e < HR) {
            const int r = e / BX, cx = e - r * BX;
            sy = r < R ? r : TY + r;
            sx = R + cx;
        } else {
            const int ee = e - HR;
            const int row = ee / (2 * R), cc = ee - row * (2 * R);
            sy = R + row;
            sx = cc < R ? cc : BX + cc;
        }
        const long hx = x0 - R + sx, hy = y0 - R + sy;
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

    const T *ub = U + (gz0 - 2) * slice; /* plane k = 0 is gz0-2 */
    const int np = nz + 4;               /* planes gz0-2 .. gz0+nz+1 */
    /* prologue: planes 0 .. NS-2 into stages 0 .. NS-2 */
#pragma unroll
    for (int k = 0; k < NS - 1; ++k) {
        if (k < np) {
            const T *pb = ub + (long)k * slice;
#pragma unroll
            for (int j = 0; j < RY; ++j)
                if (lok[j])
                    hand_cp_async<T>(&sh[k][os[j]], pb + oo[j]);
            if (k >= 2 && k < nz + 2) {
#pragma unroll
                for (int h = 0; h < HPT; ++h)
                    if (hv[h])
                        hand_cp_async<T>(&sh[k][hs[h]], pb + ho[h]);
            }
        }
        hand_cp_commit();
    }

    /* q[j][d]: own value of plane p-4+d; iq[j][d]: in() of plane p-2+d */
    T q[RY][5], iq[RY][3];
#pragma unroll
    for (int j = 0; j < RY; ++j) {
#pragma unroll
        for (int d = 0; d < 5; ++d)
            q[j][d] = (T)0;
#pragma unroll
        for (int d = 0; d < 3; ++d)
            iq[j][d] = (T)0;
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
                if (ki >= 2 && ki < nz + 2) {
#pragma unroll
                    for (int h = 0; h < HPT; ++h)
                        if (hv[h])
                            hand_cp_async<T>(si + hs[h], pb + ho[h]);
                }
            }
            hand_cp_commit();     /* possibly empty: keeps the group count uniform */
        }

        const T *s = sh[st];
        const bool inp = k >= 2 && k < nz + 2;   /* plane k is an output plane (uniform) */
        /* column of plane k: rows -2 .. RY+1 relative to the thread's first row */
        T col[RY + 4];
#pragma unroll
        for (int i = 0; i < RY + 4; ++i)
            col[i] = (i >= 2 && i < RY + 2) || inp ? s[(syo + i - 2) * SW + sxo] : (T)0;
#pragma unroll
        for (int j = 0; j < RY; ++j) {
            const T C = col[j + 2];
            T in = (T)0;
            if (inp) {
                const T *sr = s + os[j];
                in = c0 * C + c1 * ((sr[-1] + sr[1]) + (col[j + 1] + col[j + 3]))
                            + c2 * ((sr[-2] + sr[2]) + (col[j] + col[j + 4]));
            }
            q[j][0] = q[j][1]; q[j][1] = q[j][2]; q[j][2] = q[j][3]; q[j][3] = q[j][4];
            q[j][4] = C;
            iq[j][0] = iq[j][1]; iq[j][1] = iq[j][2]; iq[j][2] = in;
            if (k >= 4 && sok[j]) /* plane gz0-4+k */
                wp[j * pitch] = iq[j][0] + c1 * (q[j][1] + q[j][3]) + c2 * (q[j][0] + q[j][4]);
        }
        if (k >= 4)
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
    double c0, double c1, double c2)
{
    h13_plain<double, 32, 8>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_plain32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_plain<float, 32, 8>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=plain64x4 block=64x4x1 tile=64x4x1
extern "C" __global__ void __launch_bounds__(256) hand_plain64x4_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_plain<double, 64, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_plain64x4_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_plain<float, 64, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=l1q32x8 block=32x8x1 tile=32x8x32
extern "C" __global__ void __launch_bounds__(256) hand_l1q32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_l1q<double, 32, 8, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_l1q32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_l1q<float, 32, 8, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=sm32x8 block=32x8x1 tile=32x8x32
extern "C" __global__ void __launch_bounds__(256) hand_sm32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_sm<double, 32, 8, 1, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_sm32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_sm<float, 32, 8, 1, 32>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=cpq32x8 block=32x8x1 tile=32x8x32
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_cpq<double, 32, 8, 1, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_cpq<float, 32, 8, 1, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=cpq32x8y2 block=32x8x1 tile=32x16x32
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8y2_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_cpq<double, 32, 8, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8y2_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_cpq<float, 32, 8, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=cpq32x8y2s4 block=32x8x1 tile=32x16x32
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8y2s4_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_cpq<double, 32, 8, 2, 32, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8y2s4_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_cpq<float, 32, 8, 2, 32, 4>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=cpq64x4y2 block=64x4x1 tile=64x8x32
extern "C" __global__ void __launch_bounds__(256) hand_cpq64x4y2_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_cpq<double, 64, 4, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_cpq64x4y2_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_cpq<float, 64, 4, 2, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}

// mint-hand: nest=1 variant=cpq32x8y4 block=32x8x1 tile=32x32x32
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8y4_f64(
    double *__restrict__ Unew, const double *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    double c0, double c1, double c2)
{
    h13_cpq<double, 32, 8, 4, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
extern "C" __global__ void __launch_bounds__(256) hand_cpq32x8y4_f32(
    float *__restrict__ Unew, const float *__restrict__ U, long pitch, long slice,
    long lo_x, long lo_y, long lo_z, long n_x, long n_y, long n_z,
    float c0, float c1, float c2)
{
    h13_cpq<float, 32, 8, 4, 32, 3>(Unew, U, pitch, slice, lo_x, lo_y, lo_z, n_x, n_y, n_z, c0, c1, c2);
}
