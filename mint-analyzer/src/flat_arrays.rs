//! Flat arrays: a pass before analysis that reads linearized subscripts of 1-D arrays inside
//! `mint for` nests (`u[(k*ny + j)*nx + i]`, `u[i + nx*(j + ny*k)]`, an index macro after
//! preprocessing) as 2-D or 3-D references (`u[k][j][i]`), so that the stencil analyzer and every
//! optimizer level apply to them as to `double ***` arrays.
//!
//! What the pass changes, in a copy of the translation unit (the source text is not touched: the
//! host code of the output is still the user's):
//! - every linearized subscript of the array in a nest becomes the multi-dimensional reference
//!   that [`crate::delinearize`] finds;
//! - the array's declaration gets that rank (a `double *u` becomes a 3-D array to the analyzer);
//! - its `copy` directives get one size per dimension, fastest first: a flat size
//!   (`copy(u, toDevice, nx*ny*nz)`) is divided by the inner extents (`nz`), a shaped one
//!   (`copy(u, toDevice, nx, ny, nz)`) is checked against them;
//! - a 1-D subscript of it that does not delinearize alone (a boundary nest's `q[j * nx + n]`,
//!   `q[i]` over the first row) is read with the extents of its other subscripts where each
//!   inner part provably stays inside its extent ([`FnPass::reread`]); a loop over every element
//!   (`q[p]`, `p < nx * ny`) is first made the nest it stands for
//!   ([`crate::pointwise_loops`]);
//! - a pointer that nests use in place of copied arrays ([`crate::aliases`]) gives its shape to
//!   the 1-D arrays it is set from.
//!
//! Invariants:
//! - An array is flat only if it is declared with one dimension (`double *u`, `double u[N]`)
//!   and some nest subscripts it with a linearized subscript. All its subscripts in nests then
//!   agree on the extents (compared as polynomials); a mix of linearized and plain 1-D
//!   subscripts, extents that differ, or a copy size that does not fit are errors that show both
//!   places.
//! - A subscript that multiplies loop variables by non-constant or non-unit factors but cannot be
//!   read as a reference of constant extents is an error naming the subscript; indirect and
//!   plain 1-D subscripts (`a[idx[i]]`, `a[i + 1]`) are left alone.
//! - [`FlatArray`]s name the arrays whose host pointer stays 1-D (the emitter copies from `&u[0]`).
//! - A stride or offset held in an integer local set once before the nest (`c - plane` with
//!   `long plane; plane = (long)nx * ny;`, `c + sx` with `int sx = 1`:
//!   [`crate::host_scalars`]) is read as its value when the subscript does not delinearize as
//!   written; extents and `copy` sizes that differ as written are compared with such locals read
//!   through too. A subscript that fails names each local it reads that is not set once, with
//!   why (assigned twice, in a loop, under a condition, its address taken) and where.

use crate::delinearize::{
    at_least, delinearize, delinearize_with_extents, divide_exact, same_value, Delinearized,
};
use crate::host_scalars::{host_scalars, HostScalars};
use mint_lang::ast::*;
use mint_lang::{Diagnostic, Span};
use std::collections::HashMap;

/// A flat host array the analyzer sees with more dimensions.
#[derive(Debug, Clone, PartialEq)]
pub struct FlatArray {
    /// The function it belongs to.
    pub function: String,
    /// Its name.
    pub name: String,
    /// Rank as the nests use it (2 or 3).
    pub rank: u32,
    /// Inner extents, fastest first.
    pub extents: Vec<Expr>,
}

/// The rewritten unit, the flat arrays and the notes on functions whose arrays stay 1-D.
pub type FlatUnit = (TranslationUnit, Vec<FlatArray>, Vec<Diagnostic>);

/// Read the linearized subscripts of `tu` (see the module docs): the rewritten unit, the flat
/// arrays and a note for each function whose arrays stay 1-D, or every error found. `members`
/// are the struct members read through in nests ([`crate::members`]): an extent that reads one
/// is the member itself to the host (its copies).
pub fn delinearize_unit(
    tu: &TranslationUnit,
    members: &[crate::members::Member],
) -> Result<FlatUnit, Vec<Diagnostic>> {
    let mut out = tu.clone();
    let mut flats = Vec::new();
    let mut errors = Vec::new();
    let mut notes = Vec::new();
    let globals = global_ranks(tu);
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let original = f.clone();
        let (errs, fn_flats, only_mixed) = delinearize_function(f, &globals, members);
        if !errs.is_empty() && only_mixed {
            // Every error is a subscript left 1-D beside linearized ones (`temp[0]`, `temp[c -
            // 1]` beside `temp[r * col + c]`): the function's arrays all stay 1-D, indexed as
            // the C program indexes them (exact; their nests are not stencils and run at -O0).
            // Some arrays 1-D and others not would mix layouts across a time loop's swaps.
            // Said once, at the first such subscript: the nests lose their shape.
            if let Some(first) = errs.first() {
                let mut d = first.clone();
                d.severity = mint_lang::diagnostic::Severity::Note;
                d.message = format!(
                    "the flat arrays of `{}` stay 1-D, so its nests are not stencils (-O0, one step per launch): {}",
                    f.name.name, first.message
                );
                notes.push(d);
            }
            *f = original;
            one_d_copies(f, &globals, &[]);
            continue;
        }
        // 1-D arrays that stay 1-D (a loop over the linear index) take shaped copies as their
        // total size too.
        one_d_copies(f, &globals, &fn_flats);
        errors.extend(errs);
        flats.extend(fn_flats);
    }
    // Globals used as flat arrays get their rank too.
    for item in &mut out.items {
        if let Item::Declaration(d) = item {
            for dd in &mut d.decls {
                retype(dd, &flats);
            }
        }
    }
    if errors.is_empty() {
        Ok((out, flats, notes))
    } else {
        Err(errors)
    }
}

