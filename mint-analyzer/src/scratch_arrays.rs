//! A scratch array that one nest fills and the next reads only at the point: the step of codes
//! that compute an operator into a temporary, then update the state with it. A pass before
//! analysis that folds the temporary away, so the step is one of the forms temporal blocking
//! fuses:
//!
//! ```c
//! lap[i][j] = L(u);                 lap[i][j] = u[i][j] + dt * ((double)(L(u)));
//! u[i][j] += dt * lap[i][j];   =>   u[i][j] = lap[i][j];
//! ```
//!
//! - **in place** (the second nest updates an array the first reads, as above): the first nest
//!   computes the new state into the scratch array and the second copies it back, a step and a
//!   copy back (`time_loops`' `Form::CopyBack`);
//! - **forward** (the second nest writes an array the first does not read, `unew = u + dt *
//!   lap;` and a swap): the first nest computes the second's value in place of its own, and the
//!   second nest is dropped.
//!
//! Repeated until nothing changes, so a chain of temporaries (`lx = ...; ly = ...; u += lx +
//! ly;`) folds into one nest.
//!
//! Invariants:
//! - Only where nothing else observes the scratch array `S`: it is declared once, in the
//!   function's body (not a parameter), or is a `static` global array that no other function
//!   and no global's initializer names; and outside the two nests the function only
//!   writes its elements (`S[...] = e`), sets it to a fresh allocation (`malloc`, `calloc`,
//!   `aligned_alloc`), frees it, takes its size or copies it to the device; it is never read,
//!   copied from the device, set to another array, aliased or passed to a call.
//! - The same values: the two nests run the same loops (variables, bounds and steps), have no
//!   reductions, and stand next to each other in one block; the first writes no array but `S`,
//!   in its body's last statement `S[e] = E;`, and names `S` nowhere else; the second is the one
//!   statement `U[e'] op= X;` where `X` has no side effects, reads `S` only as `S[e]` and `U`
//!   only as `U[e']`, and neither it nor `S[e]` names anything the first's body declares; `S`
//!   and `U` have the same floating element type. `S[e]` becomes `(T)(E)`, the conversion the
//!   store made. A second nest that already is the copy `U[e'] = S[e]` is left as it is.
//! - Only `mint for` nests and the statements next to them change.

use mint_lang::ast::*;
use std::collections::HashSet;

/// Fold the scratch arrays of `tu`'s functions away (see the module documentation).
pub fn scratch_arrays(tu: &TranslationUnit) -> TranslationUnit {
    let globals: Vec<Declarator> = tu.global_declarators().cloned().collect();
    // The names each function and the globals' initializers mention.
    let named: Vec<(Option<&str>, HashSet<String>)> = tu
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Function(f) => {
                let body = f.body.as_ref()?;
                let mut names = HashSet::new();
                for st in &body.stmts {
                    names_in(st, &mut names);
                }
                Some((Some(f.name.name.as_str()), names))
            }
            Item::Declaration(d) => {
                let mut names = HashSet::new();
                names_in(
                    &Stmt {
                        kind: StmtKind::Decl(d.clone()),
                        span: d.span,
                    },
                    &mut names,
                );
                Some((None, names))
            }
            _ => None,
        })
        .collect();
    crate::for_nests::map_function_bodies(tu, |name, params, whole| {
        let mut decls = globals.clone();
        decls.extend(params.iter().cloned());
        // Static globals nothing outside this function names.
        let private: Vec<String> = globals
            .iter()
            .filter(|d| d.ty.is_static && d.ty.rank() > 0)
            .filter_map(|d| d.name.as_ref().map(|n| n.name.clone()))
            .filter(|g| {
                named
                    .iter()
                    .all(|(owner, names)| *owner == Some(name) || !names.contains(g))
            })
            .collect();
        let outer = Outer {
            decls: &decls,
            params: params.len(),
            private_globals: &private,
        };
        while let Some(rw) = find(whole, whole, &outer, &mut Vec::new()) {
            apply(whole, rw);
        }
    })
}

/// One fold: the block (by its path of child indices from the function's body), the two
/// nests' positions in it, the first nest's new last statement and the second's new body
/// (`None`: the second nest is dropped).
struct Rewrite {
    path: Vec<usize>,
    first: usize,
    second: usize,
    last: Expr,
    copy_back: Option<Expr>,
}

