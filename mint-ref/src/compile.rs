//! The body compiler: an AST statement in, a tree of boxed closures out.
//!
//! Invariants:
//! - Every name is resolved to a slot (or an array number) here, once; a closure never looks a
//!   name up. Locals, loop variables, reduction variables and free scalars all live in the three
//!   banks of a [`Frame`] (`i` for every integer type, `s` for `float`, `d` for `double`), at a
//!   slot chosen here; a value in the `i` bank is normalised to its C type (see [`crate::types`]).
//! - Every closure returns `Err(Trap)` only after it stored the [`RefError`] in [`Frame::err`].
//! - Array elements are read and written through relaxed atomics ([`View`]): plain loads and
//!   stores on every target we run on, and sound even when two iterations of a (non-Jacobi) nest
//!   touch the same element from two threads.
//! - Evaluation order follows C where C defines it (`&&`, `||`, `?:`, `,` of statements); where
//!   C leaves it unsequenced, the right-hand side of an assignment is evaluated before the
//!   subscripts of its target.

use crate::math;
use crate::types::{common, Bank, IntTy, Store, Ty};
use crate::RefError;
use mint_lang::ast::{BinOp, Expr, ExprKind, ForInit, Initializer, Label, Stmt, StmtKind, UnOp};
use mint_lang::Span;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// A closure failed; the error is in [`Frame::err`].
#[derive(Debug)]
pub(crate) struct Trap;

pub(crate) type R<T> = Result<T, Trap>;

/// A compiled expression or statement.
pub(crate) type Ef<T> = Box<dyn Fn(&mut Frame<'_>) -> R<T> + Send + Sync>;

fn bx<T, F>(f: F) -> Ef<T>
where
    F: Fn(&mut Frame<'_>) -> R<T> + Send + Sync + 'static,
{
    Box::new(f)
}

/// One array as the closures see it: its elements as atomics of the element's width (the
/// other slice is empty), its shape and row-major strides, outermost first.
pub(crate) struct View<'a> {
    pub w64: &'a [AtomicU64],
    pub w32: &'a [AtomicU32],
    pub dims: [i64; 4],
    pub strides: [i64; 4],
    pub rank: usize,
}

/// The state of one thread: the variable banks, the arrays and the pending error.
pub(crate) struct Frame<'a> {
    pub i: Vec<i64>,
    pub s: Vec<f32>,
    pub d: Vec<f64>,
    pub arrays: &'a [View<'a>],
    pub err: Option<RefError>,
}

impl Clone for Frame<'_> {
    fn clone(&self) -> Self {
        Frame {
            i: self.i.clone(),
            s: self.s.clone(),
            d: self.d.clone(),
            arrays: self.arrays,
            err: None,
        }
    }
}

impl Frame<'_> {
    #[cold]
    pub fn trap(&mut self, e: RefError) -> Trap {
        self.err = Some(e);
        Trap
    }
}

/// A compiled expression with its C type (after promotion).
pub(crate) enum Code {
    I(Ef<i64>, IntTy),
    S(Leaf<f32>),
    D(Leaf<f64>),
}

/// A floating operand: a constant, a variable or an array element with `variable ± c`
/// subscripts, which the consuming closure reads inline (no call), or any other compiled
/// expression.
pub(crate) enum Leaf<T> {
    Const(T),
    Slot(usize),
    E1(Aff<1>),
    E2(Aff<2>),
    E3(Aff<3>),
    /// `((a op b) op c) ...` with `+ - * /`, evaluated left to right like the nested binary
    /// operations it stands for, without a call per operation.
    Chain(Box<Chain<T>>),
    Node(Ef<T>),
}

/// The first operand of a chain and the operations that follow, in order.
pub(crate) type Chain<T> = (Leaf<T>, Vec<(Arith, Leaf<T>)>);

/// The floating arithmetic operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Arith {
    Add,
    Sub,
    Mul,
    Div,
}

fn chain_get<T: FloatT>(c: &Chain<T>, f: &mut Frame<'_>) -> R<T> {
    let mut acc = c.0.get(f)?;
    for (op, l) in &c.1 {
        let v = l.get(f)?;
        acc = match op {
            Arith::Add => acc + v,
            Arith::Sub => acc - v,
            Arith::Mul => acc * v,
            Arith::Div => acc / v,
        };
    }
    Ok(acc)
}

/// `a op b` as a chain (extending `a` if it is one).
fn chain<T>(a: Leaf<T>, op: Arith, b: Leaf<T>) -> Leaf<T> {
    match a {
        Leaf::Chain(mut c) => {
            c.1.push((op, b));
            Leaf::Chain(c)
        }
        a => Leaf::Chain(Box::new((a, vec![(op, b)]))),
    }
}

/// `f32` and `f64`: a bank whose arrays hold the same type.
pub(crate) trait FloatT:
    BankT
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
{
    fn load(v: &View<'_>, i: usize) -> Self;
}

impl FloatT for f64 {
    #[inline(always)]
    fn load(v: &View<'_>, i: usize) -> f64 {
        EF64::load(v, i)
    }
}

impl FloatT for f32 {
    #[inline(always)]
    fn load(v: &View<'_>, i: usize) -> f32 {
        EF32::load(v, i)
    }
}

impl<T: FloatT> Leaf<T> {
    #[inline(always)]
    pub fn get(&self, f: &mut Frame<'_>) -> R<T> {
        match self {
            Leaf::Const(c) => Ok(*c),
            Leaf::Slot(s) => Ok(T::get(f, *s)),
            Leaf::E1(ix) => {
                let i = ix.lin(f)?;
                Ok(T::load(&f.arrays[ix.k], i))
            }
            Leaf::E2(ix) => {
                let i = ix.lin(f)?;
                Ok(T::load(&f.arrays[ix.k], i))
            }
            Leaf::E3(ix) => {
                let i = ix.lin(f)?;
                Ok(T::load(&f.arrays[ix.k], i))
            }
            Leaf::Chain(c) => chain_get(c, f),
            Leaf::Node(e) => e(f),
        }
    }
}

impl Code {
    pub fn ty(&self) -> Ty {
        match self {
            Code::I(_, t) => Ty::Int(*t),
            Code::S(_) => Ty::F32,
            Code::D(_) => Ty::F64,
        }
    }
}

/// A statement of a `switch` block with the labels on it: a `case` value, or `None` for
/// `default`.
type SwitchEntry = (Vec<Option<i64>>, Sf);

/// How a statement ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flow {
    Normal,
    Break,
    Continue,
}

pub(crate) type Sf = Ef<Flow>;

// ---- conversions -------------------------------------------------------------------------

pub(crate) fn to_d(c: Code) -> Leaf<f64> {
    match c {
        Code::D(f) => f,
        Code::S(Leaf::Const(x)) => Leaf::Const(x as f64),
        Code::S(f) => Leaf::Node(bx(move |fr| Ok(f.get(fr)? as f64))),
        Code::I(f, t) => Leaf::Node(bx(move |fr| Ok(t.to_f64(f(fr)?)))),
    }
}

pub(crate) fn to_s(c: Code) -> Leaf<f32> {
    match c {
        Code::S(f) => f,
        Code::D(Leaf::Const(x)) => Leaf::Const(x as f32),
        Code::D(f) => Leaf::Node(bx(move |fr| Ok(f.get(fr)? as f32))),
        Code::I(f, t) => Leaf::Node(bx(move |fr| Ok(t.to_f32(f(fr)?)))),
    }
}

