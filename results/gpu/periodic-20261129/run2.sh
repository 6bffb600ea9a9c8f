#!/usr/bin/env bash
# One device call: periodic grids (neighbours wrapped around the grid) fused.
# 1. whole programs built here by results/gpu/walls-20261129/build.sh (-O3 and fused, --timing),
#    each printing what gcc's build prints, beside their twins (same schedule);
# 2. `mint run --time-block` at odd sizes, f64 and f32 (every configuration verified);
# 3. `mint tune --time-block` of the periodic programs at full size.
# Call 2 (after the stage reach and the streamed pointers): the same, f64 checks only, and the
# C89 temporaries and accumulated-output programs beside their twins.
# Usage: bash results/gpu/periodic-20261129/run2.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -8; }
nvidia-smi -L > "$OUT/env.txt"
( cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh && for r in 1 2 3; do for x in p3d_tb t3d_tb c3d_tb pc3_tb p2d_tb t2d_tb a2d_tb x2d_tb; do ./$x $(grep "^$x " list.txt | cut -d'|' -f2) > /dev/null 2> rep_$x.txt; grep mint-timing rep_$x.txt | sed "s/^/$x /"; done; done; grep -h mint-timing err_*.txt | head -40 ) > "$OUT/e2e.log" 2>&1
{
for p in f64; do
  run tests/realstyle/heat2d_periodic.c --precision $p --size 1001 --time-block 2,3,5
  run tests/realstyle/heat3d_torus.c --precision $p --size 47 --time-block 2,3
done
} > "$OUT/run.log" 2>&1
{
tune tests/realstyle/heat2d_periodic.c --size 8192 --time-block
tune tests/realstyle/heat3d_torus.c --size 512 --time-block
} > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" e2e.log run.log tune.log env.txt tune 2>/dev/null
