//! Temporal blocking of one nest: `bt` time steps of a Jacobi pair per launch, streamed.
//!
//! A nest is a *Jacobi step* when it reads one array `R` (its stencil's main array) and writes
//! another `W` of the same type and rank, once per point at the point itself, never reading `W`,
//! in a straight-line body (declarations and expression statements), with every loop parallel and
//! of step 1, and no reduction. A time loop that runs it and then swaps `R` and `W` advances the
//! grid one step per iteration; `bt` of those steps can run in one launch.
//!
//! The schedule (2.5-D streaming, after the fast temporal-blocking systems): the slowest parallel
//! dimension (z in 3-D, y in 2-D) is *streamed*, the others are *tiled*. A block owns a tile of
//! the tiled dimensions (`tile`, overlapped by `r·bt` per side and the overlap recomputed) and a
//! chunk of `chunk` planes of the streamed one. It walks the planes of its chunk (plus a warm-up)
//! in order; in iteration `i` it loads plane `i` of `R` (stage 0) and stage `s` (1..=bt) computes
//! plane `i - s·lag` of step `s` from stage `s-1`'s planes. Each thread keeps, per stage, the
//! values of its own column (tiled coordinates fixed) for `window` planes in registers; values at
//! other tiled coordinates come from shared memory, where each stage's planes are kept in a ring
//! of `ring` slots. One barrier per iteration: everything a stage reads from shared memory was
//! written in an earlier iteration (that is what `lag` ensures).
//!
//! Invariants of a [`TemporalPlan`]:
//! - the arrays other than `R` and `W` are only read (read-only coefficients, read from global
//!   memory at any offset, or with register windows from a per-point ring of the columns the
//!   body reads unconditionally, [`TemporalPlan::coef`]);
//! - points outside the written range keep their values in every step: stages copy them, so a
//!   fused pass equals `steps` single sweeps *provided both arrays hold the same values there*
//!   (the caller's condition: true when they start equal);
//! - `lag >= radius` of the streamed dimension and `lag > d` for every streamed offset `d` of a
//!   reference at other tiled coordinates; `ring = lag - dmin + 1` (dmin the least such offset):
//!   the slots a stage reads in one iteration differ from the slot written in it (measured: a
//!   ring as long as the register window, which spares register moves per loop trip, is slower
//!   on the H100: more shared memory and registers);
//! - the tile minus its two overlaps is at least one point per tiled dimension; the block has at
//!   most 1024 threads; `(bt + 1) · points <= 64` (a register budget: each point keeps a window
//!   per stage); shared memory `bt · ring` planes of the tile and its guards ([`TemporalPlan::
//!   guard`]) fits [`SHARED_LIMIT`].
//!
//! *Plane sums* ([`TemporalPlan::sums`], 3-D nests linear in `R`, see [`crate::plane_sums`]):
//! instead of reading its neighbours at `2 rz + 1` planes for every output plane, stage `s` reads
//! each plane of stage `s - 1` once (the plane stage `s - 1` made in the previous iteration:
//! its own column from registers, the rest from the ring) and adds that plane's partial sum to
//! the accumulators of the `2 rz + 1` outputs it belongs to; the output `rz` planes back is then
//! complete. Then `lag = rz + 1`, `ring = 2` (the slot read and the slot written in one
//! iteration differ), the stages of an iteration run from `bt` down to 0 (each reads the window of
//! the stage below before that stage shifts it), and the window holds `rz + 1` planes (the
//! oldest is the value carried where a point does not compute; measured on the H100: reading it
//! again from the input instead, in a branch per point, is twice as slow). Where every row of a
//! thread goes through the ring anyway, the ring keeps `rz + 2` slots and the carried value comes
//! from there (a window of one plane: fewer registers). [`StageForm::Auto`] chooses plane sums
//! where the references through shared memory reach more than one plane (19- and 27-point
//! shapes): there the window form reads every neighbour plane once per output.

use crate::coef_ring::{CoefColumn, HeldRef};
use mint_analyzer::Nest;
use mint_lang::ast::StmtKind;

/// Shared memory a block may use (the H100's opt-in limit per block; older devices refuse larger
/// launches with a clear message).
pub const SHARED_LIMIT: u64 = 227 * 1024;

