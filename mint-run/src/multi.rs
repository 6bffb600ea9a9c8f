//! `mint run --gpus G`: every nest on G GPUs, split as the multi-GPU program splits it
//! (`mint translate --gpus`, `mint-emit/src/prelude_multi.cu`), verified against the CPU and
//! timed with its halo exchange.
//!
//! Each array of a nest is split along its slowest dimension: with P planes on G GPUs, GPU `g`
//! owns planes `[p0, p1)`, `P / G` each, the first `P % G` one more, and holds `h` halo planes on
//! each side that has a neighbour (`h`: [`mint_analyzer::split_halo`], the largest offset any
//! nest reads along the split dimension). Every slab is uploaded from the program's state (halos
//! included) into an array of its own planes, with the full array's pitch, and the nest's
//! kernel (the single-GPU one, the same PTX) runs on each GPU over the split loop's values in
//! the GPU's own planes, its array pointers shifted by the slab's first plane so that the
//! kernel's global indices hold ([`KernelArg::PtrShift`]).
//!
//! Verification: each GPU's own planes are gathered into the whole array and judged like a
//! single-GPU run ([`crate::verify::judge`]); reductions are combined in GPU order. After the
//! timed sweeps, every halo plane must equal its owner's plane bit for bit (the exchange).
//!
//! Timing: one sweep as the generated program runs it (`mint_launch_<id>` of `--gpus` output):
//! on each GPU the interior on its default stream, the planes its neighbours read (`h` at each
//! end with a neighbour) at the same time on a stream of its own at the highest priority, and
//! behind them on that stream the halo exchange of the arrays the nest writes: one NCCL group
//! (`ncclSend`/`ncclRecv` of `h` planes to and from each neighbour, through `cudarc`'s NCCL
//! bindings, [`mint_gpu::Nccl`]), which the default stream waits for; then every GPU
//! synchronized. A nest with a reduction computes its slab in one launch and exchanges after
//! it (its per-block partials are one buffer). Median wall time of `--steps` sweeps after 3
//! warm-ups, host enqueueing included.
//!
//! `MINT_GPUS_SHARE=1` puts every slab on GPU 0 (G handles of one device): the split, the
//! shifted indices and the exchange checked on a machine with one GPU (its times are not a
//! scaling measurement). NCCL takes one GPU per rank, so there the exchange is device-to-device
//! copies after the sweep.
//!
//! Invariants: the slabs of one nest's arrays have the same planes (checked: the arrays must
//! have as many planes); a kernel reads only planes `[a0, a1)` of its slab (what
//! `split_halo` guarantees for splittable nests) and writes only its own planes.

use crate::device_elem::dev_elem;
use crate::device_elem::{device_values, DevElem};
use crate::error::RunError;
use crate::gpu::{compile_program, prepare, Prepared};
use crate::options::RunOptions;
use crate::prepare::{blocks_and_grid, bounds, coverage_note, each_nest, mint_param, MintParam};
use crate::verify::expected;
use crate::verify::status;
use crate::verify::Values;
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_gpu::{DeviceBuffer, Event, Gpu, GpuError, KernelArg, Module, Nccl, Stream, Transfer};
use mint_lang::ast::TranslationUnit;
use mint_opt::KernelPlan;
use mint_ref::{ArrayData, Env};
use std::time::Instant;

/// One GPU's part of a split: its own planes `[p0, p1)` and the allocated ones `[a0, a1)`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slab {
    pub p0: usize,
    pub p1: usize,
    pub a0: usize,
    pub a1: usize,
}

/// The slabs of `planes` planes on `g` GPUs with `halo` planes next to each neighbour; an error
/// (the generated program's words) when a slab is thinner than the halo.
pub fn slabs(planes: usize, g: usize, halo: usize, name: &str) -> Result<Vec<Slab>, String> {
    let h = if g > 1 { halo } else { 0 };
    (0..g)
        .map(|i| {
            let (base, extra) = (planes / g, planes % g);
            let p0 = i * base + i.min(extra);
            let p1 = p0 + base + usize::from(i < extra);
            if g > 1 && p1 - p0 < h.max(1) {
                return Err(format!(
                    "{name} has {planes} planes along its split dimension: on {g} GPUs a slab has {}, thinner than the halo of {h} plane(s) its neighbours read; use fewer GPUs or a larger grid",
                    p1 - p0
                ));
            }
            Ok(Slab {
                p0,
                p1,
                a0: p0 - if i > 0 { h } else { 0 },
                a1: p1 + if i + 1 < g { h } else { 0 },
            })
        })
        .collect()
}

/// The values of the split loop (`lo, lo + step, .., hi`) in planes `[a, b)`: `(first, count)`.
pub fn clip(lo: i64, hi: i64, step: i64, a: i64, b: i64) -> (i64, i64) {
    let first = if lo >= a {
        lo
    } else {
        lo + (a - lo + step - 1) / step * step
    };
    let last = hi.min(b - 1);
    (
        first,
        if last >= first {
            (last - first) / step + 1
        } else {
            0
        },
    )
}

