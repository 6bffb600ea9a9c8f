//! Boundary nests of flat arrays (`mint_analyzer::flat_arrays`, `FnPass::reread`): a ghost-cell
//! fill over the rows (`q[j * nx + 0] = q[j * nx + n]`) or the columns (`q[0 * nx + i] = q[n *
//! nx + i]`) has a subscript that does not delinearize alone; read with the row length the
//! array's other subscripts give, each part inside its extent, it is `q[j][0]`, `q[0][i]`.
//! A plain subscript inside the first row (`q[i]`, `i < nx`) is `q[0][i]`, and a loop over
//! every element (`q[p]`, `p < nx * ny`) the 2-D nest it stands for. Where a part may leave its
//! row (`j * nx + n + 2` with `nx = n + 2`, or `i` running past the row), the function's flat
//! arrays all stay 1-D (exact, not stencils).

/// The analysis of a program with the boundary nest `fill` before a 2-D update of `q`: each
/// nest's subscripts of `q` as written by the analyzer, or the rendered errors.
fn analyse(fill: &str) -> Result<Vec<String>, String> {
    let src = format!(
        r#"void f(int n, int steps, double *q, double *qn) {{
    int nx = n + 2, ny = n + 2;
#pragma mint copy(q, toDevice, nx, ny)
#pragma mint copy(qn, toDevice, nx, ny)
#pragma mint parallel
    {{
        for (int t = 0; t < steps; t++) {{
{fill}
#pragma mint for nest(all)
            for (int j = 1; j <= n; j++)
                for (int i = 1; i <= n; i++) {{
                    int c = j * nx + i;
                    qn[c] = 0.25 * (q[c - 1] + q[c + 1] + q[c - nx] + q[c + nx]);
                }}
#pragma mint single
            {{ double *tmp = q; q = qn; qn = tmp; }}
        }}
    }}
#pragma mint copy(q, fromDevice, nx, ny)
}}
"#
    );
    let tu = mint_lang::parse(&src)
        .unwrap_or_else(|d| panic!("{}", mint_lang::diagnostic::render_all(&d, "t.c", &src)));
    let prepared = mint_analyzer::prepare_unit(&tu)
        .map_err(|d| mint_lang::diagnostic::render_all(&d, "t.c", &src))?;
    let p = mint_analyzer::analyze(&prepared.tu)
        .map_err(|d| mint_lang::diagnostic::render_all(&d, "t.c", &src))?;
    Ok(p.nests()
        .map(|n| {
            let mut refs = Vec::new();
            n.body.walk(&mut |s| {
                s.for_each_own_expr(&mut |e| {
                    e.walk(&mut |x| {
                        let whole = x
                            .as_subscript()
                            .filter(|(n, s, _)| *n == "q" && s.len() == 2);
                        if let Some((_, subs, _)) = whole {
                            refs.push(format!(
                                "q[{}]",
                                subs.iter().map(|s| s.to_c()).collect::<Vec<_>>().join("][")
                            ));
                        }
                    })
                })
            });
            refs.join(" ")
        })
        .collect())
}

#[test]
fn ghost_fills_over_rows_and_columns_read_with_the_row_length() {
    let rows = "#pragma mint for nest(all)\n for (int j = 1; j <= n; j++) { q[j * nx + 0] = q[j * nx + n]; q[j * nx + n + 1] = q[j * nx + 1]; }";
    let cols = "#pragma mint for nest(all)\n for (int i = 0; i < nx; i++) { q[0 * nx + i] = q[n * nx + i]; q[(n + 1) * nx + i] = q[1 * nx + i]; }";
    let r = analyse(&format!("{rows}\n{cols}")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r[0], "q[j][0] q[j][n] q[j][(n + 1)] q[j][1]", "{r:?}");
    assert_eq!(r[1], "q[0][i] q[n][i] q[(n + 1)][i] q[1][i]", "{r:?}");
}

#[test]
fn the_last_column_written_from_the_next_row_borrows_a_row() {
    // `j * nx + nx - 1` is row `j`'s last column; `(j + 1) * nx - 2` the one before it.
    let fill = "#pragma mint for nest(all)\n for (int j = 1; j <= n; j++) { q[j * nx + nx - 1] = q[(j + 1) * nx - 2]; }";
    let r = analyse(fill).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r[0], "q[j][(nx - 1)] q[j][(nx - 2)]", "{r:?}");
}

/// Where a part may leave its row, the subscript does not read as a 2-D reference: the
/// function's flat arrays then all stay 1-D, indexed as the C program indexes them (exact; the
/// nests are not stencils), instead of an error.
#[test]
fn parts_that_may_leave_their_row_keep_the_arrays_1d() {
    for fill in [
        // Column n + 2 is past the row (nx = n + 2): the next row's first element.
        "#pragma mint for nest(all)\n for (int j = 1; j <= n; j++) q[j * nx + n + 2] = q[j * nx + 1];",
        // `i` runs over more than a row.
        "#pragma mint for nest(all)\n for (int i = 0; i < nx * ny - nx; i++) q[0 * nx + i] = q[nx + i];",
        // A plain subscript over more than a row, beside one that is not the point.
        "#pragma mint for nest(all)\n for (int i = 0; i < nx * 2; i++) q[i] = qn[i + 1];",
    ] {
        let r = analyse(fill).unwrap_or_else(|e| panic!("{fill}: {e}"));
        assert!(r.iter().all(String::is_empty), "{fill}: {r:?}");
    }
}

/// A plain subscript that stays inside the first row (`q[i]`, `i < nx`) is that row's element,
/// and so is column 0 and a small column of every row (`q[j * nx]`, `q[j * nx + 1]`): a
/// boundary nest written without the row length in every subscript keeps the arrays 2-D.
#[test]
fn plain_subscripts_inside_a_row_read_as_that_row() {
    let first = "#pragma mint for nest(all)\n for (int i = 0; i < nx; i++) q[i] = q[nx + i];";
    let r = analyse(first).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r[0], "q[0][i] q[1][i]", "{r:?}");
    let cols =
        "#pragma mint for nest(all)\n for (int j = 0; j < ny; j++) q[j * nx] = q[j * nx + 1];";
    let r = analyse(cols).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r[0], "q[j][0] q[j][1]", "{r:?}");
}

/// A loop over every element of the flat arrays (`p < nx * ny`) is the 2-D nest it stands for.
#[test]
fn loops_over_every_element_become_nests() {
    let copy =
        "#pragma mint for nest(all)\n for (int p = 0; p < nx * ny; p++) q[p] = 2.0 * q[p] + p % 3;";
    let r = analyse(copy).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r[0], "q[mint_p_y][mint_p_x] q[mint_p_y][mint_p_x]", "{r:?}");
}
