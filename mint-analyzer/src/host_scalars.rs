//! Host scalars set once: the integer locals of a function whose value is known wherever a nest
//! reads them, so that a stride held in a variable reads as the stride it holds:
//!
//! ```c
//! int sx = 1, sy = nx;                    /* declared with their values */
//! long plane;                             /* C89: declared first ...    */
//! plane = (long)nx * ny;                  /* ... and set once, later    */
//! ...
//!     long c = z * plane + y * sy + x * sx;
//!     v[c] = u[c - plane] + u[c + plane] + u[c - sx] + ...;
//! ```
//!
//! [`crate::flat_arrays`] reads such a subscript again with these variables replaced by their
//! values when it does not delinearize as written, one level at a time so that a name is read
//! through only as far as needed ([`HostScalars::levels`]), divides `copy` sizes the same way,
//! compares extents with both sides read through ([`HostScalars::resolve`]), and gives an
//! extent found that way the name that holds it ([`HostScalars::named`]: `nx - 3` is `nz`);
//! [`crate::index_locals`] has already read through the locals declared with a non-constant
//! value that no `copy` size names.
//!
//! A local is **set once** ([`State::Once`]) when it is an integer scalar declared once in the
//! function and either
//! - declared with a value and never assigned, incremented or given to `&`; or
//! - assigned exactly once, by a plain `v = value;` statement reached in straight line from its
//!   declaration (the same block, or blocks and `parallel`/`single` regions inside it; not in a
//!   loop, not under a condition, not inside another expression), with or without a value in
//!   its declaration.
//!
//! Its value **stands for it** ([`State::Once::value`] is `Some`) when it is integer index
//! arithmetic ([`crate::delinearize::index_arithmetic`]: no call, array element, member,
//! side effect or floating literal) of integer parameters the function never changes and of
//! other locals set once. Every other integer local the function declares is
//! [`State::Unclear`], with the reason and the places, which the flat-array errors show.
//!
//! Invariants:
//! - Names are compared as names: a name declared twice in the function is unclear.
//! - A value is substituted only at a use after the statement that sets it (source order, which
//!   is execution order along the straight line the rule requires), as `((T)(value))` with `T`
//!   the variable's type (the value the variable holds), its nodes spanned at the use.
//! - Substitution is bounded: values of more than [`crate::index_locals::MAX_VALUE_NODES`]
//!   nodes, or nested more than [`MAX_DEPTH`] deep, are not substituted.

use crate::delinearize::{index_arithmetic, same_value};
use crate::index_locals::MAX_VALUE_NODES;
use crate::inline::each_child;
use mint_lang::ast::*;
use mint_lang::Span;
use std::collections::HashMap;

/// Deepest chain of values read through values (`sz` reads `sy` reads `nx`...).
pub const MAX_DEPTH: usize = 16;

/// What is known of one integer local.
#[derive(Debug, Clone)]
pub enum State {
    /// Set once, by the statement (or declarator) at `at`.
    Once {
        /// Where it is set.
        at: Span,
        /// `((T)(value))`, when the value stands for the variable (see the module docs).
        value: Option<Expr>,
    },
    /// Not known to keep one value: why (plain words), and the places that show it.
    Unclear {
        /// `it is assigned 2 times`, `it is set in a loop`, ...
        why: String,
        /// Assignments, declarations, `&`: each with a label.
        places: Vec<(Span, String)>,
    },
}

/// The integer locals of one function ([`host_scalars`]).
#[derive(Debug, Clone, Default)]
pub struct HostScalars {
    vars: HashMap<String, State>,
}

