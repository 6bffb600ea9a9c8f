//! Mint's optimizer: decides, per nest, how its kernel is generated.
//!
//! Levels are cumulative, after the paper (§4.2): `-O0` global memory only; `-O1` shared-memory
//! tiling of the most-referenced array's centre plane ([`tile_shared`]); `-O2` z-chunking with a
//! ring of rotating planes ([`chunk_z`]); `-O3` register promotion of the thread's own column
//! ([`promote_registers`]). From `-O1` on, array parameters are also `__restrict__` (the host
//! checks at launch that no two of them are the same device array).
//!
//! The driver [`plan`] is a flat list of passes, each a pure function; a nest a pass cannot
//! handle keeps the best level that applies, and a note says why. No level pretends to be
//! applied when it is not.
#![warn(missing_docs)]

pub mod boundary_nests;
mod chunk_z;
pub mod clamp_ghosts;
pub mod coef_ring;
pub mod exact_div;
pub mod fast_math;
pub mod older_level;
pub mod parity_steps;
pub mod plan;
pub mod plane_sums;
mod promote_registers;
pub mod temporal;
mod tile_shared;
pub mod time_loops;
pub mod vector_x;
pub mod wrap_edges;

pub use chunk_z::chunk_z;
pub use plan::{KernelPlan, PlaneSource, Staging, SHARED_BYTES_LIMIT};
pub use promote_registers::promote_registers;
pub use tile_shared::{choose_array, tile_shared};

use mint_analyzer::{Nest, Program};
use mint_lang::Diagnostic;

/// Highest level the command line accepts.
pub const MAX_LEVEL: u8 = 3;

/// Optimizer switches beyond the levels, so that the tuner (and users) can try them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Switches {
    /// Stage planes in shared memory (`--no-shared` turns it off: planes read at x/y
    /// neighbours are then read through the L1/read-only cache, and only the register queue of
    /// -O3 remains).
    pub shared: bool,
    /// At -O1 and above, shift each device array so that its interior (the first x the nests
    /// compute), not its ghost cells, starts a 128-byte line (`--no-align` turns it off).
    pub align_interior: bool,
    /// At -O2 and above, compute a nest that is linear in its main array with plane sums
    /// ([`plane_sums`]) instead of staging planes (`--plane-sums`); with `chunksize` x of 2 or 4
    /// and/or y above 1, each thread computes that group of points with vector loads. Takes
    /// precedence over `vector_x` where both apply.
    pub plane_sums: bool,
    /// From -O1 on, compute a nest whose `chunksize` x is 2 or 4 with [`vector_x`]: consecutive
    /// x points per thread, vector loads and stores (`--vector-x`).
    pub vector_x: bool,
    /// `--fast-math`: kernels divide by invariants through reciprocals ([`fast_math`]); whoever
    /// compiles them adds the compilers' `--use_fast_math`.
    pub fast_math: bool,
}

impl Default for Switches {
    fn default() -> Self {
        Switches {
            shared: true,
            align_interior: true,
            plane_sums: false,
            vector_x: false,
            fast_math: false,
        }
    }
}

/// Plan every nest of `p` at `level` with the default switches.
pub fn plan(p: &Program, level: u8) -> (Vec<KernelPlan>, Vec<Diagnostic>) {
    plan_with(p, level, &Switches::default())
}

/// Plan every nest of `p` at `level`; notes explain every nest that gets less than asked for.
pub fn plan_with(p: &Program, level: u8, sw: &Switches) -> (Vec<KernelPlan>, Vec<Diagnostic>) {
    let mut notes = Vec::new();
    let plans = p
        .nests()
        .map(|n| {
            let (plan, why) = plan_nest(n, level, sw);
            if let Some(why) = why {
                let what = if plan.level < level {
                    format!(
                        "kernel mint_kernel_{} is generated at -O{}, not -O{level}: {why}",
                        n.id, plan.level
                    )
                } else {
                    format!("kernel mint_kernel_{}: {why}", n.id)
                };
                notes.push(Diagnostic::note(what).with_span(n.pragma_span, "this nest"));
            }
            plan
        })
        .collect();
    (plans, notes)
}

