//! The one error type of the crate.

/// Everything that can go wrong in the GPU runtime.
///
/// Missing libraries and tools are reported as values ([`GpuError::NvrtcMissing`],
/// [`GpuError::DriverMissing`], [`GpuError::NvccMissing`]), never as panics.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GpuError {
    /// `libnvrtc.so.13` could not be loaded.
    #[error(
        "NVRTC (libnvrtc.so.13) was not found: install the CUDA 13 toolkit or \
         `pip install nvidia-cuda-nvrtc==13.0.88` and put its lib folder on LD_LIBRARY_PATH"
    )]
    NvrtcMissing,

    /// The CUDA driver library `libcuda.so.1` could not be loaded (no NVIDIA driver installed).
    #[error(
        "the CUDA driver (libcuda.so.1) was not found: this machine has no NVIDIA driver; \
         run on the GPU machine"
    )]
    DriverMissing,

    /// The driver is there but reports no usable GPU.
    #[error("the CUDA driver found no GPU on this machine")]
    NoDevice,

    /// NVRTC rejected the source or the options.
    #[error("NVRTC compilation failed:\n{log}")]
    Compile {
        /// The NVRTC program log (compiler diagnostics), with a one-line summary appended.
        log: String,
    },

    /// NCCL (`libnccl.so.2`) could not be loaded, or lacks functions of the 2.28 API; says what
    /// was tried.
    #[error(
        "NCCL was not found ({0}): install NCCL 2.28 (`libnccl.so.2` on the loader path, or \
         `pip install nvidia-nccl-cu13==2.28.3` and MINT_NCCL=<its lib>/libnccl.so.2)"
    )]
    NcclMissing(String),

    /// An NCCL call failed (the call and NCCL's message).
    #[error("NCCL: {0}")]
    Nccl(String),

    /// No `nvcc` was found (see [`crate::nvcc_path`] for where it is looked for).
    #[error(
        "nvcc was not found: set MINT_NVCC, put nvcc on PATH, or install the CUDA wheels into \
         .tools/cuda (bash .ci/run does)"
    )]
    NvccMissing,

    /// `nvcc` could not be run or failed.
    #[error("nvcc failed:\n{log}")]
    Nvcc {
        /// The command line, the exit status and everything nvcc wrote to stdout and stderr.
        log: String,
    },

    /// A kernel launch failed: rejected arguments or configuration, or a kernel that faulted
    /// while running (reported at the next synchronization). Carries the kernel, the launch
    /// configuration and the CUDA error name and message.
    #[error("kernel launch failed: {0}")]
    Launch(String),

    /// A device allocation failed; the message says how much was asked for and how much is free.
    #[error("out of GPU memory: {0}")]
    OutOfMemory(String),

    /// A call was given something it cannot use (a zero extent, a host slice of the wrong size,
    /// a kernel name that was not loaded, ...).
    #[error("invalid argument: {0}")]
    Invalid(String),

    /// Any other CUDA driver error.
    #[error("CUDA driver error: {0}")]
    Driver(String),
}
