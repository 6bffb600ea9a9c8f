//! `mint bench`: every `kernels/` program, in double and in float, on one GPU in one run: the
//! OpenMP CPU baseline, mint at `-O0..-O3` with the program's own schedule, mint tuned
//! (`mint tune`'s search, or its cache), the hand-written CUDA baselines of `kernels/hand/`, and
//! the device-to-device copy bound. Every GPU variant is verified against the CPU reference
//! before its time counts. Writes `results/<gpu>/<timestamp>.toml`, the charts beside it, and
//! prints a table.
//!
//! `--dry-run` needs no GPU: it compiles every mint level and every hand kernel with NVRTC for
//! `sm_90` and checks that every hand kernel's parameters bind, so CI covers the bench's front.
//!
//! Invariants: a variant whose result differs from the CPU's is recorded with
//! `verified = false` and never becomes a kernel's best; all variants of a nest run on the same
//! inputs; times are medians of `reps` launches after warm-up (CUDA events).

pub mod multi_scaling;
pub mod openmp;
pub mod table;
pub mod tb_sweep;

use crate::chart;
use crate::error::RunError;
use crate::gpu::{prepare, Prepared};
use crate::hand::{self, HandKernel};
use crate::input::{load, Loaded, Precision};
use crate::prepare::{definition, initial_env, Rng};
use crate::results::{self, KernelResult, Meta, Record, Variant};
use crate::verify::{expected, Expected};
use crate::verify_device::DeviceVerify;
use mint_analyzer::{FunctionInfo, Nest};
use mint_gpu::Gpu;
use mint_opt::KernelPlan;
use mint_ref::Env;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// What `mint bench` was asked for.
pub struct BenchOptions {
    /// Programs to run.
    pub programs: Vec<PathBuf>,
    /// Edge of the 3D grids.
    pub size3d: usize,
    /// Edge of the 2D grids.
    pub size2d: usize,
    /// Precisions.
    pub precisions: Vec<Precision>,
    /// Timed launches per variant.
    pub reps: usize,
    /// Seconds of tuning per nest (0: no tuned variant).
    pub tune_budget_s: f64,
    /// Where `mint tune` keeps its cache.
    pub tune_cache: PathBuf,
    /// Run the OpenMP CPU baseline.
    pub openmp: bool,
    /// Folder of the hand kernels.
    pub hand_dir: PathBuf,
    /// Folder for records (`<out>/<gpu>/<timestamp>.toml`).
    pub out_dir: PathBuf,
    /// Compile only.
    pub dry_run: bool,
    /// Test builds only: every mint kernel sleeps this many ns per thread (to check that
    /// `mint check` catches a slower kernel).
    pub inject_delay_ns: u32,
    /// A record of an earlier, cut-off run to go on from.
    pub resume: Option<PathBuf>,
    /// The variants to run (`openmp`, `O0`..`O3`, `O2ps`, `O1vx`, `tuned`, `hand`); all when
    /// `None`.
    pub variants: Option<Vec<String>>,
    /// The fast-math mode: every GPU variant (mint's levels, the tuned and temporal searches,
    /// the hand kernels) compiled with --use_fast_math, mint's kernels dividing by reciprocals,
    /// each verified with the mode's widened check; the OpenMP baseline is unchanged.
    pub fast_math: bool,
    /// The hand kernels to run, by `(program, precision, nest)`: only the named one of each
    /// (`mint check`: the baseline's fastest, the one its report shows); all when `None`.
    pub hand_only: Option<Vec<(String, String, usize, String)>>,
}

pub use crate::results::VARIANTS;

impl BenchOptions {
    /// Whether variant `name` is to run.
    pub fn wants(&self, name: &str) -> bool {
        self.variants
            .as_ref()
            .is_none_or(|v| v.iter().any(|x| x == name))
    }
}

/// A GPU variant ready to measure: which kernel, what it computes with.
struct Launchable<'a> {
    name: String,
    config: String,
    module: &'a mint_gpu::Module,
    entry: String,
    nest: Nest,
    aligned: bool,
    hand: Option<&'a HandKernel>,
    plan: Option<KernelPlan>,
}

/// A mint variant of a nest: its kernel, compiled and loaded (or why not).
struct MintVariant {
    name: String,
    config: String,
    nest: Nest,
    plan: KernelPlan,
    module: Result<mint_gpu::Module, String>,
}

impl MintVariant {
    fn new(name: String, nest: Nest, plan: KernelPlan) -> MintVariant {
        MintVariant {
            name,
            config: config_of(&nest, &plan),
            nest,
            plan,
            module: Err("not compiled".into()),
        }
    }
}

/// The GPU side of a run.
struct Device {
    gpu: Gpu,
    copy_gbps: f64,
}

/// Run the bench; the record (also written under `out_dir`) and whether every variant verified.
pub fn bench(o: &BenchOptions) -> Result<(Option<Record>, bool), RunError> {
    if let Some(bad) = o
        .variants
        .iter()
        .flatten()
        .find(|v| !VARIANTS.contains(&v.as_str()))
    {
        return Err(RunError(
            format!(
                "unknown variant `{bad}` in --variants: the variants are {}",
                VARIANTS.join(", ")
            ),
            2,
        ));
    }
    if !mint_gpu::nvrtc_available() {
        return Err(RunError(mint_gpu::GpuError::NvrtcMissing.to_string(), 4));
    }
    let start = Instant::now();
    if o.fast_math {
        println!(
            "mode: fast-math (--use_fast_math for every GPU variant, reciprocals of invariant divisors in mint's kernels, the widened check; the OpenMP baseline as compiled by default)"
        );
    }
    let dev = if o.dry_run {
        None
    } else {
        let gpu = Gpu::open(0)?;
        let copy_gbps = gpu.copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?;
        let i = gpu.info();
        println!(
            "device: {} ({}, {} SMs), driver {}.{}; copy bandwidth {copy_gbps:.0} GB/s",
            i.name,
            i.arch(),
            i.sm_count,
            i.driver_version.0,
            i.driver_version.1
        );
        Some(Device { gpu, copy_gbps })
    };
    let arch = dev
        .as_ref()
        .map_or("sm_90".to_string(), |d| d.gpu.info().arch());
    let (mut kernels, earlier_s) = match (&o.resume, &dev) {
        (Some(r), Some(d)) => resumed(r, &d.gpu.info().name, o.fast_math)?,
        _ => (Vec::new(), 0.0),
    };
    // The record's wall time and start cover the earlier run too.
    let start = start
        .checked_sub(std::time::Duration::from_secs_f64(earlier_s))
        .unwrap_or(start);
    let mut all_ok = true;
    for path in &o.programs {
        let stem = path
            .file_stem()
            .map_or("input".into(), |s| s.to_string_lossy().into_owned());
        let raw = std::fs::read_to_string(path)
            .map_err(|e| RunError(format!("cannot read {}: {e}", path.display()), 3))?;
        let already_single = mint_lang::precision::to_single(&raw) == raw;
        let hand_path = o.hand_dir.join(format!("{stem}.cu"));
        let hand_src = std::fs::read_to_string(&hand_path).ok();
        let hand = match &hand_src {
            Some(s) => {
                hand::parse(s).map_err(|e| RunError(format!("{}: {e}", hand_path.display()), 1))?
            }
            None => Vec::new(),
        };
        for &prec in &o.precisions {
            if already_single && prec == Precision::F64 {
                continue;
            }
            if kernels
                .iter()
                .any(|k| k.program == stem && k.precision == prec.name())
            {
                println!("{stem} ({}): kept from the resumed record", prec.name());
                continue;
            }
            let loaded = load(path, prec).map_err(|_| {
                RunError(format!("{} has errors (printed above)", path.display()), 1)
            })?;
            println!("{stem} ({}):", prec.name());
            let ctx = Ctx {
                o,
                stem: &stem,
                prec,
                arch: &arch,
                hand: &hand,
                hand_src: hand_src.as_deref(),
                loaded: &loaded,
            };
            let t0 = Instant::now();
            let (mut ks, ok, split) = match &dev {
                Some(d) => ctx.measure(d)?,
                None => (Vec::new(), ctx.compile_only()?, [0.0; 5]),
            };
            if dev.is_some() {
                println!(
                    "  ({:.0} s: inputs {:.1}, CPU reference {:.1}, tuning {:.1}, variants {:.1}, temporal {:.1})",
                    t0.elapsed().as_secs_f64(),
                    split[0],
                    split[1],
                    split[2],
                    split[3],
                    split[4]
                );
            }
            all_ok &= ok;
            kernels.append(&mut ks);
            // Keep what is measured so far, in case the run is cut short.
            if let Some(d) = &dev {
                let partial = record_of(d, o, start, kernels.clone())?;
                if let Err(RunError(e, _)) = save_partial(&partial, &o.out_dir) {
                    println!("  (could not write the partial record: {e})");
                }
            }
        }
    }
    let Some(dev) = dev else {
        return Ok((None, all_ok));
    };
    Ok((Some(record_of(&dev, o, start, kernels)?), all_ok))
}