/// How a Jacobi nest runs `bt` steps per launch.
#[derive(Debug, Clone, PartialEq)]
pub struct TemporalPlan {
    /// The array read (the state at the step's start).
    pub input: String,
    /// The array written (the state after the step).
    pub output: String,
    /// Time steps per launch.
    pub bt: u32,
    /// Parallel dimensions (2 or 3); the streamed one is `parallel - 1` (x = 0).
    pub parallel: usize,
    /// Points per block in the tiled dimensions, x first (1 beyond them).
    pub tile: [u32; 2],
    /// Points per thread along y (3-D; 1 in 2-D): rows `ty·rows + k` with warp rows, else
    /// `ty + k·block_y`.
    pub rows: u32,
    /// Output planes per block along the streamed dimension.
    pub chunk: u32,
    /// Stencil radius of `input`, x first.
    pub radius: [u32; 3],
    /// Planes between the planes two consecutive stages compute in one iteration.
    pub lag: u32,
    /// Shared-memory slots (planes) per stage.
    pub ring: u32,
    /// Whether any reference to `input` goes through shared memory (else none is used).
    pub uses_shared: bool,
    /// 3-D with tiles 32, 64 or 128 points wide: a warp is a tile row, each lane owns `lanes_x`
    /// consecutive columns (`tx·lanes_x + c`), x neighbours come from its registers or by warp
    /// shuffles, each thread's `rows` rows are consecutive (`ty·rows + k`) and y neighbours inside
    /// them come from its registers; only references to other threads' rows go through shared
    /// memory.
    pub warp_x: bool,
    /// Columns per lane (warp rows; 1 otherwise): `tile[0] / 32`.
    pub lanes_x: u32,
    /// Plane sums: stages accumulate per-plane partial sums (see the module docs).
    pub sums: bool,
    /// Plane sums where every row of a thread is stored in the ring: the value carried where a
    /// point does not compute is read from the ring (`ring = rz + 2` keeps plane `P - rz`), and
    /// the window holds one plane.
    pub carry_shared: bool,
    /// The input is loaded only within the streamed radius of the space (`mint_lfirst`), not
    /// anywhere in the array: a multi-GPU slab's fused launch, whose space starts past the
    /// slab's lowest allocated plane, needs it. Off by default: the extra bound costs the 3-D
    /// 7-point f32 kernel a quarter of its speed on the H100.
    pub bounded_loads: bool,
    /// Three time levels ([`with_prev`]): the array holding the level before `input`, read only
    /// at the point itself (`2 u - u_prev + ...`, the second-order wave update). Stage `s` reads
    /// it from stage `s - 2`'s window, the first computing stage from this array; the last stage
    /// also writes stage `bt - 1`'s value (the new previous level) to `mint_qout`.
    pub prev: Option<String>,
    /// Ghost cells ([`crate::clamp_ghosts`]), per dimension (x first) and side (`[first,
    /// last]`): how many points past the space's edge hold the edge's value in every stage, so
    /// that clamped neighbours read them as plain neighbours; all 0 for none. A tiled point past
    /// the edge is a *replica* of the edge point (it loads the input there, computes where it
    /// computes and reads its neighbours from its slot); past the streamed edge, each stage
    /// copies the edge plane into the window slots beyond it.
    pub ghosts: [[u32; 2]; 3],
    /// With ghost cells: the plan of the blocks that never read a tiled one, the nest with its
    /// clamps collapsed ([`crate::clamp_ghosts::collapse_clamps`]) planned without tiled ghosts
    /// (in 2-D without any: its blocks are also clear of the streamed edges; in 3-D with the
    /// streamed ghost planes), in windows as the edge blocks' stages are: the code of the nest
    /// written with plain neighbours. Same tile, chunk and time block: one launch runs both,
    /// each block the one that fits it (`mint_emit::kernel_temporal` says which blocks qualify).
    /// In 3-D only where the plain part's register estimate lies in [`DISPATCH_FROM`]`..=`
    /// [`DISPATCH_REGISTERS`] with at most [`DISPATCH_POINTS`] points per thread, in float
    /// ([`DISPATCH_ELEM`]). `None` otherwise.
    pub interior: Option<Box<TemporalPlan>>,
    /// Register windows only: the columns of the other arrays each point keeps in a register
    /// ring ([`crate::coef_ring`]), within [`COEF_BUDGET`]; the others are read from global
    /// memory where used.
    pub coef: Vec<CoefColumn>,
    /// Register windows only: references to coefficients of lower rank that do not move along
    /// the streamed dimension ([`crate::coef_ring::held`]), each loaded once per point before
    /// the kernel's loop, within what [`COEF_BUDGET`] leaves after [`TemporalPlan::coef`].
    pub held: Vec<HeldRef>,
    /// Two boundaries: the kernel (`mint_tb_<id>_b`) takes `mint_bsel` and, where it is not 0,
    /// gives every point outside the iteration space at stage `s` the boundary of level `s`:
    /// the input's for even `s`, the output's (which no launch writes there) for odd `s`, so
    /// that a loop whose two arrays differ there (PolyBench's jacobi-2d starts `A` and `B`
    /// apart) fuses as single sweeps compute it, each level's boundary read where C keeps it.
    /// Stage 1 loads the output's value; stage `s >= 2` takes stage `s - 2`'s from its window
    /// ([`TemporalPlan::prev_slot`]). The launches of such a loop take odd counts of steps, so
    /// that each input holds its first level's boundary ([`with_two_bounds`]). Off by default.
    pub two_bounds: bool,
    /// Per dimension (x first): 0, or the space is the whole extent and the input wraps around
    /// it ([`Nest::periodic`], [`crate::wrap_edges`]): every point loads the input at its
    /// coordinates taken modulo the extent, and computes at them (a tiled point past the edge,
    /// or a plane past the streamed one, is the point at the other edge), so that the nest's
    /// plain neighbours are the wrapped ones. The value is the least extent for which the
    /// wrap was proved: a launch over a smaller grid runs single sweeps. No ghost cells, plane
    /// sums, coefficient rings or bounded loads with it (three levels read the older level at
    /// the wrapped coordinates too).
    pub wrap: [u32; 3],
    /// The integer scalar that counts the time loop's steps, where the nest reads it (a source
    /// term `sin(w * t * dt)`, a hash of the step): one more each step. Stage `s` reads it as
    /// its value at the launch's first step plus `s - 1` (the kernel's parameter is that first
    /// value; with three levels, whose launches of fewer steps than `bt` compute their last
    /// stages, minus `bt - mint_steps`); the host passes each launch the count it starts at.
    /// Window stages only.
    pub clock: Option<String>,
}

