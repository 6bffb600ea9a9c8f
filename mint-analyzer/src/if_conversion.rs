//! If-conversion: a pass before analysis that writes an `if`/`else` whose branches each assign
//! one value to the same place as one assignment of a conditional expression, in the bodies of
//! `mint for` nests:
//!
//! ```c
//! if (vx[i][j] > 0)                          flux = vx[i][j] > 0
//!     flux = vx[i][j] * (q[i][j] - q[i][j - 1]);    ? vx[i][j] * (q[i][j] - q[i][j - 1])
//! else                                  =>         : vx[i][j] * (q[i][j + 1] - q[i][j]);
//!     flux = vx[i][j] * (q[i][j + 1] - q[i][j]);
//! ```
//!
//! (upwind differences, limiters, `else if` chains nested). The body becomes straight-line
//! code, which temporal blocking needs; every level computes the same, since `c ? a : b`
//! evaluates the condition once and then exactly one of its branches, as the `if` does.
//!
//! Invariants: only an `if` with an `else` whose branches are each one expression statement
//! `L = e` (in braces or not; an `else if` chain of such), with the same target `L`, a variable
//! or a subscript whose subscripts have no side effect, changes; the branches' values keep their
//! order and are not evaluated more often. The source text is not touched.

use mint_lang::ast::*;

/// If-convert the bodies of the nests of `tu` (see the module documentation).
pub fn if_conversion(tu: &TranslationUnit) -> TranslationUnit {
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        for s in &mut body.stmts {
            visit(s, false);
        }
    }
    out
}

/// Visit `s`; `in_nest`: inside a `mint for` nest.
fn visit(s: &mut Stmt, in_nest: bool) {
    let in_nest =
        in_nest || matches!(&s.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::For(_)));
    if in_nest && matches!(s.kind, StmtKind::If { .. }) {
        if let Some((target, value)) = converted(s) {
            let span = s.span;
            s.kind = StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, Box::new(target), Box::new(value)),
                span,
            });
            return;
        }
    }
    for c in s.children_mut() {
        visit(c, in_nest);
    }
}

/// `(L, v)` where statement `s` assigns `v` to `L` whatever the way through it: `L = e;`, `{ L =
/// e; }`, or an `if`/`else` of such with the same `L` (`v` then the conditional expression).
fn converted(s: &Stmt) -> Option<(Expr, Expr)> {
    match &s.kind {
        StmtKind::Block(b) => match b.stmts.as_slice() {
            [only] => converted(only),
            _ => None,
        },
        StmtKind::Expr(Expr {
            kind: ExprKind::Assign(None, l, r),
            ..
        }) if pure_place(l) => Some(((**l).clone(), (**r).clone())),
        StmtKind::If {
            cond,
            then,
            els: Some(els),
        } => {
            let (lt, vt) = converted(then)?;
            let (le, ve) = converted(els)?;
            if !lt.same_as(&le) {
                return None;
            }
            let span = s.span;
            let paren = |e: Expr| Expr {
                span: e.span,
                kind: ExprKind::Paren(Box::new(e)),
            };
            let value = Expr {
                kind: ExprKind::Ternary(
                    Box::new(paren(cond.clone())),
                    Box::new(paren(vt)),
                    Box::new(paren(ve)),
                ),
                span,
            };
            Some((lt, value))
        }
        _ => None,
    }
}

/// A place whose evaluation has no side effect: a variable, or a subscript of one whose
/// subscripts have none.
fn pure_place(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Ident(_) => true,
        ExprKind::Paren(x) => pure_place(x),
        ExprKind::Index(b, i) => pure_place(b) && crate::perfect_nests::pure(i),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::nest_exprs;

    fn after(body: &str) -> Vec<String> {
        let src = format!(
            "void f(int n, double q[40][40], double v[40][40], double o[40][40]) {{\n#pragma mint parallel\n{{\n#pragma mint for nest(all)\nfor (int i = 1; i < n; i++) for (int j = 1; j < n; j++) {{ {body} }}\n}}\n}}"
        );
        nest_exprs(&if_conversion(&mint_lang::parse(&src).expect("parses")))
    }

    #[test]
    fn branches_assigning_one_place_become_a_conditional() {
        let e = after("double f; if (v[i][j] > 0) f = q[i][j] - q[i][j - 1]; else { f = q[i][j + 1] - q[i][j]; } o[i][j] = f;");
        assert_eq!(
            e[0],
            "f = (v[i][j] > 0) ? (q[i][j] - q[i][j - 1]) : (q[i][j + 1] - q[i][j])"
        );
        // An `else if` chain nests.
        let e = after("if (v[i][j] > 1) o[i][j] = 1; else if (v[i][j] < -1) o[i][j] = -1; else o[i][j] = v[i][j];");
        assert_eq!(
            e[0],
            "o[i][j] = (v[i][j] > 1) ? (1) : ((v[i][j] < -1) ? (-1) : (v[i][j]))"
        );
    }

    #[test]
    fn other_branches_stay_as_written() {
        for body in [
            // different places, no else, two statements, a side effect in the place
            "double a, b; if (v[i][j] > 0) a = 1; else b = 2; o[i][j] = a + b;",
            "if (v[i][j] > 0) o[i][j] = 1;",
            "double a; if (v[i][j] > 0) { a = 1; o[i][j] = a; } else o[i][j] = 2;",
        ] {
            let e = after(body);
            assert!(e.iter().all(|x| !x.contains('?')), "{body}: {e:?}");
        }
    }
}
