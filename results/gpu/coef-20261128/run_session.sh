#!/bin/bash
# One device call (nvidia-h200): the whole programs of e2e_build.sh against gcc, the clamped
# thermal program beside its twin fused at two schedules (both read a coefficient at the point:
# rings in both), and `mint tune --time-block` on the variable-coefficient kernel, both
# precisions (the tuner's register model counts the rings). Carry .carry/rs and .carry/e2e.
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
bash .carry/e2e/run.sh > $OUT/e2e.log 2>&1; cat $OUT/e2e.log
{
for f in tests/realstyle/thermal3d_flat.c tests/realstyle/thermal3d_canon.c; do
  echo "=== $f"; timeout 120 $M run $f --size 512,512,64 --steps 10 --time-block 2,3 --tb-schedule 64,16,128,2 --tb-schedule 32,32,128,2 2>&1 | grep -E "mint_tb|WRONG|error"
done
} > $OUT/thermal.log 2>&1; cat $OUT/thermal.log
{
for p in f32 f64; do
  echo "=== tune varcoef $p"; timeout 200 $M tune kernels/heat3d_7pt_varcoef.c --precision $p --size 512 --time-block 2>&1 | tail -4
done
} > $OUT/tune.log 2>&1; cat $OUT/tune.log
