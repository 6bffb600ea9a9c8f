//! Temporal blocking in multi-GPU programs (`mint translate --gpus --time-block N`): the flush of
//! [`crate::program_temporal`] on every GPU of a [`crate::program_multi`] program, the halos
//! exchanged once per fused launch instead of once per step.
//!
//! Each GPU runs the fused kernel over a window of the split (slowest) dimension: its slab and
//! the halo planes it holds, less `m` planes on each side that has a neighbour, where
//! `m = MINT_HALO - R (bT - 1)` (`R`: the nest's radius along the split dimension). The kernel
//! keeps the planes outside its window as they are in its input, so after `s <= bT` steps the
//! values it computed are wrong only within `R (s - 1)` planes of the window's edge: never on
//! the GPU's own planes, because the halo is `m + R (bT - 1)` deep. `m` is at least the
//! program's split halo ([`mint_analyzer::split_halo`]), so every read of the window's points
//! (the input within `R`, other arrays within their offsets) stays inside the allocated planes;
//! the kernel loads the input only within `R` planes of its window (`mint_lfirst`).
//!
//! Each launch writes the GPU's own planes of its window, in three parts (each its own launch of
//! the kernel, [`crate::kernel_temporal::PART_LO`]): the `MINT_HALO` planes next to each
//! neighbour on the GPU's halo stream, then the rest on its compute stream. The halos of the
//! buffer written are then exchanged on the halo streams, behind the first two parts and beside
//! the third ([`mint_exchange_finish`] in the runtime: NCCL sends of the owned planes next to
//! each neighbour, then every compute stream waits for its halo stream), so the next launch
//! starts from correct halos again. The window's planes outside the GPU's own are not written:
//! the exchange overwrites them. The check that the two buffers agree outside the iteration space
//! runs on every GPU over its own planes and is combined over all GPUs (all MPI ranks).
//!
//! Invariants: [`halo_for`] is what the program's `MINT_HALO` must be at least; the launch
//! sequence (counts, parity, the final single step) is the single-GPU one, so the host sees the
//! same buffers hold the same steps.
//!
//! [`mint_exchange_finish`]: crate::program_multi::PRELUDE_MULTI

use crate::kernel_temporal::temporal_kernel_name;
use crate::names::*;
use crate::program_temporal::{
    agree_launch, agree_name, agree_z, kernel_args, state_name, step_count, write_grid,
    write_shared_limit, ArgNames, TimeBlocked, SWAP,
};
use mint_analyzer::Nest;
use mint_opt::temporal::TemporalPlan;
use std::fmt::Write;

/// The planes `R (bT - 1)` a loop's fused launches need in the halo beyond the program's split
/// halo.
fn extra(tp: &TemporalPlan) -> u32 {
    tp.stream_radius() * tp.bt.saturating_sub(1)
}

/// `MINT_HALO` of a multi-GPU program whose split halo is `split` and whose time loops are `tbs`.
pub fn halo_for(split: u32, tbs: &[TimeBlocked]) -> u32 {
    split
        + tbs
            .iter()
            .map(|t| extra(&t.stepped.plan))
            .max()
            .unwrap_or(0)
}

/// The view of array `a` on local GPU `mint_l` (a local variable of the launch loop).
fn view_name(a: &str) -> String {
    format!("mint_v_{a}")
}

/// The head of a loop over this process's GPUs (at the second level of indentation): the GPU's
/// global index `mint_g`, the device made current, the views `mint_vx` and `mint_vy` of the two
/// buffers.
fn gpu_loop(out: &mut String, origin: &str) {
    let (i2, i3) = ("        ", "            ");
    let _ = writeln!(
        out,
        "{i2}for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {{"
    );
    let _ = writeln!(out, "{i3}const int mint_g = mint_rt.first + mint_l;");
    let _ = writeln!(out, "{i3}MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));");
    let _ = writeln!(
        out,
        "{i3}const mint_view mint_vx = mint_view_of(&mint_x, mint_l, \"{origin}\"), mint_vy = mint_view_of(&mint_y, mint_l, \"{origin}\");"
    );
}

