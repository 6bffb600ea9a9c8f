//! The analysed program: what every later stage (optimizer, emitters, runtime) reads.
//!
//! Invariants:
//! - A [`Program`] exists only if analysis found no errors: every array a nest uses has a device
//!   copy, every free scalar has a declared type, every schedule is within the device limits.
//! - Nests are numbered in source order from 1 (`mint_kernel_1`, ...), across the whole file.
//! - Offsets and radii are in `(x, y, z)` order: index 0 is the fastest-varying dimension,
//!   matching the order of `tile(tx, ty, tz)` and `chunksize(cx, cy, cz)`.

use mint_lang::ast::{CopyDir, Expr, ReduceOp, Scalar, Stmt, Type};
use mint_lang::{Diagnostic, Span};

/// Default `tile` when a nest gives none (the paper's 16x16x1).
pub const DEFAULT_TILE: [u32; 3] = [16, 16, 1];
/// Default `chunksize`.
pub const DEFAULT_CHUNK: [u32; 3] = [1, 1, 1];
/// Threads per block allowed by every CUDA device we target.
pub const MAX_THREADS_PER_BLOCK: u32 = 1024;
/// Largest block extent in z.
pub const MAX_BLOCK_Z: u32 = 64;

/// The analysed file.
#[derive(Debug, Clone)]
pub struct Program {
    /// Functions that hold Mint directives, in source order.
    pub functions: Vec<FunctionInfo>,
    /// Warnings and notes (errors make analysis fail instead).
    pub diagnostics: Vec<Diagnostic>,
    /// Casts the host code needs to compile as C++ (`void *` from allocators).
    pub host_casts: Vec<crate::cxx_casts::Cast>,
    /// Flat host arrays the nests index with linearized subscripts
    /// ([`crate::flat_arrays`]): the analyzer sees them with more dimensions, the host pointer
    /// stays 1-D.
    pub flat_arrays: Vec<crate::flat_arrays::FlatArray>,
}

impl Program {
    /// All nests of the file in kernel order.
    pub fn nests(&self) -> impl Iterator<Item = &Nest> {
        self.functions.iter().flat_map(|f| f.nests.iter())
    }
}

/// One function that holds Mint directives.
#[derive(Debug, Clone)]
pub struct FunctionInfo {
    /// Function name.
    pub name: String,
    /// Span of the whole function definition.
    pub span: Span,
    /// Span of the body block.
    pub body_span: Span,
    /// Arrays that live on the device, in order of first copy.
    pub arrays: Vec<DeviceArray>,
    /// Copy directives in source order.
    pub copies: Vec<CopyInfo>,
    /// Parallel regions in source order.
    pub regions: Vec<Region>,
    /// `mint for` nests in source order.
    pub nests: Vec<Nest>,
    /// `mint single` blocks in source order.
    pub singles: Vec<Single>,
    /// `mint barrier` spans.
    pub barriers: Vec<Span>,
    /// End of the last top-level statement of the body that holds a Mint directive: device
    /// memory is freed there.
    pub free_at: u32,
    /// The file-scope scalars declared `const` with an initializer before the function (enum
    /// constants included), in order: values a run can compute instead of guessing.
    pub file_constants: Vec<(String, Type, Expr)>,
    /// Host pointers the nests use in place of device arrays ([`crate::aliases`]).
    pub aliases: Vec<crate::aliases::Alias>,
    /// Elements of device arrays that host code in a region reads (`printf("%f", u[n / 2][1])`):
    /// the translated program reads them from the GPU ([`crate::host_access`]).
    pub host_reads: Vec<HostRead>,
    /// Elements of device arrays that host code inside a region sets, which the translated
    /// program sets on the GPU (a source injected at a point every step).
    pub host_writes: Vec<HostWrite>,
}

/// An element of a device array read by host code inside a parallel region.
#[derive(Debug, Clone)]
pub struct HostRead {
    /// The subscripted expression (`u[n / 2][1]`), which the translated program replaces.
    pub span: Span,
    /// The array.
    pub array: String,
    /// The subscripts as written, slowest first: one per dimension of the array, or one
    /// linear index (a flat array).
    pub subs: Vec<Expr>,
}

/// An element of a device array that host code inside a parallel region sets, as a whole
/// statement `u[i][j] op= value;` whose subscripts and value read no device array (a point
/// source: `p[sy * n + sx] += wavelet[t];`): the translated program reads the element from the
/// GPU, applies the statement to it and writes it back.
#[derive(Debug, Clone)]
pub struct HostWrite {
    /// The statement, which the translated program replaces.
    pub stmt: Span,
    /// The array.
    pub array: String,
    /// The subscripts as written, slowest first (one per dimension, or one linear index).
    pub subs: Vec<Expr>,
    /// The compound operator (`+` of `+=`), `None` for `=`.
    pub op: Option<mint_lang::ast::BinOp>,
    /// The value assigned.
    pub value: Expr,
}

