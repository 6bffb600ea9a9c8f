//! Kernel writer for vector x (`mint_opt::vector_x`, `--vector-x` from -O1 on).
//!
//! Shape: each thread owns `V = chunksize x` consecutive x points (tile x = V x block x), and
//! the `chunksize` y and z points above them, contiguous, as at -O0. For a full group of `V`
//! points it reads every row `(A, dy, dz)` the points need once into a register window: the
//! `V` points themselves as `double2`/`float2`/`float4` loads through the read-only path when the
//! address is aligned (checked at run time; scalar loads otherwise), the halo as scalars. The
//! body is then written out `V` times with array reads turned into window registers and writes
//! into output registers, which are stored as vectors (again only when aligned). The last,
//! partial group of a row runs the body point by point from global memory, like -O0.
//!
//! Same parameters, in the same order, as the `-O0` kernel ([`crate::kernel::kernel_params`]).

use crate::kernel::{write_signature, Flatten};
use crate::names::*;
use crate::printer::{ArrayRewrite, Level, Printer};
use mint_analyzer::{dims_text, var_offset, Nest};
use mint_lang::ast::{Expr, StmtKind};
use mint_opt::KernelPlan;
use std::collections::BTreeMap;
use std::fmt::Write;

/// One row a point group reads: array, `dy`, `dz`, and the x offsets it spans.
struct Row {
    array: String,
    elem: String,
    dy: i64,
    dz: i64,
    /// Lowest x offset in the window (≤ 0).
    lo: i64,
    /// Highest x offset beyond the group's last point (≥ 0).
    hi: i64,
}

impl Row {
    fn ident(&self) -> String {
        format!(
            "mint_w_{}_{}{}_{}{}",
            self.array,
            if self.dy < 0 { "m" } else { "p" },
            self.dy.abs(),
            if self.dz < 0 { "m" } else { "p" },
            self.dz.abs()
        )
    }
}

/// Offsets `[x, y, z]` of a reference whose subscripts are `loopvar ± c`.
fn offsets(subs: &[&Expr]) -> Option<[i64; 3]> {
    let rank = subs.len();
    let mut off = [0i64; 3];
    for (i, s) in subs.iter().enumerate() {
        off[rank - 1 - i] = var_offset(s)?.1;
    }
    Some(off)
}

/// Array references of the `v`-th point of a group: reads from the windows, writes to the
/// output registers.
struct Group<'a> {
    v: i64,
    rows: &'a BTreeMap<(String, i64, i64), Row>,
    outputs: &'a [String],
}

impl ArrayRewrite for Group<'_> {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        let Some(off) = offsets(subs) else {
            return Flatten.array_ref(out, name, subs, sub);
        };
        if self.outputs.iter().any(|o| o == name) {
            let _ = write!(out, "mint_o_{name}[{}]", self.v);
            return;
        }
        match self.rows.get(&(name.to_string(), off[1], off[2])) {
            Some(r) => {
                let _ = write!(out, "{}[{}]", r.ident(), self.v + off[0] - r.lo);
            }
            None => Flatten.array_ref(out, name, subs, sub),
        }
    }
}

/// `A[(z) * slice + (y) * pitch + (x)]` for a rank-`rank` array, as [`Flatten`] prints it.
fn flat(name: &str, rank: usize, z: &str, y: &str, x: &str) -> String {
    match rank {
        1 => format!("{name}[({x})]"),
        2 => format!("{name}[(mint_idx_t)({y}) * {} + ({x})]", pitch_name(name)),
        _ => format!(
            "{name}[(mint_idx_t)({z}) * {} + (mint_idx_t)({y}) * {} + ({x})]",
            slice_name(name),
            pitch_name(name)
        ),
    }
}

/// The vector type holding `k` elements of `elem`, and its size in bytes.
fn vector_type(elem: &str, k: u32) -> (String, u32) {
    let bytes = if elem == "double" { 8 } else { 4 };
    (format!("{elem}{k}"), bytes * k)
}

/// How a `V`-point run of `elem` splits into vector accesses: (elements per access, count).
fn vector_split(elem: &str, v: u32) -> (u32, u32) {
    if elem == "double" {
        (2, v / 2)
    } else {
        (v, 1)
    }
}

