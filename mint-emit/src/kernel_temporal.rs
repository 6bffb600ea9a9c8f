//! Kernel writer for temporal blocking ([`mint_opt::temporal`]): `mint_tb_<id>` advances a
//! Jacobi nest `mint_steps` (at most `bt`) time steps in one launch by streaming.
//!
//! Block `(bx, by[, bz])` owns the tile of the tiled dimensions at `lo + b·out_tile - r·bt` and
//! the chunk `[c0, c1)` of the streamed dimension. Per iteration `i` (from `c0 - bt·r` rounded
//! down to a multiple of `ring`, to `c1 + bt·lag`; `ring` iterations per trip so that ring slots
//! are constants): stage 0 takes plane `i` of the input (prefetched one iteration earlier), stage
//! `s` computes plane `q = i - s·lag` of step `s`: where `q` and the thread's tiled coordinates are
//! in the iteration space and `s <= mint_steps`, the body runs (references to the input at the
//! thread's own column read the stage's register window, others the shared ring at constant
//! offsets from the point's slot, other arrays their coefficient ring
//! ([`TemporalPlan::coef`]: `mint_cr<i>[point][slot]`, moved down one plane at the start of each
//! iteration, its newest plane prefetched in `mint_cq<i>`), the register a coefficient of lower
//! rank that does not move along the streamed dimension was loaded into before the loop
//! ([`TemporalPlan::held`]: `mint_pj<i>[point]`) or global memory, the write to the
//! output sets the stage's value); elsewhere the value is carried over unchanged. Points within `s·r` of the
//! tile's edge compute too (from the planes' guards): their values are wrong, but only such
//! points read them and none reaches the output. Each stage below
//! the last stores its value in its ring slot `i mod ring` and shifts its window; the last writes
//! its value to the output where `q` is in the chunk and the point in the tile's output part. One
//! `__syncthreads()` per iteration (none without shared memory).
//!
//! Global accesses of the input and output go through one pointer per thread row and array,
//! advanced by one plane per iteration (`__ldg` loads, predicated where the column or plane is
//! outside the array; a pointer may point outside the array but is then never dereferenced).
//! Warp rows 64 or 128 points wide give each lane 2 or 4 consecutive columns (`lanes_x`): the
//! thread's points are `k·lanes_x + c` (row `k`, column `c`) in its windows and mask bits.
//!
//! With ghost cells and an interior plan ([`TemporalPlan::interior`]) `mint_tb_<id>` is a
//! dispatch: the blocks whose output depends on no tiled ghost call `mint_tb_<id>_inner` (the
//! nest's plain code; in 3-D with the streamed ghost planes), the others `mint_tb_<id>_edge`
//! (the code above with ghosts), device functions with the kernel's parameters: `__noinline__`
//! in 2-D (each its own registers), inlined in 3-D under `__launch_bounds__(threads, m)` that
//! holds the kernel to `DISPATCH_REGISTERS` (a 3-D function would hold the parameters in
//! registers). In 3-D the parts make the streamed ghost planes only in the loop trips near the
//! first and last planes (three loops). A multi-GPU slab's kernel
//! ([`TemporalPlan::bounded_loads`]) writes only the planes `[mint_part_lo, mint_part_hi)` of its
//! space, its chunks counted from `mint_part_lo` ([`PART_LO`]).
//!
//! Invariants of the text: self-contained (NVRTC compiles it as it is); 64-bit global offsets,
//! `int` tiled coordinates, plane numbers and shared indices; per-point conditions are bits of
//! 32-bit masks (`mint_inb`, `mint_sp`, `mint_out`; at most 32 points); the parameter order is
//! [`temporal_params`]; the launch's block is [`TemporalPlan::block`], its grid
//! [`temporal_grid`], its dynamic shared memory [`TemporalPlan::shared_bytes`].

use crate::kernel::{kernel_params, ref_offsets, write_point, Entry, Flatten};
use crate::kernel_opt::EXT;
use crate::kernel_psum::rest_terms;
use crate::names::*;
use crate::printer::{ArrayRewrite, Level, Printer};
use crate::temporal_sums::{partial_sum, Gather, SumPlan};
use mint_analyzer::Nest;
use mint_lang::ast::Expr;
use mint_opt::plane_sums::linear_form;
use mint_opt::temporal::TemporalPlan;
use mint_opt::KernelPlan;
use std::fmt::Write;

/// `mint_tb_<id>`
pub fn temporal_kernel_name(id: usize) -> String {
    format!("mint_tb_{id}")
}

/// Name of the fused kernel of nest `id` under `tp`: [`temporal_kernel_name`], with `_b` for
/// two boundaries ([`TemporalPlan::two_bounds`]).
pub fn kernel_name_of(id: usize, tp: &TemporalPlan) -> String {
    if tp.two_bounds {
        format!("{}_b", temporal_kernel_name(id))
    } else {
        temporal_kernel_name(id)
    }
}

/// The declaration of the dynamic shared memory (the emulator replaces it by a static buffer).
pub const DYN_SHARED_DECL: &str = "extern __shared__ __align__(16) unsigned char mint_smem[];";

/// Name of the steps parameter.
pub const STEPS: &str = "mint_steps";
/// Kernel parameter after [`STEPS`]: planes per block along the streamed dimension (the plan's
/// chunk; a parameter rather than a constant so that one compiled kernel serves every chunk).
pub const CHUNK: &str = "mint_chunk";

/// Kernel parameters after [`CHUNK`] of a multi-GPU slab's kernel ([`TemporalPlan::bounded_loads`]):
/// the planes of the streamed dimension whose output the launch writes, `[PART_LO, PART_HI)`
/// within the space, in chunks from `PART_LO` (a launch computes a part of its slab: the planes
/// its neighbours need first, so that their exchange runs beside the rest). Elsewhere the chunks
/// cover the space.
pub const PART_LO: &str = "mint_part_lo";
/// See [`PART_LO`].
pub const PART_HI: &str = "mint_part_hi";

/// Kernel parameter after [`CHUNK`] of a kernel for two boundaries
/// ([`TemporalPlan::two_bounds`]): 0 keeps every point outside the iteration space as the input
/// has it; 1 gives such a point at stage `s` (0 the input) the input's value where `s` is even,
/// the output's where it is odd (the launch's input holds the boundary of its first level).
/// The flush passes 1 always; the guard is a run-time value on purpose: without it nvcc 13
/// gives the 3-D double kernel (`results/gpu/bounds-20261128/diff3d.c`, bT 3, 32x32 tiles, 2
/// rows) 70 registers instead of 64, one block of 512 threads per SM instead of two: 23.2
/// against 17.2 ms on an H200 (the 2-D jacobi-2d kernel was 9.3 against 10.0 without it).
pub const BSEL: &str = "mint_bsel";

/// Name of the parameter that receives the new previous level (three levels): laid out as the
/// output, or null (then only the output is written).
pub const QOUT: &str = "mint_qout";

/// The kernel's parameters: those of the nest's `-O0` kernel (`base`, without reductions), the
/// extents of the input array (`mint_ext_x`, `_y`, `_z`), then `long mint_steps`, and with three
/// time levels ([`TemporalPlan::prev`]) the pointer [`QOUT`].
pub fn temporal_params(n: &Nest, base: &KernelPlan, tp: &TemporalPlan) -> Vec<(String, String)> {
    let mut p = kernel_params(n, base);
    for e in EXT {
        p.push(("long".into(), e.to_string()));
    }
    p.push(("long".into(), STEPS.into()));
    p.push(("long".into(), CHUNK.into()));
    if tp.bounded_loads {
        p.push(("long".into(), PART_LO.into()));
        p.push(("long".into(), PART_HI.into()));
    }
    if tp.two_bounds {
        p.push(("long".into(), BSEL.into()));
    }
    if tp.prev.is_some() {
        let elem = crate::kernel::elem_name(n, &tp.input);
        p.push((format!("{elem} *"), QOUT.into()));
    }
    p
}

/// The launch grid for trip counts `counts` (x first): tiles of the tiled dimensions, then
/// chunks of the streamed one.
pub fn temporal_grid(tp: &TemporalPlan, counts: [u64; 3]) -> [u32; 3] {
    let blocks = |c: u64, per: u32| c.div_ceil(u64::from(per).max(1)).max(1) as u32;
    let sd = tp.stream();
    let mut g = [1u32; 3];
    for (d, gd) in g.iter_mut().enumerate().take(sd) {
        *gd = blocks(counts[d], tp.out_tile(d));
    }
    g[sd] = blocks(counts[sd], tp.chunk);
    g
}

/// What one stage of one row reads: the input at the thread's own column from the window of
/// stage `s - 1`, at other tiled coordinates from its ring slots; the output is the stage's value.
struct StageRefs<'a> {
    n: &'a Nest,
    tp: &'a TemporalPlan,
    /// The consuming stage (1..=bt).
    s: u32,
    /// The row (0..rows).
    k: u32,
    /// The column of the lane (0..lanes_x).
    c: u32,
    /// The iteration's slot (`i mod ring`).
    slot: u32,
}

