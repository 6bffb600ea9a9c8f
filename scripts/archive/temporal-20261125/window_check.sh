#!/bin/bash
# On the GPU machine: (1) the correctness cases of `scripts/gpu_temporal.sh correct` (every
# Jacobi program, both precisions, odd sizes, steps 1, bT-1, bT, bT+1 and 37, four schedules),
# four mint processes at a time; (2) the bench record's temporal picks re-timed at 512^3 /
# 8192^2 (compare with bench/record-20261125-tables.md). Run for the single-GPU fused kernels
# after the multi-GPU ones got bounded loads (TemporalPlan::bounded_loads; the single-GPU text
# is unchanged). A first run of it this session used the session-start binary by mistake (the
# .carry copy was stale); its results were replaced by this one's.
# Usage: bash scripts/archive/temporal-20261125/window_check.sh OUT   (from the repository root, .carry/mint built here)
out=$1; mkdir -p $out/logs
{
for p in f64 f32; do
  for k in heat2d_5pt jacobi2d_residual; do
    for sz in 1001,777 45,39; do
      for s in 1 3 4 5 37; do echo "kernels/$k.c --precision $p --time-block 4 --tb-schedule 64,16 --size $sz --tb-steps $s --steps 2"; done
    done
  done
  for k in heat3d_7pt heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do
    for sz in 67 45,39,33; do
      for s in 1 2 3 4 37; do echo "kernels/$k.c --precision $p --time-block 3 --tb-schedule 32,16,8,2 --size $sz --tb-steps $s --steps 2"; done
      echo "kernels/$k.c --precision $p --time-block 2 --tb-schedule 48,16,8,2 --size $sz --tb-steps 5 --steps 2"
      for s in 1 4 37; do echo "kernels/$k.c --precision $p --time-block 3 --tb-schedule 64,16,8,2 --size $sz --tb-steps $s --steps 2"; done
      echo "kernels/$k.c --precision $p --time-block 2 --tb-schedule 128,8,8,1 --size $sz --tb-steps 3 --steps 2"
    done
  done
done
} > $out/cases.txt
i=0
while read -r args; do
  i=$((i + 1))
  { echo "=== $args"; .carry/mint run $args 2>&1; echo "exit $?"; } > $out/logs/$(printf %03d $i).log &
  while [ "$(jobs -rp | wc -l)" -ge 4 ]; do sleep 0.2; done
done < $out/cases.txt
wait
cat $out/logs/*.log > $out/correct.log
echo "correct: $(grep -c 'verified over' $out/correct.log) verified, $(grep -c WRONG $out/correct.log) WRONG, $(grep -c '^error' $out/correct.log) errors, $(grep -c '^exit [^0]' $out/correct.log) non-zero exits of $i"
grep -B3 -E "WRONG" $out/correct.log | head -20
{
  .carry/mint run kernels/heat3d_7pt.c --precision f32 --size 512 --steps 10 --time-block 5 --tb-schedule 32,64,512,4
  .carry/mint run kernels/heat3d_7pt.c --precision f64 --size 512 --steps 10 --time-block 4 --tb-schedule 32,32,512,1
  .carry/mint run kernels/heat3d_27pt.c --precision f32 --size 512 --steps 10 --time-block 4 --tb-schedule 32,64,512,8
  .carry/mint run kernels/poisson3d_19pt.c --precision f32 --size 512 --steps 10 --time-block 4 --tb-schedule 32,32,512,4
  .carry/mint run kernels/heat2d_5pt.c --precision f32 --size 8192 --steps 10 --time-block 8 --tb-schedule 128,256
} > $out/speed.log 2>&1
grep -E "verified|WRONG" $out/speed.log
tar czf $out/window.tgz -C $out cases.txt correct.log speed.log