/// The first fold in `s` (depth first, in source order); `whole` is the function's body.
fn find(s: &Stmt, whole: &Stmt, outer: &Outer, path: &mut Vec<usize>) -> Option<Rewrite> {
    if as_nest(s).is_some() {
        return None;
    }
    if let StmtKind::Block(b) = &s.kind {
        let live: Vec<usize> = (0..b.stmts.len())
            .filter(|&k| !matches!(b.stmts[k].kind, StmtKind::Empty))
            .collect();
        for w in live.windows(2) {
            if let Some((last, copy_back)) = fold(&b.stmts[w[0]], &b.stmts[w[1]], whole, outer) {
                return Some(Rewrite {
                    path: path.clone(),
                    first: w[0],
                    second: w[1],
                    last,
                    copy_back,
                });
            }
        }
    }
    for (k, c) in s.children().into_iter().enumerate() {
        path.push(k);
        let r = find(c, whole, outer, path);
        path.pop();
        if r.is_some() {
            return r;
        }
    }
    None
}

/// The nest's clauses and outer loop, if `s` is a `mint for` nest.
fn as_nest(s: &Stmt) -> Option<(&ForClauses, &ForLoop)> {
    let StmtKind::Mint(m) = &s.kind else {
        return None;
    };
    match (&m.directive, m.body.as_ref().map(|b| &b.kind)) {
        (Directive::For(fc), Some(StmtKind::For(fl))) => Some((fc, fl)),
        _ => None,
    }
}

/// The loops of the perfect chain starting at `fl`, outermost first, and the innermost body.
fn chain(fl: &ForLoop) -> (Vec<&ForLoop>, &Stmt) {
    let mut loops = vec![fl];
    let mut body = &*fl.body;
    loop {
        let next = match &body.kind {
            StmtKind::For(inner) => inner,
            StmtKind::Block(b) if b.stmts.len() == 1 => match &b.stmts[0].kind {
                StmtKind::For(inner) => inner,
                _ => break,
            },
            _ => break,
        };
        loops.push(next);
        body = &next.body;
    }
    (loops, body)
}

/// The statements of a body (a block's, or the one statement), empty statements left out.
fn statements(body: &Stmt) -> Vec<&Stmt> {
    match &body.kind {
        StmtKind::Block(b) => b
            .stmts
            .iter()
            .filter(|s| !matches!(s.kind, StmtKind::Empty))
            .collect(),
        _ => vec![body],
    }
}

/// Whether two loops have the same header: variable, start, condition and step.
fn same_header(a: &ForLoop, b: &ForLoop) -> bool {
    let start = |l: &ForLoop| match &l.init {
        ForInit::Decl(d) if d.decls.len() == 1 => match &d.decls[0].init {
            Some(Initializer::Expr(e)) => Some(e.clone()),
            _ => None,
        },
        ForInit::Expr(Expr {
            kind: ExprKind::Assign(None, _, v),
            ..
        }) => Some((**v).clone()),
        _ => None,
    };
    let same = |x: &Option<Expr>, y: &Option<Expr>| match (x, y) {
        (Some(x), Some(y)) => x.same_as(y),
        _ => false,
    };
    a.var().is_some()
        && a.var() == b.var()
        && same(&start(a), &start(b))
        && same(&a.cond, &b.cond)
        && same(&a.step, &b.step)
}

/// `lhs = rhs` or `lhs op= rhs` of an expression statement.
fn assignment(s: &Stmt) -> Option<(AssignOp, &Expr, &Expr)> {
    match &s.kind {
        StmtKind::Expr(Expr {
            kind: ExprKind::Assign(op, l, r),
            ..
        }) => Some((*op, l, r)),
        _ => None,
    }
}

/// How many times statement `s` names `name` in its expressions (its own and those inside it).
fn mentions(s: &Stmt, name: &str) -> usize {
    let mut n = 0;
    s.walk(&mut |st| {
        st.for_each_own_expr(&mut |e| {
            e.walk(&mut |x| n += usize::from(x.as_ident() == Some(name)));
        })
    });
    n
}

