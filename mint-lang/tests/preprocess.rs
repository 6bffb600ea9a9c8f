//! The C preprocessor of the front end: expected output text compared exactly, identity on the
//! kernels, diagnostics rendered as the user sees them, and spans mapped back to the source.

use mint_lang::preprocess::{preprocess, MacroSite, PpOptions, Preprocessed};
use mint_lang::Span;
use std::path::PathBuf;

fn run(src: &str) -> Preprocessed {
    run_with(src, &PpOptions::default())
}

fn run_with(src: &str, opts: &PpOptions) -> Preprocessed {
    match preprocess(src, opts) {
        Ok(p) => p,
        Err(d) => panic!(
            "unexpected errors:\n{}",
            mint_lang::diagnostic::render_all(&d, "test.c", src)
        ),
    }
}

fn pp(src: &str) -> String {
    run(src).text
}

/// The rendered diagnostics of a failing input.
fn errors_with(src: &str, opts: &PpOptions) -> String {
    match preprocess(src, opts) {
        Ok(p) => panic!("expected errors, got text:\n{}", p.text),
        Err(d) => mint_lang::diagnostic::render_all(&d, "test.c", src),
    }
}

fn errors(src: &str) -> String {
    errors_with(src, &PpOptions::default())
}

fn check_errors(src: &str, expected: &str) {
    let got = errors(src);
    if got != expected {
        panic!("diagnostic mismatch\n--- expected\n{expected}\n--- got\n{got}\n---");
    }
}

/// Every byte of the text maps into the source on character boundaries.
fn check_map(src: &str, p: &Preprocessed) {
    for i in 0..=p.text.len() {
        for j in [i, (i + 1).min(p.text.len()), p.text.len()] {
            if !p.text.is_char_boundary(i) || !p.text.is_char_boundary(j) {
                continue;
            }
            let s = p.map.to_original(Span::new(i, j));
            assert!(s.start <= s.end && s.end as usize <= src.len(), "{s:?}");
            assert!(src.is_char_boundary(s.start as usize));
            assert!(src.is_char_boundary(s.end as usize));
        }
    }
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mint-pp-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

// ---- identity

#[test]
fn identity_without_directives() {
    let src = "int main() {\n  // N is not a macro\n  int N = 3; /* IDX(1) */\n  return N;\n}\n";
    let p = run(src);
    assert_eq!(p.text, src);
    assert!(p.map.is_identity());
    assert!(p.macros_used.is_empty());
    let p = run("");
    assert_eq!(p.text, "");
    assert!(p.map.is_identity());
}

#[test]
fn identity_on_every_kernel() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../kernels");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().and_then(|x| x.to_str()) != Some("c") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        let opts = PpOptions {
            file_dir: Some(dir.clone()),
            ..Default::default()
        };
        let p = run_with(&src, &opts);
        assert_eq!(p.text, src, "{}", path.display());
        assert!(p.map.is_identity(), "{}", path.display());
        n += 1;
    }
    assert!(n >= 5, "only {n} kernels found");
}

#[test]
fn unused_macros_and_pragmas_leave_the_text_alone() {
    let src = "#include <stdio.h>\n#define UNUSED 3\n#pragma omp parallel for\n#pragma mint for nest(all) tile(16,16,1)\nint x;\n";
    let p = run(src);
    assert_eq!(p.text, src);
    assert!(p.map.is_identity());
}

/// A system header is never read: its macros stay identifiers, except the constants
/// `mint_lang::system_headers` defines (`system_headers_define_the_constants_nests_use`).
#[test]
fn system_header_macros_stay_identifiers() {
    let src = "#include <math.h>\n#include <stdlib.h>\n#include <stdio.h>\ndouble x = HUGE_VAL * MB_CUR_MAX; void *p = NULL; int e = EOF;\n";
    assert_eq!(pp(src), src);
}

// ---- object-like and function-like macros

#[test]
fn object_like_macro() {
    let src = "#define N 512\nint a[N][N]; // N\nchar *s = \"N\"; char c = 'N';\n";
    assert_eq!(
        pp(src),
        "#define N 512\nint a[512][512]; // N\nchar *s = \"N\"; char c = 'N';\n"
    );
}

#[test]
fn function_like_index_macro() {
    let src = "#define IDX(i,j,k) ((k)*ny*nx + (j)*nx + (i))\nu[IDX(x+1, y, z)] = 0;\n";
    assert_eq!(
        pp(src),
        "#define IDX(i,j,k) ((k)*ny*nx + (j)*nx + (i))\nu[((z)*ny*nx + (y)*nx + (x+1))] = 0;\n"
    );
}

