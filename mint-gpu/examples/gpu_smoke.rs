//! End-to-end check of the GPU runtime on a real device: open it, compile a 7-point stencil with
//! NVRTC for its architecture, run it on pitched 3D arrays (256^3 and 512^3 double, 512^3 float),
//! verify against a CPU loop, time it with events and compare with the copy bandwidth. Also
//! prints the pitches `alloc_pitched` gets (to compare with `cudaMallocPitch`) and shows that bad
//! launches, bad PTX and huge allocations come back as errors.
//!
//! `cargo run --release --example gpu_smoke -p mint-gpu`. Without a GPU it prints
//! `[SKIP] no CUDA device` and succeeds, unless `MINT_REQUIRE_GPU=1`.
//!
//! Seen on the H100 80GB HBM3 (driver 580.159.04, CUDA 13.0), all checks passed, pitches equal
//! to `cudaMallocPitch`'s (`examples/pitch_check.cu`); `al`: rows shifted so that x = 1 starts a
//! 128-byte line (`alloc_pitched_aligned(.., 1)`, as the generated programs do from -O1 on),
//! which this plain 32x8-block kernel does not gain from:
//!
//! ```text
//! run                 max rel err  median ms     min ms   GStencil/s      GB/s  % copy
//! heat7 f64 256^3        2.22e-16     0.1053     0.1046        155.7    2549.7   84.7%
//! heat7 f64 512^3        2.22e-16     0.7882     0.7871        168.3    2724.5   90.5%
//! heat7 f64 512^3 al     2.22e-16     0.8176     0.8171        162.2    2626.5   87.2%
//! heat7 f32 512^3         1.19e-7     0.5227     0.5217        253.8    2054.2   68.2%
//! heat7 f32 512^3 al      1.19e-7     0.5471     0.5460        242.5    1962.8   65.2%
//! copy bandwidth 3011.0 GB/s
//! ```

use std::process::ExitCode;
use std::time::Instant;

use mint_gpu::{compile_kernel, CompileOptions, Gpu, GpuError, KernelArg, COPY_BANDWIDTH_BYTES};

const HEAT7: &str = r#"
extern "C" __global__ void heat7(const REAL *__restrict__ u, long pitch_u, long slice_u,
                                 REAL *__restrict__ v, long pitch_v, long slice_v,
                                 REAL c0, REAL c1, int nx, int ny, long nz)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    long z = blockIdx.z;
    if (x < 1 || x >= nx - 1 || y < 1 || y >= ny - 1 || z < 1 || z >= nz - 1) return;
    long i = x + (long)y * pitch_u + z * slice_u;
    REAL s = u[i - 1] + u[i + 1] + u[i - pitch_u] + u[i + pitch_u] + u[i - slice_u] + u[i + slice_u];
    v[x + (long)y * pitch_v + z * slice_v] = c0 * u[i] + c1 * s;
}
"#;

/// Widths (elements) whose pitches are printed, for every element size in `PITCH_ELEMS`.
const PITCH_NX: [usize; 12] = [1, 3, 16, 17, 64, 100, 128, 129, 255, 256, 1000, 4099];
const PITCH_ELEMS: [usize; 3] = [4, 8, 16];

/// One run's numbers, for the table at the end.
struct Row {
    what: String,
    max_rel_err: f64,
    median_ms: f64,
    min_ms: f64,
    gstencil: f64,
    gbps: f64,
}

