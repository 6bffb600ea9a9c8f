//! The `mint` command line.
//!
//! Map: `translate` reads a file, parses it (`mint-lang`), analyses it (`mint-analyzer`), plans
//! the optimization level (`mint-opt`) and writes CUDA, NVRTC kernels or OpenMP (`mint-emit`).
//! `analyze` prints what the analyzer found about every nest.
//!
//! Exit codes: 0 success, 1 the input has errors (diagnostics on stderr) or a result is wrong,
//! 2 bad command line, 3 the input or output file could not be read or written, 4 no CUDA driver,
//! NVRTC, nvcc or GPU, 5 a kernel faulted on the GPU (or its launch was rejected), 6 out of GPU
//! memory, 124 `--timeout` reached (the watchdog), 70 an internal error. Nothing is written on
//! error, and every file is written whole or not at all (`mint_durable`), whenever mint stops.

use clap::{Parser, Subcommand, ValueEnum};
use mint_run::input::{self, load, report, Loaded, Precision};
use mint_run::{bench, chart, check, error, options, results, run, tune};
use mint_analyzer::Program;
use std::path::{Path, PathBuf};
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
    Translate {
        /// The annotated C file.
        file: PathBuf,
        /// `f32` runs the program in single precision (every `double` becomes `float`, floating
        /// literals get an `f` suffix); `f64` keeps it as written.
        #[arg(long, value_enum, default_value_t = Precision::F64)]
        precision: Precision,
        /// Output file (default: FILE with .cu, or .omp.c for --target openmp; `-` for stdout).
        #[arg(short, long)]
        output: Option<PathBuf>,
        #[command(flatten)]
        kernels: KernelArgs,
        /// What to generate for.
        #[arg(long, value_enum, default_value_t = TargetArg::Cuda)]
        target: TargetArg,
        /// Emit the whole program, or only the kernels (self-contained, for NVRTC).
        #[arg(long, value_enum, default_value_t = EmitArg::Program)]
        emit: EmitArg,
        /// Generated programs time every kernel launch with CUDA events (OpenMP: every nest with
        /// omp_get_wtime) and print a summary on stderr at exit.
        #[arg(long)]
        timing: bool,
        /// Take each tuned nest's tile, chunk, level and switches from a `mint tune` report
        /// (results/tune/<program>_kernel<N>.toml); repeat for several nests. Other nests use
        /// -O and the clauses.
        #[arg(long)]
        tuning: Vec<PathBuf>,
        /// Where the host code goes: `c` (default) keeps it C, in FILE.host.c beside the .cu that
        /// holds the kernels and their launchers (`nvcc X.cu X.host.c` builds both, whatever C99
        /// the host code uses); `cuda` writes one .cu, for inputs that are also valid C++.
        #[arg(long, value_enum, default_value_t = HostArg::C)]
        host: HostArg,
        /// Write the multi-GPU program: every array split along its slowest dimension over the
        /// GPUs (MINT_GPUS, default all visible; or one MPI rank per GPU when built with
        /// -DMINT_MPI), halos exchanged with NCCL after every nest (docs/multi_gpu.md).
        #[arg(long)]
        gpus: bool,
        #[command(flatten)]
        tb: TbArgs,
        #[command(flatten)]
        pp: PpArgs,
    },
    /// Translate and compile to an executable in one step (nvcc from --nvcc, $MINT_NVCC,
    /// $CUDA_HOME/bin/nvcc or PATH; exit 4 without one).
    Build {
        /// The annotated C file.
        file: PathBuf,
        /// The executable to write (default: FILE without its extension).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// `f32` runs the program in single precision.
        #[arg(long, value_enum, default_value_t = Precision::F64)]
        precision: Precision,
        #[command(flatten)]
        kernels: KernelArgs,
        /// Time every kernel launch (as `translate --timing`).
        #[arg(long)]
        timing: bool,
        /// Take tuned nests from `mint tune` reports (as `translate --tuning`).
        #[arg(long)]
        tuning: Vec<PathBuf>,
        /// Where the host code goes (as `translate --host`).
        #[arg(long, value_enum, default_value_t = HostArg::C)]
        host: HostArg,
        /// The nvcc to use.
        #[arg(long)]
        nvcc: Option<PathBuf>,
        /// GPU architecture, e.g. sm_80 (default: the GPU present, else sm_90).
        #[arg(long)]
        arch: Option<String>,
        /// Keep the generated sources beside the executable (EXE.cu, EXE.host.c).
        #[arg(long)]
        keep: bool,
        /// Compile without FMA contraction (nvcc -fmad=false): every operation rounded as the C
        /// program writes it (not with --plane-sums, which reassociates).
        #[arg(long)]
        exact: bool,
        /// Build the multi-GPU program (as `translate --gpus`), linked with NCCL (from
        /// $NCCL_HOME, the nvidia-nccl wheel beside nvcc, or the system).
        #[arg(long)]
        gpus: bool,
        /// With --gpus: one MPI rank per GPU (-DMINT_MPI; mpi.h and libmpi from `mpicc`); run it
        /// with `mpirun -np N`.
        #[arg(long, requires = "gpus")]
        mpi: bool,
        #[command(flatten)]
        tb: TbArgs,
        #[command(flatten)]
        pp: PpArgs,
    },
    /// Run every `mint for` nest on the GPU (NVRTC + driver) on random inputs, verify each
    /// against the CPU reference, and print time, Gflop/s, GB/s and % of copy bandwidth.
    Run {
        /// The annotated C file.
        file: PathBuf,
        /// `f32` runs the program in single precision (every `double` becomes `float`, floating
        /// literals get an `f` suffix); `f64` keeps it as written.
        #[arg(long, value_enum, default_value_t = Precision::F64)]
        precision: Precision,
        /// Problem size: the values of the names in the first array's `copy` sizes, x first
        /// (one value sets all). Default 256; with `--emulate`, 40 (the emulator is slow).
        #[arg(long, value_delimiter = ',')]
        size: Vec<usize>,
        /// Timed launches per nest (the median is reported; 3 warm-up launches come first).
        #[arg(long, default_value_t = 20)]
        steps: usize,
        #[command(flatten)]
        kernels: KernelArgs,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// No GPU needed: run the kernels on the CPU emulator (g++, C++20) and verify them;
        /// slow, so the default size is 40.
        #[arg(long)]
        emulate: bool,
        /// Give a scalar the value to run with, e.g. `--set t=3` for a nest that reads the time
        /// step (repeatable; default: what the program computes, else 1 for integers and a
        /// random value in [0.1, 1) for floating types).
        #[arg(long = "set", value_name = "NAME=VALUE", value_parser = options::parse_set)]
        sets: Vec<(String, f64)>,
        /// Compile the kernels without FMA contraction (--fmad=false) and require results equal
        /// to the CPU's bit for bit (not with --plane-sums, which reassociates).
        #[arg(long)]
        exact: bool,
        /// Test builds only: replace FROM by TO once in the kernel source (`FROM=>TO`).
        #[arg(long = "edit-kernel", hide = true, value_parser = parse_edit)]
        edits: Vec<(String, String)>,
        /// Test builds only: hold this many MiB of GPU memory for the whole run (plants an
        /// out-of-memory).
        #[arg(long, hide = true, default_value_t = 0)]
        reserve_gpu_mb: usize,
        /// Temporal blocking: run every Jacobi nest (reads one array, writes another, swapped
        /// each step) BT time steps per launch, verify S steps against the CPU and time a launch
        /// (`--tile TX,TY,C` and `--chunk 1,RY,C` in 3-D, `--tile TX,C` in 2-D: tile, rows per
        /// thread and planes per block; default 32,32,128 and 1,2,128 / 256,128). A list
        /// (`2,3,4`) or several `--tb-schedule`s sweep: each verified over one pass.
        #[arg(long, value_name = "BT", value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=64))]
        time_block: Vec<u32>,
        /// A schedule for --time-block: `TX,TY,CHUNK,ROWS` (3-D) or `TX,CHUNK` (2-D); repeat to
        /// sweep several.
        #[arg(long = "tb-schedule", value_name = "SCHEDULE")]
        tb_schedules: Vec<String>,
        /// Steps to verify with --time-block (default 2*BT + 1).
        #[arg(long, value_name = "S")]
        tb_steps: Option<usize>,
        /// How the fused kernels' stages read their neighbours: `window` (every output reads its
        /// neighbour planes), `sums` (plane sums: each plane read once, its partial sums
        /// accumulated; nests linear in their input) or `auto` (sums where the shared-memory
        /// references reach several planes: 19- and 27-point shapes). A list sweeps them.
        #[arg(
            long = "tb-form",
            value_name = "FORM",
            value_delimiter = ',',
            default_value = "auto"
        )]
        tb_forms: Vec<mint_opt::temporal::StageForm>,
        /// Split every nest over G GPUs as `mint translate --gpus` does (slowest dimension,
        /// halos), verify the gathered result against the CPU and time a sweep with its halo
        /// exchange (device-to-device copies). MINT_GPUS_SHARE=1 puts every slab on GPU 0.
        #[arg(long, value_name = "G", value_parser = clap::value_parser!(u64).range(1..=64))]
        gpus: Option<u64>,
        #[command(flatten)]
        pp: PpArgs,
    },
    /// Tune every nest: search tile, chunk, level and switches on the GPU (NVRTC + driver),
    /// verify every candidate against the CPU reference, write a TOML report per nest.
    Tune {
        /// The annotated C file.
        file: PathBuf,
        /// `f32` runs the program in single precision (every `double` becomes `float`, floating
        /// literals get an `f` suffix); `f64` keeps it as written.
        #[arg(long, value_enum, default_value_t = Precision::F64)]
        precision: Precision,
        /// Problem size (as for `mint run`).
        #[arg(long, value_delimiter = ',', default_value = "256")]
        size: Vec<usize>,
        /// Seconds of timing per nest, at most (after compiling and the CPU reference; the
        /// search goes on until one candidate has verified)
        #[arg(long, default_value_t = 60.0)]
        budget: f64,
        /// Timed launches per candidate (median reported).
        #[arg(long, default_value_t = 10)]
        steps: usize,
        /// List the pruned space and compile every candidate with NVRTC; needs no GPU.
        #[arg(long)]
        dry_run: bool,
        /// Write the winner's `tile` and `chunksize` into FILE (the old text is kept as
        /// FILE.orig; a FILE changed since mint read it is not overwritten). With --dry-run, the
        /// model's pick among the candidates that compiled (not timed, not verified) is written.
        #[arg(long)]
        apply: bool,
        /// Folder for the reports and heatmaps.
        #[arg(long, default_value = "results/tune")]
        out: PathBuf,
        /// Folder of the cache of winners (per nest, source, GPU, driver, size).
        #[arg(long, default_value = "results/tune/cache")]
        cache: PathBuf,
        /// Search even when the cache has a winner.
        #[arg(long)]
        no_cache: bool,
        /// auto: exhaustive for small spaces, else local; compare: exhaustive, then measure how
        /// close the local search gets (and with how many evaluations) on the same times.
        #[arg(long, value_enum, default_value_t = StrategyArg::Auto)]
        strategy: StrategyArg,
        /// Give a scalar the value to run with (as `mint run --set`).
        #[arg(long = "set", value_name = "NAME=VALUE", value_parser = options::parse_set)]
        sets: Vec<(String, f64)>,
        /// Tune temporal blocking instead: the time block bT and the streamed schedule (tile,
        /// rows per thread, chunk) of every Jacobi nest, each candidate verified over one pass
        /// of bT steps and timed per step against the single-sweep copy bound; a report
        /// `<stem>_kernel<N>_tb.toml` and its chart. Not with --apply.
        #[arg(long)]
        time_block: bool,
        /// With --time-block: the largest bT tried (default 8 in 3-D, 12 in 2-D).
        #[arg(long, value_name = "BT", requires = "time_block", value_parser = clap::value_parser!(u32).range(1..=64))]
        tb_max: Option<u32>,
        /// Tune in the fast-math mode (as `mint run --fast-math`: reciprocals of invariant
        /// divisors, NVRTC's --use_fast_math, the widened check); winners are cached apart.
        #[arg(long)]
        fast_math: bool,
        #[command(flatten)]
        pp: PpArgs,
    },
    /// Benchmark the kernels/ programs: OpenMP CPU, mint -O0..-O3, mint tuned, hand CUDA and the
    /// copy bound, every GPU variant verified; writes results/<gpu>/<time>.toml and charts.
    Bench(BenchArgs),
    /// Rerun the bench and compare it with a baseline record; fails on a regression beyond the
    /// tolerance or on any wrong result.
    Check {
        /// The baseline record (default: results/baseline-<gpu>.toml).
        #[arg(long)]
        baseline: Option<PathBuf>,
        /// Allowed slowdown of a mint variant, in percent.
        #[arg(long, default_value_t = 5.0)]
        tolerance: f64,
        /// Compare this record instead of running the bench again.
        #[arg(long)]
        record: Option<PathBuf>,
        #[command(flatten)]
        bench: BenchArgs,
    },
    /// Draw the charts of saved results again: a bench record (Figures 7 and 8), a tuning
    /// report (the heatmap) or a multi-GPU scaling record, as PNG and SVG beside the file.
    Plot {
        /// Bench records (results/<gpu>/<time>.toml), tuning reports (results/tune/*.toml,
        /// temporal ones included), temporal sweep records or multi-GPU scaling records
        /// (scripts/verify_multi.py writes them); with --bt-chart also `mint run
        /// --time-block` logs.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Draw one chart of speed against the time block from all FILES (logs of `mint run
        /// --time-block` sweeps, temporal tuning reports, sweep records): BASE.svg and
        /// BASE.png, and the points as the sweep record BASE.toml.
        #[arg(long, value_name = "BASE")]
        bt_chart: Option<PathBuf>,
    },
    /// Print what the analyzer finds in every `mint for` nest.
    Analyze {
        /// The annotated C file.
        file: PathBuf,
        /// `f32` runs the program in single precision (every `double` becomes `float`, floating
        /// literals get an `f` suffix); `f64` keeps it as written.
        #[arg(long, value_enum, default_value_t = Precision::F64)]
        precision: Precision,
        #[command(flatten)]
        pp: PpArgs,
    },
}