/// Every GPU: whether the two buffers agree outside the iteration space on its own planes; the
/// answer of all GPUs (`mint_fused`).
pub(crate) fn write_agree_check(out: &mut String, n: &Nest, tp: &TemporalPlan, origin: &str) {
    let i1 = "    ";
    let (i2, i3) = ("        ", "            ");
    let st = state_name(n.id);
    let an = agree_name(n.id);
    let (lz, nz) = agree_z(n);
    // Every array of the nest: split alike (the views below assume the same planes).
    let mut all = vec!["&mint_x".to_string(), "&mint_y".to_string()];
    all.extend(
        n.arrays
            .iter()
            .filter(|a| a.name != tp.input && a.name != tp.output)
            .map(|a| format!("&{}", device_name(&a.name))),
    );
    let _ = writeln!(
        out,
        "{i1}const mint_array *mint_all[] = {{{}}};",
        all.join(", ")
    );
    let _ = writeln!(
        out,
        "{i1}const mint_slabs *mint_split = mint_nest_slabs(\"{origin}\", {}, mint_all);",
        all.len()
    );
    let _ = writeln!(
        out,
        "{i1}const mint_slabs *mint_sx = mint_slabs_of(&mint_x, \"{origin}\"), *mint_sy = mint_slabs_of(&mint_y, \"{origin}\");"
    );
    let _ = writeln!(
        out,
        "{i1}if (mint_k > 1 && mint_sx->nx == mint_sy->nx && mint_sx->ny == mint_sy->ny && mint_sx->nz == mint_sy->nz) {{"
    );
    let _ = writeln!(out, "{i2}int mint_differ = 0;");
    gpu_loop(out, origin);
    let _ = writeln!(
        out,
        "{i3}if (!{st}.differ[mint_l])\n{i3}    MINT_CHECK(cudaMalloc((void **)&{st}.differ[mint_l], sizeof(int)));"
    );
    let _ = writeln!(
        out,
        "{i3}MINT_CHECK(cudaMemcpy({st}.differ[mint_l], &mint_differ, sizeof(int), cudaMemcpyHostToDevice));"
    );
    let _ = writeln!(
        out,
        "{i3}{an}<<<{}, 0, mint_rt.compute[mint_l]>>>((const unsigned char *)mint_vx.ptr, (long)mint_vx.pitch, (long)mint_vx.slice, (const unsigned char *)mint_vy.ptr, (long)mint_vy.pitch, (long)mint_vy.slice, {}, {}, {}, {}, {lz}, {nz}, (long)mint_vx.nx, (long)mint_vx.ny, (long)mint_vx.nz, mint_split->p0[mint_g], mint_split->p1[mint_g], {st}.differ[mint_l]);",
        agree_launch("mint_vx"),
        lo_name(0),
        count_name(0),
        lo_name(1),
        count_name(1),
    );
    let _ = writeln!(out, "{i3}mint_check_launch(\"{an}\", \"{origin}\");");
    let _ = writeln!(out, "{i2}}}");
    let _ = writeln!(
        out,
        "{i2}for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {{"
    );
    let _ = writeln!(out, "{i3}int mint_d = 0;");
    let _ = writeln!(out, "{i3}MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));");
    let _ = writeln!(
        out,
        "{i3}MINT_CHECK(cudaStreamSynchronize(mint_rt.compute[mint_l]));"
    );
    let _ = writeln!(
        out,
        "{i3}MINT_CHECK(cudaMemcpy(&mint_d, {st}.differ[mint_l], sizeof(int), cudaMemcpyDeviceToHost));"
    );
    let _ = writeln!(out, "{i3}mint_differ |= mint_d;");
    let _ = writeln!(out, "{i2}}}");
    let _ = writeln!(
        out,
        "{i2}mint_fused = !mint_any(mint_differ); /* every GPU's answer, every rank */"
    );
    let _ = writeln!(out, "{i1}}}");
}

