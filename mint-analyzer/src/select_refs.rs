//! Clamped neighbours as selected stencil references: a pass before analysis that moves a
//! choice between two neighbours out of the subscript, so that every reference of the nest is
//! `loop variable ± c` and the nest is a stencil for every kernel writer (shared-memory tiles,
//! register planes, temporal blocking, several GPUs):
//!
//! ```c
//! t[z][y][(x == 0) ? x : x - 1]        =>   ((x == 0) ? t[z][y][x] : t[z][y][x - 1])
//! ```
//!
//! A kernel then reads both neighbours where it stages them (a register, a shared-memory slot,
//! a stage's window) and keeps the one the condition picks, which is the boundary rule of the
//! source (clamp to the edge, or any other choice between two neighbours).
//!
//! Invariants:
//! - Only subscripts of named arrays inside `mint for` bodies change, and only a subscript that
//!   is (through parentheses and integer casts) `c ? a : b` with `a` and `b` both `v ± k` of the
//!   same variable and `c` integer index arithmetic (no call, array, assignment or increment).
//!   The result reads the element C reads: the same condition picks the same subscript, and a
//!   branch is evaluated only where C evaluates it.
//! - Nested choices (`x == 0 ? x : (x == 1 ? x - 1 : x - 2)`) and several such subscripts of one
//!   reference are all moved out. Anything else (`MIN(x + 1, n - 1)`, a wrap `(x + 1) % n`) is
//!   left to [`crate::nominal`].

use crate::delinearize::{index_arithmetic, name_plus_const};
use crate::flat_arrays::stmt_exprs;
use mint_lang::ast::*;

/// Move two-neighbour choices out of the subscripts of `tu`'s nests (see the module docs).
pub fn select_refs(tu: &TranslationUnit) -> TranslationUnit {
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        for s in &mut body.stmts {
            visit(s);
        }
    }
    out
}

fn visit(s: &mut Stmt) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let (Directive::For(_), Some(body)) = (&m.directive, &mut m.body) {
            let mut exprs = Vec::new();
            stmt_exprs(body, &mut exprs);
            for e in exprs {
                rewrite(e);
            }
            return;
        }
    }
    for c in s.children_mut() {
        visit(c);
    }
}

fn rewrite(e: &mut Expr) {
    if let Some(sel) = hoisted(e) {
        *e = sel;
        return;
    }
    crate::inline::each_child(e, &mut rewrite);
}

/// `e` with the first selecting subscript moved out, everything below rewritten too; `None`
/// when `e` is not a reference with such a subscript.
fn hoisted(e: &Expr) -> Option<Expr> {
    let (_, subs, _) = e.as_subscript()?;
    let (k, cond, a, b) = subs.iter().enumerate().find_map(|(k, s)| {
        let (c, a, b) = selecting(s)?;
        Some((k, c, a, b))
    })?;
    let with = |pick: &Expr| {
        let mut r = replace_sub(e, subs.len() - 1 - k, &with_branch(subs[k], pick));
        rewrite(&mut r);
        r
    };
    let span = e.span;
    Some(Expr {
        kind: ExprKind::Paren(Box::new(Expr {
            kind: ExprKind::Ternary(Box::new(cond.clone()), Box::new(with(a)), Box::new(with(b))),
            span,
        })),
        span,
    })
}

/// `(cond, a, b)` of a subscript `cond ? a : b` whose branches are `v ± k` of one variable, or
/// themselves such choices.
fn selecting(s: &Expr) -> Option<(&Expr, &Expr, &Expr)> {
    let mut e = s;
    loop {
        match &e.kind {
            ExprKind::Paren(x) => e = x,
            ExprKind::Cast(t, x) if t.rank() == 0 && t.scalar.is_integer() => e = x,
            _ => break,
        }
    }
    let ExprKind::Ternary(c, a, b) = &e.kind else {
        return None;
    };
    if !index_arithmetic(c) {
        return None;
    }
    let (va, vb) = (branch_var(a)?, branch_var(b)?);
    (va == vb).then_some((&**c, &**a, &**b))
}

