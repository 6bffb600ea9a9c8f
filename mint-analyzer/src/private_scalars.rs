//! Scalars of the function that a nest sets before it reads them are the body's own: a pass
//! before analysis for C89 code, which declares every variable at the top of the function (an
//! OpenMP version names them in `private(...)`):
//!
//! ```c
//! int i, j, ip, im;                          int i, j, ip, im;
//! double lap;                                double lap;
//! ...                                        ...
//! for (j = 0; j < n; j++)                    for (j = 0; j < n; j++)
//!     for (i = 0; i < n; i++) {      =>          for (i = 0; i < n; i++) {
//!         ip = (i + 1) % n;                          int ip = (i + 1) % n;
//!         lap = u[j][ip] - u[j][i];                  double lap = u[j][ip] - u[j][i];
//!         v[j][i] = u[j][i] + c * lap;               v[j][i] = u[j][i] + c * lap;
//!     }                                          }
//! ```
//!
//! so that every thread has its own (else the analyzer refuses the nest: "shared by all
//! threads"), and [`crate::index_locals`] reads index locals through.
//!
//! Invariants:
//! - A variable is made the body's own only where that changes nothing the program computes:
//!   it is a scalar declared once in the function (outside every nest), not a loop variable of
//!   the nest; in the innermost body of the nest's perfect chain, the first top-level statement
//!   that mentions it is `v = e;` with `e` not reading `v` (so no value crosses iterations); and
//!   nothing in the function reads it outside the bodies where it is made their own (a value
//!   the loop leaves behind is never used), but for the loops that set it first in their init
//!   (`for (c = 0; ...)`: a counter reused) with no such nest inside. Later assignments in the
//!   body stay (to the local).
//! - Only bodies of `mint for` nests change; the outer declaration stays.

use mint_lang::ast::*;
use std::collections::{HashMap, HashSet};

/// Make the scalars of `tu`'s nests that each iteration sets first the nests' own (see the
/// module documentation).
pub fn private_scalars(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_function_bodies(tu, |_, params, whole| {
        // Scalars declared once outside the nests.
        let mut declared: HashMap<String, Option<Declarator>> = HashMap::new();
        outside_nests(whole, &mut |s| {
            for d in own_declarators(s) {
                if let Some(n) = &d.name {
                    declared
                        .entry(n.name.clone())
                        .and_modify(|e| *e = None)
                        .or_insert_with(|| plain_scalar(&d.ty).then(|| d.clone()));
                }
            }
        });
        for p in params {
            if let Some(n) = &p.name {
                declared.insert(n.name.clone(), None);
            }
        }
        // Per nest (in order): the candidates its innermost body sets first.
        let mut per_nest: Vec<HashSet<String>> = Vec::new();
        nests(whole, &mut |fl| {
            let vars = chain_vars(fl);
            let mut set = HashSet::new();
            if let Some(b) = innermost(fl) {
                for (name, d) in &declared {
                    if d.is_some() && !vars.contains(name) && set_first(b, name) {
                        set.insert(name.clone());
                    }
                }
            }
            per_nest.push(set);
        });
        // Reads outside the bodies that would own them.
        let mut read_outside: HashSet<String> = HashSet::new();
        let mut k = 0;
        reads_except_bodies(whole, &per_nest, &mut k, &mut read_outside);
        let mut k = 0;
        nests(whole, &mut |fl| {
            let own = &per_nest[k];
            k += 1;
            let Some(b) = innermost(fl) else { return };
            let StmtKind::Block(blk) = &mut b.kind else {
                return;
            };
            for name in own.iter().filter(|n| !read_outside.contains(*n)) {
                let Some(Some(d)) = declared.get(name) else {
                    continue;
                };
                let Some(j) = blk.stmts.iter().position(|s| mentions(s, name)) else {
                    continue;
                };
                let StmtKind::Expr(Expr {
                    kind: ExprKind::Assign(None, _, value),
                    span,
                }) = &blk.stmts[j].kind
                else {
                    continue;
                };
                let span = *span;
                let mut ty = d.ty.clone();
                ty.is_const = false;
                ty.is_static = false;
                blk.stmts[j] = Stmt {
                    kind: StmtKind::Decl(Declaration {
                        decls: vec![Declarator {
                            ty,
                            init: Some(Initializer::Expr((**value).clone())),
                            ..d.clone()
                        }],
                        span,
                    }),
                    span,
                };
            }
        });
    })
}

/// A scalar that is not a pointer.
fn plain_scalar(t: &Type) -> bool {
    t.rank() == 0 && t.pointers == 0 && t.array_pointers == 0
}

