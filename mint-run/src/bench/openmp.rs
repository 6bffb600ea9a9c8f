//! The CPU baseline: the program's `--target openmp` translation with timing, built with
//! `gcc -O3 -fopenmp -march=native` and run on every core with the bench's size and a few
//! steps (`kernels/` programs take `[n] [T]`). Each nest's median time comes from the program's
//! `mint-timing openmp` lines.
//!
//! Invariant: the OpenMP program computes what the C program computes (mint-emit's openmp
//! module); its result is checked by the program's own checksum against the C build in the
//! test suite (tests/openmp_e2e.rs), not here.

use crate::error::RunError;
use crate::input::{Loaded, Precision};
use crate::results::Variant;
use mint_analyzer::Nest;
use mint_ref::Env;
use std::collections::HashMap;
use std::process::Command;

/// Sweeps the OpenMP program runs (its `T`).
pub const STEPS: usize = 5;

/// Per nest: (median ms, threads).
pub type Times = HashMap<usize, (f64, usize)>;

/// `model name` from /proc/cpuinfo and the threads OpenMP gets.
pub fn cpu_description() -> String {
    let model = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split_once(':'))
                .map(|(_, v)| v.trim().to_string())
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    format!("{model}, {threads} threads")
}

/// Build and run the timed OpenMP program; the median time of each nest.
pub fn time_program(
    l: &Loaded,
    stem: &str,
    prec: Precision,
    size: &[usize],
) -> Result<Times, String> {
    let dir = std::env::temp_dir().join(format!(
        "mint-bench-omp-{}-{stem}-{}",
        std::process::id(),
        prec.name()
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let c = dir.join(format!("{stem}.omp.c"));
    let exe = dir.join(stem);
    let text = mint_emit::write_openmp_timed(&l.program, &l.input.src, &format!("{stem}.c"), true);
    std::fs::write(&c, text).map_err(|e| format!("cannot write {}: {e}", c.display()))?;
    let cc = std::env::var("CC").unwrap_or_else(|_| "gcc".into());
    let out = Command::new(&cc)
        .args(["-O3", "-march=native", "-fopenmp", "-o"])
        .arg(&exe)
        .arg(&c)
        .arg("-lm")
        .output()
        .map_err(|e| format!("cannot run {cc}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cc} failed: {}",
            String::from_utf8_lossy(&out.stderr)
                .lines()
                .take(5)
                .collect::<Vec<_>>()
                .join(" | ")
        ));
    }
    let n = size.first().copied().unwrap_or(256);
    let run = Command::new(&exe)
        .arg(n.to_string())
        .arg(STEPS.to_string())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let _ = std::fs::remove_dir_all(&dir);
    if !run.status.success() {
        return Err(format!("the OpenMP program failed ({})", run.status));
    }
    let times = parse_timing(&String::from_utf8_lossy(&run.stderr));
    if times.is_empty() {
        return Err("the OpenMP program printed no timing".into());
    }
    Ok(times)
}

/// The `mint-timing openmp` lines of a run.
pub fn parse_timing(stderr: &str) -> Times {
    let mut t = HashMap::new();
    for line in stderr.lines() {
        let w: Vec<&str> = line.split_whitespace().collect();
        if w.len() >= 12 && w[0] == "mint-timing" && w[1] == "openmp" {
            if let (Ok(k), Ok(ms), Ok(th)) = (
                w[3].parse::<usize>(),
                w[7].parse::<f64>(),
                w[11].parse::<usize>(),
            ) {
                t.insert(k, (ms, th));
            }
        }
    }
    t
}

/// The OpenMP variant of nest `n` (its points counted from the bounds in `env`).
pub fn variant(n: &Nest, times: &Times, env: &Env) -> Result<Variant, RunError> {
    let Some(&(ms, threads)) = times.get(&n.id) else {
        return Ok(Variant::failed(
            "openmp",
            String::new(),
            "the OpenMP program did not time this nest".into(),
        ));
    };
    let mut points = 1.0;
    for l in &n.loops[..n.parallel] {
        let a = mint_ref::eval_host_expr(&l.lo, &env.scalars)?.as_i64();
        let b =
            mint_ref::eval_host_expr(&l.hi, &env.scalars)?.as_i64() - i64::from(!l.hi_inclusive);
        points *= if b >= a {
            ((b - a) / l.step + 1) as f64
        } else {
            0.0
        };
    }
    let secs = ms * 1e-3;
    Ok(Variant {
        name: "openmp".into(),
        config: format!("gcc -O3 -fopenmp, {threads} threads, median of {STEPS} sweeps"),
        time_ms: Some(ms),
        gflops: Some(f64::from(n.flops_per_point) * points / secs * 1e-9),
        gbps: Some(f64::from(n.bytes_per_point) * points / secs * 1e-9),
        pct_copy: None,
        registers: None,
        shared_bytes: None,
        spill_bytes: None,
        // The OpenMP program is the C program with parallel loops; tests/openmp_e2e.rs checks
        // its output against the C build's.
        verified: true,
        max_rel_diff: None,
        note: None,
        bt: None,
        x_copy: None,
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn reads_timing_lines() {
        let t = super::parse_timing(
            "checksum 1\nmint-timing openmp kernel 2 launches 5 median_ms 12.500000 min_ms 11.000000 threads 16\n",
        );
        assert_eq!(t[&2], (12.5, 16));
    }
}
