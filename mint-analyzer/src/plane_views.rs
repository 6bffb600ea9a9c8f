//! Plane views: an array whose leading subscripts stay the same for every point of a nest (the
//! time-parity planes of `double u[2][N][N]`, `u[(t + 1) % 2][i][j] = f(u[t % 2][i - 1][j],
//! ...)`) is read as one array of lower rank per distinct leading subscript, a view. A nest that
//! writes one plane and reads another is then a stencil: the plane it reads is read-only, so
//! every optimisation level can stage it.
//!
//! Invariants:
//! - Views are made only where every array the nest does not reach as a stencil is reached
//!   through views, and the nest is a stencil through them ([`crate::nest`] re-analyses it).
//! - A view's leading subscripts read only scalars the nest does not write, and constants (no
//!   loop variable, body local, array, call or assignment), so they are the same for every
//!   point of a launch: the kernel computes each view's start once.
//! - A view the nest writes never meets another view of its array: the two have a leading
//!   subscript that is never equal (`(t + 1) % 2` and `t % 2`). Views that are only read may
//!   be the same plane.
//! - Views keep their array's row pitch and plane size; the host launches the kernel with the
//!   array itself. View names start with [`PREFIX`], which user code cannot declare.

use crate::model::ArrayUse;
use mint_lang::ast::*;

/// Prefix of view names: `mint_view<k>_<array>`.
pub const PREFIX: &str = "mint_view";

/// One view: the references of `base` with the leading subscripts `planes`.
#[derive(Debug, Clone)]
pub(crate) struct View {
    /// The view's name in the kernel.
    pub name: String,
    /// The viewed array.
    pub base: String,
    /// Its rank.
    pub base_rank: u32,
    /// The leading subscripts, outermost first.
    pub planes: Vec<Expr>,
    /// Whether some reference of the view writes it.
    pub written: bool,
}

/// One reference of an array in a nest: whether it writes, and its subscripts (outermost first).
pub(crate) type RefSubs<'a> = (bool, &'a [Expr]);

/// The views of the arrays of a nest of `parallel` parallel loops: each array in `arrays`
/// that is not `affine` (every subscript `loop var ± c` of its own dimension) and has more
/// dimensions than the nest is viewed if its leading subscripts are `invariant` in every
/// reference (`refs(name)`) and its views are apart where one is written (`never_equal` on
/// some leading subscript); `None` where such an array cannot be.
pub(crate) fn find_views<'a>(
    arrays: &[ArrayUse],
    refs: &dyn Fn(&str) -> Vec<RefSubs<'a>>,
    parallel: usize,
    invariant: &dyn Fn(&Expr) -> bool,
    never_equal: &dyn Fn(&Expr, &Expr) -> bool,
) -> Option<Vec<View>> {
    let mut views: Vec<View> = Vec::new();
    for a in arrays
        .iter()
        .filter(|a| !a.affine && a.rank as usize > parallel)
    {
        let m = a.rank as usize - parallel;
        let first = views.len();
        for (writes, subs) in refs(&a.name) {
            if subs.len() != a.rank as usize || !subs[..m].iter().all(invariant) {
                return None;
            }
            let planes = &subs[..m];
            let same = |v: &View| {
                v.planes
                    .iter()
                    .zip(planes)
                    .all(|(x, y)| crate::delinearize::same_value(x, y))
            };
            match views[first..].iter_mut().find(|v| same(v)) {
                Some(v) => v.written |= writes,
                None => {
                    let k = views.len() - first;
                    views.push(View {
                        name: format!("{PREFIX}{k}_{}", a.name),
                        base: a.name.clone(),
                        base_rank: a.rank,
                        planes: planes.to_vec(),
                        written: writes,
                    })
                }
            }
        }
        let mine = &views[first..];
        for (i, v) in mine.iter().enumerate() {
            for w in &mine[i + 1..] {
                let apart = v
                    .planes
                    .iter()
                    .zip(&w.planes)
                    .any(|(x, y)| never_equal(x, y));
                if (v.written || w.written) && !apart {
                    return None;
                }
            }
        }
    }
    Some(views)
}

/// Replace every reference of a viewed array in `body` by its view's (`u[t % 2][i][j]` becomes
/// `mint_view0_u[i][j]`). Every reference has a view ([`find_views`] saw them all).
pub(crate) fn rewrite(body: &mut Stmt, views: &[View]) {
    let mut exprs = Vec::new();
    crate::flat_arrays::stmt_exprs(body, &mut exprs);
    for e in exprs {
        rewrite_expr(e, views);
    }
}

fn rewrite_expr(e: &mut Expr, views: &[View]) {
    if let Some((name, subs, _)) = e.as_subscript() {
        let subs: Vec<Expr> = subs.into_iter().cloned().collect();
        let view = views.iter().find(|v| {
            v.base == name
                && subs.len() == v.base_rank as usize
                && v.planes
                    .iter()
                    .zip(&subs)
                    .all(|(x, y)| crate::delinearize::same_value(x, y))
        });
        if let Some(v) = view {
            let span = e.span;
            let mut out = Expr {
                kind: ExprKind::Ident(v.name.clone()),
                span,
            };
            for s in subs.into_iter().skip(v.planes.len()) {
                let mut s = s;
                rewrite_expr(&mut s, views);
                out = Expr {
                    kind: ExprKind::Index(Box::new(out), Box::new(s)),
                    span,
                };
            }
            *e = out;
            return;
        }
    }
    crate::inline::each_child(e, &mut |c| rewrite_expr(c, views));
}

