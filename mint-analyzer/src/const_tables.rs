//! Constant tables read in nests are folded: a pass before analysis that replaces `c[2]`, where
//! `c` is an array of the file whose elements never change (the stencil coefficients of a
//! high-order code, `static const double c[5] = {-205.0 / 72.0, 8.0 / 5.0, ...}`), by the
//! element's initializer converted to the element type: `((double)(8.0 / 5.0))`. The
//! coefficients become constants of the kernel, so the array needs no copy to the device and
//! the nest is a plain stencil. With [`crate::unroll`] first, `c[r]` in a radius loop has a
//! constant subscript by the time this pass runs.
//!
//! A table is an array (one or more constant dimensions, no pointers) of an arithmetic type with
//! a `{ ... }` initializer without designators whose elements are constant expressions (literals,
//! arithmetic, casts, `sizeof`), declared at file scope or in the function holding the nest
//! (nowhere else in that function under the same name), and either `const` or never written:
//! every use of its name in the file is a subscript that is read. Elements the initializer
//! leaves out are zero, as in C.
//!
//! Invariants:
//! - Only references inside `mint for` bodies change, and only with every subscript an integer
//!   constant within the dimension; any other reference is left, and the array is then a device
//!   array like any other (it needs a `copy`).
//! - The folded value is `(T)(initializer)`, which is the value C stores in the element, so the
//!   nest computes what it computed.

use crate::flat_arrays::{each_nest_mut, stmt_exprs};
use crate::inline::each_child;
use crate::nest::int_const;
use mint_lang::ast::*;
use std::collections::HashMap;

/// A constant table: its element type, dimensions and elements in row-major order.
#[derive(Debug, Clone)]
struct Table {
    ty: Type,
    dims: Vec<i64>,
    /// `None`: left out of the initializer (zero).
    elems: Vec<Option<Expr>>,
}

/// Fold the constant tables read in nests (see the module documentation).
pub fn fold_tables(tu: &TranslationUnit) -> TranslationUnit {
    let mut writes = HashMap::new();
    for item in &tu.items {
        if let Item::Function(f) = item {
            if let Some(b) = &f.body {
                let mut b = Stmt {
                    kind: StmtKind::Block(b.clone()),
                    span: b.span,
                };
                let mut exprs = Vec::new();
                stmt_exprs(&mut b, &mut exprs);
                exprs.into_iter().for_each(|e| count_misuse(e, &mut writes));
            }
        }
    }
    for dd in tu.global_declarators() {
        if let Some(Initializer::Expr(e)) = &dd.init {
            count_misuse(e, &mut writes);
        }
    }
    let mut globals = HashMap::new();
    for dd in tu.global_declarators() {
        add_table(dd, &writes, &mut globals);
    }
    let mut out = tu.clone();
    for item in &mut out.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &mut f.body else { continue };
        let mut tables = globals.clone();
        // The function's own declarations hide the globals; a name declared twice in the
        // function is not folded (which declaration a use sees depends on scope).
        let mut locals: HashMap<String, Vec<Declarator>> = HashMap::new();
        for p in &f.params {
            if let Some(n) = &p.name {
                locals.entry(n.name.clone()).or_default().push(p.clone());
            }
        }
        for dd in body.stmts.iter().flat_map(Stmt::declarators) {
            if let Some(n) = &dd.name {
                locals.entry(n.name.clone()).or_default().push(dd.clone());
            }
        }
        for (name, ds) in &locals {
            tables.remove(name);
            if let [dd] = ds.as_slice() {
                if let Some(t) = table_of(dd, &writes) {
                    tables.insert(name.clone(), t);
                }
            }
        }
        if tables.is_empty() {
            continue;
        }
        for s in &mut body.stmts {
            each_nest_mut(s, &mut |nest| {
                let mut exprs = Vec::new();
                stmt_exprs(nest, &mut exprs);
                exprs.into_iter().for_each(|e| fold(e, &tables));
            });
        }
    }
    out
}

/// Record every name used other than as a read subscript (assigned through, incremented,
/// passed, or its address taken): such an array may change, unless it is `const`.
fn count_misuse(e: &Expr, out: &mut HashMap<String, usize>) {
    match &e.kind {
        ExprKind::Assign(_, t, v) => {
            if let Some(n) = base_name(t) {
                *out.entry(n.to_string()).or_default() += 1;
            }
            count_misuse(t, out);
            count_misuse(v, out);
        }
        ExprKind::PostIncDec(_, t)
        | ExprKind::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::Addr, t) => {
            if let Some(n) = base_name(t) {
                *out.entry(n.to_string()).or_default() += 1;
            }
            count_misuse(t, out);
        }
        ExprKind::Index(..) => {
            // The array being subscripted is read here; its subscripts are looked at in turn.
            let mut a = e;
            while let ExprKind::Index(x, sub) = &a.kind {
                count_misuse(sub, out);
                a = x;
            }
            if a.as_ident().is_none() {
                count_misuse(a, out);
            }
        }
        ExprKind::Ident(n) => *out.entry(n.clone()).or_default() += 1,
        _ => {
            let mut x = e.clone();
            each_child(&mut x, &mut |c| count_misuse(c, out));
        }
    }
}