/// The value converted to the integer type `t` (normalised).
pub(crate) fn to_int(c: Code, t: IntTy) -> Ef<i64> {
    match c {
        Code::I(f, from) => {
            // Conversions that keep every value (and the 64-bit ones, whose normalisation is
            // the identity on the bit pattern) need no code.
            let keeps = from == t
                || matches!(t, IntTy::I64 | IntTy::U64)
                || (from == IntTy::U32 && t == IntTy::I64);
            if keeps {
                f
            } else {
                bx(move |fr| Ok(t.norm(f(fr)?)))
            }
        }
        Code::S(f) => bx(move |fr| Ok(t.cast_f32(f.get(fr)?))),
        Code::D(f) => bx(move |fr| Ok(t.cast_f64(f.get(fr)?))),
    }
}

/// The value converted to the integer store `s` (narrow types and `_Bool` included).
pub(crate) fn to_store_int(c: Code, s: Store) -> Ef<i64> {
    if let Store::Int(t) = s {
        return to_int(c, t);
    }
    match c {
        Code::I(f, _) => bx(move |fr| Ok(s.narrow(f(fr)?))),
        Code::S(f) => bx(move |fr| Ok(s.narrow_f32(f.get(fr)?))),
        Code::D(f) => bx(move |fr| Ok(s.narrow_f64(f.get(fr)?))),
    }
}

pub(crate) fn to_bool(c: Code) -> Ef<bool> {
    match c {
        Code::I(f, _) => bx(move |fr| Ok(f(fr)? != 0)),
        Code::S(f) => bx(move |fr| Ok(f.get(fr)? != 0.0)),
        Code::D(f) => bx(move |fr| Ok(f.get(fr)? != 0.0)),
    }
}

fn bool_code(c: Ef<bool>) -> Code {
    Code::I(bx(move |fr| Ok(c(fr)? as i64)), IntTy::I32)
}

/// The value converted to store `s`, as a value of the promoted type.
pub(crate) fn convert(c: Code, s: Store) -> Code {
    match s {
        Store::F64 => Code::D(to_d(c)),
        Store::F32 => Code::S(to_s(c)),
        _ => Code::I(to_store_int(c, s), int_ty(s)),
    }
}

fn int_ty(s: Store) -> IntTy {
    match s.ty() {
        Ty::Int(t) => t,
        _ => IntTy::I64,
    }
}

pub(crate) fn const_code(ty: Ty, v: f64, i: i64) -> Code {
    match ty {
        Ty::Int(t) => Code::I(bx(move |_| Ok(i)), t),
        Ty::F32 => Code::S(Leaf::Const(v as f32)),
        Ty::F64 => Code::D(Leaf::Const(v)),
    }
}

// ---- banks and array elements --------------------------------------------------------------