#[test]
fn arguments_are_expanded_first_and_result_rescanned() {
    let src = "#define N 64\n#define SQ(x) ((x)*(x))\n#define AREA SQ(N)\nint a = AREA;\n";
    assert_eq!(
        pp(src),
        "#define N 64\n#define SQ(x) ((x)*(x))\n#define AREA SQ(N)\nint a = ((64)*(64));\n"
    );
    // The name of a function-like macro at the end of an expansion takes its `(` from the text.
    let src = "#define F(x) [x]\n#define G F\nG(1) G (2)\n";
    assert_eq!(pp(src), "#define F(x) [x]\n#define G F\n[1] [2]\n");
}

#[test]
fn no_recursive_reexpansion() {
    let src = "#define foo foo + 1\n#define a b\n#define b a\nfoo; a; b;\n";
    assert_eq!(
        pp(src),
        "#define foo foo + 1\n#define a b\n#define b a\nfoo + 1; a; b;\n"
    );
    // The C standard's example: f(f(z)) where f refers to itself.
    let src = "#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n";
    assert_eq!(pp(src), "#define f(a) a*g\n#define g(a) f(a)\n2*9*g\n");
}

#[test]
fn nested_parentheses_and_commas_in_arguments() {
    let src = "#define FIRST(a, b) a\nint x = FIRST(f(1, 2), (3, 4));\n";
    assert_eq!(pp(src), "#define FIRST(a, b) a\nint x = f(1, 2);\n");
}

#[test]
fn function_like_name_without_parenthesis_is_left_alone() {
    let src = "#define F(x) x\nint F; int (*p)(int) = F;\n";
    assert_eq!(pp(src), src);
}

#[test]
fn invocation_over_several_lines() {
    let src = "#define ADD(a, b) ((a) + (b))\nint x = ADD(1,\n            2);\nint y;\n";
    assert_eq!(
        pp(src),
        "#define ADD(a, b) ((a) + (b))\nint x = ((1) + (2));\nint y;\n"
    );
}

#[test]
fn stringify_and_paste() {
    let src = "#define STR(x) #x\n#define CAT(a, b) a ## b\nchar *s = STR( a  \"q\\n\" 'c' );\nint CAT(var, 1) = CAT(, 2) + CAT(3,);\n";
    assert_eq!(
        pp(src),
        "#define STR(x) #x\n#define CAT(a, b) a ## b\nchar *s = \"a \\\"q\\\\n\\\" 'c'\";\nint var1 = 2 + 3;\n"
    );
    // `#` and `##` take the argument as written, unexpanded.
    let src = "#define N 4\n#define STR(x) #x\n#define XSTR(x) STR(x)\n#define CAT(a, b) a##b\nSTR(N) XSTR(N) CAT(N, N)\n";
    assert!(pp(src).ends_with("\"N\" \"4\" NN\n"), "{}", pp(src));
}

#[test]
fn variadic_macros() {
    let src = "#define P(fmt, ...) printf(fmt, __VA_ARGS__)\n#define Q(fmt, ...) printf(fmt, ## __VA_ARGS__)\nP(\"%d %d\", 1, (2, 3)); Q(\"x\"); Q(\"%d\", 4);\n";
    assert_eq!(
        pp(src),
        "#define P(fmt, ...) printf(fmt, __VA_ARGS__)\n#define Q(fmt, ...) printf(fmt, ## __VA_ARGS__)\nprintf(\"%d %d\", 1, (2, 3)); printf(\"x\"); printf(\"%d\",4);\n"
    );
}

#[test]
fn numbers_are_not_identifiers() {
    let src = "#define e10 X\n#define x1f Y\ndouble a = 1e10 + 0x1f + e10;\n";
    assert_eq!(
        pp(src),
        "#define e10 X\n#define x1f Y\ndouble a = 1e10 + 0x1f + X;\n"
    );
}

#[test]
fn no_accidental_token_pasting() {
    let src = "#define NEG -1\n#define E\nint a = -NEG; int b = -E-1;\n";
    assert_eq!(
        pp(src),
        "#define NEG -1\n#define E\nint a = - -1; int b = - -1;\n"
    );
}

