//! Parsing: source text to [`TranslationUnit`].
//!
//! The pest grammar (`grammar.pest`) recognises the C subset; this module builds the typed AST,
//! parses each `#pragma mint` line with the grammar's `directive` rule, and attaches each directive
//! to the statement it governs. All failures are [`Diagnostic`]s with spans; hostile input (deep
//! nesting, huge literals, binary bytes) is refused with a diagnostic before it can exhaust the stack.

use crate::ast::*;
use crate::diagnostic::Diagnostic;
use crate::span::Span;
use pest::iterators::{Pair, Pairs};
use pest::pratt_parser::{Assoc, Op, PrattParser};
use pest::Parser;
use std::iter::Peekable;
use std::sync::OnceLock;

use grammar::{CParser, Rule};

mod syntax;
pub use syntax::c_words;
mod typedefs;
use std::collections::HashMap;
pub use syntax::MAX_DEPTH;

mod grammar {
    #![allow(missing_docs)]
    use pest_derive::Parser;

    #[derive(Parser)]
    #[grammar = "grammar.pest"]
    pub(super) struct CParser;
}

/// Deepest bracket nesting accepted; deeper input is refused before parsing.
pub const MAX_NESTING: usize = 200;

type R<T> = Result<T, Diagnostic>;

/// Parse a whole C file.
pub fn parse(src: &str) -> Result<TranslationUnit, Vec<Diagnostic>> {
    if let Some(d) = check_nesting(src) {
        return Err(vec![d]);
    }
    if let Some(pos) = src.find('\0') {
        return Err(vec![Diagnostic::error(
            "the file contains a NUL byte; is it a binary file?",
        )
        .with_span(Span::new(pos, pos + 1), "NUL byte here")]);
    }
    if src.contains('\r') && !src.contains('\n') {
        return Err(vec![Diagnostic::error(
            "the file uses carriage returns alone as line endings (classic Mac OS)",
        )
        .with_span(Span::new(0, 0), "the whole file is one line")
        .with_note("convert the file to LF or CRLF line endings")]);
    }
    let marked = typedefs::mark(src);
    let pairs = CParser::parse(Rule::translation_unit, &marked)
        .map_err(|e| vec![syntax::syntax_error(src, &marked, e)])?;
    if let Some(d) = syntax::check_depth(pairs.clone()) {
        return Err(vec![d]);
    }
    let mut b = Builder {
        errors: Vec::new(),
        enum_constants: Vec::new(),
        structs: Vec::new(),
        td: Typedefs {
            src,
            types: HashMap::new(),
        },
    };
    let tu = pairs.into_iter().next().map(|p| b.translation_unit(p));
    match tu {
        Some(tu) if b.errors.is_empty() => Ok(tu),
        _ => Err(b.errors),
    }
}

/// Refuse input whose brackets nest deeper than [`MAX_NESTING`] (the parser is recursive).
fn check_nesting(src: &str) -> Option<Diagnostic> {
    let mut depth = 0usize;
    for (i, c) in src.char_indices() {
        match c {
            '(' | '[' | '{' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return Some(
                        Diagnostic::error(format!(
                            "brackets nest deeper than {MAX_NESTING} levels"
                        ))
                        .with_span(Span::new(i, i + 1), "too deep here"),
                    );
                }
            }
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

fn pratt() -> &'static PrattParser<Rule> {
    static P: OnceLock<PrattParser<Rule>> = OnceLock::new();
    P.get_or_init(|| {
        PrattParser::new()
            .op(Op::infix(Rule::assign_op, Assoc::Right))
            .op(Op::infix(Rule::ternary, Assoc::Right))
            .op(Op::infix(Rule::or_op, Assoc::Left))
            .op(Op::infix(Rule::and_op, Assoc::Left))
            .op(Op::infix(Rule::bitor, Assoc::Left))
            .op(Op::infix(Rule::bitxor, Assoc::Left))
            .op(Op::infix(Rule::bitand, Assoc::Left))
            .op(Op::infix(Rule::eq, Assoc::Left) | Op::infix(Rule::ne, Assoc::Left))
            .op(Op::infix(Rule::lt, Assoc::Left)
                | Op::infix(Rule::gt, Assoc::Left)
                | Op::infix(Rule::le, Assoc::Left)
                | Op::infix(Rule::ge, Assoc::Left))
            .op(Op::infix(Rule::shl, Assoc::Left) | Op::infix(Rule::shr, Assoc::Left))
            .op(Op::infix(Rule::add, Assoc::Left) | Op::infix(Rule::sub, Assoc::Left))
            .op(Op::infix(Rule::mul, Assoc::Left)
                | Op::infix(Rule::div, Assoc::Left)
                | Op::infix(Rule::rem, Assoc::Left))
            .op(Op::prefix(Rule::cast)
                | Op::prefix(Rule::pre_inc)
                | Op::prefix(Rule::pre_dec)
                | Op::prefix(Rule::sizeof_op)
                | Op::prefix(Rule::neg)
                | Op::prefix(Rule::plus)
                | Op::prefix(Rule::not)
                | Op::prefix(Rule::bitnot)
                | Op::prefix(Rule::deref)
                | Op::prefix(Rule::addr))
    })
}

struct Builder<'s> {
    errors: Vec<Diagnostic>,
    /// Constants of an `enum { ... }` in the specifiers being read, for the declaration (or
    /// typedef) that holds them.
    enum_constants: Vec<Declarator>,
    /// The struct and union definitions read so far.
    structs: Vec<StructDef>,
    td: Typedefs<'s>,
}

/// The typedef names declared so far and their types (always of an arithmetic scalar, possibly
/// behind pointers), read by name from the unmarked source.
struct Typedefs<'s> {
    src: &'s str,
    types: HashMap<String, Type>,
}

impl Typedefs<'_> {
    /// The type a (marked) `typedef_name` pair names.
    fn lookup(&self, p: &Pair<'_, Rule>) -> R<Type> {
        let span = sp(p);
        let name = self.src.get(span.range()).unwrap_or("");
        self.types.get(name).cloned().ok_or_else(|| {
            Diagnostic::error(format!("`{name}` is not a type mint understands"))
                .with_span(span, "its typedef was refused")
        })
    }
}

