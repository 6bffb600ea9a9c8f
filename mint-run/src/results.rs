//! The bench's record: what `mint bench` writes to `results/<gpu>/<timestamp>.toml` and what
//! `mint check` reads back as a baseline.
//!
//! Invariants: every number in a record was measured in the run it describes; a variant that
//! did not verify has `verified = false` and never counts as a kernel's best (`best_of`).

use serde::{Deserialize, Serialize};

/// Every variant name `--variants` takes.
pub const VARIANTS: [&str; 10] = [
    "openmp", "O0", "O1", "O2", "O3", "O2ps", "O1vx", "tuned", "hand", "temporal",
];

/// One run of `mint bench`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Record {
    /// Where and with what it ran.
    pub meta: Meta,
    /// One entry per (program, precision, nest).
    pub kernels: Vec<KernelResult>,
}

/// The machine and tools of a run.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Meta {
    /// GPU name.
    pub gpu: String,
    /// Compute capability, e.g. `sm_90`.
    pub arch: String,
    /// Driver version.
    pub driver: String,
    /// NVRTC version.
    pub nvrtc: String,
    /// mint version.
    pub mint: String,
    /// Seconds since the Unix epoch at the start.
    pub unix_time: u64,
    /// Device-to-device copy bandwidth measured in the run (GB/s, read + written).
    pub copy_gbps: f64,
    /// CPU of the OpenMP baseline, and its threads.
    pub cpu: String,
    /// Timed launches per variant (median reported).
    pub reps: usize,
    /// Wall time of the whole run (s).
    pub wall_s: f64,
    /// How many kernel results the record holds (a file cut short between two of them has
    /// fewer; absent in records of older versions).
    #[serde(default)]
    pub kernel_count: Option<usize>,
    /// Measured in the fast-math mode (`mint bench --fast-math`: mint's kernels divide by
    /// reciprocals, every GPU variant compiled with --use_fast_math and verified with the widened
    /// check); `mint check` compares only records of the same mode. Absent (IEEE) in records of
    /// older versions.
    #[serde(default)]
    pub fast_math: bool,
}

impl Meta {
    /// `fast-math` or `IEEE`.
    pub fn mode(&self) -> &'static str {
        if self.fast_math {
            "fast-math"
        } else {
            "IEEE"
        }
    }
}

/// Everything measured for one nest of one program in one precision.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct KernelResult {
    /// Program stem (`heat3d_7pt`).
    pub program: String,
    /// `f64` or `f32`.
    pub precision: String,
    /// Nest number (`mint_kernel_<nest>`).
    pub nest: usize,
    /// Stencil shape as the analyzer names it.
    pub shape: String,
    /// Extents (x first).
    pub size: Vec<usize>,
    /// Points per sweep.
    pub points: f64,
    /// Flops per point as the paper counts them.
    pub flops_per_point: u32,
    /// Compulsory bytes per point.
    pub bytes_per_point: u32,
    /// Gflop/s at the copy bandwidth: the bound.
    pub copy_bound_gflops: f64,
    /// Every variant measured.
    pub variants: Vec<Variant>,
}

/// One variant of one kernel.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Variant {
    /// `openmp`, `O0`..`O3`, `O2ps` (plane sums), `O1vx` (vector x), `tuned`, `hand` (the
    /// fastest hand variant), `hand:<name>`, `temporal` (the fastest verified configuration of
    /// the temporal sweep) or `temporal:bt<N>` (the fastest with `N` steps per launch).
    pub name: String,
    /// Its configuration (tile, chunk, block; threads for OpenMP).
    pub config: String,
    /// Median time per sweep (ms), when it ran.
    pub time_ms: Option<f64>,
    /// Gflop/s.
    pub gflops: Option<f64>,
    /// Effective GB/s (compulsory bytes).
    pub gbps: Option<f64>,
    /// Percentage of the copy bandwidth.
    pub pct_copy: Option<f64>,
    /// Registers per thread.
    pub registers: Option<u32>,
    /// Static shared memory per block (bytes).
    pub shared_bytes: Option<usize>,
    /// Local (spill) bytes per thread.
    pub spill_bytes: Option<usize>,
    /// Result equal to the CPU reference within the tolerance.
    pub verified: bool,
    /// Largest relative difference from the CPU reference.
    pub max_rel_diff: Option<f64>,
    /// Why it did not run or did not verify.
    pub note: Option<String>,
    /// Temporal variants: steps per launch (`time_ms` is then per step, `gflops` counts the
    /// flops of all steps). Absent in records of older versions and in other variants.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bt: Option<u32>,
    /// Temporal variants: speed against the single-sweep copy bound (time per step against the
    /// copy rate's time for one sweep's bytes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x_copy: Option<f64>,
}

