//! Temporal sweeps as data: the record of speed against the time block that `mint plot
//! --bt-chart` draws, read from `mint run --time-block` logs (their result lines), from
//! temporal tuning reports, or from a record written before.
//!
//! The record (TOML, ends with [`autotune::toml_file::END`]) is `kind = "temporal sweep"` and
//! one `[[points]]` table per measured configuration. A log is the output of one or more
//! `mint run FILE [--precision P] [--size N] --time-block ...` runs, each headed by a line
//! `=== FILE ARGS...` (as `scripts/gpu_temporal.sh` writes it; without one, the program is
//! `unknown`); a result line that starts like one (`  mint_tb_`) but does not parse is an
//! error at its line and column, never skipped in silence.
//!
//! Invariant: only verified points are drawn (the best over schedules per time block).

use crate::chart::ChartLine;
use autotune::temporal::TbCandidate;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The `kind` of a sweep record.
pub const SWEEP_KIND: &str = "temporal sweep";

/// A record of temporal measurements.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Sweep {
    /// Always [`SWEEP_KIND`].
    pub kind: String,
    /// Every measured configuration.
    pub points: Vec<SweepPoint>,
}

/// One measured configuration.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SweepPoint {
    /// Program stem (`heat3d_7pt`).
    pub program: String,
    /// `f64` or `f32`.
    pub precision: String,
    /// Kernel (`mint_tb_<id>`).
    pub kernel: String,
    /// GPU name (empty if the log did not say).
    pub gpu: String,
    /// The time block and schedule.
    pub candidate: TbCandidate,
    /// Median time of a launch of `bt` steps (ms).
    pub ms_per_launch: f64,
    /// Time per step (ms).
    pub ms_per_step: f64,
    /// Gflop/s over all steps.
    pub gflops: f64,
    /// Speed against the single-sweep copy bound.
    pub x_copy: f64,
    /// Registers per thread, where known.
    #[serde(default)]
    pub registers: Option<u32>,
    /// Whether the pass equalled the CPU's steps.
    pub verified: bool,
}

impl Sweep {
    /// As TOML.
    pub fn to_toml(&self) -> String {
        autotune::toml_file::with_end(
            toml::to_string_pretty(self)
                .unwrap_or_else(|e| format!("# could not serialize the sweep: {e}\n")),
        )
    }

    /// Read a sweep record, checked: errors are `FILE:LINE:COL: what`.
    pub fn read(path: &Path, text: &str) -> Result<Sweep, String> {
        autotune::toml_file::parse(path, text)
    }

    /// Whether `text` is a sweep record (its `kind` line).
    pub fn is_sweep(text: &str) -> bool {
        autotune::toml_file::has_kind(text, SWEEP_KIND)
    }

    /// One line per (program, precision, kernel), in order of first appearance: per time block
    /// the best verified speed against the copy bound.
    pub fn series(&self) -> Vec<ChartLine> {
        let mut out: Vec<ChartLine> = Vec::new();
        for p in self.points.iter().filter(|p| p.verified) {
            let name = format!("{} {}", p.program, p.precision);
            let i = match out.iter().position(|s| s.0 == name) {
                Some(i) => i,
                None => {
                    out.push((name, Vec::new()));
                    out.len() - 1
                }
            };
            let v = &mut out[i].1;
            match v.iter_mut().find(|(b, _)| *b == p.candidate.bt) {
                Some(e) => e.1 = e.1.max(p.x_copy),
                None => v.push((p.candidate.bt, p.x_copy)),
            }
        }
        for s in &mut out {
            s.1.sort_by_key(|e| e.0);
        }
        out
    }
}