/// The integer locals of the function with parameters `params` and body `body` (see the module
/// docs).
pub fn host_scalars(params: &[Declarator], body: &Block) -> HostScalars {
    let mut c = Collect::default();
    let whole = Stmt {
        kind: StmtKind::Block(body.clone()),
        span: body.span,
    };
    c.stmt(&whole);
    let mut vars = HashMap::new();
    for (name, decls) in &c.decls {
        let Some(first) = decls.first() else { continue };
        if !(first.dd.ty.rank() == 0 && first.dd.ty.scalar.is_integer()) {
            continue;
        }
        let writes = c.writes.get(name).map_or(&[][..], |w| &w[..]);
        vars.insert(name.clone(), state(name, decls, writes));
    }
    // Values stand for their variables only when they read nothing that changes.
    let stable = |n: &str| match vars.get(n) {
        Some(State::Once { .. }) => true,
        Some(State::Unclear { .. }) => false,
        None => {
            !c.decls.contains_key(n)
                && !c.writes.contains_key(n)
                && params.iter().any(|p| {
                    p.name.as_ref().is_some_and(|i| i.name == n)
                        && p.ty.rank() == 0
                        && p.ty.scalar.is_integer()
                })
        }
    };
    let keep: HashMap<String, bool> = vars
        .iter()
        .map(|(n, s)| {
            let ok = match s {
                State::Once { value: Some(v), .. } => {
                    let mut ok = index_arithmetic(v);
                    v.walk(&mut |x| ok &= x.as_ident().is_none_or(|m| m != n && stable(m)));
                    ok
                }
                _ => false,
            };
            (n.clone(), ok)
        })
        .collect();
    for (n, s) in vars.iter_mut() {
        if let State::Once { value, .. } = s {
            if !keep[n] {
                *value = None;
            }
        }
    }
    // The value as the variable holds it: converted to its type.
    for (n, s) in vars.iter_mut() {
        if let State::Once { value: Some(v), .. } = s {
            let ty = Type {
                dims: Vec::new(),
                is_static: false,
                is_const: false,
                ..c.decls[n][0].dd.ty.clone()
            };
            let span = v.span;
            let paren = |kind| Expr { kind, span };
            *v = paren(ExprKind::Paren(Box::new(paren(ExprKind::Cast(
                ty,
                Box::new(paren(ExprKind::Paren(Box::new(v.clone())))),
            )))));
        }
    }
    HostScalars { vars }
}

impl HostScalars {
    /// What is known of the local `name` (`None`: not an integer local of the function).
    pub fn get(&self, name: &str) -> Option<&State> {
        self.vars.get(name)
    }

    /// `e` with every local set once before `before` whose value stands for it replaced by that
    /// value (values read through in turn), except the names in `keep`; `None` when nothing was
    /// replaced or the result would be too large.
    pub fn resolve(&self, e: &Expr, before: Span, keep: &[&str]) -> Option<Expr> {
        self.levels(e, before, keep).pop()
    }

    /// The successive readings of `e` through the locals set once before `before` (except the
    /// names in `keep`): the first replaces the locals `e` names, the second also those their
    /// values name, and so on until nothing is left to replace ([`HostScalars::resolve`] is the
    /// last). Empty when nothing is replaced; shorter where a reading would be too large. A
    /// caller takes the first that serves, so that a name is read through only where needed
    /// (`ncell` as `plane * nz`, then `plane` as `nx * ny`; `ny = nx + 2` stays `ny`).
    pub fn levels(&self, e: &Expr, before: Span, keep: &[&str]) -> Vec<Expr> {
        let mut out: Vec<Expr> = Vec::new();
        for limit in 0..=MAX_DEPTH {
            let mut x = e.clone();
            let mut st = Subst::default();
            if !self.subst(&mut x, before, keep, 0, limit, &mut st) || !st.changed {
                break;
            }
            out.push(x);
            if !st.cut {
                break;
            }
        }
        out
    }

    fn subst(
        &self,
        e: &mut Expr,
        before: Span,
        keep: &[&str],
        depth: usize,
        limit: usize,
        st: &mut Subst,
    ) -> bool {
        st.nodes += 1;
        if st.nodes > MAX_VALUE_NODES {
            return false;
        }
        if let Some(n) = e.as_ident() {
            if keep.contains(&n) {
                return true;
            }
            if let Some(State::Once { at, value: Some(v) }) = self.vars.get(n) {
                if at.end <= before.start {
                    if depth > limit {
                        st.cut = true;
                        return true;
                    }
                    let span = e.span;
                    let mut v = v.clone();
                    respan(&mut v, span);
                    st.changed = true;
                    *e = v;
                    let mut ok = true;
                    each_child(e, &mut |c| {
                        ok = ok && self.subst(c, before, keep, depth + 1, limit, st)
                    });
                    return ok;
                }
            }
            return true;
        }
        let mut ok = true;
        each_child(e, &mut |c| {
            ok = ok && self.subst(c, before, keep, depth, limit, st)
        });
        ok
    }

