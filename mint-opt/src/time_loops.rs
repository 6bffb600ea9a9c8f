//! Recognise the time loops of a function that temporal blocking can advance several steps per
//! launch, and say why the others cannot be.
//!
//! A *time loop* is a `for`, `while` or `do` loop inside a `mint parallel` region whose body holds
//! `mint for` nests directly (a loop that holds such a loop is not one; the inner loop is). It is
//! *recognised* when its body is exactly one of
//! - **swap**: one nest `W = f(R)` followed by a `single` block that swaps the pointers `R` and
//!   `W` (through temporaries, `tmp = R; R = W; W = tmp;`) and may update scalars no nest reads
//!   (a step counter `count++`, the time `t = t + 1`: they run on the host as before), or
//! - **pair**: two nests `B = f(A)` then `A = f(B)`, the second the first with `A` and `B`
//!   exchanged (PolyBench's heat-3d and jacobi-2d), no swap,
//! - **rotate**: one nest `W = f(R, P)` that reads `P` only at the point itself, followed by a
//!   `single` that rotates three time levels, `P = R; R = W; W = old P` (the second-order wave
//!   equation; [`crate::temporal::with_prev`]),
//!
//! and the (first) nest is a Jacobi step ([`crate::temporal::plan_temporal`], given as `plan`).
//! Empty statements and declarations without initializer (C89's `int z;` for a nest's loop
//! variable) are allowed between them. Every step of a recognised loop is then the same
//! stencil from the array holding the state to the other one, with every input of the nest
//! (bounds, scalars, read-only arrays) the same in every iteration.
//!
//! Invariants of the result: one [`TimeLoop`] per time loop, in source order; a refusal names the
//! statement that prevents it (its span, and its line in the reason) and why; the pure function
//! reads only the AST and the analysed [`FunctionInfo`].

use crate::temporal::TemporalPlan;
use mint_analyzer::{FunctionInfo, Nest};
use mint_lang::ast::{
    BinOp, Block, Directive, Expr, ExprKind, ForInit, Function, Initializer, Stmt, StmtKind, UnOp,
};
use mint_lang::Span;

/// How a recognised loop advances the pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// One nest and a `single` pointer swap per iteration (one step).
    Swap,
    /// Two nests, `A -> B` then `B -> A` (two steps per iteration).
    Pair,
    /// One nest `W = f(R, P)` and a `single` that rotates three levels, `P <- R <- W <- P` (one
    /// step; the plan's [`TemporalPlan::prev`] is `P`): the second-order wave update.
    Rotate,
    /// One nest `u[W(t)] = f(u[R(t)])` over the two planes of one array chosen by a time
    /// parity ([`crate::parity_steps`]), the planes exchanging roles every iteration: a swap
    /// of the two planes (one step). The plan is of [`crate::parity_steps::separate_views`]'s
    /// nest, its input and output the two views.
    Parity,
    /// Two nests, `W = f(R)` then a copy back `R = W` over the same points (no swap): every
    /// step is `R = f(R)`, and after it both arrays hold the new state over the points.
    CopyBack,
    /// One nest `W = f(R)` and a `single` that copies `W` over `R` whole (`memcpy(R, W,
    /// sizeof R)`, [`mint_analyzer::device_copies`]; no swap): every step is `R = f(R)`, and
    /// after it both arrays are the same everywhere. The first step after the arrays last
    /// differed runs alone and is copied whole; the steps after it are [`Form::CopyBack`]'s.
    CopyWhole,
    /// One nest `W = f(R, W)` reading `W` only at the point, before it writes it, and a
    /// `single` that swaps `R` and `W` (one step): three time levels in two arrays, the new
    /// level written over the older one (`next = 2 cur - next + ...`,
    /// [`crate::older_level`]). The plan is of [`Stepped::older`]'s nest, whose
    /// [`TemporalPlan::prev`] is the older level's own array.
    Leapfrog,
}

/// Why a nest with neighbours clamped or wrapped at the edge (read through a per-point check)
/// cannot run fused.
/// After [`CLAMPED`], where the nest is not a periodic grid ([`crate::wrap_edges`]).
const WRAPS_FUSE: &str = "neighbours wrapped around a periodic grid fuse, but here ";

/// Why a periodic step's second nest keeps the loop one step per launch.
const PERIODIC_SECOND: &str = "a second nest in a step whose neighbours wrap around the grid (only a copy back of the points fuses there)";

const CLAMPED: &str = "the nest reads neighbours clamped or wrapped at the edge of the grid (`x == 0 ? x : x - 1`, `MIN(x + 1, n - 1)`): single sweeps run it as a stencil with a per-point check, but a fused launch reads every neighbour in a fixed box around the point; to fuse, give the arrays a boundary layer the nest does not write (ghost cells) and run the nest over the interior";

/// A recognised time loop.
#[derive(Debug, Clone)]
pub struct Stepped {
    /// Its form.
    pub form: Form,
    /// The ids of its nests in order (one for [`Form::Swap`], two for [`Form::Pair`]); every step
    /// runs the first nest's stencil.
    pub nests: Vec<usize>,
    /// The first nest's plan: `input` holds the state when an iteration starts.
    pub plan: TemporalPlan,
    /// Nests the loop runs now and then between its steps, under a condition (a residual
    /// checked every few iterations: `if (it % 10 == 0) { #pragma mint for ... reduction(...)
    /// }`); they write no array, so the steps stay fused, and the pending steps are flushed
    /// before each of them launches ([`Cx::observer`]).
    pub observers: Vec<usize>,
    /// The `copy(..., fromDevice)` directives of those statements (periodic output): the
    /// pending steps are flushed before each copies.
    pub observer_copies: Vec<Span>,
    /// The walls (x first, `[first, last]`) that boundary nests copy from the layer inside
    /// them, in the step's output after it or in its input before it
    /// ([`Stepped::walls_before`], [`crate::boundary_nests`]); those nests are
    /// [`Stepped::nests`] after the first. Zero where none.
    pub walls: crate::clamp_ghosts::Sides,
    /// With walls: the first nest with its references past them made clamps, which the fused
    /// kernel runs (its plan is [`Stepped::plan`]).
    pub clamped: Option<Box<Nest>>,
    /// With walls: the boundary nests copy the input's walls before the step (they come first
    /// in the loop's body), not the output's after it.
    pub walls_before: bool,
    /// The boundary nests that write the same values on walls every step
    /// ([`crate::boundary_nests::fixed_walls`]): the fused kernel reads those walls as they are.
    pub fixed: Vec<usize>,
    /// The first nest read as a periodic grid ([`crate::wrap_edges`]): its neighbours wrap
    /// around the edges; the fused kernel runs it (its plan is [`Stepped::plan`]).
    pub wrapped: Option<Box<Nest>>,
    /// Scalars the nests read that the loop's body declares with the same value every step
    /// (`const long sz = (long)nx * ny;` of a sweep function inlined in the loop): out of
    /// scope after the loop, so the flush there takes the values the steps recorded.
    pub scoped: Vec<String>,
    /// [`Form::Leapfrog`]: the nest with its reads of the written array made reads of the
    /// older level's own array ([`crate::older_level::split_older_level`]); the fused kernel
    /// runs it.
    pub older: Option<Box<Nest>>,
}

impl Stepped {
    /// A loop of `form` over `nests` with `plan`, no observers yet.
    fn new(form: Form, nests: Vec<usize>, plan: TemporalPlan) -> Self {
        Stepped {
            form,
            nests,
            plan,
            observers: Vec::new(),
            observer_copies: Vec::new(),
            walls: [[0; 2]; 3],
            clamped: None,
            walls_before: false,
            fixed: Vec::new(),
            wrapped: None,
            scoped: Vec::new(),
            older: None,
        }
    }

    /// Whether boundary nests set walls in the step ([`Stepped::walls`], [`Stepped::fixed`]).
    pub fn has_walls(&self) -> bool {
        self.clamped.is_some()
    }

    /// The nest the fused kernel of this loop is written from, given the loop's first nest
    /// `n`: `n` with the plan's input as its stencil's main array ([`with_state`]), or for
    /// [`Form::Parity`] `n` with its two plane views as arrays.
    pub fn fused_nest<'a>(&self, n: &'a Nest) -> std::borrow::Cow<'a, Nest> {
        if let Some(c) = self
            .clamped
            .as_ref()
            .or(self.wrapped.as_ref())
            .or(self.older.as_ref())
        {
            return std::borrow::Cow::Owned((**c).clone());
        }
        match self.form {
            Form::Parity => std::borrow::Cow::Owned(
                crate::parity_steps::separate_views(n).expect("a parity loop's nest has views"),
            ),
            _ => with_state(n, &self.plan.input),
        }
    }
}

/// `n` with `state` as its stencil's main array (the array a fused step advances), where `n`
/// reads `state` and its main array is another one; else `n` itself.
pub fn with_state<'a>(n: &'a Nest, state: &str) -> std::borrow::Cow<'a, Nest> {
    match &n.stencil {
        Some(st)
            if st.main_array != state
                && n.arrays.iter().any(|a| a.name == state && a.reads > 0) =>
        {
            let mut m = n.clone();
            if let Some(st) = &mut m.stencil {
                st.main_array = state.to_string();
            }
            std::borrow::Cow::Owned(m)
        }
        _ => std::borrow::Cow::Borrowed(n),
    }
}

/// Why a loop cannot be time-blocked: the statement and the reason.
#[derive(Debug, Clone, PartialEq)]
pub struct Refused {
    /// The statement that prevents it.
    pub at: Span,
    /// Why (with the statement's line).
    pub reason: String,
}

/// One time loop of the function.
#[derive(Debug, Clone)]
pub struct TimeLoop {
    /// The loop statement.
    pub span: Span,
    /// Recognised, or refused.
    pub result: Result<Stepped, Refused>,
}

/// The time loops of `f` (the function `fun`, in source `src`), each recognised or refused;
/// `plan` plans a nest for temporal blocking (or says why it is not a Jacobi step).
pub fn time_loops(
    f: &FunctionInfo,
    fun: &Function,
    src: &str,
    plan: &dyn Fn(&Nest) -> Result<TemporalPlan, String>,
) -> Vec<TimeLoop> {
    let Some(body) = fun.body.as_ref() else {
        return Vec::new();
    };
    let mut cx = Cx {
        f,
        fun,
        fbody: body,
        src,
        plan,
        out: Vec::new(),
    };
    for s in &body.stmts {
        cx.find_regions(s);
    }
    cx.out
}

/// What an observer statement does ([`Cx::observer`]).
#[derive(Default)]
struct Observed {
    /// The nests it launches.
    ids: Vec<usize>,
    /// Its `copy(..., fromDevice)` directives.
    copies: Vec<Span>,
    /// The scalars it sets.
    changed: Vec<String>,
    /// Its calls of functions other than output and math.
    calls: Vec<Span>,
}

struct Cx<'a> {
    f: &'a FunctionInfo,
    /// The function and its body.
    fun: &'a Function,
    fbody: &'a Block,
    src: &'a str,
    plan: &'a dyn Fn(&Nest) -> Result<TemporalPlan, String>,
    out: Vec<TimeLoop>,
}

/// The statements a statement holds directly (a block's, else itself).
pub(crate) fn stmts_of(s: &Stmt) -> &[Stmt] {
    match &s.kind {
        StmtKind::Block(b) => &b.stmts,
        _ => std::slice::from_ref(s),
    }
}

/// The statements of a time loop's body, with the blocks inside it opened (C89 code opens one
/// to declare a nest's counters: `{ int z; #pragma mint for ... }`).
fn step_stmts(s: &Stmt) -> Vec<&Stmt> {
    match &s.kind {
        StmtKind::Block(b) => b.stmts.iter().flat_map(step_stmts).collect(),
        _ => vec![s],
    }
}

/// The body of a loop statement.
fn loop_body(s: &Stmt) -> Option<&Stmt> {
    match &s.kind {
        StmtKind::For(fl) => Some(&fl.body),
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => Some(body),
        _ => None,
    }
}

/// Whether `s` holds a `mint for` (not looking into the nests themselves).
fn has_nest(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Mint(m) => matches!(m.directive, Directive::For(_)),
        StmtKind::Block(b) => b.stmts.iter().any(has_nest),
        StmtKind::If { then, els, .. } => has_nest(then) || els.as_deref().is_some_and(has_nest),
        StmtKind::Switch { body, .. } | StmtKind::Labeled { stmt: body, .. } => has_nest(body),
        _ => loop_body(s).is_some_and(has_nest),
    }
}

/// Whether `s` holds a loop (not a nest's) that holds a `mint for`.
fn has_inner_time_loop(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Mint(_) => false,
        StmtKind::Block(b) => b.stmts.iter().any(has_inner_time_loop),
        StmtKind::If { then, els, .. } => {
            has_inner_time_loop(then) || els.as_deref().is_some_and(has_inner_time_loop)
        }
        StmtKind::Switch { body, .. } | StmtKind::Labeled { stmt: body, .. } => {
            has_inner_time_loop(body)
        }
        _ => loop_body(s).is_some_and(has_nest),
    }
}

/// Names `e` assigns or increments.
fn assigned_in(e: &Expr, out: &mut Vec<String>) {
    e.walk(&mut |x| {
        let target = match &x.kind {
            ExprKind::Assign(_, l, _) => Some(l),
            ExprKind::PostIncDec(_, a) => Some(a),
            ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, a) => Some(a),
            _ => None,
        };
        if let Some(name) = target.and_then(|t| t.as_ident()) {
            if !out.iter().any(|o| o == name) {
                out.push(name.to_string());
            }
        }
    });
}

