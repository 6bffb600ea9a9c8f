#!/bin/bash
# Each --gpus build on 1 and 2 GPUs: the same output on both (bit for bit) and gcc's (1e-6
# relative: float programs contract FMAs on the GPU); then the timed pair on 1 and 2 GPUs.
cd "$(dirname "$0")"
export NCCL_NVLS_ENABLE=0
pass=0; fail=0
while IFS='|' read -r spec args; do
  set -- $spec; name=$1
  for g in 1 2; do MINT_GPUS=$g timeout 300 ./$name $args > $name.g$g 2> $name.err$g; echo "rc=$?" >> $name.err$g; done
  if cmp -s $name.g1 $name.g2 && python3 - "$name" <<'PY'
import sys
n = sys.argv[1]
a = open(n + ".g2").read().split(); b = open(n + ".want").read().split()
ok = len(a) == len(b)
for x, y in zip(a, b):
    try:
        ok &= abs(float(x) - float(y)) <= 1e-6 * max(1.0, abs(float(y)))
    except ValueError:
        ok &= x == y
sys.exit(0 if ok else 1)
PY
  then echo "SAME $name: $(cat $name.g2 | tr '\n' ' ')"; pass=$((pass+1)); else echo "DIFF $name: 1 GPU [$(cat $name.g1)] 2 GPUs [$(cat $name.g2)] gcc [$(cat $name.want)] err: $(tail -3 $name.err2)"; fail=$((fail+1)); fi
done < list.txt
echo "multi e2e: $pass same, $fail different"
for name in big_sp big_sc big_sp_tb big_sc_tb; do
  for g in 1 2; do
    for mode in launch loop; do
      echo "== $name on $g GPU(s), MINT_TIMING=$mode"
      MINT_GPUS=$g MINT_TIMING=$mode timeout 300 ./$name 512 40 2>&1 | grep -E "checksum|centre|mint-timing|mint:" | head -6
    done
  done
done
