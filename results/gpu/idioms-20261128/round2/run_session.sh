#!/bin/bash
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
nvidia-smi --query-gpu=name --format=csv,noheader > $OUT/gpu.txt 2>&1
bash .carry/e2e/run.sh > $OUT/e2e.log 2>&1; tail -1 $OUT/e2e.log
bash .carry/pb/run.sh > $OUT/polybench.log 2>&1; cat $OUT/polybench.log
{
echo "== hotspot2d_regions -O3 4096"; $M run tests/corpus/hotspot2d_regions.c --size 4096 -O3 2>&1 | grep mint_kernel
echo "== hotspot2d_regions tune"; timeout 120 $M tune tests/corpus/hotspot2d_regions.c --size 4096 2>&1 | tail -3
} > $OUT/run.log 2>&1
cat $OUT/run.log
