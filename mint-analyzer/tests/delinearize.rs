//! Delinearization of flat subscripts: every input is C text, parsed by mint's parser; every
//! result is printed back as C text and compared exactly.

use mint_analyzer::delinearize::{delinearize, divide_exact, same_value, Delinearized};
use mint_lang::ast::{Expr, ExprKind, Item, StmtKind};

/// Parses the C expression `src`.
fn expr(src: &str) -> Expr {
    let text = format!("int f(void) {{ return {src}; }}");
    let tu = mint_lang::parse(&text).unwrap_or_else(|_| panic!("`{src}` should parse"));
    let Some(Item::Function(f)) = tu.items.into_iter().next() else {
        panic!("no function")
    };
    let body = f.body.expect("a body");
    match body.stmts.into_iter().next().map(|s| s.kind) {
        Some(StmtKind::Return(Some(e))) => e,
        other => panic!("unexpected statement {other:?}"),
    }
}

/// A tiny C printer for the results: only what the delinearizer builds (and opaque atoms).
fn c(e: &Expr) -> String {
    match &e.kind {
        ExprKind::Ident(n) => n.clone(),
        ExprKind::Int(_, t) => t.clone(),
        ExprKind::Paren(x) => format!("({})", c(x)),
        ExprKind::Binary(op, a, b) => format!("{} {} {}", c(a), op.token(), c(b)),
        ExprKind::Unary(op, a) => format!("{}{}", op.token(), c(a)),
        ExprKind::Call(f, args) => format!(
            "{}({})",
            c(f),
            args.iter().map(c).collect::<Vec<_>>().join(", ")
        ),
        ExprKind::Member(a, f, arrow) => {
            format!("{}{}{}", c(a), if *arrow { "->" } else { "." }, f.name)
        }
        other => panic!("the test printer does not print {other:?}"),
    }
}

fn show(d: &Delinearized) -> String {
    format!(
        "[{}] extents [{}]",
        d.subs.iter().map(c).collect::<Vec<_>>().join("]["),
        d.extents.iter().map(c).collect::<Vec<_>>().join(", ")
    )
}

const KJI: &[&str] = &["k", "j", "i"];
const IJ: &[&str] = &["i", "j"];

/// `src` delinearizes to `expected` (`[z][y][x] extents [nx, ny]`).
#[track_caller]
fn ok(src: &str, vars: &[&str], expected: &str) {
    let e = expr(src);
    match delinearize(&e, vars) {
        Ok(Some(d)) => {
            assert_eq!(show(&d), expected, "for `{src}`");
            // the invariant: the result rebuilds to the same address
            let mut addr = format!("({})", c(&d.subs[0]));
            for (s, x) in d.subs[1..].iter().zip(d.extents.iter().rev()) {
                addr = format!("({addr})*({}) + ({})", c(x), c(s));
            }
            assert!(same_value(&expr(&addr), &e), "`{src}` rebuilds as `{addr}`");
            for s in &d.subs {
                assert_eq!(s.span, e.span, "span of a subscript for `{src}`");
            }
            // built nodes carry the subscript's span; opaque atoms keep theirs, inside it
            for x in &d.extents {
                x.walk(&mut |n| {
                    assert!(
                        n.span.start >= e.span.start && n.span.end <= e.span.end,
                        "span of an extent for `{src}`"
                    )
                });
            }
        }
        Ok(None) => panic!("`{src}`: plain 1-D, expected {expected}"),
        Err(m) => panic!("`{src}`: {m}, expected {expected}"),
    }
}

/// `src` is not delinearizable; the reason contains `needle`.
#[track_caller]
fn err(src: &str, vars: &[&str], needle: &str) -> String {
    match delinearize(&expr(src), vars) {
        Err(m) => {
            assert!(m.contains(needle), "`{src}`: reason `{m}` lacks `{needle}`");
            m
        }
        Ok(d) => panic!("`{src}` should fail, got {:?}", d.map(|d| show(&d))),
    }
}

