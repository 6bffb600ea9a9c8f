//! The `mint` tool as a library: what the commands do, so that the command line (`main.rs`)
//! and the integration tests share one implementation.
//!
//! Map: [`input`] reads a program (optionally in single precision) through the front end;
//! [`run`] runs its nests on the GPU and verifies them against the CPU reference ([`run_multi`]:
//! on several GPUs, split as the multi-GPU program splits them); [`tune`]
//! searches schedules; [`bench`] measures every variant against the baselines and [`check`]
//! compares two bench records; [`emulate`] runs CUDA kernels on the CPU for tests without a GPU;
//! [`device_elem`] says how an array's elements are held on the device.

pub mod bench;
pub mod check;
pub mod device_elem;
pub mod emulate;
pub mod input;
pub mod run;
pub mod run_multi;
pub mod temporal;
pub mod tune;
pub mod tune_temporal;
pub mod verify;
pub mod verify_device;
