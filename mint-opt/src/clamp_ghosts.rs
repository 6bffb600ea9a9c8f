//! Clamped neighbours as plain neighbours over ghost cells, for the fused kernel.
//!
//! `select_refs` turns a clamped neighbour (`w = (x == 0) ? c : c - 1`) into a *selected
//! reference* `((x == 0) ? t[z][y][x] : t[z][y][x - 1])`. A fused stage that evaluates it keeps
//! both staged values and the compare live per point. But where the selection is exactly "past
//! the space's edge, take the edge" (the reference equals `t[clamp(x - 1)]` at every point of the
//! space), the stage can read the plain neighbour `t[z][y][x - 1]` instead, provided the value
//! its window holds just outside the space is the value at the edge: a *ghost cell*.
//! [`clamp_ghosts`] finds the sides of each dimension where that holds for every reference that
//! reaches past them, and [`collapse_clamps`] rewrites the body's selected references to plain
//! ones; the kernel writer (`mint_emit::kernel_temporal`) makes the ghost values.
//!
//! Invariants:
//! - A selection tree collapses only where, for every point of the space, the element it picks
//!   is the element at `clamp(point + D)`, clamped on the sides it selects on, with `D` the
//!   offset it picks away from every edge. This is decided exactly: each condition must be `v op
//!   E` (or `E op v`) with `v` a loop variable and `E` the loop's first value plus a constant, or
//!   its last value plus a constant; all conditions on one variable name the same edge, and `D`
//!   points towards it. Then the choice depends only on the distance to that edge, which is
//!   enumerated up to where every condition is settled (any extent of the space, one point
//!   included). Any other condition (`x % 2 == 0`, `x == n / 2`, both edges of one variable in
//!   one reference) leaves the reference as it is.
//! - A side is ghosted only where no reference that is not collapsed on it reaches past it: a
//!   plain `t[x - 1]` at `x = lo` reads the array's own value outside the space, which the ghost
//!   would replace.
//! - The collapsed reference reads the element C reads at every point of the space (the ghost
//!   holds that element's value), so the stage computes the same expression on the same values.

use mint_analyzer::delinearize::same_value;
use mint_analyzer::Nest;
use mint_lang::ast::*;

/// Ghost depth per dimension (x first) and side (`[first, last]`): the points past the space's
/// edge that collapsed references read; 0 where the side is not ghosted.
pub type Sides = [[u32; 2]; 3];

/// The sides of `n`'s space where references to `input` may read ghost cells (see the module
/// docs): every reference reaching past such a side is a clamp to it.
pub fn clamp_ghosts(n: &Nest, input: &str) -> Sides {
    let cx = Cx::new(n, input);
    let mut need: Sides = [[0; 2]; 3];
    let mut plain = [[false; 2]; 3];
    mint_analyzer::stencil::stmt_exprs(&n.body, &mut |e| cx.scan(e, &mut need, &mut plain));
    let mut out = need;
    for d in 0..3 {
        for s in 0..2 {
            if plain[d][s] {
                out[d][s] = 0;
            }
        }
    }
    out
}

/// `n` with the references to `input` that are clamps to sides of `sides` (depth enough)
/// rewritten to plain neighbours; other references unchanged.
pub fn collapse_clamps(n: &Nest, input: &str, sides: &Sides) -> Nest {
    let cx = Cx::new(n, input);
    let mut out = n.clone();
    let mut exprs = Vec::new();
    mint_analyzer::flat_arrays::stmt_exprs(&mut out.body, &mut exprs);
    for e in exprs {
        cx.rewrite(e, sides);
    }
    out
}

/// An edge of a loop's range.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Edge {
    First,
    Last,
}

/// A condition `v op edge + c` on dimension `dim`.
struct Cond {
    dim: usize,
    op: BinOp,
    edge: Edge,
    c: i64,
}

/// A selection tree: a reference's offsets (x first) at a leaf.
enum Tree {
    Leaf([i64; 3]),
    Pick(Cond, Box<Tree>, Box<Tree>),
}

