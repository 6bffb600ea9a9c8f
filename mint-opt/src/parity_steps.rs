//! Time parity: both time levels in one array, `u[(t + 1) % 2][i][j] = f(u[t % 2][...])`, as
//! stencil suites (AN5D, Pluto, PPCG) and textbooks write a Jacobi loop without a pointer swap.
//! The analyzer reads such a nest through two plane views ([`mint_analyzer::plane_views`]); this
//! module decides when its time loop is a swap of those two planes, so that temporal blocking
//! treats the planes as the pair `R -> W` of [`crate::time_loops::Form::Swap`].
//!
//! A plane subscript is a *parity* of a variable `v` when its value is `(v + k) mod 2` for
//! every value the program can give it ([`parity_of`]): `v % 2`, `(v + 1) % 2`, `v & 1`,
//! `1 - P`, `P ^ 1`, `!P` for a parity `P`, and `v` itself where `v` is flipped between the
//! values 0 and 1. The loop advances the pair when the read plane is `(v + k) mod 2` and the
//! written one `(v + k + 1) mod 2`, and every iteration changes `v` by an odd constant
//! (`t++`, `t += 1`) or flips it (`p = 1 - p`, `p ^= 1`, `p = !p`): then the plane one
//! iteration writes is the one the next reads, exactly the swap's effect.
//!
//! Invariants: [`separate_views`] gives a nest with the same id, loops and schedule whose two
//! views are arrays of their own (no [`mint_analyzer::PlaneView`] left), so every temporal
//! kernel writer takes them as two pointers; the host passes the two planes of the one device
//! array. A negative parity (`(t - 1) % 2` at `t = 0`) would have the C program index the
//! array out of its bounds; it is not a program this module has to match.

use mint_analyzer::parity::int;
pub use mint_analyzer::parity::parity_of;
use mint_analyzer::Nest;
use mint_lang::ast::{BinOp, Expr, ExprKind, Stmt, StmtKind, UnOp};

/// How the time variable changes once per iteration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Advance {
    /// By an odd constant (`t++`, `t += 1`, `t -= 1`).
    Odd,
    /// Between 0 and 1 (`p = 1 - p`, `p ^= 1`, `p = !p`).
    Flip,
}

/// How the expression statement or `for` step `e` changes `v`, if it changes only `v`, in one
/// of the ways [`Advance`] names.
pub fn advance_of(e: &Expr, v: &str) -> Option<Advance> {
    let is_v = |x: &Expr| x.as_ident() == Some(v);
    let odd = |x: &Expr| int(x).is_some_and(|c| c % 2 != 0);
    match &e.kind {
        ExprKind::Paren(x) => advance_of(x, v),
        ExprKind::PostIncDec(_, x) | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, x) if is_v(x) => {
            Some(Advance::Odd)
        }
        ExprKind::Assign(Some(BinOp::Add | BinOp::Sub), l, r) if is_v(l) && odd(r) => {
            Some(Advance::Odd)
        }
        ExprKind::Assign(Some(BinOp::BitXor), l, r) if is_v(l) && int(r) == Some(1) => {
            Some(Advance::Flip)
        }
        ExprKind::Assign(None, l, r) if is_v(l) => match &r.kind {
            ExprKind::Binary(BinOp::Add, x, c) | ExprKind::Binary(BinOp::Add, c, x)
                if is_v(x) && odd(c) =>
            {
                Some(Advance::Odd)
            }
            ExprKind::Binary(BinOp::Sub, x, c) if is_v(x) && odd(c) => Some(Advance::Odd),
            _ if parity_of(r, v, true) == Some(1) => Some(Advance::Flip),
            _ => None,
        },
        _ => None,
    }
}

