//! The CUDA driver: loading it, opening a device ([`Gpu::open`]) and describing it
//! ([`DeviceInfo`]).
//!
//! Everything goes through `cudarc`'s raw driver bindings (`cudarc::driver::sys`), loaded at run
//! time. The library is loaded and all its symbols resolved once, under `catch_unwind`, before
//! the first call into it ([`driver_available`]); a [`Gpu`] exists only once that succeeded, so
//! later calls cannot panic for a missing library.

use std::ffi::{c_char, c_int, CStr};
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, OnceLock};

use cudarc::driver::sys::{self, CUdevice_attribute as Attr, CUresult};

use crate::{CompileOptions, GpuError};

/// Whether the CUDA driver library (`libcuda.so.1`) can be loaded and has every symbol of the
/// CUDA 13.0 driver API. Never panics; computed once. Says nothing about GPUs being present: see
/// [`Gpu::open`].
pub fn driver_available() -> bool {
    load_driver().is_ok()
}

/// Loads the driver library once: `Err(DriverMissing)` if there is none, `Err(Driver)` if one was
/// found that lacks CUDA 13 symbols (an older driver).
pub(crate) fn load_driver() -> Result<(), GpuError> {
    static LOADED: OnceLock<Result<(), GpuError>> = OnceLock::new();
    LOADED
        .get_or_init(|| {
            // `is_culib_present` opens each candidate name and resolves all symbols; it panics
            // (rather than failing) when a library is found that lacks one. Both calls only load
            // the library, which is why they are `unsafe`.
            match panic::catch_unwind(|| unsafe { sys::is_culib_present() }) {
                Ok(false) => return Err(GpuError::DriverMissing),
                Ok(true) => {}
                Err(_) => return Err(old_driver()),
            }
            // SAFETY: as above; `culib` keeps the library loaded for the life of the process.
            panic::catch_unwind(|| {
                unsafe { sys::culib() };
            })
            .map_err(|_| old_driver())
        })
        .clone()
}

fn old_driver() -> GpuError {
    GpuError::Driver(
        "the CUDA driver library (libcuda.so.1) was found but lacks symbols of the CUDA 13.0 \
         driver API: the NVIDIA driver is too old (CUDA 13 needs driver 580 or newer)"
            .to_string(),
    )
}

/// The name of a driver status, e.g. `CUDA_ERROR_OUT_OF_MEMORY`.
pub(crate) fn error_name(r: CUresult) -> String {
    format!("{r:?}")
}

/// `NAME: description` for a driver status (the description from `cuGetErrorString`).
pub(crate) fn describe(r: CUresult) -> String {
    let mut p: *const c_char = std::ptr::null();
    // SAFETY: only called once the library is loaded (a `Gpu` exists or `load_driver` succeeded);
    // on success `p` points to a static NUL-terminated string owned by the driver.
    let text = if load_driver().is_ok()
        && unsafe { sys::cuGetErrorString(r, &mut p) } == CUresult::CUDA_SUCCESS
        && !p.is_null()
    {
        unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
    } else {
        "unknown error".to_string()
    };
    format!("{}: {text}", error_name(r))
}

/// `Ok` for `CUDA_SUCCESS`, otherwise [`GpuError::Driver`] saying which call failed and why.
pub(crate) fn check(r: CUresult, what: &str) -> Result<(), GpuError> {
    if r == CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(GpuError::Driver(format!("{what} failed: {}", describe(r))))
    }
}

/// Whether a status reported at a synchronization point means that a kernel failed while running
/// (as opposed to a bad call). Such errors are sticky: the context cannot be used any more.
pub(crate) fn is_kernel_fault(r: CUresult) -> bool {
    matches!(
        r,
        CUresult::CUDA_ERROR_ILLEGAL_ADDRESS
            | CUresult::CUDA_ERROR_LAUNCH_FAILED
            | CUresult::CUDA_ERROR_LAUNCH_TIMEOUT
            | CUresult::CUDA_ERROR_MISALIGNED_ADDRESS
            | CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION
            | CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE
            | CUresult::CUDA_ERROR_INVALID_PC
            | CUresult::CUDA_ERROR_HARDWARE_STACK_ERROR
            | CUresult::CUDA_ERROR_ASSERT
            | CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES
    )
}