/// How kernels are generated: level, schedule overrides and optimizer switches (`translate`
/// and `run`).
#[derive(clap::Args)]
struct KernelArgs {
    /// Optimization level 0..3.
    #[arg(short = 'O', default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
    level: u8,
    /// Override every nest's `tile` clause, e.g. `--tile 32,8,64`.
    #[arg(long, value_delimiter = ',')]
    tile: Vec<i64>,
    /// Override every nest's `chunksize` clause, e.g. `--chunk 1,1,64`.
    #[arg(long, value_delimiter = ',')]
    chunk: Vec<i64>,
    /// Keep planes out of shared memory (read x/y neighbours through the L1 cache; -O3 keeps
    /// its register queue).
    #[arg(long)]
    no_shared: bool,
    /// Keep the allocation's rows aligned at the ghost cells (like cudaMalloc3D) instead of
    /// aligning the interior (the default from -O1 on).
    #[arg(long)]
    no_align: bool,
    /// At -O2 and -O3, compute nests that are linear in their main array with plane sums:
    /// each thread walks its z chunk and reuses in-plane partial sums across planes.
    #[arg(long)]
    plane_sums: bool,
    /// From -O1 on, a nest whose chunksize x is 2 or 4 computes that many consecutive x points
    /// per thread, with vector loads and stores (e.g. `-O1 --vector-x --chunk 4,1,8 --tile
    /// 128,4,8`).
    #[arg(long)]
    vector_x: bool,
    /// Fast math: kernels divide by invariants (literals, scalars) through their reciprocals,
    /// NVRTC and nvcc compile with --use_fast_math (approximate single-precision division,
    /// square root and math functions, denormals flushed); `run` widens its check by the
    /// documented error of each approximation. Not with --exact.
    #[arg(long)]
    fast_math: bool,
}

