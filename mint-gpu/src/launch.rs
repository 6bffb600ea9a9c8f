//! Loading PTX into modules ([`Gpu::load`]), kernel attributes ([`FunctionAttrs`]) and launches
//! with a dynamic argument list ([`Gpu::launch`], [`KernelArg`]).

use std::ffi::{c_int, c_uint, c_void, CString};
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use cudarc::driver::sys::{self, CUfunction_attribute as FAttr, CUjit_option, CUresult};

use crate::device::{check, describe, Context};
use crate::nvrtc::{ptx_entry_points, ptx_param_count};
use crate::{DeviceBuffer, Gpu, GpuError};

/// What the compiler and driver say about one kernel (`cuFuncGetAttribute`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FunctionAttrs {
    /// Registers per thread.
    pub registers: u32,
    /// Statically allocated shared memory per block (bytes).
    pub static_shared_bytes: usize,
    /// Local memory per thread (bytes): register spills and local arrays; 0 is what a fast
    /// stencil kernel has.
    pub local_bytes: usize,
    /// Constant memory used (bytes).
    pub const_bytes: usize,
    /// The most threads per block this kernel can be launched with (less than the device's
    /// limit when it uses many registers).
    pub max_threads_per_block: u32,
    /// The dynamic shared memory a launch may ask for now (bytes); [`Gpu::launch`] raises it up
    /// to the device's opt-in limit when asked for more.
    pub max_dynamic_shared_bytes: usize,
    /// PTX virtual architecture the kernel was compiled for, e.g. 90.
    pub ptx_version: u32,
    /// Binary architecture it runs as, e.g. 90.
    pub binary_version: u32,
}

impl fmt::Display for FunctionAttrs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} registers/thread, {} B static shared, {} B local (spill), {} B const, \
             max {} threads/block, sm_{} binary from compute_{} PTX",
            self.registers,
            self.static_shared_bytes,
            self.local_bytes,
            self.const_bytes,
            self.max_threads_per_block,
            self.binary_version,
            self.ptx_version
        )
    }
}

/// A loaded module, unloaded when it and all its [`Kernel`]s are dropped.
struct ModuleHandle {
    ctx: Arc<Context>,
    module: sys::CUmodule,
}

// SAFETY: module handles are identifiers usable from any thread with the context current.
unsafe impl Send for ModuleHandle {}
unsafe impl Sync for ModuleHandle {}

impl Drop for ModuleHandle {
    fn drop(&mut self) {
        // SAFETY: loaded in `Gpu::load`, unloaded only here; a failure only leaks it.
        if self.ctx.bind().is_ok() {
            let _ = unsafe { sys::cuModuleUnload(self.module) };
        }
    }
}

struct KernelInner {
    name: String,
    func: sys::CUfunction,
    module: Arc<ModuleHandle>,
    /// Byte size of each parameter, from `cuFuncGetParamInfo`; `None` if the driver cannot say.
    params: Option<Vec<usize>>,
    max_threads: u32,
    static_shared: usize,
    /// The dynamic shared memory limit set on the function so far.
    dyn_shared_limit: AtomicUsize,
}

// SAFETY: as for `ModuleHandle`.
unsafe impl Send for KernelInner {}
unsafe impl Sync for KernelInner {}

/// One kernel of a loaded [`Module`]. Cheap to clone; keeps its module loaded.
#[derive(Clone)]
pub struct Kernel {
    inner: Arc<KernelInner>,
}

impl fmt::Debug for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Kernel")
            .field("name", &self.inner.name)
            .field("params", &self.inner.params)
            .finish()
    }
}

/// A PTX module loaded on the device, with the kernels that were asked for.
#[derive(Debug, Clone)]
pub struct Module {
    kernels: Vec<Kernel>,
    log: String,
}

impl Module {
    /// The kernel called `name` (one of the names given to [`Gpu::load`]).
    pub fn kernel(&self, name: &str) -> Result<&Kernel, GpuError> {
        self.kernels
            .iter()
            .find(|k| k.name() == name)
            .ok_or_else(|| {
                GpuError::Invalid(format!(
                    "kernel `{name}` was not asked for when the module was loaded (loaded: {:?})",
                    self.kernels.iter().map(Kernel::name).collect::<Vec<_>>()
                ))
            })
    }

