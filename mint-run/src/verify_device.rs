//! Verification on the device: a candidate's output compared with the CPU reference where it
//! lies, in GPU memory, by a small comparison kernel ([`kernel_source`], compiled once with
//! NVRTC), so that a tuner does not copy a whole array back per candidate (at 16384^2 in double
//! that is 2 GB each time). Only a summary comes back: per block of the kernel, its worst
//! element (ratio, index, device value, CPU value, bound) and its largest relative difference,
//! which the host folds ([`summarize`]) into the [`Worst`] that [`compare_values`](crate::verify::compare_values) would give.
//!
//! Invariants:
//! - The judgement is [`crate::verify`]'s, element for element: the kernel evaluates
//!   [`judge_element`](crate::verify::judge_element)'s operations in the same order, in `double`, compiled with
//!   `--fmad=false` (the bound's product and sum rounded apart, as on the host), with the
//!   host's constants ([`Check::factor`], [`Check::floor`], [`rel_scale`] of the CPU array);
//!   blocks and threads combine by [`Worst::combine`], which is associative and commutative,
//!   so the worst element (largest ratio, lowest index among equals) and the largest relative
//!   difference are the host's whatever the grid. The unit tests run the kernel's text through
//!   the CPU emulator against [`compare_values`](crate::verify::compare_values).
//! - Only floating arrays whose device elements are the reference's own type (`float` with
//!   `F32`, `double` with `F64`) are compared here ([`DeviceRef::upload`] returns `None`
//!   otherwise); everything else, and any failure to compile, upload or launch, is compared on
//!   the host by the caller, saying so.
//! - A reference on the device is immutable: candidates' buffers are never the reference's.

use crate::error::RunError;
use crate::verify::{dense, finish, rel_scale, Check, Worst};
use mint_gpu::{DeviceBuffer, Gpu, KernelArg, Module};
use mint_ref::ArrayData;

/// The entry point for `double` arrays.
pub const ENTRY_F64: &str = "mint_verify_f64";
/// The entry point for `float` arrays.
pub const ENTRY_F32: &str = "mint_verify_f32";
/// Threads per block of the comparison kernel.
pub const BLOCK: u32 = 256;
/// Blocks at most (the summary the host reads is `FIELDS` doubles per block).
pub const MAX_BLOCKS: u32 = 1024;
/// Doubles per block in the summary: ratio, index, device value, CPU value, bound, max rel.
pub const FIELDS: usize = 6;

