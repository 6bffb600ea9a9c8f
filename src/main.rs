//! The `mint` command line.
//!
//! Map: `translate` reads a file, parses it (`mint-lang`), analyses it (`mint-analyzer`), plans
//! the optimization level (`mint-opt`) and writes CUDA, NVRTC kernels or OpenMP (`mint-emit`).
//! `analyze` prints what the analyzer found about every nest.
//!
//! Exit codes: 0 success, 1 the input has errors (diagnostics on stderr), 2 bad command line,
//! 3 the input or output file could not be read or written. Nothing is written on error.

use clap::{Parser, Subcommand, ValueEnum};
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use mint_analyzer::Program;
use mint_lang::{Diagnostic, Severity};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod run;
mod tune;

#[derive(Parser)]
#[command(
    name = "mint",
    version,
    about = "Annotated C stencil codes in, CUDA out"
)]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Translate a Mint program to CUDA (or OpenMP).
    Translate {
        /// The annotated C file.
        file: PathBuf,
        /// Output file (default: FILE with .cu, or .omp.c for --target openmp; `-` for stdout).
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// Optimization level 0..3.
        #[arg(short = 'O', default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
        level: u8,
        /// What to generate for.
        #[arg(long, value_enum, default_value_t = TargetArg::Cuda)]
        target: TargetArg,
        /// Emit the whole program, or only the kernels (self-contained, for NVRTC).
        #[arg(long, value_enum, default_value_t = EmitArg::Program)]
        emit: EmitArg,
        /// Override every nest's `tile` clause, e.g. `--tile 32,8,64`.
        #[arg(long, value_delimiter = ',', num_args = 1..=3)]
        tile: Vec<i64>,
        /// Override every nest's `chunksize` clause, e.g. `--chunk 1,1,64`.
        #[arg(long, value_delimiter = ',', num_args = 1..=3)]
        chunk: Vec<i64>,
        /// Generated programs time every kernel launch with CUDA events and print a summary
        /// (median time, Gflop/s, GB/s) on stderr at exit.
        #[arg(long)]
        timing: bool,
        /// Keep planes out of shared memory (read x/y neighbours through the L1 cache; -O3 keeps
        /// its register queue).
        #[arg(long)]
        no_shared: bool,
        /// Keep the allocation's rows aligned at the ghost cells (like cudaMalloc3D) instead of
        /// aligning the interior (the default from -O1 on).
        #[arg(long)]
        no_align: bool,
    },
    /// Run every `mint for` nest on the GPU (NVRTC + driver) on random inputs, verify each
    /// against the CPU reference, and print time, Gflop/s, GB/s and % of copy bandwidth.
    Run {
        /// The annotated C file.
        file: PathBuf,
        /// Problem size: the values of the names in the first array's `copy` sizes, x first
        /// (one value sets all).
        #[arg(long, value_delimiter = ',', default_value = "256")]
        size: Vec<usize>,
        /// Timed launches per nest (the median is reported; 3 warm-up launches come first).
        #[arg(long, default_value_t = 20)]
        steps: usize,
        /// Optimization level 0..3.
        #[arg(short = 'O', default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
        level: u8,
        /// Override every nest's `tile` clause.
        #[arg(long, value_delimiter = ',', num_args = 1..=3)]
        tile: Vec<i64>,
        /// Override every nest's `chunksize` clause.
        #[arg(long, value_delimiter = ',', num_args = 1..=3)]
        chunk: Vec<i64>,
        /// Keep planes out of shared memory.
        #[arg(long)]
        no_shared: bool,
        /// Do not align the interior of the arrays.
        #[arg(long)]
        no_align: bool,
        /// Seed of the random inputs.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Tune every nest: search tile, chunk, level and switches on the GPU (NVRTC + driver),
    /// verify every candidate against the CPU reference, write a TOML report per nest.
    Tune {
        /// The annotated C file.
        file: PathBuf,
        /// Problem size (as for `mint run`).
        #[arg(long, value_delimiter = ',', default_value = "256")]
        size: Vec<usize>,
        /// Seconds to spend per nest, at most.
        #[arg(long, default_value_t = 60.0)]
        budget: f64,
        /// Timed launches per candidate (median reported).
        #[arg(long, default_value_t = 10)]
        steps: usize,
        /// List the pruned space and compile every candidate with NVRTC; needs no GPU.
        #[arg(long)]
        dry_run: bool,
        /// Write the winner's `tile` and `chunksize` into FILE.
        #[arg(long)]
        apply: bool,
        /// Folder for the reports.
        #[arg(long, default_value = "results/tune")]
        out: PathBuf,
    },
    /// Print what the analyzer finds in every `mint for` nest.
    Analyze {
        /// The annotated C file.
        file: PathBuf,
    },
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
            output,
            level,
            target,
            emit,
            tile,
            chunk,
            timing,
            no_shared,
            no_align,
        } => translate(
            &file,
            output,
            Settings {
                level,
                target,
                emit,
                tile,
                chunk,
                timing,
                shared: !no_shared,
                align: !no_align,
            },
        ),
        Cmd::Analyze { file } => analyze_cmd(&file),
        Cmd::Tune {
            file,
            size,
            budget,
            steps,
            dry_run,
            apply,
            out,
        } => {
            let o = tune::TuneOptions {
                size,
                budget_s: budget,
                dry_run,
                apply,
                out_dir: out,
                reps: steps.max(1),
            };
            tune_cmd(&file, &o)
        }
        Cmd::Run {
            file,
            size,
            steps,
            level,
            tile,
            chunk,
            no_shared,
            no_align,
            seed,
        } => {
            let switches = mint_opt::Switches {
                shared: !no_shared,
                align_interior: !no_align,
            };
            let o = run::RunOptions {
                size,
                reps: steps.max(1),
                level,
                switches,
                seed,
            };
            run_cmd(&file, &tile, &chunk, &o)
        }
    }
}

