//! `mint run --time-block BT`: Jacobi nests advanced `BT` steps per launch
//! ([`mint_opt::temporal`], [`mint_emit::kernel_temporal`]), verified and timed.
//!
//! Which nests run: the first nest of every time loop [`mint_opt::time_loops`] recognises (one
//! nest and a `single` pointer swap, or PolyBench's pair of nests `B = f(A); A = f(B)`, whose
//! second nest is the first one's step back), and any other nest whose pair the function's
//! `single` blocks swap (the kernel verified on its own); others are listed with the reason.
//!
//! For every nest that is a Jacobi step (others are listed with the reason): the written array
//! starts equal to the read one (the fused kernel keeps points outside the iteration space as they
//! are, so both arrays must agree there, as they do in programs that initialise both alike); the
//! CPU reference runs `S` single steps, swapping the pair after each (`--tb-steps S`, default
//! `2·BT + 1`: two full passes and a remainder); the GPU runs passes of `min(BT, left)` steps,
//! swapping the pair after each pass; the two final states are compared. The bound is the
//! floating-point-aware one of [`crate::verify`] for `F·S` operations over the last step's
//! magnitudes (each step's rounding carried forward by a stencil that does not amplify it; `--exact`
//! requires bit equality). The time of one pass of `BT` steps gives the Gflop/s of all its steps
//! and its speed against the single-sweep copy bound (the time the device-to-device copy rate
//! needs for one sweep's bytes).
//!
//! Sweeps: a list of time blocks (`--time-block 2,4,8`) or several `--tb-schedule`s run every
//! configuration of a nest in one process, each verified over one pass of `BT` steps against CPU
//! states computed once per nest (one CPU run to the largest `BT`, magnitudes at each wanted
//! count); each configuration is compiled on its own (every one is `mint_tb_<id>`).
//!
//! `--emulate` runs one pass of `min(S, BT)` steps on the CPU emulator against the CPU.

use crate::error::RunError;
use crate::gpu::{prepare, Prepared};
use crate::options::RunOptions;
use crate::prepare::{definition, initial_env_with, Rng};
use crate::verify::{compare_values, Check, Values};
use mint_analyzer::{Nest, Program};
use mint_emit::kernel_temporal::{
    temporal_grid, temporal_kernel_name, temporal_params, write_temporal_kernel, CHUNK, QOUT, STEPS,
};
use mint_gpu::KernelArg;
use mint_lang::ast::TranslationUnit;
use mint_opt::temporal::{
    default_schedule, default_schedule_of, plan_temporal, plan_temporal_form, StageForm,
    TemporalPlan,
};
use mint_opt::time_loops::{single_effect, time_loops};
use mint_ref::Env;

/// A nest with its temporal plan, its `-O0` plan (for the parameter list), the steps its run
/// verifies and its kernel's source (test edits applied).
pub(crate) struct Planned {
    pub(crate) nest: Nest,
    pub(crate) tp: TemporalPlan,
    pub(crate) base: mint_opt::KernelPlan,
    pub(crate) steps: usize,
    pub(crate) source: String,
}

/// Pointer variables the `single` blocks of `f` change ([`single_effect`]: `U = Unew` changes
/// `U`; a temporary declared in the block does not count; a block that does more than assign
/// pointers is no swap).
fn swapped_in_singles(f: &mint_analyzer::FunctionInfo) -> Vec<String> {
    f.singles
        .iter()
        .filter_map(|s| single_effect(s).ok())
        .flatten()
        .filter(|(k, v)| k != v)
        .map(|(k, _)| k)
        .collect()
}

/// The time loops of `f` ([`time_loops`]), recognised whatever the schedule (one step, the
/// default one).
pub(crate) fn recognised_loops(
    tu: &TranslationUnit,
    f: &mint_analyzer::FunctionInfo,
    src: &str,
) -> Vec<mint_opt::time_loops::TimeLoop> {
    match definition(tu, f) {
        Some(fun) => time_loops(f, fun, src, &|n: &Nest| {
            let (tile, rows, chunk) = default_schedule(n.parallel);
            plan_temporal(n, 1, tile, rows, chunk)
        }),
        None => Vec::new(),
    }
}

