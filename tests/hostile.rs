//! Broken and hostile inputs (`tests/hostile/*.c`) through the real `mint` binary.
//!
//! For every file: no panic, no crash, a run under 5 s, exit 1 with an `error` diagnostic (and a
//! `file:line:col` where the input has a source location) and no output file, or exit 0 and an
//! output file for the inputs that are fine.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a run of `mint translate` on the file must do.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Expect {
    /// Translates (exit 0, output written).
    Fine,
    /// Refused with a located diagnostic (`file:line:col`).
    Refused,
    /// Refused before parsing (not UTF-8): `file:line:col` of the first bad byte, no source line.
    RefusedNotText,
    /// Refused with a diagnostic that has no source location (nothing to point at).
    RefusedNoLocation,
}
use Expect::*;

const CASES: &[(&str, Expect)] = &[
    ("binary_nul.c", RefusedNotText),
    ("bom.c", Fine),
    ("control_chars.c", Refused),
    ("copy_unclosed.c", Refused),
    ("crlf.c", Fine),
    ("cxx_keyword.c", Refused),
    ("deep_braces.c", Refused),
    ("deep_if.c", Refused),
    ("deep_parens.c", Refused),
    ("deep_prefix.c", Refused),
    ("else_if_chain.c", Refused),
    ("emoji_comments.c", Fine),
    ("empty.c", RefusedNoLocation),
    ("gauss_seidel.c", Refused),
    ("huge_int.c", Refused),
    ("invalid_utf8.c", RefusedNotText),
    ("lone_cr.c", Refused),
    ("long_assign_chain.c", Refused),
    ("long_line.c", Fine),
    ("long_sum.c", Refused),
    ("nest_huge.c", Refused),
    ("nul_in_source.c", Refused),
    ("ok_small.c", Fine),
    ("only_comment.c", Fine),
    ("only_pragma_parallel.c", Refused),
    ("pragma_continuation.c", Fine),
    ("pragma_garbage.c", Refused),
    ("pragma_mint_empty.c", Refused),
    ("pragma_top_level.c", Refused),
    ("swap_tmp_outside.c", Fine),
    ("tabs.c", Fine),
    ("tile_huge.c", Refused),
    ("truncated_mid_loop.c", Refused),
    ("unbalanced_close.c", Refused),
    ("unclosed_brace.c", Refused),
    ("unterminated_comment.c", Refused),
    ("unterminated_string.c", Refused),
    ("whitespace.c", RefusedNoLocation),
];

const TIME_LIMIT: Duration = Duration::from_secs(5);

fn hostile_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/hostile")
}

struct Run {
    code: Option<i32>,
    stderr: String,
    elapsed: Duration,
    output_exists: bool,
}

/// `mint translate FILE -o OUT`, killed after twice the time limit.
fn translate(file: &Path, args: &[&str]) -> Run {
    let name = file.file_name().expect("file name").to_string_lossy();
    let work = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!(
        "hostile-{}-{}-{}",
        std::process::id(),
        name,
        args.join("")
    ));
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).expect("temp dir");
    let out = work.join("out.cu");
    let err_path = work.join("stderr.txt");
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_mint"))
        .arg("translate")
        .arg(file)
        .arg("-o")
        .arg(&out)
        .args(args)
        .env("NO_COLOR", "1")
        .env("TERM", "dumb")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&err_path).expect("stderr file"))
        .spawn()
        .expect("run mint");
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait for mint") {
            break Some(s);
        }
        if start.elapsed() > 2 * TIME_LIMIT {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let elapsed = start.elapsed();
    let stderr =
        String::from_utf8_lossy(&std::fs::read(&err_path).unwrap_or_default()).into_owned();
    let run = Run {
        code: status.and_then(|s| s.code()),
        stderr,
        elapsed,
        output_exists: out.exists(),
    };
    let _ = std::fs::remove_dir_all(&work);
    run
}

/// `NAME:LINE:COL` somewhere in `text`.
fn has_location(text: &str, name: &str) -> bool {
    let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
    text.match_indices(&format!("{name}:")).any(|(i, m)| {
        let rest = &text[i + m.len()..];
        let l = digits(rest);
        l > 0 && rest[l..].starts_with(':') && digits(&rest[l + 1..]) > 0
    })
}

