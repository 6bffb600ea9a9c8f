//! The CUBINs NVRTC made in this process, by the PTX they came with: [`crate::Gpu::load`] of a
//! PTX text compiled here for the device's architecture loads the binary instead, so the driver
//! does not compile the PTX again (measured on the H100: the tuner's 147 candidates of the 3-D
//! 7-point kernel spent 17 s in the driver's JIT, more than in NVRTC's parallel compiles).
//!
//! Invariant: a CUBIN is returned only for the exact PTX text (its length and two independent
//! hashes) and the architecture it was compiled for; anything else loads the PTX as before.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Mutex, OnceLock};

/// `(length, hash, hash with another seed, architecture)` of a PTX text.
type Key = (usize, u64, u64, String);

fn store() -> &'static Mutex<HashMap<Key, Vec<u8>>> {
    static STORE: OnceLock<Mutex<HashMap<Key, Vec<u8>>>> = OnceLock::new();
    STORE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn key(ptx: &str, arch: &str) -> Key {
    let hash = |seed: u64| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        seed.hash(&mut h);
        ptx.hash(&mut h);
        h.finish()
    };
    (
        ptx.len(),
        hash(0x6d696e74),
        hash(0x63756269),
        arch.to_string(),
    )
}

/// Keep `cubin`, compiled for `arch` together with `ptx`.
pub(crate) fn keep(ptx: &str, arch: &str, cubin: Vec<u8>) {
    if let Ok(mut m) = store().lock() {
        m.insert(key(ptx, arch), cubin);
    }
}

/// The CUBIN kept for `ptx` on `arch`, if this process compiled it.
pub(crate) fn find(ptx: &str, arch: &str) -> Option<Vec<u8>> {
    store().lock().ok()?.get(&key(ptx, arch)).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cubin_is_found_only_for_its_ptx_and_architecture() {
        keep("ptx text", "sm_90", vec![1, 2, 3]);
        assert_eq!(find("ptx text", "sm_90"), Some(vec![1, 2, 3]));
        assert_eq!(find("ptx text", "sm_80"), None);
        assert_eq!(find("ptx texT", "sm_90"), None);
    }
}