/// Planes `[a0, a1)` of `a` (its outermost axis), as an array of their own.
fn planes_of(a: &ArrayData, a0: usize, a1: usize) -> ArrayData {
    use ndarray::{Axis, Slice};
    let cut = Slice::from(a0 as isize..a1 as isize);
    match a {
        ArrayData::F64(x) => ArrayData::F64(x.slice_axis(Axis(0), cut).to_owned()),
        ArrayData::F32(x) => ArrayData::F32(x.slice_axis(Axis(0), cut).to_owned()),
        ArrayData::I32(x) => ArrayData::I32(x.slice_axis(Axis(0), cut).to_owned()),
        ArrayData::I64(x) => ArrayData::I64(x.slice_axis(Axis(0), cut).to_owned()),
    }
}

/// Rows (of the pitch) per plane of an array of `rank` dimensions held in `b`.
fn rows_per_plane(b: &DeviceBuffer, rank: usize) -> usize {
    if rank >= 3 {
        b.dims()[1]
    } else {
        1
    }
}

/// `MINT_GPUS_SHARE=1`: every slab on GPU 0 (module docs).
fn share_mode() -> bool {
    std::env::var("MINT_GPUS_SHARE").is_ok_and(|v| v == "1")
}

/// Open `g` GPUs (ordinals `0..g`, or `g` handles of GPU 0 with `MINT_GPUS_SHARE=1`).
fn open_gpus(g: usize) -> Result<Vec<Gpu>, RunError> {
    if share_mode() {
        let g0 = Gpu::open(0)?;
        return Ok(vec![g0; g]);
    }
    (0..g)
        .map(|i| {
            Gpu::open(i).map_err(|e| match e {
                GpuError::Driver(m) if m.contains("there is no GPU") => RunError(
                    format!(
                        "--gpus {g}: {m}; run with fewer GPUs (MINT_GPUS_SHARE=1 puts every slab on GPU 0, to check the split on one GPU)"
                    ),
                    4,
                ),
                e => e.into(),
            })
        })
        .collect()
}

/// `mint run --gpus G` (see the module docs).
pub fn run(
    p: &Program,
    tu: &TranslationUnit,
    input: &crate::input::Input,
    file: &str,
    o: &RunOptions,
) -> Result<bool, RunError> {
    let src = input.src.as_str();
    let halo = match mint_analyzer::split_halo(p) {
        Ok(h) => h as usize,
        Err(d) => {
            crate::input::report(&d, input);
            return Err(RunError(
                "--gpus: the program's nests cannot be split over GPUs (above)".into(),
                1,
            ));
        }
    };
    // Levels of one array (`u[t % 2][i][j]`) are split level by level in the translated
    // program only; this runner splits each array along its slowest extent.
    if let Some(n) = p.nests().find(|n| n.views.is_some()) {
        return Err(RunError(
            format!(
                "--gpus: the nest at line {} reaches the levels of one array (`u[t % 2][...]`): `mint run --gpus` does not split levels; the translated program does (`mint build --gpus`), and `mint run` without --gpus verifies the nest",
                n.line(src)
            ),
            1,
        ));
    }
    if !mint_gpu::nvrtc_available() {
        return Err(RunError(GpuError::NvrtcMissing.to_string(), 4));
    }
    let gpus = open_gpus(o.gpus)?;
    let info = gpus[0].info();
    if let Some(other) = gpus.iter().find(|g| g.info().arch() != info.arch()) {
        return Err(RunError(
            format!(
                "--gpus: GPU 0 is {} and GPU {} is {}: one compiled module serves GPUs of one architecture",
                info.arch(),
                other.info().ordinal,
                other.info().arch()
            ),
            4,
        ));
    }
    println!(
        "devices: {} x {} ({}, {} SMs){}, halo {halo} plane(s)",
        gpus.len(),
        info.name,
        info.arch(),
        info.sm_count,
        if share_mode() {
            ", every slab on GPU 0 (MINT_GPUS_SHARE=1)"
        } else {
            ""
        }
    );
    let exchanger = Exchanger::new(&gpus, halo)?;
    let copy_gbps = gpus[0].copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?;
    println!("device-to-device copy bandwidth of one GPU: {copy_gbps:.0} GB/s (read + written)");
    let Some((plans, compiled)) = compile_program(&gpus[0], p, file, input, o)? else {
        return Ok(true);
    };
    let names = compiled.entry_points();
    let modules = gpus
        .iter()
        .map(|g| g.load(&compiled.ptx, &names))
        .collect::<Result<Vec<Module>, _>>()?;
    let cx = Cx {
        gpus: &gpus,
        modules: &modules,
        exchanger: &exchanger,
        o,
        copy_gbps,
        src,
        halo,
    };
    each_nest(p, tu, &plans, o, |f, n, plan, env| cx.nest(f, n, plan, env))
}

