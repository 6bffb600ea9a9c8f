//! Integer locals in subscripts are read through: a pass before delinearization that replaces,
//! inside the subscripts of nests, an integer variable that is set once and never changed by
//! the value it was set to:
//!
//! ```c
//! const long sy = nx, sz = (long)nx * ny;          /* before the nest */
//! ...
//!     const long c = iz * sz + iy * sy + ix;       /* in the nest body */
//!     lap += cur[c + r * sy] + cur[c - r * sy] + ...;
//! ```
//!
//! becomes `cur[((long)(iz * ((long)(nx * ny)) + ...)) + r * ((long)(nx))]`, which
//! [`crate::flat_arrays`] reads as a 3-D reference. The variable keeps its declaration (other
//! uses still read it).
//!
//! A variable is read through when it is a scalar of an integer type declared with an
//! initializer in the function holding the nest (before the nest, or in its body), nothing
//! named like it is assigned, incremented or has its address taken while it lives (the rest of
//! its block), and its initializer has no side effect and reads only names that are not
//! assigned while it lives either. Each use sees the declaration in scope. Variables that a
//! `copy` size names (`int nx = n;` with `copy(u, toDevice, nx, ny, nz)`) and variables set to
//! a constant (`const int nx = 72;`) are left alone: extents are compared with the copy sizes by
//! name. (Where a flat subscript needs one of them read through, or a local declared first and
//! set once later, `long plane; plane = (long)nx * ny;`, [`crate::flat_arrays`] does it:
//! [`crate::host_scalars`].)
//!
//! Invariants:
//! - Only subscripts inside `mint for` bodies change; the value substituted is
//!   `((T)(initializer))` with `T` the variable's type, which is the value the variable holds.
//! - A use sees the declaration in scope: a use before the declaration, or outside its block,
//!   is not replaced.

use crate::flat_arrays::stmt_exprs;
use crate::inline::each_child;
use crate::nest::{int_const, MATH_FUNCTIONS};
use mint_lang::ast::*;
use std::collections::{HashMap, HashSet};

/// Largest value (in expression nodes) a variable is read through with; a larger one is left
/// as the variable (chains of locals that double each other would grow without bound).
pub const MAX_VALUE_NODES: usize = 1000;

/// Read the integer index locals of `tu`'s nests through (see the module documentation).
pub fn substitute_index_locals(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_function_bodies(tu, |_, _, whole| {
        let mut sized = HashSet::new();
        copy_size_names(whole, &mut sized);
        let mut w = Walk {
            sized,
            region: HashSet::new(),
            scopes: vec![HashMap::new()],
            in_nest: false,
        };
        w.stmt(whole);
    })
}

/// Names assigned, incremented or whose address is taken anywhere in `s` (for-loop variables
/// included).
pub(crate) fn assigned_names(s: &mut Stmt) -> HashSet<String> {
    let mut out = HashSet::new();
    let mut exprs = Vec::new();
    stmt_exprs(s, &mut exprs);
    for e in exprs {
        e.walk(&mut |x| {
            let t = match &x.kind {
                ExprKind::Assign(_, t, _) | ExprKind::PostIncDec(_, t) => Some(t),
                ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr, t) => Some(t),
                _ => None,
            };
            if let Some(n) = t.and_then(|t| t.as_ident()) {
                out.insert(n.to_string());
            }
        });
    }
    out
}

/// Names used in the sizes of the function's `copy` directives.
fn copy_size_names(s: &Stmt, out: &mut HashSet<String>) {
    s.walk(&mut |x| {
        if let StmtKind::Mint(m) = &x.kind {
            if let Directive::Copy(c) = &m.directive {
                for e in &c.sizes {
                    e.walk(&mut |x| out.extend(x.as_ident().map(str::to_string)));
                }
            }
        }
    });
}

struct Walk {
    /// Names the `copy` sizes use: they keep their names (extents are compared by name).
    sized: HashSet<String>,
    /// Names assigned in the scope of the declaration being looked at (the rest of its block;
    /// for a `for` declaration, the loop).
    region: HashSet<String>,
    /// The variables read through, innermost scope last (`None`: a declaration hides an outer
    /// one but is not read through).
    scopes: Vec<HashMap<String, Option<Expr>>>,
    /// Inside a `mint for` body.
    in_nest: bool,
}

impl Walk {
    fn lookup(&self, name: &str) -> Option<&Expr> {
        for s in self.scopes.iter().rev() {
            if let Some(v) = s.get(name) {
                return v.as_ref();
            }
        }
        None
    }

