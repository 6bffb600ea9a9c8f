//! Row evaluation: the reference executor's fast path for Jacobi-style bodies.
//!
//! The closure tree of [`crate::compile`] runs one point at a time (about 130 ns per point of a
//! 27-point stencil). Most stencil bodies are a few assignments of floating arithmetic, and for
//! them this module evaluates a whole row of the innermost parallel loop at once, in blocks of
//! [`LANES`] points: every node of the expression tree is one tight loop over the block, so the
//! dispatch is paid once per block, not once per point.
//!
//! A body qualifies ([`compile_rows`] returns `Some`) when:
//! - the nest runs in parallel ([`crate::CompiledNest::runs_in_parallel`]) and has no reductions;
//! - it is a block of assignments `place = value;` and declarations of floating locals with an
//!   initializer, where a place is an array element or such a local; declarations of integer
//!   locals that nothing after them reads, initialized by integer arithmetic that cannot fail
//!   (`long c = (long)z * nx * ny + y * nx + x;`, an index local whose uses in subscripts the
//!   analyzer read through), are allowed too and not computed;
//! - every array element it names is subscripted `loop variable ± constant` or by a constant,
//!   and every array it names holds `float` or `double`;
//! - values are `+ - * /`, unary `-` and `+`, casts to `float`/`double`, `fabs`/`fabsf`, array
//!   elements, floating locals and scalars, floating literals, and integer literals, scalars or
//!   loop variables where C converts them to a floating type at once (`2 * U[x]`, `h * x`).
//!
//! Anything else keeps the closure path.
//!
//! Invariants:
//! - Results are bit-identical to the closure path: each operation is done in the type C gives it
//!   (the same conversions as [`crate::compile`]: [`IntTy::to_f64`], `as f32`), in the order the
//!   tree gives, never contracted or reassociated. `tests/rows.rs` compares both paths bit for
//!   bit.
//! - Row order is point order: in a parallel nest every written array is referenced at the same
//!   leading offsets everywhere (one per parallel loop, the innermost included), so each element
//!   of a written array belongs to one point of the row. A block evaluates a statement's value
//!   for all its points, then stores them, then goes on to the next statement: every element is
//!   read and written in the order the point-by-point run reads and writes it.
//! - Subscripts are checked per row, before anything is evaluated: a row with a subscript out of
//!   bounds runs through the closure path instead, which reports the first point that has it.
//! - Contiguous element runs are read as plain slices (the only `unsafe` here, [`Fl::row`]):
//!   sound because, by the previous point, the elements of a written array that a row reads
//!   belong to that row alone, and the arrays the nest does not write are not written by any
//!   thread while it runs. Stores stay relaxed atomics, like the closure tree's.

use crate::compile::{float_literal, int_literal_type, Code, Frame, Var, View};
use crate::types::{IntTy, Store, Ty};
use mint_lang::ast::{BinOp, Expr, ExprKind, Initializer, Stmt, StmtKind, UnOp};
use std::sync::atomic::Ordering::Relaxed;

/// Points per block: long enough to amortise the dispatch, short enough that a block's
/// temporaries (one per level of the tree) stay in L1.
pub(crate) const LANES: usize = 128;

/// The slot of a local whose initializer is being compiled.
const UNSET: usize = usize::MAX;

/// The slot of an integer local the row evaluator does not compute (see [`Builder::skipped`]):
/// a body that reads it keeps the closure path.
const SKIPPED: usize = usize::MAX - 1;

/// A floating type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
/// (`as usize`: the index of its locals in [`RowBody::banks`].)
enum Ft {
    S,
    D,
}

/// The C type of a node while building.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NTy {
    F(Ft),
    Int(IntTy),
}

/// One subscript: `var + c` (a frame slot of an integer variable) or the constant `c`.
#[derive(Debug, Clone, Copy)]
struct Sub {
    slot: Option<usize>,
    c: i64,
}

/// An array element reference: the array's frame view and its subscripts, outermost first.
#[derive(Debug, Clone)]
struct ElemRef {
    k: usize,
    subs: Vec<Sub>,
}

/// An integer leaf, converted to a floating type where it is used.
#[derive(Debug, Clone, Copy)]
enum IntLeaf {
    Const(i64),
    /// A scalar or loop variable in the frame's integer bank.
    Slot(usize),
}

#[derive(Debug, Clone, Copy)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
}

