//! Kernel writer for temporal blocking ([`mint_opt::temporal`]): `mint_tb_<id>` advances a
//! Jacobi nest `mint_steps` (at most `bt`) time steps in one launch.
//!
//! Each block owns an output tile (`tile`, one thread per point) and walks the tiles of the
//! grid with grid-stride loops in y and z. For a tile it loads the window (tile plus a halo of
//! `r·bt` per side) of the input array into shared buffer 0, then for step `s` computes, into
//! buffer `(s+1) % 2`, every window point at least `(s+1)·r` from the window's edge: points of the
//! nest's iteration space with the body (input references read the current buffer, the output
//! reference writes the next one, other arrays go to global memory), the other points copied
//! unchanged (they never change). After the last step the tile's points of the iteration space
//! are written to the output array.
//!
//! Invariants of the text: self-contained (NVRTC compiles it as it is); 64-bit index arithmetic
//! for global memory, `int` for shared memory; the parameter order is [`temporal_params`]; the
//! launch's block is `tile` (x, y, z) and its grid covers the iteration space in tiles (y and z
//! may be capped at 65535: the kernel walks the rest).

use crate::kernel::{kernel_params, write_block_loops, write_point, Entry, Flatten};
use crate::kernel_opt::EXT;
use crate::names::*;
use crate::printer::{ArrayRewrite, Level, Printer};
use mint_analyzer::Nest;
use mint_lang::ast::Expr;
use mint_opt::temporal::TemporalPlan;
use mint_opt::KernelPlan;
use std::fmt::Write;

/// `mint_tb_<id>`
pub fn temporal_kernel_name(id: usize) -> String {
    format!("mint_tb_{id}")
}

/// Name of the steps parameter.
pub const STEPS: &str = "mint_steps";

/// The kernel's parameters: those of the nest's `-O0` kernel (`base`, without reductions), the
/// extents of the input array (`mint_ext_x`, `_y`, `_z`), then `long mint_steps`.
pub fn temporal_params(n: &Nest, base: &KernelPlan) -> Vec<(String, String)> {
    let mut p = kernel_params(n, base);
    for e in EXT {
        p.push(("long".into(), e.to_string()));
    }
    p.push(("long".into(), STEPS.into()));
    p
}

/// References to the Jacobi pair go to the shared buffers, the others to global memory.
struct Windowed<'a> {
    tp: &'a TemporalPlan,
    rank: usize,
}

impl ArrayRewrite for Windowed<'_> {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        let buf = if name == self.tp.input {
            "mint_cur"
        } else if name == self.tp.output {
            "mint_nxt"
        } else {
            return Flatten.array_ref(out, name, subs, sub);
        };
        let w = self.tp.window();
        let origin = ["mint_ox", "mint_oy", "mint_oz"];
        let _ = write!(out, "{buf}[");
        for (i, s) in subs.iter().enumerate() {
            let d = self.rank - 1 - i; // 0 = x
            let stride: u32 = w[..d].iter().product();
            if i > 0 {
                out.push_str(" + ");
            }
            out.push_str("(int)((");
            sub(out, s);
            let _ = write!(out, ") - {})", origin[d]);
            if d > 0 {
                let _ = write!(out, " * {stride}");
            }
        }
        out.push(']');
    }
}

