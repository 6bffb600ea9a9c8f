//! The kernel plan: what the optimizer decided for one nest, read by the emitter.
//!
//! Invariants: a [`Staging`] only exists for a nest whose stencil is known, whose parallel loops
//! step by 1, whose staged array is only read by the nest, with one thread per point in x
//! (`chunksize` x = 1) and one thread layer in z (`tile` z = `chunksize` z); its shared memory
//! fits in [`SHARED_BYTES_LIMIT`].

use mint_analyzer::Nest;
use std::borrow::Cow;

/// Static shared memory a kernel may use without opting in (bytes).
pub const SHARED_BYTES_LIMIT: u32 = 48 * 1024;

/// Where the reads of one plane (`z + dz`) of the staged array come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaneSource {
    /// Global memory, as at -O0.
    Global,
    /// A shared-memory tile with its x-y halo.
    Shared,
    /// The thread's own registers (only the column `(0, 0, dz)` is read).
    Register,
}

/// How one array is staged on chip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Staging {
    /// The staged array.
    pub array: String,
    /// Its radius `(x, y, z)` over the nest's reads.
    pub radius: [u32; 3],
    /// For each `dz` in `-rz..=rz`: where its reads come from.
    pub planes: Vec<(i64, PlaneSource)>,
    /// Planes are carried across the z steps of a thread's chunk (rotating buffers, -O2).
    pub ring: bool,
    /// The thread's own column is kept in a register queue (-O3).
    pub registers: bool,
    /// Element size in bytes.
    pub elem_bytes: u32,
}

impl Staging {
    /// The source of plane `dz`.
    pub fn source(&self, dz: i64) -> PlaneSource {
        self.planes
            .iter()
            .find(|p| p.0 == dz)
            .map_or(PlaneSource::Global, |p| p.1)
    }

    /// The range of `dz` held in shared memory, if any.
    pub fn shared_range(&self) -> Option<(i64, i64)> {
        let s: Vec<i64> = self
            .planes
            .iter()
            .filter(|p| p.1 == PlaneSource::Shared)
            .map(|p| p.0)
            .collect();
        Some((*s.iter().min()?, *s.iter().max()?))
    }

    /// Number of shared-memory plane slots.
    pub fn shared_slots(&self) -> u32 {
        self.shared_range().map_or(0, |(a, b)| (b - a + 1) as u32)
    }

    /// Shared memory in bytes for a tile of `tx` x `ty` points.
    pub fn shared_bytes(&self, tx: u32, ty: u32) -> u32 {
        let w = tx + 2 * self.radius[0];
        let h = ty + 2 * self.radius[1];
        self.shared_slots() * w * h * self.elem_bytes
    }
}

/// The plan for one kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KernelPlan {
    /// Level the kernel is generated at.
    pub level: u8,
    /// On-chip staging (level 1 and above).
    pub staging: Option<Staging>,
    /// Array parameters are `__restrict__` (the host checks at launch that they do not alias).
    pub restrict: bool,
    /// Plane sums (`crate::plane_sums`): each thread walks its z chunk and reuses the in-plane
    /// partial sums of the main array across planes; no staging.
    pub plane_sums: bool,
    /// Vector x (`crate::vector_x`): each thread computes `chunksize x` consecutive points with
    /// vector loads and stores; no staging.
    pub vector_x: bool,
    /// Planned through the nest's plane views ([`Nest::through_views`]): the kernel is written
    /// from that nest (the staged array may be a view), its parameters are the nest's arrays.
    pub views: bool,
    /// `--fast-math`: the kernel is written from the nest with invariant divisors as
    /// reciprocals ([`crate::fast_math`]).
    pub fast_math: bool,
}

impl KernelPlan {
    /// The baseline plan.
    pub fn baseline() -> KernelPlan {
        KernelPlan {
            level: 0,
            staging: None,
            restrict: false,
            plane_sums: false,
            vector_x: false,
            views: false,
            fast_math: false,
        }
    }

    /// The nest the kernel is written from: `n` through its plane views where this plan uses
    /// them, else `n`; with `fast_math`, its invariant divisors as reciprocals; else (but for plane
    /// sums, which read the body as a linear form) its floating divisions by invariants through
    /// [`crate::exact_div`]'s exact helpers.
    pub fn kernel_nest<'a>(&self, n: &'a Nest) -> Cow<'a, Nest> {
        let n = match n.through_views().filter(|_| self.views) {
            Some(v) => Cow::Owned(v),
            None => Cow::Borrowed(n),
        };
        if self.fast_math {
            Cow::Owned(crate::fast_math::reciprocals(&n).0)
        } else if self.plane_sums {
            n
        } else {
            match crate::exact_div::exact_divisions(&n) {
                (_, 0) => n,
                (exact, _) => Cow::Owned(exact),
            }
        }
    }

    /// The device array the staged array is (a view's array for a view), if one is staged.
    pub fn staged_array<'a>(&'a self, n: &'a Nest) -> Option<&'a str> {
        self.staging.as_ref().map(|s| n.device_array(&s.array))
    }

    /// The plane view the staged array is (`A[t % 2]`, `mint_analyzer::PlaneView`), where the
    /// nest stages one: its base, planes and, for a rank-4 base, the planes a view holds.
    pub fn staged_view<'a>(&self, n: &'a Nest) -> Option<&'a mint_analyzer::PlaneView> {
        let s = self.staging.as_ref()?;
        n.arrays
            .iter()
            .chain(n.views.iter().flat_map(|v| &v.arrays))
            .find(|a| a.name == s.array)?
            .view
            .as_ref()
    }

    /// The switched kernel shape as text after `-O<level>`: ` plane sums`, ` vector x`, or
    /// nothing.
    pub fn shape_label(&self) -> &'static str {
        if self.plane_sums {
            " plane sums"
        } else if self.vector_x {
            " vector x"
        } else {
            ""
        }
    }
}