impl Variant {
    /// A variant that did not run, and why.
    pub fn failed(name: &str, config: String, why: String) -> Variant {
        Variant {
            name: name.to_string(),
            config,
            time_ms: None,
            gflops: None,
            gbps: None,
            pct_copy: None,
            registers: None,
            shared_bytes: None,
            spill_bytes: None,
            verified: false,
            max_rel_diff: None,
            note: Some(why),
            bt: None,
            x_copy: None,
        }
    }
}

impl KernelResult {
    /// `program precision #nest`, e.g. `heat3d_7pt f64 #1`.
    pub fn key(&self) -> String {
        format!("{} {} #{}", self.program, self.precision, self.nest)
    }

    /// The variant called `name`.
    pub fn variant(&self, name: &str) -> Option<&Variant> {
        self.variants.iter().find(|v| v.name == name)
    }

    /// Gflop/s of a verified variant called `name`.
    pub fn gflops(&self, name: &str) -> Option<f64> {
        self.variant(name)
            .filter(|v| v.verified)
            .and_then(|v| v.gflops)
    }

    /// The temporal sweep's best (`temporal`), if it verified.
    pub fn temporal(&self) -> Option<&Variant> {
        self.variant("temporal")
            .filter(|v| v.verified && v.x_copy.is_some())
    }

    /// Per time block, the speed of the sweep's best verified configuration against the copy
    /// bound (the `temporal:bt<N>` variants).
    pub fn temporal_per_bt(&self) -> Vec<(u32, f64)> {
        let mut v: Vec<(u32, f64)> = self
            .variants
            .iter()
            .filter(|v| v.name.starts_with("temporal:bt") && v.verified)
            .filter_map(|v| Some((v.bt?, v.x_copy?)))
            .collect();
        v.sort_by_key(|e| e.0);
        v
    }

    /// The fastest verified variant among the mint levels (plane sums included) and `tuned`.
    pub fn best_mint(&self) -> Option<&Variant> {
        best_of(
            self.variants
                .iter()
                .filter(|v| v.name.starts_with('O') || v.name == "tuned"),
        )
    }
}

/// The fastest verified variant of `vs`.
pub fn best_of<'a>(vs: impl Iterator<Item = &'a Variant>) -> Option<&'a Variant> {
    vs.filter(|v| v.verified && v.time_ms.is_some())
        .min_by(|a, b| {
            let t = |v: &Variant| v.time_ms.unwrap_or(f64::INFINITY);
            t(a).total_cmp(&t(b))
        })
}

impl autotune::toml_file::Checked for Record {
    /// As many kernel results as the record says, and every number a measurement.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)> {
        use autotune::toml_file::{key_line, non_negative, table_line};
        // Records of older versions have no count and no end line.
        if self.meta.kernel_count.is_some() && !autotune::toml_file::has_end(text) {
            return Err(autotune::toml_file::cut_short(text));
        }
        if let Some(n) = self.meta.kernel_count {
            if n != self.kernels.len() {
                return Err((
                    key_line(text, "kernel_count"),
                    format!(
                        "the record holds {} kernel results but was written with {n}: the file is cut short or edited",
                        self.kernels.len()
                    ),
                ));
            }
        }
        non_negative("copy_gbps", Some(self.meta.copy_gbps))
            .map_err(|e| (key_line(text, "copy_gbps"), e))?;
        for (k, kr) in self.kernels.iter().enumerate() {
            let kline = table_line(text, "kernels", k, 1);
            non_negative("copy_bound_gflops", Some(kr.copy_bound_gflops))
                .and_then(|()| non_negative("points", Some(kr.points)))
                .map_err(|e| (kline, format!("{}: {e}", kr.key())))?;
            for (i, v) in kr.variants.iter().enumerate() {
                let at = |e: String| {
                    (
                        table_line(text, "kernels.variants", i, kline.unwrap_or(1)).or(kline),
                        format!("{} variant {}: {e}", kr.key(), v.name),
                    )
                };
                non_negative("time_ms", v.time_ms).map_err(at)?;
                non_negative("gflops", v.gflops).map_err(at)?;
                non_negative("gbps", v.gbps).map_err(at)?;
                non_negative("pct_copy", v.pct_copy).map_err(at)?;
                non_negative("x_copy", v.x_copy).map_err(at)?;
                if v.bt == Some(0) {
                    return Err(at("bt = 0: a time block is at least 1 step".into()));
                }
            }
        }
        Ok(())
    }
}

