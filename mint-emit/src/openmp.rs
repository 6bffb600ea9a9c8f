//! `--target openmp`: the same program for the CPU, the paper's CPU baseline. Each `mint for`
//! becomes `#pragma omp parallel for` (with `collapse(N)` for `nest(N)` and the reductions); the
//! other directives become comments, since host memory is the only memory.
//!
//! Invariant: only the directive lines change; the loops and everything else are copied byte for
//! byte, so the OpenMP program computes exactly what the plain C program computes.

use crate::program::{apply_edits, Edit};
use mint_analyzer::Program;
use std::fmt::Write;

/// Write the OpenMP program.
pub fn write_openmp(p: &Program, src: &str, file: &str) -> String {
    let mut edits = vec![Edit {
        span: mint_lang::Span::new(0, 0),
        text: format!(
            "// mint: translated from {file} by mint {}, target openmp\n",
            env!("CARGO_PKG_VERSION")
        ),
    }];
    let comment = |s: mint_lang::Span| Edit {
        span: s,
        text: format!("/* mint: {} */", s.text(src).trim()),
    };
    for f in &p.functions {
        edits.extend(f.copies.iter().map(|c| comment(c.span)));
        edits.extend(f.regions.iter().map(|r| comment(r.pragma_span)));
        edits.extend(f.singles.iter().map(|s| comment(s.pragma_span)));
        edits.extend(f.barriers.iter().map(|&b| comment(b)));
        for n in &f.nests {
            let mut t = String::from("#pragma omp parallel for");
            if n.parallel > 1 {
                let _ = write!(t, " collapse({})", n.parallel);
            }
            for r in &n.reductions {
                let _ = write!(t, " reduction({}:{})", r.op.token(), r.name);
            }
            let _ = write!(
                t,
                " /* mint: {} */",
                n.pragma_span.text(src).trim_start_matches('#').trim()
            );
            edits.push(Edit {
                span: n.pragma_span,
                text: t,
            });
        }
    }
    apply_edits(src, edits)
}
