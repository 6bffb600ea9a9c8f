//! Pipeline snapshots (naga style): every `tests/in/<feature>.c` is translated to
//! `tests/out/cu/<feature>.cu` (the CUDA program, one file), `tests/out/split/<feature>.cu` and
//! `<feature>.host.c` (the default layout: kernels and launchers, and the host code kept C),
//! `tests/out/kernels/<feature>.cu` (the NVRTC kernels), `tests/out/omp/<feature>.c` (the
//! OpenMP program), `tests/out/split/<feature>.tb.cu` and `.tb.host.c` (the program of
//! `--time-block` at the default time block, where a time loop is fused) and `tests/out/multi/<feature>.cu`, `.host.c` (and `.tb.cu`, `.tb.host.c` with `--time-block`) (the multi-GPU program of
//! `--gpus`, its runtime prelude left out; `.refused.txt` where a nest cannot be split), and compared with the files in the repository. The front end is the CLI's:
//! preprocessor, parser, flat-array pass, analyzer. `MINT_BLESS=1` rewrites them; `MINT_SNAPSHOT=heat` runs only inputs whose
//! name contains `heat`. When nvcc is available the CUDA snapshots are compiled too, so the
//! committed outputs stay compilable.

use std::path::{Path, PathBuf};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

fn inputs() -> Vec<PathBuf> {
    let filter = std::env::var("MINT_SNAPSHOT").unwrap_or_default();
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir().join("in"))
        .expect("tests/in")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .filter(|p| {
            p.file_stem()
                .is_some_and(|s| s.to_string_lossy().contains(&filter))
        })
        .collect();
    v.sort();
    v
}

/// The input at `path`: its text, its file name and its analysed program (a parse or analysis
/// error fails the test with the rendered diagnostics).
fn load(path: &Path) -> (String, String, mint_analyzer::Program) {
    let (src, name, p, _) = load_with_tree(path);
    (src, name, p)
}

/// [`load`], with the syntax tree.
fn load_with_tree(
    path: &Path,
) -> (
    String,
    String,
    mint_analyzer::Program,
    mint_lang::ast::TranslationUnit,
) {
    let src = std::fs::read_to_string(path).expect("read input");
    let name = path
        .file_name()
        .expect("name")
        .to_string_lossy()
        .into_owned();
    let render =
        |d: &[mint_lang::Diagnostic], src: &str| mint_lang::diagnostic::render_all(d, &name, src);
    let src = mint_lang::preprocess::preprocess(&src, &Default::default())
        .unwrap_or_else(|d| panic!("{}", render(&d, &src)))
        .text;
    let tu = mint_lang::parse(&src).unwrap_or_else(|d| panic!("{}", render(&d, &src)));
    let casts = mint_analyzer::cxx_casts::void_pointer_casts(&tu);
    let mint_analyzer::Prepared {
        tu, flats, members, ..
    } = mint_analyzer::prepare_unit(&tu).unwrap_or_else(|d| panic!("{}", render(&d, &src)));
    let mut p = mint_analyzer::analyze(&tu).unwrap_or_else(|d| panic!("{}", render(&d, &src)));
    mint_analyzer::bind_members(&mut p, &members);
    p.flat_arrays = flats;
    p.host_casts = casts;
    (src, name, p, tu)
}

/// The split layout of `path` with `--time-block` at the default time block and schedule
/// (`<stem>.tb.cu`, `<stem>.tb.host.c`), if a time loop of it is fused.
fn time_blocked(path: &Path) -> Option<mint_emit::program::SplitProgram> {
    let (src, name, p, tu) = load_with_tree(path);
    let (found, _) = mint_emit::program_temporal::recognise(&p, &tu, &src, &Default::default());
    if found.is_empty() {
        return None;
    }
    let stem = path.file_stem().expect("stem").to_string_lossy();
    let opts = mint_emit::Options {
        time_blocked: found,
        ..mint_emit::Options::default()
    };
    Some(mint_emit::program::write_split(
        &p,
        &src,
        &name,
        &opts,
        &format!("{stem}.tb.cu"),
        &format!("{stem}.tb.host.c"),
    ))
}

