//! Helpers of the rewrite passes' unit tests.

use mint_lang::ast::*;

/// The loop nest under the first `mint for` of the last function of `tu`.
pub(crate) fn first_nest(tu: &TranslationUnit) -> &Stmt {
    let Some(Item::Function(f)) = tu.items.last() else {
        panic!("the last item is not a function")
    };
    let mut found = None;
    for s in &f.body.as_ref().expect("a definition").stmts {
        s.walk(&mut |x| match &x.kind {
            StmtKind::Mint(m) if found.is_none() && matches!(m.directive, Directive::For(_)) => {
                found = m.body.as_ref()
            }
            _ => {}
        });
    }
    found.expect("a mint for")
}

/// The expression statements of the first nest ([`first_nest`]), as C, in order.
pub(crate) fn nest_exprs(tu: &TranslationUnit) -> Vec<String> {
    let mut out = Vec::new();
    first_nest(tu).walk(&mut |s| {
        if let StmtKind::Expr(e) = &s.kind {
            out.push(e.to_c());
        }
    });
    out
}

/// The expression statements of every function body of `tu`, as C, one per line.
pub(crate) fn unit_exprs(tu: &TranslationUnit) -> String {
    let mut text = String::new();
    for item in &tu.items {
        let Item::Function(f) = item else { continue };
        for s in &f.body.as_ref().expect("a definition").stmts {
            s.walk(&mut |x| {
                if let StmtKind::Expr(e) = &x.kind {
                    text.push_str(&e.to_c());
                    text.push('\n');
                }
            });
        }
    }
    text
}
