//! Temporal blocking in translated programs (`mint translate --time-block N`): each recognised
//! time loop ([`mint_opt::time_loops`]) advances `N` steps per fused launch
//! ([`crate::kernel_temporal`]).
//!
//! Host side: the nests of a recognised loop no longer launch; each call `mint_tb_step_<J>`
//! records one pending step of the loop's pair (the state's buffer and the other one, as device
//! handles). The `single` pointer swaps keep running on the host handles as before. After the
//! loop, `mint_tb_flush_<I>` runs the pending steps (`I` is the loop's first nest); a step whose
//! arrays are not the pair the pending steps left (which a recognised loop never does) flushes
//! first, so nothing runs out of order.
//!
//! The flush rule, for `k` pending steps from buffer `a` (holding the state) to `b`: launches
//! alternate the buffers (each reads one and writes the other), the last launch is a single step
//! and the others take `k - 1` steps, at most `N` each, in as many launches as make the count of
//! launches `≡ k (mod 2)`. Then, exactly as after `k` single sweeps, the buffer the program's
//! handle of the state points at holds step `k` and the other one step `k - 1` (the C program's
//! `U` and `Unew`; for a pair of nests, `A` and `B`).
//!
//! Three time levels ([`Form::Rotate`]: `P <- R <- W <- P` after each step): the pending steps
//! start from buffers `B0 = P`, `B1 = R`, `B2 = W`; after `k` C steps the program's `R` is
//! `B[(k+1) % 3]` (step `k`), `P` is `B[k % 3]` (step `k - 1`) and `W` is `B[(k+2) % 3]`
//! (step `k - 2`). A fused launch reads two levels and writes two (the new current and previous
//! ones) into the other two of four buffers (the three and a scratch copy of `B1`, freed after
//! the flush); the last one or two steps are single-step launches that write the program's
//! buffers in C's order. The fused launches' count is odd when `k % 3 == 0` (then two single
//! steps), even otherwise (one single step when `k % 3 == 1`, else two): exactly then the last
//! fused launch's outputs are the two buffers the single steps read, and every buffer ends
//! holding what C leaves in it ([`write_rotate_launches`]). The three buffers must agree bit for
//! bit next to the iteration space and share one layout; otherwise every step is a single-step
//! launch in C's order.
//!
//! Three levels in two arrays ([`Form::Leapfrog`]: the new level written over the older one,
//! then a swap): the step functions are a swap's, the flush is `program_leapfrog.rs`'s. Where the nest reads the step's number
//! ([`TemporalPlan::clock`]), the steps record the first pending step's and every flush starts
//! there, each launch advancing it by its steps; where the loop's body declares scalars the
//! nest reads ([`Stepped::scoped`]), the call after the loop runs the flush with the arguments
//! the last step recorded.
//!
//! The fused kernel keeps points outside the iteration space as they are in its input; single
//! sweeps keep them as they are in each buffer. So before fusing, a device check compares the
//! two buffers bit for bit at every point outside the iteration space that a stencil reads
//! (within the input's radius of it). Where they differ (PolyBench's jacobi-2d, a second array
//! from `calloc`), a loop of two buffers that alternate on one GPU runs the kernel for two
//! boundaries instead (`mint_tb_<id>_b`, [`TemporalPlan::two_bounds`]): its launches all take
//! an odd count of steps, so that each launch's input holds its first level's boundary and its
//! output the next level's, as after single sweeps. Elsewhere (three levels, several GPUs,
//! buffers of different layouts) the flush runs `k` single-step launches (exactly `k` sweeps)
//! and says so once on stderr: the results are never those of a different program. Two handles
//! of the same buffer stop the program with a message.
//!
//! Invariants of the text: every kernel launch is on one line (`k<<<grid, block, shared>>>(...);`);
//! the device code of a loop comes before the function that holds it (or in the device file);
//! launches are checked with `mint_check_launch`, copies with `MINT_CHECK`.

use crate::kernel_opt::EXT;
use crate::kernel_temporal::{
    kernel_name_of, temporal_kernel_name, temporal_params, write_temporal_kernel, CHUNK, PART_HI,
    PART_LO, QOUT, STEPS,
};
use crate::names::*;
use crate::printer::{Printer, Verbatim};
use crate::program::{line_of, Launcher};
use crate::temporal_walls::{write_wall_runs, WallRuns};
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_lang::ast::{Item, TranslationUnit};
use mint_lang::{Diagnostic, Span};
use mint_opt::clamp_ghosts::Sides;
use mint_opt::temporal::{
    default_bt, default_schedule_of, plan_temporal_form, StageForm, TemporalPlan,
};
use mint_opt::time_loops::{time_loops, Form, Stepped};
use mint_opt::KernelPlan;
use std::fmt::Write;

/// What `--time-block` asks for.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct TbSettings {
    /// Steps per launch (`None`: [`default_bt`] of each nest).
    pub bt: Option<u32>,
    /// `--tb-schedule`: `TX,TY,CHUNK,ROWS` for 3-D nests, `TX,CHUNK` for 2-D (`None`:
    /// [`default_schedule_of`]).
    pub schedule: Option<Vec<u32>>,
    /// `--tb-form`: how the stages read their neighbours.
    pub form: StageForm,
    /// `--fast-math`: the fused kernels divide by invariants through reciprocals.
    pub fast_math: bool,
}

/// A recognised time loop of a function, planned.
#[derive(Debug, Clone)]
pub struct TimeBlocked {
    /// The function that holds it.
    pub function: String,
    /// The loop statement.
    pub span: Span,
    /// Its form, nests and plan.
    pub stepped: Stepped,
    /// Written with `--fast-math` ([`TbSettings::fast_math`]).
    pub fast_math: bool,
}

/// The schedule `(tile, rows, chunk)` for `n` under `s`.
fn schedule_of(n: &Nest, s: &TbSettings) -> Result<([u32; 2], u32, u32), String> {
    let Some(v) = &s.schedule else {
        return Ok(default_schedule_of(n, s.form));
    };
    match (n.parallel, v.as_slice()) {
        (3, &[tx, ty, chunk, rows]) => Ok(([tx, ty], rows, chunk)),
        (2, &[tx, chunk]) => Ok(([tx, 1], 1, chunk)),
        (p, _) => Err(format!(
            "--tb-schedule gives {} values; a {p}-D nest takes {}",
            v.len(),
            if p == 3 {
                "TX,TY,CHUNK,ROWS"
            } else {
                "TX,CHUNK"
            }
        )),
    }
}

/// The recognised time loops of `p` under `s`, and a note for every time loop that stays one
/// step per launch (the statement that prevents it, and why).
pub fn recognise(
    p: &Program,
    tu: &TranslationUnit,
    src: &str,
    s: &TbSettings,
) -> (Vec<TimeBlocked>, Vec<Diagnostic>) {
    let mut found = Vec::new();
    let mut notes = Vec::new();
    let plan = |n: &Nest| -> Result<TemporalPlan, String> {
        let (tile, rows, chunk) = schedule_of(n, s)?;
        plan_temporal_form(
            n,
            s.bt.unwrap_or(default_bt(n.parallel)),
            tile,
            rows,
            chunk,
            s.form,
        )
    };
    for f in &p.functions {
        let fun = tu.items.iter().find_map(|i| match i {
            Item::Function(fun) if fun.name.name == f.name && fun.body.is_some() => Some(fun),
            _ => None,
        });
        let Some(fun) = fun else { continue };
        for l in time_loops(f, fun, src, &plan) {
            match l.result {
                Ok(stepped) => found.push(TimeBlocked {
                    function: f.name.clone(),
                    span: l.span,
                    stepped,
                    fast_math: s.fast_math,
                }),
                Err(r) => notes.push(
                    Diagnostic::note(format!(
                        "--time-block: the time loop at line {} stays one step per launch: {}",
                        line_of(src, l.span.start),
                        r.reason
                    ))
                    .with_span(r.at, "this prevents temporal blocking"),
                ),
            }
        }
    }
    (found, notes)
}

/// `mint_tb_step_<id>`: records one step of a time-blocked nest.
pub fn step_name(id: usize) -> String {
    format!("mint_tb_step_{id}")
}

/// `mint_tb_flush_<id>`: runs the pending steps of the time loop whose first nest is `id`.
pub fn flush_name(id: usize) -> String {
    format!("mint_tb_flush_{id}")
}

pub(crate) fn agree_name(id: usize) -> String {
    format!("mint_tb_agree_{id}")
}

/// `mint_tb_keep_<id>`: the arguments of the last step recorded ([`Stepped::scoped`]).
fn kept_name(id: usize) -> String {
    format!("mint_tb_keep_{id}")
}

/// `mint_tb_flush_kept_<id>`: the flush with the arguments of [`kept_name`].
fn kept_flush_name(id: usize) -> String {
    format!("mint_tb_flush_kept_{id}")
}

pub(crate) fn state_name(id: usize) -> String {
    format!("mint_tb_state_{id}")
}

/// The names of a launcher's parameters, in order.
pub(crate) fn param_names(l: &Launcher) -> Vec<String> {
    l.params
        .iter()
        .map(|p| {
            p.rsplit([' ', '*'])
                .next()
                .expect("a parameter has a name")
                .to_string()
        })
        .collect()
}

