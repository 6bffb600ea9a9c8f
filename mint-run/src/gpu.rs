//! The one-GPU backend: every nest of a program compiled with NVRTC, its arrays uploaded as the
//! generated program lays them out ([`Prepared`]), launched, verified against the CPU reference
//! ([`crate::verify`]) and timed, with time per sweep, Gflop/s, effective GB/s and the percentage
//! of the copy bandwidth measured in the same run.
//!
//! Invariant: a nest whose GPU result differs from the CPU's beyond the floating-point-aware
//! bound of [`crate::verify`] (bit equality with `--exact`) makes the command fail (exit 1) after
//! printing where it differs.

use crate::device_elem::{dev_elem, device_values, fill_device, DevElem};
use crate::error::RunError;
use crate::options::RunOptions;
use crate::prepare::{
    blocks_and_grid, bounds, coverage_note, each_nest, mint_param, scalar_arg, MintParam,
};
use crate::verify::{expected, status, Expected};
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_gpu::{DeviceBuffer, Gpu, GpuError, KernelArg};
use mint_lang::ast::{Scalar, TranslationUnit};
use mint_opt::KernelPlan;
use mint_ref::{ArrayData, Env};
use std::collections::HashMap;

/// `a` on the device with elements of `e` ([`DevElem`]), pitched and aligned as the generated
/// program would.
pub(crate) fn upload(
    gpu: &Gpu,
    a: &ArrayData,
    e: DevElem,
    align_x: usize,
) -> Result<DeviceBuffer, RunError> {
    let sh = a.shape();
    let (nx, ny, nz) = match sh.len() {
        1 => (sh[0], 1, 1),
        2 => (sh[1], sh[0], 1),
        3 => (sh[2], sh[1], sh[0]),
        // Rank 4 (`A[2][N][N][N]`): one 3-D array of both slowest extents multiplied.
        _ => (sh[3], sh[2], sh[1] * sh[0]),
    };
    let mut b = gpu.alloc_pitched_aligned(e.bytes(), nx, ny, nz, align_x)?;
    fill_device(&mut b, a, e)?;
    Ok(b)
}

/// Run every nest of `p` on GPU 0 and verify it (the CPU reference's errors located in `input`
/// by the caller). Returns whether every nest verified.
pub fn run(
    p: &Program,
    tu: &TranslationUnit,
    input: &crate::input::Input,
    file: &str,
    o: &RunOptions,
) -> Result<bool, RunError> {
    let src = input.src.as_str();
    if !mint_gpu::nvrtc_available() {
        return Err(RunError(GpuError::NvrtcMissing.to_string(), 4));
    }
    let gpu = Gpu::open(0)?;
    let _held = match o.reserve_gpu_mb {
        0 => None,
        mb => Some(gpu.alloc(mb << 20)?),
    };
    let info = gpu.info();
    println!(
        "device: {} ({}, {} SMs), driver {}.{}",
        info.name,
        info.arch(),
        info.sm_count,
        info.driver_version.0,
        info.driver_version.1
    );
    let copy_gbps = gpu.copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?;
    println!("device-to-device copy bandwidth: {copy_gbps:.0} GB/s (read + written)");
    let Some((plans, compiled)) = compile_program(&gpu, p, file, input, o)? else {
        return Ok(true);
    };
    let module = gpu.load(&compiled.ptx, &compiled.entry_points())?;
    each_nest(p, tu, &plans, o, |f, n, plan, env| {
        run_nest(&gpu, &module, f, n, plan, env, o, copy_gbps, src)
    })
}

/// Plan every nest of `p` (notes on stderr) and compile the kernels with NVRTC for `gpu`'s
/// architecture; `None` (said on stdout) when the program has no nest.
pub(crate) fn compile_program(
    gpu: &Gpu,
    p: &Program,
    file: &str,
    input: &crate::input::Input,
    o: &RunOptions,
) -> Result<Option<(Vec<KernelPlan>, mint_gpu::Compiled)>, RunError> {
    let src = input.src.as_str();
    let (plans, notes) = mint_opt::plan_with(p, o.level, &o.switches);
    crate::input::report(&notes, input);
    let opts = mint_emit::Options {
        level: o.level,
        switches: o.switches,
        ..mint_emit::Options::default()
    };
    let source = o.edited(mint_emit::kernels_source_opts(p, file, src, &opts))?;
    let Some(first) = p.nests().next() else {
        println!("no `mint for` nests to run");
        return Ok(None);
    };
    let first = mint_emit::names::kernel_name(first.id);
    let mut copts = gpu.compile_options();
    copts.fast_math = o.switches.fast_math;
    if o.exact {
        copts.extra.push("--fmad=false".into());
    }
    Ok(Some((
        plans,
        mint_gpu::compile_kernel(&source, &first, &copts)?,
    )))
}

