//! Guards that pick a range of the loops made loop bounds: a nest that loops over the whole grid
//! and tests for the interior in its body,
//!
//! ```c
//! for (i = 0; i < n; i++)                      for (i = 1; i < n - 1; i++)
//!     for (j = 0; j < m; j++)          =>          for (j = 1; j < m - 1; j++)
//!         if (i > 0 && i < n - 1 && j >= 1 && j <= m - 2)  v[i][j] = ...;
//!             v[i][j] = ...;
//! ```
//!
//! runs over the interior only, as a nest written with those bounds: a straight-line body that
//! the stencil analysis, shared-memory tiling and temporal blocking take as they take the
//! hand-written form. So does a body that starts by skipping the edges, `if (i == 0 || i == n -
//! 1 || j < 1 || j >= m - 1) continue;`.
//!
//! Invariants:
//! - Only `mint for` nests change, and only where the innermost body of their chain of loops
//!   (loops nested directly, blocks of one statement), after declarations of scalars whose
//!   values have no call or side effect, is one `if` without `else` whose
//!   condition is a conjunction (`&&`) of comparisons `v op E` or `E op v` (`<`, `<=`, `>`,
//!   `>=`), or a block whose first statement is `if (D) continue;` with `D` a disjunction (`||`)
//!   of such comparisons or of `v == E` where `E` is the loop's first or last value; `v` a
//!   variable of one of those loops and `E` free of the chain's loop variables, of elements,
//!   calls and side effects, and of names the body assigns.
//! - Each such loop counts up by one (`v++`, `++v`, `v += 1`) from an initial value to `v < hi`
//!   or `v <= hi`; its new bounds are the tightest of its own and the guard's, decided exactly:
//!   every two bounds compared are the same expression plus integer constants (`n - 1` and `n`,
//!   `1` and `0`); where one cannot be decided, the nest is left as written.
//! - The body becomes the `if`'s branch (or loses its `if (D) continue;`): a point outside the
//!   new bounds was one where the guard was false (or `D` true) and the body did nothing, so
//!   every point computes what it computed.

use mint_lang::ast::*;
use mint_lang::Span;

/// `tu` with the guards of its nests made loop bounds where they can be (see the module docs).
pub fn guard_bounds(tu: &TranslationUnit) -> TranslationUnit {
    crate::for_nests::map_nests(tu, |_, body| {
        if let Some(plan) = plan(body) {
            apply(body, &plan, 0);
        }
    })
}

/// A bound: an expression (`None`: zero) plus an integer constant.
#[derive(Debug, Clone)]
pub(crate) struct Bound {
    base: Option<Expr>,
    c: i64,
}

impl Bound {
    pub(crate) fn of(e: &Expr) -> Bound {
        match &e.kind {
            ExprKind::Int(k, _) => Bound { base: None, c: *k },
            ExprKind::Paren(a) => Bound::of(a),
            ExprKind::Binary(BinOp::Add, a, b) => match b.kind {
                ExprKind::Int(k, _) => Bound::of(a).plus(k),
                _ => Bound {
                    base: Some(e.clone()),
                    c: 0,
                },
            },
            ExprKind::Binary(BinOp::Sub, a, b) => match b.kind {
                ExprKind::Int(k, _) => Bound::of(a).plus(-k),
                _ => Bound {
                    base: Some(e.clone()),
                    c: 0,
                },
            },
            _ => Bound {
                base: Some(e.clone()),
                c: 0,
            },
        }
    }

    pub(crate) fn plus(mut self, k: i64) -> Bound {
        self.c += k;
        self
    }

    /// `self - other` where both are the same expression plus constants.
    fn minus(&self, other: &Bound) -> Option<i64> {
        let text = |b: &Bound| b.base.as_ref().map(|e| e.to_c());
        (text(self) == text(other)).then(|| self.c - other.c)
    }

    pub(crate) fn expr(&self, span: Span) -> Expr {
        let int = |k: i64| Expr {
            kind: ExprKind::Int(k, k.to_string()),
            span,
        };
        let Some(base) = &self.base else {
            return int(self.c);
        };
        let base = match base.kind {
            ExprKind::Binary(..) | ExprKind::Ternary(..) | ExprKind::Assign(..) if self.c != 0 => {
                Expr {
                    kind: ExprKind::Paren(Box::new(base.clone())),
                    span: base.span,
                }
            }
            _ => base.clone(),
        };
        match self.c {
            0 => base,
            k => Expr {
                kind: ExprKind::Binary(
                    if k > 0 { BinOp::Add } else { BinOp::Sub },
                    Box::new(base),
                    Box::new(int(k.abs())),
                ),
                span,
            },
        }
    }
}

