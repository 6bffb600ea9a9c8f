//! Verification of a nest's results against the CPU reference: one home for `mint run`,
//! `--emulate`, `tune`, `bench` and `check`.
//!
//! # The check (floating-point aware)
//! The CPU reference ([`mint_ref`]) computes every written value `c` and, beside it, the
//! magnitude `m` of its terms: the same expression with every operand and product in absolute
//! value (`Σ |term|` for a sum of products; [`mint_ref::magnitude`]). A device value `g` passes
//! when
//!
//! ```text
//! |g - c| <= 2 γ_F m + 2 λ,    γ_F = F u / (1 - F u)
//! ```
//!
//! with `u` the unit roundoff of the nest's precision (2^-53 for `double`, 2^-24 for `float`),
//! `F` the number of floating operations that produce one value ([`ops_per_value`]) and `λ` the
//! smallest normal number (underflow). Why it is sound: the exact value `x` of the expression is
//! the same for both sides (same inputs); evaluated with `F` operations, each rounded with relative
//! error at most `u`, in any order, `|computed - x| <= γ_F m` (Higham, *Accuracy and Stability of
//! Numerical Algorithms*, 2nd ed., §3.1 and §3.5). That covers what the GPU does differently from
//! the C order the CPU keeps: FMA contraction (a fused `a*b + c` rounds once instead of twice),
//! reassociation (plane sums, partial sums in another order), and so the difference of two such
//! evaluations is at most `2 γ_F m`. Where terms cancel (`m0*a - b`), `m` is much larger than
//! `|c|`, and so is the allowed difference, as it must be; where they do not, the bound is a few
//! ulp of the value. A wrong neighbour, coefficient, dropped term or stale value changes the result
//! by about one term, orders of magnitude above the bound.
//!
//! Integer arrays must be equal. Reductions combine many points in an order that differs
//! between the CPU (chunks in order) and the GPU (per-thread sums, then trees): they are compared
//! relatively (1e-9 in double, 1e-4 in float) as before.
//!
//! # Exact mode
//! With `exact` ([`Check::exact`]: kernels compiled without FMA contraction, no reassociating
//! shapes), every floating value must equal the CPU's bit for bit: the CPU reference evaluates in
//! the C program's order and precision.

use crate::error::RunError;
use mint_analyzer::Nest;
use mint_lang::ast::{ExprKind, Scalar, Stmt, StmtKind};
use mint_ref::{ArrayData, Env};
use std::collections::HashMap;

/// What the CPU computes for one sweep of `n` from `env`: the written arrays, the magnitudes of
/// their values' terms, and the reductions.
pub struct Expected {
    /// The arrays the nest writes, after the sweep.
    pub arrays: HashMap<String, ArrayData>,
    /// For each written floating array: the magnitude of every value's terms (same shape).
    pub magnitudes: HashMap<String, ArrayData>,
    /// Per reduction: the variable's value before the nest and after it.
    pub reductions: Vec<(f64, f64)>,
}

/// Run the CPU reference on `env` (which then holds the state after the sweep).
pub fn expected(n: &Nest, env: &mut Env) -> Result<Expected, RunError> {
    let (red, magnitudes) = run_reference(n, env)?;
    let e = &*env;
    let arrays = n
        .arrays
        .iter()
        .filter(|a| a.writes > 0)
        .map(|a| (a.name.clone(), e.arrays[&a.name].clone()))
        .collect();
    Ok(Expected {
        arrays,
        magnitudes,
        reductions: red,
    })
}

/// [`expected`] on an environment of its own, whose written arrays are moved into the result
/// rather than copied (a tuner's reference at 16384^2 in double: 2 GB an array).
pub fn expected_in(n: &Nest, mut env: Env) -> Result<Expected, RunError> {
    let (red, magnitudes) = run_reference(n, &mut env)?;
    let arrays = n
        .arrays
        .iter()
        .filter(|a| a.writes > 0)
        .filter_map(|a| env.arrays.remove(&a.name).map(|x| (a.name.clone(), x)))
        .collect();
    Ok(Expected {
        arrays,
        magnitudes,
        reductions: red,
    })
}

