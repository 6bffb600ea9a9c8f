//! `mint tune`: for every nest, the pruned space of tile, chunk, level and switches (the
//! `autotune` crate), each candidate compiled with NVRTC (in parallel), launched on random inputs,
//! verified against the CPU reference before it may win, and timed; a TOML report per nest under
//! `results/tune/`, and with `--apply` the winner's `tile`/`chunksize` written into the source.
//!
//! `--dry-run` needs no GPU: it lists the pruned space and compiles every candidate with NVRTC
//! for `sm_90`, so CI exercises the tuner's whole front half.
//!
//! Search: exhaustive when the space has at most `EXHAUSTIVE_MAX` candidates, else a local search
//! seeded by the model's ranking (`autotune::space::model_cost`), spending at most a quarter of
//! the space; both stop when `--budget` seconds of timing are spent (counted after the
//! compiles, the CPU reference and the uploads; never before a candidate has verified).
//! `--strategy compare` searches exhaustively and replays the local search over the measured
//! times (`quality` in the report). Every candidate is compiled before the timing starts, in
//! parallel. Beside each report goes a heatmap of Gflop/s over tile x and y; the winner (only a
//! winner) is cached per (nest, source, GPU, driver, size, search space) so that tuning again is
//! instant (`autotune::cache`).
//!
//! Invariant: a candidate wins only if its output, written from the inputs after the nest's
//! outputs were reset (from device copies of the initial outputs, else
//! `Prepared::restore_outputs`), equals the CPU reference. Floating outputs are compared on the
//! device where they can be ([`crate::verify_device`]: the same judgement as
//! [`crate::verify::compare_values`], the reference uploaded once per nest), others and any
//! fallback on the host; the `time:` line and the report's `[time]` give the split (compile,
//! CPU reference, uploads, timing, verification) and where results were compared.

use crate::error::RunError;
use crate::gpu::{prepare, Prepared};
use crate::prepare::{definition, initial_env_with, Rng};
use crate::verify::{compare_values, expected_in, judge_by, nest_env, Check, Expected, Worst};
use crate::verify_device::DeviceVerify;
use autotune::report::{Report, Row, TimeSplit};
use autotune::space::{model_cost, space, Candidate, Limits};
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_lang::ast::{Directive, Item, Stmt, StmtKind, TranslationUnit};
use mint_opt::KernelPlan;
use rayon::prelude::*;
use std::time::Instant;

/// Spaces at most this large are searched exhaustively.
pub const EXHAUSTIVE_MAX: usize = 60;

/// What `mint tune` was asked for.
pub struct TuneOptions {
    /// Problem size (as `mint run --size`).
    pub size: Vec<usize>,
    /// `--set NAME=VALUE` (as `mint run --set`).
    pub sets: Vec<(String, f64)>,
    /// Seconds to spend per nest, at most.
    pub budget_s: f64,
    /// List and compile only.
    pub dry_run: bool,
    /// Rewrite the source's clauses with the winner.
    pub apply: bool,
    /// Where reports go.
    pub out_dir: std::path::PathBuf,
    /// Timed launches per candidate.
    pub reps: usize,
    /// Where winners are cached (`None`: no cache).
    pub cache: Option<std::path::PathBuf>,
    /// How to search.
    pub strategy: Strategy,
    /// `--fast-math`: candidates compiled and verified in that mode (cached apart).
    pub fast_math: bool,
}

/// How `mint tune` searches a nest's space.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// Exhaustive up to `EXHAUSTIVE_MAX` candidates, else local.
    Auto,
    /// Every candidate (within the budget).
    Exhaustive,
    /// Local search seeded by the model, at most a quarter of the space.
    Local,
    /// Exhaustive, then the local search replayed over the measured times: how close it gets
    /// and with how many evaluations (recorded in the report as `quality`).
    Compare,
}

struct Variant {
    cand: Candidate,
    nest: Nest,
    plan: KernelPlan,
    /// The PTX (every candidate is compiled ahead, in parallel), or the compile error.
    ptx: Result<String, String>,
}

impl Variant {
    fn compile(&self, file: &str, arch: &str) -> Result<String, String> {
        let mut src = mint_emit::kernel::write_kernel(&self.nest, &self.plan, file);
        for r in &self.nest.reductions {
            src.push_str(&mint_emit::kernel::write_reduce_kernel(r.op, &r.ty));
        }
        let opts = mint_gpu::CompileOptions {
            arch: arch.to_string(),
            fast_math: self.plan.fast_math,
            ..mint_gpu::CompileOptions::default()
        };
        mint_gpu::compile_kernel(&src, &mint_emit::names::kernel_name(self.nest.id), &opts)
            .map(|c| c.ptx)
            .map_err(|e| e.to_string())
    }
}

/// The candidates applied to `n` and compiled with NVRTC, in parallel (rayon).
fn variants(
    n: &Nest,
    cands: &[Candidate],
    file: &str,
    arch: &str,
    fast_math: bool,
) -> Vec<Variant> {
    cands
        .par_iter()
        .map(|c| {
            let (nest, mut plan) = c.apply_to(n).expect("the space only holds valid schedules");
            plan.fast_math = fast_math;
            let mut v = Variant {
                cand: c.clone(),
                nest,
                plan,
                ptx: Err(String::new()),
            };
            v.ptx = v.compile(file, arch);
            v
        })
        .collect()
}