/// Write the temporal kernel of `n` under `tp` (`base`: the nest's `-O0` plan, for the
/// parameter list).
pub fn write_temporal_kernel(
    n: &Nest,
    tp: &TemporalPlan,
    base: &KernelPlan,
    origin: &str,
) -> String {
    let p = n.parallel;
    let params = temporal_params(n, base);
    let elem = crate::kernel::elem_name(n, &tp.input).to_string();
    let w = tp.window();
    let total: u32 = w.iter().product();
    let threads = tp.threads();
    let mut out = String::new();
    let mut entry_nest = n.clone();
    entry_nest.schedule.tile = tp.tile;
    entry_nest.schedule.chunk = [1, 1, 1];
    Entry {
        n: &entry_nest,
        level: base.level,
        origin,
        wide: true,
        block: tp.tile,
        what: format!(
            ": temporal blocking, {} steps per launch of `{}` -> `{}`, window {}x{}x{}",
            tp.bt, tp.input, tp.output, w[0], w[1], w[2]
        ),
        bounds: Some(threads),
    }
    .write(&mut out, &params);
    // The entry names the -O0 kernel; this one is mint_tb_<id>.
    let out = out.replacen(
        &format!(
            "void __launch_bounds__({threads}) {}(",
            kernel_variant_name(n.id, true)
        ),
        &format!(
            "void __launch_bounds__({threads}) {}(",
            temporal_kernel_name(n.id)
        ),
        1,
    );
    let mut out = out.replacen(
        &format!("kernel {} from", kernel_variant_name(n.id, true)),
        &format!("kernel {} from", temporal_kernel_name(n.id)),
        1,
    );
    let l1 = Level(1);
    let _ = writeln!(out, "{l1}__shared__ {elem} mint_win[2][{total}];");
    let _ = writeln!(
        out,
        "{l1}const int mint_tid = threadIdx.x + {} * (threadIdx.y + {} * threadIdx.z);",
        tp.tile[0], tp.tile[1]
    );
    let lb = write_block_loops(&mut out, p, l1);
    let _ = writeln!(out, "{}{{", Level(lb.0 - 1));
    let l = lb;
    let block_of = [
        "(mint_idx_t)blockIdx.x",
        "(mint_idx_t)mint_by",
        "(mint_idx_t)mint_bz",
    ];
    let h = tp.halo();
    let names = ["mint_ox", "mint_oy", "mint_oz"];
    for d in 0..3 {
        if d < p {
            let _ = writeln!(
                out,
                "{l}const mint_idx_t {} = {} + {} * {} - {};",
                names[d],
                lo_name(d),
                block_of[d],
                tp.tile[d],
                h[d]
            );
        } else {
            let _ = writeln!(out, "{l}const mint_idx_t {} = 0;", names[d]);
        }
    }
    // Local and global coordinates of window point mint_i.
    let coords = |out: &mut String, l: Level| {
        let _ = writeln!(out, "{l}const int mint_lx = mint_i % {};", w[0]);
        let _ = writeln!(
            out,
            "{l}const int mint_ly = (mint_i / {}) % {};",
            w[0], w[1]
        );
        let _ = writeln!(out, "{l}const int mint_lz = mint_i / {};", w[0] * w[1]);
        let _ = writeln!(out, "{l}const mint_idx_t mint_gx = mint_ox + mint_lx;");
        let _ = writeln!(out, "{l}const mint_idx_t mint_gy = mint_oy + mint_ly;");
        let _ = writeln!(out, "{l}const mint_idx_t mint_gz = mint_oz + mint_lz;");
        let _ = writeln!(
            out,
            "{l}(void)mint_lz; (void)mint_gz; (void)mint_ly; (void)mint_gy;"
        );
    };
    let gl = ["mint_gx", "mint_gy", "mint_gz"];
    let ll = ["mint_lx", "mint_ly", "mint_lz"];
    // A condition over the parallel dimensions, and a walk over the window's points.
    let all_dims = |f: &dyn Fn(usize) -> String| (0..p).map(f).collect::<Vec<_>>().join(" && ");
    let walk_window = |out: &mut String, l: Level| {
        let _ = writeln!(
            out,
            "{l}for (int mint_i = mint_tid; mint_i < {total}; mint_i += {threads}) {{"
        );
        coords(out, l.next());
    };
    // Global element (mint_gx, mint_gy, mint_gz) of an array.
    let element = |name: &str| {
        let mut a = format!("{name}[mint_gx");
        if p >= 2 {
            let _ = write!(a, " + mint_gy * {}", pitch_name(name));
        }
        if p >= 3 {
            let _ = write!(a, " + mint_gz * {}", slice_name(name));
        }
        a.push(']');
        a
    };
    let in_space = all_dims(&|d| {
        format!(
            "{g} >= {lo} && {g} < {lo} + {cnt}",
            g = gl[d],
            lo = lo_name(d),
            cnt = count_name(d)
        )
    });
    // 1. Load the window of the input.
    let l2 = l.next();
    walk_window(&mut out, l);
    let in_array = all_dims(&|d| format!("{g} >= 0 && {g} < {e}", g = gl[d], e = EXT[d]));
    let _ = writeln!(
        out,
        "{l2}mint_win[0][mint_i] = ({in_array}) ? {} : ({elem})0;",
        element(&tp.input)
    );
    let _ = writeln!(out, "{l}}}");
    let _ = writeln!(out, "{l}__syncthreads();");
    // 2. The steps.
    let _ = writeln!(
        out,
        "{l}for (int mint_s = 0; mint_s < (int){STEPS}; ++mint_s) {{"
    );
    let _ = writeln!(out, "{l2}const {elem} *mint_cur = mint_win[mint_s & 1];");
    let _ = writeln!(out, "{l2}{elem} *mint_nxt = mint_win[(mint_s + 1) & 1];");
    let l3 = l2.next();
    walk_window(&mut out, l2);
    let in_window = all_dims(&|d| {
        format!(
            "{lc} >= (mint_s + 1) * {r} && {lc} < {wd} - (mint_s + 1) * {r}",
            lc = ll[d],
            r = tp.radius[d],
            wd = w[d]
        )
    });
    let _ = writeln!(out, "{l3}if (!({in_window})) continue;");
    let _ = writeln!(out, "{l3}if ({in_space}) {{");
    let l4 = l3.next();
    for (d, g) in gl.iter().enumerate().take(p) {
        let lp = &n.loops[p - 1 - d];
        let ty = lp.var_ty.c_name();
        let _ = writeln!(out, "{l4}const {ty} {} = ({ty}){g};", lp.var);
    }
    let printer = Printer {
        arrays: &Windowed { tp, rank: p },
    };
    write_point(&printer, &mut out, n, l4);
    let _ = writeln!(out, "{l3}}} else {{");
    let _ = writeln!(out, "{l4}mint_nxt[mint_i] = mint_cur[mint_i];");
    let _ = writeln!(out, "{l3}}}");
    let _ = writeln!(out, "{l2}}}");
    let _ = writeln!(out, "{l2}__syncthreads();");
    let _ = writeln!(out, "{l}}}");
    // 3. Write the tile's points of the iteration space.
    let _ = writeln!(
        out,
        "{l}const {elem} *mint_fin = mint_win[(int){STEPS} & 1];"
    );
    walk_window(&mut out, l);
    let in_tile = all_dims(&|d| {
        format!(
            "{lc} >= {hd} && {lc} < {hd} + {t}",
            lc = ll[d],
            hd = h[d],
            t = tp.tile[d]
        )
    });
    let _ = writeln!(
        out,
        "{l2}if ({in_tile} && {in_space}) {} = mint_fin[mint_i];",
        element(&tp.output)
    );
    let _ = writeln!(out, "{l}}}");
    // The next tile of this block reuses the buffers.
    let _ = writeln!(out, "{l}__syncthreads();");
    let _ = writeln!(out, "{}}}", Level(lb.0 - 1));
    out.push_str("}\n");
    out
}
