//! `case` values of a `switch` inside a `mint for` nest, written as the integers they are. A
//! kernel gets the file's constants (enumerators, `const int`) as parameters, and a parameter
//! is not a constant expression, which C++ (CUDA) requires of a `case` label: `case FLUID:`
//! must reach the kernel as `case 0:`.
//!
//! Invariants:
//! - Only `case` labels inside a nest's per-point body change; each becomes an integer literal
//!   (its value in decimal) when it folds from integer and character literals, parentheses,
//!   casts to integer types, unary `-`, `+`, `~`, the binary `+ - * / % << >> & | ^`, and
//!   names of integer constants with a constant initializer (enumerators, `const` integers of
//!   the file or of the function, the function's own hiding the file's; a name declared twice
//!   in the function is not folded). A value that does not fold is left: the analyzer refuses
//!   it.
//! - Arithmetic is in `i64` with C's truncating `/` and `%`; overflow, a division by zero or a
//!   shift outside 0..63 does not fold.

use crate::flat_arrays::each_parallel_body_mut;
use mint_lang::ast::*;
use std::collections::HashMap;

/// The unit with every foldable `case` value of a nest's `switch` folded (module docs).
pub fn fold_case_labels(tu: &TranslationUnit) -> TranslationUnit {
    let mut globals: HashMap<String, Option<Expr>> = HashMap::new();
    for dd in tu.global_declarators() {
        add_constant(dd, &mut globals);
    }
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        let mut consts = globals.clone();
        // Parameters hide constants of the same name.
        for p in &f.params {
            if let Some(n) = &p.name {
                consts.insert(n.name.clone(), None);
            }
        }
        let mut seen: HashMap<String, usize> = HashMap::new();
        for dd in body.stmts.iter().flat_map(Stmt::declarators) {
            if let Some(n) = &dd.name {
                *seen.entry(n.name.clone()).or_default() += 1;
            }
        }
        for dd in body.stmts.iter().flat_map(Stmt::declarators) {
            let Some(n) = &dd.name else { continue };
            if seen[&n.name] > 1 {
                consts.insert(n.name.clone(), None);
            } else {
                add_constant(dd, &mut consts);
            }
        }
        for s in &mut body.stmts {
            each_parallel_body_mut(s, &mut |per_point| fold_in(per_point, &consts));
        }
    }
    out
}

/// Record `dd` as a constant if it is one (an integer `const` scalar with an initializer),
/// else as a name that hides any constant of the same name.
fn add_constant(dd: &Declarator, consts: &mut HashMap<String, Option<Expr>>) {
    let Some(n) = &dd.name else { return };
    let value = match &dd.init {
        Some(Initializer::Expr(e))
            if dd.ty.is_const && dd.ty.rank() == 0 && dd.ty.scalar.is_integer() =>
        {
            Some(e.clone())
        }
        _ => None,
    };
    consts.insert(n.name.clone(), value);
}

/// Fold the `case` values of every `switch` in `s`.
fn fold_in(s: &mut Stmt, consts: &HashMap<String, Option<Expr>>) {
    if let StmtKind::Switch { body, .. } = &mut s.kind {
        if let StmtKind::Block(b) = &mut body.kind {
            b.stmts.iter_mut().for_each(|st| fold_labels(st, consts));
            return;
        }
    }
    for c in s.children_mut() {
        fold_in(c, consts);
    }
}

/// A statement of a `switch` block: its `case` labels (a chain: `case 1: case 2: ...`) folded,
/// then the statement they label.
fn fold_labels(st: &mut Stmt, consts: &HashMap<String, Option<Expr>>) {
    if let StmtKind::Labeled { label, stmt } = &mut st.kind {
        if let Label::Case(v) = label {
            if let Some(x) = value(v, consts, 0) {
                *v = Expr {
                    kind: ExprKind::Int(x, x.to_string()),
                    span: v.span,
                };
            }
        }
        fold_labels(stmt, consts);
    } else {
        fold_in(st, consts);
    }
}

