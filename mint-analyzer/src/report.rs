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
        for n in &f.nests {
            let _ = writeln!(s, "  nest mint_kernel_{} (line {})", n.id, n.line(src));
            let vars: Vec<String> = n
                .loops
                .iter()
                .map(|l| {
                    format!(
                        "{} = {} {} {} step {}",
                        l.var,
                        l.lo.span.text(src),
                        if l.hi_inclusive { "..=" } else { ".." },
                        l.hi.span.text(src),
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
                    if a.affine {
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
