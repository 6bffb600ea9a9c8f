//! Kernel writer for the optimized levels (`-O1`..`-O3`), following a [`Staging`] plan.
//!
//! Shape of the generated kernel: one thread per x point (`chunksize` x = 1), `chunksize` y rows
//! per thread, one thread layer in z walking `chunksize` z planes. Per z step every thread of the
//! block takes part in the loads and both `__syncthreads()` (the loops they sit in have
//! block-uniform bounds); only the computation is guarded by the iteration space.
//!
//! - Addresses: each array's in-plane offset of the thread's own column is computed once per
//!   block (`mint_o_<A><j>`), its point address once per z step (`mint_b_<A><j>`); a reference
//!   `A[z+dz][y+dy][x+dx]` is then `A[mint_b_A + (dz*slice + dy*pitch + dx)]` (the paper's shared
//!   index expressions).
//! - Shared planes hold the tile plus its `(rx, ry)` halo, `W = tx + 2rx` by `H = ty + 2ry`. Each
//!   thread fills cells `tid + k*threads`; which cells, their offsets and whether they lie inside
//!   the array are computed once per block (`mint_hw<k>`, `mint_hv<k>`, `mint_ho<k>`), so a plane
//!   load is a handful of predicated loads. Cells outside the array hold 0 and are never used by a
//!   valid point.
//! - With `ring` (-O2) plane `p` (relative to the chunk's first z) lives in slot
//!   `(p - smin) % NS` and is loaded once, when it enters the ring.
//! - With `registers` (-O3) register `mint_q<k>_<j>` holds the thread's own column at plane
//!   `c + k - rz`; shared tiles take their interior from it and load only the halo.
//!
//! Same parameter order as [`crate::kernel`], plus `long mint_ext_{x,y,z}` (the staged array's
//! allocated extents) before the reduction partials.

use crate::kernel::{identity, write_block_reduce, Entry, Flatten};
use crate::names::*;
use crate::printer::{ArrayRewrite, Level, Printer};
use mint_analyzer::Nest;
use mint_lang::ast::Expr;
use mint_opt::{KernelPlan, PlaneSource, Staging};
use std::fmt::Write;

/// Extent parameter names of the staged array.
pub const EXT: [&str; 3] = ["mint_ext_x", "mint_ext_y", "mint_ext_z"];

struct Geometry {
    tx: u32,
    ty: u32,
    cy: u32,
    cz: u32,
    bx: u32,
    rx: u32,
    ry: u32,
    rz: i64,
    w: u32,
    h: u32,
    ns: u32,
    smin: i64,
    dims3: bool,
    threads: u32,
}

/// Rewrites array references for row `j` of the thread's chunk.
struct Rewrite<'a> {
    st: &'a Staging,
    g: &'a Geometry,
    /// Arrays addressed through per-point bases.
    based: &'a [String],
    j: u32,
}

impl Rewrite<'_> {
    fn based(&self, out: &mut String, name: &str, off: [i64; 3]) {
        let mut terms = Vec::new();
        if off[2] != 0 {
            terms.push(format!("{} * {}", off[2], slice_name(name)));
        }
        if off[1] != 0 {
            terms.push(format!("{} * {}", off[1], pitch_name(name)));
        }
        if off[0] != 0 {
            terms.push(off[0].to_string());
        }
        if terms.is_empty() {
            let _ = write!(out, "{name}[mint_b_{name}{}]", self.j);
        } else {
            let _ = write!(
                out,
                "{name}[mint_b_{name}{} + ({})]",
                self.j,
                terms.join(" + ")
            );
        }
    }
}

