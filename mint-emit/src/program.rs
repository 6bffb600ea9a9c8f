//! The CUDA program writer: the user's file with each Mint directive replaced by host code, the
//! runtime prelude at the top and the kernels before the function that launches them.
//!
//! Invariants:
//! - Text outside the directives is copied byte for byte; every change is an [`Edit`] on a span
//!   of the original source, applied in source order, and no two edits overlap.
//! - Every CUDA call is checked (`MINT_CHECK`, `mint_check_launch`), and device memory is freed
//!   after the last statement of the function that holds a directive.
//! - With `--time-block` ([`Options::time_blocked`]), the nests of a recognised time loop record
//!   steps instead of launching and a flush follows the loop ([`crate::program_temporal`]); the
//!   rest of the program is written exactly as without it.

use crate::kernel::{combine, kernel_params, write_kernel, write_reduce_kernel};
use crate::kernel_opt::EXT;
use crate::names::*;
use crate::printer::{Printer, Verbatim};
use crate::Options;
use mint_analyzer::{ArrayUse, FunctionInfo, Nest, Program};
use mint_lang::ast::{CopyDir, Expr, ExprKind, Initializer, ReduceOp, Scalar, Stmt, StmtKind};
use mint_lang::Span;
use mint_opt::KernelPlan;
use std::fmt::Write;

/// The runtime helpers every generated program starts with.
pub const PRELUDE: &str = include_str!("prelude.cu");

/// Replace `span` of the source with `text` (an empty span inserts).
#[derive(Debug, Clone)]
pub struct Edit {
    /// What to replace.
    pub span: Span,
    /// The replacement.
    pub text: String,
}

/// Apply edits (sorted here by position; insertions at the same point keep their order).
pub fn apply_edits(src: &str, mut edits: Vec<Edit>) -> String {
    edits.sort_by_key(|e| (e.span.start, e.span.end));
    let mut out = String::with_capacity(src.len() * 2);
    let mut at = 0usize;
    for e in edits {
        let (s, t) = (e.span.start as usize, e.span.end as usize);
        debug_assert!(s >= at, "overlapping edits");
        out.push_str(&src[at..s]);
        out.push_str(&e.text);
        at = t;
    }
    out.push_str(&src[at..]);
    out
}

/// 1-based line of a byte offset.
pub fn line_of(src: &str, at: u32) -> usize {
    src[..at as usize].bytes().filter(|&b| b == b'\n').count() + 1
}

/// Indentation (spaces and tabs) of the line holding `at`.
fn indent_at(src: &str, at: u32) -> &str {
    let start = src[..at as usize].rfind('\n').map_or(0, |i| i + 1);
    let line = &src[start..];
    &line[..line.len() - line.trim_start_matches([' ', '\t']).len()]
}

/// Indentation of the first non-blank line after `at` (pragmas are often written at column 0;
/// the code they become is indented like the statements around them).
fn indent_after(src: &str, at: u32) -> &str {
    let mut pos = at as usize;
    while let Some(nl) = src[pos..].find('\n') {
        pos += nl + 1;
        let rest = &src[pos..];
        let line = rest.split('\n').next().unwrap_or("");
        if !line.trim().is_empty() {
            return indent_at(src, pos as u32);
        }
    }
    ""
}

/// All kernels of the program at `-O0` (nests, then the reduction second steps), self-contained.
pub fn kernels_source(p: &Program, file: &str, src: &str) -> String {
    kernels_source_opts(p, file, src, &Options::default())
}

/// All kernels of the program at `opts.level`, self-contained (what `--emit kernels` writes).
pub fn kernels_source_opts(p: &Program, file: &str, src: &str, opts: &Options) -> String {
    let plans = plans_of(p, opts);
    let mut out = String::new();
    let mut first = 0;
    for f in &p.functions {
        out.push_str(&function_kernels(
            f,
            &plans[first..first + f.nests.len()],
            file,
            src,
        ));
        first += f.nests.len();
    }
    out
}

fn function_kernels(f: &FunctionInfo, plans: &[KernelPlan], file: &str, src: &str) -> String {
    let mut out = String::new();
    let mut reducers: Vec<(ReduceOp, Scalar)> = Vec::new();
    for (n, plan) in f.nests.iter().zip(plans) {
        let origin = format!("{file}:{}", n.line(src));
        out.push_str(&write_kernel(n, plan, &origin));
        out.push('\n');
        for r in &n.reductions {
            if !reducers.contains(&(r.op, r.ty.clone())) {
                reducers.push((r.op, r.ty.clone()));
            }
        }
    }
    for (op, ty) in reducers {
        out.push_str(&write_reduce_kernel(op, &ty));
        out.push('\n');
    }
    out
}

/// The plan of every nest: the given ones, or every nest planned at `opts.level`.
fn plans_of(p: &Program, opts: &Options) -> Vec<KernelPlan> {
    match &opts.plans {
        Some(plans) if plans.len() == p.nests().count() => plans.clone(),
        _ => mint_opt::plan_with(p, opts.level, &opts.switches).0,
    }
}

/// Write the complete CUDA program.
pub fn write_program(p: &Program, src: &str, file: &str, opts: &Options) -> String {
    let mut edits = vec![Edit {
        span: Span::new(0, 0),
        text: format!(
            "// mint: translated from {file} by mint {}, -O{}, target cuda\n{PRELUDE}\n{}",
            env!("CARGO_PKG_VERSION"),
            opts.level,
            alias_support(p)
        ),
    }];
    // C allows `double *u = malloc(...)`; the C++ that nvcc compiles needs the cast.
    edits.extend(p.host_casts.iter().map(|c| Edit {
        span: Span::new(c.at.start as usize, c.at.start as usize),
        text: c.text.clone(),
    }));
    let mut hx = HostCx::new(p, src, file, opts, None);
    hx.edits.extend(edits);
    hx.run(p);
    apply_edits(src, hx.edits)
}

/// The host-side writer of one program: the edits of the user's file, and (split layout) the
/// launch wrappers and prototypes that go to the device file.
pub(crate) struct HostCx<'a> {
    src: &'a str,
    file: &'a str,
    plans: Vec<KernelPlan>,
    timing: bool,
    align: bool,
    /// `None`: one CUDA file; `Some`: the host stays C and calls into the device file.
    pub(crate) split: Option<Split>,
    pub(crate) edits: Vec<Edit>,
    /// The time loops `--time-block` fuses ([`crate::program_temporal`]).
    time_blocked: Vec<crate::program_temporal::TimeBlocked>,
    slot: usize,
    flat: Vec<mint_analyzer::flat_arrays::FlatArray>,
}

