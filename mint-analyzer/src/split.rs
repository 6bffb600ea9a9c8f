//! Whether a program can run split across GPUs (`mint translate --gpus`), and how deep its halos
//! are.
//!
//! The multi-GPU program splits every device array along its slowest dimension (z of a 3-D
//! array, y of a 2-D one, x of a 1-D one) into one slab per GPU, and every nest along its
//! outermost parallel loop: each GPU computes the iterations whose outermost index lies in its
//! slab, reading neighbours' planes from halo copies refreshed after every nest. That is the
//! program the C source means only if, in every nest,
//! - every reference to a device array has, as its slowest subscript, the outermost parallel
//!   loop's variable plus a constant (`A[z + c][..]`): then the planes a GPU reads lie within
//!   `|c|` of its slab;
//! - an array the nest writes is written, and read, only at offset 0 in that dimension: each GPU
//!   writes its own planes, and no GPU reads a plane that another one writes in the same sweep.
//!
//! An array whose levels the nests choose by a leading subscript (time parities, `u[(t + 1) %
//! 2][i][j]` from `u[t % 2][...]`, [`crate::plane_views`]) is split level by level: each level
//! like an array of its own, every GPU holding the same planes of each. The rules above then
//! apply to each nest seen through its views (a written level at offset 0, the others read with
//! a halo), and every nest must reach such an array through one level.
//!
//! A read-only coefficient array of lower rank than the nests that read it at their point (a
//! profile, a map; [`whole_arrays`]) is not split: every GPU holds all of it.
//!
//! Anything else is refused with a diagnostic at the reference ([`split_halo`]), never
//! translated into a program that would silently compute something else.
//!
//! Invariant: the halo is the largest `|c|` over every read of every nest (0 if none), so every
//! plane a GPU reads is its own or within the halo.

use crate::model::{Nest, Program};
use mint_lang::ast::{Expr, ExprKind, ForInit, Initializer, Stmt, StmtKind, UnOp};
use mint_lang::{Diagnostic, Span};

/// One reference to an array in a nest's body.
struct Ref<'a> {
    name: &'a str,
    /// Slowest subscript first.
    subs: Vec<&'a Expr>,
    span: Span,
    write: bool,
}

/// The halo depth (planes per side) of the multi-GPU form of `p`, or why a nest cannot be split.
pub fn split_halo(p: &Program) -> Result<u32, Vec<Diagnostic>> {
    let mut halo = 0u32;
    let mut errors = Vec::new();
    for f in &p.functions {
        if let Some(r) = f.host_reads.first() {
            errors.push(
                Diagnostic::error(format!(
                    "host code in the region reads an element of `{}`; with --gpus the arrays are split over the GPUs, and mint does not read single elements of a split array on the host",
                    r.array
                ))
                .with_span(r.span, "read on the host")
                .with_note("print or test the value after the region's `copy(fromDevice)`, or run on one GPU"),
            );
        }
        if let Some(w) = f.host_writes.first() {
            errors.push(
                Diagnostic::error(format!(
                    "host code in the region sets an element of `{}`; with --gpus the arrays are split over the GPUs, and mint does not set single elements of a split array from the host",
                    w.array
                ))
                .with_span(w.stmt, "set on the host")
                .with_note("set it in a nest (`#pragma mint for` over the points it changes), or run on one GPU"),
            );
        }
        let levelled = levelled_arrays(&f.nests);
        let whole = whole_arrays(f);
        for n in &f.nests {
            let seen = n.through_views();
            if let Some(v) = &seen {
                errors.extend(unsplit_views(n, v));
            }
            errors.extend(plain_levels(n, &levelled));
            match nest_halo(seen.as_ref().unwrap_or(n), &whole) {
                Ok(h) => halo = halo.max(h),
                Err(mut e) => errors.append(&mut e),
            }
        }
    }
    if errors.is_empty() {
        Ok(halo)
    } else {
        Err(errors)
    }
}

/// The arrays that some nest of a function reaches through plane views (time levels,
/// `u[t % 2][i][j]`, [`crate::plane_views`]), with the first nest that does. With `--gpus` each of
/// their levels is split like an array of its own (every GPU holds the same planes of every
/// level), so each nest sees a level as the array it splits.
fn levelled_arrays(nests: &[Nest]) -> Vec<(&str, &Nest)> {
    let mut out: Vec<(&str, &Nest)> = Vec::new();
    for n in nests {
        for a in n.views.iter().flat_map(|v| &v.arrays) {
            if let Some(w) = &a.view {
                if !out.iter().any(|(b, _)| *b == w.base) {
                    out.push((w.base.as_str(), n));
                }
            }
        }
    }
    out
}

/// Whether a nest of `f` reaches the array `name` through plane views: with `--gpus` its levels
/// are split each like an array of its own (see the module docs).
pub fn levelled(f: &crate::model::FunctionInfo, name: &str) -> bool {
    levelled_arrays(&f.nests).iter().any(|(b, _)| *b == name)
}