/// The environment a run of `n` needs from `env`: the nest's arrays (copied in parallel,
/// [`par_copy`]) and every scalar; the function's other arrays are not copied.
pub fn nest_env(n: &Nest, env: &Env) -> Env {
    let mut e = Env::new();
    e.scalars = env.scalars.clone();
    for a in &n.arrays {
        if let Some(x) = env.arrays.get(&a.name) {
            if !e.arrays.contains_key(&a.name) {
                e.arrays.insert(a.name.clone(), par_copy(x));
            }
        }
    }
    e
}

/// A copy of `a` made by all threads (rayon; an array of a large sweep is gigabytes, and one
/// thread copies a few GB/s).
pub fn par_copy(a: &ArrayData) -> ArrayData {
    fn go<T: Copy + Send + Sync>(x: &ndarray::ArrayD<T>) -> ndarray::ArrayD<T> {
        use rayon::prelude::*;
        match x.as_slice() {
            Some(s) => {
                let v: Vec<T> = s.par_iter().with_min_len(1 << 14).copied().collect();
                ndarray::ArrayD::from_shape_vec(x.raw_dim(), v).unwrap_or_else(|_| x.clone())
            }
            None => x.clone(),
        }
    }
    match a {
        ArrayData::F64(x) => ArrayData::F64(go(x)),
        ArrayData::F32(x) => ArrayData::F32(go(x)),
        ArrayData::I32(x) => ArrayData::I32(go(x)),
        ArrayData::I64(x) => ArrayData::I64(go(x)),
    }
}

/// Per reduction its value before the nest and after it, and per written floating array the
/// magnitudes of its values.
type Swept = (Vec<(f64, f64)>, HashMap<String, ArrayData>);

/// One sweep of the CPU reference with magnitudes ([`Swept`]).
fn run_reference(n: &Nest, env: &mut Env) -> Result<Swept, RunError> {
    let init: Vec<f64> = n
        .reductions
        .iter()
        .map(|r| env.scalars.get(&r.name).map_or(0.0, |v| v.as_f64()))
        .collect();
    let (red, magnitudes) = mint_ref::run_nest_with_magnitudes(n, env)?;
    let reductions = n
        .reductions
        .iter()
        .zip(init)
        .map(|(r, i)| (i, red.get(&r.name).map_or(f64::NAN, |v| v.as_f64())))
        .collect();
    Ok((reductions, magnitudes))
}

/// How a nest's results are judged.
#[derive(Clone, Copy, Debug)]
pub struct Check {
    /// Unit roundoff of the nest's precision.
    pub u: f64,
    /// Floating operations per written value (`F`).
    pub ops: u32,
    /// Bit-for-bit equality required.
    pub exact: bool,
    /// Widened for `--fast-math` ([`Check::for_mode`]).
    pub fast: bool,
}

impl Check {
    /// The check for `n` (see the module docs).
    pub fn for_nest(n: &Nest, exact: bool) -> Check {
        let float = n.precision == Some(Scalar::Float);
        Check {
            u: if float {
                f64::from(f32::EPSILON) / 2.0
            } else {
                f64::EPSILON / 2.0
            },
            ops: ops_per_value(n),
            exact,
            fast: false,
        }
    }

    /// [`Check::for_nest`], widened for a kernel built with `--fast-math` when `fast_math`:
    /// every operation within 2 ulp (`4u`: the CUDA intrinsics for division and square root, and
    /// a reciprocal that rounds once more than the division it replaces), a math function
    /// within 16 operations' worth instead of 4 (`__expf`, `__sinf`, ... over the ranges CUDA
    /// documents for them), and every operation may flush a denormal to zero (one smallest
    /// normal each).
    pub fn for_mode(n: &Nest, exact: bool, fast_math: bool) -> Check {
        let mut c = Check::for_nest(n, exact);
        if fast_math {
            c.fast = true;
            c.u *= 4.0;
            c.ops = c.ops.saturating_add(12 * math_calls(n));
        }
        c
    }

    /// `2 γ_F`: the allowed difference per unit of magnitude.
    pub fn factor(&self) -> f64 {
        if self.exact {
            return 0.0;
        }
        let fu = f64::from(self.ops) * self.u;
        2.0 * fu / (1.0 - fu).max(0.5)
    }

