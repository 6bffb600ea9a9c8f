//! Kernel writer for the optimized levels (`-O1`..`-O3`), following a [`Staging`] plan.
//!
//! Shape of the generated kernel: one thread per x point (`chunksize` x = 1), `chunksize` y rows
//! per thread, one thread layer in z walking `chunksize` z planes. Per z step every thread of the
//! block takes part in the loads and both `__syncthreads()` (the loops they sit in have
//! block-uniform bounds); only the computation is guarded by the iteration space.
//!
//! - Shared planes hold the tile plus its `(rx, ry)` halo, `W = tx + 2rx` by `H = ty + 2ry`, and
//!   are filled cooperatively (a strided loop over all threads); cells outside the array read 0
//!   and are never used by a valid point.
//! - With `ring` (-O2) plane `p` (relative to the chunk's first z) lives in slot
//!   `(p - smin) % NS` and is loaded once, when it enters the ring.
//! - With `registers` (-O3) register `q<k>` holds the thread's own column at plane
//!   `c + k - rz`; shared tiles take their interior from it and load only the halo.
//!
//! Same parameter order as [`crate::kernel`], plus `long mint_ext_{x,y,z}` (the staged array's
//! allocated extents) before the reduction partials.

use crate::kernel::{identity, write_block_reduce};
use crate::names::*;
use crate::printer::{ArrayRewrite, Level, Printer};
use mint_analyzer::{var_offset, Nest};
use mint_lang::ast::{Expr, StmtKind};
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
    by: u32,
    rx: u32,
    ry: u32,
    rz: i64,
    w: u32,
    h: u32,
    ns: u32,
    smin: i64,
    dims3: bool,
}

/// Rewrites reads of the staged array for row `j` of the thread's chunk.
struct Staged<'a> {
    st: &'a Staging,
    g: &'a Geometry,
    j: u32,
}

fn flat(out: &mut String, name: &str, subs: &[&Expr], sub: &dyn Fn(&mut String, &Expr)) {
    crate::kernel::Flatten.array_ref(out, name, subs, sub)
}

impl ArrayRewrite for Staged<'_> {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        if name != self.st.array {
            return flat(out, name, subs, sub);
        }
        let rank = subs.len();
        let mut off = [0i64; 3];
        for (i, s) in subs.iter().enumerate() {
            match var_offset(s) {
                Some((_, c)) => off[rank - 1 - i] = c,
                None => return flat(out, name, subs, sub),
            }
        }
        let g = self.g;
        match self.st.source(off[2]) {
            PlaneSource::Global => flat(out, name, subs, sub),
            PlaneSource::Register if off[0] == 0 && off[1] == 0 => {
                let _ = write!(out, "mint_q{}_{}", off[2] + g.rz, self.j);
            }
            // A register plane read off-column cannot happen (the planner only promotes planes
            // read at the column); fall back to global memory to stay correct regardless.
            PlaneSource::Register => flat(out, name, subs, sub),
            PlaneSource::Shared => {
                if self.st.registers && off == [0, 0, 0] {
                    let _ = write!(out, "mint_q{}_{}", g.rz, self.j);
                    return;
                }
                let slot = if g.dims3 && self.st.ring {
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
        }
    }
}