/// The change of `v` by the statements `stmts` (a `single`'s), if exactly one of them changes
/// it, as [`advance_of`] reads it.
pub fn advance_in(stmts: &[&Stmt], v: &str) -> Option<Advance> {
    let mut found = None;
    for st in stmts {
        let StmtKind::Expr(e) = &st.kind else {
            continue;
        };
        let mut changes = false;
        e.walk(&mut |x| {
            let target = match &x.kind {
                ExprKind::Assign(_, l, _) => Some(l),
                ExprKind::PostIncDec(_, a) | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, a) => {
                    Some(a)
                }
                _ => None,
            };
            changes |= target.is_some_and(|t| t.as_ident() == Some(v));
        });
        if changes {
            if found.is_some() {
                return None;
            }
            found = Some(advance_of(e, v)?);
        }
    }
    found
}

/// `e` with each name `defs` defines replaced by its value (in parentheses), the values
/// resolved with the definitions before them (`nxt = 1 - cur` after `cur = t % 2`).
pub fn resolve(e: &Expr, defs: &[(String, Expr)]) -> Expr {
    fn go(e: &mut Expr, defs: &[(String, Expr)]) {
        if let ExprKind::Ident(n) = &e.kind {
            if let Some(k) = defs.iter().rposition(|(d, _)| d == n) {
                let mut v = defs[k].1.clone();
                go(&mut v, &defs[..k]);
                *e = Expr {
                    kind: ExprKind::Paren(Box::new(v)),
                    span: e.span,
                };
            }
            return;
        }
        mint_analyzer::inline::each_child(e, &mut |c| go(c, defs));
    }
    let mut e = e.clone();
    go(&mut e, defs);
    e
}

/// The scalars of `n` (a parity loop's first nest) that only its plane subscripts read: the
/// fused kernel takes them and does not read them, and after the loop they may be out of scope
/// (`for (int t = 0; ...)`, `int cur = t % 2;` in the loop's body).
pub fn plane_only_scalars(n: &Nest) -> Vec<String> {
    let Some(v) = n.through_views() else {
        return Vec::new();
    };
    let in_planes = |x: &str| {
        let mut m = false;
        for a in &v.arrays {
            for p in a.view.iter().flat_map(|w| &w.planes) {
                p.walk(&mut |e| m |= e.as_ident() == Some(x));
            }
        }
        m
    };
    let in_bounds = |x: &str| {
        let mut m = false;
        for l in &v.loops {
            l.lo.walk(&mut |e| m |= e.as_ident() == Some(x));
            l.hi.walk(&mut |e| m |= e.as_ident() == Some(x));
        }
        m
    };
    n.scalars
        .iter()
        .map(|s| s.name.clone())
        .filter(|s| in_planes(s) && !mentions(&v.body, s) && !in_bounds(s))
        .collect()
}

/// The variable the plane subscript `e` is a parity of, among `candidates`.
pub fn parity_variable<'a>(e: &Expr, candidates: &'a [String]) -> Option<&'a str> {
    candidates
        .iter()
        .find(|v| parity_of(e, v, true).is_some())
        .map(String::as_str)
}

/// The nest `n` seen through its plane views with each view an array of its own (its
/// [`mint_analyzer::ArrayUse::view`] cleared): the nest a fused kernel of a parity loop is
/// written from. Its scalars stay those of `n` (the plane subscripts' variable among them; the
/// kernel takes it and does not read it). `None` without views.
pub fn separate_views(n: &Nest) -> Option<Nest> {
    let mut v = n.through_views()?;
    for a in &mut v.arrays {
        a.view = None;
    }
    Some(v)
}