    fn declare(&mut self, d: &Declaration) {
        for dd in &d.decls {
            let Some(n) = &dd.name else { continue };
            let value = match &dd.init {
                Some(Initializer::Expr(e))
                    if dd.ty.rank() == 0
                        && dd.ty.scalar.is_integer()
                        && !self.region.contains(&n.name)
                        && !self.sized.contains(&n.name)
                        && int_const(e).is_none()
                        && self.stable(e) =>
                {
                    // The value: the initializer with the variables it reads read through in
                    // turn, converted to the variable's type.
                    let mut v = e.clone();
                    self.subst(&mut v);
                    let mut nodes = 0usize;
                    v.walk(&mut |_| nodes += 1);
                    if nodes > MAX_VALUE_NODES {
                        // Chains of locals doubling each other would grow without bound.
                        self.scopes
                            .last_mut()
                            .expect("a scope")
                            .insert(n.name.clone(), None);
                        continue;
                    }
                    let span = e.span;
                    let ty = Type {
                        dims: Vec::new(),
                        is_static: false,
                        is_const: false,
                        ..dd.ty.clone()
                    };
                    Some(Expr {
                        kind: ExprKind::Paren(Box::new(Expr {
                            kind: ExprKind::Cast(
                                ty,
                                Box::new(Expr {
                                    kind: ExprKind::Paren(Box::new(v)),
                                    span,
                                }),
                            ),
                            span,
                        })),
                        span,
                    })
                }
                _ => None,
            };
            self.scopes
                .last_mut()
                .expect("a scope")
                .insert(n.name.clone(), value);
        }
    }