/// Values per thread the coefficient rings may keep ([`TemporalPlan::coef`]): columns are taken
/// in order of first reference while their rings fit.
pub const COEF_BUDGET: u32 = 64;

/// The registers per thread a 3-D fused kernel with an interior part
/// ([`TemporalPlan::interior`]) is held to (`__launch_bounds__(threads, 64K / (threads · 128))`):
/// its edge part's replicas would otherwise raise the registers of the whole kernel above the
/// plain part's, and most blocks run the plain part (the edge part may spill there: `mint tune`
/// accepts up to 128 B from such a kernel). Measured on the H200 (nvcc 13, sm_90):
/// `thermal3d_flat.c` at 512x512x64 best 0.0465 ms per step held to 128 (bT 4, 32x32 tiles with 4
/// rows), 0.0515 with the edge code in every block (bT 2, 32x32, 2 rows), its twin 0.0377; at
/// 384x384x96 0.0390 against 0.0463 (twin 0.0309).
pub const DISPATCH_REGISTERS: u32 = 128;

/// The least register estimate ([`TemporalPlan::register_estimate`]) of a 3-D plain part for
/// which the kernel runs the interior blocks apart: below it (two points per thread, or four at
/// bT 2) the edge code's own registers fit as many blocks per SM as the plain code's, and the
/// dispatch only adds registers (`thermal3d_flat.c` at 32x16 tiles with 2 rows: 0.0599 against
/// 0.0514 ms per step at 384x384x96, 91 against 74 registers).
pub const DISPATCH_FROM: u32 = 88;

/// The most points per thread of a 3-D kernel with an interior part: with more, the plain part
/// alone needs more than [`DISPATCH_REGISTERS`] (`thermal3d_canon.c` at 64x32 tiles with 4 rows,
/// 8 points: 177 registers at bT 2, where the estimate says 105), and held there it spills
/// (`thermal3d_flat.c` 0.1019 against 0.0678 ms per step at 512x512x64).
pub const DISPATCH_POINTS: u32 = 4;

/// The widest element (bytes) of a 3-D kernel with an interior part: measured in float only
/// (`thermal3d_flat.c`); a double program keeps the ghosted code in every block.
pub const DISPATCH_ELEM: u32 = 4;

/// How the stages of a temporal kernel read their neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StageForm {
    /// Plane sums where the shared-memory references reach more than one plane and the nest is
    /// linear in its input, windows otherwise.
    #[default]
    Auto,
    /// Register windows of `lag + r + 1` planes; every output reads its neighbour planes.
    Window,
    /// Plane sums (refused for a nest that is not linear in its input).
    Sums,
}

impl std::str::FromStr for StageForm {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "auto" => Ok(StageForm::Auto),
            "window" => Ok(StageForm::Window),
            "sums" => Ok(StageForm::Sums),
            _ => Err(format!("`{s}` is not a stage form: auto, window or sums")),
        }
    }
}

impl TemporalPlan {
    /// Planes of the rest terms' register ring (plane sums): stage `s` reads plane
    /// `p - s * lag` of iteration `p`, so the ring holds planes `p - bt * lag ..= p - lag`.
    pub fn rest_ring_depth(&self) -> u32 {
        (self.bt - 1) * self.lag + 1
    }

    /// The streamed dimension (x = 0).
    pub fn stream(&self) -> usize {
        self.parallel - 1
    }

    /// Radius along the streamed dimension.
    pub fn stream_radius(&self) -> u32 {
        self.radius[self.stream()]
    }

    /// Planes of a stage's register window: `lag + r + 1` (plane sums: `r + 1`, or 1 where the
    /// carried value comes from the ring); with three levels or two boundaries at least `2 lag +
    /// 1`, so that stage `s + 2` finds plane `q` of stage `s` there ([`TemporalPlan::prev_slot`]).
    pub fn window(&self) -> u32 {
        if self.prev.is_some() || self.two_bounds {
            (self.lag + self.stream_radius() + 1).max(2 * self.lag + 1)
        } else if self.carry_shared {
            1
        } else if self.sums {
            self.stream_radius() + 1
        } else {
            self.lag + self.stream_radius() + 1
        }
    }

    /// Three levels, or two boundaries: the slot of stage `s - 2`'s window that holds the plane
    /// stage `s` computes (stage `s - 2` pushed the plane `2 lag` ahead of it in the same
    /// iteration).
    pub fn prev_slot(&self) -> u32 {
        self.window() - 1 - 2 * self.lag
    }

