#!/bin/bash
# Experiment (one device call): Poisson 7-point (its right-hand side `B` at the point) fused
# without coefficient rings (MINT_TB_COEF_BUDGET=0) and with them (64), 512^3, both precisions,
# the schedules of the bench's picks and the default. MINT_TB_COEF_BUDGET existed only in the
# build this measured.
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
S="--tb-schedule 32,32,128,2 --tb-schedule 64,32,128,2 --tb-schedule 32,16,128,2 --tb-schedule 32,64,128,4"
for p in f32 f64; do for b in 0 64; do
  echo "=== poisson3d_7pt $p budget $b"
  MINT_TB_COEF_BUDGET=$b timeout 140 $M run kernels/poisson3d_7pt.c --precision $p --size 512 --steps 10 --time-block 2,3,4 $S 2>&1 | grep -E "mint_tb|WRONG|error"
done; done > $OUT/rings.log 2>&1
grep -E "^===|mint_tb" $OUT/rings.log | sed -E 's/.*\(([0-9]+) steps per launch, tile ([0-9x]+), ([0-9]+) rows.*: (verified|WRONG) over.* ([0-9.]+) ms per step, .* ([0-9.]+)x the single.*\| ([0-9]+) registers, [0-9]+ B shared, ([0-9]+) B spill.*/bt\1 \2 r\3 \4 \5 ms \6x \7 regs \8 spill/'
