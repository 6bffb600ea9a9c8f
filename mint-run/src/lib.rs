//! Mint's runtime: what `mint run`, `mint tune`, `mint bench` and `mint check` do, so that the
//! command line (the `mint` package's `src/`) and the integration tests share one
//! implementation.
//!
//! A run goes one way: **prepare** (read the program, give its scalars values, fill its arrays,
//! evaluate its bounds) -> **launch on a backend** (one GPU, the CPU emulator, time loops fused
//! per launch, several GPUs) -> **verify** against the CPU reference (`mint-ref`). The tuner and
//! the bench sit on top and use the same pieces.
//!
//! # Layers
//! Each module imports only modules of its own layer listed before it, or of lower layers; never
//! one above it (checked with `grep 'crate::'`):
//!
//! 1. [`input`]: read a program (optionally in single precision) through the front end;
//!    [`error`]: [`error::RunError`] and its exit codes.
//! 2. [`options`]: the run options, read once by the command line ([`options::RunOptions`]) and
//!    passed down unchanged.
//! 3. [`verify`]: the CPU reference's expected values and the floating-point-aware judgement
//!    (no device); [`device_elem`]: how an array's elements are held on the device.
//! 4. [`prepare`]: definitions, scalar values, random inputs, loop bounds, kernel parameters,
//!    the same for every backend.
//! 5. Backends: [`gpu`] (one GPU: upload, launch, verify, time), [`hand`] (hand-written kernels'
//!    parameters), [`emulate`] (CUDA kernels on the CPU, for tests without a GPU), [`temporal`]
//!    (`--time-block`: steps fused per launch, on the GPU or the emulator), [`multi`] (every
//!    nest split over several GPUs).
//! 6. [`run`]: `mint run`, choosing the backend the options ask for.
//! 7. Records: [`results`] (the bench's record), [`chart`] (its charts and the tuners'),
//!    [`check`] (two bench records compared).
//! 8. Tuning: [`verify_device`] (candidates compared with the reference on the device), [`tune`]
//!    (schedules of single sweeps), [`tune_temporal`] (time-blocked schedules).
//! 9. [`bench`]: every variant against the baselines (its submodules `openmp`, `table`,
//!    `tb_sweep`, `multi_scaling` below its `mod.rs`).

pub mod error;
pub mod input;

pub mod options;

pub mod device_elem;
pub mod verify;

pub mod prepare;

pub mod emulate;
pub mod gpu;
pub mod hand;
pub mod multi;
pub mod temporal;

pub mod run;

pub mod chart;
pub mod check;
pub mod results;

pub mod tune;
pub mod tune_temporal;
pub mod verify_device;

pub mod bench;