/// Whether `e` names `name` only inside sub-expressions that are `allowed`.
fn only_as(e: &Expr, name: &str, allowed: &Expr) -> bool {
    if e.same_as(allowed) {
        return true;
    }
    if let ExprKind::Ident(n) = &e.kind {
        return n != name;
    }
    e.children().into_iter().all(|c| only_as(c, name, allowed))
}

/// Whether `e` assigns or increments anything.
fn has_side_effects(e: &Expr) -> bool {
    let mut hit = false;
    e.walk(&mut |x| {
        hit |= matches!(
            x.kind,
            ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, _)
        )
    });
    hit
}

/// What the folds in one function know of the rest of the unit.
struct Outer<'a> {
    /// The globals, then the function's parameters.
    decls: &'a [Declarator],
    /// How many of `decls` are parameters (the last ones).
    params: usize,
    /// The static global arrays that no other function and no global's initializer names:
    /// work arrays only this function sees.
    private_globals: &'a [String],
}

/// The names statement `s` mentions: in expressions and in `copy` directives.
fn names_in(s: &Stmt, out: &mut HashSet<String>) {
    s.walk(&mut |st| {
        if let StmtKind::Mint(m) = &st.kind {
            if let Directive::Copy(c) = &m.directive {
                out.insert(c.array.name.clone());
            }
        }
        st.for_each_own_expr(&mut |e| {
            e.walk(&mut |x| {
                if let ExprKind::Ident(n) = &x.kind {
                    out.insert(n.clone());
                }
            })
        })
    });
}

/// The fold of nests `n1` then `n2`, if they qualify: the first nest's new last statement and,
/// for an update in place, the second's new one.
fn fold(n1: &Stmt, n2: &Stmt, whole: &Stmt, outer: &Outer) -> Option<(Expr, Option<Expr>)> {
    let params = &outer.decls[outer.decls.len() - outer.params..];
    let (fc1, l1) = as_nest(n1)?;
    let (fc2, l2) = as_nest(n2)?;
    if !fc1.reductions.is_empty() || !fc2.reductions.is_empty() {
        return None;
    }
    let ((h1, b1), (h2, b2)) = (chain(l1), chain(l2));
    if h1.len() != h2.len() || !h1.iter().zip(&h2).all(|(a, b)| same_header(a, b)) {
        return None;
    }
    // The first nest: its last statement writes S, the only array it writes.
    let body1 = statements(b1);
    let (op1, lhs1, value) = assignment(body1.last()?)?;
    let (s, _, _) = lhs1.as_subscript()?;
    if op1.is_some() || mentions(n1, s) != 1 {
        return None;
    }
    let writes_array = |st: &Stmt| {
        let mut hit = false;
        st.walk(&mut |x| {
            x.for_each_own_expr(&mut |e| {
                e.walk(&mut |y| {
                    let target = match &y.kind {
                        ExprKind::Assign(_, t, _)
                        | ExprKind::PostIncDec(_, t)
                        | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, t) => Some(t),
                        _ => None,
                    };
                    hit |= target.is_some_and(|t| !matches!(t.kind, ExprKind::Ident(_)));
                })
            })
        });
        hit
    };
    if body1[..body1.len() - 1].iter().any(|st| writes_array(st)) {
        return None;
    }
    // The second nest: one statement `U[e'] op= X`.
    let [st2] = statements(b2)[..] else {
        return None;
    };
    let (op2, lhs2, x) = assignment(st2)?;
    let (u, subs2, _) = lhs2.as_subscript()?;
    if u == s
        || has_side_effects(x)
        || subs2
            .iter()
            .any(|e| mentions_expr(e, s) || mentions_expr(e, u))
        || !only_as(x, s, lhs1)
        || !only_as(x, u, lhs2)
    {
        return None;
    }
    // X and S[e] name nothing the first nest's body declares.
    let declared: Vec<String> = b1
        .declarators()
        .iter()
        .filter_map(|d| d.name.as_ref().map(|n| n.name.clone()))
        .collect();
    if declared
        .iter()
        .any(|d| mentions_expr(x, d) || mentions_expr(lhs1, d))
    {
        return None;
    }
    // S: a local array of the function (or a static global only it names), of U's floating
    // element type, nowhere else observed.
    let locals = whole.declarators();
    let is_s = |d: &&Declarator| d.name.as_ref().is_some_and(|n| n.name == s);
    let mut named = locals.iter().copied().filter(is_s);
    let (sd, twice) = match named.next() {
        Some(d) => (d, named.next().is_some()),
        None if outer.private_globals.iter().any(|g| g == s) => {
            let globals = &outer.decls[..outer.decls.len() - outer.params];
            (globals.iter().rev().find(is_s)?, false)
        }
        None => return None,
    };
    if twice
        || params
            .iter()
            .any(|d| d.name.as_ref().is_some_and(|n| n.name == s))
        || sd.ty.rank() == 0
        || !sd.ty.scalar.is_floating()
        || match &sd.init {
            None => false,
            Some(Initializer::Expr(e)) => !is_allocation(e),
            Some(Initializer::List { .. }) => true,
        }
    {
        return None;
    }
    let ud = locals
        .iter()
        .rev()
        .copied()
        .chain(outer.decls.iter().rev())
        .find(|d| d.name.as_ref().is_some_and(|n| n.name == u));
    if ud.is_some_and(|d| d.ty.scalar != sd.ty.scalar) {
        return None;
    }
    if ud.is_none() || observed(whole, s, [n1, n2]) {
        return None;
    }
    // The rewrite.
    let scalar = Type {
        scalar: sd.ty.scalar.clone(),
        pointers: 0,
        array_pointers: 0,
        dims: Vec::new(),
        is_const: false,
        is_static: false,
        span: value.span,
    };
    let paren = |e: Expr| Expr {
        span: e.span,
        kind: ExprKind::Paren(Box::new(e)),
    };
    let stored = paren(Expr {
        span: value.span,
        kind: ExprKind::Cast(scalar, Box::new(paren(value.clone()))),
    });
    let mut x2 = x.clone();
    crate::accumulated_writes::replace(&mut x2, lhs1, &stored);
    let assign = |op: AssignOp, l: &Expr, r: Expr| Expr {
        span: l.span.join(r.span),
        kind: ExprKind::Assign(op, Box::new(l.clone()), Box::new(r)),
    };
    if mentions(n1, u) == 0 {
        // Forward: the first nest writes the second's value.
        return Some((assign(op2, lhs2, x2), None));
    }
    // In place: the new state into S, then copied back (already so where the second nest
    // is the copy).
    if op2.is_none() && x.same_as(lhs1) {
        return None;
    }
    let new = match op2 {
        None => x2,
        Some(op) => Expr {
            span: lhs2.span.join(x2.span),
            kind: ExprKind::Binary(op, Box::new(lhs2.clone()), Box::new(paren(x2))),
        },
    };
    Some((
        assign(None, lhs1, new),
        Some(assign(None, lhs2, lhs1.clone())),
    ))
}

