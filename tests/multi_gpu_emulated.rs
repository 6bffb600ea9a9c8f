//! The multi-GPU program (`mint translate --gpus`) on a machine without GPUs: its device file is
//! compiled with g++ against stand-ins for the CUDA runtime and NCCL (`tests/multi_emu/`: every
//! "GPU" is host memory, sends and receives are matched and copied at `ncclGroupEnd`, kernels run
//! on `mint-run/src/emulate/cuda_emu.hpp`), with AddressSanitizer so that any access outside a GPU's slab
//! and halos stops the program. Covered:
//! - every `kernels/` program, the inline reduction program and five corpus programs (a 1-D
//!   split, flat arrays, an interchanged nest, a radius-4 star and a window filter whose nests
//!   are in functions called from the region), on 1, 2 and 3 emulated GPUs, at odd sizes (uneven
//!   slabs), print what the C program built with gcc prints (reductions within 1e-9: their
//!   partial sums are added in another order);
//! - staged kernels (-O2, -O3) whose tiles reach past the computed planes stay inside the slab;
//! - the MPI build (`-DMINT_MPI`, the stand-in NCCL moving data with MPI) under `mpirun -np 2`
//!   and `-np 3` prints once what gcc's build prints (where `mpicc` is there);
//! - the hand-written reference (`kernels/hand/multi/heat3d_7pt_nccl.cu`) on 1 to 3 GPUs;
//! - a slab thinner than the halo, and a slab that does not fit in a GPU's memory, stop the
//!   program with a message that says what to do;
//! - nests the split would change are refused at translation, with the reference shown (and by
//!   `mint run --gpus`, before any GPU is opened);
//! - time-blocked programs (`--gpus --time-block 3`) on 1, 2 and 3 emulated GPUs print what
//!   gcc's build prints, a program with neighbours clamped at the edges among them.

mod common;

use common::{
    close, have_cxx, kernel_files, numbers, par_map, rewrite_launches, run_cmd, stem, workers,
    TempDir,
};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Build `cu` (a multi-GPU CUDA program and its C host file `host`, if any) for the emulated
/// GPUs in `dir`; the executable's path.
fn build_emulated_files(
    cu: &Path,
    host: Option<&Path>,
    dir: &Path,
    tag: &str,
) -> Result<PathBuf, String> {
    build_emulated_with(cu, host, dir, tag, &[], &[])
}

/// [`build_emulated_files`] with extra compile flags for the device file and extra link flags
/// (an MPI build: `-DMINT_MPI` and `mpicc`'s flags).
fn build_emulated_with(
    cu: &Path,
    host: Option<&Path>,
    dir: &Path,
    tag: &str,
    cflags: &[String],
    lflags: &[String],
) -> Result<PathBuf, String> {
    let text = std::fs::read_to_string(cu).map_err(|e| e.to_string())?;
    let cpp = dir.join(format!("{tag}.emu.cpp"));
    // The emulator has no dynamic shared memory (fused time steps): a static buffer instead.
    let text = rewrite_launches(&text).replace(
        mint_emit::kernel_temporal::DYN_SHARED_DECL,
        "alignas(16) static unsigned char mint_smem[1 << 20];",
    );
    std::fs::write(&cpp, text).map_err(|e| e.to_string())?;
    let root = common::root();
    let exe = dir.join(tag);
    let host_o = dir.join(format!("{tag}.host.o"));
    let mut steps: Vec<Vec<std::ffi::OsString>> = Vec::new();
    if let Some(h) = host {
        // The corpus programs include headers of their own folder.
        steps.push(vec![
            "gcc".into(),
            "-O1".into(),
            "-I".into(),
            root.join("tests/corpus").into(),
            "-c".into(),
            h.into(),
            "-o".into(),
            host_o.clone().into(),
        ]);
    }
    let mut link: Vec<std::ffi::OsString> = vec![
        "g++".into(),
        "-std=c++20".into(),
        "-O1".into(),
        "-pthread".into(),
        "-fsanitize=address".into(),
        "-include".into(),
        root.join("mint-run/src/emulate/cuda_emu.hpp").into(),
        "-I".into(),
        root.join("tests/multi_emu").into(),
    ];
    link.extend(cflags.iter().map(Into::into));
    link.push(cpp.into());
    if host.is_some() {
        link.push(host_o.into());
    }
    link.extend(["-o".into(), exe.clone().into()]);
    link.extend(lflags.iter().map(Into::into));
    link.push("-lm".into());
    steps.push(link);
    for s in &steps {
        run_cmd(Command::new(&s[0]).args(&s[1..]))?;
    }
    Ok(exe)
}

