//! Nominal subscripts: a subscript that is `loop var ± c` of its own dimension except near the
//! edges of the grid (a clamp `MIN(c + 1, COLS - 1)`, a wrap `(c + 1) % n`, a mirror
//! `c == 0 ? 1 : c - 1`) is read, for the points where it equals that value, as the plain
//! stencil reference it then is. The kernel of such a nest tests per point whether every such
//! subscript equals its nominal value (a few integer compares); where they all do it runs the
//! nest as the stencil (staged, in registers), elsewhere it runs the body as written, reading
//! global memory ([`crate::model::Fallback`]).
//!
//! Invariants:
//! - A nominal subscript is found for reads, and for writes whose nominal value is the loop
//!   variable itself (a write through a wrapping index macro), in a dimension whose loop variable is
//!   parallel: the subscript reads that loop variable, the nest's scalars and constants only (no
//!   body local, array, call or side effect), so the test can run before the body; and its
//!   value positions (itself, and through parentheses, casts and ternary branches; a remainder
//!   `x % m` counts as `x` or `x - m`) hold exactly one `v ± c` of that loop variable (the
//!   nominal value `v + c`), or two of which one is `v` itself: a neighbour clamped at the edge
//!   (`x == 0 ? x : x - 1`), whose nominal value is the neighbour.
//! - Where the test holds, the nest as rewritten computes what the nest as written computes:
//!   they differ only in subscripts whose values are equal there.

use mint_lang::ast::*;

/// A subscript and the nominal value it is read as.
#[derive(Debug, Clone)]
pub(crate) struct Nominal {
    /// The subscript as written.
    pub sub: Expr,
    /// `v + c` (or `v - c`, or `v`).
    pub nominal: Expr,
}

/// The nominal value of subscript `sub` of the dimension whose loop variable is `var`, if it
/// has one (see the module documentation); `free` accepts the names the test may read besides
/// `var` (the nest's scalars and its other parallel loop variables).
pub(crate) fn nominal_of(
    sub: &Expr,
    var: &str,
    free: &dyn Fn(&str) -> bool,
    max_offset: u64,
) -> Option<Expr> {
    if crate::nest::var_offset(sub).is_some() {
        return None;
    }
    if !crate::plane_views::invariant(sub, &|n| n == var || free(n)) {
        return None;
    }
    let mut found: Vec<i64> = Vec::new();
    let mut note = |v: &str, c: i64| {
        if v == var && c.unsigned_abs() <= max_offset && !found.contains(&c) {
            found.push(c);
        }
    };
    values(sub, &mut |e| {
        if let Some((v, c)) = crate::delinearize::name_plus_const(e, None) {
            note(&v, c);
        } else if let ExprKind::Binary(BinOp::Rem, x, m) = &e.kind {
            // A wrap written `(k + nz - 1) % nz`: `k - 1` modulo `nz`.
            for minus in [None, Some(&**m)] {
                if let Some((v, c)) = crate::delinearize::name_plus_const(x, minus) {
                    note(&v, c);
                }
            }
        }
    });
    // A neighbour clamped at the edge (`x == 0 ? x : x - 1`, `x > 0 ? x - 1 : x`) holds the
    // neighbour and the point itself: the neighbour is what it is away from the edge.
    let c = match found[..] {
        [c] => c,
        [0, c] | [c, 0] => c,
        _ => return None,
    };
    let span = sub.span;
    let v = Expr {
        kind: ExprKind::Ident(var.to_string()),
        span,
    };
    Some(match c {
        0 => v,
        _ => Expr {
            kind: ExprKind::Binary(
                if c > 0 { BinOp::Add } else { BinOp::Sub },
                Box::new(v),
                Box::new(Expr {
                    kind: ExprKind::Int(c.unsigned_abs() as i64, c.unsigned_abs().to_string()),
                    span,
                }),
            ),
            span,
        },
    })
}

/// Call `f` on `e` and on the subexpressions whose value it may take: through parentheses,
/// casts and the branches of ternaries (a clamp `a < b ? a : b`, a mirror `c == 0 ? 1 : c - 1`),
/// not into conditions, comparisons or arithmetic (`2 * c` and `c + n` are not nominally `c`;
/// a remainder is looked at whole).
fn values<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a Expr)) {
    f(e);
    match &e.kind {
        ExprKind::Paren(x) | ExprKind::Cast(_, x) | ExprKind::Unary(UnOp::Plus, x) => values(x, f),
        ExprKind::Ternary(_, a, b) => {
            values(a, f);
            values(b, f);
        }
        _ => {}
    }
}

/// Replace, in every subscript of `body`, the subscripts of `nominals` by their nominal values.
pub(crate) fn rewrite(body: &mut Stmt, nominals: &[Nominal]) {
    let mut exprs = Vec::new();
    crate::flat_arrays::stmt_exprs(body, &mut exprs);
    for e in exprs {
        rewrite_expr(e, nominals);
    }
}

fn rewrite_expr(e: &mut Expr, nominals: &[Nominal]) {
    if let ExprKind::Index(_, idx) = &mut e.kind {
        if let Some(n) = nominals.iter().find(|n| n.sub.same_as(idx)) {
            **idx = n.nominal.clone();
        }
    }
    crate::inline::each_child(e, &mut |c| rewrite_expr(c, nominals));
}

#[cfg(test)]
mod tests {
    use super::nominal_of;

    fn nominal(sub: &str) -> Option<String> {
        let src = format!("int f(int c, int n) {{ return {sub}; }}");
        let tu = mint_lang::parse(&src).expect("parse");
        let mint_lang::ast::Item::Function(f) = &tu.items[0] else {
            panic!()
        };
        let mint_lang::ast::StmtKind::Return(Some(e)) = &f.body.as_ref().unwrap().stmts[0].kind
        else {
            panic!()
        };
        nominal_of(e, "c", &|n| n == "n", 64).map(|e| e.to_c())
    }

    #[test]
    fn clamps_wraps_and_mirrors() {
        assert_eq!(
            nominal("((c + 1) < (n - 1) ? (c + 1) : (n - 1))").as_deref(),
            Some("c + 1")
        );
        assert_eq!(
            nominal("(int)((c - 1) > (0) ? (c - 1) : (0))").as_deref(),
            Some("c - 1")
        );
        assert_eq!(nominal("(c + 1) % n").as_deref(), Some("c + 1"));
        assert_eq!(nominal("(c - 1 + n) % n").as_deref(), Some("c - 1"));
        assert_eq!(nominal("c == 0 ? 1 : c - 1").as_deref(), Some("c - 1"));
        assert_eq!(nominal("c == n - 1 ? 0 : c + 1").as_deref(), Some("c + 1"));
        assert_eq!(nominal("(c + n - 1) % n").as_deref(), Some("c - 1"));
        assert_eq!(nominal("(n + c) % n").as_deref(), Some("c"));
        assert_eq!(
            nominal("((int)((c + n - 1) % n))").as_deref(),
            Some("c - 1")
        );
    }

    #[test]
    fn no_nominal_value() {
        // Plain, two candidate offsets, another variable, a call.
        assert_eq!(nominal("c + 1"), None);
        assert_eq!(nominal("n > 4 ? c + 1 : c - 1"), None);
        assert_eq!(nominal("k > 0 ? c + 1 : 0"), None);
        assert_eq!(nominal("abs(c - 1)"), None);
        assert_eq!(nominal("2 * c"), None);
    }
}