/// Maps the status of a synchronizing call: kernel faults become [`GpuError::Launch`], the rest
/// [`GpuError::Driver`].
pub(crate) fn check_sync(r: CUresult, what: &str) -> Result<(), GpuError> {
    if r == CUresult::CUDA_SUCCESS {
        Ok(())
    } else if is_kernel_fault(r) {
        Err(GpuError::Launch(format!(
            "a kernel failed while running (reported by {what}): {}; the GPU context is now \
             unusable, so this process cannot run more GPU work",
            describe(r)
        )))
    } else {
        Err(GpuError::Driver(format!("{what} failed: {}", describe(r))))
    }
}

/// The primary context of one device, retained while any [`Gpu`], module, buffer or event of it
/// lives. All work goes to the legacy default stream, in order.
pub(crate) struct Context {
    pub(crate) ctx: sys::CUcontext,
    pub(crate) device: sys::CUdevice,
    pub(crate) stream: sys::CUstream,
}

// SAFETY: the CUDA driver API is thread-safe; every use makes the context current on the calling
// thread first (`bind`), and the handles are plain identifiers.
unsafe impl Send for Context {}
unsafe impl Sync for Context {}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Context({:p})", self.ctx)
    }
}

impl Context {
    /// Makes this context current on the calling thread (each thread has its own current context).
    pub(crate) fn bind(&self) -> Result<(), GpuError> {
        // SAFETY: the context is retained by `self`.
        check(unsafe { sys::cuCtxSetCurrent(self.ctx) }, "cuCtxSetCurrent")
    }
}

impl Drop for Context {
    fn drop(&mut self) {
        // SAFETY: retained in `Gpu::open`, released only here (the driver destroys the primary
        // context when its last retain is released). A failure only leaks the context.
        let _ = unsafe { sys::cuDevicePrimaryCtxRelease_v2(self.device) };
    }
}

/// What the driver says about a device. `Display` prints it as a few lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeviceInfo {
    /// The device ordinal [`Gpu::open`] was given.
    pub ordinal: usize,
    /// The product name, e.g. `NVIDIA H100 80GB HBM3`.
    pub name: String,
    /// `(major, minor)`, e.g. `(9, 0)` for Hopper.
    pub compute_capability: (u32, u32),
    /// Number of streaming multiprocessors.
    pub sm_count: u32,
    /// Shared memory a block gets without opting in (bytes; 48 KiB).
    pub max_shared_per_block: usize,
    /// Shared memory a block can get at most, static plus dynamic, after opting in (bytes;
    /// [`Gpu::launch`] opts in by itself when a launch asks for more than the default).
    pub max_shared_per_block_optin: usize,
    /// Shared memory per multiprocessor (bytes).
    pub max_shared_per_sm: usize,
    /// 32-bit registers per multiprocessor.
    pub registers_per_sm: u32,
    /// 32-bit registers a block can use at most.
    pub registers_per_block: u32,
    /// Threads per block at most.
    pub max_threads_per_block: u32,
    /// Resident threads per multiprocessor at most.
    pub max_threads_per_sm: u32,
    /// Threads per warp (32).
    pub warp_size: u32,
    /// Largest grid, in blocks, per dimension.
    pub max_grid: [u32; 3],
    /// L2 cache size (bytes).
    pub l2_bytes: usize,
    /// Device memory (bytes).
    pub total_memory: usize,
    /// Alignment of the row pitch of 2D textures (bytes); pitched allocations are at least this
    /// aligned.
    pub texture_pitch_alignment: usize,
    /// Peak memory clock (kHz), where the driver reports one.
    pub memory_clock_khz: Option<u32>,
    /// Memory bus width (bits), where the driver reports one.
    pub memory_bus_bits: Option<u32>,
    /// The CUDA version the driver supports, e.g. `(13, 0)`.
    pub driver_version: (u32, u32),
}

impl DeviceInfo {
    /// The NVRTC / nvcc architecture of the device, e.g. `sm_90`.
    pub fn arch(&self) -> String {
        format!(
            "sm_{}{}",
            self.compute_capability.0, self.compute_capability.1
        )
    }

    /// Default [`CompileOptions`] with the architecture of this device.
    pub fn compile_options(&self) -> CompileOptions {
        CompileOptions {
            arch: self.arch(),
            ..CompileOptions::default()
        }
    }

