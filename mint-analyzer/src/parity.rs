//! Time parities: a plane subscript whose value is `(v + k) mod 2` for a variable `v` (`t % 2`,
//! `(t + 1) % 2`, `t & 1`, `1 - P`, `P ^ 1`, `!P`, a flag itself), as the time levels of `u[2][N][N]`
//! are chosen. Two parities of one variable whose `k` differ by an odd number are never equal,
//! for any integer value of the variable (C's `%` of a negative value included: `P` and `1 - P`,
//! `!P`, `P ^ 1` differ for every integer `P`, and `x % 2`, `(x + 1) % 2` differ for every `x`).

use mint_lang::ast::{BinOp, Expr, ExprKind, UnOp};

/// `k` where `e`'s value is `(v + k) mod 2` where every `%` operand is non-negative, as the
/// plane subscripts of a program that stays inside its array are (`bare`: `v` alone counts, with `k = 0`, where `v`
/// only takes the values 0 and 1).
pub fn parity_of(e: &Expr, v: &str, bare: bool) -> Option<i64> {
    match &e.kind {
        ExprKind::Paren(x) => parity_of(x, v, bare),
        ExprKind::Cast(t, x) if int_type(t) => parity_of(x, v, bare),
        ExprKind::Ident(n) if bare && n == v => Some(0),
        ExprKind::Binary(BinOp::Rem, x, m) if int(m) == Some(2) => shifted(x, v, bare),
        ExprKind::Binary(BinOp::BitAnd, x, m) | ExprKind::Binary(BinOp::BitAnd, m, x)
            if int(m) == Some(1) =>
        {
            shifted(x, v, bare)
        }
        ExprKind::Binary(BinOp::Sub, one, x) if int(one) == Some(1) => {
            parity_of(x, v, bare).map(|k| k + 1)
        }
        ExprKind::Binary(BinOp::BitXor, x, one) | ExprKind::Binary(BinOp::BitXor, one, x)
            if int(one) == Some(1) =>
        {
            parity_of(x, v, bare).map(|k| k + 1)
        }
        ExprKind::Unary(UnOp::Not, x) => parity_of(x, v, bare).map(|k| k + 1),
        _ => None,
    }
}

/// `k` where `e` is `v + k` or `P + k` for a parity `P` (the operand of `% 2` or `& 1`).
fn shifted(e: &Expr, v: &str, bare: bool) -> Option<i64> {
    match &e.kind {
        ExprKind::Paren(x) => shifted(x, v, bare),
        ExprKind::Cast(t, x) if int_type(t) => shifted(x, v, bare),
        ExprKind::Ident(n) if n == v => Some(0),
        ExprKind::Binary(BinOp::Add, x, c) | ExprKind::Binary(BinOp::Add, c, x)
            if int(c).is_some() =>
        {
            Some(shifted(x, v, bare)? + int(c)?)
        }
        ExprKind::Binary(BinOp::Sub, x, c) if int(c).is_some() => {
            Some(shifted(x, v, bare)? - int(c)?)
        }
        _ => parity_of(e, v, bare),
    }
}

/// An integer type (a cast to it keeps the small values of a parity).
fn int_type(t: &mint_lang::ast::Type) -> bool {
    t.rank() == 0 && t.pointers == 0 && !t.scalar.is_floating() && t.scalar.size_bytes().is_some()
}

/// The value of an integer literal (in parentheses too).
pub fn int(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(v, _) => Some(*v),
        ExprKind::Paren(x) => int(x),
        _ => None,
    }
}

/// `k` where `e`'s value is `(v + k) mod 2`, in `{0, 1}`, for every integer value of `v`,
/// negative ones included: `(v + c) & 1`, `1 - P`, `P ^ 1`, `!P`, `(P + c) & 1` and `(P + c) %
/// 2` with `c >= 0` for such a `P` (C's `%` of a negative value is negative, so `v % 2` itself
/// is not one).
pub fn exact_parity(e: &Expr, v: &str) -> Option<i64> {
    match &e.kind {
        ExprKind::Paren(x) => exact_parity(x, v),
        ExprKind::Cast(t, x) if int_type(t) => exact_parity(x, v),
        ExprKind::Binary(BinOp::BitAnd, x, m) | ExprKind::Binary(BinOp::BitAnd, m, x)
            if int(m) == Some(1) =>
        {
            plus(x, v, true)
        }
        ExprKind::Binary(BinOp::Rem, x, m) if int(m) == Some(2) => plus(x, v, false),
        ExprKind::Binary(BinOp::Sub, one, x) if int(one) == Some(1) => {
            exact_parity(x, v).map(|k| k + 1)
        }
        ExprKind::Binary(BinOp::BitXor, x, one) | ExprKind::Binary(BinOp::BitXor, one, x)
            if int(one) == Some(1) =>
        {
            exact_parity(x, v).map(|k| k + 1)
        }
        ExprKind::Unary(UnOp::Not, x) => exact_parity(x, v).map(|k| k + 1),
        _ => None,
    }
}

