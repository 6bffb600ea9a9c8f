//! Kernel writer, level `-O0` (the paper's baseline, Listing 3): every reference goes through
//! global memory, subscripts flattened with the pitch, one logical thread per point unless a
//! `chunksize` aggregates several.
//!
//! Invariants of the text written here:
//! - Self-contained: no `#include`, only CUDA built-ins, so NVRTC compiles it as it is; the full
//!   program embeds exactly the same text.
//! - `extern "C"`, so the kernel's name is `mint_kernel_<id>` in PTX too.
//! - Any grid size works: blocks in y and z are walked with grid-stride loops, so the launch may
//!   cap `gridDim.y`/`gridDim.z` at 65535.
//! - Parameter order (the host launch and the GPU runtime rely on it): for each array in
//!   [`Nest::arrays`] order `T *A, long A_pitch, long A_slice`; then each scalar in
//!   [`Nest::scalars`] order; then for each parallel dimension from x outward `long lo, long n`
//!   (first value and trip count); then `long blocks_y, long blocks_z`; then one `T *partial`
//!   per reduction.

use crate::kernel_opt::{write_kernel_opt, EXT};
use crate::names::*;
use crate::printer::{type_name, ArrayRewrite, Level, Printer, Verbatim};
use mint_analyzer::{dims_text, ArrayUse, Nest, ReductionVar};
use mint_lang::ast::{Expr, ReduceOp, Scalar};
use mint_opt::KernelPlan;
use std::fmt::Write;

/// Flattens `A[z][y][x]` to `A[(mint_idx_t)(z) * A_slice + (mint_idx_t)(y) * A_pitch + (x)]`.
pub(crate) struct Flatten;

impl ArrayRewrite for Flatten {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        out.push_str(name);
        out.push('[');
        let rank = subs.len();
        for (i, s) in subs.iter().enumerate() {
            let stride = rank - 1 - i; // 0 = x, 1 = y (pitch), 2 = z (slice)
            if i > 0 {
                out.push_str(" + ");
            }
            match stride {
                0 => {
                    out.push('(');
                    sub(out, s);
                    out.push(')');
                }
                _ => {
                    out.push_str("(mint_idx_t)(");
                    sub(out, s);
                    let _ = write!(
                        out,
                        ") * {}",
                        if stride == 1 {
                            pitch_name(name)
                        } else {
                            slice_name(name)
                        }
                    );
                }
            }
        }
        out.push(']');
    }
}

/// Offsets `[x, y, z]` of a reference `A[s0][s1]...` whose subscripts are all `loopvar ± c`
/// (outermost subscript first, so the last one is x).
pub(crate) fn ref_offsets(subs: &[&Expr]) -> Option<[i64; 3]> {
    let rank = subs.len();
    let mut off = [0i64; 3];
    for (i, s) in subs.iter().enumerate() {
        off[rank - 1 - i] = mint_analyzer::var_offset(s)?.1;
    }
    Some(off)
}

/// The C element type of the nest's array `name` (`double` if the nest does not use it).
pub(crate) fn elem_name<'a>(n: &'a Nest, name: &str) -> &'a str {
    n.arrays
        .iter()
        .find(|a| a.name == name)
        .map_or("double", |a| a.elem.c_name())
}

/// The nest's body, statement by statement, at level `l`.
pub(crate) fn write_body(printer: &Printer, out: &mut String, n: &Nest, l: Level) {
    write_stmts(printer, out, &n.body, l);
}

/// The statements of `body` (a block's without its braces) at level `l`, without the locals
/// nothing reads any more ([`crate::dead_locals`]).
fn write_stmts(printer: &Printer, out: &mut String, body: &mint_lang::ast::Stmt, l: Level) {
    let body = crate::dead_locals::without_dead_locals(body);
    match &body.kind {
        mint_lang::ast::StmtKind::Block(blk) => {
            for st in &blk.stmts {
                printer.stmt(out, st, l);
            }
        }
        _ => printer.stmt(out, &body, l),
    }
}