    /// `e` as the local set once before `before` that holds its value (`nx - 3` as `nz` after
    /// `int nz = nx - 3;`), compared with both read through; the first such local in source
    /// order, or `e` itself when it is a name already or none holds its value.
    pub fn named(&self, e: &Expr, before: Span) -> Expr {
        if e.as_ident().is_some() {
            return e.clone();
        }
        let full = self.resolve(e, before, &[]).unwrap_or_else(|| e.clone());
        let mut names: Vec<(&String, Span)> = self
            .vars
            .iter()
            .filter_map(|(n, s)| match s {
                State::Once { at, value: Some(_) } if at.end <= before.start => Some((n, *at)),
                _ => None,
            })
            .collect();
        names.sort_by_key(|(n, at)| (at.start, n.as_str()));
        for (n, _) in names {
            let id = Expr {
                kind: ExprKind::Ident(n.clone()),
                span: e.span,
            };
            if self
                .resolve(&id, before, &[])
                .is_some_and(|v| same_value(&v, &full))
            {
                return id;
            }
        }
        e.clone()
    }

    /// For each unclear local `e` reads (except the names in `keep`): a note saying why it is not
    /// read through and how to write it, and its places.
    pub fn notes(&self, e: &Expr, keep: &[&str]) -> Vec<(String, Vec<(Span, String)>)> {
        let mut names: Vec<&str> = Vec::new();
        e.walk(&mut |x| {
            if let Some(n) = x.as_ident() {
                if !keep.contains(&n) && !names.contains(&n) {
                    names.push(n);
                }
            }
        });
        names
            .into_iter()
            .filter_map(|n| match self.vars.get(n)? {
                State::Unclear { why, places } => Some((
                    format!(
                        "`{n}` is not read as the value it holds: {why}; mint reads a stride or an offset held in a variable only when the variable is set once before the nest (`const long {n} = ...;`, or one `{n} = ...;` in straight-line code) to integer arithmetic of names that do not change; set it once, or write its value in the subscript"
                    ),
                    places.clone(),
                )),
                State::Once { .. } => None,
            })
            .collect()
    }
}

/// What one substitution did.
#[derive(Default)]
struct Subst {
    /// Something was replaced.
    changed: bool,
    /// A name was left because of the depth limit.
    cut: bool,
    /// Nodes visited (bounded by [`MAX_VALUE_NODES`]).
    nodes: usize,
}

/// Every node of `e` spanned `span`.
fn respan(e: &mut Expr, span: Span) {
    e.span = span;
    each_child(e, &mut |c| respan(c, span));
}

/// The state of `name` from its declarations and writes.
fn state(name: &str, decls: &[Decl<'_>], writes: &[Write]) -> State {
    let unclear = |why: String, places: Vec<(Span, String)>| State::Unclear { why, places };
    if decls.len() > 1 {
        return unclear(
            format!(
                "{} variables are named `{name}` in this function",
                decls.len()
            ),
            decls
                .iter()
                .map(|d| (d.dd.decl_span, format!("`{name}` declared here")))
                .collect(),
        );
    }
    let d = &decls[0];
    if let Some(w) = writes.iter().find(|w| w.how != How::Assign) {
        let (what, label) = match w.how {
            How::Addr => (
                "its address is taken".to_string(),
                format!("the address of `{name}` taken here"),
            ),
            How::Step => (
                format!("it is incremented or decremented (`{}`)", w.text),
                format!("`{name}` changed here"),
            ),
            _ => (
                format!("it is changed by `{}`", w.text),
                format!("`{name}` changed here"),
            ),
        };
        return unclear(what, vec![(w.span, label)]);
    }
    let init = match &d.dd.init {
        Some(Initializer::Expr(e)) => Some(e),
        _ => None,
    };
    match (init, writes) {
        (Some(e), []) => State::Once {
            at: d.dd.span,
            value: Some(e.clone()),
        },
        (None, []) => unclear(
            "it is never set".into(),
            vec![(d.dd.decl_span, format!("`{name}` declared here"))],
        ),
        (_, [w]) => match (
            &w.value,
            w.path.iter().position(|b| *b == Frame::Block(d.block)),
        ) {
            (Some(v), Some(k))
                if w.path[k..].iter().all(|f| matches!(f, Frame::Block(_)))
                    && d.dd.span.end <= w.span.start =>
            {
                State::Once {
                    at: w.span,
                    value: Some(v.clone()),
                }
            }
            (_, Some(k)) => {
                let why = match w.path[k..].iter().rev().find_map(|f| match f {
                    Frame::Loop => Some("in a loop"),
                    Frame::Cond => Some("under a condition"),
                    Frame::Block(_) => None,
                }) {
                    Some(what) => {
                        return unclear(
                            format!("it is set {what}"),
                            vec![(w.span, format!("`{name}` set here, {what}"))],
                        )
                    }
                    None if w.value.is_none() => "it is set inside another expression",
                    None => "it is set before its declaration",
                };
                unclear(why.into(), vec![(w.span, format!("`{name}` set here"))])
            }
            (_, None) => unclear(
                "it is set outside the block that declares it".into(),
                vec![(w.span, format!("`{name}` set here"))],
            ),
        },
        (_, ws) => unclear(
            format!(
                "it is {} {} times",
                if init.is_some() {
                    "declared with a value and assigned"
                } else {
                    "assigned"
                },
                ws.len()
            ),
            ws.iter()
                .map(|w| (w.span, format!("`{name}` assigned here")))
                .collect(),
        ),
    }
}

/// One declaration of a name: its declarator and the block that holds it.
struct Decl<'a> {
    dd: &'a Declarator,
    block: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum How {
    /// `v = ...`
    Assign,
    /// `v += ...` and the like.
    Compound,
    /// `v++`, `--v`.
    Step,
    /// `&v`.
    Addr,
}

/// What encloses a statement, outermost first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Frame {
    Block(usize),
    Loop,
    Cond,
}

