//! C converts `void *` to any object pointer implicitly; C++ (which nvcc compiles the host code
//! as) does not. So `double *u = malloc(n * sizeof(double));`, legal C, would not compile as
//! CUDA. This pass finds every allocation result (`malloc`, `calloc`, `realloc`,
//! `aligned_alloc`) stored into a pointer without a cast, in a declaration, a plain assignment
//! to a declared name, or to an element of one that is a pointer (`rows[j] = calloc(...)`),
//! and says which cast the CUDA program needs there.
//!
//! Invariants: host statements only (nothing inside a `#pragma mint` statement, which the
//! emitter replaces); a cast is only proposed where the target's declared type is a pointer
//! (never an array); the proposal is an insertion, so the C text is otherwise unchanged.

use mint_lang::ast::{
    Declaration, Expr, ExprKind, ForInit, Initializer, Item, Stmt, StmtKind, TranslationUnit, Type,
};
use mint_lang::Span;
use std::collections::HashMap;

/// An insertion: `text` (a cast) goes in front of the expression at `at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cast {
    /// Where the allocation call starts.
    pub at: Span,
    /// The cast, e.g. `(double ***)`.
    pub text: String,
}

const ALLOCATORS: [&str; 4] = ["malloc", "calloc", "realloc", "aligned_alloc"];

fn is_alloc(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Paren(x) => is_alloc(x),
        ExprKind::Call(f, _) => {
            matches!(&f.kind, ExprKind::Ident(n) if ALLOCATORS.contains(&n.as_str()))
        }
        _ => false,
    }
}

fn cast_text(t: &Type) -> Option<String> {
    if t.array_pointers > 0 {
        // `double (*A)[N][N] = malloc(...)` needs `(double (*)[N][N])`.
        return Some(format!("({})", t.to_c("")));
    }
    if t.pointers == 0 || !t.dims.is_empty() {
        return None;
    }
    Some(format!(
        "({}{} {})",
        if t.is_const { "const " } else { "" },
        t.scalar.c_name(),
        "*".repeat(t.pointers as usize)
    ))
}

/// The type of `t`'s element after `subs` subscripts, where that element is a pointer (the
/// subscripts walk the dimensions, then the pointers); `None` for an array element or a pointer
/// to an array.
fn element_type(t: &Type, subs: u32) -> Option<Type> {
    let dims = t.dims.len() as u32;
    if t.array_pointers > 0 || subs < dims || subs - dims >= t.pointers {
        return None;
    }
    Some(Type {
        pointers: t.pointers - (subs - dims),
        dims: vec![],
        ..t.clone()
    })
}

struct Walk {
    types: HashMap<String, Type>,
    out: Vec<Cast>,
}

impl Walk {
    fn decl(&mut self, d: &Declaration) {
        for dd in &d.decls {
            if let Some(n) = &dd.name {
                self.types.insert(n.name.clone(), dd.ty.clone());
            }
            if let Some(Initializer::Expr(e)) = &dd.init {
                if is_alloc(e) {
                    if let Some(text) = cast_text(&dd.ty) {
                        self.out.push(Cast { at: e.span, text });
                    }
                }
                self.expr(e);
            }
        }
    }

    fn expr(&mut self, e: &Expr) {
        e.walk(&mut |x| {
            if let ExprKind::Assign(None, lhs, rhs) = &x.kind {
                if !is_alloc(rhs) {
                    return;
                }
                let target = match &lhs.kind {
                    ExprKind::Ident(n) => self.types.get(n).cloned(),
                    // `rows[j] = calloc(...)`: the element type of a declared pointer.
                    _ => lhs.as_subscript().and_then(|(n, subs, _)| {
                        element_type(self.types.get(n)?, subs.len() as u32)
                    }),
                };
                if let Some(text) = target.as_ref().and_then(cast_text) {
                    self.out.push(Cast { at: rhs.span, text });
                }
            }
        });
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Decl(d) => self.decl(d),
            StmtKind::Expr(e) => self.expr(e),
            StmtKind::Block(b) => b.stmts.iter().for_each(|s| self.stmt(s)),
            StmtKind::If { cond, then, els } => {
                self.expr(cond);
                self.stmt(then);
                if let Some(e) = els {
                    self.stmt(e);
                }
            }
            StmtKind::While { cond, body }
            | StmtKind::DoWhile { body, cond }
            | StmtKind::Switch { cond, body } => {
                self.expr(cond);
                self.stmt(body);
            }
            StmtKind::Labeled { stmt, .. } => self.stmt(stmt),
            StmtKind::For(f) => {
                match &f.init {
                    ForInit::Decl(d) => self.decl(d),
                    ForInit::Expr(e) => self.expr(e),
                    ForInit::None => {}
                }
                self.stmt(&f.body);
            }
            StmtKind::Return(Some(e)) => self.expr(e),
            // Mint statements are rewritten by the emitter; allocations do not belong there.
            _ => {}
        }
    }
}

/// Every cast the host code needs to compile as C++ (see the module docs), in source order.
pub fn void_pointer_casts(tu: &TranslationUnit) -> Vec<Cast> {
    let mut w = Walk {
        types: HashMap::new(),
        out: Vec::new(),
    };
    for item in &tu.items {
        match item {
            Item::Declaration(d) => w.decl(d),
            Item::Function(f) => {
                let globals = w.types.clone();
                for p in &f.params {
                    if let Some(n) = &p.name {
                        w.types.insert(n.name.clone(), p.ty.clone());
                    }
                }
                if let Some(b) = &f.body {
                    b.stmts.iter().for_each(|s| w.stmt(s));
                }
                w.types = globals;
            }
            Item::Preproc(_) => {}
        }
    }
    w.out.sort_by_key(|c| c.at.start);
    w.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn casts(src: &str) -> Vec<(String, String)> {
        let tu = mint_lang::parse(src).unwrap();
        void_pointer_casts(&tu)
            .into_iter()
            .map(|c| (c.at.text(src).to_string(), c.text))
            .collect()
    }

    #[test]
    fn declarations_and_assignments_get_casts() {
        let src = "#include <stdlib.h>\nint main(void) {\n    double *u = malloc(8 * sizeof(double));\n    double **rows;\n    rows = (calloc(4, sizeof(double *)));\n    float *ok = (float *)malloc(4);\n    int n = 3;\n    return 0;\n}\n";
        assert_eq!(
            casts(src),
            vec![
                (
                    "malloc(8 * sizeof(double))".to_string(),
                    "(double *)".to_string()
                ),
                (
                    "(calloc(4, sizeof(double *)))".to_string(),
                    "(double **)".to_string()
                ),
            ]
        );
    }

    #[test]
    fn rows_assigned_through_subscripts_get_casts() {
        let src = "#include <stdlib.h>\nint main(void) {\n    double **u = (double **)malloc(4 * sizeof(double *));\n    double ***w = (double ***)malloc(2 * sizeof(double **));\n    double *p[3];\n    for (int j = 0; j < 4; j++) u[j] = calloc(8, sizeof(double));\n    w[0] = malloc(4 * sizeof(double *));\n    w[0][1] = malloc(8);\n    p[2] = malloc(8);\n    return 0;\n}\n";
        let got: Vec<String> = casts(src).into_iter().map(|(_, t)| t).collect();
        assert_eq!(
            got,
            ["(double *)", "(double **)", "(double *)", "(double *)"]
        );
    }

    #[test]
    fn nothing_for_casted_code() {
        let src = "#include <stdlib.h>\nint main(void) { double *u = (double *)malloc(8); free(u); return 0; }\n";
        assert!(casts(src).is_empty());
    }
}
