//! Host statements around nests. A `mint for` in a `case` block or after a label (statements
//! that only parse since `switch`, labels and `goto` do) is found, analysed and launched like
//! any other: it was once left in the host code as an ignored pragma, a silently wrong program.
//! Host code of a region that touches the arrays its nests put on the GPU is refused
//! (`host_access.rs`): it would see the stale host copy.

fn nests_of(src: &str) -> usize {
    let tu = mint_lang::parse(src)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    let p = mint_analyzer::analyze(&tu)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    p.functions.iter().map(|f| f.nests.len()).sum()
}

#[test]
fn nests_in_case_blocks_and_after_labels_are_found() {
    let src = r#"void f(int n, int method, double *a, double *b) {
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
        for (int t = 0; t < 4; t++) {
            switch (method) {
            case 1: {
#pragma mint for nest(1)
                for (int i = 1; i < n - 1; i++)
                    b[i] = 0.5 * (a[i - 1] + a[i + 1]);
                break;
            }
            default: {
#pragma mint for nest(1)
                for (int i = 1; i < n - 1; i++)
                    b[i] = a[i];
            }
            }
            again: {
#pragma mint for nest(1)
                for (int i = 1; i < n - 1; i++)
                    a[i] = b[i];
            }
            if (t < 0)
                goto again;
        }
    }
#pragma mint copy(a, fromDevice, n)
}
"#;
    assert_eq!(nests_of(src), 3);
}

#[test]
fn a_directive_right_after_a_label_governs_the_loop_after_it() {
    // C labels the statement after the pragma line: `case 1:` and `default: again:` (two
    // labels) hold the nests without braces, as a solver's scheme switch writes them.
    let src = r#"void f(int n, int method, double *a, double *b) {
#pragma mint copy(a, toDevice, n)
#pragma mint copy(b, toDevice, n)
#pragma mint parallel
    {
        switch (method) {
        case 1:
#pragma mint for nest(1)
            for (int i = 1; i < n - 1; i++)
                b[i] = 0.5 * (a[i - 1] + a[i + 1]);
            break;
        default:
        again:
#pragma mint for nest(1)
            for (int i = 1; i < n - 1; i++)
                b[i] = a[i];
            break;
        }
    }
#pragma mint copy(b, fromDevice, n)
}
"#;
    assert_eq!(nests_of(src), 2);
    // The label holds the directive and its loop; the `break` after it is the block's own.
    let tu = mint_lang::parse(src).expect("parses");
    let text = format!("{tu:?}");
    assert_eq!(text.matches("Labeled").count(), 3, "{text}");
    // A directive with nothing to govern after a label is still an error.
    let bad = src.replace(
        "#pragma mint for nest(1)\n            for (int i = 1; i < n - 1; i++)\n                b[i] = a[i];",
        "#pragma mint for nest(1)",
    );
    let e = mint_lang::parse(&bad).expect_err("nothing to govern");
    let e = mint_lang::diagnostic::render_all(&e, "t.c", &bad);
    assert!(
        e.contains("`#pragma mint for` must be followed by a `for` loop"),
        "{e}"
    );
}

/// The CLI's analysis: the rewrites before it (`case` values folded among them), then the
/// analyzer; its errors rendered, or `OK` and its warnings.
fn errors_of(src: &str) -> String {
    let tu = mint_lang::parse(src)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    let prepared = match mint_analyzer::prepare_unit(&tu) {
        Ok(p) => p,
        Err(d) => return mint_lang::diagnostic::render_all(&d, "t.c", src),
    };
    match mint_analyzer::analyze(&prepared.tu) {
        Ok(p) => format!(
            "OK\n{}",
            mint_lang::diagnostic::render_all(&p.diagnostics, "t.c", src)
        ),
        Err(d) => mint_lang::diagnostic::render_all(&d, "t.c", src),
    }
}

/// A Jacobi code's time loop around the nest, with `BODY` after it (host code of the region).
fn jacobi(body: &str, helpers: &str) -> String {
    format!(
        r#"#include <string.h>
enum {{ N = 64 }};
{helpers}
void solve(double (*u)[N], double (*unew)[N], double *src, int steps) {{
#pragma mint copy(u, toDevice, N, N)
#pragma mint copy(unew, toDevice, N, N)
#pragma mint copy(src, toDevice, N)
#pragma mint parallel
    {{
        for (int t = 0; t < steps; t++) {{
#pragma mint for nest(2)
            for (int i = 1; i < N - 1; i++)
                for (int j = 1; j < N - 1; j++)
                    unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) + src[j];
{body}
        }}
    }}
#pragma mint copy(u, fromDevice, N, N)
}}
"#
    )
}

