//! The driver of analysis: walks every function, keeps a scope of declarations, and builds the
//! [`Program`] model from the Mint directives it finds.
//!
//! Invariants: analysis never changes the AST; it returns either a complete [`Program`] (with
//! warnings) or every error it found, each with a span.

use crate::model::*;
use crate::nest::analyze_nest;
use mint_lang::ast::*;
use mint_lang::{Diagnostic, Span};
use std::collections::HashMap;

/// Names visible at a point, innermost scope last.
#[derive(Debug, Clone, Default)]
pub struct Scope {
    /// Each name's type and the span of its declarator.
    frames: Vec<HashMap<String, (Type, Span)>>,
}

impl Scope {
    /// Look a name up, innermost first.
    pub fn lookup(&self, name: &str) -> Option<&Type> {
        self.lookup_decl(name).map(|(t, _)| t)
    }

    /// A name's type and the span of its declarator (pointers, name, dimensions).
    pub fn lookup_decl(&self, name: &str) -> Option<(&Type, Span)> {
        self.frames
            .iter()
            .rev()
            .find_map(|f| f.get(name))
            .map(|(t, s)| (t, *s))
    }

    pub(crate) fn push(&mut self) {
        self.frames.push(HashMap::new());
    }

    fn pop(&mut self) {
        self.frames.pop();
    }

    pub(crate) fn declare(&mut self, name: &str, ty: Type, span: Span) {
        if self.frames.is_empty() {
            self.push();
        }
        self.frames
            .last_mut()
            .expect("a frame")
            .insert(name.to_string(), (ty, span));
    }

    fn declare_all(&mut self, d: &Declaration) {
        for dd in &d.decls {
            if let Some(n) = &dd.name {
                self.declare(&n.name, dd.ty.clone(), dd.decl_span);
            }
        }
    }
}

/// Analyse a parsed file.
pub fn analyze(tu: &TranslationUnit) -> Result<Program, Vec<Diagnostic>> {
    let mut globals = Scope::default();
    globals.push();
    let mut cx = Cx::new();
    let defined: Vec<&Function> = tu
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Function(f) => Some(f),
            _ => None,
        })
        .collect();
    cx.file_fns = crate::host_access::FileFns {
        touches: crate::host_access::touches_of(&defined),
        writes: crate::host_access::writes_of(&defined),
    };
    cx.struct_fields = tu
        .structs
        .iter()
        .map(|s| {
            (
                s.name.clone(),
                s.fields.iter().map(|f| f.0.clone()).collect(),
            )
        })
        .collect();
    subscripted_non_arrays(tu, &mut cx);
    let mut functions = Vec::new();
    let mut constants = Vec::new();
    for item in &tu.items {
        match item {
            Item::Declaration(d) => {
                globals.declare_all(d);
                for dd in &d.decls {
                    if let (Some(n), Some(Initializer::Expr(e))) = (&dd.name, &dd.init) {
                        if dd.ty.is_const && dd.ty.rank() == 0 {
                            constants.push((n.name.clone(), dd.ty.clone(), e.clone()));
                        }
                    }
                }
            }
            Item::Function(f) => {
                // The function's own name is visible inside it (recursion) and after it.
                globals.declare(&f.name.name, f.ret.clone(), f.name.span);
                if let Some(mut fi) = cx.function(f, &globals) {
                    fi.file_constants = constants.clone();
                    functions.push(fi);
                }
            }
            Item::Preproc(_) => {}
        }
    }
    if cx.errors.is_empty() {
        Ok(Program {
            functions,
            diagnostics: cx.warnings,
            host_casts: crate::cxx_casts::void_pointer_casts(tu),
            flat_arrays: vec![],
        })
    } else {
        Err(cx.errors)
    }
}

pub(crate) struct Cx {
    pub errors: Vec<Diagnostic>,
    pub warnings: Vec<Diagnostic>,
    next_kernel: usize,
    /// The function being analysed.
    pub(crate) cur_fn: String,
    /// Errors reported once per (function, name, cause): the index of the error in `errors`
    /// and how many times the cause was met.
    once: HashMap<(String, String, &'static str), (usize, u32)>,
    /// Errors met again and not reported (see [`Cx::error_once`]).
    suppressed: usize,
    /// What each function of the file does with its parameters (host code in regions).
    file_fns: crate::host_access::FileFns,
    /// The fields of the file's structs and unions by type name (arrays of structures).
    struct_fields: HashMap<String, Vec<String>>,
}

impl Cx {
    pub(crate) fn new() -> Cx {
        Cx {
            errors: vec![],
            warnings: vec![],
            next_kernel: 1,
            cur_fn: String::new(),
            once: HashMap::new(),
            suppressed: 0,
            file_fns: Default::default(),
            struct_fields: HashMap::new(),
        }
    }

