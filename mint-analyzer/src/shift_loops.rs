//! Loops renumbered so that a nest writes at its point: the habit of codes ported from Fortran
//! (1-based macros, `#define V(i, j) v[((j) - 1) * nx + (i) - 1]` over `i = 2 .. nx - 1`) and of
//! loops that count from 0 and write one further (`for (i = 0; i < n - 2; i++) b[i + 1] = ...`).
//!
//! ```c
//! for (j = 2; j <= ny - 1; j++)              for (j = 1; j < ny - 1; j++)
//!   for (i = 2; i <= nx - 1; i++)      =>      for (i = 1; i < nx - 1; i++)
//!     v[j - 1][i - 1] = u[j - 1][i - 2] ...      v[j][i] = u[j][i - 1] ...
//! ```
//!
//! A nest whose writes are at an offset from the point is a stencil that runs, but not fused
//! (temporal blocking needs the write at the point); renumbered, it is the nest written the
//! other way.
//!
//! Invariants:
//! - Only a `mint for` nest of counted loops ([`crate::guard_bounds::range`]) changes, after
//!   the flat subscripts are multi-dimensional ([`crate::flat_arrays::delinearize_unit`]), and
//!   only where every array element its innermost body writes (assignments, increments) has
//!   subscripts `v + c` (`v` one of the nest's variables, `c` a constant) that give each variable
//!   one offset `c` over all writes, some of them not 0, and the body assigns none of the
//!   variables.
//! - A variable with offset `c` runs over its range plus `c` and reads as `v - c` wherever the
//!   body (inner loops' bounds included) uses it, folded into `v + k` subscripts: the same
//!   elements in the same order of iterations, each written at its point.

use crate::for_nests::map_nests;
use crate::guard_bounds::{inner, inner_mut, range, set_bounds, Range};
use mint_lang::ast::*;
use std::collections::HashMap;

/// `tu` with its nests renumbered where they write off their point (see the module docs).
pub fn shift_loops(tu: &TranslationUnit) -> TranslationUnit {
    map_nests(tu, |_, body| {
        if let Some(shifts) = plan(body) {
            apply(body, &shifts);
        }
    })
}

/// `v + c` of a subscript: the variable and the constant.
fn var_plus(e: &Expr) -> Option<(&str, i64)> {
    match &e.kind {
        ExprKind::Paren(a) => var_plus(a),
        ExprKind::Ident(v) => Some((v, 0)),
        ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => match (&a.kind, &b.kind, op) {
            (ExprKind::Ident(v), ExprKind::Int(k, _), BinOp::Add) => Some((v, *k)),
            (ExprKind::Ident(v), ExprKind::Int(k, _), BinOp::Sub) => Some((v, -k)),
            (ExprKind::Int(k, _), ExprKind::Ident(v), BinOp::Add) => Some((v, *k)),
            _ => None,
        },
        _ => None,
    }
}

/// The offset of each loop variable where the nest's writes are all at one offset per
/// variable, some not 0; else `None`.
fn plan(body: &Stmt) -> Option<HashMap<String, i64>> {
    let mut ranges: Vec<Range> = Vec::new();
    let mut s = inner(body);
    while let StmtKind::For(fl) = &s.kind {
        ranges.push(range(fl)?);
        s = inner(&fl.body);
    }
    if ranges.is_empty() {
        return None;
    }
    let vars: Vec<&str> = ranges.iter().map(|r| r.var.as_str()).collect();
    let mut offsets: HashMap<String, i64> = HashMap::new();
    // The body may neither assign a loop variable nor declare one again.
    let assigned = crate::guard_bounds::assigned(s);
    if vars.iter().any(|v| assigned.iter().any(|a| a == v)) {
        return None;
    }
    let mut ok = true;
    let mut writes = 0;
    s.walk(&mut |st| {
        let StmtKind::Expr(e) = &st.kind else { return };
        e.walk(&mut |x| {
            let target = match &x.kind {
                ExprKind::Assign(_, t, _) | ExprKind::PostIncDec(_, t) => t,
                ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, t) => t,
                _ => return,
            };
            let Some((_, subs, _)) = target.as_subscript() else {
                return;
            };
            writes += 1;
            for sub in subs {
                match var_plus(sub) {
                    Some((v, c)) if vars.contains(&v) => {
                        if *offsets.entry(v.to_string()).or_insert(c) != c {
                            ok = false;
                        }
                    }
                    _ => ok = false,
                }
            }
        });
    });
    if !ok || writes == 0 || offsets.values().all(|c| *c == 0) {
        return None;
    }
    offsets.retain(|_, c| *c != 0);
    Some(offsets)
}

