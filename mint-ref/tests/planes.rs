//! Nests read through plane views (`u[(t + 1) % 2][i][j]` from `u[t % 2][...]`, and rank 4:
//! `A[2][N][N][N]`) run on their planes as arrays of their own (`mint_ref::run_nest`); the
//! result, magnitudes included, must be the nest as written, bit for bit, for both parities of
//! the plane subscript.

mod common;

use common::*;
use mint_ref::Env;

const PARITY2: &str = r#"
void f(int n, int m, int t, double c)
{
    double (*u)[n][m] = malloc(sizeof(double) * 2 * n * m);
#pragma mint copy(u, toDevice, m, n, 2)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int y = 1; y < n - 1; y++)
            for (int x = 1; x < m - 1; x++)
                u[(t + 1) % 2][y][x] = c * (u[t % 2][y][x - 1] + u[t % 2][y][x + 1])
                                     + u[t % 2][y - 1][x] * u[t % 2][y + 1][x] / (1.0 + u[t % 2][y][x]);
    }
}
"#;

const PARITY4: &str = r#"
static float A[2][7][9][11];
void f(int t, float c)
{
#pragma mint copy(A, toDevice, 11, 9, 7, 2)
#pragma mint parallel
    {
#pragma mint for nest(all)
        for (int z = 1; z < 6; z++)
            for (int y = 1; y < 8; y++)
                for (int x = 1; x < 10; x++)
                    A[1 - t % 2][z][y][x] = c * A[t % 2][z][y][x] + A[t % 2][z - 1][y][x]
                                          - 0.25f * (A[t % 2][z + 1][y][x] + A[t % 2][z][y][x - 1]);
    }
}
"#;

/// Every array of two runs, element by element, as bits.
fn same(a: &Env, b: &Env, what: &str) {
    let mut names: Vec<&String> = a.arrays.keys().collect();
    names.sort();
    assert_eq!(names.len(), b.arrays.len(), "{what}: arrays differ");
    for name in names {
        let (x, y) = (a.arrays[name].to_f64_vec(), b.arrays[name].to_f64_vec());
        assert_eq!(x.len(), y.len(), "{what}: `{name}` shapes");
        if let Some(i) = (0..x.len()).find(|&i| x[i].to_bits() != y[i].to_bits()) {
            panic!(
                "{what}: `{name}` element {i}: planes {:e}, as written {:e}",
                x[i], y[i]
            );
        }
    }
}

#[test]
fn planes_run_as_the_nest_as_written() {
    for (name, src) in [("parity2", PARITY2), ("parity4", PARITY4)] {
        let p = analyze_src(src, name);
        let f = &p.functions[0];
        let nest = &f.nests[0];
        assert!(nest.views.is_some(), "{name}: read through views");
        for t in [0i64, 1, 4, 7] {
            let what = format!("{name} t = {t}");
            let mut env = env_for(f, [9, 13, 5]);
            env.set_scalar("t", t);
            // As written: the executor's own path, no views.
            let mut want = env.clone();
            mint_ref::compile(nest)
                .expect("compile")
                .run(&mut want)
                .expect("as written");
            assert!(mint_ref::runs_on_planes(nest, &env), "{what}: on planes");
            let mut got = env.clone();
            mint_ref::run_nest(nest, &mut got).expect("through planes");
            same(&got, &want, &what);
            // With magnitudes: the planes' magnitudes come back shaped as the array.
            let mut got = env.clone();
            let (_, mags) = mint_ref::run_nest_with_magnitudes(nest, &mut got).expect("magnitudes");
            same(&got, &want, &format!("{what} (with magnitudes)"));
            let base = if name == "parity2" { "u" } else { "A" };
            let m = &mags[base];
            assert_eq!(
                m.shape(),
                got.arrays[base].shape(),
                "{what}: magnitude shape"
            );
            let plane = (1 - t % 2) as usize;
            let v = m.to_f64_vec();
            let per = v.len() / 2;
            assert!(
                v[plane * per..(plane + 1) * per].iter().any(|&x| x > 0.0)
                    && v[(1 - plane) * per..(2 - plane) * per]
                        .iter()
                        .all(|&x| x == 0.0),
                "{what}: magnitudes only in the written plane"
            );
        }
    }
}