/// The body for one point, in a `do { } while (0)` at level `l` so that a `continue` skips just
/// this point. A nest with a [`mint_analyzer::Fallback`] runs its body only where every
/// nominal subscript has its nominal value, and the fallback body, reading global memory as
/// written, elsewhere.
pub(crate) fn write_point(printer: &Printer, out: &mut String, n: &Nest, l: Level) {
    let Some(fb) = &n.fallback else {
        let _ = writeln!(out, "{l}do {{");
        write_body(printer, out, n, l.next());
        let _ = writeln!(out, "{l}}} while (0);");
        return;
    };
    let verbatim = Printer { arrays: &Verbatim };
    let test: Vec<String> = fb
        .guards
        .iter()
        .map(|(sub, nominal)| {
            format!(
                "({}) == ({})",
                verbatim.expr_string(sub),
                verbatim.expr_string(nominal)
            )
        })
        .collect();
    let _ = writeln!(out, "{l}if ({}) do {{", test.join(" && "));
    write_body(printer, out, n, l.next());
    let _ = writeln!(out, "{l}}} while (0);");
    let _ = writeln!(out, "{l}else do {{");
    write_stmts(&Printer { arrays: &Flatten }, out, &fb.body, l.next());
    let _ = writeln!(out, "{l}}} while (0);");
}

/// Grid-stride loops over the y and z blocks (gridDim.y/z may be capped at 65535), from `l`;
/// the level inside them.
pub(crate) fn write_block_loops(out: &mut String, parallel: usize, l: Level) -> Level {
    let mut level = l;
    if parallel >= 3 {
        let _ = writeln!(
            out,
            "{level}for (long {BZ} = blockIdx.z; {BZ} < {BLOCKS_Z}; {BZ} += gridDim.z)"
        );
        level = level.next();
    }
    if parallel >= 2 {
        let _ = writeln!(
            out,
            "{level}for (long {BY} = blockIdx.y; {BY} < {BLOCKS_Y}; {BY} += gridDim.y)"
        );
        level = level.next();
    }
    level
}

/// What a kernel's entry looks like: the comment that says what it is, the `extern "C"` line
/// (with `__launch_bounds__` when `bounds` is given) and the signature.
pub(crate) struct Entry<'a> {
    pub n: &'a Nest,
    pub level: u8,
    pub origin: &'a str,
    pub wide: bool,
    pub block: [u32; 3],
    /// Text after `-O<level>` in the comment (e.g. `: vector x, ...`).
    pub what: String,
    pub bounds: Option<u32>,
}

impl Entry<'_> {
    /// Write the comment, the entry line and the signature of `params`.
    pub fn write(&self, out: &mut String, params: &[(String, String)]) {
        let n = self.n;
        let s = &n.schedule;
        let name = kernel_variant_name(n.id, self.wide);
        let _ = writeln!(
            out,
            "/* mint: kernel {name} from {}: {}, tile={} chunk={} block={}, -O{}{} */",
            self.origin,
            n.stencil
                .as_ref()
                .map_or("not a stencil", |st| st.shape.name()),
            dims_text(s.tile),
            dims_text(s.chunk),
            dims_text(self.block),
            self.level,
            self.what
        );
        let bounds = self
            .bounds
            .map_or(String::new(), |t| format!("__launch_bounds__({t}) "));
        let _ = writeln!(out, "extern \"C\" __global__ void {bounds}{name}(");
        write_signature(out, n, params, self.wide);
    }
}

/// The kernel's parameter list as `(type, name)` pairs, in the documented order.
/// Where the plan writes the kernel through plane views ([`KernelPlan::views`]), the arrays
/// are those the views are of, each once, in the order of their first view: the same list as
/// for the nest itself.
pub fn kernel_params(n: &Nest, plan: &KernelPlan) -> Vec<(String, String)> {
    let n = &*plan.kernel_nest(n);
    let mut p = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for a in &n.arrays {
        let base = a.device_array();
        if seen.contains(&base) {
            continue;
        }
        seen.push(base);
        let read_only = n
            .arrays
            .iter()
            .filter(|b| b.device_array() == base)
            .all(ArrayUse::read_only);
        let c = if read_only { "const " } else { "" };
        let r = if plan.restrict { "__restrict__" } else { "" };
        p.push((format!("{c}{} *{r}", a.elem.c_name()), base.to_string()));
        p.push(("long".into(), pitch_name(base)));
        p.push(("long".into(), slice_name(base)));
    }
    for s in &n.scalars {
        let mut t = s.ty.clone();
        t.is_const = false;
        p.push((type_name(&t), s.name.clone()));
    }
    for d in 0..n.parallel {
        p.push(("long".into(), lo_name(d)));
        p.push(("long".into(), count_name(d)));
    }
    p.push(("long".into(), BLOCKS_Y.into()));
    p.push(("long".into(), BLOCKS_Z.into()));
    if plan.staging.is_some() {
        for e in EXT {
            p.push(("long".into(), e.into()));
        }
    }
    for r in &n.reductions {
        p.push((format!("{} *", r.ty.c_name()), partial_name(&r.name)));
    }
    p
}

