//! The row evaluator against the closure tree, bit for bit: every nest of every `kernels/` and
//! `tests/corpus/` program, in double and in float (the `--precision f32` text), at odd extents,
//! plain and with the magnitude shadows the verification runs; and a program written to reach
//! every construct the row evaluator takes (locals, casts, integer conversions, `fabs`, strided
//! and constant subscripts, mixed `float`/`double`), and the constructs it must leave to the
//! closure tree.

mod common;

use common::*;
use mint_analyzer::Nest;
use mint_ref::{ArrayData, Env};

/// Run `nest` on a copy of `env` with and without the row evaluator; every array must come out
/// with the same bits. Returns whether the row evaluator was used.
fn same_bits(nest: &Nest, env: &Env, what: &str) -> bool {
    let rows = mint_ref::compile(nest).unwrap_or_else(|e| panic!("{what}: {e}"));
    let used = rows.evaluates_rows();
    let points = mint_ref::compile(nest).expect("compile").point_by_point();
    assert!(!points.evaluates_rows());
    let (mut a, mut b) = (env.clone(), env.clone());
    let ra = rows.run(&mut a);
    let rb = points.run(&mut b);
    match (&ra, &rb) {
        (Ok(x), Ok(y)) => assert_eq!(x, y, "{what}: reductions differ"),
        (Err(x), Err(y)) => {
            // The arrays are then partly updated, by whichever chunks ran before the error:
            // nothing to compare there.
            assert_eq!(x.to_string(), y.to_string(), "{what}: errors differ");
            return used;
        }
        _ => panic!("{what}: one path failed: rows {ra:?}, points {rb:?}"),
    }
    let mut names: Vec<&String> = a.arrays.keys().collect();
    names.sort();
    for name in names {
        let (x, y) = (a.arrays[name].to_f64_vec(), b.arrays[name].to_f64_vec());
        assert_eq!(x.len(), y.len());
        if let Some(i) = (0..x.len()).find(|&i| x[i].to_bits() != y[i].to_bits()) {
            panic!(
                "{what}: `{name}` element {i}: rows {:e}, points {:e}",
                x[i], y[i]
            );
        }
    }
    used
}

/// `nest` and its magnitude shadow (with zeroed shadow arrays, as the verification runs it).
fn both_forms(nest: &Nest, env: &Env, what: &str) -> usize {
    let mut used = usize::from(same_bits(nest, env, what));
    let shadowed = mint_ref::magnitude::magnitude_nest(nest);
    let mut e = env.clone();
    for a in nest
        .arrays
        .iter()
        .filter(|a| a.writes > 0 && a.elem.is_floating())
    {
        let shape = e.arrays[&a.name].shape().to_vec();
        let zeros = ArrayData::zeros(&a.elem, &shape).expect("zeros");
        e.set_array(&mint_ref::magnitude::mag_name(&a.name), zeros);
    }
    used += usize::from(same_bits(&shadowed, &e, &format!("{what} (magnitudes)")));
    used
}

/// [`env_for`], with every other name the arrays' sizes or the loop bounds need (PolyBench's
/// `tmax`, the corpus's `nx`, `ny`, ...) set to 6.
/// A missing integer name takes the value the function sets it to once (`int nx = n + 2;`,
/// `host` of the function's definition), else 6.
fn env_with_extra_sizes(
    f: &mint_analyzer::FunctionInfo,
    sizes: [i64; 3],
    host: &mint_analyzer::host_scalars::HostScalars,
) -> Env {
    let mut extra: Vec<(String, i64)> = Vec::new();
    let missing = |e: mint_ref::RefError| match e {
        mint_ref::RefError::Unresolved { name, .. }
        | mint_ref::RefError::MissingScalar { name } => Some(name),
        _ => None,
    };
    let value = |name: String, known: &Env| {
        let v = match host.get(&name) {
            Some(mint_analyzer::host_scalars::State::Once { value: Some(e), .. }) => {
                mint_ref::eval_host_expr(e, &known.scalars).ok()
            }
            _ => None,
        };
        let v = v.map_or(6, |v| v.as_i64());
        (name, v)
    };
    for _ in 0..16 {
        let mut probe = Env::new();
        for (name, v) in ["n", "m", "k"].iter().zip(sizes) {
            probe.set_scalar(name, v);
        }
        for (name, v) in &extra {
            probe.set_scalar(name, *v);
        }
        if let Err(e) = probe.alloc_device_arrays(f) {
            let name = missing(e).expect("an array size that is not a name");
            extra.push(value(name, &probe));
            continue;
        }
        let env = env_for_with(f, sizes, &extra);
        let unknown = f.nests.iter().find_map(|n| {
            let mut e = env.clone();
            mint_ref::run_nest(n, &mut e).err().and_then(missing)
        });
        match unknown {
            Some(name) => extra.push(value(name, &probe)),
            None => return env,
        }
    }
    panic!("{}: names still missing after {extra:?}", f.name)
}

