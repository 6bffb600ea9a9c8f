//! `mint run`: read the run options once into [`mint_run::options::RunOptions`] and hand the
//! program to [`mint_run::run::run`], which prepares it, launches it on the backend asked for
//! and verifies every nest.

use super::args::{KernelArgs, PpArgs};
use super::translate::apply_schedule;
use mint_run::input::{load, Loaded, Precision};
use mint_run::{error, options, run};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint run` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// The annotated C file.
    pub file: PathBuf,
    /// `f32` runs the program in single precision (every `double` becomes `float`, floating
    /// literals get an `f` suffix); `f64` keeps it as written.
    #[arg(long, value_enum, default_value_t = Precision::F64)]
    pub precision: Precision,
    /// Problem size: the values of the names in the first array's `copy` sizes, x first
    /// (one value sets all). Default 256; with `--emulate`, 40 (the emulator is slow).
    #[arg(long, value_delimiter = ',')]
    pub size: Vec<usize>,
    /// Timed launches per nest (the median is reported; 3 warm-up launches come first).
    #[arg(long, default_value_t = 20)]
    pub steps: usize,
    #[command(flatten)]
    pub kernels: KernelArgs,
    /// Seed of the random inputs.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// No GPU needed: run the kernels on the CPU emulator (g++, C++20) and verify them;
    /// slow, so the default size is 40.
    #[arg(long)]
    pub emulate: bool,
    /// Give a scalar the value to run with, e.g. `--set t=3` for a nest that reads the time
    /// step (repeatable; default: what the program computes, else 1 for integers and a
    /// random value in [0.1, 1) for floating types).
    #[arg(long = "set", value_name = "NAME=VALUE", value_parser = options::parse_set)]
    pub sets: Vec<(String, f64)>,
    /// Compile the kernels without FMA contraction (--fmad=false) and require results equal
    /// to the CPU's bit for bit (not with --plane-sums, which reassociates).
    #[arg(long)]
    pub exact: bool,
    /// Test builds only: replace FROM by TO once in the kernel source (`FROM=>TO`).
    #[arg(long = "edit-kernel", hide = true, value_parser = parse_edit)]
    pub edits: Vec<(String, String)>,
    /// Test builds only: hold this many MiB of GPU memory for the whole run (plants an
    /// out-of-memory).
    #[arg(long, hide = true, default_value_t = 0)]
    pub reserve_gpu_mb: usize,
    /// Temporal blocking: run every Jacobi nest (reads one array, writes another, swapped
    /// each step) BT time steps per launch, verify S steps against the CPU and time a launch
    /// (`--tile TX,TY,C` and `--chunk 1,RY,C` in 3-D, `--tile TX,C` in 2-D: tile, rows per
    /// thread and planes per block; default 32,32,128 and 1,2,128 / 256,128). A list
    /// (`2,3,4`) or several `--tb-schedule`s sweep: each verified over one pass.
    #[arg(long, value_name = "BT", value_delimiter = ',', value_parser = clap::value_parser!(u32).range(1..=64))]
    pub time_block: Vec<u32>,
    /// A schedule for --time-block: `TX,TY,CHUNK,ROWS` (3-D) or `TX,CHUNK` (2-D); repeat to
    /// sweep several.
    #[arg(long = "tb-schedule", value_name = "SCHEDULE")]
    pub tb_schedules: Vec<String>,
    /// Steps to verify with --time-block (default 2*BT + 1).
    #[arg(long, value_name = "S")]
    pub tb_steps: Option<usize>,
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
    pub tb_forms: Vec<mint_opt::temporal::StageForm>,
    /// Split every nest over G GPUs as `mint translate --gpus` does (slowest dimension,
    /// halos), verify the gathered result against the CPU and time a sweep with its halo
    /// exchange (device-to-device copies). MINT_GPUS_SHARE=1 puts every slab on GPU 0.
    #[arg(long, value_name = "G", value_parser = clap::value_parser!(u64).range(1..=64))]
    pub gpus: Option<u64>,
    #[command(flatten)]
    pub pp: PpArgs,
}

/// `mint run`.
pub fn exec(a: Args) -> ExitCode {
    let Args {
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
    } = a;
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

/// `FROM=>TO` (`--edit-kernel`).
pub fn parse_edit(s: &str) -> Result<(String, String), String> {
    s.split_once("=>")
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .ok_or_else(|| format!("`{s}`: expected FROM=>TO"))
}

pub fn run_cmd(
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
