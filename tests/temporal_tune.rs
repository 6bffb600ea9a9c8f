//! `mint tune --time-block` and `mint plot --bt-chart` without a GPU: the temporal space
//! compiled with NVRTC and the model's pick; what is refused (nests that are not Jacobi steps,
//! `--apply`); sweep logs drawn as a chart, and bad logs and records named by file, line and
//! column.

mod common;

use common::mint;

#[test]
fn tune_time_block_dry_run_compiles_the_space_and_picks_by_the_model() {
    if !common::require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let (code, out, err) = mint(&[
        "tune",
        "--time-block",
        "--dry-run",
        "--tb-max",
        "2",
        "kernels/heat2d_5pt.c",
    ]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    for want in [
        "mint_tb_1: 24 temporal candidates (bT 1..2) after pruning",
        "24 candidates compiled with NVRTC for sm_90",
        "0 failed",
        "dry run: the model's pick bt2 ",
        "--time-block 2 --tb-schedule ",
        "DRAM B",
    ] {
        assert!(out.contains(want), "missing `{want}` in:\n{out}");
    }
    // The reduction nest beside the update is left out, with its reason.
    let (code, out, err) = mint(&[
        "tune",
        "--time-block",
        "--dry-run",
        "--tb-max",
        "1",
        "kernels/jacobi2d_residual.c",
    ]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    assert!(
        out.contains("mint_tb_2: no temporal blocking: the nest has a reduction"),
        "{out}"
    );
    // Three time levels rotate (the wave update): its candidates keep the older level.
    let (code, out, err) = mint(&[
        "tune",
        "--time-block",
        "--dry-run",
        "--tb-max",
        "1",
        "tests/verify/wave13.c",
    ]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    assert!(
        out.contains("0 failed") && out.contains("dry run: the model's pick bt1 "),
        "{out}"
    );
    // --apply cannot write a temporal pick; --tb-max needs --time-block.
    let (code, _, err) = mint(&[
        "tune",
        "--time-block",
        "--dry-run",
        "--apply",
        "kernels/heat2d_5pt.c",
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("mint translate --time-block"), "{err}");
    let (code, _, err) = mint(&["tune", "--dry-run", "--tb-max", "2", "kernels/heat2d_5pt.c"]);
    assert_eq!(code, Some(2), "{err}");
}

const LOG: &str = "=== kernels/heat2d_5pt.c --precision f32 --size 8192 --time-block 1,2\n\
device: NVIDIA H100 80GB HBM3 (sm_90)\n\
  mint_tb_1 (1 steps per launch, tile 256, chunk 128, block 256x1, lag 1, ring 2): verified over 1 steps | 0.2480 ms per launch, 0.2480 ms per step, 1623.4 Gflop/s, 0.72x the single-sweep copy bound | 30 registers, 2048 B shared, 0 B spill | max rel diff 1.2e-7\n\
  mint_tb_1 (2 steps per launch, tile 256, chunk 128, block 256x1, lag 1, ring 2): verified over 2 steps | 0.2440 ms per launch, 0.1220 ms per step, 3300.7 Gflop/s, 1.47x the single-sweep copy bound | 32 registers, 4096 B shared, 0 B spill | max rel diff 2.6e-7\n";

#[test]
fn bt_charts_come_from_logs_and_records_and_bad_ones_are_named() {
    let dir = common::TempDir::new("bt-chart");
    let log = dir.path().join("speed.log");
    std::fs::write(&log, LOG).unwrap();
    let base = dir.path().join("chart");
    let (code, out, err) = mint(&[
        "plot",
        "--bt-chart",
        base.to_str().unwrap(),
        log.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    for ext in ["toml", "svg", "png"] {
        assert!(base.with_extension(ext).exists(), "no chart.{ext}: {out}");
    }
    // The record it wrote draws again, by itself and as input of another chart.
    let record = base.with_extension("toml");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("kind = \"temporal sweep\"") && text.contains("x_copy = 1.47"));
    let (code, out, err) = mint(&["plot", record.to_str().unwrap()]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    assert!(dir.path().join("chart.svg").exists());
    // A result line that does not parse: its file, line and column.
    let bad = dir.path().join("bad.log");
    std::fs::write(
        &bad,
        LOG.replace("0.1220 ms per step", "0.1220 ms each step"),
    )
    .unwrap();
    let (code, _, err) = mint(&[
        "plot",
        "--bt-chart",
        base.to_str().unwrap(),
        bad.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains(&format!(
            "{}:4:1: not a temporal result line: no `... ms per step`",
            bad.display()
        )),
        "{err}"
    );
    // An edited record: a negative speed, at its line.
    let edited = dir.path().join("edited.toml");
    std::fs::write(&edited, text.replace("x_copy = 1.47", "x_copy = -1.47")).unwrap();
    let (code, _, err) = mint(&[
        "plot",
        "--bt-chart",
        base.to_str().unwrap(),
        edited.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains(&format!("{}:", edited.display())) && err.contains("x_copy = -1.47"),
        "{err}"
    );
    // Nothing verified to draw.
    let wrong = dir.path().join("wrong.log");
    std::fs::write(&wrong, LOG.replace("verified over", "WRONG over")).unwrap();
    let (code, _, err) = mint(&[
        "plot",
        "--bt-chart",
        base.to_str().unwrap(),
        wrong.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("no verified temporal measurement"), "{err}");
}

#[test]
fn a_temporal_report_is_not_a_tuning_for_translate() {
    use autotune::temporal::{TbCandidate, TbReport, TbRow};
    let c = TbCandidate {
        bt: 6,
        tile: [128, 1],
        rows: 1,
        chunk: 128,
    };
    let r = TbReport {
        kind: "temporal".into(),
        file: "heat2d_5pt.c".into(),
        kernel: "mint_tb_1".into(),
        precision: "f64".into(),
        size: vec![8192],
        gpu: "H100".into(),
        driver: "13.0".into(),
        strategy: "exhaustive".into(),
        space: 1,
        copy_gbps: 3000.0,
        wall_s: 1.0,
        best: Some(c.label()),
        rows: vec![TbRow {
            candidate: c,
            label: c.label(),
            registers: Some(46),
            shared_bytes: Some(12288),
            spill_bytes: Some(0),
            ms_per_launch: Some(0.58),
            ms_per_step: Some(0.0964),
            gflops: Some(3000.0),
            x_copy: Some(3.71),
            verified: true,
            dropped: None,
        }],
        quality: None,
        time: None,
        pruned: vec![],
    };
    let dir = common::TempDir::new("tb-report");
    let path = dir.path().join("heat2d_5pt_kernel1_tb.toml");
    std::fs::write(&path, r.to_toml()).unwrap();
    let (code, _, err) = mint(&[
        "translate",
        "kernels/heat2d_5pt.c",
        "--tuning",
        path.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(1), "{err}");
    assert!(err.contains("a temporal tuning report"), "{err}");
    // `mint plot` draws it as speed against bT.
    let (code, out, err) = mint(&["plot", path.to_str().unwrap()]);
    assert_eq!(code, Some(0), "stdout: {out}\nstderr: {err}");
    assert!(
        dir.path().join("heat2d_5pt_kernel1_tb.svg").exists(),
        "{out}"
    );
}