    /// The allowed difference for a value whose terms have magnitude `m`:
    /// `factor() * |m| + floor(float)` (0 in exact mode), evaluated in that order with two
    /// roundings (the device comparison, [`crate::verify_device`], evaluates the same two
    /// operations without contraction).
    pub fn bound(&self, m: f64, float: bool) -> f64 {
        if self.exact {
            return 0.0;
        }
        self.factor() * m.abs() + self.floor(float)
    }

    /// The part of the bound that does not scale with the magnitude: `2 λ` (each of the `F`
    /// operations may flush a denormal under `--fast-math`: `2 F λ`), `λ` the smallest normal
    /// number of the precision.
    pub fn floor(&self, float: bool) -> f64 {
        let tiny = if float {
            f64::from(f32::MIN_POSITIVE)
        } else {
            f64::MIN_POSITIVE
        };
        let flushes = if self.fast { f64::from(self.ops) } else { 1.0 };
        2.0 * flushes * tiny
    }
}

/// Calls in the nest's body (math functions): each counts 4 operations in [`ops_per_value`],
/// 16 under `--fast-math`.
pub fn math_calls(n: &Nest) -> u32 {
    let mut calls = 0u32;
    mint_analyzer::stencil::stmt_exprs(&n.body, &mut |e| {
        e.walk(&mut |x| calls += u32::from(matches!(x.kind, ExprKind::Call(..))))
    });
    calls
}

/// `F`: the floating operations that produce one written value, counted over the nest's body
/// (+ - * / and compound assignments; a math function counts 4, for the few ulp by which
/// libraries differ), at least 1. A body with loops of its own repeats its operations: there the
/// count is multiplied by 16 (a heuristic bound for the short inner loops stencil bodies have).
pub fn ops_per_value(n: &Nest) -> u32 {
    let mut ops = 0u32;
    mint_analyzer::stencil::stmt_exprs(&n.body, &mut |e| {
        e.walk(&mut |x| match &x.kind {
            ExprKind::Binary(op, _, _) if op.is_arith() => ops += 1,
            ExprKind::Assign(Some(op), _, _) if op.is_arith() => ops += 1,
            ExprKind::Call(..) => ops += 4,
            _ => {}
        })
    });
    let ops = ops.max(n.flops_per_point).max(1) + 1;
    if has_loops(&n.body) {
        ops.saturating_mul(16)
    } else {
        ops
    }
}

/// Whether `s` holds a loop.
fn has_loops(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::For(_) | StmtKind::While { .. } | StmtKind::DoWhile { .. } => true,
        StmtKind::Block(b) => b.stmts.iter().any(has_loops),
        StmtKind::If { then, els, .. } => has_loops(then) || els.as_deref().is_some_and(has_loops),
        StmtKind::Switch { body, .. } | StmtKind::Labeled { stmt: body, .. } => has_loops(body),
        _ => false,
    }
}

/// The worst element of one array.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Worst {
    /// `|g - c| / bound` (infinite for a NaN, or any difference where the bound is zero).
    pub ratio: f64,
    /// Its index (row-major, logical order).
    pub index: usize,
    /// The device value.
    pub gpu: f64,
    /// The CPU value.
    pub cpu: f64,
    /// The allowed difference there.
    pub bound: f64,
    /// The largest relative difference over the array (for display).
    pub max_rel: f64,
}

impl Worst {
    /// The identity of [`Worst::combine`]: below every element (a ratio of -1), so that the
    /// worst of an empty range is this and [`finish`] makes it the default.
    pub fn none() -> Worst {
        Worst {
            ratio: -1.0,
            index: usize::MAX,
            ..Worst::default()
        }
    }

    /// The worse of two (the larger ratio; of equal ratios the lower index), with the larger
    /// relative difference of both. Associative and commutative, so that any order of
    /// combination (rayon's tree on the host, a block's tree and the host's fold of the blocks
    /// on the device) gives the same element.
    pub fn combine(a: Worst, b: Worst) -> Worst {
        let max_rel = a.max_rel.max(b.max_rel);
        let worse = b.ratio > a.ratio || (b.ratio == a.ratio && b.index < a.index);
        let mut w = if worse { b } else { a };
        w.max_rel = max_rel;
        w
    }
}

