//! Kernel writer for vector x (`mint_opt::vector_x`, `--vector-x` from -O1 on).
//!
//! Shape: each thread owns a group of `V = chunksize x` consecutive x points times `CY =
//! chunksize y` consecutive rows (tile x = V x block x), and walks its `chunksize` z planes one
//! after another, as at -O0. For a full group it reads every row `(A, y0 + ry, z + dz)` the group
//! needs once into a register window, so rows shared by the group's points (the y neighbours of
//! its rows) are read once: the `V` points as `double2`/`float2`/`float4` loads through the
//! read-only path when the address is aligned (checked at run time; scalar loads otherwise), the
//! x halo as scalars. The body is then written out `V x CY` times with array reads turned into
//! window registers and writes into output registers, which are stored as vectors (again only
//! when aligned). A partial group (at the end of a row or of the y range) runs the body point by
//! point from global memory, like -O0.
//!
//! Same parameters, in the same order, as the `-O0` kernel ([`crate::kernel::kernel_params`]).

use crate::kernel::{
    elem_name, ref_offsets, write_block_loops, write_body, write_point, Entry, Flatten,
};
use crate::names::*;
use crate::printer::{ArrayRewrite, Level, Printer};
use crate::vector::{aligned_test, write_vector_loads, write_vector_stores};
use mint_analyzer::Nest;
use mint_lang::ast::Expr;
use mint_opt::KernelPlan;
use std::collections::BTreeMap;
use std::fmt::Write;

/// One row a point group reads: array, `ry` (relative to the group's first row), `dz`, and the
/// x offsets it spans.
struct Row {
    array: String,
    elem: String,
    ry: i64,
    dz: i64,
    /// Lowest x offset in the window (≤ 0).
    lo: i64,
    /// Highest x offset beyond the group's last point (≥ 0).
    hi: i64,
}

impl Row {
    fn ident(&self) -> String {
        format!(
            "mint_w_{}_{}{}_{}{}",
            self.array,
            if self.ry < 0 { "m" } else { "p" },
            self.ry.abs(),
            if self.dz < 0 { "m" } else { "p" },
            self.dz.abs()
        )
    }
}

/// Array references of point `(v, yy)` of a group: reads from the windows, writes to the
/// output registers (`mint_o_<W>[yy * V + v]`).
struct Group<'a> {
    v: i64,
    yy: i64,
    width: i64,
    rows: &'a BTreeMap<(String, i64, i64), Row>,
    outputs: &'a [String],
}

impl ArrayRewrite for Group<'_> {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        let Some(off) = ref_offsets(subs) else {
            return Flatten.array_ref(out, name, subs, sub);
        };
        if self.outputs.iter().any(|o| o == name) {
            let _ = write!(out, "mint_o_{name}[{}]", self.yy * self.width + self.v);
            return;
        }
        match self.rows.get(&(name.to_string(), self.yy + off[1], off[2])) {
            Some(r) => {
                let _ = write!(out, "{}[{}]", r.ident(), self.v + off[0] - r.lo);
            }
            None => Flatten.array_ref(out, name, subs, sub),
        }
    }
}

/// `A[(z) * slice + (y) * pitch + (x)]` for a rank-`rank` array, as [`Flatten`] prints it.
fn flat(name: &str, rank: usize, z: &str, y: &str, x: &str) -> String {
    match rank {
        1 => format!("{name}[({x})]"),
        2 => format!("{name}[(mint_idx_t)({y}) * {} + ({x})]", pitch_name(name)),
        _ => format!(
            "{name}[(mint_idx_t)({z}) * {} + (mint_idx_t)({y}) * {} + ({x})]",
            slice_name(name),
            pitch_name(name)
        ),
    }
}

