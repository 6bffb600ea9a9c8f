//! Loops of one colour: a pass before analysis that makes the inner loop of a red-black sweep
//! rectangular. Red-black Gauss-Seidel and SOR codes visit the points of one colour with an
//! inner loop that starts by the parity of the outer indices and steps by two:
//!
//! ```c
//! for (i = 1; i < n - 1; i++)                     for (i = 1; i < n - 1; i++)
//!     for (j = 1 + (i + 1) % 2; j < n - 1; j += 2)  =>  for (j = 1; j < n - 1; j++)
//!         u[i][j] = f(u, i, j);                              if ((j + (i + 1) - 1) % 2 == 0)
//!                                                                u[i][j] = f(u, i, j);
//! ```
//!
//! The rewritten loop visits the same points: `j` takes the values from `A` (the start without
//! its parity term `P`) that have the parity of `A + P`, and `P` (`e % 2` or `e & 1`) is in {0,
//! 1}, so `A + P` is `A` or the value after it. The guard is the colour test the analyzer
//! already reads (a sum of loop variables and invariants modulo 2, [`crate::nest`]): a nest
//! that writes the points of one colour and reads only their neighbours of the other.
//!
//! Invariants:
//! - Only loops of a `mint for` nest inside its parallel depth (`nest(N)`, or every perfectly
//!   nested loop for `nest(all)`) below the outermost change, and only where the start is `A +
//!   P`, `P + A` or `P` with `A` not reading a loop variable of the nest, the step is `+= 2` (or
//!   `v = v + 2`), and `P` is `e & 1`, or `e % 2` where `e` is a sum of non-negative integer
//!   constants and loop variables of the enclosing loops that start at a non-negative constant
//!   and count up (so `e >= 0` and `P` is never `-1`). Anything else is left as written (the
//!   analyzer then says why the loop is not rectangular).
//! - The source text is not touched.

use crate::nest::int_const;
use mint_lang::ast::*;

/// Make the colour loops of the nests of `tu` rectangular (see the module documentation).
pub fn colour_loops(tu: &TranslationUnit) -> TranslationUnit {
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        for s in &mut body.stmts {
            visit(s, &mut Vec::new());
        }
    }
    out
}

/// Visit `s`; `host` holds the variables of the host loops around it that are never negative
/// there (a `for` from a non-negative constant, counting up, that its body does not assign:
/// `for (colour = 0; colour < 2; colour++)`).
fn visit(s: &mut Stmt, host: &mut Vec<Outer>) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let (Directive::For(fc), Some(body)) = (&m.directive, &mut m.body) {
            let depth = match fc.nest.as_ref().map(|n| &n.value) {
                Some(NestClause::Depth(d)) => usize::try_from(*d).unwrap_or(1),
                Some(NestClause::All) => usize::MAX,
                None => 1,
            };
            rewrite(body, depth, &mut Vec::new(), host);
            return;
        }
    }
    let counter = match &s.kind {
        StmtKind::For(fl) => fl
            .var()
            .filter(|v| never_negative_loop(fl, v) && !assigns(&fl.body, v))
            .map(str::to_string),
        _ => None,
    };
    if let Some(v) = &counter {
        host.push((v.clone(), true));
    }
    for c in s.children_mut() {
        visit(c, host);
    }
    if counter.is_some() {
        host.pop();
    }
}

/// Whether the loop starts at a non-negative constant and counts up.
fn never_negative_loop(fl: &ForLoop, var: &str) -> bool {
    start_of(fl).and_then(int_const).is_some_and(|v| v >= 0) && counts_up(fl, var)
}

/// Whether `s` assigns `var` (or increments it, or takes its address:
/// [`crate::index_locals::assigned_names`]) or declares another variable of that name (which the
/// nests inside would read instead).
fn assigns(s: &Stmt, var: &str) -> bool {
    let mut declares = false;
    s.walk(&mut |st| {
        if let StmtKind::Decl(d) = &st.kind {
            declares |= d
                .decls
                .iter()
                .any(|dd| dd.name.as_ref().is_some_and(|n| n.name == var));
        }
    });
    declares || crate::index_locals::assigned_names(&mut s.clone()).contains(var)
}