/// Whether nest `n` of `f` may run as a Jacobi step: the first nest of a recognised time loop
/// ([`time_loops`]: a nest and a swap, or a pair of nests `A -> B`, `B -> A`), else a nest
/// whose pair the function's `single` blocks swap ([`check_swap`]; the kernel is verified on its
/// own). The second nest of a pair is the first one's step back: its first nest stands for both.
///
/// `Ok(Some(P))`: the loop rotates three time levels and `P` holds the older one (the plan to
/// run is [`mint_opt::temporal::with_prev`]).
pub(crate) fn accept(
    f: &mint_analyzer::FunctionInfo,
    loops: &[mint_opt::time_loops::TimeLoop],
    n: &Nest,
    tp: &TemporalPlan,
) -> Result<Option<String>, String> {
    for l in loops {
        if let Ok(st) = &l.result {
            if st.nests[0] == n.id {
                return Ok(st.plan.prev.clone());
            }
            if st.nests[1..].contains(&n.id) {
                return Err(match st.form {
                    mint_opt::time_loops::Form::CopyBack => format!(
                        "it copies the output of mint_kernel_{} back (`{}` from `{}`); that nest's fused steps include it",
                        st.nests[0], st.plan.input, st.plan.output
                    ),
                    _ => format!(
                        "it is the second nest of a time loop whose first, mint_kernel_{}, is the same step from `{}` to `{}` (it stands for both)",
                        st.nests[0], st.plan.input, st.plan.output
                    ),
                });
            }
        }
    }
    check_swap(f, n, tp).map(|_| None)
}

/// `tp` for nest `n` as its time loop runs it: with the older level where `accept` found three.
pub(crate) fn accepted_plan(
    f: &mint_analyzer::FunctionInfo,
    loops: &[mint_opt::time_loops::TimeLoop],
    n: &Nest,
    tp: TemporalPlan,
) -> Result<TemporalPlan, String> {
    let clock = loops
        .iter()
        .filter_map(|l| l.result.as_ref().ok())
        .find(|st| st.nests[0] == n.id)
        .and_then(|st| st.plan.clock.clone());
    let mut tp = match accept(f, loops, n, &tp)? {
        Some(prev) => mint_opt::temporal::with_prev(n, &tp, &prev)?,
        None => tp,
    };
    // The step's number, which the loop advances and the nest reads.
    if clock.is_some() {
        if tp.sums {
            return Err("the nest reads the step's number, which plane-sum stages do not; use --tb-form window".into());
        }
        tp.clock.clone_from(&clock);
        if let Some(i) = &mut tp.interior {
            i.clock.clone_from(&clock);
        }
    }
    Ok(tp)
}

/// The nest `n`'s time loop fuses: `n` itself, or for a time-parity loop
/// ([`mint_opt::time_loops::Form::Parity`]) `n` with its two planes as arrays of their own
/// ([`mint_opt::parity_steps::separate_views`]), which [`with_views`] gives data.
pub(crate) fn fused_nest<'a>(
    loops: &[mint_opt::time_loops::TimeLoop],
    n: &'a Nest,
) -> std::borrow::Cow<'a, Nest> {
    loops
        .iter()
        .filter_map(|l| l.result.as_ref().ok())
        .find(|st| st.nests[0] == n.id)
        .map_or(std::borrow::Cow::Borrowed(n), |st| st.fused_nest(n))
}

/// The arrays of `n` seen through its plane views (a program's nest: the views [`fused_nest`]
/// makes arrays, `mint_view0_u` for `u[(t + 1) % 2]`), each view holding its plane of the
/// array (the plane subscript evaluated with `env`'s scalars; where it cannot be, the views'
/// planes in order), the others copied from `env`, and `env`'s scalars. `env` itself for a nest
/// without views.
pub(crate) fn with_views<'a>(
    n: &Nest,
    env: &'a Env,
) -> Result<std::borrow::Cow<'a, Env>, RunError> {
    let Some(viewed) = n.through_views() else {
        return Ok(std::borrow::Cow::Borrowed(env));
    };
    let mut e = Env::new();
    e.scalars = env.scalars.clone();
    let mut order = 0usize;
    for a in &viewed.arrays {
        let Some(v) = &a.view else {
            if let Some(data) = env.arrays.get(&a.name) {
                e.arrays
                    .insert(a.name.clone(), crate::verify::par_copy(data));
            }
            continue;
        };
        let base = env
            .arrays
            .get(&v.base)
            .ok_or_else(|| RunError(format!("internal: no data for the array `{}`", v.base), 70))?;
        let shape = base.shape();
        let m = v.planes.len();
        let mut at = Vec::with_capacity(m);
        for (k, p) in v.planes.iter().enumerate() {
            let i = mint_ref::eval_host_expr(p, &env.scalars)
                .ok()
                .map(|x| x.as_i64())
                .filter(|&i| i >= 0 && (i as usize) < shape[k])
                .map_or(order % shape[k], |i| i as usize);
            at.push(i);
        }
        order += 1;
        e.set_array(&a.name, base.plane(&at));
    }
    Ok(std::borrow::Cow::Owned(e))
}

/// One step's move of the levels in `e`: the pair swapped, or three levels rotated (`P <- R <-
/// W <- P`).
pub(crate) fn advance(e: &mut Env, tp: &TemporalPlan) -> Result<(), mint_ref::RefError> {
    if let Some(c) = &tp.clock {
        if let Some(mint_ref::Value::Int(v)) = e.scalars.get_mut(c) {
            *v += 1;
        }
    }
    if let Some(p) = &tp.prev {
        e.swap_arrays(p, &tp.input)?;
    }
    e.swap_arrays(&tp.input, &tp.output)
}

