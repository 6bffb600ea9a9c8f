//! Generated and hand-written kernels run on the CPU emulator (`mint_run::emulate`: the kernel
//! compiled with g++ against an emulation of the CUDA subset, threads for barriers and
//! shuffles) on random inputs at odd sizes, each compared with the CPU reference executor as
//! `mint run` compares GPU results (`mint_run::verify`: within 2 γ_F Σ|terms| of the CPU's value).
//!
//! What it covers without a GPU: every `kernels/` program, in double and float, at -O0..-O3
//! with the program's schedule and with a chunked one, both index widths, and with plane sums
//! where a nest allows them; every hand kernel of
//! `kernels/hand/` in both precisions. The variants of one nest are emulated from one build
//! (`mint_run::emulate::check_prepared`: one g++ run for all of them, each launch still run alone
//! on its own inputs); the planted-bug tests build their kernel alone. Needs g++ with C++20
//! (`<barrier>`); skipped without it unless MINT_REQUIRE_CUDA_TOOLS is set (CI sets it).

mod common;

use common::have_cxx;

use mint_analyzer::schedule_override;
use mint_run::input::{load, Precision};
use mint_run::prepare::{definition, initial_env, Rng};
use mint_run::verify::expected;
use rayon::prelude::*;
use std::path::Path;

/// Odd extents that no tile divides: x, y, z.
const SIZE3: [usize; 3] = [37, 21, 19];
const SIZE2: [usize; 2] = [77, 45];

fn precisions(path: &Path) -> Vec<Precision> {
    let src = std::fs::read_to_string(path).expect("read");
    if mint_lang::precision::to_single(&src) == src {
        vec![Precision::F32]
    } else {
        vec![Precision::F64, Precision::F32]
    }
}

/// Run `each(function, nest, env, expected)` over the nests of `path` in `prec`, with the state
/// of the program advancing nest by nest as the CPU computes it.
fn for_each_nest(
    path: &Path,
    prec: Precision,
    mut each: impl FnMut(
        &mint_analyzer::FunctionInfo,
        &mint_analyzer::Nest,
        &mint_ref::Env,
        &mint_run::verify::Expected,
    ),
) {
    let l = load(path, prec).unwrap_or_else(|_| panic!("{} loads", path.display()));
    let mut rng = Rng(7);
    for f in &l.program.functions {
        let func = definition(&l.tu, f).expect("function");
        let three = f.nests.first().is_some_and(|n| n.parallel == 3);
        let size: Vec<usize> = if three {
            SIZE3.to_vec()
        } else {
            SIZE2.to_vec()
        };
        let mut env = initial_env(f, func, &size, &mut rng).expect("arrays");
        for n in &f.nests {
            let mut after = env.clone();
            let exp = expected(n, &mut after).expect("CPU reference");
            each(f, n, &env, &exp);
            env = after;
        }
    }
}

/// The program's schedule and a chunked one (z-chunks in 3D, y-chunks in 2D).
fn schedules(n: &mint_analyzer::Nest) -> Vec<mint_analyzer::Schedule> {
    let alt = if n.parallel == 3 {
        schedule_override(&[32, 4, 8], &[1, 1, 8], 3)
    } else {
        schedule_override(&[32, 16], &[1, 4], 2)
    };
    let mut v = vec![n.schedule];
    v.extend(alt.ok());
    v
}

/// Launches to emulate, each with what it is (for the failure message).
type Pending = Vec<(
    String,
    Result<mint_run::emulate::Prepared, mint_run::error::RunError>,
)>;

