//! Mint GPU runtime: compiling generated CUDA C++ kernels to PTX with NVRTC ([`compile_kernel`])
//! and whole CUDA programs with nvcc ([`nvcc_compile`]), and running kernels through the CUDA
//! driver (the runtime half of `mint run` / `mint tune`):
//!
//! - [`Gpu::open`] opens a device and describes it ([`DeviceInfo`]: name, compute capability and
//!   so the NVRTC arch `sm_XY`, SMs, shared memory, registers, L2, memory, driver version);
//! - [`Gpu::load`] loads PTX and finds kernels ([`Module`], [`Kernel`], [`FunctionAttrs`]:
//!   registers, static shared, local/spill bytes, thread limit);
//! - [`Gpu::alloc_pitched`] allocates 3D arrays with rows padded exactly like the generated
//!   programs' `cudaMallocPitch` ([`DeviceBuffer`], host copies with the pitch);
//! - [`Gpu::launch`] launches with a dynamic argument list ([`KernelArg`]), checked against the
//!   kernel's parameters;
//! - [`Gpu::stream`] makes streams that run beside the default one, ordered by events
//!   ([`Stream`]); [`Nccl`] exchanges rows between the GPUs of the process with NCCL;
//! - [`Gpu::time_kernel`] times with CUDA events (warm-up, median of many: [`Timing`]) and
//!   [`Gpu::copy_bandwidth`] measures the device-to-device copy bandwidth kernels are compared
//!   with.
//!
//! Both CUDA libraries (and NCCL, when asked for) are loaded at run time (`cudarc` with `dynamic-loading`), so this crate
//! builds and links on machines without CUDA; NVRTC (`libnvrtc.so.13`) and the driver
//! (`libcuda.so.1`) are found through the loader path, nvcc as [`nvcc_path`] says.
//!
//! Invariants:
//! - No function of this crate panics because a library, tool or GPU is missing, or because
//!   NVRTC or the driver rejects something: missing pieces are [`GpuError::NvrtcMissing`],
//!   [`GpuError::NvccMissing`], [`GpuError::DriverMissing`], [`GpuError::NoDevice`]; compiler
//!   failures are [`GpuError::Compile`] / [`GpuError::Nvcc`] carrying the compiler's full log;
//!   driver failures carry the CUDA error name and message. Library presence is checked, and all
//!   symbols resolved, under [`std::panic::catch_unwind`] before the first call into a library (a
//!   caught panic is returned as an error; the default panic hook may still print it to stderr).
//! - NVRTC is never given `-O3` (it rejects it; it optimizes by default). nvcc always gets `-O3`.
//! - The default target is `sm_90` (H100 / H200) for both compilers; [`Gpu::compile_options`]
//!   targets the opened device.
//! - A successful [`compile_kernel`] returns PTX that has an `.entry` of the requested name.
//! - Everything is safe to call from several threads at once (compile candidates in parallel;
//!   a [`Gpu`] is `Send + Sync` and makes its context current on each calling thread). GPU work
//!   runs in order on the default stream unless it is given a [`Stream`].
#![warn(missing_docs)]

mod cubins;
mod device;
mod error;
mod launch;
mod memory;
mod nccl;
mod nvcc;
mod nvrtc;
mod stream;
mod timing;

pub use device::{driver_available, DeviceInfo, Gpu};
pub use error::GpuError;
pub use launch::{FunctionAttrs, Kernel, KernelArg, Module};
pub use memory::{DeviceBuffer, Element};
pub use nccl::{nccl_version, Nccl, Transfer};
pub use nvcc::{find_nvcc_for_build, nvcc_compile, nvcc_lib_dir, nvcc_path, DEFAULT_NVCC_ARCH};
pub use nvrtc::{compile_kernel, nvrtc_available, nvrtc_version, CompileOptions, Compiled};
pub use stream::Stream;
pub use timing::{CopyBandwidth, Event, Timing, COPY_BANDWIDTH_BYTES};

#[cfg(test)]
pub(crate) mod test_support {
    use std::path::{Path, PathBuf};

    /// Whether a test needing `tool` should go on. If the tool is missing: with
    /// `MINT_REQUIRE_CUDA_TOOLS=1` the test fails, otherwise it prints `[SKIP]` and returns.
    pub fn require_tool(present: bool, tool: &str) -> bool {
        if present {
            return true;
        }
        if std::env::var("MINT_REQUIRE_CUDA_TOOLS").as_deref() == Ok("1") {
            panic!("{tool} is missing and MINT_REQUIRE_CUDA_TOOLS=1 (run bash .ci/test)");
        }
        println!("[SKIP] {tool} not found; set MINT_REQUIRE_CUDA_TOOLS=1 to make this a failure");
        false
    }

    /// The first GPU, or `None` (after printing `[SKIP] no CUDA device`) if none can be opened.
    /// With `MINT_REQUIRE_GPU=1` a missing GPU fails the test instead. (The CI has CUDA tools
    /// but no driver and no GPU, so this is a separate switch from `MINT_REQUIRE_CUDA_TOOLS`.)
    pub fn open_gpu_or_skip() -> Option<crate::Gpu> {
        match crate::Gpu::open(0) {
            Ok(gpu) => Some(gpu),
            Err(e) => {
                if std::env::var("MINT_REQUIRE_GPU").as_deref() == Ok("1") {
                    panic!("no CUDA device and MINT_REQUIRE_GPU=1: {e}");
                }
                println!(
                    "[SKIP] no CUDA device ({e}); set MINT_REQUIRE_GPU=1 to make this a failure"
                );
                None
            }
        }
    }

    /// A fresh folder under the system temp dir, removed on drop.
    pub struct TempDir(PathBuf);

    impl TempDir {
        pub fn new(tag: &str) -> Self {
            let dir = std::env::temp_dir().join(format!("mint-gpu-{}-{tag}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Self(dir)
        }

        pub fn path(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}
