//! Short counted loops inside nests are unrolled: a pass before analysis that replaces a serial
//! loop with constant bounds in a `mint for` body, such as the radius loop of a high-order
//! stencil,
//!
//! ```c
//! for (int r = 1; r <= 4; r++)
//!     lap += c[r] * (u[i][j + r] + u[i][j - r] + u[i + r][j] + u[i - r][j]);
//! ```
//!
//! by one copy of its body per value of the loop variable, the variable replaced by the value.
//! The references become `loop variable ± constant` (a stencil every level can optimise), and a
//! constant table read as `c[r]` gets a constant subscript ([`crate::const_tables`] folds it).
//!
//! A loop is unrolled when its variable is an integer set from a constant (`int r = 1` or
//! `r = 1`), compared with a constant (`<`, `<=`, `>`, `>=`, either side) and stepped by a
//! constant (`r++`, `r--`, `r += 2`, `r = r - 1`), it runs at most [`MAX_TRIPS`] times, and its
//! body neither assigns the variable, takes its address, declares it again nor holds `break`,
//! `continue` or `return`. A variable declared outside the loop must not be read in the nest
//! except by loops that set it first (its value after the loop is not kept). Loops inside the
//! copies are unrolled in turn (a box stencil's `di`, `dj` loops). Every other loop is left as
//! it is.
//!
//! Invariants:
//! - Only statements inside `mint for` bodies change, and never the nest's parallel loops (the
//!   first `nest(n)` loops of the directive's perfect chain); the host code (the user's text)
//!   keeps its loops.
//! - The copies run in the order the loop runs its values, each in its own block when the body
//!   is a block (its declarations stay local to one copy), so the unrolled statements compute
//!   what the loop computes.
//! - Copies keep the spans of the loop body: diagnostics about them point at the source loop.
//! - The unrolled code is bounded: at most [`MAX_TRIPS`] copies of one loop and
//!   [`MAX_UNROLLED_NODES`] expression nodes added per nest; past that the loop stays.

use crate::inline::each_child;
use crate::nest::int_const;
use mint_lang::ast::*;
use std::collections::HashSet;

/// Most iterations of a loop that is unrolled.
pub const MAX_TRIPS: i64 = 64;
/// Most expression nodes that unrolling may add to one nest.
pub const MAX_UNROLLED_NODES: usize = 200_000;

/// Unroll the short counted loops inside every nest of `tu` (see the module documentation).
pub fn unroll_loops(tu: &TranslationUnit) -> TranslationUnit {
    let mut out = tu.clone();
    for item in &mut out.items {
        if let Item::Function(f) = item {
            if let Some(body) = &mut f.body {
                for s in &mut body.stmts {
                    crate::flat_arrays::each_parallel_body_mut(s, &mut |b| {
                        let outer_ok = assigned_in_for_inits(b)
                            .into_iter()
                            .filter(|v| !read_outside_setting_loops(b, v))
                            .collect();
                        let mut cx = Cx {
                            budget: MAX_UNROLLED_NODES,
                            outer_ok,
                        };
                        unroll_in(b, &mut cx);
                    });
                }
            }
        }
    }
    out
}