/// `v` plus `d` as written in C source (`k+1`, `k-2`, `k`) and as the result prints it.
fn off(v: &str, d: i64) -> (String, String) {
    match d {
        0 => (v.to_string(), v.to_string()),
        d if d > 0 => (format!("{v}+{d}"), format!("{v} + {d}")),
        d => (format!("{v}-{}", -d), format!("{v} - {}", -d)),
    }
}

/// Every combination of offsets -2..=2 in the three dimensions, for one way of writing it.
fn every_offset_3d(form: impl Fn(&str, &str, &str) -> String, extents: &str) {
    for dz in -2..=2 {
        for dy in -2..=2 {
            for dx in -2..=2 {
                let (z, ez) = off("k", dz);
                let (y, ey) = off("j", dy);
                let (x, ex) = off("i", dx);
                ok(
                    &form(&z, &y, &x),
                    KJI,
                    &format!("[{ez}][{ey}][{ex}] extents [{extents}]"),
                );
            }
        }
    }
}

#[test]
fn horner_form_every_offset() {
    every_offset_3d(|z, y, x| format!("(({z})*ny + {y})*nx + {x}"), "nx, ny");
}

#[test]
fn reversed_horner_form_every_offset() {
    every_offset_3d(|z, y, x| format!("{x} + nx*({y} + ny*({z}))"), "nx, ny");
}

#[test]
fn macro_expanded_form_every_offset() {
    // #define IDX(i,j,k) ((k)*ny*nx + (j)*nx + (i)), then IDX(i+dx, j+dy, k+dz)
    every_offset_3d(
        |z, y, x| format!("(((({z}))*ny*nx + (({y}))*nx + (({x}))))"),
        "nx, ny",
    );
}

#[test]
fn padded_extents_every_offset() {
    every_offset_3d(
        |z, y, x| format!("(({z})*(n+2) + ({y}))*(n+2) + {x}"),
        "(n + 2), (n + 2)",
    );
    every_offset_3d(
        |z, y, x| format!("({z})*(n+2)*(m+2) + ({y})*(n+2) + {x}"),
        "(n + 2), (m + 2)",
    );
}

#[test]
fn numeric_strides_every_offset() {
    // #define N 64: the strides are 64*64 and 64
    every_offset_3d(|z, y, x| format!("({z})*64*64 + ({y})*64 + {x}"), "64, 64");
    every_offset_3d(|z, y, x| format!("({z})*4096 + ({y})*64 + {x}"), "64, 64");
    every_offset_3d(|z, y, x| format!("(({z})*512 + {y})*512 + {x}"), "512, 512");
}

#[test]
fn two_dimensional() {
    for dy in -2..=2 {
        for dx in -2..=2 {
            let (y, ey) = off("i", dy);
            let (x, ex) = off("j", dx);
            let expect = |e: &str| format!("[{ey}][{ex}] extents [{e}]");
            ok(&format!("({y})*512 + {x}"), IJ, &expect("512"));
            ok(&format!("({y})*(n+2) + {x}"), IJ, &expect("(n + 2)"));
            ok(&format!("({y})*N + {x}"), IJ, &expect("N"));
            ok(&format!("{x} + ({y})*nx"), IJ, &expect("nx"));
        }
    }
    ok("(i+1)*512 + j - 1", IJ, "[i + 1][j - 1] extents [512]");
    ok("i*(n+2) + j", IJ, "[i][j] extents [(n + 2)]");
}

#[test]
fn casts_parens_and_literal_suffixes() {
    ok(
        "(long)(k+1)*nx*ny + (size_t)(j)*nx + (int)(i - 1)",
        KJI,
        "[k + 1][j][i - 1] extents [nx, ny]",
    );
    ok(
        "(k + 1L) * 4096UL + (j - 1u) * 64 + i",
        KJI,
        "[k + 1][j - 1][i] extents [64, 64]",
    );
    ok("-(-i - 1)*nx + +j", IJ, "[i + 1][j] extents [nx]");
}

