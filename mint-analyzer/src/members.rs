//! Struct members read in nests become kernel scalars: a pass before analysis that replaces a
//! member read such as `p.alpha`, `prm->dt` or `g.origin.x` inside a `mint for` body, where the
//! struct variable is a plain name and the member an arithmetic scalar, by a name of its own
//! (`mint_m_prm_dt`) that the function declares. The kernel takes it by value like any scalar,
//! and the host passes the member itself (`prm->dt`) at each launch ([`Member::host`]), so the
//! value is the one the member holds when the nest runs.
//!
//! Invariants:
//! - Only the code below a nest's parallel loops changes (their bounds are the host's to
//!   evaluate, members included), and only reads: a member that a nest assigns, increments or takes the address of is left
//!   (the analyzer refuses it), as is a member whose type is not an arithmetic scalar, one of a
//!   struct the file does not define, or one reached other than from a variable of the
//!   function (a parameter, a local or a global).
//! - One name per member chain and function; the names start with [`PREFIX`], which user code
//!   cannot declare (mint reserves `mint_`).
//! - The declarations added have no initializer and are at the start of the function's body;
//!   the host code (the user's text) is not changed.

use crate::flat_arrays::{each_parallel_body_mut, stmt_exprs};
use crate::inline::each_child;
use mint_lang::ast::*;
use std::collections::HashMap;

/// Prefix of the names members are read through.
pub const PREFIX: &str = "mint_m_";

/// A member read in a nest, now a scalar of the kernel.
#[derive(Debug, Clone, PartialEq)]
pub struct Member {
    /// The function holding the nest.
    pub function: String,
    /// The scalar's name (`mint_m_prm_dt`).
    pub name: String,
    /// What the host passes for it: the member read as written (`prm->dt`).
    pub host: String,
    /// The member chain as written, with its spans.
    pub expr: Expr,
}

/// Replace the member reads of nests (see the module documentation): the rewritten unit and
/// the members.
pub fn hoist_members(tu: &TranslationUnit) -> (TranslationUnit, Vec<Member>) {
    let mut out = tu.clone();
    let mut members = Vec::new();
    if tu.structs.is_empty() {
        return (out, members);
    }
    let structs: HashMap<&str, &StructDef> =
        tu.structs.iter().map(|s| (s.name.as_str(), s)).collect();
    let globals: HashMap<String, Type> = tu
        .global_declarators()
        .filter_map(|dd| Some((dd.name.as_ref()?.name.clone(), dd.ty.clone())))
        .collect();
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        // The function's variables by name (`None`: declared twice with different types).
        let mut vars: HashMap<String, Option<Type>> = globals
            .iter()
            .map(|(n, t)| (n.clone(), Some(t.clone())))
            .collect();
        let locals = f
            .params
            .iter()
            .chain(body.stmts.iter().flat_map(Stmt::declarators));
        let mut seen: HashMap<String, Type> = HashMap::new();
        for dd in locals {
            let Some(n) = &dd.name else { continue };
            match seen.get(&n.name) {
                Some(t) if *t != dd.ty => {
                    vars.insert(n.name.clone(), None);
                }
                _ => {
                    seen.insert(n.name.clone(), dd.ty.clone());
                    vars.insert(n.name.clone(), Some(dd.ty.clone()));
                }
            }
        }
        let mut pass = Pass {
            structs: &structs,
            vars: &vars,
            found: Vec::new(),
        };
        for s in &mut body.stmts {
            each_parallel_body_mut(s, &mut |nest| {
                let mut exprs = Vec::new();
                stmt_exprs(nest, &mut exprs);
                for e in exprs {
                    pass.expr(e, false);
                }
            });
        }
        if pass.found.is_empty() {
            continue;
        }
        let span = Span::new(body.span.start as usize, body.span.start as usize);
        let decls: Vec<Stmt> = pass
            .found
            .iter()
            .map(|(name, _, ty)| Stmt {
                kind: StmtKind::Decl(Declaration {
                    decls: vec![Declarator {
                        name: Some(Ident {
                            name: name.clone(),
                            span,
                        }),
                        ty: ty.clone(),
                        init: None,
                        span,
                        decl_span: span,
                    }],
                    span,
                }),
                span,
            })
            .collect();
        members.extend(pass.found.into_iter().map(|(name, expr, _)| Member {
            function: f.name.name.clone(),
            name,
            host: expr.to_c(),
            expr,
        }));
        body.stmts.splice(0..0, decls);
    }
    (out, members)
}

use mint_lang::Span;

struct Pass<'a> {
    structs: &'a HashMap<&'a str, &'a StructDef>,
    vars: &'a HashMap<String, Option<Type>>,
    /// `(name, member chain, type)` of each member read through, in order.
    found: Vec<(String, Expr, Type)>,
}

