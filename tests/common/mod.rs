//! Helpers shared by the root package's integration tests: the `kernels/` programs, an inline
//! reduction program, the `mint` binary, temporary folders, the CUDA-tool skip convention and a
//! splitter for generated kernel text.
//!
//! Each test file includes this module with `mod common;` and uses only part of it.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// The workspace root (the root package's manifest folder).
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every `kernels/*.c`, sorted by name.
pub fn kernel_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("kernels"))
        .expect("read kernels/")
        .map(|e| e.expect("kernels/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    assert!(v.len() >= 8, "expected the kernels/ programs, found {v:?}");
    v
}

/// The file stem (`heat3d_7pt` for `kernels/heat3d_7pt.c`).
pub fn stem(p: &Path) -> String {
    p.file_stem()
        .expect("file stem")
        .to_string_lossy()
        .into_owned()
}

/// A 3D Jacobi sweep followed by two residual nests: `reduction(+:sum)` (sum of squared updates)
/// and `reduction(max:m)` (largest absolute update). Legal C99 that prints `sum` and `max`.
/// The maximum is taken over the last sweep only (`m` is reset on the host each step), so it is
/// not just the first step's value.
pub const REDUCTION_PROGRAM: &str = r#"/* 3D Jacobi with residual reductions (mint integration test). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double ***alloc3d(int nx, int ny, int nz) {
    double *data = (double *)malloc((size_t)nx * ny * nz * sizeof(double));
    double **rows = (double **)malloc((size_t)ny * nz * sizeof(double *));
    double ***planes = (double ***)malloc((size_t)nz * sizeof(double **));
    for (int z = 0; z < nz; z++) {
        planes[z] = rows + (size_t)z * ny;
        for (int y = 0; y < ny; y++)
            planes[z][y] = data + ((size_t)z * ny + y) * nx;
    }
    return planes;
}

int main(int argc, char **argv) {
    int n = argc > 1 ? atoi(argv[1]) : 64;
    int T = argc > 2 ? atoi(argv[2]) : 10;
    double c0 = 0.4, c1 = 0.1;
    double sum = 0.0;
    double m = 0.0;
    double ***U = alloc3d(n + 2, n + 2, n + 2);
    double ***Unew = alloc3d(n + 2, n + 2, n + 2);
    for (int z = 0; z < n + 2; z++)
        for (int y = 0; y < n + 2; y++)
            for (int x = 0; x < n + 2; x++) {
                U[z][y][x] = (double)((x * 7 + y * 13 + z * 29) % 101) / 101.0;
                Unew[z][y][x] = U[z][y][x];
            }

#pragma mint copy(U, toDevice, (n+2), (n+2), (n+2))
#pragma mint copy(Unew, toDevice, (n+2), (n+2), (n+2))

#pragma mint parallel default(shared)
    {
        int t = 0;
        while (t++ < T) {
#pragma mint for nest(all) tile(16,16,1)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++)
                        Unew[z][y][x] = c0 * U[z][y][x]
                            + c1 * (U[z][y][x - 1] + U[z][y][x + 1]
                                  + U[z][y - 1][x] + U[z][y + 1][x]
                                  + U[z - 1][y][x] + U[z + 1][y][x]);
            m = 0.0;
#pragma mint for nest(all) tile(16,8,1) reduction(+:sum)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++) {
                        double r = Unew[z][y][x] - U[z][y][x];
                        sum += r * r;
                    }
#pragma mint for nest(all) reduction(max:m)
            for (int z = 1; z <= n; z++)
                for (int y = 1; y <= n; y++)
                    for (int x = 1; x <= n; x++)
                        m = fmax(m, fabs(Unew[z][y][x] - U[z][y][x]));
#pragma mint single
            {
                double ***tmp = U;
                U = Unew;
                Unew = tmp;
            }
        }
    }

#pragma mint copy(U, fromDevice, (n+2), (n+2), (n+2))

    printf("sum %.15e\n", sum);
    printf("max %.15e\n", m);
    return 0;
}
"#;

/// The `mint` binary built for these tests.
pub fn mint_bin() -> &'static str {
    env!("CARGO_BIN_EXE_mint")
}

