//! Typed AST of the accepted C subset and of the Mint directives.
//!
//! Invariants:
//! - Every node carries the byte span of the source text it was parsed from; spans of children lie
//!   inside the span of their parent.
//! - A Mint directive that governs a statement (`parallel`, `for`, `single`) owns that statement as
//!   its `body`; the parser has already checked that the statement has the right form (`for` needs a
//!   `for` loop, `parallel` and `single` need a block).
//! - The schedule clauses of `mint for` (`nest`, `tile`, `chunksize`) live in [`ForClauses`], apart
//!   from the loop nest itself, so that later stages can change the schedule without re-parsing.

use crate::span::Span;

/// A whole C source file.
#[derive(Debug, Clone, PartialEq)]
pub struct TranslationUnit {
    /// Top-level items in source order.
    pub items: Vec<Item>,
    /// The struct and union definitions of the file (at any scope), in order.
    pub structs: Vec<StructDef>,
}

/// A struct or union definition.
#[derive(Debug, Clone, PartialEq)]
pub struct StructDef {
    /// The type's name as the types declared with it carry it ([`Scalar::Named`]): `struct
    /// point`, `union bits`, or for an untagged one `struct <untagged at N>` (`N`: the byte
    /// offset of its keyword).
    pub name: String,
    /// The named members with their types (bit-field widths left out).
    pub fields: Vec<(String, Type)>,
}

impl TranslationUnit {
    /// The declarators of the file-scope declarations, in order.
    pub fn global_declarators(&self) -> impl Iterator<Item = &Declarator> {
        self.items
            .iter()
            .filter_map(|i| match i {
                Item::Declaration(d) => Some(d),
                _ => None,
            })
            .flat_map(|d| d.decls.iter())
    }
}

/// A top-level item.
#[derive(Debug, Clone, PartialEq)]
pub enum Item {
    /// A function definition or prototype.
    Function(Function),
    /// A global declaration.
    Declaration(Declaration),
    /// A preprocessor line (passed through).
    Preproc(Span),
}

/// A function definition (`body: Some`) or prototype (`body: None`).
#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    /// Function name.
    pub name: Ident,
    /// Return type.
    pub ret: Type,
    /// Parameters (empty for `f(void)`).
    pub params: Vec<Declarator>,
    /// The body of a definition.
    pub body: Option<Block>,
    /// Whole definition.
    pub span: Span,
}

/// An identifier with its span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ident {
    /// The name as written.
    pub name: String,
    /// Where it was written.
    pub span: Span,
}

/// Scalar (non-pointer) part of a C type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Scalar {
    /// `void`
    Void,
    /// `_Bool` / `bool`
    Bool,
    /// `char`, `signed char`
    Char,
    /// `unsigned char`
    UChar,
    /// `short`
    Short,
    /// `unsigned short`
    UShort,
    /// `int`, `signed`
    Int,
    /// `unsigned`
    UInt,
    /// `long`
    Long,
    /// `unsigned long`
    ULong,
    /// `long long`
    LongLong,
    /// `unsigned long long`
    ULongLong,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `long double`
    LongDouble,
    /// A library typedef such as `size_t`, `FILE` or `int64_t`, kept by name.
    Named(String),
}

impl Scalar {
    /// The C spelling of the type.
    pub fn c_name(&self) -> &str {
        match self {
            Scalar::Void => "void",
            Scalar::Bool => "bool",
            Scalar::Char => "char",
            Scalar::UChar => "unsigned char",
            Scalar::Short => "short",
            Scalar::UShort => "unsigned short",
            Scalar::Int => "int",
            Scalar::UInt => "unsigned int",
            Scalar::Long => "long",
            Scalar::ULong => "unsigned long",
            Scalar::LongLong => "long long",
            Scalar::ULongLong => "unsigned long long",
            Scalar::Float => "float",
            Scalar::Double => "double",
            Scalar::LongDouble => "long double",
            Scalar::Named(n) => Scalar::std_spelling(n).unwrap_or(n),
        }
    }

