//! Whole-program compilation with `nvcc` (for the standalone CUDA programs Mint emits).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::GpuError;

/// Where the CI script installs the CUDA wheels' nvcc, relative to the workspace root.
const WHEEL_NVCC: &str = ".tools/cuda/nvidia/cu13/bin/nvcc";

/// The architecture [`nvcc_compile`] targets unless `extra_args` name one (H100 and H200).
pub const DEFAULT_NVCC_ARCH: &str = "sm_90";

/// The `nvcc` to use, first found of:
/// 1. `$MINT_NVCC`, if set and not empty (taken as it is, even if it does not exist, so that a
///    wrong setting fails loudly instead of silently using another compiler);
/// 2. `$CUDA_HOME/bin/nvcc`, if `$CUDA_HOME` is set and that file is executable;
/// 3. `nvcc` on `PATH`;
/// 4. `<workspace root>/.tools/cuda/nvidia/cu13/bin/nvcc`, if it exists (where `.ci/run` installs
///    the CUDA wheels; the root is fixed when this crate is compiled).
pub fn nvcc_path() -> Option<PathBuf> {
    let cuda_home = std::env::var_os("CUDA_HOME")
        .filter(|v| !v.is_empty())
        .map(|h| PathBuf::from(h).join("bin").join("nvcc"))
        .filter(|p| is_executable(p));
    if std::env::var_os("MINT_NVCC")
        .filter(|v| !v.is_empty())
        .is_none()
    {
        if let Some(p) = cuda_home {
            return Some(p);
        }
    }
    find_nvcc(
        std::env::var_os("MINT_NVCC"),
        std::env::var_os("PATH"),
        &workspace_root().join(WHEEL_NVCC),
    )
}

/// The nvcc `mint build` uses: `explicit` (`--nvcc`, taken as it is) or [`nvcc_path`]; `None`
/// if there is none, or the explicit one is not an executable file.
pub fn find_nvcc_for_build(explicit: Option<PathBuf>) -> Option<PathBuf> {
    match explicit {
        Some(p) => is_executable(&p).then_some(p),
        None => nvcc_path(),
    }
}

/// The workspace root as seen when this crate was compiled (the parent of `mint-gpu/`).
fn workspace_root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest.parent().unwrap_or(manifest).to_path_buf()
}

fn find_nvcc(
    mint_nvcc: Option<OsString>,
    path: Option<OsString>,
    fallback: &Path,
) -> Option<PathBuf> {
    if let Some(explicit) = mint_nvcc.filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(explicit));
    }
    if let Some(path) = path {
        if let Some(found) = std::env::split_paths(&path)
            .map(|dir| dir.join("nvcc"))
            .find(|candidate| is_executable(candidate))
        {
            return Some(found);
        }
    }
    is_executable(fallback).then(|| fallback.to_path_buf())
}

fn is_executable(path: &Path) -> bool {
    let Ok(meta) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        meta.is_file() && meta.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    {
        meta.is_file()
    }
}

/// The library folder that goes with an `nvcc`: `<bin>/../lib` (in the CUDA wheels it holds
/// `libcudart_static.a`), if it exists. Symbolic links to nvcc are followed first.
pub fn nvcc_lib_dir(nvcc: &Path) -> Option<PathBuf> {
    let real = std::fs::canonicalize(nvcc).unwrap_or_else(|_| nvcc.to_path_buf());
    let lib = real.parent()?.parent()?.join("lib");
    lib.is_dir().then_some(lib)
}

/// Compiles and links the CUDA program `cu_file` into the executable `out`:
/// `nvcc -O3 -arch=sm_90 <cu_file> -o <out> -L <lib dir> <extra_args...>`.
///
/// `-arch=sm_90` is left out if `extra_args` choose an architecture themselves (`-arch`,
/// `--gpu-architecture`, `-gencode`, `--generate-code`); `-L` is left out if nvcc has no `lib`
/// folder next to its `bin` folder (see [`nvcc_lib_dir`]). The CUDA runtime is linked statically
/// (nvcc's default), so the program runs on the GPU machine as it is.
///
/// Errors: [`GpuError::NvccMissing`] if [`nvcc_path`] finds none; [`GpuError::Nvcc`], with the
/// command line and nvcc's output, if nvcc cannot be started or fails. Never panics.
pub fn nvcc_compile(cu_file: &Path, out: &Path, extra_args: &[&str]) -> Result<(), GpuError> {
    let nvcc = nvcc_path().ok_or(GpuError::NvccMissing)?;
    let args = nvcc_args(&nvcc, cu_file, out, extra_args);
    let command_line = format!(
        "{} {}",
        nvcc.display(),
        args.iter()
            .map(|a| a.to_string_lossy())
            .collect::<Vec<_>>()
            .join(" ")
    );
    let output = Command::new(&nvcc)
        .args(&args)
        .output()
        .map_err(|e| GpuError::Nvcc {
            log: format!("$ {command_line}\ncould not start nvcc: {e}"),
        })?;
    if output.status.success() {
        return Ok(());
    }
    let mut log = format!("$ {command_line}\n{}\n", output.status);
    log.push_str(&String::from_utf8_lossy(&output.stdout));
    log.push_str(&String::from_utf8_lossy(&output.stderr));
    Err(GpuError::Nvcc { log })
}