/// Calls `f` on every statement outside `mint for` nests.
fn outside_nests(s: &Stmt, f: &mut dyn FnMut(&Stmt)) {
    if is_nest(s) {
        return;
    }
    f(s);
    for c in s.children() {
        outside_nests(c, f);
    }
}

fn is_nest(s: &Stmt) -> bool {
    matches!(&s.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::For(_)))
}

/// The declarators of `s` itself (a declaration, or a `for` loop's init).
fn own_declarators(s: &Stmt) -> Vec<&Declarator> {
    match &s.kind {
        StmtKind::Decl(d) => d.decls.iter().collect(),
        StmtKind::For(ForLoop {
            init: ForInit::Decl(d),
            ..
        }) => d.decls.iter().collect(),
        _ => Vec::new(),
    }
}

/// Calls `f` on the loop of every `mint for` nest, in order.
pub(crate) fn nests(s: &mut Stmt, f: &mut dyn FnMut(&mut ForLoop)) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let (Directive::For(_), Some(body)) = (&m.directive, &mut m.body) {
            if let StmtKind::For(fl) = &mut body.kind {
                f(fl);
            }
            return;
        }
    }
    for c in s.children_mut() {
        nests(c, f);
    }
}

/// The variables of the perfect chain of loops from `fl`.
fn chain_vars(fl: &ForLoop) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut cur = Some(fl);
    while let Some(l) = cur {
        out.extend(l.var().map(str::to_string));
        cur = next_loop(&l.body);
    }
    out
}

fn next_loop(body: &Stmt) -> Option<&ForLoop> {
    match &body.kind {
        StmtKind::For(inner) => Some(inner),
        StmtKind::Block(b) if b.stmts.len() == 1 => match &b.stmts[0].kind {
            StmtKind::For(inner) => Some(inner),
            _ => None,
        },
        _ => None,
    }
}

/// The innermost body of the perfect chain from `fl`, where it is a block.
pub(crate) fn innermost(fl: &mut ForLoop) -> Option<&mut Stmt> {
    if next_loop(&fl.body).is_none() {
        return matches!(fl.body.kind, StmtKind::Block(_)).then_some(&mut *fl.body);
    }
    match &mut fl.body.kind {
        StmtKind::For(inner) => innermost(inner),
        StmtKind::Block(b) => match &mut b.stmts[0].kind {
            StmtKind::For(inner) => innermost(inner),
            _ => None,
        },
        _ => None,
    }
}

/// Whether the first top-level statement of block `b` that mentions `name` is `name = e;` with
/// `e` not reading it.
fn set_first(b: &Stmt, name: &str) -> bool {
    let StmtKind::Block(blk) = &b.kind else {
        return false;
    };
    let Some(s) = blk.stmts.iter().find(|s| mentions(s, name)) else {
        return false;
    };
    matches!(&s.kind, StmtKind::Expr(Expr {
        kind: ExprKind::Assign(None, lhs, value),
        ..
    }) if lhs.as_ident() == Some(name) && !expr_mentions(value, name))
}

/// Names read in `s` outside the innermost bodies of the nests (the `k`-th nest's body counts
/// only for the names of `own[k]`): every mention but the target of a plain `=` and a
/// declared name, `copy` sizes included.
fn reads_except_bodies(
    s: &Stmt,
    own: &[HashSet<String>],
    k: &mut usize,
    out: &mut HashSet<String>,
) {
    if let StmtKind::Mint(m) = &s.kind {
        match (&m.directive, &m.body) {
            (Directive::For(_), Some(body)) => {
                let mine = own.get(*k).cloned().unwrap_or_default();
                *k += 1;
                // The chain's loop headers, then its innermost body (where `mine` are the
                // body's own).
                let mut cur = body;
                while let StmtKind::For(fl) = &cur.kind {
                    cur.for_each_own_expr(&mut |e| reads_of(e, out));
                    cur = &fl.body;
                    if let StmtKind::Block(b) = &cur.kind {
                        if let [only @ Stmt {
                            kind: StmtKind::For(_),
                            ..
                        }] = b.stmts.as_slice()
                        {
                            cur = only;
                        }
                    }
                }
                let mut reads = HashSet::new();
                cur.walk(&mut |x| x.for_each_own_expr(&mut |e| reads_of(e, &mut reads)));
                out.extend(reads.into_iter().filter(|r| !mine.contains(r)));
                return;
            }
            (Directive::Copy(c), _) => {
                for e in &c.sizes {
                    reads_of(e, out);
                }
            }
            _ => {}
        }
    }
    // A loop that sets a variable in its init (`for (c = 0; ...)`, a counter reused) reads the
    // values it sets, not one a nest left, unless a nest inside it makes that variable its own.
    let fresh = match &s.kind {
        StmtKind::For(ForLoop {
            init:
                ForInit::Expr(Expr {
                    kind: ExprKind::Assign(None, lhs, _),
                    ..
                }),
            ..
        }) => lhs.as_ident(),
        _ => None,
    };
    let first = *k;
    let mut reads = HashSet::new();
    s.for_each_own_expr(&mut |e| reads_of(e, &mut reads));
    for c in s.children() {
        reads_except_bodies(c, own, k, &mut reads);
    }
    if let Some(v) = fresh {
        if !own[first..*k].iter().any(|o| o.contains(v)) {
            reads.remove(v);
        }
    }
    out.extend(reads);
}

