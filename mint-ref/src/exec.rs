//! Compiling a [`Nest`] once and running it against an [`Env`].

use crate::compile::{Code, Compiler, Frame, Sf, Trap, Var, View};
use crate::env::Env;
use crate::rows::{compile_rows, Names, Row, RowBody};
use crate::types::{IntTy, Store, Value};
use crate::RefError;
use mint_analyzer::{Nest, ScalarParam};
use mint_lang::ast::{Expr, ReduceOp};
use rayon::prelude::*;
use std::collections::HashMap;
use std::ops::Range;
use std::sync::Arc;

/// Most chunks the outermost loop is cut into. The chunks are fixed by the trip count alone,
/// and their reduction partials are combined in chunk order, so results do not depend on the
/// number of threads.
const MAX_CHUNKS: u64 = 256;

/// The final values of a nest's reduction variables, in the order of its clauses.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ReductionResults {
    /// `(variable, value)`: the initial value combined with every iteration's contribution.
    pub values: Vec<(String, Value)>,
}

impl ReductionResults {
    /// The value of one reduction variable.
    pub fn get(&self, name: &str) -> Option<Value> {
        self.values.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
    }
}

struct LoopPlan {
    slot: usize,
    store: Store,
    lo: Expr,
    hi: Expr,
    inclusive: bool,
    step: i64,
}

struct RedPlan {
    name: String,
    op: ReduceOp,
    var: Var,
}

/// One parallel loop with its bounds evaluated.
#[derive(Clone, Copy)]
struct Dim {
    slot: usize,
    store: Store,
    lo: i64,
    step: i64,
    count: u64,
}

impl Dim {
    #[inline(always)]
    fn value(&self, i: u64) -> i64 {
        self.store
            .narrow(self.lo.wrapping_add((i as i64).wrapping_mul(self.step)))
    }
}

/// A nest compiled once (names resolved to slots, the body to closures), ready to run any
/// number of times against environments with the arrays and scalars it names.
pub struct CompiledNest {
    body: Sf,
    /// The body for row evaluation ([`crate::rows`]), where it qualifies.
    rows: Option<RowBody>,
    banks: [usize; 3],
    loops: Vec<LoopPlan>,
    scalars: Vec<(String, Var)>,
    reductions: Vec<RedPlan>,
    arrays: Vec<crate::compile::ArrInfo>,
    parallel_safe: bool,
    bound_types: Vec<ScalarParam>,
}

impl std::fmt::Debug for CompiledNest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompiledNest")
            .field("banks", &self.banks)
            .field("arrays", &self.arrays)
            .field("parallel_safe", &self.parallel_safe)
            .finish_non_exhaustive()
    }
}