fn nvcc_args(nvcc: &Path, cu_file: &Path, out: &Path, extra_args: &[&str]) -> Vec<OsString> {
    let chooses_arch = extra_args.iter().any(|a| {
        ["-arch", "--gpu-architecture", "-gencode", "--generate-code"]
            .iter()
            .any(|flag| a.starts_with(flag))
    });
    let mut args: Vec<OsString> = vec!["-O3".into()];
    if !chooses_arch {
        args.push(format!("-arch={DEFAULT_NVCC_ARCH}").into());
    }
    args.push(cu_file.into());
    args.push("-o".into());
    args.push(out.into());
    if let Some(lib) = nvcc_lib_dir(nvcc) {
        args.push("-L".into());
        args.push(lib.into());
    }
    args.extend(extra_args.iter().map(OsString::from));
    args
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{require_tool, TempDir};

    #[test]
    fn mint_nvcc_wins_then_path_then_fallback() {
        let dir = TempDir::new("find-nvcc");
        let bin_a = dir.path().join("a");
        let bin_b = dir.path().join("b");
        std::fs::create_dir_all(&bin_a).unwrap();
        std::fs::create_dir_all(&bin_b).unwrap();
        let fake = bin_b.join("nvcc");
        std::fs::write(&fake, "#!/bin/sh\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        let path = std::env::join_paths([&bin_a, &bin_b]).unwrap();
        let nowhere = dir.path().join("nowhere/nvcc");

        assert_eq!(
            find_nvcc(Some("/opt/x/nvcc".into()), Some(path.clone()), &nowhere),
            Some(PathBuf::from("/opt/x/nvcc"))
        );
        assert_eq!(
            find_nvcc(Some("".into()), Some(path.clone()), &nowhere),
            Some(fake.clone())
        );
        assert_eq!(find_nvcc(None, Some(bin_a.clone().into()), &nowhere), None);
        assert_eq!(
            find_nvcc(None, Some(bin_a.into()), &fake),
            Some(fake.clone())
        );
        assert_eq!(find_nvcc(None, None, &nowhere), None);
    }

    #[test]
    fn args_have_o3_arch_and_lib_dir() {
        let dir = TempDir::new("nvcc-args");
        let bin = dir.path().join("cu13/bin");
        std::fs::create_dir_all(&bin).unwrap();
        std::fs::create_dir_all(dir.path().join("cu13/lib")).unwrap();
        let nvcc = bin.join("nvcc");
        let lib = std::fs::canonicalize(dir.path().join("cu13/lib")).unwrap();
        let args = nvcc_args(
            &nvcc,
            Path::new("p.cu"),
            Path::new("p"),
            &["-Xcompiler", "-fopenmp"],
        );
        let expect: Vec<OsString> = vec![
            "-O3".into(),
            "-arch=sm_90".into(),
            "p.cu".into(),
            "-o".into(),
            "p".into(),
            "-L".into(),
            lib.into(),
            "-Xcompiler".into(),
            "-fopenmp".into(),
        ];
        assert_eq!(args, expect);

        let args = nvcc_args(&nvcc, Path::new("p.cu"), Path::new("p"), &["-arch=sm_80"]);
        assert!(!args.contains(&OsString::from("-arch=sm_90")));
        assert!(args.contains(&OsString::from("-arch=sm_80")));
    }

    const PROGRAM: &str = r#"
#include <cstdio>
#include <cuda_runtime.h>

__global__ void twice(double* a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] *= 2.0;
}

int main() {
    int count = 0;
    cudaError_t err = cudaGetDeviceCount(&count);
    // No GPU on the build machine: only report; the point is that this links and runs.
    std::printf("mint-nvcc-ok devices=%d status=%s\n", err == cudaSuccess ? count : 0,
                cudaGetErrorName(err));
    return 0;
}
"#;

    #[test]
    fn nvcc_builds_a_full_program_that_runs() {
        if !require_tool(nvcc_path().is_some(), "nvcc") {
            return;
        }
        let dir = TempDir::new("nvcc-program");
        let cu = dir.path().join("prog.cu");
        let exe = dir.path().join("prog");
        std::fs::write(&cu, PROGRAM).unwrap();
        nvcc_compile(&cu, &exe, &[]).unwrap_or_else(|e| panic!("{e}"));
        let out = Command::new(&exe).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{stdout}");
        assert!(stdout.contains("mint-nvcc-ok"), "{stdout}");
        println!("{}", stdout.trim());
    }

    #[test]
    fn nvcc_failure_returns_its_output() {
        if !require_tool(nvcc_path().is_some(), "nvcc") {
            return;
        }
        let dir = TempDir::new("nvcc-bad");
        let cu = dir.path().join("bad.cu");
        std::fs::write(&cu, "int main() { return undefined_thing; }\n").unwrap();
        match nvcc_compile(&cu, &dir.path().join("bad"), &[]) {
            Err(GpuError::Nvcc { log }) => {
                assert!(log.contains("undefined_thing"), "{log}");
                assert!(log.contains("-O3 -arch=sm_90"), "{log}");
            }
            other => panic!("expected GpuError::Nvcc, got {other:?}"),
        }
    }
}