    /// Errors met so far, those reported once included every time they were met.
    pub(crate) fn error_count(&self) -> usize {
        self.errors.len() + self.suppressed
    }

    /// Report `d` unless the same cause was already reported for `name` in this function (an
    /// undeclared array used 25 times is one mistake, reported once).
    pub(crate) fn error_once(&mut self, name: &str, cause: &'static str, d: Diagnostic) {
        let key = (self.cur_fn.clone(), name.to_string(), cause);
        if let Some((_, n)) = self.once.get_mut(&key) {
            *n += 1;
            self.suppressed += 1;
            return;
        }
        self.once.insert(key, (self.errors.len(), 1));
        self.errors.push(d);
    }

    /// Say, on each error reported once in the current function, how often its cause was met.
    fn finish_once(&mut self) {
        let mut seen: Vec<_> = self
            .once
            .iter()
            .filter(|((f, _, _), (_, n))| *f == self.cur_fn && *n > 1)
            .map(|((_, name, _), &(i, n))| (i, name.clone(), n))
            .collect();
        seen.sort();
        for (i, name, n) in seen {
            let d = std::mem::replace(&mut self.errors[i], Diagnostic::error(""));
            self.errors[i] = d.with_note(format!(
                "`{name}` is used {n} times in `{}` with this same error; it is reported once",
                self.cur_fn
            ));
        }
    }
}

struct FnState {
    info: FunctionInfo,
    /// Source offset of the first `toDevice` copy of each array.
    to_device_at: HashMap<String, u32>,
    in_region: bool,
    /// Pointers set from copied arrays, the aliases nests may use ([`crate::aliases`]).
    alias_names: Vec<String>,
}

fn contains_mint(s: &Stmt) -> bool {
    s.any(&mut |x| matches!(x.kind, StmtKind::Mint(_)))
}

impl Cx {
    fn function(&mut self, f: &Function, globals: &Scope) -> Option<FunctionInfo> {
        let body = f.body.as_ref()?;
        if !body.stmts.iter().any(contains_mint) {
            return None;
        }
        self.cur_fn = f.name.name.clone();
        let mut scope = globals.clone();
        scope.push();
        for p in &f.params {
            if let Some(n) = &p.name {
                scope.declare(&n.name, p.ty.clone(), p.decl_span);
            }
        }
        let free_at = body
            .stmts
            .iter()
            .filter(|s| contains_mint(s))
            .map(|s| s.span.end)
            .max()
            .unwrap_or(body.span.end);
        let mut st = FnState {
            info: FunctionInfo {
                name: f.name.name.clone(),
                span: f.span,
                body_span: body.span,
                arrays: vec![],
                copies: vec![],
                regions: vec![],
                nests: vec![],
                singles: vec![],
                barriers: vec![],
                free_at,
                file_constants: vec![],
                aliases: vec![],
                host_reads: vec![],
                host_writes: vec![],
            },
            to_device_at: HashMap::new(),
            in_region: false,
            alias_names: {
                let whole = Stmt {
                    kind: StmtKind::Block(body.clone()),
                    span: body.span,
                };
                let decls: Vec<&Declarator> =
                    whole.declarators().into_iter().chain(&f.params).collect();
                let names: Vec<String> = decls
                    .iter()
                    .filter_map(|d| d.name.as_ref().map(|n| n.name.clone()))
                    .collect();
                let copied = crate::aliases::copied_names(&body.stmts);
                crate::aliases::aliases_of(&body.stmts, &decls, &names, &copied)
                    .into_iter()
                    .map(|a| a.name)
                    .collect()
            },
        };
        self.block(&body.stmts, &mut scope, &mut st);
        let whole = Stmt {
            kind: StmtKind::Block(body.clone()),
            span: body.span,
        };
        self.errors
            .extend(crate::host_access::check_between_copies(&whole, &st.info));
        // After the whole body, so that a copy placed too late can be pointed at.
        let declared = whole.declarators();
        let mut used: Vec<String> = Vec::new();
        for a in st.info.nests.iter().flat_map(|n| &n.arrays) {
            if !used.contains(&a.name) {
                used.push(a.name.clone());
            }
        }
        let params: Vec<&Declarator> = f.params.iter().collect();
        let decls: Vec<&Declarator> = declared.iter().copied().chain(params).collect();
        let copied: Vec<String> = st.info.arrays.iter().map(|a| a.name.clone()).collect();
        st.info.aliases = crate::aliases::aliases_of(&body.stmts, &decls, &used, &copied);
        for n in &st.info.nests {
            self.check_copied(n, &st, &declared);
        }
        self.finish_once();
        Some(st.info)
    }