    /// The built-in type a `<stdint.h>`/`<stddef.h>` name is on the LP64 targets mint generates
    /// for (glibc's definitions): generated code spells it so, because NVRTC compiles kernels
    /// without the C headers.
    pub fn std_spelling(name: &str) -> Option<&'static str> {
        Some(match name {
            "int8_t" => "signed char",
            "uint8_t" => "unsigned char",
            "int16_t" => "short",
            "uint16_t" => "unsigned short",
            "int32_t" => "int",
            "uint32_t" => "unsigned int",
            "int64_t" | "ptrdiff_t" | "intptr_t" | "intmax_t" | "ssize_t" => "long",
            "uint64_t" | "size_t" | "uintptr_t" | "uintmax_t" => "unsigned long",
            _ => return None,
        })
    }

    /// Size in bytes on the targets we generate for (LP64), if known.
    pub fn size_bytes(&self) -> Option<u32> {
        Some(match self {
            Scalar::Bool | Scalar::Char | Scalar::UChar => 1,
            Scalar::Short | Scalar::UShort => 2,
            Scalar::Int | Scalar::UInt | Scalar::Float => 4,
            Scalar::Long
            | Scalar::ULong
            | Scalar::LongLong
            | Scalar::ULongLong
            | Scalar::Double => 8,
            Scalar::LongDouble => 16,
            Scalar::Named(n) => match n.as_str() {
                "int8_t" | "uint8_t" => 1,
                "int16_t" | "uint16_t" => 2,
                "int32_t" | "uint32_t" => 4,
                "int64_t" | "uint64_t" | "size_t" | "ptrdiff_t" | "intptr_t" | "uintptr_t"
                | "intmax_t" | "uintmax_t" | "ssize_t" => 8,
                _ => return None,
            },
            Scalar::Void => return None,
        })
    }

    /// True for `float`, `double` and `long double`.
    pub fn is_floating(&self) -> bool {
        matches!(self, Scalar::Float | Scalar::Double | Scalar::LongDouble)
    }

    /// True for the integer types.
    pub fn is_integer(&self) -> bool {
        !self.is_floating() && self.size_bytes().is_some()
    }
}

/// A C type: scalar, pointer depth and array dimensions.
///
/// The supported declarators are `T *..* name [d1]..[dn]` (an array of pointers when both are
/// present) and `T *..* (*..* name) [d1]..[dn]` (a pointer to an array, C99's
/// `double (*A)[N][N]`). Subscripting walks them outermost first: the pointers in parentheses
/// ([`Type::array_pointers`]), then the dimensions, then the pointers before the name
/// ([`Type::pointers`]). A parameter declared `double A[n][n][n]` keeps its three dimensions (C
/// adjusts it to `double (*A)[n][n]`; both have rank 3 and the same layout).
#[derive(Debug, Clone, PartialEq)]
pub struct Type {
    /// The scalar at the bottom of the type.
    pub scalar: Scalar,
    /// Number of `*` before the name, outside any parentheses: the pointers the elements are
    /// (`double *A[4]` is an array of 4 `double *`).
    pub pointers: u32,
    /// Number of `*` inside parentheses before the name: `double (*A)[N]` has 1, a pointer to
    /// the array `[N]` that [`Type::dims`] describe. Zero for every other declarator.
    pub array_pointers: u32,
    /// Array dimensions after the name (`a[3][4]`, or `(*a)[3][4]`), outermost first; `None`
    /// for `[]` and `[*]`.
    pub dims: Vec<Option<Expr>>,
    /// `const` on the scalar.
    pub is_const: bool,
    /// `static` storage.
    pub is_static: bool,
    /// The span of the specifiers.
    pub span: Span,
}

impl Type {
    /// Number of subscripts the type accepts (`double ***`, `double a[2][3][4]` and
    /// `double (*a)[3][4]` all give 3).
    pub fn rank(&self) -> u32 {
        self.array_pointers + self.pointers + self.dims.len() as u32
    }