/// An enclosing loop: its variable, and whether it starts at a non-negative constant and counts
/// up (so its values are never negative).
type Outer = (String, bool);

/// Rewrite the loops of the nest at `s` (`depth` parallel loops left, `outer` the nest's loops
/// around it, `host` the host loops' counters that are never negative).
fn rewrite(s: &mut Stmt, depth: usize, outer: &mut Vec<Outer>, host: &[Outer]) {
    if depth == 0 {
        return;
    }
    let StmtKind::For(fl) = &mut s.kind else {
        // `nest(all)` ends at the first body that is not one loop.
        if let StmtKind::Block(b) = &mut s.kind {
            if let [only] = b.stmts.as_mut_slice() {
                rewrite(only, depth, outer, host);
            }
        }
        return;
    };
    let Some(var) = fl.var().map(str::to_string) else {
        return;
    };
    if !outer.is_empty() {
        if let Some(done) = colour_loop(fl, &var, outer, host) {
            *fl = done;
            // The guarded body is no longer a loop: the nest ends here.
            return;
        }
    }
    let nonneg = never_negative_loop(fl, &var);
    outer.push((var, nonneg));
    rewrite(&mut fl.body, depth.saturating_sub(1), outer, host);
    outer.pop();
}

/// The start value of a loop (`int v = e` or `v = e`).
fn start_of(fl: &ForLoop) -> Option<&Expr> {
    match &fl.init {
        ForInit::Decl(d) => match d.decls.as_slice() {
            [Declarator {
                init: Some(Initializer::Expr(e)),
                ..
            }] => Some(e),
            _ => None,
        },
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, _, r),
            ..
        }) => Some(r),
        _ => None,
    }
}

/// The loop's step adds a positive constant to `var` (`v++`, `++v`, `v += c`, `v = v + c`): its
/// constant.
fn step_by(fl: &ForLoop, var: &str) -> Option<i64> {
    let step = fl.step.as_ref()?;
    match &step.kind {
        ExprKind::PostIncDec(true, v) | ExprKind::Unary(UnOp::PreInc, v)
            if v.as_ident() == Some(var) =>
        {
            Some(1)
        }
        ExprKind::Assign(Some(BinOp::Add), v, c) if v.as_ident() == Some(var) => int_const(c),
        ExprKind::Assign(None, v, rhs) if v.as_ident() == Some(var) => match &rhs.kind {
            ExprKind::Binary(BinOp::Add, a, c) if a.as_ident() == Some(var) => int_const(c),
            ExprKind::Binary(BinOp::Add, c, a) if a.as_ident() == Some(var) => int_const(c),
            _ => None,
        },
        _ => None,
    }
    .filter(|c| *c > 0)
}

fn counts_up(fl: &ForLoop, var: &str) -> bool {
    step_by(fl, var).is_some()
}