/// What the split layout gathers for the device file.
#[derive(Default)]
pub(crate) struct Split {
    /// `extern "C"` launch wrappers (device file).
    pub(crate) wrappers: String,
    /// Their prototypes (host file).
    pub(crate) protos: String,
    /// The multi-GPU program ([`crate::program_multi`]): arrays are allocated as slabs and every
    /// nest runs on every GPU.
    pub(crate) multi: bool,
}

impl<'a> HostCx<'a> {
    pub(crate) fn new(
        p: &Program,
        src: &'a str,
        file: &'a str,
        opts: &Options,
        split: Option<Split>,
    ) -> Self {
        let plans = plans_of(p, opts);
        let align = (opts.level >= 1 || plans.iter().any(|pl| pl.level >= 1))
            && opts.switches.align_interior;
        HostCx {
            src,
            file,
            plans,
            timing: opts.timing,
            align,
            split,
            edits: vec![],
            time_blocked: opts.time_blocked.clone(),
            slot: 0,
            flat: p.flat_arrays.clone(),
        }
    }

    pub(crate) fn run(&mut self, p: &Program) {
        let mut first = 0;
        for f in &p.functions {
            let plans = self.plans[first..first + f.nests.len()].to_vec();
            self.function(f, &plans);
            first += f.nests.len();
        }
    }

