//! `split_halo`: the halo depth of the multi-GPU program, and the nests it refuses.

use mint_analyzer::{analyze, split_halo};

/// A 3-D program whose one nest has `body` (arrays `A`, `B`, `C` of 12^3, loops z, y, x).
fn halo(body: &str) -> Result<u32, Vec<String>> {
    let src = format!(
        r#"void f(int n, double A[12][12][12], double B[12][12][12], double C[12]) {{
#pragma mint copy(A, toDevice, 12, 12, 12)
#pragma mint copy(B, toDevice, 12, 12, 12)
#pragma mint copy(C, toDevice, 12)
#pragma mint parallel
    {{
#pragma mint for nest(all)
        for (int z = 2; z < n; z++)
            for (int y = 2; y < n; y++)
                for (int x = 2; x < n; x++)
                    {body}
    }}
}}
"#
    );
    let tu = mint_lang::parse(&src).expect("parses");
    let p = analyze(&tu).expect("analyses");
    split_halo(&p).map_err(|d| d.into_iter().map(|d| d.message).collect())
}

#[test]
fn the_halo_is_the_largest_split_offset_read() {
    assert_eq!(halo("A[z][y][x] = B[z][y][x-2];"), Ok(0));
    assert_eq!(halo("A[z][y][x] = B[z-1][y][x] + B[z+2][y][x];"), Ok(2));
    // A 1-D coefficient read at the point (a profile along z or y) is whole on every GPU
    // (`whole_arrays`): no halo.
    assert_eq!(halo("A[z][y][x] = C[z+1] * B[z][y][x];"), Ok(0));
    assert_eq!(halo("A[z][y][x] = C[y] * B[z][y][x];"), Ok(0));
    // Reading the written array at its own plane is fine.
    assert_eq!(halo("A[z][y][x] = A[z][y][x] + B[z][y+1][x];"), Ok(0));
}

#[test]
fn nests_the_split_would_change_are_refused() {
    let e = halo("A[z][y][x] = C[2 * y] * B[z][y][x];").unwrap_err();
    assert!(
        e[0].contains("slowest subscript of `C` is `2 * y`, not `z`"),
        "{e:?}"
    );
    let e = halo("A[z-1][y][x] = B[z][y][x];").unwrap_err();
    assert!(
        e[0].contains("writes `A` and writes it at `z` offset -1"),
        "{e:?}"
    );
    // The analyzer only warns where a subscript is not affine; the split refuses any read of the
    // written array at another plane.
    let e = halo("A[z][y][x] = B[z][y][x] * A[z+1][y][2];").unwrap_err();
    assert!(
        e[0].contains("writes `A` and reads it at `z` offset 1"),
        "{e:?}"
    );
}

/// The halo of a program given whole.
fn program_halo(src: &str) -> Result<u32, Vec<String>> {
    let tu = mint_lang::parse(src).expect("parses");
    let p = analyze(&tu).expect("analyses");
    split_halo(&p).map_err(|d| d.into_iter().map(|d| d.message).collect())
}

/// Two time levels of `u[2][40][40]`, the nest `u[(t+1)%2] = f(u[t%2])`, then `extra`.
fn levels(extra: &str) -> String {
    format!(
        r#"static double u[2][40][40];
void f(int steps) {{
#pragma mint copy(u, toDevice, 40, 40, 2)
#pragma mint parallel
    {{
        for (int t = 0; t < steps; t++) {{
#pragma mint for nest(all)
            for (int i = 1; i < 39; i++)
                for (int j = 1; j < 39; j++)
                    u[(t + 1) % 2][i][j] = 0.25 * (u[t % 2][i - 1][j] + u[t % 2][i + 2][j] + u[t % 2][i][j - 1] + u[t % 2][i][j + 1]);
{extra}
        }}
    }}
}}
"#
    )
}

#[test]
fn levels_of_one_array_split_each_like_an_array() {
    // The level read is read two planes away; the level written only at its own.
    assert_eq!(program_halo(&levels("")), Ok(2));
    // Another nest reaching the same array whole (its levels by a loop variable): refused, its
    // split would not be the levels'.
    let whole = "#pragma mint for nest(all)\n for (int k = 0; k < 2; k++) for (int j = 0; j < 40; j++) u[k][0][j] = u[k][1][j];";
    let e = program_halo(&levels(whole)).unwrap_err();
    assert!(
        e.iter().any(|m| m.contains(
            "it reaches `u` as a whole array, and another nest through one of its levels"
        )),
        "{e:?}"
    );
}