/// Unroll every qualifying loop in `s` (a statement of a nest body).
fn unroll_in(s: &mut Stmt, cx: &mut Cx) {
    match &mut s.kind {
        StmtKind::Block(b) => unroll_list(&mut b.stmts, cx),
        StmtKind::If { then, els, .. } => {
            unroll_in(then, cx);
            if let Some(e) = els {
                unroll_in(e, cx);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Labeled { stmt: body, .. } => unroll_in(body, cx),
        StmtKind::For(_) => {
            // A loop that is the whole body of another statement: unroll it into a block.
            let mut one = vec![s.clone()];
            unroll_list(&mut one, cx);
            if one.len() != 1 || one[0] != *s {
                let span = s.span;
                *s = Stmt {
                    kind: StmtKind::Block(Block { stmts: one, span }),
                    span,
                };
            }
        }
        _ => {}
    }
}

/// Unroll the qualifying loops among `stmts` (in place, splicing the copies in).
fn unroll_list(stmts: &mut Vec<Stmt>, cx: &mut Cx) {
    let mut i = 0;
    while i < stmts.len() {
        let copies = match &stmts[i].kind {
            StmtKind::For(fl) => {
                plan(fl, &cx.outer_ok).and_then(|p| expand(fl, &p, &mut cx.budget))
            }
            _ => None,
        };
        match copies {
            // The copies are looked at in turn (a copy that is itself a loop is unrolled in
            // place, loops inside a copy's block in that block).
            Some(copies) => drop(stmts.splice(i..=i, copies)),
            None => {
                let s = &mut stmts[i];
                match &mut s.kind {
                    StmtKind::For(fl) => unroll_in(&mut fl.body, cx),
                    _ => unroll_in(s, cx),
                }
                i += 1;
            }
        }
    }
}

/// What unrolling in one nest knows.
struct Cx {
    /// Expression nodes that may still be added.
    budget: usize,
    /// Variables declared outside the loops that set them and read nowhere else in the nest.
    outer_ok: HashSet<String>,
}

/// Names assigned by a `for` init (`for (r = 0; ...)`) anywhere in `s`.
fn assigned_in_for_inits(s: &Stmt) -> Vec<String> {
    let mut out = Vec::new();
    s.walk(&mut |x| {
        if let StmtKind::For(fl) = &x.kind {
            if let ForInit::Expr(Expr {
                kind: ExprKind::Assign(None, l, _),
                ..
            }) = &fl.init
            {
                out.extend(l.as_ident().map(str::to_string));
            }
        }
    });
    out.sort();
    out.dedup();
    out
}

/// The values a loop gives its variable, in order.
struct Plan {
    var: String,
    values: Vec<i64>,
}

/// How `fl` can be unrolled, or `None` to leave it. `outer_ok`: the variables declared outside
/// the nest that it reads only in loops setting them first.
fn plan(fl: &ForLoop, outer_ok: &HashSet<String>) -> Option<Plan> {
    let (var, start, declared) = match &fl.init {
        ForInit::Decl(d) if d.decls.len() == 1 => {
            let dd = &d.decls[0];
            match (&dd.name, &dd.init) {
                (Some(n), Some(Initializer::Expr(e)))
                    if dd.ty.rank() == 0 && dd.ty.scalar.is_integer() =>
                {
                    (n.name.clone(), int_const(e)?, true)
                }
                _ => return None,
            }
        }
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, l, r),
            ..
        }) => (l.as_ident()?.to_string(), int_const(r)?, false),
        _ => return None,
    };
    let (op, bound) = match &fl.cond.as_ref()?.kind {
        ExprKind::Binary(op, l, r) if l.as_ident() == Some(&var) => (*op, int_const(r)?),
        ExprKind::Binary(op, l, r) if r.as_ident() == Some(&var) => (flip(*op)?, int_const(l)?),
        _ => return None,
    };
    let step = step_of(fl.step.as_ref()?, &var)?;
    let mut values = Vec::new();
    let mut v = start;
    loop {
        let go = match op {
            BinOp::Lt => v < bound,
            BinOp::Le => v <= bound,
            BinOp::Gt => v > bound,
            BinOp::Ge => v >= bound,
            BinOp::Ne => v != bound,
            _ => return None,
        };
        if !go {
            break;
        }
        if values.len() as i64 >= MAX_TRIPS {
            return None;
        }
        values.push(v);
        v = v.checked_add(step)?;
    }
    if touches_var(&fl.body, &var) || has_jump(&fl.body) {
        return None;
    }
    if !declared && !outer_ok.contains(&var) {
        return None;
    }
    Some(Plan { var, values })
}

/// `a op b` as `b op' a`.
fn flip(op: BinOp) -> Option<BinOp> {
    Some(match op {
        BinOp::Lt => BinOp::Gt,
        BinOp::Le => BinOp::Ge,
        BinOp::Gt => BinOp::Lt,
        BinOp::Ge => BinOp::Le,
        BinOp::Ne => BinOp::Ne,
        _ => return None,
    })
}

