//! Kernel writer for plane sums (`mint_opt::plane_sums`, `--plane-sums` at -O2/-O3).
//!
//! Shape: one thread per (x, y) point, one thread layer in z; each thread walks the planes its
//! z chunk needs (`rz` more on each side) and keeps `2 rz + 1` accumulators `mint_a<k>`, where
//! `mint_a<k>` belongs to output `z = p - rz + k` while plane `p` is read. Reading plane `p`
//! adds its in-plane partial sum for each `dz` to the accumulator of `z = p - dz`; then output
//! `p - rz` is complete, is written with the terms that do not read the main array, and the
//! accumulators shift down by one. No barriers: a thread outside the iteration space returns.
//!
//! With `chunksize` x `V` (1, 2 or 4) and y `CY` above one point, a thread owns a group of `V x
//! CY` points (`V` consecutive in x, `CY` rows) with accumulators per point: each plane's rows
//! the group needs are read once into register windows (the `V` middle points as
//! `double2`/`float2`/`float4` loads through the read-only path when the group's elements of the
//! main and the written array, the pitches and the slices are aligned, which is tested once per
//! thread; scalar loads otherwise), and outputs are stored as vectors under the same test. A
//! partial group (at the end of a row or of the y range) walks its points one by one as above.
//!
//! Same parameters, in the same order, as the `-O0` kernel ([`crate::kernel::kernel_params`]).

use crate::kernel::{elem_name, write_block_loops, Entry, Flatten};
use crate::names::*;
use crate::printer::{Level, Printer};
use crate::vector::{aligned_test, write_vector_loads, write_vector_stores};
use mint_analyzer::Nest;
use mint_opt::plane_sums::{linear_form, LinearForm};
use mint_opt::KernelPlan;
use std::fmt::Write;

pub(crate) fn factors(
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

/// The terms of `form` that do not read the main array, each `(subtracted, text)`: coefficient
/// factors ([`factors`]) and the term's expression, evaluated at the nest's loop variables.
pub(crate) fn rest_terms(form: &LinearForm, p: &Printer, t: &str) -> Vec<(bool, String)> {
    form.rest
        .iter()
        .map(|r| {
            let f = factors(p, &r.mul, &r.div, t);
            (r.neg, format!("{f}({})", p.expr_string(&r.expr)))
        })
        .collect()
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
    let a = &form.array;
    let t = elem_name(n, a);
    let printer = Printer { arrays: &Flatten };
    let mut out = String::new();
    Entry {
        n,
        level: plan.level,
        origin,
        wide,
        block: b,
        what: format!(
            ": plane sums of {a} over {} planes{}",
            form.planes().len(),
            if s.chunk[0] * s.chunk[1] > 1 {
                format!(", {}x{} points per thread", s.chunk[0], s.chunk[1])
            } else {
                String::new()
            }
        ),
        bounds: Some(b[0] * b[1]),
    }
    .write(&mut out, params);
    // Grid-stride loops over the y and z blocks, as at -O0.
    let l = write_block_loops(&mut out, 3, Level(1));
    let l2 = Level(l.0 - 1);
    let _ = writeln!(out, "{l2}{{");
    let (ly, lx) = (&n.loops[1], &n.loops[2]);
    let (v, cy) = (s.chunk[0] as i64, s.chunk[1] as i64);
    let group = v * cy > 1;
    let (tx, ty) = if group {
        (format!("threadIdx.x * {v}"), format!("threadIdx.y * {cy}"))
    } else {
        ("threadIdx.x".to_string(), "threadIdx.y".to_string())
    };
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * {} + {tx};",
        s.tile[0]
    );
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_iy = (mint_idx_t){BY} * {} + {ty};",
        s.tile[1]
    );
    let _ = writeln!(
        out,
        "{l}if (mint_ix >= {} || mint_iy >= {}) continue;",
        count_name(0),
        count_name(1)
    );
    let declare_xy = |out: &mut String, at: Level, x: &str, y: &str| {
        for (lp, e) in [(lx, x), (ly, y)] {
            let ty = lp.var_ty.c_name();
            let _ = writeln!(out, "{at}const {ty} {} = ({ty})({e});", lp.var);
        }
    };
    let zrange = |out: &mut String, at: Level| {
        let _ = writeln!(
            out,
            "{at}const mint_idx_t mint_z0 = (mint_idx_t){BZ} * {cz};"
        );
        let _ = writeln!(
            out,
            "{at}const mint_idx_t mint_z1 = mint_z0 + {cz} < {} ? mint_z0 + {cz} : {};",
            count_name(2),
            count_name(2)
        );
    };
    let k = Kernel {
        n,
        form: &form,
        t,
        printer: &printer,
    };
    if !group {
        declare_xy(
            &mut out,
            l,
            &format!("{} + mint_ix", lo_name(0)),
            &format!("{} + mint_iy", lo_name(1)),
        );
        zrange(&mut out, l);
        k.point_walk(&mut out, l);
    } else {
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_x0 = {} + mint_ix;",
            lo_name(0)
        );
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_y0 = {} + mint_iy;",
            lo_name(1)
        );
        zrange(&mut out, l);
        let _ = writeln!(
            out,
            "{l}if (mint_ix + {v} <= {} && mint_iy + {cy} <= {}) {{",
            count_name(0),
            count_name(1)
        );
        let lg = l.next();
        k.group_walk(&mut out, lg, v, cy);
        // A partial group: its points one by one.
        let _ = writeln!(out, "{l}}} else {{");
        let _ = writeln!(
            out,
            "{lg}for (int mint_ey = 0; mint_ey < {cy} && mint_iy + mint_ey < {}; ++mint_ey)",
            count_name(1)
        );
        let _ = writeln!(
            out,
            "{}for (int mint_e = 0; mint_e < {v} && mint_ix + mint_e < {}; ++mint_e) {{",
            lg.next(),
            count_name(0)
        );
        let lp = lg.next().next();
        declare_xy(&mut out, lp, "mint_x0 + mint_e", "mint_y0 + mint_ey");
        k.point_walk(&mut out, lp);
        let _ = writeln!(out, "{}}}", lg.next());
        let _ = writeln!(out, "{l}}}");
    }
    let _ = writeln!(out, "{l2}}}");
    out.push_str("}\n");
    out
}

