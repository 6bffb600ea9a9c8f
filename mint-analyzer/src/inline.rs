//! Helper functions in nests: a pass before analysis that replaces every call of a function of
//! the file inside a `mint for` nest by the function's value as one expression, so that the
//! analyzer, every optimizer level, the CPU reference and the emitters see plain arithmetic
//! (`harm(k[z][y][x], k[z][y][x + 1])`, `u[idx(i, j, k)]`).
//!
//! A function can be inlined when it returns an arithmetic scalar and takes arithmetic scalars or
//! arrays of them (an array parameter stands for the array named in the call: `lap(u, i, j)`
//! reads `u`), and its body is
//! straight-line code over its parameters and locals: declarations of scalars with
//! initializers, assignments to them (`s += a;`), `if`/`else` and `return`. The body becomes one
//! expression: a local's uses are replaced by its latest value, and an `if` becomes `?:` over the
//! two ways the rest of the body can go. Other names must be globals of the file that the calling
//! function does not declare again; calls inside the body are math functions or functions that
//! can themselves be inlined (not recursively).
//!
//! Invariants:
//! - C's conversions are kept: each argument is converted to its parameter's floating type and
//!   the value to the return type with casts (integer conversions are left out: the values are
//!   the same for indices in range), so the inlined expression computes what the call computes.
//! - Arguments are evaluated once in C; they are substituted wherever the parameter is used, so
//!   an argument with a side effect (`f(a++)`) is refused, as is a body with one.
//! - Every node of an inlined expression carries the call's span: diagnostics about it point at
//!   the call.
//! - Only calls inside `mint for` bodies change; the host code (the user's text) still calls the
//!   function.

use crate::flat_arrays::{each_nest_mut, stmt_exprs};
use crate::nest::MATH_FUNCTIONS;
use mint_lang::ast::*;
use mint_lang::{Diagnostic, Span};
use std::collections::{HashMap, HashSet};

/// Largest inlined expression, in nodes (an `if` doubles the rest of the body).
const MAX_NODES: usize = 20_000;
/// Deepest chain of helpers calling helpers.
const MAX_DEPTH: usize = 16;

/// A function as one expression of its parameters.
#[derive(Debug, Clone)]
struct Form {
    params: Vec<(String, Type)>,
    ret: Type,
    body: Expr,
    /// Names of globals the body reads.
    globals: HashSet<String>,
}

/// Replace the calls of the file's functions inside nests (see the module documentation).
pub fn inline_calls(tu: &TranslationUnit) -> Result<TranslationUnit, Vec<Diagnostic>> {
    let defs: HashMap<&str, &Function> = tu
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Function(f) if f.body.is_some() => Some((f.name.name.as_str(), f)),
            _ => None,
        })
        .collect();
    let globals: HashSet<String> = tu
        .global_declarators()
        .filter_map(|dd| Some(dd.name.as_ref()?.name.clone()))
        .collect();
    let mut pass = Pass {
        defs,
        globals,
        forms: HashMap::new(),
        errors: Vec::new(),
        caller_names: HashSet::new(),
        caller: String::new(),
        stack: Vec::new(),
    };
    let mut out = tu.clone();
    for item in &mut out.items {
        if let Item::Function(f) = item {
            if let Some(body) = &mut f.body {
                pass.caller = f.name.name.clone();
                pass.caller_names = f
                    .params
                    .iter()
                    .filter_map(|p| Some(p.name.as_ref()?.name.clone()))
                    .collect();
                body.stmts
                    .iter()
                    .for_each(|s| declared(s, &mut pass.caller_names));
                body.stmts.iter_mut().for_each(|s| pass.stmt(s));
            }
        }
    }
    if pass.errors.is_empty() {
        Ok(out)
    } else {
        Err(pass.errors)
    }
}

/// Every name a statement declares, at any depth.
fn declared(s: &Stmt, out: &mut HashSet<String>) {
    out.extend(
        s.declarators()
            .into_iter()
            .filter_map(|dd| Some(dd.name.as_ref()?.name.clone())),
    );
}

