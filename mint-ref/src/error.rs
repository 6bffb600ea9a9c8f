//! The executor's errors. Every failure of [`crate::run_nest`] is one of these; nothing panics.

use mint_lang::Span;

/// Why a nest could not be compiled or run.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RefError {
    /// The nest uses an array the environment does not hold.
    #[error("array `{name}` is not in the environment")]
    MissingArray {
        /// The array.
        name: String,
    },
    /// The environment's array has another element type than the nest's declaration.
    #[error("array `{name}` holds `{found}` elements, but the nest declares `{expected}`")]
    ArrayType {
        /// The array.
        name: String,
        /// The element type of the declaration.
        expected: String,
        /// The element type of the [`crate::ArrayData`].
        found: &'static str,
    },
    /// The environment's array has another rank than the nest's subscripts.
    #[error("array `{name}` has {found} dimension(s), but the nest indexes it with {expected}")]
    ArrayRank {
        /// The array.
        name: String,
        /// Subscripts in the nest.
        expected: u32,
        /// Dimensions of the [`crate::ArrayData`].
        found: usize,
    },
    /// A free scalar, reduction variable or name in a bound has no value.
    #[error("scalar `{name}` has no value in the environment")]
    MissingScalar {
        /// The scalar.
        name: String,
    },
    /// A subscript lies outside the array.
    #[error(
        "out-of-bounds access `{array}{}` (shape {shape:?}, outermost first)",
        subscripts(index)
    )]
    OutOfBounds {
        /// The array.
        array: String,
        /// The subscripts, outermost first.
        index: Vec<i64>,
        /// The array's shape, outermost first.
        shape: Vec<usize>,
    },
    /// Integer `/` or `%` by zero (undefined in C).
    #[error("integer division by zero")]
    DivisionByZero {
        /// The division.
        span: Span,
    },
    /// A construct the executor does not run (the analyzer refuses most of them already).
    #[error("not supported by the reference executor: {what}")]
    Unsupported {
        /// What it is.
        what: String,
        /// Where.
        span: Span,
    },
    /// A name that is neither a local, a loop variable, a free scalar nor an array of the nest.
    #[error("`{name}` is not known to the nest")]
    Unresolved {
        /// The name.
        name: String,
        /// Where.
        span: Span,
    },
    /// An array size or loop bound that cannot be used.
    #[error("invalid size or bound: {0}")]
    BadSize(String),
}

impl RefError {
    /// Where in the analysed source the error is, for the errors that have a place (the
    /// message itself does not say: the caller renders it as a diagnostic, or shows the span).
    pub fn span(&self) -> Option<Span> {
        match self {
            RefError::DivisionByZero { span }
            | RefError::Unsupported { span, .. }
            | RefError::Unresolved { span, .. } => Some(*span),
            _ => None,
        }
    }
}

fn subscripts(index: &[i64]) -> String {
    index.iter().map(|i| format!("[{i}]")).collect()
}