impl autotune::toml_file::Checked for Sweep {
    /// Complete, of its kind, every number a measurement, every time block at least 1.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)> {
        use autotune::toml_file::{key_line, non_negative, table_line};
        if !autotune::toml_file::has_end(text) {
            return Err(autotune::toml_file::cut_short(text));
        }
        if self.kind != SWEEP_KIND {
            return Err((
                key_line(text, "kind"),
                format!("kind `{}` is not `{SWEEP_KIND}`", self.kind),
            ));
        }
        for (i, p) in self.points.iter().enumerate() {
            let at = |what: String| {
                (
                    table_line(text, "points", i, 1),
                    format!("point {}: {what}", i + 1),
                )
            };
            for (k, v) in [
                ("ms_per_launch", p.ms_per_launch),
                ("ms_per_step", p.ms_per_step),
                ("gflops", p.gflops),
                ("x_copy", p.x_copy),
            ] {
                non_negative(k, Some(v)).map_err(at)?;
            }
            if p.candidate.bt == 0 {
                return Err(at("bt = 0: a time block is at least 1 step".into()));
            }
        }
        Ok(())
    }
}

/// The program, precision and size of a `=== FILE ARGS...` header.
fn header(line: &str) -> (String, String) {
    let words: Vec<&str> = line.trim_start_matches('=').split_whitespace().collect();
    let program = words
        .first()
        .and_then(|f| Path::new(f).file_stem())
        .map_or("unknown".into(), |s| s.to_string_lossy().into_owned());
    let precision = words
        .iter()
        .position(|w| *w == "--precision")
        .and_then(|i| words.get(i + 1))
        .map_or("f64".to_string(), |p| p.to_string());
    (program, precision)
}

/// The number before `unit` in `text` (`0.7800 ms per launch` -> 0.78).
fn number_before(text: &str, unit: &str) -> Option<f64> {
    let at = text.find(unit)?;
    text[..at].split_whitespace().last()?.parse().ok()
}

/// The number after `key ` in `text` (`chunk 128` -> 128).
fn number_after(text: &str, key: &str) -> Option<u32> {
    let at = text.find(key)? + key.len();
    text[at..]
        .trim_start()
        .split(|c: char| !c.is_ascii_digit())
        .next()?
        .parse()
        .ok()
}

/// What a result line holds: kernel, configuration, (ms per launch, ms per step, Gflop/s, x
/// the copy bound), registers and whether it verified.
type ResultLine = (String, TbCandidate, [f64; 4], Option<u32>, bool);

/// One result line of `mint run --time-block`, or what is missing from it.
fn result_line(line: &str) -> Result<ResultLine, String> {
    let t = line.trim_start();
    let kernel = t.split_whitespace().next().unwrap_or("").to_string();
    let open = t.find('(').ok_or("no `(` after the kernel name")?;
    let close = t.find("):").ok_or("no `):` after the configuration")?;
    let conf = &t[open + 1..close];
    let rest = &t[close + 2..];
    let bt = number_before(conf, "steps per launch").ok_or("no `N steps per launch`")? as u32;
    let tile_text = conf
        .split(", ")
        .find_map(|p| p.strip_prefix("tile "))
        .ok_or("no `tile`")?;
    let tile: Vec<u32> = tile_text
        .split('x')
        .map(|v| v.trim().parse::<u32>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("tile `{tile_text}` is not TX or TXxTY"))?;
    let rows = number_before(conf, "rows per thread").map_or(1, |r| r as u32);
    let chunk = number_after(conf, "chunk").ok_or("no `chunk N`")?;
    let candidate = TbCandidate {
        bt,
        tile: [tile[0], tile.get(1).copied().unwrap_or(1)],
        rows,
        chunk,
    };
    let verified = rest.trim_start().starts_with("verified");
    let num = |unit: &str| number_before(rest, unit).ok_or(format!("no `... {unit}`"));
    let nums = [
        num("ms per launch")?,
        num("ms per step")?,
        num("Gflop/s")?,
        num("x the single-sweep copy bound")?,
    ];
    let registers = number_before(rest, "registers").map(|r| r as u32);
    Ok((kernel, candidate, nums, registers, verified))
}

