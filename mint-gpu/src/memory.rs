//! Device memory: pitched 3D arrays laid out as the generated programs lay them out, and plain
//! linear buffers.

use std::mem::size_of;
use std::sync::Arc;

use cudarc::driver::sys::{self, CUmemorytype, CUresult};

use crate::device::{check, describe, Context};
use crate::{Gpu, GpuError, KernelArg};

mod sealed {
    pub trait Sealed {}
}

/// Plain numbers that can be copied between host and device memory byte for byte.
pub trait Element: sealed::Sealed + Copy + Default + 'static {}

macro_rules! elements {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl Element for $t {}
    )*};
}
elements!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

/// A device allocation, freed on drop.
///
/// A pitched buffer ([`Gpu::alloc_pitched`], [`Gpu::alloc_pitched_aligned`]) holds an
/// `nx * ny * nz` array of `elem_bytes`-byte elements, x fastest, each of its `ny * nz` rows
/// padded to [`DeviceBuffer::pitch_bytes`]: element `(x, y, z)` is at element offset
/// `x + y * pitch_elems + z * slice_elems` from [`DeviceBuffer::device_ptr`], exactly as in the
/// generated programs' `mint_array` (`mint_alloc`: `cudaMallocPitch` with a height of `ny * nz`).
/// A linear buffer ([`Gpu::alloc`]) is a pitched buffer of `bytes x 1 x 1` one-byte elements.
#[derive(Debug)]
pub struct DeviceBuffer {
    pub(crate) ctx: Arc<Context>,
    /// What the allocation call returned (freed on drop).
    base: sys::CUdeviceptr,
    /// Element (0, 0, 0): `base` plus the alignment shift.
    ptr: sys::CUdeviceptr,
    elem_bytes: usize,
    dims: [usize; 3],
    pitch_bytes: usize,
    alloc_bytes: usize,
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        // SAFETY: `ptr` was allocated in this context and is freed only here. A failure (e.g.
        // after a kernel fault made the context unusable) only leaks the memory.
        if self.ctx.bind().is_ok() {
            let _ = unsafe { sys::cuMemFree_v2(self.base) };
        }
    }
}

/// The element size `cuMemAllocPitch` is told: the widest access kernels make (4, 8 or 16).
fn pitch_element_size(elem_bytes: usize) -> u32 {
    match elem_bytes {
        0..=4 => 4,
        5..=8 => 8,
        _ => 16,
    }
}

/// The elements the generated programs' `mint_alloc` adds in front of each row so that element
/// `x = align_x` starts a 128-byte line (0 when `align_x` is 0).
fn align_pad(elem_bytes: usize, align_x: usize) -> usize {
    if align_x == 0 {
        return 0;
    }
    let per_line = if elem_bytes <= 128 {
        128 / elem_bytes
    } else {
        1
    };
    (per_line - align_x % per_line) % per_line
}

fn gib(bytes: usize) -> String {
    format!("{:.2} GiB", bytes as f64 / (1u64 << 30) as f64)
}

impl Gpu {
    /// Allocates an `nx * ny * nz` array of `elem_bytes`-byte elements with padded rows, like the
    /// generated programs' `cudaMallocPitch(&ptr, &pitch, nx * elem_bytes, ny * nz)`
    /// (`cuMemAllocPitch`). On the H100 the pitch is the row rounded up to 512 bytes (more than
    /// its 32-byte texture pitch alignment), byte for byte what `cudaMallocPitch` gives for 4-,
    /// 8- and 16-byte elements (checked there by `examples/pitch_check.cu`). The contents are
    /// undefined until written.
    ///
    /// Errors: [`GpuError::OutOfMemory`] with the size asked for; [`GpuError::Invalid`] for a
    /// zero extent or a size that overflows.
    pub fn alloc_pitched(
        &self,
        elem_bytes: usize,
        nx: usize,
        ny: usize,
        nz: usize,
    ) -> Result<DeviceBuffer, GpuError> {
        self.alloc_pitched_aligned(elem_bytes, nx, ny, nz, 0)
    }

