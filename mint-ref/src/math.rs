//! The math functions of [`mint_analyzer::MATH_FUNCTIONS`], each in C's precision: the `f`
//! forms take and return `float` and compute in `float`; the others take and return `double`
//! (a `float` argument is converted, as C's prototypes do); `abs` works on `int`.
//!
//! Rust's `f64`/`f32` methods call the same C math library as a C program (or compute the
//! correctly rounded result: `sqrt`, `fabs`, `floor`, ...); `erf` and `erff`, which Rust does
//! not have, are called from the C library.

use crate::compile::{to_d, to_int, to_s, Code, Leaf};
use crate::types::IntTy;
use crate::RefError;
use mint_lang::Span;

#[cfg_attr(all(unix, not(target_os = "macos")), link(name = "m"))]
extern "C" {
    fn erf(x: f64) -> f64;
    fn erff(x: f32) -> f32;
}

fn c_erf(x: f64) -> f64 {
    // SAFETY: `erf` from the C math library is a pure function of its argument, defined for
    // every double (NaN and infinities included).
    unsafe { erf(x) }
}

fn c_erff(x: f32) -> f32 {
    // SAFETY: as for `erf`.
    unsafe { erff(x) }
}

fn args<const N: usize>(name: &str, v: Vec<Code>, span: Span) -> Result<[Code; N], RefError> {
    let n = v.len();
    v.try_into().map_err(|_| RefError::Unsupported {
        what: format!("`{name}` called with {n} argument(s) instead of {N}"),
        span,
    })
}

fn d1<G>(name: &str, v: Vec<Code>, span: Span, g: G) -> Result<Code, RefError>
where
    G: Fn(f64) -> f64 + Send + Sync + 'static,
{
    let [a] = args::<1>(name, v, span)?;
    let a = to_d(a);
    Ok(Code::D(Leaf::Node(Box::new(move |f| Ok(g(a.get(f)?))))))
}

fn s1<G>(name: &str, v: Vec<Code>, span: Span, g: G) -> Result<Code, RefError>
where
    G: Fn(f32) -> f32 + Send + Sync + 'static,
{
    let [a] = args::<1>(name, v, span)?;
    let a = to_s(a);
    Ok(Code::S(Leaf::Node(Box::new(move |f| Ok(g(a.get(f)?))))))
}

fn d2<G>(name: &str, v: Vec<Code>, span: Span, g: G) -> Result<Code, RefError>
where
    G: Fn(f64, f64) -> f64 + Send + Sync + 'static,
{
    let [a, b] = args::<2>(name, v, span)?;
    let (a, b) = (to_d(a), to_d(b));
    Ok(Code::D(Leaf::Node(Box::new(move |f| {
        Ok(g(a.get(f)?, b.get(f)?))
    }))))
}

fn s2<G>(name: &str, v: Vec<Code>, span: Span, g: G) -> Result<Code, RefError>
where
    G: Fn(f32, f32) -> f32 + Send + Sync + 'static,
{
    let [a, b] = args::<2>(name, v, span)?;
    let (a, b) = (to_s(a), to_s(b));
    Ok(Code::S(Leaf::Node(Box::new(move |f| {
        Ok(g(a.get(f)?, b.get(f)?))
    }))))
}

