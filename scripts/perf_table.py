#!/usr/bin/env python3
"""Performance table from GPU matrix runs (scripts/gpu_matrix.sh with --timing programs): for every
program at the given size, the best variant per level, with time per sweep, Gflop/s, effective
GB/s, % of the device-to-device copy bandwidth measured on the same machine, and the speedup over
the best -O0 variant. Variants whose checksum failed verification are never listed (run
scripts/verify_matrix.py first).

Usage: scripts/perf_table.py COPY_GBPS SIZE MATRIX [MATRIX ...]"""
import sys

copy = float(sys.argv[1])
size = sys.argv[2]
best = {}
for path in sys.argv[3:]:
    for line in open(path):
        p = line.split()
        if p[1] != size or p[3] != "rc=0":
            continue
        kv = dict(x.split("=", 1) for x in p[6:] if "=" in x)
        prog, level, cfg = p[0].split("__")
        rec = (float(kv["gbps"]), float(kv["median_ms"]), float(kv["gflops"]), cfg, kv["launches"], path.split("/")[-1])
        key = (prog, level)
        if key not in best or rec[0] > best[key][0]:
            best[key] = rec

progs = sorted({k[0] for k in best})
levels = ["O0", "O1", "O2", "O3", "O1ns", "O3ns"]
print("| program | variant | best schedule (tile, chunk) | ms/sweep | Gflop/s | GB/s | % copy | vs best -O0 |")
print("|---|---|---|---|---|---|---|---|")
for prog in progs:
    o0 = best.get((prog, "O0"))
    for lv in levels:
        r = best.get((prog, lv))
        if not r:
            continue
        sp = f"{r[0] / o0[0]:.2f}x" if o0 else "-"
        print(f"| {prog} | -{lv} | {r[3]} | {r[1]:.3f} | {r[2]:.0f} | {r[0]:.0f} | {100 * r[0] / copy:.0f}% | {sp} |")
