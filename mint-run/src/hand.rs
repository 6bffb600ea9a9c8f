//! Hand-written baseline kernels (`kernels/hand/<program>.cu`): reading their `// mint-hand:`
//! headers and wrapper signatures, and binding their parameters by name to the bench's device
//! arrays, loop bounds and scalars. The contract is kernels/hand/README.md.
//!
//! Invariant: a [`HandKernel`] has both precisions' wrappers and a block that divides its tile;
//! binding fails with a message (never a wrong argument) for a name the contract does not know.

use crate::error::RunError;
use crate::gpu::Prepared;
use crate::input::Precision;
use mint_analyzer::{Nest, Schedule};
use mint_gpu::KernelArg;
use mint_ref::Env;

/// One hand variant of one nest.
#[derive(Debug, Clone, PartialEq)]
pub struct HandKernel {
    /// Which nest (`mint_kernel_<nest>`).
    pub nest: usize,
    /// The variant's name.
    pub variant: String,
    /// Threads per block.
    pub block: [u32; 3],
    /// Points per block.
    pub tile: [u32; 3],
    /// Smallest extent it supports.
    pub min_size: usize,
    /// Parameter names of the `_f64` and `_f32` wrappers.
    pub params: [Vec<String>; 2],
    /// Line of the header (1-based), for messages.
    pub line: usize,
}

impl HandKernel {
    /// The entry point for `p`.
    pub fn entry(&self, p: Precision) -> String {
        format!("hand_{}_{}", self.variant, p.name())
    }

    /// The parameter names of the entry point for `p`.
    pub fn params(&self, p: Precision) -> &[String] {
        &self.params[usize::from(p == Precision::F32)]
    }

    /// A schedule whose grid is the hand kernel's: `tile` points per block of `block` threads.
    pub fn schedule(&self) -> Schedule {
        Schedule {
            tile: self.tile,
            chunk: [0, 1, 2].map(|d| self.tile[d] / self.block[d]),
        }
    }

    /// `block AxBxC tile DxExF`.
    pub fn config(&self) -> String {
        let [a, b, c] = self.block;
        let [d, e, f] = self.tile;
        format!("block {a}x{b}x{c} tile {d}x{e}x{f}")
    }
}

fn triple(v: &str, what: &str, line: usize) -> Result<[u32; 3], String> {
    let parts: Vec<&str> = v.split('x').collect();
    let mut out = [1u32; 3];
    if parts.is_empty() || parts.len() > 3 {
        return Err(format!("line {line}: `{what}={v}` must be AxBxC"));
    }
    for (i, p) in parts.iter().enumerate() {
        out[i] =
            p.parse().ok().filter(|&x: &u32| x > 0).ok_or_else(|| {
                format!("line {line}: `{what}={v}`: `{p}` is not a positive number")
            })?;
    }
    Ok(out)
}

/// The parameter names of `extern "C" __global__ void <name>(...)` in `src`, if defined.
fn wrapper_params(src: &str, name: &str) -> Option<Vec<String>> {
    let mut from = 0;
    while let Some(at) = src[from..].find(name) {
        let start = from + at;
        from = start + name.len();
        let before = &src[..start];
        let after = src[from..].trim_start();
        let joined = before
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        if joined || !after.starts_with('(') {
            continue;
        }
        // The declaration's head: from the previous `;`, `{` or `}` up to the name.
        let head = &before[before.rfind([';', '{', '}']).map_or(0, |i| i + 1)..];
        if !head.contains("__global__") {
            continue;
        }
        let close = after.find(')')?;
        let list = &after[1..close];
        return Some(
            list.split(',')
                .map(str::trim)
                .filter(|p| !p.is_empty() && *p != "void")
                .map(|p| {
                    let ident: String = p
                        .chars()
                        .rev()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    ident.chars().rev().collect()
                })
                .collect(),
        );
    }
    None
}

