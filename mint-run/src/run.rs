//! `mint run`: every `mint for` nest of a program on random inputs of the program's shapes
//! ([`crate::prepare`]), launched on one backend (one GPU, [`crate::gpu`]; the CPU emulator,
//! [`crate::emulate`]; time loops fused `BT` steps per launch, [`crate::temporal`]; several GPUs,
//! [`crate::multi`]), each result verified against the CPU reference executor (`mint-ref`,
//! [`crate::verify`]).
//!
//! Invariant: a nest whose GPU result differs from the CPU's beyond the floating-point-aware
//! bound of [`crate::verify`] (bit equality with `--exact`) makes the command fail (exit 1) after
//! printing where it differs.
//!
//! The options are the [`RunOptions`] the command line read; this module only chooses the
//! backend and hands them down.

use crate::error::{Located, RunError};
use crate::options::RunOptions;
use mint_analyzer::Program;
use mint_lang::ast::TranslationUnit;

/// Run every nest of `p` on the backend `o` asks for (one GPU, the CPU emulator, `--time-block` steps
/// fused per launch, several GPUs) and verify it. Returns whether every nest verified.
pub fn run(
    p: &Program,
    tu: &TranslationUnit,
    input: &crate::input::Input,
    file: &str,
    o: &RunOptions,
) -> Result<bool, RunError> {
    let src = input.src.as_str();
    let _located = Located::new(input);
    o.check_exact()?;
    if o.gpus > 0 {
        if !o.time_block.is_empty() || o.emulate {
            return Err(RunError(
                format!(
                    "--gpus does not combine with {} (the multi-GPU run splits single sweeps)",
                    if o.emulate {
                        "--emulate"
                    } else {
                        "--time-block"
                    }
                ),
                2,
            ));
        }
        return crate::multi::run(p, tu, input, file, o);
    }
    if !o.time_block.is_empty() {
        return crate::temporal::run(p, tu, src, file, o, &o.time_block);
    }
    if o.emulate {
        return crate::emulate::run_program(p, tu, input, o);
    }
    crate::gpu::run(p, tu, input, file, o)
}
