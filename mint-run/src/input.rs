//! Reading a program: the file (UTF-8 checked), optionally demoted to single precision
//! (`--precision f32`, `mint_lang::precision`), parsed and analysed, with every diagnostic
//! printed as `file:line:col`, the line and a caret.
//!
//! Invariant: a [`Loaded`] program parsed and analysed without errors; otherwise the
//! diagnostics were printed and the caller gets the exit code (1 input errors, 3 unreadable).

use clap::ValueEnum;
use codespan_reporting::term::termcolor::{ColorChoice, StandardStream};
use mint_analyzer::Program;
use mint_lang::ast::TranslationUnit;
use mint_lang::Diagnostic;
use std::path::Path;
use std::process::ExitCode;

/// The precision a program runs in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    /// As written (a double program stays double).
    F64,
    /// Every `double` becomes `float` and floating literals get an `f` suffix.
    F32,
}

impl Precision {
    /// `f64` or `f32`.
    pub fn name(self) -> &'static str {
        match self {
            Precision::F64 => "f64",
            Precision::F32 => "f32",
        }
    }
}

/// Preprocessor settings of this process (`-D`, `-U`, `-I` of the command line), set once by
/// the CLI before any program is read; every program read afterwards uses them.
#[derive(Clone, Debug, Default)]
pub struct PpSettings {
    /// `-D NAME[=VALUE]`, in order.
    pub defines: Vec<(String, Option<String>)>,
    /// `-U NAME`.
    pub undefines: Vec<String>,
    /// `-I DIR`.
    pub include_dirs: Vec<std::path::PathBuf>,
}

static PREPROCESSOR: std::sync::OnceLock<PpSettings> = std::sync::OnceLock::new();

/// Set the preprocessor settings (the first call wins).
pub fn set_preprocessor(s: PpSettings) {
    let _ = PREPROCESSOR.set(s);
}

/// The preprocessor settings (none given: empty).
pub fn preprocessor() -> PpSettings {
    PREPROCESSOR.get().cloned().unwrap_or_default()
}

/// Which names C++ reserves are errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cxx {
    /// None (an OpenMP program is C).
    No,
    /// Names the kernels use (the host code stays C).
    Kernels,
    /// Every declared name (one .cu file: the host code is compiled as C++ too).
    Whole,
}

/// A source file as the front end sees it.
#[derive(Clone)]
pub struct Input {
    /// The name diagnostics use.
    pub name: String,
    /// The text the front end reads: after the precision change and the preprocessor. Every
    /// span of the syntax tree and of the analysed program indexes this text.
    pub src: String,
    /// Where preprocessing changed the text: the file's text (after the precision change) and
    /// the map from `src` back to it. Diagnostics are shown on the file's own lines.
    pub original: Option<(String, mint_lang::preprocess::SourceMap)>,
    /// The text before inlining when the preprocessor changed nothing (then it is the file's
    /// text; otherwise `original` holds that).
    pub pre_inline: Option<String>,
    /// Rounds of inlining functions whose nests run in their callers' regions
    /// ([`mint_analyzer::orphans`]), first round first: each maps its text back to the text
    /// before it (the last one's text is `src`).
    pub inlined: Vec<mint_analyzer::orphans::PieceMap>,
}

impl Input {
    /// The file's text (after the precision change): what [`Input::to_file`] maps into.
    pub fn file_text(&self) -> &str {
        match &self.original {
            Some((text, _)) => text,
            None if self.inlined.is_empty() => &self.src,
            None => self.pre_inline.as_deref().unwrap_or(&self.src),
        }
    }

    /// A span of `src` as a span of the file's text ([`Input::file_text`]).
    pub fn to_file(&self, span: mint_lang::Span) -> mint_lang::Span {
        let span = self.inlined.iter().rev().fold(span, |s, m| m.to_source(s));
        match &self.original {
            Some((_, map)) => map.to_original(span),
            None => span,
        }
    }

    /// The line of the file (from 1) that byte `pos` of `src` comes from.
    pub fn line_of(&self, pos: u32) -> usize {
        let at = self
            .to_file(mint_lang::Span::new(pos as usize, pos as usize))
            .start as usize;
        let text = self.file_text();
        text[..at.min(text.len())].matches('\n').count() + 1
    }

    /// A diagnostic about `src` as one about the file's text.
    pub fn remap(&self, d: Diagnostic) -> Diagnostic {
        let d = self.inlined.iter().rev().fold(d, |d, m| m.remap(d));
        match &self.original {
            Some((_, map)) => map.remap(d),
            None => d,
        }
    }

    /// Inline the calls of functions whose nests run in the caller's region
    /// ([`mint_analyzer::orphans::inline_all`]); the final syntax tree.
    pub fn inline_orphans(
        &mut self,
        tu: TranslationUnit,
    ) -> Result<TranslationUnit, Vec<Diagnostic>> {
        let (text, tu, maps) = mint_analyzer::orphans::inline_all(&self.src, tu)?;
        if !maps.is_empty() {
            let before = std::mem::replace(&mut self.src, text);
            if self.original.is_none() {
                self.pre_inline = Some(before);
            }
            self.inlined = maps;
        }
        Ok(tu)
    }

    /// Run the C preprocessor with this process's settings ([`set_preprocessor`]) over the
    /// text; `dir` is the file's folder (for `#include "..."`).
    pub fn preprocess(&mut self, dir: Option<&Path>) -> Result<(), Vec<Diagnostic>> {
        let s = preprocessor();
        let opts = mint_lang::preprocess::PpOptions {
            defines: s.defines,
            undefines: s.undefines,
            include_dirs: s.include_dirs,
            file_dir: dir.map(Path::to_path_buf),
        };
        let pp = mint_lang::preprocess::preprocess(&self.src, &opts)?;
        if !pp.map.is_identity() {
            let original = std::mem::replace(&mut self.src, pp.text);
            self.original = Some((original, pp.map));
        }
        Ok(())
    }
}