/// Every hand kernel announced in `src`.
pub fn parse(src: &str) -> Result<Vec<HandKernel>, String> {
    let mut out = Vec::new();
    for (i, l) in src.lines().enumerate() {
        let line = i + 1;
        let Some(rest) = l.trim().strip_prefix("// mint-hand:") else {
            continue;
        };
        let (mut nest, mut variant, mut block, mut tile, mut min_size) =
            (None, None, None, None, 1);
        for kv in rest.split_whitespace() {
            let (k, v) = kv
                .split_once('=')
                .ok_or_else(|| format!("line {line}: `{kv}` is not key=value"))?;
            match k {
                "nest" => {
                    nest = Some(v.parse::<usize>().map_err(|_| {
                        format!("line {line}: `nest={v}` must be a nest number (1, 2, ...)")
                    })?)
                }
                "variant" => {
                    if v.is_empty() || !v.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                        return Err(format!(
                            "line {line}: `variant={v}`: letters, digits and _ only"
                        ));
                    }
                    variant = Some(v.to_string())
                }
                "block" => block = Some(triple(v, k, line)?),
                "tile" => tile = Some(triple(v, k, line)?),
                "min_size" => {
                    min_size = v
                        .parse()
                        .map_err(|_| format!("line {line}: `min_size={v}` must be a number"))?
                }
                _ => return Err(format!("line {line}: unknown key `{k}`")),
            }
        }
        let missing = |what: &str| format!("line {line}: the header has no `{what}=`");
        let (nest, variant, block, tile) = (
            nest.ok_or_else(|| missing("nest"))?,
            variant.ok_or_else(|| missing("variant"))?,
            block.ok_or_else(|| missing("block"))?,
            tile.ok_or_else(|| missing("tile"))?,
        );
        if (0..3).any(|d| tile[d] % block[d] != 0) {
            return Err(format!(
                "line {line}: the block {block:?} does not divide the tile {tile:?}"
            ));
        }
        if block.iter().product::<u32>() > 1024 {
            return Err(format!("line {line}: more than 1024 threads per block"));
        }
        let mut params = [Vec::new(), Vec::new()];
        for (k, p) in [Precision::F64, Precision::F32].into_iter().enumerate() {
            let name = format!("hand_{variant}_{}", p.name());
            params[k] = wrapper_params(src, &name).ok_or_else(|| {
                format!("line {line}: no `extern \"C\" __global__ void {name}(...)` in the file")
            })?;
        }
        out.push(HandKernel {
            nest,
            variant,
            block,
            tile,
            min_size,
            params,
            line,
        });
    }
    Ok(out)
}

/// What a hand-kernel parameter stands for.
#[derive(Debug, Clone, PartialEq)]
pub enum Param {
    /// A device array of the nest.
    Array(String),
    /// Row pitch (elements).
    Pitch,
    /// Plane size (elements).
    Slice,
    /// First loop value of dimension d.
    Lo(usize),
    /// Trip count of dimension d.
    Count(usize),
    /// Partials of reduction i.
    Partial(usize),
    /// A scalar of the nest.
    Scalar(String),
}

/// What parameter `name` means for nest `n` (kernels/hand/README.md), or why it means nothing.
pub fn classify(name: &str, n: &Nest) -> Result<Param, String> {
    const D: [&str; 3] = ["x", "y", "z"];
    if n.arrays.iter().any(|a| a.name == name) {
        return Ok(Param::Array(name.to_string()));
    }
    match name {
        "pitch" => return Ok(Param::Pitch),
        "slice" if n.parallel == 3 => return Ok(Param::Slice),
        _ => {}
    }
    for (d, dn) in D.iter().enumerate().take(n.parallel) {
        if name == format!("lo_{dn}") {
            return Ok(Param::Lo(d));
        }
        if name == format!("n_{dn}") {
            return Ok(Param::Count(d));
        }
    }
    if let Some(var) = name.strip_prefix("partial_") {
        if let Some(i) = n.reductions.iter().position(|r| r.name == var) {
            return Ok(Param::Partial(i));
        }
    }
    if n.scalars.iter().any(|s| s.name == name) {
        return Ok(Param::Scalar(name.to_string()));
    }
    Err(format!(
        "parameter `{name}` is not an array, scalar, reduction or bound of mint_kernel_{} \
         (kernels/hand/README.md lists the names)",
        n.id
    ))
}