/// Whether expression `e` names `name`.
fn mentions_expr(e: &Expr, name: &str) -> bool {
    let mut hit = false;
    e.walk(&mut |x| hit |= x.as_ident() == Some(name));
    hit
}

/// Whether anything in `s` but the statements `skip` observes array `name`: reads it, aliases
/// it, passes it to a call other than `free`, or copies it from the device.
fn observed(s: &Stmt, name: &str, skip: [&Stmt; 2]) -> bool {
    if skip.iter().any(|k| std::ptr::eq(*k, s)) {
        return false;
    }
    if let StmtKind::Mint(m) = &s.kind {
        if let Directive::Copy(c) = &m.directive {
            if c.array.name == name && c.dir == CopyDir::FromDevice {
                return true;
            }
        }
    }
    let mut hit = false;
    s.for_each_own_expr(&mut |e| hit |= reads(e, name));
    hit || s.children().into_iter().any(|c| observed(c, name, skip))
}

/// Whether `e` uses array `name` other than by writing its elements, freeing it or taking
/// its size.
fn reads(e: &Expr, name: &str) -> bool {
    match &e.kind {
        ExprKind::Ident(n) => n == name,
        ExprKind::Assign(None, lhs, rhs) if lhs.as_subscript().is_some_and(|x| x.0 == name) => {
            let (_, subs, _) = lhs.as_subscript().expect("checked");
            subs.iter().any(|x| reads(x, name)) || reads(rhs, name)
        }
        ExprKind::Call(c, args)
            if c.as_ident() == Some("free")
                && args.len() == 1
                && args[0].as_ident() == Some(name) =>
        {
            false
        }
        ExprKind::Assign(None, lhs, rhs) if lhs.as_ident() == Some(name) => {
            !is_allocation(rhs) || reads(rhs, name)
        }
        ExprKind::SizeofExpr(_) | ExprKind::SizeofType(_) => false,
        _ => e.children().into_iter().any(|c| reads(c, name)),
    }
}