/// Give the `copy` directives of `f`'s 1-D arrays that are not among `flats` their total size
/// ([`total_copy_sizes`]).
fn one_d_copies(f: &mut Function, globals: &[(String, u32)], flats: &[FlatArray]) {
    let Some(b) = &mut f.body else { return };
    let mut ranks = function_ranks(globals, &f.params, &b.stmts);
    ranks.retain(|n, _| !flats.iter().any(|fa| fa.name == *n));
    for st in &mut b.stmts {
        total_copy_sizes(st, &ranks);
    }
}

/// The `copy` directives in `s` of 1-D arrays (by `ranks`) that give one size per dimension
/// (`copy(temp, toDevice, col, row)`) give their product instead: the arrays stay 1-D.
fn total_copy_sizes(s: &mut Stmt, ranks: &HashMap<String, u32>) {
    if let StmtKind::Mint(m) = &mut s.kind {
        if let Directive::Copy(c) = &mut m.directive {
            if c.sizes.len() > 1 && ranks.get(&c.array.name) == Some(&1) {
                let span = c.sizes[0].span;
                let paren = |e: &Expr| Expr {
                    kind: ExprKind::Paren(Box::new(e.clone())),
                    span: e.span,
                };
                let total = c.sizes[1..].iter().fold(paren(&c.sizes[0]), |acc, e| Expr {
                    kind: ExprKind::Binary(BinOp::Mul, Box::new(acc), Box::new(paren(e))),
                    span,
                });
                c.sizes = vec![total];
            }
        }
    }
    for c in s.children_mut() {
        total_copy_sizes(c, ranks);
    }
}

/// Delinearize the nests of `f`: the errors, its flat arrays, and whether every error is a
/// subscript of a flat array that reads neither as a multi-dimensional reference nor with the
/// extents of its other subscripts.
fn delinearize_function(
    f: &mut Function,
    globals: &[(String, u32)],
    members: &[crate::members::Member],
) -> (Vec<Diagnostic>, Vec<FlatArray>, bool) {
    let Some(body) = &mut f.body else {
        return (vec![], vec![], false);
    };
    let mut cx = FnPass {
        ranks: function_ranks(globals, &f.params, &body.stmts),
        host: host_scalars(&f.params, body),
        nest_span: Span::default(),
        uses: HashMap::new(),
        pending: vec![],
        errors: vec![],
        members: members
            .iter()
            .filter(|m| m.function == f.name.name)
            .map(|m| (m.name.clone(), m.expr.clone()))
            .collect(),
    };
    for s in &mut body.stmts {
        cx.stmt(s);
    }
    let mut fn_flats = Vec::new();
    let mut uses: Vec<(String, Vec<Use>)> = std::mem::take(&mut cx.uses).into_iter().collect();
    uses.sort_by(|a, b| a.0.cmp(&b.0));
    for (name, uses) in &uses {
        if let Some(fa) = cx.check_uses(&f.name.name, name, uses) {
            fn_flats.push(fa);
        }
    }
    let checked = cx.errors.len();
    // A pointer that nests use in place of copied arrays ([`crate::aliases`]) gives its
    // shape to the 1-D arrays it is set from (their copies then give one size per
    // dimension).
    let copied = crate::aliases::copied_names(&body.stmts);
    let decls: Vec<&Declarator> = body
        .stmts
        .iter()
        .flat_map(Stmt::declarators)
        .chain(&f.params)
        .collect();
    let mut given = Vec::new();
    for fa in &fn_flats {
        if copied.contains(&fa.name) {
            continue;
        }
        for src in crate::aliases::sources_of(&body.stmts, &decls, &fa.name, &copied) {
            let flat = fn_flats
                .iter()
                .chain(&given)
                .any(|g: &FlatArray| g.name == src);
            if !flat && cx.ranks.get(&src) == Some(&1) {
                given.push(FlatArray {
                    name: src,
                    ..fa.clone()
                });
            }
        }
    }
    fn_flats.extend(given);
    fn_flats.sort_by(|a, b| a.name.cmp(&b.name));
    let mut left_1d = false;
    if !cx.pending.is_empty() {
        // Loops over every element (`u[p] = unew[p]` for `p < n * n`) become nests.
        let host = &cx.host;
        let through = |e: &Expr, at: Span| {
            let mut v = vec![e.clone()];
            v.extend(host.levels(e, at, &[]));
            v
        };
        let split = crate::pointwise_loops::split_pointwise(&mut body.stmts, &fn_flats, &through);
        cx.pending.retain(|(_, s, _)| !split.contains(s));
        for s in &mut body.stmts {
            cx.reread(s, &fn_flats);
        }
        let left = std::mem::take(&mut cx.pending);
        left_1d = !left.is_empty();
        cx.errors.extend(left.into_iter().map(|(_, _, d)| d));
    }
    let only_mixed = left_1d && checked == 0;
    if cx.errors.is_empty() && !fn_flats.is_empty() {
        for p in &mut f.params {
            retype(p, &fn_flats);
        }
        for s in &mut body.stmts {
            cx.fix_decls_and_copies(s, &fn_flats);
        }
    }
    (cx.errors, fn_flats, only_mixed)
}

