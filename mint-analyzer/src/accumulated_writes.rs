//! Outputs built up over several statements are written once: a pass before analysis for
//! codes that add a stencil's terms to the output one direction at a time,
//!
//! ```c
//! v[y][x] = u[y][x];                               double mint_acc_v = u[y][x];
//! v[y][x] += c * (u[y][x - 1] + ...);      =>      mint_acc_v += c * (u[y][x - 1] + ...);
//! v[y][x] += c * (u[y - 1][x] + ...);              mint_acc_v += c * (u[y - 1][x] + ...);
//!                                                  v[y][x] = mint_acc_v;
//! ```
//!
//! so that the nest writes its output exactly once and never reads it (a Jacobi step that
//! temporal blocking fuses, instead of a nest that reads the array it writes).
//!
//! Invariants:
//! - The same values in the same order: the local takes every value the element would hold, in
//!   the same statements (`+=` on the local rounds as on the element), and the element is
//!   written the last value at the end of the body. Only where every mention of the array in
//!   the innermost body is the one element `A[S]` (same subscripts, which read no name the body
//!   assigns), the first a top-level `A[S] = e;` with `e` not reading `A`, and no statement of
//!   the body leaves it early (`return`, `break`, `continue`, `goto`).
//! - Only bodies of `mint for` nests change.

use crate::private_scalars::{innermost, nests};
use mint_lang::ast::*;

/// Write the outputs that `tu`'s nests build up in several statements once (see the module
/// documentation).
pub fn accumulated_writes(tu: &TranslationUnit) -> TranslationUnit {
    let globals: Vec<Declarator> = tu.global_declarators().cloned().collect();
    crate::for_nests::map_function_bodies(tu, |_, params, whole| {
        let mut decls: Vec<Declarator> = globals.clone();
        decls.extend(params.iter().cloned());
        decls.extend(whole.declarators().into_iter().cloned());
        nests(whole, &mut |fl| {
            if let Some(b) = innermost(fl) {
                rewrite_body(b, &decls);
            }
        });
    })
}

/// Rewrite each array of block `b` that qualifies.
fn rewrite_body(b: &mut Stmt, decls: &[Declarator]) {
    let StmtKind::Block(blk) = &mut b.kind else {
        return;
    };
    if blk.stmts.iter().any(leaves_early) {
        return;
    }
    // Candidates: the targets of top-level plain assignments to array elements.
    let targets: Vec<Expr> = blk
        .stmts
        .iter()
        .filter_map(|s| match &s.kind {
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, lhs, _),
                ..
            }) if lhs.as_subscript().is_some() => Some((**lhs).clone()),
            _ => None,
        })
        .collect();
    for target in targets {
        let Some((name, subs, _)) = target.as_subscript() else {
            continue;
        };
        let name = name.to_string();
        let Some(ty) = decls
            .iter()
            .rev()
            .find(|d| d.name.as_ref().is_some_and(|n| n.name == name))
            .map(|d| d.ty.clone())
        else {
            continue;
        };
        if !ty.scalar.is_floating() && !ty.scalar.is_integer() {
            continue;
        }
        // The subscripts read no name the body assigns.
        let assigned = crate::index_locals::assigned_names(b);
        let StmtKind::Block(blk) = &mut b.kind else {
            unreachable!("checked above")
        };
        if subs.iter().any(|s| {
            let mut hit = false;
            s.walk(&mut |x| hit |= x.as_ident().is_some_and(|n| assigned.contains(n)));
            hit
        }) {
            continue;
        }
        let Some(first) = blk.stmts.iter().position(|s| mentions_array(s, &name)) else {
            continue;
        };
        let is_first_write = matches!(&blk.stmts[first].kind, StmtKind::Expr(Expr {
            kind: ExprKind::Assign(None, lhs, rhs),
            ..
        }) if lhs.same_as(&target) && !expr_mentions_array(rhs, &name));
        if !is_first_write {
            continue;
        }
        // Every mention is the element, and a later one exists.
        let mut only_element = true;
        let mut later = 0;
        for s in &blk.stmts[first..] {
            s.walk(&mut |x| {
                x.for_each_own_expr(&mut |e| {
                    each_ref(e, &name, &mut |r| {
                        if r.same_as(&target) {
                            later += 1;
                        } else {
                            only_element = false;
                        }
                    })
                })
            });
        }
        if !only_element || later < 2 || blk.stmts[..first].iter().any(|s| mentions_array(s, &name))
        {
            continue;
        }
        let local = format!("mint_acc_{name}");
        let span = blk.stmts[first].span;
        let StmtKind::Expr(Expr {
            kind: ExprKind::Assign(None, _, rhs),
            ..
        }) = &blk.stmts[first].kind
        else {
            unreachable!("checked above")
        };
        let local_ty = Type {
            pointers: 0,
            array_pointers: 0,
            dims: Vec::new(),
            is_const: false,
            is_static: false,
            ..ty
        };
        let decl = Declarator {
            name: Some(Ident {
                name: local.clone(),
                span,
            }),
            ty: local_ty,
            init: Some(Initializer::Expr((**rhs).clone())),
            span,
            decl_span: span,
        };
        blk.stmts[first] = Stmt {
            kind: StmtKind::Decl(Declaration {
                decls: vec![decl],
                span,
            }),
            span,
        };
        let ident = Expr {
            kind: ExprKind::Ident(local.clone()),
            span,
        };
        for s in &mut blk.stmts[first + 1..] {
            let mut exprs = Vec::new();
            crate::flat_arrays::stmt_exprs(s, &mut exprs);
            for e in exprs {
                replace(e, &target, &ident);
            }
        }
        let end = blk.span;
        blk.stmts.push(Stmt {
            kind: StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, Box::new(target.clone()), Box::new(ident)),
                span: end,
            }),
            span: end,
        });
    }
}