/// Every problem with one run, as text (empty if none).
fn problems(name: &str, expect: Expect, run: &Run) -> Vec<String> {
    let mut p = Vec::new();
    let err = &run.stderr;
    if run.code.is_none() {
        p.push("killed by a signal or the time limit".to_string());
    }
    if matches!(run.code, Some(101 | 70 | 134))
        || err.contains("panicked")
        || err.contains("internal error")
    {
        p.push(format!("crashed (exit {:?})", run.code));
    }
    if run.elapsed > TIME_LIMIT {
        p.push(format!("took {:.1?}, over {TIME_LIMIT:?}", run.elapsed));
    }
    match expect {
        Fine => {
            if run.code != Some(0) {
                p.push(format!("expected exit 0, got {:?}", run.code));
            }
            if !run.output_exists {
                p.push("no output file was written".to_string());
            }
            if err.contains("error") {
                p.push("an error was reported".to_string());
            }
        }
        Refused | RefusedNotText | RefusedNoLocation => {
            if run.code != Some(1) {
                p.push(format!("expected exit 1, got {:?}", run.code));
            }
            if run.output_exists {
                p.push("the output file was written although the input is refused".to_string());
            }
            if !err.contains("error") {
                p.push("no `error` on stderr".to_string());
            }
            if expect != RefusedNoLocation && !has_location(err, name) {
                p.push(format!("no `{name}:line:col` location on stderr"));
            }
            if expect == Refused && !err.contains('^') {
                p.push("no caret under the source".to_string());
            }
        }
    }
    p
}

#[test]
fn every_hostile_file_is_listed() {
    let mut on_disk: Vec<String> = std::fs::read_dir(hostile_dir())
        .expect("tests/hostile")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".c"))
        .collect();
    on_disk.sort();
    let listed: Vec<String> = CASES.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(on_disk, listed, "tests/hostile/*.c and CASES differ");
    assert!(CASES.len() >= 20);
}

#[test]
fn hostile_inputs() {
    let mut failures = Vec::new();
    for &(name, expect) in CASES {
        let run = translate(&hostile_dir().join(name), &[]);
        for p in problems(name, expect, &run) {
            failures.push(format!("{name}: {p}\n--- stderr:\n{}", tail(&run.stderr)));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The inputs that translate also go through the most aggressive level.
#[test]
fn fine_inputs_translate_at_o3() {
    let mut failures = Vec::new();
    for &(name, expect) in CASES.iter().filter(|(_, e)| *e == Fine) {
        let run = translate(&hostile_dir().join(name), &["-O3"]);
        for p in problems(name, expect, &run) {
            failures.push(format!(
                "{name} -O3: {p}\n--- stderr:\n{}",
                tail(&run.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The Gauss-Seidel nest is refused: its iterations are not independent, so the GPU's result
/// would depend on the order it runs them in (the program would silently differ from the C one).
/// A swap through a temporary declared outside the `single` (C89 style): the temporary is set in
/// the block before it is read, so the device gets a handle of its own for it and the swap is
/// mirrored; reading a pointer the block never set (`v = spare;`) is refused with the reason.
#[test]
fn swap_through_an_outside_temporary_is_mirrored() {
    let file = hostile_dir().join("swap_tmp_outside.c");
    let run = translate(&file, &[]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let src = std::fs::read_to_string(&file).unwrap();
    let bad = src.replace("tmp = u;", "tmp = u;\n                v = spare;");
    let bad = bad.replace("double **tmp;", "double **tmp, **spare = u;");
    let path = std::env::temp_dir().join(format!("mint-swap-outside-{}.c", std::process::id()));
    std::fs::write(&path, bad).unwrap();
    let run = translate(&path, &[]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("`spare` is not a device array nor set in this `single` before it is read"),
        "{}",
        run.stderr
    );
}

#[test]
fn gauss_seidel_is_refused() {
    let run = translate(&hostile_dir().join("gauss_seidel.c"), &[]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("error") && run.stderr.contains("not independent"),
        "{}",
        run.stderr
    );
}

fn tail(s: &str) -> &str {
    let mut start = s.len().saturating_sub(2000);
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}