/// The value of an integer constant expression (module docs); `depth` bounds the chain of
/// constants named by constants.
fn value(e: &Expr, consts: &HashMap<String, Option<Expr>>, depth: u32) -> Option<i64> {
    if depth > 64 {
        return None;
    }
    let v = |x: &Expr| value(x, consts, depth + 1);
    match &e.kind {
        ExprKind::Int(x, _) => Some(*x),
        ExprKind::Char(text) => char_value(text),
        ExprKind::Paren(a) => v(a),
        ExprKind::Ident(n) => consts.get(n)?.as_ref().and_then(v),
        ExprKind::Cast(t, a) if t.rank() == 0 && t.scalar.is_integer() => v(a),
        ExprKind::Unary(UnOp::Neg, a) => v(a)?.checked_neg(),
        ExprKind::Unary(UnOp::Plus, a) => v(a),
        ExprKind::Unary(UnOp::BitNot, a) => Some(!v(a)?),
        ExprKind::Binary(op, a, b) => {
            let (x, y) = (v(a)?, v(b)?);
            match op {
                BinOp::Add => x.checked_add(y),
                BinOp::Sub => x.checked_sub(y),
                BinOp::Mul => x.checked_mul(y),
                BinOp::Div => x.checked_div(y),
                BinOp::Rem => x.checked_rem(y),
                BinOp::Shl if (0..64).contains(&y) => x.checked_shl(y as u32),
                BinOp::Shr if (0..64).contains(&y) => Some(x >> y),
                BinOp::BitAnd => Some(x & y),
                BinOp::BitOr => Some(x | y),
                BinOp::BitXor => Some(x ^ y),
                _ => None,
            }
        }
        _ => None,
    }
}

/// A character literal's value (`'a'`, `'\n'`, `'\0'`, `'\x41'`); `None` for anything else.
fn char_value(text: &str) -> Option<i64> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let c = chars.next()?;
    if c != '\\' {
        return (chars.next().is_none() && c.is_ascii()).then_some(c as i64);
    }
    let rest: String = chars.collect();
    Some(match rest.as_str() {
        "n" => 10,
        "t" => 9,
        "r" => 13,
        "0" => 0,
        "\\" => 92,
        "'" => 39,
        "\"" => 34,
        "a" => 7,
        "b" => 8,
        "f" => 12,
        "v" => 11,
        _ => {
            if let Some(h) = rest.strip_prefix('x') {
                i64::from_str_radix(h, 16).ok().filter(|v| *v < 256)?
            } else {
                i64::from_str_radix(&rest, 8).ok().filter(|v| *v < 256)?
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::fold_case_labels;

    fn labels(src: &str) -> Vec<String> {
        let tu = fold_case_labels(&mint_lang::parse(src).expect("parses"));
        let text = format!("{tu:?}");
        // Every `Case(...)` label's expression kind, in order.
        text.match_indices("Case(Expr { kind: ")
            .map(|(i, _)| {
                let rest = &text[i + 18..];
                rest[..rest.find(", span").unwrap_or(rest.len())].to_string()
            })
            .collect()
    }

    #[test]
    fn enumerators_constants_and_characters_fold_in_nests_only() {
        let src = r#"enum kind { FLUID, WALL = 4, INLET };
static const int SHIFT = 2;
void f(int n, int *flag, double *v) {
    const int LOCAL = INLET << SHIFT;
    switch (n) { case WALL: break; }
#pragma mint copy(flag, toDevice, n)
#pragma mint copy(v, toDevice, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (int i = 0; i < n; i++) {
            switch (flag[i]) {
            case FLUID: v[i] = 1; break;
            case WALL + 1: case LOCAL: v[i] = 2; break;
            case 'a': v[i] = 3; break;
            case (int)'\n': v[i] = 4; break;
            case n: v[i] = 5; break;
            default: v[i] = 0;
            }
        }
    }
}
"#;
        assert_eq!(
            labels(src),
            [
                "Ident(\"WALL\")", // host code: left as written
                "Int(0, \"0\")",
                "Int(5, \"5\")",
                "Int(20, \"20\")",
                "Int(97, \"97\")",
                "Int(10, \"10\")",
                "Ident(\"n\")", // a parameter: not a constant, left for the analyzer
            ]
        );
    }
}
