#!/bin/bash
# Poisson 19-point f32 (and f64 for comparison) over tile shapes, rows and time blocks,
# plane-sum stages; every configuration verified over one pass against the CPU.
out=$1; mkdir -p $out
S=""
for s in 32,16,512,2 32,16,512,4 32,32,512,2 32,32,512,4 64,16,512,2 64,16,512,4 32,8,512,2 64,32,512,4 32,16,256,4 32,16,256,2; do
  S="$S --tb-schedule $s"
done
{
echo "=== poisson3d_19pt f32"
/usr/bin/time -f "wall %e s" timeout 250 .carry/mint run kernels/poisson3d_19pt.c --precision f32 --size 512 --steps 10 --time-block 3,4,5 --tb-form sums $S 2>&1 | grep -E "mint_tb|error|copy|wall|reference"
echo "=== heat3d_27pt f32"
/usr/bin/time -f "wall %e s" timeout 150 .carry/mint run kernels/heat3d_27pt.c --precision f32 --size 512 --steps 10 --time-block 3,4,5 --tb-form sums --tb-schedule 64,32,512,4 --tb-schedule 32,16,512,4 --tb-schedule 64,16,512,4 2>&1 | grep -E "mint_tb|error|copy|wall|reference"
} > $out/sweep19.log 2>&1
