#!/usr/bin/env bash
# Call 4: the calls that are the same at every point of a stage computed once per stage
# (`amp * sin(omega * it * dt)`): the pulsed source beside its twin (whole programs, three
# repeats), `mint run --time-block` of the pulsed source and of the two-array wave with a source
# (several passes, f64 and f32), `mint tune --time-block` of the pulsed source.
# Usage: bash results/gpu/leapfrog-20261129/run4.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -6; }
nvidia-smi -L > "$OUT/env.txt"
( cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh && for r in 1 2 3; do for x in $(cut -d' ' -f1 list.txt | grep _tb); do ./$x $(grep "^$x " list.txt | cut -d'|' -f2) > /dev/null 2> rep_$x.txt; grep mint-timing rep_$x.txt | sed "s/^/$x /"; done; done ) > "$OUT/e2e.log" 2>&1
{
for p in f64 f32; do
  for s in 1 5 11; do
    run tests/realstyle/heat2d_pulsed_source.c --precision $p --size 1001 --time-block 3 --tb-steps $s
    run tests/realstyle/wave2d_two_arrays_source.c --precision $p --size 1001 --time-block 3 --tb-steps $s
  done
done
} > "$OUT/run.log" 2>&1
tune tests/realstyle/heat2d_pulsed_source.c --size 8192 --time-block > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" e2e.log run.log tune.log env.txt 2>/dev/null