/// The kernels of the record `path` (a run cut off on the GPU named `gpu`, in the mode
/// `fast_math`) and its wall time.
fn resumed(path: &Path, gpu: &str, fast_math: bool) -> Result<(Vec<KernelResult>, f64), RunError> {
    let r = Record::read(path)?;
    if r.meta.fast_math != fast_math {
        return Err(RunError(
            format!(
                "{} was measured in the {} mode: a record holds one mode's numbers ({}--fast-math to go on from it)",
                path.display(),
                r.meta.mode(),
                if r.meta.fast_math { "" } else { "no " }
            ),
            2,
        ));
    }
    if r.meta.gpu != gpu {
        return Err(RunError(
            format!(
                "{} was measured on {}, not on this {gpu}: a record holds one GPU's numbers",
                path.display(),
                r.meta.gpu
            ),
            1,
        ));
    }
    println!(
        "resuming {}: {} kernel results kept",
        path.display(),
        r.kernels.len()
    );
    Ok((r.kernels, r.meta.wall_s))
}

/// The record of a run so far.
fn record_of(
    dev: &Device,
    o: &BenchOptions,
    start: Instant,
    kernels: Vec<KernelResult>,
) -> Result<Record, RunError> {
    let i = dev.gpu.info();
    let (maj, min) = mint_gpu::nvrtc_version()?;
    let started = std::time::SystemTime::now() - start.elapsed();
    Ok(Record {
        meta: Meta {
            gpu: i.name.clone(),
            arch: i.arch(),
            driver: format!("{}.{}", i.driver_version.0, i.driver_version.1),
            nvrtc: format!("{maj}.{min}"),
            mint: env!("CARGO_PKG_VERSION").to_string(),
            unix_time: started
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs()),
            copy_gbps: dev.copy_gbps,
            cpu: openmp::cpu_description(),
            reps: o.reps,
            wall_s: start.elapsed().as_secs_f64(),
            kernel_count: Some(kernels.len()),
            fast_math: o.fast_math,
        },
        kernels,
    })
}

/// Write `record`, a run so far, as `out_dir/<gpu>/<timestamp>.partial.toml` (what `--resume`
/// takes), atomically ([`mint_durable`]): the file holds the previous partial record or this
/// one, whole, whenever the run is killed. The file's path.
pub fn save_partial(record: &Record, out_dir: &Path) -> Result<PathBuf, RunError> {
    let dir = out_dir.join(gpu_slug(&record.meta.gpu));
    std::fs::create_dir_all(&dir)
        .map_err(|e| RunError(format!("cannot create {}: {e}", dir.display()), 3))?;
    let path = dir.join(format!("{}.partial.toml", timestamp(record.meta.unix_time)));
    mint_durable::write(&path, record.to_toml()).map_err(|e| RunError(e.to_string(), 3))?;
    Ok(path)
}

/// Write `record` under `out_dir/<gpu>/<timestamp>.toml` with its charts; the TOML's path.
/// (While running, the bench keeps `<timestamp>.partial.toml` there after every program, so a
/// run cut short still leaves what it measured; `mint plot` and `mint check --record` read it.)
pub fn save(record: &Record, out_dir: &Path) -> Result<PathBuf, RunError> {
    let dir = out_dir.join(gpu_slug(&record.meta.gpu));
    std::fs::create_dir_all(&dir)
        .map_err(|e| RunError(format!("cannot create {}: {e}", dir.display()), 3))?;
    let stamp = timestamp(record.meta.unix_time);
    let path = dir.join(format!("{stamp}.toml"));
    mint_durable::write(&path, record.to_toml()).map_err(|e| RunError(e.to_string(), 3))?;
    // The complete record replaces the one kept while running.
    let _ = std::fs::remove_file(dir.join(format!("{stamp}.partial.toml")));
    for made in presentations(record, &dir.join(&stamp))? {
        println!("chart: {}", made.display());
    }
    Ok(path)
}

/// Figures 7 and 8 (PNG and SVG) and `<base>-tables.md` (the summary and every variant's
/// details) of `record`, beside `base`; the paths written.
pub fn presentations(record: &Record, base: &Path) -> Result<Vec<PathBuf>, RunError> {
    let mut made = chart::bench_charts(record, base)?;
    let md = PathBuf::from(format!("{}-tables.md", base.display()));
    let text = format!(
        "# {}\n\n{}\n{}",
        base.file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned()),
        table::summary(record),
        table::details(record)
    );
    mint_durable::write(&md, text).map_err(|e| RunError(e.to_string(), 3))?;
    made.push(md);
    Ok(made)
}

/// `NVIDIA H100 80GB HBM3` -> `nvidia-h100-80gb-hbm3`.
pub fn gpu_slug(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    s.split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// `YYYYMMDD-HHMMSS` (UTC) of a Unix time.
pub fn timestamp(t: u64) -> String {
    let days = (t / 86400) as i64;
    let secs = t % 86400;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}{m:02}{d:02}-{:02}{:02}{:02}",
        secs / 3600,
        secs / 60 % 60,
        secs % 60
    )
}

