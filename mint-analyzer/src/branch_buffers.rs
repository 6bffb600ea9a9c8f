//! Buffers exchanged by a branch: a text rewrite before the final parse (after the calls of
//! functions holding nests are inlined, [`crate::orphans`]) for time loops that alternate two
//! arrays by running the same sweep one way or the other,
//!
//! ```c
//! if (t % 2 == 0)                      { float (*mint_sel1_a)[n] = (t % 2 == 0) ? a : b;
//!     sweep(n, b, a);                    float (*mint_sel1_b)[n] = (t % 2 == 0) ? b : a;
//! else                          =>     <the first branch on mint_sel1_b from mint_sel1_a>
//!     sweep(n, a, b);                  }
//! ```
//!
//! (the calls inlined, or the nests written out in both branches): one sweep over two pointers
//! picked by the condition, which the nests read as aliases of the arrays they are set from
//! (`crate::aliases`), so the loop is the one a pointer swap makes and temporal blocking fuses
//! it. A text rewrite because the host code is the program's text with the nests replaced.
//!
//! Invariants:
//! - Only an `if` with an `else` whose branches hold one `mint for` nest and nothing else
//!   (blocks and declarations without values aside), the same but for two arrays exchanged (compared
//!   as syntax trees with spans left out), the condition free of side effects and calls (it
//!   is evaluated twice, before the nests as before), and the two arrays of one type (the
//!   pointers declared with it, an array `T a[N][M]` as `T (*)[M]`).
//! - The same program: where the condition holds the pointers are the arrays the first branch
//!   names, elsewhere exchanged, which is the second branch. The new names (`mint_sel<K>_<a>`)
//!   are used nowhere else.
//! - The map back ([`crate::orphans::PieceMap`]) sends the copied branch's text to the first
//!   branch, each renamed array to its name there, and the declarations to the condition.
//! - The nests themselves are not searched (a branch inside a nest is the body's).

use mint_lang::ast::*;

use crate::orphans::{apply_edits, Edit, Inlined, Part};
use mint_lang::Span;

/// The branches of `tu` (parsed from `src`) that exchange two arrays between the same nests
/// rewritten (see the module documentation); `None` when there is none.
pub fn branch_buffers(src: &str, tu: &TranslationUnit) -> Option<Inlined> {
    let globals: Vec<Declarator> = tu.global_declarators().cloned().collect();
    let mut edits = Vec::new();
    for item in &tu.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &f.body else { continue };
        let mut decls = globals.clone();
        decls.extend(f.params.iter().cloned());
        for s in &body.stmts {
            decls.extend(s.declarators().into_iter().cloned());
        }
        for s in &body.stmts {
            visit(src, s, &decls, &mut edits);
        }
    }
    (!edits.is_empty()).then(|| apply_edits(src, edits))
}

fn visit(src: &str, s: &Stmt, decls: &[Declarator], edits: &mut Vec<Edit>) {
    if is_nest(s) {
        return;
    }
    if let StmtKind::If {
        cond,
        then,
        els: Some(els),
    } = &s.kind
    {
        if let Some(parts) = rewrite(src, cond, then, els, decls, edits.len() + 1) {
            edits.push(Edit {
                span: s.span,
                parts,
                site: None,
            });
            return;
        }
    }
    for c in s.children() {
        visit(src, c, decls, edits);
    }
}

fn is_nest(s: &Stmt) -> bool {
    matches!(&s.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::For(_)))
}

/// Whether a branch holds one nest and nothing else, in blocks that may declare variables
/// without values (C89's `int i, j;` for the loops). (A sweep and boundary nests on aliases
/// would not fuse: left as written, the loop's note names the `if`.)
fn only_nests(s: &Stmt) -> bool {
    fn walk(s: &Stmt, seen: &mut usize) -> bool {
        match &s.kind {
            _ if is_nest(s) => {
                *seen += 1;
                true
            }
            StmtKind::Block(b) => b.stmts.iter().all(|st| walk(st, seen)),
            StmtKind::Decl(d) => d.decls.iter().all(|x| x.init.is_none()),
            StmtKind::Empty => true,
            _ => false,
        }
    }
    let mut seen = 0;
    walk(s, &mut seen) && seen == 1
}