/// What a tree collapses to: the plain offsets and, per dimension it selects on, the edge.
struct Clamp {
    d: [i64; 3],
    edges: [Option<Edge>; 3],
}

struct Cx<'a> {
    input: &'a str,
    /// Loop variable, first and last value per dimension (x first).
    dims: Vec<(String, Expr, Expr)>,
}

/// The last value of loop `l`: its bound, less one where its test is `<`.
pub(crate) fn last_of(l: &mint_analyzer::Loop) -> Expr {
    if l.hi_inclusive {
        l.hi.clone()
    } else {
        minus_one(&l.hi)
    }
}

/// The parallel loops of `n` by dimension, x first: each one's variable, first and last value.
pub(crate) fn dims_of(n: &Nest) -> Vec<(String, Expr, Expr)> {
    let p = n.parallel;
    (0..p)
        .map(|d| {
            let l = &n.loops[p - 1 - d];
            (l.var.clone(), l.lo.clone(), last_of(l))
        })
        .collect()
}

impl<'a> Cx<'a> {
    fn new(n: &Nest, input: &'a str) -> Self {
        Cx {
            input,
            dims: dims_of(n),
        }
    }

    /// Record what `e` needs: the sides its collapsible trees select on (`need`) and those its
    /// other references to the input reach past (`plain`).
    fn scan(&self, e: &Expr, need: &mut Sides, plain: &mut [[bool; 2]; 3]) {
        if let Some(t) = self.tree(e) {
            match clamp_of(&t) {
                Some(cl) => {
                    for (d, edge) in cl.edges.iter().enumerate() {
                        match edge {
                            Some(edge) => {
                                let s = usize::from(*edge == Edge::Last);
                                need[d][s] = need[d][s].max(cl.d[d].unsigned_abs() as u32);
                            }
                            None => reach(cl.d, d, plain),
                        }
                    }
                }
                None => leaves(&t, &mut |o| (0..3).for_each(|d| reach(o, d, plain))),
            }
            return;
        }
        if let Some(o) = self.leaf(e) {
            (0..3).for_each(|d| reach(o, d, plain));
            return;
        }
        let mut kids = Vec::new();
        children(e, &mut kids);
        for k in kids {
            self.scan(k, need, plain);
        }
    }

    fn rewrite(&self, e: &mut Expr, sides: &Sides) {
        if let Some(t) = self.tree(e) {
            if let Some(cl) = clamp_of(&t) {
                let ok = (0..3).all(|d| match cl.edges[d] {
                    Some(edge) => {
                        sides[d][usize::from(edge == Edge::Last)] >= cl.d[d].unsigned_abs() as u32
                    }
                    None => true,
                });
                if ok {
                    if let Some(r) = self.leaf_expr(e, cl.d) {
                        *e = r;
                    }
                }
            }
            return;
        }
        mint_analyzer::inline::each_child(e, &mut |c| self.rewrite(c, sides));
    }

    /// The reference of the tree `e` whose offsets are `d` (a clone of that leaf).
    fn leaf_expr(&self, e: &Expr, d: [i64; 3]) -> Option<Expr> {
        match &e.kind {
            ExprKind::Paren(x) => self.leaf_expr(x, d),
            ExprKind::Ternary(_, a, b) => self.leaf_expr(a, d).or_else(|| self.leaf_expr(b, d)),
            _ => (self.leaf(e) == Some(d)).then(|| e.clone()),
        }
    }

    /// The offsets of a reference to the input whose subscripts are the loop variables plus
    /// constants, in order.
    fn leaf(&self, e: &Expr) -> Option<[i64; 3]> {
        let (name, subs, _) = e.as_subscript()?;
        if name != self.input || subs.len() != self.dims.len() {
            return None;
        }
        let mut off = [0i64; 3];
        for (i, s) in subs.iter().enumerate() {
            let d = subs.len() - 1 - i;
            let (v, k) = mint_analyzer::var_offset(strip(s))?;
            if v != self.dims[d].0 {
                return None;
            }
            off[d] = k;
        }
        Some(off)
    }