/// What every nest's run shares.
struct Cx<'a> {
    gpus: &'a [Gpu],
    modules: &'a [Module],
    exchanger: &'a Exchanger,
    o: &'a RunOptions,
    copy_gbps: f64,
    src: &'a str,
    halo: usize,
}

/// One GPU's part of a nest: its slab, the nest prepared on it, the kernel's arguments.
struct Part {
    slab: Slab,
    prep: Prepared,
    /// Each array's shift in bytes (`-a0` planes) and rank.
    shift: Vec<(String, i64, usize)>,
}

impl Cx<'_> {
    fn nest(
        &self,
        f: &FunctionInfo,
        n: &Nest,
        plan: &KernelPlan,
        env: &mut Env,
    ) -> Result<bool, RunError> {
        let (o, src) = (self.o, self.src);
        let line = n.line(src);
        if let Some(note) = coverage_note(n, env) {
            println!("{note}");
        }
        let g = self.gpus.len();
        // The nest's arrays: same planes along their split (slowest) dimension, 2-D or 3-D.
        let mut planes = None;
        for a in &n.arrays {
            let data = env
                .arrays
                .get(&a.name)
                .ok_or_else(|| RunError(format!("no data for array {}", a.name), 1))?;
            let sh = data.shape();
            if sh.len() < 2 {
                return Err(RunError(
                    format!(
                        "line {line}: --gpus splits 2-D and 3-D arrays along their slowest dimension; `{}` is 1-D",
                        a.name
                    ),
                    2,
                ));
            }
            match planes {
                None => planes = Some((sh[0], a.name.clone())),
                Some((p, ref b)) if p != sh[0] => {
                    return Err(RunError(
                        format!(
                            "line {line}: {b} has {p} planes along its split dimension and {} {}: the arrays of one nest must have as many, so that each GPU holds the same planes of all",
                            a.name, sh[0]
                        ),
                        1,
                    ))
                }
                _ => {}
            }
        }
        let Some((planes, first_array)) = planes else {
            return Err(RunError(
                format!("line {line}: --gpus: the nest uses no array, nothing to split"),
                2,
            ));
        };
        let slabs = slabs(planes, g, self.halo, &first_array).map_err(|m| RunError(m, 1))?;
        let (lo, cnt) = bounds(n, env)?;
        let sd = n.parallel - 1;
        let step = n.loops[0].step;
        let (split_lo, split_hi) = (lo[sd], lo[sd] + (cnt[sd] - 1) * step);
        if cnt.iter().take(n.parallel).any(|&c| c == 0) {
            println!(
                "  mint_kernel_{} (line {line}): empty iteration space, skipped",
                n.id
            );
            return Ok(true);
        }
        let align = o.switches.align_interior;
        let mut parts = Vec::new();
        for (gpu, s) in self.gpus.iter().zip(&slabs) {
            let mut sub = Env {
                arrays: Default::default(),
                scalars: env.scalars.clone(),
            };
            for a in &n.arrays {
                sub.arrays
                    .insert(a.name.clone(), planes_of(&env.arrays[&a.name], s.a0, s.a1));
            }
            let mut prep = prepare(gpu, f, n, plan, &sub, align)?;
            let mut shift = Vec::new();
            let mut end = 0usize;
            for a in &n.arrays {
                let b = &prep.bufs[&a.name];
                let rank = env.arrays[&a.name].shape().len();
                let plane_elems = rows_per_plane(b, rank) * b.pitch_elems();
                shift.push((
                    a.name.clone(),
                    -((s.a0 * plane_elems * b.elem_bytes()) as i64),
                    rank,
                ));
                end = end.max(s.a1 * plane_elems + b.pitch_elems());
            }
            let (first, count) = clip(split_lo, split_hi, step, s.p0 as i64, s.p1 as i64);
            prep.restrict_split(gpu, n, first, count, end)?;
            parts.push(Part {
                slab: *s,
                prep,
                shift,
            });
        }
        // One sweep on every GPU, verified against the CPU.
        let mut red: Vec<f64> = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            if part.prep.points == 0.0 {
                continue;
            }
            let args = self.args(part, n, plan, env)?;
            let r = part.prep.launch_named(
                &self.gpus[i],
                &self.modules[i],
                n,
                &part.prep.kernel_name(n),
                &args,
            )?;
            red = if red.is_empty() {
                r
            } else {
                red.iter()
                    .zip(&r)
                    .zip(&n.reductions)
                    .map(|((&a, &b), rv)| fold(rv.op, a, b))
                    .collect()
            };
        }
        let exp = expected(n, env)?;
        let mut got = |name: &str| {
            let cpu = &exp.arrays[name];
            gather(&parts, name, cpu, dev_elem(n, name, cpu))
        };
        let v = crate::verify::judge(n, &exp, &mut got, &red, o.exact, o.switches.fast_math)?;
        for w in &v.why {
            println!("  mismatch in {w}");
        }
        // Timing: launches on every GPU, the halo exchange, every GPU synchronized.
        let written: Vec<&str> = n
            .arrays
            .iter()
            .filter(|a| a.writes > 0)
            .map(|a| a.name.as_str())
            .collect();
        let launches: Vec<Vec<PartLaunch>> = parts
            .iter()
            .map(|p| self.part_launches(p, n, plan, env, g, &written))
            .collect::<Result<_, _>>()?;
        let mut times = Vec::new();
        for rep in 0..3 + o.reps.max(1) {
            let t0 = Instant::now();
            self.sweep(&parts, &launches, n, &written)?;
            for gpu in self.gpus {
                gpu.synchronize()?;
            }
            if rep >= 3 {
                times.push(t0.elapsed().as_secs_f64());
            }
        }
        // The exchange itself: every halo plane now holds its owner's values.
        let mut halos_ok = true;
        for name in &written {
            let cpu = &env.arrays[*name];
            if !halos_agree(&parts, name, cpu, dev_elem(n, name, cpu))? {
                println!("  halo exchange WRONG: a halo plane of `{name}` differs from its owner's plane");
                halos_ok = false;
            }
        }
        times.sort_by(f64::total_cmp);
        let secs = times[times.len() / 2];
        let points: f64 = cnt.iter().take(n.parallel).map(|&c| c as f64).product();
        let gbps = n.bytes_per_point as f64 * points / secs * 1e-9;
        let kernel = self.modules[0].kernel(&parts[0].prep.kernel_name(n))?;
        let attrs = kernel.attrs()?;
        println!(
            "  {} (line {line}, -O{}, {}) on {g} GPUs, slabs of {} planes, halo {}: {} | {:.4} ms/sweep ({}), {:.1} Gflop/s, {:.0} GB/s = {:.0}% of one GPU's copy | {} registers, {} B shared, {} B spill | max rel diff {:.1e}",
            parts[0].prep.kernel_name(n),
            plan.level,
            n.schedule,
            slabs
                .iter()
                .map(|s| (s.p1 - s.p0).to_string())
                .collect::<Vec<_>>()
                .join("/"),
            if g > 1 { self.halo } else { 0 },
            status(v.ok, o.exact),
            secs * 1e3,
            self.exchanger.describe(g, self.halo, &written, !n.reductions.is_empty()),
            n.flops_per_point as f64 * points / secs * 1e-9,
            gbps,
            100.0 * gbps / self.copy_gbps,
            attrs.registers,
            attrs.static_shared_bytes,
            attrs.local_bytes,
            v.max_rel
        );
        // The program goes on from the CPU's results (they agree with the GPUs' when verified).
        Ok(v.ok && halos_ok)
    }

    /// The kernel's arguments on one GPU: the single-GPU ones with the arrays' pointers shifted
    /// to global indices and the staged array's split extent at the slab's end.
    fn args<'p>(
        &self,
        part: &'p Part,
        n: &Nest,
        plan: &KernelPlan,
        env: &Env,
    ) -> Result<Vec<KernelArg<'p>>, RunError> {
        self.range_args(part, n, plan, env, None)
    }

    /// [`Cx::args`] for the split loop's values `first, first + step, ..` (`count` of them, in
    /// `blocks` blocks) when `range` is given, the slab's own ones otherwise.
    fn range_args<'p>(
        &self,
        part: &'p Part,
        n: &Nest,
        plan: &KernelPlan,
        env: &Env,
        range: Option<(i64, i64, i64)>,
    ) -> Result<Vec<KernelArg<'p>>, RunError> {
        let staged = plan.staged_array(n).map(str::to_string);
        let sd = n.parallel - 1;
        mint_emit::kernel::kernel_params(n, plan)
            .iter()
            .map(|(ty, name)| {
                Ok(match (mint_param(n, name), range) {
                    (Some(MintParam::Lo(d)), Some((first, _, _))) if d == sd => {
                        KernelArg::I64(first)
                    }
                    (Some(MintParam::Count(d)), Some((_, count, _))) if d == sd => {
                        KernelArg::I64(count)
                    }
                    (Some(MintParam::Blocks(d)), Some((_, _, blocks))) if d == sd => {
                        KernelArg::I64(blocks)
                    }
                    (Some(MintParam::Array(a)), _) => {
                        let (_, shift, _) = part
                            .shift
                            .iter()
                            .find(|(b, _, _)| *b == a)
                            .expect("every array is shifted");
                        KernelArg::PtrShift(&part.prep.bufs[&a], *shift)
                    }
                    (Some(MintParam::Extent(d)), _) => {
                        let a = staged.as_deref().expect("extents only with staging");
                        let (_, _, rank) = part
                            .shift
                            .iter()
                            .find(|(b, _, _)| b == a)
                            .expect("the staged array is the nest's");
                        if d == rank - 1 {
                            KernelArg::I64(part.slab.a1 as i64)
                        } else {
                            part.prep.arg(n, ty, name, env, staged.as_deref())?
                        }
                    }
                    _ => part.prep.arg(n, ty, name, env, staged.as_deref())?,
                })
            })
            .collect()
    }
}