/// Write the vector-x kernel of `n` (`plan.vector_x`; `mint_opt::vector_x::vector_x_why(n)` is
/// `None`).
pub fn write_kernel_xvec(
    n: &Nest,
    plan: &KernelPlan,
    origin: &str,
    params: &[(String, String)],
    wide: bool,
) -> String {
    let s = &n.schedule;
    let b = s.block();
    let v = s.chunk[0];
    let p = n.parallel;
    let mut out = String::new();
    Entry {
        n,
        level: plan.level,
        origin,
        wide,
        block: b,
        what: format!(": vector x, {v} consecutive points per thread"),
        bounds: Some(s.threads()),
    }
    .write(&mut out, params);
    let cy = if p >= 2 { s.chunk[1] as i64 } else { 1 };
    let vv = v as i64;
    // Rows read by a group, with the x span of each.
    let mut rows: BTreeMap<(String, i64, i64), Row> = BTreeMap::new();
    let mut outputs: Vec<String> = Vec::new();
    for a in &n.arrays {
        if a.writes > 0 {
            outputs.push(a.name.clone());
            continue;
        }
        for yy in 0..cy {
            for o in &a.read_offsets {
                let r = rows
                    .entry((a.name.clone(), yy + o[1], o[2]))
                    .or_insert(Row {
                        array: a.name.clone(),
                        elem: a.elem.c_name().to_string(),
                        ry: yy + o[1],
                        dz: o[2],
                        lo: 0,
                        hi: 0,
                    });
                r.lo = r.lo.min(o[0]);
                r.hi = r.hi.max(o[0]);
            }
        }
    }
    // Grid-stride loops over the y and z blocks, as at -O0.
    let l = write_block_loops(&mut out, p, Level(1));
    let _ = writeln!(out, "{}{{", Level(l.0 - 1));
    let _ = writeln!(
        out,
        "{l}const mint_idx_t mint_ix = (mint_idx_t)blockIdx.x * {} + (mint_idx_t)threadIdx.x * {v};",
        s.tile[0]
    );
    let iy = if p >= 2 {
        let _ = writeln!(
            out,
            "{l}const mint_idx_t mint_iy = (mint_idx_t){BY} * {} + (mint_idx_t)threadIdx.y * {cy};",
            s.tile[1]
        );
        format!(" && mint_iy < {}", count_name(1))
    } else {
        String::new()
    };
    let _ = writeln!(out, "{l}if (mint_ix < {}{iy}) {{", count_name(0));
    let mut lv = l.next();
    let mut closers = vec![l];
    // The z chunk: contiguous planes, one after another.
    if p >= 3 {
        let c = s.chunk[2];
        let idx = index_name(2);
        let base = format!(
            "(mint_idx_t){BZ} * {} + (mint_idx_t)threadIdx.z * {c}",
            s.tile[2]
        );
        if c > 1 {
            let ci = chunk_name(2);
            let _ = writeln!(out, "{lv}for (int {ci} = 0; {ci} < {c}; ++{ci}) {{");
            closers.push(lv);
            lv = lv.next();
            let _ = writeln!(out, "{lv}const mint_idx_t {idx} = {base} + {ci};");
        } else {
            let _ = writeln!(out, "{lv}const mint_idx_t {idx} = {base};");
        }
        let _ = writeln!(out, "{lv}if ({idx} < {}) {{", count_name(2));
        closers.push(lv);
        lv = lv.next();
        let lp = &n.loops[0];
        let ty = lp.var_ty.c_name();
        let _ = writeln!(
            out,
            "{lv}const {ty} {} = ({ty})({} + {idx});",
            lp.var,
            lo_name(2)
        );
    }
    let lx = &n.loops[p - 1];
    let xty = lx.var_ty.c_name();
    let ly = (p >= 2).then(|| &n.loops[p - 2]);
    let zv = if p >= 3 { n.loops[0].var.as_str() } else { "0" };
    let _ = writeln!(
        out,
        "{lv}const {xty} mint_x0 = ({xty})({} + mint_ix);",
        lo_name(0)
    );
    if let Some(ly) = ly {
        let yty = ly.var_ty.c_name();
        let _ = writeln!(
            out,
            "{lv}const {yty} mint_y0 = ({yty})({} + mint_iy);",
            lo_name(1)
        );
    }
    // A full group: windows, V x CY copies of the body, vector stores.
    let full_y = if p >= 2 {
        format!(" && mint_iy + {cy} <= {}", count_name(1))
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "{lv}if (mint_ix + {v} <= {}{full_y}) {{",
        count_name(0)
    );
    let lg = lv.next();
    let rank_of = |name: &str| {
        n.arrays
            .iter()
            .find(|a| a.name == name)
            .map_or(p, |a| a.rank as usize)
    };
    // One alignment test for the whole group, uniform over the grid: the group's own element of
    // every array it reads or writes as vectors is aligned, and so are the pitch and the slice,
    // so every row of the group is. Then all the loads are straight-line vector loads (one
    // branch, not one per row), as in the hand-written kernels.
    let mut vec_arrays: Vec<&str> = rows.values().map(|r| r.array.as_str()).collect();
    vec_arrays.extend(outputs.iter().map(String::as_str));
    vec_arrays.sort_unstable();
    vec_arrays.dedup();
    let tests: Vec<String> = vec_arrays
        .iter()
        .map(|a| {
            let rank = rank_of(a);
            let ptr = format!("&{}", flat(a, rank, zv, "mint_y0", "mint_x0"));
            aligned_test(&ptr, a, rank, elem_name(n, a), v)
        })
        .collect();
    let _ = writeln!(
        out,
        "{lg}const bool mint_vok = {};",
        tests.join(&format!("\n{lg}    && "))
    );
    for r in rows.values() {
        let id = r.ident();
        let t = &r.elem;
        let z = format!("{zv} + {}", r.dz);
        let y = format!("mint_y0 + {}", r.ry);
        let _ = writeln!(
            out,
            "{lg}const {t} *__restrict__ {id}_p = &{};",
            flat(&r.array, rank_of(&r.array), &z, &y, "mint_x0")
        );
        let width = vv + r.hi - r.lo;
        let _ = writeln!(out, "{lg}{t} {id}[{width}];");
    }
    let lw = lg.next();
    let _ = writeln!(out, "{lg}if (mint_vok) {{");
    for r in rows.values() {
        let id = r.ident();
        write_vector_loads(
            &mut out,
            lw,
            &r.elem,
            v,
            |at| format!("{id}_p + {at}"),
            |i| format!("{id}[{}]", i as i64 - r.lo),
        );
    }
    let _ = writeln!(out, "{lg}}} else {{");
    for r in rows.values() {
        let id = r.ident();
        for e in 0..vv {
            let _ = writeln!(out, "{lw}{id}[{}] = __ldg({id}_p + {e});", e - r.lo);
        }
    }
    let _ = writeln!(out, "{lg}}}");
    for r in rows.values() {
        let id = r.ident();
        for e in (r.lo..0).chain(vv..vv + r.hi) {
            let _ = writeln!(out, "{lg}{id}[{}] = __ldg({id}_p + ({e}));", e - r.lo);
        }
    }
    for o in &outputs {
        let _ = writeln!(out, "{lg}{} mint_o_{o}[{}];", elem_name(n, o), vv * cy);
    }
    let declare = |out: &mut String, at: Level, x: &str, y: &str| {
        let _ = writeln!(out, "{at}const {xty} {} = ({xty})({x});", lx.var);
        let _ = writeln!(out, "{at}(void){};", lx.var);
        if let Some(ly) = ly {
            let yty = ly.var_ty.c_name();
            let _ = writeln!(out, "{at}const {yty} {} = ({yty})({y});", ly.var);
            let _ = writeln!(out, "{at}(void){};", ly.var);
        }
    };
    for yy in 0..cy {
        for k in 0..vv {
            let printer = Printer {
                arrays: &Group {
                    v: k,
                    yy,
                    width: vv,
                    rows: &rows,
                    outputs: &outputs,
                },
            };
            let _ = writeln!(out, "{lg}{{");
            let li = lg.next();
            declare(
                &mut out,
                li,
                &format!("mint_x0 + {k}"),
                &format!("mint_y0 + {yy}"),
            );
            write_body(&printer, &mut out, n, li);
            let _ = writeln!(out, "{lg}}}");
        }
    }
    for o in &outputs {
        let a = n.arrays.iter().find(|a| &a.name == o).expect("an output");
        let t = a.elem.c_name();
        for yy in 0..cy {
            let _ = writeln!(out, "{lg}{{");
            let ls = lg.next();
            let _ = writeln!(
                out,
                "{ls}{t} *__restrict__ mint_s = &{};",
                flat(
                    o,
                    a.rank as usize,
                    zv,
                    &format!("mint_y0 + {yy}"),
                    "mint_x0"
                )
            );
            let _ = writeln!(out, "{ls}if (mint_vok) {{");
            write_vector_stores(
                &mut out,
                ls.next(),
                t,
                v,
                |at| format!("mint_s + {at}"),
                |i| format!("mint_o_{o}[{}]", yy * vv + i as i64),
            );
            let _ = writeln!(out, "{ls}}} else {{");
            for e in 0..vv {
                let _ = writeln!(
                    out,
                    "{}mint_s[{e}] = mint_o_{o}[{}];",
                    ls.next(),
                    yy * vv + e
                );
            }
            let _ = writeln!(out, "{ls}}}");
            let _ = writeln!(out, "{lg}}}");
        }
    }
    // A partial group: point by point, as at -O0.
    let _ = writeln!(out, "{lv}}} else {{");
    let _ = writeln!(
        out,
        "{lg}for (int mint_ey = 0; mint_ey < {cy}; ++mint_ey) {{"
    );
    let lq = lg.next();
    if p >= 2 {
        let _ = writeln!(
            out,
            "{lq}if (mint_iy + mint_ey >= {}) break;",
            count_name(1)
        );
    }
    let _ = writeln!(out, "{lq}for (int mint_e = 0; mint_e < {v}; ++mint_e) {{");
    let le = lq.next();
    let _ = writeln!(out, "{le}if (mint_ix + mint_e >= {}) break;", count_name(0));
    declare(&mut out, le, "mint_x0 + mint_e", "mint_y0 + mint_ey");
    write_point(&Printer { arrays: &Flatten }, &mut out, n, le);
    let _ = writeln!(out, "{lq}}}");
    let _ = writeln!(out, "{lg}}}");
    let _ = writeln!(out, "{lv}}}");
    for c in closers.iter().rev() {
        let _ = writeln!(out, "{c}}}");
    }
    let _ = writeln!(out, "{}}}", Level(l.0 - 1));
    out.push_str("}\n");
    out
}
