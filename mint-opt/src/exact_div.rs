//! Division without the division, exactly: in the default (IEEE) mode a floating division by an
//! invariant divisor becomes a multiplication by the divisor's reciprocal `r = RN(1/d)` and one
//! or two corrections, each an FMA residual `e = a - q·d` and `q + e·r`, which give the IEEE
//! quotient bit for bit. Where IEEE division is a subroutine of tens of instructions with a
//! branch (`div.rn.f32`, `div.rn.f64`), this is three (one correction) or five. `--fast-math`
//! has its own rewrite ([`crate::fast_math`]).
//!
//! Three forms (the helpers are [`HELPER`]):
//! - `mint_div_rn_f(a, d, r)`: a `float` division by a literal whose reciprocal passes
//!   [`exact_reciprocal`]: `q = RN(a·r)` and one correction. The check runs the sequence
//!   against the division for every significand of `a` (2^23 of them, `a` in [1, 2)); scaling
//!   `a` by a power of two scales every step of both alike while each stays a normal number, so
//!   it covers every `a` with 2^-60 <= |a| <= 2^60 (for 2^-30 <= |d| <= 2^30).
//! - `mint_div2_rn_f(a, d, r)` and `mint_div2_rn_d(a, d, r)`: any other invariant divisor (a
//!   `double` literal, a scalar, an expression of literals and scalars; `r` is then `1.0 / (d)`,
//!   which the compiler hoists out of the kernel's loops): two corrections. The first leaves `q`
//!   within one ulp of `a/d` (its error before rounding is about 2^-p ulp); then Markstein's
//!   theorem (y within half an ulp of 1/b, q within one ulp of a/b, no underflow or overflow:
//!   `a - b·q` is exact and `RN(q + (a - b·q)·y) = RN(a/b)`; Muller et al., Handbook of
//!   Floating-Point Arithmetic, ch. 5) makes the second exact. The helpers check at run time
//!   that `d` lies in [2^-30, 2^30] and `a` in [2^-60, 2^60] (float) or [2^-800, 2^800]
//!   (double) in magnitude, so that every intermediate is normal.
//! - Outside those ranges: a zero `a` returns `a·r` (the quotient's sign), and the rest
//!   (subnormal, huge, infinite, NaN, a divisor out of range) divides with `__fdiv_rn` /
//!   `__ddiv_rn` in a function of its own, so that the division's code stays out of the
//!   stencil's (a subnormal or huge value is rare; a zero is not).
//!
//! Invariants:
//! - Every path rounds to nearest as the division does, so the CPU reference (which divides)
//!   stays bitwise equal; a divisor the translate-time check rejects is never given the
//!   one-correction form.
//! - Only floating divisions change (by C's conversions: `float` where both operands are float
//!   or integer, `double` where one is double); integer divisions, divisors that read an array,
//!   a body local, a call or a side effect, and divisions in plane-sum kernels (which read the
//!   body as a linear form) stay as written.
//! - The helpers are defined by the kernel text that calls them ([`with_helper`], guarded so
//!   that a program with several such kernels defines them once).

use crate::fast_math::{each_body_expr, Cx};
use mint_analyzer::Nest;
use mint_lang::ast::*;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The device function the rewritten divisions call, with its include guard: prepended to a
/// kernel's text when the text calls it ([`with_helper`]).
pub const HELPER: &str = "#ifndef MINT_DIV_RN_F
#define MINT_DIV_RN_F
/* mint: a / d rounded to nearest without the division (mint_opt::exact_div): r = RN(1/d) and
   FMA corrections; one where d's reciprocal was checked over every significand of a, two
   (Markstein) for any other d; zero takes the sign of a * r; other values out of the ranges
   below (subnormal, huge, infinite, NaN) divide, out of line. */