/// `(input, output)` of nest `n` of loop `tb` (the pair's second nest runs the other way).
fn pair_of<'a>(tb: &'a TimeBlocked, n: &Nest) -> (&'a str, &'a str) {
    let tp = &tb.stepped.plan;
    if n.id == tb.stepped.nests[0] {
        (&tp.input, &tp.output)
    } else {
        (&tp.output, &tp.input)
    }
}

/// The device code of loop `tb` of `f`: the fused kernel, the check kernel, the pending state,
/// the flush and one step function per nest (`linkage`: `static` or `extern "C"`); with the
/// prototypes of the flush and steps (for the C host file). `multi`: in a multi-GPU program
/// (`mint_array` is a handle of slabs; [`crate::program_temporal_multi`]); `timing`: the flush
/// is timed with the program's `--timing` timers.
#[allow(clippy::too_many_arguments)]
pub(crate) fn device_code(
    f: &FunctionInfo,
    plans: &[KernelPlan],
    tb: &TimeBlocked,
    file: &str,
    src: &str,
    linkage: &str,
    multi: bool,
    timing: bool,
) -> (String, String) {
    let id = tb.stepped.nests[0];
    let n_first = f
        .nests
        .iter()
        .find(|n| n.id == id)
        .expect("the loop's nest is the function's");
    // The nest the kernel is written from (a parity loop's with its planes as two arrays); the
    // host functions take the nest's own parameters.
    let fused = tb.stepped.fused_nest(n_first);
    let n0 = &*fused;
    // A multi-GPU slab's fused launch starts past the slab's lowest plane: bounded loads.
    let mut plan = tb.stepped.plan.clone();
    if multi {
        // A slab's space does not start at the grid's edge: clamped neighbours stay selections.
        plan = mint_opt::temporal::with_ghosts_off(n0, &plan);
    }
    plan.bounded_loads = multi;
    let tp = &plan;
    let origin = format!("{file}:{}", n0.line(src));
    let loop_at = format!("{file}:{}", line_of(src, tb.span.start));
    let sw = mint_opt::Switches {
        fast_math: tb.fast_math,
        ..mint_opt::Switches::default()
    };
    let base = mint_opt::plan_nest(n0, 0, &sw).0;
    let mut out = format!(
        "/* ---- mint: the time loop at {loop_at} ({}), {} steps per launch of {} ---- */\n",
        match tb.stepped.form {
            Form::Swap => "one nest and a pointer swap",
            Form::Pair => "two nests, each the other's step back",
            Form::Rotate => "one nest and three time levels rotated",
            Form::Parity => "one nest between the two planes of one array chosen by a time parity",
            Form::CopyBack => "one nest and a nest that copies its output back",
            Form::CopyWhole => "one nest and a copy of its output over its input, whole",
            Form::Leapfrog => "one nest that writes the new level over the older one, and a swap",
        },
        tp.bt,
        temporal_kernel_name(id)
    );
    out.push_str(&write_temporal_kernel(n0, tp, &base, &origin));
    out.push('\n');
    let copy_back = matches!(tb.stepped.form, Form::CopyBack | Form::CopyWhole);
    // One GPU, two buffers that alternate: a second kernel for arrays that differ outside the
    // space (each level's boundary read from its own buffer).
    let leapfrog = tb.stepped.form == Form::Leapfrog;
    let two = (!multi && !copy_back && !leapfrog)
        .then(|| mint_opt::temporal::with_two_bounds(n0, tp))
        .flatten();
    if let Some(tb2) = &two {
        out.push_str(&write_temporal_kernel(n0, tb2, &base, &origin));
        out.push('\n');
    }
    write_agree_kernel(&mut out, n0, tp, &tb.stepped.walls);
    let walls = tb
        .stepped
        .has_walls()
        .then(|| write_wall_runs(&mut out, f, plans, tb, file, src));
    if copy_back {
        write_copy_kernel(&mut out, id);
    }
    let _ = writeln!(
        out,
        "static struct {{ long steps; mint_array a, b{}; int noted, whole; int *differ{};{} }} {};\n",
        if tp.prev.is_some() && !leapfrog { ", c" } else { "" },
        if multi { "[MINT_MAX_GPUS]" } else { "" },
        if tp.clock.is_some() { " long clock;" } else { "" },
        state_name(id)
    );
    let l0 = Launcher::of(n_first, device_name);
    let sig = |name: &str, l: &Launcher| format!("void {name}({})", l.params.join(", "));
    let mut protos = String::new();
    if !tb.stepped.scoped.is_empty() {
        // Scalars declared in the loop's body: the flush after the loop runs with the
        // arguments the last step recorded ([`flush_call`]).
        let keep = kept_name(id);
        let _ = writeln!(out, "static struct {{ {}; }} {keep};", l0.params.join("; "));
        let _ = writeln!(out, "{linkage} {};", sig(&flush_name(id), &l0));
        let kept: Vec<String> = param_names(&l0)
            .iter()
            .map(|p| format!("{keep}.{p}"))
            .collect();
        let _ = writeln!(
            out,
            "{linkage} void {}(void)\n{{\n    {}({});\n}}\n",
            kept_flush_name(id),
            flush_name(id),
            kept.join(", ")
        );
        let _ = writeln!(protos, "void {}(void);", kept_flush_name(id));
    }
    let _ = writeln!(out, "{linkage} {}", sig(&flush_name(id), &l0));
    let _ = writeln!(protos, "{};", sig(&flush_name(id), &l0));
    if tp.prev.is_some() && !leapfrog {
        write_flush_rotate(&mut out, n0, tp, &l0, &origin, timing);
        write_step_rotate(&mut out, n0, tp, &l0, linkage, &mut protos);
        return (out, protos);
    }
    let names = (shown(n_first, &tp.input), shown(n_first, &tp.output));
    let free_other = tb.stepped.form == Form::CopyBack
        && !multi
        && read_only_in_space(f, &tp.output, &tb.stepped.nests);
    if leapfrog {
        let names = (
            tp.input.clone(),
            n_first
                .arrays
                .iter()
                .find(|a| a.writes > 0)
                .map_or(String::new(), |a| a.name.clone()),
        );
        crate::program_leapfrog::write_flush_leapfrog(
            &mut out, n0, tp, &l0, &origin, &names, timing,
        );
    } else {
        write_flush(
            &mut out,
            n0,
            (tp, two.as_ref()),
            &l0,
            &origin,
            &names,
            multi,
            timing,
            (copy_back, free_other),
            walls.as_ref(),
        );
    }
    for nid in &tb.stepped.nests {
        let n = f
            .nests
            .iter()
            .find(|n| n.id == *nid)
            .expect("the loop's nest is the function's");
        let l = Launcher::of(n, device_name);
        let _ = writeln!(out, "{linkage} {}", sig(&step_name(*nid), &l));
        let _ = writeln!(protos, "{};", sig(&step_name(*nid), &l));
        let (i, o) = pair_of(tb, n);
        let st = state_name(id);
        let _ = writeln!(out, "{{");
        for p in param_names(&l) {
            let _ = writeln!(out, "    (void){p};");
        }
        if *nid == id && !tb.stepped.scoped.is_empty() {
            for p in param_names(&l) {
                let _ = writeln!(out, "    {}.{p} = {p};", kept_name(id));
            }
        }
        if let Some(w) = &walls {
            // The step's own arguments, for the flush's steps as written.
            let _ = write!(out, "{}", w.save(*nid, &param_names(&l)));
            if *nid != id {
                // A boundary nest: the flush copies the walls.
                let _ = writeln!(out, "}}\n");
                continue;
            }
        }
        if copy_back && *nid != id {
            // The copy back: its effect is the flush's (the state in both arrays).
            let _ = writeln!(out, "}}\n");
            continue;
        }
        let (i, o) = if tb.stepped.form == Form::Parity {
            write_parity_planes(&mut out, n, i, o);
            ("mint_vi".to_string(), "mint_vo".to_string())
        } else {
            (device_name(i), device_name(o))
        };
        if copy_back {
            // Every step goes from the same array to the other (the copy back makes the
            // input the state again).
            let _ = writeln!(
                out,
                "    if ({st}.steps > 0 && ({i}.ptr != {st}.a.ptr || {o}.ptr != {st}.b.ptr))"
            );
            let _ = writeln!(
                out,
                "        {}({});",
                flush_name(id),
                param_names(&l0).join(", ")
            );
        } else {
            let _ = writeln!(out, "    if ({st}.steps > 0) {{");
            let _ = writeln!(out, "        const int mint_odd = {st}.steps % 2 != 0;");
            let _ = writeln!(
                out,
                "        /* The pending steps leave the state in b when odd, else in a. */"
            );
            let _ = writeln!(
                out,
                "        const mint_array *mint_cur = mint_odd ? &{st}.b : &{st}.a, *mint_oth = mint_odd ? &{st}.a : &{st}.b;"
            );
            let _ = writeln!(
                out,
                "        if ({i}.ptr != mint_cur->ptr || {o}.ptr != mint_oth->ptr)"
            );
            let _ = writeln!(
                out,
                "            {}({});",
                flush_name(id),
                param_names(&l0).join(", ")
            );
            let _ = writeln!(out, "    }}");
        }
        let _ = writeln!(out, "    if ({st}.steps == 0) {{");
        let _ = writeln!(out, "        {st}.a = {i};");
        let _ = writeln!(out, "        {st}.b = {o};");
        if let Some(v) = &tp.clock {
            let _ = writeln!(out, "        {st}.clock = (long){v};");
        }
        let _ = writeln!(out, "    }}");
        let _ = writeln!(out, "    {st}.steps++;");
        if tb.stepped.form == Form::CopyWhole {
            write_first_whole(&mut out, id, &l0, &i, &o, multi, &origin);
        }
        let _ = writeln!(out, "}}\n");
    }
    (out, protos)
}