/// A bank of the frame (`i64`, `f32`, `f64`).
pub(crate) trait BankT: Copy + Send + Sync + 'static {
    /// A compiled expression of this bank's type.
    type Op: Send + Sync + 'static;
    const ZERO: Self;
    fn get(f: &Frame<'_>, slot: usize) -> Self;
    fn set(f: &mut Frame<'_>, slot: usize, v: Self);
    fn eval(op: &Self::Op, f: &mut Frame<'_>) -> R<Self>;
    /// A value converted to `store` (which lives in this bank).
    fn conv(c: Code, store: Store) -> Self::Op;
    /// Wrap a closure producing this bank's values of `store`.
    fn code(e: Ef<Self>, store: Store) -> Code;
    /// Read the variable at `slot`.
    fn slot_code(slot: usize, store: Store) -> Code;
}

impl BankT for i64 {
    type Op = Ef<i64>;
    const ZERO: i64 = 0;
    #[inline(always)]
    fn get(f: &Frame<'_>, slot: usize) -> i64 {
        f.i[slot]
    }
    #[inline(always)]
    fn set(f: &mut Frame<'_>, slot: usize, v: i64) {
        f.i[slot] = v
    }
    #[inline(always)]
    fn eval(op: &Ef<i64>, f: &mut Frame<'_>) -> R<i64> {
        op(f)
    }
    fn conv(c: Code, store: Store) -> Ef<i64> {
        to_store_int(c, store)
    }
    fn code(e: Ef<i64>, store: Store) -> Code {
        Code::I(e, int_ty(store))
    }
    fn slot_code(slot: usize, store: Store) -> Code {
        Code::I(bx(move |f| Ok(f.i[slot])), int_ty(store))
    }
}

impl BankT for f32 {
    type Op = Leaf<f32>;
    const ZERO: f32 = 0.0;
    #[inline(always)]
    fn get(f: &Frame<'_>, slot: usize) -> f32 {
        f.s[slot]
    }
    #[inline(always)]
    fn set(f: &mut Frame<'_>, slot: usize, v: f32) {
        f.s[slot] = v
    }
    #[inline(always)]
    fn eval(op: &Leaf<f32>, f: &mut Frame<'_>) -> R<f32> {
        op.get(f)
    }
    fn conv(c: Code, _: Store) -> Leaf<f32> {
        to_s(c)
    }
    fn code(e: Ef<f32>, _: Store) -> Code {
        Code::S(Leaf::Node(e))
    }
    fn slot_code(slot: usize, _: Store) -> Code {
        Code::S(Leaf::Slot(slot))
    }
}

impl BankT for f64 {
    type Op = Leaf<f64>;
    const ZERO: f64 = 0.0;
    #[inline(always)]
    fn get(f: &Frame<'_>, slot: usize) -> f64 {
        f.d[slot]
    }
    #[inline(always)]
    fn set(f: &mut Frame<'_>, slot: usize, v: f64) {
        f.d[slot] = v
    }
    #[inline(always)]
    fn eval(op: &Leaf<f64>, f: &mut Frame<'_>) -> R<f64> {
        op.get(f)
    }
    fn conv(c: Code, _: Store) -> Leaf<f64> {
        to_d(c)
    }
    fn code(e: Ef<f64>, _: Store) -> Code {
        Code::D(Leaf::Node(e))
    }
    fn slot_code(slot: usize, _: Store) -> Code {
        Code::D(Leaf::Slot(slot))
    }
}

/// An array element type.
pub(crate) trait Elem: Send + Sync + 'static {
    type V: BankT;
    fn load(v: &View<'_>, i: usize) -> Self::V;
    fn store(v: &View<'_>, i: usize, x: Self::V);
}

pub(crate) struct EF64;
pub(crate) struct EF32;
pub(crate) struct EI32;
pub(crate) struct EI64;

impl Elem for EF64 {
    type V = f64;
    #[inline(always)]
    fn load(v: &View<'_>, i: usize) -> f64 {
        f64::from_bits(v.w64[i].load(Relaxed))
    }
    #[inline(always)]
    fn store(v: &View<'_>, i: usize, x: f64) {
        v.w64[i].store(x.to_bits(), Relaxed)
    }
}

impl Elem for EF32 {
    type V = f32;
    #[inline(always)]
    fn load(v: &View<'_>, i: usize) -> f32 {
        f32::from_bits(v.w32[i].load(Relaxed))
    }
    #[inline(always)]
    fn store(v: &View<'_>, i: usize, x: f32) {
        v.w32[i].store(x.to_bits(), Relaxed)
    }
}

impl Elem for EI32 {
    type V = i64;
    #[inline(always)]
    fn load(v: &View<'_>, i: usize) -> i64 {
        v.w32[i].load(Relaxed) as i32 as i64
    }
    #[inline(always)]
    fn store(v: &View<'_>, i: usize, x: i64) {
        v.w32[i].store(x as i32 as u32, Relaxed)
    }
}

impl Elem for EI64 {
    type V = i64;
    #[inline(always)]
    fn load(v: &View<'_>, i: usize) -> i64 {
        v.w64[i].load(Relaxed) as i64
    }
    #[inline(always)]
    fn store(v: &View<'_>, i: usize, x: i64) {
        v.w64[i].store(x as u64, Relaxed)
    }
}

/// Run `$body` with `$B` the bank type of store `$s`.
macro_rules! with_bank {
    ($s:expr, $B:ident => $body:expr) => {
        match $s.bank() {
            Bank::Int => {
                type $B = i64;
                $body
            }
            Bank::F32 => {
                type $B = f32;
                $body
            }
            Bank::F64 => {
                type $B = f64;
                $body
            }
        }
    };
}

/// Run `$body` with `$E` the element type of array store `$s`.
macro_rules! with_elem {
    ($s:expr, $E:ident => $body:expr) => {
        match $s {
            Store::F64 => {
                type $E = EF64;
                $body
            }
            Store::F32 => {
                type $E = EF32;
                $body
            }
            // Integers narrower than `int` are held in 32 bits, `unsigned` and the 64-bit
            // ones in 64 (`ArrayData::zeros`); stores convert to the C type first.
            Store::Int(IntTy::I32)
            | Store::Bool
            | Store::I8
            | Store::U8
            | Store::I16
            | Store::U16 => {
                type $E = EI32;
                $body
            }
            Store::Int(IntTy::U32 | IntTy::I64 | IntTy::U64) => {
                type $E = EI64;
                $body
            }
        }
    };
}

/// Run `$body` with `$ix` bound to the concrete indexer inside `Index` `$v`.
macro_rules! with_ix {
    ($v:expr, $ix:ident => $body:expr) => {
        match $v {
            Index::A1($ix) => $body,
            Index::A2($ix) => $body,
            Index::A3($ix) => $body,
            Index::Dyn($ix) => $body,
        }
    };
}

/// Computes the linear index of an element, checking every subscript.
pub(crate) trait Ix: Send + Sync + 'static {
    fn lin(&self, f: &mut Frame<'_>) -> R<usize>;
    fn k(&self) -> usize;
}

/// Subscripts that are all `int variable + constant`.
pub(crate) struct Aff<const N: usize> {
    k: usize,
    subs: [(usize, i64); N],
    name: Arc<str>,
}

/// Any integer subscripts.
pub(crate) struct DynIx {
    k: usize,
    subs: Vec<Ef<i64>>,
    name: Arc<str>,
}

pub(crate) enum Index {
    A1(Aff<1>),
    A2(Aff<2>),
    A3(Aff<3>),
    Dyn(DynIx),
}

#[cold]
#[inline(never)]
fn oob(f: &mut Frame<'_>, k: usize, name: &str, idx: &[i64]) -> Trap {
    let v = &f.arrays[k];
    let shape = v.dims[..v.rank].iter().map(|&d| d as usize).collect();
    f.trap(RefError::OutOfBounds {
        array: name.to_string(),
        index: idx.to_vec(),
        shape,
    })
}

impl<const N: usize> Aff<N> {
    #[cold]
    #[inline(never)]
    fn fail(&self, f: &mut Frame<'_>) -> Trap {
        let idx: Vec<i64> = self
            .subs
            .iter()
            .map(|&(slot, off)| f.i[slot].wrapping_add(off))
            .collect();
        oob(f, self.k, &self.name, &idx)
    }
}

impl<const N: usize> Ix for Aff<N> {
    #[inline(always)]
    fn lin(&self, f: &mut Frame<'_>) -> R<usize> {
        let v = &f.arrays[self.k];
        let mut lin = 0i64;
        let mut ok = true;
        for d in 0..N {
            let (slot, off) = self.subs[d];
            let x = f.i[slot].wrapping_add(off);
            ok &= (x as u64) < (v.dims[d] as u64);
            // Row-major: the last dimension has stride 1.
            lin = if d + 1 == N {
                lin.wrapping_add(x)
            } else {
                lin.wrapping_add(x.wrapping_mul(v.strides[d]))
            };
        }
        if ok {
            Ok(lin as usize)
        } else {
            Err(self.fail(f))
        }
    }
    fn k(&self) -> usize {
        self.k
    }
}

impl Ix for DynIx {
    fn lin(&self, f: &mut Frame<'_>) -> R<usize> {
        let mut idx = [0i64; 4];
        let n = self.subs.len();
        for (d, s) in self.subs.iter().enumerate() {
            idx[d] = s(f)?;
        }
        let v = &f.arrays[self.k];
        let mut lin = 0i64;
        let mut ok = true;
        for ((&x, &dim), &stride) in idx[..n].iter().zip(&v.dims).zip(&v.strides) {
            ok &= (x as u64) < (dim as u64);
            lin = lin.wrapping_add(x.wrapping_mul(stride));
        }
        if ok {
            Ok(lin as usize)
        } else {
            Err(oob(f, self.k, &self.name, &idx[..n]))
        }
    }
    fn k(&self) -> usize {
        self.k
    }
}

impl Ix for Index {
    fn lin(&self, f: &mut Frame<'_>) -> R<usize> {
        with_ix!(self, ix => ix.lin(f))
    }
    fn k(&self) -> usize {
        with_ix!(self, ix => ix.k)
    }
}

fn read_elem(store: Store, ix: Index) -> Code {
    match (store, ix) {
        (Store::F64, Index::A1(ix)) => Code::D(Leaf::E1(ix)),
        (Store::F64, Index::A2(ix)) => Code::D(Leaf::E2(ix)),
        (Store::F64, Index::A3(ix)) => Code::D(Leaf::E3(ix)),
        (Store::F32, Index::A1(ix)) => Code::S(Leaf::E1(ix)),
        (Store::F32, Index::A2(ix)) => Code::S(Leaf::E2(ix)),
        (Store::F32, Index::A3(ix)) => Code::S(Leaf::E3(ix)),
        (store, ix) => read_elem_node(store, ix),
    }
}

fn read_elem_node(store: Store, ix: Index) -> Code {
    with_elem!(store, E => with_ix!(ix, ix => {
        <E as Elem>::V::code(
            bx(move |f| {
                let i = ix.lin(f)?;
                Ok(E::load(&f.arrays[ix.k], i))
            }),
            store,
        )
    }))
}

fn read_slot(store: Store, slot: usize) -> Code {
    with_bank!(store, B => B::slot_code(slot, store))
}

// ---- the compiler ---------------------------------------------------------------------------

/// A variable: where it lives and whether the body may assign it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Var {
    pub store: Store,
    pub slot: usize,
    pub writable: bool,
}

/// An array of the nest: `k` is its position in [`Compiler::arrays`] and in the frame's views.
#[derive(Debug, Clone)]
pub(crate) struct ArrInfo {
    pub name: Arc<str>,
    pub elem: Store,
    pub rank: u32,
}

/// The target of an assignment.
struct Place {
    store: Store,
    kind: PlaceKind,
}

enum PlaceKind {
    Local(usize),
    Elem(Index),
}

pub(crate) struct Compiler {
    scopes: Vec<Vec<(String, Var)>>,
    /// Slots used in each bank (`i`, `s`, `d`).
    pub banks: [usize; 3],
    pub arrays: Vec<ArrInfo>,
    loop_depth: u32,
    /// `switch` statements around the statement being compiled (a `break` may leave them).
    switch_depth: u32,
    /// Names of the parallel loops' variables.
    pub loop_slots: Vec<usize>,
    /// How the body references each array (by `k`).
    pub refs: Vec<ArrRefs>,
}

/// The references to one array in a nest body.
#[derive(Debug, Clone, Default)]
pub(crate) struct ArrRefs {
    /// Some reference assigns it.
    pub written: bool,
    /// Per reference: the constants `c_d` if its leading subscripts (one per parallel loop,
    /// outermost first) are `v_d + c_d` with `v_d` the `d`-th parallel loop's variable.
    pub lead: Vec<Option<Vec<i64>>>,
}

impl ArrRefs {
    /// No two iterations of the parallel loops touch the same element: the array is only
    /// read, or every reference has the same leading offsets (then iteration `v` touches only
    /// the slab `v + c`).
    pub fn independent(&self) -> bool {
        !self.written
            || match self.lead.first() {
                Some(Some(first)) => self.lead.iter().all(|l| l.as_ref() == Some(first)),
                _ => false,
            }
    }
}

fn unsupported(what: impl Into<String>, span: Span) -> RefError {
    RefError::Unsupported {
        what: what.into(),
        span,
    }
}

impl Compiler {
    pub fn new() -> Compiler {
        Compiler {
            scopes: vec![vec![]],
            banks: [0; 3],
            arrays: vec![],
            loop_depth: 0,
            switch_depth: 0,
            loop_slots: vec![],
            refs: vec![],
        }
    }

    pub fn alloc(&mut self, store: Store) -> usize {
        let b = match store.bank() {
            Bank::Int => 0,
            Bank::F32 => 1,
            Bank::F64 => 2,
        };
        self.banks[b] += 1;
        self.banks[b] - 1
    }

    /// Declare a variable in the current (at first: the global) scope.
    pub fn declare(&mut self, name: &str, store: Store, writable: bool) -> Var {
        let v = Var {
            store,
            slot: self.alloc(store),
            writable,
        };
        if let Some(s) = self.scopes.last_mut() {
            s.push((name.to_string(), v));
        }
        v
    }

    fn lookup(&self, name: &str) -> Option<Var> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.iter().rev().find(|(n, _)| n == name).map(|(_, v)| *v))
    }

    // ---- statements ----

    pub fn stmt(&mut self, s: &Stmt) -> Result<Sf, RefError> {
        match &s.kind {
            StmtKind::Block(b) => {
                self.scopes.push(vec![]);
                let v: Result<Vec<Sf>, RefError> = b.stmts.iter().map(|s| self.stmt(s)).collect();
                self.scopes.pop();
                Ok(seq(v?))
            }
            StmtKind::Decl(d) => {
                let mut v = Vec::new();
                for dd in &d.decls {
                    v.push(self.declarator(dd)?);
                }
                Ok(seq(v))
            }
            StmtKind::Expr(e) => Ok(expr_stmt(self.expr(e)?)),
            StmtKind::If { cond, then, els } => {
                let c = self.cond(cond)?;
                let t = self.scoped(then)?;
                match els {
                    Some(e) => {
                        let e = self.scoped(e)?;
                        Ok(bx(move |f| if c(f)? { t(f) } else { e(f) }))
                    }
                    None => Ok(bx(move |f| if c(f)? { t(f) } else { Ok(Flow::Normal) })),
                }
            }
            StmtKind::While { cond, body } => {
                let c = self.cond(cond)?;
                let b = self.loop_body(body)?;
                Ok(bx(move |f| {
                    while c(f)? {
                        if b(f)? == Flow::Break {
                            break;
                        }
                    }
                    Ok(Flow::Normal)
                }))
            }
            StmtKind::DoWhile { body, cond } => {
                let b = self.loop_body(body)?;
                let c = self.cond(cond)?;
                Ok(bx(move |f| {
                    loop {
                        if b(f)? == Flow::Break || !c(f)? {
                            break;
                        }
                    }
                    Ok(Flow::Normal)
                }))
            }
            StmtKind::For(fl) => {
                self.scopes.push(vec![]);
                let r = (|| {
                    let init = match &fl.init {
                        ForInit::None => seq(vec![]),
                        ForInit::Decl(d) => {
                            let mut v = Vec::new();
                            for dd in &d.decls {
                                v.push(self.declarator(dd)?);
                            }
                            seq(v)
                        }
                        ForInit::Expr(e) => expr_stmt(self.expr(e)?),
                    };
                    let cond = fl.cond.as_ref().map(|c| self.cond(c)).transpose()?;
                    let step = match &fl.step {
                        Some(e) => Some(expr_stmt(self.expr(e)?)),
                        None => None,
                    };
                    let body = self.loop_body(&fl.body)?;
                    Ok(bx(move |f| {
                        init(f)?;
                        loop {
                            if let Some(c) = &cond {
                                if !c(f)? {
                                    break;
                                }
                            }
                            if body(f)? == Flow::Break {
                                break;
                            }
                            if let Some(s) = &step {
                                s(f)?;
                            }
                        }
                        Ok(Flow::Normal)
                    }) as Sf)
                })();
                self.scopes.pop();
                r
            }
            StmtKind::Break if self.loop_depth > 0 || self.switch_depth > 0 => {
                Ok(bx(|_| Ok(Flow::Break)))
            }
            StmtKind::Break => Err(unsupported("`break` out of a parallel loop", s.span)),
            // At the top of the body, `continue` ends the point (the next iteration).
            StmtKind::Continue => Ok(bx(|_| Ok(Flow::Continue))),
            StmtKind::Return(_) => Err(unsupported("`return` in a `mint for` nest", s.span)),
            StmtKind::Empty | StmtKind::Preproc => Ok(seq(vec![])),
            StmtKind::Mint(_) => Err(unsupported("a Mint directive inside a nest", s.span)),
            StmtKind::Switch { cond, body } => self.switch(cond, body, s.span),
            StmtKind::Labeled { .. } | StmtKind::Goto(_) => Err(unsupported(
                "labels and `goto` inside a nest (other than the `case` labels of a `switch` block)",
                s.span,
            )),
        }
    }

    /// An integer expression's value (`switch` conditions).
    fn int_value(&mut self, e: &Expr) -> Result<Ef<i64>, RefError> {
        match self.expr(e)? {
            Code::I(f, _) => Ok(f),
            _ => Err(unsupported(
                "a `switch` value that is not an integer",
                e.span,
            )),
        }
    }

    /// `switch (cond) { case ...: ... }`: the statements of the block from the first whose
    /// `case` value equals the condition (else from `default:`, else none) to a `break`, as C
    /// runs them. `case` labels must label statements of the block itself (the analyzer
    /// refuses deeper ones); a `continue` leaves the `switch` for the enclosing loop.
    fn switch(&mut self, cond: &Expr, body: &Stmt, span: Span) -> Result<Sf, RefError> {
        let c = self.int_value(cond)?;
        let StmtKind::Block(b) = &body.kind else {
            return Err(unsupported("a `switch` without a `{ }` block", span));
        };
        self.scopes.push(vec![]);
        self.switch_depth += 1;
        let entries: Result<Vec<SwitchEntry>, RefError> = b
            .stmts
            .iter()
            .map(|st| {
                let mut labels = Vec::new();
                let mut inner = st;
                while let StmtKind::Labeled { label, stmt } = &inner.kind {
                    match label {
                        // A constant (the analyzer refuses others): compared, not evaluated.
                        Label::Case(v) => {
                            labels.push(Some(mint_analyzer::int_const(v).ok_or_else(|| {
                                unsupported(
                                    "a `case` value that is not an integer constant",
                                    v.span,
                                )
                            })?))
                        }
                        Label::Default => labels.push(None),
                        Label::Name(_) => break,
                    }
                    inner = stmt;
                }
                Ok((labels, self.stmt(inner)?))
            })
            .collect();
        self.switch_depth -= 1;
        self.scopes.pop();
        let entries = entries?;
        Ok(bx(move |f| {
            let v = c(f)?;
            let (mut start, mut default) = (None, None);
            'find: for (i, (labels, _)) in entries.iter().enumerate() {
                for l in labels {
                    match l {
                        Some(c) if *c == v => {
                            start = Some(i);
                            break 'find;
                        }
                        Some(_) => {}
                        None => default = default.or(Some(i)),
                    }
                }
            }
            if let Some(first) = start.or(default) {
                for (_, st) in &entries[first..] {
                    match st(f)? {
                        Flow::Normal => {}
                        Flow::Break => break,
                        Flow::Continue => return Ok(Flow::Continue),
                    }
                }
            }
            Ok(Flow::Normal)
        }))
    }

    fn scoped(&mut self, s: &Stmt) -> Result<Sf, RefError> {
        self.scopes.push(vec![]);
        let r = self.stmt(s);
        self.scopes.pop();
        r
    }

    fn loop_body(&mut self, s: &Stmt) -> Result<Sf, RefError> {
        self.loop_depth += 1;
        let r = self.scoped(s);
        self.loop_depth -= 1;
        r
    }

    fn declarator(&mut self, dd: &mint_lang::ast::Declarator) -> Result<Sf, RefError> {
        let Some(name) = &dd.name else {
            return Ok(seq(vec![]));
        };
        if dd.ty.rank() > 0 {
            return Err(unsupported(
                format!("declaration of the array or pointer `{}`", name.name),
                dd.span,
            ));
        }
        let store = Store::from_scalar(&dd.ty.scalar).ok_or_else(|| {
            unsupported(
                format!("local `{}` of type `{}`", name.name, dd.ty.scalar.c_name()),
                dd.span,
            )
        })?;
        // C: the name is in scope from its declarator on, initializer included.
        let var = self.declare(&name.name, store, true);
        let slot = var.slot;
        match &dd.init {
            None => Ok(with_bank!(store, B => bx(move |f| {
                B::set(f, slot, B::ZERO);
                Ok(Flow::Normal)
            }))),
            Some(Initializer::Expr(e)) => {
                let c = self.expr(e)?;
                Ok(with_bank!(store, B => {
                    let v = B::conv(c, store);
                    bx(move |f| {
                        let x = B::eval(&v, f)?;
                        B::set(f, slot, x);
                        Ok(Flow::Normal)
                    })
                }))
            }
            Some(Initializer::List { span, .. }) => {
                Err(unsupported("an initializer list in a nest", *span))
            }
        }
    }

    // ---- expressions ----

    /// An expression used as a condition.
    pub fn cond(&mut self, e: &Expr) -> Result<Ef<bool>, RefError> {
        match &e.kind {
            ExprKind::Paren(a) => self.cond(a),
            ExprKind::Binary(
                op @ (BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne),
                a,
                b,
            ) => {
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                Ok(compare(*op, x, y))
            }
            ExprKind::Binary(BinOp::And, a, b) => {
                let (x, y) = (self.cond(a)?, self.cond(b)?);
                Ok(bx(move |f| Ok(x(f)? && y(f)?)))
            }
            ExprKind::Binary(BinOp::Or, a, b) => {
                let (x, y) = (self.cond(a)?, self.cond(b)?);
                Ok(bx(move |f| Ok(x(f)? || y(f)?)))
            }
            ExprKind::Unary(UnOp::Not, a) => {
                let x = self.cond(a)?;
                Ok(bx(move |f| Ok(!x(f)?)))
            }
            _ => Ok(to_bool(self.expr(e)?)),
        }
    }

    pub fn expr(&mut self, e: &Expr) -> Result<Code, RefError> {
        let span = e.span;
        match &e.kind {
            ExprKind::Ident(n) => match self.lookup(n) {
                Some(v) => Ok(read_slot(v.store, v.slot)),
                None => Err(RefError::Unresolved {
                    name: n.clone(),
                    span,
                }),
            },
            ExprKind::Int(v, text) => Ok(const_code(Ty::Int(int_literal_type(*v, text)), 0.0, *v)),
            ExprKind::Float(v, text) => Ok(float_literal(*v, text)),
            ExprKind::Char(text) => {
                let v = char_literal(text)
                    .ok_or_else(|| unsupported(format!("the character literal {text}"), span))?;
                Ok(const_code(Ty::Int(IntTy::I32), 0.0, v))
            }
            ExprKind::Str(_) => Err(unsupported("a string literal", span)),
            ExprKind::Paren(a) => self.expr(a),
            ExprKind::Binary(
                BinOp::Lt
                | BinOp::Gt
                | BinOp::Le
                | BinOp::Ge
                | BinOp::Eq
                | BinOp::Ne
                | BinOp::And
                | BinOp::Or,
                ..,
            ) => Ok(bool_code(self.cond(e)?)),
            // The analyzer refuses it in nests (`a, b` where codes write it: loop headers).
            ExprKind::Binary(BinOp::Comma, ..) => Err(unsupported("the comma operator", span)),
            ExprKind::Binary(op, a, b) => {
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                binop(*op, x, y, span)
            }
            ExprKind::Unary(op, a) => match op {
                UnOp::Not => Ok(bool_code(self.cond(e)?)),
                UnOp::Plus => self.expr(a),
                UnOp::Neg => Ok(match self.expr(a)? {
                    Code::D(Leaf::Const(x)) => Code::D(Leaf::Const(-x)),
                    Code::S(Leaf::Const(x)) => Code::S(Leaf::Const(-x)),
                    Code::D(f) => Code::D(Leaf::Node(bx(move |fr| Ok(-f.get(fr)?)))),
                    Code::S(f) => Code::S(Leaf::Node(bx(move |fr| Ok(-f.get(fr)?)))),
                    Code::I(f, t) => Code::I(bx(move |fr| Ok(t.norm(f(fr)?.wrapping_neg()))), t),
                }),
                UnOp::BitNot => match self.expr(a)? {
                    Code::I(f, t) => Ok(Code::I(bx(move |fr| Ok(t.norm(!f(fr)?))), t)),
                    _ => Err(unsupported("`~` on a floating operand", span)),
                },
                UnOp::PreInc | UnOp::PreDec => {
                    let p = self.place(a)?;
                    let op = if *op == UnOp::PreInc {
                        BinOp::Add
                    } else {
                        BinOp::Sub
                    };
                    self.rmw(p, op, const_code(Ty::Int(IntTy::I32), 0.0, 1), false, span)
                }
                UnOp::Deref | UnOp::Addr => Err(unsupported("a pointer operation", span)),
            },
            ExprKind::PostIncDec(inc, a) => {
                let p = self.place(a)?;
                let op = if *inc { BinOp::Add } else { BinOp::Sub };
                self.rmw(p, op, const_code(Ty::Int(IntTy::I32), 0.0, 1), true, span)
            }
            ExprKind::Assign(op, l, r) => {
                let p = self.place(l)?;
                let rhs = self.expr(r)?;
                match op {
                    None => Ok(store_place(p, rhs)),
                    Some(op) => self.rmw(p, *op, rhs, false, span),
                }
            }
            ExprKind::Ternary(c, a, b) => {
                let c = self.cond(c)?;
                let x = self.expr(a)?;
                let y = self.expr(b)?;
                Ok(match common(x.ty(), y.ty()) {
                    Ty::F64 => {
                        let (x, y) = (to_d(x), to_d(y));
                        Code::D(Leaf::Node(bx(
                            move |f| {
                                if c(f)? {
                                    x.get(f)
                                } else {
                                    y.get(f)
                                }
                            },
                        )))
                    }
                    Ty::F32 => {
                        let (x, y) = (to_s(x), to_s(y));
                        Code::S(Leaf::Node(bx(
                            move |f| {
                                if c(f)? {
                                    x.get(f)
                                } else {
                                    y.get(f)
                                }
                            },
                        )))
                    }
                    Ty::Int(t) => {
                        let (x, y) = (to_int(x, t), to_int(y, t));
                        Code::I(bx(move |f| if c(f)? { x(f) } else { y(f) }), t)
                    }
                })
            }
            ExprKind::Call(callee, args) => {
                let name = callee
                    .as_ident()
                    .filter(|n| self.lookup(n).is_none())
                    .ok_or_else(|| {
                        unsupported("a call of something that is not a math function", span)
                    })?;
                let codes = args
                    .iter()
                    .map(|a| self.expr(a))
                    .collect::<Result<Vec<_>, _>>()?;
                math::call(name, codes, span)
            }
            ExprKind::Index(..) => {
                let (store, ix) = self.index(e)?;
                Ok(read_elem(store, ix))
            }
            // A member chain of a variable (`g.ny`, `p->dt`) is a scalar named by its text.
            ExprKind::Member(..) if member_chain(e) => {
                let n = e.to_c();
                match self.lookup(&n) {
                    Some(v) => Ok(read_slot(v.store, v.slot)),
                    None => Err(RefError::Unresolved { name: n, span }),
                }
            }
            ExprKind::Member(..) => Err(unsupported("a structure member", span)),
            ExprKind::Cast(t, a) => {
                if t.rank() > 0 {
                    return Err(unsupported("a pointer cast", span));
                }
                let s = Store::from_scalar(&t.scalar).ok_or_else(|| {
                    unsupported(format!("a cast to `{}`", t.scalar.c_name()), span)
                })?;
                Ok(convert(self.expr(a)?, s))
            }
            ExprKind::SizeofType(t) => {
                let size = if t.is_pointer() {
                    8
                } else if t.rank() == 0 {
                    Store::from_scalar(&t.scalar)
                        .ok_or_else(|| unsupported("`sizeof` of this type", span))?
                        .size()
                } else {
                    return Err(unsupported("`sizeof` of an array type", span));
                };
                Ok(const_code(Ty::Int(IntTy::U64), 0.0, size as i64))
            }
            ExprKind::SizeofExpr(a) => {
                let size = self.sizeof_expr(a)?;
                Ok(const_code(Ty::Int(IntTy::U64), 0.0, size as i64))
            }
        }
    }

    fn sizeof_expr(&mut self, a: &Expr) -> Result<u64, RefError> {
        if let Some(n) = a.as_ident() {
            if let Some(v) = self.lookup(n) {
                return Ok(v.store.size());
            }
        }
        if let Some((name, _, _)) = a.as_subscript() {
            if let Some(info) = self.arrays.iter().find(|x| &*x.name == name) {
                return Ok(info.elem.size());
            }
        }
        // Compiled only for its type; the closures are dropped unevaluated, as C does.
        Ok(match self.expr(a)?.ty() {
            Ty::Int(IntTy::I32 | IntTy::U32) | Ty::F32 => 4,
            _ => 8,
        })
    }

    fn place(&mut self, e: &Expr) -> Result<Place, RefError> {
        match &e.kind {
            ExprKind::Paren(a) => self.place(a),
            ExprKind::Ident(n) => {
                let v = self.lookup(n).ok_or_else(|| RefError::Unresolved {
                    name: n.clone(),
                    span: e.span,
                })?;
                if !v.writable {
                    return Err(unsupported(
                        format!(
                            "an assignment to `{n}`, a loop variable or a free scalar of the nest"
                        ),
                        e.span,
                    ));
                }
                Ok(Place {
                    store: v.store,
                    kind: PlaceKind::Local(v.slot),
                })
            }
            ExprKind::Index(..) => {
                let (store, ix) = self.index(e)?;
                let k = ix.k();
                self.refs[k].written = true;
                Ok(Place {
                    store,
                    kind: PlaceKind::Elem(ix),
                })
            }
            _ => Err(unsupported(
                "an assignment to something that is not a variable or an array element",
                e.span,
            )),
        }
    }

    /// `A[i][j]...`: the array's element store and the indexer.
    fn index(&mut self, e: &Expr) -> Result<(Store, Index), RefError> {
        let Some((name, subs, base_span)) = e.as_subscript() else {
            return Err(unsupported(
                "a subscript of something that is not a named array",
                e.span,
            ));
        };
        let Some(k) = self.arrays.iter().position(|a| &*a.name == name) else {
            return Err(RefError::Unresolved {
                name: name.to_string(),
                span: base_span,
            });
        };
        let info = self.arrays[k].clone();
        let p = self.loop_slots.len();
        let lead: Option<Vec<i64>> = if subs.len() >= p {
            (0..p)
                .map(|d| {
                    let (v, c) = mint_analyzer::var_offset(subs[d])?;
                    let var = self.lookup(v)?;
                    (var.slot == self.loop_slots[d]
                        && var.store.bank() == Bank::Int
                        && !var.writable)
                        .then_some(c)
                })
                .collect()
        } else {
            None
        };
        if self.refs.len() < self.arrays.len() {
            self.refs.resize(self.arrays.len(), ArrRefs::default());
        }
        self.refs[k].lead.push(lead);
        if subs.len() != info.rank as usize || subs.len() > 4 {
            return Err(unsupported(
                format!(
                    "`{name}` indexed with {} subscripts (rank {})",
                    subs.len(),
                    info.rank
                ),
                e.span,
            ));
        }
        // The fast path: every subscript is `integer variable ± constant`.
        let aff: Option<Vec<(usize, i64)>> = subs
            .iter()
            .map(|s| {
                let (v, c) = mint_analyzer::var_offset(s)?;
                let var = self.lookup(v)?;
                (var.store.bank() == Bank::Int).then_some((var.slot, c))
            })
            .collect();
        let name = info.name.clone();
        let ix = match aff.as_deref() {
            Some(&[a]) => Index::A1(Aff { k, subs: [a], name }),
            Some(&[a, b]) => Index::A2(Aff {
                k,
                subs: [a, b],
                name,
            }),
            Some(&[a, b, c]) => Index::A3(Aff {
                k,
                subs: [a, b, c],
                name,
            }),
            _ => {
                let mut v = Vec::new();
                for s in &subs {
                    match self.expr(s)? {
                        c @ Code::I(..) => v.push(to_int(c, IntTy::I64)),
                        _ => return Err(unsupported("a floating-point subscript", s.span)),
                    }
                }
                Index::Dyn(DynIx { k, subs: v, name })
            }
        };
        Ok((info.elem, ix))
    }

    /// `place op= rhs`, `++place` (`post` false) and `place++` (`post` true): the value is the new
    /// one, or the old one for `post`.
    fn rmw(
        &mut self,
        p: Place,
        op: BinOp,
        rhs: Code,
        post: bool,
        span: Span,
    ) -> Result<Code, RefError> {
        let store = p.store;
        let tmp = self.alloc(store);
        let new = binop(op, read_slot(store, tmp), rhs, span)?;
        Ok(match p.kind {
            PlaceKind::Local(slot) => with_bank!(store, B => {
                let nv = B::conv(new, store);
                B::code(
                    bx(move |f| {
                        let old = B::get(f, slot);
                        B::set(f, tmp, old);
                        let x = B::eval(&nv, f)?;
                        B::set(f, slot, x);
                        Ok(if post { old } else { x })
                    }),
                    store,
                )
            }),
            PlaceKind::Elem(ix) => with_elem!(store, E => {
                let nv = <E as Elem>::V::conv(new, store);
                <E as Elem>::V::code(
                    bx(move |f| {
                        let i = ix.lin(f)?;
                        let k = ix.k();
                        let old = E::load(&f.arrays[k], i);
                        <E as Elem>::V::set(f, tmp, old);
                        let x = <E as Elem>::V::eval(&nv, f)?;
                        E::store(&f.arrays[k], i, x);
                        Ok(if post { old } else { x })
                    }),
                    store,
                )
            }),
        })
    }
}

