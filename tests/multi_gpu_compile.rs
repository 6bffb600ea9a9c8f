//! The multi-GPU programs mint writes compile: every `kernels/*.c`, translated with `--gpus`,
//! compiles with nvcc for `sm_90` against NCCL's headers (the `nvidia-nccl-cu13` wheel that
//! `.ci/run` installs beside nvcc), as the one-process build and as the MPI build (`-DMINT_MPI`,
//! with `mpicc`'s flags); `mint build --gpus` and `mint build --gpus --mpi` link a whole program
//! against libnccl (and libmpi); time-blocked programs (`--gpus --time-block 4`) compile too. The
//! compiles run in parallel, `-c` to object files.
//!
//! Without nvcc or NCCL's headers the tests print `[SKIP]` and pass, unless
//! `MINT_REQUIRE_CUDA_TOOLS=1` (as `bash .ci/test` sets); without `mpicc` the MPI builds are
//! skipped with a note (CI installs Debian's `libopenmpi-dev` where it can).

mod common;

use common::{kernel_files, par_map, require_tool, run_cmd, stem, workers, TempDir};
use mint_gpu::nvcc_path;
use std::path::{Path, PathBuf};
use std::process::Command;

/// NCCL's folder (`include/nccl.h`, `lib/`): `$NCCL_HOME`, else the wheel beside nvcc, if its
/// headers and CCCL's (`nv/target`, which `nccl.h` includes through `cuda_fp16.h`) are there.
fn nccl_home(nvcc: &Path) -> Option<PathBuf> {
    let cuda = nvcc.parent()?.parent()?;
    if !cuda.join("include/nv/target").exists() {
        return None;
    }
    std::env::var_os("NCCL_HOME")
        .map(PathBuf::from)
        .or_else(|| cuda.parent().map(|n| n.join("nccl")))
        .filter(|h| h.join("include/nccl.h").exists())
}

/// `mpicc --showme:compile` words, if Open MPI's wrapper is there.
fn mpi_compile_flags() -> Option<Vec<String>> {
    let o = Command::new("mpicc")
        .arg("--showme:compile")
        .output()
        .ok()?;
    o.status.success().then(|| {
        String::from_utf8_lossy(&o.stdout)
            .split_whitespace()
            .map(str::to_string)
            .collect()
    })
}

#[test]
fn nvcc_compiles_every_multi_gpu_program_with_and_without_mpi() {
    let nvcc = nvcc_path();
    let home = nvcc.as_deref().and_then(nccl_home);
    if !require_tool(
        home.is_some(),
        "nvcc with NCCL's and CCCL's headers (bash .ci/run installs the wheels)",
    ) {
        return;
    }
    let (nvcc, home) = (nvcc.expect("checked"), home.expect("checked"));
    let mpi = mpi_compile_flags();
    if mpi.is_none() {
        println!(
            "[NOTE] no mpicc (Debian: libopenmpi-dev): the -DMINT_MPI builds are not compiled"
        );
    }
    let dir = TempDir::new("multi-nvcc");
    // (program, MPI build, fused time steps)
    let mut jobs: Vec<(PathBuf, bool, bool)> = Vec::new();
    for f in kernel_files() {
        jobs.push((f.clone(), false, false));
        if mpi.is_some() {
            jobs.push((f, true, false));
        }
    }
    // Temporal blocking on several GPUs: one nest and a swap (also under MPI: the agreement of
    // the ranks), plane sums with a source term, two nests, 2-D.
    for (p, with_mpi) in [
        ("heat3d_7pt", mpi.is_some()),
        ("heat3d_7pt", false),
        ("poisson3d_19pt", false),
        ("heat3d_polybench", false),
        ("heat2d_5pt", false),
    ] {
        jobs.push((
            common::root().join(format!("kernels/{p}.c")),
            with_mpi,
            true,
        ));
    }
    jobs.dedup();
    let started = std::time::Instant::now();
    let errors: Vec<String> = par_map(&jobs, workers(), |(file, with_mpi, tb)| {
        let name = format!(
            "{}{}{}",
            stem(file),
            if *with_mpi { "_mpi" } else { "" },
            if *tb { "_tb" } else { "" }
        );
        let cu = dir.path().join(format!("{name}.cu"));
        let file_arg = file.display().to_string();
        let cu_arg = cu.display().to_string();
        let mut args = vec!["translate", &file_arg, "--gpus", "-o", &cu_arg];
        if *tb {
            args.extend(["--time-block", "4"]);
        }
        let (code, _, err) = common::mint(&args);
        if code != Some(0) {
            return Some(format!("{name}: mint translate --gpus failed:\n{err}"));
        }
        let mut cmd = Command::new(&nvcc);
        cmd.args(["-O3", "-arch=sm_90", "-c", "-Werror=all-warnings"])
            .arg(&cu)
            .arg("-o")
            .arg(dir.path().join(format!("{name}.o")))
            .arg("-I")
            .arg(home.join("include"));
        if *with_mpi {
            cmd.arg("-DMINT_MPI")
                .args(mpi.as_deref().unwrap_or_default());
        }
        let host = cu.with_extension("host.c");
        let host_ok = run_cmd(
            Command::new("gcc")
                .args([
                    "-std=c99",
                    "-Wall",
                    "-Werror=implicit-function-declaration",
                    "-c",
                ])
                .arg(&host)
                .arg("-o")
                .arg(dir.path().join(format!("{name}.host.o"))),
        );
        run_cmd(&mut cmd)
            .and(host_ok)
            .err()
            .map(|e| format!("{name}: the multi-GPU program does not compile:\n{e}"))
    })
    .into_iter()
    .flatten()
    .collect();
    println!(
        "{} multi-GPU programs compiled in {:.1} s",
        jobs.len(),
        started.elapsed().as_secs_f64()
    );
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}

