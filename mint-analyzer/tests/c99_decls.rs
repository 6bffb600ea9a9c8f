//! C99 declarations where arrays appear: VLA parameters, pointer-to-array declarators, abstract
//! declarators in casts and `sizeof`, fixed-size arrays, qualifiers; the copy checked against
//! the shape the type gives; one error per cause. Diagnostics are compared exactly with the
//! rendered text, as in `diagnostics.rs`.

use mint_analyzer::model::Shape;
use mint_lang::ast::{Expr, ExprKind, Item, StmtKind, Type};

fn parse(src: &str) -> mint_lang::ast::TranslationUnit {
    match mint_lang::parse(src) {
        Ok(tu) => tu,
        Err(d) => panic!(
            "the input should parse:\n{}",
            mint_lang::diagnostic::render_all(&d, "test.c", src)
        ),
    }
}

fn render(src: &str) -> Result<String, String> {
    let tu = parse(src);
    match mint_analyzer::analyze(&tu) {
        Ok(p) => Ok(mint_lang::diagnostic::render_all(
            &p.diagnostics,
            "test.c",
            src,
        )),
        Err(d) => Err(mint_lang::diagnostic::render_all(&d, "test.c", src)),
    }
}

/// The analysis fails with exactly these errors.
fn check(src: &str, expected: &str) {
    match render(src) {
        Ok(w) => panic!("expected errors, the analysis succeeded with:\n{w}"),
        Err(got) if got != expected => {
            panic!("diagnostic mismatch\n--- expected\n{expected}\n--- got\n{got}\n---")
        }
        Err(_) => {}
    }
}

fn analyze(src: &str) -> mint_analyzer::Program {
    let tu = parse(src);
    match mint_analyzer::analyze(&tu) {
        Ok(p) => p,
        Err(d) => panic!(
            "the input should analyse:\n{}",
            mint_lang::diagnostic::render_all(&d, "test.c", src)
        ),
    }
}

/// The declared type of `name` (a global, a parameter or a local of any function).
fn type_of(tu: &mint_lang::ast::TranslationUnit, name: &str) -> Type {
    fn in_stmts(stmts: &[mint_lang::ast::Stmt], name: &str) -> Option<Type> {
        for s in stmts {
            match &s.kind {
                StmtKind::Decl(d) => {
                    if let Some(dd) = d
                        .decls
                        .iter()
                        .find(|dd| dd.name.as_ref().is_some_and(|n| n.name == name))
                    {
                        return Some(dd.ty.clone());
                    }
                }
                StmtKind::Block(b) => {
                    if let Some(t) = in_stmts(&b.stmts, name) {
                        return Some(t);
                    }
                }
                _ => {}
            }
        }
        None
    }
    for item in &tu.items {
        match item {
            Item::Declaration(d) => {
                for dd in &d.decls {
                    if dd.name.as_ref().is_some_and(|n| n.name == name) {
                        return dd.ty.clone();
                    }
                }
            }
            Item::Function(f) => {
                for p in &f.params {
                    if p.name.as_ref().is_some_and(|n| n.name == name) {
                        return p.ty.clone();
                    }
                }
                if let Some(t) = f.body.as_ref().and_then(|b| in_stmts(&b.stmts, name)) {
                    return t;
                }
            }
            Item::Preproc(_) => {}
        }
    }
    panic!("`{name}` is not declared")
}

const HEAT3D: &str = include_str!("c99/heat3d_vla.c");

// ------------------------------------------------------------------ 1. VLA parameters

#[test]
fn polybench_heat3d_vla_params_give_two_7_point_nests() {
    let p = analyze(HEAT3D);
    assert_eq!(p.functions.len(), 1);
    let f = &p.functions[0];
    assert_eq!(f.name, "kernel_heat_3d");
    let arrays: Vec<_> = f.arrays.iter().map(|a| (a.name.as_str(), a.rank)).collect();
    assert_eq!(arrays, [("A", 3), ("B", 3)]);
    assert_eq!(f.nests.len(), 2);
    for (n, main) in f.nests.iter().zip(["A", "B"]) {
        assert_eq!(n.parallel, 3);
        let s = n.stencil.as_ref().expect("a stencil");
        assert_eq!(s.shape, Shape::ThreeD7);
        assert_eq!(s.main_array, main);
        assert_eq!(s.radius, [1, 1, 1]);
    }
    // The device arrays point at their declarations (the parameters).
    assert_eq!(f.arrays[0].decl_span.text(HEAT3D), "double A[n][n][n]");
}

