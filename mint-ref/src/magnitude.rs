//! Magnitudes of the terms of every written value: what the floating-point-aware verification
//! compares a difference against.
//!
//! For an output `W[p] = e`, the *magnitude* `|e|~` is `e` evaluated with every floating operand
//! and every product taken in absolute value: `|a - b|~ = |a|~ + |b|~`, `|a * b|~ = |a|~ |b|~`,
//! `|a / b|~ = |a|~ / |b|`, `|-a|~ = |a|~`, `|x|~ = |x|` for an array element or a floating
//! scalar, `|f(x)|~ = |f(x)|` for a math function (its result taken as a term; math functions
//! differ by a few ulp between libraries anyway). For a sum of products this is
//! `Σ |term|`, the quantity the classical error bound of any evaluation order is stated in
//! (Higham, *Accuracy and Stability of Numerical Algorithms*, 2nd ed., §3.1): a value computed
//! with `F` floating operations, each rounded with relative error at most `u`, in any order and
//! with any of them fused into an FMA (which only removes a rounding), differs from the exact value
//! by at most `γ_F · |e|~`, `γ_F = F u / (1 - F u)`.
//!
//! How it is computed: [`magnitude_nest`] rewrites a nest so that next to every floating value it
//! computes, a shadow computes its magnitude: each floating local `x` gets `mint_mag_x`, each
//! written floating array `W` gets an array `mint_mag_W` of the same shape written at the same
//! points, right before the statement that writes `W` (so both read the same state). Conditions,
//! subscripts and integer arithmetic are left as they are, so the rewritten nest takes the same
//! branches and touches the same points as the original; running it with the reference executor
//! leaves the original results in `W` and the magnitudes in `mint_mag_W`.
//!
//! Invariants: the rewritten nest writes what the original writes, with the same values; it only
//! adds shadow locals and arrays whose names start with [`MAG_PREFIX`] (user names cannot).
//! Reduction variables get no shadow.

use mint_analyzer::{ArrayUse, Nest};
use mint_lang::ast::*;
use mint_lang::Span;
use std::collections::HashSet;

/// Prefix of the shadow names.
pub const MAG_PREFIX: &str = "mint_mag_";

/// The shadow of `name`.
pub fn mag_name(name: &str) -> String {
    format!("{MAG_PREFIX}{name}")
}

/// The nest rewritten to compute magnitudes beside its values (see the module docs).
pub fn magnitude_nest(n: &Nest) -> Nest {
    let floating_arrays: HashSet<String> = n
        .arrays
        .iter()
        .filter(|a| a.elem.is_floating())
        .map(|a| a.name.clone())
        .collect();
    let floating_scalars: HashSet<String> = n
        .scalars
        .iter()
        .filter(|s| s.ty.rank() == 0 && s.ty.scalar.is_floating())
        .map(|s| s.name.clone())
        .collect();
    let mut cx = Shadow {
        arrays: floating_arrays,
        scalars: floating_scalars,
        locals: HashSet::new(),
    };
    let mut out = n.clone();
    out.body = cx.stmt(&n.body);
    let shadows: Vec<ArrayUse> = n
        .arrays
        .iter()
        .filter(|a| a.writes > 0 && a.elem.is_floating())
        .map(|a| ArrayUse {
            name: mag_name(&a.name),
            reads: 0,
            read_offsets: vec![],
            ..a.clone()
        })
        .collect();
    out.arrays.extend(shadows);
    out
}

struct Shadow {
    arrays: HashSet<String>,
    scalars: HashSet<String>,
    locals: HashSet<String>,
}

fn mk(kind: ExprKind, span: Span) -> Expr {
    Expr { kind, span }
}

fn fabs(e: Expr) -> Expr {
    let span = e.span;
    mk(
        ExprKind::Call(Box::new(mk(ExprKind::Ident("fabs".into()), span)), vec![e]),
        span,
    )
}

fn bin(op: BinOp, a: Expr, b: Expr, span: Span) -> Expr {
    mk(ExprKind::Binary(op, Box::new(a), Box::new(b)), span)
}

