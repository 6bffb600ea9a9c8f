//! Nests in functions called from a parallel region: a text rewrite before the final parse that
//! puts the body of a function holding `mint for` nests, but no `mint parallel` region, in
//! place of each statement calling it inside a region:
//!
//! ```c
//! static void step(int n, double (*out)[n][n], double (*in)[n][n], double dt) {
//! #pragma mint for nest(all)
//!     for (...) out[z][y][x] = in[z][y][x] + dt * (...);
//! }
//! ...
//! #pragma mint parallel
//! {
//!     for (t = 0; t < steps; t++) { step(n, b, a, 0.01); ... }
//! }
//! ```
//!
//! (OpenMP calls such a directive *orphaned*: the region that holds it is the caller's.) The call
//! becomes the function's block with each parameter replaced by its argument: an array
//! parameter by the array the call names (a plain name is required: that array's `copy` is the
//! data the nest works on), a scalar by the argument's value (`((double)(0.01))`, or the name
//! when the caller's variable has the parameter's type). The function's own directives become
//! comments, so it stays a plain C function wherever else it is called. Rounds repeat while
//! calls remain (a function calling another such function), at most [`MAX_ROUNDS`].
//!
//! A function qualifies when it returns `void`, holds a `mint for` (or calls, as a statement, a
//! function that qualifies) and no `parallel`, `copy`, `single` or `barrier` directive and no
//! `return`, and does not assign a parameter; a call qualifies when it is a statement of its own
//! inside a region. Every qualifying call is
//! inlined or refused with the reason: an argument with a side effect, an array argument that
//! is not a name, a name the body declares that an argument uses, or a global the body reads
//! that the caller declares again. An array argument that picks arrays by a condition
//! (`t % 2 ? a : b`) becomes a pointer of the parameter's type set from it at the top of the
//! block (`double *mint_arg2_out = t % 2 ? a : b;`), which nests use as an alias of the arrays
//! it is set from ([`crate::aliases`]).
//!
//! Invariants:
//! - The rewritten text is the old text with the call statements and the functions' directive
//!   lines replaced; a [`PieceMap`] maps every byte back (copied text exactly, each substituted
//!   argument to the parameter it replaced, the rest to the call), so diagnostics point at the
//!   function's own lines and name the call.
//! - Without qualifying calls nothing changes ([`inline_orphan_nests`] returns `None`).

use crate::nest::MATH_FUNCTIONS;
use mint_lang::ast::*;
use mint_lang::{Diagnostic, Span};
use std::collections::{HashMap, HashSet};

/// Most rounds of inlining (a chain of functions calling functions with nests).
pub const MAX_ROUNDS: usize = 8;
/// Most bytes inlining may add to the program.
pub const MAX_GROWTH: usize = 16 << 20;

/// One piece of the rewritten text and where it came from in the text before.
#[derive(Debug, Clone)]
struct Piece {
    /// Where it starts in the rewritten text.
    out: usize,
    len: usize,
    /// Where it came from.
    src: Span,
    /// Copied byte for byte (else everything in it maps to `src`).
    exact: bool,
    /// The call it was inlined at, if it is part of an inlined body.
    site: Option<Span>,
}

/// From the rewritten text back to the text before one round of inlining.
#[derive(Debug, Clone)]
pub struct PieceMap {
    pieces: Vec<Piece>,
    text_len: usize,
    src_len: usize,
}

impl PieceMap {
    fn piece_at(&self, pos: usize) -> Option<&Piece> {
        let i = self.pieces.partition_point(|p| p.out + p.len <= pos);
        self.pieces.get(i).or_else(|| self.pieces.last())
    }