/// A note when the nest's parallel loops hold fewer points than the GPU keeps threads busy
/// (half of `sm_count * max_threads_per_sm`): a performance cliff, with its causes.
pub fn occupancy_note(n: &Nest, cnt: &[i64; 3], info: &mint_gpu::DeviceInfo) -> Option<String> {
    let parallel: i64 = cnt[..n.parallel.min(3)].iter().product();
    let busy = i64::from(info.sm_count) * i64::from(info.max_threads_per_sm) / 2;
    if parallel <= 0 || parallel >= busy {
        return None;
    }
    let serial = n.loops.len().saturating_sub(n.parallel);
    Some(format!(
        "  note: mint_kernel_{} runs {parallel} points in parallel ({} parallel loop(s){}), fewer than the {busy} threads that keep this GPU ({} SMs) busy: {}",
        n.id,
        n.parallel,
        if serial > 0 {
            format!(", {serial} more run serially in each thread")
        } else {
            String::new()
        },
        info.sm_count,
        if serial > 0 {
            "make more loops parallel (`nest(all)`, loops perfectly nested)"
        } else {
            "a larger problem would use it better"
        }
    ))
}

/// A nest ready to launch: device copies of its arrays, its grid, and what its arguments need.
pub struct Prepared {
    /// Device copies of the arrays the nest uses.
    pub bufs: HashMap<String, DeviceBuffer>,
    /// Per-block partials and the result of each reduction.
    pub(crate) partials: Vec<(DeviceBuffer, DeviceBuffer)>,
    /// Grid (y and z capped at 65535; the kernels walk the rest).
    pub grid: [u32; 3],
    /// Block.
    pub block: [u32; 3],
    /// First loop value per dimension (x first).
    pub(crate) lo: [i64; 3],
    /// Trip count per dimension.
    pub(crate) cnt: [i64; 3],
    pub(crate) blocks: [i64; 3],
    /// Points of the iteration space.
    pub points: f64,
    nblocks: usize,
    /// 32-bit index arithmetic reaches every element.
    pub fits32: bool,
    /// The kernel was planned with `--fast-math` (verified with the widened bound).
    pub fast_math: bool,
}

/// Evaluate the bounds, copy the arrays `n` uses from `env` to the device (aligned as the
/// generated program would), and size the grid.
pub fn prepare(
    gpu: &Gpu,
    f: &FunctionInfo,
    n: &Nest,
    plan: &KernelPlan,
    env: &Env,
    align: bool,
) -> Result<Prepared, RunError> {
    let mut bufs = HashMap::new();
    for a in &n.arrays {
        let data = env
            .arrays
            .get(&a.name)
            .ok_or_else(|| RunError(format!("no data for array {}", a.name), 1))?;
        let ax = if align && plan.level >= 1 {
            mint_emit::program::interior_x(f, &a.name) as usize
        } else {
            0
        };
        bufs.insert(
            a.name.clone(),
            upload(gpu, data, DevElem::of(&a.elem, data), ax)?,
        );
    }
    let mut p = Prepared {
        bufs,
        partials: vec![],
        grid: [1; 3],
        block: [1; 3],
        lo: [0; 3],
        cnt: [1; 3],
        blocks: [1; 3],
        points: 0.0,
        nblocks: 0,
        fits32: false,
        fast_math: plan.fast_math,
    };
    p.regrid(gpu, n, env)?;
    Ok(p)
}