impl FunctionInfo {
    /// The alias `name` ([`crate::aliases`]), if it is one.
    pub fn alias(&self, name: &str) -> Option<&crate::aliases::Alias> {
        self.aliases.iter().find(|a| a.name == name)
    }
}

/// An array with a device copy.
#[derive(Debug, Clone)]
pub struct DeviceArray {
    /// Host name.
    pub name: String,
    /// Element type.
    pub elem: Scalar,
    /// Number of dimensions (1 to 4; an array of rank 4 is reached only through 3-D plane
    /// views, [`PlaneView::inner`]).
    pub rank: u32,
    /// Extents from the first copy, fastest-varying first.
    pub sizes: Vec<Expr>,
    /// The declaration of the host array.
    pub decl_span: Span,
    /// Its subscripts go through stored row pointers (`double **u`, `double *u[4]`, rank 2 or
    /// more): the rows may lie anywhere, while a copy moves one block (the translated program
    /// checks that they are one block before each copy).
    pub row_pointers: bool,
}

/// One `copy` directive.
#[derive(Debug, Clone)]
pub struct CopyInfo {
    /// The array (index into [`FunctionInfo::arrays`]).
    pub array: usize,
    /// Direction.
    pub dir: CopyDir,
    /// Sizes as written, fastest first.
    pub sizes: Vec<Expr>,
    /// The pragma line.
    pub span: Span,
}

/// A `mint parallel` region.
#[derive(Debug, Clone)]
pub struct Region {
    /// The pragma line.
    pub pragma_span: Span,
    /// The region's block.
    pub body_span: Span,
}

/// A `mint single` block.
#[derive(Debug, Clone)]
pub struct Single {
    /// The pragma line.
    pub pragma_span: Span,
    /// The block.
    pub body: Stmt,
    /// Names of pointer variables (device arrays and their aliases) the block assigns or declares.
    pub pointer_vars: Vec<String>,
    /// Its whole-array copies between device arrays (`memcpy(u, w, sizeof u)`), which run on
    /// the GPU ([`crate::device_copies`]).
    pub device_copies: Vec<crate::device_copies::DeviceCopy>,
}

/// One loop of a nest, normalised to `for (v = lo; v <= hi; v += step)` with `step > 0`.
#[derive(Debug, Clone)]
pub struct Loop {
    /// Loop variable.
    pub var: String,
    /// Its type.
    pub var_ty: Scalar,
    /// True if the loop declares its variable (`for (int x = ...)`).
    pub declares_var: bool,
    /// Lower bound.
    pub lo: Expr,
    /// Upper bound expression as written.
    pub hi: Expr,
    /// True for `<=`, false for `<` (then the last value is `hi - 1`).
    pub hi_inclusive: bool,
    /// Step (positive constant).
    pub step: i64,
    /// The whole loop.
    pub span: Span,
}

/// A free scalar a kernel reads (passed by value).
#[derive(Debug, Clone, PartialEq)]
pub struct ScalarParam {
    /// Name.
    pub name: String,
    /// Declared type.
    pub ty: Type,
    /// What the host passes when it is not the variable of that name: the struct member it
    /// stands for (`prm->dt`, [`crate::members`]); set by the front end.
    pub host_value: Option<String>,
}

/// A reduction variable.
#[derive(Debug, Clone, PartialEq)]
pub struct ReductionVar {
    /// Operator.
    pub op: ReduceOp,
    /// Variable name.
    pub name: String,
    /// Its type.
    pub ty: Scalar,
}

/// How a nest uses one array.
#[derive(Debug, Clone, PartialEq)]
pub struct ArrayUse {
    /// Name.
    pub name: String,
    /// Element type.
    pub elem: Scalar,
    /// Rank.
    pub rank: u32,
    /// Number of references that read it.
    pub reads: u32,
    /// Number of references that write it.
    pub writes: u32,
    /// Distinct read offsets `(x, y, z)` when every read subscript is `loopvar ± c`.
    pub read_offsets: Vec<[i64; 3]>,
    /// Distinct write offsets.
    pub write_offsets: Vec<[i64; 3]>,
    /// False if some subscript is not of the form `loopvar ± constant` of its own dimension.
    pub affine: bool,
    /// Set when this is a plane view of a device array ([`crate::plane_views`]): `name` is
    /// then a kernel-local name, not a device array.
    pub view: Option<PlaneView>,
    /// Set for an array of lower rank than the nest that every reference reads at loop
    /// variables ± constants of some of the nest's dimensions, the same ones in the same order
    /// (`ax[i]` in a 2-D nest, a vertical profile `kz[z + 1]` or a map `q[y][x]` in a 3-D one):
    /// the nest dimension (0 = x, 1 = y, 2 = z) of each subscript, outermost first. Such an
    /// array is never written; its `read_offsets` are empty (they are offsets in the nest's
    /// dimensions, which it does not have) and kernels read it from global memory at its own
    /// subscripts, through the loop variables. It is not part of the stencil's shape.
    pub projection: Option<Vec<usize>>,
}

