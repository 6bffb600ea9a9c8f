//! `mint tune --time-block`: the time block `bT` and the streamed schedule (tile x, tile y, rows
//! per thread, chunk) as tuner dimensions, for every nest that temporal blocking accepts
//! ([`autotune::temporal::temporal_space`] and the runner's own check that a time loop advances
//! the pair, [`crate::temporal::accept`]: a nest and a `single` swap, PolyBench's two nests, or
//! three time levels rotated).
//!
//! Map of the code: [`tune_temporal`] walks the nests; on the GPU [`plan_space`] plans every
//! candidate and [`Late`] compiles them with NVRTC on worker threads, in the model's order,
//! while the search runs ([`compile_space`] compiles all first, for `--dry-run` and the bench);
//! [`search_space`] measures them on the GPU with the
//! single-sweep tuner's strategies ([`crate::tune::Strategy`]; the local search is
//! [`autotune::search::local_by`] over [`autotune::temporal::tb_neighbours`], ranked by
//! [`autotune::temporal::tb_model_cost`]); the report goes to
//! `results/tune/<stem>_kernel<id>_tb.toml` with a chart of speed against `bT`, and the winner
//! to the tuning cache.
//!
//! Invariants: every measured candidate is verified over one pass of `bT` steps against the
//! CPU's `bT` single steps (states computed once per nest, [`crate::temporal::cpu_states`],
//! keeping only the compared array and its magnitudes per state), from the same start state
//! (both arrays of the pair restored before each launch, from a device copy of the start state
//! where memory allows); a candidate that is wrong, spills or fails is never the winner. The
//! comparison runs on the device where it can ([`crate::verify_device`]: the references
//! uploaded once, the same judgement as [`crate::verify::compare_values`], only a summary read
//! back), else on the host; the report's `[time]` and the `time:` line say where the time went
//! (compile, CPU reference, uploads, timing, verification) and where the results were compared. Times are per step (a launch's over
//! `bT`) and are reported against the single-sweep copy bound. `--dry-run` needs no GPU: it
//! compiles the space and prints the cost model's pick. `--apply` is refused: a temporal pick
//! is not a `tile`/`chunksize` clause (it needs `mint translate --time-block`).

use crate::error::RunError;
use crate::gpu::{prepare, Prepared};
use crate::prepare::{definition, initial_env_with, Rng};
use crate::temporal::{
    accept, args, cpu_states, fused_nest, judge, launch_shape, recognised_loops, start_env,
    steps_check, verdict, with_views, CpuState, Planned,
};
use crate::tune::{Strategy, TuneOptions, LOCAL_SEEDS};
use crate::verify_device::DeviceVerify;
use autotune::report::TimeSplit;
use autotune::search::{local_by, replay_local_by, Found, Quality};
use autotune::space::Limits;
use autotune::temporal::{
    tb_model, tb_model_cost, tb_neighbours, temporal_space, TbCandidate, TbPruned, TbReport, TbRow,
    TB_KIND,
};
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_emit::kernel_temporal::{temporal_kernel_name, write_temporal_kernel, QOUT};
use mint_lang::ast::TranslationUnit;
use mint_opt::time_loops::TimeLoop;
use rayon::prelude::*;
use std::time::Instant;

/// One candidate of a nest, planned and compiled.
pub(crate) struct TbVariant {
    /// The candidate.
    pub(crate) cand: TbCandidate,
    /// Its plan and kernel source.
    pub(crate) planned: Planned,
    /// The PTX, or the compile error.
    pub(crate) ptx: Result<String, String>,
}

/// A nest's temporal space: the candidates, the pruned ones, and the older level where its
/// time loop rotates three ([`accept`]).
pub(crate) type NestSpace = (Vec<TbCandidate>, Vec<TbPruned>, Option<String>);

/// Why a nest is not in the temporal tuner: `Err` with the reason. With three time levels the
/// candidates that cannot keep them ([`mint_opt::temporal::with_prev`]: plane sums) are pruned.
pub(crate) fn nest_space(
    f: &FunctionInfo,
    loops: &[TimeLoop],
    n: &Nest,
    max_bt: u32,
    limits: &Limits,
) -> Result<NestSpace, String> {
    let (cands, mut pruned) = temporal_space(n, max_bt, limits)?;
    let first = cands
        .first()
        .ok_or("no schedule of the space fits (every candidate was pruned)")?;
    let tp = first.plan(n)?;
    let prev = accept(f, loops, n, &tp)?;
    let Some(p) = prev else {
        return Ok((cands, pruned, None));
    };
    let mut kept = Vec::new();
    for c in cands {
        match c
            .plan(n)
            .and_then(|tp| mint_opt::temporal::with_prev(n, &tp, &p))
        {
            Ok(_) => kept.push(c),
            Err(why) => pruned.push(TbPruned { candidate: c, why }),
        }
    }
    if kept.is_empty() {
        return Err("no schedule of the space keeps three time levels".into());
    }
    Ok((kept, pruned, Some(p)))
}

/// `cand`'s plan for `n` (with the older level `prev` where there are three).
pub(crate) fn candidate_plan(
    n: &Nest,
    cand: &TbCandidate,
    prev: Option<&str>,
) -> Result<mint_opt::temporal::TemporalPlan, String> {
    let tp = cand.plan(n)?;
    match prev {
        Some(p) => mint_opt::temporal::with_prev(n, &tp, p),
        None => Ok(tp),
    }
}

/// The `ptx` of a candidate [`plan_space`] planned but did not compile: [`Late`] compiles it.
pub(crate) const DEFERRED: &str = "not compiled yet";

/// The NVRTC options of the temporal candidates.
fn compile_options(arch: &str, fast_math: bool) -> mint_gpu::CompileOptions {
    mint_gpu::CompileOptions {
        arch: arch.to_string(),
        fast_math,
        ..mint_gpu::CompileOptions::default()
    }
}