impl Prepared {
    /// Size the grid (and the reduction buffers) for `n`'s schedule, keeping the arrays.
    pub fn regrid(&mut self, gpu: &Gpu, n: &Nest, env: &Env) -> Result<(), RunError> {
        (self.lo, self.cnt) = bounds(n, env)?;
        self.points = self
            .cnt
            .iter()
            .take(n.parallel)
            .map(|&c| c as f64)
            .product();
        let s = &n.schedule;
        self.blocks = [1; 3];
        self.grid = [1; 3];
        for d in 0..n.parallel {
            (self.blocks[d], self.grid[d]) = blocks_and_grid(d, self.cnt[d], s.tile[d]);
        }
        self.block = s.block();
        self.alloc_partials(gpu, n)?;
        self.fits32 = self
            .bufs
            .values()
            .all(|b| (b.slice_elems() * b.dims()[2] + b.pitch_elems()) < i32::MAX as usize)
            && (0..n.parallel).all(|d| self.lo[d] + self.cnt[d] < i32::MAX as i64);
        Ok(())
    }

    /// Compute only the values `first, first + step, ..` (`count` of them) of the nest's
    /// outermost parallel loop (a multi-GPU slab's part), with 32-bit indices only where every
    /// index up to `end_elems` (the largest element index the slab's shifted pointers reach, in
    /// elements) fits: grid, blocks, points and the reductions' partials follow.
    pub(crate) fn restrict_split(
        &mut self,
        gpu: &Gpu,
        n: &Nest,
        first: i64,
        count: i64,
        end_elems: usize,
    ) -> Result<(), RunError> {
        let sd = n.parallel - 1;
        self.lo[sd] = first;
        self.cnt[sd] = count.max(0);
        (self.blocks[sd], self.grid[sd]) = blocks_and_grid(sd, self.cnt[sd], n.schedule.tile[sd]);
        self.points = self
            .cnt
            .iter()
            .take(n.parallel)
            .map(|&c| c as f64)
            .product();
        self.alloc_partials(gpu, n)?;
        self.fits32 &= end_elems < i32::MAX as usize;
        Ok(())
    }

    /// The reductions' per-block partials and results for the grid.
    fn alloc_partials(&mut self, gpu: &Gpu, n: &Nest) -> Result<(), RunError> {
        self.nblocks = self.grid.iter().map(|&g| g as usize).product::<usize>();
        self.partials.clear();
        for r in &n.reductions {
            let bytes = r.ty.size_bytes().unwrap_or(8) as usize;
            self.partials
                .push((gpu.alloc(self.nblocks * bytes)?, gpu.alloc(bytes)?));
        }
        Ok(())
    }

    /// Put the arrays `n` writes back to their values in `env`, so that a kernel verified next
    /// is judged on what it wrote itself, never on what an earlier kernel left there (a kernel
    /// that writes nothing must fail, not pass on its predecessor's results).
    pub fn restore_outputs(&mut self, n: &Nest, env: &Env) -> Result<(), RunError> {
        for a in n.arrays.iter().filter(|a| a.writes > 0) {
            if let (Some(b), Some(data)) = (self.bufs.get_mut(&a.name), env.arrays.get(&a.name)) {
                fill_device(b, data, DevElem::of(&a.elem, data))?;
            }
        }
        Ok(())
    }

    /// The kernel variant to launch.
    pub fn kernel_name(&self, n: &Nest) -> String {
        mint_emit::names::kernel_variant_name(n.id, !self.fits32)
    }