/// One subscript of a 1-D array inside a nest.
#[derive(Debug, Clone)]
enum Use {
    /// Read as `subs` (outermost first) with `extents` (fastest first), in the nest at `at`.
    Multi {
        span: Span,
        extents: Vec<Expr>,
        at: Span,
    },
    /// A plain 1-D subscript, with the notes on the unclear locals it reads
    /// ([`HostScalars::notes`]).
    Plain(Span, Vec<HostNote>),
    /// A subscript that looks linearized but does not delinearize on its own (`j * nx + 0` in a
    /// nest over `j`), with the error it gets unless the extents of the array's other
    /// subscripts read it ([`FnPass::reread`]).
    Failed(Diagnostic),
}

/// A note on a local that is not read through, and its places.
type HostNote = (String, Vec<(Span, String)>);

struct FnPass {
    /// Declared rank of every name of the function (innermost declaration wins; names are
    /// rarely shadowed with another rank in the codes this serves).
    ranks: HashMap<String, u32>,
    /// The function's integer locals set once.
    host: HostScalars,
    /// The nest being read.
    nest_span: Span,
    /// Subscripts of 1-D arrays in nests, by array.
    uses: HashMap<String, Vec<Use>>,
    /// Subscripts of flat arrays to read with their extents ([`FnPass::reread`]): the array,
    /// the subscript's span, the error it gets otherwise.
    pending: Vec<(String, Span, Diagnostic)>,
    errors: Vec<Diagnostic>,
    /// The struct members the function's nests read through: their names and the members.
    members: HashMap<String, Expr>,
}

/// The declared rank of every global of `tu`.
pub(crate) fn global_ranks(tu: &TranslationUnit) -> Vec<(String, u32)> {
    tu.global_declarators()
        .filter_map(|dd| Some((dd.name.as_ref()?.name.clone(), dd.ty.rank())))
        .collect()
}

/// The declared rank of every name a function sees: the globals, its parameters, then its
/// locals (a later declaration of a name wins).
pub(crate) fn function_ranks(
    globals: &[(String, u32)],
    params: &[Declarator],
    body: &[Stmt],
) -> HashMap<String, u32> {
    let mut ranks: HashMap<String, u32> = globals.iter().cloned().collect();
    let locals = body.iter().flat_map(Stmt::declarators);
    for dd in params.iter().chain(locals) {
        if let Some(n) = &dd.name {
            ranks.insert(n.name.clone(), dd.ty.rank());
        }
    }
    ranks
}

/// The variables of every `for` loop in `s`, outermost first.
fn loop_vars(s: &Stmt, out: &mut Vec<String>) {
    s.walk(&mut |x| {
        if let StmtKind::For(fl) = &x.kind {
            if let Some(v) = fl.var() {
                if !out.iter().any(|o| o == v) {
                    out.push(v.to_string());
                }
            }
        }
    });
}

/// True if `e` multiplies a loop variable by something other than a constant 1, or adds two
/// loop variables: what a linearized subscript looks like.
fn looks_linearized(e: &Expr, vars: &[&str]) -> bool {
    let has = |x: &Expr| {
        let mut found = false;
        x.walk(&mut |y| found |= y.as_ident().is_some_and(|n| vars.contains(&n)));
        found
    };
    let mut count = 0;
    e.walk(&mut |y| count += usize::from(y.as_ident().is_some_and(|n| vars.contains(&n))));
    let mut mul = false;
    e.walk(&mut |y| {
        if let ExprKind::Binary(BinOp::Mul, a, b) = &y.kind {
            mul |= has(a) || has(b);
        }
    });
    mul || count > 1
}

