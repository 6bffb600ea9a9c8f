#!/bin/bash
# Experiment (one device call): the clamped 3-D thermal program with its fused kernel as one
# ghosted body (off), or as a dispatch between a part for the blocks clear of the x/y edges and
# the ghosted part (noinline: device functions; inline: both inlined), beside its twin, at the
# same schedules. MINT_TB3_PARTS existed only in the build this measured.
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
S="--tb-schedule 32,16,64,4 --tb-schedule 32,32,64,2 --tb-schedule 64,16,64,2 --tb-schedule 32,32,64,4 --tb-schedule 32,16,64,2"
for v in off noinline inline; do
  echo "=== thermal3d_flat $v"
  MINT_TB3_PARTS=$v timeout 170 $M run tests/realstyle/thermal3d_flat.c --size 512,512,64 --steps 10 --time-block 2,3,4 $S 2>&1 | grep -E "mint_tb|WRONG|error"
done > $OUT/parts.log 2>&1
echo "=== thermal3d_canon" >> $OUT/parts.log
timeout 170 $M run tests/realstyle/thermal3d_canon.c --size 512,512,64 --steps 10 --time-block 2,3,4 $S 2>&1 | grep -E "mint_tb|WRONG|error" >> $OUT/parts.log
grep -E "^===|mint_tb" $OUT/parts.log | sed -E 's/.*\(([0-9]+) steps per launch, tile ([0-9x]+), ([0-9]+) rows.*: (verified|WRONG) over.* ([0-9.]+) ms per step.*\| ([0-9]+) registers.*/bt\1 \2 r\3 \4 \5 ms \6 regs/'
