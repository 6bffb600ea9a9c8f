//! Vector accesses shared by the vector-x and plane-sums writers: the CUDA vector type of a run
//! of consecutive elements, the run-time alignment test that lets a thread use them, and the
//! loads and stores as C text.
//!
//! Invariant: a run of `v` (2 or 4) elements is accessed as `double2` pairs in double and as one
//! `float2`/`float4` in float, so every access needs the alignment of its vector type only.

use crate::names::{pitch_name, slice_name};
use crate::printer::Level;
use std::fmt::Write;

/// The vector type holding `k` elements of `elem`, and its size in bytes.
pub(crate) fn vector_type(elem: &str, k: u32) -> (String, u32) {
    let bytes = if elem == "double" { 8 } else { 4 };
    (format!("{elem}{k}"), bytes * k)
}

/// How a `v`-point run of `elem` splits into vector accesses: (elements per access, count).
pub(crate) fn vector_split(elem: &str, v: u32) -> (u32, u32) {
    if elem == "double" {
        (2, v / 2)
    } else {
        (v, 1)
    }
}

/// The C test that `ptr` (an expression, written as given) is aligned for the accesses of a
/// `v`-point run of `elem`, and so are the pitch (rank ≥ 2) and the slice (rank ≥ 3) of
/// `array`: then every row and plane of the array at the same x is aligned too.
pub(crate) fn aligned_test(ptr: &str, array: &str, rank: usize, elem: &str, v: u32) -> String {
    let (per, _) = vector_split(elem, v);
    let (_, bytes) = vector_type(elem, per);
    let mut test = format!(
        "((unsigned long long)(const void *){ptr} & {}ull) == 0",
        bytes - 1
    );
    if rank >= 2 {
        let _ = write!(test, " && {} % {per} == 0", pitch_name(array));
    }
    if rank >= 3 {
        let _ = write!(test, " && {} % {per} == 0", slice_name(array));
    }
    test
}

/// Load a `v`-point run of `elem` with vector loads through the read-only path: the access at
/// element `at` reads `src(at)` (a pointer expression), element `i` of the run goes to `dst(i)`.
pub(crate) fn write_vector_loads(
    out: &mut String,
    l: Level,
    elem: &str,
    v: u32,
    src: impl Fn(u32) -> String,
    dst: impl Fn(u32) -> String,
) {
    let (per, count) = vector_split(elem, v);
    let (vt, _) = vector_type(elem, per);
    for k in 0..count {
        let at = k * per;
        let _ = writeln!(
            out,
            "{l}{{ const {vt} mint_v = __ldg((const {vt} *)({}));",
            src(at)
        );
        for (e, c) in ["x", "y", "z", "w"].iter().take(per as usize).enumerate() {
            let _ = writeln!(out, "{l}  {} = mint_v.{c};", dst(at + e as u32));
        }
        let _ = writeln!(out, "{l}}}");
    }
}

/// Store a `v`-point run of `elem` with vector stores: the access at element `at` writes
/// `dst(at)` (a pointer expression), element `i` of the run is `val(i)`.
pub(crate) fn write_vector_stores(
    out: &mut String,
    l: Level,
    elem: &str,
    v: u32,
    dst: impl Fn(u32) -> String,
    val: impl Fn(u32) -> String,
) {
    let (per, count) = vector_split(elem, v);
    let (vt, _) = vector_type(elem, per);
    for k in 0..count {
        let at = k * per;
        let vals: Vec<String> = (at..at + per).map(&val).collect();
        let _ = writeln!(
            out,
            "{l}*({vt} *)({}) = make_{vt}({});",
            dst(at),
            vals.join(", ")
        );
    }
}