#[test]
fn redefinition_last_one_wins_and_undef() {
    let src = "#define N 1\nint a = N;\n#define N 2\nint b = N;\n#undef N\nint c = N;\n";
    assert_eq!(
        pp(src),
        "#define N 1\nint a = 1;\n#define N 2\nint b = 2;\n#undef N\nint c = N;\n"
    );
}

#[test]
fn predefined_macros() {
    let src =
        "int a = __STDC__; long b = __STDC_VERSION__; int c = _OPENMP + __CUDACC__ + __LINE__;\n";
    assert_eq!(
        pp(src),
        "int a = 1; long b = 199901L; int c = _OPENMP + __CUDACC__ + __LINE__;\n"
    );
}

// ---- command line

#[test]
fn command_line_defines_and_undefines() {
    let opts = PpOptions {
        defines: vec![
            ("N".into(), Some("128".into())),
            ("DEBUG".into(), None),
            ("SQ(x)".into(), Some("((x)*(x))".into())),
            ("GONE".into(), Some("1".into())),
        ],
        undefines: vec!["GONE".into()],
        ..Default::default()
    };
    let src = "int a[N]; int d = DEBUG; int s = SQ(N); int g = GONE;\n";
    let p = run_with(src, &opts);
    assert_eq!(
        p.text,
        "int a[128]; int d = 1; int s = ((128)*(128)); int g = GONE;\n"
    );
    assert_eq!(p.macros_used, vec!["DEBUG", "N", "SQ"]);
    assert!(!p.map.is_identity());
    let e = p.map.expansion_of(Span::new(6, 9)).unwrap();
    assert_eq!(e.name, "N");
    assert_eq!(e.defined_at, MacroSite::CommandLine);
}

// ---- conditionals

#[test]
fn conditionals_select_groups() {
    let src = "#define A 2\n#if A > 1 && defined(A) && !defined B\nyes1\n#else\nno1\n#endif\n#ifdef B\nno2\n#elif A == 2\nyes2\n#else\nno3\n#endif\n#ifndef B\nyes3\n#endif\n";
    assert_eq!(
        pp(src),
        "#define A 2\n\nyes1\n\n\n\n\n\n\nyes2\n\n\n\n\nyes3\n\n"
    );
}

#[test]
fn nested_conditionals_and_inactive_directives() {
    let src = "#if 0\n#if garbage ( here\n#define X 1\n#error not seen\n#endif\n#else\n#ifdef X\nno\n#else\nyes\n#endif\n#endif\nX\n";
    assert_eq!(pp(src), "\n\n\n\n\n\n\n\n\nyes\n\n\nX\n");
}

#[test]
fn constant_expressions() {
    let cases = [
        ("1 + 2 * 3 == 7", true),
        ("(1 + 2) * 3 == 9", true),
        ("10 / 3 == 3 && 10 % 3 == 1", true),
        ("1 << 4 == 16 && 256 >> 4 == 16", true),
        ("-1 < 0", true),
        ("-1 < 0u", false),
        ("0xffffffffffffffff == -1", true),
        (
            "~0 == -1 && (5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6",
            true,
        ),
        ("1 ? 2 : 0", true),
        ("0 ? 1 : 0", false),
        ("UNDEFINED_NAME", false),
        ("UNDEFINED_NAME == 0", true),
        ("0 && 1 / 0", true == false),
        ("1 || 1 / 0", true),
        ("0 ? 1 / 0 : 1", true),
        ("100000L * 1000UL > 0", true),
        ("'a' == 97 && '\\n' == 10", true),
        ("017 == 15 && 0b101 == 5", true),
        ("__STDC_VERSION__ >= 199901L", true),
        ("(2 >= 2) + (1 <= 0) + (3 != 3) == 1", true),
        ("!0, 0", false),
    ];
    for (e, want) in cases {
        let src = format!("#if {e}\nyes\n#else\nno\n#endif\n");
        let got = pp(&src);
        let expected = if want {
            "\nyes\n\n\n\n"
        } else {
            "\n\n\nno\n\n"
        };
        assert_eq!(got, expected, "#if {e}");
    }
}

#[test]
fn macros_in_if_expressions() {
    let src = "#define N 512\n#define BIG(n) ((n) > 256)\n#if BIG(N) && defined N\nbig\n#endif\n";
    let p = run(src);
    assert_eq!(
        p.text,
        "#define N 512\n#define BIG(n) ((n) > 256)\n\nbig\n\n"
    );
    assert_eq!(p.macros_used, vec!["BIG", "N"]);
}