/// Whether nest `n` reads `v` only in values: in no subscript, no loop bound.
fn read_as_value(n: &Nest, v: &str) -> bool {
    let mentions = |e: &Expr| {
        let mut m = false;
        e.walk(&mut |x| m |= x.as_ident() == Some(v));
        m
    };
    let mut ok = n.loops.iter().all(|l| !mentions(&l.lo) && !mentions(&l.hi));
    n.body.walk(&mut |st| {
        st.for_each_own_expr(&mut |e| {
            e.walk(&mut |x| {
                if let ExprKind::Index(_, i) = &x.kind {
                    ok &= !mentions(i);
                }
            })
        })
    });
    ok
}

/// Whether some expression of `body` changes `v`.
fn loop_assigns(body: &Stmt, v: &str) -> bool {
    let mut found = false;
    body.walk(&mut |st| {
        st.for_each_own_expr(&mut |e| {
            let mut names = Vec::new();
            assigned_in(e, &mut names);
            found |= names.iter().any(|n| n == v);
        })
    });
    found
}

/// Whether `e` adds one to the variable `v` (`v++`, `++v`, `v += 1`, `v = v + 1`, `v = 1 + v`).
fn increments(e: &Expr, v: &str) -> bool {
    let one = |x: &Expr| matches!(x.kind, ExprKind::Int(1, _));
    match &e.kind {
        ExprKind::PostIncDec(true, a) | ExprKind::Unary(UnOp::PreInc, a) => a.as_ident() == Some(v),
        ExprKind::Assign(Some(BinOp::Add), l, r) => l.as_ident() == Some(v) && one(r),
        ExprKind::Assign(None, l, r) => {
            l.as_ident() == Some(v)
                && matches!(&r.kind, ExprKind::Binary(BinOp::Add, a, b)
                    if (a.as_ident() == Some(v) && one(b)) || (b.as_ident() == Some(v) && one(a)))
        }
        _ => false,
    }
}

/// The variables the loop's header (init, condition, step) changes.
fn header_changes(s: &Stmt) -> Vec<String> {
    let mut v = Vec::new();
    match &s.kind {
        StmtKind::For(fl) => {
            match &fl.init {
                ForInit::Expr(e) => assigned_in(e, &mut v),
                ForInit::Decl(d) => v.extend(
                    d.decls
                        .iter()
                        .filter_map(|x| Some(x.name.as_ref()?.name.clone())),
                ),
                ForInit::None => {}
            }
            for e in fl.cond.iter().chain(&fl.step) {
                assigned_in(e, &mut v);
            }
        }
        StmtKind::While { cond, .. } | StmtKind::DoWhile { cond, .. } => assigned_in(cond, &mut v),
        _ => {}
    }
    v
}

