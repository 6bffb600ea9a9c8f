//! Loop interchange: a nest of parallel, rectangular loops written in another order than the
//! dimensions of the array it writes (Parboil's `for i for j for k A[k][j][i]`) is reordered so
//! that the innermost loop runs along the fastest-varying dimension; nothing moves under
//! `nest(N)` smaller than the chain or with bounds that depend on another loop.

use mint_analyzer::model::{Nest, Shape};
use mint_lang::diagnostic::Severity;

fn analyze(src: &str) -> mint_analyzer::Program {
    let tu = match mint_lang::parse(src) {
        Ok(tu) => tu,
        Err(d) => panic!(
            "the input should parse:\n{}",
            mint_lang::diagnostic::render_all(&d, "test.c", src)
        ),
    };
    let (tu, flats) = match mint_analyzer::prepare_unit(&tu) {
        Ok(r) => (r.tu, r.flats),
        Err(d) => panic!(
            "the flat arrays should delinearize:\n{}",
            mint_lang::diagnostic::render_all(&d, "test.c", src)
        ),
    };
    match mint_analyzer::analyze(&tu) {
        Ok(mut p) => {
            p.flat_arrays = flats;
            p
        }
        Err(d) => panic!(
            "the input should analyse:\n{}",
            mint_lang::diagnostic::render_all(&d, "test.c", src)
        ),
    }
}

fn only_nest(p: &mint_analyzer::Program) -> &Nest {
    let nests: Vec<&Nest> = p.nests().collect();
    assert_eq!(nests.len(), 1);
    nests[0]
}

fn order(n: &Nest) -> Vec<&str> {
    n.loops.iter().map(|l| l.var.as_str()).collect()
}

fn notes(p: &mint_analyzer::Program) -> Vec<&str> {
    p.diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Note)
        .map(|d| d.message.as_str())
        .collect()
}

#[test]
fn parboil_order_3d_is_reordered() {
    let src = r#"
void f(int n, double A[n][n][n], double B[n][n][n], double c)
{
    int i, j, k;
#pragma mint copy(A, toDevice, n, n, n)
#pragma mint copy(B, toDevice, n, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(16,4,1)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    B[k][j][i] = c * (A[k][j][i-1] + A[k][j][i+1] + A[k][j-1][i]
                               + A[k][j+1][i] + A[k-1][j][i] + A[k+1][j][i]) + A[k][j][i];
    }
#pragma mint copy(B, fromDevice, n, n, n)
}
"#;
    let p = analyze(src);
    let n = only_nest(&p);
    assert_eq!(order(n), ["k", "j", "i"]);
    assert_eq!(n.parallel, 3);
    let st = n.stencil.as_ref().expect("a stencil after the interchange");
    assert_eq!(st.shape, Shape::ThreeD7);
    assert_eq!(st.main_array, "A");
    assert_eq!(st.radius, [1, 1, 1]);
    let b = n.arrays.iter().find(|a| a.name == "B").unwrap();
    assert_eq!(b.write_offsets, [[0, 0, 0]]);
    let a = n.arrays.iter().find(|a| a.name == "A").unwrap();
    assert!(a.read_offsets.contains(&[-1, 0, 0]));
    assert!(a.read_offsets.contains(&[0, 0, 1]));
    assert_eq!(
        notes(&p),
        ["loops reordered to k, j, i so that the innermost loop runs along the fastest-varying dimension of `B`"]
    );
}

#[test]
fn parboil_flat_index_is_reordered() {
    let src = r#"
void f(int nx, int ny, int nz, float *A, float *B)
{
    int i, j, k;
#pragma mint copy(A, toDevice, nx*ny*nz)
#pragma mint copy(B, toDevice, nx*ny*nz)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (i = 1; i < nx - 1; i++)
            for (j = 1; j < ny - 1; j++)
                for (k = 1; k < nz - 1; k++)
                    B[(i) + nx*((j) + ny*(k))] = A[(i) + nx*((j) + ny*(k + 1))]
                        + A[(i) + nx*((j) + ny*(k - 1))] + A[(i) + nx*((j + 1) + ny*(k))]
                        + A[(i) + nx*((j - 1) + ny*(k))] + A[(i + 1) + nx*((j) + ny*(k))]
                        + A[(i - 1) + nx*((j) + ny*(k))] - A[(i) + nx*((j) + ny*(k))];
    }
#pragma mint copy(B, fromDevice, nx*ny*nz)
}
"#;
    let p = analyze(src);
    let n = only_nest(&p);
    assert_eq!(order(n), ["k", "j", "i"]);
    assert_eq!(n.stencil.as_ref().map(|s| s.shape), Some(Shape::ThreeD7));
}