/// A floating expression; its type is the type it is evaluated in.
#[derive(Debug)]
enum Node {
    Elem(usize),
    Slot(usize),
    Const(f64),
    /// A local: its slot in the block buffers of its type.
    Local(usize),
    FromInt(IntLeaf, IntTy),
    Bin(Op, Box<Node>, Box<Node>),
    Neg(Box<Node>),
    Abs(Box<Node>),
    /// From the other floating type.
    Cvt(Box<Node>),
    /// `c ? a : b`, both arms of the node's type: evaluated over the whole block, each point
    /// taking the arm its condition picks (the arms have no side effects, and every element
    /// either reads is in bounds over the block's range: [`RowBody::range`]).
    Sel(Cond, Box<Node>, Box<Node>),
}

/// A signed integer sum of loop variables and scalars (frame slots, each with its sign) and a
/// constant, evaluated exactly.
#[derive(Debug, Clone)]
struct Lin {
    terms: Vec<(usize, i64)>,
    c: i64,
}

/// A condition on integers: comparisons of [`Lin`] sums, `&&`, `||` and `!`.
#[derive(Debug, Clone)]
enum Cond {
    Cmp(BinOp, Lin, Lin),
    And(Box<Cond>, Box<Cond>),
    Or(Box<Cond>, Box<Cond>),
    Not(Box<Cond>),
}

#[derive(Debug)]
enum Target {
    Elem(usize),
    /// A local's slot in the block buffers of the statement's type.
    Local(usize),
}

#[derive(Debug)]
struct RStmt {
    target: Target,
    ft: Ft,
    value: Node,
}

/// A body compiled for row evaluation.
#[derive(Debug)]
pub(crate) struct RowBody {
    stmts: Vec<RStmt>,
    elems: Vec<ElemRef>,
    /// Locals of type `float` and of type `double` (their block buffers).
    banks: [usize; 2],
}

/// What the body may name outside itself.
pub(crate) struct Names<'a> {
    /// Arrays by position (`k`): name and element store.
    pub arrays: Vec<(&'a str, Store)>,
    /// Scalars and loop variables, later names shadowing earlier ones.
    pub vars: Vec<(&'a str, Var)>,
}

struct Builder<'a> {
    names: &'a Names<'a>,
    /// Names in scope, each with its index in `locals`.
    scopes: Vec<Vec<(String, usize)>>,
    /// Every local: its type and its slot among the locals of that type.
    locals: Vec<(Ft, usize)>,
    banks: [usize; 2],
    elems: Vec<ElemRef>,
}

/// Compile `body` for row evaluation, or `None` when it does not qualify (see the module docs;
/// the caller checks parallelism and reductions).
pub(crate) fn compile_rows(body: &Stmt, names: &Names<'_>) -> Option<RowBody> {
    let mut b = Builder {
        names,
        scopes: vec![vec![]],
        locals: vec![],
        banks: [0; 2],
        elems: vec![],
    };
    let mut stmts = Vec::new();
    b.stmt(body, &mut stmts)?;
    Some(RowBody {
        stmts,
        elems: b.elems,
        banks: b.banks,
    })
}

fn int_ty(s: Store) -> Option<IntTy> {
    match s.ty() {
        Ty::Int(t) => Some(t),
        _ => None,
    }
}

fn float_of(s: Store) -> Option<Ft> {
    match s {
        Store::F32 => Some(Ft::S),
        Store::F64 => Some(Ft::D),
        _ => None,
    }
}

