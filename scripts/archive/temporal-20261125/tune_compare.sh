#!/bin/bash
# On the GPU machine: the temporal tuner's search against the exhaustive one (`mint tune
# --time-block --strategy compare`: every candidate timed and verified, then the local search
# replayed over those costs). PART 3d / 3d64: the 3-D 7-point program in f32 / f64 at 256^3
# (588 candidates; at 512^3 the exhaustive search does not fit in one 10-minute device call).
# PART 2d: the 2-D 5-point program at 8192^2, f32 and f64 (144 candidates each).
# Usage: bash scripts/archive/temporal-20261125/tune_compare.sh OUT PART   (from the repository root, .carry/mint built here)
out=$1; mkdir -p $out
case $2 in
3d|3d64) p=f32; [ $2 = 3d64 ] && p=f64
    .carry/mint tune kernels/heat3d_7pt.c --time-block --precision $p --size 256 --strategy compare \
      --budget 520 --no-cache --out $out/tune --timeout 570 > $out/tune$2.log 2>&1; echo "exit $?" >> $out/tune$2.log ;;
2d) for p in f32 f64; do
      .carry/mint tune kernels/heat2d_5pt.c --time-block --precision $p --size 8192 --strategy compare \
        --budget 250 --no-cache --out $out/tune --timeout 280; echo "exit $?"
    done > $out/tune2d.log 2>&1 ;;
esac
tar czf $out/tune_$2.tgz -C $out $(cd $out && ls -d tune*.log tune 2>/dev/null)
