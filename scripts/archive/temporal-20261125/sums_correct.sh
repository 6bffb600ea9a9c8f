#!/bin/bash
# On the GPU machine: the plane-sum stage form (`--tb-form sums`, with the rest-term register ring
# where a nest has one) at odd sizes against the CPU, after the ring landed: every 3-D Jacobi
# program of kernels/, both precisions, 67^3 and 45x39x33, steps 1, bT-1, bT, bT+1 and 37 at
# bT 4 (the 19-point f32 bench pick's schedule), and bT 3 and 2 with other tiles and rows;
# four mint processes at a time. Then Nsight Compute on the bench's picks (ncu_configs.txt).
# Usage: bash scripts/archive/temporal-20261125/sums_correct.sh OUT   (from the repository root, .carry/mint built here)
out=$1; mkdir -p $out
here=$(dirname "$0")
for p in f32 f64; do
  for k in heat3d_7pt heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do
    for sz in 67 45,39,33; do
      for s in 1 3 4 5 37; do echo "kernels/$k.c --precision $p --size $sz --tb-form sums --time-block 4 --tb-schedule 32,32,512,4 --tb-steps $s --steps 2"; done
      echo "kernels/$k.c --precision $p --size $sz --tb-form sums --time-block 3 --tb-schedule 32,16,64,4 --tb-steps 37 --steps 2"
      echo "kernels/$k.c --precision $p --size $sz --tb-form sums --time-block 2 --tb-schedule 64,8,8,2 --tb-steps 5 --steps 2"
    done
  done
done > $out/cases.txt
mkdir -p $out/logs
i=0
while read -r args; do
  i=$((i + 1))
  { echo "=== $args"; .carry/mint run $args 2>&1; echo "exit $?"; } > $out/logs/$(printf %03d $i).log &
  while [ "$(jobs -rp | wc -l)" -ge 4 ]; do sleep 0.2; done
done < $out/cases.txt
wait
cat $out/logs/*.log > $out/correct.log
echo "sums form: $(grep -c 'verified over' $out/correct.log) verified, $(grep -c WRONG $out/correct.log) WRONG, $(grep -c '^error' $out/correct.log) errors, $(grep -c '^exit [^0]' $out/correct.log) non-zero exits of $i"
grep -B3 -E "WRONG|^error" $out/correct.log | head -30
timeout 400 bash scripts/gpu_ncu_temporal.sh .carry/mint $out/ncu $here/ncu_configs.txt
tar czf $out/sums.tgz -C $out correct.log cases.txt ncu