impl KernelArgs {
    fn switches(&self) -> mint_opt::Switches {
        mint_opt::Switches {
            shared: !self.no_shared,
            align_interior: !self.no_align,
            plane_sums: self.plane_sums,
            vector_x: self.vector_x,
            fast_math: self.fast_math,
        }
    }
}

#[derive(clap::Args)]
struct BenchArgs {
    /// Programs to run (default: every kernels/*.c except the *_f32.c copies).
    #[arg(long, value_delimiter = ',')]
    kernels: Vec<PathBuf>,
    /// Grid edges: 3D first, then 2D.
    #[arg(long, value_delimiter = ',', default_value = "512,8192")]
    sizes: Vec<usize>,
    /// Precisions to run.
    #[arg(long, value_enum, default_value_t = PrecisionsArg::Both)]
    precision: PrecisionsArg,
    /// Timed launches per variant (median reported).
    #[arg(long, default_value_t = 20)]
    steps: usize,
    /// Seconds of tuning per nest when the tuning cache has no winner (0: no tuned variant).
    #[arg(long, default_value_t = 15.0)]
    tune_budget: f64,
    /// Folder of the tuning cache.
    #[arg(long, default_value = "results/tune/cache")]
    tune_cache: PathBuf,
    /// Skip the OpenMP CPU baseline.
    #[arg(long)]
    no_openmp: bool,
    /// Folder of the hand-written kernels.
    #[arg(long, default_value = "kernels/hand")]
    hand: PathBuf,
    /// Folder for the records.
    #[arg(long, default_value = "results")]
    out: PathBuf,
    /// Compile every variant with NVRTC and check the hand kernels' parameters; needs no GPU.
    #[arg(long)]
    dry_run: bool,
    /// Variants to run, e.g. `O1vx,tuned,hand` (default: all of openmp, O0, O1, O2, O3, O2ps,
    /// O1vx, tuned, hand, temporal); a record of some variants suits a quick comparison, not a
    /// baseline.
    #[arg(long, value_delimiter = ',')]
    variants: Vec<String>,
    /// Go on from a record a cut-off run left (`<time>.partial.toml`): programs and precisions
    /// it holds are kept, the rest are measured; the new record holds both.
    #[arg(long, value_name = "PARTIAL.toml")]
    resume: Option<PathBuf>,
    /// Test builds only: every mint kernel sleeps this many ns per thread first.
    #[arg(long, default_value_t = 0, hide = true)]
    inject_delay_ns: u32,
    /// Fast math (as `mint run --fast-math`): every GPU variant (mint's levels, the tuned and
    /// temporal searches, whose winners are cached apart, and the hand kernels) compiles with
    /// --use_fast_math, mint's kernels divide by reciprocals of invariants, each is verified with
    /// the mode's widened check; the record says so (`fast_math = true`), and `mint check`
    /// compares it only with a fast-math baseline (default results/baseline-<gpu>-fastmath.toml).
    /// The OpenMP baseline is compiled as always.
    #[arg(long)]
    fast_math: bool,
}

#[derive(Clone, Copy, ValueEnum)]
enum StrategyArg {
    Auto,
    Exhaustive,
    Local,
    Compare,
}

#[derive(Clone, Copy, ValueEnum)]
enum PrecisionsArg {
    F64,
    F32,
    Both,
}

impl BenchArgs {
    fn options(self) -> bench::BenchOptions {
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
        }
    }
}

/// `FROM=>TO` (`--edit-kernel`).
fn parse_edit(s: &str) -> Result<(String, String), String> {
    s.split_once("=>")
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .ok_or_else(|| format!("`{s}`: expected FROM=>TO"))
}

