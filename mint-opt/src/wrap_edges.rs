//! Periodic (wrapped) neighbours as plain neighbours of a periodic grid, for the fused kernel.
//!
//! Codes on a torus write no boundary layer: the nest runs over every point and its neighbours
//! wrap past the edges (`ip = i == nx - 1 ? 0 : i + 1`, `(k + nz - 1) % nz`). The analyzer
//! reads such subscripts at their nominal values (`i + 1`, `k - 1`: [`mint_analyzer::Fallback`]),
//! and single sweeps test per point where they are. A fused launch instead loads every point
//! of its tile and halo at its coordinates taken modulo the extent, and computes every point
//! the same way: the halo past an edge holds the points at the other edge, in every stage, so
//! the nominal neighbours are the wrapped ones. [`periodic`] gives the nest to fuse: the nest
//! through its nominal subscripts, no fallback, [`Nest::periodic`] set.
//!
//! Invariants:
//! - Only where it is exact: along a dimension that wraps, the space is the whole extent `N`
//!   (first value 0, the subscripts' modulus the loop's bound); every reference to the state
//!   array that leaves the point there is a wrap, whose value is `(v + c) mod N` at every
//!   point of the space for its nominal `v + c`; every other array is read at the point itself
//!   along it (also through a wrap, `(i + N) % N`, and so may the output be written, as an
//!   index macro that wraps every subscript does). A wrap is decided by evaluating the
//!   subscript as `a·N + b·I + c` at the points within `K` of each edge and at a symbolic
//!   interior point `I`, every comparison and remainder settled for every `N` of at least
//!   `4K + 4` (`K` from the subscript's constants); that least extent is [`Nest::periodic`]'s
//!   value, and smaller grids run single sweeps.
//! - Nothing else changes: the nest's stencil facts are those through its nominal subscripts.

use mint_analyzer::delinearize::const_diff;
use mint_analyzer::{int_const, var_offset, Nest};
use mint_lang::ast::*;

/// The nest a fused kernel runs for `n`, whose references wrap around the grid (see the module
/// docs), or why it is not one.
pub fn periodic(n: &Nest) -> Result<Nest, String> {
    let v = n.through_views().ok_or("it reads no nominal subscripts")?;
    let fb = v
        .fallback
        .as_deref()
        .ok_or("it reads no nominal subscripts")?;
    if v.arrays.iter().any(|a| a.view.is_some()) {
        return Err("it reads planes of an array (time levels) as well".into());
    }
    let st = v.stencil.as_ref().ok_or("it is not a stencil")?;
    let dims = crate::clamp_ghosts::dims_of(n);
    let p = n.parallel;
    let mut all: Vec<(&str, Vec<&Expr>)> = Vec::new();
    fb.body.walk(&mut |s| {
        s.for_each_own_expr(&mut |e| refs(e, &mut |name, subs| all.push((name, subs.to_vec()))));
    });
    let mut wrapped: Option<&str> = None;
    let mut least = [0u32; 3];
    let mut plain_off: Vec<(&str, usize, i64)> = Vec::new();
    let mut used = vec![false; fb.guards.len()];
    // Per dimension: a wrapped neighbour read, the point itself through a wrap.
    let (mut neighbour, mut identity) = ([false; 3], [false; 3]);
    for (name, subs) in &all {
        for (si, s) in subs.iter().enumerate() {
            let Some(gi) = fb
                .guards
                .iter()
                .position(|(g, _)| g.span == s.span && g.same_as(s))
            else {
                if let Some((var, c)) = var_offset(s) {
                    if let Some(d) = dims.iter().position(|(x, _, _)| x == var) {
                        plain_off.push((name, d, c));
                    }
                }
                continue;
            };
            used[gi] = true;
            if subs.len() != p {
                return Err(format!("`{name}` has another rank than the nest"));
            }
            let d = p - 1 - si;
            let (var, lo, last) = &dims[d];
            let (nv, c) = var_offset(&fb.guards[gi].1)
                .ok_or("a nominal subscript that is not a neighbour")?;
            if nv != var {
                return Err(format!(
                    "`{}` in a subscript of another dimension",
                    fb.guards[gi].0.to_c()
                ));
            }
            if n.loops[p - 1 - d].step != 1 {
                return Err(format!("the loop over `{var}` steps by more than one"));
            }
            if int_const(lo) != Some(0) {
                return Err(format!("the loop over `{var}` does not start at 0"));
            }
            let m =
                wrap_extent(s, var, &crate::clamp_ghosts::plus(last, 1), c).ok_or_else(|| {
                    format!(
                        "`{}` is not `{var} {} {}` wrapped around `{var}`'s range",
                        s.to_c(),
                        if c < 0 { '-' } else { '+' },
                        c.unsigned_abs()
                    )
                })?;
            least[d] = least[d].max(m);
            if c == 0 {
                // The point itself through a wrap (`(i + N) % N` of an index macro), in any
                // array, written or read.
                identity[d] = true;
                continue;
            }
            if wrapped.is_some_and(|w| w != *name) {
                return Err("two arrays read through wrapped neighbours".into());
            }
            wrapped = Some(name);
            neighbour[d] = true;
        }
    }
    if used.iter().any(|u| !u) {
        return Err("a nominal subscript outside the arrays' references".into());
    }
    let w = wrapped.ok_or("no reference wraps around the grid")?;
    if let Some(d) = (0..p).find(|&d| identity[d] && !neighbour[d]) {
        return Err(format!(
            "its subscripts along `{}` wrap only at the point itself",
            dims[d].0
        ));
    }
    if st.main_array != w {
        return Err(format!(
            "the wrapped array `{w}` is not the one the stencil reads most"
        ));
    }
    // Along a wrapped dimension every other reference is at the point itself (the state's
    // too: a plain neighbour there would read past the array's edge).
    if let Some((a, d, _)) = plain_off.iter().find(|(_, d, c)| least[*d] > 0 && *c != 0) {
        return Err(format!(
            "`{a}` is read at a neighbour along `{}` without a wrap",
            dims[*d].0
        ));
    }
    Ok(Nest {
        fallback: None,
        periodic: least,
        ..v
    })
}