    /// The kernel's arguments, in `mint_emit::kernel::kernel_params` order.
    pub fn args<'a>(
        &'a self,
        n: &Nest,
        plan: &KernelPlan,
        env: &Env,
    ) -> Result<Vec<KernelArg<'a>>, RunError> {
        let staged = plan.staged_array(n).map(str::to_string);
        mint_emit::kernel::kernel_params(n, plan)
            .iter()
            .map(|(ty, name)| {
                let view_z = staged.as_deref().and_then(|a| {
                    let nz = self.bufs.get(a)?.dims()[2] as i64;
                    crate::prepare::staged_view_ext_z(n, plan, env, nz)
                });
                match view_z {
                    Some(z) if name == mint_emit::kernel_opt::EXT[2] => Ok(KernelArg::I64(z)),
                    _ => self.arg(n, ty, name, env, staged.as_deref()),
                }
            })
            .collect()
    }

    /// The value of the kernel parameter `ty name` of nest `n` (what [`mint_param`] says it
    /// stands for); extents are those of the array `extents_of`.
    pub fn arg<'a>(
        &'a self,
        n: &Nest,
        ty: &str,
        name: &str,
        env: &Env,
        extents_of: Option<&str>,
    ) -> Result<KernelArg<'a>, RunError> {
        let Some(param) = mint_param(n, name) else {
            return Err(RunError(
                format!("internal: no value for kernel parameter `{ty} {name}`"),
                70,
            ));
        };
        Ok(match param {
            MintParam::Array(a) => KernelArg::Ptr(&self.bufs[&a]),
            MintParam::Pitch(a) => KernelArg::I64(self.bufs[&a].pitch_elems() as i64),
            MintParam::Slice(a) => KernelArg::I64(self.bufs[&a].slice_elems() as i64),
            MintParam::Lo(d) => KernelArg::I64(self.lo[d]),
            MintParam::Count(d) => KernelArg::I64(self.cnt[d]),
            MintParam::Blocks(d) => KernelArg::I64(self.blocks[d]),
            MintParam::Extent(d) => {
                let b = &self.bufs[extents_of.expect("extents only with staging")];
                KernelArg::I64(b.dims()[d] as i64)
            }
            MintParam::Scalar(s) => {
                let sc = n.scalars.iter().find(|x| x.name == s).expect("a scalar");
                let v = env
                    .scalars
                    .get(&s)
                    .copied()
                    .ok_or_else(|| RunError(format!("no value for `{s}`"), 1))?;
                scalar_arg(&sc.ty, v)
            }
            MintParam::Partial(i) => KernelArg::Ptr(&self.partials[i].0),
        })
    }

    /// Launch once (and the reductions' second step); the nest-only value of each reduction.
    pub fn launch_once(
        &self,
        gpu: &Gpu,
        module: &mint_gpu::Module,
        n: &Nest,
        args: &[KernelArg],
    ) -> Result<Vec<f64>, RunError> {
        self.launch_named(gpu, module, n, &self.kernel_name(n), args)
    }

    /// [`Prepared::launch_once`] of the kernel `name` of `module`.
    pub fn launch_named(
        &self,
        gpu: &Gpu,
        module: &mint_gpu::Module,
        n: &Nest,
        name: &str,
        args: &[KernelArg],
    ) -> Result<Vec<f64>, RunError> {
        let kernel = module.kernel(name)?;
        gpu.launch(kernel, self.grid, self.block, 0, args)?;
        let mut red = Vec::new();
        for (r, (part, out)) in n.reductions.iter().zip(&self.partials) {
            let rk = module.kernel(&mint_emit::names::reduce_kernel_name(r.op, &r.ty))?;
            let a = [
                KernelArg::Ptr(part),
                KernelArg::I64(self.nblocks as i64),
                KernelArg::Ptr(out),
            ];
            gpu.launch(rk, [1, 1, 1], [1024, 1, 1], 0, &a)?;
            red.push(match r.ty {
                Scalar::Double => out.to_host::<f64>()?[0],
                Scalar::Float => f64::from(out.to_host::<f32>()?[0]),
                Scalar::Long | Scalar::LongLong => out.to_host::<i64>()?[0] as f64,
                _ => f64::from(out.to_host::<i32>()?[0]),
            });
        }
        gpu.synchronize()?;
        Ok(red)
    }
}

/// Compare the device results (after one launch) with the CPU's ([`crate::verify`]): whether
/// they agree, the largest relative difference in the arrays, and what differs.
pub fn verify(
    p: &Prepared,
    n: &Nest,
    gpu_red: &[f64],
    exp: &Expected,
) -> Result<(bool, f64, Vec<String>), RunError> {
    verify_mode(p, n, gpu_red, exp, false)
}

/// [`verify`], bit for bit with `exact`.
pub fn verify_mode(
    p: &Prepared,
    n: &Nest,
    gpu_red: &[f64],
    exp: &Expected,
    exact: bool,
) -> Result<(bool, f64, Vec<String>), RunError> {
    let mut got = |name: &str| {
        let cpu = &exp.arrays[name];
        device_values(&p.bufs[name], cpu, dev_elem(n, name, cpu))
    };
    let v = crate::verify::judge(n, exp, &mut got, gpu_red, exact, p.fast_math)?;
    Ok((v.ok, v.max_rel, v.why))
}