struct Pass<'t> {
    defs: HashMap<&'t str, &'t Function>,
    globals: HashSet<String>,
    /// Each function's form, or why it has none.
    forms: HashMap<String, Result<Form, (String, Span)>>,
    errors: Vec<Diagnostic>,
    /// The names the calling function declares (parameters and locals).
    caller_names: HashSet<String>,
    caller: String,
    /// The helpers being inlined, outermost first (a name met again is recursion).
    stack: Vec<String>,
}

impl Pass<'_> {
    fn stmt(&mut self, s: &mut Stmt) {
        each_nest_mut(s, &mut |b| {
            let mut exprs = Vec::new();
            stmt_exprs(b, &mut exprs);
            for e in exprs {
                self.expr(e, 0);
            }
        });
    }

    /// Inline the calls in `e`, innermost first.
    fn expr(&mut self, e: &mut Expr, depth: usize) {
        each_child(e, &mut |c| self.expr(c, depth));
        let ExprKind::Call(callee, args) = &e.kind else {
            return;
        };
        let Some(name) = callee.as_ident().map(str::to_string) else {
            return;
        };
        if MATH_FUNCTIONS.contains(&name.as_str()) || !self.defs.contains_key(name.as_str()) {
            return; // math, or not the file's: the analyzer says what it thinks of it
        }
        let span = e.span;
        match self.inline(&name, args, span, depth) {
            Ok(x) => *e = x,
            Err(d) => self.errors.push(d),
        }
    }

    fn inline(
        &mut self,
        name: &str,
        args: &[Expr],
        span: Span,
        depth: usize,
    ) -> Result<Expr, Diagnostic> {
        let cannot = |why: String| {
            Diagnostic::error(format!("`{name}` cannot be called on the GPU: {why}"))
                .with_span(span, "called in this nest")
        };
        if self.stack.iter().any(|n| n == name) {
            return Err(cannot(format!(
                "it calls itself (through {}): a recursive function cannot be inlined",
                self.stack.join(" -> ")
            )));
        }
        if depth >= MAX_DEPTH {
            return Err(cannot(format!(
                "helpers call helpers more than {MAX_DEPTH} deep"
            )));
        }
        let form = match self.form(name) {
            Ok(f) => f,
            Err((why, at)) => {
                return Err(cannot(why)
                    .with_span(at, "in its definition")
                    .with_note(INLINE_NOTE))
            }
        };
        if args.len() != form.params.len() {
            return Err(cannot(format!(
                "it takes {} argument(s), the call gives {}",
                form.params.len(),
                args.len()
            )));
        }
        if let Some(a) = args.iter().find(|a| has_side_effect(a)) {
            return Err(Diagnostic::error(format!(
                "an argument of `{name}` changes a variable: mint inlines the call, which would evaluate it more than once"
            ))
            .with_span(a.span, "side effect"));
        }
        if let Some(g) = form.globals.iter().find(|g| self.caller_names.contains(*g)) {
            return Err(cannot(format!(
                "it reads the global `{g}`, which `{}` declares again: the inlined expression would read `{}`'s own `{g}`",
                self.caller, self.caller
            )));
        }
        let mut subst: HashMap<String, Expr> = HashMap::new();
        for ((p, ty), a) in form.params.iter().zip(args) {
            let v = if ty.rank() > 0 {
                // An array parameter stands for the array passed: its name.
                let mut inner = a;
                while let ExprKind::Paren(i) = &inner.kind {
                    inner = i;
                }
                if inner.as_ident().is_none() {
                    return Err(Diagnostic::error(format!(
                        "`{name}` takes the array `{p}`: mint inlines the call and needs the array itself as the argument, not an expression"
                    ))
                    .with_span(a.span, "pass an array name here"));
                }
                inner.clone()
            } else {
                convert(ty, a.clone(), span)
            };
            subst.insert(p.clone(), v);
        }
        let mut body = substitute(&form.body, &subst);
        // Helpers called by the helper.
        self.stack.push(name.to_string());
        self.expr(&mut body, depth + 1);
        self.stack.pop();
        if count(&body) > MAX_NODES {
            return Err(cannot(format!(
                "inlined, it is over {MAX_NODES} operations (helpers that call helpers several times each multiply)"
            )));
        }
        let mut x = paren(convert(&form.ret, body, span), span);
        respan(&mut x, span);
        Ok(x)
    }

    fn form(&mut self, name: &str) -> Result<Form, (String, Span)> {
        if let Some(f) = self.forms.get(name) {
            return f.clone();
        }
        let f = self.defs[name];
        let form = make_form(f, &self.globals);
        self.forms.insert(name.to_string(), form.clone());
        form
    }
}

