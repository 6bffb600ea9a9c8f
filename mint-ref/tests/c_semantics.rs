//! C arithmetic semantics, table-driven: each case is a nest body run for one point (`i = 0`)
//! of a small program; the body stores its result in `D[i]` (double), `L[i]` (long), `F[i]`
//! (float) or `I[i]` (int), and the stored value must be exactly what a C compiler computes
//! (the expected values are written as the C semantics give them).
//! Also: the errors (division by zero, out of bounds, missing data), reductions with their
//! initial values, and the serial fallback for nests whose iterations depend on each other.

mod common;

use common::analyze_src;
use mint_ref::{ArrayData, Env, RefError, Value};

const PROGRAM: &str = r#"#include <math.h>
void f(double *D, long *L, float *F, int *I, int n, double dv, float fv, int iv, unsigned uv) {
#pragma mint copy(D, toDevice, n)
#pragma mint copy(L, toDevice, n)
#pragma mint copy(F, toDevice, n)
#pragma mint copy(I, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int i = 0; i < n; i++) {
            BODY
        }
    }
}
"#;

/// Run `body` for `i = 0` (or `0..n`); the environment after the run.
fn run_body(body: &str, n: i64) -> Result<Env, RefError> {
    let src = PROGRAM.replace("BODY", body);
    let prog = analyze_src(&src, body);
    let f = &prog.functions[0];
    let mut env = Env::new();
    env.set_scalar("n", n);
    env.set_scalar("dv", 0.1);
    env.set_scalar("fv", 1.0f32);
    env.set_scalar("iv", 2);
    env.set_scalar("uv", u32::MAX as i64);
    env.alloc_device_arrays(f)?;
    mint_ref::run_nest(&f.nests[0], &mut env)?;
    Ok(env)
}

fn result(body: &str, array: &str) -> Value {
    let env = run_body(body, 1).unwrap_or_else(|e| panic!("`{body}`: {e}"));
    env.arrays[array].get(&[0]).expect("element 0")
}

#[test]
fn integer_arithmetic() {
    let cases: &[(&str, i64)] = &[
        ("L[i] = 7 / 2;", 3),
        ("L[i] = -7 / 2;", -3),
        ("L[i] = 7 / -2;", -3),
        ("L[i] = -7 % 3;", -1),
        ("L[i] = 7 % -3;", 1),
        ("L[i] = 10 % 3 * 2;", 2),
        ("L[i] = 2147483647 + 1;", -2147483648),
        ("L[i] = 2147483647L + 1;", 2147483648),
        ("L[i] = 0x7fffffff * 2;", -2),
        ("L[i] = 3000000000;", 3000000000),
        ("L[i] = uv / 2;", 2147483647),
        ("L[i] = uv + 1;", 0),
        ("L[i] = -1 < 0u;", 0),
        ("L[i] = -1 < 0;", 1),
        ("L[i] = -1L < 0u;", 1),
        ("L[i] = (unsigned)-1;", 4294967295),
        ("L[i] = (char)300;", 44),
        ("L[i] = (unsigned char)-1;", 255),
        ("L[i] = (short)70000;", 4464),
        ("L[i] = (_Bool)0.25;", 1),
        ("L[i] = 1 << 4 | 3;", 19),
        ("L[i] = -16 >> 2;", -4),
        ("L[i] = 5 & 3 ^ 1;", 0),
        ("L[i] = ~0;", -1),
        ("L[i] = !5 + !0;", 1),
        ("L[i] = 3 > 2 && 2 > 1;", 1),
        ("L[i] = 0 || 0.5;", 1),
        ("L[i] = 1 ? 2 : 3;", 2),
        ("L[i] = iv > 1 ? iv * 3 : -1;", 6),
        ("L[i] = sizeof(double) + sizeof(float) + sizeof(char);", 13),
        ("L[i] = 'A' + 1;", 66),
        ("char c = 'A'; L[i] = c + 1;", 66),
        ("unsigned long u = 0; u = u - 1; L[i] = u > 0;", 1),
        ("L[i] = abs(-3);", 3),
        ("L[i] = n - 3;", -2),
        ("L[i] = iv / 4 * 4;", 0),
    ];
    for (body, want) in cases {
        assert_eq!(result(body, "L"), Value::Int(*want), "`{body}`");
    }
}