#[test]
fn vla_parameter_types() {
    let tu = parse(HEAT3D);
    let a = type_of(&tu, "A");
    // `main`'s `A` is found after the kernel's parameter? No: the first function that declares
    // `A` is `init_array`, whose parameter is `double A[restrict n][n][n]`.
    assert_eq!(a.rank(), 3);
    assert_eq!(a.array_pointers, 0);
    assert_eq!(a.to_c("A"), "double A[n][n][n]");
    let b = type_of(&tu, "B");
    assert_eq!(
        b.to_c("B"),
        "double B[1][n][n]",
        "`[static 1]` keeps its extent"
    );
}

#[test]
fn qualifiers_inside_brackets_and_const_arrays() {
    let src = "void f(int n, double A[restrict n], double B[const], double C[static 4][n],\n\
               const double D[n][n], double E[*], double F[restrict static n][n]);\n\
               void g(int n, double [n], double (*)[n], double *);\n";
    let tu = parse(src);
    let Item::Function(f) = &tu.items[0] else {
        panic!()
    };
    let got: Vec<String> = f
        .params
        .iter()
        .map(|p| p.ty.to_c(&p.name.as_ref().unwrap().name))
        .collect();
    assert_eq!(
        got,
        [
            "int n",
            "double A[n]",
            "double B[]",
            "double C[4][n]",
            "const double D[n][n]",
            "double E[]",
            "double F[n][n]"
        ]
    );
    let Item::Function(g) = &tu.items[1] else {
        panic!()
    };
    let got: Vec<String> = g.params.iter().map(|p| p.ty.to_c("")).collect();
    assert_eq!(got, ["int", "double[n]", "double (*)[n]", "double *"]);
}

// ------------------------------------------------------------------ 2. pointer-to-array

#[test]
fn pointer_to_array_locals_globals_and_params() {
    let src = r#"#define N 16
double (*G)[N][N];
double *P[N];
void f(int n, double (*restrict B)[n], double (*C)[N][N]) {
    double (*A)[N][N] = malloc(sizeof(double[N][N][N]));
    double * const q = 0;
    const double *restrict in = 0;
}
"#;
    let tu = parse(src);
    let cases = [
        ("G", 3, 1, 0, "double (*G)[16][16]"),
        ("P", 2, 0, 1, "double *P[16]"),
        ("B", 2, 1, 0, "double (*B)[n]"),
        ("C", 3, 1, 0, "double (*C)[16][16]"),
        ("A", 3, 1, 0, "double (*A)[16][16]"),
        ("q", 1, 0, 1, "double *q"),
        ("in", 1, 0, 1, "const double *in"),
    ];
    // The grammar sees `N` only after the preprocessor; here it is written as 16 by hand below.
    let src16 = src.replace("[N]", "[16]");
    let tu16 = parse(&src16);
    let _ = tu;
    for (name, rank, ap, ptrs, text) in cases {
        let t = type_of(&tu16, name);
        assert_eq!(t.rank(), rank, "{name}");
        assert_eq!(t.array_pointers, ap, "{name}");
        assert_eq!(t.pointers, ptrs, "{name}");
        assert_eq!(t.to_c(name), text);
    }
    // Array of pointers and pointer to array: same rank, different extents.
    let g = type_of(&tu16, "G");
    let p = type_of(&tu16, "P");
    let ext = |t: &Type| -> Vec<Option<String>> {
        t.extents().iter().map(|e| e.map(|e| e.to_c())).collect()
    };
    assert_eq!(ext(&g), [None, Some("16".into()), Some("16".into())]);
    assert_eq!(ext(&p), [Some("16".into()), None]);
    assert!(g.is_pointer() && !p.is_pointer());
}

#[test]
fn pointer_to_array_main_allocation_passed_to_the_vla_kernel() {
    let tu = parse(HEAT3D);
    let Some(Item::Function(main)) = tu
        .items
        .iter()
        .find(|i| matches!(i, Item::Function(f) if f.name.name == "main"))
    else {
        panic!("main")
    };
    let stmts = &main.body.as_ref().unwrap().stmts;
    let decl = |i: usize| match &stmts[i].kind {
        StmtKind::Decl(d) => d.decls[0].clone(),
        k => panic!("{k:?}"),
    };
    let a = decl(2);
    assert_eq!(a.ty.to_c("A"), "double (*A)[N][N]");
    assert_eq!(a.decl_span.text(HEAT3D), "(*A)[N][N]");
    let b = decl(3);
    assert_eq!(b.ty.to_c("B"), "double (*B)[N][N]");
    assert_eq!(b.ty.rank(), 3);
    // The C++ host code needs a cast for `B = malloc(...)`; `A` has one already.
    let p = analyze(HEAT3D);
    let casts: Vec<_> = p
        .host_casts
        .iter()
        .map(|c| (c.at.text(HEAT3D), c.text.as_str()))
        .collect();
    assert_eq!(casts, [("malloc(N * sizeof(*B))", "(double (*)[N][N])")]);
}