    /// `MINT_CHECK(cudaDeviceSynchronize())`, or its C-callable form.
    fn sync(&self) -> &'static str {
        if self.split.is_some() {
            "mint_host_sync()"
        } else {
            "MINT_CHECK(cudaDeviceSynchronize())"
        }
    }

    /// The runtime function `name` as the host calls it (`mint_alloc` or `mint_host_alloc`).
    fn rt(&self, name: &str) -> String {
        if self.split.is_some() {
            name.replacen("mint_", "mint_host_", 1)
        } else {
            name.to_string()
        }
    }

    fn function(&mut self, f: &FunctionInfo, plans: &[KernelPlan]) {
        let (src, file, align, timing) = (self.src, self.file, self.align, self.timing);
        let multi = self.split.as_ref().is_some_and(|sp| sp.multi);
        let tbs: Vec<crate::program_temporal::TimeBlocked> = self
            .time_blocked
            .iter()
            .filter(|t| t.function == f.name)
            .cloned()
            .collect();
        if let Some(sp) = &mut self.split {
            for tb in &tbs {
                let (code, protos) = crate::program_temporal::device_code(
                    f,
                    plans,
                    tb,
                    file,
                    src,
                    "extern \"C\"",
                    multi,
                    timing,
                );
                sp.wrappers.push_str(&code);
                sp.protos.push_str(&protos);
            }
        }
        if self.split.is_none() {
            // Kernels go right before the function.
            let mut k = String::from("/* ---- mint kernels ---- */\n");
            k.push_str(&function_kernels(f, plans, file, src));
            for tb in &tbs {
                k.push_str(
                    &crate::program_temporal::device_code(
                        f, plans, tb, file, src, "static", false, timing,
                    )
                    .0,
                );
            }
            self.edits.push(Edit {
                span: Span::new(f.span.start as usize, f.span.start as usize),
                text: k,
            });
        }
        let sync = self.sync();
        let split = self.split.is_some();
        let (alloc, copy, free) = (
            self.rt("mint_alloc"),
            self.rt("mint_copy"),
            self.rt("mint_free"),
        );
        let (staging, staging_free) = (self.rt("mint_staging"), self.rt("mint_staging_free"));
        let edits = &mut self.edits;

        // Device handles at the top of the body, so every directive in the function sees them.
        let body_in = f.body_span.start as usize + 1;
        let mut decls = String::from("\n    /* mint: device arrays */\n");
        for a in &f.arrays {
            let _ = writeln!(decls, "    mint_array {} = {{0}};", device_name(&a.name));
        }
        edits.push(Edit {
            span: Span::new(body_in, body_in),
            text: decls.trim_end_matches('\n').to_string(),
        });

        for c in &f.copies {
            let a = &f.arrays[c.array];
            let align_x = if align { interior_x(f, &a.name) } else { 0 };
            let ind = indent_after(src, c.span.end);
            let pr = Printer { arrays: &Verbatim };
            let size = |i: usize| {
                c.sizes.get(i).map_or("1".to_string(), |e| {
                    format!("(long)({})", pr.expr_string(e))
                })
            };
            // Rank 4 (`A[2][N][N][N]`): one 3-D array of both slowest extents multiplied.
            let nz = match c.sizes.len() {
                4 => format!("{} * {}", size(2), size(3)),
                _ => size(2),
            };
            let (nx, ny) = (size(0), size(1));
            let flat = self
                .flat
                .iter()
                .any(|fa| fa.function == f.name && fa.name == a.name);
            // A flat array's host pointer stays 1-D (the device sees it with its nests' rank).
            let host_rank = if flat { 1 } else { a.rank as usize };
            // `(void *)`: the host array may be `const` (a copy to the device only reads it).
            let host = format!("(void *)&{}{}", a.name, "[0]".repeat(host_rank));
            let d = device_name(&a.name);
            let mut t = format!("/* mint: {} */\n", c.span.text(src).trim());
            let to_device = c.dir == CopyDir::ToDevice;
            if to_device {
                let _ = if multi {
                    // Slabs split along the array's slowest dimension, which its rank names; an
                    // array the nests reach through time levels (`u[t % 2][i][j]`) level by
                    // level, each of one rank less, as many as its leading extent.
                    let (rank, levels) = if mint_analyzer::levelled(f, &a.name) {
                        (a.rank - 1, size(a.rank as usize - 1))
                    } else {
                        (a.rank, "1".to_string())
                    };
                    if mint_analyzer::whole_arrays(f).contains(&a.name) {
                        // A read-only profile or map of lower rank: whole on every GPU.
                        writeln!(
                            t,
                            "{ind}if (!{d}.ptr) mint_host_alloc_whole(&{d}, \"{}\", sizeof({}), {nx}, {ny}, {nz}, {align_x}, {rank});",
                            a.name,
                            a.elem.c_name(),
                        )
                    } else {
                        writeln!(
                            t,
                            "{ind}if (!{d}.ptr) mint_host_alloc_slabs(&{d}, \"{}\", sizeof({}), {nx}, {ny}, {nz}, {align_x}, {rank}, {levels});",
                            a.name,
                            a.elem.c_name(),
                        )
                    }
                } else {
                    writeln!(
                        t,
                        "{ind}if (!{d}.ptr) {alloc}(&{d}, \"{}\", sizeof({}), {nx}, {ny}, {nz}, {align_x});",
                        a.name,
                        a.elem.c_name()
                    )
                };
            }
            let kind = match (split, to_device) {
                (true, true) => "1",
                (true, false) => "0",
                (false, true) => "cudaMemcpyHostToDevice",
                (false, false) => "cudaMemcpyDeviceToHost",
            };
            let copy_from = |from: &str| format!("{copy}(&{d}, {from}, {nx}, {ny}, {nz}, {kind});");
            if a.row_pointers && !flat {
                // Stored row pointers may point anywhere, and a copy moves one block: where the
                // rows (checked at run time) are not one block, the copy goes through a staging
                // block, gathered from the rows or scattered to them.
                let (r, e, n) = (&a.name, a.elem.c_name(), a.rank as usize);
                let origin = format!("{file}:{}", line_of(src, c.span.start));
                let kmax = if n >= 3 { nz.as_str() } else { "1L" };
                let (row, elem) = if n >= 3 {
                    ("[mint_k][mint_j][0]", "[mint_k][mint_j][mint_i]")
                } else {
                    ("[mint_j][0]", "[mint_j][mint_i]")
                };
                let at = format!("(mint_k * {ny} + mint_j) * {nx} + mint_i");
                let each = |body: String| {
                    format!(
                        "{ind}        for (long mint_k = 0; mint_k < {kmax}; mint_k++)\n\
                         {ind}            for (long mint_j = 0; mint_j < {ny}; mint_j++)\n\
                         {ind}                for (long mint_i = 0; mint_i < {nx}; mint_i++)\n\
                         {ind}                    {body}\n"
                    )
                };
                let _ = write!(
                    t,
                    "{ind}{{ /* mint: `{r}` is reached through row pointers: one copy where its rows are one block, else through a staging block */\n\
                     {ind}    int mint_apart = 0;\n\
                     {ind}    const size_t mint_b = (size_t)(const void *)&{r}{zeros};\n\
                     {ind}    for (long mint_k = 0; mint_k < {kmax} && !mint_apart; mint_k++)\n\
                     {ind}        for (long mint_j = 0; mint_j < {ny}; mint_j++)\n\
                     {ind}            if ((size_t)(const void *)&{r}{row} != mint_b + (size_t)((mint_k * {ny} + mint_j) * {nx}) * sizeof({e})) {{\n\
                     {ind}                mint_apart = 1;\n\
                     {ind}                break;\n\
                     {ind}            }}\n\
                     {ind}    if (!mint_apart) {{\n\
                     {ind}        {}\n\
                     {ind}    }} else {{\n\
                     {ind}        {e} *mint_st = ({e} *){staging}((size_t)({nx}) * (size_t)({ny}) * (size_t)({nz}) * sizeof({e}), \"{origin}\", \"{r}\");\n",
                    copy_from(&host),
                    zeros = "[0]".repeat(n),
                );
                if to_device {
                    t.push_str(&each(format!("mint_st[{at}] = {r}{elem};")));
                }
                let _ = writeln!(t, "{ind}        {}", copy_from("(void *)mint_st"));
                if !to_device {
                    t.push_str(&each(format!("{r}{elem} = mint_st[{at}];")));
                }
                let _ = write!(
                    t,
                    "{ind}        {staging_free}(mint_st);\n{ind}    }}\n{ind}}}"
                );
            } else {
                let _ = write!(t, "{ind}{}", copy_from(&host));
            }
            // A copy a fused loop makes now and then between its steps (periodic output): the
            // pending steps first.
            if let Some(flush) = tbs
                .iter()
                .find(|tb| tb.stepped.observer_copies.contains(&c.span))
                .and_then(|tb| loop_flush(f, tb))
            {
                t = format!("{flush}\n{ind}{t}");
            }
            edits.push(Edit {
                span: c.span,
                text: t,
            });
        }

        for r in &f.regions {
            edits.push(Edit {
                span: r.pragma_span,
                text: format!("/* mint: {} */", r.pragma_span.text(src).trim()),
            });
            let end = r.body_span.end as usize;
            let ind = indent_at(src, r.body_span.start);
            edits.push(Edit {
                span: Span::new(end, end),
                text: format!("\n{ind}{sync}; /* mint: end of parallel region */"),
            });
        }

        for (n, plan) in f.nests.iter().zip(plans) {
            let line = n.line(src);
            let ind = indent_at(src, n.loops[0].span.start);
            let origin = format!("{file}:{line}");
            let handles = alias_handles(n, f, &origin);
            if let Some(tb) = tbs.iter().find(|t| t.stepped.nests.contains(&n.id)) {
                let text = crate::program_temporal::step_call(n, tb, &origin);
                self.edits.push(Edit {
                    span: n.span,
                    text: with_handles(&handles, text),
                });
                if tb.stepped.nests[0] == n.id {
                    let at = tb.span.end as usize;
                    let ind = indent_at(src, tb.span.start);
                    self.edits.push(Edit {
                        span: Span::new(at, at),
                        text: format!("\n{ind}{}", loop_flush(f, tb).unwrap_or_default()),
                    });
                }
                continue;
            }
            // A nest a fused loop runs now and then between its steps (a residual): the
            // pending steps first.
            let flush_first = tbs
                .iter()
                .find(|t| t.stepped.observers.contains(&n.id))
                .and_then(|tb| loop_flush(f, tb))
                .map(|flush| format!("{flush}\n{ind}"));
            let text = match &mut self.split {
                None => {
                    let pr = Printer { arrays: &Verbatim };
                    let bounds: Vec<(String, String)> = (0..n.parallel)
                        .map(|d| {
                            let l = &n.loops[n.parallel - 1 - d];
                            (pr.expr_string(&l.lo), pr.expr_string(&l.hi))
                        })
                        .collect();
                    let fin =
                        |r: &mint_analyzer::ReductionVar, res: &str| combine_into(r, &r.name, res);
                    launch(
                        n,
                        plan,
                        ind,
                        &origin,
                        &mut self.slot,
                        timing,
                        &bounds,
                        &fin,
                        None,
                    )
                }
                Some(sp) if sp.multi => crate::program_multi::launch_wrapper(
                    n,
                    plan,
                    &origin,
                    &mut self.slot,
                    timing,
                    sp,
                ),
                Some(sp) => launch_wrapper(n, plan, &origin, &mut self.slot, timing, sp),
            };
            let text = flush_first.unwrap_or_default() + &text;
            self.edits.push(Edit {
                span: n.span,
                text: with_handles(&handles, text),
            });
        }
        let copy_array = self.rt("mint_copy_array");
        let copy_check = self.rt("mint_copy_array_check");
        // Singles of time-blocked whole-copy loops: their copies are the fused steps' own.
        let whole_copy_loops: Vec<Span> = self
            .time_blocked
            .iter()
            .filter(|t| {
                t.function == f.name && t.stepped.form == mint_opt::time_loops::Form::CopyWhole
            })
            .map(|t| t.span)
            .collect();
        // Elements host code reads: from the GPU.
        let read = self.rt("mint_read");
        for r in &f.host_reads {
            let elem = f
                .arrays
                .iter()
                .find(|a| a.name == r.array)
                .map_or("double".to_string(), |a| a.elem.c_name().to_string());
            let (n, subs) = element_subs(&r.subs, src);
            self.edits.push(Edit {
                span: r.span,
                text: format!(
                    "(*({elem} *){read}(&{}, {n}, {subs}, \"{file}:{}\"))",
                    device_name(&r.array),
                    line_of(src, r.span.start)
                ),
            });
        }
        // Elements host code sets: on the GPU (read, updated, written back).
        let (elem, store) = (self.rt("mint_elem"), self.rt("mint_elem_store"));
        for w in &f.host_writes {
            // An alias: the array it holds when the statement runs.
            let alias = f.alias(&w.array);
            let of = alias.map_or(w.array.as_str(), |al| al.sources[0].as_str());
            let ty = f
                .arrays
                .iter()
                .find(|a| a.name == of)
                .map_or("double".to_string(), |a| a.elem.c_name().to_string());
            let line = line_of(src, w.stmt.start);
            let (handle, resolve) = match alias {
                None => (device_name(&w.array), String::new()),
                Some(al) => (
                    "mint_h".to_string(),
                    format!(
                        "mint_array mint_h = {}; ",
                        resolved_handle(al, &format!("{file}:{line}"))
                    ),
                ),
            };
            let (n, subs) = element_subs(&w.subs, src);
            let op = w.op.map_or("", |o| o.token());
            // Inside a fused time loop (a point source): the pending steps first.
            let flush = tbs
                .iter()
                .find(|tb| tb.span.start <= w.stmt.start && w.stmt.end <= tb.span.end)
                .and_then(|tb| loop_flush(f, tb))
                .map(|flush| flush + " ")
                .unwrap_or_default();
            self.edits.push(Edit {
                span: w.stmt,
                text: format!(
                    "{{ {flush}{resolve}*({ty} *){elem}(&{handle}, {n}, {subs}, \"{file}:{line}\") {op}= ({}); {store}(); }} /* mint: {} */",
                    w.value.span.text(src),
                    w.stmt.text(src).trim().replace("*/", "* /")
                ),
            });
        }
        let edits = &mut self.edits;

        for s in &f.singles {
            edits.push(Edit {
                span: s.pragma_span,
                text: format!(
                    "/* mint: {} (runs on the host) */",
                    s.pragma_span.text(src).trim()
                ),
            });
            // Whole-array copies between device arrays run on the GPU.
            let fused = whole_copy_loops
                .iter()
                .any(|l| l.start <= s.pragma_span.start && s.pragma_span.end <= l.end);
            for c in &s.device_copies {
                let line = line_of(src, c.stmt.start);
                edits.push(Edit {
                    span: c.stmt,
                    text: format!(
                        "{}(&{}, &{}, (size_t)({}), \"{file}:{line}\"); /* mint: {}{} */",
                        if fused { &copy_check } else { &copy_array },
                        device_name(&c.dst),
                        device_name(&c.src),
                        c.bytes.span.text(src),
                        c.call.text(src).replace("*/", "* /"),
                        if fused {
                            " (the fused steps copy; its size is checked)"
                        } else {
                            ""
                        },
                    ),
                });
            }
            let StmtKind::Block(b) = &s.body.kind else {
                continue;
            };
            // Handles: the device arrays, then the block's own pointers as they appear (declared
            // in it, or temporaries declared outside it and set in it before being read).
            let is_array = |v: &String| f.arrays.iter().any(|a| a.name == *v);
            let mut aliases: Vec<String> = s
                .pointer_vars
                .iter()
                .filter(|v| is_array(v))
                .cloned()
                .collect();
            let temps: Vec<String> = s
                .pointer_vars
                .iter()
                .filter(|v| !is_array(v))
                .cloned()
                .collect();
            for st in &b.stmts {
                let ind = indent_at(src, st.span.start);
                let mirror = match &st.kind {
                    StmtKind::Decl(d) => d
                        .decls
                        .iter()
                        .filter(|dd| dd.ty.rank() > 0)
                        .filter_map(|dd| {
                            let name = &dd.name.as_ref()?.name;
                            let init = match &dd.init {
                                Some(Initializer::Expr(e)) => e
                                    .as_ident()
                                    .filter(|i| aliases.iter().any(|a| a == i))?
                                    .to_string(),
                                Some(_) => return None,
                                None => String::new(),
                            };
                            aliases.push(name.clone());
                            Some(if init.is_empty() {
                                format!("mint_array {} = {{0}};", device_name(name))
                            } else {
                                format!(
                                    "mint_array {} = {};",
                                    device_name(name),
                                    device_name(&init)
                                )
                            })
                        })
                        .collect::<Vec<_>>()
                        .join(" "),
                    StmtKind::Expr(Expr {
                        kind: ExprKind::Assign(None, l, r),
                        ..
                    }) => match (l.as_ident(), r.as_ident()) {
                        (Some(l), Some(r))
                            if aliases.iter().any(|a| a == l) && aliases.iter().any(|a| a == r) =>
                        {
                            format!("{} = {};", device_name(l), device_name(r))
                        }
                        // A temporary declared outside the block (the analyzer's pointer
                        // variables hold it): a handle of the block's own.
                        (Some(l), Some(r))
                            if temps.iter().any(|a| a == l) && aliases.iter().any(|a| a == r) =>
                        {
                            aliases.push(l.to_string());
                            format!("mint_array {} = {};", device_name(l), device_name(r))
                        }
                        _ => String::new(),
                    },
                    // A nested block or `do { ... } while (0)` (a `SWAP(a, b)` macro): its net
                    // effect on the handles, as one parallel assignment after it.
                    StmtKind::Block(_) | StmtKind::DoWhile { .. } => {
                        let eff = nested_pointer_effect(st, &aliases, &temps);
                        if eff.is_empty() {
                            String::new()
                        } else {
                            let saved: Vec<String> = eff
                                .iter()
                                .enumerate()
                                .map(|(i, (_, v))| format!("mint_s{i} = {}", device_name(v)))
                                .collect();
                            let set: Vec<String> = eff
                                .iter()
                                .enumerate()
                                .map(|(i, (k, _))| format!("{} = mint_s{i};", device_name(k)))
                                .collect();
                            format!("{{ mint_array {}; {} }}", saved.join(", "), set.join(" "))
                        }
                    }
                    _ => String::new(),
                };
                if !mirror.is_empty() {
                    let at = st.span.end as usize;
                    edits.push(Edit {
                        span: Span::new(at, at),
                        text: format!("\n{ind}{mirror} /* mint: same on the device */"),
                    });
                }
            }
        }

        for b in &f.barriers {
            edits.push(Edit {
                span: *b,
                text: format!("{sync}; /* mint barrier */"),
            });
        }

        if !f.arrays.is_empty() {
            let at = f.free_at as usize;
            let mut t = String::from("\n    /* mint: free device arrays */");
            for a in &f.arrays {
                let _ = write!(t, "\n    {free}(&{});", device_name(&a.name));
            }
            edits.push(Edit {
                span: Span::new(at, at),
                text: t,
            });
        }
    }
}

