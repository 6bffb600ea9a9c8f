//! Typedef names, found before parsing so that the grammar can tell a type from an expression.
//!
//! C cannot be parsed without knowing which identifiers name types: `(real) - x` is a cast when
//! `real` is a typedef and a subtraction otherwise. [`mark`] scans the text once, learns the
//! names each `typedef` declaration introduces, and marks every later use of one by replacing
//! its first byte with `@`, a byte C allows only inside literals and comments. The grammar's
//! `typedef_name` rule accepts exactly such marked words; the builder reads the name itself from
//! the unmarked text at the same span.
//!
//! Invariants:
//! - The marked text has the length of the input and differs from it only in the first byte of
//!   marked identifiers, so every span of the marked text is a span of the input.
//! - Comments, string and character literals, numbers and preprocessor lines (`#pragma mint`
//!   included) are never marked, nor is a name in the declaration that introduces it.
//! - A name is a type from the end of its declaration to the end of the file (block scope is not
//!   modelled: a name declared by a `typedef` inside a function stays a type after it).

use std::collections::HashSet;

/// The words of built-in types: an identifier right after one (or after a typedef name) is
/// being declared.
const TYPE_WORDS: &[&str] = &[
    "void",
    "char",
    "short",
    "int",
    "long",
    "float",
    "double",
    "signed",
    "unsigned",
    "_Bool",
    "bool",
    "size_t",
    "ptrdiff_t",
    "FILE",
    "int8_t",
    "int16_t",
    "int32_t",
    "int64_t",
    "uint8_t",
    "uint16_t",
    "uint32_t",
    "uint64_t",
    "intptr_t",
    "uintptr_t",
    "intmax_t",
    "uintmax_t",
    "ssize_t",
];

/// The other words that may stand in a typedef's specifiers: qualifiers, storage classes, tags.
const OTHER_SPEC_WORDS: &[&str] = &[
    "const",
    "volatile",
    "restrict",
    "__restrict",
    "__restrict__",
    "static",
    "extern",
    "inline",
    "__inline",
    "__inline__",
    "_Noreturn",
    "_Thread_local",
    "register",
    "auto",
    "struct",
    "union",
    "enum",
];

fn is_spec_word(w: &str) -> bool {
    TYPE_WORDS.contains(&w) || OTHER_SPEC_WORDS.contains(&w)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Ident,
    Punct,
}

#[derive(Debug, Clone, Copy)]
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

/// The identifiers and punctuation of `s` outside comments, literals, numbers and preprocessor
/// lines: the words of the syntax-error lexer ([`super::syntax::c_words`]) less numbers.
fn tokens(s: &str) -> Vec<Token> {
    let all: Vec<Token> = super::syntax::c_words(s)
        .into_iter()
        .filter(|(_, w)| !w.starts_with(|c: char| c.is_ascii_digit()))
        .map(|(start, w)| Token {
            kind: if w.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
                Kind::Ident
            } else {
                Kind::Punct
            },
            start,
            end: start + w.len(),
        })
        .collect();
    // The extensions the grammar reads as comments (`__attribute__((aligned(64)))`,
    // `_Alignas(8)`, `__declspec(...)`, `__extension__`) are left out here too.
    let mut out = Vec::with_capacity(all.len());
    let mut i = 0;
    while i < all.len() {
        let w = &s[all[i].start..all[i].end];
        if w == "__extension__" {
            i += 1;
            continue;
        }
        let parenthesised = matches!(
            w,
            "__attribute__" | "__attribute" | "_Alignas" | "__declspec"
        );
        if parenthesised && all.get(i + 1).is_some_and(|t| &s[t.start..t.end] == "(") {
            let mut depth = 0i32;
            let mut j = i + 1;
            while j < all.len() {
                match &s[all[j].start..all[j].end] {
                    "(" => depth += 1,
                    ")" => depth -= 1,
                    _ => {}
                }
                j += 1;
                if depth == 0 {
                    break;
                }
            }
            i = j;
            continue;
        }
        out.push(all[i]);
        i += 1;
    }
    out
}

