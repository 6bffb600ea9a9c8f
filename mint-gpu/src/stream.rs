//! Streams besides a GPU's default one ([`Gpu::stream`], [`Stream`]) and the events that order
//! work between them ([`Event::record_on`], [`Stream::wait`], [`Gpu::wait`]): what a multi-GPU
//! sweep needs to run a slab's boundary planes and its halo exchange beside its interior.
//!
//! Invariants: a [`Stream`] never synchronizes implicitly with the default (legacy) stream
//! (`CU_STREAM_NON_BLOCKING`), so work on it is ordered against the default stream's only
//! through events; it belongs to one context and is destroyed on drop, after the work queued on
//! it (the driver defers the destruction until the stream is idle).

use std::sync::Arc;

use cudarc::driver::sys;

use crate::device::{check, check_sync, Context};
use crate::{Event, Gpu, GpuError, Kernel, KernelArg};

/// A stream of one GPU that runs beside its default stream (see the module docs).
#[derive(Debug)]
pub struct Stream {
    pub(crate) ctx: Arc<Context>,
    pub(crate) raw: sys::CUstream,
}

// SAFETY: stream handles are identifiers usable from any thread with the context current.
unsafe impl Send for Stream {}
unsafe impl Sync for Stream {}

impl Drop for Stream {
    fn drop(&mut self) {
        // SAFETY: created in `Gpu::stream`, destroyed only here.
        if self.ctx.bind().is_ok() {
            let _ = unsafe { sys::cuStreamDestroy_v2(self.raw) };
        }
    }
}

impl Stream {
    /// The raw handle (for libraries that enqueue on it, such as NCCL).
    pub fn raw(&self) -> sys::CUstream {
        self.raw
    }

    /// Work queued on this stream after this call waits until `ev` has completed.
    pub fn wait(&self, ev: &Event) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: the stream and the event are live; the context is current.
        check(
            unsafe { sys::cuStreamWaitEvent(self.raw, ev.ev, 0) },
            "cuStreamWaitEvent",
        )
    }

    /// Waits until everything queued on this stream has run; a kernel fault is
    /// [`GpuError::Launch`].
    pub fn synchronize(&self) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: as above.
        check_sync(
            unsafe { sys::cuStreamSynchronize(self.raw) },
            "cuStreamSynchronize",
        )
    }
}

impl Event {
    /// Records the event on `stream`: it completes when the work queued there before it has.
    pub fn record_on(&self, stream: &Stream) -> Result<(), GpuError> {
        if !Arc::ptr_eq(&self.ctx, &stream.ctx) && self.ctx.ctx != stream.ctx.ctx {
            return Err(GpuError::Invalid(
                "an event recorded on a stream of another GPU".into(),
            ));
        }
        self.ctx.bind()?;
        // SAFETY: both are live in the current context.
        check(
            unsafe { sys::cuEventRecord(self.ev, stream.raw) },
            "cuEventRecord",
        )
    }
}

impl Gpu {
    /// A new stream of this device that does not synchronize with the default stream; `urgent`
    /// gives it the device's highest priority (its blocks are scheduled ahead of waiting blocks
    /// of lower-priority streams), otherwise the lowest.
    pub fn stream(&self, urgent: bool) -> Result<Stream, GpuError> {
        self.ctx.bind()?;
        let (mut least, mut greatest) = (0, 0);
        // SAFETY: the context is current; both outputs are valid for writes.
        check(
            unsafe { sys::cuCtxGetStreamPriorityRange(&mut least, &mut greatest) },
            "cuCtxGetStreamPriorityRange",
        )?;
        let mut raw: sys::CUstream = std::ptr::null_mut();
        // SAFETY: the context is current; `raw` is valid for writes.
        check(
            unsafe {
                sys::cuStreamCreateWithPriority(
                    &mut raw,
                    sys::CUstream_flags::CU_STREAM_NON_BLOCKING as u32,
                    if urgent { greatest } else { least },
                )
            },
            "cuStreamCreateWithPriority",
        )?;
        Ok(Stream {
            ctx: self.ctx.clone(),
            raw,
        })
    }

    /// Work queued on the default stream after this call waits until `ev` has completed.
    pub fn wait(&self, ev: &Event) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: the event is live; the context is current.
        check(
            unsafe { sys::cuStreamWaitEvent(self.ctx.stream, ev.ev, 0) },
            "cuStreamWaitEvent",
        )
    }

    /// [`Gpu::launch`] on `stream` instead of the default stream (same checks, same errors).
    pub fn launch_on(
        &self,
        stream: &Stream,
        kernel: &Kernel,
        grid: [u32; 3],
        block: [u32; 3],
        shared_bytes: u32,
        args: &[KernelArg],
    ) -> Result<(), GpuError> {
        if !self.same_context(&stream.ctx) {
            return Err(GpuError::Launch(format!(
                "`{}`: the stream belongs to another Gpu handle",
                kernel.name()
            )));
        }
        self.launch_in(stream.raw, kernel, grid, block, shared_bytes, args)
    }
}

#[cfg(test)]
mod tests {
    use crate::test_support::{open_gpu_or_skip, require_tool};
    use crate::{compile_kernel, nvrtc_available, KernelArg};

    /// A kernel on an urgent stream, ordered after the default stream's work by an event and
    /// before the default stream's next work by another: the values come out in that order.
    #[test]
    fn events_order_a_side_stream_between_default_stream_launches() {
        if !require_tool(nvrtc_available(), "NVRTC") {
            return;
        }
        let Some(gpu) = open_gpu_or_skip() else {
            return;
        };
        let src = r#"
extern "C" __global__ void step(double *x, long n, double m, double a)
{
    long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
    if (i < n) x[i] = x[i] * m + a;
}
"#;
        let ptx = compile_kernel(src, "s.cu", &gpu.compile_options()).unwrap();
        let module = gpu.load(&ptx.ptx, &["step"]).unwrap();
        let k = module.kernel("step").unwrap();
        let n = 1 << 20;
        let mut buf = gpu.alloc(n * 8).unwrap();
        buf.copy_from_host(&vec![1.0f64; n]).unwrap();
        let side = gpu.stream(true).unwrap();
        let (before, after) = (gpu.event().unwrap(), gpu.event().unwrap());
        let args = |m: f64, a: f64| {
            [
                KernelArg::Ptr(&buf),
                KernelArg::I64(n as i64),
                KernelArg::F64(m),
                KernelArg::F64(a),
            ]
        };
        let grid = [(n as u32).div_ceil(256), 1, 1];
        // x = ((1 * 2 + 1) * 3 + 1) * 5 + 1 = 51 only in this order.
        gpu.launch(k, grid, [256, 1, 1], 0, &args(2.0, 1.0))
            .unwrap();
        before.record().unwrap();
        side.wait(&before).unwrap();
        gpu.launch_on(&side, k, grid, [256, 1, 1], 0, &args(3.0, 1.0))
            .unwrap();
        after.record_on(&side).unwrap();
        gpu.wait(&after).unwrap();
        gpu.launch(k, grid, [256, 1, 1], 0, &args(5.0, 1.0))
            .unwrap();
        let got: Vec<f64> = buf.to_host().unwrap();
        assert!(got.iter().all(|&v| v == 51.0), "{}", got[0]);
        side.synchronize().unwrap();
    }
}