fn leaves_early(s: &Stmt) -> bool {
    s.any(&mut |x| {
        matches!(
            x.kind,
            StmtKind::Return(_) | StmtKind::Break | StmtKind::Continue | StmtKind::Goto(_)
        )
    })
}

/// Calls `f` on every reference to array `name` in `e` (outermost subscript chain).
fn each_ref(e: &Expr, name: &str, f: &mut dyn FnMut(&Expr)) {
    if let Some((n, subs, _)) = e.as_subscript() {
        if n == name {
            f(e);
        }
        for s in subs {
            each_ref(s, name, f);
        }
        return;
    }
    if e.as_ident() == Some(name) {
        // The array without subscripts (passed, aliased): not the element.
        f(e);
        return;
    }
    for x in e.children() {
        each_ref(x, name, f);
    }
}

fn expr_mentions_array(e: &Expr, name: &str) -> bool {
    let mut hit = false;
    each_ref(e, name, &mut |_| hit = true);
    hit
}

fn mentions_array(s: &Stmt, name: &str) -> bool {
    let mut hit = false;
    s.walk(&mut |x| x.for_each_own_expr(&mut |e| hit |= expr_mentions_array(e, name)));
    hit
}

/// Replace every occurrence of `target` in `e` by `with`.
pub(crate) fn replace(e: &mut Expr, target: &Expr, with: &Expr) {
    if e.same_as(target) {
        *e = with.clone();
        return;
    }
    crate::inline::each_child(e, &mut |c| replace(c, target, with));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body_of(src: &str) -> String {
        let tu = mint_lang::parse(src).expect("parses");
        let out = accumulated_writes(&tu);
        let Item::Function(f) = &out.items[0] else {
            panic!()
        };
        let mut text = String::new();
        Stmt {
            kind: StmtKind::Block(f.body.clone().unwrap()),
            span: Default::default(),
        }
        .walk(&mut |s| match &s.kind {
            StmtKind::Expr(e) => text.push_str(&format!("{};\n", e.to_c())),
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    let init = match &dd.init {
                        Some(Initializer::Expr(e)) => format!(" = {}", e.to_c()),
                        _ => String::new(),
                    };
                    let name = dd.name.as_ref().map_or("", |n| n.name.as_str());
                    text.push_str(&format!("{} {name}{init};\n", dd.ty.scalar.c_name()));
                }
            }
            _ => {}
        });
        text
    }

    const SRC: &str = "void f(int n, double u[n][n], double v[n][n]) {
#pragma mint parallel
{
#pragma mint for nest(all)
for (int y = 1; y < n - 1; y++)
    for (int x = 1; x < n - 1; x++) {
        v[y][x] = u[y][x];
        v[y][x] += 0.2 * (u[y][x - 1] + u[y][x + 1] - 2.0 * u[y][x]);
        v[y][x] = v[y][x] + 0.2 * (u[y - 1][x] + u[y + 1][x] - 2.0 * u[y][x]);
    }
}
}";

    #[test]
    fn an_output_built_up_is_written_once() {
        let out = body_of(SRC);
        assert!(out.contains("double mint_acc_v = u[y][x];"), "{out}");
        assert!(out.contains("mint_acc_v += 0.2"), "{out}");
        assert!(out.contains("mint_acc_v = mint_acc_v + 0.2"), "{out}");
        assert!(out.contains("v[y][x] = mint_acc_v;"), "{out}");
        assert_eq!(out.matches("v[y][x]").count(), 1, "{out}");
    }

    #[test]
    fn other_outputs_are_left_as_written() {
        for (from, to) in [
            // Another element of the output read.
            ("- 2.0 * u[y][x]);\n        v[y][x] = v", "- 2.0 * v[y][x - 1]);\n        v[y][x] = v"),
            // Read before it is written.
            ("v[y][x] = u[y][x];", "v[y][x] = v[y][x] * 0.5;"),
            // Written once only.
            (
                "v[y][x] += 0.2 * (u[y][x - 1] + u[y][x + 1] - 2.0 * u[y][x]);\n        v[y][x] = v[y][x] + 0.2",
                "u[y][x] += 0.2",
            ),
        ] {
            let src = SRC.replacen(from, to, 1);
            assert_ne!(src, SRC);
            let out = body_of(&src);
            assert!(!out.contains("mint_acc"), "{out}");
        }
    }
}
