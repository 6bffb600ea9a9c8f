#!/usr/bin/env bash
# On the GPU machine: every real-style program of tests/realstyle beside its canonical twin, in one
# call, each verified against the CPU reference by `mint run` / `mint tune` as it is timed.
# correct: odd sizes, -O0..-O3 (and --time-block where the loop fuses), both precisions.
# speed:   the pairs at full size: -O0 and -O3 source schedules, `mint tune` (single sweep),
#          and --time-block 4 where both fuse.
# tb:      temporal blocking sweeps (bT x schedules) of each pair; the best of each printed.
# fastmath: tests/fastmath/j2d5pt.c at 16384^2, IEEE and --fast-math, f32 and f64.
# d2:      tests/realstyle/diffuse2d_clamp_locals.c beside kernels/heat2d_5pt.c in float.
# wave:    tests/realstyle/wave3d_levels.c (three time levels): odd sizes at every level and
#          fused, then 512^3 in both precisions: -O0/-O3, a sweep of bT x schedules, `tune --time-block`.
# tunetime: `mint tune` (single sweep and --time-block) at 16384^2 and 512^3, both precisions,
#          default budget, no cache: the wall time and its split (issue 32).
# parity:  time-parity arrays (tests/realstyle/jacobi2d_flip.c, star3d_parity.c with rank 4,
#          tests/corpus/heat2d_parity.c): odd sizes at every level and fused at several step
#          counts, both precisions.
# pspeed:  each parity program beside its twin (jacobi2d_canon.c, star3d_canon.c,
#          kernels/heat2d_5pt.c): -O0, -O3, `mint tune` (single sweep, budget 15) and
#          `mint tune --time-block` (default budget), at 8192^2 (f64) and 512^3 (f32).
# clamp:   the clamped programs fused over ghost cells (thermal3d_flat.c, diffuse2d_clamp_locals.c):
#          odd sizes fused at several step counts and schedules, both precisions; then each beside
#          its twin under `mint tune --time-block` (default budget); and the single-sweep tune of
#          star3d_parity.c at 512^3 (its reference through planes).
# pmore:   the rest of the suite beside twins under `mint tune --time-block` (default budget):
#          corpus/heat2d_parity.c vs kernels/heat2d_5pt.c (f64, 8192^2), smooth2d_curnxt.c vs
#          smooth2d_canon.c (f32, 8192^2), diffuse3d_strides.c vs kernels/heat3d_7pt.c (f64, 512^3);
#          and odd-size runs of the new programs at every level and fused.
# select:  the step's buffers picked by pointers (aliases: tests/realstyle/heat2d_select.c,
#          heat3d_c89_select.c): odd sizes at every level and fused at several step counts, both
#          precisions; then each beside its twin (kernels/heat2d_5pt.c at 8192^2, kernels/heat3d_7pt.c
#          at 512^3, f64): -O0, -O3, `mint tune` (budget 15) and `mint tune --time-block`.
# memcpy:  copies back by `memcpy` of the whole array (tests/realstyle/jacobi2d_memcpy.c,
#          heat3d_memcpy.c): odd sizes at every level and fused at several step counts, both
#          precisions.
# mspeed2, mspeed3: each beside its twin (2-D: jacobi2d_canon.c at 8192^2; 3-D:
#          kernels/heat3d_7pt.c at 512^3; f64): -O0, -O3, `mint tune` (budget 15) and
#          `mint tune --time-block`.
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
    for lv in 0 1; do
      run tests/fastmath/j2d5pt.c --precision $p --size 1001 -O$lv --fast-math
    done
    for s in 1 3 4 5 9; do
      run tests/realstyle/thermal3d_flat.c --precision $p --size 67,45,13 --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
      run tests/fastmath/j2d5pt.c --precision $p --size 1001 --time-block 4 --tb-schedule 64,16 --fast-math --tb-steps $s
      run tests/realstyle/heat3d_c89.c --precision $p --size 45,39,33 --time-block 4 --tb-steps $s
      run $PBC $PB -D N=41 -D TSTEPS=4 --precision $p --size 41 --time-block 4 --tb-steps $s
    done
  done
  } > "$out/correct.log"
  echo "correctness: $(grep -cE ': verified' "$out/correct.log") verified, $(grep -c 'WRONG' "$out/correct.log") WRONG, $(grep -c '^error' "$out/correct.log") errors"
  grep -E "WRONG|^error" "$out/correct.log" | head -20
  ;;
