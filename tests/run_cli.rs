//! `mint run` without a GPU: a clear message and exit code 4, never a panic. (The GPU path is
//! exercised on the H100; see docs/performance.md.)

mod common;

use std::process::Command;

#[test]
fn run_without_gpu_says_why() {
    if mint_gpu::driver_available() {
        println!("[SKIP] a CUDA driver is present; this test covers machines without one");
        return;
    }
    let out = Command::new(common::mint_bin())
        .args(["run", "kernels/heat3d_7pt.c", "--size", "32"])
        .current_dir(common::root())
        .env("NO_COLOR", "1")
        .output()
        .expect("run mint");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(4), "stderr: {stderr}");
    assert!(stderr.starts_with("error: "), "stderr: {stderr}");
    assert!(stderr.contains("libcuda.so.1") || stderr.contains("libnvrtc"), "stderr: {stderr}");
    assert!(!stderr.contains("panicked"), "stderr: {stderr}");
}

#[test]
fn run_rejects_bad_schedules_before_touching_the_gpu() {
    let out = Command::new(common::mint_bin())
        .args(["run", "kernels/heat3d_7pt.c", "--tile", "64,32,1"])
        .current_dir(common::root())
        .output()
        .expect("run mint");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "stderr: {stderr}");
    assert!(stderr.contains("2048 threads per block"), "stderr: {stderr}");
}