// ------------------------------------------------------------------ 3. abstract declarators

/// The first expression statement of `f` in `src`.
fn first_expr(src: &str) -> Expr {
    let tu = parse(src);
    for item in &tu.items {
        if let Item::Function(f) = item {
            for s in &f.body.as_ref().unwrap().stmts {
                if let StmtKind::Expr(e) = &s.kind {
                    return e.clone();
                }
            }
        }
    }
    panic!("no expression statement")
}

#[test]
fn casts_and_sizeof_with_abstract_declarators_round_trip() {
    let cases = [
        "A = (double (*)[N][N])malloc(sizeof(double[N][N][N]))",
        "s = sizeof(double (*)[N])",
        "p = (double *)malloc(n * sizeof(double))",
        "s = sizeof(*A)",
        "s = sizeof(A[0])",
        "s = sizeof(const double *[4])",
        "q = (const double **)p",
        "s = sizeof(double (**)[3][4]) + -(-n) - - -m",
        "p = (double *restrict)q",
    ];
    for c in cases {
        let src = format!("void f(void) {{\n    {c};\n}}\n");
        let e = first_expr(&src);
        let printed = e.to_c();
        let again = first_expr(&format!("void f(void) {{\n    {printed};\n}}\n"));
        assert!(e.same_as(&again), "{c} -> {printed}");
        assert_eq!(again.to_c(), printed, "{c}");
        if !c.contains("restrict") && !c.contains("- -") {
            assert_eq!(printed, c, "round trip of the text");
        }
    }
    let e = first_expr("void f(void) { A = (double (*)[N][N])malloc(sizeof(double[N][N][N])); }");
    let ExprKind::Assign(_, _, rhs) = &e.kind else {
        panic!()
    };
    let ExprKind::Cast(t, call) = &rhs.kind else {
        panic!("{rhs:?}")
    };
    assert_eq!(
        (t.array_pointers, t.pointers, t.dims.len(), t.rank()),
        (1, 0, 2, 3)
    );
    let ExprKind::Call(_, args) = &call.kind else {
        panic!()
    };
    let ExprKind::SizeofType(s) = &args[0].kind else {
        panic!()
    };
    assert_eq!(
        (s.array_pointers, s.dims.len(), s.is_pointer()),
        (0, 3, false)
    );
    assert_eq!(s.to_c(""), "double[N][N][N]");
    let e = first_expr("void f(void) { s = sizeof(*A); }");
    let ExprKind::Assign(_, _, rhs) = &e.kind else {
        panic!()
    };
    assert!(matches!(rhs.kind, ExprKind::SizeofExpr(_)), "{rhs:?}");
}

// ------------------------------------------------------------------ 4. fixed-size arrays

const FIXED: &str = r#"static double A[64][64][64];
static double B[64][64][64];
void f(int n) {
    static double C[32][32];
    double *restrict u = &C[0][0];
    const double *restrict in = u;
#pragma mint copy(A, toDevice, 64, 64, 64)
#pragma mint copy(B, toDevice, 64, 64, 64)
#pragma mint copy(C, toDevice, 32, 32)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < 63; z++)
            for (int y = 1; y < 63; y++)
                for (int x = 1; x < 63; x++)
                    B[z][y][x] = A[z][y][x-1] + A[z][y][x+1] + A[z][y-1][x] + A[z][y+1][x]
                               + A[z-1][y][x] + A[z+1][y][x] - 6.0 * A[z][y][x];
#pragma mint for nest(all)
        for (int y = 1; y < 31; y++)
            for (int x = 1; x < 31; x++)
                C[y][x] = 0.25 * (C[y][x] + 1.0);
    }
#pragma mint copy(B, fromDevice, 64, 64, 64)
}
"#;

