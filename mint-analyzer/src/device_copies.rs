//! Whole-array copies between device arrays in a `mint single`: `memcpy(u, unew, sizeof(u));`
//! (or `memmove`) after a sweep, the copy-back of codes that keep one array as "the" solution.
//!
//! Inside a parallel region the arrays' current values are on the GPU, so the host's `memcpy`
//! would copy stale host values. A statement of a `single` block (its own statements, those of
//! blocks and `do { } while (0)` in it) that is exactly such a call, with both pointers naming
//! copied arrays whole (`u`, `&u[0][0]`, `u[0]`, `&u[0]`, through casts), and neither an alias
//! ([`crate::aliases`]), becomes a copy between their device arrays. The translated program
//! checks at run time that the byte count is the size of the whole array (the C program's
//! arrays and the device's may be laid out differently, so only whole arrays can be copied) and
//! that both device arrays have the same extents, and stops with a message otherwise.
//!
//! Invariant: a [`DeviceCopy`] names two different arrays of the same element type, both copied
//! to the device before the region; every other call that passes a device array to `memcpy`
//! stays an error of [`crate::host_access`].

use crate::analyze::single_stmts;
use mint_lang::ast::{Expr, ExprKind, Scalar, Stmt, StmtKind, UnOp};
use mint_lang::Span;

/// One whole-array copy between device arrays.
#[derive(Debug, Clone)]
pub struct DeviceCopy {
    /// The statement (`memcpy(u, w, n);`), which the translated program replaces.
    pub stmt: Span,
    /// The call itself.
    pub call: Span,
    /// The array copied to.
    pub dst: String,
    /// The array copied from.
    pub src: String,
    /// The byte count as written.
    pub bytes: Expr,
}

/// The library functions read as a copy between device arrays.
const COPIES: &[&str] = &["memcpy", "memmove"];

/// The copies of a `single` block `body` whose arrays satisfy `device` (copied to the device,
/// with their element type) and are not aliases.
pub(crate) fn of_single(body: &Stmt, device: &dyn Fn(&str) -> Option<Scalar>) -> Vec<DeviceCopy> {
    if !matches!(body.kind, StmtKind::Block(_)) {
        return vec![];
    }
    single_stmts(body)
        .into_iter()
        .filter_map(|s| {
            let StmtKind::Expr(e) = &s.kind else {
                return None;
            };
            let (call, dst, src, bytes) = copy_call(e)?;
            let (dt, st) = (device(dst)?, device(src)?);
            (dst != src && dt == st).then(|| DeviceCopy {
                stmt: s.span,
                call,
                dst: dst.to_string(),
                src: src.to_string(),
                bytes: bytes.clone(),
            })
        })
        .collect()
}

/// `memcpy(d, s, n)` (or `(void)memcpy(...)`) with both pointers naming arrays whole: the
/// call's span, the two names and the byte count.
fn copy_call(e: &Expr) -> Option<(Span, &str, &str, &Expr)> {
    match &e.kind {
        ExprKind::Paren(x) | ExprKind::Cast(_, x) => copy_call(x),
        ExprKind::Call(f, args) if args.len() == 3 && COPIES.contains(&f.as_ident()?) => {
            Some((e.span, whole(&args[0])?, whole(&args[1])?, &args[2]))
        }
        _ => None,
    }
}

/// The array a pointer expression names from its first element: `u`, `(T *)u`, `u[0]`,
/// `&u[0][0]`, `&u[0]`.
fn whole(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Ident(n) => Some(n),
        ExprKind::Paren(x) | ExprKind::Cast(_, x) => whole(x),
        ExprKind::Unary(UnOp::Addr, x) => zero_subscripts(x),
        ExprKind::Index(..) => zero_subscripts(e),
        _ => None,
    }
}

/// The array of `u[0]...[0]` (in parentheses too).
fn zero_subscripts(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Index(b, i) if crate::parity::int(i) == Some(0) => match &b.kind {
            ExprKind::Ident(n) => Some(n),
            _ => zero_subscripts(b),
        },
        ExprKind::Paren(x) => zero_subscripts(x),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mint_lang::ast::{Item, Scalar};

    /// The copies of the first single-like block of `body_src` (a function body's statements).
    fn copies(stmts: &str) -> Vec<(String, String)> {
        let src = format!("void f(double *u, double *w, float *g, double *h) {{ {stmts} }}");
        let tu = mint_lang::parse(&src).expect("parses");
        let Some(Item::Function(f)) = tu.items.last() else {
            panic!("a function")
        };
        let body = Stmt {
            kind: StmtKind::Block(f.body.clone().expect("a body")),
            span: Span::new(0, 0),
        };
        let device = |n: &str| match n {
            "u" | "w" => Some(Scalar::Double),
            "g" => Some(Scalar::Float),
            _ => None,
        };
        of_single(&body, &device)
            .into_iter()
            .map(|c| (c.dst, c.src))
            .collect()
    }

    #[test]
    fn whole_array_copies_between_device_arrays() {
        let uw = vec![("u".to_string(), "w".to_string())];
        assert_eq!(copies("memcpy(u, w, 8);"), uw);
        assert_eq!(
            copies("(void)memmove((void *)u, (const double *)w, 8);"),
            uw
        );
        assert_eq!(copies("memcpy(&u[0], &w[0], 8);"), uw);
        assert_eq!(copies("{ memcpy(u, w, 8); }"), uw);
        assert_eq!(copies("do { memcpy(u, w, 8); } while (0);"), uw);
    }

    #[test]
    fn other_calls_are_not_copies() {
        // Not the first element, a host array, the same array, other element types, a value.
        assert!(copies("memcpy(u + 1, w, 8);").is_empty());
        assert!(copies("memcpy(&u[1], w, 8);").is_empty());
        assert!(copies("memcpy(h, w, 8);").is_empty());
        assert!(copies("memcpy(u, u, 8);").is_empty());
        assert!(copies("memcpy(g, w, 8);").is_empty());
        assert!(copies("if (1) memcpy(u, w, 8);").is_empty());
        assert!(copies("memset(u, 0, 8);").is_empty());
    }
}