/// What statement `st` of a `single` (a nested block, a `do { ... } while (0)`) leaves in the
/// pointer variables `aliases` (device arrays and aliases declared before it): `(variable, the
/// alias whose value it ends with)` for each one it changes. Temporaries declared inside count
/// as aliases there (the analyzer refused any other pointer assignment).
fn nested_pointer_effect(st: &Stmt, aliases: &[String], temps: &[String]) -> Vec<(String, String)> {
    let mut vals: Vec<(String, String)> = Vec::new();
    // Temporaries of the block (declared outside it) count as inner ones: never mirrored, but
    // followed.
    let mut known: Vec<String> = aliases.to_vec();
    known.extend(temps.iter().filter(|t| !aliases.contains(t)).cloned());
    let get = |vals: &[(String, String)], v: &str| {
        vals.iter()
            .rev()
            .find(|(k, _)| k == v)
            .map_or(v.to_string(), |(_, x)| x.clone())
    };
    for s in mint_analyzer::single_stmts(st) {
        match &s.kind {
            StmtKind::Decl(d) => {
                for dd in d.decls.iter().filter(|dd| dd.ty.rank() > 0) {
                    let Some(name) = dd.name.as_ref().map(|n| n.name.clone()) else {
                        continue;
                    };
                    let init = match &dd.init {
                        Some(Initializer::Expr(e)) => e
                            .as_ident()
                            .filter(|i| known.iter().any(|k| k == i))
                            .map(|i| get(&vals, i)),
                        _ => None,
                    };
                    vals.push((name.clone(), init.unwrap_or_else(|| name.clone())));
                    known.push(name);
                }
            }
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, l, r),
                ..
            }) => {
                if let (Some(l), Some(r)) = (l.as_ident(), r.as_ident()) {
                    if known.iter().any(|k| k == l) && known.iter().any(|k| k == r) {
                        let v = get(&vals, r);
                        vals.push((l.to_string(), v));
                    }
                }
            }
            _ => {}
        }
    }
    // Temporaries declared inside end with it; only what lives on is mirrored.
    let inner: Vec<&String> = known[aliases.len()..].iter().collect();
    aliases
        .iter()
        .filter(|a| !inner.contains(a))
        .map(|a| (a.clone(), get(&vals, a)))
        .filter(|(a, v)| a != v && aliases.contains(v) && !inner.contains(&v))
        .collect()
}