fn assign(lhs: Expr, rhs: Expr, span: Span) -> Stmt {
    Stmt {
        kind: StmtKind::Expr(mk(
            ExprKind::Assign(None, Box::new(lhs), Box::new(rhs)),
            span,
        )),
        span,
    }
}

impl Shadow {
    /// The array element `W[..]` a place names, if `W` is a floating array.
    fn floating_element<'a>(&self, e: &'a Expr) -> Option<(&'a str, &'a Expr)> {
        let (name, _, _) = e.as_subscript()?;
        self.arrays.contains(name).then_some((name, e))
    }

    /// The magnitude of a value expression.
    fn mag(&self, e: &Expr) -> Expr {
        let s = e.span;
        match &e.kind {
            ExprKind::Ident(x) if self.locals.contains(x) => mk(ExprKind::Ident(mag_name(x)), s),
            ExprKind::Ident(x) if self.scalars.contains(x) => fabs(e.clone()),
            ExprKind::Index(..) if self.floating_element(e).is_some() => fabs(e.clone()),
            ExprKind::Paren(a) => mk(ExprKind::Paren(Box::new(self.mag(a))), s),
            ExprKind::Unary(UnOp::Neg | UnOp::Plus, a) => self.mag(a),
            ExprKind::Binary(BinOp::Add | BinOp::Sub, a, b) => {
                bin(BinOp::Add, self.mag(a), self.mag(b), s)
            }
            ExprKind::Binary(BinOp::Mul, a, b) => bin(BinOp::Mul, self.mag(a), self.mag(b), s),
            ExprKind::Binary(BinOp::Div, a, b) => {
                bin(BinOp::Div, self.mag(a), fabs((**b).clone()), s)
            }
            ExprKind::Ternary(c, a, b) => mk(
                ExprKind::Ternary(c.clone(), Box::new(self.mag(a)), Box::new(self.mag(b))),
                s,
            ),
            ExprKind::Call(..) => fabs(e.clone()),
            ExprKind::Cast(t, a) if t.rank() == 0 && t.scalar.is_floating() => {
                mk(ExprKind::Cast(t.clone(), Box::new(self.mag(a))), s)
            }
            // Anything else (an integer element, variable or expression, a literal) is exact:
            // its magnitude is its absolute value. Taken as it was, a negative integer term
            // (`u + 0.01 * d` with `d < 0`) cancelled the magnitude of the others, and the
            // rounding of a correct result measured against that near-zero sum was called WRONG.
            _ => fabs(e.clone()),
        }
    }

    /// The shadow statement of an assignment `lhs op= rhs`, if `lhs` is floating.
    fn shadow_assign(&self, op: &AssignOp, lhs: &Expr, rhs: &Expr, span: Span) -> Option<Stmt> {
        let (target, old) = if let Some(x) = lhs.as_ident().filter(|x| self.locals.contains(*x)) {
            let t = mk(ExprKind::Ident(mag_name(x)), lhs.span);
            (t.clone(), t)
        } else if let Some((name, _)) = self.floating_element(lhs) {
            let mut t = lhs.clone();
            rename_base(&mut t, &mag_name(name));
            (t, fabs(lhs.clone()))
        } else {
            return None;
        };
        let m = match op {
            None => self.mag(rhs),
            Some(BinOp::Add | BinOp::Sub) => bin(BinOp::Add, old, self.mag(rhs), span),
            Some(BinOp::Mul) => bin(BinOp::Mul, old, self.mag(rhs), span),
            Some(BinOp::Div) => bin(BinOp::Div, old, fabs(rhs.clone()), span),
            Some(_) => return None,
        };
        Some(assign(target, m, span))
    }

    fn stmt(&mut self, s: &Stmt) -> Stmt {
        let kind = match &s.kind {
            StmtKind::Block(b) => StmtKind::Block(Block {
                stmts: self.stmts(&b.stmts),
                span: b.span,
            }),
            StmtKind::If { cond, then, els } => StmtKind::If {
                cond: cond.clone(),
                then: Box::new(self.stmt(then)),
                els: els.as_ref().map(|e| Box::new(self.stmt(e))),
            },
            StmtKind::While { cond, body } => StmtKind::While {
                cond: cond.clone(),
                body: Box::new(self.stmt(body)),
            },
            StmtKind::DoWhile { body, cond } => StmtKind::DoWhile {
                body: Box::new(self.stmt(body)),
                cond: cond.clone(),
            },
            StmtKind::For(f) => StmtKind::For(ForLoop {
                body: Box::new(self.stmt(&f.body)),
                ..f.clone()
            }),
            StmtKind::Switch { cond, body } => StmtKind::Switch {
                cond: cond.clone(),
                body: Box::new(self.stmt(body)),
            },
            // A `case` label keeps labelling the statement, now with its shadow in a block.
            StmtKind::Labeled { label, stmt } => StmtKind::Labeled {
                label: label.clone(),
                stmt: Box::new(self.stmt(stmt)),
            },
            // Statements with no shadow of their own (`continue;`, `break;`, `x++;`, a call).
            StmtKind::Expr(e) if !matches!(e.kind, ExprKind::Assign(..)) => return s.clone(),
            StmtKind::Decl(_) | StmtKind::Expr(_) => {
                let mut v = self.stmts(std::slice::from_ref(s));
                return if v.len() == 1 {
                    v.remove(0)
                } else {
                    Stmt {
                        kind: StmtKind::Block(Block {
                            stmts: v,
                            span: s.span,
                        }),
                        span: s.span,
                    }
                };
            }
            _ => return s.clone(),
        };
        Stmt { kind, span: s.span }
    }

    /// A statement list with shadows: a declaration's shadow after it (it may use the declared
    /// value's magnitude only), an assignment's shadow before it (both read the same state).
    fn stmts(&mut self, v: &[Stmt]) -> Vec<Stmt> {
        let mut out = Vec::new();
        for s in v {
            match &s.kind {
                StmtKind::Decl(d) => {
                    out.push(s.clone());
                    let mut shadow = Vec::new();
                    for dd in &d.decls {
                        let Some(name) = &dd.name else { continue };
                        if dd.ty.rank() != 0 || !dd.ty.scalar.is_floating() {
                            continue;
                        }
                        let init = match &dd.init {
                            Some(Initializer::Expr(e)) => Some(Initializer::Expr(self.mag(e))),
                            _ => None,
                        };
                        shadow.push(Declarator {
                            name: Some(Ident {
                                name: mag_name(&name.name),
                                span: name.span,
                            }),
                            init,
                            ..dd.clone()
                        });
                        self.locals.insert(name.name.clone());
                    }
                    if !shadow.is_empty() {
                        out.push(Stmt {
                            kind: StmtKind::Decl(Declaration {
                                decls: shadow,
                                span: d.span,
                            }),
                            span: s.span,
                        });
                    }
                }
                StmtKind::Expr(Expr {
                    kind: ExprKind::Assign(op, lhs, rhs),
                    span,
                }) => {
                    if let Some(sh) = self.shadow_assign(op, lhs, rhs, *span) {
                        out.push(sh);
                    }
                    out.push(s.clone());
                }
                _ => out.push(self.stmt(s)),
            }
        }
        out
    }
}

