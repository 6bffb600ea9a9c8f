//! Nests that reach arrays through plane views ([`mint_analyzer::plane_views`]: the time levels
//! of `u[2][N][N]` or `A[2][N][N][N]`, read as `u[t % 2][i][j]`) run on their planes as arrays
//! of their own: each view's plane is copied out of its array, the nest seen through its views
//! runs on the copies (so the executor's fast paths, which take subscripts of loop variables
//! only, apply), and the planes it writes are copied back.
//!
//! Invariants: the result is the one the nest as written gives, bit for bit: the views nest is
//! the same body with each view's references renamed, views the nest writes never meet another
//! view of their array (the analyzer's condition for making them), and a view read twice is
//! one copy. Where a plane subscript cannot be evaluated or lies outside its array, the nest
//! runs as written (its errors are then the executor's own). Nests with nominal subscripts (a
//! fallback body) run as written.

use crate::env::ArrayData;
use crate::{Env, RefError};
use mint_analyzer::Nest;
use std::collections::HashMap;

/// The nest `n` seen through its plane views with each view an array of its own, where the
/// nest is not a stencil as written and has views without a fallback.
pub(crate) fn separate(n: &Nest) -> Option<Nest> {
    if n.stencil.is_some() {
        return None;
    }
    let mut v = n.through_views().filter(|v| v.fallback.is_none())?;
    v.arrays.iter().any(|a| a.view.is_some()).then_some(())?;
    for a in &mut v.arrays {
        a.view = None;
    }
    Some(v)
}

/// What a run gives: its result, and arrays it made keyed by name (magnitudes).
pub(crate) type Ran<T> = (T, HashMap<String, ArrayData>);

/// One view: its name, its array, where its plane starts, and whether the nest writes it.
struct Plane {
    name: String,
    base: String,
    at: Vec<usize>,
    written: bool,
}

/// The planes of `n`'s views in `env`, or `None` where one cannot be found.
fn planes(n: &Nest, env: &Env) -> Option<Vec<Plane>> {
    let viewed = n.through_views()?;
    let mut out = Vec::new();
    for a in &viewed.arrays {
        let Some(v) = &a.view else { continue };
        let shape = env.arrays.get(&v.base)?.shape().to_vec();
        let mut at = Vec::new();
        for (k, p) in v.planes.iter().enumerate() {
            let i = crate::eval_host_expr(p, &env.scalars).ok()?.as_i64();
            (i >= 0 && (i as usize) < *shape.get(k)?).then_some(())?;
            at.push(i as usize);
        }
        out.push(Plane {
            name: a.name.clone(),
            base: v.base.clone(),
            at,
            written: a.writes > 0,
        });
    }
    Some(out)
}

/// Whether the planes of `n`'s views can be found in `env`.
pub(crate) fn found(n: &Nest, env: &Env) -> bool {
    planes(n, env).is_some()
}

/// Run `sep` (the [`separate`] nest of `n`) with `run` on the planes of `n`'s views in `env`,
/// then copy the written planes back; `None` (nothing run) where the planes cannot be found.
/// `run`'s arrays keyed by a view's name (magnitudes) come back keyed by its array's name,
/// shaped as that array (zero outside the plane).
pub(crate) fn run_on_planes<T>(
    n: &Nest,
    sep: &Nest,
    env: &mut Env,
    run: impl FnOnce(&Nest, &mut Env) -> Result<Ran<T>, RefError>,
) -> Option<Result<Ran<T>, RefError>> {
    let planes = planes(n, env)?;
    for p in &planes {
        let data = env.arrays.get(&p.base)?.plane(&p.at);
        env.arrays.insert(p.name.clone(), data);
    }
    let result = run(sep, env);
    let mut back: HashMap<String, ArrayData> = HashMap::new();
    for p in &planes {
        let Some(data) = env.arrays.remove(&p.name) else {
            continue;
        };
        if p.written {
            if let Some(base) = env.arrays.get_mut(&p.base) {
                base.set_plane(&p.at, &data);
            }
        }
    }
    let result = result.map(|(r, mags)| {
        for (name, m) in mags {
            match planes.iter().find(|p| p.name == name) {
                Some(p) => {
                    let shape = env.arrays.get(&p.base).map(|b| b.shape().to_vec());
                    let whole = back
                        .entry(p.base.clone())
                        .or_insert_with(|| m.zeros_shaped(&shape.unwrap_or_default()));
                    whole.set_plane(&p.at, &m);
                }
                None => {
                    back.insert(name, m);
                }
            }
        }
        (r, back)
    });
    Some(result)
}