/// One program in one precision.
struct Ctx<'a> {
    o: &'a BenchOptions,
    stem: &'a str,
    prec: Precision,
    arch: &'a str,
    hand: &'a [HandKernel],
    hand_src: Option<&'a str>,
    loaded: &'a Loaded,
}

impl Ctx<'_> {
    fn file(&self) -> String {
        format!("{}.c", self.stem)
    }

    fn size(&self, n: &Nest) -> Vec<usize> {
        let e = if n.parallel == 3 {
            self.o.size3d
        } else {
            self.o.size2d
        };
        vec![e; n.parallel.max(1)]
    }

    fn compile_opts(&self) -> mint_gpu::CompileOptions {
        mint_gpu::CompileOptions {
            arch: self.arch.to_string(),
            fast_math: self.o.fast_math,
            ..mint_gpu::CompileOptions::default()
        }
    }

    /// The device's compile options in the run's mode.
    fn device_compile_opts(&self, dev: &Device) -> mint_gpu::CompileOptions {
        mint_gpu::CompileOptions {
            fast_math: self.o.fast_math,
            ..dev.gpu.compile_options()
        }
    }

    /// The optimizer's switches of the run's mode.
    fn switches(&self) -> mint_opt::Switches {
        mint_opt::Switches {
            fast_math: self.o.fast_math,
            ..mint_opt::Switches::default()
        }
    }

    /// The tuning cache's program stem: fast-math winners are kept apart from the IEEE ones.
    fn cache_stem(&self, stem: String) -> String {
        if self.o.fast_math {
            format!("{stem}_fastmath")
        } else {
            stem
        }
    }

    /// The hand file with mint's second-step reduction kernels appended, and an entry point
    /// it must have.
    fn hand_source(&self) -> Option<(String, String)> {
        let first = self.hand.first()?.entry(self.prec);
        let mut s = self.hand_src?.to_string();
        for n in self.loaded.program.nests() {
            for r in &n.reductions {
                let k = mint_emit::kernel::write_reduce_kernel(r.op, &r.ty);
                if !s.contains(&mint_emit::names::reduce_kernel_name(r.op, &r.ty)) {
                    s.push_str(&k);
                }
            }
        }
        Some((s, first))
    }

    /// The kernel source of nest `n` under `plan` (with its reductions' second step).
    fn mint_source(&self, n: &Nest, plan: &KernelPlan) -> String {
        let mut src = mint_emit::kernel::write_kernel(n, plan, &self.file());
        if self.o.inject_delay_ns > 0 {
            src = inject_delay(&src, self.o.inject_delay_ns);
        }
        for r in &n.reductions {
            src.push_str(&mint_emit::kernel::write_reduce_kernel(r.op, &r.ty));
        }
        src
    }

    fn plans(&self) -> Vec<(u8, Vec<KernelPlan>)> {
        (0..=3u8)
            .map(|l| {
                let (plans, _) = mint_opt::plan_with(&self.loaded.program, l, &self.switches());
                (l, plans)
            })
            .collect()
    }

    /// Dry run: compile every level and hand kernel, check the hand kernels' parameters.
    fn compile_only(&self) -> Result<bool, RunError> {
        let p = &self.loaded.program;
        let mut ok = true;
        let opts = self.compile_opts();
        for (l, plans) in self
            .plans()
            .into_iter()
            .filter(|(l, _)| self.o.wants(&format!("O{l}")))
        {
            for (n, plan) in p.nests().zip(&plans) {
                let name = mint_emit::names::kernel_name(n.id);
                match mint_gpu::compile_kernel(&self.mint_source(n, plan), &name, &opts) {
                    Ok(_) => println!("  {name} -O{l}: compiled"),
                    Err(e) => {
                        ok = false;
                        println!("  {name} -O{l}: {e}");
                    }
                }
            }
        }
        for n in p.nests() {
            let switched = [
                (
                    "O2ps",
                    "-O2 plane sums",
                    plane_sums_variant(n, self.o.fast_math),
                ),
                (
                    "O1vx",
                    "-O1 vector x",
                    vector_x_variant(n, self.o.fast_math),
                ),
            ];
            for (variant, what, made) in switched {
                let Some((nest, plan)) = made.filter(|_| self.o.wants(variant)) else {
                    continue;
                };
                let name = mint_emit::names::kernel_name(n.id);
                match mint_gpu::compile_kernel(&self.mint_source(&nest, &plan), &name, &opts) {
                    Ok(_) => println!("  {name} {what}: compiled"),
                    Err(e) => {
                        ok = false;
                        println!("  {name} {what}: {e}");
                    }
                }
            }
        }
        if self.o.wants("temporal") {
            ok &= self.compile_temporal();
        }
        if self.o.openmp && self.o.wants("openmp") {
            // The CPU baseline end to end at a small size: build, run, read its timing.
            let small: Vec<usize> = self.sizes_for_program().iter().map(|_| 24).collect();
            match openmp::time_program(self.loaded, self.stem, self.prec, &small) {
                Ok(t) => {
                    let mut ks: Vec<_> = t.iter().collect();
                    ks.sort_by_key(|(k, _)| **k);
                    for (k, (ms, threads)) in ks {
                        println!("  openmp mint_kernel_{k} at 24: {ms:.4} ms on {threads} threads");
                    }
                }
                Err(e) => {
                    ok = false;
                    println!("  openmp baseline: {e}");
                }
            }
        }
        if let Some((src, first)) = self.hand_source().filter(|_| self.o.wants("hand")) {
            match mint_gpu::compile_kernel(&src, &first, &opts) {
                Ok(c) => {
                    let entries = c.entry_points();
                    for h in self.hand {
                        let entry = h.entry(self.prec);
                        let mut why = Vec::new();
                        if !entries.iter().any(|e| *e == entry) {
                            why.push(format!("no entry point {entry} in the PTX"));
                        }
                        match p.nests().find(|n| n.id == h.nest) {
                            None => why.push(format!("the program has no nest {}", h.nest)),
                            Some(n) => {
                                for name in h.params(self.prec) {
                                    if let Err(e) = hand::classify(name, n) {
                                        why.push(e);
                                    }
                                }
                            }
                        }
                        if why.is_empty() {
                            println!(
                                "  hand {entry} (nest {}, {}): compiled, parameters bind",
                                h.nest,
                                h.config()
                            );
                        } else {
                            ok = false;
                            println!("  hand {entry}: {}", why.join("; "));
                        }
                    }
                }
                Err(e) => {
                    ok = false;
                    println!("  hand kernels of {}: {e}", self.stem);
                }
            }
        }
        Ok(ok)
    }

    /// Dry run of the temporal column: the candidates the bench would sweep, compiled with
    /// NVRTC (in parallel); the model's pick.
    fn compile_temporal(&self) -> bool {
        let p = &self.loaded.program;
        let mut ok = true;
        for f in &p.functions {
            let loops =
                crate::temporal::recognised_loops(&self.loaded.tu, f, &self.loaded.input.src);
            for n0 in &f.nests {
                let fused = crate::temporal::fused_nest(&loops, n0);
                let n = &*fused;
                let name = mint_emit::kernel_temporal::temporal_kernel_name(n.id);
                let max = autotune::temporal::default_max_bt(n.parallel).min(TEMPORAL_MAX_BT);
                let limits = autotune::space::Limits::default();
                let (cands, prev) =
                    match crate::tune_temporal::nest_space(f, &loops, n, max, &limits) {
                        Ok((c, _, prev)) => (crate::tune_temporal::bench_picks(n, &c), prev),
                        Err(why) => {
                            println!("  {name} temporal: no temporal blocking: {why}");
                            continue;
                        }
                    };
                let at = crate::tune_temporal::nest_at(n, &self.loaded.input.src, &self.file());
                let vars = crate::tune_temporal::compile_space(
                    n,
                    &cands,
                    prev.as_deref(),
                    &at,
                    self.arch,
                    self.o.fast_math,
                );
                let failed: Vec<_> = vars.iter().filter(|v| v.ptx.is_err()).collect();
                for v in &failed {
                    if let Err(e) = &v.ptx {
                        println!("  {name} temporal {}: {e}", v.cand.label());
                    }
                }
                ok &= failed.is_empty();
                let pick = crate::tune_temporal::model_pick(n, &vars)
                    .map_or("none".into(), |v| v.cand.label());
                println!(
                    "  {name} temporal: {} of {} candidates compiled (bT 1..{max}); the model's pick {pick}",
                    vars.len() - failed.len(),
                    vars.len()
                );
            }
        }
        ok
    }

    /// The temporal column of nest `n`: a small sweep (per time block the model's best schedule,
    /// the model's best four, and the tuner's cached pick), each configuration verified over one
    /// pass; `temporal` is the fastest verified, `temporal:bt<N>` the fastest per time block,
    /// and every wrong configuration a `temporal:<label>` with its note.
    fn temporal_variants(
        &self,
        dev: &Device,
        f: &FunctionInfo,
        n: &Nest,
        env: &Env,
    ) -> Result<Vec<Variant>, RunError> {
        let max = autotune::temporal::default_max_bt(n.parallel).min(TEMPORAL_MAX_BT);
        let limits = crate::tune_temporal::device_limits(&dev.gpu);
        let loops = crate::temporal::recognised_loops(&self.loaded.tu, f, &self.loaded.input.src);
        // A parity loop's nest runs with its two planes as arrays of their own.
        let (n0, fused) = (n, crate::temporal::fused_nest(&loops, n));
        let n = &*fused;
        let env = &*crate::temporal::with_views(n0, env)?;
        let (all, _, prev) = match crate::tune_temporal::nest_space(f, &loops, n, max, &limits) {
            Ok(s) => s,
            Err(why) => {
                return Ok(vec![Variant::failed(
                    "temporal",
                    String::new(),
                    format!("no temporal blocking: {why}"),
                )])
            }
        };
        let mut cands = crate::tune_temporal::bench_picks(n, &all);
        let mut stem = self.stem.to_string();
        if self.prec == Precision::F32 && !stem.ends_with("_f32") {
            stem.push_str("_f32");
        }
        let stem = self.cache_stem(stem);
        let key = crate::tune_temporal::cache_key(
            &stem,
            n,
            &self.loaded.input.src,
            &dev.gpu,
            &self.size(n),
            &all,
        );
        if let Ok(Some((e, _))) = autotune::cache::lookup(&self.o.tune_cache, &key) {
            if let Some(c) = e.temporal.filter(|c| all.contains(c) && !cands.contains(c)) {
                cands.push(c);
            }
        }
        let at = crate::tune_temporal::nest_at(n, &self.loaded.input.src, &self.file());
        let vars = crate::tune_temporal::compile_space(
            n,
            &cands,
            prev.as_deref(),
            &at,
            &dev.gpu.info().arch(),
            self.o.fast_math,
        );
        let o = crate::tune::TuneOptions {
            size: self.size(n),
            sets: vec![],
            budget_s: TEMPORAL_BUDGET_S,
            dry_run: false,
            apply: false,
            out_dir: PathBuf::new(),
            reps: self.o.reps,
            cache: None,
            strategy: crate::tune::Strategy::Exhaustive,
            fast_math: self.o.fast_math,
        };
        let s = crate::tune_temporal::search_space(
            &dev.gpu,
            f,
            (n, n),
            &vars,
            None,
            env,
            &o,
            dev.copy_gbps,
        )?;
        Ok(temporal_of_rows(n, &s.rows))
    }

    /// Measure every variant of every nest.
    /// Every variant of every nest, whether all verified, and where the seconds went: random
    /// inputs, the CPU reference, tuning (the tuned variant's search or cache), the variants
    /// (compile, runs, verification) and the temporal column.
    fn measure(&self, dev: &Device) -> Result<(Vec<KernelResult>, bool, [f64; 5]), RunError> {
        let mut split = [0.0f64; 5];
        let mut clock = Instant::now();
        let mut lap = |k: usize, split: &mut [f64; 5]| {
            split[k] += clock.elapsed().as_secs_f64();
            clock = Instant::now();
        };
        let p = &self.loaded.program;
        let mut rng = Rng(1);
        let mut out = Vec::new();
        let mut all_ok = true;
        let plans = self.plans();
        let omp = if self.o.openmp && self.o.wants("openmp") {
            openmp::time_program(self.loaded, self.stem, self.prec, &self.sizes_for_program())
        } else {
            Err("not asked for".into())
        };
        let hand_module = match self.hand_source().filter(|_| self.o.wants("hand")) {
            Some((src, first)) => {
                match mint_gpu::compile_kernel(&src, &first, &self.device_compile_opts(dev)) {
                    Ok(c) => {
                        let names: Vec<String> =
                            c.entry_points().iter().map(|s| s.to_string()).collect();
                        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                        Some(dev.gpu.load(&c.ptx, &refs).map_err(|e| e.to_string()))
                    }
                    Err(e) => Some(Err(e.to_string())),
                }
            }
            None => None,
        };
        for f in &p.functions {
            let Some(func) = definition(&self.loaded.tu, f) else {
                continue;
            };
            let size = f
                .nests
                .first()
                .map_or(vec![self.o.size3d], |n| self.size(n));
            lap(3, &mut split);
            let mut env = initial_env(f, func, &size, &mut rng)?;
            lap(0, &mut split);
            for n in &f.nests {
                let mut after = env.clone();
                let exp = expected(n, &mut after)?;
                lap(1, &mut split);
                let mut res = KernelResult {
                    program: self.stem.to_string(),
                    precision: self.prec.name().to_string(),
                    nest: n.id,
                    shape: n
                        .stencil
                        .as_ref()
                        .map_or("not a stencil", |s| s.shape.name())
                        .to_string(),
                    size: self.size(n),
                    points: 0.0,
                    flops_per_point: n.flops_per_point,
                    bytes_per_point: n.bytes_per_point,
                    copy_bound_gflops: f64::from(n.flops_per_point) * dev.copy_gbps
                        / f64::from(n.bytes_per_point.max(1)),
                    variants: Vec::new(),
                };
                match &omp {
                    _ if !self.o.wants("openmp") => {}
                    Ok(times) => shown(&mut res, openmp::variant(n, times, &env)?),
                    Err(e) => shown(
                        &mut res,
                        Variant::failed("openmp", String::new(), e.clone()),
                    ),
                }
                // Compile the mint levels and the tuned winner; the hand variants are in one module.
                let mut modules: Vec<MintVariant> = Vec::new();
                for (l, ps) in plans.iter().filter(|(l, _)| self.o.wants(&format!("O{l}"))) {
                    let plan = ps[p.nests().position(|m| m.id == n.id).expect("own nest")].clone();
                    modules.push(MintVariant::new(format!("O{l}"), n.clone(), plan));
                }
                // Plane sums (past the paper) where the nest allows them, at a z-chunked schedule.
                if let Some((nest, plan)) =
                    plane_sums_variant(n, self.o.fast_math).filter(|_| self.o.wants("O2ps"))
                {
                    modules.push(MintVariant::new("O2ps".into(), nest, plan));
                }
                // Vector x (past the paper) where the nest allows it, at the hand vec4/vec4r2 layouts.
                if let Some((nest, plan)) =
                    vector_x_variant(n, self.o.fast_math).filter(|_| self.o.wants("O1vx"))
                {
                    modules.push(MintVariant::new("O1vx".into(), nest, plan));
                }
                lap(3, &mut split);
                if self.o.tune_budget_s > 0.0 && self.o.wants("tuned") {
                    match crate::tune::tune_for_bench(
                        &dev.gpu,
                        f,
                        n,
                        &env,
                        &self.loaded.input.src,
                        self.stem,
                        self.prec,
                        &size,
                        self.o.tune_budget_s,
                        &self.o.tune_cache,
                        self.o.fast_math,
                    ) {
                        Ok(Some((nest, plan))) => {
                            modules.push(MintVariant::new("tuned".into(), nest, plan));
                        }
                        Ok(None) => shown(
                            &mut res,
                            Variant::failed("tuned", String::new(), "no candidate verified".into()),
                        ),
                        Err(RunError(e, _)) => {
                            shown(&mut res, Variant::failed("tuned", String::new(), e))
                        }
                    }
                }
                lap(2, &mut split);
                // NVRTC runs in parallel; loading is the device's, one after another.
                let name = mint_emit::names::kernel_name(n.id);
                let opts = self.device_compile_opts(dev);
                let compiled: Vec<Result<mint_gpu::Compiled, String>> = {
                    use rayon::prelude::*;
                    modules
                        .par_iter()
                        .map(|m| {
                            let src = self.mint_source(&m.nest, &m.plan);
                            mint_gpu::compile_kernel(&src, &name, &opts).map_err(|e| e.to_string())
                        })
                        .collect()
                };
                for (m, c) in modules.iter_mut().zip(compiled) {
                    m.module = c.and_then(|c| {
                        let names: Vec<String> =
                            c.entry_points().iter().map(|s| s.to_string()).collect();
                        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                        dev.gpu.load(&c.ptx, &refs).map_err(|e| e.to_string())
                    });
                }
                let mut todo: Vec<Launchable> = Vec::new();
                for MintVariant {
                    name,
                    config,
                    nest,
                    plan,
                    module,
                } in &modules
                {
                    match module {
                        Ok(m) => todo.push(Launchable {
                            name: name.clone(),
                            config: config.clone(),
                            module: m,
                            entry: String::new(),
                            nest: nest.clone(),
                            aligned: plan.level >= 1,
                            hand: None,
                            plan: Some(plan.clone()),
                        }),
                        Err(e) => shown(
                            &mut res,
                            Variant::failed(name, config.clone(), format!("compile error: {e}")),
                        ),
                    }
                }
                let only = self.o.hand_only.as_ref().map(|v| {
                    v.iter()
                        .filter(|(p, prec, id, _)| {
                            p == self.stem && prec == self.prec.name() && *id == n.id
                        })
                        .map(|(_, _, _, name)| name.as_str())
                        .collect::<Vec<_>>()
                });
                let mine: Vec<&HandKernel> = self
                    .hand
                    .iter()
                    .filter(|h| h.nest == n.id)
                    .filter(|h| {
                        only.as_ref()
                            .is_none_or(|o| o.contains(&format!("hand:{}", h.variant).as_str()))
                    })
                    .collect();
                match &hand_module {
                    Some(Ok(m)) => {
                        for h in &mine {
                            let mut nest = n.clone();
                            nest.schedule = h.schedule();
                            todo.push(Launchable {
                                name: format!("hand:{}", h.variant),
                                config: h.config(),
                                module: m,
                                entry: h.entry(self.prec),
                                nest,
                                aligned: true,
                                hand: Some(h),
                                plan: None,
                            });
                        }
                    }
                    Some(Err(e)) => shown(
                        &mut res,
                        Variant::failed("hand", String::new(), format!("compile error: {e}")),
                    ),
                    None if !self.o.wants("hand") => {}
                    None => shown(
                        &mut res,
                        Variant::failed(
                            "hand",
                            String::new(),
                            format!(
                                "no {}",
                                self.o.hand_dir.join(format!("{}.cu", self.stem)).display()
                            ),
                        ),
                    ),
                }
                let mut sets: [Option<Prepared>; 2] = [None, None];
                let in_place = crate::prepare::in_place(n);
                // The nest's variants compared with the CPU on the device (its references
                // uploaded once), not copied back one by one.
                let mut dv = DeviceVerify::new(&dev.gpu);
                for l in &todo {
                    let v =
                        self.run_variant(dev, f, n, l, &env, &exp, &mut sets, in_place, &mut dv);
                    let v = match v {
                        Ok(v) => v,
                        Err(RunError(e, _)) => Variant::failed(&l.name, l.config.clone(), e),
                    };
                    if !v.verified && v.note.as_deref().is_some_and(|w| w.starts_with("wrong")) {
                        all_ok = false;
                    }
                    println!("  {}", table::variant_line(n.id, &v));
                    res.points = res
                        .points
                        .max(sets.iter().flatten().map(|s| s.points).fold(0.0, f64::max));
                    res.variants.push(v);
                }
                // The fastest hand variant is the baseline.
                let best_hand =
                    results::best_of(res.variants.iter().filter(|v| v.name.starts_with("hand:")))
                        .cloned();
                if let Some(mut b) = best_hand {
                    b.config = format!("{} ({})", b.name.trim_start_matches("hand:"), b.config);
                    b.name = "hand".into();
                    res.variants.push(b);
                }
                lap(3, &mut split);
                if self.o.wants("temporal") {
                    let vs =
                        self.temporal_variants(dev, f, n, &env)
                            .unwrap_or_else(|RunError(e, _)| {
                                vec![Variant::failed("temporal", String::new(), e)]
                            });
                    for v in vs {
                        if !v.verified && v.note.as_deref().is_some_and(|w| w.starts_with("wrong"))
                        {
                            all_ok = false;
                        }
                        if !v.name.starts_with("temporal:bt") {
                            println!("  {}", table::variant_line(n.id, &v));
                        }
                        res.variants.push(v);
                    }
                }
                lap(4, &mut split);
                out.push(res);
                env = after;
            }
        }
        lap(3, &mut split);
        Ok((out, all_ok, split))
    }

    fn sizes_for_program(&self) -> Vec<usize> {
        let p = &self.loaded.program;
        p.nests()
            .next()
            .map_or(vec![self.o.size3d], |n| self.size(n))
    }

    #[allow(clippy::too_many_arguments)]
    fn run_variant(
        &self,
        dev: &Device,
        f: &FunctionInfo,
        n: &Nest,
        l: &Launchable,
        env: &Env,
        exp: &Expected,
        sets: &mut [Option<Prepared>; 2],
        in_place: bool,
        dv: &mut DeviceVerify<String>,
    ) -> Result<Variant, RunError> {
        let gpu = &dev.gpu;
        if let Some(h) = l.hand {
            let small = self.size(n).iter().any(|&e| e < h.min_size);
            if small {
                return Ok(Variant::failed(
                    &l.name,
                    l.config.clone(),
                    format!("needs extents of at least {}", h.min_size),
                ));
            }
        }
        let slot = usize::from(l.aligned);
        let plan_for_prepare = l.plan.clone().unwrap_or(KernelPlan {
            level: 1,
            fast_math: self.o.fast_math,
            ..KernelPlan::baseline()
        });
        let fresh = |sets: &mut [Option<Prepared>; 2]| -> Result<(), RunError> {
            sets[slot] = Some(prepare(gpu, f, n, &plan_for_prepare, env, l.aligned)?);
            Ok(())
        };
        if sets[slot].is_none() || in_place {
            fresh(sets)?;
        }
        let p = sets[slot].as_mut().expect("prepared");
        p.restore_outputs(n, env)?;
        p.regrid(gpu, &l.nest, env)?;
        if l.hand.is_some() {
            let [gx, gy, gz] = [0, 1, 2].map(|d| {
                let t = i64::from(l.nest.schedule.tile[d]);
                (p.cnt[d].max(1) + t - 1) / t
            });
            if gy > 65535 || gz > 65535 || gx > i64::from(u32::MAX >> 1) {
                return Ok(Variant::failed(
                    &l.name,
                    l.config.clone(),
                    "the grid is too large for a kernel without grid-stride loops".into(),
                ));
            }
        }
        let p = &*p;
        let entry = if l.hand.is_some() {
            l.entry.clone()
        } else {
            p.kernel_name(&l.nest)
        };
        let args = match (l.hand, &l.plan) {
            (Some(h), _) => h
                .params(self.prec)
                .iter()
                .map(|name| hand::bind(name, p, n, env))
                .collect::<Result<Vec<_>, _>>()?,
            (None, Some(plan)) => p.args(&l.nest, plan, env)?,
            (None, None) => unreachable!("a mint variant has a plan"),
        };
        let red = p.launch_named(gpu, l.module, &l.nest, &entry, &args)?;
        let (ok, worst, why) = crate::tune::verify_candidate(gpu, dv, p, n, &red, exp)?;
        let kernel = l.module.kernel(&entry)?;
        let attrs = kernel.attrs()?;
        let t = gpu.time_kernel(
            || gpu.launch(kernel, p.grid, p.block, 0, &args),
            3,
            self.o.reps,
        )?;
        let secs = t.median_ms * 1e-3;
        let gbps = f64::from(n.bytes_per_point) * p.points / secs * 1e-9;
        Ok(Variant {
            name: l.name.clone(),
            config: l.config.clone(),
            time_ms: Some(t.median_ms),
            gflops: Some(f64::from(n.flops_per_point) * p.points / secs * 1e-9),
            gbps: Some(gbps),
            pct_copy: Some(100.0 * gbps / dev.copy_gbps),
            registers: Some(attrs.registers),
            shared_bytes: Some(attrs.static_shared_bytes),
            spill_bytes: Some(attrs.local_bytes),
            verified: ok,
            max_rel_diff: Some(worst),
            note: if ok {
                None
            } else {
                Some(format!("wrong result: {}", why.join("; ")))
            },
            bt: None,
            x_copy: None,
        })
    }
}