impl Cx<'_> {
    fn line(&self, at: Span) -> usize {
        self.src[..at.start as usize].matches('\n').count() + 1
    }

    fn find_regions(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Mint(m) if matches!(m.directive, Directive::Parallel(_)) => {
                if let Some(b) = &m.body {
                    self.find_loops(b);
                }
            }
            StmtKind::Mint(_) => {}
            StmtKind::Block(b) => b.stmts.iter().for_each(|x| self.find_regions(x)),
            StmtKind::If { then, els, .. } => {
                self.find_regions(then);
                if let Some(e) = els {
                    self.find_regions(e);
                }
            }
            StmtKind::Switch { body, .. } | StmtKind::Labeled { stmt: body, .. } => {
                self.find_regions(body)
            }
            _ => {
                if let Some(b) = loop_body(s) {
                    self.find_regions(b);
                }
            }
        }
    }

    fn find_loops(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Mint(_) => {}
            StmtKind::Block(b) => b.stmts.iter().for_each(|x| self.find_loops(x)),
            StmtKind::If { then, els, .. } => {
                self.find_loops(then);
                if let Some(e) = els {
                    self.find_loops(e);
                }
            }
            StmtKind::Switch { body, .. } | StmtKind::Labeled { stmt: body, .. } => {
                self.find_loops(body)
            }
            _ => {
                let Some(body) = loop_body(s) else { return };
                if has_inner_time_loop(body) {
                    self.find_loops(body);
                } else if has_nest(body) {
                    let result = self.classify(s, body);
                    self.out.push(TimeLoop {
                        span: s.span,
                        result,
                    });
                }
            }
        }
    }

    fn refuse<T>(&self, at: Span, why: impl std::fmt::Display) -> Result<T, Refused> {
        Err(Refused {
            at,
            reason: format!("line {}: {why}", self.line(at)),
        })
    }

    fn nest_of(&self, s: &Stmt) -> Option<&Nest> {
        self.f.nests.iter().find(|n| n.span == s.span)
    }

    /// The loop `s` with body `body` (it holds nests, and no loop that does), with the nests
    /// of its observer statements ([`Cx::observer`]).
    fn classify(&self, s: &Stmt, body: &Stmt) -> Result<Stepped, Refused> {
        let invariant = self.invariant_decls(s, body);
        let mut stepped = self.classify_steps(s, body, &invariant)?;
        let seen: Vec<Observed> = step_stmts(body)
            .into_iter()
            .filter_map(|st| self.observer(st))
            .collect();
        // A function the host calls between the steps may change what the fused steps read,
        // unless that is a local of this function whose address is never taken.
        if let Some(call) = seen.iter().flat_map(|o| &o.calls).next() {
            for id in &stepped.nests {
                let Some(n) = self.f.nests.iter().find(|n| n.id == *id) else {
                    continue;
                };
                if let Some(v) = n
                    .scalars
                    .iter()
                    .find(|v| v.host_value.is_some() || !self.private_local(&v.name))
                {
                    let text = call.text(self.src).lines().next().unwrap_or("").trim();
                    return self.refuse(
                        *call,
                        format!(
                            "`{text}` may change `{}`, which the fused steps read (it is not a local of this function, or its address is taken)",
                            v.name
                        ),
                    );
                }
            }
        }
        for o in seen {
            stepped.observers.extend(o.ids);
            stepped.observer_copies.extend(o.copies);
        }
        if let Some(n0) = self
            .f
            .nests
            .iter()
            .find(|n| n.id == stepped.nests[0])
            .filter(|_| stepped.form != Form::Parity)
        {
            let changed = header_changes(s);
            let clock = n0.scalars.iter().find(|v| {
                self.counts_steps(s, body, v)
                    && (changed.contains(&v.name) || loop_assigns(body, &v.name))
            });
            if let Some(v) = clock {
                let at = s.span;
                let why = match stepped.form {
                    _ if stepped.has_walls() => Some("boundary nests run between its steps"),
                    Form::Pair => Some("each iteration runs two steps"),
                    _ if stepped.plan.sums => {
                        Some("its stages take plane sums; use --tb-form window")
                    }
                    _ => None,
                };
                if let Some(why) = why {
                    return self.refuse(
                        at,
                        format!(
                            "the nest reads `{}`, the step's number, which fused steps read one more at each stage, but not here: {why}",
                            v.name
                        ),
                    );
                }
                stepped.plan.clock = Some(v.name.clone());
                if let Some(i) = &mut stepped.plan.interior {
                    i.clock = Some(v.name.clone());
                }
            }
        }
        for n in stepped
            .nests
            .iter()
            .filter_map(|id| self.f.nests.iter().find(|n| n.id == *id))
        {
            for v in &n.scalars {
                if invariant.contains(&v.name) && !stepped.scoped.contains(&v.name) {
                    stepped.scoped.push(v.name.clone());
                }
            }
        }
        Ok(stepped)
    }

    /// Whether `name` is a parameter of this function or declared in its body, and its address
    /// is never taken there: no function it calls can change it.
    fn private_local(&self, name: &str) -> bool {
        let mut declared = self
            .fun
            .params
            .iter()
            .any(|p| p.name.as_ref().is_some_and(|x| x.name == name));
        let mut taken = false;
        for s in &self.fbody.stmts {
            s.walk(&mut |st| {
                declared |= st
                    .declarators()
                    .iter()
                    .any(|d| d.name.as_ref().is_some_and(|x| x.name == name));
                st.for_each_own_expr(&mut |e| {
                    e.walk(&mut |x| {
                        if let ExprKind::Unary(UnOp::Addr, a) = &x.kind {
                            taken |= a.as_ident() == Some(name);
                        }
                    })
                });
            });
        }
        declared && !taken
    }

    /// A statement of the step that runs now and then and leaves the fused steps alone: an `if`
    /// on a pure condition whose branches hold only nests that write no array (reductions: a
    /// residual), `copy(..., fromDevice)` directives (periodic output), `single` blocks that
    /// update scalars, and host code that writes only scalars and elements of host arrays not
    /// on the device, calls functions without taking addresses (`printf`, `write_output(u, n,
    /// t)`), loops over such code, `if`s of the same kind and `break`. What it launches,
    /// copies, sets and calls.
    fn observer(&self, st: &Stmt) -> Option<Observed> {
        let StmtKind::If { cond, .. } = &st.kind else {
            return None;
        };
        if !pure(cond) {
            return None;
        }
        let mut o = Observed::default();
        self.observer_part(st, &mut o).then_some(o)
    }

    fn observer_part(&self, st: &Stmt, o: &mut Observed) -> bool {
        if self.sets_elements(st) {
            return true;
        }
        match &st.kind {
            StmtKind::Empty | StmtKind::Break => true,
            StmtKind::Block(b) => b.stmts.iter().all(|x| self.observer_part(x, o)),
            StmtKind::If { cond, then, els } => {
                self.host_expr(cond, o)
                    && self.observer_part(then, o)
                    && els.as_deref().is_none_or(|e| self.observer_part(e, o))
            }
            StmtKind::Expr(e) => self.host_expr(e, o),
            StmtKind::Decl(d) => d.decls.iter().all(|x| {
                x.name.as_ref().is_some_and(|n| {
                    o.changed.push(n.name.clone());
                    true
                }) && match &x.init {
                    Some(Initializer::Expr(e)) => self.host_expr(e, o),
                    Some(_) => false,
                    None => true,
                }
            }),
            StmtKind::For(fl) => {
                let init = match &fl.init {
                    ForInit::Expr(e) => self.host_expr(e, o),
                    ForInit::Decl(d) => d.decls.iter().all(|x| match &x.init {
                        Some(Initializer::Expr(e)) => self.host_expr(e, o),
                        Some(_) => false,
                        None => true,
                    }),
                    ForInit::None => true,
                };
                init && fl.cond.as_ref().is_none_or(|c| self.host_expr(c, o))
                    && fl.step.as_ref().is_none_or(|e| self.host_expr(e, o))
                    && self.observer_part(&fl.body, o)
            }
            StmtKind::Mint(m) => match &m.directive {
                Directive::For(_) => match self.nest_of(st) {
                    Some(n) if n.arrays.iter().all(|a| a.writes == 0) => {
                        o.ids.push(n.id);
                        o.changed
                            .extend(n.reductions.iter().map(|r| r.name.clone()));
                        true
                    }
                    _ => false,
                },
                Directive::Copy(c) if c.dir == mint_lang::ast::CopyDir::FromDevice => {
                    o.copies.push(m.pragma_span);
                    true
                }
                Directive::Single => self
                    .f
                    .singles
                    .iter()
                    .find(|x| x.pragma_span == m.pragma_span)
                    .is_some_and(|si| {
                        let ok = updates_scalars_only(si);
                        if ok {
                            o.changed.extend(single_scalar_updates(si));
                        }
                        ok
                    }),
                _ => false,
            },
            _ => false,
        }
    }

    /// Host code of an observer ([`Cx::observer`]): assignments to scalars (recorded) and to
    /// elements of arrays that are not on the device, calls that take no address (recorded,
    /// but for `printf`, `fprintf`, `puts`, `fflush` and math functions).
    fn host_expr(&self, e: &Expr, o: &mut Observed) -> bool {
        let device =
            |n: &str| self.f.arrays.iter().any(|a| a.name == n) || self.f.alias(n).is_some();
        let mut ok = true;
        e.walk(&mut |x| match &x.kind {
            ExprKind::Assign(_, l, _) | ExprKind::PostIncDec(_, l) => match &l.kind {
                ExprKind::Ident(n) => o.changed.push(n.clone()),
                ExprKind::Index(..) => ok &= l.as_subscript().is_some_and(|(n, _, _)| !device(n)),
                _ => ok = false,
            },
            ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, l) => match l.as_ident() {
                Some(n) => o.changed.push(n.to_string()),
                None => ok = false,
            },
            ExprKind::Unary(UnOp::Addr, _) => ok = false,
            ExprKind::Call(callee, _) => match callee.as_ident() {
                Some("printf" | "fprintf" | "puts" | "fflush") => {}
                Some(c) if mint_analyzer::MATH_FUNCTIONS.contains(&c) => {}
                Some(_) => o.calls.push(x.span),
                None => ok = false,
            },
            _ => {}
        });
        ok
    }

    /// The `single` block of the pragma at `at`.
    fn single_of(&self, at: Span) -> Option<&mint_analyzer::Single> {
        self.f.singles.iter().find(|x| x.pragma_span == at)
    }

    /// Whether `st` is a statement that sets an element of a device array from the host
    /// ([`mint_analyzer::HostWrite`]: a point source), or a `single` block (or block) of such
    /// statements and scalar updates that sets at least one: the element is set on the GPU
    /// after the pending steps are flushed.
    fn sets_elements(&self, st: &Stmt) -> bool {
        let write = |x: &Stmt| self.f.host_writes.iter().any(|w| w.stmt == x.span);
        match &st.kind {
            StmtKind::Expr(_) => write(st),
            StmtKind::Block(b) => {
                b.stmts.iter().any(|x| self.sets_elements(x))
                    && b.stmts.iter().all(|x| {
                        self.sets_elements(x)
                            || matches!(x.kind, StmtKind::Empty)
                            || matches!(&x.kind, StmtKind::Expr(e) if host_update(e).is_some())
                    })
            }
            StmtKind::Mint(m) if matches!(m.directive, Directive::Single) => {
                self.single_of(m.pragma_span).is_some_and(|si| {
                    let stmts = mint_analyzer::single_stmts(&si.body);
                    si.device_copies.is_empty()
                        && stmts.iter().any(|x| write(x))
                        && stmts.iter().all(|x| {
                            write(x)
                                || matches!(x.kind, StmtKind::Empty)
                                || scalar_update(x, si).is_some()
                        })
                })
            }
            _ => false,
        }
    }

    /// The scalars the loop's body declares with the same value in every step (`const long
    /// sz = (long)nx * ny;` of a sweep function inlined in the loop): declarations of the
    /// step's own ([`step_local`]) whose value reads nothing the loop changes (its header,
    /// an assignment or increment anywhere in it, a declaration of the step that is not such a
    /// one) and which nothing in the loop assigns; where the loop calls a host function, only
    /// locals of this function whose address is never taken ([`Cx::private_local`]).
    fn invariant_decls(&self, s: &Stmt, body: &Stmt) -> Vec<String> {
        let mut assigned = header_changes(s);
        let mut calls = false;
        body.walk(&mut |st| {
            if matches!(&st.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::For(_))) {
                return;
            }
            st.for_each_own_expr(&mut |e| {
                assigned_in(e, &mut assigned);
                e.walk(&mut |x| calls |= matches!(x.kind, ExprKind::Call(..)));
            });
        });
        let decls: Vec<(&str, Option<&Expr>)> = step_stmts(body)
            .into_iter()
            .filter_map(|st| match &st.kind {
                StmtKind::Decl(d) => Some(d),
                _ => None,
            })
            .flat_map(|d| &d.decls)
            .filter_map(|x| {
                let name = x.name.as_ref()?.name.as_str();
                let init = match (&x.init, step_local(x)) {
                    (Some(Initializer::Expr(e)), true) => Some(e),
                    _ => None,
                };
                Some((name, init))
            })
            .collect();
        // Declared names whose value may change: fixpoint over the declarations.
        let mut varying: Vec<&str> = decls
            .iter()
            .filter(|(name, init)| init.is_none() || assigned.iter().any(|a| a == name))
            .map(|(name, _)| *name)
            .collect();
        loop {
            let before = varying.len();
            for (name, init) in &decls {
                let Some(e) = init else { continue };
                if varying.contains(name) {
                    continue;
                }
                let mut ok = true;
                e.walk(&mut |x| {
                    if let Some(v) = x.as_ident() {
                        ok &= !assigned.iter().any(|a| a == v)
                            && !varying.contains(&v)
                            && (!calls
                                || self.private_local(v)
                                || decls.iter().any(|(d, _)| *d == v));
                    }
                });
                if !ok {
                    varying.push(name);
                }
            }
            if varying.len() == before {
                break;
            }
        }
        decls
            .iter()
            .filter(|(name, _)| !varying.contains(name))
            .map(|(name, _)| name.to_string())
            .collect()
    }

    /// Whether `v` counts the steps of loop `s`: an integer scalar that one expression adds one
    /// to in every iteration (the header's step, a statement of the step, or a statement of a
    /// `single` in it), which nothing else in the loop changes ([`TemporalPlan::clock`]).
    fn counts_steps(&self, s: &Stmt, body: &Stmt, v: &mint_analyzer::ScalarParam) -> bool {
        if v.ty.rank() != 0 || v.ty.pointers != 0 || !v.ty.scalar.is_integer() {
            return false;
        }
        let name = v.name.as_str();
        // Every expression of the loop that changes `v`, and whether it is a whole step.
        let mut changes = 0usize;
        let mut whole = 0usize;
        let mut count = |e: &Expr, top: bool| {
            let mut names = Vec::new();
            assigned_in(e, &mut names);
            if names.iter().any(|n| n == name) {
                changes += 1;
                if top && increments(e, name) {
                    whole += 1;
                }
            }
        };
        match &s.kind {
            StmtKind::For(fl) => {
                fl.cond.iter().for_each(|e| count(e, false));
                fl.step.iter().for_each(|e| count(e, true));
            }
            StmtKind::While { cond, .. } | StmtKind::DoWhile { cond, .. } => count(cond, false),
            _ => return false,
        }
        let mut top: Vec<&Stmt> = step_stmts(body);
        for st in step_stmts(body) {
            if let StmtKind::Mint(m) = &st.kind {
                if let Some(si) = self.single_of(m.pragma_span) {
                    top.extend(mint_analyzer::single_stmts(&si.body));
                }
            }
        }
        body.walk(&mut |st| {
            let at_top = top.iter().any(|t| t.span == st.span);
            st.for_each_own_expr(&mut |e| count(e, at_top && matches!(st.kind, StmtKind::Expr(_))));
        });
        changes == 1 && whole == 1
    }

    /// [`Cx::classify`] without the observers.
    /// `invariant`: [`Cx::invariant_decls`] of the loop.
    fn classify_steps(
        &self,
        s: &Stmt,
        body: &Stmt,
        invariant: &[String],
    ) -> Result<Stepped, Refused> {
        // Host code reading an element every step needs every step's values on the GPU.
        if let Some(r) = self
            .f
            .host_reads
            .iter()
            .find(|r| s.span.start <= r.span.start && r.span.end <= s.span.end)
        {
            return self.refuse(
                r.span,
                format!(
                    "host code reads `{}` every step (`{}`), which fused steps would not have written yet",
                    r.array,
                    r.span.text(self.src)
                ),
            );
        }
        let mut changed = header_changes(s);
        // Scalars the step declares with a value (`int cur = t % 2, nxt = 1 - cur;`): host
        // code of every iteration; a nest may read them only in a time parity's planes.
        let mut defs: Vec<(String, Expr)> = Vec::new();
        let mut nests: Vec<(&Stmt, &Nest)> = Vec::new();
        let mut single: Option<(&Stmt, &mint_analyzer::Single)> = None;
        let mut aliases_set = false;
        for st in step_stmts(body) {
            match &st.kind {
                StmtKind::Empty => {}
                // C89 declarations of the step (`int z;` for a nest's loop variable): host code
                // that sets nothing a fused step reads; a nest reading one is refused below.
                StmtKind::Decl(d) if d.decls.iter().all(|x| x.init.is_none()) => {
                    changed.extend(
                        d.decls
                            .iter()
                            .filter_map(|x| Some(x.name.as_ref()?.name.clone())),
                    );
                }
                StmtKind::Decl(d) if d.decls.iter().all(step_local) => {
                    for x in &d.decls {
                        let Some(name) = x.name.as_ref().map(|n| n.name.clone()) else {
                            continue;
                        };
                        if invariant.contains(&name) {
                            // The same value every step: the fused steps may read it.
                            continue;
                        }
                        if let Some(Initializer::Expr(e)) = &x.init {
                            defs.push((name.clone(), e.clone()));
                        }
                        changed.push(name);
                    }
                }
                // The step's buffers chosen through aliases: launches find their arrays.
                _ if sets_aliases_only(st, self.f) => aliases_set = true,
                // A point source set by host code (alone, or in a `single` with scalar updates):
                // the pending steps are flushed before it sets the element.
                _ if self.sets_elements(st) => {
                    if let StmtKind::Mint(m) = &st.kind {
                        if let Some(si) = self.single_of(m.pragma_span) {
                            changed.extend(single_scalar_updates(si));
                        }
                    }
                }
                // Now and then a residual, output, a progress line (before the nest or after
                // it): the steps stay fused.
                _ if self.observer(st).is_some() => {
                    changed.extend(self.observer(st).map(|o| o.changed).unwrap_or_default());
                }
                // A counter or the time updated in the body (`step++;` ending a do-while, `time
                // += dt;`): host code of the step, which a fused nest must not read (below).
                StmtKind::Expr(e) if host_update(e).is_some() => {
                    changed.extend(host_update(e));
                }
                StmtKind::Mint(m) => match &m.directive {
                    Directive::For(_) => {
                        let Some(n) = self.nest_of(st) else {
                            return self.refuse(st.span, "a nest the analyzer did not accept");
                        };
                        if single.is_some() {
                            return self.refuse(
                                st.span,
                                "a nest after the `single` (the swap must end the step)",
                            );
                        }
                        nests.push((st, n));
                    }
                    Directive::Single => {
                        if single.is_some() {
                            return self.refuse(st.span, "a second `single` in the time loop");
                        }
                        let Some(si) = self
                            .f
                            .singles
                            .iter()
                            .find(|x| x.pragma_span == m.pragma_span)
                        else {
                            return self.refuse(st.span, "a `single` the analyzer did not accept");
                        };
                        changed.extend(single_scalar_updates(si));
                        if nests.is_empty() {
                            // Scalars set before the step (`err = 0.0;`, `t += dt;`): host code
                            // of the step, which a fused nest must not read (below).
                            if updates_scalars_only(si) {
                                continue;
                            }
                            return self.refuse(
                                st.span,
                                "a `single` before the nest (the swap must follow the step)",
                            );
                        }
                        if aliases_set && updates_scalars_only(si) {
                            // Only the flags that pick the step's buffers through aliases
                            // (`cur = 1 - cur;` after `src = grid[cur];`): the aliases set in
                            // the step follow them, and no device array moves.
                        } else if swaps_aliases_only(si, self.f) {
                            // Host pointers that launches resolve (`cur = nxt` of pointers
                            // set to the copied arrays before the loop): as aliases set in
                            // the step, each launch finds its arrays.
                            aliases_set = true;
                        } else {
                            single = Some((st, si));
                        }
                    }
                    Directive::Copy(_) => {
                        return self.refuse(
                            st.span,
                            "a `copy` inside the time loop (the host moves data between steps)",
                        )
                    }
                    Directive::Barrier => {
                        return self.refuse(st.span, "a `barrier` inside the time loop")
                    }
                    Directive::Parallel(_) => {
                        return self.refuse(st.span, "a parallel region inside the time loop")
                    }
                },
                _ => {
                    let text = st.span.text(self.src).lines().next().unwrap_or("").trim();
                    return self.refuse(
                        st.span,
                        format!(
                            "`{text}` runs between the steps (a time loop holds only its nests and a `single` pointer swap)"
                        ),
                    );
                }
            }
        }
        for (st, n) in &nests {
            if let Some(r) = n.reductions.first() {
                return self.refuse(
                    st.span,
                    format!(
                        "the nest has a reduction (`{}`): the host reads its value after every step",
                        r.name
                    ),
                );
            }
            // (Nominal subscripts without plane views: a periodic grid, below.)
            let planes = n
                .views
                .as_ref()
                .is_some_and(|v| v.arrays.iter().any(|a| a.view.is_some()) || v.fallback.is_none());
            if nests.len() == 1 && n.stencil.is_none() && planes {
                return self.classify_parity(s, st, n, single, &changed, &defs);
            }
            let first = std::ptr::eq(*st, nests[0].0);
            if let Some(v) = n.scalars.iter().find(|v| {
                changed.contains(&v.name)
                    && !(first && read_as_value(n, &v.name) && self.counts_steps(s, body, v))
            }) {
                return self.refuse(
                    st.span,
                    format!(
                        "the nest reads `{}`, which the time loop changes every step",
                        v.name
                    ),
                );
            }
        }
        // Walls of the input copied before the step (`u[0][j] = u[1][j];` nests, then the
        // sweep): the sweep is the loop's first nest, the copies follow it in `nests`.
        let walls_before = nests.len() >= 2
            && nests.last().is_some_and(|(_, m)| {
                m.stencil.as_ref().is_some_and(|st| {
                    nests[..nests.len() - 1].iter().all(|(_, b)| {
                        b.stencil.is_none()
                            && b.arrays.len() == 1
                            && b.arrays[0].name == st.main_array
                    })
                })
            });
        if walls_before {
            nests.rotate_right(1);
        }
        let (st0, mut n0) = nests[0];
        // Neighbours wrapped around a periodic grid: the nest through its nominal subscripts,
        // which the fused kernel runs over wrapped loads.
        let periodic;
        if n0.stencil.is_none() && n0.through_views().is_some_and(|v| v.fallback.is_some()) {
            match crate::wrap_edges::periodic(n0) {
                // (A second nest only as a copy back of the points: checked below.)
                Ok(w) if nests.len() <= 2 => {
                    periodic = w;
                    n0 = &periodic;
                }
                Ok(_) => {
                    return self.refuse(
                        nests[2].0.span,
                        "a third nest in a step whose neighbours wrap around the grid",
                    )
                }
                Err(why) => {
                    return self.refuse(st0.span, format!("{CLAMPED}; {WRAPS_FUSE}{why}"));
                }
            }
        }
        let wraps = n0.periodic.iter().any(|&w| w > 0);
        // The array holding the state is the one the step's output replaces. The stencil's
        // main array is the most-read one, which may be a coefficient read at as many points
        // (first in the body): then the state takes its place. A main array that a nest writes
        // or the `single` moves stays (the checks below say what is wrong with the step).
        let eff = single.and_then(|(_, si)| single_effect(si).ok());
        let main_moves = n0.stencil.as_ref().is_some_and(|st| {
            nests.iter().any(|(_, n)| {
                n.arrays
                    .iter()
                    .any(|a| a.name == st.main_array && a.writes > 0)
            }) || eff
                .iter()
                .flatten()
                .any(|(k, v)| *k == st.main_array && v != k)
        });
        let state = match (nests.as_slice(), single) {
            _ if main_moves => None,
            ([_], Some((_, si))) => match si.device_copies.as_slice() {
                [c] => Some(c.dst.clone()),
                [] => eff.as_ref().and_then(|eff| {
                    let w = n0.arrays.iter().find(|a| a.writes > 0)?;
                    eff.iter()
                        .find(|(k, v)| *v == w.name && *k != w.name)
                        .map(|(k, _)| k.clone())
                }),
                _ => None,
            },
            ([_, (_, n1)], None) => n1
                .arrays
                .iter()
                .find(|a| a.writes > 0)
                .map(|a| a.name.clone()),
            _ => None,
        };
        let n0s = state
            .as_deref()
            .map_or(std::borrow::Cow::Borrowed(n0), |x| with_state(n0, x));
        if wraps
            && n0s.stencil.as_ref().map(|s| &s.main_array)
                != n0.stencil.as_ref().map(|s| &s.main_array)
        {
            return self.refuse(
                st0.span,
                "the array that wraps around the grid is not the state the step advances",
            );
        }
        if let (1, Some((sst, si)), false) = (nests.len(), single, wraps) {
            if let Some(st) = self.leapfrog(st0, &n0s, sst, si)? {
                return Ok(st);
            }
        }
        let tp = (self.plan)(&n0s)
            .or_else(|why| self.refuse(st0.span, format!("the nest cannot run fused: {why}")))?;
        let wrapped = wraps.then(|| Box::new(n0s.clone().into_owned()));
        let stepped = match (nests.len(), single) {
            (1, Some((sst, si))) if !si.device_copies.is_empty() => {
                self.check_copy_whole(sst, si, &tp)?;
                Ok(Stepped::new(Form::CopyWhole, vec![n0.id], tp))
            }
            (1, Some((sst, si))) => match self.check_swap(sst, si, &tp)? {
                None => Ok(Stepped::new(Form::Swap, vec![n0.id], tp)),
                Some(prev) => {
                    let plan = crate::temporal::with_prev(n0, &tp, &prev).or_else(|why| {
                        self.refuse(
                            st0.span,
                            format!("the nest cannot run fused with three time levels: {why}"),
                        )
                    })?;
                    Ok(Stepped::new(Form::Rotate, vec![n0.id], plan))
                }
            },
            // The buffers chosen through aliases every step: the step functions follow what
            // each launch is given, as after a swap.
            (1, None) if aliases_set && self.aliases_only_as_buffers(n0, &tp) => {
                Ok(Stepped::new(Form::Swap, vec![n0.id], tp))
            }
            // Three levels picked through aliases (`prev = lev[t % 3]`, ...): the older level
            // is the third alias, read at the point; the rotate step functions follow what each
            // launch is given.
            (1, None) if aliases_set && self.third_alias(n0, &tp).is_some() => {
                let prev = self.third_alias(n0, &tp).expect("checked");
                let plan = crate::temporal::with_prev(n0, &tp, &prev).or_else(|why| {
                    self.refuse(
                        st0.span,
                        format!("the nest cannot run fused with three time levels: {why}"),
                    )
                })?;
                Ok(Stepped::new(Form::Rotate, vec![n0.id], plan))
            }
            (1, None) => self.refuse(
                st0.span,
                format!(
                    "no `single` swaps `{}` and `{}` after the nest, so every step computes the same `{}`",
                    tp.input, tp.output, tp.output
                ),
            ),
            // (a `single` after the pair that only counts: `sweep++`)
            (2, None) | (2, Some(_)) if single.is_none_or(|(_, si)| updates_scalars_only(si)) => {
                let (st1, n1) = nests[1];
                let form = if wraps {
                    // A periodic step: its second nest only as the copy back of the points.
                    if !copies_back(n0, n1, &tp) {
                        return self.refuse(
                            st1.span,
                            PERIODIC_SECOND,
                        );
                    }
                    Form::CopyBack
                } else {
                    match self.check_pair(n0, st1, n1, &tp) {
                        Ok(()) => Form::Pair,
                        Err(_) if copies_back(n0, n1, &tp) => Form::CopyBack,
                        Err(_) if copies_whole(self.f, n1, &tp) => Form::CopyWhole,
                        Err(e) => return Err(e),
                    }
                };
                Ok(Stepped::new(form, vec![n0.id, n1.id], tp))
            }
            // Boundary nests after the step that copy walls from the layer inside them.
            (k, Some((sst, si))) if k >= 2 => {
                if wraps {
                    return self.refuse(
                        nests[1].0.span,
                        PERIODIC_SECOND,
                    );
                }
                let bcs: Vec<&Nest> = nests[1..].iter().map(|(_, n)| *n).collect();
                let copied = if walls_before { &tp.input } else { &tp.output };
                let boundary =
                    match crate::boundary_nests::boundary_sides(&n0s, &bcs, &tp.input, copied) {
                        Ok(b) => b,
                        Err(_) if k == 2 && bcs[0].arrays.iter().any(|a| a.name != tp.output) => {
                            return self.refuse(
                                sst.span,
                                "two nests and a `single` that moves arrays: a step of two stages (as Runge-Kutta's, the second reading the step's input and the first's output) does not fuse; a pair of nests that alternates two arrays, without a swap, does",
                            )
                        }
                        Err(why) => {
                            return self.refuse(
                                nests[1].0.span,
                                format!("{k} nests in the time loop, and the nests after the first are not walls copied from the layer inside them: {why}"),
                            )
                        }
                    };
                let walls = boundary.walls;
                let clamped =
                    crate::boundary_nests::with_clamps(&n0s, &tp.input, &walls);
                let plan = (self.plan)(&clamped).or_else(|why| {
                    self.refuse(st0.span, format!("the nest cannot run fused with its walls clamped: {why}"))
                })?;
                if self.check_swap(sst, si, &plan)?.is_some() {
                    return self.refuse(
                        sst.span,
                        "three time levels with boundary nests after the step",
                    );
                }
                let mut stepped = Stepped::new(
                    Form::Swap,
                    nests.iter().map(|(_, n)| n.id).collect(),
                    plan,
                );
                stepped.walls = walls;
                stepped.fixed = boundary.fixed.iter().map(|&k| bcs[k].id).collect();
                stepped.walls_before = walls_before;
                stepped.clamped = Some(Box::new(clamped));
                Ok(stepped)
            }
            (k, _) => self.refuse(
                nests[2].0.span,
                format!("{k} nests in the time loop (one with a swap, or a pair, can be fused)"),
            ),
        }?;
        Ok(Stepped { wrapped, ..stepped })
    }

    /// [`Form::Leapfrog`]: `n` writes one array `W` that it also reads, and the `single` swaps
    /// the stencil's main array and `W` with nothing copied: the older level read from an array
    /// of its own. `None` where `n` does not read the array it writes as an older level
    /// ([`crate::older_level::split_older_level`]) or the `single` copies (the checks after it
    /// say what is wrong); refused where the split nest does not fuse.
    fn leapfrog(
        &self,
        st0: &Stmt,
        n: &Nest,
        sst: &Stmt,
        si: &mint_analyzer::Single,
    ) -> Result<Option<Stepped>, Refused> {
        let written: Vec<&mint_analyzer::ArrayUse> =
            n.arrays.iter().filter(|a| a.writes > 0).collect();
        let ([w], Some(st)) = (written.as_slice(), &n.stencil) else {
            return Ok(None);
        };
        if w.reads == 0 || !si.device_copies.is_empty() || st.main_array == w.name {
            return Ok(None);
        }
        let why = |e: String| format!("the nest cannot run fused: {e}");
        // (Not a new level over the older one: the plan's reason follows.)
        let Ok(m) = crate::older_level::split_older_level(n, &w.name) else {
            return Ok(None);
        };
        let tp = (self.plan)(&m).or_else(|e| self.refuse(st0.span, why(e)))?;
        if let Some(third) = self.check_swap(sst, si, &tp)? {
            return self.refuse(
                sst.span,
                format!(
                    "the `single` rotates `{third}`, `{}` and `{}`, but the nest writes its new level over the older one it reads (`{}`): with three arrays, write the new level into the third",
                    tp.input, tp.output, tp.output
                ),
            );
        }
        let older = crate::older_level::older_name(&w.name);
        let plan = crate::temporal::with_prev(&m, &tp, &older).or_else(|e| {
            self.refuse(
                st0.span,
                format!("the nest cannot run fused with three time levels: {e}"),
            )
        })?;
        let mut stepped = Stepped::new(Form::Leapfrog, vec![n.id], plan);
        stepped.older = Some(Box::new(m));
        Ok(Some(stepped))
    }

    /// Whether the aliases nest `n` uses are its input and output only (the flush runs on the
    /// buffers the steps recorded; another array of the nest it takes from the host as is).
    fn aliases_only_as_buffers(&self, n: &Nest, tp: &TemporalPlan) -> bool {
        n.arrays
            .iter()
            .filter(|a| self.f.alias(&a.name).is_some())
            .all(|a| a.name == tp.input || a.name == tp.output)
    }

    /// The one alias of nest `n` besides its input and output, where its input and output
    /// are aliases too (three time levels picked through pointers).
    fn third_alias(&self, n: &Nest, tp: &TemporalPlan) -> Option<String> {
        let is_alias = |x: &str| self.f.alias(x).is_some();
        if !is_alias(&tp.input) || !is_alias(&tp.output) {
            return None;
        }
        let mut others = n
            .arrays
            .iter()
            .filter(|a| a.name != tp.input && a.name != tp.output && is_alias(&a.name));
        let third = others.next()?;
        others.next().is_none().then(|| third.name.clone())
    }

    /// A loop whose one nest reads and writes planes of one array ([`Form::Parity`]): the
    /// written plane must be the one the next iteration reads (see [`crate::parity_steps`]).
    fn classify_parity(
        &self,
        s: &Stmt,
        st: &Stmt,
        n: &Nest,
        single: Option<(&Stmt, &mint_analyzer::Single)>,
        changed: &[String],
        defs: &[(String, Expr)],
    ) -> Result<Stepped, Refused> {
        use crate::parity_steps::{
            advance_in, advance_of, mentions, parity_of, resolve, separate_views, Advance,
        };
        let Some(viewed) = n.through_views() else {
            return self.refuse(
                st.span,
                "a nest the analyzer did not read through its planes",
            );
        };
        if viewed.fallback.is_some() {
            return self.refuse(st.span, CLAMPED);
        }
        let nv = separate_views(n).expect("a nest with views");
        let tp = (self.plan)(&nv)
            .or_else(|why| self.refuse(st.span, format!("the nest cannot run fused: {why}")))?;
        let view = |name: &str| {
            viewed
                .arrays
                .iter()
                .find(|a| a.name == name)
                .and_then(|a| a.view.clone())
        };
        let (Some(r), Some(w)) = (view(&tp.input), view(&tp.output)) else {
            return self.refuse(
                st.span,
                format!(
                    "`{}` and `{}`, which the nest reads and writes, are not two planes of one array",
                    n.device_array(&tp.input),
                    n.device_array(&tp.output)
                ),
            );
        };
        let base = r.base.clone();
        if r.base != w.base {
            return self.refuse(
                st.span,
                format!(
                    "the nest reads a plane of `{}` and writes one of `{}` (a parity loop reads and writes two planes of one array)",
                    r.base, w.base
                ),
            );
        }
        if let Some(a) = viewed
            .arrays
            .iter()
            .find(|a| a.view.is_some() && a.name != tp.input && a.name != tp.output)
        {
            return self.refuse(
                st.span,
                format!(
                    "the nest reads a third plane of `{}` (`{}`): a fused launch takes the two planes it steps between",
                    a.device_array(),
                    a.view.as_ref().map_or(String::new(), |v| v.planes.iter().map(|p| format!("[{}]", p.to_c())).collect())
                ),
            );
        }
        let (rs, ws) = (
            r.planes
                .iter()
                .map(|p| resolve(p, defs))
                .collect::<Vec<_>>(),
            w.planes
                .iter()
                .map(|p| resolve(p, defs))
                .collect::<Vec<_>>(),
        );
        let ([rp], [wp]) = (rs.as_slice(), ws.as_slice()) else {
            return self.refuse(
                st.span,
                format!("the planes of `{base}` are chosen by more than one subscript"),
            );
        };
        let pick = changed
            .iter()
            .find(|v| parity_of(rp, v, true).is_some() && parity_of(wp, v, true).is_some());
        let Some(v) = pick else {
            let moving = changed.iter().find(|v| {
                let mut m = false;
                rp.walk(&mut |x| m |= x.as_ident() == Some(v.as_str()));
                wp.walk(&mut |x| m |= x.as_ident() == Some(v.as_str()));
                m
            });
            return self.refuse(
                st.span,
                match moving {
                    Some(v) => format!(
                        "the nest writes `{base}[{}]` from `{base}[{}]`, which are not the two parities of `{v}` (`{v} % 2` and `({v} + 1) % 2`, `{v} & 1`, `1 - {v} % 2`, or a flag flipped every step)",
                        wp.to_c(),
                        rp.to_c()
                    ),
                    None => format!(
                        "the nest writes `{base}[{}]` from `{base}[{}]` in every step: the planes do not change with the time loop, so every step computes the same values",
                        wp.to_c(),
                        rp.to_c()
                    ),
                },
            );
        };
        // How `v` changes each iteration: in the loop's header or in the `single`, once.
        let in_header = header_changes(s).contains(v);
        let header_step = match &s.kind {
            StmtKind::For(fl) if in_header => {
                let cond_changes = fl.cond.iter().any(|c| {
                    let mut names = Vec::new();
                    assigned_in(c, &mut names);
                    names.contains(v)
                });
                fl.step
                    .as_ref()
                    .filter(|_| !cond_changes)
                    .and_then(|e| advance_of(e, v))
            }
            _ => None,
        };
        let in_single = single.and_then(|(_, si)| {
            let stmts = mint_analyzer::single_stmts(&si.body);
            single_scalar_updates(si)
                .contains(v)
                .then(|| advance_in(&stmts, v))
        });
        let advance = match (in_header, header_step, in_single) {
            (true, Some(a), None) => a,
            (false, _, Some(Some(a))) => a,
            _ => {
                return self.refuse(
                    s.span,
                    format!(
                        "`{v}` must change once per iteration by an odd constant (`{v}++`, `{v} += 1`) or flip between 0 and 1 (`{v} = 1 - {v}`), so that each step reads the plane the one before wrote"
                    ),
                )
            }
        };
        let bare = advance == Advance::Flip;
        let (kr, kw) = match (parity_of(rp, v, bare), parity_of(wp, v, bare)) {
            (Some(a), Some(b)) => (a, b),
            _ => {
                return self.refuse(
                    st.span,
                    format!(
                        "`{}` and `{}` are not parities of `{v}`",
                        rp.to_c(),
                        wp.to_c()
                    ),
                )
            }
        };
        if (kw - kr).rem_euclid(2) != 1 {
            return self.refuse(
                st.span,
                format!(
                    "the nest writes `{base}[{}]` from `{base}[{}]`: the same plane every step",
                    wp.to_c(),
                    rp.to_c()
                ),
            );
        }
        if mentions(&nv.body, v)
            || n.loops.iter().any(|l| {
                let mut m = false;
                l.lo.walk(&mut |x| m |= x.as_ident() == Some(v.as_str()));
                l.hi.walk(&mut |x| m |= x.as_ident() == Some(v.as_str()));
                m
            })
        {
            return self.refuse(
                st.span,
                format!("the nest reads `{v}`, which the time loop changes every step"),
            );
        }
        let in_planes = |x: &str| {
            let mut m = false;
            for p in r.planes.iter().chain(&w.planes) {
                p.walk(&mut |e| m |= e.as_ident() == Some(x));
            }
            m
        };
        if let Some(x) = n.scalars.iter().find(|x| {
            x.name != *v
                && changed.contains(&x.name)
                && !(defs.iter().any(|(d, _)| *d == x.name)
                    && in_planes(&x.name)
                    && !mentions(&nv.body, &x.name))
        }) {
            return self.refuse(
                st.span,
                format!(
                    "the nest reads `{}`, which the time loop changes every step",
                    x.name
                ),
            );
        }
        if let Some((sst, si)) = single {
            match single_effect(si) {
                Ok(eff) if eff.iter().all(|(k, x)| k == x) => {}
                Ok(_) => {
                    return self.refuse(
                        sst.span,
                        "the `single` moves pointers besides the time parity (a parity loop swaps its planes by the parity alone)",
                    )
                }
                Err((at, what)) => {
                    return self.refuse(
                        at,
                        format!("the `single` {what}; only scalar updates can run between fused steps"),
                    )
                }
            }
        }
        Ok(Stepped::new(Form::Parity, vec![n.id], tp))
    }

    /// The `single` swaps the pair (`None`) or rotates three levels, `P <- R <- W <- P`
    /// (`Some(P)`), and does nothing else to pointers.
    fn check_swap(
        &self,
        st: &Stmt,
        si: &mint_analyzer::Single,
        tp: &TemporalPlan,
    ) -> Result<Option<String>, Refused> {
        let eff = match single_effect(si) {
            Ok(e) => e,
            Err((at, what)) => {
                return self.refuse(
                    at,
                    format!("the `single` {what}; only a pointer swap can run between fused steps"),
                )
            }
        };
        let value = |v: &str| {
            eff.iter()
                .find(|(k, _)| k == v)
                .map_or(v.to_string(), |(_, x)| x.clone())
        };
        let (i, o) = (&tp.input, &tp.output);
        let outside: Vec<&(String, String)> = eff.iter().filter(|(k, v)| k != v).collect();
        let others: Vec<&str> = outside
            .iter()
            .flat_map(|(k, v)| [k.as_str(), v.as_str()])
            .filter(|x| x != i && x != o)
            .filter(|x| outside.iter().any(|(k, _)| k == x) || eff.iter().all(|(k, _)| k != x))
            .collect();
        if let Some(third) = others.iter().find(|x| outside.iter().any(|(_, v)| v == *x)) {
            // Three levels: the older level takes the current one, the current the new one, the
            // new one's buffer the older level's.
            let rotates = value(third) == *i && value(i) == *o && value(o) == *third;
            // Another pointer may end as an alias of a level (a temporary declared outside
            // the block), nothing else.
            let level = |x: &str| x == i || x == o || x == *third;
            let more = outside.iter().find(|(k, v)| !level(k) && !level(v));
            return match (rotates, more) {
                (true, None) => Ok(Some(third.to_string())),
                (true, Some((k, v))) => self.refuse(st.span, format!("the `single` sets `{k}` to `{v}`")),
                (false, _) => self.refuse(
                    st.span,
                    format!(
                        "the `single` moves `{i}`, `{o}` and `{third}` but not as time levels (`{third} = {i}; {i} = {o}; {o} = old {third}` rotates them)"
                    ),
                ),
            };
        }
        if value(i) != *o || value(o) != *i {
            return self.refuse(
                st.span,
                format!("the `single` does not swap `{i}` and `{o}`, the arrays the nest reads and writes"),
            );
        }
        if let Some((k, v)) = outside
            .iter()
            .find(|(k, v)| k != i && k != o && v != i && v != o)
        {
            return self.refuse(st.span, format!("the `single` sets `{k}` to `{v}`"));
        }
        Ok(None)
    }

    /// The `single` copies the nest's output over its input whole and otherwise updates only
    /// scalars ([`Form::CopyWhole`]).
    fn check_copy_whole(
        &self,
        st: &Stmt,
        si: &mint_analyzer::Single,
        tp: &TemporalPlan,
    ) -> Result<(), Refused> {
        let (i, o) = (&tp.input, &tp.output);
        let [c] = si.device_copies.as_slice() else {
            // Three time levels kept in place by copies (`P <- R`, then `R <- W`): the rotation
            // of pointers computes the same and fuses.
            if let [c0, c1] = si.device_copies.as_slice() {
                if c0.src == *i && c1.dst == *i && c1.src == *o && c0.dst != *o {
                    let p = &c0.dst;
                    return self.refuse(
                        c1.stmt,
                        format!(
                            "the `single` keeps three time levels in place by copies (`{p}` <- `{i}` <- `{o}`), which run between single steps; rotating the pointers instead fuses (`tmp = {p}; {p} = {i}; {i} = {o}; {o} = tmp;`, the arrays allocated apart)"
                        ),
                    );
                }
            }
            return self.refuse(
                si.device_copies[1].stmt,
                "the `single` copies arrays twice; one copy of the nest's output over its input can run between fused steps",
            );
        };
        if c.dst != *i || c.src != *o {
            return self.refuse(
                c.stmt,
                format!(
                    "the `single` copies `{}` over `{}`, not the nest's output `{o}` over its input `{i}`",
                    c.src, c.dst
                ),
            );
        }
        match effect_of(si, true) {
            Ok(eff) if eff.iter().all(|(k, v)| k == v) => Ok(()),
            Ok(_) => self.refuse(
                st.span,
                format!("the `single` copies `{o}` over `{i}` and also moves pointers"),
            ),
            Err((at, what)) => self.refuse(
                at,
                format!("the `single` {what}; only the copy and scalar updates can run between fused steps"),
            ),
        }
    }

    fn check_pair(
        &self,
        n0: &Nest,
        st1: &Stmt,
        n1: &Nest,
        tp: &TemporalPlan,
    ) -> Result<(), Refused> {
        let (a, b) = (&tp.input, &tp.output);
        let not = |what: String| {
            self.refuse::<()>(
                st1.span,
                format!("the second nest is not the first with `{a}` and `{b}` exchanged: {what}"),
            )
        };
        let reads = |n: &Nest, x: &str| n.arrays.iter().any(|u| u.name == x && u.reads > 0);
        let writes = |n: &Nest, x: &str| n.arrays.iter().any(|u| u.name == x && u.writes > 0);
        if !(writes(n1, a) && reads(n1, b) && !writes(n1, b)) {
            return not(format!("it does not compute `{a}` from `{b}`"));
        }
        if n0.parallel != n1.parallel || n0.loops.len() != n1.loops.len() {
            return not("its loops differ".into());
        }
        let ren = |e: &Expr| renamed(e, a, b);
        for (l0, l1) in n0.loops.iter().zip(&n1.loops) {
            if l0.var != l1.var
                || l0.var_ty != l1.var_ty
                || l0.step != l1.step
                || l0.hi_inclusive != l1.hi_inclusive
                || !l0.lo.same_as(&ren(&l1.lo))
                || !l0.hi.same_as(&ren(&l1.hi))
            {
                return not(format!("its loop over `{}` differs", l1.var));
            }
        }
        if !same_stmt(&n0.body, &n1.body, a, b) {
            return not("its body differs".into());
        }
        Ok(())
    }
}

