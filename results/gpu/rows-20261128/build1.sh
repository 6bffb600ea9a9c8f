#!/usr/bin/env bash
# Single-GPU programs (mint translate --timing --time-block N, nvcc) for run1.sh: the default
# schedule and the tuned winners of results/gpu/an5d-20261127 (mint_runs.csv).
# Usage: bash build1.sh MINT DIR
set -euo pipefail
mint=$(realpath "$1"); dir=$2; root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
nvcc=${MINT_NVCC:-$root/.tools/cuda/nvidia/cu13/bin/nvcc}
cudalib=$(dirname "$(realpath "$nvcc")")/../lib
mkdir -p "$dir/src" "$dir/bin"
jobs=()
while IFS='|' read -r name prog args; do
  [[ -z $name || $name == \#* ]] && continue
  "$mint" translate "$root/kernels/$prog.c" --timing $args -o "$dir/src/$name.cu" > /dev/null
  jobs+=("$nvcc -O3 -arch=sm_90 $dir/src/$name.cu $dir/src/$name.host.c -o $dir/bin/$name -L$cudalib -lm")
done <<'LIST'
h7_f32_d|heat3d_7pt|--precision f32 --time-block 3
h7_f32_t|heat3d_7pt|--precision f32 --time-block 3 --tb-schedule 64,64,64,4
h7_f64_d|heat3d_7pt|--time-block 3
h7_f64_t|heat3d_7pt|--time-block 4 --tb-schedule 32,64,128,4
h27_f32_d|heat3d_27pt|--precision f32 --time-block 3
h27_f64_d|heat3d_27pt|--time-block 3
h2_f32_t|heat2d_5pt|--precision f32 --time-block 7 --tb-schedule 256,128
h2_f64_t|heat2d_5pt|--time-block 4 --tb-schedule 128,128
LIST
printf '%s\n' "${jobs[@]}" | xargs -P "$(nproc)" -I{} sh -c '{} || echo "BUILD-FAIL: {}"'
ls "$dir/bin"