/// Calls `f` on every array reference in `e` (its name and subscripts), the subscripts' own
/// references included.
fn refs<'a>(e: &'a Expr, f: &mut dyn FnMut(&'a str, &[&'a Expr])) {
    if let Some((name, subs, _)) = e.as_subscript() {
        f(name, &subs);
        for s in subs {
            refs(s, f);
        }
        return;
    }
    for c in e.children() {
        refs(c, f);
    }
}

/// `a·N + b·I + c`: `N` the extent, `I` a point at least `K` from both edges.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Lin {
    n: i64,
    i: i64,
    c: i64,
}

impl Lin {
    fn k(c: i64) -> Lin {
        Lin { n: 0, i: 0, c }
    }
    fn add(self, o: Lin, sign: i64) -> Option<Lin> {
        Some(Lin {
            n: self.n.checked_add(sign.checked_mul(o.n)?)?,
            i: self.i.checked_add(sign.checked_mul(o.i)?)?,
            c: self.c.checked_add(sign.checked_mul(o.c)?)?,
        })
    }
}

/// The subscript `s` evaluated at one position of `var`.
struct Eval<'a> {
    var: &'a str,
    /// `N`, as the program names it (the loop's bound).
    extent: &'a Expr,
    at: Lin,
    /// The distance from the edges `I` keeps; every `N` is at least `4 k + 4`.
    k: i64,
}

impl Eval<'_> {
    /// The sign of `l` for every `N >= 4k + 4` and `I` in `[k, N - 1 - k]`, if it is one.
    fn sign(&self, l: Lin) -> Option<i64> {
        let k = self.k;
        let nmin = 4 * k + 4;
        match (l.n, l.i) {
            (0, 0) => Some(l.c.signum()),
            (a, 0) => (l.c.abs() < nmin).then_some(a.signum()),
            (0, b) => (l.c.abs() < k).then_some(b.signum()),
            (a, b) if a == -b => (l.c.abs() <= k).then_some(a.signum()),
            (a, b) if a.signum() == b.signum() => (l.c.abs() < k).then_some(a.signum()),
            _ => None,
        }
    }

    fn value(&self, e: &Expr) -> Option<Lin> {
        match &e.kind {
            ExprKind::Paren(x) | ExprKind::Cast(_, x) => self.value(x),
            ExprKind::Ident(v) if v == self.var => Some(self.at),
            ExprKind::Unary(UnOp::Neg, x) => Lin::k(0).add(self.value(x)?, -1),
            ExprKind::Binary(BinOp::Add, a, b) => self.value(a)?.add(self.value(b)?, 1),
            ExprKind::Binary(BinOp::Sub, a, b) => self.value(a)?.add(self.value(b)?, -1),
            ExprKind::Binary(BinOp::Rem, x, m) => {
                if self.value(m)? != (Lin { n: 1, i: 0, c: 0 }) {
                    return None;
                }
                let x = self.value(x)?;
                // C's remainder takes the sign of `x`.
                match self.sign(x)? {
                    s if s >= 0 => self.reduce(x),
                    _ => Lin::k(0).add(self.reduce(Lin::k(0).add(x, -1)?)?, -1),
                }
            }
            ExprKind::Ternary(c, a, b) => {
                if self.truth(c)? {
                    self.value(a)
                } else {
                    self.value(b)
                }
            }
            _ => {
                if let Some(c) = int_const(e) {
                    return Some(Lin::k(c));
                }
                let mut mentions = false;
                e.walk(&mut |x| mentions |= x.as_ident() == Some(self.var));
                if mentions {
                    return None;
                }
                let c = const_diff(e, self.extent)?;
                Some(Lin { n: 1, i: 0, c })
            }
        }
    }

    /// `x mod N` for `x >= 0`: `x - q N` in `[0, N)`, for `q` near `x`'s multiple of `N`.
    fn reduce(&self, x: Lin) -> Option<Lin> {
        let nn = Lin { n: 1, i: 0, c: 0 };
        for q in [x.n - 1, x.n, x.n + 1, x.n + 2] {
            let r = x.add(Lin { n: q, i: 0, c: 0 }, -1)?;
            if self.sign(r)? >= 0 && self.sign(r.add(nn, -1)?)? < 0 {
                return Some(r);
            }
        }
        None
    }

    fn truth(&self, c: &Expr) -> Option<bool> {
        match &c.kind {
            ExprKind::Paren(x) => self.truth(x),
            ExprKind::Unary(UnOp::Not, x) => Some(!self.truth(x)?),
            ExprKind::Binary(BinOp::And, a, b) => Some(self.truth(a)? && self.truth(b)?),
            ExprKind::Binary(BinOp::Or, a, b) => Some(self.truth(a)? || self.truth(b)?),
            ExprKind::Binary(op, a, b) => {
                let s = self.sign(self.value(a)?.add(self.value(b)?, -1)?)?;
                Some(match op {
                    BinOp::Eq => s == 0,
                    BinOp::Ne => s != 0,
                    BinOp::Lt => s < 0,
                    BinOp::Le => s <= 0,
                    BinOp::Gt => s > 0,
                    BinOp::Ge => s >= 0,
                    _ => return None,
                })
            }
            _ => None,
        }
    }
}

