//! The flush of a loop that keeps three time levels in two arrays ([`Form::Leapfrog`]: the
//! nest writes the new level over the older one it reads at the point, `W = f(R, W)`, then `R`
//! and `W` are swapped).
//!
//! The step functions are those of a swap ([`crate::program_temporal`]): the first pending
//! step records `a` = the program's `R` (the current level) and `b` = its `W` (the older one),
//! and after `j` steps level `j` (0 the current one when the steps began) is in `a` where `j`
//! is even, in `b` where it is odd; the other buffer holds level `j - 1`.
//!
//! A fused launch reads two levels (the older at the point only) and writes the next two
//! (the new current and previous ones) into two other buffers: `B0 = b`, `B1 = a` and two
//! scratch buffers `B2`, `B3` (copies of `B1`, so that their points outside the iteration space
//! hold what both arrays hold there; freed after the flush). The launches alternate between
//! the pairs `{B2, B3}` and `{B0, B1}`: an even count of them ends in the program's buffers,
//! the last one writing each level where C leaves it. Where an even count of launches cannot
//! cover the steps (one step in all, or one step per launch), the last step runs alone, in
//! place as C runs it (its launch reads the older level at each point before writing the point,
//! and the points of other blocks it reads feed no other step). Where the two arrays differ
//! outside the iteration space (where a fused launch keeps its input's values) or in layout,
//! every step runs alone, in place, and stderr says so once.

use crate::program::Launcher;
use crate::program_temporal::{
    state_name, write_agree_check_of, write_bounds, write_level_flush_start, write_scratch_copy,
    write_timing_stop, LevelLaunch,
};
use mint_analyzer::Nest;
use mint_opt::temporal::TemporalPlan;
use std::fmt::Write;

/// The body of `mint_tb_flush_<id>` (one GPU; see the module docs). `names`: the program's
/// `(R, W)`.
pub(crate) fn write_flush_leapfrog(
    out: &mut String,
    n: &Nest,
    tp: &TemporalPlan,
    l: &Launcher,
    origin: &str,
    names: &(String, String),
    timing: bool,
) {
    let st = state_name(n.id);
    let (r, w) = names;
    let i1 = "    ";
    write_level_flush_start(out, l, tp, &st);
    let _ = writeln!(
        out,
        "{i1}/* B0, B1: the older and the current level when the steps began ({w} and {r}); B2, B3: scratch copies of B1 */"
    );
    let _ = writeln!(
        out,
        "{i1}mint_array mint_b[4] = {{{st}.b, {st}.a, {st}.a, {st}.a}};"
    );
    write_bounds(out, n, l);
    let _ = writeln!(
        out,
        "{i1}if (mint_b[0].ptr == mint_b[1].ptr) {{\n{i1}    fprintf(stderr, \"{origin}: `{r}` and `{w}` are the same device array, but each step reads one and writes the other\\n\");\n{i1}    exit(1);\n{i1}}}"
    );
    if timing {
        let _ = writeln!(out, "{i1}mint_timing_start();");
    }
    let _ = writeln!(out, "{i1}int mint_fused = 0;");
    write_agree_check_of(out, n, origin, "mint_b[0]", "mint_b[1]", false);
    let _ = writeln!(
        out,
        "{i1}mint_fused = mint_fused && mint_b[0].pitch == mint_b[1].pitch && mint_b[0].slice == mint_b[1].slice;"
    );
    let _ = writeln!(
        out,
        "{i1}if (mint_k > 1 && !mint_fused && !{st}.noted) {{\n{i1}    fprintf(stderr, \"mint: {origin}: `{r}` and `{w}` differ outside the iteration space (where the fused kernel keeps its input's values) or in layout; this time loop runs one step per launch\\n\");\n{i1}    {st}.noted = 1;\n{i1}}}"
    );
    let bt = tp.bt;
    let _ = writeln!(
        out,
        "{i1}/* An even count of fused launches (they end in B0 and B1), then one step alone where none covers the steps. */"
    );
    let _ = writeln!(
        out,
        "{i1}long mint_singles = mint_k, mint_m = 0, mint_launches = 0;"
    );
    let _ = writeln!(
        out,
        "{i1}for (long mint_t = 0; mint_fused && mint_t <= 1; mint_t++) {{\n{i1}    const long mint_mm = mint_k - mint_t;\n{i1}    long mint_l = (mint_mm + {bt} - 1) / {bt};\n{i1}    mint_l += mint_l % 2;\n{i1}    if (mint_mm > 0 && mint_l <= mint_mm) {{\n{i1}        mint_singles = mint_t;\n{i1}        mint_m = mint_mm;\n{i1}        mint_launches = mint_l;\n{i1}        break;\n{i1}    }}\n{i1}}}"
    );
    let _ = writeln!(out, "{i1}if (mint_launches > 0) {{");
    let _ = writeln!(
        out,
        "{i1}    const size_t mint_bytes = mint_b[1].slice * mint_b[1].nz * mint_b[1].elem;"
    );
    let _ = writeln!(out, "{i1}    for (int mint_j = 2; mint_j < 4; mint_j++) {{");
    write_scratch_copy(out, "mint_b[mint_j]", &format!("{i1}        "));
    let _ = writeln!(out, "{i1}    }}");
    let _ = writeln!(out, "{i1}}}");
    write_launches(out, n, tp, origin);
    let _ = writeln!(
        out,
        "{i1}if (mint_launches > 0)\n{i1}    for (int mint_j = 2; mint_j < 4; mint_j++)\n{i1}        MINT_CHECK(cudaFree(mint_b[mint_j].base));"
    );
    if timing {
        write_timing_stop(out, n, tp, origin);
    }
    let _ = writeln!(out, "}}\n");
}