impl ArrayRewrite for StageRefs<'_> {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        let tp = self.tp;
        if name == tp.output {
            out.push_str("mint_v");
            return;
        }
        if tp.prev.as_deref() == Some(name) {
            // The level before stage `s - 1`'s: stage `s - 2`'s value at the point, but the
            // older level's array (loaded a plane ahead, `mint_pv`) where stage `s` is the first
            // that computes (`mint_pf`; a launch of fewer steps than `bt` leaves the first stages
            // carrying the input).
            let pt = point(tp, self.k, self.c);
            if self.s == 1 {
                let _ = write!(out, "mint_pv[{pt}]");
            } else {
                let _ = write!(
                    out,
                    "(mint_pf == {} ? mint_pv[{pt}] : mint_w[{}][{pt}][{}])",
                    self.s,
                    self.s - 2,
                    tp.prev_slot()
                );
            }
            return;
        }
        if name != tp.input {
            // A coefficient ring's column ([`TemporalPlan::coef`]): the ring slot of the plane.
            let ringed = mint_opt::coef_ring::offsets(self.n, subs).and_then(|off| {
                let sd = tp.stream();
                let i = tp.coef.iter().position(|c| c.holds(name, off, sd))?;
                Some((i, tp.coef[i].slot(tp.bt, tp.lag, self.s, off[sd])))
            });
            if let Some((i, j)) = ringed {
                let _ = write!(out, "mint_cr{i}[{}][{j}]", point(tp, self.k, self.c));
                return;
            }
            // A coefficient of lower rank that does not move along the streamed dimension:
            // loaded once per point before the loop.
            let text = mint_opt::coef_ring::ref_text(name, subs);
            if let Some(i) = tp.held.iter().position(|h| h.text == text) {
                let _ = write!(out, "mint_pj{i}[{}]", point(tp, self.k, self.c));
                return;
            }
            return Flatten.array_ref(out, name, subs, sub);
        }
        // The plan accepts only stencils: every subscript is `loopvar ± c`.
        let off = ref_offsets(subs).unwrap_or([0; 3]);
        let sd = tp.stream();
        let dz = off[sd];
        let (s, k, c) = (self.s - 1, self.k, self.c);
        let j = dz + i64::from(tp.stream_radius());
        if (0..sd).all(|d| off[d] == 0) {
            let _ = write!(out, "mint_w[{s}][{}][{j}]", point(tp, k, c));
            return;
        }
        if let Some(kk) = own_row(tp, k, off[1]).filter(|_| !tp.ghost_routed(off)) {
            let (ldx, e) = lane_of(tp, c, off[0]);
            if ldx == 0 {
                let _ = write!(out, "mint_w[{s}][{}][{j}]", point(tp, kk, e));
            } else {
                out.push_str(&shuffled_name(tp, kk, e, j, ldx));
            }
            return;
        }
        let ring = i64::from(tp.ring);
        let slot = (i64::from(self.slot) - i64::from(tp.lag) + dz).rem_euclid(ring);
        let base = (i64::from(s) * ring + slot) * tp.plane_elems() as i64;
        // A constant offset from the point's own slot: a discarded point at the tile's edge reads
        // the plane's guard, never another plane.
        let dy = if sd >= 2 { off[1] } else { 0 };
        let at = base + dy * tp.plane_pitch() as i64 + off[0];
        let _ = write!(out, "mint_sm[mint_sb{} + ({at})]", point(tp, k, c));
    }
}

/// `d` as part of a name (`m1` for -1).
fn signed_name(d: i64) -> String {
    if d < 0 {
        format!("m{}", -d)
    } else {
        d.to_string()
    }
}

/// The thread's point at row `k`, column `c` (index into its windows and mask bits).
fn point(tp: &TemporalPlan, k: u32, c: u32) -> u32 {
    k * tp.lanes_x + c
}

/// The thread's points as `(row, column)`, in point order ([`point`]).
fn row_cols(tp: &TemporalPlan) -> impl Iterator<Item = (u32, u32)> {
    let lanes = tp.lanes_x;
    (0..tp.rows).flat_map(move |k| (0..lanes).map(move |c| (k, c)))
}

/// The tile column of the thread's column `c`.
fn tile_col(tp: &TemporalPlan, c: u32) -> String {
    if tp.lanes_x == 1 {
        "mint_tx".into()
    } else {
        format!("(mint_tx * {} + {c})", tp.lanes_x)
    }
}

/// The global x of the thread's column `c`.
fn gx_name(tp: &TemporalPlan, c: u32) -> String {
    if tp.lanes_x == 1 {
        "mint_gx".into()
    } else {
        format!("mint_gx{c}")
    }
}

/// The x the thread's column `c` loads and computes at: its own, or with ghost cells along x
/// ([`TemporalPlan::ghosts`]) the nearest x of the space on a ghosted side (a replica).
fn kx_name(tp: &TemporalPlan, c: u32) -> String {
    if tp.ghost_tiled(0) || tp.wrap[0] > 0 {
        format!("mint_kx{c}")
    } else {
        gx_name(tp, c)
    }
}

/// The y row `k` of the thread loads and computes at (3-D; as [`kx_name`]).
fn ky_name(tp: &TemporalPlan, k: u32) -> String {
    if tp.ghost_tiled(1) || (tp.wrap[1] > 0 && tp.stream() == 2) {
        format!("mint_ky{k}")
    } else {
        format!("mint_gy{k}")
    }
}

/// The offset of the thread's column `c` from its first in a row of the input (` + c`, or with
/// ghost cells along x the replica's).
fn col_at(tp: &TemporalPlan, c: u32) -> String {
    if c == 0 {
        String::new()
    } else if tp.ghost_tiled(0) || tp.wrap[0] > 0 {
        format!(" + mint_dx{c}")
    } else {
        format!(" + {c}")
    }
}

/// `g` moved onto the space of dimension `d` on its ghosted sides.
fn clamped(tp: &TemporalPlan, g: &str, d: usize) -> String {
    let (lo, cnt) = (lo_name(d), count_name(d));
    let mut e = g.to_string();
    if tp.ghosts[d][0] > 0 {
        e = format!("max({e}, (int){lo})");
    }
    if tp.ghosts[d][1] > 0 {
        e = format!("min({e}, (int)({lo} + {cnt} - 1))");
    }
    e
}

/// `g` taken modulo the extent of dimension `d` ([`TemporalPlan::wrap`]: the space is the
/// whole extent).
fn wrapped(g: &str, d: usize) -> String {
    let (lo, cnt) = (lo_name(d), count_name(d));
    format!("(int)((((mint_idx_t)({g}) - {lo}) % {cnt} + {cnt}) % {cnt} + {lo})")
}

/// Warp rows: the column `dx` from the thread's column `c` is column `e` of the lane `ldx` away.
fn lane_of(tp: &TemporalPlan, c: u32, dx: i64) -> (i64, u32) {
    let t = i64::from(c) + dx;
    let l = i64::from(tp.lanes_x);
    (t.div_euclid(l), t.rem_euclid(l) as u32)
}

/// Warp rows: the thread's own row at `dy` from row `k`, if there is one (the value comes from
/// its registers, shuffled across the warp for x offsets).
fn own_row(tp: &TemporalPlan, k: u32, dy: i64) -> Option<u32> {
    let kk = i64::from(k) + dy;
    (tp.warp_x && (0..i64::from(tp.rows)).contains(&kk)).then_some(kk as u32)
}

/// The shuffled copy of window value `[row kk, column e][j]` from the lane `ldx` away.
fn shuffled_name(tp: &TemporalPlan, kk: u32, e: u32, j: i64, ldx: i64) -> String {
    if tp.lanes_x == 1 {
        format!("mint_sh_{kk}_{j}_{}", signed_name(ldx))
    } else {
        format!("mint_sh_{kk}_{e}_{j}_{}", signed_name(ldx))
    }
}

/// Warp rows: the shuffles stage `s` needs, `(row, column, window index, lanes away)`, once
/// each: x offsets of references to the thread's own rows that fall in other lanes.
fn shuffles(n: &Nest, tp: &TemporalPlan) -> Vec<(u32, u32, i64, i64)> {
    let mut v = Vec::new();
    if !tp.warp_x {
        return v;
    }
    let Some(a) = n.arrays.iter().find(|a| a.name == tp.input) else {
        return v;
    };
    for k in 0..tp.rows {
        for c in 0..tp.lanes_x {
            for o in &a.read_offsets {
                if o[0] == 0 || tp.ghost_routed([o[0], o[1], o[2]]) {
                    continue;
                }
                if let Some(kk) = own_row(tp, k, o[1]) {
                    let (ldx, e) = lane_of(tp, c, o[0]);
                    let sh = (kk, e, o[2] + i64::from(tp.stream_radius()), ldx);
                    if ldx != 0 && !v.contains(&sh) {
                        v.push(sh);
                    }
                }
            }
        }
    }
    v
}

/// Write the temporal kernel of `n` under `tp` (`base`: the nest's `-O0` plan, for the
/// parameter list).
pub fn write_temporal_kernel(
    n: &Nest,
    tp: &TemporalPlan,
    base: &KernelPlan,
    origin: &str,
) -> String {
    // `--fast-math`: invariant divisors as reciprocals (as `KernelPlan::kernel_nest` does).
    let fast;
    let n = if base.fast_math {
        fast = mint_opt::fast_math::reciprocals(n).0;
        &fast
    } else if !tp.sums {
        // IEEE: divisions by invariants without the division, exactly (`mint_opt::exact_div`).
        fast = mint_opt::exact_div::exact_divisions(n).0;
        &fast
    } else {
        n
    };
    // Ghost cells: clamped neighbours read as plain ones.
    let collapsed;
    let n = if tp.ghosts != [[0; 2]; 3] {
        collapsed = mint_opt::clamp_ghosts::collapse_clamps(n, &tp.input, &tp.ghosts);
        &collapsed
    } else {
        n
    };
    let params = temporal_params(n, base, tp);
    let name = kernel_name_of(n.id, tp);
    let Some(inner) = &tp.interior else {
        return mint_opt::exact_div::with_helper(write_entry(n, tp, base, origin, &params, None));
    };
    // Ghost cells (2-D): the blocks whose output depends on no ghost run the plain nest's code,
    // the others the code with ghosts; each in a function of its own, not inlined: the compiler
    // allocates each one's registers apart, so the common case is not held to the edge code's
    // (diffuse2d_clamp_locals.c at bT 9, 256-point tiles: 40 registers, the plain nest's
    // kernel's; the two inlined into one kernel, or one kernel with a branch per trip, 64).
    let mut out = write_entry(n, tp, base, origin, &params, Some("edge"));
    out.push_str(&write_entry(n, inner, base, origin, &params, Some("inner")));
    let what = format!(
        ": temporal blocking, {} steps per launch; blocks whose output depends on no ghost cell run `{name}_inner`, the others `{name}_edge`",
        tp.bt
    );
    out.push_str(&write_header(n, tp, base, origin, &params, what, None));
    let args = crate::kernel::signature_names(n, &params).join(", ");
    let _ = writeln!(
        out,
        "    if ({})\n        {name}_inner({args});\n    else\n        {name}_edge({args});",
        interior_condition(tp, inner)
    );
    out.push_str("}\n");
    mint_opt::exact_div::with_helper(out)
}

