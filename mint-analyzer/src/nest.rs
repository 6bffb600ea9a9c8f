//! Analysis of one `mint for` nest: the loops, the schedule, the arrays and scalars the body uses,
//! and the stencil facts.
//!
//! Assumptions checked here (each failure is an error with a span): the parallel loops are
//! perfectly nested, count upward by a constant, and have bounds that do not depend on each
//! other; the body writes no free scalar except reduction variables; arrays are referenced with
//! full subscripts; calls are to math functions only.

use crate::analyze::{Cx, Scope, UNDECLARED};
use crate::model::*;
use crate::stencil::{classify, count_flops};
use mint_lang::ast::*;
use mint_lang::{Diagnostic, Span};
use std::collections::BTreeMap;

/// Math functions a kernel may call (CUDA provides them on the device, NVRTC without headers).
pub const MATH_FUNCTIONS: &[&str] = &[
    "sqrt",
    "sqrtf",
    "cbrt",
    "cbrtf",
    "exp",
    "expf",
    "exp2",
    "exp2f",
    "log",
    "logf",
    "log2",
    "log2f",
    "log10",
    "log10f",
    "pow",
    "powf",
    "fabs",
    "fabsf",
    "fmax",
    "fmaxf",
    "fmin",
    "fminf",
    "sin",
    "sinf",
    "cos",
    "cosf",
    "tan",
    "tanf",
    "asin",
    "asinf",
    "acos",
    "acosf",
    "atan",
    "atanf",
    "atan2",
    "atan2f",
    "sinh",
    "sinhf",
    "cosh",
    "coshf",
    "tanh",
    "tanhf",
    "floor",
    "floorf",
    "ceil",
    "ceilf",
    "round",
    "roundf",
    "fmod",
    "fmodf",
    "abs",
    "erf",
    "erff",
    "hypot",
    "hypotf",
    "copysign",
    "copysignf",
    "fma",
    "fmaf",
];

/// Largest constant offset a stencil subscript may have; farther references (a shift, not a
/// neighbourhood) make the nest a general one, so no halo is sized from them.
const MAX_STENCIL_OFFSET: u64 = 64;

