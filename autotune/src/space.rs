//! The search space of one nest: tile, chunk, optimization level and switches, pruned by a
//! resource model before any timing.

use mint_analyzer::{schedule_override, Nest, Schedule};
use mint_opt::{plan_nest, KernelPlan, Switches};
use serde::Serialize;

/// One configuration to try.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Candidate {
    /// Optimization level asked for.
    pub level: u8,
    /// Tile (x, y, z).
    pub tile: [u32; 3],
    /// Chunk (x, y, z).
    pub chunk: [u32; 3],
    /// Shared-memory staging on (`--no-shared` off).
    pub shared: bool,
    /// Plane sums instead of staging (`--plane-sums`).
    #[serde(default)]
    pub plane_sums: bool,
    /// Vector x: `chunk` x consecutive points per thread with vector accesses (`--vector-x`).
    #[serde(default)]
    pub vector_x: bool,
}

impl Candidate {
    /// A short label, e.g. `O3 64x4x16/1x1x16`, with `ns` for `--no-shared`, `ps` for plane
    /// sums and `vx` for vector x.
    pub fn label(&self) -> String {
        format!(
            "O{}{}{}{} {}x{}x{}/{}x{}x{}",
            self.level,
            if self.shared { "" } else { "ns" },
            if self.plane_sums { "ps" } else { "" },
            if self.vector_x { "vx" } else { "" },
            self.tile[0],
            self.tile[1],
            self.tile[2],
            self.chunk[0],
            self.chunk[1],
            self.chunk[2]
        )
    }

    /// `n` with this candidate's schedule, and the plan the optimizer makes for it (`None` if
    /// the schedule is invalid for `n`).
    pub fn apply_to(&self, n: &Nest) -> Option<(Nest, KernelPlan)> {
        let mut nest = n.clone();
        nest.schedule = self.schedule(n.parallel)?;
        let sw = Switches {
            shared: self.shared,
            plane_sums: self.plane_sums,
            vector_x: self.vector_x,
            ..Switches::default()
        };
        let (plan, _) = plan_nest(&nest, self.level, &sw);
        Some((nest, plan))
    }

    /// The validated schedule for a nest with `parallel` loops.
    pub fn schedule(&self, parallel: usize) -> Option<Schedule> {
        let t: Vec<i64> = self.tile[..parallel].iter().map(|&v| v as i64).collect();
        let c: Vec<i64> = self.chunk[..parallel].iter().map(|&v| v as i64).collect();
        schedule_override(&t, &c, parallel).ok()
    }
}

/// `n` with chunksize x `v` (to ask whether vector x applies to it).
fn with_chunk_x(n: &Nest, v: u32) -> Nest {
    let mut m = n.clone();
    m.schedule.chunk[0] = v;
    m
}

/// Device limits the model prunes with.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Most threads per block.
    pub max_threads: u32,
    /// Fewest threads per block worth trying (below it the SMs cannot be kept busy).
    pub min_threads: u32,
    /// Static shared memory per block (bytes).
    pub shared_bytes: u32,
    /// Dynamic (opt-in) shared memory per block, where the device's is known (bytes); the
    /// temporal space's rings use it ([`crate::temporal`]).
    pub dynamic_shared_bytes: Option<u32>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_threads: 1024,
            min_threads: 64,
            shared_bytes: mint_opt::SHARED_BYTES_LIMIT,
            dynamic_shared_bytes: None,
        }
    }
}

/// Why a candidate was left out before timing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Pruned {
    /// The candidate.
    pub candidate: Candidate,
    /// The reason.
    pub why: String,
}

/// The kernel a candidate generates: equal keys mean equal kernels.
fn kernel_key(n: &Nest, s: &Schedule, plan: &KernelPlan) -> String {
    format!(
        "{:?}|{:?}|{:?}|{}|{}|{}",
        s, plan.staging, plan.restrict, plan.plane_sums, plan.vector_x, n.id
    )
}

