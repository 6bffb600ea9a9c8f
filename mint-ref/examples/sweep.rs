//! Time sweeps of a program's first nest through the reference executor.
//!
//! `cargo run --release -p mint-ref --example sweep -- [FILE] [N] [SWEEPS]`
//! (defaults: `kernels/heat3d_7pt.c`, 256, 3). The file is read as the command line reads it
//! (preprocessed, helper calls inlined, the rewrites of `mint_analyzer::prepare_unit`: flat
//! arrays delinearized). Every name the copy sizes need is set to N, every other free scalar to
//! 0.1 (`int`s to 2); the arrays get a deterministic fill. Each sweep runs the
//! nest, then its magnitude shadow (what the verification runs, `mint_ref::magnitude`), and
//! prints both times. Threads: rayon's default (`RAYON_NUM_THREADS` to choose).

use mint_ref::{Env, RefError, Value};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let file = args
        .next()
        .unwrap_or_else(|| format!("{root}/kernels/heat3d_7pt.c"));
    let n: i64 = args.next().map_or(Ok(256), |s| s.parse())?;
    let sweeps: usize = args.next().map_or(Ok(3), |s| s.parse())?;
    let text = std::fs::read_to_string(&file)?;
    let opts = mint_lang::preprocess::PpOptions {
        file_dir: std::path::Path::new(&file)
            .parent()
            .map(|d| d.to_path_buf()),
        ..Default::default()
    };
    let src = mint_lang::preprocess::preprocess(&text, &opts)
        .map_err(|_| format!("{file} does not preprocess"))?
        .text;
    let tu = mint_lang::parse(&src).map_err(|_| format!("{file} does not parse"))?;
    let (_, tu, _) = mint_analyzer::orphans::inline_all(&src, tu)
        .map_err(|_| format!("{file}: inlining failed"))?;
    let tu = mint_analyzer::prepare_unit(&tu)
        .map_err(|_| format!("{file}: the rewrites before analysis failed"))?
        .tu;
    let program = mint_analyzer::analyze(&tu).map_err(|_| format!("{file}: analysis failed"))?;
    let func = program
        .functions
        .first()
        .ok_or("no function with Mint directives")?;
    let nest = func.nests.first().ok_or("no nest")?;

    // Names the sizes need, found by asking: each missing one is set to N.
    let mut env = Env::new();
    for name in ["n", "m", "k"] {
        env.set_scalar(name, n);
    }
    let missing = |e: &RefError| match e {
        RefError::Unresolved { name, .. } | RefError::MissingScalar { name } => Some(name.clone()),
        _ => None,
    };
    for _ in 0..16 {
        match env.alloc_device_arrays(func) {
            Err(e) => match missing(&e) {
                Some(name) => env.set_scalar(&name, n),
                None => return Err(e.into()),
            },
            Ok(()) => break,
        }
    }
    // Free scalars the sizes did not name.
    for s in &nest.scalars {
        let v = if s.ty.scalar.is_floating() {
            Value::F64(0.1)
        } else {
            Value::Int(2)
        };
        env.scalars.entry(s.name.clone()).or_insert(v);
    }
    for (i, a) in env.arrays.values_mut().enumerate() {
        a.fill_with(|ix| {
            let h = ix.iter().fold(i * 31 + 7, |h, &x| h * 131 + x);
            Value::F64(1.0 + (h % 1009) as f64 / 1009.0)
        });
    }
    let t = Instant::now();
    let compiled = mint_ref::compile(nest)?;
    let compile_s = t.elapsed().as_secs_f64();
    let shadow = mint_ref::compile(&mint_ref::magnitude::magnitude_nest(nest))?;
    // The number of points: one sweep's trip counts, from the loop bounds.
    let mut points: u64 = 1;
    for l in &nest.loops[..nest.parallel] {
        let lo = mint_ref::eval_host_expr(&l.lo, &env.scalars)?.as_i64();
        let hi = mint_ref::eval_host_expr(&l.hi, &env.scalars)?.as_i64();
        let last = if l.hi_inclusive { hi } else { hi - 1 };
        points *= u64::try_from((last - lo) / l.step.max(1) + 1).unwrap_or(0);
    }
    println!(
        "{file}: nest {} ({} parallel loops, {} threads, parallel run: {}, rows: {}, magnitude rows: {}), n = {n}, {points} points, compile {:.1} us",
        nest.id,
        nest.parallel,
        rayon::current_num_threads(),
        compiled.runs_in_parallel(),
        compiled.evaluates_rows(),
        shadow.evaluates_rows(),
        compile_s * 1e6
    );
    for i in 0..sweeps {
        let t = Instant::now();
        compiled.run(&mut env)?;
        let plain = t.elapsed().as_secs_f64();
        let t = Instant::now();
        mint_ref::run_nest_with_magnitudes(nest, &mut env)?;
        let mags = t.elapsed().as_secs_f64();
        let per = |s: f64| s * 1e9 * rayon::current_num_threads() as f64 / points as f64;
        println!(
            "sweep {}: {:.3} s, {:.1} ns/point/thread; with magnitudes {:.3} s, {:.1} ns/point/thread",
            i + 1,
            plain,
            per(plain),
            mags,
            per(mags)
        );
    }
    Ok(())
}