/// What a `single` block does to pointer variables: `(name, the variable whose value it ends
/// with)` for every variable declared outside the block that it assigns, or the statement that is
/// not a pointer assignment and what it does.
pub fn single_effect(si: &mint_analyzer::Single) -> Result<Vec<(String, String)>, (Span, String)> {
    effect_of(si, false)
}

/// [`single_effect`], with the block's whole-array copies between device arrays
/// ([`mint_analyzer::Single::device_copies`]) passed over where `copies` (they move no pointer).
fn effect_of(
    si: &mint_analyzer::Single,
    copies: bool,
) -> Result<Vec<(String, String)>, (Span, String)> {
    let mut vals: Vec<(String, String)> = Vec::new();
    let mut local: Vec<String> = Vec::new();
    let get = |vals: &[(String, String)], v: &str| {
        vals.iter()
            .rev()
            .find(|(k, _)| k == v)
            .map_or(v.to_string(), |(_, x)| x.clone())
    };
    let is_ptr = |v: &str| si.pointer_vars.iter().any(|p| p == v);
    for st in mint_analyzer::single_stmts(&si.body) {
        if copies && si.device_copies.iter().any(|c| c.stmt == st.span) {
            continue;
        }
        match &st.kind {
            StmtKind::Empty => {}
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    let Some(name) = dd.name.as_ref().map(|n| n.name.clone()) else {
                        continue;
                    };
                    let init = match &dd.init {
                        None => name.clone(),
                        Some(Initializer::Expr(e)) => match e.as_ident() {
                            Some(i) if is_ptr(&name) => get(&vals, i),
                            _ => {
                                return Err((
                                    st.span,
                                    format!("declares `{name}` with a value that is not a pointer"),
                                ))
                            }
                        },
                        Some(_) => return Err((st.span, format!("declares `{name}` with a list"))),
                    };
                    local.push(name.clone());
                    vals.push((name, init));
                }
            }
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, l, r),
                ..
            }) => {
                match (l.as_ident(), r.as_ident()) {
                    (Some(l), Some(r)) if is_ptr(l) => {
                        let v = get(&vals, r);
                        vals.push((l.to_string(), v));
                    }
                    (Some(l), _) if is_ptr(l) => {
                        return Err((st.span, format!("sets the pointer `{l}` to an expression")));
                    }
                    (Some(_), _) if scalar_update(st, si).is_some() => {}
                    (Some(l), _) => {
                        return Err((
                        st.span,
                        format!("changes `{l}` with a value that reads a pointer or calls a function"),
                    ));
                    }
                    _ => return Err((st.span, "assigns to an element".to_string())),
                }
            }
            StmtKind::Expr(_) if scalar_update(st, si).is_some() => {}
            StmtKind::Expr(e) => {
                let mut names = Vec::new();
                assigned_in(e, &mut names);
                return Err((
                    st.span,
                    match names.first() {
                        Some(n) => format!(
                            "changes `{n}` with a value that reads a pointer or calls a function"
                        ),
                        None => format!("runs `{}`", e.to_c()),
                    },
                ));
            }
            _ => {
                return Err((
                    st.span,
                    "holds a statement that is not an assignment".into(),
                ))
            }
        }
    }
    let mut eff: Vec<(String, String)> = Vec::new();
    for (k, _) in &vals {
        if !local.contains(k) && !eff.iter().any(|(x, _)| x == k) {
            eff.push((k.clone(), get(&vals, k)));
        }
    }
    Ok(eff)
}