/// A loop of the chain: its variable, first value and end (exclusive).
pub(crate) struct Range {
    pub(crate) var: String,
    pub(crate) lo: Bound,
    pub(crate) hi: Bound,
}

/// The new bounds per loop of the chain (outermost first; `None`: unchanged).
struct Plan {
    bounds: Vec<Option<(Bound, Bound)>>,
    span: Span,
    /// The guard is `if (D) continue;` (else `if (C) S`, the body's last statement).
    skip: bool,
    /// The guard's place in the innermost body (after its leading declarations).
    at: usize,
}

/// A loop `for (v = lo; v < hi; v++)` (or `v <= hi`, `++v`, `v += 1`, `T v = lo`): its variable,
/// `lo`, whether the end is inclusive (`<=`), `hi`, and the declarator of `v` where the loop
/// declares it.
pub(crate) struct LoopParts<'a> {
    pub(crate) var: String,
    pub(crate) lo: &'a Expr,
    pub(crate) inclusive: bool,
    pub(crate) hi: &'a Expr,
    pub(crate) decl: Option<&'a Declarator>,
}

/// The parts of `fl` if it counts up by one from its init to its condition's bound.
pub(crate) fn loop_parts(fl: &ForLoop) -> Option<LoopParts<'_>> {
    let var = fl.var()?.to_string();
    let (lo, decl) = match &fl.init {
        ForInit::Decl(d) => match d.decls.as_slice() {
            [dd] => match &dd.init {
                Some(Initializer::Expr(e)) => (e, Some(dd)),
                _ => return None,
            },
            _ => return None,
        },
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, _, e),
            ..
        }) => (&**e, None),
        _ => return None,
    };
    let by_one = match &fl.step.as_ref()?.kind {
        ExprKind::PostIncDec(true, v) | ExprKind::Unary(UnOp::PreInc, v) => {
            v.as_ident() == Some(&var)
        }
        ExprKind::Assign(Some(BinOp::Add), v, k) => {
            v.as_ident() == Some(&var) && matches!(k.kind, ExprKind::Int(1, _))
        }
        _ => false,
    };
    if !by_one {
        return None;
    }
    let (inclusive, hi) = match &fl.cond.as_ref()?.kind {
        ExprKind::Binary(BinOp::Lt, v, hi) if v.as_ident() == Some(&var) => (false, &**hi),
        ExprKind::Binary(BinOp::Le, v, hi) if v.as_ident() == Some(&var) => (true, &**hi),
        _ => return None,
    };
    Some(LoopParts {
        var,
        lo,
        inclusive,
        hi,
        decl,
    })
}

/// The loop `fl` counting up by one: its range, or `None`.
pub(crate) fn range(fl: &ForLoop) -> Option<Range> {
    let p = loop_parts(fl)?;
    let hi = Bound::of(p.hi);
    Some(Range {
        var: p.var,
        lo: Bound::of(p.lo),
        hi: if p.inclusive { hi.plus(1) } else { hi },
    })
}

/// The loop directly inside `s`'s body (through blocks of one statement), if `s` is a loop.
pub(crate) fn inner(s: &Stmt) -> &Stmt {
    match &s.kind {
        StmtKind::Block(b) if b.stmts.len() == 1 => inner(&b.stmts[0]),
        _ => s,
    }
}

pub(crate) fn inner_mut(s: &mut Stmt) -> &mut Stmt {
    if matches!(&s.kind, StmtKind::Block(b) if b.stmts.len() == 1) {
        let StmtKind::Block(b) = &mut s.kind else {
            unreachable!("matched above")
        };
        return inner_mut(&mut b.stmts[0]);
    }
    s
}

/// The operands of a chain of `op` in `e` (`a && b && c`: `a`, `b`, `c`), through parentheses,
/// each without its own.
pub(crate) fn operands<'a>(e: &'a Expr, op: BinOp, out: &mut Vec<&'a Expr>) {
    match &e.kind {
        ExprKind::Paren(a) => operands(a, op, out),
        ExprKind::Binary(o, a, b) if *o == op => {
            operands(a, op, out);
            operands(b, op, out);
        }
        _ => out.push(e),
    }
}

