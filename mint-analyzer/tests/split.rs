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
    // A 1-D array indexed by the split loop's variable is split with the others.
    assert_eq!(halo("A[z][y][x] = C[z+1] * B[z][y][x];"), Ok(1));
    // Reading the written array at its own plane is fine.
    assert_eq!(halo("A[z][y][x] = A[z][y][x] + B[z][y+1][x];"), Ok(0));
}

#[test]
fn nests_the_split_would_change_are_refused() {
    let e = halo("A[z][y][x] = C[y] * B[z][y][x];").unwrap_err();
    assert!(
        e[0].contains("slowest subscript of `C` is `y`, not `z`"),
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
