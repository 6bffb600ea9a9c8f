//! Reading mint's own TOML files (tuning reports, cache entries, bench records) back: a file
//! that does not parse, or parses to numbers no run could have written, is an error that names
//! the file, the line and the column (`FILE:LINE:COL: what`), never a panic.
//!
//! Invariant: [`parse`] returns a value only for text that deserializes completely; the caller's
//! own checks ([`Checked`]) then reject values a truncated or hand-edited file can hold.

use serde::de::DeserializeOwned;
use std::path::Path;

/// Checks of a parsed file beyond its syntax: `Err((line, what))`, the line 1-based where known.
pub trait Checked {
    /// `Ok` if every value is one mint could have written; `text` is the file's text.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)>;
}

/// The line mint writes last in every TOML file (a comment: other readers ignore it). A file
/// written by mint that lacks it was cut short.
pub const END: &str = "# mint: end of file\n";

/// `text` with [`END`] appended.
pub fn with_end(mut text: String) -> String {
    if !text.ends_with('\n') && !text.is_empty() {
        text.push('\n');
    }
    text.push_str(END);
    text
}

/// Whether `text` ends with [`END`] (trailing blank lines allowed).
pub fn has_end(text: &str) -> bool {
    text.trim_end().ends_with(END.trim_end())
}

/// The error of a file that lacks [`END`]: at its last line.
pub fn cut_short(text: &str) -> (Option<usize>, String) {
    (
        Some(text.lines().count().max(1)),
        format!(
            "the file ends before its last line `{}`: it was cut short",
            END.trim_end()
        ),
    )
}

/// Parse `text`, the contents of `path`, and check it.
pub fn parse<T: DeserializeOwned + Checked>(path: &Path, text: &str) -> Result<T, String> {
    let v: T = toml::from_str(text).map_err(|e| error_at(path, text, &e))?;
    v.check(text).map_err(|(line, what)| match line {
        Some(l) => format!("{}:{l}: {what}", path.display()),
        None => format!("{}: {what}", path.display()),
    })?;
    Ok(v)
}

/// A TOML error as `FILE:LINE:COL: message` (an error without a place is at the end of the file:
/// a missing key or table is what a cut-off file lacks).
pub fn error_at(path: &Path, text: &str, e: &toml::de::Error) -> String {
    let at = e.span().map_or(text.len(), |s| s.start.min(text.len()));
    let (line, col) = line_col(text, at);
    let mut msg = e.message().trim().to_string();
    if text.trim().is_empty() {
        msg = format!("the file is empty ({msg})");
    }
    format!("{}:{line}:{col}: {msg}", path.display())
}

/// 1-based line and column of byte `at` of `text`.
pub fn line_col(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// The 1-based line of the `index`-th (0-based) header `[[name]]` of `text`, at or after line
/// `from` (1-based): where the `index`-th element of an array of tables starts.
pub fn table_line(text: &str, name: &str, index: usize, from: usize) -> Option<usize> {
    let header = format!("[[{name}]]");
    text.lines()
        .enumerate()
        .skip(from.saturating_sub(1))
        .filter(|(_, l)| l.trim() == header)
        .nth(index)
        .map(|(i, _)| i + 1)
}

/// The 1-based line of the first `key = ...` of `text` (at any table).
pub fn key_line(text: &str, key: &str) -> Option<usize> {
    text.lines()
        .position(|l| {
            l.trim_start()
                .strip_prefix(key)
                .is_some_and(|r| r.trim_start().starts_with('='))
        })
        .map(|i| i + 1)
}

/// Whether `text` has a top-level line `kind = "<kind>"` (how mint's files of several kinds
/// tell themselves apart before parsing).
pub fn has_kind(text: &str, kind: &str) -> bool {
    text.lines().any(|l| {
        l.split_once('=')
            .is_some_and(|(k, v)| k.trim() == "kind" && v.trim() == format!("\"{kind}\""))
    })
}

/// `Err` unless `v` is finite and not negative (a time, a rate).
pub fn non_negative(what: &str, v: Option<f64>) -> Result<(), String> {
    match v {
        Some(x) if !x.is_finite() || x < 0.0 => Err(format!(
            "{what} = {x} is not a measurement (finite, not negative)"
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_lines_and_columns() {
        assert_eq!(line_col("ab\ncd", 4), (2, 2));
        assert_eq!(line_col("é\n", 1), (1, 1));
        let t = "[[a]]\nx = 1\n[[a]]\n[[a.b]]\n[[a]]\n";
        assert_eq!(table_line(t, "a", 1, 1), Some(3));
        assert_eq!(table_line(t, "a.b", 0, 3), Some(4));
        assert_eq!(table_line(t, "a", 3, 1), None);
        assert_eq!(key_line(t, "x"), Some(2));
        assert_eq!(key_line("xy = 1\nx= 2", "x"), Some(2));
        assert!(non_negative("t", Some(f64::NAN)).is_err());
        assert!(non_negative("t", Some(-1.0)).is_err());
        assert!(non_negative("t", Some(1.0)).is_ok() && non_negative("t", None).is_ok());
        let t = with_end("a = 1".into());
        assert!(has_end(&t) && has_end(&format!("{t}\n\n")));
        assert!(!has_end(&t[..t.len() - 3]));
        assert_eq!(cut_short("a\nb\n").0, Some(2));
    }
}
