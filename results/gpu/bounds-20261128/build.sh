#!/usr/bin/env bash
# Here (no GPU): programs whose two arrays differ outside the iteration space beside their twins,
# built with `mint build --timing` at -O3 and with --time-block into .carry/bounds, gcc's output
# at the check sizes beside each:
#   pb  tests/corpus/jacobi2d_polybench.c (PolyBench's jacobi-2d: A and B start apart)
#   cn  tests/realstyle/jacobi2d_canon.c -DNMAX=8192 (its twin: two arrays, a pointer swap)
#   d3  diff3d.c (3-D 7-point, double; v has a wall of its own), s3 the same with -DSAME (twin)
# Usage: bash results/gpu/bounds-20261128/build.sh MINT [VARIANT...]   (a variant is a name and
# environment for mint, e.g. `pre` or `use:MINT_TB_YLOAD=use`, a switch of the build measured)
set -euo pipefail
mint=$(realpath "$1"); shift; d=.carry/bounds; rm -rf $d; mkdir -p $d
here=$(dirname "$0")
cp $here/run.sh $d/run.sh
variants=${*:-pre}
gcc -O2 -w tests/corpus/jacobi2d_polybench.c -o $d/x && $d/x 2003 23 > $d/pb.want
gcc -O2 -w -DNMAX=8192 tests/realstyle/jacobi2d_canon.c -o $d/x && $d/x 2003 46 > $d/cn.want
gcc -O2 -w $here/diff3d.c -o $d/x && $d/x 61 9 > $d/d3.want
gcc -O2 -w -DSAME $here/diff3d.c -o $d/x && $d/x 61 9 > $d/s3.want
rm $d/x
b() { env $1 "$mint" build "${@:3}" --timing -o $d/$2 >/dev/null 2>&1 || echo "build $2 failed"; }
b X=1 pb_o3 tests/corpus/jacobi2d_polybench.c -O3
b X=1 cn_o3 tests/realstyle/jacobi2d_canon.c -D NMAX=8192 -O3
for v in $variants; do
  name=${v%%:*}; envs=${v#*:}; [ "$envs" = "$v" ] && envs=X=1
  for bt in 7 10; do
    b $envs pb_${name}$bt tests/corpus/jacobi2d_polybench.c -O2 --time-block $bt
    b $envs cn_${name}$bt tests/realstyle/jacobi2d_canon.c -D NMAX=8192 -O2 --time-block $bt
  done
  for bt in 3 4; do
    b $envs d3_${name}$bt $here/diff3d.c -O2 --time-block $bt
    b $envs s3_${name}$bt $here/diff3d.c -D SAME -O2 --time-block $bt
  done
done
ls $d | tr '\n' ' '; echo
