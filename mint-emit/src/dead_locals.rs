//! Locals a kernel's body declares but no longer reads.
//!
//! A nest's body keeps the declarations the user wrote, but the analysis may have folded a
//! local into the subscripts that used it (a clamped neighbour `int w = x > 0 ? x - 1 : 0`
//! read as the stencil access it selects, a linear index `long c = ...` read through the
//! array's own subscripts): the kernel then declares a variable that nothing reads, and nvcc
//! warns about each. [`without_dead_locals`] drops such declarators from the top level of the
//! body.
//!
//! Invariants: a declarator is dropped only where no later statement of the body (nor a later
//! declarator of the same declaration) mentions its name anywhere (conditions, initializers,
//! array extents, nested blocks; a shadowing inner declaration counts as a mention), and its
//! initializer has no effect (no assignment, increment or decrement, no call). Everything else
//! is kept in order, so the body computes what it did.

use mint_lang::ast::{Expr, ExprKind, Initializer, Stmt, StmtKind, UnOp};
use std::collections::HashSet;

/// `body` without the declarators of its top level that nothing after them reads (see the
/// module docs); `body` itself where it is not a block or nothing is dropped.
pub fn without_dead_locals(body: &Stmt) -> Stmt {
    let StmtKind::Block(b) = &body.kind else {
        return body.clone();
    };
    let mut used = HashSet::new();
    let mut kept = Vec::with_capacity(b.stmts.len());
    for s in b.stmts.iter().rev() {
        let StmtKind::Decl(d) = &s.kind else {
            names_of_stmt(s, &mut used);
            kept.push(s.clone());
            continue;
        };
        let mut decls = Vec::with_capacity(d.decls.len());
        for dd in d.decls.iter().rev() {
            let read = dd.name.as_ref().is_none_or(|n| used.contains(&n.name));
            let effect = dd.init.as_ref().is_some_and(init_has_effect);
            if read || effect {
                if let Some(i) = &dd.init {
                    names_of_init(i, &mut used);
                }
                for e in dd.ty.extents().into_iter().flatten() {
                    names_of_expr(e, &mut used);
                }
                decls.push(dd.clone());
            }
        }
        if !decls.is_empty() {
            decls.reverse();
            let mut s = s.clone();
            if let StmtKind::Decl(d) = &mut s.kind {
                d.decls = decls;
            }
            kept.push(s);
        }
    }
    kept.reverse();
    let mut out = body.clone();
    if let StmtKind::Block(b) = &mut out.kind {
        b.stmts = kept;
    }
    out
}

/// Every name `s` mentions, in every expression of it and of the statements inside it, and in
/// the extents of the arrays they declare.
fn names_of_stmt(s: &Stmt, used: &mut HashSet<String>) {
    s.walk(&mut |st| {
        st.for_each_own_expr(&mut |e| names_of_expr(e, used));
        if let StmtKind::Decl(d) = &st.kind {
            for e in d.decls.iter().flat_map(|dd| dd.ty.extents()).flatten() {
                names_of_expr(e, used);
            }
        }
    });
}

fn names_of_init(i: &Initializer, used: &mut HashSet<String>) {
    match i {
        Initializer::Expr(e) => names_of_expr(e, used),
        Initializer::List { items, .. } => items.iter().for_each(|i| names_of_init(i, used)),
    }
}

fn names_of_expr(e: &Expr, used: &mut HashSet<String>) {
    e.walk(&mut |x| {
        if let ExprKind::Ident(n) = &x.kind {
            used.insert(n.clone());
        }
    });
}

/// Whether evaluating `i` could change anything: an assignment, increment, decrement or call.
fn init_has_effect(i: &Initializer) -> bool {
    match i {
        Initializer::Expr(e) => {
            let mut effect = false;
            e.walk(&mut |x| {
                effect |= matches!(
                    x.kind,
                    ExprKind::Assign(..)
                        | ExprKind::PostIncDec(..)
                        | ExprKind::Call(..)
                        | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _)
                );
            });
            effect
        }
        Initializer::List { items, .. } => items.iter().any(init_has_effect),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The body of the first function of `src` (a block).
    fn body(src: &str) -> Stmt {
        let unit = mint_lang::parse(src).expect("parses");
        let f = unit
            .items
            .iter()
            .find_map(|i| match i {
                mint_lang::ast::Item::Function(f) => f.body.clone(),
                _ => None,
            })
            .expect("a function with a body");
        Stmt {
            span: f.span,
            kind: StmtKind::Block(f),
        }
    }

    fn text(s: &Stmt) -> String {
        let p = crate::printer::Printer {
            arrays: &crate::printer::Verbatim,
        };
        let mut out = String::new();
        p.stmt(&mut out, s, crate::printer::Level(0));
        out
    }

    #[test]
    fn unread_locals_go_read_ones_and_effects_stay() {
        let b = body(
            "void f(int x, int n, float *a, float *b) {\n\
             int l = x > 0 ? x - 1 : 0, r = x < n - 1 ? x + 1 : n - 1;\n\
             int k = x + 1, m = k * 2;\n\
             int c = g(x);\n\
             int i = x++;\n\
             int j = 3;\n\
             if (j > 0) b[x] = a[x] + m;\n\
             }",
        );
        let t = text(&without_dead_locals(&b));
        assert!(!t.contains("int l") && !t.contains(" r ="), "{t}");
        // `k` is read by `m`, which the `if` reads; `j` by the condition.
        assert!(t.contains("int k = x + 1, m = k * 2;"), "{t}");
        assert!(t.contains("int j = 3;"), "{t}");
        // A call or an increment in the initializer stays.
        assert!(
            t.contains("int c = g(x);") && t.contains("int i = x++;"),
            "{t}"
        );
    }

    #[test]
    fn a_name_read_in_a_nested_block_or_an_extent_is_read() {
        let b = body(
            "void f(int x, float *a) {\n\
             int w = x - 1;\n\
             int s = 2;\n\
             { float t[s]; t[0] = 1.0f; a[x] = t[0] + w; }\n\
             }",
        );
        let t = text(&without_dead_locals(&b));
        assert!(
            t.contains("int w = x - 1;") && t.contains("int s = 2;"),
            "{t}"
        );
    }
}