impl Record {
    /// As TOML.
    pub fn to_toml(&self) -> String {
        autotune::toml_file::with_end(
            toml::to_string_pretty(self)
                .unwrap_or_else(|e| format!("# could not serialize the record: {e}\n")),
        )
    }

    /// Read a record without a file name (errors say `record:LINE:COL`).
    pub fn from_toml(text: &str) -> Result<Record, String> {
        Record::parse(std::path::Path::new("record"), text)
    }

    /// Read the record `text` of file `path`, checked (`autotune::toml_file`): the error names
    /// the file and line.
    pub fn parse(path: &std::path::Path, text: &str) -> Result<Record, String> {
        autotune::toml_file::parse(path, text)
    }

    /// Read the record in file `path` (exit code 3 if it cannot be read, 1 if it is not a
    /// complete record).
    pub fn read(path: &std::path::Path) -> Result<Record, crate::error::RunError> {
        use crate::error::RunError;
        let text = std::fs::read_to_string(path)
            .map_err(|e| RunError(format!("cannot read {}: {e}", path.display()), 3))?;
        Record::parse(path, &text)
            .map_err(|e| RunError(format!("{e} (not a valid mint bench record)"), 1))
    }

    /// The kernel with `key`.
    pub fn kernel(&self, key: &str) -> Option<&KernelResult> {
        self.kernels.iter().find(|k| k.key() == key)
    }
}

/// Small records for unit tests.
#[cfg(test)]
pub(crate) mod fixtures {
    use super::*;

    /// A variant that ran at `gflops`; not verified means a wrong result.
    pub fn variant(name: &str, gflops: f64, verified: bool) -> Variant {
        Variant {
            name: name.into(),
            config: String::new(),
            time_ms: Some(1.0 / gflops),
            gflops: Some(gflops),
            gbps: None,
            pct_copy: None,
            registers: None,
            shared_bytes: None,
            spill_bytes: None,
            verified,
            max_rel_diff: Some(0.0),
            note: (!verified).then(|| "wrong result: U differs".into()),
            bt: None,
            x_copy: None,
        }
    }

    /// A 512^3 7-point kernel of `program` in `precision` with `variants`.
    pub fn kernel(program: &str, precision: &str, variants: Vec<Variant>) -> KernelResult {
        KernelResult {
            program: program.into(),
            precision: precision.into(),
            nest: 1,
            shape: "3D 7-point".into(),
            size: vec![512; 3],
            points: 1.0,
            flops_per_point: 8,
            bytes_per_point: 16,
            copy_bound_gflops: 1500.0,
            variants,
        }
    }

    /// A record of `kernels` on `gpu`.
    pub fn record(gpu: &str, kernels: Vec<KernelResult>) -> Record {
        Record {
            meta: Meta {
                gpu: gpu.into(),
                arch: "sm_90".into(),
                driver: "13.0".into(),
                nvrtc: "13.0".into(),
                mint: "0".into(),
                unix_time: 0,
                copy_gbps: 3000.0,
                cpu: String::new(),
                reps: 20,
                wall_s: 1.0,
                kernel_count: None,
                fast_math: false,
            },
            kernels,
        }
    }
}