fn programs() -> Vec<(String, String)> {
    let mut files = kernel_files();
    let mut corpus: Vec<_> = std::fs::read_dir(root().join("tests/corpus"))
        .expect("tests/corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        // The negative example: an in-place update the analyzer refuses.
        .filter(|p| !p.ends_with("seidel2d_polybench.c"))
        .collect();
    corpus.sort();
    files.extend(corpus);
    let mut out = Vec::new();
    for p in files {
        let text = std::fs::read_to_string(&p).expect("read");
        let name = p.display().to_string();
        // As the command line reads a file: the preprocessor first (the corpus uses macros).
        let opts = mint_lang::preprocess::PpOptions {
            file_dir: p.parent().map(|d| d.to_path_buf()),
            ..Default::default()
        };
        let src = mint_lang::preprocess::preprocess(&text, &opts)
            .unwrap_or_else(|_| panic!("{name} does not preprocess"))
            .text;
        out.push((
            format!("{name} (f32)"),
            mint_lang::precision::to_single(&src),
        ));
        out.push((name, src));
    }
    out
}

#[test]
fn kernels_and_corpus_match_the_closure_tree() {
    let (mut nests, mut used) = (0, 0);
    for (name, src) in programs() {
        // As the command line reads it: flat arrays' linearized subscripts delinearized.
        let tu = mint_lang::parse(&src).unwrap_or_else(|_| panic!("{name} does not parse"));
        // Functions with nests called in a parallel region are inlined at the calls.
        let (_, tu, _) = mint_analyzer::orphans::inline_all(&src, tu)
            .unwrap_or_else(|_| panic!("{name}: inlining"));
        let tu = mint_analyzer::prepare_unit(&tu)
            .unwrap_or_else(|_| panic!("{name}: flat arrays"))
            .tu;
        let prog =
            mint_analyzer::analyze(&tu).unwrap_or_else(|_| panic!("{name} does not analyse"));
        for f in &prog.functions {
            let def = tu.items.iter().find_map(|i| match i {
                mint_lang::ast::Item::Function(g) if g.name.name == f.name => Some(g),
                _ => None,
            });
            let host = match def.and_then(|g| Some((g, g.body.as_ref()?))) {
                Some((g, body)) => mint_analyzer::host_scalars::host_scalars(&g.params, body),
                None => mint_analyzer::host_scalars::HostScalars::default(),
            };
            for sizes in [[13, 9, 7], [5, 3, 2]] {
                let mut env = env_with_extra_sizes(f, sizes, &host);
                // Two steps, so the second starts from computed values, not the fill.
                for _ in 0..2 {
                    for nest in &f.nests {
                        let what = format!("{name}: {} nest {} at {sizes:?}", f.name, nest.id);
                        used += both_forms(nest, &env, &what);
                        nests += 2;
                    }
                    step(f, &mut env);
                }
            }
        }
    }
    eprintln!("row evaluator: {used} of {nests} nest runs");
    // Most stencils qualify; a test where none did would compare nothing. Nests with control
    // flow (the corpus's red-black guard, limiter ternaries, inlined helpers that branch),
    // reductions, clamped or wrapped neighbours, integer grids and `switch` bodies take the
    // closure tree alone: 432 of 592 runs qualified when the corpus had 19 programs, 464 of
    // 768 with 26, 464 of 784 with 27 (`flow2d_flags.c`'s switch). Half is the floor.
    assert!(
        used * 2 >= nests,
        "the row evaluator ran only {used} of {nests} nest runs"
    );
}

/// The flat real-style programs (`tests/realstyle/`): the index locals their subscripts were
/// read through (`long c = (long)z * nx * ny + y * nx + x;`, the C89 heat program's seven
/// locals, `long c = z * plane + y * sy + x * sx` over strides held in variables) stay in the body, uncomputed by the row evaluator, which must still give the closure
/// tree's bits, plain and with the magnitude shadow, in float and in double, over three steps
/// of the program (the three-level rotation of the wave included). The clamped programs' selected
/// references (`(x == 0) ? T[z][y][x] : T[z][y][x - 1]`) too: each row but its points where an
/// arm leaves the array.
#[test]
fn flat_realstyle_programs_take_the_row_evaluator() {
    for (file, define) in [
        ("wave3d_levels.c", None),
        ("wave3d_levels.c", Some("WAVE_DOUBLE")),
        ("heat3d_c89.c", None),
        ("diffuse3d_strides.c", None),
        // Neighbours clamped at the edges (`(x == 0) ? c : c - 1`): selected references, each
        // row's first and last points through the closure tree.
        ("thermal3d_flat.c", None),
        ("diffuse2d_clamp_locals.c", None),
    ] {
        let path = root().join("tests/realstyle").join(file);
        let text = std::fs::read_to_string(&path).expect("read");
        let opts = mint_lang::preprocess::PpOptions {
            defines: define.map(|d| (d.to_string(), None)).into_iter().collect(),
            file_dir: path.parent().map(|d| d.to_path_buf()),
            ..Default::default()
        };
        let src = mint_lang::preprocess::preprocess(&text, &opts)
            .unwrap_or_else(|_| panic!("{file} does not preprocess"))
            .text;
        let tu = mint_lang::parse(&src).unwrap_or_else(|_| panic!("{file} does not parse"));
        let tu = mint_analyzer::prepare_unit(&tu)
            .unwrap_or_else(|_| panic!("{file}: rewrites"))
            .tu;
        let prog = mint_analyzer::analyze(&tu).unwrap_or_else(|_| panic!("{file}: analysis"));
        let f = &prog.functions[0];
        for sizes in [[13i64, 9, 7], [4, 3, 3]] {
            let extra: Vec<(String, i64)> = ["nx", "ny", "nz"]
                .iter()
                .zip(sizes)
                .map(|(n, v)| (n.to_string(), v))
                .collect();
            let mut env = env_for_with(f, sizes, &extra);
            for _ in 0..3 {
                for nest in &f.nests {
                    let what = format!("{file} ({define:?}) nest {} at {sizes:?}", nest.id);
                    assert_eq!(
                        both_forms(nest, &env, &what),
                        2,
                        "{what}: the closure tree ran"
                    );
                }
                step(f, &mut env);
            }
        }
    }
}

/// A program that reaches every construct the row evaluator takes.
const CONSTRUCTS: &str = r#"
void f(int n, int m, double c, float s, int q, long w)
{
    double (*A)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
    double (*B)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
    float (*F)[m + 2] = malloc(sizeof(float) * (n + 2) * (m + 2));
    float (*G)[m + 2] = malloc(sizeof(float) * (n + 2) * (m + 2));
    double *R = malloc(sizeof(double) * (m + 2));
#pragma mint copy(A, toDevice, (m + 2), (n + 2))
#pragma mint copy(B, toDevice, (m + 2), (n + 2))
#pragma mint copy(F, toDevice, (m + 2), (n + 2))
#pragma mint copy(G, toDevice, (m + 2), (n + 2))
#pragma mint copy(R, toDevice, (m + 2))
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int y = 1; y <= n; y++)
            for (int x = 1; x <= m; x++) {
                long ix = (long)y * (m + 2) + x - 1;
                int jx = -(int)ix ^ (q << 2) | ~x & 7, kx = +jx * (short)w;
                double t = -A[y][x - 1] + 2 * A[y][x + 1] - 0.5 * (double)F[y - 1][x];
                float u = s * F[y][x] + 0.1f * (float)t + 3;
                double v = fabs(t - c) / (1.5 + fabsf(u)) + q - x * 0.5 - w / 3.0;
                t = t * v + R[x] - A[0][x] + A[x % 1 + y][1];
                B[y][x] = t + u + y * 0.25 - 1 + (-1) * F[y][x + 1];
                G[y][x] = (float)(t * 1e-3) + u;
            }
#pragma mint for nest(2)
        for (int y = 1; y <= n; y++)
            for (int x = 1; x <= m; x++)
                A[y][x] = B[x][y] + A[y][x] * c;
    }