/// `place = rhs`; the value is the stored one.
fn store_place(p: Place, rhs: Code) -> Code {
    let store = p.store;
    match p.kind {
        PlaceKind::Local(slot) => with_bank!(store, B => {
            let v = B::conv(rhs, store);
            B::code(
                bx(move |f| {
                    let x = B::eval(&v, f)?;
                    B::set(f, slot, x);
                    Ok(x)
                }),
                store,
            )
        }),
        PlaceKind::Elem(ix) => with_elem!(store, E => with_ix!(ix, ix => {
            let v = <E as Elem>::V::conv(rhs, store);
            <E as Elem>::V::code(
                bx(move |f| {
                    let x = <E as Elem>::V::eval(&v, f)?;
                    let i = ix.lin(f)?;
                    E::store(&f.arrays[ix.k], i, x);
                    Ok(x)
                }),
                store,
            )
        })),
    }
}

fn seq(mut v: Vec<Sf>) -> Sf {
    match v.len() {
        0 => bx(|_| Ok(Flow::Normal)),
        1 => v.pop().unwrap_or_else(|| bx(|_| Ok(Flow::Normal))),
        _ => bx(move |f| {
            for s in &v {
                let fl = s(f)?;
                if fl != Flow::Normal {
                    return Ok(fl);
                }
            }
            Ok(Flow::Normal)
        }),
    }
}

