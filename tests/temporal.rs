//! Temporal blocking (`mint run --time-block`): the fused kernels on the CPU emulator, each pass
//! of `BT` steps equal to `BT` single sweeps of the CPU reference, for every stencil shape of
//! `kernels/` in both precisions; refusals that say why; planted bugs caught; every temporal
//! kernel compiles with NVRTC.

mod common;

use common::{have_cxx, mint, par_map, require_tool, root, workers};

/// `mint run --emulate --time-block BT` on a program: (exit code, stdout + stderr).
fn emulate(file: &str, args: &[&str]) -> (Option<i32>, String) {
    let path = root().join(file).display().to_string();
    let mut a = vec!["run", "--emulate", "--size", "22"];
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
    let cases: Vec<(&str, &str, &str, &str)> = vec![
        ("kernels/heat2d_5pt.c", "3", "32,8", "3"),
        ("kernels/heat2d_5pt.c", "4", "16,8", "2"),
        ("kernels/jacobi2d_residual.c", "2", "32,8", "2"),
        ("kernels/heat3d_7pt.c", "2", "16,4,4", "2"),
        ("kernels/poisson3d_19pt.c", "2", "16,4,4", "2"),
        ("kernels/poisson3d_7pt.c", "2", "16,4,4", "1"),
        ("kernels/heat3d_27pt.c", "2", "16,4,2", "2"),
        ("kernels/heat3d_13pt.c", "2", "16,4,2", "2"),
        ("kernels/heat3d_7pt_varcoef.c", "2", "16,4,4", "2"),
    ];
    let mut jobs = Vec::new();
    for c in &cases {
        for prec in ["f64", "f32"] {
            jobs.push((*c, prec));
        }
    }
    let failures: Vec<String> = par_map(&jobs, workers(), |((file, bt, tile, steps), prec)| {
        let (code, out) = emulate(
            file,
            &[
                "--precision",
                prec,
                "--time-block",
                bt,
                "--tile",
                tile,
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
    })
    .into_iter()
    .filter_map(Result::err)
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn nests_that_cannot_be_fused_say_why() {
    if !have_cxx() {
        return;
    }
    // Three arrays rotate in the wave update: one launch cannot follow `prev`.
    let (code, out) = emulate(
        "tests/verify/wave13.c",
        &["--time-block", "2", "--tile", "16,4,2"],
    );
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("also changes `prev`"), "{out}");
    // A reduction nest is left out, the update beside it is fused.
    let (code, out) = emulate("kernels/jacobi2d_residual.c", &["--time-block", "2"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("mint_kernel_2: no temporal blocking: the nest has a reduction"),
        "{out}"
    );
    // Shared memory beyond 48 KiB.
    let (_, out) = emulate("kernels/heat3d_13pt.c", &["--time-block", "4"]);
    assert!(out.contains("of shared memory, more than 49152"), "{out}");
}

#[test]
fn planted_bugs_in_fused_kernels_are_caught() {
    if !have_cxx() {
        return;
    }
    for (what, edit) in [
        (
            "the result taken from the step before",
            "mint_win[(int)mint_steps & 1]=>mint_win[((int)mint_steps + 1) & 1]",
        ),
        (
            "a neighbour x-1 read as x+1",
            "((x - 1) - mint_ox)=>((x + 1) - mint_ox)",
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
}

#[test]
fn fused_kernels_compile_with_nvrtc() {
    if !require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let mut compiled = 0;
    for path in common::kernel_files() {
        for prec in [mint::input::Precision::F64, mint::input::Precision::F32] {
            let l = mint::input::load(&path, prec).expect("loads");
            for n in l.program.nests() {
                let tile = if n.parallel == 3 {
                    [16, 4, 2]
                } else {
                    [32, 8, 1]
                };
                let Ok(tp) = mint_opt::temporal::plan_temporal(n, 2, tile) else {
                    continue;
                };
                let mut nest = n.clone();
                nest.schedule.tile = tp.tile;
                nest.schedule.chunk = [1, 1, 1];
                let base = mint_opt::plan_nest(&nest, 0, &mint_opt::Switches::default()).0;
                let src =
                    mint_emit::kernel_temporal::write_temporal_kernel(&nest, &tp, &base, "t.c:1");
                let name = mint_emit::kernel_temporal::temporal_kernel_name(n.id);
                mint_gpu::compile_kernel(&src, &name, &mint_gpu::CompileOptions::default())
                    .unwrap_or_else(|e| panic!("{} {}: {e}\n{src}", path.display(), prec.name()));
                compiled += 1;
            }
        }
    }
    assert!(compiled >= 14, "compiled {compiled}");
}
