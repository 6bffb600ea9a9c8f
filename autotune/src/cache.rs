//! The tuning cache: the winner of a search, kept per (nest, source hash, GPU, driver, size,
//! mint version, search space) so that tuning the same program again on the same machine is
//! instant.
//!
//! Invariant: an entry is only used when every part of its key matches; a changed source, size,
//! GPU, driver, mint version, search space (a new optimizer switch the tuner tries) or search
//! version (a better search or model) searches again.

use crate::space::Candidate;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What identifies a tuning result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Key {
    /// Program stem (for the file name).
    pub program: String,
    /// Nest number.
    pub nest: usize,
    /// FNV-1a hash of the program text (after any precision change), as hex.
    pub source_hash: String,
    /// GPU name.
    pub gpu: String,
    /// Driver version.
    pub driver: String,
    /// Problem size.
    pub size: Vec<usize>,
    /// mint version.
    pub mint: String,
    /// FNV-1a hash of the candidates' labels ([`space_hash`]) and the search's version
    /// ([`crate::search::SEARCH_VERSION`]): a winner from another space, or from an older
    /// search, might not be the best of this one.
    #[serde(default)]
    pub space: String,
}

/// The hash of a search space, from its candidates' labels in order, and of the search's
/// version.
pub fn space_hash(cands: &[Candidate]) -> String {
    let labels: Vec<String> = cands.iter().map(Candidate::label).collect();
    source_hash(&format!(
        "search {}\n{}",
        crate::search::SEARCH_VERSION,
        labels.join("\n")
    ))
}

/// A cached winner.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Entry {
    /// Its key.
    pub key: Key,
    /// The winning candidate (`None`: nothing verified, or a temporal search).
    pub best: Option<Candidate>,
    /// The winner of a temporal search (`mint tune --time-block`; its key's program ends in
    /// `_tb`). Absent in entries of older versions and of single-sweep searches.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub temporal: Option<crate::temporal::TbCandidate>,
    /// Its time (ms).
    pub best_ms: Option<f64>,
    /// Candidates evaluated to find it.
    pub evaluated: usize,
    /// Seconds the search took.
    pub wall_s: f64,
}

/// The problem size as a key holds it: one edge per dimension (`--size 512` of a 3-D nest is
/// `[512, 512, 512]`, as `mint bench` gives it), so that `mint tune` and `mint bench` agree.
pub fn key_size(size: &[usize], dims: usize) -> Vec<usize> {
    match size {
        [e] if dims > 1 => vec![*e; dims],
        _ => size.to_vec(),
    }
}

/// 64-bit FNV-1a, as 16 hex digits: stable across builds and platforms.
pub fn source_hash(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn file_for(dir: &Path, key: &Key) -> PathBuf {
    let all = format!(
        "{}|{}|{}|{}|{:?}|{}|{}",
        key.source_hash, key.nest, key.gpu, key.driver, key.size, key.mint, key.space
    );
    dir.join(format!(
        "{}_kernel{}_{}.toml",
        key.program,
        key.nest,
        &source_hash(&all)[..12]
    ))
}

/// The cached entry for `key`, if there is one and it matches. `Err` is a note for the user: an
/// entry exists but cannot be used (unreadable, cut short, edited), which is a miss too (the
/// search runs again and its winner replaces the entry).
pub fn lookup(dir: &Path, key: &Key) -> Result<Option<(Entry, PathBuf)>, String> {
    let path = file_for(dir, key);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(format!(
                "cannot read the cache entry {}: {e}; searching again",
                path.display()
            ))
        }
    };
    let e: Entry = crate::toml_file::parse(&path, &text)
        .map_err(|e| format!("cache entry {e}; ignored, searching again"))?;
    Ok((e.key == *key).then_some((e, path)))
}

impl crate::toml_file::Checked for Entry {
    /// Complete (ends with [`crate::toml_file::END`]) and its times are measurements.
    fn check(&self, text: &str) -> Result<(), (Option<usize>, String)> {
        if !crate::toml_file::has_end(text) {
            return Err(crate::toml_file::cut_short(text));
        }
        crate::toml_file::non_negative("best_ms", self.best_ms)
            .and_then(|()| crate::toml_file::non_negative("wall_s", Some(self.wall_s)))
            .map_err(|e| {
                (
                    crate::toml_file::key_line(text, e.split(' ').next().unwrap_or("")),
                    e,
                )
            })
    }
}

