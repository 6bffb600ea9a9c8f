//! Mint's CPU reference executor: runs any analysed `mint for` nest on the host, in the nest's
//! own precision, so that the GPU runtime can check its results against it.
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use mint_ref::{ArrayData, Env};
//! let src = std::fs::read_to_string("kernels/heat3d_7pt.c")?;
//! let tu = mint_lang::parse(&src).map_err(|_| "parse")?;
//! let program = mint_analyzer::analyze(&tu).map_err(|_| "analyze")?;
//! let nest = program.nests().next().ok_or("no nest")?;
//! let mut env = Env::new();
//! for (name, v) in [("n", 64), ("m", 64), ("k", 64)] {
//!     env.set_scalar(name, v);
//! }
//! env.set_scalar("c0", 0.94);
//! env.set_scalar("c1", 0.01);
//! env.alloc_device_arrays(&program.functions[0])?; // U, Unew: 66 x 66 x 66 doubles
//! let compiled = mint_ref::compile(nest)?;
//! compiled.run(&mut env)?;               // one sweep: Unew from U
//! env.swap_arrays("U", "Unew")?;         // the program's `single` block
//! # Ok(()) }
//! ```
//!
//! # Model
//! - [`Env`] holds the host arrays ([`ArrayData`]: `ndarray` arrays of `double`, `float`, `int`
//!   or `long`; integers narrower than `int` are held as `int`, `unsigned` ones as `long`, with
//!   the values C gives them; shape outermost first, `[nz, ny, nx]` for `A[z][y][x]`) and scalars ([`Value`]:
//!   an integer, a `float` or a `double`) by their C names. A scalar takes the type the nest
//!   declares for it (an `Int` given for a `double` converts as C does); names that only appear
//!   in loop bounds or sizes (the analyzer does not list them in [`mint_analyzer::Nest::scalars`])
//!   take the type of their value, `Int` as `long`.
//! - [`compile`] turns a nest into closures once: every name is resolved to a slot of a per-thread
//!   frame or to an array number, and array references whose subscripts are all
//!   `variable ± constant` get a specialised indexer. [`CompiledNest::run`] can then run it any
//!   number of times; [`run_nest`] does both.
//! - Bodies that are a few assignments of floating arithmetic (most stencils, and the magnitude
//!   nests of [`magnitude`]) also get a row evaluator that runs a whole row of the innermost
//!   parallel loop at once, in blocks of 64 points, with results bit-identical to the closure
//!   tree ([`CompiledNest::evaluates_rows`]). `cargo run --release -p mint-ref --example sweep --
//!   kernels/heat3d_27pt.c 128 3` went from 131 to 12 ns per point and thread with it (7-point:
//!   44 to 5, Poisson 19-point: 88 to 9). Integer index locals the analyzer read through and
//!   left behind (`long c = (long)z * nx * ny + y * nx + x;`) are not computed there; they kept
//!   flat real-style programs on the closure tree (`tests/realstyle/wave3d_levels.c` at 256^3:
//!   about 100 to 5 ns per point and thread, the same as the 7-point heat kernel).
//!
//! # Semantics (C's, LP64)
//! - Integers: `char`/`short`/`_Bool` promote to `int`; `int`, `unsigned`, `long` and
//!   `unsigned long` arithmetic wraps at its width (signed overflow is undefined in C; the GPU
//!   wraps too); `/` and `%` truncate toward zero; a division by zero is
//!   [`RefError::DivisionByZero`]; shift counts wrap modulo the width.
//! - Floating point: `float` stays `float` (computed in `f32`, never widened), `double` stays
//!   `double`; mixed operands follow the usual arithmetic conversions (int op double -> double,
//!   float op double -> double, float op int -> float); `long double` is computed as `double`.
//!   Literals have C's types (`0.1f` is `float`, `0.1` is `double`, `3000000000` is `long`).
//!   Nothing is contracted into an FMA here, while the GPU may contract `a*b+c`: compare with a
//!   tolerance (relative 1e-5 for `float` nests), not for equality.
//! - Math functions: [`mint_analyzer::MATH_FUNCTIONS`], in C's precision: `sqrtf` in `f32`,
//!   `sqrt` in `f64` (a `float` argument converts to `double`, as C's prototype says, even where
//!   CUDA's C++ overloads would stay in `float`; the difference is within the tolerance), and
//!   `abs` is `int abs(int)` (a `double` argument truncates, as in C; the analyzer refuses `abs` of
//!   a floating-point expression inside a nest, since CUDA's `abs` would not truncate it).
//! - Conversions to integers truncate toward zero and saturate where C leaves the result
//!   undefined; assignments and casts convert to the target's type, compound assignments compute
//!   in the common type and convert back (`i += 0.5` on an `int` truncates).
//! - A local declared without an initializer starts at zero (C leaves it indeterminate).
//! - `continue` at the top of the body ends the point; loops inside the body may `break` and
//!   `continue`. A loop in the body that never ends never returns, as on the GPU.
//!
//! # Iterations and threads
//! - The parallel loops' bounds are evaluated once, before the sweep, from the scalars.
//! - When the iterations are independent, the outermost parallel loop is cut into at most 256
//!   chunks run by rayon on its global pool. Independent means: every array the body assigns is
//!   referenced (read or written) only with leading subscripts `v_d + c_d`, one per parallel loop
//!   (outermost first, `v_d` that loop's variable, the same constants `c_d` in every reference);
//!   the remaining subscripts may be anything. Then each iteration touches only its own slab of
//!   every written array and sees no other iteration's writes. Jacobi-style nests
//!   that write a second array are independent (at any `nest(N)`). Otherwise (a nest that writes
//!   an array and reads it at another offset, which the analyzer warns about, or writes it through
//!   a computed subscript) every iteration runs serially in source order, so reads see earlier
//!   iterations' writes: the C program's semantics, while the GPU's result then depends on its
//!   schedule.
//!   [`CompiledNest::runs_in_parallel`] tells which.
//! - Reductions (`+ * max min`, OpenMP semantics): every chunk starts from the operator's
//!   identity, the partials are combined in chunk order (so the result does not depend on the
//!   number of threads), then combined with the variable's value in [`Env::scalars`]; the result
//!   is stored back there and returned in [`ReductionResults`]. `max`/`min` ignore NaN operands,
//!   like `fmax`/`fmin`.
//! - Array elements are accessed through relaxed atomics (plain loads and stores on x86-64 and
//!   AArch64), so even a racy nest is not undefined behaviour in Rust.
//!
//! # Errors
//! Every failure is a [`RefError`], never a panic: a subscript out of bounds
//! ([`RefError::OutOfBounds`], with the array, the subscripts and the shape), a missing array or
//! scalar, an array of another element type or rank than the nest declares, or a construct the
//! analyzer would refuse anyway ([`RefError::Unsupported`]). A run that fails part-way leaves
//! the arrays partly updated.
#![warn(missing_docs)]

