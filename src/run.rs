//! `mint run`: every `mint for` nest of a program on the GPU, on random inputs of the program's
//! shapes, each result verified against the CPU reference executor (`mint-ref`), with time per
//! sweep, Gflop/s, effective GB/s and the percentage of the copy bandwidth measured in the same
//! run.
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
//! Invariant: a nest whose GPU result differs from the CPU's beyond the floating-point-aware
//! bound of [`crate::verify`] (bit equality with `--exact`) makes the command fail (exit 1) after
//! printing where it differs.

use crate::device_elem::DevElem;
pub(crate) use crate::device_elem::{device_values, fill_device};
pub use crate::verify::{expected, Expected};
use mint_analyzer::{FunctionInfo, Nest, Program};
use mint_gpu::{DeviceBuffer, Gpu, GpuError, KernelArg};
use mint_lang::ast::{Function, Item, Scalar, StmtKind, TranslationUnit, Type};
use mint_opt::KernelPlan;
use mint_ref::{ArrayData, Env, Value};
use std::collections::HashMap;

/// What `mint run` was asked for.
pub struct RunOptions {
    /// `--size`: extents, x first (one value sets all).
    pub size: Vec<usize>,
    /// Timed launches per nest.
    pub reps: usize,
    /// Optimization level.
    pub level: u8,
    /// Optimizer switches.
    pub switches: mint_opt::Switches,
    /// Random seed.
    pub seed: u64,
    /// Run the kernels on the CPU emulator (`crate::emulate`) instead of a GPU: verification
    /// only, no timing.
    pub emulate: bool,
    /// `--set NAME=VALUE`: values of scalars, over anything the run would choose.
    pub sets: Vec<(String, f64)>,
    /// `--exact`: kernels compiled without FMA contraction (`--fmad=false`), no reassociating
    /// shapes; results must equal the CPU's bit for bit.
    pub exact: bool,
    /// Test builds only: textual edits of the generated kernel source (`FROM`, `TO`), each
    /// applied once, before compiling (planted bugs the verification must catch).
    pub edits: Vec<(String, String)>,
    /// Test builds only: MiB of GPU memory held for the whole run (to plant an out-of-memory).
    pub reserve_gpu_mb: usize,
    /// `--time-block BT[,BT..]`: run the Jacobi nests `BT` steps per launch
    /// ([`crate::temporal`]); empty: off.
    pub time_block: Vec<u32>,
    /// `--tb-schedule`: schedules for `--time-block` (3-D `TX,TY,C,RY`, 2-D `TX,C`).
    pub tb_schedules: Vec<String>,
    /// `--tb-steps S`: steps verified with `--time-block` (default `2·BT + 1`).
    pub tb_steps: Option<usize>,
    /// `--tb-form`: stage forms for `--time-block` (each schedule runs in each).
    pub tb_forms: Vec<mint_opt::temporal::StageForm>,
    /// The `--tile` given on the command line (empty: none), for `--time-block`.
    pub tile: Vec<i64>,
    /// The `--chunk` given on the command line (empty: none), for `--time-block`.
    pub chunk: Vec<i64>,
    /// `--gpus G`: every nest split over G GPUs ([`crate::run_multi`]); 0: one GPU, unsplit.
    pub gpus: usize,
}

impl RunOptions {
    /// The kernel source with the test edits applied; an edit that finds nothing is an error.
    pub fn edited(&self, source: String) -> Result<String, RunError> {
        let mut s = source;
        for (from, to) in &self.edits {
            if !s.contains(from.as_str()) {
                return Err(RunError(
                    format!("--edit-kernel: the kernel source has no `{from}`"),
                    2,
                ));
            }
            s = s.replacen(from.as_str(), to, 1);
        }
        Ok(s)
    }

    /// Refuse settings that cannot be exact.
    pub fn check_exact(&self) -> Result<(), RunError> {
        if self.exact && self.switches.plane_sums {
            return Err(RunError(
                "--exact keeps the C program's order of operations; --plane-sums reassociates them"
                    .into(),
                2,
            ));
        }
        if self.exact && self.switches.fast_math {
            return Err(RunError(
                "--exact asks for the CPU's results bit for bit; --fast-math approximates divisions and math functions"
                    .into(),
                2,
            ));
        }
        Ok(())
    }
}