#[test]
fn a_host_copy_back_loop_in_the_region_is_an_error() {
    // The common alternative to a pointer swap: on the host it copies the stale host arrays,
    // and the translated program would print something else than the C program.
    let src = jacobi(
        "            for (int i = 1; i < N - 1; i++)\n                for (int j = 1; j < N - 1; j++)\n                    u[i][j] = unew[i][j];",
        "",
    );
    let e = errors_of(&src);
    assert!(
        e.contains("error: `u` is written by host code inside the parallel region")
            && e.contains("error: `unew` is read by host code inside the parallel region")
            && e.contains("make this loop a nest (`#pragma mint for` before it)")
            && e.contains("t.c:17:21"),
        "{e}"
    );
    // As a nest it is fine.
    let src = jacobi(
        "#pragma mint for nest(2)\n            for (int i = 1; i < N - 1; i++)\n                for (int j = 1; j < N - 1; j++)\n                    u[i][j] = unew[i][j];",
        "",
    );
    assert!(errors_of(&src).starts_with("OK\n"), "{}", errors_of(&src));
}

#[test]
fn an_array_read_then_written_on_the_host_is_reported_at_the_write() {
    // A convergence test reads `u` (line 15), then an edge fix writes it (line 17): one error,
    // "written", pointing at the write.
    let src = jacobi(
        "            if (u[1][1] > 1e3)\n                break;\n            u[0][0] = u[1][1];",
        "",
    );
    let e = errors_of(&src);
    assert!(
        e.contains("error: `u` is written by host code inside the parallel region")
            && e.contains("t.c:17:13")
            && !e.contains("`u` is read by host code"),
        "{e}"
    );
}

/// Host code that reads single elements (a convergence test, a progress line) reads them from
/// the GPU; reads in a host loop that holds no nest (one copy per element), rows of a 2-D
/// array, and elements under `&` stay errors.
#[test]
fn single_elements_read_on_the_host_come_from_the_gpu() {
    let reads = |body: &str| -> Result<Vec<String>, String> {
        let src = jacobi(body, "");
        let tu = mint_lang::parse(&src).unwrap();
        let prepared = mint_analyzer::prepare_unit(&tu).unwrap();
        let p = mint_analyzer::analyze(&prepared.tu)
            .map_err(|d| mint_lang::diagnostic::render_all(&d, "t.c", &src))?;
        let errs = mint_analyzer::check_host_reads(&p);
        if !errs.is_empty() {
            return Err(mint_lang::diagnostic::render_all(&errs, "t.c", &src));
        }
        Ok(p.functions[0]
            .host_reads
            .iter()
            .map(|r| format!("{} {}", r.array, r.span.text(&src)))
            .collect())
    };
    assert_eq!(
        reads("            if (u[1][1] > 1e3)\n                break;"),
        Ok(vec!["u u[1][1]".to_string()])
    );
    assert_eq!(
        reads("#pragma mint single\n            { printf(\"%d %g %g\\n\", t, unew[N / 2][t % N] - u[1][2], src[3]); }"),
        Ok(vec![
            "unew unew[N / 2][t % N]".to_string(),
            "u u[1][2]".to_string(),
            "src src[3]".to_string()
        ])
    );
    // In a host loop over elements: one copy per element, refused as before.
    let e = reads("            double s = 0;\n            for (int j = 0; j < N; j++)\n                s += u[1][j];").unwrap_err();
    assert!(
        e.contains("error: `u` is read by host code inside the parallel region"),
        "{e}"
    );
    // A row of a 2-D array, and an element's address, are not element reads.
    let e = reads("            double *row = u[2];\n            (void)row;").unwrap_err();
    assert!(
        e.contains("`u` is read by host code inside the parallel region as a row"),
        "{e}"
    );
    let e = reads("            double *p = &u[2][3];\n            (void)p;").unwrap_err();
    assert!(
        e.contains("`u` is read by host code inside the parallel region"),
        "{e}"
    );
}