/// One launch of a timed sweep on one GPU: on the default stream, or (`urgent`) on the GPU's
/// halo stream, ahead of the exchange.
struct PartLaunch<'p> {
    urgent: bool,
    grid: [u32; 3],
    args: Vec<KernelArg<'p>>,
}

impl Cx<'_> {
    /// A timed sweep's launches on the GPU of `part`: with an NCCL exchange to overlap and no
    /// reduction, the planes each neighbour reads ([`part_planes`]) as urgent launches and the
    /// rest as one; otherwise the slab in one launch.
    fn part_launches<'p>(
        &self,
        part: &'p Part,
        n: &Nest,
        plan: &KernelPlan,
        env: &Env,
        g: usize,
        written: &[&str],
    ) -> Result<Vec<PartLaunch<'p>>, RunError> {
        if part.prep.points == 0.0 {
            return Ok(vec![]);
        }
        let overlap = matches!(self.exchanger, Exchanger::Nccl { .. })
            && g > 1
            && self.halo > 0
            && !written.is_empty()
            && n.reductions.is_empty();
        if !overlap {
            return Ok(vec![PartLaunch {
                urgent: false,
                grid: part.prep.grid,
                args: self.args(part, n, plan, env)?,
            }]);
        }
        let sd = n.parallel - 1;
        let step = n.loops[0].step;
        let (first, count) = (part.prep.lo[sd], part.prep.cnt[sd]);
        let last = first + (count - 1) * step;
        let mut out = Vec::new();
        for (k, (a, b)) in part_planes(part.slab, self.halo).into_iter().enumerate() {
            let (f, c) = clip(first, last, step, a as i64, b as i64);
            if c == 0 {
                continue;
            }
            let mut grid = part.prep.grid;
            let blocks;
            (blocks, grid[sd]) = blocks_and_grid(sd, c, n.schedule.tile[sd]);
            out.push(PartLaunch {
                urgent: k < 2,
                grid,
                args: self.range_args(part, n, plan, env, Some((f, c, blocks)))?,
            });
        }
        Ok(out)
    }

    /// One timed sweep on every GPU, the halo exchange of the arrays in `written` included (the
    /// module docs): returns once everything is enqueued.
    fn sweep(
        &self,
        parts: &[Part],
        launches: &[Vec<PartLaunch>],
        n: &Nest,
        written: &[&str],
    ) -> Result<(), RunError> {
        let kernel = |i: usize| self.modules[i].kernel(&parts[i].prep.kernel_name(n));
        let block = |i: usize| parts[i].prep.block;
        let nccl_exchange = match self.exchanger {
            Exchanger::Nccl {
                nccl,
                halo,
                computed,
                exchanged,
            } if !written.is_empty() && self.halo > 0 => Some((nccl, halo, computed, exchanged)),
            _ => None,
        };
        let Some((nccl, halo, computed, exchanged)) = nccl_exchange else {
            for (i, ls) in launches.iter().enumerate() {
                for l in ls {
                    self.gpus[i].launch(kernel(i)?, l.grid, block(i), 0, &l.args)?;
                }
            }
            // The halos (if any) are rewritten with what the GPUs computed, by copies: the
            // state the next sweep of a time loop would read.
            return exchange(parts, written, self.halo);
        };
        // Interiors first: each GPU starts on its largest part after the fewest host calls. The
        // halo stream follows what the default stream ran before (earlier nests, the previous
        // sweep), and, where nothing goes on it, this sweep's launch too (then the exchange
        // follows the whole slab).
        for (i, ls) in launches.iter().enumerate() {
            let gpu = &self.gpus[i];
            let serial = !ls.iter().any(|l| l.urgent);
            if !serial {
                computed[i].record()?;
                halo[i].wait(&computed[i])?;
            }
            for l in ls.iter().filter(|l| !l.urgent) {
                gpu.launch(kernel(i)?, l.grid, block(i), 0, &l.args)?;
            }
            if serial {
                computed[i].record()?;
                halo[i].wait(&computed[i])?;
            }
        }
        for (i, ls) in launches.iter().enumerate() {
            for l in ls.iter().filter(|l| l.urgent) {
                self.gpus[i].launch_on(&halo[i], kernel(i)?, l.grid, block(i), 0, &l.args)?;
            }
        }
        nccl.exchange(&transfers(parts, written, self.halo, halo))?;
        for (i, gpu) in self.gpus.iter().enumerate() {
            exchanged[i].record_on(&halo[i])?;
            gpu.wait(&exchanged[i])?;
        }
        Ok(())
    }
}