    /// True if a value of this type is a pointer (not an array): `double *`, `double (*)[N]`.
    pub fn is_pointer(&self) -> bool {
        self.array_pointers > 0 || (self.pointers > 0 && self.dims.is_empty())
    }

    /// The extent each subscript runs over, outermost first, where the type gives it: `None`
    /// for a pointer level and for `[]`. `double (*A)[N][M]` gives `[None, N, M]`, `double
    /// A[n][n]` gives `[n, n]`, `double **A` gives `[None, None]`.
    pub fn extents(&self) -> Vec<Option<&Expr>> {
        let mut v: Vec<Option<&Expr>> = vec![None; self.array_pointers as usize];
        v.extend(self.dims.iter().map(|d| d.as_ref()));
        v.extend(std::iter::repeat_n(None, self.pointers as usize));
        v
    }

    /// The C spelling of the type declaring `name` (`""` for the abstract type of a cast or
    /// `sizeof`): `const double *p`, `double (*A)[N][N]`, `double (*)[N]`, `double[N][M]`.
    /// Dimensions are printed with `dim`. Qualifiers of the pointers (`restrict`, `* const`)
    /// are not kept in the type and are not printed.
    pub fn to_c_with(&self, name: &str, dim: &dyn Fn(&Expr) -> String) -> String {
        let mut s = String::new();
        if self.is_const {
            s.push_str("const ");
        }
        s.push_str(self.scalar.c_name());
        let d = self.declarator_c_with(name, dim);
        if !d.is_empty() && !d.starts_with('[') {
            s.push(' ');
        }
        s.push_str(&d);
        s
    }

    /// [`Type::to_c_with`] with dimensions printed by [`Expr::to_c`].
    pub fn to_c(&self, name: &str) -> String {
        self.to_c_with(name, &|e| e.to_c())
    }

    /// The declarator part alone (no specifiers): `*p`, `(*A)[N][N]`, `*[4]`.
    pub fn declarator_c_with(&self, name: &str, dim: &dyn Fn(&Expr) -> String) -> String {
        let mut s = "*".repeat(self.pointers as usize);
        if self.array_pointers > 0 {
            s.push('(');
            s.push_str(&"*".repeat(self.array_pointers as usize));
            s.push_str(name);
            s.push(')');
        } else {
            s.push_str(name);
        }
        for d in &self.dims {
            s.push('[');
            if let Some(e) = d {
                s.push_str(&dim(e));
            }
            s.push(']');
        }
        s
    }
}

/// One declared name.
#[derive(Debug, Clone, PartialEq)]
pub struct Declarator {
    /// The declared name (`None` for an abstract parameter such as `double *`).
    pub name: Option<Ident>,
    /// Its type.
    pub ty: Type,
    /// Initializer, if any.
    pub init: Option<Initializer>,
    /// The declarator with its initializer.
    pub span: Span,
    /// The declarator alone: pointers, name and dimensions, without the initializer (for a
    /// parameter, the whole parameter).
    pub decl_span: Span,
}

/// An initializer.
#[derive(Debug, Clone, PartialEq)]
pub enum Initializer {
    /// `= expr`
    Expr(Expr),
    /// `= { ... }`
    List {
        /// The elements in order (designators left out).
        items: Vec<Initializer>,
        /// From `{` to `}`.
        span: Span,
        /// Whether an element has a designator (`[2] = x`, `.f = x`): then `items` are not
        /// the elements in order, and only the source text says where each goes.
        designated: bool,
    },
}

/// A declaration statement: one or more declarators sharing specifiers.
#[derive(Debug, Clone, PartialEq)]
pub struct Declaration {
    /// Declared names.
    pub decls: Vec<Declarator>,
    /// Whole declaration including `;`.
    pub span: Span,
}

