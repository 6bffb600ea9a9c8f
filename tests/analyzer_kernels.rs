//! What the analyzer finds in every `kernels/*.c` nest, one line per nest (egg's table style),
//! plus small inline inputs for the cases the kernels do not cover: a 2D 9-point stencil, a
//! general stencil, a `nest(1)` nest with a serial inner loop (not a stencil) and a reduction.
//!
//! Each row checks: the stencil shape, the radius per dimension `[x, y, z]`, the main array and
//! the number of its distinct read offsets, the read-only arrays, flops and compulsory bytes per
//! point, the element type (of the main array, and the nest's precision when it writes arrays),
//! the number of parallel loops, the schedule (tile and chunk) and the reductions. All mismatches
//! of a row are reported together.

mod common;

use common::{analyze_src, kernel_files, root, stem};
use mint_analyzer::{Nest, Program, Shape};
use mint_lang::ast::Scalar;

/// What one nest should look like.
struct Expect {
    /// `None`: not a stencil.
    shape: Option<Shape>,
    radius: [u32; 3],
    main: &'static str,
    points: usize,
    read_only: &'static [&'static str],
    flops: u32,
    bytes: u32,
    elem: Scalar,
    parallel: usize,
    tile: [u32; 3],
    chunk: [u32; 3],
    /// `op:var`, e.g. `+:sum`, in clause order.
    reductions: &'static [&'static str],
}

fn load(file: &str) -> (Program, String) {
    let path = root().join("kernels").join(format!("{file}.c"));
    let src = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    (analyze_src(&src, &format!("{file}.c")), src)
}

fn nest(p: &Program, id: usize, what: &str) -> Nest {
    let nests: Vec<&Nest> = p.nests().collect();
    nests
        .iter()
        .find(|n| n.id == id)
        .map(|n| (*n).clone())
        .unwrap_or_else(|| panic!("{what}: no nest mint_kernel_{id} (it has {})", nests.len()))
}

/// Compare a nest with its row; panic with every mismatch.
fn check(n: &Nest, e: &Expect, what: &str) {
    let mut bad: Vec<String> = Vec::new();
    let mut want = |field: &str, expected: String, actual: String| {
        if expected != actual {
            bad.push(format!("{field}: expected {expected}, got {actual}"));
        }
    };
    want(
        "shape",
        format!("{:?}", e.shape),
        format!("{:?}", n.stencil.as_ref().map(|s| s.shape)),
    );
    if let Some(st) = &n.stencil {
        want(
            "radius",
            format!("{:?}", e.radius),
            format!("{:?}", st.radius),
        );
        want("main array", e.main.to_string(), st.main_array.clone());
    } else if e.shape.is_none() {
        want(
            "not_stencil_reason",
            "some reason".into(),
            n.not_stencil_reason
                .as_ref()
                .map_or("None".into(), |_| "some reason".into()),
        );
    }
    match n.arrays.iter().find(|a| a.name == e.main) {
        Some(a) => {
            if e.shape.is_some() && a.read_offsets.len() != e.points {
                want(
                    &format!("distinct read offsets of {}", e.main),
                    e.points.to_string(),
                    format!("{} {:?}", a.read_offsets.len(), a.read_offsets),
                );
            }
            want(
                &format!("element type of {}", e.main),
                format!("{:?}", e.elem),
                format!("{:?}", a.elem),
            );
        }
        None => want(
            "main array",
            format!("{} among the arrays", e.main),
            format!("{:?}", n.arrays.iter().map(|a| &a.name).collect::<Vec<_>>()),
        ),
    }
    let mut ro: Vec<&str> = n
        .arrays
        .iter()
        .filter(|a| a.read_only())
        .map(|a| a.name.as_str())
        .collect();
    ro.sort();
    let mut ro_want = e.read_only.to_vec();
    ro_want.sort();
    want(
        "read-only arrays",
        format!("{ro_want:?}"),
        format!("{ro:?}"),
    );
    want(
        "flops/point",
        e.flops.to_string(),
        n.flops_per_point.to_string(),
    );
    want(
        "bytes/point",
        e.bytes.to_string(),
        n.bytes_per_point.to_string(),
    );
    let writes = n.arrays.iter().any(|a| a.writes > 0);
    want(
        "precision",
        format!("{:?}", writes.then(|| e.elem.clone())),
        format!("{:?}", n.precision),
    );
    want("parallel", e.parallel.to_string(), n.parallel.to_string());
    want(
        "tile",
        format!("{:?}", e.tile),
        format!("{:?}", n.schedule.tile),
    );
    want(
        "chunk",
        format!("{:?}", e.chunk),
        format!("{:?}", n.schedule.chunk),
    );
    let reds: Vec<String> = n
        .reductions
        .iter()
        .map(|r| format!("{}:{}", r.op.token(), r.name))
        .collect();
    want(
        "reductions",
        format!("{:?}", e.reductions),
        format!("{reds:?}"),
    );
    assert!(
        bad.is_empty(),
        "{what} (mint_kernel_{}): the analysis differs from the table:\n  {}",
        n.id,
        bad.join("\n  ")
    );
}

