//! Programs of `mint translate --time-block N` run on the CPU: the generated device file is
//! compiled with g++ against `mint-run/src/emulate/cuda_emu.hpp` and a host-memory stand-in for the CUDA
//! runtime (`tests/tb_emu/`, whose allocations start as NaN bytes), with AddressSanitizer, the
//! host file with gcc; each run must print what gcc's build of the C program prints.
//!
//! Covered: `heat2d_5pt`, `heat3d_7pt` (one nest and a swap), `tests/realstyle/heat3d_c89.c`
//! (C89 declarations between the loops, flat arrays, a do-while whose swap counts the steps),
//! `tests/realstyle/thermal3d_flat.c` (float, neighbours clamped at the edges by index locals),
//! `tests/realstyle/diffuse3d_strides.c` (strides held in variables set once, `c - plane`, with
//! `--time-block 4`), `heat3d_polybench` and the
//! corpus's PolyBench `jacobi2d_polybench` (two nests, both arrays printed; the latter's arrays
//! start different on the boundary, read by the kernel for two boundaries) at odd small sizes, with 1, 2, 3, 4 and 7 time steps (so pending steps
//! flush as one, several and a remainder of fused launches of 3 steps, in both parities), with
//! a small schedule (many blocks), and with 4 and 7 steps under the default schedule (one block),
//! in the C host layout and the one-file layout; loops whose arrays differ outside the iteration
//! space (2-D, 3-D in windows with rows and warp columns, 3-D plane sums) fuse with each step's
//! boundary read from its own array; planted bugs in the flush (the parity of the launches, the last
//! single step, the boundary check) change what the program prints.

mod common;

