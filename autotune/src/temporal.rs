//! The temporal-blocking search space of one Jacobi nest: the time block `bT` and the streamed
//! schedule (tile x, tile y, rows per thread, chunk) as tuner dimensions, pruned by
//! [`mint_opt::temporal::plan_temporal`]'s refusals (overlap, threads, validity masks, shared
//! memory) and the device's limits; a cost model that ranks it without a GPU; the report of a
//! temporal search.
//!
//! Invariants: the space is enumerated in a fixed order (bT, then tile x, tile y, rows, chunk);
//! every candidate it returns is one `plan_temporal` accepts and that fits the [`TbLimits`];
//! the model ([`tb_model_cost`]) is a pure function of the nest and the candidate (no measured
//! answers in it).

use crate::space::Limits;
use mint_analyzer::Nest;
use mint_opt::temporal::{plan_temporal, TemporalPlan};
use serde::{Deserialize, Serialize};

/// One temporal configuration: `bt` steps per launch with a streamed schedule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TbCandidate {
    /// Time steps per launch.
    pub bt: u32,
    /// Points per block in the tiled dimensions, x first (2-D nests: y is 1).
    pub tile: [u32; 2],
    /// Points per thread along y (3-D; 1 in 2-D).
    pub rows: u32,
    /// Planes per block along the streamed dimension.
    pub chunk: u32,
}

impl TbCandidate {
    /// `bt3 32x32r2 c128` (the same form in 2-D: `bt8 256x1r1 c128`).
    pub fn label(&self) -> String {
        format!(
            "bt{} {}x{}r{} c{}",
            self.bt, self.tile[0], self.tile[1], self.rows, self.chunk
        )
    }

    /// What `mint run --tb-schedule` takes for this schedule (3-D `TX,TY,CHUNK,ROWS`, 2-D
    /// `TX,CHUNK`).
    pub fn tb_schedule(&self, parallel: usize) -> String {
        if parallel >= 3 {
            format!(
                "{},{},{},{}",
                self.tile[0], self.tile[1], self.chunk, self.rows
            )
        } else {
            format!("{},{}", self.tile[0], self.chunk)
        }
    }

    /// The plan of `n` under this candidate, or why there is none.
    pub fn plan(&self, n: &Nest) -> Result<TemporalPlan, String> {
        plan_temporal(n, self.bt, self.tile, self.rows, self.chunk)
    }
}

/// The largest time block the space tries: 8 in 3-D, 12 in 2-D (the H100 sweeps of 2026-11-24
/// peaked at 3-4 and 6-8; beyond these the overlap grows faster than the traffic falls).
pub fn default_max_bt(parallel: usize) -> u32 {
    if parallel >= 3 {
        8
    } else {
        12
    }
}

/// Why a temporal candidate was left out before timing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TbPruned {
    /// The candidate.
    pub candidate: TbCandidate,
    /// The reason (`plan_temporal`'s, or the device's limit).
    pub why: String,
}

/// The schedules of the space for `parallel` dimensions, before pruning: 3-D tiles 32 or 64
/// wide (a warp per tile row or two), 16 to 64 rows, 1 to 8 rows per thread, chunks of 64 to
/// 512 planes (measured on the H100 at 512^3: which chunk is best depends on how the blocks fill
/// the last wave, up to 6% between 128 and 512); 2-D tiles of 128 to 1024 points, chunks of 64
/// to 256 rows.
fn schedules(parallel: usize) -> Vec<([u32; 2], u32, u32)> {
    let mut v = Vec::new();
    if parallel >= 3 {
        for tx in [32u32, 64] {
            for ty in [16u32, 32, 64] {
                for rows in [1u32, 2, 4, 8] {
                    for chunk in [64u32, 128, 256, 512] {
                        v.push(([tx, ty], rows, chunk));
                    }
                }
            }
        }
    } else {
        for tx in [128u32, 256, 512, 1024] {
            for chunk in [64u32, 128, 256] {
                v.push(([tx, 1], 1, chunk));
            }
        }
    }
    v
}

