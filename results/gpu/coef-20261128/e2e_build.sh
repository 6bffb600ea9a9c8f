#!/usr/bin/env bash
# Here (no GPU): whole programs with coefficient arrays built with `mint build` at -O3 and with
# --time-block 3 into .carry/e2e, gcc's output beside each (NAME.want), list.txt for
# results/gpu/idioms-20261128/e2e_run.sh (copied in as run.sh). Probe programs in e2e/.
# Usage: bash results/gpu/coef-20261128/e2e_build.sh MINT
set -euo pipefail
mint=$(realpath "$1"); d=.carry/e2e; rm -rf $d; mkdir -p $d
here=results/gpu/coef-20261128
cp results/gpu/idioms-20261128/e2e_run.sh $d/run.sh
: > $d/list.txt
# name|source|tolerance|args
while IFS='|' read -r name src tol args; do
  [[ -z $name || $name == \#* ]] && continue
  gcc -O2 -w "$src" -o $d/$name.gcc -lm
  $d/$name.gcc $args > $d/$name.want
  rm $d/$name.gcc
  "$mint" build "$src" -O3 -o $d/${name}_o3 >/dev/null 2>&1
  "$mint" build "$src" -O2 --time-block 3 -o $d/${name}_tb >/dev/null 2>&1
  for v in o3 tb; do cp $d/$name.want $d/${name}_$v.want; echo "${name}_$v $tol|$args" >> $d/list.txt; done
  rm $d/$name.want
done <<LIST
harmonic|tests/corpus/conduct3d_harmonic.c|1e-9|160 40
globalptr|tests/corpus/heat3d_global_pointers.c|1e-5|0 41
poisson_rhs|$here/e2e/p2_poisson2d_rhs.c|1e-9|2000 60
wave_vel|$here/e2e/p3_wave_vel3d.c|1e-4|160 30
mask2d|$here/e2e/p4_mask2d.c|1e-9|3000 50
aniso2d|$here/e2e/p5_aniso2d.c|1e-9|0 77
thermal|tests/realstyle/thermal3d_flat.c|1e-5|256 40
LIST
ls $d | wc -l
