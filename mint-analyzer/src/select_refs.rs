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
//!   A branch that is not `v ± k` still counts, as `v`, where the condition pins `v` to its value
//!   wherever that branch is taken: `y == 0 ? 0 : y - 1`, or `y > 0 ? y - 1 : 0` when the loop
//!   over `y` starts at 0 (`v <= first`, `v >= last` of its counted loop `for (v = first; v <
//!   last + 1; v++)`). The result reads the element C reads: the same condition picks the same
//!   subscript, and a branch is evaluated only where C evaluates it.
//! - Nested choices (`x == 0 ? x : (x == 1 ? x - 1 : x - 2)`) and several such subscripts of one
//!   reference are all moved out. Anything else (`MIN(x + 1, n - 1)`, a wrap `(x + 1) % n`) is
//!   left to [`crate::nominal`].
//! - The reference a condition does not pick may lie outside the array (`t[x - 1]` at `x = 0`),
//!   where C never reads it: a kernel shape that loads every referenced offset without guarding
//!   it by the array's extents must leave such nests alone (`mint_opt::selects_between_refs`).

use crate::delinearize::{index_arithmetic, name_plus_const, same_value};
use crate::flat_arrays::stmt_exprs;
use mint_lang::ast::*;
use std::collections::HashMap;

/// Move two-neighbour choices out of the subscripts of `tu`'s nests (see the module docs).
pub fn select_refs(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_nests(tu, |_, body| {
        let cx = Cx {
            bounds: loop_bounds(body),
        };
        let mut exprs = Vec::new();
        stmt_exprs(body, &mut exprs);
        for e in exprs {
            cx.rewrite(e);
        }
    })
}

/// The first and last values of the counted loops of a nest (`for (v = lo; v < hi; v++)`: `lo`
/// and `hi - 1`), by variable.
fn loop_bounds(s: &Stmt) -> HashMap<String, (Expr, Expr)> {
    let mut out = HashMap::new();
    s.walk(&mut |x| {
        let StmtKind::For(fl) = &x.kind else { return };
        let Some(v) = fl.var() else { return };
        let lo = match &fl.init {
            ForInit::Decl(d) => match d.decls.first().and_then(|dd| dd.init.as_ref()) {
                Some(Initializer::Expr(e)) => e.clone(),
                _ => return,
            },
            ForInit::Expr(Expr {
                kind: ExprKind::Assign(None, _, e),
                ..
            }) => (**e).clone(),
            _ => return,
        };
        let unit_step = fl.step.as_ref().is_some_and(|st| match &st.kind {
            ExprKind::PostIncDec(true, a) | ExprKind::Unary(UnOp::PreInc, a) => {
                a.as_ident() == Some(v)
            }
            ExprKind::Assign(Some(BinOp::Add), a, b) => {
                a.as_ident() == Some(v) && crate::nest::int_const(b) == Some(1)
            }
            _ => false,
        });
        let last = match fl.cond.as_ref().map(|c| &c.kind) {
            Some(ExprKind::Binary(BinOp::Lt, a, b)) if a.as_ident() == Some(v) => plus(b, -1),
            Some(ExprKind::Binary(BinOp::Le, a, b)) if a.as_ident() == Some(v) => (**b).clone(),
            _ => return,
        };
        if unit_step {
            out.insert(v.to_string(), (lo, last));
        }
    });
    out
}

/// `e + k` as an expression.
fn plus(e: &Expr, k: i64) -> Expr {
    let span = e.span;
    Expr {
        kind: ExprKind::Binary(
            if k < 0 { BinOp::Sub } else { BinOp::Add },
            Box::new(Expr {
                kind: ExprKind::Paren(Box::new(e.clone())),
                span,
            }),
            Box::new(Expr {
                kind: ExprKind::Int(k.abs(), k.abs().to_string()),
                span,
            }),
        ),
        span,
    }
}

struct Cx {
    bounds: HashMap<String, (Expr, Expr)>,
}

impl Cx {
    fn rewrite(&self, e: &mut Expr) {
        if let Some(sel) = self.hoisted(e) {
            *e = sel;
            return;
        }
        crate::inline::each_child(e, &mut |c| self.rewrite(c));
    }

    /// `e` with the first selecting subscript moved out, everything below rewritten too;
    /// `None` when `e` is not a reference with such a subscript.
    fn hoisted(&self, e: &Expr) -> Option<Expr> {
        let (_, subs, _) = e.as_subscript()?;
        let (k, cond, a, b) = subs.iter().enumerate().find_map(|(k, s)| {
            let (c, a, b) = self.selecting(s)?;
            Some((k, c, a, b))
        })?;
        let with = |pick: &Expr| {
            let mut r = replace_sub(e, subs.len() - 1 - k, &with_branch(subs[k], pick));
            self.rewrite(&mut r);
            r
        };
        let span = e.span;
        Some(Expr {
            kind: ExprKind::Paren(Box::new(Expr {
                kind: ExprKind::Ternary(
                    Box::new(cond.clone()),
                    Box::new(with(&a)),
                    Box::new(with(&b)),
                ),
                span,
            })),
            span,
        })
    }