/// Plan and compile every candidate of `n` for `arch`, in parallel (rayon). `at` is the
/// `file:line` of the nest's pragma (the kernel's header comment).
pub(crate) fn compile_space(
    n: &Nest,
    cands: &[TbCandidate],
    prev: Option<&str>,
    at: &str,
    arch: &str,
    fast_math: bool,
) -> Vec<TbVariant> {
    space_variants(n, cands, prev, at, arch, fast_math, true)
}

/// Plan every candidate of `n` (its kernel's source) without compiling it: `ptx` is
/// `Err(DEFERRED)` until [`Late`] compiles it.
pub(crate) fn plan_space(
    n: &Nest,
    cands: &[TbCandidate],
    prev: Option<&str>,
    at: &str,
    fast_math: bool,
) -> Vec<TbVariant> {
    space_variants(n, cands, prev, at, "", fast_math, false)
}

fn space_variants(
    n: &Nest,
    cands: &[TbCandidate],
    prev: Option<&str>,
    at: &str,
    arch: &str,
    fast_math: bool,
    compile: bool,
) -> Vec<TbVariant> {
    let sw = mint_opt::Switches {
        fast_math,
        ..mint_opt::Switches::default()
    };
    let base = mint_opt::plan_nest(n, 0, &sw).0;
    let opts = compile_options(arch, fast_math);
    let name = temporal_kernel_name(n.id);
    let mut vars: Vec<TbVariant> = cands
        .par_iter()
        .map(|&cand| {
            let tp = candidate_plan(n, &cand, prev).expect("the space holds only accepted plans");
            let source = write_temporal_kernel(n, &tp, &base, at);
            TbVariant {
                cand,
                planned: Planned {
                    nest: n.clone(),
                    tp,
                    base: base.clone(),
                    steps: cand.bt as usize,
                    source,
                },
                ptx: Err(DEFERRED.to_string()),
            }
        })
        .collect();
    if compile {
        // Candidates that differ only in the chunk (a kernel parameter) share one compile.
        let canon = same_source(&vars);
        let ptx: Vec<Option<Result<String, String>>> = (0..vars.len())
            .into_par_iter()
            .map(|i| {
                (canon[i] == i).then(|| {
                    mint_gpu::compile_kernel(&vars[i].planned.source, &name, &opts)
                        .map(|c| c.ptx)
                        .map_err(|e| e.to_string())
                })
            })
            .collect();
        for i in 0..vars.len() {
            vars[i].ptx = ptx[canon[i]].clone().expect("a canonical index compiled");
        }
    }
    vars
}

/// For each variant, the first one with the same kernel text (itself if none before it).
fn same_source(vars: &[TbVariant]) -> Vec<usize> {
    let mut first: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    vars.iter()
        .enumerate()
        .map(|(i, v)| *first.entry(v.planned.source.as_str()).or_insert(i))
        .collect()
}

/// Candidates compiled while the search times others: worker threads take them in the
/// model's order (best first), and the search compiles one itself if it reaches it first
/// (`OnceLock`: never twice). Measured on the H100 before it (2026-11-27): NVRTC took 20-23 s
/// of a 33-s `tune --time-block` at 512^3 compiling 508-588 candidates, of which the local
/// search timed a quarter; compiling only on demand was slower (35-51 s).
pub(crate) struct Late<'a> {
    vars: &'a [TbVariant],
    opts: mint_gpu::CompileOptions,
    /// Indices into `vars`, in the order the workers take them.
    order: Vec<usize>,
    next: std::sync::atomic::AtomicUsize,
    stop: std::sync::atomic::AtomicBool,
    ptx: Vec<std::sync::OnceLock<Result<String, String>>>,
    /// For each candidate, the first with the same kernel text (candidates that differ only in
    /// the chunk, a kernel parameter, share one compile).
    canon: Vec<usize>,
}

impl<'a> Late<'a> {
    /// For `vars` (planned by [`plan_space`]) of nest `n`, compiled for `arch` in the model's
    /// order.
    pub(crate) fn new(n: &Nest, vars: &'a [TbVariant], arch: &str, fast_math: bool) -> Self {
        let mut order: Vec<usize> = (0..vars.len()).collect();
        order.sort_by(|&a, &b| {
            tb_model_cost(n, &vars[a].cand).total_cmp(&tb_model_cost(n, &vars[b].cand))
        });
        Late {
            vars,
            opts: compile_options(arch, fast_math),
            order,
            next: Default::default(),
            stop: Default::default(),
            ptx: vars.iter().map(|_| std::sync::OnceLock::new()).collect(),
            canon: same_source(vars),
        }
    }

    /// Candidate `i`'s PTX (compiled now if no worker has, waiting for one that is).
    pub(crate) fn get(&self, i: usize) -> &Result<String, String> {
        let i = self.canon[i];
        self.ptx[i].get_or_init(|| {
            let pl = &self.vars[i].planned;
            mint_gpu::compile_kernel(&pl.source, &temporal_kernel_name(pl.nest.id), &self.opts)
                .map(|c| c.ptx)
                .map_err(|e| e.to_string())
        })
    }

    /// A worker: compile candidates in order until all are or [`Late::stop`] is called.
    pub(crate) fn work(&self) {
        use std::sync::atomic::Ordering;
        while !self.stop.load(Ordering::Relaxed) {
            let k = self.next.fetch_add(1, Ordering::Relaxed);
            let Some(&i) = self.order.get(k) else { break };
            self.get(i);
        }
    }