#[test]
fn conversions_and_promotion() {
    let f32d = |x: f32| x as f64;
    let cases: &[(&str, f64)] = &[
        ("D[i] = 7 / 2;", 3.0),
        ("D[i] = 7 / 2.0;", 3.5),
        ("D[i] = 7.0 / 2;", 3.5),
        ("D[i] = 1 / 3.0f;", f32d(1.0f32 / 3.0)),
        ("D[i] = fv / 3;", f32d(1.0f32 / 3.0)),
        ("D[i] = fv * dv;", 1.0 * 0.1),
        ("D[i] = fv / 3.0;", 1.0 / 3.0),
        ("D[i] = 0.1f;", f32d(0.1f32)),
        ("D[i] = 0.1f + 0.2f;", f32d(0.1f32 + 0.2f32)),
        ("D[i] = 0.1 + 0.2;", 0.1 + 0.2),
        ("D[i] = (float)dv;", f32d(0.1f32)),
        ("D[i] = (int)3.9;", 3.0),
        ("D[i] = (int)-3.9;", -3.0),
        ("D[i] = (iv > 1 ? 1 : 2.5f) / 3;", f32d(1.0f32 / 3.0)),
        ("D[i] = (iv > 1 ? 1 : 2.5) / 3;", 1.0 / 3.0),
        ("D[i] = 1e-3 * (7 % 17);", 1e-3 * 7.0),
        ("D[i] = uv;", 4294967295.0),
        ("D[i] = -iv;", -2.0),
        ("D[i] = 1.0 / 0.0 > 1e308;", 1.0),
        ("float f = 16777216.0f; f += 1.0f; D[i] = f;", 16777216.0),
        ("float f = 16777216.0f; D[i] = f + 1.0;", 16777217.0),
        ("float f = 16777216.0f; D[i] = f + 1;", 16777216.0),
        ("double d = 1; d /= 3; D[i] = d;", 1.0 / 3.0),
        (
            "float s = 0; for (int j = 0; j < 10; j++) s += 0.1f; D[i] = s;",
            {
                let mut s = 0.0f32;
                for _ in 0..10 {
                    s += 0.1f32;
                }
                s as f64
            },
        ),
        (
            "double x = 2; if (x > 1) x = -x; else x = 0; D[i] = x;",
            -2.0,
        ),
        ("D[i] = sqrt(2);", 2f64.sqrt()),
        ("D[i] = sqrtf(2.0f);", f32d(2f32.sqrt())),
        ("D[i] = sqrt(2.0f);", 2f64.sqrt()),
        ("D[i] = expf(fv);", f32d(1f32.exp())),
        // (`abs` of a double itself is refused by the analyzer: C truncates it, CUDA does not.)
        ("D[i] = abs((int)-2.7);", 2.0),
        ("D[i] = fabs(-2.7);", 2.7),
        ("D[i] = fmax(1.0, dv) + fmin(1.0, dv);", 1.1),
        ("D[i] = pow(2, 10);", 1024.0),
        (
            "D[i] = floor(-2.5) + ceil(-2.5) + round(-2.5);",
            -3.0 - 2.0 - 3.0,
        ),
        ("D[i] = fmod(7.5, 2);", 1.5),
        ("D[i] = fma(2.0, 3.0, 1.0);", 7.0),
        ("D[i] = erf(0.5);", 0.5204998778130465),
        ("D[i] = atan2(1.0, 1.0) * 4;", std::f64::consts::PI),
    ];
    for (body, want) in cases {
        assert_eq!(result(body, "D"), Value::F64(*want), "`{body}`");
    }
}

