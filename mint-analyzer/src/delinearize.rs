//! Delinearization: a flat subscript such as `u[(k*ny + j)*nx + i]` read back as the
//! multi-dimensional reference `u[k][j][i]` with extents `[nx, ny]`.
//!
//! Pure algebra over the AST; nothing here reads declarations or `copy` sizes.
//!
//! # Method
//!
//! 1. **Normal form.** The subscript becomes a polynomial with integer (`i128`) coefficients over
//!    *atoms*: identifiers (loop variables or not) and *opaque* sub-expressions that contain no
//!    loop variable and are not `+ - *` of integers (a call, `n / 2`, `s.n`, `sizeof(T)`, ...).
//!    Opaque atoms are compared by a structural key (their C text with parentheses and integer
//!    casts dropped). Parentheses, unary `+`/`-`, integer literals (value, any suffix) and casts
//!    to integer types of at least 4 bytes (`(int)`, `(long)`, `(size_t)`, ...) are looked
//!    through; `/ % << >> & | ^` of two integer constants are folded with C semantics
//!    (`512/2` is `256`).
//! 2. **Linearity.** Every monomial has degree at most 1 in the loop variables; no loop variable
//!    lies inside an opaque atom, a division or a modulo. Otherwise `Err` names the offending
//!    sub-expression.
//! 3. **Strides.** The subscript is `Σ_v C_v·v + c`, each coefficient `C_v` a polynomial in the
//!    non-loop atoms. Each `C_v` is made positive (leading term, graded-lex order) and the
//!    coefficients are taken in increasing size (degree, then leading coefficient). They build a
//!    chain of strides `1 = S0 | S1 | S2`, each an exact polynomial multiple of the one before,
//!    and every loop variable joins one *stride class* with an integer multiplier `m_v`:
//!    - `C_v` equal to a stride of the chain joins that class (`m_v = ±1`);
//!    - a non-constant `C_v` with integer content `g > 1` (`2*nx`) first tries its primitive
//!      part `C_v/g` (the class `nx`, subscript `2*j`); if that does not continue the chain,
//!    - `C_v` itself becomes the next stride when it is an exact multiple of the top stride with
//!      a non-constant quotient, or when both are numbers (`512`, `262144`: numeric strides are
//!      taken as written, so `2*i` in a numeric 2-D subscript is a stride 2, not `2*i`);
//!    - a `C_v` that is an integer multiple `m` of a non-constant top stride joins that class with
//!      multiplier `m`;
//!    - anything else is not separable (`i*nx + j*ny + k`): `Err`.
//!
//!    The fastest dimension (stride 1) must hold a loop variable; at most 3 dimensions. A chain
//!    of stride 1 alone is a plain 1-D subscript: `Ok(None)`.
//! 4. **Offsets.** The constant part is decomposed `c = a2·S2 + a1·S1 + a0` with integers.
//!    Symbolic strides, outermost first: `a_d` is c's coefficient on `S_d`'s leading monomial
//!    divided by `S_d`'s leading coefficient; `c -= a_d·S_d`. What is left must then be an integer,
//!    split over the numeric strides by taking each `a_d` as the nearest integer to
//!    `rest / S_d` (ties up), so that `|a_{d-1}| <= S_d / (2·S_{d-1})`. This is the unique
//!    decomposition when every stencil offset is smaller than half the extent of its dimension,
//!    which is what a stencil code does; an offset of half an extent or more is read as a
//!    neighbour in the next dimension (the address is the same).
//! 5. **Result.** Dimension d's subscript is `Σ_{v in class d} m_v·v + a_d`, written simply
//!    (`k + 1`, `j`, `i - 1`, `2 * j`, `1 - i`); the extents are `S1/S0` and `S2/S1`.
//!
//! # Invariants
//!
//! - Never panics; arithmetic overflow and very large expansions (more than
//!   [`MAX_TERMS`] terms) give `Err`.
//! - On `Ok(Some(d))`: `d.subs.len() == d.extents.len() + 1`, 2 or 3 dimensions; the address
//!   rebuilt from the result (`s0*e0 + s1` in 2-D, `(s0*e1 + s1)*e0 + s2` in 3-D, `s` the subs
//!   outermost first, `e` the extents fastest first) has the same normal form as the subscript.
//! - `Ok(None)` (a plain 1-D subscript) and `Err` (malformed) are distinct, so a caller can keep
//!   its 1-D handling for the first and report the reason of the second.
//! - Every node built here carries the subscript's span; opaque atoms copied into an extent are
//!   clones that keep their own spans (inside that span).
//!
//! # Limitations
//!
//! - The extents are read off the strides, not from names: `k*nx*ny + j*ny + i` gives extents
//!   `[ny, nx]`, and `i*nx + i + j` is `i*(nx + 1) + j` with extent `nx + 1`. The caller compares
//!   the extents with the array's `copy` sizes ([`same_value`]).
//! - A dimension no loop variable runs over is not seen: `(k+1)*nx*ny + i` is 2-D, `[k + 1][i]`
//!   with extent `nx * ny`. An integer factor of a symbolic stride goes to the subscript:
//!   `i*(2*n + 4) + j` is `[2 * i][j]` with extent `(n + 2)` (same address).
//! - `i*nx + i` is `i*(nx + 1)` with nothing at stride 1: `Err`, as is any subscript whose only
//!   loop variables have non-unit strides (`j*nx`), or a numeric-stride one whose fastest loop
//!   variable has a coefficient other than ±1 (`(i+1)*512 + 2*j`).
//! - Offsets must be integers: a symbolic offset in a dimension (`(ny - 1 - j)*nx + i`, or a
//!   non-loop variable `t*nx*ny + ...`) is `Err`.
//! - Opaque atoms are compared syntactically (`(nx*ny)/2` and `(ny*nx)/2` differ).
//! - Integer casts are looked through as if no value wraps (`(unsigned)(i - 1)` at `i = 0`).

use mint_lang::ast::*;
use mint_lang::Span;
use std::cmp::Ordering;
use std::collections::BTreeMap;

