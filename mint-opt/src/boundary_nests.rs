//! Boundary-condition nests after a step, read as clamped neighbours for the fused kernel.
//!
//! Solver codes set insulated (zero-flux) walls after every sweep with nests that copy the layer
//! just inside the space outward (`tests/corpus/heat3d_neumann.c`):
//!
//! ```c
//! for (j ...) for (i ...) { b[0][j][i] = b[1][j][i]; b[n - 1][j][i] = b[n - 2][j][i]; }
//! ```
//!
//! The next step's nest reads `a[k - 1][j][i]` at `k = 1`: the wall, which holds `a[1][j][i]`,
//! the value a clamp to the space gives. So from the second step on, the step's nest over the
//! space computes what it computes with the references that reach past a copied wall made
//! clamps (`(k == 1) ? a[k][j][i] : a[k - 1][j][i]`), which the fused kernel runs over ghost
//! cells ([`crate::clamp_ghosts`]). [`boundary_sides`] finds the walls the nests copy and
//! checks that the clamps are exact; [`with_clamps`] writes the nest with them.
//!
//! Invariants (each checked, else the reason):
//! - Every boundary nest writes and reads only the step's output, all its loops parallel, no
//!   reduction; its body is assignments `W[s] = W[s']` whose subscripts are equal in every
//!   dimension but one, `d`, where they are the space's first value minus 1 and the first value
//!   (or its last value plus 1 and the last value); in the other dimensions the subscript is a
//!   loop variable of the boundary nest (offset 0) whose range covers the step's nest's range in
//!   that dimension. So after every step each wall point a clamped reference stands for holds
//!   the value inside it.
//! - The step's nest reads its input at offsets with at most one nonzero component (a star),
//!   of size at most 1 along a dimension with a copied wall: it reads only wall points of one
//!   layer, never an edge or corner the nests set in some order.
//! - The clamps hold only once the walls have been copied: the first step after the walls may
//!   hold other values runs as written (the emitter's flush runs it with the nest's own
//!   kernel and the boundary nests), and after the fused steps the boundary nests run on both
//!   buffers, as the C loop leaves them.
//! - Boundary nests that write the same values on walls every step (`v[i][0] = 1.0`, from
//!   loop variables, scalars the loop does not change and math functions; [`fixed_walls`]) leave
//!   those walls as they are for the kernel, which reads them (Dirichlet). A wall is either
//!   copied or given values, and no copy reads a point given a value (its value there would
//!   depend on the order of earlier steps); such nests after the step only.
//! - The same walls copied in the step's input before the step (the nests come first in the
//!   loop: "apply the boundary conditions, then update") hold from the first step on; the flush
//!   runs the last (up to) two steps as written, each after its input's walls are copied, so
//!   the state keeps the walls of the step two before it and the other buffer its own, as in C.

use crate::clamp_ghosts::{dims_of, last_of, plus, strip_parens as strip, Sides};
use mint_analyzer::delinearize::same_value;
use mint_analyzer::Nest;
use mint_lang::ast::*;