/// The array a subscript chain reads (`c` of `c[1][2]`).
fn base_name(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Index(a, _) => base_name(a),
        ExprKind::Paren(a) => base_name(a),
        ExprKind::Unary(UnOp::Deref, a) => base_name(a),
        _ => e.as_ident(),
    }
}

/// Record `dd` as a table, or forget an earlier table of its name.
fn add_table(dd: &Declarator, writes: &HashMap<String, usize>, out: &mut HashMap<String, Table>) {
    if let Some(n) = &dd.name {
        match table_of(dd, writes) {
            Some(t) => {
                out.insert(n.name.clone(), t);
            }
            None => {
                out.remove(&n.name);
            }
        }
    }
}

/// The table a declarator declares, if it is one (see the module documentation).
fn table_of(dd: &Declarator, writes: &HashMap<String, usize>) -> Option<Table> {
    let name = &dd.name.as_ref()?.name;
    let ty = &dd.ty;
    if ty.dims.is_empty() || ty.pointers > 0 || ty.array_pointers > 0 {
        return None;
    }
    if !(ty.scalar.is_floating() || ty.scalar.is_integer()) {
        return None;
    }
    if !ty.is_const && writes.get(name).copied().unwrap_or(0) > 0 {
        return None;
    }
    let Some(Initializer::List {
        items,
        designated: false,
        ..
    }) = &dd.init
    else {
        return None;
    };
    // `c[]` takes its size from the initializer (outermost dimension only).
    let mut dims = Vec::new();
    for (k, d) in ty.dims.iter().enumerate() {
        match d.as_ref().map(int_const) {
            Some(Some(v)) if v > 0 => dims.push(v),
            None if k == 0 => dims.push(items.len() as i64),
            _ => return None,
        }
    }
    let total: i64 = dims.iter().try_fold(1i64, |a, &d| a.checked_mul(d))?;
    if total > 1 << 16 {
        return None;
    }
    let mut elems = vec![None; total as usize];
    fill(items, &dims, 0, &mut elems)?;
    Some(Table {
        ty: Type {
            dims: Vec::new(),
            is_static: false,
            is_const: false,
            ..ty.clone()
        },
        dims,
        elems,
    })
}

/// Place the elements of a (possibly nested, possibly brace-elided) initializer list for an
/// array of `dims` starting at flat index `at`. `None` when it is not a plain constant list.
fn fill(items: &[Initializer], dims: &[i64], at: usize, out: &mut [Option<Expr>]) -> Option<()> {
    let inner: usize = dims[1..].iter().product::<i64>() as usize;
    if items.len() > dims[0] as usize * inner.max(1) {
        return None;
    }
    let mut pos = at;
    for it in items {
        match it {
            Initializer::List {
                items: sub,
                designated: false,
                ..
            } if dims.len() > 1 => {
                // A braced row: it starts at the next row boundary.
                let row = (pos - at).div_ceil(inner) * inner + at;
                if row + inner > at + dims[0] as usize * inner {
                    return None;
                }
                fill(sub, &dims[1..], row, out)?;
                pos = row + inner;
            }
            Initializer::Expr(e) if is_constant(e) => {
                *out.get_mut(pos)? = Some(e.clone());
                pos += 1;
            }
            _ => return None,
        }
    }
    Some(())
}

/// Whether `e` is a constant expression: literals, arithmetic, casts and `sizeof`.
fn is_constant(e: &Expr) -> bool {
    let mut ok = true;
    e.walk(&mut |x| {
        if matches!(
            x.kind,
            ExprKind::Ident(_)
                | ExprKind::Call(..)
                | ExprKind::Index(..)
                | ExprKind::Assign(..)
                | ExprKind::PostIncDec(..)
                | ExprKind::Member(..)
        ) || matches!(x.kind, ExprKind::Unary(op, _) if matches!(op, UnOp::PreInc | UnOp::PreDec | UnOp::Deref | UnOp::Addr))
        {
            ok = false;
        }
    });
    ok
}

/// Replace the table references with constant subscripts in `e`.
fn fold(e: &mut Expr, tables: &HashMap<String, Table>) {
    if let Some(v) = folded(e, tables) {
        *e = v;
        return;
    }
    each_child(e, &mut |c| fold(c, tables));
}

