//! `mint check`: rerun the bench (or read a record) and compare it with a baseline
//! ([`mint_run::check`]); fails on a regression beyond the tolerance or on any wrong result.

use super::bench::{BenchArgs, PrecisionsArg};
use super::fail;
use mint_run::{bench, check, results};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint check` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// The baseline record (default: results/baseline-<gpu>.toml).
    #[arg(long)]
    pub baseline: Option<PathBuf>,
    /// Allowed slowdown of a mint variant, in percent.
    #[arg(long, default_value_t = 5.0)]
    pub tolerance: f64,
    /// Compare this record instead of running the bench again.
    #[arg(long)]
    pub record: Option<PathBuf>,
    #[command(flatten)]
    pub bench: BenchArgs,
}

/// `mint check`.
pub fn exec(a: Args) -> ExitCode {
    let Args {
        baseline,
        tolerance,
        record,
        bench,
    } = a;
    check_cmd(baseline, tolerance / 100.0, record, bench)
}

pub fn read_record(p: &Path) -> Result<results::Record, ExitCode> {
    results::Record::read(p).map_err(fail)
}

pub fn check_cmd(
    baseline: Option<PathBuf>,
    tolerance: f64,
    record: Option<PathBuf>,
    args: BenchArgs,
) -> ExitCode {
    if args.resume.is_some() {
        eprintln!(
            "error: --resume is for `mint bench`; `mint check` reruns what its baseline measured"
        );
        return ExitCode::from(2);
    }
    let own_kernels = !args.kernels.is_empty();
    let explicit_precision = !matches!(args.precision, PrecisionsArg::Both);
    let mut o = args.options();
    let new_record = match &record {
        Some(p) => match read_record(p) {
            Ok(r) => Some(r),
            Err(c) => return c,
        },
        None => None,
    };
    // The mode compared: the record's, else --fast-math's.
    let fast_math = new_record
        .as_ref()
        .map_or(o.fast_math, |r| r.meta.fast_math);
    // The baseline: given, or results/baseline-<gpu>.toml (baseline-<gpu>-fastmath.toml in the
    // fast-math mode) for the GPU of the record or of this machine.
    let base_path = match baseline {
        Some(p) => p,
        None => {
            let gpu = match &new_record {
                Some(r) => r.meta.gpu.clone(),
                None => match mint_gpu::Gpu::open(0) {
                    Ok(g) => g.info().name.clone(),
                    Err(e) => return fail(e.into()),
                },
            };
            o.out_dir.join(format!(
                "baseline-{}{}.toml",
                bench::gpu_slug(&gpu),
                if fast_math { "-fastmath" } else { "" }
            ))
        }
    };
    if !base_path.exists() {
        eprintln!(
            "error: no baseline record at {}: record one with `mint bench` and copy its TOML there, or pass --baseline FILE",
            base_path.display()
        );
        return ExitCode::from(3);
    }
    let base = match read_record(&base_path) {
        Ok(r) => r,
        Err(c) => return c,
    };
    let new = match new_record {
        Some(r) => r,
        None => {
            if o.dry_run {
                eprintln!("error: mint check needs a GPU run (or --record FILE)");
                return ExitCode::from(2);
            }
            if o.fast_math && !base.meta.fast_math {
                eprintln!(
                    "error: {} was measured in the IEEE mode: a fast-math run compares only with a fast-math baseline (record one with `mint bench --fast-math`)",
                    base_path.display()
                );
                return ExitCode::from(2);
            }
            // Rerun what the baseline measured, unless told otherwise.
            bench::follow_baseline(&mut o, &base, own_kernels, explicit_precision);
            // The hand kernels are reported, not checked: the baseline's fastest of each nest.
            o.hand_only = Some(bench::baseline_hands(&base));
            let r = match bench::bench(&o) {
                Ok((Some(r), _)) => r,
                Ok((None, _)) => unreachable!("a bench that is not dry returns a record"),
                Err(e) => return fail(e),
            };
            match bench::save(&r, &o.out_dir) {
                Ok(p) => println!("record: {}", p.display()),
                Err(e) => return fail(e),
            }
            r
        }
    };
    let out = check::compare(&base, &new, tolerance);
    print!("{}", out.text);
    if out.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