/// The variable of a branch `v ± k`, or of every branch of a nested choice.
fn branch_var(e: &Expr) -> Option<String> {
    if let Some((v, _)) = name_plus_const(e, None) {
        return Some(v);
    }
    let (_, a, b) = selecting(e)?;
    let (va, vb) = (branch_var(a)?, branch_var(b)?);
    (va == vb).then_some(va)
}

/// Subscript `sub` with its choice (under parentheses and casts) replaced by `branch`: the
/// casts stay.
fn with_branch(sub: &Expr, branch: &Expr) -> Expr {
    match &sub.kind {
        ExprKind::Paren(x) => Expr {
            kind: ExprKind::Paren(Box::new(with_branch(x, branch))),
            span: sub.span,
        },
        ExprKind::Cast(t, x) => Expr {
            kind: ExprKind::Cast(t.clone(), Box::new(with_branch(x, branch))),
            span: sub.span,
        },
        _ => branch.clone(),
    }
}

/// The reference `e` (an index chain) with its subscript `depth` levels below the top (0: the
/// last subscript) replaced by `by`.
fn replace_sub(e: &Expr, depth: usize, by: &Expr) -> Expr {
    let mut r = e.clone();
    let mut cur = &mut r;
    for _ in 0..depth {
        let ExprKind::Index(base, _) = &mut cur.kind else {
            unreachable!("as_subscript gave this many subscripts")
        };
        cur = base;
    }
    if let ExprKind::Index(_, idx) = &mut cur.kind {
        **idx = by.clone();
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body_after(src: &str) -> String {
        let tu = select_refs(&mint_lang::parse(src).expect("parses"));
        let mut text = String::new();
        for item in &tu.items {
            let Item::Function(f) = item else { continue };
            for s in &f.body.as_ref().unwrap().stmts {
                s.walk(&mut |x| {
                    if let StmtKind::Expr(e) = &x.kind {
                        text.push_str(&e.to_c());
                        text.push('\n');
                    }
                });
            }
        }
        text
    }

    fn nest(stmt: &str) -> String {
        format!(
            "void f(int n, double a[n][n], double b[n][n]) {{\n#pragma mint for nest(all)\n\
             for (int y = 0; y < n; y++) for (int x = 0; x < n; x++)\n{stmt}\n}}\n"
        )
    }

    #[test]
    fn clamped_neighbours_become_selected_references() {
        let got = body_after(&nest(
            "b[y][x] = a[y][(x == 0) ? x : x - 1] + a[y > 0 ? y - 1 : y][(int)(x == n - 1 ? x : x + 1)];",
        ));
        assert_eq!(
            got,
            "b[y][x] = ((x == 0) ? a[y][x] : a[y][x - 1]) + (y > 0 ? (x == n - 1 ? a[y - 1][(int)(x)] : a[y - 1][(int)(x + 1)]) : (x == n - 1 ? a[y][(int)(x)] : a[y][(int)(x + 1)]))\n"
        );
    }

    #[test]
    fn nested_choices_are_moved_out_and_others_left() {
        let got = body_after(&nest(
            "b[y][x] = a[y][x == 0 ? x : (x == 1 ? x - 1 : x - 2)];",
        ));
        assert_eq!(
            got,
            "b[y][x] = (x == 0 ? a[y][x] : (x == 1 ? a[y][(x - 1)] : a[y][(x - 2)]))\n"
        );
        // A clamp to a bound, a wrap, a choice between two variables: left as they are.
        for s in [
            "b[y][x] = a[y][x + 1 < n - 1 ? x + 1 : n - 1];",
            "b[y][x] = a[y][(x + 1) % n];",
            "b[y][x] = a[y][x > 0 ? x - 1 : y];",
            "b[y][x] = a[y][b[0][0] > 0 ? x - 1 : x];",
        ] {
            let got = body_after(&nest(s));
            assert!(!got.starts_with("b[y][x] = ("), "{s}: {got}");
        }
    }
}
