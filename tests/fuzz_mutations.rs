//! Fuzzing as a habit: mutated stencil programs through the whole translator, in process, looking
//! for panics (an internal error, exit 70 of the command line) and slow inputs.
//!
//! Seeds are every program of `kernels/`, `tests/corpus/` and `tests/realstyle/`. Each mutant
//! applies one to three mutations to a seed: byte mutations (flip, insert or delete a byte) and
//! token mutations (replace, duplicate or delete a token, or insert one from a vocabulary of
//! C and Mint pieces: brackets, operators, `1[t%2]`, pragmas, literals). The pipeline is the
//! command line's: preprocess, parse, the rewrites before analysis, analysis, planning at every
//! level, then every emitter (one-file and split CUDA programs, kernels only, OpenMP, the
//! time-blocked program, the multi-GPU program). Diagnostics are fine; a panic is a failure, and
//! so is one mutant taking more than [`SLOW`].
//!
//! The generator is a seeded xorshift, so a run is repeatable: `MINT_FUZZ_SEED` picks the seed
//! (default 1), `MINT_FUZZ_ITERS` the number of mutants (default 3000: a short run for CI, about 20 s). A
//! longer run: `MINT_FUZZ_ITERS=100000 MINT_FUZZ_SEED=7 cargo test --release --test
//! fuzz_mutations -- --nocapture` (docs/translator.md). A failing mutant is written to
//! `target/fuzz-failures/` (the panic message in the test's output); `MINT_FUZZ_REPLAY=a.c:b.c`
//! runs the pipeline on saved files only, timed.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// One mutant taking longer than this through the whole pipeline is reported.
const SLOW: Duration = Duration::from_secs(30);

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces a token mutation inserts or puts in place of a token.
const VOCAB: &[&str] = &[
    "[",
    "]",
    "(",
    ")",
    "{",
    "}",
    ";",
    ",",
    "*",
    "&",
    "-",
    "+",
    "/",
    "%",
    "?",
    ":",
    "=",
    "==",
    "<",
    "<=",
    "++",
    "--",
    "->",
    ".",
    "0",
    "1",
    "-1",
    "2",
    "1e308",
    "0x7fffffff",
    "1[t%2]",
    "[t % 2]",
    "(t + 1) % 2",
    "x",
    "y",
    "z",
    "i",
    "j",
    "k",
    "n",
    "t",
    "u",
    "U",
    "tmp",
    "double",
    "float",
    "int",
    "long",
    "const",
    "static",
    "for",
    "while",
    "if",
    "else",
    "return",
    "sizeof",
    "(int)",
    "#pragma mint for nest(all)",
    "#pragma mint single\n",
    "#pragma mint barrier\n",
    "\n#pragma mint copy(U, toDevice, n)\n",
    "tile(0,1,1)",
    "chunksize(1,1,64)",
    "nest(4)",
    "reduction(+:s)",
    "\\\n",
    "/*",
    "*/",
    "\"",
    "'",
    "#define X(a) a a\n",
    "#if 1\n",
    "#endif\n",
];

fn seeds() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    for dir in ["kernels", "tests/corpus", "tests/realstyle"] {
        let Ok(rd) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        let mut files: Vec<PathBuf> = rd
            .filter_map(|e| Some(e.ok()?.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "c"))
            .collect();
        files.sort();
        for f in files {
            if let Ok(t) = std::fs::read_to_string(&f) {
                out.push((f.display().to_string(), t));
            }
        }
    }
    out
}

/// Byte offsets of token starts (a word, a number, or one punctuation byte), coarse on purpose.
fn token_starts(s: &[u8]) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        if c.is_ascii_alphanumeric() || c == b'_' {
            while i < s.len() && (s[i].is_ascii_alphanumeric() || s[i] == b'_' || s[i] == b'.') {
                i += 1;
            }
        } else {
            i += 1;
        }
        v.push((start, i));
    }
    v
}

fn mutate(text: &str, rng: &mut Rng) -> Vec<u8> {
    let mut b = text.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) {
        if b.is_empty() {
            b.extend_from_slice(VOCAB[rng.below(VOCAB.len())].as_bytes());
            continue;
        }
        let toks = token_starts(&b);
        match rng.below(8) {
            0 => {
                let i = rng.below(b.len());
                b[i] ^= 1 << rng.below(8);
            }
            1 => {
                let i = rng.below(b.len() + 1);
                b.insert(i, (rng.next() & 0x7f) as u8);
            }
            2 => {
                let i = rng.below(b.len());
                b.remove(i);
            }
            _ if toks.is_empty() => {}
            3 | 4 => {
                let (s, e) = toks[rng.below(toks.len())];
                let w = VOCAB[rng.below(VOCAB.len())].as_bytes();
                b.splice(s..e, w.iter().copied());
            }
            5 => {
                let (s, e) = toks[rng.below(toks.len())];
                b.drain(s..e);
            }
            6 => {
                let k = rng.below(toks.len());
                let (s, _) = toks[k];
                let (_, e) = toks[(k + rng.below(6)).min(toks.len() - 1)];
                let copy: Vec<u8> = b[s..e].to_vec();
                b.splice(e..e, copy);
            }
            _ => {
                let (s, _) = toks[rng.below(toks.len())];
                let w = VOCAB[rng.below(VOCAB.len())].as_bytes();
                b.splice(s..s, w.iter().copied().chain(std::iter::once(b' ')));
            }
        }
    }
    b
}

