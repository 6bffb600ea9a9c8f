#!/usr/bin/env bash
# Here (no GPU): the skipped-edge and linear-index programs built with `mint build` at
# -O3 and with --time-block 3 into .carry/e2e (as e2e_build.sh). Usage: bash e2e4_build.sh MINT
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
skipedges|tests/corpus/diffuse2d_skip_edges.c|1e-9|3000 40
linidx|tests/corpus/smooth2d_linear_index.c|1e-9|3000 40
partial|$here/e2e4/c2_continue_partial.c|1e-5|3000 30
linidx_probe|$here/e2e4/q2_linear_index.c|1e-5|2500 30
LIST
ls $d | wc -l