#pragma mint copy(B, fromDevice, (m + 2), (n + 2))
}
"#;

#[test]
fn every_construct_matches_the_closure_tree() {
    let prog = analyze_src(CONSTRUCTS, "constructs.c");
    let f = &prog.functions[0];
    // Square, so that `B[x][y]` stays in bounds: the strided read of the second nest.
    let mut env = env_for(f, [9, 9, 1]);
    env.set_scalar("q", 3);
    env.set_scalar("w", 7);
    env.set_scalar("s", 0.75);
    let first = &f.nests[0];
    // `A[x % 1 + y][1]`: a computed subscript the row evaluator leaves to the closure tree.
    assert!(!mint_ref::compile(first).expect("compile").evaluates_rows());
    assert_eq!(both_forms(first, &env, "first nest"), 0);

    // The same body without the computed subscript takes the row evaluator.
    let src = CONSTRUCTS.replace("A[x % 1 + y][1]", "A[y][1]");
    let prog = analyze_src(&src, "constructs.c");
    let f = &prog.functions[0];
    let mut env2 = env_for(f, [9, 9, 1]);
    env2.set_scalar("q", 3);
    env2.set_scalar("w", 7);
    env2.set_scalar("s", 0.75);
    for nest in &f.nests {
        assert!(
            mint_ref::compile(nest).expect("compile").evaluates_rows(),
            "nest {} should take the row evaluator",
            nest.id
        );
        assert_eq!(both_forms(nest, &env2, &format!("nest {}", nest.id)), 2);
        mint_ref::run_nest(nest, &mut env2).expect("run");
    }
    step(f, &mut env);
}