/// The condition (C, over the kernel's parameters and block index) under which a block's output
/// depends on no ghost cell: on every ghosted side, the points its output depends on (the
/// output part widened by `r·bt`, which is the whole tile, in a tiled dimension; the chunk
/// widened by `r·bt` planes in the streamed one) lie inside the space. Such a block never reads
/// a ghost, and no point it computes for its output has a neighbour outside the space, so a
/// clamp picks the plain neighbour there: the collapsed nest's plain code computes the same.
fn interior_condition(tp: &TemporalPlan, inner: &TemporalPlan) -> String {
    let sd = tp.stream();
    let mut terms = Vec::new();
    for d in 0..tp.parallel {
        if d == sd && inner.ghosts[sd] != [0, 0] {
            // The plain part makes the streamed ghost planes itself (3-D).
            continue;
        }
        let reach = tp.radius[d] * tp.bt;
        let b = ["blockIdx.x", "blockIdx.y", "blockIdx.z"][d];
        let [first, last] = tp.ghosts[d];
        let (per, far) = if d < sd {
            let per = tp.out_tile(d).to_string();
            let far = format!(
                "(mint_idx_t){b} * {per} + {}",
                i64::from(tp.tile[d]) - i64::from(reach)
            );
            (per, far)
        } else {
            let far = format!("((mint_idx_t){b} + 1) * {CHUNK} + {reach}");
            (CHUNK.to_string(), far)
        };
        if first > 0 {
            terms.push(format!("(mint_idx_t){b} * {per} >= {reach}"));
        }
        if last > 0 {
            terms.push(format!("{far} <= {}", count_name(d)));
        }
    }
    if terms.is_empty() {
        "true".into()
    } else {
        terms.join(" && ")
    }
}

/// The minimum of resident blocks per SM the 3-D dispatch kernel asks of the compiler
/// (`__launch_bounds__(threads, m)`): as many as 128 registers per thread allow. Both parts are
/// inlined into one kernel, whose register count is the larger part's, the edge part's
/// replicas; held to 128, the plain part (most blocks) keeps the occupancy of the plain nest's
/// kernel (thermal3d_flat.c at bT 3, 32x16 tiles with 4 rows: 128 registers, 24.4 ms for 100
/// launches against 31.2 ms at 152 registers without the bound and 29.8 ms with the edge code
/// in every block; nvcc 13, sm_90, H200). None in 2-D (its parts are functions apart) or where
/// 128 registers allow fewer than one block.
fn dispatch_min_blocks(tp: &TemporalPlan) -> Option<u32> {
    if tp.parallel < 3 {
        return None;
    }
    let m = 65536 / (tp.threads() * mint_opt::temporal::DISPATCH_REGISTERS);
    (m >= 1).then_some(m)
}

/// The comment, the entry line and the signature of the kernel `mint_tb_<id>` under `tp`
/// (`what`: the comment's text after the level), or (`part`) of its device function
/// `mint_tb_<id>_<part>`, through the body's opening.
fn write_header(
    n: &Nest,
    tp: &TemporalPlan,
    base: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
    what: String,
    part: Option<&str>,
) -> String {
    let threads = tp.threads();
    let mut out = String::new();
    let mut entry_nest = n.clone();
    // The chunk is the launch's (`mint_chunk`): the text is the same for every chunk, so that
    // the tuner compiles one kernel for all of them.
    entry_nest.schedule.tile = [tp.tile[0], tp.tile[1], 1];
    entry_nest.schedule.chunk = [1, tp.rows, 1];
    if n.parallel < 3 {
        entry_nest.schedule.tile = [tp.tile[0], 1, 1];
        entry_nest.schedule.chunk = [1, 1, 1];
    }
    Entry {
        n: &entry_nest,
        level: base.level,
        origin,
        wide: true,
        block: tp.block(),
        what,
        bounds: Some(threads),
    }
    .write(&mut out, params);
    // The entry names the -O0 kernel; this one is mint_tb_<id>, or its part (a device function).
    let wide = kernel_variant_name(n.id, true);
    let (name, entry) = match part {
        None => {
            let name = kernel_name_of(n.id, tp);
            // A 3-D dispatch's kernel is held to `DISPATCH_REGISTERS` ([`dispatch_min_blocks`]).
            let bounds = match tp.interior.as_ref().and(dispatch_min_blocks(tp)) {
                Some(m) => format!("{threads}, {m}"),
                None => threads.to_string(),
            };
            let entry = format!("extern \"C\" __global__ void __launch_bounds__({bounds}) {name}(");
            (name, entry)
        }
        Some(part) => {
            let name = format!("{}_{part}", kernel_name_of(n.id, tp));
            let inline = if n.parallel >= 3 {
                "__forceinline__"
            } else {
                "__noinline__"
            };
            let entry = format!("static __device__ {inline} void {name}(");
            (name, entry)
        }
    };
    out.replacen(
        &format!("extern \"C\" __global__ void __launch_bounds__({threads}) {wide}("),
        &entry,
        1,
    )
    .replacen(
        &format!("kernel {wide} from"),
        &format!("kernel {name} from"),
        1,
    )
}

/// The entry and body of the kernel of `n` under `tp`: the kernel `mint_tb_<id>` itself, or
/// (`part`) the device function `mint_tb_<id>_<part>` with the kernel's parameters.
fn write_entry(
    n: &Nest,
    tp: &TemporalPlan,
    base: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
    part: Option<&str>,
) -> String {
    let sd = tp.stream();
    let elem = crate::kernel::elem_name(n, &tp.input).to_string();
    let what = format!(
        ": temporal blocking, {} steps per launch of `{}` -> `{}`, streamed along {} in chunks of `mint_chunk` planes, lag {}, ring {}",
        tp.bt,
        tp.input,
        tp.output,
        ["x", "y", "z"][sd],
        tp.lag,
        tp.ring
    ) + &ghost_note(tp);
    let mut out = write_header(n, tp, base, origin, params, what, part);
    let select = n.arrays.iter().all(|a| {
        a.name == tp.input || a.name == tp.output || tp.prev.as_deref() == Some(a.name.as_str())
    });
    let sums = tp.sums.then(|| {
        let form = linear_form(n).expect("the planner checked the linear form");
        let printer = Printer { arrays: &Flatten };
        let mut rest = String::new();
        for (i, (neg, term)) in rest_terms(&form, &printer, &elem).into_iter().enumerate() {
            let sign = match (neg, i) {
                (true, 0) => "-",
                (true, _) => " - ",
                (false, 0) => "",
                (false, _) => " + ",
            };
            let _ = write!(rest, "{sign}{term}");
        }
        (SumPlan::new(&form, &printer, &elem), rest)
    });
    Body {
        n,
        tp,
        elem: &elem,
        select,
        sums,
        patch: std::cell::Cell::new(false),
        part: part.is_some(),
    }
    .write(&mut out);
    out.push_str("}\n");
    out
}

/// A periodic grid's streamed plane stepped on (`TemporalPlan::wrap`): the running plane number
/// `counter` advanced, wrapping from the space's last plane to its first, and each row's pointer
/// `ptr<k>` (of `rows`) moved on by `stride`, or set to `reset(k)` where the plane wrapped.
fn write_plane_wrap(
    out: &mut String,
    l: Level,
    (counter, ptr): (&str, &str),
    rows: u32,
    stride: &str,
    reset: &dyn Fn(u32) -> String,
) {
    let _ = writeln!(
        l_(out, l),
        "{counter} = {counter} + 1 == mint_slo + (int)mint_scnt ? mint_slo : {counter} + 1;"
    );
    for k in 0..rows {
        let _ = writeln!(
            l_(out, l),
            "{ptr}{k} = {counter} == mint_slo ? {} : {ptr}{k} + {stride};",
            reset(k)
        );
    }
}

/// `, ghost cells x first [first, last]: ...` for the kernel's header comment, or nothing.
fn ghost_note(tp: &TemporalPlan) -> String {
    if tp.ghosts == [[0; 2]; 3] {
        return String::new();
    }
    let dims = ["x", "y", "z"];
    let sides: Vec<String> = (0..tp.parallel)
        .filter(|&d| tp.ghosts[d] != [0, 0])
        .map(|d| format!("{} {}/{}", dims[d], tp.ghosts[d][0], tp.ghosts[d][1]))
        .collect();
    format!(
        ", ghost cells for clamped neighbours ({})",
        sides.join(", ")
    )
}

/// The kernel's body after the signature.
struct Body<'a> {
    n: &'a Nest,
    tp: &'a TemporalPlan,
    elem: &'a str,
    /// The body reads no array but the input (else its loop variables are clamped into the
    /// space, [`Body::declare_vars_at`]).
    select: bool,
    /// Plane sums: the regrouped linear form and the sum of the terms that do not read the
    /// input (at the output point; empty if none).
    sums: Option<(SumPlan, String)>,
    /// Whether the iterations being written make the streamed dimension's ghost planes
    /// ([`Body::ghost_planes`]): only the loop trips near the space's first and last planes do.
    patch: std::cell::Cell<bool>,
    /// The body is one part of a kernel that runs the blocks clear of ghosts apart
    /// ([`TemporalPlan::interior`]).
    part: bool,
}