#[allow(clippy::too_many_arguments)]
pub(crate) fn analyze_nest(
    cx: &mut Cx,
    id: usize,
    span: Span,
    pragma_span: Span,
    fc: &ForClauses,
    top: &Stmt,
    scope: &Scope,
    device_arrays: &[DeviceArray],
) -> Option<Nest> {
    let errors_before = cx.error_count();
    // 1. The perfect chain of loops.
    let mut chain: Vec<&ForLoop> = Vec::new();
    let mut cur = top;
    while let StmtKind::For(fl) = &cur.kind {
        chain.push(fl);
        cur = match &fl.body.kind {
            StmtKind::Block(b)
                if b.stmts.len() == 1 && matches!(b.stmts[0].kind, StmtKind::For(_)) =>
            {
                &b.stmts[0]
            }
            StmtKind::For(_) => &fl.body,
            _ => break,
        };
    }
    // 2. How many are parallel.
    let parallel = match fc.nest.as_ref().map(|n| (n.value, n.span)) {
        None => 1,
        Some((NestClause::All, s)) => {
            if chain.len() > 3 {
                cx.error(
                    Diagnostic::error(format!(
                        "`nest(all)` on {} perfectly nested loops: at most 3 loops can be parallel",
                        chain.len()
                    ))
                    .with_span(s, "use nest(1), nest(2) or nest(3)"),
                );
                return None;
            }
            chain.len()
        }
        Some((NestClause::Depth(d), s)) => {
            if d < 1 {
                cx.error(
                    Diagnostic::error(format!("`nest({d})`: the depth must be at least 1"))
                        .with_span(s, "invalid depth"),
                );
                return None;
            }
            if d as usize > chain.len() {
                cx.error(
                    Diagnostic::error(format!(
                        "`nest({d})` asks for {d} parallel loops, but only {} loop(s) are perfectly nested here",
                        chain.len()
                    ))
                    .with_span(s, "deeper than the loop nest")
                    .with_span(top.span, "this nest"),
                );
                return None;
            }
            if d > 3 {
                cx.error(
                    Diagnostic::error(format!("`nest({d})`: at most 3 loops can be parallel"))
                        .with_span(s, "too deep"),
                );
                return None;
            }
            d as usize
        }
    };
    // 2b. A performance cliff said once: `nest(all)` stopped above a loop that only
    // statements mint could not move keep apart from its parent (a C89 split nest).
    if matches!(fc.nest.as_ref().map(|n| n.value), Some(NestClause::All)) && chain.len() < 3 {
        if let Some(d) = split_nest_warning(chain[chain.len() - 1], pragma_span) {
            cx.warn(d);
        }
    }
    // 3. Normalise the loops.
    let mut loops = Vec::new();
    for fl in &chain {
        if let Some(l) = normalize_loop(cx, fl, scope) {
            loops.push(l);
        }
    }
    if loops.len() != chain.len() {
        return None;
    }
    for (i, l) in loops.iter().enumerate().take(parallel) {
        for other in loops.iter().take(parallel) {
            for (what, e) in [("lower", &l.lo), ("upper", &l.hi)] {
                if mentions(e, &other.var) {
                    // A loop of one colour (`j = 1 + (i + c) % 2; ...; j += 2`) that
                    // `crate::colour_loops` could not prove exact (a `% 2` of a value that
                    // may be negative).
                    let colour = what == "lower" && l.step == 2;
                    let note = if colour {
                        format!(
                            "a loop over the points of one colour is read when its start is `A + e % 2` with `e` a sum of loop variables counting up from non-negative constants and non-negative constants, or `A + (e & 1)` with any `e` (`% 2` of a negative value is -1): write `{v} = 1 + ((i + colour) & 1)`, or run `{v}` over the whole row and test the colour in the body (`if ((i + {v} + colour) % 2 == 0)`)",
                            v = l.var
                        )
                    } else {
                        format!(
                            "run the parallel loops over the whole rectangle and skip the points outside with `if`, or make `{}` a serial loop inside the kernel with a smaller `nest(N)`",
                            l.var
                        )
                    };
                    cx.error(
                        Diagnostic::error(format!(
                            "the {what} bound of loop `{}` depends on loop variable `{}`: parallel loops must be rectangular",
                            l.var, other.var
                        ))
                        .with_span(e.span, "depends on another loop")
                        .with_note(note),
                    );
                }
            }
        }
        let _ = i;
    }
    let body: Stmt = (*chain[parallel - 1].body).clone();
    // 3b. Loop interchange (before any offset is computed, so that everything later sees it).
    if let Some((perm, array)) = interchange(&loops, parallel, &body, scope) {
        let spans: Vec<Span> = loops.iter().map(|l| l.span).collect();
        let mut old: Vec<Option<Loop>> = loops.drain(..).map(Some).collect();
        loops = perm
            .iter()
            .zip(spans)
            .map(|(&from, span)| Loop {
                span,
                ..old[from].take().expect("a permutation")
            })
            .collect();
        cx.warn(
            Diagnostic::note(format!(
                "loops reordered to {} so that the innermost loop runs along the fastest-varying dimension of `{array}`",
                loops.iter().map(|l| l.var.as_str()).collect::<Vec<_>>().join(", ")
            ))
            .with_span(pragma_span, "in this nest")
            .with_note("the loops are all parallel and rectangular, so every order computes the same result"),
        );
    }

    // 4. The schedule.
    let schedule = schedule(cx, fc, parallel)?;

    // 5. The body.
    let mut w = BodyWalk {
        cx,
        scope,
        device_arrays,
        loop_vars: loops.iter().take(parallel).map(|l| l.var.clone()).collect(),
        locals: BTreeMap::new(),
        reductions: vec![],
        arrays: vec![],
        scalars: vec![],
        has_inner_loops: false,
        loop_depth: 0,
        switch_depth: 0,
        refs: BTreeMap::new(),
    };
    for r in &fc.reductions {
        for v in &r.vars {
            match scope.lookup(&v.name) {
                Some(t) if t.rank() == 0 && (t.scalar.is_floating() || t.scalar.is_integer()) => {
                    w.reductions.push(ReductionVar {
                        op: r.op,
                        name: v.name.clone(),
                        ty: t.scalar.clone(),
                    })
                }
                Some(t) => w.cx.error(
                    Diagnostic::error(format!(
                        "reduction variable `{}` has type `{}`; it must be an arithmetic scalar",
                        v.name,
                        t.scalar.c_name()
                    ))
                    .with_span(v.span, "not a scalar"),
                ),
                None => w.cx.error_once(
                    &v.name,
                    UNDECLARED,
                    Diagnostic::error(format!("reduction variable `{}` is not declared", v.name))
                        .with_span(v.span, "undeclared"),
                ),
            }
        }
    }
    // Bounds are evaluated on the host; they only need to be declared there.
    for l in loops.iter().take(parallel) {
        for e in [&l.lo, &l.hi] {
            w.host_expr(e);
        }
    }
    // Inner serial loops' variables and their bounds.
    w.stmt(&body);
    let BodyWalk {
        arrays,
        scalars,
        reductions,
        has_inner_loops,
        refs,
        loop_vars,
        locals,
        ..
    } = w;
    if cx.error_count() > errors_before {
        return None;
    }

    // 6. Dependences: a nest that writes an array and reads it at another offset.
    let guard = parity_guard(&body, &loop_vars);
    let ranges: Vec<LoopRange> = loops.iter().take(parallel).map(LoopRange::of).collect();
    for a in &arrays {
        if a.writes > 0 && a.reads > 0 {
            // Under a parity guard (red-black), a read whose offset from every write has an odd
            // sum over the guard's variables is of the other colour, which no iteration writes.
            let same_colour = |o: &[i64; 3], w: &[i64; 3]| match &guard {
                None => true,
                Some(g) => {
                    let sum: i64 = g
                        .iter()
                        .map(|&i| o[a.rank as usize - 1 - i] - w[a.rank as usize - 1 - i])
                        .sum();
                    sum % 2 == 0
                }
            };
            // A reference at offset `o` meets the write at another offset `w` of another
            // iteration (reads, and writes at two offsets, which two iterations both write).
            let mut other: Vec<&[i64; 3]> = Vec::new();
            for o in a.read_offsets.iter().chain(&a.write_offsets) {
                let meets = a.write_offsets.iter().any(|w| w != o && same_colour(o, w));
                if meets && !other.contains(&o) {
                    other.push(o);
                }
            }
            // Every loop parallel and every subscript `var + c`: a read at another offset is a
            // dependence between iterations the GPU runs in any order (Gauss-Seidel in place).
            // The translated program would silently differ from the C program: refused. Where
            // sequential loops or other subscripts are involved it may be legitimate: a warning.
            let certain =
                !other.is_empty() && a.affine && parallel == chain.len() && !has_inner_loops;
            if certain {
                cx.error(
                    Diagnostic::error(format!(
                        "this nest writes `{}` and also reads it at another point: the iterations are not independent, so the result would depend on the order the GPU runs them in",
                        a.name
                    ))
                    .with_span(pragma_span, "in this nest")
                    .with_note(format!(
                        "it reads `{}` at offset(s) {} (x, y, z) while writing it at {}: an in-place (Gauss-Seidel style) update cannot run as a parallel `mint for`",
                        a.name,
                        other.iter().map(|o| offset_text(o)).collect::<Vec<_>>().join(" "),
                        a.write_offsets.iter().map(offset_text).collect::<Vec<_>>().join(" ")
                    ))
                    .with_note("write to a second array and swap them in a `single` block (Jacobi style), or leave this loop on the host"),
                );
            } else if !other.is_empty()
                || (!a.affine
                    && !refs_independent(
                        &refs,
                        &a.name,
                        &loop_vars,
                        &locals,
                        &ranges,
                        has_inner_loops,
                    ))
            {
                cx.warn(
                    Diagnostic::warning(format!(
                        "this nest writes `{}` and also reads it at another point: the iterations are not independent, so the result depends on the order the GPU runs them in",
                        a.name
                    ))
                    .with_span(pragma_span, "in this nest")
                    .with_note("write to a second array and swap them in a `single` block (Jacobi style)"),
                );
            }
        }
    }

    // 7. Stencil facts.
    let (stencil, not_stencil_reason) = if has_inner_loops {
        // Loops of the perfect chain left serial by `nest(N)` (or by its default, 1): say how
        // to make them parallel.
        let reason = match loops.get(parallel) {
            Some(l) if parallel < loops.len().min(3) => format!(
                "the body contains loops of its own: `nest({parallel})` leaves the loop over `{}` serial in each thread; `nest(all)` makes it parallel too, where its iterations are independent",
                l.var
            ),
            _ => "the body contains loops of its own".to_string(),
        };
        (None, Some(reason))
    } else if let Some(a) = arrays.iter().find(|a| !a.affine) {
        (
            None,
            Some(format!(
                "a subscript of `{}` is not `loop variable ± c` (|c| <= {MAX_STENCIL_OFFSET}) in its own dimension",
                a.name
            )),
        )
    } else if arrays
        .iter()
        .any(|a| a.rank as usize != parallel && !a.projected())
    {
        (
            None,
            Some(format!(
                "the arrays' ranks do not all equal the {parallel} parallel loops"
            )),
        )
    } else if !arrays.iter().any(|a| a.reads > 0 && !a.projected()) {
        (None, Some("the nest reads no array".to_string()))
    } else {
        let own: Vec<ArrayUse> = arrays.iter().filter(|a| !a.projected()).cloned().collect();
        (Some(classify(&own, parallel)), None)
    };
    // 8. Plane views (`u[t % 2][i][j]`) and nominal subscripts (`a[r][MIN(c + 1, COLS - 1)]`),
    // where they make the nest a stencil.
    let views = if stencil.is_none() && !has_inner_loops && parallel == chain.len() {
        let free = |n: &str| {
            !loop_vars.iter().any(|v| v == n)
                && !locals.contains_key(n)
                && scope.lookup(n).is_some_and(|t| t.rank() == 0)
        };
        let refs_of = |name: &str| -> Vec<crate::plane_views::RefSubs<'_>> {
            refs.get(name)
                .map(|rs| {
                    rs.iter()
                        .map(|(w, _, subs)| (*w, subs.as_slice()))
                        .collect()
                })
                .unwrap_or_default()
        };
        crate::plane_views::find_views(
            &arrays,
            &refs_of,
            parallel,
            &|e| crate::plane_views::invariant(e, &free),
            &|a, b| never_equal(a, b, &loop_vars, &locals),
        )
        .and_then(|views| {
            let test_reads = |n: &str| free(n) || loop_vars.iter().any(|v| v == n);
            let mut nominals: Vec<crate::nominal::Nominal> = Vec::new();
            for a in arrays.iter().filter(|a| !a.affine) {
                for (writes, subs) in refs_of(&a.name) {
                    let own = &subs[subs.len().saturating_sub(parallel)..];
                    for (sub, var) in own.iter().zip(&loop_vars) {
                        if var_offset(sub).is_some_and(|(v, _)| v == var) {
                            continue;
                        }
                        let Some(nominal) =
                            crate::nominal::nominal_of(sub, var, &test_reads, MAX_STENCIL_OFFSET)
                        else {
                            continue;
                        };
                        // A write only at the point itself (`un[(j + N) % N][(i + N) % N]`
                        // through a wrapping index macro): the kernel writes where C does,
                        // through the fallback where the test fails.
                        if writes && nominal.as_ident() != Some(var.as_str()) {
                            return None;
                        }
                        if !nominals.iter().any(|n| n.sub.same_as(sub)) {
                            nominals.push(crate::nominal::Nominal {
                                sub: sub.clone(),
                                nominal,
                            });
                        }
                    }
                }
            }
            if views.is_empty() && nominals.is_empty() {
                return None;
            }
            let at = ViewSite {
                id,
                span,
                pragma_span,
                fc,
                top,
                scope,
                device_arrays,
                parallel,
            };
            viewed(cx, &at, &views, &nominals, &loops)
        })
    } else {
        None
    };
    // An array of rank 4 lives on the device as 3-D planes: a nest reaches it through views.
    for a in arrays.iter().filter(|a| a.rank == 4) {
        let seen = views
            .as_ref()
            .is_some_and(|v| v.arrays.iter().all(|x| x.name != a.name));
        if !seen {
            cx.error_once(
                &a.name,
                "rank 4 without planes",
                Diagnostic::error(format!(
                    "`{}` has 4 dimensions: a nest reaches such an array only through 3-D planes, a first subscript the same for every point of the nest (`{}[t % 2][i][j][k]`), with the other extents integer constants",
                    a.name, a.name
                ))
                .with_span(span, "in this nest")
                .with_note("write the nest over planes of the array (a time parity, or a constant), or keep each plane in an array of its own"),
            );
        }
    }
    let flops = count_flops(&body, &|v| {
        scope
            .lookup(v)
            .is_some_and(|t| t.rank() == 0 && t.scalar.is_integer())
    });
    // A projected array (a profile or a map of lower rank) moves a fraction of a point's bytes.
    let bytes: u32 = arrays
        .iter()
        .filter(|a| !a.projected())
        .map(|a| {
            a.elem.size_bytes().unwrap_or(8) * (u32::from(a.reads > 0) + u32::from(a.writes > 0))
        })
        .sum();
    let precision = arrays.iter().find(|a| a.writes > 0).map(|a| a.elem.clone());
    Some(Nest {
        id,
        pragma_span,
        source_line: None,
        span,
        loops,
        parallel,
        body,
        arrays,
        scalars,
        reductions,
        schedule,
        stencil,
        not_stencil_reason,
        flops_per_point: flops,
        bytes_per_point: bytes,
        precision,
        views,
        fallback: None,
        periodic: [0; 3],
    })
}

/// The body of the `depth`-th loop of the perfect chain `s` (as [`analyze_nest`] walks it).
fn loop_body_mut(s: &mut Stmt, depth: usize) -> Option<&mut Stmt> {
    let StmtKind::For(fl) = &mut s.kind else {
        return None;
    };
    if depth <= 1 {
        return Some(&mut fl.body);
    }
    let b = &mut *fl.body;
    if matches!(b.kind, StmtKind::For(_)) {
        return loop_body_mut(b, depth - 1);
    }
    match &mut b.kind {
        StmtKind::Block(bl) if bl.stmts.len() == 1 => loop_body_mut(&mut bl.stmts[0], depth - 1),
        _ => None,
    }
}

/// Where a nest is, for [`viewed`]: what [`analyze_nest`] took.
struct ViewSite<'a> {
    id: usize,
    span: Span,
    pragma_span: Span,
    fc: &'a ForClauses,
    top: &'a Stmt,
    scope: &'a Scope,
    device_arrays: &'a [DeviceArray],
    parallel: usize,
}