/// A whole-copy loop's step ([`Form::CopyWhole`]), after it is recorded: the first step since
/// the flush runs alone, and its output is copied over its input whole, as the C loop's
/// `memcpy` does; from then on the two arrays are the same outside the space, so the steps
/// after it are a copy-back loop's, and the `memcpy`s in the host code only check their size
/// (`mint_copy_array_check`). Every flush forgets it (`whole`), also one with no step pending
/// (the flush after the loop): between two flushes nothing else touches the arrays.
fn write_first_whole(
    out: &mut String,
    id: usize,
    l0: &Launcher,
    i: &str,
    o: &str,
    multi: bool,
    origin: &str,
) {
    let st = state_name(id);
    let copy = if multi {
        "mint_host_copy_array"
    } else {
        "mint_copy_array"
    };
    let _ = writeln!(out, "    if (!{st}.whole) {{");
    let _ = writeln!(
        out,
        "        /* the first step since the arrays may have differed: alone, then copied whole */"
    );
    let _ = writeln!(
        out,
        "        {}({});",
        flush_name(id),
        param_names(l0).join(", ")
    );
    let _ = writeln!(out, "        mint_array mint_to = {i}, mint_from = {o};");
    let _ = writeln!(
        out,
        "        {copy}(&mint_to, &mint_from, mint_array_bytes(&mint_from), \"{origin}\");"
    );
    let _ = writeln!(out, "        {st}.whole = 1;");
    let _ = writeln!(out, "    }}");
}

/// How messages name the array `name` of the fused nest of `n`: a plane view as the C program
/// writes it (`u[t % 2]`), any other array by its name.
fn shown(n: &Nest, name: &str) -> String {
    let pr = Printer { arrays: &Verbatim };
    n.views
        .iter()
        .flat_map(|v| &v.arrays)
        .find(|a| a.name == name)
        .and_then(|a| a.view.as_ref())
        .map_or(name.to_string(), |v| {
            let planes: String = v
                .planes
                .iter()
                .map(|p| format!("[{}]", pr.expr_string(p)))
                .collect();
            format!("{}{planes}", v.base)
        })
}

/// A parity loop's step: the planes its nest `n` reads (`input`, a view) and writes (`output`)
/// this step, as handles `mint_vi` and `mint_vo` into the one device array, from the plane
/// subscripts evaluated with the step's scalars.
fn write_parity_planes(out: &mut String, n: &Nest, input: &str, output: &str) {
    let pr = Printer { arrays: &Verbatim };
    let viewed = n.through_views().expect("a parity loop's nest has views");
    for (handle, name) in [("mint_vi", input), ("mint_vo", output)] {
        let a = viewed
            .arrays
            .iter()
            .find(|a| a.name == name)
            .expect("the plan's arrays are the nest's views");
        let v = a.view.as_ref().expect("a parity loop's arrays are views");
        let _ = writeln!(
            out,
            "    const mint_array {handle} = mint_plane({}, (long)({}), {}, {}L);",
            device_name(&v.base),
            pr.expr_string(&v.planes[0]),
            v.base_rank,
            v.inner.unwrap_or(1)
        );
    }
}

/// The agree kernel's grid and block for the buffer `b` (a value with `ny`, `nz`): a warp per
/// row of the array, at most 1024 blocks of 8 warps (the kernel strides over the rest).
pub(crate) fn agree_launch(b: &str) -> String {
    format!("(unsigned)((long){b}.ny * (long){b}.nz / 8 + 1 < 1024 ? (long){b}.ny * (long){b}.nz / 8 + 1 : 1024), 256")
}

/// `mint_tb_agree_<id>`: sets `*differ` where the two buffers differ (bit for bit) at a point
/// outside the iteration space within the input's radius of it, on planes `[c0, c1)` of the
/// slowest dimension (rows of the box, one per warp, grid-stride; launched as
/// [`agree_launch`]).
fn write_agree_kernel(out: &mut String, n: &Nest, tp: &TemporalPlan, walls: &Sides) {
    let elem = tp.input_elem_bytes(n);
    let r = tp.radius;
    // Walls the boundary nests copy ([`Stepped::walls`]): the fused kernel reads them through
    // clamps only, so they may differ; and it reads its input as a star there
    // (`mint_opt::boundary_nests`), so no point outside the space in two dimensions.
    let skip_walls = if *walls == [[0; 2]; 3] {
        String::new()
    } else {
        let g = |d: usize, s: usize| walls[d][s].min(1);
        format!(
            "            if ((mint_x < mint_lo_x || mint_x >= mint_lo_x + mint_n_x) + (mint_y < mint_lo_y || mint_y >= mint_lo_y + mint_n_y) + (mint_z < mint_lo_z || mint_z >= mint_lo_z + mint_n_z) > 1)\n                continue; /* an edge or corner: a star reads none */\n            if (!(mint_x < mint_lo_x && !{}) && !(mint_x >= mint_lo_x + mint_n_x && !{}) && !(mint_y < mint_lo_y && !{}) && !(mint_y >= mint_lo_y + mint_n_y && !{}) && !(mint_z < mint_lo_z && !{}) && !(mint_z >= mint_lo_z + mint_n_z && !{}))\n                continue; /* on copied walls only */\n",
            g(0, 0),
            g(0, 1),
            g(1, 0),
            g(1, 1),
            g(2, 0),
            g(2, 1)
        )
    };
    // Bit-for-bit: elements compared as unsigned words of their size (bytes otherwise).
    let (word, word_bytes) = match elem {
        8 => ("unsigned long long", 8),
        4 => ("unsigned int", 4),
        _ => ("unsigned char", 1),
    };
    let _ = write!(
        out,
        "/* mint: whether `{i}` and `{o}` differ next to the iteration space (where the fused kernel reads only its input) */\n\
extern \"C\" __global__ void {name}(const unsigned char *mint_a, long mint_pa, long mint_sa, const unsigned char *mint_b, long mint_pb, long mint_sb, long mint_lo_x, long mint_n_x, long mint_lo_y, long mint_n_y, long mint_lo_z, long mint_n_z, long mint_ex, long mint_ey, long mint_ez, long mint_c0, long mint_c1, int *mint_differ)\n\
{{\n\
    const long mint_r[3] = {{{r0}, {r1}, {r2}}}, mint_lo[3] = {{mint_lo_x, mint_lo_y, mint_lo_z}};\n\
    const long mint_n[3] = {{mint_n_x, mint_n_y, mint_n_z}}, mint_e[3] = {{mint_ex, mint_ey, mint_ez}};\n\
    long mint_b0[3], mint_w[3];\n\
    for (int mint_d = 0; mint_d < 3; mint_d++) {{\n\
        const long mint_first = mint_lo[mint_d] - mint_r[mint_d] > 0 ? mint_lo[mint_d] - mint_r[mint_d] : 0;\n\
        const long mint_end = mint_lo[mint_d] + mint_n[mint_d] + mint_r[mint_d] < mint_e[mint_d] ? mint_lo[mint_d] + mint_n[mint_d] + mint_r[mint_d] : mint_e[mint_d];\n\
        /* the split dimension: only planes [mint_c0, mint_c1) (a multi-GPU slab's own) */\n\
        mint_b0[mint_d] = mint_d == {sp} && mint_first < mint_c0 ? mint_c0 : mint_first;\n\
        mint_w[mint_d] = (mint_d == {sp} && mint_end > mint_c1 ? mint_c1 : mint_end) - mint_b0[mint_d];\n\
        if (mint_w[mint_d] <= 0) return;\n\
    }}\n\
    /* One warp per row (grid-stride), its lanes along x: coalesced loads; rows inside the space in y and z check only the x bands outside it. */\n\
    const long mint_lane = threadIdx.x % 32, mint_warps = (long)gridDim.x * (blockDim.x / 32);\n\
    for (long mint_i = blockIdx.x * (long)(blockDim.x / 32) + threadIdx.x / 32; mint_i < mint_w[1] * mint_w[2]; mint_i += mint_warps) {{\n\
        const long mint_y = mint_b0[1] + mint_i % mint_w[1], mint_z = mint_b0[2] + mint_i / mint_w[1];\n\
        const int mint_inner = mint_y >= mint_lo_y && mint_y < mint_lo_y + mint_n_y && mint_z >= mint_lo_z && mint_z < mint_lo_z + mint_n_z;\n\
        for (long mint_x = mint_b0[0] + mint_lane; mint_x < mint_b0[0] + mint_w[0]; mint_x += 32) {{\n\
            if (mint_inner && mint_x >= mint_lo_x && mint_x < mint_lo_x + mint_n_x)\n\
                continue; /* inside the space */\n\
{skip_walls}\
            const {word} *mint_p = (const {word} *)(mint_a + (mint_x + mint_y * mint_pa + mint_z * mint_sa) * {elem});\n\
            const {word} *mint_q = (const {word} *)(mint_b + (mint_x + mint_y * mint_pb + mint_z * mint_sb) * {elem});\n\
            for (int mint_k = 0; mint_k < {words}; mint_k++)\n\
                if (mint_p[mint_k] != mint_q[mint_k]) {{\n\
                    *mint_differ = 1;\n\
                    return;\n\
                }}\n\
        }}\n\
    }}\n\
}}\n\n",
        i = tp.input,
        o = tp.output,
        name = agree_name(n.id),
        r0 = r[0],
        r1 = if n.parallel >= 2 { r[1] } else { 0 },
        r2 = if n.parallel >= 3 { r[2] } else { 0 },
        sp = n.parallel - 1,
        word = word,
        words = elem / word_bytes,
        skip_walls = skip_walls,
    );
}

