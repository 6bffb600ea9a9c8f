//! -O1: stage the plane `dz = 0` of the most-referenced read array, with its x-y halo, in shared
//! memory; the other planes stay in global memory.
//!
//! Assumes (and checks, returning the reason otherwise) what [`crate::plan::Staging`] promises.

use crate::plan::{PlaneSource, Staging};
use mint_analyzer::{ArrayUse, Nest};

/// The staged array the paper would choose: the most-referenced read-only array; ties go to the
/// one with the most distinct offsets (it needs the widest halo, so sharing pays most).
pub fn choose_array(n: &Nest) -> Option<&ArrayUse> {
    n.arrays
        .iter()
        .filter(|a| {
            a.read_only() && a.affine && a.read_offsets.iter().any(|o| o[0] != 0 || o[1] != 0)
        })
        .fold(None, |best: Option<&ArrayUse>, a| match best {
            Some(b) if (b.reads, b.read_offsets.len()) >= (a.reads, a.read_offsets.len()) => {
                Some(b)
            }
            _ => Some(a),
        })
}

/// Plan -O1 shared-memory tiling for a nest, or say why it does not apply.
pub fn tile_shared(n: &Nest) -> Result<Staging, String> {
    if n.stencil.is_none() {
        return Err(format!(
            "it is not a stencil ({})",
            n.not_stencil_reason.as_deref().unwrap_or("unknown reason")
        ));
    }
    if n.parallel < 2 {
        return Err("shared-memory tiling needs at least 2 parallel loops (use nest(all))".into());
    }
    if let Some(l) = n.loops.iter().take(n.parallel).find(|l| l.step != 1) {
        return Err(format!(
            "loop `{}` steps by {}, and tiling needs step 1",
            l.var, l.step
        ));
    }
    let s = &n.schedule;
    if s.chunk[0] != 1 {
        return Err(
            "chunking in x (chunksize x > 1) is not combined with shared-memory tiling".into(),
        );
    }
    if n.parallel == 3 && s.tile[2] != s.chunk[2] {
        return Err(format!(
            "tiling needs one thread layer in z: tile z ({}) must equal chunksize z ({})",
            s.tile[2], s.chunk[2]
        ));
    }
    let Some(a) = choose_array(n) else {
        return Err(
            "no read-only array is read at x or y neighbours, so nothing gains from shared memory"
                .into(),
        );
    };
    let radius = a.radius();
    let rz = radius[2] as i64;
    let planes = (-rz..=rz)
        .filter(|dz| a.read_offsets.iter().any(|o| o[2] == *dz))
        .map(|dz| {
            let src = if dz == 0
                && a.read_offsets
                    .iter()
                    .any(|o| o[2] == 0 && (o[0] != 0 || o[1] != 0))
            {
                PlaneSource::Shared
            } else {
                PlaneSource::Global
            };
            (dz, src)
        })
        .collect();
    Ok(Staging {
        array: a.name.clone(),
        radius,
        planes,
        ring: false,
        registers: false,
        elem_bytes: a.elem.size_bytes().unwrap_or(8),
    })
}