/// The loop `fl` over `var` rewritten as a rectangular loop with a colour guard, where it is a
/// colour loop (see the module documentation).
fn colour_loop(fl: &ForLoop, var: &str, outer: &[Outer], host: &[Outer]) -> Option<ForLoop> {
    if step_by(fl, var) != Some(2) {
        return None;
    }
    let start = start_of(fl)?;
    let (a, p) = split_parity(start)?;
    let mentions_outer = |e: &Expr| {
        let mut hit = false;
        e.walk(&mut |x| {
            hit |= x
                .as_ident()
                .is_some_and(|n| outer.iter().any(|(v, _)| v == n))
                || matches!(
                    x.kind,
                    ExprKind::Call(..) | ExprKind::Assign(..) | ExprKind::Index(..)
                )
        });
        hit
    };
    if a.is_some_and(mentions_outer) {
        return None;
    }
    let (sum, exact) = parity_operand(p)?;
    let known: Vec<Outer> = outer.iter().chain(host).cloned().collect();
    if !exact && !never_negative(sum, &known) {
        return None;
    }
    if !mentions_outer(sum) {
        // Not a colour of the outer indices: a plain strided loop (left to the analyzer).
        return None;
    }
    let sp = fl.span;
    let e = |kind| Expr { kind, span: sp };
    let bx = |x: Expr| Box::new(x);
    let paren = |x: &Expr| match x.kind {
        ExprKind::Paren(_) | ExprKind::Ident(_) | ExprKind::Int(..) => x.clone(),
        _ => e(ExprKind::Paren(bx(x.clone()))),
    };
    let int = |v: i64| e(ExprKind::Int(v, v.to_string()));
    let a_expr = a.cloned().unwrap_or_else(|| int(0));
    // The loop from `A`, by one.
    let mut init = fl.init.clone();
    match &mut init {
        ForInit::Decl(d) => {
            d.decls[0].init = Some(Initializer::Expr(a_expr.clone()));
        }
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, _, r),
            ..
        }) => **r = a_expr.clone(),
        _ => return None,
    }
    let v = e(ExprKind::Ident(var.to_string()));
    let step = e(ExprKind::PostIncDec(true, bx(v.clone())));
    // `(v + (sum) - (A)) % 2 == 0`: `v - (A + P)` is even, `P` having the parity of `sum`.
    let diff = e(ExprKind::Binary(
        BinOp::Sub,
        bx(e(ExprKind::Binary(BinOp::Add, bx(v), bx(paren(sum))))),
        bx(paren(&a_expr)),
    ));
    let cond = e(ExprKind::Binary(
        BinOp::Eq,
        bx(e(ExprKind::Binary(
            BinOp::Rem,
            bx(paren(&diff)),
            bx(int(2)),
        ))),
        bx(int(0)),
    ));
    let body = Stmt {
        kind: StmtKind::If {
            cond,
            then: fl.body.clone(),
            els: None,
        },
        span: fl.body.span,
    };
    Some(ForLoop {
        init,
        cond: fl.cond.clone(),
        step: Some(step),
        body: Box::new(body),
        span: fl.span,
    })
}

/// `A + P`, `P + A` or `P` where `P` is `e % 2` or `e & 1`: `(A, P)`.
fn split_parity(e: &Expr) -> Option<(Option<&Expr>, &Expr)> {
    let is_parity = |x: &Expr| parity_operand(x).is_some();
    match &e.kind {
        ExprKind::Paren(i) if is_parity(i) => Some((None, e)),
        ExprKind::Paren(i) => split_parity(i),
        _ if is_parity(e) => Some((None, e)),
        ExprKind::Binary(BinOp::Add, x, y) if is_parity(y) && !is_parity(x) => Some((Some(x), y)),
        ExprKind::Binary(BinOp::Add, x, y) if is_parity(x) && !is_parity(y) => Some((Some(y), x)),
        _ => None,
    }
}

/// The operand `e` of `e % 2` (`false`: `% 2` of a negative value is `-1`) or `e & 1` (`true`).
fn parity_operand(e: &Expr) -> Option<(&Expr, bool)> {
    match &e.kind {
        ExprKind::Paren(i) => parity_operand(i),
        ExprKind::Binary(BinOp::Rem, x, m) if int_const(m) == Some(2) => Some((x, false)),
        ExprKind::Binary(BinOp::BitAnd, x, m) if int_const(m) == Some(1) => Some((x, true)),
        ExprKind::Binary(BinOp::BitAnd, m, x) if int_const(m) == Some(1) => Some((x, true)),
        _ => None,
    }
}