/// One row: `kernel!{file => ...}` checks nest 1 of `kernels/file.c`;
/// `kernel!{test_name = file[N] => ...}` checks nest N.
macro_rules! kernel {
    ($file:ident => $($rest:tt)*) => {
        kernel! { $file = $file[1] => $($rest)* }
    };
    ($test:ident = $file:ident [$nest:literal] =>
        shape $shape:ident, radius [$rx:literal, $ry:literal, $rz:literal],
        main $main:ident, points $points:literal, read_only [$($ro:ident),*],
        flops $flops:literal, bytes $bytes:literal, elem $elem:ident, parallel $par:literal,
        tile [$tx:literal, $ty:literal, $tz:literal], chunk [$cx:literal, $cy:literal, $cz:literal]
        $(, reductions [$($red:literal),*])?
    ) => {
        #[test]
        fn $test() {
            let e = Expect {
                shape: Some(Shape::$shape),
                radius: [$rx, $ry, $rz],
                main: stringify!($main),
                points: $points,
                read_only: &[$(stringify!($ro)),*],
                flops: $flops,
                bytes: $bytes,
                elem: Scalar::$elem,
                parallel: $par,
                tile: [$tx, $ty, $tz],
                chunk: [$cx, $cy, $cz],
                reductions: &[$($($red),*)?],
            };
            let file = stringify!($file);
            let (p, _) = load(file);
            check(&nest(&p, $nest, file), &e, &format!("kernels/{file}.c"));
        }
    };
}

