#!/bin/bash
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
bash .carry/e2e/run.sh > $OUT/e2e.log 2>&1; cat $OUT/e2e.log
{
for f in "tests/corpus/jacobi2d_row_pointers.c --size 8192" "tests/realstyle/jacobi2d_canon.c -D NMAX=8192"; do
  echo "== tune --time-block $f"; timeout 150 $M tune $f --time-block 2>&1 | tail -2
done
} > $OUT/tune.log 2>&1; cat $OUT/tune.log