/// The multi-GPU program of `path` with `--time-block` at the default time block and schedule
/// (`tests/out/multi/<stem>.tb.cu` without the runtime prelude, `.tb.host.c`), if a time loop of
/// it is fused and its nests split.
fn multi_time_blocked(path: &Path) -> Option<(String, String)> {
    let (src, name, p, tu) = load_with_tree(path);
    let (found, _) = mint_emit::program_temporal::recognise(&p, &tu, &src, &Default::default());
    let halo = mint_analyzer::split_halo(&p).ok()?;
    if found.is_empty() {
        return None;
    }
    let stem = path.file_stem().expect("stem").to_string_lossy();
    let opts = mint_emit::Options {
        time_blocked: found,
        ..mint_emit::Options::default()
    };
    let sp = mint_emit::program_multi::write_multi(
        &p,
        &src,
        &name,
        &opts,
        &format!("{stem}.tb.cu"),
        &format!("{stem}.tb.host.c"),
        halo,
    );
    Some((
        sp.device.replace(
            mint_emit::program_multi::PRELUDE_MULTI,
            "/* (mint-emit/src/prelude_multi.cu) */\n",
        ),
        sp.host,
    ))
}

/// The kernels of `path` at optimization levels 1 to 3 (`tests/out/kernels/<stem>.O<l>.cu`).
fn optimized(path: &Path) -> Vec<(u8, String)> {
    let (src, name, p) = load(path);
    (1..=3)
        .map(|level| {
            let opts = mint_emit::Options {
                level,
                ..mint_emit::Options::default()
            };
            (
                level,
                mint_emit::kernels_source_opts(&p, &name, &src, &opts),
            )
        })
        .collect()
}

