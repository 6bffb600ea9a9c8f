#!/usr/bin/env python3
"""Summarise a scripts/gpu_multi.sh stage folder (LOG): every GPU run's output against the CPU
reference of the same program, precision and size (f64 within 1e-11 relative; float arithmetic,
which includes heat3d_7pt_f32.c at either precision, within 1e-5; float reductions, whose GPU tree
adds in another order than the CPU's sequential sum, within 1e-4 as `mint run` checks them), the
strong-scaling speedups, the
2304^3 checksums and out-of-memory messages. Usage: verify_multi.py LOG"""
import os
import re
import sys

log = sys.argv[1]


def read(name):
    try:
        with open(os.path.join(log, name)) as f:
            return f.read()
    except OSError:
        return None


def numbers(text):
    """[(words, [numbers])] per line."""
    out = []
    for line in text.splitlines():
        words, nums = [], []
        for tok in line.split():
            try:
                nums.append(float(tok))
                words.append("#")
            except ValueError:
                words.append(tok)
        out.append((words, nums))
    return out


def worst(got, want):
    """Largest relative difference, or None if the outputs differ in shape."""
    a, b = numbers(got), numbers(want)
    if len(a) != len(b) or not a:
        return None
    w = 0.0
    for (wa, na), (wb, nb) in zip(a, b):
        if wa != wb or len(na) != len(nb):
            return None
        for x, y in zip(na, nb):
            if x != y:
                w = max(w, abs(x - y) / max(abs(x), abs(y)))
    return w


files = sorted(os.listdir(log))
bad = 0
rows = []
for f in files:
    m = re.match(r"(gpu[12]|mpi2|hand2)__(.+)__(.+)\.out$", f)
    if not m:
        continue
    kind, prog, size = m.groups()
    ref_prog = prog
    if kind == "hand2" and prog.endswith("f32"):
        # The hand program sums its float grid in double, as kernels/heat3d_7pt_f32.c does
        # (with --precision f32 heat3d_7pt.c would sum in float).
        ref_prog = "heat3d_7pt_f32_f64"
    want = read(f"cpu__{ref_prog}__{size}.out")
    got = read(f)
    floating = "f32" in prog  # the f32 precision, or a program written in float
    reduces_float = floating and prog.startswith("jacobi2d_residual")
    tol = 1e-4 if reduces_float else 1e-5 if floating else 1e-11
    if kind == "hand2":
        # The hand program prints step times too: compare its checksum line only.
        got = "\n".join(l for l in got.splitlines() if l.startswith("checksum"))
        want = want and "\n".join(l for l in want.splitlines() if l.startswith("checksum"))
    w = worst(got, want) if want is not None else None
    ok = w is not None and w <= tol
    bad += not ok
    err = (read(f.replace(".out", ".err")) or "").strip().splitlines()
    rows.append(f"{'ok  ' if ok else 'FAIL'} {kind:5} {prog:28} {size:12} rel {w if w is not None else 'missing/shape':>10}"
                + ("" if ok else f"   stderr: {' | '.join(err[-3:])}"))

# Strong scaling: mint-timing median of the nest, or the hand program's median_ms.
scale = {}
for f in files:
    m = re.match(r"(scale|big)__(.+)__(\d+)__gpus(\d)\.out$", f)
    if not m:
        continue
    _, prog, size, g = m.groups()
    out, err = read(f) or "", read(f.replace(".out", ".err")) or ""
    t = re.search(r"median_ms=([0-9.]+)", err) or re.search(r"median_ms ([0-9.]+)", out)
    c = re.search(r"checksum (\S+)", out)
    scale[(prog, size, g)] = (float(t.group(1)) if t else None, c.group(1) if c else None, err.strip().splitlines()[-2:])
for (prog, size, g), (t, c, err) in sorted(scale.items()):
    rows.append(f"run   {prog:22} n={size:5} gpus={g} median_ms={t} checksum={c}"
                + ("" if c else f"   stderr: {' | '.join(err)}"))
for (prog, size, g), (t1, c1, _) in sorted(scale.items()):
    if g != "1" or (prog, size, "2") not in scale:
        continue
    t2, c2, _ = scale[(prog, size, "2")]
    if t1 and t2:
        same = "same checksum" if c1 == c2 else f"checksums {c1} vs {c2}"
        rows.append(f"speedup {prog} n={size}: 1 GPU {t1} ms, 2 GPUs {t2} ms: {t1 / t2:.3f}x ({same})")
big = [k for k in scale if k[0] == "hand_f64" and k[2] == "2" and any(f.startswith("big__") and f"__{k[1]}__" in f for f in files)]
size = big[0][1] if big else "2304"
mint2, hand2 = scale.get(("heat3d_7pt_f64", size, "2")), scale.get(("hand_f64", size, "2"))
if mint2 and hand2 and mint2[1] and hand2[1]:
    a, b = float(mint2[1]), float(hand2[1])
    r = abs(a - b) / max(abs(a), abs(b))
    ok = r <= 1e-11
    bad += not ok
    rows.append(f"{'ok  ' if ok else 'FAIL'} {size}^3 on 2 GPUs: mint checksum {mint2[1]}, hand {hand2[1]}, rel {r:.1e}")
for f in files:
    if f.startswith("big__") and "gpus1" in f and f.endswith(".err"):
        msg = [l for l in (read(f) or "").splitlines() if "allocate" in l or "more GPUs" in l]
        rows.append(f"one GPU, {f}: " + (" / ".join(msg) if msg else "NO out-of-memory message"))
print("\n".join(rows))
print(f"runs failing verification: {bad}")
