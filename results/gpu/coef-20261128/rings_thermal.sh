#!/bin/bash
# Experiment (one device call): the thermal pair (both read the power map at the point) fused
# without coefficient rings (MINT_TB_COEF_BUDGET=0) and with them (64), same schedules.
# MINT_TB_COEF_BUDGET existed only in the build this measured.
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
S="--tb-schedule 32,16,64,4 --tb-schedule 32,32,64,2 --tb-schedule 64,16,64,2 --tb-schedule 32,32,64,4"
for f in thermal3d_flat thermal3d_canon; do for b in 0 64; do
  echo "=== $f budget $b"
  MINT_TB_COEF_BUDGET=$b timeout 140 $M run tests/realstyle/$f.c --size 512,512,64 --steps 10 --time-block 2,3,4 $S 2>&1 | grep -E "mint_tb|WRONG|error"
done; done > $OUT/rings.log 2>&1
grep -E "^===|mint_tb" $OUT/rings.log | sed -E 's/.*\(([0-9]+) steps per launch, tile ([0-9x]+), ([0-9]+) rows.*: (verified|WRONG) over.* ([0-9.]+) ms per step.*\| ([0-9]+) registers.*/bt\1 \2 r\3 \4 \5 ms \6 regs/'
