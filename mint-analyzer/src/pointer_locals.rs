//! Pointer locals in nest bodies read as subscripts of their arrays: a pass before analysis that
//! removes, from a `mint for` body, a pointer declared into a 1-D array and never changed,
//!
//! ```c
//! const double *row = u + i * n;     /* or &u[i * n], or u */
//! double *out = v + i * n;
//! out[j] = 0.25 * (row[j - 1] + row[j + 1] + row[j - n] + row[j + n]);
//! ```
//!
//! and writes each use through the array: `row[e]` as `u[(i * n) + (e)]`, `*row` as
//! `u[(i * n)]`, any other use as `(u + (i * n))`; the flat-array pass then reads the subscripts
//! as 2-D or 3-D references.
//!
//! Invariants:
//! - Only inside nest bodies (below the parallel loops); host code is not touched.
//! - A local is removed only when it is a pointer (one `*`, no dimensions) declared once in the
//!   body with an initializer `A`, `A + e`, `e + A`, `A - e` or `&A[e]` where `A` is a 1-D array
//!   or pointer of the function, nothing assigns, increments or takes the address of the local,
//!   and nothing in the body assigns a name its initializer reads: each use then reads the
//!   element the local pointed at. Anything else is left for the analyzer (which refuses
//!   pointers declared in nests, naming the declaration).

use crate::flat_arrays::{each_parallel_body_mut, function_ranks, global_ranks, stmt_exprs};
use crate::inline::each_child;
use mint_lang::ast::*;
use mint_lang::Span;
use std::collections::HashMap;

/// The unit with the pointer locals of its nest bodies read through (see the module docs).
pub fn pointer_locals(tu: &TranslationUnit) -> TranslationUnit {
    let mut out = tu.clone();
    let globals = global_ranks(tu);
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        let ranks = function_ranks(&globals, &f.params, &body.stmts);
        for s in &mut body.stmts {
            each_parallel_body_mut(s, &mut |b| read_through(b, &ranks));
        }
    }
    out
}

/// A pointer local: its array and the offset it starts at (`None`: the array's start).
struct Local {
    array: String,
    offset: Option<Expr>,
}

fn read_through(body: &mut Stmt, ranks: &HashMap<String, u32>) {
    // Every declarator of the body, by name (a name declared twice is left alone).
    let mut declared: HashMap<String, usize> = HashMap::new();
    for dd in body.declarators() {
        if let Some(n) = &dd.name {
            *declared.entry(n.name.clone()).or_default() += 1;
        }
    }
    let assigned = crate::index_locals::assigned_names(body);
    let mut locals: HashMap<String, Local> = HashMap::new();
    {
        for dd in body.declarators() {
            let Some(n) = &dd.name else { continue };
            if dd.ty.pointers != 1 || !dd.ty.dims.is_empty() || dd.ty.array_pointers > 0 {
                continue;
            }
            if declared.get(&n.name) != Some(&1) || assigned.contains(&n.name) {
                continue;
            }
            let Some(Initializer::Expr(init)) = &dd.init else {
                continue;
            };
            let Some(local) = pointer_into(init, ranks) else {
                continue;
            };
            let mut reads_assigned = false;
            init.walk(&mut |x| {
                reads_assigned |= x.as_ident().is_some_and(|i| assigned.contains(i));
            });
            if !reads_assigned {
                locals.insert(n.name.clone(), local);
            }
        }
    }
    if locals.is_empty() {
        return;
    }
    remove_declarations(body, &locals);
    let mut exprs = Vec::new();
    stmt_exprs(body, &mut exprs);
    for e in exprs {
        substitute(e, &locals);
    }
}

/// `A`, `A + e`, `e + A`, `A - e` or `&A[e]` with `A` a 1-D array of the function.
fn pointer_into(e: &Expr, ranks: &HashMap<String, u32>) -> Option<Local> {
    let array = |x: &Expr| {
        x.as_ident()
            .filter(|n| ranks.get(*n) == Some(&1))
            .map(str::to_string)
    };
    match &e.kind {
        ExprKind::Paren(i) | ExprKind::Cast(_, i) => pointer_into(i, ranks),
        ExprKind::Ident(_) => Some(Local {
            array: array(e)?,
            offset: None,
        }),
        ExprKind::Binary(BinOp::Add, a, b) => match (array(a), array(b)) {
            (Some(n), None) => Some(Local {
                array: n,
                offset: Some((**b).clone()),
            }),
            (None, Some(n)) => Some(Local {
                array: n,
                offset: Some((**a).clone()),
            }),
            _ => None,
        },
        ExprKind::Binary(BinOp::Sub, a, b) => Some(Local {
            array: array(a)?,
            offset: Some(Expr {
                kind: ExprKind::Unary(UnOp::Neg, Box::new(paren((**b).clone()))),
                span: b.span,
            }),
        }),
        ExprKind::Unary(UnOp::Addr, a) => match &a.kind {
            ExprKind::Index(base, idx) => Some(Local {
                array: array(base)?,
                offset: Some((**idx).clone()),
            }),
            _ => None,
        },
        _ => None,
    }
}