/// One write of a name.
struct Write {
    how: How,
    /// The statement `v = value;` when the write is one, else the write's expression.
    span: Span,
    /// The value, when the write is a statement `v = value;` of its own.
    value: Option<Expr>,
    /// The write's C text (for messages).
    text: String,
    /// What encloses it.
    path: Vec<Frame>,
}

#[derive(Default)]
struct Collect<'a> {
    decls: HashMap<String, Vec<Decl<'a>>>,
    writes: HashMap<String, Vec<Write>>,
    path: Vec<Frame>,
    blocks: usize,
}

impl<'a> Collect<'a> {
    fn block_id(&self) -> usize {
        self.path
            .iter()
            .rev()
            .find_map(|f| match f {
                Frame::Block(b) => Some(*b),
                _ => None,
            })
            .unwrap_or(0)
    }

    fn scope(&mut self, f: impl FnOnce(&mut Self)) {
        self.blocks += 1;
        self.path.push(Frame::Block(self.blocks));
        f(self);
        self.path.pop();
    }

    fn under(&mut self, frame: Frame, f: impl FnOnce(&mut Self)) {
        self.path.push(frame);
        f(self);
        self.path.pop();
    }

    fn declare(&mut self, d: &'a Declaration) {
        let block = self.block_id();
        for dd in &d.decls {
            if let Some(n) = &dd.name {
                self.decls
                    .entry(n.name.clone())
                    .or_default()
                    .push(Decl { dd, block });
            }
            if let Some(Initializer::Expr(e)) = &dd.init {
                self.expr(e, None);
            }
        }
    }

