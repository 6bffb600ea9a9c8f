//! The walks that the rewrites before analysis share: every `mint for` nest of a translation
//! unit, with its clauses and its body, in the order of the source ([`map_nests`]:
//! [`crate::select_refs`], [`crate::perfect_nests`], [`crate::atom_parens`],
//! [`crate::guard_bounds`], [`crate::linear_loops`]); every function's body as one statement
//! ([`map_function_bodies`]: [`crate::private_scalars`], [`crate::accumulated_writes`],
//! [`crate::index_locals`], [`crate::scratch_arrays`]).
//!
//! Invariant: a nest's body is not searched for further nests (a `mint for` inside a nest is
//! not a nest of its own; the analysis reports it), and nothing outside the nests is changed.

use mint_lang::ast::*;

/// `tu` with `f` applied to the clauses and the body of every `mint for` nest.
pub fn map_nests(
    tu: &TranslationUnit,
    mut f: impl FnMut(&mut ForClauses, &mut Stmt),
) -> TranslationUnit {
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(fun) = item else { continue };
        let Some(body) = &mut fun.body else { continue };
        for s in &mut body.stmts {
            visit(s, &mut f);
        }
    }
    out
}

/// `tu` with `f` applied to each function's name, parameters and body, the body as one block
/// statement (the form the passes that walk statements take), which is put back as the body.
pub fn map_function_bodies(
    tu: &TranslationUnit,
    mut f: impl FnMut(&str, &[Declarator], &mut Stmt),
) -> TranslationUnit {
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(fun) = item else { continue };
        let (name, params) = (&fun.name.name, &fun.params);
        let Some(body) = &mut fun.body else { continue };
        let mut whole = Stmt {
            kind: StmtKind::Block(body.clone()),
            span: body.span,
        };
        f(name, params, &mut whole);
        if let StmtKind::Block(b) = whole.kind {
            *body = b;
        }
    }
    out
}

fn visit(s: &mut Stmt, f: &mut impl FnMut(&mut ForClauses, &mut Stmt)) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let (Directive::For(fc), Some(body)) = (&mut m.directive, &mut m.body) {
            f(fc, body);
            return;
        }
    }
    for c in s.children_mut() {
        visit(c, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_nest_once_in_source_order_and_not_inside_nests() {
        let src = "void f(int n, float *a) {\n\
                   #pragma mint parallel\n{\n\
                   #pragma mint for\nfor (int i = 0; i < n; i++) a[i] = 1;\n\
                   while (n > 0) {\n\
                   #pragma mint for tile(4)\nfor (int j = 0; j < n; j++) a[j] = 2;\n\
                   n--; }\n}\n}";
        let tu = mint_lang::parse(src).unwrap();
        let mut seen = Vec::new();
        map_nests(&tu, |fc, body| {
            let tile = fc.tile.as_ref().map(|t| t.value.clone());
            let StmtKind::For(fl) = &body.kind else {
                panic!("a loop")
            };
            seen.push((fl.var().unwrap().to_string(), tile));
        });
        assert_eq!(
            seen,
            vec![("i".to_string(), None), ("j".to_string(), Some(vec![4]))]
        );
    }
}
