#!/usr/bin/env bash
# Coefficient rings (issue 31): the variable-coefficient heat kernel fused with and without its
# rings, the 13-point kernel as it stands, 512^3, both precisions; every configuration verified
# over one pass against the CPU. Correctness at odd sizes first. MINT_TB_COEF_BUDGET (values per
# thread the rings may keep; 0: none) existed only in the build this record measured (commit
# after 431c302); the budget is now the constant mint_opt::temporal::COEF_BUDGET (64), so the
# three budget logs of a rerun are the same.
# Usage: bash results/gpu/coef-20261128/run.sh MINT OUT
set -uo pipefail
mint=$1; out=$2; mkdir -p "$out"
run() { echo "=== $*"; "$mint" run "$@" 2>&1; }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > "$out/env.txt"
{
for p in f64 f32; do
  for sz in 67 45,39,33; do
    for s in 1 2 3 4 37; do run kernels/heat3d_7pt_varcoef.c --precision $p --time-block 3 --tb-schedule 32,16,8,2 --size $sz --tb-steps $s --steps 2; done
    for s in 1 4 37; do run kernels/heat3d_7pt_varcoef.c --precision $p --time-block 3 --tb-schedule 64,16,8,2 --size $sz --tb-steps $s --steps 2; done
    run kernels/heat3d_7pt_varcoef.c --precision $p --time-block 2 --tb-schedule 128,8,8,1 --size $sz --tb-steps 3 --steps 2
    run kernels/heat3d_7pt_varcoef.c --precision $p --time-block 4 --tb-schedule 32,32,16,4 --size $sz --tb-steps 9 --steps 2
  done
done
} > "$out/correct.log"
echo "correct: $(grep -c ': verified over' "$out/correct.log") verified, $(grep -c WRONG "$out/correct.log") WRONG, $(grep -c '^error' "$out/correct.log") errors"
S="--tb-schedule 32,16,128,1 --tb-schedule 32,32,128,2 --tb-schedule 32,64,128,4 --tb-schedule 64,16,128,2 --tb-schedule 32,32,128,1"
for b in 0 64 160; do
  for p in f32 f64; do
    MINT_TB_COEF_BUDGET=$b run kernels/heat3d_7pt_varcoef.c --precision $p --size 512 --steps 10 --time-block 1,2,3,4 $S
  done > "$out/varcoef_budget$b.log"
  echo "budget $b: $(grep -c ': verified over' "$out/varcoef_budget$b.log") verified, $(grep -c WRONG "$out/varcoef_budget$b.log") WRONG"

done
for p in f32 f64; do
  run kernels/heat3d_13pt.c --precision $p --size 512 --steps 10 --time-block 1,2,3 $S --tb-schedule 64,32,128,2 --tb-schedule 128,16,128,1
done > "$out/p13.log"
for f in "$out"/varcoef_budget*.log "$out"/p13.log; do echo "## $f"; grep -E "^===|mint_tb" "$f" | python3 scripts/temporal_table.py; done > "$out/tables.md" 2>&1
cat "$out/tables.md"