/// Compile a nest: the body once into closures, every name resolved to a slot.
pub fn compile(nest: &Nest) -> Result<CompiledNest, RefError> {
    let mut c = Compiler::new();
    for a in &nest.arrays {
        let elem = Store::from_scalar(&a.elem).ok_or_else(|| RefError::Unsupported {
            what: format!("arrays of `{}` (`{}`)", a.elem.c_name(), a.name),
            span: nest.pragma_span,
        })?;
        c.arrays.push(crate::compile::ArrInfo {
            name: Arc::from(a.name.as_str()),
            elem,
            rank: a.rank,
        });
    }
    let mut scalars = Vec::new();
    for s in &nest.scalars {
        if s.ty.rank() > 0 {
            return Err(RefError::Unsupported {
                what: format!("the pointer `{}` as a scalar", s.name),
                span: nest.pragma_span,
            });
        }
        let store = Store::from_scalar(&s.ty.scalar).ok_or_else(|| RefError::Unsupported {
            what: format!("scalar `{}` of type `{}`", s.name, s.ty.scalar.c_name()),
            span: nest.pragma_span,
        })?;
        scalars.push((s.name.clone(), c.declare(&s.name, store, false)));
    }
    let mut reductions = Vec::new();
    for r in &nest.reductions {
        let store = Store::from_scalar(&r.ty).ok_or_else(|| RefError::Unsupported {
            what: format!(
                "reduction variable `{}` of type `{}`",
                r.name,
                r.ty.c_name()
            ),
            span: nest.pragma_span,
        })?;
        reductions.push(RedPlan {
            name: r.name.clone(),
            op: r.op,
            var: c.declare(&r.name, store, true),
        });
    }
    let mut loops = Vec::new();
    for l in nest.loops.iter().take(nest.parallel) {
        let store = Store::from_scalar(&l.var_ty)
            .filter(|s| !matches!(s, Store::F32 | Store::F64))
            .ok_or_else(|| RefError::Unsupported {
                what: format!("loop variable `{}` of type `{}`", l.var, l.var_ty.c_name()),
                span: l.span,
            })?;
        let var = c.declare(&l.var, store, false);
        c.loop_slots.push(var.slot);
        loops.push(LoopPlan {
            slot: var.slot,
            store,
            lo: l.lo.clone(),
            hi: l.hi.clone(),
            inclusive: l.hi_inclusive,
            step: l.step,
        });
    }
    if loops.is_empty() {
        return Err(RefError::Unsupported {
            what: "a nest without parallel loops".into(),
            span: nest.pragma_span,
        });
    }
    let body = c.stmt(&nest.body)?;
    let parallel_safe = c.refs.iter().all(|r| r.independent());
    let rows = (parallel_safe && reductions.is_empty())
        .then(|| {
            let names = Names {
                arrays: c.arrays.iter().map(|a| (&*a.name, a.elem)).collect(),
                vars: scalars
                    .iter()
                    .map(|(n, v)| (n.as_str(), *v))
                    .chain(nest.loops.iter().zip(&loops).map(|(l, p)| {
                        (
                            l.var.as_str(),
                            Var {
                                store: p.store,
                                slot: p.slot,
                                writable: false,
                            },
                        )
                    }))
                    .collect(),
            };
            compile_rows(&nest.body, &names)
        })
        .flatten();
    Ok(CompiledNest {
        body,
        rows,
        banks: c.banks,
        loops,
        scalars,
        reductions,
        parallel_safe,
        arrays: c.arrays,
        bound_types: nest.scalars.clone(),
    })
}

/// Compile `nest` and run it once (see [`CompiledNest::run`]).
pub fn run_nest(nest: &Nest, env: &mut Env) -> Result<ReductionResults, RefError> {
    compile(nest)?.run(env)
}

fn set_value(f: &mut Frame<'_>, var: Var, v: Value) {
    match var.store.cast(v) {
        Value::Int(x) => f.i[var.slot] = x,
        Value::F32(x) => f.s[var.slot] = x,
        Value::F64(x) => f.d[var.slot] = x,
    }
}

fn get_value(f: &Frame<'_>, var: Var) -> Value {
    match var.store {
        Store::F32 => Value::F32(f.s[var.slot]),
        Store::F64 => Value::F64(f.d[var.slot]),
        _ => Value::Int(f.i[var.slot]),
    }
}

fn identity(op: ReduceOp, store: Store) -> Value {
    let (min, max) = store.int_limits();
    match (store, op) {
        (_, ReduceOp::Add) => store.cast(Value::Int(0)),
        (_, ReduceOp::Mul) => store.cast(Value::Int(1)),
        (Store::F64, ReduceOp::Max) => Value::F64(f64::NEG_INFINITY),
        (Store::F64, ReduceOp::Min) => Value::F64(f64::INFINITY),
        (Store::F32, ReduceOp::Max) => Value::F32(f32::NEG_INFINITY),
        (Store::F32, ReduceOp::Min) => Value::F32(f32::INFINITY),
        (_, ReduceOp::Max) => Value::Int(min),
        (_, ReduceOp::Min) => Value::Int(max),
    }
}