    /// The writes in `e`; `stmt` is the statement's span when `e` is a whole statement.
    fn expr(&mut self, e: &Expr, stmt: Option<Span>) {
        if let (Some(span), ExprKind::Assign(None, t, v)) = (stmt, &e.kind) {
            if let Some(n) = t.as_ident() {
                self.write(n, How::Assign, span, Some((**v).clone()), e);
                self.expr(v, None);
                return;
            }
        }
        e.walk(&mut |x| {
            let (how, t) = match &x.kind {
                ExprKind::Assign(None, t, _) => (How::Assign, t),
                ExprKind::Assign(Some(_), t, _) => (How::Compound, t),
                ExprKind::PostIncDec(_, t) | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, t) => {
                    (How::Step, t)
                }
                ExprKind::Unary(UnOp::Addr, t) => (How::Addr, t),
                _ => return,
            };
            if let Some(n) = t.as_ident() {
                self.write(n, how, x.span, None, x);
            }
        });
    }

    fn write(&mut self, n: &str, how: How, span: Span, value: Option<Expr>, e: &Expr) {
        let w = Write {
            how,
            span,
            value,
            text: e.to_c(),
            path: self.path.clone(),
        };
        self.writes.entry(n.to_string()).or_default().push(w);
    }

    fn stmt(&mut self, s: &'a Stmt) {
        match &s.kind {
            StmtKind::Block(b) => self.scope(|c| b.stmts.iter().for_each(|s| c.stmt(s))),
            StmtKind::Decl(d) => self.declare(d),
            StmtKind::Expr(e) => self.expr(e, Some(s.span)),
            StmtKind::Return(Some(e)) => self.expr(e, None),
            StmtKind::If { cond, then, els } => {
                self.expr(cond, None);
                self.under(Frame::Cond, |c| {
                    c.stmt(then);
                    if let Some(e) = els {
                        c.stmt(e);
                    }
                });
            }
            StmtKind::Switch { cond, body } => {
                self.expr(cond, None);
                self.under(Frame::Cond, |c| c.stmt(body));
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.under(Frame::Loop, |c| {
                    c.expr(cond, None);
                    c.stmt(body);
                });
            }
            StmtKind::For(fl) => self.under(Frame::Loop, |c| {
                c.scope(|c| {
                    match &fl.init {
                        ForInit::Decl(d) => c.declare(d),
                        ForInit::Expr(e) => c.expr(e, None),
                        ForInit::None => {}
                    }
                    for e in fl.cond.iter().chain(fl.step.iter()) {
                        c.expr(e, None);
                    }
                    c.stmt(&fl.body);
                })
            }),
            StmtKind::Labeled { stmt, .. } => self.stmt(stmt),
            StmtKind::Mint(m) => {
                if let Some(b) = &m.body {
                    if matches!(m.directive, Directive::For(_)) {
                        self.under(Frame::Loop, |c| c.stmt(b));
                    } else {
                        self.stmt(b);
                    }
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scalars(body: &str) -> (HostScalars, Block) {
        let src = format!("void f(int nx, int ny, int nz, int q, double *u) {{\n{body}\n}}\n");
        let tu = mint_lang::parse(&src).expect("parses");
        let Some(Item::Function(f)) = tu.items.last() else {
            panic!("a function")
        };
        let b = f.body.clone().expect("a body");
        (host_scalars(&f.params, &b), b)
    }

    /// `name`'s value as C text, or `unclear: why`, or `once` (no value that stands for it).
    fn what(h: &HostScalars, name: &str) -> String {
        match h.get(name) {
            Some(State::Once { value: Some(v), .. }) => v.to_c(),
            Some(State::Once { value: None, .. }) => "once".into(),
            Some(State::Unclear { why, .. }) => format!("unclear: {why}"),
            None => "none".into(),
        }
    }

    #[test]
    fn set_once_locals_and_their_values() {
        let (h, _) = scalars(
            "int sx = 1, sy = nx, sz = nx * ny; long plane, n; int m = atoi(\"3\"); long off = m + 1;
             plane = (long)nx * ny; { n = plane * nz; }
             double d = 2.0; long bad = (long)d; q = 3; long viaq = q * nx;",
        );
        assert_eq!(what(&h, "sx"), "((int)(1))");
        assert_eq!(what(&h, "sy"), "((int)(nx))");
        assert_eq!(what(&h, "sz"), "((int)(nx * ny))");
        assert_eq!(what(&h, "plane"), "((long)((long)nx * ny))");
        assert_eq!(what(&h, "n"), "((long)(plane * nz))");
        // a call: set once, no value that stands for it; a value reading it is fine
        assert_eq!(what(&h, "m"), "once");
        assert_eq!(what(&h, "off"), "((long)(m + 1))");
        // reads a double, or a parameter the function changes
        assert_eq!(what(&h, "bad"), "once");
        assert_eq!(what(&h, "viaq"), "once");
        assert_eq!(what(&h, "d"), "none");
    }

    #[test]
    fn what_stays_unclear() {
        let (h, _) = scalars(
            "long a, b, c, e, g, k, p; int t;
             a = nx; a = ny;
             for (t = 0; t < 3; t++) b = nx;
             if (nx > 2) c = nx;
             e = (g = nx) + 1;
             k = nx; k += 1;
             long *pp = &p; p = nx;
             long r = 1; r = 2; r = 3;
             { long w = 1; } { long w = 2; }",
        );
        for (name, why) in [
            ("a", "unclear: it is assigned 2 times"),
            ("b", "unclear: it is set in a loop"),
            ("c", "unclear: it is set under a condition"),
            ("g", "unclear: it is set inside another expression"),
            ("k", "unclear: it is changed by `k += 1`"),
            ("p", "unclear: its address is taken"),
            (
                "r",
                "unclear: it is declared with a value and assigned 2 times",
            ),
            ("w", "unclear: 2 variables are named `w` in this function"),
            ("t", "unclear: it is incremented or decremented (`t++`)"),
        ] {
            assert_eq!(what(&h, name), why, "{name}");
        }
        // `e` reads `g`, which is unclear: set once, but its value does not stand for it
        assert_eq!(what(&h, "e"), "once");
    }

    #[test]
    fn levels_read_through_as_far_as_asked_and_named_finds_the_holder() {
        let (h, b) = scalars(
            "int my = nx + 2, mz = nx - 3; long plane, ncell; plane = (long)nx * my; ncell = plane * mz; u[0] = 1.0;",
        );
        let at = b.stmts.last().expect("a statement").span;
        let ncell = Expr {
            kind: ExprKind::Ident("ncell".into()),
            span: at,
        };
        let got: Vec<String> = h.levels(&ncell, at, &[]).iter().map(|e| e.to_c()).collect();
        assert_eq!(
            got,
            [
                "((long)(plane * mz))",
                "((long)(((long)((long)nx * my)) * ((int)(nx - 3))))",
                "((long)(((long)((long)nx * ((int)(nx + 2)))) * ((int)(nx - 3))))",
            ]
        );
        assert_eq!(
            h.resolve(&ncell, at, &[]).map(|e| e.to_c()),
            got.last().cloned()
        );
        // nothing to read through: no level
        assert!(h.levels(&got[2].parse_expr(), at, &[]).is_empty());
        // `nx - 3` is held by `mz`; `nx * (nx + 2)` by `plane`; `nx + 1` by nothing
        for (e, want) in [
            ("nx - 3", "mz"),
            ("nx * (nx + 2)", "plane"),
            ("nx + 1", "nx + 1"),
        ] {
            assert_eq!(h.named(&e.parse_expr(), at).to_c(), want, "{e}");
        }
        // not before `plane` is set
        assert_eq!(
            h.named(&"nx * (nx + 2)".parse_expr(), b.stmts[1].span)
                .to_c(),
            "nx * (nx + 2)"
        );
    }

    /// Parsing C expressions for the tests.
    trait ParseExpr {
        fn parse_expr(&self) -> Expr;
    }

    impl ParseExpr for str {
        fn parse_expr(&self) -> Expr {
            let tu =
                mint_lang::parse(&format!("int g(int nx) {{ return {self}; }}")).expect("parses");
            let Some(Item::Function(g)) = tu.items.last() else {
                panic!("a function")
            };
            match &g.body.as_ref().expect("a body").stmts[0].kind {
                StmtKind::Return(Some(e)) => e.clone(),
                _ => panic!("a return"),
            }
        }
    }

    #[test]
    fn resolve_reads_values_through_after_they_are_set() {
        let (h, b) = scalars(
            "int sx = 1; long plane; plane = (long)nx * ny; long zs = plane + sx; u[0] = 1.0;",
        );
        let use_at = b.stmts.last().expect("a statement").span;
        let e = mint_lang::parse("int g(void) { return c - zs + sx * x; }").expect("parses");
        let Some(Item::Function(g)) = e.items.last() else {
            panic!()
        };
        let StmtKind::Return(Some(e)) = &g.body.as_ref().unwrap().stmts[0].kind else {
            panic!()
        };
        let r = h.resolve(e, use_at, &["x"]).expect("resolved");
        assert_eq!(
            r.to_c(),
            "c - ((long)(((long)((long)nx * ny)) + ((int)(1)))) + ((int)(1)) * x"
        );
        // every node is spanned at the use
        r.walk(&mut |n| assert!(n.span.start >= e.span.start && n.span.end <= e.span.end));
        // before `plane` is set: only `sx`
        let early = b.stmts[1].span;
        assert_eq!(
            h.resolve(e, early, &[]).expect("sx").to_c(),
            "c - zs + ((int)(1)) * x"
        );
        // kept names stay
        let only_c = mint_lang::ast::Expr {
            kind: ExprKind::Ident("c".into()),
            span: e.span,
        };
        assert!(h.resolve(&only_c, use_at, &[]).is_none());
    }
}
