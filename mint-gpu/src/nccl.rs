//! NCCL through `cudarc`'s bindings (`cudarc::nccl::sys::Lib`, loaded at run time): one
//! communicator per GPU of this process ([`Nccl::init_all`], `ncclCommInitAll`) and grouped
//! point-to-point transfers of whole pitched rows between them ([`Nccl::exchange`]: one
//! `ncclGroupStart` .. `ncclGroupEnd` of `ncclSend`/`ncclRecv`), each on a [`Stream`] of its GPU.
//!
//! The library is `$MINT_NCCL` when set (a path), else `libnccl.so.2` (what NCCL's packages and
//! the `nvidia-nccl-cu13` wheel install; `cudarc`'s own search tries only unversioned names and
//! CUDA-versioned ones), else `libnccl.so`. It is loaded, and every symbol resolved, once under
//! `catch_unwind` ([`nccl_version`]): a missing or too old NCCL is [`GpuError::NcclMissing`],
//! never a panic.
//!
//! Invariants: the communicators' ranks are the positions of the GPUs given to
//! [`Nccl::init_all`], which must be distinct devices (NCCL refuses two ranks on one GPU); a
//! transfer moves whole rows counted from the allocation's start (as
//! [`DeviceBuffer::copy_rows_from`] does), checked against the buffer's extent before NCCL sees
//! it, and is ordered after what its stream was told to wait for.

use std::ffi::{c_int, CStr};
use std::panic::{self, AssertUnwindSafe};
use std::sync::{Arc, OnceLock};

use cudarc::nccl::sys::{self as nccl, ncclComm_t, ncclDataType_t, ncclResult_t, Lib};

use crate::device::Context;
use crate::{DeviceBuffer, Gpu, GpuError, Stream};

/// The NCCL library, loaded once (see the module docs).
fn lib() -> Result<&'static Lib, GpuError> {
    static LIB: OnceLock<Result<Lib, String>> = OnceLock::new();
    LIB.get_or_init(|| {
        let mut names = Vec::new();
        if let Ok(p) = std::env::var("MINT_NCCL") {
            names.push(p);
        }
        names.extend(["libnccl.so.2".to_string(), "libnccl.so".to_string()]);
        load_from(&names)
    })
    .as_ref()
    .map_err(|why| GpuError::NcclMissing(why.clone()))
}

/// The first of `names` that loads with every symbol, or what each attempt said.
fn load_from(names: &[String]) -> Result<Lib, String> {
    let mut why = Vec::new();
    for name in names {
        // SAFETY: loading a shared library runs its initializers; NCCL's are benign. A missing
        // symbol panics inside cudarc, caught here.
        let got = panic::catch_unwind(AssertUnwindSafe(|| unsafe { Lib::new(name) }));
        match got {
            Ok(Ok(lib)) => return Ok(lib),
            Ok(Err(e)) => why.push(format!("{name}: {e}")),
            Err(_) => why.push(format!(
                "{name}: lacks a function of NCCL 2.28's API (an older NCCL)"
            )),
        }
    }
    Err(why.join("; "))
}

/// The NCCL version as NCCL numbers it (22803 for 2.28.3), or why NCCL cannot be used.
pub fn nccl_version() -> Result<i32, GpuError> {
    version_of(lib()?)
}

fn version_of(lib: &Lib) -> Result<i32, GpuError> {
    let mut v: c_int = 0;
    // SAFETY: the library is loaded; `v` is valid for writes.
    status(
        lib,
        unsafe { (lib.ncclGetVersion)(&mut v) },
        "ncclGetVersion",
    )?;
    Ok(v)
}

/// `Ok` for `ncclSuccess`, else [`GpuError::Nccl`] with the call and NCCL's words for it.
fn status(lib: &Lib, r: ncclResult_t, what: &str) -> Result<(), GpuError> {
    if r == ncclResult_t::ncclSuccess {
        return Ok(());
    }
    // SAFETY: NCCL returns a static NUL-terminated string for every result code.
    let text = unsafe {
        let p = (lib.ncclGetErrorString)(r);
        if p.is_null() {
            "unknown error".to_string()
        } else {
            CStr::from_ptr(p).to_string_lossy().into_owned()
        }
    };
    Err(GpuError::Nccl(format!("{what} failed: {r:?}: {text}")))
}

/// One communicator per GPU of this process (see the module docs); destroyed on drop.
pub struct Nccl {
    lib: &'static Lib,
    comms: Vec<ncclComm_t>,
    ctxs: Vec<Arc<Context>>,
}

// SAFETY: NCCL communicators are handles usable from any thread (one at a time, which `&mut`-free
// use through `exchange`'s single group call keeps).
unsafe impl Send for Nccl {}
unsafe impl Sync for Nccl {}

impl std::fmt::Debug for Nccl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Nccl({} ranks)", self.comms.len())
    }
}

impl Drop for Nccl {
    fn drop(&mut self) {
        for &c in &self.comms {
            // SAFETY: created by `ncclCommInitAll`, destroyed only here. A failure only leaks.
            let _ = unsafe { (self.lib.ncclCommDestroy)(c) };
        }
    }
}

/// One side of a point-to-point transfer: rank `gpu` sends rows `row..row + rows` of `buf` to
/// rank `peer`, or receives as many into them from `peer`, on `stream`.
#[derive(Debug, Clone, Copy)]
pub struct Transfer<'a> {
    /// `true` to send, `false` to receive.
    pub send: bool,
    /// The rank (position in [`Nccl::init_all`]'s GPUs) that sends or receives.
    pub gpu: usize,
    /// The other rank.
    pub peer: usize,
    /// The buffer on `gpu` the rows are read from or written to.
    pub buf: &'a DeviceBuffer,
    /// First row (counted over `y` and `z`, from the allocation's start).
    pub row: usize,
    /// Number of whole pitched rows.
    pub rows: usize,
    /// A stream of `gpu`.
    pub stream: &'a Stream,
}

