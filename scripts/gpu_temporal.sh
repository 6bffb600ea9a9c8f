#!/usr/bin/env bash
# On the GPU machine: streamed temporal blocking (`mint run --time-block`), verified and timed.
# 1. Correctness: every Jacobi program of kernels/ at odd sizes (67^3, 45x39x33, 1001x777), both
#    precisions, steps 1, BT-1, BT, BT+1 and 37, against the CPU.
# 2. Speed: 8192^2 and 512^3, both precisions, BT 1..8 (2-D) / 1..6 (3-D) over several tiles,
#    each run verified over one pass against the CPU; "x the single-sweep copy bound" per line.
# Usage: bash scripts/gpu_temporal.sh MINT OUT [correct|speed2|speed3|all]
set -uo pipefail
mint=$1; out=$2; part=${3:-all}; mkdir -p "$out"
run() { echo "=== $*"; "$mint" run "$@" 2>&1; }
if [[ $part == correct || $part == all ]]; then
{
for p in f64 f32; do
  for k in heat2d_5pt jacobi2d_residual; do
    for sz in 1001,777 45,39; do
      for s in 1 3 4 5 37; do run kernels/$k.c --precision $p --time-block 4 --tile 64,16 --size $sz --tb-steps $s --steps 2; done
    done
  done
  for k in heat3d_7pt heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do
    for sz in 67 45,39,33; do
      for s in 1 2 3 4 37; do run kernels/$k.c --precision $p --time-block 3 --tile 32,16,8 --chunk 1,2,8 --size $sz --tb-steps $s --steps 2; done
      run kernels/$k.c --precision $p --time-block 2 --tile 48,16,8 --chunk 1,2,8 --size $sz --tb-steps 5 --steps 2
    done
  done
done
} > "$out/correct.log"
echo "correctness: $(grep -c ': verified over' "$out/correct.log") verified, $(grep -c 'WRONG' "$out/correct.log") WRONG, $(grep -c '^error' "$out/correct.log") errors"
grep -E "WRONG|^error" "$out/correct.log" | head -20
fi
if [[ $part == speed2 || $part == all ]]; then
{
for p in f32 f64; do
  for k in heat2d_5pt jacobi2d_residual; do
    for bt in 1 2 4 6 8 10 12; do
      for t in 256,128 512,128; do
        run kernels/$k.c --precision $p --time-block $bt --tile $t --size 8192 --tb-steps $bt --steps 10
      done
    done
  done
done
} > "$out/speed2.log"
fi
if [[ $part == speed3 || $part == all ]]; then
{
for p in f32 f64; do
  for bt in 1 2 3 4 5; do
    for t in "32,32,128 1,2,128" "32,32,128 1,4,128" "32,64,128 1,4,128" "32,16,128 1,2,128" "64,16,128 1,2,128"; do
      set -- $t
      run kernels/heat3d_7pt.c --precision $p --time-block $bt --tile $1 --chunk $2 --size 512 --tb-steps $bt --steps 10
    done
  done
  for k in heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do
    for bt in 2 3 4; do
      for t in "32,32,128 1,2,128" "32,32,128 1,4,128"; do
        set -- $t
        run kernels/$k.c --precision $p --time-block $bt --tile $1 --chunk $2 --size 512 --tb-steps $bt --steps 10
      done
    done
  done
done
} > "$out/speed3.log"
fi
for f in "$out"/speed*.log; do
  [[ -e $f ]] || continue
  echo "$f: $(grep -c ': verified over' "$f") verified, $(grep -c 'WRONG' "$f") WRONG, $(grep -c '^error' "$f") errors"
done
cat "$out"/speed*.log 2>/dev/null | grep -E "^===|mint_tb" | python3 "$(dirname "$0")/temporal_table.py"
