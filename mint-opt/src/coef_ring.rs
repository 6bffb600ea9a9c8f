//! Register rings for the arrays a fused stage reads besides its state (variable coefficients,
//! source terms): which of their references a fused kernel keeps in registers.
//!
//! Stage `s` of iteration `p` computes plane `q = p - s·lag` and reads `K[q + dz][y + dy][x +
//! dx]` for each reference of `K`; every stage of every iteration reads the same few columns
//! `(dx, dy)` of `K` at planes that move one per iteration. A *column* keeps, per point, the
//! planes those reads reach in a ring of registers, one load per point and iteration instead of
//! one per reference and stage (the 3-D variable-coefficient heat kernel reads `K` at four points
//! and `B` at one: 15 loads per point and iteration at bT 3, 4 with rings).
//!
//! Invariants of [`columns`]:
//! - only arrays the nest never writes, of the nest's rank, not plane views and not the fused
//!   step's state arrays; every subscript `v ± c` of its own dimension's loop variable;
//! - a column is made only of references the body reads *unconditionally* (not under `?:`,
//!   `&&`, `||`, `if` or a loop of the body), so that the program reads `K` at every plane
//!   `z + dz` (`z` in the space, `dz` in `[dz_lo, dz_hi]`) and the column's loads, clamped to
//!   those planes, stay within what the program reads;
//! - a reference of a column's array at its `(dx, dy)` with `dz` in `[dz_lo, dz_hi]` (under a
//!   condition or not) reads the ring: at a point in the space the slot holds the value the
//!   reference reads.

use mint_analyzer::{var_offset, Nest};
use mint_lang::ast::{BinOp, Expr, ExprKind, Initializer, Stmt, StmtKind};

/// One column of an array kept in a register ring per point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoefColumn {
    /// The array.
    pub array: String,
    /// Offsets along the tiled dimensions, x first (y is 0 in 2-D).
    pub at: [i64; 2],
    /// The least and greatest streamed offsets of its unconditional references.
    pub dz: [i64; 2],
}

impl CoefColumn {
    /// Planes of the ring for `bt` stages `lag` planes apart: stage `s` reads plane `p - s·lag +
    /// dz`, so the ring holds planes `p - bt·lag + dz_lo ..= p - lag + dz_hi`.
    pub fn depth(&self, bt: u32, lag: u32) -> u32 {
        (bt - 1) * lag + (self.dz[1] - self.dz[0]) as u32 + 1
    }

    /// The ring slot stage `s` reads for streamed offset `dz`.
    pub fn slot(&self, bt: u32, lag: u32, s: u32, dz: i64) -> u32 {
        (bt - s) * lag + (dz - self.dz[0]) as u32
    }

    /// Whether a reference at offsets `off` (x first) of `array` reads this column.
    pub fn holds(&self, array: &str, off: [i64; 3], sd: usize) -> bool {
        let at = [off[0], if sd >= 2 { off[1] } else { 0 }];
        array == self.array && at == self.at && (self.dz[0]..=self.dz[1]).contains(&off[sd])
    }
}

/// The columns of `n`'s arrays other than `state` (the fused step's input, output and older
/// level) that its body reads unconditionally, in order of first reference.
pub fn columns(n: &Nest, state: &[&str]) -> Vec<CoefColumn> {
    if n.fallback.is_some() || n.parallel < 2 {
        return Vec::new();
    }
    let mut refs = Vec::new();
    stmt_refs(&n.body, false, &mut refs);
    let sd = n.parallel - 1;
    let mut cols: Vec<CoefColumn> = Vec::new();
    for (name, subs) in refs {
        let Some(a) = n.arrays.iter().find(|a| a.name == name) else {
            continue;
        };
        if state.contains(&name) || a.writes > 0 || a.view.is_some() {
            continue;
        }
        let Some(off) = offsets(n, &subs) else {
            continue;
        };
        let at = [off[0], if sd >= 2 { off[1] } else { 0 }];
        let dz = off[sd];
        match cols.iter_mut().find(|c| c.array == name && c.at == at) {
            Some(c) => c.dz = [c.dz[0].min(dz), c.dz[1].max(dz)],
            None => cols.push(CoefColumn {
                array: name.to_string(),
                at,
                dz: [dz, dz],
            }),
        }
    }
    cols
}

