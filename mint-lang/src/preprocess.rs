//! C preprocessing before parsing: `#define`/`#undef`, macro expansion, conditional groups,
//! `#include "..."` and `<...>` found in `-I` folders (for their macros only), `#error`, and a [`SourceMap`] from the preprocessed
//! text back to the source.
//!
//! Invariants:
//! - [`preprocess`] never panics and never loops or allocates without bound on any input: macro
//!   expansion is limited to [`MAX_EXPANSION_WORK`] units of work and [`MAX_EXPANSION_DEPTH`]
//!   nested argument expansions, headers to [`MAX_INCLUDE_DEPTH`] nesting and [`MAX_INCLUDES`]
//!   reads; going over a limit is an error [`Diagnostic`].
//! - Every diagnostic span indexes the `src` given to [`preprocess`] (an error inside a header is
//!   reported at the `#include` line of `src`, with the header's path and line in a note).
//! - Text outside macro invocations, conditional directives and inactive groups is copied byte for
//!   byte: comments, whitespace, line ends, `#include`, `#define`, `#undef`, every `#pragma` other
//!   than the expanded tail of a `#pragma mint` line. A source without directives that change
//!   anything and without macro uses comes back unchanged, with [`SourceMap::is_identity`] true.
//! - Dropped lines (conditional directives and inactive groups) leave their line ends behind, so the
//!   output has the same number of lines as the source unless an invocation spans several lines.
//! - Every byte of [`Preprocessed::text`] maps to a span of `src` on UTF-8 character boundaries;
//!   copied text and macro arguments map byte for byte, other expanded text to its invocation.
//! - Only `__STDC__` (1) and `__STDC_VERSION__` (199901L) are predefined. `#include <...>` is
//!   searched in the `-I` folders only, as cc searches them; a name found in none is a system
//!   header, never read: its macros stay unexpanded identifiers, except the constants
//!   [`crate::system_headers`] lists for it (`M_PI` of `<math.h>`, `DBL_EPSILON`, `INT_MAX`),
//!   defined where it is included unless the program defined them first.

use crate::diagnostic::Diagnostic;
use crate::span::Span;
use std::collections::{BTreeSet, HashMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

/// Most work macro expansion may do in one call of [`preprocess`]: one unit per token produced
/// and per invocation, one per byte of text made by `#` or `##`.
pub const MAX_EXPANSION_WORK: usize = 1 << 22;
/// Deepest nesting of macro invocations inside macro arguments.
pub const MAX_EXPANSION_DEPTH: usize = 100;
/// Deepest nesting of `#include "..."`.
pub const MAX_INCLUDE_DEPTH: usize = 32;
/// Most header reads in one call (repeated reads of one header count again).
pub const MAX_INCLUDES: usize = 1000;
/// Largest header read, in bytes.
pub const MAX_HEADER_BYTES: u64 = 16 << 20;
/// Most bytes that expansion may add to the output beyond the source's own length.
pub const MAX_OUTPUT_GROWTH: usize = 64 << 20;
const MAX_ERRORS: usize = 100;
const MAX_EXPR_DEPTH: usize = 200;

/// Preprocessor options, as given on the command line.
#[derive(Debug, Clone, Default)]
pub struct PpOptions {
    /// `-D NAME` (defined as `1`) or `-D NAME=VALUE`, in order; `NAME(x)=...` defines a
    /// function-like macro.
    pub defines: Vec<(String, Option<String>)>,
    /// `-U NAME`, applied after every `-D`.
    pub undefines: Vec<String>,
    /// `-I DIR`, searched for `#include "..."` after the including file's own directory.
    pub include_dirs: Vec<PathBuf>,
    /// The directory of the source file (`None` for standard input: only `include_dirs` are
    /// searched).
    pub file_dir: Option<PathBuf>,
}

/// The result of [`preprocess`].
#[derive(Debug, Clone)]
pub struct Preprocessed {
    /// The preprocessed text, for the parser.
    pub text: String,
    /// Spans of `text` back to the source.
    pub map: SourceMap,
    /// Names of the macros that were expanded (in the text, in `#pragma mint` lines or in `#if`
    /// expressions), sorted.
    pub macros_used: Vec<String>,
    /// Headers read for `#include "..."`, in the order first read.
    pub includes: Vec<PathBuf>,
}

/// Where a macro was defined.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MacroSite {
    /// A `#define` of the source: its 1-based line and the span of the macro's name.
    Source {
        /// 1-based line of the `#define`.
        line: usize,
        /// The macro's name in the `#define`.
        name: Span,
    },
    /// A `#define` in a header.
    Header {
        /// The header's path as found.
        path: PathBuf,
        /// 1-based line of the `#define` in the header.
        line: usize,
    },
    /// `-D` on the command line.
    CommandLine,
    /// Predefined by the preprocessor.
    Builtin,
    /// A constant of a system header the program includes ([`crate::system_headers`]).
    System {
        /// The header's name (`math.h`).
        header: String,
    },
}

impl MacroSite {
    /// "defined at line 12", "defined in `a.h` at line 3", ...
    pub fn describe(&self) -> String {
        match self {
            MacroSite::Source { line, .. } => format!("defined at line {line}"),
            MacroSite::Header { path, line } => {
                format!("defined in `{}` at line {line}", path.display())
            }
            MacroSite::CommandLine => "defined on the command line".into(),
            MacroSite::Builtin => "predefined".into(),
            MacroSite::System { header } => format!("defined by `<{header}>`"),
        }
    }
}

/// One macro expansion that produced some of the preprocessed text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expansion {
    /// The macro's name.
    pub name: String,
    /// The invocation in the source (the name, or the name through the closing parenthesis).
    pub invocation: Span,
    /// Where the macro was defined.
    pub defined_at: MacroSite,
}

#[derive(Debug, Clone, Copy)]
struct Seg {
    out: usize,
    len: usize,
    src: Span,
    /// `text[out..out+len] == src[src]`: positions map one to one.
    exact: bool,
    exp: Option<u32>,
}

#[derive(Debug, Clone)]
struct ExpRec {
    name: Arc<str>,
    site: Arc<MacroSite>,
    invocation: Span,
    parent: Option<u32>,
}

/// Maps spans of the preprocessed text to spans of the source.
///
/// Invariant: the segments cover the text without gaps or overlaps, in order.
#[derive(Debug, Clone, Default)]
pub struct SourceMap {
    segs: Vec<Seg>,
    exps: Vec<ExpRec>,
    src_len: usize,
    text_len: usize,
}

impl SourceMap {
    /// True when the text is the source, byte for byte.
    pub fn is_identity(&self) -> bool {
        match self.segs.as_slice() {
            [] => self.src_len == 0 && self.text_len == 0,
            [s] => {
                s.exact
                    && s.exp.is_none()
                    && s.out == 0
                    && s.src.start == 0
                    && s.len == self.src_len
                    && s.len == self.text_len
            }
            _ => false,
        }
    }

    fn seg_at(&self, pos: usize) -> Option<&Seg> {
        let i = self.segs.partition_point(|g| g.out + g.len <= pos);
        self.segs.get(i).or_else(|| self.segs.last())
    }

    /// A span of the preprocessed text to the span of the source it came from: copied text and
    /// macro arguments byte for byte, other expanded text to its invocation; a span over several
    /// pieces maps to their union.
    pub fn to_original(&self, span: Span) -> Span {
        let s = (span.start as usize).min(self.text_len);
        let e = (span.end as usize).clamp(s, self.text_len);
        if s == e {
            return match self.seg_at(s) {
                None => Span::new(self.src_len, self.src_len),
                Some(g) if g.exact => {
                    let p = g.src.start as usize + s.clamp(g.out, g.out + g.len) - g.out;
                    Span::new(p, p)
                }
                Some(g) => g.src,
            };
        }
        let mut acc: Option<Span> = None;
        let mut i = self.segs.partition_point(|g| g.out + g.len <= s);
        while let Some(g) = self.segs.get(i) {
            if g.out >= e {
                break;
            }
            let piece = if g.exact {
                let a = s.max(g.out) - g.out + g.src.start as usize;
                let b = e.min(g.out + g.len) - g.out + g.src.start as usize;
                Span::new(a, b)
            } else {
                g.src
            };
            acc = Some(acc.map_or(piece, |a| a.join(piece)));
            i += 1;
        }
        acc.unwrap_or(Span::new(self.src_len, self.src_len))
    }

