//! Host code that touches device arrays inside a parallel region.
//!
//! Inside `#pragma mint parallel`, code outside the `mint for` nests (time loops, `single`
//! blocks, plain loops) runs on the host, and the arrays the region's nests use live on the GPU
//! from the `copy(toDevice)` before the region to the `copy(fromDevice)` after it. The host
//! copy does not change meanwhile: a host loop that copies `unew` back into `u`, a boundary
//! fix-up in a host function, a `memcpy` between two device arrays, or a convergence test that
//! reads an element all see stale values, and the translated program would print something
//! else than the C program, silently. So:
//!
//! - an element of a device array written by host code in the region (a subscript, a `*`
//!   through it), or read other than as `u[i][j]` with a subscript per dimension or `u[c]` with
//!   one linear index, is an error, once per array and region, at its first use;
//! - an element read as `u[i][j]` or `u[c]` (not under `&`, its subscripts reading no device
//!   array, not in a host loop that holds no nest: one copy per iteration) is read from the GPU
//!   by the translated program ([`HostRead`]): a progress line that prints a probe point, a test
//!   on one value;
//! - passing a device array to a function of the file that reads or writes through that
//!   parameter, or to `memcpy`/`memmove`/`memset`/`memcmp`/`fread`/`fwrite`/`qsort`, is an
//!   error; to any other function a warning (mint cannot see what it does with it).
//!
//! - where a `copy(u, fromDevice)` directive in the region has just brought the GPU's values
//!   back (from the directive to the end of its block, up to the next nest, `single` or copy to
//!   the device: periodic output), host code reads the host copy and may pass it to functions
//!   that only read through it; writing it there is still an error.
//!
//! - passing `&u` (the pointer variable itself) to a function of the file that writes through
//!   that parameter is an error: it may set the pointer on the host, and the device's copy would
//!   not follow. A helper that only swaps pointers (`swap(&u, &v)`) never gets here: it was read
//!   as the swap it performs before analysis ([`crate::swap_calls`]).
//!
//! - setting a device array's pointer in host code of the region outside a `mint single` block
//!   (`tmp = u; u = v; v = tmp;` with the pragma forgotten) is an error: the device's arrays
//!   would not follow it.
//!
//! Invariant: only names the region does not redeclare are checked (a local array of the same
//! name is another array), and `&u` is not an access to `u`'s elements.

use crate::model::{HostRead, HostWrite};
use mint_lang::ast::{Directive, Expr, ExprKind, Function, Stmt, StmtKind, UnOp};
use mint_lang::{Diagnostic, Span};
use std::collections::HashMap;

/// Library functions that read or write through their pointer arguments.
const TOUCHING_LIBRARY: &[&str] = &[
    "memcpy", "memmove", "memset", "memcmp", "fread", "fwrite", "qsort",
];

/// Per function of the file: for each parameter, whether the body reads or writes through it.
pub(crate) type Touches = HashMap<String, Vec<bool>>;

/// What the file's functions do through their parameters: read or write ([`touches_of`]), write
/// ([`writes_of`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct FileFns {
    pub touches: Touches,
    pub writes: Touches,
}

/// What every function of the file does with its pointer parameters.
pub(crate) fn touches_of(functions: &[&Function]) -> Touches {
    functions
        .iter()
        .filter_map(|f| {
            let body = f.body.as_ref()?;
            let flags = f
                .params
                .iter()
                .map(|p| {
                    p.name.as_ref().is_some_and(|n| {
                        body.stmts.iter().any(|s| {
                            let mut hit = false;
                            each_expr(s, true, &mut |e| hit |= touches(e, &n.name));
                            hit
                        })
                    })
                })
                .collect();
            Some((f.name.name.clone(), flags))
        })
        .collect()
}