#[allow(clippy::too_many_arguments)]
fn run_nest(
    gpu: &Gpu,
    module: &mint_gpu::Module,
    f: &FunctionInfo,
    n: &Nest,
    plan: &KernelPlan,
    env: &mut Env,
    o: &RunOptions,
    copy_gbps: f64,
    src: &str,
) -> Result<bool, RunError> {
    let line = n.line(src);
    if let Some(note) = coverage_note(n, env) {
        println!("{note}");
    }
    let p = prepare(gpu, f, n, plan, env, o.switches.align_interior)?;
    if let Some(note) = occupancy_note(n, &p.cnt, gpu.info()) {
        println!("{note}");
    }
    if p.points == 0.0 {
        println!(
            "  mint_kernel_{} (line {line}): empty iteration space, skipped",
            n.id
        );
        return Ok(true);
    }
    let args = p.args(n, plan, env)?;
    let gpu_red = p.launch_once(gpu, module, n, &args)?;
    // The program goes on from the CPU's results (they agree with the GPU's when verified).
    let exp = expected(n, env)?;
    let (ok, worst, why) = verify_mode(&p, n, &gpu_red, &exp, o.exact)?;
    for w in &why {
        println!("  mismatch in {w}");
    }
    let kname = p.kernel_name(n);
    let kernel = module.kernel(&kname)?;
    let t = gpu.time_kernel(|| gpu.launch(kernel, p.grid, p.block, 0, &args), 3, o.reps)?;
    let secs = t.median_ms * 1e-3;
    let attrs = kernel.attrs()?;
    let gbps = n.bytes_per_point as f64 * p.points / secs * 1e-9;
    println!(
        "  {kname} (line {line}, -O{}, {}): {} | {:.4} ms/sweep, {:.1} Gflop/s, {:.0} GB/s = {:.0}% of copy | {} registers, {} B shared, {} B spill | max rel diff {:.1e}",
        plan.level,
        n.schedule,
        status(ok, o.exact),
        t.median_ms,
        n.flops_per_point as f64 * p.points / secs * 1e-9,
        gbps,
        100.0 * gbps / copy_gbps,
        attrs.registers,
        attrs.static_shared_bytes,
        attrs.local_bytes,
        worst
    );
    Ok(ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn too_few_parallel_points_are_a_noted_cliff() {
        let info = mint_gpu::DeviceInfo {
            ordinal: 0,
            name: "test".into(),
            compute_capability: (9, 0),
            sm_count: 132,
            max_shared_per_block: 48 << 10,
            max_shared_per_block_optin: 227 << 10,
            max_shared_per_sm: 228 << 10,
            registers_per_sm: 65536,
            registers_per_block: 65536,
            max_threads_per_block: 1024,
            max_threads_per_sm: 2048,
            warp_size: 32,
            max_grid: [i32::MAX as u32, 65535, 65535],
            l2_bytes: 50 << 20,
            total_memory: 80 << 30,
            texture_pitch_alignment: 32,
            memory_clock_khz: None,
            memory_bus_bits: None,
            driver_version: (13, 0),
        };
        // nest(all) stopped at the z loop of a C89 nest: 64 points in parallel, 2 loops serial.
        let src = "void f(int nx, int ny, int nz, double a[nz][ny][nx], double b[nz][ny][nx]) {
#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
{
#pragma mint for nest(1)
for (int z = 1; z < nz - 1; z++) for (int y = 1; y < ny - 1; y++) for (int x = 1; x < nx - 1; x++)
    b[z][y][x] = a[z][y][x];
}
}";
        let p = mint_analyzer::analyze(&mint_lang::parse(src).unwrap()).unwrap();
        let n = &p.functions[0].nests[0];
        let note = occupancy_note(n, &[64, 1, 1], &info).expect("a note");
        assert!(
            note.contains("runs 64 points in parallel (1 parallel loop(s), 2 more run serially")
                && note.contains("make more loops parallel"),
            "{note}"
        );
        assert!(occupancy_note(n, &[1 << 20, 1, 1], &info).is_none());
    }
}