/// The pair must be what the program's time loop swaps: its `single` blocks assign exactly the
/// nest's input and output among the nest's arrays (a third array rotated with them, as in a
/// three-level wave update, changes between steps, which one launch cannot follow).
pub(crate) fn check_swap(
    f: &mint_analyzer::FunctionInfo,
    n: &Nest,
    tp: &TemporalPlan,
) -> Result<(), String> {
    let assigned = swapped_in_singles(f);
    if !assigned.contains(&tp.input) || !assigned.contains(&tp.output) {
        return Err(format!(
            "no `single` block swaps `{}` and `{}` (a Jacobi time loop swaps them after each step)",
            tp.input, tp.output
        ));
    }
    if let Some(other) = n
        .arrays
        .iter()
        .find(|a| a.name != tp.input && a.name != tp.output && assigned.contains(&a.name))
    {
        return Err(format!(
            "the time loop also changes `{}` between steps (a rotation of three or more arrays)",
            other.name
        ));
    }
    Ok(())
}

/// One schedule `(tile, rows, chunk)`.
type Sched = ([u32; 2], u32, u32);

/// `TXxTY, RY rows, chunk C` (3-D) or `TX, chunk C` (2-D).
fn sched_text(parallel: usize, tile: [u32; 2], rows: u32, chunk: u32) -> String {
    if parallel >= 3 {
        format!("tile {}x{}, {rows} rows, chunk {chunk}", tile[0], tile[1])
    } else {
        format!("tile {}, chunk {chunk}", tile[0])
    }
}

/// The schedules to run: each `--tb-schedule` (3-D `TX,TY,C,RY`, 2-D `TX,C`), else the one of
/// `--tile` and `--chunk` (Mint's meaning: points per block and per thread; 3-D `--tile TX,TY,C
/// --chunk 1,RY,C`, 2-D `--tile TX,C`), else [`default_schedule_of`] `form` (the first form
/// that runs).
fn schedules_of(n: &Nest, o: &RunOptions, form: StageForm) -> Result<Vec<Sched>, String> {
    let sd = n.parallel - 1;
    let num = |x: i64, what: &str| {
        u32::try_from(x)
            .ok()
            .filter(|&x| x > 0)
            .ok_or_else(|| format!("{what} {x} is not a size"))
    };
    if !o.tb_schedules.is_empty() {
        return o
            .tb_schedules
            .iter()
            .map(|text| {
                let v: Vec<i64> = text
                    .split(',')
                    .map(|t| t.trim().parse::<i64>())
                    .collect::<Result<_, _>>()
                    .map_err(|_| format!("--tb-schedule `{text}`: not a list of integers"))?;
                let want = if sd == 2 { 4 } else { 2 };
                if v.len() != want {
                    return Err(format!(
                        "--tb-schedule `{text}`: a {}-D nest takes {}",
                        n.parallel,
                        if sd == 2 {
                            "TX,TY,CHUNK,ROWS"
                        } else {
                            "TX,CHUNK"
                        }
                    ));
                }
                let w = |i: usize| num(v[i], "--tb-schedule");
                if sd == 2 {
                    Ok(([w(0)?, w(1)?], w(3)?, w(2)?))
                } else {
                    Ok(([w(0)?, 1], 1, w(1)?))
                }
            })
            .collect();
    }
    let (mut tile, mut rows, mut chunk) = default_schedule_of(n, form);
    let get = |v: &[i64], d: usize| v.get(d).map(|&x| num(x, "--tile/--chunk")).transpose();
    for (d, td) in tile.iter_mut().enumerate().take(sd) {
        if let Some(t) = get(&o.tile, d)? {
            *td = t;
        }
    }
    if let Some(c) = get(&o.tile, sd)? {
        chunk = c;
    }
    if sd == 2 {
        if let Some(r) = get(&o.chunk, 1)? {
            rows = r;
        }
    }
    Ok(vec![(tile, rows, chunk)])
}

/// The nest the CPU reference runs for `fused`, the nest a time loop fuses for the program's
/// nest `written`: `written` where `fused` reads it as a periodic grid (its plain neighbours
/// past the edges lie outside the arrays; the nest as written wraps them), else `fused`.
pub(crate) fn reference_nest<'a>(written: &'a Nest, fused: &'a Nest) -> &'a Nest {
    if fused.periodic.iter().any(|&w| w > 0) {
        written
    } else {
        fused
    }
}

/// The CPU's state of the pair's current array after a number of steps.
pub(crate) struct CpuState {
    /// Steps from the start state.
    pub(crate) steps: usize,
    /// The pair's current array (`tp.input` after the swap) after `steps` steps.
    pub(crate) values: mint_ref::ArrayData,
    /// The magnitudes of that step's values (none for integer arrays).
    pub(crate) mags: Option<mint_ref::ArrayData>,
}

