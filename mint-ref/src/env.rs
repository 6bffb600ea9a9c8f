//! The host state a nest runs against: arrays by name and scalars by name.

use crate::compile::View;
use crate::types::{IntTy, Store, Value};
use crate::RefError;
use mint_analyzer::FunctionInfo;
use mint_lang::ast::Scalar;
use ndarray::{ArrayD, Dimension, IxDyn};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, AtomicU64};

/// The data of one host array, shape outermost first (`[nz, ny, nx]`, as `A[z][y][x]`
/// subscripts), in any memory layout (a nest run makes it standard row-major first).
#[derive(Debug, Clone, PartialEq)]
pub enum ArrayData {
    /// `double` (and `long double`).
    F64(ArrayD<f64>),
    /// `float`.
    F32(ArrayD<f32>),
    /// `int` (and `int32_t`), and the integers narrower than `int` (`char`, `short`, `_Bool`,
    /// `uint8_t`, ...) as their C values.
    I32(ArrayD<i32>),
    /// `long`, `long long`, `int64_t`, and `unsigned`, `uint32_t` and the 64-bit unsigned
    /// types as their C values (a 64-bit unsigned one by its bits).
    I64(ArrayD<i64>),
}

/// The store of the [`ArrayData`] variant that holds arrays of `elem` (see [`ArrayData::zeros`]).
fn holder(elem: Store) -> Store {
    match elem {
        Store::Bool | Store::I8 | Store::U8 | Store::I16 | Store::U16 => Store::Int(IntTy::I32),
        Store::Int(IntTy::U32 | IntTy::U64) => Store::Int(IntTy::I64),
        s => s,
    }
}

impl ArrayData {
    /// A copy of the sub-array at the leading indices `at` (`at = [p]` of a `[2, ny, nx]` array:
    /// plane `p`, shaped `[ny, nx]`). The indices must be inside the shape.
    pub fn plane(&self, at: &[usize]) -> ArrayData {
        fn go<T: Clone>(x: &ArrayD<T>, at: &[usize]) -> ArrayD<T> {
            let mut v = x.view();
            for &i in at {
                v = v.index_axis_move(ndarray::Axis(0), i);
            }
            v.to_owned()
        }
        match self {
            ArrayData::F64(x) => ArrayData::F64(go(x, at)),
            ArrayData::F32(x) => ArrayData::F32(go(x, at)),
            ArrayData::I32(x) => ArrayData::I32(go(x, at)),
            ArrayData::I64(x) => ArrayData::I64(go(x, at)),
        }
    }

    /// Overwrite the sub-array at the leading indices `at` with `data` (of that sub-array's
    /// shape and this array's variant; anything else leaves this array as it is).
    pub fn set_plane(&mut self, at: &[usize], data: &ArrayData) {
        fn go<T: Clone>(x: &mut ArrayD<T>, at: &[usize], d: &ArrayD<T>) {
            let mut v = x.view_mut();
            for &i in at {
                v = v.index_axis_move(ndarray::Axis(0), i);
            }
            if v.shape() == d.shape() {
                v.assign(d);
            }
        }
        match (self, data) {
            (ArrayData::F64(x), ArrayData::F64(d)) => go(x, at, d),
            (ArrayData::F32(x), ArrayData::F32(d)) => go(x, at, d),
            (ArrayData::I32(x), ArrayData::I32(d)) => go(x, at, d),
            (ArrayData::I64(x), ArrayData::I64(d)) => go(x, at, d),
            _ => {}
        }
    }

    /// A zero-filled array of this one's variant and the shape `shape`.
    pub fn zeros_shaped(&self, shape: &[usize]) -> ArrayData {
        let sh = IxDyn(shape);
        match self {
            ArrayData::F64(_) => ArrayData::F64(ArrayD::zeros(sh)),
            ArrayData::F32(_) => ArrayData::F32(ArrayD::zeros(sh)),
            ArrayData::I32(_) => ArrayData::I32(ArrayD::zeros(sh)),
            ArrayData::I64(_) => ArrayData::I64(ArrayD::zeros(sh)),
        }
    }

    /// A zero-filled array for a C element type; `None` for element types the executor does
    /// not hold (structures, unknown typedefs). Integers narrower than `int` (`char`, `short`,
    /// `_Bool`, `uint8_t` ...) are held in `I32` and `unsigned`/`uint32_t`/64-bit unsigned ones
    /// in `I64`, always as the values C gives them (stores convert as C assigns); the C type
    /// is the declaration's.
    pub fn zeros(elem: &Scalar, shape: &[usize]) -> Option<ArrayData> {
        let sh = IxDyn(shape);
        Some(match holder(Store::from_scalar(elem)?) {
            Store::F64 => ArrayData::F64(ArrayD::zeros(sh)),
            Store::F32 => ArrayData::F32(ArrayD::zeros(sh)),
            Store::Int(IntTy::I32) => ArrayData::I32(ArrayD::zeros(sh)),
            _ => ArrayData::I64(ArrayD::zeros(sh)),
        })
    }