impl Builder<'_> {
    fn stmt(&mut self, s: &Stmt, out: &mut Vec<RStmt>) -> Option<()> {
        match &s.kind {
            StmtKind::Block(b) => {
                self.scopes.push(vec![]);
                let r = b.stmts.iter().try_for_each(|s| self.stmt(s, out));
                self.scopes.pop();
                r
            }
            StmtKind::Decl(d) => {
                for dd in &d.decls {
                    let name = dd.name.as_ref()?;
                    if dd.ty.rank() > 0 {
                        return None;
                    }
                    let store = Store::from_scalar(&dd.ty.scalar)?;
                    let Some(Initializer::Expr(e)) = &dd.init else {
                        return None;
                    };
                    // C: the name is in scope from its declarator on, initializer included; a
                    // local read in its own initializer (an unset value) keeps the closure path.
                    self.scopes.last_mut()?.push((name.name.clone(), UNSET));
                    if int_ty(store).is_some() {
                        // An index local (`long c = z * nx * ny + y * nx + x;`, left behind
                        // once its uses in subscripts were read through): skipped, and any
                        // later read of it sends the body back to the closure path.
                        self.skipped(e).then_some(())?;
                        self.scopes.last_mut()?.last_mut()?.1 = SKIPPED;
                        continue;
                    }
                    let ft = float_of(store)?;
                    let value = self.value(e, ft)?;
                    let bank = &mut self.banks[ft as usize];
                    let slot = *bank;
                    *bank += 1;
                    self.scopes.last_mut()?.last_mut()?.1 = self.locals.len();
                    self.locals.push((ft, slot));
                    out.push(RStmt {
                        target: Target::Local(slot),
                        ft,
                        value,
                    });
                }
                Some(())
            }
            StmtKind::Expr(e) => {
                let ExprKind::Assign(None, lhs, rhs) = &e.kind else {
                    return None;
                };
                let (target, ft) = self.place(lhs)?;
                let value = self.value(rhs, ft)?;
                out.push(RStmt { target, ft, value });
                Some(())
            }
            StmtKind::Empty | StmtKind::Preproc => Some(()),
            _ => None,
        }
    }

    /// Whether an integer local's initializer `e` can be left uncomputed: integer arithmetic
    /// that cannot fail (`+ - * << >> & | ^`, comparisons, `&& || !`, `?:`, unary `+ - ~`,
    /// integer casts, integer literals,
    /// integer scalars and loop variables, other skipped locals; no division, which may divide by
    /// zero, no array element, which may lie outside its array, no call). Skipping it then
    /// changes nothing the body computes, as long as nothing reads the local.
    fn skipped(&self, e: &Expr) -> bool {
        match &e.kind {
            ExprKind::Int(..) => true,
            ExprKind::Ident(n) => match self.local(n) {
                Some(k) => k == SKIPPED,
                None => self.var(n).is_some_and(|v| int_ty(v.store).is_some()),
            },
            ExprKind::Paren(a)
            | ExprKind::Unary(UnOp::Plus | UnOp::Neg | UnOp::BitNot | UnOp::Not, a) => {
                self.skipped(a)
            }
            // A clamped neighbour's index (`int w = (x == 0) ? c : c - 1;`, left behind once
            // its uses were read as selected references): comparisons and choices cannot fail.
            ExprKind::Ternary(c, a, b) => self.skipped(c) && self.skipped(a) && self.skipped(b),
            ExprKind::Cast(t, a) => {
                t.rank() == 0
                    && t.scalar.is_integer()
                    && Store::from_scalar(&t.scalar).is_some_and(|s| int_ty(s).is_some())
                    && self.skipped(a)
            }
            ExprKind::Binary(
                BinOp::Add
                | BinOp::Sub
                | BinOp::Mul
                | BinOp::Shl
                | BinOp::Shr
                | BinOp::BitAnd
                | BinOp::BitOr
                | BinOp::BitXor
                | BinOp::Lt
                | BinOp::Gt
                | BinOp::Le
                | BinOp::Ge
                | BinOp::Eq
                | BinOp::Ne
                | BinOp::And
                | BinOp::Or,
                a,
                b,
            ) => self.skipped(a) && self.skipped(b),
            _ => false,
        }
    }

    fn local(&self, name: &str) -> Option<usize> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.iter().rev().find(|(n, _)| n == name).map(|(_, k)| *k))
    }

    fn var(&self, name: &str) -> Option<Var> {
        self.names
            .vars
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }

    fn place(&mut self, e: &Expr) -> Option<(Target, Ft)> {
        match &e.kind {
            ExprKind::Paren(a) => self.place(a),
            ExprKind::Ident(n) => {
                let &(ft, slot) = self.locals.get(self.local(n)?)?;
                Some((Target::Local(slot), ft))
            }
            ExprKind::Index(..) => {
                let (k, ft) = self.elem(e)?;
                Some((Target::Elem(k), ft))
            }
            _ => None,
        }
    }

    fn elem(&mut self, e: &Expr) -> Option<(usize, Ft)> {
        let (name, subs, _) = e.as_subscript()?;
        let k = self.names.arrays.iter().position(|(n, _)| *n == name)?;
        let ft = float_of(self.names.arrays[k].1)?;
        if subs.is_empty() || subs.len() > 3 {
            return None;
        }
        let subs = subs
            .iter()
            .map(|s| {
                if let Some((v, c)) = mint_analyzer::var_offset(s) {
                    if self.local(v).is_some() {
                        return None;
                    }
                    let var = self.var(v)?;
                    int_ty(var.store)?;
                    Some(Sub {
                        slot: Some(var.slot),
                        c,
                    })
                } else if let ExprKind::Int(c, _) = &s.kind {
                    Some(Sub { slot: None, c: *c })
                } else {
                    None
                }
            })
            .collect::<Option<Vec<_>>>()?;
        self.elems.push(ElemRef { k, subs });
        Some((self.elems.len() - 1, ft))
    }

    /// `e` converted to `ft` (as an assignment or an initializer converts it).
    fn value(&mut self, e: &Expr, ft: Ft) -> Option<Node> {
        let (n, t) = self.expr(e)?;
        Some(coerce(n, t, ft))
    }

    fn expr(&mut self, e: &Expr) -> Option<(Node, NTy)> {
        match &e.kind {
            ExprKind::Paren(a) | ExprKind::Unary(UnOp::Plus, a) => {
                let (n, t) = self.expr(a)?;
                // Unary plus promotes an integer; a floating value is unchanged.
                Some((n, t))
            }
            ExprKind::Ident(name) => {
                if let Some(k) = self.local(name) {
                    // Unset and skipped locals are not in `locals`.
                    let &(ft, slot) = self.locals.get(k)?;
                    return Some((Node::Local(slot), NTy::F(ft)));
                }
                let var = self.var(name)?;
                match var.store {
                    Store::F32 => Some((Node::Slot(var.slot), NTy::F(Ft::S))),
                    Store::F64 => Some((Node::Slot(var.slot), NTy::F(Ft::D))),
                    s => {
                        let t = int_ty(s)?;
                        Some((Node::FromInt(IntLeaf::Slot(var.slot), t), NTy::Int(t)))
                    }
                }
            }
            ExprKind::Int(v, text) => {
                let t = int_literal_type(*v, text);
                Some((Node::FromInt(IntLeaf::Const(*v), t), NTy::Int(t)))
            }
            ExprKind::Float(v, text) => match float_literal(*v, text) {
                Code::S(crate::compile::Leaf::Const(x)) => {
                    Some((Node::Const(x as f64), NTy::F(Ft::S)))
                }
                Code::D(crate::compile::Leaf::Const(x)) => Some((Node::Const(x), NTy::F(Ft::D))),
                _ => None,
            },
            ExprKind::Index(..) => {
                let (k, ft) = self.elem(e)?;
                Some((Node::Elem(k), NTy::F(ft)))
            }
            ExprKind::Unary(UnOp::Neg, a) => match self.expr(a)? {
                (Node::FromInt(IntLeaf::Const(c), t), NTy::Int(_)) => {
                    // `-1`: the literal negated in its (signed) type.
                    matches!(t, IntTy::I32 | IntTy::I64).then_some(())?;
                    let v = t.norm(c.wrapping_neg());
                    Some((Node::FromInt(IntLeaf::Const(v), t), NTy::Int(t)))
                }
                (n, NTy::F(ft)) => Some((Node::Neg(Box::new(n)), NTy::F(ft))),
                _ => None,
            },
            ExprKind::Binary(op, a, b) => {
                let op = match op {
                    BinOp::Add => Op::Add,
                    BinOp::Sub => Op::Sub,
                    BinOp::Mul => Op::Mul,
                    BinOp::Div => Op::Div,
                    _ => return None,
                };
                let (x, tx) = self.expr(a)?;
                let (y, ty) = self.expr(b)?;
                // The usual arithmetic conversions; integer arithmetic stays on the closure path.
                let ft = match (tx, ty) {
                    (NTy::F(Ft::D), _) | (_, NTy::F(Ft::D)) => Ft::D,
                    (NTy::F(Ft::S), _) | (_, NTy::F(Ft::S)) => Ft::S,
                    _ => return None,
                };
                let x = coerce(x, tx, ft);
                let y = coerce(y, ty, ft);
                Some((Node::Bin(op, Box::new(x), Box::new(y)), NTy::F(ft)))
            }
            ExprKind::Cast(t, a) => {
                if t.rank() > 0 {
                    return None;
                }
                let ft = float_of(Store::from_scalar(&t.scalar)?)?;
                let (n, tn) = self.expr(a)?;
                Some((coerce(n, tn, ft), NTy::F(ft)))
            }
            ExprKind::Ternary(c, a, b) => {
                let c = self.cond(c)?;
                let (x, tx) = self.expr(a)?;
                let (y, ty) = self.expr(b)?;
                // Both arms floating: the usual arithmetic conversions give the wider type.
                let ft = match (tx, ty) {
                    (NTy::F(Ft::D), NTy::F(_)) | (NTy::F(_), NTy::F(Ft::D)) => Ft::D,
                    (NTy::F(Ft::S), NTy::F(Ft::S)) => Ft::S,
                    _ => return None,
                };
                let (x, y) = (coerce(x, tx, ft), coerce(y, ty, ft));
                Some((Node::Sel(c, Box::new(x), Box::new(y)), NTy::F(ft)))
            }
            ExprKind::Call(callee, args) => {
                let name = callee.as_ident()?;
                if self.local(name).is_some() || self.var(name).is_some() || args.len() != 1 {
                    return None;
                }
                let ft = match name {
                    "fabs" => Ft::D,
                    "fabsf" => Ft::S,
                    _ => return None,
                };
                let (n, tn) = self.expr(&args[0])?;
                Some((Node::Abs(Box::new(coerce(n, tn, ft))), NTy::F(ft)))
            }
            _ => None,
        }
    }
    /// A condition the row evaluator takes: comparisons of signed integer sums of loop
    /// variables, scalars and literals ([`Builder::lin`]), `&&`, `||`, `!` (C's `x == 0`, `y <
    /// ny - 1`, `x > 0 && x < n - 1`). Every operand is evaluated exactly, as C does for signed
    /// `int` and `long` values that do not overflow; anything else keeps the closure path.
    fn cond(&self, e: &Expr) -> Option<Cond> {
        match &e.kind {
            ExprKind::Paren(a) => self.cond(a),
            ExprKind::Unary(UnOp::Not, a) => Some(Cond::Not(Box::new(self.cond(a)?))),
            ExprKind::Binary(BinOp::And, a, b) => {
                Some(Cond::And(Box::new(self.cond(a)?), Box::new(self.cond(b)?)))
            }
            ExprKind::Binary(BinOp::Or, a, b) => {
                Some(Cond::Or(Box::new(self.cond(a)?), Box::new(self.cond(b)?)))
            }
            ExprKind::Binary(
                op @ (BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge),
                a,
                b,
            ) => Some(Cond::Cmp(*op, self.lin(a, 1)?, self.lin(b, 1)?)),
            _ => None,
        }
    }

    /// `sign · e` as a [`Lin`]: `+ -` of signed `int`/`long` loop variables and scalars (not
    /// locals) and signed integer literals below 2^31 in magnitude, each taken once.
    fn lin(&self, e: &Expr, sign: i64) -> Option<Lin> {
        match &e.kind {
            ExprKind::Paren(a) | ExprKind::Unary(UnOp::Plus, a) => self.lin(a, sign),
            ExprKind::Unary(UnOp::Neg, a) => self.lin(a, -sign),
            // A signed literal (`0u` would make C compare as unsigned).
            ExprKind::Int(v, text)
                if v.unsigned_abs() < 1 << 31
                    && matches!(int_literal_type(*v, text), IntTy::I32 | IntTy::I64) =>
            {
                Some(Lin {
                    terms: vec![],
                    c: sign * v,
                })
            }
            ExprKind::Ident(n) => {
                if self.local(n).is_some() {
                    return None;
                }
                let var = self.var(n)?;
                matches!(int_ty(var.store)?, IntTy::I32 | IntTy::I64).then_some(())?;
                Some(Lin {
                    terms: vec![(var.slot, sign)],
                    c: 0,
                })
            }
            ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
                let mut x = self.lin(a, sign)?;
                let y = self.lin(b, if *op == BinOp::Sub { -sign } else { sign })?;
                x.terms.extend(y.terms);
                x.c += y.c;
                (x.terms.len() <= 4).then_some(x)
            }
            _ => None,
        }
    }
}

