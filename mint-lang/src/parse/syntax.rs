//! Diagnostics for input the grammar refuses: turns pest's "expected one of these rules" into
//! messages in the user's terms (`expected `;``, `unterminated comment`, `the `tile` clause is
//! not closed`), each pointing at the place to fix.
//!
//! Only the error path runs this code; it re-parses once with pest's error detail switched on to
//! learn which tokens would have been accepted.

use super::grammar::{CParser, Rule};
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use pest::error::{ErrorVariant, InputLocation};
use pest::iterators::Pairs;
use pest::Parser;

/// Deepest nesting of statements and operators accepted (each level is a recursion in every later
/// stage); deeper input is refused after parsing, before the AST is built.
pub const MAX_DEPTH: usize = 5000;

/// Tokens that end or separate something; when one is expected it is the likely fix.
const CLOSERS: &[&str] = &[";", ",", ")", "]", "}", ":"];

/// Tokens pest tries that are not worth naming (layout, comments, and the compiler extensions
/// the grammar reads as comments).
const LAYOUT: &[&str] = &[
    " ",
    "\t",
    "\n",
    "\r",
    "\u{0C}",
    "\\\n",
    "\\\r\n",
    "/*",
    "//",
    "__attribute__",
    "__attribute",
    "_Alignas",
    "__declspec",
    "__extension__",
];

/// A diagnostic for a failed parse of the whole file: `marked` is the text the grammar read
/// (`src` with typedef names marked, the same length), `src` the text messages quote.
pub(super) fn syntax_error(src: &str, marked: &str, e: pest::error::Error<Rule>) -> Diagnostic {
    let pos = error_pos(&e);
    if let Some(d) = limit_error(&e, pos) {
        return d;
    }
    let rest = &src[pos..];
    if rest.starts_with("/*") {
        return Diagnostic::error("unterminated comment")
            .with_span(Span::new(pos, pos + 2), "this comment is never closed")
            .with_note("close it with `*/`");
    }
    let quote = rest.chars().next().filter(|&c| c == '"' || c == '\'');
    let line = &rest[..rest.find('\n').unwrap_or(rest.len())];
    let line = line.strip_suffix('\r').unwrap_or(line);
    if let Some(q) = quote.filter(|&q| !closes(&line[1..], q)) {
        let what = if q == '"' { "string" } else { "character" };
        return Diagnostic::error(format!("unterminated {what} literal"))
            .with_span(
                Span::new(pos, pos + line.len()),
                format!("this {what} is not closed on its line"),
            )
            .with_note(format!("close it with `{q}` before the end of the line"));
    }
    let (pos, expected) = expected_at(&e, Ctx::File, || {
        CParser::parse(Rule::translation_unit, marked)
    });
    let rest = &src[pos..];
    let prev = prev_token_end(src, pos);
    if rest.trim().is_empty() {
        let unclosed = unclosed_bracket(src);
        // Inside an open bracket, its partner is the one to name (even if `;` would also do).
        let expected = match unclosed.map(|(_, c)| closing(c)) {
            Some(close) if expected.contains(&format!("`{close}`")) => format!("`{close}`"),
            _ => expected,
        };
        let mut d = Diagnostic::error(format!("unexpected end of file: expected {expected}"))
            .with_span(Span::new(prev, prev), "the file ends here");
        if let Some((at, c)) = unclosed {
            d = d.with_span(Span::new(at, at + 1), format!("this `{c}` is never closed"));
        }
        return d;
    }
    let found = found_token(rest);
    let msg = format!(
        "syntax error: expected {expected}, found {}",
        describe(found)
    );
    if expected.starts_with('`') && src[prev..pos].contains('\n') {
        // A missing `;` (or `)`) at the end of a line: point where it belongs.
        let tok = expected.split('`').nth(1).unwrap_or(";");
        return Diagnostic::error(msg)
            .with_span(Span::new(prev, prev), format!("expected `{tok}` here"));
    }
    if found == "}" && unclosed_bracket(&src[..pos]).is_none() {
        return Diagnostic::error("unexpected `}`: no block is open here")
            .with_span(Span::new(pos, pos + 1), "no matching `{`");
    }
    Diagnostic::error(msg).with_span(Span::new(pos, pos + found.len()), "unexpected here")
}