/// The combined worst of a whole array: [`Worst::default`] for an empty one.
pub fn finish(w: Worst) -> Worst {
    if w.ratio < 0.0 {
        Worst::default()
    } else {
        w
    }
}

/// The floor of the relative difference's denominator: a millionth of the CPU array's largest
/// absolute value (so that values near zero in an array of large ones are not judged by their
/// own tiny size).
pub fn rel_scale<C: AsF64>(c: &[C]) -> f64 {
    use rayon::prelude::*;
    c.par_iter().map(|v| v.f().abs()).reduce(|| 0.0, f64::max) * 1e-6
}

/// The judgement of element `index`: device value `g`, CPU value `c`, magnitude `m` (none:
/// equality required), under `check`, with the relative difference's floor `scale`
/// ([`rel_scale`]). The one formula of every comparison: [`compare_values`] on the host and the
/// device kernel of [`crate::verify_device`] (which evaluates these operations in this order,
/// in `double`, without contraction).
///
/// Equal values (NaN with NaN unless exact) have ratio 0; a NaN difference, or any difference
/// where the bound is 0, is infinitely far; a ratio that is NaN (a NaN magnitude) counts as
/// infinite too, so that the worst of an array does not depend on the order it is combined in.
pub fn judge_element(
    index: usize,
    g: f64,
    c: f64,
    m: Option<f64>,
    check: &Check,
    float: bool,
    scale: f64,
) -> Worst {
    let bound = m.map_or(0.0, |m| check.bound(m, float));
    let diff = (g - c).abs();
    let same = g == c || (g.is_nan() && c.is_nan() && !check.exact);
    let ratio = if same {
        0.0
    } else if diff.is_nan() || bound == 0.0 {
        f64::INFINITY
    } else {
        diff / bound
    };
    let ratio = if ratio.is_nan() { f64::INFINITY } else { ratio };
    let rel = if same {
        0.0
    } else if diff.is_nan() {
        f64::INFINITY
    } else {
        diff / c.abs().max(scale).max(f64::MIN_POSITIVE)
    };
    Worst {
        ratio,
        index,
        gpu: g,
        cpu: c,
        bound,
        max_rel: rel,
    }
}

/// Device values of one array, in logical order.
pub enum Values {
    /// `double`
    F64(Vec<f64>),
    /// `float`
    F32(Vec<f32>),
    /// `int`
    I32(Vec<i32>),
    /// `long`
    I64(Vec<i64>),
}

impl Values {
    /// Values of a host array (the emulator's results).
    pub fn from_array(a: &ArrayData) -> Values {
        match a {
            ArrayData::F64(x) => Values::F64(x.iter().copied().collect()),
            ArrayData::F32(x) => Values::F32(x.iter().copied().collect()),
            ArrayData::I32(x) => Values::I32(x.iter().copied().collect()),
            ArrayData::I64(x) => Values::I64(x.iter().copied().collect()),
        }
    }
}

/// Numbers compared as `f64`.
pub trait AsF64: Copy + Send + Sync {
    /// The value as `f64` (exact for `f32`, `i32`; `i64` beyond 2^53 rounds).
    fn f(self) -> f64;
}
impl AsF64 for f64 {
    fn f(self) -> f64 {
        self
    }
}
impl AsF64 for f32 {
    fn f(self) -> f64 {
        f64::from(self)
    }
}
impl AsF64 for i32 {
    fn f(self) -> f64 {
        f64::from(self)
    }
}
impl AsF64 for i64 {
    fn f(self) -> f64 {
        self as f64
    }
}

/// The array's elements in logical order, borrowed when it is in standard layout.
pub fn dense<T: Copy>(a: &ndarray::ArrayD<T>) -> std::borrow::Cow<'_, [T]> {
    match a.as_slice() {
        Some(s) => std::borrow::Cow::Borrowed(s),
        None => std::borrow::Cow::Owned(a.iter().copied().collect()),
    }
}

