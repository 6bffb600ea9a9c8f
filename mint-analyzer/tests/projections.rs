//! Coefficient arrays of lower rank than the nest (`ArrayUse::projection`): a profile `kz[z]`,
//! a map `q[y][x]`, a factor `d[x + 1]` are read at the point's own coordinates, so the nest is
//! still a stencil of its full-rank arrays; anything else of lower rank keeps it from being one.

fn nest_of(body: &str, decls: &str) -> mint_analyzer::Nest {
    let copies = if decls.contains("*d") {
        "#pragma mint copy(d, toDevice, n)\n"
    } else {
        ""
    };
    let src = format!(
        "void f(int n, float (*u)[n][n], float (*v)[n][n]{decls}) {{\n#pragma mint copy(u, toDevice, n, n, n)\n#pragma mint copy(v, toDevice, n, n, n)\n#pragma mint copy(kz, toDevice, n)\n#pragma mint copy(q, toDevice, n, n)\n{copies}#pragma mint parallel\n{{\n#pragma mint for nest(all)\nfor (int z = 1; z < n - 1; z++)\nfor (int y = 1; y < n - 1; y++)\nfor (int x = 1; x < n - 1; x++)\n{body}\n}}\n}}\n"
    );
    let tu = mint_lang::parse(&src).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
    let p = mint_analyzer::analyze(&tu).unwrap_or_else(|e| panic!("{e:?}\n{src}"));
    let first = p.nests().next().cloned();
    first.expect("a nest")
}

fn projection(n: &mint_analyzer::Nest, name: &str) -> Option<Vec<usize>> {
    n.arrays
        .iter()
        .find(|a| a.name == name)
        .unwrap_or_else(|| panic!("{name} in {:?}", n.arrays))
        .projection
        .clone()
}

#[test]
fn profiles_and_maps_read_at_the_point_leave_a_stencil() {
    let n = nest_of(
        "v[z][y][x] = d[x + 1] * (u[z][y][x - 1] + u[z][y][x + 1] + kz[z] * u[z - 1][y][x] + kz[z + 1] * u[z + 1][y][x]) + q[y][x];",
        ", float *kz, float *d, float (*q)[n]",
    );
    assert_eq!(projection(&n, "kz"), Some(vec![2]));
    assert_eq!(projection(&n, "d"), Some(vec![0]));
    assert_eq!(projection(&n, "q"), Some(vec![1, 0]));
    assert_eq!(projection(&n, "u"), None);
    let st = n.stencil.as_ref().expect("a stencil");
    assert_eq!(st.main_array, "u");
    assert_eq!(st.radius, [1, 0, 1]);
    // The profiles are not part of the compulsory bytes: u read, v written.
    assert_eq!(n.bytes_per_point, 8);
    assert!(n
        .arrays
        .iter()
        .filter(|a| a.projected())
        .all(|a| a.read_offsets.is_empty()));
}

#[test]
fn other_lower_rank_references_are_not_stencils() {
    // A map indexed the other way round (`q[x][y]`), a profile read along two dimensions, a
    // profile that the nest also writes, a subscript that is not `var ± c`.
    for (body, name) in [
        ("v[z][y][x] = u[z][y][x] + q[x][y];", "q"),
        ("v[z][y][x] = u[z][y][x] * kz[z] + kz[y];", "kz"),
        ("{ v[z][y][x] = u[z][y][x] * kz[z]; kz[z] = 1.0f; }", "kz"),
        ("v[z][y][x] = u[z][y][x] * kz[2 * z];", "kz"),
    ] {
        let n = nest_of(body, ", float *kz, float (*q)[n]");
        assert_eq!(projection(&n, name), None, "{body}");
        assert!(n.stencil.is_none(), "{body}");
    }
}