/// Per function of the file: for each parameter, whether the body may write through it (an
/// assignment to `p[...]`, `*p`, `p->f`, or `p` passed on to another function).
pub(crate) fn writes_of(functions: &[&Function]) -> Touches {
    functions
        .iter()
        .filter_map(|f| {
            let body = f.body.as_ref()?;
            let flags = f
                .params
                .iter()
                .map(|p| {
                    p.name.as_ref().is_some_and(|n| {
                        body.stmts.iter().any(|s| {
                            let mut hit = false;
                            each_expr(s, true, &mut |e| {
                                hit |= writes(e, &n.name)
                                    || matches!(&e.kind, ExprKind::Call(_, args) if args.iter().any(|a| root(a) == Some(&n.name)))
                            });
                            hit
                        })
                    })
                })
                .collect();
            Some((f.name.name.clone(), flags))
        })
        .collect()
}

/// Library functions that only read through their pointer arguments (output).
const READING_LIBRARY: &[&str] = &["printf", "fprintf", "fwrite", "puts", "fputs", "memcmp"];

/// The parts of `body` (a region's block) where the host copy of an array is current: from a
/// `copy(name, fromDevice)` directive to the end of its block, up to the first statement after
/// it that launches a nest, runs a `single` or copies anything to the device (periodic output:
/// `if (step % every == 0) { copy(u, fromDevice); write_output(u, n); }`). Host code there reads
/// what the GPU holds.
fn fresh_after_copies(body: &Stmt) -> Vec<(String, Span)> {
    fn moves_data(s: &Stmt) -> bool {
        matches!(&s.kind, StmtKind::Mint(m) if match &m.directive {
            Directive::For(_) | Directive::Single => true,
            Directive::Copy(c) => c.dir == mint_lang::ast::CopyDir::ToDevice,
            _ => false,
        }) || s.children().into_iter().any(moves_data)
    }
    let mut out = Vec::new();
    body.walk(&mut |s| {
        let StmtKind::Block(b) = &s.kind else {
            return;
        };
        for (i, st) in b.stmts.iter().enumerate() {
            let StmtKind::Mint(m) = &st.kind else {
                continue;
            };
            let Directive::Copy(c) = &m.directive else {
                continue;
            };
            if c.dir != mint_lang::ast::CopyDir::FromDevice {
                continue;
            }
            let mut end = st.span.end;
            for next in &b.stmts[i + 1..] {
                if moves_data(next) {
                    break;
                }
                end = next.span.end;
            }
            out.push((
                c.array.name.clone(),
                Span::new(st.span.end as usize, end as usize),
            ));
        }
    });
    out
}

/// Whether `e` itself reads or writes through `name`: `name[...]`, `*name`, `*(name + i)`,
/// `name->f`, or passes `name` on to another function.
fn touches(e: &Expr, name: &str) -> bool {
    match &e.kind {
        ExprKind::Index(..) => e.as_subscript().is_some_and(|(b, _, _)| b == name),
        ExprKind::Unary(UnOp::Deref, a) | ExprKind::Member(a, _, true) => root(a) == Some(name),
        ExprKind::Call(_, args) => args.iter().any(|a| root(a) == Some(name)),
        _ => false,
    }
}

/// The first assignment (or increment) of each pointer of `names` in the host code of a region
/// (`body`), outside `mint single` blocks (where the device handles follow it) and `mint for`
/// nests.
fn pointer_sets_outside_singles<'a>(body: &Stmt, names: &[&'a str]) -> Vec<(&'a str, Span)> {
    let mut out = Vec::new();
    for &n in names {
        let mut sets = Vec::new();
        collect_sets(body, n, &mut Vec::new(), &mut sets);
        if let Some((span, _)) = sets.into_iter().min_by_key(|(s, _)| s.start) {
            out.push((n, span));
        }
    }
    out
}

