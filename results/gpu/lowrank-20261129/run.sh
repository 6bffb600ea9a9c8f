#!/usr/bin/env bash
# Coefficient arrays of lower rank (profiles, maps) and buffer tables: the new stencil nests
# beside the canonical programs, in one call; every configuration verified against the CPU.
# Usage: bash results/gpu/lowrank-20261129/run.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > "$OUT/env.txt"
r() { echo "=== $*"; timeout 240 "$M" "$@" 2>&1 | grep -E "mint_kernel|mint_tb|best|sizes|CPU reference|time:|WRONG|error|copy bound" ; }
{
# 3-D: the layered medium (float), each level; the 7-point heat (float) as the canonical.
for lv in -O0 -O1 -O2 -O3; do r run tests/corpus/layered3d_profiles.c --size 512 --steps 10 $lv; done
r run kernels/heat3d_7pt.c --precision f32 --size 512 --steps 10 -O3
r run tests/corpus/layered3d_profiles.c --size 512 --steps 10 --time-block 1,2,3,4 --tb-schedule 32,32,128,2 --tb-schedule 32,64,128,4 --tb-schedule 64,16,128,2
r run kernels/heat3d_7pt.c --precision f32 --size 512 --steps 10 --time-block 1,2,3,4 --tb-schedule 32,32,128,2 --tb-schedule 32,64,128,4 --tb-schedule 64,16,128,2
} > "$OUT/layered.log" 2>&1
{
r tune tests/corpus/layered3d_profiles.c --size 512 --no-cache --out "$OUT/tune_l"
r tune --time-block tests/corpus/layered3d_profiles.c --size 512 --no-cache --out "$OUT/tune_ltb"
r tune --time-block kernels/heat3d_7pt.c --precision f32 --size 512 --no-cache --out "$OUT/tune_htb"
} > "$OUT/tune3d.log" 2>&1
{
# 2-D: the buffer table and the metrics, fused, beside the canonical 5-point heat (double).
r run tests/corpus/heat2d_buffer_table.c --size 8192 --steps 10 -O1
r run kernels/heat2d_5pt.c --size 8192 --steps 10 -O1
r tune --time-block tests/corpus/heat2d_buffer_table.c --size 8192 --no-cache --out "$OUT/tune_bt"
r tune --time-block tests/realstyle/jacobi2d_canon.c --size 8192 --no-cache --out "$OUT/tune_jc"
r tune --time-block tests/corpus/stretched2d_metrics.c --size 512 --no-cache --out "$OUT/tune_sm"
} > "$OUT/two_d.log" 2>&1
cd "$OUT" && tar czf tunes.tgz tune_* 2>/dev/null; rm -rf tune_*
cat "$OUT"/*.log