/// The nest at `at` seen through `views` ([`crate::plane_views`]) and `nominals`
/// ([`crate::nominal`]): its references rewritten and the nest analysed again with the views
/// declared as arrays of their own, if that is a stencil over the same loops (`loops`) with no
/// error. Nothing is reported.
fn viewed(
    cx: &Cx,
    at: &ViewSite,
    views: &[crate::plane_views::View],
    nominals: &[crate::nominal::Nominal],
    loops: &[Loop],
) -> Option<Box<ViewedNest>> {
    let mut top = at.top.clone();
    let body = loop_body_mut(&mut top, at.parallel)?;
    crate::plane_views::rewrite(body, views);
    let fallback = (!nominals.is_empty()).then(|| {
        let fallback_body = body.clone();
        crate::nominal::rewrite(body, nominals);
        Fallback {
            guards: nominals
                .iter()
                .map(|n| (n.sub.clone(), n.nominal.clone()))
                .collect(),
            body: fallback_body,
        }
    });
    let mut scope = at.scope.clone();
    scope.push();
    let mut device_arrays = at.device_arrays.to_vec();
    for v in views {
        let (t, decl_span) = at.scope.lookup_decl(&v.base)?;
        if v.base_rank == 4 && (v.planes.len() != 1 || inner_planes(at.scope, &v.base).is_none()) {
            return None;
        }
        let base = at.device_arrays.iter().find(|a| a.name == v.base)?;
        let m = v.planes.len();
        let rank = (v.base_rank as usize).checked_sub(m)?;
        let ty = Type {
            pointers: 0,
            array_pointers: 0,
            dims: t.extents()[m..].iter().map(|d| d.cloned()).collect(),
            ..t.clone()
        };
        scope.declare(&v.name, ty, decl_span);
        device_arrays.push(DeviceArray {
            name: v.name.clone(),
            rank: rank as u32,
            sizes: base.sizes.get(..rank)?.to_vec(),
            row_pointers: false,
            ..base.clone()
        });
    }
    let mut scratch = Cx::new();
    scratch.cur_fn = cx.cur_fn.clone();
    let n = analyze_nest(
        &mut scratch,
        at.id,
        at.span,
        at.pragma_span,
        at.fc,
        &top,
        &scope,
        &device_arrays,
    )?;
    let same_loops = n
        .loops
        .iter()
        .map(|l| &l.var)
        .eq(loops.iter().map(|l| &l.var));
    if scratch.error_count() > 0 || !same_loops {
        return None;
    }
    let stencil = n.stencil?;
    let arrays = n
        .arrays
        .into_iter()
        .map(|mut a| {
            if let Some(v) = views.iter().find(|v| v.name == a.name) {
                a.view = Some(PlaneView {
                    base: v.base.clone(),
                    base_rank: v.base_rank,
                    planes: v.planes.clone(),
                    inner: inner_planes(at.scope, &v.base),
                });
            }
            a
        })
        .collect();
    Some(Box::new(ViewedNest {
        body: n.body,
        arrays,
        stencil,
        fallback,
    }))
}

/// For an array of rank 4 (`A[2][N][N][N]`): its second extent (`N`), where the declaration
/// gives it as an integer constant.
fn inner_planes(scope: &Scope, name: &str) -> Option<i64> {
    let (t, _) = scope.lookup_decl(name)?;
    if t.rank() != 4 {
        return None;
    }
    let ext = t.extents();
    ext.get(1).copied().flatten().and_then(int_const)
}

/// The loop interchange of a `mint for` nest, if one applies: `perm[d]` is the index (in
/// `loops`, outermost first) of the loop that becomes the `d`-th loop, and the array it was
/// taken from.
///
/// mint maps the innermost parallel loop to x (`threadIdx.x`), and offsets are measured in
/// `(x, y, z)` order against the loops innermost first; a nest written with its loops in another
/// order than the array's dimensions (Parboil's `for i for j for k A[k][j][i]`) would make every
/// subscript "not its own dimension's variable" and run uncoalesced. The interchange applies when
/// - every loop of the perfect chain is parallel (`nest(all)`, or `nest(N)` with N the chain's
///   length) and the body holds no loop of its own,
/// - the loops are rectangular (no bound mentions a chain loop's variable),
/// - the first array the nest writes whose rank equals the chain's length is subscripted, in
///   every reference, with `var ± c` in each dimension, where `var` is one chain loop variable
///   per dimension, the same in every reference and distinct across dimensions.
///
/// Then the loop of the array's outermost dimension becomes the outermost loop and that of the
/// fastest-varying dimension the innermost.
///
/// Invariant: the iterations of the parallel loops of a perfect rectangular nest are independent
/// (the dependence check refuses or warns about anything else), and the iteration space of a
/// rectangular nest is the same set of points in any loop order, so any order computes the same
/// result (reductions up to floating-point rounding, which a parallel run has anyway).
/// After an interchange the loops' spans stay with their positions: `loops[d].span` is the
/// source text of the `d`-th loop of the chain (the whole nest for `loops[0]`).
fn interchange(
    loops: &[Loop],
    parallel: usize,
    body: &Stmt,
    scope: &Scope,
) -> Option<(Vec<usize>, String)> {
    let n = loops.len();
    if n < 2 || parallel != n || has_loop(body) {
        return None;
    }
    if loops.iter().any(|l| {
        loops
            .iter()
            .any(|o| mentions(&l.lo, &o.var) || mentions(&l.hi, &o.var))
    }) {
        return None;
    }
    // The written arrays in order of first write.
    let mut exprs: Vec<&Expr> = Vec::new();
    stmt_exprs(body, &mut exprs);
    let mut written: Vec<&str> = Vec::new();
    for e in &exprs {
        e.walk(&mut |x| {
            let target = match &x.kind {
                ExprKind::Assign(_, l, _)
                | ExprKind::PostIncDec(_, l)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, l) => l,
                _ => return,
            };
            let mut t: &Expr = target;
            while let ExprKind::Paren(i) = &t.kind {
                t = i;
            }
            if let Some((name, _, _)) = t.as_subscript() {
                if !written.contains(&name) {
                    written.push(name);
                }
            }
        });
    }
    let array = *written
        .iter()
        .find(|a| scope.lookup(a).is_some_and(|t| t.rank() as usize == n))?;
    // The loop variable of every dimension, outermost first.
    let mut dims: Vec<Option<usize>> = vec![None; n];
    let mut ok = true;
    let mut seen = false;
    for e in &exprs {
        e.walk(&mut |x| {
            if !matches!(x.kind, ExprKind::Index(..)) {
                return;
            }
            let Some((name, subs, _)) = x.as_subscript() else {
                return;
            };
            if name != array || subs.len() != n {
                return;
            }
            seen = true;
            for (d, s) in subs.iter().enumerate() {
                let v = var_offset(s).and_then(|(v, _)| loops.iter().position(|l| l.var == v));
                match (v, dims[d]) {
                    (None, _) => ok = false,
                    (Some(v), None) => dims[d] = Some(v),
                    (Some(v), Some(w)) if v != w => ok = false,
                    _ => {}
                }
            }
        });
    }
    if !ok || !seen {
        return None;
    }
    let perm: Vec<usize> = dims.into_iter().collect::<Option<_>>()?;
    let mut sorted = perm.clone();
    sorted.sort_unstable();
    sorted.dedup();
    if sorted.len() != n || perm.iter().enumerate().all(|(d, &p)| d == p) {
        return None;
    }
    Some((perm, array.to_string()))
}

/// Whether a statement holds a loop.
/// The warning for a `nest(all)` whose perfect chain ends at `last` while its body holds one
/// more loop behind declarations and assignments: that loop and those below it run one after
/// another in every thread.
fn split_nest_warning(last: &ForLoop, pragma_span: Span) -> Option<Diagnostic> {
    let StmtKind::Block(b) = &last.body.kind else {
        return None;
    };
    let loops: Vec<&Stmt> = b
        .stmts
        .iter()
        .filter(|s| matches!(s.kind, StmtKind::For(_)))
        .collect();
    let [inner] = loops[..] else {
        return None;
    };
    let simple = b.stmts.iter().all(|s| {
        matches!(
            s.kind,
            StmtKind::For(_) | StmtKind::Decl(_) | StmtKind::Expr(_) | StmtKind::Empty
        )
    });
    let movable = |s: &Stmt| match &s.kind {
        StmtKind::For(_) | StmtKind::Empty => true,
        StmtKind::Decl(d) => d.decls.iter().all(|x| x.init.is_none()),
        _ => false,
    };
    let blocker = b
        .stmts
        .iter()
        .find(|s| !movable(s))
        .or_else(|| b.stmts.iter().find(|s| !matches!(s.kind, StmtKind::For(_))))?;
    if !simple {
        return None;
    }
    let outer = last.var().unwrap_or("the last parallel loop");
    let StmtKind::For(fl) = &inner.kind else {
        return None;
    };
    let inner_var = fl.var().unwrap_or("the inner loop");
    Some(
        Diagnostic::warning(format!(
            "`nest(all)` stops at loop `{outer}`: the loop over `{inner_var}` and the loops inside it run one after another in each thread, so far fewer threads run than points"
        ))
        .with_span(pragma_span, "this nest")
        .with_span(blocker.span, "keeps the loops below from being parallel")
        .with_note(format!(
            "let the body of `{outer}` hold only the loop over `{inner_var}`: move this statement into the innermost loop's body (declarations without a value may stay: mint moves them), then the nest is a stencil over every loop"
        )),
    )
}

fn has_loop(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::For(_) | StmtKind::While { .. } | StmtKind::DoWhile { .. } => true,
        StmtKind::Block(b) => b.stmts.iter().any(has_loop),
        StmtKind::If { then, els, .. } => has_loop(then) || els.as_deref().is_some_and(has_loop),
        StmtKind::Switch { body, .. } | StmtKind::Labeled { stmt: body, .. } => has_loop(body),
        _ => false,
    }
}

