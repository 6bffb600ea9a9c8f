#!/bin/bash
# On the GPU machine: translated programs (mint build --timing, built here into .carry/tbt) run
# whole, 40 time steps: the single-sweep program (mint-timing: median ms per sweep of the loop's
# nest) against the same C with --time-block (mint-timing: one entry for the loop's 40 steps,
# the boundary check included), and the multi-GPU --time-block build with MINT_GPUS=1. What the
# programs print (the checksum) must agree.
# Usage: bash scripts/archive/temporal-20261125/programs_timed.sh OUT
out=$1; mkdir -p $out; d=.carry/tbt
for p in h7_f32 h7_f32_tb h7_f32_tb_multi h7_f64 h7_f64_tb h7_f64_tb_multi p19_f32 p19_f32_tb; do
  echo "=== $p 510 40"; MINT_GPUS=1 NCCL_NVLS_ENABLE=0 $d/$p 510 40 2>&1
done > $out/programs.log
for p in h2_f32 h2_f32_tb; do
  echo "=== $p 8190 40"; $d/$p 8190 40 2>&1
done >> $out/programs.log
grep -E "^===|checksum|mint-timing|error|differ" $out/programs.log