/// Emulate every launch of `pending` (launches of one nest) from one build and compare each
/// with the CPU's `exp` as `mint_run::emulate::check_mint` does; each one that differs, or does not
/// build or run, is a line of `fails`.
fn check_batch(pending: Pending, exp: &mint_run::verify::Expected, fails: &mut Vec<String>) {
    let mut ready = Vec::new();
    let mut whats = Vec::new();
    for (what, p) in pending {
        match p {
            Ok(p) => {
                ready.push(p);
                whats.push(what);
            }
            Err(e) => fails.push(format!("{what}: {}", e.0)),
        }
    }
    for (what, c) in whats
        .iter()
        .zip(mint_run::emulate::check_prepared(&ready, exp))
    {
        match c {
            Ok(c) if c.ok => {}
            Ok(c) => fails.push(format!("{what}: {}", c.why.join("; "))),
            Err(e) => fails.push(format!("{what}: {}", e.0)),
        }
    }
}

#[test]
fn generated_kernels_match_the_cpu_at_every_level() {
    if !have_cxx() {
        return;
    }
    every_level_and_shape(common::kernel_files());
}

/// The programs of `tests/verify/` (stencils whose terms cancel, where a check that knows no
/// floating point calls correct kernels wrong) at every level and shape, in both precisions.
#[test]
fn cancelling_stencils_verify_at_every_level_and_shape() {
    if !have_cxx() {
        return;
    }
    every_level_and_shape(verify_programs());
}

fn verify_programs() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(common::root().join("tests/verify"))
        .expect("tests/verify")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    assert!(!v.is_empty());
    v
}

