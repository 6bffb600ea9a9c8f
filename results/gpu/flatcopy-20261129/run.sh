#!/usr/bin/env bash
# One device call: the flat-array programs whose copy-back (or boundary) loops over every element
# were 1-D before (every nest -O0, single steps), beside their canonical twins.
# 1. correctness: `mint run` at odd sizes, -O0..-O3 and fused at several step counts, f64 and f32;
# 2. speed: each pair at full size (f64): -O0, -O3, `mint tune` (single sweep, budget 15) and
#    `mint tune --time-block` (default budget), every configuration verified on the GPU;
# 3. whole programs (built here by build.sh): -O3 and --time-block with `--timing`, each printing
#    what gcc's build prints (e2e_run.sh).
# Usage: bash results/gpu/flatcopy-20261129/run.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
run() { echo "=== $*"; timeout 150 "$M" run "$@" 2>&1 | grep -vE "^  (sizes|values)"; }
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -6; }
{
for p in f64 f32; do
  for lv in 0 1 2 3; do
    run tests/realstyle/jacobi2d_flatcopy.c --precision $p --size 1001 -O$lv
    run tests/realstyle/heat3d_flatcopy.c --precision $p --size 47 -O$lv
    run tests/corpus/heat2d_flat_neumann.c --precision $p --size 1001 -O$lv
  done
  for s in 1 3 4 5 9; do
    run tests/realstyle/jacobi2d_flatcopy.c --precision $p --size 1001 --time-block 4 --tb-schedule 64,16 --tb-steps $s
    run tests/realstyle/heat3d_flatcopy.c --precision $p --size 47 --time-block 3 --tb-schedule 32,16,8,2 --tb-steps $s
  done
done
} > "$OUT/correct.log"
echo "correctness: $(grep -cE ': verified' "$OUT/correct.log") verified, $(grep -c 'WRONG' "$OUT/correct.log") WRONG, $(grep -c '^error' "$OUT/correct.log") errors"
grep -E "WRONG|^error" "$OUT/correct.log" | head -20
{
for f in "tests/realstyle/jacobi2d_flatcopy.c --size 8192" "tests/realstyle/jacobi2d_canon.c -D NMAX=8192" \
         "tests/realstyle/heat3d_flatcopy.c --size 514" "kernels/heat3d_7pt.c --size 512" \
         "tests/corpus/heat2d_flat_neumann.c --size 8192" "kernels/heat2d_5pt.c --size 8190"; do
  for lv in 0 3; do run $f -O$lv; done
  tune $f --budget 15
  case $f in *neumann*|*heat2d_5pt*) ;; *) tune $f --time-block ;; esac
done
} > "$OUT/speed.log"
grep -E "^===|ms/sweep|ms/step|winner|best|WRONG|^error" "$OUT/speed.log" | head -120
if [ -d .carry/e2e ]; then
  (cd .carry/e2e && bash run.sh && for f in err_*.txt; do echo "== $f"; tail -4 "$f"; done) > "$OUT/e2e.log" 2>&1
  cat "$OUT/e2e.log"
fi
cd "$OUT" && tar czf tunes.tgz tune 2>/dev/null; rm -rf tune