/// The constant a step expression adds to `var` (negative when it counts down); zero is no step.
fn step_of(e: &Expr, var: &str) -> Option<i64> {
    let is_var = |x: &Expr| x.as_ident() == Some(var);
    let s = match &e.kind {
        ExprKind::PostIncDec(up, v) if is_var(v) => {
            if *up {
                1
            } else {
                -1
            }
        }
        ExprKind::Unary(UnOp::PreInc, v) if is_var(v) => 1,
        ExprKind::Unary(UnOp::PreDec, v) if is_var(v) => -1,
        ExprKind::Assign(Some(BinOp::Add), v, c) if is_var(v) => int_const(c)?,
        ExprKind::Assign(Some(BinOp::Sub), v, c) if is_var(v) => int_const(c)?.checked_neg()?,
        ExprKind::Assign(None, v, rhs) if is_var(v) => match &rhs.kind {
            ExprKind::Binary(BinOp::Add, a, c) if is_var(a) => int_const(c)?,
            ExprKind::Binary(BinOp::Add, c, a) if is_var(a) => int_const(c)?,
            ExprKind::Binary(BinOp::Sub, a, c) if is_var(a) => int_const(c)?.checked_neg()?,
            _ => return None,
        },
        _ => return None,
    };
    (s != 0).then_some(s)
}

/// The copies of `fl`'s body, one per value, or `None` when they would pass the budget.
fn expand(fl: &ForLoop, p: &Plan, budget: &mut usize) -> Option<Vec<Stmt>> {
    let size = stmt_nodes(&fl.body).saturating_mul(p.values.len());
    if size > *budget {
        return None;
    }
    *budget -= size;
    Some(
        p.values
            .iter()
            .map(|&v| {
                let mut c = (*fl.body).clone();
                subst_stmt(&mut c, &p.var, v);
                c
            })
            .collect(),
    )
}

/// The statements' expressions, mutable (every expression a statement holds, at any depth).
fn each_expr_mut(s: &mut Stmt, f: &mut impl FnMut(&mut Expr)) {
    let mut exprs = Vec::new();
    crate::flat_arrays::stmt_exprs(s, &mut exprs);
    exprs.into_iter().for_each(f);
}

/// Replace `var` by the literal `v` everywhere in `s`.
fn subst_stmt(s: &mut Stmt, var: &str, v: i64) {
    fn go(e: &mut Expr, var: &str, v: i64) {
        if e.as_ident() == Some(var) {
            e.kind = ExprKind::Int(v, v.to_string());
            if v < 0 {
                let span = e.span;
                *e = Expr {
                    kind: ExprKind::Paren(Box::new(Expr {
                        kind: ExprKind::Unary(
                            UnOp::Neg,
                            Box::new(Expr {
                                kind: ExprKind::Int(-v, (-v).to_string()),
                                span,
                            }),
                        ),
                        span,
                    })),
                    span,
                };
            }
            return;
        }
        each_child(e, &mut |c| go(c, var, v));
    }
    each_expr_mut(s, &mut |e| go(e, var, v));
}

/// Expression nodes of a statement.
fn stmt_nodes(s: &Stmt) -> usize {
    let mut s = s.clone();
    let mut n = 0;
    each_expr_mut(&mut s, &mut |e| e.walk(&mut |_| n += 1));
    n.max(1)
}

/// Whether `s` assigns `var`, increments it, takes its address or declares it again.
fn touches_var(s: &Stmt, var: &str) -> bool {
    let mut s = s.clone();
    let mut hit = declares(&s, var);
    each_expr_mut(&mut s, &mut |e| {
        e.walk(&mut |x| {
            let target = match &x.kind {
                ExprKind::Assign(_, t, _) | ExprKind::PostIncDec(_, t) => Some(t),
                ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr, t) => Some(t),
                _ => None,
            };
            if target.is_some_and(|t| t.as_ident() == Some(var)) {
                hit = true;
            }
        })
    });
    hit
}