    /// The theoretical memory bandwidth, `2 * clock * bus width` (GB/s, 1e9 bytes), where the
    /// driver reports both. Measured copies reach 85-90% of it; prefer
    /// [`Gpu::copy_bandwidth`] as the bound.
    pub fn peak_bandwidth_gbps(&self) -> Option<f64> {
        let (clk, bits) = (self.memory_clock_khz?, self.memory_bus_bits?);
        (clk > 0 && bits > 0).then(|| 2.0 * clk as f64 * 1e3 * (bits as f64 / 8.0) / 1e9)
    }
}

impl fmt::Display for DeviceInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const MIB: f64 = 1024.0 * 1024.0;
        writeln!(
            f,
            "device {}: {} (compute capability {}.{}, {}), CUDA driver {}.{}",
            self.ordinal,
            self.name,
            self.compute_capability.0,
            self.compute_capability.1,
            self.arch(),
            self.driver_version.0,
            self.driver_version.1
        )?;
        writeln!(
            f,
            "  {} SMs, {} threads/block, {} threads/SM, warp {}, grid {}x{}x{}",
            self.sm_count,
            self.max_threads_per_block,
            self.max_threads_per_sm,
            self.warp_size,
            self.max_grid[0],
            self.max_grid[1],
            self.max_grid[2]
        )?;
        writeln!(
            f,
            "  registers {}/SM {}/block; shared memory {} KiB/block ({} KiB opt-in), {} KiB/SM",
            self.registers_per_sm,
            self.registers_per_block,
            self.max_shared_per_block / 1024,
            self.max_shared_per_block_optin / 1024,
            self.max_shared_per_sm / 1024
        )?;
        write!(
            f,
            "  memory {:.0} MiB, L2 {:.1} MiB, texture pitch alignment {} B",
            self.total_memory as f64 / MIB,
            self.l2_bytes as f64 / MIB,
            self.texture_pitch_alignment
        )?;
        if let Some(peak) = self.peak_bandwidth_gbps() {
            write!(f, ", peak bandwidth {peak:.0} GB/s")?;
        }
        Ok(())
    }
}

/// One opened GPU: its primary context and what the driver says about it.
///
/// Cheap to clone (the context is shared); `Send + Sync`: every method makes the context current
/// on the calling thread first. All work runs in order on the legacy default stream; copies
/// between host and device are synchronous, launches asynchronous ([`Gpu::synchronize`]).
#[derive(Clone)]
pub struct Gpu {
    pub(crate) ctx: Arc<Context>,
    info: DeviceInfo,
}

impl fmt::Debug for Gpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Gpu").field("info", &self.info).finish()
    }
}

impl Gpu {
    /// Opens device `ordinal` (0 for the first GPU): loads the driver, initializes it, retains the
    /// device's primary context and reads its properties.
    ///
    /// Errors: [`GpuError::DriverMissing`] without `libcuda.so.1`; [`GpuError::Driver`] for a
    /// driver older than CUDA 13 or an ordinal past the last device; [`GpuError::NoDevice`] when
    /// the driver finds no GPU. Never panics.
    pub fn open(ordinal: usize) -> Result<Gpu, GpuError> {
        load_driver()?;
        // The library is loaded with all symbols (above), so no call below can panic; the
        // `catch_unwind` only guards against the unforeseen.
        panic::catch_unwind(AssertUnwindSafe(|| Self::open_loaded(ordinal))).map_err(|_| {
            GpuError::Driver("the CUDA driver bindings panicked while opening the device".into())
        })?
    }

