//! The kernels in the full CUDA program are byte for byte the self-contained kernels that NVRTC
//! gets (`mint_emit::kernels_source`, `mint translate --emit kernels`): for every `kernels/*.c`
//! and an inline reduction program, through the library (`-O0`) and the command line at every
//! level `-O0..-O3` (the program and `--emit kernels` at the same level).

mod common;

use common::{
    analyze_src, kernel_files, split_kernels, stem, translate_cli, TempDir, REDUCTION_PROGRAM,
};
use std::path::{Path, PathBuf};

fn inputs(dir: &Path) -> Vec<PathBuf> {
    let mut v = kernel_files();
    let red = dir.join("residual3d.c");
    std::fs::write(&red, REDUCTION_PROGRAM).expect("write the reduction program");
    v.push(red);
    v
}

/// Every kernel of `kernels` appears in `program` exactly as it is, and the program declares no
/// other `__global__` function.
fn check_embedded(what: &str, program: &str, kernels: &str) -> Result<(), String> {
    let parts = split_kernels(kernels);
    if parts.is_empty() {
        return Err(format!("{what}: no kernels in:\n{kernels}"));
    }
    let mut errors = Vec::new();
    for k in &parts {
        // The text up to the closing brace (the blank separator line may differ in the program).
        let body = k.text.trim_end_matches('\n');
        match program.matches(body).count() {
            1 => {}
            0 => errors.push(format!(
                "{what}: {} is not in the program byte for byte{}",
                k.name,
                first_difference(program, body)
            )),
            n => errors.push(format!(
                "{what}: {} appears {n} times in the program",
                k.name
            )),
        }
    }
    let globals = program.matches("__global__ void ").count();
    if globals != parts.len() {
        errors.push(format!(
            "{what}: the program has {globals} `__global__` functions, --emit kernels {}",
            parts.len()
        ));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors.join("\n"))
    }
}

/// Where the kernel's first line is found in the program, the first line that differs.
fn first_difference(program: &str, kernel: &str) -> String {
    let sig = kernel.lines().nth(1).unwrap_or("");
    let Some(at) = program.find(sig) else {
        return format!(" (its signature `{sig}` is not there either)");
    };
    let prog_lines = program[at..].lines();
    for (i, (a, b)) in kernel.lines().skip(1).zip(prog_lines).enumerate() {
        if a != b {
            return format!(
                "; line {} of the kernel:\n  --emit kernels: {a}\n  program:        {b}",
                i + 2
            );
        }
    }
    " (the header comment differs or the program's copy is cut short)".to_string()
}

#[test]
fn library_program_embeds_kernels_source() {
    let dir = TempDir::new("embed-lib");
    let mut failures = Vec::new();
    for file in inputs(dir.path()) {
        let src = std::fs::read_to_string(&file).expect("read input");
        let base = file
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let p = analyze_src(&src, &base);
        let opts = mint_emit::Options {
            level: 0,
            ..Default::default()
        };
        let program = mint_emit::write_program(&p, &src, &base, &opts);
        let kernels = mint_emit::kernels_source(&p, &base, &src);
        if let Err(e) = check_embedded(&base, &program, &kernels) {
            failures.push(e);
        }
        // One function holds all directives, so the whole text is there in one piece.
        if p.functions.len() == 1 && !program.contains(&kernels) {
            failures.push(format!(
                "{base}: the program does not contain kernels_source as one block"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn cli_program_embeds_emit_kernels_at_every_level() {
    let dir = TempDir::new("embed-cli");
    let files = inputs(dir.path());
    let mut failures = Vec::new();
    for file in &files {
        for level in 0..=3u8 {
            let o = format!("-O{level}");
            let program = translate_cli(file, &[&o]);
            let kernels = translate_cli(file, &["--emit", "kernels", &o]);
            if let Err(e) = check_embedded(&format!("{} {o}", stem(file)), &program, &kernels) {
                failures.push(e);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