/// Write the vector-x kernel of `n` (`plan.vector_x`; `mint_opt::vector_x::vector_x_why(n)` is
/// `None`).
pub fn write_kernel_xvec(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
    wide: bool,
) -> String {
    let s = &n.schedule;
    let b = s.block();
    let v = s.chunk[0];
    let p = n.parallel;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/* mint: kernel {} from {origin}: {}, tile={} chunk={} block={}, -O{}: vector x, {v} consecutive points per thread */",
        kernel_variant_name(n.id, wide),
        n.stencil.as_ref().map_or("stencil", |x| x.shape.name()),
        dims_text(s.tile),
        dims_text(s.chunk),
        dims_text(b),
        plan.level,
    );
    let _ = writeln!(
        out,
        "extern \"C\" __global__ void __launch_bounds__({}) {}(",
        s.threads(),
        kernel_variant_name(n.id, wide)
    );
    write_signature(&mut out, n, params, wide);
    // Rows read by a group, with the x span of each.
    let mut rows: BTreeMap<(String, i64, i64), Row> = BTreeMap::new();
    let mut outputs: Vec<String> = Vec::new();
    for a in &n.arrays {
        if a.writes > 0 {
            outputs.push(a.name.clone());
            continue;
        }
        for o in &a.read_offsets {
            let r = rows.entry((a.name.clone(), o[1], o[2])).or_insert(Row {
                array: a.name.clone(),
                elem: a.elem.c_name().to_string(),
                dy: o[1],
                dz: o[2],
                lo: 0,
                hi: 0,
            });
            r.lo = r.lo.min(o[0]);
            r.hi = r.hi.max(o[0]);
        }
    }
    // Grid-stride loops over the y and z blocks, as at -O0.
    let mut l = Level(1);
    if p >= 3 {
        let _ = writeln!(
            out,
            "{l}for (long {BZ} = blockIdx.z; {BZ} < {BLOCKS_Z}; {BZ} += gridDim.z)"
        );
        l = l.next();
    }
    if p >= 2 {
        let _ = writeln!(
            out,
            "{l}for (long {BY} = blockIdx.y; {BY} < {BLOCKS_Y}; {BY} += gridDim.y)"
        );
        l = l.next();
    }
    let _ = writeln!(out, "{}{{", Level(l.0 - 1));
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * {} + (mint_idx_t)threadIdx.x * {v};",
        s.tile[0]
    );
    let _ = writeln!(out, "{l}if (mint_ix < {}) {{", count_name(0));
    let mut lv = l.next();
    let mut closers = vec![l];
    // The y and z chunks: contiguous points, one loop variable each.
    let block_of = ["", BY, BZ];
    let thread_of = ["", "threadIdx.y", "threadIdx.z"];
    for d in (1..p).rev() {
        let c = s.chunk[d];
        let idx = index_name(d);
        let base = format!(
            "(mint_idx_t){} * {} + (mint_idx_t){} * {c}",
            block_of[d], s.tile[d], thread_of[d]
        );
        if c > 1 {
            let ci = chunk_name(d);
            let _ = writeln!(out, "{lv}for (int {ci} = 0; {ci} < {c}; ++{ci}) {{");
            closers.push(lv);
            lv = lv.next();
            let _ = writeln!(out, "{lv}const mint_idx_t {idx} = {base} + {ci};");
        } else {
            let _ = writeln!(out, "{lv}const mint_idx_t {idx} = {base};");
        }
        let _ = writeln!(out, "{lv}if ({idx} < {}) {{", count_name(d));
        closers.push(lv);
        lv = lv.next();
        let lp = &n.loops[p - 1 - d];
        let ty = lp.var_ty.c_name();
        let _ = writeln!(
            out,
            "{lv}const {ty} {} = ({ty})({} + {idx});",
            lp.var,
            lo_name(d)
        );
    }
    let lx = &n.loops[p - 1];
    let xty = lx.var_ty.c_name();
    let zv = if p >= 3 { n.loops[0].var.as_str() } else { "0" };
    let yv = if p >= 2 {
        n.loops[p - 2].var.as_str()
    } else {
        "0"
    };
    let _ = writeln!(
        out,
        "{lv}const {xty} mint_x0 = ({xty})({} + mint_ix);",
        lo_name(0)
    );
    // A full group: windows, V copies of the body, vector stores.
    let _ = writeln!(out, "{lv}if (mint_ix + {v} <= {}) {{", count_name(0));
    let lg = lv.next();
    for r in rows.values() {
        let id = r.ident();
        let t = &r.elem;
        let z = format!("{zv} + {}", r.dz);
        let y = format!("{yv} + {}", r.dy);
        let rank = n
            .arrays
            .iter()
            .find(|a| a.name == r.array)
            .map_or(p, |a| a.rank as usize);
        let _ = writeln!(
            out,
            "{lg}const {t} *__restrict__ {id}_p = &{};",
            flat(&r.array, rank, &z, &y, "mint_x0")
        );
        let width = v as i64 + r.hi - r.lo;
        let _ = writeln!(out, "{lg}{t} {id}[{width}];");
        let (per, count) = vector_split(t, v);
        let (vt, vb) = vector_type(t, per);
        let _ = writeln!(
            out,
            "{lg}if (((unsigned long long)(const void *){id}_p & {}ull) == 0) {{",
            vb - 1
        );
        let lw = lg.next();
        let comps = ["x", "y", "z", "w"];
        for k in 0..count {
            let at = k * per;
            let _ = writeln!(
                out,
                "{lw}{{ const {vt} mint_v = __ldg((const {vt} *)({id}_p + {at}));"
            );
            for (e, c) in comps.iter().take(per as usize).enumerate() {
                let _ = writeln!(
                    out,
                    "{lw}  {id}[{}] = mint_v.{c};",
                    at as i64 + e as i64 - r.lo
                );
            }
            let _ = writeln!(out, "{lw}}}");
        }
        let _ = writeln!(out, "{lg}}} else {{");
        for e in 0..v as i64 {
            let _ = writeln!(out, "{lw}{id}[{}] = __ldg({id}_p + {e});", e - r.lo);
        }
        let _ = writeln!(out, "{lg}}}");
        for e in (r.lo..0).chain(v as i64..v as i64 + r.hi) {
            let _ = writeln!(out, "{lg}{id}[{}] = __ldg({id}_p + ({e}));", e - r.lo);
        }
    }
    for o in &outputs {
        let t = n
            .arrays
            .iter()
            .find(|a| &a.name == o)
            .map_or("double", |a| a.elem.c_name());
        let _ = writeln!(out, "{lg}{t} mint_o_{o}[{v}];");
    }
    for k in 0..v as i64 {
        let printer = Printer {
            arrays: &Group {
                v: k,
                rows: &rows,
                outputs: &outputs,
            },
        };
        let _ = writeln!(out, "{lg}{{");
        let li = lg.next();
        let _ = writeln!(out, "{li}const {xty} {} = ({xty})(mint_x0 + {k});", lx.var);
        let _ = writeln!(out, "{li}(void){};", lx.var);
        body(&printer, &mut out, n, li);
        let _ = writeln!(out, "{lg}}}");
    }
    for o in &outputs {
        let a = n.arrays.iter().find(|a| &a.name == o).expect("an output");
        let t = a.elem.c_name();
        let _ = writeln!(
            out,
            "{lg}{t} *__restrict__ mint_s_{o} = &{};",
            flat(o, a.rank as usize, zv, yv, "mint_x0")
        );
        let (per, count) = vector_split(t, v);
        let (vt, vb) = vector_type(t, per);
        let _ = writeln!(
            out,
            "{lg}if (((unsigned long long)(void *)mint_s_{o} & {}ull) == 0) {{",
            vb - 1
        );
        for k in 0..count {
            let at = k * per;
            let vals: Vec<String> = (0..per)
                .map(|e| format!("mint_o_{o}[{}]", at + e))
                .collect();
            let _ = writeln!(
                out,
                "{}*({vt} *)(mint_s_{o} + {at}) = make_{vt}({});",
                lg.next(),
                vals.join(", ")
            );
        }
        let _ = writeln!(out, "{lg}}} else {{");
        for e in 0..v {
            let _ = writeln!(out, "{}mint_s_{o}[{e}] = mint_o_{o}[{e}];", lg.next());
        }
        let _ = writeln!(out, "{lg}}}");
    }
    // The last, partial group of a row: point by point, as at -O0.
    let _ = writeln!(out, "{lv}}} else {{");
    let _ = writeln!(out, "{lg}for (int mint_e = 0; mint_e < {v}; ++mint_e) {{");
    let le = lg.next();
    let _ = writeln!(out, "{le}if (mint_ix + mint_e >= {}) break;", count_name(0));
    let _ = writeln!(
        out,
        "{le}const {xty} {} = ({xty})(mint_x0 + mint_e);",
        lx.var
    );
    let _ = writeln!(out, "{le}do {{");
    body(&Printer { arrays: &Flatten }, &mut out, n, le.next());
    let _ = writeln!(out, "{le}}} while (0);");
    let _ = writeln!(out, "{lg}}}");
    let _ = writeln!(out, "{lv}}}");
    for c in closers.iter().rev() {
        let _ = writeln!(out, "{c}}}");
    }
    let _ = writeln!(out, "{}}}", Level(l.0 - 1));
    out.push_str("}\n");
    out
}

/// The nest's body, statement by statement.
fn body(printer: &Printer, out: &mut String, n: &Nest, l: Level) {
    match &n.body.kind {
        StmtKind::Block(blk) => {
            for st in &blk.stmts {
                printer.stmt(out, st, l);
            }
        }
        _ => printer.stmt(out, &n.body, l),
    }
}