/// The device's architecture and the limits the space is pruned with.
fn device_limits(g: &mint_gpu::Gpu) -> (String, Limits) {
    let i = g.info();
    (
        i.arch(),
        Limits {
            max_threads: i.max_threads_per_block,
            shared_bytes: (i.max_shared_per_block as u32).min(mint_opt::SHARED_BYTES_LIMIT),
            ..Limits::default()
        },
    )
}

/// Every candidate compiled (in parallel), followed by the reference: the source's own
/// schedule at -O0, which the search times first and which never wins.
fn candidates_and_reference(
    n: &Nest,
    cands: &[Candidate],
    file: &str,
    arch: &str,
    fast_math: bool,
) -> Vec<Variant> {
    let base = Candidate {
        level: 0,
        tile: n.schedule.tile,
        chunk: n.schedule.chunk,
        shared: true,
        plane_sums: false,
        vector_x: false,
    };
    let mut all = cands.to_vec();
    all.push(base);
    variants(n, &all, file, arch, fast_math)
}

/// Tune every nest of `p`. Returns whether every nest got a verified winner (or, dry, compiled).
#[allow(clippy::too_many_arguments)]
pub fn tune(
    p: &Program,
    tu: &TranslationUnit,
    src: &str,
    input: &crate::input::Input,
    path: &std::path::Path,
    precision: crate::input::Precision,
    o: &TuneOptions,
) -> Result<bool, RunError> {
    let _located = crate::error::Located::new(input);
    if !mint_gpu::nvrtc_available() {
        return Err(RunError(mint_gpu::GpuError::NvrtcMissing.to_string(), 4));
    }
    let (file, stem) = file_and_stem(path, precision);
    // Winners of the fast-math mode are cached apart from the IEEE ones.
    let stem = if o.fast_math {
        format!("{stem}_fastmath")
    } else {
        stem
    };
    let gpu = if o.dry_run {
        None
    } else {
        Some(mint_gpu::Gpu::open(0)?)
    };
    let (arch, limits) = match &gpu {
        Some(g) => device_limits(g),
        None => ("sm_90".to_string(), Limits::default()),
    };
    let copy_gbps = match &gpu {
        Some(g) => g.copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?,
        None => 0.0,
    };
    let mut all_ok = true;
    let mut winners: Vec<(Nest, Candidate)> = Vec::new();
    let mut rng = Rng(1);
    for f in &p.functions {
        // The inputs, made when the first nest of `f` is searched (not for cached winners).
        let mut env: Option<mint_ref::Env> = None;
        for n in &f.nests {
            let start = Instant::now();
            let (cands, pruned) = space(n, &limits);
            println!(
                "mint_kernel_{}: {} candidates after pruning ({} pruned: threads, shared memory, same kernel)",
                n.id,
                cands.len(),
                pruned.len()
            );
            // A cached winner makes the search (and compiling the space) unnecessary.
            let key = gpu
                .as_ref()
                .map(|g| cache_key(&stem, n, src, g, &o.size, &cands));
            let cached = key
                .as_ref()
                .zip(o.cache.as_ref())
                .and_then(|(k, d)| cached_winner(d, k, &cands));
            if let Some((e, path)) = cached {
                match e.best {
                    Some(c) => {
                        println!(
                            "  best (cached in {}, {} evaluated in {:.1} s; --no-cache searches again): {} at {:.4} ms/sweep",
                            path.display(),
                            e.evaluated,
                            e.wall_s,
                            c.label(),
                            e.best_ms.unwrap_or(f64::NAN)
                        );
                        winners.push((n.clone(), c));
                    }
                    None => {
                        all_ok = false;
                        println!("  no candidate verified (cached in {})", path.display());
                    }
                }
                continue;
            }
            // Every candidate compiled up front, in parallel (rayon): the GPU then only times.
            let compile_start = Instant::now();
            let vars = candidates_and_reference(n, &cands, &file, &arch, o.fast_math);
            let compile_start_s = compile_start.elapsed().as_secs_f64();
            if !o.dry_run {
                println!(
                    "  {} candidates compiled with NVRTC in {:.1} s ({} threads)",
                    vars.len(),
                    compile_start.elapsed().as_secs_f64(),
                    rayon::current_num_threads()
                );
            }
            if o.dry_run {
                let failed: Vec<&Variant> = vars.iter().filter(|v| v.ptx.is_err()).collect();
                println!(
                    "  compiled {} with NVRTC for {arch} in {:.1} s ({} failed)",
                    vars.len(),
                    start.elapsed().as_secs_f64(),
                    failed.len()
                );
                for v in &failed {
                    if let Err(e) = &v.ptx {
                        println!("  compile failure {}: {e}", v.cand.label());
                    }
                    all_ok = false;
                }
                if o.apply {
                    // No GPU to time on: the model's pick among what compiled.
                    let pick = vars[..vars.len() - 1]
                        .iter()
                        .filter(|v| v.ptx.is_ok())
                        .min_by(|a, b| model_cost(n, &a.cand).total_cmp(&model_cost(n, &b.cand)));
                    if let Some(v) = pick {
                        println!(
                            "  dry run: the model's pick {} (not timed, not verified) is what --apply writes",
                            v.cand.label()
                        );
                        winners.push((n.clone(), v.cand.clone()));
                    }
                }
            }
            if env.is_none() && gpu.is_some() {
                if let Some(func) = definition(tu, f) {
                    env = Some(initial_env_with(f, func, &o.size, &o.sets, &mut rng)?);
                }
            }
            let (Some(gpu), Some(env), Some(key)) = (&gpu, env.as_mut(), key) else {
                if o.dry_run {
                    for c in &cands {
                        println!("  {}", c.label());
                    }
                }
                continue;
            };
            let (rows, best, strategy, quality, time) = search_nest(gpu, f, n, &vars, env, o)?;
            if let Some(q) = &quality {
                print_quality(q, "ms");
            }
            let time = TimeSplit {
                compile_s: compile_start_s,
                ..time
            };
            println!("  time: {}", time.line());
            let report = Report {
                quality,
                time: Some(time),
                file: file.clone(),
                kernel: mint_emit::names::kernel_name(n.id),
                size: o.size.clone(),
                gpu: gpu.info().name.clone(),
                driver: key.driver.clone(),
                strategy,
                space: cands.len(),
                copy_gbps,
                wall_s: start.elapsed().as_secs_f64(),
                best: best.map(|b| vars[b].cand.label()),
                rows,
                pruned,
            };
            std::fs::create_dir_all(&o.out_dir)
                .map_err(|e| RunError(format!("cannot create {}: {e}", o.out_dir.display()), 3))?;
            let out = o.out_dir.join(format!("{stem}_kernel{}.toml", n.id));
            mint_durable::write(&out, report.to_toml()).map_err(|e| RunError(e.to_string(), 3))?;
            let plot = o.out_dir.join(format!("{stem}_kernel{}", n.id));
            match plot_report(&report, &plot) {
                Ok(files) => {
                    for p in files {
                        println!("  heatmap {}", p.display());
                    }
                }
                Err(RunError(e, _)) => println!("  no heatmap: {e}"),
            }
            let best_row =
                best.and_then(|b| report.rows.iter().find(|r| r.candidate == vars[b].cand));
            if let Some(dir) = &o.cache {
                let winner = best.map(|b| &vars[b].cand);
                cache_winner(dir, key, &report.rows, winner, report.wall_s);
            }
            // The reference (the source's schedule at -O0) is the last variant, timed first.
            let source = &vars[vars.len() - 1].cand;
            let source_ms = report
                .rows
                .iter()
                .find(|r| &r.candidate == source)
                .and_then(|r| r.time_ms);
            match (best, best_row) {
                (Some(b), Some(row)) => {
                    let ms = row.time_ms.unwrap_or(f64::NAN);
                    let against = match source_ms {
                        Some(s) if ms < s => format!("{:.2}x the source schedule at -O0", s / ms),
                        Some(s) => {
                            format!("no faster than the source schedule at -O0 ({s:.4} ms/sweep)")
                        }
                        None => "the source schedule at -O0 was not timed".to_string(),
                    };
                    println!(
                        "  best: {} at {ms:.4} ms/sweep, {:.0} GB/s = {:.0}% of copy, verified, {against} ({} evaluated in {:.1} s); report {}",
                        vars[b].cand.label(),
                        row.gbps.unwrap_or(f64::NAN),
                        100.0 * row.gbps.unwrap_or(0.0) / copy_gbps,
                        report.rows.len(),
                        report.wall_s,
                        out.display()
                    );
                    winners.push((n.clone(), vars[b].cand.clone()));
                }
                _ => {
                    all_ok = false;
                    println!("  no candidate verified; report {}", out.display());
                }
            }
        }
    }
    if o.apply && !winners.is_empty() {
        apply(path, src, input, tu, &winners)?;
    }
    Ok(all_ok)
}