    /// The shape, outermost first.
    pub fn shape(&self) -> &[usize] {
        match self {
            ArrayData::F64(a) => a.shape(),
            ArrayData::F32(a) => a.shape(),
            ArrayData::I32(a) => a.shape(),
            ArrayData::I64(a) => a.shape(),
        }
    }

    /// The C name of the element type.
    pub fn elem_name(&self) -> &'static str {
        match self {
            ArrayData::F64(_) => "double",
            ArrayData::F32(_) => "float",
            ArrayData::I32(_) => "int",
            ArrayData::I64(_) => "long",
        }
    }

    fn store(&self) -> Store {
        match self {
            ArrayData::F64(_) => Store::F64,
            ArrayData::F32(_) => Store::F32,
            ArrayData::I32(_) => Store::Int(IntTy::I32),
            ArrayData::I64(_) => Store::Int(IntTy::I64),
        }
    }

    /// The element at `index` (outermost first), if in bounds.
    pub fn get(&self, index: &[usize]) -> Option<Value> {
        Some(match self {
            ArrayData::F64(a) => Value::F64(*a.get(index)?),
            ArrayData::F32(a) => Value::F32(*a.get(index)?),
            ArrayData::I32(a) => Value::Int(*a.get(index)? as i64),
            ArrayData::I64(a) => Value::Int(*a.get(index)?),
        })
    }

    /// Set every element to `f(index)`, converted to the element type as C assigns.
    pub fn fill_with(&mut self, mut f: impl FnMut(&[usize]) -> Value) {
        match self {
            ArrayData::F64(a) => a.indexed_iter_mut().for_each(|(i, x)| {
                *x = f(i.slice()).as_f64();
            }),
            ArrayData::F32(a) => a.indexed_iter_mut().for_each(|(i, x)| {
                if let Value::F32(v) = Store::F32.cast(f(i.slice())) {
                    *x = v;
                }
            }),
            ArrayData::I32(a) => a.indexed_iter_mut().for_each(|(i, x)| {
                *x = Store::Int(IntTy::I32).cast(f(i.slice())).as_i64() as i32;
            }),
            ArrayData::I64(a) => a.indexed_iter_mut().for_each(|(i, x)| {
                *x = Store::Int(IntTy::I64).cast(f(i.slice())).as_i64();
            }),
        }
    }

    /// Every element as `f64`, in row-major order.
    pub fn to_f64_vec(&self) -> Vec<f64> {
        match self {
            ArrayData::F64(a) => a.iter().copied().collect(),
            ArrayData::F32(a) => a.iter().map(|&x| x as f64).collect(),
            ArrayData::I32(a) => a.iter().map(|&x| x as f64).collect(),
            ArrayData::I64(a) => a.iter().map(|&x| x as f64).collect(),
        }
    }

    /// The `double` data, if that is the element type.
    pub fn as_f64(&self) -> Option<&ArrayD<f64>> {
        match self {
            ArrayData::F64(a) => Some(a),
            _ => None,
        }
    }

    /// The `float` data, if that is the element type.
    pub fn as_f32(&self) -> Option<&ArrayD<f32>> {
        match self {
            ArrayData::F32(a) => Some(a),
            _ => None,
        }
    }

    /// The view the closures use: checks the element type and rank against the nest's
    /// declaration, makes the layout standard, and borrows the elements as atomics.
    pub(crate) fn view(
        &mut self,
        name: &str,
        elem: Store,
        rank: u32,
    ) -> Result<View<'_>, RefError> {
        if self.store() != holder(elem) {
            return Err(RefError::ArrayType {
                name: name.to_string(),
                expected: elem.c_name().to_string(),
                found: self.elem_name(),
            });
        }
        let shape = self.shape().to_vec();
        if shape.len() != rank as usize || shape.len() > 4 || shape.is_empty() {
            return Err(RefError::ArrayRank {
                name: name.to_string(),
                expected: rank,
                found: shape.len(),
            });
        }
        let mut dims = [1i64; 4];
        let mut strides = [0i64; 4];
        let mut acc: i64 = 1;
        for d in (0..shape.len()).rev() {
            dims[d] = i64::try_from(shape[d])
                .map_err(|_| RefError::BadSize(format!("array `{name}` is too large")))?;
            strides[d] = acc;
            acc = acc
                .checked_mul(dims[d])
                .ok_or_else(|| RefError::BadSize(format!("array `{name}` is too large")))?;
        }
        let bad = || RefError::BadSize(format!("array `{name}`: its memory cannot be used"));
        let (w64, w32): (&[AtomicU64], &[AtomicU32]) = match self {
            ArrayData::F64(a) => (atomic64(standard(a).ok_or_else(bad)?).ok_or_else(bad)?, &[]),
            ArrayData::I64(a) => (atomic64(standard(a).ok_or_else(bad)?).ok_or_else(bad)?, &[]),
            ArrayData::F32(a) => (&[], atomic32(standard(a).ok_or_else(bad)?).ok_or_else(bad)?),
            ArrayData::I32(a) => (&[], atomic32(standard(a).ok_or_else(bad)?).ok_or_else(bad)?),
        };
        Ok(View {
            w64,
            w32,
            dims,
            strides,
            rank: shape.len(),
        })
    }
}