impl ArrayRewrite for Rewrite<'_> {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        let Some(off) =
            crate::kernel::ref_offsets(subs).filter(|_| self.based.iter().any(|b| b == name))
        else {
            return Flatten.array_ref(out, name, subs, sub);
        };
        if name != self.st.array {
            return self.based(out, name, off);
        }
        let g = self.g;
        // The register queue holds the thread's own column of every plane.
        if self.st.registers && g.dims3 && off[0] == 0 && off[1] == 0 {
            let _ = write!(out, "mint_q{}_{}", off[2] + g.rz, self.j);
            return;
        }
        match self.st.source(off[2]) {
            PlaneSource::Shared => {
                let slot = if g.dims3 {
                    format!("mint_slot{}", off[2] - g.smin)
                } else {
                    "0".into()
                };
                let _ = write!(
                    out,
                    "mint_sh[{slot}][(mint_sy{} + {}) * {} + mint_sx + {}]",
                    self.j, off[1], g.w, off[0]
                );
            }
            // Global planes, and (never planned) off-column reads of a register plane.
            PlaneSource::Global | PlaneSource::Register => self.based(out, name, off),
        }
    }
}

/// Write an optimized kernel; `plan.staging` must be `Some`.
pub fn write_kernel_opt(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
    wide: bool,
) -> String {
    let st = plan.staging.as_ref().expect("optimized plan has a staging");
    let s = &n.schedule;
    let dims3 = n.parallel == 3;
    let rz = if dims3 { st.radius[2] as i64 } else { 0 };
    // 3D: a ring of the shared planes plus one slot for the plane the next step adds.
    let (smin, ns) = match st.shared_range() {
        Some((a, b)) if dims3 => (a, (b - a + 2) as u32),
        Some(_) => (0, 1),
        None => (0, 0),
    };
    let b = s.block();
    let g = Geometry {
        tx: s.tile[0],
        ty: s.tile[1],
        cy: s.chunk[1],
        cz: if dims3 { s.chunk[2] } else { 1 },
        bx: b[0],
        rx: st.radius[0],
        ry: st.radius[1],
        rz,
        w: s.tile[0] + 2 * st.radius[0],
        h: s.tile[1] + 2 * st.radius[1],
        ns,
        smin,
        dims3,
        threads: b[0] * b[1],
    };
    let a = n
        .arrays
        .iter()
        .find(|a| a.name == st.array)
        .expect("staged array is used");
    let t = a.elem.c_name().to_string();
    let based: Vec<String> = n
        .arrays
        .iter()
        .filter(|a| a.affine && a.rank as usize == n.parallel)
        .map(|a| a.name.clone())
        .collect();
    let mut out = String::new();
    let kinds: Vec<String> = st
        .planes
        .iter()
        .map(|(dz, src)| {
            let k = match src {
                PlaneSource::Global => "global",
                PlaneSource::Shared => "shared",
                PlaneSource::Register => "register",
            };
            format!("{dz:+}:{k}")
        })
        .collect();
    Entry {
        n,
        level: plan.level,
        origin,
        wide,
        block: [b[0], b[1], 1],
        what: format!(
            ": {} staged, planes [{}]{}",
            st.array,
            kinds.join(" "),
            if st.ring { ", rotating" } else { "" }
        ),
        bounds: Some(g.threads),
    }
    .write(&mut out, params);
    let l1 = Level(1);
    if g.ns > 0 {
        let _ = writeln!(out, "{l1}__shared__ {t} mint_sh[{}][{}];", g.ns, g.w * g.h);
    }
    for r in &n.reductions {
        let _ = writeln!(
            out,
            "{l1}{} {} = {};",
            r.ty.c_name(),
            r.name,
            identity(r.op, &r.ty)
        );
    }
    if g.ns > 0 {
        let _ = writeln!(
            out,
            "{l1}const int mint_tid = threadIdx.x + {} * threadIdx.y;",
            g.bx
        );
        let _ = writeln!(out, "{l1}const int mint_sx = threadIdx.x + {};", g.rx);
        for j in 0..g.cy {
            let _ = writeln!(
                out,
                "{l1}const int mint_sy{j} = threadIdx.y * {} + {};",
                g.cy,
                j + g.ry
            );
        }
    }
    let mut lv = l1;
    if dims3 {
        let _ = writeln!(
            out,
            "{lv}for (long {BZ} = blockIdx.z; {BZ} < {BLOCKS_Z}; {BZ} += gridDim.z)"
        );
        lv = lv.next();
    }
    let _ = writeln!(
        out,
        "{lv}for (long {BY} = blockIdx.y; {BY} < {BLOCKS_Y}; {BY} += gridDim.y) {{"
    );
    let l = lv.next();
    let (lx, ly) = (&n.loops[n.parallel - 1], &n.loops[n.parallel - 2]);
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * {} + threadIdx.x;",
        g.tx
    );
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_gx = {} + mint_ix;",
        lo_name(0)
    );
    let _ = writeln!(
        out,
        "{l}const {} {} = ({})mint_gx;",
        lx.var_ty.c_name(),
        lx.var,
        lx.var_ty.c_name()
    );
    let _ = writeln!(out, "{l}(void){};", lx.var);
    for j in 0..g.cy {
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_iy{j} = (mint_idx_t){BY} * {} + threadIdx.y * {} + {j};",
            g.ty, g.cy
        );
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_gy{j} = {} + mint_iy{j};",
            lo_name(1)
        );
        for arr in &based {
            let _ = writeln!(
                out,
                "{l}const mint_idx_t mint_o_{arr}{j} = mint_gy{j} * {} + mint_gx;",
                pitch_name(arr)
            );
        }
    }
    let regs = st.registers && dims3;
    let sa = &st.array;
    let (pitch, slice) = (pitch_name(sa), slice_name(sa));
    if regs {
        for j in 0..g.cy {
            let _ = writeln!(
                out,
                "{l}const bool mint_ok{j} = mint_gx < {} && mint_gy{j} < {};",
                EXT[0], EXT[1]
            );
        }
    }
    // Per-thread cells of a shared plane, computed once per block.
    let kl = if g.ns > 0 {
        (g.w * g.h).div_ceil(g.threads)
    } else {
        0
    };
    let halo_only = regs;
    if kl > 0 {
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_x0 = {} + (mint_idx_t)blockIdx.x * {} - {};",
            lo_name(0),
            g.tx,
            g.rx
        );
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_y0 = {} + (mint_idx_t){BY} * {} - {};",
            lo_name(1),
            g.ty,
            g.ry
        );
        for k in 0..kl {
            let l2 = l.next();
            let _ = writeln!(
                out,
                "{l}const int mint_i{k} = mint_tid + {};",
                k * g.threads
            );
            let _ = writeln!(out, "{l}bool mint_hw{k}, mint_hv{k};");
            let _ = writeln!(out, "{l}mint_idx_t mint_ho{k};");
            let _ = writeln!(out, "{l}{{");
            let _ = writeln!(
                out,
                "{l2}const int mint_ly = mint_i{k} / {}, mint_lx = mint_i{k} - mint_ly * {};",
                g.w, g.w
            );
            let _ = writeln!(
                out,
                "{l2}const mint_idx_t mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;"
            );
            let interior = if halo_only {
                format!(
                    " && !(mint_lx >= {} && mint_lx < {} && mint_ly >= {} && mint_ly < {})",
                    g.rx,
                    g.rx + g.tx,
                    g.ry,
                    g.ry + g.ty
                )
            } else {
                String::new()
            };
            let _ = writeln!(out, "{l2}mint_hw{k} = mint_i{k} < {}{interior};", g.w * g.h);
            let _ = writeln!(
                out,
                "{l2}mint_hv{k} = mint_hw{k} && mint_hx >= 0 && mint_hx < {} && mint_hy >= 0 && mint_hy < {};",
                EXT[0],
                EXT[1]
            );
            let _ = writeln!(out, "{l2}mint_ho{k} = mint_hy * {pitch} + mint_hx;");
            let _ = writeln!(out, "{l}}}");
        }
    }
    // Load the shared cells of array plane `pz` into `slot` (2D, and 3D prologue).
    let plane_ptr = |out: &mut String, lv: Level, pz: &str| {
        if dims3 {
            let _ = writeln!(out, "{lv}const mint_idx_t mint_pz = {pz};");
            let _ = writeln!(
                out,
                "{lv}const bool mint_zok = mint_pz >= 0 && mint_pz < {};",
                EXT[2]
            );
            let _ = writeln!(out, "{lv}const {t} *mint_pl = {sa} + mint_pz * {slice};");
        } else {
            let _ = writeln!(out, "{lv}const bool mint_zok = true;");
            let _ = writeln!(out, "{lv}const {t} *mint_pl = {sa};");
        }
    };
    let tile_load = |out: &mut String, lv: Level, pz: &str, slot: &str| {
        let l2 = lv.next();
        let _ = writeln!(out, "{lv}{{");
        plane_ptr(out, l2, pz);
        for k in 0..kl {
            let _ = writeln!(
                out,
                "{l2}if (mint_hw{k}) mint_sh[{slot}][mint_i{k}] = (mint_zok && mint_hv{k}) ? mint_pl[mint_ho{k}] : ({t})0;"
            );
        }
        let _ = writeln!(out, "{lv}}}");
    };
    // The thread's own column at array plane `pz`, row j.
    let column = |pz: &str, j: u32| {
        format!("(mint_ok{j} && {pz} >= 0 && {pz} < {}) ? {sa}[({pz}) * {slice} + mint_o_{sa}{j}] : ({t})0", EXT[2])
    };
    let interior_from = |out: &mut String, lv: Level, slot: &str, reg: &dyn Fn(u32) -> String| {
        for j in 0..g.cy {
            let _ = writeln!(
                out,
                "{lv}mint_sh[{slot}][mint_sy{j} * {} + mint_sx] = {};",
                g.w,
                reg(j)
            );
        }
    };
    let nk = (2 * g.rz + 1) as usize;
    let shared3 = dims3 && g.ns > 0;
    let smax = st.shared_range().map_or(0, |r| r.1);
    if dims3 {
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_z0 = {} + (mint_idx_t){BZ} * {};",
            lo_name(2),
            g.cz
        );
        if regs {
            for j in 0..g.cy {
                let names: Vec<String> = (0..nk).map(|k| format!("mint_q{k}_{j}")).collect();
                let _ = writeln!(out, "{l}{t} {};", names.join(", "));
            }
        }
        let _ = writeln!(out, "{l}/* prologue: the planes the first step reads */");
        if regs {
            for k in 0..nk {
                for j in 0..g.cy {
                    let p = k as i64 - g.rz;
                    let _ = writeln!(
                        out,
                        "{l}mint_q{k}_{j} = {};",
                        column(&format!("(mint_z0 + {p})"), j)
                    );
                }
            }
        }
        if shared3 {
            for p in g.smin..=smax {
                let slot = (p - g.smin).to_string();
                if regs {
                    interior_from(&mut out, l, &slot, &|j| format!("mint_q{}_{j}", p + g.rz));
                }
                tile_load(&mut out, l, &format!("mint_z0 + {p}"), &slot);
            }
            let _ = writeln!(out, "{l}__syncthreads();");
        }
        let _ = writeln!(out, "{l}#pragma unroll 1");
        let _ = writeln!(
            out,
            "{l}for (int mint_c = 0; mint_c < {}; ++mint_c) {{",
            g.cz
        );
    } else {
        let _ = writeln!(out, "{l}{{");
    }
    let lc = l.next();
    if dims3 {
        let lz = &n.loops[0];
        let _ = writeln!(
            out,
            "{lc}const mint_idx_t mint_iz = (mint_idx_t){BZ} * {} + mint_c;",
            g.cz
        );
        let _ = writeln!(out, "{lc}const mint_idx_t mint_gz = mint_z0 + mint_c;");
        let _ = writeln!(
            out,
            "{lc}const {} {} = ({})mint_gz;",
            lz.var_ty.c_name(),
            lz.var,
            lz.var_ty.c_name()
        );
        let _ = writeln!(out, "{lc}(void){};", lz.var);
        if shared3 {
            for i in 0..g.ns {
                let _ = writeln!(
                    out,
                    "{lc}const int mint_slot{i} = (mint_c + {i}) % {};",
                    g.ns
                );
            }
        }
        // Prefetch what the next step adds, so the loads overlap this step's computation.
        if regs {
            for j in 0..g.cy {
                let _ = writeln!(
                    out,
                    "{lc}const {t} mint_qn_{j} = {};",
                    column(&format!("(mint_gz + {})", g.rz + 1), j)
                );
            }
        }
        if shared3 {
            let l2 = lc.next();
            for k in 0..kl {
                let _ = writeln!(out, "{lc}{t} mint_pf{k};");
            }
            let _ = writeln!(out, "{lc}{{");
            plane_ptr(&mut out, l2, &format!("mint_gz + {}", smax + 1));
            for k in 0..kl {
                let _ = writeln!(
                    out,
                    "{l2}mint_pf{k} = (mint_zok && mint_hv{k}) ? mint_pl[mint_ho{k}] : ({t})0;"
                );
            }
            let _ = writeln!(out, "{lc}}}");
        }
    } else if g.ns > 0 {
        tile_load(&mut out, lc, "0", "0");
        let _ = writeln!(out, "{lc}__syncthreads();");
    }
    for j in 0..g.cy {
        for arr in &based {
            let z = if dims3 {
                format!("mint_gz * {} + ", slice_name(arr))
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "{lc}const mint_idx_t mint_b_{arr}{j} = {z}mint_o_{arr}{j};"
            );
            let _ = writeln!(out, "{lc}(void)mint_b_{arr}{j};");
        }
    }
    // Compute, row by row.
    let zguard = if dims3 {
        format!("mint_iz < {} && ", count_name(2))
    } else {
        String::new()
    };
    for j in 0..g.cy {
        let _ = writeln!(
            out,
            "{lc}if ({zguard}mint_ix < {} && mint_iy{j} < {}) {{",
            count_name(0),
            count_name(1)
        );
        let li = lc.next();
        let _ = writeln!(
            out,
            "{li}const {} {} = ({})mint_gy{j};",
            ly.var_ty.c_name(),
            ly.var,
            ly.var_ty.c_name()
        );
        let _ = writeln!(out, "{li}(void){};", ly.var);
        let rw = Rewrite {
            st,
            g: &g,
            based: &based,
            j,
        };
        crate::kernel::write_point(&Printer { arrays: &rw }, &mut out, n, li);
        let _ = writeln!(out, "{lc}}}");
    }
    if shared3 {
        // The plane entering the ring goes to the slot the oldest plane has left.
        let slot = format!("mint_slot{}", g.ns - 1);
        if regs {
            let k = smax + 1 + g.rz;
            interior_from(&mut out, lc, &slot, &|j| {
                if (k as usize) < nk {
                    format!("mint_q{k}_{j}")
                } else {
                    format!("mint_qn_{j}")
                }
            });
        }
        for k in 0..kl {
            let _ = writeln!(
                out,
                "{lc}if (mint_hw{k}) mint_sh[{slot}][mint_i{k}] = mint_pf{k};"
            );
        }
        let _ = writeln!(out, "{lc}__syncthreads();");
    } else if g.ns > 0 {
        let _ = writeln!(out, "{lc}__syncthreads();");
    }
    if regs {
        for j in 0..g.cy {
            for k in 0..nk - 1 {
                let _ = writeln!(out, "{lc}mint_q{k}_{j} = mint_q{}_{j};", k + 1);
            }
            let _ = writeln!(out, "{lc}mint_q{}_{j} = mint_qn_{j};", nk - 1);
        }
    }
    let _ = writeln!(out, "{l}}}");
    let _ = writeln!(out, "{lv}}}");
    for r in &n.reductions {
        write_block_reduce(&mut out, r, s.threads());
    }
    out.push_str("}\n");
    out
}