/// The part of a device array that a nest reaches with fixed leading subscripts
/// (`u[t % 2]` of `double u[2][N][N]`), used as an array of its own in the kernel.
#[derive(Debug, Clone, PartialEq)]
pub struct PlaneView {
    /// The device array.
    pub base: String,
    /// Its rank.
    pub base_rank: u32,
    /// The fixed leading subscripts, outermost first (`base_rank - rank` of them); they read
    /// only the nest's scalars and constants.
    pub planes: Vec<Expr>,
    /// A base of rank 4 (`A[2][N][N][N]`, held on the device as one 3-D array whose slowest
    /// extent is both slowest ones multiplied): the number of 2-D planes in one view, the
    /// base's second extent, an integer constant (a view starts `plane * inner` planes in).
    pub inner: Option<i64>,
}

impl ArrayUse {
    /// The device array this use reaches: its own name, or the array it is a view of.
    pub fn device_array(&self) -> &str {
        self.view.as_ref().map_or(&self.name, |v| &v.base)
    }

    /// An array of lower rank read at the point's coordinates ([`ArrayUse::projection`]).
    pub fn projected(&self) -> bool {
        self.projection.is_some()
    }

    /// Read but never written.
    pub fn read_only(&self) -> bool {
        self.writes == 0
    }

    /// Radius per dimension `(x, y, z)` over its read offsets.
    pub fn radius(&self) -> [u32; 3] {
        let mut r = [0u32; 3];
        for o in &self.read_offsets {
            for d in 0..3 {
                r[d] = r[d].max(o[d].unsigned_abs() as u32);
            }
        }
        r
    }
}

/// Recognised stencil shapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// 2D 5-point (centre and 4 axis neighbours).
    TwoD5,
    /// 2D 9-point (3x3 box).
    TwoD9,
    /// 3D 7-point.
    ThreeD7,
    /// 3D 13-point (radius 2 along the axes).
    ThreeD13,
    /// 3D 19-point (centre, faces, edges).
    ThreeD19,
    /// 3D 27-point (3x3x3 box).
    ThreeD27,
    /// A stencil of another shape.
    General,
}

impl Shape {
    /// Human name.
    pub fn name(self) -> &'static str {
        match self {
            Shape::TwoD5 => "2D 5-point",
            Shape::TwoD9 => "2D 9-point",
            Shape::ThreeD7 => "3D 7-point",
            Shape::ThreeD13 => "3D 13-point",
            Shape::ThreeD19 => "3D 19-point",
            Shape::ThreeD27 => "3D 27-point",
            Shape::General => "general",
        }
    }
}

/// Stencil facts of a nest whose references are all `loopvar ± constant`.
#[derive(Debug, Clone, PartialEq)]
pub struct StencilInfo {
    /// Shape of the most-referenced read array's offset set.
    pub shape: Shape,
    /// The array the shape was taken from.
    pub main_array: String,
    /// Radius per dimension `(x, y, z)` over all read arrays.
    pub radius: [u32; 3],
}