/// The expressions a loop-free statement evaluates, outermost (walk each for the rest).
fn stmt_exprs<'a>(s: &'a Stmt, out: &mut Vec<&'a Expr>) {
    match &s.kind {
        StmtKind::Block(b) => b.stmts.iter().for_each(|s| stmt_exprs(s, out)),
        StmtKind::Decl(d) => {
            for dd in &d.decls {
                if let Some(Initializer::Expr(e)) = &dd.init {
                    out.push(e);
                }
            }
        }
        StmtKind::Expr(e) => out.push(e),
        StmtKind::If { cond, then, els } => {
            out.push(cond);
            stmt_exprs(then, out);
            if let Some(e) = els {
                stmt_exprs(e, out);
            }
        }
        StmtKind::Return(Some(e)) => out.push(e),
        _ => {}
    }
}

pub(crate) fn mentions(e: &Expr, name: &str) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        if x.as_ident() == Some(name) {
            found = true
        }
    });
    found
}

fn loop_form_error(span: Span) -> Diagnostic {
    Diagnostic::error(
        "a parallel loop must have the form `for (i = lo; i <= hi; i++)` (or `<`, `+= c`)",
    )
    .with_span(span, "unsupported loop form")
}

fn not_integer_loop(var: &str, ty: &Scalar, span: Span) -> Diagnostic {
    Diagnostic::error(format!(
        "loop variable `{var}` has type `{}`; it must be an integer",
        ty.c_name()
    ))
    .with_span(span, "not an integer loop")
}

fn normalize_loop(cx: &mut Cx, fl: &ForLoop, scope: &Scope) -> Option<Loop> {
    let head_span = Span::new(fl.span.start as usize, fl.body.span.start as usize);
    let (var, var_ty, init, declares_var) = match &fl.init {
        ForInit::Decl(d) if d.decls.len() == 1 => {
            let dd = &d.decls[0];
            match (&dd.name, &dd.init) {
                (Some(n), Some(Initializer::Expr(e))) if dd.ty.rank() == 0 => {
                    (n.name.clone(), dd.ty.scalar.clone(), e.clone(), true)
                }
                _ => {
                    cx.error(loop_form_error(d.span));
                    return None;
                }
            }
        }
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, l, r),
            ..
        }) if l.as_ident().is_some() => {
            let v = l.as_ident().expect("checked");
            let Some(t) = scope.lookup(v) else {
                cx.error_once(
                    v,
                    UNDECLARED,
                    Diagnostic::error(format!("loop variable `{v}` is not declared"))
                        .with_span(l.span, "undeclared"),
                );
                return None;
            };
            (v.to_string(), t.scalar.clone(), (**r).clone(), false)
        }
        _ => {
            cx.error(loop_form_error(head_span));
            return None;
        }
    };
    // A loop counting down by one visits the same values as one counting up: the iterations
    // run in parallel (independence is checked later), so it becomes `lo <= var <= init`.
    let down = fl.step.as_ref().and_then(|step| match &step.kind {
        ExprKind::PostIncDec(false, v) | ExprKind::Unary(UnOp::PreDec, v)
            if v.as_ident() == Some(&var) =>
        {
            Some(Some(1))
        }
        ExprKind::Assign(Some(BinOp::Sub), v, c) if v.as_ident() == Some(&var) => {
            Some(int_const(c))
        }
        ExprKind::Assign(None, v, rhs) if v.as_ident() == Some(&var) => match &rhs.kind {
            ExprKind::Binary(BinOp::Sub, a, c) if a.as_ident() == Some(&var) => Some(int_const(c)),
            _ => None,
        },
        _ => None,
    });
    if let Some(by) = down {
        let step = fl.step.as_ref().expect("a downward step");
        if by != Some(1) {
            cx.error(
                Diagnostic::error(format!(
                    "the parallel loop over `{var}` counts downward by more than one; mint takes downward loops only by one"
                ))
                .with_span(step.span, "counts down")
                .with_note(format!(
                    "the iterations run in parallel, so the order does not matter: write `for ({var} = lo; {var} <= hi; {var} += c)`"
                )),
            );
            return None;
        }
        let bound = match fl.cond.as_ref().map(|c| &c.kind) {
            Some(ExprKind::Binary(op @ (BinOp::Gt | BinOp::Ge), l, r))
                if l.as_ident() == Some(&var) =>
            {
                Some(((**r).clone(), *op == BinOp::Gt))
            }
            Some(ExprKind::Binary(op @ (BinOp::Lt | BinOp::Le), l, r))
                if r.as_ident() == Some(&var) =>
            {
                Some(((**l).clone(), *op == BinOp::Lt))
            }
            // `i != lo` counting down by one stops where `i > lo` does (a loop starting below
            // `lo` would not end in C).
            Some(ExprKind::Binary(BinOp::Ne, l, r)) if l.as_ident() == Some(&var) => {
                Some(((**r).clone(), true))
            }
            Some(ExprKind::Binary(BinOp::Ne, l, r)) if r.as_ident() == Some(&var) => {
                Some(((**l).clone(), true))
            }
            _ => None,
        };
        let Some((bound, strict)) = bound else {
            let s = fl.cond.as_ref().map_or(head_span, |c| c.span);
            cx.error(
                Diagnostic::error(format!(
                    "the condition of a parallel loop counting down must be `{var} >= lo` or `{var} > lo`"
                ))
                .with_span(s, "unsupported loop condition"),
            );
            return None;
        };
        if !var_ty.is_integer() {
            cx.error(not_integer_loop(&var, &var_ty, head_span));
            return None;
        }
        let lo = if strict {
            let sp = bound.span;
            let e = |kind| Box::new(Expr { kind, span: sp });
            let one = e(ExprKind::Int(1, "1".into()));
            *e(ExprKind::Binary(
                BinOp::Add,
                e(ExprKind::Paren(Box::new(bound))),
                one,
            ))
        } else {
            bound
        };
        return Some(Loop {
            var,
            var_ty,
            declares_var,
            lo,
            hi: init,
            hi_inclusive: true,
            step: 1,
            span: fl.span,
        });
    }
    if !var_ty.is_integer() {
        cx.error(not_integer_loop(&var, &var_ty, head_span));
        return None;
    }
    let (hi, hi_inclusive) = match fl.cond.as_ref().map(|c| &c.kind) {
        Some(ExprKind::Binary(op @ (BinOp::Lt | BinOp::Le), l, r))
            if l.as_ident() == Some(&var) =>
        {
            ((**r).clone(), *op == BinOp::Le)
        }
        Some(ExprKind::Binary(op @ (BinOp::Gt | BinOp::Ge), l, r))
            if r.as_ident() == Some(&var) =>
        {
            ((**l).clone(), *op == BinOp::Ge)
        }
        // `i != hi` stops where `i < hi` does when counting up by one (checked below; a loop
        // starting above `hi` would not end in C).
        Some(ExprKind::Binary(BinOp::Ne, l, r)) if l.as_ident() == Some(&var) => {
            ((**r).clone(), false)
        }
        Some(ExprKind::Binary(BinOp::Ne, l, r)) if r.as_ident() == Some(&var) => {
            ((**l).clone(), false)
        }
        _ => {
            let s = fl.cond.as_ref().map_or(head_span, |c| c.span);
            cx.error(
                Diagnostic::error(format!(
                    "the condition of a parallel loop must be `{var} <= hi`, `{var} < hi` or `{var} != hi`"
                ))
                .with_span(s, "unsupported loop condition"),
            );
            return None;
        }
    };
    let not_equal = matches!(
        fl.cond.as_ref().map(|c| &c.kind),
        Some(ExprKind::Binary(BinOp::Ne, ..))
    );
    let step = match fl.step.as_ref().map(|s| &s.kind) {
        Some(ExprKind::PostIncDec(true, v)) | Some(ExprKind::Unary(UnOp::PreInc, v))
            if v.as_ident() == Some(&var) =>
        {
            Some(1)
        }
        Some(ExprKind::Assign(Some(BinOp::Add), v, c)) if v.as_ident() == Some(&var) => {
            int_const(c)
        }
        Some(ExprKind::Assign(None, v, rhs)) if v.as_ident() == Some(&var) => match &rhs.kind {
            ExprKind::Binary(BinOp::Add, a, c) if a.as_ident() == Some(&var) => int_const(c),
            ExprKind::Binary(BinOp::Add, c, a) if a.as_ident() == Some(&var) => int_const(c),
            _ => None,
        },
        _ => None,
    };
    let Some(step) = step.filter(|&s| s > 0) else {
        let s = fl.step.as_ref().map_or(head_span, |c| c.span);
        cx.error(
            Diagnostic::error(format!("a parallel loop must count upward by a constant: `{var}++` or `{var} += c` with c > 0"))
                .with_span(s, "unsupported loop step"),
        );
        return None;
    };
    if not_equal && step != 1 {
        let s = fl.cond.as_ref().map_or(head_span, |c| c.span);
        cx.error(
            Diagnostic::error(format!(
                "the parallel loop over `{var}` steps by {step} to `{var} != hi`, which ends only if the step divides the distance"
            ))
            .with_span(s, "`!=` with a step other than 1")
            .with_note(format!("write `{var} < hi`: the same iterations where this loop ends")),
        );
        return None;
    }
    Some(Loop {
        var,
        var_ty,
        declares_var,
        lo: init,
        hi,
        hi_inclusive,
        step,
        span: fl.span,
    })
}