struct Input {
    name: String,
    src: String,
}

fn report(diags: &[Diagnostic], input: &Input) {
    // Colour only on a terminal (and never with NO_COLOR set), so that logs and pipes get plain text.
    use std::io::IsTerminal;
    let color = if std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none() {
        ColorChoice::Auto
    } else {
        ColorChoice::Never
    };
    let mut err = StandardStream::stderr(color);
    for d in diags {
        d.render(&input.name, &input.src, &mut err);
    }
}

fn read_input(path: &Path) -> Result<Input, ExitCode> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        eprintln!("error: cannot read {name}: {e}");
        ExitCode::from(3)
    })?;
    match String::from_utf8(bytes) {
        Ok(src) => Ok(Input { name, src }),
        Err(e) => {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let text = String::from_utf8_lossy(valid);
            let line = text.matches('\n').count() + 1;
            let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            eprintln!(
                "error: {name}:{line}:{col}: the file is not valid UTF-8 (byte offset {}); is it a C source file?",
                valid.len()
            );
            Err(ExitCode::from(1))
        }
    }
}

/// Parse and analyse; print every diagnostic; `None` if there were errors.
fn front(input: &Input) -> Option<Program> {
    if input.src.trim().is_empty() {
        eprintln!("error: {}: the file is empty", input.name);
        return None;
    }
    let tu = match mint_lang::parse(&input.src) {
        Ok(tu) => tu,
        Err(d) => {
            report(&d, input);
            return None;
        }
    };
    match mint_analyzer::analyze(&tu) {
        Ok(p) => {
            report(&p.diagnostics, input);
            if p.functions.is_empty() {
                report(
                    &[Diagnostic::warning(
                        "the file has no `#pragma mint` directives; the output is the input",
                    )],
                    input,
                );
            }
            Some(p)
        }
        Err(d) => {
            report(&d, input);
            None
        }
    }
}

struct Settings {
    level: u8,
    target: TargetArg,
    emit: EmitArg,
    tile: Vec<i64>,
    chunk: Vec<i64>,
    timing: bool,
    shared: bool,
    align: bool,
}