/// The fused launches, then the single steps in place. `mint_p`, `mint_c`: the buffers holding
/// the older and the current level.
fn write_launches(out: &mut String, n: &Nest, tp: &TemporalPlan, origin: &str) {
    let i1 = "    ";
    let launch = LevelLaunch::write_setup(out, n, tp, origin);
    let _ = writeln!(out, "{i1}int mint_p = 0, mint_c = 1;");
    let _ = writeln!(
        out,
        "{i1}for (long mint_i = 0; mint_i < mint_launches; mint_i++) {{"
    );
    let _ = writeln!(
        out,
        "{i1}    const long mint_s = mint_m / mint_launches + (mint_i < mint_m % mint_launches ? 1 : 0);"
    );
    let _ = writeln!(
        out,
        "{i1}    const int mint_o = mint_p < 2 ? 2 : 0; /* the pair this launch writes */"
    );
    let _ = writeln!(
        out,
        "{i1}    /* The last launch leaves level m where C does: in B0 where m is odd, else in B1. */"
    );
    let _ = writeln!(
        out,
        "{i1}    const int mint_w = mint_i + 1 == mint_launches ? (mint_m % 2 != 0 ? 0 : 1) : mint_o;"
    );
    let _ = writeln!(
        out,
        "{i1}    const int mint_q = mint_w == mint_o ? mint_o + 1 : (mint_w == 0 ? 1 : 0);"
    );
    let _ = writeln!(out, "{i1}    void *mint_qo = mint_b[mint_q].ptr;");
    launch.write(out, "mint_q");
    let _ = writeln!(
        out,
        "{i1}for (long mint_i = 0; mint_i < mint_singles; mint_i++) {{"
    );
    let _ = writeln!(
        out,
        "{i1}    /* In place, as C runs it: the new level over the older one. */"
    );
    let _ = writeln!(out, "{i1}    const int mint_w = mint_p;");
    let _ = writeln!(out, "{i1}    const long mint_s = 1;");
    let _ = writeln!(out, "{i1}    void *mint_qo = 0;");
    launch.write(out, "mint_c");
}
