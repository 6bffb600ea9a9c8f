#!/usr/bin/env bash
# Call 3: after the tuners' change (the stack of sin/cos/tan is no spill): `mint tune` and
# `mint tune --time-block` of the pulsed source (it calls sin) at 8192^2, f64.
# Usage: bash results/gpu/leapfrog-20261129/run3.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -6; }
nvidia-smi -L > "$OUT/env.txt"
{
tune tests/realstyle/heat2d_pulsed_source.c --size 8192 --time-block
tune tests/realstyle/heat2d_pulsed_source.c --size 8192
tune kernels/heat2d_5pt.c --size 8192 --time-block
} > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" tune.log env.txt 2>/dev/null
