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
    for n in s
        .declarators()
        .into_iter()
        .filter_map(|dd| dd.name.as_ref())
    {
        check(n, out);
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

/// The names C++ reserves that matter when only the kernels are C++ (the host code stays C):
/// names a kernel takes as a parameter (its arrays and scalars) are errors; locals declared inside
/// a nest (loop variables included) are renamed in the kernels (`new` becomes `mint_cxx_new`;
/// user names cannot start with `mint_`), so the program needs no change.
pub fn cxx_keywords_in_kernels(tu: &TranslationUnit, p: &mut crate::Program) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for d in cxx_keyword_errors(tu) {
        let Some((span, _)) = d.labels.first().cloned() else {
            continue;
        };
        let named = |n: &str| d.message.contains(&format!("`{n}`"));
        let param = p.nests().any(|n| {
            n.arrays.iter().any(|a| named(&a.name)) || n.scalars.iter().any(|s| named(&s.name))
        });
        if param {
            errors.push(d.with_note(
                "the kernels are compiled as CUDA C++ even though the host code stays C",
            ));
            continue;
        }
        // The message starts with the name: "`new` is a keyword in C++, ...".
        let Some(name) = d.message.split('`').nth(1).map(str::to_string) else {
            continue;
        };
        for f in &mut p.functions {
            for n in &mut f.nests {
                if n.span.start <= span.start && span.end <= n.span.end {
                    rename_in_nest(n, &name);
                }
            }
        }
    }
    errors
}

/// Rename the C++ keyword `name` in a nest's loops and body (see [`cxx_keywords_in_kernels`]).
fn rename_in_nest(n: &mut crate::Nest, name: &str) {
    let to = format!("mint_cxx_{name}");
    for l in &mut n.loops {
        if l.var == name {
            l.var = to.clone();
        }
        rename_expr(&mut l.lo, name, &to);
        rename_expr(&mut l.hi, name, &to);
    }
    rename_stmt(&mut n.body, name, &to);
}

fn rename_stmt(s: &mut Stmt, from: &str, to: &str) {
    let decl = |d: &mut Declaration| {
        for dd in &mut d.decls {
            if let Some(n) = &mut dd.name {
                if n.name == from {
                    n.name = to.to_string();
                }
            }
            if let Some(mint_lang::ast::Initializer::Expr(e)) = &mut dd.init {
                rename_expr(e, from, to);
            }
        }
    };
    match &mut s.kind {
        StmtKind::Decl(d) => decl(d),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => rename_expr(e, from, to),
        StmtKind::Block(b) => b.stmts.iter_mut().for_each(|s| rename_stmt(s, from, to)),
        StmtKind::If { cond, then, els } => {
            rename_expr(cond, from, to);
            rename_stmt(then, from, to);
            if let Some(e) = els {
                rename_stmt(e, from, to);
            }
        }
        StmtKind::While { cond, body }
        | StmtKind::DoWhile { body, cond }
        | StmtKind::Switch { cond, body } => {
            rename_expr(cond, from, to);
            rename_stmt(body, from, to);
        }
        StmtKind::Labeled { label, stmt } => {
            if let mint_lang::ast::Label::Case(v) = label {
                rename_expr(v, from, to);
            }
            rename_stmt(stmt, from, to);
        }
        StmtKind::For(f) => {
            match &mut f.init {
                ForInit::Decl(d) => decl(d),
                ForInit::Expr(e) => rename_expr(e, from, to),
                ForInit::None => {}
            }
            for e in [&mut f.cond, &mut f.step].into_iter().flatten() {
                rename_expr(e, from, to);
            }
            rename_stmt(&mut f.body, from, to);
        }
        StmtKind::Mint(m) => {
            if let Some(b) = &mut m.body {
                rename_stmt(b, from, to);
            }
        }
        _ => {}
    }
}

fn rename_expr(e: &mut mint_lang::ast::Expr, from: &str, to: &str) {
    use mint_lang::ast::ExprKind as K;
    match &mut e.kind {
        K::Ident(n) if n == from => *n = to.to_string(),
        K::Paren(a)
        | K::Unary(_, a)
        | K::PostIncDec(_, a)
        | K::Cast(_, a)
        | K::SizeofExpr(a)
        | K::Member(a, _, _) => rename_expr(a, from, to),
        K::Binary(_, a, b) | K::Assign(_, a, b) | K::Index(a, b) => {
            rename_expr(a, from, to);
            rename_expr(b, from, to);
        }
        K::Ternary(a, b, c) => {
            rename_expr(a, from, to);
            rename_expr(b, from, to);
            rename_expr(c, from, to);
        }
        K::Call(c, args) => {
            rename_expr(c, from, to);
            args.iter_mut().for_each(|a| rename_expr(a, from, to));
        }
        _ => {}
    }
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
