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
//!   first mention; set from none by name (an array of the copied pointers, `levels[t % 3]`),
//!   every copied array of its element type. A pointer never set is not an alias (the nest's
//!   array has no device copy).
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

/// The values `name` is set to in `body`: initializers of its declarations and right-hand
/// sides of `name = value` anywhere, in order (per statement of `body`, declarations first).
fn values_of<'a>(body: &'a [Stmt], name: &str) -> Vec<&'a Expr> {
    let mut values: Vec<&Expr> = Vec::new();
    for s in body {
        for dd in s.declarators() {
            if let (Some(n), Some(Initializer::Expr(e))) = (&dd.name, &dd.init) {
                if n.name == name {
                    values.push(e);
                }
            }
        }
        s.walk(&mut |s| {
            s.for_each_own_expr(&mut |e| {
                e.walk(&mut |x| {
                    if let ExprKind::Assign(None, l, r) = &x.kind {
                        if l.as_ident() == Some(name) {
                            values.push(r);
                        }
                    }
                })
            });
        });
    }
    values
}

/// The copied arrays (`copied`) named in the values `name` is set to in `body`
/// ([`values_of`]), or in the values of the other names those values read, and so on (`cur =
/// nxt; nxt = tmp; tmp = cur` with `cur` and `nxt` first set to two copied arrays: each of the
/// three holds either), in order of first mention.
pub fn alias_sources(body: &[Stmt], name: &str, copied: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut seen = vec![name.to_string()];
    let mut todo = vec![name.to_string()];
    while let Some(n) = todo.pop() {
        for e in values_of(body, &n) {
            e.walk(&mut |x| {
                let Some(i) = x.as_ident() else {
                    return;
                };
                if copied.iter().any(|c| c == i) {
                    if !out.iter().any(|o| o == i) {
                        out.push(i.to_string());
                    }
                } else if !seen.iter().any(|s| s == i) {
                    seen.push(i.to_string());
                    todo.push(i.to_string());
                }
            });
        }
    }
    out
}

/// The sources of the pointer `name`: the copied arrays named in the values it is set to
/// ([`alias_sources`]); where it is set from none by name (`prev = levels[t % 3]`, an array of
/// the copied pointers) and never from a call, every copied array of its element type: the
/// launch compares values, so a candidate it never holds is never taken.
pub fn sources_of(
    body: &[Stmt],
    decls: &[&Declarator],
    name: &str,
    copied: &[String],
) -> Vec<String> {
    let named = alias_sources(body, name, copied);
    if !named.is_empty() {
        return named;
    }
    let elem = |n: &str| {
        decls
            .iter()
            .find(|d| d.name.as_ref().is_some_and(|x| x.name == n))
            .map(|d| d.ty.scalar.c_name().to_string())
    };
    let Some(mine) = elem(name) else {
        return Vec::new();
    };
    // Its values: set at least once, never from a call (`malloc` gives memory of its own).
    let values = values_of(body, name);
    let calls = |e: &Expr| {
        let mut found = false;
        e.walk(&mut |x| found |= matches!(x.kind, ExprKind::Call(..)));
        found
    };
    if values.is_empty() || values.iter().any(|e| calls(e)) {
        return Vec::new();
    }
    copied
        .iter()
        .filter(|c| elem(c).as_deref() == Some(mine.as_str()))
        .cloned()
        .collect()
}

/// The aliases among `used` (the names the function's nests use as arrays): declared pointers
/// of `decls` that are not `copied`, with their sources in `body` ([`sources_of`]).
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
        let sources = sources_of(body, decls, u, copied);
        if !sources.is_empty() {
            out.push(Alias {
                name: u.clone(),
                sources,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(src: &str) -> Vec<Stmt> {
        let tu = mint_lang::parse(src).unwrap();
        let f = tu
            .items
            .iter()
            .find_map(|i| match i {
                Item::Function(f) => f.body.clone(),
                _ => None,
            })
            .unwrap();
        f.stmts
    }

    #[test]
    fn sources_follow_pointers_swapped_among_themselves() {
        // `nxt` is set from `T1` only by name, but the swap gives it `cur`'s values too.
        let b = body(
            "float T0[8], T1[8];\nint main(void) { float *cur = T0, *nxt = T1; int s;\n\
             for (s = 0; s < 4; s++) { float *tmp = cur; cur = nxt; nxt = tmp; }\n\
             return 0; }",
        );
        let copied = vec!["T0".to_string(), "T1".to_string()];
        assert_eq!(alias_sources(&b, "nxt", &copied), ["T1", "T0"]);
        assert_eq!(alias_sources(&b, "cur", &copied), ["T0", "T1"]);
        // A pointer set from neither, directly or through others, has none.
        let b = body("int main(void) { float *p = 0; float *q = p; return 0; }");
        assert!(alias_sources(&b, "q", &copied).is_empty());
    }
}
