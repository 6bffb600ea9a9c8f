//! Time sweeps of a `kernels/` program's first nest through the reference executor.
//!
//! `cargo run --release -p mint-ref --example sweep -- [FILE] [N] [SWEEPS]`
//! (defaults: `kernels/heat3d_7pt.c`, 256, 3). Every name in the copy sizes and the loop bounds
//! is set to N, every free scalar to 0.1 (`int`s to 2); the arrays get a deterministic fill.
//! Threads: rayon's default (`RAYON_NUM_THREADS` to choose).

use mint_ref::{Env, Value};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let file = args
        .next()
        .unwrap_or_else(|| format!("{root}/kernels/heat3d_7pt.c"));
    let n: i64 = args.next().map_or(Ok(256), |s| s.parse())?;
    let sweeps: usize = args.next().map_or(Ok(3), |s| s.parse())?;
    let src = std::fs::read_to_string(&file)?;
    let tu = mint_lang::parse(&src).map_err(|_| format!("{file} does not parse"))?;
    let program = mint_analyzer::analyze(&tu).map_err(|_| format!("{file}: analysis failed"))?;
    let func = program
        .functions
        .first()
        .ok_or("no function with Mint directives")?;
    let nest = func.nests.first().ok_or("no nest")?;

    let mut env = Env::new();
    for name in ["n", "m", "k"] {
        env.set_scalar(name, n);
    }
    for s in &nest.scalars {
        let v = if s.ty.scalar.is_floating() {
            Value::F64(0.1)
        } else {
            Value::Int(2)
        };
        env.scalars.insert(s.name.clone(), v);
    }
    env.alloc_device_arrays(func)?;
    for (i, a) in env.arrays.values_mut().enumerate() {
        a.fill_with(|ix| {
            let h = ix.iter().fold(i * 31 + 7, |h, &x| h * 131 + x);
            Value::F64(1.0 + (h % 1009) as f64 / 1009.0)
        });
    }
    let t = Instant::now();
    let compiled = mint_ref::compile(nest)?;
    let compile_s = t.elapsed().as_secs_f64();
    let points: u64 = nest.loops[..nest.parallel]
        .iter()
        .map(|_| n as u64)
        .product();
    println!(
        "{file}: nest {} ({} parallel loops, {} threads, parallel run: {}), n = {n}, compile {:.1} us",
        nest.id,
        nest.parallel,
        rayon::current_num_threads(),
        compiled.runs_in_parallel(),
        compile_s * 1e6
    );
    let mut times = Vec::new();
    for _ in 0..sweeps {
        let t = Instant::now();
        compiled.run(&mut env)?;
        times.push(t.elapsed().as_secs_f64());
    }
    for (i, s) in times.iter().enumerate() {
        println!(
            "sweep {}: {:.3} s, {:.1} Mpoints/s, {:.1} ns/point/thread",
            i + 1,
            s,
            points as f64 / s / 1e6,
            s * 1e9 * rayon::current_num_threads() as f64 / points as f64
        );
    }
    Ok(())
}
