//! Plane sums: reuse of partial sums across z planes, past the paper (the gap it left to hand
//! CUDA on the 19- and 27-point stencils).
//!
//! A nest `W[z][y][x] = E` whose right side is linear in the stencil's main array `A`,
//! `E = sum_i c_i * A[z+dz_i][y+dy_i][x+dx_i] + rest`, with coefficients `c_i` free of arrays
//! and loop variables, is computed by a thread that walks its z chunk plane by plane: when plane
//! `p` of `A` arrives, its in-plane partial sum for each `dz` (`S_dz(p)`) is added to the
//! accumulator of output `z = p - dz`; after plane `p`, output `p - rz` is complete and written
//! with `rest`. Each plane of `A` is then read once per thread instead of once per `dz`, and the
//! 27-point stencil needs 9 loads per point instead of 27. A thread may own a group of points
//! (`chunksize` x of 1, 2 or 4 times y rows, at most [`MAX_GROUP`]): the planner accepts it and
//! the emitter reads each plane's rows once for the whole group.
//!
//! Invariants: [`linear_form`] only succeeds when the rewrite computes the same sum (up to the
//! order of the additions, and `x / c` computed as `x * (1 / c)`): the written array is not `A`,
//! `A` is only read, every reference to `A` is `loopvar ± constant` in each dimension, the
//! coefficients mention no array and no loop variable, and `rest` does not mention `A`.

use mint_analyzer::{var_offset, Nest};

/// Most points (`chunksize` x times y) a plane-sums thread computes: each point keeps `2 rz + 1`
/// accumulators in registers.
pub const MAX_GROUP: u32 = 8;
use mint_lang::ast::{BinOp, Expr, ExprKind, StmtKind, UnOp};

/// One term `± (c_1 * c_2 ...) / (d_1 * ...) * A[z+dz][y+dy][x+dx]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Term {
    /// Subtracted.
    pub neg: bool,
    /// Factors it is multiplied by.
    pub mul: Vec<Expr>,
    /// Factors it is divided by.
    pub div: Vec<Expr>,
    /// Offsets `(dx, dy, dz)`.
    pub off: [i64; 3],
}

/// A term of the right side that does not read `A` (evaluated at the output point).
#[derive(Debug, Clone, PartialEq)]
pub struct Rest {
    /// Subtracted.
    pub neg: bool,
    /// Factors it is multiplied by.
    pub mul: Vec<Expr>,
    /// Factors it is divided by.
    pub div: Vec<Expr>,
    /// The term.
    pub expr: Expr,
}

/// The right side of a nest as a linear form in its main array.
#[derive(Debug, Clone, PartialEq)]
pub struct LinearForm {
    /// The array the sums read (`A`).
    pub array: String,
    /// The written array (`W`).
    pub target: String,
    /// The terms that read `A`.
    pub terms: Vec<Term>,
    /// The terms that do not.
    pub rest: Vec<Rest>,
    /// Largest `|dz|`.
    pub rz: u32,
}

impl LinearForm {
    /// The distinct `dz` of the terms, ascending.
    pub fn planes(&self) -> Vec<i64> {
        let mut v: Vec<i64> = self.terms.iter().map(|t| t.off[2]).collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}

/// `A[s0][s1][s2]` as the array name and its subscripts, outermost first.
pub fn index_chain(e: &Expr) -> Option<(&str, Vec<&Expr>)> {
    let mut subs = Vec::new();
    let mut cur = e;
    while let ExprKind::Index(b, i) = &cur.kind {
        subs.push(&**i);
        cur = b;
    }
    subs.reverse();
    match &cur.kind {
        ExprKind::Ident(n) if !subs.is_empty() => Some((n, subs)),
        _ => None,
    }
}

fn mentions(e: &Expr, pred: &dyn Fn(&str) -> bool) -> bool {
    let mut hit = false;
    e.walk(&mut |x| match &x.kind {
        ExprKind::Ident(n) if pred(n) => hit = true,
        ExprKind::Index(..) if index_chain(x).is_some_and(|(n, _)| pred(n)) => hit = true,
        _ => {}
    });
    hit
}

struct Cx<'a> {
    array: &'a str,
    vars: [&'a str; 3],
    arrays: Vec<&'a str>,
    form: LinearForm,
}

impl Cx<'_> {
    fn is_coef(&self, e: &Expr) -> bool {
        !mentions(e, &|n| self.vars.contains(&n) || self.arrays.contains(&n))
    }

    fn reads_a(&self, e: &Expr) -> bool {
        mentions(e, &|n| n == self.array)
    }

