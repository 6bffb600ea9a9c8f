//! A program's own pragmas next to a `mint for` (`#pragma omp parallel for` before the directive
//! or between it and its loop) are dropped into the directive's statement; other preprocessor
//! lines there are still an error.
use mint_lang::ast::{Item, Stmt, StmtKind};

/// The statements of the first function's body.
fn body(src: &str) -> Vec<Stmt> {
    let unit = mint_lang::parse(src)
        .unwrap_or_else(|ds| panic!("{}", mint_lang::diagnostic::render_all(&ds, "t.c", src)));
    for item in unit.items {
        if let Item::Function(f) = item {
            return f.body.expect("a definition").stmts;
        }
    }
    panic!("no function")
}

fn only_mint(src: &str) -> Stmt {
    let stmts = body(src);
    assert_eq!(stmts.len(), 1, "{stmts:#?}");
    let s = stmts.into_iter().next().unwrap();
    match &s.kind {
        StmtKind::Mint(m) => assert!(matches!(
            m.body.as_ref().map(|b| &b.kind),
            Some(StmtKind::For(_))
        )),
        k => panic!("not a mint statement: {k:?}"),
    }
    s
}

#[test]
fn omp_pragma_before_the_directive() {
    let src = "void f(double *a, int n) {\n#pragma omp parallel for\n#pragma mint for\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n";
    let s = only_mint(src);
    assert!(s
        .span
        .text(src)
        .starts_with("#pragma omp parallel for\n#pragma mint for"));
}

#[test]
fn pragmas_between_the_directive_and_its_loop() {
    let src = "void f(double *a, int n) {\n#pragma mint for\n#pragma omp parallel for simd\n  #  pragma GCC ivdep\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n";
    let s = only_mint(src);
    assert!(s.span.text(src).starts_with("#pragma mint for"));
}

#[test]
fn other_preprocessor_lines_still_separate() {
    let src = "void f(double *a, int n) {\n#pragma mint for\n#include \"x.h\"\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n";
    let ds = mint_lang::parse(src).expect_err("an #include between the directive and its loop");
    let text = mint_lang::diagnostic::render_all(&ds, "t.c", src);
    assert!(text.contains("must be followed by a `for` loop"), "{text}");
}

#[test]
fn a_pragma_before_a_plain_statement_stays() {
    let src = "void f(double *a, int n) {\n#pragma omp parallel for\n  for (int i = 0; i < n; i++) a[i] = 0;\n}\n";
    let stmts = body(src);
    assert_eq!(stmts.len(), 2);
    assert!(matches!(stmts[0].kind, StmtKind::Preproc));
}
