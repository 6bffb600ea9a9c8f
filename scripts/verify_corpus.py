#!/usr/bin/env python3
"""Compare the corpus programs' GPU output (scripts/gpu_corpus.sh runs.txt) with the plain C
program's (scripts/corpus_prepare.sh cpu_refs.txt); print a markdown table, exit 1 on a mismatch.
Tolerance: 1e-12 relative for double programs, 1e-5 for float ones (nvcc contracts a*b+c into FMA,
gcc on x86-64 does not).
Usage: python3 scripts/verify_corpus.py CPU_REFS RUNS"""
import re, sys

def blocks(path):
    out, cur = {}, None
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("### "):
            cur = tuple(line[4:].split())
            out[cur] = []
        elif cur is not None:
            m = re.match(r"checksum\s+(\S+)", line)
            if m:
                out[cur].append(float(m.group(1)))
    return out

cpu, gpu = blocks(sys.argv[1]), blocks(sys.argv[2])
cols = ["O0", "O1", "O2", "O3", "tuned"]
print("| program | CPU checksum(s) | " + " | ".join(cols) + " |")
print("|---|---|" + "---|" * len(cols))
bad = 0
for (name,), ref in cpu.items():
    f32 = "f32" in name or any(w in name for w in ("parboil", "advect", "wave3d_order8", "gauss5"))  # float programs
    tol = 1e-5 if f32 else 1e-12
    cells = []
    for c in cols:
        got = gpu.get((name, c))
        if not got or len(got) != len(ref):
            cells.append("missing")
            bad += 1
            continue
        d = max(abs(a - b) / max(abs(a), abs(b), 1e-300) for a, b in zip(ref, got))
        ok = d <= tol
        bad += not ok
        cells.append(f"{d:.1e}" + ("" if ok else " WRONG"))
    print(f"| {name} | {' / '.join(f'{r:.15e}' for r in ref)} | " + " | ".join(cells) + " |")
print(f"\nmismatches or missing: {bad}")
sys.exit(1 if bad else 0)
