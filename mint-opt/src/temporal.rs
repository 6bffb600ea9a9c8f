//! Temporal blocking of one nest: `bt` time steps of a Jacobi pair per launch.
//!
//! A nest is a *Jacobi step* when it reads one array `R` (its stencil's main array) and writes
//! another `W` of the same type and rank, once per point at the point itself, never reading `W`,
//! in a straight-line body (declarations and expression statements), with every loop parallel and
//! of step 1, and no reduction. A time loop that runs it and then swaps `R` and `W` advances the
//! grid one step per iteration; `bt` of those steps can run in one launch: each block loads an
//! x-y(-z) tile of `R` with a halo of `r·bt` (r the stencil radius per dimension) into shared
//! memory, computes `bt` steps on it, shrinking the valid region by `r` per step (the overlap is
//! recomputed by the neighbours), and writes the tile's points to `W`.
//!
//! Invariants of a [`TemporalPlan`]:
//! - the arrays other than `R` and `W` are only read (read-only coefficients, read from global
//!   memory at any offset);
//! - points outside the written range keep their values in every step: the kernel copies them
//!   from step to step, so a fused pass equals `steps` single sweeps *provided both arrays hold the
//!   same values there* (the caller's condition: true when they start equal);
//! - both shared buffers fit the 48 KiB of static shared memory, and the tile has at most 1024
//!   threads.

use mint_analyzer::Nest;
use mint_lang::ast::StmtKind;

/// Static shared memory a block may use.
pub const SHARED_LIMIT: u64 = 48 * 1024;

/// How a Jacobi nest runs `bt` steps per launch.
#[derive(Debug, Clone, PartialEq)]
pub struct TemporalPlan {
    /// The array read (the state at the step's start).
    pub input: String,
    /// The array written (the state after the step).
    pub output: String,
    /// Time steps per launch.
    pub bt: u32,
    /// Output points per block, x first (1 beyond the parallel dimensions); one thread each.
    pub tile: [u32; 3],
    /// Stencil radius of `input`, x first.
    pub radius: [u32; 3],
}

impl TemporalPlan {
    /// Halo of the loaded tile per side, x first: `radius · bt`.
    pub fn halo(&self) -> [u32; 3] {
        [
            self.radius[0] * self.bt,
            self.radius[1] * self.bt,
            self.radius[2] * self.bt,
        ]
    }

    /// Extents of the loaded tile (output tile plus halos), x first.
    pub fn window(&self) -> [u32; 3] {
        let h = self.halo();
        [
            self.tile[0] + 2 * h[0],
            self.tile[1] + 2 * h[1],
            self.tile[2] + 2 * h[2],
        ]
    }

    /// Elements of one shared buffer.
    pub fn window_elems(&self) -> u64 {
        self.window().iter().map(|&w| u64::from(w)).product()
    }

    /// Threads per block.
    pub fn threads(&self) -> u32 {
        self.tile.iter().product()
    }
}

/// The default tile: 32x8 in 2-D, 32x4x4 in 3-D.
pub fn default_tile(parallel: usize) -> [u32; 3] {
    if parallel >= 3 {
        [32, 4, 4]
    } else {
        [32, 8, 1]
    }
}

/// Plan `n` for `bt` steps per launch with `tile` (x first), or say why it cannot be.
pub fn plan_temporal(n: &Nest, bt: u32, tile: [u32; 3]) -> Result<TemporalPlan, String> {
    if bt == 0 {
        return Err("the time block must be at least 1 step".into());
    }
    let st = n.stencil.as_ref().ok_or_else(|| {
        n.not_stencil_reason
            .clone()
            .unwrap_or_else(|| "it is not a stencil".into())
    })?;
    if n.parallel < 2 {
        return Err("temporal blocking needs 2 or 3 parallel loops".into());
    }
    if n.loops.iter().any(|l| l.step != 1) {
        return Err("a loop steps by more than 1".into());
    }
    if !n.reductions.is_empty() {
        return Err("the nest has a reduction".into());
    }
    let written: Vec<_> = n.arrays.iter().filter(|a| a.writes > 0).collect();
    let [w] = written.as_slice() else {
        return Err(format!(
            "it writes {} arrays; a Jacobi step writes one",
            written.len()
        ));
    };
    let r = n
        .arrays
        .iter()
        .find(|a| a.name == st.main_array)
        .ok_or("the stencil's array is not among the nest's arrays")?;
    if r.name == w.name {
        return Err(format!("it updates `{}` in place", w.name));
    }
    if w.reads > 0 {
        return Err(format!("it reads `{}`, the array it writes", w.name));
    }
    if w.writes != 1 || w.write_offsets != [[0, 0, 0]] {
        return Err(format!(
            "`{}` is not written exactly once, at the point itself",
            w.name
        ));
    }
    if r.elem != w.elem || r.rank != w.rank || r.rank as usize != n.parallel {
        return Err(format!(
            "`{}` and `{}` differ in type or rank",
            r.name, w.name
        ));
    }
    let straight = match &n.body.kind {
        StmtKind::Block(b) => b
            .stmts
            .iter()
            .all(|s| matches!(s.kind, StmtKind::Decl(_) | StmtKind::Expr(_))),
        StmtKind::Expr(_) => true,
        _ => false,
    };
    if !straight {
        return Err("the body is not straight-line code (declarations and assignments)".into());
    }
    let mut tile = tile;
    for t in tile.iter_mut().skip(n.parallel) {
        *t = 1;
    }
    let mut radius = [0u32; 3];
    radius[..n.parallel].copy_from_slice(&st.radius[..n.parallel]);
    let plan = TemporalPlan {
        input: r.name.clone(),
        output: w.name.clone(),
        bt,
        tile,
        radius,
    };
    if plan.threads() == 0 || plan.threads() > 1024 {
        return Err(format!(
            "a tile of {}x{}x{} is {} threads; 1 to 1024",
            tile[0],
            tile[1],
            tile[2],
            plan.threads()
        ));
    }
    let elem = r.elem.size_bytes().unwrap_or(8);
    let bytes = 2 * plan.window_elems() * u64::from(elem);
    if bytes > SHARED_LIMIT {
        let w = plan.window();
        return Err(format!(
            "two {}x{}x{} windows of `{}` need {bytes} B of shared memory, more than {SHARED_LIMIT}; use a smaller tile or time block",
            w[0], w[1], w[2], r.name
        ));
    }
    Ok(plan)
}