/// The largest time block the bench's temporal sweep tries (the chart's x axis).
pub const TEMPORAL_MAX_BT: u32 = 8;

/// Seconds of timing the bench's temporal sweep of a nest may spend (after its compiles and the
/// CPU reference; the sweep goes on until one configuration has verified).
pub const TEMPORAL_BUDGET_S: f64 = 40.0;

/// The bench's temporal variants from the rows of a sweep of `n` (see
/// `Ctx::temporal_variants`).
pub fn temporal_of_rows(n: &Nest, rows: &[autotune::temporal::TbRow]) -> Vec<Variant> {
    let variant = |name: String, r: &autotune::temporal::TbRow| {
        let step_ms = r.ms_per_step;
        let c = r.candidate;
        Variant {
            name,
            config: if n.parallel >= 3 {
                format!(
                    "bT {}, tile {}x{}, {} rows per thread, chunk {}",
                    c.bt, c.tile[0], c.tile[1], c.rows, c.chunk
                )
            } else {
                format!("bT {}, tile {}, chunk {}", c.bt, c.tile[0], c.chunk)
            },
            time_ms: step_ms,
            gflops: r.gflops,
            // Effective single-sweep bytes per step.
            gbps: r
                .gflops
                .map(|g| g * f64::from(n.bytes_per_point) / f64::from(n.flops_per_point.max(1))),
            pct_copy: r.x_copy.map(|x| 100.0 * x),
            registers: r.registers,
            shared_bytes: r.shared_bytes.map(|b| b as usize),
            spill_bytes: r.spill_bytes,
            verified: r.verified,
            max_rel_diff: None,
            note: r.dropped.clone(),
            bt: Some(c.bt),
            x_copy: r.x_copy,
        }
    };
    let ok: Vec<&autotune::temporal::TbRow> = rows
        .iter()
        .filter(|r| r.verified && r.dropped.is_none() && r.ms_per_step.is_some())
        .collect();
    fn fastest<'a>(
        rs: impl Iterator<Item = &'a autotune::temporal::TbRow>,
    ) -> Option<&'a autotune::temporal::TbRow> {
        rs.min_by(|a, b| {
            a.ms_per_step
                .unwrap_or(f64::INFINITY)
                .total_cmp(&b.ms_per_step.unwrap_or(f64::INFINITY))
        })
    }
    let mut out = Vec::new();
    match fastest(ok.iter().copied()) {
        Some(best) => out.push(variant("temporal".into(), best)),
        None => out.push(Variant::failed(
            "temporal",
            String::new(),
            rows.iter()
                .find_map(|r| r.dropped.clone())
                .unwrap_or_else(|| "no configuration verified".into()),
        )),
    }
    let mut bts: Vec<u32> = ok.iter().map(|r| r.candidate.bt).collect();
    bts.sort_unstable();
    bts.dedup();
    for bt in bts {
        if let Some(r) = fastest(ok.iter().copied().filter(|r| r.candidate.bt == bt)) {
            out.push(variant(format!("temporal:bt{bt}"), r));
        }
    }
    for r in rows
        .iter()
        .filter(|r| r.dropped.as_deref().is_some_and(|d| d.starts_with("wrong")))
    {
        out.push(variant(format!("temporal:{}", r.label), r));
    }
    out
}

