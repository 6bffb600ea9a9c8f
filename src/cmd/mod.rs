//! The commands of `mint`, one file each: each holds its arguments (a `clap::Args` struct) and
//! an `exec` that reads them, calls into the crates (`mint-lang` .. `mint-emit` for the
//! compiler, `mint-run` for running, tuning and the bench) and prints what they return.
//!
//! Invariant: nothing here computes what a crate could; a command turns arguments into the
//! crates' options once and their results into output text and an exit code. [`args`] holds
//! the argument groups several commands share.

pub mod analyze;
pub mod args;
pub mod bench;
pub mod build;
pub mod check;
pub mod plot;
pub mod run;
pub mod translate;
pub mod tune;

use mint_run::error;
use std::process::ExitCode;

pub fn fail(e: error::RunError) -> ExitCode {
    eprintln!("error: {}", e.0);
    ExitCode::from(e.1)
}