#[test]
fn stores_convert_to_the_element_type() {
    assert_eq!(result("I[i] = 3.99;", "I"), Value::Int(3));
    assert_eq!(result("I[i] = -3.99;", "I"), Value::Int(-3));
    assert_eq!(result("I[i] = 4294967297L;", "I"), Value::Int(1));
    assert_eq!(result("F[i] = dv;", "F"), Value::F32(0.1f32));
    assert_eq!(
        result("F[i] = fv / 3 * 3;", "F"),
        Value::F32(1.0f32 / 3.0 * 3.0)
    );
    assert_eq!(result("L[i] = dv * 25;", "L"), Value::Int(2));
    // The value of an assignment is the stored (converted) value.
    assert_eq!(
        result("double d = (I[i] = 2.5); D[i] = d;", "D"),
        Value::F64(2.0)
    );
}

#[test]
fn compound_assignment_and_increments() {
    let cases: &[(&str, i64)] = &[
        ("int a = 5; a += 2.7; L[i] = a;", 7),
        ("int a = 5; a *= 0.5; L[i] = a;", 2),
        ("int a = 7; a /= 2; L[i] = a;", 3),
        ("int a = 7; a %= 4; a <<= 3; a |= 1; a ^= 8; a &= 0xff; a >>= 1; L[i] = a;", 8),
        ("int a = 3; int b = a++; L[i] = a * 10 + b;", 43),
        ("int a = 3; int b = ++a; L[i] = a * 10 + b;", 44),
        ("int a = 3; a--; --a; L[i] = a;", 1),
        ("char c = 127; c++; L[i] = c;", -128),
        ("unsigned u = 0; u--; L[i] = u;", 4294967295),
        ("L[i] = 5; L[i] += 2; L[i] *= 3; L[i]++; ++L[i]; L[i]--;", 22),
        ("I[i] = 1; L[i] = I[i]++ + I[i];", 3),
        ("I[i] = 7; I[i] /= 2.0; L[i] = I[i];", 3),
        ("double d = 1.5; d++; L[i] = d * 2;", 5),
        ("int s = 0; for (int j = 0; j < 4; j++) { if (j == 2) continue; s += j; } L[i] = s;", 4),
        ("int s = 0; int j = 0; while (1) { if (j > 5) break; s += j; j++; } L[i] = s;", 15),
        ("int j = 0; do { j += 2; } while (j < 5); L[i] = j;", 6),
        ("int j = 0; do { j++; if (j < 3) continue; break; } while (1); L[i] = j;", 3),
        ("int s = 0; for (int a = 0; a < 3; a++) for (int b = 0; b < 3; b++) { if (b > a) break; s++; } L[i] = s;", 6),
        ("int x = 1; { int x = 5; L[i] = x; } L[i] += x;", 6),
        ("int x; L[i] = x;", 0),
        ("L[i] = 9; if (iv == 2) L[i] = 1; else L[i] = 2;", 1),
    ];
    for (body, want) in cases {
        assert_eq!(result(body, "L"), Value::Int(*want), "`{body}`");
    }
}

#[test]
fn continue_at_the_top_ends_the_point() {
    let env = run_body("L[i] = 1; if (i % 2) continue; L[i] = 2;", 4).expect("run");
    let ArrayData::I64(a) = &env.arrays["L"] else {
        panic!("long array")
    };
    assert_eq!(a.iter().copied().collect::<Vec<_>>(), vec![2, 1, 2, 1]);
}

#[test]
fn switch_runs_from_the_matching_case_to_a_break() {
    // Per point `i`: case 0 falls through into case 1, case 2 breaks at once, 3 and others go
    // to `default`; a `break` in a loop inside the switch leaves the loop only; `continue`
    // ends the point.
    let body = "L[i] = 0; switch (i % 5) { case 0: L[i] += 1; case 1: L[i] += 10; break; case 2: break; case 4: continue; default: for (int k = 0; k < 9; k++) { if (k == 3) break; L[i] += 100; } L[i] += 1000; } L[i] += 10000;";
    let env = run_body(body, 6).expect("run");
    let ArrayData::I64(a) = &env.arrays["L"] else {
        panic!("long array")
    };
    assert_eq!(
        a.iter().copied().collect::<Vec<_>>(),
        vec![10011, 10010, 10000, 11300, 0, 10011]
    );
    // No matching case and no default: nothing runs.
    assert_eq!(
        result("L[i] = 5; switch (iv) { case 1: L[i] = 6; }", "L"),
        Value::Int(5)
    );
}