    fn open_loaded(ordinal: usize) -> Result<Gpu, GpuError> {
        // SAFETY (all calls): the library is loaded; every out-pointer is valid for writes.
        match unsafe { sys::cuInit(0) } {
            CUresult::CUDA_SUCCESS => {}
            CUresult::CUDA_ERROR_NO_DEVICE => return Err(GpuError::NoDevice),
            r => check(r, "cuInit")?,
        }
        let mut count: c_int = 0;
        check(
            unsafe { sys::cuDeviceGetCount(&mut count) },
            "cuDeviceGetCount",
        )?;
        if count <= 0 {
            return Err(GpuError::NoDevice);
        }
        if ordinal >= count as usize {
            return Err(GpuError::Driver(format!(
                "there is no GPU {ordinal}: the driver sees {count} (ordinals 0..{})",
                count - 1
            )));
        }
        let mut device: sys::CUdevice = 0;
        check(
            unsafe { sys::cuDeviceGet(&mut device, ordinal as c_int) },
            "cuDeviceGet",
        )?;
        let mut ctx: sys::CUcontext = std::ptr::null_mut();
        check(
            unsafe { sys::cuDevicePrimaryCtxRetain(&mut ctx, device) },
            "cuDevicePrimaryCtxRetain",
        )?;
        let ctx = Arc::new(Context {
            ctx,
            device,
            stream: std::ptr::null_mut(),
        });
        ctx.bind()?;
        let info = query_info(ordinal, device)?;
        Ok(Gpu { ctx, info })
    }

    /// What the driver says about the device.
    pub fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// Default [`CompileOptions`] for this device's architecture (NVRTC `sm_XY`).
    pub fn compile_options(&self) -> CompileOptions {
        self.info.compile_options()
    }

    /// Waits for all work on the device. A kernel that failed while running (illegal address,
    /// assertion, ...) is reported here as [`GpuError::Launch`].
    pub fn synchronize(&self) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: the context is current.
        check_sync(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")
    }

    /// `(free, total)` device memory in bytes.
    pub fn memory_info(&self) -> Result<(usize, usize), GpuError> {
        self.ctx.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: the context is current; both pointers are valid.
        check(
            unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) },
            "cuMemGetInfo",
        )?;
        Ok((free, total))
    }

    pub(crate) fn same_context(&self, other: &Arc<Context>) -> bool {
        Arc::ptr_eq(&self.ctx, other)
    }
}

fn attr(device: sys::CUdevice, a: Attr) -> Result<i32, GpuError> {
    let mut v: c_int = 0;
    // SAFETY: the library is loaded; `v` is valid for writes.
    check(
        unsafe { sys::cuDeviceGetAttribute(&mut v, a, device) },
        &format!("cuDeviceGetAttribute({a:?})"),
    )?;
    Ok(v)
}

fn attr_u32(device: sys::CUdevice, a: Attr) -> Result<u32, GpuError> {
    attr(device, a).map(|v| v.max(0) as u32)
}

fn attr_usize(device: sys::CUdevice, a: Attr) -> Result<usize, GpuError> {
    attr(device, a).map(|v| v.max(0) as usize)
}

/// An attribute some drivers no longer report: `None` if the query fails or gives 0.
fn attr_opt(device: sys::CUdevice, a: Attr) -> Option<u32> {
    attr(device, a).ok().filter(|&v| v > 0).map(|v| v as u32)
}