/// The type of a declaration's specifiers (`static const double`, `real`): the words of a
/// built-in type, or one typedef name with qualifiers and storage classes.
fn specs_type(p: Pair<'_, Rule>, td: &Typedefs) -> R<Type> {
    let span = sp(&p);
    let mut words: Vec<&str> = Vec::new();
    let mut is_const = false;
    let mut is_static = false;
    let mut named: Option<Type> = None;
    let mut tagged: Option<String> = None;
    for w in p.into_inner() {
        match w.as_rule() {
            Rule::qualifier => is_const |= w.as_str() == "const",
            Rule::storage => is_static |= w.as_str() == "static",
            Rule::base_word => words.push(w.as_str()),
            Rule::enum_spec => words.push("int"),
            Rule::struct_spec if tagged.is_none() && words.is_empty() && named.is_none() => {
                // `struct point`, `union u`, or an untagged `struct { ... }`: kept by name.
                let at = w.as_span().start();
                let mut it = w.into_inner();
                let kw = it.next().expect("struct keyword").as_str().to_string();
                let tag = it
                    .next()
                    .filter(|t| t.as_rule() != Rule::struct_body)
                    .map(|t| td.src[t.as_span().start()..t.as_span().end()].to_string());
                tagged = Some(match tag {
                    Some(t) => format!("{kw} {t}"),
                    None => format!("{kw} <untagged at {at}>"),
                });
            }
            Rule::struct_spec => {
                return Err(Diagnostic::error(
                    "a struct or union cannot be combined with another type in one declaration",
                )
                .with_span(span, "two types here"))
            }
            Rule::typedef_name if named.is_none() && words.is_empty() => {
                named = Some(td.lookup(&w)?)
            }
            Rule::typedef_name => {
                return Err(Diagnostic::error(
                    "a typedef name cannot be combined with another type in one declaration",
                )
                .with_span(span, "two types here"))
            }
            r => unreachable!("decl spec {r:?}"),
        }
    }
    let plain = |scalar| Type {
        scalar,
        pointers: 0,
        array_pointers: 0,
        dims: vec![],
        is_const,
        is_static,
        span,
    };
    if let Some(name) = tagged {
        if !words.is_empty() || named.is_some() {
            return Err(Diagnostic::error(
                "a struct or union cannot be combined with another type in one declaration",
            )
            .with_span(span, "two types here"));
        }
        return Ok(plain(Scalar::Named(name)));
    }
    if let Some(mut ty) = named {
        if !words.is_empty() {
            return Err(Diagnostic::error(
                "a typedef name cannot be combined with another type in one declaration",
            )
            .with_span(span, "two types here"));
        }
        // `const` of a pointer typedef qualifies the pointer, not the scalar it points to.
        ty.is_const |= is_const && ty.pointers == 0;
        ty.is_static = is_static;
        ty.span = span;
        return Ok(ty);
    }
    let scalar = scalar_of(&words).ok_or_else(|| {
        Diagnostic::error(format!(
            "`{}` is not a type mint understands",
            words.join(" ")
        ))
        .with_span(span, "unknown type")
    })?;
    Ok(plain(scalar))
}

fn sp(p: &Pair<'_, Rule>) -> Span {
    Span::from_pest(p.as_span(), 0)
}