use common::{
    build_emulated_program, close, have_cxx, mint_bin, numbers, par_map, root, workers, TempDir,
};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Translate `file` with `flags` into `dir`, apply `edit` to the device file's text (planted
/// bugs), build it for the emulator; the executable.
fn build(
    file: &Path,
    flags: &[&str],
    dir: &Path,
    tag: &str,
    edit: &dyn Fn(&str) -> String,
) -> Result<PathBuf, String> {
    let one_file = flags.contains(&"cuda");
    let cu = dir.join(format!("{tag}.cu"));
    let out = Command::new(mint_bin())
        .arg("translate")
        .arg(file)
        .args(flags)
        .arg("-o")
        .arg(&cu)
        .output()
        .map_err(|e| format!("run mint: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "mint translate {} {flags:?}: {}",
            file.display(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = std::fs::read_to_string(&cu).map_err(|e| e.to_string())?;
    if flags.contains(&"--time-block") && !text.contains("mint_tb_flush_") {
        return Err(format!("{tag}: no time loop was fused"));
    }
    build_emulated_program(&cu, &edit(&text), one_file, dir, tag)
}

/// Run the emulated program: (exit code, stdout, stderr).
fn run(exe: &Path, args: &[&str]) -> (i32, String, String) {
    let o = Command::new(exe)
        .args(args)
        .env("MINT_EMU_THREADED", "1")
        .env("ASAN_OPTIONS", "detect_leaks=0")
        .output()
        .expect("run the emulated program");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

/// gcc's build of the C program.
fn gcc_build(file: &Path, dir: &Path, tag: &str) -> PathBuf {
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
    exe
}

fn gcc_output(exe: &Path, args: &[&str]) -> String {
    let o = Command::new(exe).args(args).output().expect("run");
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

/// A program, its extra flags, its size, its step counts, whether it must say it runs one step
/// per launch.
type Case<'a> = (PathBuf, Vec<&'a str>, &'a str, &'a [&'a str], bool);

/// Step counts: one step, fewer than a block, a block, a block and one, two blocks and one.
const STEPS: [&str; 5] = ["1", "2", "3", "4", "7"];

/// [`STEPS`] and 5 and 6 (launches of 2, 2, 1 and 2, 2, 1, 1 of 3-step blocks: even lengths,
/// which the flush avoids where the arrays differ outside the space).
const BOTH_PARITIES: [&str; 7] = ["1", "2", "3", "4", "5", "6", "7"];

/// Build `file` with `flags` (and `edit`), run it for each of `steps` at size `n`; the
/// mismatches with gcc's build (and any stderr line but the given allowed one).
fn mismatches(
    file: &Path,
    steps: &[&str],
    flags: &[&str],
    n: &str,
    tag: &str,
    edit: &dyn Fn(&str) -> String,
    stderr_note: bool,
) -> Vec<String> {
    let tmp = TempDir::new(tag);
    let exe = match build(file, flags, tmp.path(), tag, edit) {
        Ok(e) => e,
        Err(e) => return vec![format!("{tag}: build failed: {e}")],
    };
    let cpu = gcc_build(file, tmp.path(), tag);
    let mut bad = Vec::new();
    for &t in steps {
        let want = gcc_output(&cpu, &[n, t]);
        let (code, got, err) = run(&exe, &[n, t]);
        let noted = err.contains("differ outside the iteration space");
        if code != 0 || !same_output(&got, &want, 1e-12) || (noted != stderr_note && t != "1") {
            bad.push(format!(
                "{tag} {n} {t}: exit {code}\n--- got\n{got}--- want\n{want}--- stderr\n{err}"
            ));
        }
    }
    bad
}

/// [`mismatches`] of every case `(program, flags, size)` at each of `steps`, as translated (no
/// edit, no note on stderr wanted), in parallel; each tagged by its program, flag count and size.
fn case_failures(cases: &[(PathBuf, Vec<&str>, &str)], steps: &[&str]) -> Vec<String> {
    par_map(cases, workers(), |(file, flags, n)| {
        let tag = format!("{}{}{}", common::stem(file), flags.len(), n);
        mismatches(file, steps, flags, n, &tag, &|t| t.to_string(), false)
    })
    .into_iter()
    .flatten()
    .collect()
}

/// A planted bug (`edit` of the translation) must change what the program prints at one of
/// `steps`: the tests around it would catch it.
fn assert_caught(
    file: &Path,
    steps: &[&str],
    flags: &[&str],
    n: &str,
    tag: &str,
    edit: &dyn Fn(&str) -> String,
) {
    let bad = mismatches(file, steps, flags, n, tag, edit, false);
    assert!(!bad.is_empty(), "the planted bug `{tag}` went unnoticed");
}

#[test]
fn time_blocked_programs_print_what_gcc_prints() {
    if !have_cxx() {
        return;
    }
    let k = |name: &str| root().join("kernels").join(name);
    // (file, extra flags, n): default schedules (one block; in 3-D, warp rows with shuffles, in
    // the one-file layout) and small ones (many blocks in every dimension: 2-D tiles of 16 with
    // 10 computed, chunks of 5 rows; 3-D tiles 16x8 with 10x2 computed, 2 rows per thread,
    // chunks of 3 planes).
    // PolyBench's own jacobi-2d (tests/corpus) starts A and B with different values, boundary
    // included: it runs the kernel that reads each step's boundary from its own array.
    let corpus = root().join("tests/corpus/jacobi2d_polybench.c");
    // The one-block default schedules (hundreds of threads per block, slow to emulate) run
    // the step counts that fuse: a block and one, two blocks and one.
    let few: &[&str] = &["4", "7"];
    let cases: Vec<Case> = vec![
        (k("heat2d_5pt.c"), vec![], "21", few, false),
        (
            k("heat2d_5pt.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        (
            k("heat3d_7pt.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "9",
            &STEPS,
            false,
        ),
        (k("heat3d_7pt.c"), vec!["--host", "cuda"], "7", few, false),
        // Plane-sum stages: Poisson's source term loaded a plane ahead, 27 points with the
        // carried value from the ring; the default for plane sums (32x16, 4 rows, one chunk).
        (k("poisson3d_19pt.c"), vec![], "9", few, false),
        (
            k("heat3d_27pt.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "9",
            &STEPS,
            false,
        ),
        (
            k("heat3d_polybench.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "9",
            &STEPS,
            false,
        ),
        (
            corpus,
            vec!["--tb-schedule", "16,5"],
            "23",
            &BOTH_PARITIES,
            false,
        ),
        // AN5D's stencils as scripts/gpu_an5d.sh tunes them (tests/an5d: double with float
        // literals, a 3-D array through a pointer to variable-length rows).
        (
            root().join("tests/an5d/star3d1r.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "9",
            few,
            false,
        ),
        (
            root().join("tests/an5d/j2d5pt.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            few,
            false,
        ),
        // C89 declarations between the loops, flat arrays with index locals, a do-while loop
        // whose swap counts the steps (tests/realstyle).
        (
            root().join("tests/realstyle/heat3d_c89.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "9",
            &STEPS,
            false,
        ),
        // Static arrays of a compile-time size used through pointers, swapped through a
        // temporary declared at the top of the function (C89), an index macro with `k` fastest.
        (
            root().join("tests/corpus/heat3d_static_alias.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "19",
            &STEPS,
            false,
        ),
        // Coefficient arrays of lower rank than the field: a vertical profile `kz[z]`, a map
        // `q[y][x]` and `damp[x]` (float), read from global memory at the clamped coordinates
        // of each stage.
        (
            root().join("tests/corpus/layered3d_profiles.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "13",
            &STEPS,
            false,
        ),
        // The buffers in a table of pointers picked by two indices (`src = grid[cur]`) that
        // the `single` flips.
        (
            root().join("tests/corpus/heat2d_buffer_table.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &BOTH_PARITIES,
            false,
        ),
        // A source term from the point's coordinates with `M_PI` and `DBL_EPSILON` (constants
        // of system headers); a 27-point window of three unrolled loops whose bodies declare
        // locals (blocks in the fused stage); Life on `int` cells (an `if` chain).
        (
            root().join("tests/corpus/heat2d_manufactured.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        (
            root().join("tests/corpus/box27_float_double.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "11",
            &STEPS,
            false,
        ),
        (
            root().join("tests/corpus/life2d_int.c"),
            vec!["--tb-schedule", "16,5"],
            "30",
            &STEPS,
            false,
        ),
        // 1-D metric factors per row and per column (`ax[i]`, `ay[j]`), a copy-back nest.
        (
            root().join("tests/corpus/stretched2d_metrics.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // The buffers swapped by a helper function (`swap_ptr(&u, &v)`), an index macro over
        // extents in variables.
        (
            root().join("tests/realstyle/heat3d_swap_helper.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "11",
            &STEPS,
            false,
        ),
        // A thermal code's flat float arrays with neighbours clamped at the edges by index
        // locals (`w = (x == 0) ? c : c - 1`) over the whole grid, no boundary layer.
        // Per-dimension clamped index locals (`ym = y > 0 ? y - 1 : 0`) over flat 2-D arrays.
        (
            root().join("tests/realstyle/diffuse2d_clamp_locals.c"),
            vec!["--tb-schedule", "16,5"],
            "23",
            &STEPS,
            false,
        ),
        (
            root().join("tests/realstyle/thermal3d_flat.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "23",
            &STEPS,
            false,
        ),
        // The same over ghost cells with warp rows: x neighbours of replicas through shared
        // memory, one lane per column (two blocks along x) and two.
        (
            root().join("tests/realstyle/thermal3d_flat.c"),
            vec!["--tb-schedule", "32,8,3,2"],
            "45",
            &["1", "4", "7"],
            false,
        ),
        (
            root().join("tests/realstyle/thermal3d_flat.c"),
            vec!["--tb-schedule", "64,8,3,2"],
            "23",
            &["2", "4"],
            false,
        ),
        // Both time levels in one array, the plane read chosen by a flag flipped in a `single`
        // (`grid[1 - src]` from `grid[src]`): the planes are the pair.
        (
            root().join("tests/realstyle/jacobi2d_flip.c"),
            vec!["--tb-schedule", "16,5"],
            "23",
            &STEPS,
            false,
        ),
        (
            root().join("tests/realstyle/jacobi2d_flip.c"),
            vec![],
            "21",
            few,
            false,
        ),
        // The step's buffers computed at the top of each iteration (`int cur = t & 1, nxt =
        // cur ^ 1;`), the counter declared in the `for` (out of scope at the flush).
        (
            root().join("tests/realstyle/smooth2d_curnxt.c"),
            vec!["--tb-schedule", "16,5"],
            "23",
            &STEPS,
            false,
        ),
        // The textbook Jacobi: a second nest copies the new values back (no swap).
        (
            root().join("tests/realstyle/jacobi2d_copyback.c"),
            vec!["--tb-schedule", "16,5"],
            "23",
            &STEPS,
            false,
        ),
        // AN5D's and Pluto's form: both levels in `A[2][N][N][N]` (rank 4), the parity of the
        // step choosing the plane read.
        (
            root().join("tests/realstyle/star3d_parity.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "13",
            &STEPS,
            false,
        ),
        // The step's buffers picked by pointers every iteration (aliases: each launch finds
        // the device arrays they hold): a ternary on the parity, and a C89 `if` with the
        // counter stepped in the body.
        (
            root().join("tests/realstyle/heat2d_select.c"),
            vec!["--tb-schedule", "16,5"],
            "23",
            &STEPS,
            false,
        ),
        (
            root().join("tests/realstyle/heat3d_c89_select.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "11",
            &STEPS,
            false,
        ),
        (
            root().join("tests/realstyle/heat3d_c89_select.c"),
            vec!["--host", "cuda"],
            "9",
            few,
            false,
        ),
        // The nest in a function called from the time loop (its body in place of the call, a
        // block the time loop reads through).
        (
            root().join("tests/corpus/heat3d_sweep_fn.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "11",
            &STEPS,
            false,
        ),
        // Three levels picked from a table of pointers by the step modulo 3 (aliases, fused as
        // a rotation), every residue of the step count.
        (
            root().join("tests/corpus/wave2d_level_table.c"),
            vec!["--tb-schedule", "16,5"],
            "23",
            &["1", "2", "3", "4", "5", "6", "8", "10"],
            false,
        ),
        // Upwinding and a limiter written as `if`/`else` branches (if-converted into
        // conditional expressions, `mint_analyzer::if_conversion`).
        (
            root().join("tests/corpus/upwind2d_branches.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // The grid's sizes in a struct read in the nest (flat strides `g.ny`), and a
        // conductivity read at the temperature's four neighbours before it: the state is the
        // array the swap replaces, not the first of the two most-read ones.
        (
            root().join("tests/corpus/conduct2d_struct.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // The buffers picked by the step's parity in the arguments of a sweep function with
        // VLA pointer parameters (pointers set from the arguments, aliases).
        (
            root().join("tests/corpus/relax2d_pick_args.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // Pointers set to static arrays before the loop and swapped in the `single` (aliases
        // moved among themselves: each launch finds its arrays), a source read two planes
        // away.
        (
            root().join("tests/corpus/heat3d_global_pointers.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "0",
            &STEPS,
            false,
        ),
        // Harmonic-mean face conductivities of a flat C89 array (the conductivity's columns
        // in register rings).
        (
            root().join("tests/corpus/conduct3d_harmonic.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "13",
            &STEPS,
            false,
        ),
        // The whole box looped over, the interior picked by a guard in the body (the guard
        // made the loops' bounds, `mint_analyzer::guard_bounds`).
        (
            root().join("tests/corpus/heat3d_guarded_c89.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "13",
            &STEPS,
            false,
        ),
        // The boundary skipped with `continue` first in the body (the same rewrite).
        (
            root().join("tests/corpus/diffuse2d_skip_edges.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // One loop over the linear index, row and column by `/` and `%` (split into the 2-D
        // nest it stands for, `mint_analyzer::linear_loops`), the boundary skipped.
        (
            root().join("tests/corpus/smooth2d_linear_index.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // The 3-D form: plane `idx / (nx * ny)`, row `(idx / nx) % ny`, column `idx % nx`.
        (
            root().join("tests/corpus/heat3d_linear_index.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "11",
            &STEPS,
            false,
        ),
        // The remainder spelled out: `rem = id - k * nx * ny`, `i = rem - j * nx`.
        (
            root().join("tests/corpus/heat3d_linear_rem.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "11",
            &STEPS,
            false,
        ),
        // 1-based macros over 2 .. n - 1 inclusive: writes off the point, renumbered to it
        // (`mint_analyzer::shift_loops`).
        (
            root().join("tests/corpus/diffuse2d_fortran_index.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // Pointers to the rows declared in the body (`const double *row = u + i * n;`), read
        // as subscripts of their arrays.
        (
            root().join("tests/corpus/jacobi2d_row_pointers.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // Commas in the time loop's header (`t++, time += dt, taken++`): host code of the step.
        (
            root().join("tests/corpus/heat2d_commas.c"),
            vec!["--tb-schedule", "16,5"],
            "21",
            &STEPS,
            false,
        ),
        // Three time levels rotated through a C89 temporary (the second-order wave update),
        // every residue of the step count mod 3 fused (both levels printed).
        (
            root().join("tests/realstyle/wave3d_levels.c"),
            vec!["--tb-schedule", "16,8,3,2"],
            "13",
            &["1", "2", "3", "4", "5", "6", "8", "10"],
            false,
        ),
    ];
    let failures: Vec<String> = par_map(&cases, workers(), |(file, extra, n, steps, note)| {
        let mut flags = vec!["--time-block", "3"];
        flags.extend(extra.iter().copied());
        let tag = format!(
            "{}{}",
            common::stem(file),
            extra.concat().replace(',', "_").replace("--", "-")
        );
        mismatches(file, steps, &flags, n, &tag, &|t| t.to_string(), *note)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Without `--time-block`: the three levels rotated through a temporary declared at the top of
/// the function (C89), mirrored on the device handles through a handle of the block's own.
#[test]
fn rotations_through_an_outside_temporary_run_as_in_c() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/realstyle/wave3d_levels.c");
    let bad = mismatches(
        &file,
        &["1", "2", "5"],
        &[],
        "11",
        "wave_plain",
        &|t| t.to_string(),
        false,
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Strides held in variables (`tests/realstyle/diffuse3d_strides.c`: `sx = 1`, `sy = nx`, the
/// plane set after its C89 declaration, `c - plane`, the copies sized by `ncell = plane * nz`):
/// `--time-block 4` fuses the time loop with no note, and the fused program (a small schedule,
/// every residue of the steps mod 4) and the plain one print gcc's output.
#[test]
fn strides_held_in_variables_fuse_and_print_what_gcc_prints() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/realstyle/diffuse3d_strides.c");
    let tmp = TempDir::new("strides-cli");
    let out = tmp.path().join("s.cu");
    let (f, o) = (file.to_str().unwrap(), out.to_str().unwrap());
    let (code, _, err) = common::mint(&["translate", f, "--time-block", "4", "-o", o]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        !err.contains("note") && !err.contains("warning"),
        "the loop should fuse without a note:\n{err}"
    );
    let host = std::fs::read_to_string(out.with_extension("host.c")).expect("host file");
    assert!(host.contains("mint_tb_"), "the time loop is fused");
    let mut bad = mismatches(
        &file,
        &["1", "4", "6", "7", "9"],
        &["--time-block", "4", "--tb-schedule", "16,12,3,2"],
        "11",
        "strides_tb4",
        &|t| t.to_string(),
        false,
    );
    bad.extend(mismatches(
        &file,
        &["1", "3"],
        &[],
        "9",
        "strides_plain",
        &|t| t.to_string(),
        false,
    ));
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// A 2-D heat program whose `Unew` starts as zeros while `U` is not: the two arrays differ on
/// the boundary, so single sweeps alternate between two boundaries (which a fused launch must
/// reproduce: [`mint_opt::temporal::TemporalPlan::two_bounds`]).
const DIFFERENT_BOUNDARIES: &str = r#"#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int T = argc > 2 ? atoi(argv[2]) : 10;
    double (*U)[n + 2] = malloc(sizeof(double[n + 2][n + 2]));
    double (*Unew)[n + 2] = malloc(sizeof(double[n + 2][n + 2]));
    for (int y = 0; y < n + 2; y++)
        for (int x = 0; x < n + 2; x++) {
            U[y][x] = (double)((x * 7 + y * 13) % 31) / 31.0;
            Unew[y][x] = 0.0;
        }
#pragma mint copy(U, toDevice, (n+2), (n+2))
#pragma mint copy(Unew, toDevice, (n+2), (n+2))
#pragma mint parallel
    {
        for (int t = 0; t < T; t++) {
#pragma mint for nest(all) tile(16,16)
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++)
                    Unew[y][x] = 0.5 * U[y][x] + 0.125 * (U[y][x - 1] + U[y][x + 1] + U[y - 1][x] + U[y + 1][x]);
#pragma mint single
            {
                double (*tmp)[n + 2] = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }
#pragma mint copy(U, fromDevice, (n+2), (n+2))
#pragma mint copy(Unew, fromDevice, (n+2), (n+2))
    double s = 0.0, r = 0.0;
    for (int y = 0; y < n + 2; y++)
        for (int x = 0; x < n + 2; x++) {
            s += U[y][x] * (1 + (x + 3 * y) % 7);
            r += Unew[y][x] * (1 + (2 * x + y) % 5);
        }
    printf("checksum %.15e\nchecksum %.15e\n", s, r);
    return 0;
}
"#;

/// The same in 3-D, flat `double` arrays from `calloc` and `malloc`: the second array's boundary
/// is a constant the first's is not (a fixed-temperature wall written only into `v`).
const DIFFERENT_BOUNDARIES_3D: &str = r#"#include <stdio.h>
#include <stdlib.h>
#define AT(z, y, x) (((z) * ny + (y)) * nx + (x))

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 16, T = argc > 2 ? atoi(argv[2]) : 5;
    int nx = n + 3, ny = n + 1, nz = n - 1, x, y, z, t;
    double *u = (double *)malloc(sizeof(double) * nx * ny * nz);
    double *v = (double *)calloc(nx * ny * nz, sizeof(double));
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                u[AT(z, y, x)] = (double)((x * 5 + y * 3 + z * 11) % 17) / 17.0;
                if (x == 0 || y == ny - 1 || z == 0)
                    v[AT(z, y, x)] = 2.0;
            }
#pragma mint copy(u, toDevice, nx, ny, nz)
#pragma mint copy(v, toDevice, nx, ny, nz)
#pragma mint parallel
    {
        for (t = 0; t < T; t++) {
#pragma mint for nest(all) tile(16, 8, 1)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++)
                        v[AT(z, y, x)] = 0.4 * u[AT(z, y, x)] + 0.1 * (u[AT(z, y, x - 1)] + u[AT(z, y, x + 1)]
                                       + u[AT(z, y - 1, x)] + u[AT(z, y + 1, x)] + u[AT(z - 1, y, x)] + u[AT(z + 1, y, x)]);
#pragma mint single
            {
                double *tmp = u;
                u = v;
                v = tmp;
            }
        }
    }
#pragma mint copy(u, fromDevice, nx, ny, nz)
#pragma mint copy(v, fromDevice, nx, ny, nz)
    double s = 0.0, r = 0.0;
    for (z = 0; z < nz; z++)
        for (y = 0; y < ny; y++)
            for (x = 0; x < nx; x++) {
                s += u[AT(z, y, x)] * (1 + (x + 3 * y + z) % 7);
                r += v[AT(z, y, x)] * (1 + (2 * x + y + 5 * z) % 5);
            }
    printf("checksum %.15e\nchecksum %.15e\n", s, r);
    return 0;
}
"#;

#[test]
fn arrays_that_differ_outside_the_space_fuse_with_each_steps_boundary() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("tb-bound");
    let two_d = tmp.path().join("boundaries.c");
    std::fs::write(&two_d, DIFFERENT_BOUNDARIES).expect("write");
    let three_d = tmp.path().join("boundaries3d.c");
    std::fs::write(&three_d, DIFFERENT_BOUNDARIES_3D).expect("write");
    let same = |t: &str| t.to_string();
    // A planted bug: (what to replace, by what), and how many runs it must spoil at least.
    type Edit = (&'static str, &'static str);
    /// Program, schedule (and flags), size, tag, planted bug.
    type Run<'a> = (&'a Path, Vec<&'a str>, &'a str, &'a str, Option<Edit>);
    let runs: Vec<Run> = vec![
        (&two_d, vec!["16,5"], "13", "b2", None),
        (&three_d, vec!["16,8,3,2"], "9", "b3", None),
        // Blocks clear of the tiled edges (larger sizes).
        (&two_d, vec!["16,5"], "37", "b2-wide", None),
        (&three_d, vec!["16,8,3,2"], "23", "b3-wide", None),
        // An even time block: the kernel for two boundaries takes one step less (odd).
        (
            &two_d,
            vec!["16,5", "--time-block", "4"],
            "37",
            "b2-even",
            None,
        ),
        // Warp rows of two columns per lane (shuffles), and plane sums.
        (&three_d, vec!["64,8,3,2"], "9", "b3w", None),
        (
            &three_d,
            vec!["16,8,3,2", "--tb-form", "sums"],
            "9",
            "b3s",
            None,
        ),
        // Without the check's answer, the plain kernel keeps the input's boundary.
        (
            &two_d,
            vec!["16,5"],
            "13",
            "b2-nocheck",
            Some(("mint_two = mint_differ;", "mint_two = 0; mint_fused = 1;")),
        ),
        // Launches of even lengths: a launch's input then holds the other level's boundary.
        (
            &two_d,
            vec!["16,5"],
            "13",
            "b2-lengths",
            Some(("mint_two ? 1 + 2 * (", "0 ? 1 + 2 * (")),
        ),
        // Stage 1 keeps its input's value outside the space instead of the output's.
        (
            &two_d,
            vec!["16,5"],
            "13",
            "b2-stage1",
            Some((
                "mint_sext) ? *(mint_op0 + ",
                "mint_sext) ? mint_c + 0 * *(mint_op0 + ",
            )),
        ),
        // Stages from 2 on keep their input's value outside the space instead of stage `s - 2`'s
        // (the plane-sum plan made again with windows, wider blocks).
        (
            &two_d,
            vec!["16,5"],
            "37",
            "b2-stages",
            Some((
                "<= mint_nsteps) ? mint_w[",
                "<= mint_nsteps) ? mint_c + 0 * mint_w[",
            )),
        ),
        (
            &three_d,
            vec!["16,8,3,2", "--tb-form", "sums"],
            "9",
            "b3s-stages",
            Some((
                "<= mint_nsteps) ? mint_w[",
                "<= mint_nsteps) ? mint_c + 0 * mint_w[",
            )),
        ),
    ];
    let bad: Vec<String> = par_map(&runs, workers(), |(file, sched, n, tag, bug)| {
        // `--time-block 3` unless the run names its own.
        let mut flags = vec!["--tb-schedule"];
        flags.extend(sched.iter().copied());
        if !sched.contains(&"--time-block") {
            flags.extend(["--time-block", "3"]);
        }
        let edit = |t: &str| match bug {
            Some((from, to)) => {
                assert!(t.contains(from), "{tag}: `{from}` is not in the program");
                t.replace(from, to)
            }
            None => same(t),
        };
        let found = mismatches(file, &BOTH_PARITIES, &flags, n, tag, &edit, false);
        match bug {
            None => found,
            Some(_) if found.len() >= 2 => Vec::new(),
            Some(_) => vec![format!(
                "{tag}: the planted bug went unnoticed ({} runs differ): {}",
                found.len(),
                found.join("\n")
            )],
        }
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// A copy-back loop (the textbook Jacobi: `w = f(u)`, then `u = w` over the same points) whose
/// second array starts as zeros (`calloc`) while the first has a boundary of its own: every C
/// step reads `u`'s boundary, never `w`'s, so the fused launches must not alternate the two.
const COPY_BACK_ZERO_SECOND: &str = r#"#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((j) * nx + (i))

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 64, steps = argc > 2 ? atoi(argv[2]) : 7;
    int nx = n + 2, ny = n + 5, it, i, j;
    const float alpha = 0.1f;
    float *u = (float *)calloc(nx * ny, sizeof(float));
    float *w = (float *)calloc(nx * ny, sizeof(float));
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            u[IDX(i, j)] = (float)((i * i + 3 * j) % 23) / 23.0f;
#pragma mint copy(u, toDevice, nx, ny)
#pragma mint copy(w, toDevice, nx, ny)
#pragma mint parallel
    {
        for (it = 0; it < steps; it++) {
#pragma mint for nest(all) tile(16, 4)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++) {
                    float lap = u[IDX(i - 1, j)] + u[IDX(i + 1, j)] + u[IDX(i, j - 1)] + u[IDX(i, j + 1)];
                    lap -= 4.0f * u[IDX(i, j)];
                    w[IDX(i, j)] = u[IDX(i, j)] + alpha * lap;
                }
#pragma mint for nest(all) tile(16, 4)
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    u[IDX(i, j)] = w[IDX(i, j)];
        }
    }
#pragma mint copy(u, fromDevice, nx, ny)
#pragma mint copy(w, fromDevice, nx, ny)
    double s = 0, r = 0;
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++) {
            s += u[IDX(i, j)] * (1 + (i + j) % 3);
            r += w[IDX(i, j)] * (1 + (2 * i + j) % 5);
        }
    printf("checksum %.9e\nchecksum %.9e\n", s, r);
    return 0;
}
"#;

#[test]
fn copy_back_loops_whose_arrays_differ_outside_the_space_stay_fused() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("tb-copyback");
    let file = tmp.path().join("copyback.c");
    std::fs::write(&file, COPY_BACK_ZERO_SECOND).expect("write");
    let flags = ["--time-block", "3", "--tb-schedule", "16,5"];
    let bad = mismatches(&file, &STEPS, &flags, "13", "cb", &|t| t.to_string(), false);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Alternating the buffers (as loops with a swap do) reads `w`'s zeros as the boundary.
    let alternate = |t: &str| {
        assert!(t.contains("const int mint_each = !mint_fused;"));
        t.replace(
            "const int mint_each = !mint_fused;",
            "const int mint_each = 0;",
        )
    };
    let bad = mismatches(&file, &STEPS, &flags, "13", "cb-bug", &alternate, false);
    assert!(
        bad.len() >= 3,
        "alternating the buffers went unnoticed: {}",
        bad.join("\n")
    );
}

/// Clamped neighbours fuse over ghost cells (`mint_opt::clamp_ghosts`): the kernels read plain
/// neighbours, and each part of the ghosts matters: without the replica's clamped coordinates
/// (along x, along y) or the streamed dimension's ghost planes (first, last), the programs print
/// other numbers; so do 2-D blocks at the edges run as interior ones.
#[test]
fn clamped_neighbours_fuse_over_ghost_cells() {
    if !have_cxx() {
        return;
    }
    let thermal = root().join("tests/realstyle/thermal3d_flat.c");
    let diffuse = root().join("tests/realstyle/diffuse2d_clamp_locals.c");
    let t_flags = ["--time-block", "3", "--tb-schedule", "16,8,3,2"];
    let d_flags = ["--time-block", "3", "--tb-schedule", "16,5"];
    // Replace the value of every line that declares `name` (and any digits after it) by `to`
    // (with the digits), asserting there is one.
    fn redeclare(t: &str, name: &str, to: &str) -> String {
        let mut n = 0;
        let out: Vec<String> = t
            .lines()
            .map(|l| {
                let Some(rest) = l.trim_start().strip_prefix(&format!("const int {name}")) else {
                    return l.to_string();
                };
                let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
                if !rest[digits.len()..].starts_with(" = ") {
                    return l.to_string();
                }
                n += 1;
                format!("const int {name}{digits} = {to}{digits};")
            })
            .collect();
        assert!(n > 0, "no `{name}` declared");
        out.join("\n") + "\n"
    }
    let ghosted = |t: &str| {
        assert!(
            t.contains("ghost cells for clamped neighbours"),
            "no ghost cells"
        );
        t.to_string()
    };
    let x_replica = |t: &str| redeclare(&ghosted(t), "mint_kx", "mint_gx + 0 * ");
    let y_replica = |t: &str| redeclare(&ghosted(t), "mint_ky", "mint_gy");
    let first_plane = |t: &str| {
        let t = ghosted(t);
        let fix = "== mint_slo) {";
        assert!(t.contains(fix));
        t.replace(fix, "== -1000000) {")
    };
    let last_plane = |t: &str| {
        let t = ghosted(t);
        let fix = ">= mint_slo + (int)mint_scnt) {";
        assert!(t.contains(fix));
        t.replace(fix, ">= 1000000) {")
    };
    // 2-D: the blocks clear of the edges run the plain nest's code (`mint_tb_1_inner`), the
    // others the ghosted code (`mint_tb_1_edge`). The ghosted code everywhere computes the same;
    // the plain code everywhere does not.
    let dispatch = |t: &str, to: &str| {
        let lines: Vec<&str> = t.lines().collect();
        let at = lines
            .windows(2)
            .position(|w| {
                w[0].trim_start().starts_with("if (") && w[1].contains("mint_tb_1_inner(")
            })
            .expect("a dispatch to the interior blocks' code");
        let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
        out[at] = format!("    if ({to})");
        out.join("\n") + "\n"
    };
    let inner_everywhere = |t: &str| dispatch(&ghosted(t), "1");
    let edge_everywhere = |t: &str| dispatch(&ghosted(t), "0");
    // 3-D at 32x8 tiles with 4 rows and bT 3 (a plain part of 4 points, held to 128 registers):
    // a dispatch too, whose parts make the ghost planes only in the first and last loops of
    // trips. Without the first loop, or with the middle loop running to the end, the ghost
    // planes are missing.
    let t3_flags = ["--time-block", "3", "--tb-schedule", "32,8,5,4"];
    let peel_head = |t: &str| {
        let t = ghosted(t);
        let fix = "; mint_i < mint_iend && mint_i <= mint_slo + ";
        assert!(t.contains(fix), "no first loop of trips");
        t.replace(
            fix,
            "; mint_i < mint_iend && mint_i <= mint_slo - 1000000 + ",
        )
    };
    let peel_tail = |t: &str| {
        let t = ghosted(t);
        let fix = "; mint_i < mint_iend && !(";
        assert!(t.contains(fix), "no middle loop of trips");
        t.replace(fix, "; mint_i < mint_iend && (1 || ")
    };
    // The dispatch as written.
    let with_dispatch = |t: &str| {
        assert!(t.contains("mint_tb_1_inner("), "no dispatch");
        ghosted(t)
    };
    // The correct kernels are ghosted (their results: the test above).
    type Edit<'a> = &'a dyn Fn(&str) -> String;
    let cases: Vec<(&str, &Path, &[&str], &str, Edit)> = vec![
        ("ghost-x", &thermal, &t_flags, "23", &x_replica),
        ("ghost-y", &thermal, &t_flags, "23", &y_replica),
        ("ghost-z-first", &thermal, &t_flags, "23", &first_plane),
        ("ghost-z-last", &thermal, &t_flags, "23", &last_plane),
        ("ghost-2d-first", &diffuse, &d_flags, "23", &first_plane),
        ("ghost-2d-last", &diffuse, &d_flags, "23", &last_plane),
        ("ghost-2d-ok", &diffuse, &d_flags, "23", &ghosted),
        (
            "ghost-2d-inner-everywhere",
            &diffuse,
            &d_flags,
            "23",
            &inner_everywhere,
        ),
        (
            "ghost-2d-edge-everywhere-ok",
            &diffuse,
            &d_flags,
            "23",
            &edge_everywhere,
        ),
        ("ghost-3d-ok", &thermal, &t3_flags, "56", &with_dispatch),
        (
            "ghost-3d-inner-everywhere",
            &thermal,
            &t3_flags,
            "56",
            &inner_everywhere,
        ),
        ("ghost-3d-peel-head", &thermal, &t3_flags, "56", &peel_head),
        ("ghost-3d-peel-tail", &thermal, &t3_flags, "56", &peel_tail),
    ];
    for (what, file, flags, n, edit) in cases {
        let bad = mismatches(file, &["3", "4"], flags, n, what, edit, false);
        if what.ends_with("-ok") {
            assert!(bad.is_empty(), "{}", bad.join("\n"));
        } else {
            assert!(!bad.is_empty(), "{what}: the planted bug went unnoticed");
        }
    }
}

#[test]
fn planted_bugs_in_the_flush_are_caught() {
    if !have_cxx() {
        return;
    }
    let file = root().join("kernels/heat3d_polybench.c");
    let flags = ["--time-block", "3", "--tb-schedule", "16,8,3,2"];
    let parity = |t: &str| {
        let fix = "if ((mint_before - mint_launches) % 2 != 0)";
        assert!(t.contains(fix));
        t.replace(fix, "if (0)")
    };
    let last_step = |t: &str| {
        let one = "mint_i == mint_launches ? 1 :";
        assert!(t.contains(one));
        t.replace(one, "mint_i == mint_launches ? 2 :")
    };
    type Edit = fn(&str) -> String;
    let edits: [(&str, Edit); 2] = [("parity", parity), ("last-step", last_step)];
    for (what, edit) in edits {
        let bad = mismatches(&file, &STEPS, &flags, "9", what, &edit, false);
        assert!(!bad.is_empty(), "{what}: the planted bug went unnoticed");
    }
}

/// A residual checked now and then between the steps (`if (it % check == 0) { nest with a max
/// reduction; printf; if (res < tol) break; }`, `tests/corpus/poisson2d_check_every.c`): the
/// steps stay fused, the pending ones flushed before the residual's launch; the program prints
/// what gcc's build prints (each residual line, the early exit at iteration 35 of 40); without
/// that flush the residuals are of older states.
#[test]
fn residuals_checked_between_fused_steps_see_every_step() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/corpus/poisson2d_check_every.c");
    let steps: &[&str] = &["1", "4", "5", "7", "12", "40"];
    let cases: Vec<Vec<&str>> = vec![
        vec!["--time-block", "3", "--tb-schedule", "16,5"],
        vec![
            "--time-block",
            "2",
            "--tb-schedule",
            "16,5",
            "--host",
            "cuda",
        ],
        vec!["-O1"],
    ];
    let failures: Vec<String> = par_map(&cases, workers(), |flags| {
        let tag = format!("check-every{}", flags.concat().replace(',', ""));
        mismatches(&file, steps, flags, "21", &tag, &|t| t.to_string(), false)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let no_flush = |t: &str| without_flush_before(t, "runs as mint_kernel_2");
    let flags = [
        "--time-block",
        "3",
        "--tb-schedule",
        "16,5",
        "--host",
        "cuda",
    ];
    let bad = mismatches(
        &file,
        &["12"],
        &flags,
        "21",
        "check-every-stale",
        &no_flush,
        false,
    );
    assert!(!bad.is_empty(), "the planted bug went unnoticed");
}

/// Periodic output between fused steps (`tests/corpus/heat2d_output_every.c`: under `if (step
/// % every == 0)`, `copy(u, fromDevice)`, a function of the file printing statistics of `u`, a
/// host loop over a row): the pending steps are flushed before the copy; the program prints what
/// gcc's build prints at every level and fused, and without that flush it prints stale states.
#[test]
fn periodic_output_between_fused_steps_sees_every_step() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/corpus/heat2d_output_every.c");
    let steps: &[&str] = &["1", "9", "10", "23", "40"];
    let cases: Vec<Vec<&str>> = vec![
        vec!["--time-block", "3", "--tb-schedule", "16,5"],
        vec![
            "--time-block",
            "4",
            "--tb-schedule",
            "16,5",
            "--host",
            "cuda",
        ],
        vec!["-O0"],
        vec!["-O3"],
    ];
    let failures: Vec<String> = par_map(&cases, workers(), |flags| {
        let tag = format!("output-every{}", flags.concat().replace(',', ""));
        mismatches(&file, steps, flags, "21", &tag, &|t| t.to_string(), false)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let no_flush = |t: &str| without_flush_before(t, "copy(u, fromDevice");
    let flags = [
        "--time-block",
        "3",
        "--tb-schedule",
        "16,5",
        "--host",
        "cuda",
    ];
    let bad = mismatches(
        &file,
        &["23"],
        &flags,
        "21",
        "output-every-stale",
        &no_flush,
        false,
    );
    assert!(!bad.is_empty(), "the planted bug went unnoticed");
    // The output at the top of the step, before its nest (the state of the steps before).
    let text = std::fs::read_to_string(&file).expect("read");
    let start = text
        .find("            if (step % every == 0) {")
        .expect("the output");
    let end = start
        + text[start..].find("\n            }\n").expect("its end")
        + "\n            }\n".len();
    let block = &text[start..end];
    let rest = format!("{}{}", &text[..start], &text[end..]);
    let nest = rest.find("#pragma mint for nest(all)").expect("the nest");
    let top = format!("{}{block}{}", &rest[..nest], &rest[nest..]);
    let dir = TempDir::new("output-top");
    let moved = dir.path().join("heat2d_output_top.c");
    std::fs::write(&moved, top).expect("write");
    let flags = ["--time-block", "3", "--tb-schedule", "16,5"];
    let bad = mismatches(
        &moved,
        steps,
        &flags,
        "21",
        "output-top",
        &|t| t.to_string(),
        false,
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Coefficients of lower rank that do not move along the streamed dimension (`damp[x]`,
/// `q[y][x]` of `tests/corpus/layered3d_profiles.c`) are loaded once per point before the fused
/// kernel's loop (`mint_pj<i>`); the program prints what gcc's build prints (the fused case list
/// above), and a map held at another row's value (the second row taking the first's) changes it.
#[test]
fn held_coefficients_are_each_points_own() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/corpus/layered3d_profiles.c");
    let flags = ["--time-block", "3", "--tb-schedule", "16,8,3,2"];
    let other_row = |t: &str| {
        let load = "mint_pj1[1] = q[";
        assert!(t.contains(load), "the map is held");
        t.replace(load, "mint_pj1[1] = mint_pj1[0] + 0 * q[")
    };
    let bad = mismatches(&file, &["3"], &flags, "13", "held-row", &other_row, false);
    assert!(!bad.is_empty(), "the planted bug went unnoticed");
}

/// A pointer swap through a helper function (`swap_ptr(&u, &v)` in the `single`) swaps the
/// device arrays too, at every level: the whole program prints what gcc's build prints (before,
/// the device kept its arrays and the program printed its initial state, silently). So does a
/// rotation of three levels by a helper, plain and fused.
#[test]
fn swap_helpers_swap_the_device_arrays_at_every_level() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/realstyle/heat3d_swap_helper.c");
    let levels = ["-O0", "-O1", "-O3"];
    let failures: Vec<String> = par_map(&levels, workers(), |level| {
        mismatches(
            &file,
            &["1", "2", "5"],
            &[level],
            "11",
            &format!("swap_helper{level}"),
            &|t| t.to_string(),
            false,
        )
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Three levels rotated by a helper (`rotate(&prev, &cur, &next)`), written from the wave
    // program: plain and fused (every residue of the steps mod 3).
    let wave = std::fs::read_to_string(root().join("tests/realstyle/wave3d_levels.c"))
        .expect("wave3d_levels.c");
    let rotation = "            {\n                tmp = prev;\n                prev = cur;\n                cur = next;\n                next = tmp;\n            }";
    assert!(
        wave.contains(rotation),
        "the wave program's rotation changed"
    );
    let helper = "static void rotate(real **p, real **c, real **n)\n{\n    real *t = *p;\n    *p = *c;\n    *c = *n;\n    *n = t;\n}\n\nint main";
    let src = wave
        .replacen(rotation, "            rotate(&prev, &cur, &next);", 1)
        .replacen("int main", helper, 1);
    let tmp = TempDir::new("rotate-helper");
    let file = tmp.path().join("wave3d_rotate_helper.c");
    std::fs::write(&file, src).expect("write the program");
    let mut bad = mismatches(
        &file,
        &["1", "2", "5"],
        &[],
        "11",
        "rot_plain",
        &|t| t.to_string(),
        false,
    );
    bad.extend(mismatches(
        &file,
        &["1", "2", "3", "4", "5", "7"],
        &["--time-block", "3", "--tb-schedule", "16,8,3,2"],
        "13",
        "rot_fused",
        &|t| t.to_string(),
        false,
    ));
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Parity arrays without `--time-block`, at every level: the 2-D array of planes with a flag,
/// and the rank-4 `A[2][N][N][N]` held as one 3-D array on the device.
#[test]
fn parity_arrays_run_as_in_c_at_every_level() {
    if !have_cxx() {
        return;
    }
    let failures = at_levels(
        &[
            ("tests/realstyle/star3d_parity.c", "13"),
            ("tests/realstyle/jacobi2d_flip.c", "23"),
            // every interior plane of a level: -O2 and -O3 read planes ahead up to the end of
            // the last level (their z guards stop at the level's planes)
            ("tests/corpus/jacobi3d_levels_global.c", "1"),
        ],
        &["-O0", "-O1", "-O2", "-O3"],
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each program of `programs` (path under the root, size) built at each of `levels` and run for
/// 1, 2 and 5 steps: the mismatches with gcc's build.
fn at_levels(programs: &[(&str, &str)], levels: &[&str]) -> Vec<String> {
    let cases: Vec<(PathBuf, &str, &str)> = levels
        .iter()
        .flat_map(|o| programs.iter().map(move |(f, n)| (root().join(f), *o, *n)))
        .collect();
    par_map(&cases, workers(), |(file, level, n)| {
        let tag = format!("{}{level}", common::stem(file));
        mismatches(
            file,
            &["1", "2", "5"],
            &[level],
            n,
            &tag,
            &|t| t.to_string(),
            false,
        )
    })
    .into_iter()
    .flatten()
    .collect()
}

/// Host code in the region that reads elements (`tests/realstyle/heat2d_monitor.c`: a probe
/// point printed from the swap's `single`, a flat array's element tested to leave the loop):
/// read from the GPU, at every level, what gcc's build prints (the break taken or not); with
/// `--time-block` the loop runs single steps (it says why).
#[test]
fn host_reads_of_elements_come_from_the_gpu() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/realstyle/heat2d_monitor.c");
    let cases: Vec<&str> = vec!["-O0", "-O1", "-O3"];
    let mut bad: Vec<String> = par_map(&cases, workers(), |level| {
        mismatches(
            &file,
            &["4", "40"],
            &[level],
            "21",
            &format!("monitor{level}"),
            &|t| t.to_string(),
            false,
        )
    })
    .into_iter()
    .flatten()
    .collect();
    let tmp = TempDir::new("monitor-tb");
    let out = tmp.path().join("m.cu");
    let (code, _, err) = common::mint(&[
        "translate",
        file.to_str().unwrap(),
        "--time-block",
        "3",
        "-o",
        out.to_str().unwrap(),
    ]);
    if code != Some(0) || !err.contains("host code reads `u` every step (`u[n / 2][1]`)") {
        bad.push(format!("--time-block: {code:?} {err}"));
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Pointers that pick the step's buffers (`tests/realstyle/heat2d_select.c`,
/// `heat3d_c89_select.c`, [`mint_analyzer::aliases`]) run as in C at every level, in both
/// layouts; launching on the first array an alias is set from, whatever it holds, changes what
/// the programs print; an alias that holds no array on the GPU stops the program, naming it.
#[test]
fn aliases_run_as_in_c_at_every_level() {
    if !have_cxx() {
        return;
    }
    let files = [
        (root().join("tests/realstyle/heat2d_select.c"), "23"),
        (root().join("tests/realstyle/heat3d_c89_select.c"), "11"),
    ];
    let cases: Vec<(PathBuf, &str, &str, bool)> = ["-O0", "-O1", "-O2", "-O3"]
        .iter()
        .flat_map(|o| {
            files
                .iter()
                .flat_map(move |(f, n)| [(f.clone(), *o, *n, false), (f.clone(), *o, *n, true)])
        })
        .collect();
    let failures: Vec<String> = par_map(&cases, workers(), |(file, level, n, one)| {
        let tag = format!(
            "{}{level}{}",
            common::stem(file),
            if *one { "c" } else { "" }
        );
        let mut flags = vec![*level];
        if *one {
            flags.extend(["--host", "cuda"]);
        }
        mismatches(
            file,
            &["1", "2", "5"],
            &flags,
            n,
            &tag,
            &|t| t.to_string(),
            false,
        )
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The resolution planted away: every alias takes its first source.
    for (file, n) in &files {
        let first_only = |t: &str| {
            let mut out = String::new();
            let mut rest = t;
            let mut planted = 0;
            while let Some(at) = rest.find("(const void *)") {
                // `(const void *)p == (const void *)a ? mint_d_a : ` -> `1 ? mint_d_a : `
                let (head, tail) = rest.split_at(at);
                out.push_str(head);
                match tail.find(" ? ") {
                    Some(q) if tail[..q].contains(" == ") => {
                        out.push_str(if planted % 2 == 0 { "1" } else { "0" });
                        planted += 1;
                        rest = &tail[q..];
                    }
                    _ => {
                        out.push_str("(const void *)");
                        rest = &tail["(const void *)".len()..];
                    }
                }
            }
            out.push_str(rest);
            assert!(planted >= 2, "no alias resolution in the generated program");
            out
        };
        let tag = format!("{}-bug", common::stem(file));
        let bad = mismatches(
            file,
            &["2", "5"],
            &["-O1", "--host", "cuda"],
            n,
            &tag,
            &first_only,
            false,
        );
        assert!(
            bad.len() == 2,
            "{}: launching on the first source went unnoticed ({} of 2 runs differ)",
            file.display(),
            bad.len()
        );
    }
    // An alias that holds none of its sources when the nest runs.
    let tmp = TempDir::new("alias-none");
    let src = std::fs::read_to_string(root().join("tests/realstyle/heat2d_select.c"))
        .expect("read")
        .replace(
            "double *out = (t % 2 == 0) ? b : a;",
            "double *out = (t % 2 == 0) ? b : a;\n            if (t == 1) out = (double *)malloc(sizeof(double));",
        );
    let file = tmp.path().join("stray.c");
    std::fs::write(&file, src).expect("write");
    let exe = build(&file, &["-O1"], tmp.path(), "stray", &|t| t.to_string()).expect("build");
    let (code, _, err) = run(&exe, &["9", "3"]);
    assert!(
        code != 0
            && err.contains(
                "`out` points to none of the arrays on the GPU that it is set from (b, a)"
            ),
        "exit {code}: {err}"
    );
    // Both aliases on one array: the step would run in place, a race on the GPU.
    let src = std::fs::read_to_string(root().join("tests/realstyle/heat2d_select.c"))
        .expect("read")
        .replace(
            "double *out = (t % 2 == 0) ? b : a;",
            "double *out = (t % 2 == 0) ? b : a;\n            if (t == 1) out = (double *)in;",
        );
    let file = tmp.path().join("inplace.c");
    std::fs::write(&file, src).expect("write");
    let exe = build(&file, &["-O1"], tmp.path(), "inplace", &|t| t.to_string()).expect("build");
    let (code, _, err) = run(&exe, &["9", "3"]);
    assert!(
        code != 0 && err.contains("`out` and `in` point to the same array when the nest runs"),
        "exit {code}: {err}"
    );
}

/// A parity loop's planes (`grid[1 - src]` from `grid[src]`): reading the plane the step
/// writes, or a plane offset by rows instead of planes, changes what the program prints.
#[test]
fn planted_bugs_in_parity_planes_are_caught() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/realstyle/jacobi2d_flip.c");
    let flags = ["--time-block", "3", "--tb-schedule", "16,5"];
    let swapped = |t: &str| {
        let (r, w) = ("(long)(src), 3, 1L);", "(long)(1 - src), 3, 1L);");
        assert!(t.contains(r) && t.contains(w));
        t.replace(r, "@@").replace(w, r).replace("@@", w)
    };
    let offset = |t: &str| {
        let fix = "v.ptr = (char *)a.ptr + (size_t)p * a.slice * a.elem;";
        assert!(t.contains(fix));
        t.replace(fix, "v.ptr = (char *)a.ptr + (size_t)p * a.pitch * a.elem;")
    };
    type Edit = fn(&str) -> String;
    let edits: [(&str, Edit); 2] = [("parity-swapped", swapped), ("parity-offset", offset)];
    for (what, edit) in edits {
        let bad = mismatches(&file, &STEPS, &flags, "23", what, &edit, false);
        assert!(!bad.is_empty(), "{what}: the planted bug went unnoticed");
    }
    // A copy-back loop whose flush leaves the other array behind, or copies one row short.
    let file = root().join("tests/realstyle/jacobi2d_copyback.c");
    let no_copy = |t: &str| {
        let call = "mint_tb_copy_1<<<";
        assert!(t.contains(call));
        t.replacen(call, "if (0) mint_tb_copy_1<<<", 1)
    };
    let short = |t: &str| {
        let fix = "mint_i < mint_n_y * mint_n_z;";
        assert!(t.contains(fix));
        t.replace(fix, "mint_i < mint_n_y * mint_n_z - 1;")
    };
    let edits: [(&str, Edit); 2] = [("copyback-none", no_copy), ("copyback-short", short)];
    for (what, edit) in edits {
        let bad = mismatches(&file, &STEPS, &flags, "23", what, &edit, false);
        assert!(!bad.is_empty(), "{what}: the planted bug went unnoticed");
    }
}

#[test]
fn loops_that_stay_single_sweep_get_a_note_and_bad_flags_an_error() {
    let tmp = TempDir::new("tb-cli");
    let out = tmp.path().join("j.cu");
    let file = root().join("kernels/jacobi2d_residual.c");
    let (f, o) = (file.to_str().unwrap(), out.to_str().unwrap());
    // The program is still written; the note points at the statement.
    let (code, _, err) = common::mint(&["translate", f, "--time-block", "3", "-o", o]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        err.contains("note: --time-block: the time loop at line 46 stays one step per launch: line 53: the nest has a reduction (`sum`): the host reads its value after every step"),
        "{err}"
    );
    assert!(err.contains("jacobi2d_residual.c:53:1"), "{err}");
    assert!(err.contains("this prevents temporal blocking"), "{err}");
    let host = std::fs::read_to_string(out.with_extension("host.c")).expect("host file");
    assert!(!host.contains("mint_tb_"), "nothing is fused");
    let heat = root().join("kernels/heat3d_7pt.c");
    let h = heat.to_str().unwrap();
    for (args, want) in [
        (
            vec!["--time-block", "3", "--target", "openmp"],
            "it does not combine with --target openmp",
        ),
        (
            vec!["--time-block", "3", "--tb-schedule", "32,x"],
            "--tb-schedule `32,x`: expected TX,TY,CHUNK,ROWS (3-D) or TX,CHUNK (2-D)",
        ),
        (vec!["--time-block", "0"], "0 is not in 1..=64"),
    ] {
        let mut a = vec!["translate", h, "-o", o];
        a.extend(args.iter().copied());
        let (code, _, err) = common::mint(&a);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
    // A schedule of the wrong dimension: the loop stays single-sweep, with the reason.
    let (code, _, err) = common::mint(&[
        "translate",
        h,
        "-o",
        o,
        "--time-block",
        "3",
        "--tb-schedule",
        "32,8",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        err.contains("the nest cannot run fused: --tb-schedule gives 2 values; a 3-D nest takes TX,TY,CHUNK,ROWS"),
        "{err}"
    );
}

/// `memcpy` of a whole array over another in a `single` (`mint_analyzer::device_copies`), and a
/// nest that copies every element (`jacobi2d_flatcopy.c`, `heat3d_flatcopy.c`: a loop over the
/// flat index, made a nest by `mint_analyzer::pointwise_loops`), run on the GPU at every level
/// and fuse (`Form::CopyWhole`): the scratch arrays of the 2-D programs come from `calloc`, so
/// their zero edges become the solution's after the first sweep; running that first step with
/// the rest (no first step alone and copied whole) prints other numbers, and so does dropping
/// the copy at the single-sweep levels.
#[test]
fn whole_array_copies_run_on_the_gpu_and_fuse() {
    if !have_cxx() {
        return;
    }
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = [
        ("tests/realstyle/jacobi2d_memcpy.c", "29", "16,4"),
        ("tests/realstyle/heat3d_memcpy.c", "13", "16,8,4,2"),
        ("tests/realstyle/jacobi2d_flatcopy.c", "29", "16,4"),
        ("tests/realstyle/heat3d_flatcopy.c", "13", "16,8,4,2"),
    ]
    .iter()
    .flat_map(|(f, n, sched)| {
        let file = root().join(f);
        let mut v: Vec<(PathBuf, Vec<&str>, &str)> = ["-O0", "-O1", "-O3"]
            .iter()
            .map(|o| (file.clone(), vec![*o], *n))
            .collect();
        v.push((
            file,
            vec!["-O2", "--time-block", "3", "--tb-schedule", sched],
            *n,
        ));
        v
    })
    .collect();
    let failures: Vec<String> = par_map(&cases, workers(), |(file, flags, n)| {
        let tag = format!("{}{}", common::stem(file), flags[0]);
        mismatches(file, &STEPS, flags, n, &tag, &|t| t.to_string(), false)
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let file = root().join("tests/realstyle/jacobi2d_memcpy.c");
    // `mint analyze` lists the copy.
    let (code, out, _) = common::mint(&["analyze", file.to_str().expect("utf-8 path")]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("copy at line 42: scratch over sol, whole, on the GPU"),
        "{out}"
    );
    // The first step fused with the others: every step reads the solution's own edges.
    let together = |t: &str| {
        let first = t.replace(".whole) {", ".whole && 0) {");
        assert_ne!(first, t, "the step function runs the first step alone");
        first
    };
    let flags = ["--time-block", "3", "--tb-schedule", "16,4"];
    for (f, tag) in [
        (file.clone(), "wc-bug"),
        (
            root().join("tests/realstyle/jacobi2d_flatcopy.c"),
            "wc-bug-nest",
        ),
    ] {
        let bad = mismatches(&f, &STEPS, &flags, "29", tag, &together, false);
        assert!(
            bad.len() >= 3,
            "{tag}: fusing the first step went unnoticed: {}",
            bad.join("\n")
        );
    }
    // The copy dropped: the scratch array's edges never reach the solution.
    let dropped = |t: &str| {
        let d = t.replace("if (dst->ptr == src->ptr)", "if (1)");
        assert_ne!(d, t, "the copy is in the runtime");
        d
    };
    let bad = mismatches(&file, &STEPS, &["-O1"], "29", "wc-drop", &dropped, false);
    assert_eq!(
        bad.len(),
        STEPS.len(),
        "dropping the copy went unnoticed: {}",
        bad.join("\n")
    );
    // A part of an array cannot be copied on the GPU (its rows may be padded): the program
    // stops at the copy, naming it, fused or not.
    let tmp = TempDir::new("wc-part");
    let part = tmp.path().join("part.c");
    let text = std::fs::read_to_string(&file).expect("read");
    std::fs::write(
        &part,
        text.replace(
            "memcpy(sol, scratch, bytes)",
            "memcpy(sol, scratch, bytes / 2)",
        ),
    )
    .expect("write");
    for flags in [
        vec!["-O1"],
        vec!["--time-block", "3", "--tb-schedule", "16,4"],
    ] {
        let exe = build(
            &part,
            &flags,
            tmp.path(),
            &format!("part{}", flags.len()),
            &|t| t.to_string(),
        )
        .expect("builds");
        let (code, _, err) = run(&exe, &["29", "4"]);
        assert!(
            code != 0 && err.contains("part.c:42: memcpy of 3364 bytes from scratch to sol: on the GPU mint copies whole arrays only (6728 bytes)"),
            "{flags:?}: exit {code}: {err}"
        );
    }
}

/// Red-black sweeps whose inner loop starts on the colour and steps by two
/// (`mint_analyzer::colour_loops`: made rectangular with a colour guard) print what gcc prints
/// at every level.
#[test]
fn colour_loops_run_as_in_c_at_every_level() {
    if !have_cxx() {
        return;
    }
    let failures = at_levels(
        &[
            ("tests/corpus/gs2d_redblack_stride.c", "23"),
            ("tests/corpus/sor3d_colour_stride.c", "11"),
        ],
        &["-O0", "-O1", "-O3"],
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A whole-copy loop run twice: one step, then the scratch array's edges changed on the host and
/// copied in again, then `t` steps. The second run must start with a step alone again (the
/// arrays differ outside the space once more), whatever the first run left in the loop's state.
const WHOLE_COPY_TWICE: &str = r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 13, steps = argc > 2 ? atoi(argv[2]) : 3;
    size_t bytes = sizeof(double) * n * n;
    double *u = malloc(bytes), *w = calloc((size_t)n * n, sizeof(double));
    for (int k = 0; k < n * n; k++)
        u[k] = (k % n == 0) ? 1.0 : 0.01 * (k % 7);
    for (int run = 0; run < 2; run++) {
        int count = run == 0 ? 1 : steps;
        if (run == 1)
            for (int k = 0; k < n; k++)
                w[k * n] = 0.5;
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(w, toDevice, n, n)
#pragma mint parallel
        {
            for (int t = 0; t < count; t++) {
#pragma mint for nest(all) tile(16, 4)
                for (int i = 1; i < n - 1; i++)
                    for (int j = 1; j < n - 1; j++)
                        w[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);
#pragma mint single
                memcpy(u, w, bytes);
            }
        }
#pragma mint copy(u, fromDevice, n, n)
#pragma mint copy(w, fromDevice, n, n)
    }
    double s = 0;
    for (int k = 0; k < n * n; k++)
        s += u[k] * (1 + k % 5) + w[k];
    printf("checksum %.15e\n", s);
    return 0;
}
"#;

#[test]
fn a_whole_copy_loop_run_again_starts_with_a_step_alone() {
    if !have_cxx() {
        return;
    }
    let tmp = TempDir::new("tb-whole-twice");
    let file = tmp.path().join("twice.c");
    std::fs::write(&file, WHOLE_COPY_TWICE).expect("write");
    let flags = ["--time-block", "3", "--tb-schedule", "16,4"];
    let bad = mismatches(&file, &STEPS, &flags, "13", "wt", &|t| t.to_string(), false);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Keeping the first run's state across the loop's end prints other numbers.
    let kept = |t: &str| {
        let k = t.replace(".whole = 0;", ".whole = mint_k == 0 ? 1 : 0;");
        assert_ne!(k, t);
        k
    };
    let bad = mismatches(&file, &STEPS, &flags, "13", "wt-bug", &kept, false);
    assert!(!bad.is_empty(), "a stale whole flag went unnoticed");
}

/// `--timing` on one GPU: `MINT_TIMING=loop` times the loop (an event after the first launch
/// and after the last, nothing synchronised in between) as the multi-GPU runtime does, the
/// default and `launch` time each launch; the output is the program's either way; a fused
/// loop is timed per flush (one here, which loop timing says is too few); anything else is
/// refused.
#[test]
fn single_gpu_timing_per_launch_and_per_loop() {
    if !have_cxx() {
        return;
    }
    let f = root().join("kernels/heat2d_5pt.c");
    let tmp = TempDir::new("timing-loop");
    let cpu = gcc_build(&f, tmp.path(), "t");
    let args = ["21", "7"];
    let want = gcc_output(&cpu, &args);
    // A fused loop is one timer entry per flush (7 steps: one flush of three launches), so loop
    // timing says it needs two.
    for (flags, kernel, launches) in [
        (&["--timing"][..], "mint_kernel_1", "launches=7"),
        (
            &["--timing", "--time-block", "3", "--tb-schedule", "16,5"][..],
            "mint_tb_1",
            "launches=1",
        ),
    ] {
        let tag = format!("timing{}", flags.len());
        let exe = build(&f, flags, tmp.path(), &tag, &|t| t.to_string()).expect("build");
        for (mode, key) in [
            ("", "median_ms="),
            ("launch", "median_ms="),
            ("loop", "loop_ms="),
        ] {
            let o = Command::new(&exe)
                .args(args)
                .env("MINT_TIMING", mode)
                .env("MINT_EMU_THREADED", "1")
                .env("ASAN_OPTIONS", "detect_leaks=0")
                .output()
                .expect("run");
            let (out, err) = (
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr),
            );
            assert!(
                o.status.success() && same_output(&out, &want, 1e-12),
                "{flags:?} MINT_TIMING={mode}: {err}\n{out}"
            );
            let line = err
                .lines()
                .find(|l| l.starts_with(&format!("mint-timing kernel={kernel}")))
                .unwrap_or_else(|| panic!("{flags:?} MINT_TIMING={mode}: no timing line:\n{err}"));
            let key = if launches == "launches=1" && mode == "loop" {
                "MINT_TIMING=loop needs two launches or more"
            } else {
                key
            };
            assert!(line.contains(key) && line.contains(launches), "{line}");
        }
        let o = Command::new(&exe)
            .args(args)
            .env("MINT_TIMING", "often")
            .output()
            .expect("run");
        assert_eq!(o.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&o.stderr)
            .contains("MINT_TIMING=often: give launch (the default) or loop"));
    }
}

/// A point source injected by host code every step (`pcur[sy * n + sx] += wavelet[t];` in a
/// `single`, `pcur` an alias of three rotated levels; `tests/corpus/wave2d_point_source.c`): the
/// element is read from the GPU, updated and written back; the program prints what gcc's build
/// prints at every level, in both layouts, and under `--time-block` (the pending steps flushed
/// before each write); so does the source injected only in the first steps (`if (t < 5)`), whose
/// later steps fuse. Without the flush before the write the source lands in a stale level.
#[test]
fn point_sources_set_by_host_code_reach_the_gpu() {
    if !have_cxx() {
        return;
    }
    let file = root().join("tests/corpus/wave2d_point_source.c");
    let text = std::fs::read_to_string(&file).expect("read");
    let inject = "#pragma mint single\n            pcur[sy * n + sx] += wavelet[t];\n";
    assert!(text.contains(inject), "the injection");
    let dir = TempDir::new("point-source-early");
    let early = dir.path().join("wave2d_source_early.c");
    std::fs::write(
        &early,
        text.replace(inject, &format!("if (t < 5) {{\n{inject}}}\n")),
    )
    .expect("write");
    let tb: Vec<&str> = vec!["--time-block", "3", "--tb-schedule", "16,5"];
    let cases: Vec<(&Path, Vec<&str>)> = vec![
        (&file, vec!["-O0"]),
        (&file, vec!["-O1"]),
        (&file, vec!["-O3"]),
        (&file, vec!["-O1", "--host", "cuda"]),
        (&file, tb.clone()),
        (&early, tb.clone()),
        (&early, vec!["-O1"]),
    ];
    let failures: Vec<String> = par_map(&cases, workers(), |(f, flags)| {
        let tag = format!("{}{}", stem_of(f), flags.concat().replace(',', ""));
        mismatches(
            f,
            &["1", "4", "9"],
            flags,
            "21",
            &tag,
            &|t| t.to_string(),
            false,
        )
    })
    .into_iter()
    .flatten()
    .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let no_flush = |t: &str| without_flush_before(t, "mint_elem(");
    let flags = [
        "--time-block",
        "3",
        "--tb-schedule",
        "16,5",
        "--host",
        "cuda",
    ];
    let bad = mismatches(
        &file,
        &["9"],
        &flags,
        "21",
        "point-source-stale",
        &no_flush,
        false,
    );
    assert!(!bad.is_empty(), "the planted bug went unnoticed");
}

/// `t` (a one-file program) without the call `mint_tb_flush_1(...);` that comes just before
/// `next` (on the following line, or later on its own line): a planted bug.
fn without_flush_before(t: &str, next: &str) -> String {
    let at = t
        .match_indices("mint_tb_flush_1(")
        .map(|(i, _)| i)
        .find(|&i| {
            let end = i + t[i..].find(';').map_or(0, |e| e + 1);
            t[end..].lines().take(2).any(|l| l.contains(next))
        })
        .unwrap_or_else(|| panic!("a flush before `{next}`"));
    let end = at + t[at..].find(';').expect("a call") + 1;
    format!("{}{}", &t[..at], &t[end..])
}

/// The file name of `p` without its extension.
fn stem_of(p: &Path) -> String {
    p.file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned())
}

/// Boundary nests after the step that copy walls from the layer inside them
/// (`mint_opt::boundary_nests`: `tests/corpus/heat3d_neumann.c`, and `heat2d_flat_neumann.c`
/// whose subscripts name the row length only in part) fuse: the fused kernel reads the walls
/// through clamps, the flush's first step runs as written and both buffers get their walls at
/// its end; and before the step (`diffuse2d_walls_first.c`, `heat3d_insulated_box.c` with six
/// walls: the input's walls, then the sweep):
/// the last two steps run as written; walls given values every step beside copied ones
/// (`heat2d_hot_wall.c`) are read as they are. Every step count, in both parities, with one block and
/// with many; both arrays of the 2-D programs printed. Planted bugs: the first step fused with
/// the rest (the initial walls are not the layer inside them), the walls of the step before the
/// state not copied, the last steps' walls not copied.
#[test]
fn boundary_nests_after_the_step_fuse_as_clamps() {
    if !have_cxx() {
        return;
    }
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = vec![
        (
            root().join("tests/corpus/heat3d_neumann.c"),
            vec!["--time-block", "3"],
            "13",
        ),
        (
            root().join("tests/corpus/heat3d_neumann.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,4,2"],
            "15",
        ),
        (
            root().join("tests/corpus/heat2d_flat_neumann.c"),
            vec!["--time-block", "3"],
            "29",
        ),
        (
            root().join("tests/corpus/heat2d_flat_neumann.c"),
            vec!["-O2", "--time-block", "4", "--tb-schedule", "16,5"],
            "31",
        ),
        (
            root().join("tests/corpus/diffuse2d_walls_first.c"),
            vec!["--time-block", "3"],
            "27",
        ),
        (
            root().join("tests/corpus/diffuse2d_walls_first.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,5"],
            "30",
        ),
        (
            root().join("tests/corpus/heat3d_insulated_box.c"),
            vec!["--time-block", "3", "--tb-schedule", "32,8,4,2"],
            "13",
        ),
        (
            root().join("tests/corpus/heat2d_hot_wall.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "29",
        ),
    ];
    let failures = case_failures(&cases, &BOTH_PARITIES);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    let file = root().join("tests/corpus/heat2d_flat_neumann.c");
    let flags = ["--time-block", "3", "--tb-schedule", "16,5"];
    // The first step fused with the others: it reads the walls through clamps.
    let fused_first = |t: &str| {
        let at = t
            .find("    /* the first step as written")
            .expect("the flush runs its first step as written");
        let end = at + t[at..].find("return;\n").expect("and returns after it") + 8;
        format!("{}{}", &t[..at], &t[end..])
    };
    let bad = mismatches(&file, &STEPS, &flags, "29", "bc-first", &fused_first, false);
    assert!(
        bad.len() >= 3,
        "fusing the first step went unnoticed: {}",
        bad.join("\n")
    );
    // The walls of the step before the state not copied at the flush's end.
    let no_other = |t: &str| {
        let at = t
            .find("/* the walls of the state and of the step before it")
            .expect("walls at the end");
        let (head, tail) = t.split_at(at);
        let e = head.to_string()
            + &tail
                .replace(
                    ", mint_y, mint_tb_args_1_2.n);",
                    ", mint_x, mint_tb_args_1_2.n);",
                )
                .replace(
                    ", mint_y, mint_tb_args_1_3.n);",
                    ", mint_x, mint_tb_args_1_3.n);",
                );
        assert_ne!(e, t, "the flush copies the walls of both buffers");
        e
    };
    let bad = mismatches(&file, &STEPS, &flags, "29", "bc-other", &no_other, false);
    assert!(
        bad.len() >= 3,
        "the other buffer's walls went unnoticed: {}",
        bad.join("\n")
    );
    // Walls copied before each step: the last two steps not copying their input's walls.
    let first = root().join("tests/corpus/diffuse2d_walls_first.c");
    let no_tail_walls = |t: &str| {
        let at = t
            .find("for (long mint_ti = 0;")
            .expect("the last steps as written");
        let (head, tail) = t.split_at(at);
        let e = head.to_string() + &tail.replacen("mint_tb_run_", "if (0) mint_tb_run_", 2);
        assert_ne!(e, t);
        e
    };
    let bad = mismatches(
        &first,
        &STEPS,
        &flags,
        "27",
        "bc-tail",
        &no_tail_walls,
        false,
    );
    assert!(
        bad.len() >= 3,
        "the last steps' walls went unnoticed: {}",
        bad.join("\n")
    );
}

#[test]
fn periodic_grids_fuse_over_wrapped_loads() {
    if !have_cxx() {
        return;
    }
    // Neighbours wrapped around the grid (`mint_opt::wrap_edges`): remainders in index locals
    // declared at the top of the function (C89, made the body's own), and conditional wraps in
    // body locals; one block and many, 33 points (fused) and 12 (fewer than the wraps were
    // proved for: single steps, with a note).
    let (d3, d2) = (
        root().join("tests/realstyle/heat3d_torus.c"),
        root().join("tests/realstyle/heat2d_periodic.c"),
    );
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = vec![
        (d3.clone(), vec!["--time-block", "3"], "33"),
        (
            d3.clone(),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "33",
        ),
        (d3.clone(), vec!["--time-block", "3"], "12"),
        (d2.clone(), vec!["--time-block", "3"], "33"),
        (
            d2.clone(),
            vec!["-O2", "--time-block", "4", "--tb-schedule", "16,5"],
            "35",
        ),
        (d2.clone(), vec!["--time-block", "2"], "12"),
        // Wrapped along x only, walls held along y; wraps in flat subscripts (float).
        (
            root().join("tests/realstyle/channel2d_periodic_x.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "33",
        ),
        (
            root().join("tests/realstyle/heat2d_periodic_flat.c"),
            vec!["--time-block", "4"],
            "40",
        ),
        // Every subscript through a wrapping index macro, the output's too.
        (
            root().join("tests/realstyle/heat2d_periodic_macro.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "37",
        ),
        // Coefficients (a map at the point, a profile along z) read at the wrapped coordinates.
        (
            root().join("tests/realstyle/diffuse3d_periodic_map.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "27",
        ),
        // Copied back by `memcpy` (a whole copy), fused and below the proved extent.
        (
            root().join("tests/realstyle/heat2d_periodic_memcpy.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "33",
        ),
        (
            root().join("tests/realstyle/heat2d_periodic_memcpy.c"),
            vec!["--time-block", "3"],
            "12",
        ),
        // Three time levels: the older level read at the wrapped coordinates too.
        (
            root().join("tests/realstyle/wave2d_periodic.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "33",
        ),
        (
            root().join("tests/realstyle/wave3d_periodic.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "29",
        ),
    ];
    let failures = case_failures(&cases, &BOTH_PARITIES);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Planted: the tile's points past the x edges load nothing (no wrap); the streamed planes
    // past the last are not wrapped to the first.
    let no_x_wrap = |t: &str| {
        let at = t.find("const int mint_kx0 = ").expect("x is wrapped");
        let end = at + t[at..].find('\n').expect("one line");
        format!("{}const int mint_kx0 = mint_gx;{}", &t[..at], &t[end..])
    };
    let no_plane_wrap = |t: &str| {
        assert!(t.contains("? mint_slo : mint_wp + 1;"));
        t.replace("? mint_slo : mint_wp + 1;", "? mint_wp : mint_wp + 1;")
    };
    for (edit, tag) in [
        (&no_x_wrap as &dyn Fn(&str) -> String, "nowrapx"),
        (&no_plane_wrap, "nowrapz"),
    ] {
        let bad = mismatches(&d2, &["4"], &["--time-block", "3"], "33", tag, edit, false);
        assert!(!bad.is_empty(), "{tag}: the planted bug went unnoticed");
    }
    // Planted: the older level's planes not wrapped.
    let no_prev_wrap = |t: &str| {
        assert!(t.contains("? mint_slo : mint_wq + 1;"));
        t.replace("? mint_slo : mint_wq + 1;", "? mint_wq : mint_wq + 1;")
    };
    let wave = root().join("tests/realstyle/wave2d_periodic.c");
    let bad = mismatches(
        &wave,
        &["5"],
        &["--time-block", "3"],
        "33",
        "nowrapq",
        &no_prev_wrap,
        false,
    );
    assert!(
        !bad.is_empty(),
        "the older level's planted bug went unnoticed"
    );
}

#[test]
fn c89_temporaries_and_accumulated_outputs_fuse() {
    if !have_cxx() {
        return;
    }
    // Scalars declared at the top of a C89 function and set first in the nest body (made the
    // body's own), an output built up over several statements (written once): both were
    // refused ("shared by all threads"; "reads the array it writes"); now fused, many blocks.
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = vec![
        (
            root().join("tests/realstyle/heat3d_c89_private.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "21",
        ),
        (
            root().join("tests/realstyle/heat3d_c89_private.c"),
            vec!["-O3"],
            "21",
        ),
        (
            root().join("tests/realstyle/heat2d_accumulate.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "33",
        ),
        (
            root().join("tests/realstyle/heat2d_accumulate.c"),
            vec!["-O1"],
            "33",
        ),
    ];
    let failures = case_failures(&cases, &["1", "4", "5"]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn work_arrays_values_before_the_step_and_branch_sweeps_fuse() {
    if !have_cxx() {
        return;
    }
    // A work array filled by one nest and read at the point by the next (`lap = L(u); u +=
    // a * lap;`, a chain of two) folded away (`mint_analyzer::scratch_arrays`), values written
    // on the input's walls before every sweep, and a sweep run one way or the other by an `if`
    // (`mint_analyzer::branch_buffers`; a function called with its arrays exchanged, nests
    // written out in both branches): all were one step per launch.
    let rs = |f: &str| root().join("tests/realstyle").join(f);
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = vec![
        (
            rs("heat3d_laplacian_update.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "13",
        ),
        (rs("heat3d_laplacian_update.c"), vec!["-O3"], "13"),
        (
            rs("heat2d_split_fluxes.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "29",
        ),
        (rs("heat2d_split_fluxes.c"), vec!["-O1"], "29"),
        (
            rs("heat2d_dirichlet_first.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "29",
        ),
        (
            rs("heat2d_dirichlet_first.c"),
            vec!["--time-block", "2"],
            "21",
        ),
        (
            rs("jacobi2d_branch_sweeps.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "29",
        ),
        (rs("jacobi2d_branch_sweeps.c"), vec!["-O3"], "29"),
        (
            rs("heat3d_branch_nests.c"),
            vec!["--time-block", "2", "--tb-schedule", "16,8,3,2"],
            "13",
        ),
        (
            rs("diffuse3d_periodic_work.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "17",
        ),
    ];
    let failures = case_failures(&cases, &["1", "2", "3", "7"]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Planted: the values not written on the other buffer before the fused steps (its walls
    // then hold the initial values where the second launch reads them).
    let one_buffer = |t: &str| {
        let at = t
            .find("on its input's walls, on both buffers */")
            .expect("the walls are written first");
        let line = at + t[at..].find("\n").expect("a line") + 1;
        let second = line + t[line..].find("\n").expect("a line") + 1;
        let end = second + t[second..].find("\n").expect("a line") + 1;
        format!("{}{}", &t[..second], &t[end..])
    };
    let bad = mismatches(
        &rs("heat2d_dirichlet_first.c"),
        &["7"],
        &["--time-block", "3", "--tb-schedule", "16,5"],
        "29",
        "onebuffer",
        &one_buffer,
        false,
    );
    assert!(!bad.is_empty(), "the planted bug went unnoticed");
    // Planted: the work array's values outside the space not made the state's before the
    // buffers alternate (the fused steps then read its zeros as the boundary).
    let no_agree = |t: &str| {
        assert!(t.contains("mint_copy_array(&mint_y, &mint_x, "));
        t.replace("mint_copy_array(&mint_y, &mint_x, ", "(void)(")
    };
    let bad = mismatches(
        &rs("heat3d_laplacian_update.c"),
        &["7"],
        &["--time-block", "3", "--tb-schedule", "16,8,3,2"],
        "13",
        "noagree",
        &no_agree,
        false,
    );
    assert!(!bad.is_empty(), "the planted bug went unnoticed");
}

#[test]
fn sweeps_declaring_their_own_strides_and_two_array_waves_fuse() {
    if !have_cxx() {
        return;
    }
    // A sweep function that works out its strides and coefficient on every call (`const long
    // sz = (long)nx * ny;`), inlined in the time loop: the declarations have the same value
    // every step, so the steps fuse (one step per launch before), and the flush after the
    // loop, where they are out of scope, runs with the values the last step recorded.
    let rs = |f: &str| root().join("tests/realstyle").join(f);
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = vec![
        (
            rs("heat3d_sweep_strides.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "13",
        ),
        (
            rs("heat3d_sweep_strides.c"),
            vec!["--time-block", "2"],
            "10",
        ),
        // The second-order wave in two arrays (the new level written over the older one,
        // then a swap; one step per launch before): fused as three levels whose older one
        // the fused kernel reads from a scratch buffer, one step alone in place where an
        // even count of launches cannot cover the steps.
        (
            rs("wave3d_two_arrays.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "13",
        ),
        (rs("wave3d_two_arrays.c"), vec!["--time-block", "2"], "10"),
        (rs("wave3d_two_arrays.c"), vec!["-O3"], "10"),
    ];
    let failures = case_failures(&cases, &["1", "2", "3", "7"]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Planted: the step does not record the diffusion number (the flush then runs with 0).
    let unkept = |t: &str| {
        let line = "    mint_tb_keep_1.r = r;\n";
        assert!(t.contains(line), "the step records its arguments");
        t.replacen(line, "", 1)
    };
    assert_caught(
        &rs("heat3d_sweep_strides.c"),
        &["7"],
        &["--time-block", "3", "--tb-schedule", "16,8,3,2"],
        "13",
        "unkept",
        &unkept,
    );
    // Planted: the last launch of the two-array wave leaves the two levels the other way
    // round; an odd count of launches (the steps end in the scratch buffers).
    let swapped = |t: &str| {
        let from = "(mint_m % 2 != 0 ? 0 : 1)";
        assert!(t.contains(from), "the last launch picks its buffers");
        t.replacen(from, "(mint_m % 2 != 0 ? 1 : 0)", 1)
    };
    let odd = |t: &str| {
        let from = "mint_l += mint_l % 2;";
        assert!(t.contains(from), "the launches are made even");
        t.replacen(from, "", 1)
    };
    for (tag, edit) in [
        ("swapped", &swapped as &dyn Fn(&str) -> String),
        ("odd", &odd),
    ] {
        assert_caught(
            &rs("wave3d_two_arrays.c"),
            &["7"],
            &["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "13",
            tag,
            edit,
        );
    }
}

#[test]
fn nests_reading_the_step_number_fuse() {
    if !have_cxx() {
        return;
    }
    // The update reads the time loop's counter (a pulsed source `sin(omega * it * dt)`; a heater
    // switched by `(step / 4) % 2` with the counter incremented in the swap block): stage `s`
    // of a fused launch reads it as the launch's first step plus `s - 1`, each launch starts
    // where the one before ended (one step per launch before).
    let rs = |f: &str| root().join("tests/realstyle").join(f);
    let cases: Vec<(PathBuf, Vec<&str>, &str)> = vec![
        (
            rs("heat2d_pulsed_source.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "21",
        ),
        (
            rs("heat2d_pulsed_source.c"),
            vec!["--time-block", "2"],
            "12",
        ),
        (
            rs("heat3d_step_counter.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "13",
        ),
        (rs("heat3d_step_counter.c"), vec!["-O3"], "13"),
        // Three levels in two arrays: a launch of fewer steps computes its last stages.
        (
            rs("wave2d_two_arrays_source.c"),
            vec!["--time-block", "3", "--tb-schedule", "16,5"],
            "21",
        ),
    ];
    let failures = case_failures(&cases, &["1", "2", "3", "7", "11"]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Planted: every launch starts at the first pending step's number; every stage reads it.
    let stale = |t: &str| {
        let from = "step += mint_s;";
        assert!(t.contains(from), "the launches advance the counter");
        t.replace(from, "")
    };
    let flat = |t: &str| {
        assert!(
            t.contains("mint_tk = (int)(step + 2);"),
            "the stages read their own step"
        );
        t.replace("mint_tk = (int)(step + 1);", "mint_tk = (int)(step + 0);")
            .replace("mint_tk = (int)(step + 2);", "mint_tk = (int)(step + 0);")
    };
    for (tag, edit) in [
        ("stale", &stale as &dyn Fn(&str) -> String),
        ("flat", &flat),
    ] {
        assert_caught(
            &rs("heat3d_step_counter.c"),
            &["11"],
            &["--time-block", "3", "--tb-schedule", "16,8,3,2"],
            "13",
            tag,
            edit,
        );
    }
    // Planted: the stages of a short three-level launch read the step as a long one's would.
    let first = |t: &str| {
        assert!(
            t.contains(" - (3 - mint_steps));"),
            "short launches shift the step"
        );
        t.replace(" - (3 - mint_steps));", ");")
    };
    assert_caught(
        &rs("wave2d_two_arrays_source.c"),
        &["1", "7"],
        &["--time-block", "3", "--tb-schedule", "16,5"],
        "21",
        "first",
        &first,
    );
}