/// Largest number of terms a polynomial may grow to before the analysis gives up.
pub const MAX_TERMS: usize = 512;

/// A subscript read as a 2-D or 3-D reference.
#[derive(Debug, Clone, PartialEq)]
pub struct Delinearized {
    /// One subscript per dimension, outermost first (`z, y, x`), each in the loop variables with
    /// an integer offset (`k + 1`, `j`, `i - 1`).
    pub subs: Vec<Expr>,
    /// The extents of the inner dimensions, fastest first: `[nx]` in 2-D, `[nx, ny]` in 3-D
    /// (`nx`, `(n + 2)`, `512`).
    pub extents: Vec<Expr>,
}

/// Reads a flat subscript as a multi-dimensional one (see the module docs for the method).
///
/// `loop_vars` are the nest's loop variables, outermost first. Returns
/// - `Ok(Some(d))`: the subscript is linearized over 2 or 3 dimensions;
/// - `Ok(None)`: a plain one-dimensional subscript (no loop variable, or every loop variable has
///   stride 1: `i + 1`, `i + n`), nothing to delinearize;
/// - `Err(reason)`: not affine in the loop variables, or not separable into dimensions; the
///   reason is plain words naming the problem.
///
/// A subscript whose terms are not affine only inside index expressions of one loop variable
/// each (`MIN(MAX(y + dy, 0), h - 1) * w + MIN(MAX(x + dx, 0), w - 1)`, a clamped or wrapped
/// row and column) is delinearized with each such expression standing for a loop variable of
/// its own ([`NONAFFINE_PREFIX`]), and the expressions put back in the result: the dimensions'
/// subscripts are then those expressions (what [`crate::nominal`] reads).
pub fn delinearize(sub: &Expr, loop_vars: &[&str]) -> Result<Option<Delinearized>, String> {
    let err = match delinearize_affine(sub, loop_vars) {
        Err(e) => e,
        ok => return ok,
    };
    if let Some(d) = select_between(sub, loop_vars) {
        return Ok(Some(d));
    }
    let mut stand_ins: Vec<(String, Expr)> = Vec::new();
    let mut abstracted = sub.clone();
    if !abstract_index_exprs(&mut abstracted, loop_vars, &mut stand_ins) || stand_ins.is_empty() {
        return Err(err);
    }
    let mut vars: Vec<&str> = loop_vars.to_vec();
    vars.extend(stand_ins.iter().map(|(n, _)| n.as_str()));
    let Ok(Some(mut d)) = delinearize_affine(&abstracted, &vars) else {
        return Err(err);
    };
    for s in &mut d.subs {
        // Each stand-in must be a whole dimension's subscript, with no offset or other variable.
        let (name, e) = match stand_ins.iter().find(|(n, _)| reads_name(s, n)) {
            Some(x) => x,
            None => continue,
        };
        if s.as_ident() != Some(name.as_str()) {
            return Err(err);
        }
        *s = e.clone();
    }
    if stand_ins
        .iter()
        .any(|(n, _)| d.extents.iter().any(|x| reads_name(x, n)))
    {
        return Err(err);
    }
    Ok(Some(d))
}

/// A flat subscript that selects between two references (`x == 0 ? c : c - 1`, `c` a linear
/// index: a neighbour clamped at the edge by an index local): both branches delinearize with the
/// same extents and differ in one dimension at most, which becomes `cond ? a : b` there.
fn select_between(sub: &Expr, loop_vars: &[&str]) -> Option<Delinearized> {
    let mut e = sub;
    loop {
        match &e.kind {
            ExprKind::Paren(x) => e = x,
            ExprKind::Cast(t, x) if is_int_cast(t) => e = x,
            _ => break,
        }
    }
    let ExprKind::Ternary(cond, a, b) = &e.kind else {
        return None;
    };
    if !index_arithmetic(cond) {
        return None;
    }
    let da = delinearize(a, loop_vars).ok()??;
    let db = delinearize(b, loop_vars).ok()??;
    if da.extents.len() != db.extents.len()
        || da
            .extents
            .iter()
            .zip(&db.extents)
            .any(|(x, y)| !same_value(x, y))
    {
        return None;
    }
    let differ: Vec<usize> = (0..da.subs.len())
        .filter(|&d| !same_value(&da.subs[d], &db.subs[d]))
        .collect();
    match differ[..] {
        [] => Some(da),
        [d] => {
            let mut out = da.clone();
            let span = sub.span;
            let pick = Expr {
                kind: ExprKind::Ternary(
                    cond.clone(),
                    Box::new(da.subs[d].clone()),
                    Box::new(db.subs[d].clone()),
                ),
                span,
            };
            out.subs[d] = Expr {
                kind: ExprKind::Paren(Box::new(pick)),
                span,
            };
            Some(out)
        }
        _ => None,
    }
}

/// Whether `e` is integer index arithmetic: no call, array, member, assignment, increment or
/// floating-point literal (a clamp, a wrap, a mirror; not an indirect subscript).
pub(crate) fn index_arithmetic(e: &Expr) -> bool {
    let mut ok = true;
    e.walk(&mut |x| {
        ok &= !matches!(
            x.kind,
            ExprKind::Call(..)
                | ExprKind::Index(..)
                | ExprKind::Member(..)
                | ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Float(..)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr | UnOp::Deref, _)
        )
    });
    ok
}

/// Whether `e` reads the name `n`.
fn reads_name(e: &Expr, n: &str) -> bool {
    let mut found = false;
    e.walk(&mut |x| found |= x.as_ident() == Some(n));
    found
}

/// Names of the stand-ins [`delinearize`] uses for index expressions that are not affine.
pub const NONAFFINE_PREFIX: &str = "mint_nonaffine";