/// The value of hand-kernel parameter `name` for nest `n` on the arrays of `p`.
pub fn bind<'a>(
    name: &str,
    p: &'a Prepared,
    n: &Nest,
    env: &Env,
) -> Result<KernelArg<'a>, RunError> {
    let extent = |slice: bool| -> Result<KernelArg<'a>, RunError> {
        let v = |b: &mint_gpu::DeviceBuffer| {
            if slice {
                b.slice_elems()
            } else {
                b.pitch_elems()
            }
        };
        let mut vals = p.bufs.values().map(v);
        let first = vals
            .next()
            .ok_or_else(|| RunError("the nest uses no array".into(), 1))?;
        if vals.any(|x| x != first) {
            return Err(RunError(
                format!("the arrays of mint_kernel_{} differ in `{name}`", n.id),
                1,
            ));
        }
        Ok(KernelArg::I64(first as i64))
    };
    Ok(match classify(name, n).map_err(|e| RunError(e, 1))? {
        Param::Array(a) => KernelArg::Ptr(&p.bufs[&a]),
        Param::Pitch => extent(false)?,
        Param::Slice => extent(true)?,
        Param::Lo(d) => KernelArg::I64(p.lo[d]),
        Param::Count(d) => KernelArg::I64(p.cnt[d]),
        Param::Partial(i) => KernelArg::Ptr(&p.partials[i].0),
        Param::Scalar(s) => {
            let ty = &n
                .scalars
                .iter()
                .find(|x| x.name == s)
                .expect("classified")
                .ty;
            let v = env
                .scalars
                .get(&s)
                .copied()
                .ok_or_else(|| RunError(format!("no value for `{s}`"), 1))?;
            crate::prepare::scalar_arg(ty, v)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r#"
template <typename T> __device__ void body(T *a) {}
// mint-hand: nest=1 variant=plain block=32x8x1 tile=32x8x1
extern "C" __global__ void __launch_bounds__(256) hand_plain_f64(double *__restrict__ Unew, const double *U, long pitch, double c0) {}
extern "C" __global__ void hand_plain_f32(float *Unew,
    const float *U, long pitch, float c0) {}
"#;

    #[test]
    fn reads_headers_and_parameters() {
        let k = parse(SRC).unwrap();
        assert_eq!(k.len(), 1);
        assert_eq!(k[0].nest, 1);
        assert_eq!(k[0].block, [32, 8, 1]);
        assert_eq!(k[0].params(Precision::F64), ["Unew", "U", "pitch", "c0"]);
        assert_eq!(k[0].params(Precision::F32), ["Unew", "U", "pitch", "c0"]);
        assert_eq!(k[0].schedule().chunk, [1, 1, 1]);
    }

    #[test]
    fn header_errors_are_reported() {
        let bad = SRC.replace("tile=32x8x1", "tile=48x8x1");
        assert!(parse(&bad).unwrap_err().contains("does not divide"));
        let bad = SRC.replace("hand_plain_f32", "hand_other_f32");
        assert!(parse(&bad).unwrap_err().contains("hand_plain_f32"));
        let bad = SRC.replace("nest=1", "nest=one");
        assert!(parse(&bad).unwrap_err().contains("nest number"));
        let bad = SRC.replace("block=32x8x1", "block=32x8x1 colour=red");
        assert!(parse(&bad).unwrap_err().contains("unknown key"));
    }
}
