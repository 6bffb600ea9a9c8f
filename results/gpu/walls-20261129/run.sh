#!/usr/bin/env bash
# One device call: whole programs built here by build.sh (single steps at -O3 and fused, both
# with --timing), each compared with gcc's output; modules loaded eagerly so that no launch
# pays for loading (CUDA_MODULE_LOADING=EAGER). Then the `--timing` lines of every program.
# Usage: bash results/gpu/walls-20261129/run.sh OUT
set -uo pipefail
OUT=$1; mkdir -p "$OUT"
export CUDA_MODULE_LOADING=EAGER
(cd .carry/e2e && bash run.sh && for f in err_*.txt; do echo "== $f"; cat "$f"; done) > "$OUT/e2e.log" 2>&1
cat "$OUT/e2e.log"
