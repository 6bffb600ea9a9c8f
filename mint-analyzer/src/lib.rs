//! Mint's analyzer: from the AST to the [`Program`] model every later stage reads.
//!
//! For each `mint for` nest it finds the loops (normalised to `lo..=hi` with a positive step) and
//! how many are parallel, the schedule (`tile`/`chunksize`, checked against CUDA's limits), the
//! arrays with their read and write offsets, the free scalars the kernel takes by value, the
//! reductions, and — when every subscript is `loop variable ± constant` — the stencil shape and
//! radius, the flops and the compulsory bytes per point.
//!
//! Invariants: [`analyze`] never panics; it returns a [`Program`] only if there were no errors,
//! and then every array a nest uses was copied to the device before the nest.
#![warn(missing_docs)]

pub mod accumulated_writes;
pub mod aliases;
mod analyze;
pub mod atom_parens;
pub mod branch_buffers;
pub mod case_labels;
pub mod colour_loops;
pub mod const_tables;
pub mod cxx_casts;
pub mod cxx_names;
pub mod delinearize;
pub mod device_copies;
pub mod flat_arrays;
pub mod for_nests;
pub mod guard_bounds;
mod host_access;
pub mod host_scalars;
pub mod if_conversion;
pub mod index_locals;
pub mod inline;
pub mod linear_loops;
pub mod members;
pub mod model;
mod nest;
mod nominal;
pub mod orphans;
pub mod parity;
pub mod perfect_nests;
pub mod plane_views;
pub mod pointer_locals;
pub mod pointer_subscripts;
mod pointwise_loops;
pub mod private_scalars;
pub mod report;
pub mod scratch_arrays;
pub mod select_refs;
pub mod shift_loops;
pub mod split;
pub mod stencil;
pub mod swap_calls;
#[cfg(test)]
mod test_util;
pub mod unroll;

pub use analyze::{analyze, single_stmts, Scope};
pub use cxx_names::{cxx_keyword_errors, cxx_keywords_in_kernels};
pub use host_access::check_host_reads;
pub use model::*;
pub use nest::{int_const, schedule_override, var_offset, MATH_FUNCTIONS};
pub use split::{levelled, split_halo, whole_arrays};

/// What [`prepare_unit`] gives: the rewritten unit, the flat arrays read with more dimensions
/// and the struct members read through as scalars.
#[derive(Debug, Clone)]
pub struct Prepared {
    /// The rewritten syntax tree (the source text is not touched).
    pub tu: mint_lang::ast::TranslationUnit,
    /// [`flat_arrays::delinearize_unit`]'s arrays.
    pub flats: Vec<flat_arrays::FlatArray>,
    /// [`members::hoist_members`]' members.
    pub members: Vec<members::Member>,
    /// Notes on what the rewrites could not do (a function whose flat arrays stay 1-D).
    pub notes: Vec<mint_lang::Diagnostic>,
}

/// The rewrites before [`analyze`], in the order the command line runs them: pointer swaps
/// through helper functions in `single` blocks read as the swaps
/// ([`swap_calls::inline_swap_calls`]), parentheses around names and numbers in nests dropped
/// ([`atom_parens::strip_atom_parens`], also after inlining), loops over a linear index split
/// into the 2-D nests they stand for ([`linear_loops::linear_loops`], after inlining), pointers
/// to rows declared in nest bodies read through
/// ([`pointer_locals::pointer_locals`]), pointer arithmetic
/// in nests read as subscripts ([`pointer_subscripts::subscript_derefs`]), helper calls in
/// nests inlined ([`inline::inline_calls`]), nests made perfect where only C89 declarations
/// separate their loops ([`perfect_nests::perfect_nests`]), guards that pick a range of the
/// loops made their bounds ([`guard_bounds::guard_bounds`]), the inner loops of red-black sweeps
/// made rectangular with a colour guard ([`colour_loops::colour_loops`]), `if`/`else` branches
/// assigning one place made conditional expressions ([`if_conversion::if_conversion`]), short
/// counted loops in
/// nests unrolled
/// ([`unroll::unroll_loops`]), constant tables read with constant subscripts folded
/// ([`const_tables::fold_tables`]), struct members read in nests made scalars
/// ([`members::hoist_members`]), integer locals in subscripts read through
/// ([`index_locals::substitute_index_locals`]), linearized subscripts of flat arrays read as
/// multi-dimensional references ([`flat_arrays::delinearize_unit`]; strides held in integer
/// locals set once before the nest read as their values, [`host_scalars`]), nests that write off
/// their point renumbered to write at it ([`shift_loops::shift_loops`]), then choices between two
/// neighbours moved out of subscripts ([`select_refs::select_refs`]). The source text is not
/// touched; the rewritten unit, or every error found.
pub fn prepare_unit(
    tu: &mint_lang::ast::TranslationUnit,
) -> Result<Prepared, Vec<mint_lang::Diagnostic>> {
    let tu = swap_calls::inline_swap_calls(tu);
    let tu = atom_parens::strip_atom_parens(&tu);
    let tu = pointer_locals::pointer_locals(&tu);
    let tu = pointer_subscripts::subscript_derefs(&tu);
    let tu = inline::inline_calls(&tu)?;
    // Again: inlined helpers bring their own (`return (u)[c - 1] ...`).
    let tu = atom_parens::strip_atom_parens(&tu);
    let tu = linear_loops::linear_loops(&tu);
    let tu = perfect_nests::perfect_nests(&tu);
    let tu = private_scalars::private_scalars(&tu);
    let tu = accumulated_writes::accumulated_writes(&tu);
    let tu = guard_bounds::guard_bounds(&tu);
    let tu = colour_loops::colour_loops(&tu);
    let tu = if_conversion::if_conversion(&tu);
    let tu = unroll::unroll_loops(&tu);
    let tu = const_tables::fold_tables(&tu);
    let tu = case_labels::fold_case_labels(&tu);
    let (tu, members) = members::hoist_members(&tu);
    let tu = index_locals::substitute_index_locals(&tu);
    let (tu, flats, notes) = flat_arrays::delinearize_unit(&tu, &members)?;
    let tu = shift_loops::shift_loops(&tu);
    let tu = select_refs::select_refs(&tu);
    let tu = scratch_arrays::scratch_arrays(&tu);
    Ok(Prepared {
        tu,
        flats,
        members,
        notes,
    })
}

/// Set each nest scalar's [`ScalarParam::host_value`] from the members read through.
pub fn bind_members(p: &mut Program, members: &[members::Member]) {
    for f in &mut p.functions {
        for s in f.nests.iter_mut().flat_map(|n| n.scalars.iter_mut()) {
            if let Some(m) = members
                .iter()
                .find(|m| m.function == f.name && m.name == s.name)
            {
                s.host_value = Some(m.host.clone());
            }
        }
    }
}
