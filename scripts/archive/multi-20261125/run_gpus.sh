#!/bin/bash
# On the one-GPU machine: `mint run --gpus G` (every nest split over G GPUs, verified against the
# CPU, timed with its halo exchange). One H100: --gpus 1 for real, G = 2 and 3 with
# MINT_GPUS_SHARE=1 (every slab on GPU 0: the split, the shifted indices and the exchange
# checked; no scaling), and the message for --gpus 2 without it.
# Usage: bash scripts/archive/multi-20261125/run_gpus.sh OUT   (from the repository root, .carry/mint built here)
out=$1; mkdir -p $out
m=.carry/mint
{
for p in f64 f32; do
  for k in kernels/*.c; do
    case $k in *2d*) sizes="1001,777 45,39";; *) sizes="67 45,39,33";; esac
    for sz in $sizes; do
      for g in 2 3; do echo "=== $k $p $sz gpus $g share"; MINT_GPUS_SHARE=1 $m run $k --precision $p --size $sz --gpus $g --steps 3 2>&1; done
    done
    echo "=== $k $p gpus 1"; $m run $k --precision $p --size 67 --gpus 1 --steps 3 2>&1
  done
done
for lvl in -O2 -O3; do echo "=== heat3d_7pt $lvl gpus 3 share"; MINT_GPUS_SHARE=1 $m run kernels/heat3d_7pt.c $lvl --size 45,39,33 --gpus 3 --steps 3 2>&1; done
echo "=== no second GPU"; $m run kernels/heat3d_7pt.c --size 67 --gpus 2 2>&1; echo "exit $?"
echo "=== thin slabs"; MINT_GPUS_SHARE=1 $m run kernels/heat3d_13pt.c --size 3 --gpus 3 2>&1; echo "exit $?"
} > $out/correct.log
echo "gpus: $(grep -c ' verified |' $out/correct.log) verified, $(grep -c WRONG $out/correct.log) WRONG, $(grep -c '^error' $out/correct.log) error lines"
grep -B4 -E "WRONG|^error" $out/correct.log | head -40
{
for p in f64 f32; do
  echo "=== heat3d_7pt $p 512 one GPU"; $m run kernels/heat3d_7pt.c --precision $p --size 512 --steps 10 2>&1
  echo "=== heat3d_7pt $p 512 gpus 1"; $m run kernels/heat3d_7pt.c --precision $p --size 512 --steps 10 --gpus 1 2>&1
  echo "=== heat3d_7pt $p 512 gpus 2 share"; MINT_GPUS_SHARE=1 $m run kernels/heat3d_7pt.c --precision $p --size 512 --steps 10 --gpus 2 2>&1
done
} > $out/speed.log
grep -E "===|verified|WRONG|error" $out/speed.log | cut -c1-260
tar czf $out/run_gpus.tgz -C $out correct.log speed.log
