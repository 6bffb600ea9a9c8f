//! A loop over a linear index made the 2-D nest it stands for: the habit of GPU ports and
//! hand-collapsed OpenMP loops,
//!
//! ```c
//! #pragma mint for nest(all)                   #pragma mint for nest(all)
//! for (int idx = 0; idx < ny * nx; idx++) {    for (int i = 0; i < ny; i++)
//!     int i = idx / nx, j = idx % nx;     =>       for (int j = 0; j < nx; j++) {
//!     if (i > 0 && ...) v[idx] = ...;                  int idx = i * nx + j;
//! }                                                    if (i > 0 && ...) v[idx] = ...;
//!                                                  }
//! ```
//!
//! after which the index local is read through, the flat array's subscripts read as 2-D
//! references and the guard made the loops' bounds: a tiled stencil that fuses, instead of a
//! 1-D kernel at -O0.
//!
//! The 3-D form (`k = idx / (nx * ny)`, `j = (idx / nx) % ny` or `(idx % (nx * ny)) / nx`,
//! `i = idx % nx` over `idx < nz * ny * nx`) becomes the three loops with
//! `idx = (k * ny + j) * nx + i` ([`rewrite3`]). The leading declarations are first read in
//! terms of `idx`, with remainders spelled out as subtractions made `%` ([`normalize`]:
//! `rem = idx - k * nx * ny; j = rem / nx; i = rem - j * nx`).
//!
//! Invariants:
//! - Only a `mint for` whose `nest` is `all` (or absent, with one loop it is the same) changes,
//!   and only a loop `for (idx = 0; idx < A * B; idx++)` whose body starts with declarations
//!   that set `i = idx / W` and `j = idx % W` with `W` the text of `A` or `B`: `X` the other
//!   factor, `i` runs over `[0, X)` and `j` over `[0, W)`, which give `idx = i * W + j` every
//!   value of `[0, X·W)` once, as the loop did (sizes are not negative).
//! - A `tile` or `chunksize` of one value (written for the one loop) gets a 1 for the outer
//!   loop: the same threads per block, along the contiguous loop.
//! - `W` and `X` read no name the body assigns, nor `idx`, `i` or `j`; nothing assigns `idx`, `i`
//!   or `j` in the body; `idx` becomes a local of the inner body (of the original loop's type,
//!   `long` where it was declared outside the loop).

use crate::guard_bounds::{invariant, operands};
use mint_lang::ast::*;
use mint_lang::Span;

/// `tu` with its linear-index nests made 2-D where they can be (see the module docs).
pub fn linear_loops(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_nests(tu, |fc, body| {
        let all = fc
            .nest
            .as_ref()
            .is_none_or(|n| matches!(n.value, NestClause::All));
        let StmtKind::For(fl) = &body.kind else {
            return;
        };
        if !all {
            return;
        }
        let normal = normalize(fl);
        let fl = normal.as_ref().unwrap_or(fl);
        if let Some(done) = rewrite3(fl).or_else(|| rewrite(fl)) {
            body.kind = StmtKind::For(done);
            // A schedule written for the one loop (`tile(256)`: 256 threads along it) keeps
            // its threads along the inner, contiguous loop.
            for clause in [&mut fc.tile, &mut fc.chunk].into_iter().flatten() {
                if clause.value.len() == 1 {
                    clause.value.push(1);
                }
            }
        }
    })
}

pub(crate) fn unparen(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(a) => unparen(a),
        _ => e,
    }
}

/// `(name, divisor)` of a declarator `name = idx op W`.
fn split_of<'a>(d: &'a Declarator, idx: &str, op: BinOp) -> Option<(&'a str, &'a Expr)> {
    let Some(Initializer::Expr(e)) = &d.init else {
        return None;
    };
    match &unparen(e).kind {
        ExprKind::Binary(o, a, w) if *o == op && unparen(a).as_ident() == Some(idx) => {
            Some((&d.name.as_ref()?.name, unparen(w)))
        }
        _ => None,
    }
}

pub(crate) fn ident(name: &str, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Ident(name.to_string()),
        span,
    }
}

pub(crate) fn bin(op: BinOp, a: Expr, b: Expr, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        span,
    }
}

