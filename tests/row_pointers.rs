//! Host arrays reached through row pointers (`double **u`, `double ***u`): a copy moves one
//! block, so before each copy the translated program checks whether the rows are one block (the
//! Mint paper's own 3-D idiom: one copy, as before) or lie anywhere (rows allocated one by one:
//! the copy goes through a staging block, gathered from the rows or scattered to them; before,
//! the copy read and wrote past the first row's end, a silently wrong program).
//!
//! The programs run on the CPU (the device file compiled with g++ against the emulator and the
//! stand-in CUDA runtime, with AddressSanitizer), in the split layout and the one-file layout,
//! and are compared with gcc's build of the C program.

mod common;

use common::{build_emulated_program, have_cxx, mint, TempDir};
use std::path::Path;
use std::process::Command;

/// A 2-D heat step on `double **` arrays whose rows come from `ROWS` (one block, or one
/// allocation per row), then a 3-D one on `double ***` arrays pointed into one block.
fn program(one_block_2d: bool) -> String {
    let rows = if one_block_2d {
        "double *ub = calloc((size_t)nx * ny, sizeof(double)), *vb = calloc((size_t)nx * ny, sizeof(double));\n    for (int j = 0; j < ny; j++) { u[j] = ub + (size_t)j * nx; v[j] = vb + (size_t)j * nx; }"
    } else {
        "for (int j = 0; j < ny; j++) { u[j] = calloc(nx, sizeof(double)); v[j] = calloc(nx, sizeof(double)); }"
    };
    format!(
        r#"#include <stdio.h>
#include <stdlib.h>

static double ***alloc3(int nx, int ny, int nz)
{{
    double *block = calloc((size_t)nx * ny * nz, sizeof(double));
    double **rows = malloc(sizeof(double *) * ny * nz);
    double ***planes = malloc(sizeof(double **) * nz);
    for (int k = 0; k < nz; k++) {{
        planes[k] = rows + (size_t)k * ny;
        for (int j = 0; j < ny; j++)
            planes[k][j] = block + ((size_t)k * ny + j) * nx;
    }}
    return planes;
}}

int main(void)
{{
    int nx = 19, ny = 13, nz = 7;
    double dt = 0.1;
    double **u = malloc(sizeof(double *) * ny);
    double **v = malloc(sizeof(double *) * ny);
    {rows}
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            u[j][i] = v[j][i] = (double)((i * 5 + j * 3) % 11);
    double ***a = alloc3(nx, ny, nz), ***b = alloc3(nx, ny, nz);
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                a[k][j][i] = b[k][j][i] = (double)((i + 2 * j + 3 * k) % 7);
#pragma mint copy(u, toDevice, nx, ny)
#pragma mint copy(v, toDevice, nx, ny)
#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
    {{
#pragma mint for nest(all)
        for (int j = 1; j < ny - 1; j++)
            for (int i = 1; i < nx - 1; i++)
                v[j][i] = u[j][i] + dt * (u[j][i - 1] + u[j][i + 1] + u[j - 1][i] + u[j + 1][i] - 4.0 * u[j][i]);
#pragma mint for nest(all)
        for (int k = 1; k < nz - 1; k++)
            for (int j = 1; j < ny - 1; j++)
                for (int i = 1; i < nx - 1; i++)
                    b[k][j][i] = (a[k][j][i - 1] + a[k][j][i + 1] + a[k][j - 1][i] + a[k][j + 1][i] + a[k - 1][j][i] + a[k + 1][j][i]) / 6.0;
    }}
#pragma mint copy(v, fromDevice, nx, ny)
#pragma mint copy(b, fromDevice, nx, ny, nz)
    double s = 0.0, t = 0.0;
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            s += v[j][i] * (1 + i + j);
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                t += b[k][j][i] * (1 + i + 2 * j + 3 * k);
    printf("%.12e %.12e\n", s, t);
    return 0;
}}
"#
    )
}

/// Translate `file` (`flags` added) and build it for the CPU.
fn build(file: &Path, flags: &[&str], dir: &Path, tag: &str) -> std::path::PathBuf {
    let cu = dir.join(format!("{tag}.cu"));
    let (file_s, cu_s) = (file.to_str().expect("path"), cu.to_str().expect("path"));
    let mut args = vec!["translate", file_s, "-o", cu_s];
    args.extend(flags);
    let (code, _, err) = mint(&args);
    assert_eq!(code, Some(0), "mint translate {flags:?}: {err}");
    let text = std::fs::read_to_string(&cu).expect("device file");
    build_emulated_program(&cu, &text, flags.contains(&"cuda"), dir, tag)
        .unwrap_or_else(|e| panic!("{tag}: {e}"))
}

fn run(exe: &Path) -> (i32, String, String) {
    let o = Command::new(exe)
        .env("ASAN_OPTIONS", "detect_leaks=0")
        .output()
        .expect("run");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn rows_in_one_block_and_rows_apart_print_what_gcc_prints() {
    if !have_cxx() {
        return;
    }
    let dir = TempDir::new("row-pointers");
    for one_block in [true, false] {
        let tag = if one_block { "one_block" } else { "row_by_row" };
        let file = dir.path().join(format!("{tag}.c"));
        std::fs::write(&file, program(one_block)).expect("write program");
        let gcc = dir.path().join(format!("{tag}.cpu"));
        let o = Command::new("gcc")
            .args(["-O1", "-std=c99"])
            .arg(&file)
            .arg("-o")
            .arg(&gcc)
            .output()
            .expect("gcc");
        assert!(o.status.success(), "gcc {tag}");
        let want =
            String::from_utf8_lossy(&Command::new(&gcc).output().expect("run").stdout).into_owned();
        for (layout, flags) in [("split", vec![]), ("one_file", vec!["--host", "cuda"])] {
            let exe = build(&file, &flags, dir.path(), &format!("{tag}_{layout}"));
            let (code, out, err) = run(&exe);
            assert_eq!(code, 0, "{tag} {layout}: {err}");
            let (a, b) = (common::numbers(&out).1, common::numbers(&want).1);
            assert_eq!(a.len(), 2, "{tag} {layout}: {out}");
            assert!(
                a.iter().zip(&b).all(|(x, y)| common::close(*x, *y, 1e-12)),
                "{tag} {layout}: {out} against gcc's {want}"
            );
        }
    }
}
