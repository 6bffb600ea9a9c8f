//! The multi-GPU program writer (`mint translate --gpus`): the split layout of
//! [`crate::program::write_split`] (the user's C in `X.host.c`, the kernels and launchers in
//! `X.cu`) with a runtime that spreads every array over G GPUs ([`PRELUDE_MULTI`]).
//!
//! The host file is the single-GPU one except that arrays are allocated as slabs
//! (`mint_host_alloc_slabs`, which takes the array's rank: its slowest dimension is split; an
//! array whose nests reach it through time levels, `u[t % 2][i][j]`, is split level by level;
//! a read-only coefficient of lower rank, [`mint_analyzer::whole_arrays`], is whole on every
//! GPU: `mint_host_alloc_whole`) and
//! `mint_array` is a handle: copies scatter and gather behind `mint_host_copy`, a `single` swap
//! of handles swaps the arrays on every GPU, and each `mint_launch_<id>` runs the nest's kernels
//! (the same kernels as the single-GPU program) on every GPU over the planes of its slab, then
//! exchanges the halos of the arrays the nest wrote.
//!
//! Invariants:
//! - Callers have checked the program with [`mint_analyzer::split_halo`]: in every nest, every
//!   array's slowest subscript is the outermost parallel loop's variable plus a constant of at
//!   most `halo`, and written arrays are read and written at offset 0 there. Then each GPU's
//!   iterations touch only its slab and halos, and writes only its own planes.
//! - A nest's split loop values are computed exactly once over all GPUs (the parts of
//!   `mint_parts` are disjoint and cover the nest's range), so reductions count every point once;
//!   their per-GPU, per-part results are combined on the host in GPU order, the same order in
//!   both launch modes.

use crate::kernel::combine;
use crate::kernels_source_opts;
use crate::names::{device_name, handle_name, kernel_name};
use crate::program::{apply_edits, launch, Edit, HostCx, Launcher, Split, SplitProgram};
use crate::Options;
use mint_analyzer::{Nest, Program, ReductionVar};
use mint_lang::Span;
use mint_opt::KernelPlan;
use std::fmt::Write;

/// The multi-GPU runtime every multi-GPU program's device file holds.
pub const PRELUDE_MULTI: &str = include_str!("prelude_multi.cu");

/// The C definition of the handle `mint_array`, as the multi-GPU runtime declares it (one
/// definition for both files).
fn handle_struct() -> &'static str {
    let start = PRELUDE_MULTI
        .find("typedef struct {\n    void *ptr;\n    const char *name;")
        .expect("the multi-GPU prelude defines mint_array");
    let end = PRELUDE_MULTI[start..]
        .find("} mint_array;")
        .expect("the multi-GPU prelude defines mint_array")
        + start
        + "} mint_array;".len();
    &PRELUDE_MULTI[start..end]
}