/// Whether nothing of `f` reads array `w` outside the iteration space of the loop of nests
/// `loop_nests`: no copy from the device, no other nest reads it, no host code in a region reads
/// an element of it, and no alias may point at it. (A copy-back loop's nests read it over the
/// space only: the copy back's points.)
fn read_only_in_space(f: &FunctionInfo, w: &str, loop_nests: &[usize]) -> bool {
    let Some(k) = f.arrays.iter().position(|a| a.name == w) else {
        return false;
    };
    !f.copies
        .iter()
        .any(|c| c.array == k && c.dir == mint_lang::ast::CopyDir::FromDevice)
        && !f.nests.iter().any(|n| {
            !loop_nests.contains(&n.id) && n.arrays.iter().any(|a| a.name == w && a.reads > 0)
        })
        && !f.host_reads.iter().any(|r| r.array == w)
        && !f.aliases.iter().any(|a| a.sources.iter().any(|x| x == w))
}

/// The body of `mint_tb_flush_<id>` (see the module docs for the launch sequence; `multi`:
/// on every GPU of a multi-GPU program, [`crate::program_temporal_multi`]; `timing`: one timer
/// entry per flush, from the boundary check to the last launch, its points counted once per
/// step; `copy_back`: a copy-back loop's, and whether nothing reads its other array outside
/// the space, [`read_only_in_space`]).
#[allow(clippy::too_many_arguments)]
fn write_flush(
    out: &mut String,
    n: &Nest,
    (tp, two): (&TemporalPlan, Option<&TemporalPlan>),
    l: &Launcher,
    origin: &str,
    (input, output): &(String, String),
    multi: bool,
    timing: bool,
    (copy_back, free_other): (bool, bool),
    walls: Option<&WallRuns>,
) {
    let st = state_name(n.id);
    let kn = temporal_kernel_name(n.id);
    let i1 = "    ";
    let _ = writeln!(out, "{{");
    for p in param_names(l) {
        let _ = writeln!(out, "{i1}(void){p};");
    }
    let _ = writeln!(
        out,
        "{i1}{}long mint_k = {st}.steps;",
        if walls.is_some() { "" } else { "const " }
    );
    if copy_back {
        // A whole-copy loop's arrays agree outside the space only until the loop ends (the
        // flush after it), whatever ran: the next run starts with a step alone again.
        let _ = writeln!(out, "{i1}{st}.whole = 0;");
    }
    let _ = writeln!(out, "{i1}if (mint_k == 0)\n{i1}    return;");
    let _ = writeln!(out, "{i1}{st}.steps = 0;");
    write_clock_start(out, tp, &st);
    let _ = writeln!(
        out,
        "{i1}mint_array mint_x = {st}.a, mint_y = {st}.b; /* the state, and the other buffer */"
    );
    write_bounds(out, n, l);
    let _ = writeln!(
        out,
        "{i1}if (mint_x.ptr == mint_y.ptr) {{\n{i1}    fprintf(stderr, \"{origin}: {} and {} are the same device array, but {kn} reads one and writes the other; swap pointers through a temporary\\n\");\n{i1}    exit(1);\n{i1}}}",
        input, output
    );
    if timing {
        let _ = writeln!(out, "{i1}mint_timing_start();");
    }
    if let Some(w) = walls {
        w.write_before_fused(out, i1);
    }
    // The check of the points outside the iteration space.
    let _ = writeln!(out, "{i1}int mint_fused = 0;");
    if let Some(t2) = two {
        let _ = writeln!(
            out,
            "{i1}int mint_two = 0; /* the arrays differ outside the space: {} */",
            kernel_name_of(n.id, t2)
        );
    }
    if multi {
        crate::program_temporal_multi::write_agree_check(out, n, tp, origin);
    } else {
        write_agree_check_of(out, n, origin, "mint_x", "mint_y", two.is_some());
    }
    let wrap_ok = write_wrap_check(out, n, tp, origin);
    if copy_back {
        // Every step of a copy-back loop reads the same array, its values outside the space
        // included: a launch from it of any number of steps is the C loop's, whatever the
        // other array holds there. Where the two differ, each launch's output is copied back
        // into the input (as the C loop does every step) instead of the buffers alternating;
        // unless nothing reads the other array outside the space: then the state is copied
        // over it whole, the two agree, and the buffers alternate.
        if free_other {
            let _ = writeln!(
                out,
                "{i1}if (!mint_fused && mint_x.nx == mint_y.nx && mint_x.ny == mint_y.ny && mint_x.nz == mint_y.nz && mint_x.elem == mint_y.elem) {{\n{i1}    /* `{output}` is read nowhere outside the space: made to agree with the state there */\n{i1}    mint_copy_array(&mint_y, &mint_x, mint_array_bytes(&mint_x), \"{origin}\");\n{i1}    mint_fused = 1;\n{i1}}}"
            );
        }
        let _ = writeln!(
            out,
            "{i1}const int mint_each = !mint_fused; /* copy each launch's output back: the arrays differ outside the space */"
        );
    } else {
        if two.is_some() {
            let _ = writeln!(out, "{i1}if (mint_two)\n{i1}    mint_fused = 1;");
        }
        let _ = writeln!(
            out,
            "{i1}if (mint_k > 1 && !mint_fused && !{st}.noted) {{\n{i1}    fprintf(stderr, \"mint: {origin}: `{}` and `{}` differ outside the iteration space{}; this time loop runs one step per launch\\n\");\n{i1}    {st}.noted = 1;\n{i1}}}",
            input,
            output,
            if two.is_some() {
                " or in layout"
            } else {
                ", where the fused kernel keeps its input's values"
            }
        );
    }
    let _ = writeln!(
        out,
        "{i1}/* The last launch is one step; the k - 1 before it take at most {} each, in a count of launches of k's parity. */",
        tp.bt
    );
    let _ = writeln!(out, "{i1}const long mint_before = mint_k - 1;");
    let _ = writeln!(
        out,
        "{i1}long mint_launches = {} ? (mint_before + {bt} - 1) / {bt} : mint_before;",
        match (copy_back, wrap_ok) {
            (true, Some(ok)) => ok,
            (true, None) => "1",
            (false, _) => "mint_fused",
        },
        bt = tp.bt
    );
    if let Some(t2) = two {
        // Two boundaries: every launch takes an odd count of steps (at most the kernel's odd
        // block), so that each launch's input holds its first level's boundary.
        let _ = writeln!(
            out,
            "{i1}if (mint_two) /* launches of odd lengths, at most {odd} */\n{i1}    mint_launches = (mint_before + {odd} - 1) / {odd};",
            odd = t2.bt
        );
    }
    let _ = writeln!(
        out,
        "{i1}if ({}(mint_before - mint_launches) % 2 != 0)\n{i1}    mint_launches++;",
        if copy_back { "!mint_each && " } else { "" }
    );
    if multi {
        crate::program_temporal_multi::write_launches(out, n, tp, origin);
    } else {
        write_launches(out, n, (tp, two), origin, copy_back);
    }
    if copy_back {
        // The state is in `mint_x`; as after the C loop's copy back, the other array holds it
        // too over the points, and keeps its own values elsewhere.
        write_copy_launch(out, n, origin, "mint_y", "mint_x", "    ");
    }
    if let Some(w) = walls {
        w.write_after_fused(out, i1);
    }
    if timing {
        write_timing_stop(out, n, tp, origin);
    }
    let _ = writeln!(out, "}}\n");
}