    fn exp_index(&self, span: Span) -> Option<u32> {
        let s = (span.start as usize).min(self.text_len);
        let e = (span.end as usize).clamp(s, self.text_len);
        if s == e {
            return self.seg_at(s).and_then(|g| g.exp);
        }
        let mut i = self.segs.partition_point(|g| g.out + g.len <= s);
        while let Some(g) = self.segs.get(i) {
            if g.out >= e {
                break;
            }
            if g.exp.is_some() {
                return g.exp;
            }
            i += 1;
        }
        None
    }

    fn expansion(&self, i: u32) -> Option<Expansion> {
        let r = self.exps.get(i as usize)?;
        Some(Expansion {
            name: r.name.to_string(),
            invocation: r.invocation,
            defined_at: (*r.site).clone(),
        })
    }

    /// `Some` when (the first part of) the span's text came from a macro expansion: the innermost
    /// one.
    pub fn expansion_of(&self, span: Span) -> Option<Expansion> {
        self.expansion(self.exp_index(span)?)
    }

    /// Every expansion the span's text came from, innermost first (a macro used in another
    /// macro's body is inside that macro's expansion).
    pub fn expansions_of(&self, span: Span) -> Vec<Expansion> {
        let mut v = Vec::new();
        let mut cur = self.exp_index(span);
        while let Some(i) = cur {
            if v.len() > 64 {
                break;
            }
            let Some(e) = self.expansion(i) else { break };
            v.push(e);
            cur = self.exps.get(i as usize).and_then(|r| r.parent);
        }
        v
    }

    /// A diagnostic about the preprocessed text as one about the source: every label's span
    /// mapped with [`SourceMap::to_original`]; when the primary span came from a macro, a note
    /// names the macro (and the macros around it).
    pub fn remap(&self, mut d: Diagnostic) -> Diagnostic {
        let primary = d.labels.first().map(|l| l.0);
        for l in &mut d.labels {
            l.0 = self.to_original(l.0);
        }
        if let Some(p) = primary {
            for (i, e) in self.expansions_of(p).iter().enumerate() {
                let lead = if i == 0 { "in" } else { "which is in" };
                d.notes.push(format!(
                    "{lead} the expansion of macro `{}` ({})",
                    e.name,
                    e.defined_at.describe()
                ));
            }
        }
        d
    }
}

// ---------------------------------------------------------------------------------------------
// Lexing

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum K {
    Ident,
    Number,
    /// String or character literal.
    Str,
    Punct,
    Other,
    /// Spaces, tabs, comments, backslash-newline.
    Ws,
    Newline,
    /// Macro bodies only: the parameter with this index.
    Param(usize),
    /// Macro bodies only: `#` applied to the parameter with this index.
    Stringify(usize),
    /// Macro bodies only: the `##` operator.
    Paste,
    /// An empty argument next to `##`, during substitution only.
    Placemarker,
}

#[derive(Debug, Clone, Copy)]
struct Lexed {
    kind: K,
    start: usize,
    end: usize,
}

const PUNCT3: [&str; 3] = ["...", "<<=", ">>="];
const PUNCT2: [&str; 20] = [
    "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=",
    "&=", "^=", "|=", "##",
];

fn splice_len(b: &[u8], i: usize) -> usize {
    if b.get(i) != Some(&b'\\') {
        return 0;
    }
    match b.get(i + 1) {
        Some(b'\n') => 2,
        Some(b'\r') if b.get(i + 2) == Some(&b'\n') => 3,
        _ => 0,
    }
}

fn is_hspace(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | 0x0b | 0x0c | b'\r')
}

/// End of a quoted literal starting at `i` (a quote): after the closing quote, or at the end of
/// the line when unterminated. Always on a character boundary.
fn quoted(b: &[u8], mut i: usize) -> usize {
    let q = b[i];
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i = (i + 2).min(b.len()),
            b'\n' => return i,
            b'\r' if b.get(i + 1) == Some(&b'\n') => return i,
            c if c == q => return i + 1,
            _ => i += 1,
        }
    }
    b.len()
}

/// Split text into preprocessing tokens; never fails, every byte is in exactly one token.
fn lex(s: &str) -> Vec<Lexed> {
    let b = s.as_bytes();
    let n = b.len();
    let mut v = Vec::new();
    let mut i = 0;
    while i < n {
        let st = i;
        let c = b[i];
        let nx = b.get(i + 1).copied();
        let kind = if c == b'\n' {
            i += 1;
            K::Newline
        } else if c == b'\r' && nx == Some(b'\n') {
            i += 2;
            K::Newline
        } else if is_hspace(c) {
            while i < n && is_hspace(b[i]) && !(b[i] == b'\r' && b.get(i + 1) == Some(&b'\n')) {
                i += 1;
            }
            K::Ws
        } else if splice_len(b, i) > 0 {
            i += splice_len(b, i);
            K::Ws
        } else if c == b'/' && nx == Some(b'*') {
            i = match s[i + 2..].find("*/") {
                Some(p) => i + 2 + p + 2,
                None => n,
            };
            K::Ws
        } else if c == b'/' && nx == Some(b'/') {
            i += 2;
            while i < n {
                let sl = splice_len(b, i);
                if sl > 0 {
                    i += sl;
                    continue;
                }
                if b[i] == b'\n' || (b[i] == b'\r' && b.get(i + 1) == Some(&b'\n')) {
                    break;
                }
                i += 1;
            }
            K::Ws
        } else if c == b'"' || c == b'\'' {
            i = quoted(b, i);
            K::Str
        } else if c.is_ascii_alphabetic() || c == b'_' {
            while i < n && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            if matches!(&s[st..i], "L" | "u" | "U" | "u8")
                && i < n
                && (b[i] == b'"' || b[i] == b'\'')
            {
                i = quoted(b, i);
                K::Str
            } else {
                K::Ident
            }
        } else if c.is_ascii_digit() || (c == b'.' && nx.is_some_and(|d| d.is_ascii_digit())) {
            i += 1;
            while i < n {
                let d = b[i];
                if matches!(d, b'e' | b'E' | b'p' | b'P')
                    && matches!(b.get(i + 1), Some(b'+' | b'-'))
                {
                    i += 2;
                } else if d.is_ascii_alphanumeric() || d == b'_' || d == b'.' {
                    i += 1;
                } else {
                    break;
                }
            }
            K::Number
        } else if c.is_ascii_punctuation() && !matches!(c, b'@' | b'$' | b'`' | b'\\') {
            let rest = &s[i..];
            i += if PUNCT3.iter().any(|p| rest.starts_with(p)) {
                3
            } else if PUNCT2.iter().any(|p| rest.starts_with(p)) {
                2
            } else {
                1
            };
            K::Punct
        } else {
            i += s[i..].chars().next().map_or(1, char::len_utf8);
            K::Other
        };
        v.push(Lexed {
            kind,
            start: st,
            end: i,
        });
    }
    v
}

/// Would `a` followed directly by `b` read as other tokens than `a` and `b`?
fn would_paste(a: &str, b: &str) -> bool {
    if a.is_empty() || b.is_empty() {
        return false;
    }
    let s = format!("{a}{b}");
    lex(&s).first().is_none_or(|t| t.end != a.len())
}

fn line_of(text: &str, pos: usize) -> usize {
    let pos = pos.min(text.len());
    text.as_bytes()[..pos]
        .iter()
        .filter(|&&c| c == b'\n')
        .count()
        + 1
}

// ---------------------------------------------------------------------------------------------
// Tokens for expansion

type Hs = Option<Rc<[u32]>>;

#[derive(Debug, Clone)]
struct Tok {
    kind: K,
    text: Rc<str>,
    /// Where it came from in the main source.
    span: Span,
    /// The expansion that produced it; `None` for a token copied from the source.
    exp: Option<u32>,
    /// Macros that must not expand this token again (ids).
    hs: Hs,
}

impl Tok {
    fn is(&self, p: &str) -> bool {
        self.kind == K::Punct && &*self.text == p
    }
    fn is_ws(&self) -> bool {
        matches!(self.kind, K::Ws | K::Newline)
    }
}

fn hs_contains(hs: &Hs, id: u32) -> bool {
    hs.as_ref().is_some_and(|h| h.binary_search(&id).is_ok())
}

fn hs_with(hs: &Hs, id: u32) -> Hs {
    if hs_contains(hs, id) {
        return hs.clone();
    }
    let mut v: Vec<u32> = hs.as_deref().unwrap_or(&[]).to_vec();
    let p = v.partition_point(|&x| x < id);
    v.insert(p, id);
    Some(v.into())
}

