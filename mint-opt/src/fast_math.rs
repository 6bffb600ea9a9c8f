//! `--fast-math`: the kernel-side rewrite of the mode (the compilers' `--use_fast_math` is set
//! by whoever compiles). A division by an invariant floating divisor becomes a multiplication
//! by its reciprocal, `a / b` -> `a * (1.0 / (b))`: the compiler folds the reciprocal of a
//! literal and hoists that of a kernel parameter, so the per-point division (tens of
//! instructions in IEEE mode, more in double) becomes one multiplication.
//!
//! Invariants:
//! - Only kernels change: the CPU reference keeps the division, and the verification widens its
//!   bound for the mode (`mint::verify`: the reciprocal rounds once more, and the fast-math
//!   intrinsics are within 2 ulp), so a wrong rewrite is still caught.
//! - A divisor is invariant when it reads only literals and the nest's scalars (kernel
//!   parameters), with no call, array, assignment or increment; it is floating when it holds a
//!   floating literal, a floating scalar or a cast to a floating type. Integer divisions never
//!   change.
//! - The reciprocal's `1.0` is `1.0f` when the nest is single precision and the divisor has no
//!   double operand (an unsuffixed literal or a `double` scalar), so no double arithmetic is added.

use mint_analyzer::Nest;
use mint_lang::ast::*;

/// `n` with every division by an invariant floating divisor written as a multiplication by its
/// reciprocal (see the module docs), and how many divisions changed.
pub fn reciprocals(n: &Nest) -> (Nest, usize) {
    let mut out = n.clone();
    let mut count = 0;
    let cx = Cx { n };
    each_body_expr(&mut out, &mut |e| cx.rewrite(e, &mut count));
    (out, count)
}

/// Call `f` on every top-level expression of `n`'s body and of its fallback body, if any.
pub(crate) fn each_body_expr(n: &mut Nest, f: &mut dyn FnMut(&mut Expr)) {
    each_expr(&mut n.body, f);
    if let Some(fb) = n.fallback.as_deref_mut() {
        each_expr(&mut fb.body, f);
    }
}

pub(crate) struct Cx<'a> {
    pub(crate) n: &'a Nest,
}

trait MaxFloat {
    /// The floating type of a division of operands of types `self` and `o`, if floating.
    fn max_float(&self, o: &Scalar) -> Option<Scalar>;
}

impl MaxFloat for Scalar {
    fn max_float(&self, o: &Scalar) -> Option<Scalar> {
        match (self, o) {
            (Scalar::Double, _) | (_, Scalar::Double) => Some(Scalar::Double),
            (Scalar::Float, _) | (_, Scalar::Float) => Some(Scalar::Float),
            _ => None,
        }
    }
}

impl Cx<'_> {
    fn scalar(&self, name: &str) -> Option<&Scalar> {
        self.n
            .scalars
            .iter()
            .find(|s| s.name == name && s.ty.rank() == 0)
            .map(|s| &s.ty.scalar)
    }

    /// Whether `e` reads only literals and scalars of the nest (no call, array, side effect).
    pub(crate) fn invariant(&self, e: &Expr) -> bool {
        let mut ok = true;
        e.walk(&mut |x| {
            ok &= match &x.kind {
                ExprKind::Ident(name) => self.scalar(name).is_some(),
                ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Paren(_) => true,
                ExprKind::Binary(..) | ExprKind::Cast(..) => true,
                ExprKind::Unary(UnOp::Neg | UnOp::Plus, _) => true,
                _ => false,
            }
        });
        ok
    }

    /// The arithmetic type of `e` as C gives it: `Some(Double)`, `Some(Float)`, `Some(Int)` (any
    /// integer), or `None` where it cannot be told here (a body local, a call mint does not
    /// know).
    pub(crate) fn ty(&self, e: &Expr) -> Option<Scalar> {
        let join = |a: Option<Scalar>, b: Option<Scalar>| match (a?, b?) {
            (Scalar::Double | Scalar::LongDouble, _) | (_, Scalar::Double | Scalar::LongDouble) => {
                Some(Scalar::Double)
            }
            (Scalar::Float, _) | (_, Scalar::Float) => Some(Scalar::Float),
            _ => Some(Scalar::Int),
        };
        let arith = |s: &Scalar| {
            if s.is_floating() {
                Some(if *s == Scalar::Float {
                    Scalar::Float
                } else {
                    Scalar::Double
                })
            } else if s.is_integer() {
                Some(Scalar::Int)
            } else {
                None
            }
        };
        match &e.kind {
            ExprKind::Int(..) | ExprKind::Char(_) => Some(Scalar::Int),
            ExprKind::Float(_, text) => Some(if text.ends_with(['f', 'F']) {
                Scalar::Float
            } else {
                Scalar::Double
            }),
            ExprKind::Ident(name) => {
                if self.n.loops.iter().any(|l| &l.var == name) {
                    Some(Scalar::Int)
                } else {
                    arith(self.scalar(name)?)
                }
            }
            ExprKind::Index(..) => {
                let (name, _, _) = e.as_subscript()?;
                arith(&self.n.arrays.iter().find(|a| a.name == name)?.elem)
            }
            ExprKind::Cast(t, _) if t.rank() == 0 => arith(&t.scalar),
            ExprKind::Paren(a) | ExprKind::Unary(UnOp::Neg | UnOp::Plus, a) => self.ty(a),
            ExprKind::Binary(op, a, b) if op.is_arith() => join(self.ty(a), self.ty(b)),
            ExprKind::Binary(..) | ExprKind::Unary(UnOp::Not, _) => Some(Scalar::Int),
            ExprKind::Ternary(_, a, b) => join(self.ty(a), self.ty(b)),
            _ => None,
        }
    }

    fn rewrite(&self, e: &mut Expr, count: &mut usize) {
        mint_analyzer::inline::each_child(e, &mut |c| self.rewrite(c, count));
        let ExprKind::Binary(BinOp::Div, a, b) = &e.kind else {
            return;
        };
        if !self.invariant(b) {
            return;
        }
        // A floating division: the usual arithmetic conversions of its operands.
        let single = match (self.ty(a), self.ty(b)) {
            (Some(x), Some(y)) => match x.max_float(&y) {
                Some(Scalar::Float) => true,
                Some(_) => false,
                None => return,
            },
            _ => return,
        };
        let span = e.span;
        let one = if single { "1.0f" } else { "1.0" };
        let paren = |x: Expr| Expr {
            kind: ExprKind::Paren(Box::new(x)),
            span,
        };
        let recip = paren(Expr {
            kind: ExprKind::Binary(
                BinOp::Div,
                Box::new(Expr {
                    kind: ExprKind::Float(1.0, one.into()),
                    span,
                }),
                Box::new(paren((**b).clone())),
            ),
            span,
        });
        *e = Expr {
            kind: ExprKind::Binary(BinOp::Mul, a.clone(), Box::new(recip)),
            span,
        };
        *count += 1;
    }
}