#[test]
fn errors_are_values_not_panics() {
    match run_body("L[i] = iv / (n - 1);", 1) {
        Err(RefError::DivisionByZero { .. }) => {}
        other => panic!("expected a division by zero, got {other:?}"),
    }
    match run_body("L[i] = iv % (n - 1);", 1) {
        Err(RefError::DivisionByZero { .. }) => {}
        other => panic!("expected a division by zero, got {other:?}"),
    }
    match run_body("D[i + 1] = 1.0;", 3) {
        Err(RefError::OutOfBounds {
            array,
            index,
            shape,
        }) => {
            assert_eq!(array, "D");
            assert_eq!(index, vec![3]);
            assert_eq!(shape, vec![3]);
        }
        other => panic!("expected out of bounds, got {other:?}"),
    }
    match run_body("F[i] = (float)D[i - 1];", 2) {
        Err(RefError::OutOfBounds { array, index, .. }) => {
            assert_eq!((array.as_str(), index), ("D", vec![-1]));
        }
        other => panic!("expected out of bounds, got {other:?}"),
    }
    match run_body("I[i] = I[iv * 1000];", 2) {
        Err(RefError::OutOfBounds { array, index, .. }) => {
            assert_eq!((array.as_str(), index), ("I", vec![2000]));
        }
        other => panic!("expected out of bounds, got {other:?}"),
    }
    // Missing data.
    let src = PROGRAM.replace("BODY", "D[i] = dv;");
    let prog = analyze_src(&src, "missing");
    let nest = &prog.functions[0].nests[0];
    let mut env = Env::new();
    env.set_scalar("n", 2);
    match mint_ref::run_nest(nest, &mut env) {
        Err(RefError::MissingArray { name }) => assert_eq!(name, "D"),
        other => panic!("expected a missing array, got {other:?}"),
    }
    env.set_array(
        "D",
        ArrayData::zeros(&mint_lang::ast::Scalar::Float, &[2]).expect("float"),
    );
    match mint_ref::run_nest(nest, &mut env) {
        Err(RefError::ArrayType { name, .. }) => assert_eq!(name, "D"),
        other => panic!("expected a wrong element type, got {other:?}"),
    }
    env.set_array(
        "D",
        ArrayData::zeros(&mint_lang::ast::Scalar::Double, &[2, 2]).expect("double"),
    );
    match mint_ref::run_nest(nest, &mut env) {
        Err(RefError::ArrayRank { name, .. }) => assert_eq!(name, "D"),
        other => panic!("expected a wrong rank, got {other:?}"),
    }
    env.set_array(
        "D",
        ArrayData::zeros(&mint_lang::ast::Scalar::Double, &[2]).expect("double"),
    );
    match mint_ref::run_nest(nest, &mut env) {
        Err(RefError::MissingScalar { name }) => assert_eq!(name, "dv"),
        other => panic!("expected a missing scalar, got {other:?}"),
    }
    env.set_scalar("dv", 0.5);
    mint_ref::run_nest(nest, &mut env).expect("runs once complete");
    assert_eq!(env.arrays["D"].get(&[1]), Some(Value::F64(0.5)));
}

const REDUCTIONS: &str = r#"#include <math.h>
void r(double *A, int n, double s, double m, int p, float q, long c) {
#pragma mint copy(A, toDevice, n)
#pragma mint parallel
    {
#pragma mint for reduction(+:s) reduction(max:m) reduction(*:p) reduction(min:q) reduction(+:c)
        for (int i = 0; i < n; i++) {
            s += A[i];
            m = fmax(m, A[i]);
            if (i % 100 == 0)
                p *= 2;
            q = fminf(q, (float)A[i]);
            c++;
        }
    }
}
"#;