/// A reference to a coefficient of lower rank than the nest that does not move along the
/// streamed dimension (a map `q[y][x]`, a factor `damp[x]` in 3-D; `ay[j]` in 2-D;
/// [`mint_analyzer::ArrayUse::projection`]): every stage of every iteration reads the same value
/// at a point, so a fused kernel loads it once per point before its loop.
#[derive(Debug, Clone, PartialEq)]
pub struct HeldRef {
    /// The array.
    pub array: String,
    /// Its subscripts as the body writes them, outermost first (loop variables ± constants).
    pub subs: Vec<Expr>,
    /// The reference as C text (`q[y][x + 1]`): references with the same text are one.
    pub text: String,
}

/// The references of `n`'s projected arrays ([`HeldRef`]) that its body reads unconditionally
/// (loads at the point's coordinates moved into the space then read only what the program
/// reads) and whose subscripts do not follow the streamed dimension `sd`, in order of first
/// reference, once each.
pub fn held(n: &Nest, sd: usize) -> Vec<HeldRef> {
    let mut refs = Vec::new();
    stmt_refs(&n.body, false, &mut refs);
    let mut out: Vec<HeldRef> = Vec::new();
    for (name, subs) in refs {
        let Some(dims) = n
            .arrays
            .iter()
            .find(|a| a.name == name)
            .and_then(|a| a.projection.as_ref())
        else {
            continue;
        };
        if dims.contains(&sd) {
            continue;
        }
        let text = ref_text(name, &subs);
        if !out.iter().any(|h| h.text == text) {
            out.push(HeldRef {
                array: name.to_string(),
                subs: subs.into_iter().cloned().collect(),
                text,
            });
        }
    }
    out
}

/// A reference as C text (`q[y][x + 1]`), the key of a [`HeldRef`].
pub fn ref_text(name: &str, subs: &[&Expr]) -> String {
    let subs: String = subs.iter().map(|e| format!("[{}]", e.to_c())).collect();
    format!("{name}{subs}")
}

/// Registers' worth of values per point that rings of `cols` keep for `bt` stages `lag` apart
/// (each ring and its prefetched plane).
pub fn values(cols: &[CoefColumn], bt: u32, lag: u32) -> u32 {
    cols.iter().map(|c| c.depth(bt, lag) + 1).sum()
}

/// Offsets `(x, y, z)` of a reference of rank `n.parallel` whose subscripts are each its own
/// dimension's loop variable plus a constant.
pub fn offsets(n: &Nest, subs: &[&Expr]) -> Option<[i64; 3]> {
    let rank = subs.len();
    if rank != n.parallel {
        return None;
    }
    let mut off = [0i64; 3];
    for (i, s) in subs.iter().enumerate() {
        let d = rank - 1 - i;
        let (v, c) = var_offset(s)?;
        if v != n.loops[n.parallel - 1 - d].var {
            return None;
        }
        off[d] = c;
    }
    Some(off)
}

/// References `(array, subscripts)` read where `cond` is false (every time the statement runs).
fn stmt_refs<'a>(s: &'a Stmt, cond: bool, out: &mut Vec<(&'a str, Vec<&'a Expr>)>) {
    match &s.kind {
        StmtKind::Block(b) => {
            for st in &b.stmts {
                stmt_refs(st, cond, out);
            }
        }
        StmtKind::Decl(d) => {
            for dc in &d.decls {
                if let Some(Initializer::Expr(e)) = &dc.init {
                    expr_refs(e, cond, out);
                }
            }
        }
        StmtKind::Expr(e) => expr_refs(e, cond, out),
        StmtKind::If { cond: c, then, els } => {
            expr_refs(c, cond, out);
            stmt_refs(then, true, out);
            if let Some(e) = els {
                stmt_refs(e, true, out);
            }
        }
        // Anything else (loops, jumps) reads under conditions of its own.
        _ => {}
    }
}