/// A switched kernel shape: file suffix, level, tile, chunk, switches.
type Shape = (&'static str, u8, [i64; 3], [i64; 3], mint_opt::Switches);

/// The switched kernel shapes of the 3D heat input (`tests/out/kernels/heat3d.<shape>.cu`):
/// plane sums in 4x2-point groups at -O2 (tile 64x8x8, chunk 4x2x8) and vector x at -O1 (tile
/// 128x4x8, chunk 4x1x8). Other inputs have none.
fn switched(path: &Path) -> Vec<(&'static str, String)> {
    if path.file_stem().is_none_or(|s| s != "heat3d") {
        return Vec::new();
    }
    let (src, name, program) = load(path);
    let shapes: [Shape; 2] = [
        (
            "psum",
            2,
            [64, 8, 8],
            [4, 2, 8],
            mint_opt::Switches {
                plane_sums: true,
                ..mint_opt::Switches::default()
            },
        ),
        (
            "xvec",
            1,
            [128, 4, 8],
            [4, 1, 8],
            mint_opt::Switches {
                vector_x: true,
                ..mint_opt::Switches::default()
            },
        ),
    ];
    shapes
        .into_iter()
        .map(|(shape, level, tile, chunk, switches)| {
            let mut p = program.clone();
            for f in &mut p.functions {
                for n in &mut f.nests {
                    n.schedule =
                        mint_analyzer::schedule_override(&tile, &chunk, 3).expect("a schedule");
                }
            }
            let opts = mint_emit::Options {
                level,
                switches,
                ..mint_emit::Options::default()
            };
            (
                shape,
                mint_emit::kernels_source_opts(&p, &name, &src, &opts),
            )
        })
        .collect()
}

/// The temporal-blocking kernels of `path` (`tests/out/kernels/<stem>.tb.cu`) under the default
/// schedule and time block, for the nests that are Jacobi steps (none: no file).
fn temporal(path: &Path) -> Option<String> {
    use mint_opt::temporal::{default_bt, default_schedule_of, plan_temporal};
    let (_, name, p) = load(path);
    let mut text = String::new();
    for n in p.nests() {
        let (tile, rows, chunk) = default_schedule_of(n, Default::default());
        let Ok(tp) = plan_temporal(n, default_bt(n.parallel), tile, rows, chunk) else {
            continue;
        };
        let base = mint_opt::plan_nest(n, 0, &mint_opt::Switches::default()).0;
        let origin = format!("{name}:{}", n.id);
        text.push_str(&mint_emit::kernel_temporal::write_temporal_kernel(
            n, &tp, &base, &origin,
        ));
    }
    (!text.is_empty()).then_some(text)
}

fn translate(path: &Path) -> (String, String, String) {
    let (src, name, p) = load(path);
    let opts = mint_emit::Options::default();
    (
        mint_emit::write_program(&p, &src, &name, &opts),
        mint_emit::kernels_source(&p, &name, &src),
        mint_emit::write_openmp(&p, &src, &name),
    )
}

/// The split layout of `path` (`<stem>.cu`, `<stem>.host.c`).
fn split(path: &Path) -> mint_emit::program::SplitProgram {
    let (src, name, p) = load(path);
    let stem = path.file_stem().expect("stem").to_string_lossy();
    mint_emit::program::write_split(
        &p,
        &src,
        &name,
        &mint_emit::Options::default(),
        &format!("{stem}.cu"),
        &format!("{stem}.host.c"),
    )
}

/// The multi-GPU program of `path` (`--gpus`: `<stem>.cu` without the runtime prelude,
/// `<stem>.host.c`), or the split check's messages where a nest cannot be split.
fn multi(path: &Path) -> Vec<(String, String)> {
    let (src, name, p) = load(path);
    let stem = path.file_stem().expect("stem").to_string_lossy();
    match mint_analyzer::split_halo(&p) {
        Ok(halo) => {
            let sp = mint_emit::program_multi::write_multi(
                &p,
                &src,
                &name,
                &mint_emit::Options::default(),
                &format!("{stem}.cu"),
                &format!("{stem}.host.c"),
                halo,
            );
            assert!(sp.device.contains(mint_emit::program_multi::PRELUDE_MULTI));
            vec![
                (
                    format!("{stem}.cu"),
                    sp.device.replace(
                        mint_emit::program_multi::PRELUDE_MULTI,
                        "/* (mint-emit/src/prelude_multi.cu) */\n",
                    ),
                ),
                (format!("{stem}.host.c"), sp.host),
            ]
        }
        Err(d) => vec![(
            format!("{stem}.refused.txt"),
            mint_lang::diagnostic::render_all(&d, &name, &src),
        )],
    }
}

#[test]
fn snapshots() {
    let bless = std::env::var("MINT_BLESS").is_ok_and(|v| v == "1");
    let mut failures = Vec::new();
    let ins = inputs();
    assert!(!ins.is_empty(), "no snapshot inputs");
    for input in &ins {
        let stem = input
            .file_stem()
            .expect("stem")
            .to_string_lossy()
            .into_owned();
        let (cu, kernels, omp) = translate(input);
        let sp = split(input);
        assert!(
            sp.device.contains(&kernels),
            "{stem}: the device file's kernels differ from --emit kernels"
        );
        let mut outputs = vec![
            ("cu", format!("{stem}.cu"), cu.clone()),
            ("split", format!("{stem}.cu"), sp.device),
            ("split", format!("{stem}.host.c"), sp.host),
            ("kernels", format!("{stem}.cu"), kernels.clone()),
            ("omp", format!("{stem}.c"), omp),
        ];
        for (file, text) in multi(input) {
            outputs.push(("multi", file, text));
        }
        for (level, text) in optimized(input) {
            outputs.push(("kernels", format!("{stem}.O{level}.cu"), text));
        }
        if let Some(text) = temporal(input) {
            outputs.push(("kernels", format!("{stem}.tb.cu"), text));
        }
        if let Some(sp) = time_blocked(input) {
            outputs.push(("split", format!("{stem}.tb.cu"), sp.device));
            outputs.push(("split", format!("{stem}.tb.host.c"), sp.host));
        }
        if let Some((device, host)) = multi_time_blocked(input) {
            outputs.push(("multi", format!("{stem}.tb.cu"), device));
            outputs.push(("multi", format!("{stem}.tb.host.c"), host));
        }
        for (shape, text) in switched(input) {
            assert!(
                text.contains(if shape == "psum" {
                    "plane sums of"
                } else {
                    "vector x, 4"
                }),
                "{stem}: no {shape} kernel"
            );
            outputs.push(("kernels", format!("{stem}.{shape}.cu"), text));
        }
        for (sub, file, text) in &outputs {
            let out = dir().join("out").join(sub).join(file);
            if bless {
                std::fs::write(&out, text).expect("write snapshot");
                continue;
            }
            match std::fs::read_to_string(&out) {
                Ok(old) if &old == text => {}
                Ok(_) => failures.push(format!(
                    "{} differs (run with MINT_BLESS=1 and review the diff)",
                    out.display()
                )),
                Err(_) => failures.push(format!(
                    "{} is missing (run with MINT_BLESS=1)",
                    out.display()
                )),
            }
        }
        // The program embeds exactly the NVRTC kernels (the one-file layout puts each function's
        // kernels before it, so with nests in two functions they are not one block there).
        assert!(
            stem == "c99" || cu.contains(&kernels),
            "{stem}: the program's kernels differ from --emit kernels"
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Compile every CUDA snapshot with nvcc (`-c`), when nvcc is there.
#[test]
fn snapshots_compile_with_nvcc() {
    let Some(nvcc) = mint_gpu::nvcc_path() else {
        assert!(
            std::env::var("MINT_REQUIRE_CUDA_TOOLS").map_or(true, |v| v != "1"),
            "nvcc is required but missing"
        );
        eprintln!("[SKIP] nvcc not found");
        return;
    };
    let tmp = std::env::temp_dir().join(format!("mint-snap-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).expect("tmp dir");
    let ins = inputs();
    let errors: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> = ins
            .iter()
            .map(|input| {
                let (nvcc, tmp) = (&nvcc, &tmp);
                s.spawn(move || {
                    let stem = input
                        .file_stem()
                        .expect("stem")
                        .to_string_lossy()
                        .into_owned();
                    let (cu, _, _) = translate(input);
                    let sp = split(input);
                    // The whole program (-O0) in both layouts (the host file as C), and the
                    // kernels at -O1..-O3 as one file each.
                    let mut files = vec![
                        (format!("{stem}.split.cu"), sp.device, "-c"),
                        (format!("{stem}.host.c"), sp.host, "-c"),
                    ];
                    // An input in C99 that C++ rejects has only the split layout.
                    if stem != "c99" {
                        files.push((format!("{stem}.cu"), cu, "-c"));
                    }
                    for (level, text) in optimized(input) {
                        files.push((format!("{stem}.O{level}.cu"), text, "-cubin"));
                    }
                    if let Some(text) = temporal(input) {
                        files.push((format!("{stem}.tb.cu"), text, "-cubin"));
                    }
                    if let Some(sp) = time_blocked(input) {
                        files.push((format!("{stem}.tb.split.cu"), sp.device, "-c"));
                        files.push((format!("{stem}.tb.host.c"), sp.host, "-c"));
                    }
                    for (shape, text) in switched(input) {
                        files.push((format!("{stem}.{shape}.cu"), text, "-cubin"));
                    }
                    let mut problems = Vec::new();
                    for (name, text, mode) in files {
                        let f = tmp.join(&name);
                        std::fs::write(&f, text).expect("write");
                        let out = std::process::Command::new(nvcc)
                            .args(["-arch=sm_90", mode, "-o"])
                            .arg(tmp.join(format!("{name}.out")))
                            .arg(&f)
                            .output()
                            .expect("run nvcc");
                        let log = String::from_utf8_lossy(&out.stderr).into_owned();
                        if !out.status.success() {
                            problems.push(format!("{name}: nvcc failed:\n{log}"));
                        } else if log.contains("warning") {
                            problems.push(format!("{name}: nvcc warned:\n{log}"));
                        }
                    }
                    (!problems.is_empty()).then(|| problems.join("\n"))
                })
            })
            .collect();
        handles
            .into_iter()
            .filter_map(|h| h.join().expect("thread"))
            .collect()
    });
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