const INLINE_NOTE: &str = "mint inlines helper functions that return an arithmetic scalar, take scalars or arrays, and whose body is declarations, assignments of its locals, `if`/`else` and `return`";

/// `(T)(e)` for a floating `T`, `e` otherwise (see the module invariants).
fn convert(ty: &Type, e: Expr, span: Span) -> Expr {
    let e = paren(e, span);
    if ty.scalar.is_floating() && ty.rank() == 0 {
        let mut t = ty.clone();
        t.is_const = false;
        t.is_static = false;
        Expr {
            kind: ExprKind::Cast(t, Box::new(e)),
            span,
        }
    } else {
        e
    }
}

fn paren(e: Expr, span: Span) -> Expr {
    match e.kind {
        ExprKind::Paren(_) | ExprKind::Ident(_) | ExprKind::Int(..) | ExprKind::Float(..) => e,
        _ => Expr {
            kind: ExprKind::Paren(Box::new(e)),
            span,
        },
    }
}

fn make_form(f: &Function, globals: &HashSet<String>) -> Result<Form, (String, Span)> {
    let at = f.name.span;
    let scalar = |t: &Type| t.rank() == 0 && (t.scalar.is_floating() || t.scalar.is_integer());
    if !scalar(&f.ret) {
        return Err(("it does not return an arithmetic value".into(), f.ret.span));
    }
    let mut params = Vec::new();
    for p in &f.params {
        let Some(n) = &p.name else {
            return Err(("it has an unnamed parameter".into(), p.span));
        };
        let array = p.ty.rank() > 0 && (p.ty.scalar.is_floating() || p.ty.scalar.is_integer());
        if !scalar(&p.ty) && !array {
            return Err((
                format!(
                    "its parameter `{}` is neither an arithmetic scalar nor an array of one",
                    n.name
                ),
                p.span,
            ));
        }
        params.push((n.name.clone(), p.ty.clone()));
    }
    let mut env: HashMap<String, (Type, Expr)> = params
        .iter()
        .map(|(n, t)| {
            let id = Expr {
                kind: ExprKind::Ident(n.clone()),
                span: at,
            };
            (n.clone(), (t.clone(), id))
        })
        .collect();
    let stmts: Vec<&Stmt> = f.body.as_ref().map_or(vec![], |b| b.stmts.iter().collect());
    let mut nodes = 0;
    let body = lower(&stmts, &mut env, &f.ret, at, &mut nodes)?;
    let arrays: HashSet<&str> = params
        .iter()
        .filter(|(_, t)| t.rank() > 0)
        .map(|(n, _)| n.as_str())
        .collect();
    if let Some(n) = array_misuse(&body, &arrays) {
        return Err((
            format!("it uses its array parameter `{n}` other than as `{n}[...]`"),
            at,
        ));
    }
    let mut free = HashSet::new();
    names(&body, &mut free);
    let param_names: HashSet<&str> = params.iter().map(|p| p.0.as_str()).collect();
    let mut used = HashSet::new();
    for n in free {
        if param_names.contains(n.as_str()) {
            continue;
        }
        if !globals.contains(&n) {
            return Err((
                format!("it reads `{n}`, which is neither its parameter nor a global"),
                at,
            ));
        }
        used.insert(n);
    }
    Ok(Form {
        params,
        ret: f.ret.clone(),
        body,
        globals: used,
    })
}