/// Store `e`; the file's path.
pub fn store(dir: &Path, e: &Entry) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let path = file_for(dir, &e.key);
    let text =
        crate::toml_file::with_end(toml::to_string_pretty(e).map_err(std::io::Error::other)?);
    mint_durable::write(&path, text)?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_single_edge_is_one_per_dimension_in_keys() {
        // `mint tune --size 512` and `mint bench` (which gives every edge) must find one entry.
        assert_eq!(key_size(&[512], 3), vec![512, 512, 512]);
        assert_eq!(key_size(&[8192], 2), vec![8192, 8192]);
        assert_eq!(key_size(&[64, 32, 16], 3), vec![64, 32, 16]);
        assert_eq!(key_size(&[100], 1), vec![100]);
    }

    fn key() -> Key {
        Key {
            program: "heat".into(),
            nest: 1,
            source_hash: source_hash("int main() {}"),
            gpu: "H100".into(),
            driver: "13.0".into(),
            size: vec![512],
            mint: "0.1.0".into(),
            space: "0".into(),
        }
    }

    #[test]
    fn stores_and_finds_only_the_same_key() {
        let dir = std::env::temp_dir().join(format!("mint-cache-test-{}", std::process::id()));
        let e = Entry {
            key: key(),
            best: Some(Candidate {
                level: 2,
                tile: [64, 4, 16],
                chunk: [1, 1, 16],
                shared: true,
                plane_sums: false,
                vector_x: false,
            }),
            temporal: None,
            best_ms: Some(0.85),
            evaluated: 30,
            wall_s: 20.0,
        };
        let path = store(&dir, &e).unwrap();
        let (found, _) = lookup(&dir, &key()).unwrap().unwrap();
        assert_eq!(found.best, e.best);
        let mut other = key();
        other.size = vec![256];
        assert!(lookup(&dir, &other).unwrap().is_none());
        other = key();
        other.source_hash = source_hash("int main() { }");
        assert!(lookup(&dir, &other).unwrap().is_none());
        // A cut-off entry, and one edited to a time no run measures: a note naming the file,
        // and a miss.
        let text = std::fs::read_to_string(&path).unwrap();
        for bad in [
            text[..text.len() / 2].to_string(),
            text.replace("best_ms = 0.85", "best_ms = nan"),
            String::new(),
        ] {
            std::fs::write(&path, &bad).unwrap();
            let note = lookup(&dir, &key()).unwrap_err();
            assert!(
                note.contains(&path.display().to_string()) && note.contains("searching again"),
                "{note}"
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn temporal_winners_round_trip_and_old_entries_load() {
        let dir = std::env::temp_dir().join(format!("mint-cache-tb-{}", std::process::id()));
        let mut k = key();
        k.program = "heat_tb".into();
        let c = crate::temporal::TbCandidate {
            bt: 3,
            tile: [32, 32],
            rows: 2,
            chunk: 128,
        };
        let e = Entry {
            key: k.clone(),
            best: None,
            temporal: Some(c),
            best_ms: Some(0.45),
            evaluated: 60,
            wall_s: 30.0,
        };
        let path = store(&dir, &e).unwrap();
        let (found, _) = lookup(&dir, &k).unwrap().unwrap();
        assert_eq!(found.temporal, Some(c));
        // An entry written before temporal winners existed has no `temporal` key: it loads.
        let text = std::fs::read_to_string(&path).unwrap();
        let mut skip = false;
        let old: String = text
            .lines()
            .filter(|l| {
                if l.trim() == "[temporal]" {
                    skip = true;
                } else if l.starts_with('[') || l.starts_with('#') || l.is_empty() {
                    skip = false;
                }
                !skip
            })
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(!old.contains("bt =") && old.contains("mint: end of file"));
        std::fs::write(&path, &old).unwrap();
        let (found, _) = lookup(&dir, &k).unwrap().unwrap();
        assert_eq!(found.temporal, None);
        // A temporal winner with a time block of a wrong type: the place is named.
        std::fs::write(&path, text.replace("bt = 3", "bt = -3")).unwrap();
        let note = lookup(&dir, &k).unwrap_err();
        let line = text.lines().position(|l| l.starts_with("bt = ")).unwrap() + 1;
        assert!(note.contains(&format!(":{line}:")), "{note}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn hash_is_fnv1a() {
        assert_eq!(source_hash(""), "cbf29ce484222325");
        assert_eq!(source_hash("a"), "af63dc4c8601ec8c");
    }
}