/// Write an optimized kernel; `plan.staging` must be `Some`.
pub fn write_kernel_opt(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
) -> String {
    let st = plan.staging.as_ref().expect("optimized plan has a staging");
    let s = &n.schedule;
    let rz = if n.parallel == 3 {
        st.radius[2] as i64
    } else {
        0
    };
    let (smin, ns) = match st.shared_range() {
        Some((a, b)) if n.parallel == 3 && st.ring => (a, (b - a + 1) as u32),
        Some(_) => (0, 1),
        None => (0, 0),
    };
    let g = Geometry {
        tx: s.tile[0],
        ty: s.tile[1],
        cy: s.chunk[1],
        cz: if n.parallel == 3 { s.chunk[2] } else { 1 },
        bx: s.block()[0],
        by: s.block()[1],
        rx: st.radius[0],
        ry: st.radius[1],
        rz,
        w: s.tile[0] + 2 * st.radius[0],
        h: s.tile[1] + 2 * st.radius[1],
        ns,
        smin,
        dims3: n.parallel == 3,
    };
    let a = n
        .arrays
        .iter()
        .find(|a| a.name == st.array)
        .expect("staged array is used");
    let t = a.elem.c_name().to_string();
    let mut out = String::new();
    let kinds: Vec<String> = st
        .planes
        .iter()
        .map(|(dz, src)| {
            format!(
                "{dz:+}:{}",
                match src {
                    PlaneSource::Global => "global",
                    PlaneSource::Shared => "shared",
                    PlaneSource::Register => "register",
                }
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "/* mint: kernel {} from {origin}: {}, tile={}x{}x{} chunk={}x{}x{} block={}x{}x1, -O{}: {} staged, planes [{}]{} */",
        kernel_name(n.id),
        n.stencil.as_ref().map_or("stencil", |x| x.shape.name()),
        s.tile[0],
        s.tile[1],
        s.tile[2],
        s.chunk[0],
        s.chunk[1],
        s.chunk[2],
        g.bx,
        g.by,
        plan.level,
        st.array,
        kinds.join(" "),
        if st.ring { ", rotating" } else { "" }
    );
    let _ = writeln!(
        out,
        "extern \"C\" __global__ void __launch_bounds__({}) {}(",
        g.bx * g.by,
        kernel_name(n.id)
    );
    for (i, (ty, name)) in params.iter().enumerate() {
        let sep = if i + 1 == params.len() { ")" } else { "," };
        let sp = if ty.ends_with('*') || ty.ends_with("__restrict__") {
            ""
        } else {
            " "
        };
        let sp = if ty.ends_with("__restrict__") {
            " "
        } else {
            sp
        };
        let _ = writeln!(out, "    {ty}{sp}{name}{sep}");
    }
    out.push_str("{\n");
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
    let _ = writeln!(out, "{l1}const int mint_sx = threadIdx.x + {};", g.rx);
    let _ = writeln!(
        out,
        "{l1}const int mint_tid = threadIdx.x + {} * threadIdx.y;",
        g.bx
    );
    for j in 0..g.cy {
        let _ = writeln!(
            out,
            "{l1}const int mint_sy{j} = threadIdx.y * {} + {j} + {};",
            g.cy, g.ry
        );
    }
    let mut lv = l1;
    if g.dims3 {
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
        "{l}const long mint_ix = (long)blockIdx.x * {} + threadIdx.x;",
        g.tx
    );
    let _ = writeln!(out, "{l}const long mint_gx = {} + mint_ix;", lo_name(0));
    let _ = writeln!(
        out,
        "{l}const long mint_x0 = {} + (long)blockIdx.x * {} - {};",
        lo_name(0),
        g.tx,
        g.rx
    );
    let _ = writeln!(
        out,
        "{l}const long mint_y0 = {} + {BY} * {} - {};",
        lo_name(1),
        g.ty,
        g.ry
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
            "{l}const long mint_iy{j} = {BY} * {} + threadIdx.y * {} + {j};",
            g.ty, g.cy
        );
        let _ = writeln!(
            out,
            "{l}const long mint_gy{j} = {} + mint_iy{j};",
            lo_name(1)
        );
    }
    let in_x = format!("mint_gx >= 0 && mint_gx < {}", EXT[0]);
    let in_y = |j: u32| format!("mint_gy{j} >= 0 && mint_gy{j} < {}", EXT[1]);
    let (pitch, slice) = (pitch_name(&st.array), slice_name(&st.array));
    // Column load of the thread's own point at array plane `pz` (an expression) for row j.
    let column = |pz: &str, j: u32| {
        let zc = if g.dims3 {
            format!(" && {pz} >= 0 && {pz} < {}", EXT[2])
        } else {
            String::new()
        };
        let zi = if g.dims3 {
            format!("({pz}) * {slice} + ")
        } else {
            String::new()
        };
        format!(
            "({in_x} && {}{zc}) ? {}[{zi}mint_gy{j} * {pitch} + mint_gx] : ({t})0",
            in_y(j),
            st.array
        )
    };
    // Cooperative tile load of array plane `pz` into slot `slot`; `halo_only` skips the interior.
    let tile_load = |out: &mut String, lv: Level, pz: &str, slot: &str, halo_only: bool| {
        let l2 = lv.next();
        let _ = writeln!(
            out,
            "{lv}for (int mint_i = mint_tid; mint_i < {}; mint_i += {}) {{",
            g.w * g.h,
            g.bx * g.by
        );
        let _ = writeln!(
            out,
            "{l2}const int mint_ly = mint_i / {}, mint_lx = mint_i - mint_ly * {};",
            g.w, g.w
        );
        if halo_only {
            let _ = writeln!(
                out,
                "{l2}if (mint_lx >= {} && mint_lx < {} && mint_ly >= {} && mint_ly < {}) continue;",
                g.rx,
                g.rx + g.tx,
                g.ry,
                g.ry + g.ty
            );
        }
        let _ = writeln!(
            out,
            "{l2}const long mint_hx = mint_x0 + mint_lx, mint_hy = mint_y0 + mint_ly;"
        );
        let zc = if g.dims3 {
            format!(" && {pz} >= 0 && {pz} < {}", EXT[2])
        } else {
            String::new()
        };
        let zi = if g.dims3 {
            format!("({pz}) * {slice} + ")
        } else {
            String::new()
        };
        let _ = writeln!(
            out,
            "{l2}mint_sh[{slot}][mint_i] = (mint_hx >= 0 && mint_hx < {} && mint_hy >= 0 && mint_hy < {}{zc}) ? {}[{zi}mint_hy * {pitch} + mint_hx] : ({t})0;",
            EXT[0],
            EXT[1],
            st.array
        );
        let _ = writeln!(out, "{lv}}}");
    };
    let nk = (2 * g.rz + 1) as usize;
    let regs = st.registers && g.dims3;
    if g.dims3 {
        let _ = writeln!(
            out,
            "{l}const long mint_z0 = {} + {BZ} * {};",
            lo_name(2),
            g.cz
        );
        if regs {
            for j in 0..g.cy {
                let names: Vec<String> = (0..nk).map(|k| format!("mint_q{k}_{j}")).collect();
                let _ = writeln!(out, "{l}{t} {};", names.join(", "));
            }
        }
        // Prologue: planes p = -rz .. rz-1 of the register queue, then the shared planes that the
        // first step needs and that do not enter at it.
        if st.ring {
            let _ = writeln!(
                out,
                "{l}/* prologue: fill the ring before the first step */"
            );
            if regs {
                for k in 0..nk - 1 {
                    for j in 0..g.cy {
                        let p = k as i64 - g.rz;
                        let _ = writeln!(
                            out,
                            "{l}mint_q{k}_{j} = {};",
                            column(&format!("mint_z0 + {p}"), j)
                        );
                    }
                }
            }
            if let Some((a0, b0)) = st.shared_range() {
                for p in a0..b0 {
                    let slot = ((p - g.smin).rem_euclid(g.ns as i64)).to_string();
                    let pz = format!("mint_z0 + {p}");
                    if regs {
                        let k = p + g.rz;
                        for j in 0..g.cy {
                            let _ = writeln!(
                                out,
                                "{l}mint_sh[{slot}][mint_sy{j} * {} + mint_sx] = mint_q{k}_{j};",
                                g.w
                            );
                        }
                        tile_load(&mut out, l, &pz, &slot, true);
                    } else {
                        tile_load(&mut out, l, &pz, &slot, false);
                    }
                }
            }
        }
        let _ = writeln!(
            out,
            "{l}for (int mint_c = 0; mint_c < {}; ++mint_c) {{",
            g.cz
        );
    } else {
        let _ = writeln!(out, "{l}{{");
    }
    let lc = l.next();
    if g.dims3 {
        let lz = &n.loops[0];
        let _ = writeln!(out, "{lc}const long mint_iz = {BZ} * {} + mint_c;", g.cz);
        let _ = writeln!(
            out,
            "{lc}if (mint_iz >= {}) break; /* uniform across the block */",
            count_name(2)
        );
        let _ = writeln!(out, "{lc}const long mint_gz = mint_z0 + mint_c;");
        let _ = writeln!(
            out,
            "{lc}const {} {} = ({})mint_gz;",
            lz.var_ty.c_name(),
            lz.var,
            lz.var_ty.c_name()
        );
        let _ = writeln!(out, "{lc}(void){};", lz.var);
        if g.ns > 0 && st.ring {
            for i in 0..g.ns {
                let _ = writeln!(
                    out,
                    "{lc}const int mint_slot{i} = (mint_c + {i}) % {};",
                    g.ns
                );
            }
        }
        if regs {
            for j in 0..g.cy {
                let _ = writeln!(
                    out,
                    "{lc}mint_q{}_{j} = {};",
                    nk - 1,
                    column(&format!("mint_gz + {}", g.rz), j)
                );
            }
        }
    }
    // Loads for this step.
    if st.ring && g.dims3 {
        if let Some((_, b0)) = st.shared_range() {
            let slot = format!("mint_slot{}", b0 - g.smin);
            let pz = format!("mint_gz + {b0}");
            if regs {
                let k = b0 + g.rz;
                for j in 0..g.cy {
                    let _ = writeln!(
                        out,
                        "{lc}mint_sh[{slot}][mint_sy{j} * {} + mint_sx] = mint_q{k}_{j};",
                        g.w
                    );
                }
                tile_load(&mut out, lc, &pz, &slot, true);
            } else {
                tile_load(&mut out, lc, &pz, &slot, false);
            }
        }
    } else if g.ns > 0 {
        let pz = if g.dims3 { "mint_gz" } else { "0" };
        tile_load(&mut out, lc, pz, "0", false);
    }
    if g.ns > 0 {
        let _ = writeln!(out, "{lc}__syncthreads();");
    }
    // Compute, row by row.
    for j in 0..g.cy {
        let guard = format!(
            "mint_ix < {} && mint_iy{j} < {}",
            count_name(0),
            count_name(1)
        );
        let _ = writeln!(out, "{lc}if ({guard}) {{");
        let li = lc.next();
        let _ = writeln!(
            out,
            "{li}const {} {} = ({})mint_gy{j};",
            ly.var_ty.c_name(),
            ly.var,
            ly.var_ty.c_name()
        );
        let _ = writeln!(out, "{li}(void){};", ly.var);
        let rw = Staged { st, g: &g, j };
        let pr = Printer { arrays: &rw };
        let _ = writeln!(out, "{li}do {{");
        match &n.body.kind {
            StmtKind::Block(b) => b.stmts.iter().for_each(|s| pr.stmt(&mut out, s, li.next())),
            _ => pr.stmt(&mut out, &n.body, li.next()),
        }
        let _ = writeln!(out, "{li}}} while (0);");
        let _ = writeln!(out, "{lc}}}");
    }
    if g.ns > 0 {
        let _ = writeln!(out, "{lc}__syncthreads();");
    }
    if regs {
        for j in 0..g.cy {
            for k in 0..nk - 1 {
                let _ = writeln!(out, "{lc}mint_q{k}_{j} = mint_q{}_{j};", k + 1);
            }
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