/// `e` in parentheses, unless it is a name or a number.
pub(crate) fn wrap(e: &Expr) -> Expr {
    match e.kind {
        ExprKind::Ident(_) | ExprKind::Int(..) => e.clone(),
        _ => Expr {
            kind: ExprKind::Paren(Box::new(e.clone())),
            span: e.span,
        },
    }
}

/// `for (T v = 0; v < hi; v++) body`.
pub(crate) fn counted(v: &Declarator, hi: Expr, body: Stmt, span: Span) -> Stmt {
    let zero = Expr {
        kind: ExprKind::Int(0, "0".into()),
        span,
    };
    let decl = Declarator {
        init: Some(Initializer::Expr(zero)),
        ..v.clone()
    };
    let name = &v.name.as_ref().expect("named").name;
    Stmt {
        kind: StmtKind::For(ForLoop {
            init: ForInit::Decl(Declaration {
                decls: vec![decl],
                span,
            }),
            cond: Some(bin(BinOp::Lt, ident(name, span), hi, span)),
            step: Some(Expr {
                kind: ExprKind::PostIncDec(true, Box::new(ident(name, span))),
                span,
            }),
            body: Box::new(body),
            span,
        }),
        span,
    }
}

/// `(idx, the bound, the body's statements, idx's declarator)` of a loop
/// `for (idx = 0; idx < bound; idx++) { ... }` (any of the step's spellings), or `None`.
fn linear_loop(fl: &ForLoop) -> Option<(String, &Expr, &Block, Option<&Declarator>)> {
    let p = crate::guard_bounds::loop_parts(fl)?;
    if p.inclusive || !matches!(unparen(p.lo).kind, ExprKind::Int(0, _)) {
        return None;
    }
    let StmtKind::Block(body) = &fl.body.kind else {
        return None;
    };
    Some((p.var, unparen(p.hi), body, p.decl))
}

/// The loop with the initializers of its body's leading declarations in terms of `idx`: each
/// earlier one read through (`rem = idx - k * nx * ny` with `k = idx / (nx * ny)`), and the
/// remainder spelled out as a subtraction made `%` (`x - (x / D) * D` is `x % D`; `x % D % W`
/// is `x % W` where `W` is a factor of `D`), for `x` the index or its remainder (not negative:
/// the loop counts up from 0). `None` where nothing changed.
fn normalize(fl: &ForLoop) -> Option<ForLoop> {
    let (idx, _, body, _) = linear_loop(fl)?;
    let mut known: Vec<(String, Expr)> = Vec::new();
    let mut out = fl.clone();
    let StmtKind::Block(b) = &mut out.body.kind else {
        return None;
    };
    let mut changed = false;
    for (st, orig) in b.stmts.iter_mut().zip(&body.stmts) {
        let (StmtKind::Decl(d), StmtKind::Decl(_)) = (&mut st.kind, &orig.kind) else {
            break;
        };
        for dd in &mut d.decls {
            let Some(Initializer::Expr(e)) = &mut dd.init else {
                continue;
            };
            let mut n = e.clone();
            read_through(&mut n, &known);
            let n = simplify(n, &idx);
            if n.to_c() != e.to_c() {
                *e = n.clone();
                changed = true;
            }
            // Only values without effects are read through (they are copied).
            let mut pure = true;
            n.walk(&mut |x| {
                if matches!(
                    x.kind,
                    ExprKind::Assign(..)
                        | ExprKind::PostIncDec(..)
                        | ExprKind::Call(..)
                        | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _)
                ) {
                    pure = false;
                }
            });
            if let Some(name) = &dd.name {
                known.retain(|(k, _)| *k != name.name);
                if pure && dd.ty.rank() == 0 && dd.ty.pointers == 0 {
                    known.push((name.name.clone(), n));
                }
            }
        }
    }
    changed.then_some(out)
}

/// `e` with the names of `known` replaced by their values (parenthesized).
fn read_through(e: &mut Expr, known: &[(String, Expr)]) {
    if let Some(n) = e.as_ident() {
        if let Some((_, v)) = known.iter().find(|(k, _)| k == n) {
            *e = Expr {
                kind: ExprKind::Paren(Box::new(v.clone())),
                span: e.span,
            };
            return;
        }
    }
    crate::inline::each_child(e, &mut |c| read_through(c, known));
}