/// A diagnostic for a failed parse of the directive text `dtext` (which starts with `mint` at
/// byte `dbase` of the file).
pub(super) fn directive_error(
    dtext: &str,
    dbase: usize,
    e: pest::error::Error<Rule>,
) -> Diagnostic {
    let pos = error_pos(&e);
    if let Some(d) = limit_error(&e, pos + dbase) {
        return d;
    }
    let at = |s: usize, e: usize| Span::new(dbase + s, dbase + e);
    let text = dtext.trim_end();
    let after_mint = text["mint".len()..].trim_start();
    if after_mint.is_empty() {
        return Diagnostic::error("`#pragma mint` needs a directive")
            .with_span(at(0, 4), "no directive after `mint`")
            .with_note("Mint's directives are parallel, for, single, barrier and copy");
    }
    // Unbalanced parentheses: name the clause (or `copy`) that is not closed.
    let mut open: Vec<usize> = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '(' => open.push(i),
            ')' if open.pop().is_none() => {
                return Diagnostic::error("unexpected `)` in a Mint directive")
                    .with_span(at(i, i + 1), "no matching `(`");
            }
            _ => {}
        }
    }
    if let Some(&paren) = open.first() {
        let name_start = text[..paren]
            .trim_end()
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |i| i + 1);
        let name = text[name_start..paren].trim();
        let what = if name == "copy" {
            "the `copy` directive".to_string()
        } else {
            format!("the `{name}` clause")
        };
        let clause = &text[name_start..];
        let d = Diagnostic::error(format!("{what} is not closed: expected `)`"))
            .with_span(at(paren, paren + 1), "this `(` is never closed");
        return if text.ends_with('(') {
            d
        } else {
            d.with_note(format!(
                "write `{}`",
                clause.to_string() + &")".repeat(open.len())
            ))
        };
    }
    let mut words = after_mint
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty());
    if words.next() == Some("parallel") && words.next() == Some("for") {
        let start = text.len() - after_mint.len();
        return Diagnostic::error("`mint parallel` and `mint for` are separate directives")
            .with_span(at(start, text.len()), "not a Mint directive")
            .with_note("put `#pragma mint parallel` before a `{ }` block and `#pragma mint for` before each loop nest inside it");
    }
    let (pos, expected) = expected_at(&e, Ctx::Directive, || {
        CParser::parse(Rule::directive, dtext)
    });
    let rest = &dtext[pos..];
    let found = found_token(rest);
    let is_copy = after_mint.starts_with("copy") && pos > text.len() - after_mint.len();
    let mut d = Diagnostic::error(format!(
        "malformed {}: expected {expected}, found {}",
        if is_copy {
            "`copy` directive"
        } else {
            "Mint directive"
        },
        describe(found)
    ))
    .with_span(at(pos, pos + found.len()), "unexpected here");
    if is_copy && (rest.starts_with("->") || rest.starts_with('.')) {
        // `copy(g->u, ...)`: a struct member; the fix is a local pointer.
        let name_start = dtext[..pos]
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .map_or(0, |i| i + 1);
        let member: String = dtext[name_start..]
            .chars()
            .take_while(|&c| {
                c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '>' || c == '.'
            })
            .collect();
        let field = member.rsplit(['>', '.']).next().unwrap_or("u").to_string();
        return Diagnostic::error(format!(
            "`copy` takes an array by name, not the struct member `{member}`"
        ))
        .with_span(at(name_start, name_start + member.len()), "a struct member")
        .with_note(format!(
            "before the copy, take it into a local pointer of the member's type (`double *{field} = {member};`) and copy and index `{field}`; after the region write it back (`{member} = {field};`) if a `single` block swaps it"
        ));
    }
    if is_copy {
        d = d.with_note("the form is `#pragma mint copy(array, toDevice|fromDevice, nx, ny, nz)`");
    }
    d
}