/// Print a variant's line and add it to the kernel's results.
fn shown(res: &mut KernelResult, v: Variant) {
    println!("  {}", table::variant_line(res.nest, &v));
    res.variants.push(v);
}

/// The vector-x variant of a 2D or 3D stencil nest: 4 consecutive x points per thread, blocks
/// of 32x8 threads, the layouts of the hand kernels' `vec4` (3D: tile 128x8, chunk 4x1) and
/// `vec4r2` (2D: tile 128x16, chunk 4x2).
fn vector_x_variant(n: &Nest, fast_math: bool) -> Option<(Nest, KernelPlan)> {
    let mut nest = n.clone();
    nest.schedule = match n.parallel {
        3 => mint_analyzer::schedule_override(&[128, 8, 1], &[4, 1, 1], 3).ok()?,
        2 => mint_analyzer::schedule_override(&[128, 16], &[4, 2], 2).ok()?,
        _ => return None,
    };
    let sw = mint_opt::Switches {
        vector_x: true,
        fast_math,
        ..mint_opt::Switches::default()
    };
    let (plan, _) = mint_opt::plan_nest(&nest, 1, &sw);
    plan.vector_x.then_some((nest, plan))
}

/// The plane-sums variant of a 3D nest linear in its main array: tile 64x8x16, chunk 2x2x16
/// (groups of 2x2 points per thread: on the H100, within 3% of the best group for the 13-, 19-
/// and 27-point stencils in both precisions, except 19-point double, 4% behind 4x1).
fn plane_sums_variant(n: &Nest, fast_math: bool) -> Option<(Nest, KernelPlan)> {
    if n.parallel != 3 {
        return None;
    }
    let mut nest = n.clone();
    nest.schedule = mint_analyzer::schedule_override(&[64, 8, 16], &[2, 2, 16], 3).ok()?;
    let sw = mint_opt::Switches {
        plane_sums: true,
        fast_math,
        ..mint_opt::Switches::default()
    };
    let (plan, _) = mint_opt::plan_nest(&nest, 2, &sw);
    plan.plane_sums.then_some((nest, plan))
}

