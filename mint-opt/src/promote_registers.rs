//! -O3: register promotion. Each thread keeps its own column of the staged array in a register
//! queue; planes read only at the thread's own column (`(0, 0, dz)`, e.g. the z neighbours of
//! the 7-point stencil) are served from registers and leave shared memory, and the shared tiles
//! take their interior from the registers, so global memory is read once per point.

use crate::plan::{PlaneSource, Staging};
use mint_analyzer::Nest;

/// Turn an -O2 staging into the -O3 one.
pub fn promote_registers(st: &Staging, n: &Nest) -> Staging {
    if n.parallel < 3 || !st.ring {
        return st.clone();
    }
    let Some(a) = n.arrays.iter().find(|a| a.name == st.array) else {
        return st.clone();
    };
    let planes = st
        .planes
        .iter()
        .map(|&(dz, _)| {
            let column_only = a
                .read_offsets
                .iter()
                .filter(|o| o[2] == dz)
                .all(|o| o[0] == 0 && o[1] == 0);
            (
                dz,
                if column_only {
                    PlaneSource::Register
                } else {
                    PlaneSource::Shared
                },
            )
        })
        .collect();
    Staging {
        planes,
        registers: true,
        ..st.clone()
    }
}
