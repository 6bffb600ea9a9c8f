//! C types as the executor sees them, and the [`Value`] of a host scalar.
//!
//! Invariants:
//! - An integer is held in an `i64` already *normalised* to its C type: an `int` is
//!   sign-extended from 32 bits, an `unsigned` lies in `0..2^32`, an `unsigned long` is its bit
//!   pattern, a `char` is sign-extended from 8 bits, a `_Bool` is 0 or 1.
//! - Arithmetic happens in the promoted type ([`Store::ty`]): `char`, `short` and `_Bool` promote
//!   to `int`; `long double` is computed as `double` (the GPU has no wider type).

use mint_lang::ast::Scalar;

/// A host scalar: the value of a free scalar, a reduction variable or a loop bound.
///
/// C semantics apply when it meets a declared type: an `Int` given for a `double` converts
/// exactly as C's `(double)`; a `F64` given for an `int` truncates toward zero.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value {
    /// Any integer type (`int`, `long`, `unsigned`, ...), as its value (`unsigned long` as its
    /// bit pattern).
    Int(i64),
    /// `float`.
    F32(f32),
    /// `double` (and `long double`).
    F64(f64),
}

impl Value {
    /// The value as a `double` (C's conversion).
    pub fn as_f64(self) -> f64 {
        match self {
            Value::Int(v) => v as f64,
            Value::F32(v) => v as f64,
            Value::F64(v) => v,
        }
    }

    /// The value as an integer (floats truncate toward zero, saturating).
    pub fn as_i64(self) -> i64 {
        match self {
            Value::Int(v) => v,
            Value::F32(v) => v as i64,
            Value::F64(v) => v as i64,
        }
    }
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}

impl From<i32> for Value {
    fn from(v: i32) -> Value {
        Value::Int(v as i64)
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::F64(v)
    }
}

impl From<f32> for Value {
    fn from(v: f32) -> Value {
        Value::F32(v)
    }
}

/// Integer types after promotion (LP64: `long` is 64 bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum IntTy {
    I32,
    U32,
    I64,
    U64,
}

impl IntTy {
    /// Wrap `v` into this type's range (the normalised representation).
    #[inline(always)]
    pub fn norm(self, v: i64) -> i64 {
        match self {
            IntTy::I32 => v as i32 as i64,
            IntTy::U32 => v as u32 as i64,
            IntTy::I64 | IntTy::U64 => v,
        }
    }

    fn rank(self) -> u8 {
        match self {
            IntTy::I32 | IntTy::U32 => 1,
            IntTy::I64 | IntTy::U64 => 2,
        }
    }

    #[inline(always)]
    pub fn to_f64(self, v: i64) -> f64 {
        if self == IntTy::U64 {
            v as u64 as f64
        } else {
            v as f64
        }
    }

    #[inline(always)]
    pub fn to_f32(self, v: i64) -> f32 {
        if self == IntTy::U64 {
            v as u64 as f32
        } else {
            v as f32
        }
    }

    /// C's conversion of a floating value to this type (out-of-range values saturate; C leaves
    /// them undefined).
    #[inline(always)]
    pub fn cast_f64(self, x: f64) -> i64 {
        match self {
            IntTy::I32 => x as i32 as i64,
            IntTy::U32 => x as u32 as i64,
            IntTy::I64 => x as i64,
            IntTy::U64 => x as u64 as i64,
        }
    }

    /// Same for `float` (converted directly, not through `double`, which is exact anyway).
    #[inline(always)]
    pub fn cast_f32(self, x: f32) -> i64 {
        match self {
            IntTy::I32 => x as i32 as i64,
            IntTy::U32 => x as u32 as i64,
            IntTy::I64 => x as i64,
            IntTy::U64 => x as u64 as i64,
        }
    }

    /// `a < b` in this type.
    #[inline(always)]
    pub fn lt(self, a: i64, b: i64) -> bool {
        if self == IntTy::U64 {
            (a as u64) < (b as u64)
        } else {
            a < b
        }
    }
}

/// The type of a computed value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ty {
    Int(IntTy),
    F32,
    F64,
}