/// Whether `n1` copies `n0`'s output back into its input over `n0`'s points: the same loops,
/// and a body that is one assignment `R[...] = W[...]` of the point itself.
fn copies_back(n0: &Nest, n1: &Nest, tp: &TemporalPlan) -> bool {
    let same_loops = n0.parallel == n1.parallel
        && n0.loops.len() == n1.loops.len()
        && n0.loops.iter().zip(&n1.loops).all(|(a, b)| {
            a.var == b.var
                && a.step == b.step
                && a.hi_inclusive == b.hi_inclusive
                && a.lo.same_as(&b.lo)
                && a.hi.same_as(&b.hi)
        });
    same_loops && copies_point(n1, tp)
}

/// Whether `n1` copies `n0`'s output over its input whole: its loops run every index of every
/// dimension of both arrays (`0 ..< size`, the sizes of their `copy`), and its body is one
/// assignment `R[...] = W[...]` of the point itself (a loop `for (p = 0; p < n * n; p++) u[p] =
/// unew[p];` over flat arrays, made a nest by the analyzer, is one).
fn copies_whole(f: &FunctionInfo, n1: &Nest, tp: &TemporalPlan) -> bool {
    let sizes = |name: &str| f.arrays.iter().find(|a| a.name == name).map(|a| &a.sizes);
    let (Some(rs), Some(ws)) = (sizes(&tp.input), sizes(&tp.output)) else {
        return false;
    };
    let rank = n1.loops.len();
    let whole = n1.parallel == rank
        && rs.len() == rank
        && ws.len() == rank
        && n1.loops.iter().enumerate().all(|(k, l)| {
            let (r, w) = (&rs[rank - 1 - k], &ws[rank - 1 - k]);
            l.step == 1
                && !l.hi_inclusive
                && mint_analyzer::int_const(&l.lo) == Some(0)
                && mint_analyzer::delinearize::same_value(&l.hi, r)
                && mint_analyzer::delinearize::same_value(&l.hi, w)
        });
    whole && copies_point(n1, tp)
}