    /// `e` as a selection tree between references to the input (at least one choice).
    fn tree(&self, e: &Expr) -> Option<Tree> {
        let ExprKind::Ternary(c, a, b) = &strip_parens(e).kind else {
            return None;
        };
        let sub = |x: &Expr| {
            self.tree(x)
                .or_else(|| self.leaf(strip_parens(x)).map(Tree::Leaf))
        };
        let (ta, tb) = (sub(a)?, sub(b)?);
        let cond = self.cond(c);
        match cond {
            Some(cond) => Some(Tree::Pick(cond, Box::new(ta), Box::new(tb))),
            // A choice between references on another condition: no clamp, but its leaves are
            // still references (they count as plain).
            None => Some(Tree::Pick(
                Cond {
                    dim: usize::MAX,
                    op: BinOp::Eq,
                    edge: Edge::First,
                    c: 0,
                },
                Box::new(ta),
                Box::new(tb),
            )),
        }
    }

    /// `v op E` (or `E op v`) with `E` an edge of `v`'s loop plus a constant.
    fn cond(&self, c: &Expr) -> Option<Cond> {
        let ExprKind::Binary(op, l, r) = &strip_parens(c).kind else {
            return None;
        };
        if !matches!(
            op,
            BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
        ) {
            return None;
        }
        let var_of = |x: &Expr| {
            let v = strip_parens(x).as_ident()?;
            self.dims.iter().position(|(n, _, _)| n == v)
        };
        let (dim, op, e) = if let Some(d) = var_of(l) {
            (d, *op, &**r)
        } else if let Some(d) = var_of(r) {
            let flipped = match op {
                BinOp::Lt => BinOp::Gt,
                BinOp::Le => BinOp::Ge,
                BinOp::Gt => BinOp::Lt,
                BinOp::Ge => BinOp::Le,
                o => *o,
            };
            (d, flipped, &**l)
        } else {
            return None;
        };
        let (_, first, last) = &self.dims[dim];
        for k in -4..=4i64 {
            if same_value(e, &plus(first, k)) {
                return Some(Cond {
                    dim,
                    op,
                    edge: Edge::First,
                    c: k,
                });
            }
            if same_value(e, &plus(last, k)) {
                return Some(Cond {
                    dim,
                    op,
                    edge: Edge::Last,
                    c: k,
                });
            }
        }
        None
    }
}

/// Mark the side of dimension `d` that offsets `o` reach past (if any).
fn reach(o: [i64; 3], d: usize, plain: &mut [[bool; 2]; 3]) {
    if o[d] < 0 {
        plain[d][0] = true;
    } else if o[d] > 0 {
        plain[d][1] = true;
    }
}

fn leaves(t: &Tree, f: &mut dyn FnMut([i64; 3])) {
    match t {
        Tree::Leaf(o) => f(*o),
        Tree::Pick(_, a, b) => {
            leaves(a, f);
            leaves(b, f);
        }
    }
}

/// Positions from an edge (`Some(i)`: `i` points into the space; `None`: far from it).
type Pos = [Option<i64>; 3];

/// Whether `cond` holds at `pos`.
fn holds(c: &Cond, pos: &Pos) -> bool {
    // `v - edge` at the position: `i` from the first value, `-i` from the last; far: +-inf.
    let diff = match (c.edge, pos[c.dim]) {
        (Edge::First, Some(i)) => Some(i),
        (Edge::Last, Some(i)) => Some(-i),
        (_, None) => None,
    };
    match diff {
        Some(x) => match c.op {
            BinOp::Eq => x == c.c,
            BinOp::Ne => x != c.c,
            BinOp::Lt => x < c.c,
            BinOp::Le => x <= c.c,
            BinOp::Gt => x > c.c,
            BinOp::Ge => x >= c.c,
            _ => false,
        },
        None => {
            let above = c.edge == Edge::First; // far inside: +inf from the first, -inf from the last
            match c.op {
                BinOp::Eq => false,
                BinOp::Ne => true,
                BinOp::Lt | BinOp::Le => !above,
                _ => above,
            }
        }
    }
}

