#!/usr/bin/env bash
# On the GPU machine: every real-style program of tests/realstyle beside its canonical twin, in one
# call, each verified against the CPU reference by `mint run` / `mint tune` as it is timed.
# correct: odd sizes, -O0..-O3 (and --time-block where the loop fuses), both precisions.
# speed:   the pairs at full size: -O0 and -O3 source schedules, `mint tune` (single sweep),
#          and --time-block 4 where both fuse.
# Usage: bash scripts/gpu_realstyle.sh MINT OUT PART...
set -uo pipefail
mint=$1; out=$2; shift 2; mkdir -p "$out"
PB="-I tests/realstyle/polybench/utilities"
PBC=tests/realstyle/polybench/stencils/heat-3d/heat-3d.c
run() { echo "=== $*"; timeout 120 "$mint" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 150 "$mint" tune "$@" --out "$out/tune" 2>&1 | tail -6; }
for part in "$@"; do
case $part in
correct)
  {
  for p in f64 f32; do
    for lv in 0 1 2 3; do
      run tests/realstyle/thermal3d_flat.c --precision $p --size 67,45,13 -O$lv
      run tests/realstyle/heat3d_c89.c --precision $p --size 45,39,33 -O$lv
      run $PBC $PB -D N=41 -D TSTEPS=4 --precision $p --size 41 -O$lv
      run tests/corpus/heat2d_parity.c -D N=301 --precision $p -O$lv
    done
    for s in 1 3 4 5 9; do
      run tests/realstyle/heat3d_c89.c --precision $p --size 45,39,33 --time-block 4 --tb-steps $s
      run $PBC $PB -D N=41 -D TSTEPS=4 --precision $p --size 41 --time-block 4 --tb-steps $s
    done
  done
  } > "$out/correct.log"
  echo "correctness: $(grep -cE ': verified' "$out/correct.log") verified, $(grep -c 'WRONG' "$out/correct.log") WRONG, $(grep -c '^error' "$out/correct.log") errors"
  grep -E "WRONG|^error" "$out/correct.log" | head -20
  ;;
speed)
  {
  # thermal (f32, 512 x 512 x 64: the size the issue measured 120 ms per sweep at)
  for f in tests/realstyle/thermal3d_flat.c tests/realstyle/thermal3d_canon.c; do
    for lv in 0 3; do run $f --size 512,512,64 -O$lv; done
    tune $f --size 512,512,64 --budget 15
  done
  # 3-D heat, f64, 512^3 interior: C89/flat/do-while/counter vs kernels/heat3d_7pt.c
  for pair in "tests/realstyle/heat3d_c89.c 514" "kernels/heat3d_7pt.c 512"; do
    set -- $pair
    for lv in 0 3; do run $1 --size $2 -O$lv; done
    tune $1 --size $2 --budget 15
    run $1 --size $2 --time-block 4 --tb-steps 8
  done
  # PolyBench layout (<polybench.h> through -I) vs kernels/heat3d_polybench.c, f64, 512^3
  # (the benchmark's loops run to the header's N: -D N=512 -D TSTEPS=10, as its build sizes it)
  for f in "$PBC $PB -D N=512 -D TSTEPS=10" kernels/heat3d_polybench.c; do
    for lv in 0 3; do run $f --size 512 -O$lv; done
    run $f --size 512 --time-block 4 --tb-steps 8
  done
  # parity planes (u[2][N][N]) vs kernels/heat2d_5pt.c, f64, 8192^2
  for f in "tests/corpus/heat2d_parity.c -D N=8192" "kernels/heat2d_5pt.c --size 8190"; do
    for lv in 0 1 3; do run $f -O$lv; done
  done
  } > "$out/speed.log"
  grep -E "^===|ms/sweep|winner|best|WRONG|^error" "$out/speed.log" | head -80
  ;;
esac
done