/// Enumerate the space of `n` (2D or 3D), prune it, and merge candidates that generate the same
/// kernel (e.g. `-O2` of a 2D nest is `-O1`). Returns the candidates to time and the pruned ones.
pub fn space(n: &Nest, limits: &Limits) -> (Vec<Candidate>, Vec<Pruned>) {
    let mut raw = Vec::new();
    let xs = [32u32, 64, 128];
    // Whether the switched kernel shapes apply to this nest at all.
    let vector_x = mint_opt::vector_x::vector_x_why(&with_chunk_x(n, 4)).is_none();
    let plane_sums = mint_opt::plane_sums::linear_form(n).is_ok();
    match n.parallel {
        3 => {
            // Thread blocks of 128 to 512 threads, one warp wide or more; z-chunks of 8 to 32
            // planes for the levels that reuse planes, none to 16 for the others.
            for &tx in &xs {
                for ty in [2u32, 4, 8, 16] {
                    for cy in [1u32, 2, 4] {
                        let threads = tx * ty / cy;
                        if !(128..=512).contains(&threads) || ty % cy != 0 {
                            continue;
                        }
                        // Plane sums, where the nest is linear: 1, 2 or 4 x points per thread
                        // times 1, 2 or 4 rows, at most 8 points.
                        if plane_sums {
                            for vx in [1u32, 2, 4] {
                                let t = threads / vx;
                                if !(128..=512).contains(&t) || vx * cy > 8 {
                                    continue;
                                }
                                for cz in [8u32, 16, 32] {
                                    raw.push(Candidate {
                                        level: 2,
                                        tile: [tx, ty, cz],
                                        chunk: [vx, cy, cz],
                                        shared: true,
                                        plane_sums: true,
                                        vector_x: false,
                                    });
                                }
                            }
                        }
                        if cy > 2 {
                            continue; // four rows per thread: plane sums only
                        }
                        for (level, shared) in [
                            (0u8, true),
                            (1, true),
                            (1, false),
                            (2, true),
                            (3, true),
                            (3, false),
                        ] {
                            let zs: &[u32] = if level >= 2 {
                                &[8, 16, 32]
                            } else {
                                &[1, 8, 16]
                            };
                            for &cz in zs {
                                raw.push(Candidate {
                                    level,
                                    tile: [tx, ty, cz],
                                    chunk: [1, cy, cz],
                                    shared,
                                    plane_sums: false,
                                    vector_x: false,
                                });
                            }
                        }
                        // Vector x: 2 or 4 consecutive x points per thread, where it applies.
                        if vector_x {
                            for vx in [2u32, 4] {
                                if !(128..=512).contains(&(threads / vx)) {
                                    continue;
                                }
                                for cz in [1u32, 8, 16] {
                                    raw.push(Candidate {
                                        level: 1,
                                        tile: [tx, ty, cz],
                                        chunk: [vx, cy, cz],
                                        shared: false,
                                        plane_sums: false,
                                        vector_x: true,
                                    });
                                }
                            }
                        }
                    }
                }
            }
        }
        2 => {
            for &tx in &xs {
                for ty in [2u32, 4, 8, 16, 32] {
                    for cy in [1u32, 2, 4] {
                        if vector_x {
                            for vx in [2u32, 4] {
                                raw.push(Candidate {
                                    level: 1,
                                    tile: [tx, ty, 1],
                                    chunk: [vx, cy, 1],
                                    shared: false,
                                    plane_sums: false,
                                    vector_x: true,
                                });
                            }
                        }
                        for level in 0..=1u8 {
                            for shared in [true, false] {
                                if level == 0 && !shared {
                                    continue;
                                }
                                raw.push(Candidate {
                                    level,
                                    tile: [tx, ty, 1],
                                    chunk: [1, cy, 1],
                                    shared,
                                    plane_sums: false,
                                    vector_x: false,
                                });
                            }
                        }
                    }
                }
            }
        }
        _ => {
            for tx in [64u32, 128, 256, 512] {
                raw.push(Candidate {
                    level: 0,
                    tile: [tx, 1, 1],
                    chunk: [1, 1, 1],
                    shared: true,
                    plane_sums: false,
                    vector_x: false,
                });
            }
        }
    }
    let mut keep = Vec::new();
    let mut pruned = Vec::new();
    let mut seen: Vec<String> = Vec::new();
    for c in raw {
        let Some(s) = c.schedule(n.parallel) else {
            pruned.push(Pruned {
                candidate: c,
                why: "invalid schedule (tile not divisible by chunk, or too many threads)".into(),
            });
            continue;
        };
        let threads = s.threads();
        if threads > limits.max_threads || threads < limits.min_threads {
            pruned.push(Pruned {
                candidate: c,
                why: format!("{threads} threads per block"),
            });
            continue;
        }
        let (nest, plan) = c.apply_to(n).expect("the schedule was checked above");
        if plan.vector_x != c.vector_x {
            pruned.push(Pruned {
                candidate: c.clone(),
                why: "vector x does not apply".into(),
            });
            continue;
        }
        if plan.plane_sums != c.plane_sums {
            pruned.push(Pruned {
                candidate: c.clone(),
                why: "plane sums do not apply".into(),
            });
            continue;
        }
        if plan.level != c.level {
            pruned.push(Pruned {
                candidate: c.clone(),
                why: format!("generates -O{} code", plan.level),
            });
            continue;
        }
        if let Some(st) = &plan.staging {
            let bytes = st.shared_bytes(s.tile[0], s.tile[1]);
            if bytes > limits.shared_bytes {
                pruned.push(Pruned {
                    candidate: c,
                    why: format!("{bytes} B of shared memory"),
                });
                continue;
            }
        }
        let key = kernel_key(&nest, &s, &plan);
        if seen.contains(&key) {
            pruned.push(Pruned {
                candidate: c,
                why: "same kernel as an earlier candidate".into(),
            });
            continue;
        }
        seen.push(key);
        keep.push(c);
    }
    (keep, pruned)
}