/// How the halos travel between the GPUs of `mint run --gpus`.
enum Exchanger {
    /// NCCL point-to-point on each GPU's halo stream (highest priority), ordered after the
    /// default stream by `computed` and before its next work by `exchanged`.
    Nccl {
        nccl: Nccl,
        halo: Vec<Stream>,
        computed: Vec<Event>,
        exchanged: Vec<Event>,
    },
    /// Device-to-device copies on the default streams, after the sweep: `MINT_GPUS_SHARE=1`
    /// (NCCL takes one GPU per rank), or nothing to exchange (one GPU, no halo).
    Copies,
}

impl Exchanger {
    /// NCCL communicators and streams for `gpus` when there is a halo to exchange between
    /// distinct GPUs; a clear error when NCCL is missing or fails to start.
    fn new(gpus: &[Gpu], halo: usize) -> Result<Exchanger, RunError> {
        let g = gpus.len();
        if g < 2 || halo == 0 || share_mode() {
            return Ok(Exchanger::Copies);
        }
        // NVLink multicast stays off (NCCL_NVLS_ENABLE=0), as in the generated programs, unless
        // the user set it; set before NCCL reads its environment, while no other thread runs.
        if std::env::var_os("NCCL_NVLS_ENABLE").is_none() {
            std::env::set_var("NCCL_NVLS_ENABLE", "0");
        }
        let fail = |e: GpuError| {
            RunError(
                format!(
                    "--gpus {g}: the halo exchange needs NCCL: {e} (MINT_GPUS_SHARE=1 checks the split on GPU 0 alone, without NCCL)"
                ),
                4,
            )
        };
        let version = mint_gpu::nccl_version().map_err(fail)?;
        let nccl = Nccl::init_all(gpus).map_err(fail)?;
        println!(
            "halo exchange: NCCL {}.{}.{} (cudarc bindings), overlapped with each slab's interior",
            version / 10000,
            version / 100 % 100,
            version % 100
        );
        Ok(Exchanger::Nccl {
            nccl,
            halo: gpus
                .iter()
                .map(|gpu| gpu.stream(true))
                .collect::<Result<_, _>>()?,
            computed: gpus.iter().map(Gpu::event).collect::<Result<_, _>>()?,
            exchanged: gpus.iter().map(Gpu::event).collect::<Result<_, _>>()?,
        })
    }