/// The identities of [`normalize`], innermost first.
fn simplify(mut e: Expr, idx: &str) -> Expr {
    crate::inline::each_child(&mut e, &mut |c| *c = simplify(c.clone(), idx));
    // `x` not negative: the index, or its remainder by something.
    let non_negative = |x: &Expr| match &unparen(x).kind {
        ExprKind::Ident(n) => n == idx,
        ExprKind::Binary(BinOp::Rem, a, _) => unparen(a).as_ident() == Some(idx),
        _ => false,
    };
    let rem = |x: &Expr, d: &Expr, span| Expr {
        kind: ExprKind::Binary(
            BinOp::Rem,
            Box::new(unparen(x).clone()),
            Box::new(match unparen(d).kind {
                ExprKind::Ident(_) | ExprKind::Int(..) => unparen(d).clone(),
                _ => Expr {
                    kind: ExprKind::Paren(Box::new(unparen(d).clone())),
                    span,
                },
            }),
        ),
        span,
    };
    match &unparen(&e).kind {
        // x % D % W, W a factor of D
        ExprKind::Binary(BinOp::Rem, xd, w) => {
            if let ExprKind::Binary(BinOp::Rem, x, d) = &unparen(xd).kind {
                let (df, wt) = (factors(d), unparen(w).to_c());
                if non_negative(x) && df.len() > 1 && df.contains(&wt) {
                    return rem(x, w, e.span);
                }
            }
            e
        }
        // x - (x / D) * D'
        ExprKind::Binary(BinOp::Sub, x, p) if non_negative(x) => {
            let mut leaves = Vec::new();
            operands(p, BinOp::Mul, &mut leaves);
            let xt = unparen(x).to_c();
            let quotient = leaves.iter().position(|l| {
                matches!(&l.kind, ExprKind::Binary(BinOp::Div, a, _) if unparen(a).to_c() == xt)
            });
            if let Some(at) = quotient {
                let ExprKind::Binary(BinOp::Div, _, d) = &leaves[at].kind else {
                    unreachable!("matched above")
                };
                let mut rest: Vec<String> = leaves
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != at)
                    .map(|(_, l)| l.to_c())
                    .collect();
                rest.sort();
                if rest == factors(d) {
                    // (x % D may reduce again: `(idx % (W * H)) % W`)
                    return simplify(rem(x, d, e.span), idx);
                }
            }
            e
        }
        _ => e,
    }
}

/// The factors of a product (through parentheses), as C text, sorted.
fn factors(e: &Expr) -> Vec<String> {
    let mut leaves = Vec::new();
    operands(e, BinOp::Mul, &mut leaves);
    let mut v: Vec<String> = leaves.iter().map(|l| l.to_c()).collect();
    v.sort();
    v
}