/// Compare `got` (device values in logical order) with the CPU's `cpu` under `check`, with the
/// magnitudes `mag` (none for integer arrays: equality). No copies of the arrays are made when
/// the element types match.
pub fn compare_values(
    got: &Values,
    cpu: &ArrayData,
    mag: Option<&ArrayData>,
    check: &Check,
) -> Worst {
    fn go<G: AsF64, C: AsF64>(
        got: &[G],
        c: &[C],
        m: Option<&[C]>,
        check: &Check,
        float: bool,
    ) -> Worst {
        use rayon::prelude::*;
        if got.len() != c.len() || m.is_some_and(|m| m.len() != c.len()) {
            return Worst {
                ratio: f64::INFINITY,
                index: got.len().min(c.len()),
                ..Worst::default()
            };
        }
        let scale = rel_scale(c);
        let per = |i: usize| {
            let m = m.map(|m| m[i].f());
            judge_element(i, got[i].f(), c[i].f(), m, check, float, scale)
        };
        finish(
            (0..c.len())
                .into_par_iter()
                .map(per)
                .reduce(Worst::none, Worst::combine),
        )
    }
    let mismatch = || Worst {
        ratio: f64::INFINITY,
        ..Worst::default()
    };
    match (got, cpu, mag) {
        (Values::F64(g), ArrayData::F64(c), Some(ArrayData::F64(m))) => {
            go(g, &dense(c), Some(&dense(m)), check, false)
        }
        (Values::F64(g), ArrayData::F64(c), None) => go(g, &dense(c), None, check, false),
        (Values::F32(g), ArrayData::F32(c), Some(ArrayData::F32(m))) => {
            go(g, &dense(c), Some(&dense(m)), check, true)
        }
        (Values::F32(g), ArrayData::F32(c), None) => go(g, &dense(c), None, check, true),
        (Values::I32(g), ArrayData::I32(c), _) => go(g, &dense(c), None, check, false),
        (Values::I64(g), ArrayData::I64(c), _) => go(g, &dense(c), None, check, false),
        _ => mismatch(),
    }
}

/// The verdict on one launch.
#[derive(Debug, Default)]
pub struct Verdict {
    /// Every output within its bound.
    pub ok: bool,
    /// The largest relative difference over the arrays (for display).
    pub max_rel: f64,
    /// The largest difference as a multiple of its bound.
    pub max_ratio: f64,
    /// What differs, one line each.
    pub why: Vec<String>,
}

/// `i` as subscripts of `shape` (outermost first).
fn subscripts(mut i: usize, shape: &[usize]) -> String {
    let mut v = vec![0usize; shape.len()];
    for d in (0..shape.len()).rev() {
        let s = shape[d].max(1);
        v[d] = i % s;
        i /= s;
    }
    v.iter().map(|x| format!("[{x}]")).collect()
}

/// Judge a nest's results: `got(name)` gives the device's values of a written array in logical
/// order, `gpu_red` its reductions (over the nest only).
pub fn judge(
    n: &Nest,
    exp: &Expected,
    got: &mut dyn FnMut(&str) -> Result<Values, RunError>,
    gpu_red: &[f64],
    exact: bool,
    fast_math: bool,
) -> Result<Verdict, RunError> {
    let mut host = |name: &str, check: &Check| -> Result<Worst, RunError> {
        Ok(compare_values(
            &got(name)?,
            &exp.arrays[name],
            exp.magnitudes.get(name),
            check,
        ))
    };
    judge_by(n, exp, &mut host, gpu_red, exact, fast_math)
}