    /// A span of the rewritten text as a span of the text before (the union of its pieces).
    pub fn to_source(&self, span: Span) -> Span {
        let s = (span.start as usize).min(self.text_len);
        let e = (span.end as usize).clamp(s, self.text_len);
        let map_piece = |p: &Piece, a: usize, b: usize| {
            if p.exact {
                let base = p.src.start as usize;
                Span::new(
                    base + a.clamp(p.out, p.out + p.len) - p.out,
                    base + b.clamp(p.out, p.out + p.len) - p.out,
                )
            } else {
                p.src
            }
        };
        if s == e {
            return match self.piece_at(s) {
                Some(p) => map_piece(p, s, s),
                None => Span::new(self.src_len, self.src_len),
            };
        }
        let mut acc: Option<Span> = None;
        let mut i = self.pieces.partition_point(|p| p.out + p.len <= s);
        while let Some(p) = self.pieces.get(i) {
            if p.out >= e {
                break;
            }
            let m = map_piece(p, s.max(p.out), e.min(p.out + p.len));
            acc = Some(acc.map_or(m, |a| a.join(m)));
            i += 1;
        }
        acc.unwrap_or(Span::new(self.src_len, self.src_len))
    }

    /// The call a span of the rewritten text was inlined at (in the text before), if any.
    pub fn site_of(&self, span: Span) -> Option<Span> {
        self.piece_at(span.start as usize).and_then(|p| p.site)
    }

    /// A diagnostic about the rewritten text as one about the text before; when its primary
    /// span is in an inlined body, the call gets a label of its own.
    pub fn remap(&self, mut d: Diagnostic) -> Diagnostic {
        let site = d.labels.first().and_then(|l| self.site_of(l.0));
        for l in &mut d.labels {
            l.0 = self.to_source(l.0);
        }
        if let Some(s) = site {
            d = d.with_span(s, "in the function called here, inside the parallel region");
        }
        d
    }
}

/// A piece of replacement text: what it says, where it came from (`None`: the statement it
/// replaces) and whether it is a byte-for-byte copy of that.
pub(crate) struct Part {
    pub(crate) text: String,
    pub(crate) from: Option<Span>,
    pub(crate) exact: bool,
}

/// One replaced span of the text: by these parts, inlined at `site` (a call) or not.
pub(crate) struct Edit {
    pub(crate) span: Span,
    pub(crate) parts: Vec<Part>,
    pub(crate) site: Option<Span>,
}

/// The text after one round and the map back.
#[derive(Debug, Clone)]
pub struct Inlined {
    /// The rewritten text.
    pub text: String,
    /// From `text` back to the text the round read.
    pub map: PieceMap,
}

/// Every round ([`inline_orphan_nests`]) until no qualifying call is left, then one round of
/// [`crate::branch_buffers`]: the final text (the given one when nothing changed), its syntax
/// tree, and the rounds' maps, first round first (each maps its text back to the text before
/// it).
pub fn inline_all(
    src: &str,
    tu: TranslationUnit,
) -> Result<(String, TranslationUnit, Vec<PieceMap>), Vec<Diagnostic>> {
    let (mut text, mut tu, mut maps): (String, TranslationUnit, Vec<PieceMap>) =
        (src.to_string(), tu, Vec::new());
    // Errors of a later round are about its text: mapped back to `src` through the rounds.
    let back = |ds: Vec<Diagnostic>, maps: &[PieceMap]| -> Vec<Diagnostic> {
        ds.into_iter()
            .map(|d| maps.iter().rev().fold(d, |d, m| m.remap(d)))
            .collect()
    };
    for _ in 0..MAX_ROUNDS {
        let round = inline_orphan_nests(&text, &tu).map_err(|ds| back(ds, &maps))?;
        let Some(round) = round else {
            // Then the branches that run one sweep either way round
            // ([`crate::branch_buffers`]), once every call is inlined.
            let Some(round) = crate::branch_buffers::branch_buffers(&text, &tu) else {
                return Ok((text, tu, maps));
            };
            maps.push(round.map);
            tu = mint_lang::parse(&round.text).map_err(|ds| back(ds, &maps))?;
            return Ok((round.text, tu, maps));
        };
        if round.text.len() > src.len() + MAX_GROWTH {
            return Err(vec![Diagnostic::error(format!(
                "inlining the functions that hold `mint for` nests at their calls would make the program over {} MiB larger (calls of calls multiply it)",
                MAX_GROWTH >> 20
            ))]);
        }
        maps.push(round.map);
        tu = mint_lang::parse(&round.text).map_err(|ds| back(ds, &maps))?;
        text = round.text;
    }
    Err(vec![Diagnostic::error(format!(
        "functions with `mint for` nests call each other more than {MAX_ROUNDS} deep (or recursively)"
    ))])
}