/// `a op b` in the variable's type (`max`/`min` ignore a NaN operand, like `fmax`/`fmin`).
fn combine(op: ReduceOp, store: Store, a: Value, b: Value) -> Value {
    match (a, b) {
        (Value::F64(x), Value::F64(y)) => Value::F64(match op {
            ReduceOp::Add => x + y,
            ReduceOp::Mul => x * y,
            ReduceOp::Max => x.max(y),
            ReduceOp::Min => x.min(y),
        }),
        (Value::F32(x), Value::F32(y)) => Value::F32(match op {
            ReduceOp::Add => x + y,
            ReduceOp::Mul => x * y,
            ReduceOp::Max => x.max(y),
            ReduceOp::Min => x.min(y),
        }),
        (x, y) => {
            let (x, y) = (x.as_i64(), y.as_i64());
            let t = match store {
                Store::Int(t) => t,
                _ => IntTy::I32,
            };
            let lt = t.lt(x, y);
            Value::Int(store.narrow(match op {
                ReduceOp::Add => x.wrapping_add(y),
                ReduceOp::Mul => x.wrapping_mul(y),
                ReduceOp::Max => {
                    if lt {
                        y
                    } else {
                        x
                    }
                }
                ReduceOp::Min => {
                    if lt {
                        x
                    } else {
                        y
                    }
                }
            }))
        }
    }
}

impl CompiledNest {
    /// True if [`CompiledNest::run`] spreads the outermost parallel loop over threads; false
    /// when iterations may depend on each other, which then run serially in source order.
    pub fn runs_in_parallel(&self) -> bool {
        self.parallel_safe
    }

    /// True if rows of the innermost parallel loop run through the row evaluator (the nest's
    /// body qualifies; see the crate docs), false if every point runs the closure tree.
    pub fn evaluates_rows(&self) -> bool {
        self.rows.is_some()
    }

    /// The same nest with every point through the closure tree (what the row evaluator is
    /// checked against).
    pub fn point_by_point(mut self) -> CompiledNest {
        self.rows = None;
        self
    }

    /// Run the nest against `env`: evaluate the loop bounds from `env.scalars`, run every
    /// iteration, then combine each reduction's partials with the variable's value in
    /// `env.scalars`, store the result there and return it.
    pub fn run(&self, env: &mut Env) -> Result<ReductionResults, RefError> {
        let Env { arrays, scalars } = env;
        // Bounds first: they read scalars only.
        let mut dims = Vec::with_capacity(self.loops.len());
        for l in &self.loops {
            dims.push(self.bound(l, scalars)?);
        }
        // Reduction variables' values before the nest.
        let mut initial = Vec::with_capacity(self.reductions.len());
        for r in &self.reductions {
            let v = scalars
                .get(&r.name)
                .ok_or_else(|| RefError::MissingScalar {
                    name: r.name.clone(),
                })?;
            initial.push(r.var.store.cast(*v));
        }
        // Views of the arrays, in the compiler's order.
        let mut views: Vec<Option<View<'_>>> = (0..self.arrays.len()).map(|_| None).collect();
        for (name, data) in arrays.iter_mut() {
            if let Some(k) = self.arrays.iter().position(|a| &*a.name == name) {
                let a = &self.arrays[k];
                views[k] = Some(data.view(name, a.elem, a.rank)?);
            }
        }
        let views: Vec<View<'_>> = views
            .into_iter()
            .zip(&self.arrays)
            .map(|(v, a)| {
                v.ok_or_else(|| RefError::MissingArray {
                    name: a.name.to_string(),
                })
            })
            .collect::<Result<_, _>>()?;
        let mut tpl = Frame {
            i: vec![0; self.banks[0]],
            s: vec![0.0; self.banks[1]],
            d: vec![0.0; self.banks[2]],
            arrays: &views,
            err: None,
        };
        for (name, var) in &self.scalars {
            let v = scalars
                .get(name)
                .ok_or_else(|| RefError::MissingScalar { name: name.clone() })?;
            set_value(&mut tpl, *var, *v);
        }

        let count0 = dims[0].count;
        let empty = dims.iter().any(|d| d.count == 0);
        let nchunks = if empty {
            0
        } else if self.parallel_safe {
            count0.min(MAX_CHUNKS)
        } else {
            1
        };
        let run_chunk = |f: &mut Frame<'_>, c: u64| -> Result<Vec<Value>, RefError> {
            for r in &self.reductions {
                set_value(f, r.var, identity(r.op, r.var.store));
            }
            let a = (c as u128 * count0 as u128 / nchunks as u128) as u64;
            let b = ((c + 1) as u128 * count0 as u128 / nchunks as u128) as u64;
            self.run_range(f, &dims, a..b)?;
            Ok(self
                .reductions
                .iter()
                .map(|r| get_value(f, r.var))
                .collect())
        };
        let partials: Vec<Vec<Value>> = if nchunks <= 1 {
            let mut f = tpl.clone();
            (0..nchunks)
                .map(|c| run_chunk(&mut f, c))
                .collect::<Result<_, _>>()?
        } else {
            (0..nchunks)
                .into_par_iter()
                .map_init(|| tpl.clone(), |f, c| run_chunk(f, c))
                .collect::<Result<_, _>>()?
        };
        tpl.err = None;