/// [`judge`] with the comparison of each written array left to `compare` (the array's name and
/// the check; the worst element, as [`compare_values`] finds it): on the host, or on the device
/// ([`crate::verify_device`]).
pub fn judge_by(
    n: &Nest,
    exp: &Expected,
    compare: &mut dyn FnMut(&str, &Check) -> Result<Worst, RunError>,
    gpu_red: &[f64],
    exact: bool,
    fast_math: bool,
) -> Result<Verdict, RunError> {
    let check = Check::for_mode(n, exact, fast_math);
    let mut v = Verdict {
        ok: true,
        ..Verdict::default()
    };
    let mut names: Vec<&String> = exp.arrays.keys().collect();
    names.sort();
    for name in names {
        let cpu = &exp.arrays[name];
        let w = compare(name, &check)?;
        v.max_rel = v.max_rel.max(w.max_rel);
        v.max_ratio = v.max_ratio.max(w.ratio);
        if w.ratio > 1.0 {
            v.ok = false;
            let integer = matches!(cpu, ArrayData::I32(_) | ArrayData::I64(_));
            v.why.push(if check.exact {
                format!(
                    "{name}{}: GPU {:e}, CPU {:e}: not bit-equal (--exact)",
                    subscripts(w.index, cpu.shape()),
                    w.gpu,
                    w.cpu
                )
            } else if integer {
                format!(
                    "{name}{}: GPU {}, CPU {}: integers must be equal",
                    subscripts(w.index, cpu.shape()),
                    w.gpu,
                    w.cpu
                )
            } else {
                format!(
                    "{name}{}: GPU {:e}, CPU {:e}: |difference| {:.2e} is {:.3e} times its bound {:.2e} (2 γ_F Σ|terms|, F = {}, u = {:.1e})",
                    subscripts(w.index, cpu.shape()),
                    w.gpu,
                    w.cpu,
                    (w.gpu - w.cpu).abs(),
                    w.ratio,
                    w.bound,
                    check.ops,
                    check.u
                )
            });
        }
    }
    for ((r, &(init, c)), g) in n.reductions.iter().zip(&exp.reductions).zip(gpu_red) {
        if let Some(w) = reduction_mismatch(r, init, c, *g, exact) {
            v.ok = false;
            v.why.push(w);
        }
    }
    Ok(v)
}

/// Whether the device's value `g` of reduction `r` (over the nest only) combined with the
/// variable's value `init` before the nest differs from the CPU's `c` beyond rounding.
pub fn reduction_mismatch(
    r: &mint_analyzer::ReductionVar,
    init: f64,
    c: f64,
    g: f64,
    exact: bool,
) -> Option<String> {
    let g = match r.op {
        mint_lang::ast::ReduceOp::Add => init + g,
        mint_lang::ast::ReduceOp::Mul => init * g,
        mint_lang::ast::ReduceOp::Max => init.max(g),
        mint_lang::ast::ReduceOp::Min => init.min(g),
    };
    // Reductions add in another order on the GPU: allow rounding of the whole sum (max and min
    // are exact whatever the order).
    let order_free = matches!(
        r.op,
        mint_lang::ast::ReduceOp::Max | mint_lang::ast::ReduceOp::Min
    );
    let rtol = if exact && order_free {
        0.0
    } else if r.ty == Scalar::Float {
        1e-4
    } else {
        1e-9
    };
    (g != c && (g - c).abs() > rtol * c.abs().max(f64::MIN_POSITIVE))
        .then(|| format!("reduction {}: GPU {g:e}, CPU {c:e}", r.name))
}

