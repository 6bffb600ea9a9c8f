//! Names that C allows and C++ does not: nvcc compiles a CUDA program (host code included) as
//! C++, so a C program that declares `class`, `new` or `this` would produce CUDA that does not
//! compile. Each such declaration is an error with its span, before anything is written.
//!
//! Invariant: every declared name of the translation unit (globals, functions, parameters,
//! locals, loop variables) is checked; uses need no check, since they refer to declarations.

use mint_lang::ast::{Declaration, ForInit, Ident, Item, Stmt, StmtKind, TranslationUnit};
use mint_lang::Diagnostic;

/// Keywords of C++ (through C++20) that are not keywords of C99.
pub const CXX_ONLY_KEYWORDS: &[&str] = &[
    "alignas",
    "alignof",
    "and",
    "and_eq",
    "asm",
    "bitand",
    "bitor",
    "bool",
    "catch",
    "char8_t",
    "char16_t",
    "char32_t",
    "class",
    "co_await",
    "co_return",
    "co_yield",
    "compl",
    "concept",
    "const_cast",
    "consteval",
    "constexpr",
    "constinit",
    "decltype",
    "delete",
    "dynamic_cast",
    "explicit",
    "export",
    "false",
    "friend",
    "mutable",
    "namespace",
    "new",
    "noexcept",
    "not",
    "not_eq",
    "nullptr",
    "operator",
    "or",
    "or_eq",
    "private",
    "protected",
    "public",
    "reinterpret_cast",
    "requires",
    "static_assert",
    "static_cast",
    "template",
    "this",
    "thread_local",
    "throw",
    "true",
    "try",
    "typeid",
    "typename",
    "using",
    "virtual",
    "wchar_t",
    "xor",
    "xor_eq",
];

fn check(id: &Ident, out: &mut Vec<Diagnostic>) {
    if CXX_ONLY_KEYWORDS.contains(&id.name.as_str()) {
        out.push(
            Diagnostic::error(format!(
                "`{}` is a keyword in C++, and CUDA compiles the whole program as C++",
                id.name
            ))
            .with_span(id.span, "declared here")
            .with_note(format!(
                "rename it (e.g. `{}_`); mint does not rename the program's names",
                id.name
            )),
        );
    }
}

fn decl(d: &Declaration, out: &mut Vec<Diagnostic>) {
    for dd in &d.decls {
        if let Some(n) = &dd.name {
            check(n, out);
        }
    }
}

fn stmt(s: &Stmt, out: &mut Vec<Diagnostic>) {
    match &s.kind {
        StmtKind::Decl(d) => decl(d, out),
        StmtKind::Block(b) => b.stmts.iter().for_each(|s| stmt(s, out)),
        StmtKind::If { then, els, .. } => {
            stmt(then, out);
            if let Some(e) = els {
                stmt(e, out);
            }
        }
        StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => stmt(body, out),
        StmtKind::For(f) => {
            if let ForInit::Decl(d) = &f.init {
                decl(d, out);
            }
            stmt(&f.body, out);
        }
        StmtKind::Mint(m) => {
            if let Some(b) = &m.body {
                stmt(b, out);
            }
        }
        _ => {}
    }
}

/// An error for every declaration in `tu` of a name C++ reserves.
pub fn cxx_keyword_errors(tu: &TranslationUnit) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for item in &tu.items {
        match item {
            Item::Function(f) => {
                check(&f.name, &mut out);
                for p in &f.params {
                    if let Some(n) = &p.name {
                        check(n, &mut out);
                    }
                }
                if let Some(b) = &f.body {
                    b.stmts.iter().for_each(|s| stmt(s, &mut out));
                }
            }
            Item::Declaration(d) => decl(d, &mut out),
            Item::Preproc(_) => {}
        }
    }
    out
}

/// The errors of [`cxx_keyword_errors`] that matter when only the kernels are C++ (the host code
/// stays C): names that a kernel declares or takes as a parameter (its arrays, scalars and loop
/// variables).
pub fn cxx_keyword_errors_in_kernels(tu: &TranslationUnit, p: &crate::Program) -> Vec<Diagnostic> {
    let in_kernel = |d: &Diagnostic| {
        let Some((span, _)) = d.labels.first() else {
            return false;
        };
        p.nests().any(|n| {
            (n.span.start <= span.start && span.end <= n.span.end)
                || n.arrays
                    .iter()
                    .any(|a| d.message.contains(&format!("`{}`", a.name)))
                || n.scalars
                    .iter()
                    .any(|s| d.message.contains(&format!("`{}`", s.name)))
                || n.loops
                    .iter()
                    .any(|l| d.message.contains(&format!("`{}`", l.var)))
        })
    };
    cxx_keyword_errors(tu)
        .into_iter()
        .filter(|d| in_kernel(d))
        .map(|d| {
            d.with_note("the kernels are compiled as CUDA C++ even though the host code stays C")
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_keywords_wherever_declared() {
        let src = "int class;\nvoid f(int new) { int x; for (int this = 0; this < 1; this++) { double ok, template; } }\n";
        let tu = mint_lang::parse(src).unwrap();
        let errs = cxx_keyword_errors(&tu);
        let names: Vec<String> = errs.iter().map(|d| d.message.clone()).collect();
        assert_eq!(errs.len(), 4, "{names:?}");
        assert!(names[0].contains("`class`"));
    }

    #[test]
    fn plain_c_names_pass() {
        let tu =
            mint_lang::parse("int main(void) { double classic = 1.0, newer = 2.0; return 0; }\n")
                .unwrap();
        assert!(cxx_keyword_errors(&tu).is_empty());
    }
}