/// A function whose nests run in its callers' regions.
struct Orphan<'a> {
    f: &'a Function,
    /// Names the body declares (at any depth).
    declared: HashSet<String>,
}

/// One round: inline every qualifying call (see the module documentation). `None` when there
/// is none.
pub fn inline_orphan_nests(
    src: &str,
    tu: &TranslationUnit,
) -> Result<Option<Inlined>, Vec<Diagnostic>> {
    let orphans = orphans(tu);
    if orphans.is_empty() {
        return Ok(None);
    }
    let globals: HashMap<String, Type> = tu
        .global_declarators()
        .filter_map(|dd| Some((dd.name.as_ref()?.name.clone(), dd.ty.clone())))
        .collect();
    let mut edits: Vec<Edit> = Vec::new();
    let mut errors = Vec::new();
    let mut inlined_any: HashSet<&str> = HashSet::new();
    for item in &tu.items {
        let Item::Function(g) = item else { continue };
        let Some(body) = &g.body else { continue };
        let mut calls = Vec::new();
        body.stmts
            .iter()
            .for_each(|s| region_calls(s, false, &orphans, &mut calls));
        if calls.is_empty() {
            continue;
        }
        let mut caller: HashMap<String, Option<Type>> = HashMap::new();
        for p in &g.params {
            if let Some(n) = &p.name {
                note_decl(&mut caller, &n.name, &p.ty);
            }
        }
        for dd in body.stmts.iter().flat_map(Stmt::declarators) {
            if let Some(n) = &dd.name {
                note_decl(&mut caller, &n.name, &dd.ty);
            }
        }
        for (stmt, name, args) in calls {
            let o = &orphans[name];
            match inline_call(src, stmt, o, args, &caller, &globals) {
                Ok(parts) => {
                    inlined_any.insert(name);
                    edits.push(Edit {
                        span: stmt.span,
                        parts,
                        site: Some(stmt.span),
                    });
                }
                Err(d) => errors.push(d),
            }
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    if inlined_any.is_empty() {
        return Ok(None);
    }
    // The inlined functions' own directives become comments.
    for name in &inlined_any {
        let o = &orphans[name];
        let mut spans = Vec::new();
        if let Some(b) = &o.f.body {
            for s in &b.stmts {
                s.walk(&mut |x| {
                    if let StmtKind::Mint(m) = &x.kind {
                        spans.push(m.pragma_span);
                    }
                });
            }
        }
        for s in spans {
            let text = format!(
                "/* mint: inlined where `{}` is called in a parallel region: {} */",
                o.f.name.name,
                s.text(src).trim().replace("*/", "* /")
            );
            edits.push(Edit {
                span: s,
                parts: vec![Part {
                    text,
                    from: Some(s),
                    exact: false,
                }],
                site: None,
            });
        }
    }
    Ok(Some(apply_edits(src, edits)))
}

/// `src` with every edit made (sorted by position; an edit overlapping one before it is left
/// out), and the map back.
pub(crate) fn apply_edits(src: &str, mut edits: Vec<Edit>) -> Inlined {
    edits.sort_by_key(|e| (e.span.start, e.span.end));
    let mut text = String::new();
    let mut pieces = Vec::new();
    let mut at = 0usize;
    let mut push = |text: &mut String, t: &str, src: Span, exact: bool, site: Option<Span>| {
        if t.is_empty() {
            return;
        }
        pieces.push(Piece {
            out: text.len(),
            len: t.len(),
            src,
            exact,
            site,
        });
        text.push_str(t);
    };
    for Edit { span, parts, site } in &edits {
        let (s, e) = (span.start as usize, span.end as usize);
        if s < at {
            // Overlapping edits cannot happen (calls and directives are disjoint statements).
            continue;
        }
        push(&mut text, &src[at..s], Span::new(at, s), true, None);
        for p in parts {
            push(&mut text, &p.text, p.from.unwrap_or(*span), p.exact, *site);
        }
        at = e;
    }
    push(&mut text, &src[at..], Span::new(at, src.len()), true, None);
    let text_len = text.len();
    Inlined {
        text,
        map: PieceMap {
            pieces,
            text_len,
            src_len: src.len(),
        },
    }
}

/// The functions that qualify (see the module documentation): those holding a `mint for`, and
/// those calling (as a statement) one that qualifies, with no other directive, no `return` and
/// returning `void`.
fn orphans(tu: &TranslationUnit) -> HashMap<&str, Orphan<'_>> {
    let mut candidates: Vec<(&Function, usize, Vec<&str>)> = Vec::new();
    for item in &tu.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &f.body else { continue };
        if f.ret.scalar != Scalar::Void || f.ret.pointers > 0 {
            continue;
        }
        let (mut fors, mut others, mut returns) = (0, 0, false);
        let mut calls = Vec::new();
        for s in &body.stmts {
            s.walk(&mut |x| match &x.kind {
                StmtKind::Mint(m) if matches!(m.directive, Directive::For(_)) => fors += 1,
                StmtKind::Mint(_) => others += 1,
                StmtKind::Return(_) => returns = true,
                StmtKind::Expr(Expr {
                    kind: ExprKind::Call(c, _),
                    ..
                }) => calls.extend(c.as_ident()),
                _ => {}
            });
        }
        if others == 0 && !returns {
            candidates.push((f, fors, calls));
        }
    }
    let mut names: HashSet<&str> = candidates
        .iter()
        .filter(|c| c.1 > 0)
        .map(|c| c.0.name.name.as_str())
        .collect();
    loop {
        let before = names.len();
        for (f, _, calls) in &candidates {
            if calls.iter().any(|c| names.contains(c)) {
                names.insert(f.name.name.as_str());
            }
        }
        if names.len() == before {
            break;
        }
    }
    candidates
        .into_iter()
        .filter(|c| names.contains(c.0.name.name.as_str()))
        .map(|(f, _, _)| {
            let declared = f
                .body
                .iter()
                .flat_map(|b| &b.stmts)
                .flat_map(Stmt::declarators)
                .filter_map(|dd| Some(dd.name.as_ref()?.name.clone()))
                .collect();
            (f.name.name.as_str(), Orphan { f, declared })
        })
        .collect()
}

