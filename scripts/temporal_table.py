"""Summarise `mint run --time-block` speed logs (stdin): the best configuration per program and
precision, and the best per BT (for the chart). Prints a table; writes nothing."""
import re
import sys

best, per_bt = {}, {}
cmd = None
for line in sys.stdin:
    if line.startswith("==="):
        cmd = line[4:].strip()
        continue
    m = re.search(r"(mint_tb_\d+) \((\d+) steps per launch, (.*?)\): (\S+) over .*?([0-9.]+) ms per step, ([0-9.]+) Gflop/s, ([0-9.]+)x the single-sweep copy bound", line)
    if not m or cmd is None:
        continue
    prog = re.search(r"kernels/(\S+)\.c", cmd).group(1)
    prec = re.search(r"--precision (\S+)", cmd).group(1)
    bt, sched, status = int(m.group(2)), m.group(3), m.group(4)
    ms, x = float(m.group(5)), float(m.group(7))
    if status != "verified":
        continue
    key = (prog, prec, m.group(1))
    if key not in best or x > best[key][0]:
        best[key] = (x, ms, f"bt {bt}, {sched}")
    k2 = key + (bt,)
    if k2 not in per_bt or x > per_bt[k2]:
        per_bt[k2] = x
print("| program | precision | kernel | best x copy bound | ms per step | configuration |")
print("|---|---|---|---|---|---|")
for (prog, prec, k), (x, ms, conf) in sorted(best.items()):
    print(f"| {prog} | {prec} | {k} | {x:.2f} | {ms:.4f} | {conf} |")
print()
print("per BT (best over tiles):")
for key in sorted({k[:3] for k in per_bt}):
    row = " ".join(f"{bt}:{per_bt[key + (bt,)]:.2f}" for bt in sorted(b for (*k, b) in per_bt if tuple(k) == key))
    print(f"  {key[0]} {key[1]} {key[2]}: {row}")
