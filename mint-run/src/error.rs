//! The runtime's one error type, [`RunError`]: a message printed as `error: ...` and the exit
//! code of the command. GPU failures map to fixed codes ([`EXIT_GPU_FAULT`], [`EXIT_GPU_MEMORY`],
//! 4 for a missing driver, NVRTC or GPU); an error of the CPU reference that has a place in the
//! source becomes a diagnostic of the input while a [`Located`] lives.
//!
//! Invariant: this module sits at the bottom of the crate with [`crate::input`]; it imports
//! nothing else of the crate.

use mint_gpu::GpuError;

/// A failure of the run (the message is printed as `error: ...`).
#[derive(Debug)]
pub struct RunError(pub String, pub u8);

/// Exit code of a kernel that faulted on the GPU (illegal address, trap, assert) or whose
/// launch was rejected.
pub const EXIT_GPU_FAULT: u8 = 5;
/// Exit code of an allocation the GPU (or, for the CPU reference, the host) could not satisfy.
pub const EXIT_GPU_MEMORY: u8 = 6;

impl From<GpuError> for RunError {
    /// Exit 5 for a kernel fault or a rejected launch, 6 for out of GPU memory, 4 for the rest
    /// (no driver, NVRTC or GPU, or a driver error).
    fn from(e: GpuError) -> Self {
        let code = match e {
            GpuError::Launch(_) => EXIT_GPU_FAULT,
            GpuError::OutOfMemory(_) => EXIT_GPU_MEMORY,
            _ => 4,
        };
        RunError(e.to_string(), code)
    }
}

/// The input whose spans the CPU reference's errors carry, while a command runs ([`Located`]).
static LOCATED: std::sync::Mutex<Option<std::sync::Arc<crate::input::Input>>> =
    std::sync::Mutex::new(None);

/// While it lives, an error of the CPU reference that has a place in the source becomes a
/// diagnostic of `input` (file:line:col, the line, a caret) instead of a byte range. One per
/// command (`mint run`, `mint tune`), which reads one file.
pub struct Located;

impl Located {
    pub fn new(input: &crate::input::Input) -> Located {
        if let Ok(mut g) = LOCATED.lock() {
            *g = Some(std::sync::Arc::new(input.clone()));
        }
        Located
    }
}

impl Drop for Located {
    fn drop(&mut self) {
        if let Ok(mut g) = LOCATED.lock() {
            *g = None;
        }
    }
}

impl From<mint_ref::RefError> for RunError {
    fn from(e: mint_ref::RefError) -> Self {
        let input = LOCATED.lock().ok().and_then(|g| g.clone());
        match (e.span(), input) {
            (Some(span), Some(input)) => {
                let d = input.remap(
                    mint_lang::Diagnostic::error(format!("CPU reference: {e}"))
                        .with_span(span, "here")
                        .with_note("`mint run` and `mint tune` check every nest against this reference; `mint translate` and `mint build` do not need it"),
                );
                let text = d.emit_to_string(&input.name, input.file_text());
                // The caller prints `error: ` itself.
                let text = text.strip_prefix("error: ").unwrap_or(&text).trim_end();
                RunError(text.to_string(), 1)
            }
            (Some(span), None) => RunError(
                format!(
                    "CPU reference: {e} (bytes {}..{} of the analysed source)",
                    span.start, span.end
                ),
                1,
            ),
            (None, _) => RunError(format!("CPU reference: {e}"), 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpu_errors_map_to_their_exit_codes() {
        let code = |e: GpuError| RunError::from(e).1;
        assert_eq!(
            code(GpuError::Launch("CUDA_ERROR_ILLEGAL_ADDRESS".into())),
            5
        );
        assert_eq!(code(GpuError::OutOfMemory("1 GiB".into())), 6);
        assert_eq!(code(GpuError::DriverMissing), 4);
        assert_eq!(code(GpuError::NvrtcMissing), 4);
        assert_eq!(code(GpuError::NoDevice), 4);
        let e = RunError::from(GpuError::Launch("x".into()));
        assert!(e.0.contains("kernel launch failed"), "{}", e.0);
    }
}