impl Builder<'_> {
    fn translation_unit(&mut self, p: Pair<'_, Rule>) -> TranslationUnit {
        let mut items = Vec::new();
        for p in p.into_inner() {
            let span = sp(&p);
            match p.as_rule() {
                Rule::pp_line => items.push(Item::Preproc(span)),
                Rule::function => match self.function(p) {
                    Ok(f) => items.push(Item::Function(f)),
                    Err(d) => self.errors.push(d),
                },
                Rule::declaration => match self.declaration(p) {
                    Ok(d) => items.push(Item::Declaration(d)),
                    Err(d) => self.errors.push(d),
                },
                // The host code keeps the typedef (it is the user's text); every later use of
                // the name was resolved to its type while parsing.
                Rule::typedef_decl => match self.typedef_decl(p) {
                    Ok(Some(d)) => items.push(Item::Declaration(d)),
                    Ok(None) => {}
                    Err(d) => self.errors.push(d),
                },
                Rule::mint_pragma => self.errors.push(
                    Diagnostic::error("a `#pragma mint` directive must be inside a function")
                        .with_span(span, "outside any function"),
                ),
                Rule::EOI => {}
                r => unreachable!("unexpected top-level rule {r:?}"),
            }
        }
        TranslationUnit {
            items,
            structs: std::mem::take(&mut self.structs),
        }
    }

    fn function(&mut self, p: Pair<'_, Rule>) -> R<Function> {
        let span = sp(&p);
        let mut it = p.into_inner().peekable();
        let specs = it.next().expect("decl_specs");
        let mut ret = self.decl_specs(specs)?;
        while it.peek().map(|p| p.as_rule()) == Some(Rule::pointer) {
            it.next();
            ret.pointers += 1;
        }
        let name = ident(it.next().expect("ident"));
        let params_pair = it.next().expect("params");
        let mut params = Vec::new();
        for pp in params_pair.into_inner() {
            match pp.as_rule() {
                Rule::param => {
                    let span = sp(&pp);
                    let mut pi = pp.into_inner();
                    let ty = self.decl_specs(pi.next().expect("specs"))?;
                    let d = pi.next().expect("declarator");
                    let (name, ty) = match d.as_rule() {
                        Rule::declarator => {
                            let (n, t) = self.declarator(d, ty)?;
                            (Some(n), t)
                        }
                        _ => (None, abstract_declarator(d, ty, &self.td)?),
                    };
                    params.push(Declarator {
                        name,
                        ty,
                        init: None,
                        span,
                        decl_span: span,
                    });
                }
                Rule::void_params | Rule::varargs => {}
                r => unreachable!("param rule {r:?}"),
            }
        }
        let body = match it.next() {
            Some(b) if b.as_rule() == Rule::block => Some(self.block(b)?),
            _ => None,
        };
        Ok(Function {
            name,
            ret,
            params,
            body,
            span,
        })
    }

    fn decl_specs(&mut self, p: Pair<'_, Rule>) -> R<Type> {
        // Each specifier list queues its own constants (one in a cast or a parameter is dropped).
        self.enum_constants.clear();
        for w in p.clone().into_inner() {
            match w.as_rule() {
                Rule::enum_spec => self.enumerators(w)?,
                Rule::struct_spec => self.struct_def(w)?,
                _ => {}
            }
        }
        specs_type(p, &self.td)
    }

    /// Record the members of a `struct`/`union` specifier that has a body.
    fn struct_def(&mut self, p: Pair<'_, Rule>) -> R<()> {
        let at = p.as_span().start();
        let mut it = p.into_inner();
        let kw = it.next().expect("struct keyword").as_str().to_string();
        let mut name = format!("{kw} <untagged at {at}>");
        for w in it {
            match w.as_rule() {
                Rule::ident | Rule::typedef_name => {
                    name = format!(
                        "{kw} {}",
                        &self.td.src[w.as_span().start()..w.as_span().end()]
                    )
                }
                Rule::struct_body => {
                    let pending = std::mem::take(&mut self.enum_constants);
                    let mut fields = Vec::new();
                    for m in w.into_inner() {
                        let mut mi = m.into_inner();
                        let base = self.decl_specs(mi.next().expect("member specifiers"))?;
                        for d in mi {
                            if let Some(dp) =
                                d.into_inner().find(|x| x.as_rule() == Rule::declarator)
                            {
                                let (id, ty) = self.declarator(dp, base.clone())?;
                                fields.push((id.name, ty));
                            }
                        }
                    }
                    self.enum_constants = pending;
                    self.structs.push(StructDef {
                        name: name.clone(),
                        fields,
                    });
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The constants of an `enum { ... }` as `const int` declarators, queued in
    /// `enum_constants` for the declaration being built: `A = e` is `e`, a constant without `=`
    /// is one more than the one before (`0` for the first).
    fn enumerators(&mut self, p: Pair<'_, Rule>) -> R<()> {
        let Some(body) = p.into_inner().find(|w| w.as_rule() == Rule::enum_body) else {
            return Ok(());
        };
        let mut prev: Option<Expr> = None;
        for e in body.into_inner() {
            let espan = sp(&e);
            let mut it = e.into_inner();
            let id = it.next().expect("enumerator name");
            let name = Ident {
                name: id.as_str().to_string(),
                span: sp(&id),
            };
            let value = match it.next() {
                Some(x) => self.expr(x)?,
                None => {
                    let at = name.span;
                    let lit = |v: i64| Expr {
                        kind: ExprKind::Int(v, v.to_string()),
                        span: at,
                    };
                    match prev.take() {
                        None => lit(0),
                        Some(Expr {
                            kind: ExprKind::Int(v, _),
                            ..
                        }) => lit(v + 1),
                        Some(p) => Expr {
                            kind: ExprKind::Binary(
                                BinOp::Add,
                                Box::new(Expr {
                                    kind: ExprKind::Paren(Box::new(p)),
                                    span: at,
                                }),
                                Box::new(lit(1)),
                            ),
                            span: at,
                        },
                    }
                }
            };
            prev = Some(value.clone());
            self.enum_constants.push(Declarator {
                name: Some(name.clone()),
                ty: Type {
                    scalar: Scalar::Int,
                    pointers: 0,
                    array_pointers: 0,
                    dims: vec![],
                    is_const: true,
                    is_static: true,
                    span: name.span,
                },
                init: Some(Initializer::Expr(value)),
                span: espan,
                decl_span: name.span,
            });
        }
        Ok(())
    }

    /// `typedef <specifiers> <declarators>;`: each name becomes its type for the rest of the
    /// file: arithmetic types, pointers to them, arrays of them and pointers to arrays (a
    /// declarator that uses an array typedef is read around it: [`Own::apply`]).
    fn typedef_decl(&mut self, p: Pair<'_, Rule>) -> R<Option<Declaration>> {
        let span = sp(&p);
        let mut it = p.into_inner();
        let _kw = it.next().expect("typedef");
        let base = self.decl_specs(it.next().expect("specs"))?;
        for d in it {
            let dspan = sp(&d);
            let (name, ty) = self.declarator(d, base.clone())?;
            if ty.scalar == Scalar::Void && ty.pointers == 0 {
                return Err(Diagnostic::error(format!(
                    "typedef `{}` names `void`, which mint does not support",
                    name.name
                ))
                .with_span(dspan, "void typedef"));
            }
            self.td.types.insert(name.name, ty);
        }
        // `typedef enum { A, B } kind;` declares the constants too.
        let consts = std::mem::take(&mut self.enum_constants);
        Ok((!consts.is_empty()).then_some(Declaration {
            decls: consts,
            span,
        }))
    }

    fn declarator(&mut self, p: Pair<'_, Rule>, base: Type) -> R<(Ident, Type)> {
        let span = sp(&p);
        let mut name = None;
        let mut own = Own::default();
        for d in p.into_inner() {
            match d.as_rule() {
                Rule::pointer => own.pointers += 1,
                Rule::ident => name = Some(ident(d)),
                Rule::paren_declarator => {
                    for q in d.into_inner() {
                        match q.as_rule() {
                            Rule::pointer => own.array_pointers += 1,
                            Rule::ident => name = Some(ident(q)),
                            r => unreachable!("paren declarator {r:?}"),
                        }
                    }
                }
                Rule::array_suffix => own.dims.push(array_suffix(d, &self.td)?),
                r => unreachable!("declarator {r:?}"),
            }
        }
        Ok((name.expect("declarator has a name"), own.apply(base, span)?))
    }

    fn declaration(&mut self, p: Pair<'_, Rule>) -> R<Declaration> {
        let span = sp(&p);
        let mut it = p.into_inner();
        let base = self.decl_specs(it.next().expect("specs"))?;
        let mut decls = std::mem::take(&mut self.enum_constants);
        for id in it {
            let dspan = sp(&id);
            let mut ii = id.into_inner();
            let dp = ii.next().expect("declarator");
            let decl_span = sp(&dp);
            let (name, ty) = self.declarator(dp, base.clone())?;
            let init = ii.next().map(|i| self.initializer(i)).transpose()?;
            decls.push(Declarator {
                name: Some(name),
                ty,
                init,
                span: dspan,
                decl_span,
            });
        }
        Ok(Declaration { decls, span })
    }

    fn initializer(&mut self, p: Pair<'_, Rule>) -> R<Initializer> {
        let inner = p.into_inner().next().expect("initializer body");
        match inner.as_rule() {
            Rule::expr => Ok(Initializer::Expr(self.expr(inner)?)),
            Rule::init_list => {
                let span = sp(&inner);
                // Designators (`[0] =`, `.x =`) stay in the source text only.
                let mut designated = false;
                let items = inner
                    .into_inner()
                    .filter(|i| {
                        let d = i.as_rule() == Rule::designation;
                        designated |= d;
                        !d
                    })
                    .map(|i| self.initializer(i))
                    .collect::<R<Vec<_>>>()?;
                Ok(Initializer::List {
                    items,
                    span,
                    designated,
                })
            }
            r => unreachable!("initializer {r:?}"),
        }
    }

    fn block(&mut self, p: Pair<'_, Rule>) -> R<Block> {
        let span = sp(&p);
        let stmts = self.stmt_list(p.into_inner())?;
        Ok(Block { stmts, span })
    }

    /// Whether the preprocessor line at `span` is a `#pragma` (never a `#pragma mint`: those are
    /// their own rule).
    fn is_foreign_pragma(&self, span: Span) -> bool {
        self.td
            .src
            .get(span.start as usize..span.end as usize)
            .is_some_and(is_pragma)
    }

    /// Statements of a block, with each Mint directive attached to the statement it governs.
    fn stmt_list(&mut self, pairs: Pairs<'_, Rule>) -> R<Vec<Stmt>> {
        let mut out = Vec::new();
        let mut it = pairs.peekable();
        while let Some(p) = it.next() {
            let s = if p.as_rule() == Rule::mint_pragma {
                self.directive_stmt(p, &mut it, &mut out)?
            } else if let Some(s) = self.labeled_directive(p.clone(), &mut it)? {
                s
            } else {
                self.stmt(p)?
            };
            out.push(s);
        }
        Ok(out)
    }

    /// `case 1:`, `default:` or `name:` (possibly several) directly before a Mint directive: the
    /// label statement around the directive and what it governs, which are the block's next
    /// items (C labels the statement after the pragma line). `None` for any other statement.
    fn labeled_directive(
        &mut self,
        p: Pair<'_, Rule>,
        it: &mut Peekable<Pairs<'_, Rule>>,
    ) -> R<Option<Stmt>> {
        let rule = p.as_rule();
        if !matches!(
            rule,
            Rule::case_stmt | Rule::default_stmt | Rule::labeled_stmt
        ) {
            return Ok(None);
        }
        let start = sp(&p).start;
        let mut inner = p.clone().into_inner();
        let first = inner.next().expect("label");
        let label_value = if rule == Rule::case_stmt {
            inner.next()
        } else {
            None
        };
        let labeled = inner.next().expect("labeled statement");
        let stmt = if labeled.as_rule() == Rule::mint_pragma {
            // Foreign pragmas before the label are not next to the directive: none to drop.
            self.directive_stmt(labeled, it, &mut Vec::new())?
        } else {
            match self.labeled_directive(labeled, it)? {
                Some(s) => s,
                None => return Ok(None),
            }
        };
        let label = match rule {
            Rule::case_stmt => Label::Case(self.expr(label_value.expect("case value"))?),
            Rule::default_stmt => Label::Default,
            _ => Label::Name(ident(first)),
        };
        let span = Span {
            start,
            end: stmt.span.end,
        };
        Ok(Some(Stmt {
            kind: StmtKind::Labeled {
                label,
                stmt: Box::new(stmt),
            },
            span,
        }))
    }

    /// A Mint directive (`p`) with the statement it governs, the block's next item (`it`);
    /// foreign pragmas right before it (the end of `out`) or between them are dropped.
    fn directive_stmt(
        &mut self,
        p: Pair<'_, Rule>,
        it: &mut Peekable<Pairs<'_, Rule>>,
        out: &mut Vec<Stmt>,
    ) -> R<Stmt> {
        let pragma_span = sp(&p);
        let directive = self.directive(p.as_str(), pragma_span.start as usize)?;
        let needs = match &directive {
            Directive::For(_) => Some("a `for` loop"),
            Directive::Parallel(_) | Directive::Single => Some("a `{ ... }` block"),
            _ => None,
        };
        let mut body = None;
        // Where the statement starts: at the first foreign pragma dropped before it.
        let mut first_span = pragma_span;
        if let Some(what) = needs {
            // Other pragmas next to the directive (`#pragma omp parallel for`, `#pragma
            // GCC ivdep`, ...) are the program's own annotations for its CPU build; the
            // governed statement becomes a kernel, so they have nothing left to govern and
            // are dropped, before the directive and between it and its statement. Any
            // other preprocessor line there is an error.
            if matches!(directive, Directive::For(_)) {
                while out.last().is_some_and(|s: &Stmt| {
                    matches!(s.kind, StmtKind::Preproc) && self.is_foreign_pragma(s.span)
                }) {
                    first_span = out.pop().expect("checked").span;
                }
            }
            while it
                .peek()
                .is_some_and(|n| n.as_rule() == Rule::pp_line && is_pragma(n.as_str()))
            {
                it.next();
            }
            let next = match it.next() {
                Some(n) if n.as_rule() != Rule::mint_pragma && n.as_rule() != Rule::pp_line => {
                    self.stmt(n)?
                }
                _ => {
                    return Err(Diagnostic::error(format!(
                        "`#pragma mint {}` must be followed by {what}",
                        directive.name()
                    ))
                    .with_span(pragma_span, "nothing for this directive to govern"))
                }
            };
            // `single` governs one statement as OpenMP's does (`SWAP(u, v);`, a macro's
            // `do { ... } while (0)`): it stands for the block holding it.
            let next = match (&directive, &next.kind) {
                (Directive::Single, StmtKind::Expr(_) | StmtKind::DoWhile { .. }) => Stmt {
                    span: next.span,
                    kind: StmtKind::Block(Block {
                        span: next.span,
                        stmts: vec![next],
                    }),
                },
                _ => next,
            };
            let ok = matches!(
                (&directive, &next.kind),
                (Directive::For(_), StmtKind::For(_))
                    | (
                        Directive::Parallel(_) | Directive::Single,
                        StmtKind::Block(_)
                    )
            );
            if !ok {
                return Err(Diagnostic::error(format!(
                    "`#pragma mint {}` must be followed by {what}",
                    directive.name()
                ))
                .with_span(next.span, format!("expected {what} here"))
                .with_span(pragma_span, "directive"));
            }
            body = Some(next);
        }
        let span = body
            .as_ref()
            .map_or(pragma_span, |b| first_span.join(b.span));
        Ok(Stmt {
            kind: StmtKind::Mint(Box::new(MintStmt {
                directive,
                pragma_span,
                body,
            })),
            span,
        })
    }

    fn stmt(&mut self, p: Pair<'_, Rule>) -> R<Stmt> {
        let span = sp(&p);
        let kind = match p.as_rule() {
            Rule::block => StmtKind::Block(self.block(p)?),
            Rule::declaration => StmtKind::Decl(self.declaration(p)?),
            Rule::typedef_decl => match self.typedef_decl(p)? {
                Some(d) => StmtKind::Decl(d),
                None => StmtKind::Empty,
            },
            Rule::expr_stmt => {
                StmtKind::Expr(self.comma_list(p.into_inner().next().expect("comma_list"))?)
            }
            Rule::empty_stmt => StmtKind::Empty,
            Rule::pp_line => StmtKind::Preproc,
            Rule::break_stmt => StmtKind::Break,
            Rule::continue_stmt => StmtKind::Continue,
            Rule::return_stmt => {
                StmtKind::Return(p.into_inner().next().map(|e| self.expr(e)).transpose()?)
            }
            Rule::if_stmt => {
                let mut it = p.into_inner();
                let cond = self.expr(it.next().expect("cond"))?;
                let then = Box::new(self.stmt(it.next().expect("then"))?);
                let els = it.next().map(|e| self.stmt(e).map(Box::new)).transpose()?;
                StmtKind::If { cond, then, els }
            }
            Rule::while_stmt => {
                let mut it = p.into_inner();
                let cond = self.expr(it.next().expect("cond"))?;
                let body = Box::new(self.stmt(it.next().expect("body"))?);
                StmtKind::While { cond, body }
            }
            Rule::do_stmt => {
                let mut it = p.into_inner();
                let body = Box::new(self.stmt(it.next().expect("body"))?);
                let cond = self.expr(it.next().expect("cond"))?;
                StmtKind::DoWhile { body, cond }
            }
            Rule::for_stmt => {
                let mut it = p.into_inner();
                let init_p = it.next().expect("for_init");
                let init = match init_p.into_inner().next() {
                    None => ForInit::None,
                    Some(i) if i.as_rule() == Rule::declaration => {
                        ForInit::Decl(self.declaration(i)?)
                    }
                    Some(i) => ForInit::Expr(self.comma_list(i)?),
                };
                let cond = it
                    .next()
                    .expect("cond")
                    .into_inner()
                    .next()
                    .map(|e| self.expr(e))
                    .transpose()?;
                let step = it
                    .next()
                    .expect("step")
                    .into_inner()
                    .next()
                    .map(|e| self.comma_list(e))
                    .transpose()?;
                let body = it.next().expect("body");
                if body.as_rule() == Rule::mint_pragma {
                    return Err(Diagnostic::error(
                        "a `#pragma mint` directive cannot be the body of a loop",
                    )
                    .with_span(sp(&body), "put it inside `{ }`"));
                }
                let body = Box::new(self.stmt(body)?);
                StmtKind::For(ForLoop {
                    init,
                    cond,
                    step,
                    body,
                    span,
                })
            }
            Rule::switch_stmt => {
                let mut it = p.into_inner();
                let _kw = it.next();
                let cond = self.expr(it.next().expect("switch condition"))?;
                let body = Box::new(self.stmt(it.next().expect("switch body"))?);
                StmtKind::Switch { cond, body }
            }
            Rule::case_stmt | Rule::default_stmt | Rule::labeled_stmt => {
                let rule = p.as_rule();
                let mut it = p.into_inner();
                let first = it.next().expect("label");
                let label = match rule {
                    Rule::case_stmt => Label::Case(self.expr(it.next().expect("case value"))?),
                    Rule::default_stmt => Label::Default,
                    _ => Label::Name(ident(first)),
                };
                let stmt = Box::new(self.stmt(it.next().expect("labeled statement"))?);
                StmtKind::Labeled { label, stmt }
            }
            Rule::goto_stmt => {
                let mut it = p.into_inner();
                let _kw = it.next();
                StmtKind::Goto(ident(it.next().expect("goto label")))
            }
            Rule::mint_pragma => {
                return Err(
                    Diagnostic::error("a `#pragma mint` directive cannot stand here")
                        .with_span(span, "put it inside `{ }`"),
                )
            }
            r => unreachable!("statement rule {r:?}"),
        };
        Ok(Stmt { kind, span })
    }

    // ------------------------------------------------------------------ expressions

    fn expr(&mut self, p: Pair<'_, Rule>) -> R<Expr> {
        expr(p, &self.td)
    }

    /// A `comma_list`: its one expression, or `a, b, c` as `(a, b), c` ([`BinOp::Comma`]).
    fn comma_list(&mut self, p: Pair<'_, Rule>) -> R<Expr> {
        let mut it = p.into_inner();
        let mut acc = self.expr(it.next().expect("an expression"))?;
        for e in it {
            let rhs = self.expr(e)?;
            let span = Span::new(acc.span.start as usize, rhs.span.end as usize);
            acc = Expr {
                kind: ExprKind::Binary(BinOp::Comma, Box::new(acc), Box::new(rhs)),
                span,
            };
        }
        Ok(acc)
    }
}

/// Build an expression from an `expr` pair (Pratt parsing of prefix and infix operators).
fn expr(p: Pair<'_, Rule>, td: &Typedefs) -> R<Expr> {
    debug_assert_eq!(p.as_rule(), Rule::expr);
    let res: R<Expr> = pratt()
        .map_primary(|p| postfix_expr(p, td))
        .map_prefix(|op, rhs| {
            let rhs = rhs?;
            let span = sp(&op).join(rhs.span);
            let kind = match op.as_rule() {
                Rule::cast => {
                    let tn = op.into_inner().next().expect("type_name");
                    let ty = type_name(tn, td)?;
                    ExprKind::Cast(ty, Box::new(rhs))
                }
                Rule::sizeof_op => ExprKind::SizeofExpr(Box::new(rhs)),
                r => ExprKind::Unary(
                    match r {
                        Rule::pre_inc => UnOp::PreInc,
                        Rule::pre_dec => UnOp::PreDec,
                        Rule::neg => UnOp::Neg,
                        Rule::plus => UnOp::Plus,
                        Rule::not => UnOp::Not,
                        Rule::bitnot => UnOp::BitNot,
                        Rule::deref => UnOp::Deref,
                        Rule::addr => UnOp::Addr,
                        r => unreachable!("prefix {r:?}"),
                    },
                    Box::new(rhs),
                ),
            };
            Ok(Expr { kind, span })
        })
        .map_infix(|lhs, op, rhs| {
            let (lhs, rhs) = (lhs?, rhs?);
            let span = lhs.span.join(rhs.span);
            let kind = match op.as_rule() {
                Rule::assign_op => {
                    let aop = match op.as_str() {
                        "=" => None,
                        s => Some(binop_of(&s[..s.len() - 1])),
                    };
                    if !is_lvalue(&lhs) {
                        return Err(Diagnostic::error(
                            "the left side of an assignment must be a variable or an array element",
                        )
                        .with_span(lhs.span, "cannot be assigned to"));
                    }
                    ExprKind::Assign(aop, Box::new(lhs), Box::new(rhs))
                }
                Rule::ternary => {
                    let mid = op.into_inner().next().expect("ternary middle");
                    let mid = expr(mid, td)?;
                    ExprKind::Ternary(Box::new(lhs), Box::new(mid), Box::new(rhs))
                }
                _ => ExprKind::Binary(binop_of(op.as_str()), Box::new(lhs), Box::new(rhs)),
            };
            Ok(Expr { kind, span })
        })
        .parse(p.into_inner());
    res
}

impl Builder<'_> {
    // ------------------------------------------------------------------ directives

    /// Parse the text of a `#pragma mint` line that starts at byte `base`.
    fn directive(&mut self, text: &str, base: usize) -> R<Directive> {
        let off = text.find("mint").expect("mint_pragma contains `mint`");
        let dtext = &text[off..];
        let dbase = base + off;
        let pairs = CParser::parse(Rule::directive, dtext)
            .map_err(|e| syntax::directive_error(dtext, dbase, e))?;
        let d = pairs
            .into_iter()
            .next()
            .expect("directive")
            .into_inner()
            .next()
            .expect("directive kind");
        let dspan = Span::from_pest(d.as_span(), dbase);
        let rule = d.as_rule();
        let d_text = d.as_str();
        let inner = d.into_inner().filter(|p| !is_keyword_rule(p.as_rule()));
        let shift = |p: &Pair<'_, Rule>| Span::from_pest(p.as_span(), dbase);
        match rule {
            Rule::d_unknown => Err(Diagnostic::error(format!(
                "unknown Mint directive `{}`",
                d_text.trim()
            ))
            .with_span(dspan, "unknown directive")
            .with_note("Mint's directives are parallel, for, single, barrier and copy")),
            Rule::d_copy => {
                let mut it = inner;
                let arr = it.next().expect("array");
                let array = Ident {
                    name: arr.as_str().to_string(),
                    span: shift(&arr),
                };
                let dir = it.next().expect("dir");
                let dir = match dir.as_str() {
                    "toDevice" => CopyDir::ToDevice,
                    "fromDevice" => CopyDir::FromDevice,
                    other => return Err(Diagnostic::error(format!(
                        "unknown copy direction `{other}`: expected `toDevice` or `fromDevice`"
                    ))
                    .with_span(shift(&dir), "unknown direction")
                    .with_note(
                        "`toDevice` copies the host array to the GPU, `fromDevice` copies it back",
                    )),
                };
                let mut sizes = Vec::new();
                for s in it {
                    let e = s.into_inner().next().expect("size expr");
                    sizes.push(shift_expr(expr(e, &self.td)?, dbase));
                }
                Ok(Directive::Copy(CopyDirective { array, dir, sizes }))
            }
            Rule::d_barrier | Rule::d_single => {
                let name = if rule == Rule::d_barrier {
                    "barrier"
                } else {
                    "single"
                };
                let mut clauses = inner;
                if let Some(c) = clauses.find(|c| c.as_rule() != Rule::c_nowait) {
                    return Err(Diagnostic::error(format!(
                        "`{name}` takes no `{}` clause",
                        clause_name(&c)
                    ))
                    .with_span(shift(&c), "not allowed here"));
                }
                Ok(if name == "barrier" {
                    Directive::Barrier
                } else {
                    Directive::Single
                })
            }
            Rule::d_parallel => {
                let mut data = DataClauses::default();
                for c in inner.clone() {
                    let cs = shift(&c);
                    if !data_clause(&mut data, c.clone(), dbase)? {
                        return Err(unknown_clause(&c, cs, "parallel"));
                    }
                }
                Ok(Directive::Parallel(data))
            }
            Rule::d_for => {
                let mut fc = ForClauses::default();
                for c in inner.clone() {
                    let cs = shift(&c);
                    let dup = |what: &str| {
                        Diagnostic::error(format!("`{what}` is given twice"))
                            .with_span(cs, "second time here")
                    };
                    match c.as_rule() {
                        Rule::c_nest => {
                            if fc.nest.is_some() {
                                return Err(dup("nest"));
                            }
                            let v = c.into_inner().next().expect("nest value");
                            let value = if v.as_rule() == Rule::nest_all {
                                NestClause::All
                            } else {
                                NestClause::Depth(int_value(&v, dbase)?)
                            };
                            fc.nest = Some(Spanned { value, span: cs });
                        }
                        Rule::c_tile | Rule::c_chunk => {
                            let is_tile = c.as_rule() == Rule::c_tile;
                            if (is_tile && fc.tile.is_some()) || (!is_tile && fc.chunk.is_some()) {
                                return Err(dup(if is_tile { "tile" } else { "chunksize" }));
                            }
                            let vals = c
                                .into_inner()
                                .map(|v| int_value(&v, dbase))
                                .collect::<R<Vec<_>>>()?;
                            let s = Some(Spanned {
                                value: vals,
                                span: cs,
                            });
                            if is_tile {
                                fc.tile = s
                            } else {
                                fc.chunk = s
                            }
                        }
                        Rule::c_nowait => fc.nowait = true,
                        Rule::c_reduction => {
                            let mut it = c.into_inner();
                            let opp = it.next().expect("red op");
                            let op = match opp.as_str() {
                                "+" => ReduceOp::Add,
                                "*" => ReduceOp::Mul,
                                "max" => ReduceOp::Max,
                                "min" => ReduceOp::Min,
                                other => {
                                    return Err(Diagnostic::error(format!(
                                        "unsupported reduction operator `{other}`: mint supports +, *, max and min"
                                    ))
                                    .with_span(shift(&opp), "unsupported operator"))
                                }
                            };
                            let vars = it
                                .map(|v| Ident {
                                    name: v.as_str().to_string(),
                                    span: shift(&v),
                                })
                                .collect();
                            fc.reductions.push(Reduction { op, vars, span: cs });
                        }
                        _ => {
                            if !data_clause(&mut fc.data, c.clone(), dbase)? {
                                return Err(unknown_clause(&c, cs, "for"));
                            }
                        }
                    }
                }
                Ok(Directive::For(fc))
            }
            r => unreachable!("directive {r:?}"),
        }
    }
}

/// Adds a data clause to `data`; returns false if `c` is not a data clause.
fn data_clause(data: &mut DataClauses, c: Pair<'_, Rule>, base: usize) -> R<bool> {
    let list = |c: Pair<'_, Rule>| -> Vec<Ident> {
        c.into_inner()
            .map(|v| Ident {
                name: v.as_str().to_string(),
                span: Span::from_pest(v.as_span(), base),
            })
            .collect()
    };
    match c.as_rule() {
        Rule::c_default => {
            let v = c.into_inner().next().expect("default value");
            let id = Ident {
                name: v.as_str().to_string(),
                span: Span::from_pest(v.as_span(), base),
            };
            if id.name != "shared" && id.name != "none" {
                return Err(Diagnostic::error(format!(
                    "`default({})` is not supported: use `default(shared)` or `default(none)`",
                    id.name
                ))
                .with_span(id.span, "unsupported"));
            }
            data.default = Some(id);
        }
        Rule::c_shared => data.shared.extend(list(c)),
        Rule::c_private | Rule::c_firstprivate => data.private.extend(list(c)),
        _ => return Ok(false),
    }
    Ok(true)
}

fn clause_name(c: &Pair<'_, Rule>) -> String {
    let s = c.as_str();
    s.split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
        .next()
        .unwrap_or(s)
        .to_string()
}

fn unknown_clause(c: &Pair<'_, Rule>, span: Span, directive: &str) -> Diagnostic {
    let name = clause_name(c);
    let known: &[&str] = match directive {
        "for" => &[
            "nest",
            "tile",
            "chunksize",
            "nowait",
            "reduction",
            "private",
            "firstprivate",
            "shared",
            "default",
        ],
        _ => &["default", "shared", "private", "firstprivate"],
    };
    let all = [
        "nest",
        "tile",
        "chunksize",
        "nowait",
        "reduction",
        "private",
        "firstprivate",
        "shared",
        "default",
    ];
    if all.contains(&name.as_str()) && known.contains(&name.as_str()) {
        return malformed_clause(c, &name, span);
    }
    let msg = if all.contains(&name.as_str()) {
        format!("`{name}` is not a clause of `mint {directive}`")
    } else {
        format!("unknown clause `{name}` on `mint {directive}`")
    };
    Diagnostic::error(msg)
        .with_span(span, "here")
        .with_note(format!("`mint {directive}` accepts: {}", known.join(", ")))
}

/// A known clause whose arguments do not parse: say what it takes.
fn malformed_clause(c: &Pair<'_, Rule>, name: &str, span: Span) -> Diagnostic {
    let text = c.as_str();
    let args = text.find('(').map_or("", |i| {
        &text[i + 1..text.len().saturating_sub(1).max(i + 1)]
    });
    // `tile(16,16 chunksize(1,1)`: the `)` of the next clause closes this one.
    let next = args.find('(').map(|i| {
        let before = args[..i].trim_end();
        &before[before.rfind([' ', ',']).map_or(0, |j| j + 1)..]
    });
    if let Some(next) = next.filter(|n| n.starts_with(|c: char| c.is_ascii_alphabetic())) {
        let paren = span.start as usize + text.find('(').unwrap_or(0);
        return Diagnostic::error(format!(
            "the `{name}` clause is not closed before `{next}`: expected `)`"
        ))
        .with_span(Span::new(paren, paren + 1), "this `(` is not closed")
        .with_note(format!("write `{name}(...) {next}(...)`"));
    }
    let (what, example) = match name {
        "nest" => ("an integer or `all`", "nest(2)"),
        "tile" | "chunksize" => (
            "1 to 3 integers, fastest-varying dimension first",
            if name == "tile" {
                "tile(16,16,1)"
            } else {
                "chunksize(1,1,16)"
            },
        ),
        "reduction" => (
            "an operator (+, *, max or min), `:` and variable names",
            "reduction(max:err)",
        ),
        "default" => ("`shared` or `none`", "default(shared)"),
        "nowait" => ("no arguments", "nowait"),
        _ => ("a list of variable names", "private(a, b)"),
    };
    Diagnostic::error(format!("malformed `{name}` clause: it takes {what}"))
        .with_span(span, "malformed clause")
        .with_note(format!("for example `{example}`"))
}

fn int_value(p: &Pair<'_, Rule>, base: usize) -> R<i64> {
    let t = p.as_str();
    t.parse::<i64>().map_err(|_| {
        Diagnostic::error(format!("`{t}` is too large"))
            .with_span(Span::from_pest(p.as_span(), base), "out of range")
    })
}

fn shift_expr(mut e: Expr, base: usize) -> Expr {
    fn go(e: &mut Expr, base: u32) {
        e.span.start += base;
        e.span.end += base;
        match &mut e.kind {
            ExprKind::Ident(_)
            | ExprKind::Int(..)
            | ExprKind::Float(..)
            | ExprKind::Char(_)
            | ExprKind::Str(_) => {}
            ExprKind::SizeofType(t) => shift_ty(t, base),
            ExprKind::Paren(a)
            | ExprKind::Unary(_, a)
            | ExprKind::PostIncDec(_, a)
            | ExprKind::SizeofExpr(a) => go(a, base),
            ExprKind::Cast(t, a) => {
                shift_ty(t, base);
                go(a, base)
            }
            ExprKind::Member(a, id, _) => {
                go(a, base);
                id.span.start += base;
                id.span.end += base;
            }
            ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
                go(a, base);
                go(b, base)
            }
            ExprKind::Ternary(a, b, c) => {
                go(a, base);
                go(b, base);
                go(c, base)
            }
            ExprKind::Call(c, args) => {
                go(c, base);
                args.iter_mut().for_each(|a| go(a, base))
            }
        }
    }
    fn shift_ty(t: &mut Type, base: u32) {
        t.span.start += base;
        t.span.end += base;
        t.dims.iter_mut().flatten().for_each(|d| go(d, base));
    }
    go(&mut e, base as u32);
    e
}

