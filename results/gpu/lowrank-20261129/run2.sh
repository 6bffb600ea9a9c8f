#!/usr/bin/env bash
# Second call: the fused layered-medium kernel with its z-invariant coefficients held in
# registers (TemporalPlan::held), and the buffer-table program beside its twin in one call.
# Usage: bash results/gpu/lowrank-20261129/run2.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
r() { echo "=== $*"; timeout 240 "$M" "$@" 2>&1 | grep -E "mint_kernel|mint_tb|best|sizes|CPU reference|time:|WRONG|error|copy bound" ; }
{
r run tests/corpus/layered3d_profiles.c --size 512 --steps 10 --time-block 2,3 --tb-schedule 32,32,128,2 --tb-schedule 32,64,128,4 --tb-schedule 64,16,128,2
r tune --time-block tests/corpus/layered3d_profiles.c --size 512 --no-cache --out "$OUT/tune_ltb"
r tune --time-block kernels/heat3d_7pt.c --precision f32 --size 512 --no-cache --out "$OUT/tune_htb"
r tune --time-block tests/corpus/heat2d_buffer_table.c --size 8192 --no-cache --out "$OUT/tune_bt"
r tune --time-block tests/realstyle/jacobi2d_canon.c -D NMAX=8192 --no-cache --out "$OUT/tune_jc"
} > "$OUT/held.log" 2>&1
cd "$OUT" && tar czf tunes2.tgz tune_* 2>/dev/null; rm -rf tune_*
cat "$OUT"/held.log