fn pick(t: &Tree, pos: &Pos) -> [i64; 3] {
    match t {
        Tree::Leaf(o) => *o,
        Tree::Pick(c, a, b) => pick(if holds(c, pos) { a } else { b }, pos),
    }
}

/// The tree as a clamp (module docs), or `None`.
fn clamp_of(t: &Tree) -> Option<Clamp> {
    let mut edges: [Option<Edge>; 3] = [None; 3];
    let mut span = 0i64;
    let mut bad = false;
    conds(t, &mut |c| {
        if c.dim >= 3 {
            bad = true;
            return;
        }
        match edges[c.dim] {
            Some(e) if e != c.edge => bad = true,
            _ => edges[c.dim] = Some(c.edge),
        }
        span = span.max(c.c.abs());
    });
    if bad {
        return None;
    }
    let d = pick(t, &[None; 3]);
    let mut reach = 0;
    leaves(t, &mut |o| {
        reach = o.iter().fold(reach, |m, x| m.max(x.abs()))
    });
    for k in 0..3 {
        match edges[k] {
            Some(Edge::First) if d[k] >= 0 => return None,
            Some(Edge::Last) if d[k] <= 0 => return None,
            _ => {}
        }
    }
    // Every combination of positions near the selected edges (and far from them).
    let lim = span + reach + 2;
    let sel: Vec<usize> = (0..3).filter(|&k| edges[k].is_some()).collect();
    let choices: Vec<Option<i64>> = (0..=lim).map(Some).chain([None]).collect();
    let mut idx = vec![0usize; sel.len()];
    loop {
        let mut pos: Pos = [None; 3];
        for (j, &k) in sel.iter().enumerate() {
            pos[k] = choices[idx[j]];
        }
        let got = pick(t, &pos);
        for k in 0..3 {
            let want = match (edges[k], pos[k]) {
                (Some(Edge::First), Some(i)) => d[k].max(-i),
                (Some(Edge::Last), Some(i)) => d[k].min(i),
                _ => d[k],
            };
            if got[k] != want {
                return None;
            }
        }
        // Next combination.
        let mut j = 0;
        loop {
            if j == idx.len() {
                return Some(Clamp { d, edges });
            }
            idx[j] += 1;
            if idx[j] < choices.len() {
                break;
            }
            idx[j] = 0;
            j += 1;
        }
    }
}

fn conds(t: &Tree, f: &mut dyn FnMut(&Cond)) {
    if let Tree::Pick(c, a, b) = t {
        f(c);
        conds(a, f);
        conds(b, f);
    }
}

pub(crate) fn strip_parens(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(x) => strip_parens(x),
        _ => e,
    }
}

/// Through parentheses and integer casts.
fn strip(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(x) => strip(x),
        ExprKind::Cast(t, x) if t.rank() == 0 && t.scalar.is_integer() => strip(x),
        _ => e,
    }
}

/// The direct subexpressions of `e`.
fn children<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
    match &e.kind {
        ExprKind::Paren(x)
        | ExprKind::Unary(_, x)
        | ExprKind::Cast(_, x)
        | ExprKind::PostIncDec(_, x)
        | ExprKind::Member(x, ..)
        | ExprKind::SizeofExpr(x) => out.push(x),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
            out.push(a);
            out.push(b);
        }
        ExprKind::Ternary(c, a, b) => {
            out.push(c);
            out.push(a);
            out.push(b);
        }
        ExprKind::Call(f, args) => {
            out.push(f);
            out.extend(args.iter());
        }
        _ => {}
    }
}

/// `e + k` (`(e) - 1` for `k = -1`; `e` itself for 0).
pub(crate) fn plus(e: &Expr, k: i64) -> Expr {
    if k == 0 {
        return e.clone();
    }
    let span = e.span;
    Expr {
        kind: ExprKind::Binary(
            if k < 0 { BinOp::Sub } else { BinOp::Add },
            Box::new(Expr {
                kind: ExprKind::Paren(Box::new(e.clone())),
                span,
            }),
            Box::new(Expr {
                kind: ExprKind::Int(k.abs(), k.abs().to_string()),
                span,
            }),
        ),
        span,
    }
}

