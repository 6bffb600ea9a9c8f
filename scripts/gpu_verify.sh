#!/usr/bin/env bash
# On the GPU machine: the floating-point-aware verification (issue 12).
# 1. the cancelling wave program (tests/verify/wave13.c), f64 and f32: every level, plane sums,
#    vector x, and `mint tune` must verify;
# 2. planted bugs (hidden `mint run --edit-kernel`) must each be called WRONG (exit 1);
# 3. `--exact`: every kernels/ program at -O0..-O3, both precisions, at an odd size, bit-equal;
# 4. the Parboil corpus program (its update cancels) verifies and tunes with its own coefficients.
# Usage: bash scripts/gpu_verify.sh MINT OUT
set -uo pipefail
mint=$1; out=$2
mkdir -p "$out/tune"
w=tests/verify/wave13.c
{
for p in f64 f32; do
  for l in 0 1 2 3; do echo "=== wave13 $p -O$l"; "$mint" run "$w" --precision $p -O$l --size 128 --steps 5 || echo "FAIL wave13 $p O$l"; done
  echo "=== wave13 $p plane sums"; "$mint" run "$w" --precision $p -O2 --plane-sums --tile 64,8,8 --chunk 4,2,8 --size 128 --steps 5 || echo "FAIL wave13 $p psum"
  echo "=== wave13 $p vector x"; "$mint" run "$w" --precision $p -O1 --vector-x --tile 64,4,8 --chunk 4,2,8 --size 128 --steps 5 || echo "FAIL wave13 $p vx"
  echo "=== wave13 $p tune"; "$mint" tune "$w" --precision $p --budget 8 --size 128 --out "$out/tune/wave13_$p" --no-cache || echo "FAIL wave13 $p tune"
done
} > "$out/wave13.log" 2>&1
# Planted bugs: name | level and schedule flags | FROM=>TO
{
while IFS='|' read -r name flags edit; do
  for p in f64 f32; do
    "$mint" run "$w" --precision $p $flags --size 96 --steps 3 --edit-kernel "$edit" > "$out/planted_${name}_$p.txt" 2>&1
    rc=$?
    if [[ $rc == 1 ]] && grep -q WRONG "$out/planted_${name}_$p.txt"; then echo "caught $name $p"; else echo "MISSED $name $p (rc $rc)"; fi
  done
done <<'LIST'
offset|-O0|(x + 2)]=>(x + 1)]
coefficient|-O0|= m0 * cur[=>= (m0 * 1.001) * cur[
dropped|-O0| + cur[(mint_idx_t)(z + 2) * mint_slice_cur + (mint_idx_t)(y) * mint_pitch_cur + (x)])=>)
halo|-O2|mint_sx + 2]=>mint_sx + 3]
barrier|-O2 --tile 32,4,8 --chunk 1,1,8 --edit-kernel __syncthreads();=>;|__syncthreads();=>;
rotation|-O2 --tile 32,4,8 --chunk 1,1,8|const int mint_slot2 = (mint_c + 2) % 6;=>const int mint_slot2 = (mint_c + 1) % 6;
LIST
} > "$out/planted.log" 2>&1
# --exact on every kernels/ program
{
for f in kernels/*.c; do
  for p in f64 f32; do
    for l in 0 1 2 3; do
      echo "=== $f $p -O$l"; "$mint" run "$f" --precision $p -O$l --exact --size 67 --steps 3 || echo "FAIL exact $f $p O$l"
    done
  done
done
} > "$out/exact.log" 2>&1
{
echo "=== parboil run"; "$mint" run tests/corpus/stencil7_parboil.c -O3 --size 256 --steps 5 || echo "FAIL parboil run"
echo "=== parboil tune"; "$mint" tune tests/corpus/stencil7_parboil.c --budget 8 --size 256 --out "$out/tune/parboil" --no-cache || echo "FAIL parboil tune"
} > "$out/parboil.log" 2>&1
grep -h "FAIL\|MISSED" "$out"/*.log; cat "$out/planted.log"
echo "exact: $(grep -c 'verified bit-equal' "$out/exact.log") bit-equal, $(grep -c WRONG "$out/exact.log") wrong"
echo "wave13: $(grep -c ': verified' "$out/wave13.log") verified lines, $(grep -c WRONG "$out/wave13.log") wrong; winners: $(grep -c 'best:' "$out/wave13.log")"
