//! `mint check`: compare a bench record with a baseline record, kernel by kernel and variant by
//! variant, and fail on a regression beyond the tolerance or on any verification failure.
//!
//! What counts: mint's own variants (`O0`..`O3`, `O2ps`, `O1vx`, `tuned`, `temporal`) are checked
//! against the tolerance (a baseline without `temporal`, from before the column, checks the
//! others);
//! the OpenMP and hand baselines are reported but only their verification counts (a slower
//! baseline is not a regression of mint). A mint variant that verified in the baseline and
//! does not run or verify now is a failure. Records of different modes (IEEE, fast-math) are
//! not compared: that is a failure of its own.

use crate::results::{KernelResult, Record};
use std::fmt::Write;

/// The outcome of a comparison.
pub struct Outcome {
    /// The report to print.
    pub text: String,
    /// Regressions and failures, one line each.
    pub failures: Vec<String>,
}

/// mint's own variants: `O0`..`O3`, `O2ps` (plane sums), `O1vx` (vector x), `tuned` and
/// `temporal` (the temporal sweep's best; its Gflop/s count all steps of a launch).
fn checked(name: &str) -> bool {
    name == "tuned" || name == "temporal" || name.starts_with('O')
}

/// Compare `new` against `base` with a relative `tolerance` (0.05 = 5%).
pub fn compare(base: &Record, new: &Record, tolerance: f64) -> Outcome {
    let mut text = String::new();
    let mut failures = Vec::new();
    let _ = writeln!(
        text,
        "baseline: {} driver {} mint {} (copy {:.0} GB/s); now: {} driver {} mint {} (copy {:.0} GB/s); tolerance {:.1}%",
        base.meta.gpu,
        base.meta.driver,
        base.meta.mint,
        base.meta.copy_gbps,
        new.meta.gpu,
        new.meta.driver,
        new.meta.mint,
        new.meta.copy_gbps,
        100.0 * tolerance
    );
    if base.meta.gpu != new.meta.gpu {
        let _ = writeln!(text, "warning: the baseline was recorded on another GPU");
    }
    if base.meta.fast_math != new.meta.fast_math {
        // Like with like only: a fast-math kernel is not a regression or a gain of an IEEE one.
        let why = format!(
            "the baseline was measured in the {} mode and this run in the {} mode: records compare only within one mode (`mint bench --fast-math` records the fast-math one)",
            base.meta.mode(),
            new.meta.mode()
        );
        let _ = writeln!(text, "check FAILED (1):\n  {why}");
        return Outcome {
            text,
            failures: vec![why],
        };
    }
    for k in &new.kernels {
        for v in &k.variants {
            if !v.verified && v.note.as_deref().is_some_and(|n| n.starts_with("wrong")) {
                failures.push(format!(
                    "{} {}: wrong result ({})",
                    k.key(),
                    v.name,
                    v.note.as_deref().unwrap_or("")
                ));
            }
        }
    }
    for b in &base.kernels {
        let Some(k) = new.kernel(&b.key()) else {
            let _ = writeln!(text, "{}: not in this run", b.key());
            continue;
        };
        let _ = writeln!(text, "{}:", b.key());
        kernel_lines(b, k, tolerance, &mut text, &mut failures);
    }
    let _ = writeln!(
        text,
        "{}",
        if failures.is_empty() {
            "check passed: no regression beyond the tolerance, every variant verified".to_string()
        } else {
            format!(
                "check FAILED ({}):\n  {}",
                failures.len(),
                failures.join("\n  ")
            )
        }
    );
    Outcome { text, failures }
}

fn kernel_lines(
    b: &KernelResult,
    k: &KernelResult,
    tol: f64,
    text: &mut String,
    failures: &mut Vec<String>,
) {
    for bv in &b.variants {
        // The single hand kernels and the temporal sweep's per-time-block points are
        // summarised by `hand` and `temporal`.
        if bv.name.starts_with("hand:") || bv.name.starts_with("temporal:") {
            continue;
        }
        let Some(old) = b.gflops(&bv.name) else {
            continue;
        };
        match k.gflops(&bv.name) {
            Some(now) => {
                let change = now / old - 1.0;
                let bad = checked(&bv.name) && change < -tol;
                let _ = writeln!(
                    text,
                    "  {:<7} {:>9.1} -> {:>9.1} Gflop/s  {:+6.1}%{}",
                    bv.name,
                    old,
                    now,
                    100.0 * change,
                    if bad {
                        "  REGRESSION"
                    } else if !checked(&bv.name) {
                        "  (baseline, not checked)"
                    } else {
                        ""
                    }
                );
                if bad {
                    failures.push(format!(
                        "{} {}: {:.1} -> {:.1} Gflop/s ({:+.1}%, tolerance {:.1}%)",
                        k.key(),
                        bv.name,
                        old,
                        now,
                        100.0 * change,
                        100.0 * tol
                    ));
                }
            }
            None if checked(&bv.name) => {
                let why = k
                    .variant(&bv.name)
                    .and_then(|v| v.note.clone())
                    .unwrap_or_else(|| "not run".into());
                let _ = writeln!(text, "  {:<7} {:>9.1} -> failed: {why}", bv.name, old);
                failures.push(format!(
                    "{} {}: verified in the baseline, now {why}",
                    k.key(),
                    bv.name
                ));
            }
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::fixtures::{kernel, variant};

    fn record(o3: f64, hand: f64, verified: bool) -> Record {
        crate::results::fixtures::record(
            "GPU",
            vec![kernel(
                "heat",
                "f64",
                vec![variant("O3", o3, verified), variant("hand", hand, true)],
            )],
        )
    }

    #[test]
    fn within_tolerance_passes() {
        let o = compare(&record(100.0, 100.0, true), &record(96.0, 80.0, true), 0.05);
        assert!(o.failures.is_empty(), "{}", o.text);
    }

    #[test]
    fn slower_mint_kernel_fails() {
        let o = compare(
            &record(100.0, 100.0, true),
            &record(90.0, 100.0, true),
            0.05,
        );
        assert_eq!(o.failures.len(), 1, "{}", o.text);
        assert!(o.text.contains("REGRESSION"));
    }

    #[test]
    fn wrong_result_fails_even_when_fast() {
        let o = compare(
            &record(100.0, 100.0, true),
            &record(200.0, 100.0, false),
            0.05,
        );
        assert!(
            o.failures.iter().any(|f| f.contains("wrong result")),
            "{}",
            o.text
        );
    }

    #[test]
    fn records_round_trip_through_toml() {
        let r = record(100.0, 90.0, true);
        let back = Record::from_toml(&r.to_toml()).unwrap();
        assert_eq!(back.kernels[0].gflops("O3"), Some(100.0));
    }
}
