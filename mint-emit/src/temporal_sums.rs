//! Plane-sum stages of the temporal kernel ([`mint_opt::temporal::TemporalPlan::sums`]).
//!
//! Stage `s` at iteration `i` reads plane `P = i - 1 - (s-1)·lag` of stage `s - 1` once: the
//! thread's own rows and columns from that stage's window (newest slot), x neighbours in other
//! lanes by warp shuffles, other rows from the ring slot written in iteration `i - 1`. For each
//! plane offset `dz` of the nest's linear form, the plane's partial sum is added to the
//! accumulator of output `P - dz`; output `q = P - rz` is then complete (`lag = rz + 1`, so `q =
//! i - s·lag`).
//!
//! The partial sums share their work (the order of the additions changes, the terms do not):
//! - terms of one `dz` with the same coefficient are summed first and multiplied once (a *group*,
//!   keyed by its set of in-plane offsets, so that sets used at several `dz` are summed once);
//! - within a group, the two points `x - dx` and `x + dx` of one row are a *pair*, one named sum
//!   per row of the plane and stage, shared by every point and group that uses it (the 27-point
//!   stencil's edge and corner groups of neighbouring rows);
//! - `dz` whose partial sums are the same expression (the two outer planes of a symmetric
//!   stencil) compute it once.
//!
//! Invariants: every value a stage reads is named once per stage (`mint_u_*`, `mint_e_*`,
//! `mint_pz_*` are local to the stage's block); the accumulator `mint_a[s-1][p][j]` holds output
//! plane `P - rz + j` of point `p` while plane `P` is read; the value carried where a point does
//! not compute is stage `s - 1`'s plane `P - rz`: the oldest slot of its window, or its ring slot
//! when the plan keeps the carry in shared memory (`carry_shared`).

use crate::kernel_psum::factors;
use crate::printer::Printer;
use mint_opt::plane_sums::LinearForm;
use mint_opt::temporal::TemporalPlan;
use std::collections::BTreeMap;

/// Terms of one plane with one sign and coefficient: `(subtracted, coefficient, offsets)`.
type Bucket = (bool, String, Vec<(i64, i64)>);

/// The linear form regrouped for a plane-sum stage.
#[derive(Debug, Clone, PartialEq)]
pub struct SumPlan {
    /// Distinct sets of in-plane offsets `(dx, dy)`, each sorted.
    pub groups: Vec<Vec<(i64, i64)>>,
    /// Distinct partial sums: terms `(subtracted, coefficient factors, group)`.
    pub partials: Vec<Vec<(bool, String, usize)>>,
    /// Per plane offset `dz` (ascending): its partial sum.
    pub per_dz: Vec<(i64, usize)>,
    /// Largest `|dz|`.
    pub rz: i64,
}

impl SumPlan {
    /// Regroup `form` (coefficients printed by `printer` for elements of type `t`).
    pub fn new(form: &LinearForm, printer: &Printer, t: &str) -> SumPlan {
        let mut groups: Vec<Vec<(i64, i64)>> = Vec::new();
        let mut partials: Vec<Vec<(bool, String, usize)>> = Vec::new();
        let mut per_dz = Vec::new();
        for dz in form.planes() {
            // Terms of this plane by (sign, coefficient), in first-seen order.
            let mut buckets: Vec<Bucket> = Vec::new();
            for term in form.terms.iter().filter(|x| x.off[2] == dz) {
                let coef = factors(printer, &term.mul, &term.div, t);
                let at = (term.off[0], term.off[1]);
                match buckets
                    .iter_mut()
                    .find(|(neg, c, _)| *neg == term.neg && *c == coef)
                {
                    Some(b) => b.2.push(at),
                    None => buckets.push((term.neg, coef, vec![at])),
                }
            }
            let mut partial = Vec::new();
            for (neg, coef, mut set) in buckets {
                set.sort_unstable();
                let g = match groups.iter().position(|x| *x == set) {
                    Some(g) => g,
                    None => {
                        groups.push(set);
                        groups.len() - 1
                    }
                };
                partial.push((neg, coef, g));
            }
            let k = match partials.iter().position(|x| *x == partial) {
                Some(k) => k,
                None => {
                    partials.push(partial);
                    partials.len() - 1
                }
            };
            per_dz.push((dz, k));
        }
        SumPlan {
            groups,
            partials,
            per_dz,
            rz: i64::from(form.rz),
        }
    }
}

/// Where a stage finds the value of stage `s - 1` at the thread's point `(k, c)` moved by
/// `(dx, dy)` in plane `P`; names of the values it declares.
pub struct Gather<'a> {
    /// The plan.
    pub tp: &'a TemporalPlan,
    /// The stage below (`s - 1`).
    pub below: u32,
    /// Element offset of plane `P`'s ring slot of stage `s - 1` in `mint_sm`.
    pub base: u64,
    /// The element type.
    pub elem: &'a str,
    /// Declarations, in order of first use (name, initializer).
    pub decls: BTreeMap<String, (usize, String)>,
}

fn signed(d: i64) -> String {
    if d < 0 {
        format!("m{}", -d)
    } else {
        d.to_string()
    }
}