#[test]
fn include_guard_and_pragma_mint_expansion() {
    let src = "#ifndef GUARD\n#define GUARD\n#define N 64\n#endif\n#pragma mint copy(A, toDevice, N, N, N)\n#pragma omp parallel for num_threads(N)\n";
    assert_eq!(
        pp(src),
        "\n#define GUARD\n#define N 64\n\n#pragma mint copy(A, toDevice, 64, 64, 64)\n#pragma omp parallel for num_threads(N)\n"
    );
}

#[test]
fn pragma_mint_with_continuation_stays_one_line() {
    let src = "#define T 16\n#pragma mint for nest(all) \\\n  tile(T,T,1)\nx;\n";
    assert_eq!(
        pp(src),
        "#define T 16\n#pragma mint for nest(all) \\\n  tile(16,16,1)\nx;\n"
    );
}

#[test]
fn directive_continuations() {
    let src =
        "#define IDX(i, \\\n  j) ((j)*nx \\\n  + (i))\n#if 1 && \\\n  0\nno\n#endif\nIDX(a, b)\n";
    assert_eq!(
        pp(src),
        "#define IDX(i, \\\n  j) ((j)*nx \\\n  + (i))\n\n\n\n\n((b)*nx + (a))\n"
    );
}

#[test]
fn crlf_line_ends() {
    let src = "#define N 3\r\n#if 0\r\nno\r\n#endif\r\nint a = N;\r\n";
    assert_eq!(pp(src), "#define N 3\r\n\r\n\r\n\r\nint a = 3;\r\n");
}

// ---- headers