fn note_decl(out: &mut HashMap<String, Option<Type>>, name: &str, ty: &Type) {
    let same = |a: &Type, b: &Type| {
        a.scalar == b.scalar && a.rank() == b.rank() && a.pointers == b.pointers
    };
    out.entry(name.to_string())
        .and_modify(|t| {
            if t.as_ref().is_some_and(|t| !same(t, ty)) {
                *t = None;
            }
        })
        .or_insert_with(|| Some(ty.clone()));
}

/// The statements `f(args);` calling an orphan inside a region, with the callee's name.
fn region_calls<'t>(
    s: &'t Stmt,
    in_region: bool,
    orphans: &HashMap<&str, Orphan>,
    out: &mut Vec<(&'t Stmt, &'t str, &'t [Expr])>,
) {
    if let StmtKind::Expr(Expr {
        kind: ExprKind::Call(callee, args),
        ..
    }) = &s.kind
    {
        if let Some(name) = callee
            .as_ident()
            .filter(|n| in_region && orphans.contains_key(n))
        {
            out.push((s, name, args));
        }
        return;
    }
    let region = in_region
        || matches!(&s.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::Parallel(_)));
    for c in s.children() {
        region_calls(c, region, orphans, out);
    }
}

/// The pieces replacing the call statement `stmt`: the function's block with its parameters
/// replaced, each piece with where it came from and whether it is copied exactly.
fn inline_call(
    src: &str,
    stmt: &Stmt,
    o: &Orphan,
    args: &[Expr],
    caller: &HashMap<String, Option<Type>>,
    globals: &HashMap<String, Type>,
) -> Result<Vec<Part>, Diagnostic> {
    let f = o.f;
    let fname = &f.name.name;
    let body = f.body.as_ref().expect("an orphan has a body");
    // The primary label at what is wrong, the call and the function beside it.
    let refuse = |why: String, at: Span, what: &str| {
        let mut d = Diagnostic::error(format!(
            "cannot run the nests of `{fname}` in this parallel region: {why}"
        ))
        .with_span(at, what);
        if at != stmt.span {
            d = d.with_span(stmt.span, "called here");
        }
        d.with_span(f.name.span, "defined here")
            .with_note(format!(
                "mint puts the body of `{fname}` in place of the call (its `mint for` nests need the caller's region); write the call so that it can, or move the region into `{fname}`"
            ))
    };
    let params: Vec<&Declarator> = f.params.iter().collect();
    if params.len() != args.len() {
        return Err(refuse(
            format!(
                "it takes {} arguments, the call gives {}",
                params.len(),
                args.len()
            ),
            stmt.span,
            "called here",
        ));
    }
    let mut subst: HashMap<&str, String> = HashMap::new();
    let mut binds: Vec<(&Declarator, String, &Expr)> = Vec::new();
    for (k, (p, a)) in params.iter().zip(args).enumerate() {
        let Some(pn) = &p.name else {
            continue;
        };
        let pname = pn.name.as_str();
        if o.declared.contains(pname) {
            return Err(refuse(
                format!("its body declares its parameter `{pname}` again"),
                pn.span,
                "this parameter",
            ));
        }
        if assigns(body, pname) {
            return Err(refuse(
                format!("it assigns its parameter `{pname}` (the caller's value would change)"),
                pn.span,
                "this parameter",
            ));
        }
        if let Some(why) = side_effect(a) {
            return Err(refuse(
                format!("argument {} {why}", k + 1),
                a.span,
                "this argument",
            ));
        }
        let arg = strip_parens(a);
        let value = if p.ty.rank() > 0 {
            match arg.as_ident() {
                Some(n) => n.to_string(),
                // Arrays picked by a condition (`t % 2 ? a : b`): a pointer of the parameter's
                // type set from the argument at the top of the block, which nests use as an
                // alias of the arrays it is set from ([`crate::aliases`]).
                None if picks_names(arg) => {
                    let local = format!("mint_arg{}_{pname}", k + 1);
                    binds.push((p, local.clone(), a));
                    local
                }
                None => {
                    return Err(refuse(
                        format!(
                            "argument {} is not the name of an array (the nests work on the array it names; pass the array itself)",
                            k + 1
                        ),
                        a.span,
                        "this argument",
                    ))
                }
            }
        } else {
            let same_type = arg.as_ident().is_some_and(|n| {
                let t = caller
                    .get(n)
                    .cloned()
                    .flatten()
                    .or_else(|| globals.get(n).cloned());
                t.is_some_and(|t| t.rank() == 0 && t.scalar == p.ty.scalar)
            });
            if same_type {
                arg.as_ident().expect("checked").to_string()
            } else {
                format!("(({})({}))", p.ty.scalar.c_name(), a.span.text(src))
            }
        };
        // A name the argument uses that the body declares would be captured.
        let mut used = Vec::new();
        a.walk(&mut |x| used.extend(x.as_ident()));
        if let Some(n) = used.iter().find(|n| o.declared.contains(**n)) {
            return Err(refuse(
                format!(
                    "argument {} uses `{n}`, which the body of `{fname}` declares too",
                    k + 1
                ),
                a.span,
                "this argument",
            ));
        }
        subst.insert(pname, value);
    }
    // The body's words: parameters replaced, and globals the caller hides refused.
    let text = body.span.text(src);
    let base = body.span.start as usize;
    let words = mint_lang::parse::c_words(text);
    let mut pieces = Vec::new();
    let mut at = 0usize;
    if !binds.is_empty() {
        // `{` then `T *mint_argK_p = <argument>;` for each picked array (the parameter's own
        // declaration with every parameter replaced), mapped to the argument.
        pieces.push(Part {
            text: text[..1].to_string(),
            from: Some(Span::new(base, base + 1)),
            exact: true,
        });
        for (p, local, a) in &binds {
            // A parameter written as an array (`double A[n][n]`) is a pointer to its rows.
            let as_array;
            let decl = if p.ty.array_pointers == 0 && !p.ty.dims.is_empty() {
                let inner: Vec<String> = p.ty.dims[1..]
                    .iter()
                    .map(|d| d.as_ref().map_or(String::new(), |e| e.to_c()))
                    .map(|d| format!("[{d}]"))
                    .collect();
                as_array = format!(
                    "{}{} (*{}){}",
                    if p.ty.is_const { "const " } else { "" },
                    p.ty.scalar.c_name(),
                    p.name.as_ref().map_or(local.as_str(), |n| n.name.as_str()),
                    inner.concat()
                );
                as_array.as_str()
            } else {
                p.decl_span.text(src)
            };
            let mut out = String::new();
            let mut last = 0usize;
            for (off, word) in mint_lang::parse::c_words(decl) {
                if let Some(v) = subst.get(word) {
                    out.push_str(&decl[last..off]);
                    out.push_str(v);
                    last = off + word.len();
                }
            }
            out.push_str(&decl[last..]);
            pieces.push(Part {
                text: format!(" {out} = {};", a.span.text(src)),
                from: Some(a.span),
                exact: false,
            });
        }
        at = 1;
    }
    for (w, &(off, word)) in words.iter().enumerate() {
        if !word.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            continue;
        }
        let member = w > 0
            && (words[w - 1].1 == "." || (words[w - 1].1 == ">" && w > 1 && words[w - 2].1 == "-"));
        if member {
            continue;
        }
        if let Some(v) = subst.get(word) {
            pieces.push(Part {
                text: text[at..off].to_string(),
                from: Some(Span::new(base + at, base + off)),
                exact: true,
            });
            pieces.push(Part {
                text: v.clone(),
                from: Some(Span::new(base + off, base + off + word.len())),
                exact: v == word,
            });
            at = off + word.len();
        } else if !o.declared.contains(word)
            && !MATH_FUNCTIONS.contains(&word)
            && globals.contains_key(word)
            && caller.contains_key(word)
        {
            return Err(refuse(
                format!("it reads the global `{word}`, and the caller declares its own `{word}`"),
                Span::new(base + off, base + off + word.len()),
                "read here",
            ));
        }
    }
    pieces.push(Part {
        text: text[at..].to_string(),
        from: Some(Span::new(base + at, base + text.len())),
        exact: true,
    });
    Ok(pieces)
}