/// A periodic grid ([`TemporalPlan::wrap`]): `mint_grid_ok`, whether every wrapped extent is
/// one the neighbours were proved for; where not, the steps run one per launch, said once on
/// stderr. Returns the flag's name, `None` where nothing wraps.
fn write_wrap_check(
    out: &mut String,
    n: &Nest,
    tp: &TemporalPlan,
    origin: &str,
) -> Option<&'static str> {
    if !tp.wraps() {
        return None;
    }
    let i1 = "    ";
    let st = state_name(n.id);
    let small: Vec<String> = (0..n.parallel)
        .filter(|&d| tp.wrap[d] > 0)
        .map(|d| format!("{} < {}", count_name(d), tp.wrap[d]))
        .collect();
    let least = tp.wrap.iter().copied().max().unwrap_or(0);
    let _ = writeln!(
        out,
        "{i1}const int mint_grid_ok = !({}); /* the extents the wrapped neighbours were read as a periodic grid for */",
        small.join(" || ")
    );
    let _ = writeln!(
        out,
        "{i1}if (!mint_grid_ok) {{
{i1}    mint_fused = 0;
{i1}    if (mint_k > 1 && !{st}.noted) {{
{i1}        fprintf(stderr, \"mint: {origin}: the grid has fewer than {least} points along a dimension whose neighbours wrap around it; this time loop runs one step per launch\\n\");
{i1}        {st}.noted = 1;
{i1}    }}
{i1}}}"
    );
    Some("mint_grid_ok")
}

/// The launch of [`write_copy_kernel`]: `dst = src` (values of `mint_array`) over the nest's
/// iteration space, at indent `ind`.
fn write_copy_launch(out: &mut String, n: &Nest, origin: &str, dst: &str, src: &str, ind: &str) {
    let (lz, nz) = agree_z(n);
    let (ly, ny) = if n.parallel >= 2 {
        (lo_name(1), count_name(1))
    } else {
        ("0L".to_string(), "1L".to_string())
    };
    let kn = copy_name(n.id);
    let _ = writeln!(
        out,
        "{ind}{kn}<<<{}>>>((unsigned char *){dst}.ptr, (long){dst}.pitch, (long){dst}.slice, (const unsigned char *){src}.ptr, (long){src}.pitch, (long){src}.slice, {}, {}, {ly}, {ny}, {lz}, {nz}, (long){src}.elem);",
        agree_launch(src),
        lo_name(0),
        count_name(0),
    );
    let _ = writeln!(out, "{ind}mint_check_launch(\"{kn}\", \"{origin}\");");
}

/// `mint_tb_copy_<id>`: a copy-back loop's copies.
fn copy_name(id: usize) -> String {
    format!("mint_tb_copy_{id}")
}

/// The kernel of a copy-back loop's flush ([`Form::CopyBack`]): `dst = src` over the box of
/// points (`lo`, `n` per dimension), element bytes `elem`, a warp per row.
fn write_copy_kernel(out: &mut String, id: usize) {
    let _ = writeln!(
        out,
        "/* mint: the copy back of the time loop: dst = src over the iteration space */\n\
extern \"C\" __global__ void {}(unsigned char *mint_d, long mint_pd, long mint_sd, const unsigned char *mint_s, long mint_ps, long mint_ss, long mint_lo_x, long mint_n_x, long mint_lo_y, long mint_n_y, long mint_lo_z, long mint_n_z, long mint_e)\n\
{{\n\
const long mint_lane = threadIdx.x % 32, mint_warps = (long)gridDim.x * (blockDim.x / 32);\n\
for (long mint_i = blockIdx.x * (long)(blockDim.x / 32) + threadIdx.x / 32; mint_i < mint_n_y * mint_n_z; mint_i += mint_warps) {{\n\
const long mint_y = mint_lo_y + mint_i % mint_n_y, mint_z = mint_lo_z + mint_i / mint_n_y;\n\
const long mint_od = (mint_y * mint_pd + mint_z * mint_sd) * mint_e, mint_os = (mint_y * mint_ps + mint_z * mint_ss) * mint_e;\n\
/* whole elements where their size allows (coalesced), bytes otherwise */\n\
if (mint_e == 8) {{\n\
for (long mint_x = mint_lo_x + mint_lane; mint_x < mint_lo_x + mint_n_x; mint_x += 32)\n\
((unsigned long long *)(mint_d + mint_od))[mint_x] = ((const unsigned long long *)(mint_s + mint_os))[mint_x];\n\
}} else if (mint_e == 4) {{\n\
for (long mint_x = mint_lo_x + mint_lane; mint_x < mint_lo_x + mint_n_x; mint_x += 32)\n\
((unsigned int *)(mint_d + mint_od))[mint_x] = ((const unsigned int *)(mint_s + mint_os))[mint_x];\n\
}} else {{\n\
for (long mint_x = mint_lo_x + mint_lane; mint_x < mint_lo_x + mint_n_x; mint_x += 32)\n\
for (long mint_b = 0; mint_b < mint_e; mint_b++)\n\
mint_d[mint_od + mint_x * mint_e + mint_b] = mint_s[mint_os + mint_x * mint_e + mint_b];\n\
}}\n\
}}\n\
}}\n",
        copy_name(id)
    );
}

/// `(lo_z, n_z)` of the agree kernel: the slowest dimension's bounds of a 3-D nest, a plane of
/// one otherwise.
pub(crate) fn agree_z(n: &Nest) -> (String, String) {
    if n.parallel >= 3 {
        (lo_name(2), count_name(2))
    } else {
        ("0L".to_string(), "1L".to_string())
    }
}

/// One GPU: whether the buffers `mint_x` and `mint_y` (values of `mint_array`) agree outside
/// the iteration space (`mint_fused`); `two`: where they share a layout and differ,
/// `mint_two` is set (the kernel for two boundaries can run them).
pub(crate) fn write_agree_check_of(
    out: &mut String,
    n: &Nest,
    origin: &str,
    mint_x: &str,
    mint_y: &str,
    two: bool,
) {
    let i1 = "    ";
    let id = n.id;
    let st = state_name(id);
    let (lz, nz) = agree_z(n);
    let split_ext = ["nx", "ny", "nz"][n.parallel - 1];
    let _ = writeln!(
        out,
        "{i1}if (mint_k > 1 && {mint_x}.nx == {mint_y}.nx && {mint_x}.ny == {mint_y}.ny && {mint_x}.nz == {mint_y}.nz) {{"
    );
    let _ = writeln!(out, "{i1}    int mint_differ = 0;");
    let _ = writeln!(
        out,
        "{i1}    if (!{st}.differ)\n{i1}        MINT_CHECK(cudaMalloc((void **)&{st}.differ, sizeof(int)));"
    );
    let _ = writeln!(
        out,
        "{i1}    MINT_CHECK(cudaMemcpy({st}.differ, &mint_differ, sizeof(int), cudaMemcpyHostToDevice));"
    );
    let _ = writeln!(
        out,
        "{i1}    {}<<<{}>>>((const unsigned char *){mint_x}.ptr, (long){mint_x}.pitch, (long){mint_x}.slice, (const unsigned char *){mint_y}.ptr, (long){mint_y}.pitch, (long){mint_y}.slice, {}, {}, {}, {}, {lz}, {nz}, (long){mint_x}.nx, (long){mint_x}.ny, (long){mint_x}.nz, 0L, (long){mint_x}.{split_ext}, {st}.differ);",
        agree_name(id),
        agree_launch(mint_x),
        lo_name(0),
        count_name(0),
        lo_name(1),
        count_name(1),
    );
    let _ = writeln!(
        out,
        "{i1}    mint_check_launch(\"{}\", \"{origin}\");",
        agree_name(id)
    );
    let _ = writeln!(
        out,
        "{i1}    MINT_CHECK(cudaMemcpy(&mint_differ, {st}.differ, sizeof(int), cudaMemcpyDeviceToHost));"
    );
    let _ = writeln!(out, "{i1}    mint_fused = !mint_differ;");
    if two {
        let _ = writeln!(out, "{i1}    mint_two = mint_differ;");
    }
    let _ = writeln!(out, "{i1}}}");
}

/// The grid of a fused launch (`mint_grid`, `mint_block`) for trip counts `counts` (x first),
/// at indentation `ind`; `fail` ends the program (`exit(1)` or `mint_die()`).
pub(crate) fn write_grid(
    out: &mut String,
    n: &Nest,
    tp: &TemporalPlan,
    counts: [String; 3],
    ind: &str,
    origin: &str,
    fail: &str,
) {
    let kn = kernel_name_of(n.id, tp);
    // Grid: tiles of the tiled dimensions, chunks of the streamed one.
    let sd = tp.stream();
    let mut g = ["1L".to_string(), "1L".to_string(), "1L".to_string()];
    for (d, gd) in g.iter_mut().enumerate().take(sd) {
        *gd = format!("({} + {o} - 1) / {o}", counts[d], o = tp.out_tile(d));
    }
    g[sd] = format!("({} + {c} - 1) / {c}", counts[sd], c = tp.chunk);
    let _ = writeln!(
        out,
        "{ind}const long mint_gx = {}, mint_gy = {}, mint_gz = {};",
        g[0], g[1], g[2]
    );
    let _ = writeln!(
        out,
        "{ind}if (mint_gx > 2147483647L || mint_gy > 65535L || mint_gz > 65535L) {{\n{ind}    fprintf(stderr, \"{origin}: {kn} needs a grid of %ld x %ld x %ld blocks, more than CUDA allows; use a larger --tb-schedule chunk or tile\\n\", mint_gx, mint_gy, mint_gz);\n{ind}    {fail};\n{ind}}}"
    );
    let _ = writeln!(
        out,
        "{ind}dim3 mint_grid((unsigned)mint_gx, (unsigned)mint_gy, (unsigned)mint_gz);"
    );
    let b = tp.block();
    let _ = writeln!(out, "{ind}dim3 mint_block({}, {}, {});", b[0], b[1], b[2]);
}