/// The CPU's states after each of `wanted` step counts from `env` (the pair swapped after each
/// step): one run of the largest count, magnitudes computed only at the wanted counts. Only the
/// compared array is kept per state (copied in parallel, [`crate::verify::par_copy`]; the last
/// one moved), never the whole environment: at 16384^2 in double each array is 2 GB.
pub(crate) fn cpu_states(
    n: &Nest,
    tp: &TemporalPlan,
    env: &Env,
    wanted: &[usize],
) -> Result<Vec<CpuState>, RunError> {
    let mut e = crate::verify::nest_env(n, env);
    let mut states = Vec::new();
    let last = wanted.iter().copied().max().unwrap_or(0);
    for s in 1..=last {
        if wanted.contains(&s) {
            let (_, mut mags) = mint_ref::run_nest_with_magnitudes(n, &mut e)?;
            advance(&mut e, tp)?;
            let values = if s == last {
                e.arrays.remove(&tp.input)
            } else {
                e.arrays.get(&tp.input).map(crate::verify::par_copy)
            }
            .ok_or_else(|| RunError(format!("no array `{}`", tp.input), 1))?;
            states.push(CpuState {
                steps: s,
                values,
                mags: mags.remove(&tp.output),
            });
        } else {
            mint_ref::run_nest(n, &mut e)?;
            advance(&mut e, tp)?;
        }
    }
    Ok(states)
}

/// The check of `steps` temporal steps of `n`: [`Check::for_mode`] with `F` multiplied by the
/// steps (each step's rounding carried forward).
pub(crate) fn steps_check(n: &Nest, steps: usize, exact: bool, fast_math: bool) -> Check {
    let mut check = Check::for_mode(n, exact, fast_math);
    check.ops = check.ops.saturating_mul(steps.max(1) as u32);
    check
}

/// The verdict and its words for the worst element `w` of the pair's current array after
/// `steps` steps under `check` ([`steps_check`]).
pub(crate) fn verdict(
    tp: &TemporalPlan,
    w: &crate::verify::Worst,
    check: &Check,
    steps: usize,
) -> (bool, String) {
    let ok = w.ratio <= 1.0;
    let what = if ok {
        format!("max rel diff {:.1e}", w.max_rel)
    } else {
        format!(
            "element {} of `{}`: GPU {:e}, CPU {:e}, {:.3e} times the bound {:.2e} (F = {} over {steps} steps)",
            w.index, tp.input, w.gpu, w.cpu, w.ratio, w.bound, check.ops
        )
    };
    (ok, what)
}

/// Judge the device's final state of the pair's current array against the CPU's `cpu`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn judge(
    n: &Nest,
    tp: &TemporalPlan,
    got: &Values,
    cpu: &mint_ref::ArrayData,
    mags: Option<&mint_ref::ArrayData>,
    steps: usize,
    exact: bool,
    fast_math: bool,
) -> (bool, String) {
    let check = steps_check(n, steps, exact, fast_math);
    let w = compare_values(got, cpu, mags, &check);
    verdict(tp, &w, &check, steps)
}

/// Three levels: judge the device's previous level after `steps` steps (`got`) against the
/// CPU's state after `steps - 1` among `states` (after one step, the start state `env`'s
/// current level: the kernel copies it, bit for bit).
#[allow(clippy::too_many_arguments)]
pub(crate) fn judge_prev(
    n: &Nest,
    tp: &TemporalPlan,
    got: &Values,
    env: &Env,
    states: &[CpuState],
    steps: usize,
    exact: bool,
    fast_math: bool,
) -> (bool, String) {
    if steps <= 1 {
        return match env.arrays.get(&tp.input) {
            Some(start) => judge(n, tp, got, start, None, 1, true, false),
            None => (false, format!("internal: no array `{}`", tp.input)),
        };
    }
    match states.iter().find(|st| st.steps == steps - 1) {
        Some(st) => judge(
            n,
            tp,
            got,
            &st.values,
            st.mags.as_ref(),
            steps - 1,
            exact,
            fast_math,
        ),
        None => (
            false,
            format!("internal: no CPU state after {} steps", steps - 1),
        ),
    }
}

/// The verdict on both levels: the current one's, and the previous one's where it fails.
pub(crate) fn both_levels(
    prev: &str,
    cur: (bool, String),
    before: (bool, String),
) -> (bool, String) {
    if before.0 {
        cur
    } else {
        (
            false,
            format!("{}; the previous level (`{prev}`): {}", cur.1, before.1),
        )
    }
}