#[test]
fn reductions_combine_with_the_initial_value() {
    let prog = analyze_src(REDUCTIONS, "reductions");
    let f = &prog.functions[0];
    let nest = &f.nests[0];
    for n in [1usize, 7, 1000, 5000] {
        let mut env = Env::new();
        env.set_scalar("n", n as i64);
        env.set_scalar("s", 100.0);
        env.set_scalar("m", 5.0);
        env.set_scalar("p", 3);
        env.set_scalar("q", 0.5f32);
        env.set_scalar("c", 10);
        env.set_array("A", common::array_f64(&[n], |ix| (ix[0] + 1) as f64));
        let r = mint_ref::run_nest(nest, &mut env).expect("run");
        let nf = n as f64;
        assert_eq!(
            r.get("s"),
            Some(Value::F64(100.0 + nf * (nf + 1.0) / 2.0)),
            "n={n}"
        );
        assert_eq!(r.get("m"), Some(Value::F64(nf.max(5.0))), "n={n}");
        // `int` wraps: 3 * 2^50 is 0 in 32 bits.
        let p = (0..n.div_ceil(100)).fold(3i32, |p, _| p.wrapping_mul(2));
        assert_eq!(r.get("p"), Some(Value::Int(p as i64)), "n={n}");
        assert_eq!(r.get("q"), Some(Value::F32(0.5)), "n={n}");
        assert_eq!(r.get("c"), Some(Value::Int(10 + n as i64)), "n={n}");
        assert_eq!(env.scalars["s"], r.get("s").expect("s"), "stored back");
    }
    // An empty range leaves the variables as they were.
    let mut env = Env::new();
    env.set_scalar("n", 0);
    for (v, x) in [("s", 1.5), ("m", 2.5)] {
        env.set_scalar(v, x);
    }
    env.set_scalar("p", 3);
    env.set_scalar("q", 0.5f32);
    env.set_scalar("c", 4);
    env.set_array("A", common::array_f64(&[0], |_| 0.0));
    let r = mint_ref::run_nest(nest, &mut env).expect("run");
    assert_eq!(r.get("s"), Some(Value::F64(1.5)));
    assert_eq!(r.get("p"), Some(Value::Int(3)));
}

/// A scan: the analyzer refuses `A[i] = A[i - 1] + ...` (a certain race on the GPU) but only
/// warns where it cannot read the subscript as `i + c`, as here; the reference then runs the
/// iterations serially, in order.
const DEPENDENT: &str = r#"
void scan(double *A, double *B, int n) {
#pragma mint copy(A, toDevice, n)
#pragma mint copy(B, toDevice, n)
#pragma mint parallel
    {
#pragma mint for
        for (int i = 1; i < n; i++)
            A[i] = A[i - 1 + 0 * n] + B[i];
#pragma mint for
        for (int i = 0; i < n; i++)
            B[i] = 2 * B[i] + A[i];
    }
}
"#;

#[test]
fn dependent_iterations_run_serially_in_order() {
    let prog = analyze_src(DEPENDENT, "dependent");
    let f = &prog.functions[0];
    let scan = mint_ref::compile(&f.nests[0]).expect("compile");
    let pointwise = mint_ref::compile(&f.nests[1]).expect("compile");
    assert!(
        !scan.runs_in_parallel(),
        "reads A at another offset than it writes"
    );
    assert!(
        pointwise.runs_in_parallel(),
        "reads B only where it writes B"
    );
    let n = 5000;
    let mut env = Env::new();
    env.set_scalar("n", n as i64);
    env.set_array("A", common::array_f64(&[n], |_| 1.0));
    env.set_array("B", common::array_f64(&[n], |_| 1.0));
    scan.run(&mut env).expect("scan");
    let a = env.arrays["A"].to_f64_vec();
    assert!(
        a.iter().enumerate().all(|(i, &x)| x == 1.0 + i as f64),
        "a prefix sum"
    );
    pointwise.run(&mut env).expect("pointwise");
    let b = env.arrays["B"].to_f64_vec();
    assert!(b.iter().enumerate().all(|(i, &x)| x == 2.0 + a[i]));
}