/// The walls (x first, `[first, last]`; 1 where copied) of `copied` (the output of `n0` after
/// the step, or its input before it) that `bcs` copy, `n0` reading `input`; or why they cannot
/// run as clamps.
pub fn boundary_sides(
    n0: &Nest,
    bcs: &[&Nest],
    input: &str,
    copied: &str,
) -> Result<Boundary, String> {
    let p = n0.parallel;
    if p != n0.loops.len() || p < 2 {
        return Err("the step's nest has loops that are not parallel".into());
    }
    let mut sides: Sides = [[0; 2]; 3];
    let mut fixed = Vec::new();
    let mut valued = Vec::new();
    let mut copies: Vec<Ranges> = Vec::new();
    for (k, bc) in bcs.iter().enumerate() {
        match walls_of(n0, bc, copied, &mut sides) {
            Ok(r) => copies.push(r),
            Err(why) => {
                let Ok(w) = fixed_walls(n0, bc, copied) else {
                    return Err(why);
                };
                valued.extend(w);
                fixed.push(k);
            }
        }
    }
    // A copy that reads a point given a value (`v[0][j] = v[1][j]` at `j = 0`, a column of
    // values) reads what depends on the order of earlier steps: refused.
    let dims = dims_of(n0);
    for (dk, lo, last) in copies.iter().flatten() {
        let (_, f0, l0) = &dims[*dk];
        let at_least = mint_analyzer::delinearize::at_least;
        if (valued.contains(&(*dk, 0)) && !at_least(lo, f0))
            || (valued.contains(&(*dk, 1)) && !at_least(l0, last))
        {
            return Err(format!(
                "a boundary copy reads the {} walls, which another boundary nest gives values",
                ["x", "y", "z"][*dk]
            ));
        }
    }
    // A wall both copied and given values would not hold what a clamp reads.
    if let Some((d, side)) = valued.iter().find(|(d, side)| sides[*d][*side] > 0) {
        return Err(format!(
            "the {} wall of {} is both copied from the layer inside and given values",
            ["first", "last"][*side],
            ["x", "y", "z"][*d]
        ));
    }
    if sides == [[0; 2]; 3] {
        // Values on the walls only: the kernel reads them as they are.
        return Ok(Boundary {
            walls: sides,
            fixed,
        });
    }
    let r = n0
        .arrays
        .iter()
        .find(|a| a.name == input)
        .ok_or("the step's nest does not read its input")?;
    if !r.affine {
        return Err(format!(
            "the nest reads `{input}` at other than fixed offsets"
        ));
    }
    for o in &r.read_offsets {
        if o.iter().filter(|c| **c != 0).count() > 1 {
            return Err(format!(
                "the nest reads `{input}` at a diagonal neighbour {o:?}: the boundary nests set edges and corners in an order a clamp does not follow"
            ));
        }
        for (d, c) in o.iter().enumerate().take(p) {
            let side = usize::from(*c > 0);
            if *c != 0 && sides[d][side] > 0 && c.abs() > 1 {
                return Err(format!(
                    "the nest reads `{input}` {} points past a wall the boundary nests copy one layer of",
                    c.abs()
                ));
            }
        }
    }
    Ok(Boundary {
        walls: sides,
        fixed,
    })
}

/// What the boundary nests of a step do.
#[derive(Debug, Clone, PartialEq)]
pub struct Boundary {
    /// The walls they copy from the layer inside (x first, `[first, last]`; 1 where copied).
    pub walls: Sides,
    /// The nests (indices into the boundary nests) that write values that do not change from
    /// step to step on walls ([`fixed_walls`]): the fused kernel reads those walls as they are.
    pub fixed: Vec<usize>,
}

