//! Timing with CUDA events ([`Gpu::time_kernel`], [`Event`]) and the device-to-device copy
//! bandwidth that kernels are compared with ([`Gpu::copy_bandwidth`]).
//!
//! Method (docs METHOD.md of the GPU machine): warm up first, bracket each repetition with
//! events on the stream, take the median of many; inputs larger than L2; never zeros as data.

use std::sync::Arc;

use cudarc::driver::sys;

use crate::device::{check, check_sync, Context};
use crate::{Gpu, GpuError};

/// Bytes [`Gpu::copy_bandwidth`] is usually asked to copy: 1 GiB, far larger than any L2.
pub const COPY_BANDWIDTH_BYTES: usize = 1 << 30;

/// A CUDA event (with timing), destroyed on drop.
#[derive(Debug)]
pub struct Event {
    pub(crate) ctx: Arc<Context>,
    pub(crate) ev: sys::CUevent,
}

// SAFETY: event handles are identifiers usable from any thread with the context current.
unsafe impl Send for Event {}
unsafe impl Sync for Event {}

impl Drop for Event {
    fn drop(&mut self) {
        // SAFETY: created in `Gpu::event`, destroyed only here.
        if self.ctx.bind().is_ok() {
            let _ = unsafe { sys::cuEventDestroy_v2(self.ev) };
        }
    }
}

impl Event {
    /// Records the event on the stream: it completes when all work queued before it has.
    pub fn record(&self) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: the event is live and its context current.
        check(
            unsafe { sys::cuEventRecord(self.ev, self.ctx.stream) },
            "cuEventRecord",
        )
    }

    /// Waits until the event has completed; a kernel fault before it is [`GpuError::Launch`].
    pub fn synchronize(&self) -> Result<(), GpuError> {
        self.ctx.bind()?;
        // SAFETY: as above.
        check_sync(
            unsafe { sys::cuEventSynchronize(self.ev) },
            "cuEventSynchronize",
        )
    }

    /// Milliseconds from `start` to this event (both recorded and completed; resolution about
    /// half a microsecond).
    pub fn elapsed_ms(&self, start: &Event) -> Result<f64, GpuError> {
        self.ctx.bind()?;
        let mut ms = 0f32;
        // SAFETY: both events are live in the current context; `ms` is valid for writes.
        check(
            unsafe { sys::cuEventElapsedTime_v2(&mut ms, start.ev, self.ev) },
            "cuEventElapsedTime",
        )?;
        Ok(ms as f64)
    }
}

/// Times of repeated runs, in milliseconds.
#[derive(Debug, Clone, PartialEq)]
pub struct Timing {
    /// The median (the mean of the two middle times for an even count).
    pub median_ms: f64,
    /// The fastest run.
    pub min_ms: f64,
    /// The slowest run.
    pub max_ms: f64,
    /// Every run, in the order they ran.
    pub all: Vec<f64>,
}

impl Timing {
    /// Summarizes `all`; `None` if it is empty or holds a NaN.
    pub fn from_samples(all: Vec<f64>) -> Option<Timing> {
        if all.is_empty() || all.iter().any(|t| t.is_nan()) {
            return None;
        }
        let mut sorted = all.clone();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let median_ms = if n % 2 == 1 {
            sorted[n / 2]
        } else {
            0.5 * (sorted[n / 2 - 1] + sorted[n / 2])
        };
        Some(Timing {
            median_ms,
            min_ms: sorted[0],
            max_ms: sorted[n - 1],
            all,
        })
    }

    /// `(max - min) / median`: runs that differ by less than this are noise.
    pub fn spread(&self) -> f64 {
        if self.median_ms > 0.0 {
            (self.max_ms - self.min_ms) / self.median_ms
        } else {
            0.0
        }
    }
}

/// The result of [`Gpu::measure_copy_bandwidth`].
#[derive(Debug, Clone, PartialEq)]
pub struct CopyBandwidth {
    /// Bytes copied per run (each read once and written once).
    pub bytes: usize,
    /// `2 * bytes / median time`, in GB/s (1e9 bytes per second).
    pub gbps: f64,
    /// The copy times.
    pub timing: Timing,
}

impl Gpu {
    /// A new event of this device (timing enabled).
    pub fn event(&self) -> Result<Event, GpuError> {
        self.ctx.bind()?;
        let mut ev: sys::CUevent = std::ptr::null_mut();
        // SAFETY: the context is current; `ev` is valid for writes. Flags 0: default event.
        check(unsafe { sys::cuEventCreate(&mut ev, 0) }, "cuEventCreate")?;
        Ok(Event {
            ctx: self.ctx.clone(),
            ev,
        })
    }