    /// The kernels, in the order their names were given to [`Gpu::load`].
    pub fn kernels(&self) -> &[Kernel] {
        &self.kernels
    }

    /// The driver's JIT messages (PTX to machine code), usually empty.
    pub fn jit_log(&self) -> &str {
        &self.log
    }
}

impl Kernel {
    /// The kernel's name (its PTX `.entry`).
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// The byte size of each parameter, as the driver reports them (`cuFuncGetParamInfo`), or
    /// `None` where the driver cannot say. [`Gpu::launch`] checks arguments against these.
    pub fn param_sizes(&self) -> Option<&[usize]> {
        self.inner.params.as_deref()
    }

    /// Registers, shared and local memory and limits of this kernel, asked of the driver now.
    pub fn attrs(&self) -> Result<FunctionAttrs, GpuError> {
        self.inner.module.ctx.bind()?;
        func_attrs(self.inner.func, &self.inner.name)
    }
}

fn func_attr(func: sys::CUfunction, a: FAttr, name: &str) -> Result<i32, GpuError> {
    let mut v: c_int = 0;
    // SAFETY: `func` is a live function of a loaded module whose context is current.
    check(
        unsafe { sys::cuFuncGetAttribute(&mut v, a, func) },
        &format!("cuFuncGetAttribute({a:?}) of `{name}`"),
    )?;
    Ok(v)
}

fn func_attrs(func: sys::CUfunction, name: &str) -> Result<FunctionAttrs, GpuError> {
    let get = |a| func_attr(func, a, name).map(|v| v.max(0) as u32);
    Ok(FunctionAttrs {
        registers: get(FAttr::CU_FUNC_ATTRIBUTE_NUM_REGS)?,
        static_shared_bytes: get(FAttr::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)? as usize,
        local_bytes: get(FAttr::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)? as usize,
        const_bytes: get(FAttr::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES)? as usize,
        max_threads_per_block: get(FAttr::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        max_dynamic_shared_bytes: get(FAttr::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)?
            as usize,
        ptx_version: get(FAttr::CU_FUNC_ATTRIBUTE_PTX_VERSION)?,
        binary_version: get(FAttr::CU_FUNC_ATTRIBUTE_BINARY_VERSION)?,
    })
}

/// The byte sizes of a kernel's `count` parameters (counted in its PTX entry), from the
/// driver, or `None` if the driver cannot tell. Only indices below the count are asked: asking
/// past the last parameter fails with CUDA_ERROR_INVALID_VALUE, an API error that
/// compute-sanitizer reports.
fn param_sizes(func: sys::CUfunction, count: Option<usize>) -> Option<Vec<usize>> {
    (0..count?)
        .map(|i| {
            let (mut offset, mut size) = (0usize, 0usize);
            // SAFETY: `func` is live and its context current; both out-pointers are valid; `i`
            // is below the parameter count.
            match unsafe { sys::cuFuncGetParamInfo(func, i, &mut offset, &mut size) } {
                CUresult::CUDA_SUCCESS => Some(size),
                _ => None,
            }
        })
        .collect()
}

/// One kernel argument. Kernels take, in order, device pointers, `long`s and scalars (see
/// `mint_emit::kernel::kernel_params` for the order the translator uses).
#[derive(Debug, Clone, Copy)]
pub enum KernelArg<'a> {
    /// A device array (`double *`, `const float *__restrict__`, ...).
    Ptr(&'a DeviceBuffer),
    /// A device array whose element indices are shifted: its pointer plus a signed number of
    /// bytes. A slab of a larger array (planes `a0..a1` of a multi-GPU split) passed with the
    /// shift `-a0 * plane bytes` takes the larger array's indices; the kernel must touch only the
    /// slab's elements.
    PtrShift(&'a DeviceBuffer, i64),
    /// A `long` (pitches, slices, bounds, extents).
    I64(i64),
    /// An `int`.
    I32(i32),
    /// A `double`.
    F64(f64),
    /// A `float`.
    F32(f32),
}

impl KernelArg<'_> {
    /// Bytes the argument occupies in the parameter buffer.
    pub fn size(&self) -> usize {
        match self {
            KernelArg::Ptr(_) | KernelArg::PtrShift(..) | KernelArg::I64(_) | KernelArg::F64(_) => {
                8
            }
            KernelArg::I32(_) | KernelArg::F32(_) => 4,
        }
    }

    /// The C type the argument stands for, for messages.
    pub fn c_type(&self) -> &'static str {
        match self {
            KernelArg::Ptr(_) | KernelArg::PtrShift(..) => "pointer",
            KernelArg::I64(_) => "long",
            KernelArg::I32(_) => "int",
            KernelArg::F64(_) => "double",
            KernelArg::F32(_) => "float",
        }
    }

    /// The value's bytes (native order), padded to 8.
    fn slot(&self) -> [u8; 8] {
        let mut s = [0u8; 8];
        match *self {
            KernelArg::Ptr(b) => s.copy_from_slice(&b.device_ptr().to_ne_bytes()),
            KernelArg::PtrShift(b, shift) => {
                let p = b.device_ptr().wrapping_add_signed(shift);
                s.copy_from_slice(&p.to_ne_bytes())
            }
            KernelArg::I64(v) => s.copy_from_slice(&v.to_ne_bytes()),
            KernelArg::F64(v) => s.copy_from_slice(&v.to_ne_bytes()),
            KernelArg::I32(v) => s[..4].copy_from_slice(&v.to_ne_bytes()),
            KernelArg::F32(v) => s[..4].copy_from_slice(&v.to_ne_bytes()),
        }
        s
    }
}