#[test]
fn local_headers_define_macros_but_are_not_inlined() {
    let dir = tmpdir("hdr");
    let inc = dir.join("inc");
    std::fs::create_dir_all(&inc).unwrap();
    std::fs::write(
        dir.join("grid.h"),
        "#ifndef GRID_H\n#define GRID_H\n#include \"size.h\"\n#define IDX(i,j) ((j)*NX + (i))\nint helper(int);\n#endif\n",
    )
    .unwrap();
    std::fs::write(inc.join("size.h"), "#pragma once\n#define NX 32\n").unwrap();
    let src = "#include \"grid.h\"\n#include \"grid.h\"\n#include <stdio.h>\nint a = IDX(1, 2);\n";
    let opts = PpOptions {
        file_dir: Some(dir.clone()),
        include_dirs: vec![inc.clone()],
        ..Default::default()
    };
    let p = run_with(src, &opts);
    assert_eq!(
        p.text,
        "#include \"grid.h\"\n#include \"grid.h\"\n#include <stdio.h>\nint a = ((2)*32 + (1));\n"
    );
    assert_eq!(p.includes, vec![dir.join("grid.h"), inc.join("size.h")]);
    let at = p.text.find("32").unwrap();
    let e = p.map.expansion_of(Span::new(at, at + 2)).unwrap();
    assert_eq!(e.name, "NX");
    assert_eq!(
        e.defined_at,
        MacroSite::Header {
            path: inc.join("size.h"),
            line: 2
        }
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn missing_header() {
    let opts = PpOptions {
        file_dir: Some(PathBuf::from("/nonexistent/src")),
        include_dirs: vec![PathBuf::from("/nonexistent/inc")],
        ..Default::default()
    };
    let got = errors_with("int x;\n#include \"params.h\"\n", &opts);
    assert_eq!(
        got,
        r#"error: cannot find header `params.h`
  ┌─ test.c:2:10
  │
2 │ #include "params.h"
  │          ^^^^^^^^^^ not found
  │
  = searched: `/nonexistent/src`, `/nonexistent/inc`

"#
    );
}

#[test]
fn errors_in_headers_point_at_the_include() {
    let dir = tmpdir("hdrerr");
    std::fs::write(
        dir.join("bad.h"),
        "#define OK 1\n#if OK\n#error bad configuration\n#endif\n#if 1\n",
    )
    .unwrap();
    std::fs::write(dir.join("self.h"), "#include \"self.h\"\n").unwrap();
    let opts = PpOptions {
        file_dir: Some(dir.clone()),
        ..Default::default()
    };
    let got = errors_with("#include \"bad.h\"\n", &opts);
    let path = dir.join("bad.h").display().to_string();
    assert_eq!(
        got,
        format!(
            r#"error: bad configuration
  ┌─ test.c:1:1
  │
1 │ #include "bad.h"
  │ ^^^^^^^^^^^^^^^^ in `{path}`, included from here
  │
  = {path}:3: `#error` directive

error: unterminated `#if`
  ┌─ test.c:1:1
  │
1 │ #include "bad.h"
  │ ^^^^^^^^^^^^^^^^ in `{path}`, included from here
  │
  = {path}:5: no matching `#endif` before the end of the file

"#
        )
    );
    let got = errors_with("#include \"self.h\"\n", &opts);
    assert!(got.contains("`#include` nested more than 32 deep"), "{got}");
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- diagnostics

#[test]
fn unterminated_if() {
    check_errors(
        "#define A 1\n#ifdef A\nint x;\n",
        r#"error: unterminated `#ifdef`
  ┌─ test.c:2:1
  │
2 │ #ifdef A
  │ ^^^^^^^^ no matching `#endif` before the end of the file

"#,
    );
}

#[test]
fn else_and_endif_without_if() {
    check_errors(
        "int x;\n#else\n#endif\n",
        r#"error: `#else` without `#if`
  ┌─ test.c:2:1
  │
2 │ #else
  │ ^^^^^

error: `#endif` without `#if`
  ┌─ test.c:3:1
  │
3 │ #endif
  │ ^^^^^^

"#,
    );
}

#[test]
fn error_directive() {
    check_errors(
        "#ifndef N\n#error N must be defined (use -D N=...)\n#endif\n",
        r#"error: N must be defined (use -D N=...)
  ┌─ test.c:2:1
  │
2 │ #error N must be defined (use -D N=...)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ `#error` directive

"#,
    );
    let opts = PpOptions {
        defines: vec![("N".into(), Some("8".into()))],
        ..Default::default()
    };
    let p = run_with("#ifndef N\n#error N must be defined\n#endif\n", &opts);
    assert_eq!(p.text, "\n\n\n");
}

#[test]
fn wrong_argument_count() {
    check_errors(
        "#define IDX(i,j,k) ((k)*ny*nx + (j)*nx + (i))\nint main() {\n  u[IDX(i,j)] = 0;\n}\n",
        r#"error: macro `IDX` requires 3 arguments, but only 2 given
  ┌─ test.c:3:5
  │
3 │   u[IDX(i,j)] = 0;
  │     ^^^^^^^^ in this invocation
  │
  = `IDX` is defined at line 1

"#,
    );
    let got = errors("#define F(x) x\nF(1, 2)\n");
    assert!(
        got.starts_with("error: macro `F` passed 2 arguments, but takes just 1"),
        "{got}"
    );
}

#[test]
fn division_by_zero_in_if() {
    check_errors(
        "#if 1 / 0\n#endif\n",
        r#"error: division by zero in `#if`
  ┌─ test.c:1:7
  │
1 │ #if 1 / 0
  │       ^

"#,
    );
}

#[test]
fn bad_expressions_and_definitions() {
    let cases = [
        ("#if\n#endif\n", "`#if` with no expression"),
        (
            "#if 1 +\n#endif\n",
            "expected a value at the end of the expression",
        ),
        ("#if (1\n#endif\n", "missing `)` in expression"),
        ("#if 1 2\n#endif\n", "missing binary operator before `2`"),
        ("#if 1.5\n#endif\n", "floating constant `1.5`"),
        ("#if \"s\"\n#endif\n", "string literals are not valid"),
        (
            "#if defined(\n#endif\n",
            "operator `defined` requires an identifier",
        ),
        ("#define 3 x\n", "macro names must be identifiers"),
        ("#define\n", "no macro name given"),
        ("#define F(x, x) x\n", "duplicate macro parameter `x`"),
        (
            "#define F(x) #y\n",
            "`#` is not followed by a macro parameter",
        ),
        ("#define F(x) ## x\n", "`##` cannot appear at either end"),
        ("#define F(x\n", "missing `)` in macro parameter list"),
        (
            "#define defined 1\n",
            "`defined` cannot be used as a macro name",
        ),
        (
            "#define F(x) x\nF(1\n",
            "unterminated argument list invoking macro `F`",
        ),
        ("#if 1\n#else\n#else\n#endif\n", "`#else` after `#else`"),
        ("#if 1\n#else\n#elif 1\n#endif\n", "`#elif` after `#else`"),
        (
            "#define C(a,b) a##b\nC(+,/)\n",
            "pasting `+` and `/` does not give",
        ),
        ("#include\n", "`#include` expects"),
    ];
    for (src, want) in cases {
        let got = errors(src);
        assert!(got.contains(want), "{src:?}: {got}");
    }
}

#[test]
fn macro_bomb_is_an_error_not_oom() {
    let mut src = String::from("#define A0 x x x x x x x x x x\n");
    for i in 1..12 {
        src.push_str(&format!(
            "#define A{i} A{p} A{p} A{p} A{p} A{p} A{p} A{p} A{p} A{p} A{p}\n",
            p = i - 1
        ));
    }
    src.push_str("A11\n");
    let got = errors(&src);
    assert!(got.contains("macro expansion is too large"), "{got}");
    // Doubling through arguments.
    let mut src = String::from("#define D(x) x x\n");
    src.push_str(&"D(".repeat(60));
    src.push('1');
    src.push_str(&")".repeat(60));
    src.push('\n');
    let got = errors(&src);
    assert!(got.contains("macro expansion is too large"), "{got}");
    // Deep nesting in arguments.
    let mut src = String::from("#define I(x) x\n");
    src.push_str(&"I(".repeat(500));
    src.push_str(&")".repeat(500));
    let got = errors(&src);
    assert!(got.contains("macro invocations nest too deeply"), "{got}");
    // Growing tokens by pasting.
    let src = format!(
        "#define C(a) E(a)\n#define E(a) a##a\n{}a{}\n",
        "C(".repeat(90),
        ")".repeat(90)
    );
    let got = errors(&src);
    assert!(got.contains("too large"), "{got}");
}

#[test]
fn garbage_never_panics() {
    let pieces = [
        "#",
        "define",
        " ",
        "\n",
        "(",
        ")",
        ",",
        "##",
        "#if",
        "#else",
        "#endif",
        "#elif",
        "X",
        "F",
        "...",
        "__VA_ARGS__",
        "\\\n",
        "/*",
        "*/",
        "//",
        "\"",
        "'",
        "é",
        "0x",
        "1e+",
        "defined",
        "#define F(a) a F(",
        "#define X X F",
        "\r",
        "\0",
        "#include",
        "<",
        ">",
        "#pragma mint ",
        "-",
        "?",
        ":",
        "/",
        "0",
        "\u{1F600}",
        "#undef",
        "#error",
        "u8\"",
        "L'",
    ];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    for _ in 0..3000 {
        let mut s = String::new();
        let n = (seed % 40) as usize;
        for _ in 0..n {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            s.push_str(pieces[(seed % pieces.len() as u64) as usize]);
        }
        if let Ok(p) = preprocess(&s, &PpOptions::default()) {
            check_map(&s, &p);
            let _ = p
                .map
                .remap(mint_lang::Diagnostic::error("x").with_span(Span::new(0, p.text.len()), ""));
        }
    }
}

// ---- source map

#[test]
fn source_map_positions() {
    let src = "#define IDX(i,j) ((j)*nx + (i))\nint a = u[IDX(x+1, y)];\n";
    let p = run(src);
    assert_eq!(
        p.text,
        "#define IDX(i,j) ((j)*nx + (i))\nint a = u[((y)*nx + (x+1))];\n"
    );
    check_map(src, &p);
    let text = &p.text;
    // Copied text maps one to one.
    let a = text.find("int a").unwrap();
    assert_eq!(p.map.to_original(Span::new(a, a + 5)), Span::new(a, a + 5));
    assert!(p.map.expansion_of(Span::new(a, a + 5)).is_none());
    // An argument maps to where it was written.
    let o = text.find("x+1").unwrap();
    let s = src.find("x+1").unwrap();
    assert_eq!(p.map.to_original(Span::new(o, o + 3)), Span::new(s, s + 3));
    assert_eq!(
        p.map.to_original(Span::new(o + 2, o + 3)),
        Span::new(s + 2, s + 3)
    );
    // Body text maps to the invocation.
    let inv = src.find("IDX(x").unwrap();
    let inv = Span::new(inv, src[inv..].find(')').unwrap() + inv + 1);
    let nx = text.rfind("nx").unwrap();
    assert_eq!(p.map.to_original(Span::new(nx, nx + 2)), inv);
    let e = p.map.expansion_of(Span::new(nx, nx + 2)).unwrap();
    assert_eq!(e.name, "IDX");
    assert_eq!(e.invocation, inv);
    assert_eq!(
        e.defined_at,
        MacroSite::Source {
            line: 1,
            name: Span::new(8, 11)
        }
    );
    // A span straddling copied and expanded text maps to the union.
    let u = text.find("u[").unwrap();
    let end = text.find("];").unwrap() + 1;
    let s2 = p.map.to_original(Span::new(u, end));
    assert_eq!(
        s2,
        Span::new(src.find("u[").unwrap(), src.find("];").unwrap() + 1)
    );
}

#[test]
fn remap_a_parse_error_inside_an_expansion() {
    let src = "#define N 8\n#define BAD(x) ((x) + )\nint main() {\n    int a = N;\n    int b = BAD(a);\n    return b;\n}\n";
    let p = run(src);
    let diags = mint_lang::parse(&p.text).expect_err("the expansion is not C");
    let got = p.map.remap(diags[0].clone()).emit_to_string("test.c", src);
    assert_eq!(
        got,
        r#"error: syntax error: expected an expression, found `)`
  ┌─ test.c:5:13
  │
5 │     int b = BAD(a);
  │             ^^^^^^ unexpected here
  │
  = in the expansion of macro `BAD` (defined at line 2)

"#
    );
    // An error in an argument points at the argument as written.
    let src = "#define IDX(i,j) ((j)*nx + (i))\nint main() {\n    int b = u[IDX(x 1, y)];\n    return b;\n}\n";
    let p = run(src);
    let diags = mint_lang::parse(&p.text).expect_err("not C");
    let got = p.map.remap(diags[0].clone()).emit_to_string("test.c", src);
    assert!(got.contains("┌─ test.c:3:21\n"), "{got}");
    assert!(
        got.contains("= in the expansion of macro `IDX` (defined at line 1)"),
        "{got}"
    );
}

#[test]
fn nested_expansions_are_all_named() {
    let src = "#define IDX(i) (i)*nx\n#define AT(a, i) a[IDX(i)]\nx = AT(U, 3);\n";
    let p = run(src);
    assert_eq!(
        p.text,
        "#define IDX(i) (i)*nx\n#define AT(a, i) a[IDX(i)]\nx = U[(3)*nx];\n"
    );
    let nx = p.text.rfind("nx").unwrap();
    let chain: Vec<String> = p
        .map
        .expansions_of(Span::new(nx, nx + 2))
        .into_iter()
        .map(|e| e.name)
        .collect();
    assert_eq!(chain, vec!["IDX", "AT"]);
    let d = p
        .map
        .remap(mint_lang::Diagnostic::error("e").with_span(Span::new(nx, nx + 2), "here"));
    assert_eq!(
        d.notes,
        vec![
            "in the expansion of macro `IDX` (defined at line 1)",
            "which is in the expansion of macro `AT` (defined at line 2)"
        ]
    );
}

#[test]
fn preprocessed_stencil_parses() {
    let src = r#"#include <stdio.h>
#define N 64
#define IDX(i,j,k) ((k)*(N+2)*(N+2) + (j)*(N+2) + (i))
#ifdef USE_FLOAT
typedef float real;
#endif
int main() {
    double *U = 0, *V = 0;
#pragma mint copy(U, toDevice, (N+2)*(N+2)*(N+2))
#pragma mint parallel default(shared)
    {
#pragma mint for nest(all) tile(16,16,1)
        for (int z = 1; z <= N; z++)
            for (int y = 1; y <= N; y++)
                for (int x = 1; x <= N; x++)
                    V[IDX(x,y,z)] = U[IDX(x-1,y,z)] + U[IDX(x+1,y,z)];
    }
    return 0;
}
"#;
    let p = run(src);
    assert!(p
        .text
        .contains("#pragma mint copy(U, toDevice, (64+2)*(64+2)*(64+2))"));
    assert!(p.text.contains("V[((z)*(64+2)*(64+2) + (y)*(64+2) + (x))]"));
    assert_eq!(p.text.lines().count(), src.lines().count());
    mint_lang::parse(&p.text).expect("parses");
}

#[test]
fn other_directives_pass_through() {
    let src = "#define N 2\n#line 10 \"x.c\"\n#warning N is small\n#pragma GCC optimize(\"O3\") N\n#ident \"v1\"\n#\nint a = N;\n";
    assert_eq!(
        pp(src),
        "#define N 2\n#line 10 \"x.c\"\n#warning N is small\n#pragma GCC optimize(\"O3\") N\n#ident \"v1\"\n#\nint a = 2;\n"
    );
}

#[test]
fn inactive_includes_are_not_read() {
    let src = "#if 0\n#include \"missing.h\"\n#endif\nint x;\n";
    assert_eq!(pp(src), "\n\n\nint x;\n");
}

#[test]
fn missing_header_without_any_directory() {
    let got = errors("#include \"p.h\"\n");
    assert!(
        got.contains("= no directory was searched: the input has no directory of its own and no `-I` was given"),
        "{got}"
    );
}

#[test]
fn non_ascii_text_and_arguments() {
    let src = "#define ID(x) x\n/* é */ char *s = ID(\"ü\") ; int ID(é) = 1;\n";
    let p = run(src);
    assert_eq!(
        p.text,
        "#define ID(x) x\n/* é */ char *s = \"ü\" ; int é = 1;\n"
    );
    check_map(src, &p);
    let o = p.text.find('ü').unwrap();
    let s = src.find('ü').unwrap();
    assert_eq!(p.map.to_original(Span::new(o, o + 2)), Span::new(s, s + 2));
}

#[test]
fn results_can_cross_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<mint_lang::preprocess::Preprocessed>();
    send_sync::<mint_lang::preprocess::PpOptions>();
}

#[test]
fn angle_includes_are_searched_in_the_include_folders_only() {
    // PolyBench's layout: `#include <polybench.h>` found through `-I utilities`.
    let dir = tmpdir("angled");
    let inc = dir.join("utilities");
    std::fs::create_dir_all(&inc).unwrap();
    std::fs::write(inc.join("bench.h"), "#define DIM3(v, a, b, c) v[a][b][c]\n").unwrap();
    // A header of the same name beside the source is not what `<...>` finds.
    std::fs::write(dir.join("bench.h"), "#define DIM3(v, a, b, c) wrong\n").unwrap();
    let opts = PpOptions {
        file_dir: Some(dir.clone()),
        include_dirs: vec![inc.clone()],
        ..Default::default()
    };
    let src = "#include <stdio.h>\n#include <bench.h>\ndouble DIM3(A, 4, 5, 6);\n";
    let p = run_with(src, &opts);
    assert!(p.text.ends_with("double A[4][5][6];\n"), "{}", p.text);
    assert_eq!(p.includes, vec![inc.join("bench.h")]);
    // Written through a macro, as `#include HEADER` with `-DHEADER=<bench.h>`.
    let p = run_with(
        "#define HDR <bench.h>\n#include HDR\ndouble DIM3(B, 1, 2, 3);\n",
        &opts,
    );
    assert!(p.text.ends_with("double B[1][2][3];\n"), "{}", p.text);
    // Without `-I`, an angled name is a system header: left to the compiler, no error.
    let none = PpOptions {
        file_dir: Some(dir.clone()),
        ..Default::default()
    };
    let p = run_with("#include <bench.h>\nint DIM3;\n", &none);
    assert!(p.text.ends_with("int DIM3;\n"), "{}", p.text);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn system_headers_define_the_constants_nests_use() {
    // `M_PI` of <math.h>, `DBL_EPSILON` of <float.h>, `INT_MAX` of <limits.h>: as the C library
    // defines them, only where the header is included.
    let text = pp("#include <math.h>\n#include <float.h>\n#include <limits.h>\ndouble a = M_PI * DBL_EPSILON; int m = INT_MAX;\n");
    assert!(
        text.ends_with(
            "double a = 3.14159265358979323846 * 2.2204460492503131e-16; int m = 2147483647;\n"
        ),
        "{text}"
    );
    assert!(pp("double a = M_PI;\n").ends_with("double a = M_PI;\n"));
    // A program's own definition, before or after the include, is the one used.
    let before = pp("#define M_PI 3.14\n#include <math.h>\ndouble a = M_PI;\n");
    assert!(before.ends_with("double a = 3.14;\n"), "{before}");
    let after = pp("#include <math.h>\n#undef M_PI\n#define M_PI 3.1416\ndouble a = M_PI;\n");
    assert!(after.ends_with("double a = 3.1416;\n"), "{after}");
    let p = run("#include <math.h>\ndouble a = M_PI_2;\n");
    let at = p.text.find("1.5707").expect("expanded");
    let e = p
        .map
        .expansion_of(Span::new(at, at + 3))
        .expect("an expansion");
    assert_eq!(e.name, "M_PI_2");
    assert_eq!(e.defined_at.describe(), "defined by `<math.h>`");
}