    /// `(cond, a, b)` of a subscript `cond ? a : b` whose branches are `v ± k` of one variable
    /// (or such choices themselves); a branch that is not, but is the value the condition pins
    /// `v` to where it is taken (`y == 0 ? 0 : y - 1`, `y > 0 ? y - 1 : 0` over `y` from 0),
    /// is given as `v`.
    fn selecting<'e>(&self, s: &'e Expr) -> Option<(&'e Expr, Expr, Expr)> {
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
        match (self.branch_var(a), self.branch_var(b)) {
            (Some(va), Some(vb)) if va == vb => Some((&**c, (**a).clone(), (**b).clone())),
            (Some(v), None) => {
                let p = self.pinned(c, false, &v)?;
                same_value(b, &p).then(|| (&**c, (**a).clone(), ident(&v, b.span)))
            }
            (None, Some(v)) => {
                let p = self.pinned(c, true, &v)?;
                same_value(a, &p).then(|| (&**c, ident(&v, a.span), (**b).clone()))
            }
            _ => None,
        }
    }

    /// The loop variable of a branch `v ± k`, or of every branch of a nested choice.
    fn branch_var(&self, e: &Expr) -> Option<String> {
        if let Some((v, _)) = name_plus_const(e, None) {
            return self.bounds.contains_key(&v).then_some(v);
        }
        let (_, a, b) = self.selecting(e)?;
        let (va, vb) = (self.branch_var(&a)?, self.branch_var(&b)?);
        (va == vb).then_some(va)
    }

    /// The one value `v` can have where `cond` is `holds` (its loop's range included), if the
    /// condition pins it: `v == e`; `v <= lo`, `v < lo + 1` at the first value; `v >= last`,
    /// `v > last - 1` at the last.
    fn pinned(&self, cond: &Expr, holds: bool, v: &str) -> Option<Expr> {
        let mut c = cond;
        while let ExprKind::Paren(x) = &c.kind {
            c = x;
        }
        let ExprKind::Binary(op, l, r) = &c.kind else {
            return None;
        };
        // `v op e`, with `e op v` turned around.
        let (op, e) = if l.as_ident() == Some(v) {
            (*op, &**r)
        } else if r.as_ident() == Some(v) {
            let flipped = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Le => BinOp::Ge,
                BinOp::Gt => BinOp::Lt,
                BinOp::Ge => BinOp::Le,
                other => *other,
            };
            (flipped, &**l)
        } else {
            return None;
        };
        let op = if holds {
            op
        } else {
            match op {
                BinOp::Eq => BinOp::Ne,
                BinOp::Ne => BinOp::Eq,
                BinOp::Lt => BinOp::Ge,
                BinOp::Le => BinOp::Gt,
                BinOp::Gt => BinOp::Le,
                BinOp::Ge => BinOp::Lt,
                _ => return None,
            }
        };
        let (lo, last) = self.bounds.get(v).cloned().unzip();
        let at = |bound: Option<Expr>, limit: Expr| bound.filter(|b| same_value(b, &limit));
        match op {
            BinOp::Eq => Some(e.clone()),
            BinOp::Le => at(lo, e.clone()),
            BinOp::Lt => at(lo, plus(e, -1)),
            BinOp::Ge => at(last, e.clone()),
            BinOp::Gt => at(last, plus(e, 1)),
            _ => None,
        }
    }
}

fn ident(v: &str, span: mint_lang::Span) -> Expr {
    Expr {
        kind: ExprKind::Ident(v.to_string()),
        span,
    }
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
        crate::test_util::unit_exprs(&select_refs(&mint_lang::parse(src).expect("parses")))
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
    fn a_bound_the_condition_pins_counts_as_the_variable() {
        // Over y from 0 and x below n: `0` where `y > 0` fails is y, `n - 1` where `x < n - 1`
        // fails is x.
        let got = body_after(&nest(
            "b[y][x] = a[y > 0 ? y - 1 : 0][x] + a[y == 0 ? 0 : y - 1][x] + a[y][x < n - 1 ? x + 1 : n - 1];",
        ));
        assert_eq!(
            got,
            "b[y][x] = (y > 0 ? a[y - 1][x] : a[y][x]) + (y == 0 ? a[y][x] : a[y - 1][x]) + (x < n - 1 ? a[y][x + 1] : a[y][x])\n"
        );
        // Over y from 1, `0` is not y where `y > 0` fails: left to the per-point check.
        let from1 = nest("b[y][x] = a[y > 0 ? y - 1 : 0][x];").replace("int y = 0", "int y = 1");
        let got = body_after(&from1);
        assert!(!got.starts_with("b[y][x] = ("), "{got}");
        // A clamp to a bound written with MIN: left to the per-point check.
        let got = body_after(&nest(
            "b[y][x] = a[y][(x + 1) < (n - 1) ? (x + 1) : (n - 1)];",
        ));
        assert!(!got.starts_with("b[y][x] = ("), "{got}");
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