/// `W[..][..]` -> `name[..][..]`.
fn rename_base(e: &mut Expr, name: &str) {
    match &mut e.kind {
        ExprKind::Index(b, _) => rename_base(b, name),
        ExprKind::Paren(b) => rename_base(b, name),
        ExprKind::Ident(n) => *n = name.to_string(),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::magnitude_nest;

    /// A nest body with statements that have no shadow of their own (`continue`, an increment,
    /// a call as a statement) is rewritten, once: this recursed without end.
    #[test]
    fn statements_without_shadows_are_kept() {
        let src = "void f(int n, double *u, double *v) {\n#pragma mint copy(u, toDevice, n)\n#pragma mint copy(v, toDevice, n)\n#pragma mint parallel\n{\n#pragma mint for\n for (int i = 1; i < n - 1; i++) {\n  int k = i;\n  if (i == 1) { v[i] = u[i]; continue; }\n  k++;\n  v[i] = 0.5 * (u[i - 1] + u[i + 1]) + k;\n }\n}\n}\n";
        let tu = mint_lang::parse(src).expect("parses");
        let p = mint_analyzer::analyze(&tu).expect("analyses");
        let n = &p.functions[0].nests[0];
        let m = magnitude_nest(n);
        let text = format!("{:?}", m.body);
        assert!(text.contains("Continue"));
        assert!(text.contains("mint_mag_v"));
    }

    /// A negative integer term adds its size to the magnitude, never cancels the others: with
    /// `u = 1.18` and `d = -118`, `u + 0.01 * d` is about 0 but the magnitude of its terms is
    /// 2.36 (it was `|u| + 0.01 * d`, about 0, and a GPU's fused multiply-add, one rounding
    /// away from the CPU's result, was judged WRONG).
    #[test]
    fn negative_integer_terms_do_not_cancel_the_magnitude() {
        use crate::{ArrayData, Env, Value};
        let src = "void f(int n, int *d, double *u, double *v) {\n#pragma mint copy(d, toDevice, n)\n#pragma mint copy(u, toDevice, n)\n#pragma mint copy(v, toDevice, n)\n#pragma mint parallel\n{\n#pragma mint for\n for (int i = 0; i < n; i++)\n  v[i] = u[i] + 0.01 * d[i] - (i - 1);\n}\n}\n";
        let tu = mint_lang::parse(src).expect("parses");
        let p = mint_analyzer::analyze(&tu).expect("analyses");
        let nest = &p.functions[0].nests[0];
        let mut env = Env::default();
        env.scalars.insert("n".into(), Value::Int(1));
        let shape = ndarray::IxDyn(&[1]);
        env.arrays.insert(
            "d".into(),
            ArrayData::I32(ndarray::ArrayD::from_elem(shape.clone(), -118)),
        );
        env.arrays.insert(
            "u".into(),
            ArrayData::F64(ndarray::ArrayD::from_elem(shape.clone(), 1.18)),
        );
        env.arrays
            .insert("v".into(), ArrayData::F64(ndarray::ArrayD::zeros(shape)));
        let (_, mags) = crate::run_nest_with_magnitudes(nest, &mut env).expect("runs");
        let v = env.arrays["v"].to_f64_vec()[0];
        let m = mags["v"].to_f64_vec()[0];
        // v = 1.18 - 1.18 + 1 (the `- (i - 1)` term at i = 0); magnitude 1.18 + 1.18 + 1.
        assert!((v - 1.0).abs() < 1e-12, "{v}");
        assert!((m - 3.36).abs() < 1e-12, "{m}");
    }

    /// Writes inside a `switch` get their shadows: without them the magnitude of those points
    /// would be the fill, not the terms, and a correct GPU result could be judged against it.
    #[test]
    fn writes_in_a_switch_get_shadows() {
        let src = "void f(int n, int *t, double *u, double *v) {\n#pragma mint copy(t, toDevice, n)\n#pragma mint copy(u, toDevice, n)\n#pragma mint copy(v, toDevice, n)\n#pragma mint parallel\n{\n#pragma mint for\n for (int i = 1; i < n - 1; i++) {\n  switch (t[i]) {\n  case 0: v[i] = u[i - 1] - u[i + 1]; break;\n  default: v[i] = u[i];\n  }\n }\n}\n}\n";
        let tu = mint_lang::parse(src).expect("parses");
        let p = mint_analyzer::analyze(&tu).expect("analyses");
        let m = magnitude_nest(&p.functions[0].nests[0]);
        let text = format!("{:?}", m.body);
        let switch = &text[text.find("Switch").expect("the switch is kept")..];
        assert_eq!(switch.matches("mint_mag_v").count(), 2, "{switch}");
    }
}
