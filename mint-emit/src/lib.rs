//! Mint's emitters: a complete CUDA program (host code plus kernels) that nvcc compiles
//! unedited, the kernels alone as self-contained sources for NVRTC, and an OpenMP program
//! for the CPU.
//!
//! Invariants: emitters never fail on an analysed [`Program`] (all user errors were reported by
//! the analyzer); output is deterministic (source order, no hash-map iteration); the kernels in
//! the program are byte for byte the text [`kernels_source`] returns.
#![warn(missing_docs)]

mod dead_locals;
pub mod kernel;
pub mod kernel_opt;
pub mod kernel_psum;
pub mod kernel_temporal;
pub mod kernel_xvec;
pub mod names;
pub mod openmp;
pub mod printer;
pub mod program;
mod program_leapfrog;
pub mod program_multi;
pub mod program_temporal;
pub mod program_temporal_multi;
pub mod temporal_sums;
mod temporal_walls;
mod vector;

pub use openmp::{write_openmp, write_openmp_timed};
pub use program::{kernels_source, kernels_source_opts, write_program};

/// What to generate for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// CUDA program for nvcc.
    Cuda,
    /// OpenMP program for a C compiler.
    OpenMp,
}

/// Emitter options.
#[derive(Debug, Clone)]
pub struct Options {
    /// Optimization level the kernels were planned at (recorded in the header).
    pub level: u8,
    /// Target.
    pub target: Target,
    /// Time every kernel launch with CUDA events and print a summary at exit.
    pub timing: bool,
    /// Optimizer switches.
    pub switches: mint_opt::Switches,
    /// Plans per nest in program order (from a tuning report), instead of planning every nest
    /// at `level` with `switches`.
    pub plans: Option<Vec<mint_opt::KernelPlan>>,
    /// The time loops to advance several steps per launch (`--time-block`,
    /// [`program_temporal::recognise`]); empty: every nest launches once per step.
    pub time_blocked: Vec<program_temporal::TimeBlocked>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            level: 0,
            target: Target::Cuda,
            timing: false,
            switches: mint_opt::Switches::default(),
            plans: None,
            time_blocked: Vec::new(),
        }
    }
}
