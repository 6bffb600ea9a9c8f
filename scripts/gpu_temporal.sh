#!/usr/bin/env bash
# On the GPU machine: streamed temporal blocking (`mint run --time-block`), verified and timed.
# correct: every Jacobi program of kernels/ at odd sizes (67^3, 45x39x33, 1001x777, 45x39), both
#   precisions, steps 1, BT-1, BT, BT+1 and 37 against the CPU (warp-row tiles of 1, 2 and 4
#   columns per lane, and plain tiles).
# speed2 / speed3 / speed3b: 8192^2 and 512^3, both precisions, sweeps over the time block and
#   the schedule in one process per program (`--time-block 1,2,.. --tb-schedule ..`), each
#   configuration verified over one pass against the CPU; "x the single-sweep copy bound" per line.
# Usage: bash scripts/gpu_temporal.sh MINT OUT PART...
set -uo pipefail
mint=$1; out=$2; shift 2; mkdir -p "$out"
run() { echo "=== $*"; "$mint" run "$@" 2>&1; }
for part in "$@"; do
case $part in
correct)
  {
  for p in f64 f32; do
    for k in heat2d_5pt jacobi2d_residual; do
      for sz in 1001,777 45,39; do
        for s in 1 3 4 5 37; do run kernels/$k.c --precision $p --time-block 4 --tb-schedule 64,16 --size $sz --tb-steps $s --steps 2; done
      done
    done
    for k in heat3d_7pt heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do
      for sz in 67 45,39,33; do
        for s in 1 2 3 4 37; do run kernels/$k.c --precision $p --time-block 3 --tb-schedule 32,16,8,2 --size $sz --tb-steps $s --steps 2; done
        run kernels/$k.c --precision $p --time-block 2 --tb-schedule 48,16,8,2 --size $sz --tb-steps 5 --steps 2
        for s in 1 4 37; do run kernels/$k.c --precision $p --time-block 3 --tb-schedule 64,16,8,2 --size $sz --tb-steps $s --steps 2; done
        run kernels/$k.c --precision $p --time-block 2 --tb-schedule 128,8,8,1 --size $sz --tb-steps 3 --steps 2
      done
    done
  done
  } > "$out/correct.log"
  echo "correctness: $(grep -c ': verified over' "$out/correct.log") verified, $(grep -c 'WRONG' "$out/correct.log") WRONG, $(grep -c '^error' "$out/correct.log") errors"
  grep -E "WRONG|^error" "$out/correct.log" | head -20
  ;;
speed2)
  for p in f32 f64; do
    for k in heat2d_5pt jacobi2d_residual; do
      run kernels/$k.c --precision $p --size 8192 --steps 10 --time-block 1,2,4,6,8,10,12 \
        --tb-schedule 256,128 --tb-schedule 512,128 --tb-schedule 128,128 --tb-schedule 256,256
    done
  done > "$out/speed2.log"
  ;;
speed3)
  # TB_SCHEDS: the schedules (TX,TY,CHUNK,ROWS ...), TB_BTS the time blocks, TB_PRECS the precisions.
  scheds=${TB_SCHEDS:-32,32,128,2 32,32,128,4 32,64,128,4 32,16,128,2 32,32,128,1 64,16,128,2 32,32,64,2 32,64,128,8}
  for p in ${TB_PRECS:-f32 f64}; do
    run kernels/heat3d_7pt.c --precision $p --size 512 --steps 10 --time-block ${TB_BTS:-1,2,3,4,5,6} \
      $(for s in $scheds; do echo --tb-schedule $s; done)
  done > "$out/speed3.log"
  ;;
speed3b)
  # TB_RUNS: "program:precision" pairs (default: the other 3-D programs, both precisions).
  runs=${TB_RUNS:-$(for p in f32 f64; do for k in heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do echo "$k:$p"; done; done)}
  for r in $runs; do
    run kernels/${r%%:*}.c --precision ${r##*:} --size 512 --steps 10 --time-block ${TB_BTS:-1,2,3,4} \
      --tb-schedule 32,32,128,2 --tb-schedule 64,16,128,2 --tb-schedule 32,64,128,4
  done > "$out/speed3b.log"
  ;;
esac
done
for f in "$out"/speed*.log; do
  [[ -e $f ]] || continue
  echo "$f: $(grep -c ': verified over' "$f") verified, $(grep -c 'WRONG' "$f") WRONG, $(grep -c '^error' "$f") errors"
done
cat "$out"/speed*.log 2>/dev/null | grep -E "^===|mint_tb" | python3 "$(dirname "$0")/temporal_table.py"