fn paren(e: Expr) -> Expr {
    let span = e.span;
    Expr {
        kind: ExprKind::Paren(Box::new(e)),
        span,
    }
}

/// The subscript `offset + e` (or `e` alone) of a local's array.
fn index(local: &Local, sub: Option<Expr>, span: Span) -> Expr {
    let base = Expr {
        kind: ExprKind::Ident(local.array.clone()),
        span,
    };
    let zero = || Expr {
        kind: ExprKind::Int(0, "0".into()),
        span,
    };
    let sub = match (&local.offset, sub) {
        (Some(o), Some(s)) => Expr {
            kind: ExprKind::Binary(BinOp::Add, Box::new(paren(o.clone())), Box::new(paren(s))),
            span,
        },
        (Some(o), None) => paren(o.clone()),
        (None, Some(s)) => s,
        (None, None) => zero(),
    };
    Expr {
        kind: ExprKind::Index(Box::new(base), Box::new(sub)),
        span,
    }
}

fn substitute(e: &mut Expr, locals: &HashMap<String, Local>) {
    let span = e.span;
    match &mut e.kind {
        ExprKind::Index(base, sub) => {
            if let Some(l) = base.as_ident().and_then(|n| locals.get(n)) {
                substitute(sub, locals);
                *e = index(l, Some((**sub).clone()), span);
                return;
            }
        }
        ExprKind::Unary(UnOp::Deref, a) => {
            if let Some(l) = a.as_ident().and_then(|n| locals.get(n)) {
                *e = index(l, None, span);
                return;
            }
        }
        ExprKind::Ident(n) => {
            if let Some(l) = locals.get(n.as_str()) {
                let base = Expr {
                    kind: ExprKind::Ident(l.array.clone()),
                    span,
                };
                *e = match &l.offset {
                    Some(o) => paren(Expr {
                        kind: ExprKind::Binary(
                            BinOp::Add,
                            Box::new(base),
                            Box::new(paren(o.clone())),
                        ),
                        span,
                    }),
                    None => base,
                };
                return;
            }
        }
        _ => {}
    }
    each_child(e, &mut |c| substitute(c, locals));
}

/// Remove the declarators of `locals`; a declaration left empty leaves its block (the body stays
/// straight-line code where it was).
fn remove_declarations(s: &mut Stmt, locals: &HashMap<String, Local>) {
    let local = |dd: &Declarator| {
        dd.name
            .as_ref()
            .is_some_and(|n| locals.contains_key(&n.name))
    };
    match &mut s.kind {
        StmtKind::Decl(d) => {
            d.decls.retain(|dd| !local(dd));
            if d.decls.is_empty() {
                s.kind = StmtKind::Empty;
            }
        }
        StmtKind::Block(b) => {
            b.stmts.retain(
                |st| !matches!(&st.kind, StmtKind::Decl(d) if !d.decls.is_empty() && d.decls.iter().all(local)),
            );
            for st in &mut b.stmts {
                remove_declarations(st, locals);
            }
        }
        _ => {
            for c in s.children_mut() {
                remove_declarations(c, locals);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::pointer_locals;

    fn nest_text(body: &str) -> String {
        let src = format!(
            "void f(int n, double *u, double *v) {{\n#pragma mint parallel\n{{\n#pragma mint for nest(all)\nfor (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) {{ {body} }}\n}}\n}}\n"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let out = pointer_locals(&tu);
        let mint_lang::ast::Item::Function(f) = &out.items[0] else {
            panic!()
        };
        let mut text = String::new();
        f.body.as_ref().unwrap().stmts[0].walk(&mut |s| {
            s.for_each_own_expr(&mut |e| {
                if matches!(e.kind, mint_lang::ast::ExprKind::Assign(..)) {
                    text.push_str(&e.to_c());
                    text.push('\n');
                }
            })
        });
        text
    }

    #[test]
    fn row_pointers_read_as_subscripts_of_their_arrays() {
        let t = nest_text(
            "const double *row = u + i * n; double *out = &v[i * n]; out[j] = row[j - 1] + row[j + n] + *row;",
        );
        assert_eq!(
            t.trim(),
            "v[(i * n) + (j)] = u[(i * n) + (j - 1)] + u[(i * n) + (j + n)] + u[(i * n)]"
        );
    }

    #[test]
    fn pointers_that_change_stay() {
        for body in [
            "const double *row = u + i * n; row++; v[i * n + j] = row[j];",
            "int k = i; const double *row = u + k; k = 0; v[i * n + j] = row[j];",
        ] {
            let t = nest_text(body);
            assert!(t.contains("row[j]"), "{body}: {t}");
        }
    }
}
