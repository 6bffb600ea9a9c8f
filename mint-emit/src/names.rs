//! Every name the emitters invent. All start with `mint_` so they cannot clash with the user's
//! names (the analyzer refuses user names with that prefix).

use mint_lang::ast::{ReduceOp, Scalar};

/// Prefix of every generated name.
pub const PREFIX: &str = "mint_";
/// Block counter in y (grid-stride loop).
pub const BY: &str = "mint_by";
/// Block counter in z (grid-stride loop).
pub const BZ: &str = "mint_bz";
/// Kernel parameter: number of blocks in y.
pub const BLOCKS_Y: &str = "mint_blocks_y";
/// Kernel parameter: number of blocks in z.
pub const BLOCKS_Z: &str = "mint_blocks_z";

const D: [char; 3] = ['x', 'y', 'z'];

/// `mint_kernel_<id>`
pub fn kernel_name(id: usize) -> String {
    format!("mint_kernel_{id}")
}
/// `mint_kernel_<id>` (32-bit indices) or `mint_kernel_<id>_i64` (64-bit indices).
pub fn kernel_variant_name(id: usize, wide: bool) -> String {
    if wide {
        format!("mint_kernel_{id}_i64")
    } else {
        kernel_name(id)
    }
}
/// Row pitch (elements) of an array inside a kernel.
pub fn pitch_name(a: &str) -> String {
    format!("mint_pitch_{a}")
}
/// Plane size (elements) of an array inside a kernel.
pub fn slice_name(a: &str) -> String {
    format!("mint_slice_{a}")
}
/// First loop value of parallel dimension `d` (0 = x).
pub fn lo_name(d: usize) -> String {
    format!("mint_lo_{}", D[d])
}
/// Trip count of parallel dimension `d`.
pub fn count_name(d: usize) -> String {
    format!("mint_n_{}", D[d])
}
/// Iteration index (0-based) in dimension `d`.
pub fn index_name(d: usize) -> String {
    format!("mint_i{}", D[d])
}
/// Chunk counter in dimension `d`.
pub fn chunk_name(d: usize) -> String {
    format!("mint_c{}", D[d])
}
/// Per-block partials of a reduction variable.
pub fn partial_name(v: &str) -> String {
    format!("mint_partial_{v}")
}
/// Host handle of a device array.
pub fn device_name(a: &str) -> String {
    format!("mint_d_{a}")
}
/// Second-step reduction kernel for an operator and type.
pub fn reduce_kernel_name(op: ReduceOp, ty: &Scalar) -> String {
    let o = match op {
        ReduceOp::Add => "add",
        ReduceOp::Mul => "mul",
        ReduceOp::Max => "max",
        ReduceOp::Min => "min",
    };
    format!("mint_reduce_{o}_{}", ty.c_name().replace(' ', "_"))
}
/// Host handle of a distributed array, as a multi-GPU launcher takes it
/// ([`crate::program_multi`]); inside, [`device_name`] is one GPU's view of it.
pub fn handle_name(a: &str) -> String {
    format!("mint_h_{a}")
}