    /// The workers take no more candidates.
    pub(crate) fn stop(&self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// `(compiled, failed, kernels)` so far: candidates whose kernel is compiled, those of them
    /// that failed, and the distinct kernels compiled.
    pub(crate) fn counts(&self) -> (usize, usize, usize) {
        let done: Vec<&Result<String, String>> = (0..self.ptx.len())
            .filter_map(|i| self.ptx[self.canon[i]].get())
            .collect();
        let kernels = self.ptx.iter().filter(|p| p.get().is_some()).count();
        (
            done.len(),
            done.iter().filter(|p| p.is_err()).count(),
            kernels,
        )
    }
}

/// `file:line` of nest `n`'s pragma in `src`.
pub(crate) fn nest_at(n: &Nest, src: &str, file: &str) -> String {
    format!("{file}:{}", n.line(src))
}

/// The few candidates `mint bench` measures: per time block and per tile shape (tile and rows)
/// the model's best (for the three best shapes also one step deeper and shallower in time), the
/// model's four best overall, and the neighbours of its best in the chunk and rows dimensions
/// (what the model does not see: how the blocks fill the last wave, and registers), in the
/// space's order, without repeats. Candidates the model predicts to spill are left out where
/// others remain (the bench drops kernels that spill).
pub(crate) fn bench_picks(n: &Nest, cands: &[TbCandidate]) -> Vec<TbCandidate> {
    let fits: Vec<TbCandidate> = cands
        .iter()
        .filter(|c| tb_model(n, c).is_some_and(|m| !m.spills))
        .copied()
        .collect();
    let cands = if fits.is_empty() { cands } else { &fits };
    let mut ranked: Vec<&TbCandidate> = cands.iter().collect();
    ranked.sort_by(|a, b| tb_model_cost(n, a).total_cmp(&tb_model_cost(n, b)));
    let mut picks: Vec<TbCandidate> = ranked.iter().take(4).map(|c| **c).collect();
    if let Some(best) = ranked.first() {
        picks.extend(cands.iter().filter(|c| {
            c.bt == best.bt
                && c.tile == best.tile
                && (c.chunk == best.chunk) != (c.rows == best.rows)
        }));
    }
    // The model's best of every tile and rows per thread: the model ranks shapes less well
    // than time blocks (measured on the H100: the 27-point stencil's best tiles were 64x32 with 4
    // rows in f32, 32x16 with 2 in f64). Taken in the model's order, best shape first.
    let mut shape_best: Vec<&TbCandidate> = Vec::new();
    for c in &ranked {
        if !shape_best
            .iter()
            .any(|b| b.tile == c.tile && b.rows == c.rows)
        {
            shape_best.push(c);
        }
    }
    picks.extend(shape_best.iter().map(|c| **c));
    // The three best shapes also one step deeper and shallower in time: the model's time block
    // per shape was one off the measured best (27-point f32, 64x32, 4 rows: the model's bT 3,
    // the H100's bT 4).
    for c in shape_best.iter().take(3) {
        picks.extend(cands.iter().filter(|d| {
            d.tile == c.tile && d.rows == c.rows && d.chunk == c.chunk && d.bt.abs_diff(c.bt) == 1
        }));
    }
    let mut bts: Vec<u32> = cands.iter().map(|c| c.bt).collect();
    bts.dedup();
    for bt in bts {
        if let Some(c) = ranked.iter().find(|c| c.bt == bt) {
            picks.push(**c);
        }
    }
    let mut out: Vec<TbCandidate> = Vec::new();
    for c in cands.iter().filter(|c| picks.contains(c)) {
        out.push(*c);
    }
    out
}

/// The model's pick among the variants that compiled.
pub(crate) fn model_pick<'a>(n: &Nest, vars: &'a [TbVariant]) -> Option<&'a TbVariant> {
    vars.iter()
        .filter(|v| v.ptx.is_ok())
        .min_by(|a, b| tb_model_cost(n, &a.cand).total_cmp(&tb_model_cost(n, &b.cand)))
}

/// The model's numbers of `c`, for a line of output.
pub(crate) fn model_text(n: &Nest, c: &TbCandidate) -> String {
    match tb_model(n, c) {
        Some(m) => format!(
            "model: {:.1} DRAM B, {:.1} flops, {:.1} shared B per point-step, ~{} registers, {:.0} warps per SM",
            m.dram_bytes, m.flops, m.shared_bytes, m.registers, m.warps
        ),
        None => "model: refused".into(),
    }
}

/// The device's limits for the temporal space (its opt-in shared memory per block).
pub(crate) fn device_limits(g: &mint_gpu::Gpu) -> Limits {
    let i = g.info();
    Limits {
        max_threads: i.max_threads_per_block,
        dynamic_shared_bytes: Some(
            (i.max_shared_per_block_optin as u32).min(mint_opt::temporal::SHARED_LIMIT as u32),
        ),
        ..Limits::default()
    }
}

