//! Prepare a program for a run, the same for every backend: the function's definition, the
//! values of its scalars, random inputs of its shapes, each parallel loop's bounds, and what each
//! parameter of a generated kernel stands for.
//!
//! How the program's scalars get values: the names in the first device array's `copy` sizes are
//! the sizes (`--size N[,M,K]`, x first; names only other arrays' sizes use take the size of the
//! dimension they appear in); a guessed integer in a parallel loop's upper bound takes the extent
//! of the written array along that loop; the function's scalar declarations are then evaluated in
//! order where their initializers are host expressions of known values (`c1 = kappa * dt / ...`);
//! anything else (`atoi(argv[2])`, a parameter, a variable declared deeper in the function such as
//! a time-loop counter or a scalar set in `single`) gets a random value in [0.1, 1) for floating
//! types and 1 for integers, and the run says so. `--set NAME=VALUE` gives any scalar (sizes
//! included) the value to use instead; it wins over everything above. Arrays are filled with random values in
//! [0.5, 1.5) (integers in 1..=3): never zeros.
//!
//! Invariant: nothing here touches a device; the backends ([`crate::gpu`], [`crate::emulate`],
//! [`crate::multi`], [`crate::temporal`]) take what this module computes.

use crate::error::{RunError, EXIT_GPU_MEMORY};
use crate::options::RunOptions;
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_gpu::KernelArg;
use mint_lang::ast::{Function, Item, Scalar, StmtKind, TranslationUnit, Type};
use mint_opt::KernelPlan;
use mint_ref::{ArrayData, Env, Value};

/// splitmix64: a small, seeded, portable generator for the inputs.
pub struct Rng(pub u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn typed(ty: &Type, v: Value) -> Value {
    match ty.scalar {
        Scalar::Double | Scalar::LongDouble => Value::F64(v.as_f64()),
        Scalar::Float => Value::F32(v.as_f64() as f32),
        _ => Value::Int(v.as_i64()),
    }
}

/// The definition (with a body) of the analysed function `f` in `tu`.
pub fn definition<'a>(tu: &'a TranslationUnit, f: &FunctionInfo) -> Option<&'a Function> {
    tu.items.iter().find_map(|i| match i {
        Item::Function(fun) if fun.name.name == f.name && fun.body.is_some() => Some(fun),
        _ => None,
    })
}

/// The state a run of `f` starts from: its scalars bound ([`bind_scalars`]) and its device
/// arrays allocated and filled with random values ([`fill`]).
pub fn initial_env(
    f: &FunctionInfo,
    func: &Function,
    size: &[usize],
    rng: &mut Rng,
) -> Result<Env, RunError> {
    initial_env_with(f, func, size, &[], rng)
}

/// [`initial_env`] with `--set` values.
pub fn initial_env_with(
    f: &FunctionInfo,
    func: &Function,
    size: &[usize],
    sets: &[(String, f64)],
    rng: &mut Rng,
) -> Result<Env, RunError> {
    let mut env = bind_scalars(f, func, size, sets, rng);
    check_host_memory(f, &env)?;
    env.alloc_device_arrays(f)?;
    for a in env.arrays.values_mut() {
        fill(a, rng);
    }
    Ok(env)
}

/// An error (exit 6) instead of an abort when the arrays of `f` at this size cannot fit in the
/// host's memory: the run keeps them and a copy for the CPU reference. The available memory is
/// read from `/proc/meminfo` (elsewhere only overflowing sizes are caught).
fn check_host_memory(f: &FunctionInfo, env: &Env) -> Result<(), RunError> {
    let mut bytes: u128 = 0;
    for a in &f.arrays {
        let Ok(shape) = mint_ref::array_shape(&a.sizes, &env.scalars) else {
            continue; // the allocation reports it
        };
        let elem = u128::from(a.elem.size_bytes().unwrap_or(8));
        bytes += shape.iter().map(|&d| d as u128).product::<u128>() * elem;
    }
    let needed = bytes * 2;
    let gb = |b: u128| b as f64 / 1e9;
    let too_big = |have: String| {
        RunError(
            format!(
                "out of host memory: the arrays of `{}` at this --size take {:.1} GB, about {:.1} GB with the CPU reference's copy, and {have}; choose a smaller --size",
                f.name,
                gb(bytes),
                gb(needed)
            ),
            EXIT_GPU_MEMORY,
        )
    };
    if needed > isize::MAX as u128 {
        return Err(too_big("no machine can address that".into()));
    }
    if let Some(avail) = available_host_memory() {
        if needed > u128::from(avail) {
            return Err(too_big(format!("{:.1} GB are available", gb(avail.into()))));
        }
    }
    Ok(())
}