/// `k` where `e` is `v + k` (only where `any_v`: the operand of `& 1`) or `P + c` for an
/// [`exact_parity`] `P` (with `c >= 0` unless `any_v`).
fn plus(e: &Expr, v: &str, any_v: bool) -> Option<i64> {
    match &e.kind {
        ExprKind::Paren(x) => plus(x, v, any_v),
        ExprKind::Cast(t, x) if int_type(t) => plus(x, v, any_v),
        ExprKind::Ident(n) if any_v && n == v => Some(0),
        ExprKind::Binary(BinOp::Add, x, c) | ExprKind::Binary(BinOp::Add, c, x)
            if int(c).is_some_and(|c| any_v || c >= 0) =>
        {
            Some(plus(x, v, any_v)? + int(c)?)
        }
        ExprKind::Binary(BinOp::Sub, x, c) if any_v && int(c).is_some() => {
            Some(plus(x, v, any_v)? - int(c)?)
        }
        _ => exact_parity(e, v),
    }
}

/// Whether `a` and `b` are parities of one variable that are never equal, for any value of
/// it ([`exact_parity`]s whose `k` differ by an odd number).
pub fn parities_apart(a: &Expr, b: &Expr) -> bool {
    let mut names: Vec<String> = Vec::new();
    a.walk(&mut |x| {
        if let Some(n) = x.as_ident() {
            names.push(n.to_string());
        }
    });
    names.iter().any(|v| {
        matches!(
            (exact_parity(a, v), exact_parity(b, v)),
            (Some(x), Some(y)) if (x - y).rem_euclid(2) == 1
        )
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
        let mint_lang::ast::StmtKind::Expr(e) = &f.body.as_ref().unwrap().stmts[0].kind else {
            panic!()
        };
        let ExprKind::Assign(_, _, r) = &e.kind else {
            panic!()
        };
        (**r).clone()
    }

    /// Each exact parity equals `(t + k) mod 2` for every `t`, negative ones included (the
    /// value computed as C computes it).
    #[test]
    fn exact_parities_hold_for_negative_values_too() {
        for (s, k, f) in [
            ("t & 1", 0, (|t: i64| t & 1) as fn(i64) -> i64),
            ("(t + 1) & 1", 1, |t| (t + 1) & 1),
            ("(t - 3) & 1", -3, |t| (t - 3) & 1),
            ("(t & 1) ^ 1", 1, |t| (t & 1) ^ 1),
            ("1 - (t & 1)", 1, |t| 1 - (t & 1)),
            ("!(t & 1)", 1, |t| i64::from((t & 1) == 0)),
            ("((t & 1) + 1) % 2", 1, |t| ((t & 1) + 1) % 2),
            ("((int)(((int)(t & 1)) ^ 1))", 1, |t| (t & 1) ^ 1),
        ] {
            assert_eq!(exact_parity(&expr(s), "t"), Some(k), "{s}");
            for t in -9..9 {
                assert_eq!(f(t), (t + k).rem_euclid(2), "{s} at {t}");
            }
        }
        // C's `%` of a negative value is negative: not exact.
        for s in ["t % 2", "(t + 1) % 2", "((t & 1) - 1) % 2", "t", "t ^ 1"] {
            assert_eq!(exact_parity(&expr(s), "t"), None, "{s}");
        }
        assert!(parities_apart(&expr("t & 1"), &expr("(t & 1) ^ 1")));
        assert!(!parities_apart(&expr("t & 1"), &expr("(t + 2) & 1")));
        assert!(!parities_apart(&expr("t % 2"), &expr("!(t % 2)")));
    }
}