/// Run every Jacobi nest of `p` with each time block of `bts` and each schedule (see the module
/// docs). One time block and schedule: verified over `--tb-steps` steps (passes and a remainder);
/// several (a sweep): each verified over one pass, against CPU states computed once.
pub fn run(
    p: &Program,
    tu: &TranslationUnit,
    src: &str,
    file: &str,
    o: &RunOptions,
    bts: &[u32],
) -> Result<bool, RunError> {
    o.check_exact()?;
    let forms = stage_forms(o)?;
    let mut planned = Vec::new();
    let mut refused = false;
    for f in &p.functions {
        let loops = recognised_loops(tu, f, src);
        for n0 in &f.nests {
            let fused = fused_nest(&loops, n0);
            let n = &*fused;
            let scheds = match schedules_of(n, o, forms[0]) {
                Ok(v) => v,
                Err(why) => return Err(RunError(why, 2)),
            };
            let sweep = bts.len() * scheds.len() * forms.len() > 1;
            let mut runs = Vec::new();
            for &bt in bts {
                for &sc in &scheds {
                    runs.extend(forms.iter().map(|&form| (bt, sc, form)));
                }
            }
            for (bt, (tile, rows, chunk), form) in runs {
                let pl = plan_temporal_form(n, bt, tile, rows, chunk, form)
                    .and_then(|tp| accepted_plan(f, &loops, n, tp));
                match pl {
                    Ok(tp) => {
                        let steps = if sweep {
                            bt as usize
                        } else {
                            o.tb_steps.unwrap_or(2 * bt as usize + 1).max(1)
                        };
                        let sw = mint_opt::Switches {
                            fast_math: o.switches.fast_math,
                            ..mint_opt::Switches::default()
                        };
                        let base = mint_opt::plan_nest(n, 0, &sw).0;
                        let line = n.line(src);
                        let text = write_temporal_kernel(n, &tp, &base, &format!("{file}:{line}"));
                        planned.push(Planned {
                            nest: n.clone(),
                            tp,
                            base,
                            steps,
                            source: o.edited(text)?,
                        });
                    }
                    Err(why) => {
                        refused = true;
                        println!(
                            "  mint_kernel_{} (time block {bt}, {}): no temporal blocking: {why}",
                            n.id,
                            sched_text(n.parallel, tile, rows, chunk)
                        )
                    }
                }
            }
        }
    }
    if planned.is_empty() {
        let why = if refused {
            "--time-block: no nest can run with temporal blocking under these settings (the reasons are above)"
        } else {
            "--time-block: no nest of the program is a Jacobi step"
        };
        return Err(RunError(why.into(), 1));
    }
    if o.emulate {
        return emulate(p, tu, &planned, o);
    }
    gpu(p, tu, &planned, o)
}

/// The stage forms to run: `--tb-form`'s list (default `auto`). Plane sums reorder the
/// additions, so with `--exact` (bit equality) `auto` keeps the register windows and `sums` is
/// refused.
fn stage_forms(o: &RunOptions) -> Result<Vec<StageForm>, RunError> {
    let mut forms = if o.tb_forms.is_empty() {
        vec![StageForm::Auto]
    } else {
        o.tb_forms.clone()
    };
    if o.exact {
        if forms.contains(&StageForm::Sums) {
            return Err(RunError(
                "--exact keeps the C program's order of operations; --tb-form sums reassociates them"
                    .into(),
                2,
            ));
        }
        forms.fill(StageForm::Window);
        forms.dedup();
    }
    Ok(forms)
}

/// The kernel's arguments for `k` steps.
pub(crate) fn args<'a>(
    pl: &Planned,
    prep: &'a Prepared,
    env: &Env,
    k: usize,
) -> Result<Vec<KernelArg<'a>>, RunError> {
    args_after(pl, prep, env, k, 0)
}

/// [`args`] for a launch `done` steps after `env`'s: the step's number
/// ([`TemporalPlan::clock`]) that many more.
pub(crate) fn args_after<'a>(
    pl: &Planned,
    prep: &'a Prepared,
    env: &Env,
    k: usize,
    done: usize,
) -> Result<Vec<KernelArg<'a>>, RunError> {
    temporal_params(&pl.nest, &pl.base, &pl.tp)
        .iter()
        .map(|(ty, name)| {
            if Some(name) == pl.tp.clock.as_ref() {
                let mut e = Env::new();
                e.scalars = env.scalars.clone();
                if let Some(mint_ref::Value::Int(v)) = e.scalars.get_mut(name) {
                    *v += done as i64;
                }
                prep.arg(&pl.nest, ty, name, &e, Some(&pl.tp.input))
            } else if name == STEPS {
                Ok(KernelArg::I64(k as i64))
            } else if name == CHUNK {
                Ok(KernelArg::I64(i64::from(pl.tp.chunk)))
            } else if name == QOUT {
                let q = prep.bufs.get(QOUT).ok_or_else(|| {
                    RunError("internal: no buffer for the new previous level".into(), 70)
                })?;
                Ok(KernelArg::Ptr(q))
            } else {
                prep.arg(&pl.nest, ty, name, env, Some(&pl.tp.input))
            }
        })
        .collect()
}

