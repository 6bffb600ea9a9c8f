//! Printing C expressions and statements back to text, with array references rewritten.
//!
//! Invariant: the printed text parses to the same tree (parentheses from the source are kept as
//! `Paren` nodes; no other parentheses are needed because the tree came from a C parse).

use mint_lang::ast::*;
use std::fmt::Write;

/// Indentation level; `Display` writes four spaces per level (naga's `back::Level`).
#[derive(Debug, Clone, Copy)]
pub struct Level(pub usize);

impl Level {
    /// One level deeper.
    pub fn next(self) -> Level {
        Level(self.0 + 1)
    }
}

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for _ in 0..self.0 {
            f.write_str("    ")?;
        }
        Ok(())
    }
}

/// How to print an array reference `A[s0][s1]...` (name and subscripts, outermost first).
pub trait ArrayRewrite {
    /// Write the replacement for the reference; `sub` prints a subscript expression.
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    );
}

/// Print array references as written.
pub struct Verbatim;

impl ArrayRewrite for Verbatim {
    fn array_ref(
        &self,
        out: &mut String,
        name: &str,
        subs: &[&Expr],
        sub: &dyn Fn(&mut String, &Expr),
    ) {
        out.push_str(name);
        for s in subs {
            out.push('[');
            sub(out, s);
            out.push(']');
        }
    }
}

/// Writes expressions and statements.
pub struct Printer<'a> {
    /// Array reference rewriting.
    pub arrays: &'a dyn ArrayRewrite,
}