/// The first x every nest using `array` computes, if they all agree on a constant (0 otherwise):
/// the element the allocation aligns to a 128-byte line.
pub fn interior_x(f: &FunctionInfo, array: &str) -> i64 {
    let los: Vec<Option<i64>> = f
        .nests
        .iter()
        .filter(|n| n.arrays.iter().any(|a| a.name == array))
        .map(|n| mint_analyzer::int_const(&n.loops[n.parallel - 1].lo))
        .collect();
    match los.first() {
        Some(Some(l)) if *l > 0 && los.iter().all(|x| *x == Some(*l)) => *l,
        _ => 0,
    }
}

/// Where a nest's reduction results go: `fin(r, result)` is the host statement (without `;`)
/// that takes the variable `result` holding the kernel's value of `r`.
pub(crate) type Finish<'a> = &'a dyn Fn(&mint_analyzer::ReductionVar, &str) -> String;

/// `target = target op result`: a reduction result combined into the host variable `target`.
fn combine_into(r: &mint_analyzer::ReductionVar, target: &str, result: &str) -> String {
    format!("{target} = {}", combine(r.op, target, result))
}

/// Host code that launches the kernel of one nest (and finishes its reductions). `bounds` are
/// the C expressions of each parallel loop's first and last value (x first, as written: the last
/// is exclusive where the loop's test is); `fin` finishes every reduction; `stream`: the CUDA
/// stream every launch and copy goes to (`None`: the default stream, synchronous copies).
#[allow(clippy::too_many_arguments)]
pub(crate) fn launch(
    n: &Nest,
    plan: &KernelPlan,
    ind: &str,
    origin: &str,
    slot: &mut usize,
    timing: bool,
    bounds: &[(String, String)],
    fin: Finish,
    stream: Option<&str>,
) -> String {
    let on = stream.map_or(String::new(), |s| format!(", 0, {s}"));
    let s = &n.schedule;
    let b = s.block();
    let kn = kernel_name(n.id);
    let i1 = format!("{ind}    ");
    let i2 = format!("{ind}        ");
    let mut t = format!("{{ /* mint: `mint for` at {origin} runs as {kn} */\n");
    for (d, (lo_expr, hi_expr)) in bounds.iter().enumerate().take(n.parallel) {
        let l = &n.loops[n.parallel - 1 - d];
        let hi = format!(
            "(long)({hi_expr}){}",
            if l.hi_inclusive { "" } else { " - 1" }
        );
        let (lo, cnt) = (lo_name(d), count_name(d));
        let _ = writeln!(t, "{i1}const long {lo} = (long)({lo_expr});");
        let _ = writeln!(
            t,
            "{i1}const long {cnt} = {hi} >= {lo} ? ({hi} - {lo}) / {} + 1 : 0;",
            l.step
        );
    }
    let blocks = |d: usize| {
        if d < n.parallel {
            format!("({} + {} - 1) / {}", count_name(d), s.tile[d], s.tile[d])
        } else {
            "1".to_string()
        }
    };
    let _ = writeln!(t, "{i1}const long mint_blocks_x = {};", blocks(0));
    let _ = writeln!(t, "{i1}const long {BLOCKS_Y} = {};", blocks(1));
    let _ = writeln!(t, "{i1}const long {BLOCKS_Z} = {};", blocks(2));
    let nonempty: Vec<String> = (0..n.parallel)
        .map(|d| format!("{} > 0", count_name(d)))
        .collect();
    let _ = writeln!(t, "{i1}if ({}) {{", nonempty.join(" && "));
    let _ = writeln!(
        t,
        "{i2}dim3 mint_grid(mint_grid_dim(mint_blocks_x, 2147483647L, \"{kn}\"), mint_grid_dim({BLOCKS_Y}, 65535, \"{kn}\"), mint_grid_dim({BLOCKS_Z}, 65535, \"{kn}\"));"
    );
    let _ = writeln!(t, "{i2}dim3 mint_block({}, {}, {});", b[0], b[1], b[2]);
    for r in &n.reductions {
        let ty = r.ty.c_name();
        let _ = writeln!(
            t,
            "{i2}const long mint_nblocks_{} = (long)mint_grid.x * mint_grid.y * mint_grid.z;",
            r.name
        );
        let _ = writeln!(
            t,
            "{i2}{ty} *{} = ({ty} *)mint_scratch({}, (size_t)(mint_nblocks_{} + 1) * sizeof({ty}));",
            partial_name(&r.name),
            *slot,
            r.name
        );
        *slot += 1;
    }
    if plan.restrict {
        // `__restrict__` parameters: refuse to launch if two of them are the same device array.
        for (i, a) in n.arrays.iter().enumerate() {
            for b2 in n.arrays.iter().skip(i + 1) {
                if a.writes > 0 || b2.writes > 0 {
                    let _ = writeln!(
                        t,
                        "{i2}if ({}.ptr == {}.ptr) {{ fprintf(stderr, \"{origin}: {} and {} are the same device array, but {kn} writes one of them; swap pointers through a temporary\\n\"); exit(1); }}",
                        device_name(&a.name),
                        device_name(&b2.name),
                        a.name,
                        b2.name
                    );
                }
            }
        }
    }
    let staged = plan.staged_array(n).map(str::to_string);
    // A staged view of a rank-4 array (`A[t % 2]` of `A[2][N][N][N]`, held as one 3-D array of
    // both slowest extents): its planes, and where it starts.
    let staged_inner = plan.staged_view(n).and_then(|v| {
        // The plane's subscript in host terms: struct members read through by their members.
        let mut plane = v.planes.first()?.to_c();
        for sc in &n.scalars {
            if let Some(h) = &sc.host_value {
                plane = plane.replace(&sc.name, &format!("({h})"));
            }
        }
        Some((v.inner?, plane))
    });
    let args: Vec<String> = kernel_params(n, plan)
        .iter()
        .map(|(ty, name)| {
            if let Some(a) = n.arrays.iter().find(|a| &a.name == name) {
                format!(
                    "({}){}.ptr",
                    ty.trim_end_matches("__restrict__"),
                    device_name(&a.name)
                )
            } else if let Some(a) = n.arrays.iter().find(|a| &pitch_name(&a.name) == name) {
                format!("(long){}.pitch", device_name(&a.name))
            } else if let Some(a) = n.arrays.iter().find(|a| &slice_name(&a.name) == name) {
                format!("(long){}.slice", device_name(&a.name))
            } else if let (Some(d), Some(s)) = (EXT.iter().position(|e| e == name), &staged) {
                // Such a view's z guards stop at its own planes, and inside the allocation
                // (a multi-GPU slab of every level may end before the view's last plane).
                match (d, &staged_inner) {
                    (2, Some((inner, plane))) => format!(
                        "({inner}L < (long){dev}.nz - (long)({plane}) * {inner}L ? {inner}L : (long){dev}.nz - (long)({plane}) * {inner}L)",
                        dev = device_name(s)
                    ),
                    _ => format!("(long){}.{}", device_name(s), ["nx", "ny", "nz"][d]),
                }
            } else {
                name.clone()
            }
        })
        .collect();
    if timing {
        let _ = writeln!(t, "{i2}mint_timing_start();");
    }
    // 32-bit index arithmetic when every array and every index fits, else the 64-bit variant.
    let mut fits: Vec<String> = n
        .arrays
        .iter()
        .map(|a| format!("mint_fits32(&{})", device_name(&a.name)))
        .collect();
    fits.extend(
        (0..n.parallel).map(|d| format!("{} + {} < 2147483647L", lo_name(d), count_name(d))),
    );
    let _ = writeln!(t, "{i2}if ({})", fits.join(" && "));
    let _ = writeln!(
        t,
        "{i2}    {kn}<<<mint_grid, mint_block{on}>>>({});",
        args.join(", ")
    );
    let _ = writeln!(t, "{i2}else");
    let _ = writeln!(
        t,
        "{i2}    {}<<<mint_grid, mint_block{on}>>>({});",
        kernel_variant_name(n.id, true),
        args.join(", ")
    );
    let _ = writeln!(t, "{i2}mint_check_launch(\"{kn}\", \"{origin}\");");
    if timing {
        let points: Vec<String> = (0..n.parallel)
            .map(|d| format!("(double){}", count_name(d)))
            .collect();
        let _ = writeln!(
            t,
            "{i2}mint_timing_stop({}, \"{kn}\", \"{origin}\", {}, {}, {});",
            n.id,
            n.flops_per_point,
            n.bytes_per_point,
            points.join(" * ")
        );
    }
    for r in &n.reductions {
        let ty = r.ty.c_name();
        let part = partial_name(&r.name);
        let nb = format!("mint_nblocks_{}", r.name);
        let rk = reduce_kernel_name(r.op, &r.ty);
        let _ = writeln!(t, "{i2}{rk}<<<1, 1024{on}>>>({part}, {nb}, {part} + {nb});");
        let _ = writeln!(t, "{i2}mint_check_launch(\"{rk}\", \"{origin}\");");
        let _ = writeln!(t, "{i2}{ty} mint_result_{};", r.name);
        match stream {
            None => {
                let _ = writeln!(
                    t,
                    "{i2}MINT_CHECK(cudaMemcpy(&mint_result_{}, {part} + {nb}, sizeof({ty}), cudaMemcpyDeviceToHost));",
                    r.name
                );
            }
            Some(s) => {
                let _ = writeln!(
                    t,
                    "{i2}MINT_CHECK(cudaMemcpyAsync(&mint_result_{}, {part} + {nb}, sizeof({ty}), cudaMemcpyDeviceToHost, {s}));",
                    r.name
                );
                let _ = writeln!(t, "{i2}MINT_CHECK(cudaStreamSynchronize({s}));");
            }
        }
        let _ = writeln!(t, "{i2}{};", fin(r, &format!("mint_result_{}", r.name)));
    }
    let _ = writeln!(t, "{i1}}}");
    let _ = write!(t, "{ind}}}");
    t
}

