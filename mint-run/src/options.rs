//! What `mint run` was asked for, read once from the command line into [`RunOptions`] and
//! passed down, unchanged, to the backend that runs the program (one GPU, the emulator, the
//! time-blocked runner, several GPUs).
//!
//! Invariant: nothing below the command line builds or changes a [`RunOptions`]; the backends
//! only read it.

use crate::error::RunError;

/// What `mint run` was asked for.
pub struct RunOptions {
    /// `--size`: extents, x first (one value sets all).
    pub size: Vec<usize>,
    /// Timed launches per nest.
    pub reps: usize,
    /// Optimization level.
    pub level: u8,
    /// Optimizer switches.
    pub switches: mint_opt::Switches,
    /// Random seed.
    pub seed: u64,
    /// Run the kernels on the CPU emulator (`crate::emulate`) instead of a GPU: verification
    /// only, no timing.
    pub emulate: bool,
    /// `--set NAME=VALUE`: values of scalars, over anything the run would choose.
    pub sets: Vec<(String, f64)>,
    /// `--exact`: kernels compiled without FMA contraction (`--fmad=false`), no reassociating
    /// shapes; results must equal the CPU's bit for bit.
    pub exact: bool,
    /// Test builds only: textual edits of the generated kernel source (`FROM`, `TO`), each
    /// applied once, before compiling (planted bugs the verification must catch).
    pub edits: Vec<(String, String)>,
    /// Test builds only: MiB of GPU memory held for the whole run (to plant an out-of-memory).
    pub reserve_gpu_mb: usize,
    /// `--time-block BT[,BT..]`: run the Jacobi nests `BT` steps per launch
    /// ([`crate::temporal`]); empty: off.
    pub time_block: Vec<u32>,
    /// `--tb-schedule`: schedules for `--time-block` (3-D `TX,TY,C,RY`, 2-D `TX,C`).
    pub tb_schedules: Vec<String>,
    /// `--tb-steps S`: steps verified with `--time-block` (default `2·BT + 1`).
    pub tb_steps: Option<usize>,
    /// `--tb-form`: stage forms for `--time-block` (each schedule runs in each).
    pub tb_forms: Vec<mint_opt::temporal::StageForm>,
    /// The `--tile` given on the command line (empty: none), for `--time-block`.
    pub tile: Vec<i64>,
    /// The `--chunk` given on the command line (empty: none), for `--time-block`.
    pub chunk: Vec<i64>,
    /// `--gpus G`: every nest split over G GPUs ([`crate::multi`]); 0: one GPU, unsplit.
    pub gpus: usize,
}

impl RunOptions {
    /// The kernel source with the test edits applied; an edit that finds nothing is an error.
    pub fn edited(&self, source: String) -> Result<String, RunError> {
        let mut s = source;
        for (from, to) in &self.edits {
            if !s.contains(from.as_str()) {
                return Err(RunError(
                    format!("--edit-kernel: the kernel source has no `{from}`"),
                    2,
                ));
            }
            s = s.replacen(from.as_str(), to, 1);
        }
        Ok(s)
    }

    /// Refuse settings that cannot be exact.
    pub fn check_exact(&self) -> Result<(), RunError> {
        if self.exact && self.switches.plane_sums {
            return Err(RunError(
                "--exact keeps the C program's order of operations; --plane-sums reassociates them"
                    .into(),
                2,
            ));
        }
        if self.exact && self.switches.fast_math {
            return Err(RunError(
                "--exact asks for the CPU's results bit for bit; --fast-math approximates divisions and math functions"
                    .into(),
                2,
            ));
        }
        Ok(())
    }
}

/// Parse `NAME=VALUE` (`--set`); VALUE is a number.
pub fn parse_set(s: &str) -> Result<(String, f64), String> {
    let (n, v) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}`: expected NAME=VALUE"))?;
    let n = n.trim();
    // A C name, or a struct member a nest reads (`p.alpha`, `prm->dt`): names joined by `.`/`->`.
    let names_ok = n
        .replace("->", ".")
        .split('.')
        .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    if !names_ok {
        return Err(format!(
            "`{n}` is not a C name (nor a member: `p.x`, `p->x`)"
        ));
    }
    let v: f64 = v
        .trim()
        .parse()
        .map_err(|_| format!("`{}` is not a number", v.trim()))?;
    Ok((n.to_string(), v))
}