/// Where the fused kernel needs more than 48 KiB of dynamic shared memory: the call that allows
/// it on the current device, at indentation `ind`. Once per device and flush, never per launch:
/// the driver's `cuFuncSetAttribute` is reported to wait for pending copies (oneapi-src/
/// unified-runtime#2678), and the host must not stall between the launches of several GPUs.
/// (On two H200s moving it out of the launch loop changed no timing measurably.)
pub(crate) fn write_shared_limit(out: &mut String, n: &Nest, tp: &TemporalPlan, ind: &str) {
    write_shared_limit_of(out, &temporal_kernel_name(n.id), n, tp, ind);
}

/// [`write_shared_limit`] for the kernel named `kn`.
fn write_shared_limit_of(out: &mut String, kn: &str, n: &Nest, tp: &TemporalPlan, ind: &str) {
    let shared = tp.shared_bytes(tp.input_elem_bytes(n));
    if shared > 48 * 1024 {
        let _ = writeln!(
            out,
            "{ind}MINT_CHECK(cudaFuncSetAttribute({kn}, cudaFuncAttributeMaxDynamicSharedMemorySize, {shared}));"
        );
    }
}

/// One GPU: the launches, each followed by the swap of `mint_x` and `mint_y`.
/// `copy_back`: a copy-back loop, whose flush sets `mint_each` where every launch's output is
/// copied back into its input instead of the two buffers alternating.
/// `two`: the kernel for two boundaries, launched where the flush set `mint_two`.
fn write_launches(
    out: &mut String,
    n: &Nest,
    (tp, two): (&TemporalPlan, Option<&TemporalPlan>),
    origin: &str,
    copy_back: bool,
) {
    let i1 = "    ";
    let kn = temporal_kernel_name(n.id);
    let counts = [count_name(0), count_name(1), count_name(2)];
    write_grid(out, n, tp, counts, i1, origin, "exit(1)");
    write_shared_limit(out, n, tp, i1);
    let shared = tp.shared_bytes(tp.input_elem_bytes(n));
    let names = ArgNames {
        x: "mint_x",
        y: "mint_y",
        other: &device_name,
        split: None,
        part: None,
        prev: None,
    };
    let args = kernel_args(n, tp, &names);
    if let Some(t2) = two {
        write_shared_limit_of(out, &kernel_name_of(n.id, t2), n, t2, i1);
    }
    let _ = writeln!(
        out,
        "{i1}for (long mint_i = 0; mint_i <= mint_launches; mint_i++) {{"
    );
    if two.is_some() {
        // Odd lengths: `1 + 2 m_i`, the `m = (before - launches) / 2` spread evenly (the count of
        // launches has the parity of `before`).
        let _ = writeln!(
            out,
            "{i1}    const long mint_m = (mint_before - mint_launches) / 2;"
        );
    }
    let _ = writeln!(out, "{i1}    {}", step_count(two.is_some()));
    let launch = |out: &mut String, kn: &str, shared: u64, args: &[String], ind: &str| {
        let _ = writeln!(
            out,
            "{ind}{kn}<<<mint_grid, mint_block, {shared}>>>({});",
            args.join(", ")
        );
        let _ = writeln!(out, "{ind}mint_check_launch(\"{kn}\", \"{origin}\");");
    };
    if let Some(t2) = two {
        let _ = writeln!(out, "{i1}    if (mint_two) {{");
        // The state's buffer at the flush's start holds the even steps' boundary, the other
        // buffer the odd ones'; after launches of odd lengths the buffer a launch reads holds
        // its first step's. The kernel's own grid (its time block may be one less).
        let i2 = format!("{i1}        ");
        let counts = [count_name(0), count_name(1), count_name(2)];
        write_grid(out, n, t2, counts, &i2, origin, "exit(1)");
        let _ = writeln!(out, "{i1}        const long mint_bsel = 1;");
        launch(
            out,
            &kernel_name_of(n.id, t2),
            t2.shared_bytes(t2.input_elem_bytes(n)),
            &kernel_args(n, t2, &names),
            &format!("{i1}        "),
        );
        let _ = writeln!(out, "{i1}    }} else {{");
        launch(out, &kn, shared, &args, &format!("{i1}        "));
        let _ = writeln!(out, "{i1}    }}");
    } else {
        launch(out, &kn, shared, &args, &format!("{i1}    "));
    }
    write_clock_advance(out, tp, &format!("{i1}    "));
    if copy_back {
        let _ = writeln!(out, "{i1}    if (mint_each) {{");
        write_copy_launch(out, n, origin, "mint_x", "mint_y", &format!("{i1}        "));
        let _ = writeln!(out, "{i1}        continue;");
        let _ = writeln!(out, "{i1}    }}");
    }
    let _ = writeln!(out, "{i1}    {SWAP}");
    let _ = writeln!(out, "{i1}}}");
}

/// The steps of launch `mint_i` of `mint_launches` (after `mint_before` steps in all): the last
/// launch one step, the others `mint_before` spread evenly ([`spread`]); `two`: where
/// `mint_two` is set, odd lengths `1 + 2 m_i` with `mint_m` spread evenly instead.
pub(crate) fn step_count(two: bool) -> String {
    let even = spread("mint_before");
    let steps = if two {
        format!("mint_two ? 1 + 2 * ({}) : {even}", spread("mint_m"))
    } else {
        even
    };
    format!("const long mint_s = mint_i == mint_launches ? 1 : {steps};")
}

/// `total` split over the `mint_launches` launches before the last, as evenly as can be: launch
/// `mint_i`'s share.
fn spread(total: &str) -> String {
    format!("{total} / mint_launches + (mint_i < {total} % mint_launches ? 1 : 0)")
}

/// After a launch: the buffer it wrote holds the state.
pub(crate) const SWAP: &str = "const mint_array mint_t = mint_x; mint_x = mint_y; mint_y = mint_t;";

/// What the flush calls the buffers a fused launch reads and writes.
pub(crate) struct ArgNames<'a> {
    /// The state (the input's buffer) and the other one: values with `ptr`, `pitch`, `slice`,
    /// `nx`, `ny`, `nz`.
    pub x: &'a str,
    pub y: &'a str,
    /// The value of the same kind for another array of the nest.
    pub other: &'a dyn Fn(&str) -> String,
    /// The first value and the count of the split (slowest) dimension, if not the nest's.
    pub split: Option<(&'a str, &'a str)>,
    /// A slab's kernel: the first and the end of the planes whose output the launch writes
    /// ([`crate::kernel_temporal::PART_LO`]).
    pub part: Option<(&'a str, &'a str)>,
    /// Three levels: the older level's buffer (a value like `x`) and the new previous level's
    /// pointer (an expression, `0` for none).
    pub prev: Option<(&'a str, &'a str)>,
}

/// The fused kernel's arguments, in order.
pub(crate) fn kernel_args(n: &Nest, tp: &TemporalPlan, names: &ArgNames) -> Vec<String> {
    let base = mint_opt::plan_nest(n, 0, &mint_opt::Switches::default()).0;
    temporal_params(n, &base, tp)
        .iter()
        .map(|(ty, name)| arg_of(n, tp, ty, name, names))
        .collect()
}

/// The value the flush passes for the fused kernel's parameter `ty name`.
fn arg_of(n: &Nest, tp: &TemporalPlan, ty: &str, name: &str, names: &ArgNames) -> String {
    let buf = |a: &str| {
        if a == tp.input {
            names.x.to_string()
        } else if a == tp.output {
            names.y.to_string()
        } else if let (Some(p), Some((pb, _))) = (tp.prev.as_deref(), names.prev) {
            if a == p {
                pb.to_string()
            } else {
                (names.other)(a)
            }
        } else {
            (names.other)(a)
        }
    };
    if let Some(a) = n.arrays.iter().find(|a| a.name == name) {
        return format!(
            "({}){}.ptr",
            ty.trim_end_matches("__restrict__"),
            buf(&a.name)
        );
    }
    if let Some(a) = n.arrays.iter().find(|a| pitch_name(&a.name) == name) {
        return format!("(long){}.pitch", buf(&a.name));
    }
    if let Some(a) = n.arrays.iter().find(|a| slice_name(&a.name) == name) {
        return format!("(long){}.slice", buf(&a.name));
    }
    if let Some(d) = EXT.iter().position(|e| *e == name) {
        return format!("(long){}.{}", names.x, ["nx", "ny", "nz"][d]);
    }
    if let Some((lo, cnt)) = names.split {
        let sd = n.parallel - 1;
        if name == lo_name(sd) {
            return lo.to_string();
        }
        if name == count_name(sd) {
            return cnt.to_string();
        }
    }
    if let (QOUT, Some((_, q))) = (name, names.prev) {
        return format!("({ty}){q}");
    }
    if let Some((lo, hi)) = names.part {
        if name == PART_LO {
            return lo.to_string();
        }
        if name == PART_HI {
            return hi.to_string();
        }
    }
    match name {
        STEPS => "mint_s".into(),
        CHUNK => format!("{}L", tp.chunk),
        BLOCKS_Y => "(long)mint_grid.y".into(),
        BLOCKS_Z => "(long)mint_grid.z".into(),
        _ => name.to_string(),
    }
}