/// Whether `e` is a sum of non-negative integer constants and variables of enclosing loops
/// (of the nest, or host loops around it) whose values are never negative.
fn never_negative(e: &Expr, outer: &[Outer]) -> bool {
    match &e.kind {
        ExprKind::Paren(i) => never_negative(i, outer),
        ExprKind::Binary(BinOp::Add, a, b) => never_negative(a, outer) && never_negative(b, outer),
        ExprKind::Ident(n) => outer.iter().any(|(v, nonneg)| v == n && *nonneg),
        _ => int_const(e).is_some_and(|v| v >= 0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::first_nest;

    /// The nest of `loops` after the pass, as C.
    fn after(loops: &str) -> String {
        let src = format!(
            "void f(int n, double u[40][40], double g[40][40], int colour) {{\n#pragma mint parallel\n{{\n#pragma mint for nest(all)\n{loops}\n}}\n}}"
        );
        let tu = colour_loops(&mint_lang::parse(&src).expect("parses"));
        let mut out = String::new();
        first_nest(&tu).walk(&mut |s| {
            if let StmtKind::For(fl) = &s.kind {
                out.push_str(&format!(
                    "for {} {} {};",
                    start_of(fl).map_or(String::new(), Expr::to_c),
                    fl.cond.as_ref().map_or(String::new(), Expr::to_c),
                    fl.step.as_ref().map_or(String::new(), Expr::to_c)
                ));
            }
            if let StmtKind::If { cond, .. } = &s.kind {
                out.push_str(&format!("if {};", cond.to_c()));
            }
        });
        out
    }

    #[test]
    fn colour_loops_become_rectangular_with_a_guard() {
        assert_eq!(
            after("for (int i = 1; i < n; i++) for (int j = 1 + (i + 1) % 2; j < n; j += 2) u[i][j] = g[i][j];"),
            "for 1 i < n i++;for 1 j < n j++;if (j + (i + 1) - 1) % 2 == 0;"
        );
        // `e & 1` of anything, the start without a constant.
        assert_eq!(
            after("for (int i = 0; i < n; i++) for (int j = (i + colour) & 1; j < n; j = j + 2) u[i][j] = g[i][j];"),
            "for 0 i < n i++;for 0 j < n j++;if (j + (i + colour) - 0) % 2 == 0;"
        );
    }

    #[test]
    fn a_host_colour_loop_counts_as_never_negative() {
        let src = "void f(int n, double u[40][40]) {\n#pragma mint parallel\n{\nfor (int c = 0; c < 2; c++) {\n#pragma mint for nest(all)\nfor (int i = 1; i < n; i++) for (int j = 1 + (i + c) % 2; j < n; j += 2) u[i][j] = 0;\n}\n}\n}";
        let tu = colour_loops(&mint_lang::parse(src).expect("parses"));
        let mut guarded = false;
        first_nest(&tu).walk(&mut |s| guarded |= matches!(s.kind, StmtKind::If { .. }));
        assert!(guarded);
        // Assigned in the loop's body: its value may be anything there.
        let assigned = src.replace("u[i][j] = 0;\n}", "u[i][j] = 0;\nc = -3;\n}");
        let tu = colour_loops(&mint_lang::parse(&assigned).expect("parses"));
        let mut guarded = false;
        first_nest(&tu).walk(&mut |s| guarded |= matches!(s.kind, StmtKind::If { .. }));
        assert!(!guarded);
    }

    #[test]
    fn other_strided_loops_stay_as_written() {
        // `% 2` of a value that may be negative (`colour`), a loop from a negative start, a
        // step of 3, a start that reads the outer variable outside the parity.
        for loops in [
            "for (int i = 1; i < n; i++) for (int j = 1 + (i + colour) % 2; j < n; j += 2) u[i][j] = 0;",
            "for (int i = -1; i < n; i++) for (int j = 1 + i % 2; j < n; j += 2) u[i][j] = 0;",
            "for (int i = 1; i < n; i++) for (int j = 1 + i % 2; j < n; j += 3) u[i][j] = 0;",
            "for (int i = 1; i < n; i++) for (int j = i + i % 2; j < n; j += 2) u[i][j] = 0;",
        ] {
            let out = after(loops);
            assert!(!out.contains("if "), "{loops}: {out}");
        }
    }
}
