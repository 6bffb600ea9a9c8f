//! The corpus (`tests/corpus/`): stencil programs written the way public C codes are written
//! (PolyBench/C's VLA parameters and pointer-to-array allocations, Parboil's index macro and flat
//! `float` arrays, a solver's `malloc` without casts and hand-linearized subscripts, `#ifdef` and
//! `-D` variants), with only `#pragma mint` lines added. For every program (and -D variant):
//! - the `--target openmp` translation, built with gcc, prints what the plain C program prints;
//! - `mint build` makes an executable at -O0 and at -O3 (nvcc; the host side stays C);
//! - `mint run --emulate` verifies every nest on the CPU emulator against the reference.
//!
//! - `mint translate` says no warning.
//!
//! The in-place Gauss-Seidel program must be refused (its nest is not parallel).

mod common;

use common::{close, mint, numbers, par_map, require_tool, root, run_cmd, stem, workers, TempDir};
use std::path::{Path, PathBuf};
use std::process::Command;

/// A corpus program with the preprocessor flags of one of its variants.
struct Case {
    file: &'static str,
    defines: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        file: "heat3d_polybench.c",
        defines: &[],
    },
    Case {
        file: "jacobi1d_polybench.c",
        defines: &[],
    },
    Case {
        file: "jacobi2d_polybench.c",
        defines: &[],
    },
    Case {
        file: "fdtd2d_polybench.c",
        defines: &[],
    },
    Case {
        file: "stencil7_parboil.c",
        defines: &[],
    },
    Case {
        file: "poisson_flat.c",
        defines: &[],
    },
    Case {
        file: "heat2d_ifdef.c",
        defines: &[],
    },
    Case {
        file: "heat2d_ifdef.c",
        defines: &["USE_FLOAT"],
    },
    Case {
        file: "heat2d_ifdef.c",
        defines: &["RADIUS=2"],
    },
    Case {
        file: "heat2d_ifdef.c",
        defines: &["USE_FLOAT", "RADIUS=2"],
    },
    Case {
        file: "advdiff2d_flat_ghosts.c",
        defines: &[],
    },
    Case {
        file: "heat3d_sweep_fn.c",
        defines: &[],
    },
    Case {
        file: "wave2d_level_table.c",
        defines: &[],
    },
    Case {
        file: "grayscott2d.c",
        defines: &[],
    },
    Case {
        file: "heat2d_commas.c",
        defines: &[],
    },
    Case {
        file: "heat3d_restrict.c",
        defines: &[],
    },
    Case {
        file: "wave2d_typedef.c",
        defines: &[],
    },
    Case {
        file: "advect2d_minmod.c",
        defines: &[],
    },
    Case {
        file: "heat3d_neumann.c",
        defines: &[],
    },
    Case {
        file: "diffusion_helpers.c",
        defines: &[],
    },
    Case {
        file: "jacobi2d_converge.c",
        defines: &[],
    },
    Case {
        file: "poisson_operator.c",
        defines: &[],
    },
    Case {
        file: "heat2d_parity.c",
        defines: &[],
    },
    Case {
        file: "sor3d_redblack.c",
        defines: &[],
    },
    Case {
        file: "gs2d_redblack_stride.c",
        defines: &[],
    },
    Case {
        file: "sor3d_colour_stride.c",
        defines: &[],
    },
    Case {
        file: "upwind2d_branches.c",
        defines: &[],
    },
    Case {
        file: "conduct2d_struct.c",
        defines: &[],
    },
    Case {
        file: "relax2d_pick_args.c",
        defines: &[],
    },
    Case {
        file: "heat3d_global_pointers.c",
        defines: &[],
    },
    Case {
        file: "conduct3d_harmonic.c",
        defines: &[],
    },
    Case {
        file: "heat3d_guarded_c89.c",
        defines: &[],
    },
    Case {
        file: "diffuse2d_skip_edges.c",
        defines: &[],
    },
    Case {
        file: "smooth2d_linear_index.c",
        defines: &[],
    },
    Case {
        file: "heat3d_linear_index.c",
        defines: &[],
    },
    Case {
        file: "heat3d_linear_rem.c",
        defines: &[],
    },
    Case {
        file: "diffuse2d_fortran_index.c",
        defines: &[],
    },
    Case {
        file: "hotspot2d_regions.c",
        defines: &[],
    },
    Case {
        file: "jacobi3d_levels_global.c",
        defines: &[],
    },
    Case {
        file: "jacobi2d_row_pointers.c",
        defines: &[],
    },
    Case {
        file: "wave3d_order8.c",
        defines: &[],
    },
    Case {
        file: "blur2d_omp.c",
        defines: &[],
    },
    Case {
        file: "diffuse2d_clamped.c",
        defines: &[],
    },
    Case {
        file: "heat2d_struct.c",
        defines: &[],
    },
    Case {
        file: "heat3d_periodic.c",
        defines: &[],
    },
    Case {
        file: "gauss5_clamped.c",
        defines: &[],
    },
    Case {
        file: "jacobi3d_int64.c",
        defines: &[],
    },
    Case {
        file: "heat2d_options.c",
        defines: &[],
    },
    Case {
        file: "laplace2d_ptrarith.c",
        defines: &[],
    },
    Case {
        file: "flow2d_flags.c",
        defines: &[],
    },
    Case {
        file: "smooth2d_bytemask.c",
        defines: &[],
    },
    Case {
        file: "heat3d_planetype.c",
        defines: &[],
    },
    Case {
        file: "heat3d_static_alias.c",
        defines: &[],
    },
    Case {
        file: "layered3d_profiles.c",
        defines: &[],
    },
    Case {
        file: "stretched2d_metrics.c",
        defines: &[],
    },
    Case {
        file: "heat2d_buffer_table.c",
        defines: &[],
    },
    Case {
        file: "heat2d_manufactured.c",
        defines: &[],
    },
    Case {
        file: "box27_float_double.c",
        defines: &[],
    },
    Case {
        file: "life2d_int.c",
        defines: &[],
    },
    Case {
        file: "poisson2d_check_every.c",
        defines: &[],
    },
    Case {
        file: "heat2d_output_every.c",
        defines: &[],
    },
    Case {
        file: "wave2d_point_source.c",
        defines: &[],
    },
    Case {
        file: "heat2d_flat_neumann.c",
        defines: &[],
    },
    Case {
        file: "diffuse2d_walls_first.c",
        defines: &[],
    },
    Case {
        file: "heat3d_insulated_box.c",
        defines: &[],
    },
    Case {
        file: "heat2d_hot_wall.c",
        defines: &[],
    },
];