mod compile;
pub use compile::member_chain;
mod env;
mod error;
mod exec;
pub mod magnitude;
mod math;
mod planes;
mod rows;
mod types;

pub use env::{ArrayData, Env};
pub use error::RefError;
pub use exec::{array_shape, compile, eval_host_expr, CompiledNest, ReductionResults};

/// Whether [`run_nest`] runs `nest` on its planes in `env` ([`planes`]) rather than as written.
pub fn runs_on_planes(nest: &mint_analyzer::Nest, env: &Env) -> bool {
    planes::separate(nest).is_some() && planes::found(nest, env)
}

/// Compile `nest` and run it once on `env` (see [`CompiledNest::run`]); a nest that reaches
/// arrays through plane views runs on its planes ([`planes`]), with the same result.
pub fn run_nest(nest: &mint_analyzer::Nest, env: &mut Env) -> Result<ReductionResults, RefError> {
    if let Some(sep) = planes::separate(nest) {
        let run = |n: &mint_analyzer::Nest, e: &mut Env| {
            exec::run_nest(n, e).map(|r| (r, std::collections::HashMap::new()))
        };
        if let Some(r) = planes::run_on_planes(nest, &sep, env, run) {
            return r.map(|(r, _)| r);
        }
    }
    exec::run_nest(nest, env)
}
pub use types::Value;

/// Run `nest` once on `env` (as [`run_nest`]) and also compute, for every floating array it
/// writes, the magnitude of the terms of each written value ([`magnitude`]): the arrays of
/// magnitudes by array name (same shapes; zero where the nest wrote nothing).
pub fn run_nest_with_magnitudes(
    nest: &mint_analyzer::Nest,
    env: &mut Env,
) -> Result<
    (
        ReductionResults,
        std::collections::HashMap<String, ArrayData>,
    ),
    RefError,
> {
    if let Some(sep) = planes::separate(nest) {
        if let Some(r) = planes::run_on_planes(nest, &sep, env, run_nest_with_magnitudes) {
            return r;
        }
    }
    let shadowed = magnitude::magnitude_nest(nest);
    let written: Vec<&mint_analyzer::ArrayUse> = nest
        .arrays
        .iter()
        .filter(|a| a.writes > 0 && a.elem.is_floating())
        .collect();
    for a in &written {
        let Some(data) = env.arrays.get(&a.name) else {
            continue;
        };
        let zeros =
            ArrayData::zeros(&a.elem, data.shape()).ok_or_else(|| RefError::Unsupported {
                what: format!("arrays of `{}`", a.elem.c_name()),
                span: nest.pragma_span,
            })?;
        env.set_array(&magnitude::mag_name(&a.name), zeros);
    }
    let result = exec::run_nest(&shadowed, env);
    let mut mags = std::collections::HashMap::new();
    for a in &written {
        if let Some(m) = env.arrays.remove(&magnitude::mag_name(&a.name)) {
            mags.insert(a.name.clone(), m);
        }
    }
    Ok((result?, mags))
}