/// The points of a `mint run --time-block` log (`name` is its path, for errors).
pub fn parse_log(name: &str, text: &str) -> Result<Vec<SweepPoint>, String> {
    let mut points = Vec::new();
    let (mut program, mut precision, mut gpu) =
        ("unknown".to_string(), "f64".to_string(), String::new());
    for (i, line) in text.lines().enumerate() {
        if line.starts_with("===") {
            (program, precision) = header(line);
        } else if let Some(d) = line.strip_prefix("device: ") {
            gpu = d.rsplit_once(" (").map_or(d, |(g, _)| g).to_string();
        } else if line.trim_start().starts_with("mint_tb_") && line.contains("steps per launch") {
            // A result line; the emulator's (`...: verified over S steps | max rel diff ...`,
            // one `|`) have no times and are not measurements.
            if line.matches(" | ").count() < 2 {
                continue;
            }
            let (kernel, candidate, [ml, ms, g, x], registers, verified) = result_line(line)
                .map_err(|e| {
                    let col = line.len() - line.trim_start().len() + 1;
                    format!("{name}:{}:{col}: not a temporal result line: {e}", i + 1)
                })?;
            points.push(SweepPoint {
                program: program.clone(),
                precision: precision.clone(),
                kernel,
                gpu: gpu.clone(),
                candidate,
                ms_per_launch: ml,
                ms_per_step: ms,
                gflops: g,
                x_copy: x,
                registers,
                verified,
            });
        }
    }
    if points.is_empty() {
        return Err(format!(
            "{name}: no `mint run --time-block` result line (`  mint_tb_N (...): verified over ... | ... ms per step, ...`)"
        ));
    }
    Ok(points)
}

/// The points of a temporal tuning report.
pub fn from_report(r: &autotune::temporal::TbReport) -> Vec<SweepPoint> {
    let program = r
        .file
        .strip_suffix(".c")
        .unwrap_or(&r.file)
        .trim_end_matches("_f32")
        .to_string();
    r.rows
        .iter()
        .filter_map(|row| {
            Some(SweepPoint {
                program: program.clone(),
                precision: r.precision.clone(),
                kernel: r.kernel.clone(),
                gpu: r.gpu.clone(),
                candidate: row.candidate,
                ms_per_launch: row.ms_per_launch?,
                ms_per_step: row.ms_per_step?,
                gflops: row.gflops?,
                x_copy: row.x_copy?,
                registers: row.registers,
                verified: row.verified,
            })
        })
        .collect()
}