/// Refuse a parse tree that nests deeper than [`MAX_DEPTH`]: statements in statements, operators
/// in expressions (a chain of `n` binary operators is `n` levels deep once built). Iterative.
pub(super) fn check_depth(pairs: Pairs<'_, Rule>) -> Option<Diagnostic> {
    // (end of an enclosing pair, depth inside it)
    let mut stack: Vec<(usize, usize)> = Vec::new();
    for p in pairs.flatten() {
        let s = p.as_span();
        while stack
            .last()
            .is_some_and(|&(end, _)| end <= s.start() && end < s.end())
        {
            stack.pop();
        }
        let outer = stack.last().map_or(0, |&(_, d)| d);
        let weight = match p.as_rule() {
            Rule::expr | Rule::postfix_expr => p.clone().into_inner().count(),
            _ => 1,
        };
        let depth = outer + weight;
        if depth > MAX_DEPTH {
            let end = s.start() + s.as_str().chars().next().map_or(0, char::len_utf8);
            return Some(
                Diagnostic::error(format!(
                    "the code nests too deeply: mint accepts at most {MAX_DEPTH} levels of nested statements and operators"
                ))
                .with_span(Span::new(s.start(), end), "too deep here")
                .with_note("split long expressions and deeply nested statements into several statements"),
            );
        }
        stack.push((s.end(), depth));
    }
    None
}

fn error_pos(e: &pest::error::Error<Rule>) -> usize {
    match e.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    }
}

/// pest refuses input that would exhaust the stack; say so in the user's terms.
fn limit_error(e: &pest::error::Error<Rule>, pos: usize) -> Option<Diagnostic> {
    match &e.variant {
        ErrorVariant::CustomError { message } if message.contains("limit") => Some(
            Diagnostic::error(
                "the code nests too deeply to be parsed (statements or operators inside each other)",
            )
            .with_span(Span::new(pos, pos), "too deep here")
            .with_note("split deeply nested statements and long expressions into several statements"),
        ),
        _ => None,
    }
}

/// Parse again with pest's error detail on: the furthest position any token was tried at (pest's
/// own error position only counts rules) and the tokens it would have accepted there.
fn retry<T>(
    parse: impl FnOnce() -> Result<T, pest::error::Error<Rule>>,
) -> Option<(usize, Vec<String>)> {
    // Process-wide and never switched off again, so that concurrent parses stay deterministic.
    pest::set_error_detail(true);
    let a = parse().err()?.parse_attempts()?;
    let tokens = a
        .expected_tokens()
        .into_iter()
        .map(|t| t.to_string())
        .filter(|t| !LAYOUT.contains(&t.as_str()))
        // parts of names and numbers (`_`, `a..z`) say nothing useful
        .filter(|t| !(t.contains("..") && t.len() == 4) && t != "_")
        .collect();
    Some((a.max_position, tokens))
}