__attribute__((unused)) static __device__ __noinline__ float mint_div_slow_f(float a, float d)
{
    return __fdiv_rn(a, d);
}
__attribute__((unused)) static __device__ __noinline__ double mint_div_slow_d(double a, double d)
{
    return __ddiv_rn(a, d);
}
__attribute__((unused)) static __device__ __forceinline__ float mint_div_rn_f(float a, float d, float r)
{
    const float q = __fmul_rn(a, r);
    const float m = fabsf(a);
    if (m >= 0x1p-60f && m <= 0x1p60f) return __fmaf_rn(__fmaf_rn(-q, d, a), r, q);
    if (m == 0.0f) return q;
    return mint_div_slow_f(a, d);
}
__attribute__((unused)) static __device__ __forceinline__ float mint_div2_rn_f(float a, float d, float r)
{
    const float q = __fmul_rn(a, r);
    const float m = fabsf(a), n = fabsf(d);
    if (n >= 0x1p-30f && n <= 0x1p30f) {
        if (m >= 0x1p-60f && m <= 0x1p60f) {
            const float q1 = __fmaf_rn(__fmaf_rn(-q, d, a), r, q);
            return __fmaf_rn(__fmaf_rn(-q1, d, a), r, q1);
        }
        if (m == 0.0f) return q;
    }
    return mint_div_slow_f(a, d);
}
__attribute__((unused)) static __device__ __forceinline__ double mint_div2_rn_d(double a, double d, double r)
{
    const double q = __dmul_rn(a, r);
    const double m = fabs(a), n = fabs(d);
    if (n >= 0x1p-30 && n <= 0x1p30) {
        if (m >= 0x1p-800 && m <= 0x1p800) {
            const double q1 = __fma_rn(__fma_rn(-q, d, a), r, q);
            return __fma_rn(__fma_rn(-q1, d, a), r, q1);
        }
        if (m == 0.0) return q;
    }
    return mint_div_slow_d(a, d);
}
#endif
";

/// The helpers' names: one correction (float, checked divisors), two (float, double).
pub const HELPER_NAMES: [&str; 3] = ["mint_div_rn_f", "mint_div2_rn_f", "mint_div2_rn_d"];

/// `kernel` (a kernel's text) with [`HELPER`] before it where it calls a helper.
pub fn with_helper(kernel: String) -> String {
    if HELPER_NAMES
        .iter()
        .any(|h| kernel.contains(&format!("{h}(")))
    {
        format!("{HELPER}{kernel}")
    } else {
        kernel
    }
}

/// `n` with each floating division by an invariant divisor written as a call of a helper
/// (see the module docs), and how many divisions changed.
pub fn exact_divisions(n: &Nest) -> (Nest, usize) {
    let mut out = n.clone();
    let mut count = 0;
    let cx = Cx { n };
    each_body_expr(&mut out, &mut |e| rewrite(&cx, e, &mut count));
    (out, count)
}

fn rewrite(cx: &Cx, e: &mut Expr, count: &mut usize) {
    mint_analyzer::inline::each_child(e, &mut |c| rewrite(cx, c, count));
    let ExprKind::Binary(BinOp::Div, a, b) = &e.kind else {
        return;
    };
    let (Some(ta), Some(tb)) = (cx.ty(a), cx.ty(b)) else {
        return;
    };
    let double = ta == Scalar::Double || tb == Scalar::Double;
    if !double && ta != Scalar::Float && tb != Scalar::Float {
        return; // an integer division
    }
    let span = e.span;
    let num = |v: f64, text: String| Expr {
        kind: ExprKind::Float(v, text),
        span,
    };
    let (name, d, r) = if double {
        if let Some(d) = constant_f64(b) {
            if !in_range(d) {
                return;
            }
            let r = 1.0 / d;
            (
                "mint_div2_rn_d",
                num(d, double_text(d)),
                num(r, double_text(r)),
            )
        } else if cx.invariant(b) {
            ("mint_div2_rn_d", paren((**b).clone()), reciprocal(b, "1.0"))
        } else {
            return;
        }
    } else if let Some(d) = constant(b) {
        if !in_range(f64::from(d)) {
            return;
        }
        let r = 1.0f32 / d;
        let one = exact_reciprocal(d).is_some();
        (
            if one {
                "mint_div_rn_f"
            } else {
                "mint_div2_rn_f"
            },
            num(f64::from(d), float_text(d)),
            num(f64::from(r), float_text(r)),
        )
    } else if cx.invariant(b) {
        (
            "mint_div2_rn_f",
            paren((**b).clone()),
            reciprocal(b, "1.0f"),
        )
    } else {
        return;
    };
    *e = Expr {
        kind: ExprKind::Call(
            Box::new(Expr {
                kind: ExprKind::Ident(name.into()),
                span,
            }),
            vec![(**a).clone(), d, r],
        ),
        span,
    };
    *count += 1;
}

/// `(x)`.
fn paren(x: Expr) -> Expr {
    let span = x.span;
    Expr {
        kind: ExprKind::Paren(Box::new(x)),
        span,
    }
}

