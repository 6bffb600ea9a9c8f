#!/usr/bin/env bash
# Here (no GPU): the programs of a list (`name|source|tolerance|args|gcc and mint flags|fused
# flags` per line) built with `mint build --timing` at -O3 (single steps) and with the fused
# flags into .carry/e2e, gcc's output beside each (NAME.want), list.txt for e2e_run.sh.
# Usage: bash results/gpu/walls-20261129/build.sh MINT LIST
set -euo pipefail
mint=$(realpath "$1"); list=$2; d=.carry/e2e; rm -rf $d; mkdir -p $d
cp results/gpu/lowrank-20261129/e2e_run.sh $d/run.sh
: > $d/list.txt
while IFS='|' read -r name src tol args flags tbflags; do
  [[ -z $name || $name == \#* ]] && continue
  gcc -O2 -w $flags "$src" -o $d/$name.gcc -lm
  $d/$name.gcc $args > $d/$name.want
  rm $d/$name.gcc
  "$mint" build "$src" $flags --timing -O3 -o $d/${name}_o3 >/dev/null 2>&1
  "$mint" build "$src" $flags --timing $tbflags -o $d/${name}_tb >/dev/null 2>&1
  for v in o3 tb; do cp $d/$name.want $d/${name}_$v.want; echo "${name}_$v $tol|$args" >> $d/list.txt; done
  rm $d/$name.want
done < "$list"
ls $d | wc -l