/// Replace in `e` each largest subexpression that is not `+ - *` (or parentheses, or an integer
/// cast) and reads a loop variable by a stand-in name, recorded in `out`; false when one reads
/// two loop variables or is not [`index_arithmetic`].
fn abstract_index_exprs(e: &mut Expr, loop_vars: &[&str], out: &mut Vec<(String, Expr)>) -> bool {
    let reads: Vec<&str> = loop_vars
        .iter()
        .copied()
        .filter(|v| reads_name(e, v))
        .collect();
    if reads.is_empty() {
        return true;
    }
    let standable = reads.len() == 1 && index_arithmetic(e);
    match &mut e.kind {
        ExprKind::Ident(_) | ExprKind::Int(..) => true,
        ExprKind::Paren(x) | ExprKind::Unary(UnOp::Plus | UnOp::Neg, x) => {
            abstract_index_exprs(x, loop_vars, out)
        }
        ExprKind::Cast(t, x) if is_int_cast(t) => abstract_index_exprs(x, loop_vars, out),
        ExprKind::Binary(BinOp::Add | BinOp::Sub | BinOp::Mul, a, b) => {
            abstract_index_exprs(a, loop_vars, out) && abstract_index_exprs(b, loop_vars, out)
        }
        _ if standable => {
            let name = match out.iter().find(|(_, x)| x.same_as(e)) {
                Some((n, _)) => n.clone(),
                None => {
                    let n = format!("{NONAFFINE_PREFIX}{}", out.len());
                    out.push((n.clone(), e.clone()));
                    n
                }
            };
            *e = Expr {
                kind: ExprKind::Ident(name),
                span: e.span,
            };
            true
        }
        _ => false,
    }
}