    /// Accumulators per point of a stage: `2 r + 1` with plane sums, else none.
    pub fn accumulators(&self) -> u32 {
        if self.sums {
            2 * self.stream_radius() + 1
        } else {
            0
        }
    }

    /// Values a thread keeps in registers per point and stage (window and accumulators).
    pub fn values_per_point(&self) -> u32 {
        self.window() + self.accumulators()
    }

    /// Values a thread keeps in registers per point for the coefficient rings.
    pub fn coef_values(&self) -> u32 {
        crate::coef_ring::values(&self.coef, self.bt, self.lag)
    }

    /// Estimated registers per thread of the kernel for elements of `elem` bytes: 32, plus 8/7
    /// per value the thread keeps (register windows, accumulators and coefficient rings, per
    /// point; a double takes two). Fitted to ptxas's counts for the 7-point kernel (f32 and f64,
    /// 2 to 8 points, bT 2 to 6; nvcc 13, sm_90; 102 for the 27-point f64 kernel at bT 4 with 2
    /// points, estimated 105).
    pub fn register_estimate(&self, elem: u32) -> u32 {
        let values =
            self.bt * self.values_per_point() + self.coef_values() + self.held.len() as u32;
        let per_value = if elem > 4 { 2 } else { 1 };
        32 + (values * self.points() * per_value * 8).div_ceil(7)
    }

    /// Whether tiled dimension `d` has ghost cells on either side.
    pub fn ghost_tiled(&self, d: usize) -> bool {
        d < self.stream() && self.ghosts[d].iter().any(|&g| g > 0)
    }

    /// Whether any tiled dimension has ghost cells.
    pub fn any_ghost_tiled(&self) -> bool {
        (0..self.stream()).any(|d| self.ghost_tiled(d))
    }

    /// Whether a reference at offsets `o` (x first) is read through shared memory from the
    /// point's replica slot even where warp rows would read it from registers: it moves along a
    /// tiled dimension with ghost cells (a replica reads its edge point's neighbours there).
    pub fn ghost_routed(&self, o: [i64; 3]) -> bool {
        self.warp_x && (0..self.stream()).any(|d| o[d] != 0 && self.ghost_tiled(d))
    }

    /// Threads per block, x first.
    pub fn block(&self) -> [u32; 3] {
        if self.parallel >= 3 {
            [self.tile[0] / self.lanes_x, self.tile[1] / self.rows, 1]
        } else {
            [self.tile[0], 1, 1]
        }
    }

    /// Threads per block.
    pub fn threads(&self) -> u32 {
        self.block().iter().product()
    }

    /// Output points per block in tiled dimension `d` (the tile minus its overlaps).
    pub fn out_tile(&self, d: usize) -> u32 {
        self.tile[d].saturating_sub(2 * self.radius[d] * self.bt)
    }

    /// Points per thread: `rows · lanes_x` (point `k·lanes_x + c` is row `k`, column `c`).
    pub fn points(&self) -> u32 {
        self.rows * self.lanes_x
    }

    /// Row `k` of a thread is stored in shared memory for the others (warp rows: only rows within
    /// the y radius of the thread's first or last row).
    pub fn row_shared(&self, k: u32) -> bool {
        let ry = self.radius[1];
        self.uses_shared
            && (!self.warp_x || self.any_ghost_tiled() || k < ry || k + ry >= self.rows)
    }

    /// Guard points on each side of a shared plane, x first: the radius in each tiled dimension
    /// (none along y in 2-D, where y is streamed). A point at the tile's edge reads its
    /// neighbours at constant offsets from its own slot; those outside the tile land in the guard
    /// (never written: garbage, read only by points that are discarded).
    pub fn guard(&self) -> [u32; 2] {
        if self.parallel >= 3 {
            [self.radius[0], self.radius[1]]
        } else {
            [self.radius[0], 0]
        }
    }

    /// Elements of one row of a shared plane: the tile's row and its two x guards.
    pub fn plane_pitch(&self) -> u64 {
        u64::from(self.tile[0] + 2 * self.guard()[0])
    }

    /// Elements of one shared plane: the tile and its guards.
    pub fn plane_elems(&self) -> u64 {
        self.plane_pitch() * u64::from(self.tile[1] + 2 * self.guard()[1])
    }

    /// Whether the input wraps around any dimension ([`TemporalPlan::wrap`]).
    pub fn wraps(&self) -> bool {
        self.wrap.iter().any(|&w| w > 0)
    }

    /// Bytes of an element of the input array of `n` (8 if unknown).
    pub fn input_elem_bytes(&self, n: &Nest) -> u32 {
        n.arrays
            .iter()
            .find(|a| a.name == self.input)
            .and_then(|a| a.elem.size_bytes())
            .unwrap_or(8)
    }