/// Names assigned, incremented or whose address is taken anywhere in `s`
/// ([`crate::index_locals::assigned_names`]), and the names it declares.
pub(crate) fn assigned(s: &Stmt) -> Vec<String> {
    let mut out: Vec<String> = crate::index_locals::assigned_names(&mut s.clone())
        .into_iter()
        .collect();
    s.walk(&mut |x| {
        if let StmtKind::Decl(d) = &x.kind {
            out.extend(
                d.decls
                    .iter()
                    .filter_map(|dd| Some(dd.name.as_ref()?.name.clone())),
            );
        }
    });
    out
}

/// Whether `e` reads none of `avoid` and has no element, member, call or side effect.
pub(crate) fn invariant(e: &Expr, avoid: &[String]) -> bool {
    let mut ok = true;
    e.walk(&mut |x| {
        ok &= match &x.kind {
            ExprKind::Ident(n) => !avoid.contains(n),
            ExprKind::Index(..)
            | ExprKind::Call(..)
            | ExprKind::Member(..)
            | ExprKind::Assign(..)
            | ExprKind::PostIncDec(..)
            | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Deref, _) => false,
            _ => true,
        }
    });
    ok
}

/// The tighter of two bounds (`first`: the larger, else the smaller), if decided.
fn tighter(a: &Bound, b: &Bound, first: bool) -> Option<Bound> {
    let d = a.minus(b)?;
    Some(if (d >= 0) == first {
        a.clone()
    } else {
        b.clone()
    })
}

/// Whether every declarator of `d` is a scalar whose value has no call, element write or side
/// effect (computing it at a point the guard skips changes nothing).
fn pure_decls(d: &Declaration) -> bool {
    d.decls.iter().all(|dd| {
        dd.ty.rank() == 0
            && dd.ty.pointers == 0
            && match &dd.init {
                Some(Initializer::Expr(e)) => {
                    let mut ok = true;
                    e.walk(&mut |x| {
                        ok &= !matches!(
                            x.kind,
                            ExprKind::Call(..)
                                | ExprKind::Assign(..)
                                | ExprKind::PostIncDec(..)
                                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _)
                        )
                    });
                    ok
                }
                Some(_) => false,
                None => true,
            }
    })
}

/// Whether `s` is `continue;` (in braces or not).
fn is_continue(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Continue => true,
        StmtKind::Block(b) => b.stmts.len() == 1 && is_continue(&b.stmts[0]),
        _ => false,
    }
}

