//! Mint GPU runtime. For now: compiling generated CUDA C++ kernels to PTX with NVRTC
//! ([`compile_kernel`]) and whole CUDA programs with nvcc ([`nvcc_compile`]). Loading modules
//! and launching kernels through the CUDA driver will follow ([`GpuError`] already has the
//! variants for it).
//!
//! Both CUDA libraries are loaded at run time (`cudarc` with `dynamic-loading`), so this crate
//! builds and links on machines without CUDA; NVRTC (`libnvrtc.so.13`) is found through the
//! loader path (`LD_LIBRARY_PATH`), nvcc as [`nvcc_path`] says.
//!
//! Invariants:
//! - No function of this crate panics because a library or tool is missing, or because NVRTC
//!   rejects something: missing pieces are [`GpuError::NvrtcMissing`], [`GpuError::NvccMissing`]
//!   (later [`GpuError::DriverMissing`], [`GpuError::NoDevice`]); compiler failures are
//!   [`GpuError::Compile`] / [`GpuError::Nvcc`] carrying the compiler's full log. Library
//!   presence is checked before the first call into it, and every call into `cudarc` that can
//!   still panic runs under [`std::panic::catch_unwind`] (a caught panic is returned as an
//!   error; the default panic hook may still print it to stderr).
//! - NVRTC is never given `-O3` (it rejects it; it optimizes by default). nvcc always gets `-O3`.
//! - The default target is `sm_90` (H100 / H200) for both compilers.
//! - A successful [`compile_kernel`] returns PTX that has an `.entry` of the requested name.
//! - Everything is safe to call from several threads at once (compile candidates in parallel).
#![warn(missing_docs)]

mod error;
mod nvcc;
mod nvrtc;

pub use error::GpuError;
pub use nvcc::{nvcc_compile, nvcc_lib_dir, nvcc_path, DEFAULT_NVCC_ARCH};
pub use nvrtc::{compile_kernel, nvrtc_available, nvrtc_version, CompileOptions, Compiled};

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
