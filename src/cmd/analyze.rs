//! `mint analyze`: print what the stencil analyzer finds in every `mint for` nest.

use super::args::PpArgs;
use mint_run::input::{load, Loaded, Precision};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint analyze` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// The annotated C file.
    pub file: PathBuf,
    /// `f32` runs the program in single precision (every `double` becomes `float`, floating
    /// literals get an `f` suffix); `f64` keeps it as written.
    #[arg(long, value_enum, default_value_t = Precision::F64)]
    pub precision: Precision,
    #[command(flatten)]
    pub pp: PpArgs,
}

/// `mint analyze`.
pub fn exec(a: Args) -> ExitCode {
    let Args {
        file,
        precision,
        pp,
    } = a;
    pp.install();
    analyze_cmd(&file, precision)
}

pub fn analyze_cmd(path: &Path, precision: Precision) -> ExitCode {
    let Loaded { input, program, .. } = match load(path, precision) {
        Ok(l) => l,
        Err(c) => return c,
    };
    print!("{}", mint_analyzer::report::summary(&program, &input.src));
    ExitCode::SUCCESS
}
