#!/bin/bash
# The Poisson rest term (c0 * B) prefetched one iteration ahead per stage (the default) against
# a register ring per point (MINT_TB_REST_RING=1, an experiment switch of the emitter): one load
# per point and iteration instead of one per stage; same schedules.
out=$1; mkdir -p $out
S="--tb-schedule 32,16,512,2 --tb-schedule 32,16,512,4 --tb-schedule 32,32,512,2 --tb-schedule 32,32,512,4"
{
for mode in prefetch ring; do
  for p in f32 f64; do
    echo "=== poisson3d_19pt $p rest $mode"
    if [ $mode = ring ]; then export MINT_TB_REST_RING=1; else unset MINT_TB_REST_RING; fi
    timeout 120 .carry/mint run kernels/poisson3d_19pt.c --precision $p --size 512 --steps 10 --time-block 3,4,5 --tb-form sums $S 2>&1 | grep -E "mint_tb|error|copy"
  done
done
} > $out/rest_ring.log 2>&1
