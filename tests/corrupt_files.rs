//! Corrupted files of mint's own: bench records (`mint check --record`, `mint plot`, what
//! `--resume` reads), tuning reports (`mint translate --tuning`, `mint plot`) cut short at many
//! points or edited by hand give a clear error naming the file and line, exit 1, never a panic
//! (exit 70) or a wrong winner. (Cache entries: `autotune::cache`'s unit tests; a bad entry is a
//! noted miss.)

mod common;

use common::{mint, root, TempDir};
use mint_run::results::{KernelResult, Meta, Record, Variant};
use std::path::Path;

/// A record of two kernels, as `mint bench` writes it.
fn record_text() -> String {
    let variant = |name: &str, ms: f64| Variant {
        name: name.into(),
        config: "tile=32x8x1".into(),
        time_ms: Some(ms),
        gflops: Some(100.0 / ms),
        gbps: Some(200.0 / ms),
        pct_copy: Some(10.0 / ms),
        registers: Some(32),
        shared_bytes: Some(0),
        spill_bytes: Some(0),
        verified: true,
        max_rel_diff: Some(0.0),
        note: None,
        bt: name.starts_with("temporal").then_some(3),
        x_copy: name.starts_with("temporal").then_some(1.5),
    };
    let kernel = |program: &str| KernelResult {
        program: program.into(),
        precision: "f64".into(),
        nest: 1,
        shape: "3D 7-point".into(),
        size: vec![512, 512, 512],
        points: 1.3e8,
        flops_per_point: 8,
        bytes_per_point: 16,
        copy_bound_gflops: 1500.0,
        variants: vec![
            variant("O0", 2.0),
            variant("O2", 1.0),
            variant("tuned", 0.9),
            variant("temporal", 0.45),
        ],
    };
    Record {
        meta: Meta {
            gpu: "Test GPU".into(),
            arch: "sm_90".into(),
            driver: "13.0".into(),
            nvrtc: "13.0".into(),
            mint: "0.1.0".into(),
            unix_time: 1_700_000_000,
            copy_gbps: 3000.0,
            cpu: "test".into(),
            reps: 20,
            wall_s: 10.0,
            kernel_count: Some(2),
            fast_math: false,
        },
        kernels: vec![kernel("heat3d_7pt"), kernel("poisson3d_7pt")],
    }
    .to_toml()
}

/// Cut points: every `step`-th character boundary of `text`, and just before its last line.
fn cuts(text: &str, step: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..text.len())
        .step_by(step)
        .filter(|&i| text.is_char_boundary(i))
        .collect();
    v.push(text.trim_end().rfind('\n').unwrap_or(0));
    v
}

/// The command failed with exit 1, naming `file` and a line (`file:N`), without panicking.
fn fails_naming(code: Option<i32>, err: &str, file: &Path, what: &str) {
    assert_eq!(code, Some(1), "{what}: {err}");
    assert!(!err.contains("internal error"), "{what}: {err}");
    let name = file.display().to_string();
    let at = err
        .find(&format!("{name}:"))
        .unwrap_or_else(|| panic!("{what}: the error does not name {name}:LINE: {err}"));
    let line = &err[at + name.len() + 1..];
    assert!(
        line.starts_with(|c: char| c.is_ascii_digit()),
        "{what}: no line after the file name: {err}"
    );
}