/// `{ ... }`
#[derive(Debug, Clone, PartialEq)]
pub struct Block {
    /// Statements in order.
    pub stmts: Vec<Stmt>,
    /// From `{` to `}`.
    pub span: Span,
}

/// Statement with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    /// What it is.
    pub kind: StmtKind,
    /// Where it is.
    pub span: Span,
}

/// Statement kinds.
#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    /// `{ ... }`
    Block(Block),
    /// A declaration.
    Decl(Declaration),
    /// `expr;`
    Expr(Expr),
    /// `if (c) a else b`
    If {
        /// Condition.
        cond: Expr,
        /// Then branch.
        then: Box<Stmt>,
        /// Else branch.
        els: Option<Box<Stmt>>,
    },
    /// `while (c) body`
    While {
        /// Condition.
        cond: Expr,
        /// Body.
        body: Box<Stmt>,
    },
    /// `do body while (c);`
    DoWhile {
        /// Body.
        body: Box<Stmt>,
        /// Condition.
        cond: Expr,
    },
    /// `for (init; cond; step) body`
    For(ForLoop),
    /// `return e;`
    Return(Option<Expr>),
    /// `break;`
    Break,
    /// `continue;`
    Continue,
    /// `;`
    Empty,
    /// A preprocessor line inside a function.
    Preproc,
    /// A Mint directive with the statement it governs.
    Mint(Box<MintStmt>),
    /// `switch (c) body` (host code only: a nest refuses it).
    Switch {
        /// The controlling expression.
        cond: Expr,
        /// Body.
        body: Box<Stmt>,
    },
    /// `case v: s`, `default: s` or `name: s` (host code only).
    Labeled {
        /// The label.
        label: Label,
        /// The statement it labels.
        stmt: Box<Stmt>,
    },
    /// `goto name;` (host code only).
    Goto(Ident),
}

/// The label of a labeled statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Label {
    /// `case v:`
    Case(Expr),
    /// `default:`
    Default,
    /// `name:`
    Name(Ident),
}

/// A `for` loop.
#[derive(Debug, Clone, PartialEq)]
pub struct ForLoop {
    /// Init clause.
    pub init: ForInit,
    /// Condition (absent means forever).
    pub cond: Option<Expr>,
    /// Step expression.
    pub step: Option<Expr>,
    /// Body.
    pub body: Box<Stmt>,
    /// The whole loop.
    pub span: Span,
}

/// The first clause of a `for`.
#[derive(Debug, Clone, PartialEq)]
pub enum ForInit {
    /// Nothing.
    None,
    /// `int i = 0`
    Decl(Declaration),
    /// `i = 0`
    Expr(Expr),
}

/// Expression with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where it is.
    pub span: Span,
}

/// Binary operators (not assignment).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitOr,
    BitXor,
    And,
    Or,
    /// C's comma operator (`a, b`: `a`, then the value of `b`); only at the top of a loop's
    /// init or step or of an expression statement (the parser builds it nowhere else).
    Comma,
}

impl BinOp {
    /// The C token.
    pub fn token(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Rem => "%",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            And => "&&",
            Or => "||",
            Comma => ",",
        }
    }

    /// True for + - * / on values (what a flop counter counts).
    pub fn is_arith(self) -> bool {
        matches!(self, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::Div)
    }
}

/// Prefix unary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[allow(missing_docs)]
pub enum UnOp {
    Neg,
    Plus,
    Not,
    BitNot,
    Deref,
    Addr,
    PreInc,
    PreDec,
}

impl UnOp {
    /// The C token.
    pub fn token(self) -> &'static str {
        match self {
            UnOp::Neg => "-",
            UnOp::Plus => "+",
            UnOp::Not => "!",
            UnOp::BitNot => "~",
            UnOp::Deref => "*",
            UnOp::Addr => "&",
            UnOp::PreInc => "++",
            UnOp::PreDec => "--",
        }
    }
}

/// Assignment operators; `None` is plain `=`, `Some(op)` is `op=`.
pub type AssignOp = Option<BinOp>;

