//! Pointer swaps through helper functions: a pass before analysis that replaces a call such as
//! `swap_ptr(&u, &v)` in a `#pragma mint single` by the helper's body with `*a` read as `u`
//! and `*b` as `v`, so that the single is the pointer swap it performs (`{ double *t = u; u =
//! v; v = t; }`): the device arrays' handles follow it, and temporal blocking recognises it.
//!
//! A call is replaced when the callee is a function of the file whose body holds only
//! declarations with initializers and plain assignments, every parameter appears only as `*p`,
//! every other name is a local of the body, and every argument is `&name`. The helper's locals
//! are renamed (`mint_swap_<name>`) so that they cannot meet the caller's names.
//!
//! Invariants: the replacement does what the call does (the body with each `*p` being the
//! variable `p` points to); only statements of `single` blocks change (the top level of the
//! block, or its only statement), every node of a replacement carries the call's span, and the
//! source text is not touched: the host code still calls the helper.

use mint_lang::ast::*;
use mint_lang::Span;
use std::collections::HashMap;

/// A helper that moves values through its pointer parameters.
struct Helper {
    params: Vec<String>,
    body: Vec<Stmt>,
}

/// `tu` with the swap-helper calls of its `single` blocks replaced (see the module docs).
pub fn inline_swap_calls(tu: &TranslationUnit) -> TranslationUnit {
    let helpers: HashMap<String, Helper> = tu
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Function(f) => helper_of(f).map(|h| (f.name.name.clone(), h)),
            _ => None,
        })
        .collect();
    let mut out = tu.clone();
    if helpers.is_empty() {
        return out;
    }
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        for s in &mut body.stmts {
            visit(s, &helpers);
        }
    }
    out
}

fn visit(s: &mut Stmt, helpers: &HashMap<String, Helper>) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let (Directive::Single, Some(body)) = (&m.directive, &mut m.body) {
            match &mut body.kind {
                StmtKind::Block(b) => {
                    for st in &mut b.stmts {
                        if let Some(r) = replacement(st, helpers) {
                            *st = r;
                        }
                    }
                }
                _ => {
                    if let Some(r) = replacement(body, helpers) {
                        *body = r;
                    }
                }
            }
            return;
        }
    }
    for c in s.children_mut() {
        visit(c, helpers);
    }
}

/// The block that replaces statement `st`, if it is a call of a helper with `&name` arguments.
fn replacement(st: &Stmt, helpers: &HashMap<String, Helper>) -> Option<Stmt> {
    let StmtKind::Expr(e) = &st.kind else {
        return None;
    };
    let ExprKind::Call(callee, args) = &e.kind else {
        return None;
    };
    let h = helpers.get(callee.as_ident()?)?;
    if args.len() != h.params.len() {
        return None;
    }
    let mut targets = HashMap::new();
    for (p, a) in h.params.iter().zip(args) {
        let ExprKind::Unary(UnOp::Addr, inner) = &strip(a).kind else {
            return None;
        };
        targets.insert(p.as_str(), inner.as_ident()?.to_string());
    }
    let span = st.span;
    let stmts = h
        .body
        .iter()
        .map(|s| respan_stmt(s, &targets, span))
        .collect();
    Some(Stmt {
        kind: StmtKind::Block(Block { stmts, span }),
        span,
    })
}

fn strip(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(x) => strip(x),
        _ => e,
    }
}

/// `f` as a helper, if its body only moves values through its parameters (module docs).
fn helper_of(f: &Function) -> Option<Helper> {
    let body = f.body.as_ref()?;
    let params: Vec<String> = f
        .params
        .iter()
        .map(|p| p.name.as_ref().map(|n| n.name.clone()))
        .collect::<Option<_>>()?;
    if params.is_empty() || body.stmts.is_empty() {
        return None;
    }
    let mut locals: Vec<String> = Vec::new();
    let mut exprs: Vec<&Expr> = Vec::new();
    for s in &body.stmts {
        match &s.kind {
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    let Some(Initializer::Expr(e)) = &dd.init else {
                        return None;
                    };
                    exprs.push(e);
                    locals.push(dd.name.as_ref()?.name.clone());
                }
            }
            StmtKind::Expr(
                e @ Expr {
                    kind: ExprKind::Assign(None, _, _),
                    ..
                },
            ) => exprs.push(e),
            _ => return None,
        }
    }
    let mut ok = true;
    for e in exprs {
        check(e, &params, &locals, &mut ok);
    }
    ok.then_some(Helper {
        params,
        body: body.stmts.clone(),
    })
}

/// Clears `ok` where `e` names a parameter other than as `*p`, or any name that is neither a
/// parameter nor a local, or has an effect other than a plain assignment.
fn check(e: &Expr, params: &[String], locals: &[String], ok: &mut bool) {
    match &e.kind {
        ExprKind::Unary(UnOp::Deref, x)
            if x.as_ident().is_some_and(|n| params.iter().any(|p| p == n)) => {}
        ExprKind::Ident(n) => *ok &= locals.iter().any(|l| l == n),
        ExprKind::Paren(x) | ExprKind::Cast(_, x) => check(x, params, locals, ok),
        ExprKind::Assign(None, l, r) => {
            check(l, params, locals, ok);
            check(r, params, locals, ok);
        }
        _ => *ok = false,
    }
}