/// `-O2 tile 64x4x16 chunk 1x1x16` (`-O2 plane sums tile ...` with plane sums, `-O1 vector x
/// tile ...` with vector x).
fn config_of(n: &Nest, plan: &KernelPlan) -> String {
    format!("-O{}{} {}", plan.level, plan.shape_label(), n.schedule)
}

/// Test builds: make every `mint_kernel_*` entry sleep `ns` per thread first (whatever comes
/// between `void` and the name, such as `__launch_bounds__(256)` from -O1 on).
fn inject_delay(src: &str, ns: u32) -> String {
    const ENTRY: &str = "extern \"C\" __global__ void ";
    let mut out = String::with_capacity(src.len() + 256);
    let mut rest = src;
    while let Some(at) = rest.find(ENTRY) {
        let line_end = rest[at..].find('\n').map_or(rest.len(), |e| at + e);
        let is_mint = rest[at..line_end].contains("mint_kernel_");
        let Some(open) = rest[at..].find("\n{") else {
            break;
        };
        let cut = at + open + 2;
        out.push_str(&rest[..cut]);
        if is_mint {
            out.push_str(&format!(
                "\n    __nanosleep({ns}u); /* mint bench --inject-delay-ns */\n"
            ));
        }
        rest = &rest[cut..];
    }
    out.push_str(rest);
    out
}

