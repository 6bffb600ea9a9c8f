//! The reference executor against mint's own `--target openmp` output: `kernels/heat3d_7pt.c`
//! and `kernels/jacobi2d_residual.c` (an update nest and a residual nest with `reduction(+)`
//! and `reduction(max)`) are translated by the `mint` binary, built with `gcc -O2 -fopenmp`
//! and run with two threads at a small size; a Rust driver does what the programs do around
//! their nests (initialisation, the time loop with the `single` swap, the host resets of the
//! reduction variables, the printed checksum), running the nests through mint-ref. The
//! printed numbers must agree: checksums within 1e-12 relative, reduction results (summed in
//! another order) within 1e-10.
//!
//! The `mint` binary: `$MINT_BIN`, else `target/release/mint` of the workspace (what
//! `cargo test --workspace --release` builds), else (or with `MINT_REF_BUILD_MINT` set) it is
//! built into `target/mint-ref-tool`.

mod common;

use common::{analyze_file, root};
use mint_ref::{Env, Value};
use std::path::{Path, PathBuf};
use std::process::Command;

fn mint_bin() -> PathBuf {
    if let Some(p) = std::env::var_os("MINT_BIN") {
        return PathBuf::from(p);
    }
    let exe = format!("mint{}", std::env::consts::EXE_SUFFIX);
    let release = root().join("target/release").join(&exe);
    if release.is_file() && std::env::var_os("MINT_REF_BUILD_MINT").is_none() {
        return release;
    }
    // Another target folder: `cargo test` holds the lock of this one.
    let dir = root().join("target/mint-ref-tool");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root())
        .args(["build", "--release", "--bin", "mint", "--target-dir"])
        .arg(&dir)
        .output()
        .expect("run cargo");
    assert!(
        out.status.success(),
        "building mint failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    dir.join("release").join(exe)
}

