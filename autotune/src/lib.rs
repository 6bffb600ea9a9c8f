//! Mint's autotuner, the parts that need no GPU: the search space of a nest ([`space`]) and its
//! temporal-blocking space ([`temporal`]), the
//! resource model that prunes it before anything is timed, the search strategies ([`search`]),
//! the report ([`report`]) and the cache of winners ([`cache`]). The GPU side (compile with NVRTC, launch, verify, time) lives in
//! the `mint tune` command, which calls these.
//!
//! Invariants: the space is enumerated in a fixed order (deterministic reports); every candidate
//! the space returns passes the same schedule checks as the `tile`/`chunksize` clauses and fits
//! the device's threads and shared memory; candidates that generate the same kernel are merged.
#![warn(missing_docs)]

pub mod cache;
pub mod report;
pub mod search;
pub mod space;
pub mod temporal;
pub mod toml_file;