impl Pass<'_> {
    /// Replace the member reads in `e`; `target`: `e` is assigned (only its subscripts are read).
    fn expr(&mut self, e: &mut Expr, target: bool) {
        match &mut e.kind {
            ExprKind::Assign(_, l, r) => {
                self.expr(l, true);
                self.expr(r, false);
            }
            ExprKind::PostIncDec(_, a)
            | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr, a) => self.expr(a, true),
            ExprKind::Index(a, i) => {
                self.expr(a, target);
                self.expr(i, false);
            }
            ExprKind::Member(..) if !target => {
                if let Some(name) = self.read_through(e) {
                    e.kind = ExprKind::Ident(name);
                }
            }
            ExprKind::Member(..) => {}
            _ => each_child(e, &mut |c| self.expr(c, false)),
        }
    }

    /// The name `e` (a member chain) is read through, if it can be.
    fn read_through(&mut self, e: &Expr) -> Option<String> {
        // The chain, innermost first: `g.origin.x` is g, then (origin, .), then (x, .).
        let mut steps = Vec::new();
        let mut cur = e;
        while let ExprKind::Member(base, field, arrow) = &cur.kind {
            steps.push((field.name.as_str(), *arrow));
            cur = base;
        }
        let var = cur.as_ident()?;
        steps.reverse();
        let mut ty = self.vars.get(var)?.clone()?;
        for &(field, arrow) in &steps {
            let want_pointers = u32::from(arrow);
            if ty.pointers != want_pointers || !ty.dims.is_empty() || ty.array_pointers > 0 {
                return None;
            }
            let Scalar::Named(sname) = &ty.scalar else {
                return None;
            };
            let def = self.structs.get(sname.as_str())?;
            ty = def.fields.iter().find(|(n, _)| n == field)?.1.clone();
        }
        if ty.rank() > 0 || !(ty.scalar.is_floating() || ty.scalar.is_integer()) {
            return None;
        }
        let name = format!(
            "{PREFIX}{var}_{}",
            steps.iter().map(|s| s.0).collect::<Vec<_>>().join("_")
        );
        if !self.found.iter().any(|f| f.0 == name) {
            ty.is_const = false;
            ty.is_static = false;
            self.found.push((name.clone(), e.clone(), ty));
        }
        Some(name)
    }
}

#[cfg(test)]
mod tests {
    use super::hoist_members;

    const SRC: &str = "typedef struct { int n; double alpha; struct { float x; } origin; } params_t;\nstruct grid { double *u; long stride; };\nvoid f(params_t *prm, params_t p, struct grid g, double *a, double *b) {\n#pragma mint parallel\n{\n#pragma mint for\n for (int i = 1; i < prm->n - 1; i++) b[i + g.stride] = prm->alpha * a[i] + p.origin.x * p.alpha + prm->alpha;\n}\n}\n";

    #[test]
    fn member_reads_become_scalars_declared_by_the_function() {
        let tu = mint_lang::parse(SRC).expect("parses");
        let (out, members) = hoist_members(&tu);
        let got: Vec<(&str, &str)> = members
            .iter()
            .map(|m| (m.name.as_str(), m.host.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("mint_m_g_stride", "g.stride"),
                ("mint_m_prm_alpha", "prm->alpha"),
                ("mint_m_p_origin_x", "p.origin.x"),
                ("mint_m_p_alpha", "p.alpha"),
            ]
        );
        let nest = crate::test_util::nest_exprs(&out);
        assert_eq!(
            nest,
            ["b[i + mint_m_g_stride] = mint_m_prm_alpha * a[i] + mint_m_p_origin_x * mint_m_p_alpha + mint_m_prm_alpha"]
        );
        // The loop bound (host code) keeps the member; the function declares the new names.
        let mint_lang::ast::Item::Function(f) = out.items.last().unwrap() else {
            panic!()
        };
        let names: Vec<String> = f.body.as_ref().unwrap().stmts[..4]
            .iter()
            .flat_map(|s| s.declarators())
            .map(|d| d.ty.to_c(&d.name.as_ref().unwrap().name))
            .collect();
        assert_eq!(
            names,
            [
                "long mint_m_g_stride",
                "double mint_m_prm_alpha",
                "float mint_m_p_origin_x",
                "double mint_m_p_alpha"
            ]
        );
    }

    #[test]
    fn writes_pointers_and_unknown_structs_stay() {
        for body in [
            "prm->alpha = a[i];",
            "b[i] = g.u[i];",
            "b[i] = q.alpha;",
            "prm->n++;",
        ] {
            let src = SRC.replace(
                "b[i + g.stride] = prm->alpha * a[i] + p.origin.x * p.alpha + prm->alpha;",
                body,
            );
            let tu = mint_lang::parse(&src).expect("parses");
            let (_, members) = hoist_members(&tu);
            assert!(members.is_empty(), "{body}: {members:?}");
        }
    }
}