fn hs_union(a: &Hs, b: &Hs) -> Hs {
    match (a, b) {
        (None, x) | (x, None) => x.clone(),
        (Some(x), Some(y)) => {
            if Rc::ptr_eq(x, y) || y.iter().all(|i| x.binary_search(i).is_ok()) {
                return a.clone();
            }
            let mut v: Vec<u32> = x.iter().chain(y.iter()).copied().collect();
            v.sort_unstable();
            v.dedup();
            Some(v.into())
        }
    }
}

fn hs_inter(a: &Hs, b: &Hs) -> Hs {
    match (a, b) {
        (Some(x), Some(y)) => {
            let v: Vec<u32> = x
                .iter()
                .copied()
                .filter(|i| y.binary_search(i).is_ok())
                .collect();
            (!v.is_empty()).then(|| v.into())
        }
        _ => None,
    }
}

#[derive(Debug)]
struct Macro {
    id: u32,
    name: Arc<str>,
    function: bool,
    params: Vec<String>,
    variadic: bool,
    body: Vec<Tok>,
    site: Arc<MacroSite>,
}

/// A token of an argument placed into an expansion.
fn inst(t: &Tok, exp: u32) -> Tok {
    Tok {
        exp: Some(t.exp.unwrap_or(exp)),
        ..t.clone()
    }
}

fn placemarker(inv: Span, exp: u32) -> Tok {
    Tok {
        kind: K::Placemarker,
        text: "".into(),
        span: inv,
        exp: Some(exp),
        hs: None,
    }
}

/// Collapse whitespace runs of an argument to one space, strip both ends.
fn normalize_arg(v: Vec<Tok>) -> Vec<Tok> {
    let mut out: Vec<Tok> = Vec::with_capacity(v.len());
    for t in v {
        if t.is_ws() {
            if out.last().is_some_and(|l| l.kind != K::Ws) {
                out.push(Tok {
                    kind: K::Ws,
                    text: " ".into(),
                    ..t
                });
            }
        } else {
            out.push(t);
        }
    }
    while out.last().is_some_and(|l| l.kind == K::Ws) {
        out.pop();
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The preprocessor

struct SrcFile<'t> {
    text: &'t str,
    toks: Vec<Lexed>,
    hdr: Option<Hdr>,
}

struct Hdr {
    path: PathBuf,
    canon: PathBuf,
    /// The `#include` line of the main source that (eventually) included it.
    site: Span,
    depth: usize,
}

impl SrcFile<'_> {
    fn span(&self, a: usize, b: usize) -> Span {
        match &self.hdr {
            None => Span::new(a, b),
            Some(h) => h.site,
        }
    }
    fn text_of(&self, i: usize) -> &str {
        let l = self.toks[i];
        &self.text[l.start..l.end]
    }
    fn next_nonws(&self, from: usize, end: usize) -> Option<usize> {
        (from..end).find(|&i| self.toks[i].kind != K::Ws)
    }
}

struct Cond {
    active: bool,
    taken: bool,
    else_seen: bool,
    kind: String,
    start: usize,
    end: usize,
}

#[derive(Default)]
struct Out {
    text: String,
    segs: Vec<Seg>,
}

impl Out {
    fn push(&mut self, s: &str, src: Span, exact: bool, exp: Option<u32>) {
        if s.is_empty() {
            return;
        }
        let out = self.text.len();
        self.text.push_str(s);
        if let Some(l) = self.segs.last_mut() {
            if l.exp == exp && l.out + l.len == out && l.exact == exact {
                if exact && l.src.end == src.start {
                    l.len += s.len();
                    l.src.end = src.end;
                    return;
                }
                if !exact && l.src == src {
                    l.len += s.len();
                    return;
                }
            }
        }
        self.segs.push(Seg {
            out,
            len: s.len(),
            src,
            exact,
            exp,
        });
    }
}

type Er = (Span, String);

struct Pp<'s> {
    src: &'s str,
    opts: &'s PpOptions,
    ids: HashMap<String, u32>,
    macros: HashMap<String, Rc<Macro>>,
    errors: Vec<Diagnostic>,
    exps: Vec<ExpRec>,
    used: BTreeSet<String>,
    includes: Vec<PathBuf>,
    reads: usize,
    once: HashSet<PathBuf>,
    work: usize,
    aborted: bool,
    out_limit: usize,
    out: Out,
}

/// Preprocess `src` (see the module documentation). Diagnostics index `src`.
pub fn preprocess(src: &str, opts: &PpOptions) -> Result<Preprocessed, Vec<Diagnostic>> {
    let mut pp = Pp {
        src,
        opts,
        ids: HashMap::new(),
        macros: HashMap::new(),
        errors: Vec::new(),
        exps: Vec::new(),
        used: BTreeSet::new(),
        includes: Vec::new(),
        reads: 0,
        once: HashSet::new(),
        work: 0,
        aborted: false,
        out_limit: src.len().saturating_add(MAX_OUTPUT_GROWTH),
        out: Out::default(),
    };
    pp.predefine();
    let file = SrcFile {
        text: src,
        toks: lex(src),
        hdr: None,
    };
    pp.process_file(&file);
    if !pp.errors.is_empty() {
        return Err(pp.errors);
    }
    let text_len = pp.out.text.len();
    Ok(Preprocessed {
        text: pp.out.text,
        map: SourceMap {
            segs: pp.out.segs,
            exps: pp.exps,
            src_len: src.len(),
            text_len,
        },
        macros_used: pp.used.into_iter().collect(),
        includes: pp.includes,
    })
}

impl<'s> Pp<'s> {
    fn error(&mut self, d: Diagnostic) {
        if self.errors.len() < MAX_ERRORS {
            self.errors.push(d);
        }
    }

    /// An error at bytes `a..b` of `f`; in a header, at its `#include` line with a note.
    fn err_at(&mut self, f: &SrcFile, a: usize, b: usize, msg: impl Into<String>, label: &str) {
        let d = match &f.hdr {
            None => Diagnostic::error(msg).with_span(Span::new(a, b), label),
            Some(h) => Diagnostic::error(msg)
                .with_span(
                    h.site,
                    format!("in `{}`, included from here", h.path.display()),
                )
                .with_note(format!(
                    "{}:{}: {}",
                    h.path.display(),
                    line_of(f.text, a),
                    if label.is_empty() { "here" } else { label }
                )),
        };
        self.error(d);
    }

    /// An error at a token span (already in the main source), or at `dspan` of a header.
    fn err_tok(&mut self, f: &SrcFile, (span, msg): Er, dspan: (usize, usize), label: &str) {
        if f.hdr.is_none() {
            self.error(Diagnostic::error(msg).with_span(span, label));
        } else {
            self.err_at(f, dspan.0, dspan.1, msg, label);
        }
    }

    fn tok(&self, f: &SrcFile, i: usize) -> Tok {
        let l = f.toks[i];
        Tok {
            kind: l.kind,
            text: f.text[l.start..l.end].into(),
            span: f.span(l.start, l.end),
            exp: None,
            hs: None,
        }
    }

    fn intern(&mut self, name: &str) -> u32 {
        let n = self.ids.len() as u32;
        *self.ids.entry(name.to_string()).or_insert(n)
    }

    fn predefine(&mut self) {
        let builtin = Arc::new(MacroSite::Builtin);
        for (n, v) in [("__STDC__", "1"), ("__STDC_VERSION__", "199901L")] {
            let toks = line_toks(&format!("{n} {v}"));
            let _ = self.define_line(toks, Some(builtin.clone()), Span::default());
        }
        let cl = Arc::new(MacroSite::CommandLine);
        let opts = self.opts;
        for (n, v) in &opts.defines {
            let toks = line_toks(&format!("{n} {}", v.as_deref().unwrap_or("1")));
            if let Err((_, msg)) = self.define_line(toks, Some(cl.clone()), Span::default()) {
                let shown = match v {
                    Some(v) => format!("{n}={v}"),
                    None => n.clone(),
                };
                self.error(Diagnostic::error(format!("invalid `-D {shown}`: {msg}")));
            }
        }
        for n in &opts.undefines {
            self.macros.remove(n.as_str());
        }
    }

    fn copy(&mut self, a: usize, b: usize) {
        if let Some(s) = self.src.get(a..b) {
            self.out.push(s, Span::new(a, b), true, None);
        }
    }

