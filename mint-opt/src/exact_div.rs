//! Single-precision division by a constant, exactly and without the division: `a / 118` in a
//! `float` nest becomes `mint_div_rn_f(a, 118.0f, r)` with `r = RN(1/118)`, which the kernel
//! evaluates as `q = RN(a·r)`, `e = RN(a - q·118)` (one FMA, exact), `RN(q + e·r)` (one FMA):
//! three instructions where IEEE division (`div.rn.f32`) is a subroutine of tens with a branch.
//! This is the default (IEEE) mode's rewrite; `--fast-math` has its own ([`crate::fast_math`]).
//!
//! Invariants:
//! - The result is bit for bit `a / d` rounded to nearest, for every `a`: a divisor is rewritten
//!   only when [`exact_reciprocal`] has checked the sequence against the division for every
//!   significand of `a` (2^23 of them, `a` in [1, 2)). Scaling `a` by a power of two scales
//!   every step of both computations alike as long as each stays a normal number, so the check
//!   covers every `a` with 2^-60 <= |a| <= 2^60 for a divisor with 2^-30 <= |d| <= 2^30; the
//!   kernel helper returns `a·r` for a zero `a` (the quotient's sign) and divides the others
//!   (subnormal, huge, infinite, NaN) with `__fdiv_rn` in a function of its own, so that the
//!   division's code stays out of the stencil's (a subnormal or huge value is rare; a zero is
//!   not).
//!   Both paths round to nearest, so the CPU reference (which divides) stays bitwise equal.
//! - Only divisions whose operands C converts to `float` change (a `double` operand, an
//!   unsuffixed floating literal, leaves the division as it is), and only divisors that are a
//!   literal (optionally negated, parenthesised or cast to `float`) whose value is a normal
//!   float.
//! - The helper is defined by the kernel text that calls it ([`HELPER`], guarded so that a
//!   program with several such kernels defines it once).

use crate::fast_math::{each_expr, Cx};
use mint_analyzer::Nest;
use mint_lang::ast::*;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// The device function the rewritten divisions call, with its include guard: prepended to a
/// kernel's text when the text calls it ([`with_helper`]).
pub const HELPER: &str = "#ifndef MINT_DIV_RN_F
#define MINT_DIV_RN_F
/* mint: a / d rounded to nearest, with r = RN(1/d) checked for d over every significand of a
   (mint_opt::exact_div); zero takes the sign of a * r, and a outside [2^-60, 2^60] in magnitude
   (subnormal, huge, infinite, NaN) divides, out of line. */
static __device__ __noinline__ float mint_div_slow_f(float a, float d)
{
    return __fdiv_rn(a, d);
}
static __device__ __forceinline__ float mint_div_rn_f(float a, float d, float r)
{
    const float q = __fmul_rn(a, r);
    const float m = fabsf(a);
    if (m >= 0x1p-60f && m <= 0x1p60f) return __fmaf_rn(__fmaf_rn(-q, d, a), r, q);
    if (m == 0.0f) return q;
    return mint_div_slow_f(a, d);
}
#endif
";

/// The name of the helper's function.
pub const HELPER_NAME: &str = "mint_div_rn_f";

/// `kernel` (a kernel's text) with [`HELPER`] before it where it calls the helper.
pub fn with_helper(kernel: String) -> String {
    if kernel.contains(&format!("{HELPER_NAME}(")) {
        format!("{HELPER}{kernel}")
    } else {
        kernel
    }
}

/// `n` with each single-precision division by a constant whose reciprocal passes
/// [`exact_reciprocal`] written as a call of the helper, and how many divisions changed.
pub fn exact_divisions(n: &Nest) -> (Nest, usize) {
    let mut out = n.clone();
    let mut count = 0;
    let cx = Cx { n };
    each_expr(&mut out.body, &mut |e| rewrite(&cx, e, &mut count));
    if let Some(fb) = out.fallback.as_deref_mut() {
        each_expr(&mut fb.body, &mut |e| rewrite(&cx, e, &mut count));
    }
    (out, count)
}

fn rewrite(cx: &Cx, e: &mut Expr, count: &mut usize) {
    mint_analyzer::inline::each_child(e, &mut |c| rewrite(cx, c, count));
    let ExprKind::Binary(BinOp::Div, a, b) = &e.kind else {
        return;
    };
    let single = matches!(
        (cx.ty(a), cx.ty(b)),
        (Some(Scalar::Float), Some(Scalar::Float | Scalar::Int))
            | (Some(Scalar::Int), Some(Scalar::Float))
    );
    if !single {
        return;
    }
    let Some(d) = constant(b) else { return };
    let Some(r) = exact_reciprocal(d) else { return };
    let span = e.span;
    let lit = |v: f32| Expr {
        kind: ExprKind::Float(f64::from(v), float_text(v)),
        span,
    };
    *e = Expr {
        kind: ExprKind::Call(
            Box::new(Expr {
                kind: ExprKind::Ident(HELPER_NAME.into()),
                span,
            }),
            vec![(**a).clone(), lit(d), lit(r)],
        ),
        span,
    };
    *count += 1;
}

/// `v` as a C float literal that reads back as `v` exactly (9 significant digits).
fn float_text(v: f32) -> String {
    format!("{v:.8e}f")
}

/// The value of a constant divisor as a `float`: an integer literal of at most 24 bits or a
/// float literal (`118`, `118.0f`, `-(4.0f)`, `(float)118`); `None` for anything else.
fn constant(e: &Expr) -> Option<f32> {
    match &e.kind {
        ExprKind::Paren(x) | ExprKind::Unary(UnOp::Plus, x) => constant(x),
        ExprKind::Unary(UnOp::Neg, x) => constant(x).map(|v| -v),
        ExprKind::Cast(t, x) if t.rank() == 0 && t.scalar == Scalar::Float => constant(x),
        ExprKind::Int(..) => {
            let v = e
                .to_c()
                .trim_end_matches(['u', 'U', 'l', 'L'])
                .parse::<i64>()
                .ok()?;
            (v.abs() < 1 << 24).then_some(v as f32)
        }
        ExprKind::Float(_, text) if text.ends_with(['f', 'F']) => {
            text.trim_end_matches(['f', 'F']).parse::<f32>().ok()
        }
        _ => None,
    }
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

    const SRC: &str = "void f(int n, int k, float h2, float a[n][n], float b[n][n]) {
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
{
#pragma mint for nest(all)
for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)
    b[y][x] = (a[y][x - 1] + a[y][x + 1]) / 118 + a[y][x] / h2 + a[y][x] / 6.0f + a[y][x] / 6.0 + (x / k) * 1.0f + a[y][x] / a[y - 1][x] + a[y][x] / -(3.0f);
}
}";

    #[test]
    fn float_divisions_by_literals_become_the_helper() {
        let (r, count) = exact_divisions(&nest_of(SRC));
        let text = body(&r);
        assert_eq!(count, 3, "{text}");
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
        // A scalar divisor, a double division, an integer division and an array divisor stay.
        assert!(text.contains("a[y][x] / h2"), "{text}");
        assert!(text.contains("a[y][x] / 6.0 "), "{text}");
        assert!(text.contains("(x / k)"), "{text}");
        assert!(text.contains("a[y][x] / a[y - 1][x]"), "{text}");
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