/// Every nest of `paths`, in both precisions, at -O0..-O3 with the program's schedule and a
/// chunked one, both index widths, plane sums and vector x where they apply: all equal to the
/// CPU within the floating-point-aware bound.
fn every_level_and_shape(paths: Vec<std::path::PathBuf>) {
    let mut cases = Vec::new();
    for path in paths {
        for prec in precisions(&path) {
            cases.push((path.clone(), prec));
        }
    }
    let failures: Vec<String> = cases
        .par_iter()
        .flat_map(|(path, prec)| {
            let mut fails = Vec::new();
            let mut runs = 0;
            for_each_nest(path, *prec, |f, n, env, exp| {
                // Every variant of the nest, emulated from one build (`check_batch`).
                let mut pending = Pending::new();
                for (si, s) in schedules(n).into_iter().enumerate() {
                    let mut nest = n.clone();
                    nest.schedule = s;
                    for level in 0..=3u8 {
                        let (plan, _) =
                            mint_opt::plan_nest(&nest, level, &mint_opt::Switches::default());
                        // Both index widths once per program; the 32-bit one everywhere.
                        for wide in [false, true] {
                            if wide && (si > 0 || level == 0) {
                                continue;
                            }
                            runs += 1;
                            let what = format!(
                                "{} {} mint_kernel_{} -O{level} tile {:?} chunk {:?}{}",
                                common::stem(path),
                                prec.name(),
                                n.id,
                                s.tile,
                                s.chunk,
                                if wide { " (64-bit indices)" } else { "" }
                            );
                            let p = mint_run::emulate::prepare_mint(
                                f,
                                &nest,
                                &plan,
                                env,
                                wide,
                                false,
                                &|s| s.to_string(),
                            );
                            pending.push((what, p));
                        }
                    }
                }
                // A switched kernel shape, in both index widths.
                let both_widths = |what: &str,
                                   nest: &mint_analyzer::Nest,
                                   plan: &mint_opt::KernelPlan,
                                   runs: &mut usize,
                                   pending: &mut Pending| {
                    for wide in [false, true] {
                        *runs += 1;
                        let what = format!(
                            "{} {} mint_kernel_{} {what}{}",
                            common::stem(path),
                            prec.name(),
                            n.id,
                            if wide { " (64-bit indices)" } else { "" }
                        );
                        let p = mint_run::emulate::prepare_mint(
                            f,
                            nest,
                            plan,
                            env,
                            wide,
                            false,
                            &|s| s.to_string(),
                        );
                        pending.push((what, p));
                    }
                };
                // Plane sums, where the nest is linear in its main array (3D, z-chunked): one
                // point per thread, a 4x2 group (vector loads) and a 1x4 group (rows only).
                if n.parallel == 3 && mint_opt::plane_sums::linear_form(n).is_ok() {
                    for (tile, chunk) in [
                        ([32, 4, 8], [1, 1, 8]),
                        ([64, 8, 8], [4, 2, 8]),
                        ([32, 8, 8], [1, 4, 8]),
                    ] {
                        let mut nest = n.clone();
                        nest.schedule =
                            schedule_override(&tile, &chunk, 3).expect("a valid schedule");
                        let sw = mint_opt::Switches {
                            plane_sums: true,
                            ..mint_opt::Switches::default()
                        };
                        let (plan, why) = mint_opt::plan_nest(&nest, 2, &sw);
                        assert!(plan.plane_sums, "plane sums not planned: {why:?}");
                        let what = format!("plane sums tile {tile:?} chunk {chunk:?}");
                        both_widths(&what, &nest, &plan, &mut runs, &mut pending);
                    }
                }
                // Vector x (4 or 2 consecutive x points, 2 rows per thread), where the nest allows it.
                let mut nest = n.clone();
                nest.schedule = match n.parallel {
                    3 => schedule_override(&[64, 4, 8], &[4, 2, 8], 3),
                    _ => schedule_override(&[64, 4], &[2, 2], 2),
                }
                .unwrap_or(n.schedule);
                if n.parallel >= 2 && mint_opt::vector_x::vector_x_why(&nest).is_none() {
                    let sw = mint_opt::Switches {
                        vector_x: true,
                        ..mint_opt::Switches::default()
                    };
                    let (plan, why) = mint_opt::plan_nest(&nest, 1, &sw);
                    assert!(plan.vector_x, "vector x not planned: {why:?}");
                    both_widths("vector x", &nest, &plan, &mut runs, &mut pending);
                }
                check_batch(pending, exp, &mut fails);
            });
            assert!(runs > 0, "{} ran nothing", path.display());
            fails
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} emulated kernels differ from the CPU:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn hand_kernels_match_the_cpu() {
    if !have_cxx() {
        return;
    }
    let mut cases = Vec::new();
    for path in common::kernel_files() {
        let hand = common::root()
            .join("kernels/hand")
            .join(format!("{}.cu", common::stem(&path)));
        let Ok(src) = std::fs::read_to_string(&hand) else {
            continue;
        };
        let kernels =
            mint_run::hand::parse(&src).unwrap_or_else(|e| panic!("{}: {e}", hand.display()));
        for prec in precisions(&path) {
            cases.push((path.clone(), src.clone(), kernels.clone(), prec));
        }
    }
    assert!(!cases.is_empty(), "no hand kernels found");
    let failures: Vec<String> = cases
        .par_iter()
        .flat_map(|(path, src, kernels, prec)| {
            let mut fails = Vec::new();
            for_each_nest(path, *prec, |f, n, env, exp| {
                let mut source = src.clone();
                for r in &n.reductions {
                    source.push_str(&mint_emit::kernel::write_reduce_kernel(r.op, &r.ty));
                }
                // The nest's hand kernels, emulated from one build (`check_batch`).
                let mut pending = Pending::new();
                for h in kernels.iter().filter(|h| h.nest == n.id) {
                    let what = format!("{} {} {}", common::stem(path), prec.name(), h.entry(*prec));
                    let p = mint_run::emulate::prepare_hand(f, n, h, &source, *prec, env);
                    pending.push((what, p));
                }
                check_batch(pending, exp, &mut fails);
            });
            fails
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} hand kernels differ from the CPU:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Floating divisions by invariants go through `mint_opt::exact_div` (a reciprocal and FMA
/// corrections instead of the division), which is exact: at every level and in both index
/// widths the kernel's results equal the CPU's bit for bit (the check's exact mode), on the
/// AN5D 2-D stencil (float, / 118), a float program dividing by 3, by -7.0f and by a scalar, and
/// a double one dividing by 6.0, by a scalar and by an expression of scalars. The helpers
/// without their corrections (`a * r`) are caught.
#[test]
fn exact_divisions_match_the_cpu_bit_for_bit() {
    if !have_cxx() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("mint-exactdiv-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let program = |name: &str, ty: &str, body: &str| {
        let path = dir.join(name);
        std::fs::write(
            &path,
            format!(
                "void smooth(int n, int m, {ty} h, {ty} a[m][n], {ty} b[m][n]) {{
#pragma mint copy(a, toDevice, n, m)
#pragma mint copy(b, toDevice, n, m)
#pragma mint parallel
{{
#pragma mint for nest(all) tile(32, 8)
    for (int y = 1; y < m - 1; y++)
        for (int x = 1; x < n - 1; x++)
            b[y][x] = {body};
}}
#pragma mint copy(b, fromDevice, n, m)
}}
"
            ),
        )
        .expect("write");
        path
    };
    let cases = [
        (common::root().join("tests/an5d/j2d5pt.c"), Precision::F32),
        (
            program(
                "div3.c",
                "float",
                "(a[y][x - 1] + a[y][x] + a[y][x + 1]) / 3 + (a[y - 1][x] - a[y + 1][x]) / -7.0f + a[y][x] / h",
            ),
            Precision::F32,
        ),
        (
            program(
                "div6.c",
                "double",
                "(a[y][x - 1] + a[y][x + 1] + a[y - 1][x] + a[y + 1][x] + 2.0 * a[y][x]) / 6.0 + a[y][x] / h + a[y - 1][x] / (h * h + 0.5)",
            ),
            Precision::F64,
        ),
    ];
    let planted = |s: &str| {
        s.replace("return __fmaf_rn(__fmaf_rn(-q, d, a), r, q);", "return q;")
            .replace(
                "return __fmaf_rn(__fmaf_rn(-q1, d, a), r, q1);",
                "return q;",
            )
            .replace("return __fma_rn(__fma_rn(-q1, d, a), r, q1);", "return q;")
    };
    let mut fails = Vec::new();
    let mut runs = 0;
    for (path, prec) in &cases {
        for_each_nest(path, *prec, |f, n, env, exp| {
            let mut pending = Pending::new();
            for level in 0..=3u8 {
                let (plan, _) = mint_opt::plan_nest(n, level, &mint_opt::Switches::default());
                let text = mint_emit::kernel::write_kernel(n, &plan, "emulated");
                if !plan.plane_sums {
                    assert!(text.contains("_rn_"), "-O{level}: {text}");
                }
                for wide in [false, true] {
                    runs += 1;
                    let what = format!("{} -O{level} wide {wide}", common::stem(path));
                    let p = mint_run::emulate::prepare_mint(f, n, &plan, env, wide, true, &|s| {
                        s.to_string()
                    });
                    pending.push((what, p));
                }
            }
            // Planted: the helpers without their corrections (within an ulp) are caught.
            let (plan, _) = mint_opt::plan_nest(n, 1, &mint_opt::Switches::default());
            let p = mint_run::emulate::prepare_mint(f, n, &plan, env, false, true, &planted);
            let mut caught = Vec::new();
            check_batch(vec![("planted".into(), p)], exp, &mut caught);
            if caught.is_empty() {
                fails.push(format!(
                    "{}: a / d as a * r was not caught",
                    common::stem(path)
                ));
            }
            check_batch(pending, exp, &mut fails);
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(runs, 24);
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

#[test]
fn a_wrong_kernel_is_caught() {
    if !have_cxx() {
        return;
    }
    let path = common::root().join("kernels/heat3d_7pt.c");
    let mut checked = 0;
    for_each_nest(&path, Precision::F64, |f, n, env, exp| {
        for level in [0u8, 2] {
            let (plan, _) = mint_opt::plan_nest(n, level, &mint_opt::Switches::default());
            let edit = |s: &str| {
                assert!(
                    s.contains("c1 *"),
                    "the kernel text changed: update this test"
                );
                s.replacen("c1 *", "c0 *", 1)
            };
            let c = mint_run::emulate::check_mint_edited(f, n, &plan, env, exp, false, &edit)
                .expect("the edited kernel runs");
            assert!(
                !c.ok,
                "-O{level}: a kernel computing c0 instead of c1 passed"
            );
            checked += 1;
        }
    });
    assert_eq!(checked, 2);
}

/// A planted bug in the generated kernel of `tests/verify/wave13.c` (terms that cancel) must be
/// caught in both precisions: `edit` changes the kernel text at `level` under `schedule`
/// (`None`: the program's), `must` is text the kernel has to contain (so that the test cannot
/// pass because the text changed and the edit did nothing).
fn planted(
    what: &str,
    level: u8,
    schedule: Option<([i64; 3], [i64; 3])>,
    must: &str,
    edit: &dyn Fn(&str) -> String,
) {
    if !have_cxx() {
        return;
    }
    let path = common::root().join("tests/verify/wave13.c");
    for prec in [Precision::F64, Precision::F32] {
        let mut checked = 0;
        for_each_nest(&path, prec, |f, n, env, exp| {
            let mut nest = n.clone();
            if let Some((t, c)) = schedule {
                nest.schedule = schedule_override(&t, &c, 3).expect("a valid schedule");
            }
            let (plan, _) = mint_opt::plan_nest(&nest, level, &mint_opt::Switches::default());
            let edit = |s: &str| {
                assert!(
                    s.contains(must),
                    "{what}: the kernel text changed (no `{must}`): update this test"
                );
                let t = edit(s);
                assert_ne!(t, s, "{what}: the edit changed nothing");
                t
            };
            let c = mint_run::emulate::check_mint_edited(f, &nest, &plan, env, exp, false, &edit)
                .expect("the edited kernel runs");
            assert!(
                !c.ok,
                "{what} ({}, -O{level}) passed verification",
                prec.name()
            );
            checked += 1;
        });
        assert_eq!(checked, 1, "{what}: one nest");
    }
}

#[test]
fn planted_wrong_neighbour_offset_is_caught() {
    planted("x + 2 read as x + 1", 0, None, "(x + 2)]", &|s| {
        s.replacen("(x + 2)]", "(x + 1)]", 1)
    });
}

#[test]
fn planted_wrong_coefficient_in_one_term_is_caught() {
    // 0.1% off in the term that cancels: small beside the value's size, far beyond rounding.
    planted("m0 off by 0.1%", 0, None, "= m0 * cur[", &|s| {
        s.replacen("= m0 * cur[", "= (m0 * 1.001) * cur[", 1)
    });
}

#[test]
fn planted_dropped_term_is_caught() {
    let last =
        " + cur[(mint_idx_t)(z + 2) * mint_slice_cur + (mint_idx_t)(y) * mint_pitch_cur + (x)])";
    planted("a dropped neighbour", 0, None, last, &|s| {
        s.replacen(last, ")", 1)
    });
}

#[test]
fn planted_halo_off_by_one_is_caught() {
    // -O2 stages `cur` with a 2-deep halo; reading one column past it.
    planted("a read past the halo", 2, None, "mint_sx + 2]", &|s| {
        s.replacen("mint_sx + 2]", "mint_sx + 3]", 1)
    });
}

#[test]
fn planted_missing_barrier_is_caught() {
    // Without barriers, threads read shared planes their neighbours have not loaded yet (the
    // emulator runs a block's threads as threads).
    planted(
        "no __syncthreads",
        2,
        Some(([32, 4, 8], [1, 1, 8])),
        "__syncthreads();",
        &|s| s.replace("__syncthreads();", ";"),
    );
}

#[test]
fn planted_plane_rotated_one_step_late_is_caught() {
    planted(
        "the centre plane one step late",
        2,
        Some(([32, 4, 8], [1, 1, 8])),
        "const int mint_slot2 = (mint_c + 2) % 6;",
        &|s| {
            s.replacen(
                "const int mint_slot2 = (mint_c + 2) % 6;",
                "const int mint_slot2 = (mint_c + 1) % 6;",
                1,
            )
        },
    );
}