fn path(c: &Case) -> PathBuf {
    root().join("tests/corpus").join(c.file)
}

fn label(c: &Case) -> String {
    if c.defines.is_empty() {
        c.file.to_string()
    } else {
        format!("{} -D{}", c.file, c.defines.join(" -D"))
    }
}

/// `-D X` arguments for mint and for gcc.
fn define_args(c: &Case) -> Vec<String> {
    c.defines.iter().map(|d| format!("-D{d}")).collect()
}

/// The plain program (gcc, pragmas ignored) and mint's OpenMP translation print the same.
fn openmp_agrees(c: &Case, dir: &Path) -> Result<(), String> {
    let src = path(c);
    let name = format!("{}_{}", stem(&src), c.defines.join("_").replace('=', ""));
    let serial = dir.join(format!("{name}.serial"));
    let defs = define_args(c);
    run_cmd(
        Command::new("gcc")
            .args(["-O2", "-std=c99"])
            .args(&defs)
            .arg(&src)
            .arg("-o")
            .arg(&serial)
            .arg("-lm"),
    )
    .map_err(|e| format!("{}: the original does not build:\n{e}", label(c)))?;
    let omp_c = dir.join(format!("{name}.omp.c"));
    let mut args = vec!["translate".to_string(), src.display().to_string()];
    args.extend(defs.iter().cloned());
    args.extend(["--target".into(), "openmp".into(), "-o".into()]);
    args.push(omp_c.display().to_string());
    let argv: Vec<&str> = args.iter().map(String::as_str).collect();
    let (code, _, err) = mint(&argv);
    if code != Some(0) {
        return Err(format!(
            "{}: translate --target openmp failed:\n{err}",
            label(c)
        ));
    }
    let omp = dir.join(format!("{name}.omp"));
    run_cmd(
        Command::new("gcc")
            .args(["-O2", "-std=c99", "-fopenmp"])
            .arg("-I")
            .arg(root().join("tests/corpus"))
            .arg(&omp_c)
            .arg("-o")
            .arg(&omp)
            .arg("-lm"),
    )
    .map_err(|e| format!("{}: the OpenMP output does not build:\n{e}", label(c)))?;
    let a = run_cmd(&mut Command::new(&serial))?;
    let b = run_cmd(Command::new(&omp).env("OMP_NUM_THREADS", "3"))?;
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    let same = la.len() == lb.len()
        && la.iter().zip(&lb).all(|(x, y)| {
            let ((sx, nx), (sy, ny)) = (numbers(x), numbers(y));
            sx == sy
                && nx.len() == ny.len()
                && nx.iter().zip(&ny).all(|(p, q)| close(*p, *q, 1e-12))
        });
    if same && !la.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{}: outputs differ\n--- gcc:\n{a}--- mint --target openmp:\n{b}",
            label(c)
        ))
    }
}