    /// Copy only the line ends of `src[a..b]`.
    fn newlines(&mut self, a: usize, b: usize) {
        let bytes = self.src.as_bytes();
        for i in a..b.min(bytes.len()) {
            if bytes[i] == b'\n' {
                let st = if i > a && bytes[i - 1] == b'\r' {
                    i - 1
                } else {
                    i
                };
                self.copy(st, i + 1);
            }
        }
    }

    fn process_file(&mut self, f: &SrcFile) {
        let emit = f.hdr.is_none();
        let mut conds: Vec<Cond> = Vec::new();
        let mut run: Option<(usize, usize)> = None;
        let mut lines = Vec::new();
        let mut a = 0;
        for (i, t) in f.toks.iter().enumerate() {
            if t.kind == K::Newline {
                lines.push((a, i + 1));
                a = i + 1;
            }
        }
        if a < f.toks.len() {
            lines.push((a, f.toks.len()));
        }
        for (la, lb) in lines {
            let active = conds.last().is_none_or(|c| c.active);
            let (ba, bb) = (f.toks[la].start, f.toks[lb - 1].end);
            let hash = f
                .next_nonws(la, lb)
                .filter(|&i| f.toks[i].kind == K::Punct && f.text_of(i) == "#");
            let Some(h) = hash else {
                if active {
                    run = Some((run.map_or(la, |r| r.0), lb));
                } else {
                    self.flush(f, &mut run);
                    if emit {
                        self.newlines(ba, bb);
                    }
                }
                continue;
            };
            self.flush(f, &mut run);
            let end = if f.toks[lb - 1].kind == K::Newline {
                lb - 1
            } else {
                lb
            };
            let ni = f.next_nonws(h + 1, end);
            let name = ni
                .filter(|&i| f.toks[i].kind == K::Ident)
                .map_or("", |i| f.text_of(i));
            let from = ni.map_or(end, |i| i + 1);
            let last = (h..end)
                .rev()
                .find(|&i| f.toks[i].kind != K::Ws)
                .unwrap_or(h);
            let dspan = (f.toks[h].start, f.toks[last].end);
            match name {
                "if" | "ifdef" | "ifndef" | "elif" | "else" | "endif" => {
                    self.conditional(f, &mut conds, name, from, end, dspan);
                    if emit {
                        self.newlines(ba, bb);
                    }
                }
                _ if !active => {
                    if emit {
                        self.newlines(ba, bb);
                    }
                }
                "define" => {
                    let toks: Vec<Tok> = (from..end).map(|i| self.tok(f, i)).collect();
                    let site = f.hdr.as_ref().map(|h| {
                        Arc::new(MacroSite::Header {
                            path: h.path.clone(),
                            line: line_of(f.text, dspan.0),
                        })
                    });
                    let fallback = f.span(dspan.0, dspan.1);
                    if let Err(e) = self.define_line(toks, site, fallback) {
                        self.err_tok(f, e, dspan, "");
                    }
                    if emit {
                        self.copy(ba, bb);
                    }
                }
                "undef" => {
                    match f.next_nonws(from, end) {
                        Some(i) if f.toks[i].kind == K::Ident => {
                            self.macros.remove(f.text_of(i));
                        }
                        _ => self.err_at(
                            f,
                            dspan.0,
                            dspan.1,
                            "`#undef` needs a macro name",
                            "no identifier after `#undef`",
                        ),
                    }
                    if emit {
                        self.copy(ba, bb);
                    }
                }
                "include" => {
                    self.include(f, from, end, dspan);
                    if emit {
                        self.copy(ba, bb);
                    }
                }
                "error" => {
                    let msg = match f.next_nonws(from, end) {
                        Some(i) => f.text[f.toks[i].start..dspan.1].trim().to_string(),
                        None => "#error".to_string(),
                    };
                    self.err_at(f, dspan.0, dspan.1, msg, "`#error` directive");
                    if emit {
                        self.copy(ba, bb);
                    }
                }
                "pragma" => {
                    let word = f.next_nonws(from, end);
                    let word_text = word
                        .filter(|&i| f.toks[i].kind == K::Ident)
                        .map(|i| f.text_of(i));
                    if word_text == Some("once") {
                        if let Some(h) = &f.hdr {
                            self.once.insert(h.canon.clone());
                        }
                    }
                    match word {
                        Some(k) if emit && word_text == Some("mint") => {
                            self.copy(ba, f.toks[k].end);
                            self.emit_range(f, k + 1, end);
                            if end < lb {
                                self.copy(f.toks[end].start, f.toks[end].end);
                            }
                        }
                        _ => {
                            if emit {
                                self.copy(ba, bb);
                            }
                        }
                    }
                }
                _ => {
                    if emit {
                        self.copy(ba, bb);
                    }
                }
            }
        }
        self.flush(f, &mut run);
        for c in conds {
            self.err_at(
                f,
                c.start,
                c.end,
                format!("unterminated `#{}`", c.kind),
                "no matching `#endif` before the end of the file",
            );
        }
    }

    fn flush(&mut self, f: &SrcFile, run: &mut Option<(usize, usize)>) {
        if let Some((a, b)) = run.take() {
            if f.hdr.is_none() {
                self.emit_range(f, a, b);
            }
        }
    }

    /// Emit tokens `a..b` of the main source, macro-expanded.
    fn emit_range(&mut self, f: &SrcFile, a: usize, b: usize) {
        if a >= b {
            return;
        }
        let uses = f.toks[a..b]
            .iter()
            .any(|l| l.kind == K::Ident && self.macros.contains_key(&f.text[l.start..l.end]));
        if !uses || self.aborted {
            self.copy(f.toks[a].start, f.toks[b - 1].end);
            return;
        }
        let toks: Vec<Tok> = (a..b).map(|i| self.tok(f, i)).collect();
        let res = self.expand(toks, 0);
        self.emit_toks(&res);
    }

    fn emit_toks(&mut self, toks: &[Tok]) {
        let mut prev: Option<&Tok> = None;
        for t in toks {
            if t.kind == K::Placemarker {
                continue;
            }
            if self.out.text.len() > self.out_limit {
                if !self.aborted {
                    self.aborted = true;
                    let msg = "macro expansion makes the text too large".to_string();
                    self.error(Diagnostic::error(msg).with_span(t.span, "while expanding this"));
                }
                return;
            }
            if let Some(p) = prev {
                let apart = p.exp.is_some() || t.exp.is_some() || p.span.end != t.span.start;
                if !t.is_ws() && apart && would_paste(&p.text, &t.text) {
                    self.out.push(" ", t.span, false, t.exp);
                }
            }
            let exact = self.src.get(t.span.range()) == Some(&*t.text);
            self.out.push(&t.text, t.span, exact, t.exp);
            prev = if t.is_ws() { None } else { Some(t) };
        }
    }

    // ---- conditionals

    fn conditional(
        &mut self,
        f: &SrcFile,
        conds: &mut Vec<Cond>,
        name: &str,
        from: usize,
        end: usize,
        dspan: (usize, usize),
    ) {
        match name {
            "if" | "ifdef" | "ifndef" => {
                let parent = conds.last().is_none_or(|c| c.active);
                let val = if !parent {
                    false
                } else if name == "if" {
                    self.eval_if(f, from, end, dspan)
                } else {
                    match f.next_nonws(from, end) {
                        Some(i) if f.toks[i].kind == K::Ident => {
                            self.macros.contains_key(f.text_of(i)) == (name == "ifdef")
                        }
                        _ => {
                            self.err_at(
                                f,
                                dspan.0,
                                dspan.1,
                                format!("`#{name}` needs a macro name"),
                                "no identifier here",
                            );
                            false
                        }
                    }
                };
                conds.push(Cond {
                    active: val,
                    taken: val || !parent,
                    else_seen: false,
                    kind: name.to_string(),
                    start: dspan.0,
                    end: dspan.1,
                });
            }
            "elif" => {
                let Some(c) = conds.last_mut() else {
                    self.err_at(f, dspan.0, dspan.1, "`#elif` without `#if`", "");
                    return;
                };
                if c.else_seen {
                    c.active = false;
                    self.err_at(f, dspan.0, dspan.1, "`#elif` after `#else`", "");
                } else if c.taken {
                    c.active = false;
                } else {
                    let v = self.eval_if(f, from, end, dspan);
                    c.active = v;
                    c.taken = v;
                }
            }
            "else" => {
                let Some(c) = conds.last_mut() else {
                    self.err_at(f, dspan.0, dspan.1, "`#else` without `#if`", "");
                    return;
                };
                if c.else_seen {
                    c.active = false;
                    self.err_at(f, dspan.0, dspan.1, "`#else` after `#else`", "");
                } else {
                    c.else_seen = true;
                    c.active = !c.taken;
                    c.taken = true;
                }
            }
            _ => {
                if conds.pop().is_none() {
                    self.err_at(f, dspan.0, dspan.1, "`#endif` without `#if`", "");
                }
            }
        }
    }