parity)
  {
  for p in f64 f32; do
    for lv in 0 1 2 3; do
      run tests/realstyle/jacobi2d_flip.c -D NMAX=301 --precision $p -O$lv
      run tests/realstyle/star3d_parity.c -D N=45 --precision $p -O$lv
      run tests/corpus/heat2d_parity.c -D N=301 --precision $p -O$lv
    done
    for s in 1 3 4 5 9; do
      run tests/realstyle/jacobi2d_flip.c -D NMAX=301 --precision $p --time-block 4 --tb-schedule 64,16 --tb-steps $s
      run tests/realstyle/star3d_parity.c -D N=45 --precision $p --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
      run tests/corpus/heat2d_parity.c -D N=301 --precision $p --time-block 4 --tb-steps $s
    done
  done
  } > "$out/parity.log"
  echo "parity correctness: $(grep -cE ': verified' "$out/parity.log") verified, $(grep -c 'WRONG' "$out/parity.log") WRONG, $(grep -c '^error' "$out/parity.log") errors"
  grep -E "WRONG|^error" "$out/parity.log" | head -20
  ;;
clamp)
  {
  for p in f32 f64; do
    for s in 1 3 4 5 9; do
      for sc in 32,32,8,2 64,16,8,2 32,64,8,4; do
        run tests/realstyle/thermal3d_flat.c --precision $p --size 67,45,13 --time-block 3 --tb-schedule $sc --tb-steps $s
      done
      run tests/realstyle/diffuse2d_clamp_locals.c --precision $p --size 1001,751 --time-block 6 --tb-schedule 256,64 --tb-steps $s
    done
  done
  } > "$out/clamp_correct.log"
  echo "clamp correctness: $(grep -cE ': verified' "$out/clamp_correct.log") verified, $(grep -c 'WRONG' "$out/clamp_correct.log") WRONG, $(grep -c '^error' "$out/clamp_correct.log") errors"
  grep -E "WRONG|^error" "$out/clamp_correct.log" | head -20
  {
  for f in tests/realstyle/thermal3d_flat.c tests/realstyle/thermal3d_canon.c; do
    tune $f --size 512,512,64 --time-block
  done
  for f in "tests/realstyle/diffuse2d_clamp_locals.c --size 8192,6144" "kernels/heat2d_5pt.c --precision f32 --size 8190,6142"; do
    tune $f --time-block
  done
  tune tests/realstyle/star3d_parity.c -D N=514 --budget 15
  } > "$out/clamp_speed.log"
  grep -E "^===|best|WRONG|^error" "$out/clamp_speed.log"
  ;;
pmore)
  {
  for p in f32 f64; do
    for lv in 0 1 2 3; do
      run tests/realstyle/smooth2d_curnxt.c -D NMAX=301 --precision $p -O$lv
      run tests/realstyle/diffuse3d_strides.c --size 45,39,33 --precision $p -O$lv
    done
    for s in 1 4 5 9; do
      run tests/realstyle/smooth2d_curnxt.c -D NMAX=301 --precision $p --time-block 4 --tb-schedule 64,16 --tb-steps $s
      run tests/realstyle/diffuse3d_strides.c --size 45,39,33 --precision $p --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
    done
  done
  } > "$out/pmore_correct.log"
  echo "pmore correctness: $(grep -cE ': verified' "$out/pmore_correct.log") verified, $(grep -c 'WRONG' "$out/pmore_correct.log") WRONG, $(grep -c '^error' "$out/pmore_correct.log") errors"
  grep -E "WRONG|^error" "$out/pmore_correct.log" | head -20
  {
  for f in "tests/corpus/heat2d_parity.c -D N=8192" "kernels/heat2d_5pt.c --size 8190" \
           "tests/realstyle/smooth2d_curnxt.c -D NMAX=8192" "tests/realstyle/smooth2d_canon.c -D NMAX=8192" \
           "tests/realstyle/diffuse3d_strides.c --size 514" "kernels/heat3d_7pt.c --size 512"; do
    tune $f --time-block
  done
  } > "$out/pmore_speed.log"
  grep -E "^===|best|WRONG|^error" "$out/pmore_speed.log"
  ;;