/// Whether `e` is a fresh allocation, `malloc(...)`, `calloc(...)` or `aligned_alloc(...)`
/// (through casts and parentheses).
fn is_allocation(e: &Expr) -> bool {
    match &e.kind {
        ExprKind::Paren(x) | ExprKind::Cast(_, x) => is_allocation(x),
        ExprKind::Call(c, _) => {
            matches!(c.as_ident(), Some("malloc" | "calloc" | "aligned_alloc"))
        }
        _ => false,
    }
}

/// Carry out `rw` in the function body `whole`.
fn apply(whole: &mut Stmt, rw: Rewrite) {
    let mut s = whole;
    for &k in &rw.path {
        s = s
            .children_mut()
            .into_iter()
            .nth(k)
            .expect("a path found above");
    }
    let StmtKind::Block(b) = &mut s.kind else {
        unreachable!("the path leads to a block")
    };
    let set_last = |st: &mut Stmt, e: Expr| {
        let body = nest_body(st);
        let target = match &mut body.kind {
            StmtKind::Block(b) => b
                .stmts
                .iter_mut()
                .rev()
                .find(|x| !matches!(x.kind, StmtKind::Empty))
                .expect("a last statement"),
            _ => body,
        };
        target.kind = StmtKind::Expr(e);
    };
    set_last(&mut b.stmts[rw.first], rw.last);
    match rw.copy_back {
        Some(e) => set_last(&mut b.stmts[rw.second], e),
        None => {
            b.stmts.remove(rw.second);
        }
    }
}

/// The innermost body of nest statement `st`.
fn nest_body(st: &mut Stmt) -> &mut Stmt {
    let StmtKind::Mint(m) = &mut st.kind else {
        unreachable!("a nest")
    };
    match m.body.as_mut().map(|b| &mut b.kind) {
        Some(StmtKind::For(fl)) => crate::perfect_nests::innermost_body(fl),
        _ => unreachable!("a nest"),
    }
}

#[cfg(test)]
mod tests {
    use super::scratch_arrays;
    use mint_lang::ast::*;

    /// The nests' innermost statements after the pass, as C.
    fn fold(body: &str) -> Vec<String> {
        let src = format!(
            "void f(int n, double *out) {{\n\
             double (*u)[n] = 0; double (*v)[n] = malloc(8 * n * n); double (*s)[n] = malloc(8 * n * n);\n\
             float (*g)[n] = 0;\n\
             #pragma mint parallel\n{{\n{body}\n}}\n}}"
        );
        let tu = mint_lang::parse(&src).unwrap();
        let out = scratch_arrays(&tu);
        let Some(Item::Function(f)) = out.items.last() else {
            panic!()
        };
        let mut text = Vec::new();
        for s in &f.body.as_ref().unwrap().stmts {
            s.walk(&mut |x| {
                if let StmtKind::Mint(m) = &x.kind {
                    if let (Directive::For(_), Some(b)) = (&m.directive, &m.body) {
                        b.walk(&mut |y| {
                            if let StmtKind::Expr(e) = &y.kind {
                                text.push(e.to_c());
                            }
                        });
                    }
                }
            });
        }
        text
    }

    const LAP: &str = "#pragma mint for nest(all)\n\
        for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
        s[i][j] = u[i - 1][j] + u[i + 1][j] - 2.0 * u[i][j];\n";

    #[test]
    fn an_update_in_place_becomes_a_step_and_a_copy_back() {
        let t = fold(&format!(
            "{LAP}#pragma mint for nest(all)\n\
             for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
             u[i][j] += 0.5 * s[i][j];"
        ));
        assert_eq!(
            t,
            vec![
                "s[i][j] = u[i][j] + (0.5 * ((double)(u[i - 1][j] + u[i + 1][j] - 2.0 * u[i][j])))",
                "u[i][j] = s[i][j]"
            ]
        );
    }