/// Enumerate the temporal space of `n` for time blocks `1..=max_bt` and prune it: what
/// `plan_temporal` refuses, blocks outside `limits`' threads, rings beyond its shared memory.
/// `Err` when `n` is not a Jacobi step at all (the reason of the default schedule's refusal).
pub fn temporal_space(
    n: &Nest,
    max_bt: u32,
    limits: &Limits,
) -> Result<(Vec<TbCandidate>, Vec<TbPruned>), String> {
    let (tile, rows, chunk) = mint_opt::temporal::default_schedule(n.parallel);
    // Refusals that do not depend on the schedule (not a Jacobi step) refuse the nest.
    plan_temporal(n, 1, tile, rows, chunk)?;
    let elem = input_elem(n);
    let mut keep = Vec::new();
    let mut pruned = Vec::new();
    for bt in 1..=max_bt.max(1) {
        for &(tile, rows, chunk) in &schedules(n.parallel) {
            let c = TbCandidate {
                bt,
                tile,
                rows,
                chunk,
            };
            let why = match c.plan(n) {
                Err(why) => Some(why),
                Ok(p) if p.threads() > limits.max_threads || p.threads() < limits.min_threads => {
                    Some(format!("{} threads per block", p.threads()))
                }
                Ok(p) if p.shared_bytes(elem) > u64::from(limits.tb_shared_bytes()) => Some(
                    format!("{} B of shared memory (device limit)", p.shared_bytes(elem)),
                ),
                Ok(_) => None,
            };
            match why {
                Some(why) => pruned.push(TbPruned { candidate: c, why }),
                None => keep.push(c),
            }
        }
    }
    Ok((keep, pruned))
}

impl Limits {
    /// Dynamic shared memory a temporal block may use: the device's opt-in limit where it is
    /// known to be larger than the static one the single-sweep space uses, else
    /// [`mint_opt::temporal::SHARED_LIMIT`].
    pub fn tb_shared_bytes(&self) -> u32 {
        self.dynamic_shared_bytes
            .unwrap_or(mint_opt::temporal::SHARED_LIMIT as u32)
    }
}

/// Bytes of one element of the nest's main (input) array.
fn input_elem(n: &Nest) -> u32 {
    n.stencil
        .as_ref()
        .and_then(|s| n.arrays.iter().find(|a| a.name == s.main_array))
        .and_then(|a| a.elem.size_bytes())
        .unwrap_or(8)
}

/// Neighbours of candidate `i`: the candidates that differ from it in one dimension (bT, tile
/// x, tile y, rows per thread, chunk).
pub fn tb_neighbours(cands: &[TbCandidate], i: usize) -> Vec<usize> {
    let c = &cands[i];
    let diff = |o: &TbCandidate| {
        (c.bt != o.bt) as u32
            + (c.tile[0] != o.tile[0]) as u32
            + (c.tile[1] != o.tile[1]) as u32
            + (c.rows != o.rows) as u32
            + (c.chunk != o.chunk) as u32
    };
    (0..cands.len())
        .filter(|&j| j != i && diff(&cands[j]) == 1)
        .collect()
}

/// The machine the cost model assumes: an H100 SXM (the device the sweeps ran on). Only the
/// ratios between these matter for the ranking.
pub mod machine {
    /// DRAM bandwidth, bytes per second (the device-to-device copy rate, read + written).
    pub const DRAM_BPS: f64 = 3.0e12;
    /// Shared-memory bandwidth, bytes per second (132 SMs x 128 B per clock x 1.98 GHz).
    pub const SHARED_BPS: f64 = 33.0e12;
    /// Single-precision flop rate (the source's flops, not FMA pairs).
    pub const FLOPS_F32: f64 = 30.0e12;
    /// Double-precision flop rate.
    pub const FLOPS_F64: f64 = 15.0e12;
    /// Registers per SM.
    pub const REGS_PER_SM: u32 = 65536;
    /// Resident threads per SM.
    pub const THREADS_PER_SM: u32 = 2048;
    /// Shared memory per SM (bytes).
    pub const SHARED_PER_SM: u32 = 228 * 1024;
    /// Thread instructions issued per second (132 SMs x 4 schedulers x 32 lanes x 1.98 GHz).
    pub const ISSUE_PER_S: f64 = 33.4e12;
    /// The share of the less busy pipes' times that the busiest one does not hide (a streamed
    /// kernel alternates loads, a barrier and the stages' arithmetic within each plane).
    pub const OVERLAP_LEFT: f64 = 0.5;
    /// Independent rows in flight per SM (resident warps times points per thread) below which
    /// the model charges latency: a streamed kernel with less cannot keep enough loads and
    /// dependent stages in flight.
    pub const LATENCY_ROWS: f64 = 32.0;
}

