#!/bin/bash
# Real PolyBench/C 4.2.1 stencils (SMALL_DATASET, arrays dumped to stderr) built by mint build with
# utilities/polybench.c: each dump against gcc's (relative 1e-9 on numbers).
cd "$(dirname "$0")"
pass=0; fail=0
for exe in *__O3 *___time_block_3; do
  b=$(echo $exe | sed 's/__O3$//; s/___time_block_3$//; s/_/-/g')
  timeout 120 ./$exe 2> $exe.got > /dev/null; rc=$?
  if python3 - $exe.got $b.want <<'PY'
import sys
a = [l for l in open(sys.argv[1]) if not l.startswith("mint:")]
a = " ".join(a).split(); b = open(sys.argv[2]).read().split()
ok = len(a) == len(b)
for x, y in zip(a, b):
    try:
        fx, fy = float(x), float(y); ok &= abs(fx - fy) <= 1e-9 * max(1.0, abs(fy))
    except ValueError:
        ok &= x == y
sys.exit(0 if ok else 1)
PY
  then echo "SAME $exe rc=$rc ($(wc -l < $b.want) lines) $(grep '^mint:' $exe.got | head -1)"; pass=$((pass+1)); else echo "DIFF $exe rc=$rc"; fail=$((fail+1)); fi
done
echo "polybench: $pass same, $fail different"