    /// [`Gpu::alloc_pitched`] with the interior alignment of the generated programs
    /// (`mint_alloc(..., align_x)`, from `-O1` on): each row gets `pad` more elements in front,
    /// and [`DeviceBuffer::device_ptr`] is shifted by them, so that element `x = align_x` of every
    /// row starts a 128-byte line (the interior, not the ghost cells, is aligned). `align_x = 0`
    /// is [`Gpu::alloc_pitched`]. The pitch is that of a `(nx + pad) * elem_bytes` row.
    pub fn alloc_pitched_aligned(
        &self,
        elem_bytes: usize,
        nx: usize,
        ny: usize,
        nz: usize,
        align_x: usize,
    ) -> Result<DeviceBuffer, GpuError> {
        if elem_bytes == 0 || nx == 0 || ny == 0 || nz == 0 {
            return Err(GpuError::Invalid(format!(
                "cannot allocate a {nx}x{ny}x{nz} array of {elem_bytes}-byte elements: \
                 every extent must be at least 1"
            )));
        }
        let too_big = || {
            GpuError::Invalid(format!(
                "a {nx}x{ny}x{nz} array of {elem_bytes}-byte elements is too large to address"
            ))
        };
        let pad = align_pad(elem_bytes, align_x);
        let row = nx
            .checked_add(pad)
            .and_then(|w| w.checked_mul(elem_bytes))
            .ok_or_else(too_big)?;
        let rows = ny.checked_mul(nz).ok_or_else(too_big)?;
        let asked = row.checked_mul(rows).ok_or_else(too_big)?;
        self.ctx.bind()?;
        let mut ptr: sys::CUdeviceptr = 0;
        let mut pitch = 0usize;
        // SAFETY: the context is current; both out-pointers are valid.
        let r = unsafe {
            sys::cuMemAllocPitch_v2(
                &mut ptr,
                &mut pitch,
                row,
                rows,
                pitch_element_size(elem_bytes),
            )
        };
        if r != CUresult::CUDA_SUCCESS {
            return Err(self.alloc_error(
                r,
                &format!(
                    "a {nx}x{ny}x{nz} array of {elem_bytes}-byte elements ({asked} bytes, {}, \
                     before row padding)",
                    gib(asked)
                ),
                "cuMemAllocPitch",
            ));
        }
        Ok(DeviceBuffer {
            ctx: self.ctx.clone(),
            base: ptr,
            ptr: ptr + (pad * elem_bytes) as u64,
            elem_bytes,
            dims: [nx, ny, nz],
            pitch_bytes: pitch,
            alloc_bytes: pitch * rows,
        })
    }

    /// Allocates `bytes` of linear device memory (`cuMemAlloc`), e.g. for reduction partials.
    /// The contents are undefined until written.
    pub fn alloc(&self, bytes: usize) -> Result<DeviceBuffer, GpuError> {
        if bytes == 0 {
            return Err(GpuError::Invalid(
                "cannot allocate 0 bytes of device memory".into(),
            ));
        }
        self.ctx.bind()?;
        let mut ptr: sys::CUdeviceptr = 0;
        // SAFETY: the context is current; the out-pointer is valid.
        let r = unsafe { sys::cuMemAlloc_v2(&mut ptr, bytes) };
        if r != CUresult::CUDA_SUCCESS {
            return Err(self.alloc_error(
                r,
                &format!("{bytes} bytes ({})", gib(bytes)),
                "cuMemAlloc",
            ));
        }
        Ok(DeviceBuffer {
            ctx: self.ctx.clone(),
            base: ptr,
            ptr,
            elem_bytes: 1,
            dims: [bytes, 1, 1],
            pitch_bytes: bytes,
            alloc_bytes: bytes,
        })
    }

    fn alloc_error(&self, r: CUresult, what: &str, call: &str) -> GpuError {
        if r == CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            let free = match self.memory_info() {
                Ok((free, total)) => format!("; {} of {} free", gib(free), gib(total)),
                Err(_) => String::new(),
            };
            GpuError::OutOfMemory(format!("{call} of {what} failed{free}"))
        } else {
            GpuError::Driver(format!("{call} of {what} failed: {}", describe(r)))
        }
    }
}

impl DeviceBuffer {
    /// The device address of element (0, 0, 0), as a kernel receives it.
    pub fn device_ptr(&self) -> u64 {
        self.ptr
    }