/// The command line's pipeline on `bytes`; `Err` only for what the front end refuses (a
/// diagnostic), never for a panic (that unwinds to the caller).
fn translate_everything(bytes: &[u8]) -> Result<(), ()> {
    let src = String::from_utf8(bytes.to_vec()).map_err(|_| ())?;
    let pp = mint_lang::preprocess::preprocess(&src, &Default::default()).map_err(|_| ())?;
    let tu = mint_lang::parse(&pp.text).map_err(|_| ())?;
    let _ = mint_analyzer::cxx_keyword_errors(&tu);
    let prepared = mint_analyzer::prepare_unit(&tu).map_err(|_| ())?;
    let _ = mint_analyzer::cxx_casts::void_pointer_casts(&tu);
    let mut program = mint_analyzer::analyze(&prepared.tu).map_err(|_| ())?;
    mint_analyzer::bind_members(&mut program, &prepared.members);
    program.flat_arrays = prepared.flats.clone();
    let _ = mint_analyzer::cxx_keywords_in_kernels(&prepared.tu, &mut program);
    let text = &pp.text;
    for level in 0..=3 {
        let (plans, _) = mint_opt::plan_with(&program, level, &mint_opt::Switches::default());
        let opts = mint_emit::Options {
            level,
            target: mint_emit::Target::Cuda,
            plans: Some(plans),
            ..Default::default()
        };
        let _ = mint_emit::write_program(&program, text, "f.c", &opts);
        let _ = mint_emit::program::write_split(&program, text, "f.c", &opts, "f.cu", "f.host.c");
        let _ = mint_emit::kernels_source_opts(&program, "f.c", text, &opts);
    }
    let _ = mint_emit::write_openmp(&program, text, "f.c");
    let tb = mint_emit::program_temporal::TbSettings {
        bt: Some(3),
        ..Default::default()
    };
    let (found, _) = mint_emit::program_temporal::recognise(&program, &prepared.tu, text, &tb);
    let opts = mint_emit::Options {
        level: 0,
        target: mint_emit::Target::Cuda,
        time_blocked: found,
        ..Default::default()
    };
    let _ = mint_emit::program::write_split(&program, text, "f.c", &opts, "f.cu", "f.host.c");
    if let Ok(halo) = mint_analyzer::split_halo(&program) {
        let _ = mint_emit::program_multi::write_multi(
            &program, text, "f.c", &opts, "f.cu", "f.host.c", halo,
        );
    }
    Ok(())
}

/// `MINT_FUZZ_REPLAY=a.c:b.c`: run the pipeline on those files (a failure the campaign saved),
/// each timed, instead of the campaign.
fn replay(list: &str) {
    for f in list.split(':').filter(|f| !f.is_empty()) {
        let bytes = std::fs::read(f).unwrap_or_else(|e| panic!("{f}: {e}"));
        let t0 = Instant::now();
        let r = catch_unwind(AssertUnwindSafe(|| translate_everything(&bytes)));
        eprintln!(
            "replay {f}: {} in {:.3} s",
            match r {
                Ok(Ok(())) => "translated",
                Ok(Err(())) => "refused",
                Err(_) => "PANICKED",
            },
            t0.elapsed().as_secs_f64()
        );
        assert!(r.is_ok(), "{f} panicked");
        assert!(t0.elapsed() <= SLOW, "{f} took {:?}", t0.elapsed());
    }
}

#[test]
fn mutated_programs_never_panic() {
    if let Ok(list) = std::env::var("MINT_FUZZ_REPLAY") {
        replay(&list);
        return;
    }
    let iters: usize = std::env::var("MINT_FUZZ_ITERS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let seed: u64 = std::env::var("MINT_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1);
    let seeds = seeds();
    assert!(seeds.len() > 20, "the seed programs were not found");
    // Every seed itself first (they must go through), then the mutants.
    for (name, text) in &seeds {
        let r = catch_unwind(AssertUnwindSafe(|| translate_everything(text.as_bytes())));
        assert!(r.is_ok(), "the seed {name} panicked");
    }
    let prev = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut failures = Vec::new();
    let (mut refused, mut through) = (0usize, 0usize);
    let started = Instant::now();
    for i in 0..iters {
        let (name, text) = &seeds[rng.below(seeds.len())];
        let m = mutate(text, &mut rng);
        let t0 = Instant::now();
        let r = catch_unwind(AssertUnwindSafe(|| translate_everything(&m)));
        let took = t0.elapsed();
        let why = match r {
            Ok(Ok(())) => {
                through += 1;
                None
            }
            Ok(Err(())) => {
                refused += 1;
                None
            }
            Err(p) => Some(
                p.downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "a panic".into()),
            ),
        };
        let why = why.or_else(|| (took > SLOW).then(|| format!("took {took:?}")));
        if let Some(why) = why {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-failures");
            let _ = std::fs::create_dir_all(&dir);
            let file = dir.join(format!("seed{seed}_{i}.c"));
            let _ = std::fs::write(&file, &m);
            failures.push(format!("mutant {i} of {name} ({}): {why}", file.display()));
        }
    }
    std::panic::set_hook(prev);
    eprintln!(
        "fuzz: {iters} mutants (seed {seed}) in {:.1} s: {through} translated, {refused} refused, {} failures",
        started.elapsed().as_secs_f64(),
        failures.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
