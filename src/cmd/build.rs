//! `mint build`: translate a program ([`super::translate`]) and compile it with nvcc into an
//! executable (the multi-GPU program with NCCL, and MPI where asked).

use super::args::{EmitArg, HostArg, KernelArgs, PpArgs, TargetArg, TbArgs};
use super::translate::{
    host_path, multi_gpu_layout, same_file, translate_text, write_files, Settings, Translated,
};
use mint_run::input::{self, Precision};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

// The arguments of `mint build` (the help text is on the variant of `Cmd`).
#[derive(clap::Args)]
pub struct Args {
    /// The annotated C file.
    pub file: PathBuf,
    /// More C sources, objects or libraries to compile and link with the program, as a C
    /// compiler's command line takes them (PolyBench's `utilities/polybench.c`).
    pub more: Vec<PathBuf>,
    /// The executable to write (default: FILE without its extension).
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// `f32` runs the program in single precision.
    #[arg(long, value_enum, default_value_t = Precision::F64)]
    pub precision: Precision,
    #[command(flatten)]
    pub kernels: KernelArgs,
    /// Time every kernel launch (as `translate --timing`).
    #[arg(long)]
    pub timing: bool,
    /// Take tuned nests from `mint tune` reports (as `translate --tuning`).
    #[arg(long)]
    pub tuning: Vec<PathBuf>,
    /// Where the host code goes (as `translate --host`).
    #[arg(long, value_enum, default_value_t = HostArg::C)]
    pub host: HostArg,
    /// The nvcc to use.
    #[arg(long)]
    pub nvcc: Option<PathBuf>,
    /// GPU architecture, e.g. sm_80 (default: the GPU present, else sm_90).
    #[arg(long)]
    pub arch: Option<String>,
    /// Keep the generated sources beside the executable (EXE.cu, EXE.host.c).
    #[arg(long)]
    pub keep: bool,
    /// Compile without FMA contraction (nvcc -fmad=false): every operation rounded as the C
    /// program writes it (not with --plane-sums, which reassociates).
    #[arg(long)]
    pub exact: bool,
    /// Build the multi-GPU program (as `translate --gpus`), linked with NCCL (from
    /// $NCCL_HOME, the nvidia-nccl wheel beside nvcc, or the system).
    #[arg(long)]
    pub gpus: bool,
    /// With --gpus: one MPI rank per GPU (-DMINT_MPI; mpi.h and libmpi from `mpicc`); run it
    /// with `mpirun -np N`.
    #[arg(long, requires = "gpus")]
    pub mpi: bool,
    #[command(flatten)]
    pub tb: TbArgs,
    #[command(flatten)]
    pub pp: PpArgs,
}

/// `mint build`.
pub fn exec(a: Args) -> ExitCode {
    let Args {
        file,
        more,
        output,
        precision,
        kernels,
        timing,
        tuning,
        host,
        nvcc,
        arch,
        keep,
        exact,
        gpus,
        mpi,
        tb,
        pp,
    } = a;
    pp.install();
    if exact && kernels.plane_sums {
        eprintln!("error: --exact keeps the C program's order of operations; --plane-sums reassociates them");
        return ExitCode::from(2);
    }
    if exact && kernels.fast_math {
        eprintln!("error: --exact asks for the CPU's results bit for bit; --fast-math approximates divisions and math functions");
        return ExitCode::from(2);
    }
    let s = Settings {
        kernels,
        target: TargetArg::Cuda,
        emit: EmitArg::Program,
        timing,
        tuning,
        host,
        gpus,
        tb,
    };
    let b = BuildFlags {
        nvcc,
        arch,
        keep,
        exact,
        mpi,
        more,
    };
    build_cmd(&file, precision, output, s, b)
}

/// How `mint build` compiles.
pub struct BuildFlags {
    pub nvcc: Option<PathBuf>,
    pub arch: Option<String>,
    pub keep: bool,
    pub exact: bool,
    /// Multi-GPU program with one MPI rank per GPU.
    pub mpi: bool,
    /// Other sources, objects and libraries linked with the program.
    pub more: Vec<PathBuf>,
}