/// Whether `e` picks one of several arrays by name: `a`, `(a)`, `c ? a : b` (nested).
fn picks_names(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Ident(_) => true,
        ExprKind::Paren(i) => picks_names(i),
        ExprKind::Ternary(_, a, b) => picks_names(a) && picks_names(b),
        _ => false,
    }
}

fn strip_parens(e: &Expr) -> &Expr {
    match &e.kind {
        ExprKind::Paren(i) => strip_parens(i),
        _ => e,
    }
}

/// Why an argument cannot be substituted: an assignment, an increment or a call of something
/// other than a math function.
fn side_effect(e: &Expr) -> Option<&'static str> {
    let mut why = None;
    e.walk(&mut |x| match &x.kind {
        ExprKind::Assign(..) | ExprKind::PostIncDec(..) => why = Some("assigns a variable"),
        ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _) => why = Some("assigns a variable"),
        ExprKind::Call(c, _) if !c.as_ident().is_some_and(|n| MATH_FUNCTIONS.contains(&n)) => {
            why = Some("calls a function (it would run once per use)")
        }
        _ => {}
    });
    why
}

/// Whether a block assigns (or increments, or takes the address of) `name`.
fn assigns(b: &Block, name: &str) -> bool {
    let mut s = Stmt {
        kind: StmtKind::Block(b.clone()),
        span: b.span,
    };
    let mut exprs = Vec::new();
    crate::flat_arrays::stmt_exprs(&mut s, &mut exprs);
    exprs.iter().any(|e| {
        let mut hit = false;
        e.walk(&mut |x| {
            let t = match &x.kind {
                ExprKind::Assign(_, t, _) | ExprKind::PostIncDec(_, t) => Some(t),
                ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr, t) => Some(t),
                _ => None,
            };
            hit |= t.is_some_and(|t| strip_parens(t).as_ident() == Some(name));
        });
        hit
    })
}