fn run(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed: {}\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

/// Translate `kernel` to OpenMP, build it with gcc and run it with `args`; its output.
fn openmp_output(kernel: &str, args: &[&str]) -> String {
    let dir = std::env::temp_dir().join(format!("mint-ref-omp-{}-{kernel}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let src = root().join("kernels").join(format!("{kernel}.c"));
    let omp_c = dir.join(format!("{kernel}.omp.c"));
    run(Command::new(mint_bin())
        .arg("translate")
        .arg(&src)
        .args(["--target", "openmp", "-o"])
        .arg(&omp_c));
    let exe = dir.join(kernel);
    run(Command::new("gcc")
        .args(["-O2", "-std=c99", "-fopenmp"])
        .arg(&omp_c)
        .arg("-o")
        .arg(&exe)
        .arg("-lm"));
    let out = run(Command::new(&exe).args(args).env("OMP_NUM_THREADS", "2"));
    let _ = std::fs::remove_dir_all(&dir);
    out
}

/// The number after `key` on the line that starts with `line`.
fn number(out: &str, line: &str, key: &str) -> f64 {
    let l = out
        .lines()
        .find(|l| l.starts_with(line))
        .unwrap_or_else(|| panic!("no `{line}` line in:\n{out}"));
    let mut words = l.split_whitespace();
    while let Some(w) = words.next() {
        if w == key {
            return words
                .next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| panic!("no number after `{key}` in `{l}`"));
        }
    }
    panic!("no `{key}` in `{l}`")
}

fn assert_close(what: &str, got: f64, want: f64, rel: f64) {
    let err = (got - want).abs() / want.abs().max(1e-300);
    assert!(
        err <= rel,
        "{what}: mint-ref {got:.17e}, OpenMP program {want:.17e} (relative error {err:.1e} > {rel:.0e})"
    );
}

fn nest_program(path: &Path) -> mint_analyzer::Program {
    analyze_file(path)
}

#[test]
fn heat3d_7pt_checksum_matches_the_openmp_program() {
    let (n, steps) = (20i64, 3);
    let omp = openmp_output("heat3d_7pt", &[&n.to_string(), &steps.to_string()]);

    // The program's main, with the nest run by mint-ref.
    let prog = nest_program(&root().join("kernels/heat3d_7pt.c"));
    let f = &prog.functions[0];
    let nest = mint_ref::compile(&f.nests[0]).expect("compile");
    let mut env = Env::new();
    for v in ["n", "m", "k"] {
        env.set_scalar(v, n);
    }
    let (kappa, dt, dx) = (0.1f64, 0.1f64, 1.0f64);
    let c1 = kappa * dt / (dx * dx);
    let c0 = 1.0 - 6.0 * c1;
    env.set_scalar("c0", c0);
    env.set_scalar("c1", c1);
    env.alloc_device_arrays(f).expect("arrays");
    let init = |ix: &[usize]| {
        let (z, y, x) = (ix[0], ix[1], ix[2]);
        Value::F64(((x * 7 + y * 13 + z * 29) % 101) as f64 / 101.0)
    };
    for a in ["U", "Unew"] {
        env.arrays.get_mut(a).expect(a).fill_with(init);
    }
    for _ in 0..steps {
        nest.run(&mut env).expect("sweep");
        env.swap_arrays("U", "Unew").expect("swap");
    }
    let u = env.arrays["U"].as_f64().expect("double");
    let n = n as usize;
    let mut sum = 0.0;
    for z in 1..=n {
        for y in 1..=n {
            for x in 1..=n {
                sum += u[[z, y, x]] * (1.0 + 1e-3 * ((x + 2 * y + 3 * z) % 17) as f64);
            }
        }
    }
    assert_close("checksum", sum, number(&omp, "checksum", "checksum"), 1e-12);
}

#[test]
fn jacobi2d_residual_reductions_match_the_openmp_program() {
    let (n, steps) = (50i64, 4);
    let omp = openmp_output("jacobi2d_residual", &[&n.to_string(), &steps.to_string()]);

    let prog = nest_program(&root().join("kernels/jacobi2d_residual.c"));
    let f = &prog.functions[0];
    assert_eq!(f.nests.len(), 2);
    let update = mint_ref::compile(&f.nests[0]).expect("compile");
    let residual = mint_ref::compile(&f.nests[1]).expect("compile");
    let mut env = Env::new();
    env.set_scalar("n", n);
    env.set_scalar("h2", 1.0 / ((n + 1) as f64 * (n + 1) as f64));
    env.alloc_device_arrays(f).expect("arrays");
    for a in ["U", "Unew"] {
        env.arrays.get_mut(a).expect(a).fill_with(|ix| {
            let (y, x) = (ix[0], ix[1]);
            Value::F64(((x * 11 + y * 7) % 13) as f64 / 13.0)
        });
    }
    env.arrays.get_mut("F").expect("F").fill_with(|ix| {
        let (y, x) = (ix[0], ix[1]);
        Value::F64(1.0 + ((x + 3 * y) % 5) as f64 / 5.0)
    });
    env.set_scalar("sum", 0.0);
    env.set_scalar("rmax", 0.0);
    for _ in 0..steps {
        update.run(&mut env).expect("update");
        env.set_scalar("sum", 0.0);
        env.set_scalar("rmax", 0.0);
        let r = residual.run(&mut env).expect("residual");
        assert_eq!(r.get("sum"), Some(env.scalars["sum"]));
        env.swap_arrays("U", "Unew").expect("swap");
    }
    let u = env.arrays["U"].as_f64().expect("double");
    let n = n as usize;
    let mut check = 0.0;
    for y in 1..=n {
        for x in 1..=n {
            check += u[[y, x]] * (1.0 + 1e-3 * ((x + 2 * y) % 17) as f64);
        }
    }
    let l2 = env.scalars["sum"].as_f64().sqrt();
    let rmax = env.scalars["rmax"].as_f64();
    assert_close("residual l2", l2, number(&omp, "residual", "l2"), 1e-10);
    assert_close("residual max", rmax, number(&omp, "residual", "max"), 1e-12);
    assert_close(
        "checksum",
        check,
        number(&omp, "checksum", "checksum"),
        1e-12,
    );
}
