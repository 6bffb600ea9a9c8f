#!/usr/bin/env bash
# Call 3: `mint run --time-block` (every configuration verified against the CPU reference) of the
# periodic work-array program and the branch programs, f64 and f32, odd sizes; then `mint tune
# --time-block` of the periodic work-array program at 256^3.
# Usage: bash results/gpu/scratch-20261129/run3.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -8; }
nvidia-smi -L > "$OUT/env.txt"
{
for p in f64 f32; do
  run tests/realstyle/diffuse3d_periodic_work.c --precision $p --size 47 --time-block 2,3
  run tests/realstyle/heat3d_branch_nests.c --precision $p --size 47 --time-block 2,3
  run tests/realstyle/heat2d_split_fluxes.c --precision $p --size 999 --time-block 4,7
done
} > "$OUT/run.log" 2>&1
tune tests/realstyle/diffuse3d_periodic_work.c --size 256 --time-block > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" run.log tune.log env.txt 2>/dev/null