#[cfg(test)]
mod tests {
    use super::inline_orphan_nests;
    use mint_lang::Span;

    const STEP: &str = "static void step(int n, double *out, const double *in, double w) {\n#pragma mint for\n  for (int i = 1; i < n - 1; i++)\n    out[i] = in[i] + w * (in[i - 1] - 2 * in[i] + in[i + 1]);\n}\n";

    fn program(call: &str, decls: &str) -> String {
        format!(
            "{STEP}int main(void) {{\n  int n = 100; double *a = 0, *b = 0; float wf = 0.1f;{decls}\n#pragma mint copy(a, toDevice, n)\n#pragma mint copy(b, toDevice, n)\n#pragma mint parallel\n  {{\n    {call}\n  }}\n  return 0;\n}}\n"
        )
    }

    fn round(src: &str) -> Result<Option<super::Inlined>, String> {
        let tu = mint_lang::parse(src).map_err(|d| format!("{d:?}"))?;
        inline_orphan_nests(src, &tu).map_err(|d| {
            d.iter()
                .map(|d| d.message.clone())
                .collect::<Vec<_>>()
                .join("; ")
        })
    }

    #[test]
    fn a_call_in_a_region_becomes_the_body() {
        let src = program("step(n, b, a, 0.25);", "");
        let out = round(&src).unwrap().expect("inlined");
        assert!(
            out.text.contains("{\n#pragma mint for\n  for (int i = 1; i < n - 1; i++)\n    b[i] = a[i] + ((double)(0.25)) * (a[i - 1] - 2 * a[i] + a[i + 1]);\n}\n"),
            "{}",
            out.text
        );
        // The function's own directive is a comment now, and the result parses.
        assert!(out.text.contains(
            "/* mint: inlined where `step` is called in a parallel region: #pragma mint for */"
        ));
        mint_lang::parse(&out.text).expect("parses");
        // The inlined pragma maps back to the function's pragma, and names the call.
        let at = out.text.rfind("#pragma mint for").unwrap();
        let span = Span::new(at, at + "#pragma mint for".len());
        assert_eq!(out.map.to_source(span).text(&src), "#pragma mint for");
        assert_eq!(
            out.map.to_source(span).start as usize,
            src.find("#pragma mint for").unwrap()
        );
        let site = out.map.site_of(span).expect("inlined at a call");
        assert_eq!(site.text(&src), "step(n, b, a, 0.25);");
        // An argument of another type is converted; one of the parameter's type is not.
        let out = round(&program("step(n, b, a, wf);", "")).unwrap().unwrap();
        assert!(out.text.contains("((double)(wf))"));
        let out = round(&program("step(n, b, a, w);", " double w = 0.2;"))
            .unwrap()
            .unwrap();
        assert!(out.text.contains("b[i] = a[i] + w * "));
    }