#[test]
fn openmp_translation_prints_what_the_c_program_prints() {
    let dir = TempDir::new("corpus-omp");
    let errors: Vec<String> = par_map(CASES, workers(), |c| openmp_agrees(c, dir.path()))
        .into_iter()
        .filter_map(Result::err)
        .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}

/// The idioms that are stencils only through plane views, nominal subscripts or coefficient
/// arrays of lower rank (profiles, maps) get optimised kernels: `mint translate -O3` says of
/// none of their nests that it stays at -O0.
#[test]
fn parity_planes_and_boundary_neighbours_are_optimised() {
    let dir = TempDir::new("corpus-levels");
    for file in [
        "heat2d_parity.c",
        "diffuse2d_clamped.c",
        "heat3d_periodic.c",
        "gauss5_clamped.c",
        "layered3d_profiles.c",
    ] {
        let src = root().join("tests/corpus").join(file);
        let out = dir.path().join(file.replace(".c", ".cu"));
        let (code, _, err) = mint(&[
            "translate",
            &src.display().to_string(),
            "-O3",
            "-o",
            &out.display().to_string(),
        ]);
        assert_eq!(code, Some(0), "{file}: {err}");
        assert!(!err.contains("-O0"), "{file} stays at -O0:\n{err}");
        let cu = std::fs::read_to_string(&out).expect("kernels");
        assert!(cu.contains("staged"), "{file}: no staged array:\n{cu}");
    }
}

#[test]
fn mint_build_makes_an_executable_at_o0_and_o3() {
    if !require_tool(mint_gpu::nvcc_path().is_some(), "nvcc") {
        return;
    }
    let dir = TempDir::new("corpus-build");
    let jobs: Vec<(&Case, &str)> = CASES
        .iter()
        .flat_map(|c| [(c, "-O0"), (c, "-O3")])
        .collect();
    let errors: Vec<String> = par_map(&jobs, workers(), |(c, level)| {
        let exe = dir.path().join(format!(
            "{}{}{}",
            stem(&path(c)),
            c.defines.join("_").replace('=', ""),
            level
        ));
        let mut args = vec!["build".to_string(), path(c).display().to_string()];
        args.extend(define_args(c));
        args.extend([level.to_string(), "-o".into(), exe.display().to_string()]);
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = mint(&argv);
        if code == Some(0) && exe.is_file() {
            Ok(())
        } else {
            Err(format!(
                "{} {level}: mint build failed ({code:?}):\n{err}",
                label(c)
            ))
        }
    })
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}

#[test]
fn the_emulator_verifies_every_nest() {
    let errors: Vec<String> = par_map(CASES, workers(), |c| {
        let mut args = vec!["run".to_string(), "--emulate".into(), "-O3".into()];
        args.extend(["--size".into(), "24".into()]);
        args.extend(define_args(c));
        args.push(path(c).display().to_string());
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, out, err) = mint(&argv);
        let results = out
            .lines()
            .filter(|l| l.trim_start().starts_with("mint_kernel_"));
        let nests = results.clone().count();
        let verified = results.filter(|l| l.contains(": verified")).count();
        // A nest that covers little of its array (a bound from a guessed value) checks little.
        let covered = !out.contains("most of the array is not checked");
        if code == Some(0) && nests > 0 && nests == verified && covered {
            Ok(())
        } else {
            Err(format!(
                "{}: run --emulate ({code:?}):\n{out}{err}",
                label(c)
            ))
        }
    })
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}

#[test]
fn correct_programs_translate_without_warnings() {
    // A warning on a correct program (a false dependence, a type it could not read) teaches
    // users to ignore warnings; every corpus program but the Gauss-Seidel one is correct.
    let errors: Vec<String> = par_map(CASES, workers(), |c| {
        let dir = TempDir::new("corpus-warn");
        let out = dir.path().join("x.cu");
        let mut args = vec!["translate".to_string(), path(c).display().to_string()];
        args.extend(define_args(c));
        args.extend(["-o".into(), out.display().to_string()]);
        let argv: Vec<&str> = args.iter().map(String::as_str).collect();
        let (code, _, err) = mint(&argv);
        if code == Some(0) && !err.contains("warning") {
            Ok(())
        } else {
            Err(format!("{}: translate ({code:?}):\n{err}", label(c)))
        }
    })
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(errors.is_empty(), "{}", errors.join("\n\n"));
}