/// The comparison kernel's CUDA source (both entry points). Each thread keeps the worst of its
/// grid-stride elements (indices increase, so a tie keeps the lower one), each block combines
/// its threads' in shared memory and writes [`FIELDS`] doubles at `out[block * FIELDS]`.
pub fn kernel_source() -> String {
    format!(
        r#"// mint: a device array compared with the CPU reference (mint-run/src/verify_device.rs).
#define MINT_VERIFY_BLOCK {BLOCK}
template <typename T>
__device__ void mint_verify(const T *__restrict__ got, long pitch, long nx, long len,
                            const T *__restrict__ ref, const T *__restrict__ mag, long rpitch,
                            int has_mag,
                            double factor, double floor_, int exact, double scale,
                            double *__restrict__ out)
{{
    __shared__ double s_ratio[MINT_VERIFY_BLOCK];
    __shared__ long s_index[MINT_VERIFY_BLOCK];
    __shared__ double s_g[MINT_VERIFY_BLOCK];
    __shared__ double s_c[MINT_VERIFY_BLOCK];
    __shared__ double s_b[MINT_VERIFY_BLOCK];
    __shared__ double s_rel[MINT_VERIFY_BLOCK];
    const double inf = __longlong_as_double(0x7ff0000000000000LL);
    const double tiny = __longlong_as_double(0x0010000000000000LL);
    double w_ratio = -1.0, w_g = 0.0, w_c = 0.0, w_b = 0.0, w_rel = 0.0;
    long w_index = 0x7fffffffffffffffL;
    const long step = (long)gridDim.x * (long)blockDim.x;
    for (long i = (long)blockIdx.x * (long)blockDim.x + (long)threadIdx.x; i < len; i += step) {{
        const long x = i % nx, row = i / nx;
        double g = (double)got[x + row * pitch];
        double c = (double)ref[x + row * rpitch];
        double bound = 0.0;
        if (has_mag && !exact) {{
            double m = fabs((double)mag[x + row * rpitch]);
            double fm = factor * m;
            bound = fm + floor_;
        }}
        double diff = fabs(g - c);
        bool same = g == c || (g != g && c != c && !exact);
        double ratio = same ? 0.0 : ((diff != diff || bound == 0.0) ? inf : diff / bound);
        if (ratio != ratio) ratio = inf;
        double rel = same ? 0.0 : (diff != diff ? inf : diff / fmax(fmax(fabs(c), scale), tiny));
        if (rel > w_rel) w_rel = rel;
        if (ratio > w_ratio) {{
            w_ratio = ratio; w_index = i; w_g = g; w_c = c; w_b = bound;
        }}
    }}
    const unsigned t = threadIdx.x;
    s_ratio[t] = w_ratio; s_index[t] = w_index; s_g[t] = w_g; s_c[t] = w_c; s_b[t] = w_b;
    s_rel[t] = w_rel;
    __syncthreads();
    for (unsigned half = MINT_VERIFY_BLOCK / 2; half > 0; half /= 2) {{
        if (t < half) {{
            const unsigned o = t + half;
            if (s_ratio[o] > s_ratio[t] || (s_ratio[o] == s_ratio[t] && s_index[o] < s_index[t])) {{
                s_ratio[t] = s_ratio[o]; s_index[t] = s_index[o]; s_g[t] = s_g[o];
                s_c[t] = s_c[o]; s_b[t] = s_b[o];
            }}
            if (s_rel[o] > s_rel[t]) s_rel[t] = s_rel[o];
        }}
        __syncthreads();
    }}
    if (t == 0) {{
        double *o = out + (long)blockIdx.x * {FIELDS};
        o[0] = s_ratio[0]; o[1] = (double)s_index[0]; o[2] = s_g[0]; o[3] = s_c[0];
        o[4] = s_b[0]; o[5] = s_rel[0];
    }}
}}

extern "C" __global__ void __launch_bounds__(MINT_VERIFY_BLOCK)
{ENTRY_F64}(const double *__restrict__ got, long pitch, long nx, long len,
            const double *__restrict__ ref, const double *__restrict__ mag, long rpitch, int has_mag,
            double factor, double floor_, int exact, double scale, double *__restrict__ out)
{{
    mint_verify<double>(got, pitch, nx, len, ref, mag, rpitch, has_mag, factor, floor_, exact, scale, out);
}}

extern "C" __global__ void __launch_bounds__(MINT_VERIFY_BLOCK)
{ENTRY_F32}(const float *__restrict__ got, long pitch, long nx, long len,
            const float *__restrict__ ref, const float *__restrict__ mag, long rpitch, int has_mag,
            double factor, double floor_, int exact, double scale, double *__restrict__ out)
{{
    mint_verify<float>(got, pitch, nx, len, ref, mag, rpitch, has_mag, factor, floor_, exact, scale, out);
}}
"#
    )
}

/// NVRTC options of the comparison kernel for `arch`: no contraction (the host's roundings).
pub fn compile_options(arch: &str) -> mint_gpu::CompileOptions {
    mint_gpu::CompileOptions {
        arch: arch.to_string(),
        extra: vec!["--fmad=false".into()],
        ..mint_gpu::CompileOptions::default()
    }
}

/// Blocks of a comparison of `len` elements.
pub fn blocks_for(len: usize) -> u32 {
    len.div_ceil(BLOCK as usize).clamp(1, MAX_BLOCKS as usize) as u32
}