impl Printer<'_> {
    /// Print an expression.
    pub fn expr(&self, out: &mut String, e: &Expr) {
        match &e.kind {
            ExprKind::Ident(n) => out.push_str(n),
            ExprKind::Int(_, t) | ExprKind::Float(_, t) | ExprKind::Char(t) | ExprKind::Str(t) => {
                out.push_str(t)
            }
            ExprKind::Paren(a) => {
                out.push('(');
                self.expr(out, a);
                out.push(')');
            }
            ExprKind::Binary(op, a, b) => {
                self.expr(out, a);
                let _ = write!(out, " {} ", op.token());
                self.expr(out, b);
            }
            ExprKind::Unary(op, a) => {
                out.push_str(op.token());
                // Keep `- -x` and `+ +x` apart.
                if matches!(
                    &a.kind,
                    ExprKind::Unary(UnOp::Neg | UnOp::PreDec | UnOp::Plus | UnOp::PreInc, _)
                ) {
                    out.push(' ');
                }
                self.expr(out, a);
            }
            ExprKind::PostIncDec(inc, a) => {
                self.expr(out, a);
                out.push_str(if *inc { "++" } else { "--" });
            }
            ExprKind::Assign(op, l, r) => {
                self.expr(out, l);
                let _ = write!(out, " {}= ", op.map_or("", |o| o.token()));
                self.expr(out, r);
            }
            ExprKind::Ternary(c, a, b) => {
                self.expr(out, c);
                out.push_str(" ? ");
                self.expr(out, a);
                out.push_str(" : ");
                self.expr(out, b);
            }
            ExprKind::Call(f, args) => {
                self.expr(out, f);
                out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.expr(out, a);
                }
                out.push(')');
            }
            ExprKind::Index(..) => match e.as_subscript() {
                Some((name, subs, _)) => self
                    .arrays
                    .array_ref(out, name, &subs, &|o, s| self.expr(o, s)),
                None => unreachable!("the analyzer only lets named arrays be indexed"),
            },
            ExprKind::Member(a, f, arrow) => {
                self.expr(out, a);
                out.push_str(if *arrow { "->" } else { "." });
                out.push_str(&f.name);
            }
            ExprKind::Cast(t, a) => {
                let _ = write!(out, "({})", type_name(t));
                self.expr(out, a);
            }
            ExprKind::SizeofType(t) => {
                let _ = write!(out, "sizeof({})", type_name(t));
            }
            ExprKind::SizeofExpr(a) => {
                out.push_str("sizeof ");
                self.expr(out, a);
            }
        }
    }

    /// Print an expression to a new string.
    pub fn expr_string(&self, e: &Expr) -> String {
        let mut s = String::new();
        self.expr(&mut s, e);
        s
    }

    /// Print a statement at `level`, each line ending in a newline.
    pub fn stmt(&self, out: &mut String, s: &Stmt, level: Level) {
        match &s.kind {
            StmtKind::Block(b) => {
                let _ = writeln!(out, "{level}{{");
                for s in &b.stmts {
                    self.stmt(out, s, level.next());
                }
                let _ = writeln!(out, "{level}}}");
            }
            StmtKind::Decl(d) => {
                let _ = writeln!(out, "{level}{};", self.decl(d));
            }
            StmtKind::Expr(e) => {
                let _ = writeln!(out, "{level}{};", self.expr_string(e));
            }
            StmtKind::If { cond, then, els } => {
                let _ = writeln!(out, "{level}if ({})", self.expr_string(cond));
                self.sub_stmt(out, then, level);
                if let Some(e) = els {
                    let _ = writeln!(out, "{level}else");
                    self.sub_stmt(out, e, level);
                }
            }
            StmtKind::While { cond, body } => {
                let _ = writeln!(out, "{level}while ({})", self.expr_string(cond));
                self.sub_stmt(out, body, level);
            }
            StmtKind::DoWhile { body, cond } => {
                let _ = writeln!(out, "{level}do");
                self.sub_stmt(out, body, level);
                let _ = writeln!(out, "{level}while ({});", self.expr_string(cond));
            }
            StmtKind::For(fl) => {
                let init = match &fl.init {
                    ForInit::None => String::new(),
                    ForInit::Decl(d) => self.decl(d),
                    ForInit::Expr(e) => self.expr_string(e),
                };
                let cond = fl
                    .cond
                    .as_ref()
                    .map(|c| self.expr_string(c))
                    .unwrap_or_default();
                let step = fl
                    .step
                    .as_ref()
                    .map(|c| self.expr_string(c))
                    .unwrap_or_default();
                let _ = writeln!(out, "{level}for ({init}; {cond}; {step})");
                self.sub_stmt(out, &fl.body, level);
            }
            StmtKind::Return(e) => {
                let _ = match e {
                    Some(e) => writeln!(out, "{level}return {};", self.expr_string(e)),
                    None => writeln!(out, "{level}return;"),
                };
            }
            StmtKind::Break => {
                let _ = writeln!(out, "{level}break;");
            }
            StmtKind::Continue => {
                let _ = writeln!(out, "{level}continue;");
            }
            StmtKind::Empty | StmtKind::Preproc => {}
            StmtKind::Mint(_) => unreachable!("the analyzer refuses directives inside kernels"),
            StmtKind::Switch { cond, body } => {
                let _ = writeln!(out, "{level}switch ({})", self.expr_string(cond));
                self.sub_stmt(out, body, level);
            }
            StmtKind::Labeled { label, stmt } => {
                let _ = match label {
                    Label::Case(v) => writeln!(out, "{level}case {}:", self.expr_string(v)),
                    Label::Default => writeln!(out, "{level}default:"),
                    Label::Name(n) => writeln!(out, "{level}{}:", n.name),
                };
                self.stmt(out, stmt, level);
            }
            StmtKind::Goto(n) => {
                let _ = writeln!(out, "{level}goto {};", n.name);
            }
        }
    }

    fn sub_stmt(&self, out: &mut String, s: &Stmt, level: Level) {
        if matches!(s.kind, StmtKind::Block(_)) {
            self.stmt(out, s, level);
        } else {
            self.stmt(out, s, level.next());
        }
    }

    /// A declaration without the `;`.
    pub fn decl(&self, d: &Declaration) -> String {
        let mut s = String::new();
        for (i, dd) in d.decls.iter().enumerate() {
            if i == 0 {
                if dd.ty.is_const {
                    s.push_str("const ");
                }
                s.push_str(dd.ty.scalar.c_name());
                s.push(' ');
            } else {
                s.push_str(", ");
            }
            let name = dd.name.as_ref().map_or("", |n| n.name.as_str());
            s.push_str(&dd.ty.declarator_c_with(name, &|e| self.expr_string(e)));
            if let Some(Initializer::Expr(e)) = &dd.init {
                s.push_str(" = ");
                self.expr(&mut s, e);
            }
        }
        s
    }
}

/// `const double **` style spelling of a type (`double (*)[N]`, `double[N]` for the abstract
/// types of casts and `sizeof`).
pub fn type_name(t: &Type) -> String {
    t.to_c("")
}