/// Index parameters a kernel converts to its index type `mint_idx_t` on entry: pitches, plane
/// sizes, loop starts and trip counts, extents. The signature keeps them `long` (named `<name>_arg`)
/// so that both variants of a kernel take the same arguments.
fn is_index_param(n: &Nest, name: &str) -> bool {
    n.arrays.iter().any(|a| {
        let base = a.device_array();
        name == pitch_name(base) || name == slice_name(base)
    }) || (0..n.parallel).any(|d| name == lo_name(d) || name == count_name(d))
        || EXT.contains(&name)
}

/// The names of `params` in the signature [`write_signature`] writes (index parameters with
/// their `_arg` suffix): what a kernel passes on to a device function with the same signature.
pub(crate) fn signature_names(n: &Nest, params: &[(String, String)]) -> Vec<String> {
    params
        .iter()
        .map(|(_, name)| {
            if is_index_param(n, name) {
                format!("{name}_arg")
            } else {
                name.clone()
            }
        })
        .collect()
}

/// The parameter list and the opening of the body: the `mint_idx_t` typedef (`int` for the
/// 32-bit variant, `long` for the 64-bit one) and the conversions of the index parameters.
pub(crate) fn write_signature(out: &mut String, n: &Nest, params: &[(String, String)], wide: bool) {
    let names = signature_names(n, params);
    for (i, ((t, _), name)) in params.iter().zip(&names).enumerate() {
        let sep = if i + 1 == params.len() { ")" } else { "," };
        let sp = if t.ends_with('*') { "" } else { " " };
        let _ = writeln!(out, "    {t}{sp}{name}{sep}");
    }
    out.push_str("{\n");
    let _ = writeln!(
        out,
        "    typedef {} mint_idx_t;",
        if wide { "long" } else { "int" }
    );
    for (_, name) in params.iter().filter(|(_, name)| is_index_param(n, name)) {
        let _ = writeln!(out, "    const mint_idx_t {name} = (mint_idx_t){name}_arg;");
        let _ = writeln!(out, "    (void){name};");
    }
    write_views(out, n);
}

/// The plane views of a nest written through them ([`mint_analyzer::plane_views`]): each a
/// pointer into its array at the view's leading subscripts, with the array's pitch and plane
/// size under the view's name.
fn write_views(out: &mut String, n: &Nest) {
    let printer = Printer { arrays: &Verbatim };
    for a in &n.arrays {
        let Some(v) = &a.view else { continue };
        let stride = |d: usize| match d {
            0 => String::new(),
            1 => format!(" * {}", pitch_name(&v.base)),
            2 => format!(" * {}", slice_name(&v.base)),
            // Rank 4: a 3-D plane is `inner` 2-D planes.
            _ => format!(
                " * {} * (mint_idx_t){}",
                slice_name(&v.base),
                v.inner.expect("a view of a rank-4 array knows its planes")
            ),
        };
        let offset: Vec<String> = v
            .planes
            .iter()
            .enumerate()
            .map(|(k, e)| {
                let d = v.base_rank as usize - 1 - k;
                format!("(mint_idx_t)({}){}", printer.expr_string(e), stride(d))
            })
            .collect();
        let c = if a.read_only() { "const " } else { "" };
        let _ = writeln!(
            out,
            "    {c}{} *__restrict__ const {} = {} + {};",
            a.elem.c_name(),
            a.name,
            v.base,
            offset.join(" + ")
        );
        for (name, base) in [
            (pitch_name(&a.name), pitch_name(&v.base)),
            (slice_name(&a.name), slice_name(&v.base)),
        ] {
            let _ = writeln!(out, "    const mint_idx_t {name} = {base};");
            let _ = writeln!(out, "    (void){name};");
        }
    }
}

/// Write the kernel of a nest as `plan` says, in both index widths: `mint_kernel_<id>` with
/// 32-bit index arithmetic and `mint_kernel_<id>_i64` with 64-bit (the host launches the first
/// when every array it uses has fewer than 2^31 elements).
pub fn write_kernel(n: &Nest, plan: &KernelPlan, origin: &str) -> String {
    let mut s = write_kernel_width(n, plan, origin, false);
    s.push('\n');
    s.push_str(&write_kernel_width(n, plan, origin, true));
    mint_opt::exact_div::with_helper(s)
}

