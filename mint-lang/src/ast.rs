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
            Scalar::Named(n) => n,
        }
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
                "int64_t" | "uint64_t" | "size_t" | "ptrdiff_t" => 8,
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
#[derive(Debug, Clone, PartialEq)]
pub struct Type {
    /// The scalar at the bottom of the type.
    pub scalar: Scalar,
    /// Number of `*`.
    pub pointers: u32,
    /// Array dimensions after the name (`a[3][4]`), outermost first; `None` for `[]`.
    pub dims: Vec<Option<Expr>>,
    /// `const` on the scalar.
    pub is_const: bool,
    /// `static` storage.
    pub is_static: bool,
    /// The span of the specifiers.
    pub span: Span,
}

impl Type {
    /// Number of subscripts the type accepts (`double ***` and `double a[2][3][4]` both give 3).
    pub fn rank(&self) -> u32 {
        self.pointers + self.dims.len() as u32
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
}

/// An initializer.
#[derive(Debug, Clone, PartialEq)]
pub enum Initializer {
    /// `= expr`
    Expr(Expr),
    /// `= { ... }`
    List(Vec<Initializer>, Span),
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

impl Expr {
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
        match &self.kind {
            ExprKind::Ident(_)
            | ExprKind::Int(..)
            | ExprKind::Float(..)
            | ExprKind::Char(_)
            | ExprKind::Str(_)
            | ExprKind::SizeofType(_) => {}
            ExprKind::Paren(a)
            | ExprKind::Unary(_, a)
            | ExprKind::PostIncDec(_, a)
            | ExprKind::Cast(_, a)
            | ExprKind::SizeofExpr(a)
            | ExprKind::Member(a, _, _) => a.walk(f),
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
                a.walk(f);
                b.walk(f);
            }
            ExprKind::Ternary(a, b, c) => {
                a.walk(f);
                b.walk(f);
                c.walk(f);
            }
            ExprKind::Call(c, args) => {
                c.walk(f);
                for a in args {
                    a.walk(f);
                }
            }
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