/// What the model computes for a candidate, per output point and step (see [`tb_model`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TbModel {
    /// DRAM bytes per point per step: the tile (with its overlap and the streamed warm-up) of
    /// the input and of the read-only arrays read and the output written once per launch,
    /// divided by `bT` (the later stages read the read-only arrays' planes a few iterations
    /// after the first did: from the caches).
    pub dram_bytes: f64,
    /// Flops per point per step, with the overlap recomputed (each stage computes a tile that
    /// shrinks by the radius per step).
    pub flops: f64,
    /// Shared-memory bytes per point per step (each computed value stored once and read by the
    /// references that go through shared memory).
    pub shared_bytes: f64,
    /// Thread instructions per point per step, estimated: per computed point of a stage its
    /// flops, two per reference (the load from a register, shuffle or shared memory and the
    /// validity select) and 8 of loop, index and ring bookkeeping; twice that in double
    /// precision (half-rate arithmetic, 64-bit moves).
    pub instructions: f64,
    /// Registers per thread, estimated: 32 plus 8/7 per register-window value (`bT` stages of
    /// `window` planes for each of the thread's points, two registers per double); a 3-D kernel
    /// with an interior part, `DISPATCH_REGISTERS` (its launch bounds hold it there), the rest
    /// of the model from its interior part.
    pub registers: u32,
    /// The estimate exceeds what `__launch_bounds__(threads)` allows (64K / threads, at most
    /// 255): the kernel is predicted to spill (`mint tune` and `mint bench` drop kernels that do).
    pub spills: bool,
    /// Warps resident per SM (threads, registers and shared memory).
    pub warps: f64,
    /// Predicted seconds per point per step.
    pub seconds: f64,
}

