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
    for n in p.nests() {
        match nest_halo(n) {
            Ok(h) => halo = halo.max(h),
            Err(mut e) => errors.append(&mut e),
        }
    }
    if errors.is_empty() {
        Ok(halo)
    } else {
        Err(errors)
    }
}

/// The largest split-dimension read offset of one nest, or its diagnostics.
fn nest_halo(n: &Nest) -> Result<u32, Vec<Diagnostic>> {
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
        if !n.arrays.iter().any(|a| a.name == r.name) {
            continue;
        }
        let Some(first) = r.subs.first() else {
            continue;
        };
        let offset = match crate::nest::var_offset(first) {
            Some((v, c)) if v == var => c,
            _ => {
                // Both time levels in one array (`u[t % 2][i][j]`): the plane is the slowest.
                let viewed = n.views.as_ref().is_some_and(|v| {
                    v.arrays
                        .iter()
                        .any(|a| a.view.as_ref().is_some_and(|w| w.base == r.name))
                });
                let fix = if viewed {
                    format!(
                        "`{}` holds both time levels, chosen by its first subscript: `--gpus` cannot split its planes yet; keep the levels in two arrays (pointers at the planes, `double (*a)[N] = {n}[0], (*b)[N] = {n}[1];`, each copied, the nest writing `b` from `a`, swapped in a `single`), or run this loop on one GPU",
                        r.name,
                        n = r.name
                    )
                } else {
                    "the GPU that computes a plane must hold every plane it reads: index the slowest dimension with the outermost parallel loop's variable (± a constant), or run this loop on one GPU".to_string()
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
