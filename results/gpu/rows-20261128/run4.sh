#!/usr/bin/env bash
# Fused launches on 1, 2 and 4 GPUs with the rows of chunks the runtime picks (default) and with
# equal chunks (MINT_TB_ROWS=0), side by side in one call on a four-GPU machine: heat 7- and
# 27-point f64 at 1024^3, 20 steps, bT 3, the whole loop timed (--timing). Carry
# .carry/multi4/bin.tar.xz (scripts/multi_prepare.sh with MULTI_PROGRAMS="heat3d_7pt heat3d_27pt").
# Usage: bash run4.sh DIR OUT
set -u
dir=$1; out=$2/four; mkdir -p "$out"
export NCCL_NVLS_ENABLE=0
s=$(mktemp -d); tar -C "$s" -xJf "$dir/bin.tar.xz"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv > "$out/gpus.txt" 2>&1
for r in ${ROUNDS:-1}; do
  for p in heat3d_7pt heat3d_27pt; do
    for g in ${GPU_COUNTS:-1 2 4}; do
      for rows in 0 1; do
        name=${p}_g${g}_r${rows}_$r
        MINT_TB_ROWS=$rows MINT_GPUS=$g timeout 200 "$s/bin/${p}_tb_f64_timing" 1024 20 > "$out/$name.out" 2>&1
        echo "$name rc=$? $(grep -h checksum "$out/$name.out" | tail -n 1) | $(grep -ho 'median_ms=[0-9.]*' "$out/$name.out" | tail -n 1)" >> "$out/runs.txt"
      done
    done
  done
done
cat "$out/runs.txt"
