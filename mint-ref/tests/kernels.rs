//! Every `kernels/*.c` program through the reference executor: three time steps (every nest,
//! then the `single` swaps) on a small grid with different extents per axis; and the 7-point
//! heat (double and float) and 19-point Poisson nests against hand-written Rust loops, which
//! must agree bit for bit (same operations in the same order, no FMA on either side).

mod common;

use common::*;
use mint_ref::{Env, Value};
use std::collections::HashMap;

/// `n`, `m`, `k`: x, y and z extents of the interior.
const SIZES: [i64; 3] = [11, 9, 7];

fn snapshot(env: &Env) -> HashMap<String, Vec<f64>> {
    env.arrays
        .iter()
        .map(|(k, v)| (k.clone(), v.to_f64_vec()))
        .collect()
}

#[test]
fn every_kernel_runs_three_steps() {
    for p in kernel_files() {
        let prog = analyze_file(&p);
        let name = p.display().to_string();
        assert!(!prog.functions.is_empty(), "{name}: no Mint function");
        for f in &prog.functions {
            assert!(!f.nests.is_empty(), "{name}: no nest");
            let mut env = env_for(f, SIZES);
            let before = snapshot(&env);
            for _ in 0..3 {
                step(f, &mut env);
            }
            let after = snapshot(&env);
            for (a, v) in &after {
                assert!(
                    v.iter().all(|x| x.is_finite()),
                    "{name}: `{a}` has non-finite values"
                );
            }
            let changed: Vec<&String> = after.keys().filter(|a| after[*a] != before[*a]).collect();
            assert!(!changed.is_empty(), "{name}: no array changed in 3 steps");
            for nest in &f.nests {
                let c = mint_ref::compile(nest).expect("compile");
                assert!(
                    c.runs_in_parallel(),
                    "{name}: nest {} is Jacobi style and should run in parallel",
                    nest.id
                );
                for r in &nest.reductions {
                    let v = env.scalars[&r.name];
                    assert!(
                        v.as_f64().is_finite() && v.as_f64() > 0.0,
                        "{name}: reduction `{}` = {v:?}",
                        r.name
                    );
                }
            }
        }
    }
}

/// `idx(z, y, x)` into a row-major `[k+2][m+2][n+2]` grid.
fn idx3(n: usize, m: usize) -> impl Fn(usize, usize, usize) -> usize {
    move |z, y, x| (z * (m + 2) + y) * (n + 2) + x
}

fn heat_ref_f64(u: &[f64], un: &mut [f64], c0: f64, c1: f64) {
    let [n, m, k] = SIZES.map(|s| s as usize);
    let i = idx3(n, m);
    for z in 1..=k {
        for y in 1..=m {
            for x in 1..=n {
                un[i(z, y, x)] = c0 * u[i(z, y, x)]
                    + c1 * (u[i(z, y, x - 1)]
                        + u[i(z, y, x + 1)]
                        + u[i(z, y - 1, x)]
                        + u[i(z, y + 1, x)]
                        + u[i(z - 1, y, x)]
                        + u[i(z + 1, y, x)]);
            }
        }
    }
}

fn heat_ref_f32(u: &[f32], un: &mut [f32], c0: f32, c1: f32) {
    let [n, m, k] = SIZES.map(|s| s as usize);
    let i = idx3(n, m);
    for z in 1..=k {
        for y in 1..=m {
            for x in 1..=n {
                un[i(z, y, x)] = c0 * u[i(z, y, x)]
                    + c1 * (u[i(z, y, x - 1)]
                        + u[i(z, y, x + 1)]
                        + u[i(z, y - 1, x)]
                        + u[i(z, y + 1, x)]
                        + u[i(z - 1, y, x)]
                        + u[i(z + 1, y, x)]);
            }
        }
    }
}