fn expr_stmt(c: Code) -> Sf {
    match c {
        Code::D(e) => bx(move |f| e.get(f).map(|_| Flow::Normal)),
        Code::S(e) => bx(move |f| e.get(f).map(|_| Flow::Normal)),
        Code::I(e, _) => bx(move |f| e(f).map(|_| Flow::Normal)),
    }
}

/// `x op y` for the arithmetic, bitwise and shift operators, with C's conversions.
pub(crate) fn binop(op: BinOp, x: Code, y: Code, span: Span) -> Result<Code, RefError> {
    use BinOp::*;
    if matches!(op, Shl | Shr) {
        return shift(op, x, y, span);
    }
    Ok(match common(x.ty(), y.ty()) {
        Ty::F64 => {
            let (a, b) = (to_d(x), to_d(y));
            if let (Leaf::Const(p), Leaf::Const(q)) = (&a, &b) {
                if let Some(v) = fold(op, *p, *q) {
                    return Ok(Code::D(Leaf::Const(v)));
                }
            }
            let op = match op {
                Add => Arith::Add,
                Sub => Arith::Sub,
                Mul => Arith::Mul,
                Div => Arith::Div,
                _ => return Err(float_operand(op, span)),
            };
            Code::D(chain(a, op, b))
        }
        Ty::F32 => {
            let (a, b) = (to_s(x), to_s(y));
            if let (Leaf::Const(p), Leaf::Const(q)) = (&a, &b) {
                if let Some(v) = fold(op, *p, *q) {
                    return Ok(Code::S(Leaf::Const(v)));
                }
            }
            let op = match op {
                Add => Arith::Add,
                Sub => Arith::Sub,
                Mul => Arith::Mul,
                Div => Arith::Div,
                _ => return Err(float_operand(op, span)),
            };
            Code::S(chain(a, op, b))
        }
        Ty::Int(t) => {
            let (a, b) = (to_int(x, t), to_int(y, t));
            let e: Ef<i64> = match op {
                Add => bx(move |f| Ok(t.norm(a(f)?.wrapping_add(b(f)?)))),
                Sub => bx(move |f| Ok(t.norm(a(f)?.wrapping_sub(b(f)?)))),
                Mul => bx(move |f| Ok(t.norm(a(f)?.wrapping_mul(b(f)?)))),
                Div | Rem => {
                    let rem = op == Rem;
                    bx(move |f| {
                        let (p, q) = (a(f)?, b(f)?);
                        if q == 0 {
                            return Err(f.trap(RefError::DivisionByZero { span }));
                        }
                        let v = match (t == IntTy::U64, rem) {
                            (true, false) => ((p as u64) / (q as u64)) as i64,
                            (true, true) => ((p as u64) % (q as u64)) as i64,
                            (false, false) => p.wrapping_div(q),
                            (false, true) => p.wrapping_rem(q),
                        };
                        Ok(t.norm(v))
                    })
                }
                BitAnd => bx(move |f| Ok(t.norm(a(f)? & b(f)?))),
                BitOr => bx(move |f| Ok(t.norm(a(f)? | b(f)?))),
                BitXor => bx(move |f| Ok(t.norm(a(f)? ^ b(f)?))),
                _ => {
                    return Err(unsupported(
                        format!("`{}` as an arithmetic operator", op.token()),
                        span,
                    ))
                }
            };
            Code::I(e, t)
        }
    })
}

