//! Strides held in variables: flat subscripts whose strides or offsets are integer locals set
//! once before the nest (`c - plane` with `long plane; plane = (long)nx * ny;`, `c + sx` with
//! `int sx = 1`) read as 3-D stencil references, through the rewrites the command line runs
//! (`prepare_unit`, then `analyze`); locals that are not set once are refused with the reason
//! and their places.

/// The CLI's analysis of `src`: each nest's arrays as `name: reads (x,y,z)...`, or the rendered
/// errors.
fn analyse(src: &str) -> Result<Vec<String>, String> {
    let tu = mint_lang::parse(src)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    let prepared = mint_analyzer::prepare_unit(&tu)
        .map_err(|d| mint_lang::diagnostic::render_all(&d, "t.c", src))?;
    let p = mint_analyzer::analyze(&prepared.tu)
        .map_err(|d| mint_lang::diagnostic::render_all(&d, "t.c", src))?;
    let mut out = Vec::new();
    for n in p.nests() {
        let mut arrays: Vec<String> = n
            .arrays
            .iter()
            .map(|a| {
                let mut offs: Vec<String> = a
                    .read_offsets
                    .iter()
                    .map(|o| format!("({},{},{})", o[0], o[1], o[2]))
                    .collect();
                offs.sort();
                format!("{} rank {}: {}", a.name, a.rank, offs.join(" "))
            })
            .collect();
        arrays.sort();
        out.extend(arrays);
    }
    Ok(out)
}

/// A 3-D Jacobi sweep over flat arrays: `prelude` before the copies, `copies` the copy sizes,
/// `body` the nest's body (it writes `v[c]`).
fn program(prelude: &str, copies: &str, body: &str) -> String {
    format!(
        r#"void f(int nx, int ny, int nz, int steps, double *u, double *v) {{
    int x, y, z, t;
{prelude}
#pragma mint copy(u, toDevice, {copies})
#pragma mint copy(v, toDevice, {copies})
#pragma mint parallel
    {{
        for (t = 0; t < steps; t++) {{
#pragma mint for nest(all)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++) {{
{body}
                    }}
        }}
    }}
#pragma mint copy(v, fromDevice, {copies})
}}
"#
    )
}

const SEVEN: &str = "u rank 3: (-1,0,0) (0,-1,0) (0,0,-1) (0,0,0) (0,0,1) (0,1,0) (1,0,0)";

#[test]
fn strides_set_once_read_as_their_values() {
    let plane_body = "long c = z * plane + y * nx + x;
        v[c] = u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx] + u[c - plane] + u[c + plane] - 6.0 * u[c];";
    let cases = [
        // C89: declared first, set once later
        ("long plane;\n    plane = (long)nx * ny;", "nx, ny, nz", plane_body),
        // declared with a placeholder, set once later
        ("long plane = 0;\n    plane = (long)nx * ny;", "nx, ny, nz", plane_body),
        // declared with its value (read through before this work too)
        ("const long plane = (long)nx * ny;", "nx, ny, nz", plane_body),
        // set in a block of its own, in straight line
        ("long plane;\n    { plane = (long)nx * ny; }", "nx, ny, nz", plane_body),
        // every stride in a variable, the unit one a constant
        (
            "int sx = 1, sy = nx, sz = nx * ny;",
            "nx, ny, nz",
            "long c = z * sz + y * sy + x * sx;
        v[c] = u[c - sx] + u[c + sx] + u[c - sy] + u[c + sy] + u[c - sz] + u[c + sz] - 6.0 * u[c];",
        ),
        // strides named as codes name them, set before the region; the copies sized by a
        // cell count held in a variable too
        (
            "long ystride, zstride, ncell;\n    ystride = nx;\n    zstride = ystride * ny;\n    ncell = zstride * nz;",
            "ncell",
            "v[z * zstride + y * ystride + x] = u[z * zstride + y * ystride + x - 1] + u[z * zstride + y * ystride + x + 1]
            + u[(z - 1) * zstride + y * ystride + x] + u[(z + 1) * zstride + y * ystride + x]
            + u[z * zstride + (y - 1) * ystride + x] + u[z * zstride + (y + 1) * ystride + x] - 6.0 * u[z * zstride + y * ystride + x];",
        ),
        // the index local declared first and set in the body (C89), the plane set once
        (
            "long plane;\n    plane = (long)nx * ny;",
            "nx, ny, nz",
            "long c;
        c = z * plane + y * nx + x;
        v[c] = u[c - 1] + u[c + 1] + u[c - nx] + u[c + nx] + u[c - plane] + u[c + plane] - 6.0 * u[c];",
        ),
    ];
    for (prelude, copies, body) in cases {
        let src = program(prelude, copies, body);
        let got = analyse(&src).unwrap_or_else(|e| panic!("{prelude}\n{e}"));
        assert_eq!(
            got,
            [SEVEN.to_string(), "v rank 3: ".to_string()],
            "{prelude}"
        );
    }
}