#[test]
fn opaque_extents() {
    ok("(i+1)*(n/2) + j", IJ, "[i + 1][j] extents [(n / 2)]");
    ok("i*g.nx + j - 1", IJ, "[i][j - 1] extents [g.nx]");
    ok("i*(N/2) + j", IJ, "[i][j] extents [(N / 2)]"); // N is a name here: opaque
    ok("i*(512/2) + j", IJ, "[i][j] extents [256]"); // folded
}

#[test]
fn multipliers_and_signs() {
    ok("2*j*nx + i", &["j", "i"], "[2 * j][i] extents [nx]");
    ok("i*(2*n + 4) + j", IJ, "[2 * i][j] extents [(n + 2)]");
    ok(
        "(k*(2*ny) + j)*nx + i",
        KJI,
        "[2 * k][j][i] extents [nx, ny]",
    );
    ok("j*nx + nx - i", &["j", "i"], "[j + 1][-i] extents [nx]");
    ok("(1 - j)*nx + i", &["j", "i"], "[1 - j][i] extents [nx]");
    ok("(-j - 1)*nx + i", &["j", "i"], "[-j - 1][i] extents [nx]");
    // with no loop variable at stride nx, the strides are 1 and nx*ny: a 2-D reading
    ok("(k+1)*nx*ny + i", KJI, "[k + 1][i] extents [nx * ny]");
}

#[test]
fn plain_one_dimensional() {
    for src in ["i", "i + 1", "i - n", "5", "n*m + 3", "(long)i"] {
        assert_eq!(delinearize(&expr(src), KJI), Ok(None), "`{src}`");
    }
}

#[test]
fn not_affine() {
    err(
        "i*j",
        IJ,
        "`i * j` multiplies the loop variables `i` and `j`",
    );
    err(
        "i*i + j",
        IJ,
        "`i * i` multiplies the loop variable `i` by itself",
    );
    err("idx[i]", IJ, "`idx[i]` is an indirect subscript");
    err("i/2", IJ, "`i / 2` divides the loop variable `i`");
    err(
        "(i*nx + j) % 7",
        IJ,
        "takes a remainder of the loop variable `i`",
    );
    err(
        "f(i)*nx + j",
        IJ,
        "passes the loop variable `i` to a function",
    );
    err("i++", IJ, "has a side effect");
    err("i*nx + j + 0.5", IJ, "floating-point literal `0.5`");
}

#[test]
fn clamped_rows_and_columns_stand_for_their_dimensions() {
    let e = expr("(i > 0 ? i - 1 : 0) * w + (j + 1 < w ? j + 1 : w - 1)");
    let d = delinearize(&e, IJ).expect("delinearizes").expect("2-D");
    let subs: Vec<String> = d.subs.iter().map(Expr::to_c).collect();
    assert_eq!(subs, ["i > 0 ? i - 1 : 0", "j + 1 < w ? j + 1 : w - 1"]);
    assert_eq!(c(&d.extents[0]), "w");
    // Wrapped row; a wrap reading two loop variables, or a stand-in with an offset: not read.
    let e = expr("((i + 1) % h) * w + j");
    let d = delinearize(&e, IJ).expect("delinearizes").expect("2-D");
    assert_eq!(d.subs[0].to_c(), "(i + 1) % h");
    assert!(delinearize(&expr("(i + j) % 7 * w + j"), IJ).is_err());
    assert!(delinearize(&expr("((i + 1) % h + 1) * w + j"), IJ).is_err());
}

#[test]
fn not_separable() {
    // i*nx + i is i*(nx + 1): no loop variable with stride 1
    err(
        "i*nx + i",
        IJ,
        "no loop variable has stride 1 (the strides are `nx + 1`)",
    );
    err("j*nx", IJ, "no loop variable has stride 1");
    err(
        "k*nx + j*ny + i",
        KJI,
        "the stride `ny` of loop variable `j` is not a multiple of the stride `nx`",
    );
    err(
        "j*nx + i + ny",
        IJ,
        "the constant part `ny` is not a sum of integer multiples of the strides `1`, `nx`",
    );
    err(
        "((l*nz + k)*ny + j)*nx + i",
        &["l", "k", "j", "i"],
        "4 dimensions",
    );
    err("(i+1)*512 + 2*j", IJ, "no loop variable has stride 1");
    err("(ny - 1 - j)*nx + i", IJ, "the constant part");
}