/// A row whose subscripts leave the array (`y + 2` in the last row only): the row evaluator hands
/// it to the closure tree, which reports the same error as the point-by-point run.
#[test]
fn out_of_bounds_rows_report_the_closure_trees_error() {
    let src = r#"
void f(int n, int m)
{
    double (*A)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
    double (*B)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
#pragma mint copy(A, toDevice, (m + 2), (n + 2))
#pragma mint copy(B, toDevice, (m + 2), (n + 2))
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int y = 1; y <= n; y++)
            for (int x = 1; x <= m; x++)
                B[y][x] = A[y][x + 1] + A[y + 2][x];
    }
#pragma mint copy(B, fromDevice, (m + 2), (n + 2))
}
"#;
    let prog = analyze_src(src, "oob.c");
    let f = &prog.functions[0];
    let env = env_for(f, [6, 4, 1]);
    let nest = &f.nests[0];
    assert!(mint_ref::compile(nest).expect("compile").evaluates_rows());
    same_bits(nest, &env, "out of bounds");
    let mut e = env.clone();
    let err = mint_ref::run_nest(nest, &mut e).expect_err("y + 2 leaves A");
    assert!(err.to_string().contains("A"), "{err}");
}

/// Bodies the row evaluator must leave alone: a branch, an integer computation, a reduction,
/// an in-place update read at another offset, a math function other than `fabs`, an integer
/// local that is read or whose initializer may fail.
#[test]
fn other_bodies_keep_the_closure_tree() {
    let bodies = [
        "if (x > 1) B[y][x] = A[y][x]; else B[y][x] = 0.0;",
        "B[y][x] = A[y][x] * (x * y);",
        "B[y][x] = sqrt(A[y][x]);",
        "{ double t; t = A[y][x]; B[y][x] = t; }",
        // An integer local that is read, or whose value may fail (a division by zero).
        "{ long c = (long)y * m + x; B[y][x] = A[y][x] * c; }",
        "{ long c = (long)y * m + x; B[y][x] = A[y][x + c - c]; }",
        "{ int c = x / (y - 1); B[y][x] = A[y][x]; }",
        "{ int c = (int)A[y][x]; B[y][x] = A[y][x]; }",
    ];
    for body in bodies {
        let src = format!(
            r#"
void f(int n, int m)
{{
    double (*A)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
    double (*B)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
#pragma mint copy(A, toDevice, (m + 2), (n + 2))
#pragma mint copy(B, toDevice, (m + 2), (n + 2))
#pragma mint parallel
    {{
#pragma mint for nest(2)
        for (int y = 1; y <= n; y++)
            for (int x = 1; x <= m; x++)
                {body}
    }}
#pragma mint copy(B, fromDevice, (m + 2), (n + 2))
}}
"#
        );
        let prog = analyze_src(&src, body);
        let nest = &prog.functions[0].nests[0];
        let c = mint_ref::compile(nest).unwrap_or_else(|e| panic!("`{body}`: {e}"));
        assert!(!c.evaluates_rows(), "`{body}` took the row evaluator");
    }
}