/// The value of an integer constant expression made of literals, parentheses, unary minus and + - *.
pub fn int_const(e: &Expr) -> Option<i64> {
    match &e.kind {
        ExprKind::Int(v, _) => Some(*v),
        ExprKind::Paren(i) => int_const(i),
        ExprKind::Unary(UnOp::Neg, i) => int_const(i).and_then(|v| v.checked_neg()),
        ExprKind::Unary(UnOp::Plus, i) => int_const(i),
        ExprKind::Binary(op, a, b) => {
            let (a, b) = (int_const(a)?, int_const(b)?);
            match op {
                BinOp::Add => a.checked_add(b),
                BinOp::Sub => a.checked_sub(b),
                BinOp::Mul => a.checked_mul(b),
                _ => None,
            }
        }
        _ => None,
    }
}

fn schedule(cx: &mut Cx, fc: &ForClauses, parallel: usize) -> Option<Schedule> {
    let mut tile = if parallel == 1 {
        [256, 1, 1]
    } else {
        DEFAULT_TILE
    };
    let mut chunk = DEFAULT_CHUNK;
    let mut ok = true;
    for (what, clause, dst) in [
        ("tile", &fc.tile, &mut tile),
        ("chunksize", &fc.chunk, &mut chunk),
    ] {
        let Some(c) = clause else { continue };
        if c.value.is_empty() || c.value.len() > 3 {
            cx.error(
                Diagnostic::error(format!("`{what}` takes 1 to 3 sizes"))
                    .with_span(c.span, "wrong number of sizes"),
            );
            ok = false;
            continue;
        }
        for (i, &v) in c.value.iter().enumerate() {
            if v < 1 {
                cx.error(
                    Diagnostic::error(format!(
                        "`{what}` sizes must be positive, but size {} is {v}",
                        i + 1
                    ))
                    .with_span(c.span, "must be at least 1"),
                );
                ok = false;
            } else if v > 1 << 20 {
                cx.error(
                    Diagnostic::error(format!("`{what}` size {v} is too large"))
                        .with_span(c.span, "too large"),
                );
                ok = false;
            } else if i >= parallel && v != 1 {
                cx.error(
                    Diagnostic::error(format!(
                        "`{what}` gives size {v} for dimension {}, but the nest has only {parallel} parallel loop(s)",
                        i + 1
                    ))
                    .with_span(c.span, "extra dimension")
                    .with_note("`nest(N)` sets how many loops are parallel; sizes beyond them must be 1"),
                );
                ok = false;
            } else {
                dst[i] = v as u32;
            }
        }
        for d in dst.iter_mut().skip(c.value.len().max(parallel)) {
            *d = 1;
        }
    }
    if !ok {
        return None;
    }
    for d in parallel..3 {
        tile[d] = 1;
        chunk[d] = 1;
    }
    let span = fc.chunk.as_ref().or(fc.tile.as_ref()).map(|c| c.span);
    let tspan = fc.tile.as_ref().map(|c| c.span).or(span);
    for d in 0..3 {
        if tile[d] % chunk[d] != 0 {
            let mut e = Diagnostic::error(format!(
                "the tile size {} in dimension {} is not a multiple of the chunk size {}",
                tile[d],
                d + 1,
                chunk[d]
            ));
            if let Some(s) = span {
                e = e.with_span(s, "tile / chunksize must divide evenly");
            }
            cx.error(e);
            return None;
        }
    }
    let s = Schedule { tile, chunk };
    let b = s.block();
    let threads: u64 = b.iter().map(|&x| x as u64).product();
    if threads > MAX_THREADS_PER_BLOCK as u64 || b[2] > MAX_BLOCK_Z {
        let mut e = Diagnostic::error(format!(
            "this schedule needs {}x{}x{} = {threads} threads per block; CUDA allows at most {MAX_THREADS_PER_BLOCK} (and at most {MAX_BLOCK_Z} in z)",
            b[0], b[1], b[2]
        ))
        .with_note("threads per block = tile / chunksize in each dimension; use a smaller tile or a larger chunksize");
        if let Some(s) = tspan {
            e = e.with_span(s, "too many threads per block");
        }
        cx.error(e);
        return None;
    }
    Some(s)
}

struct BodyWalk<'a, 'c> {
    cx: &'c mut Cx,
    scope: &'a Scope,
    device_arrays: &'a [DeviceArray],
    loop_vars: Vec<String>,
    /// Scalars declared inside the body, with their types.
    locals: BTreeMap<String, Type>,
    reductions: Vec<ReductionVar>,
    arrays: Vec<ArrayUse>,
    scalars: Vec<ScalarParam>,
    has_inner_loops: bool,
    loop_depth: u32,
    /// `switch` statements around the statement being checked (a `break` may leave them).
    switch_depth: u32,
    /// Every reference to each array: whether it writes, and per subscript the parallel loop
    /// variable and constant it is `var + c` of, if it is.
    refs: BTreeMap<String, Vec<Ref>>,
}

/// Per subscript of one array reference: `Some((v, c))` where it is `v + c` of a parallel loop
/// variable `v`.
type Pins = Vec<Option<(String, i64)>>;

/// One reference of an array in a nest: whether it writes, its [`Pins`], its subscripts.
type Ref = (bool, Pins, Vec<Expr>);

/// The parallel loops (indices into `loop_vars`) of a parity guard around the whole body:
/// `if ((i + j + c) % 2 == e) ...` (or `!=`, or `& 1`), with `c` and `e` invariant, and no
/// `else`: every iteration that runs the body has the same parity of `i + j`, as in a red-black
/// sweep.
fn parity_guard(body: &Stmt, loop_vars: &[String]) -> Option<Vec<usize>> {
    let mut s = body;
    while let StmtKind::Block(b) = &s.kind {
        let [only] = b.stmts.as_slice() else {
            return None;
        };
        s = only;
    }
    let StmtKind::If {
        cond, els: None, ..
    } = &s.kind
    else {
        return None;
    };
    fn peel(mut e: &Expr) -> &Expr {
        while let ExprKind::Paren(i) = &e.kind {
            e = i;
        }
        e
    }
    let ExprKind::Binary(BinOp::Eq | BinOp::Ne, l, r) = &peel(cond).kind else {
        return None;
    };
    let reads_loop_var = |e: &Expr| {
        let mut found = false;
        e.walk(&mut |x| {
            found |= x
                .as_ident()
                .is_some_and(|n| loop_vars.iter().any(|v| v == n))
                || matches!(
                    x.kind,
                    ExprKind::Index(..) | ExprKind::Call(..) | ExprKind::Assign(..)
                )
        });
        found
    };
    fn parity_sum(e: &Expr) -> Option<&Expr> {
        match &peel(e).kind {
            ExprKind::Binary(BinOp::Rem, x, m) if int_const(m) == Some(2) => Some(&**x),
            ExprKind::Binary(BinOp::BitAnd, x, m) if int_const(m) == Some(1) => Some(&**x),
            _ => None,
        }
    }
    let (sum, other) = match (parity_sum(l), parity_sum(r)) {
        (Some(x), None) => (x, &**r),
        (None, Some(x)) => (x, &**l),
        _ => return None,
    };
    if reads_loop_var(other) {
        return None;
    }
    // The sum's terms: each parallel loop variable at most once, the rest invariant.
    fn terms<'e>(e: &'e Expr, out: &mut Vec<&'e Expr>) {
        match &e.kind {
            ExprKind::Paren(i) => terms(i, out),
            ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                terms(a, out);
                terms(b, out);
            }
            _ => out.push(e),
        }
    }
    let mut ts = Vec::new();
    terms(sum, &mut ts);
    let mut vars = Vec::new();
    for t in ts {
        match t
            .as_ident()
            .and_then(|n| loop_vars.iter().position(|v| v == n))
        {
            Some(i) if !vars.contains(&i) => vars.push(i),
            Some(_) => return None,
            None if reads_loop_var(t) => return None,
            None => {}
        }
    }
    (!vars.is_empty()).then_some(vars)
}

/// `e` as `base + c` (`base` `None` for a constant).
pub(crate) fn split_const(e: &Expr) -> (Option<&Expr>, i64) {
    if let Some(c) = int_const(e) {
        return (None, c);
    }
    match &e.kind {
        ExprKind::Paren(i) => split_const(i),
        ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => match int_const(b) {
            Some(c) => {
                let (base, k) = split_const(a);
                let c = if *op == BinOp::Add { c } else { -c };
                (base, k.saturating_add(c))
            }
            None => (Some(e), 0),
        },
        _ => (Some(e), 0),
    }
}