/// `mint build`: translate into a scratch folder and compile with nvcc.
pub fn build_cmd(
    path: &Path,
    precision: Precision,
    output: Option<PathBuf>,
    s: Settings,
    b: BuildFlags,
) -> ExitCode {
    let BuildFlags {
        nvcc,
        arch,
        keep,
        exact,
        mpi,
        more,
    } = b;
    if let Some(m) = more.iter().find(|m| !m.is_file()) {
        eprintln!(
            "error: {} (to compile and link with the program) is not a file",
            m.display()
        );
        return ExitCode::from(2);
    }
    let gpus = s.gpus;
    let fast_math = s.kernels.fast_math;
    if gpus && !multi_gpu_layout(&s) {
        return ExitCode::from(2);
    }
    // NCCL and MPI flags first: a missing library is found before anything is written.
    let multi_flags = if gpus {
        match multi_gpu_flags(mpi) {
            Ok(f) => f,
            Err(msg) => {
                eprintln!("error: {msg}");
                return ExitCode::from(4);
            }
        }
    } else {
        Vec::new()
    };
    let exe = output.unwrap_or_else(|| path.with_extension(""));
    if let Some(parent) = exe
        .parent()
        .filter(|p| !p.as_os_str().is_empty() && !p.is_dir())
    {
        eprintln!(
            "error: cannot write the executable {}: the folder {} does not exist",
            exe.display(),
            parent.display()
        );
        return ExitCode::from(2);
    }
    if same_file(&exe, path) {
        eprintln!(
            "error: the executable {} would overwrite the input file",
            exe.display()
        );
        return ExitCode::from(2);
    }
    let Some(nvcc) = mint_gpu::find_nvcc_for_build(nvcc) else {
        eprintln!(
            "error: no nvcc: pass --nvcc PATH, set $MINT_NVCC or $CUDA_HOME, or put nvcc on PATH"
        );
        return ExitCode::from(4);
    };
    let arch = arch.unwrap_or_else(detected_arch);
    let stem = exe
        .file_name()
        .map_or("program".into(), |n| n.to_string_lossy().into_owned());
    let dir = if keep {
        exe.parent().map_or(PathBuf::from("."), Path::to_path_buf)
    } else {
        let d = std::env::temp_dir().join(format!("mint-build-{}", std::process::id()));
        if let Err(e) = std::fs::create_dir_all(&d) {
            eprintln!("error: cannot create {}: {e}", d.display());
            return ExitCode::from(3);
        }
        d
    };
    let dir = if dir.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        dir
    };
    let dev = dir.join(format!("{stem}.cu"));
    let split = s.host == HostArg::C;
    let names = (dev.clone(), host_path(&dev));
    let translated = match translate_text(path, precision, s, split.then_some(&names)) {
        Ok(t) => t,
        Err(c) => return c,
    };
    let mut sources = vec![dev.clone()];
    let written = match &translated {
        Translated::One(text, _) => write_files(&[(&dev, text)]),
        Translated::Split(sp) => {
            sources.push(names.1.clone());
            write_files(&[(&dev, &sp.device), (&names.1, &sp.host)])
        }
    };
    if let Err(c) = written {
        return c;
    }
    let mut args: Vec<String> = vec!["-O3".into(), format!("-arch={arch}")];
    if exact {
        args.push("-fmad=false".into());
    }
    if fast_math {
        args.push("--use_fast_math".into());
    }
    args.extend(sources.iter().map(|p| p.display().to_string()));
    args.extend(more.iter().map(|p| p.display().to_string()));
    // Local headers the host code includes are found where the input is.
    if let Some(d) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        args.extend(["-I".into(), d.display().to_string()]);
    }
    for d in &input::preprocessor().include_dirs {
        args.extend(["-I".into(), d.display().to_string()]);
    }
    if let Some(lib) = mint_gpu::nvcc_lib_dir(&nvcc) {
        args.extend(["-L".into(), lib.display().to_string()]);
    }
    if gpus {
        args.extend(nccl_flags(&nvcc));
        args.extend(multi_flags);
    }
    args.push("-lm".into());
    eprintln!(
        "$ {} {} -o {}",
        nvcc.display(),
        args.join(" "),
        exe.display()
    );
    // nvcc writes a temporary beside the executable, renamed over it once complete
    // (`mint_durable`): a failed or killed build leaves the old executable, or none.
    let mut out = None;
    let built = mint_durable::write_with(&exe, |tmp| {
        let o = std::process::Command::new(&nvcc)
            .args(&args)
            .arg("-o")
            .arg(tmp)
            .output();
        let ok = matches!(&o, Ok(o) if o.status.success());
        out = Some(o);
        if ok {
            Ok(())
        } else {
            Err("nvcc failed".into())
        }
    });
    let out = match (built, out) {
        (Err(e), Some(Ok(o))) if o.status.success() => {
            eprintln!("error: {e}");
            return ExitCode::from(3);
        }
        (_, Some(o)) => o,
        (built, None) => {
            if let Err(e) = built {
                eprintln!("error: {e}");
            }
            return ExitCode::from(3);
        }
    };
    let cleanup = || {
        if !keep {
            let _ = std::fs::remove_dir_all(&dir);
        }
    };
    match out {
        Ok(o) if o.status.success() => {
            cleanup();
            eprintln!("built {}", exe.display());
            ExitCode::SUCCESS
        }
        Ok(o) => {
            eprint!("{}", String::from_utf8_lossy(&o.stdout));
            let err = String::from_utf8_lossy(&o.stderr);
            eprint!("{err}");
            // A multi-GPU build without NCCL or MPI is the setup's problem, not mint's.
            for (missing, what) in [
                ("nccl.h", "NCCL's headers: set $NCCL_HOME (include/nccl.h, lib/libnccl.so*) or install the nvidia-nccl-cu13 wheel beside nvcc (bash .ci/run does)"),
                ("nv/target", "CCCL's headers, which nccl.h includes: install the nvidia-cuda-cccl wheel beside nvcc (bash .ci/run does)"),
                ("-lnccl", "libnccl: set $NCCL_HOME or install the nvidia-nccl-cu13 wheel beside nvcc"),
                ("mpi.h", "MPI's headers: install Open MPI's development files (Debian: libopenmpi-dev)"),
            ] {
                if gpus && err.contains(missing) {
                    cleanup();
                    eprintln!("error: the multi-GPU build needs {what}");
                    return ExitCode::from(4);
                }
            }
            eprintln!(
                "error: nvcc failed ({}); the generated sources are kept in {} (this is a bug in mint if the input is valid C: please report it)",
                o.status,
                dir.display()
            );
            ExitCode::from(1)
        }
        Err(e) => {
            cleanup();
            eprintln!("error: cannot run {}: {e}", nvcc.display());
            ExitCode::from(4)
        }
    }
}