/// `p op q` on two floating constants, computed as at run time.
fn fold<
    T: std::ops::Add<Output = T>
        + std::ops::Sub<Output = T>
        + std::ops::Mul<Output = T>
        + std::ops::Div<Output = T>,
>(
    op: BinOp,
    p: T,
    q: T,
) -> Option<T> {
    Some(match op {
        BinOp::Add => p + q,
        BinOp::Sub => p - q,
        BinOp::Mul => p * q,
        BinOp::Div => p / q,
        _ => return None,
    })
}

fn float_operand(op: BinOp, span: Span) -> RefError {
    unsupported(format!("`{}` on a floating operand", op.token()), span)
}

fn shift(op: BinOp, x: Code, y: Code, span: Span) -> Result<Code, RefError> {
    let t = match (x.ty(), y.ty()) {
        (Ty::Int(t), Ty::Int(_)) => t,
        _ => return Err(float_operand(op, span)),
    };
    let a = to_int(x, t);
    let c = to_int(y, IntTy::I64);
    // Counts out of range are undefined in C; they wrap modulo the width here.
    let e: Ef<i64> = match (op == BinOp::Shl, t) {
        (true, IntTy::I32 | IntTy::U32) => {
            bx(move |f| Ok(t.norm(((a(f)? as u32).wrapping_shl(c(f)? as u32)) as i64)))
        }
        (true, _) => bx(move |f| Ok(a(f)?.wrapping_shl(c(f)? as u32))),
        (false, IntTy::I32) => bx(move |f| Ok((a(f)? as i32).wrapping_shr(c(f)? as u32) as i64)),
        (false, IntTy::U32) => bx(move |f| Ok((a(f)? as u32).wrapping_shr(c(f)? as u32) as i64)),
        (false, IntTy::I64) => bx(move |f| Ok(a(f)?.wrapping_shr(c(f)? as u32))),
        (false, IntTy::U64) => bx(move |f| Ok((a(f)? as u64).wrapping_shr(c(f)? as u32) as i64)),
    };
    Ok(Code::I(e, t))
}