#[test]
fn gauss_seidel_in_place_is_refused() {
    let file = root().join("tests/corpus/seidel2d_polybench.c");
    for target in ["cuda", "openmp"] {
        let (code, _, err) = mint(&[
            "translate",
            &file.display().to_string(),
            "--target",
            target,
            "-o",
            "/dev/null",
        ]);
        assert_eq!(
            code,
            Some(1),
            "seidel-2d must be refused ({target}):\n{err}"
        );
        assert!(
            err.contains("not independent") && err.contains("seidel2d_polybench.c:"),
            "the error must say why, at the nest:\n{err}"
        );
    }
}

#[test]
fn build_without_nvcc_and_two_files_to_stdout_are_clear_errors() {
    let file = root().join("tests/corpus/jacobi2d_polybench.c");
    let dir = TempDir::new("corpus-errors");
    let exe = dir.path().join("jacobi2d");
    let (code, _, err) = mint(&[
        "build",
        &file.display().to_string(),
        "--nvcc",
        "/nonexistent/nvcc",
        "-o",
        &exe.display().to_string(),
    ]);
    assert_eq!(code, Some(4), "{err}");
    assert!(err.contains("no nvcc") && !exe.exists(), "{err}");
    // The C host layout is two files: not on stdout.
    let (code, _, err) = mint(&["translate", &file.display().to_string(), "-o", "-"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("--host cuda"), "{err}");
    // The default output names sit beside each other, the input untouched.
    let dev = dir.path().join("j.cu");
    let (code, _, err) = mint(&[
        "translate",
        &file.display().to_string(),
        "-o",
        &dev.display().to_string(),
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        dev.is_file() && dir.path().join("j.host.c").is_file(),
        "{err}"
    );
    // Written away from the input, the build line finds the input's headers.
    let src_dir = file.parent().unwrap().display().to_string();
    assert!(err.contains(&format!(".host.c -I {src_dir} -o ")), "{err}");
    // An executable in a folder that does not exist, and a missing source to link, are refused
    // before anything runs.
    let missing = dir.path().join("no/such/folder/exe");
    let (code, _, err) = mint(&[
        "build",
        &file.display().to_string(),
        "-o",
        &missing.display().to_string(),
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("the folder") && err.contains("does not exist"),
        "{err}"
    );
    let (code, _, err) = mint(&[
        "build",
        &file.display().to_string(),
        "no_such_helper.c",
        "-o",
        &exe.display().to_string(),
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("no_such_helper.c (to compile and link with the program) is not a file"),
        "{err}"
    );
}

/// `mint build main.c helper.c`: more C sources are compiled and linked with the program (as
/// PolyBench's `utilities/polybench.c` is).
#[test]
fn build_links_more_sources() {
    if !require_tool(mint_gpu::nvcc_path().is_some(), "nvcc") {
        return;
    }
    let dir = TempDir::new("build-more");
    let main = dir.path().join("main.c");
    let helper = dir.path().join("helper.c");
    std::fs::write(
        &main,
        "#include <stdio.h>\ndouble start_value(int i, int j);\nint main(void) {\n    static double a[64][64], b[64][64];\n    for (int i = 0; i < 64; i++)\n        for (int j = 0; j < 64; j++)\n            a[i][j] = b[i][j] = start_value(i, j);\n#pragma mint copy(a, toDevice, 64, 64)\n#pragma mint copy(b, toDevice, 64, 64)\n#pragma mint parallel\n    {\n#pragma mint for nest(all)\n        for (int i = 1; i < 63; i++)\n            for (int j = 1; j < 63; j++)\n                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);\n    }\n#pragma mint copy(b, fromDevice, 64, 64)\n    printf(\"%g\\n\", b[5][5]);\n    return 0;\n}\n",
    )
    .unwrap();
    std::fs::write(
        &helper,
        "double start_value(int i, int j) { return i * 0.5 + j; }\n",
    )
    .unwrap();
    let exe = dir.path().join("prog");
    let (code, _, err) = mint(&[
        "build",
        &main.display().to_string(),
        &helper.display().to_string(),
        "-o",
        &exe.display().to_string(),
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(exe.is_file() && err.contains("helper.c"), "{err}");
}