/// The values a parallel loop's variable takes lie in `[lo, last]`, each bound as `base + c`
/// ([`split_const`]; `last` is `hi - 1` for a `<` loop).
struct LoopRange<'a> {
    var: &'a str,
    lo: (Option<&'a Expr>, i64),
    last: (Option<&'a Expr>, i64),
}

impl<'a> LoopRange<'a> {
    fn of(l: &'a Loop) -> LoopRange<'a> {
        let (hb, hc) = split_const(&l.hi);
        LoopRange {
            var: &l.var,
            lo: split_const(&l.lo),
            last: (
                hb,
                if l.hi_inclusive {
                    hc
                } else {
                    hc.saturating_sub(1)
                },
            ),
        }
    }
}

/// Whether `x` and `y` are the same base expression (both `None`: constants).
fn same_base(x: Option<&Expr>, y: Option<&Expr>) -> bool {
    match (x, y) {
        (None, None) => true,
        (Some(x), Some(y)) => crate::delinearize::same_value(x, y),
        _ => false,
    }
}

/// True when one subscript is a parallel loop's `v + c` and the other, which reads no loop
/// variable or body local, lies outside the values `v + c` takes: `b[0][k]` and `b[k][1]` in a
/// loop `k = 1 .. n - 2` never name the same element (`0 < 1 + 0`), nor do `b[n - 1][k]` and
/// `b[k][n - 2]` (`n - 1 > (n - 2) + 0`): the edge updates of an insulated boundary.
fn outside_range(
    a: &Expr,
    b: &Expr,
    ranges: &[LoopRange],
    loop_vars: &[String],
    locals: &BTreeMap<String, Type>,
) -> bool {
    let apart = |v: &Expr, e: &Expr| {
        let Some((var, c)) = var_offset(v) else {
            return false;
        };
        let Some(r) = ranges.iter().find(|r| r.var == var) else {
            return false;
        };
        if reads_loop_var(e, loop_vars, locals) {
            return false;
        }
        // e == var + c only for var == e - c
        let (be, ce) = split_const(e);
        let at = ce.saturating_sub(c);
        (same_base(be, r.lo.0) && at < r.lo.1) || (same_base(be, r.last.0) && at > r.last.1)
    };
    apart(a, b) || apart(b, a)
}

/// Whether `e` reads a loop variable or a local of the body (which may hold one).
fn reads_loop_var(e: &Expr, loop_vars: &[String], locals: &BTreeMap<String, Type>) -> bool {
    let mut found = false;
    e.walk(&mut |x| {
        found |= x
            .as_ident()
            .is_some_and(|n| loop_vars.iter().any(|v| v == n) || locals.contains_key(n))
    });
    found
}

/// True when subscripts `a` and `b` differ in every iteration: they read no parallel loop
/// variable and no local of the body (which may hold one), and are the same expression plus different constants (`0` and `1`, `n - 1` and
/// `n - 2`), or its remainders by a constant `m` with constants that differ modulo `m`
/// (`(t + 1) % 2` and `t % 2`: the time-parity planes of `u[2][N][N]`), or differ by an odd
/// constant plus even multiples of the rest (`1 - t % 2` and `t % 2`).
fn never_equal(a: &Expr, b: &Expr, loop_vars: &[String], locals: &BTreeMap<String, Type>) -> bool {
    if reads_loop_var(a, loop_vars, locals) || reads_loop_var(b, loop_vars, locals) {
        return false;
    }
    fn rem(e: &Expr) -> Option<(&Expr, i64)> {
        match &e.kind {
            ExprKind::Binary(BinOp::Rem, x, m) => {
                int_const(m).filter(|m| *m > 0).map(|m| (&**x, m))
            }
            ExprKind::Paren(i) => rem(i),
            // `((int)(t % 2))`, as index locals are read through (`int cur = t % 2;`).
            ExprKind::Cast(t, i) if t.rank() == 0 && t.pointers == 0 && t.scalar.is_integer() => {
                rem(i)
            }
            _ => None,
        }
    }
    let by_remainders = match (rem(a), rem(b)) {
        (Some((x, m)), Some((y, n))) if m == n => {
            let ((bx, cx), (by, cy)) = (split_const(x), split_const(y));
            same_base(bx, by) && (cx - cy).rem_euclid(m) != 0
        }
        (None, None) => {
            let ((bx, cx), (by, cy)) = (split_const(a), split_const(b));
            same_base(bx, by) && cx != cy
        }
        _ => false,
    };
    by_remainders || crate::delinearize::always_differ(a, b) || crate::parity::parities_apart(a, b)
}

/// True when two references can name the same element only in the same iteration of the
/// parallel loops: every parallel loop variable is the subscript of some dimension in both, with
/// the same constant. Within one iteration the body runs in order, so such a pair is no
/// dependence between iterations (`b[0][j][i] = b[1][j][i]` in a nest over `j, i`).
fn same_iteration_only(a: &Pins, b: &Pins, loop_vars: &[String]) -> bool {
    loop_vars.iter().all(|v| {
        a.iter()
            .zip(b)
            .any(|(x, y)| matches!((x, y), (Some((xv, xc)), Some((yv, yc))) if xv == v && yv == v && xc == yc))
    })
}

#[derive(Clone, Copy, PartialEq)]
enum Access {
    Read,
    Write,
    ReadWrite,
}

impl BodyWalk<'_, '_> {
    fn is_local(&self, n: &str) -> bool {
        self.loop_vars.iter().any(|v| v == n)
            || self.locals.contains_key(n)
            || self.reductions.iter().any(|r| r.name == n)
    }

    /// Whether `e` has a floating-point type under C's usual arithmetic conversions (as far as
    /// the nest's names tell: literals, scalars, array elements, math functions and casts).
    fn floating(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Float(..) => true,
            ExprKind::Ident(n) => self
                .locals
                .get(n)
                .or_else(|| self.scope.lookup(n))
                .is_some_and(|t| t.scalar.is_floating()),
            ExprKind::Index(..) => {
                let mut base = e;
                while let ExprKind::Index(b, _) = &base.kind {
                    base = b;
                }
                base.as_ident()
                    .and_then(|n| self.scope.lookup(n))
                    .is_some_and(|t| t.scalar.is_floating())
            }
            ExprKind::Call(f, args) => match f.as_ident() {
                Some("abs") => false,
                Some(n) if MATH_FUNCTIONS.contains(&n) => true,
                _ => args.iter().any(|a| self.floating(a)),
            },
            ExprKind::Cast(t, _) => t.rank() == 0 && t.scalar.is_floating(),
            ExprKind::Paren(a) | ExprKind::PostIncDec(_, a) | ExprKind::Assign(_, a, _) => {
                self.floating(a)
            }
            ExprKind::Unary(UnOp::Not, _) => false,
            ExprKind::Unary(_, a) => self.floating(a),
            ExprKind::Binary(op, a, b) => {
                use BinOp::*;
                !matches!(op, Lt | Gt | Le | Ge | Eq | Ne | And | Or | Shl | Shr)
                    && (self.floating(a) || self.floating(b))
            }
            ExprKind::Ternary(_, a, b) => self.floating(a) || self.floating(b),
            _ => false,
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Block(b) => b.stmts.iter().for_each(|s| self.stmt(s)),
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    if let Some(Initializer::Expr(e)) = &dd.init {
                        self.expr(e, Access::Read);
                    }
                    if let Some(n) = &dd.name {
                        if dd.ty.rank() > 0 {
                            self.cx.error(
                                Diagnostic::error("arrays and pointers cannot be declared inside a `mint for` nest")
                                    .with_span(dd.span, "declare scalars only"),
                            );
                        }
                        self.locals.insert(n.name.clone(), dd.ty.clone());
                    }
                }
            }
            StmtKind::Expr(e) => self.expr(e, Access::Read),
            StmtKind::If { cond, then, els } => {
                self.expr(cond, Access::Read);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            StmtKind::While { cond, body } | StmtKind::DoWhile { body, cond } => {
                self.has_inner_loops = true;
                self.expr(cond, Access::Read);
                self.loop_depth += 1;
                self.stmt(body);
                self.loop_depth -= 1;
            }
            StmtKind::For(fl) => {
                self.has_inner_loops = true;
                match &fl.init {
                    ForInit::Decl(d) => self.stmt(&Stmt {
                        kind: StmtKind::Decl(d.clone()),
                        span: d.span,
                    }),
                    ForInit::Expr(e) => self.expr(e, Access::Read),
                    ForInit::None => {}
                }
                for e in fl.cond.iter().chain(fl.step.iter()) {
                    self.expr(e, Access::Read);
                }
                self.loop_depth += 1;
                self.stmt(&fl.body);
                self.loop_depth -= 1;
            }
            StmtKind::Empty | StmtKind::Preproc => {}
            StmtKind::Break | StmtKind::Continue if self.loop_depth > 0 => {}
            StmtKind::Break if self.switch_depth > 0 => {}
            StmtKind::Continue => {}
            StmtKind::Break => self.cx.error(
                Diagnostic::error("`break` cannot leave a parallel loop")
                    .with_span(s.span, "not allowed in a `mint for` nest"),
            ),
            StmtKind::Return(_) => self.cx.error(
                Diagnostic::error("`return` cannot appear inside a `mint for` nest")
                    .with_span(s.span, "not allowed here"),
            ),
            StmtKind::Mint(m) => self.cx.error(
                Diagnostic::error(format!(
                    "`#pragma mint {}` cannot appear inside a `mint for` nest",
                    m.directive.name()
                ))
                .with_span(m.pragma_span, "nested directive"),
            ),
            StmtKind::Switch { cond, body } => self.switch(s, cond, body),
            StmtKind::Labeled { .. } | StmtKind::Goto(_) => {
                let (what, note) = match &s.kind {
                    StmtKind::Goto(_) => ("`goto`", "write it with `if`/`else` (host code may use it)"),
                    StmtKind::Labeled { label: Label::Name(_), .. } => (
                        "a named label",
                        "write it with `if`/`else` (host code may use it)",
                    ),
                    _ => (
                        "a `case` or `default` label below the top of its `switch` block",
                        "put every `case` and `default` of a `switch` in a nest directly in its `{ }` block",
                    ),
                };
                self.cx.error(
                    Diagnostic::error(format!("{what} cannot appear inside a `mint for` nest"))
                        .with_span(s.span, "not supported in a kernel")
                        .with_note(note),
                )
            }
        }
    }

    /// A `switch` in the body: an integer condition, a `{ }` block whose `case`/`default`
    /// labels all label its own statements (none deeper: the reference executor and the
    /// kernel's C++ agree on that shape) and no declaration directly in the block (C++ refuses
    /// a jump past an initialization, which C allows); a `break` in it leaves the `switch`.
    fn switch(&mut self, s: &Stmt, cond: &Expr, body: &Stmt) {
        self.expr(cond, Access::Read);
        if self.floating(cond) {
            self.cx.error(
                Diagnostic::error("the condition of a `switch` must be an integer")
                    .with_span(cond.span, "a floating-point value"),
            );
        }
        let StmtKind::Block(b) = &body.kind else {
            self.cx.error(
                Diagnostic::error("a `switch` in a `mint for` nest takes a `{ }` block")
                    .with_span(s.span, "the `switch`"),
            );
            return;
        };
        self.switch_depth += 1;
        for st in &b.stmts {
            let mut inner = st;
            while let StmtKind::Labeled { label, stmt } = &inner.kind {
                match label {
                    // Folded before analysis where it can be (`case_labels.rs`).
                    Label::Case(v) if int_const(v).is_none() => self.cx.error(
                        Diagnostic::error("a `case` value in a `mint for` nest must be an integer constant")
                            .with_span(v.span, "not a constant the kernel can use")
                            .with_note("use literals, character literals, enumerators and `const` integers of the file or the function, with + - * / % << >> & | ^"),
                    ),
                    Label::Case(_) | Label::Default => {}
                    Label::Name(_) => break,
                }
                inner = stmt;
            }
            if let StmtKind::Decl(d) = &inner.kind {
                self.cx.error(
                    Diagnostic::error("a declaration directly in the block of a `switch` in a `mint for` nest")
                        .with_span(d.span, "declared where a `case` can jump past it")
                        .with_note("CUDA compiles kernels as C++, which refuses a jump past an initialization: put the case's statements in `{ }` (`case 1: { double t = ...; ... break; }`)"),
                );
                continue;
            }
            self.stmt(inner);
        }
        self.switch_depth -= 1;
    }

    /// An expression the host evaluates (loop bounds): names must be declared.
    fn host_expr(&mut self, e: &Expr) {
        e.walk(&mut |x| {
            // `n - 1[t % 2]`: C subscripts only arrays and pointers (gcc rejects it).
            if matches!(x.kind, ExprKind::Index(..))
                && x.as_subscript().is_none()
                && !crate::analyze::subscripts_a_number(x)
            {
                self.cx.error(
                    Diagnostic::error(format!(
                        "`{}` subscripts something that is not a named array",
                        x.to_c()
                    ))
                    .with_span(x.span, "not an array")
                    .with_note("a subscript needs an array or pointer on its left (`a[i]`); an integer cannot be subscripted"),
                );
            }
            if let ExprKind::Ident(n) = &x.kind {
                // A bound that names a parallel loop's variable was already refused above.
                if self.scope.lookup(n).is_none()
                    && !MATH_FUNCTIONS.contains(&n.as_str())
                    && !self.loop_vars.contains(n)
                {
                    self.cx.error_once(
                        n,
                        UNDECLARED,
                        Diagnostic::error(format!("`{n}` is not declared"))
                            .with_span(x.span, "undeclared name")
                            .with_note(DECLARE_HINT),
                    );
                }
            }
        });
    }

    fn expr(&mut self, e: &Expr, acc: Access) {
        match &e.kind {
            ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Char(_) => {}
            ExprKind::Str(_) => self.cx.error(
                Diagnostic::error("string literals cannot be used inside a `mint for` nest").with_span(e.span, "not allowed"),
            ),
            ExprKind::SizeofType(_) => {}
            ExprKind::SizeofExpr(a) => self.expr(a, Access::Read),
            ExprKind::Paren(a) => self.expr(a, acc),
            ExprKind::Cast(t, a) => {
                if t.pointers > 0 {
                    self.cx.error(
                        Diagnostic::error("pointer casts cannot be used inside a `mint for` nest").with_span(e.span, "not allowed"),
                    );
                }
                self.expr(a, Access::Read)
            }
            ExprKind::Binary(BinOp::Comma, ..) => self.cx.error(
                Diagnostic::error("the comma operator cannot be used inside a `mint for` nest")
                    .with_span(e.span, "not supported in a kernel")
                    .with_note("write each of its expressions as a statement of its own"),
            ),
            ExprKind::Binary(_, a, b) => {
                self.expr(a, Access::Read);
                self.expr(b, Access::Read);
            }
            ExprKind::Ternary(a, b, c) => {
                self.expr(a, Access::Read);
                self.expr(b, Access::Read);
                self.expr(c, Access::Read);
            }
            ExprKind::Assign(op, l, r) => {
                self.expr(l, if op.is_some() { Access::ReadWrite } else { Access::Write });
                self.expr(r, Access::Read);
            }
            ExprKind::PostIncDec(_, a) | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, a) => {
                self.expr(a, Access::ReadWrite)
            }
            ExprKind::Unary(UnOp::Deref | UnOp::Addr, _) => self.cx.error(
                Diagnostic::error("pointer operations (`*p`, `&x`) cannot be used inside a `mint for` nest; index arrays with full subscripts")
                    .with_span(e.span, "pointer operation"),
            ),
            ExprKind::Unary(_, a) => self.expr(a, Access::Read),
            ExprKind::Member(base, field, _) => {
                let text = crate::delinearize::c_text(e);
                let d = Diagnostic::error("structure members cannot be used inside a `mint for` nest")
                    .with_span(e.span, "not supported");
                if let Some((array, _, _)) = base.as_subscript() {
                    // `g[i][j].u`: a field of an array of structures, once per array.
                    let d = d.with_note(format!(
                        "`{text}` is a field of an element of an array of structures; mint's kernels take arrays of numbers: keep each field in an array of its own (`{array}_{f}[...]` for `.{f}`, a structure of arrays)",
                        f = field.name
                    ));
                    self.cx.error_once(array, "array of structures", d);
                } else {
                    self.cx.error(d.with_note(format!(
                        "read it into a local before the parallel region and use that in the nest (`{} = {text};`, declared with the member's type)",
                        field.name
                    )));
                }
            }
            ExprKind::Call(f, args) => {
                match f.as_ident() {
                    Some("abs") if args.len() == 1 && self.floating(&args[0]) => self.cx.error(
                        Diagnostic::error("`abs` of a floating-point value: C's `abs` takes an `int`, so the CPU program truncates the value, while CUDA's `abs` keeps it")
                            .with_span(f.span, "integer absolute value")
                            .with_note("use `fabs` (or `fabsf` for float)"),
                    ),
                    Some(n) if MATH_FUNCTIONS.contains(&n) && self.scope.lookup(n).is_none_or(|t| t.rank() == 0) => {}
                    Some(n) => self.cx.error(
                        Diagnostic::error(format!("`{n}` cannot be called on the GPU: only math functions (sqrt, exp, fabs, ...) may be called inside a `mint for` nest"))
                            .with_span(f.span, "unsupported call"),
                    ),
                    None => self.cx.error(
                        Diagnostic::error("only named math functions can be called inside a `mint for` nest").with_span(f.span, "unsupported call"),
                    ),
                }
                for a in args {
                    self.expr(a, Access::Read);
                }
            }
            ExprKind::Index(..) => self.array_ref(e, acc),
            ExprKind::Ident(n) => self.name(n, e.span, acc),
        }
    }

    fn name(&mut self, n: &str, span: Span, acc: Access) {
        if self.is_local(n) {
            if acc != Access::Read && self.loop_vars.iter().any(|v| v == n) {
                self.cx.error(
                    Diagnostic::error(format!(
                        "the loop variable `{n}` of a parallel loop cannot be assigned"
                    ))
                    .with_span(span, "assigned here"),
                );
            }
            return;
        }
        let Some(t) = self.scope.lookup(n) else {
            let mut d = Diagnostic::error(format!("`{n}` is not declared"))
                .with_span(span, "undeclared name");
            d = if MATH_FUNCTIONS.contains(&n) {
                d.with_note(format!("`{n}` is a function; call it"))
            } else {
                d.with_note(DECLARE_HINT)
            };
            self.cx.error_once(n, UNDECLARED, d);
            return;
        };
        if t.rank() > 0 {
            let subs = ["[z]", "[y]", "[x]"][3 - t.rank().min(3) as usize..].concat();
            self.cx.error_once(
                n,
                "no subscripts",
                Diagnostic::error(format!(
                    "array `{n}` is used without subscripts; inside a `mint for` nest write every reference as `{n}{subs}`"
                ))
                .with_span(span, "needs full subscripts"),
            );
            return;
        }
        if acc != Access::Read {
            self.cx.error(
                Diagnostic::error(format!("the nest assigns `{n}`, which is shared by all threads"))
                    .with_span(span, "every thread would write this variable at once")
                    .with_note(format!(
                        "declare `{n}` inside the loop body, or add `reduction(+:{n})` (or *, max, min) to the `mint for`"
                    )),
            );
            return;
        }
        if !self.scalars.iter().any(|s| s.name == n) {
            self.scalars.push(ScalarParam {
                name: n.to_string(),
                ty: t.clone(),
                host_value: None,
            });
        }
    }

    fn array_ref(&mut self, e: &Expr, acc: Access) {
        let Some((name, subs, base_span)) = e.as_subscript() else {
            // A struct member (`g->u[i]`, `s.field[i][j]`): the fix is a local pointer.
            let mut base = e;
            while let ExprKind::Index(b, _) = &base.kind {
                base = b;
            }
            if let ExprKind::Member(_, field, _) = &base.kind {
                let path = base.to_c();
                let d = Diagnostic::error(format!(
                    "`{path}` is an array in a struct: mint copies and indexes arrays by name"
                ))
                .with_span(e.span, "a struct member indexed in the nest")
                .with_note(format!(
                    "before the region, take it into a local pointer of the member's type (`double *{f} = {path};`), copy and index `{f}` (`{f}[...]` in the nest), and after the region write it back (`{path} = {f};`) if a `single` block swaps it",
                    f = field.name
                ));
                self.cx.error_once(&path, "struct member array", d);
                return;
            }
            self.cx.error(
                Diagnostic::error("only named arrays can be indexed inside a `mint for` nest")
                    .with_span(e.span, "unsupported subscript"),
            );
            return;
        };
        for s in &subs {
            self.expr(s, Access::Read);
        }
        if self.is_local(name) {
            self.cx.error_once(
                name,
                "scalar indexed",
                Diagnostic::error(format!("`{name}` is a scalar and cannot be indexed"))
                    .with_span(base_span, "not an array"),
            );
            return;
        }
        let Some((t, decl_span)) = self.scope.lookup_decl(name) else {
            self.cx.error_once(
                name,
                UNDECLARED,
                Diagnostic::error(format!("array `{name}` is not declared"))
                    .with_span(base_span, "undeclared array")
                    .with_note(DECLARE_HINT),
            );
            return;
        };
        let rank = t.rank();
        if rank == 0 {
            self.cx.error_once(
                name,
                "scalar indexed",
                Diagnostic::error(format!("`{name}` is a scalar and cannot be indexed"))
                    .with_span(base_span, "not an array"),
            );
            return;
        }
        if let Some(d) = unsupported_array(name, t, decl_span) {
            self.cx.error_once(name, "unsupported declaration", d);
            return;
        }
        if subs.len() as u32 != rank {
            let msg = if (subs.len() as u32) < rank {
                format!(
                    "`{name}` has {rank} dimensions but is indexed with {}: mint needs full subscripts such as `{name}{}`",
                    subs.len(),
                    ["[t % 2]", "[z]", "[y]", "[x]"][4 - rank.min(4) as usize..].concat()
                )
            } else {
                format!(
                    "`{name}` has {rank} dimension(s) but is indexed with {}",
                    subs.len()
                )
            };
            self.cx.error_once(
                name,
                "subscript count",
                Diagnostic::error(msg).with_span(e.span, "wrong number of subscripts"),
            );
            return;
        }
        let elem = self
            .device_arrays
            .iter()
            .find(|a| a.name == name)
            .map_or(t.scalar.clone(), |a| a.elem.clone());
        // Offsets against the parallel loops.
        let p = self.loop_vars.len();
        let mut off = [0i64; 3];
        let mut affine = rank as usize == p;
        if affine {
            for (i, s) in subs.iter().enumerate() {
                let dim = rank as usize - 1 - i;
                match var_offset(s) {
                    Some((v, c))
                        if v == self.loop_vars[i] && c.unsigned_abs() <= MAX_STENCIL_OFFSET =>
                    {
                        off[dim] = c
                    }
                    _ => affine = false,
                }
            }
        }
        // A lower-rank array read at loop variables of some dimensions (a profile, a map).
        let projection = (!affine && (rank as usize) < p && !subs.is_empty())
            .then(|| projection_of(&subs, &self.loop_vars))
            .flatten();
        let idx = match self.arrays.iter().position(|a| a.name == name) {
            Some(i) => i,
            None => {
                self.arrays.push(ArrayUse {
                    name: name.to_string(),
                    elem,
                    rank,
                    reads: 0,
                    writes: 0,
                    read_offsets: vec![],
                    write_offsets: vec![],
                    affine: true,
                    view: None,
                    projection: projection.clone(),
                });
                self.arrays.len() - 1
            }
        };
        let pins = subs
            .iter()
            .map(|s| {
                var_offset(s)
                    .filter(|(v, _)| self.loop_vars.iter().any(|l| l == v))
                    .map(|(v, c)| (v.to_string(), c))
            })
            .collect();
        let writes = matches!(acc, Access::Write | Access::ReadWrite);
        self.refs.entry(name.to_string()).or_default().push((
            writes,
            pins,
            subs.iter().map(|s| (*s).clone()).collect(),
        ));
        let a = &mut self.arrays[idx];
        // Every reference of a projected array follows the same dimensions, and none writes it.
        let projected =
            projection.is_some() && projection == a.projection && matches!(acc, Access::Read);
        if !projected {
            a.projection = None;
        }
        a.affine &= affine || projected;
        if matches!(acc, Access::Read | Access::ReadWrite) {
            a.reads += 1;
            if affine && !a.read_offsets.contains(&off) {
                a.read_offsets.push(off);
            }
        }
        if matches!(acc, Access::Write | Access::ReadWrite) {
            a.writes += 1;
            if affine && !a.write_offsets.contains(&off) {
                a.write_offsets.push(off);
            }
        }
    }
}