/// The value of `e` if it is a whole reference to a table element with constant subscripts.
fn folded(e: &Expr, tables: &HashMap<String, Table>) -> Option<Expr> {
    let (name, subs, _) = e.as_subscript()?;
    let t = tables.get(name)?;
    if subs.len() != t.dims.len() {
        return None;
    }
    let mut flat = 0i64;
    for (s, &d) in subs.iter().zip(&t.dims) {
        let v = int_const(s)?;
        if !(0..d).contains(&v) {
            return None;
        }
        flat = flat * d + v;
    }
    let span = e.span;
    let value = match &t.elems[flat as usize] {
        Some(v) => v.clone(),
        None => Expr {
            kind: ExprKind::Int(0, "0".into()),
            span,
        },
    };
    let mut value = Expr {
        kind: ExprKind::Paren(Box::new(Expr {
            kind: ExprKind::Cast(
                t.ty.clone(),
                Box::new(Expr {
                    kind: ExprKind::Paren(Box::new(value)),
                    span,
                }),
            ),
            span,
        })),
        span,
    };
    respan(&mut value, span);
    Some(value)
}

/// Every node of a folded value points at the reference it replaced.
fn respan(e: &mut Expr, span: mint_lang::Span) {
    e.span = span;
    each_child(e, &mut |c| respan(c, span));
}

#[cfg(test)]
mod tests {
    use super::fold_tables;

    /// The text of the first nest's innermost assignment after folding.
    fn folded(src: &str) -> String {
        let tu = mint_lang::parse(src).expect("parses");
        let tu = crate::unroll::unroll_loops(&tu);
        crate::test_util::nest_exprs(&fold_tables(&tu)).join("; ")
    }

    fn program(decls: &str, fn_decls: &str, stmt: &str) -> String {
        format!(
            "{decls}\nvoid f(int n, double *a, double *b) {{\n{fn_decls}\n#pragma mint parallel\n{{\n#pragma mint for\n for (int i = 4; i < n - 4; i++) {{ {stmt} }}\n}}\n}}\n"
        )
    }

    #[test]
    fn const_global_table_in_a_radius_loop() {
        let got = folded(&program(
            "static const double c[3] = {-2.5, 4.0 / 3.0, -1.0 / 12};",
            "",
            "b[i] = c[0] * a[i]; for (int r = 1; r <= 2; r++) b[i] += c[r] * (a[i + r] + a[i - r]);",
        ));
        assert_eq!(
            got,
            "b[i] = ((double)(-2.5)) * a[i]; b[i] += ((double)(4.0 / 3.0)) * (a[i + 1] + a[i - 1]); b[i] += ((double)(-1.0 / 12)) * (a[i + 2] + a[i - 2])"
        );
    }

    #[test]
    fn float_table_two_dimensions_and_left_out_elements() {
        let got = folded(&program(
            "float w[2][3] = {{1.5f, 2}, {3}};",
            "",
            "b[i] = w[0][1] + w[1][0] + w[1][2];",
        ));
        assert_eq!(got, "b[i] = ((float)(2)) + ((float)(3)) + ((float)(0))");
    }

    #[test]
    fn local_table_and_unsized_dimension() {
        let got = folded(&program(
            "",
            "const double k[] = {0.25, 0.5, 0.25};",
            "b[i] = k[0] * a[i - 1] + k[1] * a[i] + k[2] * a[i + 1];",
        ));
        assert_eq!(
            got,
            "b[i] = ((double)(0.25)) * a[i - 1] + ((double)(0.5)) * a[i] + ((double)(0.25)) * a[i + 1]"
        );
    }

    #[test]
    fn what_is_not_folded() {
        // Written somewhere (not const), passed to a function, a subscript that is not
        // constant, designators, an element that is not a constant, out of range.
        for (decls, fn_decls, stmt) in [
            ("double c[2] = {1, 2};", "c[1] = 3;", "b[i] = c[1] * a[i];"),
            ("double c[2] = {1, 2};", "g(c);", "b[i] = c[1] * a[i];"),
            ("const double c[2] = {1, 2};", "", "b[i] = c[i % 2] * a[i];"),
            ("const double c[2] = {[1] = 2};", "", "b[i] = c[1] * a[i];"),
            ("const double c[2] = {1, n};", "", "b[i] = c[1] * a[i];"),
            ("const double c[2] = {1, 2};", "", "b[i] = c[2] * a[i];"),
        ] {
            let got = folded(&program(decls, fn_decls, stmt));
            assert!(
                got.ends_with("* a[i]") && got.contains("b[i] = c["),
                "{decls} {fn_decls} {stmt}: {got}"
            );
        }
    }

    #[test]
    fn a_local_of_the_same_name_hides_the_global_table() {
        let got = folded(&program(
            "static const double c[2] = {1, 2};",
            "double *c = b;",
            "b[i] = c[1] * a[i];",
        ));
        assert_eq!(got, "b[i] = c[1] * a[i]");
    }
}
