//! `mint translate`: read a program, analyse it, plan every nest and write CUDA (the kernels and
//! the host code), NVRTC kernels or OpenMP. [`translate_text`] is shared with `mint build`.

use super::args::{EmitArg, HostArg, KernelArgs, PpArgs, TargetArg, TbArgs};
use mint_analyzer::Program;
use mint_run::input::{self, report, Loaded, Precision};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint translate` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// The annotated C file.
    pub file: PathBuf,
    /// `f32` runs the program in single precision (every `double` becomes `float`, floating
    /// literals get an `f` suffix); `f64` keeps it as written.
    #[arg(long, value_enum, default_value_t = Precision::F64)]
    pub precision: Precision,
    /// Output file (default: FILE with .cu, or .omp.c for --target openmp; `-` for stdout).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub kernels: KernelArgs,
    /// What to generate for.
    #[arg(long, value_enum, default_value_t = TargetArg::Cuda)]
    pub target: TargetArg,
    /// Emit the whole program, or only the kernels (self-contained, for NVRTC).
    #[arg(long, value_enum, default_value_t = EmitArg::Program)]
    pub emit: EmitArg,
    /// Generated programs time every kernel launch with CUDA events (OpenMP: every nest with
    /// omp_get_wtime) and print a summary on stderr at exit.
    #[arg(long)]
    pub timing: bool,
    /// Take each tuned nest's tile, chunk, level and switches from a `mint tune` report
    /// (results/tune/<program>_kernel<N>.toml); repeat for several nests. Other nests use
    /// -O and the clauses.
    #[arg(long)]
    pub tuning: Vec<PathBuf>,
    /// Where the host code goes: `c` (default) keeps it C, in FILE.host.c beside the .cu that
    /// holds the kernels and their launchers (`nvcc X.cu X.host.c` builds both, whatever C99
    /// the host code uses); `cuda` writes one .cu, for inputs that are also valid C++.
    #[arg(long, value_enum, default_value_t = HostArg::C)]
    pub host: HostArg,
    /// Write the multi-GPU program: every array split along its slowest dimension over the
    /// GPUs (MINT_GPUS, default all visible; or one MPI rank per GPU when built with
    /// -DMINT_MPI), halos exchanged with NCCL after every nest (docs/multi_gpu.md).
    #[arg(long)]
    pub gpus: bool,
    #[command(flatten)]
    pub tb: TbArgs,
    #[command(flatten)]
    pub pp: PpArgs,
}

/// `mint translate`.
pub fn exec(a: Args) -> ExitCode {
    let Args {
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
    } = a;
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

pub struct Settings {
    pub kernels: KernelArgs,
    pub target: TargetArg,
    pub emit: EmitArg,
    pub timing: bool,
    pub tuning: Vec<PathBuf>,
    pub host: HostArg,
    /// The multi-GPU program (`--gpus`).
    pub gpus: bool,
    /// Temporal blocking (`--time-block`).
    pub tb: TbArgs,
}

/// What a translation writes.
pub enum Translated {
    /// One file, with the extension it takes by default.
    One(String, &'static str),
    /// The device file and the C host file.
    Split(mint_emit::program::SplitProgram),
}

/// The host file beside a device file: `heat.cu` -> `heat.host.c`.
pub fn host_path(device: &Path) -> PathBuf {
    device.with_extension("host.c")
}

/// [`input::write_files`], its error printed (exit 3).
pub fn write_files(files: &[(&Path, &str)]) -> Result<(), ExitCode> {
    input::write_files(files).map_err(|msg| {
        eprintln!("error: {msg}");
        ExitCode::from(3)
    })
}

/// True if `a` and `b` name the same existing file.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

pub fn translate(
    path: &Path,
    precision: Precision,
    output: Option<PathBuf>,
    s: Settings,
) -> ExitCode {
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
            // The host file keeps the input's `#include`s: where it is written elsewhere, the
            // input's folder and the `-I` folders are where its headers are.
            let mut includes = String::new();
            let src_dir = path.parent().filter(|d| !d.as_os_str().is_empty());
            let host_dir = host.parent().filter(|d| !d.as_os_str().is_empty());
            if let Some(d) = src_dir.filter(|d| Some(*d) != host_dir) {
                includes.push_str(&format!(" -I {}", d.display()));
            }
            for d in &mint_run::input::preprocessor().include_dirs {
                includes.push_str(&format!(" -I {}", d.display()));
            }
            eprintln!(
                "wrote {} (kernels, CUDA) and {} (host code, C); build: nvcc -O3 -arch=sm_90{fast} {} {}{includes} -o {}  (or: mint build)",
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
pub fn multi_gpu_layout(s: &Settings) -> bool {
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
pub fn translate_text(
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
                        // Three time levels and copies back fuse on one GPU only (the slabs'
                        // halo exchange follows a pair of arrays).
                        found.retain(|tb| {
                            use mint_opt::time_loops::Form;
                            let what = match tb.stepped.form {
                                _ if tb.stepped.has_walls() => {
                                    "nests after its step copy walls"
                                }
                                _ if tb.stepped.plan.clock.is_some() => {
                                    "its nest reads the step's number"
                                }
                                Form::Rotate => "it rotates three time levels",
                                Form::Leapfrog => "it keeps three time levels in two arrays",
                                Form::CopyBack => "it copies its output back",
                                Form::CopyWhole => "it copies its output over its input whole",
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

/// Apply the winners of `mint tune` reports: each report's nest gets the winner's schedule and
/// is planned at its level with its switches; the other nests keep `plans`.
pub fn tuned_plans(
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
pub fn apply_schedule(program: &mut Program, tile: &[i64], chunk: &[i64]) -> Result<(), ExitCode> {
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