/// A parsed and analysed program.
pub struct Loaded {
    /// The source.
    pub input: Input,
    /// Its syntax tree.
    pub tu: TranslationUnit,
    /// What the analyzer found.
    pub program: Program,
}

/// Print diagnostics on stderr (colour only on a terminal and without NO_COLOR).
pub fn report(diags: &[Diagnostic], input: &Input) {
    use std::io::IsTerminal;
    let color = if std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none() {
        ColorChoice::Auto
    } else {
        ColorChoice::Never
    };
    let mut err = StandardStream::stderr(color);
    for d in diags {
        input
            .remap(d.clone())
            .render(&input.name, input.file_text(), &mut err);
    }
}

/// Read `path` as UTF-8 and apply `precision`.
pub fn read_input(path: &Path, precision: Precision) -> Result<Input, ExitCode> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| {
        eprintln!("error: cannot read {name}: {e}");
        ExitCode::from(3)
    })?;
    match String::from_utf8(bytes) {
        Ok(src) => Ok(Input {
            src: match precision {
                Precision::F64 => src,
                Precision::F32 => mint_lang::precision::to_single(&src),
            },
            name,
            original: None,
            pre_inline: None,
            inlined: Vec::new(),
        }),
        Err(e) => {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            let text = String::from_utf8_lossy(valid);
            let line = text.matches('\n').count() + 1;
            let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            eprintln!(
                "error: {name}:{line}:{col}: the file is not valid UTF-8 (byte offset {}); is it a C source file?",
                valid.len()
            );
            Err(ExitCode::from(1))
        }
    }
}

/// Read, parse and analyse `path` for CUDA kernels; print every diagnostic.
pub fn load(path: &Path, precision: Precision) -> Result<Loaded, ExitCode> {
    load_for(path, precision, Cxx::Kernels)
}

/// Read, parse and analyse `path`; print every diagnostic. `cxx` says which names that C++
/// reserves are errors (nvcc compiles the kernels, and in one-file programs the host code, as
/// C++).
pub fn load_for(path: &Path, precision: Precision, cxx: Cxx) -> Result<Loaded, ExitCode> {
    let mut input = read_input(path, precision)?;
    if let Err(d) = input.preprocess(path.parent()) {
        report(&d, &input);
        return Err(ExitCode::from(1));
    }
    if input.src.trim().is_empty() {
        eprintln!("error: {}: the file is empty", input.name);
        return Err(ExitCode::from(1));
    }
    let tu = match mint_lang::parse(&input.src).and_then(|tu| input.inline_orphans(tu)) {
        Ok(tu) => tu,
        Err(d) => {
            report(&d, &input);
            return Err(ExitCode::from(1));
        }
    };
    if cxx == Cxx::Whole {
        let errs = mint_analyzer::cxx_keyword_errors(&tu);
        if !errs.is_empty() {
            report(&errs, &input);
            return Err(ExitCode::from(1));
        }
    }
    // The rewrites before analysis (`mint_analyzer::prepare_unit`): helpers inlined, short
    // loops unrolled, tables folded, members and index locals read through, flat arrays
    // delinearized.
    let (prepared, host_casts) = match mint_analyzer::prepare_unit(&tu) {
        Ok(p) => (p, mint_analyzer::cxx_casts::void_pointer_casts(&tu)),
        Err(d) => {
            report(&d, &input);
            return Err(ExitCode::from(1));
        }
    };
    let mint_analyzer::Prepared {
        tu,
        flats,
        members,
        notes,
    } = prepared;
    match mint_analyzer::analyze(&tu) {
        Ok(mut program) => {
            mint_analyzer::bind_members(&mut program, &members);
            if input.original.is_some() || !input.inlined.is_empty() {
                for n in program
                    .functions
                    .iter_mut()
                    .flat_map(|f| f.nests.iter_mut())
                {
                    n.source_line = Some(input.line_of(n.pragma_span.start));
                }
            }
            program.flat_arrays = flats;
            program.host_casts = host_casts;
            let errs = mint_analyzer::check_host_reads(&program);
            if !errs.is_empty() {
                report(&errs, &input);
                return Err(ExitCode::from(1));
            }
            if cxx == Cxx::Kernels {
                let errs = mint_analyzer::cxx_keywords_in_kernels(&tu, &mut program);
                if !errs.is_empty() {
                    report(&errs, &input);
                    return Err(ExitCode::from(1));
                }
            }
            report(&notes, &input);
            report(&program.diagnostics, &input);
            if program.functions.is_empty() {
                report(
                    &[Diagnostic::warning(
                        "the file has no `#pragma mint` directives; the output is the input",
                    )],
                    &input,
                );
            }
            Ok(Loaded { input, tu, program })
        }
        Err(d) => {
            report(&d, &input);
            Err(ExitCode::from(1))
        }
    }
}

/// Write files atomically and durably ([`mint_durable::write_all`]): each to a temporary beside
/// it, flushed, then all renamed into place; on an error nothing is replaced and no temporary is
/// left. The error says which file could not be written, and why.
pub fn write_files(files: &[(&Path, &str)]) -> Result<(), String> {
    let bytes: Vec<(&Path, &[u8])> = files.iter().map(|(p, t)| (*p, t.as_bytes())).collect();
    mint_durable::write_all(&bytes).map_err(|e| e.to_string())
}
