//! The `mint` command line.
//!
//! Map: `translate` reads a file, parses it (`mint-lang`), analyses it (`mint-analyzer`), plans
//! the optimization level (`mint-opt`) and writes CUDA, NVRTC kernels or OpenMP (`mint-emit`).
//! `analyze` prints what the analyzer found about every nest. `run`, `tune`, `bench`, `check` and
//! `plot` call into `mint-run`. This file only parses the command line and dispatches: each
//! command's arguments and its `exec` are in `cmd/<command>.rs`.
//!
//! Exit codes: 0 success, 1 the input has errors (diagnostics on stderr) or a result is wrong,
//! 2 bad command line, 3 the input or output file could not be read or written, 4 no CUDA driver,
//! NVRTC, nvcc or GPU, 5 a kernel faulted on the GPU (or its launch was rejected), 6 out of GPU
//! memory, 124 `--timeout` reached (the watchdog), 70 an internal error. Nothing is written on
//! error, and every file is written whole or not at all (`mint_durable`), whenever mint stops.

use clap::{Parser, Subcommand};

mod cmd;

use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "mint",
    version,
    about = "Annotated C stencil codes in, CUDA out"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
    /// Watchdog: stop with exit code 124 and a message if the command has not finished after
    /// SECONDS (a kernel that runs too long, a hung GPU). Files are written whole or not at all
    /// whenever it stops.
    #[arg(long, global = true, value_name = "SECONDS", value_parser = parse_timeout)]
    timeout: Option<f64>,
}

/// A positive number of seconds (`--timeout`).
fn parse_timeout(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(t) if t.is_finite() && t > 0.0 => Ok(t),
        _ => Err(format!("`{s}`: expected a positive number of seconds")),
    }
}

/// Exit code of a command stopped by `--timeout`.
const EXIT_TIMEOUT: i32 = 124;

/// Start the `--timeout` watchdog: after `secs`, say so and end the process (exit 124). What
/// mint writes goes through `mint_durable`, so stopping anywhere leaves no half-written file.
fn start_watchdog(secs: f64) {
    let _ = std::thread::Builder::new()
        .name("mint-watchdog".into())
        .spawn(move || {
            std::thread::sleep(std::time::Duration::from_secs_f64(secs));
            eprintln!(
                "error: --timeout: the command did not finish within {secs} s (a kernel that runs too long, or a hung GPU); stopped"
            );
            // `_exit`: no exit handlers, which would tear libraries (NVRTC, the driver) down
            // under the threads still using them.
            #[cfg(unix)]
            // SAFETY: `_exit` ends the process at once; nothing runs after it.
            unsafe {
                libc::_exit(EXIT_TIMEOUT)
            };
            #[cfg(not(unix))]
            std::process::exit(EXIT_TIMEOUT);
        });
}

#[derive(Subcommand)]
enum Cmd {
    /// Translate a Mint program to CUDA (or OpenMP).
    Translate(cmd::translate::Args),
    /// Translate and compile to an executable in one step (nvcc from --nvcc, $MINT_NVCC,
    /// $CUDA_HOME/bin/nvcc or PATH; exit 4 without one).
    Build(cmd::build::Args),
    /// Run every `mint for` nest on the GPU (NVRTC + driver) on random inputs, verify each
    /// against the CPU reference, and print time, Gflop/s, GB/s and % of copy bandwidth.
    Run(cmd::run::Args),
    /// Tune every nest: search tile, chunk, level and switches on the GPU (NVRTC + driver),
    /// verify every candidate against the CPU reference, write a TOML report per nest.
    Tune(cmd::tune::Args),
    /// Benchmark the kernels/ programs: OpenMP CPU, mint -O0..-O3, mint tuned, hand CUDA and the
    /// copy bound, every GPU variant verified; writes results/<gpu>/<time>.toml and charts.
    Bench(cmd::bench::BenchArgs),
    /// Rerun the bench and compare it with a baseline record; fails on a regression beyond the
    /// tolerance or on any wrong result.
    Check(cmd::check::Args),
    /// Draw the charts of saved results again: a bench record (Figures 7 and 8), a tuning
    /// report (the heatmap) or a multi-GPU scaling record, as PNG and SVG beside the file.
    Plot(cmd::plot::Args),
    /// Print what the analyzer finds in every `mint for` nest.
    Analyze(cmd::analyze::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(t) = cli.timeout {
        start_watchdog(t);
    }
    // Parsing is recursive; give it a generous stack whatever the platform's default.
    let worker = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(cli));
    match worker.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("mint: internal error (this is a bug in mint; please report it with the input file)");
            ExitCode::from(70)
        }
    }
}

fn run(cli: Cli) -> ExitCode {
    match cli.cmd {
        Cmd::Translate(a) => cmd::translate::exec(a),
        Cmd::Build(a) => cmd::build::exec(a),
        Cmd::Run(a) => cmd::run::exec(a),
        Cmd::Tune(a) => cmd::tune::exec(a),
        Cmd::Bench(a) => cmd::bench::exec(&a.options()),
        Cmd::Check(a) => cmd::check::exec(a),
        Cmd::Plot(a) => cmd::plot::exec(a),
        Cmd::Analyze(a) => cmd::analyze::exec(a),
    }
}
