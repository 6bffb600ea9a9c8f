//! The CUDA mint writes compiles:
//! - every `kernels/*.c` (and an inline program with `reduction(+)` and `reduction(max)` nests),
//!   translated by `mint translate -O0..-O3`, compiles with nvcc for `sm_90` (`-c` to an object
//!   file: linking adds nothing here and costs time); the compiles run in parallel, one test per
//!   level so that a failure names its level;
//! - every kernel of `mint_emit::kernels_source` compiles alone with NVRTC for `sm_90`, and the
//!   whole `--emit kernels` text at every level has a PTX `.entry` for each `mint_kernel_N`.
//!
//! Without nvcc or NVRTC the tests print `[SKIP]` and pass, unless `MINT_REQUIRE_CUDA_TOOLS=1`
//! (as `bash .ci/test` sets), when they fail.

mod common;

use common::{
    analyze_src, kernel_files, par_map, require_tool, run_cmd, split_kernels, stem, translate_cli,
    workers, TempDir, REDUCTION_PROGRAM,
};
use mint_gpu::{compile_kernel, nvcc_path, nvrtc_available, CompileOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The inputs: `kernels/*.c`, the reduction program, and the heat program written as plain C
/// allocates (`malloc` without casts, which C++ rejects unless mint adds them), written into
/// `dir`.
fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut v = kernel_files();
    let red = dir.join("residual3d.c");
    std::fs::write(&red, REDUCTION_PROGRAM).expect("write the reduction program");
    v.push(red);
    let heat = std::fs::read_to_string(common::root().join("kernels/heat3d_7pt.c")).expect("read");
    let uncast = heat
        .replace("(double ***)malloc", "malloc")
        .replace("(double **)malloc", "malloc")
        .replace("(double *)malloc", "malloc");
    assert!(
        !uncast.contains(")malloc"),
        "heat3d_7pt.c changed: update this test"
    );
    let plain = dir.join("heat3d_uncast_malloc.c");
    std::fs::write(&plain, uncast).expect("write the uncast program");
    v.push(plain);
    v
}

/// Whether `file`'s host code is C99 that C++ rejects: a function parameter declared as an array
/// with a run-time extent (`double A[n][n][n]`, PolyBench's C99 prototypes). Such a program is
/// compiled in the default C host layout (X.cu and X.host.c), as `mint translate` writes it;
/// the one-file layout (`--host cuda`) needs host code that is C++ too.
fn c99_parameters(file: &Path) -> bool {
    let src = std::fs::read_to_string(file).expect("read input");
    let tu = mint_lang::parse(&src).expect("the input parses");
    tu.items.iter().any(|i| match i {
        mint_lang::ast::Item::Function(f) => f.params.iter().any(|p| {
            p.ty.dims
                .iter()
                .flatten()
                .any(|e| mint_analyzer::int_const(e).is_none())
        }),
        _ => false,
    })
}

/// `mint translate file args -o dir/name.cu` in the default layout, both files compiled with
/// nvcc (`-c`).
fn compile_split(
    nvcc: &Path,
    file: &Path,
    args: &[&str],
    dir: &Path,
    name: &str,
) -> Result<(), String> {
    let cu = dir.join(format!("{name}.cu"));
    let out = Command::new(common::mint_bin())
        .arg("translate")
        .arg(file)
        .args(args)
        .arg("-o")
        .arg(&cu)
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!(
            "{name}: mint translate {args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    for (src, obj) in [(cu.clone(), "o"), (cu.with_extension("host.c"), "host.o")] {
        run_cmd(
            Command::new(nvcc)
                .args(["-O3", "-arch=sm_90", "-c"])
                .arg(&src)
                .arg("-o")
                .arg(dir.join(format!("{name}.{obj}"))),
        )
        .map_err(|e| format!("{name}: nvcc rejects {}:\n{e}", src.display()))?;
    }
    Ok(())
}

/// The `mint_kernel_N` names of a program, from the analysis.
/// Every nest has two kernels: `mint_kernel_N` (32-bit indices) and `mint_kernel_N_i64`.
fn kernel_names(file: &Path) -> Vec<String> {
    let src = std::fs::read_to_string(file).expect("read input");
    analyze_src(&src, &stem(file))
        .nests()
        .flat_map(|n| {
            [
                format!("mint_kernel_{}", n.id),
                format!("mint_kernel_{}_i64", n.id),
            ]
        })
        .collect()
}

