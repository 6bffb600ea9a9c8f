//! Aliases: host pointers that nests use in place of the device arrays they point to, as codes
//! pick the step's buffers (`double *in = t % 2 ? b : a;`, `src = (it & 1) ? v : u;` set after a
//! C89 declaration, an `if` that sets both, a pointer set before the region and kept).
//!
//! An alias has no device array of its own: before each launch of a nest that uses it, the host
//! compares its value with the host pointers of its sources and launches on the device array of
//! the one it equals (the emitter's `mint_resolve`); a value that is none of them stops the
//! program with the alias's name and the nest's place. Nothing here changes the program.
//!
//! Invariants:
//! - An alias is a name declared as a pointer (`double *p`, `double (*p)[N]`) that no `copy`
//!   directive of the function names and that some nest of the function uses as an array.
//! - Its sources are the copied arrays named in the values it is set to anywhere in the
//!   function (declaration initializers and plain assignments, `?:` branches included), in order of
//!   first mention; an alias with no source is not one (the nest's array has no device copy).
//! - The device arrays follow host swaps (`single` blocks mirror them), so a host pointer's value
//!   always names the device array of the copied variable holding the same value: comparing
//!   values at the launch is exact, whatever control flow set the alias.

use mint_lang::ast::*;

/// A pointer that nests use in place of one of its sources.
#[derive(Debug, Clone, PartialEq)]
pub struct Alias {
    /// The host pointer's name.
    pub name: String,
    /// The copied arrays it is ever set from, in order of first mention.
    pub sources: Vec<String>,
}

/// The names of `copy` directives in `body` (any direction), in order, once each.
pub fn copied_names(body: &[Stmt]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in body {
        s.walk(&mut |s| {
            if let StmtKind::Mint(m) = &s.kind {
                if let Directive::Copy(c) = &m.directive {
                    if !out.contains(&c.array.name) {
                        out.push(c.array.name.clone());
                    }
                }
            }
        });
    }
    out
}

/// The copied arrays (`copied`) named in the values `name` is set to in `body`: initializers
/// of its declarations and right-hand sides of `name = value` anywhere, in order.
pub fn alias_sources(body: &[Stmt], name: &str, copied: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mention = |e: &Expr, out: &mut Vec<String>| {
        e.walk(&mut |x| {
            if let Some(i) = x.as_ident() {
                if copied.iter().any(|c| c == i) && !out.iter().any(|o| o == i) {
                    out.push(i.to_string());
                }
            }
        });
    };
    for s in body {
        for dd in s.declarators() {
            if dd.name.as_ref().is_some_and(|n| n.name == name) {
                if let Some(Initializer::Expr(e)) = &dd.init {
                    mention(e, &mut out);
                }
            }
        }
        s.walk(&mut |s| {
            s.for_each_own_expr(&mut |e| {
                e.walk(&mut |x| {
                    if let ExprKind::Assign(None, l, r) = &x.kind {
                        if l.as_ident() == Some(name) {
                            mention(r, &mut out);
                        }
                    }
                });
            });
        });
    }
    out
}

/// The aliases among `used` (the names the function's nests use as arrays): declared pointers
/// of `decls` that are not `copied`, with their sources in `body`.
pub fn aliases_of(
    body: &[Stmt],
    decls: &[&Declarator],
    used: &[String],
    copied: &[String],
) -> Vec<Alias> {
    let mut out = Vec::new();
    for u in used {
        if copied.contains(u) || out.iter().any(|a: &Alias| &a.name == u) {
            continue;
        }
        let pointer = decls
            .iter()
            .any(|d| d.name.as_ref().is_some_and(|n| &n.name == u) && d.ty.is_pointer());
        if !pointer {
            continue;
        }
        let sources = alias_sources(body, u, copied);
        if !sources.is_empty() {
            out.push(Alias {
                name: u.clone(),
                sources,
            });
        }
    }
    out
}