/// `n` (of type `t`) converted to `to`.
fn coerce(n: Node, t: NTy, to: Ft) -> Node {
    match t {
        NTy::F(f) if f == to => n,
        NTy::F(_) => Node::Cvt(Box::new(n)),
        // Integer leaves convert where they are evaluated, in the type they are evaluated in.
        NTy::Int(_) => n,
    }
}

/// The innermost parallel loop of a row: its variable's frame slot, first value, step and trip
/// count.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Row {
    pub slot: usize,
    pub lo: i64,
    pub step: i64,
    pub count: u64,
}

/// Where a block is: the row, the frame (outer loop variables and scalars) and the block's first
/// point.
struct Cx<'f, 'a> {
    f: &'f Frame<'a>,
    row: Row,
    j0: i64,
    m: usize,
    locals_s: &'f [[f32; LANES]],
    locals_d: &'f [[f64; LANES]],
}

/// A floating type's loads, stores and conversions.
trait Fl: Copy + Default + std::fmt::Debug {
    fn load(v: &View<'_>, i: usize) -> Self;
    /// Elements `i..i + m` of `v` as a plain slice.
    ///
    /// # Safety
    /// No other thread may write those elements while the slice lives. In a nest that runs in
    /// parallel (see the module docs), the elements of a written array a row reads belong to
    /// that row's points alone, and arrays the nest does not write are not written at all.
    unsafe fn row<'v>(v: &'v View<'_>, i: usize, m: usize) -> &'v [Self];
    fn store(v: &View<'_>, i: usize, x: Self);
    fn slot(f: &Frame<'_>, slot: usize) -> Self;
    fn from_f64(x: f64) -> Self;
    fn from_int(t: IntTy, v: i64) -> Self;
    fn local<'c>(cx: &'c Cx<'_, '_>, k: usize) -> &'c [Self; LANES];
    /// Evaluate `n`, of the other floating type, and convert it.
    fn cvt(n: &Node, body: &RowBody, cx: &Cx<'_, '_>, out: &mut [Self; LANES]);
    fn add(a: Self, b: Self) -> Self;
    fn sub(a: Self, b: Self) -> Self;
    fn mul(a: Self, b: Self) -> Self;
    fn div(a: Self, b: Self) -> Self;
    fn neg(a: Self) -> Self;
    fn abs(a: Self) -> Self;
}

macro_rules! fl_impl {
    ($t:ty, $other:ty, $w:ident, $bank:ident, $locals:ident, $to_int:ident) => {
        impl Fl for $t {
            #[inline(always)]
            fn load(v: &View<'_>, i: usize) -> Self {
                <$t>::from_bits(v.$w[i].load(Relaxed))
            }
            unsafe fn row<'v>(v: &'v View<'_>, i: usize, m: usize) -> &'v [Self] {
                let w = &v.$w[i..i + m];
                // SAFETY: the atomics have the size and alignment of the float type (the crate
                // stores the floats' bits in them); no other thread writes these elements while
                // the slice lives (the caller's contract); the bounds were checked above.
                unsafe { std::slice::from_raw_parts(w.as_ptr().cast::<$t>(), m) }
            }
            #[inline(always)]
            fn store(v: &View<'_>, i: usize, x: Self) {
                v.$w[i].store(x.to_bits(), Relaxed)
            }
            fn slot(f: &Frame<'_>, slot: usize) -> Self {
                f.$bank[slot]
            }
            fn from_f64(x: f64) -> Self {
                x as $t
            }
            fn from_int(t: IntTy, v: i64) -> Self {
                t.$to_int(v)
            }
            fn local<'c>(cx: &'c Cx<'_, '_>, k: usize) -> &'c [Self; LANES] {
                &cx.$locals[k]
            }
            fn cvt(n: &Node, body: &RowBody, cx: &Cx<'_, '_>, out: &mut [Self; LANES]) {
                let mut t = [<$other>::default(); LANES];
                eval::<$other>(n, body, cx, &mut t);
                for i in 0..cx.m {
                    out[i] = t[i] as $t;
                }
            }
            #[inline(always)]
            fn add(a: Self, b: Self) -> Self {
                a + b
            }
            #[inline(always)]
            fn sub(a: Self, b: Self) -> Self {
                a - b
            }
            #[inline(always)]
            fn mul(a: Self, b: Self) -> Self {
                a * b
            }
            #[inline(always)]
            fn div(a: Self, b: Self) -> Self {
                a / b
            }
            #[inline(always)]
            fn neg(a: Self) -> Self {
                -a
            }
            #[inline(always)]
            fn abs(a: Self) -> Self {
                a.abs()
            }
        }
    };
}