/// The 3-D form: `for (idx = 0; idx < A * B * C; idx++)` whose leading declarations set
/// `k = idx / (W * H)`, `j = (idx / W) % H` (or `(idx % (W * H)) / W`) and `i = idx % W`, where
/// `{A, B, C}` is `{X, H, W}` as factors: the nest `k < X`, `j < H`, `i < W` with
/// `idx = (k * H + j) * W + i` (the same bijection onto `[0, X·H·W)` as the loop's values).
/// The other invariants are the 2-D form's (module docs).
fn rewrite3(fl: &ForLoop) -> Option<ForLoop> {
    let (idx, hi, body, idx_decl) = linear_loop(fl)?;
    let bound = factors(hi);
    if bound.len() != 3 {
        return None;
    }
    // The leading declarations' roles, each with the names read before it.
    #[derive(Clone, Copy, PartialEq)]
    enum Role {
        Plane,
        Row,
        Col,
    }
    /// A leading declarator that recovers a coordinate: its role, the names read before it,
    /// its divisor (`W`, or `W·H` for the plane) and the row's modulus `H`.
    struct Split<'a> {
        role: Role,
        decl: &'a Declarator,
        read_before: Vec<String>,
        by: &'a Expr,
        modulus: Option<&'a Expr>,
    }
    let mut found: Vec<Split> = Vec::new();
    let mut read_before: Vec<String> = Vec::new();
    let is_idx = |e: &Expr| unparen(e).as_ident() == Some(idx.as_str());
    for st in &body.stmts {
        let StmtKind::Decl(d) = &st.kind else { break };
        for dd in &d.decls {
            if let Some(Initializer::Expr(e)) = &dd.init {
                let role = match &unparen(e).kind {
                    // (a quotient or remainder by a product of two: the plane, or a local
                    // such as `rem = idx % (nx * ny)`, not the column)
                    ExprKind::Binary(BinOp::Div, a, wh) if is_idx(a) && factors(wh).len() == 2 => {
                        Some((Role::Plane, &**wh, None))
                    }
                    ExprKind::Binary(BinOp::Rem, a, w) if is_idx(a) && factors(w).len() == 1 => {
                        Some((Role::Col, &**w, None))
                    }
                    // (idx / W) % H
                    ExprKind::Binary(BinOp::Rem, q, h) => match &unparen(q).kind {
                        ExprKind::Binary(BinOp::Div, a, w) if is_idx(a) => {
                            Some((Role::Row, &**w, Some(&**h)))
                        }
                        _ => None,
                    },
                    // (idx % (W * H)) / W
                    ExprKind::Binary(BinOp::Div, r, w) => match &unparen(r).kind {
                        ExprKind::Binary(BinOp::Rem, a, wh) if is_idx(a) => {
                            // H: the factor of `wh` beside W.
                            let mut leaves = Vec::new();
                            operands(wh, BinOp::Mul, &mut leaves);
                            let wt = unparen(w).to_c();
                            match leaves.as_slice() {
                                [x, h] | [h, x] if x.to_c() == wt => {
                                    Some((Role::Row, &**w, Some(*h)))
                                }
                                _ => None,
                            }
                        }
                        _ => None,
                    },
                    _ => None,
                };
                if let Some((role, w, h)) = role {
                    if dd.name.is_some() && !found.iter().any(|f| f.role == role) {
                        found.push(Split {
                            role,
                            decl: dd,
                            read_before: read_before.clone(),
                            by: unparen(w),
                            modulus: h.map(unparen),
                        });
                    }
                }
                e.walk(&mut |x| {
                    if let Some(n) = x.as_ident() {
                        read_before.push(n.to_string());
                    }
                });
            }
        }
    }
    let get = |r: Role| found.iter().find(|f| f.role == r);
    let (plane, row, col) = (get(Role::Plane)?, get(Role::Row)?, get(Role::Col)?);
    let name = |d: &Declarator| d.name.as_ref().map(|n| n.name.clone());
    let (kname, jname, iname) = (name(plane.decl)?, name(row.decl)?, name(col.decl)?);
    for (f, n) in [(plane, &kname), (row, &jname), (col, &iname)] {
        if f.read_before.contains(n) || f.decl.ty.rank() != 0 || f.decl.ty.pointers != 0 {
            return None;
        }
    }
    // W: the column's divisor and the row's; H: the row's modulus; W·H: the plane's divisor;
    // the bound's third factor: the planes.
    let (w, h) = (col.by, row.modulus?);
    if row.by.to_c() != w.to_c() {
        return None;
    }
    let mut wh = vec![w.to_c(), h.to_c()];
    wh.sort();
    if factors(plane.by) != wh {
        return None;
    }
    let mut rest = bound.clone();
    for f in &wh {
        let at = rest.iter().position(|x| x == f)?;
        rest.remove(at);
    }
    let x_text = rest.pop()?;
    // The bound's factor with that text (as an expression).
    let mut leaves = Vec::new();
    operands(hi, BinOp::Mul, &mut leaves);
    let x = leaves.into_iter().find(|l| l.to_c() == x_text)?;
    let body_assigns: Vec<String> = crate::index_locals::assigned_names(&mut (*fl.body).clone())
        .into_iter()
        .collect();
    let names = [idx.clone(), kname.clone(), jname.clone(), iname.clone()];
    if body_assigns.iter().any(|n| names.contains(n)) {
        return None;
    }
    let mut avoid = names.to_vec();
    avoid.extend(body_assigns);
    if ![w, h, x].iter().all(|e| invariant(e, &avoid)) {
        return None;
    }
    let span = fl.span;
    // (k * H + j) * W + i
    let row_of = Expr {
        kind: ExprKind::Paren(Box::new(bin(
            BinOp::Add,
            bin(BinOp::Mul, ident(&kname, span), wrap(h), span),
            ident(&jname, span),
            span,
        ))),
        span,
    };
    let idx_value = bin(
        BinOp::Add,
        bin(BinOp::Mul, row_of, wrap(w), span),
        ident(&iname, span),
        span,
    );
    let skip = [plane.decl, row.decl, col.decl];
    let inner_body = inner_body(fl, body, idx_decl, &idx, plane.decl, idx_value, &skip);
    let i_loop = counted(col.decl, w.clone(), inner_body, span);
    let j_loop = counted(row.decl, h.clone(), i_loop, span);
    let StmtKind::For(k_loop) = counted(plane.decl, x.clone(), j_loop, span).kind else {
        unreachable!("counted makes a loop")
    };
    Some(k_loop)
}