fn ident(p: Pair<'_, Rule>) -> Ident {
    Ident {
        name: p.as_str().to_string(),
        span: sp(&p),
    }
}

fn binop_of(s: &str) -> BinOp {
    use BinOp::*;
    match s {
        "+" => Add,
        "-" => Sub,
        "*" => Mul,
        "/" => Div,
        "%" => Rem,
        "<<" => Shl,
        ">>" => Shr,
        "<" => Lt,
        ">" => Gt,
        "<=" => Le,
        ">=" => Ge,
        "==" => Eq,
        "!=" => Ne,
        "&" => BitAnd,
        "|" => BitOr,
        "^" => BitXor,
        "&&" => And,
        "||" => Or,
        o => unreachable!("binary operator {o}"),
    }
}

fn is_lvalue(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Ident(_) | ExprKind::Index(..) | ExprKind::Member(..) => true,
        ExprKind::Unary(UnOp::Deref, _) => true,
        ExprKind::Paren(i) => is_lvalue(i),
        _ => false,
    }
}

fn scalar_of(words: &[&str]) -> Option<Scalar> {
    let mut unsigned = false;
    let mut signed = false;
    let mut longs = 0;
    let mut base: Option<&str> = None;
    for &w in words {
        match w {
            "unsigned" => unsigned = true,
            "signed" => signed = true,
            "long" => longs += 1,
            other => {
                if base.is_some() {
                    return None;
                }
                base = Some(other);
            }
        }
    }
    if unsigned && signed {
        return None;
    }
    Some(match (base, longs) {
        (None, 0) if unsigned => Scalar::UInt,
        (None, 0) if signed => Scalar::Int,
        (None, 0) => return None,
        (None | Some("int"), 1) => {
            if unsigned {
                Scalar::ULong
            } else {
                Scalar::Long
            }
        }
        (None | Some("int"), 2) => {
            if unsigned {
                Scalar::ULongLong
            } else {
                Scalar::LongLong
            }
        }
        (Some("double"), 1) if !unsigned && !signed => Scalar::LongDouble,
        (Some(b), 0) => match b {
            "int" => {
                if unsigned {
                    Scalar::UInt
                } else {
                    Scalar::Int
                }
            }
            "char" => {
                if unsigned {
                    Scalar::UChar
                } else {
                    Scalar::Char
                }
            }
            "short" => {
                if unsigned {
                    Scalar::UShort
                } else {
                    Scalar::Short
                }
            }
            _ if unsigned || signed => return None,
            "void" => Scalar::Void,
            "float" => Scalar::Float,
            "double" => Scalar::Double,
            "_Bool" | "bool" => Scalar::Bool,
            other => Scalar::Named(other.to_string()),
        },
        _ => return None,
    })
}

