//! Multi-GPU scaling as data: the record that `scripts/verify_multi.py` writes from the
//! `scale` and `weak` stages of `scripts/gpu_multi.sh`, and that `mint plot` draws.
//!
//! The record (TOML, ends with [`autotune::toml_file::END`]) is `kind = "multi-GPU scaling"`
//! and one `[[points]]` table per timed run: the program, its schedule, `strong` or `weak`, the
//! grid, the number of GPUs and the median time of one step (every GPU, halo exchange
//! included). A strong series is one grid on 1..G GPUs; a weak one grows the split dimension
//! with G.
//!
//! Invariants: only verified points are drawn; a series is drawn only where it has a one-GPU
//! point to compare with (speedup = `G * t1 / tG` for weak series, `t1 / tG` for strong ones).

use crate::chart::ChartLine;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The `kind` of a scaling record.
pub const SCALING_KIND: &str = "multi-GPU scaling";

/// A record of multi-GPU timings.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Scaling {
    /// Always [`SCALING_KIND`].
    pub kind: String,
    /// GPU name (`NVIDIA H200`).
    #[serde(default)]
    pub gpu: String,
    /// Every timed run.
    pub points: Vec<ScalingPoint>,
}

/// One timed run.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct ScalingPoint {
    /// What ran (`heat3d_7pt f64 -O1 vector x`, `hand reference`): one series per name and mode.
    pub program: String,
    /// `strong` (one grid) or `weak` (the split dimension grows with the GPUs).
    pub mode: String,
    /// The grid as the run was given it (`1024^3`, `512x512x1024`).
    pub grid: String,
    /// GPUs.
    pub gpus: u32,
    /// Median time of one step (ms).
    pub ms_per_step: f64,
    /// Whether the run's result equalled its reference (the CPU, or the one-GPU run's
    /// checksum).
    pub verified: bool,
}

impl Scaling {
    /// Read a scaling record, checked: errors are `FILE:LINE:COL: what`.
    pub fn read(path: &Path, text: &str) -> Result<Scaling, String> {
        autotune::toml_file::parse(path, text)
    }

    /// Whether `text` is a scaling record (its `kind` line).
    pub fn is_scaling(text: &str) -> bool {
        autotune::toml_file::has_kind(text, SCALING_KIND)
    }

    /// One series per (program, mode) with a verified one-GPU point, in order of first
    /// appearance: per GPU count the speedup over one GPU (weak: scaled by the GPUs, so that
    /// perfect scaling is `y = G` for both).
    pub fn series(&self) -> Vec<ChartLine> {
        let mut out: Vec<ChartLine> = Vec::new();
        let ok: Vec<&ScalingPoint> = self.points.iter().filter(|p| p.verified).collect();
        for p in &ok {
            let name = format!("{} ({})", p.program, p.mode);
            if out.iter().any(|s| s.0 == name) {
                continue;
            }
            let same = |q: &&&ScalingPoint| q.program == p.program && q.mode == p.mode;
            let Some(one) = ok.iter().filter(same).find(|q| q.gpus == 1) else {
                continue;
            };
            let mut pts: Vec<(u32, f64)> = ok
                .iter()
                .filter(same)
                .filter(|q| q.ms_per_step > 0.0)
                .map(|q| {
                    let s = one.ms_per_step / q.ms_per_step;
                    (
                        q.gpus,
                        if p.mode == "weak" {
                            s * f64::from(q.gpus)
                        } else {
                            s
                        },
                    )
                })
                .collect();
            pts.sort_by_key(|e| e.0);
            pts.dedup_by_key(|e| e.0);
            out.push((name, pts));
        }
        out
    }
}

impl autotune::toml_file::Checked for Scaling {
    /// Complete, of its kind, every time a measurement, every mode known, at least one GPU.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)> {
        use autotune::toml_file::{key_line, non_negative, table_line};
        if !autotune::toml_file::has_end(text) {
            return Err(autotune::toml_file::cut_short(text));
        }
        if self.kind != SCALING_KIND {
            return Err((
                key_line(text, "kind"),
                format!("kind `{}` is not `{SCALING_KIND}`", self.kind),
            ));
        }
        for (i, p) in self.points.iter().enumerate() {
            let at = |what: String| {
                (
                    table_line(text, "points", i, 1),
                    format!("point {}: {what}", i + 1),
                )
            };
            non_negative("ms_per_step", Some(p.ms_per_step)).map_err(at)?;
            if p.gpus == 0 {
                return Err(at("`gpus` must be at least 1".into()));
            }
            if p.mode != "strong" && p.mode != "weak" {
                return Err(at(format!(
                    "`mode` is `{}`: give `strong` or `weak`",
                    p.mode
                )));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(points: &str) -> String {
        autotune::toml_file::with_end(format!(
            "kind = \"{SCALING_KIND}\"\ngpu = \"NVIDIA H200\"\n{points}"
        ))
    }

    fn point(program: &str, mode: &str, gpus: u32, ms: f64, verified: bool) -> String {
        format!(
            "[[points]]\nprogram = \"{program}\"\nmode = \"{mode}\"\ngrid = \"1024^3\"\ngpus = {gpus}\nms_per_step = {ms}\nverified = {verified}\n"
        )
    }

    #[test]
    fn series_are_speedups_over_one_gpu() {
        let text = record(
            &[
                point("a", "strong", 1, 6.0, true),
                point("a", "strong", 2, 3.0, true),
                point("a", "weak", 1, 1.0, true),
                point("a", "weak", 2, 1.25, true),
                // no verified one-GPU point: not drawn
                point("b", "strong", 1, 6.0, false),
                point("b", "strong", 2, 2.0, true),
            ]
            .concat(),
        );
        let s = Scaling::read(Path::new("s.toml"), &text).expect("a valid record");
        let series = s.series();
        assert_eq!(series.len(), 2);
        assert_eq!(series[0], ("a (strong)".into(), vec![(1, 1.0), (2, 2.0)]));
        assert_eq!(series[1], ("a (weak)".into(), vec![(1, 1.0), (2, 1.6)]));
    }

    #[test]
    fn bad_records_are_refused_at_their_line() {
        let text = record(&point("a", "sideways", 1, 6.0, true));
        let e = Scaling::read(Path::new("s.toml"), &text).expect_err("unknown mode");
        assert!(e.contains("s.toml:3") && e.contains("sideways"), "{e}");
        let text = record(&point("a", "strong", 0, 6.0, true));
        let e = Scaling::read(Path::new("s.toml"), &text).expect_err("no GPUs");
        assert!(e.contains("at least 1"), "{e}");
        let cut = record(&point("a", "strong", 1, 6.0, true)).replace(autotune::toml_file::END, "");
        assert!(Scaling::read(Path::new("s.toml"), &cut).is_err());
        assert!(Scaling::is_scaling(&record("")));
    }
}
