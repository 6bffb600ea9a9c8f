//! `--target openmp` end to end: every `kernels/*.c` is built as it is (`gcc -O2 -std=c99`, the
//! pragmas ignored) and as mint's OpenMP translation (`gcc -O2 -std=c99 -fopenmp`, warnings are
//! errors), both are run at a size that is not a multiple of 16 (3D: `37 4`, 2D: `201 10`) with
//! three OpenMP threads, and their output must agree: `checksum` lines within 1e-12 relative,
//! other numbers (reduction results, summed in another order) within 1e-10. The programs run in
//! parallel. A second test does the same for an inline program with `reduction(+:sum)` and
//! `reduction(max:m)` nests.

mod common;

use common::{
    analyze_src, close, kernel_files, numbers, par_map, run_cmd, stem, translate_cli, workers,
    TempDir, REDUCTION_PROGRAM,
};
use std::path::Path;
use std::process::Command;

const OMP_THREADS: &str = "3";

/// Build and run `c_file` both ways in `dir`; `(serial output, OpenMP output)`.
fn build_and_run(c_file: &Path, dir: &Path, args: &[&str]) -> Result<(String, String), String> {
    let name = stem(c_file);
    let serial = dir.join(format!("{name}.serial"));
    run_cmd(
        Command::new("gcc")
            .args(["-O2", "-std=c99"])
            .arg(c_file)
            .arg("-o")
            .arg(&serial)
            .arg("-lm"),
    )
    .map_err(|e| format!("{name}: the original does not build:\n{e}"))?;

    let omp_src = translate_cli(c_file, &["--target", "openmp"]);
    if omp_src
        .lines()
        .any(|l| l.trim_start().starts_with("#pragma mint"))
    {
        return Err(format!(
            "{name}: the OpenMP output still has `#pragma mint` lines:\n{omp_src}"
        ));
    }
    let omp_c = dir.join(format!("{name}.omp.c"));
    std::fs::write(&omp_c, &omp_src).map_err(|e| e.to_string())?;
    let omp = dir.join(format!("{name}.omp"));
    run_cmd(
        Command::new("gcc")
            .args(["-O2", "-std=c99", "-fopenmp", "-Wall", "-Wextra", "-Werror"])
            .arg(&omp_c)
            .arg("-o")
            .arg(&omp)
            .arg("-lm"),
    )
    .map_err(|e| format!("{name}: the OpenMP output does not build cleanly:\n{e}"))?;

    let a = run_cmd(Command::new(&serial).args(args))
        .map_err(|e| format!("{name}: the original fails:\n{e}"))?;
    let b = run_cmd(
        Command::new(&omp)
            .args(args)
            .env("OMP_NUM_THREADS", OMP_THREADS),
    )
    .map_err(|e| format!("{name}: the OpenMP program fails:\n{e}"))?;
    Ok((a, b))
}

/// Compare two outputs line by line: same words, numbers within `rel` (`checksum` lines within
/// `checksum_rel`).
fn compare(name: &str, serial: &str, omp: &str, checksum_rel: f64, rel: f64) -> Result<(), String> {
    let (a, b): (Vec<&str>, Vec<&str>) = (serial.lines().collect(), omp.lines().collect());
    let mismatch = || {
        format!(
            "{name}: outputs differ\n--- gcc (serial):\n{serial}--- mint --target openmp:\n{omp}"
        )
    };
    if a.len() != b.len() {
        return Err(mismatch());
    }
    for (la, lb) in a.iter().zip(&b) {
        let ((sa, na), (sb, nb)) = (numbers(la), numbers(lb));
        let tol = if la.starts_with("checksum") {
            checksum_rel
        } else {
            rel
        };
        if sa != sb || na.len() != nb.len() || na.iter().zip(&nb).any(|(x, y)| !close(*x, *y, tol))
        {
            return Err(format!(
                "{}\nfirst difference: `{la}` vs `{lb}` (relative tolerance {tol:e})",
                mismatch()
            ));
        }
    }
    Ok(())
}