/// The value of `stmts` run to their `return`, with the locals' current values in `env`.
fn lower(
    stmts: &[&Stmt],
    env: &mut HashMap<String, (Type, Expr)>,
    ret: &Type,
    at: Span,
    nodes: &mut usize,
) -> Result<Expr, (String, Span)> {
    for (i, s) in stmts.iter().enumerate() {
        match &s.kind {
            StmtKind::Empty | StmtKind::Preproc => {}
            StmtKind::Block(b) => {
                let mut rest: Vec<&Stmt> = b.stmts.iter().collect();
                rest.extend_from_slice(&stmts[i + 1..]);
                return lower(&rest, env, ret, at, nodes);
            }
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    let name = dd.name.as_ref().map_or("", |n| n.name.as_str());
                    if dd.ty.rank() != 0
                        || !(dd.ty.scalar.is_floating() || dd.ty.scalar.is_integer())
                    {
                        return Err((
                            format!("its local `{name}` is not an arithmetic scalar"),
                            dd.span,
                        ));
                    }
                    if env.contains_key(name) {
                        return Err((format!("it declares `{name}` twice"), dd.span));
                    }
                    let Some(Initializer::Expr(init)) = &dd.init else {
                        return Err((format!("its local `{name}` has no initializer"), dd.span));
                    };
                    let v = value(init, env, nodes)?;
                    env.insert(
                        name.to_string(),
                        (dd.ty.clone(), convert(&dd.ty, v, dd.span)),
                    );
                }
            }
            StmtKind::Expr(e) => {
                let ExprKind::Assign(op, lhs, rhs) = &e.kind else {
                    return Err((
                        "it has a statement that is not an assignment".into(),
                        s.span,
                    ));
                };
                let local = |n: &&str| env.get(*n).is_some_and(|(t, _)| t.rank() == 0);
                let Some(name) = lhs.as_ident().filter(local) else {
                    return Err(("it assigns something other than its locals".into(), s.span));
                };
                let rhs = value(rhs, env, nodes)?;
                let (ty, cur) = env[name].clone();
                let v = match op {
                    None => rhs,
                    Some(b) => Expr {
                        kind: ExprKind::Binary(
                            *b,
                            Box::new(paren(cur, e.span)),
                            Box::new(paren(rhs, e.span)),
                        ),
                        span: e.span,
                    },
                };
                env.insert(name.to_string(), (ty.clone(), convert(&ty, v, e.span)));
            }
            StmtKind::Return(Some(e)) => return value(e, env, nodes),
            StmtKind::If { cond, then, els } => {
                let c = value(cond, env, nodes)?;
                let mut a: Vec<&Stmt> = vec![then];
                a.extend_from_slice(&stmts[i + 1..]);
                let t = lower(&a, &mut env.clone(), ret, at, nodes)?;
                let mut b: Vec<&Stmt> = els.iter().map(|e| &**e).collect();
                b.extend_from_slice(&stmts[i + 1..]);
                let f = lower(&b, env, ret, at, nodes)?;
                return Ok(Expr {
                    kind: ExprKind::Ternary(
                        Box::new(paren(c, s.span)),
                        Box::new(paren(convert(ret, t, s.span), s.span)),
                        Box::new(paren(convert(ret, f, s.span), s.span)),
                    ),
                    span: s.span,
                });
            }
            StmtKind::For(_) | StmtKind::While { .. } | StmtKind::DoWhile { .. } => {
                return Err(("it has a loop".into(), s.span))
            }
            _ => return Err(("its body is more than straight-line code".into(), s.span)),
        }
    }
    Err(("it can end without `return`".into(), at))
}

/// `e` with the locals' values put in; refuses side effects and oversized results.
fn value(
    e: &Expr,
    env: &HashMap<String, (Type, Expr)>,
    nodes: &mut usize,
) -> Result<Expr, (String, Span)> {
    if has_side_effect(e) {
        return Err(("an expression in it changes a variable".into(), e.span));
    }
    let subst: HashMap<String, Expr> = env
        .iter()
        .map(|(k, (_, v))| (k.clone(), v.clone()))
        .collect();
    let v = substitute(e, &subst);
    *nodes += count(&v);
    if *nodes > MAX_NODES {
        return Err((
            format!("it is too large to inline (over {MAX_NODES} operations)"),
            e.span,
        ));
    }
    Ok(v)
}

