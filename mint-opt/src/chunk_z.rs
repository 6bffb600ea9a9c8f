//! -O2: loop aggregation in z with rotating planes. Every plane of the staged array that the
//! stencil reads is kept in a ring of shared-memory tiles, so each plane is read from global
//! memory once per tile (plus its halo) while a thread walks its z chunk.
//!
//! Applies to 3D nests only; in 2D the plan is returned unchanged.

use crate::plan::{PlaneSource, Staging};
use mint_analyzer::Nest;

/// Turn an -O1 staging into the -O2 rotating-plane staging.
pub fn chunk_z(st: &Staging, n: &Nest) -> Staging {
    if n.parallel < 3 {
        return st.clone();
    }
    let rz = st.radius[2] as i64;
    Staging {
        planes: (-rz..=rz).map(|dz| (dz, PlaneSource::Shared)).collect(),
        ring: true,
        ..st.clone()
    }
}