/// The [`Worst`] of a comparison from the kernel's summary (`FIELDS` doubles per block), folded
/// in block order by [`Worst::combine`]: what [`compare_values`](crate::verify::compare_values) gives for the same array.
pub fn summarize(partials: &[f64]) -> Worst {
    let w = partials
        .chunks_exact(FIELDS)
        .map(|p| Worst {
            ratio: p[0],
            // A block without elements reports the index `long` max with ratio -1.
            index: if p[0] < 0.0 {
                usize::MAX
            } else {
                p[1] as usize
            },
            gpu: p[2],
            cpu: p[3],
            bound: p[4],
            max_rel: p[5],
        })
        .fold(Worst::none(), Worst::combine);
    finish(w)
}

/// A reference array on the device: the CPU's values and magnitudes (dense, logical order),
/// with the host-side constant of the relative difference.
pub struct DeviceRef {
    values: DeviceBuffer,
    mags: Option<DeviceBuffer>,
    scale: f64,
    len: usize,
    float: bool,
}

impl DeviceRef {
    /// Bytes a reference of `cpu` (with magnitudes when `mags`) takes on the device.
    pub fn bytes(cpu: &ArrayData, mags: bool) -> usize {
        let elem = match cpu {
            ArrayData::F32(_) | ArrayData::I32(_) => 4,
            _ => 8,
        };
        cpu.shape().iter().product::<usize>() * elem * if mags { 2 } else { 1 }
    }

    /// Upload `cpu` and its magnitudes `mags` (same type); `None` for arrays this module does
    /// not compare (integers, or magnitudes of another type, or empty arrays).
    pub fn upload(
        gpu: &Gpu,
        cpu: &ArrayData,
        mags: Option<&ArrayData>,
    ) -> Result<Option<DeviceRef>, RunError> {
        let Some(dims) = dims_of(cpu.shape()) else {
            return Ok(None);
        };
        Ok(Some(match (cpu, mags) {
            (ArrayData::F64(c), m @ (None | Some(ArrayData::F64(_)))) => DeviceRef {
                values: put(gpu, dims, &dense(c))?,
                mags: match m {
                    Some(ArrayData::F64(m)) => Some(put(gpu, dims, &dense(m))?),
                    _ => None,
                },
                scale: rel_scale(&dense(c)),
                len: c.len(),
                float: false,
            },
            (ArrayData::F32(c), m @ (None | Some(ArrayData::F32(_)))) => DeviceRef {
                values: put(gpu, dims, &dense(c))?,
                mags: match m {
                    Some(ArrayData::F32(m)) => Some(put(gpu, dims, &dense(m))?),
                    _ => None,
                },
                scale: rel_scale(&dense(c)),
                len: c.len(),
                float: true,
            },
            _ => return Ok(None),
        }))
    }
}

/// The device extents `[nx, ny, nz]` of an array of `shape` (outermost first; dimensions beyond
/// the third folded into z), `None` when it has no element.
fn dims_of(shape: &[usize]) -> Option<[usize; 3]> {
    let n = shape.len();
    let d = match n {
        0 => [1, 1, 1],
        1 => [shape[0], 1, 1],
        2 => [shape[1], shape[0], 1],
        _ => [shape[n - 1], shape[n - 2], shape[..n - 2].iter().product()],
    };
    d.iter().all(|&x| x > 0).then_some(d)
}

/// A pitched device copy of the dense array `x` of extents `dims`: pitched like the runtime's
/// arrays (a linear copy of a 2 GB array as one row would pass the driver's largest pitch).
fn put<T: mint_gpu::Element>(
    gpu: &Gpu,
    dims: [usize; 3],
    x: &[T],
) -> Result<DeviceBuffer, RunError> {
    let mut b = gpu.alloc_pitched(std::mem::size_of::<T>(), dims[0], dims[1], dims[2])?;
    b.copy_from_host(x)?;
    Ok(b)
}