/// `mint_tb_<id> (BT steps per launch, tile ..., ...)`: what a result line is about.
pub(crate) fn head(n: &Nest, tp: &TemporalPlan) -> String {
    let b = tp.block();
    let tile = if tp.parallel >= 3 {
        let lanes = if tp.lanes_x > 1 {
            format!(", {} columns per lane", tp.lanes_x)
        } else {
            String::new()
        };
        format!(
            "tile {}x{}, {} rows per thread{lanes}",
            tp.tile[0], tp.tile[1], tp.rows
        )
    } else {
        format!("tile {}", tp.tile[0])
    };
    format!(
        "{} ({} steps per launch, {tile}, chunk {}, block {}x{}, lag {}, ring {}{})",
        temporal_kernel_name(n.id),
        tp.bt,
        tp.chunk,
        b[0],
        b[1],
        tp.lag,
        tp.ring,
        if tp.sums { ", plane sums" } else { "" }
    )
}

/// Grid and dynamic shared memory of a launch of `tp` over trip counts `cnt` (x first).
pub(crate) fn launch_shape(n: &Nest, tp: &TemporalPlan, cnt: [i64; 3]) -> ([u32; 3], u32) {
    let counts = cnt.map(|c| c.max(0) as u64);
    let elem = tp.input_elem_bytes(n);
    (temporal_grid(tp, counts), tp.shared_bytes(elem) as u32)
}

/// The state a nest starts from: the program's (as `mint run` builds it), with the written
/// array equal to the read one; with three levels the older one keeps its own values inside
/// the iteration space and takes the read one's outside it (where every level must agree).
/// Arrays are copied in parallel ([`crate::verify::par_copy`]); the written one is copied from
/// the read one directly.
pub(crate) fn start_env(n: &Nest, env: &Env, tp: &TemporalPlan) -> Result<Env, RunError> {
    let input = env.arrays.get(&tp.input);
    let mut e = Env::new();
    e.scalars = env.scalars.clone();
    for (name, a) in &env.arrays {
        let from = if *name == tp.output {
            input.unwrap_or(a)
        } else {
            a
        };
        e.arrays.insert(name.clone(), crate::verify::par_copy(from));
    }
    let Some(r) = input else {
        return Ok(e);
    };
    if !e.arrays.contains_key(&tp.output) {
        e.set_array(&tp.output, crate::verify::par_copy(r));
    }
    if let Some(p) = &tp.prev {
        let (lo, cnt) = crate::prepare::bounds(n, env)?;
        let rank = r.shape().len();
        // Three levels in two arrays: the older level starts as the written array's values.
        let older = mint_opt::older_level::older_of(p).and_then(|w| env.arrays.get(w));
        if let Some(old) = env.arrays.get(p).or(older) {
            let mut a = crate::verify::par_copy(old);
            a.fill_with(|i| {
                let inside = (0..rank).all(|k| {
                    let d = rank - 1 - k;
                    let v = i[k] as i64;
                    d >= 3 || (v >= lo[d] && v < lo[d] + cnt[d])
                });
                let src = if inside { old } else { r };
                src.get(i).unwrap_or(mint_ref::Value::F64(0.0))
            });
            e.set_array(p, a);
        }
    }
    Ok(e)
}

/// Three levels: the device buffer for the new previous level (laid out as the output, which
/// it starts equal to), under the name [`QOUT`].
pub(crate) fn add_scratch(
    gpu: &mint_gpu::Gpu,
    n: &Nest,
    tp: &TemporalPlan,
    prep: &mut Prepared,
    env: &Env,
) -> Result<(), RunError> {
    if tp.prev.is_none() {
        return Ok(());
    }
    let a = n
        .arrays
        .iter()
        .find(|a| a.name == tp.output)
        .ok_or_else(|| RunError("internal: the output is not the nest's".into(), 70))?;
    let data = &env.arrays[&tp.output];
    let buf = crate::gpu::upload(gpu, data, crate::device_elem::DevElem::of(&a.elem, data), 0)?;
    prep.bufs.insert(QOUT.to_string(), buf);
    Ok(())
}

/// After a pass: the buffers hold what the host's handles would (the pair swapped, or with
/// three levels the older level in the new previous level's buffer, the current in the
/// output's; the two others free).
pub(crate) fn advance_buffers(prep: &mut Prepared, tp: &TemporalPlan) {
    let mut take = |k: &str| prep.bufs.remove(k).expect("a buffer of the pass");
    let (x, y) = (take(&tp.input), take(&tp.output));
    match &tp.prev {
        None => {
            prep.bufs.insert(tp.input.clone(), y);
            prep.bufs.insert(tp.output.clone(), x);
        }
        Some(p) => {
            let (old, q) = (take(p), take(QOUT));
            prep.bufs.insert(p.clone(), q);
            prep.bufs.insert(tp.input.clone(), y);
            prep.bufs.insert(tp.output.clone(), old);
            prep.bufs.insert(QOUT.to_string(), x);
        }
    }
}