/// The shape of statement `s`: its debug text with the spans left out.
fn shape(s: &Stmt) -> String {
    let text = format!("{s:?}");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(at) = rest.find("Span { start: ") {
        out.push_str(&rest[..at]);
        let end = rest[at..].find('}').map_or(rest.len(), |e| at + e + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `shape` with the names `a` and `b` exchanged.
fn exchanged(shape: &str, a: &str, b: &str) -> String {
    let (ia, ib) = (format!("Ident({a:?})"), format!("Ident({b:?})"));
    shape
        .split(&ia)
        .map(|piece| piece.replace(&ib, &ia))
        .collect::<Vec<_>>()
        .join(&ib)
}

/// The arrays statement `s` subscripts, each once, in order of first use.
fn arrays_of(s: &Stmt) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    s.walk(&mut |st| {
        st.for_each_own_expr(&mut |e| {
            e.walk(&mut |x| {
                if let Some((name, _, _)) = x.as_subscript() {
                    if !out.iter().any(|o| o == name) {
                        out.push(name.to_string());
                    }
                }
            })
        })
    });
    out
}

/// The type of a pointer that can hold array `t` (an array decays to a pointer to its first
/// element); `None` for arrays of pointers.
fn pointer_type(t: &Type) -> Option<Type> {
    let mut p = t.clone();
    p.is_static = false;
    p.is_const = false;
    if t.is_pointer() {
        return Some(p);
    }
    if t.pointers != 0 || t.array_pointers != 0 || t.dims.is_empty() {
        return None;
    }
    if t.dims.len() == 1 {
        p.pointers = 1;
    } else {
        p.array_pointers = 1;
    }
    p.dims.remove(0);
    Some(p)
}

/// Whether two types declare arrays of the same layout.
fn same_type(a: &Type, b: &Type) -> bool {
    a.scalar == b.scalar
        && a.pointers == b.pointers
        && a.array_pointers == b.array_pointers
        && a.dims.len() == b.dims.len()
        && a.dims.iter().zip(&b.dims).all(|(x, y)| match (x, y) {
            (Some(x), Some(y)) => x.same_as(y),
            (None, None) => true,
            _ => false,
        })
}

fn rewrite(
    src: &str,
    cond: &Expr,
    then: &Stmt,
    els: &Stmt,
    decls: &[Declarator],
    k: usize,
) -> Option<Vec<Part>> {
    if !only_nests(then) || !only_nests(els) || !crate::perfect_nests::pure(cond) {
        return None;
    }
    let (s1, s2) = (shape(then), shape(els));
    if s1 == s2 {
        return None;
    }
    let arrays = arrays_of(then);
    let (a, b) = arrays.iter().enumerate().find_map(|(i, a)| {
        arrays[i + 1..]
            .iter()
            .find(|b| exchanged(&s1, a, b) == s2)
            .map(|b| (a.clone(), b.clone()))
    })?;
    let decl = |name: &str| {
        decls
            .iter()
            .rev()
            .find(|d| d.name.as_ref().is_some_and(|n| n.name == name))
    };
    let (da, db) = (decl(&a)?, decl(&b)?);
    if !same_type(&da.ty, &db.ty) {
        return None;
    }
    let ty = pointer_type(&da.ty)?;
    let (pa, pb) = (format!("mint_sel{k}_{a}"), format!("mint_sel{k}_{b}"));
    let c = cond.span.text(src);
    let mut parts = vec![Part {
        text: format!(
            "{{ {} = ({c}) ? {a} : {b}; {} = ({c}) ? {b} : {a};\n",
            ty.to_c(&pa),
            ty.to_c(&pb)
        ),
        from: Some(cond.span),
        exact: false,
    }];
    // The first branch, its words `a` and `b` renamed.
    let text = then.span.text(src);
    let base = then.span.start as usize;
    let mut last = 0usize;
    for (off, word) in mint_lang::parse::c_words(text) {
        // (A member of that name, `p.a`, `q->b`, is not the array.)
        let before = text[..off].trim_end();
        if before.ends_with('.') || before.ends_with("->") {
            continue;
        }
        let to = if word == a {
            &pa
        } else if word == b {
            &pb
        } else {
            continue;
        };
        parts.push(Part {
            text: text[last..off].to_string(),
            from: Some(Span::new(base + last, base + off)),
            exact: true,
        });
        parts.push(Part {
            text: to.clone(),
            from: Some(Span::new(base + off, base + off + word.len())),
            exact: false,
        });
        last = off + word.len();
    }
    parts.push(Part {
        text: text[last..].to_string(),
        from: Some(Span::new(base + last, base + text.len())),
        exact: true,
    });
    parts.push(Part {
        text: "\n}".to_string(),
        from: None,
        exact: false,
    });
    Some(parts)
}

#[cfg(test)]
mod tests {
    use super::branch_buffers;

    /// The text after the round, or `None` where nothing changed.
    fn round(src: &str) -> Option<String> {
        let tu = mint_lang::parse(src).unwrap();
        let out = branch_buffers(src, &tu)?;
        mint_lang::parse(&out.text).expect("the rewritten text parses");
        Some(out.text)
    }

    const NEST: &str = "#pragma mint for nest(all)\n\
        for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) OUT[i][j] = 0.5f * (IN[i - 1][j] + IN[i + 1][j]) + c[i][j];\n";

    fn program(then: &str, els: &str, decl: &str) -> String {
        format!(
            "void f(int n, int steps, float c[n][n]) {{\n{decl}\n#pragma mint parallel\n{{\n\
             for (int t = 0; t < steps; t++) {{\n if (t % 2 == 0) {{\n{then}}} else {{\n{els}}}\n}}\n}}\n}}"
        )
    }

    fn nest(out: &str, inp: &str) -> String {
        NEST.replace("OUT", out).replace("IN", inp)
    }

    #[test]
    fn the_same_sweep_with_the_arrays_exchanged_becomes_one_over_two_pointers() {
        let t = round(&program(
            &nest("b", "a"),
            &nest("a", "b"),
            "float (*a)[n] = 0; float (*b)[n] = 0;",
        ))
        .expect("rewritten");
        assert!(
            t.contains("{ float (*mint_sel1_b)[n] = (t % 2 == 0) ? b : a; float (*mint_sel1_a)[n] = (t % 2 == 0) ? a : b;\n{\n#pragma mint for nest(all)\n"),
            "{t}"
        );
        assert!(
            t.contains("mint_sel1_b[i][j] = 0.5f * (mint_sel1_a[i - 1][j] + mint_sel1_a[i + 1][j]) + c[i][j];\n}\n}"),
            "{t}"
        );
        assert!(!t.contains("else"), "{t}");
        // Arrays declared with their extents: pointers to their rows.
        let t = round(&program(
            &nest("b", "a"),
            &nest("a", "b"),
            "static float a[64][64], b[64][64];",
        ))
        .expect("rewritten");
        assert!(t.contains("{ float (*mint_sel1_b)[64] = "), "{t}");
    }

    #[test]
    fn members_of_the_arrays_names_are_not_renamed() {
        let src = "struct P { float a, b; };\nvoid f(int n, int steps, struct P p) {\n\
                   float (*a)[n] = 0; float (*b)[n] = 0;\n#pragma mint parallel\n{\n\
                   for (int t = 0; t < steps; t++) {\n if (t % 2 == 0) {\n\
                   #pragma mint for nest(all)\n\
                   for (int i = 1; i < n - 1; i++) for (int j = 0; j < n; j++) b[i][j] = a[i - 1][j] * p.a + p.b;\n\
                   } else {\n\
                   #pragma mint for nest(all)\n\
                   for (int i = 1; i < n - 1; i++) for (int j = 0; j < n; j++) a[i][j] = b[i - 1][j] * p.a + p.b;\n\
                   }\n}\n}\n}";
        let t = round(src).expect("rewritten");
        assert!(
            t.contains("mint_sel1_b[i][j] = mint_sel1_a[i - 1][j] * p.a + p.b;"),
            "{t}"
        );
    }

    #[test]
    fn other_branches_are_left_as_written() {
        let d = "float (*a)[n] = 0; float (*b)[n] = 0; double (*e)[n] = 0;";
        for (then, els) in [
            // not the same sweep
            (nest("b", "a"), nest("a", "b").replace("0.5f", "0.25f")),
            // the same arrays both ways
            (nest("b", "a"), nest("b", "a")),
            // arrays of different types
            (nest("e", "a"), nest("a", "e")),
            // host code in a branch
            (nest("b", "a"), format!("{}n = n + 1;\n", nest("a", "b"))),
            // two nests in each (a sweep and walls on aliases would not fuse)
            (
                format!("{}{}", nest("b", "a"), nest("c", "b")),
                format!("{}{}", nest("a", "b"), nest("c", "a")),
            ),
        ] {
            assert_eq!(round(&program(&then, &els, d)), None, "{then} / {els}");
        }
        // A condition with an effect.
        let src = program(&nest("b", "a"), &nest("a", "b"), d).replace("t % 2 == 0", "t++ % 2");
        assert_eq!(round(&src), None);
    }
}
