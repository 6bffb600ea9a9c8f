#!/bin/bash
# Run each built program on the GPU and compare with gcc's output (numbers within the relative
# tolerance the list gives, words equal).
cd "$(dirname "$0")"
pass=0; fail=0
while IFS='|' read -r spec args; do
  set -- $spec; name=$1; tol=$2
  t0=$(date +%s.%N); got=$(timeout 120 ./$name $args 2>err_$name.txt); rc=$?; t1=$(date +%s.%N); echo "time $name $(awk "BEGIN{print $t1 - $t0}") s"
  echo "$got" > $name.got
  if python3 - "$name" "$tol" <<'PY'
import sys
n, tol = sys.argv[1], float(sys.argv[2])
a = open(n + ".got").read().split(); b = open(n + ".want").read().split()
ok = len(a) == len(b)
for x, y in zip(a, b):
    try:
        fx, fy = float(x), float(y)
        ok &= abs(fx - fy) <= tol * max(1.0, abs(fy))
    except ValueError:
        ok &= x == y
sys.exit(0 if ok else 1)
PY
  then echo "SAME $name rc=$rc: $(echo $got | tail -c 200)"; pass=$((pass+1)); else echo "DIFF $name rc=$rc: got [$got] want [$(cat $name.want)] err: $(head -3 err_$name.txt)"; fail=$((fail+1)); fi
done < list.txt
echo "e2e: $pass same, $fail different"