/// If subscript `s` of loop variable `var` over `[0, extent)` is `(var + c) mod extent` at every
/// point for every extent of at least the value returned (see the module docs).
fn wrap_extent(s: &Expr, var: &str, extent: &Expr, c: i64) -> Option<u32> {
    let mut lits = 0i64;
    s.walk(&mut |x| {
        if let ExprKind::Int(v, _) = &x.kind {
            lits = lits.saturating_add(v.saturating_abs());
        }
    });
    let k = lits.saturating_mul(2).saturating_add(2).max(c.abs() + 2);
    if k > 64 {
        return None;
    }
    let eval = |at: Lin| Eval { var, extent, at, k }.value(s);
    for d in 0..=k {
        // Near the first edge `var = d`, near the last `var = N - 1 - d`.
        let first = if d + c >= 0 {
            Lin::k(d + c)
        } else {
            Lin {
                n: 1,
                i: 0,
                c: d + c,
            }
        };
        if eval(Lin::k(d))? != first {
            return None;
        }
        let m = c - 1 - d;
        let last = Lin {
            n: i64::from(m < 0),
            i: 0,
            c: m,
        };
        if eval(Lin {
            n: 1,
            i: 0,
            c: -1 - d,
        })? != last
        {
            return None;
        }
    }
    (eval(Lin { n: 0, i: 1, c: 0 })? == Lin { n: 0, i: 1, c }).then(|| (4 * k + 4) as u32)
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

    fn wraps(s: &str, c: i64) -> Option<u32> {
        wrap_extent(&expr(s), "i", &expr("nx"), c)
    }

    #[test]
    fn wraps_of_real_codes_are_recognised() {
        assert!(wraps("i == nx - 1 ? 0 : i + 1", 1).is_some());
        assert!(wraps("i == 0 ? nx - 1 : i - 1", -1).is_some());
        assert!(wraps("(i + 1) % nx", 1).is_some());
        assert!(wraps("(i + nx - 1) % nx", -1).is_some());
        assert!(wraps("(i - 1 + nx) % nx", -1).is_some());
        assert!(wraps("i > 0 ? i - 1 : nx - 1", -1).is_some());
        assert!(wraps("i < nx - 1 ? i + 1 : 0", 1).is_some());
        assert!(wraps("(i + 2) % nx", 2).is_some());
        assert!(wraps("i >= nx - 2 ? i + 2 - nx : i + 2", 2).is_some());
        assert_eq!(wraps("(i + 1) % nx", 1), Some(4 * 4 + 4));
    }

    #[test]
    fn other_subscripts_are_not_wraps() {
        // A clamp, a mirror, a wrap onto the wrong side or of the wrong reach, a remainder
        // that is negative at the first point, another modulus.
        assert!(wraps("i == nx - 1 ? nx - 1 : i + 1", 1).is_none());
        assert!(wraps("i == 0 ? 1 : i - 1", -1).is_none());
        assert!(wraps("i == nx - 1 ? 1 : i + 1", 1).is_none());
        assert!(wraps("(i - 1) % nx", -1).is_none());
        assert!(wraps("(i + 1) % ny", 1).is_none());
        assert!(wraps("i >= nx - 1 ? i + 2 - nx : i + 2", 2).is_none());
        assert!(wraps("i == 5 ? 0 : i + 1", 1).is_none());
        assert!(wraps("(i + 1) % nx", -1).is_none());
    }
}
