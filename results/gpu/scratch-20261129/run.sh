#!/usr/bin/env bash
# One device call: work arrays folded away, values set before the step, buffers exchanged by a
# branch, each beside its twin.
# 1. whole programs built here by results/gpu/walls-20261129/build.sh (-O3 and fused, --timing),
#    each printing what gcc's build prints, beside their twins (same schedule), three repeats;
# 2. `mint run --time-block` at odd sizes, f64 and f32 (every configuration verified);
# 3. `mint tune --time-block` at full size.
# Usage: bash results/gpu/scratch-20261129/run.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -8; }
nvidia-smi -L > "$OUT/env.txt"
( cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh && for r in 1 2 3; do for x in $(cut -d' ' -f1 list.txt | grep _tb); do ./$x $(grep "^$x " list.txt | cut -d'|' -f2) > /dev/null 2> rep_$x.txt; grep mint-timing rep_$x.txt | sed "s/^/$x /"; done; done; grep -h mint-timing err_*.txt | head -40 ) > "$OUT/e2e.log" 2>&1
{
for p in f64 f32; do
  run tests/realstyle/heat3d_laplacian_update.c --precision $p --size 47 --time-block 2,3
  run tests/realstyle/heat2d_split_fluxes.c --precision $p --size 1001 --time-block 2,3,5
  run tests/realstyle/heat2d_dirichlet_first.c --precision $p --size 1001 --time-block 2,3,5
done
} > "$OUT/run.log" 2>&1
{
tune tests/realstyle/heat3d_laplacian_update.c --size 512 --time-block
tune tests/realstyle/heat2d_dirichlet_first.c --size 8192 --time-block
} > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" e2e.log run.log tune.log env.txt tune 2>/dev/null