/// `src` with every use of a typedef name marked (see the module documentation).
pub(crate) fn mark(src: &str) -> String {
    let toks = tokens(src);
    let text = |t: &Token| &src[t.start..t.end];
    let mut names: HashSet<&str> = HashSet::new();
    let mut marks: Vec<usize> = Vec::new();
    // Typedef names declared again as variables, with the brace depth that ends the variable.
    let mut shadows: Vec<(&str, i32)> = Vec::new();
    let (mut depth, mut parens) = (0i32, 0i32);
    let mut i = 0;
    while i < toks.len() {
        let t = toks[i];
        if t.kind == Kind::Ident && text(&t) == "typedef" {
            // The declaration runs to the `;` outside brackets.
            let mut end = i + 1;
            let mut depth = 0i32;
            while end < toks.len() {
                match text(&toks[end]) {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth -= 1,
                    ";" if depth <= 0 => break,
                    _ => {}
                }
                end += 1;
            }
            let mut declared = Vec::new();
            let mut in_specs = true;
            let mut need_name = true;
            // All brackets, and a struct body's braces alone (`typedef float (*p)[N];` names
            // `p` inside parentheses).
            let (mut depth, mut braces) = (0i32, 0i32);
            for &tk in &toks[i + 1..end] {
                let w = text(&tk);
                if tk.kind == Kind::Punct {
                    match w {
                        "(" | "[" | "{" => depth += 1,
                        ")" | "]" | "}" => depth -= 1,
                        "," if depth == 0 => need_name = true,
                        _ => {}
                    }
                    match w {
                        "{" => braces += 1,
                        "}" => braces -= 1,
                        _ => {}
                    }
                    // A struct's braces belong to the specifiers.
                    if !(in_specs && (w == "{" || w == "}" || braces > 0)) {
                        in_specs = false;
                    }
                    continue;
                }
                if names.contains(w) {
                    marks.push(tk.start);
                    continue;
                }
                if in_specs && (is_spec_word(w) || braces > 0) {
                    continue;
                }
                in_specs = false;
                if need_name && depth <= 1 && !is_spec_word(w) {
                    declared.push(w);
                    need_name = false;
                }
            }
            names.extend(declared);
            i = end + 1;
            continue;
        }
        match text(&t) {
            "{" => depth += 1,
            "}" => {
                depth -= 1;
                shadows.retain(|&(_, d)| d <= depth);
            }
            "(" => parens += 1,
            ")" => parens -= 1,
            // A prototype's parameters end at its `;`.
            ";" if parens == 0 => shadows.retain(|&(_, d)| d <= depth),
            _ => {}
        }
        let w = text(&t);
        if t.kind == Kind::Ident && names.contains(w) && !shadows.iter().any(|s| s.0 == w) {
            let after_member = i > 0
                && (text(&toks[i - 1]) == "."
                    || (text(&toks[i - 1]) == ">" && i > 1 && text(&toks[i - 2]) == "-"));
            // After a type (and pointers or qualifiers), the name is declared again as a
            // variable or parameter: it is not a type until the end of its block (a parameter:
            // of the function's body).
            let mut k = i;
            while k > 0 && matches!(text(&toks[k - 1]), "*" | "const" | "volatile" | "restrict") {
                k -= 1;
            }
            let declared = k > 0 && {
                let p = toks[k - 1];
                p.kind == Kind::Ident
                    && (TYPE_WORDS.contains(&text(&p)) || marks.last() == Some(&p.start))
            };
            if declared {
                shadows.push((w, if parens > 0 { depth + 1 } else { depth }));
            } else if !after_member {
                marks.push(t.start);
            }
        }
        i += 1;
    }
    if marks.is_empty() {
        return src.to_string();
    }
    let mut bytes = src.as_bytes().to_vec();
    for m in marks {
        bytes[m] = b'@';
    }
    // Only ASCII identifier bytes were replaced by an ASCII byte.
    String::from_utf8(bytes).unwrap_or_else(|_| src.to_string())
}

#[cfg(test)]
mod tests {
    use super::mark;

    #[test]
    fn uses_after_the_declaration_are_marked() {
        let src = "typedef double real;\nreal x = (real) 2; /* real */ char *s = \"real\";\n";
        let m = mark(src);
        assert_eq!(m.len(), src.len());
        assert_eq!(
            m,
            "typedef double real;\n@eal x = (@eal) 2; /* real */ char *s = \"real\";\n"
        );
    }

    #[test]
    fn pointer_typedefs_lists_and_chains() {
        let m = mark("typedef float f32, *pf;\ntypedef f32 g;\npf p; g q[3]; int f32x;");
        assert_eq!(
            m,
            "typedef float f32, *pf;\ntypedef @32 g;\n@f p; @ q[3]; int f32x;"
        );
    }

    #[test]
    fn preprocessor_lines_numbers_and_members_are_left_alone() {
        let src = "typedef int e5;\n#pragma mint copy(e5, toDevice)\nint y = 1e5; a.e5 = b->e5;\n";
        assert_eq!(mark(src), src);
    }

    #[test]
    fn a_variable_of_the_same_name_hides_the_type_in_its_block() {
        let src = "typedef double real;\nint f(int real) { return real; }\nvoid g(void) { { float *real; real = 0; } real x; }\n";
        assert_eq!(
            mark(src),
            "typedef double real;\nint f(int real) { return real; }\nvoid g(void) { { float *real; real = 0; } @eal x; }\n"
        );
    }

    #[test]
    fn a_prototype_parameter_hides_the_type_only_in_the_prototype() {
        let src = "typedef double real;\nreal f(real real);\nreal g(void);\n";
        assert_eq!(
            mark(src),
            "typedef double real;\n@eal f(@eal real);\n@eal g(void);\n"
        );
    }

    #[test]
    fn array_and_pointer_to_array_typedefs_are_names_too() {
        let src = "typedef double row[M];\ntypedef float (*plane)[N];\nrow *a; plane p;";
        let m = mark(src);
        assert!(m.contains("@ow *a; @lane p;"), "{m}");
    }

    #[test]
    fn nothing_to_mark_gives_the_text_back() {
        let src = "int main(void) { return 0; }";
        assert_eq!(mark(src), src);
    }
}
