//! How `mint run` holds an array's elements on the device (or the emulated device): the C
//! element type's own width and signedness. The CPU reference ([`mint_ref::ArrayData`]) holds
//! integers narrower than `int` (`char`, `short`, `_Bool`, `uint8_t`, ...) in `i32` and
//! `unsigned` ones in `i64`, always as the values C gives them; uploads narrow those values to
//! the C type (exact: they are in its range) and downloads widen them back, so the device's
//! values compare with the reference's exactly.
//!
//! Invariant: [`DevElem::of`] agrees with the reference's holder: a narrow type is held in
//! [`ArrayData::I32`], `unsigned` in [`ArrayData::I64`]; any other pairing (an array the
//! reference made for another declaration) takes the holder's own width.

use crate::error::RunError;
use crate::verify::Values;
use mint_analyzer::Nest;
use mint_gpu::DeviceBuffer;
use mint_lang::ast::Scalar;
use mint_ref::ArrayData;

/// An array's element type on the device.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DevElem {
    F64,
    F32,
    I64,
    U32,
    I32,
    I16,
    U16,
    I8,
    /// `unsigned char`, `uint8_t`, and `_Bool`/`bool` (0 or 1).
    U8,
}

impl DevElem {
    /// The device element of a C array of `elem` held in `data`.
    pub fn of(elem: &Scalar, data: &ArrayData) -> DevElem {
        let held = DevElem::held(data);
        if !matches!(data, ArrayData::I32(_) | ArrayData::I64(_)) {
            return held;
        }
        let signed = !matches!(
            elem,
            Scalar::Bool | Scalar::UChar | Scalar::UShort | Scalar::UInt
        ) && !matches!(elem, Scalar::Named(n) if n.starts_with('u'));
        let e = match (elem.size_bytes(), signed) {
            (Some(1), true) => DevElem::I8,
            (Some(1), false) => DevElem::U8,
            (Some(2), true) => DevElem::I16,
            (Some(2), false) => DevElem::U16,
            (Some(4), false) => DevElem::U32,
            _ => return held,
        };
        // Narrow types are held in `I32`, `unsigned` in `I64` (the module's invariant).
        let agrees = match e {
            DevElem::U32 => matches!(data, ArrayData::I64(_)),
            _ => matches!(data, ArrayData::I32(_)),
        };
        if agrees {
            e
        } else {
            held
        }
    }

    /// The element of the holder's own type.
    fn held(data: &ArrayData) -> DevElem {
        match data {
            ArrayData::F64(_) => DevElem::F64,
            ArrayData::F32(_) => DevElem::F32,
            ArrayData::I32(_) => DevElem::I32,
            ArrayData::I64(_) => DevElem::I64,
        }
    }

    /// Bytes per element.
    pub fn bytes(self) -> usize {
        match self {
            DevElem::F64 | DevElem::I64 => 8,
            DevElem::F32 | DevElem::I32 | DevElem::U32 => 4,
            DevElem::I16 | DevElem::U16 => 2,
            DevElem::I8 | DevElem::U8 => 1,
        }
    }

    /// The C type of the element, as a kernel harness declares it (`char` for a signed byte,
    /// as the kernels declare `signed char`: the two are signed alike on the targets).
    pub fn c_name(self) -> &'static str {
        match self {
            DevElem::F64 => "double",
            DevElem::F32 => "float",
            DevElem::I64 => "long long",
            DevElem::U32 => "unsigned int",
            DevElem::I32 => "int",
            DevElem::I16 => "short",
            DevElem::U16 => "unsigned short",
            DevElem::I8 => "char",
            DevElem::U8 => "unsigned char",
        }
    }

    /// `v` (a value of the element type, exact in `f64`) as little-endian bytes into `dst`
    /// ([`DevElem::bytes`] long).
    pub fn put_le(self, dst: &mut [u8], v: f64) {
        match self {
            DevElem::F64 => dst.copy_from_slice(&v.to_le_bytes()),
            DevElem::F32 => dst.copy_from_slice(&(v as f32).to_le_bytes()),
            DevElem::I64 => dst.copy_from_slice(&(v as i64).to_le_bytes()),
            DevElem::U32 => dst.copy_from_slice(&(v as i64 as u32).to_le_bytes()),
            DevElem::I32 => dst.copy_from_slice(&(v as i32).to_le_bytes()),
            DevElem::I16 => dst.copy_from_slice(&(v as i32 as i16).to_le_bytes()),
            DevElem::U16 => dst.copy_from_slice(&(v as i32 as u16).to_le_bytes()),
            DevElem::I8 => dst.copy_from_slice(&(v as i32 as i8).to_le_bytes()),
            DevElem::U8 => dst.copy_from_slice(&(v as i32 as u8).to_le_bytes()),
        }
    }

    /// The value of little-endian element bytes `b`.
    pub fn get_le(self, b: &[u8]) -> f64 {
        let a = |n: usize| -> [u8; 8] {
            let mut x = [0u8; 8];
            x[..n].copy_from_slice(&b[..n]);
            x
        };
        match self {
            DevElem::F64 => f64::from_le_bytes(a(8)),
            DevElem::F32 => f64::from(f32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            DevElem::I64 => i64::from_le_bytes(a(8)) as f64,
            DevElem::U32 => f64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            DevElem::I32 => f64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])),
            DevElem::I16 => f64::from(i16::from_le_bytes([b[0], b[1]])),
            DevElem::U16 => f64::from(u16::from_le_bytes([b[0], b[1]])),
            DevElem::I8 => f64::from(b[0] as i8),
            DevElem::U8 => f64::from(b[0]),
        }
    }
}