    /// What a timed sweep of a nest includes, for its report line.
    fn describe(&self, g: usize, halo: usize, written: &[&str], reduction: bool) -> &'static str {
        if g < 2 || halo == 0 || written.is_empty() {
            return "no halo exchange";
        }
        match self {
            Exchanger::Nccl { .. } if reduction => {
                "NCCL halo exchange after the slab (a reduction) included"
            }
            Exchanger::Nccl { .. } => "NCCL halo exchange overlapped with the interior included",
            Exchanger::Copies => {
                "halo exchange by device-to-device copies after the sweep included"
            }
        }
    }
}

/// Planes `[a, b)` of a slab in three parts: the ones its lower neighbour reads (its first
/// `halo` own planes, when it has one), those its upper neighbour reads (its last), and the rest:
/// the generated program's `mint_parts`. The parts do not overlap and cover the own planes.
fn part_planes(s: Slab, halo: usize) -> [(usize, usize); 3] {
    let (lower, upper) = (s.a0 < s.p0, s.a1 > s.p1);
    let low_end = if lower && halo > 0 {
        (s.p0 + halo).min(s.p1)
    } else {
        s.p0
    };
    let high_start = if upper && halo > 0 {
        s.p1.saturating_sub(halo).max(low_end)
    } else {
        s.p1
    };
    [(s.p0, low_end), (high_start, s.p1), (low_end, high_start)]
}

/// The NCCL transfers of one exchange: every GPU sends its first and last `halo` own planes of
/// each written array to its neighbours and receives theirs into its halo planes, on its stream
/// of `streams`.
fn transfers<'p>(
    parts: &'p [Part],
    written: &[&str],
    halo: usize,
    streams: &'p [Stream],
) -> Vec<Transfer<'p>> {
    let mut out = Vec::new();
    for name in written {
        for (i, p) in parts.iter().enumerate() {
            let buf = &p.prep.bufs[*name];
            let rank = p
                .shift
                .iter()
                .find(|(b, _, _)| b == name)
                .map_or(3, |s| s.2);
            let rpp = rows_per_plane(buf, rank);
            let s = p.slab;
            let row = |plane: usize| (plane - s.a0) * rpp;
            let t = |send: bool, peer: usize, plane: usize| Transfer {
                send,
                gpu: i,
                peer,
                buf,
                row: row(plane),
                rows: halo * rpp,
                stream: &streams[i],
            };
            if s.a0 < s.p0 {
                out.push(t(true, i - 1, s.p0));
                out.push(t(false, i - 1, s.p0 - halo));
            }
            if s.a1 > s.p1 {
                out.push(t(true, i + 1, s.p1 - halo));
                out.push(t(false, i + 1, s.p1));
            }
        }
    }
    out
}