fn expr_refs<'a>(e: &'a Expr, cond: bool, out: &mut Vec<(&'a str, Vec<&'a Expr>)>) {
    match &e.kind {
        ExprKind::Index(..) => {
            let mut subs = Vec::new();
            let mut base = e;
            while let ExprKind::Index(b, i) = &base.kind {
                subs.push(&**i);
                base = b;
            }
            subs.reverse();
            for s in &subs {
                expr_refs(s, cond, out);
            }
            match &base.kind {
                ExprKind::Ident(name) if !cond => out.push((name.as_str(), subs)),
                ExprKind::Ident(_) => {}
                _ => expr_refs(base, cond, out),
            }
        }
        ExprKind::Paren(a)
        | ExprKind::Unary(_, a)
        | ExprKind::PostIncDec(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::Member(a, _, _) => expr_refs(a, cond, out),
        ExprKind::Binary(BinOp::And | BinOp::Or, a, b) => {
            expr_refs(a, cond, out);
            expr_refs(b, true, out);
        }
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) => {
            expr_refs(a, cond, out);
            expr_refs(b, cond, out);
        }
        ExprKind::Ternary(c, a, b) => {
            expr_refs(c, cond, out);
            expr_refs(a, true, out);
            expr_refs(b, true, out);
        }
        ExprKind::Call(f, args) => {
            expr_refs(f, cond, out);
            for a in args {
                expr_refs(a, cond, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest(body: &str) -> Nest {
        let src = format!(
            "void f(int n, double c, double ***U, double ***V, double ***K, double ***B, double *w) {{\n\
             #pragma mint copy(U, toDevice, n, n, n)\n\
             #pragma mint copy(V, toDevice, n, n, n)\n\
             #pragma mint copy(K, toDevice, n, n, n)\n\
             #pragma mint copy(B, toDevice, n, n, n)\n\
             #pragma mint copy(w, toDevice, n)\n\
             #pragma mint parallel\n{{\n\
             #pragma mint for nest(all)\n\
             for (int z = 1; z < n - 1; z++) for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
             {body}\n}}\n}}\n"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let p = mint_analyzer::analyze(&tu).unwrap_or_else(|e| panic!("{e:?}"));
        #[allow(clippy::let_and_return)]
        let n = p.nests().next().unwrap().clone();
        n
    }

    fn col(a: &str, at: [i64; 2], dz: [i64; 2]) -> CoefColumn {
        CoefColumn {
            array: a.into(),
            at,
            dz,
        }
    }

    #[test]
    fn variable_coefficients_make_one_column_per_tiled_offset() {
        let n = nest(
            "V[z][y][x] = U[z][y][x] + B[z][y][x] + c * (K[z][y][x + 1] * U[z][y][x + 1] \
             - K[z][y][x] * U[z][y][x - 1] + K[z][y + 1][x] * U[z][y + 1][x] \
             + K[z + 1][y][x] * U[z + 1][y][x] - K[z][y][x] * U[z - 1][y][x]);",
        );
        let cols = columns(&n, &["U", "V"]);
        assert_eq!(
            cols,
            vec![
                col("B", [0, 0], [0, 0]),
                col("K", [1, 0], [0, 0]),
                col("K", [0, 0], [0, 1]),
                col("K", [0, 1], [0, 0]),
            ]
        );
        // bT 3, lag 1: the centre column keeps planes p - 3 ..= p, stage 1 reads z + 1 at p.
        let k = &cols[2];
        assert_eq!(k.depth(3, 1), 4);
        assert_eq!(k.slot(3, 1, 1, 1), 3);
        assert_eq!(k.slot(3, 1, 3, 0), 0);
        assert_eq!(values(&cols, 3, 1), 4 + 4 + 5 + 4);
        assert!(k.holds("K", [0, 0, 1], 2));
        assert!(!k.holds("K", [0, 0, 2], 2));
        assert!(!k.holds("B", [0, 0, 0], 2));
    }

    #[test]
    fn conditional_reads_other_ranks_and_state_make_no_column() {
        // Under `?:`, `&&` and `if`: the program may never read them, so no load may either.
        let n = nest(
            "{ double s = x > 1 ? K[z][y][x - 1] : 0.0; \
             if (y > 1) s += B[z][y - 1][x]; \
             s += (z > 1 && K[z - 1][y][x] > 0.0) ? 1.0 : 0.0; \
             V[z][y][x] = U[z][y][x] + s * w[x] + K[z][y][x + 1]; }",
        );
        // `w` is of rank 1 in a 3-D nest; `U` and `V` are the state.
        assert_eq!(columns(&n, &["U", "V"]), vec![col("K", [1, 0], [0, 0])]);
        // Refs to the column's array at its offsets read the ring even under a condition.
        assert!(columns(&n, &["U", "V"])[0].holds("K", [1, 0, 0], 2));
    }

    #[test]
    fn written_arrays_and_other_subscripts_make_no_column() {
        let n = nest("{ V[z][y][x] = U[z][y][x] + K[y][z][x] + B[z][y][2 * x]; }");
        assert!(columns(&n, &["U", "V"]).is_empty());
        let n = nest("{ V[z][y][x] = U[z][y][x] * K[z][y][x]; }");
        assert!(columns(&n, &["U", "V", "K"]).is_empty());
    }
}
