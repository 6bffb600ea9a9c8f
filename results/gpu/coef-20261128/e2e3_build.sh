#!/usr/bin/env bash
# Here (no GPU): the guard and macro probes and heat3d_guarded_c89.c built with `mint build` at
# -O3 and with --time-block 3 into .carry/e2e (as e2e_build.sh). Usage: bash e2e3_build.sh MINT
set -euo pipefail
mint=$(realpath "$1"); d=.carry/e2e; rm -rf $d; mkdir -p $d
here=results/gpu/coef-20261128
cp results/gpu/idioms-20261128/e2e_run.sh $d/run.sh
: > $d/list.txt
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
guarded3d|tests/corpus/heat3d_guarded_c89.c|1e-5|200 40
guard2d|$here/e2e3/g1_guard_bounds.c|1e-9|3000 50
localarr|$here/e2e3/q4_local_arrays.c|1e-9|0 60
idxmacro|$here/e2e3/q6_idx_macro.c|1e-9|2500 40
accessor3d|$here/e2e3/q11_accessor3d.c|1e-9|150 30
LIST
ls $d | wc -l