    #[test]
    fn an_update_of_another_array_takes_the_value_and_drops_the_first_nest() {
        let t = fold(&format!(
            "{LAP}#pragma mint for nest(all)\n\
             for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
             v[i][j] = u[i][j] + 0.5 * s[i][j];"
        ));
        // The first nest does not read `v`: no copy back.
        assert_eq!(
            t,
            vec!["v[i][j] = u[i][j] + 0.5 * ((double)(u[i - 1][j] + u[i + 1][j] - 2.0 * u[i][j]))"]
        );
    }

    #[test]
    fn what_is_left_as_written() {
        let second = |stmt: &str| {
            format!(
                "{LAP}#pragma mint for nest(all)\n\
                 for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n{stmt}"
            )
        };
        let cases = [
            // s read at a neighbour
            second("u[i][j] += s[i][j + 1];"),
            // u read at a neighbour in the update
            second("u[i][j] += s[i][j] * u[i][j - 1];"),
            // other loops
            format!(
                "{LAP}#pragma mint for nest(all)\n\
                 for (int i = 2; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
                 u[i][j] += s[i][j];"
            ),
            // a float state and a double scratch
            second("g[i][j] += s[i][j];"),
            // s observed after the nests
            format!("{}\nout[0] = s[1][1];", second("u[i][j] += s[i][j];")),
            // s copied from the device
            format!(
                "{}\n#pragma mint copy(s, fromDevice, n, n)\n",
                second("u[i][j] += s[i][j];")
            ),
            // s aliased
            format!("{}\ndouble (*w)[n] = s;", second("u[i][j] += s[i][j];")),
            // s made another array
            format!("s = u;\n{}", second("u[i][j] += s[i][j];")),
        ];
        for c in &cases {
            let t = fold(c);
            assert_eq!(t.len(), 2, "{c}\n{t:?}");
            assert!(t[0].starts_with("s[i][j] = u[i - 1][j]"), "{c}\n{t:?}");
        }
    }

    #[test]
    fn a_static_global_work_array_folds_where_only_its_function_names_it() {
        let src = |other: &str| {
            format!(
                "static double w[64][64];\n{other}\nvoid f(int n, double (*u)[64]) {{\n\
                 #pragma mint parallel\n{{\n\
                 #pragma mint for nest(all)\n\
                 for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) w[i][j] = u[i - 1][j] - u[i][j];\n\
                 #pragma mint for nest(all)\n\
                 for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++) u[i][j] += w[i][j];\n}}\n}}"
            )
        };
        let nests = |text: &str| {
            let tu = mint_lang::parse(text).unwrap();
            let out = scratch_arrays(&tu);
            let Some(Item::Function(f)) = out.items.last() else {
                panic!()
            };
            let mut v = Vec::new();
            f.body.as_ref().unwrap().stmts[0].walk(&mut |x| {
                if let StmtKind::Expr(e) = &x.kind {
                    v.push(e.to_c());
                }
            });
            v
        };
        assert_eq!(
            nests(&src("")),
            vec![
                "w[i][j] = u[i][j] + (((double)(u[i - 1][j] - u[i][j])))",
                "u[i][j] = w[i][j]"
            ]
        );
        // Another function reads it: left as written.
        let t = nests(&src("double g(void) { return w[1][1]; }"));
        assert_eq!(t[1], "u[i][j] += w[i][j]", "{t:?}");
    }

    #[test]
    fn a_chain_of_temporaries_folds_into_one_nest() {
        let t = fold(
            "#pragma mint for nest(all)\n\
             for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
             v[i][j] = u[i - 1][j] - u[i][j];\n\
             #pragma mint for nest(all)\n\
             for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
             s[i][j] = u[i][j - 1] - u[i][j] + v[i][j];\n\
             #pragma mint for nest(all)\n\
             for (int i = 1; i < n - 1; i++) for (int j = 1; j < n - 1; j++)\n\
             u[i][j] = u[i][j] + s[i][j];",
        );
        assert_eq!(t.len(), 2, "{t:?}");
        assert!(t[0].starts_with("s[i][j] = u[i][j] + ((double)(u[i][j - 1] - u[i][j] + ((double)(u[i - 1][j] - u[i][j]))))"), "{t:?}");
        assert_eq!(t[1], "u[i][j] = s[i][j]");
    }
}