    /// `A[z+dz][y+dy][x+dx]` as `(dx, dy, dz)`.
    fn offsets(&self, e: &Expr) -> Option<[i64; 3]> {
        let (name, subs) = index_chain(e)?;
        if name != self.array || subs.len() != 3 {
            return None;
        }
        let mut off = [0i64; 3];
        for (i, s) in subs.iter().enumerate() {
            let (v, o) = var_offset(s)?;
            if v != self.vars[i] {
                return None;
            }
            off[2 - i] = o;
        }
        Some(off)
    }

    fn lin(&mut self, e: &Expr, neg: bool, mul: &[Expr], div: &[Expr]) -> Result<(), String> {
        if !self.reads_a(e) {
            self.form.rest.push(Rest {
                neg,
                mul: mul.to_vec(),
                div: div.to_vec(),
                expr: e.clone(),
            });
            return Ok(());
        }
        let with = |v: &[Expr], x: &Expr| {
            let mut v = v.to_vec();
            v.push(x.clone());
            v
        };
        match &e.kind {
            ExprKind::Paren(x) => self.lin(x, neg, mul, div),
            ExprKind::Unary(UnOp::Neg, x) => self.lin(x, !neg, mul, div),
            ExprKind::Unary(UnOp::Plus, x) => self.lin(x, neg, mul, div),
            ExprKind::Binary(BinOp::Add, a, b) => {
                self.lin(a, neg, mul, div)?;
                self.lin(b, neg, mul, div)
            }
            ExprKind::Binary(BinOp::Sub, a, b) => {
                self.lin(a, neg, mul, div)?;
                self.lin(b, !neg, mul, div)
            }
            ExprKind::Binary(BinOp::Mul, a, b) if self.is_coef(a) => {
                self.lin(b, neg, &with(mul, a), div)
            }
            ExprKind::Binary(BinOp::Mul, a, b) if self.is_coef(b) => {
                self.lin(a, neg, &with(mul, b), div)
            }
            ExprKind::Binary(BinOp::Div, a, b) if self.is_coef(b) => {
                self.lin(a, neg, mul, &with(div, b))
            }
            ExprKind::Index(..) => {
                let off = self.offsets(e).ok_or_else(|| {
                    format!("a reference to {} is not loopvar ± constant", self.array)
                })?;
                self.form.terms.push(Term {
                    neg,
                    mul: mul.to_vec(),
                    div: div.to_vec(),
                    off,
                });
                Ok(())
            }
            _ => Err(format!(
                "the right side is not a sum of constant multiples of {}",
                self.array
            )),
        }
    }
}