/// A 2-D row length held in a variable set after its declaration, with copies sized by the
/// name it is set from: the extents agree once the variable is read through.
#[test]
fn extents_compare_with_copy_sizes_through_set_once_locals() {
    let src = r#"void f(int nx, int ny, double *u, double *v) {
    int w;
    w = nx;
#pragma mint copy(u, toDevice, nx, ny)
#pragma mint copy(v, toDevice, nx, ny)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < ny - 1; y++)
            for (int x = 1; x < nx - 1; x++)
                v[y * w + x] = u[y * w + x - 1] + u[(y + 1) * w + x] + u[y * nx + x + 1];
    }
#pragma mint copy(v, fromDevice, nx, ny)
}
"#;
    let got = analyse(src).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        got,
        ["u rank 2: (-1,0,0) (0,1,0) (1,0,0)", "v rank 2: "],
        "{src}"
    );
}

/// The whole diagnostic for a plane assigned twice: the subscript, both assignments, the
/// reason and the fix.
#[test]
fn a_plane_assigned_twice_is_refused_with_both_places() {
    let src = program(
        "long plane;\n    plane = (long)nx * ny;\n    plane = (long)nx * (ny + 1);",
        "nx, ny, nz",
        "v[z * nx * ny + y * nx + x] = u[z * plane + y * nx + x];",
    );
    let e = analyse(&src).expect_err("refused");
    let want = r#"error: the subscript of `u` is not a linearized reference mint can read as a multi-dimensional one: the stride `plane` of loop variable `z` is not a multiple of the stride `nx`: the subscript does not separate into dimensions
   ┌─ t.c:15:33
   │
 4 │     plane = (long)nx * ny;
   │     ---------------------- `plane` assigned here
 5 │     plane = (long)nx * (ny + 1);
   │     ---------------------------- `plane` assigned here
   ·
15 │ v[z * nx * ny + y * nx + x] = u[z * plane + y * nx + x];
   │                                 ^^^^^^^^^^^^^^^^^^^^^^ this subscript
   │
   = write it as (k*ny + j)*nx + i or i + nx*(j + ny*k) with constant offsets on i, j, k (or index a 3-D array)
   = `plane` is not read as the value it holds: it is assigned 2 times; mint reads a stride or an offset held in a variable only when the variable is set once before the nest (`const long plane = ...;`, or one `plane = ...;` in straight-line code) to integer arithmetic of names that do not change; set it once, or write its value in the subscript
"#;
    assert_eq!(e.trim_end(), want.trim_end(), "got:\n{e}");
}

/// Locals that do not keep one value: each refusal names the local, why, and where.
#[test]
fn strides_that_change_are_refused_with_the_reason() {
    let body = "v[z * nx * ny + y * nx + x] = u[z * plane + y * nx + x];";
    for (prelude, why, place) in [
        (
            "long plane = (long)nx * ny;\n    if (nz > 4)\n        plane = (long)nx * (ny + 2);",
            "it is set under a condition",
            " 5 │         plane = (long)nx * (ny + 2);\n   │         ---------------------------- `plane` set here, under a condition",
        ),
        (
            "long plane;\n    for (t = 0; t < 1; t++)\n        plane = (long)nx * ny;",
            "it is set in a loop",
            " 5 │         plane = (long)nx * ny;\n   │         ---------------------- `plane` set here, in a loop",
        ),
        (
            "long plane;\n    long *pp = &plane;\n    *pp = (long)nx * ny;",
            "its address is taken",
            " 4 │     long *pp = &plane;\n   │                ------ the address of `plane` taken here",
        ),
        (
            "long plane = nx;\n    plane *= ny;\n    t = 0;",
            "it is changed by `plane *= ny`",
            " 4 │     plane *= ny;\n   │     ----------- `plane` changed here",
        ),
    ] {
        let src = program(prelude, "nx, ny, nz", body);
        let e = analyse(&src).expect_err(prelude);
        assert!(
            e.contains(&format!("`plane` is not read as the value it holds: {why}")),
            "{prelude}:\n{e}"
        );
        assert!(e.contains("t.c:15:33"), "{prelude}: the subscript's place:\n{e}");
        assert!(e.contains(place), "{prelude}: no\n{place}\nin:\n{e}");
    }
}