fn query_info(ordinal: usize, device: sys::CUdevice) -> Result<DeviceInfo, GpuError> {
    let mut name = [0 as c_char; 256];
    // SAFETY: the buffer holds `len` bytes; the driver NUL-terminates within it.
    check(
        unsafe { sys::cuDeviceGetName(name.as_mut_ptr(), name.len() as c_int, device) },
        "cuDeviceGetName",
    )?;
    let name = unsafe { CStr::from_ptr(name.as_ptr()) }
        .to_string_lossy()
        .into_owned();
    let mut total = 0usize;
    check(
        unsafe { sys::cuDeviceTotalMem_v2(&mut total, device) },
        "cuDeviceTotalMem",
    )?;
    let mut version: c_int = 0;
    check(
        unsafe { sys::cuDriverGetVersion(&mut version) },
        "cuDriverGetVersion",
    )?;
    let version = version.max(0) as u32;
    Ok(DeviceInfo {
        ordinal,
        name,
        compute_capability: (
            attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
            attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
        ),
        sm_count: attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
        max_shared_per_block: attr_usize(
            device,
            Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK,
        )?,
        max_shared_per_block_optin: attr_usize(
            device,
            Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
        )?,
        max_shared_per_sm: attr_usize(
            device,
            Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR,
        )?,
        registers_per_sm: attr_u32(
            device,
            Attr::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR,
        )?,
        registers_per_block: attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK)?,
        max_threads_per_block: attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
        max_threads_per_sm: attr_u32(
            device,
            Attr::CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR,
        )?,
        warp_size: attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_WARP_SIZE)?,
        max_grid: [
            attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)?,
            attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)?,
            attr_u32(device, Attr::CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)?,
        ],
        l2_bytes: attr_usize(device, Attr::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)?,
        total_memory: total,
        texture_pitch_alignment: attr_usize(
            device,
            Attr::CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT,
        )?,
        memory_clock_khz: attr_opt(device, Attr::CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE),
        memory_bus_bits: attr_opt(device, Attr::CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH),
        driver_version: (version / 1000, (version % 1000) / 10),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::open_gpu_or_skip;

    #[test]
    fn open_never_panics_and_reports_missing_pieces_as_errors() {
        match Gpu::open(0) {
            Ok(gpu) => println!("{}", gpu.info()),
            Err(e) => {
                println!("Gpu::open(0): {e}");
                assert!(
                    matches!(
                        e,
                        GpuError::DriverMissing | GpuError::NoDevice | GpuError::Driver(_)
                    ),
                    "{e:?}"
                );
                if !driver_available() {
                    assert_eq!(e, GpuError::DriverMissing);
                    assert!(e.to_string().contains("libcuda.so.1"));
                }
            }
        }
        // Asking twice gives the same answer (the library is loaded once).
        assert_eq!(Gpu::open(0).is_ok(), Gpu::open(0).is_ok());
    }

    #[test]
    fn error_names_come_from_the_status() {
        assert_eq!(
            error_name(CUresult::CUDA_ERROR_OUT_OF_MEMORY),
            "CUDA_ERROR_OUT_OF_MEMORY"
        );
        assert!(describe(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS)
            .starts_with("CUDA_ERROR_ILLEGAL_ADDRESS: "));
        assert!(is_kernel_fault(CUresult::CUDA_ERROR_ILLEGAL_ADDRESS));
        assert!(!is_kernel_fault(CUresult::CUDA_ERROR_INVALID_VALUE));
        let e = check_sync(CUresult::CUDA_ERROR_ASSERT, "cuCtxSynchronize").unwrap_err();
        assert!(matches!(&e, GpuError::Launch(m) if m.contains("CUDA_ERROR_ASSERT")));
        let e = check(CUresult::CUDA_ERROR_INVALID_VALUE, "cuFoo").unwrap_err();
        assert!(
            matches!(&e, GpuError::Driver(m) if m.starts_with("cuFoo failed: CUDA_ERROR_INVALID_VALUE"))
        );
    }

    #[test]
    fn arch_and_bandwidth_come_from_the_info() {
        let info = DeviceInfo {
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
            memory_clock_khz: Some(2_619_000),
            memory_bus_bits: Some(5120),
            driver_version: (13, 0),
        };
        assert_eq!(info.arch(), "sm_90");
        assert_eq!(info.compile_options().arch, "sm_90");
        let peak = info.peak_bandwidth_gbps().unwrap();
        assert!((peak - 3352.3).abs() < 0.1, "{peak}");
        let shown = info.to_string();
        assert!(
            shown.contains("sm_90") && shown.contains("132 SMs"),
            "{shown}"
        );
    }

    #[test]
    fn device_info_is_sane() {
        let Some(gpu) = open_gpu_or_skip() else {
            return;
        };
        let info = gpu.info();
        println!("{info}");
        assert!(info.compute_capability.0 >= 5, "{info:?}");
        assert!(info.arch().starts_with("sm_"));
        assert!(info.sm_count > 0 && info.max_threads_per_block >= 512);
        assert!(info.max_shared_per_block_optin >= info.max_shared_per_block);
        assert!(info.l2_bytes > 0 && info.total_memory > 0);
        assert!(info.texture_pitch_alignment.is_power_of_two());
        assert!(info.driver_version.0 >= 13, "{info:?}");
        let (free, total) = gpu.memory_info().unwrap();
        assert!(free > 0 && free <= total);
        gpu.synchronize().unwrap();
        // A second handle shares nothing it should not; ordinals past the end are errors.
        assert!(Gpu::open(0).is_ok());
        let err = Gpu::open(1000).unwrap_err();
        assert!(
            matches!(&err, GpuError::Driver(m) if m.contains("no GPU 1000")),
            "{err}"
        );
    }
}
