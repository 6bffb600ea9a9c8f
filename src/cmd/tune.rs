//! `mint tune`: search every nest's schedule on the GPU ([`mint_run::tune`], or the time-blocked
//! schedules with `--time-block`, [`mint_run::tune_temporal`]) and write the reports.

use super::args::PpArgs;
use clap::ValueEnum;
use mint_run::input::{load, Loaded, Precision};
use mint_run::{error, options, tune};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint tune` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// The annotated C file.
    pub file: PathBuf,
    /// `f32` runs the program in single precision (every `double` becomes `float`, floating
    /// literals get an `f` suffix); `f64` keeps it as written.
    #[arg(long, value_enum, default_value_t = Precision::F64)]
    pub precision: Precision,
    /// Problem size (as for `mint run`).
    #[arg(long, value_delimiter = ',', default_value = "256")]
    pub size: Vec<usize>,
    /// Seconds of timing per nest, at most (after compiling and the CPU reference; the
    /// search goes on until one candidate has verified)
    #[arg(long, default_value_t = 60.0)]
    pub budget: f64,
    /// Timed launches per candidate (median reported).
    #[arg(long, default_value_t = 10)]
    pub steps: usize,
    /// List the pruned space and compile every candidate with NVRTC; needs no GPU.
    #[arg(long)]
    pub dry_run: bool,
    /// Write the winner's `tile` and `chunksize` into FILE (the old text is kept as
    /// FILE.orig; a FILE changed since mint read it is not overwritten). With --dry-run, the
    /// model's pick among the candidates that compiled (not timed, not verified) is written.
    #[arg(long)]
    pub apply: bool,
    /// Folder for the reports and heatmaps.
    #[arg(long, default_value = "results/tune")]
    pub out: PathBuf,
    /// Folder of the cache of winners (per nest, source, GPU, driver, size).
    #[arg(long, default_value = "results/tune/cache")]
    pub cache: PathBuf,
    /// Search even when the cache has a winner.
    #[arg(long)]
    pub no_cache: bool,
    /// auto: exhaustive for small spaces, else local; compare: exhaustive, then measure how
    /// close the local search gets (and with how many evaluations) on the same times.
    #[arg(long, value_enum, default_value_t = StrategyArg::Auto)]
    pub strategy: StrategyArg,
    /// Give a scalar the value to run with (as `mint run --set`).
    #[arg(long = "set", value_name = "NAME=VALUE", value_parser = options::parse_set)]
    pub sets: Vec<(String, f64)>,
    /// Tune temporal blocking instead: the time block bT and the streamed schedule (tile,
    /// rows per thread, chunk) of every Jacobi nest, each candidate verified over one pass
    /// of bT steps and timed per step against the single-sweep copy bound; a report
    /// `<stem>_kernel<N>_tb.toml` and its chart. Not with --apply.
    #[arg(long)]
    pub time_block: bool,
    /// With --time-block: the largest bT tried (default 8 in 3-D, 12 in 2-D).
    #[arg(long, value_name = "BT", requires = "time_block", value_parser = clap::value_parser!(u32).range(1..=64))]
    pub tb_max: Option<u32>,
    /// Tune in the fast-math mode (as `mint run --fast-math`: reciprocals of invariant
    /// divisors, NVRTC's --use_fast_math, the widened check); winners are cached apart.
    #[arg(long)]
    pub fast_math: bool,
    #[command(flatten)]
    pub pp: PpArgs,
}

/// `mint tune`.
pub fn exec(a: Args) -> ExitCode {
    let Args {
        file,
        precision,
        size,
        budget,
        steps,
        dry_run,
        apply,
        out,
        cache,
        no_cache,
        strategy,
        sets,
        time_block,
        tb_max,
        fast_math,
        pp,
    } = a;
    pp.install();
    let o = tune::TuneOptions {
        fast_math,
        sets,
        size,
        budget_s: budget,
        dry_run,
        apply,
        out_dir: out,
        reps: steps.max(1),
        cache: (!no_cache).then_some(cache),
        strategy: match strategy {
            StrategyArg::Auto => tune::Strategy::Auto,
            StrategyArg::Exhaustive => tune::Strategy::Exhaustive,
            StrategyArg::Local => tune::Strategy::Local,
            StrategyArg::Compare => tune::Strategy::Compare,
        },
    };
    tune_cmd(&file, precision, &o, time_block.then_some(tb_max))
}

#[derive(Clone, Copy, ValueEnum)]
pub enum StrategyArg {
    Auto,
    Exhaustive,
    Local,
    Compare,
}

/// `temporal`: `Some(max bT)` for `--time-block`.
pub fn tune_cmd(
    path: &Path,
    precision: Precision,
    o: &tune::TuneOptions,
    temporal: Option<Option<u32>>,
) -> ExitCode {
    if o.apply && precision != Precision::F64 && temporal.is_none() {
        eprintln!("error: --apply rewrites the source as written; it cannot be combined with --precision f32");
        return ExitCode::from(2);
    }
    let Loaded { input, tu, program } = match load(path, precision) {
        Ok(l) => l,
        Err(c) => return c,
    };
    let result = match temporal {
        Some(max_bt) => mint_run::tune_temporal::tune_temporal(
            &program, &tu, &input.src, path, precision, o, max_bt,
        ),
        None => tune::tune(&program, &tu, &input.src, &input, path, precision, o),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("error: tuning did not succeed for every nest (see above)");
            ExitCode::from(1)
        }
        Err(error::RunError(msg, code)) => {
            eprintln!("error: {msg}");
            ExitCode::from(code)
        }
    }
}