/// Expression kinds.
#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    /// A name.
    Ident(String),
    /// Integer literal: value and the text as written.
    Int(i64, String),
    /// Floating literal: value and the text as written (suffix included).
    Float(f64, String),
    /// Character literal as written.
    Char(String),
    /// String literal as written (adjacent pieces included).
    Str(String),
    /// `( e )`
    Paren(Box<Expr>),
    /// `a op b`
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `op a`
    Unary(UnOp, Box<Expr>),
    /// `a++` (`true`) or `a--` (`false`)
    PostIncDec(bool, Box<Expr>),
    /// `a = b`, `a += b`, ...
    Assign(AssignOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b`
    Ternary(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `f(args)`
    Call(Box<Expr>, Vec<Expr>),
    /// `a[i]`
    Index(Box<Expr>, Box<Expr>),
    /// `a.f` (`false`) or `a->f` (`true`)
    Member(Box<Expr>, Ident, bool),
    /// `(T) e`
    Cast(Type, Box<Expr>),
    /// `sizeof(T)`
    SizeofType(Type),
    /// `sizeof e`
    SizeofExpr(Box<Expr>),
}

impl ForLoop {
    /// The variable the init sets: `i` of `for (int i = 0; ...)` or `for (i = 0; ...)`.
    pub fn var(&self) -> Option<&str> {
        match &self.init {
            ForInit::Decl(d) => d.decls.first()?.name.as_ref().map(|n| n.name.as_str()),
            ForInit::Expr(Expr {
                kind: ExprKind::Assign(None, l, _),
                ..
            }) => l.as_ident(),
            _ => None,
        }
    }
}

impl Stmt {
    /// The statements directly inside this one: a block's statements, an `if`'s branches, a
    /// loop's body, the statement a Mint directive governs.
    pub fn children(&self) -> Vec<&Stmt> {
        match &self.kind {
            StmtKind::Block(b) => b.stmts.iter().collect(),
            StmtKind::If { then, els, .. } => {
                std::iter::once(&**then).chain(els.as_deref()).collect()
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Labeled { stmt: body, .. } => vec![&**body],
            StmtKind::For(fl) => vec![&*fl.body],
            StmtKind::Mint(m) => m.body.iter().collect(),
            _ => Vec::new(),
        }
    }

    /// [`Stmt::children`], to change them.
    pub fn children_mut(&mut self) -> Vec<&mut Stmt> {
        match &mut self.kind {
            StmtKind::Block(b) => b.stmts.iter_mut().collect(),
            StmtKind::If { then, els, .. } => std::iter::once(&mut **then)
                .chain(els.as_deref_mut())
                .collect(),
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Labeled { stmt: body, .. } => vec![&mut **body],
            StmtKind::For(fl) => vec![&mut *fl.body],
            StmtKind::Mint(m) => m.body.iter_mut().collect(),
            _ => Vec::new(),
        }
    }

    /// Call `f` on this statement and every statement inside it, outermost first.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Stmt)) {
        f(self);
        for c in self.children() {
            c.walk(f);
        }
    }

    /// Call `f` on each expression of this statement itself, not of the statements inside it:
    /// an expression statement's or `return`'s, a declaration's initializers (lists element by
    /// element), a condition, a `for` loop's init, condition and step, a `case` value.
    pub fn for_each_own_expr<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        fn init<'a>(i: &'a Initializer, f: &mut dyn FnMut(&'a Expr)) {
            match i {
                Initializer::Expr(e) => f(e),
                Initializer::List { items, .. } => items.iter().for_each(|x| init(x, f)),
            }
        }
        let decl = |d: &'a Declaration, f: &mut dyn FnMut(&'a Expr)| {
            for dd in &d.decls {
                if let Some(i) = &dd.init {
                    init(i, f);
                }
            }
        };
        match &self.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => f(e),
            StmtKind::Decl(d) => decl(d, f),
            StmtKind::If { cond, .. }
            | StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. }
            | StmtKind::Switch { cond, .. } => f(cond),
            StmtKind::Labeled {
                label: Label::Case(v),
                ..
            } => f(v),
            StmtKind::For(fl) => {
                match &fl.init {
                    ForInit::Expr(e) => f(e),
                    ForInit::Decl(d) => decl(d, f),
                    ForInit::None => {}
                }
                fl.cond.iter().chain(&fl.step).for_each(f);
            }
            _ => {}
        }
    }

    /// Whether this statement or one inside it satisfies `f`.
    pub fn any(&self, f: &mut dyn FnMut(&Stmt) -> bool) -> bool {
        f(self) || self.children().into_iter().any(|c| c.any(f))
    }

    /// Every declarator of this statement and the statements inside it (`for` inits included),
    /// in order.
    pub fn declarators(&self) -> Vec<&Declarator> {
        let mut out = Vec::new();
        self.walk(&mut |s| match &s.kind {
            StmtKind::Decl(d) => out.extend(&d.decls),
            StmtKind::For(ForLoop {
                init: ForInit::Decl(d),
                ..
            }) => out.extend(&d.decls),
            _ => {}
        });
        out
    }
}

impl Expr {
    /// C text of the expression: literals as written, parentheses where the source had them,
    /// binary and assignment operators between single spaces. Parsing the text again gives the
    /// same tree (spans aside).
    pub fn to_c(&self) -> String {
        let mut s = String::new();
        self.write_c(&mut s);
        s
    }

    fn write_c(&self, out: &mut String) {
        match &self.kind {
            ExprKind::Ident(t)
            | ExprKind::Int(_, t)
            | ExprKind::Float(_, t)
            | ExprKind::Char(t)
            | ExprKind::Str(t) => out.push_str(t),
            ExprKind::Paren(a) => {
                out.push('(');
                a.write_c(out);
                out.push(')');
            }
            ExprKind::Binary(op, a, b) => {
                a.write_c(out);
                out.push(' ');
                out.push_str(op.token());
                out.push(' ');
                b.write_c(out);
            }
            ExprKind::Unary(op, a) => {
                let tok = op.token();
                out.push_str(tok);
                let inner = a.to_c();
                // `- -x`, `+ +x`, `& &x` must not fuse into one token.
                if inner.starts_with(tok.chars().last().unwrap_or(' ')) {
                    out.push(' ');
                }
                out.push_str(&inner);
            }
            ExprKind::PostIncDec(inc, a) => {
                a.write_c(out);
                out.push_str(if *inc { "++" } else { "--" });
            }
            ExprKind::Assign(op, a, b) => {
                a.write_c(out);
                out.push(' ');
                out.push_str(op.map_or("", |o| o.token()));
                out.push_str("= ");
                b.write_c(out);
            }
            ExprKind::Ternary(c, a, b) => {
                c.write_c(out);
                out.push_str(" ? ");
                a.write_c(out);
                out.push_str(" : ");
                b.write_c(out);
            }
            ExprKind::Call(f, args) => {
                f.write_c(out);
                out.push('(');
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    a.write_c(out);
                }
                out.push(')');
            }
            ExprKind::Index(a, i) => {
                a.write_c(out);
                out.push('[');
                i.write_c(out);
                out.push(']');
            }
            ExprKind::Member(a, f, arrow) => {
                a.write_c(out);
                out.push_str(if *arrow { "->" } else { "." });
                out.push_str(&f.name);
            }
            ExprKind::Cast(t, a) => {
                out.push('(');
                out.push_str(&t.to_c(""));
                out.push(')');
                a.write_c(out);
            }
            ExprKind::SizeofType(t) => {
                out.push_str("sizeof(");
                out.push_str(&t.to_c(""));
                out.push(')');
            }
            ExprKind::SizeofExpr(a) => {
                out.push_str("sizeof");
                if !matches!(a.kind, ExprKind::Paren(_)) {
                    out.push(' ');
                }
                a.write_c(out);
            }
        }
    }

    /// Structural equality modulo parentheses and spans (`(n+2)` equals `n + 2`; integer
    /// literals compare by value).
    pub fn same_as(&self, other: &Expr) -> bool {
        fn strip(e: &Expr) -> &Expr {
            match &e.kind {
                ExprKind::Paren(i) => strip(i),
                _ => e,
            }
        }
        let (a, b) = (strip(self), strip(other));
        use ExprKind::*;
        match (&a.kind, &b.kind) {
            (Int(x, _), Int(y, _)) => x == y,
            (Float(x, _), Float(y, _)) => x == y,
            (Ident(x), Ident(y)) | (Char(x), Char(y)) | (Str(x), Str(y)) => x == y,
            (Binary(o1, a1, b1), Binary(o2, a2, b2)) => {
                o1 == o2 && a1.same_as(a2) && b1.same_as(b2)
            }
            (Unary(o1, a1), Unary(o2, a2)) => o1 == o2 && a1.same_as(a2),
            (PostIncDec(i1, a1), PostIncDec(i2, a2)) => i1 == i2 && a1.same_as(a2),
            (Assign(o1, a1, b1), Assign(o2, a2, b2)) => {
                o1 == o2 && a1.same_as(a2) && b1.same_as(b2)
            }
            (Ternary(a1, b1, c1), Ternary(a2, b2, c2)) => {
                a1.same_as(a2) && b1.same_as(b2) && c1.same_as(c2)
            }
            (Call(f1, x1), Call(f2, x2)) => {
                f1.same_as(f2)
                    && x1.len() == x2.len()
                    && x1.iter().zip(x2).all(|(p, q)| p.same_as(q))
            }
            (Index(a1, b1), Index(a2, b2)) => a1.same_as(a2) && b1.same_as(b2),
            (Member(a1, f1, r1), Member(a2, f2, r2)) => {
                r1 == r2 && f1.name == f2.name && a1.same_as(a2)
            }
            (Cast(t1, a1), Cast(t2, a2)) => t1.to_c("") == t2.to_c("") && a1.same_as(a2),
            (SizeofType(t1), SizeofType(t2)) => t1.to_c("") == t2.to_c(""),
            (SizeofExpr(a1), SizeofExpr(a2)) => a1.same_as(a2),
            _ => false,
        }
    }

    /// The name if this is a plain identifier (parentheses looked through).
    pub fn as_ident(&self) -> Option<&str> {
        match &self.kind {
            ExprKind::Ident(n) => Some(n),
            ExprKind::Paren(e) => e.as_ident(),
            _ => None,
        }
    }

    /// If this is `a[i][j]...`, the base name and the subscripts outermost first.
    pub fn as_subscript(&self) -> Option<(&str, Vec<&Expr>, Span)> {
        let mut subs = Vec::new();
        let mut e = self;
        while let ExprKind::Index(base, idx) = &e.kind {
            subs.push(&**idx);
            e = base;
        }
        if subs.is_empty() {
            return None;
        }
        subs.reverse();
        match &e.kind {
            ExprKind::Ident(n) => Some((n, subs, e.span)),
            _ => None,
        }
    }

    /// Calls `f` on this expression and every sub-expression, parents first.
    pub fn walk<'a>(&'a self, f: &mut dyn FnMut(&'a Expr)) {
        f(self);
        for c in self.children() {
            c.walk(f);
        }
    }

    /// The direct sub-expressions, left to right (a call's callee, then its arguments).
    pub fn children(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Ident(_)
            | ExprKind::Int(..)
            | ExprKind::Float(..)
            | ExprKind::Char(_)
            | ExprKind::Str(_)
            | ExprKind::SizeofType(_) => Vec::new(),
            ExprKind::Paren(a)
            | ExprKind::Unary(_, a)
            | ExprKind::PostIncDec(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::SizeofExpr(a)
            | ExprKind::Member(a, _, _) => vec![a],
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
                vec![a, b]
            }
            ExprKind::Ternary(a, b, c) => vec![a, b, c],
            ExprKind::Call(c, args) => std::iter::once(&**c).chain(args).collect(),
        }
    }
}

/// A Mint directive and the statement it governs.
#[derive(Debug, Clone, PartialEq)]
pub struct MintStmt {
    /// The directive.
    pub directive: Directive,
    /// The span of the `#pragma mint ...` line.
    pub pragma_span: Span,
    /// The governed statement (`parallel`/`single`: a block; `for`: a `for` loop).
    pub body: Option<Stmt>,
}