    /// Bytes per element.
    pub fn elem_bytes(&self) -> usize {
        self.elem_bytes
    }

    /// `[nx, ny, nz]` in elements.
    pub fn dims(&self) -> [usize; 3] {
        self.dims
    }

    /// Number of elements, `nx * ny * nz` (padding not counted).
    pub fn len(&self) -> usize {
        self.dims.iter().product()
    }

    /// Always false: allocations have at least one element.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Bytes of one unpadded row, `nx * elem_bytes`.
    pub fn row_bytes(&self) -> usize {
        self.dims[0] * self.elem_bytes
    }

    /// Bytes from one row to the next.
    pub fn pitch_bytes(&self) -> usize {
        self.pitch_bytes
    }

    /// Elements from one row to the next: the kernels' `pitch_<array>` argument.
    pub fn pitch_elems(&self) -> usize {
        self.pitch_bytes / self.elem_bytes
    }

    /// Elements from one plane to the next, `pitch_elems * ny`: the kernels' `slice_<array>`.
    pub fn slice_elems(&self) -> usize {
        self.pitch_elems() * self.dims[1]
    }

    /// The three kernel arguments of this array in the translator's order (see
    /// `mint_emit::kernel::kernel_params`): the pointer, `pitch_<array>` and `slice_<array>`.
    pub fn kernel_args(&self) -> [KernelArg<'_>; 3] {
        [
            KernelArg::Ptr(self),
            KernelArg::I64(self.pitch_elems() as i64),
            KernelArg::I64(self.slice_elems() as i64),
        ]
    }

    /// Bytes allocated, padding (and any alignment shift) included (`pitch_bytes * ny * nz`).
    pub fn alloc_bytes(&self) -> usize {
        self.alloc_bytes
    }

    fn check_host<T: Element>(&self, len: usize, what: &str) -> Result<(), GpuError> {
        let t = size_of::<T>();
        if self.elem_bytes != 1 && t != self.elem_bytes {
            return Err(GpuError::Invalid(format!(
                "{what}: host elements of {t} bytes do not match the device array's {} bytes",
                self.elem_bytes
            )));
        }
        let host_bytes = len.saturating_mul(t);
        let dev_bytes = self.row_bytes() * self.dims[1] * self.dims[2];
        if host_bytes != dev_bytes {
            return Err(GpuError::Invalid(format!(
                "{what}: the host slice holds {host_bytes} bytes ({len} elements), the device \
                 array {dev_bytes} ({}x{}x{} of {} bytes)",
                self.dims[0], self.dims[1], self.dims[2], self.elem_bytes
            )));
        }
        Ok(())
    }

    fn copy_2d(&self, mut p: sys::CUDA_MEMCPY2D, what: &str) -> Result<(), GpuError> {
        self.ctx.bind()?;
        p.WidthInBytes = self.row_bytes();
        p.Height = self.dims[1] * self.dims[2];
        // SAFETY: the caller filled in a source and destination that hold `Height` rows of
        // `WidthInBytes` at their pitches (checked by `check_host` / `copy_from_device`).
        check(unsafe { sys::cuMemcpy2D_v2(&p) }, what)
    }

    /// Copies a dense host array (`x` fastest, `nx * ny * nz` elements) into the padded rows.
    /// Synchronous: ordered after earlier launches, done when it returns.
    pub fn copy_from_host<T: Element>(&mut self, host: &[T]) -> Result<(), GpuError> {
        self.check_host::<T>(host.len(), "copy to the device")?;
        let mut p = blank_copy();
        p.srcMemoryType = CUmemorytype::CU_MEMORYTYPE_HOST;
        p.srcHost = host.as_ptr().cast();
        p.srcPitch = self.row_bytes();
        p.dstMemoryType = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        p.dstDevice = self.ptr;
        p.dstPitch = self.pitch_bytes;
        self.copy_2d(p, "cuMemcpy2D (host to device)")
    }