#[test]
fn fixed_size_global_and_local_arrays() {
    let p = analyze(FIXED);
    let f = &p.functions[0];
    let ranks: Vec<_> = f.arrays.iter().map(|a| (a.name.as_str(), a.rank)).collect();
    assert_eq!(ranks, [("A", 3), ("B", 3), ("C", 2)]);
    assert_eq!(
        f.nests[0].stencil.as_ref().map(|s| s.shape),
        Some(Shape::ThreeD7)
    );
    let tu = parse(FIXED);
    let c = type_of(&tu, "C");
    assert!(c.is_static);
    assert_eq!(c.to_c("C"), "double C[32][32]");
    assert_eq!(type_of(&tu, "in").to_c("in"), "const double *in");
}

// ------------------------------------------------------------------ 5. copy against the type

#[test]
fn copy_sizes_against_vla_extents_mismatch() {
    // The sizes written outermost first, as in the declaration: both ends disagree.
    check(
        r#"void f(int n, double A[n][n][n + 2]) {
#pragma mint copy(A, toDevice, n + 2, n, n)
#pragma mint copy(A, fromDevice, (n), n, n + 2)
}
"#,
        r#"error: the `copy` of `A` does not match the shape of its type: size 1 (x) is `(n)`, the type's extent is `n + 2`; size 3 (z) is `n + 2`, the type's extent is `n`
  ┌─ test.c:3:34
  │
1 │ void f(int n, double A[n][n][n + 2]) {
  │               --------------------- `double A[n][n][n + 2]`: extents [n][n][n + 2] (outermost first)
2 │ #pragma mint copy(A, toDevice, n + 2, n, n)
3 │ #pragma mint copy(A, fromDevice, (n), n, n + 2)
  │                                  ^^^^^^^^^^^^^ copy sizes (n), n, n + 2 (fastest-varying first)
  │
  = a copy lists its sizes fastest-varying first, the reverse of the declaration's order: write `#pragma mint copy(A, fromDevice, n + 2, n, (n))`

"#,
    );
}

#[test]
fn copy_sizes_against_fixed_and_pointer_to_array_extents() {
    check(
        r#"static double G[10][20][30];
void f(int nz) {
    double (*P)[8][16] = 0;
#pragma mint copy(G, toDevice, (30), 20 + 0, 11)
#pragma mint copy(P, toDevice, 16, 8 + 1, nz)
}
"#,
        r#"error: the `copy` of `G` does not match the shape of its type: size 3 (z) is `11`, the type's extent is `10`
  ┌─ test.c:4:32
  │
1 │ static double G[10][20][30];
  │               ------------- `double G[10][20][30]`: extents [10][20][30] (outermost first)
  ·
4 │ #pragma mint copy(G, toDevice, (30), 20 + 0, 11)
  │                                ^^^^^^^^^^^^^^^^ copy sizes (30), 20 + 0, 11 (fastest-varying first)
  │
  = a copy lists its sizes fastest-varying first, the reverse of the declaration's order: write `#pragma mint copy(G, toDevice, 30, 20, 10)`

error: the `copy` of `P` does not match the shape of its type: size 2 (y) is `8 + 1`, the type's extent is `8`
  ┌─ test.c:5:32
  │
3 │     double (*P)[8][16] = 0;
  │            ----------- `double (*P)[8][16]`: extents [*][8][16] (outermost first)
4 │ #pragma mint copy(G, toDevice, (30), 20 + 0, 11)
5 │ #pragma mint copy(P, toDevice, 16, 8 + 1, nz)
  │                                ^^^^^^^^^^^^^ copy sizes 16, 8 + 1, nz (fastest-varying first)
  │
  = a copy lists its sizes fastest-varying first, the reverse of the declaration's order: write `#pragma mint copy(P, toDevice, 16, 8, nz)`

"#,
    );
}

/// Sizes written outermost first against a pointer to rows: the suggestion is the same sizes
/// reversed (it took the row length for both, the outermost size being unknown to the type).
#[test]
fn copy_sizes_in_declaration_order_are_suggested_reversed() {
    check(
        r#"void f(double (*u)[96]) {
#pragma mint copy(u, toDevice, 128, 96)
}
"#,
        r#"error: the `copy` of `u` does not match the shape of its type: size 1 (x) is `128`, the type's extent is `96`
  ┌─ test.c:2:32
  │
1 │ void f(double (*u)[96]) {
  │        --------------- `double (*u)[96]`: extents [*][96] (outermost first)
2 │ #pragma mint copy(u, toDevice, 128, 96)
  │                                ^^^^^^^ copy sizes 128, 96 (fastest-varying first)
  │
  = a copy lists its sizes fastest-varying first, the reverse of the declaration's order: write `#pragma mint copy(u, toDevice, 96, 128)`

"#,
    );
}