/// The verdict word of a nest's line.
pub(crate) fn status(ok: bool, exact: bool) -> &'static str {
    match (ok, exact) {
        (true, true) => "verified bit-equal",
        (true, false) => "verified",
        (false, _) => "WRONG",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(ops: u32, float: bool) -> Check {
        Check {
            u: if float {
                f64::from(f32::EPSILON) / 2.0
            } else {
                f64::EPSILON / 2.0
            },
            ops,
            exact: false,
            fast: false,
        }
    }

    #[test]
    fn fast_math_widens_the_bound_by_its_approximations_only_in_that_mode() {
        let src = "void f(int n, float k, float a[n][n], float b[n][n]) {
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
{
#pragma mint for nest(all)
for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)
    b[y][x] = (a[y][x - 1] + a[y][x + 1]) / k + sqrtf(a[y][x]);
}
}";
        let p = mint_analyzer::analyze(&mint_lang::parse(src).unwrap()).unwrap();
        let n = &p.functions[0].nests[0];
        let ieee = Check::for_mode(n, false, false);
        let fast = Check::for_mode(n, false, true);
        assert_eq!(ieee.ops, ops_per_value(n));
        assert_eq!(
            fast.ops,
            ieee.ops + 12,
            "one math call counts 16 operations"
        );
        assert_eq!(fast.u, 4.0 * ieee.u, "2 ulp per operation");
        // Wider, but still far below a wrong term (a value of 1 off by 1%).
        let (bi, bf) = (ieee.bound(1.0, true), fast.bound(1.0, true));
        assert!(bf > 4.0 * bi && bf < 1e-3, "{bi} {bf}");
        // Denormals flushed: one smallest normal per operation.
        assert!(fast.bound(0.0, true) >= f64::from(fast.ops) * f64::from(f32::MIN_POSITIVE));
        assert_eq!(Check::for_mode(n, true, false).bound(1.0, true), 0.0);
    }

    #[test]
    fn cancelling_terms_allow_their_rounding() {
        // c = m0*a - b with m0*a ~ b: the value is tiny, the terms are not.
        let c = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 1e-3));
        let m = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 2.0));
        let got = [1e-3 + 4.0 * f64::EPSILON];
        let w = compare_values(&Values::F64(got.to_vec()), &c, Some(&m), &check(3, false));
        assert!(w.ratio <= 1.0, "{w:?}");
        // The same difference on a value whose terms do not cancel is far outside.
        let m = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 1e-3));
        let w = compare_values(&Values::F64(got.to_vec()), &c, Some(&m), &check(3, false));
        assert!(w.ratio > 100.0, "{w:?}");
    }

    #[test]
    fn a_wrong_term_is_far_outside_the_bound() {
        let c = ArrayData::F32(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[4]), 0.5f32));
        let m = ArrayData::F32(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[4]), 1.5f32));
        let got = Values::F32(vec![0.5, 0.5, 0.5 + 0.01, 0.5]);
        let w = compare_values(&got, &c, Some(&m), &check(20, true));
        assert_eq!(w.index, 2);
        assert!(w.ratio > 1000.0, "{w:?}");
    }

    #[test]
    fn integers_and_exact_mode_need_equality() {
        let c = ArrayData::I32(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[2]), 3));
        let w = compare_values(&Values::I32(vec![3, 4]), &c, None, &check(3, false));
        assert!(w.ratio.is_infinite() && w.index == 1);
        let c = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 1.0));
        let m = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 1.0));
        let exact = Check {
            exact: true,
            ..check(3, false)
        };
        let w = compare_values(&Values::F64(vec![1.0 + f64::EPSILON]), &c, Some(&m), &exact);
        assert!(w.ratio.is_infinite());
        assert_eq!(
            compare_values(&Values::F64(vec![1.0]), &c, Some(&m), &exact).ratio,
            0.0
        );
    }

    #[test]
    fn nan_is_never_within_the_bound() {
        let c = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 1.0));
        let m = ArrayData::F64(ndarray::ArrayD::from_elem(ndarray::IxDyn(&[1]), 1.0));
        let w = compare_values(&Values::F64(vec![f64::NAN]), &c, Some(&m), &check(3, false));
        assert!(w.ratio.is_infinite());
    }

    #[test]
    fn the_worst_relative_difference_is_reported_too() {
        let c = ArrayData::F64(
            ndarray::ArrayD::from_shape_vec(vec![4], vec![1.0, 2.0, 4.0, 8.0]).unwrap(),
        );
        let same = compare_values(
            &Values::F64(vec![1.0, 2.0, 4.0, 8.0]),
            &c,
            Some(&c),
            &check(3, false),
        );
        assert_eq!((same.ratio, same.max_rel), (0.0, 0.0));
        let w = compare_values(
            &Values::F64(vec![1.0, 2.0, 4.4, 8.0]),
            &c,
            Some(&c),
            &check(3, false),
        );
        assert!((w.max_rel - 0.1).abs() < 1e-12 && w.index == 2, "{w:?}");
        let short = compare_values(&Values::F64(vec![1.0, 2.0]), &c, Some(&c), &check(3, false));
        assert!(short.ratio.is_infinite());
    }

    #[test]
    fn subscripts_are_outermost_first() {
        assert_eq!(subscripts(7, &[2, 2, 3]), "[1][0][1]");
    }
}