fn delinearize_affine(sub: &Expr, loop_vars: &[&str]) -> Result<Option<Delinearized>, String> {
    let mut cx = Norm::new(loop_vars);
    let p = cx.poly(sub)?;
    let span = sub.span;

    // Split into Σ coef_v · v + c.
    let mut coefs: Vec<(usize, Poly)> = Vec::new();
    let mut constant = Poly::zero();
    for (m, &c) in &p.0 {
        match m.iter().position(|(a, _)| loop_vars.contains(&a.as_str())) {
            Some(pos) => {
                let v = loop_vars.iter().position(|l| *l == m[pos].0).unwrap_or(0);
                let mut rest = m.clone();
                rest.remove(pos);
                match coefs.iter_mut().find(|(w, _)| *w == v) {
                    Some((_, q)) => q.add_term(rest, c).ok_or_else(too_large)?,
                    None => {
                        let mut q = Poly::zero();
                        q.add_term(rest, c).ok_or_else(too_large)?;
                        coefs.push((v, q));
                    }
                }
            }
            None => constant.add_term(m.clone(), c).ok_or_else(too_large)?,
        }
    }
    if coefs.is_empty() {
        return Ok(None);
    }

    // Normalise signs and order by size.
    let mut items: Vec<(usize, Poly, i128)> = coefs
        .into_iter()
        .map(|(v, q)| {
            let s = if q.leading().map_or(1, |(_, c)| c) < 0 {
                -1
            } else {
                1
            };
            let q = if s < 0 {
                q.neg().ok_or_else(too_large)?
            } else {
                q
            };
            Ok((v, q, s))
        })
        .collect::<Result<_, String>>()?;
    items.sort_by(|a, b| size_cmp(&a.1, &b.1).then(a.0.cmp(&b.0)));

    // The chain of strides and their classes.
    let mut strides = vec![Poly::constant(1)];
    let mut classes: Vec<Vec<(usize, i128)>> = vec![Vec::new()];
    for (v, c, s) in items {
        let name = loop_vars[v];
        if let Some(d) = strides.iter().position(|st| *st == c) {
            classes[d].push((v, s));
            continue;
        }
        let top = strides.last().cloned().unwrap_or_else(|| Poly::constant(1));
        // The primitive part of a symbolic coefficient (`2*nx` -> class `nx`, multiplier 2).
        let g = c.content();
        if !c.is_const() && g > 1 {
            let prim = c.div_int(g).ok_or_else(too_large)?;
            let m = s.checked_mul(g).ok_or_else(too_large)?;
            if prim == top {
                if let Some(cl) = classes.last_mut() {
                    cl.push((v, m));
                }
                continue;
            }
            if let Some(q) = prim.div_exact(&top) {
                if !q.is_const() {
                    strides.push(prim);
                    classes.push(vec![(v, m)]);
                    continue;
                }
            }
        }
        match c.div_exact(&top) {
            Some(q) if !q.is_const() || top.is_const() => {
                strides.push(c);
                classes.push(vec![(v, s)]);
            }
            Some(q) => {
                let m = q.as_const().and_then(|k| k.checked_mul(s)).ok_or_else(too_large)?;
                if let Some(cl) = classes.last_mut() {
                    cl.push((v, m));
                }
            }
            None => {
                return Err(format!(
                    "the stride `{}` of loop variable `{name}` is not a multiple of the stride `{}`: the subscript does not separate into dimensions",
                    c.show(&cx),
                    top.show(&cx)
                ))
            }
        }
    }
    if classes[0].is_empty() {
        return Err(format!(
            "no loop variable has stride 1 (the strides are {}): the fastest dimension is missing",
            strides[1..]
                .iter()
                .map(|s| format!("`{}`", s.show(&cx)))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if strides.len() == 1 {
        return Ok(None);
    }
    if strides.len() > 3 {
        return Err(format!(
            "{} dimensions (strides {}): at most 3 are supported",
            strides.len(),
            strides
                .iter()
                .map(|s| format!("`{}`", s.show(&cx)))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }

    // Offsets: c = Σ a_d S_d.
    let n = strides.len();
    let mut offs = vec![0i128; n];
    let mut rest = constant;
    for d in (1..n).rev() {
        let st = &strides[d];
        if st.is_const() {
            break;
        }
        let Some((lm, lc)) = st.leading() else {
            return Err(too_large());
        };
        let cm = rest.0.get(lm).copied().unwrap_or(0);
        if cm % lc != 0 {
            return Err(not_combination(&rest, &strides, &cx));
        }
        let a = cm / lc;
        offs[d] = a;
        let sub = st.scale(a).ok_or_else(too_large)?;
        rest = rest.sub(&sub).ok_or_else(too_large)?;
    }
    let Some(mut r) = rest.as_const() else {
        return Err(not_combination(&rest, &strides, &cx));
    };
    for d in (1..n).rev() {
        let Some(sv) = strides[d].as_const() else {
            continue;
        };
        // Nearest integer to r / sv (ties up): floor((2r + sv) / 2sv).
        let num = r
            .checked_mul(2)
            .and_then(|x| x.checked_add(sv))
            .ok_or_else(too_large)?;
        let a = num.div_euclid(sv.checked_mul(2).ok_or_else(too_large)?);
        offs[d] = a;
        r = a
            .checked_mul(sv)
            .and_then(|x| r.checked_sub(x))
            .ok_or_else(too_large)?;
    }
    offs[0] = r;

    let mut subs = Vec::with_capacity(n);
    for d in (0..n).rev() {
        let mut terms = classes[d].clone();
        terms.sort();
        subs.push(build_sub(&terms, offs[d], loop_vars, span)?);
    }
    let mut extents = Vec::with_capacity(n - 1);
    for d in 1..n {
        let e = strides[d]
            .div_exact(&strides[d - 1])
            .ok_or_else(too_large)?;
        extents.push(e.to_expr(&cx, span));
    }
    Ok(Some(Delinearized { subs, extents }))
}

/// `sub` read against extents known from the array's other subscripts (`extents`, fastest
/// first: the row length, then the rows of a plane): the subscripts, outermost first, where each
/// stride (`E0 * E1`, `E0`) divides out of the terms of `sub` that are its multiples, slowest
/// first, and what remains is the fastest subscript (`j * nx + n` is `[j][n]`, `0 * nx + i`
/// and `(n + 1) * nx + i` are `[0][i]` and `[n + 1][i]`). `None` where a stride is not a single
/// term or `sub` has no normal form. The caller checks that each subscript stays inside its
/// extent (the reading is the C program's only then).
pub fn delinearize_with_extents(
    sub: &Expr,
    loop_vars: &[&str],
    extents: &[Expr],
) -> Option<Vec<Expr>> {
    let mut cx = Norm::new(loop_vars);
    let p = cx.poly(sub).ok()?;
    let mut strides = vec![Poly::constant(1)];
    for e in extents {
        let s = cx.poly(e).ok()?;
        let next = strides.last()?.mul(&s)?;
        strides.push(next);
    }
    let mut rest = p;
    let mut parts: Vec<Poly> = Vec::with_capacity(strides.len());
    for st in strides[1..].iter().rev() {
        let [(m, c)] = st.terms()[..] else {
            return None;
        };
        let (m, c) = (m.clone(), c);
        let (mut q, mut r) = (Poly::zero(), Poly::zero());
        for (tm, tc) in rest.terms() {
            match mono_div(tm, &m) {
                Some(qm) if tc % c == 0 => q.add_term(qm, tc / c)?,
                _ => r.add_term(tm.clone(), tc)?,
            }
        }
        parts.push(q);
        rest = r;
    }
    parts.push(rest);
    // A negative constant part borrows one from the next slower part: `j * nx + nx - 1` (the
    // last column of row `j`) is `[j][nx - 1]`, not `[j + 1][-1]`.
    let rank = parts.len();
    for k in (1..rank).rev() {
        if parts[k].as_const().is_some_and(|c| c < 0) {
            let extent = cx.poly(&extents[rank - 1 - k]).ok()?;
            parts[k] = parts[k].add(&extent)?;
            parts[k - 1] = parts[k - 1].sub(&Poly::constant(1))?;
        }
    }
    Some(parts.iter().map(|q| q.to_expr(&cx, sub.span)).collect())
}

/// Whether `a >= b` for every value of the names they read that is not negative (sizes and
/// counts): every coefficient of `a - b` is `>= 0` (`nx - 1` against `n` or `0` when `nx`
/// reads `n + 2`; the caller reads locals through first).
pub fn at_least(a: &Expr, b: &Expr) -> bool {
    let mut cx = Norm::new(&[]);
    match (cx.poly(a), cx.poly(b)) {
        (Ok(p), Ok(q)) => p.sub(&q).is_some_and(|d| d.0.values().all(|c| *c >= 0)),
        _ => false,
    }
}

/// Symbolic equality of two integer expressions by polynomial normal form: `n*m == m*n`,
/// `(n+2)*(m+2) == n*m + 2*n + 2*m + 4`; parentheses and integer casts are ignored. Expressions
/// that have no normal form (floating literals, side effects) are compared by structure.
pub fn same_value(a: &Expr, b: &Expr) -> bool {
    let mut cx = Norm::new(&[]);
    match (cx.poly(a), cx.poly(b)) {
        (Ok(p), Ok(q)) => p == q,
        _ => key(a) == key(b),
    }
}

/// True when the integer values of `a` and `b` differ whatever integers their names hold:
/// their difference as polynomials is a nonzero constant (`n - 1` and `n - 2`), or an odd
/// constant plus even multiples of the rest (`1 - t % 2` and `t % 2`, `k` and `k + 2 * m + 1`).
pub fn always_differ(a: &Expr, b: &Expr) -> bool {
    let mut cx = Norm::new(&[]);
    let (Ok(p), Ok(q)) = (cx.poly(a), cx.poly(b)) else {
        return false;
    };
    let Some(d) = p.sub(&q) else {
        return false;
    };
    let c = d.0.get(&Vec::new()).copied().unwrap_or(0);
    c != 0
        && (d.is_const()
            || (c % 2 != 0 && d.terms().iter().all(|(m, k)| m.is_empty() || k % 2 == 0)))
}

/// `a - b` where, as polynomials, it is a constant (`nx - 1` and `nx` differ by -1).
pub fn const_diff(a: &Expr, b: &Expr) -> Option<i64> {
    let mut cx = Norm::new(&[]);
    let d = cx.poly(a).ok()?.sub(&cx.poly(b).ok()?)?;
    i64::try_from(d.as_const()?).ok()
}

/// `e - minus` (or `e` where `minus` is `None`) as `v + c` of a name `v`, if as polynomials it
/// is one (`k + nz - 1` minus `nz` is `k - 1`).
pub fn name_plus_const(e: &Expr, minus: Option<&Expr>) -> Option<(String, i64)> {
    let mut cx = Norm::new(&[]);
    let mut p = cx.poly(e).ok()?;
    if let Some(m) = minus {
        p = p.sub(&cx.poly(m).ok()?)?;
    }
    let mut name = None;
    let mut c = 0;
    for (m, k) in p.terms() {
        match m.as_slice() {
            [] => c = i64::try_from(k).ok()?,
            [(v, 1)] if k == 1 && name.is_none() => name = Some(v.clone()),
            _ => return None,
        }
    }
    let v = name?;
    // The atom must be the plain name, not an opaque subexpression.
    (cx.atoms.get(&v)?.as_ident() == Some(v.as_str())).then_some((v, c))
}

/// `total / (by[0] * by[1] * ...)` when the division is exact as polynomials
/// (`nx*ny*nz / (nx*ny)` is `nz`; `(n+2)*(n+2)*(n+2) / ((n+2)*(n+2))` is `(n + 2)`), else `None`.
/// The result carries `total`'s span; a sum is parenthesised.
pub fn divide_exact(total: &Expr, by: &[&Expr]) -> Option<Expr> {
    let mut cx = Norm::new(&[]);
    let t = cx.poly(total).ok()?;
    let mut d = Poly::constant(1);
    for b in by {
        let p = cx.poly(b).ok()?;
        d = d.mul(&p)?;
    }
    let q = t.div_exact(&d)?;
    Some(q.to_expr(&cx, total.span))
}

fn too_large() -> String {
    "the subscript expands to too large an expression to analyse".to_string()
}

fn not_combination(rest: &Poly, strides: &[Poly], cx: &Norm) -> String {
    format!(
        "the constant part `{}` is not a sum of integer multiples of the strides {}",
        rest.show(cx),
        strides
            .iter()
            .map(|s| format!("`{}`", s.show(cx)))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// `m1*v1 + m2*v2 + a`, positive terms first.
fn build_sub(
    terms: &[(usize, i128)],
    offset: i128,
    loop_vars: &[&str],
    span: Span,
) -> Result<Expr, String> {
    let mk = |kind| Expr { kind, span };
    // (negative?, |m| or |a|, Some(var) or None for the constant)
    let mut parts: Vec<(bool, i128, Option<&str>)> = terms
        .iter()
        .filter(|(_, m)| *m != 0)
        .map(|&(v, m)| (m < 0, m.abs(), Some(loop_vars[v])))
        .collect();
    if offset != 0 {
        parts.push((offset < 0, offset.checked_abs().unwrap_or(i128::MAX), None));
    }
    if parts.is_empty() {
        return Ok(mk(ExprKind::Int(0, "0".into())));
    }
    // A positive part first, so `1 - i` rather than `-i + 1`.
    if let Some(p) = parts.iter().position(|p| !p.0) {
        let first = parts.remove(p);
        parts.insert(0, first);
    }
    let int = |v: i128| -> Result<Expr, String> {
        let v = i64::try_from(v).map_err(|_| too_large())?;
        Ok(mk(ExprKind::Int(v, v.to_string())))
    };
    let term = |(_, a, var): (bool, i128, Option<&str>)| -> Result<Expr, String> {
        match var {
            None => int(a),
            Some(v) if a == 1 => Ok(mk(ExprKind::Ident(v.to_string()))),
            Some(v) => Ok(mk(ExprKind::Binary(
                BinOp::Mul,
                Box::new(int(a)?),
                Box::new(mk(ExprKind::Ident(v.to_string()))),
            ))),
        }
    };
    let mut it = parts.into_iter();
    let first = it.next().expect("parts is not empty");
    let mut e = term(first)?;
    if first.0 {
        e = mk(ExprKind::Unary(UnOp::Neg, Box::new(e)));
    }
    for p in it {
        let op = if p.0 { BinOp::Sub } else { BinOp::Add };
        e = mk(ExprKind::Binary(op, Box::new(e), Box::new(term(p)?)));
    }
    Ok(e)
}

// ---------------------------------------------------------------------------------------------
// Polynomials.

/// A monomial: atoms (keys) with positive exponents, sorted by key.
type Mono = Vec<(String, u32)>;

fn mono_mul(a: &Mono, b: &Mono) -> Mono {
    let mut out: Mono = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        match (a.get(i), b.get(j)) {
            (Some(x), Some(y)) if x.0 == y.0 => {
                out.push((x.0.clone(), x.1.saturating_add(y.1)));
                i += 1;
                j += 1;
            }
            (Some(x), Some(y)) if x.0 < y.0 => {
                out.push(x.clone());
                i += 1;
            }
            (Some(_), Some(y)) => {
                out.push(y.clone());
                j += 1;
            }
            (Some(x), None) => {
                out.push(x.clone());
                i += 1;
            }
            (None, Some(y)) => {
                out.push(y.clone());
                j += 1;
            }
            (None, None) => break,
        }
    }
    out
}

/// `a / b` if `b` divides `a`.
fn mono_div(a: &Mono, b: &Mono) -> Option<Mono> {
    let mut out = a.clone();
    for (k, e) in b {
        let pos = out.iter().position(|(x, _)| x == k)?;
        let have = out[pos].1;
        match have.cmp(e) {
            Ordering::Less => return None,
            Ordering::Equal => {
                out.remove(pos);
            }
            Ordering::Greater => out[pos].1 = have - e,
        }
    }
    Some(out)
}

fn mono_deg(m: &Mono) -> u64 {
    m.iter().map(|(_, e)| u64::from(*e)).sum()
}

/// Graded lexicographic order (atoms earlier by key weigh more): a monomial order, so the
/// leading term of a product is the product of the leading terms.
fn grlex(a: &Mono, b: &Mono) -> Ordering {
    mono_deg(a).cmp(&mono_deg(b)).then_with(|| {
        let (mut i, mut j) = (0, 0);
        loop {
            match (a.get(i), b.get(j)) {
                (Some(x), Some(y)) if x.0 == y.0 => {
                    if x.1 != y.1 {
                        return x.1.cmp(&y.1);
                    }
                    i += 1;
                    j += 1;
                }
                (Some(x), Some(y)) => {
                    return if x.0 < y.0 {
                        Ordering::Greater
                    } else {
                        Ordering::Less
                    }
                }
                (Some(_), None) => return Ordering::Greater,
                (None, Some(_)) => return Ordering::Less,
                (None, None) => return Ordering::Equal,
            }
        }
    })
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    i128::try_from(a).unwrap_or(i128::MAX)
}

/// A polynomial with integer coefficients; no zero coefficient is stored.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct Poly(BTreeMap<Mono, i128>);

impl Poly {
    fn zero() -> Poly {
        Poly(BTreeMap::new())
    }

    fn constant(c: i128) -> Poly {
        let mut p = Poly::zero();
        if c != 0 {
            p.0.insert(Vec::new(), c);
        }
        p
    }

    fn atom(key: &str) -> Poly {
        let mut p = Poly::zero();
        p.0.insert(vec![(key.to_string(), 1)], 1);
        p
    }

    fn is_const(&self) -> bool {
        self.0.keys().all(|m| m.is_empty())
    }

    fn as_const(&self) -> Option<i128> {
        self.is_const()
            .then(|| self.0.get(&Vec::new()).copied().unwrap_or(0))
    }

    fn add_term(&mut self, m: Mono, c: i128) -> Option<()> {
        let e = self.0.entry(m).or_insert(0);
        *e = e.checked_add(c)?;
        if *e == 0 {
            self.0.retain(|_, v| *v != 0);
        }
        (self.0.len() <= MAX_TERMS).then_some(())
    }

    fn add(&self, o: &Poly) -> Option<Poly> {
        let mut r = self.clone();
        for (m, c) in &o.0 {
            r.add_term(m.clone(), *c)?;
        }
        Some(r)
    }

    fn neg(&self) -> Option<Poly> {
        self.scale(-1)
    }

    fn sub(&self, o: &Poly) -> Option<Poly> {
        self.add(&o.neg()?)
    }

    fn scale(&self, k: i128) -> Option<Poly> {
        if k == 0 {
            return Some(Poly::zero());
        }
        let mut r = Poly::zero();
        for (m, c) in &self.0 {
            r.0.insert(m.clone(), c.checked_mul(k)?);
        }
        Some(r)
    }

    fn mul(&self, o: &Poly) -> Option<Poly> {
        if self.0.len().saturating_mul(o.0.len()) > MAX_TERMS * 8 {
            return None;
        }
        let mut r = Poly::zero();
        for (ma, ca) in &self.0 {
            for (mb, cb) in &o.0 {
                r.add_term(mono_mul(ma, mb), ca.checked_mul(*cb)?)?;
            }
        }
        Some(r)
    }

    fn leading(&self) -> Option<(&Mono, i128)> {
        self.0
            .iter()
            .max_by(|a, b| grlex(a.0, b.0))
            .map(|(m, c)| (m, *c))
    }

    /// The gcd of the coefficients (positive; 0 for the zero polynomial).
    fn content(&self) -> i128 {
        self.0.values().fold(0, |g, c| gcd(g, *c))
    }

    fn div_int(&self, g: i128) -> Option<Poly> {
        let mut r = Poly::zero();
        for (m, c) in &self.0 {
            if g == 0 || c % g != 0 {
                return None;
            }
            r.0.insert(m.clone(), c / g);
        }
        Some(r)
    }

    /// `self / d` when exact (multivariate division by leading terms in grlex order).
    fn div_exact(&self, d: &Poly) -> Option<Poly> {
        let (dm, dc) = d.leading()?;
        let mut rest = self.clone();
        let mut q = Poly::zero();
        for _ in 0..4 * MAX_TERMS {
            let Some((lm, lc)) = rest.leading() else {
                return Some(q);
            };
            let m = mono_div(lm, dm)?;
            if lc % dc != 0 {
                return None;
            }
            let mut t = Poly::zero();
            t.0.insert(m.clone(), lc / dc);
            q.add_term(m, lc / dc)?;
            rest = rest.sub(&t.mul(d)?)?;
        }
        None
    }

    /// The terms in decreasing grlex order.
    fn terms(&self) -> Vec<(&Mono, i128)> {
        let mut t: Vec<_> = self.0.iter().map(|(m, c)| (m, *c)).collect();
        t.sort_by(|a, b| grlex(b.0, a.0));
        t
    }

    /// As an expression: `n + 2`, `nx * ny`, `512`; a sum of several terms is parenthesised.
    fn to_expr(&self, cx: &Norm, span: Span) -> Expr {
        let mk = |kind| Expr { kind, span };
        let int = |v: i128| {
            let v = i64::try_from(v).unwrap_or(i64::MAX);
            mk(ExprKind::Int(v, v.to_string()))
        };
        let terms = self.terms();
        if terms.is_empty() {
            return int(0);
        }
        let term = |m: &Mono, a: i128| -> Expr {
            let mut factors: Vec<Expr> = Vec::new();
            if a != 1 || m.is_empty() {
                factors.push(int(a));
            }
            for (k, e) in m {
                for _ in 0..*e {
                    factors.push(cx.atom_expr(k, span));
                }
            }
            let mut it = factors.into_iter();
            let first = it.next().unwrap_or_else(|| int(1));
            it.fold(first, |acc, f| {
                mk(ExprKind::Binary(BinOp::Mul, Box::new(acc), Box::new(f)))
            })
        };
        let several = terms.len() > 1;
        let mut it = terms.into_iter();
        let (m0, c0) = it.next().expect("terms is not empty");
        let mut e = term(m0, c0.abs());
        if c0 < 0 {
            e = mk(ExprKind::Unary(UnOp::Neg, Box::new(e)));
        }
        for (m, c) in it {
            let op = if c < 0 { BinOp::Sub } else { BinOp::Add };
            e = mk(ExprKind::Binary(
                op,
                Box::new(e),
                Box::new(term(m, c.abs())),
            ));
        }
        if several {
            mk(ExprKind::Paren(Box::new(e)))
        } else {
            e
        }
    }

    /// C-like text for messages.
    fn show(&self, cx: &Norm) -> String {
        let e = self.to_expr(cx, Span::default());
        match e.kind {
            ExprKind::Paren(inner) => key(&inner),
            _ => key(&e),
        }
    }
}

/// Order coefficients by size: degree, then |leading coefficient|, then the terms.
fn size_cmp(a: &Poly, b: &Poly) -> Ordering {
    let deg = |p: &Poly| p.leading().map_or(0, |(m, _)| mono_deg(m));
    let lc = |p: &Poly| p.leading().map_or(0, |(_, c)| c.unsigned_abs());
    deg(a)
        .cmp(&deg(b))
        .then(lc(a).cmp(&lc(b)))
        .then_with(|| a.0.cmp(&b.0))
}

// ---------------------------------------------------------------------------------------------
// Normalisation.

/// Integer casts that are looked through: integer scalars of at least 4 bytes, no pointer.
fn is_int_cast(t: &Type) -> bool {
    t.pointers == 0
        && t.dims.is_empty()
        && t.scalar.is_integer()
        && t.scalar.size_bytes().is_some_and(|b| b >= 4)
}

/// An expression as C text for messages (the structural key: see [`key`]).
pub fn c_text(e: &Expr) -> String {
    key(e)
}

/// Structural key (and message text) of an expression: C text, fully parenthesised binary
/// operations, no source parentheses, integer casts dropped, literals by value.
fn key(e: &Expr) -> String {
    let k = key_inner(e);
    match strip_parens(e).kind {
        ExprKind::Binary(..) if k.starts_with('(') && k.ends_with(')') => k[1..k.len() - 1].into(),
        _ => k,
    }
}

fn key_inner(e: &Expr) -> String {
    let ty = |t: &Type| format!("{}{}", t.scalar.c_name(), "*".repeat(t.pointers as usize));
    match &e.kind {
        ExprKind::Ident(n) => n.clone(),
        ExprKind::Int(v, _) => v.to_string(),
        ExprKind::Float(_, t) | ExprKind::Char(t) | ExprKind::Str(t) => t.clone(),
        ExprKind::Paren(x) => key_inner(x),
        ExprKind::Binary(op, a, b) => {
            format!("({} {} {})", key_inner(a), op.token(), key_inner(b))
        }
        ExprKind::Unary(op, a) => format!("{}{}", op.token(), key_inner(a)),
        ExprKind::PostIncDec(inc, a) => {
            format!("{}{}", key_inner(a), if *inc { "++" } else { "--" })
        }
        ExprKind::Assign(op, a, b) => format!(
            "({} {}= {})",
            key_inner(a),
            op.map_or("", |o| o.token()),
            key_inner(b)
        ),
        ExprKind::Ternary(c, a, b) => {
            format!("({} ? {} : {})", key_inner(c), key_inner(a), key_inner(b))
        }
        ExprKind::Call(f, args) => format!(
            "{}({})",
            key_inner(f),
            args.iter().map(key).collect::<Vec<_>>().join(", ")
        ),
        ExprKind::Index(a, i) => format!("{}[{}]", key_inner(a), key(i)),
        ExprKind::Member(a, f, arrow) => {
            format!(
                "{}{}{}",
                key_inner(a),
                if *arrow { "->" } else { "." },
                f.name
            )
        }
        ExprKind::Cast(t, a) if is_int_cast(t) => key_inner(a),
        ExprKind::Cast(t, a) => format!("(({}) {})", ty(t), key_inner(a)),
        ExprKind::SizeofType(t) => format!("sizeof({})", ty(t)),
        ExprKind::SizeofExpr(a) => format!("sizeof({})", key(a)),
    }
}

fn strip_parens(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(x) => strip_parens(x),
        _ => e,
    }
}

/// The normaliser: the loop variables and the atoms met so far (key -> expression).
struct Norm<'a> {
    loop_vars: &'a [&'a str],
    atoms: BTreeMap<String, Expr>,
}

impl<'a> Norm<'a> {
    fn new(loop_vars: &'a [&'a str]) -> Norm<'a> {
        Norm {
            loop_vars,
            atoms: BTreeMap::new(),
        }
    }

    /// The loop variable `e` mentions, if any.
    fn loop_var_in(&self, e: &Expr) -> Option<String> {
        let mut found = None;
        e.walk(&mut |x| {
            if let ExprKind::Ident(n) = &x.kind {
                if found.is_none() && self.loop_vars.contains(&n.as_str()) {
                    found = Some(n.clone());
                }
            }
        });
        found
    }

    fn atom_expr(&self, k: &str, span: Span) -> Expr {
        match self.atoms.get(k) {
            Some(e) => match e.kind {
                ExprKind::Ident(_)
                | ExprKind::Int(..)
                | ExprKind::Call(..)
                | ExprKind::Index(..)
                | ExprKind::Member(..) => e.clone(),
                _ => Expr {
                    kind: ExprKind::Paren(Box::new(e.clone())),
                    span,
                },
            },
            None => Expr {
                kind: ExprKind::Ident(k.to_string()),
                span,
            },
        }
    }

    fn opaque(&mut self, e: &Expr) -> Poly {
        let e = strip_parens(e);
        let k = key(e);
        self.atoms.entry(k.clone()).or_insert_with(|| e.clone());
        Poly::atom(&k)
    }

    fn poly(&mut self, e: &Expr) -> Result<Poly, String> {
        match &e.kind {
            ExprKind::Ident(n) => {
                self.atoms.entry(n.clone()).or_insert_with(|| e.clone());
                Ok(Poly::atom(n))
            }
            ExprKind::Int(v, _) => Ok(Poly::constant(i128::from(*v))),
            ExprKind::Paren(x) => self.poly(x),
            ExprKind::Cast(t, x) if is_int_cast(t) => self.poly(x),
            ExprKind::Unary(UnOp::Plus, x) => self.poly(x),
            ExprKind::Unary(UnOp::Neg, x) => self.poly(x)?.neg().ok_or_else(too_large),
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub | BinOp::Mul), a, b) => {
                let (pa, pb) = (self.poly(a)?, self.poly(b)?);
                let r = match op {
                    BinOp::Add => pa.add(&pb),
                    BinOp::Sub => pa.sub(&pb),
                    _ => pa.mul(&pb),
                }
                .ok_or_else(too_large)?;
                if *op == BinOp::Mul {
                    self.check_linear(&r, e)?;
                }
                Ok(r)
            }
            ExprKind::Binary(op, a, b) => {
                if let Some(v) = self.loop_var_in(e) {
                    let what = match op {
                        BinOp::Div => "divides",
                        BinOp::Rem => "takes a remainder of",
                        BinOp::Shl | BinOp::Shr => "shifts",
                        _ => "applies a non-affine operator to",
                    };
                    return Err(format!(
                        "`{}` {what} the loop variable `{v}`: a subscript must be + - * of the loop variables",
                        key(e)
                    ));
                }
                if let (Ok(pa), Ok(pb)) = (self.poly(a), self.poly(b)) {
                    if let (Some(x), Some(y)) = (pa.as_const(), pb.as_const()) {
                        if let Some(v) = fold(*op, x, y) {
                            return Ok(Poly::constant(v));
                        }
                    }
                }
                Ok(self.opaque(e))
            }
            ExprKind::Float(_, t) => Err(format!(
                "the floating-point literal `{t}` cannot be part of a subscript"
            )),
            ExprKind::Assign(..)
            | ExprKind::PostIncDec(..)
            | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _) => Err(format!(
                "`{}` has a side effect: a subscript must be + - * of the loop variables",
                key(e)
            )),
            _ => match self.loop_var_in(e) {
                None => Ok(self.opaque(e)),
                Some(v) => Err(match &e.kind {
                    ExprKind::Index(..) => format!(
                        "`{}` is an indirect subscript: the loop variable `{v}` is inside an array reference",
                        key(e)
                    ),
                    ExprKind::Call(..) => format!(
                        "`{}` passes the loop variable `{v}` to a function: a subscript must be + - * of the loop variables",
                        key(e)
                    ),
                    ExprKind::Cast(..) => format!(
                        "`{}` casts the loop variable `{v}` to a non-integer type",
                        key(e)
                    ),
                    _ => format!(
                        "`{}` uses the loop variable `{v}` in a way that is not + - *: the subscript is not affine",
                        key(e)
                    ),
                }),
            },
        }
    }

    /// Err if a product has a monomial of degree 2 or more in the loop variables.
    fn check_linear(&self, p: &Poly, e: &Expr) -> Result<(), String> {
        for m in p.0.keys() {
            let vars: Vec<&str> = m
                .iter()
                .filter(|(a, _)| self.loop_vars.contains(&a.as_str()))
                .flat_map(|(a, k)| (0..*k).map(move |_| a.as_str()))
                .collect();
            if vars.len() > 1 {
                let names = if vars.iter().all(|v| *v == vars[0]) {
                    format!("the loop variable `{}` by itself", vars[0])
                } else {
                    format!("the loop variables `{}` and `{}`", vars[0], vars[1])
                };
                return Err(format!(
                    "`{}` multiplies {names}: the subscript is not linear in the loop variables",
                    key(e)
                ));
            }
        }
        Ok(())
    }
}