fn local_name(n: &str) -> String {
    format!("mint_swap_{n}")
}

/// `s` with every `*p` replaced by the variable `p` points to, locals renamed, every span `at`.
fn respan_stmt(s: &Stmt, targets: &HashMap<&str, String>, at: Span) -> Stmt {
    let kind = match &s.kind {
        StmtKind::Decl(d) => {
            let mut d = d.clone();
            d.span = at;
            for dd in &mut d.decls {
                if let Some(n) = &mut dd.name {
                    n.name = local_name(&n.name);
                    n.span = at;
                }
                if let Some(Initializer::Expr(e)) = &mut dd.init {
                    *e = respan(e, targets, at);
                }
                dd.span = at;
                dd.decl_span = at;
            }
            StmtKind::Decl(d)
        }
        StmtKind::Expr(e) => StmtKind::Expr(respan(e, targets, at)),
        other => other.clone(),
    };
    Stmt { kind, span: at }
}

fn respan(e: &Expr, targets: &HashMap<&str, String>, at: Span) -> Expr {
    let kind = match &e.kind {
        ExprKind::Unary(UnOp::Deref, x) => match x.as_ident().and_then(|n| targets.get(n)) {
            Some(v) => ExprKind::Ident(v.clone()),
            None => ExprKind::Unary(UnOp::Deref, Box::new(respan(x, targets, at))),
        },
        ExprKind::Ident(n) => ExprKind::Ident(local_name(n)),
        ExprKind::Paren(x) => ExprKind::Paren(Box::new(respan(x, targets, at))),
        ExprKind::Cast(t, x) => ExprKind::Cast(t.clone(), Box::new(respan(x, targets, at))),
        ExprKind::Assign(op, l, r) => ExprKind::Assign(
            *op,
            Box::new(respan(l, targets, at)),
            Box::new(respan(r, targets, at)),
        ),
        other => other.clone(),
    };
    Expr { kind, span: at }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn single_text(src: &str) -> String {
        let tu = mint_lang::parse(src).expect("parses");
        let out = inline_swap_calls(&tu);
        let main = out
            .items
            .iter()
            .find_map(|i| match i {
                Item::Function(f) if f.name.name == "main" => f.body.clone(),
                _ => None,
            })
            .expect("main");
        let mut found = String::new();
        for s in &main.stmts {
            s.walk(&mut |st| match &st.kind {
                StmtKind::Decl(d) => {
                    for dd in &d.decls {
                        let n = dd.name.as_ref().map_or("?", |n| n.name.as_str());
                        let init = match &dd.init {
                            Some(Initializer::Expr(e)) => e.to_c(),
                            _ => String::new(),
                        };
                        found.push_str(&format!("{n} = {init}; "));
                    }
                }
                StmtKind::Expr(e) => found.push_str(&format!("{}; ", e.to_c())),
                _ => {}
            });
        }
        found
    }

    const HELPER: &str =
        "static void swap_ptr(double **a, double **b) { double *t = *a; *a = *b; *b = t; }\n";

    #[test]
    fn a_swap_helper_becomes_the_swap_it_performs() {
        let src = format!(
            "{HELPER}int main(void) {{ double *u = 0, *v = 0;\n#pragma mint single\n swap_ptr(&u, &v);\n return 0; }}"
        );
        let t = single_text(&src);
        assert!(t.contains("mint_swap_t = u;"), "{t}");
        assert!(
            t.contains("u = v;") && t.contains("v = mint_swap_t;"),
            "{t}"
        );
        // In a block, next to other statements.
        let src = format!(
            "{HELPER}int main(void) {{ double *u = 0, *v = 0; int k = 0;\n#pragma mint single\n {{ swap_ptr(&u, &v); k++; }}\n return 0; }}"
        );
        let t = single_text(&src);
        assert!(t.contains("u = v;") && t.contains("k++;"), "{t}");
    }

    #[test]
    fn other_helpers_and_other_arguments_stay_calls() {
        // The helper reads a global; the argument is not an address; the helper indexes.
        for src in [
            "double *g; static void s(double **a, double **b) { double *t = *a; *a = g; *b = t; }\nint main(void) { double *u = 0, *v = 0;\n#pragma mint single\n s(&u, &v);\n return 0; }",
            "static void s(double **a, double **b) { double *t = *a; *a = *b; *b = t; }\nint main(void) { double *u = 0, *v = 0; double **p = &u;\n#pragma mint single\n s(p, &v);\n return 0; }",
            "static void s(double *a, double *b) { double t = a[0]; a[0] = b[0]; b[0] = t; }\nint main(void) { double u = 0, v = 0;\n#pragma mint single\n s(&u, &v);\n return 0; }",
        ] {
            let t = single_text(src);
            assert!(t.contains("s("), "{t}");
        }
    }
}