    /// Dynamic shared memory of a launch for elements of `elem` bytes: the rings (of the edge
    /// blocks or the interior ones, whichever need more).
    pub fn shared_bytes(&self, elem: u32) -> u64 {
        let own = if self.uses_shared {
            u64::from(self.bt) * u64::from(self.ring) * self.plane_elems() * u64::from(elem)
        } else {
            0
        };
        own.max(self.interior.as_ref().map_or(0, |i| i.shared_bytes(elem)))
    }
}

/// The default schedule `(tile, rows, chunk)` for `parallel` dimensions: 3-D 32x32 tiles, two
/// rows per thread (512 threads), chunks of 128 planes; 2-D tiles of 256 points, chunks of 128
/// rows (measured on the H100: `kernels/hand/temporal/tb_stream.cu`).
pub fn default_schedule(parallel: usize) -> ([u32; 2], u32, u32) {
    if parallel >= 3 {
        ([32, 32], 2, 128)
    } else {
        ([256, 1], 1, 128)
    }
}

/// The default schedule of `n`'s fused kernel with stages of form `form`: [`default_schedule`],
/// except where the stages take plane sums: tiles of 32x16 with 4 rows per thread and chunks of
/// 512 planes (256-thread blocks, up to 255 registers for the accumulators). Measured on the H100
/// at 512^3 and bT 3 (`results/gpu/temporal-20261124c/bench/`): the bench's best for the 27-point
/// kernel in both precisions and Poisson 19-point in double (1.28-1.37x the single-sweep copy
/// bound), where tiles of 32x32 with 2 rows gave 0.96-1.06x in double (chunks of 256-512).
pub fn default_schedule_of(n: &Nest, form: StageForm) -> ([u32; 2], u32, u32) {
    let d = default_schedule(n.parallel);
    let sums =
        plan_temporal_form(n, default_bt(n.parallel), d.0, d.1, d.2, form).is_ok_and(|tp| tp.sums);
    if sums {
        ([32, 16], 4, 512)
    } else {
        d
    }
}

/// The default time block: 3 steps in 3-D, 8 in 2-D.
pub fn default_bt(parallel: usize) -> u32 {
    if parallel >= 3 {
        3
    } else {
        8
    }
}

/// Plan `n` for `bt` steps per launch with `tile` (tiled dimensions, x first), `rows` points per
/// thread along y (3-D) and `chunk` planes per block, or say why it cannot be (the stage form
/// chosen by [`StageForm::Auto`]).
pub fn plan_temporal(
    n: &Nest,
    bt: u32,
    tile: [u32; 2],
    rows: u32,
    chunk: u32,
) -> Result<TemporalPlan, String> {
    plan_temporal_form(n, bt, tile, rows, chunk, StageForm::Auto)
}

/// [`plan_temporal`] with the stage form `form`.
pub fn plan_temporal_form(
    n: &Nest,
    bt: u32,
    tile: [u32; 2],
    rows: u32,
    chunk: u32,
    form: StageForm,
) -> Result<TemporalPlan, String> {
    plan_with(n, bt, tile, rows, chunk, form, true)
}