#[test]
fn two_d_transposed_order_is_reordered() {
    let src = r#"
void f(int n, int m, float A[m][n], float B[m][n])
{
    int x, y;
#pragma mint copy(A, toDevice, n, m)
#pragma mint copy(B, toDevice, n, m)
#pragma mint parallel
    {
#pragma mint for nest(2) reduction(+:s)
        for (x = 1; x < n - 1; x++)
            for (y = 1; y < m - 1; y++)
                B[y][x] = 0.25f * (A[y][x-1] + A[y][x+1] + A[y-1][x] + A[y+1][x]) - A[y][x];
    }
#pragma mint copy(B, fromDevice, n, m)
}
"#
    .replace(" reduction(+:s)", "");
    let p = analyze(&src);
    let n = only_nest(&p);
    assert_eq!(order(n), ["y", "x"]);
    let st = n.stencil.as_ref().expect("a stencil");
    assert_eq!(st.shape, Shape::TwoD5);
    assert_eq!(st.radius, [1, 1, 0]);
    assert_eq!(notes(&p).len(), 1);
}

#[test]
fn source_order_already_right_is_kept() {
    let src = r#"
void f(int n, double A[n][n], double B[n][n])
{
#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n - 1; y++)
            for (int x = 1; x < n - 1; x++)
                B[y][x] = A[y][x-1] + A[y][x+1] + A[y-1][x] + A[y+1][x];
    }
#pragma mint copy(B, fromDevice, n, n)
}
"#;
    let p = analyze(src);
    let n = only_nest(&p);
    assert_eq!(order(n), ["y", "x"]);
    assert!(notes(&p).is_empty());
}

#[test]
fn nest_smaller_than_the_chain_is_not_reordered() {
    let src = r#"
void f(int n, double A[n][n], double B[n][n])
{
    int i;
#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(1)
        for (i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                B[j][i] = A[j][i];
    }
#pragma mint copy(B, fromDevice, n, n)
}
"#;
    let p = analyze(src);
    let n = only_nest(&p);
    assert_eq!(order(n), ["i", "j"]);
    assert_eq!(n.parallel, 1);
    assert!(notes(&p).is_empty());
}

#[test]
fn triangular_bounds_are_not_reordered() {
    // Bounds that depend on another loop: parallel loops must be rectangular (an error), and
    // with one parallel loop the serial inner loop stays inside.
    let src = r#"
void f(int n, double A[n][n], double B[n][n])
{
    int i, j;
#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (i = 0; i < n; i++)
            for (int j = 0; j <= i; j++)
                B[j][i] = A[j][i];
    }
#pragma mint copy(B, fromDevice, n, n)
}
"#;
    let tu = mint_lang::parse(src).expect("parses");
    let errs = mint_analyzer::analyze(&tu).expect_err("triangular parallel loops are refused");
    assert!(
        errs.iter()
            .any(|d| d.message.contains("parallel loops must be rectangular")),
        "{errs:?}"
    );
    assert!(errs.iter().all(|d| d.severity != Severity::Note));

    let p = analyze(&src.replace("nest(all)", "nest(1)"));
    assert_eq!(order(only_nest(&p)), ["i", "j"]);
    assert!(notes(&p).is_empty());
}

#[test]
fn subscripts_mixing_loops_in_one_dimension_are_not_reordered() {
    // `B[j][i]` and `B[i][j]`: no one loop per dimension of the written array.
    let src = r#"
void f(int n, double A[n][n], double B[n][n])
{
    int i, j;
#pragma mint copy(A, toDevice, n, n)
#pragma mint copy(B, toDevice, n, n)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                B[j][i] = A[i][j];
                B[i][j] += 1.0;
            }
    }
#pragma mint copy(B, fromDevice, n, n)
}
"#;
    let p = analyze(src);
    assert_eq!(order(only_nest(&p)), ["i", "j"]);
    assert!(notes(&p).is_empty());
}