fn type_name(p: Pair<'_, Rule>, td: &Typedefs) -> R<Type> {
    let mut it = p.into_inner();
    let mut ty = specs_type(it.next().expect("specs"), td)?;
    ty.is_static = false;
    match it.next() {
        Some(d) => abstract_declarator(d, ty, td),
        None => Ok(ty),
    }
}

/// `*`, `(*)[N][M]`, `[N]` after the specifiers of a type name or an unnamed parameter.
fn abstract_declarator(p: Pair<'_, Rule>, base: Type, td: &Typedefs) -> R<Type> {
    let span = sp(&p);
    let mut own = Own::default();
    for d in p.into_inner() {
        match d.as_rule() {
            Rule::pointer => own.pointers += 1,
            Rule::abstract_paren => own.array_pointers += d.into_inner().count() as u32,
            Rule::array_suffix => own.dims.push(array_suffix(d, td)?),
            r => unreachable!("abstract declarator {r:?}"),
        }
    }
    own.apply(base, span)
}

/// What a declarator adds to the type of its specifiers: `*`s, `(*)`s (pointers to arrays) and
/// extents, in order.
#[derive(Default)]
struct Own {
    pointers: u32,
    array_pointers: u32,
    dims: Vec<Option<Expr>>,
}

impl Own {
    /// The declared type. Where the specifiers name a typedef of an array (`typedef double
    /// row[M];`, `typedef double (*plane)[M];`) C reads the declarator around that type: `row
    /// *p` is `double (*p)[M]`, `row a[N]` is `double a[N][M]`, `plane q` is `double (*q)[M]`.
    /// A pointer to a pointer to an array, an array of pointers to arrays and the like have no
    /// form in mint's types: refused.
    fn apply(self, mut ty: Type, span: Span) -> R<Type> {
        if ty.dims.is_empty() && ty.array_pointers == 0 {
            ty.pointers += self.pointers;
            ty.array_pointers += self.array_pointers;
            ty.dims = self.dims;
            return Ok(ty);
        }
        let plain = ty.pointers == 0 && ty.array_pointers == 0;
        match (self.pointers, self.array_pointers, self.dims.is_empty()) {
            (0, 0, _) => {
                let mut dims = self.dims;
                dims.append(&mut ty.dims);
                ty.dims = dims;
                Ok(ty)
            }
            (1, 0, true) | (0, 1, true) if plain => {
                ty.array_pointers = 1;
                Ok(ty)
            }
            _ => Err(Diagnostic::error(
                "this declarator makes a pointer to a pointer to an array (or an array of \
                 pointers to arrays) out of an array typedef, which mint does not support",
            )
            .with_span(span, "declared here")
            .with_note(
                "mint takes an array typedef `T` as `T x`, `T x[N]` and `T *x` (a pointer to the \
                 array); write the others with their extents",
            )),
        }
    }
}