/// Each counted loop of `s` (a nest): its variable, first and last value, for loops that
/// start at a value and step by one up to `v < hi` (last `hi - 1`) or `v <= hi`.
fn loop_bounds(s: &Stmt) -> Vec<(String, Expr, Expr)> {
    let mut out = Vec::new();
    s.walk(&mut |x| {
        let StmtKind::For(fl) = &x.kind else { return };
        let (var, first) = match &fl.init {
            ForInit::Expr(Expr {
                kind: ExprKind::Assign(None, l, r),
                ..
            }) => match l.as_ident() {
                Some(v) => (v.to_string(), (**r).clone()),
                None => return,
            },
            ForInit::Decl(d) => match d.decls.as_slice() {
                [dd] => match (&dd.name, &dd.init) {
                    (Some(n), Some(Initializer::Expr(e))) => (n.name.clone(), e.clone()),
                    _ => return,
                },
                _ => return,
            },
            _ => return,
        };
        let unit_step = match fl.step.as_ref().map(|e| &e.kind) {
            Some(ExprKind::PostIncDec(true, a)) | Some(ExprKind::Unary(UnOp::PreInc, a)) => {
                a.as_ident() == Some(var.as_str())
            }
            Some(ExprKind::Assign(Some(BinOp::Add), a, c)) => {
                a.as_ident() == Some(var.as_str()) && matches!(c.kind, ExprKind::Int(1, _))
            }
            _ => false,
        };
        let last = match fl.cond.as_ref().map(|e| &e.kind) {
            Some(ExprKind::Binary(op @ (BinOp::Lt | BinOp::Le), a, hi))
                if a.as_ident() == Some(var.as_str()) =>
            {
                if *op == BinOp::Le {
                    (**hi).clone()
                } else {
                    Expr {
                        span: hi.span,
                        kind: ExprKind::Binary(
                            BinOp::Sub,
                            hi.clone(),
                            Box::new(Expr {
                                kind: ExprKind::Int(1, "1".into()),
                                span: hi.span,
                            }),
                        ),
                    }
                }
            }
            _ => return,
        };
        if unit_step {
            out.push((var, first, last));
        }
    });
    out
}

/// The expressions directly inside `e`, to change them.
fn expr_children_mut(e: &mut Expr) -> Vec<&mut Expr> {
    match &mut e.kind {
        ExprKind::Paren(a)
        | ExprKind::Unary(_, a)
        | ExprKind::PostIncDec(_, a)
        | ExprKind::Cast(_, a)
        | ExprKind::SizeofExpr(a)
        | ExprKind::Member(a, _, _) => vec![&mut **a],
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) | ExprKind::Index(a, b) => {
            vec![&mut **a, &mut **b]
        }
        ExprKind::Ternary(a, b, c) => vec![&mut **a, &mut **b, &mut **c],
        ExprKind::Call(c, args) => std::iter::once(&mut **c).chain(args.iter_mut()).collect(),
        _ => Vec::new(),
    }
}

/// `base[s0][s1]...` over `span` (`subs` outermost first).
/// `base[subs[0]][subs[1]]..` (outermost first).
pub(crate) fn indexed(base: &Expr, subs: Vec<Expr>, span: Span) -> Expr {
    subs.into_iter().fold(base.clone(), |new, s| Expr {
        span,
        kind: ExprKind::Index(Box::new(new), Box::new(s)),
    })
}

/// Whether `e` is an integer literal (in parentheses, negated).
fn is_int_literal(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Int(..) => true,
        ExprKind::Paren(x) | ExprKind::Unary(UnOp::Neg, x) => is_int_literal(x),
        _ => false,
    }
}