/// The nest dimensions (0 = x) a lower-rank reference's subscripts follow, outermost first:
/// each `loop variable ± c` (|c| <= [`MAX_STENCIL_OFFSET`]), no variable twice, in the nest's
/// order of dimensions (outer subscripts on outer loops, as C codes write a map `q[y][x]`).
fn projection_of(subs: &[&Expr], loop_vars: &[String]) -> Option<Vec<usize>> {
    let p = loop_vars.len();
    let mut dims = Vec::with_capacity(subs.len());
    for s in subs {
        let (v, c) = var_offset(s)?;
        if c.unsigned_abs() > MAX_STENCIL_OFFSET {
            return None;
        }
        let i = loop_vars.iter().position(|l| l == v)?;
        let dim = p - 1 - i;
        if dims.last().is_some_and(|&d| d <= dim) {
            return None;
        }
        dims.push(dim);
    }
    Some(dims)
}

/// True when no write of `name` can meet another reference of it (itself included) in another
/// iteration of the parallel loops: the two meet only within one iteration
/// ([`same_iteration_only`]), or some dimension's subscripts never agree ([`never_equal`];
/// only where the body has no loops of its own, whose variables may change between them).
fn refs_independent(
    refs: &BTreeMap<String, Vec<Ref>>,
    name: &str,
    loop_vars: &[String],
    locals: &BTreeMap<String, Type>,
    ranges: &[LoopRange],
    has_inner_loops: bool,
) -> bool {
    let Some(rs) = refs.get(name) else {
        return true;
    };
    rs.iter().filter(|r| r.0).all(|(_, wp, ws)| {
        rs.iter().all(|(_, p, ss)| {
            same_iteration_only(wp, p, loop_vars)
                || (!has_inner_loops
                    && ws.iter().zip(ss).any(|(a, b)| {
                        never_equal(a, b, loop_vars, locals)
                            || outside_range(a, b, ranges, loop_vars, locals)
                    }))
        })
    })
}