// Flops are those of the source expression (kernels/README.md); bytes: each array read once, each
// written once. The shape is that of all read points together (the 7-point Poisson reads its
// centre from B); `points` counts the main array's distinct offsets only.
kernel! {heat2d_5pt => shape TwoD5, radius [1,1,0], main U, points 5, read_only [U], flops 6, bytes 16, elem Double, parallel 2, tile [16,16,1], chunk [1,1,1]}
kernel! {heat3d_7pt => shape ThreeD7, radius [1,1,1], main U, points 7, read_only [U], flops 8, bytes 16, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {heat3d_7pt_f32 => shape ThreeD7, radius [1,1,1], main U, points 7, read_only [U], flops 8, bytes 8, elem Float, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {poisson3d_7pt => shape ThreeD7, radius [1,1,1], main U, points 6, read_only [U, B], flops 8, bytes 24, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {heat3d_7pt_varcoef => shape ThreeD7, radius [1,1,1], main U, points 7, read_only [U, B, K], flops 20, bytes 32, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {poisson3d_19pt => shape ThreeD19, radius [1,1,1], main U, points 18, read_only [U, B], flops 20, bytes 24, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {heat3d_13pt => shape ThreeD13, radius [2,2,2], main U, points 13, read_only [U], flops 15, bytes 16, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {heat3d_27pt => shape ThreeD27, radius [1,1,1], main U, points 27, read_only [U], flops 30, bytes 16, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {jacobi2d_residual = jacobi2d_residual[1] => shape TwoD5, radius [1,1,0], main U, points 4, read_only [U, F], flops 6, bytes 24, elem Double, parallel 2, tile [32,8,1], chunk [1,1,1]}
kernel! {jacobi2d_residual_norms = jacobi2d_residual[2] => shape General, radius [0,0,0], main Unew, points 1, read_only [Unew, U], flops 3, bytes 16, elem Double, parallel 2, tile [32,8,1], chunk [1,1,1], reductions ["+:sum", "max:rmax"]}

kernel! {heat3d_polybench = heat3d_polybench[1] => shape ThreeD7, radius [1,1,1], main A, points 7, read_only [A], flops 15, bytes 16, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}
kernel! {heat3d_polybench_back = heat3d_polybench[2] => shape ThreeD7, radius [1,1,1], main B, points 7, read_only [B], flops 15, bytes 16, elem Double, parallel 3, tile [16,16,1], chunk [1,1,1]}

/// The `(file, nests)` the rows above cover; every `kernels/*.c` must be here.
const COVERED: &[(&str, usize)] = &[
    ("heat2d_5pt", 1),
    ("heat3d_7pt", 1),
    ("heat3d_7pt_f32", 1),
    ("poisson3d_7pt", 1),
    ("heat3d_7pt_varcoef", 1),
    ("poisson3d_19pt", 1),
    ("heat3d_13pt", 1),
    ("heat3d_27pt", 1),
    ("jacobi2d_residual", 2),
    ("heat3d_polybench", 2),
];

#[test]
fn every_kernel_nest_has_a_row() {
    for path in kernel_files() {
        let file = stem(&path);
        let Some(&(_, rows)) = COVERED.iter().find(|(f, _)| *f == file) else {
            panic!("kernels/{file}.c has no row in tests/analyzer_kernels.rs: add `kernel!{{{file} => ...}}`");
        };
        let (p, _) = load(&file);
        assert_eq!(
            p.nests().count(),
            rows,
            "kernels/{file}.c: the table has rows for {rows} nest(s)"
        );
    }
}

// ---- inline inputs for the cases the kernels do not cover ----

fn analyze_inline(src: &str) -> Program {
    analyze_src(src, "inline.c")
}

/// A 3x3 box in 2D, single precision, no `tile` clause (the default 16x16x1).
const TWO_D9: &str = r#"
void box(float **U, float **Unew, int n, float c0, float c1, float c2) {
#pragma mint copy(U, toDevice, n + 2, n + 2)
#pragma mint copy(Unew, toDevice, n + 2, n + 2)
#pragma mint parallel default(shared)
    {
#pragma mint for nest(all)
        for (int y = 1; y <= n; y++)
            for (int x = 1; x <= n; x++)
                Unew[y][x] = c0 * U[y][x]
                    + c1 * (U[y][x - 1] + U[y][x + 1] + U[y - 1][x] + U[y + 1][x])
                    + c2 * (U[y - 1][x - 1] + U[y - 1][x + 1] + U[y + 1][x - 1] + U[y + 1][x + 1]);
    }
#pragma mint copy(Unew, fromDevice, n + 2, n + 2)
}
"#;

#[test]
fn inline_2d_9pt() {
    let p = analyze_inline(TWO_D9);
    let e = Expect {
        shape: Some(Shape::TwoD9),
        radius: [1, 1, 0],
        main: "U",
        points: 9,
        read_only: &["U"],
        flops: 11,
        bytes: 8,
        elem: Scalar::Float,
        parallel: 2,
        tile: [16, 16, 1],
        chunk: [1, 1, 1],
        reductions: &[],
    };
    check(&nest(&p, 1, "2D 9-point"), &e, "2D 9-point");
}

/// A one-sided, uneven 3D stencil: radius 2 in x (forward only), 1 in y (backward only), 1 in z;
/// with a `chunksize`.
const GENERAL: &str = r#"
void upwind(double ***A, double ***B, int n, double a, double b) {
#pragma mint copy(A, toDevice, n + 4, n + 4, n + 4)
#pragma mint copy(B, toDevice, n + 4, n + 4, n + 4)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(32,4,8) chunksize(1,1,8)
        for (int z = 2; z < n + 2; z++)
            for (int y = 2; y < n + 2; y++)
                for (int x = 2; x < n + 2; x++)
                    B[z][y][x] = a * A[z][y][x] + b * (A[z][y][x + 1] - A[z][y][x + 2])
                        + A[z][y - 1][x] * A[z + 1][y][x];
    }
#pragma mint copy(B, fromDevice, n + 4, n + 4, n + 4)
}
"#;

#[test]
fn inline_general_stencil() {
    let p = analyze_inline(GENERAL);
    let e = Expect {
        shape: Some(Shape::General),
        radius: [2, 1, 1],
        main: "A",
        points: 5,
        read_only: &["A"],
        flops: 6,
        bytes: 16,
        elem: Scalar::Double,
        parallel: 3,
        tile: [32, 4, 8],
        chunk: [1, 1, 8],
        reductions: &[],
    };
    let n = nest(&p, 1, "general stencil");
    check(&n, &e, "general stencil");
    assert_eq!(n.schedule.block(), [32, 4, 1]);
    assert_eq!(n.schedule.threads(), 128);
    let a = &n
        .arrays
        .iter()
        .find(|a| a.name == "A")
        .expect("A")
        .read_offsets;
    let mut got = a.clone();
    got.sort();
    assert_eq!(
        got,
        vec![[0, -1, 0], [0, 0, 0], [0, 0, 1], [1, 0, 0], [2, 0, 0]],
        "read offsets of A, (x, y, z)"
    );
}

/// `nest(1)`: only z is parallel; each thread runs a serial loop over x. Not a stencil.
const NEST1_SERIAL: &str = r#"
void rowsum(double ***A, double ***S, int n) {
#pragma mint copy(A, toDevice, n + 2, n + 2, n + 2)
#pragma mint copy(S, toDevice, n + 2, n + 2, n + 2)
#pragma mint parallel
    {
#pragma mint for nest(1) tile(64)
        for (int z = 1; z <= n; z++)
            for (int y = 1; y <= n; y++) {
                double acc = 0.0;
                for (int x = 1; x <= n; x++)
                    acc += 0.5 * A[z][y][x];
                S[z][y][0] = acc;
            }
    }
#pragma mint copy(S, fromDevice, n + 2, n + 2, n + 2)
}
"#;

#[test]
fn inline_nest1_with_serial_loop_is_not_a_stencil() {
    let p = analyze_inline(NEST1_SERIAL);
    let n = nest(&p, 1, "nest(1)");
    assert!(
        n.stencil.is_none(),
        "a nest(1) nest with a serial inner loop was classified as a stencil: {:?}",
        n.stencil
    );
    let reason = n
        .not_stencil_reason
        .as_deref()
        .expect("a non-stencil nest must say why");
    assert!(!reason.is_empty());
    assert_eq!(n.parallel, 1, "nest(1) makes one loop parallel");
    let vars: Vec<&str> = n.loops.iter().map(|l| l.var.as_str()).collect();
    assert_eq!(
        vars,
        ["z", "y"],
        "the perfectly nested loops (x is inside a block)"
    );
    assert_eq!(n.schedule.tile, [64, 1, 1]);
    assert_eq!(n.schedule.chunk, [1, 1, 1]);
    assert_eq!(n.schedule.block(), [64, 1, 1]);
    let ro: Vec<&str> = n
        .arrays
        .iter()
        .filter(|a| a.read_only())
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(ro, ["A"]);
    let s = n.arrays.iter().find(|a| a.name == "S").expect("S is used");
    assert_eq!((s.reads, s.writes), (0, 1));
    assert!(
        n.arrays.iter().all(|a| !a.affine),
        "3D subscripts against one parallel loop are not `loopvar ± c` of their own dimension"
    );
    assert_eq!(n.bytes_per_point, 16);
    assert_eq!(n.precision, Some(Scalar::Double));
    assert!(n.reductions.is_empty());
}

/// A residual nest with two reductions and no array writes.
const REDUCTION: &str = r#"
double residual(double ***U, double ***B, int n, double *maxout) {
    double sum = 0.0;
    double m = 0.0;
#pragma mint copy(U, toDevice, n + 2, n + 2, n + 2)
#pragma mint copy(B, toDevice, n + 2, n + 2, n + 2)
#pragma mint parallel default(shared)
    {
#pragma mint for nest(all) tile(16,16,1) reduction(+:sum) reduction(max:m)
        for (int z = 1; z <= n; z++)
            for (int y = 1; y <= n; y++)
                for (int x = 1; x <= n; x++) {
                    double r = B[z][y][x] - (6.0 * U[z][y][x] - U[z][y][x - 1] - U[z][y][x + 1]
                        - U[z][y - 1][x] - U[z][y + 1][x] - U[z - 1][y][x] - U[z + 1][y][x]);
                    sum += r * r;
                    m = fmax(m, fabs(r));
                }
    }
    *maxout = m;
    return sum;
}
"#;

#[test]
fn inline_reduction() {
    let p = analyze_inline(REDUCTION);
    let e = Expect {
        shape: Some(Shape::ThreeD7),
        radius: [1, 1, 1],
        main: "U",
        points: 7,
        read_only: &["U", "B"],
        flops: 10,
        bytes: 16,
        elem: Scalar::Double,
        parallel: 3,
        tile: [16, 16, 1],
        chunk: [1, 1, 1],
        reductions: &["+:sum", "max:m"],
    };
    let n = nest(&p, 1, "reduction");
    check(&n, &e, "reduction");
    assert!(
        n.reductions.iter().all(|r| r.ty == Scalar::Double),
        "{:?}",
        n.reductions
    );
    assert!(
        n.scalars.iter().all(|s| s.name != "sum" && s.name != "m"),
        "reduction variables are not by-value scalars: {:?}",
        n.scalars
    );
}