/// Host code outside the parallel regions that sets a device array's pointer while the array is
/// on the GPU (`tmp = u; u = v; v = tmp;` between two regions): the device's arrays would not
/// follow, so an error (inside a region, see [`check_region`]). On the GPU: after a
/// `copy(toDevice)` and before the next `copy(fromDevice)`, while a region using it or a copy
/// back still follows; or inside a loop around such a region that copies nothing of it.
pub(crate) fn check_between_copies(
    body: &Stmt,
    info: &crate::model::FunctionInfo,
) -> Vec<Diagnostic> {
    use mint_lang::ast::CopyDir;
    let mut out = Vec::new();
    for (i, a) in info.arrays.iter().enumerate() {
        // The array's copies in the order of the text.
        let mut copies: Vec<(Span, CopyDir)> = info
            .copies
            .iter()
            .filter(|c| c.array == i)
            .map(|c| (c.span, c.dir))
            .collect();
        copies.sort_by_key(|c| c.0.start);
        let Some(&(first, _)) = copies.iter().find(|c| c.1 == CopyDir::ToDevice) else {
            continue;
        };
        let name = a.name.as_str();
        // The regions whose nests use the array.
        let regions: Vec<Span> = info
            .regions
            .iter()
            .map(|r| r.body_span)
            .filter(|r| {
                info.nests.iter().any(|n| {
                    n.span.start >= r.start
                        && n.span.end <= r.end
                        && n.arrays.iter().any(|x| x.name == a.name)
                })
            })
            .collect();
        // On the GPU at `pos`: the last copy before it went to the device, and a region or a
        // copy back comes after it (else nothing reads the device array again).
        let on_gpu = |pos: u32| {
            copies
                .iter()
                .rev()
                .find(|c| c.0.start < pos)
                .is_some_and(|c| c.1 == CopyDir::ToDevice)
                && (regions.iter().any(|r| r.start > pos)
                    || copies
                        .iter()
                        .any(|c| c.0.start > pos && c.1 == CopyDir::FromDevice))
        };
        // Inside a loop around a region that uses the array, with no copy of it in the loop:
        // the set happens between the region's launches, whatever the order of the text.
        let between_launches = |loops: &[Span]| {
            loops.iter().any(|l| {
                regions.iter().any(|r| r.start >= l.start && r.end <= l.end)
                    && !copies
                        .iter()
                        .any(|c| c.0.start >= l.start && c.0.end <= l.end)
            })
        };
        let mut sets = Vec::new();
        collect_sets(body, name, &mut Vec::new(), &mut sets);
        if let Some((span, _)) = sets
            .into_iter()
            .find(|(s, loops)| on_gpu(s.start) || between_launches(loops))
        {
            out.push(
                Diagnostic::error(format!(
                    "the pointer `{name}` is set on the host while its array is on the GPU (after its `copy(toDevice)`, between the launches of the regions that use it); the GPU's copy would not follow"
                ))
                .with_span(span, format!("`{name}` changes on the host only"))
                .with_span(first, "copied to the GPU here")
                .with_note(format!(
                    "swap the pointers inside the parallel region in a `#pragma mint single` block (the time loop inside the region), where mint swaps the device arrays with them; or copy `{name}` back before setting it"
                )),
            );
        }
    }
    out
}

/// Every assignment or increment of the pointer `name` in `s`, outside `mint parallel` regions
/// (a region's own body holds none), `mint for` nests and `mint single` blocks, with the loops
/// around it (`loops`: those around `s`).
fn collect_sets(s: &Stmt, name: &str, loops: &mut Vec<Span>, out: &mut Vec<(Span, Vec<Span>)>) {
    if let StmtKind::Mint(m) = &s.kind {
        if matches!(
            m.directive,
            Directive::Parallel(_) | Directive::For(_) | Directive::Single
        ) {
            return;
        }
    }
    let is_loop = matches!(
        s.kind,
        StmtKind::For(_) | StmtKind::While { .. } | StmtKind::DoWhile { .. }
    );
    if is_loop {
        loops.push(s.span);
    }
    s.for_each_own_expr(&mut |e| {
        e.walk(&mut |x| {
            let target = match &x.kind {
                ExprKind::Assign(_, l, _) | ExprKind::PostIncDec(_, l) => l,
                ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, l) => l,
                _ => return,
            };
            if target.as_ident() == Some(name) {
                out.push((x.span, loops.clone()));
            }
        })
    });
    for c in s.children() {
        collect_sets(c, name, loops, out);
    }
    if is_loop {
        loops.pop();
    }
}

