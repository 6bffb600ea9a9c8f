//! `mint run` without a GPU: a clear message and exit code 4, never a panic. (The GPU path is
//! exercised on the H100; see docs/performance.md.)

mod common;

use common::mint;

#[test]
fn run_without_gpu_says_why() {
    if mint_gpu::driver_available() {
        println!("[SKIP] a CUDA driver is present; this test covers machines without one");
        return;
    }
    let (code, _, stderr) = mint(&["run", "kernels/heat3d_7pt.c", "--size", "32"]);
    assert_eq!(code, Some(4), "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(
        stderr.contains("libcuda.so.1") || stderr.contains("libnvrtc"),
        "stderr: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn run_rejects_bad_schedules_before_touching_the_gpu() {
    let (code, _, stderr) = mint(&["run", "kernels/heat3d_7pt.c", "--tile", "64,32,1"]);
    assert_eq!(code, Some(2), "stderr: {stderr}");
    assert!(
        stderr.contains("2048 threads per block"),
        "stderr: {stderr}"
    );
}

/// `--tile` and `--chunk` take one comma-separated value each, so the file may follow them
/// (a 2D chunk once swallowed the file name as a third value).
#[test]
fn schedule_options_leave_the_file_argument_alone() {
    for (file, tile, chunk, want) in [
        (
            "kernels/heat2d_5pt.c",
            "64,4",
            "1,2",
            "tile=64x4x1 chunk=1x2x1",
        ),
        (
            "kernels/heat3d_7pt.c",
            "32,4,8",
            "1,2,8",
            "tile=32x4x8 chunk=1x2x8",
        ),
    ] {
        let (code, stdout, stderr) = mint(&[
            "translate",
            "-O1",
            "--host",
            "cuda",
            "-o",
            "-",
            "--tile",
            tile,
            "--chunk",
            chunk,
            file,
        ]);
        assert_eq!(code, Some(0), "{file}: {stderr}");
        assert!(stdout.contains(want), "{file}: no `{want}` in the output");
    }
}

/// `mint tune --dry-run` needs no GPU: it prunes the space and compiles every candidate with
/// NVRTC. Run on the 2D kernel (108 candidates) to keep CI quick.
#[test]
fn tune_dry_run_compiles_the_whole_space() {
    if !common::require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let (code, stdout, stderr) = mint(&["tune", "kernels/heat2d_5pt.c", "--dry-run"]);
    assert_eq!(code, Some(0), "stdout: {stdout}\nstderr: {stderr}");
    let line = stdout
        .lines()
        .find(|l| l.contains("compiled"))
        .expect("a compile summary");
    assert!(line.contains("(0 failed)"), "{line}");
    let n: usize = line
        .split_whitespace()
        .nth(1)
        .and_then(|v| v.parse().ok())
        .expect("a count");
    assert!(
        n >= 50,
        "the pruned space should still hold many candidates: {line}"
    );
}

/// `mint run --emulate` needs no GPU: the kernels run on the CPU emulator and are verified.
#[test]
fn run_emulated_verifies_without_a_gpu() {
    if !mint_run::emulate::available() {
        assert!(
            std::env::var_os("MINT_REQUIRE_CUDA_TOOLS").is_none(),
            "g++ with C++20 is required (MINT_REQUIRE_CUDA_TOOLS is set)"
        );
        println!("[SKIP] no g++ with C++20");
        return;
    }
    let (code, stdout, stderr) = mint(&[
        "run",
        "--emulate",
        "kernels/jacobi2d_residual.c",
        "--size",
        "45",
        "-O1",
    ]);
    assert_eq!(code, Some(0), "stdout: {stdout}\nstderr: {stderr}");
    assert_eq!(stdout.matches(": verified").count(), 2, "{stdout}");
    assert!(stdout.contains("CPU emulator"), "{stdout}");
}

#[test]
fn timeout_stops_with_124_a_message_and_no_half_written_file() {
    if !common::require_tool(mint_gpu::nvrtc_available(), "NVRTC") {
        return;
    }
    let dir = common::TempDir::new("timeout");
    let src = dir.path().join("heat3d_7pt.c");
    let text = std::fs::read_to_string(common::root().join("kernels/heat3d_7pt.c")).unwrap();
    std::fs::write(&src, &text).unwrap();
    let out = dir.path().join("reports");
    let t0 = std::time::Instant::now();
    let (code, _, stderr) = mint(&[
        "tune",
        &src.display().to_string(),
        "--dry-run",
        "--apply",
        "--out",
        &out.display().to_string(),
        "--timeout",
        "0.3",
    ]);
    assert_eq!(code, Some(124), "stderr: {stderr}");
    assert!(
        stderr.contains("--timeout") && stderr.contains("0.3 s"),
        "stderr: {stderr}"
    );
    assert!(t0.elapsed().as_secs_f64() < 20.0);
    assert_eq!(std::fs::read_to_string(&src).unwrap(), text);
    let (code, _, stderr) = mint(&["run", "--timeout", "-1", "kernels/heat3d_7pt.c"]);
    assert_eq!(code, Some(2), "stderr: {stderr}");
}

#[test]
fn sizes_beyond_host_memory_are_an_error_not_an_abort() {
    if !common::have_cxx() {
        return;
    }
    let (code, _, stderr) = mint(&[
        "run",
        "--emulate",
        "kernels/heat2d_5pt.c",
        "--size",
        "3000000",
    ]);
    assert_eq!(code, Some(6), "stderr: {stderr}");
    assert!(
        stderr.contains("out of host memory") && stderr.contains("smaller --size"),
        "stderr: {stderr}"
    );
}

/// An error of the CPU reference that has a place in the source (here: an integer division by
/// zero) is shown as a diagnostic of the file, line and caret, not as a byte range.
#[test]
fn reference_errors_point_at_the_source() {
    if !mint_run::emulate::available() {
        println!("[SKIP] no g++ with C++20");
        return;
    }
    let tmp = common::TempDir::new("run-located");
    let file = tmp.path().join("div.c");
    std::fs::write(
        &file,
        "void f(int n, int *m, double *a, double *b) {\n#pragma mint copy(m, toDevice, n)\n#pragma mint copy(a, toDevice, n)\n#pragma mint copy(b, toDevice, n)\n#pragma mint parallel\n  {\n#pragma mint for\n    for (int i = 1; i < n - 1; i++)\n      b[i] = a[i - 1] + m[i] / (m[i] - m[i]);\n  }\n#pragma mint copy(b, fromDevice, n)\n}\n",
    )
    .expect("write");
    let path = file.display().to_string();
    let (code, stdout, stderr) = mint(&["run", "--emulate", &path, "--size", "40"]);
    assert_eq!(code, Some(1), "stdout: {stdout}\nstderr: {stderr}");
    assert!(
        stderr.contains("error: CPU reference: integer division by zero")
            && stderr.contains("div.c:9:25")
            && !stderr.contains("bytes"),
        "{stderr}"
    );
}

/// Arrays of integers narrower than `int` and of `unsigned` (a `uint8_t` mask, `short`,
/// `signed char`, `unsigned` counters) are verified like any other: the reference holds their C
/// values, the device (here the emulator) their C types; a mask that selects between two
/// neighbours is checked both ways.
#[test]
fn narrow_and_unsigned_arrays_are_verified() {
    if !mint_run::emulate::available() {
        println!("[SKIP] no g++ with C++20");
        return;
    }
    let tmp = common::TempDir::new("run-narrow");
    let file = tmp.path().join("mask.c");
    std::fs::write(
        &file,
        "#include <stdint.h>\nvoid f(int n, uint8_t *m, short *s, signed char *c, unsigned *h, double *a, double *b) {\n#pragma mint copy(m, toDevice, n)\n#pragma mint copy(s, toDevice, n)\n#pragma mint copy(c, toDevice, n)\n#pragma mint copy(h, toDevice, n)\n#pragma mint copy(a, toDevice, n)\n#pragma mint copy(b, toDevice, n)\n#pragma mint parallel\n  {\n#pragma mint for\n    for (int i = 0; i < n; i++) {\n      m[i] = (uint8_t)(i * 77);\n      s[i] = (short)(i * 3001 - 60000);\n      c[i] = (signed char)(i * 13);\n      h[i] = h[i] * 2654435761u + (unsigned)i;\n    }\n#pragma mint for\n    for (int i = 1; i < n - 1; i++)\n      b[i] = m[i] > 127 ? a[i - 1] + s[i] : a[i + 1] - c[i];\n  }\n#pragma mint copy(b, fromDevice, n)\n}\n",
    )
    .expect("write");
    let path = file.display().to_string();
    let (code, stdout, stderr) = mint(&["run", "--emulate", &path, "--size", "300"]);
    assert_eq!(code, Some(0), "stdout: {stdout}\nstderr: {stderr}");
    assert_eq!(stdout.matches(": verified |").count(), 2, "{stdout}");
}

/// `--fast-math`: the kernel divides by the reciprocal of `118` and is verified within the
/// widened bound, a wrong reciprocal is still caught (a 0.8% change of every value), the fused
/// (time-blocked) kernel verifies too, `--exact` is refused with it, and the translation writes
/// the reciprocal and says to compile with `--use_fast_math`.
#[test]
fn fast_math_is_verified_with_its_own_bound() {
    if !mint_run::emulate::available() {
        assert!(
            std::env::var_os("MINT_REQUIRE_CUDA_TOOLS").is_none(),
            "g++ with C++20 is required (MINT_REQUIRE_CUDA_TOOLS is set)"
        );
        println!("[SKIP] no g++ with C++20");
        return;
    }
    let f = "tests/fastmath/j2d5pt.c";
    let base = ["run", "--emulate", f, "--size", "45", "-O1", "--fast-math"];
    let (code, stdout, stderr) = mint(&base);
    assert_eq!(code, Some(0), "stdout: {stdout}\nstderr: {stderr}");
    assert!(stdout.contains(": verified"), "{stdout}");
    let mut planted = base.to_vec();
    planted.extend(["--edit-kernel", "1.0f / (118)=>1.0f / (119)"]);
    let (code, stdout, _) = mint(&planted);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("WRONG"), "{stdout}");
    let (code, stdout, stderr) = mint(&[
        "run",
        "--emulate",
        f,
        "--size",
        "45",
        "--fast-math",
        "--time-block",
        "3",
        "--tb-steps",
        "3",
    ]);
    assert_eq!(code, Some(0), "stdout: {stdout}\nstderr: {stderr}");
    assert!(stdout.contains("verified over 3 steps"), "{stdout}");
    let (code, _, stderr) = mint(&["run", "--emulate", f, "--fast-math", "--exact"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("--exact asks for the CPU's results bit for bit"),
        "{stderr}"
    );
    let tmp = std::env::temp_dir().join(format!("mint-fm-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let out = tmp.join("j.cu");
    let (code, _, stderr) = mint(&[
        "translate",
        f,
        "--fast-math",
        "-O1",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.contains("--use_fast_math"), "{stderr}");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("* (1.0f / (118))"),
        "no reciprocal in the kernel"
    );
    let _ = std::fs::remove_dir_all(&tmp);
}