macro_rules! cmp_all {
    (@ $a:ident . call, $f:ident) => {
        $a($f)
    };
    (@ $a:ident . get, $f:ident) => {
        $a.get($f)
    };
    ($op:expr, $a:ident, $b:ident, |$x:ident, $y:ident| ($lx:expr, $ly:expr)) => {
        cmp_all!($op, $a.call, $b.call, |$x, $y| ($lx, $ly))
    };
    ($op:expr, $a:ident . $am:ident, $b:ident . $bm:ident, |$x:ident, $y:ident| ($lx:expr, $ly:expr)) => {
        match $op {
            BinOp::Lt => bx(move |f| {
                let ($x, $y) = (cmp_all!(@ $a.$am, f)?, cmp_all!(@ $b.$bm, f)?);
                Ok($lx < $ly)
            }),
            BinOp::Gt => bx(move |f| {
                let ($x, $y) = (cmp_all!(@ $a.$am, f)?, cmp_all!(@ $b.$bm, f)?);
                Ok($lx > $ly)
            }),
            BinOp::Le => bx(move |f| {
                let ($x, $y) = (cmp_all!(@ $a.$am, f)?, cmp_all!(@ $b.$bm, f)?);
                Ok($lx <= $ly)
            }),
            BinOp::Ge => bx(move |f| {
                let ($x, $y) = (cmp_all!(@ $a.$am, f)?, cmp_all!(@ $b.$bm, f)?);
                Ok($lx >= $ly)
            }),
            BinOp::Eq => bx(move |f| {
                let ($x, $y) = (cmp_all!(@ $a.$am, f)?, cmp_all!(@ $b.$bm, f)?);
                Ok($lx == $ly)
            }),
            _ => bx(move |f| {
                let ($x, $y) = (cmp_all!(@ $a.$am, f)?, cmp_all!(@ $b.$bm, f)?);
                Ok($lx != $ly)
            }),
        }
    };
}