/// `[n]`, `[]`, `[*]`, `[restrict n]`, `[static 4]`: the extent, if one is given.
fn array_suffix(p: Pair<'_, Rule>, td: &Typedefs) -> R<Option<Expr>> {
    p.into_inner()
        .find(|q| q.as_rule() == Rule::expr)
        .map(|e| expr(e, td))
        .transpose()
}

fn postfix_expr(p: Pair<'_, Rule>, td: &Typedefs) -> R<Expr> {
    debug_assert_eq!(p.as_rule(), Rule::postfix_expr);
    let mut it = p.into_inner();
    let prim = it.next().expect("primary");
    let mut e = primary(prim, td)?;
    for op in it {
        let span = e.span.join(sp(&op));
        let kind = match op.as_rule() {
            Rule::index => ExprKind::Index(
                Box::new(e),
                Box::new(expr(op.into_inner().next().expect("idx"), td)?),
            ),
            Rule::call => {
                let args = op
                    .into_inner()
                    .map(|a| expr(a, td))
                    .collect::<R<Vec<_>>>()?;
                ExprKind::Call(Box::new(e), args)
            }
            Rule::post_inc => ExprKind::PostIncDec(true, Box::new(e)),
            Rule::post_dec => ExprKind::PostIncDec(false, Box::new(e)),
            Rule::member | Rule::arrow => {
                let arrow = op.as_rule() == Rule::arrow;
                ExprKind::Member(
                    Box::new(e),
                    ident(op.into_inner().next().expect("field")),
                    arrow,
                )
            }
            r => unreachable!("postfix {r:?}"),
        };
        e = Expr { kind, span };
    }
    Ok(e)
}

