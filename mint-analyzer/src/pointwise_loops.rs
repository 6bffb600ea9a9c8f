//! A loop over every element of flat arrays made the nest it stands for: the copy-back, scaling
//! and initialisation loops of codes whose stencil nest is written with linearized subscripts,
//!
//! ```c
//! #pragma mint for nest(all)                #pragma mint for nest(all)
//! for (p = 0; p < n * n; p++)        =>     for (int mint_p_y = 0; mint_p_y < n; mint_p_y++)
//!     u[p] = un[p];                             for (int mint_p_x = 0; mint_p_x < n; mint_p_x++)
//!                                                   u[mint_p_y][mint_p_x] = un[mint_p_y][mint_p_x];
//! ```
//!
//! where `u` and `un` are read elsewhere as `n`-wide rows ([`crate::flat_arrays`]). Left 1-D,
//! the plain subscripts `u[p]` beside linearized ones would keep the function's arrays 1-D:
//! every nest at -O0, and no time loop fused. Made a nest, the copy-back is a 2-D copy that
//! fuses, and the stencil keeps its shape.
//!
//! Invariants:
//! - Only a `mint for` whose `nest` is `all` (or absent) changes, and only a loop
//!   `for (p = 0; p < B; p++)` (any step spelling of one) whose body does not assign `p`.
//! - Every subscript `a[p]` that changes is of a flat array of [`FlatArray`]s; all of them have
//!   the same inner extents `E` (fastest first), and `B` is `X·E[0]·E[1]..` as polynomials:
//!   the new loops run `[0, X)` and `[0, E[k])`, whose row-major index `(z·E[1] + y)·E[0] + x`
//!   takes every value of `[0, B)` once, in the loop's order; `a[p]` becomes `a[z][y][x]`,
//!   the same element.
//! - `B` and the extents read no name the body assigns (C reads `B` at every trip); `B` may be
//!   read through the function's integer locals set once (`ncell` for `long ncell = (long)nx *
//!   ny * nz;`).
//! - A loop where `p` is part of a flat array's other subscripts (`v[n + p]`) is left to the
//!   boundary reading of [`crate::flat_arrays`].
//! - Where the body reads `p` otherwise (a 1-D array's `w[p]`, `p % 3`), `p` is declared first
//!   in the new body with that index (the loop's type; `long` where the loop did not declare
//!   it).
//! - A `tile` or `chunksize` of one value gets 1s for the new outer loops (the same threads per
//!   block, along the contiguous loop).

use crate::delinearize::{divide_exact, same_value};
use crate::flat_arrays::FlatArray;
use crate::guard_bounds::{invariant, loop_parts};
use crate::linear_loops::{bin, counted, ident, unparen, wrap};
use mint_lang::ast::*;
use mint_lang::Span;

/// Make the pointwise loops of `stmts` nests (see the module docs); the spans of the subscripts
/// that changed.
pub(crate) fn split_pointwise(
    stmts: &mut [Stmt],
    flats: &[FlatArray],
    through: &Through,
) -> Vec<Span> {
    let mut changed = Vec::new();
    for s in stmts {
        visit(s, flats, through, &mut changed);
    }
    changed
}

/// The readings of a loop bound through the function's integer locals set once (`total` as
/// `(long)nx * ny * nz` for `long total = (long)nx * ny * nz;`) at the nest's span, the first
/// as written ([`crate::host_scalars::HostScalars::levels`]).
pub(crate) type Through<'a> = dyn Fn(&Expr, Span) -> Vec<Expr> + 'a;

fn visit(s: &mut Stmt, flats: &[FlatArray], through: &Through, changed: &mut Vec<Span>) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let (Directive::For(fc), Some(body)) = (&mut m.directive, &mut m.body) {
            if let Some((nest, spans, rank)) = split(fc, body, flats, through) {
                *body = nest;
                changed.extend(spans);
                for clause in [&mut fc.tile, &mut fc.chunk].into_iter().flatten() {
                    if clause.value.len() == 1 {
                        clause.value.resize(rank, 1);
                    }
                }
            }
            return;
        }
    }
    for c in s.children_mut() {
        visit(c, flats, through, changed);
    }
}

/// What a body's uses of the index are.
#[derive(Default)]
struct Uses<'a> {
    /// The flat arrays subscripted by the index alone, and the subscripts' spans.
    flat: Vec<(&'a FlatArray, Span)>,
    /// Whether the index is read otherwise.
    other: bool,
    /// Whether it is part of a flat array's subscript.
    elsewhere: bool,
}

fn scan<'a>(e: &Expr, idx: &str, flats: &'a [FlatArray], u: &mut Uses<'a>) {
    if let ExprKind::Index(base, sub) = &e.kind {
        if let Some(fa) = base
            .as_ident()
            .and_then(|n| flats.iter().find(|f| f.name == n))
        {
            if unparen(sub).as_ident() == Some(idx) {
                u.flat.push((fa, sub.span));
                return;
            }
            // A flat array's element away from the point (`v[n + i]`, a boundary nest's
            // neighbour row): the loop is no traversal of the arrays.
            let mut reads = false;
            sub.walk(&mut |x| reads |= x.as_ident() == Some(idx));
            if reads {
                u.elsewhere = true;
            }
        }
    }
    if e.as_ident() == Some(idx) {
        u.other = true;
        return;
    }
    let mut c = e.clone();
    crate::inline::each_child(&mut c, &mut |x| scan(x, idx, flats, u));
}