/// What the walks of one kernel share.
struct Kernel<'a> {
    n: &'a Nest,
    form: &'a LinearForm,
    /// Element type of the main array.
    t: &'a str,
    printer: &'a Printer<'a>,
}

impl Kernel<'_> {
    /// The terms that do not read the main array, as ` + ...` (evaluated at `x`, `y`, `z`).
    fn rest(&self) -> String {
        rest_terms(self.form, self.printer, self.t)
            .into_iter()
            .map(|(neg, term)| format!(" {} {term}", if neg { "-" } else { "+" }))
            .collect()
    }

    /// Open the loop over the planes the chunk reads (`rz` more on each side), with `mint_pl`
    /// at the walk's `mint_o` in plane `mint_p`; the body's level.
    fn open_plane_loop(&self, out: &mut String, l: Level) -> Level {
        let (rz, a, t) = (self.form.rz, &self.form.array, self.t);
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
        li
    }

    /// Open the block where output `p - rz` is complete, with the z loop variable declared; the
    /// block's level.
    fn open_output(&self, out: &mut String, li: Level) -> Level {
        let rz = self.form.rz;
        let lz = &self.n.loops[0];
        let _ = writeln!(out, "{li}if (mint_p - {rz} >= mint_z0) {{");
        let lw = li.next();
        let zty = lz.var_ty.c_name();
        let _ = writeln!(
            out,
            "{lw}const {zty} {} = ({zty})({} + mint_p - {rz});",
            lz.var,
            lo_name(2)
        );
        lw
    }

    /// The z walk of one point `(x, y)` (declared by the caller) over `mint_z0..mint_z1`.
    fn point_walk(&self, out: &mut String, l: Level) {
        let (form, t) = (self.form, self.t);
        let rz = form.rz as i64;
        let a = &form.array;
        let (lz, ly, lx) = (&self.n.loops[0], &self.n.loops[1], &self.n.loops[2]);
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
        let li = self.open_plane_loop(out, l);
        // One partial sum per dz, added to the accumulator of output z = p - dz.
        for dz in form.planes() {
            let mut sum = String::new();
            for term in form.terms.iter().filter(|x| x.off[2] == dz) {
                let [dx, dy, _] = term.off;
                let load = format!("__ldg(mint_pl + ({dy} * {} + {dx}))", pitch_name(a));
                let f = factors(self.printer, &term.mul, &term.div, t);
                let _ = write!(sum, " {} {f}{load}", if term.neg { "-" } else { "+" });
            }
            let k = rz - dz;
            let _ = writeln!(out, "{li}mint_a{k} = mint_a{k}{sum};");
        }
        // Output p - rz is complete.
        let lw = self.open_output(out, li);
        let w = &form.target;
        let _ = writeln!(
            out,
            "{lw}{w}[(mint_idx_t)({}) * {} + (mint_idx_t)({}) * {} + ({})] = mint_a0{};",
            lz.var,
            slice_name(w),
            ly.var,
            pitch_name(w),
            lx.var,
            self.rest()
        );
        let _ = writeln!(out, "{li}}}");
        for k in 0..nacc - 1 {
            let _ = writeln!(out, "{li}mint_a{k} = mint_a{};", k + 1);
        }
        let _ = writeln!(out, "{li}mint_a{} = {zero};", nacc - 1);
        let _ = writeln!(out, "{l}}}");
    }

    /// The z walk of a full `v x cy` group at `(mint_x0, mint_y0)`: one alignment test, then the
    /// walk with vector accesses or with scalar ones (only the scalar walk when `v` is 1).
    fn group_walk(&self, out: &mut String, l: Level, v: i64, cy: i64) {
        let (form, t) = (self.form, self.t);
        let a = &form.array;
        let w = &form.target;
        let wt = elem_name(self.n, w);
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_o = mint_y0 * {} + mint_x0;",
            pitch_name(a)
        );
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_ow = mint_y0 * {} + mint_x0;",
            pitch_name(w)
        );
        let test = |arr: &str, ptr: &str, elem: &str| {
            aligned_test(&format!("({ptr})"), arr, 3, elem, v as u32)
        };
        if v == 1 {
            // One point in x: nothing to load as a vector.
            self.group_loop(out, l, v, cy, false, wt);
            return;
        }
        let _ = writeln!(
            out,
            "{l}const bool mint_vok = {}\n{l}    && {};",
            test(a, &format!("{a} + mint_o"), t),
            test(w, &format!("{w} + mint_ow"), wt)
        );
        let _ = writeln!(out, "{l}if (mint_vok) {{");
        self.group_loop(out, l.next(), v, cy, true, wt);
        let _ = writeln!(out, "{l}}} else {{");
        self.group_loop(out, l.next(), v, cy, false, wt);
        let _ = writeln!(out, "{l}}}");
    }

    /// The plane loop of a full group, with vector accesses (`vector`) or scalar ones.
    fn group_loop(&self, out: &mut String, l: Level, v: i64, cy: i64, vector: bool, wt: &str) {
        let (form, t) = (self.form, self.t);
        let rz = form.rz as i64;
        let a = &form.array;
        let w = &form.target;
        let nacc = 2 * rz + 1;
        // Rows of a plane the group reads (relative to mint_y0), with their x spans.
        let mut rows: std::collections::BTreeMap<i64, (i64, i64)> = Default::default();
        for term in &form.terms {
            let [dx, dy, _] = term.off;
            for yy in 0..cy {
                let r = rows.entry(yy + dy).or_insert((0, 0));
                r.0 = r.0.min(dx);
                r.1 = r.1.max(dx);
            }
        }
        let acc = |k: i64, yy: i64, e: i64| format!("mint_a{k}_{yy}_{e}");
        let zero = format!("({t})0");
        let mut decl = Vec::new();
        for k in 0..nacc {
            for yy in 0..cy {
                for e in 0..v {
                    decl.push(format!("{} = {zero}", acc(k, yy, e)));
                }
            }
        }
        let _ = writeln!(out, "{l}{t} {};", decl.join(", "));
        let li = self.open_plane_loop(out, l);
        let row_name = |ry: i64| format!("mint_r{}{}", if ry < 0 { "m" } else { "p" }, ry.abs());
        for (&ry, &(lo, hi)) in &rows {
            let r = row_name(ry);
            let _ = writeln!(out, "{li}{t} {r}[{}];", v + hi - lo);
            let at_row = format!("{ry} * {}", pitch_name(a));
            if vector {
                write_vector_loads(
                    out,
                    li,
                    t,
                    v as u32,
                    |at| format!("mint_pl + ({at_row} + {at})"),
                    |i| format!("{r}[{}]", i as i64 - lo),
                );
            } else {
                for e in 0..v {
                    let _ = writeln!(
                        out,
                        "{li}{r}[{}] = __ldg(mint_pl + ({at_row} + {e}));",
                        e - lo
                    );
                }
            }
            for e in (lo..0).chain(v..v + hi) {
                let _ = writeln!(
                    out,
                    "{li}{r}[{}] = __ldg(mint_pl + ({at_row} + ({e})));",
                    e - lo
                );
            }
        }
        // One partial sum per dz and point, added to the accumulator of output z = p - dz.
        for dz in form.planes() {
            let k = rz - dz;
            for yy in 0..cy {
                for e in 0..v {
                    let mut sum = String::new();
                    for term in form.terms.iter().filter(|x| x.off[2] == dz) {
                        let [dx, dy, _] = term.off;
                        let lo = rows[&(yy + dy)].0;
                        let f = factors(self.printer, &term.mul, &term.div, t);
                        let _ = write!(
                            sum,
                            " {} {f}{}[{}]",
                            if term.neg { "-" } else { "+" },
                            row_name(yy + dy),
                            e + dx - lo
                        );
                    }
                    let a = acc(k, yy, e);
                    let _ = writeln!(out, "{li}{a} = {a}{sum};");
                }
            }
        }
        // Output p - rz of every point of the group is complete.
        let lw = self.open_output(out, li);
        let (lz, ly, lx) = (&self.n.loops[0], &self.n.loops[1], &self.n.loops[2]);
        let _ = writeln!(
            out,
            "{lw}{wt} *__restrict__ mint_s = {w} + (mint_idx_t)({}) * {} + mint_ow;",
            lz.var,
            slice_name(w)
        );
        let rest = self.rest();
        for yy in 0..cy {
            let _ = writeln!(out, "{lw}{{");
            let lo = lw.next();
            let _ = writeln!(out, "{lo}{wt} mint_out[{v}];");
            for e in 0..v {
                let _ = writeln!(out, "{lo}{{");
                let lq = lo.next();
                for (lp, val) in [
                    (lx, format!("mint_x0 + {e}")),
                    (ly, format!("mint_y0 + {yy}")),
                ] {
                    let ty = lp.var_ty.c_name();
                    let _ = writeln!(out, "{lq}const {ty} {} = ({ty})({val});", lp.var);
                    let _ = writeln!(out, "{lq}(void){};", lp.var);
                }
                let _ = writeln!(out, "{lq}mint_out[{e}] = {}{rest};", acc(0, yy, e));
                let _ = writeln!(out, "{lo}}}");
            }
            let row = format!("{yy} * {}", pitch_name(w));
            if vector {
                write_vector_stores(
                    out,
                    lo,
                    wt,
                    v as u32,
                    |at| format!("mint_s + ({row} + {at})"),
                    |i| format!("mint_out[{i}]"),
                );
            } else {
                for e in 0..v {
                    let _ = writeln!(out, "{lo}mint_s[{row} + {e}] = mint_out[{e}];");
                }
            }
            let _ = writeln!(out, "{lw}}}");
        }
        let _ = writeln!(out, "{li}}}");
        for k in 0..nacc {
            for yy in 0..cy {
                for e in 0..v {
                    let next = if k + 1 < nacc {
                        acc(k + 1, yy, e)
                    } else {
                        zero.clone()
                    };
                    let _ = writeln!(out, "{li}{} = {next};", acc(k, yy, e));
                }
            }
        }
        let _ = writeln!(out, "{l}}}");
    }
}