/// Whether `s` declares `var` at any depth.
fn declares(s: &Stmt, var: &str) -> bool {
    s.declarators()
        .iter()
        .any(|dd| dd.name.as_ref().is_some_and(|n| n.name == var))
}

/// Whether `s` holds `break`, `continue` or `return` (a loop inside it included: kept simple).
fn has_jump(s: &Stmt) -> bool {
    s.any(&mut |x| {
        matches!(
            x.kind,
            StmtKind::Break | StmtKind::Continue | StmtKind::Return(_)
        )
    })
}

/// Whether `s` mentions `var` outside the `for` loops whose init sets it (such a loop sets the
/// variable before reading it; what it leaves behind is read nowhere else).
fn read_outside_setting_loops(s: &Stmt, var: &str) -> bool {
    let any = |ss: &[&Stmt]| ss.iter().any(|s| read_outside_setting_loops(s, var));
    match &s.kind {
        StmtKind::For(fl) => {
            let sets = matches!(&fl.init, ForInit::Expr(Expr { kind: ExprKind::Assign(None, l, r), .. })
                if l.as_ident() == Some(var) && !mentions(r, var));
            if sets {
                return false;
            }
            let head = match &fl.init {
                ForInit::Expr(e) => mentions(e, var),
                ForInit::Decl(d) => decl_mentions(d, var),
                ForInit::None => false,
            };
            head || fl.cond.iter().chain(&fl.step).any(|e| mentions(e, var)) || any(&[&fl.body])
        }
        StmtKind::Block(b) => b.stmts.iter().any(|s| read_outside_setting_loops(s, var)),
        StmtKind::If { cond, then, els } => {
            mentions(cond, var) || any(&[then]) || els.as_deref().is_some_and(|e| any(&[e]))
        }
        StmtKind::While { cond, body }
        | StmtKind::DoWhile { body, cond }
        | StmtKind::Switch { cond, body } => mentions(cond, var) || any(&[body]),
        StmtKind::Labeled { stmt, .. } => any(&[stmt]),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => mentions(e, var),
        StmtKind::Decl(d) => decl_mentions(d, var),
        StmtKind::Mint(m) => m.body.as_ref().is_some_and(|b| any(&[b])),
        _ => false,
    }
}

fn decl_mentions(d: &Declaration, var: &str) -> bool {
    d.decls.iter().any(|dd| match &dd.init {
        Some(Initializer::Expr(e)) => mentions(e, var),
        _ => false,
    })
}

fn mentions(e: &Expr, var: &str) -> bool {
    let mut hit = false;
    e.walk(&mut |x| hit |= x.as_ident() == Some(var));
    hit
}

#[cfg(test)]
mod tests {
    use super::unroll_loops;
    use mint_lang::ast::*;

    /// The body of the last function's first nest after unrolling, as C.
    fn nest_after(src: &str) -> String {
        let tu = mint_lang::parse(src).expect("parses");
        stmt_c(crate::test_util::first_nest(&unroll_loops(&tu)))
    }

    /// A compact C rendering of the statements the tests look at.
    fn stmt_c(s: &Stmt) -> String {
        match &s.kind {
            StmtKind::Block(b) => format!(
                "{{ {} }}",
                b.stmts.iter().map(stmt_c).collect::<Vec<_>>().join(" ")
            ),
            StmtKind::Expr(e) => format!("{};", e.to_c()),
            StmtKind::Decl(d) => d
                .decls
                .iter()
                .map(|dd| match &dd.init {
                    Some(Initializer::Expr(e)) => {
                        format!(
                            "{} = {};",
                            dd.ty.to_c(&dd.name.as_ref().unwrap().name),
                            e.to_c()
                        )
                    }
                    _ => format!("{};", dd.ty.to_c(&dd.name.as_ref().unwrap().name)),
                })
                .collect(),
            StmtKind::For(fl) => format!("for (...) {}", stmt_c(&fl.body)),
            StmtKind::If { cond, then, .. } => format!("if ({}) {}", cond.to_c(), stmt_c(then)),
            _ => "?".into(),
        }
    }

