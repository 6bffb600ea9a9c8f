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
    /// Candidates pruned before timing.
    pub pruned: Vec<Pruned>,
}

impl Report {
    /// As TOML.
    pub fn to_toml(&self) -> String {
        toml::to_string_pretty(self)
            .unwrap_or_else(|e| format!("# could not serialize the report: {e}\n"))
    }

    /// Read a report.
    pub fn from_toml(text: &str) -> Result<Report, String> {
        toml::from_str(text).map_err(|e| e.to_string())
    }
}
