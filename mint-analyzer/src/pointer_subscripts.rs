//! Pointer arithmetic as subscripts: a pass before analysis that reads `*(u + i * n + j)` inside
//! `mint for` nests as `u[i * n + j]`, `*u` as `u[0]` and `*(A[i] + j)` (or `*(*(A + i) + j)`) as
//! `A[i][j]`, as C defines them, so that the flat-array pass and the stencil analyzer see
//! subscripts (older C codes and Numerical Recipes style write stencils so).
//!
//! Invariants:
//! - Only inside nests (their loop headers and bodies); the host code, which mint keeps as
//!   written, is not touched.
//! - A `*` is rewritten only when its operand is a sum with exactly one added term that is a
//!   pointer (a name declared with at least one dimension or `*`, or a subscript of such a name
//!   with dimensions left) and no subtracted pointer term; anything else (`*p` of a local
//!   pointer walked by `p++`, a difference of pointers) is left for the analyzer to refuse.
//! - Rewriting is bottom up, so `*(*(A + i) + j)` becomes `A[i][j]`.

use crate::flat_arrays::{each_nest_mut, function_ranks, global_ranks, stmt_exprs};
use mint_lang::ast::*;
use std::collections::HashMap;

/// The unit with every pointer dereference in nests that is a subscript written as one.
pub fn subscript_derefs(tu: &TranslationUnit) -> TranslationUnit {
    let mut out = tu.clone();
    let globals = global_ranks(tu);
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        let ranks = function_ranks(&globals, &f.params, &body.stmts);
        for s in &mut body.stmts {
            each_nest_mut(s, &mut |nest: &mut Stmt| {
                let mut exprs = Vec::new();
                stmt_exprs(nest, &mut exprs);
                for e in exprs {
                    rewrite(e, &ranks);
                }
            });
        }
    }
    out
}

fn rewrite(e: &mut Expr, ranks: &HashMap<String, u32>) {
    crate::inline::each_child(e, &mut |c| rewrite(c, ranks));
    if let ExprKind::Unary(UnOp::Deref, operand) = &e.kind {
        if let Some((base, index)) = as_subscript(operand, ranks) {
            e.kind = ExprKind::Index(Box::new(base), Box::new(index));
        }
    }
}

/// Dimensions left in `e` if it is a pointer: a name of rank `r` (`r`), or such a name with
/// `k < r` subscripts (`r - k`).
fn pointer_rank(e: &Expr, ranks: &HashMap<String, u32>) -> u32 {
    match &e.kind {
        ExprKind::Paren(i) => pointer_rank(i, ranks),
        ExprKind::Ident(n) => ranks.get(n.as_str()).copied().unwrap_or(0),
        ExprKind::Index(..) => match e.as_subscript() {
            Some((n, subs, _)) => ranks
                .get(n)
                .copied()
                .unwrap_or(0)
                .saturating_sub(subs.len() as u32),
            None => 0,
        },
        _ => 0,
    }
}

/// `p + a - b` as the pointer `p` and the index `a - b`.
fn as_subscript(operand: &Expr, ranks: &HashMap<String, u32>) -> Option<(Expr, Expr)> {
    let mut terms = Vec::new();
    terms_of(operand, true, &mut terms);
    let mut pointers = terms
        .iter()
        .enumerate()
        .filter(|(_, (_, t))| pointer_rank(t, ranks) > 0);
    let (at, (positive, _)) = pointers.next()?;
    if !*positive || pointers.next().is_some() {
        return None;
    }
    let base = terms.remove(at).1;
    let span = operand.span;
    let mut index: Option<Expr> = None;
    for (plus, t) in terms {
        index = Some(match index {
            None if plus => t,
            None => Expr {
                kind: ExprKind::Unary(UnOp::Neg, Box::new(t)),
                span,
            },
            Some(acc) => Expr {
                kind: ExprKind::Binary(
                    if plus { BinOp::Add } else { BinOp::Sub },
                    Box::new(acc),
                    Box::new(t),
                ),
                span,
            },
        });
    }
    let index = index.unwrap_or(Expr {
        kind: ExprKind::Int(0, "0".into()),
        span,
    });
    Some((base, index))
}

/// The terms of a sum with their signs (`true`: added), parentheses looked through.
fn terms_of(e: &Expr, plus: bool, out: &mut Vec<(bool, Expr)>) {
    match &e.kind {
        ExprKind::Paren(i) => terms_of(i, plus, out),
        ExprKind::Binary(BinOp::Add, a, b) => {
            terms_of(a, plus, out);
            terms_of(b, plus, out);
        }
        ExprKind::Binary(BinOp::Sub, a, b) => {
            terms_of(a, plus, out);
            terms_of(b, !plus, out);
        }
        _ => out.push((plus, e.clone())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nest of `src` after the pass, as C.
    fn nest_c(src: &str) -> String {
        let tu = mint_lang::parse(src).expect("parses");
        let out = subscript_derefs(&tu);
        let Some(Item::Function(f)) = out.items.last() else {
            panic!()
        };
        let mut text = String::new();
        for s in &f.body.as_ref().unwrap().stmts {
            s.walk(&mut |x| {
                if let StmtKind::Expr(e) = &x.kind {
                    text.push_str(&e.to_c());
                    text.push('\n');
                }
            });
        }
        text
    }

    #[test]
    fn sums_with_one_pointer_become_subscripts() {
        let src = r#"void f(int n, double *u, double *v, double **A, double *p) {
#pragma mint copy(u, toDevice, n * n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++) {
                *(v + i * n + j) = *(u + (i - 1) * n + j) + *(i * n + j + 1 + u) - *(u + i * n - 1 + j);
                *(*(A + i) + j) = *(A[i] + j) + *u;
                *p = *(p - 1);
            }
    }
    *(u + 1) = 0;
}
"#;
        let c = nest_c(src);
        assert!(
            c.contains("v[i * n + j] = u[(i - 1) * n + j] + u[i * n + j + 1] - u[i * n - 1 + j]"),
            "{c}"
        );
        assert!(c.contains("A[i][j] = A[i][j] + u[0]"), "{c}");
        // `p - 1` subtracts nothing from a pointer: `*(p - 1)` is `p[-1]`
        assert!(c.contains("p[0] = p[-1]"), "{c}");
        // host code is left as written
        assert!(c.contains("*(u + 1) = 0"), "{c}");
    }

    #[test]
    fn differences_of_pointers_and_scalars_are_left_alone() {
        let src = r#"void f(int n, double *u, double *v, int k) {
#pragma mint copy(u, toDevice, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int i = 1; i < n - 1; i++)
            u[i] = *(u + i - v) + *(v - i + k);
    }
}
"#;
        let c = nest_c(src);
        assert!(c.contains("*(u + i - v)"), "two pointers: {c}");
        assert!(c.contains("v[-i + k]"), "{c}");
    }
}