/// Views the split cannot follow: more than one leading subscript, a view that is neither 2-D
/// nor 3-D, or a nest that also runs another body at some points (nominal subscripts).
fn unsplit_views(n: &Nest, v: &Nest) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for a in &v.arrays {
        let Some(w) = &a.view else { continue };
        let why = if w.planes.len() != 1 {
            Some(format!(
                "`{}` is viewed through {} leading subscripts",
                w.base,
                w.planes.len()
            ))
        } else if !(3..=4).contains(&w.base_rank) {
            Some(format!(
                "`{}` has {} dimensions: its levels are split for 2-D and 3-D nests only",
                w.base, w.base_rank
            ))
        } else if v.fallback.is_some() {
            Some(format!(
                "the nest reads `{}` through subscripts read as their nominal values, with another body at some points",
                w.base
            ))
        } else {
            None
        };
        if let Some(why) = why {
            out.push(
                Diagnostic::error(format!("this nest cannot be split across GPUs: {why}"))
                    .with_span(n.pragma_span, "in this nest")
                    .with_note(format!(
                        "keep the levels of `{b}` in arrays of their own (pointers at the planes, each copied, swapped in a `single`), or run this loop on one GPU",
                        b = w.base
                    )),
            );
        }
    }
    out
}

/// References of nest `n` to an array another nest reaches through levels, made here without
/// them: the split of its levels would not be this nest's.
fn plain_levels(n: &Nest, levelled: &[(&str, &Nest)]) -> Vec<Diagnostic> {
    let mut refs = Vec::new();
    stmt_refs(&n.body, &mut refs);
    let here = levelled_arrays(std::slice::from_ref(n));
    let mut out: Vec<Diagnostic> = Vec::new();
    for (name, by) in levelled {
        if here.iter().any(|(b, _)| b == name) {
            continue;
        }
        if let Some(r) = refs.iter().find(|r| r.name == *name) {
            out.push(
                Diagnostic::error(format!(
                    "this nest cannot be split across GPUs: it reaches `{name}` as a whole array, and another nest through one of its levels (`{name}[t % 2][...]`)"
                ))
                .with_span(r.span, "the whole array")
                .with_span(n.pragma_span, "in this nest")
                .with_span(by.pragma_span, "its levels in this nest")
                .with_note(format!(
                    "`--gpus` splits each level of `{name}` like an array of its own; choose the level by a subscript the whole nest shares (a time parity) in every nest, or run this loop on one GPU"
                )),
            );
        }
    }
    out
}

/// The arrays of `f` that every GPU holds whole instead of split: read-only coefficients of
/// lower rank than a nest that reads them at its point (a profile `kz[z]`, a map `q[y][x]`, a
/// factor `damp[x]`; [`crate::model::ArrayUse::projection`]), which no nest writes and no
/// `single` names (a swap would move a split array's handle onto it). They are a small part of
/// the data (one dimension less), and each GPU then reads any of their planes.
pub fn whole_arrays(f: &crate::model::FunctionInfo) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let uses = || f.nests.iter().flat_map(|n| &n.arrays);
    for a in uses().filter(|a| a.projected()) {
        let written = uses().any(|b| b.name == a.name && b.writes > 0);
        let in_single = f.singles.iter().any(|si| {
            let mut named = false;
            si.body.walk(&mut |st| {
                st.for_each_own_expr(&mut |e| named |= crate::nest::mentions(e, &a.name))
            });
            named
        });
        if !written && !in_single && !out.contains(&a.name) {
            out.push(a.name.clone());
        }
    }
    out
}

