//! `--target openmp`: the same program for the CPU, the paper's CPU baseline. Each `mint for`
//! becomes `#pragma omp parallel for` (with `collapse(N)` for `nest(N)` where the loop variables
//! have 64 bits, since GCC counts collapsed iterations in their type, and the reductions); the
//! other directives become comments, since host memory is the only memory.
//!
//! With timing ([`write_openmp_timed`], `mint translate --target openmp --timing`) each nest is
//! wrapped in a block that reads `omp_get_wtime()` around it, and at exit the program prints one
//! line per nest on stderr: `mint-timing openmp kernel <id> launches <n> median_ms <t>
//! min_ms <t>` (what `mint bench` reads).
//!
//! Invariant: only the directive lines change (and, with timing, a block around each nest); the
//! loops and everything else are copied byte for byte, so the OpenMP program computes exactly
//! what the plain C program computes.

use crate::program::{apply_edits, Edit};
use mint_analyzer::Program;
use std::fmt::Write;

/// Write the OpenMP program.
pub fn write_openmp(p: &Program, src: &str, file: &str) -> String {
    write_openmp_timed(p, src, file, false)
}

/// Runtime of the timed OpenMP program: per-nest samples, printed at exit.
const TIMING_PRELUDE: &str = r#"#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define MINT_OMP_KERNELS 64
#define MINT_OMP_SAMPLES 4096
static double mint_omp_t[MINT_OMP_KERNELS][MINT_OMP_SAMPLES];
static int mint_omp_n[MINT_OMP_KERNELS];
static int mint_omp_cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static void mint_omp_report(void) {
    for (int k = 0; k < MINT_OMP_KERNELS; k++) {
        int n = mint_omp_n[k] < MINT_OMP_SAMPLES ? mint_omp_n[k] : MINT_OMP_SAMPLES;
        if (n == 0) continue;
        qsort(mint_omp_t[k], n, sizeof(double), mint_omp_cmp);
        fprintf(stderr, "mint-timing openmp kernel %d launches %d median_ms %.6f min_ms %.6f threads %d\n",
                k, mint_omp_n[k], 1e3 * mint_omp_t[k][n / 2], 1e3 * mint_omp_t[k][0], omp_get_max_threads());
    }
}
static void mint_omp_time(int k, double seconds) {
    static int registered = 0;
    if (!registered) { registered = 1; atexit(mint_omp_report); }
    if (k < MINT_OMP_KERNELS) {
        if (mint_omp_n[k] < MINT_OMP_SAMPLES) mint_omp_t[k][mint_omp_n[k]] = seconds;
        mint_omp_n[k]++;
    }
}
"#;

/// Write the OpenMP program; with `timing`, every nest is timed (see the module docs).
pub fn write_openmp_timed(p: &Program, src: &str, file: &str, timing: bool) -> String {
    let mut edits = vec![Edit {
        span: mint_lang::Span::new(0, 0),
        text: format!(
            "// mint: translated from {file} by mint {}, target openmp{}\n{}",
            env!("CARGO_PKG_VERSION"),
            if timing { ", timed" } else { "" },
            if timing { TIMING_PRELUDE } else { "" }
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
            edits.extend(foreign_pragmas(n, src).into_iter().map(|s| Edit {
                span: s,
                text: format!("/* mint: replaced: {} */", s.text(src).trim()),
            }));
            let mut t = String::from("#pragma omp parallel for");
            let mut note = String::new();
            if n.parallel > 1 {
                if collapse_counts_in_64_bits(n) {
                    let _ = write!(t, " collapse({})", n.parallel);
                } else {
                    // GCC counts collapsed iterations in the loop variables' type: with `int`
                    // variables a nest of more than 2^32 points runs only the count mod 2^32
                    // (2304^3 ran 30% of its points). The outermost loop alone is split.
                    note = format!("; no collapse({}): OpenMP may count collapsed iterations in the loop variables' 32 bits", n.parallel);
                }
            }
            for r in &n.reductions {
                let _ = write!(t, " reduction({}:{})", r.op.token(), r.name);
            }
            let _ = write!(
                t,
                " /* mint: {}{note} */",
                n.pragma_span.text(src).trim_start_matches('#').trim()
            );
            if timing {
                t = format!(
                    "{{ const double mint_t0_{id} = omp_get_wtime();\n{t}",
                    id = n.id
                );
                let end = mint_lang::Span::new(n.span.end as usize, n.span.end as usize);
                edits.push(Edit {
                    span: end,
                    text: format!(
                        "\nmint_omp_time({id}, omp_get_wtime() - mint_t0_{id}); }}",
                        id = n.id
                    ),
                });
            }
            edits.push(Edit {
                span: n.pragma_span,
                text: t,
            });
        }
    }
    apply_edits(src, edits)
}

/// The program's own pragma lines around a nest's directive (`#pragma omp parallel for` before
/// it or between it and its loop): the parser keeps them inside the nest's span, and the
/// directive this target writes replaces them.
fn foreign_pragmas(n: &mint_analyzer::Nest, src: &str) -> Vec<mint_lang::Span> {
    let loop_start = n.loops.first().map_or(n.pragma_span.end, |l| l.span.start) as usize;
    let gaps = [
        (n.span.start as usize, n.pragma_span.start as usize),
        (n.pragma_span.end as usize, loop_start),
    ];
    let mut out = Vec::new();
    for (a, b) in gaps {
        let Some(text) = src.get(a..b) else { continue };
        let mut at = a;
        for line in text.split_inclusive('\n') {
            let body = line.trim_end_matches(['\n', '\r']);
            let lead = body.len() - body.trim_start().len();
            if body.trim_start().starts_with('#') {
                out.push(mint_lang::Span::new(at + lead, at + body.len()));
            }
            at += line.len();
        }
    }
    out
}

/// Whether `collapse(N)` is safe for every extent: GCC computes the collapsed iteration count in
/// the (unsigned) type of the loop variables, so only variables of 64 bits count past 2^32.
fn collapse_counts_in_64_bits(n: &mint_analyzer::Nest) -> bool {
    n.loops[..n.parallel]
        .iter()
        .all(|l| l.var_ty.size_bytes().is_some_and(|b| b >= 8))
}