/// Temporal blocking of translated programs (`translate`, `build`).
#[derive(clap::Args, Clone, Default)]
struct TbArgs {
    /// Temporal blocking: every recognised time loop (one Jacobi nest and a `single` pointer
    /// swap, or two nests A->B then B->A) advances N steps per fused launch; other loops stay
    /// one step per launch, with a note that says why (docs/translator.md).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    time_block: Option<u32>,
    /// The fused kernels' schedule: `TX,TY,CHUNK,ROWS` (3-D nests) or `TX,CHUNK` (2-D); default
    /// 32,32,128,2 and 256,128 (32,16,512,4 for nests whose stages take plane sums).
    #[arg(long = "tb-schedule", value_name = "SCHEDULE", requires = "time_block")]
    tb_schedule: Option<String>,
    /// How the fused kernels' stages read their neighbours: `auto`, `window` or `sums` (plane
    /// sums, for nests linear in their input; `mint run --help` says more).
    #[arg(
        long = "tb-form",
        value_name = "FORM",
        default_value = "auto",
        requires = "time_block"
    )]
    tb_form: mint_opt::temporal::StageForm,
}

impl TbArgs {
    /// The emitter's settings, or the error (exit 2).
    fn settings(&self) -> Result<Option<mint_emit::program_temporal::TbSettings>, ExitCode> {
        let Some(bt) = self.time_block else {
            return Ok(None);
        };
        let schedule = match &self.tb_schedule {
            None => None,
            Some(text) => {
                let v: Option<Vec<u32>> = text
                    .split(',')
                    .map(|t| t.trim().parse::<u32>().ok().filter(|&x| x > 0))
                    .collect();
                match v {
                    Some(v) if v.len() == 2 || v.len() == 4 => Some(v),
                    _ => {
                        eprintln!("error: --tb-schedule `{text}`: expected TX,TY,CHUNK,ROWS (3-D) or TX,CHUNK (2-D), positive integers");
                        return Err(ExitCode::from(2));
                    }
                }
            }
        };
        Ok(Some(mint_emit::program_temporal::TbSettings {
            bt: Some(bt),
            schedule,
            form: self.tb_form,
            fast_math: false, // set from the kernel switches by the translation
        }))
    }
}

/// Preprocessor settings, as a C compiler takes them.
#[derive(clap::Args, Clone, Default)]
struct PpArgs {
    /// Define a macro before the first line: `-D N=512`, `-D USE_FLOAT`.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    define: Vec<String>,
    /// Undefine a macro before the first line.
    #[arg(short = 'U', value_name = "NAME")]
    undef: Vec<String>,
    /// Look for `#include "..."` headers in DIR too (after the file's own folder).
    #[arg(short = 'I', value_name = "DIR")]
    include: Vec<PathBuf>,
}