/// Copies sized by a cell count held in a variable (`ncell = plane * nz`, `plane = nx * ny`,
/// `nz = nx - 3`): the sizes per dimension are read through only as far as needed, and by the
/// names that hold them (`nx, ny, nz`, not `nx - 3`).
#[test]
fn copy_sizes_in_variables_keep_their_names() {
    let src = r#"void f(int nx, int steps, double *u, double *v) {
    int x, y, z, t;
    int ny = nx + 2, nz = nx - 3;
    long plane, ncell;
    plane = (long)nx * ny;
    ncell = plane * nz;
#pragma mint copy(u, toDevice, ncell)
#pragma mint copy(v, toDevice, ncell)
#pragma mint parallel
    {
        for (t = 0; t < steps; t++) {
#pragma mint for nest(all)
            for (z = 1; z < nz - 1; z++)
                for (y = 1; y < ny - 1; y++)
                    for (x = 1; x < nx - 1; x++) {
                        long c = z * plane + y * nx + x;
                        v[c] = u[c - plane] + u[c + plane] + u[c - nx] + u[c + 1];
                    }
        }
    }
#pragma mint copy(v, fromDevice, ncell)
}
"#;
    let tu = mint_lang::parse(src).expect("parses");
    let prepared = mint_analyzer::prepare_unit(&tu)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    let p = mint_analyzer::analyze(&prepared.tu)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", src)));
    for a in &p.functions[0].arrays {
        let sizes: Vec<String> = a
            .sizes
            .iter()
            .map(mint_analyzer::delinearize::c_text)
            .collect();
        assert_eq!(sizes, ["nx", "ny", "nz"], "{}", a.name);
    }
}

/// A stride read from a struct member in the nest (`u[i * g.ny + j]`, the member read through
/// as a kernel scalar) is the member itself to the copies: shaped copies `g.ny, g.nx` and a
/// total `g.nx * g.ny` both match it.
#[test]
fn struct_member_strides_match_the_copy_sizes() {
    for copies in ["g.ny, g.nx", "g.nx * g.ny"] {
        let src = format!(
            r#"struct grid {{ int nx, ny; }};
void f(struct grid g, double *u, double *v) {{
#pragma mint copy(u, toDevice, {copies})
#pragma mint copy(v, toDevice, {copies})
#pragma mint parallel
    {{
#pragma mint for nest(all)
        for (int i = 1; i < g.nx - 1; i++)
            for (int j = 1; j < g.ny - 1; j++)
                v[i * g.ny + j] = u[(i - 1) * g.ny + j] + u[i * g.ny + j + 1];
    }}
#pragma mint copy(v, fromDevice, {copies})
}}
"#
        );
        let got = analyse(&src).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(got, ["u rank 2: (0,-1,0) (1,0,0)", "v rank 2: "], "{src}");
        // The host's copies name the member, not the kernel's scalar.
        let tu = mint_lang::parse(&src).unwrap();
        let prepared = mint_analyzer::prepare_unit(&tu).unwrap();
        let mut sizes = Vec::new();
        for item in &prepared.tu.items {
            let mint_lang::ast::Item::Function(f) = item else {
                continue;
            };
            for s in &f.body.as_ref().unwrap().stmts {
                if let mint_lang::ast::StmtKind::Mint(m) = &s.kind {
                    if let mint_lang::ast::Directive::Copy(c) = &m.directive {
                        sizes.push(
                            c.sizes
                                .iter()
                                .map(|e| e.to_c())
                                .collect::<Vec<_>>()
                                .join(", "),
                        );
                    }
                }
            }
        }
        assert_eq!(sizes.len(), 3, "{src}");
        assert!(sizes.iter().all(|s| s.starts_with("g.ny, ")), "{sizes:?}");
    }
}