    /// Arrays picked by a condition become pointers of the parameter's type set at the top of
    /// the block (their text maps back to the argument); other pointer expressions are refused.
    #[test]
    fn arrays_picked_by_a_condition_become_pointers_set_in_the_block() {
        let src = program(
            "step(n, t % 2 ? a : b, (t % 2 == 0) ? a : b, 0.25);",
            " int t = 1;",
        );
        let out = round(&src).unwrap().expect("inlined");
        assert!(
            out.text.contains("{ double *mint_arg2_out = t % 2 ? a : b; const double *mint_arg3_in = (t % 2 == 0) ? a : b;\n#pragma mint for"),
            "{}",
            out.text
        );
        assert!(
            out.text.contains("mint_arg2_out[i] = mint_arg3_in[i] + "),
            "{}",
            out.text
        );
        mint_lang::parse(&out.text).expect("parses");
        let at = out.text.find("t % 2 ? a : b").unwrap();
        let span = Span::new(at, at + "t % 2 ? a : b".len());
        assert_eq!(out.map.to_source(span).text(&src), "t % 2 ? a : b");
        // A parameter written as an array is a pointer to its rows.
        let arr = "static void sweep(int n, double B[n][n], const double A[n][n]) {\n#pragma mint for nest(all)\n  for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) B[i][j] = A[i - 1][j];\n}\nint main(void) {\n  int n = 9, t = 1; double (*a)[9] = 0, (*b)[9] = 0;\n#pragma mint copy(a, toDevice, n, n)\n#pragma mint copy(b, toDevice, n, n)\n#pragma mint parallel\n  {\n    sweep(n, t % 2 ? a : b, t % 2 ? b : a);\n  }\n  return 0;\n}\n";
        let out = round(arr).unwrap().expect("inlined");
        assert!(
            out.text.contains("{ double (*mint_arg2_B)[n] = t % 2 ? a : b; const double (*mint_arg3_A)[n] = t % 2 ? b : a;"),
            "{}",
            out.text
        );
        mint_lang::parse(&out.text).expect("parses");
        let bad = program("step(n, t % 2 ? a + 1 : b, a, 0.25);", " int t = 1;");
        let tu = mint_lang::parse(&bad).expect("parses");
        let ds = super::inline_all(&bad, tu).expect_err("a + 1 is not an array name");
        assert!(
            ds[0]
                .message
                .contains("argument 2 is not the name of an array"),
            "{}",
            ds[0].message
        );
    }