/// Every GPU: the launches over its window, each followed by the halo exchange of the buffer it
/// wrote and the swap of `mint_x` and `mint_y`.
pub(crate) fn write_launches(out: &mut String, n: &Nest, tp: &TemporalPlan, origin: &str) {
    let i1 = "    ";
    let (i2, i3) = ("        ", "            ");
    let kn = temporal_kernel_name(n.id);
    let sd = n.parallel - 1;
    let (lo, cnt) = (lo_name(sd), count_name(sd));
    let _ = writeln!(
        out,
        "{i1}/* Planes next to a neighbour's that the kernel keeps as they are: values within {r} x (steps - 1) of them may be wrong, never on the GPU's own planes. */",
        r = tp.stream_radius()
    );
    let _ = writeln!(out, "{i1}const long mint_m = mint_halo() - {};", extra(tp));
    let mut limit = String::new();
    write_shared_limit(&mut limit, n, tp, i2);
    if !limit.is_empty() {
        let _ = writeln!(
            out,
            "{i1}for (int mint_l = 0; mint_l < mint_rt.count; mint_l++) {{ /* once per GPU, not between the launches */"
        );
        let _ = writeln!(out, "{i2}MINT_CHECK(cudaSetDevice(mint_rt.dev[mint_l]));");
        out.push_str(&limit);
        let _ = writeln!(out, "{i1}}}");
    }
    let _ = writeln!(
        out,
        "{i1}for (long mint_i = 0; mint_i <= mint_launches; mint_i++) {{"
    );
    let _ = writeln!(out, "{i2}{}", step_count(false));
    gpu_loop(out, origin);
    for a in &n.arrays {
        if a.name != tp.input && a.name != tp.output {
            let _ = writeln!(
                out,
                "{i3}const mint_view {} = mint_view_of(&{}, mint_l, \"{origin}\");",
                view_name(&a.name),
                device_name(&a.name)
            );
        }
    }
    let _ = writeln!(
        out,
        "{i3}const long mint_wa = mint_g > 0 ? mint_split->a0[mint_l] + mint_m : {lo};"
    );
    let _ = writeln!(
        out,
        "{i3}const long mint_wb = mint_g < mint_rt.gpus - 1 ? mint_split->a1[mint_l] - mint_m : {lo} + {cnt};"
    );
    let _ = writeln!(
        out,
        "{i3}const long mint_wlo = {lo} > mint_wa ? {lo} : mint_wa, mint_whi = {lo} + {cnt} < mint_wb ? {lo} + {cnt} : mint_wb;"
    );
    let _ = writeln!(
        out,
        "{i3}const long mint_wn = mint_whi > mint_wlo ? mint_whi - mint_wlo : 0;"
    );
    // The GPU's own planes of the window, in three parts: the `MINT_HALO` planes next to each
    // neighbour (what the exchange sends) on the halo stream, the rest on the compute stream,
    // so that the exchange (on the halo stream, behind the first two) runs beside the rest.
    let _ = writeln!(
        out,
        "{i3}const long mint_olo = mint_split->p0[mint_g] > mint_wlo ? mint_split->p0[mint_g] : mint_wlo, mint_ohi = mint_split->p1[mint_g] < mint_whi ? mint_split->p1[mint_g] : mint_whi;"
    );
    let _ = writeln!(
        out,
        "{i3}const long mint_h = mint_halo(), mint_oa = mint_g > 0 && mint_olo + mint_h < mint_ohi ? mint_olo + mint_h : mint_g > 0 ? mint_ohi : mint_olo;"
    );
    let _ = writeln!(
        out,
        "{i3}const long mint_ob = mint_g < mint_rt.gpus - 1 ? (mint_ohi - mint_h > mint_oa ? mint_ohi - mint_h : mint_oa) : mint_ohi;"
    );
    let _ = writeln!(
        out,
        "{i3}const long mint_part[3][2] = {{{{mint_olo, mint_oa}}, {{mint_ob, mint_ohi}}, {{mint_oa, mint_ob}}}};"
    );
    let _ = writeln!(
        out,
        "{i3}mint_halo_follows(mint_l); /* the boundary parts read what the compute stream wrote */"
    );
    let _ = writeln!(out, "{i3}for (int mint_j = 0; mint_j < 3; mint_j++) {{");
    let i4 = "                ";
    let _ = writeln!(
        out,
        "{i4}const long mint_pn = mint_wn > 0 && mint_part[mint_j][1] > mint_part[mint_j][0] ? mint_part[mint_j][1] - mint_part[mint_j][0] : 0;"
    );
    let _ = writeln!(out, "{i4}if (mint_pn == 0)\n{i4}    continue;");
    let mut counts = [count_name(0), count_name(1), count_name(2)];
    counts[sd] = "mint_pn".into();
    write_grid(out, n, tp, counts, i4, origin, "mint_die()");
    let shared = tp.shared_bytes(tp.input_elem_bytes(n));
    let other = |a: &str| view_name(a);
    let names = ArgNames {
        x: "mint_vx",
        y: "mint_vy",
        other: &other,
        prev: None,
        split: Some(("mint_wlo", "mint_wn")),
        part: Some(("mint_part[mint_j][0]", "mint_part[mint_j][1]")),
    };
    let args = kernel_args(n, tp, &names);
    let _ = writeln!(
        out,
        "{i4}{kn}<<<mint_grid, mint_block, {shared}, mint_j < 2 ? mint_rt.halo[mint_l] : mint_rt.compute[mint_l]>>>({});",
        args.join(", ")
    );
    let _ = writeln!(out, "{i4}mint_check_launch(\"{kn}\", \"{origin}\");");
    let _ = writeln!(out, "{i3}}}");
    let _ = writeln!(out, "{i2}}}");
    let _ = writeln!(out, "{i2}const mint_array *mint_wrote[] = {{&mint_y}};");
    let _ = writeln!(
        out,
        "{i2}mint_exchange_finish(1, mint_wrote); /* the halos of the buffer the launch wrote, once per {} steps at most */",
        tp.bt
    );
    let _ = writeln!(out, "{i2}{SWAP}");
    let _ = writeln!(out, "{i1}}}");
}