/// Tune the temporal blocking of every nest of `p` (see the module docs). Returns whether
/// every accepted nest got a verified winner (dry: compiled).
#[allow(clippy::too_many_arguments)]
pub fn tune_temporal(
    p: &Program,
    tu: &TranslationUnit,
    src: &str,
    path: &std::path::Path,
    precision: crate::input::Precision,
    o: &TuneOptions,
    max_bt: Option<u32>,
) -> Result<bool, RunError> {
    if o.apply {
        return Err(RunError(
            "--apply writes `tile`/`chunksize` clauses, and a temporal pick (bT and a streamed schedule) is not one; run the pick with `mint run --time-block BT --tb-schedule ...` as printed (a program with temporal blocking needs `mint translate --time-block`)".into(),
            2,
        ));
    }
    if !mint_gpu::nvrtc_available() {
        return Err(RunError(mint_gpu::GpuError::NvrtcMissing.to_string(), 4));
    }
    let (file, stem) = crate::tune::file_and_stem(path, precision);
    let gpu = if o.dry_run {
        None
    } else {
        Some(mint_gpu::Gpu::open(0)?)
    };
    let (arch, limits) = match &gpu {
        Some(g) => (g.info().arch(), device_limits(g)),
        None => ("sm_90".to_string(), Limits::default()),
    };
    let copy_gbps = match &gpu {
        Some(g) => g.copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?,
        None => 0.0,
    };
    let mut accepted = 0;
    let mut all_ok = true;
    let mut rng = Rng(1);
    for f in &p.functions {
        let mut env0: Option<mint_ref::Env> = None;
        let loops = recognised_loops(tu, f, src);
        for n0 in &f.nests {
            let fused = fused_nest(&loops, n0);
            let n = &*fused;
            let start = Instant::now();
            let max = max_bt.unwrap_or(autotune::temporal::default_max_bt(n.parallel));
            let (cands, pruned, prev) = match nest_space(f, &loops, n, max, &limits) {
                Ok(s) => s,
                Err(why) => {
                    println!(
                        "{}: no temporal blocking: {why}",
                        temporal_kernel_name(n.id)
                    );
                    continue;
                }
            };
            accepted += 1;
            println!(
                "{}: {} temporal candidates (bT 1..{max}) after pruning ({} pruned: overlap, threads, masks, shared memory)",
                temporal_kernel_name(n.id),
                cands.len(),
                pruned.len()
            );
            let key = gpu
                .as_ref()
                .map(|g| cache_key(&stem, n, src, g, &o.size, &cands));
            let cached = match key.as_ref().zip(o.cache.as_ref()) {
                Some((k, d)) => match autotune::cache::lookup(d, k) {
                    Ok(found) => found,
                    Err(note) => {
                        println!("  note: {note}");
                        None
                    }
                },
                None => None,
            };
            if let Some((e, path)) =
                cached.filter(|(e, _)| e.temporal.is_some_and(|c| cands.contains(&c)))
            {
                let c = e.temporal.expect("filtered");
                println!(
                    "  best (cached in {}, {} evaluated in {:.1} s; --no-cache searches again): {} at {:.4} ms/step; run it with --time-block {} --tb-schedule {}",
                    path.display(),
                    e.evaluated,
                    e.wall_s,
                    c.label(),
                    e.best_ms.unwrap_or(f64::NAN),
                    c.bt,
                    c.tb_schedule(n.parallel)
                );
                continue;
            }
            let t0 = Instant::now();
            let (Some(gpu), Some(key)) = (&gpu, key) else {
                // Dry run: every candidate compiled (CI compiles the whole space), the model's
                // ranking, best first.
                let vars = compile_space(
                    n,
                    &cands,
                    prev.as_deref(),
                    &nest_at(n, src, &file),
                    &arch,
                    o.fast_math,
                );
                let failed: Vec<&TbVariant> = vars.iter().filter(|v| v.ptx.is_err()).collect();
                println!(
                    "  {} candidates compiled with NVRTC for {arch} in {:.1} s ({} threads, {} failed)",
                    vars.len(),
                    t0.elapsed().as_secs_f64(),
                    rayon::current_num_threads(),
                    failed.len()
                );
                for v in &failed {
                    all_ok = false;
                    if let Err(e) = &v.ptx {
                        println!("  compile failure {}: {e}", v.cand.label());
                    }
                }
                let mut ranked: Vec<&TbVariant> = vars.iter().filter(|v| v.ptx.is_ok()).collect();
                ranked.sort_by(|a, b| {
                    tb_model_cost(n, &a.cand).total_cmp(&tb_model_cost(n, &b.cand))
                });
                for v in ranked.iter().take(5) {
                    println!("  {} ({})", v.cand.label(), model_text(n, &v.cand));
                }
                if let Some(v) = model_pick(n, &vars) {
                    println!(
                        "  dry run: the model's pick {} (not timed, not verified): --time-block {} --tb-schedule {}",
                        v.cand.label(),
                        v.cand.bt,
                        v.cand.tb_schedule(n.parallel)
                    );
                }
                continue;
            };
            // On the GPU: the candidates compile while the search runs ([`Late`]).
            let vars = plan_space(
                n,
                &cands,
                prev.as_deref(),
                &nest_at(n, src, &file),
                o.fast_math,
            );
            if env0.is_none() {
                if let Some(func) = definition(tu, f) {
                    env0 = Some(initial_env_with(f, func, &o.size, &o.sets, &mut rng)?);
                }
            }
            let Some(env0) = env0.as_ref() else {
                continue;
            };
            let env0 = with_views(n0, env0)?;
            let env0 = &*env0;
            let late = Late::new(n, &vars, &arch, o.fast_math);
            let workers = rayon::current_num_threads().saturating_sub(1).max(1);
            let s = std::thread::scope(|sc| {
                for _ in 0..workers {
                    sc.spawn(|| late.work());
                }
                let s = search_space(gpu, f, (n0, n), &vars, Some(&late), env0, o, copy_gbps);
                late.stop();
                s
            })?;
            let (compiled, failed, kernels) = late.counts();
            println!(
                "  {compiled} of {} candidates compiled with NVRTC for {arch} while the search ran ({kernels} kernels: one per schedule but the chunk; {workers} threads, {failed} failed)",
                vars.len()
            );
            if failed > 0 {
                all_ok = false;
            }
            let compile_s = 0.0;
            let cut = s
                .rows
                .iter()
                .filter(|r| r.dropped.as_deref().is_some_and(|d| d.contains("budget")))
                .count();
            if cut > 0 {
                println!(
                    "  note: the --budget of {:.0} s ended the search with {cut} of {} candidates not run{}",
                    o.budget_s,
                    s.rows.len(),
                    if s.quality.is_some() {
                        "; the search quality below compares with what was measured"
                    } else {
                        ""
                    }
                );
            }
            if let Some(q) = &s.quality {
                crate::tune::print_quality(q, "ms/step");
            }
            let time = TimeSplit {
                compile_s: compile_s + s.time.compile_s,
                ..s.time.clone()
            };
            println!("  time: {}", time.line());
            let report = TbReport {
                kind: TB_KIND.into(),
                file: file.clone(),
                kernel: temporal_kernel_name(n.id),
                precision: precision.name().into(),
                size: o.size.clone(),
                gpu: gpu.info().name.clone(),
                driver: key.driver.clone(),
                strategy: s.strategy.clone(),
                space: cands.len(),
                copy_gbps,
                wall_s: start.elapsed().as_secs_f64(),
                best: s.best.map(|b| vars[b].cand.label()),
                rows: s.rows.clone(),
                quality: s.quality,
                time: Some(time),
                pruned,
            };
            std::fs::create_dir_all(&o.out_dir)
                .map_err(|e| RunError(format!("cannot create {}: {e}", o.out_dir.display()), 3))?;
            let out = o.out_dir.join(format!("{stem}_kernel{}_tb.toml", n.id));
            mint_durable::write(&out, report.to_toml()).map_err(|e| RunError(e.to_string(), 3))?;
            match plot_tb_report(
                &report,
                &o.out_dir.join(format!("{stem}_kernel{}_tb", n.id)),
            ) {
                Ok(files) => {
                    for p in files {
                        println!("  chart {}", p.display());
                    }
                }
                Err(RunError(e, _)) => println!("  no chart: {e}"),
            }
            let best = s.best.map(|b| &vars[b].cand);
            let row = best.and_then(|c| report.rows.iter().find(|r| &r.candidate == c));
            match (best, row) {
                (Some(c), Some(r)) => {
                    println!(
                        "  best: {} at {:.4} ms/step, {:.1} Gflop/s, {:.2}x the single-sweep copy bound, verified ({} evaluated in {:.1} s); report {}; run it with --time-block {} --tb-schedule {}",
                        c.label(),
                        r.ms_per_step.unwrap_or(f64::NAN),
                        r.gflops.unwrap_or(f64::NAN),
                        r.x_copy.unwrap_or(f64::NAN),
                        report.rows.len(),
                        report.wall_s,
                        out.display(),
                        c.bt,
                        c.tb_schedule(n.parallel)
                    );
                    if let Some(dir) = &o.cache {
                        let entry = autotune::cache::Entry {
                            key,
                            best: None,
                            temporal: Some(*c),
                            best_ms: r.ms_per_step,
                            evaluated: report.rows.len(),
                            wall_s: report.wall_s,
                        };
                        if let Err(e) = autotune::cache::store(dir, &entry) {
                            println!(
                                "  could not write the tuning cache in {}: {e}",
                                dir.display()
                            );
                        }
                    }
                }
                _ => {
                    all_ok = false;
                    println!("  no candidate verified; report {}", out.display());
                }
            }
        }
    }
    if accepted == 0 {
        return Err(RunError(
            "--time-block: no nest of the program is a Jacobi step whose time loop swaps its pair"
                .into(),
            1,
        ));
    }
    Ok(all_ok)
}