select)
  {
  for p in f64 f32; do
    for lv in 0 1 2 3; do
      run tests/realstyle/heat2d_select.c --precision $p --size 1001 -O$lv
      run tests/realstyle/heat3d_c89_select.c --precision $p --size 45,39,33 -O$lv
    done
    for s in 1 3 4 5 9; do
      run tests/realstyle/heat2d_select.c --precision $p --size 1001 --time-block 4 --tb-schedule 64,16 --tb-steps $s
      run tests/realstyle/heat3d_c89_select.c --precision $p --size 45,39,33 --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
    done
  done
  } > "$out/select_correct.log"
  echo "select correctness: $(grep -cE ': verified' "$out/select_correct.log") verified, $(grep -c 'WRONG' "$out/select_correct.log") WRONG, $(grep -c '^error' "$out/select_correct.log") errors"
  grep -E "WRONG|^error" "$out/select_correct.log" | head -20
  {
  for f in "tests/realstyle/heat2d_select.c --size 8194" "kernels/heat2d_5pt.c --size 8192" \
           "tests/realstyle/heat3d_c89_select.c --size 514" "kernels/heat3d_7pt.c --size 512"; do
    for lv in 0 3; do run $f -O$lv; done
    tune $f --budget 15
    tune $f --time-block
  done
  } > "$out/select_speed.log"
  grep -E "^===|ms/sweep|ms/step|winner|best|WRONG|^error" "$out/select_speed.log" | head -80
  ;;
memcpy)
  {
  for p in f64 f32; do
    for lv in 0 1 2 3; do
      run tests/realstyle/jacobi2d_memcpy.c --precision $p --size 1001 -O$lv
      run tests/realstyle/heat3d_memcpy.c --precision $p --size 47 -O$lv
    done
    for s in 1 3 4 5 9; do
      run tests/realstyle/jacobi2d_memcpy.c --precision $p --size 1001 --time-block 4 --tb-schedule 64,16 --tb-steps $s
      run tests/realstyle/heat3d_memcpy.c --precision $p --size 47 --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
    done
  done
  } > "$out/memcpy_correct.log"
  echo "memcpy correctness: $(grep -cE ': verified' "$out/memcpy_correct.log") verified, $(grep -c 'WRONG' "$out/memcpy_correct.log") WRONG, $(grep -c '^error' "$out/memcpy_correct.log") errors"
  grep -E "WRONG|^error" "$out/memcpy_correct.log" | head -20
  ;;
mspeed2|mspeed3)
  if [ "$part" = mspeed2 ]; then
    pair=("tests/realstyle/jacobi2d_memcpy.c --size 8192" "tests/realstyle/jacobi2d_canon.c -D NMAX=8192")
  else
    pair=("tests/realstyle/heat3d_memcpy.c --size 514" "kernels/heat3d_7pt.c --size 512")
  fi
  {
  for f in "${pair[@]}"; do
    for lv in 0 3; do run $f -O$lv; done
    tune $f --budget 15
    tune $f --time-block
  done
  } > "$out/${part}.log"
  grep -E "^===|ms/sweep|ms/step|winner|best|WRONG|^error" "$out/${part}.log" | head -80
  ;;
pspeed)
  {
  for f in "tests/realstyle/star3d_parity.c -D N=514" "tests/realstyle/star3d_canon.c -D N=514" \
           "tests/realstyle/jacobi2d_flip.c -D NMAX=8192" "tests/realstyle/jacobi2d_canon.c -D NMAX=8192"; do
    for lv in 0 3; do run $f -O$lv; done
    tune $f --budget 15
    tune $f --time-block
  done
  } > "$out/pspeed.log"
  grep -E "^===|ms/sweep|ms/step|winner|best|WRONG|^error" "$out/pspeed.log" | head -80
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
d2)
  # the 2-D clamped-locals program (float) beside the 2-D heat kernel in float: correctness at
  # odd sizes, then -O0, tuned and fused at 8192 x 6144
  {
  for lv in 0 1 2 3; do run tests/realstyle/diffuse2d_clamp_locals.c --size 1001,751 -O$lv; done
  for s in 1 3 4 5 9; do
    run tests/realstyle/diffuse2d_clamp_locals.c --size 1001,751 --time-block 4 --tb-schedule 64,16 --tb-steps $s
  done
  for f in "tests/realstyle/diffuse2d_clamp_locals.c --size 8192,6144" "kernels/heat2d_5pt.c --precision f32 --size 8190,6142"; do
    run $f -O0
    tune $f --budget 10
    run $f --steps 5 --time-block 1,4,6,8 --tb-schedule 256,128 --tb-schedule 512,128
  done
  } > "$out/d2.log"
  echo "d2: $(grep -cE ': verified' "$out/d2.log") verified, $(grep -c 'WRONG' "$out/d2.log") WRONG, $(grep -c '^error' "$out/d2.log") errors"
  grep -E "^===|best:|WRONG|^error" "$out/d2.log"
  ;;