/// Renumber the loops of `body` by `shifts` (variable -> offset).
fn apply(body: &mut Stmt, shifts: &HashMap<String, i64>) {
    let s = inner_mut(body);
    let StmtKind::For(fl) = &mut s.kind else {
        // The innermost body: every use of a shifted variable.
        let mut exprs = Vec::new();
        crate::flat_arrays::stmt_exprs(s, &mut exprs);
        for e in exprs {
            subst(e, shifts);
        }
        return;
    };
    // The bounds may read outer variables (shifted before this loop's own).
    if let Some(Expr {
        kind: ExprKind::Binary(_, _, hi),
        ..
    }) = &mut fl.cond
    {
        subst(hi, shifts);
    }
    match &mut fl.init {
        ForInit::Decl(d) => {
            if let Some(Initializer::Expr(e)) = &mut d.decls[0].init {
                subst(e, shifts);
            }
        }
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, _, e),
            ..
        }) => subst(e, shifts),
        _ => {}
    }
    if let Some(r) = range(fl) {
        if let Some(&c) = shifts.get(&r.var) {
            set_bounds(fl, &r.lo.plus(c), &r.hi.plus(c), fl.span);
        }
    }
    apply(&mut fl.body, shifts);
}

/// `e` with every shifted variable `v` read as `v - c`: `v + k` folded to `v + (k - c)`,
/// parenthesized except as a whole subscript.
fn subst(e: &mut Expr, shifts: &HashMap<String, i64>) {
    subst_in(e, shifts, false);
}

fn subst_in(e: &mut Expr, shifts: &HashMap<String, i64>, subscript: bool) {
    if let ExprKind::Index(base, idx) = &mut e.kind {
        subst_in(base, shifts, false);
        subst_in(idx, shifts, true);
        return;
    }
    if let Some((v, k)) = var_plus(e) {
        if let Some(&c) = shifts.get(v) {
            let (v, span) = (v.to_string(), e.span);
            let var = Expr {
                kind: ExprKind::Ident(v),
                span,
            };
            let k = k - c;
            *e = match k {
                0 => var,
                _ => Expr {
                    kind: ExprKind::Binary(
                        if k > 0 { BinOp::Add } else { BinOp::Sub },
                        Box::new(var),
                        Box::new(Expr {
                            kind: ExprKind::Int(k.abs(), k.abs().to_string()),
                            span,
                        }),
                    ),
                    span,
                },
            };
            if !subscript && !matches!(e.kind, ExprKind::Ident(_)) {
                *e = Expr {
                    kind: ExprKind::Paren(Box::new(e.clone())),
                    span,
                };
            }
            return;
        }
    }
    crate::inline::each_child(e, &mut |c| subst_in(c, shifts, false));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shifted(body: &str) -> String {
        let src = format!(
            "void f(int n, int m, double u[n][m], double v[n][m]) {{\n\
             #pragma mint parallel\n{{\n\
             #pragma mint for nest(all)\n{body}\n}}\n}}"
        );
        let tu = shift_loops(&mint_lang::parse(&src).unwrap());
        let mut text = String::new();
        crate::test_util::first_nest(&tu).walk(&mut |x| match &x.kind {
            StmtKind::For(fl) => {
                let r = range(fl).unwrap();
                text.push_str(&format!(
                    "for {} = {} .. {};\n",
                    r.var,
                    r.lo.expr(fl.span).to_c(),
                    r.hi.expr(fl.span).to_c()
                ));
            }
            StmtKind::Expr(e) => text.push_str(&format!("{};\n", e.to_c())),
            _ => {}
        });
        text
    }

    #[test]
    fn writes_off_the_point_are_renumbered_to_it() {
        assert_eq!(
            shifted(
                "for (int j = 2; j <= n - 1; j++) for (int i = 2; i <= m - 1; i++) \
                 v[j - 1][i - 1] = u[j - 1][i - 2] + u[j][i - 1] + (double)i;"
            ),
            "for j = 1 .. n - 1;\nfor i = 1 .. m - 1;\nv[j][i] = u[j][i - 1] + u[j + 1][i] + (double)(i + 1);\n"
        );
        // One variable only; the other written at its point.
        assert_eq!(
            shifted("for (int j = 0; j < n; j++) for (int i = 0; i < m - 2; i++) v[j][i + 1] = u[j][i] + u[j][i + 2];"),
            "for j = 0 .. n;\nfor i = 1 .. m - 1;\nv[j][i] = u[j][i - 1] + u[j][i + 1];\n"
        );
    }

    #[test]
    fn other_nests_stay() {
        for body in [
            // at the point already
            "for (int j = 1; j < n - 1; j++) for (int i = 1; i < m - 1; i++) v[j][i] = u[j][i];",
            // two writes at different offsets
            "for (int j = 1; j < n - 1; j++) for (int i = 1; i < m - 1; i++) { v[j][i - 1] = u[j][i]; v[j][i] = 1; }",
            // a subscript that is not variable + constant
            "for (int j = 1; j < n - 1; j++) for (int i = 1; i < m - 1; i++) v[j][2 * i - 1] = u[j][i];",
            // the body assigns a loop variable
            "for (int j = 1; j < n - 1; j++) for (int i = 1; i < m - 1; i++) { v[j - 1][i] = u[j][i]; i = i + 0; }",
        ] {
            let t = shifted(body);
            let src_lo = if body.contains("j = 1") { "for j = 1 .. n - 1;" } else { "" };
            assert!(t.starts_with(src_lo), "{body}\n{t}");
            assert!(!t.contains("v[j][i] = u[j][i - 1]") || body.contains("v[j][i] = u[j][i];"), "{body}\n{t}");
        }
    }
}
