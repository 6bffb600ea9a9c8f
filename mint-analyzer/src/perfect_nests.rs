//! Perfect nests from C89 code: a pass before analysis that makes the loops of a `mint for`
//! nest perfectly nested again when only declarations separate them, and turns body locals
//! that are declared first and set later into declarations with initializers, so that
//! `nest(all)` counts every loop and [`crate::index_locals`] reads the locals through:
//!
//! ```c
//! for (z = 0; z < nz; z++) {           for (z = 0; z < nz; z++)
//!     int y;                               for (int y = 0; y < ny; y++)
//!     for (y = 0; y < ny; y++) {               for (int x = 0; x < nx; x++) {
//!         int x;                    =>              int c = x + y * nx + z * nx * ny;
//!         for (x = 0; x < nx; x++) {               int w = (x == 0) ? c : c - 1;
//!             int c, w;                            out[c] = in[w];
//!             c = x + y * nx + z * nx * ny;     }
//!             w = (x == 0) ? c : c - 1;
//!             out[c] = in[w];
//!         } } }
//! ```
//!
//! Invariants (each rewrite keeps the meaning of the nest for every iteration order, which is
//! what `mint for` promises):
//! - A loop's body is flattened only when it is a block of declarations and exactly one `for`
//!   loop (a local declared there without a value and set once before the loop, `zoff = z *
//!   nx * ny;`, counts as declared with that value). The declaration of that loop's own
//!   variable (no initializer, nothing else reads it: the block ends with the loop) moves into
//!   the loop's init (`for (int y = 0; ...)`). Any
//!   other declarator moves to the top of the inner loop's body: one with an initializer only
//!   if the initializer has no side effect and reads nothing the inner loop assigns, and the
//!   inner loop never assigns the variable; one without an initializer only if the innermost
//!   body sets it, at its top level, before any other mention (so no value crosses iterations).
//!   Otherwise the nest is left as written.
//! - In the innermost body, a local declared without initializer whose first mention is a
//!   top-level statement `v = e;` (`e` not reading `v`) is declared there with `e` as its
//!   initializer instead; later assignments stay.
//! - Only nests under `#pragma mint for` change; the source text is not touched (the host code
//!   of the output is still the user's).

use crate::flat_arrays::stmt_exprs;
use mint_lang::ast::*;
use std::collections::HashSet;

/// Make the nests of `tu` perfect where only declarations separate their loops (see the module
/// documentation).
pub fn perfect_nests(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_nests(tu, |_, body| {
        if let StmtKind::For(fl) = &body.kind {
            if let Some(done) = flatten(fl) {
                body.kind = StmtKind::For(done);
            }
        }
    })
}