/// A `mint for` nest: one CUDA kernel.
#[derive(Debug, Clone)]
pub struct Nest {
    /// Kernel number (from 1, file-wide).
    pub id: usize,
    /// The pragma line.
    pub pragma_span: Span,
    /// The line of the user's file the pragma is on, where the text analysed is not the file's
    /// (macros expanded, functions inlined): set by the front end; `None` means the line in
    /// the analysed text ([`Nest::line`]).
    pub source_line: Option<usize>,
    /// The pragma and its loop nest.
    pub span: Span,
    /// Perfectly nested loops, outermost first (at least `parallel` of them).
    pub loops: Vec<Loop>,
    /// How many outer loops are parallel (1..=3).
    pub parallel: usize,
    /// Body of the innermost parallel loop.
    pub body: Stmt,
    /// Arrays used, in order of first reference.
    pub arrays: Vec<ArrayUse>,
    /// Free scalars read by the body or bounds, in order of first reference.
    pub scalars: Vec<ScalarParam>,
    /// Reductions.
    pub reductions: Vec<ReductionVar>,
    /// The schedule (tile and chunk), validated.
    pub schedule: Schedule,
    /// Stencil facts, if every reference is `loopvar ± constant` and all loops are parallel.
    pub stencil: Option<StencilInfo>,
    /// Why `stencil` is `None`.
    pub not_stencil_reason: Option<String>,
    /// Floating-point operations per point in the source expression (+ - * /).
    pub flops_per_point: u32,
    /// Compulsory bytes per point: each array read once and each array written once (arrays of
    /// lower rank, [`ArrayUse::projection`], not counted).
    pub bytes_per_point: u32,
    /// Element type of the written arrays (the nest's precision), if any.
    pub precision: Option<Scalar>,
    /// The nest seen through plane views ([`crate::plane_views`]) and nominal subscripts
    /// ([`crate::nominal`]), where it is not a stencil as written and is one through them; kernels are planned and written from
    /// [`Nest::through_views`], the host launches them with this nest's parameters.
    pub views: Option<Box<ViewedNest>>,
    /// Set on a nest made by [`Nest::through_views`] whose body reads nominal subscripts: what
    /// its kernel runs at the points where they are not the values it read.
    pub fallback: Option<Box<Fallback>>,
    /// Per dimension (x first): 0, or the space covers the whole extent of that dimension and
    /// the nest's state wraps around it (periodic neighbours, `i == nx - 1 ? 0 : i + 1`), read
    /// as plain neighbours of a periodic grid; then the least extent for which that reading
    /// was proved. Set only on the nest a fused kernel runs (`mint_opt::wrap_edges`).
    pub periodic: [u32; 3],
}

/// What differs in a nest seen through plane views: the body with each view's references
/// (`mint_view1_u[i - 1][j]` for `u[t % 2][i - 1][j]`), the arrays (views and the arrays not
/// viewed) and the stencil facts they give.
#[derive(Debug, Clone)]
pub struct ViewedNest {
    /// The body with the views' references.
    pub body: Stmt,
    /// The arrays used, views in place of the arrays they view.
    pub arrays: Vec<ArrayUse>,
    /// The stencil facts through the views.
    pub stencil: StencilInfo,
    /// Where subscripts were read as their nominal values ([`crate::nominal`]): when to run
    /// `body`, and the body to run elsewhere.
    pub fallback: Option<Fallback>,
}

/// The other path of a nest whose kernel body reads nominal subscripts ([`crate::nominal`]).
#[derive(Debug, Clone)]
pub struct Fallback {
    /// `(subscript, nominal value)` pairs: the kernel body runs for a point where every
    /// subscript equals its nominal value there.
    pub guards: Vec<(Expr, Expr)>,
    /// The body for every other point (plane views applied, subscripts as written).
    pub body: Stmt,
}

impl Nest {
    /// This nest seen through its plane views (body, arrays and stencil from
    /// [`Nest::views`], everything else, the schedule included, from `self`), if it has them.
    pub fn through_views(&self) -> Option<Nest> {
        let v = self.views.as_deref()?;
        Some(Nest {
            body: v.body.clone(),
            arrays: v.arrays.clone(),
            stencil: Some(v.stencil.clone()),
            not_stencil_reason: None,
            views: None,
            fallback: v.fallback.clone().map(Box::new),
            ..self.clone()
        })
    }

    /// The device array an array name of this nest or of its views reaches: `u` for a view of
    /// `u`, the name itself otherwise.
    pub fn device_array<'a>(&'a self, name: &'a str) -> &'a str {
        self.views
            .iter()
            .flat_map(|v| v.arrays.iter())
            .find(|a| a.name == name)
            .map_or(name, ArrayUse::device_array)
    }

    /// The line of the user's file its pragma is on (from 1): [`Nest::source_line`], or the
    /// line in `src`, the text analysed.
    pub fn line(&self, src: &str) -> usize {
        self.source_line
            .unwrap_or_else(|| self.pragma_span.line(src))
    }
}

/// The schedule of a nest, kept apart from the loops (Halide's algorithm/schedule split).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schedule {
    /// Points per tile `(x, y, z)` over the parallel dimensions (1 beyond them).
    pub tile: [u32; 3],
    /// Points per thread `(x, y, z)`.
    pub chunk: [u32; 3],
}

impl Schedule {
    /// Threads per block in each dimension.
    pub fn block(&self) -> [u32; 3] {
        [
            self.tile[0] / self.chunk[0],
            self.tile[1] / self.chunk[1],
            self.tile[2] / self.chunk[2],
        ]
    }

    /// Threads per block.
    pub fn threads(&self) -> u32 {
        self.block().iter().product()
    }
}

/// `AxBxC`.
pub fn dims_text(v: [u32; 3]) -> String {
    format!("{}x{}x{}", v[0], v[1], v[2])
}

/// `tile AxBxC chunk DxExF`, the way messages and reports write a schedule.
impl std::fmt::Display for Schedule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "tile {} chunk {}",
            dims_text(self.tile),
            dims_text(self.chunk)
        )
    }
}