/// Read `path` as a sweep record, a temporal tuning report, or a `mint run --time-block` log
/// (anything else), into its points.
pub fn read_points(path: &Path, text: &str) -> Result<Vec<SweepPoint>, String> {
    if Sweep::is_sweep(text) {
        Ok(Sweep::read(path, text)?.points)
    } else if autotune::temporal::TbReport::is_temporal(text) {
        Ok(from_report(&autotune::temporal::TbReport::read(
            path, text,
        )?))
    } else {
        parse_log(&path.display().to_string(), text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOG: &str = "=== kernels/heat3d_7pt.c --precision f32 --size 512 --time-block 1,2\n\
device: NVIDIA H100 80GB HBM3 (sm_90)\n\
device-to-device copy bandwidth: 3013 GB/s (read + written)\n\
  mint_tb_1 (1 steps per launch, tile 32x32, 2 rows per thread, chunk 128, block 32x16, lag 1, ring 2): verified over 1 steps | 0.7800 ms per launch, 0.7800 ms per step, 1376.6 Gflop/s, 0.46x the single-sweep copy bound | 36 registers, 8192 B shared, 0 B spill | max rel diff 1.2e-7\n\
  mint_tb_1 (2 steps per launch, tile 32x32, 2 rows per thread, chunk 128, block 32x16, lag 1, ring 2): verified over 2 steps | 0.7492 ms per launch, 0.3746 ms per step, 2866.5 Gflop/s, 0.95x the single-sweep copy bound | 52 registers, 16384 B shared, 0 B spill | max rel diff 2e-7\n\
  mint_tb_1 (2 steps per launch, tile 64x16, 2 rows per thread, chunk 128, block 64x8, lag 1, ring 2): WRONG over 2 steps | 0.1 ms per launch, 0.05 ms per step, 9999.0 Gflop/s, 9.00x the single-sweep copy bound | 52 registers, 16384 B shared, 0 B spill | element 3\n\
=== kernels/heat2d_5pt.c --size 8192 --time-block 4\n\
  mint_tb_1 (4 steps per launch, tile 256, chunk 128, block 256x1, lag 1, ring 2): verified over 4 steps | 0.3160 ms per launch, 0.0790 ms per step, 5096.6 Gflop/s, 2.26x the single-sweep copy bound | 32 registers, 8192 B shared, 0 B spill | max rel diff 3.6e-7\n";

    #[test]
    fn logs_parse_into_points_and_series_keep_the_verified_best() {
        let p = parse_log("speed.log", LOG).unwrap();
        assert_eq!(p.len(), 4);
        assert_eq!(
            (p[0].program.as_str(), p[0].precision.as_str()),
            ("heat3d_7pt", "f32")
        );
        assert_eq!(p[0].gpu, "NVIDIA H100 80GB HBM3");
        assert_eq!(
            p[1].candidate,
            TbCandidate {
                bt: 2,
                tile: [32, 32],
                rows: 2,
                chunk: 128
            }
        );
        assert_eq!(p[1].registers, Some(52));
        assert!(!p[2].verified);
        assert_eq!(
            p[3].candidate,
            TbCandidate {
                bt: 4,
                tile: [256, 1],
                rows: 1,
                chunk: 128
            }
        );
        assert_eq!(p[3].precision, "f64");
        let s = Sweep {
            kind: SWEEP_KIND.into(),
            points: p,
        };
        let series = s.series();
        // The WRONG line's 9x is not drawn.
        assert_eq!(
            series,
            vec![
                ("heat3d_7pt f32".to_string(), vec![(1, 0.46), (2, 0.95)]),
                ("heat2d_5pt f64".to_string(), vec![(4, 2.26)]),
            ]
        );
        // The record round-trips.
        let text = s.to_toml();
        assert!(Sweep::is_sweep(&text));
        assert_eq!(Sweep::read(Path::new("s.toml"), &text).unwrap(), s);
    }

    #[test]
    fn bad_input_is_named_by_file_line_and_column() {
        let bad = LOG.replace("tile 32x32, 2 rows per thread, chunk 128, block 32x16, lag 1, ring 2): verified over 1", "tile 32xa, 2 rows per thread, chunk 128): verified over 1");
        let e = parse_log("speed.log", &bad).unwrap_err();
        assert!(
            e.starts_with("speed.log:4:1: not a temporal result line: tile `32xa`"),
            "{e}"
        );
        let e = parse_log(
            "x.log",
            "a\n  mint_tb_1 (2 steps per launch, tile 32, chunk 8): verified | 1 ms per step | 30 registers",
        )
        .unwrap_err();
        assert!(
            e.starts_with("x.log:2:3: not a temporal result line: no `... ms per launch`"),
            "{e}"
        );
        let e = parse_log("empty.log", "device: X\n").unwrap_err();
        assert!(e.contains("no `mint run --time-block` result line"), "{e}");
        let s = Sweep {
            kind: SWEEP_KIND.into(),
            points: parse_log("speed.log", LOG).unwrap(),
        };
        let text = s.to_toml();
        let e = Sweep::read(
            Path::new("s.toml"),
            &text.replace("x_copy = 0.95", "x_copy = -0.95"),
        )
        .unwrap_err();
        assert!(
            e.starts_with("s.toml:") && e.contains("point 2: x_copy"),
            "{e}"
        );
        let e = Sweep::read(
            Path::new("s.toml"),
            &text.replacen("bt = 1", "bt = \"one\"", 1),
        )
        .unwrap_err();
        let line = text.lines().position(|l| l.starts_with("bt = ")).unwrap() + 1;
        assert!(e.starts_with(&format!("s.toml:{line}:")), "{e}");
        let e = Sweep::read(Path::new("s.toml"), &text[..text.len() - 30]).unwrap_err();
        assert!(e.contains("cut short") || e.starts_with("s.toml:"), "{e}");
    }
}