    /// Replace `defined X` and `defined ( X )` by `1` or `0`.
    fn resolve_defined(&self, v: Vec<Tok>) -> Result<Vec<Tok>, Er> {
        let mut out = Vec::with_capacity(v.len());
        let mut i = 0;
        while i < v.len() {
            if v[i].kind == K::Ident && &*v[i].text == "defined" {
                let mut j = i + 1;
                let paren = v.get(j).is_some_and(|t| t.is("("));
                if paren {
                    j += 1;
                }
                let Some(n) = v.get(j).filter(|t| t.kind == K::Ident) else {
                    let sp = v.get(j).map_or(v[i].span, |t| t.span);
                    return Err((sp, "operator `defined` requires an identifier".into()));
                };
                let val = self.macros.contains_key(&*n.text);
                j += 1;
                if paren {
                    if !v.get(j).is_some_and(|t| t.is(")")) {
                        return Err((v[j - 1].span, "missing `)` after `defined`".into()));
                    }
                    j += 1;
                }
                out.push(Tok {
                    kind: K::Number,
                    text: if val { "1" } else { "0" }.into(),
                    span: v[i].span.join(v[j - 1].span),
                    exp: v[i].exp,
                    hs: None,
                });
                i = j;
                continue;
            }
            out.push(v[i].clone());
            i += 1;
        }
        Ok(out)
    }

    fn eval_if(&mut self, f: &SrcFile, from: usize, end: usize, dspan: (usize, usize)) -> bool {
        let raw: Vec<Tok> = (from..end)
            .filter(|&i| f.toks[i].kind != K::Ws)
            .map(|i| self.tok(f, i))
            .collect();
        let dsp = f.span(dspan.0, dspan.1);
        let res = self.resolve_defined(raw).and_then(|v| {
            let v: Vec<Tok> = self
                .expand(v, 0)
                .into_iter()
                .filter(|t| !t.is_ws())
                .collect();
            let v = self.resolve_defined(v)?;
            if v.is_empty() {
                return Err((dsp, "`#if` with no expression".into()));
            }
            let v: Vec<Tok> = v
                .into_iter()
                .map(|t| {
                    if t.kind == K::Ident {
                        Tok {
                            kind: K::Number,
                            text: "0".into(),
                            ..t
                        }
                    } else {
                        t
                    }
                })
                .collect();
            let mut ev = Eval {
                t: &v,
                i: 0,
                depth: 0,
                end: v
                    .last()
                    .map_or(dsp, |t| Span::new(t.span.end as usize, t.span.end as usize)),
            };
            ev.top()
        });
        match res {
            Ok(v) => v.v != 0,
            Err(e) => {
                self.err_tok(f, e, dspan, "");
                false
            }
        }
    }

    // ---- #define

    /// Define a macro from the tokens after `#define` (whitespace included, no line end).
    fn define_line(
        &mut self,
        toks: Vec<Tok>,
        site: Option<Arc<MacroSite>>,
        fallback: Span,
    ) -> Result<(), Er> {
        let mut i = 0;
        let skip = |i: &mut usize| {
            while toks.get(*i).is_some_and(|t| t.is_ws()) {
                *i += 1;
            }
        };
        skip(&mut i);
        let Some(n) = toks.get(i) else {
            return Err((fallback, "no macro name given in `#define`".into()));
        };
        if n.kind != K::Ident {
            return Err((n.span, "macro names must be identifiers".into()));
        }
        if &*n.text == "defined" {
            return Err((n.span, "`defined` cannot be used as a macro name".into()));
        }
        let name = n.text.to_string();
        let name_span = n.span;
        i += 1;
        let function = toks.get(i).is_some_and(|t| t.is("("));
        let mut params: Vec<String> = Vec::new();
        let mut variadic = false;
        if function {
            i += 1;
            loop {
                skip(&mut i);
                let Some(t) = toks.get(i) else {
                    return Err((name_span, "missing `)` in macro parameter list".into()));
                };
                if t.is(")") && params.is_empty() {
                    i += 1;
                    break;
                }
                if t.is("...") {
                    variadic = true;
                    params.push("__VA_ARGS__".into());
                    i += 1;
                } else if t.kind == K::Ident {
                    if &*t.text == "__VA_ARGS__" || params.iter().any(|p| **p == *t.text) {
                        return Err((t.span, format!("duplicate macro parameter `{}`", t.text)));
                    }
                    params.push(t.text.to_string());
                    i += 1;
                    skip(&mut i);
                    if toks.get(i).is_some_and(|t| t.is("...")) {
                        variadic = true;
                        i += 1;
                    }
                } else {
                    return Err((t.span, "expected a parameter name".into()));
                }
                skip(&mut i);
                match toks.get(i) {
                    Some(t) if t.is(")") => {
                        i += 1;
                        break;
                    }
                    Some(t) if t.is(",") && !variadic => i += 1,
                    Some(t) => {
                        let m = if variadic {
                            "expected `)` after `...`"
                        } else {
                            "expected `,` or `)` in the macro parameter list"
                        };
                        return Err((t.span, m.into()));
                    }
                    None => return Err((name_span, "missing `)` in macro parameter list".into())),
                }
            }
        }
        let mut body: Vec<Tok> = Vec::new();
        for t in &toks[i.min(toks.len())..] {
            if t.is_ws() {
                if body
                    .last()
                    .is_some_and(|l| l.kind != K::Ws && l.kind != K::Paste)
                {
                    body.push(Tok {
                        kind: K::Ws,
                        text: " ".into(),
                        ..t.clone()
                    });
                }
                continue;
            }
            let mut t = t.clone();
            if t.is("##") {
                t.kind = K::Paste;
                while body.last().is_some_and(|l| l.kind == K::Ws) {
                    body.pop();
                }
                if body.is_empty() {
                    return Err((t.span, "`##` cannot appear at either end of a macro".into()));
                }
            } else if function && t.kind == K::Ident {
                if let Some(p) = params.iter().position(|p| **p == *t.text) {
                    t.kind = K::Param(p);
                }
            }
            body.push(t);
        }
        while body.last().is_some_and(|l| l.kind == K::Ws) {
            body.pop();
        }
        if let Some(l) = body.last().filter(|l| l.kind == K::Paste) {
            return Err((l.span, "`##` cannot appear at either end of a macro".into()));
        }
        if function {
            let mut nb = Vec::with_capacity(body.len());
            let mut j = 0;
            while j < body.len() {
                if body[j].is("#") {
                    let mut k = j + 1;
                    if body.get(k).is_some_and(|t| t.kind == K::Ws) {
                        k += 1;
                    }
                    match body.get(k).map(|t| t.kind) {
                        Some(K::Param(p)) => {
                            nb.push(Tok {
                                kind: K::Stringify(p),
                                ..body[j].clone()
                            });
                            j = k + 1;
                            continue;
                        }
                        _ => {
                            return Err((
                                body[j].span,
                                "`#` is not followed by a macro parameter".into(),
                            ))
                        }
                    }
                }
                nb.push(body[j].clone());
                j += 1;
            }
            body = nb;
        }
        let site = site.unwrap_or_else(|| {
            Arc::new(MacroSite::Source {
                line: line_of(self.src, name_span.start as usize),
                name: name_span,
            })
        });
        let id = self.intern(&name);
        let m = Macro {
            id,
            name: name.as_str().into(),
            function,
            params,
            variadic,
            body,
            site,
        };
        self.macros.insert(name, Rc::new(m));
        Ok(())
    }

    // ---- #include