#[test]
fn host_functions_and_library_calls_on_device_arrays_are_errors() {
    let helpers = "static void fix_edges(double (*a)[N]) { for (int i = 0; i < N; i++) a[i][0] = a[i][1]; }\nstatic void swap(double (**a)[N], double (**b)[N]) { double (*t)[N] = *a; *a = *b; *b = t; }\nstatic double forcing(int t) { return 0.001 * t; }";
    let e = errors_of(&jacobi(
        "            fix_edges(unew);\n            memcpy(u, unew, sizeof(double) * N * N);\n            src[0] = src[1] + forcing(t);",
        helpers,
    ));
    for want in [
        "error: `unew` is passed to `fix_edges`, which reads or writes it on the host",
        "error: `u` is passed to `memcpy`",
        // A value that reads a device array (one element set alone is set on the GPU:
        // `mint-analyzer/tests/host_output.rs`).
        "error: `src` is written by host code inside the parallel region",
        // The copy's own fix: a `single` makes it a copy between the device arrays.
        "`memcpy` of whole arrays between two device arrays runs on the GPU when it is in a `#pragma mint single` block",
    ] {
        assert!(e.contains(want), "{want}:\n{e}");
    }
    // Swapping the pointers (through their addresses) touches no element; scalars are free.
    let ok = errors_of(&jacobi(
        "#pragma mint single\n            {\n                swap(&u, &unew);\n            }\n            double f = forcing(t);\n            (void)f;",
        helpers,
    ));
    assert!(ok.starts_with("OK\n") && !ok.contains("warning"), "{ok}");
    // A function mint cannot see into: a warning.
    let w = errors_of(&jacobi("            dump_state(u, t);", ""));
    assert!(
        w.starts_with("OK\n")
            && w.contains("warning: `u` is passed to `dump_state` inside the parallel region"),
        "{w}"
    );
}

#[test]
fn a_local_array_of_the_same_name_is_another_array() {
    let src = jacobi(
        "            {\n                double src[4] = {0, 1, 2, 3};\n                src[1] = src[2];\n            }",
        "",
    );
    assert!(errors_of(&src).starts_with("OK\n"), "{}", errors_of(&src));
}

/// A per-cell `switch` in a nest body, `BODY` being its block.
fn switch_nest(body: &str) -> String {
    format!(
        r#"enum {{ FLUID, WALL }};
void f(int n, int *type, double *p, double *q) {{
#pragma mint copy(type, toDevice, n)
#pragma mint copy(p, toDevice, n)
#pragma mint copy(q, toDevice, n)
#pragma mint parallel
    {{
#pragma mint for nest(1)
        for (int i = 1; i < n - 1; i++) {{
            switch (type[i]) {body}
        }}
    }}
#pragma mint copy(q, fromDevice, n)
}}
"#
    )
}

#[test]
fn a_switch_in_a_nest_is_a_kernel_statement() {
    // Enumerator labels (folded to their values), stacked labels, fall-through, default,
    // `break` leaving the switch, `continue` ending the point.
    let ok = errors_of(&switch_nest(
        "{ case FLUID: case WALL + 2: q[i] = 0.5 * (p[i - 1] + p[i + 1]); break; case WALL: q[i] = 0; default: if (p[i] < 0) continue; q[i] += p[i]; }",
    ));
    assert_eq!(ok, "OK\n");
    for (body, want) in [
        (
            "{ case FLUID: double t = p[i]; q[i] = t; break; }",
            "a declaration directly in the block of a `switch` in a `mint for` nest",
        ),
        (
            "{ case 1: if (p[i] > 0) { case 2: q[i] = 1; } }",
            "a `case` or `default` label below the top of its `switch` block cannot appear inside a `mint for` nest",
        ),
        (
            "{ case n: q[i] = 1; }",
            "a `case` value in a `mint for` nest must be an integer constant",
        ),
        (
            "{ again: q[i] = 1; }",
            "a named label cannot appear inside a `mint for` nest",
        ),
        ("q[i] = 1;", "a `switch` in a `mint for` nest takes a `{ }` block"),
    ] {
        let e = errors_of(&switch_nest(body));
        assert!(e.contains(want), "{body}: {want}\n{e}");
    }
    let e = errors_of(&switch_nest("{ case 1: q[i] = 1; }").replace("type[i]", "p[i]"));
    assert!(
        e.contains("the condition of a `switch` must be an integer"),
        "{e}"
    );
}

#[test]
fn pointers_set_on_the_host_only_are_errors() {
    // The swap with its `single` forgotten: the device arrays would stay as they are.
    let e = errors_of(&jacobi(
        "            { double (*t)[N] = u; u = unew; unew = t; }",
        "",
    ));
    assert!(
        e.contains("error: the pointer `u` is set by host code inside the parallel region outside a `#pragma mint single`")
            && e.contains("error: the pointer `unew` is set by host code")
            && e.contains("put the pointer swap in a `#pragma mint single` block"),
        "{e}"
    );
    // The same swap in a `single` is mirrored on the device: fine.
    let ok = errors_of(&jacobi(
        "#pragma mint single\n            { double (*t)[N] = u; u = unew; unew = t; }",
        "",
    ));
    assert!(ok.starts_with("OK\n"), "{ok}");
    // A helper that swaps only under a condition is not read as a swap: passing `&u` to it is
    // an error, where before the device arrays silently stayed unswapped.
    let helpers = "static void swap_if(double (**a)[N], double (**b)[N], int k) { if (k) { double (*t)[N] = *a; *a = *b; *b = t; } }";
    let e = errors_of(&jacobi(
        "#pragma mint single\n            swap_if(&u, &unew, t > 0);",
        helpers,
    ));
    assert!(
        e.contains("error: the address of `u` is passed to `swap_if`, which may set the pointer on the host"),
        "{e}"
    );
}