/// C's usual arithmetic conversions.
pub(crate) fn common(a: Ty, b: Ty) -> Ty {
    match (a, b) {
        (Ty::F64, _) | (_, Ty::F64) => Ty::F64,
        (Ty::F32, _) | (_, Ty::F32) => Ty::F32,
        (Ty::Int(x), Ty::Int(y)) => Ty::Int(common_int(x, y)),
    }
}

fn common_int(x: IntTy, y: IntTy) -> IntTy {
    if x == y {
        return x;
    }
    let (hi, lo) = if x.rank() >= y.rank() { (x, y) } else { (y, x) };
    if hi.rank() == lo.rank() {
        // Same rank, one of them unsigned: unsigned wins.
        if hi.rank() == 1 {
            IntTy::U32
        } else {
            IntTy::U64
        }
    } else {
        // `long` holds every `unsigned`; `unsigned long` stays unsigned.
        hi
    }
}

/// The type a variable or array element is stored in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Store {
    Bool,
    I8,
    U8,
    I16,
    U16,
    Int(IntTy),
    F32,
    F64,
}

/// Which bank of a frame a variable of a [`Store`] lives in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Bank {
    Int,
    F32,
    F64,
}

impl Store {
    /// The store of a C scalar type, if the executor supports it.
    pub fn from_scalar(s: &Scalar) -> Option<Store> {
        Some(match s {
            Scalar::Bool => Store::Bool,
            Scalar::Char => Store::I8,
            Scalar::UChar => Store::U8,
            Scalar::Short => Store::I16,
            Scalar::UShort => Store::U16,
            Scalar::Int => Store::Int(IntTy::I32),
            Scalar::UInt => Store::Int(IntTy::U32),
            Scalar::Long | Scalar::LongLong => Store::Int(IntTy::I64),
            Scalar::ULong | Scalar::ULongLong => Store::Int(IntTy::U64),
            Scalar::Float => Store::F32,
            Scalar::Double | Scalar::LongDouble => Store::F64,
            Scalar::Named(n) => match n.as_str() {
                "int8_t" => Store::I8,
                "uint8_t" => Store::U8,
                "int16_t" => Store::I16,
                "uint16_t" => Store::U16,
                "int32_t" => Store::Int(IntTy::I32),
                "uint32_t" => Store::Int(IntTy::U32),
                "int64_t" | "ptrdiff_t" | "ssize_t" | "intptr_t" | "intmax_t" => {
                    Store::Int(IntTy::I64)
                }
                "uint64_t" | "size_t" | "uintptr_t" | "uintmax_t" => Store::Int(IntTy::U64),
                _ => return None,
            },
            Scalar::Void => return None,
        })
    }

    /// The type of the stored value after promotion.
    pub fn ty(self) -> Ty {
        match self {
            Store::Bool | Store::I8 | Store::U8 | Store::I16 | Store::U16 => Ty::Int(IntTy::I32),
            Store::Int(t) => Ty::Int(t),
            Store::F32 => Ty::F32,
            Store::F64 => Ty::F64,
        }
    }

    pub fn bank(self) -> Bank {
        match self {
            Store::F32 => Bank::F32,
            Store::F64 => Bank::F64,
            _ => Bank::Int,
        }
    }

    /// Convert an integer (of any type, as `i64`) to this integer store.
    #[inline(always)]
    pub fn narrow(self, v: i64) -> i64 {
        match self {
            Store::Bool => (v != 0) as i64,
            Store::I8 => v as i8 as i64,
            Store::U8 => v as u8 as i64,
            Store::I16 => v as i16 as i64,
            Store::U16 => v as u16 as i64,
            Store::Int(t) => t.norm(v),
            Store::F32 | Store::F64 => v,
        }
    }

    /// Convert a `double` to this integer store (C's truncation; `_Bool` tests against zero).
    #[inline(always)]
    pub fn narrow_f64(self, x: f64) -> i64 {
        match self {
            Store::Bool => (x != 0.0) as i64,
            Store::Int(t) => t.cast_f64(x),
            _ => self.narrow(x as i64),
        }
    }

    /// Convert a `float` to this integer store.
    #[inline(always)]
    pub fn narrow_f32(self, x: f32) -> i64 {
        match self {
            Store::Bool => (x != 0.0) as i64,
            Store::Int(t) => t.cast_f32(x),
            _ => self.narrow(x as i64),
        }
    }