/// What an undeclared name inside a nest needs.
const DECLARE_HINT: &str =
    "declare it before the parallel region (a parameter, a local variable or a global)";

/// Why an array mint cannot put on the device is refused, at its declaration: more than 3
/// dimensions, or elements of a type without a known size.
fn unsupported_array(name: &str, t: &Type, decl_span: Span) -> Option<Diagnostic> {
    let rank = t.rank();
    // Rank 4 only as 3-D planes of constant extents (`A[2][N][N][N]`, `(*A)[N][N][N]`).
    let planes = rank == 4
        && t.extents()[1..]
            .iter()
            .all(|e| e.and_then(int_const).is_some());
    if rank > 3 && !planes {
        return Some(
            Diagnostic::error(format!(
                "`{name}` has {rank} dimensions; mint supports arrays of 1 to 3, and of 4 whose first subscript picks a 3-D plane of constant extents"
            ))
            .with_span(decl_span, format!("declared as `{}`", t.to_c(name)))
            .with_note("supported: `double *A`, `double **A`, `double ***A`, `double A[n][n][n]`, `double (*A)[N][N]`, up to 3 subscripts, and `double A[2][N][N][N]` indexed `A[t % 2][i][j][k]`"),
        );
    }
    if t.scalar == Scalar::Void || t.scalar.size_bytes().is_none() {
        return Some(
            Diagnostic::error(format!(
                "the elements of `{name}` have type `{}`, which mint cannot put on the device",
                t.scalar.c_name()
            ))
            .with_span(decl_span, format!("declared as `{}`", t.to_c(name)))
            .with_note("arrays of the C arithmetic types (double, float, int, ...) are supported"),
        );
    }
    None
}

/// `v`, `v + c`, `v - c`, `c + v` (parentheses allowed) as `(v, offset)`.
pub fn var_offset(e: &Expr) -> Option<(&str, i64)> {
    match &e.kind {
        ExprKind::Ident(v) => Some((v, 0)),
        ExprKind::Paren(i) => var_offset(i),
        ExprKind::Binary(BinOp::Add, a, b) => match (a.as_ident(), b.as_ident()) {
            (Some(v), None) => Some((v, int_const(b)?)),
            (None, Some(v)) => Some((v, int_const(a)?)),
            _ => None,
        },
        ExprKind::Binary(BinOp::Sub, a, b) => Some((a.as_ident()?, int_const(b)?.checked_neg()?)),
        _ => None,
    }
}

/// Validate a schedule given outside the source (command line, tuner): the same checks as the
/// `tile`/`chunksize` clauses, without spans.
pub fn schedule_override(
    tile: &[i64],
    chunk: &[i64],
    parallel: usize,
) -> Result<Schedule, Vec<String>> {
    let fc = ForClauses {
        tile: (!tile.is_empty()).then(|| Spanned {
            value: tile.to_vec(),
            span: Span::default(),
        }),
        chunk: (!chunk.is_empty()).then(|| Spanned {
            value: chunk.to_vec(),
            span: Span::default(),
        }),
        ..ForClauses::default()
    };
    let mut cx = Cx::new();
    schedule(&mut cx, &fc, parallel)
        .ok_or_else(|| cx.errors.into_iter().map(|d| d.message).collect())
}

/// An offset as `(x,y,z)`, as `mint analyze` prints offsets.
fn offset_text(o: &[i64; 3]) -> String {
    format!("({},{},{})", o[0], o[1], o[2])
}
