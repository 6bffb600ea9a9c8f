#!/bin/bash
# On the GPU machine: the time-blocked programs of programs_timed.sh at 40 and 200 steps with
# CUDA_MODULE_LOADING=EAGER (no lazy module load inside the timed flush): the difference over 160
# steps is the cost per step, the rest the fixed cost of a flush.
# Usage: bash scripts/archive/temporal-20261125/programs_eager.sh OUT
out=$1; mkdir -p $out; d=.carry/tbt
# NVLink multicast off for every program (the multi-GPU builds also set it themselves unless set;
# the recorded run relied on that: this export was added after it).
export NCCL_NVLS_ENABLE=0
for p in h7_f32_tb h7_f32_tb_multi h7_f64_tb h7_f64_tb_multi p19_f32_tb; do
  for T in 40 200; do echo "=== $p 510 $T eager"; MINT_GPUS=1 CUDA_MODULE_LOADING=EAGER $d/$p 510 $T 2>&1 | grep -E "mint-timing|checksum"; done
done > $out/programs_eager.log
for T in 40 200; do echo "=== h2_f32_tb 8190 $T eager"; CUDA_MODULE_LOADING=EAGER $d/h2_f32_tb 8190 $T 2>&1 | grep -E "mint-timing|checksum"; done >> $out/programs_eager.log
sed 's/min_ms.*gflops=/gflops=/' $out/programs_eager.log