impl PpArgs {
    /// Make these the settings every program read from now on is preprocessed with.
    fn install(&self) {
        input::set_preprocessor(input::PpSettings {
            defines: self
                .define
                .iter()
                .map(|d| match d.split_once('=') {
                    Some((n, v)) => (n.trim().to_string(), Some(v.to_string())),
                    None => (d.trim().to_string(), None),
                })
                .collect(),
            undefines: self.undef.clone(),
            include_dirs: self.include.clone(),
        });
    }
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
enum HostArg {
    /// Host code stays C (FILE.host.c) and calls the kernels' launchers in the .cu.
    C,
    /// One .cu file: host code compiled as C++ by nvcc.
    Cuda,
}

#[derive(Clone, Copy, ValueEnum)]
enum TargetArg {
    Cuda,
    Openmp,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
enum EmitArg {
    Program,
    Kernels,
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
        Cmd::Translate {
            file,
            precision,
            output,
            kernels,
            target,
            emit,
            timing,
            tuning,
            host,
            gpus,
            tb,
            pp,
        } => {
            pp.install();
            translate(
                &file,
                precision,
                output,
                Settings {
                    kernels,
                    target,
                    emit,
                    timing,
                    tuning,
                    host,
                    gpus,
                    tb,
                },
            )
        }
        Cmd::Build {
            file,
            output,
            precision,
            kernels,
            timing,
            tuning,
            host,
            nvcc,
            arch,
            keep,
            exact,
            gpus,
            mpi,
            tb,
            pp,
        } => {
            pp.install();
            if exact && kernels.plane_sums {
                eprintln!("error: --exact keeps the C program's order of operations; --plane-sums reassociates them");
                return ExitCode::from(2);
            }
            if exact && kernels.fast_math {
                eprintln!("error: --exact asks for the CPU's results bit for bit; --fast-math approximates divisions and math functions");
                return ExitCode::from(2);
            }
            let s = Settings {
                kernels,
                target: TargetArg::Cuda,
                emit: EmitArg::Program,
                timing,
                tuning,
                host,
                gpus,
                tb,
            };
            let b = BuildFlags {
                nvcc,
                arch,
                keep,
                exact,
                mpi,
            };
            build_cmd(&file, precision, output, s, b)
        }
        Cmd::Analyze {
            file,
            precision,
            pp,
        } => {
            pp.install();
            analyze_cmd(&file, precision)
        }
        Cmd::Bench(args) => bench_cmd(&args.options()),
        Cmd::Plot { files, bt_chart } => match bt_chart {
            Some(base) => bt_chart_cmd(&files, &base),
            None => plot_cmd(&files),
        },
        Cmd::Check {
            baseline,
            tolerance,
            record,
            bench,
        } => check_cmd(baseline, tolerance / 100.0, record, bench),
        Cmd::Tune {
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
        } => {
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
        Cmd::Run {
            file,
            precision,
            size,
            steps,
            kernels,
            seed,
            emulate,
            sets,
            exact,
            edits,
            reserve_gpu_mb,
            time_block,
            tb_schedules,
            tb_steps,
            tb_forms,
            gpus,
            pp,
        } => {
            pp.install();
            let o = options::RunOptions {
                sets,
                exact,
                edits,
                reserve_gpu_mb,
                time_block,
                tb_schedules,
                tb_steps,
                tb_forms,
                gpus: gpus.unwrap_or(0) as usize,
                tile: kernels.tile.clone(),
                chunk: kernels.chunk.clone(),
                size: if size.is_empty() {
                    vec![if emulate { 40 } else { 256 }]
                } else {
                    size
                },
                reps: steps.max(1),
                level: kernels.level,
                switches: kernels.switches(),
                seed,
                emulate,
            };
            run_cmd(&file, precision, &kernels.tile, &kernels.chunk, &o)
        }
    }
}

struct Settings {
    kernels: KernelArgs,
    target: TargetArg,
    emit: EmitArg,
    timing: bool,
    tuning: Vec<PathBuf>,
    host: HostArg,
    /// The multi-GPU program (`--gpus`).
    gpus: bool,
    /// Temporal blocking (`--time-block`).
    tb: TbArgs,
}

/// How `mint build` compiles.
struct BuildFlags {
    nvcc: Option<PathBuf>,
    arch: Option<String>,
    keep: bool,
    exact: bool,
    /// Multi-GPU program with one MPI rank per GPU.
    mpi: bool,
}

/// What a translation writes.
enum Translated {
    /// One file, with the extension it takes by default.
    One(String, &'static str),
    /// The device file and the C host file.
    Split(mint_emit::program::SplitProgram),
}

/// The host file beside a device file: `heat.cu` -> `heat.host.c`.
fn host_path(device: &Path) -> PathBuf {
    device.with_extension("host.c")
}

/// [`input::write_files`], its error printed (exit 3).
fn write_files(files: &[(&Path, &str)]) -> Result<(), ExitCode> {
    input::write_files(files).map_err(|msg| {
        eprintln!("error: {msg}");
        ExitCode::from(3)
    })
}

/// True if `a` and `b` name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

fn translate(path: &Path, precision: Precision, output: Option<PathBuf>, s: Settings) -> ExitCode {
    if s.gpus && !multi_gpu_layout(&s) {
        return ExitCode::from(2);
    }
    let split_default =
        matches!(s.target, TargetArg::Cuda) && s.emit == EmitArg::Program && s.host == HostArg::C;
    let gpus = s.gpus;
    let fast = if s.kernels.fast_math {
        " --use_fast_math"
    } else {
        ""
    };
    let out = output.clone();
    let device_out = out.clone().unwrap_or_else(|| path.with_extension("cu"));
    let names = split_default.then(|| (device_out.clone(), host_path(&device_out)));
    let translated = match translate_text(path, precision, s, names.as_ref()) {
        Ok(t) => t,
        Err(c) => return c,
    };
    if split_default && device_out.as_os_str() == "-" {
        eprintln!("error: the C host layout writes two files (X.cu and X.host.c); give -o FILE.cu, or use --host cuda for one file on stdout");
        return ExitCode::from(2);
    }
    match translated {
        Translated::One(text, default_ext) => {
            let out = out.unwrap_or_else(|| path.with_extension(default_ext));
            if out.as_os_str() == "-" {
                print!("{text}");
                return ExitCode::SUCCESS;
            }
            if same_file(&out, path) {
                eprintln!("error: the output {} is the input file", out.display());
                return ExitCode::from(2);
            }
            match write_files(&[(&out, &text)]) {
                Ok(()) => ExitCode::SUCCESS,
                Err(c) => c,
            }
        }
        Translated::Split(sp) => {
            let (dev, host) = names.expect("split names");
            if same_file(&dev, path) || same_file(&host, path) {
                eprintln!(
                    "error: writing {} and {} would overwrite the input file; choose another -o",
                    dev.display(),
                    host.display()
                );
                return ExitCode::from(2);
            }
            if let Err(c) = write_files(&[(&dev, &sp.device), (&host, &sp.host)]) {
                return c;
            }
            let exe = dev.with_extension("");
            if gpus {
                let file = |p: &Path| p.display().to_string();
                let [one, one_run, mpi, mpi_run] =
                    mint_emit::program_multi::build_lines(&file(&dev), &file(&host));
                eprintln!(
                    "wrote {} (kernels and the multi-GPU runtime, CUDA) and {} (host code, C)\n\
                     one process, every GPU:  {one}\n                         {one_run}\n\
                     one MPI rank per GPU:    {mpi}\n                         {mpi_run}\n\
                     (or: mint build --gpus [--mpi]; run with NCCL_NVLS_ENABLE=0)",
                    dev.display(),
                    host.display(),
                );
                return ExitCode::SUCCESS;
            }
            eprintln!(
                "wrote {} (kernels, CUDA) and {} (host code, C); build: nvcc -O3 -arch=sm_90{fast} {} {} -o {}  (or: mint build)",
                dev.display(),
                host.display(),
                dev.display(),
                host.display(),
                exe.display()
            );
            ExitCode::SUCCESS
        }
    }
}

/// `--gpus` writes the C host layout of a CUDA program; say so (false) for other settings.
fn multi_gpu_layout(s: &Settings) -> bool {
    let why = if !matches!(s.target, TargetArg::Cuda) {
        "--target openmp"
    } else if s.emit == EmitArg::Kernels {
        "--emit kernels"
    } else if s.host == HostArg::Cuda {
        "--host cuda"
    } else {
        return true;
    };
    eprintln!("error: --gpus writes a CUDA program in the C host layout (X.cu and X.host.c); it does not combine with {why}");
    false
}

/// Translate `path` as `s` says; `split` names the device and host files of the C host layout.
fn translate_text(
    path: &Path,
    precision: Precision,
    s: Settings,
    split: Option<&(PathBuf, PathBuf)>,
) -> Result<Translated, ExitCode> {
    let Settings { target, emit, .. } = s;
    let level = s.kernels.level;
    let tb = s.tb.settings()?;
    if tb.is_some() {
        let why = if !matches!(target, TargetArg::Cuda) {
            Some("--target openmp")
        } else if emit == EmitArg::Kernels {
            Some("--emit kernels")
        } else {
            None
        };
        if let Some(why) = why {
            eprintln!("error: --time-block writes a CUDA program; it does not combine with {why}");
            return Err(ExitCode::from(2));
        }
    }
    let Loaded {
        input,
        mut program,
        tu,
    } = input::load_for(
        path,
        precision,
        if !matches!(target, TargetArg::Cuda) {
            input::Cxx::No
        } else if split.is_some() {
            input::Cxx::Kernels
        } else {
            input::Cxx::Whole
        },
    )?;
    apply_schedule(&mut program, &s.kernels.tile, &s.kernels.chunk)?;
    let base = path
        .file_name()
        .map_or("input".into(), |n| n.to_string_lossy().into_owned());
    Ok(match target {
        TargetArg::Openmp => {
            if emit == EmitArg::Kernels {
                eprintln!("error: --emit kernels needs --target cuda");
                return Err(ExitCode::from(2));
            }
            Translated::One(
                mint_emit::write_openmp_timed(&program, &input.src, &base, s.timing),
                "omp.c",
            )
        }
        TargetArg::Cuda => {
            let switches = s.kernels.switches();
            let (plans, notes) = mint_opt::plan_with(&program, level, &switches);
            report(&notes, &input);
            let plans = if s.tuning.is_empty() {
                None
            } else {
                Some(tuned_plans(
                    &mut program,
                    plans,
                    &s.tuning,
                    &base,
                    switches.align_interior,
                    switches.fast_math,
                )?)
            };
            let time_blocked = match &tb {
                Some(t) => {
                    let t = mint_emit::program_temporal::TbSettings {
                        fast_math: switches.fast_math,
                        ..t.clone()
                    };
                    let (mut found, mut notes) =
                        mint_emit::program_temporal::recognise(&program, &tu, &input.src, &t);
                    if s.gpus {
                        // Three time levels fuse on one GPU only (the slabs' halo exchange
                        // follows a pair).
                        found.retain(|tb| {
                            use mint_opt::time_loops::Form;
                            let what = match tb.stepped.form {
                                Form::Rotate => "it rotates three time levels",
                                Form::CopyBack => "it copies its output back",
                                _ => return true,
                            };
                            notes.push(
                                mint_lang::Diagnostic::note(format!(
                                    "--time-block: the time loop at line {} runs one step per launch with --gpus: {what}, which is fused on one GPU only",
                                    input.src[..tb.span.start as usize].matches('\n').count() + 1
                                ))
                                .with_span(tb.span, "fused on one GPU only"),
                            );
                            false
                        });
                    }
                    report(&notes, &input);
                    found
                }
                None => Vec::new(),
            };
            let opts = mint_emit::Options {
                level,
                target: mint_emit::Target::Cuda,
                timing: s.timing,
                switches,
                plans,
                time_blocked,
            };
            let file_name = |p: &Path| {
                p.file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().into_owned())
            };
            match (emit, split) {
                (EmitArg::Program, None) => Translated::One(
                    mint_emit::write_program(&program, &input.src, &base, &opts),
                    "cu",
                ),
                (EmitArg::Program, Some((dev, host))) if s.gpus => {
                    let halo = match mint_analyzer::split_halo(&program) {
                        Ok(h) => h,
                        Err(d) => {
                            report(&d, &input);
                            return Err(ExitCode::from(1));
                        }
                    };
                    Translated::Split(mint_emit::program_multi::write_multi(
                        &program,
                        &input.src,
                        &base,
                        &opts,
                        &file_name(dev),
                        &file_name(host),
                        halo,
                    ))
                }
                (EmitArg::Program, Some((dev, host))) => {
                    Translated::Split(mint_emit::program::write_split(
                        &program,
                        &input.src,
                        &base,
                        &opts,
                        &file_name(dev),
                        &file_name(host),
                    ))
                }
                (EmitArg::Kernels, _) => Translated::One(
                    mint_emit::kernels_source_opts(&program, &base, &input.src, &opts),
                    "kernels.cu",
                ),
            }
        }
    })
}

/// `mint build`: translate into a scratch folder and compile with nvcc.
fn build_cmd(
    path: &Path,
    precision: Precision,
    output: Option<PathBuf>,
    s: Settings,
    b: BuildFlags,
) -> ExitCode {
    let BuildFlags {
        nvcc,
        arch,
        keep,
        exact,
        mpi,
    } = b;
    let gpus = s.gpus;
    let fast_math = s.kernels.fast_math;
    if gpus && !multi_gpu_layout(&s) {
        return ExitCode::from(2);
    }
    // NCCL and MPI flags first: a missing library is found before anything is written.
    let multi_flags = if gpus {
        match multi_gpu_flags(mpi) {
            Ok(f) => f,
            Err(msg) => {
                eprintln!("error: {msg}");
                return ExitCode::from(4);
            }
        }
    } else {
        Vec::new()
    };
    let exe = output.unwrap_or_else(|| path.with_extension(""));
    if same_file(&exe, path) {
        eprintln!(
            "error: the executable {} would overwrite the input file",
            exe.display()
        );
        return ExitCode::from(2);
    }
    let Some(nvcc) = mint_gpu::find_nvcc_for_build(nvcc) else {
        eprintln!(
            "error: no nvcc: pass --nvcc PATH, set $MINT_NVCC or $CUDA_HOME, or put nvcc on PATH"
        );
        return ExitCode::from(4);
    };
    let arch = arch.unwrap_or_else(detected_arch);
    let stem = exe
        .file_name()
        .map_or("program".into(), |n| n.to_string_lossy().into_owned());
    let dir = if keep {
        exe.parent().map_or(PathBuf::from("."), Path::to_path_buf)
    } else {
        let d = std::env::temp_dir().join(format!("mint-build-{}", std::process::id()));
        if let Err(e) = std::fs::create_dir_all(&d) {
            eprintln!("error: cannot create {}: {e}", d.display());
            return ExitCode::from(3);
        }
        d
    };
    let dir = if dir.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        dir
    };
    let dev = dir.join(format!("{stem}.cu"));
    let split = s.host == HostArg::C;
    let names = (dev.clone(), host_path(&dev));
    let translated = match translate_text(path, precision, s, split.then_some(&names)) {
        Ok(t) => t,
        Err(c) => return c,
    };
    let mut sources = vec![dev.clone()];
    let written = match &translated {
        Translated::One(text, _) => write_files(&[(&dev, text)]),
        Translated::Split(sp) => {
            sources.push(names.1.clone());
            write_files(&[(&dev, &sp.device), (&names.1, &sp.host)])
        }
    };
    if let Err(c) = written {
        return c;
    }
    let mut args: Vec<String> = vec!["-O3".into(), format!("-arch={arch}")];
    if exact {
        args.push("-fmad=false".into());
    }
    if fast_math {
        args.push("--use_fast_math".into());
    }
    args.extend(sources.iter().map(|p| p.display().to_string()));
    // Local headers the host code includes are found where the input is.
    if let Some(d) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        args.extend(["-I".into(), d.display().to_string()]);
    }
    for d in &input::preprocessor().include_dirs {
        args.extend(["-I".into(), d.display().to_string()]);
    }
    if let Some(lib) = mint_gpu::nvcc_lib_dir(&nvcc) {
        args.extend(["-L".into(), lib.display().to_string()]);
    }
    if gpus {
        args.extend(nccl_flags(&nvcc));
        args.extend(multi_flags);
    }
    args.push("-lm".into());
    eprintln!(
        "$ {} {} -o {}",
        nvcc.display(),
        args.join(" "),
        exe.display()
    );
    // nvcc writes a temporary beside the executable, renamed over it once complete
    // (`mint_durable`): a failed or killed build leaves the old executable, or none.
    let mut out = None;
    let built = mint_durable::write_with(&exe, |tmp| {
        let o = std::process::Command::new(&nvcc)
            .args(&args)
            .arg("-o")
            .arg(tmp)
            .output();
        let ok = matches!(&o, Ok(o) if o.status.success());
        out = Some(o);
        if ok {
            Ok(())
        } else {
            Err("nvcc failed".into())
        }
    });
    let out = match (built, out) {
        (Err(e), Some(Ok(o))) if o.status.success() => {
            eprintln!("error: {e}");
            return ExitCode::from(3);
        }
        (_, Some(o)) => o,
        (built, None) => {
            if let Err(e) = built {
                eprintln!("error: {e}");
            }
            return ExitCode::from(3);
        }
    };
    let cleanup = || {
        if !keep {
            let _ = std::fs::remove_dir_all(&dir);
        }
    };
    match out {
        Ok(o) if o.status.success() => {
            cleanup();
            eprintln!("built {}", exe.display());
            ExitCode::SUCCESS
        }
        Ok(o) => {
            eprint!("{}", String::from_utf8_lossy(&o.stdout));
            let err = String::from_utf8_lossy(&o.stderr);
            eprint!("{err}");
            // A multi-GPU build without NCCL or MPI is the setup's problem, not mint's.
            for (missing, what) in [
                ("nccl.h", "NCCL's headers: set $NCCL_HOME (include/nccl.h, lib/libnccl.so*) or install the nvidia-nccl-cu13 wheel beside nvcc (bash .ci/run does)"),
                ("nv/target", "CCCL's headers, which nccl.h includes: install the nvidia-cuda-cccl wheel beside nvcc (bash .ci/run does)"),
                ("-lnccl", "libnccl: set $NCCL_HOME or install the nvidia-nccl-cu13 wheel beside nvcc"),
                ("mpi.h", "MPI's headers: install Open MPI's development files (Debian: libopenmpi-dev)"),
            ] {
                if gpus && err.contains(missing) {
                    cleanup();
                    eprintln!("error: the multi-GPU build needs {what}");
                    return ExitCode::from(4);
                }
            }
            eprintln!(
                "error: nvcc failed ({}); the generated sources are kept in {} (this is a bug in mint if the input is valid C: please report it)",
                o.status,
                dir.display()
            );
            ExitCode::from(1)
        }
        Err(e) => {
            cleanup();
            eprintln!("error: cannot run {}: {e}", nvcc.display());
            ExitCode::from(4)
        }
    }
}

