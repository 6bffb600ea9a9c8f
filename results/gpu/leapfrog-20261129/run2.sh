#!/usr/bin/env bash
# Call 2: nests that read the step's number, each beside its twin.
# 1. whole programs built here by results/gpu/walls-20261129/build.sh with e2e2_list.txt (-O3
#    and fused, --timing), each printing what gcc's build prints, three repeats;
# 2. `mint run --time-block` at odd sizes over several passes (the step's number advanced
#    across passes), f64 and f32, every configuration verified against the CPU reference;
# 3. `mint tune --time-block` of the pulsed source at 8192^2 and of the eighth-order wave.
# Usage: bash results/gpu/leapfrog-20261129/run2.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -8; }
nvidia-smi -L > "$OUT/env.txt"
( cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh && for r in 1 2 3; do for x in $(cut -d' ' -f1 list.txt | grep _tb); do ./$x $(grep "^$x " list.txt | cut -d'|' -f2) > /dev/null 2> rep_$x.txt; grep mint-timing rep_$x.txt | sed "s/^/$x /"; done; done; grep -h mint-timing err_*.txt | head -40 ) > "$OUT/e2e.log" 2>&1
{
for p in f64 f32; do
  for s in 1 5 11; do
    run tests/realstyle/heat2d_pulsed_source.c --precision $p --size 1001 --time-block 3 --tb-steps $s
    run tests/realstyle/heat3d_step_counter.c --precision $p --size 45 --time-block 2 --tb-steps $s
  done
  run tests/realstyle/heat2d_pulsed_source.c --precision $p --size 999 --time-block 2,5,7
done
} > "$OUT/run.log" 2>&1
{
tune tests/realstyle/heat2d_pulsed_source.c --size 8192 --time-block
tune tests/corpus/wave3d_order8.c --size 320,320,256 --time-block
tune tests/corpus/wave3d_order8.c --size 320,320,256
} > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" e2e.log run.log tune.log env.txt tune 2>/dev/null