fl_impl!(f64, f32, w64, d, locals_d, to_f64);
fl_impl!(f32, f64, w32, s, locals_s, to_f32);

/// The value of subscript `s` at the block's first point, and its step per point.
#[inline(always)]
fn sub_at(s: Sub, f: &Frame<'_>, row: Row, j0: i64) -> (i64, i64) {
    match s.slot {
        Some(slot) if slot == row.slot => (row.lo + j0 * row.step + s.c, row.step),
        Some(slot) => (f.i[slot] + s.c, 0),
        None => (s.c, 0),
    }
}

/// The linear index of an element at the block's first point and its step per point.
fn lin(e: &ElemRef, f: &Frame<'_>, row: Row, j0: i64) -> (usize, isize) {
    let v = &f.arrays[e.k];
    let (mut base, mut step) = (0i64, 0i64);
    for (d, s) in e.subs.iter().enumerate() {
        let (x, dx) = sub_at(*s, f, row, j0);
        base += x * v.strides[d];
        step += dx * v.strides[d];
    }
    (base as usize, step as isize)
}

fn eval<T: Fl>(n: &Node, body: &RowBody, cx: &Cx<'_, '_>, out: &mut [T; LANES]) {
    let m = cx.m;
    match n {
        Node::Elem(k) => {
            let e = &body.elems[*k];
            let v = &cx.f.arrays[e.k];
            let (base, step) = lin(e, cx.f, cx.row, cx.j0);
            if step == 1 {
                // SAFETY: a row of a nest that runs in parallel (see the module docs).
                out[..m].copy_from_slice(unsafe { T::row(v, base, m) });
            } else {
                for (i, o) in out[..m].iter_mut().enumerate() {
                    *o = T::load(v, (base as isize + i as isize * step) as usize);
                }
            }
        }
        Node::Slot(s) => out[..m].fill(T::slot(cx.f, *s)),
        Node::Const(c) => out[..m].fill(T::from_f64(*c)),
        Node::Local(k) => out[..m].copy_from_slice(&T::local(cx, *k)[..m]),
        Node::FromInt(IntLeaf::Const(c), t) => out[..m].fill(T::from_int(*t, *c)),
        Node::FromInt(IntLeaf::Slot(s), t) if *s == cx.row.slot => {
            for (i, o) in out[..m].iter_mut().enumerate() {
                let v = cx.row.lo + (cx.j0 + i as i64) * cx.row.step;
                *o = T::from_int(*t, t.norm(v));
            }
        }
        Node::FromInt(IntLeaf::Slot(s), t) => out[..m].fill(T::from_int(*t, cx.f.i[*s])),
        Node::Bin(op, a, b) => {
            eval(a, body, cx, out);
            if let Node::Elem(k) = **b {
                let e = &body.elems[k];
                let v = &cx.f.arrays[e.k];
                let (base, step) = lin(e, cx.f, cx.row, cx.j0);
                if step == 1 {
                    // SAFETY: a row of a nest that runs in parallel (the row evaluator's
                    // condition; see the module docs).
                    let y = unsafe { T::row(v, base, m) };
                    let o = &mut out[..m];
                    match op {
                        Op::Add => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::add(*o, *y)),
                        Op::Sub => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::sub(*o, *y)),
                        Op::Mul => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::mul(*o, *y)),
                        Op::Div => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::div(*o, *y)),
                    }
                    return;
                }
            }
            let mut y = [T::default(); LANES];
            eval(b, body, cx, &mut y);
            let (o, y) = (&mut out[..m], &y[..m]);
            match op {
                Op::Add => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::add(*o, *y)),
                Op::Sub => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::sub(*o, *y)),
                Op::Mul => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::mul(*o, *y)),
                Op::Div => o.iter_mut().zip(y).for_each(|(o, y)| *o = T::div(*o, *y)),
            }
        }
        Node::Neg(a) => {
            eval(a, body, cx, out);
            out[..m].iter_mut().for_each(|o| *o = T::neg(*o));
        }
        Node::Abs(a) => {
            eval(a, body, cx, out);
            out[..m].iter_mut().for_each(|o| *o = T::abs(*o));
        }
        Node::Cvt(a) => T::cvt(a, body, cx, out),
        Node::Sel(c, a, b) => {
            let mut pick = [false; LANES];
            cond(c, cx, &mut pick);
            eval(a, body, cx, out);
            let mut y = [T::default(); LANES];
            eval(b, body, cx, &mut y);
            for i in 0..m {
                if !pick[i] {
                    out[i] = y[i];
                }
            }
        }
    }
}