/// The cost model of a temporal candidate on [`machine`]: the time per point and step is the
/// busiest pipe's time (DRAM, shared memory, or arithmetic and instruction issue) plus
/// `OVERLAP_LEFT` of the others', multiplied by
/// `sqrt(LATENCY_ROWS / (warps · points))` when fewer independent rows are in flight, and by
/// `1 + 2·excess/cap` when the estimated registers exceed the launch bounds' cap (spills).
/// `None` if `plan_temporal` refuses the candidate.
///
/// Redundancy: with radius `r` and `bT` steps, a tile of `T` points keeps `T - 2·r·bT` (the
/// output tile); stage `s` computes `T - 2·r·s`; the streamed dimension computes
/// `chunk + bT·(lag + r)` planes for `chunk` output planes.
pub fn tb_model(n: &Nest, c: &TbCandidate) -> Option<TbModel> {
    use machine::*;
    let p = c.plan(n).ok()?;
    // A 3-D kernel with an interior part ([`TemporalPlan::interior`]): most blocks run the plain
    // part, the kernel held to `DISPATCH_REGISTERS` (its launch bounds).
    let (p, held) = match p.interior {
        Some(i) if p.parallel >= 3 => (*i, true),
        _ => (p, false),
    };
    let elem = f64::from(input_elem(n));
    let sd = p.stream();
    let tiled = |d: usize, s: u32| -> f64 {
        if d < sd {
            f64::from(p.tile[d].saturating_sub(2 * p.radius[d] * s))
        } else {
            1.0
        }
    };
    let area = |s: u32| tiled(0, s) * tiled(1, s);
    let out = area(p.bt).max(1.0);
    let loaded = area(0) / out;
    let computed = (1..=p.bt).map(area).sum::<f64>() / (f64::from(p.bt) * out);
    let stream = f64::from(p.chunk + p.bt * (p.lag + p.stream_radius())) / f64::from(p.chunk);
    let bt = f64::from(p.bt);
    let coef = (f64::from(n.bytes_per_point) - 2.0 * elem).max(0.0);
    let dram_bytes = ((elem + coef) * loaded * stream + elem) / bt;
    let flops = f64::from(n.flops_per_point) * computed * stream;
    // Plane sums read each in-plane offset once per plane, not once per reference.
    let distinct = |offs: Vec<[i64; 3]>| -> usize {
        let mut v: Vec<[i64; 3]> = offs
            .into_iter()
            .map(|o| if p.sums { [o[0], o[1], 0] } else { o })
            .collect();
        v.sort_unstable();
        v.dedup();
        v.len()
    };
    let through_shared = n.arrays.iter().find(|a| a.name == p.input).map_or(0, |a| {
        distinct(
            a.read_offsets
                .iter()
                .filter(|o| {
                    if p.warp_x {
                        o[1] != 0
                    } else {
                        (0..sd).any(|d| o[d] != 0)
                    }
                })
                .copied()
                .collect(),
        )
    });
    let shared_bytes = if p.uses_shared {
        elem * (1.0 + through_shared as f64) * computed * stream
    } else {
        0.0
    };
    let refs = n
        .arrays
        .iter()
        .find(|a| a.name == p.input)
        .map_or(1, |a| distinct(a.read_offsets.clone()));
    let width = if elem > 4.0 { 2.0 } else { 1.0 };
    // Plane sums share about half the additions (x pairs, equal partial sums).
    let arith = f64::from(n.flops_per_point) * if p.sums { 0.5 } else { 1.0 };
    let instructions = width * (arith + 2.0 * refs as f64 + 8.0) * computed * stream;
    let registers = if held {
        mint_opt::temporal::DISPATCH_REGISTERS
    } else {
        p.register_estimate(elem as u32)
    };
    let threads = p.threads().max(1);
    let smem = p.shared_bytes(elem as u32).max(1);
    let blocks = (THREADS_PER_SM / threads)
        .min(REGS_PER_SM / (registers.min(255) * threads))
        .min((u64::from(SHARED_PER_SM) / smem) as u32)
        .min(32);
    let warps = f64::from(blocks * threads.div_ceil(32));
    let rate = if elem > 4.0 { FLOPS_F64 } else { FLOPS_F32 };
    // The pipes overlap only in part: the busiest one's time plus half of the others'.
    let times = [
        dram_bytes / DRAM_BPS,
        shared_bytes / SHARED_BPS,
        (flops / rate).max(instructions / ISSUE_PER_S),
    ];
    let busiest = times.iter().copied().fold(0.0, f64::max);
    let mut seconds = busiest + OVERLAP_LEFT * (times.iter().sum::<f64>() - busiest);
    let in_flight = warps * f64::from(p.points());
    if in_flight < LATENCY_ROWS {
        seconds *= (LATENCY_ROWS / in_flight.max(1.0)).sqrt();
    }
    // `__launch_bounds__(threads)` caps the registers at 64K / threads (255 at most); past the
    // cap they spill, costing in proportion to the excess.
    let cap = (REGS_PER_SM / threads).min(255);
    let spills = registers > cap;
    if spills {
        seconds *= 1.0 + 2.0 * f64::from(registers - cap) / f64::from(cap);
    }
    Some(TbModel {
        dram_bytes,
        flops,
        shared_bytes,
        instructions,
        registers,
        spills,
        warps,
        seconds,
    })
}

/// The model's cost of `c` (lower is better; seconds per point and step), infinite for a
/// candidate `plan_temporal` refuses.
pub fn tb_model_cost(n: &Nest, c: &TbCandidate) -> f64 {
    tb_model(n, c).map_or(f64::INFINITY, |m| m.seconds)
}