/// Compile a call of the math function `name`.
pub(crate) fn call(name: &str, v: Vec<Code>, span: Span) -> Result<Code, RefError> {
    match name {
        "sqrt" => d1(name, v, span, f64::sqrt),
        "sqrtf" => s1(name, v, span, f32::sqrt),
        "cbrt" => d1(name, v, span, f64::cbrt),
        "cbrtf" => s1(name, v, span, f32::cbrt),
        "exp" => d1(name, v, span, f64::exp),
        "expf" => s1(name, v, span, f32::exp),
        "exp2" => d1(name, v, span, f64::exp2),
        "exp2f" => s1(name, v, span, f32::exp2),
        "log" => d1(name, v, span, f64::ln),
        "logf" => s1(name, v, span, f32::ln),
        "log2" => d1(name, v, span, f64::log2),
        "log2f" => s1(name, v, span, f32::log2),
        "log10" => d1(name, v, span, f64::log10),
        "log10f" => s1(name, v, span, f32::log10),
        "pow" => d2(name, v, span, f64::powf),
        "powf" => s2(name, v, span, f32::powf),
        "fabs" => d1(name, v, span, f64::abs),
        "fabsf" => s1(name, v, span, f32::abs),
        // C's fmax/fmin return the other operand when one is NaN, as Rust's max/min do.
        "fmax" => d2(name, v, span, f64::max),
        "fmaxf" => s2(name, v, span, f32::max),
        "fmin" => d2(name, v, span, f64::min),
        "fminf" => s2(name, v, span, f32::min),
        "sin" => d1(name, v, span, f64::sin),
        "sinf" => s1(name, v, span, f32::sin),
        "cos" => d1(name, v, span, f64::cos),
        "cosf" => s1(name, v, span, f32::cos),
        "tan" => d1(name, v, span, f64::tan),
        "tanf" => s1(name, v, span, f32::tan),
        "asin" => d1(name, v, span, f64::asin),
        "asinf" => s1(name, v, span, f32::asin),
        "acos" => d1(name, v, span, f64::acos),
        "acosf" => s1(name, v, span, f32::acos),
        "atan" => d1(name, v, span, f64::atan),
        "atanf" => s1(name, v, span, f32::atan),
        "atan2" => d2(name, v, span, f64::atan2),
        "atan2f" => s2(name, v, span, f32::atan2),
        "sinh" => d1(name, v, span, f64::sinh),
        "sinhf" => s1(name, v, span, f32::sinh),
        "cosh" => d1(name, v, span, f64::cosh),
        "coshf" => s1(name, v, span, f32::cosh),
        "tanh" => d1(name, v, span, f64::tanh),
        "tanhf" => s1(name, v, span, f32::tanh),
        "floor" => d1(name, v, span, f64::floor),
        "floorf" => s1(name, v, span, f32::floor),
        "ceil" => d1(name, v, span, f64::ceil),
        "ceilf" => s1(name, v, span, f32::ceil),
        // C's round: halves away from zero, as Rust's.
        "round" => d1(name, v, span, f64::round),
        "roundf" => s1(name, v, span, f32::round),
        // Rust's `%` on floats is C's fmod (exact, sign of the dividend).
        "fmod" => d2(name, v, span, |a, b| a % b),
        "fmodf" => s2(name, v, span, |a, b| a % b),
        "erf" => d1(name, v, span, c_erf),
        "erff" => s1(name, v, span, c_erff),
        "hypot" => d2(name, v, span, f64::hypot),
        "hypotf" => s2(name, v, span, f32::hypot),
        "copysign" => d2(name, v, span, f64::copysign),
        "copysignf" => s2(name, v, span, f32::copysign),
        "fma" => {
            let [a, b, c] = args::<3>(name, v, span)?;
            let (a, b, c) = (to_d(a), to_d(b), to_d(c));
            Ok(Code::D(Leaf::Node(Box::new(move |f| {
                Ok(a.get(f)?.mul_add(b.get(f)?, c.get(f)?))
            }))))
        }
        "fmaf" => {
            let [a, b, c] = args::<3>(name, v, span)?;
            let (a, b, c) = (to_s(a), to_s(b), to_s(c));
            Ok(Code::S(Leaf::Node(Box::new(move |f| {
                Ok(a.get(f)?.mul_add(b.get(f)?, c.get(f)?))
            }))))
        }
        // C's `int abs(int)`: the argument converts to int (a double truncates).
        "abs" => {
            let [a] = args::<1>(name, v, span)?;
            let a = to_int(a, IntTy::I32);
            Ok(Code::I(
                Box::new(move |f| Ok((a(f)? as i32).wrapping_abs() as i64)),
                IntTy::I32,
            ))
        }
        _ => Err(RefError::Unsupported {
            what: format!("a call of `{name}`"),
            span,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compile::const_code;
    use crate::types::Ty;

    #[test]
    fn every_analyzer_math_function_is_implemented() {
        for name in mint_analyzer::MATH_FUNCTIONS {
            let mut last = None;
            for n in 1..=3 {
                let v = (0..n).map(|_| const_code(Ty::F64, 0.5, 0)).collect();
                if let Ok(c) = call(name, v, Span::default()) {
                    last = Some(c.ty());
                }
            }
            let ty = last.unwrap_or_else(|| panic!("`{name}` is not implemented"));
            let want = if *name == "abs" {
                Ty::Int(IntTy::I32)
            } else if name.ends_with('f') && *name != "erf" {
                Ty::F32
            } else {
                Ty::F64
            };
            assert_eq!(ty, want, "result type of `{name}`");
        }
    }
}