/// One nvcc test and one NVRTC test per level, so that a failure names its level.
macro_rules! per_level {
    ($($nvcc:ident, $nvrtc:ident => $level:literal;)*) => {
        $(
            #[test]
            fn $nvcc() {
                nvcc_compiles_every_program_at(&[$level]);
            }
            #[test]
            fn $nvrtc() {
                nvrtc_compiles_emit_kernels_at(&[$level]);
            }
        )*
    };
}

per_level! {
    nvcc_compiles_every_program_at_o0, nvrtc_compiles_emit_kernels_at_o0 => 0;
    nvcc_compiles_every_program_at_o1, nvrtc_compiles_emit_kernels_at_o1 => 1;
    nvcc_compiles_every_program_at_o2, nvrtc_compiles_emit_kernels_at_o2 => 2;
    nvcc_compiles_every_program_at_o3, nvrtc_compiles_emit_kernels_at_o3 => 3;
}

fn nvcc_compiles_every_program_at(levels: &[u8]) {
    if !require_tool(nvcc_path().is_some(), "nvcc") {
        return;
    }
    let nvcc = nvcc_path().expect("checked");
    let dir = TempDir::new("cuda-nvcc");
    let jobs: Vec<(PathBuf, u8)> = inputs(dir.path())
        .into_iter()
        .flat_map(|f| levels.iter().map(move |&l| (f.clone(), l)))
        .collect();
    let started = std::time::Instant::now();
    let results = par_map(&jobs, workers(), |(file, level)| -> Result<(), String> {
        let name = format!("{}.O{level}", stem(file));
        if c99_parameters(file) {
            return compile_split(&nvcc, file, &[&format!("-O{level}")], dir.path(), &name);
        }
        let cu_text = translate_cli(file, &[&format!("-O{level}")]);
        let cu = dir.path().join(format!("{name}.cu"));
        std::fs::write(&cu, &cu_text).map_err(|e| e.to_string())?;
        let obj = dir.path().join(format!("{name}.o"));
        run_cmd(
            Command::new(&nvcc)
                .args(["-O3", "-arch=sm_90", "-c"])
                .arg(&cu)
                .arg("-o")
                .arg(&obj),
        )
        .map(|_| ())
        .map_err(|e| {
            format!(
                "{name}: nvcc rejects `mint translate {} -O{level}`:\n{e}",
                file.display()
            )
        })
    });
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    println!(
        "nvcc: {} programs at {levels:?} in {:.1} s on {} threads",
        jobs.len() / levels.len(),
        started.elapsed().as_secs_f64(),
        workers()
    );
    assert!(
        failures.is_empty(),
        "{} of {} nvcc compiles failed (mint's CUDA output must compile unedited):\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}

#[test]
fn nvrtc_compiles_every_kernel_alone() {
    if !require_tool(nvrtc_available(), "NVRTC (libnvrtc.so.13)") {
        return;
    }
    let dir = TempDir::new("cuda-nvrtc");
    let opts = CompileOptions::default();
    assert_eq!(opts.arch, "sm_90");
    // (program, kernel name, kernel text) for every kernel of every program.
    let mut jobs: Vec<(String, String, String)> = Vec::new();
    for file in inputs(dir.path()) {
        let src = std::fs::read_to_string(&file).expect("read input");
        let base = file
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let p = analyze_src(&src, &base);
        let text = mint_emit::kernels_source(&p, &base, &src);
        let kernels = split_kernels(&text);
        let mut names: Vec<&str> = kernels.iter().map(|k| k.name.as_str()).collect();
        names.retain(|n| n.starts_with("mint_kernel_"));
        assert_eq!(
            names,
            kernel_names(&file),
            "{base}: kernels_source should hold mint_kernel_N and mint_kernel_N_i64 per nest, in order"
        );
        assert_eq!(
            kernels.iter().map(|k| k.text.as_str()).collect::<String>(),
            text,
            "{base}: the kernels split apart should make up the whole text"
        );
        jobs.extend(kernels.into_iter().map(|k| (base.clone(), k.name, k.text)));
    }
    let results = par_map(&jobs, workers(), |(base, name, text)| {
        compile_kernel(text, name, &opts)
            .map_err(|e| {
                format!(
                    "{base}: {name} does not compile alone with NVRTC:\n{e}\n--- source:\n{text}"
                )
            })
            .and_then(|c| {
                if c.ptx.contains(".target sm_90") {
                    Ok(())
                } else {
                    Err(format!("{base}: {name}: the PTX is not for sm_90"))
                }
            })
    });
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(
        failures.is_empty(),
        "{} of {} kernels failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}

fn nvrtc_compiles_emit_kernels_at(levels: &[u8]) {
    if !require_tool(nvrtc_available(), "NVRTC (libnvrtc.so.13)") {
        return;
    }
    let dir = TempDir::new("cuda-nvrtc-levels");
    let jobs: Vec<(PathBuf, u8)> = inputs(dir.path())
        .into_iter()
        .flat_map(|f| levels.iter().map(move |&l| (f.clone(), l)))
        .collect();
    let results = par_map(&jobs, workers(), |(file, level)| -> Result<(), String> {
        let name = format!("{} -O{level}", stem(file));
        let text = translate_cli(file, &["--emit", "kernels", &format!("-O{level}")]);
        let expected = kernel_names(file);
        let first = expected.first().ok_or(format!("{name}: no nests"))?;
        let c = compile_kernel(&text, first, &CompileOptions::default()).map_err(|e| {
            format!(
                "{name}: `--emit kernels` does not compile with NVRTC:\n{e}\n--- source:\n{text}"
            )
        })?;
        let entries = c.entry_points();
        let missing: Vec<&String> = expected
            .iter()
            .filter(|k| !entries.contains(&k.as_str()))
            .collect();
        if missing.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{name}: the PTX lacks {missing:?} (its entries: {entries:?})"
            ))
        }
    });
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(
        failures.is_empty(),
        "{} of {} compiles failed:\n\n{}",
        failures.len(),
        jobs.len(),
        failures.join("\n\n")
    );
}

/// Translate `file` to NVRTC kernels with `args` (a switched shape) in `prec`; when the output
/// has the shape (`marker` in a kernel header), compile its first kernel with NVRTC, panicking
/// on an error. Whether the shape applied.
fn compiles_switched(file: &Path, args: &[&str], prec: &str, marker: &str) -> bool {
    let mut all = vec!["--emit", "kernels", "--precision", prec];
    all.extend_from_slice(args);
    let text = translate_cli(file, &all);
    if !text.contains(marker) {
        return false;
    }
    let first = kernel_names(file).remove(0);
    if let Err(e) = compile_kernel(&text, &first, &CompileOptions::default()) {
        panic!(
            "{} ({prec}, {args:?}): does not compile:\n{e}\n{text}",
            file.display()
        );
    }
    true
}

/// Plane sums (`--plane-sums` at -O2, z-chunked schedule), one point and 4x2-point groups per
/// thread: every 3D program's kernels compile with NVRTC in both precisions, and the linear ones
/// really get plane-sum kernels.
#[test]
fn nvrtc_compiles_plane_sum_kernels() {
    if !require_tool(nvrtc_available(), "NVRTC (libnvrtc.so.13)") {
        return;
    }
    let mut with_sums = 0;
    for file in kernel_files() {
        let src = std::fs::read_to_string(&file).expect("read");
        let p = analyze_src(&src, &stem(&file));
        if !p.nests().all(|n| n.parallel == 3) {
            continue;
        }
        for (tile, chunk) in [("32,4,16", "1,1,16"), ("128,8,16", "4,2,16")] {
            for prec in ["f64", "f32"] {
                let args = ["-O2", "--plane-sums", "--tile", tile, "--chunk", chunk];
                with_sums += compiles_switched(&file, &args, prec, "-O2: plane sums of") as usize;
            }
        }
    }
    // heat 7-point (double and float), Poisson 7- and 19-point, 13- and 27-point: 6 programs,
    // 2 schedules, 2 precisions.
    assert!(with_sums >= 24, "only {with_sums} compiles got plane sums");
}

/// Vector x (`--vector-x` at -O1, 4 consecutive x points per thread): every 2D and 3D
/// program's kernels compile with NVRTC in both precisions, and the stencils without
/// reductions really get vector-x kernels.
#[test]
fn nvrtc_compiles_vector_x_kernels() {
    if !require_tool(nvrtc_available(), "NVRTC (libnvrtc.so.13)") {
        return;
    }
    let mut with_vx = 0;
    for file in kernel_files() {
        let src = std::fs::read_to_string(&file).expect("read");
        let p = analyze_src(&src, &stem(&file));
        let dims = p.nests().map(|n| n.parallel).max().unwrap_or(1);
        let (tile, chunk) = match dims {
            3 => ("128,4,8", "4,1,8"),
            2 => ("128,4", "4,2"),
            _ => continue,
        };
        for prec in ["f64", "f32"] {
            let args = ["-O1", "--vector-x", "--tile", tile, "--chunk", chunk];
            let marker = ": vector x, 4 consecutive points per thread";
            with_vx += compiles_switched(&file, &args, prec, marker) as usize;
        }
    }
    // Every 3D program and both 2D ones (Jacobi's update nest), in two precisions.
    assert!(with_vx >= 16, "only {with_vx} programs got vector x");
}

/// `mint translate --time-block 3` of every `kernels/*.c` (the default layout: kernels, fused
/// kernels and launchers in X.cu, the C host file X.host.c) compiles with nvcc; every program
/// but the one whose time loop also computes a residual has its time loop fused, and that one
/// says why not.
#[test]
fn nvcc_compiles_every_time_blocked_program() {
    if !require_tool(nvcc_path().is_some(), "nvcc") {
        return;
    }
    let nvcc = nvcc_path().expect("checked");
    let dir = TempDir::new("cuda-nvcc-tb");
    let files = kernel_files();
    let results = par_map(&files, workers(), |file| -> Result<(), String> {
        let name = format!("{}.tb", stem(file));
        let out = Command::new(common::mint_bin())
            .arg("translate")
            .arg(file)
            .args(["--time-block", "3", "-o"])
            .arg(dir.path().join(format!("{name}.cu")))
            .env("NO_COLOR", "1")
            .output()
            .map_err(|e| e.to_string())?;
        let err = String::from_utf8_lossy(&out.stderr);
        if !out.status.success() {
            return Err(format!("{name}: mint translate --time-block 3: {err}"));
        }
        let text = std::fs::read_to_string(dir.path().join(format!("{name}.cu")))
            .map_err(|e| e.to_string())?;
        let fused = text.contains("mint_tb_flush_");
        let residual = stem(file) == "jacobi2d_residual";
        if fused == residual {
            return Err(format!("{name}: fused {fused}\n{err}"));
        }
        if residual
            && !err.contains("stays one step per launch: line 53: the nest has a reduction (`sum`)")
        {
            return Err(format!("{name}: no note says why\n{err}"));
        }
        compile_split(&nvcc, file, &["--time-block", "3"], dir.path(), &name)
    });
    let failures: Vec<String> = results.into_iter().filter_map(Result::err).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The tuners' device comparison kernel (`mint_run::verify_device`) compiles with NVRTC for
/// `sm_90` with its options (no contraction), both entry points in the PTX.
#[test]
fn the_device_comparison_kernel_compiles_with_nvrtc() {
    if !require_tool(nvrtc_available(), "NVRTC") {
        return;
    }
    use mint_run::verify_device::{compile_options, kernel_source, ENTRY_F32, ENTRY_F64};
    let opts = compile_options("sm_90");
    assert!(opts.nvrtc_args().iter().any(|a| a == "--fmad=false"));
    let c = compile_kernel(&kernel_source(), ENTRY_F64, &opts).expect("NVRTC compiles it");
    let entries = c.entry_points();
    assert!(
        entries.contains(&ENTRY_F64) && entries.contains(&ENTRY_F32),
        "{entries:?}"
    );
    // No fused multiply-add in the bound (the host rounds the product and the sum apart).
    assert!(!c.ptx.contains("fma.rn.f64"), "{}", c.ptx);
}