/// `mint <args...>` in the workspace root, without colours: exit code, stdout, stderr.
pub fn mint(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(mint_bin())
        .args(args)
        .current_dir(root())
        .env("NO_COLOR", "1")
        .output()
        .expect("run mint");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `mint translate <file> -o - <args...>` (`--host cuda` for a whole CUDA program): the output
/// text; panics with stderr on failure.
pub fn translate_cli(file: &Path, args: &[&str]) -> String {
    // A whole CUDA program on stdout is the one-file layout (`--host cuda`).
    let one_file = !args.iter().any(|a| *a == "--target" || *a == "--emit");
    let out = Command::new(mint_bin())
        .arg("translate")
        .arg(file)
        .args(["-o", "-"])
        .args(if one_file {
            &["--host", "cuda"][..]
        } else {
            &[][..]
        })
        .args(args)
        .output()
        .expect("run mint");
    assert!(
        out.status.success(),
        "mint translate {} {}: {}\n{}",
        file.display(),
        args.join(" "),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("mint output is UTF-8")
}

/// Parse and analyse `src`; panics with the rendered diagnostics on error.
pub fn analyze_src(src: &str, name: &str) -> mint_analyzer::Program {
    let tu = mint_lang::parse(src).unwrap_or_else(|d| {
        panic!(
            "{name} does not parse:\n{}",
            mint_lang::diagnostic::render_all(&d, name, src)
        )
    });
    mint_analyzer::analyze(&tu).unwrap_or_else(|d| {
        panic!(
            "{name} does not analyse:\n{}",
            mint_lang::diagnostic::render_all(&d, name, src)
        )
    })
}

/// A fresh folder under the system temp dir, removed on drop.
pub struct TempDir(PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> Self {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "mint-test-{}-{}-{tag}",
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("create temp dir");
        Self(dir)
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Whether a test needing `tool` should go on. If the tool is missing: with
/// `MINT_REQUIRE_CUDA_TOOLS=1` the test fails, otherwise it prints `[SKIP]` and returns false.
pub fn require_tool(present: bool, tool: &str) -> bool {
    if present {
        return true;
    }
    if std::env::var("MINT_REQUIRE_CUDA_TOOLS").as_deref() == Ok("1") {
        panic!("{tool} is missing and MINT_REQUIRE_CUDA_TOOLS=1 (run bash .ci/test)");
    }
    println!("[SKIP] {tool} not found; set MINT_REQUIRE_CUDA_TOOLS=1 to make this a failure");
    false
}

/// Whether the CPU emulator's C++20 compiler is there. Without it: with
/// `MINT_REQUIRE_CUDA_TOOLS` set the test fails, otherwise it says it is skipped.
pub fn have_cxx() -> bool {
    let ok = mint_run::emulate::available();
    if !ok {
        assert!(
            std::env::var_os("MINT_REQUIRE_CUDA_TOOLS").is_none(),
            "g++ with C++20 is required (MINT_REQUIRE_CUDA_TOOLS is set)"
        );
        eprintln!("skipped: no g++ with C++20");
    }
    ok
}

/// One kernel of generated kernel text: its name and its text, from its `/* mint: ... */` header
/// line through the line before the next kernel's header (the blank separator line included).
#[derive(Debug, Clone)]
pub struct KernelText {
    pub name: String,
    pub text: String,
}

/// Split `--emit kernels` text into its kernels. A kernel starts at a column-0 `/* mint:` line
/// that is followed by an `extern "C" __global__ void NAME(` line.
pub fn split_kernels(src: &str) -> Vec<KernelText> {
    let lines: Vec<&str> = src.split_inclusive('\n').collect();
    let mut starts = Vec::new();
    for i in 0..lines.len() {
        if lines[i].starts_with("/* mint:")
            && lines
                .get(i + 1)
                .is_some_and(|l| l.starts_with("extern \"C\" __global__ void "))
        {
            starts.push(i);
        }
    }
    let mut out = Vec::new();
    for (k, &s) in starts.iter().enumerate() {
        let e = starts.get(k + 1).copied().unwrap_or(lines.len());
        let head = lines[s + 1]
            .trim_start_matches("extern \"C\" __global__ void ")
            .to_string();
        let name = head
            .split(|c: char| c == '(' || c.is_whitespace())
            .next()
            .unwrap_or("")
            .to_string();
        out.push(KernelText {
            name,
            text: lines[s..e].concat(),
        });
    }
    out
}

/// The numbers in a line of program output, and the line with each number replaced by `#`.
pub fn numbers(line: &str) -> (String, Vec<f64>) {
    let mut shape = Vec::new();
    let mut nums = Vec::new();
    for tok in line.split_whitespace() {
        match tok.parse::<f64>() {
            Ok(v) => {
                shape.push("#");
                nums.push(v);
            }
            Err(_) => shape.push(tok),
        }
    }
    (shape.join(" "), nums)
}

/// `|a - b| <= rel * max(|a|, |b|)` (exact equality for zeros and infinities).
pub fn close(a: f64, b: f64, rel: f64) -> bool {
    a == b || (a - b).abs() <= rel * a.abs().max(b.abs())
}

/// `f` over `items` on up to `workers` threads (at least 1); results in item order.
pub fn par_map<T: Sync, R: Send>(
    items: &[T],
    workers: usize,
    f: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<R>>> = Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|s| {
        for _ in 0..workers.clamp(1, items.len().max(1)) {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else { break };
                let r = f(item);
                results.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
            });
        }
    });
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every item was processed"))
        .collect()
}

/// Threads to use for external compilers: the machine's parallelism (2 on CI).
pub fn workers() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// Run a command; `Err` with the command line, status and output if it cannot start or fails.
pub fn run_cmd(cmd: &mut Command) -> Result<String, String> {
    let line = format!("{cmd:?}");
    let out = cmd
        .output()
        .map_err(|e| format!("$ {line}\ncould not start: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(stdout)
    } else {
        Err(format!(
            "$ {line}\n{}\n{stdout}{}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// `k<<<grid, block[, 0, stream]>>>(args);` as `mint_emu_launch(grid, block, [&] { k(args); });`
/// (the stand-in runtime's launcher), line by line.
pub fn rewrite_launches(cu: &str) -> String {
    let mut out = String::with_capacity(cu.len());
    for line in cu.lines() {
        match (line.find("<<<"), line.find(">>>(")) {
            (Some(a), Some(b)) if a < b => {
                let head = &line[..a];
                let name_at = head
                    .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
                    .map_or(0, |i| i + 1);
                let config = top_level_args(&line[a + 3..b]);
                let args = line[b + 4..]
                    .trim_end()
                    .strip_suffix(");")
                    .expect("a launch ends with `);`");
                out.push_str(&format!(
                    "{}mint_emu_launch(mint_emu_dim({}), mint_emu_dim({}), [&] {{ {}({args}); }});\n",
                    &head[..name_at],
                    config[0],
                    config[1],
                    &head[name_at..]
                ));
            }
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

/// The comma-separated parts of `s` outside parentheses, trimmed.
pub fn top_level_args(s: &str) -> Vec<&str> {
    let (mut depth, mut start, mut v) = (0i32, 0usize, Vec::new());
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                v.push(s[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    v.push(s[start..].trim());
    v
}

/// Build a translated program for the CPU: `cu` is `mint translate`'s device file (the split
/// layout's host file beside it, `X.host.c`, unless `one_file`), `text` the device file's text to
/// compile (edited or not); it is compiled with g++ against `mint-run/src/emulate/cuda_emu.hpp` and the
/// host-memory stand-in for the CUDA runtime (`tests/tb_emu/`, allocations start as NaN bytes),
/// with AddressSanitizer, the host file with gcc. Returns the executable.
pub fn build_emulated_program(
    cu: &Path,
    text: &str,
    one_file: bool,
    dir: &Path,
    tag: &str,
) -> Result<PathBuf, String> {
    // The emulator has no dynamic shared memory: a static buffer takes its place.
    let text = rewrite_launches(text).replace(
        mint_emit::kernel_temporal::DYN_SHARED_DECL,
        "alignas(16) static unsigned char mint_smem[1 << 20];",
    );
    let cpp = dir.join(format!("{tag}.emu.cpp"));
    std::fs::write(&cpp, text).map_err(|e| e.to_string())?;
    let exe = dir.join(tag);
    let host_o = dir.join(format!("{tag}.host.o"));
    let mut steps: Vec<Vec<std::ffi::OsString>> = Vec::new();
    if !one_file {
        steps.push(vec![
            "gcc".into(),
            "-O1".into(),
            "-c".into(),
            cu.with_extension("host.c").into(),
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
        root().join("mint-run/src/emulate/cuda_emu.hpp").into(),
        "-I".into(),
        root().join("tests/tb_emu").into(),
        cpp.into(),
    ];
    if !one_file {
        link.push(host_o.into());
    }
    link.extend(["-o".into(), exe.clone().into(), "-lm".into()]);
    steps.push(link);
    for s in &steps {
        run_cmd(Command::new(&s[0]).args(&s[1..]))?;
    }
    Ok(exe)
}