fn poisson19_ref(u: &[f64], un: &mut [f64], b: &[f64], c0: f64, c1: f64) {
    let [n, m, k] = SIZES.map(|s| s as usize);
    let i = idx3(n, m);
    for z in 1..=k {
        for y in 1..=m {
            for x in 1..=n {
                un[i(z, y, x)] = c0
                    * (b[i(z, y, x)]
                        + c1 * (u[i(z, y, x - 1)]
                            + u[i(z, y, x + 1)]
                            + u[i(z, y - 1, x)]
                            + u[i(z, y + 1, x)]
                            + u[i(z - 1, y, x)]
                            + u[i(z + 1, y, x)])
                        + u[i(z, y - 1, x - 1)]
                        + u[i(z, y - 1, x + 1)]
                        + u[i(z, y + 1, x - 1)]
                        + u[i(z, y + 1, x + 1)]
                        + u[i(z - 1, y, x - 1)]
                        + u[i(z - 1, y, x + 1)]
                        + u[i(z + 1, y, x - 1)]
                        + u[i(z + 1, y, x + 1)]
                        + u[i(z - 1, y - 1, x)]
                        + u[i(z - 1, y + 1, x)]
                        + u[i(z + 1, y - 1, x)]
                        + u[i(z + 1, y + 1, x)]);
            }
        }
    }
}

fn kernel(name: &str) -> mint_analyzer::Program {
    analyze_file(&root().join("kernels").join(name))
}

#[test]
fn heat3d_7pt_matches_a_hand_written_loop() {
    let prog = kernel("heat3d_7pt.c");
    let f = &prog.functions[0];
    let mut env = env_for(f, SIZES);
    env.set_scalar("c0", 0.4);
    env.set_scalar("c1", 0.1);
    let [n, m, k] = SIZES.map(|s| s as usize);
    assert_eq!(
        env.arrays["U"].shape(),
        &[k + 2, m + 2, n + 2],
        "shape outermost first"
    );
    let mut u = data(&env, "U");
    let mut un = data(&env, "Unew");
    for _ in 0..3 {
        step(f, &mut env);
        heat_ref_f64(&u, &mut un, 0.4, 0.1);
        std::mem::swap(&mut u, &mut un);
    }
    assert_eq!(data(&env, "U"), u, "U after 3 steps");
    assert_eq!(data(&env, "Unew"), un, "Unew after 3 steps");
}

#[test]
fn heat3d_7pt_f32_is_computed_in_float() {
    let prog = kernel("heat3d_7pt_f32.c");
    let f = &prog.functions[0];
    let mut env = env_for(f, SIZES);
    let (c0, c1) = (0.4f32, 0.1f32);
    env.set_scalar("c0", c0);
    env.set_scalar("c1", c1);
    let get = |env: &Env, a: &str| -> Vec<f32> {
        env.arrays[a]
            .as_f32()
            .expect("float array")
            .iter()
            .copied()
            .collect()
    };
    let mut u = get(&env, "U");
    let mut un = get(&env, "Unew");
    for _ in 0..3 {
        step(f, &mut env);
        heat_ref_f32(&u, &mut un, c0, c1);
        std::mem::swap(&mut u, &mut un);
    }
    assert_eq!(get(&env, "U"), u, "U after 3 steps, in f32");
    assert_eq!(get(&env, "Unew"), un);
}

#[test]
fn poisson3d_19pt_matches_a_hand_written_loop() {
    let prog = kernel("poisson3d_19pt.c");
    let f = &prog.functions[0];
    let mut env = env_for(f, SIZES);
    env.set_scalar("c0", 1.0 / 24.0);
    env.set_scalar("c1", 2.0);
    let b = data(&env, "B");
    let mut u = data(&env, "U");
    let mut un = data(&env, "Unew");
    for _ in 0..3 {
        step(f, &mut env);
        poisson19_ref(&u, &mut un, &b, 1.0 / 24.0, 2.0);
        std::mem::swap(&mut u, &mut un);
    }
    assert_eq!(data(&env, "U"), u);
    assert_eq!(data(&env, "Unew"), un);
    assert_eq!(data(&env, "B"), b, "B is read-only");
}

/// Reductions are combined in a fixed chunk order: the same bits on 1 and 2 threads.
#[test]
fn reductions_do_not_depend_on_the_thread_count() {
    let prog = kernel("jacobi2d_residual.c");
    let f = &prog.functions[0];
    let run = |threads: usize| -> (Vec<f64>, Value, Value) {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .expect("pool");
        pool.install(|| {
            let mut env = env_for(f, [300, 300, 300]);
            for _ in 0..2 {
                step(f, &mut env);
            }
            (data(&env, "U"), env.scalars["sum"], env.scalars["rmax"])
        })
    };
    let one = run(1);
    let two = run(2);
    assert_eq!(one, two);
    assert!(one.1.as_f64() > 0.0 && one.2.as_f64() > 0.0);
}