#[test]
fn cut_and_edited_records_are_clear_errors() {
    let dir = TempDir::new("corrupt-record");
    let good_text = record_text();
    let good = dir.path().join("good.toml");
    std::fs::write(&good, &good_text).unwrap();
    let bad = dir.path().join("bad.toml");
    let check = |text: &str, what: &str| {
        std::fs::write(&bad, text).unwrap();
        let (b, g) = (bad.display().to_string(), good.display().to_string());
        let (code, _, err) = mint(&["check", "--record", &b, "--baseline", &g]);
        fails_naming(code, &err, &bad, &format!("check --record, {what}"));
        let (code, _, err) = mint(&["check", "--record", &g, "--baseline", &b]);
        fails_naming(code, &err, &bad, &format!("check --baseline, {what}"));
    };
    // The whole record compares with itself.
    let g = good.display().to_string();
    let (code, out, err) = mint(&["check", "--record", &g, "--baseline", &g]);
    assert_eq!(code, Some(0), "{out}{err}");
    for at in cuts(&good_text, good_text.len() / 12) {
        check(&good_text[..at], &format!("cut at byte {at}"));
    }
    check(
        &good_text.replacen("time_ms = 0.9", "time_ms = nan", 1),
        "a NaN time",
    );
    check(
        &good_text.replacen("gflops = 50.0", "gflops = -50.0", 1),
        "a negative rate",
    );
    check(
        &good_text.replace("kernel_count = 2", "kernel_count = 3"),
        "a wrong count",
    );
    // The temporal column's fields.
    check(
        &good_text.replacen("x_copy = 1.5", "x_copy = -1.5", 1),
        "a negative speed against the copy bound",
    );
    check(
        &good_text.replacen("bt = 3", "bt = 0", 1),
        "a time block of 0",
    );
    check(
        &good_text.replacen("bt = 3", "bt = \"three\"", 1),
        "a time block that is not a number",
    );
    check("[meta]\ngpu = \"x\"\n", "a stub");
    check("\u{0}\u{1}garbage", "binary garbage");
    // `mint plot` reads it the same way.
    std::fs::write(&bad, &good_text[..good_text.len() / 2]).unwrap();
    let (code, _, err) = mint(&["plot", &bad.display().to_string()]);
    fails_naming(code, &err, &bad, "plot");
    // What `mint bench --resume` reads.
    let e = Record::read(&bad).unwrap_err();
    assert!(e.0.contains("bad.toml:") && e.1 == 1, "{}", e.0);
}

#[test]
fn cut_and_edited_tuning_reports_are_clear_errors() {
    let dir = TempDir::new("corrupt-report");
    let good_text =
        std::fs::read_to_string(root().join("results/tune/heat3d_7pt_kernel1.toml")).unwrap();
    let bad = dir.path().join("heat3d_7pt_kernel1.toml");
    let program = root().join("kernels/heat3d_7pt.c").display().to_string();
    let translate = |text: &str| {
        std::fs::write(&bad, text).unwrap();
        mint(&[
            "translate",
            &program,
            "--tuning",
            &bad.display().to_string(),
            "--emit",
            "kernels",
            "-o",
            "-",
        ])
    };
    let (code, out, err) = translate(&good_text);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("tile=64x4x8 chunk=2x1x8"), "{out}");
    // Cut anywhere: an error, or (cut after the winner's row) the same winner, never another.
    let mut errors = 0;
    for at in cuts(&good_text, good_text.len() / 40) {
        let (code, out, err) = translate(&good_text[..at]);
        if code == Some(0) {
            assert!(
                out.contains("tile=64x4x8 chunk=2x1x8"),
                "cut at {at}: {out}"
            );
        } else {
            fails_naming(code, &err, &bad, &format!("cut at byte {at}"));
            errors += 1;
        }
    }
    assert!(errors > 10, "only {errors} cuts were errors");
    // Edited: the winner's label on another candidate's row, a NaN time, a winner no row has.
    let winner = "O2ps 64x4x8/2x1x8";
    let first_label = "label = \"O0 16x16x1/1x1x1\"";
    let relabeled = good_text
        .replacen(&format!("label = \"{winner}\""), "label = \"edited\"", 1)
        .replacen(first_label, &format!("label = \"{winner}\""), 1);
    for (text, what) in [
        (relabeled, "the winner's label moved to another row"),
        (
            good_text.replacen("time_ms = 0.9294399917125702", "time_ms = inf", 1),
            "an infinite time",
        ),
        (
            good_text.replace(&format!("best = \"{winner}\""), "best = \"O9 1x1x1/1x1x1\""),
            "a winner without a row",
        ),
    ] {
        let (code, out, err) = translate(&text);
        fails_naming(code, &err, &bad, what);
        assert!(out.is_empty(), "{what}: wrote {out}");
    }
    // `mint plot` too.
    std::fs::write(&bad, &good_text[..good_text.len() / 3]).unwrap();
    let (code, _, err) = mint(&["plot", &bad.display().to_string()]);
    fails_naming(code, &err, &bad, "plot");
}