/// A nest's `extern "C"` launcher as the split layouts write it: its parameters, the host call's
/// arguments, and the names of each parallel loop's bounds (x first).
pub(crate) struct Launcher {
    /// `long mint_arg_lo_<d>`, `long mint_arg_hi_<d>` per parallel loop, then the arrays, the
    /// scalars and the reductions' result pointers.
    pub params: Vec<String>,
    /// What the host passes for each parameter.
    pub args: Vec<String>,
    /// `(mint_arg_lo_<d>, mint_arg_hi_<d>)` per parallel loop, x first (the loop's bounds as
    /// written: `hi` is inclusive where the loop's condition is `<=`).
    pub bounds: Vec<(String, String)>,
}

impl Launcher {
    /// The launcher of `n`, its array parameters named by `array_param` (the host passes each
    /// array's device handle).
    pub(crate) fn of(n: &Nest, array_param: fn(&str) -> String) -> Launcher {
        let pr = Printer { arrays: &Verbatim };
        let mut l = Launcher {
            params: Vec::new(),
            args: Vec::new(),
            bounds: Vec::new(),
        };
        for d in 0..n.parallel {
            let lp = &n.loops[n.parallel - 1 - d];
            let (lo, hi) = (
                format!("mint_arg_lo_{}", ["x", "y", "z"][d]),
                format!("mint_arg_hi_{}", ["x", "y", "z"][d]),
            );
            l.params.push(format!("long {lo}"));
            l.params.push(format!("long {hi}"));
            l.args.push(format!("(long)({})", pr.expr_string(&lp.lo)));
            l.args.push(format!("(long)({})", pr.expr_string(&lp.hi)));
            l.bounds.push((lo, hi));
        }
        for a in &n.arrays {
            l.params
                .push(format!("mint_array {}", array_param(&a.name)));
            l.args.push(device_name(&a.name));
        }
        for s in &n.scalars {
            let mut t = s.ty.clone();
            t.is_const = false;
            l.params
                .push(format!("{} {}", crate::printer::type_name(&t), s.name));
            // A struct member read through is passed as the member itself.
            l.args
                .push(s.host_value.clone().unwrap_or_else(|| s.name.clone()));
        }
        for r in &n.reductions {
            l.params
                .push(format!("{} *mint_out_{}", r.ty.c_name(), r.name));
            l.args.push(format!("&{}", r.name));
        }
        l
    }