/// The elements in row-major order (the array is copied into that layout if it is not).
fn standard<T: Clone>(a: &mut ArrayD<T>) -> Option<&mut [T]> {
    if !a.is_standard_layout() {
        *a = a.as_standard_layout().into_owned();
    }
    a.as_slice_mut()
}

/// Borrow 8-byte elements as `AtomicU64`s.
fn atomic64<T: Copy>(s: &mut [T]) -> Option<&[AtomicU64]> {
    let p = s.as_mut_ptr();
    if std::mem::size_of::<T>() != 8 || !p.cast::<AtomicU64>().is_aligned() {
        return None;
    }
    // SAFETY: `T` is a plain 8-byte value (`f64` or `i64`) with every bit pattern valid, and
    // `AtomicU64` has the same size; the pointer is aligned for `AtomicU64` (checked); the
    // exclusive borrow of `s` lasts as long as the returned slice, so every access to these
    // elements during that time goes through the atomics.
    Some(unsafe { std::slice::from_raw_parts(p.cast::<AtomicU64>(), s.len()) })
}

/// Borrow 4-byte elements as `AtomicU32`s.
fn atomic32<T: Copy>(s: &mut [T]) -> Option<&[AtomicU32]> {
    let p = s.as_mut_ptr();
    if std::mem::size_of::<T>() != 4 || !p.cast::<AtomicU32>().is_aligned() {
        return None;
    }
    // SAFETY: as in `atomic64`, for 4-byte `f32`/`i32` elements and `AtomicU32`.
    Some(unsafe { std::slice::from_raw_parts(p.cast::<AtomicU32>(), s.len()) })
}

/// The host state: arrays and scalars by their C names.
#[derive(Debug, Clone, Default)]
pub struct Env {
    /// Arrays, shape outermost first.
    pub arrays: HashMap<String, ArrayData>,
    /// Scalars: free scalars of the nests, names used in loop bounds and array sizes, and
    /// reduction variables (a nest run combines its reductions into these).
    pub scalars: HashMap<String, Value>,
}

impl Env {
    /// An empty environment.
    pub fn new() -> Env {
        Env::default()
    }

    /// Set (or replace) a scalar.
    pub fn set_scalar(&mut self, name: &str, v: impl Into<Value>) {
        self.scalars.insert(name.to_string(), v.into());
    }

    /// Set (or replace) an array.
    pub fn set_array(&mut self, name: &str, a: ArrayData) {
        self.arrays.insert(name.to_string(), a);
    }

    /// Swap the data of two arrays (what a `single { tmp = U; U = Unew; Unew = tmp; }` does).
    pub fn swap_arrays(&mut self, a: &str, b: &str) -> Result<(), RefError> {
        let x = self
            .arrays
            .remove(a)
            .ok_or_else(|| RefError::MissingArray {
                name: a.to_string(),
            })?;
        let Some(y) = self.arrays.remove(b) else {
            self.arrays.insert(a.to_string(), x);
            return Err(RefError::MissingArray {
                name: b.to_string(),
            });
        };
        self.arrays.insert(a.to_string(), y);
        self.arrays.insert(b.to_string(), x);
        Ok(())
    }

    /// Allocate a zero-filled array for every device array of `f`, sized by its first `copy`, and
    /// one for every alias of `f`, shaped as the first array it is set from
    /// (sizes evaluated with [`crate::eval_host_expr`] against the scalars set so far).
    /// Arrays already present are replaced.
    pub fn alloc_device_arrays(&mut self, f: &FunctionInfo) -> Result<(), RefError> {
        for a in &f.arrays {
            let shape = crate::array_shape(&a.sizes, &self.scalars)?;
            let data = ArrayData::zeros(&a.elem, &shape).ok_or_else(|| RefError::Unsupported {
                what: format!("arrays of `{}` (`{}`)", a.elem.c_name(), a.name),
                span: a.decl_span,
            })?;
            self.arrays.insert(a.name.clone(), data);
        }
        // An alias (a pointer the nests use in place of the arrays it is set from) gets an
        // array of its own, shaped as its first source: a nest run alone reads and writes it by
        // its name.
        for al in &f.aliases {
            if let Some(src) = self.arrays.get(&al.sources[0]) {
                let data = src.clone();
                self.arrays.insert(al.name.clone(), data);
            }
        }
        Ok(())
    }
}
