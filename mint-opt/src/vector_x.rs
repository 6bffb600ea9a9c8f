//! Vector x (`--vector-x`, past the paper): each thread computes `chunksize x` (2 or 4)
//! *consecutive* x points, reading each row its points need once, the aligned middle as 8- or
//! 16-byte vectors (`double2`, `float2`, `float4`) through the read-only path, and writing each
//! output as vectors. The hand baselines' fastest 7-point kernels do this (`vec4`: 93-100% of
//! the copy bandwidth on the H100, against 84-94% for mint's best without it).
//!
//! Invariants of a nest this accepts ([`vector_x_why`] returns `None`):
//! - a stencil (every subscript `loopvar ± constant` of its own dimension), no reductions, and
//!   parallel loops that step by 1;
//! - a straight-line body (declarations and expression statements): every output is written
//!   once per point, unconditionally;
//! - every array is either only read, or only written and only at offset 0;
//! - floating-point arrays only, and `chunksize` x of 2 or 4.
//!
//! The kernel checks at run time that each vector access is aligned and falls back to scalar
//! accesses otherwise; the last, partial group of a row is computed point by point.

use mint_analyzer::Nest;
use mint_lang::ast::{Scalar, Stmt, StmtKind};

/// Why nest `n` cannot get the vector-x kernel, or `None` if it can.
pub fn vector_x_why(n: &Nest) -> Option<String> {
    let v = n.schedule.chunk[0];
    if v != 2 && v != 4 {
        return Some(format!(
            "vector x needs chunksize x of 2 or 4 (it is {v}): the consecutive points a thread computes"
        ));
    }
    if n.stencil.is_none() {
        return Some(format!(
            "vector x needs a stencil: {}",
            n.not_stencil_reason.as_deref().unwrap_or("unknown reason")
        ));
    }
    if !n.reductions.is_empty() {
        return Some("vector x does not combine with reductions".into());
    }
    if let Some(l) = n.loops.iter().take(n.parallel).find(|l| l.step != 1) {
        return Some(format!(
            "loop `{}` steps by {}; vector x needs step 1",
            l.var, l.step
        ));
    }
    if !straight_line(&n.body) {
        return Some(
            "vector x needs a straight-line body (no if, loops, continue or break): every output is written once per point"
                .into(),
        );
    }
    for a in &n.arrays {
        if !matches!(a.elem, Scalar::Double | Scalar::Float) {
            return Some(format!(
                "array `{}` is not float or double; vector x loads floating-point rows",
                a.name
            ));
        }
        if !a.affine || a.rank as usize != n.parallel {
            return Some(format!(
                "array `{}` is not indexed by the parallel loop variables one per dimension",
                a.name
            ));
        }
        if a.writes > 0 && (a.reads > 0 || a.write_offsets.iter().any(|o| *o != [0, 0, 0])) {
            return Some(format!(
                "array `{}` is written and read, or written away from the point itself; vector x keeps outputs in registers",
                a.name
            ));
        }
    }
    None
}

fn straight_line(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Block(b) => b.stmts.iter().all(straight_line),
        StmtKind::Decl(_) | StmtKind::Expr(_) | StmtKind::Empty => true,
        _ => false,
    }
}