impl Nccl {
    /// Communicators for `gpus` (rank = position): `ncclCommInitAll` over their ordinals.
    /// Errors: [`GpuError::NcclMissing`]; [`GpuError::Invalid`] when a device appears twice;
    /// [`GpuError::Nccl`] when NCCL fails (its message).
    pub fn init_all(gpus: &[Gpu]) -> Result<Nccl, GpuError> {
        let lib = lib()?;
        let ordinals: Vec<c_int> = gpus.iter().map(|g| g.info().ordinal as c_int).collect();
        for (i, o) in ordinals.iter().enumerate() {
            if ordinals[..i].contains(o) {
                return Err(GpuError::Invalid(format!(
                    "GPU {o} is given twice: NCCL needs one GPU per rank"
                )));
            }
        }
        let mut comms: Vec<ncclComm_t> = vec![std::ptr::null_mut(); gpus.len()];
        // SAFETY: `comms` has room for one communicator per device of `ordinals`.
        status(
            lib,
            unsafe {
                (lib.ncclCommInitAll)(comms.as_mut_ptr(), gpus.len() as c_int, ordinals.as_ptr())
            },
            "ncclCommInitAll",
        )?;
        Ok(Nccl {
            lib,
            comms,
            ctxs: gpus.iter().map(|g| g.ctx.clone()).collect(),
        })
    }

    /// Number of ranks.
    pub fn ranks(&self) -> usize {
        self.comms.len()
    }

    /// Every transfer in one NCCL group (so that sends and receives between the same ranks
    /// cannot deadlock), enqueued on their streams; returns once enqueued. Each transfer is
    /// checked first: ranks in range, `peer != gpu`, the buffer and stream of rank `gpu`'s
    /// device, the rows inside the buffer.
    pub fn exchange(&self, transfers: &[Transfer]) -> Result<(), GpuError> {
        let n = self.comms.len();
        let mut ops = Vec::with_capacity(transfers.len());
        for t in transfers {
            if t.gpu >= n || t.peer >= n || t.gpu == t.peer {
                return Err(GpuError::Invalid(format!(
                    "NCCL transfer between ranks {} and {} of {n}",
                    t.gpu, t.peer
                )));
            }
            let mine = &self.ctxs[t.gpu];
            let on = |c: &Arc<Context>| Arc::ptr_eq(c, mine) || c.ctx == mine.ctx;
            if !on(&t.buf.ctx) || !on(&t.stream.ctx) {
                return Err(GpuError::Invalid(format!(
                    "NCCL transfer of rank {}: its buffer or stream belongs to another GPU",
                    t.gpu
                )));
            }
            let (ptr, bytes) = t.buf.row_span(
                t.row,
                t.rows,
                if t.send {
                    "NCCL send of"
                } else {
                    "NCCL receive into"
                },
            )?;
            if bytes > 0 {
                ops.push((t, ptr, bytes));
            }
        }
        let lib = self.lib;
        status(lib, unsafe { (lib.ncclGroupStart)() }, "ncclGroupStart")?;
        let mut first_error = Ok(());
        for (t, ptr, bytes) in ops {
            let stream = t.stream.raw as nccl::cudaStream_t;
            let (comm, peer) = (self.comms[t.gpu], t.peer as c_int);
            // SAFETY: `ptr .. ptr + bytes` lies inside `t.buf`'s allocation on rank `t.gpu`'s
            // device (checked above), the stream is that device's, the communicator is live.
            let r = unsafe {
                if t.send {
                    (lib.ncclSend)(
                        ptr as _,
                        bytes,
                        ncclDataType_t::ncclUint8,
                        peer,
                        comm,
                        stream,
                    )
                } else {
                    (lib.ncclRecv)(
                        ptr as _,
                        bytes,
                        ncclDataType_t::ncclUint8,
                        peer,
                        comm,
                        stream,
                    )
                }
            };
            if first_error.is_ok() {
                first_error = status(lib, r, if t.send { "ncclSend" } else { "ncclRecv" });
            }
        }
        // The group is always closed, also after a failed call inside it.
        let end = status(lib, unsafe { (lib.ncclGroupEnd)() }, "ncclGroupEnd");
        first_error.and(end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::require_tool;

    /// The wheel's NCCL (what `.ci/run` installs beside nvcc) loads through `cudarc`'s bindings
    /// without a GPU and says it is 2.28; a path that is not there is an error naming it.
    #[test]
    fn the_wheels_nccl_loads_and_a_missing_one_is_named() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let wheel = root.join(".tools/cuda/nvidia/nccl/lib/libnccl.so.2");
        let missing = "/nonexistent/libnccl.so.2".to_string();
        let e = load_from(std::slice::from_ref(&missing))
            .map(|_| ())
            .unwrap_err();
        assert!(e.contains(&missing), "{e}");
        if !require_tool(wheel.exists(), "NCCL (the nvidia-nccl-cu13 wheel)") {
            return;
        }
        let lib = load_from(&[missing, wheel.display().to_string()]).expect("the wheel's NCCL");
        let v = version_of(&lib).expect("ncclGetVersion");
        assert_eq!(v / 100, 228, "{v}");
    }
}