/// `l` at each point of the block (the row's variable per point, the frame's other slots).
fn lin_at(l: &Lin, cx: &Cx<'_, '_>, out: &mut [i64; LANES]) {
    let m = cx.m;
    let mut base = l.c;
    let mut per = 0;
    for &(slot, sign) in &l.terms {
        if slot == cx.row.slot {
            base += sign * (cx.row.lo + cx.j0 * cx.row.step);
            per += sign * cx.row.step;
        } else {
            base += sign * cx.f.i[slot];
        }
    }
    for (i, o) in out[..m].iter_mut().enumerate() {
        *o = base + per * i as i64;
    }
}

/// Condition `c` at each point of the block.
fn cond(c: &Cond, cx: &Cx<'_, '_>, out: &mut [bool; LANES]) {
    let m = cx.m;
    match c {
        Cond::Cmp(op, a, b) => {
            let (mut x, mut y) = ([0i64; LANES], [0i64; LANES]);
            lin_at(a, cx, &mut x);
            lin_at(b, cx, &mut y);
            for i in 0..m {
                out[i] = match op {
                    BinOp::Eq => x[i] == y[i],
                    BinOp::Ne => x[i] != y[i],
                    BinOp::Lt => x[i] < y[i],
                    BinOp::Le => x[i] <= y[i],
                    BinOp::Gt => x[i] > y[i],
                    _ => x[i] >= y[i],
                };
            }
        }
        Cond::And(a, b) | Cond::Or(a, b) => {
            let mut y = [false; LANES];
            cond(a, cx, out);
            cond(b, cx, &mut y);
            let and = matches!(c, Cond::And(..));
            for i in 0..m {
                out[i] = if and { out[i] && y[i] } else { out[i] || y[i] };
            }
        }
        Cond::Not(a) => {
            cond(a, cx, out);
            out[..m].iter_mut().for_each(|o| *o = !*o);
        }
    }
}

