//! Stencil shape, radius and flop count.
//!
//! The shape is read off the union of the read offsets of all arrays; the main array is the
//! most-referenced read array (ties: the first referenced), as the paper's optimizer chooses the
//! array to stage in shared memory.

use crate::model::{ArrayUse, Shape, StencilInfo};
use mint_lang::ast::*;

/// Classify the stencil of a nest whose every reference is `loopvar ± constant`.
pub fn classify(arrays: &[ArrayUse], dims: usize) -> StencilInfo {
    let main = arrays
        .iter()
        .filter(|a| a.reads > 0)
        .fold(None::<&ArrayUse>, |best, a| match best {
            Some(b) if b.read_offsets.len() >= a.read_offsets.len() => Some(b),
            _ => Some(a),
        })
        .expect("caller checks that some array is read");
    let mut radius = [0u32; 3];
    for a in arrays {
        let r = a.radius();
        for d in 0..3 {
            radius[d] = radius[d].max(r[d]);
        }
    }
    // The shape is that of all read points together: the 7-point Poisson reads its centre from
    // the right-hand side and its neighbours from the solution.
    let union: Vec<[i64; 3]> = arrays
        .iter()
        .flat_map(|a| a.read_offsets.iter().copied())
        .collect();
    StencilInfo {
        shape: shape_of(&union, dims),
        main_array: main.name.clone(),
        radius,
    }
}

/// The shape of one offset set in `dims` dimensions.
pub fn shape_of(offsets: &[[i64; 3]], dims: usize) -> Shape {
    let mut set: Vec<[i64; 3]> = offsets.to_vec();
    set.sort();
    set.dedup();
    let expect = |pred: &dyn Fn([i64; 3]) -> bool, range: i64| -> Vec<[i64; 3]> {
        let mut v = Vec::new();
        let zr = if dims == 3 { range } else { 0 };
        for z in -zr..=zr {
            for y in -range..=range {
                for x in -range..=range {
                    let o = [x, y, z];
                    if pred(o) {
                        v.push(o);
                    }
                }
            }
        }
        v.sort();
        v
    };
    let nonzero = |o: [i64; 3]| o.iter().filter(|&&c| c != 0).count();
    let axis = |o: [i64; 3]| nonzero(o) <= 1;
    match dims {
        2 => {
            if set == expect(&|o| axis(o) && o.iter().all(|c| c.abs() <= 1), 1) {
                Shape::TwoD5
            } else if set == expect(&|_| true, 1) {
                Shape::TwoD9
            } else {
                Shape::General
            }
        }
        3 => {
            if set == expect(&|o| axis(o), 1) {
                Shape::ThreeD7
            } else if set == expect(&|o| axis(o), 2) {
                Shape::ThreeD13
            } else if set == expect(&|o| nonzero(o) <= 2, 1) {
                Shape::ThreeD19
            } else if set == expect(&|_| true, 1) {
                Shape::ThreeD27
            } else {
                Shape::General
            }
        }
        _ => Shape::General,
    }
}

/// Floating-point operations per point: `+ - * /` in the body (compound assignments count their
/// operator), not counting subscript arithmetic, nor the values of integer locals the body
/// declares or that `outer_int` says are integers (index locals: `long c = x + nx * (y + ny *
/// z);`, `w = (x == 0) ? c : c - 1;` with `int w` declared before the nest).
pub fn count_flops(body: &Stmt, outer_int: &dyn Fn(&str) -> bool) -> u32 {
    let ints: Vec<&str> = body
        .declarators()
        .into_iter()
        .filter(|d| d.ty.rank() == 0 && d.ty.scalar.is_integer())
        .filter_map(|d| d.name.as_ref().map(|n| n.name.as_str()))
        .collect();
    let mut n = 0;
    stmt_exprs(body, &mut |e| {
        if let ExprKind::Assign(_, l, _) = &e.kind {
            if l.as_ident()
                .is_some_and(|v| ints.contains(&v) || outer_int(v))
            {
                return;
            }
        }
        n += expr_flops(e)
    });
    // Integer declarators' initializers.
    body.walk(&mut |s| {
        if let StmtKind::Decl(d) = &s.kind {
            for dd in &d.decls {
                let int = dd.ty.rank() == 0 && dd.ty.scalar.is_integer();
                if let (true, Some(Initializer::Expr(e))) = (int, &dd.init) {
                    n -= expr_flops(e);
                }
            }
        }
    });
    n
}

fn expr_flops(e: &Expr) -> u32 {
    match &e.kind {
        ExprKind::Binary(op, a, b) => u32::from(op.is_arith()) + expr_flops(a) + expr_flops(b),
        ExprKind::Assign(op, l, r) => {
            u32::from(op.is_some_and(|o| o.is_arith())) + expr_flops(l) + expr_flops(r)
        }
        ExprKind::Index(base, _) => expr_flops(base),
        ExprKind::Paren(a) | ExprKind::Unary(_, a) | ExprKind::Cast(_, a) => expr_flops(a),
        ExprKind::Ternary(a, b, c) => expr_flops(a) + expr_flops(b).max(expr_flops(c)),
        ExprKind::Call(_, args) => args.iter().map(expr_flops).sum(),
        _ => 0,
    }
}

/// Calls `f` on every expression statement and initializer of `s`, inner statements included
/// (not conditions or loop headers): the expressions that compute values.
pub fn stmt_exprs(s: &Stmt, f: &mut dyn FnMut(&Expr)) {
    match &s.kind {
        StmtKind::Expr(e) => f(e),
        StmtKind::Decl(d) => {
            for dd in &d.decls {
                if let Some(Initializer::Expr(e)) = &dd.init {
                    f(e)
                }
            }
        }
        StmtKind::Block(b) => b.stmts.iter().for_each(|s| stmt_exprs(s, f)),
        StmtKind::If { then, els, .. } => {
            stmt_exprs(then, f);
            if let Some(e) = els {
                stmt_exprs(e, f)
            }
        }
        StmtKind::For(fl) => stmt_exprs(&fl.body, f),
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Labeled { stmt: body, .. } => stmt_exprs(body, f),
        _ => {}
    }
}