/// The planned configurations of nest `id`, with the step counts they verify (`cap`: at most
/// one pass, for the emulator).
fn of_nest(planned: &[Planned], id: usize, cap: bool) -> (Vec<&Planned>, Vec<usize>) {
    let pls: Vec<&Planned> = planned.iter().filter(|pl| pl.nest.id == id).collect();
    let mut wanted: Vec<usize> = pls.iter().map(|pl| verified_steps(pl, cap)).collect();
    // Three levels: the previous level is checked too.
    let before: Vec<usize> = pls
        .iter()
        .filter(|pl| pl.tp.prev.is_some())
        .map(|pl| verified_steps(pl, cap).saturating_sub(1))
        .filter(|&s| s > 0)
        .collect();
    wanted.extend(before);
    wanted.sort_unstable();
    wanted.dedup();
    (pls, wanted)
}

fn verified_steps(pl: &Planned, cap: bool) -> usize {
    if cap {
        pl.steps.min(pl.tp.bt as usize)
    } else {
        pl.steps
    }
}

/// The CPU state for `steps` among `states`.
fn state_for(
    states: &[CpuState],
    steps: usize,
) -> (&mint_ref::ArrayData, Option<&mint_ref::ArrayData>) {
    let st = states
        .iter()
        .find(|st| st.steps == steps)
        .expect("a CPU state for every verified step count");
    (&st.values, st.mags.as_ref())
}

fn gpu(
    p: &Program,
    tu: &TranslationUnit,
    planned: &[Planned],
    o: &RunOptions,
) -> Result<bool, RunError> {
    let gpu = mint_gpu::Gpu::open(0)?;
    let info = gpu.info().clone();
    println!("device: {} ({})", info.name, info.arch());
    let copy_gbps = gpu.copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?;
    println!("device-to-device copy bandwidth: {copy_gbps:.0} GB/s (read + written)");
    let mut copts = gpu.compile_options();
    copts.fast_math = o.switches.fast_math;
    if o.exact {
        copts.extra.push("--fmad=false".into());
    }
    let mut rng = Rng(o.seed);
    let mut all_ok = true;
    for f in &p.functions {
        let Some(func) = definition(tu, f) else {
            continue;
        };
        let env0 = initial_env_with(f, func, &o.size, &o.sets, &mut rng)?;
        for n in &f.nests {
            let (pls, wanted) = of_nest(planned, n.id, false);
            let Some(first) = pls.first() else {
                continue;
            };
            let env = start_env(&first.nest, &*with_views(n, &env0)?, &first.tp)?;
            let states = cpu_states(reference_nest(n, &first.nest), &first.tp, &env, &wanted)?;
            for pl in pls {
                all_ok &= gpu_config(&gpu, f, pl, &copts, &env, &states, o, copy_gbps)?;
            }
        }
    }
    Ok(all_ok)
}

/// Verify and time one configuration on the GPU; prints its line.
#[allow(clippy::too_many_arguments)]
fn gpu_config(
    gpu: &mint_gpu::Gpu,
    f: &mint_analyzer::FunctionInfo,
    pl: &Planned,
    copts: &mint_gpu::CompileOptions,
    env: &Env,
    states: &[CpuState],
    o: &RunOptions,
    copy_gbps: f64,
) -> Result<bool, RunError> {
    let (n, tp, steps, bt) = (&pl.nest, &pl.tp, pl.steps, pl.tp.bt);
    let name = temporal_kernel_name(n.id);
    let compiled = mint_gpu::compile_kernel(&pl.source, &name, copts)?;
    let module = gpu.load(&compiled.ptx, &[name.as_str()])?;
    let kernel = module.kernel(&name)?;
    let (cpu, mags) = state_for(states, steps);
    let mut prep = prepare(gpu, f, n, &pl.base, env, false)?;
    add_scratch(gpu, n, tp, &mut prep, env)?;
    let (grid, shared) = launch_shape(n, tp, prep.cnt);
    let mut left = steps;
    while left > 0 {
        let k = left.min(bt as usize);
        {
            let a = args_after(pl, &prep, env, k, steps - left)?;
            gpu.launch(kernel, grid, tp.block(), shared, &a)?;
        }
        gpu.synchronize()?;
        advance_buffers(&mut prep, tp);
        left -= k;
    }
    let want = cpu;
    if !matches!(
        want,
        mint_ref::ArrayData::F64(_) | mint_ref::ArrayData::F32(_)
    ) {
        return Err(RunError("temporal blocking of integer arrays".into(), 1));
    }
    let e = crate::device_elem::dev_elem(n, &tp.input, want);
    let got = crate::device_elem::device_values(&prep.bufs[&tp.input], want, e)?;
    let (ok, what) = judge(n, tp, &got, cpu, mags, steps, o.exact, o.switches.fast_math);
    let (ok, what) = match &tp.prev {
        Some(p) => {
            let got = crate::device_elem::device_values(&prep.bufs[p], want, e)?;
            let before = judge_prev(
                n,
                tp,
                &got,
                env,
                states,
                steps,
                o.exact,
                o.switches.fast_math,
            );
            both_levels(p, (ok, what), before)
        }
        None => (ok, what),
    };
    // One pass of bt steps, timed.
    let a = args(pl, &prep, env, bt as usize)?;
    let t = gpu.time_kernel(
        || gpu.launch(kernel, grid, tp.block(), shared, &a),
        3,
        o.reps,
    )?;
    let attrs = kernel.attrs()?;
    let step_s = t.median_ms * 1e-3 / f64::from(bt);
    let copy_s = f64::from(n.bytes_per_point) * prep.points / (copy_gbps * 1e9);
    println!(
        "  {}: {} over {steps} steps | {:.4} ms per launch, {:.4} ms per step, {:.1} Gflop/s, {:.2}x the single-sweep copy bound | {} registers, {shared} B shared, {} B spill | {what}",
        head(n, tp),
        crate::verify::status(ok, o.exact),
        t.median_ms,
        step_s * 1e3,
        f64::from(n.flops_per_point) * prep.points / step_s * 1e-9,
        copy_s / step_s,
        attrs.registers,
        attrs.local_bytes,
    );
    if attrs.local_bytes > 0 {
        println!(
            "    note: it spills {} B per thread to local memory (its register windows need more than the block allows); fewer rows per thread, a smaller block or time block avoid it",
            attrs.local_bytes
        );
    }
    Ok(ok)
}