/// The cache key of the temporal search of nest `n` (the program stem gets `_tb`, the space
/// hash is of the temporal labels).
pub(crate) fn cache_key(
    stem: &str,
    n: &Nest,
    src: &str,
    gpu: &mint_gpu::Gpu,
    size: &[usize],
    cands: &[TbCandidate],
) -> autotune::cache::Key {
    let i = gpu.info();
    let labels: Vec<String> = cands.iter().map(TbCandidate::label).collect();
    autotune::cache::Key {
        program: format!("{stem}_tb"),
        nest: n.id,
        source_hash: autotune::cache::source_hash(src),
        gpu: i.name.clone(),
        driver: format!("{}.{}", i.driver_version.0, i.driver_version.1),
        size: autotune::cache::key_size(size, n.parallel),
        mint: env!("CARGO_PKG_VERSION").to_string(),
        space: autotune::cache::source_hash(&format!(
            "temporal search {}\n{}",
            autotune::search::SEARCH_VERSION,
            labels.join("\n")
        )),
    }
}

/// What a temporal search found.
pub(crate) struct TbSearch {
    /// Every evaluated candidate, in evaluation order.
    pub(crate) rows: Vec<TbRow>,
    /// The winner's index among the variants.
    pub(crate) best: Option<usize>,
    /// The strategy's name.
    pub(crate) strategy: String,
    /// With `Strategy::Compare`: the local search against the exhaustive one.
    pub(crate) quality: Option<Quality>,
    /// Where the search's time went (the compile is the caller's).
    pub(crate) time: TimeSplit,
}