/// `a op b` for the per-GPU results of a reduction.
fn fold(op: mint_lang::ast::ReduceOp, a: f64, b: f64) -> f64 {
    use mint_lang::ast::ReduceOp;
    match op {
        ReduceOp::Add => a + b,
        ReduceOp::Mul => a * b,
        ReduceOp::Max => a.max(b),
        ReduceOp::Min => a.min(b),
    }
}

/// Every GPU's slab of array `name` (all its planes, halos included), widened to the
/// reference's holder of `cpu` (elements of `e` on the device).
fn slabs_of(
    parts: &[Part],
    name: &str,
    cpu: &ArrayData,
    e: DevElem,
) -> Result<Vec<Values>, RunError> {
    parts
        .iter()
        .map(|p| device_values(&p.prep.bufs[name], cpu, e))
        .collect()
}

/// Array `name` gathered from every GPU's own planes, in logical order.
fn gather(parts: &[Part], name: &str, cpu: &ArrayData, e: DevElem) -> Result<Values, RunError> {
    fn take<T: Copy + Default>(
        parts: &[Part],
        slabs: Vec<Vec<T>>,
        total: usize,
        plane: usize,
    ) -> Vec<T> {
        let mut all = vec![T::default(); total];
        for (p, slab) in parts.iter().zip(slabs) {
            let s = p.slab;
            let from = (s.p0 - s.a0) * plane;
            all[s.p0 * plane..s.p1 * plane]
                .copy_from_slice(&slab[from..from + (s.p1 - s.p0) * plane]);
        }
        all
    }
    let sh = cpu.shape();
    let total: usize = sh.iter().product();
    let plane = total / sh[0].max(1);
    let slabs = slabs_of(parts, name, cpu, e)?;
    macro_rules! each {
        ($v:ident) => {
            Values::$v(take(
                parts,
                slabs
                    .into_iter()
                    .map(|x| match x {
                        Values::$v(x) => x,
                        _ => unreachable!("device_values gives the holder's variant"),
                    })
                    .collect(),
                total,
                plane,
            ))
        };
    }
    Ok(match cpu {
        ArrayData::F64(_) => each!(F64),
        ArrayData::F32(_) => each!(F32),
        ArrayData::I32(_) => each!(I32),
        ArrayData::I64(_) => each!(I64),
    })
}

/// Whether every halo plane of each slab (`data[i]` holds the planes `[a0, a1)` of `slabs[i]`,
/// `plane` elements each) equals, by `eq`, the same plane in the slab that owns it.
fn halo_planes_agree<T>(
    slabs: &[Slab],
    data: &[&[T]],
    plane: usize,
    eq: fn(&T, &T) -> bool,
) -> bool {
    let at = |i: usize, z: usize| {
        let from = (z - slabs[i].a0) * plane;
        &data[i][from..from + plane]
    };
    slabs.iter().enumerate().all(|(i, s)| {
        (s.a0..s.p0).chain(s.p1..s.a1).all(|z| {
            slabs
                .iter()
                .position(|o| (o.p0..o.p1).contains(&z))
                .is_some_and(|j| at(i, z).iter().zip(at(j, z)).all(|(a, b)| eq(a, b)))
        })
    })
}

/// Whether every GPU's halo planes of `name` equal, bit for bit, the planes their owners hold
/// (each slab downloaded once).
fn halos_agree(parts: &[Part], name: &str, cpu: &ArrayData, e: DevElem) -> Result<bool, RunError> {
    let sh = cpu.shape();
    let plane = sh.iter().product::<usize>() / sh[0].max(1);
    let slabs = slabs_of(parts, name, cpu, e)?;
    macro_rules! each {
        ($v:ident, $eq:expr) => {{
            let s: Vec<&[_]> = slabs
                .iter()
                .map(|x| match x {
                    Values::$v(x) => x.as_slice(),
                    _ => unreachable!("device_values gives the holder's variant"),
                })
                .collect();
            let slabs: Vec<Slab> = parts.iter().map(|p| p.slab).collect();
            halo_planes_agree(&slabs, &s, plane, $eq)
        }};
    }
    Ok(match cpu {
        ArrayData::F64(_) => each!(F64, |a, b| a.to_bits() == b.to_bits()),
        ArrayData::F32(_) => each!(F32, |a, b| a.to_bits() == b.to_bits()),
        ArrayData::I32(_) => each!(I32, |a, b| a == b),
        ArrayData::I64(_) => each!(I64, |a, b| a == b),
    })
}