#[test]
fn strides_not_named_as_usual() {
    // nx*ny is a multiple of ny: the extents are read off the strides, fastest first, as [ny, nx]
    // (the caller compares them with the array's copy sizes).
    ok("k*nx*ny + j*ny + i", KJI, "[k][j][i] extents [ny, nx]");
    // i*nx + i + j is i*(nx + 1) + j
    ok("i*nx + i + j", IJ, "[i][j] extents [(nx + 1)]");
}

#[test]
fn same_value_by_normal_form() {
    let same = |a: &str, b: &str| same_value(&expr(a), &expr(b));
    assert!(same("n*m", "m*n"));
    assert!(same("(n+2)*(m+2)", "n*m + 2*n + 2*m + 4"));
    assert!(same("(long)(n + 2)", "((n) + 2)"));
    assert!(same("n/2 + 1", "1 + (n/2)"));
    assert!(same("512*512", "262144"));
    assert!(same("N", "N"));
    assert!(!same("n*m", "n*m + 1"));
    assert!(!same("n", "m"));
    assert!(!same("n/2", "n/3"));
}

#[test]
fn divide_exact_as_polynomials() {
    let div = |t: &str, by: &[&str]| {
        let by: Vec<Expr> = by.iter().map(|b| expr(b)).collect();
        let by: Vec<&Expr> = by.iter().collect();
        divide_exact(&expr(t), &by).map(|e| c(&e))
    };
    assert_eq!(div("nx*ny*nz", &["nx*ny"]).as_deref(), Some("nz"));
    assert_eq!(div("nx*ny*nz", &["ny", "nx"]).as_deref(), Some("nz"));
    assert_eq!(
        div("(n+2)*(n+2)*(n+2)", &["(n+2)*(n+2)"]).as_deref(),
        Some("(n + 2)")
    );
    assert_eq!(
        div("(n+2)*(m+2)*(k+2)", &["(m+2)", "k+2"]).as_deref(),
        Some("(n + 2)")
    );
    assert_eq!(div("262144", &["512"]).as_deref(), Some("512"));
    assert_eq!(div("2*n*m", &["m"]).as_deref(), Some("2 * n"));
    assert_eq!(div("nx*ny", &["nx*ny"]).as_deref(), Some("1"));
    assert_eq!(div("nx*ny + 1", &["nx"]), None);
    assert_eq!(div("nx", &["ny"]), None);
    assert_eq!(div("1000", &["512"]), None);
    assert_eq!(div("nx", &["0"]), None);
}

#[test]
fn numeric_offsets_are_nearest_integers() {
    // |x offset| <= 64/2: an offset of half an extent reads as the next row (ties go up)
    ok("j*64 + i + 31", IJ, "[j][i + 31] extents [64]");
    ok("j*64 + i - 32", IJ, "[j][i - 32] extents [64]");
    ok("j*64 + i + 32", IJ, "[j + 1][i - 32] extents [64]");
    ok("j*64 + i + 100", IJ, "[j + 2][i - 28] extents [64]");
}

#[test]
fn huge_inputs_fail_without_panicking() {
    err(
        "i*9223372036854775807*9223372036854775807*9223372036854775807 + j",
        IJ,
        "too large",
    );
    err(
        "j*nx + i - 9223372036854775807 - 9223372036854775807",
        IJ,
        "too large",
    );
    let many = (0..12)
        .map(|d| format!("(a{d} + b{d})"))
        .collect::<Vec<_>>()
        .join("*");
    err(&format!("j*{many} + i"), IJ, "too large");
    assert!(!same_value(&expr(&many), &expr("a0")));
}