/// Whether `n1`'s body is one assignment `R[...] = W[...]` of the point itself (`R`, `W`: the
/// plan's input and output), and all it does.
fn copies_point(n1: &Nest, tp: &TemporalPlan) -> bool {
    let (r, w) = (&tp.input, &tp.output);
    let arrays_ok = n1.arrays.len() == 2
        && n1.arrays.iter().all(|a| {
            let at_point = |o: &Vec<[i64; 3]>| o.iter().all(|x| *x == [0, 0, 0]);
            a.affine
                && a.view.is_none()
                && ((a.name == *r && a.writes == 1 && a.reads == 0 && at_point(&a.write_offsets))
                    || (a.name == *w && a.reads == 1 && a.writes == 0 && at_point(&a.read_offsets)))
        });
    let one_copy = match stmts_of(&n1.body) {
        [st] => match &st.kind {
            StmtKind::Expr(e) => match &e.kind {
                ExprKind::Assign(None, _, v) => {
                    let mut v = &**v;
                    while let ExprKind::Paren(x) = &v.kind {
                        v = x;
                    }
                    matches!(v.kind, ExprKind::Index(..))
                }
                _ => false,
            },
            _ => false,
        },
        _ => false,
    };
    arrays_ok && one_copy && n1.reductions.is_empty()
}

/// A declarator the steps of a time loop may run as host code: an arithmetic scalar (no
/// pointer, no array) with a value computed without calls, elements or side effects.
fn step_local(x: &mint_lang::ast::Declarator) -> bool {
    let scalar = x.ty.rank() == 0 && x.ty.pointers == 0;
    let pure = match &x.init {
        Some(Initializer::Expr(e)) => pure(e),
        Some(_) => false,
        None => true,
    };
    scalar && pure && x.name.is_some()
}

/// The variable an expression statement `e` sets, where it sets one plain variable from values
/// without calls, elements or pointers (`step++`, `t += 1`, `time = time + dt`).
fn host_update(e: &Expr) -> Option<String> {
    let mut names = Vec::new();
    assigned_in(e, &mut names);
    let [name] = names.as_slice() else {
        return None;
    };
    let target = match &e.kind {
        ExprKind::Assign(_, l, _) | ExprKind::PostIncDec(_, l) => l,
        ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, l) => l,
        _ => return None,
    };
    let mut plain = target.as_ident() == Some(name.as_str());
    e.walk(&mut |x| {
        plain &= !matches!(
            x.kind,
            ExprKind::Call(..)
                | ExprKind::Index(..)
                | ExprKind::Member(..)
                | ExprKind::Unary(UnOp::Deref | UnOp::Addr, _)
        );
    });
    plain.then(|| name.clone())
}

/// Whether `e` has no effect and reads no element: no call, subscript, member, assignment,
/// increment, address or dereference.
fn pure(e: &Expr) -> bool {
    let mut ok = true;
    e.walk(&mut |y| {
        ok &= !matches!(
            y.kind,
            ExprKind::Call(..)
                | ExprKind::Index(..)
                | ExprKind::Member(..)
                | ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr | UnOp::Deref, _)
        )
    });
    ok
}

/// [`pure`], but reading elements of host arrays that are not on the device (a table of the
/// level pointers, `lev[t % 3]`): the value an alias is set to.
fn pure_choice(e: &Expr, f: &FunctionInfo) -> bool {
    let mut ok = true;
    e.walk(&mut |y| {
        ok &= match &y.kind {
            ExprKind::Index(base, _) => base
                .as_ident()
                .is_some_and(|b| f.arrays.iter().all(|a| a.name != b) && f.alias(b).is_none()),
            ExprKind::Call(..)
            | ExprKind::Member(..)
            | ExprKind::Assign(..)
            | ExprKind::PostIncDec(..)
            | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr | UnOp::Deref, _) => false,
            _ => true,
        }
    });
    ok
}

/// Whether `st` only sets aliases of `f` ([`mint_analyzer::aliases`]) from pure values: their
/// declarations, plain assignments, and `if`s on pure conditions and blocks made of these
/// (`if (t % 2 == 0) { in = a; out = b; } else { ... }`). Host code of every step that the
/// fused steps need not run: each launch finds its arrays from the aliases' values.
fn sets_aliases_only(st: &Stmt, f: &FunctionInfo) -> bool {
    match &st.kind {
        StmtKind::Empty => true,
        StmtKind::Decl(d) => d.decls.iter().all(|x| {
            x.name.as_ref().is_some_and(|n| f.alias(&n.name).is_some())
                && match &x.init {
                    Some(Initializer::Expr(e)) => pure_choice(e, f),
                    Some(_) => false,
                    None => true,
                }
        }),
        StmtKind::Expr(Expr {
            kind: ExprKind::Assign(None, l, r),
            ..
        }) => l.as_ident().is_some_and(|n| f.alias(n).is_some()) && pure_choice(r, f),
        StmtKind::If { cond, then, els } => {
            pure(cond)
                && sets_aliases_only(then, f)
                && els.as_deref().is_none_or(|e| sets_aliases_only(e, f))
        }
        StmtKind::Block(b) => b.stmts.iter().all(|x| sets_aliases_only(x, f)),
        _ => false,
    }
}

/// Whether the `single` block `si` only moves aliases of `f` ([`mint_analyzer::aliases`])
/// among themselves, through temporaries it declares (`float *tmp = cur; cur = nxt; nxt =
/// tmp;`) or that are declared outside it and set from an alias there (`tmp = cur;`), beside
/// plain scalar updates (a counter), and sets at least one alias: no device array moves, each
/// launch finds its arrays from the aliases' values.
fn swaps_aliases_only(si: &mint_analyzer::Single, f: &FunctionInfo) -> bool {
    let mut temps: Vec<String> = Vec::new();
    let mut sets_alias = false;
    for st in mint_analyzer::single_stmts(&si.body) {
        let known =
            |x: &str, temps: &[String]| f.alias(x).is_some() || temps.iter().any(|t| t == x);
        match &st.kind {
            StmtKind::Empty => {}
            StmtKind::Decl(d) => {
                for x in &d.decls {
                    let init = match &x.init {
                        Some(Initializer::Expr(e)) => e.as_ident(),
                        _ => None,
                    };
                    match (&x.name, init) {
                        (Some(n), Some(i)) if x.ty.pointers > 0 && known(i, &temps) => {
                            temps.push(n.name.clone())
                        }
                        _ => return false,
                    }
                }
            }
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, l, r),
                ..
            }) if l.as_ident().is_some_and(|l| known(l, &temps)) => {
                if !r.as_ident().is_some_and(|r| known(r, &temps)) {
                    return false;
                }
                sets_alias |= l.as_ident().is_some_and(|l| f.alias(l).is_some());
            }
            // A temporary declared outside the block (`double *tmp;` at the top of the
            // function, C89), set from an alias: a host pointer no nest uses and no device
            // array is, which the block's statements keep as C does.
            StmtKind::Expr(Expr {
                kind: ExprKind::Assign(None, l, r),
                ..
            }) if r.as_ident().is_some_and(|r| known(r, &temps))
                && l.as_ident()
                    .is_some_and(|l| f.arrays.iter().all(|a| a.name != l)) =>
            {
                temps.extend(l.as_ident().map(str::to_string));
            }
            _ if scalar_update(st, si).is_some() => {}
            _ => return false,
        }
    }
    sets_alias
}

/// The scalar variable statement `st` of `si` sets, when it is a plain update of one scalar
/// (a step counter or the time: `count++`, `t = t + 1`, `time += dt`): no call, no element, no
/// pointer read or written.
fn scalar_update(st: &Stmt, si: &mint_analyzer::Single) -> Option<String> {
    let StmtKind::Expr(e) = &st.kind else {
        return None;
    };
    let mut names = Vec::new();
    assigned_in(e, &mut names);
    let [name] = names.as_slice() else {
        return None;
    };
    let is_ptr = |v: &str| si.pointer_vars.iter().any(|p| p == v);
    let mut plain = !is_ptr(name);
    e.walk(&mut |x| {
        plain &= !matches!(
            x.kind,
            ExprKind::Call(..) | ExprKind::Index(..) | ExprKind::Member(..)
        ) && x.as_ident().is_none_or(|n| !is_ptr(n))
            && !matches!(x.kind, ExprKind::Unary(UnOp::Deref | UnOp::Addr, _));
    });
    plain.then(|| name.clone())
}

/// The scalars the `single` blocks of a time loop update besides the pointer swap (counters, the
/// time), which a fused nest must not read.
pub fn single_scalar_updates(si: &mint_analyzer::Single) -> Vec<String> {
    mint_analyzer::single_stmts(&si.body)
        .into_iter()
        .filter_map(|st| scalar_update(st, si))
        .collect()
}

/// Whether every statement of the `single` block `si` is a plain update of a scalar
/// ([`scalar_update`]: `cur = 1 - cur;`, `t++`), with no copy: it moves no device array.
fn updates_scalars_only(si: &mint_analyzer::Single) -> bool {
    si.device_copies.is_empty()
        && mint_analyzer::single_stmts(&si.body)
            .into_iter()
            .all(|st| matches!(st.kind, StmtKind::Empty) || scalar_update(st, si).is_some())
}

/// `e` with the names `a` and `b` exchanged.
fn renamed(e: &Expr, a: &str, b: &str) -> Expr {
    let mut e = e.clone();
    rename_mut(&mut e, a, b);
    e
}

fn rename_mut(e: &mut Expr, a: &str, b: &str) {
    match &mut e.kind {
        ExprKind::Ident(n) => {
            if n == a {
                *n = b.to_string();
            } else if n == b {
                *n = a.to_string();
            }
        }
        ExprKind::Int(..)
        | ExprKind::Float(..)
        | ExprKind::Char(_)
        | ExprKind::Str(_)
        | ExprKind::SizeofType(_) => {}
        ExprKind::Paren(x)
        | ExprKind::Unary(_, x)
        | ExprKind::PostIncDec(_, x)
        | ExprKind::Cast(_, x)
        | ExprKind::SizeofExpr(x)
        | ExprKind::Member(x, _, _) => rename_mut(x, a, b),
        ExprKind::Binary(_, x, y) | ExprKind::Assign(_, x, y) | ExprKind::Index(x, y) => {
            rename_mut(x, a, b);
            rename_mut(y, a, b);
        }
        ExprKind::Ternary(x, y, z) => {
            rename_mut(x, a, b);
            rename_mut(y, a, b);
            rename_mut(z, a, b);
        }
        ExprKind::Call(f, args) => {
            rename_mut(f, a, b);
            args.iter_mut().for_each(|x| rename_mut(x, a, b));
        }
    }
}