/// [`plan_temporal_form`], with ghost cells where `allow_ghosts` allows them.
fn plan_with(
    n: &Nest,
    bt: u32,
    tile: [u32; 2],
    rows: u32,
    chunk: u32,
    form: StageForm,
    allow_ghosts: bool,
) -> Result<TemporalPlan, String> {
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
    // Blocks of such statements too (a window loop unrolled: `{ int d = ...; acc += ...; }`).
    fn straight(s: &mint_lang::ast::Stmt) -> bool {
        match &s.kind {
            StmtKind::Block(b) => b.stmts.iter().all(straight),
            StmtKind::Decl(_) | StmtKind::Expr(_) | StmtKind::Empty => true,
            _ => false,
        }
    }
    if !straight(&n.body) {
        return Err("the body is not straight-line code (declarations and assignments)".into());
    }
    let p = n.parallel;
    let sd = p - 1;
    let mut radius = [0u32; 3];
    radius[..p].copy_from_slice(&r.radius()[..p]);
    let warp_x = p >= 3 && matches!(tile[0], 32 | 64 | 128);
    let lanes_x = if warp_x { tile[0] / 32 } else { 1 };
    // Ghost cells for clamped neighbours: not where the nest reads nominal subscripts.
    let mut ghosts = if allow_ghosts && n.fallback.is_none() {
        crate::clamp_ghosts::clamp_ghosts(n, &r.name)
    } else {
        [[0; 2]; 3]
    };
    let tiled_ghost = |g: &[[u32; 2]; 3], d: usize| d < sd && g[d].iter().any(|&x| x > 0);
    // Streamed offsets of the references that go through shared memory: at other tiled
    // coordinates, or (warp rows) at other rows or along a tiled dimension with ghosts.
    let shared_refs = |g: &[[u32; 2]; 3]| -> Vec<[i64; 3]> {
        r.read_offsets
            .iter()
            .filter(|o| {
                if warp_x {
                    o[1] != 0 || (0..sd).any(|d| o[d] != 0 && tiled_ghost(g, d))
                } else {
                    (0..sd).any(|d| o[d] != 0)
                }
            })
            .map(|o| [o[0], o[1], o[2]])
            .collect()
    };
    // A streamed ghost is made in the window (registers): not where a reference through
    // shared memory reads other planes.
    if shared_refs(&ghosts).iter().any(|o| o[sd] != 0) {
        ghosts[sd] = [0, 0];
    }
    let off_column: Vec<i64> = shared_refs(&ghosts).iter().map(|o| o[sd]).collect();
    let rs = radius[sd];
    let (lag, ring, uses_shared) = match (off_column.iter().min(), off_column.iter().max()) {
        (Some(&lo), Some(&hi)) => {
            let lag = u32::try_from(hi + 1).unwrap_or(0).max(rs).max(1);
            let ring = u32::try_from(i64::from(lag) - lo + 1).unwrap_or(2).max(2);
            (lag, ring, true)
        }
        _ => (rs.max(1), 2, false),
    };
    let linear = || crate::plane_sums::linear_form(n);
    let wraps = n.periodic.iter().any(|&w| w > 0);
    let sums = match form {
        StageForm::Window => false,
        StageForm::Sums if wraps => {
            return Err("no plane sums: its neighbours wrap around the grid".into())
        }
        StageForm::Sums => {
            linear().map_err(|why| format!("no plane sums: {why}"))?;
            true
        }
        StageForm::Auto if wraps => false,
        StageForm::Auto => {
            let mut planes = off_column.clone();
            planes.sort_unstable();
            planes.dedup();
            planes.len() > 1 && linear().is_ok()
        }
    };
    let mut tile = tile;
    let mut rows = rows.max(1);
    if p < 3 {
        tile[1] = 1;
        rows = 1;
    }
    // Plane sums: one plane read per iteration, made by the stage below one iteration earlier;
    // the carried value from the ring where every row of a thread is stored there (two more
    // slots), else from the registers.
    if sums && ghosts != [[0; 2]; 3] {
        // Plane sums gather neighbours their own way: clamped references stay selections.
        return plan_with(n, bt, tile, rows, chunk, form, false);
    }
    let carry_shared =
        sums && uses_shared && (!warp_x || u64::from(rows) <= 2 * u64::from(radius[1]));
    let (lag, ring) = match (sums, carry_shared) {
        (true, true) => (rs + 1, rs + 2),
        (true, false) => (rs + 1, 2),
        _ => (lag, ring),
    };
    let mut plan = TemporalPlan {
        input: r.name.clone(),
        output: w.name.clone(),
        bt,
        parallel: p,
        tile,
        rows,
        chunk,
        radius,
        lag,
        ring,
        uses_shared,
        warp_x,
        lanes_x,
        sums,
        carry_shared,
        bounded_loads: false,
        two_bounds: false,
        wrap: n.periodic,
        clock: None,
        prev: None,
        ghosts,
        interior: None,
        coef: Vec::new(),
        held: Vec::new(),
    };
    plan.coef = coef_columns(n, &plan);
    plan.held = held_refs(n, &plan);
    if plan.wraps() {
        if ghosts != [[0; 2]; 3] {
            return Err("its neighbours are clamped at some edges and wrap around others".into());
        }
        // Coefficients are read from global memory at the wrapped coordinates.
        plan.coef.clear();
        plan.held.clear();
    }
    if chunk == 0 {
        return Err("the chunk along the streamed dimension must be at least 1 plane".into());
    }
    if p >= 3 && !tile[1].is_multiple_of(rows) {
        return Err(format!(
            "the tile's {} rows are not a multiple of {rows} rows per thread",
            tile[1]
        ));
    }
    for d in 0..sd {
        if plan.out_tile(d) == 0 {
            return Err(format!(
                "a tile of {} points in {} leaves nothing after two overlaps of {} ({} steps of radius {}); use a larger tile or time block",
                tile[d],
                ["x", "y"][d],
                radius[d] * bt,
                bt,
                radius[d]
            ));
        }
    }
    if plan.threads() == 0 || plan.threads() > 1024 {
        let b = plan.block();
        return Err(format!(
            "a block of {}x{} is {} threads; 1 to 1024",
            b[0],
            b[1],
            plan.threads()
        ));
    }
    if u64::from(bt + 1) * u64::from(plan.points()) > 64 {
        return Err(format!(
            "{bt} steps with {rows} rows and {lanes_x} columns per thread: at most 64 (steps + 1) x points per thread"
        ));
    }
    let elem = r.elem.size_bytes().unwrap_or(8);
    let bytes = plan.shared_bytes(elem);
    if bytes > SHARED_LIMIT {
        return Err(format!(
            "{bt} stages of {} planes of {}x{} `{}` need {bytes} B of shared memory, more than {SHARED_LIMIT}; use a smaller tile or time block",
            ring, tile[0], tile[1], r.name
        ));
    }
    // The blocks clear of the tiled edges run the plain nest's code ([`TemporalPlan::interior`]).
    // In 2-D they are also clear of the streamed edges (the plain part makes no ghost planes).
    // In 3-D the plain part makes the streamed ghost planes itself (a chunk of 64 planes at
    // 512x512x64 reaches both edges: blocks clear of them would be none), and the two parts
    // share one kernel's registers, held to 128 ([`DISPATCH_REGISTERS`]): only where the plain
    // part's estimate is between [`DISPATCH_FROM`] and that, at most [`DISPATCH_POINTS`] per thread,
    // in float ([`DISPATCH_ELEM`]).
    if plan.any_ghost_tiled() || (p == 2 && ghosts != [[0; 2]; 3]) {
        let plain = crate::clamp_ghosts::collapse_clamps(n, &r.name, &ghosts);
        let elem = r.elem.size_bytes().unwrap_or(8);
        plan.interior = plan_with(&plain, bt, tile, rows, chunk, StageForm::Window, false)
            .ok()
            .filter(|i| i.block() == plan.block())
            .filter(|i| {
                p < 3
                    || (elem <= DISPATCH_ELEM
                        && i.points() <= DISPATCH_POINTS
                        && (DISPATCH_FROM..=DISPATCH_REGISTERS)
                            .contains(&i.register_estimate(elem)))
            })
            .map(|mut i| {
                if p >= 3 {
                    i.ghosts[sd] = ghosts[sd];
                }
                Box::new(i)
            });
    }
    Ok(plan)
}

