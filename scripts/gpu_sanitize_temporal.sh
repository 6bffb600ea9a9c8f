#!/usr/bin/env bash
# compute-sanitizer memcheck and racecheck over the temporal-blocking kernels at odd sizes (every
# 3-D Jacobi program of kernels/ in two schedules, the 2-D ones), 12 at a time.
# Usage: bash scripts/gpu_sanitize_temporal.sh MINT OUT
M=$1; out=$2; mkdir -p $out
san=$(command -v compute-sanitizer || ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1)
jobs=()
for k in heat3d_7pt heat3d_13pt heat3d_27pt poisson3d_7pt poisson3d_19pt heat3d_7pt_varcoef; do
  for s in 32,16,8,2 48,16,8,2; do for t in memcheck racecheck; do
    jobs+=("$san --tool $t --error-exitcode 99 $M run kernels/$k.c --size 37,35,33 --time-block 3 --tb-schedule $s --tb-steps 4 --steps 1 > $out/${k}_${s//,/x}_$t.log 2>&1; echo \"$k $s $t rc=\$?\"")
  done; done
done
for k in heat2d_5pt jacobi2d_residual; do for t in memcheck racecheck; do
  jobs+=("$san --tool $t --error-exitcode 99 $M run kernels/$k.c --size 131,129 --time-block 4 --tb-schedule 64,16 --tb-steps 5 --steps 1 > $out/${k}_$t.log 2>&1; echo \"$k $t rc=\$?\"")
done; done
printf '%s\n' "${jobs[@]}" | xargs -P 12 -I{} bash -c '{}' | sort > $out/rc.txt
cat $out/rc.txt | grep -vc "rc=0$" ; grep -h "ERROR SUMMARY\|RACECHECK SUMMARY" $out/*.log | sed 's/=========//' | sort | uniq -c; grep -l WRONG $out/*.log | head