/// Programs the analyzer accepts beyond `kernels/`: the emitter's test inputs (locals,
/// if/else, ternaries, casts, math calls, computed subscripts, reductions at several depths).
/// Every nest runs or fails with a [`RefError`] of the data (out of bounds, for a permutation
/// array filled with arbitrary values), never anything else.
#[test]
fn emitter_inputs_run_without_panics() {
    let dir = common::root().join("mint-emit/tests/in");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    let mut ran = 0;
    for p in files {
        let src = std::fs::read_to_string(&p).expect("read");
        let Ok(tu) = mint_lang::parse(&src) else {
            continue;
        };
        let Ok(prog) = mint_analyzer::analyze(&tu) else {
            continue;
        };
        for f in &prog.functions {
            let mut env = Env::new();
            for (i, name) in ["n", "m", "k", "nx", "ny", "nz", "N", "T"]
                .iter()
                .enumerate()
            {
                env.set_scalar(name, 6 + i as i64);
            }
            for nest in &f.nests {
                for s in &nest.scalars {
                    let v = if s.ty.scalar.is_floating() {
                        Value::F64(0.25)
                    } else {
                        Value::Int(1)
                    };
                    env.scalars.entry(s.name.clone()).or_insert(v);
                }
                for r in &nest.reductions {
                    env.scalars.insert(r.name.clone(), Value::Int(1));
                }
            }
            if env.alloc_device_arrays(f).is_err() {
                continue;
            }
            for (salt, a) in env.arrays.values_mut().enumerate() {
                a.fill_with(|ix| Value::F64(common::fill_value(salt, ix)));
            }
            for nest in &f.nests {
                match mint_ref::run_nest(nest, &mut env) {
                    Ok(_) | Err(RefError::OutOfBounds { .. }) => ran += 1,
                    Err(e) => panic!("{}: nest {}: {e}", p.display(), nest.id),
                }
            }
        }
    }
    assert!(ran > 0, "no emitter input ran");
}

const PARTIAL_NESTS: &str = r#"
void partial(double ***U, double ***A, double ***B, double ***C, double ***S, int n) {
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint copy(A, toDevice, n, n, n)
#pragma mint copy(B, toDevice, n, n, n)
#pragma mint copy(C, toDevice, n, n, n)
#pragma mint copy(S, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    A[z][y][x] = U[z][y][x - 1] + 2.0 * U[z - 1][y][x] - U[z][y + 1][x];
#pragma mint for nest(1)
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    B[z][y][x] = U[z][y][x - 1] + 2.0 * U[z - 1][y][x] - U[z][y + 1][x];
#pragma mint for nest(2)
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++)
                    C[z][y][x] = U[z][y][x - 1] + 2.0 * U[z - 1][y][x] - U[z][y + 1][x];
#pragma mint for nest(all)
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n - 1; y++)
                for (int x = 1; x < n - 1; x++) {
                    int w = 0;
                    S[z][y][w] = S[z][y][w] + 1.0;
                }
    }
}
"#;

/// Nests with fewer parallel loops than array dimensions still run in parallel when each
/// parallel iteration writes its own slab, and give the same result as `nest(all)`; a body that
/// writes through a subscript that is not the loop variable runs serially.
#[test]
fn partial_nests_and_slabs() {
    let prog = analyze_src(PARTIAL_NESTS, "partial");
    let f = &prog.functions[0];
    let n = 9usize;
    let mut env = Env::new();
    env.set_scalar("n", n as i64);
    env.alloc_device_arrays(f).expect("arrays");
    env.arrays
        .get_mut("U")
        .expect("U")
        .fill_with(|ix| Value::F64(common::fill_value(3, ix)));
    let compiled: Vec<_> = f
        .nests
        .iter()
        .map(|nest| mint_ref::compile(nest).expect("compile"))
        .collect();
    let parallel: Vec<bool> = compiled.iter().map(|c| c.runs_in_parallel()).collect();
    assert_eq!(parallel, vec![true, true, true, false]);
    for c in &compiled {
        c.run(&mut env).expect("run");
    }
    let a = env.arrays["A"].to_f64_vec();
    assert!(a.iter().any(|&x| x != 0.0));
    assert_eq!(env.arrays["B"].to_f64_vec(), a, "nest(1)");
    assert_eq!(env.arrays["C"].to_f64_vec(), a, "nest(2)");
    // Every (z, y, x) point of the last nest added 1 to S[z][y][0].
    let s = env.arrays["S"].as_f64().expect("S");
    assert_eq!(s[[1, 1, 0]], (n - 2) as f64);
    assert_eq!(s[[1, 1, 1]], 0.0);
}