    fn include(&mut self, f: &SrcFile, from: usize, end: usize, dspan: (usize, usize)) {
        let bad = "`#include` expects \"FILENAME\" or <FILENAME>";
        let Some(i) = f.next_nonws(from, end) else {
            self.err_at(f, dspan.0, dspan.1, bad, "no file name");
            return;
        };
        let t = f.text_of(i);
        // `<...>` names are searched in the `-I` folders only (as cc does); one found nowhere is
        // a system header, left to the compiler.
        let (name, a, b, angled) = if f.toks[i].kind == K::Str && t.starts_with('"') {
            if t.len() < 2 || !t.ends_with('"') {
                self.err_at(f, dspan.0, dspan.1, bad, "unterminated file name");
                return;
            }
            (
                t[1..t.len() - 1].to_string(),
                f.toks[i].start,
                f.toks[i].end,
                false,
            )
        } else if t == "<" {
            let Some(close) = (i + 1..end).find(|&k| f.text_of(k) == ">") else {
                self.err_at(f, dspan.0, dspan.1, bad, "no closing `>`");
                return;
            };
            let name = f.text[f.toks[i].end..f.toks[close].start]
                .trim()
                .to_string();
            (name, f.toks[i].start, f.toks[close].end, true)
        } else {
            let toks: Vec<Tok> = (i..end).map(|k| self.tok(f, k)).collect();
            let v = self.expand(toks, 0);
            match v.iter().find(|t| !t.is_ws()) {
                Some(x) if x.is("<") => {
                    let inner: String = v
                        .iter()
                        .skip_while(|t| !t.is("<"))
                        .skip(1)
                        .take_while(|t| !t.is(">"))
                        .map(|t| t.text.as_ref())
                        .collect();
                    (inner.trim().to_string(), f.toks[i].start, dspan.1, true)
                }
                Some(x) if x.kind == K::Str && x.text.starts_with('"') && x.text.len() >= 2 => {
                    let n = x.text[1..x.text.len() - 1].to_string();
                    (n, f.toks[i].start, dspan.1, false)
                }
                _ => {
                    self.err_at(f, dspan.0, dspan.1, bad, "not a file name");
                    return;
                }
            }
        };
        let mut dirs: Vec<PathBuf> = Vec::new();
        match &f.hdr {
            _ if angled => {}
            None => dirs.extend(self.opts.file_dir.iter().cloned()),
            Some(h) => dirs.extend(h.path.parent().map(Path::to_path_buf)),
        }
        dirs.extend(self.opts.include_dirs.iter().cloned());
        let found = if name.is_empty() {
            None
        } else if Path::new(&name).is_absolute() {
            Some(PathBuf::from(&name)).filter(|p| p.is_file())
        } else {
            dirs.iter().map(|d| d.join(&name)).find(|p| p.is_file())
        };
        let Some(path) = found else {
            if angled {
                // A system header: the compiler finds it; of its macros, the constants nests
                // use are defined here as the C library defines them (a program's own
                // `#define` of one, before or after, is kept).
                let site = Arc::new(MacroSite::System {
                    header: name.clone(),
                });
                for (n, v) in crate::system_headers::constants(&name) {
                    if !self.macros.contains_key(*n) {
                        let toks = line_toks(&format!("{n} {v}"));
                        let _ = self.define_line(toks, Some(site.clone()), Span::default());
                    }
                }
                return;
            }
            let note = if dirs.is_empty() {
                "no directory was searched: the input has no directory of its own and no `-I` was given"
                    .to_string()
            } else {
                let list: Vec<String> = dirs.iter().map(|d| format!("`{}`", d.display())).collect();
                format!("searched: {}", list.join(", "))
            };
            let d = match &f.hdr {
                None => Diagnostic::error(format!("cannot find header `{name}`"))
                    .with_span(Span::new(a, b), "not found")
                    .with_note(note),
                Some(h) => Diagnostic::error(format!("cannot find header `{name}`"))
                    .with_span(
                        h.site,
                        format!("in `{}`, included from here", h.path.display()),
                    )
                    .with_note(format!(
                        "{}:{}: `#include \"{name}\"`",
                        h.path.display(),
                        line_of(f.text, a)
                    ))
                    .with_note(note),
            };
            self.error(d);
            return;
        };
        let depth = f.hdr.as_ref().map_or(0, |h| h.depth) + 1;
        if depth > MAX_INCLUDE_DEPTH {
            let msg = format!("`#include` nested more than {MAX_INCLUDE_DEPTH} deep");
            self.err_at(f, dspan.0, dspan.1, msg, "is a header including itself?");
            return;
        }
        if self.reads >= MAX_INCLUDES {
            let msg = format!("more than {MAX_INCLUDES} headers read");
            self.err_at(f, dspan.0, dspan.1, msg, "");
            return;
        }
        let canon = path.canonicalize().unwrap_or_else(|_| path.clone());
        if self.once.contains(&canon) {
            return;
        }
        self.reads += 1;
        let text = match read_limited(&path) {
            Ok(t) => t,
            Err(e) => {
                let msg = format!("cannot read header `{}`: {e}", path.display());
                self.err_at(f, dspan.0, dspan.1, msg, "");
                return;
            }
        };
        if !self.includes.contains(&path) {
            self.includes.push(path.clone());
        }
        let site = match &f.hdr {
            None => Span::new(dspan.0, dspan.1),
            Some(h) => h.site,
        };
        let hf = SrcFile {
            text: &text,
            toks: lex(&text),
            hdr: Some(Hdr {
                path,
                canon,
                site,
                depth,
            }),
        };
        self.process_file(&hf);
    }

    // ---- expansion

    fn charge(&mut self, units: usize, span: Span) {
        self.work = self.work.saturating_add(units);
        if self.work > MAX_EXPANSION_WORK && !self.aborted {
            self.aborted = true;
            self.error(
                Diagnostic::error("macro expansion is too large")
                    .with_span(span, "while expanding this")
                    .with_note(format!(
                        "expansion stops after {MAX_EXPANSION_WORK} tokens; is a macro exploding through its arguments?"
                    )),
            );
        }
    }

    fn new_exp(&mut self, m: &Macro, invocation: Span, parent: Option<u32>) -> u32 {
        self.charge(1, invocation);
        if !self.used.contains(&*m.name) {
            self.used.insert(m.name.to_string());
        }
        self.exps.push(ExpRec {
            name: m.name.clone(),
            site: m.site.clone(),
            invocation,
            parent,
        });
        (self.exps.len() - 1) as u32
    }

    /// Fully macro-expand a token list (rescanning, hide sets after Prosser's algorithm).
    fn expand(&mut self, input: Vec<Tok>, depth: usize) -> Vec<Tok> {
        let mut stack = input;
        stack.reverse();
        let mut out = Vec::with_capacity(stack.len());
        while let Some(t) = stack.pop() {
            if t.kind != K::Ident || self.aborted {
                out.push(t);
                continue;
            }
            let Some(m) = self.macros.get(&*t.text).cloned() else {
                out.push(t);
                continue;
            };
            if hs_contains(&t.hs, m.id) {
                out.push(t);
                continue;
            }
            if !m.function {
                let exp = self.new_exp(&m, t.span, t.exp);
                let hs = hs_with(&t.hs, m.id);
                let body = self.subst(&m, &[], hs, t.span, exp, depth);
                stack.extend(body.into_iter().rev());
                continue;
            }
            let mut k = stack.len();
            while k > 0 && stack[k - 1].is_ws() {
                k -= 1;
            }
            if k == 0 || !stack[k - 1].is("(") {
                out.push(t);
                continue;
            }
            let opening: Vec<Tok> = stack.drain(k - 1..).rev().collect();
            let np = m.params.len();
            let mut args: Vec<Vec<Tok>> = vec![Vec::new()];
            let mut level = 0usize;
            let mut close = None;
            while let Some(a) = stack.pop() {
                if a.is("(") {
                    level += 1;
                } else if a.is(")") {
                    if level == 0 {
                        close = Some(a);
                        break;
                    }
                    level -= 1;
                } else if a.is(",") && level == 0 && !(m.variadic && args.len() >= np) {
                    args.push(Vec::new());
                    continue;
                }
                if let Some(l) = args.last_mut() {
                    l.push(a);
                }
            }
            let Some(close) = close else {
                self.error(
                    Diagnostic::error(format!(
                        "unterminated argument list invoking macro `{}`",
                        m.name
                    ))
                    .with_span(t.span, "no closing `)` for this invocation"),
                );
                out.push(t);
                out.extend(opening);
                out.extend(args.into_iter().flatten());
                continue;
            };
            let inv = t.span.join(close.span);
            let mut args: Vec<Vec<Tok>> = args.into_iter().map(normalize_arg).collect();
            if np == 0 && args.len() == 1 && args[0].is_empty() {
                args.clear();
            }
            if m.variadic && args.len() + 1 == np {
                args.push(Vec::new());
            }
            if args.len() != np {
                let s = if np == 1 { "" } else { "s" };
                let msg = if args.len() < np {
                    format!(
                        "macro `{}` requires {np} argument{s}, but only {} given",
                        m.name,
                        args.len()
                    )
                } else {
                    format!(
                        "macro `{}` passed {} arguments, but takes just {np}",
                        m.name,
                        args.len()
                    )
                };
                self.error(
                    Diagnostic::error(msg)
                        .with_span(inv, "in this invocation")
                        .with_note(format!("`{}` is {}", m.name, m.site.describe())),
                );
                out.push(t);
                continue;
            }
            let exp = self.new_exp(&m, inv, t.exp);
            let hs = hs_with(&hs_inter(&t.hs, &close.hs), m.id);
            let body = self.subst(&m, &args, hs, inv, exp, depth);
            stack.extend(body.into_iter().rev());
        }
        out
    }