    /// Whether an initializer has no side effect and reads only names that keep their value.
    fn stable(&self, e: &Expr) -> bool {
        let mut ok = true;
        e.walk(&mut |x| match &x.kind {
            ExprKind::Ident(n) => ok &= !self.region.contains(n),
            ExprKind::Assign(..) | ExprKind::PostIncDec(..) | ExprKind::Index(..) => ok = false,
            ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Deref, _) => ok = false,
            ExprKind::Call(c, _) => {
                ok &= c.as_ident().is_some_and(|n| MATH_FUNCTIONS.contains(&n));
            }
            _ => {}
        });
        ok
    }

    /// Replace the variables read through in `e` (a subscript, or a value being built).
    fn subst(&self, e: &mut Expr) {
        if let Some(n) = e.as_ident() {
            if let Some(v) = self.lookup(n) {
                *e = v.clone();
            }
            return;
        }
        each_child(e, &mut |c| self.subst(c));
    }

    /// Replace the variables read through in the subscripts of `e`.
    fn subscripts(&self, e: &mut Expr) {
        if let ExprKind::Index(a, i) = &mut e.kind {
            self.subscripts(a);
            self.subst(i);
            self.subscripts(i);
            return;
        }
        each_child(e, &mut |c| self.subscripts(c));
    }

    fn exprs(&self, s: &mut Stmt) {
        if !self.in_nest {
            return;
        }
        let mut v = Vec::new();
        // Only this statement's own expressions (not those of nested statements).
        match &mut s.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => v.push(e),
            StmtKind::Decl(d) => {
                for dd in &mut d.decls {
                    if let Some(Initializer::Expr(e)) = &mut dd.init {
                        v.push(e);
                    }
                }
            }
            _ => {}
        }
        for e in v {
            self.subscripts(e);
        }
    }

    fn stmt(&mut self, s: &mut Stmt) {
        match &mut s.kind {
            StmtKind::Block(b) => {
                // Names assigned after each statement of the block.
                let mut after = vec![HashSet::new(); b.stmts.len()];
                for k in (1..b.stmts.len()).rev() {
                    let mut next = after[k].clone();
                    next.extend(assigned_names(&mut b.stmts[k].clone()));
                    after[k - 1] = next;
                }
                self.scopes.push(HashMap::new());
                for (s, region) in b.stmts.iter_mut().zip(after) {
                    let outer = std::mem::replace(&mut self.region, region);
                    self.stmt(s);
                    self.region = outer;
                }
                self.scopes.pop();
            }
            StmtKind::Decl(_) => {
                self.exprs(s);
                if let StmtKind::Decl(d) = &s.kind {
                    let d = d.clone();
                    self.declare(&d);
                }
            }
            StmtKind::Expr(_) | StmtKind::Return(_) => self.exprs(s),
            StmtKind::If { cond, then, els } => {
                if self.in_nest {
                    self.subscripts(cond);
                }
                self.scoped(then);
                if let Some(e) = els {
                    self.scoped(e);
                }
            }
            StmtKind::While { cond, body }
            | StmtKind::DoWhile { body, cond }
            | StmtKind::Switch { cond, body } => {
                if self.in_nest {
                    self.subscripts(cond);
                }
                self.scoped(body);
            }
            StmtKind::Labeled { stmt, .. } => self.stmt(stmt),
            StmtKind::For(fl) => {
                self.scopes.push(HashMap::new());
                // A declaration in the init lives through the loop.
                let mut whole = Stmt {
                    kind: StmtKind::For(ForLoop {
                        init: ForInit::None,
                        ..fl.clone()
                    }),
                    span: s.span,
                };
                let outer = std::mem::replace(&mut self.region, assigned_names(&mut whole));
                match &mut fl.init {
                    ForInit::Decl(d) => {
                        if self.in_nest {
                            for dd in &mut d.decls {
                                if let Some(Initializer::Expr(e)) = &mut dd.init {
                                    self.subscripts(e);
                                }
                            }
                        }
                        let d = d.clone();
                        self.declare(&d);
                    }
                    ForInit::Expr(e) => {
                        if self.in_nest {
                            self.subscripts(e);
                        }
                    }
                    ForInit::None => {}
                }
                if self.in_nest {
                    for e in fl.cond.iter_mut().chain(fl.step.iter_mut()) {
                        self.subscripts(e);
                    }
                }
                self.region = outer;
                self.scoped(&mut fl.body);
                self.scopes.pop();
            }
            StmtKind::Mint(m) => {
                let is_for = matches!(m.directive, Directive::For(_));
                if let Some(b) = &mut m.body {
                    let was = self.in_nest;
                    self.in_nest |= is_for;
                    self.stmt(b);
                    self.in_nest = was;
                }
            }
            _ => {}
        }
    }

    /// A statement in a scope of its own (the body of an `if`, a loop).
    fn scoped(&mut self, s: &mut Stmt) {
        self.scopes.push(HashMap::new());
        self.stmt(s);
        self.scopes.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::substitute_index_locals;

    /// The text of the expression statements in the first nest after the pass.
    fn after(src: &str) -> Vec<String> {
        let tu = mint_lang::parse(src).expect("parses");
        crate::test_util::nest_exprs(&substitute_index_locals(&tu))
    }

    fn program(before: &str, body: &str) -> String {
        format!(
            "void f(int nx, int ny, double *u, double *v) {{\n{before}\n#pragma mint parallel\n{{\n#pragma mint for nest(2)\n for (int j = 1; j < ny - 1; j++) for (int i = 1; i < nx - 1; i++) {{ {body} }}\n}}\n}}\n"
        )
    }

    #[test]
    fn body_and_function_locals_are_read_through() {
        let got = after(&program(
            "const long sy = nx;",
            "const long c = j * sy + i; v[c] = u[c - sy] + u[c + 1];",
        ));
        assert_eq!(
            got,
            ["v[((long)(j * ((long)(nx)) + i))] = u[((long)(j * ((long)(nx)) + i)) - ((long)(nx))] + u[((long)(j * ((long)(nx)) + i)) + 1]"]
        );
    }

    #[test]
    fn doubling_chains_stop_growing() {
        let mut before = String::from("int a0 = nx;");
        for k in 1..40 {
            before.push_str(&format!(" int a{k} = a{} + a{};", k - 1, k - 1));
        }
        let got = after(&program(&before, "v[j * a39 + i] = u[j * a3 + i];"));
        assert_eq!(got.len(), 1);
        assert!(got[0].len() < 20_000, "{} bytes", got[0].len());
        assert!(
            got[0].contains("a39"),
            "{}",
            &got[0][..200.min(got[0].len())]
        );
    }

    #[test]
    fn what_stays() {
        for (before, body) in [
            // assigned after its declaration
            ("", "int c = j * nx + i; c += 1; v[c] = u[c];"),
            // its initializer reads a variable that changes while it lives
            ("int s = nx;", "int c = j * s + i; s++; v[c] = u[c];"),
            // not an integer
            ("", "double c = j * nx + i; v[i] = u[i] * c;"),
            // assigned in an inner block while it lives (names are checked by name)
            ("", "int c = j * nx + i; { int c = 0; c++; } v[c] = u[c];"),
        ] {
            let got = after(&program(before, body));
            assert!(
                got.iter().any(|e| e.contains("[c]") || e.contains("* c")),
                "{before} {body}: {got:?}"
            );
        }
    }
}