/// True when `e` reads only names `free` accepts and constants, in integer index arithmetic
/// ([`crate::delinearize::index_arithmetic`]: no call, assignment, increment or subscript).
pub(crate) fn invariant(e: &Expr, free: &dyn Fn(&str) -> bool) -> bool {
    let mut ok = crate::delinearize::index_arithmetic(e);
    e.walk(&mut |x| {
        if let ExprKind::Ident(n) = &x.kind {
            ok &= free(n)
        }
    });
    ok
}

#[cfg(test)]
mod tests {
    use crate::model::{Nest, Shape};

    /// The first nest of `body` (statements inside a region over `double u[2][N][N]`,
    /// `double w[N][N]`, scalars `t`, `s`, `r`).
    fn nest(body: &str) -> Nest {
        let src = format!(
            "#define N 64\nstatic double u[2][N][N], w[N][N];\nint main(void) {{\n int t = 3, s = 0, r = 1, i, j;\n#pragma mint copy(u, toDevice, N, N, 2)\n#pragma mint copy(w, toDevice, N, N)\n#pragma mint parallel\n {{\n{body}\n }}\n#pragma mint copy(u, fromDevice, N, N, 2)\n return 0;\n}}\n"
        );
        let pp = mint_lang::preprocess::preprocess(&src, &Default::default()).expect("preprocess");
        let tu = mint_lang::parse(&pp.text).expect("parse");
        let p = crate::analyze(&tu).expect("analysis");
        let n = p.nests().next().expect("a nest").clone();
        n
    }

    const LOOPS: &str =
        "#pragma mint for nest(2)\n for (i = 1; i < N - 1; i++)\n for (j = 1; j < N - 1; j++)\n";

    #[test]
    fn parity_planes_are_two_views() {
        let n = nest(&format!(
            "{LOOPS} u[(t + 1) % 2][i][j] = 0.25 * (u[t % 2][i - 1][j] + u[t % 2][i + 1][j] + u[t % 2][i][j - 1] + u[t % 2][i][j + 1]);"
        ));
        assert!(n.stencil.is_none(), "not a stencil as written");
        let v = n.through_views().expect("views");
        let names: Vec<(&str, &str, bool)> = v
            .arrays
            .iter()
            .map(|a| (a.name.as_str(), a.device_array(), a.read_only()))
            .collect();
        assert_eq!(
            names,
            [("mint_view0_u", "u", false), ("mint_view1_u", "u", true)]
        );
        let st = v.stencil.as_ref().expect("a stencil through views");
        assert_eq!(st.main_array, "mint_view1_u");
        assert_eq!(st.radius, [1, 1, 0]);
        assert_eq!(n.device_array("mint_view1_u"), "u");
        assert_eq!(
            v.arrays[0].view.as_ref().unwrap().planes[0].to_c(),
            "(t + 1) % 2"
        );
    }

    #[test]
    fn parity_planes_through_integer_casts_are_views() {
        // `int cur = t % 2, nxt = (t + 1) % 2;` read through by the index-local rewrite, and
        // the exact parities `t & 1`, `(t & 1) ^ 1`.
        for (w, r) in [
            ("((int)((t + 1) % 2))", "((int)(t % 2))"),
            ("((int)(((int)(t & 1)) ^ 1))", "((int)(t & 1))"),
        ] {
            let n = nest(&format!(
                "{LOOPS} u[{w}][i][j] = 0.5 * (u[{r}][i - 1][j] + u[{r}][i + 1][j]);"
            ));
            let v = n.through_views().unwrap_or_else(|| panic!("{w}: views"));
            assert!(v.stencil.is_some(), "{w}");
        }
    }

    #[test]
    fn constant_planes_and_other_arrays() {
        // Planes 0 and 1 by constants, a plain array beside them: a 9-point box of plane 0.
        let n = nest(&format!(
            "{LOOPS} u[1][i][j] = w[i][j] * (u[0][i - 1][j - 1] + u[0][i + 1][j + 1] + u[0][i][j]);"
        ));
        let v = n.through_views().expect("views");
        assert_eq!(v.arrays.len(), 3);
        assert_eq!(v.stencil.unwrap().shape, Shape::General);
    }

    #[test]
    fn planes_that_may_meet_are_not_views() {
        // `s` and `r` may be equal: the written plane may be the one read.
        let n = nest(&format!("{LOOPS} u[s][i][j] = u[r][i - 1][j];"));
        assert!(n.views.is_none());
        // A plane chosen by a loop variable is not one plane per launch.
        let n = nest(&format!("{LOOPS} w[i][j] = u[i % 2][i][j] + u[0][i][j];"));
        assert!(n.views.is_none());
    }

    #[test]
    fn planes_only_read_may_be_the_same() {
        let n = nest(&format!(
            "{LOOPS} w[i][j] = u[s][i - 1][j] + u[r][i + 1][j];"
        ));
        let v = n.through_views().expect("views");
        assert!(v
            .arrays
            .iter()
            .filter(|a| a.view.is_some())
            .all(|a| a.read_only()));
    }
}