/// `-I`/`-L` for NCCL, where it is not on the compiler's default paths: `$NCCL_HOME`, else the
/// `nvidia-nccl` wheel installed beside the nvcc wheel (`nvidia/nccl` next to `nvidia/cu13`);
/// then `-lnccl` (`-l:libnccl.so.2` where only that is there).
fn nccl_flags(nvcc: &Path) -> Vec<String> {
    let wheel = nvcc
        .parent()
        .and_then(Path::parent)
        .and_then(Path::parent)
        .map(|nvidia| nvidia.join("nccl"));
    let home = std::env::var_os("NCCL_HOME")
        .map(PathBuf::from)
        .or(wheel)
        .filter(|h| h.join("include/nccl.h").exists());
    let mut v = Vec::new();
    let mut lib = "-lnccl".to_string();
    if let Some(h) = home {
        v.extend([
            "-I".into(),
            h.join("include").display().to_string(),
            "-L".into(),
            h.join("lib").display().to_string(),
        ]);
        // The wheel ships only the versioned library.
        if !h.join("lib/libnccl.so").exists() && h.join("lib/libnccl.so.2").exists() {
            lib = "-l:libnccl.so.2".into();
        }
    }
    v.push(lib);
    v
}

/// `-DMINT_MPI` and MPI's compile and link flags (from `mpicc --showme:compile` and
/// `--showme:link`, Open MPI's wrapper) for an MPI build; nothing otherwise.
fn multi_gpu_flags(mpi: bool) -> Result<Vec<String>, String> {
    if !mpi {
        return Ok(Vec::new());
    }
    let mpicc = std::env::var("MPICC").unwrap_or_else(|_| "mpicc".into());
    let show = |what: &str| -> Result<Vec<String>, String> {
        let o = std::process::Command::new(&mpicc)
            .arg(format!("--showme:{what}"))
            .output()
            .map_err(|e| format!("--mpi needs MPI's compiler wrapper `{mpicc}` (for mpi.h and libmpi; set $MPICC): {e}"))?;
        if !o.status.success() {
            return Err(format!(
                "`{mpicc} --showme:{what}` failed ({}); --mpi needs Open MPI's wrapper (or set $MPICC)",
                o.status
            ));
        }
        Ok(String::from_utf8_lossy(&o.stdout)
            .split_whitespace()
            .map(|f| {
                // nvcc takes the host compiler's -pthread and the linker's -Wl,... by name.
                if f == "-pthread" {
                    format!("-Xcompiler={f}")
                } else if let Some(l) = f.strip_prefix("-Wl,") {
                    format!("-Xlinker={l}")
                } else {
                    f.to_string()
                }
            })
            .collect())
    };
    let mut v = vec!["-DMINT_MPI".to_string()];
    v.extend(show("compile")?);
    v.extend(show("link")?);
    Ok(v)
}