/// Write the kernel of a nest as `plan` says, in one index width.
pub fn write_kernel_width(n: &Nest, plan: &KernelPlan, origin: &str, wide: bool) -> String {
    let params = kernel_params(n, plan);
    let n = &*plan.kernel_nest(n);
    if plan.plane_sums {
        return crate::kernel_psum::write_kernel_psum(n, plan, origin, &params, wide);
    }
    if plan.vector_x {
        return crate::kernel_xvec::write_kernel_xvec(n, plan, origin, &params, wide);
    }
    if plan.staging.is_some() {
        return write_kernel_opt(n, plan, origin, &params, wide);
    }
    let mut out = String::new();
    let s = &n.schedule;
    let b = s.block();
    Entry {
        n,
        level: plan.level,
        origin,
        wide,
        block: b,
        what: String::new(),
        bounds: None,
    }
    .write(&mut out, &params);
    let l1 = Level(1);
    for r in &n.reductions {
        let _ = writeln!(
            out,
            "{l1}{} {} = {};",
            r.ty.c_name(),
            r.name,
            identity(r.op, &r.ty)
        );
    }
    let p = n.parallel;
    let level = write_block_loops(&mut out, p, l1);
    let _ = writeln!(out, "{}{{", if p >= 2 { Level(level.0 - 1) } else { level });
    let inner = if p >= 2 { level } else { level.next() };
    let block_of = [
        "(mint_idx_t)blockIdx.x",
        "(mint_idx_t)mint_by",
        "(mint_idx_t)mint_bz",
    ];
    let thread_of = ["threadIdx.x", "threadIdx.y", "threadIdx.z"];
    // Per dimension, from the outermost parallel loop inward: chunk loop, guard, loop variable.
    let mut lv = inner;
    let mut closers = Vec::new();
    for d in (0..p).rev() {
        let loop_ = &n.loops[p - 1 - d];
        let c = s.chunk[d];
        let idx = index_name(d);
        // x chunks are strided by the block width (coalesced); y and z chunks are contiguous.
        let base = if d == 0 {
            format!("{} * {} + {}", block_of[d], s.tile[d], thread_of[d])
        } else {
            format!("{} * {} + {} * {}", block_of[d], s.tile[d], thread_of[d], c)
        };
        if c > 1 {
            let ci = chunk_name(d);
            let _ = writeln!(out, "{lv}for (int {ci} = 0; {ci} < {c}; ++{ci}) {{");
            let step = if d == 0 {
                format!("{ci} * {}", b[0])
            } else {
                ci.clone()
            };
            let _ = writeln!(
                out,
                "{}const mint_idx_t {idx} = {base} + {step};",
                lv.next()
            );
            lv = lv.next();
            closers.push(lv);
        } else {
            let _ = writeln!(out, "{lv}const mint_idx_t {idx} = {base};");
        }
        let _ = writeln!(out, "{lv}if ({idx} < {}) {{", count_name(d));
        let step = if loop_.step == 1 {
            String::new()
        } else {
            format!(" * {}", loop_.step)
        };
        let _ = writeln!(
            out,
            "{}const {} {} = ({})({} + {idx}{step});",
            lv.next(),
            loop_.var_ty.c_name(),
            loop_.var,
            loop_.var_ty.c_name(),
            lo_name(d)
        );
        lv = lv.next();
        closers.push(lv);
    }
    write_point(&Printer { arrays: &Flatten }, &mut out, n, lv);
    for l in closers.iter().rev() {
        let _ = writeln!(out, "{}}}", Level(l.0 - 1));
    }
    let _ = writeln!(out, "{}}}", if p >= 2 { Level(level.0 - 1) } else { level });
    for r in &n.reductions {
        write_block_reduce(&mut out, r, s.threads());
    }
    out.push_str("}\n");
    out
}