/// C's `/ % << >> & | ^` on two integer constants (as `long`), if defined.
fn fold(op: BinOp, x: i128, y: i128) -> Option<i128> {
    let (x, y) = (i64::try_from(x).ok()?, i64::try_from(y).ok()?);
    let r = match op {
        BinOp::Div => x.checked_div(y)?,
        BinOp::Rem => x.checked_rem(y)?,
        BinOp::Shl if (0..63).contains(&y) && x >= 0 => x.checked_mul(1i64 << y)?,
        BinOp::Shr if (0..64).contains(&y) => x >> y,
        BinOp::BitAnd => x & y,
        BinOp::BitOr => x | y,
        BinOp::BitXor => x ^ y,
        _ => return None,
    };
    Some(i128::from(r))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(k: &str) -> Poly {
        Poly::atom(k)
    }

    #[test]
    fn grlex_leading_term_of_product() {
        let a = p("n").add(&Poly::constant(2)).unwrap();
        let sq = a.mul(&a).unwrap();
        let (m, c) = sq.leading().unwrap();
        assert_eq!((m.clone(), c), (vec![("n".to_string(), 2)], 1));
        assert_eq!(sq.div_exact(&a), Some(a.clone()));
        assert_eq!(sq.add(&Poly::constant(1)).unwrap().div_exact(&a), None);
    }

    #[test]
    fn division_by_a_multivariate_polynomial() {
        // (n*m + 2*n + 2*m + 4) / (m + 2) = n + 2
        let n2 = p("n").add(&Poly::constant(2)).unwrap();
        let m2 = p("m").add(&Poly::constant(2)).unwrap();
        let prod = n2.mul(&m2).unwrap();
        assert_eq!(prod.div_exact(&m2), Some(n2.clone()));
        assert_eq!(prod.div_exact(&n2), Some(m2));
        assert_eq!(
            Poly::constant(262144).div_exact(&Poly::constant(512)),
            Some(Poly::constant(512))
        );
        assert_eq!(Poly::constant(100).div_exact(&Poly::constant(512)), None);
    }

    #[test]
    fn content_and_gcd() {
        let q = p("n").scale(4).unwrap().add(&Poly::constant(6)).unwrap();
        assert_eq!(q.content(), 2);
        assert_eq!(gcd(0, -7), 7);
    }

    #[test]
    fn folding() {
        assert_eq!(fold(BinOp::Div, -7, 2), Some(-3));
        assert_eq!(fold(BinOp::Div, 1, 0), None);
        assert_eq!(fold(BinOp::Shl, 1, 9), Some(512));
    }
}
