//! The tuning report: every candidate with its result, and the winner. Serialized as TOML.

use crate::space::{Candidate, Pruned};
use serde::{Deserialize, Serialize};

/// One timed (or failed) candidate.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Row {
    /// The configuration.
    pub candidate: Candidate,
    /// Its label.
    pub label: String,
    /// Registers per thread.
    pub registers: Option<u32>,
    /// Static shared memory (bytes).
    pub shared_bytes: Option<usize>,
    /// Local (spill) bytes per thread.
    pub spill_bytes: Option<usize>,
    /// Median time per sweep (ms).
    pub time_ms: Option<f64>,
    /// Gflop/s (source flops).
    pub gflops: Option<f64>,
    /// Effective GB/s (compulsory bytes).
    pub gbps: Option<f64>,
    /// Output verified against the CPU reference.
    pub verified: bool,
    /// Why it was dropped, if it was.
    pub dropped: Option<String>,
}

/// Where a search's time went (seconds), in the report as `[time]` and on its summary line.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TimeSplit {
    /// Compiling the candidates (NVRTC, in parallel).
    pub compile_s: f64,
    /// The CPU reference (sweeps, magnitudes, keeping the compared states).
    pub reference_s: f64,
    /// Host-to-device copies: the start state before each candidate, the references.
    pub upload_s: f64,
    /// Launches timed (and the launch whose result is verified).
    pub timing_s: f64,
    /// Comparing results with the CPU reference.
    pub verify_s: f64,
    /// Where the results were compared (`device`, `host`, or both with counts, and why the
    /// device was not used where it was not).
    pub verified_on: String,
}

impl TimeSplit {
    /// `compile 1.2 s, CPU reference 3.4 s, uploads 0.5 s, timing 9.9 s, verification 0.3 s
    /// (on the device)`.
    pub fn line(&self) -> String {
        format!(
            "compile {:.1} s, CPU reference {:.1} s, uploads {:.1} s, timing {:.1} s, verification {:.1} s (on the {})",
            self.compile_s,
            self.reference_s,
            self.upload_s,
            self.timing_s,
            self.verify_s,
            self.verified_on
        )
    }
}

/// The report of one nest.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Report {
    /// Source file.
    pub file: String,
    /// Kernel (`mint_kernel_<id>`).
    pub kernel: String,
    /// Problem size.
    pub size: Vec<usize>,
    /// GPU name.
    pub gpu: String,
    /// Driver version.
    pub driver: String,
    /// Search strategy used.
    pub strategy: String,
    /// Candidates in the pruned space.
    pub space: usize,
    /// Copy bandwidth measured in the same run (GB/s).
    pub copy_gbps: f64,
    /// Wall time of the tuning (s).
    pub wall_s: f64,
    /// The winner's label.
    pub best: Option<String>,
    /// Every evaluated candidate.
    pub rows: Vec<Row>,
    /// With `--strategy compare`: the local search replayed over the exhaustive times.
    #[serde(default)]
    pub quality: Option<crate::search::Quality>,
    /// Where the time went (absent in reports written before it was recorded).
    #[serde(default)]
    pub time: Option<TimeSplit>,
    /// Candidates pruned before timing.
    pub pruned: Vec<Pruned>,
}

impl Report {
    /// As TOML.
    pub fn to_toml(&self) -> String {
        crate::toml_file::with_end(
            toml::to_string_pretty(self)
                .unwrap_or_else(|e| format!("# could not serialize the report: {e}\n")),
        )
    }

    /// Read a report (the text of `path`), checked ([`crate::toml_file`]): the error names the
    /// file and line.
    pub fn read(path: &std::path::Path, text: &str) -> Result<Report, String> {
        crate::toml_file::parse(path, text)
    }

    /// Read a report without a file name (the error is `report:LINE:COL: ...`).
    pub fn from_toml(text: &str) -> Result<Report, String> {
        Report::read(std::path::Path::new("report"), text)
    }
}

impl crate::toml_file::Checked for Report {
    /// Every row's numbers are measurements and its label names its candidate (the label is
    /// how `best` finds the winner's row); `best` names a verified row.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)> {
        use crate::toml_file::{non_negative, table_line};
        for (i, r) in self.rows.iter().enumerate() {
            let at = |what: String| {
                (
                    table_line(text, "rows", i, 1),
                    format!("row {}: {what}", i + 1),
                )
            };
            non_negative("time_ms", r.time_ms).map_err(at)?;
            non_negative("gflops", r.gflops).map_err(at)?;
            non_negative("gbps", r.gbps).map_err(at)?;
            if r.label != r.candidate.label() {
                return Err(at(format!(
                    "label `{}` does not name its candidate ({}): the report was edited",
                    r.label,
                    r.candidate.label()
                )));
            }
        }
        if let Some(b) = &self.best {
            if !self.rows.iter().any(|r| &r.label == b && r.verified) {
                return Err((
                    crate::toml_file::key_line(text, "best"),
                    format!(
                        "the winner `{b}` has no verified row (the report is cut short or edited)"
                    ),
                ));
            }
        }
        Ok(())
    }
}