    fn stringify(&mut self, arg: &[Tok], inv: Span, exp: u32) -> Tok {
        let mut s = String::from("\"");
        for t in arg {
            if t.is_ws() {
                s.push(' ');
            } else if t.kind == K::Str {
                for c in t.text.chars() {
                    if c == '"' || c == '\\' {
                        s.push('\\');
                    }
                    s.push(c);
                }
            } else {
                s.push_str(&t.text);
            }
        }
        s.push('"');
        self.charge(s.len(), inv);
        let span = match (arg.first(), arg.last()) {
            (Some(a), Some(b)) => a.span.join(b.span),
            _ => inv,
        };
        Tok {
            kind: K::Str,
            text: s.into(),
            span,
            exp: Some(exp),
            hs: None,
        }
    }

    fn paste(&mut self, l: Tok, r: Tok, inv: Span, exp: u32) -> Vec<Tok> {
        if l.kind == K::Placemarker {
            return vec![r];
        }
        if r.kind == K::Placemarker {
            return vec![l];
        }
        let text = format!("{}{}", l.text, r.text);
        self.charge(text.len(), inv);
        let lx = lex(&text);
        match lx.as_slice() {
            [one] if !matches!(one.kind, K::Ws | K::Newline) => vec![Tok {
                kind: one.kind,
                text: text.into(),
                span: l.span.join(r.span),
                exp: Some(exp),
                hs: hs_inter(&l.hs, &r.hs),
            }],
            _ => {
                self.error(
                    Diagnostic::error(format!(
                        "pasting `{}` and `{}` does not give a valid preprocessing token",
                        l.text, r.text
                    ))
                    .with_span(inv, "in this expansion"),
                );
                vec![l, r]
            }
        }
    }

    fn subst(
        &mut self,
        m: &Macro,
        args: &[Vec<Tok>],
        hs: Hs,
        inv: Span,
        exp: u32,
        depth: usize,
    ) -> Vec<Tok> {
        if self.aborted {
            return Vec::new();
        }
        let np = m.params.len();
        let mut out: Vec<Tok> = Vec::with_capacity(m.body.len());
        let mut expanded: Vec<Option<Vec<Tok>>> = vec![None; args.len()];
        let body_tok = |t: &Tok| Tok {
            kind: t.kind,
            text: t.text.clone(),
            span: inv,
            exp: Some(exp),
            hs: None,
        };
        let mut i = 0;
        while i < m.body.len() {
            let b = &m.body[i];
            match b.kind {
                K::Stringify(p) => {
                    let arg = args.get(p).map_or(&[][..], |a| a.as_slice());
                    let s = self.stringify(arg, inv, exp);
                    out.push(s);
                }
                K::Paste => {
                    i += 1;
                    let Some(r) = m.body.get(i) else { break };
                    if let K::Param(p) = r.kind {
                        if m.variadic && p + 1 == np && out.last().is_some_and(|l| l.is(",")) {
                            // GNU `, ## __VA_ARGS__`: the comma goes when there are no arguments.
                            match args.get(p) {
                                Some(a) if !a.is_empty() => {
                                    out.extend(a.iter().map(|t| inst(t, exp)))
                                }
                                _ => {
                                    out.pop();
                                }
                            }
                            i += 1;
                            continue;
                        }
                    }
                    let rhs: Vec<Tok> = match r.kind {
                        K::Param(p) => match args.get(p) {
                            Some(a) if !a.is_empty() => a.iter().map(|t| inst(t, exp)).collect(),
                            _ => vec![placemarker(inv, exp)],
                        },
                        K::Stringify(p) => {
                            let arg = args.get(p).map_or(&[][..], |a| a.as_slice());
                            vec![self.stringify(arg, inv, exp)]
                        }
                        _ => vec![body_tok(r)],
                    };
                    let lhs = out.pop().unwrap_or_else(|| placemarker(inv, exp));
                    let mut rhs = rhs.into_iter();
                    if let Some(first) = rhs.next() {
                        let pasted = self.paste(lhs, first, inv, exp);
                        out.extend(pasted);
                    }
                    out.extend(rhs);
                }
                K::Param(p) => {
                    let arg = args.get(p).map_or(&[][..], |a| a.as_slice());
                    if m.body.get(i + 1).is_some_and(|n| n.kind == K::Paste) {
                        if arg.is_empty() {
                            out.push(placemarker(inv, exp));
                        } else {
                            out.extend(arg.iter().map(|t| inst(t, exp)));
                        }
                    } else {
                        if expanded.get(p).is_some_and(|e| e.is_none()) {
                            let e = if depth >= MAX_EXPANSION_DEPTH {
                                if !self.aborted {
                                    self.aborted = true;
                                    self.error(
                                        Diagnostic::error("macro invocations nest too deeply")
                                            .with_span(inv, "in this invocation")
                                            .with_note(format!(
                                                "at most {MAX_EXPANSION_DEPTH} levels of macros in macro arguments"
                                            )),
                                    );
                                }
                                arg.to_vec()
                            } else {
                                self.expand(arg.to_vec(), depth + 1)
                            };
                            expanded[p] = Some(e);
                        }
                        if self.aborted {
                            return Vec::new();
                        }
                        if let Some(Some(e)) = expanded.get(p) {
                            out.extend(e.iter().map(|t| inst(t, exp)));
                        }
                    }
                }
                _ => out.push(body_tok(b)),
            }
            i += 1;
        }
        out.retain(|t| t.kind != K::Placemarker);
        for t in &mut out {
            t.hs = hs_union(&t.hs, &hs);
        }
        self.charge(out.len(), inv);
        out
    }
}

fn read_limited(path: &Path) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| e.to_string())?;
    let mut buf = Vec::new();
    file.take(MAX_HEADER_BYTES + 1)
        .read_to_end(&mut buf)
        .map_err(|e| e.to_string())?;
    if buf.len() as u64 > MAX_HEADER_BYTES {
        return Err(format!("larger than {MAX_HEADER_BYTES} bytes"));
    }
    String::from_utf8(buf).map_err(|_| "not UTF-8 text".to_string())
}