/// Measure `vars` (the compiled space of `n`) on `gpu` with `o.strategy`, each candidate
/// verified over one pass against the CPU, within `o.budget_s` seconds of timing.
#[allow(clippy::too_many_arguments)]
pub(crate) fn search_space(
    gpu: &mint_gpu::Gpu,
    f: &FunctionInfo,
    (written, n): (&Nest, &Nest),
    vars: &[TbVariant],
    late: Option<&Late>,
    env0: &mint_ref::Env,
    o: &TuneOptions,
    copy_gbps: f64,
) -> Result<TbSearch, RunError> {
    let Some(first) = vars.first() else {
        return Ok(TbSearch {
            rows: vec![],
            best: None,
            strategy: "empty space".into(),
            quality: None,
            time: TimeSplit::default(),
        });
    };
    let tp0 = &first.planned.tp;
    let env = start_env(n, env0, tp0)?;
    let mut wanted: Vec<usize> = vars.iter().map(|v| v.cand.bt as usize).collect();
    if tp0.prev.is_some() {
        // Three levels: each pass's previous level is checked too.
        let before: Vec<usize> = wanted.iter().map(|b| b - 1).filter(|&b| b > 0).collect();
        wanted.extend(before);
    }
    wanted.sort_unstable();
    wanted.dedup();
    let t0 = Instant::now();
    let states = cpu_states(
        crate::temporal::reference_nest(written, n),
        tp0,
        &env,
        &wanted,
    )?;
    let mut time = TimeSplit {
        reference_s: t0.elapsed().as_secs_f64(),
        ..TimeSplit::default()
    };
    println!(
        "  CPU reference: {} steps in {:.1} s ({} states kept, the compared array only)",
        wanted.last().copied().unwrap_or(0),
        time.reference_s,
        states.len()
    );
    let t0 = Instant::now();
    let mut prep = prepare(gpu, f, n, &first.planned.base, &env, false)?;
    crate::temporal::add_scratch(gpu, n, tp0, &mut prep, &env)?;
    // The start state kept on the device: each candidate's pair is restored from it by a
    // device-to-device copy (a host upload of both arrays per candidate took 0.4 s at 16384^2
    // in double). Without the memory for it, from the host as before.
    let start = prep
        .bufs
        .get(&tp0.input)
        .and_then(|b| device_copy(gpu, b).ok());
    time.upload_s += t0.elapsed().as_secs_f64();
    let mut dev: DeviceVerify<usize> = DeviceVerify::new(gpu);
    let mut rows: Vec<TbRow> = Vec::new();
    let mut best_ms = f64::INFINITY;
    let timing_start = Instant::now();
    let bar = indicatif::ProgressBar::new(vars.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("  {bar:30} {pos}/{len} evaluated, {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    // Candidates whose chunks both cover the whole streamed dimension launch the same kernel
    // with the same grid (one block along it, the same planes): the first one measured stands
    // for the others (thermal3d_flat.c at nz = 64: three of the four chunks of every schedule).
    let streamed = crate::prepare::bounds(n, &env)?.1[n.parallel - 1].max(1) as u64;
    let mut whole: Vec<(TbCandidate, TbRow, Option<f64>)> = Vec::new();
    let mut evaluate = |i: usize| -> Option<f64> {
        let v = &vars[i];
        let same =
            |c: &TbCandidate| c.bt == v.cand.bt && c.tile == v.cand.tile && c.rows == v.cand.rows;
        if u64::from(v.cand.chunk) >= streamed {
            if let Some((c, r, cost)) = whole.iter().find(|(c, _, _)| same(c)) {
                let mut row = r.clone();
                row.candidate = v.cand;
                row.label = v.cand.label();
                row.dropped = Some(format!(
                    "not run: the same launch as {} (a chunk of {} planes or more covers the {streamed} planes)",
                    c.label(),
                    streamed
                ));
                let cost = *cost;
                rows.push(row);
                bar.inc(1);
                return cost;
            }
        }
        let mut row = TbRow {
            candidate: v.cand,
            label: v.cand.label(),
            registers: None,
            shared_bytes: None,
            spill_bytes: None,
            ms_per_launch: None,
            ms_per_step: None,
            gflops: None,
            x_copy: None,
            verified: false,
            dropped: None,
        };
        let r = (|| -> Result<Option<f64>, RunError> {
            if best_ms.is_finite() && timing_start.elapsed().as_secs_f64() > o.budget_s {
                row.dropped = Some("not run: the time budget was spent".into());
                return Ok(None);
            }
            // A deferred candidate: compiled by a worker, or here (the wait counts as
            // compile time).
            let ptx = match (&v.ptx, late) {
                (Err(e), Some(l)) if e == DEFERRED => {
                    let t0 = Instant::now();
                    let p = l.get(i);
                    time.compile_s += t0.elapsed().as_secs_f64();
                    p
                }
                (p, _) => p,
            };
            let ptx = match ptx {
                Ok(p) => p,
                Err(e) => {
                    row.dropped = Some(format!("compile error: {e}"));
                    return Ok(None);
                }
            };
            let m = measure(
                gpu,
                &mut prep,
                &v.planned,
                ptx,
                (&env, &states, start.as_ref()),
                (o.reps, copy_gbps),
                &mut dev,
                &mut time,
            )?;
            row.registers = Some(m.registers);
            row.shared_bytes = Some(m.shared_bytes);
            row.spill_bytes = Some(m.spill_bytes);
            row.ms_per_launch = Some(m.ms_per_launch);
            row.ms_per_step = Some(m.ms_per_launch / f64::from(v.cand.bt));
            row.gflops = Some(m.gflops);
            row.x_copy = Some(m.x_copy);
            row.verified = m.ok;
            if !m.ok {
                row.dropped = Some(format!("wrong result: {}", m.what));
                return Ok(None);
            }
            let own = crate::tune::own_stack_bytes(&v.planned.nest);
            if m.spill_bytes > own && !dispatch_spill_ok(&v.planned.tp, m.spill_bytes - own) {
                row.dropped = Some(format!("spills {} B per thread", m.spill_bytes));
                return Ok(None);
            }
            let step = m.ms_per_launch / f64::from(v.cand.bt);
            best_ms = best_ms.min(step);
            Ok(Some(step))
        })();
        let r = r.unwrap_or_else(|RunError(msg, _)| {
            row.dropped = Some(msg);
            None
        });
        if u64::from(v.cand.chunk) >= streamed && row.ms_per_launch.is_some() {
            whole.push((v.cand, row.clone(), r));
        }
        rows.push(row);
        bar.inc(1);
        if best_ms.is_finite() {
            bar.set_message(format!("best {best_ms:.4} ms/step"));
        }
        r
    };
    let cands: Vec<TbCandidate> = vars.iter().map(|v| v.cand).collect();
    let strategy = match o.strategy {
        Strategy::Auto if cands.len() <= crate::tune::EXHAUSTIVE_MAX => Strategy::Exhaustive,
        Strategy::Auto => Strategy::Local,
        s => s,
    };
    let cap = cands.len().div_ceil(4);
    let rank = |i: usize| tb_model_cost(n, &cands[i]);
    let (found, name) = match strategy {
        Strategy::Local => (
            local_by(
                cands.len(),
                |i| tb_neighbours(&cands, i),
                LOCAL_SEEDS,
                cap,
                rank,
                &mut evaluate,
            ),
            "local search seeded by the temporal model",
        ),
        _ => {
            let evaluated: Vec<(usize, Option<f64>)> =
                (0..cands.len()).map(|i| (i, evaluate(i))).collect();
            (
                Found {
                    best: best_index(&evaluated),
                    evaluated,
                },
                if strategy == Strategy::Compare {
                    "exhaustive, compared with the local search"
                } else {
                    "exhaustive"
                },
            )
        }
    };
    bar.finish_and_clear();
    let quality = (strategy == Strategy::Compare)
        .then(|| {
            let mut costs = vec![None; cands.len()];
            for &(i, c) in &found.evaluated {
                costs[i] = c;
            }
            replay_local_by(|i| tb_neighbours(&cands, i), &costs, LOCAL_SEEDS, cap, rank)
        })
        .flatten();
    time.upload_s += dev.store.upload_s;
    time.verified_on = dev.summary();
    if dev.store.spare_uploads > 1 {
        time.verified_on.push_str(&format!(
            "; {} references uploaded again (device memory holds fewer than the states)",
            dev.store.spare_uploads
        ));
    }
    Ok(TbSearch {
        rows,
        best: found.best,
        strategy: name.into(),
        quality,
        time,
    })
}

/// A device copy of `b` (same extents and elements; pitched alike).
fn device_copy(
    gpu: &mint_gpu::Gpu,
    b: &mint_gpu::DeviceBuffer,
) -> Result<mint_gpu::DeviceBuffer, mint_gpu::GpuError> {
    let d = b.dims();
    let mut c = gpu.alloc_pitched(b.elem_bytes(), d[0], d[1], d[2])?;
    c.copy_from_device(b)?;
    Ok(c)
}

/// The index of the least cost among `ev` (failures never win).
fn best_index(ev: &[(usize, Option<f64>)]) -> Option<usize> {
    ev.iter()
        .filter_map(|&(i, c)| c.map(|c| (i, c)))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}

/// One measured temporal configuration.
pub(crate) struct Measured {
    /// Equal to the CPU over one pass of `bt` steps.
    pub(crate) ok: bool,
    /// The comparison's words (the largest difference, or where it failed).
    pub(crate) what: String,
    /// Median time of one launch of `bt` steps (ms).
    pub(crate) ms_per_launch: f64,
    /// Gflop/s over the launch's `bt` steps.
    pub(crate) gflops: f64,
    /// Speed against the single-sweep copy bound.
    pub(crate) x_copy: f64,
    /// Registers per thread.
    pub(crate) registers: u32,
    /// Dynamic shared memory per block.
    pub(crate) shared_bytes: u64,
    /// Local (spill) bytes per thread.
    pub(crate) spill_bytes: usize,
}

/// Verify one pass of `pl` (from `env`: both arrays of the pair restored first) against the
/// CPU's state after `bt` steps among `states`, then time a pass. The comparison runs on the
/// device where `dev` can ([`DeviceVerify`]; the same judgement), else on the host; the time
/// of each part is added to `time`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn measure(
    gpu: &mint_gpu::Gpu,
    prep: &mut Prepared,
    pl: &Planned,
    ptx: &str,
    (env, states, start): (&mint_ref::Env, &[CpuState], Option<&mint_gpu::DeviceBuffer>),
    (reps, copy_gbps): (usize, f64),
    dev: &mut DeviceVerify<usize>,
    time: &mut TimeSplit,
) -> Result<Measured, RunError> {
    let (n, tp) = (&pl.nest, &pl.tp);
    let bt = tp.bt as usize;
    let name = temporal_kernel_name(n.id);
    let module = gpu.load(ptx, &[name.as_str()])?;
    let kernel = module.kernel(&name)?;
    let attrs = kernel.attrs()?;
    let t0 = Instant::now();
    for a in [&tp.input, &tp.output] {
        if let (Some(b), Some(data)) = (prep.bufs.get_mut(a), env.arrays.get(&tp.input)) {
            match start {
                Some(s) => b.copy_from_device(s)?,
                None => crate::device_elem::fill_device(
                    b,
                    data,
                    crate::device_elem::dev_elem(n, &tp.input, data),
                )?,
            }
        }
    }
    time.upload_s += t0.elapsed().as_secs_f64();
    let t0 = Instant::now();
    let (grid, shared) = launch_shape(n, tp, prep.cnt);
    {
        let a = args(pl, prep, env, bt)?;
        gpu.launch(kernel, grid, tp.block(), shared, &a)?;
    }
    gpu.synchronize()?;
    time.timing_s += t0.elapsed().as_secs_f64();
    let t0 = Instant::now();
    let st = states
        .iter()
        .find(|st| st.steps == bt)
        .ok_or_else(|| RunError(format!("no CPU state after {bt} steps"), 1))?;
    let want = &st.values;
    if !matches!(
        want,
        mint_ref::ArrayData::F64(_) | mint_ref::ArrayData::F32(_)
    ) {
        return Err(RunError("temporal blocking of integer arrays".into(), 1));
    }
    // One pass: the result is in the output array.
    let check = steps_check(n, bt, false, pl.base.fast_math);
    let upload_before = dev.store.upload_s;
    let on_device = dev.compare(
        gpu,
        &prep.bufs[&tp.output],
        &bt,
        want,
        st.mags.as_ref(),
        &check,
    );
    let (ok, what) = match on_device {
        Some(w) => verdict(tp, &w, &check, bt),
        None => {
            dev.host_compared();
            let e = crate::device_elem::dev_elem(n, &tp.input, want);
            let got = crate::device_elem::device_values(&prep.bufs[&tp.output], want, e)?;
            judge(
                n,
                tp,
                &got,
                want,
                st.mags.as_ref(),
                bt,
                false,
                pl.base.fast_math,
            )
        }
    };
    // Three levels: the new previous level (after `bt - 1` steps; after none, the start's
    // current level, copied bit for bit) must be right too.
    let (ok, what) = match &tp.prev {
        Some(p) => {
            let (want, mags, check) = if bt == 1 {
                let w = env
                    .arrays
                    .get(&tp.input)
                    .ok_or_else(|| RunError(format!("no array `{}`", tp.input), 1))?;
                (w, None, steps_check(n, 1, true, false))
            } else {
                let st = states
                    .iter()
                    .find(|st| st.steps == bt - 1)
                    .ok_or_else(|| RunError(format!("no CPU state after {} steps", bt - 1), 1))?;
                (
                    &st.values,
                    st.mags.as_ref(),
                    steps_check(n, bt - 1, false, pl.base.fast_math),
                )
            };
            let q = &prep.bufs[QOUT];
            let before = match dev.compare(gpu, q, &(bt - 1), want, mags, &check) {
                Some(w) => verdict(tp, &w, &check, bt - 1),
                None => {
                    dev.host_compared();
                    let e = crate::device_elem::dev_elem(n, &tp.input, want);
                    let got = crate::device_elem::device_values(q, want, e)?;
                    let cpu = crate::verify::compare_values(&got, want, mags, &check);
                    verdict(tp, &cpu, &check, bt - 1)
                }
            };
            crate::temporal::both_levels(p, (ok, what), before)
        }
        None => (ok, what),
    };
    // Reference uploads are counted as uploads (added once at the end), not verification.
    time.verify_s += t0.elapsed().as_secs_f64() - (dev.store.upload_s - upload_before);
    let t0 = Instant::now();
    let a = args(pl, prep, env, bt)?;
    let t = gpu.time_kernel(|| gpu.launch(kernel, grid, tp.block(), shared, &a), 3, reps)?;
    time.timing_s += t0.elapsed().as_secs_f64();
    let step_s = t.median_ms * 1e-3 / bt as f64;
    let copy_s = f64::from(n.bytes_per_point) * prep.points / (copy_gbps * 1e9);
    Ok(Measured {
        ok,
        what,
        ms_per_launch: t.median_ms,
        gflops: f64::from(n.flops_per_point) * prep.points / step_s * 1e-9,
        x_copy: copy_s / step_s,
        registers: attrs.registers,
        shared_bytes: u64::from(shared),
        spill_bytes: attrs.local_bytes,
    })
}

/// The chart of a temporal report: per time block, the best verified speed against the
/// single-sweep copy bound.
pub fn plot_tb_report(
    r: &TbReport,
    base: &std::path::Path,
) -> Result<Vec<std::path::PathBuf>, RunError> {
    let series = vec![(
        format!("{} {} {}", r.file, r.precision, r.kernel),
        r.best_per_bt(),
    )];
    let title = format!("{} on {}: speed against the time block", r.file, r.gpu);
    crate::chart::bt_chart(base, &title, &series)
}

/// Whether a candidate that spills `bytes` per thread may still win: a 3-D kernel with an
/// interior part ([`mint_opt::temporal::TemporalPlan::interior`]) is held to
/// `DISPATCH_REGISTERS` by its launch bounds on purpose, and its edge part's replicas spill
/// there (80 B per thread for `thermal3d_flat.c` at bT 3 and 4 with 4 points per thread, NVRTC
/// 13); the spills are measured with the rest (the fastest verified candidates of that program
/// on the H200, 0.0450-0.0458 ms per step, against 0.0495 for the best that does not spill). Up
/// to [`DISPATCH_SPILL`] bytes.
fn dispatch_spill_ok(tp: &mint_opt::temporal::TemporalPlan, bytes: usize) -> bool {
    tp.parallel >= 3 && tp.interior.is_some() && bytes <= DISPATCH_SPILL
}

/// The most spill per thread a kernel with an interior part may have and still win a search.
const DISPATCH_SPILL: usize = 128;

#[cfg(test)]
mod tests {
    use super::*;

    /// The thermal program's nest (`tests/realstyle/thermal3d_flat.c`).
    fn thermal() -> mint_analyzer::Nest {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/realstyle/thermal3d_flat.c"
        );
        let loaded =
            crate::input::load(std::path::Path::new(path), crate::input::Precision::F64).unwrap();
        loaded.program.functions[0].nests[0].clone()
    }

    #[test]
    fn only_kernels_with_an_interior_part_may_win_with_spills() {
        let n = thermal();
        let plan = |bt, tile, rows| mint_opt::temporal::plan_temporal(&n, bt, tile, rows, 64);
        let dispatch = plan(4, [32, 32], 4).unwrap();
        assert!(dispatch.interior.is_some());
        assert!(dispatch_spill_ok(&dispatch, 80));
        assert!(dispatch_spill_ok(&dispatch, DISPATCH_SPILL));
        assert!(!dispatch_spill_ok(&dispatch, DISPATCH_SPILL + 8));
        let ghosted = plan(3, [32, 32], 2).unwrap();
        assert!(ghosted.interior.is_none());
        assert!(!dispatch_spill_ok(&ghosted, 8));
    }

    /// A nest that calls `sin` keeps the argument reduction's stack whatever its schedule
    /// (every candidate of `heat2d_pulsed_source.c` had 40 B on the H200): not a spill.
    #[test]
    fn the_stack_of_trigonometric_calls_is_no_spill() {
        let nest = |f: &str| {
            let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../tests/realstyle")
                .join(f);
            let loaded = crate::input::load(&path, crate::input::Precision::F64).unwrap();
            loaded.program.functions[0].nests[0].clone()
        };
        assert!(crate::tune::own_stack_bytes(&nest("heat2d_pulsed_source.c")) >= 40);
        assert_eq!(crate::tune::own_stack_bytes(&thermal()), 0);
    }
}
