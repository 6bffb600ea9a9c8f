#!/usr/bin/env python3
"""Compare a GPU matrix run (scripts/gpu_matrix.sh output) with CPU checksums and print a
Markdown table: one row per program and size, one column per level, each cell the worst relative
difference over the configurations run at that level, plus the timing of each variant.

Usage: scripts/verify_matrix.py CPU_REFS MATRIX [--timing]
CPU_REFS lines: <prog> <size> <steps> checksum <value> (from the plain C program, gcc -O2)."""
import sys
from collections import defaultdict

refs = {}
for line in open(sys.argv[1]):
    p = line.split()
    refs[(p[0], p[1], p[2])] = float(p[4])

worst = defaultdict(float)
count = defaultdict(int)
bad = []
timing = []
for line in open(sys.argv[2]):
    p = line.split()
    prog, level, cfg = p[0].split("__")
    key = (prog, p[1], p[2])
    if p[3] != "rc=0" or len(p) < 6 or p[4] != "checksum":
        bad.append(line.strip())
        continue
    got, ref = float(p[5]), refs[key]
    rel = abs(got - ref) / abs(ref)
    tol = 1e-5 if "f32" in prog else 1e-12
    if rel > tol:
        bad.append(f"{p[0]} {p[1]}: GPU {got!r} CPU {ref!r} rel {rel:.2e} > {tol:g}")
    worst[(key, level)] = max(worst[(key, level)], rel)
    count[(key, level)] += 1
    kv = dict(x.split("=", 1) for x in p[6:] if "=" in x)
    if "median_ms" in kv:
        timing.append((prog, p[1], level, cfg, kv))

print("| program | size | steps | CPU checksum | -O0 | -O1 | -O2 | -O3 |")
print("|---|---|---|---|---|---|---|---|")
for key in sorted(refs):
    if not any((key, f"O{l}") in count for l in range(4)):
        continue
    cells = []
    for l in range(4):
        k = (key, f"O{l}")
        cells.append(f"{worst[k]:.1e} ({count[k]} ok)" if k in count else "-")
    print(f"| {key[0]} | {key[1]} | {key[2]} | {refs[key]:.15e} | " + " | ".join(cells) + " |")
print()
print(f"runs failing verification: {len(bad)}")
for b in bad:
    print("  " + b)
if "--timing" in sys.argv:
    print()
    print("| program | size | level | config | median ms | Gflop/s | GB/s |")
    print("|---|---|---|---|---|---|---|")
    for prog, size, level, cfg, kv in timing:
        print(f"| {prog} | {size} | {level} | {cfg} | {kv['median_ms']} | {kv['gflops']} | {kv['gbps']} |")
sys.exit(1 if bad else 0)
