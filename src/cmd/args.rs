//! Argument groups several commands share: how kernels are generated ([`KernelArgs`]:
//! `translate`, `build`, `run`), time blocking ([`TbArgs`]), the preprocessor ([`PpArgs`]), and
//! the output choices of `translate` and `build`.

use clap::ValueEnum;
use mint_run::input;
use std::path::PathBuf;
use std::process::ExitCode;

/// How kernels are generated: level, schedule overrides and optimizer switches (`translate`
/// and `run`).
#[derive(clap::Args)]
pub struct KernelArgs {
    /// Optimization level 0..3.
    #[arg(short = 'O', default_value_t = 0, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub level: u8,
    /// Override every nest's `tile` clause, e.g. `--tile 32,8,64`.
    #[arg(long, value_delimiter = ',')]
    pub tile: Vec<i64>,
    /// Override every nest's `chunksize` clause, e.g. `--chunk 1,1,64`.
    #[arg(long, value_delimiter = ',')]
    pub chunk: Vec<i64>,
    /// Keep planes out of shared memory (read x/y neighbours through the L1 cache; -O3 keeps
    /// its register queue).
    #[arg(long)]
    pub no_shared: bool,
    /// Keep the allocation's rows aligned at the ghost cells (like cudaMalloc3D) instead of
    /// aligning the interior (the default from -O1 on).
    #[arg(long)]
    pub no_align: bool,
    /// At -O2 and -O3, compute nests that are linear in their main array with plane sums:
    /// each thread walks its z chunk and reuses in-plane partial sums across planes.
    #[arg(long)]
    pub plane_sums: bool,
    /// From -O1 on, a nest whose chunksize x is 2 or 4 computes that many consecutive x points
    /// per thread, with vector loads and stores (e.g. `-O1 --vector-x --chunk 4,1,8 --tile
    /// 128,4,8`).
    #[arg(long)]
    pub vector_x: bool,
    /// Fast math: kernels divide by invariants (literals, scalars) through their reciprocals,
    /// NVRTC and nvcc compile with --use_fast_math (approximate single-precision division,
    /// square root and math functions, denormals flushed); `run` widens its check by the
    /// documented error of each approximation. Not with --exact.
    #[arg(long)]
    pub fast_math: bool,
}

impl KernelArgs {
    pub fn switches(&self) -> mint_opt::Switches {
        mint_opt::Switches {
            shared: !self.no_shared,
            align_interior: !self.no_align,
            plane_sums: self.plane_sums,
            vector_x: self.vector_x,
            fast_math: self.fast_math,
        }
    }
}

/// Temporal blocking of translated programs (`translate`, `build`).
#[derive(clap::Args, Clone, Default)]
pub struct TbArgs {
    /// Temporal blocking: every recognised time loop (one Jacobi nest and a `single` pointer
    /// swap, or two nests A->B then B->A) advances N steps per fused launch; other loops stay
    /// one step per launch, with a note that says why (docs/translator.md).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    pub time_block: Option<u32>,
    /// The fused kernels' schedule: `TX,TY,CHUNK,ROWS` (3-D nests) or `TX,CHUNK` (2-D); default
    /// 32,32,128,2 and 256,128 (32,16,512,4 for nests whose stages take plane sums).
    #[arg(long = "tb-schedule", value_name = "SCHEDULE", requires = "time_block")]
    pub tb_schedule: Option<String>,
    /// How the fused kernels' stages read their neighbours: `auto`, `window` or `sums` (plane
    /// sums, for nests linear in their input; `mint run --help` says more).
    #[arg(
        long = "tb-form",
        value_name = "FORM",
        default_value = "auto",
        requires = "time_block"
    )]
    pub tb_form: mint_opt::temporal::StageForm,
}

impl TbArgs {
    /// The emitter's settings, or the error (exit 2).
    pub fn settings(&self) -> Result<Option<mint_emit::program_temporal::TbSettings>, ExitCode> {
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
pub struct PpArgs {
    /// Define a macro before the first line: `-D N=512`, `-D USE_FLOAT`.
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    pub define: Vec<String>,
    /// Undefine a macro before the first line.
    #[arg(short = 'U', value_name = "NAME")]
    pub undef: Vec<String>,
    /// Look for `#include "..."` headers in DIR too (after the file's own folder).
    #[arg(short = 'I', value_name = "DIR")]
    pub include: Vec<PathBuf>,
}

impl PpArgs {
    /// Make these the settings every program read from now on is preprocessed with.
    pub fn install(&self) {
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
pub enum HostArg {
    /// Host code stays C (FILE.host.c) and calls the kernels' launchers in the .cu.
    C,
    /// One .cu file: host code compiled as C++ by nvcc.
    Cuda,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum TargetArg {
    Cuda,
    Openmp,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum EmitArg {
    Program,
    Kernels,
}