/// Checks `args` against the parameter sizes the driver reported.
fn check_args(name: &str, params: &[usize], args: &[KernelArg]) -> Result<(), String> {
    if params.len() != args.len() {
        return Err(format!(
            "kernel `{name}` takes {} parameters (byte sizes {params:?}) but {} arguments were \
             given ({})",
            params.len(),
            args.len(),
            args.iter()
                .map(|a| a.c_type())
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    for (i, (p, a)) in params.iter().zip(args).enumerate() {
        if *p != a.size() {
            return Err(format!(
                "argument {i} of kernel `{name}` is a {} ({} bytes) but parameter {i} has {p} bytes",
                a.c_type(),
                a.size()
            ));
        }
    }
    Ok(())
}

impl Gpu {
    /// Loads PTX (from [`crate::compile_kernel`]) and looks up the kernels named. The driver
    /// compiles the PTX for the device here (JIT).
    ///
    /// Errors: [`GpuError::Compile`] with the driver's JIT log if the PTX is rejected (e.g. a
    /// PTX version newer than the driver, or an architecture the device is not) or a kernel is
    /// not in it; [`GpuError::OutOfMemory`]; [`GpuError::Driver`] otherwise.
    pub fn load(&self, ptx: &str, kernel_names: &[&str]) -> Result<Module, GpuError> {
        // The CUBIN NVRTC made with this PTX for this device, if this process compiled it
        // (`crate::cubins`): no JIT. Should the driver refuse it, the PTX is loaded as before.
        if let Some(cubin) = crate::cubins::find(ptx, &self.info().arch()) {
            if let Ok(m) = self.load_image(&cubin, ptx, kernel_names) {
                return Ok(m);
            }
        }
        let image = CString::new(ptx).map_err(|e| GpuError::Compile {
            log: format!("the PTX contains a NUL byte at offset {}", e.nul_position()),
        })?;
        self.load_image(image.as_bytes_with_nul(), ptx, kernel_names)
    }

    /// Load a module image (NUL-terminated `ptx`, or the CUBIN made with it) and look up the
    /// kernels named (their parameters as `ptx` declares them).
    fn load_image(
        &self,
        image: &[u8],
        ptx: &str,
        kernel_names: &[&str],
    ) -> Result<Module, GpuError> {
        self.ctx.bind()?;
        const LOG: usize = 16 << 10;
        let mut error_log = vec![0u8; LOG];
        let mut info_log = vec![0u8; LOG];
        let mut options = [
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            CUjit_option::CU_JIT_INFO_LOG_BUFFER,
            CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
        ];
        // Sizes are passed as the pointer-sized value itself (the driver's convention).
        let mut values: [*mut c_void; 4] = [
            error_log.as_mut_ptr().cast(),
            LOG as *mut c_void,
            info_log.as_mut_ptr().cast(),
            LOG as *mut c_void,
        ];
        let mut module: sys::CUmodule = std::ptr::null_mut();
        // SAFETY: the context is current; `image` is NUL-terminated PTX or a CUBIN; the log buffers hold
        // `LOG` bytes each and outlive the call; the option arrays have 4 entries each.
        let r = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                image.as_ptr().cast(),
                options.len() as c_uint,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        let text = |buf: &[u8]| {
            let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
            String::from_utf8_lossy(&buf[..end]).trim_end().to_string()
        };
        let (error_log, info_log) = (text(&error_log), text(&info_log));
        match r {
            CUresult::CUDA_SUCCESS => {}
            CUresult::CUDA_ERROR_OUT_OF_MEMORY => {
                return Err(GpuError::OutOfMemory(format!(
                    "loading a module of {} bytes of PTX: {}",
                    ptx.len(),
                    describe(r)
                )))
            }
            _ => {
                return Err(GpuError::Compile {
                    log: format!(
                        "{}the CUDA driver could not load the PTX for {} ({}): {}",
                        with_newline(&error_log),
                        self.info().arch(),
                        self.info().name,
                        describe(r)
                    ),
                })
            }
        }
        let handle = Arc::new(ModuleHandle {
            ctx: self.ctx.clone(),
            module,
        });
        let mut kernels = Vec::with_capacity(kernel_names.len());
        for &name in kernel_names {
            kernels.push(self.kernel_of(&handle, name, ptx)?);
        }
        Ok(Module {
            kernels,
            log: info_log,
        })
    }

    fn kernel_of(
        &self,
        handle: &Arc<ModuleHandle>,
        name: &str,
        ptx: &str,
    ) -> Result<Kernel, GpuError> {
        let missing = || GpuError::Compile {
            log: format!(
                "the PTX has no kernel `{name}` (its entry points: {:?}); declare it \
                 `extern \"C\" __global__`",
                ptx_entry_points(ptx)
            ),
        };
        let cname = CString::new(name).map_err(|_| missing())?;
        let mut func: sys::CUfunction = std::ptr::null_mut();
        // SAFETY: the module is loaded and its context current; `cname` is NUL-terminated.
        match unsafe { sys::cuModuleGetFunction(&mut func, handle.module, cname.as_ptr()) } {
            CUresult::CUDA_SUCCESS => {}
            CUresult::CUDA_ERROR_NOT_FOUND => return Err(missing()),
            r => check(r, &format!("cuModuleGetFunction(`{name}`)"))?,
        }
        let attrs = func_attrs(func, name)?;
        Ok(Kernel {
            inner: Arc::new(KernelInner {
                name: name.to_string(),
                func,
                module: handle.clone(),
                params: param_sizes(func, ptx_param_count(ptx, name)),
                max_threads: attrs.max_threads_per_block,
                static_shared: attrs.static_shared_bytes,
                dyn_shared_limit: AtomicUsize::new(attrs.max_dynamic_shared_bytes),
            }),
        })
    }

    /// Launches `kernel` on a `grid` of blocks of `block` threads with `shared_bytes` of dynamic
    /// shared memory, asynchronously (on the default stream, in order with copies and other
    /// launches).
    ///
    /// Before launching, the arguments are checked against the kernel's parameter list (count
    /// and sizes), and the block against the kernel's thread limit; dynamic shared memory over
    /// the default 48 KiB is opted into up to the device's limit.
    ///
    /// Errors: [`GpuError::Launch`] with the kernel, the configuration and the CUDA error name
    /// and message. A kernel that fails while running is reported by the next synchronizing
    /// call ([`Gpu::synchronize`], a copy to the host, timing).
    pub fn launch(
        &self,
        kernel: &Kernel,
        grid: [u32; 3],
        block: [u32; 3],
        shared_bytes: u32,
        args: &[KernelArg],
    ) -> Result<(), GpuError> {
        self.launch_in(self.ctx.stream, kernel, grid, block, shared_bytes, args)
    }

    /// [`Gpu::launch`] on `stream` (the default stream or one of this context's).
    pub(crate) fn launch_in(
        &self,
        stream: sys::CUstream,
        kernel: &Kernel,
        grid: [u32; 3],
        block: [u32; 3],
        shared_bytes: u32,
        args: &[KernelArg],
    ) -> Result<(), GpuError> {
        let k = &kernel.inner;
        let config = || {
            format!(
                "`{}` (grid {}x{}x{}, block {}x{}x{}, {} B dynamic shared)",
                k.name, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared_bytes
            )
        };
        let fail = |msg: String| Err(GpuError::Launch(format!("{}: {msg}", config())));
        if !self.same_context(&k.module.ctx) {
            return fail("the kernel was loaded through another Gpu handle".into());
        }
        if args
            .iter()
            .any(|a| matches!(a, KernelArg::Ptr(b) | KernelArg::PtrShift(b, _) if !self.same_context(&b.ctx)))
        {
            return fail("a buffer argument belongs to another Gpu handle".into());
        }
        if let Some(params) = &k.params {
            if let Err(msg) = check_args(&k.name, params, args) {
                return fail(msg);
            }
        }
        if grid.contains(&0) || block.contains(&0) {
            return fail("grid and block extents must be at least 1".into());
        }
        let threads = block.iter().map(|&b| b as u64).product::<u64>();
        if threads > k.max_threads as u64 {
            return fail(format!(
                "{threads} threads per block, but this kernel can have at most {} (its register \
                 use limits it)",
                k.max_threads
            ));
        }
        let info = self.info();
        if let Some(d) = (0..3).find(|&d| grid[d] > info.max_grid[d]) {
            return fail(format!(
                "grid extent {} in dimension {d} exceeds the device's {}",
                grid[d], info.max_grid[d]
            ));
        }
        let dynamic = shared_bytes as usize;
        if k.static_shared + dynamic > info.max_shared_per_block_optin {
            return fail(format!(
                "{} B static + {dynamic} B dynamic shared memory exceeds the device's {} B per \
                 block",
                k.static_shared, info.max_shared_per_block_optin
            ));
        }
        self.ctx.bind()?;
        if dynamic > k.dyn_shared_limit.load(Ordering::Relaxed) {
            // SAFETY: `k.func` is live and its context current.
            let r = unsafe {
                sys::cuFuncSetAttribute(
                    k.func,
                    FAttr::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                    dynamic as c_int,
                )
            };
            if r != CUresult::CUDA_SUCCESS {
                return fail(format!(
                    "raising its dynamic shared memory limit failed: {}",
                    describe(r)
                ));
            }
            k.dyn_shared_limit.fetch_max(dynamic, Ordering::Relaxed);
        }
        let mut slots: Vec<[u8; 8]> = args.iter().map(KernelArg::slot).collect();
        let mut ptrs: Vec<*mut c_void> = slots.iter_mut().map(|s| s.as_mut_ptr().cast()).collect();
        // SAFETY: the context is current; `ptrs` holds one pointer per kernel parameter (checked
        // against the driver's parameter list where it gives one), each to 8 bytes holding the
        // value in native order, all alive until the call returns (the driver copies them).
        let r = unsafe {
            sys::cuLaunchKernel(
                k.func,
                grid[0],
                grid[1],
                grid[2],
                block[0],
                block[1],
                block[2],
                shared_bytes,
                stream,
                ptrs.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        if r != CUresult::CUDA_SUCCESS {
            return fail(describe(r));
        }
        Ok(())
    }
}

fn with_newline(s: &str) -> String {
    if s.is_empty() {
        String::new()
    } else {
        format!("{s}\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{open_gpu_or_skip, require_tool};
    use crate::{compile_kernel, nvrtc_available};

    const AXPY: &str = r#"
extern "C" __global__ void axpy(double *y, const double *__restrict__ x, long n, double a,
                                float b, int c)
{
    long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i] + (double)b * c;
}
extern "C" __global__ void big_shared(double *out, long n)
{
    extern __shared__ double tile[];
    for (long i = threadIdx.x; i < n; i += blockDim.x) tile[i] = (double)i;
    __syncthreads();
    if (threadIdx.x == 0) { double s = 0; for (long i = 0; i < n; i++) s += tile[i]; out[0] = s; }
}
"#;

    #[test]
    fn arguments_are_checked_against_parameters() {
        let params = [8, 8, 8, 8, 4, 4];
        let ok = [
            KernelArg::I64(1),
            KernelArg::I64(2),
            KernelArg::I64(3),
            KernelArg::F64(1.0),
            KernelArg::F32(1.0),
            KernelArg::I32(1),
        ];
        assert!(check_args("axpy", &params, &ok).is_ok());
        let e = check_args("axpy", &params, &ok[..5]).unwrap_err();
        assert!(
            e.contains("takes 6 parameters") && e.contains("5 arguments"),
            "{e}"
        );
        let mut bad = ok;
        bad[4] = KernelArg::F64(1.0);
        let e = check_args("axpy", &params, &bad).unwrap_err();
        assert!(e.contains("argument 4") && e.contains("double"), "{e}");
    }

    #[test]
    fn argument_slots_hold_native_bytes() {
        assert_eq!(KernelArg::I32(-2).slot()[..4], (-2i32).to_ne_bytes());
        assert_eq!(KernelArg::F32(1.5).slot()[..4], 1.5f32.to_ne_bytes());
        assert_eq!(KernelArg::F64(2.5).slot(), 2.5f64.to_ne_bytes());
        assert_eq!(KernelArg::I64(-7).slot(), (-7i64).to_ne_bytes());
    }

    fn gpu_and_nvrtc() -> Option<Gpu> {
        let gpu = open_gpu_or_skip()?;
        require_tool(nvrtc_available(), "NVRTC (libnvrtc.so.13)").then_some(gpu)
    }

    #[test]
    fn load_launch_and_check_results() {
        let Some(gpu) = gpu_and_nvrtc() else {
            return;
        };
        let ptx = compile_kernel(AXPY, "axpy", &gpu.compile_options()).unwrap();
        let module = gpu.load(&ptx.ptx, &["axpy", "big_shared"]).unwrap();
        let axpy = module.kernel("axpy").unwrap();
        assert_eq!(axpy.param_sizes(), Some(&[8, 8, 8, 8, 4, 4][..]));
        let attrs = axpy.attrs().unwrap();
        println!("axpy: {attrs}");
        assert!(attrs.registers > 0 && attrs.local_bytes == 0, "{attrs:?}");
        assert!(attrs.max_threads_per_block >= 256);
        let arch = gpu.info().compute_capability;
        assert_eq!(attrs.binary_version, arch.0 * 10 + arch.1);

        let n = 100_000usize;
        let x: Vec<f64> = (0..n).map(|i| 1.0 + i as f64 * 0.25).collect();
        let y: Vec<f64> = (0..n).map(|i| 3.0 - i as f64 * 0.5).collect();
        let mut dx = gpu.alloc_pitched(8, n, 1, 1).unwrap();
        let mut dy = gpu.alloc_pitched(8, n, 1, 1).unwrap();
        dx.copy_from_host(&x).unwrap();
        dy.copy_from_host(&y).unwrap();
        let args = [
            KernelArg::Ptr(&dy),
            KernelArg::Ptr(&dx),
            KernelArg::I64(n as i64),
            KernelArg::F64(2.0),
            KernelArg::F32(0.5),
            KernelArg::I32(3),
        ];
        let grid = [n.div_ceil(256) as u32, 1, 1];
        gpu.launch(axpy, grid, [256, 1, 1], 0, &args).unwrap();
        gpu.synchronize().unwrap();
        let got = dy.to_host::<f64>().unwrap();
        for i in 0..n {
            assert_eq!(got[i], 2.0 * x[i] + y[i] + 1.5, "at {i}");
        }

        // Wrong arguments and configurations are launch errors, and the context survives them.
        let e = gpu
            .launch(axpy, grid, [256, 1, 1], 0, &args[..5])
            .unwrap_err();
        assert!(
            matches!(&e, GpuError::Launch(m) if m.contains("takes 6 parameters")),
            "{e}"
        );
        let e = gpu.launch(axpy, grid, [64, 64, 1], 0, &args).unwrap_err();
        assert!(
            matches!(&e, GpuError::Launch(m) if m.contains("4096 threads")),
            "{e}"
        );
        let e = gpu
            .launch(axpy, [0, 1, 1], [1, 1, 1], 0, &args)
            .unwrap_err();
        assert!(matches!(&e, GpuError::Launch(_)), "{e}");
        let e = gpu
            .launch(axpy, grid, [256, 1, 1], 16 << 20, &args)
            .unwrap_err();
        assert!(
            matches!(&e, GpuError::Launch(m) if m.contains("shared memory")),
            "{e}"
        );
        gpu.synchronize().unwrap();

        // More than 48 KiB of dynamic shared memory: opted into automatically.
        let big = module.kernel("big_shared").unwrap();
        let m = 12 * 1024usize; // 96 KiB of doubles
        let mut out = gpu.alloc(8).unwrap();
        out.fill_bytes(0xFF).unwrap();
        gpu.launch(
            big,
            [1, 1, 1],
            [256, 1, 1],
            (m * 8) as u32,
            &[KernelArg::Ptr(&out), KernelArg::I64(m as i64)],
        )
        .unwrap();
        let sum = out.to_host::<f64>().unwrap()[0];
        assert_eq!(sum, (m * (m - 1) / 2) as f64);
        assert!(big.attrs().unwrap().max_dynamic_shared_bytes >= m * 8);
    }

    #[test]
    fn bad_ptx_and_missing_kernels_are_compile_errors() {
        let Some(gpu) = gpu_and_nvrtc() else {
            return;
        };
        let e = gpu
            .load(".version 9.0\n.target sm_90\nthis is not ptx", &["k"])
            .unwrap_err();
        println!("{e}");
        assert!(
            matches!(&e, GpuError::Compile { log } if log.contains("CUDA_ERROR")),
            "{e}"
        );
        let ptx = compile_kernel(AXPY, "axpy", &gpu.compile_options()).unwrap();
        let e = gpu.load(&ptx.ptx, &["nope"]).unwrap_err();
        assert!(
            matches!(&e, GpuError::Compile { log } if log.contains("`nope`") && log.contains("axpy")),
            "{e}"
        );
        let module = gpu.load(&ptx.ptx, &["axpy"]).unwrap();
        assert!(matches!(
            module.kernel("big_shared"),
            Err(GpuError::Invalid(_))
        ));
    }

    /// Run by `kernel_fault_is_a_launch_error` in a child process: a fault makes the context
    /// unusable for the rest of the process.
    #[test]
    #[ignore = "run in a child process by kernel_fault_is_a_launch_error"]
    fn fault_child() {
        let gpu = gpu_and_nvrtc().expect("the parent checked for a GPU and NVRTC");
        let src = r#"extern "C" __global__ void fault(double *p) { p[threadIdx.x] = 1.0; }"#;
        let ptx = compile_kernel(src, "fault", &gpu.compile_options()).unwrap();
        let module = gpu.load(&ptx.ptx, &["fault"]).unwrap();
        let k = module.kernel("fault").unwrap();
        // A pointer-sized bogus address: the launch is accepted, the kernel faults.
        gpu.launch(k, [1, 1, 1], [32, 1, 1], 0, &[KernelArg::I64(8)])
            .unwrap();
        let e = gpu.synchronize().unwrap_err();
        println!("fault: {e}");
        assert!(
            matches!(&e, GpuError::Launch(m) if m.contains("CUDA_ERROR_ILLEGAL_ADDRESS")),
            "{e:?}"
        );
    }

    #[test]
    fn kernel_fault_is_a_launch_error() {
        if gpu_and_nvrtc().is_none() {
            return;
        }
        let out = std::process::Command::new(std::env::current_exe().unwrap())
            .args([
                "launch::tests::fault_child",
                "--exact",
                "--ignored",
                "--nocapture",
            ])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        if let Some(line) = stdout.lines().find(|l| l.starts_with("fault: ")) {
            println!("child: {line}");
        }
        assert!(
            out.status.success() && stdout.contains("1 passed"),
            "child failed:\n{stdout}\n{stderr}"
        );
    }

    #[test]
    fn launches_from_another_thread() {
        let Some(gpu) = gpu_and_nvrtc() else {
            return;
        };
        let ptx = compile_kernel(AXPY, "axpy", &gpu.compile_options()).unwrap();
        let module = gpu.load(&ptx.ptx, &["axpy"]).unwrap();
        let handle = std::thread::spawn(move || {
            let mut y = gpu.alloc_pitched(8, 32, 1, 1).unwrap();
            let x = gpu.alloc_pitched(8, 32, 1, 1).unwrap();
            y.fill_bytes(0).unwrap();
            let mut x = x;
            x.copy_from_host(&[1.0f64; 32]).unwrap();
            let k = module.kernel("axpy").unwrap();
            let args = [
                KernelArg::Ptr(&y),
                KernelArg::Ptr(&x),
                KernelArg::I64(32),
                KernelArg::F64(4.0),
                KernelArg::F32(0.0),
                KernelArg::I32(0),
            ];
            gpu.launch(k, [1, 1, 1], [32, 1, 1], 0, &args).unwrap();
            y.to_host::<f64>().unwrap()
        });
        assert_eq!(handle.join().unwrap(), vec![4.0; 32]);
    }
}