/// The host's call that records one step of nest `n` (a statement).
pub(crate) fn step_call(n: &Nest, tb: &TimeBlocked, origin: &str) -> String {
    let l = Launcher::of(n, device_name);
    format!(
        "{}({}); /* mint: `mint for` at {origin}: one step of a time loop, run {} steps per launch of {} after the loop */",
        step_name(n.id),
        l.args.join(", "),
        tb.stepped.plan.bt,
        temporal_kernel_name(tb.stepped.nests[0])
    )
}

/// The host's call after the loop that runs its pending steps. A parity loop's scalars that
/// only choose its planes (which the flush does not read: its steps recorded the planes), and
/// the step's number ([`TemporalPlan::clock`], which the steps recorded too), pass as 0: after
/// the loop they may be out of scope (`for (int t = 0; ...)`).
/// `handle`: the host's handle of each array of the nest (an alias's is another array's).
/// Where the loop's body declares scalars the nest reads ([`Stepped::scoped`]), the call is
/// `mint_tb_flush_kept_<id>()`, which runs the flush with the arguments the last step recorded (its
/// bounds and scalars are nothing the loop changes; after it they may be out of scope).
pub(crate) fn flush_call(n0: &Nest, tb: &TimeBlocked, handle: &dyn Fn(&str) -> String) -> String {
    if !tb.stepped.scoped.is_empty() {
        return format!(
            "{}(); /* mint: the time loop's pending steps, fused, with the arguments its last step had */",
            kept_flush_name(n0.id)
        );
    }
    let mut l = Launcher::of(n0, device_name);
    for (k, a) in n0.arrays.iter().enumerate() {
        l.args[2 * n0.parallel + k] = handle(&a.name);
    }
    // (The step's number: the flush takes the first pending step's, which the steps recorded.)
    let plane_only = match tb.stepped.form {
        Form::Parity => mint_opt::parity_steps::plane_only_scalars(n0),
        _ => tb.stepped.plan.clock.iter().cloned().collect(),
    };
    let n_arrays = l.args.len() - n0.scalars.len() - n0.reductions.len();
    let args: Vec<String> = l
        .args
        .iter()
        .enumerate()
        .map(|(k, a)| {
            let scalar = k
                .checked_sub(n_arrays)
                .and_then(|i| n0.scalars.get(i))
                .filter(|s| plane_only.contains(&s.name));
            match scalar {
                Some(_) => "0".to_string(),
                None => a.clone(),
            }
        })
        .collect();
    format!(
        "{}({}); /* mint: the time loop's pending steps, fused */",
        flush_name(n0.id),
        args.join(", ")
    )
}

/// Three levels: the step function of nest `n` (records one pending step; flushes first where
/// the program's `P`, `R`, `W` are not the buffers the pending steps leave them, see the module
/// docs).
fn write_step_rotate(
    out: &mut String,
    n: &Nest,
    tp: &TemporalPlan,
    l: &Launcher,
    linkage: &str,
    protos: &mut String,
) {
    let sig = format!("void {}({})", step_name(n.id), l.params.join(", "));
    let _ = writeln!(out, "{linkage} {sig}");
    let _ = writeln!(protos, "{sig};");
    let st = state_name(n.id);
    let prev = tp.prev.as_deref().expect("three levels");
    let (p, r, w) = (
        device_name(prev),
        device_name(&tp.input),
        device_name(&tp.output),
    );
    let _ = writeln!(out, "{{");
    for q in param_names(l) {
        let _ = writeln!(out, "    (void){q};");
    }
    let _ = writeln!(out, "    if ({st}.steps > 0) {{");
    let _ = writeln!(
        out,
        "        /* After j pending steps the program's {prev}, {}, {} are buffers j, j + 1, j + 2 (mod 3) of those the first step had. */",
        tp.input, tp.output
    );
    let _ = writeln!(
        out,
        "        const mint_array *mint_bs[3] = {{&{st}.a, &{st}.b, &{st}.c}};"
    );
    let _ = writeln!(out, "        const long mint_j = {st}.steps % 3;");
    let _ = writeln!(
        out,
        "        if ({p}.ptr != mint_bs[mint_j]->ptr || {r}.ptr != mint_bs[(mint_j + 1) % 3]->ptr || {w}.ptr != mint_bs[(mint_j + 2) % 3]->ptr)"
    );
    let _ = writeln!(
        out,
        "            {}({});",
        flush_name(n.id),
        param_names(l).join(", ")
    );
    let _ = writeln!(out, "    }}");
    let _ = writeln!(out, "    if ({st}.steps == 0) {{");
    let _ = writeln!(out, "        {st}.a = {p};");
    let _ = writeln!(out, "        {st}.b = {r};");
    let _ = writeln!(out, "        {st}.c = {w};");
    if let Some(v) = &tp.clock {
        let _ = writeln!(out, "        {st}.clock = (long){v};");
    }
    let _ = writeln!(out, "    }}");
    let _ = writeln!(out, "    {st}.steps++;");
    let _ = writeln!(out, "}}\n");
}

/// Three levels: the body of `mint_tb_flush_<id>` (one GPU; see the module docs).
fn write_flush_rotate(
    out: &mut String,
    n: &Nest,
    tp: &TemporalPlan,
    l: &Launcher,
    origin: &str,
    timing: bool,
) {
    let st = state_name(n.id);
    let kn = temporal_kernel_name(n.id);
    let prev = tp.prev.as_deref().expect("three levels");
    let i1 = "    ";
    write_level_flush_start(out, l, tp, &st);
    let _ = writeln!(
        out,
        "{i1}/* B0, B1, B2: the older, current and next level when the steps began; B3: a scratch copy of B1 */"
    );
    let _ = writeln!(
        out,
        "{i1}mint_array mint_b[4] = {{{st}.a, {st}.b, {st}.c, {st}.b}};"
    );
    write_bounds(out, n, l);
    let _ = writeln!(
        out,
        "{i1}if (mint_b[0].ptr == mint_b[1].ptr || mint_b[1].ptr == mint_b[2].ptr || mint_b[0].ptr == mint_b[2].ptr) {{\n{i1}    fprintf(stderr, \"{origin}: two of {prev}, {} and {} are the same device array, but {kn} reads two and writes the third; rotate pointers through a temporary\\n\");\n{i1}    exit(1);\n{i1}}}",
        tp.input, tp.output
    );
    if timing {
        let _ = writeln!(out, "{i1}mint_timing_start();");
    }
    let _ = writeln!(out, "{i1}int mint_fused = 0;");
    write_agree_check_of(out, n, origin, "mint_b[0]", "mint_b[1]", false);
    let _ = writeln!(out, "{i1}const int mint_fused01 = mint_fused;");
    let _ = writeln!(out, "{i1}mint_fused = 0;");
    write_agree_check_of(out, n, origin, "mint_b[1]", "mint_b[2]", false);
    let _ = writeln!(
        out,
        "{i1}mint_fused = mint_fused && mint_fused01 && mint_k > 2 && mint_b[0].pitch == mint_b[1].pitch && mint_b[1].pitch == mint_b[2].pitch && mint_b[0].slice == mint_b[1].slice && mint_b[1].slice == mint_b[2].slice;"
    );
    write_wrap_check(out, n, tp, origin);
    let _ = writeln!(
        out,
        "{i1}if (mint_k > 2 && !mint_fused && !{st}.noted) {{\n{i1}    fprintf(stderr, \"mint: {origin}: `{prev}`, `{}` and `{}` differ outside the iteration space (where the fused kernel keeps its input's values) or in layout; this time loop runs one step per launch\\n\");\n{i1}    {st}.noted = 1;\n{i1}}}",
        tp.input, tp.output
    );
    let _ = writeln!(out, "{i1}if (mint_fused) {{");
    let _ = writeln!(
        out,
        "{i1}    const size_t mint_bytes = mint_b[1].slice * mint_b[1].nz * mint_b[1].elem;"
    );
    write_scratch_copy(out, "mint_b[3]", &format!("{i1}    "));
    let _ = writeln!(out, "{i1}}}");
    write_rotate_launches(out, n, tp, origin);
    let _ = writeln!(
        out,
        "{i1}if (mint_fused)\n{i1}    MINT_CHECK(cudaFree(mint_b[3].base));"
    );
    if timing {
        write_timing_stop(out, n, tp, origin);
    }
    let _ = writeln!(out, "}}\n");
}

/// The start of a three-level flush's body (rotated levels, two-array waves): nothing to do
/// without pending steps; else they are taken (and the step's number they began at).
pub(crate) fn write_level_flush_start(out: &mut String, l: &Launcher, tp: &TemporalPlan, st: &str) {
    let i1 = "    ";
    let _ = writeln!(out, "{{");
    for p in param_names(l) {
        let _ = writeln!(out, "{i1}(void){p};");
    }
    let _ = writeln!(out, "{i1}const long mint_k = {st}.steps;");
    let _ = writeln!(out, "{i1}if (mint_k == 0)\n{i1}    return;");
    let _ = writeln!(out, "{i1}{st}.steps = 0;");
    write_clock_start(out, tp, st);
}