impl RowBody {
    /// The points `[ja, jb)` of the row over which every subscript of every reference stays in
    /// bounds (the row's variable moves along the row, the others are fixed), or `None` when a
    /// fixed subscript leaves its array (the whole row then runs through the closure path).
    /// References in the arm of a selection that a point does not take count too: the arms are
    /// evaluated over the whole block (`x == 0 ? A[x] : A[x - 1]` gives `[1, count)`).
    pub(crate) fn range(&self, f: &Frame<'_>, row: Row) -> Option<(u64, u64)> {
        let count = i128::from(row.count);
        let (mut ja, mut jb) = (0i128, count);
        for e in &self.elems {
            let v = &f.arrays[e.k];
            for (d, s) in e.subs.iter().enumerate() {
                let dim = i128::from(v.dims[d]);
                match s.slot {
                    Some(slot) if slot == row.slot => {
                        // 0 <= lo + c + j step < dim, for j in [ja, jb).
                        let (a, st) = (i128::from(row.lo) + i128::from(s.c), i128::from(row.step));
                        if st > 0 {
                            ja = ja.max((-a).div_euclid(st) + i128::from((-a).rem_euclid(st) != 0));
                            jb = jb.min((dim - 1 - a).div_euclid(st) + 1);
                        } else if st < 0 {
                            let st = -st;
                            ja = ja.max(
                                (a - dim + 1).div_euclid(st)
                                    + i128::from((a - dim + 1).rem_euclid(st) != 0),
                            );
                            jb = jb.min(a.div_euclid(st) + 1);
                        } else if a < 0 || a >= dim {
                            return None;
                        }
                    }
                    _ => {
                        let x = match s.slot {
                            Some(slot) => i128::from(f.i[slot]) + i128::from(s.c),
                            None => i128::from(s.c),
                        };
                        if x < 0 || x >= dim {
                            return None;
                        }
                    }
                }
            }
        }
        let ja = ja.clamp(0, count);
        Some((ja as u64, jb.clamp(ja, count) as u64))
    }