/// Parse `NAME=VALUE` (`--set`); VALUE is a number.
pub fn parse_set(s: &str) -> Result<(String, f64), String> {
    let (n, v) = s
        .split_once('=')
        .ok_or_else(|| format!("`{s}`: expected NAME=VALUE"))?;
    let n = n.trim();
    // A C name, or a struct member a nest reads (`p.alpha`, `prm->dt`): names joined by `.`/`->`.
    let names_ok = n
        .replace("->", ".")
        .split('.')
        .all(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    if !names_ok {
        return Err(format!(
            "`{n}` is not a C name (nor a member: `p.x`, `p->x`)"
        ));
    }
    let v: f64 = v
        .trim()
        .parse()
        .map_err(|_| format!("`{}` is not a number", v.trim()))?;
    Ok((n.to_string(), v))
}

/// A failure of the run (the message is printed as `error: ...`).
#[derive(Debug)]
pub struct RunError(pub String, pub u8);

/// Exit code of a kernel that faulted on the GPU (illegal address, trap, assert) or whose
/// launch was rejected.
pub const EXIT_GPU_FAULT: u8 = 5;
/// Exit code of an allocation the GPU (or, for the CPU reference, the host) could not satisfy.
pub const EXIT_GPU_MEMORY: u8 = 6;

impl From<GpuError> for RunError {
    /// Exit 5 for a kernel fault or a rejected launch, 6 for out of GPU memory, 4 for the rest
    /// (no driver, NVRTC or GPU, or a driver error).
    fn from(e: GpuError) -> Self {
        let code = match e {
            GpuError::Launch(_) => EXIT_GPU_FAULT,
            GpuError::OutOfMemory(_) => EXIT_GPU_MEMORY,
            _ => 4,
        };
        RunError(e.to_string(), code)
    }
}

/// The input whose spans the CPU reference's errors carry, while a command runs ([`Located`]).
static LOCATED: std::sync::Mutex<Option<std::sync::Arc<crate::input::Input>>> =
    std::sync::Mutex::new(None);

/// While it lives, an error of the CPU reference that has a place in the source becomes a
/// diagnostic of `input` (file:line:col, the line, a caret) instead of a byte range. One per
/// command (`mint run`, `mint tune`), which reads one file.
pub struct Located;

impl Located {
    pub fn new(input: &crate::input::Input) -> Located {
        if let Ok(mut g) = LOCATED.lock() {
            *g = Some(std::sync::Arc::new(input.clone()));
        }
        Located
    }
}

impl Drop for Located {
    fn drop(&mut self) {
        if let Ok(mut g) = LOCATED.lock() {
            *g = None;
        }
    }
}

impl From<mint_ref::RefError> for RunError {
    fn from(e: mint_ref::RefError) -> Self {
        let input = LOCATED.lock().ok().and_then(|g| g.clone());
        match (e.span(), input) {
            (Some(span), Some(input)) => {
                let d = input.remap(
                    mint_lang::Diagnostic::error(format!("CPU reference: {e}"))
                        .with_span(span, "here")
                        .with_note("`mint run` and `mint tune` check every nest against this reference; `mint translate` and `mint build` do not need it"),
                );
                let text = d.emit_to_string(&input.name, input.file_text());
                // The caller prints `error: ` itself.
                let text = text.strip_prefix("error: ").unwrap_or(&text).trim_end();
                RunError(text.to_string(), 1)
            }
            (Some(span), None) => RunError(
                format!(
                    "CPU reference: {e} (bytes {}..{} of the analysed source)",
                    span.start, span.end
                ),
                1,
            ),
            (None, _) => RunError(format!("CPU reference: {e}"), 1),
        }
    }
}

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
            e.walk(&mut |x| {
                if let Some(n) = x.as_ident() {
                    if !size_vars.iter().any(|s| s == n) {
                        size_dim.push(if k == 0 { size_vars.len() } else { d });
                        size_vars.push(n.to_string());
                    }
                }
            });
        }
    }
    let size_of = |i: usize| size.get(i).or(size.last()).copied().unwrap_or(256) as i64;
    let mut bound = Vec::new();
    for (v, &i) in size_vars.iter().zip(&size_dim) {
        let value = given(v).map_or(size_of(i), |x| x as i64);
        env.set_scalar(v, Value::Int(value));
        bound.push(format!("{v} = {value}"));
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
        let v = match (given(name), init) {
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
            let mut names = Vec::new();
            l.hi.walk(&mut |x| {
                if let Some(v) = x.as_ident() {
                    names.push(v.to_string());
                }
            });
            for v in names {
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

/// `a` on the device with elements of `e` ([`DevElem`]), pitched and aligned as the generated
/// program would.
pub(crate) fn upload(
    gpu: &Gpu,
    a: &ArrayData,
    e: DevElem,
    align_x: usize,
) -> Result<DeviceBuffer, RunError> {
    let sh = a.shape();
    let (nx, ny, nz) = match sh.len() {
        1 => (sh[0], 1, 1),
        2 => (sh[1], sh[0], 1),
        3 => (sh[2], sh[1], sh[0]),
        // Rank 4 (`A[2][N][N][N]`): one 3-D array of both slowest extents multiplied.
        _ => (sh[3], sh[2], sh[1] * sh[0]),
    };
    let mut b = gpu.alloc_pitched_aligned(e.bytes(), nx, ny, nz, align_x)?;
    fill_device(&mut b, a, e)?;
    Ok(b)
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

/// The device element of array `name` of nest `n` held in `data` (the holder's own type for an
/// array the nest does not declare).
pub(crate) fn dev_elem(n: &Nest, name: &str, data: &ArrayData) -> DevElem {
    n.arrays.iter().find(|a| a.name == name).map_or_else(
        || DevElem::of(&Scalar::Int, data),
        |a| DevElem::of(&a.elem, data),
    )
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

/// Run every nest of `p` on the GPU and verify it. Returns whether every nest verified.
pub fn run(
    p: &Program,
    tu: &TranslationUnit,
    input: &crate::input::Input,
    file: &str,
    o: &RunOptions,
) -> Result<bool, RunError> {
    let src = input.src.as_str();
    let _located = Located::new(input);
    o.check_exact()?;
    if o.gpus > 0 {
        if !o.time_block.is_empty() || o.emulate {
            return Err(RunError(
                format!(
                    "--gpus does not combine with {} (the multi-GPU run splits single sweeps)",
                    if o.emulate {
                        "--emulate"
                    } else {
                        "--time-block"
                    }
                ),
                2,
            ));
        }
        return crate::run_multi::run(p, tu, input, file, o);
    }
    if !o.time_block.is_empty() {
        return crate::temporal::run(p, tu, src, file, o, &o.time_block);
    }
    if o.emulate {
        return emulate_all(p, tu, input, o);
    }
    if !mint_gpu::nvrtc_available() {
        return Err(RunError(GpuError::NvrtcMissing.to_string(), 4));
    }
    let gpu = Gpu::open(0)?;
    let _held = match o.reserve_gpu_mb {
        0 => None,
        mb => Some(gpu.alloc(mb << 20)?),
    };
    let info = gpu.info();
    println!(
        "device: {} ({}, {} SMs), driver {}.{}",
        info.name,
        info.arch(),
        info.sm_count,
        info.driver_version.0,
        info.driver_version.1
    );
    let copy_gbps = gpu.copy_bandwidth(mint_gpu::COPY_BANDWIDTH_BYTES)?;
    println!("device-to-device copy bandwidth: {copy_gbps:.0} GB/s (read + written)");
    let Some((plans, compiled)) = compile_program(&gpu, p, file, input, o)? else {
        return Ok(true);
    };
    let module = gpu.load(&compiled.ptx, &compiled.entry_points())?;
    each_nest(p, tu, &plans, o, |f, n, plan, env| {
        run_nest(&gpu, &module, f, n, plan, env, o, copy_gbps, src)
    })
}

/// Plan every nest of `p` (notes on stderr) and compile the kernels with NVRTC for `gpu`'s
/// architecture; `None` (said on stdout) when the program has no nest.
pub(crate) fn compile_program(
    gpu: &Gpu,
    p: &Program,
    file: &str,
    input: &crate::input::Input,
    o: &RunOptions,
) -> Result<Option<(Vec<KernelPlan>, mint_gpu::Compiled)>, RunError> {
    let src = input.src.as_str();
    let (plans, notes) = mint_opt::plan_with(p, o.level, &o.switches);
    crate::input::report(&notes, input);
    let opts = mint_emit::Options {
        level: o.level,
        switches: o.switches,
        ..mint_emit::Options::default()
    };
    let source = o.edited(mint_emit::kernels_source_opts(p, file, src, &opts))?;
    let Some(first) = p.nests().next() else {
        println!("no `mint for` nests to run");
        return Ok(None);
    };
    let first = mint_emit::names::kernel_name(first.id);
    let mut copts = gpu.compile_options();
    copts.fast_math = o.switches.fast_math;
    if o.exact {
        copts.extra.push("--fmad=false".into());
    }
    Ok(Some((
        plans,
        mint_gpu::compile_kernel(&source, &first, &copts)?,
    )))
}

/// A note when the nest covers only a small part of the array it writes (a loop bound computed
/// from a value the run had to guess, such as `n` behind `int e = n + 4`): the check would then
/// say little. Names the bound variables to give with `--set`.
pub fn coverage_note(n: &Nest, env: &Env) -> Option<String> {
    let (_, cnt) = bounds(n, env).ok()?;
    let w = n.arrays.iter().find(|a| a.writes > 0)?;
    let shape = env.arrays.get(&w.name)?.shape().to_vec();
    let small = (0..n.parallel.min(shape.len())).any(|d| {
        let extent = shape[shape.len() - 1 - d] as i64;
        extent >= 16 && cnt[d] * 4 < extent
    });
    if !small {
        return None;
    }
    let mut names: Vec<String> = Vec::new();
    for l in &n.loops[..n.parallel] {
        for e in [&l.lo, &l.hi] {
            e.walk(&mut |x| {
                if let Some(v) = x.as_ident() {
                    if !names.iter().any(|m| m == v) {
                        names.push(v.to_string());
                    }
                }
            });
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

/// A note when the nest's parallel loops hold fewer points than the GPU keeps threads busy
/// (half of `sm_count * max_threads_per_sm`): a performance cliff, with its causes.
pub fn occupancy_note(n: &Nest, cnt: &[i64; 3], info: &mint_gpu::DeviceInfo) -> Option<String> {
    let parallel: i64 = cnt[..n.parallel.min(3)].iter().product();
    let busy = i64::from(info.sm_count) * i64::from(info.max_threads_per_sm) / 2;
    if parallel <= 0 || parallel >= busy {
        return None;
    }
    let serial = n.loops.len().saturating_sub(n.parallel);
    Some(format!(
        "  note: mint_kernel_{} runs {parallel} points in parallel ({} parallel loop(s){}), fewer than the {busy} threads that keep this GPU ({} SMs) busy: {}",
        n.id,
        n.parallel,
        if serial > 0 {
            format!(", {serial} more run serially in each thread")
        } else {
            String::new()
        },
        info.sm_count,
        if serial > 0 {
            "make more loops parallel (`nest(all)`, loops perfectly nested)"
        } else {
            "a larger problem would use it better"
        }
    ))
}

/// The verdict word of a nest's line.
pub(crate) fn status(ok: bool, exact: bool) -> &'static str {
    match (ok, exact) {
        (true, true) => "verified bit-equal",
        (true, false) => "verified",
        (false, _) => "WRONG",
    }
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

/// `mint run --emulate`: every nest's kernel on the CPU emulator, compared with the CPU
/// reference; the program's state advances nest by nest as on the GPU.
fn emulate_all(
    p: &Program,
    tu: &TranslationUnit,
    input: &crate::input::Input,
    o: &RunOptions,
) -> Result<bool, RunError> {
    let src = input.src.as_str();
    if !crate::emulate::available() {
        return Err(RunError(
            format!(
                "--emulate needs a C++20 compiler with <barrier> ({} did not compile a test program); set CXX",
                crate::emulate::cxx()
            ),
            4,
        ));
    }
    println!("device: the CPU emulator (verification only; no timing)");
    let (plans, notes) = mint_opt::plan_with(p, o.level, &o.switches);
    crate::input::report(&notes, input);
    each_nest(p, tu, &plans, o, |f, n, plan, env| {
        let line = n.line(src);
        if let Some(note) = coverage_note(n, env) {
            println!("{note}");
        }
        let mut after = env.clone();
        let exp = expected(n, &mut after)?;
        let edit = |k: &str| o.edited(k.to_string()).unwrap_or_else(|e| e.0);
        let c = crate::emulate::check_mint_mode(f, n, plan, env, &exp, false, o.exact, &edit)?;
        for w in &c.why {
            println!("  mismatch in {w}");
        }
        println!(
            "  {} (line {line}, -O{}{}, {}): {} | max rel diff {:.1e}",
            mint_emit::names::kernel_name(n.id),
            plan.level,
            plan.shape_label(),
            n.schedule,
            status(c.ok, o.exact),
            c.worst
        );
        *env = after;
        Ok(c.ok)
    })
}

/// A nest ready to launch: device copies of its arrays, its grid, and what its arguments need.
pub struct Prepared {
    /// Device copies of the arrays the nest uses.
    pub bufs: HashMap<String, DeviceBuffer>,
    /// Per-block partials and the result of each reduction.
    pub(crate) partials: Vec<(DeviceBuffer, DeviceBuffer)>,
    /// Grid (y and z capped at 65535; the kernels walk the rest).
    pub grid: [u32; 3],
    /// Block.
    pub block: [u32; 3],
    /// First loop value per dimension (x first).
    pub(crate) lo: [i64; 3],
    /// Trip count per dimension.
    pub(crate) cnt: [i64; 3],
    pub(crate) blocks: [i64; 3],
    /// Points of the iteration space.
    pub points: f64,
    nblocks: usize,
    /// 32-bit index arithmetic reaches every element.
    pub fits32: bool,
    /// The kernel was planned with `--fast-math` (verified with the widened bound).
    pub fast_math: bool,
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

/// Evaluate the bounds, copy the arrays `n` uses from `env` to the device (aligned as the
/// generated program would), and size the grid.
pub fn prepare(
    gpu: &Gpu,
    f: &FunctionInfo,
    n: &Nest,
    plan: &KernelPlan,
    env: &Env,
    align: bool,
) -> Result<Prepared, RunError> {
    let mut bufs = HashMap::new();
    for a in &n.arrays {
        let data = env
            .arrays
            .get(&a.name)
            .ok_or_else(|| RunError(format!("no data for array {}", a.name), 1))?;
        let ax = if align && plan.level >= 1 {
            mint_emit::program::interior_x(f, &a.name) as usize
        } else {
            0
        };
        bufs.insert(
            a.name.clone(),
            upload(gpu, data, DevElem::of(&a.elem, data), ax)?,
        );
    }
    let mut p = Prepared {
        bufs,
        partials: vec![],
        grid: [1; 3],
        block: [1; 3],
        lo: [0; 3],
        cnt: [1; 3],
        blocks: [1; 3],
        points: 0.0,
        nblocks: 0,
        fits32: false,
        fast_math: plan.fast_math,
    };
    p.regrid(gpu, n, env)?;
    Ok(p)
}

impl Prepared {
    /// Size the grid (and the reduction buffers) for `n`'s schedule, keeping the arrays.
    pub fn regrid(&mut self, gpu: &Gpu, n: &Nest, env: &Env) -> Result<(), RunError> {
        (self.lo, self.cnt) = bounds(n, env)?;
        self.points = self
            .cnt
            .iter()
            .take(n.parallel)
            .map(|&c| c as f64)
            .product();
        let s = &n.schedule;
        self.blocks = [1; 3];
        self.grid = [1; 3];
        for d in 0..n.parallel {
            (self.blocks[d], self.grid[d]) = blocks_and_grid(d, self.cnt[d], s.tile[d]);
        }
        self.block = s.block();
        self.alloc_partials(gpu, n)?;
        self.fits32 = self
            .bufs
            .values()
            .all(|b| (b.slice_elems() * b.dims()[2] + b.pitch_elems()) < i32::MAX as usize)
            && (0..n.parallel).all(|d| self.lo[d] + self.cnt[d] < i32::MAX as i64);
        Ok(())
    }

    /// Compute only the values `first, first + step, ..` (`count` of them) of the nest's
    /// outermost parallel loop (a multi-GPU slab's part), with 32-bit indices only where every
    /// index up to `end_elems` (the largest element index the slab's shifted pointers reach, in
    /// elements) fits: grid, blocks, points and the reductions' partials follow.
    pub(crate) fn restrict_split(
        &mut self,
        gpu: &Gpu,
        n: &Nest,
        first: i64,
        count: i64,
        end_elems: usize,
    ) -> Result<(), RunError> {
        let sd = n.parallel - 1;
        self.lo[sd] = first;
        self.cnt[sd] = count.max(0);
        (self.blocks[sd], self.grid[sd]) = blocks_and_grid(sd, self.cnt[sd], n.schedule.tile[sd]);
        self.points = self
            .cnt
            .iter()
            .take(n.parallel)
            .map(|&c| c as f64)
            .product();
        self.alloc_partials(gpu, n)?;
        self.fits32 &= end_elems < i32::MAX as usize;
        Ok(())
    }

    /// The reductions' per-block partials and results for the grid.
    fn alloc_partials(&mut self, gpu: &Gpu, n: &Nest) -> Result<(), RunError> {
        self.nblocks = self.grid.iter().map(|&g| g as usize).product::<usize>();
        self.partials.clear();
        for r in &n.reductions {
            let bytes = r.ty.size_bytes().unwrap_or(8) as usize;
            self.partials
                .push((gpu.alloc(self.nblocks * bytes)?, gpu.alloc(bytes)?));
        }
        Ok(())
    }

    /// Put the arrays `n` writes back to their values in `env`, so that a kernel verified next
    /// is judged on what it wrote itself, never on what an earlier kernel left there (a kernel
    /// that writes nothing must fail, not pass on its predecessor's results).
    pub fn restore_outputs(&mut self, n: &Nest, env: &Env) -> Result<(), RunError> {
        for a in n.arrays.iter().filter(|a| a.writes > 0) {
            if let (Some(b), Some(data)) = (self.bufs.get_mut(&a.name), env.arrays.get(&a.name)) {
                fill_device(b, data, DevElem::of(&a.elem, data))?;
            }
        }
        Ok(())
    }

    /// The kernel variant to launch.
    pub fn kernel_name(&self, n: &Nest) -> String {
        mint_emit::names::kernel_variant_name(n.id, !self.fits32)
    }

    /// The kernel's arguments, in `mint_emit::kernel::kernel_params` order.
    pub fn args<'a>(
        &'a self,
        n: &Nest,
        plan: &KernelPlan,
        env: &Env,
    ) -> Result<Vec<KernelArg<'a>>, RunError> {
        let staged = plan.staged_array(n).map(str::to_string);
        mint_emit::kernel::kernel_params(n, plan)
            .iter()
            .map(|(ty, name)| self.arg(n, ty, name, env, staged.as_deref()))
            .collect()
    }

    /// The value of the kernel parameter `ty name` of nest `n` (what [`mint_param`] says it
    /// stands for); extents are those of the array `extents_of`.
    pub fn arg<'a>(
        &'a self,
        n: &Nest,
        ty: &str,
        name: &str,
        env: &Env,
        extents_of: Option<&str>,
    ) -> Result<KernelArg<'a>, RunError> {
        let Some(param) = mint_param(n, name) else {
            return Err(RunError(
                format!("internal: no value for kernel parameter `{ty} {name}`"),
                70,
            ));
        };
        Ok(match param {
            MintParam::Array(a) => KernelArg::Ptr(&self.bufs[&a]),
            MintParam::Pitch(a) => KernelArg::I64(self.bufs[&a].pitch_elems() as i64),
            MintParam::Slice(a) => KernelArg::I64(self.bufs[&a].slice_elems() as i64),
            MintParam::Lo(d) => KernelArg::I64(self.lo[d]),
            MintParam::Count(d) => KernelArg::I64(self.cnt[d]),
            MintParam::Blocks(d) => KernelArg::I64(self.blocks[d]),
            MintParam::Extent(d) => {
                let b = &self.bufs[extents_of.expect("extents only with staging")];
                KernelArg::I64(b.dims()[d] as i64)
            }
            MintParam::Scalar(s) => {
                let sc = n.scalars.iter().find(|x| x.name == s).expect("a scalar");
                let v = env
                    .scalars
                    .get(&s)
                    .copied()
                    .ok_or_else(|| RunError(format!("no value for `{s}`"), 1))?;
                scalar_arg(&sc.ty, v)
            }
            MintParam::Partial(i) => KernelArg::Ptr(&self.partials[i].0),
        })
    }

    /// Launch once (and the reductions' second step); the nest-only value of each reduction.
    pub fn launch_once(
        &self,
        gpu: &Gpu,
        module: &mint_gpu::Module,
        n: &Nest,
        args: &[KernelArg],
    ) -> Result<Vec<f64>, RunError> {
        self.launch_named(gpu, module, n, &self.kernel_name(n), args)
    }

    /// [`Prepared::launch_once`] of the kernel `name` of `module`.
    pub fn launch_named(
        &self,
        gpu: &Gpu,
        module: &mint_gpu::Module,
        n: &Nest,
        name: &str,
        args: &[KernelArg],
    ) -> Result<Vec<f64>, RunError> {
        let kernel = module.kernel(name)?;
        gpu.launch(kernel, self.grid, self.block, 0, args)?;
        let mut red = Vec::new();
        for (r, (part, out)) in n.reductions.iter().zip(&self.partials) {
            let rk = module.kernel(&mint_emit::names::reduce_kernel_name(r.op, &r.ty))?;
            let a = [
                KernelArg::Ptr(part),
                KernelArg::I64(self.nblocks as i64),
                KernelArg::Ptr(out),
            ];
            gpu.launch(rk, [1, 1, 1], [1024, 1, 1], 0, &a)?;
            red.push(match r.ty {
                Scalar::Double => out.to_host::<f64>()?[0],
                Scalar::Float => f64::from(out.to_host::<f32>()?[0]),
                Scalar::Long | Scalar::LongLong => out.to_host::<i64>()?[0] as f64,
                _ => f64::from(out.to_host::<i32>()?[0]),
            });
        }
        gpu.synchronize()?;
        Ok(red)
    }
}

/// Compare the device results (after one launch) with the CPU's ([`crate::verify`]): whether
/// they agree, the largest relative difference in the arrays, and what differs.
pub fn verify(
    p: &Prepared,
    n: &Nest,
    gpu_red: &[f64],
    exp: &Expected,
) -> Result<(bool, f64, Vec<String>), RunError> {
    verify_mode(p, n, gpu_red, exp, false)
}

/// [`verify`], bit for bit with `exact`.
pub fn verify_mode(
    p: &Prepared,
    n: &Nest,
    gpu_red: &[f64],
    exp: &Expected,
    exact: bool,
) -> Result<(bool, f64, Vec<String>), RunError> {
    let mut got = |name: &str| {
        let cpu = &exp.arrays[name];
        device_values(&p.bufs[name], cpu, dev_elem(n, name, cpu))
    };
    let v = crate::verify::judge(n, exp, &mut got, gpu_red, exact, p.fast_math)?;
    Ok((v.ok, v.max_rel, v.why))
}

#[allow(clippy::too_many_arguments)]
fn run_nest(
    gpu: &Gpu,
    module: &mint_gpu::Module,
    f: &FunctionInfo,
    n: &Nest,
    plan: &KernelPlan,
    env: &mut Env,
    o: &RunOptions,
    copy_gbps: f64,
    src: &str,
) -> Result<bool, RunError> {
    let line = n.line(src);
    if let Some(note) = coverage_note(n, env) {
        println!("{note}");
    }
    let p = prepare(gpu, f, n, plan, env, o.switches.align_interior)?;
    if let Some(note) = occupancy_note(n, &p.cnt, gpu.info()) {
        println!("{note}");
    }
    if p.points == 0.0 {
        println!(
            "  mint_kernel_{} (line {line}): empty iteration space, skipped",
            n.id
        );
        return Ok(true);
    }
    let args = p.args(n, plan, env)?;
    let gpu_red = p.launch_once(gpu, module, n, &args)?;
    // The program goes on from the CPU's results (they agree with the GPU's when verified).
    let exp = expected(n, env)?;
    let (ok, worst, why) = verify_mode(&p, n, &gpu_red, &exp, o.exact)?;
    for w in &why {
        println!("  mismatch in {w}");
    }
    let kname = p.kernel_name(n);
    let kernel = module.kernel(&kname)?;
    let t = gpu.time_kernel(|| gpu.launch(kernel, p.grid, p.block, 0, &args), 3, o.reps)?;
    let secs = t.median_ms * 1e-3;
    let attrs = kernel.attrs()?;
    let gbps = n.bytes_per_point as f64 * p.points / secs * 1e-9;
    println!(
        "  {kname} (line {line}, -O{}, {}): {} | {:.4} ms/sweep, {:.1} Gflop/s, {:.0} GB/s = {:.0}% of copy | {} registers, {} B shared, {} B spill | max rel diff {:.1e}",
        plan.level,
        n.schedule,
        status(ok, o.exact),
        t.median_ms,
        n.flops_per_point as f64 * p.points / secs * 1e-9,
        gbps,
        100.0 * gbps / copy_gbps,
        attrs.registers,
        attrs.static_shared_bytes,
        attrs.local_bytes,
        worst
    );
    Ok(ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gpu_errors_map_to_their_exit_codes() {
        let code = |e: GpuError| RunError::from(e).1;
        assert_eq!(
            code(GpuError::Launch("CUDA_ERROR_ILLEGAL_ADDRESS".into())),
            5
        );
        assert_eq!(code(GpuError::OutOfMemory("1 GiB".into())), 6);
        assert_eq!(code(GpuError::DriverMissing), 4);
        assert_eq!(code(GpuError::NvrtcMissing), 4);
        assert_eq!(code(GpuError::NoDevice), 4);
        let e = RunError::from(GpuError::Launch("x".into()));
        assert!(e.0.contains("kernel launch failed"), "{}", e.0);
    }

    #[test]
    fn too_few_parallel_points_are_a_noted_cliff() {
        let info = mint_gpu::DeviceInfo {
            ordinal: 0,
            name: "test".into(),
            compute_capability: (9, 0),
            sm_count: 132,
            max_shared_per_block: 48 << 10,
            max_shared_per_block_optin: 227 << 10,
            max_shared_per_sm: 228 << 10,
            registers_per_sm: 65536,
            registers_per_block: 65536,
            max_threads_per_block: 1024,
            max_threads_per_sm: 2048,
            warp_size: 32,
            max_grid: [i32::MAX as u32, 65535, 65535],
            l2_bytes: 50 << 20,
            total_memory: 80 << 30,
            texture_pitch_alignment: 32,
            memory_clock_khz: None,
            memory_bus_bits: None,
            driver_version: (13, 0),
        };
        // nest(all) stopped at the z loop of a C89 nest: 64 points in parallel, 2 loops serial.
        let src = "void f(int nx, int ny, int nz, double a[nz][ny][nx], double b[nz][ny][nx]) {
#pragma mint copy(a, toDevice, nx, ny, nz)
#pragma mint copy(b, toDevice, nx, ny, nz)
#pragma mint parallel
{
#pragma mint for nest(1)
for (int z = 1; z < nz - 1; z++) for (int y = 1; y < ny - 1; y++) for (int x = 1; x < nx - 1; x++)
    b[z][y][x] = a[z][y][x];
}
}";
        let p = mint_analyzer::analyze(&mint_lang::parse(src).unwrap()).unwrap();
        let n = &p.functions[0].nests[0];
        let note = occupancy_note(n, &[64, 1, 1], &info).expect("a note");
        assert!(
            note.contains("runs 64 points in parallel (1 parallel loop(s), 2 more run serially")
                && note.contains("make more loops parallel"),
            "{note}"
        );
        assert!(occupancy_note(n, &[1 << 20, 1, 1], &info).is_none());
    }
}