/// Apply `f` to the body of every `mint for` nest in `s` (the loop nest under the directive),
/// outermost statements first.
pub(crate) fn each_nest_mut(s: &mut Stmt, f: &mut impl FnMut(&mut Stmt)) {
    match &mut s.kind {
        StmtKind::Block(b) => b.stmts.iter_mut().for_each(|s| each_nest_mut(s, f)),
        StmtKind::If { then, els, .. } => {
            each_nest_mut(then, f);
            if let Some(e) = els {
                each_nest_mut(e, f);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Labeled { stmt: body, .. } => each_nest_mut(body, f),
        StmtKind::For(fl) => each_nest_mut(&mut fl.body, f),
        StmtKind::Mint(m) => {
            let is_for = matches!(m.directive, Directive::For(_));
            if let Some(b) = &mut m.body {
                if is_for {
                    f(b);
                } else {
                    each_nest_mut(b, f);
                }
            }
        }
        _ => {}
    }
}

impl FnPass {
    fn stmt(&mut self, s: &mut Stmt) {
        each_nest_mut(s, &mut |b| {
            let mut vars = Vec::new();
            loop_vars(b, &mut vars);
            self.nest_span = b.span;
            self.nest(b, &vars);
        });
    }

    /// Rewrite the linearized subscripts of one nest.
    fn nest(&mut self, s: &mut Stmt, vars: &[String]) {
        let vars: Vec<&str> = vars.iter().map(String::as_str).collect();
        let mut exprs: Vec<&mut Expr> = Vec::new();
        stmt_exprs(s, &mut exprs);
        for e in exprs {
            self.expr(e, &vars);
        }
    }

    fn expr(&mut self, e: &mut Expr, vars: &[&str]) {
        if let ExprKind::Index(base, sub) = &mut e.kind {
            let one_d = base
                .as_ident()
                .filter(|n| self.ranks.get(*n) == Some(&1))
                .map(str::to_string);
            if let Some(name) = one_d {
                let span = sub.span;
                // As written, else with the locals set once before the nest read through.
                // The first reading that delinearizes ([`HostScalars::levels`]: a local read
                // through only where needed).
                let found = match delinearize(sub, vars) {
                    Err(why) => {
                        let tries: Vec<_> = self
                            .host
                            .levels(sub, self.nest_span, vars)
                            .iter()
                            .map(|r| delinearize(r, vars))
                            .collect();
                        match tries.iter().find(|t| matches!(t, Ok(Some(_)))) {
                            // Extents by the names that hold them (`nx - 3` as `nz`).
                            Some(Ok(Some(d))) => Ok(Some(Delinearized {
                                subs: d.subs.clone(),
                                extents: d
                                    .extents
                                    .iter()
                                    .map(|x| self.host.named(x, self.nest_span))
                                    .collect(),
                            })),
                            Some(t) => t.clone(),
                            None if tries.iter().any(|t| t.is_ok()) => Ok(None),
                            None => Err(why),
                        }
                    }
                    found => found,
                };
                match found {
                    Ok(Some(d)) => {
                        let new = indexed(base, d.subs, e.span);
                        self.uses.entry(name).or_default().push(Use::Multi {
                            span,
                            extents: d.extents,
                            at: self.nest_span,
                        });
                        *e = new;
                        return;
                    }
                    Ok(None) => {
                        let notes = self.host.notes(sub, vars);
                        self.uses
                            .entry(name)
                            .or_default()
                            .push(Use::Plain(span, notes));
                    }
                    Err(why) if looks_linearized(sub, vars) => {
                        let d = Diagnostic::error(format!(
                            "the subscript of `{name}` is not a linearized reference mint can read as a multi-dimensional one: {why}"
                        ))
                        .with_span(span, "this subscript")
                        .with_note("write it as (k*ny + j)*nx + i or i + nx*(j + ny*k) with constant offsets on i, j, k (or index a 3-D array)");
                        let d = with_notes(d, self.host.notes(sub, vars));
                        self.uses.entry(name).or_default().push(Use::Failed(d));
                        return;
                    }
                    Err(_) => {}
                }
            }
        }
        for c in expr_children_mut(e) {
            self.expr(c, vars);
        }
    }

    /// The flat array `name` if its subscripts agree (errors otherwise; `None` if it has no
    /// linearized subscript).
    /// The plain and failed subscripts are read again with the extents found
    /// ([`FnPass::reread`]), which reports them where that fails.
    fn check_uses(&mut self, function: &str, name: &str, uses: &[Use]) -> Option<FlatArray> {
        let Some((first_span, extents, first_at)) = uses.iter().find_map(|u| match u {
            Use::Multi { span, extents, at } => Some((*span, extents.clone(), *at)),
            Use::Plain(..) | Use::Failed(_) => None,
        }) else {
            self.errors.extend(uses.iter().filter_map(|u| match u {
                Use::Failed(d) => Some(d.clone()),
                _ => None,
            }));
            return None;
        };
        let mut pending = Vec::new();
        for u in uses {
            match u {
                Use::Plain(s, notes) => {
                    let d = Diagnostic::error(format!(
                        "`{name}` is indexed both as a {}-D array and with a plain 1-D subscript inside nests",
                        extents.len() + 1
                    ))
                    .with_span(*s, "a 1-D subscript")
                    .with_span(first_span, "a linearized one")
                    .with_note("index it the same way in every nest (a subscript that names the row length, `j * nx + n`, is read with the extents of the others where each part stays inside its extent)");
                    pending.push((*s, with_notes(d, notes.clone())));
                }
                Use::Failed(d) => {
                    pending.push((d.labels.first().map_or(first_span, |l| l.0), d.clone()))
                }
                Use::Multi {
                    span,
                    extents: e,
                    at,
                } => {
                    let agree = e.len() == extents.len()
                        && e.iter().zip(&extents).all(|(a, b)| {
                            same_value(a, b)
                                || same_value(
                                    &self.read_through(a, *at),
                                    &self.read_through(b, first_at),
                                )
                        });
                    if !agree {
                        let show = |v: &[Expr]| {
                            v.iter()
                                .map(crate::delinearize::c_text)
                                .collect::<Vec<_>>()
                                .join(", ")
                        };
                        self.errors.push(
                            Diagnostic::error(format!(
                                "the subscripts of `{name}` use different extents: ({}) and ({})",
                                show(&extents),
                                show(e)
                            ))
                            .with_span(first_span, format!("extents ({})", show(&extents)))
                            .with_span(*span, format!("extents ({})", show(e)))
                            .with_note("a flat array is read with the same row length (and plane size) everywhere"),
                        );
                        return None;
                    }
                }
            }
        }
        self.pending
            .extend(pending.into_iter().map(|(s, d)| (name.to_string(), s, d)));
        Some(FlatArray {
            function: function.to_string(),
            name: name.to_string(),
            rank: extents.len() as u32 + 1,
            extents,
        })
    }

    /// Read the 1-D subscripts of flat arrays left in the nests of `s` (plain or failed ones,
    /// [`FnPass::pending`]) with the extents the array's other subscripts give
    /// ([`delinearize_with_extents`]): a boundary nest's `q[j * nx + n]` is `q[j][n]`. Each
    /// inner subscript must stay inside its extent: an invariant one by the locals set once
    /// (`n <= nx - 1` with `nx = n + 2`), one that moves with a loop by that loop's bounds;
    /// otherwise the subscript keeps its error.
    fn reread(&mut self, s: &mut Stmt, flats: &[FlatArray]) {
        each_nest_mut(s, &mut |b| {
            let mut vars = Vec::new();
            loop_vars(b, &mut vars);
            let bounds = loop_bounds(b);
            self.nest_span = b.span;
            let vars: Vec<&str> = vars.iter().map(String::as_str).collect();
            let mut exprs: Vec<&mut Expr> = Vec::new();
            stmt_exprs(b, &mut exprs);
            for e in exprs {
                self.reread_expr(e, &vars, &bounds, flats);
            }
        });
    }

    fn reread_expr(
        &mut self,
        e: &mut Expr,
        vars: &[&str],
        bounds: &[(String, Expr, Expr)],
        flats: &[FlatArray],
    ) {
        if let ExprKind::Index(base, sub) = &mut e.kind {
            let fa = base
                .as_ident()
                .and_then(|n| flats.iter().find(|f| f.name == n));
            let pending = self.pending.iter().position(|(n, s, _)| {
                Some(n.as_str()) == fa.map(|f| f.name.as_str()) && *s == sub.span
            });
            if let (Some(fa), Some(k)) = (fa, pending) {
                if let Some(subs) = self.read_with_extents(sub, vars, bounds, fa) {
                    *e = indexed(base, subs, e.span);
                    self.pending.remove(k);
                }
                return;
            }
        }
        for c in expr_children_mut(e) {
            self.reread_expr(c, vars, bounds, flats);
        }
    }

    /// The subscripts of `sub` (outermost first) with `fa`'s extents, where every inner
    /// subscript provably stays inside its extent (`q[i]` over a whole flat array, `i < nx *
    /// ny`, stays a 1-D traversal; over one row, `i < nx`, it is `q[0][i]`).
    fn read_with_extents(
        &self,
        sub: &Expr,
        vars: &[&str],
        bounds: &[(String, Expr, Expr)],
        fa: &FlatArray,
    ) -> Option<Vec<Expr>> {
        let subs = delinearize_with_extents(sub, vars, &fa.extents)?;
        let host = &self.host;
        let at = self.nest_span;
        let through = |e: &Expr| host.resolve(e, at, vars).unwrap_or_else(|| e.clone());
        let one = |span| Expr {
            kind: ExprKind::Int(1, "1".into()),
            span,
        };
        let minus = |a: &Expr, b: Expr| Expr {
            span: a.span,
            kind: ExprKind::Binary(BinOp::Sub, Box::new(a.clone()), Box::new(b)),
        };
        // subs[0] is the outermost (bounded by the copy); the others by the extents, fastest
        // last: subs[rank - 1 - d] against extents[d - 1]... subs[k] for k >= 1 against
        // extents[rank - 1 - k].
        let rank = subs.len();
        for (k, s) in subs.iter().enumerate().skip(1) {
            let extent = &fa.extents[rank - 1 - k];
            let last = minus(extent, one(extent.span));
            let (lo, hi) = match vars.iter().find(|v| {
                let mut f = false;
                s.walk(&mut |y| f |= y.as_ident() == Some(**v));
                f
            }) {
                None => (s.clone(), s.clone()),
                Some(v) => {
                    let (var, off) = crate::nest::var_offset(s)?;
                    if var != *v {
                        return None;
                    }
                    let (_, first, last_v) = bounds.iter().find(|(n, _, _)| n == v)?;
                    let shift = |e: &Expr| Expr {
                        span: e.span,
                        kind: ExprKind::Binary(
                            BinOp::Add,
                            Box::new(e.clone()),
                            Box::new(Expr {
                                kind: ExprKind::Int(off, off.to_string()),
                                span: e.span,
                            }),
                        ),
                    };
                    (shift(first), shift(last_v))
                }
            };
            // Column 0 (`q[j * nx]`) is inside every row: a row of no elements has no element
            // a valid program could reach.
            if crate::nest::int_const(s) == Some(0) {
                continue;
            }
            let zero = Expr {
                kind: ExprKind::Int(0, "0".into()),
                span: s.span,
            };
            // A symbolic bound is taken on the program's word where it names a place near the
            // edge: `n - 2` is at least 0, and a small column (`q[j * nx + 1]`, a boundary
            // nest's neighbour of column 0) is inside a row of `nx`: a grid whose rows are
            // shorter than that is degenerate.
            let low_ok = at_least(&through(&lo), &zero) || !is_int_literal(&through(&lo));
            let small =
                crate::nest::int_const(&through(&hi)).is_some_and(|c| (0..=64).contains(&c));
            let high_ok = at_least(&through(&last), &through(&hi))
                || (small && !is_int_literal(&through(&last)));
            if !(low_ok && high_ok) {
                return None;
            }
        }
        Some(subs)
    }

    /// Give flat arrays their rank in declarations and their sizes in `copy` directives.
    fn fix_decls_and_copies(&mut self, s: &mut Stmt, flats: &[FlatArray]) {
        match &mut s.kind {
            StmtKind::Decl(d) => d.decls.iter_mut().for_each(|dd| retype(dd, flats)),
            StmtKind::Block(b) => b
                .stmts
                .iter_mut()
                .for_each(|s| self.fix_decls_and_copies(s, flats)),
            StmtKind::If { then, els, .. } => {
                self.fix_decls_and_copies(then, flats);
                if let Some(e) = els {
                    self.fix_decls_and_copies(e, flats);
                }
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. }
            | StmtKind::Labeled { stmt: body, .. } => self.fix_decls_and_copies(body, flats),
            StmtKind::For(fl) => {
                if let ForInit::Decl(d) = &mut fl.init {
                    d.decls.iter_mut().for_each(|dd| retype(dd, flats));
                }
                self.fix_decls_and_copies(&mut fl.body, flats);
            }
            StmtKind::Mint(m) => {
                if let Directive::Copy(c) = &mut m.directive {
                    if let Some(fa) = flats.iter().find(|f| f.name == c.array.name) {
                        self.copy_sizes(c, m.pragma_span, fa);
                    }
                }
                if let Some(b) = &mut m.body {
                    self.fix_decls_and_copies(b, flats);
                }
            }
            _ => {}
        }
    }

    fn copy_sizes(&mut self, c: &mut CopyDirective, span: Span, fa: &FlatArray) {
        let rank = fa.rank as usize;
        // The host's extents: members read through in the nests are the members themselves.
        let host_ext: Vec<Expr> = fa
            .extents
            .iter()
            .map(|e| crate::inline::substitute(e, &self.members))
            .collect();
        let ext: Vec<&Expr> = host_ext.iter().collect();
        let show = |v: &[&Expr]| {
            v.iter()
                .map(|e| crate::delinearize::c_text(e))
                .collect::<Vec<_>>()
                .join(", ")
        };
        // As written, else with the locals set once before the copy read through.
        let host = &self.host;
        let resolved = |e: &Expr| host.resolve(e, span, &[]).unwrap_or_else(|| e.clone());
        let divided = std::iter::once(c.sizes[0].clone())
            .chain(host.levels(&c.sizes[0], span, &[]))
            .find_map(|total| divide_exact(&total, &ext))
            .map(|outer| (host_ext.clone(), host.named(&outer, span)))
            .or_else(|| {
                let ext: Vec<Expr> = ext.iter().map(|e| resolved(e)).collect();
                let by: Vec<&Expr> = ext.iter().collect();
                divide_exact(&resolved(&c.sizes[0]), &by).map(|outer| {
                    let named = |e: &Expr| host.named(e, span);
                    (ext.iter().map(named).collect(), named(&outer))
                })
            });
        match c.sizes.len() {
            1 => match divided {
                Some((mut sizes, outer)) => {
                    sizes.push(outer);
                    c.sizes = sizes;
                }
                None => self.errors.push(
                    Diagnostic::error(format!(
                        "the copy size of `{}` is not a multiple of the extents its subscripts use ({})",
                        fa.name,
                        show(&ext)
                    ))
                    .with_span(c.sizes[0].span, "total size")
                    .with_note(format!(
                        "give the sizes one per dimension, fastest first: copy({}, ..., {}, <outer>)",
                        fa.name,
                        show(&ext)
                    )),
                ),
            },
            n if n == rank => {
                for (d, e) in ext.iter().enumerate() {
                    if !same_value(&c.sizes[d], e)
                        && !same_value(&resolved(&c.sizes[d]), &resolved(e))
                    {
                        self.errors.push(
                            Diagnostic::error(format!(
                                "`copy` of `{}` gives size {} in dimension {} but its subscripts use extent {}",
                                fa.name,
                                crate::delinearize::c_text(&c.sizes[d]),
                                d + 1,
                                crate::delinearize::c_text(e)
                            ))
                            .with_span(c.sizes[d].span, "copy size")
                            .with_span(span, format!("the nests read `{}` with extents ({})", fa.name, show(&ext))),
                        );
                    }
                }
            }
            n => self.errors.push(
                Diagnostic::error(format!(
                    "`copy` of `{}` gives {n} sizes; its subscripts make it a {rank}-D array",
                    fa.name
                ))
                .with_span(span, format!("expected 1 (the total) or {rank} sizes"))
                .with_note(format!(
                    "e.g. copy({}, toDevice, {}, <outer>)",
                    fa.name,
                    show(&ext)
                )),
            ),
        }
    }
}

impl FnPass {
    /// `e` with the locals set once before `at` read through ([`HostScalars::resolve`]).
    fn read_through(&self, e: &Expr, at: Span) -> Expr {
        self.host.resolve(e, at, &[]).unwrap_or_else(|| e.clone())
    }
}

/// `d` with the notes on locals not read through, and their places.
fn with_notes(mut d: Diagnostic, notes: Vec<HostNote>) -> Diagnostic {
    for (note, places) in notes {
        for (span, label) in places {
            d = d.with_span(span, label);
        }
        d = d.with_note(note);
    }
    d
}

/// A flat array's declarator, seen with the rank its nests use.
fn retype(dd: &mut Declarator, flats: &[FlatArray]) {
    let Some(n) = &dd.name else { return };
    if let Some(fa) = flats.iter().find(|f| f.name == n.name) {
        if dd.ty.rank() == 1 {
            dd.ty.pointers += fa.rank - 1;
        }
    }
}

/// Apply `f` to the part of every `mint for` nest in `s` that runs on the device per point:
/// the body of its last parallel loop (`nest(n)`: the first `n` loops of the perfect chain; the
/// parallel loops' headers are evaluated by the host).
pub(crate) fn each_parallel_body_mut(s: &mut Stmt, f: &mut impl FnMut(&mut Stmt)) {
    fn below(s: &mut Stmt, parallel: usize, f: &mut impl FnMut(&mut Stmt)) {
        if parallel == 0 {
            return f(s);
        }
        match &mut s.kind {
            StmtKind::For(fl) => below(&mut fl.body, parallel - 1, f),
            StmtKind::Block(b)
                if b.stmts.len() == 1 && matches!(b.stmts[0].kind, StmtKind::For(_)) =>
            {
                below(&mut b.stmts[0], parallel, f)
            }
            _ => f(s),
        }
    }
    match &mut s.kind {
        StmtKind::Block(b) => b
            .stmts
            .iter_mut()
            .for_each(|s| each_parallel_body_mut(s, f)),
        StmtKind::If { then, els, .. } => {
            each_parallel_body_mut(then, f);
            if let Some(e) = els {
                each_parallel_body_mut(e, f);
            }
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::Switch { body, .. }
        | StmtKind::Labeled { stmt: body, .. } => each_parallel_body_mut(body, f),
        StmtKind::For(fl) => each_parallel_body_mut(&mut fl.body, f),
        StmtKind::Mint(m) => {
            let parallel = match &m.directive {
                Directive::For(fc) => Some(match fc.nest.as_ref().map(|n| &n.value) {
                    None => 1,
                    Some(NestClause::All) => usize::MAX,
                    Some(NestClause::Depth(d)) => usize::try_from(*d).unwrap_or(1),
                }),
                _ => None,
            };
            if let Some(b) = &mut m.body {
                match parallel {
                    Some(p) => below(b, p, f),
                    None => each_parallel_body_mut(b, f),
                }
            }
        }
        _ => {}
    }
}

/// Every expression of a statement, mutable, outermost statements first.
pub fn stmt_exprs<'a>(s: &'a mut Stmt, out: &mut Vec<&'a mut Expr>) {
    match &mut s.kind {
        StmtKind::Expr(e) => out.push(e),
        StmtKind::Decl(d) => {
            for dd in &mut d.decls {
                if let Some(Initializer::Expr(e)) = &mut dd.init {
                    out.push(e);
                }
            }
        }
        StmtKind::Block(b) => b.stmts.iter_mut().for_each(|s| stmt_exprs(s, out)),
        StmtKind::If { cond, then, els } => {
            out.push(cond);
            stmt_exprs(then, out);
            if let Some(e) = els {
                stmt_exprs(e, out);
            }
        }
        StmtKind::While { cond, body }
        | StmtKind::DoWhile { body, cond }
        | StmtKind::Switch { cond, body } => {
            out.push(cond);
            stmt_exprs(body, out);
        }
        StmtKind::Labeled { stmt, .. } => stmt_exprs(stmt, out),
        StmtKind::For(fl) => {
            match &mut fl.init {
                ForInit::Expr(e) => out.push(e),
                ForInit::Decl(d) => {
                    for dd in &mut d.decls {
                        if let Some(Initializer::Expr(e)) = &mut dd.init {
                            out.push(e);
                        }
                    }
                }
                ForInit::None => {}
            }
            if let Some(c) = &mut fl.cond {
                out.push(c);
            }
            if let Some(st) = &mut fl.step {
                out.push(st);
            }
            stmt_exprs(&mut fl.body, out);
        }
        StmtKind::Return(Some(e)) => out.push(e),
        StmtKind::Mint(m) => {
            if let Some(b) = &mut m.body {
                stmt_exprs(b, out);
            }
        }
        _ => {}
    }
}