/// `s0` equals `s1` with `a` and `b` exchanged (straight-line bodies: blocks, declarations and
/// expression statements; anything else compares unequal).
fn same_stmt(s0: &Stmt, s1: &Stmt, a: &str, b: &str) -> bool {
    let (x, y) = (stmts_of(s0), stmts_of(s1));
    if x.len() != y.len() {
        return false;
    }
    x.iter().zip(y).all(|(p, q)| match (&p.kind, &q.kind) {
        (StmtKind::Expr(e0), StmtKind::Expr(e1)) => e0.same_as(&renamed(e1, a, b)),
        (StmtKind::Empty, StmtKind::Empty) => true,
        (StmtKind::Block(_), StmtKind::Block(_)) => same_stmt(p, q, a, b),
        (StmtKind::Decl(d0), StmtKind::Decl(d1)) => {
            d0.decls.len() == d1.decls.len()
                && d0.decls.iter().zip(&d1.decls).all(|(u, v)| {
                    let name = |d: &mint_lang::ast::Declarator| {
                        d.name.as_ref().map(|n| n.name.clone()).unwrap_or_default()
                    };
                    name(u) == name(v)
                        && u.ty.to_c("") == v.ty.to_c("")
                        && match (&u.init, &v.init) {
                            (None, None) => true,
                            (Some(Initializer::Expr(e0)), Some(Initializer::Expr(e1))) => {
                                e0.same_as(&renamed(e1, a, b))
                            }
                            _ => false,
                        }
                })
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::temporal::{default_schedule, plan_temporal};

    /// The time loops of `region` (the body of a `mint parallel` region in a 2-D function
    /// with arrays `U`, `V`, `W` of `n x n` and scalars `c`, `T`, `s`).
    /// A loop's form, nests, input and output, or the reason it is refused.
    type Found = Result<(Form, Vec<usize>, String, String), String>;

    fn loops(region: &str) -> Vec<Found> {
        let src = format!(
            "void f(int n, int T, double c, double s, int count, double time, double **U, double **V, double **W, double (*P)[n][n]) {{\n\
             int t;\n\
             #pragma mint copy(U, toDevice, n, n)\n\
             #pragma mint copy(V, toDevice, n, n)\n\
             #pragma mint copy(W, toDevice, n, n)\n\
             #pragma mint copy(P, toDevice, n, n, 2)\n\
             #pragma mint parallel\n{{\n{region}\n}}\n}}\n"
        );
        found(&src, false).into_iter().map(summary).collect()
    }

    /// [`loops`] after the rewrites the command line runs first ([`mint_analyzer::prepare_unit`]).
    fn loops_prepared(region: &str) -> Vec<Found> {
        let src = format!(
            "void f(int n, int T, double c, double (*P)[n][n]) {{\n\
             #pragma mint copy(P, toDevice, n, n, 2)\n\
             #pragma mint parallel\n{{\n{region}\n}}\n}}\n"
        );
        found(&src, true).into_iter().map(summary).collect()
    }

    /// The time loops of the one function of `src` (after [`mint_analyzer::prepare_unit`]'s
    /// rewrites where `prepared`), planned at `bt` 4 with the default schedule.
    fn found(src: &str, prepared: bool) -> Vec<Result<Stepped, String>> {
        let mut tu = mint_lang::parse(src).unwrap_or_else(|e| panic!("{e:?}"));
        if prepared {
            tu = mint_analyzer::prepare_unit(&tu)
                .unwrap_or_else(|e| panic!("{e:?}"))
                .tu;
        }
        let p = mint_analyzer::analyze(&tu).unwrap_or_else(|e| panic!("{e:?}"));
        let mint_lang::ast::Item::Function(fun) = &tu.items[0] else {
            panic!("a function")
        };
        let plan = |n: &Nest| {
            let (tile, rows, chunk) = default_schedule(n.parallel);
            plan_temporal(n, 4, tile, rows, chunk)
        };
        time_loops(&p.functions[0], fun, src, &plan)
            .into_iter()
            .map(|l| l.result.map_err(|r| r.reason))
            .collect()
    }

    /// A loop's form, nests and pair, or why it was refused.
    fn summary(r: Result<Stepped, String>) -> Found {
        r.map(|s| (s.form, s.nests, s.plan.input, s.plan.output))
    }

    const STEP_UV: &str = "#pragma mint for nest(all)\n\
        for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
        V[y][x] = c * (U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x]);\n";
    const STEP_VU: &str = "#pragma mint for nest(all)\n\
        for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
        U[y][x] = c * (V[y][x-1] + V[y][x+1] + V[y-1][x] + V[y+1][x]);\n";
    const SWAP: &str = "#pragma mint single\n{ double **tmp = U; U = V; V = tmp; }\n";

    fn ok(form: Form, nests: &[usize]) -> Found {
        Ok((form, nests.to_vec(), "U".into(), "V".into()))
    }

    /// The reason of the only loop, which must be refused.
    fn refused(region: &str) -> String {
        let v = loops(region);
        assert_eq!(v.len(), 1, "{v:?}");
        v[0].clone().expect_err("refused")
    }

    /// Three levels kept in place by two copies (`W <- U <- V`): single steps, with the pointer
    /// rotation that fuses named.
    #[test]
    fn three_levels_kept_by_copies_name_the_rotation() {
        let step = "#pragma mint for nest(all)\n\
            for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
            V[y][x] = 2.0 * U[y][x] - W[y][x] + c * (U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x]);\n";
        let why = refused(&format!(
            "for (t = 0; t < T; t++) {{\n{step}#pragma mint single\n{{ memcpy(W, U, sizeof(double) * n * n); memcpy(U, V, sizeof(double) * n * n); }}\n}}"
        ));
        assert!(
            why.contains("keeps three time levels in place by copies (`W` <- `U` <- `V`)")
                && why.contains("`tmp = W; W = U; U = V; V = tmp;`"),
            "{why}"
        );
        // Two other copies: the general reason.
        let why = refused(&format!(
            "for (t = 0; t < T; t++) {{\n{step}#pragma mint single\n{{ memcpy(U, V, sizeof(double) * n * n); memcpy(W, U, sizeof(double) * n * n); }}\n}}"
        ));
        assert!(why.contains("the `single` copies arrays twice"), "{why}");
    }

    #[test]
    fn swap_form_is_recognised_in_for_while_and_do_loops() {
        for (open, close) in [
            ("for (t = 0; t < T; t++) {", "}"),
            ("t = 0; while (t++ < T) {", "}"),
            ("t = 0; do {", "} while (++t < T);"),
        ] {
            let r = loops(&format!("{open}\n{STEP_UV}{SWAP}{close}"));
            assert_eq!(r, vec![ok(Form::Swap, &[1])], "{open}");
        }
        // A swap through a temporary declared in the block, written the other way round.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint single\n{{ double **q = V; V = U; U = q; }}\n}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
    }

    /// A coefficient read at as many points as the state and before it is the stencil's main
    /// array; the fused step advances the array the swap replaces (and the fused nest stages it),
    /// in the swap form and the pair form.
    #[test]
    fn the_state_is_the_array_the_step_replaces_not_a_coefficient_read_as_often() {
        let step = |out: &str, inp: &str| {
            format!(
                "#pragma mint for nest(all)\n\
                 for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
                 {out}[y][x] = W[y][x-1] * {inp}[y][x-1] + W[y][x+1] * {inp}[y][x+1] + W[y-1][x] * {inp}[y-1][x] + W[y+1][x] * {inp}[y+1][x];\n"
            )
        };
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{}{SWAP}}}",
            step("V", "U")
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{}{}}}",
            step("V", "U"),
            step("U", "V")
        ));
        assert_eq!(r, vec![ok(Form::Pair, &[1, 2])]);
    }

    #[test]
    fn counters_in_the_swap_and_c89_declarations_are_host_code_of_the_step() {
        for single in [
            "{ double **tmp = U; U = V; V = tmp; count++; }",
            "{ do { double **t_ = U; U = V; V = t_; } while (0); count++; }",
            "{ double **tmp = U; U = V; V = tmp; s = s + 1.0; }",
            "{ double **tmp = U; U = V; V = tmp; ++count; time += 0.5; }",
        ] {
            let r = loops(&format!(
                "count = 0; do {{\nint z;\n{STEP_UV}#pragma mint single\n{single}\n}} while (count < T);"
            ));
            assert_eq!(r, vec![ok(Form::Swap, &[1])], "{single}");
        }
        // A scalar declared with a value computed without calls or elements is host code of
        // the step (the nest does not read it); one computed by a call runs between the steps.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\nint z = t, w = 2 * t + 1;\n{STEP_UV}{SWAP}}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\ndouble z = sqrt(c);\n{STEP_UV}{SWAP}}}"
        ));
        assert!(
            r[0].as_ref()
                .is_err_and(|e| e.contains("runs between the steps")),
            "{r:?}"
        );
    }

    /// Scalars the step declares with the same value every step (a sweep function's strides,
    /// inlined) are read by fused steps; one that depends on the time, on a scalar the loop
    /// changes or is changed itself keeps one step per launch.
    #[test]
    fn declarations_with_the_same_value_every_step_are_read_by_fused_steps() {
        let step = |decl: &str, after: &str| {
            format!(
                "for (t = 0; t < T; t++) {{\n{decl}\n#pragma mint for nest(all)\n\
                 for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
                 V[y][x] = k * (U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x]);\n{after}{SWAP}}}"
            )
        };
        for decl in [
            "const double k = c * 0.25;",
            "double h = c + 1.0; const double k = 0.25 * h;",
            "int m = n * n; double k = c / m;",
        ] {
            assert_eq!(loops(&step(decl, "")), vec![ok(Form::Swap, &[1])], "{decl}");
        }
        for (decl, after) in [
            ("const double k = c * t;", ""),
            ("double k = s;", "s = s * 0.5;\n"),
            ("double h = time; double k = 0.25 * h;", "time += 0.5;\n"),
            ("double k = c;", "k = k + 1.0;\n"),
        ] {
            let why = refused(&step(decl, after));
            assert!(
                why.contains("`k`, which the time loop changes"),
                "{decl} {after}: {why}"
            );
        }
    }

    /// The second-order wave in two arrays (the new level written over the older one read at
    /// the point, then a swap) is three levels, the older one in an array of its own; reading
    /// the written array after writing it is not.
    #[test]
    fn a_new_level_written_over_the_older_one_is_a_leapfrog() {
        let step = |update: &str| {
            format!(
                "for (t = 0; t < T; t++) {{\n#pragma mint for nest(all)\n\
                 for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++) {{\n{update}\n}}\n{SWAP}}}"
            )
        };
        let lap = "(U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x] - 4.0 * U[y][x])";
        for update in [
            format!("V[y][x] = 2.0 * U[y][x] - V[y][x] + c * {lap};"),
            format!("V[y][x] += c * {lap};"),
            format!("double old = V[y][x]; V[y][x] = 2.0 * U[y][x] - old + c * {lap};"),
        ] {
            assert_eq!(
                loops(&step(&update)),
                vec![ok(Form::Leapfrog, &[1])],
                "{update}"
            );
        }
        // Read after it is written: not an older level. (Read at a neighbour: the analyzer's
        // error, the iterations are not independent.)
        let update = format!("V[y][x] = 2.0 * U[y][x] + c * {lap}; V[y][x] = 0.5 * V[y][x];");
        let why = refused(&step(&update));
        assert!(
            why.contains("reads `V`, the array it writes"),
            "{update}: {why}"
        );
    }

    /// A nest that reads the step's number (one more every iteration, from the header, a
    /// statement of the step or the swap) fuses, each stage reading its own step; a variable
    /// that moves otherwise, or a pair of nests (two steps per iteration), does not.
    #[test]
    fn the_step_number_read_by_the_nest_is_the_clock() {
        let nest = "#pragma mint for nest(all)\n\
            for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
            V[y][x] = c * (U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x]) + 0.5 * t;\n";
        let clock = |region: &str| {
            let src = format!(
                "void f(int n, int T, double c, double **U, double **V) {{\n int t;\n\
                 #pragma mint copy(U, toDevice, n, n)\n#pragma mint copy(V, toDevice, n, n)\n\
                 #pragma mint parallel\n{{\n{region}\n}}\n}}\n"
            );
            found(&src, false)
                .into_iter()
                .map(|r| r.map(|s| s.plan.clock))
                .collect::<Vec<_>>()
        };
        for region in [
            format!("for (t = 0; t < T; t++) {{\n{nest}{SWAP}}}"),
            format!("t = 0; while (t < T) {{\n{nest}{SWAP}t += 1;\n}}"),
            format!(
                "t = 0; do {{\n{nest}#pragma mint single\n{{ double **tmp = U; U = V; V = tmp; t = t + 1; }}\n}} while (t < T);"
            ),
        ] {
            assert_eq!(clock(&region), vec![Ok(Some("t".to_string()))], "{region}");
        }
        for region in [
            format!("for (t = 0; t < T; t += 2) {{\n{nest}{SWAP}}}"),
            format!("for (t = 0; t < T; t++) {{\n{nest}{SWAP}if (c > 1.0) t++;\n}}"),
        ] {
            let r = clock(&region);
            assert!(
                r[0].as_ref().is_err_and(|e| e.contains("reads `t`")),
                "{region}: {r:?}"
            );
        }
    }

    /// A residual checked now and then (an `if` holding a reduction nest that writes no array,
    /// a `single` that resets its scalar, `printf`, `break`) leaves the steps fused; one that
    /// writes an array, or a fused nest reading the residual, does not.
    #[test]
    fn residual_checks_between_the_steps_are_observers() {
        let check = |body: &str| {
            format!(
                "for (t = 0; t < T; t++) {{\n{STEP_UV}{SWAP}if (t % 5 == 0) {{\n\
                 #pragma mint single\ns = 0.0;\n\
                 #pragma mint for nest(all) reduction(max:s)\n\
                 for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n{body}\n\
                 printf(\"%d %e\\n\", t, s);\nif (s < c) break;\n}}\n}}"
            )
        };
        let r = loops(&check("s = fmax(s, fabs(U[y][x] - V[y][x]));"));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        // Output through a function of the program: the fused nest reads `c`, a parameter
        // whose address is never taken, which no callee can change; once its address is
        // taken, it may.
        let out = |extra: &str| {
            format!(
                "for (t = 0; t < T; t++) {{\n{STEP_UV}{SWAP}if (t % 10 == 0) report(t);\n}}\n{extra}"
            )
        };
        assert_eq!(loops(&out("")), vec![ok(Form::Swap, &[1])]);
        let why = refused(&out("tune(&c);"));
        assert!(why.contains("`report(t)` may change `c`"), "{why}");
        // A point source set by host code before the nest (flushed before each write).
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n#pragma mint single\nU[1][1] += c;\n{STEP_UV}{SWAP}}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        // Output at the top of the step, before its nest.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\nif (t % 10 == 0) printf(\"%d\\n\", t);\n{STEP_UV}{SWAP}}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        // A loop without a condition that ends by a `break` on the counter.
        let r = loops(&format!(
            "for (;;) {{\n{STEP_UV}#pragma mint single\n{{ double **tmp = U; U = V; V = tmp; count++; }}\nif (count >= T) break;\n}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        let why = refused(&check("W[y][x] = U[y][x];"));
        assert!(why.contains("runs between the steps"), "{why}");
        // The fused nest reads what the check computes.
        let reads_s =
            check("s = fmax(s, fabs(U[y][x]));").replace("V[y][x] = c * (", "V[y][x] = s * (");
        let why = refused(&reads_s);
        assert!(why.contains("reads `s`"), "{why}");
    }

    /// `P[W][y][x] = f(P[R][...])` in a time loop with `head`, then `tail`.
    fn parity(head: &str, r: &str, w: &str, extra: &str, tail: &str) -> Vec<Found> {
        loops(&format!(
            "{head} {{\n#pragma mint for nest(all)\n\
             for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
             P[{w}][y][x] = c * (P[{r}][y][x-1] + P[{r}][y][x+1]){extra};\n{tail}}}"
        ))
    }

    #[test]
    fn time_parity_planes_are_the_pair() {
        let want = vec![Ok((
            Form::Parity,
            vec![1],
            "mint_view1_P".to_string(),
            "mint_view0_P".to_string(),
        ))];
        let t = "for (t = 0; t < T; t++)";
        assert_eq!(parity(t, "t % 2", "(t + 1) % 2", "", ""), want);
        assert_eq!(parity(t, "t & 1", "1 - (t & 1)", "", ""), want);
        assert_eq!(
            parity(
                "for (t = 1; t <= T; t += 1)",
                "(t - 1) % 2",
                "t % 2",
                "",
                ""
            ),
            want
        );
        // A flag flipped in a `single`, and the time counted there.
        let flip = "#pragma mint single\n{ count = 1 - count; }\n";
        assert_eq!(parity(t, "count", "1 - count", "", flip), want);
        // The step's planes in locals at the top of the iteration, the counter declared in
        // the `for` (the index-local rewrite reads them through, as the command line runs it).
        let locals = "for (int s = 0; s < T; s++) {\nint cur = s & 1, nxt = cur ^ 1;\n\
             #pragma mint for nest(all)\n\
             for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
             P[nxt][y][x] = c * (P[cur][y][x-1] + P[cur][y][x+1]);\n}";
        assert_eq!(loops_prepared(locals), want);
        let w = "while (t < T)";
        assert_eq!(
            parity(w, "t % 2", "(t + 1) % 2", "", "#pragma mint single\nt++;\n"),
            want
        );
    }

    #[test]
    fn time_parity_planes_that_do_not_alternate_are_refused() {
        let t = "for (t = 0; t < T; t++)";
        let refused = |r: &[Found], what: &str| {
            assert!(
                r[0].as_ref().is_err_and(|e| e.contains(what)),
                "{what}: {r:?}"
            );
        };
        refused(
            &parity("for (t = 0; t < T; t += 2)", "t % 2", "(t + 1) % 2", "", ""),
            "must change once per iteration by an odd constant",
        );
        // The same plane read and written: no views, and the plane changes every step.
        refused(
            &parity(t, "t % 2", "(t + 2) % 2", "", ""),
            "the nest reads `t`, which the time loop changes every step",
        );

        refused(
            &parity(t, "0", "1", "", ""),
            "the planes do not change with the time loop",
        );
        refused(
            &parity(t, "t % 2", "(t + 1) % 2", " + t", ""),
            "the nest reads `t`, which the time loop changes every step",
        );
        refused(
            &parity(
                t,
                "count",
                "1 - count",
                "",
                "#pragma mint single\n{ count = count + 2; }\n",
            ),
            "`count` must change once per iteration",
        );
    }

    #[test]
    fn clamped_neighbours_are_refused_with_the_fix() {
        let clamped = loops(&format!(
            "for (t = 0; t < T; t++) {{\n#pragma mint for nest(all)\n\
             for (int y = 0; y < n; y++) for (int x = 0; x < n; x++)\n\
             V[y][x] = c * (U[y][x == 0 ? x : x - 1] + U[y][x == n - 1 ? x : x + 1]);\n{SWAP}}}"
        ));
        assert!(
            clamped[0].as_ref().is_err_and(
                |e| e.contains("clamped or wrapped at the edge") && e.contains("ghost cells")
            ),
            "{clamped:?}"
        );
    }

    #[test]
    fn walls_copied_by_boundary_nests_are_recognised() {
        let rows = |a: &str| {
            format!(
                "#pragma mint for nest(all)\nfor (int x = 0; x < n; x++) {{ {a}[0][x] = {a}[1][x]; {a}[n - 1][x] = {a}[n - 2][x]; }}\n"
            )
        };
        let cols =
            "#pragma mint for nest(all)\nfor (int y = 1; y < n - 1; y++) { V[y][0] = V[y][1]; }\n";
        // After the step: the sweep first, then the walls of its output.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{STEP_UV}{}{cols}{SWAP}}}",
            rows("V")
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1, 2, 3])]);
        // Before it: the walls of its input, then the sweep (which is the loop's first nest).
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{}{STEP_UV}{SWAP}}}",
            rows("U")
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[2, 1])]);
        // Values written on a wall every step: the kernel reads them as they are.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint for nest(all)\nfor (int x = 0; x < n; x++) {{ V[0][x] = 1.0; V[n - 1][x] = 0.5 * x; }}\n{SWAP}}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1, 2])]);
        // Values written on the input's walls before the step: the same.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n#pragma mint for nest(all)\nfor (int x = 0; x < n; x++) {{ U[0][x] = 1.0; }}\n{STEP_UV}{SWAP}}}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[2, 1])]);
        // A copy that reads a point given a value stays single steps.
        let reads_valued = refused(&format!(
            "for (t = 0; t < T; t++) {{\n{STEP_UV}{}#pragma mint for nest(all)\nfor (int y = 1; y < n - 1; y++) {{ V[y][0] = 1.0; }}\n{SWAP}}}",
            rows("V")
        ));
        assert!(
            reads_valued.contains("which another boundary nest gives values"),
            "{reads_valued}"
        );
        // Anything else a boundary nest does keeps the loop one step per launch, with why.
        for (bc, why) in [
            ("V[0][x] = V[2][x];", "not the wall next to the space"),
            ("V[0][x] = -V[1][x];", "more than copies of points"),
            ("V[0][x] = V[n - 2][x];", "not the wall next to the space"),
        ] {
            let why_got = refused(&format!(
                "for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint for nest(all)\nfor (int x = 0; x < n; x++) {{ {bc} }}\n{SWAP}}}"
            ));
            assert!(why_got.contains(why), "{bc}: {why_got}");
        }
        let short = refused(&format!(
            "for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint for nest(all)\nfor (int x = 2; x < n - 2; x++) {{ V[0][x] = V[1][x]; }}\n{SWAP}}}"
        ));
        assert!(short.contains("less than the step's range"), "{short}");
    }

    #[test]
    fn a_copy_back_after_the_step_is_recognised() {
        let copy = "#pragma mint for nest(all)\n\
            for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
            U[y][x] = V[y][x];\n";
        let r = loops(&format!("for (t = 0; t < T; t++) {{\n{STEP_UV}{copy}}}"));
        assert_eq!(r, vec![ok(Form::CopyBack, &[1, 2])]);
        // A copy of every element is a whole copy (the first step since the arrays differed
        // runs alone and is copied whole).
        let whole = "#pragma mint for nest(all)\n\
            for (int y = 0; y < n; y++) for (int x = 0; x < n; x++)\nU[y][x] = V[y][x];\n";
        let r = loops(&format!("for (t = 0; t < T; t++) {{\n{STEP_UV}{whole}}}"));
        assert_eq!(r, vec![ok(Form::CopyWhole, &[1, 2])]);
        // A copy over other points, or of a neighbour, is not the state.
        for bad in [
            "for (int y = 0; y < n - 1; y++) for (int x = 0; x < n; x++)\nU[y][x] = V[y][x];\n",
            "for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\nU[y][x] = V[y][x + 1];\n",
            "for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\nU[y][x] = 2.0 * V[y][x];\n",
        ] {
            let r = loops(&format!(
                "for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint for nest(all)\n{bad}}}"
            ));
            assert!(r[0].is_err(), "{bad}: {r:?}");
        }
    }

    #[test]
    fn pair_form_is_recognised() {
        let r = loops(&format!(
            "for (t = 1; t <= T; t++) {{\n{STEP_UV}{STEP_VU}}}"
        ));
        assert_eq!(r, vec![ok(Form::Pair, &[1, 2])]);
    }

    /// `V = 2 U - W + c lap(U)` with `prev` as the read of `W` at the point.
    fn wave(prev: &str) -> String {
        format!(
            "#pragma mint for nest(all)\n\
             for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
             V[y][x] = 2.0 * U[y][x] - {prev} + c * (U[y][x-1] + U[y][x+1] + U[y-1][x] + U[y+1][x] - 4.0 * U[y][x]);\n"
        )
    }

    #[test]
    fn three_levels_rotated_are_a_rotation_with_the_older_level() {
        let rot = "#pragma mint single\n{ double **tmp = W; W = U; U = V; V = tmp; }\n";
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{}{rot}}}",
            wave("W[y][x]")
        ));
        assert_eq!(r, vec![ok(Form::Rotate, &[1])]);
        let cases = [
            (
                wave("W[y][x]"),
                "#pragma mint single\n{ double **tmp = U; U = W; W = V; V = tmp; }\n",
                "moves `U`, `V` and `W` but not as time levels",
            ),
            (
                wave("W[y][x+1]"),
                rot,
                "reads `W`, the level before `U`, at other points than the point itself",
            ),
            (
                wave("W[y][x]"),
                "#pragma mint single\n{ double **tmp = W; W = U; U = V; V = tmp; count++; }\n",
                "",
            ),
        ];
        for (nest, single, want) in cases {
            let r = loops(&format!("for (t = 0; t < T; t++) {{\n{nest}{single}}}"));
            match &r[..] {
                [Err(why)] => assert!(!want.is_empty() && why.contains(want), "{why}"),
                [Ok(_)] => assert!(want.is_empty(), "{single} accepted"),
                other => panic!("{other:?}"),
            }
        }
    }

    #[test]
    fn only_the_innermost_loop_with_nests_is_a_time_loop() {
        let r = loops(&format!(
            "for (int r = 0; r < 2; r++) {{ for (t = 0; t < T; t++) {{\n{STEP_UV}{SWAP}}} }}"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        // A nest outside any loop is no time loop.
        assert!(loops(STEP_UV).is_empty());
    }

    #[test]
    fn counters_in_the_body_and_buffers_picked_by_aliases_fuse() {
        // A counter stepped in the body (C89 do-while), which the nest does not read.
        let r = loops(&format!(
            "s = 0; do {{\n{STEP_UV}s = s + 1.0;\n{SWAP}}} while (s < T);"
        ));
        assert_eq!(r, vec![ok(Form::Swap, &[1])]);
        // A counter the nest reads stays refused.
        let r = loops(&format!(
            "for (t = 0; t < T; t++) {{\n{STEP_UV}c++;\n{SWAP}}}"
        ));
        assert!(
            r[0].as_ref()
                .is_err_and(|e| e.contains("the nest reads `c`")),
            "{r:?}"
        );
    }

    #[test]
    fn refusals_name_the_statement_and_the_reason() {
        let red = "#pragma mint for nest(all) reduction(+:s)\n\
            for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
            { V[y][x] = U[y][x]; s += U[y][x]; }\n";
        let cases: Vec<(String, &str)> = vec![
            (
                format!("for (t = 0; t < T; t++) {{\n{STEP_UV}s = sqrt(s);\n{SWAP}}}"),
                "line 13: `s = sqrt(s);` runs between the steps",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint single\n{{ double **tmp = U; U = V; V = tmp; c = c * 0.5; }}\n}}"),
                "the nest reads `c`, which the time loop changes every step",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint single\n{{ double **tmp = U; U = V; V = W; W = tmp; }}\n}}"),
                "the nest cannot run fused with three time levels: the nest does not use `W`",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint copy(U, fromDevice, n, n)\n{SWAP}}}"),
                "line 13: a `copy` inside the time loop",
            ),
            (
                format!(
                    "for (t = 0; t < T; t += 2) {{\n#pragma mint for nest(all)\n\
                     for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
                     V[y][x] = c * t + U[y][x];\n{SWAP}}}"
                ),
                "the nest reads `t`, which the time loop changes every step",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{red}{SWAP}}}"),
                "the nest has a reduction (`s`)",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{STEP_UV}}}"),
                "no `single` swaps `U` and `V` after the nest",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{SWAP}{STEP_UV}}}"),
                "line 10: a `single` before the nest",
            ),
            (
                format!("for (t = 0; t < T; t++) {{\n{STEP_UV}#pragma mint single\n{{ double **tmp = U; U = V; }}\n}}"),
                "the `single` does not swap `U` and `V`",
            ),
            (
                format!(
                    "for (t = 0; t < T; t++) {{\n#pragma mint for nest(all)\n\
                     for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
                     U[y][x] = c * U[y][x] + V[y][x];\n{SWAP}}}"
                ),
                "the nest cannot run fused: it updates `U` in place",
            ),
            (
                format!(
                    "for (t = 1; t <= T; t++) {{\n{STEP_UV}#pragma mint for nest(all)\n\
                     for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)\n\
                     U[y][x] = c * (V[y][x-1] + V[y][x+1] + V[y-1][x] + 2.0 * V[y+1][x]);\n}}"
                ),
                "the second nest is not the first with `U` and `V` exchanged: its body differs",
            ),
            (
                format!(
                    "for (t = 1; t <= T; t++) {{\n{STEP_UV}#pragma mint for nest(all)\n\
                     for (int y = 1; y < n - 2; y++) for (int x = 1; x < n - 1; x++)\n\
                     U[y][x] = c * (V[y][x-1] + V[y][x+1] + V[y-1][x] + V[y+1][x]);\n}}"
                ),
                "its loop over `y` differs",
            ),
            (
                format!("for (t = 1; t <= T; t++) {{\n{STEP_UV}{STEP_UV}}}"),
                "it does not compute `U` from `V`",
            ),
            (
                format!("for (t = 1; t <= T; t++) {{\n{STEP_UV}{STEP_VU}{STEP_UV}}}"),
                "3 nests in the time loop",
            ),
        ];
        for (region, want) in cases {
            let got = refused(&region);
            assert!(got.contains(want), "want `{want}` in `{got}`\n{region}");
            assert!(got.starts_with("line "), "{got}");
        }
    }
}