/// The names `e` reads: every mention but the target of a plain assignment.
fn reads_of(e: &Expr, out: &mut HashSet<String>) {
    match &e.kind {
        ExprKind::Assign(None, lhs, rhs) if lhs.as_ident().is_some() => reads_of(rhs, out),
        ExprKind::Ident(n) => {
            out.insert(n.clone());
        }
        _ => e.children().into_iter().for_each(|x| reads_of(x, out)),
    }
}

fn mentions(s: &Stmt, name: &str) -> bool {
    let mut found = false;
    s.walk(&mut |x| {
        x.for_each_own_expr(&mut |e| found |= expr_mentions(e, name));
        found |= own_declarators(x)
            .iter()
            .any(|d| d.name.as_ref().is_some_and(|n| n.name == name));
    });
    found
}

fn expr_mentions(e: &Expr, name: &str) -> bool {
    let mut found = false;
    e.walk(&mut |x| found |= x.as_ident() == Some(name));
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names declared in the innermost bodies of `src`'s nests after the pass.
    fn owned(src: &str) -> Vec<String> {
        let tu = mint_lang::parse(src).expect("parses");
        let out = private_scalars(&tu);
        let mut names = Vec::new();
        for item in &out.items {
            let Item::Function(f) = item else { continue };
            let mut whole = Stmt {
                kind: StmtKind::Block(f.body.clone().expect("a body")),
                span: Default::default(),
            };
            nests(&mut whole, &mut |fl| {
                if let Some(b) = innermost(fl) {
                    for s in b.children() {
                        for d in own_declarators(s) {
                            names.extend(d.name.as_ref().map(|n| n.name.clone()));
                        }
                    }
                }
            });
        }
        names.sort();
        names
    }

    const C89: &str = "void f(int n, double *a, double *b) {
    int x, y, xp, xm;
    long c;
    double lap;
    #pragma mint copy(a, toDevice, n * n)
    #pragma mint copy(b, toDevice, n * n)
    #pragma mint parallel
    {
    #pragma mint for nest(all)
    for (y = 1; y < n - 1; y++)
        for (x = 0; x < n; x++) {
            xp = (x + 1) % n;
            xm = (x + n - 1) % n;
            c = (long)y * n + x;
            lap = a[c - n] + a[c + n] + a[y * n + xp] + a[y * n + xm] - 4.0 * a[c];
            b[c] = a[c] + 0.1 * lap;
        }
    }
    #pragma mint copy(b, fromDevice, n * n)
    for (c = 0; c < (long)n * n; c++) a[c] = b[c];
    }";

    #[test]
    fn scalars_set_first_in_the_body_become_its_own() {
        // `c` is reused as a counter after the region: the loop sets it first.
        assert_eq!(owned(C89), ["c", "lap", "xm", "xp"]);
    }

    #[test]
    fn scalars_whose_value_is_used_stay_shared() {
        // Read after the nest: the last iteration's value is the program's.
        let after = C89.replace("for (c = 0;", "a[0] = lap; for (c = 0;");
        assert_eq!(owned(&after), ["c", "xm", "xp"]);
        // Read in the body before it is set: a value crosses iterations.
        let before = C89.replace("xp = (x + 1) % n;", "b[0] = xp; xp = (x + 1) % n;");
        assert_eq!(owned(&before), ["c", "lap", "xm"]);
        // Set inside a branch: not set first at the top level.
        let branch = C89.replace(
            "xm = (x + n - 1) % n;",
            "if (x > 0) xm = x - 1; else xm = n - 1;",
        );
        assert_eq!(owned(&branch), ["c", "lap", "xp"]);
        // A loop that reads the counter without setting it first.
        let reuse = C89.replace(
            "for (c = 0; c < (long)n * n; c++)",
            "for (x = 0; c < (long)n * n; c++)",
        );
        assert_eq!(owned(&reuse), ["lap", "xm", "xp"]);
    }
}