/// `(one / (b))`: the reciprocal the kernel computes (once: it is invariant).
fn reciprocal(b: &Expr, one: &str) -> Expr {
    let span = b.span;
    paren(Expr {
        kind: ExprKind::Binary(
            BinOp::Div,
            Box::new(Expr {
                kind: ExprKind::Float(1.0, one.into()),
                span,
            }),
            Box::new(paren(b.clone())),
        ),
        span,
    })
}

/// A constant divisor the helpers take: normal, 2^-30 <= |d| <= 2^30.
fn in_range(d: f64) -> bool {
    d.is_normal() && (2f64.powi(-30)..=2f64.powi(30)).contains(&d.abs())
}

/// `v` as a C double literal that reads back as `v` exactly (17 significant digits).
fn double_text(v: f64) -> String {
    format!("{v:.16e}")
}

/// The value of a constant divisor of a `double` division: an integer literal of at most 53
/// bits, a floating literal (a `float` one at its float value), optionally negated,
/// parenthesised or cast to `double` or `float`; `None` for anything else (a `long double`
/// literal included).
fn constant_f64(e: &Expr) -> Option<f64> {
    match &e.kind {
        ExprKind::Paren(x) | ExprKind::Unary(UnOp::Plus, x) => constant_f64(x),
        ExprKind::Unary(UnOp::Neg, x) => constant_f64(x).map(|v| -v),
        ExprKind::Cast(t, x) if t.rank() == 0 && t.scalar == Scalar::Double => constant_f64(x),
        ExprKind::Cast(t, x) if t.rank() == 0 && t.scalar == Scalar::Float => {
            constant_f64(x).map(|v| f64::from(v as f32))
        }
        ExprKind::Int(..) => {
            let v = e
                .to_c()
                .trim_end_matches(['u', 'U', 'l', 'L'])
                .parse::<i64>()
                .ok()?;
            (v.abs() < 1 << 53).then_some(v as f64)
        }
        ExprKind::Float(_, text) if text.ends_with(['f', 'F']) => text
            .trim_end_matches(['f', 'F'])
            .parse::<f32>()
            .ok()
            .map(f64::from),
        ExprKind::Float(_, text) if !text.ends_with(['l', 'L']) => text.parse::<f64>().ok(),
        _ => None,
    }
}

/// `v` as a C float literal that reads back as `v` exactly (9 significant digits).
fn float_text(v: f32) -> String {
    format!("{v:.8e}f")
}

/// The value of a constant divisor of a `float` division ([`constant_f64`]'s, where a float
/// holds it exactly); `None` for anything else.
fn constant(e: &Expr) -> Option<f32> {
    let v = constant_f64(e)?;
    let f = v as f32;
    (f64::from(f) == v).then_some(f)
}

/// `RN(1/d)` where the helper's sequence `RN(RN(a·r) + RN(a - RN(a·r)·d)·r)` equals `RN(a/d)`
/// for every significand of `a` (see the module docs), else `None` (also for `d` outside
/// [2^-30, 2^30] in magnitude, or not normal). Each divisor is checked once per process.
pub fn exact_reciprocal(d: f32) -> Option<f32> {
    static SEEN: OnceLock<Mutex<HashMap<u32, Option<f32>>>> = OnceLock::new();
    let seen = SEEN.get_or_init(Default::default);
    if let Some(r) = seen.lock().ok()?.get(&d.to_bits()) {
        return *r;
    }
    let r = check(d);
    if let Ok(mut m) = seen.lock() {
        m.insert(d.to_bits(), r);
    }
    r
}