    /// Run the body over the points `[ja, jb)` of one row of the innermost parallel loop, a
    /// range [`RowBody::range`] gave.
    pub(crate) fn run_row(&self, f: &Frame<'_>, row: Row, (ja, jb): (u64, u64)) {
        let mut locals_s = vec![[0f32; LANES]; self.banks[Ft::S as usize]];
        let mut locals_d = vec![[0f64; LANES]; self.banks[Ft::D as usize]];
        let mut j0 = ja;
        while j0 < jb {
            let m = (jb - j0).min(LANES as u64) as usize;
            let j = j0 as i64;
            for st in &self.stmts {
                let cx = Cx {
                    f,
                    row,
                    j0: j,
                    m,
                    locals_s: &locals_s,
                    locals_d: &locals_d,
                };
                match st.ft {
                    Ft::D => {
                        let mut out = [0f64; LANES];
                        eval(&st.value, self, &cx, &mut out);
                        self.put(&st.target, f, row, j, &out[..m], &mut locals_d);
                    }
                    Ft::S => {
                        let mut out = [0f32; LANES];
                        eval(&st.value, self, &cx, &mut out);
                        self.put(&st.target, f, row, j, &out[..m], &mut locals_s);
                    }
                }
            }
            j0 += m as u64;
        }
    }

    /// Store a block's values (`out`, one per point) to the statement's target.
    fn put<T: Fl>(
        &self,
        target: &Target,
        f: &Frame<'_>,
        row: Row,
        j0: i64,
        out: &[T],
        locals: &mut [[T; LANES]],
    ) {
        match target {
            Target::Local(k) => locals[*k][..out.len()].copy_from_slice(out),
            Target::Elem(k) => {
                let e = &self.elems[*k];
                let v = &f.arrays[e.k];
                let (base, step) = lin(e, f, row, j0);
                for (i, x) in out.iter().enumerate() {
                    T::store(v, (base as isize + i as isize * step) as usize, *x);
                }
            }
        }
    }
}