    /// Add the launcher `mint_launch_<id>` with `body` to the device file (`where_`: how the
    /// comments say where it runs, "" or ", on every GPU") and return the host's call.
    pub(crate) fn add(
        &self,
        sp: &mut Split,
        id: usize,
        origin: &str,
        where_: &str,
        body: &str,
    ) -> String {
        let name = launch_name(id);
        let sig = self.signature(id);
        let _ = write!(
            sp.wrappers,
            "/* `mint for` at {origin}{where_} */\nextern \"C\" {sig}\n{body}\n\n"
        );
        let _ = writeln!(sp.protos, "{sig};");
        let place = if where_.is_empty() {
            "in the device file".to_string()
        } else {
            format!("{}, in the device file", where_.trim_start_matches(", "))
        };
        format!(
            "{name}({}); /* mint: `mint for` at {origin} ({place}) */",
            self.args.join(", ")
        )
    }

    /// `void mint_launch_<id>(params)`.
    fn signature(&self, id: usize) -> String {
        format!("void {}({})", launch_name(id), self.params.join(", "))
    }
}

/// Split layout: the `extern "C"` wrapper that launches one nest's kernel from the device file
/// (added to `sp`), and the host statement that calls it (returned).
fn launch_wrapper(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    slot: &mut usize,
    timing: bool,
    sp: &mut Split,
) -> String {
    let l = Launcher::of(n, device_name);
    let fin = |r: &mint_analyzer::ReductionVar, res: &str| {
        combine_into(r, &format!("(*mint_out_{})", r.name), res)
    };
    let body = launch(n, plan, "", origin, slot, timing, &l.bounds, &fin, None);
    l.add(sp, n.id, origin, "", &body)
}

/// `mint_launch_<id>`: the C-callable launcher of a nest's kernel (split layout).
pub fn launch_name(id: usize) -> String {
    format!("mint_launch_{id}")
}

/// A program whose host code stays C: the device file (runtime, kernels, `extern "C"` launch
/// wrappers; compiled as CUDA C++) and the host file (the user's C with the directives replaced
/// by calls into the device file; compiled as C). `nvcc X.cu X.host.c` builds both.
#[derive(Debug, Clone)]
pub struct SplitProgram {
    /// The `.cu` text.
    pub device: String,
    /// The `.c` text.
    pub host: String,
}

/// The C definition of `mint_array`, as the runtime prelude declares it (one definition for both
/// files of the split layout).
pub fn mint_array_struct() -> &'static str {
    let start = PRELUDE
        .find("typedef struct {\n    void *ptr;")
        .expect("the prelude defines mint_array");
    let end = PRELUDE[start..]
        .find("} mint_array;")
        .expect("the prelude defines mint_array")
        + start
        + "} mint_array;".len();
    &PRELUDE[start..end]
}

/// The host function that stops a program whose alias ([`mint_analyzer::aliases`]) holds none
/// of the arrays it is set from when a nest runs on it; in the host code of programs with
/// aliases only.
const UNRESOLVED: &str = r#"#include <stdio.h>
#include <stdlib.h>
static mint_array mint_unresolved(const char *where, const char *name, const char *sources)
{
    fprintf(stderr, "%s: `%s` points to none of the arrays on the GPU that it is set from (%s); a nest runs on arrays copied with `#pragma mint copy`\n", where, name, sources);
    exit(1);
}
static void mint_same_array(const char *where, const char *written, const char *read)
{
    fprintf(stderr, "%s: `%s` and `%s` point to the same array when the nest runs; it writes `%s` and reads `%s`, which a parallel nest cannot do in place (give the step two arrays)\n", where, written, read, written, read);
    exit(1);
}
"#;

/// [`UNRESOLVED`] where some function of `p` has aliases, else nothing.
pub(crate) fn alias_support(p: &Program) -> &'static str {
    if p.functions.iter().any(|f| !f.aliases.is_empty()) {
        UNRESOLVED
    } else {
        ""
    }
}