/// The comparison kernel, loaded on a device.
pub struct Comparer {
    module: Module,
}

impl Comparer {
    /// Compile ([`kernel_source`]) and load the kernel on `gpu`.
    pub fn new(gpu: &Gpu) -> Result<Comparer, RunError> {
        let opts = compile_options(&gpu.info().arch());
        let c = mint_gpu::compile_kernel(&kernel_source(), ENTRY_F64, &opts)?;
        let module = gpu.load(&c.ptx, &[ENTRY_F64, ENTRY_F32])?;
        Ok(Comparer { module })
    }

    /// Compare the device array `got` (the reference's shape, elements of its type, pitched
    /// as the runtime lays arrays out) with `r` under `check`: the worst element, as
    /// [`compare_values`](crate::verify::compare_values) finds it.
    pub fn compare(
        &self,
        gpu: &Gpu,
        got: &DeviceBuffer,
        r: &DeviceRef,
        check: &Check,
    ) -> Result<Worst, RunError> {
        let elem = if r.float { 4 } else { 8 };
        if got.len() != r.len || got.elem_bytes() != elem {
            return Err(RunError(
                format!(
                    "internal: device comparison of a {:?} array of {} B elements with a reference of {} elements of {elem} B",
                    got.dims(),
                    got.elem_bytes(),
                    r.len
                ),
                70,
            ));
        }
        if r.mags
            .as_ref()
            .is_some_and(|m| m.pitch_elems() != r.values.pitch_elems())
        {
            return Err(RunError(
                "internal: the reference's values and magnitudes have different pitches".into(),
                70,
            ));
        }
        let blocks = blocks_for(r.len);
        let out = gpu.alloc(blocks as usize * FIELDS * 8)?;
        let kernel = self
            .module
            .kernel(if r.float { ENTRY_F32 } else { ENTRY_F64 })?;
        let args = [
            KernelArg::Ptr(got),
            KernelArg::I64(got.pitch_elems() as i64),
            KernelArg::I64(got.dims()[0] as i64),
            KernelArg::I64(r.len as i64),
            KernelArg::Ptr(&r.values),
            KernelArg::Ptr(r.mags.as_ref().unwrap_or(&r.values)),
            KernelArg::I64(r.values.pitch_elems() as i64),
            KernelArg::I32(i32::from(r.mags.is_some())),
            KernelArg::F64(check.factor()),
            KernelArg::F64(check.floor(r.float)),
            KernelArg::I32(i32::from(check.exact)),
            KernelArg::F64(r.scale),
            KernelArg::Ptr(&out),
        ];
        gpu.launch(kernel, [blocks, 1, 1], [BLOCK, 1, 1], 0, &args)?;
        gpu.synchronize()?;
        Ok(summarize(&out.to_host::<f64>()?))
    }
}

/// Device memory left free beside the references kept: a sixteenth of the device, at least
/// 1 GiB (module loads, the comparison's summary, the driver's own needs).
fn headroom(total: usize) -> usize {
    (total / 16).max(1 << 30)
}

/// Reference states on the device, by key (a step count, an array name): each uploaded once and
/// kept while the device's free memory allows (queried before each upload, [`headroom`] left);
/// beyond that, one more held in a single spare slot, replaced (uploaded again) when another
/// key is asked for.
pub struct RefStore<K> {
    kept: Vec<(K, DeviceRef)>,
    spare: Option<(K, DeviceRef)>,
    /// Seconds spent uploading.
    pub upload_s: f64,
    /// Uploads into the spare slot (re-uploads when states take turns there).
    pub spare_uploads: usize,
}

impl<K: PartialEq + Clone> Default for RefStore<K> {
    fn default() -> Self {
        RefStore {
            kept: Vec::new(),
            spare: None,
            upload_s: 0.0,
            spare_uploads: 0,
        }
    }
}