    fn block(&mut self, stmts: &[Stmt], scope: &mut Scope, st: &mut FnState) {
        scope.push();
        for s in stmts {
            self.stmt(s, scope, st);
        }
        scope.pop();
    }

    fn stmt(&mut self, s: &Stmt, scope: &mut Scope, st: &mut FnState) {
        match &s.kind {
            StmtKind::Block(b) => self.block(&b.stmts, scope, st),
            StmtKind::Decl(d) => scope.declare_all(d),
            StmtKind::If { then, els, .. } => {
                self.scoped(then, scope, st);
                if let Some(e) = els {
                    self.scoped(e, scope, st);
                }
            }
            StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::Switch { body, .. } => self.scoped(body, scope, st),
            StmtKind::Labeled { stmt, .. } => self.stmt(stmt, scope, st),
            StmtKind::For(fl) => {
                scope.push();
                if let ForInit::Decl(d) = &fl.init {
                    scope.declare_all(d);
                }
                self.stmt(&fl.body, scope, st);
                scope.pop();
            }
            StmtKind::Mint(m) => self.mint(s, m, scope, st),
            _ => {}
        }
    }

    fn scoped(&mut self, s: &Stmt, scope: &mut Scope, st: &mut FnState) {
        scope.push();
        self.stmt(s, scope, st);
        scope.pop();
    }

    fn mint(&mut self, s: &Stmt, m: &MintStmt, scope: &mut Scope, st: &mut FnState) {
        let outside = |what: &str| {
            Diagnostic::error(format!(
                "`#pragma mint {what}` must be inside a `#pragma mint parallel` region"
            ))
            .with_span(m.pragma_span, "outside any parallel region")
        };
        match &m.directive {
            Directive::Copy(c) => self.copy(c, m.pragma_span, scope, st),
            Directive::Parallel(_) => {
                if st.in_region {
                    let mut d = Diagnostic::error("parallel regions cannot be nested")
                        .with_span(m.pragma_span, "nested region");
                    if let Some(outer) = st.info.regions.last() {
                        d = d.with_span(outer.pragma_span, "inside this region");
                    }
                    self.errors.push(d.with_note(
                        "remove the inner `#pragma mint parallel`; its loops can use the outer region",
                    ));
                    return;
                }
                let body = m
                    .body
                    .as_ref()
                    .expect("parser attaches a block to parallel");
                st.info.regions.push(Region {
                    pragma_span: m.pragma_span,
                    body_span: body.span,
                });
                st.in_region = true;
                let first_nest = st.info.nests.len();
                let first_single = st.info.singles.len();
                self.stmt(body, scope, st);
                st.in_region = false;
                // Host code of the region that touches the arrays its nests put on the GPU.
                let mut device: Vec<String> = Vec::new();
                for n in &st.info.nests[first_nest..] {
                    for a in &n.arrays {
                        if !device.contains(&a.name) {
                            device.push(a.name.clone());
                        }
                    }
                }
                // Whole-array copies between device arrays in its singles run on the GPU.
                let copies: Vec<Span> = st.info.singles[first_single..]
                    .iter()
                    .flat_map(|s| s.device_copies.iter().map(|c| c.call))
                    .collect();
                let ranks: Vec<(String, u32)> = st
                    .info
                    .arrays
                    .iter()
                    .map(|a| (a.name.clone(), a.rank))
                    .collect();
                let found = crate::host_access::check_region(
                    body,
                    &device,
                    &ranks,
                    &st.alias_names,
                    &copies,
                    m.pragma_span,
                    &self.file_fns,
                );
                self.errors.extend(found.errors);
                self.warnings.extend(found.warnings);
                st.info.host_reads.extend(found.reads);
                st.info.host_writes.extend(found.writes);
            }
            Directive::For(fc) => {
                if !st.in_region {
                    self.errors.push(outside("for").with_note(
                        "a function holding `mint for` nests may instead be called as a statement inside a `#pragma mint parallel` region of its caller: mint then runs its nests there",
                    ));
                    return;
                }
                let id = self.next_kernel;
                self.next_kernel += 1;
                let body = m.body.as_ref().expect("parser attaches a loop to for");
                if let Some(n) = analyze_nest(
                    self,
                    id,
                    s.span,
                    m.pragma_span,
                    fc,
                    body,
                    scope,
                    &st.info.arrays,
                ) {
                    st.info.nests.push(n);
                }
            }
            Directive::Single => {
                if !st.in_region {
                    self.errors.push(outside("single"));
                    return;
                }
                let body = m.body.as_ref().expect("parser attaches a block to single");
                let pointer_vars = self.single_pointer_vars(body, st);
                let device = |n: &str| {
                    (!st.alias_names.iter().any(|a| a == n))
                        .then(|| st.info.arrays.iter().find(|a| a.name == n))
                        .flatten()
                        .map(|a| a.elem.clone())
                };
                let device_copies = crate::device_copies::of_single(body, &device);
                st.info.singles.push(Single {
                    pragma_span: m.pragma_span,
                    body: body.clone(),
                    pointer_vars,
                    device_copies,
                });
                self.stmt(body, scope, st);
            }
            Directive::Barrier => {
                if !st.in_region {
                    self.errors.push(outside("barrier"));
                    return;
                }
                st.info.barriers.push(m.pragma_span);
            }
        }
    }