/// The model's guess of a candidate's cost (lower is better), used to rank a large space before
/// timing: prefer 32-thread-wide warps along x with 128 to 512 threads, z-chunks of 16 to 32
/// (reuse across planes), staged levels for wide stencils, and penalise y-chunks (registers).
/// The two switched shapes get the priors the H100 measurements of 2026-11-23 support
/// (`results/nvidia-h100-80gb-hbm3/20261123-170703-tables.md`): vector x, which needs no z
/// chunk (the hand `vec4` layout: 4 points per thread, no z loop), was the best on the 7-point
/// stencils; plane sums in groups of 2 to 8 points per thread were the best on the 13-, 19- and
/// 27-point stencils, and single-point plane sums 5-35% slower than the groups.
pub fn model_cost(n: &Nest, c: &Candidate) -> f64 {
    let threads = (c.tile[0] / c.chunk[0]) * (c.tile[1] / c.chunk[1]);
    let mut cost = 1.0;
    if !(128..=512).contains(&threads) {
        cost *= 1.3;
    }
    if c.tile[0] < 64 {
        cost *= 1.05;
    }
    if n.parallel == 3 {
        cost *= match (c.vector_x, c.chunk[2]) {
            (true, _) => 1.0,
            (false, 1) => 1.4,
            (false, 8) => 1.1,
            (false, 16 | 32) => 1.0,
            _ => 1.05,
        };
        let radius = n
            .stencil
            .as_ref()
            .map_or(0, |s| s.radius.iter().sum::<u32>());
        if c.level >= 2 && radius > 3 {
            cost *= 0.95;
        }
    }
    if c.plane_sums {
        let points = c.chunk[0] * c.chunk[1];
        return cost * if points > 1 { 0.85 } else { 0.95 };
    }
    if c.vector_x {
        cost *= if c.chunk[0] == 4 { 0.85 } else { 0.9 };
    }
    cost * (1.0 + 0.1 * (c.chunk[1] as f64 - 1.0))
}
