#!/usr/bin/env bash
# One device call: second-order waves in two arrays and sweeps that declare their own strides,
# each beside its twin.
# 1. whole programs built here by results/gpu/walls-20261129/build.sh (-O3 and fused, --timing),
#    each printing what gcc's build prints, beside their twins (same schedule), three repeats;
# 2. `mint run --time-block` at odd sizes, f32 and f64 (every configuration verified against
#    the CPU reference, both levels);
# 3. `mint tune --time-block` of the two-array wave at 514^3 (f32).
# Usage: bash results/gpu/leapfrog-20261129/run.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -8; }
nvidia-smi -L > "$OUT/env.txt"
( cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh && for r in 1 2 3; do for x in $(cut -d' ' -f1 list.txt | grep _tb); do ./$x $(grep "^$x " list.txt | cut -d'|' -f2) > /dev/null 2> rep_$x.txt; grep mint-timing rep_$x.txt | sed "s/^/$x /"; done; done; grep -h mint-timing err_*.txt | head -40 ) > "$OUT/e2e.log" 2>&1
{
W=tests/realstyle/wave3d_two_arrays.c
for p in "" "-D WAVE_DOUBLE"; do
  for s in 1 2 3 5 7; do run $W $p --size 45,39,33 --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s; done
  run $W $p --size 47 --time-block 2,4,5
done
run tests/corpus/wave3d_order8.c --size 61,53,45 --time-block 2,3
run tests/realstyle/heat3d_sweep_strides.c --size 47 --time-block 2,3
} > "$OUT/run.log" 2>&1
tune tests/realstyle/wave3d_two_arrays.c --size 514 --time-block > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" e2e.log run.log tune.log env.txt tune 2>/dev/null
