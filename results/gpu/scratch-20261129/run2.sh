#!/usr/bin/env bash
# Call 2: the copy-back flush that makes an unread work array agree with the state (one whole
# copy) instead of copying back after every launch; whole programs beside their twins (three
# repeats), then `mint tune --time-block` of the float split-flux program.
# Usage: bash results/gpu/scratch-20261129/run2.sh MINT OUT
set -uo pipefail
M=$1; OUT=$2; mkdir -p "$OUT"
tune() { echo "=== tune $*"; timeout 200 "$M" tune "$@" --out "$OUT/tune" 2>&1 | tail -8; }
nvidia-smi -L > "$OUT/env.txt"
( cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh && for r in 1 2 3; do for x in $(cut -d' ' -f1 list.txt | grep _tb); do ./$x $(grep "^$x " list.txt | cut -d'|' -f2) > /dev/null 2> rep_$x.txt; grep mint-timing rep_$x.txt | sed "s/^/$x /"; done; done ) > "$OUT/e2e.log" 2>&1
{
tune tests/realstyle/heat2d_split_fluxes.c --size 8192 --time-block
tune tests/realstyle/heat3d_laplacian_update.c --precision f32 --size 512 --time-block
} > "$OUT/tune.log" 2>&1
tar czf "$OUT/all.tgz" -C "$OUT" e2e.log tune.log env.txt 2>/dev/null