impl Body<'_> {
    fn write(&self, out: &mut String) {
        let (tp, elem) = (self.tp, self.elem);
        let sd = tp.stream();
        let l = Level(1);
        let rows = tp.rows;
        let bt = tp.bt;
        let win = tp.window();
        let input = &tp.input;
        if tp.uses_shared {
            let _ = writeln!(l_(out, l), "{DYN_SHARED_DECL}");
            let _ = writeln!(l_(out, l), "{elem} *mint_sm = ({elem} *)mint_smem;");
        }
        let _ = writeln!(l_(out, l), "const int mint_tx = threadIdx.x;");
        for c in 0..tp.lanes_x {
            let _ = writeln!(
                l_(out, l),
                "const int {} = (int)({} + (mint_idx_t)blockIdx.x * {} - {}) + {};",
                gx_name(tp, c),
                lo_name(0),
                tp.out_tile(0),
                tp.radius[0] * bt,
                tile_col(tp, c)
            );
        }
        let gx0 = gx_name(tp, 0);
        let block_of_stream = if sd == 2 { "blockIdx.z" } else { "blockIdx.y" };
        if sd == 2 {
            let _ = writeln!(l_(out, l), "const int mint_ty = threadIdx.y;");
            let _ = writeln!(
                l_(out, l),
                "const int mint_oy = (int)({} + (mint_idx_t)blockIdx.y * {} - {});",
                lo_name(1),
                tp.out_tile(1),
                tp.radius[1] * bt
            );
            for k in 0..rows {
                let ly = if tp.warp_x {
                    format!("mint_ty * {rows} + {k}")
                } else {
                    format!("mint_ty + {}", k * tp.block()[1])
                };
                let _ = writeln!(l_(out, l), "const int mint_ly{k} = {ly};");
                let _ = writeln!(l_(out, l), "const int mint_gy{k} = mint_oy + mint_ly{k};");
            }
        }
        // Ghost cells: the coordinates a replica loads and computes at; a periodic grid: the
        // point at the other edge.
        let at = |g: &str, d: usize| {
            if tp.wrap[d] > 0 {
                wrapped(g, d)
            } else {
                clamped(tp, g, d)
            }
        };
        if tp.ghost_tiled(0) || tp.wrap[0] > 0 {
            for c in 0..tp.lanes_x {
                let _ = writeln!(
                    l_(out, l),
                    "const int mint_kx{c} = {};",
                    at(&gx_name(tp, c), 0)
                );
            }
            for c in 1..tp.lanes_x {
                let _ = writeln!(l_(out, l), "const int mint_dx{c} = mint_kx{c} - mint_kx0;");
            }
        }
        if tp.ghost_tiled(1) || (tp.wrap[1] > 0 && sd == 2) {
            for k in 0..rows {
                let _ = writeln!(
                    l_(out, l),
                    "const int mint_ky{k} = {};",
                    at(&format!("mint_gy{k}"), 1)
                );
            }
        }
        // `mint_inb` (bit `p`): the tiled coordinates of point `p` are in the array (masks in one
        // word, not one predicate per point: the compiler would recompute those in the loop);
        // per row: the offset of its first column in the input and in the output.
        let _ = writeln!(l_(out, l), "unsigned mint_inb = 0;");
        for k in 0..rows {
            let col = |a: &str, gx: &str, gy: &str| {
                if sd == 2 {
                    format!("(mint_idx_t){gx} + (mint_idx_t){gy} * {}", pitch_name(a))
                } else {
                    format!("(mint_idx_t){gx}")
                }
            };
            let ky = ky_name(tp, k);
            for c in 0..tp.lanes_x {
                let gx = kx_name(tp, c);
                let inb = if sd == 2 {
                    format!(
                        "{gx} >= 0 && {gx} < (int){} && {ky} >= 0 && {ky} < (int){}",
                        EXT[0], EXT[1]
                    )
                } else {
                    format!("{gx} >= 0 && {gx} < (int){}", EXT[0])
                };
                let _ = writeln!(
                    l_(out, l),
                    "if ({inb}) mint_inb |= 1u << {};",
                    point(tp, k, c)
                );
            }
            let _ = writeln!(
                l_(out, l),
                "const mint_idx_t mint_col{k} = {};",
                col(input, &kx_name(tp, 0), &ky)
            );
            let _ = writeln!(
                l_(out, l),
                "const mint_idx_t mint_ocol{k} = {};",
                col(&tp.output, &gx0, &format!("mint_gy{k}"))
            );
        }
        let (lo_s, cnt_s) = (lo_name(sd), count_name(sd));
        let (first, end) = if tp.bounded_loads {
            (PART_LO.to_string(), PART_HI.to_string())
        } else {
            (lo_s.clone(), format!("{lo_s} + {cnt_s}"))
        };
        let _ = writeln!(
            l_(out, l),
            "const int mint_c0 = (int)({first} + (mint_idx_t){block_of_stream} * {CHUNK});"
        );
        let _ = writeln!(
            l_(out, l),
            "const int mint_c1 = (int)min((mint_idx_t)mint_c0 + {CHUNK}, {end});"
        );
        let _ = writeln!(l_(out, l), "const int mint_slo = (int){lo_s};");
        let _ = writeln!(l_(out, l), "const unsigned mint_scnt = (unsigned){cnt_s};");
        if tp.bounded_loads {
            // The planes any stage reads: the space's, the streamed radius on each side, within
            // the array. Loads elsewhere give 0 (only stages outside the space would read them,
            // and those keep their input); a multi-GPU slab gives a space that starts past its
            // lowest allocated plane, so no load reaches below it.
            let rs = tp.stream_radius();
            let _ = writeln!(
                l_(out, l),
                "const int mint_lfirst = (int)max({lo_s} - {rs}, (mint_idx_t)0);"
            );
            let _ = writeln!(
                l_(out, l),
                "const unsigned mint_lcnt = (unsigned)max(min({lo_s} + {cnt_s} + {rs}, {}) - (mint_idx_t)mint_lfirst, (mint_idx_t)0);",
                EXT[sd]
            );
        } else {
            let _ = writeln!(
                l_(out, l),
                "const unsigned mint_sext = (unsigned){};",
                EXT[sd]
            );
        }
        self.write_masks(out, l);
        if tp.uses_shared {
            // Per point: its offset in a shared plane (past the guards).
            let [gx, gy] = tp.guard();
            for (k, c) in row_cols(tp) {
                let pt = point(tp, k, c);
                let slot = |replica: bool| {
                    let dy = if replica && tp.ghost_tiled(1) {
                        format!(" + {} - mint_gy{k}", ky_name(tp, k))
                    } else {
                        String::new()
                    };
                    let dx = if replica && tp.ghost_tiled(0) {
                        format!(" + {} - {}", kx_name(tp, c), gx_name(tp, c))
                    } else {
                        String::new()
                    };
                    let row = if sd == 2 {
                        format!("(mint_ly{k}{dy} + {gy}) * {} + ", tp.plane_pitch())
                    } else {
                        String::new()
                    };
                    format!("{row}{}{dx} + {gx}", tile_col(tp, c))
                };
                // Reads from the replica's slot (the point's own where it has no ghosts).
                let _ = writeln!(
                    l_(out, l),
                    "const int mint_sb{pt} = {}; (void)mint_sb{pt};",
                    slot(true)
                );
                if tp.any_ghost_tiled() {
                    let _ = writeln!(l_(out, l), "const int mint_ss{pt} = {};", slot(false));
                }
            }
        }
        // Register windows (stages 0..bt-1) and the prefetched plane.
        let pts = tp.points();
        let _ = writeln!(l_(out, l), "{elem} mint_w[{bt}][{pts}][{win}];");
        let _ = writeln!(l_(out, l), "{elem} mint_pre[{pts}];");
        for (i, col) in tp.coef.iter().enumerate() {
            let _ = writeln!(
                l_(out, l),
                "{} mint_cr{i}[{pts}][{}], mint_cq{i}[{pts}];",
                crate::kernel::elem_name(self.n, &col.array),
                col.depth(bt, tp.lag)
            );
        }
        // Held references: each point's value, at its coordinates moved into the space (as the
        // stages read them), for every stage and iteration.
        for (i, h) in tp.held.iter().enumerate() {
            let _ = writeln!(
                l_(out, l),
                "{} mint_pj{i}[{pts}];",
                crate::kernel::elem_name(self.n, &h.array)
            );
            for (k, c) in row_cols(tp) {
                let _ = writeln!(l_(out, l), "{{");
                self.declare_vars_at(out, l.next(), k, c, "mint_c0", true);
                let refs: Vec<&Expr> = h.subs.iter().collect();
                let printer = Printer { arrays: &Flatten };
                let mut e = String::new();
                Flatten.array_ref(&mut e, &h.array, &refs, &|o, x| printer.expr(o, x));
                let _ = writeln!(l_(out, l.next()), "mint_pj{i}[{}] = {e};", point(tp, k, c));
                let _ = writeln!(l_(out, l), "}}");
            }
        }
        if tp.prev.is_some() {
            // Three levels: the older level at the plane the first computing stage makes, loaded
            // an iteration ahead (`mint_pn`) and current in `mint_pv`.
            let _ = writeln!(l_(out, l), "{elem} mint_pn[{pts}], mint_pv[{pts}];");
        }
        if tp.sums {
            let nacc = tp.accumulators();
            let _ = writeln!(l_(out, l), "{elem} mint_a[{bt}][{pts}][{nacc}];");
            let _ = writeln!(l_(out, l), "#pragma unroll");
            let _ = writeln!(
                l_(out, l),
                "for (int mint_s = 0; mint_s < {bt}; ++mint_s) for (int mint_k = 0; mint_k < {pts}; ++mint_k) for (int mint_j = 0; mint_j < {nacc}; ++mint_j) mint_a[mint_s][mint_k][mint_j] = ({elem})0;"
            );
            if self.sums.as_ref().is_some_and(|(_, r)| !r.is_empty()) {
                let depth = tp.rest_ring_depth();
                let _ = writeln!(l_(out, l), "{elem} mint_rr[{pts}][{depth}];");
            }
        }
        let _ = writeln!(l_(out, l), "#pragma unroll");
        let _ = writeln!(l_(out, l), "for (int mint_s = 0; mint_s < {bt}; ++mint_s)");
        let _ = writeln!(l_(out, l.next()), "#pragma unroll");
        let _ = writeln!(
            l_(out, l.next()),
            "for (int mint_k = 0; mint_k < {pts}; ++mint_k)"
        );
        let _ = writeln!(l_(out, l.next().next()), "#pragma unroll");
        let _ = writeln!(
            l_(out, l.next().next()),
            "for (int mint_j = 0; mint_j < {win}; ++mint_j) mint_w[mint_s][mint_k][mint_j] = ({elem})0;"
        );
        let ring = tp.ring;
        let _ = writeln!(
            l_(out, l),
            "const int mint_i0 = (mint_c0 - {warm} >= 0 ? (mint_c0 - {warm}) / {ring} : -((({warm} - mint_c0) + {ring} - 1) / {ring})) * {ring};",
            warm = bt * tp.stream_radius()
        );
        let _ = writeln!(
            l_(out, l),
            "const int mint_iend = mint_c1 + {};",
            bt * tp.lag
        );
        // Coefficient rings: the planes of the iteration before the first (slot 0 is shifted out
        // at once) and the first iteration's newest plane, prefetched.
        for (i, col) in tp.coef.iter().enumerate() {
            let depth = col.depth(bt, tp.lag);
            for (k, c) in row_cols(tp) {
                let pt = point(tp, k, c);
                let _ = writeln!(l_(out, l), "mint_cr{i}[{pt}][0] = 0;");
                for j in 1..depth {
                    let plane = format!(
                        "mint_i0 - 1 - {} + {}",
                        bt * tp.lag,
                        col.dz[0] + i64::from(j)
                    );
                    self.coef_load(out, l, i, k, c, &format!("mint_cr{i}[{pt}][{j}]"), &plane);
                }
                let plane = format!("mint_i0 - {} + {}", tp.lag, col.dz[1]);
                self.coef_load(out, l, i, k, c, &format!("mint_cq{i}[{pt}]"), &plane);
            }
        }
        if self.sums.as_ref().is_some_and(|(_, r)| !r.is_empty()) {
            // The terms without the input at the planes the stages read in the first iteration.
            let depth = tp.rest_ring_depth();
            for (k, c) in row_cols(tp) {
                let pt = point(tp, k, c);
                for j in 0..depth {
                    let q = format!("mint_i0 - {}", bt * tp.lag - j);
                    self.write_rest(out, l, &format!("mint_rr[{pt}][{j}]"), k, c, &q);
                }
            }
        }
        // Per row: the input's column at the next plane to load and the output's at the plane the
        // last stage stores, each advanced by one plane per iteration (pointer increments rather
        // than 64-bit index products per access; out-of-array positions are never dereferenced).
        let (in_stride, out_stride) = (plane_stride(tp, input), plane_stride(tp, &tp.output));
        for k in 0..rows {
            for c in 0..tp.lanes_x {
                let _ = writeln!(
                    l_(out, l),
                    "mint_pre[{}] = {};",
                    point(tp, k, c),
                    load(self, k, c, "mint_i0")
                );
            }
            let first = if tp.wrap[sd] == 0 {
                "(mint_i0 + 1)".to_string()
            } else {
                wrapped("mint_i0 + 1", sd)
            };
            let _ = writeln!(
                l_(out, l),
                "const {elem} *mint_ip{k} = {input} + mint_col{k} + (mint_idx_t){first} * {in_stride};"
            );
            if let Some(pa) = &tp.prev {
                let lag = tp.lag;
                let p_stride = plane_stride(tp, pa);
                // (At the coordinates the point loads at: a periodic grid's, wrapped.)
                let pcol = if sd == 2 {
                    format!(
                        "(mint_idx_t){} + (mint_idx_t){} * {}",
                        kx_name(tp, 0),
                        ky_name(tp, k),
                        pitch_name(pa)
                    )
                } else {
                    format!("(mint_idx_t){}", kx_name(tp, 0))
                };
                let first = format!("mint_i0 - mint_pf * {lag}");
                let wrap = tp.wrap[sd] > 0;
                for c in 0..tp.lanes_x {
                    let pt = point(tp, k, c);
                    let at = col_at(tp, c);
                    let (cond, plane) = if wrap {
                        (String::new(), wrapped(&first, sd))
                    } else {
                        (
                            format!(" && {}", in_loads(tp, &first)),
                            format!("({first})"),
                        )
                    };
                    let _ = writeln!(
                        l_(out, l),
                        "mint_pn[{pt}] = (((mint_inb >> {pt}) & 1u){cond}) ? __ldg({pa} + {pcol}{at} + (mint_idx_t){plane} * {p_stride}) : ({elem})0;"
                    );
                }
                let next = if wrap {
                    wrapped(&format!("{first} + 1"), sd)
                } else {
                    format!("({first} + 1)")
                };
                let _ = writeln!(
                    l_(out, l),
                    "const {elem} *mint_pp{k} = {pa} + {pcol} + (mint_idx_t){next} * {p_stride};"
                );
            }
            let _ = writeln!(
                l_(out, l),
                "{elem} *mint_op{k} = {} + mint_ocol{k} + (mint_idx_t)(mint_i0 - {}) * {out_stride};",
                tp.output,
                bt * tp.lag
            );
        }
        if tp.wrap[sd] > 0 {
            // A periodic streamed dimension: the plane the next load reads, taken modulo the
            // extent, advanced by one per iteration (the rows' pointers with it, back to the
            // first plane past the last).
            let _ = writeln!(l_(out, l), "int mint_wp = {};", wrapped("mint_i0 + 1", sd));
            if tp.prev.is_some() {
                // The older level's next plane likewise.
                let _ = writeln!(
                    l_(out, l),
                    "int mint_wq = {};",
                    wrapped(&format!("mint_i0 - mint_pf * {} + 1", tp.lag), sd)
                );
            }
        }
        let trip = |out: &mut String, l: Level| {
            for slot in 0..ring {
                let _ = writeln!(l_(out, l), "{{ /* slot {slot} */");
                let l2 = l.next();
                let _ = writeln!(l_(out, l2), "const int mint_p = mint_i + {slot};");
                self.write_iteration(out, l2, slot);
                let _ = writeln!(l_(out, l), "}}");
            }
        };
        let [g_first, g_last] = tp.ghosts[sd];
        let head = format!("mint_i <= mint_slo + {}", (bt - 1) * tp.lag);
        let tail = format!("mint_i + {} >= mint_slo + (int)mint_scnt", ring - 1);
        if g_first + g_last > 0 && tp.parallel >= 3 && self.part {
            // 3-D, the parts of a dispatch (held to `DISPATCH_REGISTERS`): the trips in which a
            // stage below the last pushes the first plane (planes `mint_i - (bt - 1) lag ..=
            // mint_i + ring - 1`), or one past the last, make the ghost planes: a first loop
            // up to the last such trip near the first plane, a last loop from the first near
            // the last plane; the trips between run without (all but a few per block). Loops,
            // not a branch per trip (with a branch the compiler keeps registers for both
            // versions); not in a kernel of its own, whose registers are not held (the ghosted
            // kernel of thermal3d_flat.c at bT 3, 32x16 tiles with 4 rows: 144 registers with
            // three loops, 128 with ghost planes in every trip).
            let _ = writeln!(l_(out, l), "int mint_i = mint_i0;");
            let mut loops = Vec::new();
            if g_first > 0 {
                loops.push((format!(" && {head}"), true));
            }
            if g_last > 0 {
                loops.push((format!(" && !({tail})"), false));
                loops.push((String::new(), true));
            } else {
                loops.push((String::new(), false));
            }
            for (cond, patch) in loops {
                let _ = writeln!(
                    l_(out, l),
                    "for (; mint_i < mint_iend{cond}; mint_i += {ring}) {{"
                );
                self.patch.set(patch);
                trip(out, l.next());
                self.patch.set(false);
                let _ = writeln!(l_(out, l), "}}");
            }
            return;
        }
        let _ = writeln!(
            l_(out, l),
            "for (int mint_i = mint_i0; mint_i < mint_iend; mint_i += {ring}) {{"
        );
        if g_first + g_last == 0 || tp.parallel >= 3 || self.part {
            // In a part of a kernel whose interior blocks run apart, too (fewer registers than
            // the branch below: diffuse2d_clamp_locals at bT 9, 40 against 64).
            // In 3-D, ghost planes in every trip (the compiler predicates them: two selects per
            // point and stage): two versions of the trip hold more registers than the selects
            // save (nvcc 13, sm_90: thermal3d_flat at bT 2, 64x16 tiles, 101 registers against
            // 80; at bT 3 a spill).
            self.patch.set(g_first + g_last > 0);
            trip(out, l.next());
            self.patch.set(false);
        } else {
            // 2-D: the trips in which a stage below the last pushes the first plane (planes
            // `mint_i - (bt - 1) lag ..= mint_i + ring - 1`) or one past the last make the ghost
            // planes; the others (all but a few per block) run without (a uniform branch per
            // trip: diffuse2d_clamp_locals at bT 8, 256-point tiles, 392 instructions in the
            // steady trips against 488 with selects in every trip, its twin's 376).
            let mut near = Vec::new();
            if g_first > 0 {
                near.push(format!(
                    "(mint_slo >= mint_i - {} && mint_slo <= mint_i + {})",
                    (bt - 1) * tp.lag,
                    ring - 1
                ));
            }
            if g_last > 0 {
                near.push(tail.clone());
            }
            let l2 = l.next();
            let _ = writeln!(l_(out, l2), "if ({}) {{", near.join(" || "));
            self.patch.set(true);
            trip(out, l2.next());
            self.patch.set(false);
            let _ = writeln!(l_(out, l2), "}} else {{");
            trip(out, l2.next());
            let _ = writeln!(l_(out, l2), "}}");
        }
        let _ = writeln!(l_(out, l), "}}");
    }

    /// `mint_sp` (bit `p`): the tiled coordinates of the thread's point `p` are in the iteration
    /// space (else every stage keeps its value: the array's boundary); `mint_out` (bit `p`): point
    /// `p` is in the tile's output part and the iteration space. `mint_nsteps`: the stages that
    /// compute (`min(mint_steps, bt)`).
    ///
    /// Stage `s` computes at every point of the tile, also those within `s·r` of its edge: their
    /// values are wrong (their neighbours are outside the tile) but only such points read them,
    /// and none of them reaches the output.
    fn write_masks(&self, out: &mut String, l: Level) {
        let tp = self.tp;
        let sd = tp.stream();
        let in_space = |g: &str, d: usize| {
            format!(
                "{g} >= (int){lo} && {g} < (int)({lo} + {cnt})",
                lo = lo_name(d),
                cnt = count_name(d)
            )
        };
        let _ = writeln!(l_(out, l), "unsigned mint_sp = 0;");
        let _ = writeln!(l_(out, l), "unsigned mint_out = 0;");
        let _ = writeln!(
            l_(out, l),
            "const int mint_nsteps = (int)min({STEPS}, (long){});",
            tp.bt
        );
        if tp.prev.is_some() {
            // Three levels: the last `mint_nsteps` stages compute (the first computing stage
            // reads the older level from its array), so that stage `bt - 1` holds the new
            // previous level.
            let _ = writeln!(
                l_(out, l),
                "const int mint_pf = {} - mint_nsteps;",
                tp.bt + 1
            );
        }
        for (k, col) in row_cols(tp) {
            let pt = point(tp, k, col);
            let lx = tile_col(tp, col);
            let mut space = in_space(&gx_name(tp, col), 0);
            if sd == 2 {
                space = format!("{space} && {}", in_space(&format!("mint_gy{k}"), 1));
            }
            // A replica computes where its edge point does.
            let mut at = in_space(&kx_name(tp, col), 0);
            if sd == 2 {
                at = format!("{at} && {}", in_space(&ky_name(tp, k), 1));
            }
            let _ = writeln!(l_(out, l), "if ({at}) mint_sp |= 1u << {pt};");
            let mut inner = format!(
                "{lx} >= {e} && {lx} < {} - {e}",
                tp.tile[0],
                e = tp.radius[0] * tp.bt
            );
            if sd == 2 {
                let _ = write!(
                    inner,
                    " && mint_ly{k} >= {e} && mint_ly{k} < {} - {e}",
                    tp.tile[1],
                    e = tp.radius[1] * tp.bt
                );
            }
            let _ = writeln!(
                l_(out, l),
                "if ({inner} && ({space})) mint_out |= 1u << {pt};"
            );
        }
    }

    /// One iteration (plane `mint_p`, ring slot `slot`): stage 0 then stages 1..=bt, or (plane
    /// sums) stages bt down to 1 then stage 0; one barrier at its end.
    fn write_iteration(&self, out: &mut String, l: Level, slot: u32) {
        let tp = self.tp;
        if tp.sums {
            for s in (1..=tp.bt).rev() {
                self.write_sums_stage(out, l, slot, s);
            }
            self.write_stage0(out, l, slot);
        } else {
            self.coef_shift(out, l);
            self.write_stage0(out, l, slot);
            for s in 1..=tp.bt {
                self.write_window_stage(out, l, slot, s);
            }
        }
        if tp.uses_shared {
            let _ = writeln!(l_(out, l), "__syncthreads();");
        }
    }

    /// Coefficient rings ([`TemporalPlan::coef`]), at the start of iteration `mint_p`: each ring
    /// moves down one plane, its newest slot takes the prefetched plane (`p - lag + dz_hi`) and
    /// the next iteration's is loaded.
    fn coef_shift(&self, out: &mut String, l: Level) {
        let tp = self.tp;
        for (i, col) in tp.coef.iter().enumerate() {
            let depth = col.depth(tp.bt, tp.lag);
            for (k, c) in row_cols(tp) {
                let pt = point(tp, k, c);
                for j in 0..depth - 1 {
                    let _ = writeln!(
                        l_(out, l),
                        "mint_cr{i}[{pt}][{j}] = mint_cr{i}[{pt}][{}];",
                        j + 1
                    );
                }
                let _ = writeln!(
                    l_(out, l),
                    "mint_cr{i}[{pt}][{}] = mint_cq{i}[{pt}];",
                    depth - 1
                );
                let plane = format!("mint_p + 1 - {} + {}", tp.lag, col.dz[1]);
                self.coef_load(out, l, i, k, c, &format!("mint_cq{i}[{pt}]"), &plane);
            }
        }
    }

    /// `target = ` column `i`'s array at plane `plane` of point `(k, c)`: at the point's
    /// coordinates moved into the space (as the stages read, [`Body::declare_vars_at`]) plus the
    /// column's offsets, the plane moved into the planes the program reads
    /// ([`mint_opt::coef_ring`]'s invariants: in the space, every plane the stages read is one).
    #[allow(clippy::too_many_arguments)]
    fn coef_load(
        &self,
        out: &mut String,
        l: Level,
        i: usize,
        k: u32,
        c: u32,
        target: &str,
        plane: &str,
    ) {
        use mint_lang::ast::{BinOp, Expr, ExprKind};
        let (n, tp) = (self.n, self.tp);
        let col = &tp.coef[i];
        let sd = tp.stream();
        let (lo, cnt) = (lo_name(sd), count_name(sd));
        let _ = writeln!(l_(out, l), "{{");
        let l2 = l.next();
        let _ = writeln!(
            l_(out, l2),
            "const mint_idx_t mint_rz = min(max((mint_idx_t)({plane}), {lo} + ({})), {lo} + {cnt} - 1 + ({}));",
            col.dz[0],
            col.dz[1]
        );
        self.declare_vars_at(out, l2, k, c, "mint_rz", true);
        let ident = |v: &str| Expr {
            kind: ExprKind::Ident(v.to_string()),
            span: Default::default(),
        };
        let plus = |v: &str, d: i64| {
            if d == 0 {
                return ident(v);
            }
            let (op, m) = if d < 0 {
                (BinOp::Sub, -d)
            } else {
                (BinOp::Add, d)
            };
            Expr {
                kind: ExprKind::Binary(
                    op,
                    Box::new(ident(v)),
                    Box::new(Expr {
                        kind: ExprKind::Int(m, m.to_string()),
                        span: Default::default(),
                    }),
                ),
                span: Default::default(),
            }
        };
        // Subscripts outermost first: dimension `parallel - 1 - i`.
        let subs: Vec<Expr> = (0..n.parallel)
            .map(|si| {
                let d = n.parallel - 1 - si;
                if d == sd {
                    ident("mint_rz")
                } else {
                    plus(&n.loops[n.parallel - 1 - d].var, col.at[d])
                }
            })
            .collect();
        let refs: Vec<&Expr> = subs.iter().collect();
        let printer = Printer { arrays: &Flatten };
        let mut e = String::new();
        Flatten.array_ref(&mut e, &col.array, &refs, &|o, x| printer.expr(o, x));
        let _ = writeln!(l_(out, l2), "{target} = {e};");
        let _ = writeln!(l_(out, l), "}}");
    }

    /// Shift `mint_v` into stage `s`'s window of point `pt`.
    fn shift(&self, out: &mut String, l: Level, s: u32, pt: u32) {
        let win = self.tp.window();
        for j in 0..win - 1 {
            let _ = writeln!(
                l_(out, l),
                "mint_w[{s}][{pt}][{j}] = mint_w[{s}][{pt}][{}];",
                j + 1
            );
        }
        let _ = writeln!(l_(out, l), "mint_w[{s}][{pt}][{}] = mint_v;", win - 1);
    }

    /// Store `mint_v` in stage `s`'s ring slot `slot` where other threads read row `k`.
    fn store(&self, out: &mut String, l: Level, s: u32, k: u32, c: u32, slot: u32) {
        let tp = self.tp;
        if tp.row_shared(k) {
            let _ = writeln!(
                l_(out, l),
                "mint_sm[mint_s{}{} + {}] = mint_v;",
                if tp.any_ghost_tiled() { "s" } else { "b" },
                point(tp, k, c),
                (u64::from(s) * u64::from(tp.ring) + u64::from(slot)) * tp.plane_elems()
            );
        }
    }

    /// Stage 0: the input's plane (`mint_ld` bit `p`: point `p`'s next load is in the array).
    fn write_stage0(&self, out: &mut String, l: Level, slot: u32) {
        let tp = self.tp;
        let wrap = tp.wrap[tp.stream()] > 0;
        let _ = writeln!(
            l_(out, l),
            "const unsigned mint_ld = {} ? mint_inb : 0u;",
            if wrap {
                "1".to_string()
            } else {
                in_loads(tp, "mint_p + 1")
            }
        );
        for (k, c) in row_cols(tp) {
            let pt = point(tp, k, c);
            let at = col_at(tp, c);
            let _ = writeln!(l_(out, l), "{{");
            let l2 = l.next();
            let _ = writeln!(l_(out, l2), "const {} mint_v = mint_pre[{pt}];", self.elem);
            let _ = writeln!(
                l_(out, l2),
                "mint_pre[{pt}] = ((mint_ld >> {pt}) & 1u) ? __ldg(mint_ip{k}{at}) : ({})0;",
                self.elem
            );
            if c + 1 == tp.lanes_x && !wrap {
                let _ = writeln!(
                    l_(out, l2),
                    "mint_ip{k} += {};",
                    plane_stride(tp, &tp.input)
                );
            }
            if let Some(pa) = &tp.prev {
                let _ = writeln!(l_(out, l2), "mint_pv[{pt}] = mint_pn[{pt}];");
                let cond = if wrap {
                    String::new()
                } else {
                    format!(
                        " && {}",
                        in_loads(tp, &format!("mint_p + 1 - mint_pf * {}", tp.lag))
                    )
                };
                let _ = writeln!(
                    l_(out, l2),
                    "mint_pn[{pt}] = (((mint_inb >> {pt}) & 1u){cond}) ? __ldg(mint_pp{k}{at}) : ({})0;",
                    self.elem
                );
                if c + 1 == tp.lanes_x && !wrap {
                    let _ = writeln!(l_(out, l2), "mint_pp{k} += {};", plane_stride(tp, pa));
                }
            }
            self.shift(out, l2, 0, pt);
            self.store(out, l2, 0, k, c, slot);
            let _ = writeln!(l_(out, l), "}}");
        }
        if wrap {
            let stride = plane_stride(tp, &tp.input);
            let input = &tp.input;
            write_plane_wrap(out, l, ("mint_wp", "mint_ip"), tp.rows, &stride, &|k| {
                format!("{input} + mint_col{k} + (mint_idx_t)mint_slo * {stride}")
            });
            if let Some(pa) = &tp.prev {
                let stride = plane_stride(tp, pa);
                write_plane_wrap(out, l, ("mint_wq", "mint_pp"), tp.rows, &stride, &|k| {
                    format!("mint_pp{k} - (mint_idx_t)mint_scnt * {stride} + {stride}")
                });
            }
        }
        self.ghost_planes(out, l, 0, "mint_p");
    }

    /// Ghost planes along the streamed dimension ([`TemporalPlan::ghosts`]), once stage `s` has
    /// pushed plane `q` into its window: at the space's first plane, the window slots of the
    /// planes before it take its value; past the last, the plane pushed takes the value before
    /// it (the last plane's, by induction). Branches uniform over the block, one per stage.
    fn ghost_planes(&self, out: &mut String, l: Level, s: u32, q: &str) {
        let tp = self.tp;
        if !self.patch.get() {
            return;
        }
        let [g_first, g_last] = tp.ghosts[tp.stream()];
        let win = tp.window();
        if g_first > 0 {
            let _ = writeln!(l_(out, l), "if ({q} == mint_slo) {{");
            for pt in 0..tp.points() {
                for d in 1..=g_first {
                    let _ = writeln!(
                        l_(out, l.next()),
                        "mint_w[{s}][{pt}][{}] = mint_w[{s}][{pt}][{}];",
                        win - 1 - d,
                        win - 1
                    );
                }
            }
            let _ = writeln!(l_(out, l), "}}");
        }
        if g_last > 0 {
            let _ = writeln!(l_(out, l), "if ({q} >= mint_slo + (int)mint_scnt) {{");
            for pt in 0..tp.points() {
                let _ = writeln!(
                    l_(out, l.next()),
                    "mint_w[{s}][{pt}][{}] = mint_w[{s}][{pt}][{}];",
                    win - 1,
                    win - 2
                );
            }
            let _ = writeln!(l_(out, l), "}}");
        }
    }

    /// The opening of stage `s`: `mint_q` (the plane it makes), `mint_ok` (bit `p`: point `p`
    /// computes: its plane in the space, the stage live) and at the last stage `mint_st` (bit
    /// `p`: point `p`'s value is written, its plane in the chunk).
    fn open_stage(&self, out: &mut String, l: Level, s: u32) {
        let tp = self.tp;
        let _ = writeln!(l_(out, l), "{{ /* stage {s} */");
        let l2 = l.next();
        let _ = writeln!(l_(out, l2), "const int mint_q = mint_p - {};", s * tp.lag);
        let live = if tp.prev.is_some() {
            format!("{s} >= mint_pf")
        } else {
            format!("{s} <= mint_nsteps")
        };
        let in_space = if tp.wrap[tp.stream()] > 0 {
            // A periodic grid's planes past an edge are the other edge's: every plane the
            // output depends on computes (stage `s`: the chunk widened by `(bt - s) r` planes).
            // (A test that does not read `mint_q`, always true, was slower: 29.5 against 24.4
            // ms for 60 steps of `heat3d_torus.c` at 512^3 on the H200.)
            let reach = (tp.bt - s) * tp.stream_radius();
            format!(
                "(unsigned)(mint_q - mint_c0 + {reach}) < (unsigned)(mint_c1 - mint_c0 + {}) && ",
                2 * reach
            )
        } else {
            "(unsigned)(mint_q - mint_slo) < mint_scnt && ".to_string()
        };
        let _ = writeln!(
            l_(out, l2),
            "const unsigned mint_ok = ({in_space}{live}) ? mint_sp : 0u;"
        );
        if s == tp.bt {
            let _ = writeln!(
                l_(out, l2),
                "const unsigned mint_st = (mint_q >= mint_c0 && mint_q < mint_c1) ? mint_out : 0u;"
            );
        }
    }

    /// The nest's loop variables at point `(k, c)` of plane `mint_q` (clamped into the
    /// iteration space where the body reads other arrays).
    fn declare_vars(&self, out: &mut String, l: Level, k: u32, c: u32) {
        // A replica computes at its edge point's coordinates: clamped.
        let clamp = !self.select || self.tp.ghosts != [[0; 2]; 3];
        self.declare_vars_at(out, l, k, c, "mint_q", clamp);
    }

    /// The nest's loop variables at point `(k, c)` of plane `q`; `clamp`: moved to the nearest
    /// point of the iteration space, so that a body evaluated at a point outside it (whose value
    /// is discarded) reads only what the program reads at a point inside: branch-free stages.
    fn declare_vars_at(&self, out: &mut String, l: Level, k: u32, c: u32, q: &str, clamp: bool) {
        let (n, tp) = (self.n, self.tp);
        let sd = tp.stream();
        for d in 0..n.parallel {
            let lp = &n.loops[n.parallel - 1 - d];
            let (var, ty) = (&lp.var, lp.var_ty.c_name());
            // A periodic grid's point past an edge computes as the one at the other edge.
            let g = if d == sd {
                if tp.wrap[d] > 0 {
                    wrapped(q, d)
                } else {
                    q.to_string()
                }
            } else if d == 0 {
                if tp.wrap[0] > 0 {
                    kx_name(tp, c)
                } else {
                    gx_name(tp, c)
                }
            } else if tp.wrap[1] > 0 {
                ky_name(tp, k)
            } else {
                format!("mint_gy{k}")
            };
            if clamp {
                let (lo, cnt) = (lo_name(d), count_name(d));
                let _ = writeln!(
                    l_(out, l),
                    "const {ty} {var} = ({ty})((mint_idx_t)({g}) < {lo} ? {lo} : (mint_idx_t)({g}) >= {lo} + {cnt} ? {lo} + {cnt} - 1 : (mint_idx_t)({g}));"
                );
            } else {
                let _ = writeln!(l_(out, l), "const {ty} {var} = ({ty}){g};");
            }
            let _ = writeln!(l_(out, l), "(void){var};");
        }
    }

    /// Stage `s`'s value `mint_v` at point `(k, c)`: into its window and ring slot below the
    /// last stage, to the output at the last.
    fn write_result(&self, out: &mut String, l: Level, s: u32, k: u32, c: u32, slot: u32) {
        let tp = self.tp;
        let pt = point(tp, k, c);
        if s < tp.bt {
            self.shift(out, l, s, pt);
            self.store(out, l, s, k, c, slot);
        } else {
            let at = if c == 0 {
                format!("*mint_op{k}")
            } else {
                format!("mint_op{k}[{c}]")
            };
            let _ = writeln!(l_(out, l), "if ((mint_st >> {pt}) & 1u) {at} = mint_v;");
            if tp.prev.is_some() {
                // The new previous level: stage `bt - 1`'s value at the point (`mint_c`), where
                // the output is written.
                let _ = writeln!(
                    l_(out, l),
                    "if ({QOUT} != 0 && ((mint_st >> {pt}) & 1u)) {QOUT}[(mint_op{k} - {}) + {c}] = mint_c;",
                    tp.output
                );
            }
            if c + 1 == tp.lanes_x {
                let _ = writeln!(
                    l_(out, l),
                    "mint_op{k} += {};",
                    plane_stride(tp, &tp.output)
                );
            }
        }
    }

    /// Stage `s` with register windows: each point runs the nest's body on stage `s - 1`'s
    /// windows and ring.
    fn write_window_stage(&self, out: &mut String, l: Level, slot: u32, s: u32) {
        let (n, tp) = (self.n, self.tp);
        self.open_stage(out, l, s);
        let l2 = l.next();
        // Warp shuffles: every lane takes part, before the per-point conditions.
        for (kk, e, j, ldx) in shuffles(n, tp) {
            let (f, by) = if ldx < 0 {
                ("__shfl_up_sync", -ldx)
            } else {
                ("__shfl_down_sync", ldx)
            };
            let _ = writeln!(
                l_(out, l2),
                "const {} {} = {f}(0xffffffffu, mint_w[{}][{}][{j}], {by});",
                self.elem,
                shuffled_name(tp, kk, e, j, ldx),
                s - 1,
                point(tp, kk, e)
            );
        }
        for (k, c) in row_cols(tp) {
            let pt = point(tp, k, c);
            let _ = writeln!(l_(out, l2), "{{");
            let l3 = l2.next();
            let _ = writeln!(
                l_(out, l3),
                "const {} mint_c = mint_w[{}][{pt}][{}];",
                self.elem,
                s - 1,
                tp.stream_radius()
            );
            let _ = writeln!(l_(out, l3), "{} mint_v = mint_c;", self.elem);
            let ok = format!("((mint_ok >> {pt}) & 1u)");
            // Branch-free: every point computes (points at the tile's edge read the plane's
            // guard, other arrays are read at the nearest point of the space), the mask keeps
            // the values outside the space. A branch per point would split the stage into basic
            // blocks that the compiler cannot interleave. (Measured: a test per stage that skips
            // the selects where every point computes is slower on the H100.)
            let _ = writeln!(l_(out, l3), "{{");
            let l4 = l3.next();
            self.declare_vars(out, l4, k, c);
            let refs = StageRefs {
                n,
                tp,
                s,
                k,
                c,
                slot,
            };
            match &tp.clock {
                // The step's number: this stage's step is the launch's first one plus `s - 1`.
                Some(v) => {
                    let ty =
                        n.scalars
                            .iter()
                            .find(|x| x.name == *v)
                            .map_or("long".to_string(), |x| {
                                let mut t = x.ty.clone();
                                t.is_const = false;
                                crate::printer::type_name(&t)
                            });
                    // (Three levels: a launch of fewer steps computes its last stages.)
                    let first = if tp.prev.is_some() {
                        format!(" - ({} - {STEPS})", tp.bt)
                    } else {
                        String::new()
                    };
                    let _ = writeln!(
                        l_(out, l4),
                        "const {ty} mint_tk = ({ty})({v} + {}{first});",
                        s - 1
                    );
                    let _ = writeln!(l_(out, l4), "{{");
                    let l5 = l4.next();
                    let _ = writeln!(l_(out, l5), "const {ty} {v} = mint_tk;");
                    write_point(&Printer { arrays: &refs }, out, n, l5);
                    let _ = writeln!(l_(out, l4), "}}");
                }
                None => write_point(&Printer { arrays: &refs }, out, n, l4),
            }
            let _ = writeln!(l_(out, l3), "}}");
            let kept = if !tp.two_bounds {
                "mint_c".to_string()
            } else {
                // Two boundaries ([`TemporalPlan::two_bounds`]): a point outside the space takes
                // its level's boundary. The launch's input holds the even levels' (every launch
                // of the flush takes an odd count of steps), its output, which no launch writes
                // there, the odd ones': stage 1 reads the output, stage `s` from 2 on stage
                // `s - 2`'s value at the plane, from its window.
                let boundary = if s == 1 {
                    // Loaded where used, only where the point is outside the space (in the
                    // array): an iteration ahead, the value's registers cost the 3-D double
                    // kernel half its blocks per SM (26.7 against 17.4 ms on an H200).
                    format!(
                        "((((mint_inb >> {pt}) & 1u) && (unsigned)mint_q < mint_sext) ? *(mint_op{k}{} + (mint_idx_t){} * {}) : mint_c)",
                        col_at(tp, c),
                        (tp.bt - 1) * tp.lag,
                        plane_stride(tp, &tp.output)
                    )
                } else {
                    format!("mint_w[{}][{pt}][{}]", s - 2, tp.prev_slot())
                };
                format!("(({BSEL} != 0 && {s} <= mint_nsteps) ? {boundary} : mint_c)")
            };
            let _ = writeln!(l_(out, l3), "mint_v = ({ok}) ? mint_v : {kept};");
            self.write_result(out, l3, s, k, c, slot);
            let _ = writeln!(l_(out, l2), "}}");
        }
        if s < tp.bt {
            self.ghost_planes(out, l2, s, "mint_q");
        }
        let _ = writeln!(l_(out, l), "}}");
    }

    /// Plane sums: the terms that do not read the input (the "rest", Poisson's `c0 * B`) at point
    /// `(k, c)` of plane `q` into `target` (at the nearest point of the space: outside it the
    /// value is discarded).
    ///
    /// They live in a register ring per point, `mint_rr[p][j]` = plane `mint_p - bt * lag + j`
    /// of iteration `mint_p` ([`TemporalPlan::rest_ring_depth`] planes): stage `s` reads slot
    /// `(bt - s) * lag`, and stage 1, the iteration's last, moves the ring down one plane and
    /// loads the newest. One load per point and iteration rather than one per stage, issued
    /// `lag` iterations or more before its first use, so its latency is hidden. (Measured on the
    /// H100 against one prefetched value per stage: Poisson 19-point f32 1.15x -> 1.32x the
    /// single-sweep copy bound, f64 1.33x -> 1.38x without spills; loading at the point of use
    /// instead was slower in every schedule measured, best 0.82x and 0.92x.)
    fn write_rest(&self, out: &mut String, l: Level, target: &str, k: u32, c: u32, q: &str) {
        let Some((_, rest)) = &self.sums else {
            return;
        };
        let _ = writeln!(l_(out, l), "{{");
        let l2 = l.next();
        self.declare_vars_at(out, l2, k, c, &format!("({q})"), true);
        let _ = writeln!(l_(out, l2), "{target} = {rest};");
        let _ = writeln!(l_(out, l), "}}");
    }

    /// Stage `s` with plane sums ([`crate::temporal_sums`]): plane `P = mint_q + rz` of stage
    /// `s - 1` (made in the previous iteration) adds its partial sums to the accumulators, output
    /// `mint_q` is complete.
    fn write_sums_stage(&self, out: &mut String, l: Level, slot: u32, s: u32) {
        let tp = self.tp;
        let Some((sp, rest)) = &self.sums else {
            return;
        };
        self.open_stage(out, l, s);
        let l2 = l.next();
        let ring = tp.ring;
        let read_slot = (slot + ring - 1) % ring;
        let mut g = Gather {
            tp,
            below: s - 1,
            base: (u64::from(s - 1) * u64::from(ring) + u64::from(read_slot)) * tp.plane_elems(),
            elem: self.elem,
            decls: Default::default(),
        };
        let rz = sp.rz;
        let nacc = 2 * rz + 1;
        // Per point: the accumulator updates (partial sums used at several dz once, named).
        let mut uses = vec![0usize; sp.partials.len()];
        for &(_, k) in &sp.per_dz {
            uses[k] += 1;
        }
        let mut bodies = Vec::new();
        for (k, c) in row_cols(tp) {
            let pt = point(tp, k, c);
            let acc = |j: i64| format!("mint_a[{}][{pt}][{j}]", s - 1);
            let mut lines = Vec::new();
            let mut named = Vec::new();
            for (pi, &n_uses) in uses.iter().enumerate() {
                if n_uses > 1 {
                    let v = partial_sum(sp, &mut g, k, c, pi, None);
                    lines.push(format!("const {} mint_pz_{pi} = {v};", self.elem));
                    named.push(pi);
                }
            }
            let newest = sp.per_dz.iter().any(|&(dz, _)| dz == -rz);
            if !newest {
                lines.push(format!("{} = ({})0;", acc(nacc - 1), self.elem));
            }
            for &(dz, pi) in &sp.per_dz {
                let j = rz - dz;
                let prev = (j != nacc - 1).then(|| acc(j));
                let v = if named.contains(&pi) {
                    match &prev {
                        Some(a) => format!("{a} + mint_pz_{pi}"),
                        None => format!("mint_pz_{pi}"),
                    }
                } else {
                    partial_sum(sp, &mut g, k, c, pi, prev.as_deref())
                };
                lines.push(format!("{} = {v};", acc(j)));
            }
            bodies.push((k, c, lines));
        }
        for d in g.declarations() {
            let _ = writeln!(l_(out, l2), "{d}");
        }
        for (k, c, lines) in bodies {
            let pt = point(tp, k, c);
            let _ = writeln!(l_(out, l2), "{{");
            let l3 = l2.next();
            for line in lines {
                let _ = writeln!(l_(out, l3), "{line}");
            }
            let acc0 = format!("mint_a[{}][{pt}][0]", s - 1);
            let plus_rest = if rest.is_empty() {
                String::new()
            } else {
                format!(" + mint_rr[{pt}][{}]", (tp.bt - s) * tp.lag)
            };
            // Where the point does not compute (the array's boundary, or a stage past
            // `mint_nsteps`), its value is stage `s - 1`'s at plane `P - rz`: from the ring or the
            // oldest slot of the window.
            let carried = if tp.carry_shared {
                // Plane `P - rz`, stored by stage `s - 1` `rz + 1` iterations ago (the ring has
                // `rz + 2` slots, so the slot index stays non-negative).
                let at = (u64::from(s - 1) * u64::from(ring)
                    + u64::from((slot + ring - 1 - rz as u32) % ring))
                    * tp.plane_elems();
                format!("mint_sm[mint_sb{pt} + {at}]")
            } else {
                format!("mint_w[{}][{pt}][0]", s - 1)
            };
            let _ = writeln!(
                l_(out, l3),
                "const {} mint_v = ((mint_ok >> {pt}) & 1u) ? {acc0}{plus_rest} : {carried};",
                self.elem
            );
            if !rest.is_empty() && s == 1 {
                // The last stage of the iteration: every stage has read the ring; its planes
                // move one down and the newest (stage 1's next) is loaded.
                let depth = tp.rest_ring_depth();
                for j in 0..depth - 1 {
                    let _ = writeln!(
                        l_(out, l3),
                        "mint_rr[{pt}][{j}] = mint_rr[{pt}][{}];",
                        j + 1
                    );
                }
                self.write_rest(
                    out,
                    l3,
                    &format!("mint_rr[{pt}][{}]", depth - 1),
                    k,
                    c,
                    "mint_q + 1",
                );
            }
            for j in 0..nacc - 1 {
                let _ = writeln!(
                    l_(out, l3),
                    "mint_a[{}][{pt}][{j}] = mint_a[{}][{pt}][{}];",
                    s - 1,
                    s - 1,
                    j + 1
                );
            }
            self.write_result(out, l3, s, k, c, slot);
            let _ = writeln!(l_(out, l2), "}}");
        }
        let _ = writeln!(l_(out, l), "}}");
    }
}