fn plan(body: &Stmt) -> Option<Plan> {
    let mut ranges = Vec::new();
    // Every loop variable of the chain, also of loops whose form is not read.
    let mut chain_vars: Vec<String> = Vec::new();
    let mut s = body;
    while let StmtKind::For(fl) = &s.kind {
        ranges.push(range(fl));
        chain_vars.extend(fl.var().map(str::to_string));
        s = inner(&fl.body);
    }
    // `if (C) S` (the points where C holds compute), or `if (D) continue;` first in the body
    // (the points where D holds are skipped).
    // `if (C) S` (the points where C holds compute), or `if (D) continue;` (the points where D
    // holds are skipped), each after declarations of pure values (`int idx = i * nx + j;`), which
    // a skipped point computes for nothing.
    let stmts: &[Stmt] = match &s.kind {
        StmtKind::Block(b) => &b.stmts,
        _ => std::slice::from_ref(s),
    };
    let at = stmts
        .iter()
        .position(|x| !matches!(&x.kind, StmtKind::Decl(d) if pure_decls(d)))?;
    let decls = &stmts[..at];
    let (cond, skip, mut rest): (&Expr, bool, Vec<&Stmt>) = match &stmts[at].kind {
        StmtKind::If {
            cond,
            then,
            els: None,
        } if is_continue(then) && at + 1 < stmts.len() => {
            (cond, true, stmts[at + 1..].iter().collect())
        }
        StmtKind::If {
            cond,
            then,
            els: None,
        } if at + 1 == stmts.len() && !is_continue(then) => (cond, false, vec![&**then]),
        _ => return None,
    };
    rest.extend(decls.iter());
    let vars: Vec<Option<String>> = ranges
        .iter()
        .map(|r| r.as_ref().map(|r| r.var.clone()))
        .collect();
    let mut avoid = chain_vars.clone();
    for r in &rest {
        avoid.extend(assigned(r));
    }
    let at_index = at;
    let mut bounds: Vec<Option<(Bound, Bound)>> = ranges
        .iter()
        .map(|r| r.as_ref().map(|r| (r.lo.clone(), r.hi.clone())))
        .collect();
    let mut changed = vec![false; bounds.len()];
    let mut parts = Vec::new();
    if skip {
        operands(cond, BinOp::Or, &mut parts);
    } else {
        operands(cond, BinOp::And, &mut parts);
    }
    for p in parts {
        let ExprKind::Binary(op, a, b) = &p.kind else {
            return None;
        };
        // `v op E`, or `E op v` read as `v op' E`.
        let (v, e, op) = match (a.as_ident(), b.as_ident()) {
            (Some(v), _) if chain_vars.iter().any(|c| c == v) => (v, b, *op),
            (_, Some(v)) if chain_vars.iter().any(|c| c == v) => {
                let flipped = match op {
                    BinOp::Lt => BinOp::Gt,
                    BinOp::Le => BinOp::Ge,
                    BinOp::Gt => BinOp::Lt,
                    BinOp::Ge => BinOp::Le,
                    BinOp::Eq => BinOp::Eq,
                    _ => return None,
                };
                (v, a, flipped)
            }
            _ => return None,
        };
        if !invariant(e, &avoid) {
            return None;
        }
        let k = vars.iter().position(|x| x.as_deref() == Some(v))?;
        let (lo, hi) = bounds[k].as_mut()?;
        let g = Bound::of(e);
        match (skip, op) {
            // The points computed: where the comparison holds.
            (false, BinOp::Gt) => *lo = tighter(lo, &g.plus(1), true)?,
            (false, BinOp::Ge) => *lo = tighter(lo, &g, true)?,
            (false, BinOp::Lt) => *hi = tighter(hi, &g, false)?,
            (false, BinOp::Le) => *hi = tighter(hi, &g.plus(1), false)?,
            // The points skipped: where it holds.
            (true, BinOp::Lt) => *lo = tighter(lo, &g, true)?,
            (true, BinOp::Le) => *lo = tighter(lo, &g.plus(1), true)?,
            (true, BinOp::Gt) => *hi = tighter(hi, &g.plus(1), false)?,
            (true, BinOp::Ge) => *hi = tighter(hi, &g, false)?,
            // `v == E` skips the first or the last value of the range, nothing else.
            (true, BinOp::Eq) if g.minus(lo) == Some(0) => *lo = lo.clone().plus(1),
            (true, BinOp::Eq) if g.minus(hi) == Some(-1) => *hi = hi.clone().plus(-1),
            _ => return None,
        }
        changed[k] = true;
    }
    Some(Plan {
        bounds: bounds
            .into_iter()
            .zip(changed)
            .map(|(b, c)| b.filter(|_| c))
            .collect(),
        span: cond.span,
        skip,
        at: at_index,
    })
}

/// Loop `k` of the chain at `s` and those inside it take their planned bounds; the innermost
/// body becomes the `if`'s branch.
/// Make `fl` (a loop that [`range`] reads) run from `lo` to `hi` (exclusive).
pub(crate) fn set_bounds(fl: &mut ForLoop, lo: &Bound, hi: &Bound, span: Span) {
    let var = fl.var().expect("a counted loop").to_string();
    let lo = lo.expr(span);
    match &mut fl.init {
        ForInit::Decl(d) => d.decls[0].init = Some(Initializer::Expr(lo)),
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, _, e),
            ..
        }) => **e = lo,
        _ => {}
    }
    let at = fl.cond.as_ref().map_or(span, |c| c.span);
    fl.cond = Some(Expr {
        kind: ExprKind::Binary(
            BinOp::Lt,
            Box::new(Expr {
                kind: ExprKind::Ident(var),
                span: at,
            }),
            Box::new(hi.expr(span)),
        ),
        span: at,
    });
}