/// Whether `s` reads or writes the name `v` anywhere (conditions and loop headers included;
/// an initializer list, a `for` declaration or a directive counts as a mention).
pub fn mentions(s: &Stmt, v: &str) -> bool {
    fn in_expr(e: &Expr, v: &str) -> bool {
        let mut found = false;
        e.walk(&mut |x| found |= x.as_ident() == Some(v));
        found
    }
    s.any(&mut |st| match &st.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => in_expr(e, v),
        StmtKind::Decl(d) => d.decls.iter().any(|dd| {
            dd.name.as_ref().is_some_and(|n| n.name == v)
                || match &dd.init {
                    Some(mint_lang::ast::Initializer::Expr(e)) => in_expr(e, v),
                    Some(_) => true,
                    None => false,
                }
        }),
        StmtKind::If { cond, .. }
        | StmtKind::While { cond, .. }
        | StmtKind::DoWhile { cond, .. }
        | StmtKind::Switch { cond, .. } => in_expr(cond, v),
        StmtKind::For(fl) => {
            !matches!(
                fl.init,
                mint_lang::ast::ForInit::None | mint_lang::ast::ForInit::Expr(_)
            ) || matches!(&fl.init, mint_lang::ast::ForInit::Expr(e) if in_expr(e, v))
                || fl.cond.iter().chain(&fl.step).any(|e| in_expr(e, v))
        }
        StmtKind::Mint(_) => true,
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expr(s: &str) -> Expr {
        let src = format!("void f(void) {{ x = {s}; }}");
        let tu = mint_lang::parse(&src).expect("parse");
        let mint_lang::ast::Item::Function(f) = &tu.items[0] else {
            panic!()
        };
        let StmtKind::Expr(e) = &f.body.as_ref().unwrap().stmts[0].kind else {
            panic!()
        };
        let ExprKind::Assign(_, _, r) = &e.kind else {
            panic!()
        };
        (**r).clone()
    }

    fn stmt_expr(s: &str) -> Expr {
        let src = format!("void f(void) {{ {s}; }}");
        let tu = mint_lang::parse(&src).expect("parse");
        let mint_lang::ast::Item::Function(f) = &tu.items[0] else {
            panic!()
        };
        let StmtKind::Expr(e) = &f.body.as_ref().unwrap().stmts[0].kind else {
            panic!()
        };
        e.clone()
    }

    #[test]
    fn parities() {
        for (s, k) in [
            ("t % 2", 0),
            ("(t + 1) % 2", 1),
            ("(1 + t) % 2", 1),
            ("(t - 1) % 2", -1),
            ("t & 1", 0),
            ("(t + 1) & 1", 1),
            ("1 - t % 2", 1),
            ("1 - (t % 2)", 1),
            ("(t % 2) ^ 1", 1),
            ("!(t % 2)", 1),
            ("((t % 2) + 1) % 2", 1),
            ("((int)(1 - ((int)(t % 2))))", 1),
        ] {
            assert_eq!(parity_of(&expr(s), "t", false), Some(k), "{s}");
        }
        for s in ["t", "t % 3", "(2 * t) % 2", "(t + s) % 2", "t / 2", "s % 2"] {
            assert_eq!(parity_of(&expr(s), "t", false), None, "{s}");
        }
        assert_eq!(parity_of(&expr("p"), "p", true), Some(0));
        assert_eq!(parity_of(&expr("1 - p"), "p", true), Some(1));
        assert_eq!(parity_of(&expr("!p"), "p", true), Some(1));
        assert_eq!(parity_of(&expr("p ^ 1"), "p", true), Some(1));
    }

    #[test]
    fn advances() {
        for (s, a) in [
            ("t++", Some(Advance::Odd)),
            ("++t", Some(Advance::Odd)),
            ("t--", Some(Advance::Odd)),
            ("t += 1", Some(Advance::Odd)),
            ("t += 3", Some(Advance::Odd)),
            ("t = t + 1", Some(Advance::Odd)),
            ("t = 1 + t", Some(Advance::Odd)),
            ("t += 2", None),
            ("t = t + 2", None),
            ("t = 1 - t", Some(Advance::Flip)),
            ("t ^= 1", Some(Advance::Flip)),
            ("t = !t", Some(Advance::Flip)),
            ("t = t ^ 1", Some(Advance::Flip)),
            ("t = 0", None),
            ("t *= 2", None),
            ("s++", None),
        ] {
            assert_eq!(advance_of(&stmt_expr(s), "t"), a, "{s}");
        }
    }
}
