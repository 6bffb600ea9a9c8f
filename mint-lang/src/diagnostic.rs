//! Diagnostics: errors, warnings and notes tied to source spans, rendered with
//! `codespan-reporting` as `file:line:col`, the source line and a caret.
//!
//! Every stage reports user errors as [`Diagnostic`]s; internal invariant failures are panics
//! (`unreachable!`/`debug_assert!`) and never reach the user for valid or invalid input.

use crate::span::Span;
use codespan_reporting::diagnostic::{Diagnostic as CsDiagnostic, Label};
use codespan_reporting::files::SimpleFile;
use codespan_reporting::term::{self, termcolor};
use std::borrow::Cow;

/// How bad it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// Stops translation.
    Error,
    /// Translation goes on.
    Warning,
    /// Information (for example why an optimization was not applied).
    Note,
}

/// A message about the user's source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning or note.
    pub severity: Severity,
    /// The reason, in plain words.
    pub message: String,
    /// Labelled spans; the first is the primary one.
    pub labels: Vec<(Span, String)>,
    /// Extra lines (`= note: ...`, `= help: ...`).
    pub notes: Vec<String>,
}

impl Diagnostic {
    /// A new error.
    pub fn error(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Error,
            message: message.into(),
            labels: vec![],
            notes: vec![],
        }
    }

    /// A new warning.
    pub fn warning(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(message)
        }
    }

    /// A new note.
    pub fn note(message: impl Into<String>) -> Self {
        Diagnostic {
            severity: Severity::Note,
            ..Diagnostic::error(message)
        }
    }

    /// Add a labelled span (the first one added is primary).
    pub fn with_span(mut self, span: Span, label: impl Into<String>) -> Self {
        self.labels.push((span, label.into()));
        self
    }

    /// Add a note line.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    fn to_codespan(&self) -> CsDiagnostic<()> {
        let d = match self.severity {
            Severity::Error => CsDiagnostic::error(),
            Severity::Warning => CsDiagnostic::warning(),
            Severity::Note => CsDiagnostic::note(),
        };
        let labels = self
            .labels
            .iter()
            .enumerate()
            .map(|(i, (s, l))| {
                let lab = if i == 0 {
                    Label::primary((), s.range())
                } else {
                    Label::secondary((), s.range())
                };
                lab.with_message(l.clone())
            })
            .collect();
        d.with_message(self.message.clone())
            .with_labels(labels)
            .with_notes(self.notes.clone())
    }

    /// Render as plain text (no colour), for tests and logs.
    pub fn emit_to_string(&self, file_name: &str, source: &str) -> String {
        let mut buf = termcolor::NoColor::new(Vec::new());
        self.render(file_name, source, &mut buf);
        String::from_utf8_lossy(&buf.into_inner()).into_owned()
    }

    /// Render to a terminal writer (colour when it supports it).
    ///
    /// Control characters of the source (other than tab and line ends) are shown as `?`, so that
    /// the source line cannot drive the terminal and the caret has a column to stand under.
    pub fn render(&self, file_name: &str, source: &str, out: &mut dyn termcolor::WriteColor) {
        let hidden = |c: char| c.is_ascii_control() && !matches!(c, '\t' | '\n' | '\r');
        let source: Cow<'_, str> = if source.contains(hidden) {
            // Same byte length (ASCII for ASCII), so the spans still fit.
            Cow::Owned(source.replace(hidden, "?"))
        } else {
            Cow::Borrowed(source)
        };
        let file = SimpleFile::new(file_name, source.as_ref());
        let config = term::Config::default();
        // Spans always come from this source; rendering only fails on I/O errors, which we ignore
        // the same way eprintln! would panic-free.
        let _ = term::emit(out, &config, &file, &self.to_codespan());
    }
}

/// Render several diagnostics to a string.
pub fn render_all(diags: &[Diagnostic], file_name: &str, source: &str) -> String {
    diags
        .iter()
        .map(|d| d.emit_to_string(file_name, source))
        .collect()
}