fn apply(s: &mut Stmt, plan: &Plan, k: usize) {
    if let StmtKind::For(fl) = &mut s.kind {
        if let Some(Some((lo, hi))) = plan.bounds.get(k) {
            set_bounds(fl, lo, hi, plan.span);
        }
        apply(inner_mut(&mut fl.body), plan, k + 1);
        return;
    }
    if plan.skip {
        if let StmtKind::Block(b) = &mut s.kind {
            b.stmts.remove(plan.at);
        }
        return;
    }
    let guard = match &mut s.kind {
        StmtKind::Block(b) => &mut b.stmts[plan.at],
        _ => s,
    };
    if let StmtKind::If { then, .. } = &guard.kind {
        *guard = (**then).clone();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_loops(body: &str) -> String {
        let src = format!(
            "void f(int n, int m, double u[n][m], double v[n][m]) {{\n\
             #pragma mint parallel\n{{\n\
             #pragma mint for nest(all)\n{body}\n}}\n}}"
        );
        let tu = guard_bounds(&mint_lang::parse(&src).unwrap());
        let mut text = String::new();
        crate::test_util::first_nest(&tu).walk(&mut |x| match &x.kind {
            StmtKind::For(fl) => {
                let lo = match &fl.init {
                    ForInit::Decl(d) => match &d.decls[0].init {
                        Some(Initializer::Expr(e)) => e.to_c(),
                        _ => String::new(),
                    },
                    ForInit::Expr(e) => e.to_c(),
                    ForInit::None => String::new(),
                };
                text.push_str(&format!(
                    "for {lo}; {};\n",
                    fl.cond.as_ref().unwrap().to_c()
                ));
            }
            StmtKind::If { cond, .. } => text.push_str(&format!("if {}\n", cond.to_c())),
            _ => {}
        });
        text
    }

    #[test]
    fn interior_guards_become_bounds() {
        let t = nest_loops(
            "for (int i = 0; i < n; i++) for (int j = 0; j <= m - 1; j++) {\n\
             if (i > 0 && i < n - 1 && 1 <= j && (j <= m - 2))\n\
             v[i][j] = u[i - 1][j] + u[i][j + 1];\n}",
        );
        assert_eq!(t, "for 1; i < n - 1;\nfor 1; j < m - 1;\n");
        // A guard on one loop leaves the other as written; the tighter bound wins.
        let t = nest_loops(
            "for (int i = 2; i < n - 3; i++) for (int j = 0; j < m; j++)\n\
             if (i >= 1 && i < n - 1) v[i][j] = u[i][j];",
        );
        assert_eq!(t, "for 2; i < n - 3;\nfor 0; j < m;\n");
    }

    #[test]
    fn edges_skipped_by_continue_become_bounds() {
        let t = nest_loops(
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) {\n\
             if (i == 0 || i == n - 1 || j < 1 || (j >= m - 1)) continue;\n\
             v[i][j] = u[i - 1][j] + u[i][j + 1];\n}",
        );
        assert_eq!(t, "for 1; i < n - 1;\nfor 1; j < m - 1;\n");
        // `v == E` inside the range is not an edge: left as written.
        let t = nest_loops(
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) {\n\
             if (i == 2) continue;\n v[i][j] = u[i][j];\n}",
        );
        assert!(t.contains("if "), "{t}");
    }

    #[test]
    fn declarations_before_the_guard_are_kept() {
        let t = nest_loops(
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) {\n\
             int c = i * m + j;\n\
             if (i > 0 && i < n - 1) v[i][j] = u[i - 1][j] + c;\n}",
        );
        assert_eq!(t, "for 1; i < n - 1;\nfor 0; j < m;\n");
        // A declaration with a call may have an effect at the points skipped: left as written.
        let t = nest_loops(
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) {\n\
             int c = g(i);\n\
             if (i > 0) v[i][j] = u[i - 1][j] + c;\n}",
        );
        assert!(t.contains("if "), "{t}");
    }

    #[test]
    fn guards_that_are_not_ranges_stay() {
        for body in [
            // an `else`
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++)\n\
             if (i > 0) v[i][j] = u[i][j]; else v[i][j] = 0.0;",
            // a condition on an element, or on two loop variables
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++)\n\
             if (u[i][j] > 0.0 && i > 0) v[i][j] = u[i][j];",
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++)\n\
             if (i > j) v[i][j] = u[i][j];",
            // bounds that cannot be compared (`k` against `0`), a parity
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++)\n\
             if (i > k) v[i][j] = u[i][j];",
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++)\n\
             if (i % 2 == 0) v[i][j] = u[i][j];",
            // statements beside the `if`
            "for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) {\n\
             v[i][j] = 0.0; if (i > 0) v[i][j] = u[i][j]; }",
            // a loop counting down
            "for (int i = n - 1; i >= 0; i--) for (int j = 0; j < m; j++)\n\
             if (i > 0) v[i][j] = u[i][j];",
        ] {
            let t = nest_loops(body);
            assert!(t.contains("if "), "{body}\n{t}");
        }
    }
}