/// The nest starting at `top` with every flattenable level flattened and the innermost body's
/// locals folded, or `None` when nothing changed or a rewrite would change the meaning.
fn flatten(top: &ForLoop) -> Option<ForLoop> {
    let mut root = top.clone();
    let mut changed = false;
    // Declarators moved down without an initializer: the innermost body must set them first.
    let mut must_set: Vec<String> = Vec::new();
    {
        let mut cur: &mut ForLoop = &mut root;
        while let Some((decls, mut inner_loop, block_span)) = split_level(&cur.body) {
            let inner_var = inner_loop.var().map(str::to_string);
            let assigned_inside = assigned_names(&Stmt {
                kind: StmtKind::For(inner_loop.clone()),
                span: inner_loop.span,
            });
            let mut sunk: Vec<Declarator> = Vec::new();
            for d in decls {
                let name = d.name.as_ref().map(|n| n.name.clone())?;
                if Some(&name) == inner_var.as_ref() && d.init.is_none() {
                    if let ForInit::Expr(Expr {
                        kind: ExprKind::Assign(None, _, value),
                        span,
                    }) = &inner_loop.init
                    {
                        inner_loop.init = ForInit::Decl(Declaration {
                            decls: vec![Declarator {
                                init: Some(Initializer::Expr((**value).clone())),
                                ..d.clone()
                            }],
                            span: *span,
                        });
                        continue;
                    }
                    return None;
                }
                match &d.init {
                    None => must_set.push(name),
                    Some(Initializer::Expr(e)) => {
                        if assigned_inside.contains(&name)
                            || !pure(e)
                            || reads_any(e, &assigned_inside)
                        {
                            return None;
                        }
                    }
                    Some(Initializer::List { .. }) => return None,
                }
                sunk.push(d);
            }
            if !sunk.is_empty() {
                let decl = Stmt {
                    kind: StmtKind::Decl(Declaration {
                        span: sunk[0].span,
                        decls: sunk,
                    }),
                    span: block_span,
                };
                let old = std::mem::replace(&mut *inner_loop.body, empty(block_span));
                let old_span = old.span;
                let mut stmts = vec![decl];
                match old.kind {
                    StmtKind::Block(b) => stmts.extend(b.stmts),
                    _ => stmts.push(old),
                }
                *inner_loop.body = Stmt {
                    kind: StmtKind::Block(Block {
                        stmts,
                        span: old_span,
                    }),
                    span: old_span,
                };
            }
            let span = inner_loop.span;
            *cur.body = Stmt {
                kind: StmtKind::Block(Block {
                    stmts: vec![Stmt {
                        kind: StmtKind::For(inner_loop),
                        span,
                    }],
                    span: block_span,
                }),
                span: block_span,
            };
            changed = true;
            let StmtKind::Block(b) = &mut cur.body.kind else {
                unreachable!("just built as a block")
            };
            let StmtKind::For(next) = &mut b.stmts[0].kind else {
                unreachable!("just built as a loop")
            };
            cur = next;
        }
        // The innermost body of the perfect chain.
        let innermost = innermost_body(cur);
        let folded = fold_set_locals(innermost);
        changed |= folded.is_some();
        let set_first = folded.unwrap_or_default();
        if must_set.iter().any(|n| !set_first.contains(n)) {
            return None;
        }
    }
    changed.then_some(root)
}

/// A loop body that is a block of declarations and exactly one `for` loop: the declarators,
/// the loop and the block's span.
fn split_level(body: &Stmt) -> Option<(Vec<Declarator>, ForLoop, mint_lang::Span)> {
    let StmtKind::Block(b) = &body.kind else {
        return None;
    };
    let mut decls: Vec<Declarator> = Vec::new();
    let mut lp = None;
    for s in &b.stmts {
        match &s.kind {
            StmtKind::Decl(d) if lp.is_none() => decls.extend(d.decls.iter().cloned()),
            // `zoff = z * nx * ny;` setting a local declared above without a value, once.
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, lhs, value),
                ..
            }) if lp.is_none() => {
                let name = lhs.as_ident()?;
                let d = decls
                    .iter_mut()
                    .find(|d| d.name.as_ref().is_some_and(|n| n.name == name))?;
                if d.init.is_some() || expr_mentions(value, name) || !scalar(&d.ty) {
                    return None;
                }
                d.init = Some(Initializer::Expr((**value).clone()));
            }
            StmtKind::For(fl) if lp.is_none() => lp = Some(fl.clone()),
            StmtKind::Empty | StmtKind::Preproc => {}
            _ => return None,
        }
    }
    if decls.is_empty() {
        return None;
    }
    lp.map(|l| (decls, l, b.span))
}

/// The body of the innermost loop of the perfect chain starting at `fl`.
pub(crate) fn innermost_body(fl: &mut ForLoop) -> &mut Stmt {
    let next_is_loop = match &fl.body.kind {
        StmtKind::For(_) => true,
        StmtKind::Block(b) => b.stmts.len() == 1 && matches!(b.stmts[0].kind, StmtKind::For(_)),
        _ => false,
    };
    if !next_is_loop {
        return &mut fl.body;
    }
    match &mut fl.body.kind {
        StmtKind::For(inner) => innermost_body(inner),
        StmtKind::Block(b) => match &mut b.stmts[0].kind {
            StmtKind::For(inner) => innermost_body(inner),
            _ => unreachable!("checked above"),
        },
        _ => unreachable!("checked above"),
    }
}