impl<K: PartialEq + Clone> RefStore<K> {
    /// The reference for `key` (the CPU's `cpu` with magnitudes `mags`), uploaded if it is not
    /// on the device; `None` when this module does not compare such arrays.
    pub fn get(
        &mut self,
        gpu: &Gpu,
        key: &K,
        cpu: &ArrayData,
        mags: Option<&ArrayData>,
    ) -> Result<Option<&DeviceRef>, RunError> {
        if let Some(i) = self.kept.iter().position(|(k, _)| k == key) {
            return Ok(Some(&self.kept[i].1));
        }
        if self.spare.as_ref().is_some_and(|(k, _)| k == key) {
            return Ok(self.spare.as_ref().map(|(_, r)| r));
        }
        let need = DeviceRef::bytes(cpu, mags.is_some());
        let (free, total) = gpu.memory_info()?;
        let keep = free > need.saturating_add(headroom(total));
        if !keep {
            // Free the spare's memory before the new upload.
            self.spare = None;
        }
        let t = std::time::Instant::now();
        let r = DeviceRef::upload(gpu, cpu, mags)?;
        self.upload_s += t.elapsed().as_secs_f64();
        let Some(r) = r else {
            return Ok(None);
        };
        if keep {
            self.kept.push((key.clone(), r));
            Ok(self.kept.last().map(|(_, r)| r))
        } else {
            self.spare_uploads += 1;
            self.spare = Some((key.clone(), r));
            Ok(self.spare.as_ref().map(|(_, r)| r))
        }
    }
}

/// Verification on the device for a search: the kernel and the references, or why it is off
/// (then every candidate is compared on the host).
pub struct DeviceVerify<K> {
    comparer: Option<Comparer>,
    /// The references on the device.
    pub store: RefStore<K>,
    /// Why the device comparison is off (compile, load or a failed comparison), if it is.
    pub off: Option<String>,
    /// Comparisons made on the device, and on the host.
    pub counts: (usize, usize),
}

impl<K: PartialEq + Clone> DeviceVerify<K> {
    /// The comparison kernel compiled and loaded on `gpu`; if that fails, off (said in `off`).
    pub fn new(gpu: &Gpu) -> DeviceVerify<K> {
        let (comparer, off) = match Comparer::new(gpu) {
            Ok(c) => (Some(c), None),
            Err(RunError(e, _)) => (None, Some(format!("the comparison kernel: {e}"))),
        };
        DeviceVerify {
            comparer,
            store: RefStore::default(),
            off,
            counts: (0, 0),
        }
    }

    /// The worst element of `got` against the reference `key` (`cpu`, `mags`) under `check`:
    /// on the device where it can be, else `Ok(None)` (the caller compares on the host and
    /// counts it with [`DeviceVerify::host_compared`]). A device failure turns the device
    /// comparison off for the rest of the search (said in `off`), never into a verdict.
    pub fn compare(
        &mut self,
        gpu: &Gpu,
        got: &DeviceBuffer,
        key: &K,
        cpu: &ArrayData,
        mags: Option<&ArrayData>,
        check: &Check,
    ) -> Option<Worst> {
        let comparer = self.comparer.as_ref()?;
        let r = match self.store.get(gpu, key, cpu, mags) {
            Ok(Some(r)) => r,
            Ok(None) => return None,
            Err(RunError(e, _)) => {
                self.off = Some(format!("uploading the reference: {e}"));
                self.comparer = None;
                return None;
            }
        };
        match comparer.compare(gpu, got, r, check) {
            Ok(w) => {
                self.counts.0 += 1;
                Some(w)
            }
            Err(RunError(e, _)) => {
                self.off = Some(format!("comparing on the device: {e}"));
                self.comparer = None;
                None
            }
        }
    }

    /// Count a comparison made on the host.
    pub fn host_compared(&mut self) {
        self.counts.1 += 1;
    }

