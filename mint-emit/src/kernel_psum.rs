//! Kernel writer for plane sums (`mint_opt::plane_sums`, `--plane-sums` at -O2/-O3).
//!
//! Shape: one thread per (x, y) point, one thread layer in z; each thread walks the planes its
//! z chunk needs (`rz` more on each side) and keeps `2 rz + 1` accumulators `mint_a<k>`, where
//! `mint_a<k>` belongs to output `z = p - rz + k` while plane `p` is read. Reading plane `p`
//! adds its in-plane partial sum for each `dz` to the accumulator of `z = p - dz`; then output
//! `p - rz` is complete, is written with the terms that do not read the main array, and the
//! accumulators shift down by one. No barriers: a thread outside the iteration space returns.
//!
//! Same parameters, in the same order, as the `-O0` kernel ([`crate::kernel::kernel_params`]).

use crate::kernel::{Entry, Flatten};
use crate::names::*;
use crate::printer::{Level, Printer};
use mint_analyzer::Nest;
use mint_opt::plane_sums::{linear_form, LinearForm};
use mint_opt::KernelPlan;
use std::fmt::Write;

fn factors(
    p: &Printer,
    mul: &[mint_lang::ast::Expr],
    div: &[mint_lang::ast::Expr],
    t: &str,
) -> String {
    let mut s = String::new();
    for m in mul {
        let _ = write!(s, "({}) * ", p.expr_string(m));
    }
    for d in div {
        let _ = write!(s, "(({t})1 / ({})) * ", p.expr_string(d));
    }
    s
}

/// Write the plane-sums kernel of `n` (`plan.plane_sums`; `linear_form(n)` must succeed).
pub fn write_kernel_psum(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
    wide: bool,
) -> String {
    let form: LinearForm = linear_form(n).expect("the planner checked the linear form");
    let s = &n.schedule;
    let b = s.block();
    let cz = s.chunk[2];
    let rz = form.rz as i64;
    let a = &form.array;
    let t = n
        .arrays
        .iter()
        .find(|x| &x.name == a)
        .map_or("double", |x| x.elem.c_name())
        .to_string();
    let printer = Printer { arrays: &Flatten };
    let mut out = String::new();
    Entry {
        n,
        level: plan.level,
        origin,
        wide,
        block: b,
        what: format!(": plane sums of {a} over {} planes", form.planes().len()),
        bounds: Some(b[0] * b[1]),
    }
    .write(&mut out, params);
    let l1 = Level(1);
    let _ = writeln!(
        out,
        "{l1}for (long {BZ} = blockIdx.z; {BZ} < {BLOCKS_Z}; {BZ} += gridDim.z)"
    );
    let l2 = l1.next();
    let _ = writeln!(
        out,
        "{l2}for (long {BY} = blockIdx.y; {BY} < {BLOCKS_Y}; {BY} += gridDim.y) {{"
    );
    let l = l2.next();
    let (lz, ly, lx) = (&n.loops[0], &n.loops[1], &n.loops[2]);
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * {} + threadIdx.x;",
        s.tile[0]
    );
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_iy = (mint_idx_t){BY} * {} + threadIdx.y;",
        s.tile[1]
    );
    let _ = writeln!(
        out,
        "{l}if (mint_ix >= {} || mint_iy >= {}) continue;",
        count_name(0),
        count_name(1)
    );
    for (lp, d) in [(lx, 0usize), (ly, 1)] {
        let ty = lp.var_ty.c_name();
        let _ = writeln!(
            out,
            "{l}const {ty} {} = ({ty})({} + mint_i{});",
            lp.var,
            lo_name(d),
            ['x', 'y'][d]
        );
    }
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_z0 = (mint_idx_t){BZ} * {cz};"
    );
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_z1 = mint_z0 + {cz} < {} ? mint_z0 + {cz} : {};",
        count_name(2),
        count_name(2)
    );
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_o = (mint_idx_t)({}) * {} + ({});",
        ly.var,
        pitch_name(a),
        lx.var
    );
    let nacc = 2 * rz + 1;
    let zero = format!("({t})0");
    let accs: Vec<String> = (0..nacc).map(|k| format!("mint_a{k} = {zero}")).collect();
    let _ = writeln!(out, "{l}{t} {};", accs.join(", "));
    let _ = writeln!(
        out,
        "{l}for (mint_idx_t mint_p = mint_z0 - {rz}; mint_p < mint_z1 + {rz}; ++mint_p) {{"
    );
    let li = l.next();
    let _ = writeln!(
        out,
        "{li}const {t} *__restrict__ mint_pl = {a} + ({} + mint_p) * {} + mint_o;",
        lo_name(2),
        slice_name(a)
    );
    // One partial sum per dz, added to the accumulator of output z = p - dz.
    for dz in form.planes() {
        let mut sum = String::new();
        for term in form.terms.iter().filter(|x| x.off[2] == dz) {
            let [dx, dy, _] = term.off;
            let load = format!("__ldg(mint_pl + ({dy} * {} + {dx}))", pitch_name(a));
            let f = factors(&printer, &term.mul, &term.div, &t);
            let _ = write!(sum, " {} {f}{load}", if term.neg { "-" } else { "+" });
        }
        let k = rz - dz;
        let _ = writeln!(out, "{li}mint_a{k} = mint_a{k}{sum};");
    }
    // Output p - rz is complete.
    let _ = writeln!(out, "{li}if (mint_p - {rz} >= mint_z0) {{");
    let lw = li.next();
    let zty = lz.var_ty.c_name();
    let _ = writeln!(
        out,
        "{lw}const {zty} {} = ({zty})({} + mint_p - {rz});",
        lz.var,
        lo_name(2)
    );
    let mut rest = String::new();
    for r in &form.rest {
        let f = factors(&printer, &r.mul, &r.div, &t);
        let _ = write!(
            rest,
            " {} {f}({})",
            if r.neg { "-" } else { "+" },
            printer.expr_string(&r.expr)
        );
    }
    let w = &form.target;
    let _ = writeln!(
        out,
        "{lw}{w}[(mint_idx_t)({}) * {} + (mint_idx_t)({}) * {} + ({})] = mint_a0{rest};",
        lz.var,
        slice_name(w),
        ly.var,
        pitch_name(w),
        lx.var
    );
    let _ = writeln!(out, "{li}}}");
    for k in 0..nacc - 1 {
        let _ = writeln!(out, "{li}mint_a{k} = mint_a{};", k + 1);
    }
    let _ = writeln!(out, "{li}mint_a{} = {zero};", nacc - 1);
    let _ = writeln!(out, "{l}}}");
    let _ = writeln!(out, "{l2}}}");
    out.push_str("}\n");
    out
}