/// Fold the locals of block `body` that are declared without initializer and first set by a
/// top-level `v = e;` into declarations `T v = e;` at that statement. The names set first
/// (folded or not), or `None` when nothing was folded.
fn fold_set_locals(body: &mut Stmt) -> Option<Vec<String>> {
    let StmtKind::Block(b) = &mut body.kind else {
        return None;
    };
    let mut set_first = Vec::new();
    let mut folded = false;
    // Candidates: (name, index of its declaration statement, the declarator).
    let mut i = 0;
    while i < b.stmts.len() {
        let StmtKind::Decl(d) = &b.stmts[i].kind else {
            i += 1;
            continue;
        };
        let candidates: Vec<Declarator> = d
            .decls
            .iter()
            .filter(|dd| dd.init.is_none() && scalar(&dd.ty) && dd.name.is_some())
            .cloned()
            .collect();
        let mut moved: Vec<(String, usize, Declarator)> = Vec::new();
        for dd in candidates {
            let name = dd.name.as_ref().expect("filtered").name.clone();
            // The first later statement that mentions it.
            let Some(j) = (i + 1..b.stmts.len()).find(|&j| mentions(&b.stmts[j], &name)) else {
                continue;
            };
            let StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, lhs, value),
                ..
            }) = &b.stmts[j].kind
            else {
                continue;
            };
            // (A name declared twice in one declaration, `int c, c;`, is C's error: left alone.)
            if lhs.as_ident() != Some(name.as_str())
                || expr_mentions(value, &name)
                || moved.iter().any(|(n, _, _)| *n == name)
            {
                continue;
            }
            set_first.push(name.clone());
            moved.push((name, j, dd));
        }
        // Rewrite: drop the moved declarators here, declare each at its assignment.
        for (name, j, dd) in moved.iter().rev() {
            let StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, _, value),
                span,
            }) = &b.stmts[*j].kind
            else {
                continue;
            };
            let span = *span;
            let decl = Declarator {
                init: Some(Initializer::Expr((**value).clone())),
                ..dd.clone()
            };
            b.stmts[*j] = Stmt {
                kind: StmtKind::Decl(Declaration {
                    decls: vec![decl],
                    span,
                }),
                span,
            };
            if let StmtKind::Decl(d) = &mut b.stmts[i].kind {
                d.decls
                    .retain(|x| x.name.as_ref().map(|n| &n.name) != Some(name));
            }
            folded = true;
        }
        i += 1;
    }
    b.stmts
        .retain(|s| !matches!(&s.kind, StmtKind::Decl(d) if d.decls.is_empty()));
    folded.then_some(set_first)
}

fn empty(span: mint_lang::Span) -> Stmt {
    Stmt {
        kind: StmtKind::Empty,
        span,
    }
}

fn scalar(t: &Type) -> bool {
    t.rank() == 0
}

fn mentions(s: &Stmt, name: &str) -> bool {
    let mut c = s.clone();
    let mut exprs = Vec::new();
    stmt_exprs(&mut c, &mut exprs);
    let declares = s
        .declarators()
        .iter()
        .any(|d| d.name.as_ref().is_some_and(|n| n.name == name));
    declares || exprs.iter().any(|e| expr_mentions(e, name))
}

fn expr_mentions(e: &Expr, name: &str) -> bool {
    let mut found = false;
    e.walk(&mut |x| found |= x.as_ident() == Some(name));
    found
}

fn reads_any(e: &Expr, names: &HashSet<String>) -> bool {
    let mut found = false;
    e.walk(&mut |x| found |= x.as_ident().is_some_and(|n| names.contains(n)));
    found
}

/// No assignment, increment or call in `e`.
pub(crate) fn pure(e: &Expr) -> bool {
    let mut ok = true;
    e.walk(&mut |x| {
        ok &= !matches!(
            x.kind,
            ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Call(..)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _)
        )
    });
    ok
}