fn main() -> ExitCode {
    let gpu = match Gpu::open(0) {
        Ok(gpu) => gpu,
        Err(e) => {
            if std::env::var("MINT_REQUIRE_GPU").as_deref() == Ok("1") {
                eprintln!("error: no CUDA device and MINT_REQUIRE_GPU=1: {e}");
                return ExitCode::FAILURE;
            }
            println!("[SKIP] no CUDA device ({e})");
            return ExitCode::SUCCESS;
        }
    };
    match run(&gpu) {
        Ok(true) => {
            println!("gpu_smoke: all checks passed");
            ExitCode::SUCCESS
        }
        Ok(false) => {
            println!("gpu_smoke: FAILED (see above)");
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("gpu_smoke: error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(gpu: &Gpu) -> Result<bool, GpuError> {
    let info = gpu.info();
    println!("{info}");
    let mut ok = true;

    // Pitches, one line per (element size, nx), as `pitch <elem> <nx> <pitch bytes>`.
    for &e in &PITCH_ELEMS {
        for &nx in &PITCH_NX {
            let b = gpu.alloc_pitched(e, nx, 4, 2)?;
            println!("pitch {e} {nx} {}", b.pitch_bytes());
        }
    }

    let copy = gpu.measure_copy_bandwidth(COPY_BANDWIDTH_BYTES, 3, 20)?;
    println!(
        "copy bandwidth: {:.1} GB/s ({} MiB device to device, median {:.4} ms of {}, min {:.4}, spread {:.1}%)",
        copy.gbps,
        copy.bytes >> 20,
        copy.timing.median_ms,
        copy.timing.all.len(),
        copy.timing.min_ms,
        copy.timing.spread() * 100.0
    );

    let mut rows = Vec::new();
    // (n, align_x): align_x = 1 shifts rows as the generated programs do from -O1 on, so that
    // the interior (x >= 1) starts 128-byte lines.
    let double_runs: &[(usize, usize)] = &[(256, 0), (512, 0), (512, 1)];
    let float_runs: &[(usize, usize)] = &[(512, 0), (512, 1)];
    for (real, runs) in [("double", double_runs), ("float", float_runs)] {
        let opts = CompileOptions {
            defines: vec![("REAL".into(), real.into())],
            ..gpu.compile_options()
        };
        let t0 = Instant::now();
        let compiled = compile_kernel(HEAT7, "heat7", &opts)?;
        let compile_ms = t0.elapsed().as_secs_f64() * 1e3;
        let module = gpu.load(&compiled.ptx, &["heat7"])?;
        let k = module.kernel("heat7")?;
        println!(
            "heat7<{real}>: NVRTC {compile_ms:.0} ms for {}; {}; parameter sizes {:?}",
            opts.arch,
            k.attrs()?,
            k.param_sizes()
        );
        for &(n, align_x) in runs {
            rows.push(stencil(
                gpu,
                k,
                real == "float",
                n,
                align_x,
                copy.gbps,
                &mut ok,
            )?);
        }
    }

    // Errors, not panics.
    let compiled = compile_kernel(
        HEAT7,
        "heat7",
        &CompileOptions {
            defines: vec![("REAL".into(), "double".into())],
            ..gpu.compile_options()
        },
    )?;
    let module = gpu.load(&compiled.ptx, &["heat7"])?;
    let k = module.kernel("heat7")?;
    let e = gpu.launch(k, [1, 1, 1], [32, 1, 1], 0, &[KernelArg::I64(1)]);
    println!("wrong arguments: {e:?}");
    ok &= matches!(e, Err(GpuError::Launch(_)));
    let e = gpu.alloc_pitched(8, 8192, 8192, 8192);
    println!("4 TiB array: {:?}", e.as_ref().map(|b| b.pitch_bytes()));
    ok &= matches!(e, Err(GpuError::OutOfMemory(_)));
    let e = gpu.load(
        ".version 9.0\n.target sm_90\n.address_size 64\nbogus;",
        &["k"],
    );
    println!("bad PTX: {:?}", e.as_ref().map(|_| ()));
    ok &= matches!(e, Err(GpuError::Compile { .. }));
    gpu.synchronize()?;

    println!();
    println!(
        "{:<18} {:>12} {:>10} {:>10} {:>12} {:>9} {:>7}",
        "run", "max rel err", "median ms", "min ms", "GStencil/s", "GB/s", "% copy"
    );
    for r in &rows {
        println!(
            "{:<18} {:>12.2e} {:>10.4} {:>10.4} {:>12.1} {:>9.1} {:>6.1}%",
            r.what,
            r.max_rel_err,
            r.median_ms,
            r.min_ms,
            r.gstencil,
            r.gbps,
            100.0 * r.gbps / copy.gbps
        );
    }
    println!("copy bandwidth {:.1} GB/s", copy.gbps);
    Ok(ok)
}

/// Pseudo-random values in [0.5, 1.5): never zeros.
fn fill(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            0.5 + (s >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

fn stencil(
    gpu: &Gpu,
    k: &mint_gpu::Kernel,
    single: bool,
    n: usize,
    align_x: usize,
    copy_gbps: f64,
    ok: &mut bool,
) -> Result<Row, GpuError> {
    let what = format!(
        "heat7 {} {n}^3{}",
        if single { "f32" } else { "f64" },
        if align_x > 0 { " al" } else { "" }
    );
    let elem = if single { 4 } else { 8 };
    let total = n * n * n;
    let host = fill(total, n as u64 + elem as u64);
    let (c0, c1) = (0.4, 0.1);
    let mut u = gpu.alloc_pitched_aligned(elem, n, n, n, align_x)?;
    let mut v = gpu.alloc_pitched_aligned(elem, n, n, n, align_x)?;
    let host32: Vec<f32> = if single {
        host.iter().map(|&x| x as f32).collect()
    } else {
        Vec::new()
    };
    if single {
        u.copy_from_host(&host32)?;
    } else {
        u.copy_from_host(&host)?;
    }
    v.fill_bytes(0xFF)?; // NaN everywhere: the boundary must stay so, the interior be written
    let (coef0, coef1) = if single {
        (KernelArg::F32(c0 as f32), KernelArg::F32(c1 as f32))
    } else {
        (KernelArg::F64(c0), KernelArg::F64(c1))
    };
    let [u_ptr, u_pitch, u_slice] = u.kernel_args();
    let args = [
        u_ptr,
        u_pitch,
        u_slice,
        KernelArg::Ptr(&v),
        KernelArg::I64(v.pitch_elems() as i64),
        KernelArg::I64(v.slice_elems() as i64),
        coef0,
        coef1,
        KernelArg::I32(n as i32),
        KernelArg::I32(n as i32),
        KernelArg::I64(n as i64),
    ];
    let block = [32, 8, 1];
    let grid = [n.div_ceil(32) as u32, n.div_ceil(8) as u32, n as u32];
    gpu.launch(k, grid, block, 0, &args)?;
    gpu.synchronize()?;

    // Verify against the same sums in the same order on the CPU.
    let got: Vec<f64> = if single {
        v.to_host::<f32>()?.into_iter().map(f64::from).collect()
    } else {
        v.to_host::<f64>()?
    };
    let (p, s) = (n, n * n);
    let (mut max_rel, mut bad_interior, mut bad_boundary) = (0f64, 0usize, 0usize);
    for z in 0..n {
        for y in 0..n {
            for x in 0..n {
                let i = x + y * p + z * s;
                let interior =
                    (1..n - 1).contains(&x) && (1..n - 1).contains(&y) && (1..n - 1).contains(&z);
                if !interior {
                    bad_boundary += usize::from(!got[i].is_nan());
                    continue;
                }
                let want = if single {
                    let u = &host32;
                    let sum = u[i - 1] + u[i + 1] + u[i - p] + u[i + p] + u[i - s] + u[i + s];
                    f64::from(c0 as f32 * u[i] + c1 as f32 * sum)
                } else {
                    let u = &host;
                    let sum = u[i - 1] + u[i + 1] + u[i - p] + u[i + p] + u[i - s] + u[i + s];
                    c0 * u[i] + c1 * sum
                };
                let rel = ((got[i] - want) / want).abs();
                if rel.is_nan() || rel > if single { 1e-5 } else { 1e-12 } {
                    bad_interior += 1;
                }
                if !rel.is_nan() {
                    max_rel = max_rel.max(rel);
                }
            }
        }
    }
    let verified = bad_interior == 0 && bad_boundary == 0;
    *ok &= verified;
    println!(
        "{what}: pitch {} B, {} ({bad_interior} interior points off, {bad_boundary} boundary \
         points written), max rel err {max_rel:.2e}",
        u.pitch_bytes(),
        if verified { "verified" } else { "WRONG" }
    );

    let t = gpu.time_kernel(|| gpu.launch(k, grid, block, 0, &args), 5, 20)?;
    let points = ((n - 2) * (n - 2) * (n - 2)) as f64;
    let bytes = 2.0 * (total * elem) as f64; // each array read or written once
    let gbps = bytes / (t.median_ms * 1e-3) / 1e9;
    let gstencil = points / (t.median_ms * 1e-3) / 1e9;
    println!(
        "{what}: median {:.4} ms of 20 (min {:.4}, max {:.4}), {gstencil:.1} GStencil/s, \
         {gbps:.1} GB/s = {:.1}% of copy",
        t.median_ms,
        t.min_ms,
        t.max_ms,
        100.0 * gbps / copy_gbps
    );
    Ok(Row {
        what,
        max_rel_err: max_rel,
        median_ms: t.median_ms,
        min_ms: t.min_ms,
        gstencil,
        gbps,
    })
}