#[test]
fn mint_build_gpus_links_with_nccl_and_with_mpi() {
    let nvcc = nvcc_path();
    if !require_tool(
        nvcc.as_deref().and_then(nccl_home).is_some(),
        "nvcc with NCCL's and CCCL's headers (bash .ci/run installs the wheels)",
    ) {
        return;
    }
    let dir = TempDir::new("multi-build");
    let mut builds = vec![("kernels/heat3d_7pt.c", "heat", false)];
    if mpi_compile_flags().is_some() {
        builds.push(("kernels/jacobi2d_residual.c", "jacobi_mpi", true));
    } else {
        println!("[NOTE] no mpicc: mint build --gpus --mpi is not linked");
    }
    let results = par_map(&builds, workers(), |(file, name, mpi)| {
        let exe = dir.path().join(name);
        let exe_s = exe.display().to_string();
        let mut args = vec!["build", file, "--gpus", "-o", &exe_s];
        if *mpi {
            args.push("--mpi");
        }
        let (code, _, err) = common::mint(&args);
        (code == Some(0) && exe.exists())
            .then_some(())
            .ok_or(format!("mint {}: {err}", args.join(" ")))
    });
    for r in results {
        r.unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn mint_build_mpi_needs_gpus() {
    let (code, _, err) = common::mint(&["build", "kernels/heat3d_7pt.c", "--mpi"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--gpus"), "{err}");
}

#[test]
fn nvcc_compiles_the_hand_written_nccl_reference_in_both_precisions() {
    let nvcc = nvcc_path();
    let home = nvcc.as_deref().and_then(nccl_home);
    if !require_tool(
        home.is_some(),
        "nvcc with NCCL's and CCCL's headers (bash .ci/run installs the wheels)",
    ) {
        return;
    }
    let (nvcc, home) = (nvcc.expect("checked"), home.expect("checked"));
    let dir = TempDir::new("multi-hand");
    let cu = common::root().join("kernels/hand/multi/heat3d_7pt_nccl.cu");
    let errors: Vec<String> = par_map(&["double", "float"], workers(), |real| {
        run_cmd(
            Command::new(&nvcc)
                .args(["-O3", "-arch=sm_90", "-c", "-Werror=all-warnings"])
                .arg(format!("-DREAL={real}"))
                .arg(&cu)
                .arg("-o")
                .arg(dir.path().join(format!("hand_{real}.o")))
                .arg("-I")
                .arg(home.join("include")),
        )
        .err()
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}