/// Names assigned, incremented or whose address is taken anywhere in `s`
/// ([`crate::index_locals::assigned_names`], on a copy).
fn assigned_names(s: &Stmt) -> HashSet<String> {
    crate::index_locals::assigned_names(&mut s.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_text(src: &str) -> String {
        let tu = mint_lang::parse(src).expect("parses");
        let out = perfect_nests(&tu);
        let mut text = String::new();
        for item in &out.items {
            let Item::Function(f) = item else { continue };
            f.body.as_ref().unwrap().stmts.iter().for_each(|s| {
                s.walk(&mut |x| {
                    if let StmtKind::Mint(m) = &x.kind {
                        if let Some(b) = &m.body {
                            text = format!("{b:?}");
                        }
                    }
                })
            });
        }
        text
    }

    fn loops_in_chain(src: &str) -> usize {
        let tu = perfect_nests(&mint_lang::parse(src).expect("parses"));
        let mut n = 0;
        for item in &tu.items {
            let Item::Function(f) = item else { continue };
            for s in &f.body.as_ref().unwrap().stmts {
                s.walk(&mut |x| {
                    if let StmtKind::Mint(m) = &x.kind {
                        let mut cur = m.body.as_ref().unwrap();
                        while let StmtKind::For(fl) = &cur.kind {
                            n += 1;
                            cur = match &fl.body.kind {
                                StmtKind::Block(b)
                                    if b.stmts.len() == 1
                                        && matches!(b.stmts[0].kind, StmtKind::For(_)) =>
                                {
                                    &b.stmts[0]
                                }
                                _ => &fl.body,
                            };
                        }
                    }
                });
            }
        }
        n
    }

    const C89: &str = r#"
void f(int nx, int ny, int nz, float *a, float *b) {
    int z;
#pragma mint for nest(all)
    for (z = 0; z < nz; z++) {
        int y;
        for (y = 0; y < ny; y++) {
            int x;
            for (x = 0; x < nx; x++) {
                int c, w;
                c = x + y * nx + z * nx * ny;
                w = (x == 0) ? c : c - 1;
                b[c] = a[w];
            }
        }
    }
}
"#;

    #[test]
    fn declarations_between_loops_are_moved_into_the_loops() {
        assert_eq!(loops_in_chain(C89), 3);
        let t = nest_text(C89);
        assert!(!t.contains("Assign(None, Expr { kind: Ident(\"c\")"), "{t}");
    }

    #[test]
    fn a_value_carried_across_iterations_keeps_the_nest_as_written() {
        let src = C89
            .replace("int x;", "int x, prev;")
            .replace("b[c] = a[w];", "b[c] = a[w] + prev; prev = c;");
        assert_eq!(loops_in_chain(&src), 1);
    }

    #[test]
    fn an_initializer_the_inner_loop_changes_is_not_moved() {
        let src = C89
            .replace("int x;", "int x; int k = 0;")
            .replace("b[c] = a[w];", "b[c] = a[w] + k; k++;");
        assert_eq!(loops_in_chain(&src), 1);
        let ok = C89
            .replace("int x;", "int x; int zoff = z * nx * ny;")
            .replace("b[c] = a[w];", "b[c] = a[w] + zoff;");
        assert_eq!(loops_in_chain(&ok), 3);
    }

    #[test]
    fn a_local_set_between_loops_is_declared_with_its_value() {
        let src = C89
            .replace("int y;", "int y, zoff; zoff = z * nx * ny;")
            .replace("b[c] = a[w];", "b[c] = a[w] + zoff;");
        assert_eq!(loops_in_chain(&src), 3);
        let twice = C89
            .replace("int y;", "int y, zoff; zoff = z; zoff = zoff * 2;")
            .replace("b[c] = a[w];", "b[c] = a[w] + zoff;");
        assert_eq!(loops_in_chain(&twice), 1);
    }

    #[test]
    fn a_name_declared_twice_is_left_to_the_compiler() {
        // Found by tests/fuzz_mutations.rs: `int c, c;` then `c = ...;` panicked.
        let src = C89.replace("int c, w;", "int c, c, w;");
        let _ = loops_in_chain(&src);
    }

    #[test]
    fn a_statement_between_loops_keeps_the_nest_as_written() {
        let src = C89.replace("int y;", "int y; b[0] = 1;");
        assert_eq!(loops_in_chain(&src), 1);
    }
}