fn check(d: f32) -> Option<f32> {
    let m = d.abs();
    if !d.is_normal() || !(2f32.powi(-30)..=2f32.powi(30)).contains(&m) {
        return None;
    }
    let r = 1.0f32 / d;
    let ok = (0..1u32 << 23).all(|s| {
        let a = f32::from_bits(0x3f80_0000 | s);
        let q = a * r;
        let e = (-q).mul_add(d, a);
        e.mul_add(r, q).to_bits() == (a / d).to_bits()
    });
    ok.then_some(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_of(src: &str) -> Nest {
        let p = mint_analyzer::analyze(&mint_lang::parse(src).unwrap()).unwrap();
        p.functions[0].nests[0].clone()
    }

    fn body(n: &Nest) -> String {
        let mut s = String::new();
        n.body.walk(&mut |x| {
            if let StmtKind::Expr(e) = &x.kind {
                s.push_str(&e.to_c());
            }
        });
        s
    }

    /// The helper's arithmetic, as the kernel does it.
    fn helper(a: f32, d: f32, r: f32) -> f32 {
        let q = a * r;
        let m = a.abs();
        if (2f32.powi(-60)..=2f32.powi(60)).contains(&m) {
            (-q).mul_add(d, a).mul_add(r, q)
        } else if m == 0.0 {
            q
        } else {
            a / d
        }
    }

    /// The two-correction helpers, as the kernel does them.
    fn helper2_f(a: f32, d: f32, r: f32) -> f32 {
        let q = a * r;
        let (m, n) = (a.abs(), d.abs());
        if (2f32.powi(-30)..=2f32.powi(30)).contains(&n) {
            if (2f32.powi(-60)..=2f32.powi(60)).contains(&m) {
                let q1 = (-q).mul_add(d, a).mul_add(r, q);
                return (-q1).mul_add(d, a).mul_add(r, q1);
            }
            if m == 0.0 {
                return q;
            }
        }
        a / d
    }

    fn helper2_d(a: f64, d: f64, r: f64) -> f64 {
        let q = a * r;
        let (m, n) = (a.abs(), d.abs());
        if (2f64.powi(-30)..=2f64.powi(30)).contains(&n) {
            if (2f64.powi(-800)..=2f64.powi(800)).contains(&m) {
                let q1 = (-q).mul_add(d, a).mul_add(r, q);
                return (-q1).mul_add(d, a).mul_add(r, q1);
            }
            if m == 0.0 {
                return q;
            }
        }
        a / d
    }

    /// xorshift64.
    fn next(x: &mut u64) -> u64 {
        *x ^= *x << 13;
        *x ^= *x >> 7;
        *x ^= *x << 17;
        *x
    }

    #[test]
    fn two_corrections_are_exact_for_every_float_significand() {
        // Markstein's theorem in float, checked exhaustively over a's significands for divisors
        // of every kind (integers, decimals, random significands, both signs).
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut ds = vec![3.0f32, 7.0, 118.0, 0.1, -9.81, 1.0e-6, 12345.678];
        for _ in 0..3 {
            let bits = (next(&mut x) as u32 & 0x007f_ffff) | 0x3f80_0000;
            ds.push(f32::from_bits(bits) * 37.0);
        }
        for d in ds {
            let r = 1.0f32 / d;
            let bad = (0..1u32 << 23)
                .map(|s| f32::from_bits(0x3f80_0000 | s))
                .find(|&a| helper2_f(a, d, r).to_bits() != (a / d).to_bits());
            assert_eq!(bad, None, "d = {d}");
        }
    }

    #[test]
    fn two_corrections_are_exact_in_double_on_samples_of_every_binade() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        for d in [
            3.0f64,
            7.0,
            118.0,
            0.1,
            -6.02e-3,
            1.0e6,
            12345.678,
            1.0 / 3.0,
        ] {
            let r = 1.0 / d;
            for exp in -1074i64..=1023 {
                for _ in 0..24 {
                    let sig = next(&mut x) & 0x000f_ffff_ffff_ffff;
                    let a = if exp == -1074 {
                        f64::from_bits(sig)
                    } else {
                        f64::from_bits((((exp + 1023) as u64) << 52) | sig)
                    };
                    for a in [a, -a] {
                        assert_eq!(
                            helper2_d(a, d, r).to_bits(),
                            (a / d).to_bits(),
                            "{a:e} / {d}"
                        );
                    }
                }
            }
            for a in [
                0.0f64,
                -0.0,
                f64::INFINITY,
                f64::NEG_INFINITY,
                f64::NAN,
                f64::MAX,
            ] {
                let (x, y) = (helper2_d(a, d, r), a / d);
                assert!(
                    x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
                    "{a:e} / {d}"
                );
            }
        }
        // A divisor out of range divides.
        assert_eq!(helper2_d(1.0, 1.0e300, 1.0e-300), 1.0 / 1.0e300);
    }

    #[test]
    fn accepted_divisors_divide_exactly_at_every_scale() {
        // The check covers a in [1, 2); the helper must hold at other exponents, signs and the
        // special values too (a sample of each binade, every binade the fast path takes).
        for d in [118.0f32, 3.0, 7.0, 0.3, -5.0, 1.0e-6] {
            let Some(r) = exact_reciprocal(d) else {
                continue;
            };
            let mut x = 0x1234_5678u32;
            for exp in -149i32..=127 {
                for _ in 0..64 {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    let sig = x & 0x007f_ffff;
                    let a = if exp == -149 {
                        f32::from_bits(sig)
                    } else {
                        f32::from_bits((((exp + 127) as u32) << 23) | sig)
                    };
                    for a in [a, -a] {
                        assert_eq!(helper(a, d, r).to_bits(), (a / d).to_bits(), "{a:e} / {d}");
                    }
                }
            }
            for a in [
                0.0f32,
                -0.0,
                f32::INFINITY,
                f32::NEG_INFINITY,
                f32::NAN,
                f32::MAX,
            ] {
                assert_eq!(helper(a, d, r).to_bits(), (a / d).to_bits(), "{a:e} / {d}");
            }
        }
    }

    #[test]
    fn common_divisors_pass_and_others_keep_the_division() {
        // Every integer divisor 1..=64 passes (checked once by hand: 11 s); a few here.
        for d in [3.0f32, 7.0, 118.0, 0.3] {
            assert_eq!(exact_reciprocal(d), Some(1.0 / d), "{d}");
        }
        // Powers of two pass trivially (the reciprocal is exact).
        assert_eq!(exact_reciprocal(4.0), Some(0.25));
        // Out of the covered range, or not a normal number: no reciprocal.
        assert_eq!(exact_reciprocal(1.0e12), None);
        assert_eq!(exact_reciprocal(0.0), None);
        assert_eq!(exact_reciprocal(f32::NAN), None);
        assert_eq!(exact_reciprocal(1.0e-40), None);
    }

    const SRC: &str = "void f(int n, int k, float h2, double w, float a[n][n], float b[n][n], double c[n][n]) {
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint copy(c, toDevice, n, n)
#pragma mint parallel
{
#pragma mint for nest(all)
for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++) {
    b[y][x] = (a[y][x - 1] + a[y][x + 1]) / 118 + a[y][x] / h2 + a[y][x] / 6.0f + (x / k) * 1.0f + a[y][x] / a[y - 1][x] + a[y][x] / -(3.0f) + a[y][x] / (float)x;
    c[y][x] = c[y][x] / 6.0 + c[y][x] / (2.0 * w) + a[y][x] / 4.5 + c[y][x] / 1.0e40;
}
}
}";

    #[test]
    fn floating_divisions_by_invariants_become_the_helpers() {
        let (r, count) = exact_divisions(&nest_of(SRC));
        let text = body(&r);
        assert_eq!(count, 7, "{text}");
        // float literals: one correction (their reciprocals pass the check).
        assert!(
            text.contains("mint_div_rn_f((a[y][x - 1] + a[y][x + 1]), 1.18000000e2f, "),
            "{text}"
        );
        assert!(
            text.contains("mint_div_rn_f(a[y][x], 6.00000000e0f, "),
            "{text}"
        );
        assert!(
            text.contains("mint_div_rn_f(a[y][x], -3.00000000e0f, "),
            "{text}"
        );
        // A float scalar: two corrections, the reciprocal computed in the kernel.
        assert!(
            text.contains("mint_div2_rn_f(a[y][x], (h2), (1.0f / (h2)))"),
            "{text}"
        );
        // Double: two corrections, literal or not.
        assert!(
            text.contains("mint_div2_rn_d(c[y][x], 6.0000000000000000e0, 1.6666666666666666e-1)"),
            "{text}"
        );
        assert!(
            text.contains("mint_div2_rn_d(c[y][x], ((2.0 * w)), (1.0 / ((2.0 * w))))"),
            "{text}"
        );
        assert!(
            text.contains("mint_div2_rn_d(a[y][x], 4.5000000000000000e0, "),
            "{text}"
        );
        // An integer division, an array divisor, a loop variable and a divisor out of range stay.
        assert!(text.contains("(x / k)"), "{text}");
        assert!(text.contains("a[y][x] / a[y - 1][x]"), "{text}");
        assert!(text.contains("a[y][x] / (float)x"), "{text}");
        assert!(text.contains("c[y][x] / 1.0e40"), "{text}");
    }

    #[test]
    fn the_gpu_check_program_holds_the_helper_as_written() {
        // scripts/exact_div_check.cu divides every float on the GPU by the helper's text.
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/exact_div_check.cu");
        let text = std::fs::read_to_string(path).expect("scripts/exact_div_check.cu");
        assert!(
            text.contains(HELPER),
            "update {path} to mint_opt::exact_div::HELPER"
        );
    }

    #[test]
    fn reciprocal_literals_read_back_exactly() {
        for d in [118.0f32, 3.0, 7.0, 0.3] {
            if let Some(r) = exact_reciprocal(d) {
                let t = float_text(r);
                assert_eq!(t.trim_end_matches('f').parse::<f32>().unwrap(), r, "{t}");
            }
        }
    }
}