/// The innermost body of a rewritten loop: `T idx = value;` (the loop's declarator, or a `long`
/// like `like` where `idx` was declared outside the loop), then the body without the
/// declarators in `skip`.
fn inner_body(
    fl: &ForLoop,
    body: &Block,
    idx_decl: Option<&Declarator>,
    idx: &str,
    like: &Declarator,
    idx_value: Expr,
    skip: &[&Declarator],
) -> Stmt {
    let span = fl.span;
    let idx_declarator = match idx_decl {
        Some(d) => Declarator {
            init: Some(Initializer::Expr(idx_value)),
            ..d.clone()
        },
        None => {
            let mut ty = like.ty.clone();
            ty.scalar = Scalar::Long;
            ty.is_const = false;
            Declarator {
                name: Some(Ident {
                    name: idx.to_string(),
                    span,
                }),
                ty,
                init: Some(Initializer::Expr(idx_value)),
                span,
                decl_span: span,
            }
        }
    };
    let mut stmts = vec![Stmt {
        kind: StmtKind::Decl(Declaration {
            decls: vec![idx_declarator],
            span,
        }),
        span,
    }];
    for st in &body.stmts {
        match &st.kind {
            StmtKind::Decl(d) => {
                let rest: Vec<Declarator> = d
                    .decls
                    .iter()
                    .filter(|x| !skip.iter().any(|s| std::ptr::eq(*x, *s)))
                    .cloned()
                    .collect();
                if !rest.is_empty() {
                    stmts.push(Stmt {
                        kind: StmtKind::Decl(Declaration {
                            decls: rest,
                            span: d.span,
                        }),
                        span: st.span,
                    });
                }
            }
            _ => stmts.push(st.clone()),
        }
    }
    Stmt {
        kind: StmtKind::Block(Block {
            stmts,
            span: body.span,
        }),
        span: fl.body.span,
    }
}

