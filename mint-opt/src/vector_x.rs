//! Vector x (`--vector-x`, past the paper): each thread computes `chunksize x` (2 or 4)
//! *consecutive* x points times its `chunksize y` rows, reading each row its points need once, the aligned middle as 8- or
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The nest of `body` over `U`, `V` and `B` (double), with chunksize x `cx`.
    fn nest(body: &str, cx: u32) -> Nest {
        let src = format!(
            "void f(int n, double c0, double c1, double ***U, double ***V, double ***B) {{\n\
             double s = 0.0;\n\
             #pragma mint copy(U, toDevice, n, n, n)\n\
             #pragma mint copy(V, toDevice, n, n, n)\n\
             #pragma mint copy(B, toDevice, n, n, n)\n\
             #pragma mint parallel\n{{\n\
             #pragma mint for nest(all) tile({}, 4, 1) chunksize({cx}, 1, 1)\n\
             for (int z = 1; z < n - 1; z++) for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
             {body}\n}}\n}}\n",
            32 * cx
        );
        let tu = mint_lang::parse(&src).unwrap();
        let p = mint_analyzer::analyze(&tu).unwrap_or_else(|e| panic!("{e:?}"));
        #[allow(clippy::let_and_return)]
        let n = p.nests().next().unwrap().clone();
        n
    }

    #[test]
    fn stencils_with_straight_line_bodies_qualify() {
        for body in [
            "V[z][y][x] = c0 * U[z][y][x] + c1 * (U[z][y][x-1] + U[z][y][x+1] + U[z-1][y][x]);",
            "{ double t = B[z][y][x] * U[z][y+1][x-2]; V[z][y][x] = t + U[z+1][y][x+2]; }",
        ] {
            for cx in [2, 4] {
                assert_eq!(vector_x_why(&nest(body, cx)), None, "{body} chunk {cx}");
            }
        }
    }

    #[test]
    fn refusals_say_why() {
        let ok = "V[z][y][x] = U[z][y][x-1] + U[z][y][x+1];";
        let cases = [
            (ok, 1, "chunksize x of 2 or 4"),
            (ok, 8, "chunksize x of 2 or 4"),
            (
                "if (U[z][y][x] > c0) V[z][y][x] = U[z][y][x+1];",
                4,
                "straight-line body",
            ),
            (
                "V[z][y][x] = U[z][y][x] + V[z][y][x];",
                4,
                "written and read",
            ),
            (
                "V[z][y][x+1] = U[z][y][x];",
                4,
                "written and read, or written away",
            ),
            ("V[z][y][x] = U[z][x][y];", 4, "stencil"),
        ];
        for (body, cx, want) in cases {
            let why = vector_x_why(&nest(body, cx)).unwrap_or_else(|| panic!("{body}: accepted"));
            assert!(why.contains(want), "{body}: {why}");
        }
    }
}