    /// Copies the array out into a dense host array (`x` fastest, padding dropped). Waits for
    /// earlier launches; a kernel fault shows up here as [`GpuError::Driver`] naming the CUDA
    /// error (call [`Gpu::synchronize`] first to get it as [`GpuError::Launch`]).
    pub fn copy_to_host<T: Element>(&self, host: &mut [T]) -> Result<(), GpuError> {
        self.check_host::<T>(host.len(), "copy to the host")?;
        let mut p = blank_copy();
        p.srcMemoryType = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        p.srcDevice = self.ptr;
        p.srcPitch = self.pitch_bytes;
        p.dstMemoryType = CUmemorytype::CU_MEMORYTYPE_HOST;
        p.dstHost = host.as_mut_ptr().cast();
        p.dstPitch = self.row_bytes();
        self.copy_2d(p, "cuMemcpy2D (device to host)")
    }

    /// [`DeviceBuffer::copy_to_host`] into a new vector.
    pub fn to_host<T: Element>(&self) -> Result<Vec<T>, GpuError> {
        let n = self.row_bytes() * self.dims[1] * self.dims[2] / size_of::<T>().max(1);
        let mut v = vec![T::default(); n];
        self.copy_to_host(&mut v)?;
        Ok(v)
    }

    /// Copies another device array of the same shape and element size (pitches may differ).
    pub fn copy_from_device(&mut self, src: &DeviceBuffer) -> Result<(), GpuError> {
        if src.dims != self.dims || src.elem_bytes != self.elem_bytes {
            return Err(GpuError::Invalid(format!(
                "device copy between arrays of different shapes: {:?} x {} bytes into {:?} x {} \
                 bytes",
                src.dims, src.elem_bytes, self.dims, self.elem_bytes
            )));
        }
        if !Arc::ptr_eq(&src.ctx, &self.ctx) {
            return Err(GpuError::Invalid(
                "device copy between buffers of different Gpu handles".into(),
            ));
        }
        let mut p = blank_copy();
        p.srcMemoryType = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        p.srcDevice = src.ptr;
        p.srcPitch = src.pitch_bytes;
        p.dstMemoryType = CUmemorytype::CU_MEMORYTYPE_DEVICE;
        p.dstDevice = self.ptr;
        p.dstPitch = self.pitch_bytes;
        self.copy_2d(p, "cuMemcpy2D (device to device)")
    }

    /// Device address and byte count of the whole pitched rows `row..row + rows` counted from
    /// the allocation's start (row `r` is `y + ny * z`): each row's padding lies inside its pitch,
    /// so the range never leaves the allocation. [`GpuError::Invalid`] (`what` says which
    /// transfer) past the array's end.
    pub(crate) fn row_span(
        &self,
        row: usize,
        rows: usize,
        what: &str,
    ) -> Result<(sys::CUdeviceptr, usize), GpuError> {
        let total = self.dims[1] * self.dims[2];
        if row + rows > total {
            return Err(GpuError::Invalid(format!(
                "{what} rows {row}..{} of an array of {total} rows: past its end",
                row + rows
            )));
        }
        Ok((
            self.base + (row * self.pitch_bytes) as u64,
            rows * self.pitch_bytes,
        ))
    }

    /// Copies rows `src_row..src_row + rows` of `src` (rows of [`DeviceBuffer::pitch_bytes`],
    /// counted over `y` and `z` together: a plane of a 3-D array is `ny` rows) into rows
    /// `dst_row..` of this array, padding included: both arrays have the same pitch and element
    /// size. `src` may belong to another GPU (`cuMemcpyPeer`) or to the same one. Ordered after
    /// the work already queued on both; a halo exchange between the slabs of a multi-GPU split.
    /// Takes `&self` like a kernel launch that writes the buffer: the device memory changes, the
    /// handle does not.
    pub fn copy_rows_from(
        &self,
        dst_row: usize,
        src: &DeviceBuffer,
        src_row: usize,
        rows: usize,
    ) -> Result<(), GpuError> {
        if src.pitch_bytes != self.pitch_bytes || src.elem_bytes != self.elem_bytes {
            return Err(GpuError::Invalid(format!(
                "row copy between arrays of different pitches or elements: {} B x {} into {} B x {}",
                src.pitch_bytes, src.elem_bytes, self.pitch_bytes, self.elem_bytes
            )));
        }
        let (from, bytes) = src.row_span(src_row, rows, "row copy from")?;
        let (dst, _) = self.row_span(dst_row, rows, "row copy into")?;
        if rows == 0 {
            return Ok(());
        }
        self.ctx.bind()?;
        if Arc::ptr_eq(&src.ctx, &self.ctx) || src.ctx.ctx == self.ctx.ctx {
            // SAFETY: both ranges lie inside their allocations (checked above).
            check(
                unsafe { sys::cuMemcpyDtoD_v2(dst, from, bytes) },
                "cuMemcpyDtoD (rows)",
            )
        } else {
            // SAFETY: as above; the contexts are the buffers' own.
            check(
                unsafe { sys::cuMemcpyPeer(dst, self.ctx.ctx, from, src.ctx.ctx, bytes) },
                "cuMemcpyPeer (rows)",
            )
        }
    }