/// Tokens of a command-line definition (`NAME VALUE`), spans empty.
fn line_toks(s: &str) -> Vec<Tok> {
    lex(s)
        .into_iter()
        .map(|l| Tok {
            kind: if l.kind == K::Newline { K::Ws } else { l.kind },
            text: s[l.start..l.end].into(),
            span: Span::default(),
            exp: None,
            hs: None,
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// `#if` expressions

#[derive(Debug, Clone, Copy)]
struct Val {
    v: u64,
    u: bool,
}

impl Val {
    fn b(x: bool) -> Val {
        Val {
            v: x as u64,
            u: false,
        }
    }
    fn t(self) -> bool {
        self.v != 0
    }
    fn s(self) -> i64 {
        self.v as i64
    }
}

struct Eval<'a> {
    t: &'a [Tok],
    i: usize,
    depth: usize,
    end: Span,
}

fn prec(op: &str) -> Option<u8> {
    Some(match op {
        "||" => 1,
        "&&" => 2,
        "|" => 3,
        "^" => 4,
        "&" => 5,
        "==" | "!=" => 6,
        "<" | ">" | "<=" | ">=" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        _ => return None,
    })
}

impl<'a> Eval<'a> {
    fn peek_op(&self) -> &'a str {
        let t: &'a [Tok] = self.t;
        match t.get(self.i) {
            Some(x) if x.kind == K::Punct => &x.text,
            _ => "",
        }
    }

    fn here(&self) -> Span {
        self.t.get(self.i).map_or(self.end, |t| t.span)
    }

    fn enter(&mut self) -> Result<(), Er> {
        self.depth += 1;
        if self.depth > MAX_EXPR_DEPTH {
            return Err((self.here(), "expression nests too deeply".into()));
        }
        Ok(())
    }

    fn top(&mut self) -> Result<Val, Er> {
        let v = self.comma(true)?;
        if let Some(t) = self.t.get(self.i) {
            let msg = if t.is(")") {
                "unbalanced `)` in expression".to_string()
            } else {
                format!("missing binary operator before `{}`", t.text)
            };
            return Err((t.span, msg));
        }
        Ok(v)
    }

    fn comma(&mut self, ev: bool) -> Result<Val, Er> {
        let mut v = self.cond(ev)?;
        while self.peek_op() == "," {
            self.i += 1;
            v = self.cond(ev)?;
        }
        Ok(v)
    }

    fn cond(&mut self, ev: bool) -> Result<Val, Er> {
        self.enter()?;
        let c = self.binary(1, ev)?;
        let r = if self.peek_op() == "?" {
            self.i += 1;
            let a = self.comma(ev && c.t())?;
            if self.peek_op() != ":" {
                return Err((self.here(), "expected `:` in `?:` expression".into()));
            }
            self.i += 1;
            let b = self.cond(ev && !c.t())?;
            Val {
                v: if c.t() { a.v } else { b.v },
                u: a.u || b.u,
            }
        } else {
            c
        };
        self.depth -= 1;
        Ok(r)
    }

    fn binary(&mut self, min: u8, ev: bool) -> Result<Val, Er> {
        let mut l = self.unary(ev)?;
        loop {
            let op = self.peek_op();
            let Some(p) = prec(op) else { break };
            if p < min {
                break;
            }
            let opspan = self.here();
            self.i += 1;
            l = match op {
                "&&" => {
                    let r = self.binary(p + 1, ev && l.t())?;
                    Val::b(l.t() && r.t())
                }
                "||" => {
                    let r = self.binary(p + 1, ev && !l.t())?;
                    Val::b(l.t() || r.t())
                }
                _ => {
                    let r = self.binary(p + 1, ev)?;
                    apply(op, l, r, ev, opspan)?
                }
            };
        }
        Ok(l)
    }

    fn unary(&mut self, ev: bool) -> Result<Val, Er> {
        self.enter()?;
        let Some(t) = self.t.get(self.i) else {
            return Err((
                self.end,
                "expected a value at the end of the expression".into(),
            ));
        };
        self.i += 1;
        let r = match t.kind {
            K::Punct => match &*t.text {
                "+" => self.unary(ev)?,
                "-" => {
                    let v = self.unary(ev)?;
                    Val {
                        v: v.v.wrapping_neg(),
                        u: v.u,
                    }
                }
                "~" => {
                    let v = self.unary(ev)?;
                    Val { v: !v.v, u: v.u }
                }
                "!" => Val::b(!self.unary(ev)?.t()),
                "(" => {
                    let v = self.comma(ev)?;
                    if self.peek_op() != ")" {
                        return Err((self.here(), "missing `)` in expression".into()));
                    }
                    self.i += 1;
                    v
                }
                _ => {
                    return Err((
                        t.span,
                        format!("`{}` is not valid in a preprocessor expression", t.text),
                    ))
                }
            },
            K::Number => parse_int(&t.text).map_err(|m| (t.span, m))?,
            K::Str if t.text.ends_with('\'') => char_value(&t.text).map_err(|m| (t.span, m))?,
            K::Str => {
                return Err((
                    t.span,
                    "string literals are not valid in preprocessor expressions".into(),
                ))
            }
            _ => {
                return Err((
                    t.span,
                    format!("`{}` is not valid in a preprocessor expression", t.text),
                ))
            }
        };
        self.depth -= 1;
        Ok(r)
    }
}

fn apply(op: &str, a: Val, b: Val, ev: bool, span: Span) -> Result<Val, Er> {
    let u = a.u || b.u;
    Ok(match op {
        "*" => Val {
            v: a.v.wrapping_mul(b.v),
            u,
        },
        "/" | "%" => {
            if b.v == 0 {
                if ev {
                    return Err((span, "division by zero in `#if`".into()));
                }
                Val { v: 0, u }
            } else if u {
                Val {
                    v: if op == "/" { a.v / b.v } else { a.v % b.v },
                    u,
                }
            } else {
                let (x, y) = (a.s(), b.s());
                let v = if op == "/" {
                    x.wrapping_div(y)
                } else {
                    x.wrapping_rem(y)
                };
                Val { v: v as u64, u }
            }
        }
        "+" => Val {
            v: a.v.wrapping_add(b.v),
            u,
        },
        "-" => Val {
            v: a.v.wrapping_sub(b.v),
            u,
        },
        "<<" | ">>" => {
            let mut left = op == "<<";
            let mut n = b.v;
            if !b.u && b.s() < 0 {
                left = !left;
                n = b.s().unsigned_abs();
            }
            let v = if left {
                if n >= 64 {
                    0
                } else {
                    a.v << n
                }
            } else if a.u {
                if n >= 64 {
                    0
                } else {
                    a.v >> n
                }
            } else if n >= 64 {
                if a.s() < 0 {
                    u64::MAX
                } else {
                    0
                }
            } else {
                (a.s() >> n) as u64
            };
            Val { v, u: a.u }
        }
        "<" | ">" | "<=" | ">=" => {
            let o = if u { a.v.cmp(&b.v) } else { a.s().cmp(&b.s()) };
            Val::b(match op {
                "<" => o.is_lt(),
                ">" => o.is_gt(),
                "<=" => o.is_le(),
                _ => o.is_ge(),
            })
        }
        "==" => Val::b(a.v == b.v),
        "!=" => Val::b(a.v != b.v),
        "&" => Val { v: a.v & b.v, u },
        "|" => Val { v: a.v | b.v, u },
        "^" => Val { v: a.v ^ b.v, u },
        _ => {
            return Err((
                span,
                format!("`{op}` is not valid in a preprocessor expression"),
            ))
        }
    })
}

fn parse_int(text: &str) -> Result<Val, String> {
    let lower = text.to_ascii_lowercase();
    let body = lower.trim_end_matches(['u', 'l']);
    let suffix = &lower[body.len()..];
    let (digits, radix) = if let Some(h) = body.strip_prefix("0x") {
        (h, 16)
    } else if let Some(b) = body.strip_prefix("0b") {
        (b, 2)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8)
    } else {
        (body, 10)
    };
    let float = if radix == 16 {
        digits.contains(['.', 'p'])
    } else {
        digits.contains(['.', 'e'])
    };
    if float {
        return Err(format!(
            "floating constant `{text}` in a preprocessor expression"
        ));
    }
    if !matches!(suffix, "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu") || digits.is_empty() {
        return Err(format!("invalid integer constant `{text}`"));
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c
            .to_digit(radix)
            .ok_or_else(|| format!("invalid integer constant `{text}`"))?;
        v = v
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d as u64))
            .ok_or_else(|| format!("integer constant `{text}` is too large"))?;
    }
    Ok(Val {
        v,
        u: suffix.contains('u') || v > i64::MAX as u64,
    })
}

fn char_value(text: &str) -> Result<Val, String> {
    let Some(q) = text.find('\'') else {
        return Err(format!("invalid character constant {text}"));
    };
    let inner = text.get(q + 1..text.len() - 1).unwrap_or("");
    let mut chars = inner.chars().peekable();
    let mut vals: Vec<u64> = Vec::new();
    while let Some(c) = chars.next() {
        let v = if c == '\\' {
            match chars.next() {
                Some('n') => 10,
                Some('t') => 9,
                Some('r') => 13,
                Some('a') => 7,
                Some('b') => 8,
                Some('f') => 12,
                Some('v') => 11,
                Some('x') => {
                    let mut v: u64 = 0;
                    while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                        v = v.wrapping_mul(16).wrapping_add(d as u64);
                        chars.next();
                    }
                    v
                }
                Some(d @ '0'..='7') => {
                    let mut v = d.to_digit(8).unwrap_or(0) as u64;
                    for _ in 0..2 {
                        match chars.peek().and_then(|c| c.to_digit(8)) {
                            Some(d) => {
                                v = v * 8 + d as u64;
                                chars.next();
                            }
                            None => break,
                        }
                    }
                    v
                }
                Some(o) => o as u64,
                None => return Err(format!("invalid character constant {text}")),
            }
        } else {
            c as u64
        };
        vals.push(v);
    }
    match vals.as_slice() {
        [] => Err("empty character constant".into()),
        [v] => Ok(Val { v: *v, u: false }),
        vs => Ok(Val {
            v: vs.iter().fold(0u64, |a, &v| (a << 8) | (v & 0xff)),
            u: false,
        }),
    }
}