/// Selections whose condition C evaluates otherwise than exactly (an unsigned literal makes the
/// comparison unsigned; a floating comparison; an array element) keep the closure tree.
#[test]
fn other_selections_keep_the_closure_tree() {
    for body in [
        "B[y][x] = x - 2 < 0u ? A[y][x] : A[y][x - 1];",
        "B[y][x] = A[y][x] > 0.5 ? A[y][x] : A[y][x - 1];",
        "B[y][x] = x * 2 == y ? A[y][x] : A[y][x - 1];",
    ] {
        let src = format!(
            r#"
void f(int n, int m)
{{
    double (*A)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
    double (*B)[m + 2] = malloc(sizeof(double) * (n + 2) * (m + 2));
#pragma mint copy(A, toDevice, (m + 2), (n + 2))
#pragma mint copy(B, toDevice, (m + 2), (n + 2))
#pragma mint parallel
    {{
#pragma mint for nest(2)
        for (int y = 1; y <= n; y++)
            for (int x = 1; x <= m; x++)
                {body}
    }}
#pragma mint copy(B, fromDevice, (m + 2), (n + 2))
}}
"#
        );
        let prog = analyze_src(&src, body);
        let nest = &prog.functions[0].nests[0];
        let c = mint_ref::compile(nest).unwrap_or_else(|e| panic!("`{body}`: {e}"));
        assert!(!c.evaluates_rows(), "`{body}` took the row evaluator");
        let env = env_for(&prog.functions[0], [5, 4, 1]);
        same_bits(nest, &env, body);
    }
}

/// Selections the row evaluator takes (comparisons of loop variables, scalars and literals,
/// `&&`, `||`, `!`, nested, arms of mixed types) and rows whose first or last points read outside
/// the array through the arm they do not take (`x == 1 ? A[y][x] : A[y][x - 2]` over `x` from 1):
/// those points run through the closure tree, the rest through rows, bit for bit as the closure
/// tree alone; a row whose fixed subscript leaves the array (`A[y - 1]` in the first row) runs
/// through the closure tree whole.
#[test]
fn selections_and_partial_rows_match_the_closure_tree() {
    let src = r#"
void f(int n, int m, int q)
{
    double (*A)[m] = malloc(sizeof(double) * n * m);
    double (*B)[m] = malloc(sizeof(double) * n * m);
    float (*F)[m] = malloc(sizeof(float) * n * m);
#pragma mint copy(A, toDevice, m, n)
#pragma mint copy(B, toDevice, m, n)
#pragma mint copy(F, toDevice, m, n)
#pragma mint parallel
    {
#pragma mint for nest(2)
        for (int y = 0; y < n; y++)
            for (int x = 1; x < m; x++)
                B[y][x] = (x == 1 ? A[y][x] : A[y][x - 2])
                    + (x > 1 && x < m - 1 ? A[y][x + 1] : F[y][x])
                    + (!(x < q) || y == n - 1 ? 0.5 * A[y][x] : (y > 0 ? A[y - 1][x] : A[y][x]))
                    + (x + 1 >= m ? A[y][x] : (q - x > 2 ? A[y][x + 1] : -A[y][x]));
    }
#pragma mint copy(B, fromDevice, m, n)
}
"#;
    let prog = analyze_src(src, "selections.c");
    let f = &prog.functions[0];
    let nest = &f.nests[0];
    assert!(mint_ref::compile(nest).expect("compile").evaluates_rows());
    for (sizes, q) in [([7i64, 300, 1], 4), ([5, 3, 1], 1), ([4, 2, 1], 9)] {
        let mut env = env_for(f, sizes);
        env.set_scalar("q", q);
        let what = format!("selections at {sizes:?}, q = {q}");
        assert_eq!(
            both_forms(nest, &env, &what),
            2,
            "{what}: the closure tree ran"
        );
    }
}