fn primary(p: Pair<'_, Rule>, td: &Typedefs) -> R<Expr> {
    let span = sp(&p);
    let text = p.as_str();
    let kind = match p.as_rule() {
        Rule::ident => ExprKind::Ident(text.to_string()),
        Rule::int_lit => {
            let digits = text.trim_end_matches(['u', 'U', 'l', 'L']);
            let v = if let Some(h) = digits
                .strip_prefix("0x")
                .or_else(|| digits.strip_prefix("0X"))
            {
                i64::from_str_radix(h, 16)
            } else {
                digits.parse::<i64>()
            };
            let v = v.map_err(|_| {
                Diagnostic::error(format!("integer literal `{text}` is too large"))
                    .with_span(span, "out of range")
            })?;
            ExprKind::Int(v, text.to_string())
        }
        Rule::float_lit => {
            let digits = text.trim_end_matches(['f', 'F', 'l', 'L']);
            let v: f64 = digits.parse().map_err(|_| {
                Diagnostic::error(format!("malformed number `{text}`")).with_span(span, "here")
            })?;
            ExprKind::Float(v, text.to_string())
        }
        Rule::char_lit => ExprKind::Char(text.to_string()),
        Rule::str_lit => ExprKind::Str(text.to_string()),
        Rule::paren => ExprKind::Paren(Box::new(expr(p.into_inner().next().expect("inner"), td)?)),
        Rule::sizeof_type => {
            let tn = p
                .into_inner()
                .find(|q| q.as_rule() == Rule::type_name)
                .expect("type");
            ExprKind::SizeofType(type_name(tn, td)?)
        }
        r => unreachable!("primary {r:?}"),
    };
    Ok(Expr { kind, span })
}

fn is_keyword_rule(r: Rule) -> bool {
    matches!(
        r,
        Rule::kw_parallel | Rule::kw_for | Rule::kw_single | Rule::kw_barrier | Rule::kw_copy
    )
}

/// Whether a preprocessor line is a `#pragma` line (`#  pragma ...`).
fn is_pragma(line: &str) -> bool {
    let rest = line.trim_start().trim_start_matches('#').trim_start();
    rest.strip_prefix("pragma")
        .is_some_and(|r| r.is_empty() || r.starts_with(|c: char| c.is_whitespace()))
}