/// One timed (or failed) temporal candidate.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TbRow {
    /// The configuration.
    pub candidate: TbCandidate,
    /// Its label.
    pub label: String,
    /// Registers per thread.
    pub registers: Option<u32>,
    /// Dynamic shared memory per block (bytes).
    pub shared_bytes: Option<u64>,
    /// Local (spill) bytes per thread.
    pub spill_bytes: Option<usize>,
    /// Median time of one launch of `bt` steps (ms).
    pub ms_per_launch: Option<f64>,
    /// Median time per step (ms): the launch's over `bt`.
    pub ms_per_step: Option<f64>,
    /// Gflop/s over all `bt` steps of a launch (source flops).
    pub gflops: Option<f64>,
    /// Speed against the single-sweep copy bound (the copy rate's time for one sweep's bytes
    /// over the time per step).
    pub x_copy: Option<f64>,
    /// The pass of `bt` steps equals the CPU's `bt` single steps.
    pub verified: bool,
    /// Why it was dropped, if it was.
    pub dropped: Option<String>,
}

/// The report of one nest's temporal search (`mint tune --time-block`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TbReport {
    /// Always `temporal` (what tells this report from a single-sweep one).
    pub kind: String,
    /// Source file.
    pub file: String,
    /// Kernel (`mint_tb_<id>`).
    pub kernel: String,
    /// Precision (`f64` or `f32`).
    pub precision: String,
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
    pub rows: Vec<TbRow>,
    /// With `--strategy compare`: the local search replayed over the exhaustive times.
    #[serde(default)]
    pub quality: Option<crate::search::Quality>,
    /// Where the time went (absent in reports written before it was recorded).
    #[serde(default)]
    pub time: Option<crate::report::TimeSplit>,
    /// Candidates pruned before timing.
    pub pruned: Vec<TbPruned>,
}

/// The `kind` of a temporal report.
pub const TB_KIND: &str = "temporal";

impl TbReport {
    /// As TOML (`kind = "temporal"` first).
    pub fn to_toml(&self) -> String {
        crate::toml_file::with_end(
            toml::to_string_pretty(self)
                .unwrap_or_else(|e| format!("# could not serialize the report: {e}\n")),
        )
    }

    /// Read a report (the text of `path`), checked: the error names the file and line.
    pub fn read(path: &std::path::Path, text: &str) -> Result<TbReport, String> {
        crate::toml_file::parse(path, text)
    }

    /// Whether `text` is a temporal report (its `kind` line), to tell it from a single-sweep
    /// report before parsing.
    pub fn is_temporal(text: &str) -> bool {
        crate::toml_file::has_kind(text, TB_KIND)
    }

    /// Per time block, the best verified speed against the copy bound.
    pub fn best_per_bt(&self) -> Vec<(u32, f64)> {
        let mut v: Vec<(u32, f64)> = Vec::new();
        for r in self.rows.iter().filter(|r| r.verified) {
            let Some(x) = r.x_copy else { continue };
            match v.iter_mut().find(|(b, _)| *b == r.candidate.bt) {
                Some(e) => e.1 = e.1.max(x),
                None => v.push((r.candidate.bt, x)),
            }
        }
        v.sort_by_key(|e| e.0);
        v
    }
}

impl crate::toml_file::Checked for TbReport {
    /// Complete, of kind `temporal`; every row's numbers are measurements, its label names its
    /// candidate and its time block is at least 1; `best` names a verified row.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)> {
        use crate::toml_file::{key_line, non_negative, table_line};
        if !crate::toml_file::has_end(text) {
            return Err(crate::toml_file::cut_short(text));
        }
        if self.kind != TB_KIND {
            return Err((
                key_line(text, "kind"),
                format!("kind `{}` is not `{TB_KIND}`", self.kind),
            ));
        }
        for (i, r) in self.rows.iter().enumerate() {
            let at = |what: String| {
                (
                    table_line(text, "rows", i, 1),
                    format!("row {}: {what}", i + 1),
                )
            };
            for (k, v) in [
                ("ms_per_launch", r.ms_per_launch),
                ("ms_per_step", r.ms_per_step),
                ("gflops", r.gflops),
                ("x_copy", r.x_copy),
            ] {
                non_negative(k, v).map_err(at)?;
            }
            if r.candidate.bt == 0 {
                return Err(at("bt = 0: a time block is at least 1 step".into()));
            }
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
                    key_line(text, "best"),
                    format!(
                        "the winner `{b}` has no verified row (the report is cut short or edited)"
                    ),
                ));
            }
        }
        Ok(())
    }
}
