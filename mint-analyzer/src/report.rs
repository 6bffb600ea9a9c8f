//! A plain-text summary of the analysis, one block per nest (`mint analyze`). Snapshot tests read
//! it, so it is deterministic and lists everything the analyzer decides.

use crate::model::*;
use std::fmt::Write;

fn offsets(o: &[[i64; 3]], rank: u32) -> String {
    let v: Vec<String> = o
        .iter()
        .map(|o| {
            let parts: Vec<String> = (0..rank as usize).map(|d| o[d].to_string()).collect();
            format!("({})", parts.join(","))
        })
        .collect();
    v.join(" ")
}

/// The summary text.
pub fn summary(p: &Program, src: &str) -> String {
    let mut s = String::new();
    for f in &p.functions {
        let _ = writeln!(s, "function {}", f.name);
        for a in &f.arrays {
            let _ = writeln!(
                s,
                "  device array {}: {} rank {}",
                a.name,
                a.elem.c_name(),
                a.rank
            );
        }
        for a in &f.aliases {
            let _ = writeln!(
                s,
                "  alias {}: a pointer set from {}; each launch runs on the one it holds",
                a.name,
                a.sources.join(", ")
            );
        }
        for c in f.singles.iter().flat_map(|x| &x.device_copies) {
            let _ = writeln!(
                s,
                "  copy at line {}: {} over {}, whole, on the GPU",
                c.stmt.line(src),
                c.src,
                c.dst
            );
        }
        for n in &f.nests {
            let _ = writeln!(s, "  nest mint_kernel_{} (line {})", n.id, n.line(src));
            let vars: Vec<String> = n
                .loops
                .iter()
                .map(|l| {
                    format!(
                        "{} = {} {} {} step {}",
                        l.var,
                        // The bounds analysed (rewrites before analysis may have set them,
                        // `guard_bounds`, `linear_loops`): their text, not the source's.
                        l.lo.to_c(),
                        if l.hi_inclusive { "..=" } else { ".." },
                        l.hi.to_c(),
                        l.step
                    )
                })
                .collect();
            let _ = writeln!(
                s,
                "    loops: {} ({} parallel)",
                vars.join("; "),
                n.parallel
            );
            // The points the GPU runs in parallel: one thread (or chunk) per point of these.
            let extents: Vec<String> = n.loops.iter().take(n.parallel).map(loop_extent).collect();
            let _ = writeln!(
                s,
                "    parallel extent: {} points{}",
                extents.join(" x "),
                match n.loops.len() - n.parallel {
                    0 => String::new(),
                    k => format!(", {k} loop(s) run serially in each thread"),
                }
            );
            let sc = &n.schedule;
            let b = sc.block();
            let _ = writeln!(
                s,
                "    schedule: tile {}x{}x{} chunk {}x{}x{} block {}x{}x{} ({} threads)",
                sc.tile[0],
                sc.tile[1],
                sc.tile[2],
                sc.chunk[0],
                sc.chunk[1],
                sc.chunk[2],
                b[0],
                b[1],
                b[2],
                sc.threads()
            );
            match (&n.stencil, &n.not_stencil_reason) {
                (Some(st), _) => {
                    let _ = writeln!(
                        s,
                        "    stencil: {} on {}, radius x={} y={} z={}",
                        st.shape.name(),
                        st.main_array,
                        st.radius[0],
                        st.radius[1],
                        st.radius[2]
                    );
                }
                (None, Some(r)) => {
                    let _ = writeln!(s, "    stencil: none ({r})");
                }
                (None, None) => {}
            }
            for a in &n.arrays {
                let role = match (a.reads > 0, a.writes > 0) {
                    (true, false) => "read-only",
                    (false, true) => "write-only",
                    _ => "read-write",
                };
                let _ = writeln!(
                    s,
                    "    array {} ({}, {role}): reads {} at {}; writes {} at {}",
                    a.name,
                    a.elem.c_name(),
                    a.reads,
                    if let Some(dims) = &a.projection {
                        projected_text(dims)
                    } else if a.affine {
                        offsets(&a.read_offsets, a.rank)
                    } else {
                        "non-affine".into()
                    },
                    a.writes,
                    if a.affine {
                        offsets(&a.write_offsets, a.rank)
                    } else {
                        "non-affine".into()
                    },
                );
            }
            let scal: Vec<String> = n
                .scalars
                .iter()
                .map(|v| format!("{} {}", v.ty.scalar.c_name(), v.name))
                .collect();
            let _ = writeln!(
                s,
                "    scalars: {}",
                if scal.is_empty() {
                    "none".into()
                } else {
                    scal.join(", ")
                }
            );
            for r in &n.reductions {
                let _ = writeln!(
                    s,
                    "    reduction: {}:{} ({})",
                    r.op.token(),
                    r.name,
                    r.ty.c_name()
                );
            }
            let _ = writeln!(
                s,
                "    flops/point: {}, bytes/point: {}",
                n.flops_per_point, n.bytes_per_point
            );
        }
    }
    s
}

/// The number of iterations of `l` as C text (`nx`, `(n - 2)`, `64`).
fn loop_extent(l: &crate::model::Loop) -> String {
    let inc = i64::from(l.hi_inclusive);
    let (hi_base, hi_c) = crate::nest::split_const(&l.hi);
    let count = match (crate::int_const(&l.lo), hi_base) {
        (Some(a), None) => (hi_c - a + inc).max(0).to_string(),
        (Some(a), Some(base)) => match hi_c - a + inc {
            0 => base.to_c(),
            k if k > 0 => format!("({} + {k})", base.to_c()),
            k => format!("({} - {})", base.to_c(), -k),
        },
        _ => format!(
            "({} - ({}){})",
            l.hi.to_c(),
            l.lo.to_c(),
            if l.hi_inclusive { " + 1" } else { "" }
        ),
    };
    if l.step > 1 {
        format!("{count}/{}", l.step)
    } else {
        count
    }
}

/// Where a projected array is read: `its own subscripts along z`, `... along (y, x)`.
fn projected_text(dims: &[usize]) -> String {
    let names: Vec<&str> = dims.iter().map(|&d| ["x", "y", "z"][d]).collect();
    let along = if names.len() == 1 {
        names[0].to_string()
    } else {
        format!("({})", names.join(", "))
    };
    format!("its own subscripts along {along} (lower rank than the nest: read from global memory, not part of the stencil)")
}
