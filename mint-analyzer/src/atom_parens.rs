//! Parentheses around a single name or number inside `mint for` nests dropped: `(a)[i][j]` and
//! `(i) - 1`, what a macro that parenthesizes its arguments leaves (`#define AT(A, i, j)
//! ((A)[i][j])`), read as `a[i][j]` and `i - 1`, so that the array is named and the subscript is
//! `loop variable ± c` as written by hand.
//!
//! Invariants: only a `Paren` whose inner expression is an identifier or a literal is removed
//! (that never changes what C computes); nothing outside nests changes (host code is emitted
//! from the source text); the result keeps the inner expression's span.

use crate::flat_arrays::stmt_exprs;
use crate::inline::each_child;
use mint_lang::ast::*;

/// `tu` with atoms' parentheses dropped in its nests.
pub fn strip_atom_parens(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_nests(tu, |_, body| {
        let mut exprs = Vec::new();
        stmt_exprs(body, &mut exprs);
        for e in exprs {
            strip(e);
        }
    })
}

fn strip(e: &mut Expr) {
    while let ExprKind::Paren(inner) = &e.kind {
        if !matches!(
            inner.kind,
            ExprKind::Ident(_) | ExprKind::Int(..) | ExprKind::Float(..)
        ) {
            break;
        }
        *e = (**inner).clone();
    }
    each_child(e, &mut strip);
    // A callee is not a child for `each_child`; `(f)(x)` keeps its parentheses.
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_text(src: &str) -> String {
        crate::test_util::unit_exprs(&strip_atom_parens(&mint_lang::parse(src).unwrap()))
    }

    #[test]
    fn atoms_lose_their_parentheses_in_nests_only() {
        let t = nest_text(
            "void f(int n, double a[n][n], double b[n][n]) {\n\
             (b)[0][0] = (a)[1][1];\n\
             #pragma mint parallel\n{\n\
             #pragma mint for nest(all)\n\
             for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
             b[i][j] = 0.5 * ((a)[(i) - 1][j] + (a)[i][(j) + (1)]) * (2.0) + (a[i][j] + 1.0);\n\
             }\n}",
        );
        // Host code keeps its text; in the nest only atoms lose their parentheses.
        assert!(t.contains("(b)[0][0] = (a)[1][1]"), "{t}");
        assert!(
            t.contains("b[i][j] = 0.5 * (a[i - 1][j] + a[i][j + 1]) * 2.0 + (a[i][j] + 1.0)"),
            "{t}"
        );
    }
}