#[test]
fn pointers_swapped_between_regions_are_errors() {
    // The time loop outside the region, the swap after it: the device arrays would not follow.
    let src = r#"void solve(double *u, double *v, int n, int steps) {
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
    for (int t = 0; t < steps; t++) {
#pragma mint parallel
        {
#pragma mint for nest(all)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);
        }
        double *tmp = u; u = v; v = tmp;
    }
#pragma mint copy(u, fromDevice, n, n)
}
"#;
    let e = errors_of(src);
    assert!(
        e.contains("error: the pointer `u` is set on the host while its array is on the GPU")
            && e.contains(
                "error: the pointer `v` is set on the host while its array is on the GPU"
            )
            && e.contains("in a `#pragma mint single` block"),
        "{e}"
    );
    // Pointers set before the copies, or after the copy back: fine.
    let ok = src
        .replace("        double *tmp = u; u = v; v = tmp;\n", "")
        .replace(
            "#pragma mint copy(u, fromDevice, n, n)\n}",
            "#pragma mint copy(u, fromDevice, n, n)\n    u = 0;\n}",
        );
    let r = errors_of(&ok);
    assert!(r.starts_with("OK\n"), "{r}");
}

#[test]
fn pointers_set_while_their_arrays_are_on_the_host_are_fine() {
    // Copied back, set, copied again, each step: the device array is refreshed from the new
    // pointer's data every time.
    let src = r#"void solve(double *u, double *v, double *w, int n, int steps) {
    for (int t = 0; t < steps; t++) {
#pragma mint copy(u, toDevice, n, n)
#pragma mint copy(v, toDevice, n, n)
#pragma mint parallel
        {
#pragma mint for nest(all)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    v[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] + u[i * n + j - 1] + u[i * n + j + 1]);
        }
#pragma mint copy(v, fromDevice, n, n)
#pragma mint copy(u, fromDevice, n, n)
        double *tmp = u; u = v; v = tmp;
    }
    w[0] = u[0];
}
"#;
    let r = errors_of(src);
    assert!(r.starts_with("OK\n"), "{r}");
}

#[test]
fn pointers_chosen_from_copied_arrays_are_aliases() {
    // `top`: declarations at the top of the function; `choose`: the step's choice.
    let region = |top: &str, choose: &str| {
        format!(
            r#"void solve(double *a, double *b, int n, int steps) {{
{top}
#pragma mint copy(a, toDevice, n * n)
#pragma mint copy(b, toDevice, n * n)
#pragma mint parallel
    {{
        for (int t = 0; t < steps; t++) {{
{choose}
#pragma mint for nest(all)
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    out[i * n + j] = 0.5 * (in[i * n + j - 1] + in[i * n + j + 1]);
        }}
    }}
#pragma mint copy(a, fromDevice, n * n)
}}
"#
        )
    };
    // Declared in the region with a ternary, or at the top (C89) and set by an `if`.
    for (top, choose) in [
        (
            "",
            "double *in = t % 2 == 0 ? a : b;\ndouble *out = t % 2 == 0 ? b : a;",
        ),
        (
            "double *in, *out;",
            "if (t % 2 == 0) { in = a; out = b; } else { in = b; out = a; }",
        ),
    ] {
        let src = region(top, choose);
        let tu = mint_lang::parse(&src).expect("parse");
        let prepared = mint_analyzer::prepare_unit(&tu).expect("prepare");
        let p = mint_analyzer::analyze(&prepared.tu)
            .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", &src)));
        let f = &p.functions[0];
        let al: Vec<(String, Vec<String>)> = f
            .aliases
            .iter()
            .map(|a| (a.name.clone(), a.sources.clone()))
            .collect();
        assert_eq!(
            al,
            vec![
                ("out".to_string(), vec!["b".to_string(), "a".to_string()]),
                ("in".to_string(), vec!["a".to_string(), "b".to_string()]),
            ],
            "{choose}"
        );
        // The copies of the flat arrays take the shape the aliases give them.
        assert!(f.arrays.iter().all(|a| a.rank == 2), "{:?}", f.arrays);
    }
    // A pointer of the region set from no copied array has no device copy.
    let e = errors_of(&region(
        "",
        "double *in = a;\ndouble *out = (double *)malloc(sizeof(double) * n * n);",
    ));
    assert!(
        e.contains("error: array `out` is used on the device but was not copied to it")
            && e.contains("a pointer chosen on the host inside the region")
            && e.contains("`out` has no device copy")
            && !e.contains("add `#pragma mint copy(out")
            && !e.contains("array `in`"),
        "{e}"
    );
}
