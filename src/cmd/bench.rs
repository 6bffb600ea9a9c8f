//! `mint bench`: every `kernels/` program against the baselines ([`mint_run::bench`]); its
//! arguments ([`BenchArgs`]) are shared with `mint check`.

use super::fail;
use clap::ValueEnum;
use mint_run::bench;
use mint_run::input::Precision;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// Programs to run (default: every kernels/*.c except the *_f32.c copies).
    #[arg(long, value_delimiter = ',')]
    pub kernels: Vec<PathBuf>,
    /// Grid edges: 3D first, then 2D.
    #[arg(long, value_delimiter = ',', default_value = "512,8192")]
    pub sizes: Vec<usize>,
    /// Precisions to run.
    #[arg(long, value_enum, default_value_t = PrecisionsArg::Both)]
    pub precision: PrecisionsArg,
    /// Timed launches per variant (median reported).
    #[arg(long, default_value_t = 20)]
    pub steps: usize,
    /// Seconds of tuning per nest when the tuning cache has no winner (0: no tuned variant).
    #[arg(long, default_value_t = 15.0)]
    pub tune_budget: f64,
    /// Folder of the tuning cache.
    #[arg(long, default_value = "results/tune/cache")]
    pub tune_cache: PathBuf,
    /// Skip the OpenMP CPU baseline.
    #[arg(long)]
    pub no_openmp: bool,
    /// Folder of the hand-written kernels.
    #[arg(long, default_value = "kernels/hand")]
    pub hand: PathBuf,
    /// Folder for the records.
    #[arg(long, default_value = "results")]
    pub out: PathBuf,
    /// Compile every variant with NVRTC and check the hand kernels' parameters; needs no GPU.
    #[arg(long)]
    pub dry_run: bool,
    /// Variants to run, e.g. `O1vx,tuned,hand` (default: all of openmp, O0, O1, O2, O3, O2ps,
    /// O1vx, tuned, hand, temporal); a record of some variants suits a quick comparison, not a
    /// baseline.
    #[arg(long, value_delimiter = ',')]
    pub variants: Vec<String>,
    /// Go on from a record a cut-off run left (`<time>.partial.toml`): programs and precisions
    /// it holds are kept, the rest are measured; the new record holds both.
    #[arg(long, value_name = "PARTIAL.toml")]
    pub resume: Option<PathBuf>,
    /// Test builds only: every mint kernel sleeps this many ns per thread first.
    #[arg(long, default_value_t = 0, hide = true)]
    pub inject_delay_ns: u32,
    /// Fast math (as `mint run --fast-math`): every GPU variant (mint's levels, the tuned and
    /// temporal searches, whose winners are cached apart, and the hand kernels) compiles with
    /// --use_fast_math, mint's kernels divide by reciprocals of invariants, each is verified with
    /// the mode's widened check; the record says so (`fast_math = true`), and `mint check`
    /// compares it only with a fast-math baseline (default results/baseline-<gpu>-fastmath.toml).
    /// The OpenMP baseline is compiled as always.
    #[arg(long)]
    pub fast_math: bool,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum PrecisionsArg {
    F64,
    F32,
    Both,
}

impl BenchArgs {
    pub fn options(self) -> bench::BenchOptions {
        let programs = if self.kernels.is_empty() {
            bench::default_programs(Path::new("kernels"))
        } else {
            self.kernels
        };
        bench::BenchOptions {
            programs,
            size3d: self.sizes.first().copied().unwrap_or(512),
            size2d: self.sizes.get(1).copied().unwrap_or(8192),
            precisions: match self.precision {
                PrecisionsArg::F64 => vec![Precision::F64],
                PrecisionsArg::F32 => vec![Precision::F32],
                PrecisionsArg::Both => vec![Precision::F64, Precision::F32],
            },
            reps: self.steps.max(1),
            tune_budget_s: self.tune_budget,
            tune_cache: self.tune_cache,
            openmp: !self.no_openmp,
            hand_dir: self.hand,
            out_dir: self.out,
            dry_run: self.dry_run,
            inject_delay_ns: self.inject_delay_ns,
            resume: self.resume,
            variants: (!self.variants.is_empty()).then_some(self.variants),
            fast_math: self.fast_math,
            hand_only: None,
        }
    }
}

pub fn exec(o: &bench::BenchOptions) -> ExitCode {
    match bench::bench(o) {
        Ok((Some(record), ok)) => {
            print!("{}", bench::table::summary(&record));
            match bench::save(&record, &o.out_dir) {
                Ok(p) => println!("record: {}", p.display()),
                Err(e) => return fail(e),
            }
            if ok {
                ExitCode::SUCCESS
            } else {
                eprintln!("error: some variants gave wrong results (see above)");
                ExitCode::from(1)
            }
        }
        Ok((None, ok)) => {
            if ok {
                println!("dry run: every variant compiled and every hand kernel's parameters bind");
                ExitCode::SUCCESS
            } else {
                eprintln!("error: some variants did not compile or bind (see above)");
                ExitCode::from(1)
            }
        }
        Err(e) => fail(e),
    }
}