/// `MemAvailable` of `/proc/meminfo`, in bytes.
fn available_host_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kb.checked_mul(1024)
}

/// Values for the function's scalars (see the module docs); prints what it chose.
pub fn bind_scalars(
    f: &FunctionInfo,
    func: &Function,
    size: &[usize],
    sets: &[(String, f64)],
    rng: &mut Rng,
) -> Env {
    let mut env = Env::new();
    // A struct member a nest reads is a scalar of its own (`mint_m_prm_dt`); it is shown, and
    // may be `--set`, as the member (`prm->dt`).
    let member_of = |name: &str| {
        f.nests
            .iter()
            .flat_map(|n| &n.scalars)
            .find(|s| s.name == name)
            .and_then(|s| s.host_value.clone())
    };
    let given = |name: &str| {
        let alias = member_of(name);
        sets.iter()
            .find(|(n, _)| n == name || Some(n) == alias.as_ref())
            .map(|(_, v)| *v)
    };
    // The names in the first array's sizes take the sizes in order (x first); names that only
    // the other arrays' sizes use take the size of the dimension they first appear in.
    let mut size_vars: Vec<String> = Vec::new();
    let mut size_dim: Vec<usize> = Vec::new();
    for (k, a) in f.arrays.iter().enumerate() {
        for (d, e) in a.sizes.iter().enumerate() {
            for n in scalar_names(e) {
                if !size_vars.contains(&n) {
                    size_dim.push(if k == 0 { size_vars.len() } else { d });
                    size_vars.push(n);
                }
            }
        }
    }
    let size_of = |i: usize| size.get(i).or(size.last()).copied().unwrap_or(256) as i64;
    let mut bound = Vec::new();
    for (v, &i) in size_vars.iter().zip(&size_dim) {
        let value = given(v).map_or(size_of(i), |x| x as i64);
        env.set_scalar(v, Value::Int(value));
        bound.push(format!("{v} = {value}"));
    }
    // A size set once from another name and a constant (`int nx = n + 2;`) gives that name its
    // value (`n = nx - 2`), so loops written with it (`j <= n`) cover the array as in the program.
    if let Some(body) = &func.body {
        let set_once = mint_analyzer::host_scalars::host_scalars(&func.params, body);
        for v in &size_vars {
            let Some(mint_analyzer::host_scalars::State::Once { value: Some(e), .. }) =
                set_once.get(v)
            else {
                continue;
            };
            let Some((base, off)) = name_plus_const(e) else {
                continue;
            };
            if size_vars.iter().any(|s| s == base) || env.scalars.contains_key(base) {
                continue;
            }
            let Some(Value::Int(x)) = env.scalars.get(v).cloned() else {
                continue;
            };
            if given(base).is_none() {
                env.set_scalar(base, Value::Int(x - off));
                bound.push(format!("{base} = {} (from {v})", x - off));
            }
        }
    }
    let mut guessed = Vec::new();
    let mut guessed_ints: Vec<String> = Vec::new();
    let read_by_nest = |name: &str| {
        f.nests
            .iter()
            .any(|n| n.scalars.iter().any(|s| s.name == name))
    };
    let loop_var = |name: &str| {
        f.nests
            .iter()
            .any(|n| n.loops.iter().any(|l| l.var == name))
    };
    let mut decide = |env: &mut Env, name: &str, ty: &Type, init: Option<Value>| {
        // Sizes are bound already; arrays, pointers and structs are not scalars to choose.
        let arithmetic = ty.scalar.is_floating() || ty.scalar.is_integer();
        if size_vars.iter().any(|s| s == name) || ty.rank() > 0 || !arithmetic {
            return;
        }
        if loop_var(name) && !read_by_nest(name) {
            return;
        }
        if env.scalars.contains_key(name) && init.is_none() {
            return;
        }
        // A member read through whose chain is bound already (a size, `g.ny`) has its value.
        let chain = member_of(name).and_then(|m| env.scalars.get(&m).copied());
        let v = match (given(name), init.or(chain)) {
            (Some(x), _) => typed(ty, Value::F64(x)),
            (None, Some(v)) => typed(ty, v),
            (None, None) if ty.scalar.is_floating() => {
                let v = typed(ty, Value::F64(0.1 + 0.9 * rng.unit()));
                let shown = member_of(name).unwrap_or_else(|| name.to_string());
                guessed.push(format!("{shown} = {:.4} (random)", v.as_f64()));
                v
            }
            (None, None) => {
                let shown = member_of(name).unwrap_or_else(|| name.to_string());
                guessed.push(format!("{shown} = 1"));
                guessed_ints.push(name.to_string());
                Value::Int(1)
            }
        };
        env.set_scalar(name, v);
    };
    // The file's constants first (`enum { ROWS = 180 };`, `static const double c0 = 0.5;`).
    for (name, ty, e) in &f.file_constants {
        let init = mint_ref::eval_host_expr(e, &env.scalars).ok();
        decide(&mut env, name, ty, init);
    }
    for p in &func.params {
        if let Some(n) = &p.name {
            decide(&mut env, &n.name, &p.ty, None);
        }
    }
    if let Some(body) = &func.body {
        // Every declaration of the function, at any depth, in source order (the time loop's
        // counter, scalars of the parallel region, `for (int t = ...)`).
        // Deeper ones only where a nest reads them (not every loop counter of the host code).
        let mut decls = Vec::new();
        for s in &body.stmts {
            let first = decls.len();
            declarations(s, &mut decls);
            // A declaration statement of the body itself is top-level.
            if matches!(s.kind, StmtKind::Decl(_)) {
                decls[first].1 = true;
            }
        }
        // Integer locals set once, also where that is after their declaration (`long plane;
        // plane = (long)nx * ny;`): the value they are set to.
        let set_once = mint_analyzer::host_scalars::host_scalars(&func.params, body);
        for (d, is_top) in decls {
            for dd in &d.decls {
                let Some(n) = &dd.name else { continue };
                if !is_top && !read_by_nest(&n.name) {
                    continue;
                }
                let init = match (set_once.get(&n.name), &dd.init) {
                    (Some(mint_analyzer::host_scalars::State::Once { value: Some(v), .. }), _) => {
                        mint_ref::eval_host_expr(v, &env.scalars).ok()
                    }
                    (_, Some(mint_lang::ast::Initializer::Expr(e))) => {
                        mint_ref::eval_host_expr(e, &env.scalars).ok()
                    }
                    _ => None,
                };
                decide(&mut env, &n.name, &dd.ty, init);
            }
        }
    }
    // Free scalars of the nests declared elsewhere (globals).
    for n in &f.nests {
        for s in &n.scalars {
            decide(&mut env, &s.name, &s.ty, None);
        }
    }
    // A guessed integer in a parallel loop's upper bound (`j < nx - 1` with `nx = dims[0]`)
    // takes the extent of the written array along that loop, so the nest covers the array.
    for n in &f.nests {
        let Some(w) = n
            .arrays
            .iter()
            .find(|a| a.writes > 0)
            .and_then(|a| f.arrays.iter().find(|d| d.name == a.name))
        else {
            continue;
        };
        for d in 0..n.parallel.min(w.sizes.len()) {
            let Ok(extent) = mint_ref::eval_host_expr(&w.sizes[d], &env.scalars) else {
                continue;
            };
            let l = &n.loops[n.parallel - 1 - d];
            for v in scalar_names(&l.hi) {
                if let Some(i) = guessed_ints.iter().position(|g| *g == v) {
                    guessed_ints.remove(i);
                    let e = extent.as_i64();
                    env.set_scalar(&v, Value::Int(e));
                    if let Some(g) = guessed.iter_mut().find(|g| *g == &format!("{v} = 1")) {
                        *g = format!("{v} = {e} (extent of `{}` along `{}`)", w.name, l.var);
                    }
                }
            }
        }
    }
    println!(
        "  sizes: {}",
        if bound.is_empty() {
            "none".into()
        } else {
            bound.join(", ")
        }
    );
    // Only the guesses a nest sees (a scalar it reads, a name in its loop bounds) are worth
    // reading; the others (`argc`, a counter of the host code) are counted.
    let seen_by_nests = |name: &str| {
        f.nests.iter().any(|n| {
            n.scalars
                .iter()
                .any(|s| s.name == name || s.host_value.as_deref() == Some(name))
                || n.loops.iter().any(|l| {
                    let mut hit = false;
                    for e in [&l.lo, &l.hi] {
                        e.walk(&mut |x| hit |= x.as_ident() == Some(name));
                    }
                    hit
                })
        })
    };
    let (shown, hidden): (Vec<&String>, Vec<&String>) = guessed
        .iter()
        .partition(|g| seen_by_nests(g.split(" = ").next().unwrap_or("")));
    let names = |v: &[&String]| {
        v.iter()
            .map(|g| g.split(" = ").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let shown_text = shown
        .iter()
        .map(|g| g.as_str())
        .collect::<Vec<_>>()
        .join(", ");
    match (shown.is_empty(), hidden.is_empty()) {
        (true, true) => {}
        (false, true) => println!("  values not given by the program: {shown_text}"),
        (false, false) => println!(
            "  values not given by the program: {shown_text}; read by no nest: {}",
            names(&hidden)
        ),
        (true, false) => println!(
            "  values not given by the program, read by no nest: {}",
            names(&hidden)
        ),
    }
    env
}

/// Every declaration inside `s`, in source order (marked not top-level).
fn declarations<'a>(
    s: &'a mint_lang::ast::Stmt,
    out: &mut Vec<(&'a mint_lang::ast::Declaration, bool)>,
) {
    use mint_lang::ast::{ForInit, ForLoop};
    s.walk(&mut |x| match &x.kind {
        StmtKind::Decl(d)
        | StmtKind::For(ForLoop {
            init: ForInit::Decl(d),
            ..
        }) => out.push((d, false)),
        _ => {}
    });
}

/// Fill `a` with random values: [0.5, 1.5) for floating types, 1..=3 for integers (never zero).
pub fn fill(a: &mut ArrayData, rng: &mut Rng) {
    match a {
        ArrayData::F64(x) => x.iter_mut().for_each(|v| *v = 0.5 + rng.unit()),
        ArrayData::F32(x) => x.iter_mut().for_each(|v| *v = (0.5 + rng.unit()) as f32),
        ArrayData::I32(x) => x.iter_mut().for_each(|v| *v = 1 + (rng.next() % 3) as i32),
        ArrayData::I64(x) => x.iter_mut().for_each(|v| *v = 1 + (rng.next() % 3) as i64),
    }
}

/// Whether a launch of `n` changes its own inputs: some array is read and written. Two plane
/// views of one array (`u[(t + 1) % 2]` from `u[t % 2]`) are not that: the plane written is
/// never read, and repeated launches write the same values.
pub(crate) fn in_place(n: &Nest) -> bool {
    let arrays = n
        .through_views()
        .map_or_else(|| n.arrays.clone(), |v| v.arrays);
    arrays.iter().any(|a| a.reads > 0 && a.writes > 0)
}

pub(crate) fn scalar_arg(ty: &Type, v: Value) -> KernelArg<'static> {
    match ty.scalar {
        Scalar::Double | Scalar::LongDouble => KernelArg::F64(v.as_f64()),
        Scalar::Float => KernelArg::F32(v.as_f64() as f32),
        Scalar::Long | Scalar::ULong | Scalar::LongLong | Scalar::ULongLong => {
            KernelArg::I64(v.as_i64())
        }
        Scalar::Named(_) if ty.scalar.size_bytes() == Some(8) => KernelArg::I64(v.as_i64()),
        _ => KernelArg::I32(v.as_i64() as i32),
    }
}

/// A note when the nest covers only a small part of the array it writes (a loop bound computed
/// from a value the run had to guess, such as `n` behind `int e = n + 4`): the check would then
/// say little. Names the bound variables to give with `--set`.
pub fn coverage_note(n: &Nest, env: &Env) -> Option<String> {
    let (_, cnt) = bounds(n, env).ok()?;
    let w = n.arrays.iter().find(|a| a.writes > 0)?;
    let shape = env.arrays.get(&w.name)?.shape().to_vec();
    // An array of fewer dimensions than the nest's parallel loops (a flat array kept 1-D):
    // compare the points with the elements.
    let small = if shape.len() < n.parallel {
        let points: i64 = cnt.iter().take(n.parallel).product();
        let elements: i64 = shape.iter().map(|&e| e as i64).product();
        elements >= 16 && points * 4 < elements
    } else {
        (0..n.parallel.min(shape.len())).any(|d| {
            let extent = shape[shape.len() - 1 - d] as i64;
            extent >= 16 && cnt[d] * 4 < extent
        })
    };
    if !small {
        return None;
    }
    let mut names: Vec<String> = Vec::new();
    for l in &n.loops[..n.parallel] {
        for e in [&l.lo, &l.hi] {
            for v in scalar_names(e) {
                if !names.contains(&v) {
                    names.push(v);
                }
            }
        }
    }
    let pts: Vec<String> = (0..n.parallel).rev().map(|d| cnt[d].to_string()).collect();
    let ext: Vec<String> = shape.iter().map(usize::to_string).collect();
    Some(format!(
        "  note: mint_kernel_{} runs over {} points of `{}` ({} elements): most of the array is not checked; give its loop bounds' variables ({}) values with --set NAME=VALUE",
        n.id,
        pts.join("x"),
        w.name,
        ext.join("x"),
        names.join(", ")
    ))
}

/// Visit every nest of `p` in program order with its plan and the program's state before it:
/// each function starts from random inputs of `o.size`, and `visit` leaves `env` as the nest
/// leaves it. Whether every visit said its nest verified.
pub(crate) fn each_nest(
    p: &Program,
    tu: &TranslationUnit,
    plans: &[KernelPlan],
    o: &RunOptions,
    mut visit: impl FnMut(&FunctionInfo, &Nest, &KernelPlan, &mut Env) -> Result<bool, RunError>,
) -> Result<bool, RunError> {
    let mut rng = Rng(o.seed);
    let mut all_ok = true;
    let mut plan_iter = plans.iter();
    for f in &p.functions {
        let Some(func) = definition(tu, f) else {
            continue;
        };
        println!("function {}:", f.name);
        let mut env = initial_env_with(f, func, &o.size, &o.sets, &mut rng)?;
        for n in &f.nests {
            let plan = plan_iter.next().expect("one plan per nest");
            all_ok &= visit(f, n, plan, &mut env)?;
        }
    }
    Ok(all_ok)
}

/// The z extent a kernel's guards use where its staged array is a view of a rank-4 array
/// (`A[t % 2]` of `A[2][N][N][N]`, held as one 3-D array of `nz` planes): the view's own planes,
/// and never past the allocation, `min(inner, nz - plane * inner)` (as the translated program
/// passes it); `None` for other nests.
pub fn staged_view_ext_z(n: &Nest, plan: &KernelPlan, env: &Env, nz: i64) -> Option<i64> {
    let v = plan.staged_view(n)?;
    let inner = v.inner?;
    let plane = mint_ref::eval_host_expr(v.planes.first()?, &env.scalars)
        .ok()?
        .as_i64();
    Some(inner.min(nz - plane * inner))
}

/// What a parameter of a generated kernel (`mint_emit::kernel::kernel_params`) stands for.
#[derive(Debug, Clone, PartialEq)]
pub enum MintParam {
    /// The device array.
    Array(String),
    /// Row pitch of the array (elements).
    Pitch(String),
    /// Plane size of the array (elements).
    Slice(String),
    /// First loop value of dimension d.
    Lo(usize),
    /// Trip count of dimension d.
    Count(usize),
    /// Blocks in dimension d (1 = y, 2 = z).
    Blocks(usize),
    /// Extent d (x, y, z) of the staged array.
    Extent(usize),
    /// A scalar of the nest.
    Scalar(String),
    /// Per-block partials of reduction i.
    Partial(usize),
}

/// What kernel parameter `name` of nest `n` stands for (`None`: nothing; a bug in mint).
pub fn mint_param(n: &Nest, name: &str) -> Option<MintParam> {
    use mint_emit::names;
    if n.arrays.iter().any(|a| a.name == name) {
        return Some(MintParam::Array(name.to_string()));
    }
    if let Some(a) = n.arrays.iter().find(|a| names::pitch_name(&a.name) == name) {
        return Some(MintParam::Pitch(a.name.clone()));
    }
    if let Some(a) = n.arrays.iter().find(|a| names::slice_name(&a.name) == name) {
        return Some(MintParam::Slice(a.name.clone()));
    }
    if let Some(d) = (0..n.parallel).find(|&d| names::lo_name(d) == name) {
        return Some(MintParam::Lo(d));
    }
    if let Some(d) = (0..n.parallel).find(|&d| names::count_name(d) == name) {
        return Some(MintParam::Count(d));
    }
    if name == names::BLOCKS_Y {
        return Some(MintParam::Blocks(1));
    }
    if name == names::BLOCKS_Z {
        return Some(MintParam::Blocks(2));
    }
    if let Some(d) = mint_emit::kernel_opt::EXT.iter().position(|e| *e == name) {
        return Some(MintParam::Extent(d));
    }
    if n.scalars.iter().any(|s| s.name == name) {
        return Some(MintParam::Scalar(name.to_string()));
    }
    n.reductions
        .iter()
        .position(|r| names::partial_name(&r.name) == name)
        .map(MintParam::Partial)
}

/// First value and trip count of each parallel loop of `n` (x first; 0 and 1 beyond them).
pub fn bounds(n: &Nest, env: &Env) -> Result<([i64; 3], [i64; 3]), RunError> {
    let (mut lo, mut cnt) = ([0; 3], [1; 3]);
    for d in 0..n.parallel {
        let l = &n.loops[n.parallel - 1 - d];
        let a = mint_ref::eval_host_expr(&l.lo, &env.scalars)?.as_i64();
        let b =
            mint_ref::eval_host_expr(&l.hi, &env.scalars)?.as_i64() - i64::from(!l.hi_inclusive);
        lo[d] = a;
        cnt[d] = if b >= a { (b - a) / l.step + 1 } else { 0 };
    }
    Ok((lo, cnt))
}

/// Blocks of `tile` values for `count` values of dimension `d` (x first), and the grid extent
/// that launches them: y and z capped at 65535 (the kernels walk the rest), x at least 1.
pub(crate) fn blocks_and_grid(d: usize, count: i64, tile: u32) -> (i64, u32) {
    let t = i64::from(tile);
    let blocks = (count + t - 1) / t;
    let grid = if d == 0 {
        blocks.max(1) as u32
    } else {
        blocks.clamp(1, 65535) as u32
    };
    (blocks, grid)
}

/// `(name, c)` where `e` is `name`, `name + c`, `c + name` or `name - c` (parentheses and
/// integer casts allowed: host scalars' values read `((int)(n + 2))`).
fn name_plus_const(e: &mint_lang::ast::Expr) -> Option<(&str, i64)> {
    use mint_lang::ast::{BinOp, ExprKind};
    let int = |x: &mint_lang::ast::Expr| match &x.kind {
        ExprKind::Int(v, _) => Some(*v),
        _ => None,
    };
    match &e.kind {
        ExprKind::Ident(n) => Some((n, 0)),
        ExprKind::Paren(x) => name_plus_const(x),
        ExprKind::Cast(t, x) if t.rank() == 0 && t.scalar.is_integer() => name_plus_const(x),
        ExprKind::Binary(BinOp::Add, a, b) => match (a.as_ident(), b.as_ident()) {
            (Some(n), None) => Some((n, int(b)?)),
            (None, Some(n)) => Some((n, int(a)?)),
            _ => None,
        },
        ExprKind::Binary(BinOp::Sub, a, b) => Some((a.as_ident()?, -int(b)?)),
        _ => None,
    }
}

/// The scalar names a host expression reads, in order: identifiers, and member chains of a
/// variable (`g.ny`, `p->dt`) as written, which the reference reads as names of their own.
fn scalar_names(e: &mint_lang::ast::Expr) -> Vec<String> {
    let mut chains: Vec<mint_lang::Span> = Vec::new();
    let mut out = Vec::new();
    e.walk(&mut |x| {
        if chains
            .iter()
            .any(|c| c.start <= x.span.start && x.span.end <= c.end)
        {
            return;
        }
        if mint_ref::member_chain(x) {
            chains.push(x.span);
            out.push(x.to_c());
        } else if let Some(n) = x.as_ident() {
            out.push(n.to_string());
        }
    });
    out
}
