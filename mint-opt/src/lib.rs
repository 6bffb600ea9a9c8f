//! Mint's optimizer: decides, per nest, which optimization level its kernel is generated at.
//!
//! Levels are cumulative, after the paper: `-O0` global memory only, `-O1` shared-memory
//! tiling, `-O2` z-chunking with rotating planes, `-O3` register promotion. Only `-O0` is
//! implemented so far: [`plan`] says so with a note for every nest when a higher level is asked
//! for, and the emitters then write `-O0` kernels. No level pretends to be applied when it is not.
#![warn(missing_docs)]

use mint_analyzer::Program;
use mint_lang::Diagnostic;

/// Highest level the command line accepts.
pub const MAX_LEVEL: u8 = 3;

/// The level each nest's kernel is generated at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    /// Level asked for.
    pub requested: u8,
    /// Level per nest, in kernel order.
    pub levels: Vec<u8>,
}

/// Plan the kernels of `p` at `level`; notes explain every nest that gets less than asked for.
pub fn plan(p: &Program, level: u8) -> (Plan, Vec<Diagnostic>) {
    let mut notes = Vec::new();
    let mut levels = Vec::new();
    for n in p.nests() {
        if level > 0 {
            let why = match (&n.stencil, &n.not_stencil_reason) {
                (None, Some(r)) => format!("it is not a stencil ({r})"),
                _ => "the optimizer (shared-memory tiling, z-chunking, register promotion) is not implemented yet".to_string(),
            };
            notes.push(
                Diagnostic::note(format!(
                    "kernel mint_kernel_{} is generated at -O0, not -O{level}: {why}",
                    n.id
                ))
                .with_span(n.pragma_span, "this nest"),
            );
        }
        levels.push(0);
    }
    (
        Plan {
            requested: level,
            levels,
        },
        notes,
    )
}
