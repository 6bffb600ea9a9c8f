//! Mint front end: the pest grammar of the accepted C subset and of the five Mint directives,
//! a typed AST with byte spans on every node, and diagnostics rendered as
//! `file:line:col`, source line and caret. [`preprocess`] runs the C preprocessor (macros,
//! conditionals, `#include "..."` for its macros) before parsing, with a source map back.
//!
//! Invariants: [`parse()`] either returns a complete [`ast::TranslationUnit`] whose spans all index
//! the given source, or one or more error [`Diagnostic`]s; it never panics on any input.
#![warn(missing_docs)]

pub mod ast;
pub mod diagnostic;
pub mod parse;
pub mod precision;
pub mod preprocess;
pub mod span;
pub mod system_headers;

pub use diagnostic::{Diagnostic, Severity};
pub use parse::parse;
pub use span::Span;