/// Whether the nest's body chooses between two array references (`c ? u[x] : u[x - 1]`, what
/// `mint_analyzer::select_refs` makes of a clamped neighbour): one of them may lie outside the
/// array at points where C never reads it.
pub fn selects_between_refs(n: &Nest) -> bool {
    let mut found = false;
    mint_analyzer::stencil::stmt_exprs(&n.body, &mut |e| {
        e.walk(&mut |x| {
            if let mint_lang::ast::ExprKind::Ternary(_, a, b) = &x.kind {
                let mut refs = false;
                for side in [a, b] {
                    side.walk(&mut |y| {
                        refs |= matches!(y.kind, mint_lang::ast::ExprKind::Index(..))
                    });
                }
                found |= refs;
            }
        })
    });
    found
}

/// Plan one nest: the plan and, if it is below `level`, the reason.
pub fn plan_nest(n: &Nest, level: u8, sw: &Switches) -> (KernelPlan, Option<String>) {
    let (plan, why) = plan_nest_shape(n, level, sw);
    (
        KernelPlan {
            fast_math: sw.fast_math,
            ..plan
        },
        why,
    )
}

/// [`plan_nest`] without the mode switches.
fn plan_nest_shape(n: &Nest, level: u8, sw: &Switches) -> (KernelPlan, Option<String>) {
    if level == 0 {
        // An array of rank 4 is indexed only through its 3-D views, at every level.
        let views = n.arrays.iter().any(|a| a.rank == 4) && n.through_views().is_some();
        return (
            KernelPlan {
                views,
                ..KernelPlan::baseline()
            },
            None,
        );
    }
    if sw.vector_x && selects_between_refs(n) {
        // Vector x loads every referenced offset unguarded; a selected reference's other
        // neighbour may lie outside the array (`x == 0 ? u[x] : u[x - 1]` at x = 0). The
        // staged levels guard their loads by the array's extents.
        let (plan, why) = plan_nest_shape(
            n,
            level,
            &Switches {
                vector_x: false,
                ..*sw
            },
        );
        let why = why.map(|w| {
            format!("no vector x: the nest chooses between neighbours (a clamp at the edge), whose loads vector x would not guard; {w}")
        });
        return (plan, why);
    }
    if n.stencil.is_none() {
        if let Some(v) = n.through_views() {
            // Plane sums and vector x write the body their own way, without a fallback path.
            let sw = if v.fallback.is_some() {
                &Switches {
                    plane_sums: false,
                    vector_x: false,
                    ..*sw
                }
            } else {
                sw
            };
            let (plan, why) = plan_nest_shape(&v, level, sw);
            let rank4 = n.arrays.iter().any(|a| a.rank == 4);
            return (
                KernelPlan {
                    views: plan.level > 0 || rank4,
                    ..plan
                },
                why,
            );
        }
    }
    let mut sums_why = None;
    if sw.plane_sums && level >= 2 {
        let s = &n.schedule;
        let fits = matches!(s.chunk[0], 1 | 2 | 4)
            && s.chunk[0] * s.chunk[1] <= plane_sums::MAX_GROUP
            && s.tile[2] == s.chunk[2];
        match plane_sums::linear_form(n) {
            Ok(_) if fits => {
                return (
                    KernelPlan {
                        level,
                        staging: None,
                        restrict: true,
                        plane_sums: true,
                        vector_x: false,
                        views: false,
                        fast_math: false,
                    },
                    None,
                );
            }
            Ok(_) => {
                sums_why = Some(format!(
                    "plane sums need chunksize 1, 2 or 4 in x, at most {} points per thread in x and y, and one thread layer in z",
                    plane_sums::MAX_GROUP
                ))
            }
            Err(why) => sums_why = Some(format!("no plane sums: {why}")),
        }
    }
    if sw.vector_x {
        match vector_x::vector_x_why(n) {
            None => {
                return (
                    KernelPlan {
                        level,
                        staging: None,
                        restrict: true,
                        plane_sums: false,
                        vector_x: true,
                        views: false,
                        fast_math: false,
                    },
                    None,
                )
            }
            Some(why) if n.schedule.chunk[0] > 1 => {
                // Without vector x the x chunk cannot be tiled either: say why it was refused.
                return (
                    KernelPlan::baseline(),
                    Some(sums_why.map_or(why.clone(), |s| format!("{s}; {why}"))),
                );
            }
            Some(_) => {}
        }
    }
    let st = match tile_shared(n) {
        Ok(st) => st,
        Err(why) => {
            let why = sums_why.map_or(why.clone(), |s| format!("{s}; {why}"));
            return (KernelPlan::baseline(), Some(why));
        }
    };
    let (tx, ty) = (n.schedule.tile[0], n.schedule.tile[1]);
    let mut best = (1u8, st.clone());
    let mut why = None;
    if level >= 2 {
        if n.parallel < 3 {
            why = Some("z-chunking and register promotion apply to 3D nests only".to_string());
        } else {
            let st2 = chunk_z(&st, n);
            best = (2, st2.clone());
            if level >= 3 {
                best = (3, promote_registers(&st2, n));
            }
        }
    }
    if !sw.shared {
        for p in &mut best.1.planes {
            if p.1 == PlaneSource::Shared {
                p.1 = PlaneSource::Global;
            }
        }
    }
    // Fit in shared memory: step down until it does.
    while best.1.shared_bytes(tx, ty) > SHARED_BYTES_LIMIT {
        let need = best.1.shared_bytes(tx, ty);
        if best.0 == 1 {
            return (
                KernelPlan::baseline(),
                Some(format!("the tile needs {need} bytes of shared memory, more than {SHARED_BYTES_LIMIT}; use a smaller tile")),
            );
        }
        why = Some(format!(
            "-O{} needs {need} bytes of shared memory for this tile, more than {SHARED_BYTES_LIMIT}; use a smaller tile",
            best.0
        ));
        best = (1, st.clone());
    }
    (
        KernelPlan {
            level: best.0,
            staging: Some(best.1),
            restrict: true,
            plane_sums: false,
            vector_x: false,
            views: false,
            fast_math: false,
        },
        why.or(sums_why),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_of(body: &str) -> Nest {
        let src = format!(
            "void f(int n, double a[n][n], double b[n][n]) {{
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
{{
#pragma mint for nest(all) tile(128, 4) chunksize(4, 1)
for (int y = 0; y < n; y++) for (int x = 0; x < n; x++)
    {body}
}}
}}"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let tu = mint_analyzer::prepare_unit(&tu).unwrap().tu;
        mint_analyzer::analyze(&tu).unwrap().functions[0].nests[0].clone()
    }

    #[test]
    fn vector_x_leaves_selected_references_to_the_guarded_levels() {
        let sw = Switches {
            vector_x: true,
            ..Switches::default()
        };
        let plain = nest_of("b[y][x] = a[y][x] + a[y][x + 1];");
        assert!(!selects_between_refs(&plain));
        assert!(plan_nest(&plain, 1, &sw).0.vector_x);
        // A neighbour clamped at the edge: at x = n - 1 the other neighbour is outside `a`.
        let clamped = nest_of("b[y][x] = a[y][x] + a[y][x < n - 1 ? x + 1 : x];");
        assert!(selects_between_refs(&clamped), "{:?}", clamped.body);
        let (plan, why) = plan_nest(&clamped, 1, &sw);
        assert!(!plan.vector_x);
        assert!(
            why.is_some_and(|w| w.starts_with("no vector x: the nest chooses between neighbours"))
        );
    }
}