/// An array parameter used other than as the base of subscripts, if any.
fn array_misuse<'a>(e: &Expr, arrays: &HashSet<&'a str>) -> Option<&'a str> {
    match &e.kind {
        ExprKind::Ident(n) => arrays.get(n.as_str()).copied(),
        ExprKind::Index(base, sub) => {
            let mut b = &**base;
            while let ExprKind::Index(bb, s) = &b.kind {
                if let Some(n) = array_misuse(s, arrays) {
                    return Some(n);
                }
                b = bb;
            }
            if b.as_ident().is_some() {
                array_misuse(sub, arrays)
            } else {
                array_misuse(b, arrays).or_else(|| array_misuse(sub, arrays))
            }
        }
        _ => {
            let mut found = None;
            let mut x = e.clone();
            each_child(&mut x, &mut |c| {
                if found.is_none() {
                    found = array_misuse(c, arrays);
                }
            });
            found
        }
    }
}

fn has_side_effect(e: &Expr) -> bool {
    let mut found = false;
    walk(e, &mut |x| {
        found |= matches!(
            x.kind,
            ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _)
        )
    });
    found
}

fn count(e: &Expr) -> usize {
    let mut n = 0;
    walk(e, &mut |_| n += 1);
    n
}

/// The identifiers `e` reads (not the callees of calls).
fn names(e: &Expr, out: &mut HashSet<String>) {
    match &e.kind {
        ExprKind::Ident(n) => {
            out.insert(n.clone());
        }
        ExprKind::Call(_, args) => args.iter().for_each(|a| names(a, out)),
        _ => {
            let mut e = e.clone();
            each_child(&mut e, &mut |c| names(c, out));
        }
    }
}

/// `e` with every identifier in `subst` replaced (callees are never replaced).
pub(crate) fn substitute(e: &Expr, subst: &HashMap<String, Expr>) -> Expr {
    match &e.kind {
        ExprKind::Ident(n) => subst.get(n).cloned().unwrap_or_else(|| e.clone()),
        ExprKind::Call(f, args) => Expr {
            kind: ExprKind::Call(
                f.clone(),
                args.iter().map(|a| substitute(a, subst)).collect(),
            ),
            span: e.span,
        },
        _ => {
            let mut x = e.clone();
            each_child(&mut x, &mut |c| *c = substitute(c, subst));
            x
        }
    }
}

fn respan(e: &mut Expr, span: Span) {
    e.span = span;
    each_child(e, &mut |c| respan(c, span));
}

fn walk(e: &Expr, f: &mut impl FnMut(&Expr)) {
    f(e);
    let mut x = e.clone();
    each_child(&mut x, &mut |c| walk(c, f));
}

