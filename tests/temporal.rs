//! Temporal blocking (`mint run --time-block`): the fused kernels on the CPU emulator, each pass
//! of `BT` steps equal to `BT` single sweeps of the CPU reference, for every stencil shape of
//! `kernels/` in both precisions; refusals that say why; planted bugs caught; every temporal
//! kernel compiles with NVRTC.

mod common;

use common::{have_cxx, mint, par_map, require_tool, root, workers};

/// `mint run --emulate --time-block BT` on a program at odd sizes (23x19x17, 45x39 in 2-D):
/// (exit code, stdout + stderr).
fn emulate(file: &str, args: &[&str]) -> (Option<i32>, String) {
    let path = root().join(file).display().to_string();
    let mut a = vec!["run", "--emulate", "--size", "23,19,17"];
    a.extend_from_slice(args);
    a.push(&path);
    let (code, out, err) = mint(&a);
    (code, format!("{out}{err}"))
}

#[test]
fn fused_passes_match_the_cpu_on_the_emulator() {
    if !have_cxx() {
        return;
    }
    // (file, bt, tile, chunk, steps): tiles and chunks that do not divide the odd sizes, steps
    // below and at bt, rows per thread 1 to 3.
    let cases: Vec<(&str, &str, &str, &str, &str)> = vec![
        ("kernels/heat2d_5pt.c", "3", "16,7", "1,7", "3"),
        ("kernels/heat2d_5pt.c", "4", "24,5", "1,5", "2"),
        ("kernels/jacobi2d_residual.c", "2", "16,6", "1,6", "2"),
        ("kernels/heat3d_7pt.c", "2", "12,8,5", "1,2,5", "2"),
        ("kernels/heat3d_7pt.c", "3", "16,12,4", "1,3,4", "1"),
        ("kernels/poisson3d_19pt.c", "2", "12,9,6", "1,3,6", "2"),
        ("kernels/poisson3d_7pt.c", "2", "12,8,5", "1,1,5", "1"),
        ("kernels/heat3d_27pt.c", "2", "12,8,4", "1,2,4", "2"),
        ("kernels/heat3d_13pt.c", "2", "16,12,5", "1,2,5", "2"),
        ("kernels/heat3d_7pt_varcoef.c", "2", "12,8,5", "1,2,5", "2"),
        // Tiles 32 wide: warp rows (x neighbours by shuffles, y from the thread's own rows).
        ("kernels/heat3d_7pt.c", "3", "32,12,6", "1,3,6", "3"),
        ("kernels/heat3d_27pt.c", "2", "32,8,5", "1,2,5", "2"),
        ("kernels/heat3d_13pt.c", "2", "32,16,6", "1,4,6", "1"),
        ("kernels/poisson3d_19pt.c", "2", "32,9,4", "1,1,4", "2"),
        // Tiles 64 and 128 wide: 2 and 4 columns per lane (x neighbours from the lane's own
        // columns or shuffled), at a width of several tiles.
        ("kernels/heat3d_7pt.c", "3", "64,12,6", "1,3,6", "3"),
        ("kernels/heat3d_7pt.c", "2", "128,8,5", "1,2,5", "2"),
        ("kernels/heat3d_27pt.c", "2", "64,8,5", "1,2,5", "2"),
        ("kernels/heat3d_13pt.c", "2", "64,16,6", "1,4,6", "1"),
        ("kernels/heat3d_13pt.c", "2", "128,12,4", "1,2,4", "2"),
        ("kernels/poisson3d_19pt.c", "2", "64,9,4", "1,1,4", "2"),
        ("kernels/heat3d_7pt_varcoef.c", "2", "64,8,5", "1,2,5", "2"),
    ];
    let mut jobs = Vec::new();
    for c in &cases {
        for prec in ["f64", "f32"] {
            jobs.push((*c, prec));
        }
    }
    let failures: Vec<String> = par_map(
        &jobs,
        workers(),
        |((file, bt, tile, chunk, steps), prec)| {
            let size = if file.contains("2d") {
                "45,39"
            } else if tile.starts_with("64,") || tile.starts_with("128,") {
                "141,13,11"
            } else {
                "23,19,17"
            };
            let (code, out) = emulate(
                file,
                &[
                    "--size",
                    size,
                    "--precision",
                    prec,
                    "--time-block",
                    bt,
                    "--tile",
                    tile,
                    "--chunk",
                    chunk,
                    "--tb-steps",
                    steps,
                ],
            );
            let fused = out
                .lines()
                .filter(|l| l.trim_start().starts_with("mint_tb_"))
                .count();
            let verified = out
                .lines()
                .filter(|l| l.contains(": verified over"))
                .count();
            (code == Some(0) && fused > 0 && fused == verified)
                .then_some(())
                .ok_or_else(|| format!("{file} {prec} bt {bt} tile {tile}: {code:?}\n{out}"))
        },
    )
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Both stage forms on the emulator: plane sums with the carried value in registers (32-wide
/// tiles with more than `2 r` rows per thread) and from the ring, the register windows asked for
/// where `auto` takes plane sums, and plane sums asked for on a 7-point nest; `--exact` keeps the
/// windows (bit equality) and refuses `--tb-form sums`.
#[test]
fn stage_forms_match_the_cpu_on_the_emulator() {
    if !have_cxx() {
        return;
    }
    // (file, form, bt, tile, chunk, steps, expected text in the result line)
    let cases: Vec<(&str, &str, &str, &str, &str, &str, &str)> = vec![
        (
            "kernels/heat3d_27pt.c",
            "sums",
            "2",
            "32,12,5",
            "1,4,5",
            "3",
            "ring 2, plane sums",
        ),
        (
            "kernels/heat3d_27pt.c",
            "auto",
            "3",
            "32,8,5",
            "1,2,5",
            "3",
            "ring 3, plane sums",
        ),
        (
            "kernels/poisson3d_19pt.c",
            "sums",
            "3",
            "64,12,4",
            "1,3,4",
            "4",
            "ring 2, plane sums",
        ),
        (
            "kernels/poisson3d_19pt.c",
            "window",
            "2",
            "32,8,5",
            "1,2,5",
            "2",
            "steps per launch",
        ),
        (
            "kernels/heat3d_27pt.c",
            "window",
            "2",
            "12,8,5",
            "1,2,5",
            "1",
            "steps per launch",
        ),
        (
            "kernels/heat3d_7pt.c",
            "sums",
            "3",
            "32,12,6",
            "1,3,6",
            "4",
            "plane sums",
        ),
        (
            "kernels/poisson3d_7pt.c",
            "sums",
            "2",
            "16,8,5",
            "1,2,5",
            "2",
            "plane sums",
        ),
    ];
    let mut jobs = Vec::new();
    for c in &cases {
        for prec in ["f64", "f32"] {
            jobs.push((*c, prec));
        }
    }
    let failures: Vec<String> = par_map(
        &jobs,
        workers(),
        |((file, form, bt, tile, chunk, steps, expect), prec)| {
            let size = if tile.starts_with("64,") {
                "141,13,11"
            } else {
                "23,19,17"
            };
            let (code, out) = emulate(
                file,
                &[
                    "--size",
                    size,
                    "--precision",
                    prec,
                    "--time-block",
                    bt,
                    "--tile",
                    tile,
                    "--chunk",
                    chunk,
                    "--tb-steps",
                    steps,
                    "--tb-form",
                    form,
                ],
            );
            let lines: Vec<&str> = out
                .lines()
                .filter(|l| l.trim_start().starts_with("mint_tb_"))
                .collect();
            let ok = code == Some(0)
                && !lines.is_empty()
                && lines
                    .iter()
                    .all(|l| l.contains(": verified over") && l.contains(expect))
                && (*form != "window" || lines.iter().all(|l| !l.contains("plane sums")));
            ok.then_some(()).ok_or_else(|| {
                format!("{file} {prec} --tb-form {form} bt {bt} tile {tile}: {code:?}\n{out}")
            })
        },
    )
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));

    // --exact: bit equality needs the C program's order, so `auto` runs the register windows.
    let (code, out) = emulate(
        "kernels/heat3d_27pt.c",
        &[
            "--exact",
            "--time-block",
            "2",
            "--tile",
            "32,8,5",
            "--chunk",
            "1,2,5",
        ],
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("verified bit-equal over") && !out.contains("plane sums"),
        "{out}"
    );
    let (code, out) = emulate(
        "kernels/heat3d_27pt.c",
        &["--exact", "--time-block", "2", "--tb-form", "sums"],
    );
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("--tb-form sums reassociates"), "{out}");
    // Plane sums need a nest linear in its input.
    let (code, out) = emulate(
        "kernels/heat3d_7pt_varcoef.c",
        &["--time-block", "2", "--tb-form", "sums"],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("no plane sums:"), "{out}");
}

