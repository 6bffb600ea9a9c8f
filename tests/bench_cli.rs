//! The bench, check, plot and tuning-file commands without a GPU: `mint bench --dry-run`
//! compiles every variant and binds every hand kernel; `mint check` compares records (a
//! slower mint kernel or a wrong result fails it with a report); `mint plot` draws saved results;
//! `mint translate --tuning` applies a tuning report; `--precision f32` demotes a program.

mod common;

use common::mint;

#[test]
fn bench_dry_run_compiles_levels_and_binds_hand_kernels() {
    if !common::require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let (code, out, err) = mint(&[
        "bench",
        "--dry-run",
        "--kernels",
        "kernels/jacobi2d_residual.c,kernels/heat3d_7pt.c,kernels/heat3d_polybench.c",
    ]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    for want in [
        "jacobi2d_residual (f64)",
        "jacobi2d_residual (f32)",
        "mint_kernel_2 -O3: compiled",
        "hand_plain_f32 (nest 1",
        "parameters bind",
        "openmp mint_kernel_2 at 24",
        "mint_kernel_1 -O1 vector x: compiled",
        "mint_kernel_1 -O2 plane sums: compiled",
        "mint_tb_2 temporal: no temporal blocking: the nest has a reduction",
        // PolyBench's pair of nests: the first stands for both.
        "mint_tb_2 temporal: no temporal blocking: it is the second nest of a time loop",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
    // Every program's Jacobi nest (jacobi 2-D, heat 7-point, PolyBench's pair; both precisions)
    // compiles all of its picks: the model's best per time block and overall, and its best's
    // neighbours.
    let compiled: Vec<(usize, usize)> = out
        .lines()
        .filter_map(|l| {
            let rest = l.trim().strip_prefix("mint_tb_1 temporal: ")?;
            let (counts, tail) = rest.split_once(" candidates compiled (bT 1..8); ")?;
            assert!(tail.starts_with("the model's pick bt"), "{l}");
            let (a, b) = counts.split_once(" of ")?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .collect();
    assert_eq!(compiled.len(), 6, "{out}");
    for (done, of) in compiled {
        assert_eq!(done, of, "{out}");
        assert!(of >= 8, "{out}");
    }
}

#[test]
fn bench_variants_select_what_runs() {
    if !common::require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let (code, out, err) = mint(&[
        "bench",
        "--dry-run",
        "--kernels",
        "kernels/heat2d_5pt.c",
        "--precision",
        "f32",
        "--variants",
        "O1vx,O3",
    ]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    assert!(
        out.contains("-O1 vector x: compiled") && out.contains("-O3: compiled"),
        "{out}"
    );
    for not in ["-O0: compiled", "hand_", "openmp"] {
        assert!(
            !out.contains(not),
            "`{not}` ran though not asked for:\n{out}"
        );
    }
    let (code, _, err) = mint(&["bench", "--dry-run", "--variants", "O4"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("unknown variant `O4`"), "{err}");
}

/// A record with one kernel whose -O2 runs at `o2` Gflop/s, verified or not.
fn record(o2: f64, verified: bool) -> String {
    let note = if verified {
        String::new()
    } else {
        "note = \"wrong result: Unew: relative difference 1e-3\"\n".into()
    };
    format!(
        r#"[meta]
gpu = "Test GPU"
arch = "sm_90"
driver = "13.0"
nvrtc = "13.0"
mint = "0.1.0"
unix_time = 0
copy_gbps = 3000.0
cpu = "test"
reps = 20
wall_s = 1.0

[[kernels]]
program = "heat3d_7pt"
precision = "f64"
nest = 1
shape = "3D 7-point"
size = [512, 512, 512]
points = 134217728.0
flops_per_point = 8
bytes_per_point = 16
copy_bound_gflops = 1500.0

[[kernels.variants]]
name = "O2"
config = "-O2 tile 64x4x16 chunk 1x1x16"
time_ms = {t}
gflops = {o2}
verified = {verified}
{note}
[[kernels.variants]]
name = "hand"
config = "stream"
time_ms = 0.8
gflops = 1300.0
verified = true
"#,
        t = 1073.741824 / o2
    )
}

#[test]
fn check_passes_within_tolerance_and_fails_on_a_slower_or_wrong_kernel() {
    let dir = common::TempDir::new("check");
    let base = dir.path().join("baseline.toml");
    std::fs::write(&base, record(1200.0, true)).unwrap();
    let run = |name: &str, text: String| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        mint(&[
            "check",
            "--baseline",
            base.to_str().unwrap(),
            "--record",
            p.to_str().unwrap(),
            "--tolerance",
            "5",
        ])
    };
    let (code, out, err) = run("same.toml", record(1170.0, true));
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    assert!(out.contains("check passed"), "{out}");
    // The deliberately slowed kernel: 20% fewer Gflop/s.
    let (code, out, _) = run("slow.toml", record(960.0, true));
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("REGRESSION") && out.contains("-20.0%"),
        "{out}"
    );
    let (code, out, _) = run("wrong.toml", record(1500.0, false));
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("wrong result"), "{out}");
    let (code, _, err) = run("garbage.toml", "not a record".into());
    assert_eq!(code, Some(1));
    assert!(err.contains("not a valid mint bench record"), "{err}");
}

/// `mint bench --fast-math`: the dry run compiles every asked-for variant in the fast-math mode
/// (a nest with a division, so the reciprocal is in the kernels), and `mint check` compares a
/// fast-math record only with a fast-math baseline (an old record, without the field, is IEEE).
#[test]
fn bench_fast_math_is_its_own_mode() {
    if common::require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        let (code, out, err) = mint(&[
            "bench",
            "--dry-run",
            "--fast-math",
            "--kernels",
            "tests/an5d/j2d5pt.c",
            "--precision",
            "f32",
            "--variants",
            "O1,O3,O1vx,temporal",
        ]);
        assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
        for want in [
            "mode: fast-math",
            "mint_kernel_1 -O1: compiled",
            "mint_kernel_1 -O3: compiled",
            "mint_kernel_1 -O1 vector x: compiled",
            "mint_tb_1 temporal: ",
        ] {
            assert!(out.contains(want), "missing `{want}` in:\n{out}");
        }
        assert!(!out.contains("failed") && !out.contains("error"), "{out}");
    }
    let dir = common::TempDir::new("check-fast-math");
    let fast =
        |text: String| text.replacen("wall_s = 1.0\n", "wall_s = 1.0\nfast_math = true\n", 1);
    let ieee = dir.path().join("ieee.toml");
    let fm = dir.path().join("fm.toml");
    std::fs::write(&ieee, record(1200.0, true)).unwrap();
    std::fs::write(&fm, fast(record(1500.0, true))).unwrap();
    let check = |base: &std::path::Path, rec: &std::path::Path| {
        mint(&[
            "check",
            "--baseline",
            base.to_str().unwrap(),
            "--record",
            rec.to_str().unwrap(),
        ])
    };
    // A faster fast-math record is no gain over an IEEE baseline, nor the reverse a regression.
    for (base, rec, from, to) in [
        (&ieee, &fm, "IEEE", "fast-math"),
        (&fm, &ieee, "fast-math", "IEEE"),
    ] {
        let (code, out, err) = check(base, rec);
        assert_eq!(code, Some(1), "stdout: {out}\nstderr: {err}");
        assert!(
            out.contains(&format!(
                "measured in the {from} mode and this run in the {to} mode"
            )),
            "{out}"
        );
        assert!(!out.contains("Gflop/s"), "compared across modes:\n{out}");
    }
    // Within the mode, as ever: the same record passes, a slower one fails.
    let slow = dir.path().join("fm-slow.toml");
    std::fs::write(&slow, fast(record(1200.0, true))).unwrap();
    let (code, out, err) = check(&fm, &fm);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    let (code, out, _) = check(&fm, &slow);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("REGRESSION"), "{out}");
    // The default baseline of a fast-math record is the fast-math one.
    let (code, _, err) = mint(&[
        "check",
        "--record",
        fm.to_str().unwrap(),
        "--out",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(code, Some(3), "{err}");
    assert!(err.contains("baseline-test-gpu-fastmath.toml"), "{err}");
}

#[test]
fn plot_draws_tuning_reports_and_bench_records() {
    let dir = common::TempDir::new("plot");
    let rec = dir.path().join("run.toml");
    std::fs::write(&rec, record(1200.0, true)).unwrap();
    let report = dir.path().join("heat3d_7pt_kernel1.toml");
    std::fs::copy(
        common::root().join("results/tune/heat3d_7pt_kernel1.toml"),
        &report,
    )
    .unwrap();
    let (code, out, err) = mint(&["plot", rec.to_str().unwrap(), report.to_str().unwrap()]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    for f in [
        "run-fig7-f64.png",
        "run-fig7-f64.svg",
        "run-fig8-f64.png",
        "heat3d_7pt_kernel1.png",
        "heat3d_7pt_kernel1.svg",
    ] {
        let p = dir.path().join(f);
        assert!(
            p.exists() && std::fs::metadata(&p).unwrap().len() > 1000,
            "{f} missing"
        );
    }
}

#[test]
fn translate_applies_a_tuning_report() {
    let (code, out, err) = mint(&[
        "translate",
        "kernels/heat3d_7pt.c",
        "--tuning",
        "results/tune/heat3d_7pt_kernel1.toml",
        "--emit",
        "kernels",
        "-o",
        "-",
    ]);
    assert_eq!(code, Some(0), "{err}");
    // The report's winner (exhaustive search on the H100): O2ps 64x4x8/2x1x8, i.e. -O2 with
    // plane sums in groups of 2 x points per thread.
    assert!(out.contains("tile=64x4x8 chunk=2x1x8"), "{out}");
    assert!(out.contains("-O2: plane sums of U over 3 planes"), "{out}");
    // A report for another program's kernel that does not exist there.
    let (code, _, err) = mint(&[
        "translate",
        "kernels/jacobi2d_residual.c",
        "--tuning",
        "results/tune/poisson3d_19pt_kernel1.toml",
        "-o",
        "-",
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("was made for poisson3d_19pt.c"), "{err}");
}

#[test]
fn single_precision_programs_analyze_as_float() {
    let (code, out, err) = mint(&["analyze", "--precision", "f32", "kernels/poisson3d_19pt.c"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("float") && !out.contains("double"), "{out}");
    let (code, _, err) = mint(&[
        "tune",
        "--precision",
        "f32",
        "--apply",
        "kernels/poisson3d_19pt.c",
    ]);
    assert_eq!(code, Some(2), "{err}");
}