/// The device handles of the aliases nest `n` uses (declarations, C): each the handle of the
/// array among its sources whose host pointer equals the alias's value now
/// ([`mint_analyzer::aliases`]).
fn alias_handles(n: &Nest, f: &FunctionInfo, origin: &str) -> String {
    let mut out = String::new();
    let mut seen: Vec<&str> = Vec::new();
    for a in &n.arrays {
        let Some(al) = f.alias(&a.name) else { continue };
        if seen.contains(&a.name.as_str()) {
            continue;
        }
        seen.push(&a.name);
        let _ = write!(
            out,
            "mint_array {} = {}; ",
            device_name(&al.name),
            resolved_handle(al, origin)
        );
    }
    // Two names of the nest on one array, one written: an alias may make a step in place
    // (`in = out = a`), which runs as a race on the GPU; the program stops instead.
    if !seen.is_empty() {
        let mut names: Vec<&ArrayUse> = Vec::new();
        for a in &n.arrays {
            if !names.iter().any(|b| b.name == a.name) {
                names.push(a);
            }
        }
        for w in names.iter().filter(|a| a.writes > 0) {
            for r in names.iter().filter(|r| r.name != w.name) {
                if f.alias(&w.name).is_none() && f.alias(&r.name).is_none() {
                    continue;
                }
                let _ = write!(
                    out,
                    "if ({}.ptr == {}.ptr) mint_same_array(\"{origin}\", \"{}\", \"{}\"); ",
                    device_name(&w.name),
                    device_name(&r.name),
                    w.name,
                    r.name
                );
            }
        }
    }
    out
}

/// A nest's host statement `text` inside a block that first declares the alias handles
/// `handles` (unchanged without any).
/// The device handle of the array the alias `al` holds when the expression runs (its value
/// compared with each source's host pointer), or a stop naming `origin`.
fn resolved_handle(al: &mint_analyzer::aliases::Alias, origin: &str) -> String {
    let mut e = String::new();
    for s in &al.sources {
        let _ = write!(
            e,
            "(const void *){} == (const void *){s} ? {} : ",
            al.name,
            device_name(s)
        );
    }
    format!(
        "{e}mint_unresolved(\"{origin}\", \"{}\", \"{}\")",
        al.name,
        al.sources.join(", ")
    )
}

/// An element's subscripts as the runtime's `mint_read`/`mint_elem` take them: their count and
/// three `long`s (slowest first, `0L` for the missing ones).
fn element_subs(subs: &[mint_lang::ast::Expr], src: &str) -> (usize, String) {
    let mut out: Vec<String> = subs
        .iter()
        .map(|e| format!("(long)({})", e.span.text(src)))
        .collect();
    let n = out.len();
    out.resize(3, "0L".to_string());
    (n, out.join(", "))
}

/// The call that runs the pending steps of the fused loop `tb` of `f` (after the loop, or before
/// a check, a copy or a point source between its steps). The flush reads its buffers from the
/// steps it recorded: an alias (out of scope after the loop, perhaps) passes as the first array
/// it is set from.
fn loop_flush(f: &FunctionInfo, tb: &crate::program_temporal::TimeBlocked) -> Option<String> {
    let n0 = f.nests.iter().find(|x| x.id == tb.stepped.nests[0])?;
    let unalias = |a: &str| device_name(f.alias(a).map_or(a, |al| al.sources[0].as_str()));
    Some(crate::program_temporal::flush_call(n0, tb, &unalias))
}

fn with_handles(handles: &str, text: String) -> String {
    if handles.is_empty() {
        text
    } else {
        format!("{{ {handles}{text} }}")
    }
}

/// The runtime entry points the C host file calls (defined in the device file).
const HOST_API: &str = r#"void mint_host_alloc(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x);
void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device);
void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_free(mint_array *a);
void *mint_host_read(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where);
void *mint_host_elem(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where);
void mint_host_elem_store(void);
void mint_host_sync(void);
void *mint_host_staging(size_t bytes, const char *where, const char *name);
void mint_host_staging_free(void *p);
"#;

/// Their definitions in the device file.
const HOST_API_DEFS: &str = r#"/* ---- mint host interface: what the C host file calls ---- */
extern "C" void mint_host_alloc(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x)
{
    mint_alloc(a, name, elem, nx, ny, nz, align_x);
}
extern "C" void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device)
{
    mint_copy(a, host, nx, ny, nz, to_device ? cudaMemcpyHostToDevice : cudaMemcpyDeviceToHost);
}
extern "C" void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_copy_array(dst, src, bytes, where);
}
extern "C" void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where)
{
    mint_copy_array_check(dst, src, bytes, where);
}
extern "C" void mint_host_free(mint_array *a)
{
    mint_free(a);
}
extern "C" void *mint_host_read(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where)
{
    return mint_read(a, nsubs, s0, s1, s2, where);
}
extern "C" void *mint_host_elem(const mint_array *a, int nsubs, long s0, long s1, long s2, const char *where)
{
    return mint_elem(a, nsubs, s0, s1, s2, where);
}
extern "C" void mint_host_elem_store(void)
{
    mint_elem_store();
}
extern "C" void mint_host_sync(void)
{
    MINT_CHECK(cudaDeviceSynchronize());
}
extern "C" void *mint_host_staging(size_t bytes, const char *where, const char *name)
{
    return mint_staging(bytes, where, name);
}
extern "C" void mint_host_staging_free(void *p)
{
    mint_staging_free(p);
}
"#;

/// Write the program in the split layout: `device_file` is the name the host file's comments
/// give the device file (e.g. `heat.cu`), `host_file` the host file's (e.g. `heat.host.c`).
pub fn write_split(
    p: &Program,
    src: &str,
    file: &str,
    opts: &Options,
    device_file: &str,
    host_file: &str,
) -> SplitProgram {
    let mut hx = HostCx::new(p, src, file, opts, Some(Split::default()));
    hx.run(p);
    let sp = hx.split.take().expect("split layout");
    let version = env!("CARGO_PKG_VERSION");
    let level = opts.level;
    let build = format!(
        "nvcc -O3 -arch=sm_90 {device_file} {host_file} -o {}",
        host_file.trim_end_matches(".host.c")
    );
    let mut device = format!(
        "// mint: translated from {file} by mint {version}, -O{level}, target cuda: the device side.\n\
         // The host side, still C, is {host_file}. Build both: {build}\n{PRELUDE}\n{HOST_API_DEFS}\n\
         /* ---- mint kernels ---- */\n"
    );
    device.push_str(&kernels_source_opts(p, file, src, opts));
    device.push_str("/* ---- mint launchers: what the C host file calls ---- */\n");
    device.push_str(&sp.wrappers);
    let header = format!(
        "/* mint: translated from {file} by mint {version}, -O{level}, target cuda: the host side, in C.\n   \
         The kernels are in {device_file}. Build both: {build} */\n\
         #include <stddef.h>\n#include <stdint.h>\n{}\n{HOST_API}{}{}/* ---- end of mint declarations ---- */\n\n",
        mint_array_struct(),
        sp.protos,
        alias_support(p)
    );
    let mut edits = hx.edits;
    edits.push(Edit {
        span: Span::new(0, 0),
        text: header,
    });
    SplitProgram {
        device,
        host: apply_edits(src, edits),
    }
}