#[test]
fn nests_that_cannot_be_fused_say_why() {
    if !have_cxx() {
        return;
    }
    // Three time levels rotate in the wave update (13 points, radius 2): fused, the older
    // level from the stage two below, both new levels verified.
    let (code, out) = emulate("tests/verify/wave13.c", &["--time-block", "2"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("verified over 2 steps"), "{out}");
    // A reduction nest is left out, the update beside it is fused.
    let (code, out) = emulate("kernels/jacobi2d_residual.c", &["--time-block", "2"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("mint_kernel_2 (time block 2, tile 256, chunk 128): no temporal blocking: the nest has a reduction"),
        "{out}"
    );
    // A tile that the overlaps use up.
    let (code, out) = emulate(
        "kernels/heat3d_13pt.c",
        &["--time-block", "4", "--tile", "16,32,8", "--chunk", "1,2,8"],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("a tile of 16 points in x leaves nothing after two overlaps of 8"),
        "{out}"
    );
    // Shared memory beyond the device's 227 KiB per block: 7 stages of 4 planes of 64x32 doubles.
    let (code, out) = emulate(
        "kernels/heat3d_27pt.c",
        &["--time-block", "7", "--tile", "64,32,8", "--chunk", "1,2,8"],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(
        out.contains("B of shared memory, more than 232448"),
        "{out}"
    );
}

#[test]
fn planted_bugs_in_fused_kernels_are_caught() {
    if !have_cxx() {
        return;
    }
    for (what, edit) in [
        (
            "stage 1 computing the plane of stage 2",
            "const int mint_q = mint_p - 1;=>const int mint_q = mint_p - 2;",
        ),
        (
            "a neighbour x-1 read as x+1",
            "mint_sm[mint_sb0 + (257)]=>mint_sm[mint_sb0 + (259)]",
        ),
        (
            "a ring slot read one iteration early",
            "mint_sm[mint_sb0 + (257)]=>mint_sm[mint_sb0 + (-1)]",
        ),
    ] {
        let (code, out) = emulate(
            "kernels/heat2d_5pt.c",
            &[
                "--time-block",
                "3",
                "--tb-steps",
                "3",
                "--edit-kernel",
                edit,
            ],
        );
        assert_eq!(code, Some(1), "{what}: not caught\n{out}");
        assert!(out.contains("WRONG"), "{what}\n{out}");
    }
    // Warp rows: an x neighbour shuffled from two lanes away.
    let (code, out) = emulate(
        "kernels/heat3d_7pt.c",
        &[
            "--time-block",
            "3",
            "--tile",
            "32,12,6",
            "--chunk",
            "1,3,6",
            "--edit-kernel",
            "__shfl_down_sync(0xffffffffu, mint_w[0][0][1], 1)=>__shfl_down_sync(0xffffffffu, mint_w[0][0][1], 2)",
        ],
    );
    assert_eq!(code, Some(1), "shuffle: not caught\n{out}");
    assert!(out.contains("WRONG"), "{out}");
}

#[test]
fn fused_kernels_compile_with_nvrtc() {
    if !require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let mut compiled = 0;
    for path in common::kernel_files() {
        for prec in [
            mint_run::input::Precision::F64,
            mint_run::input::Precision::F32,
        ] {
            let l = mint_run::input::load(&path, prec).expect("loads");
            for n in l.program.nests() {
                let (tile, rows, chunk) =
                    mint_opt::temporal::default_schedule_of(n, Default::default());
                let bt = mint_opt::temporal::default_bt(n.parallel);
                let Ok(tp) = mint_opt::temporal::plan_temporal(n, bt, tile, rows, chunk) else {
                    continue;
                };
                let base = mint_opt::plan_nest(n, 0, &mint_opt::Switches::default()).0;
                let src = mint_emit::kernel_temporal::write_temporal_kernel(n, &tp, &base, "t.c:1");
                let name = mint_emit::kernel_temporal::temporal_kernel_name(n.id);
                mint_gpu::compile_kernel(&src, &name, &mint_gpu::CompileOptions::default())
                    .unwrap_or_else(|e| panic!("{} {}: {e}\n{src}", path.display(), prec.name()));
                compiled += 1;
            }
        }
    }
    assert!(compiled >= 14, "compiled {compiled}");
}

#[test]
fn a_polybench_pair_of_nests_runs_as_one_jacobi_step() {
    if !have_cxx() {
        return;
    }
    // B = f(A) then A = f(B), no swap: the first nest is the step, the second its step back.
    let (code, out) = emulate(
        "kernels/heat3d_polybench.c",
        &["--time-block", "3", "--tb-steps", "3"],
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("mint_tb_1 (3 steps per launch"), "{out}");
    assert!(out.contains("verified over 3 steps"), "{out}");
    assert!(
        out.contains("mint_kernel_2 (time block 3, tile 32x32, 2 rows, chunk 128): no temporal blocking: it is the second nest of a time loop whose first, mint_kernel_1, is the same step from `A` to `B`"),
        "{out}"
    );
}