    fn wrap(body: &str) -> String {
        format!(
            "void f(int n, double *a, double *b) {{\n#pragma mint parallel\n{{\n#pragma mint for\n for (int i = 8; i < n - 8; i++) {{ {body} }}\n}}\n}}\n"
        )
    }

    #[test]
    fn radius_loop_becomes_straight_line() {
        let got = nest_after(&wrap(
            "double s = a[i]; for (int r = 1; r <= 3; r++) s += a[i + r] + a[i - r]; b[i] = s;",
        ));
        assert_eq!(
            got,
            "for (...) { double s = a[i]; s += a[i + 1] + a[i - 1]; s += a[i + 2] + a[i - 2]; s += a[i + 3] + a[i - 3]; b[i] = s; }"
        );
    }

    #[test]
    fn downward_and_strided_loops_keep_their_order() {
        let got = nest_after(&wrap("for (int r = 4; r > 0; r -= 2) b[i] += a[i - r];"));
        assert_eq!(got, "for (...) { b[i] += a[i - 4]; b[i] += a[i - 2]; }");
        let got = nest_after(&wrap(
            "for (int r = -1; r <= 1; r = r + 1) { double w = a[i + r]; b[i] += w; }",
        ));
        assert_eq!(
            got,
            "for (...) { { double w = a[i + (-1)]; b[i] += w; } { double w = a[i + 0]; b[i] += w; } { double w = a[i + 1]; b[i] += w; } }"
        );
    }

    #[test]
    fn nested_loops_unroll_in_turn() {
        let got = nest_after(&wrap(
            "for (int p = 0; p < 2; p++) for (int q = 0; q < 2; q++) b[i] += a[i + p - q];",
        ));
        assert_eq!(
            got,
            "for (...) { b[i] += a[i + 0 - 0]; b[i] += a[i + 0 - 1]; b[i] += a[i + 1 - 0]; b[i] += a[i + 1 - 1]; }"
        );
    }

    #[test]
    fn loops_that_stay() {
        // Bounds that are not constant, a body that assigns the variable or breaks, too many trips.
        for body in [
            "for (int r = 0; r < n; r++) b[i] += a[r];",
            "for (int r = 0; r < 3; r++) { b[i] += a[i + r]; r += 1; }",
            "for (int r = 0; r < 3; r++) { if (a[i + r] > 0) break; b[i] += 1; }",
            "for (int r = 0; r < 100; r++) b[i] += a[i];",
        ] {
            let got = nest_after(&wrap(body));
            assert_eq!(got.matches("for (...)").count(), 2, "{body}: {got}");
        }
    }

    #[test]
    fn outer_variable_read_after_the_loop_keeps_it() {
        let src = "void f(int n, double *a, double *b) {\n int r;\n#pragma mint parallel\n{\n#pragma mint for\n for (int i = 8; i < n - 8; i++) { for (r = 0; r < 2; r++) b[i] += a[i + r]; b[i] += r; }\n}\n}\n";
        assert_eq!(nest_after(src).matches("for (...)").count(), 2);
        // Set again by a second loop before any other read: both unroll.
        let src = src.replace("b[i] += r;", "for (r = 0; r < 2; r++) b[i] -= a[i - r];");
        let got = nest_after(&src);
        assert_eq!(
            got,
            "for (...) { b[i] += a[i + 0]; b[i] += a[i + 1]; b[i] -= a[i - 0]; b[i] -= a[i - 1]; }"
        );
    }

    #[test]
    fn parallel_loops_are_never_unrolled() {
        let src = "void f(double (*a)[3], double (*b)[3]) {\n#pragma mint parallel\n{\n#pragma mint for nest(all)\n for (int i = 0; i < 100; i++) for (int c = 0; c < 3; c++) b[i][c] = a[i][c];\n}\n}\n";
        assert_eq!(nest_after(src), "for (...) for (...) b[i][c] = a[i][c];");
    }
}