/// Where the parse failed and what was expected there.
fn expected_at<T>(
    e: &pest::error::Error<Rule>,
    ctx: Ctx,
    parse: impl FnOnce() -> Result<T, pest::error::Error<Rule>>,
) -> (usize, String) {
    let pos = error_pos(e);
    let positives = match &e.variant {
        ErrorVariant::ParsingError { positives, .. } => positives.as_slice(),
        ErrorVariant::CustomError { .. } => &[],
    };
    match retry(parse) {
        Some((p, tokens)) if p > pos && !tokens.is_empty() => {
            (p, expected_phrase(&[], &tokens, ctx))
        }
        Some((_, tokens)) => (pos, expected_phrase(positives, &tokens, ctx)),
        None => (pos, expected_phrase(positives, &[], ctx)),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Ctx {
    File,
    Directive,
}

/// "`;`", "`,` or `)`", "a name", ...
fn expected_phrase(positives: &[Rule], tokens: &[String], ctx: Ctx) -> String {
    let mut words: Vec<String> = CLOSERS
        .iter()
        .filter(|c| tokens.iter().any(|t| t == *c))
        .map(|c| format!("`{c}`"))
        .collect();
    if words.is_empty() {
        for w in positives.iter().filter_map(|r| rule_words(*r, ctx)) {
            if !words.iter().any(|x| x == w) {
                words.push(w.to_string());
            }
        }
    }
    if ctx == Ctx::Directive && words.iter().any(|w| w == "a clause") {
        words.retain(|w| w != "a name");
    }
    if words.is_empty() && tokens.len() <= 4 {
        words = tokens.iter().map(|t| format!("`{t}`")).collect();
    }
    match words.len() {
        0 => "something else".to_string(),
        1 => words.remove(0),
        n => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
    }
}

fn rule_words(r: Rule, ctx: Ctx) -> Option<&'static str> {
    use Rule::*;
    Some(match r {
        expr | postfix_expr | paren => "an expression",
        ident | d_unknown => "a name",
        float_lit | int_lit => "a number",
        str_lit | str_piece => "a string",
        block => "`{`",
        empty_stmt | expr_stmt => "`;`",
        declaration | function | external | translation_unit => "a declaration or a function",
        mint_pragma | pp_line if ctx == Ctx::File => return None,
        EOI if ctx == Ctx::Directive => "the end of the line",
        EOI => return None,
        declarator | init_declarator => "a name",
        params | param => "a parameter",
        c_nest | c_tile | c_chunk | c_nowait | c_reduction | c_default | c_shared | c_private
        | c_firstprivate | c_unknown => "a clause",
        signed_int => "an integer",
        d_parallel | d_for | d_single | d_barrier | d_copy => "a directive",
        copy_dir => "`toDevice` or `fromDevice`",
        red_op => "a reduction operator (+ * max min)",
        nest_all => "`all`",
        _ => return None,
    })
}

/// Whether `text` (after an opening quote) contains the closing `q`, skipping `\` escapes.
fn closes(text: &str, q: char) -> bool {
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            c if c == q => return true,
            _ => {}
        }
    }
    false
}

/// The token at the start of `rest`: a word, a number, an operator character, or "" at the end.
fn found_token(rest: &str) -> &str {
    let mut it = rest.char_indices();
    let Some((_, c)) = it.next().filter(|&(_, c)| c != '\n' && c != '\r') else {
        return "";
    };
    if c.is_ascii_alphanumeric() || c == '_' {
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        return &rest[..end];
    }
    &rest[..c.len_utf8()]
}

fn describe(tok: &str) -> String {
    match tok {
        "" => "the end of the line".to_string(),
        t if t.chars().all(|c| !c.is_control()) => format!("`{t}`"),
        t => format!("the character `{}`", t.escape_debug()),
    }
}

/// The end of the token before `pos` (skipping back over whitespace).
fn prev_token_end(src: &str, pos: usize) -> usize {
    src[..pos].trim_end().len()
}

/// Words of C source outside comments, strings, character literals and preprocessor lines, with
/// their offsets; punctuation as one-character words.
pub fn c_words(src: &str) -> Vec<(usize, &str)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line_start = true;
    while i < b.len() {
        let c = b[i];
        match c {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' | b'\x0C' => {
                i += 1;
                continue;
            }
            b'#' if line_start => {
                // to the end of the line, with `\` continuations
                while i < b.len() && b[i] != b'\n' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        i += 1;
                    }
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i = src[i + 2..].find("*/").map_or(b.len(), |j| i + 2 + j + 2);
                line_start = false;
                continue;
            }
            b'"' | b'\'' => {
                i += 1;
                while i < b.len() && b[i] != c && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            _ if c.is_ascii_alphanumeric() || c == b'_' => {
                let start = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                    i += 1;
                }
                out.push((start, &src[start..i]));
            }
            _ if c.is_ascii() => {
                out.push((i, &src[i..i + 1]));
                i += 1;
            }
            _ => i += 1,
        }
        line_start = false;
    }
    out
}

fn closing(open: char) -> char {
    match open {
        '(' => ')',
        '[' => ']',
        _ => '}',
    }
}

/// The innermost bracket that is opened and never closed, outside comments and strings.
fn unclosed_bracket(src: &str) -> Option<(usize, char)> {
    let mut open: Vec<(usize, char)> = Vec::new();
    for (at, w) in c_words(src) {
        match w {
            "{" | "(" | "[" => open.push((at, w.chars().next().unwrap_or('{'))),
            "}" | ")" | "]" => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}