/// A comparison (`op` is one of `< > <= >= == !=`) in the common type.
fn compare(op: BinOp, x: Code, y: Code) -> Ef<bool> {
    match common(x.ty(), y.ty()) {
        Ty::F64 => {
            let (a, b) = (to_d(x), to_d(y));
            cmp_all!(op, a.get, b.get, |p, q| (p, q))
        }
        Ty::F32 => {
            let (a, b) = (to_s(x), to_s(y));
            cmp_all!(op, a.get, b.get, |p, q| (p, q))
        }
        Ty::Int(IntTy::U64) => {
            let (a, b) = (to_int(x, IntTy::U64), to_int(y, IntTy::U64));
            cmp_all!(op, a, b, |p, q| (p as u64, q as u64))
        }
        Ty::Int(t) => {
            // Normalised `int`, `unsigned` and `long` values compare correctly as `i64`.
            let (a, b) = (to_int(x, t), to_int(y, t));
            cmp_all!(op, a, b, |p, q| (p, q))
        }
    }
}

/// The type of an integer literal (C11 6.4.4.1, LP64).
pub(crate) fn int_literal_type(v: i64, text: &str) -> IntTy {
    let lower = text.to_ascii_lowercase();
    let digits = lower.trim_end_matches(['u', 'l']);
    let suffix = &lower[digits.len()..];
    let unsigned = suffix.contains('u');
    let long = suffix.contains('l');
    let decimal = !(digits.starts_with('0') && digits.len() > 1);
    let fits32 = i32::try_from(v).is_ok();
    let fitsu32 = u32::try_from(v).is_ok();
    match (unsigned, long) {
        (true, true) => IntTy::U64,
        (true, false) => {
            if fitsu32 {
                IntTy::U32
            } else {
                IntTy::U64
            }
        }
        (false, true) => IntTy::I64,
        (false, false) => {
            if fits32 {
                IntTy::I32
            } else if !decimal && fitsu32 {
                IntTy::U32
            } else {
                IntTy::I64
            }
        }
    }
}

/// A floating literal: `float` with an `f` suffix (parsed directly as `f32`, not rounded twice).
pub(crate) fn float_literal(v: f64, text: &str) -> Code {
    let t = text.trim();
    if t.ends_with(['f', 'F']) {
        Code::S(Leaf::Const(
            t[..t.len() - 1].parse::<f32>().unwrap_or(v as f32),
        ))
    } else {
        Code::D(Leaf::Const(v))
    }
}

/// The value of a character literal as written (`'a'`, `'\n'`, `'\x41'`, `'\101'`).
fn char_literal(text: &str) -> Option<i64> {
    let inner = text.strip_prefix('\'')?.strip_suffix('\'')?;
    let mut chars = inner.chars();
    let c = chars.next()?;
    if c != '\\' {
        return (chars.next().is_none()).then_some(c as u32 as u8 as i8 as i64);
    }
    let rest: String = chars.collect();
    let v: u32 = match rest.as_str() {
        "n" => 10,
        "t" => 9,
        "r" => 13,
        "0" => 0,
        "a" => 7,
        "b" => 8,
        "f" => 12,
        "v" => 11,
        "\\" => 92,
        "'" => 39,
        "\"" => 34,
        "?" => 63,
        r if r.starts_with('x') => u32::from_str_radix(&r[1..], 16).ok()?,
        r if !r.is_empty() && r.chars().all(|c| c.is_digit(8)) => u32::from_str_radix(r, 8).ok()?,
        _ => return None,
    };
    // `char` is signed on the targets we run on.
    Some(v as u8 as i8 as i64)
}

/// Whether `e` is a member chain of a variable: `g.ny`, `p->dt`, `g.origin.x`.
pub fn member_chain(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Member(b, _, _) => matches!(b.kind, ExprKind::Ident(_)) || member_chain(b),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literal_types() {
        assert_eq!(int_literal_type(1, "1"), IntTy::I32);
        assert_eq!(int_literal_type(3_000_000_000, "3000000000"), IntTy::I64);
        assert_eq!(int_literal_type(0xffff_ffff, "0xffffffff"), IntTy::U32);
        assert_eq!(int_literal_type(1, "1u"), IntTy::U32);
        assert_eq!(int_literal_type(1, "1UL"), IntTy::U64);
        assert_eq!(int_literal_type(1, "1l"), IntTy::I64);
        assert_eq!(char_literal("'a'"), Some(97));
        assert_eq!(char_literal("'\\n'"), Some(10));
        assert_eq!(char_literal("'\\x41'"), Some(65));
        assert_eq!(char_literal("'\\101'"), Some(65));
        assert_eq!(char_literal("'\\xff'"), Some(-1));
    }
}