/// `tp` with three time levels: `prev` holds the level before `tp.input` ([`TemporalPlan::prev`]),
/// or why `n` cannot run that way: `prev` must be an array of the input's type and rank that the
/// nest reads only at the point itself and never writes, and the stages must keep register
/// windows (plane sums read each plane of the level below once and keep no window of it).
pub fn with_prev(n: &Nest, tp: &TemporalPlan, prev: &str) -> Result<TemporalPlan, String> {
    let (Some(p), Some(r)) = (
        n.arrays.iter().find(|a| a.name == prev),
        n.arrays.iter().find(|a| a.name == tp.input),
    ) else {
        return Err(format!("the nest does not use `{prev}`"));
    };
    if p.writes > 0 {
        return Err(format!(
            "it writes `{prev}`, the level before `{}`",
            tp.input
        ));
    }
    if p.elem != r.elem || p.rank != r.rank {
        return Err(format!(
            "`{prev}` and `{}` differ in type or rank",
            tp.input
        ));
    }
    if !p.affine || p.view.is_some() || p.read_offsets.iter().any(|o| o.iter().any(|&d| d != 0)) {
        return Err(format!(
            "it reads `{prev}`, the level before `{}`, at other points than the point itself (a fused launch keeps only that value of the older level)",
            tp.input
        ));
    }
    if tp.sums {
        return Err(
            "its stages take plane sums, which keep no window of the level below; use --tb-form window"
                .into(),
        );
    }
    // Three levels keep the general path for clamped neighbours (a replica would also need
    // the older level at its edge point).
    let mut plain = with_ghosts_off(n, tp);
    plain.prev = Some(prev.to_string());
    plain.coef = coef_columns(n, &plain);
    plain.held = held_refs(n, &plain);
    Ok(plain)
}

/// The coefficient rings of `tp` ([`TemporalPlan::coef`]): none with plane sums (their rest
/// terms have a ring of their own); columns in order while they fit [`COEF_BUDGET`].
fn coef_columns(n: &Nest, tp: &TemporalPlan) -> Vec<CoefColumn> {
    if tp.sums {
        return Vec::new();
    }
    let mut state = vec![tp.input.as_str(), tp.output.as_str()];
    state.extend(tp.prev.as_deref());
    let mut used = 0;
    let mut out = Vec::new();
    for c in crate::coef_ring::columns(n, &state) {
        let v = (c.depth(tp.bt, tp.lag) + 1) * tp.points();
        if used + v <= COEF_BUDGET {
            used += v;
            out.push(c);
        }
    }
    out
}

/// The held references of `tp` ([`TemporalPlan::held`]): none with plane sums; in order while
/// they fit what [`COEF_BUDGET`] leaves after the coefficient rings.
fn held_refs(n: &Nest, tp: &TemporalPlan) -> Vec<HeldRef> {
    if tp.sums {
        return Vec::new();
    }
    let mut used = tp.coef_values() * tp.points();
    let mut out = Vec::new();
    for h in crate::coef_ring::held(n, tp.stream()) {
        if used + tp.points() <= COEF_BUDGET {
            used += tp.points();
            out.push(h);
        }
    }
    out
}

/// `tp` without ghost cells ([`TemporalPlan::ghosts`]): clamped neighbours are read as the
/// selections they are (several GPUs, whose slabs' spaces do not start at the grid's edge; three
/// time levels). The shared-memory schedule is re-planned where ghosts routed references
/// through it.
pub fn with_ghosts_off(n: &Nest, tp: &TemporalPlan) -> TemporalPlan {
    if tp.ghosts == [[0; 2]; 3] {
        return tp.clone();
    }
    let form = if tp.sums {
        StageForm::Sums
    } else {
        StageForm::Window
    };
    let mut out = plan_without_ghosts(n, tp, form).unwrap_or_else(|_| tp.clone());
    out.ghosts = [[0; 2]; 3];
    out.interior = None;
    out.bounded_loads = tp.bounded_loads;
    out.prev = tp.prev.clone();
    out.coef = coef_columns(n, &out);
    out.held = held_refs(n, &out);
    out
}