#[test]
fn copy_sizes_that_agree_or_cannot_be_compared_are_accepted() {
    // Equal modulo parentheses and order of terms; a part of the outermost extent; names the
    // analyzer cannot compare (`m` against `n`); pointers give no extents.
    let src = r#"void f(int n, int m, double A[n + 2][(n + 2)][2 * n], double B[100][n][m], double ***C) {
#pragma mint copy(A, toDevice, n * 2, 2 + n, (n + 2))
#pragma mint copy(B, toDevice, m, n, 50)
#pragma mint copy(B, toDevice, n, m, n)
#pragma mint copy(C, toDevice, n, n, n)
}
"#;
    analyze(src);
}

// ------------------------------------------------------------------ 6. one cause, one error

#[test]
fn undeclared_array_used_25_times_is_one_error() {
    let mut uses = Vec::new();
    for dz in -1..=1i32 {
        for dy in -1..=1i32 {
            for dx in -1..=1i32 {
                let o = |v: &str, d: i32| match d {
                    0 => v.to_string(),
                    1 => format!("{v}+1"),
                    _ => format!("{v}-1"),
                };
                uses.push(format!("W[{}][{}][{}]", o("z", dz), o("y", dy), o("x", dx)));
            }
        }
    }
    uses.truncate(24);
    // 24 reads in the first nest, one more in the second.
    let src = format!(
        r#"void f(double ***U, int n) {{
#pragma mint copy(U, toDevice, n, n, n)
#pragma mint parallel
    {{
#pragma mint for nest(all)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    U[z][y][x] = {};
#pragma mint for nest(all)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    U[z][y][x] = W[z][y][x];
    }}
}}
"#,
        uses.join(" + ")
    );
    let err = render(&src).expect_err("W is not declared");
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    assert!(
        err.starts_with("error: array `W` is not declared\n"),
        "{err}"
    );
    assert!(
        err.contains(
            "= declare it before the parallel region (a parameter, a local variable or a global)"
        ),
        "{err}"
    );
    assert!(
        err.contains("= `W` is used 25 times in `f` with this same error; it is reported once"),
        "{err}"
    );
}

#[test]
fn unsupported_array_declaration_is_reported_once_at_the_declaration() {
    check(
        r#"void f(double ****U, double ***V, int n) {
#pragma mint copy(V, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < n; z++)
            for (int y = 1; y < n; y++)
                for (int x = 1; x < n; x++)
                    V[z][y][x] = U[0][z][y][x] + U[1][z][y][x] + U[2][z][y][x];
    }
}
"#,
        r#"error: `U` has 4 dimensions; mint supports arrays of 1 to 3, and of 4 whose first subscript picks a 3-D plane of constant extents
  ┌─ test.c:1:8
  │
1 │ void f(double ****U, double ***V, int n) {
  │        ^^^^^^^^^^^^ declared as `double ****U`
  │
  = supported: `double *A`, `double **A`, `double ***A`, `double A[n][n][n]`, `double (*A)[N][N]`, up to 3 subscripts, and `double A[2][N][N][N]` indexed `A[t % 2][i][j][k]`
  = `U` is used 3 times in `f` with this same error; it is reported once

"#,
    );
}

#[test]
fn undeclared_scalar_in_bounds_and_body_is_one_error() {
    let src = r#"void f(double **U, double **V, int n) {
#pragma mint copy(U, toDevice, n, n)
#pragma mint copy(V, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < m; y++)
            for (int x = 1; x < m; x++)
                V[y][x] = m * U[y][x];
#pragma mint for nest(all)
        for (int y = 1; y < m; y++)
            for (int x = 1; x < m; x++)
                U[y][x] = m * V[y][x];
    }
}
"#;
    let err = render(src).expect_err("m is not declared");
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    assert!(err.contains("`m` is used 6 times in `f`"), "{err}");
}