/// Every GPU sends its first and last `halo` own planes of each written array to its
/// neighbours' halos (device-to-device copies, in order after the launches).
fn exchange(parts: &[Part], written: &[&str], halo: usize) -> Result<(), RunError> {
    let g = parts.len();
    if g < 2 || halo == 0 {
        return Ok(());
    }
    for name in written {
        for i in 1..g {
            let (lo, up) = (&parts[i - 1], &parts[i]);
            let rank = lo
                .shift
                .iter()
                .find(|(b, _, _)| b == name)
                .map_or(3, |s| s.2);
            let rows = rows_per_plane(&lo.prep.bufs[*name], rank);
            let (sl, su) = (lo.slab, up.slab);
            // Up's first own planes into lo's upper halo, lo's last own planes into up's lower.
            {
                let (src, dst) = (&up.prep.bufs[*name], &lo.prep.bufs[*name]);
                dst.copy_rows_from(
                    (su.p0 - sl.a0) * rows,
                    src,
                    (su.p0 - su.a0) * rows,
                    halo * rows,
                )?;
            }
            {
                let (src, dst) = (&lo.prep.bufs[*name], &up.prep.bufs[*name]);
                dst.copy_rows_from(
                    (su.p0 - halo - su.a0) * rows,
                    src,
                    (su.p0 - halo - sl.a0) * rows,
                    halo * rows,
                )?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slabs_split_as_the_generated_runtime_does() {
        let s = slabs(13, 3, 2, "U").unwrap();
        let own: Vec<(usize, usize)> = s.iter().map(|s| (s.p0, s.p1)).collect();
        assert_eq!(own, [(0, 5), (5, 9), (9, 13)]);
        let alloc: Vec<(usize, usize)> = s.iter().map(|s| (s.a0, s.a1)).collect();
        assert_eq!(alloc, [(0, 7), (3, 11), (7, 13)]);
        let one = slabs(13, 1, 2, "U").unwrap();
        assert_eq!(
            one,
            [Slab {
                p0: 0,
                p1: 13,
                a0: 0,
                a1: 13
            }]
        );
        let e = slabs(5, 3, 2, "U").unwrap_err();
        assert!(e.contains("thinner than the halo of 2 plane(s)"), "{e}");
    }

    /// The three parts of each slab (as the generated `mint_parts` splits them): the planes the
    /// lower neighbour reads, those the upper one reads, the rest; together the own planes, in
    /// order, with no overlap, also when a slab is as thin as two halos or thinner.
    #[test]
    fn part_planes_split_the_own_planes_like_the_generated_program() {
        let s = slabs(13, 3, 2, "U").unwrap();
        assert_eq!(part_planes(s[0], 2), [(0, 0), (3, 5), (0, 3)]);
        assert_eq!(part_planes(s[1], 2), [(5, 7), (7, 9), (7, 7)]);
        assert_eq!(part_planes(s[2], 2), [(9, 11), (13, 13), (11, 13)]);
        for (planes, g, h) in [(64, 2, 1), (9, 3, 3), (7, 3, 2), (100, 4, 4)] {
            for sl in slabs(planes, g, h, "U").unwrap() {
                let [lo, up, mid] = part_planes(sl, h);
                let mut covered: Vec<usize> =
                    [lo, mid, up].iter().flat_map(|&(a, b)| a..b).collect();
                covered.sort_unstable();
                assert_eq!(covered, (sl.p0..sl.p1).collect::<Vec<_>>(), "{sl:?}");
            }
        }
        let one = slabs(13, 1, 2, "U").unwrap()[0];
        assert_eq!(part_planes(one, 2), [(0, 0), (13, 13), (0, 13)]);
    }

    /// Halo planes are compared with the planes their owners hold: equal data agrees, one
    /// changed element of a halo plane does not, and a change in a plane no halo copies is not
    /// looked at.
    #[test]
    fn halo_planes_are_compared_with_their_owners() {
        let s = slabs(7, 3, 1, "U").unwrap();
        let plane = 2;
        let whole: Vec<i32> = (0..14).collect();
        let mut data: Vec<Vec<i32>> = s
            .iter()
            .map(|sl| whole[sl.a0 * plane..sl.a1 * plane].to_vec())
            .collect();
        let eq: fn(&i32, &i32) -> bool = |a, b| a == b;
        let check = |d: &[Vec<i32>]| {
            let r: Vec<&[i32]> = d.iter().map(Vec::as_slice).collect();
            halo_planes_agree(&s, &r, plane, eq)
        };
        assert!(check(&data));
        // GPU 1's upper halo plane (plane 5, owned by GPU 2) one element off.
        let at = (5 - s[1].a0) * plane + 1;
        data[1][at] += 1;
        assert!(!check(&data));
        data[1][at] -= 1;
        // GPU 0's first plane: its own and no neighbour's halo.
        data[0][0] += 1;
        assert!(check(&data));
    }

    #[test]
    fn clip_keeps_the_loop_values_in_a_range() {
        assert_eq!(clip(1, 11, 1, 0, 5), (1, 4));
        assert_eq!(clip(1, 11, 1, 5, 9), (5, 4));
        assert_eq!(clip(1, 11, 1, 9, 13), (9, 3));
        assert_eq!(clip(1, 11, 2, 4, 9), (5, 2));
        assert_eq!(clip(1, 3, 1, 9, 13), (9, 0));
    }
}