fn rewrite(fl: &ForLoop) -> Option<ForLoop> {
    let (idx, hi, body, idx_decl) = linear_loop(fl)?;
    let (a, b) = match &hi.kind {
        ExprKind::Binary(BinOp::Mul, a, b) => (unparen(a), unparen(b)),
        _ => return None,
    };
    // The leading declarations: find `i = idx / W` and `j = idx % W`.
    let mut div: Option<(&Declarator, &Expr)> = None;
    let mut rem: Option<(&Declarator, &Expr)> = None;
    // Names the declarators before each read (an outer `i` read before `int i = idx / nx;`
    // would become the loop's).
    let mut read_before: Vec<String> = Vec::new();
    let (mut read_before_i, mut read_before_j) = (Vec::new(), Vec::new());
    for st in &body.stmts {
        let StmtKind::Decl(d) = &st.kind else { break };
        for dd in &d.decls {
            if let Some((_, w)) = split_of(dd, &idx, BinOp::Div) {
                if div.is_none() {
                    div = Some((dd, w));
                    read_before_i = read_before.clone();
                }
            } else if let Some((_, w)) = split_of(dd, &idx, BinOp::Rem) {
                if rem.is_none() {
                    rem = Some((dd, w));
                    read_before_j = read_before.clone();
                }
            }
            if let Some(Initializer::Expr(e)) = &dd.init {
                e.walk(&mut |x| {
                    if let Some(n) = x.as_ident() {
                        read_before.push(n.to_string());
                    }
                });
            }
        }
    }
    let ((di, w1), (dj, w2)) = (div?, rem?);
    if read_before_i.contains(&di.name.as_ref()?.name)
        || read_before_j.contains(&dj.name.as_ref()?.name)
    {
        return None;
    }
    if w1.to_c() != w2.to_c() {
        return None;
    }
    let x = if a.to_c() == w1.to_c() {
        b
    } else if b.to_c() == w1.to_c() {
        a
    } else {
        return None;
    };
    let (iname, jname) = (&di.name.as_ref()?.name, &dj.name.as_ref()?.name);
    // A scalar for each, not pointers or arrays.
    if di.ty.rank() != 0 || dj.ty.rank() != 0 || di.ty.pointers + dj.ty.pointers != 0 {
        return None;
    }
    let mut avoid = vec![idx.clone(), iname.clone(), jname.clone()];
    let body_assigns: Vec<String> = crate::index_locals::assigned_names(&mut (*fl.body).clone())
        .into_iter()
        .collect();
    if body_assigns
        .iter()
        .any(|n| *n == idx || n == iname || n == jname)
    {
        return None;
    }
    avoid.extend(body_assigns);
    if !invariant(w1, &avoid) || !invariant(x, &avoid) {
        return None;
    }
    // The inner body: `T idx = i * W + j;`, then the body without the two declarators.
    let span = fl.span;
    let idx_value = bin(
        BinOp::Add,
        bin(
            BinOp::Mul,
            ident(iname, span),
            match w1.kind {
                ExprKind::Ident(_) | ExprKind::Int(..) => w1.clone(),
                _ => Expr {
                    kind: ExprKind::Paren(Box::new(w1.clone())),
                    span: w1.span,
                },
            },
            span,
        ),
        ident(jname, span),
        span,
    );
    let inner_body = inner_body(fl, body, idx_decl, &idx, di, idx_value, &[di, dj]);
    let j_loop = counted(dj, w1.clone(), inner_body, span);
    let StmtKind::For(i_loop) = counted(di, x.clone(), j_loop, span).kind else {
        unreachable!("counted makes a loop")
    };
    Some(i_loop)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_text(body: &str, nest: &str) -> String {
        let src = format!(
            "void f(int nx, int ny, int nz, float *u, float *v) {{\n\
             #pragma mint parallel\n{{\n\
             #pragma mint for {nest}\n{body}\n}}\n}}"
        );
        let tu = linear_loops(&mint_lang::parse(&src).unwrap());
        let mut text = String::new();
        crate::test_util::first_nest(&tu).walk(&mut |x| match &x.kind {
            StmtKind::For(fl) => {
                text.push_str(&format!(
                    "for {} < {};\n",
                    fl.var().unwrap(),
                    match &fl.cond.as_ref().unwrap().kind {
                        ExprKind::Binary(_, _, hi) => hi.to_c(),
                        _ => String::new(),
                    }
                ));
            }
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    if let Some(Initializer::Expr(e)) = &dd.init {
                        text.push_str(&format!(
                            "{} = {};\n",
                            dd.name.as_ref().unwrap().name,
                            e.to_c()
                        ));
                    }
                }
            }
            _ => {}
        });
        text
    }

    #[test]
    fn a_linear_index_loop_becomes_two_loops() {
        let t = nest_text(
            "for (int idx = 0; idx < ny * nx; idx++) {\n\
             int i = idx / nx, j = idx % nx, c = 2;\n\
             if (i > 0) v[idx] = u[idx - 1] * c;\n}",
            "nest(all)",
        );
        assert_eq!(t, "for i < ny;\nfor j < nx;\nidx = i * nx + j;\nc = 2;\n");
    }

    #[test]
    fn a_three_dimensional_linear_index_loop_becomes_three_loops() {
        let nest = |body: &str| {
            format!(
                "for (int idx = 0; idx < nz * ny * nx; idx++) {{\n{body}\nv[idx] = u[idx + 1];\n}}"
            )
        };
        let want = "for k < nz;\nfor j < ny;\nfor i < nx;\nidx = (k * ny + j) * nx + i;\n";
        for body in [
            "int k = idx / (nx * ny); int j = (idx / nx) % ny; int i = idx % nx;",
            "int i = idx % nx, j = idx / nx % ny, k = idx / (ny * nx);",
            "int k = idx / (ny * nx); int j = (idx % (nx * ny)) / nx; int i = idx % nx;",
        ] {
            assert_eq!(nest_text(&nest(body), "nest(all)"), want, "{body}");
        }
        // The bound's factors in another order: the planes are the factor left over.
        let t = nest_text(
            "for (int idx = 0; idx < nx * (ny * nz); idx++) { int k = idx / (nx * ny), j = (idx / nx) % ny, i = idx % nx; v[idx] = u[idx]; }",
            "nest(all)",
        );
        assert!(
            t.starts_with("for k < nz;\nfor j < ny;\nfor i < nx;\n"),
            "{t}"
        );
    }

    #[test]
    fn remainders_spelled_out_are_read_as_remainders() {
        let want = "for k < nz;\nfor j < ny;\nfor i < nx;\nidx = (k * ny + j) * nx + i;\n";
        for body in [
            "int k = idx / (nx * ny); int rem = idx - k * nx * ny; int j = rem / nx; int i = rem - j * nx;",
            "int k = idx / (nx * ny); int rem = idx % (nx * ny); int j = rem / nx; int i = rem % nx;",
        ] {
            let t = nest_text(
                &format!("for (int idx = 0; idx < nz * ny * nx; idx++) {{\n{body}\nv[idx] = u[idx + 1];\n}}"),
                "nest(all)",
            );
            assert!(t.starts_with(want), "{body}\n{t}");
        }
        // 2-D: `j = idx - i * nx`.
        let t = nest_text(
            "for (int idx = 0; idx < ny * nx; idx++) { int i = idx / nx; int j = idx - i * nx; v[idx] = u[idx]; }",
            "nest(all)",
        );
        assert_eq!(t, "for i < ny;\nfor j < nx;\nidx = i * nx + j;\n");
        // Not the remainder: `idx - k * nx` with k = idx / (nx * ny).
        let t = nest_text(
            "for (int idx = 0; idx < nz * ny * nx; idx++) { int k = idx / (nx * ny); int rem = idx - k * nx; int j = rem / nx; int i = rem % nx; v[idx] = u[idx]; }",
            "nest(all)",
        );
        assert!(t.starts_with("for idx <"), "{t}");
    }

    #[test]
    fn three_dimensional_forms_that_do_not_match_stay() {
        for body in [
            // the row's modulus is not the bound's other factor
            "for (int idx = 0; idx < nz * ny * nx; idx++) { int k = idx / (nx * ny), j = (idx / nx) % nz, i = idx % nx; v[idx] = u[idx]; }",
            // the plane's divisor is not W·H
            "for (int idx = 0; idx < nz * ny * nx; idx++) { int k = idx / (nx * nz), j = (idx / nx) % ny, i = idx % nx; v[idx] = u[idx]; }",
            // the column's divisor differs from the row's
            "for (int idx = 0; idx < nz * ny * nx; idx++) { int k = idx / (nx * ny), j = (idx / nx) % ny, i = idx % ny; v[idx] = u[idx]; }",
            // no row
            "for (int idx = 0; idx < nz * ny * nx; idx++) { int k = idx / (nx * ny), i = idx % nx; v[idx] = u[idx]; }",
            // the body assigns a size
            "for (int idx = 0; idx < nz * ny * nx; idx++) { int k = idx / (nx * ny), j = (idx / nx) % ny, i = idx % nx; ny = 2; v[idx] = u[idx]; }",
        ] {
            let t = nest_text(body, "nest(all)");
            assert!(t.starts_with("for idx <"), "{body}\n{t}");
        }
    }

    #[test]
    fn other_forms_stay() {
        for (body, nest) in [
            // nest(1): the kernel would keep a serial loop per thread
            (
                "for (int idx = 0; idx < ny * nx; idx++) { int i = idx / nx, j = idx % nx; v[idx] = u[idx]; }",
                "nest(1)",
            ),
            // the divisor is not a factor of the bound
            (
                "for (int idx = 0; idx < ny * nx; idx++) { int i = idx / ny, j = idx % nx; v[idx] = u[idx]; }",
                "nest(all)",
            ),
            // a bound that is not a product
            (
                "for (int idx = 0; idx < nx; idx++) { int i = idx / nx, j = idx % nx; v[idx] = u[idx]; }",
                "nest(all)",
            ),
            // the body assigns a size
            (
                "for (int idx = 0; idx < ny * nx; idx++) { int i = idx / nx, j = idx % nx; nx = 3; v[idx] = u[idx]; }",
                "nest(all)",
            ),
        ] {
            let t = nest_text(body, nest);
            assert!(t.starts_with("for idx <"), "{body}\n{t}");
        }
    }
}