#[test]
fn kernels_openmp_match_serial_c() {
    let files = kernel_files();
    let dir = TempDir::new("openmp-e2e");
    let results = par_map(&files, workers(), |f| -> Result<String, String> {
        let name = stem(f);
        let src = std::fs::read_to_string(f).map_err(|e| e.to_string())?;
        let p = analyze_src(&src, &name);
        let rank = p
            .functions
            .iter()
            .flat_map(|f| f.arrays.iter().map(|a| a.rank))
            .max()
            .unwrap_or(3);
        let args: &[&str] = if rank == 2 {
            &["201", "10"]
        } else {
            &["37", "4"]
        };
        let (serial, omp) = build_and_run(f, dir.path(), args)?;
        if !serial.lines().any(|l| l.starts_with("checksum ")) {
            return Err(format!(
                "{name}: no `checksum` line in the output:\n{serial}"
            ));
        }
        compare(&name, &serial, &omp, 1e-12, 1e-10)?;
        Ok(format!(
            "{name} {}: {}",
            args.join(" "),
            serial.trim().replace('\n', "; ")
        ))
    });
    let mut failures = Vec::new();
    for r in results {
        match r {
            Ok(line) => println!("ok {line}"),
            Err(e) => failures.push(e),
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} programs failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

#[test]
fn reduction_openmp_matches_serial_c() {
    let dir = TempDir::new("openmp-reduction");
    let c = dir.path().join("residual3d.c");
    std::fs::write(&c, REDUCTION_PROGRAM).expect("write the program");
    let omp_src = translate_cli(&c, &["--target", "openmp"]);
    for clause in ["reduction(+:sum)", "reduction(max:m)"] {
        assert!(
            omp_src
                .lines()
                .any(|l| l.starts_with("#pragma omp parallel for") && l.contains(clause)),
            "the OpenMP output has no `#pragma omp parallel for ... {clause}`:\n{omp_src}"
        );
    }
    let args = ["37", "4"];
    let (serial, omp) = build_and_run(&c, dir.path(), &args).unwrap_or_else(|e| panic!("{e}"));
    println!("serial:\n{serial}openmp:\n{omp}");
    for key in ["sum ", "max "] {
        assert!(
            serial.lines().any(|l| l.starts_with(key)),
            "no `{key}` line: {serial}"
        );
    }
    let max_line = serial.lines().find(|l| l.starts_with("max ")).unwrap_or("");
    assert!(
        numbers(max_line).1.first().is_some_and(|&m| m > 0.0),
        "the max residual should be positive: {max_line}"
    );
    compare("residual3d", &serial, &omp, 1e-10, 1e-10).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn compare_catches_differences() {
    assert!(compare("t", "checksum 1.0\n", "checksum 1.0\n", 1e-12, 1e-10).is_ok());
    assert!(compare(
        "t",
        "checksum 1.0\n",
        "checksum 1.000000001\n",
        1e-12,
        1e-10
    )
    .is_err());
    assert!(compare("t", "max 1.0\n", "max 1.00000000000001\n", 1e-12, 1e-10).is_ok());
    assert!(compare("t", "sum 1.0\n", "max 1.0\n", 1e-12, 1e-10).is_err());
    assert!(compare("t", "checksum 1.0\n", "", 1e-12, 1e-10).is_err());
}

/// A nest of more than 2^32 points with `int` loop variables (2100^3, no arrays: each point
/// counts itself) runs every point: GCC counts `collapse(3)` iterations in the variables' 32
/// bits, which ran 2100^3 mod 2^32 of them (and the 2304^3 CPU reference 30% of its grid), so
/// the translation splits the outer loop alone there. `long` variables keep the collapse.
#[test]
fn nests_past_two_to_the_32_points_run_every_point() {
    const PROGRAM: &str = r#"#include <stdio.h>
int main(void) {
    int n = 2100;
    long long count = 0;
#pragma mint parallel
    {
#pragma mint for nest(all) reduction(+:count)
        for (int z = 0; z < n; z++)
            for (int y = 0; y < n; y++)
                for (int x = 0; x < n; x++)
                    count += (x + y + z) % 2 == 0;
    }
    printf("count %lld\n", count);
    return 0;
}
"#;
    let dir = TempDir::new("openmp-collapse");
    let c = dir.path().join("count.c");
    std::fs::write(&c, PROGRAM).expect("write the program");
    let omp = translate_cli(&c, &["--target", "openmp"]);
    assert!(
        !omp.contains("parallel for collapse("),
        "int loop variables must not be collapsed:\n{omp}"
    );
    let (serial, parallel) = build_and_run(&c, dir.path(), &[]).unwrap_or_else(|e| panic!("{e}"));
    // Half of the 2100^3 points have an even coordinate sum.
    assert_eq!(serial.trim(), "count 4630500000");
    assert_eq!(parallel.trim(), "count 4630500000");

    let wide = PROGRAM.replace("for (int ", "for (long ");
    std::fs::write(&c, &wide).expect("write the program");
    let omp = translate_cli(&c, &["--target", "openmp"]);
    assert!(
        omp.contains("#pragma omp parallel for collapse(3)"),
        "long loop variables keep collapse(3):\n{omp}"
    );
    let (_, parallel) = build_and_run(&c, dir.path(), &[]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(parallel.trim(), "count 4630500000");
}