        let mut out = ReductionResults::default();
        for (j, r) in self.reductions.iter().enumerate() {
            let store = r.var.store;
            let mut acc = identity(r.op, store);
            for p in &partials {
                acc = combine(r.op, store, acc, p[j]);
            }
            let v = combine(r.op, store, initial[j], acc);
            scalars.insert(r.name.clone(), v);
            out.values.push((r.name.clone(), v));
        }
        Ok(out)
    }

    /// Evaluate one parallel loop's bounds: the first value and the trip count.
    fn bound(&self, l: &LoopPlan, scalars: &HashMap<String, Value>) -> Result<Dim, RefError> {
        let lo = eval_typed(&l.lo, scalars, &self.bound_types)?;
        let lo = l.store.cast(lo).as_i64();
        let hi = eval_typed(&l.hi, scalars, &self.bound_types)?;
        // The last value the loop variable takes, compared as C would (`x < 2.5` runs to 2).
        let last: i128 = match hi {
            Value::Int(h) => h as i128 - i128::from(!l.inclusive),
            Value::F32(h) => float_last(h as f64, l.inclusive),
            Value::F64(h) => float_last(h, l.inclusive),
        };
        let count = if last < lo as i128 {
            0
        } else {
            ((last - lo as i128) / l.step as i128 + 1).min(u64::MAX as i128) as u64
        };
        Ok(Dim {
            slot: l.slot,
            store: l.store,
            lo,
            step: l.step,
            count,
        })
    }

    fn run_range(&self, f: &mut Frame<'_>, dims: &[Dim], r: Range<u64>) -> Result<(), RefError> {
        let Some((d0, rest)) = dims.split_first() else {
            return Ok(());
        };
        for i in r {
            f.i[d0.slot] = d0.value(i);
            self.run_dims(f, rest)?;
        }
        Ok(())
    }

    fn run_dims(&self, f: &mut Frame<'_>, dims: &[Dim]) -> Result<(), RefError> {
        match dims {
            [] => self.point(f),
            [d] => {
                // The points of the row whose references all stay in their arrays run through
                // the row evaluator; the others (the first or last few, where a clamped or
                // guarded neighbour's other arm would leave its array; or the whole row) through
                // the closure tree, in point order around them.
                let span = self.rows.as_ref().and_then(|rows| {
                    let row = Row {
                        slot: d.slot,
                        lo: d.lo,
                        step: d.step,
                        count: d.count,
                    };
                    rows.range(f, row).map(|r| (rows, row, r))
                });
                let (ja, jb) = span.as_ref().map_or((d.count, d.count), |s| s.2);
                let one = std::slice::from_ref(d);
                self.run_range(f, one, 0..ja)?;
                if let Some((rows, row, r)) = span {
                    rows.run_row(f, row, r);
                }
                self.run_range(f, one, jb..d.count)?;
                Ok(())
            }
            [d, rest @ ..] => {
                for j in 0..d.count {
                    f.i[d.slot] = d.value(j);
                    self.run_dims(f, rest)?;
                }
                Ok(())
            }
        }
    }

    #[inline(always)]
    fn point(&self, f: &mut Frame<'_>) -> Result<(), RefError> {
        match (self.body)(f) {
            Ok(_) => Ok(()),
            Err(Trap) => Err(take_err(f)),
        }
    }
}