tb)
  # temporal blocking, each pair in the same sweep of bT and schedules
  {
  for f in tests/realstyle/thermal3d_flat.c tests/realstyle/thermal3d_canon.c; do
    run $f --size 512,512,64 --steps 5 --time-block 1,2,3,4,5 \
      --tb-schedule 32,32,64,2 --tb-schedule 64,16,64,2 --tb-schedule 32,64,64,4
  done
  for pair in "tests/realstyle/heat3d_c89.c 514" "kernels/heat3d_7pt.c 512"; do
    set -- $pair
    run $1 --size $2 --steps 5 --time-block 1,2,3,4,5 \
      --tb-schedule 32,32,128,2 --tb-schedule 64,16,128,2 --tb-schedule 32,64,128,4
  done
  } > "$out/tb.log"
  grep -E "^===|WRONG|^error" "$out/tb.log"
  ;;
wave)
  # float as written; double with -D WAVE_DOUBLE (the program's own switch)
  W=tests/realstyle/wave3d_levels.c
  {
  for p in "" "-D WAVE_DOUBLE"; do
    for lv in 0 1 2 3; do run $W $p --size 45,39,33 -O$lv; done
    for s in 1 2 3 4 5 6 7 9; do
      run $W $p --size 45,39,33 --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
    done
    run $W $p --size 45,39,33 --time-block 4 --tb-steps 9
  done
  } > "$out/wave_correct.log"
  echo "wave correctness: $(grep -cE ': verified' "$out/wave_correct.log") verified, $(grep -c 'WRONG' "$out/wave_correct.log") WRONG, $(grep -c '^error' "$out/wave_correct.log") errors"
  grep -E "WRONG|^error" "$out/wave_correct.log" | head
  {
  for p in "" "-D WAVE_DOUBLE"; do
    for lv in 0 3; do run $W $p --size 514 -O$lv; done
    run $W $p --size 514 --steps 5 --time-block 1,2,3,4,5,6 \
      --tb-schedule 32,32,128,2 --tb-schedule 64,16,128,2 --tb-schedule 32,64,128,4 --tb-schedule 32,32,256,2
    echo "=== tune --time-block $p"
    /usr/bin/time -f "wall %e s" timeout 300 "$mint" tune $W $p --size 514 --time-block --no-cache --out "$out/tune" 2>&1 | tail -8
  done
  } > "$out/wave.log" 2>&1
  grep -E "^===|WRONG|^error|best|wall|time:|ms/sweep" "$out/wave.log" | head -60
  ;;
tunetime)
  {
  for p in ${TT_PREC:-f32 f64}; do
    for f in "kernels/heat2d_5pt.c --size 16384" "kernels/heat3d_7pt.c --size 512"; do
      for tb in "" --time-block; do
        echo "=== tune $f --precision $p $tb"
        /usr/bin/time -f "wall %e s" timeout 300 "$mint" tune $f --precision $p $tb --no-cache --out "$out/tune" 2>&1 | tail -9
      done
    done
  done
  } > "$out/tunetime${TT_PREC:+_$TT_PREC}.log" 2>&1
  grep -E "^===|wall|time:|CPU reference|best|device comparison off" "$out/tunetime${TT_PREC:+_$TT_PREC}.log"
  ;;
fastmath)
  # AN5D's j2d5pt (`/118`) at 16384^2, IEEE and --fast-math, f32 and f64, one sweep each
  {
  for p in f32 f64; do
    for fm in "" --fast-math; do
      run tests/fastmath/j2d5pt.c --precision $p --size 16384 --steps 5 $fm --time-block 1,4,6,8,10,12 \
        --tb-schedule 256,128 --tb-schedule 512,128 --tb-schedule 256,256
    done
  done
  } > "$out/fastmath.log"
  grep -E "^===|WRONG|^error" "$out/fastmath.log"
  ;;
esac
done
for f in "$out"/tb.log "$out"/fastmath.log "$out"/d2.log "$out"/wave.log; do
  [[ -e $f ]] || continue
  echo "$f: $(grep -c ': verified over' "$f") verified, $(grep -c 'WRONG' "$f") WRONG, $(grep -c '^error' "$f") errors"
  python3 - "$f" <<'PY'
import re, sys
best = {}
prog = None
for line in open(sys.argv[1]):
    if line.startswith("=== "):
        prog = line[4:].split(" --steps")[0].strip()
    m = re.search(r"mint_tb_\d+ \((\d+) steps per launch, (.*?)\): verified over \d+ steps \| [\d.]+ ms per launch, ([\d.]+) ms per step.*?([\d.]+)x the single-sweep copy bound", line)
    if m and prog:
        ms = float(m.group(3))
        if prog not in best or ms < best[prog][0]:
            best[prog] = (ms, m.group(1), m.group(2), m.group(4))
for p, (ms, bt, sched, x) in best.items():
    print(f"best {p}: bT {bt}, {sched}: {ms:.4f} ms per step, {x}x the single-sweep copy bound")
PY
done
