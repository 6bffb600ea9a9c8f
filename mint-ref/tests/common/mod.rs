//! Helpers shared by mint-ref's integration tests: the workspace's `kernels/` programs, parsing
//! and analysis, environments with deterministic data, and the `single` swaps.
#![allow(dead_code)]

use mint_analyzer::{FunctionInfo, Program};
use mint_lang::ast::{ExprKind, StmtKind};
use mint_ref::{ArrayData, Env, Value};
use std::path::{Path, PathBuf};

/// The workspace root.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

/// Every `kernels/*.c`, sorted.
pub fn kernel_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(root().join("kernels"))
        .expect("read kernels/")
        .map(|e| e.expect("kernels/ entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    v.sort();
    assert!(v.len() >= 8, "expected the kernels/ programs, found {v:?}");
    v
}

/// Parse and analyse `src`; panics with the rendered diagnostics.
pub fn analyze_src(src: &str, name: &str) -> Program {
    let tu = mint_lang::parse(src).unwrap_or_else(|d| {
        panic!(
            "{name} does not parse:\n{}",
            mint_lang::diagnostic::render_all(&d, name, src)
        )
    });
    mint_analyzer::analyze(&tu).unwrap_or_else(|d| {
        panic!(
            "{name} does not analyse:\n{}",
            mint_lang::diagnostic::render_all(&d, name, src)
        )
    })
}

/// Parse and analyse a file.
pub fn analyze_file(p: &Path) -> Program {
    let src = std::fs::read_to_string(p).expect("read source");
    analyze_src(&src, &p.display().to_string())
}

/// A deterministic, non-zero value for element `ix` of the `salt`-th array.
pub fn fill_value(salt: usize, ix: &[usize]) -> f64 {
    let h = ix
        .iter()
        .zip([29usize, 13, 7])
        .fold(salt * 5, |h, (&i, w)| h + i * w);
    1.0 + (h % 101) as f64 / 101.0
}

/// Scalars and arrays for `f`: the names `n`, `m`, `k` (sizes and bounds) are set from
/// `sizes`, every free scalar of every nest gets `0.1 + 0.01 i` (floats) or `2` (integers),
/// reduction variables 0; then every device array is allocated from its copy sizes and filled
/// with [`fill_value`] (array number in sorted name order as the salt).
pub fn env_for(f: &FunctionInfo, sizes: [i64; 3]) -> Env {
    env_for_with(f, sizes, &[])
}

/// [`env_for`] with more integer names set first (sizes other than `n`, `m`, `k`).
pub fn env_for_with(f: &FunctionInfo, sizes: [i64; 3], extra: &[(String, i64)]) -> Env {
    let mut env = Env::new();
    for (name, v) in ["n", "m", "k"].iter().zip(sizes) {
        env.set_scalar(name, v);
    }
    for (name, v) in extra {
        env.set_scalar(name, *v);
    }
    for nest in &f.nests {
        for (i, s) in nest.scalars.iter().enumerate() {
            let v = if s.ty.scalar.is_floating() {
                Value::F64(0.1 + 0.01 * i as f64)
            } else {
                Value::Int(2)
            };
            env.scalars.entry(s.name.clone()).or_insert(v);
        }
        for r in &nest.reductions {
            env.scalars.insert(r.name.clone(), Value::F64(0.0));
        }
    }
    env.alloc_device_arrays(f)
        .expect("allocate the device arrays");
    let mut names: Vec<String> = env.arrays.keys().cloned().collect();
    names.sort();
    for (salt, name) in names.iter().enumerate() {
        let a = env.arrays.get_mut(name).expect("array");
        a.fill_with(|ix| Value::F64(fill_value(salt, ix)));
    }
    env
}

/// The array pairs the `single` blocks of `f` swap (`A = B; B = tmp;` between device arrays).
pub fn swaps(f: &FunctionInfo) -> Vec<(String, String)> {
    let is_array = |n: &str| f.arrays.iter().any(|a| a.name == n);
    let mut out = Vec::new();
    for s in &f.singles {
        let StmtKind::Block(b) = &s.body.kind else {
            continue;
        };
        for st in &b.stmts {
            if let StmtKind::Expr(e) = &st.kind {
                if let ExprKind::Assign(None, l, r) = &e.kind {
                    if let (Some(a), Some(b)) = (l.as_ident(), r.as_ident()) {
                        if is_array(a) && is_array(b) {
                            out.push((a.to_string(), b.to_string()));
                        }
                    }
                }
            }
        }
    }
    out
}

/// One time step as the program runs it: every nest in order (reduction variables reset to 0
/// first, as the kernels' host code does), then the `single` swaps.
pub fn step(f: &FunctionInfo, env: &mut Env) {
    for nest in &f.nests {
        for r in &nest.reductions {
            env.scalars.insert(r.name.clone(), Value::F64(0.0));
        }
        if let Err(e) = mint_ref::run_nest(nest, env) {
            panic!("{}: nest {}: {e}", f.name, nest.id);
        }
    }
    for (a, b) in swaps(f) {
        env.swap_arrays(&a, &b).expect("swap");
    }
}

/// The `double` data of an array, row-major.
pub fn data(env: &Env, name: &str) -> Vec<f64> {
    env.arrays
        .get(name)
        .unwrap_or_else(|| panic!("no array {name}"))
        .to_f64_vec()
}

/// A `double` array of `shape` filled from `f(index)`.
pub fn array_f64(shape: &[usize], f: impl Fn(&[usize]) -> f64) -> ArrayData {
    let mut a = ArrayData::zeros(&mint_lang::ast::Scalar::Double, shape).expect("double array");
    a.fill_with(|ix| Value::F64(f(ix)));
    a
}