/// Translate `file` with `--gpus` and `args`, build the emulated program in `dir`; its path.
fn build_emulated(file: &Path, args: &[&str], dir: &Path, tag: &str) -> Result<PathBuf, String> {
    let cu = dir.join(format!("{tag}.cu"));
    let out = Command::new(common::mint_bin())
        .arg("translate")
        .arg(file)
        .arg("--gpus")
        .args(args)
        .arg("-o")
        .arg(&cu)
        .output()
        .map_err(|e| format!("run mint: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "mint translate --gpus {}: {}",
            file.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    build_emulated_files(&cu, Some(&cu.with_extension("host.c")), dir, tag)
}

/// Run `exe args` on `gpus` emulated GPUs: (exit code, stdout, stderr).
fn run_on(exe: &Path, args: &[&str], gpus: usize, env: &[(&str, &str)]) -> (i32, String, String) {
    let o = Command::new(exe)
        .args(args)
        .env("MINT_EMU_DEVICES", "3")
        .env("MINT_GPUS", gpus.to_string())
        .env("ASAN_OPTIONS", "detect_leaks=0")
        .envs(env.iter().copied())
        .output()
        .expect("run the emulated program");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// What the C program prints, built with gcc.
fn cpu_output(file: &Path, args: &[&str], dir: &Path, tag: &str) -> String {
    let exe = dir.join(format!("{tag}.cpu"));
    let o = Command::new("gcc")
        .args(["-O1", "-std=c99"])
        .arg(file)
        .arg("-o")
        .arg(&exe)
        .arg("-lm")
        .output()
        .expect("run gcc");
    assert!(o.status.success(), "gcc {}", file.display());
    let o = Command::new(&exe).args(args).output().expect("run");
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Same lines, same words, numbers within `rel`.
fn same_output(a: &str, b: &str, rel: f64) -> bool {
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    la.len() == lb.len()
        && la.iter().zip(&lb).all(|(x, y)| {
            let ((sx, nx), (sy, ny)) = (numbers(x), numbers(y));
            sx == sy && nx.len() == ny.len() && nx.iter().zip(&ny).all(|(p, q)| close(*p, *q, rel))
        })
}

/// One case: a program, its translation flags, its arguments, whether kernels need real
/// threads (barriers: reductions, shared-memory tiles).
struct Case {
    file: PathBuf,
    flags: Vec<&'static str>,
    args: Vec<&'static str>,
    threaded: bool,
}

#[test]
fn every_program_on_one_two_and_three_emulated_gpus_prints_what_gcc_prints() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("multi-emu");
    let red = tmp.path().join("residual3d.c");
    std::fs::write(&red, common::REDUCTION_PROGRAM).expect("write");
    // Corpus programs: a 1-D split (PolyBench's Jacobi 1-D), flat arrays with linearized
    // subscripts and a reduction (poisson_flat), Parboil's i, j, k loop order (interchanged),
    // and two whose nests are in functions called from the region.
    let corpus = |name: &str| common::root().join("tests/corpus").join(name);
    let mut cases: Vec<Case> = vec![
        Case {
            file: corpus("jacobi1d_polybench.c"),
            flags: vec![],
            args: vec!["31", "5"],
            threaded: false,
        },
        Case {
            file: corpus("poisson_flat.c"),
            flags: vec![],
            args: vec!["13", "5"],
            threaded: true,
        },
        Case {
            file: corpus("stencil7_parboil.c"),
            flags: vec![],
            args: vec![],
            threaded: false,
        },
        // Time levels in one array (`u[2][N][N]`, `A[2][N][N][N]`, a flag flipped in a
        // `single`): each level split like an array of its own, every level's halos exchanged
        // (sizes that cross every slab)
        Case {
            file: corpus("heat2d_parity.c"),
            flags: vec!["-O3"],
            args: vec![],
            threaded: true,
        },
        Case {
            file: common::root().join("tests/realstyle/star3d_parity.c"),
            flags: vec![],
            args: vec!["47", "5"],
            threaded: false,
        },
        Case {
            file: common::root().join("tests/realstyle/jacobi2d_flip.c"),
            flags: vec!["-O1"],
            args: vec!["63", "6"],
            threaded: true,
        },
        // `memcpy` of a whole array in the `single`: every GPU copies its slab, halos included
        Case {
            file: common::root().join("tests/realstyle/heat3d_memcpy.c"),
            flags: vec!["-O3"],
            args: vec!["9", "4"],
            threaded: true,
        },
        // a loop over every element that copies back (a nest made from the flat index)
        Case {
            file: common::root().join("tests/realstyle/heat3d_flatcopy.c"),
            flags: vec!["-O3"],
            args: vec!["9", "4"],
            threaded: true,
        },
        // A radius-4 star from a radius loop over a coefficient table, its nest in a function
        // called from the region (halos 4 planes deep), and a window filter in a VLA function.
        Case {
            file: corpus("wave3d_order8.c"),
            flags: vec![],
            args: vec![],
            threaded: false,
        },
        Case {
            file: corpus("blur2d_omp.c"),
            flags: vec![],
            args: vec!["7"],
            threaded: false,
        },
    ];
    for f in kernel_files().into_iter().chain([red]) {
        let s = stem(&f);
        let two_d = s.contains("2d");
        let reduction = s.contains("residual");
        // Odd sizes: 9 + 2 (or + 4) planes split 4/4/3 (5/4/4); 2-D 21 + 2 rows.
        let args = if two_d {
            vec!["21", "4"]
        } else {
            vec!["9", "3"]
        };
        cases.push(Case {
            file: f.clone(),
            flags: vec![],
            args: args.clone(),
            threaded: reduction,
        });
        let staged: &[&str] = match s.as_str() {
            "heat3d_7pt" => &["-O2", "-O3"],
            "heat2d_5pt" => &["-O3"],
            _ => &[],
        };
        {
            for &level in staged {
                cases.push(Case {
                    file: f.clone(),
                    flags: vec![level],
                    args: args.clone(),
                    threaded: true,
                });
            }
        }
    }
    let failures: Vec<String> = par_map(&cases, workers(), |c| {
        let tag = format!("{}{}", stem(&c.file), c.flags.concat());
        let dir = tmp.path().join(&tag);
        std::fs::create_dir_all(&dir).expect("mkdir");
        let exe = match build_emulated(&c.file, &c.flags, &dir, &tag) {
            Ok(e) => e,
            Err(e) => return vec![format!("{tag}: build failed: {e}")],
        };
        let want = cpu_output(&c.file, &c.args, &dir, &tag);
        let env: &[(&str, &str)] = if c.threaded {
            &[("MINT_EMU_THREADED", "1")]
        } else {
            &[]
        };
        let mut bad = Vec::new();
        for g in 1..=3 {
            let (code, got, err) = run_on(&exe, &c.args, g, env);
            if code != 0 || !same_output(&got, &want, 1e-9) {
                bad.push(format!(
                    "{tag} on {g} GPU(s): exit {code}\n--- got\n{got}--- want\n{want}--- stderr\n{err}"
                ));
            }
        }
        bad
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Time-blocked programs (`--gpus --time-block 3`, the 13-point one 2): one fused launch of up to
/// `bT` steps, then one halo exchange, on every GPU. Odd sizes (uneven slabs, some as thin as the
/// deeper halo), step counts that fuse as a block and a single step, and as two blocks and one
/// (both parities), on 2 and 3 GPUs (and 1); the single-step fallback (arrays that differ
/// outside the space: PolyBench's own Jacobi 2-D).
#[test]
fn time_blocked_programs_on_one_two_and_three_emulated_gpus_print_what_gcc_prints() {
    if !have_cxx() {
        return;
    }
    let k = |name: &str| common::root().join("kernels").join(name);
    let small3 = vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"];
    // (file, flags, n, whether it must fall back to single steps)
    let cases: Vec<(PathBuf, Vec<&str>, &str, bool)> = vec![
        (k("heat3d_7pt.c"), small3.clone(), "9", false),
        // radius 2: a halo of 2 + 2 x 1 planes; 13 planes on 3 GPUs are slabs of 5, 4, 4
        (
            k("heat3d_13pt.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,16,3,2"],
            "9",
            false,
        ),
        // plane sums with the source term's register ring
        (k("poisson3d_19pt.c"), small3.clone(), "9", false),
        // coefficient arrays read at z + 1 at clamped coordinates
        (k("heat3d_7pt_varcoef.c"), small3.clone(), "9", false),
        // two nests, A -> B -> A
        (k("heat3d_polybench.c"), small3, "9", false),
        (
            k("heat2d_5pt.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "21",
            false,
        ),
        (
            common::root().join("tests/corpus/jacobi2d_polybench.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "23",
            true,
        ),
        // the step's buffers picked by pointers (aliases): each launch on every GPU finds the
        // slabs they hold
        (
            common::root().join("tests/realstyle/heat3d_c89_select.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "9",
            false,
        ),
        // time levels of one array: each launch on every GPU between two levels' slabs
        (
            common::root().join("tests/realstyle/star3d_parity.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "47",
            false,
        ),
        (
            common::root().join("tests/realstyle/jacobi2d_flip.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "63",
            false,
        ),
        // the buffers picked in a sweep function's arguments (pointers set in the inlined
        // block); a conductivity read as often as the state, sizes in a struct
        (
            common::root().join("tests/corpus/relax2d_pick_args.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "23",
            false,
        ),
        (
            common::root().join("tests/corpus/conduct2d_struct.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "23",
            false,
        ),
        // pointers to static arrays swapped in the `single` (aliases among themselves), a
        // source read two planes away (the split halo 2); harmonic-mean conductivities in
        // coefficient rings, whose loads stay within each slab's planes and halos
        (
            common::root().join("tests/corpus/heat3d_global_pointers.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "0",
            false,
        ),
        (
            common::root().join("tests/corpus/conduct3d_harmonic.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "21",
            false,
        ),
        // a whole-array `memcpy` back from a `calloc`'d scratch array: one step per launch with
        // --gpus (fused on one GPU only), every GPU copying its slab
        (
            common::root().join("tests/realstyle/jacobi2d_memcpy.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "23",
            false,
        ),
        // the same copy by a nest over every element (`sol[p] = scratch[p]`, `p < n * n`)
        (
            common::root().join("tests/realstyle/jacobi2d_flatcopy.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "23",
            false,
        ),
        // neighbours clamped at every edge, no boundary layer (selected references): a slab's
        // first and last planes read the halo only where the clamp does not hold
        // (31 x 26 x 8 points: 8 planes are slabs of 3, 3, 2 on 3 GPUs, the halo 2 x 1)
        (
            common::root().join("tests/realstyle/thermal3d_flat.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "31",
            false,
        ),
        // a residual (max reduction) every 5 iterations under an `if`: the pending steps
        // flushed on every GPU before it launches
        (
            common::root().join("tests/corpus/poisson2d_check_every.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "21",
            false,
        ),
    ];
    let tmp = TempDir::new("multi-emu-tb");
    let failures: Vec<String> = par_map(&cases, workers(), |(file, flags, n, fallback)| {
        let tag = format!("{}_tb", stem(file));
        let dir = tmp.path().join(&tag);
        std::fs::create_dir_all(&dir).expect("mkdir");
        let exe = match build_emulated(file, flags, &dir, &tag) {
            Ok(e) => e,
            Err(e) => return vec![format!("{tag}: build failed: {e}")],
        };
        let mut bad = Vec::new();
        for (t, gpus) in [("4", &[2, 3][..]), ("7", &[1, 2, 3][..])] {
            let args = [*n, t];
            let want = cpu_output(file, &args, &dir, &tag);
            for &g in gpus {
                let (code, got, err) = run_on(&exe, &args, g, &[("MINT_EMU_THREADED", "1")]);
                let noted = err.contains("differ outside the iteration space");
                if code != 0 || !same_output(&got, &want, 1e-12) || noted != *fallback {
                    bad.push(format!(
                        "{tag} {n} {t} on {g} GPU(s): exit {code}\n--- got\n{got}--- want\n{want}--- stderr\n{err}"
                    ));
                }
            }
        }
        bad
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn thin_slabs_and_full_gpus_stop_with_a_message() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("multi-emu-err");
    let f = common::root().join("kernels/heat3d_13pt.c");
    let exe = build_emulated(&f, &[], tmp.path(), "h13").expect("build");
    // n = 1: 5 planes on 3 GPUs are slabs of 2, 2, 1 planes; the halo is 2.
    let (code, _, err) = run_on(&exe, &["1", "1"], 3, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("thinner than the halo of 2 plane(s)") && err.contains("use fewer GPUs"),
        "{err}"
    );
    // A GPU whose memory takes 1000 bytes at most.
    let (code, _, err) = run_on(&exe, &["11", "1"], 2, &[("MINT_EMU_MEM", "1000")]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("cannot allocate the slab of U") && err.contains("run on more GPUs"),
        "{err}"
    );
    // More GPUs asked for than there are.
    let (code, _, err) = run_on(&exe, &["11", "1"], 4, &[]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("MINT_GPUS=4"), "{err}");
}

/// `--timing` on emulated GPUs: the default reports each launch's median (synchronised
/// launches), `MINT_TIMING=loop` the loop's time per launch from events (zero here: emulated
/// work takes no GPU time) over the launches after the first; both compute what gcc computes; a
/// bad value is refused.
#[test]
fn timing_per_launch_and_per_loop() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("multi-emu-timing");
    let f = common::root().join("kernels/heat3d_7pt.c");
    let exe = build_emulated(&f, &["--timing"], tmp.path(), "h7t").expect("build");
    let args = ["13", "4"];
    let want = cpu_output(&f, &args, tmp.path(), "h7t");
    for (mode, key) in [
        ("", "median_ms="),
        ("launch", "median_ms="),
        ("loop", "loop_ms="),
    ] {
        let (code, out, err) = run_on(&exe, &args, 2, &[("MINT_TIMING", mode)]);
        assert_eq!(code, 0, "MINT_TIMING={mode}: {err}");
        assert!(
            same_output(&out, &want, 1e-12),
            "MINT_TIMING={mode}:\n{out}\ngcc:\n{want}"
        );
        let line = err
            .lines()
            .find(|l| l.starts_with("mint-timing kernel=mint_kernel_1"))
            .unwrap_or_else(|| panic!("MINT_TIMING={mode}: no timing line:\n{err}"));
        assert!(
            line.contains(key) && line.contains("gpus=2 launches=4"),
            "{line}"
        );
    }
    let (code, _, err) = run_on(&exe, &args, 2, &[("MINT_TIMING", "often")]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("MINT_TIMING=often: give launch (the default) or loop"),
        "{err}"
    );
}

/// `MINT_EXCHANGE`, the switch that measures how much of the halo exchange the interior hides:
/// `boundary` (the boundary planes enqueued before the interiors), `early` (the exchange too)
/// and `serial` (the exchange after the interior) print gcc's
/// result, `skip` (no exchange) does not and says so, anything else is refused; the default
/// overlap prints gcc's result.
#[test]
fn exchange_modes_early_serial_skip_and_a_bad_one() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("multi-emu-xmode");
    let f = common::root().join("kernels/heat3d_7pt.c");
    let exe = build_emulated(&f, &[], tmp.path(), "h7").expect("build");
    let args = ["13", "4"];
    let want = cpu_output(&f, &args, tmp.path(), "h7");
    for mode in ["", "overlap", "boundary", "early", "serial"] {
        let (code, out, err) = run_on(&exe, &args, 2, &[("MINT_EXCHANGE", mode)]);
        assert_eq!(code, 0, "MINT_EXCHANGE={mode}: {err}");
        assert!(
            same_output(&out, &want, 1e-12),
            "MINT_EXCHANGE={mode}:\n{out}\ngcc:\n{want}"
        );
    }
    let (code, out, err) = run_on(&exe, &args, 2, &[("MINT_EXCHANGE", "skip")]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("halos are NOT exchanged"), "{err}");
    assert!(
        !same_output(&out, &want, 1e-12),
        "without the exchange the result must differ:\n{out}"
    );
    let (code, _, err) = run_on(&exe, &args, 2, &[("MINT_EXCHANGE", "sometimes")]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("MINT_EXCHANGE=sometimes: give overlap, boundary, early, serial or skip"),
        "{err}"
    );
}

/// `mint translate --gpus` of `src`: exit code and stderr.
fn translate_gpus(src: &str) -> (Option<i32>, String) {
    let tmp = TempDir::new("multi-refuse");
    let f = tmp.path().join("p.c");
    std::fs::write(&f, src).expect("write");
    let out = Command::new(common::mint_bin())
        .arg("translate")
        .arg(&f)
        .arg("--gpus")
        .arg("-o")
        .arg(tmp.path().join("p.cu"))
        .env("NO_COLOR", "1")
        .output()
        .expect("run mint");
    assert!(
        !tmp.path().join("p.cu").exists() || out.status.success(),
        "nothing is written on error"
    );
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A 3-D program whose nest body is `body` (arrays `A`, `B` of (n+2)^3).
fn program(body: &str) -> String {
    format!(
        r#"#include <stdlib.h>
int main(void) {{
    int n = 8;
    double (*A)[10][10] = malloc(sizeof(double[10][10][10]));
    double (*B)[10][10] = malloc(sizeof(double[10][10][10]));
#pragma mint copy(A, toDevice, (n+2), (n+2), (n+2))
#pragma mint copy(B, toDevice, (n+2), (n+2), (n+2))
#pragma mint parallel
    {{
#pragma mint for nest(all)
        for (int z = 1; z <= n; z++)
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++)
                    {body}
    }}
#pragma mint copy(A, fromDevice, (n+2), (n+2), (n+2))
    return 0;
}}
"#
    )
}

/// A nest body that writes `A` at its plane and at the next one.
const OFF_PLANE: &str = "{ A[z+1][y][x] = B[z][y][x]; A[z][y][x] = 0; }";

#[test]
fn nests_the_split_would_change_are_refused_with_the_reference() {
    // Written at another plane as well as at its own (a nest written only off its point is
    // renumbered to write at it, `mint_analyzer::shift_loops`, and splits).
    let (code, err) = translate_gpus(&program(OFF_PLANE));
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("cannot be split across GPUs")
            && err.contains("writes `A` and writes it at `z` offset 1")
            && err.contains("p.c:14:23"),
        "{err}"
    );
    let (code, err) = translate_gpus(&program("A[z+1][y][x] = B[z][y][x];"));
    assert_eq!(code, Some(0), "{err}");
    // The slowest subscript is not the outermost loop's variable.
    let (code, err) = translate_gpus(&program("A[z][y][x] = B[0][y][x];"));
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("the slowest subscript of `B` is `0`, not `z` plus a constant")
            && err.contains('^'),
        "{err}"
    );
    // Splittable: reads at other planes of an array the nest does not write.
    let (code, err) = translate_gpus(&program("A[z][y][x] = B[z-1][y][x] + B[z+1][y][x];"));
    assert_eq!(code, Some(0), "{err}");
}

/// `mint run --gpus G` refuses what it cannot split (before it looks for a GPU) and the modes
/// it does not combine with.
#[test]
fn mint_run_gpus_refuses_unsplittable_nests_and_other_modes() {
    let tmp = TempDir::new("run-gpus");
    let f = tmp.path().join("p.c");
    std::fs::write(&f, program(OFF_PLANE)).expect("write");
    let file = f.display().to_string();
    let (code, _, err) = common::mint(&["run", &file, "--gpus", "2"]);
    assert_eq!(code, Some(1), "{err}");
    assert!(
        err.contains("writes `A` and writes it at `z` offset 1")
            && err.contains("--gpus: the program's nests cannot be split over GPUs"),
        "{err}"
    );
    let heat = common::root().join("kernels/heat3d_7pt.c");
    let h = heat.display().to_string();
    for (extra, what) in [
        ("--emulate", "--emulate"),
        ("--time-block=3", "--time-block"),
    ] {
        let (code, _, err) = common::mint(&["run", &h, "--gpus", "2", extra]);
        assert_eq!(code, Some(2), "{err}");
        assert!(
            err.contains(&format!("--gpus does not combine with {what}")),
            "{err}"
        );
    }
    let (code, _, err) = common::mint(&["run", &h, "--gpus", "0"]);
    assert_eq!(code, Some(2), "{err}");
}

#[test]
fn rewrite_launches_keeps_everything_else() {
    let cu = "    k<<<mint_grid, mint_block, 0, mint_stream>>>((double *)a.ptr, n);\nint x;\n        r<<<1, 1024, 0, s>>>(p, q);\n";
    assert_eq!(
        rewrite_launches(cu),
        "    mint_emu_launch(mint_emu_dim(mint_grid), mint_emu_dim(mint_block), [&] { k((double *)a.ptr, n); });\nint x;\n        mint_emu_launch(mint_emu_dim(1), mint_emu_dim(1024), [&] { r(p, q); });\n"
    );
}

#[test]
fn the_hand_written_nccl_reference_matches_gcc_on_emulated_gpus() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("multi-emu-hand");
    let cu = common::root().join("kernels/hand/multi/heat3d_7pt_nccl.cu");
    let exe = build_emulated_files(&cu, None, tmp.path(), "hand").expect("build");
    let heat = common::root().join("kernels/heat3d_7pt.c");
    let want = cpu_output(&heat, &["9", "3"], tmp.path(), "heat");
    for g in ["1", "2", "3"] {
        let (code, got, err) = run_on(&exe, &["9", "3", g], 3, &[("MINT_EMU_THREADED", "1")]);
        assert_eq!(code, 0, "{err}");
        let sum = |s: &str| {
            s.lines()
                .find_map(|l| l.strip_prefix("checksum "))
                .and_then(|v| v.trim().parse::<f64>().ok())
        };
        let (a, b) = (sum(&got), sum(&want));
        assert!(
            a.zip(b).is_some_and(|(a, b)| close(a, b, 1e-12)),
            "{g} GPU(s): {got} vs {want}"
        );
    }
}

/// `mpicc --showme:<what>` words, if Open MPI's wrapper is there.
fn mpi_flags(what: &str) -> Option<Vec<String>> {
    let o = Command::new("mpicc")
        .arg(format!("--showme:{what}"))
        .output()
        .ok()?;
    o.status.success().then(|| {
        String::from_utf8_lossy(&o.stdout)
            .split_whitespace()
            .map(str::to_string)
            .collect()
    })
}

#[test]
fn mpi_builds_on_two_and_three_ranks_print_once_what_gcc_prints() {
    if !have_cxx() {
        return;
    }
    let (Some(cflags), Some(lflags)) = (mpi_flags("compile"), mpi_flags("link")) else {
        println!("[NOTE] no mpicc (Debian: libopenmpi-dev): the MPI launch mode is not run");
        return;
    };
    let tmp = TempDir::new("multi-emu-mpi");
    let mut cflags = cflags;
    cflags.push("-DMINT_MPI".into());
    for (prog, args) in [
        ("heat3d_13pt", ["9", "3"]),
        ("jacobi2d_residual", ["21", "4"]),
    ] {
        let f = common::root().join(format!("kernels/{prog}.c"));
        let cu = tmp.path().join(format!("{prog}.cu"));
        let (code, _, err) = common::mint(&[
            "translate",
            &f.display().to_string(),
            "--gpus",
            "-o",
            &cu.display().to_string(),
        ]);
        assert_eq!(code, Some(0), "{err}");
        let exe = build_emulated_with(
            &cu,
            Some(&cu.with_extension("host.c")),
            tmp.path(),
            prog,
            &cflags,
            &lflags,
        )
        .expect("build");
        let want = cpu_output(&f, &args, tmp.path(), prog);
        for np in ["2", "3"] {
            let o = Command::new("mpirun")
                .args(["--allow-run-as-root", "--oversubscribe", "-np", np])
                .args([
                    "-x",
                    "MINT_EMU_DEVICES",
                    "-x",
                    "MINT_EMU_THREADED",
                    "-x",
                    "ASAN_OPTIONS",
                ])
                .arg(&exe)
                .args(args)
                .env("MINT_EMU_DEVICES", "3")
                .env("MINT_EMU_THREADED", "1")
                .env("ASAN_OPTIONS", "detect_leaks=0")
                .output()
                .expect("run mpirun");
            let got = String::from_utf8_lossy(&o.stdout);
            assert!(
                o.status.success() && same_output(&got, &want, 1e-9),
                "{prog} on {np} ranks:\n--- got\n{got}--- want\n{want}--- stderr\n{}",
                String::from_utf8_lossy(&o.stderr)
            );
        }
    }
}

/// Read-only coefficients of lower rank than the field (`tests/corpus/layered3d_profiles.c`: a
/// profile `kz[z]`, `kz[z + 1]`, a map `q[y][x]`, a factor `damp[x]`) are whole on every GPU
/// (`mint_host_alloc_whole`), the field split: at -O0, -O3 and fused, on 1, 2 and 3 GPUs, the
/// program prints what gcc's build prints.
#[test]
fn coefficients_of_lower_rank_are_whole_on_every_gpu() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("multi-profile");
    let f = common::root().join("tests/corpus/layered3d_profiles.c");
    let cases: Vec<Vec<&str>> = vec![
        vec!["-O0"],
        vec!["-O3"],
        vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
    ];
    let failures: Vec<String> = par_map(&cases, workers(), |flags| {
        let tag = format!("layered{}", flags.concat().replace(',', ""));
        let dir = tmp.path().join(&tag);
        std::fs::create_dir_all(&dir).expect("mkdir");
        let exe = match build_emulated(&f, flags, &dir, &tag) {
            Ok(e) => e,
            Err(e) => return vec![format!("{tag}: build failed: {e}")],
        };
        let host = std::fs::read_to_string(dir.join(format!("{tag}.host.c"))).unwrap_or_default();
        let whole = ["q", "kz", "damp"]
            .iter()
            .all(|a| host.contains(&format!("mint_host_alloc_whole(&mint_d_{a}, ")));
        let mut bad = Vec::new();
        if !whole {
            bad.push(format!("{tag}: the coefficients are not whole:\n{host}"));
        }
        // 11 planes (9 computed) on 3 GPUs: slabs of 4, 4, 3.
        let args = ["11", "5"];
        let want = cpu_output(&f, &args, &dir, &tag);
        for g in 1..=3 {
            let (code, got, err) = run_on(&exe, &args, g, &[("MINT_EMU_THREADED", "1")]);
            if code != 0 || !same_output(&got, &want, 1e-9) {
                bad.push(format!(
                    "{tag} on {g} GPU(s): exit {code}\n--- got\n{got}--- want\n{want}--- stderr\n{err}"
                ));
            }
        }
        bad
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