fn translate(path: &Path, output: Option<PathBuf>, s: Settings) -> ExitCode {
    let Settings {
        level,
        target,
        emit,
        ..
    } = s;
    let input = match read_input(path) {
        Ok(i) => i,
        Err(c) => return c,
    };
    let Some(mut program) = front(&input) else {
        return ExitCode::from(1);
    };
    if let Err(c) = apply_schedule(&mut program, &s.tile, &s.chunk) {
        return c;
    }
    let base = path
        .file_name()
        .map_or("input".into(), |n| n.to_string_lossy().into_owned());
    let (text, default_ext) = match target {
        TargetArg::Openmp => {
            if emit == EmitArg::Kernels {
                eprintln!("error: --emit kernels needs --target cuda");
                return ExitCode::from(2);
            }
            (
                mint_emit::write_openmp(&program, &input.src, &base),
                "omp.c",
            )
        }
        TargetArg::Cuda => {
            let switches = mint_opt::Switches {
                shared: s.shared,
                align_interior: s.align,
            };
            let (_plan, notes) = mint_opt::plan_with(&program, level, &switches);
            report(&notes, &input);
            let opts = mint_emit::Options {
                level,
                target: mint_emit::Target::Cuda,
                timing: s.timing,
                switches,
            };
            match emit {
                EmitArg::Program => (
                    mint_emit::write_program(&program, &input.src, &base, &opts),
                    "cu",
                ),
                EmitArg::Kernels => (
                    mint_emit::kernels_source_opts(&program, &base, &input.src, &opts),
                    "kernels.cu",
                ),
            }
        }
    };
    let out = output.unwrap_or_else(|| path.with_extension(default_ext));
    if out.as_os_str() == "-" {
        print!("{text}");
        return ExitCode::SUCCESS;
    }
    let tmp = out.with_extension("mint-tmp");
    if let Err(e) = std::fs::write(&tmp, &text).and_then(|_| std::fs::rename(&tmp, &out)) {
        let _ = std::fs::remove_file(&tmp);
        eprintln!("error: cannot write {}: {e}", out.display());
        return ExitCode::from(3);
    }
    ExitCode::SUCCESS
}

fn run_cmd(path: &Path, tile: &[i64], chunk: &[i64], o: &run::RunOptions) -> ExitCode {
    let input = match read_input(path) {
        Ok(i) => i,
        Err(c) => return c,
    };
    let Some(mut program) = front(&input) else {
        return ExitCode::from(1);
    };
    if let Err(c) = apply_schedule(&mut program, tile, chunk) {
        return c;
    }
    let tu = match mint_lang::parse(&input.src) {
        Ok(tu) => tu,
        Err(_) => return ExitCode::from(1),
    };
    let base = path
        .file_name()
        .map_or("input".into(), |n| n.to_string_lossy().into_owned());
    match run::run(&program, &tu, &input.src, &base, o) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("error: some nests gave wrong results on the GPU (see above)");
            ExitCode::from(1)
        }
        Err(run::RunError(msg, code)) => {
            eprintln!("error: {msg}");
            ExitCode::from(code)
        }
    }
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

fn tune_cmd(path: &Path, o: &tune::TuneOptions) -> ExitCode {
    let input = match read_input(path) {
        Ok(i) => i,
        Err(c) => return c,
    };
    let Some(program) = front(&input) else {
        return ExitCode::from(1);
    };
    let Ok(tu) = mint_lang::parse(&input.src) else {
        return ExitCode::from(1);
    };
    match tune::tune(&program, &tu, &input.src, path, o) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => {
            eprintln!("error: tuning did not succeed for every nest (see above)");
            ExitCode::from(1)
        }
        Err(run::RunError(msg, code)) => {
            eprintln!("error: {msg}");
            ExitCode::from(code)
        }
    }
}

fn analyze_cmd(path: &Path) -> ExitCode {
    let input = match read_input(path) {
        Ok(i) => i,
        Err(c) => return c,
    };
    let Some(p) = front(&input) else {
        return ExitCode::from(1);
    };
    print!("{}", mint_analyzer::report::summary(&p, &input.src));
    let _ = Severity::Note;
    ExitCode::SUCCESS
}