    /// `sizeof` in bytes.
    pub fn size(self) -> u64 {
        match self {
            Store::Bool | Store::I8 | Store::U8 => 1,
            Store::I16 | Store::U16 => 2,
            Store::Int(IntTy::I32 | IntTy::U32) | Store::F32 => 4,
            Store::Int(IntTy::I64 | IntTy::U64) | Store::F64 => 8,
        }
    }

    /// The smallest and largest value of an integer store (normalised).
    pub fn int_limits(self) -> (i64, i64) {
        match self {
            Store::Bool => (0, 1),
            Store::I8 => (i8::MIN as i64, i8::MAX as i64),
            Store::U8 => (0, u8::MAX as i64),
            Store::I16 => (i16::MIN as i64, i16::MAX as i64),
            Store::U16 => (0, u16::MAX as i64),
            Store::Int(IntTy::I32) => (i32::MIN as i64, i32::MAX as i64),
            Store::Int(IntTy::U32) => (0, u32::MAX as i64),
            Store::Int(IntTy::I64) => (i64::MIN, i64::MAX),
            // The bit patterns of 0 and u64::MAX.
            Store::Int(IntTy::U64) => (0, -1),
            Store::F32 | Store::F64 => (0, 0),
        }
    }

    /// A [`Value`] converted to this store, as the bank holds it.
    pub fn cast(self, v: Value) -> Value {
        match (self, v) {
            (Store::F64, v) => Value::F64(v.as_f64()),
            (Store::F32, Value::F32(x)) => Value::F32(x),
            (Store::F32, Value::F64(x)) => Value::F32(x as f32),
            (Store::F32, Value::Int(x)) => Value::F32(x as f32),
            (s, Value::Int(x)) => Value::Int(s.narrow(x)),
            (s, Value::F32(x)) => Value::Int(s.narrow_f32(x)),
            (s, Value::F64(x)) => Value::Int(s.narrow_f64(x)),
        }
    }

    /// The C spelling, for messages.
    pub fn c_name(self) -> &'static str {
        match self {
            Store::Bool => "_Bool",
            Store::I8 => "char",
            Store::U8 => "unsigned char",
            Store::I16 => "short",
            Store::U16 => "unsigned short",
            Store::Int(IntTy::I32) => "int",
            Store::Int(IntTy::U32) => "unsigned int",
            Store::Int(IntTy::I64) => "long",
            Store::Int(IntTy::U64) => "unsigned long",
            Store::F32 => "float",
            Store::F64 => "double",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usual_arithmetic_conversions() {
        use IntTy::*;
        let cases = [
            (Ty::Int(I32), Ty::Int(I32), Ty::Int(I32)),
            (Ty::Int(I32), Ty::Int(U32), Ty::Int(U32)),
            (Ty::Int(U32), Ty::Int(I64), Ty::Int(I64)),
            (Ty::Int(I64), Ty::Int(U64), Ty::Int(U64)),
            (Ty::Int(U32), Ty::Int(U64), Ty::Int(U64)),
            (Ty::Int(I32), Ty::F32, Ty::F32),
            (Ty::Int(I64), Ty::F32, Ty::F32),
            (Ty::F32, Ty::F64, Ty::F64),
            (Ty::Int(I32), Ty::F64, Ty::F64),
        ];
        for (a, b, want) in cases {
            assert_eq!(common(a, b), want, "{a:?} op {b:?}");
            assert_eq!(common(b, a), want, "{b:?} op {a:?}");
        }
    }

    #[test]
    fn narrowing() {
        assert_eq!(Store::I8.narrow(300), 44);
        assert_eq!(Store::U8.narrow(-1), 255);
        assert_eq!(Store::Bool.narrow(-7), 1);
        assert_eq!(Store::Bool.narrow_f64(0.25), 1);
        assert_eq!(Store::Int(IntTy::I32).narrow(1 << 31), i32::MIN as i64);
        assert_eq!(Store::Int(IntTy::U32).narrow(-1), u32::MAX as i64);
        assert_eq!(Store::Int(IntTy::I32).narrow_f64(-3.9), -3);
        assert_eq!(
            Store::F32.cast(Value::F64(0.1)),
            Value::F32(0.1f32),
            "double to float rounds once"
        );
    }
}