/// The variable whose address `e` is: `&u`, `(&u)`, `(void *)&u`.
fn address_of(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Unary(UnOp::Addr, a) => a.as_ident(),
        ExprKind::Paren(i) | ExprKind::Cast(_, i) => address_of(i),
        _ => None,
    }
}

/// The array a pointer expression starts from: `u`, `(u)`, `(double *)u`, `u + i`.
fn root(e: &Expr) -> Option<&str> {
    match &e.kind {
        ExprKind::Ident(n) => Some(n),
        ExprKind::Paren(i) | ExprKind::Cast(_, i) => root(i),
        ExprKind::Binary(_, a, _) => root(a),
        _ => None,
    }
}

/// Calls `f` on every expression of `s` and its sub-statements, outermost first (with `nests`
/// false, not inside `mint for` nests).
fn each_expr<'a>(s: &'a Stmt, nests: bool, f: &mut dyn FnMut(&'a Expr)) {
    if let StmtKind::Mint(m) = &s.kind {
        if !nests && matches!(m.directive, Directive::For(_)) {
            return;
        }
    }
    s.for_each_own_expr(&mut |e| e.walk(f));
    for c in s.children() {
        each_expr(c, nests, f);
    }
}

/// The spans of the loops in `s` that hold no `mint for` nest.
fn loops_without_nests(s: &Stmt, out: &mut Vec<Span>) {
    fn has_nest(s: &Stmt) -> bool {
        matches!(&s.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::For(_)))
            || s.children().into_iter().any(has_nest)
    }
    if let StmtKind::Mint(m) = &s.kind {
        if matches!(m.directive, Directive::For(_)) {
            return;
        }
    }
    if matches!(
        s.kind,
        StmtKind::For(_) | StmtKind::While { .. } | StmtKind::DoWhile { .. }
    ) && !has_nest(s)
    {
        out.push(s.span);
        return;
    }
    for c in s.children() {
        loops_without_nests(c, out);
    }
}

/// Whether `e` assigns to (or increments) a subscript of `name`.
fn writes(e: &Expr, name: &str) -> bool {
    let target = match &e.kind {
        ExprKind::Assign(_, l, _) | ExprKind::PostIncDec(_, l) => l,
        ExprKind::Unary(UnOp::PreInc | UnOp::PreDec, l) => l,
        _ => return false,
    };
    touches(target, name)
}