/// `tp` as the kernel for two boundaries ([`TemporalPlan::two_bounds`]), where its form allows
/// one: no ghost cells (a clamped space has no points outside it to differ), one level before
/// the output (three levels keep their own rule) and loads from anywhere in the array (a
/// single GPU's kernel). Its stages take register windows (plane sums keep no window that holds
/// a plane two stages back), and its time block is odd (`bt - 1` for an even `bt`: the flush's
/// launches take odd counts of steps, so that each launch's input holds its first level's
/// boundary); same tile, rows and chunk.
pub fn with_two_bounds(n: &Nest, tp: &TemporalPlan) -> Option<TemporalPlan> {
    if tp.ghosts != [[0; 2]; 3]
        || tp.interior.is_some()
        || tp.prev.is_some()
        || tp.bounded_loads
        || tp.wraps()
    {
        return None;
    }
    let bt = if tp.bt % 2 == 1 { tp.bt } else { tp.bt - 1 };
    let mut out = if tp.sums || bt != tp.bt {
        plan_with(n, bt, tp.tile, tp.rows, tp.chunk, StageForm::Window, false).ok()?
    } else {
        tp.clone()
    };
    out.two_bounds = true;
    out.coef = coef_columns(n, &out);
    out.held = held_refs(n, &out);
    Some(out)
}

fn plan_without_ghosts(
    n: &Nest,
    tp: &TemporalPlan,
    form: StageForm,
) -> Result<TemporalPlan, String> {
    plan_with(n, tp.bt, tp.tile, tp.rows, tp.chunk, form, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The 3-D nest of `b[z][y][x] = ...` over an `n^3` float grid with neighbours clamped at
    /// every edge (`x == 0 ? x : x - 1`) and a power map read at the point (the thermal
    /// program's form), after the rewrites before analysis.
    fn clamped_3d(ty: &str) -> Nest {
        let src = "void f(int n, float a[n][n][n], float b[n][n][n], float p[n][n][n]) {
#pragma mint copy(p, toDevice, n, n, n)
#pragma mint copy(a, toDevice, n, n, n)
#pragma mint copy(b, toDevice, n, n, n)
#pragma mint parallel
{
#pragma mint for nest(all)
for (int z = 0; z < n; z++) for (int y = 0; y < n; y++) for (int x = 0; x < n; x++) {
    b[z][y][x] = 0.4f * a[z][y][x] + 0.1f * (a[z][y][x == 0 ? x : x - 1] + a[z][y][x == n - 1 ? x : x + 1]
        + a[z][y == 0 ? y : y - 1][x] + a[z][y == n - 1 ? y : y + 1][x]
        + a[z == 0 ? z : z - 1][y][x] + a[z == n - 1 ? z : z + 1][y][x]) + 0.01f * p[z][y][x];
}
}
}"
        .replace("float", ty);
        let tu = mint_lang::parse(&src).unwrap();
        let tu = mint_analyzer::prepare_unit(&tu).unwrap().tu;
        mint_analyzer::analyze(&tu).unwrap().functions[0].nests[0].clone()
    }

    #[test]
    fn three_d_clamped_kernels_dispatch_where_the_plain_part_fits_128_registers() {
        let n = clamped_3d("float");
        // 4 points per thread from bT 3: a dispatch whose plain part has no tiled ghosts but
        // makes the streamed ghost planes.
        for (bt, tile, rows) in [(3, [32, 16], 4), (4, [32, 32], 4), (3, [64, 16], 2)] {
            let tp = plan_temporal(&n, bt, tile, rows, 64).unwrap();
            assert!(tp.any_ghost_tiled(), "{bt} {tile:?} {rows}");
            let inner = tp.interior.as_ref().expect("a plain part");
            assert!(!inner.any_ghost_tiled());
            assert_eq!(inner.ghosts[2], tp.ghosts[2]);
            assert_ne!(inner.ghosts[2], [0, 0]);
            let est = inner.register_estimate(4);
            assert!((DISPATCH_FROM..=DISPATCH_REGISTERS).contains(&est), "{est}");
        }
        // 2 points per thread, 4 at bT 2, or 8: the ghosted code in every block.
        for (bt, tile, rows) in [(3, [32, 32], 2), (2, [32, 16], 4), (3, [64, 32], 4)] {
            let tp = plan_temporal(&n, bt, tile, rows, 64).unwrap();
            assert!(tp.any_ghost_tiled());
            assert!(tp.interior.is_none(), "{bt} {tile:?} {rows}");
        }
        // Doubles (not measured): the ghosted code everywhere, also where the estimate fits.
        let d = clamped_3d("double");
        for (bt, tile, rows) in [(3, [32, 32], 2), (3, [32, 16], 4)] {
            let tp = plan_temporal(&d, bt, tile, rows, 64).unwrap();
            assert!(tp.any_ghost_tiled() && tp.interior.is_none());
        }
    }
}