fn search_nest(
    gpu: &mint_gpu::Gpu,
    f: &FunctionInfo,
    n: &Nest,
    vars: &[Variant],
    env: &mut mint_ref::Env,
    o: &TuneOptions,
) -> Result<SearchResult, RunError> {
    // The CPU's answer, once (from a copy of the nest's arrays only, the written ones moved
    // into the answer); the device arrays, once per alignment.
    let t0 = Instant::now();
    let exp = expected_in(n, nest_env(n, env))?;
    let mut time = TimeSplit {
        reference_s: t0.elapsed().as_secs_f64(),
        ..TimeSplit::default()
    };
    let t0 = Instant::now();
    let base_plan = KernelPlan::baseline();
    let mut plain = prepare(gpu, f, n, &base_plan, env, false)?;
    let aligned_plan = KernelPlan {
        level: 1,
        ..KernelPlan::baseline()
    };
    let mut aligned = prepare(gpu, f, n, &aligned_plan, env, true)?;
    let in_place = crate::prepare::in_place(n);
    // The initial outputs kept on the device: candidates' outputs are reset from them by
    // device-to-device copies rather than uploads from the host.
    let snaps = if in_place {
        None
    } else {
        snapshot_outputs(gpu, n, &plain)
    };
    time.upload_s += t0.elapsed().as_secs_f64();
    let mut dev: DeviceVerify<String> = DeviceVerify::new(gpu);
    let mut rows: Vec<Row> = Vec::new();
    // The fastest verified candidate so far (the reference row does not count).
    let mut best_ms = f64::INFINITY;
    let mut best_label = String::new();
    let reference = vars.len() - 1;
    let timing_start = Instant::now();
    // A progress bar with the best so far (drawn only on a terminal).
    let bar = indicatif::ProgressBar::new(vars.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("  {bar:30} {pos}/{len} evaluated, {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let mut evaluate = |i: usize| -> Option<f64> {
        let v = &vars[i];
        let mut row = Row {
            candidate: v.cand.clone(),
            label: v.cand.label(),
            registers: None,
            shared_bytes: None,
            spill_bytes: None,
            time_ms: None,
            gflops: None,
            gbps: None,
            verified: false,
            dropped: None,
        };
        let result = (|| -> Result<Option<f64>, RunError> {
            // The budget is for timing: it starts after the compiles, the CPU reference and
            // the uploads, and never ends a search before a candidate has verified.
            if best_ms.is_finite() && timing_start.elapsed().as_secs_f64() > o.budget_s {
                row.dropped = Some("not run: the time budget was spent".into());
                return Ok(None);
            }
            let ptx = match v.ptx.clone() {
                Ok(p) => p,
                Err(e) => {
                    row.dropped = Some(format!("compile error: {e}"));
                    return Ok(None);
                }
            };
            let p = if v.plan.level >= 1 {
                &mut aligned
            } else {
                &mut plain
            };
            let t0 = Instant::now();
            if in_place {
                *p = prepare(gpu, f, &v.nest, &v.plan, env, v.plan.level >= 1)?;
            } else {
                // What an earlier candidate wrote must not pass for this one's result.
                let restored = snaps
                    .as_ref()
                    .is_some_and(|s| restore_from(p, &v.nest, s).is_ok());
                if !restored {
                    p.restore_outputs(&v.nest, env)?;
                }
            }
            p.regrid(gpu, &v.nest, env)?;
            time.upload_s += t0.elapsed().as_secs_f64();
            let names = [p.kernel_name(&v.nest)];
            let mut all: Vec<String> = names.to_vec();
            for r in &v.nest.reductions {
                all.push(mint_emit::names::reduce_kernel_name(r.op, &r.ty));
            }
            let refs: Vec<&str> = all.iter().map(String::as_str).collect();
            let module = gpu.load(&ptx, &refs)?;
            let kernel = module.kernel(&names[0])?;
            let attrs = kernel.attrs()?;
            row.registers = Some(attrs.registers);
            row.shared_bytes = Some(attrs.static_shared_bytes);
            row.spill_bytes = Some(attrs.local_bytes);
            if attrs.local_bytes > own_stack_bytes(&v.nest) {
                row.dropped = Some(format!("spills {} B per thread", attrs.local_bytes));
                return Ok(None);
            }
            let args = p.args(&v.nest, &v.plan, env)?;
            // One launch from the initial data (its results are what a verification reads),
            // then the timing; only a candidate faster than the best so far is verified (a
            // verification copies every output back), and none wins unverified.
            let t0 = Instant::now();
            let red = p.launch_once(gpu, &module, &v.nest, &args)?;
            let t = gpu.time_kernel(|| gpu.launch(kernel, p.grid, p.block, 0, &args), 2, o.reps)?;
            time.timing_s += t0.elapsed().as_secs_f64();
            let secs = t.median_ms * 1e-3;
            row.time_ms = Some(t.median_ms);
            row.gflops = Some(v.nest.flops_per_point as f64 * p.points / secs * 1e-9);
            row.gbps = Some(v.nest.bytes_per_point as f64 * p.points / secs * 1e-9);
            if t.median_ms >= best_ms {
                row.dropped = Some("not verified: slower than the best so far".into());
                return Ok(Some(t.median_ms));
            }
            if in_place {
                // Timing launches changed the inputs: redo the single launch from fresh data.
                let t0 = Instant::now();
                *p = prepare(gpu, f, &v.nest, &v.plan, env, v.plan.level >= 1)?;
                p.regrid(gpu, &v.nest, env)?;
                time.upload_s += t0.elapsed().as_secs_f64();
            }
            let args = p.args(&v.nest, &v.plan, env)?;
            let red = if in_place {
                let t0 = Instant::now();
                let red = p.launch_once(gpu, &module, &v.nest, &args)?;
                time.timing_s += t0.elapsed().as_secs_f64();
                red
            } else {
                red
            };
            let t0 = Instant::now();
            let upload_before = dev.store.upload_s;
            let (ok, worst, why) = verify_candidate(gpu, &mut dev, p, &v.nest, &red, &exp)?;
            time.verify_s += t0.elapsed().as_secs_f64() - (dev.store.upload_s - upload_before);
            if !ok {
                row.dropped = Some(format!(
                    "wrong result ({}; max rel diff {worst:.1e})",
                    why.join("; ")
                ));
                return Ok(None);
            }
            row.verified = true;
            if i != reference {
                best_ms = t.median_ms;
                best_label = v.cand.label();
            }
            Ok(Some(t.median_ms))
        })();
        let r = match result {
            Ok(r) => r,
            Err(RunError(msg, _)) => {
                row.dropped = Some(msg);
                None
            }
        };
        rows.push(row);
        bar.inc(1);
        if best_ms.is_finite() {
            bar.set_message(format!("best {best_ms:.4} ms ({best_label})"));
        }
        r
    };
    // The last variant is the source's schedule at -O0: the reference, not part of the search.
    let base = reference;
    if let Some(ms) = evaluate(base) {
        println!(
            "  source schedule at -O0 ({}): {ms:.4} ms/sweep",
            vars[base].cand.label()
        );
    }
    let cands: Vec<Candidate> = vars[..base].iter().map(|v| v.cand.clone()).collect();
    let strategy = match o.strategy {
        Strategy::Auto if cands.len() <= EXHAUSTIVE_MAX => Strategy::Exhaustive,
        Strategy::Auto => Strategy::Local,
        s => s,
    };
    let (seeds, cap) = (LOCAL_SEEDS, cands.len().div_ceil(4));
    let (found, name) = match strategy {
        Strategy::Local => (
            autotune::search::local(
                &cands,
                seeds,
                cap,
                |i| model_cost(n, &cands[i]),
                &mut evaluate,
            ),
            "local search seeded by the model",
        ),
        _ => (
            autotune::search::exhaustive(&cands, usize::MAX, &mut evaluate),
            if strategy == Strategy::Compare {
                "exhaustive, compared with the local search"
            } else {
                "exhaustive"
            },
        ),
    };
    let quality = (strategy == Strategy::Compare)
        .then(|| {
            let mut costs = vec![None; cands.len()];
            for &(i, c) in &found.evaluated {
                costs[i] = c;
            }
            autotune::search::replay_local(&cands, &costs, seeds, cap, |i| model_cost(n, &cands[i]))
        })
        .flatten();
    bar.finish_and_clear();
    time.upload_s += dev.store.upload_s;
    time.verified_on = dev.summary();
    Ok((rows, found.best, name.to_string(), quality, time))
}

/// Device copies of the arrays `n` writes as `p` holds them before any launch (the initial
/// data); `None` if one cannot be made (then outputs are reset from the host).
fn snapshot_outputs(
    gpu: &mint_gpu::Gpu,
    n: &Nest,
    p: &Prepared,
) -> Option<std::collections::HashMap<String, mint_gpu::DeviceBuffer>> {
    n.arrays
        .iter()
        .filter(|a| a.writes > 0)
        .map(|a| {
            let b = p.bufs.get(&a.name)?;
            let d = b.dims();
            let mut c = gpu.alloc_pitched(b.elem_bytes(), d[0], d[1], d[2]).ok()?;
            c.copy_from_device(b).ok()?;
            Some((a.name.clone(), c))
        })
        .collect()
}

/// Reset the arrays `n` writes in `p` from `snaps` ([`snapshot_outputs`]) on the device; an
/// error if one is missing or does not fit (the caller then resets from the host).
fn restore_from(
    p: &mut Prepared,
    n: &Nest,
    snaps: &std::collections::HashMap<String, mint_gpu::DeviceBuffer>,
) -> Result<(), RunError> {
    for a in n.arrays.iter().filter(|a| a.writes > 0) {
        let (Some(b), Some(s)) = (p.bufs.get_mut(&a.name), snaps.get(&a.name)) else {
            return Err(RunError(format!("no device copy of `{}`", a.name), 70));
        };
        b.copy_from_device(s)?;
    }
    Ok(())
}

/// Compare a candidate's results (after one launch) with the CPU's `exp`, as
/// [`crate::gpu::verify`] does: each written array on the device where `dev` can
/// ([`DeviceVerify`], the same judgement; the reference uploaded once per array), else copied
/// back and compared on the host; the reductions on the host.
pub(crate) fn verify_candidate(
    gpu: &mint_gpu::Gpu,
    dev: &mut DeviceVerify<String>,
    p: &Prepared,
    n: &Nest,
    gpu_red: &[f64],
    exp: &Expected,
) -> Result<(bool, f64, Vec<String>), RunError> {
    let mut compare = |name: &str, check: &Check| -> Result<Worst, RunError> {
        let cpu = &exp.arrays[name];
        let mags = exp.magnitudes.get(name);
        let e = crate::device_elem::dev_elem(n, name, cpu);
        let same_type = matches!(
            (cpu, e),
            (
                mint_ref::ArrayData::F64(_),
                crate::device_elem::DevElem::F64
            ) | (
                mint_ref::ArrayData::F32(_),
                crate::device_elem::DevElem::F32
            )
        );
        if same_type {
            let key = name.to_string();
            if let Some(w) = dev.compare(gpu, &p.bufs[name], &key, cpu, mags, check) {
                return Ok(w);
            }
        }
        dev.host_compared();
        let got = crate::device_elem::device_values(&p.bufs[name], cpu, e)?;
        Ok(compare_values(&got, cpu, mags, check))
    };
    let v = judge_by(n, exp, &mut compare, gpu_red, false, p.fast_math)?;
    Ok((v.ok, v.max_rel, v.why))
}

/// What a search returns: every row, the winner's index, the strategy's name, (with
/// `Strategy::Compare`) how the local search does against the exhaustive one, and where the
/// time went (the compile is the caller's).
type SearchResult = (
    Vec<Row>,
    Option<usize>,
    String,
    Option<autotune::search::Quality>,
    TimeSplit,
);

/// Seeds of the local search (the model's best candidates, evaluated first).
pub const LOCAL_SEEDS: usize = 8;

/// The cache key of nest `n` of `src` on `gpu` at `size`, searched over `cands`.
fn cache_key(
    stem: &str,
    n: &Nest,
    src: &str,
    gpu: &mint_gpu::Gpu,
    size: &[usize],
    cands: &[Candidate],
) -> autotune::cache::Key {
    let i = gpu.info();
    autotune::cache::Key {
        program: stem.to_string(),
        nest: n.id,
        source_hash: autotune::cache::source_hash(src),
        gpu: i.name.clone(),
        driver: format!("{}.{}", i.driver_version.0, i.driver_version.1),
        size: autotune::cache::key_size(size, n.parallel),
        mint: env!("CARGO_PKG_VERSION").to_string(),
        space: autotune::cache::space_hash(cands),
    }
}

/// The heatmap of a report: Gflop/s over tile x and tile y, each cell the best timed candidate
/// (wrong results excluded) over the other parameters.
pub fn plot_report(
    r: &Report,
    base: &std::path::Path,
) -> Result<Vec<std::path::PathBuf>, RunError> {
    let timed: Vec<&Row> = r
        .rows
        .iter()
        .filter(|row| row.gflops.is_some())
        .filter(|row| {
            !row.dropped
                .as_deref()
                .is_some_and(|d| d.starts_with("wrong"))
        })
        .collect();
    let mut xs: Vec<u32> = timed.iter().map(|r| r.candidate.tile[0]).collect();
    let mut ys: Vec<u32> = timed.iter().map(|r| r.candidate.tile[1]).collect();
    xs.sort_unstable();
    xs.dedup();
    ys.sort_unstable();
    ys.dedup();
    let value = |x: u32, y: u32| {
        timed
            .iter()
            .filter(|r| r.candidate.tile[0] == x && r.candidate.tile[1] == y)
            .filter_map(|r| r.gflops)
            .reduce(f64::max)
    };
    let title = format!("{} {}: Gflop/s, best per tile (x, y)", r.file, r.kernel);
    crate::chart::heatmap(base, &title, "tile x", "tile y", &xs, &ys, &value)
}

/// The cache's entry for `key`, if it is usable: it parses, and its winner is one of `cands`
/// (the space the key's hash names). An entry that is not is noted and treated as a miss.
fn cached_winner(
    dir: &std::path::Path,
    key: &autotune::cache::Key,
    cands: &[Candidate],
) -> Option<(autotune::cache::Entry, std::path::PathBuf)> {
    match autotune::cache::lookup(dir, key) {
        Ok(Some((e, path))) => match &e.best {
            Some(c) if !cands.contains(c) => {
                println!(
                    "  note: the cache entry {} names {}, which is not in this nest's space (edited?); ignored, searching again",
                    path.display(),
                    c.label()
                );
                None
            }
            _ => Some((e, path)),
        },
        Ok(None) => None,
        Err(note) => {
            println!("  note: {note}");
            None
        }
    }
}

/// Cache the winner `best` of a search (with its time from `rows`). A search that found no
/// winner is not cached, so that it runs again next time.
fn cache_winner(
    dir: &std::path::Path,
    key: autotune::cache::Key,
    rows: &[Row],
    best: Option<&Candidate>,
    wall_s: f64,
) {
    let Some(c) = best else {
        return;
    };
    let entry = autotune::cache::Entry {
        key,
        best: Some(c.clone()),
        temporal: None,
        best_ms: rows
            .iter()
            .find(|r| &r.candidate == c)
            .and_then(|r| r.time_ms),
        evaluated: rows.len(),
        wall_s,
    };
    if let Err(e) = autotune::cache::store(dir, &entry) {
        println!(
            "  could not write the tuning cache in {}: {e}",
            dir.display()
        );
    }
}

/// Bench: the tuned schedule of nest `n` (from the cache, or a search of `budget_s` seconds
/// whose winner is then cached), applied to `n`.
#[allow(clippy::too_many_arguments)]
pub fn tune_for_bench(
    gpu: &mint_gpu::Gpu,
    f: &FunctionInfo,
    n: &Nest,
    env: &mint_ref::Env,
    src: &str,
    stem: &str,
    precision: crate::input::Precision,
    size: &[usize],
    budget_s: f64,
    cache: &std::path::Path,
    fast_math: bool,
) -> Result<Option<(Nest, KernelPlan)>, RunError> {
    // Fast-math winners are cached apart from the IEEE ones (as `mint tune --fast-math`).
    let stem = format!(
        "{stem}_{}{}",
        precision.name(),
        if fast_math { "_fastmath" } else { "" }
    );
    let (arch, limits) = device_limits(gpu);
    let (cands, _) = space(n, &limits);
    let key = cache_key(&stem, n, src, gpu, size, &cands);
    let best = match cached_winner(cache, &key, &cands) {
        Some((e, _)) => e.best,
        None => {
            let start = Instant::now();
            let file = format!("{stem}.c");
            let vars = candidates_and_reference(n, &cands, &file, &arch, fast_math);
            let o = TuneOptions {
                size: size.to_vec(),
                sets: vec![],
                budget_s,
                dry_run: false,
                apply: false,
                out_dir: std::path::PathBuf::new(),
                reps: 10,
                cache: None,
                strategy: Strategy::Auto,
                fast_math,
            };
            let mut env = env.clone();
            let (rows, best, _, _, _) = search_nest(gpu, f, n, &vars, &mut env, &o)?;
            let best_c = best.map(|b| vars[b].cand.clone());
            cache_winner(
                cache,
                key,
                &rows,
                best_c.as_ref(),
                start.elapsed().as_secs_f64(),
            );
            best_c
        }
    };
    Ok(best.and_then(|c| c.apply_to(n)).map(|(nest, mut plan)| {
        plan.fast_math = fast_math;
        (nest, plan)
    }))
}

/// Write the winners' `tile` and `chunksize` into the source's `mint for` pragmas. Spans come
/// from the analysed text `src` and are mapped to the file's own text ([`Input::to_file`]:
/// through macro expansion and inlined functions), which is what gets rewritten. Nests that
/// come from one pragma (a function inlined at several calls) are written once when their
/// winners agree, and not at all when they do not (said in the output).
///
/// Invariants: the file is rewritten only if its bytes are still those mint read (else an error,
/// exit 3, and nothing is written); the text it had is kept first as `FILE.orig` (or
/// `FILE.orig.N`, said in the output); the file is replaced atomically and durably
/// ([`mint_durable`]), keeping its permissions, so it holds the old or the new text, never a
/// part.
fn apply(
    path: &std::path::Path,
    src: &str,
    input: &crate::input::Input,
    tu: &TranslationUnit,
    winners: &[(Nest, Candidate)],
) -> Result<(), RunError> {
    let mut edits: Vec<(usize, usize, String)> = Vec::new();
    // The winners by the file position of their pragma.
    let mut by_pragma: std::collections::BTreeMap<u32, Vec<&(Nest, Candidate)>> =
        std::collections::BTreeMap::new();
    for w in winners {
        by_pragma
            .entry(input.to_file(w.0.pragma_span).start)
            .or_default()
            .push(w);
    }
    let mut chosen = Vec::new();
    for ws in by_pragma.values() {
        let labels: Vec<String> = ws.iter().map(|w| w.1.label()).collect();
        if labels.iter().all(|l| *l == labels[0]) {
            chosen.push(ws[0]);
        } else {
            println!(
                "  not applied: {} come from one `mint for` ({}:{}, a function inlined at each call) and tuned differently ({}); set its tile and chunksize by hand",
                ws.iter()
                    .map(|w| format!("mint_kernel_{}", w.0.id))
                    .collect::<Vec<_>>()
                    .join(", "),
                path.display(),
                ws[0].0.line(src),
                labels.join(" / ")
            );
        }
    }
    for (n, c) in chosen {
        let Some(fc) = find_for(tu, n.pragma_span) else {
            continue;
        };
        let dims = n.parallel;
        let list = |v: &[u32; 3]| {
            v[..dims]
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(",")
        };
        let tile = format!("tile({})", list(&c.tile));
        let chunk = format!("chunksize({})", list(&c.chunk));
        let mut append = String::new();
        match &fc.tile {
            Some(t) => edits.push((t.span.start as usize, t.span.end as usize, tile)),
            None => append.push_str(&format!(" {tile}")),
        }
        match &fc.chunk {
            Some(t) => edits.push((t.span.start as usize, t.span.end as usize, chunk)),
            None => append.push_str(&format!(" {chunk}")),
        }
        if !append.is_empty() {
            let end = n.pragma_span.end as usize;
            edits.push((end, end, append));
        }
        println!(
            "  applied {} to mint_kernel_{}; translate with -O{}{}{}{}",
            c.label(),
            n.id,
            c.level,
            if c.shared { "" } else { " --no-shared" },
            if c.plane_sums { " --plane-sums" } else { "" },
            if c.vector_x { " --vector-x" } else { "" }
        );
    }
    for e in &mut edits {
        let o = input.to_file(mint_lang::Span::new(e.0, e.1));
        (e.0, e.1) = (o.start as usize, o.end as usize);
    }
    let src = input.file_text();
    edits.sort_by_key(|e| (e.0, e.1));
    let mut out = String::new();
    let mut at = 0;
    for (s, e, t) in edits {
        out.push_str(&src[at..s]);
        out.push_str(&t);
        at = e;
    }
    out.push_str(&src[at..]);
    if let Some(kept) = rewrite_source(path, src, &out)? {
        println!("  kept the original as {}", kept.display());
        println!("  rewrote {}", path.display());
    }
    Ok(())
}

/// Replace the source `path`, which mint read as `read`, with `new`: only if it still holds
/// `read` (else an error, exit 3, nothing written), after keeping `read` as `FILE.orig` (or
/// `FILE.orig.N`), atomically and durably. The copy's path, or `None` when `new` is `read`.
pub fn rewrite_source(
    path: &std::path::Path,
    read: &str,
    new: &str,
) -> Result<Option<std::path::PathBuf>, RunError> {
    if new == read {
        return Ok(None);
    }
    unchanged_since_read(path, read)?;
    let kept = mint_durable::keep_original(path, read.as_bytes())
        .map_err(|e| RunError(format!("{e}; {} was not changed", path.display()), 3))?;
    // Checked again after the copy: what the copy holds is what gets replaced.
    unchanged_since_read(path, read)?;
    mint_durable::write(path, new).map_err(|e| RunError(e.to_string(), 3))?;
    Ok(Some(kept))
}

/// An error unless `path` still holds `read` (the text mint tuned).
fn unchanged_since_read(path: &std::path::Path, read: &str) -> Result<(), RunError> {
    match std::fs::read(path) {
        Ok(now) if now == read.as_bytes() => Ok(()),
        Ok(_) => Err(RunError(
            format!(
                "{} changed since mint read it; --apply does not overwrite it (tune again, or apply the schedules printed above by hand)",
                path.display()
            ),
            3,
        )),
        Err(e) => Err(RunError(
            format!("cannot read {} again before rewriting it: {e}", path.display()),
            3,
        )),
    }
}

fn find_for(tu: &TranslationUnit, pragma: mint_lang::Span) -> Option<mint_lang::ast::ForClauses> {
    fn walk(s: &Stmt, pragma: mint_lang::Span) -> Option<mint_lang::ast::ForClauses> {
        match &s.kind {
            StmtKind::Mint(m) => {
                if m.pragma_span == pragma {
                    if let Directive::For(fc) = &m.directive {
                        return Some(fc.clone());
                    }
                }
                m.body.as_ref().and_then(|b| walk(b, pragma))
            }
            StmtKind::Block(b) => b.stmts.iter().find_map(|s| walk(s, pragma)),
            StmtKind::If { then, els, .. } => {
                walk(then, pragma).or_else(|| els.as_deref().and_then(|e| walk(e, pragma)))
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Labeled { stmt: body, .. } => walk(body, pragma),
            StmtKind::For(f) => walk(&f.body, pragma),
            _ => None,
        }
    }
    tu.items.iter().find_map(|i| match i {
        Item::Function(f) => f
            .body
            .as_ref()
            .and_then(|b| b.stmts.iter().find_map(|s| walk(s, pragma))),
        _ => None,
    })
}

/// The input's file name (for messages) and the stem of its reports (`_f32` appended in single
/// precision).
pub(crate) fn file_and_stem(
    path: &std::path::Path,
    precision: crate::input::Precision,
) -> (String, String) {
    let file = path
        .file_name()
        .map_or("input".into(), |n| n.to_string_lossy().into_owned());
    let mut stem = path
        .file_stem()
        .map_or("input".into(), |n| n.to_string_lossy().into_owned());
    if precision == crate::input::Precision::F32 {
        stem.push_str("_f32");
    }
    (file, stem)
}

/// The `--strategy compare` line: the local search replayed over the exhaustive times (`unit`:
/// what the times are, `ms` or `ms/step`).
pub(crate) fn print_quality(q: &autotune::search::Quality, unit: &str) {
    println!(
        "  search quality: the local search, replayed over the {} measured times, finds {:.4} {unit} with {} evaluations ({:.0}% of the space); exhaustive best {:.4} {unit}: gap {:.1}%",
        q.exhaustive_evals,
        q.local_best,
        q.local_evals,
        100.0 * q.local_evals as f64 / q.exhaustive_evals.max(1) as f64,
        q.exhaustive_best,
        q.gap_pct
    );
}

/// Local memory per thread that a nest's own code needs whatever its schedule: the argument
/// reduction of CUDA's `sin`, `cos` and `tan` (and their float forms) keeps a small array on
/// the stack for large arguments (40 B per thread for `sin` in double, NVRTC 13). A candidate's
/// local memory up to this is no spill of its schedule (before: every candidate of a nest that
/// calls `sin` was dropped as spilling, and the search found none).
pub(crate) fn own_stack_bytes(n: &mint_analyzer::Nest) -> usize {
    const TRIG: [&str; 8] = [
        "sin", "cos", "tan", "sinf", "cosf", "tanf", "sincos", "sincosf",
    ];
    let mut trig = false;
    n.body.walk(&mut |st| {
        st.for_each_own_expr(&mut |e| {
            e.walk(&mut |x| {
                if let mint_lang::ast::ExprKind::Call(f, _) = &x.kind {
                    trig |= f.as_ident().is_some_and(|f| TRIG.contains(&f));
                }
            })
        })
    });
    if trig {
        TRIG_STACK
    } else {
        0
    }
}

/// The local memory [`own_stack_bytes`] allows a nest that calls a trigonometric function.
const TRIG_STACK: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_changed_since_it_was_read_is_not_rewritten() {
        let dir = std::env::temp_dir().join(format!("mint-tune-apply-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let src = dir.join("heat.c");
        std::fs::write(&src, "v1 edited meanwhile").unwrap();
        let RunError(msg, code) = rewrite_source(&src, "v1", "v2").unwrap_err();
        assert_eq!(code, 3);
        assert!(msg.contains("changed since mint read it"), "{msg}");
        assert_eq!(
            std::fs::read_to_string(&src).unwrap(),
            "v1 edited meanwhile"
        );
        assert!(!dir.join("heat.c.orig").exists());
        // Unchanged: the original is kept, the new text written.
        std::fs::write(&src, "v1").unwrap();
        let kept = rewrite_source(&src, "v1", "v2").unwrap().unwrap();
        assert_eq!(kept, dir.join("heat.c.orig"));
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), "v1");
        assert_eq!(std::fs::read_to_string(&src).unwrap(), "v2");
        // Nothing to change: nothing written.
        assert_eq!(rewrite_source(&src, "v2", "v2").unwrap(), None);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