/// Copy `a` into the device buffer `b` (same shape, elements of `e`); a standard-layout array
/// of the device's own type goes straight from its memory (a 512^3 sweep's arrays are a
/// gigabyte each: no host-side copy).
pub(crate) fn fill_device(b: &mut DeviceBuffer, a: &ArrayData, e: DevElem) -> Result<(), RunError> {
    fn put<T: mint_gpu::Element + Copy>(
        b: &mut DeviceBuffer,
        x: &ndarray::ArrayD<T>,
    ) -> Result<(), RunError> {
        match x.as_slice() {
            Some(s) => b.copy_from_host(s)?,
            None => b.copy_from_host(&x.iter().copied().collect::<Vec<_>>())?,
        }
        Ok(())
    }
    fn narrow<S: Copy, T: mint_gpu::Element>(
        b: &mut DeviceBuffer,
        x: &ndarray::ArrayD<S>,
        f: impl Fn(S) -> T,
    ) -> Result<(), RunError> {
        b.copy_from_host(&x.iter().map(|&v| f(v)).collect::<Vec<T>>())?;
        Ok(())
    }
    match (a, e) {
        (ArrayData::I32(x), DevElem::I16) => narrow(b, x, |v| v as i16),
        (ArrayData::I32(x), DevElem::U16) => narrow(b, x, |v| v as u16),
        (ArrayData::I32(x), DevElem::I8) => narrow(b, x, |v| v as i8),
        (ArrayData::I32(x), DevElem::U8) => narrow(b, x, |v| v as u8),
        (ArrayData::I64(x), DevElem::U32) => narrow(b, x, |v| v as u32),
        (ArrayData::F64(x), _) => put(b, x),
        (ArrayData::F32(x), _) => put(b, x),
        (ArrayData::I32(x), _) => put(b, x),
        (ArrayData::I64(x), _) => put(b, x),
    }
}

/// The device's values of one array (elements of `e`), in logical order, widened to the
/// reference's holder of `cpu`.
pub(crate) fn device_values(
    gpu: &DeviceBuffer,
    cpu: &ArrayData,
    e: DevElem,
) -> Result<Values, RunError> {
    fn widen<T: mint_gpu::Element + Default + Copy, U>(
        gpu: &DeviceBuffer,
        f: impl Fn(T) -> U,
    ) -> Result<Vec<U>, RunError> {
        Ok(gpu.to_host::<T>()?.into_iter().map(f).collect())
    }
    Ok(match (cpu, e) {
        (ArrayData::I32(_), DevElem::I16) => Values::I32(widen(gpu, |v: i16| i32::from(v))?),
        (ArrayData::I32(_), DevElem::U16) => Values::I32(widen(gpu, |v: u16| i32::from(v))?),
        (ArrayData::I32(_), DevElem::I8) => Values::I32(widen(gpu, |v: i8| i32::from(v))?),
        (ArrayData::I32(_), DevElem::U8) => Values::I32(widen(gpu, |v: u8| i32::from(v))?),
        (ArrayData::I64(_), DevElem::U32) => Values::I64(widen(gpu, |v: u32| i64::from(v))?),
        (ArrayData::F64(_), _) => Values::F64(gpu.to_host::<f64>()?),
        (ArrayData::F32(_), _) => Values::F32(gpu.to_host::<f32>()?),
        (ArrayData::I32(_), _) => Values::I32(gpu.to_host::<i32>()?),
        (ArrayData::I64(_), _) => Values::I64(gpu.to_host::<i64>()?),
    })
}

/// The device element of array `name` of nest `n` held in `data` (the holder's own type for an
/// array the nest does not declare).
pub(crate) fn dev_elem(n: &Nest, name: &str, data: &ArrayData) -> DevElem {
    n.arrays.iter().find(|a| a.name == name).map_or_else(
        || DevElem::of(&Scalar::Int, data),
        |a| DevElem::of(&a.elem, data),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_and_unsigned_types_take_their_own_width_and_round_trip() {
        let i32s = ArrayData::zeros(&Scalar::UChar, &[2]).expect("held");
        let i64s = ArrayData::zeros(&Scalar::UInt, &[2]).expect("held");
        assert!(matches!(i32s, ArrayData::I32(_)) && matches!(i64s, ArrayData::I64(_)));
        let cases = [
            (Scalar::UChar, &i32s, DevElem::U8, 255.0),
            (Scalar::Char, &i32s, DevElem::I8, -128.0),
            (Scalar::Bool, &i32s, DevElem::U8, 1.0),
            (Scalar::Short, &i32s, DevElem::I16, -32768.0),
            (Scalar::UShort, &i32s, DevElem::U16, 65535.0),
            (Scalar::Named("uint8_t".into()), &i32s, DevElem::U8, 200.0),
            (Scalar::Named("int16_t".into()), &i32s, DevElem::I16, -2.0),
            (Scalar::UInt, &i64s, DevElem::U32, 4294967295.0),
            (Scalar::Int, &i32s, DevElem::I32, -7.0),
        ];
        for (s, data, want, v) in cases {
            let e = DevElem::of(&s, data);
            assert_eq!(e, want, "{s:?}");
            let mut b = vec![0u8; e.bytes()];
            e.put_le(&mut b, v);
            assert_eq!(e.get_le(&b), v, "{s:?}");
        }
        // A holder that does not fit the declaration keeps its own width.
        assert_eq!(DevElem::of(&Scalar::UInt, &i32s), DevElem::I32);
        let f = ArrayData::zeros(&Scalar::Double, &[1]).expect("held");
        assert_eq!(DevElem::of(&Scalar::UChar, &f), DevElem::F64);
    }
}