/// The runtime entry points the C host file calls.
const HOST_API_MULTI: &str = r#"void mint_host_alloc_slabs(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank, long levels);
void mint_host_alloc_whole(mint_array *a, const char *name, size_t elem, long nx, long ny, long nz, long align_x, int rank);
void mint_host_copy(mint_array *a, void *host, long nx, long ny, long nz, int to_device);
void mint_host_copy_array(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_copy_array_check(mint_array *dst, mint_array *src, size_t bytes, const char *where);
void mint_host_free(mint_array *a);
void mint_host_sync(void);
void *mint_host_staging(size_t bytes, const char *where, const char *name);
void mint_host_staging_free(void *p);
"#;

/// The build and run commands of a multi-GPU program (what the files' headers say).
pub fn build_lines(device_file: &str, host_file: &str) -> [String; 4] {
    let exe = host_file.trim_end_matches(".host.c");
    let run = if exe.contains('/') {
        exe.to_string()
    } else {
        format!("./{exe}")
    };
    [
        format!("nvcc -O3 -arch=sm_90 {device_file} {host_file} -o {exe} -lnccl"),
        format!("MINT_GPUS=2 {run} ARGS   (default: every visible GPU)"),
        format!("nvcc -O3 -arch=sm_90 -DMINT_MPI {device_file} {host_file} -o {exe} -lnccl $(mpicc --showme:compile) $(mpicc --showme:link)"),
        format!("mpirun -np 2 {run} ARGS   (one rank per GPU; only rank 0 prints)"),
    ]
}

/// Write the multi-GPU program: `device_file` and `host_file` are the names the files' comments
/// give each other; `halo` is [`mint_analyzer::split_halo`] of the program.
pub fn write_multi(
    p: &Program,
    src: &str,
    file: &str,
    opts: &Options,
    device_file: &str,
    host_file: &str,
    halo: u32,
) -> SplitProgram {
    let split = Split {
        multi: true,
        ..Split::default()
    };
    let mut hx = HostCx::new(p, src, file, opts, Some(split));
    hx.run(p);
    let sp = hx.split.take().expect("split layout");
    let version = env!("CARGO_PKG_VERSION");
    let level = opts.level;
    let [one, one_run, mpi, mpi_run] = build_lines(device_file, host_file);
    // Fused time steps need deeper halos (exchanged once per launch).
    let halo = crate::program_temporal_multi::halo_for(halo, &opts.time_blocked);
    let mut device = format!(
        "// mint: translated from {file} by mint {version}, -O{level}, target cuda, multi-GPU: the device side.\n\
         // The host side, still C, is {host_file}. Build and run, one process driving every GPU:\n\
         //   {one}\n//   {one_run}\n\
         // or one MPI rank per GPU, on one node or several:\n//   {mpi}\n//   {mpi_run}\n\
         // Always with NCCL_NVLS_ENABLE=0 (the program sets it unless it is set).\n\
         #define MINT_HALO {halo}\n{PRELUDE_MULTI}\n/* ---- mint kernels ---- */\n"
    );
    device.push_str(&kernels_source_opts(p, file, src, opts));
    device.push_str("/* ---- mint launchers: what the C host file calls ---- */\n");
    device.push_str(&sp.wrappers);
    let header = format!(
        "/* mint: translated from {file} by mint {version}, -O{level}, target cuda, multi-GPU: the host side, in C.\n   \
         The kernels and the multi-GPU runtime are in {device_file}. Build: {one}\n   \
         (MPI, one rank per GPU: {mpi}) */\n\
         #include <stddef.h>\n#include <stdint.h>\n{}\n{HOST_API_MULTI}{}{}/* ---- end of mint declarations ---- */\n\n",
        handle_struct(),
        sp.protos,
        crate::program::alias_support(p)
    );
    let mut edits = hx.edits;
    edits.push(Edit {
        span: Span::new(0, 0),
        text: header,
    });
    SplitProgram {
        device,
        host: apply_edits(src, edits),
    }
}

/// The `extern "C"` launcher of one nest on every GPU (added to `sp`), and the host statement
/// that calls it (returned): the same parameters as the single-GPU launcher, arrays as handles.
pub(crate) fn launch_wrapper(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    slot: &mut usize,
    timing: bool,
    sp: &mut Split,
) -> String {
    let l = Launcher::of(n, handle_name);
    // Each parallel loop's first and last value (inclusive), x first.
    let ranges: Vec<(String, String, i64)> = l
        .bounds
        .iter()
        .enumerate()
        .map(|(d, (lo, hi))| {
            let lp = &n.loops[n.parallel - 1 - d];
            let last = if lp.hi_inclusive {
                hi.clone()
            } else {
                format!("{hi} - 1")
            };
            (lo.clone(), last, lp.step)
        })
        .collect();
    let body = multi_body(n, plan, origin, slot, timing, &ranges);
    l.add(sp, n.id, origin, ", on every GPU", &body)
}

/// `&mint_h_A, &mint_h_B` as a C array of handle pointers and its length (`NULL` when empty).
fn handle_list(names: &[&str]) -> (String, usize) {
    if names.is_empty() {
        return ("NULL".into(), 0);
    }
    let list: Vec<String> = names
        .iter()
        .map(|a| format!("&{}", handle_name(a)))
        .collect();
    (format!("{{{}}}", list.join(", ")), names.len())
}

/// The launcher's body: the nest's kernel on every GPU of this process over the three parts of
/// its slab, the halo exchange of the written arrays, the reductions combined.
fn multi_body(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    slot: &mut usize,
    timing: bool,
    ranges: &[(String, String, i64)],
) -> String {
    let i1 = "    ";
    let i2 = "        ";
    let i3 = "            ";
    let split = n.parallel - 1;
    let var = &n.loops[0].var;
    let all: Vec<&str> = n.arrays.iter().map(|a| a.name.as_str()).collect();
    let written: Vec<&str> = n
        .arrays
        .iter()
        .filter(|a| a.writes > 0)
        .map(|a| a.name.as_str())
        .collect();
    let mut t = if written.is_empty() {
        format!("{{ /* mint: every GPU computes the `{var}` values of its slab (no array written: no halo exchange) */\n")
    } else {
        format!("{{ /* mint: every GPU computes the `{var}` values of its slab: the planes its neighbours read on its halo stream, the rest at the same time on its compute stream, while the halos travel */\n")
    };
    let (list, count) = handle_list(&all);
    if count > 0 {
        let _ = writeln!(t, "{i1}const mint_array *mint_all[] = {list};");
    }
    let _ = writeln!(
        t,
        "{i1}const mint_slabs *mint_split = mint_nest_slabs(\"{origin}\", {count}, {});",
        if count > 0 { "mint_all" } else { "NULL" }
    );
    let (lo, last, step) = &ranges[split];
    let _ = writeln!(t, "{i1}const long mint_split_lo = (long)({lo});");
    let _ = writeln!(t, "{i1}const long mint_split_hi = (long)({last});");
    for r in &n.reductions {
        let ty = r.ty.c_name();
        let _ = writeln!(t, "{i1}{ty} mint_acc_{}[3 * MINT_MAX_GPUS];", r.name);
        let _ = writeln!(t, "{i1}int mint_has_{}[3 * MINT_MAX_GPUS] = {{0}};", r.name);
    }
    if timing {
        let _ = writeln!(t, "{i1}mint_timing_start();");
    }
    let exchange = !written.is_empty();
    let (wl, wn) = handle_list(&written);
    if exchange {
        let _ = writeln!(t, "{i1}const mint_array *mint_written[] = {wl};");
    }
    // The planes the neighbours read go on each GPU's halo stream (highest priority), the
    // interior on its compute stream: they run at once, no gap between them, and NCCL's kernels
    // follow the boundary planes on the halo stream. Breadth first: each part on every GPU
    // before the next part, so that no GPU waits for the host to enqueue another's launches;
    // the interiors first (`mint_part_order`), so that every GPU starts on its largest part
    // after the fewest host calls (the boundary's higher priority puts it ahead of the
    // interior's waiting blocks).
    if exchange {
        let _ = writeln!(
            t,
            "{i1}for (int mint_l = 0; mint_l < mint_rt.count; mint_l++)"
        );
        let _ = writeln!(t, "{i1}    mint_halo_follows(mint_l);");
    }
    let _ = writeln!(t, "{i1}for (int mint_i = 0; mint_i < 3; mint_i++) {{");
    let _ = writeln!(t, "{i2}const int mint_k = mint_part_order(mint_i);");
    if exchange {
        let _ = writeln!(t, "{i2}if (mint_k == 2)");
        let _ = writeln!(t, "{i2}    mint_exchange_start({wn}, mint_written);");
    }
    let _ = writeln!(
        t,
        "{i2}for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {{"
    );
    let _ = writeln!(t, "{i3}MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));");
    let _ = writeln!(
        t,
        "{i3}cudaStream_t mint_stream = mint_k < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l];"
    );
    for a in &n.arrays {
        let _ = writeln!(
            t,
            "{i3}const mint_view {} = mint_view_of(&{}, mint_l, \"{origin}\");",
            device_name(&a.name),
            handle_name(&a.name)
        );
    }
    let _ = writeln!(t, "{i3}mint_range mint_part[3];");
    let _ = writeln!(
        t,
        "{i3}mint_parts(mint_split, mint_l, mint_split_lo, mint_split_hi, {step}, {}, mint_part);",
        i32::from(exchange)
    );
    let _ = writeln!(
        t,
        "{i3}if (mint_part[mint_k].first > mint_part[mint_k].last)"
    );
    let _ = writeln!(t, "{i3}    continue;");
    let _ = writeln!(
        t,
        "{i3}const long mint_split_first = mint_part[mint_k].first, mint_split_last = mint_part[mint_k].last;"
    );
    // The launch takes each loop's bounds as written: an exclusive loop's bound is one past.
    let split_hi = if n.loops[0].hi_inclusive {
        "mint_split_last"
    } else {
        "mint_split_last + 1"
    };
    let bounds: Vec<(String, String)> = (0..n.parallel)
        .map(|d| {
            if d == split {
                ("mint_split_first".to_string(), split_hi.to_string())
            } else {
                let dim = ["x", "y", "z"][d];
                (format!("mint_arg_lo_{dim}"), format!("mint_arg_hi_{dim}"))
            }
        })
        .collect();
    let fin = |r: &ReductionVar, res: &str| {
        let at = "(mint_rt.first + mint_l) * 3 + mint_k";
        format!("mint_acc_{0}[{at}] = {res}; mint_has_{0}[{at}] = 1", r.name)
    };
    let body = launch(
        n,
        plan,
        i3,
        origin,
        slot,
        false,
        &bounds,
        &fin,
        Some("mint_stream"),
    );
    let _ = writeln!(t, "{i3}{body}");
    let _ = writeln!(t, "{i2}}}");
    let _ = writeln!(t, "{i1}}}");
    if exchange {
        let _ = writeln!(t, "{i1}mint_exchange_finish({wn}, mint_written);");
    }
    if timing {
        let points: Vec<String> = ranges
            .iter()
            .map(|(lo, last, step)| format!("mint_trips({lo}, {last}, {step})"))
            .collect();
        let _ = writeln!(
            t,
            "{i1}mint_timing_stop({}, \"{}\", \"{origin}\", {}, {}, {});",
            n.id,
            kernel_name(n.id),
            n.flops_per_point,
            n.bytes_per_point,
            points.join(" * ")
        );
    }
    for r in &n.reductions {
        let ty = r.ty.c_name();
        let v = &r.name;
        let _ = writeln!(
            t,
            "{i1}mint_share_results(mint_acc_{v}, mint_has_{v}, sizeof({ty}), 3);"
        );
        let _ = writeln!(
            t,
            "{i1}for (int mint_i = 0; mint_i < 3 * mint_rt.gpus; mint_i++)"
        );
        let target = format!("(*mint_out_{v})");
        let _ = writeln!(
            t,
            "{i1}    if (mint_has_{v}[mint_i]) {target} = {};",
            combine(r.op, &target, &format!("mint_acc_{v}[mint_i]"))
        );
    }
    t.push('}');
    t
}