/// The diagnostics for the host code of one region and the elements it reads from the GPU:
/// `body` is the region's block, `device` the arrays its nests use, `ranks` the device arrays'
/// ranks, `aliases` the pointers set from copied arrays (their launches find
/// their device arrays, [`crate::aliases`]: they may be set anywhere), `device_copies` the calls
/// that copy between device arrays on the GPU ([`crate::device_copies`]), `region` the pragma
/// line.
pub(crate) fn check_region(
    body: &Stmt,
    device: &[String],
    ranks: &[(String, u32)],
    aliases: &[String],
    device_copies: &[Span],
    region: Span,
    fns: &FileFns,
) -> RegionCheck {
    let (file_fns, file_writes) = (&fns.touches, &fns.writes);
    let fresh = fresh_after_copies(body);
    let current = |n: &str, e: &Expr| {
        fresh
            .iter()
            .any(|(a, sp)| a == n && sp.start <= e.span.start && e.span.end <= sp.end)
    };
    let redeclared: Vec<&str> = body
        .declarators()
        .into_iter()
        .filter_map(|d| d.name.as_ref().map(|n| n.name.as_str()))
        .collect();
    let names: Vec<&str> = device
        .iter()
        .map(String::as_str)
        .filter(|n| !redeclared.contains(n))
        .collect();
    // The first write of each array, else its first read: the one the error points at.
    let mut first_write: HashMap<&str, Span> = HashMap::new();
    let mut first_read: HashMap<&str, Span> = HashMap::new();
    let mut calls: Vec<(String, String, Span, bool)> = Vec::new();
    let mut moves: Vec<(String, String, Span)> = Vec::new();
    let mut reads: Vec<HostRead> = Vec::new();
    // The element reads found (their inner subscripts are not reads again); operands of `&`
    // and assignment targets (not reads, but still host accesses).
    let mut skip: Vec<Span> = Vec::new();
    let mut not_reads: Vec<Span> = Vec::new();
    let within = |spans: &[Span], e: &Expr| {
        spans
            .iter()
            .any(|c| c.start <= e.span.start && e.span.end <= c.end)
    };
    // Host loops that hold no nest (loops over elements): a read there would copy one element
    // from the GPU per iteration, so it stays an error.
    let mut element_loops = Vec::new();
    loops_without_nests(body, &mut element_loops);
    // Whole statements that set one element (a point source), outside loops over elements and
    // the parts just copied back: set on the GPU.
    let host_writes = element_writes(body, &names, ranks, aliases, &element_loops, &fresh);
    skip.extend(host_writes.iter().map(|w| w.stmt));
    each_expr(body, false, &mut |e| {
        if within(device_copies, e) || within(&skip, e) {
            return;
        }
        // `&u[i]` is not a read, nor is the target of an assignment (a write, below).
        match &e.kind {
            ExprKind::Unary(UnOp::Addr | UnOp::PreInc | UnOp::PreDec, a)
            | ExprKind::Assign(_, a, _)
            | ExprKind::PostIncDec(_, a) => not_reads.push(a.span),
            _ => {}
        }
        // An element read with a subscript per dimension or one linear index, its subscripts
        // reading no device array: read from the GPU.
        if let Some((base, subs, _)) = e.as_subscript() {
            let rank = ranks.iter().find(|(n, _)| n == base).map(|r| r.1);
            let plain = subs.iter().all(|x| {
                let mut hit = false;
                x.walk(&mut |y| hit |= y.as_ident().is_some_and(|i| names.contains(&i)));
                !hit
            });
            // Where the host copy was just copied back (periodic output), it is the one read.
            if names.contains(&base) && current(base, e) && !within(&not_reads, e) {
                skip.push(e.span);
                return;
            }
            if names.contains(&base)
                && rank.is_some_and(|r| r <= 3 && (subs.len() == r as usize || subs.len() == 1))
                && plain
                && !within(&element_loops, e)
                && !within(&not_reads, e)
                && !first_write.contains_key(base)
            {
                reads.push(HostRead {
                    span: e.span,
                    array: base.to_string(),
                    subs: subs.into_iter().cloned().collect(),
                });
                skip.push(e.span);
                return;
            }
        }
        for &n in &names {
            if let ExprKind::Call(f, args) = &e.kind {
                let callee = f.as_ident().unwrap_or("the function");
                for (i, a) in args.iter().enumerate() {
                    // `&u` to a function of the file that writes through that parameter: it may
                    // set the pointer `u` on the host, which the device's copy would not follow
                    // (a helper that only swaps pointers was read as the swap before analysis,
                    // `crate::swap_calls`).
                    if address_of(a) == Some(n)
                        && file_fns.get(callee).and_then(|p| p.get(i)) == Some(&true)
                        && !moves
                            .iter()
                            .any(|m: &(String, String, Span)| m.0 == n && m.1 == callee)
                    {
                        moves.push((n.to_string(), callee.to_string(), a.span));
                    }
                    if root(a) != Some(n) {
                        continue;
                    }
                    // Just copied back: a function that only reads it sees the GPU's values.
                    let reads_only = READING_LIBRARY.contains(&callee)
                        || file_writes.get(callee).and_then(|p| p.get(i)) == Some(&false);
                    if current(n, e) && reads_only {
                        continue;
                    }
                    let known = file_fns
                        .get(callee)
                        .map(|p| p.get(i).copied().unwrap_or(true))
                        .or_else(|| TOUCHING_LIBRARY.contains(&callee).then_some(true));
                    if known != Some(false) && !calls.iter().any(|c| c.0 == n && c.1 == callee) {
                        calls.push((n.to_string(), callee.to_string(), a.span, known.is_some()));
                    }
                }
            } else if writes(e, n) {
                first_write.entry(n).or_insert(e.span);
            } else if touches(e, n) && !current(n, e) {
                first_read.entry(n).or_insert(e.span);
            }
        }
    });
    let fix = "inside a `#pragma mint parallel` region, code outside the `mint for` nests runs on the host and sees the host copy, which the nests do not update until `copy(fromDevice)`: make this loop a nest (`#pragma mint for` before it), swap the arrays' pointers in a `#pragma mint single` block, or move this code after the region";
    let mut errors: Vec<(u32, Diagnostic)> = Vec::new();
    let mut warnings = Vec::new();
    let first = first_read
        .iter()
        .filter(|(n, _)| !first_write.contains_key(*n))
        .map(|(n, s)| (*n, *s, false))
        .chain(first_write.iter().map(|(n, s)| (*n, *s, true)));
    for (n, span, wrote) in first {
        let how = if wrote { "written" } else { "read" };
        errors.push((
            span.start,
            Diagnostic::error(format!(
                "`{n}` is {how} by host code inside the parallel region, where its current values are on the GPU"
            ))
            .with_span(span, format!("the host copy of `{n}`, not the GPU's"))
            .with_span(region, "the region")
            .with_note(fix),
        ));
    }
    for (n, callee, span, known) in calls {
        let d = if known {
            Diagnostic::error(format!(
                "`{n}` is passed to `{callee}`, which reads or writes it on the host inside the parallel region, where its current values are on the GPU"
            ))
        } else {
            Diagnostic::warning(format!(
                "`{n}` is passed to `{callee}` inside the parallel region: if `{callee}` reads or writes its elements, it sees the host copy, not the GPU's"
            ))
        };
        // A whole-array copy is one mint makes between the device arrays, in a `single`.
        let note = if matches!(callee.as_str(), "memcpy" | "memmove") {
            format!("a `{callee}` of whole arrays between two device arrays runs on the GPU when it is in a `#pragma mint single` block (`#pragma mint single` on the line before it, or around the block of copies); other copies of device arrays belong after the region")
        } else {
            fix.to_string()
        };
        let d = d
            .with_span(span, format!("the host copy of `{n}`"))
            .with_span(region, "the region")
            .with_note(note);
        if known {
            errors.push((span.start, d));
        } else {
            warnings.push(d);
        }
    }
    let swapped: Vec<&str> = names
        .iter()
        .copied()
        .filter(|n| !aliases.iter().any(|a| a == n))
        .collect();
    for (n, span) in pointer_sets_outside_singles(body, &swapped) {
        errors.push((
            span.start,
            Diagnostic::error(format!(
                "the pointer `{n}` is set by host code inside the parallel region outside a `#pragma mint single`; the GPU's arrays would not follow"
            ))
            .with_span(span, format!("`{n}` changes on the host only"))
            .with_span(region, "the region")
            .with_note(format!(
                "put the pointer swap in a `#pragma mint single` block (`#pragma mint single` on the line before it, or around the block that swaps), where mint swaps the device arrays with it; or set `{n}` before the region"
            )),
        ));
    }
    for (n, callee, span) in moves {
        errors.push((
            span.start,
            Diagnostic::error(format!(
                "the address of `{n}` is passed to `{callee}`, which may set the pointer on the host inside the parallel region; the GPU's copy of `{n}` would not follow"
            ))
            .with_span(span, format!("`{callee}` can change `{n}` here"))
            .with_span(region, "the region")
            .with_note(format!(
                "mint reads a helper as the pointer swap it performs only where its body is declarations and assignments through its parameters (`T *t = *a; *a = *b; *b = t;`) and every argument is `&name`; otherwise write the swap in the `#pragma mint single` block itself (`{{ T *t = {n}; {n} = other; other = t; }}`)"
            )),
        ));
    }
    // In the order of the file; an array the host writes is refused whole (its reads too).
    errors.sort_by_key(|e| e.0);
    reads.retain(|r| !first_write.contains_key(r.array.as_str()));
    RegionCheck {
        errors: errors.into_iter().map(|e| e.1).collect(),
        warnings,
        reads,
        writes: host_writes,
    }
}