/// `-I`/`-L` for NCCL, where it is not on the compiler's default paths: `$NCCL_HOME`, else the
/// `nvidia-nccl` wheel installed beside the nvcc wheel (`nvidia/nccl` next to `nvidia/cu13`);
/// then `-lnccl` (`-l:libnccl.so.2` where only that is there).
pub fn nccl_flags(nvcc: &Path) -> Vec<String> {
    let wheel = nvcc
        .parent()
        .and_then(Path::parent)
        .and_then(Path::parent)
        .map(|nvidia| nvidia.join("nccl"));
    let home = std::env::var_os("NCCL_HOME")
        .map(PathBuf::from)
        .or(wheel)
        .filter(|h| h.join("include/nccl.h").exists());
    let mut v = Vec::new();
    let mut lib = "-lnccl".to_string();
    if let Some(h) = home {
        v.extend([
            "-I".into(),
            h.join("include").display().to_string(),
            "-L".into(),
            h.join("lib").display().to_string(),
        ]);
        // The wheel ships only the versioned library.
        if !h.join("lib/libnccl.so").exists() && h.join("lib/libnccl.so.2").exists() {
            lib = "-l:libnccl.so.2".into();
        }
    }
    v.push(lib);
    v
}

/// `-DMINT_MPI` and MPI's compile and link flags (from `mpicc --showme:compile` and
/// `--showme:link`, Open MPI's wrapper) for an MPI build; nothing otherwise.
pub fn multi_gpu_flags(mpi: bool) -> Result<Vec<String>, String> {
    if !mpi {
        return Ok(Vec::new());
    }
    let mpicc = std::env::var("MPICC").unwrap_or_else(|_| "mpicc".into());
    let show = |what: &str| -> Result<Vec<String>, String> {
        let o = std::process::Command::new(&mpicc)
            .arg(format!("--showme:{what}"))
            .output()
            .map_err(|e| format!("--mpi needs MPI's compiler wrapper `{mpicc}` (for mpi.h and libmpi; set $MPICC): {e}"))?;
        if !o.status.success() {
            return Err(format!(
                "`{mpicc} --showme:{what}` failed ({}); --mpi needs Open MPI's wrapper (or set $MPICC)",
                o.status
            ));
        }
        Ok(String::from_utf8_lossy(&o.stdout)
            .split_whitespace()
            .map(|f| {
                // nvcc takes the host compiler's -pthread and the linker's -Wl,... by name.
                if f == "-pthread" {
                    format!("-Xcompiler={f}")
                } else if let Some(l) = f.strip_prefix("-Wl,") {
                    format!("-Xlinker={l}")
                } else {
                    f.to_string()
                }
            })
            .collect())
    };
    let mut v = vec!["-DMINT_MPI".to_string()];
    v.extend(show("compile")?);
    v.extend(show("link")?);
    Ok(v)
}

/// The architecture of GPU 0 (`sm_90` on an H100), or sm_90 without a GPU.
pub fn detected_arch() -> String {
    if mint_gpu::driver_available() {
        if let Ok(g) = mint_gpu::Gpu::open(0) {
            return g.info().arch();
        }
    }
    mint_gpu::DEFAULT_NVCC_ARCH.to_string()
}