fn emulate(
    p: &Program,
    tu: &TranslationUnit,
    planned: &[Planned],
    o: &RunOptions,
) -> Result<bool, RunError> {
    use crate::emulate::Arg;
    if !crate::emulate::available() {
        return Err(RunError(
            "--emulate needs a C++20 compiler with <barrier>; set CXX".into(),
            4,
        ));
    }
    println!("device: the CPU emulator (verification only; no timing)");
    let mut rng = Rng(o.seed);
    let mut all_ok = true;
    for f in &p.functions {
        let Some(func) = definition(tu, f) else {
            continue;
        };
        let env0 = initial_env_with(f, func, &o.size, &o.sets, &mut rng)?;
        for n in &f.nests {
            let (pls, wanted) = of_nest(planned, n.id, true);
            let Some(first) = pls.first() else {
                continue;
            };
            let env = start_env(&first.nest, &*with_views(n, &env0)?, &first.tp)?;
            let states = cpu_states(reference_nest(n, &first.nest), &first.tp, &env, &wanted)?;
            let n = &first.nest;
            for pl in pls {
                let tp = &pl.tp;
                let steps = verified_steps(pl, true);
                let (cpu, mags) = state_for(&states, steps);
                let (mut arrays, mut layouts) = crate::emulate::arrays_of(n, &env, &|_| 0)?;
                // The parameters before the steps as for mint's other kernels; then the steps
                // and (three levels) the new previous level's buffer, laid out as the output.
                let params = temporal_params(n, &pl.base, tp);
                let at = params
                    .iter()
                    .position(|(_, name)| name == STEPS)
                    .unwrap_or(params.len());
                let (mut a, _) =
                    crate::emulate::mint_args(n, &params[..at], &env, &layouts, Some(&tp.input))?;
                a.push(Arg::Long(steps as i64));
                a.push(Arg::Long(i64::from(tp.chunk)));
                if tp.prev.is_some() {
                    arrays.insert(QOUT.to_string(), env.arrays[&tp.output].clone());
                    layouts.insert(QOUT.to_string(), layouts[&tp.output]);
                    a.push(Arg::Array(QOUT.to_string()));
                }
                let entry = temporal_kernel_name(n.id);
                let (grid, shared_bytes) = launch_shape(n, tp, crate::prepare::bounds(n, &env)?.1);
                let launch = crate::emulate::Launch {
                    source: &pl.source,
                    entry: &entry,
                    grid,
                    block: tp.block(),
                    args: a,
                    reductions: vec![],
                    shared_bytes,
                };
                let out = crate::emulate::run(&launch, &arrays, &layouts)?;
                // One pass: the result is in the output array (the host swaps afterwards).
                let got = Values::from_array(&out.arrays[&tp.output]);
                let (ok, what) =
                    judge(n, tp, &got, cpu, mags, steps, o.exact, o.switches.fast_math);
                let (ok, what) = match &tp.prev {
                    Some(p) => {
                        let got = Values::from_array(&out.arrays[QOUT]);
                        let before = judge_prev(
                            n,
                            tp,
                            &got,
                            &env,
                            &states,
                            steps,
                            o.exact,
                            o.switches.fast_math,
                        );
                        both_levels(p, (ok, what), before)
                    }
                    None => (ok, what),
                };
                all_ok &= ok;
                println!(
                    "  {}: {} over {steps} steps | {what}",
                    head(n, tp),
                    crate::verify::status(ok, o.exact)
                );
            }
        }
    }
    Ok(all_ok)
}