/// The largest split-dimension read offset of one nest, or its diagnostics. References to
/// arrays held whole ([`whole_arrays`]) need no halo.
fn nest_halo(n: &Nest, whole: &[String]) -> Result<u32, Vec<Diagnostic>> {
    let var = n.loops[0].var.as_str();
    let mut refs = Vec::new();
    stmt_refs(&n.body, &mut refs);
    let written = |name: &str| n.arrays.iter().any(|a| a.name == name && a.writes > 0);
    let mut errors = Vec::new();
    let mut halo = 0u32;
    let refuse = |r: &Ref, why: String, label: &str| {
        Diagnostic::error(format!(
            "this nest cannot be split across GPUs: {why}"
        ))
        .with_span(r.span, label.to_string())
        .with_span(n.pragma_span, "in this nest")
        .with_note(format!(
            "`--gpus` splits every array along its slowest dimension and every nest along its outermost parallel loop (`{var}`); each GPU computes the `{var}` planes of its slab"
        ))
    };
    for r in &refs {
        if !n.arrays.iter().any(|a| a.name == r.name) || whole.iter().any(|w| w == r.name) {
            continue;
        }
        let Some(first) = r.subs.first() else {
            continue;
        };
        let offset = match crate::nest::var_offset(first) {
            Some((v, c)) if v == var => c,
            _ => {
                // A level chosen by a leading subscript is split as its own array only
                // where the nest reaches it through a plane view (see the module docs).
                let fix = if crate::nest::mentions(first, var) || r.subs.len() <= n.parallel {
                    "the GPU that computes a plane must hold every plane it reads: index the slowest dimension with the outermost parallel loop's variable (± a constant), or run this loop on one GPU".to_string()
                } else {
                    format!(
                        "`{}`'s first subscript picks a level: `--gpus` splits the levels of an array where a nest writes one level from others as a stencil (`u[(t + 1) % 2][i][j] = f(u[t % 2][...])`); otherwise keep the levels in arrays of their own, or run this loop on one GPU",
                        r.name
                    )
                };
                errors.push(
                    refuse(
                        r,
                        format!(
                            "the slowest subscript of `{}` is `{}`, not `{var}` plus a constant",
                            r.name,
                            first.to_c()
                        ),
                        "not split with the nest",
                    )
                    .with_note(fix),
                );
                continue;
            }
        };
        if written(r.name) && offset != 0 {
            let what = if r.write { "writes" } else { "reads" };
            errors.push(
                refuse(
                    r,
                    format!(
                        "it writes `{}` and {what} it at `{var}` offset {offset}",
                        r.name
                    ),
                    "another GPU's plane",
                )
                .with_note(
                    "an array a nest writes must be written and read at its own plane in the split dimension (offset 0): write to a second array and swap them in a `single` block",
                ),
            );
            continue;
        }
        halo = halo.max(offset.unsigned_abs() as u32);
    }
    if errors.is_empty() {
        Ok(halo)
    } else {
        Err(errors)
    }
}

/// Every array reference of a statement (conditions, loop headers and initializers included).
fn stmt_refs<'a>(s: &'a Stmt, out: &mut Vec<Ref<'a>>) {
    match &s.kind {
        StmtKind::Expr(e) => expr_refs(e, false, out),
        StmtKind::Decl(d) => d.decls.iter().for_each(|dd| {
            if let Some(i) = &dd.init {
                init_refs(i, out)
            }
        }),
        StmtKind::Block(b) => b.stmts.iter().for_each(|s| stmt_refs(s, out)),
        StmtKind::If { cond, then, els } => {
            expr_refs(cond, false, out);
            stmt_refs(then, out);
            if let Some(e) = els {
                stmt_refs(e, out)
            }
        }
        StmtKind::While { cond, body }
        | StmtKind::DoWhile { body, cond }
        | StmtKind::Switch { cond, body } => {
            expr_refs(cond, false, out);
            stmt_refs(body, out);
        }
        StmtKind::Labeled { stmt, .. } => stmt_refs(stmt, out),
        StmtKind::For(f) => {
            match &f.init {
                ForInit::Decl(d) => d.decls.iter().for_each(|dd| {
                    if let Some(i) = &dd.init {
                        init_refs(i, out)
                    }
                }),
                ForInit::Expr(e) => expr_refs(e, false, out),
                ForInit::None => {}
            }
            for e in [&f.cond, &f.step].into_iter().flatten() {
                expr_refs(e, false, out);
            }
            stmt_refs(&f.body, out);
        }
        StmtKind::Return(Some(e)) => expr_refs(e, false, out),
        StmtKind::Mint(m) => {
            if let Some(b) = &m.body {
                stmt_refs(b, out)
            }
        }
        _ => {}
    }
}

fn init_refs<'a>(i: &'a Initializer, out: &mut Vec<Ref<'a>>) {
    match i {
        Initializer::Expr(e) => expr_refs(e, false, out),
        Initializer::List { items, .. } => items.iter().for_each(|i| init_refs(i, out)),
    }
}

/// Array references of `e`; `write`: `e` is the target of an assignment or increment.
fn expr_refs<'a>(e: &'a Expr, write: bool, out: &mut Vec<Ref<'a>>) {
    if let Some((name, subs, _)) = e.as_subscript() {
        for s in &subs {
            expr_refs(s, false, out);
        }
        out.push(Ref {
            name,
            subs,
            span: e.span,
            write,
        });
        return;
    }
    match &e.kind {
        ExprKind::Paren(a) => expr_refs(a, write, out),
        ExprKind::Assign(_, l, r) => {
            expr_refs(l, true, out);
            expr_refs(r, false, out);
        }
        ExprKind::PostIncDec(_, a) | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, a) => {
            expr_refs(a, true, out)
        }
        ExprKind::Unary(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::SizeofExpr(a)
        | ExprKind::Member(a, _, _) => expr_refs(a, false, out),
        ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
            expr_refs(a, false, out);
            expr_refs(b, false, out);
        }
        ExprKind::Ternary(a, b, c) => {
            expr_refs(a, false, out);
            expr_refs(b, false, out);
            expr_refs(c, false, out);
        }
        ExprKind::Call(c, args) => {
            expr_refs(c, false, out);
            args.iter().for_each(|a| expr_refs(a, false, out));
        }
        _ => {}
    }
}