    /// Times `run` (which queues one or more launches, e.g. through [`Gpu::launch`]): runs it
    /// `warmup` times and waits, then `reps` times, each bracketed by events on the stream (all
    /// queued back to back, read after one wait), so every time covers the GPU work of one call
    /// and no host overhead in between.
    ///
    /// Errors: an error `run` returns; a kernel fault ([`GpuError::Launch`]); `reps == 0`
    /// ([`GpuError::Invalid`]).
    pub fn time_kernel<F>(&self, mut run: F, warmup: usize, reps: usize) -> Result<Timing, GpuError>
    where
        F: FnMut() -> Result<(), GpuError>,
    {
        if reps == 0 {
            return Err(GpuError::Invalid(
                "time_kernel needs at least one repetition".into(),
            ));
        }
        for _ in 0..warmup {
            run()?;
        }
        self.synchronize()?;
        let events = (0..2 * reps)
            .map(|_| self.event())
            .collect::<Result<Vec<_>, _>>()?;
        for pair in events.chunks(2) {
            pair[0].record()?;
            run()?;
            pair[1].record()?;
        }
        events[2 * reps - 1].synchronize()?;
        let all = events
            .chunks(2)
            .map(|pair| pair[1].elapsed_ms(&pair[0]))
            .collect::<Result<Vec<_>, _>>()?;
        Timing::from_samples(all)
            .ok_or_else(|| GpuError::Driver("cuEventElapsedTime gave no usable times (NaN)".into()))
    }

    /// Device-to-device copy bandwidth in GB/s (1e9 bytes/s), counting bytes read plus bytes
    /// written: `cuMemcpyDtoD` of `bytes` between two buffers filled with non-zero bytes, 3
    /// warm-ups, median of 20. With [`COPY_BANDWIDTH_BYTES`] this is the bound a memory-bound
    /// kernel is compared with (`mint run` prints "% of copy bandwidth" from it).
    pub fn copy_bandwidth(&self, bytes: usize) -> Result<f64, GpuError> {
        self.measure_copy_bandwidth(bytes, 3, 20).map(|c| c.gbps)
    }

    /// [`Gpu::copy_bandwidth`] with the warm-up and repetition counts chosen and all times kept.
    pub fn measure_copy_bandwidth(
        &self,
        bytes: usize,
        warmup: usize,
        reps: usize,
    ) -> Result<CopyBandwidth, GpuError> {
        let mut src = self.alloc(bytes)?;
        let mut dst = self.alloc(bytes)?;
        src.fill_bytes(0x5A)?;
        dst.fill_bytes(0xA5)?;
        let (s, d) = (src.device_ptr(), dst.device_ptr());
        let ctx = self.ctx.clone();
        let timing = self.time_kernel(
            || {
                ctx.bind()?;
                // SAFETY: both ranges are live allocations of `bytes` bytes in this context.
                check(unsafe { sys::cuMemcpyDtoD_v2(d, s, bytes) }, "cuMemcpyDtoD")
            },
            warmup,
            reps,
        )?;
        let gbps = if timing.median_ms > 0.0 {
            2.0 * bytes as f64 / (timing.median_ms * 1e-3) / 1e9
        } else {
            f64::INFINITY
        };
        // Spot-check that the copy happened.
        let mut first = [0u8; 1];
        // SAFETY: `first` holds 1 byte; `d` is a live allocation of at least 1 byte.
        check(
            unsafe { sys::cuMemcpyDtoH_v2(first.as_mut_ptr().cast(), d, 1) },
            "cuMemcpyDtoH",
        )?;
        if first[0] != 0x5A {
            return Err(GpuError::Driver(format!(
                "the copy-bandwidth copy did not arrive (byte 0 is {:#x})",
                first[0]
            )));
        }
        drop((src, dst));
        Ok(CopyBandwidth {
            bytes,
            gbps,
            timing,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::open_gpu_or_skip;

    #[test]
    fn timing_takes_the_median() {
        let t = Timing::from_samples(vec![3.0, 1.0, 2.0]).unwrap();
        assert_eq!((t.median_ms, t.min_ms, t.max_ms), (2.0, 1.0, 3.0));
        assert_eq!(t.all, [3.0, 1.0, 2.0]);
        let t = Timing::from_samples(vec![4.0, 1.0, 2.0, 3.0]).unwrap();
        assert_eq!(t.median_ms, 2.5);
        assert!((t.spread() - 1.2).abs() < 1e-12);
        assert!(Timing::from_samples(vec![]).is_none());
        assert!(Timing::from_samples(vec![1.0, f64::NAN]).is_none());
    }

    #[test]
    fn events_time_copies_and_bandwidth_is_plausible() {
        let Some(gpu) = open_gpu_or_skip() else {
            return;
        };
        assert!(matches!(
            gpu.time_kernel(|| Ok(()), 0, 0),
            Err(GpuError::Invalid(_))
        ));
        // Errors from the closure come back as they are.
        let e = gpu
            .time_kernel(|| Err(GpuError::Invalid("x".into())), 1, 1)
            .unwrap_err();
        assert_eq!(e, GpuError::Invalid("x".into()));
        let c = gpu.measure_copy_bandwidth(64 << 20, 2, 5).unwrap();
        println!(
            "copy 64 MiB: {:.1} GB/s (median {:.4} ms, min {:.4}, max {:.4})",
            c.gbps, c.timing.median_ms, c.timing.min_ms, c.timing.max_ms
        );
        assert_eq!(c.timing.all.len(), 5);
        assert!(c.timing.min_ms > 0.0);
        assert!(c.gbps > 50.0 && c.gbps < 100_000.0, "{c:?}");
        let e = gpu.copy_bandwidth(1 << 44).unwrap_err();
        assert!(matches!(e, GpuError::OutOfMemory(_)), "{e}");
    }
}
