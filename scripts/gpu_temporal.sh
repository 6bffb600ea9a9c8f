#!/usr/bin/env bash
# On the GPU machine: temporal blocking (`mint run --time-block`), verified over 2*BT+1 steps
# and timed, 2-D heat 8192^2 and 3-D 7-point 512^3, both precisions, for several BT and tiles;
# the single-sweep kernels beside them. Usage: bash scripts/gpu_temporal.sh MINT OUT
set -uo pipefail
mint=$1; out=$2; mkdir -p "$out"
{
for p in f32 f64; do
  echo "=== heat2d $p single sweep"; "$mint" run kernels/heat2d_5pt.c --precision $p -O1 --vector-x --tile 64,4 --chunk 4,2 --size 8192 --steps 10
  for bt in 1 2 4 6 8; do
    for tile in 32,8 64,8 32,16; do
      echo "=== heat2d $p bt $bt tile $tile"; "$mint" run kernels/heat2d_5pt.c --precision $p --time-block $bt --tile $tile --size 8192 --steps 10
    done
  done
  echo "=== heat3d $p single sweep"; "$mint" run kernels/heat3d_7pt.c --precision $p -O2 --plane-sums --tile 64,8,16 --chunk 2,2,16 --size 512 --steps 10
  for bt in 1 2 3; do
    for tile in 32,4,4 32,8,2 64,4,2; do
      echo "=== heat3d $p bt $bt tile $tile"; "$mint" run kernels/heat3d_7pt.c --precision $p --time-block $bt --tile $tile --size 512 --steps 10
    done
  done
done
} > "$out/temporal.log" 2>&1
grep -E "===|mint_tb|mint_kernel_1 \(|error" "$out/temporal.log" | sed -E 's/\| [0-9]+ registers.*\| max rel/| max rel/' | cut -c1-230