/// Make `o` rerun what `base` measured: its programs (from `kernels/`) unless `own_kernels`,
/// its precisions unless `own_precision`, its sizes, its mode (IEEE or fast-math) and, unless
/// `o` names them, its variants.
pub fn follow_baseline(
    o: &mut BenchOptions,
    base: &Record,
    own_kernels: bool,
    own_precision: bool,
) {
    if !own_kernels {
        let mut progs: Vec<PathBuf> = Vec::new();
        for k in &base.kernels {
            let p = Path::new("kernels").join(format!("{}.c", k.program));
            if !progs.contains(&p) {
                progs.push(p);
            }
        }
        o.programs = progs;
    }
    if !own_precision {
        let mut precs = Vec::new();
        for k in &base.kernels {
            let p = if k.precision == "f32" {
                Precision::F32
            } else {
                Precision::F64
            };
            if !precs.contains(&p) {
                precs.push(p);
            }
        }
        o.precisions = precs;
    }
    o.fast_math = base.meta.fast_math;
    // The variants the baseline has (a baseline from before the temporal column is not
    // compared on it, so it is not run), unless told which.
    if o.variants.is_none() {
        let mut names: Vec<String> = Vec::new();
        for v in base.kernels.iter().flat_map(|k| &k.variants) {
            let name = match v.name.split(':').next() {
                Some(n) => n.to_string(),
                None => continue,
            };
            if VARIANTS.contains(&name.as_str()) && !names.contains(&name) {
                names.push(name);
            }
        }
        o.variants = Some(names);
    }
    for k in &base.kernels {
        match k.size.len() {
            3 => o.size3d = k.size[0],
            2 => o.size2d = k.size[0],
            _ => {}
        }
    }
}

/// The hand kernel `mint check` reruns for each nest of `base`: the fastest one there (the one
/// the report shows; the others are not compared), as `(program, precision, nest, hand:<name>)`.
pub fn baseline_hands(base: &Record) -> Vec<(String, String, usize, String)> {
    base.kernels
        .iter()
        .filter_map(|k| {
            let h = k.variants.iter().find(|v| v.name == "hand" && v.verified)?;
            let name = h.config.split(" (").next()?;
            Some((
                k.program.clone(),
                k.precision.clone(),
                k.nest,
                format!("hand:{name}"),
            ))
        })
        .collect()
}