/// The five Mint directives.
#[derive(Debug, Clone, PartialEq)]
pub enum Directive {
    /// `#pragma mint parallel [clauses]`
    Parallel(DataClauses),
    /// `#pragma mint for [clauses]`
    For(ForClauses),
    /// `#pragma mint single`
    Single,
    /// `#pragma mint barrier`
    Barrier,
    /// `#pragma mint copy(array, dir, sizes...)`
    Copy(CopyDirective),
}

impl Directive {
    /// The directive's keyword.
    pub fn name(&self) -> &'static str {
        match self {
            Directive::Parallel(_) => "parallel",
            Directive::For(_) => "for",
            Directive::Single => "single",
            Directive::Barrier => "barrier",
            Directive::Copy(_) => "copy",
        }
    }
}

/// Data-sharing clauses (`default`, `shared`, `private`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DataClauses {
    /// `default(shared|none)`
    pub default: Option<Ident>,
    /// `shared(list)`
    pub shared: Vec<Ident>,
    /// `private(list)` and `firstprivate(list)`
    pub private: Vec<Ident>,
}

/// `nest(N|all)`
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NestClause {
    /// `nest(N)`
    Depth(i64),
    /// `nest(all)`
    All,
}

/// A clause value with the span it was written at.
#[derive(Debug, Clone, PartialEq)]
pub struct Spanned<T> {
    /// The value.
    pub value: T,
    /// Where it was written.
    pub span: Span,
}