/// Call `f` on every top-level expression of statement `s` and the statements inside it.
fn each_expr(s: &mut Stmt, f: &mut dyn FnMut(&mut Expr)) {
    match &mut s.kind {
        StmtKind::Expr(e) => f(e),
        StmtKind::Decl(d) => {
            for dd in &mut d.decls {
                if let Some(Initializer::Expr(e)) = &mut dd.init {
                    f(e);
                }
            }
        }
        StmtKind::If { cond, .. }
        | StmtKind::While { cond, .. }
        | StmtKind::Switch { cond, .. } => f(cond),
        StmtKind::DoWhile { cond, .. } => f(cond),
        StmtKind::Return(Some(e)) => f(e),
        StmtKind::For(fl) => {
            if let ForInit::Expr(e) = &mut fl.init {
                f(e);
            }
            if let ForInit::Decl(d) = &mut fl.init {
                for dd in &mut d.decls {
                    if let Some(Initializer::Expr(e)) = &mut dd.init {
                        f(e);
                    }
                }
            }
            for e in fl.cond.iter_mut().chain(fl.step.iter_mut()) {
                f(e);
            }
        }
        _ => {}
    }
    for c in s.children_mut() {
        each_expr(c, f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nest_of(src: &str) -> Nest {
        let p = mint_analyzer::analyze(&mint_lang::parse(src).unwrap()).unwrap();
        p.functions[0].nests[0].clone()
    }

    fn body(n: &Nest) -> String {
        let mut s = String::new();
        n.body.walk(&mut |x| {
            if let StmtKind::Expr(e) = &x.kind {
                s.push_str(&e.to_c());
            }
        });
        s
    }

    const SRC: &str = "void f(int n, int k, double h2, float w, double a[n][n], double b[n][n]) {
#pragma mint copy(a, toDevice, n, n)
#pragma mint copy(b, toDevice, n, n)
#pragma mint parallel
{
#pragma mint for nest(all)
for (int y = 1; y < n - 1; y++) for (int x = 1; x < n - 1; x++)
    b[y][x] = (a[y][x - 1] + a[y][x + 1]) / 118 + a[y][x] / h2 + a[y][x] / (2.0 * w) + a[y][x] / a[y - 1][x] + (x / k) * 1.0 + a[y][x] / (double)k;
}
}";

    #[test]
    fn invariant_floating_divisors_become_reciprocals() {
        let (r, count) = reciprocals(&nest_of(SRC));
        assert_eq!(count, 4, "{}", body(&r));
        assert_eq!(
            body(&r),
            "b[y][x] = (a[y][x - 1] + a[y][x + 1]) * (1.0 / (118)) + a[y][x] * (1.0 / (h2)) + a[y][x] * (1.0 / ((2.0 * w))) + a[y][x] / a[y - 1][x] + (x / k) * 1.0 + a[y][x] * (1.0 / ((double)k))"
        );
    }

    #[test]
    fn single_precision_reciprocals_stay_single() {
        let src = SRC
            .replace("double", "float")
            .replace("2.0 * w", "2.0f * w");
        let (r, count) = reciprocals(&nest_of(&src));
        assert_eq!(count, 4, "{}", body(&r));
        let text = body(&r);
        assert!(text.contains("* (1.0f / (118))"), "{text}");
        assert!(!text.contains("1.0 /"), "{text}");
    }
}