    /// Where the comparisons ran, for the report: `device`, `host`, or `device N, host M`
    /// (with why the device was off).
    pub fn summary(&self) -> String {
        let where_ = match self.counts {
            (_, 0) => "device".to_string(),
            (0, _) => "host".to_string(),
            (d, h) => format!("device {d}, host {h}"),
        };
        match &self.off {
            Some(why) => format!("{where_} (device comparison off: {why})"),
            None => where_,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::device_elem::DevElem;
    use crate::emulate::{layout, Arg, Launch};
    use crate::verify::{compare_values, Values};
    use ndarray::{ArrayD, IxDyn};
    use std::collections::HashMap;

    /// The same element: every field equal, bit for bit (NaN too).
    fn same(a: &Worst, b: &Worst) -> bool {
        let bits = |w: &Worst| [w.ratio, w.gpu, w.cpu, w.bound, w.max_rel].map(f64::to_bits);
        a.index == b.index && bits(a) == bits(b)
    }

    /// The comparison kernel run by the CPU emulator over `got` (laid out with column 1
    /// aligned, so its pitch is not the reference's) against `cpu` and `mags`: the summary of a
    /// grid of 3 blocks, folded by [`summarize`].
    fn emulated(
        got: &ArrayData,
        cpu: &ArrayData,
        mags: Option<&ArrayData>,
        check: &Check,
    ) -> Worst {
        let float = matches!(cpu, ArrayData::F32(_));
        let dev = if float { DevElem::F32 } else { DevElem::F64 };
        let blocks = 3u32;
        let out = ArrayData::F64(ArrayD::zeros(IxDyn(&[blocks as usize * FIELDS])));
        let mut arrays = HashMap::new();
        let mut layouts = HashMap::new();
        let mag = mags.cloned().unwrap_or_else(|| cpu.clone());
        for (name, a, align) in [("got", got, 1), ("ref", cpu, 0), ("mag", &mag, 0)] {
            layouts.insert(name.to_string(), layout(a, dev, align));
            arrays.insert(name.to_string(), a.clone());
        }
        layouts.insert("out".to_string(), layout(&out, DevElem::F64, 0));
        arrays.insert("out".to_string(), out);
        let (g, r) = (layouts["got"], layouts["ref"]);
        assert_ne!(g.pitch, r.pitch, "the test wants pitches that differ");
        let len = cpu.shape().iter().product::<usize>();
        let source = kernel_source();
        let launch = Launch {
            source: &source,
            entry: if float { ENTRY_F32 } else { ENTRY_F64 },
            grid: [blocks, 1, 1],
            block: [BLOCK, 1, 1],
            args: vec![
                Arg::Array("got".into()),
                Arg::Long(g.pitch as i64),
                Arg::Long(g.dims[0] as i64),
                Arg::Long(len as i64),
                Arg::Array("ref".into()),
                Arg::Array("mag".into()),
                Arg::Long(r.pitch as i64),
                Arg::Int(i32::from(mags.is_some())),
                Arg::Double(check.factor()),
                Arg::Double(check.floor(float)),
                Arg::Int(i32::from(check.exact)),
                Arg::Double(rel_scale(&cpu.to_f64_vec())),
                Arg::Array("out".into()),
            ],
            reductions: vec![],
            shared_bytes: 0,
        };
        let o = crate::emulate::run(&launch, &arrays, &layouts).expect("the emulated comparison");
        summarize(&o.arrays["out"].to_f64_vec())
    }

    fn check(ops: u32, float: bool, exact: bool) -> Check {
        Check {
            u: if float {
                f64::from(f32::EPSILON) / 2.0
            } else {
                f64::EPSILON / 2.0
            },
            ops,
            exact,
            fast: false,
        }
    }

    /// A 2-D array of 23 x 41 values (more elements than the grid's threads: the grid-stride
    /// loop runs twice for some), values of both signs and sizes.
    fn data() -> Vec<f64> {
        let mut x = 12345u64;
        (0..23 * 41)
            .map(|i| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let u = (x >> 11) as f64 / (1u64 << 53) as f64;
                (u - 0.3) * if i % 7 == 0 { 1e3 } else { 1.0 }
            })
            .collect()
    }

    fn f64s(v: &[f64]) -> ArrayData {
        ArrayData::F64(ArrayD::from_shape_vec(IxDyn(&[23, 41]), v.to_vec()).unwrap())
    }

    fn f32s(v: &[f64]) -> ArrayData {
        let v: Vec<f32> = v.iter().map(|&x| x as f32).collect();
        ArrayData::F32(ArrayD::from_shape_vec(IxDyn(&[23, 41]), v).unwrap())
    }

    #[test]
    fn the_summary_of_no_blocks_or_empty_ones_is_the_default() {
        assert_eq!(summarize(&[]), Worst::default());
        let empty = [-1.0, 9.2e18, 0.0, 0.0, 0.0, 0.0];
        assert_eq!(summarize(&empty), Worst::default());
        // Ties keep the lower index whatever the block order.
        let a = [2.0, 7.0, 1.0, 1.0, 0.5, 0.1];
        let b = [2.0, 3.0, 1.0, 1.0, 0.5, 0.2];
        let w = summarize(&[a, b].concat());
        assert_eq!((w.index, w.max_rel), (3, 0.2));
        assert_eq!(summarize(&[b, a].concat()).index, 3);
    }

    #[test]
    fn the_device_kernel_judges_as_compare_values_does() {
        if !crate::emulate::available() {
            println!("[SKIP] no C++20 compiler for the emulator");
            return;
        }
        let c = data();
        let m: Vec<f64> = c.iter().map(|v| 3.0 * v.abs() + 0.25).collect();
        // Double: most within the bound (a few ulp), two equal violations (the lower index
        // must be named), a NaN where the CPU has none (infinitely far, but the named index is
        // the first infinite one: 800), and the relative difference's floor at work.
        let mut g = c.clone();
        for (i, v) in g.iter_mut().enumerate() {
            *v += (i % 5) as f64 * f64::EPSILON * v.abs();
        }
        g[100] += 1e-3;
        g[900] = f64::NAN;
        g[800] = f64::INFINITY;
        let chk = check(9, false, false);
        let (cpu, mags) = (f64s(&c), f64s(&m));
        let host = compare_values(&Values::F64(g.clone()), &cpu, Some(&mags), &chk);
        let dev = emulated(&f64s(&g), &cpu, Some(&mags), &chk);
        assert!(host.ratio.is_infinite() && host.index == 800, "{host:?}");
        assert!(same(&host, &dev), "host {host:?}\ndevice {dev:?}");
        // Within the bound everywhere: the verdict and the largest relative difference agree.
        let mut g2 = c.clone();
        for (i, v) in g2.iter_mut().enumerate() {
            *v += (i % 3) as f64 * f64::EPSILON * v.abs();
        }
        let host = compare_values(&Values::F64(g2.clone()), &cpu, Some(&mags), &chk);
        let dev = emulated(&f64s(&g2), &cpu, Some(&mags), &chk);
        assert!(host.ratio <= 1.0 && host.max_rel > 0.0, "{host:?}");
        assert!(same(&host, &dev), "host {host:?}\ndevice {dev:?}");
        // Float, exact mode (bit equality; NaN against NaN fails), without magnitudes.
        let mut cf = c.clone();
        cf[5] = f64::NAN;
        let mut gf = cf.clone();
        gf[300] *= 1.0 + f64::from(f32::EPSILON);
        let chk = check(9, true, true);
        let host = compare_values(
            &Values::F32(gf.iter().map(|&x| x as f32).collect()),
            &f32s(&cf),
            None,
            &chk,
        );
        let dev = emulated(&f32s(&gf), &f32s(&cf), None, &chk);
        assert!(host.ratio.is_infinite() && host.index == 5, "{host:?}");
        assert!(same(&host, &dev), "host {host:?}\ndevice {dev:?}");
    }
}