/// The linear form of `n`'s body in its main array, or why there is none.
pub fn linear_form(n: &Nest) -> Result<LinearForm, String> {
    if n.parallel != 3 {
        return Err("plane sums apply to 3D nests".into());
    }
    if !n.reductions.is_empty() {
        return Err("the nest has reductions".into());
    }
    if n.loops[..3].iter().any(|l| l.step != 1) {
        return Err("a parallel loop does not step by 1".into());
    }
    let st = n
        .stencil
        .as_ref()
        .ok_or_else(|| "the nest is not a stencil".to_string())?;
    let mut body = &n.body;
    while let StmtKind::Block(b) = &body.kind {
        match b.stmts.as_slice() {
            [one] => body = one,
            _ => return Err("the body is not one assignment".into()),
        }
    }
    let StmtKind::Expr(e) = &body.kind else {
        return Err("the body is not one assignment".into());
    };
    let ExprKind::Assign(None, lhs, rhs) = &e.kind else {
        return Err("the body is not one plain assignment".into());
    };
    let (target, subs) =
        index_chain(lhs).ok_or_else(|| "the assignment does not write an array".to_string())?;
    let vars = [
        n.loops[0].var.as_str(),
        n.loops[1].var.as_str(),
        n.loops[2].var.as_str(),
    ];
    let centred = subs.len() == 3
        && subs
            .iter()
            .enumerate()
            .all(|(i, s)| var_offset(s) == Some((vars[i], 0)));
    if !centred {
        return Err("the written point is not [z][y][x]".into());
    }
    let a = &st.main_array;
    if target == a {
        return Err(format!("{a} is written by the nest"));
    }
    let au = n
        .arrays
        .iter()
        .find(|x| &x.name == a)
        .ok_or_else(|| format!("{a} is not an array of the nest"))?;
    if au.writes > 0 || !au.elem.is_floating() {
        return Err(format!("{a} is written, or not floating point"));
    }
    let mut cx = Cx {
        array: a,
        vars,
        arrays: n.arrays.iter().map(|x| x.name.as_str()).collect(),
        form: LinearForm {
            array: a.clone(),
            target: target.to_string(),
            terms: Vec::new(),
            rest: Vec::new(),
            rz: 0,
        },
    };
    cx.lin(rhs, false, &[], &[])?;
    let mut form = cx.form;
    form.rz = form
        .terms
        .iter()
        .map(|t| t.off[2].unsigned_abs() as u32)
        .max()
        .unwrap_or(0);
    if form.planes().len() < 2 {
        return Err(format!("{a} is read in fewer than two planes"));
    }
    Ok(form)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest(body: &str) -> Nest {
        let src = format!(
            "void f(int n, double c0, double c1, double ***U, double ***V, double ***B) {{\n\
             #pragma mint copy(U, toDevice, n, n, n)\n\
             #pragma mint copy(V, toDevice, n, n, n)\n\
             #pragma mint copy(B, toDevice, n, n, n)\n\
             #pragma mint parallel\n{{\n\
             #pragma mint for nest(all)\n\
             for (int z = 1; z < n - 1; z++) for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
             {body}\n}}\n}}\n"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let p = mint_analyzer::analyze(&tu).unwrap_or_else(|e| panic!("{e:?}"));
        // (Bound first: the iterator borrows `p`, which a tail expression would outlive.)
        #[allow(clippy::let_and_return)]
        let n = p.nests().next().unwrap().clone();
        n
    }

    #[test]
    fn poisson_like_sums_decompose() {
        let n = nest("V[z][y][x] = c0 * (B[z][y][x] + c1 * (U[z-1][y][x] + U[z+1][y][x]) + U[z][y-1][x] - U[z][y][x+1] / 2.0);");
        let f = linear_form(&n).unwrap();
        assert_eq!(f.array, "U");
        assert_eq!(f.target, "V");
        assert_eq!(f.terms.len(), 4);
        assert_eq!(f.rest.len(), 1);
        assert_eq!(f.planes(), vec![-1, 0, 1]);
        let last = &f.terms[3];
        assert!(last.neg && last.div.len() == 1 && last.mul.len() == 1 && last.off == [1, 0, 0]);
    }

    #[test]
    fn nonlinear_or_varying_coefficients_are_refused() {
        for body in [
            "V[z][y][x] = U[z-1][y][x] * U[z+1][y][x];",
            "V[z][y][x] = B[z][y][x] * (U[z-1][y][x] + U[z+1][y][x]);",
            "V[z][y][x] = z * (U[z-1][y][x] + U[z+1][y][x]);",
            "V[z][y][x] = sqrt(U[z-1][y][x]) + U[z+1][y][x];",
            "V[z][y][x] = U[z][y-1][x] + U[z][y+1][x];",
        ] {
            assert!(linear_form(&nest(body)).is_err(), "{body}");
        }
    }

    /// The planner's groups: 1, 2 or 4 x points times y rows, at most [`MAX_GROUP`] points, one
    /// thread layer in z; anything else gets a note that says why.
    #[test]
    fn groups_the_planner_accepts_and_refuses() {
        let body =
            "V[z][y][x] = c0 * U[z][y][x] + c1 * (U[z-1][y][x] + U[z+1][y][x] + U[z][y][x-1]);";
        let sw = crate::Switches {
            plane_sums: true,
            ..crate::Switches::default()
        };
        let plan = |tile: [i64; 3], chunk: [i64; 3]| {
            let mut n = nest(body);
            n.schedule = mint_analyzer::schedule_override(&tile, &chunk, 3).unwrap();
            crate::plan_nest(&n, 2, &sw)
        };
        for (tile, chunk) in [
            ([32, 8, 16], [1, 1, 16]),
            ([128, 4, 16], [4, 1, 16]),
            ([64, 8, 8], [2, 2, 8]),
            ([128, 8, 8], [4, 2, 8]),
            ([32, 16, 8], [1, 4, 8]),
        ] {
            let (p, why) = plan(tile, chunk);
            assert!(p.plane_sums, "{tile:?} {chunk:?}: {why:?}");
        }
        for (tile, chunk) in [
            ([96, 4, 8], [3, 1, 8]),
            ([128, 16, 8], [4, 4, 8]),
            ([32, 8, 16], [1, 1, 8]),
        ] {
            let (p, why) = plan(tile, chunk);
            assert!(!p.plane_sums, "{tile:?} {chunk:?} accepted");
            let why = why.unwrap_or_default();
            assert!(why.contains("plane sums need"), "{tile:?} {chunk:?}: {why}");
        }
    }
}