/// Reduction operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// `+`
    Add,
    /// `*`
    Mul,
    /// `max`
    Max,
    /// `min`
    Min,
}

impl ReduceOp {
    /// The clause spelling.
    pub fn token(self) -> &'static str {
        match self {
            ReduceOp::Add => "+",
            ReduceOp::Mul => "*",
            ReduceOp::Max => "max",
            ReduceOp::Min => "min",
        }
    }
}

/// `reduction(op: vars)`
#[derive(Debug, Clone, PartialEq)]
pub struct Reduction {
    /// The operator.
    pub op: ReduceOp,
    /// The reduced variables.
    pub vars: Vec<Ident>,
    /// The clause.
    pub span: Span,
}

/// Clauses of `mint for`: the schedule, kept apart from the loop nest.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ForClauses {
    /// `nest(...)`
    pub nest: Option<Spanned<NestClause>>,
    /// `tile(tx, ty, tz)`, as written (validated later).
    pub tile: Option<Spanned<Vec<i64>>>,
    /// `chunksize(cx, cy, cz)`, as written (validated later).
    pub chunk: Option<Spanned<Vec<i64>>>,
    /// `nowait`
    pub nowait: bool,
    /// `reduction(...)` clauses.
    pub reductions: Vec<Reduction>,
    /// Data clauses on the loop.
    pub data: DataClauses,
}

/// Direction of a `copy`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyDir {
    /// `toDevice`
    ToDevice,
    /// `fromDevice`
    FromDevice,
}

/// `copy(array, dir, sizes...)`
#[derive(Debug, Clone, PartialEq)]
pub struct CopyDirective {
    /// The host array.
    pub array: Ident,
    /// The direction.
    pub dir: CopyDir,
    /// Sizes, fastest-varying first.
    pub sizes: Vec<Expr>,
}