/// What [`check_region`] finds in a region's host code.
pub(crate) struct RegionCheck {
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    /// Elements read from the GPU.
    pub reads: Vec<HostRead>,
    /// Elements set on the GPU.
    pub writes: Vec<HostWrite>,
}

/// The statements of `body` (outside nests) that set one element of a device array `names`
/// names (or an alias of one, `aliases`): `u[subs] op= value;` as a whole expression statement,
/// with a subscript per dimension (or one linear index) and subscripts and value that read no
/// device array, not in a loop over
/// elements (`loops`, one GPU round trip per iteration) nor where the host copy was just copied
/// back (`fresh`, whose host copy would then differ).
fn element_writes(
    body: &Stmt,
    names: &[&str],
    ranks: &[(String, u32)],
    aliases: &[String],
    loops: &[Span],
    fresh: &[(String, Span)],
) -> Vec<HostWrite> {
    let inside = |spans: &mut dyn Iterator<Item = Span>, s: Span| {
        let mut hit = false;
        for c in spans {
            hit |= c.start <= s.start && s.end <= c.end;
        }
        hit
    };
    // The nests (their bodies run on the GPU): `walk` goes into them too.
    let mut nests: Vec<Span> = Vec::new();
    body.walk(&mut |st| {
        if matches!(&st.kind, StmtKind::Mint(m) if matches!(m.directive, Directive::For(_))) {
            nests.push(st.span);
        }
    });
    let mut out = Vec::new();
    body.walk(&mut |st| {
        if inside(&mut nests.iter().copied(), st.span) {
            return;
        }
        let StmtKind::Expr(e) = &st.kind else {
            return;
        };
        let ExprKind::Assign(op, target, value) = &e.kind else {
            return;
        };
        let Some((base, subs, _)) = target.as_subscript() else {
            return;
        };
        // An alias's rank is its arrays' (checked against the array it holds when it runs).
        let alias = aliases.iter().any(|a| a == base);
        let Some(rank) = ranks
            .iter()
            .find(|(n, _)| n == base)
            .map(|r| r.1)
            .or(alias.then_some(subs.len() as u32))
        else {
            return;
        };
        let reads_device = |x: &Expr| {
            let mut hit = false;
            x.walk(&mut |y| hit |= y.as_ident().is_some_and(|i| names.contains(&i)));
            hit
        };
        if names.contains(&base)
            && rank <= 3
            && (subs.len() == rank as usize || subs.len() == 1)
            && !subs.iter().any(|x| reads_device(x))
            && !reads_device(value)
            && !inside(&mut loops.iter().copied(), st.span)
            && !inside(
                &mut fresh.iter().filter(|f| f.0 == base).map(|f| f.1),
                st.span,
            )
        {
            out.push(HostWrite {
                stmt: st.span,
                array: base.to_string(),
                subs: subs.into_iter().cloned().collect(),
                op: *op,
                value: (**value).clone(),
            });
        }
    });
    out
}

/// Host element reads with one subscript of an array of rank 2 or more that is not a flat
/// array ([`crate::flat_arrays`]): `u[i]` there is a row, not an element (`p` holds the flat
/// arrays, [`crate::model::Program::flat_arrays`]). Each is an error.
pub fn check_host_reads(p: &crate::model::Program) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for f in &p.functions {
        for r in &f.host_reads {
            let rank = f
                .arrays
                .iter()
                .find(|a| a.name == r.array)
                .map_or(1, |a| a.rank);
            let flat = p
                .flat_arrays
                .iter()
                .any(|fa| fa.function == f.name && fa.name == r.array);
            if r.subs.len() == 1 && rank > 1 && !flat {
                out.push(
                    Diagnostic::error(format!(
                        "`{}` is read by host code inside the parallel region as a row (one subscript of a {rank}-D array), where its current values are on the GPU",
                        r.array
                    ))
                    .with_span(r.span, format!("a row of `{}`", r.array))
                    .with_note("host code in a region may read single elements (one subscript per dimension), which mint reads from the GPU; move code that works on rows after the region's `copy(fromDevice)`"),
                );
            }
        }
    }
    out
}
