//! Three time levels kept in two arrays: the second-order wave update written over the older
//! level (`next[c] = 2 cur[c] - next[c] + k L(cur)`, then `next` and `cur` swapped), the way
//! seismic and acoustic codes save a third array.
//!
//! A fused launch cannot write the new level over the older one in place (other blocks still
//! read the older level at their overlap), so the nest a fused kernel runs reads the older level
//! from an array of its own, [`older_name`] of the written one: the nest is then a three-level
//! step `W = f(R, P)` ([`crate::temporal::with_prev`]) whose `P` is, in the C program, the
//! buffer `W` itself.
//!
//! Invariants of [`split_older_level`]'s nest: every reference that read `W` (at the point
//! only, before or in the statement that writes it) reads [`older_name`]`(W)`, an array of
//! `W`'s type and rank that is never written; `W` is only written, once per point; everything
//! else is the nest as it was.

use mint_analyzer::{ArrayUse, Nest};
use mint_lang::ast::{Expr, ExprKind, Stmt, StmtKind};

/// The array the fused kernel reads the older level from, where the C program keeps it in the
/// written array `w`.
pub fn older_name(w: &str) -> String {
    format!("mint_older_{w}")
}

/// The written array whose older level `name` holds ([`older_name`]), if it is one.
pub fn older_of(name: &str) -> Option<&str> {
    name.strip_prefix("mint_older_")
}

/// `n`, which writes `w` over the older level it reads there, with its reads of `w` made reads
/// of [`older_name`]`(w)`; or why it cannot be read so (`w` read at other points than the
/// point itself, or after the statement that writes it).
pub fn split_older_level(n: &Nest, w: &str) -> Result<Nest, String> {
    let Some(wa) = n.arrays.iter().find(|a| a.name == w) else {
        return Err(format!("the nest does not use `{w}`"));
    };
    if !wa.affine || wa.view.is_some() || wa.read_offsets.iter().any(|o| o != &[0, 0, 0]) {
        return Err(format!(
            "it reads `{w}`, the array it writes, at other points than the point itself"
        ));
    }
    if wa.writes != 1 {
        return Err(format!("it writes `{w}` {} times", wa.writes));
    }
    let mut body = n.body.clone();
    let mut written = false;
    let mut late = false;
    rename_in(&mut body, w, &older_name(w), &mut written, &mut late);
    if late {
        return Err(format!(
            "it reads `{w}` after writing it (only the older level, read before the new one is written, can live in another array)"
        ));
    }
    let mut m = n.clone();
    m.body = body;
    let at = m
        .arrays
        .iter()
        .position(|a| a.name == w)
        .expect("found above");
    let older = ArrayUse {
        name: older_name(w),
        writes: 0,
        write_offsets: Vec::new(),
        ..m.arrays[at].clone()
    };
    let wm = &mut m.arrays[at];
    wm.reads = 0;
    wm.read_offsets.clear();
    m.arrays.insert(at + 1, older);
    Ok(m)
}

/// Rename the reads of `w` to `p` in `s`'s statements, in order; `written` is set after the
/// statement that writes `w`, `late` where a read follows it.
fn rename_in(s: &mut Stmt, w: &str, p: &str, written: &mut bool, late: &mut bool) {
    if let StmtKind::Block(b) = &mut s.kind {
        for st in &mut b.stmts {
            rename_in(st, w, p, written, late);
        }
        return;
    }
    let mut exprs = Vec::new();
    mint_analyzer::flat_arrays::stmt_exprs(s, &mut exprs);
    let mut writes = false;
    for e in exprs {
        let before = *written;
        rename_expr(e, w, p, &mut writes, late, before);
    }
    *written |= writes;
}

fn rename_expr(e: &mut Expr, w: &str, p: &str, writes: &mut bool, late: &mut bool, after: bool) {
    if let ExprKind::Assign(op, l, r) = &mut e.kind {
        if l.as_subscript().is_some_and(|(name, _, _)| name == w) {
            *writes = true;
            rename_expr(r, w, p, writes, late, after);
            if let Some(bin) = *op {
                // `W[c] op= X` reads the older level: `W[c] = P[c] op (X)`.
                let mut older = (**l).clone();
                set_base(&mut older, p);
                let span = e.span;
                let rhs = Expr {
                    kind: ExprKind::Paren(Box::new((**r).clone())),
                    span,
                };
                **r = Expr {
                    kind: ExprKind::Binary(bin, Box::new(older), Box::new(rhs)),
                    span,
                };
                *op = None;
                *late |= after;
            }
            return;
        }
    }
    if e.as_subscript().is_some_and(|(name, _, _)| name == w) {
        *late |= after;
        set_base(e, p);
        return;
    }
    mint_analyzer::inline::each_child(e, &mut |c| rename_expr(c, w, p, writes, late, after));
}

/// Make the array a subscript chain indexes `p`.
fn set_base(e: &mut Expr, p: &str) {
    match &mut e.kind {
        ExprKind::Index(b, _) => set_base(b, p),
        ExprKind::Ident(n) => *n = p.to_string(),
        _ => {}
    }
}