/// Whether plane `plane` of the input is loaded: in the array (`mint_sext`), or with
/// [`TemporalPlan::bounded_loads`] within the planes the stages read (`mint_lfirst`,
/// `mint_lcnt`).
fn in_loads(tp: &TemporalPlan, plane: &str) -> String {
    if tp.bounded_loads {
        format!("(unsigned)({plane} - mint_lfirst) < mint_lcnt")
    } else {
        format!("(unsigned)({plane}) < mint_sext")
    }
}

/// The input's value at row `k`, column `c` of the thread in plane `plane` (0 outside the loaded
/// planes, [`in_loads`]).
fn load(b: &Body, k: u32, c: u32, plane: &str) -> String {
    let tp = b.tp;
    let stride = plane_stride(tp, &tp.input);
    let at = col_at(tp, c);
    let sd = tp.stream();
    if tp.wrap[sd] > 0 {
        return format!(
            "((mint_inb >> {}) & 1u) ? __ldg({a} + mint_col{k}{at} + (mint_idx_t)({}) * {stride}) : ({e})0",
            point(tp, k, c),
            wrapped(plane, sd),
            a = tp.input,
            e = b.elem
        );
    }
    format!(
        "(((mint_inb >> {}) & 1u) && {}) ? __ldg({a} + mint_col{k}{at} + (mint_idx_t)({plane}) * {stride}) : ({e})0",
        point(tp, k, c),
        in_loads(tp, plane),
        a = tp.input,
        e = b.elem
    )
}

/// The elements between two planes of array `a` along the streamed dimension.
fn plane_stride(tp: &TemporalPlan, a: &str) -> String {
    if tp.stream() == 2 {
        slice_name(a)
    } else {
        pitch_name(a)
    }
}

/// `out` after the indentation of level `l` (for `writeln!`).
fn l_(out: &mut String, l: Level) -> &mut String {
    let _ = write!(out, "{l}");
    out
}
