#!/bin/bash
# On the GPU: every build at its check size against gcc's output (rel. 1e-12), then each timed
# (2-D: 8192^2 f64, 100 sweeps: PolyBench 50 steps of two, the twin 100; 3-D: 515x513x511 f64,
# 40 steps), three runs; the --timing summaries on stderr. Usage: bash .carry/bounds/run.sh OUT
cd "$(dirname "$0")"; out=$1; mkdir -p $out
cmp() { python3 - "$1" "$2" <<'PY'
import sys
a = open(sys.argv[1]).read().split(); b = open(sys.argv[2]).read().split()
ok = len(a) == len(b)
for x, y in zip(a, b):
    try:
        ok &= abs(float(x) - float(y)) <= 1e-12 * max(1.0, abs(float(y)))
    except ValueError:
        ok &= x == y
sys.exit(0 if ok else 1)
PY
}
small() { case $1 in pb) echo "2003 23";; cn) echo "2003 46";; *) echo "61 9";; esac; }
big() { case $1 in pb) echo "8192 50";; cn) echo "8192 100";; *) echo "512 40";; esac; }
exes=$(ls | grep -E '^(pb|cn|d3|s3)_' | grep -vE '\.(got|err)$')
{
for e in $exes; do
  p=${e%%_*}
  timeout 120 ./$e $(small $p) > $e.got 2> $e.err; rc=$?
  if cmp $e.got $p.want; then r=SAME; else r=DIFF; fi
  echo "check $e rc=$rc $r notes=$(grep -c 'one step per launch' $e.err)"
done
for rep in 1 2 3; do
  for e in $exes; do
    p=${e%%_*}
    echo "time $e $(timeout 120 ./$e $(big $p) 2>&1 | grep -E 'mint-timing kernel=mint_(tb|kernel)' | sed -E 's/.*kernel=([a-z_0-9]+).*median_ms=([0-9.]+).*/\1 \2/' | tr '\n' ' ')"
  done
done
} > $out/bounds.log 2>&1
grep -E "^check" $out/bounds.log | grep -v SAME; echo "checks: $(grep -c 'SAME notes=0' $out/bounds.log) same without a note of $(grep -c '^check' $out/bounds.log)"
python3 - $out/bounds.log <<'PY'
import sys, collections
t = collections.defaultdict(list)
for line in open(sys.argv[1]):
    w = line.split()
    if w and w[0] == "time" and len(w) >= 4:
        t[w[1]].append(sum(float(x) for x in w[3::2]))
for k in sorted(t):
    v = sorted(t[k]); print(f"{k:12s} median {v[len(v)//2]:.3f} ms  ({' '.join(f'{x:.3f}' for x in t[k])})")
PY