#[test]
fn copy_without_sizes_takes_them_from_the_type() {
    let p = analyze(
        r#"static double G[64][32];
void k(int n, double A[n][n + 2][n + 4]) {
#pragma mint copy(A, toDevice)
#pragma mint copy(G, toDevice)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < n - 1; z++)
            for (int y = 1; y < n + 1; y++)
                for (int x = 1; x < n + 3; x++)
                    A[z][y][x] = 0.5 * A[z][y][x] + G[y][x];
    }
#pragma mint copy(A, fromDevice)
}
"#,
    );
    let f = &p.functions[0];
    let sizes = |name: &str| -> Vec<String> {
        let a = f.arrays.iter().find(|a| a.name == name).expect("array");
        f.copies
            .iter()
            .find(|c| f.arrays[c.array].name == a.name)
            .expect("copy")
            .sizes
            .iter()
            .map(|e| e.to_c())
            .collect()
    };
    // Fastest-varying first.
    assert_eq!(sizes("A"), ["n + 4", "n + 2", "n"]);
    assert_eq!(sizes("G"), ["32", "64"]);
    check(
        r#"void k(int n, double (*A)[n]) {
#pragma mint copy(A, toDevice)
}
"#,
        r#"error: `copy` of `A` gives no sizes, and its type does not give every extent
  ┌─ test.c:2:1
  │
2 │ #pragma mint copy(A, toDevice)
  │ ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ give 2 size(s), fastest-varying first
  │
  = e.g. #pragma mint copy(A, toDevice, nx, ny)

"#,
    );
}

/// Rank 4 as 3-D planes (`A[2][N][N][N]`): read through views when the first subscript is the
/// same for every point; an error naming the form otherwise.
#[test]
fn rank_four_arrays_are_planes_of_three_dimensions() {
    let program = |first: &str| {
        format!(
            r#"#define N 16
static float A[2][N][N][N];
void f(int T) {{
#pragma mint copy(A, toDevice, N, N, N, 2)
#pragma mint parallel
    {{
        for (int t = 0; t < T; t++) {{
#pragma mint for nest(all)
            for (int z = 1; z < N - 1; z++)
                for (int y = 1; y < N - 1; y++)
                    for (int x = 1; x < N - 1; x++)
                        A[{first}][z][y][x] = A[t % 2][z - 1][y][x] + A[t % 2][z + 1][y][x];
        }}
    }}
#pragma mint copy(A, fromDevice, N, N, N, 2)
}}
"#
        )
    };
    let src = mint_lang::preprocess::preprocess(&program("(t + 1) % 2"), &Default::default())
        .expect("preprocess")
        .text;
    let p = mint_analyzer::analyze(&parse(&src)).expect("the planes are views");
    let n = p.nests().next().expect("a nest");
    let v = n.through_views().expect("views");
    let view = v.arrays[0].view.as_ref().expect("a view");
    assert_eq!((view.base_rank, view.inner), (4, Some(16)));
    let bad = mint_lang::preprocess::preprocess(&program("(t + z) % 2"), &Default::default())
        .expect("preprocess")
        .text;
    let err = render(&bad).expect_err("a plane that changes with the point");
    assert!(
        err.contains("`A` has 4 dimensions: a nest reaches such an array only through 3-D planes"),
        "{err}"
    );
}

/// Macros that parenthesize their arguments (`(A)[i][j]`, `(i) - 1`): the nest reads named
/// arrays at `loop variable ± c`, a stencil (before 2026-11-28: "only named arrays can be
/// indexed inside a `mint for` nest").
#[test]
fn parenthesized_macro_arguments_read_as_written_by_hand() {
    let src = r#"#define N 48
#define STENCIL(A, i, j) (0.2 * ((A)[i][j] + (A)[(i) - 1][j] + (A)[(i) + 1][j] + (A)[i][(j) - 1] + (A)[i][(j) + 1]))
void f(double a[N][N], double b[N][N]) {
#pragma mint copy(a, toDevice, N, N)
#pragma mint copy(b, toDevice, N, N)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int i = N - 2; i >= 1; i--)
            for (int j = 1; j <= N - 2; j++)
                b[i][j] = STENCIL(a, i, j);
    }
}
"#;
    let text = mint_lang::preprocess::preprocess(src, &Default::default())
        .expect("preprocess")
        .text;
    let prepared = mint_analyzer::prepare_unit(&parse(&text)).expect("prepared");
    let p = mint_analyzer::analyze(&prepared.tu).expect("analyzed");
    let n = p.nests().next().expect("a nest");
    let st = n.stencil.as_ref().expect("a stencil");
    assert_eq!(st.main_array, "a");
    assert_eq!(st.shape, Shape::TwoD5);
}