impl Gather<'_> {
    fn declare(&mut self, name: String, init: String) -> String {
        let n = self.decls.len();
        self.decls.entry(name.clone()).or_insert((n, init));
        name
    }

    /// The declarations in order of first use.
    pub fn declarations(&self) -> Vec<String> {
        let mut v: Vec<_> = self.decls.iter().collect();
        v.sort_by_key(|(_, (i, _))| *i);
        v.into_iter()
            .map(|(n, (_, init))| format!("const {} {n} = {init};", self.elem))
            .collect()
    }

    fn point(&self, k: u32, c: u32) -> u32 {
        k * self.tp.lanes_x + c
    }

    fn window(&self, k: u32, c: u32) -> String {
        format!(
            "mint_w[{}][{}][{}]",
            self.below,
            self.point(k, c),
            self.tp.window() - 1
        )
    }

    /// The value at `(dx, dy)` from point `(k, c)`.
    pub fn value(&mut self, k: u32, c: u32, dx: i64, dy: i64) -> String {
        let tp = self.tp;
        let pitch = tp.plane_pitch() as i64;
        if !tp.warp_x {
            if dx == 0 && dy == 0 {
                return self.window(k, c);
            }
            let at = self.base as i64 + dy * pitch + dx;
            return self.declare(
                format!("mint_u_{k}_{}_{}", signed(dy), signed(dx)),
                format!("mint_sm[mint_sb{} + ({at})]", self.point(k, c)),
            );
        }
        let lanes = i64::from(tp.lanes_x);
        let (ry, cx) = (i64::from(k) + dy, i64::from(c) + dx);
        if (0..i64::from(tp.rows)).contains(&ry) {
            let (ldx, e) = (cx.div_euclid(lanes), cx.rem_euclid(lanes) as u32);
            let own = self.window(ry as u32, e);
            if ldx == 0 {
                return own;
            }
            let (f, by) = if ldx < 0 {
                ("__shfl_up_sync", -ldx)
            } else {
                ("__shfl_down_sync", ldx)
            };
            return self.declare(
                format!("mint_u_{}_{}", signed(ry), signed(cx)),
                format!("{f}(0xffffffffu, {own}, {by})"),
            );
        }
        // Another thread's row: the ring, at a constant offset from the thread's first point.
        let at = self.base as i64 + ry * pitch + cx;
        self.declare(
            format!("mint_u_{}_{}", signed(ry), signed(cx)),
            format!("mint_sm[mint_sb0 + ({at})]"),
        )
    }

    /// The sum of the values at `(-dx, dy)` and `(dx, dy)` from `(k, c)`, named once per row.
    fn pair(&mut self, k: u32, c: u32, dx: i64, dy: i64) -> String {
        let name = if self.tp.warp_x {
            format!(
                "mint_e_{}_{}_{dx}",
                signed(i64::from(k) + dy),
                signed(i64::from(c))
            )
        } else {
            format!("mint_e_{k}_{}_{dx}", signed(dy))
        };
        if self.decls.contains_key(&name) {
            return name;
        }
        let (a, b) = (self.value(k, c, -dx, dy), self.value(k, c, dx, dy));
        self.declare(name, format!("{a} + {b}"))
    }

    /// The sum over the offsets of `set` from `(k, c)`: rows in order, mirrored x pairs first.
    pub fn group(&mut self, k: u32, c: u32, set: &[(i64, i64)]) -> String {
        let mut rows: BTreeMap<i64, Vec<i64>> = BTreeMap::new();
        for &(dx, dy) in set {
            rows.entry(dy).or_default().push(dx);
        }
        let mut parts = Vec::new();
        for (dy, dxs) in rows {
            let mut singles = Vec::new();
            for &dx in &dxs {
                if dx > 0 && dxs.contains(&-dx) {
                    parts.push(self.pair(k, c, dx, dy));
                } else if !(dx < 0 && dxs.contains(&-dx)) {
                    singles.push(dx);
                }
            }
            for dx in singles {
                parts.push(self.value(k, c, dx, dy));
            }
        }
        if parts.len() == 1 {
            parts.pop().unwrap_or_default()
        } else {
            format!("({})", parts.join(" + "))
        }
    }
}

/// The partial sum `partial` of `sp` at point `(k, c)`, as an expression added to `acc` (`None`:
/// the partial sum alone).
pub fn partial_sum(
    sp: &SumPlan,
    g: &mut Gather,
    k: u32,
    c: u32,
    partial: usize,
    acc: Option<&str>,
) -> String {
    let mut s = acc.map(str::to_string).unwrap_or_default();
    for (i, (neg, coef, gi)) in sp.partials[partial].iter().enumerate() {
        let set = sp.groups[*gi].clone();
        let v = g.group(k, c, &set);
        let op = if *neg {
            " - "
        } else if i == 0 && acc.is_none() {
            ""
        } else {
            " + "
        };
        let lead = if *neg && i == 0 && acc.is_none() {
            "-"
        } else {
            op
        };
        s.push_str(lead);
        s.push_str(coef);
        s.push_str(&v);
    }
    s
}