    /// Sets every byte of the allocation, padding included, to `byte` (`cuMemsetD8`), e.g. 0xFF
    /// to poison an output with NaNs before a run. Ordered with launches.
    pub fn fill_bytes(&mut self, byte: u8) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: the range is this allocation.
        check(
            unsafe { sys::cuMemsetD8_v2(self.base, byte, self.alloc_bytes) },
            "cuMemsetD8",
        )
    }
}

fn blank_copy() -> sys::CUDA_MEMCPY2D {
    sys::CUDA_MEMCPY2D {
        srcXInBytes: 0,
        srcY: 0,
        srcMemoryType: CUmemorytype::CU_MEMORYTYPE_HOST,
        srcHost: std::ptr::null(),
        srcDevice: 0,
        srcArray: std::ptr::null_mut(),
        srcPitch: 0,
        dstXInBytes: 0,
        dstY: 0,
        dstMemoryType: CUmemorytype::CU_MEMORYTYPE_HOST,
        dstHost: std::ptr::null_mut(),
        dstDevice: 0,
        dstArray: std::ptr::null_mut(),
        dstPitch: 0,
        WidthInBytes: 0,
        Height: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::open_gpu_or_skip;

    #[test]
    fn alignment_pads_like_mint_alloc() {
        assert_eq!(align_pad(8, 0), 0);
        assert_eq!(align_pad(8, 1), 15); // 15 + 1 doubles = 128 bytes
        assert_eq!(align_pad(4, 1), 31);
        assert_eq!(align_pad(8, 2), 14);
        assert_eq!(align_pad(8, 16), 0);
        assert_eq!(align_pad(8, 17), 15);
        assert_eq!(align_pad(256, 3), 0);
        for elem in [1, 2, 4, 8, 16] {
            for x in 1..40 {
                assert_eq!((align_pad(elem, x) + x) * elem % 128, 0, "{elem} {x}");
            }
        }
    }

    #[test]
    fn pitch_element_sizes_are_ones_the_driver_takes() {
        assert_eq!(pitch_element_size(1), 4);
        assert_eq!(pitch_element_size(4), 4);
        assert_eq!(pitch_element_size(8), 8);
        assert_eq!(pitch_element_size(16), 16);
        assert_eq!(pitch_element_size(32), 16);
    }

    fn data(n: usize, seed: f64) -> Vec<f64> {
        (0..n)
            .map(|i| 1.0 + seed + (i as f64 * 0.618_034).fract())
            .collect()
    }

    #[test]
    fn pitched_round_trip_keeps_data_and_pads_rows() {
        let Some(gpu) = open_gpu_or_skip() else {
            return;
        };
        let align = gpu.info().texture_pitch_alignment;
        for &(nx, ny, nz) in &[(1, 1, 1), (33, 7, 5), (100, 3, 2), (256, 16, 4)] {
            let mut buf = gpu.alloc_pitched(8, nx, ny, nz).unwrap();
            assert!(buf.pitch_bytes() >= nx * 8, "{buf:?}");
            assert_eq!(buf.pitch_bytes() % align, 0, "{buf:?}");
            assert_eq!(buf.slice_elems(), buf.pitch_elems() * ny);
            let host = data(nx * ny * nz, nx as f64);
            buf.fill_bytes(0xFF).unwrap();
            buf.copy_from_host(&host).unwrap();
            assert_eq!(buf.to_host::<f64>().unwrap(), host);
            // Device to device into a second array, then back.
            let mut other = gpu.alloc_pitched(8, nx, ny, nz).unwrap();
            other.copy_from_device(&buf).unwrap();
            assert_eq!(other.to_host::<f64>().unwrap(), host);
        }
        // Interior alignment: element x = align_x of every row starts a 128-byte line.
        for (elem, align_x) in [(8usize, 1usize), (4, 1), (8, 2), (4, 5)] {
            let (nx, ny, nz) = (37, 5, 3);
            let mut a = gpu
                .alloc_pitched_aligned(elem, nx, ny, nz, align_x)
                .unwrap();
            let pad = align_pad(elem, align_x);
            assert!(a.pitch_bytes() >= (nx + pad) * elem, "{a:?}");
            for row in 0..(ny * nz) as u64 {
                let interior = a.device_ptr() + row * a.pitch_bytes() as u64;
                assert_eq!((interior + (align_x * elem) as u64) % 128, 0, "{a:?}");
            }
            a.fill_bytes(0xFF).unwrap();
            if elem == 8 {
                let host = data(nx * ny * nz, 3.0);
                a.copy_from_host(&host).unwrap();
                assert_eq!(a.to_host::<f64>().unwrap(), host);
            } else {
                let host: Vec<f32> = (0..nx * ny * nz).map(|i| i as f32 + 0.25).collect();
                a.copy_from_host(&host).unwrap();
                assert_eq!(a.to_host::<f32>().unwrap(), host);
            }
        }
        // f32 arrays, and a linear buffer.
        let mut f = gpu.alloc_pitched(4, 17, 3, 3).unwrap();
        let host: Vec<f32> = (0..17 * 9).map(|i| i as f32 + 0.5).collect();
        f.copy_from_host(&host).unwrap();
        assert_eq!(f.to_host::<f32>().unwrap(), host);
        let mut lin = gpu.alloc(64).unwrap();
        lin.copy_from_host(&[7u64; 8]).unwrap();
        assert_eq!(lin.to_host::<u64>().unwrap(), vec![7u64; 8]);
    }

    #[test]
    fn bad_sizes_and_shapes_are_errors() {
        let Some(gpu) = open_gpu_or_skip() else {
            return;
        };
        assert!(matches!(
            gpu.alloc_pitched(8, 0, 1, 1),
            Err(GpuError::Invalid(_))
        ));
        assert!(matches!(
            gpu.alloc_pitched(8, usize::MAX, 2, 1),
            Err(GpuError::Invalid(_))
        ));
        assert!(matches!(gpu.alloc(0), Err(GpuError::Invalid(_))));
        let mut buf = gpu.alloc_pitched(8, 4, 4, 4).unwrap();
        let e = buf.copy_from_host(&[1.0f64; 63]).unwrap_err();
        assert!(
            matches!(&e, GpuError::Invalid(m) if m.contains("63 elements")),
            "{e}"
        );
        let e = buf.copy_from_host(&[1.0f32; 128]).unwrap_err();
        assert!(
            matches!(&e, GpuError::Invalid(m) if m.contains("4 bytes")),
            "{e}"
        );
        let other = gpu.alloc_pitched(8, 4, 4, 5).unwrap();
        assert!(matches!(
            buf.copy_from_device(&other),
            Err(GpuError::Invalid(_))
        ));
    }

    #[test]
    fn out_of_memory_is_an_error_with_the_size() {
        let Some(gpu) = open_gpu_or_skip() else {
            return;
        };
        // 8 TiB: more than any GPU has.
        let e = gpu.alloc_pitched(8, 4096, 16384, 16384).unwrap_err();
        println!("{e}");
        assert!(
            matches!(&e, GpuError::OutOfMemory(m) if m.contains("4096x16384x16384") && m.contains("8796093022208 bytes")),
            "{e:?}"
        );
        let e = gpu.alloc(1 << 43).unwrap_err();
        assert!(
            matches!(&e, GpuError::OutOfMemory(m) if m.contains("8796093022208 bytes")),
            "{e:?}"
        );
        // The device is still usable.
        let mut b = gpu.alloc_pitched(8, 8, 8, 8).unwrap();
        b.copy_from_host(&[2.0f64; 512]).unwrap();
        gpu.synchronize().unwrap();
    }
}