fn take_err(f: &mut Frame<'_>) -> RefError {
    f.err
        .take()
        .unwrap_or_else(|| RefError::BadSize("internal: a trap without an error".into()))
}

fn float_last(h: f64, inclusive: bool) -> i128 {
    if h.is_nan() {
        return i64::MIN as i128;
    }
    let v = if inclusive { h.floor() } else { h.ceil() - 1.0 };
    v.clamp(i64::MIN as f64, i64::MAX as f64) as i128
}

/// Evaluate a host expression (an array size, a loop bound) with C semantics against
/// `scalars`; names take the types in `types` where listed, else the type of their [`Value`]
/// (`Int` as `long`).
fn eval_typed(
    e: &Expr,
    scalars: &HashMap<String, Value>,
    types: &[ScalarParam],
) -> Result<Value, RefError> {
    let mut c = Compiler::new();
    let mut vars = Vec::new();
    for (name, v) in scalars {
        let declared = types
            .iter()
            .find(|t| &t.name == name && t.ty.rank() == 0)
            .and_then(|t| Store::from_scalar(&t.ty.scalar));
        let store = declared.unwrap_or(match v {
            Value::Int(_) => Store::Int(IntTy::I64),
            Value::F32(_) => Store::F32,
            Value::F64(_) => Store::F64,
        });
        vars.push((c.declare(name, store, false), *v));
    }
    let code = c.expr(e)?;
    let views: [View<'_>; 0] = [];
    let mut f = Frame {
        i: vec![0; c.banks[0]],
        s: vec![0.0; c.banks[1]],
        d: vec![0.0; c.banks[2]],
        arrays: &views,
        err: None,
    };
    for (var, v) in vars {
        set_value(&mut f, var, v);
    }
    let r = match code {
        Code::I(g, _) => g(&mut f).map(Value::Int),
        Code::S(g) => g.get(&mut f).map(Value::F32),
        Code::D(g) => g.get(&mut f).map(Value::F64),
    };
    r.map_err(|_| take_err(&mut f))
}

/// Evaluate a host expression (a `copy` size, a loop bound) with C semantics; every name is a
/// scalar of `scalars`, typed by its [`Value`] (`Int` as `long`).
pub fn eval_host_expr(e: &Expr, scalars: &HashMap<String, Value>) -> Result<Value, RefError> {
    eval_typed(e, scalars, &[])
}

/// The shape (outermost first) of an array from `copy` sizes (fastest-varying first).
pub fn array_shape(
    sizes: &[Expr],
    scalars: &HashMap<String, Value>,
) -> Result<Vec<usize>, RefError> {
    let mut shape = Vec::with_capacity(sizes.len());
    for e in sizes.iter().rev() {
        let v = eval_host_expr(e, scalars)?;
        let n = match v {
            Value::Int(n) => n,
            other => {
                return Err(RefError::BadSize(format!(
                    "an array size is not an integer: {other:?}"
                )))
            }
        };
        shape.push(
            usize::try_from(n)
                .map_err(|_| RefError::BadSize(format!("an array size is negative: {n}")))?,
        );
    }
    Ok(shape)
}