/// Whether boundary nest `bc` writes the same values every step on walls of `output` next to
/// `n0`'s space (`v[0][j] = 1.0`, `v[i][n - 1] = sin(i * h)`): every statement assigns a wall
/// point (one subscript the space's first value minus 1 or its last value plus 1, the others
/// loop variables of `bc`) from an expression that reads no array and has no effect; the time
/// loop checks that the scalars it reads do not change.
pub fn fixed_walls(n0: &Nest, bc: &Nest, output: &str) -> Result<Vec<(usize, usize)>, String> {
    let mut written = Vec::new();
    if !bc.reductions.is_empty() || bc.parallel != bc.loops.len() {
        return Err("a boundary nest has a reduction or serial loops".into());
    }
    if bc.arrays.len() != 1 || bc.arrays[0].name != output || bc.arrays[0].reads > 0 {
        return Err(format!(
            "a boundary nest reads arrays or writes other arrays than `{output}`"
        ));
    }
    let rank = n0.parallel;
    let dims = dims_of(n0);
    for st in crate::time_loops::stmts_of(&bc.body) {
        let StmtKind::Expr(e) = &st.kind else {
            return Err("a boundary nest holds more than assignments".into());
        };
        let ExprKind::Assign(None, l, r) = &e.kind else {
            return Err("a boundary nest holds more than assignments".into());
        };
        let mut pure = true;
        r.walk(&mut |x| {
            pure &= match &x.kind {
                ExprKind::Index(..)
                | ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Deref, _) => false,
                ExprKind::Call(f, _) => f
                    .as_ident()
                    .is_some_and(|n| mint_analyzer::MATH_FUNCTIONS.contains(&n)),
                _ => true,
            }
        });
        if !pure {
            return Err("a boundary nest's value reads an array or has an effect".into());
        }
        let Some((ln, ls, _)) = l.as_subscript() else {
            return Err("a boundary nest assigns other than an element".into());
        };
        if ln != output || ls.len() != rank {
            return Err("a boundary nest assigns other than an element".into());
        }
        let is_var = |x: &Expr| {
            strip(x)
                .as_ident()
                .is_some_and(|v| bc.loops.iter().any(|l| l.var == v))
        };
        let walls: Vec<usize> = (0..rank).filter(|&q| !is_var(ls[q])).collect();
        let [q] = walls.as_slice() else {
            return Err("a boundary value is not on one wall".into());
        };
        let d = rank - 1 - q;
        let (_, first, last) = &dims[d];
        if same_value(ls[*q], &plus(first, -1)) {
            written.push((d, 0));
        } else if same_value(ls[*q], &plus(last, 1)) {
            written.push((d, 1));
        } else {
            return Err("a boundary value is not on the wall next to the space".into());
        }
    }
    Ok(written)
}

/// The walls of `output` (the array the boundary nests copy) one boundary nest copies, added
/// to `sides`.
fn walls_of(n0: &Nest, bc: &Nest, output: &str, sides: &mut Sides) -> Result<Ranges, String> {
    let mut ranges = Vec::new();
    if !bc.reductions.is_empty() || bc.parallel != bc.loops.len() {
        return Err("a boundary nest has a reduction or serial loops".into());
    }
    if bc.arrays.len() != 1 || bc.arrays[0].name != output {
        return Err(format!(
            "a boundary nest uses other arrays than the step's output `{output}`"
        ));
    }
    let rank = n0.parallel;
    let dims = dims_of(n0);
    for st in crate::time_loops::stmts_of(&bc.body) {
        let StmtKind::Expr(e) = &st.kind else {
            return Err("a boundary nest holds more than copies of points".into());
        };
        let ExprKind::Assign(None, l, r) = &e.kind else {
            return Err("a boundary nest holds more than copies of points".into());
        };
        let (Some((ln, ls, _)), Some((rn, rs, _))) = (l.as_subscript(), strip(r).as_subscript())
        else {
            return Err("a boundary nest holds more than copies of points".into());
        };
        if ln != output || rn != output || ls.len() != rank || rs.len() != rank {
            return Err("a boundary nest holds more than copies of points".into());
        }
        // The one dimension where the two differ (subscripts outermost first).
        let differ: Vec<usize> = (0..rank).filter(|&q| !same_value(ls[q], rs[q])).collect();
        let [q] = differ.as_slice() else {
            return Err("a boundary copy moves a point along more than one dimension".into());
        };
        let d = rank - 1 - q;
        let (_, first, last) = &dims[d];
        let side = if same_value(ls[*q], &plus(first, -1)) && same_value(rs[*q], first) {
            0
        } else if same_value(ls[*q], &plus(last, 1)) && same_value(rs[*q], last) {
            1
        } else {
            return Err(format!(
                "a boundary copy (`{} = {}`) is not the wall next to the space copied from the layer inside it",
                e_text(l),
                e_text(r)
            ));
        };
        // The other dimensions: the boundary nest's own loop variables, over at least the
        // step's range.
        for k in (0..rank).filter(|k| k != q) {
            let dk = rank - 1 - k;
            let Some(v) = strip(ls[k]).as_ident() else {
                return Err("a boundary copy is not over a loop of its nest".into());
            };
            let Some(bl) = bc.loops.iter().find(|l| l.var == v) else {
                return Err("a boundary copy is not over a loop of its nest".into());
            };
            let (_, f0, l0) = &dims[dk];
            let blast = last_of(bl);
            if !(mint_analyzer::delinearize::at_least(f0, &bl.lo)
                && mint_analyzer::delinearize::at_least(&blast, l0))
            {
                return Err(format!(
                    "a boundary copy covers `{v}` from {} to {}, less than the step's range",
                    e_text(&bl.lo),
                    e_text(&blast)
                ));
            }
            ranges.push((dk, bl.lo.clone(), blast));
        }
        sides[d][side] = 1;
    }
    Ok(ranges)
}