/// The scratch buffer `b` (a `mint_array` value) allocated and made a whole copy of `mint_b[1]`,
/// laid out as it is (`mint_bytes` holds its size), at indentation `ind`.
pub(crate) fn write_scratch_copy(out: &mut String, b: &str, ind: &str) {
    let _ = writeln!(out, "{ind}MINT_CHECK(cudaMalloc(&{b}.base, mint_bytes));");
    let _ = writeln!(
        out,
        "{ind}{b}.ptr = (char *){b}.base + ((char *)mint_b[1].ptr - (char *)mint_b[1].base);"
    );
    let _ = writeln!(
        out,
        "{ind}MINT_CHECK(cudaMemcpy({b}.base, mint_b[1].base, mint_bytes, cudaMemcpyDeviceToDevice));"
    );
}

/// A flush's start where the nest reads the step's number ([`TemporalPlan::clock`]): the
/// number of the first pending step, which the step functions recorded.
pub(crate) fn write_clock_start(out: &mut String, tp: &TemporalPlan, st: &str) {
    if let Some(v) = &tp.clock {
        let _ = writeln!(
            out,
            "    {v} = {st}.clock; /* the first pending step's number */"
        );
    }
}

/// After a launch of `mint_s` steps: the next launch starts that many steps later.
pub(crate) fn write_clock_advance(out: &mut String, tp: &TemporalPlan, ind: &str) {
    if let Some(v) = &tp.clock {
        let _ = writeln!(out, "{ind}{v} += mint_s;");
    }
}

/// The flush's `mint_lo_*` and `mint_n_*` of `n` (and a return where the space is empty).
pub(crate) fn write_bounds(out: &mut String, n: &Nest, l: &Launcher) {
    let i1 = "    ";
    for (d, (lo_expr, hi_expr)) in l.bounds.iter().enumerate() {
        let lp = &n.loops[n.parallel - 1 - d];
        let hi = format!(
            "(long)({hi_expr}){}",
            if lp.hi_inclusive { "" } else { " - 1" }
        );
        let (lo, cnt) = (lo_name(d), count_name(d));
        let _ = writeln!(out, "{i1}const long {lo} = (long)({lo_expr});");
        let _ = writeln!(
            out,
            "{i1}const long {cnt} = {hi} >= {lo} ? ({hi} - {lo}) / {} + 1 : 0;",
            lp.step
        );
    }
    let nonempty: Vec<String> = (0..n.parallel)
        .map(|d| format!("{} > 0", count_name(d)))
        .collect();
    let _ = writeln!(
        out,
        "{i1}if (!({}))\n{i1}    return; /* no point: the sweeps change nothing */",
        nonempty.join(" && ")
    );
}

/// The timer entry of a flush (its points counted once per step).
pub(crate) fn write_timing_stop(out: &mut String, n: &Nest, tp: &TemporalPlan, origin: &str) {
    let points: Vec<String> = (0..n.parallel)
        .map(|d| format!("(double){}", count_name(d)))
        .collect();
    let _ = writeln!(
        out,
        "    mint_timing_stop({}, \"{} ({} steps per launch)\", \"{origin}\", {}, {}, {} * (double)mint_k);",
        n.id,
        temporal_kernel_name(n.id),
        tp.bt,
        n.flops_per_point,
        n.bytes_per_point,
        points.join(" * ")
    );
}

/// Three levels, one GPU: the fused launches, then the single steps (see the module docs).
/// `mint_p`, `mint_c`: the buffers holding the older and the current level.
fn write_rotate_launches(out: &mut String, n: &Nest, tp: &TemporalPlan, origin: &str) {
    let i1 = "    ";
    let bt = tp.bt;
    let launch = LevelLaunch::write_setup(out, n, tp, origin);
    let _ = writeln!(
        out,
        "{i1}/* Single steps at the end: one where k % 3 == 1, else two; the fused launches before them: an odd count where k % 3 == 0, else even. */"
    );
    let _ = writeln!(
        out,
        "{i1}long mint_singles = mint_fused ? (mint_k % 3 == 1 ? 1 : 2) : mint_k;"
    );
    let _ = writeln!(out, "{i1}long mint_m = mint_k - mint_singles;");
    let _ = writeln!(out, "{i1}long mint_launches = (mint_m + {bt} - 1) / {bt};");
    let _ = writeln!(
        out,
        "{i1}if (mint_m > 0 && (mint_launches % 2 != 0) != (mint_k % 3 == 0))\n{i1}    mint_launches++;"
    );
    let _ = writeln!(
        out,
        "{i1}if (mint_launches > mint_m) {{ /* one step per launch cannot give that parity: single steps */\n{i1}    mint_singles = mint_k;\n{i1}    mint_m = 0;\n{i1}    mint_launches = 0;\n{i1}}}"
    );
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
        "{i1}    int mint_o[2], mint_no = 0; /* the buffers this launch writes */"
    );
    let _ = writeln!(
        out,
        "{i1}    for (int mint_j = 0; mint_j < 4; mint_j++)\n{i1}        if (mint_j != mint_p && mint_j != mint_c)\n{i1}            mint_o[mint_no++] = mint_j;"
    );
    let _ = writeln!(
        out,
        "{i1}    /* The last launch leaves the current level where the single steps read it: B2 where k % 3 == 0, else B1. */"
    );
    let _ = writeln!(
        out,
        "{i1}    const int mint_want = mint_k % 3 == 0 ? 2 : 1;"
    );
    let _ = writeln!(
        out,
        "{i1}    const int mint_w = mint_i + 1 == mint_launches && mint_o[0] == mint_want ? mint_o[0] : mint_o[1];"
    );
    let _ = writeln!(
        out,
        "{i1}    const int mint_q = mint_w == mint_o[0] ? mint_o[1] : mint_o[0];"
    );
    let _ = writeln!(out, "{i1}    void *mint_qo = mint_b[mint_q].ptr;");
    launch.write(out, "mint_q");
    let _ = writeln!(
        out,
        "{i1}for (long mint_i = 0; mint_i < mint_singles; mint_i++) {{"
    );
    let _ = writeln!(
        out,
        "{i1}    /* Step j writes the buffer C's step j writes, B[(j + 1) % 3]. */"
    );
    let _ = writeln!(
        out,
        "{i1}    const long mint_j = mint_k - mint_singles + mint_i + 1;"
    );
    let _ = writeln!(out, "{i1}    const int mint_w = (int)((mint_j + 1) % 3);");
    let _ = writeln!(out, "{i1}    const long mint_s = 1;");
    let _ = writeln!(out, "{i1}    void *mint_qo = 0;");
    launch.write(out, "mint_c");
}

/// A launch of three levels' kernel over the flush's buffers `mint_b`: it reads the current
/// level from `mint_b[mint_c]` and the older one from `mint_b[mint_p]`, writes the new current
/// one to `mint_b[mint_w]` and the new previous one to `mint_qo` (the loop defines `mint_s`,
/// `mint_w`, `mint_qo`).
pub(crate) struct LevelLaunch<'a> {
    tp: &'a TemporalPlan,
    kn: String,
    shared: u64,
    args: String,
    origin: &'a str,
}

impl<'a> LevelLaunch<'a> {
    /// The grid, the shared-memory limit and the arguments, before the loops.
    pub(crate) fn write_setup(
        out: &mut String,
        n: &Nest,
        tp: &'a TemporalPlan,
        origin: &'a str,
    ) -> Self {
        let i1 = "    ";
        let counts = [count_name(0), count_name(1), count_name(2)];
        write_grid(out, n, tp, counts, i1, origin, "exit(1)");
        write_shared_limit(out, n, tp, i1);
        let names = ArgNames {
            x: "mint_b[mint_c]",
            y: "mint_b[mint_w]",
            other: &device_name,
            split: None,
            part: None,
            prev: Some(("mint_b[mint_p]", "mint_qo")),
        };
        LevelLaunch {
            tp,
            kn: temporal_kernel_name(n.id),
            shared: tp.shared_bytes(tp.input_elem_bytes(n)),
            args: kernel_args(n, tp, &names).join(", "),
            origin,
        }
    }

    /// The launch, the clock moved on, the levels' buffers after it (the older level in
    /// `older`, the current one in `mint_w`), and the end of the loop's body.
    pub(crate) fn write(&self, out: &mut String, older: &str) {
        let (kn, origin, i2) = (&self.kn, self.origin, "        ");
        let _ = writeln!(
            out,
            "{i2}{kn}<<<mint_grid, mint_block, {}>>>({});",
            self.shared, self.args
        );
        let _ = writeln!(out, "{i2}mint_check_launch(\"{kn}\", \"{origin}\");");
        write_clock_advance(out, self.tp, i2);
        let _ = writeln!(out, "{i2}mint_p = {older};");
        let _ = writeln!(out, "{i2}mint_c = mint_w;");
        let _ = writeln!(out, "    }}");
    }
}