/// The identity of a reduction, as a device expression that needs no header.
pub fn identity(op: ReduceOp, ty: &Scalar) -> String {
    let (lowest, highest) = match ty {
        Scalar::Double => (
            "__longlong_as_double(0xfff0000000000000ULL)".to_string(),
            "__longlong_as_double(0x7ff0000000000000ULL)".to_string(),
        ),
        Scalar::Float => (
            "__int_as_float(0xff800000)".to_string(),
            "__int_as_float(0x7f800000)".to_string(),
        ),
        Scalar::Int => ("(-2147483647 - 1)".into(), "2147483647".into()),
        Scalar::UInt => ("0u".into(), "4294967295u".into()),
        Scalar::Long | Scalar::LongLong => (
            "(-9223372036854775807LL - 1)".into(),
            "9223372036854775807LL".into(),
        ),
        Scalar::ULong | Scalar::ULongLong => ("0ULL".into(), "18446744073709551615ULL".into()),
        Scalar::Short => ("(-32767 - 1)".into(), "32767".into()),
        Scalar::UShort | Scalar::UChar | Scalar::Bool => ("0".into(), "65535".into()),
        _ => ("0".into(), "0".into()),
    };
    let t = ty.c_name();
    match op {
        ReduceOp::Add => format!("({t})0"),
        ReduceOp::Mul => format!("({t})1"),
        ReduceOp::Max => lowest,
        ReduceOp::Min => highest,
    }
}

/// `a op b` for a reduction.
pub fn combine(op: ReduceOp, a: &str, b: &str) -> String {
    match op {
        ReduceOp::Add => format!("{a} + {b}"),
        ReduceOp::Mul => format!("{a} * {b}"),
        ReduceOp::Max => format!("({a} > {b} ? {a} : {b})"),
        ReduceOp::Min => format!("({a} < {b} ? {a} : {b})"),
    }
}

pub(crate) fn write_block_reduce(out: &mut String, r: &ReductionVar, threads: u32) {
    let l = Level(1);
    let l2 = l.next();
    let t = r.ty.c_name();
    let sh = format!("mint_sh_{}", r.name);
    let pow2 = threads.next_power_of_two();
    let _ = writeln!(
        out,
        "{l}/* reduction({}:{}): tree over the block, one partial per block */",
        r.op.token(),
        r.name
    );
    let _ = writeln!(out, "{l}{{");
    let _ = writeln!(out, "{l2}__shared__ {t} {sh}[{threads}];");
    let _ = writeln!(out, "{l2}const int mint_t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);");
    let _ = writeln!(out, "{l2}{sh}[mint_t] = {};", r.name);
    let _ = writeln!(out, "{l2}__syncthreads();");
    let _ = writeln!(
        out,
        "{l2}for (int mint_s = {}; mint_s > 0; mint_s >>= 1) {{",
        pow2 / 2
    );
    let _ = writeln!(
        out,
        "{}if (mint_t < mint_s && mint_t + mint_s < {threads}) {sh}[mint_t] = {};",
        l2.next(),
        combine(
            r.op,
            &format!("{sh}[mint_t]"),
            &format!("{sh}[mint_t + mint_s]")
        )
    );
    let _ = writeln!(out, "{}__syncthreads();", l2.next());
    let _ = writeln!(out, "{l2}}}");
    let _ = writeln!(
        out,
        "{l2}if (mint_t == 0) {}[blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)] = {sh}[0];",
        partial_name(&r.name)
    );
    let _ = writeln!(out, "{l}}}");
}

/// The second step of a reduction: one block of 1024 threads folds `n` partials into `out[0]`.
pub fn write_reduce_kernel(op: ReduceOp, ty: &Scalar) -> String {
    let t = ty.c_name();
    let name = reduce_kernel_name(op, ty);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "/* mint: second step of reduction({}) over {t}: one block folds the per-block partials */",
        op.token()
    );
    let _ = writeln!(
        out,
        "extern \"C\" __global__ void {name}(const {t} *in, long n, {t} *out)"
    );
    out.push_str("{\n");
    let _ = writeln!(out, "    __shared__ {t} sh[1024];");
    let _ = writeln!(out, "    {t} acc = {};", identity(op, ty));
    let _ = writeln!(
        out,
        "    for (long i = threadIdx.x; i < n; i += blockDim.x)"
    );
    let _ = writeln!(out, "        acc = {};", combine(op, "acc", "in[i]"));
    let _ = writeln!(out, "    sh[threadIdx.x] = acc;");
    let _ = writeln!(out, "    __syncthreads();");
    let _ = writeln!(out, "    for (int s = 512; s > 0; s >>= 1) {{");
    let _ = writeln!(
        out,
        "        if (threadIdx.x < s) sh[threadIdx.x] = {};",
        combine(op, "sh[threadIdx.x]", "sh[threadIdx.x + s]")
    );
    let _ = writeln!(out, "        __syncthreads();");
    let _ = writeln!(out, "    }}");
    let _ = writeln!(out, "    if (threadIdx.x == 0) out[0] = sh[0];");
    out.push_str("}\n");
    out
}