/// The ranges a copy nest reads the layer inside over: per dimension other than the copied
/// one (x first), its first and last value.
type Ranges = Vec<(usize, Expr, Expr)>;

/// `n0` with every reference to `input` that reaches past a wall of `sides` made a clamp to the
/// space (`(k == lo) ? a[k][j][i] : a[k - 1][j][i]`).
pub fn with_clamps(n0: &Nest, input: &str, sides: &Sides) -> Nest {
    let mut out = n0.clone();
    clamp_refs(&mut out.body, input, &dims_of(n0), sides);
    out
}

fn clamp_refs(s: &mut Stmt, input: &str, dims: &[(String, Expr, Expr)], sides: &Sides) {
    let mut exprs = Vec::new();
    mint_analyzer::flat_arrays::stmt_exprs(s, &mut exprs);
    for e in exprs {
        clamp_expr(e, input, dims, sides);
    }
}

fn clamp_expr(e: &mut Expr, input: &str, dims: &[(String, Expr, Expr)], sides: &Sides) {
    if let Some((name, subs, _)) = e.as_subscript() {
        if name == input && subs.len() == dims.len() {
            let rank = subs.len();
            // The one dimension this reference reaches past a wall along, if any.
            let past = subs.iter().enumerate().find_map(|(q, s)| {
                let d = rank - 1 - q;
                let (v, k) = mint_analyzer::var_offset(strip(s))?;
                (v == dims[d].0 && k != 0 && sides[d][usize::from(k > 0)] > 0).then_some((q, d, k))
            });
            if let Some((q, d, k)) = past {
                let (v, first, last) = &dims[d];
                let edge = if k < 0 { first } else { last };
                let span = e.span;
                let var = Expr {
                    kind: ExprKind::Ident(v.clone()),
                    span,
                };
                let cond = Expr {
                    kind: ExprKind::Binary(
                        BinOp::Eq,
                        Box::new(var.clone()),
                        Box::new(edge.clone()),
                    ),
                    span,
                };
                let mut inside = e.clone();
                set_sub(&mut inside, rank - 1 - q, var);
                *e = Expr {
                    kind: ExprKind::Paren(Box::new(Expr {
                        kind: ExprKind::Ternary(
                            Box::new(cond),
                            Box::new(inside),
                            Box::new(e.clone()),
                        ),
                        span,
                    })),
                    span,
                };
            }
            return;
        }
    }
    mint_analyzer::inline::each_child(e, &mut |c| clamp_expr(c, input, dims, sides));
}

/// Replace the subscript `depth` levels below the outermost reference (0: the last, innermost
/// subscript) of the nested index `e` with `v`.
fn set_sub(e: &mut Expr, depth: usize, v: Expr) {
    match &mut e.kind {
        ExprKind::Paren(x) => set_sub(x, depth, v),
        ExprKind::Index(base, sub) => {
            if depth == 0 {
                **sub = v;
            } else {
                set_sub(base, depth - 1, v);
            }
        }
        _ => {}
    }
}

fn e_text(e: &Expr) -> String {
    mint_analyzer::delinearize::c_text(e)
}