/// The `kernels/` programs the bench runs by default: every `*.c` there, without the variants
/// that only change the precision (`*_f32.c`: `--precision f32` covers them).
pub fn default_programs(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "c"))
                .filter(|p| {
                    !p.file_stem()
                        .is_some_and(|s| s.to_string_lossy().ends_with("_f32"))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `kernels/heat3d_7pt.c` of the workspace (unit tests run in the crate's folder).
    fn heat3d_7pt() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../kernels/heat3d_7pt.c")
    }

    #[test]
    fn timestamps_and_slugs() {
        assert_eq!(timestamp(0), "19700101-000000");
        assert_eq!(timestamp(1_795_000_000), "20261118-110640");
        assert_eq!(gpu_slug("NVIDIA H100 80GB HBM3"), "nvidia-h100-80gb-hbm3");
    }

    #[test]
    fn delay_goes_into_every_entry() {
        let src = "extern \"C\" __global__ void mint_kernel_1(int a)\n{\n    x;\n}\nextern \"C\" __global__ void __launch_bounds__(256) mint_kernel_1_i64(int a)\n{\n}\nextern \"C\" __global__ void mint_reduce_sum_double(int a)\n{\n}\n";
        let out = inject_delay(src, 5000);
        assert_eq!(out.matches("__nanosleep(5000u)").count(), 2);
        assert!(out.ends_with("mint_reduce_sum_double(int a)\n{\n}\n"));
        // Every level's real kernels get it.
        for level in 0..=3u8 {
            let loaded = crate::input::load(&heat3d_7pt(), Precision::F64).expect("analyses");
            let n = loaded.program.nests().next().expect("a nest").clone();
            let (plan, _) = mint_opt::plan_nest(&n, level, &mint_opt::Switches::default());
            let k = mint_emit::kernel::write_kernel(&n, &plan, "heat3d_7pt.c");
            let entries = k.matches("__global__").count();
            assert_eq!(
                inject_delay(&k, 7).matches("__nanosleep(7u)").count(),
                entries,
                "-O{level}"
            );
        }
    }

    fn row(bt: u32, ms: f64, x: f64, verified: bool) -> autotune::temporal::TbRow {
        let c = autotune::temporal::TbCandidate {
            bt,
            tile: [32, 32],
            rows: 2,
            chunk: 128,
        };
        autotune::temporal::TbRow {
            candidate: c,
            label: c.label(),
            registers: Some(64),
            shared_bytes: Some(16384),
            spill_bytes: Some(0),
            ms_per_launch: Some(ms * f64::from(bt)),
            ms_per_step: Some(ms),
            gflops: Some(1000.0 / ms),
            x_copy: Some(x),
            verified,
            dropped: (!verified).then(|| "wrong result: element 7".into()),
        }
    }

    /// The temporal column end to end without a GPU: sweep rows -> variants -> record (written,
    /// read back, also as an old record without the column) -> table, check and the bT chart.
    #[test]
    fn the_temporal_column_goes_through_record_table_check_and_chart() {
        use results::fixtures::{kernel, record, variant};
        let loaded = crate::input::load(&heat3d_7pt(), Precision::F64).expect("analyses");
        let n = loaded.program.nests().next().expect("a nest").clone();
        let rows = vec![
            row(1, 1.0, 0.7, true),
            row(2, 0.6, 1.2, true),
            row(3, 0.45, 1.59, true),
            row(3, 0.2, 3.0, false),
        ];
        let vs = temporal_of_rows(&n, &rows);
        let names: Vec<&str> = vs.iter().map(|v| v.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "temporal",
                "temporal:bt1",
                "temporal:bt2",
                "temporal:bt3",
                "temporal:bt3 32x32r2 c128"
            ]
        );
        // The wrong configuration is faster but never the best, and it is recorded as wrong.
        assert_eq!((vs[0].bt, vs[0].x_copy), (Some(3), Some(1.59)));
        assert!(vs[4].note.as_deref().unwrap().starts_with("wrong"));
        let mut vars = vec![variant("O3", 1000.0, true)];
        vars.extend(vs);
        let r = record("H100", vec![kernel("heat3d_7pt", "f64", vars)]);
        let text = r.to_toml();
        let back = results::Record::from_toml(&text).expect("round trip");
        let k = &back.kernels[0];
        assert_eq!(k.temporal().and_then(|t| t.bt), Some(3));
        assert_eq!(k.temporal_per_bt(), vec![(1, 0.7), (2, 1.2), (3, 1.59)]);
        assert!(table::summary(&back).contains("| 1.59x (bT 3) |"));
        let details = table::details(&back);
        assert!(details.contains("| temporal |") && !details.contains("temporal:bt"));
        // An old record (no temporal fields) still loads, and shows `-`.
        let old = record(
            "H100",
            vec![kernel(
                "heat3d_7pt",
                "f64",
                vec![variant("O3", 1000.0, true)],
            )],
        );
        let old_text: String = old
            .to_toml()
            .lines()
            .filter(|l| !l.starts_with("bt =") && !l.starts_with("x_copy ="))
            .map(|l| format!("{l}\n"))
            .collect();
        let old_back = results::Record::from_toml(&old_text).expect("an old record loads");
        assert!(old_back.kernels[0].temporal().is_none());
        assert!(table::summary(&old_back)
            .lines()
            .any(|l| l.ends_with("| - |")));
        // mint check: a slower temporal best is a regression; a baseline without it is not.
        let mut slower = back.clone();
        for v in &mut slower.kernels[0].variants {
            if v.name == "temporal" {
                v.gflops = v.gflops.map(|g| g * 0.8);
            }
        }
        let o = crate::check::compare(&back, &slower, 0.05);
        assert!(
            o.failures
                .iter()
                .any(|f| f.contains("temporal") && f.contains("-20.0%")),
            "{}",
            o.text
        );
        let o = crate::check::compare(&old_back, &slower, 0.05);
        assert!(
            o.failures.iter().all(|f| f.contains("wrong result")),
            "{}",
            o.text
        );
        // The bT chart from the record.
        let dir = std::env::temp_dir().join(format!("mint-bt-chart-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let made = presentations(&back, &dir.join("run")).expect("charts");
        let svg = dir.join("run-bt-f64.svg");
        assert!(made.contains(&svg), "{made:?}");
        let drawn = std::fs::read_to_string(&svg).unwrap();
        // Three verified points and the legend's marker (the wrong 3x is not drawn).
        assert!(drawn.contains("<svg"));
        assert_eq!(drawn.matches("<circle").count(), 4, "{drawn}");
        assert!(dir.join("run-bt-f64.png").exists());
        let _ = std::fs::remove_dir_all(&dir);
        // An edited record: a negative speed or a zero time block, at its line.
        let bad = text_with(&text, "x_copy = 1.59", "x_copy = -1.59");
        let e = results::Record::from_toml(&bad).unwrap_err();
        assert!(e.starts_with("record:") && e.contains("x_copy"), "{e}");
        let bad = text_with(&text, "bt = 3\n", "bt = 0\n");
        let e = results::Record::from_toml(&bad).unwrap_err();
        assert!(e.contains("at least 1 step"), "{e}");
        let bad = text_with(&text, "bt = 3\n", "bt = \"3\"\n");
        let e = results::Record::from_toml(&bad).unwrap_err();
        let line = text.lines().position(|l| l == "bt = 3").unwrap() + 1;
        assert!(e.starts_with(&format!("record:{line}:")), "{e}");
    }

    /// `text` with the first `from` replaced (which must be there).
    fn text_with(text: &str, from: &str, to: &str) -> String {
        assert!(text.contains(from), "{from}");
        text.replacen(from, to, 1)
    }
}