    #[test]
    fn calls_outside_regions_and_functions_with_regions_stay() {
        let src = STEP.to_string() + "void g(double *a, double *b) { step(10, b, a, 0.5); }\n";
        assert!(round(&src).unwrap().is_none());
    }

    #[test]
    fn a_function_calling_one_with_nests_qualifies_and_errors_map_back_through_rounds() {
        let src = format!(
            "{STEP}static void twice(int n, double *x, double *y) {{\n  step(n, y, x, 0.1);\n  step(n, x + 1, y, 0.1);\n}}\nint main(void) {{\n  int n = 50; double *a = 0, *b = 0;\n#pragma mint copy(a, toDevice, n)\n#pragma mint copy(b, toDevice, n)\n#pragma mint parallel\n  {{\n    twice(n, a, b);\n  }}\n  return 0;\n}}\n"
        );
        let tu = mint_lang::parse(&src).expect("parses");
        let ds = super::inline_all(&src, tu).expect_err("x + 1 is not an array name");
        let d = &ds[0];
        assert!(
            d.message.contains("argument 2 is not the name of an array"),
            "{}",
            d.message
        );
        // Every label is in the source's own text: the argument in `twice`, both calls.
        let texts: Vec<&str> = d.labels.iter().map(|l| l.0.text(&src)).collect();
        assert!(texts.contains(&"x + 1"), "{texts:?}");
        assert!(texts.contains(&"step(n, x + 1, y, 0.1);"), "{texts:?}");
        assert!(texts.contains(&"twice(n, a, b);"), "{texts:?}");
        // Without the bad call both rounds inline.
        let ok = src.replace("step(n, x + 1, y, 0.1);", "step(n, x, y, 0.1);");
        let tu = mint_lang::parse(&ok).expect("parses");
        let (text, _, maps) = super::inline_all(&ok, tu).expect("inlines");
        assert_eq!(maps.len(), 2);
        assert_eq!(text.matches("\n#pragma mint for").count(), 2, "{text}");
    }

    #[test]
    fn refusals_say_why() {
        for (call, decls, why) in [
            (
                "step(n, b + 1, a, 0.25);",
                "",
                "argument 2 is not the name of an array",
            ),
            (
                "step(n++, b, a, 0.25);",
                "",
                "argument 1 assigns a variable",
            ),
            ("step(n, b, a, rand());", "", "argument 4 calls a function"),
            (
                "step(n, b, a);",
                "",
                "it takes 4 arguments, the call gives 3",
            ),
            (
                "step(i, b, a, 0.1);",
                " int i = 5;",
                "argument 1 uses `i`, which the body of `step` declares too",
            ),
        ] {
            let err = round(&program(call, decls)).expect_err(call);
            assert!(err.contains(why), "{call}: {err}");
        }
    }
}
