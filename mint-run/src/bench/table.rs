//! Text output of the bench: one line per measured variant as it runs, and the summary table
//! at the end (per kernel: Gflop/s of each variant, mint's best against hand CUDA and against
//! the copy bound).

use crate::results::{KernelResult, Record, Variant};
use std::fmt::Write;

fn opt(v: Option<f64>, digits: usize) -> String {
    v.map_or("-".into(), |x| format!("{x:.digits$}"))
}

/// `mint_kernel_1 O3 (tile ..): verified | 0.85 ms, 158 Gflop/s, 2520 GB/s = 84% of copy | 32 regs`.
pub fn variant_line(nest: usize, v: &Variant) -> String {
    let status = if v.verified {
        "verified".to_string()
    } else {
        v.note.clone().unwrap_or_else(|| "not verified".into())
    };
    if v.time_ms.is_none() {
        return format!("#{nest} {:<18} {}: {status}", v.name, v.config);
    }
    format!(
        "#{nest} {:<18} {}: {status} | {} ms, {} Gflop/s, {} GB/s{} | {} regs, {} B shared, {} B spill",
        v.name,
        v.config,
        opt(v.time_ms, 4),
        opt(v.gflops, 1),
        opt(v.gbps, 0),
        v.pct_copy.map_or(String::new(), |p| format!(" = {p:.0}% of copy")),
        v.registers.map_or("-".into(), |r| r.to_string()),
        v.shared_bytes.map_or("-".into(), |r| r.to_string()),
        v.spill_bytes.map_or("-".into(), |r| r.to_string()),
    )
}

/// Columns of the summary: every variant.
const COLS: [&str; crate::results::VARIANTS.len()] = crate::results::VARIANTS;

/// The summary table (Markdown, so it can go into docs as it is).
pub fn summary(r: &Record) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} ({}), driver {}, NVRTC {}, mint {}; copy bandwidth {:.0} GB/s; CPU {}; median of {} launches{}",
        r.meta.gpu, r.meta.arch, r.meta.driver, r.meta.nvrtc, r.meta.mint, r.meta.copy_gbps, r.meta.cpu, r.meta.reps,
        if r.meta.fast_math { "; fast-math mode (--use_fast_math, reciprocals)" } else { "" }
    );
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "| kernel | size | {} | copy bound | best mint | mint/hand | mint/copy bound | temporal/copy bound |",
        COLS.join(" | ")
    );
    let _ = writeln!(
        s,
        "|---|---|{}---|---|---|---|---|",
        "---:|".repeat(COLS.len())
    );
    for k in &r.kernels {
        let _ = writeln!(s, "{}", row(k));
    }
    let _ = writeln!(s);
    let _ = writeln!(
        s,
        "Gflop/s as the paper counts flops; `-`: did not run or did not verify. O2ps: plane sums (2x2 points per thread, tile 64x8x16). O1vx: vector x (4 x points per thread; tile 128x8, 2D 128x16 with 2 rows). best mint = fastest verified of -O0..-O3, O2ps, O1vx and tuned. temporal: the best verified configuration of the temporal sweep (bT steps per launch; Gflop/s count all steps, time per step); temporal/copy bound is its speed against the single-sweep copy bound (above 1x: faster than any single sweep can be)."
    );
    s
}

fn row(k: &KernelResult) -> String {
    let cells: Vec<String> = COLS.iter().map(|c| opt(k.gflops(c), 1)).collect();
    let best = k.best_mint();
    let hand = k.gflops("hand");
    let ratio = match (best.and_then(|b| b.gflops), hand) {
        (Some(a), Some(b)) => format!("{:.2}", a / b),
        _ => "-".into(),
    };
    let bound = best.and_then(|b| b.gflops).map_or("-".into(), |g| {
        format!("{:.0}%", 100.0 * g / k.copy_bound_gflops)
    });
    let size = k
        .size
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join("x");
    let temporal = k.temporal().map_or("-".into(), |t| {
        format!(
            "{:.2}x (bT {})",
            t.x_copy.unwrap_or(0.0),
            t.bt.map_or("?".into(), |b| b.to_string())
        )
    });
    format!(
        "| {} {} #{} ({}) | {size} | {} | {:.1} | {} | {ratio} | {bound} | {temporal} |",
        k.program,
        k.precision,
        k.nest,
        k.shape,
        cells.join(" | "),
        k.copy_bound_gflops,
        best.map_or("-".into(), |b| b.name.clone()),
    )
}

/// Every GPU variant of every kernel (Markdown): time, rates, share of the copy bandwidth and the
/// compiled kernel's resources; hand variants are summarised by the fastest ("hand").
pub fn details(r: &Record) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "| kernel | variant | configuration | ms/sweep | Gflop/s | GB/s | % copy | regs | shared B | spill B | verified |"
    );
    let _ = writeln!(s, "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|");
    for k in &r.kernels {
        for v in k.variants.iter().filter(|v| {
            v.name != "openmp" && !v.name.starts_with("hand:") && !v.name.starts_with("temporal:")
        }) {
            let _ = writeln!(
                s,
                "| {} {} #{} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                k.program,
                k.precision,
                k.nest,
                v.name,
                v.config,
                opt(v.time_ms, 4),
                opt(v.gflops, 1),
                opt(v.gbps, 0),
                v.pct_copy.map_or("-".into(), |p| format!("{p:.0}%")),
                v.registers.map_or("-".into(), |r| r.to_string()),
                v.shared_bytes.map_or("-".into(), |r| r.to_string()),
                v.spill_bytes.map_or("-".into(), |r| r.to_string()),
                if v.verified {
                    "yes".to_string()
                } else {
                    v.note.clone().unwrap_or_else(|| "no".into())
                },
            );
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::fixtures::{kernel, record, variant};

    #[test]
    fn details_list_every_mint_variant_and_the_best_hand_once() {
        let r = record(
            "H100",
            vec![kernel(
                "heat3d_7pt",
                "f64",
                vec![
                    variant("openmp", 20.0, true),
                    variant("O0", 1000.0, true),
                    variant("O3", 900.0, false),
                    variant("hand:vec4", 1400.0, true),
                    variant("hand", 1400.0, true),
                ],
            )],
        );
        let d = details(&r);
        let rows: Vec<&str> = d.lines().skip(2).collect();
        assert_eq!(rows.len(), 3, "{d}");
        assert!(rows[0].contains("| O0 |") && rows[0].ends_with("| yes |"));
        assert!(rows[1].contains("| O3 |") && rows[1].contains("wrong result"));
        assert!(rows[2].contains("| hand |"));
    }
}