/// The architecture of GPU 0 (`sm_90` on an H100), or sm_90 without a GPU.
fn detected_arch() -> String {
    if mint_gpu::driver_available() {
        if let Ok(g) = mint_gpu::Gpu::open(0) {
            return g.info().arch();
        }
    }
    mint_gpu::DEFAULT_NVCC_ARCH.to_string()
}

fn run_cmd(
    path: &Path,
    precision: Precision,
    tile: &[i64],
    chunk: &[i64],
    o: &options::RunOptions,
) -> ExitCode {
    let Loaded {
        input,
        tu,
        mut program,
    } = match load(path, precision) {
        Ok(l) => l,
        Err(c) => return c,
    };
    // With --time-block, --tile and --chunk describe the streamed schedule (src/temporal.rs).
    if o.time_block.is_empty() {
        if let Err(c) = apply_schedule(&mut program, tile, chunk) {
            return c;
        }
    }
    let base = path
        .file_name()
        .map_or("input".into(), |n| n.to_string_lossy().into_owned());
    match run::run(&program, &tu, &input, &base, o) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("error: some nests gave wrong results on the GPU (see above)");
            ExitCode::from(1)
        }
        Err(error::RunError(msg, code)) => {
            eprintln!("error: {msg}");
            if code == 4 && !o.emulate {
                eprintln!(
                    "note: `mint run --emulate` verifies the kernels on the CPU, without a GPU"
                );
            }
            ExitCode::from(code)
        }
    }
}