/// Apply `f` to each direct subexpression of `e` (a call's arguments, not its callee).
pub fn each_child(e: &mut Expr, f: &mut impl FnMut(&mut Expr)) {
    match &mut e.kind {
        ExprKind::Paren(a)
        | ExprKind::Unary(_, a)
        | ExprKind::PostIncDec(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::SizeofExpr(a)
        | ExprKind::Member(a, ..) => f(a),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
            f(a);
            f(b);
        }
        ExprKind::Ternary(a, b, c) => {
            f(a);
            f(b);
            f(c);
        }
        ExprKind::Call(_, args) => args.iter_mut().for_each(f),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::inline_calls;
    use mint_lang::ast::*;

    fn nest_text(src: &str) -> Result<String, String> {
        let tu = mint_lang::parse(src).map_err(|e| format!("{e:?}"))?;
        let out = inline_calls(&tu).map_err(|d| {
            d.iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
                .join("; ")
        })?;
        let Item::Function(f) = out.items.last().unwrap() else {
            panic!()
        };
        let mut text = String::new();
        fn find(s: &Stmt, text: &mut String) {
            match &s.kind {
                StmtKind::Mint(m) => {
                    if let Some(b) = &m.body {
                        if matches!(m.directive, Directive::For(_)) {
                            let mut exprs = Vec::new();
                            let mut b = b.clone();
                            crate::flat_arrays::stmt_exprs(&mut b, &mut exprs);
                            if let Some(e) = exprs.last() {
                                *text = format!("{e:?}");
                            }
                        } else {
                            find(b, text);
                        }
                    }
                }
                StmtKind::Block(b) => b.stmts.iter().for_each(|s| find(s, text)),
                StmtKind::For(fl) => find(&fl.body, text),
                _ => {}
            }
        }
        f.body
            .as_ref()
            .unwrap()
            .stmts
            .iter()
            .for_each(|s| find(s, &mut text));
        Ok(text)
    }

    const NEST: &str = "int main(void) {\n  int n = 8; double a[8], b[8];\n#pragma mint copy(a, toDevice, n)\n#pragma mint copy(b, toDevice, n)\n#pragma mint parallel\n  {\n#pragma mint for\n    for (int i = 1; i < n - 1; i++)\n      b[i] = CALL;\n  }\n  return 0;\n}\n";

    fn with(helpers: &str, call: &str) -> Result<String, String> {
        nest_text(&format!("{helpers}\n{}", NEST.replace("CALL", call)))
    }

    #[test]
    fn expression_helpers_become_their_value() {
        let t = with(
            "static inline double harm(double a, double b) { return 2.0 * a * b / (a + b); }",
            "harm(a[i], a[i + 1])",
        )
        .unwrap();
        assert!(!t.contains("Call"), "{t}");
        assert!(t.contains("Cast"), "{t}");
    }

    #[test]
    fn locals_assignments_and_branches() {
        let t = with(
            "float minmod(float x, float y) { float r = 0.0f; if (x * y <= 0.0f) return r; if (fabsf(x) < fabsf(y)) r = x; else r = y; return r; }",
            "minmod(a[i] - a[i - 1], a[i + 1] - a[i])",
        )
        .unwrap();
        assert!(
            t.contains("Ternary") && t.contains("fabsf") && !t.contains("minmod"),
            "{t}"
        );
    }

    #[test]
    fn helpers_calling_helpers_and_globals() {
        let t = with(
            "int nx = 8;\nstatic int at(int i) { return i + 0 * nx; }\nstatic double get(double v, int i) { return v * at(i); }",
            "get(a[i], i)",
        )
        .unwrap();
        assert!(!t.contains("\"at\"") && !t.contains("\"get\""), "{t}");
    }

    #[test]
    fn array_parameters_stand_for_the_array_passed() {
        let t = with(
            "static double avg(const double *v, int c) { int l = c - 1; return 0.5 * (v[l] + v[c + 1]); }",
            "avg(a, i)",
        )
        .unwrap();
        assert!(!t.contains("\"v\"") && t.contains("\"a\""), "{t}");
    }

    #[test]
    fn what_cannot_be_inlined_says_why() {
        let e = with(
            "double s(double x) { double t = 0; for (int k = 0; k < 3; k++) t += x; return t; }",
            "s(a[i])",
        )
        .unwrap_err();
        assert!(
            e.contains("`s` cannot be called on the GPU: it has a loop"),
            "{e}"
        );
        let e = with("double p(double *x) { return *x + 1.0; }", "p(a)").unwrap_err();
        assert!(e.contains("other than as"), "{e}");
        let e = with("double p2(double *x) { return x[0]; }", "p2(a + 1)").unwrap_err();
        assert!(e.contains("needs the array itself"), "{e}");
        let e = with(
            "double r(double x) { return x > 1 ? r(x / 2) : x; }",
            "r(a[i])",
        )
        .unwrap_err();
        assert!(e.contains("calls itself"), "{e}");
        // Twice per level would multiply: stopped at once as recursion, not after 2^16 copies.
        let e = with(
            "double r2(double x) { return x > 1 ? r2(x / 2) + r2(x / 3) : x; }",
            "r2(a[i])",
        )
        .unwrap_err();
        assert!(e.contains("calls itself"), "{e}");
        let e = with("double g(double x) { return x; }", "g(a[i]++)").unwrap_err();
        assert!(e.contains("changes a variable"), "{e}");
        let e = with(
            "int n = 3;\ndouble h(double x) { return x * n; }",
            "h(a[i])",
        )
        .unwrap_err();
        assert!(e.contains("declares again"), "{e}");
        let e = with("double q(double x) { if (x > 0) return x; }", "q(a[i])").unwrap_err();
        assert!(e.contains("without `return`"), "{e}");
    }
}