    fn copy(&mut self, c: &CopyDirective, span: Span, scope: &Scope, st: &mut FnState) {
        let name = &c.array.name;
        let Some((ty, decl_span)) = scope.lookup_decl(name) else {
            self.error_once(
                name,
                UNDECLARED,
                Diagnostic::error(format!("`{name}` is not declared"))
                    .with_span(c.array.span, "undeclared array")
                    .with_note("declare the host array before copying it"),
            );
            return;
        };
        let rank = ty.rank();
        if rank == 0 {
            self.errors.push(
                Diagnostic::error(format!(
                    "`{name}` is not an array: only arrays can be copied"
                ))
                .with_span(
                    c.array.span,
                    format!("declared as `{}`", ty.scalar.c_name()),
                ),
            );
            return;
        }
        if rank > 4 {
            self.errors.push(
                Diagnostic::error(format!(
                    "`{name}` has {rank} dimensions; mint supports 1 to 3, and 4 whose first subscript picks a 3-D plane"
                ))
                .with_span(c.array.span, "too many dimensions"),
            );
            return;
        }
        if ty.scalar.size_bytes().is_none() || ty.scalar == Scalar::Void {
            let c_name = ty.scalar.c_name();
            let d = if c_name.starts_with("struct ") || c_name.starts_with("union ") {
                // An array of structures (`cell g[N][N]` with `typedef struct { ... } cell`).
                let what = if c_name.contains("<untagged") {
                    "structures".to_string()
                } else {
                    format!("structures (`{c_name}`)")
                };
                let fields = self.struct_fields.get(c_name).cloned().unwrap_or_default();
                let f = fields.first().map_or("u", String::as_str);
                let list = if fields.is_empty() {
                    format!("`{name}_{f}`, ...")
                } else {
                    fields
                        .iter()
                        .map(|x| format!("`{name}_{x}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                Diagnostic::error(format!(
                    "the elements of `{name}` are {what}, which mint cannot copy: its kernels take arrays of numbers"
                ))
                .with_span(c.array.span, "an array of structures")
                .with_span(decl_span, "declared here")
                .with_note(format!(
                    "keep each field in an array of its own (a structure of arrays: {list}), copy those and index them in the nests (`{name}_{f}{subs}` for `{name}{subs}.{f}`)",
                    subs = ["[i]", "[j]", "[k]"][..rank as usize].concat()
                ))
            } else {
                Diagnostic::error(format!(
                    "the elements of `{name}` have type `{c_name}`, which mint cannot copy"
                ))
                .with_span(c.array.span, "unsupported element type")
            };
            self.errors.push(d);
            return;
        }
        // No sizes: the type gives them, when it gives every extent (`double A[n][n][n]`,
        // `static double A[N][N]`), fastest-varying first.
        let from_type: Option<Vec<Expr>> = if c.sizes.is_empty() {
            let ext = ty.extents();
            ext.iter()
                .rev()
                .map(|e| e.cloned())
                .collect::<Option<Vec<Expr>>>()
                .filter(|v| !v.is_empty())
        } else {
            None
        };
        let owned;
        let c = match from_type {
            Some(sizes) => {
                owned = CopyDirective { sizes, ..c.clone() };
                &owned
            }
            None => c,
        };
        if c.sizes.is_empty() {
            self.errors.push(
                Diagnostic::error(format!(
                    "`copy` of `{name}` gives no sizes, and its type does not give every extent"
                ))
                .with_span(span, format!("give {rank} size(s), fastest-varying first"))
                .with_note(format!(
                    "e.g. #pragma mint copy({name}, toDevice, nx{})",
                    if rank > 1 { ", ny" } else { "" }.to_string()
                        + if rank > 2 { ", nz" } else { "" }
                )),
            );
            return;
        }
        if c.sizes.len() != rank as usize {
            self.errors.push(
                Diagnostic::error(format!(
                    "`copy` of `{name}` gives {} size(s), but `{name}` has {rank} dimension(s)",
                    c.sizes.len()
                ))
                .with_span(
                    span,
                    format!("expected {rank} size(s), fastest-varying first"),
                )
                .with_note(format!(
                    "e.g. #pragma mint copy({name}, toDevice, nx{})",
                    if rank > 1 { ", ny" } else { "" }.to_string()
                        + if rank > 2 { ", nz" } else { "" }
                )),
            );
            return;
        }
        if let Some(d) = shape_mismatch(c, ty, decl_span) {
            self.errors.push(d);
            return;
        }
        let idx = match st.info.arrays.iter().position(|a| &a.name == name) {
            Some(i) => i,
            None => {
                st.info.arrays.push(DeviceArray {
                    name: name.clone(),
                    elem: ty.scalar.clone(),
                    rank,
                    sizes: c.sizes.clone(),
                    decl_span,
                    row_pointers: rank >= 2 && ty.pointers >= 1,
                });
                st.info.arrays.len() - 1
            }
        };
        if c.dir == CopyDir::ToDevice {
            st.to_device_at.entry(name.clone()).or_insert(span.start);
        }
        st.info.copies.push(CopyInfo {
            array: idx,
            dir: c.dir,
            sizes: c.sizes.clone(),
            span,
        });
    }

    /// Every array a nest uses needs a `copy(..., toDevice, ...)` before the nest. `declared`:
    /// the function's declarators (a pointer declared inside the nest's region gets its own
    /// note).
    fn check_copied(&mut self, n: &Nest, st: &FnState, declared: &[&Declarator]) {
        let mut seen = std::collections::HashSet::new();
        for a in &n.arrays {
            if !seen.insert(a.name.as_str()) {
                continue;
            }
            let copied_before = |name: &str| {
                st.to_device_at
                    .get(name)
                    .is_some_and(|&at| at < n.span.start)
            };
            // An alias is on the device where every array it may point to is.
            let ok = match st.info.alias(&a.name) {
                Some(al) => al.sources.iter().all(|s| copied_before(s)),
                None => copied_before(&a.name),
            };
            if !ok {
                let mut d = Diagnostic::error(format!(
                    "array `{}` is used on the device but was not copied to it",
                    a.name
                ))
                .with_span(n.pragma_span, format!("this nest uses `{}`", a.name));
                let later =
                    st.info.copies.iter().find(|c| {
                        c.dir == CopyDir::ToDevice && st.info.arrays[c.array].name == a.name
                    });
                // A pointer the region's host code chooses (`double *in = t % 2 ? b : a;`).
                let chosen = declared.iter().find(|dd| {
                    dd.name.as_ref().is_some_and(|x| x.name == a.name)
                        && st.info.regions.iter().any(|r| {
                            r.body_span.start <= dd.span.start
                                && dd.span.end <= r.body_span.end
                                && dd.span.start < n.span.start
                        })
                });
                if let Some(c) = later {
                    d = d
                        .with_span(c.span, "copied only here, after the nest")
                        .with_note("move the `copy` before the parallel region");
                } else if let Some(dd) = chosen {
                    d = d
                        .with_span(dd.span, "a pointer chosen on the host inside the region")
                        .with_note(format!(
                            "`{0}` has no device copy: a nest runs on the arrays copied to the GPU, or on a pointer set from them (`{0} = t % 2 == 0 ? a : b;`, whose launches find the array it holds); set `{0}` from copied arrays, or write the nest on those arrays and swap them in a `#pragma mint single` block after it",
                            a.name
                        ));
                } else {
                    let sizes = match a.rank {
                        1 => "nx",
                        2 => "nx, ny",
                        _ => "nx, ny, nz",
                    };
                    d = d.with_note(format!(
                        "add `#pragma mint copy({}, toDevice, {sizes})` before the parallel region",
                        a.name
                    ));
                }
                self.errors.push(d);
            }
        }
    }

    /// Pointer variables a `single` block swaps: device arrays and aliases declared from them.
    fn single_pointer_vars(&mut self, body: &Stmt, st: &FnState) -> Vec<String> {
        let mut vars: Vec<String> = st.info.arrays.iter().map(|a| a.name.clone()).collect();
        if !matches!(body.kind, StmtKind::Block(_)) {
            return vec![];
        }
        for s in single_stmts(body) {
            match &s.kind {
                StmtKind::Decl(d) => {
                    for dd in &d.decls {
                        if dd.ty.rank() > 0 {
                            if let Some(n) = &dd.name {
                                vars.push(n.name.clone());
                            }
                        }
                    }
                }
                // The device copies follow assignments between arrays and aliases declared in
                // the block. A pointer declared elsewhere (C89's `tmp` at the top of the
                // function) that the block sets from one of them before reading it is a
                // temporary of the block: the device gets a handle of its own for it. Reading a
                // pointer from elsewhere that the block never set has no device copy to follow.
                StmtKind::Expr(Expr {
                    kind: ExprKind::Assign(None, l, r),
                    ..
                }) => {
                    if let (Some(l), Some(r)) = (l.as_ident(), r.as_ident()) {
                        let known = |x: &str| vars.iter().any(|v| v == x);
                        let outside = match (known(l), known(r)) {
                            (true, false) => Some((r, l)),
                            (false, true) => {
                                vars.push(l.to_string());
                                None
                            }
                            _ => None,
                        };
                        if let Some((other, array)) = outside {
                            self.errors.push(
                                Diagnostic::error(format!(
                                    "`{other}` is not a device array nor set in this `single` before it is read, so mint cannot follow `{array}`'s device copy through it"
                                ))
                                .with_span(s.span, "pointer assignment the device cannot mirror")
                                .with_note(format!(
                                    "declare the temporary inside the `single` block (e.g. `T *{other} = {array};` there), or swap the arrays directly"
                                )),
                            );
                        }
                    }
                }
                // A pointer swap under a condition or in a loop: the device copies cannot follow
                // it (the emitter mirrors straight-line statements only).
                StmtKind::If { .. }
                | StmtKind::For(_)
                | StmtKind::While { .. }
                | StmtKind::DoWhile { .. }
                | StmtKind::Switch { .. } => {
                    let mut assigned = Vec::new();
                    s.walk(&mut |x| {
                        if let StmtKind::Expr(e) = &x.kind {
                            e.walk(&mut |y| {
                                if let ExprKind::Assign(_, l, _) = &y.kind {
                                    if let Some(n) = l.as_ident() {
                                        if vars.iter().any(|v| v == n) {
                                            assigned.push(n.to_string());
                                        }
                                    }
                                }
                            });
                        }
                    });
                    if let Some(n) = assigned.first() {
                        self.errors.push(
                            Diagnostic::error(format!(
                                "this `single` changes the device array pointer `{n}` inside a condition or a loop; mint cannot follow it on the device"
                            ))
                            .with_span(s.span, "pointer assignment the device cannot mirror")
                            .with_note("swap the pointers unconditionally in the `single` (a `do { ... } while (0)` macro such as `SWAP(a, b)` is fine), or move the condition into the nest"),
                        );
                    }
                }
                _ => {}
            }
        }
        vars
    }

    pub(crate) fn error(&mut self, d: Diagnostic) {
        self.errors.push(d);
    }

    pub(crate) fn warn(&mut self, d: Diagnostic) {
        self.warnings.push(d);
    }
}

/// The statements of a `single` block in order, looking into nested blocks and `do { ... }
/// while (0)` (the usual body of a `SWAP(a, b)` macro): what the device copies follow.
pub fn single_stmts(s: &Stmt) -> Vec<&Stmt> {
    match &s.kind {
        StmtKind::Block(b) => b.stmts.iter().flat_map(single_stmts).collect(),
        StmtKind::DoWhile { body, cond } if crate::nest::int_const(cond) == Some(0) => {
            single_stmts(body)
        }
        _ => vec![s],
    }
}

/// The cause key of "`x` is not declared" errors (see [`Cx::error_once`]).
pub(crate) const UNDECLARED: &str = "undeclared";

/// How two extents compare.
#[derive(Debug, PartialEq)]
enum Cmp {
    Equal,
    /// `a - b` is this non-zero constant.
    Differ(i64),
    Unknown,
}

/// `e` as `sum c_i * name_i + k` (names of plain identifiers), if it is that simple.
fn linear(e: &Expr) -> Option<(std::collections::BTreeMap<String, i64>, i64)> {
    use std::collections::BTreeMap;
    match &e.kind {
        ExprKind::Int(v, _) => Some((BTreeMap::new(), *v)),
        ExprKind::Ident(n) => Some((BTreeMap::from([(n.clone(), 1)]), 0)),
        ExprKind::Paren(i) | ExprKind::Unary(UnOp::Plus, i) => linear(i),
        ExprKind::Unary(UnOp::Neg, i) => {
            let (m, k) = linear(i)?;
            Some((
                m.into_iter().map(|(n, c)| (n, -c)).collect(),
                k.checked_neg()?,
            ))
        }
        ExprKind::Binary(op @ (BinOp::Add | BinOp::Sub), a, b) => {
            let (mut m, ka) = linear(a)?;
            let (mb, kb) = linear(b)?;
            let s = if *op == BinOp::Add { 1 } else { -1 };
            for (n, c) in mb {
                *m.entry(n).or_insert(0) += s * c;
            }
            m.retain(|_, c| *c != 0);
            Some((m, ka.checked_add(kb.checked_mul(s)?)?))
        }
        ExprKind::Binary(BinOp::Mul, a, b) => {
            let (ma, ka) = linear(a)?;
            let (mb, kb) = linear(b)?;
            let (m, k, f) = match (ma.is_empty(), mb.is_empty()) {
                (true, _) => (mb, kb, ka),
                (_, true) => (ma, ka, kb),
                _ => return None,
            };
            let mut out = std::collections::BTreeMap::new();
            for (n, c) in m {
                out.insert(n, c.checked_mul(f)?);
            }
            out.retain(|_, c| *c != 0);
            Some((out, k.checked_mul(f)?))
        }
        _ => None,
    }
}

fn compare(a: &Expr, b: &Expr) -> Cmp {
    if a.same_as(b) {
        return Cmp::Equal;
    }
    match (linear(a), linear(b)) {
        (Some((ma, ka)), Some((mb, kb))) if ma == mb => match ka.checked_sub(kb) {
            Some(0) => Cmp::Equal,
            Some(d) => Cmp::Differ(d),
            None => Cmp::Unknown,
        },
        _ => Cmp::Unknown,
    }
}

/// The copy's sizes against the extents the array's type gives (`double A[n][n][n]`,
/// `double (*A)[N][N]`, `static double A[64][64]`). Inner extents must be equal; the outermost
/// may be copied in part, so only a copy larger than it is refused. Extents that cannot be
/// compared (different names) are accepted.
fn shape_mismatch(c: &CopyDirective, ty: &Type, decl_span: Span) -> Option<Diagnostic> {
    let ext = ty.extents();
    let rank = ext.len();
    let axis = ["x", "y", "z"];
    let mut problems = Vec::new();
    for (i, size) in c.sizes.iter().enumerate() {
        let j = rank - 1 - i;
        let Some(t) = ext[j] else { continue };
        match compare(size, t) {
            Cmp::Differ(d) if j > 0 || d > 0 => problems.push(format!(
                "size {} ({}) is `{}`, the type's extent is `{}`",
                i + 1,
                axis.get(i).copied().unwrap_or("?"),
                size.to_c(),
                t.to_c()
            )),
            _ => {}
        }
    }
    if problems.is_empty() {
        return None;
    }
    let name = &c.array.name;
    let sizes: Vec<String> = c.sizes.iter().map(|e| e.to_c()).collect();
    let dims: String = ext
        .iter()
        .map(|e| format!("[{}]", e.map_or("*".to_string(), |e| e.to_c())))
        .collect();
    // Sizes written in the declaration's order (outermost first) fit once reversed: suggest
    // them reversed, the outermost kept as written; otherwise the type's extents where it has
    // them.
    let fits = |i: usize, s: &Expr| {
        let j = rank - 1 - i;
        ext[j].is_none_or(|t| !matches!(compare(s, t), Cmp::Differ(d) if j > 0 || d > 0))
    };
    let reversed: Vec<&Expr> = c.sizes.iter().rev().collect();
    let fixed: Vec<String> = if reversed.iter().enumerate().all(|(i, s)| fits(i, s)) {
        reversed.iter().map(|e| e.to_c()).collect()
    } else {
        c.sizes
            .iter()
            .enumerate()
            .map(|(i, s)| ext[rank - 1 - i].map_or_else(|| s.to_c(), |t| t.to_c()))
            .collect()
    };
    let sizes_span = c.sizes[0].span.join(c.sizes[c.sizes.len() - 1].span);
    let dir = match c.dir {
        CopyDir::ToDevice => "toDevice",
        CopyDir::FromDevice => "fromDevice",
    };
    Some(
        Diagnostic::error(format!(
            "the `copy` of `{name}` does not match the shape of its type: {}",
            problems.join("; ")
        ))
        .with_span(
            sizes_span,
            format!("copy sizes {} (fastest-varying first)", sizes.join(", ")),
        )
        .with_span(
            decl_span,
            format!("`{}`: extents {dims} (outermost first)", ty.to_c(name)),
        )
        .with_note(format!(
            "a copy lists its sizes fastest-varying first, the reverse of the declaration's order: write `#pragma mint copy({name}, {dir}, {})`",
            fixed.join(", ")
        )),
    )
}

/// Whether `x` subscripts a number (`1[t % 2]`; `1["ab"]` is C's `"ab"[1]` and is not).
pub(crate) fn subscripts_a_number(x: &Expr) -> bool {
    fn is_number(mut e: &Expr) -> bool {
        while let ExprKind::Paren(x) | ExprKind::Cast(_, x) = &e.kind {
            e = x;
        }
        matches!(
            e.kind,
            ExprKind::Int(..) | ExprKind::Float(..) | ExprKind::Char(_)
        )
    }
    match &x.kind {
        ExprKind::Index(base, idx) => is_number(base) && !matches!(idx.kind, ExprKind::Str(_)),
        _ => false,
    }
}

/// Refuse what C refuses: a subscript of a number (`n - 1[t % 2]`, `2[x]`: neither side is an
/// array or pointer) anywhere in a function, and in a `copy` size any subscript that is not of a
/// named array (its text is written into the generated program).
fn subscripted_non_arrays(tu: &TranslationUnit, cx: &mut Cx) {
    let mut bad: Vec<Span> = Vec::new();
    let mut look = |e: &Expr, in_copy: bool| {
        e.walk(&mut |x| {
            let unnamed = matches!(x.kind, ExprKind::Index(..)) && x.as_subscript().is_none();
            if subscripts_a_number(x) || (in_copy && unnamed) {
                bad.push(x.span);
            }
        });
    };
    for item in &tu.items {
        let Item::Function(f) = item else { continue };
        let Some(body) = &f.body else { continue };
        for st in &body.stmts {
            let mut whole = st.clone();
            let mut exprs = Vec::new();
            crate::flat_arrays::stmt_exprs(&mut whole, &mut exprs);
            for e in exprs {
                look(e, false);
            }
            st.walk(&mut |s| {
                if let StmtKind::Mint(m) = &s.kind {
                    if let Directive::Copy(c) = &m.directive {
                        for e in &c.sizes {
                            look(e, true);
                        }
                    }
                }
            });
        }
    }
    bad.sort_by_key(|s| (s.start, s.end));
    bad.dedup();
    for span in bad {
        cx.error(
            Diagnostic::error("only an array or a pointer can be subscripted")
                .with_span(span, "not an array")
                .with_note("C rejects a subscript of a number; a `copy` size may subscript a named array only"),
        );
    }
}