/// `e` with the subscripts `a[idx]` of the flat arrays `names` made `a[subs..]`.
fn rewrite(e: &mut Expr, idx: &str, names: &[&str], subs: &[Expr]) {
    if let ExprKind::Index(base, sub) = &e.kind {
        if unparen(sub).as_ident() == Some(idx)
            && base.as_ident().is_some_and(|n| names.contains(&n))
        {
            *e = crate::flat_arrays::indexed(base, subs.to_vec(), e.span);
            return;
        }
    }
    crate::inline::each_child(e, &mut |x| rewrite(x, idx, names, subs));
}

/// The nest `body` (a pointwise loop) stands for, the spans of the subscripts it changes and
/// its rank; `None` where the module's conditions do not hold.
fn split(
    fc: &ForClauses,
    body: &Stmt,
    flats: &[FlatArray],
    through: &Through,
) -> Option<(Stmt, Vec<Span>, usize)> {
    if !fc
        .nest
        .as_ref()
        .is_none_or(|n| matches!(n.value, NestClause::All))
    {
        return None;
    }
    let StmtKind::For(fl) = &body.kind else {
        return None;
    };
    let parts = loop_parts(fl)?;
    if parts.inclusive || crate::nest::int_const(parts.lo) != Some(0) {
        return None;
    }
    let idx = parts.var.clone();
    let mut uses = Uses::default();
    let mut inner = (*fl.body).clone();
    let assigned: Vec<String> = crate::index_locals::assigned_names(&mut inner)
        .into_iter()
        .collect();
    let mut exprs = Vec::new();
    crate::flat_arrays::stmt_exprs(&mut inner, &mut exprs);
    for e in &exprs {
        scan(e, &idx, flats, &mut uses);
    }
    if uses.elsewhere {
        return None;
    }
    let (first, _) = *uses.flat.first()?;
    let extents = &first.extents;
    let same = |f: &FlatArray| {
        f.extents.len() == extents.len()
            && f.extents.iter().zip(extents).all(|(a, b)| same_value(a, b))
    };
    if !uses.flat.iter().all(|(f, _)| same(f)) {
        return None;
    }
    if assigned.contains(&idx) || !invariant(parts.hi, &assigned) {
        return None;
    }
    if !extents.iter().all(|e| invariant(e, &assigned)) {
        return None;
    }
    let by: Vec<&Expr> = extents.iter().collect();
    let outer = through(parts.hi, body.span)
        .iter()
        .find_map(|hi| divide_exact(hi, &by))?;
    let rank = extents.len() + 1;
    // The new loops' variables: outermost first.
    let axes = ["z", "y", "x"];
    let names: Vec<String> = axes[3 - rank..]
        .iter()
        .map(|a| format!("mint_{idx}_{a}"))
        .collect();
    let span = fl.span;
    let var = |n: &str| ident(n, span);
    let subs: Vec<Expr> = names.iter().map(|n| var(n)).collect();
    let arrays: Vec<&str> = uses.flat.iter().map(|(f, _)| f.name.as_str()).collect();
    for e in exprs {
        rewrite(e, &idx, &arrays, &subs);
    }
    let ty = match parts.decl {
        Some(d) => Type {
            is_const: false,
            ..d.ty.clone()
        },
        None => Type {
            scalar: Scalar::Long,
            pointers: 0,
            array_pointers: 0,
            dims: vec![],
            is_const: false,
            is_static: false,
            span,
        },
    };
    let declarator = |name: &str| Declarator {
        name: Some(Ident {
            name: name.to_string(),
            span,
        }),
        ty: ty.clone(),
        init: None,
        span,
        decl_span: span,
    };
    if uses.other {
        // idx = (z * E[1] + y) * E[0] + x
        let mut value = var(&names[0]);
        for (k, n) in names.iter().enumerate().skip(1) {
            let extent = &extents[rank - 1 - k];
            value = bin(
                BinOp::Add,
                bin(BinOp::Mul, wrap(&value), wrap(extent), span),
                var(n),
                span,
            );
        }
        let decl = Stmt {
            kind: StmtKind::Decl(Declaration {
                decls: vec![Declarator {
                    init: Some(Initializer::Expr(value)),
                    ..declarator(&idx)
                }],
                span,
            }),
            span,
        };
        inner = Stmt {
            span: inner.span,
            kind: StmtKind::Block(Block {
                stmts: vec![decl, inner],
                span,
            }),
        };
    }
    let mut bounds: Vec<Expr> = vec![outer];
    bounds.extend(extents.iter().rev().cloned());
    let mut nest = inner;
    for (n, hi) in names.iter().zip(bounds).rev() {
        nest = counted(&declarator(n), hi, nest, span);
    }
    Some((nest, uses.flat.iter().map(|(_, s)| *s).collect(), rank))
}
