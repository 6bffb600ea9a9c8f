#!/bin/bash
# This session's GPU check: whole programs against gcc, then mint run (verify + time).
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
nvidia-smi --query-gpu=name,clocks.max.sm --format=csv > $OUT/gpu.txt 2>&1
bash .carry/e2e/run.sh > $OUT/e2e.log 2>&1; tail -1 $OUT/e2e.log
{
for f in tests/corpus/conduct2d_struct.c tests/corpus/relax2d_pick_args.c; do
  for flags in "-O1" "-O3" "--time-block 4" "--time-block 6"; do
    echo "== $f $flags"; $M run $f --size 8192 --steps 12 $flags 2>&1 | grep -v "^ *│\|┌─\|^$" | tail -4
  done
done
echo "== monitor -O3"; $M run tests/realstyle/heat2d_monitor.c --size 4096 -O3 2>&1 | tail -3
echo "== conduct tune tb"; timeout 200 $M tune tests/corpus/conduct2d_struct.c --size 8192 --time-block 2>&1 | tail -6
} > $OUT/run.log 2>&1
tail -60 $OUT/run.log