/// Apply the winners of `mint tune` reports: each report's nest gets the winner's schedule and
/// is planned at its level with its switches; the other nests keep `plans`.
fn tuned_plans(
    program: &mut Program,
    mut plans: Vec<mint_opt::KernelPlan>,
    reports: &[PathBuf],
    file: &str,
    align: bool,
    fast_math: bool,
) -> Result<Vec<mint_opt::KernelPlan>, ExitCode> {
    for path in reports {
        let bad = |why: String| {
            eprintln!("error: --tuning {}: {why}", path.display());
            ExitCode::from(1)
        };
        let text = std::fs::read_to_string(path).map_err(|e| {
            eprintln!("error: cannot read {}: {e}", path.display());
            ExitCode::from(3)
        })?;
        if autotune::temporal::TbReport::is_temporal(&text) {
            return Err(bad(
                "a temporal tuning report (`mint tune --time-block`): its pick is a time block and a streamed schedule, not `tile`/`chunksize` clauses; run it with the `mint run --time-block ... --tb-schedule ...` that `mint tune` printed (a translated program with temporal blocking needs `mint translate --time-block`)".into(),
            ));
        }
        let r = autotune::report::Report::read(path, &text).map_err(|e| {
            eprintln!("error: --tuning {e} (not a valid mint tuning report)");
            ExitCode::from(1)
        })?;
        if r.file != file {
            return Err(bad(format!(
                "the report was made for {}, not {file} (tune this program to get its own)",
                r.file
            )));
        }
        let best = r
            .best
            .as_ref()
            .ok_or_else(|| bad("the report has no verified winner".into()))?;
        let cand = r
            .rows
            .iter()
            .find(|row| &row.label == best && row.verified)
            .map(|row| row.candidate.clone())
            .ok_or_else(|| bad(format!("the winner {best} has no verified row")))?;
        let (i, n) = program
            .functions
            .iter_mut()
            .flat_map(|f| f.nests.iter_mut())
            .enumerate()
            .find(|(_, n)| mint_emit::names::kernel_name(n.id) == r.kernel)
            .ok_or_else(|| bad(format!("the program has no {}", r.kernel)))?;
        let sch = cand
            .schedule(n.parallel)
            .ok_or_else(|| bad(format!("{best} is not a valid schedule for {}", r.kernel)))?;
        n.schedule = sch;
        let sw = mint_opt::Switches {
            shared: cand.shared,
            align_interior: align,
            plane_sums: cand.plane_sums,
            vector_x: cand.vector_x,
            fast_math,
        };
        plans[i] = mint_opt::plan_nest(n, cand.level, &sw).0;
        eprintln!("note: {}: {best} from {}", r.kernel, path.display());
    }
    Ok(plans)
}

/// Apply `--tile`/`--chunk` to every nest, with the same checks as the clauses.
fn apply_schedule(program: &mut Program, tile: &[i64], chunk: &[i64]) -> Result<(), ExitCode> {
    if tile.is_empty() && chunk.is_empty() {
        return Ok(());
    }
    for f in &mut program.functions {
        for n in &mut f.nests {
            let t = if tile.is_empty() {
                n.schedule.tile.map(i64::from)[..n.parallel].to_vec()
            } else {
                tile.to_vec()
            };
            match mint_analyzer::schedule_override(&t, chunk, n.parallel) {
                Ok(sch) => n.schedule = sch,
                Err(errs) => {
                    for e in errs {
                        eprintln!("error: --tile/--chunk for mint_kernel_{}: {e}", n.id);
                    }
                    return Err(ExitCode::from(2));
                }
            }
        }
    }
    Ok(())
}

/// `temporal`: `Some(max bT)` for `--time-block`.
fn tune_cmd(
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

fn analyze_cmd(path: &Path, precision: Precision) -> ExitCode {
    let Loaded { input, program, .. } = match load(path, precision) {
        Ok(l) => l,
        Err(c) => return c,
    };
    print!("{}", mint_analyzer::report::summary(&program, &input.src));
    ExitCode::SUCCESS
}

fn fail(e: error::RunError) -> ExitCode {
    eprintln!("error: {}", e.0);
    ExitCode::from(e.1)
}

fn bench_cmd(o: &bench::BenchOptions) -> ExitCode {
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

fn read_record(p: &Path) -> Result<results::Record, ExitCode> {
    results::Record::read(p).map_err(fail)
}

fn check_cmd(
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

/// `mint plot --bt-chart BASE FILES...`: every file's temporal points into one sweep record
/// (`BASE.toml`) and its chart.
fn bt_chart_cmd(files: &[PathBuf], base: &Path) -> ExitCode {
    use bench::tb_sweep::{read_points, Sweep, SWEEP_KIND};
    let mut points = Vec::new();
    for f in files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", f.display());
                return ExitCode::from(3);
            }
        };
        match read_points(f, &text) {
            Ok(mut p) => points.append(&mut p),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    let sweep = Sweep {
        kind: SWEEP_KIND.into(),
        points,
    };
    let record = base.with_extension("toml");
    if let Err(e) = mint_durable::write(&record, sweep.to_toml()) {
        eprintln!("error: {e}");
        return ExitCode::from(3);
    }
    println!("{}", record.display());
    let gpus: Vec<&str> = sweep.points.iter().map(|p| p.gpu.as_str()).collect();
    let gpu = gpus.first().copied().unwrap_or("");
    let title = if gpus.iter().all(|g| *g == gpu) && !gpu.is_empty() {
        format!("{gpu}: temporal blocking, best over schedules per time block")
    } else {
        "temporal blocking, best over schedules per time block".to_string()
    };
    match chart::bt_chart(base, &title, &sweep.series()) {
        Ok(paths) => {
            for p in paths {
                println!("{}", p.display());
            }
            ExitCode::SUCCESS
        }
        Err(e) => fail(e),
    }
}

fn plot_cmd(files: &[PathBuf]) -> ExitCode {
    for f in files {
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", f.display());
                return ExitCode::from(3);
            }
        };
        let base = f.with_extension("");
        // A record starts with its [meta] table; anything else is read as a tuning report.
        let is_record = text.lines().any(|l| l.trim() == "[meta]");
        let made = if autotune::temporal::TbReport::is_temporal(&text)
            || bench::tb_sweep::Sweep::is_sweep(&text)
        {
            match bench::tb_sweep::read_points(f, &text) {
                Ok(points) => {
                    let s = bench::tb_sweep::Sweep {
                        kind: bench::tb_sweep::SWEEP_KIND.into(),
                        points,
                    };
                    let title = format!("{}: speed against the time block", f.display());
                    chart::bt_chart(&base, &title, &s.series())
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(1);
                }
            }
        } else if bench::multi_scaling::Scaling::is_scaling(&text) {
            match bench::multi_scaling::Scaling::read(f, &text) {
                Ok(s) => {
                    let title = if s.gpu.is_empty() {
                        "multi-GPU scaling, halo exchange included".to_string()
                    } else {
                        format!("{}: multi-GPU scaling, halo exchange included", s.gpu)
                    };
                    chart::scaling_chart(&base, &title, &s.series())
                }
                Err(e) => {
                    eprintln!("error: {e}");
                    return ExitCode::from(1);
                }
            }
        } else if is_record {
            match results::Record::parse(f, &text) {
                Ok(r) => bench::presentations(&r, &base),
                Err(e) => {
                    eprintln!("error: {e} (not a valid mint bench record)");
                    return ExitCode::from(1);
                }
            }
        } else {
            match autotune::report::Report::read(f, &text) {
                Ok(r) => tune::plot_report(&r, &base),
                Err(e) => {
                    eprintln!(
                        "error: {e} ({} is neither a bench record nor a valid tuning report)",
                        f.display()
                    );
                    return ExitCode::from(1);
                }
            }
        };
        match made {
            Ok(paths) => {
                for p in paths {
                    println!("{}", p.display());
                }
            }
            Err(e) => return fail(e),
        }
    }
    ExitCode::SUCCESS
}