fn minus_one(e: &Expr) -> Expr {
    plus(e, -1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The nest of `b[y][x] = <rhs>;` over `y` in `[y0, n)`, `x` in `[0, n)`, after the rewrites
    /// before analysis (clamped index locals become selected references).
    fn nest_of(y0: &str, body: &str) -> Nest {
        let src = format!(
            "void f(int n, double a[n][n], double b[n][n]) {{
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
{{
#pragma mint for nest(all)
for (int y = {y0}; y < n; y++) for (int x = 0; x < n; x++) {{
    {body}
}}
}}
}}"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let tu = mint_analyzer::prepare_unit(&tu).unwrap().tu;
        mint_analyzer::analyze(&tu).unwrap().functions[0].nests[0].clone()
    }

    /// `(ghost sides, whether the body still selects)` of `body`.
    fn sides(y0: &str, body: &str) -> (Sides, bool) {
        let n = nest_of(y0, body);
        let s = clamp_ghosts(&n, "a");
        let c = collapse_clamps(&n, "a", &s);
        (s, crate::selects_between_refs(&c))
    }

    #[test]
    fn clamps_to_the_edges_become_ghost_sides() {
        // Every form the source programs use: `==` and `>`/`<` against the first and last
        // values, index locals, a bound the condition pins (`0`, `n - 1`), corners.
        for body in [
            "int xm = x > 0 ? x - 1 : x; int xp = x < n - 1 ? x + 1 : n - 1; \
             int ym = y > 0 ? y - 1 : 0; int yp = (y == n - 1) ? y : y + 1; \
             b[y][x] = a[y][xm] + a[y][xp] + a[ym][x] + a[yp][x] + a[ym][xm];",
            "b[y][x] = a[y][(x == 0) ? x : x - 1] + a[y][x == n - 1 ? x : x + 1] \
             + a[y == 0 ? y : y - 1][x] + a[(n - 1 == y) ? y : y + 1][x] + a[y][x];",
        ] {
            assert_eq!(
                sides("0", body),
                ([[1, 1], [1, 1], [0, 0]], false),
                "{body}"
            );
        }
        // Two points away, nested: x == 0 -> x, x == 1 -> x - 1, else x - 2 (the clamp of x - 2).
        assert_eq!(
            sides(
                "0",
                "b[y][x] = a[y][x == 0 ? x : (x == 1 ? x - 1 : x - 2)];"
            ),
            ([[2, 0], [0, 0], [0, 0]], false)
        );
    }

    #[test]
    fn other_selections_and_plain_reaches_stay() {
        for body in [
            // Not the clamp: x == 1 picks x (the clamp of x - 1 there is x - 1).
            "b[y][x] = a[y][x == 1 ? x : x - 1];",
            // The far edge: at x = n - 1, x - 1 is in the space.
            "b[y][x] = a[y][x == n - 1 ? x : x - 1];",
            // Two points away but only one clamped: x == 0 -> x, else x - 2 (at x = 1: -1).
            "b[y][x] = a[y][x == 0 ? x : x - 2];",
            // Another condition.
            "b[y][x] = a[y][x % 2 == 0 ? x : x - 1];",
        ] {
            let (s, selects) = sides("0", body);
            assert_eq!(s[0], [0, 0], "{body}");
            assert!(selects, "{body}");
        }
        // A plain reference past the same edge reads the array there: no ghost on that side,
        // the clamp stays a selection; the other side is ghosted.
        let (s, selects) = sides(
            "0",
            "b[y][x] = a[y][x == 0 ? x : x - 1] + a[y][x == n - 1 ? x : x + 1] + 0.5 * a[y][x - 1];",
        );
        assert_eq!(s[0], [0, 1]);
        assert!(selects);
        // Over y from 1, `0` is not y where `y > 0` fails: select_refs leaves it to the
        // per-point check, and this pass finds no clamp.
        let (s, _) = sides("1", "b[y][x] = a[y > 1 ? y - 1 : y][x] + a[y][x];");
        assert_eq!(s[1], [1, 0], "y == first picks y: a clamp to the first row");
    }
}
