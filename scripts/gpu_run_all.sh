#!/usr/bin/env bash
# On the GPU machine: `mint run` every kernels/ program at several levels and schedules (each nest
# verified against the CPU reference inside mint run), then the reductions test program at every
# level. Usage: scripts/gpu_run_all.sh MINT_BINARY KERNELS_DIR RED_DIR
set -u
mint=$1; kdir=$2; rdir=$3
for f in "$kdir"/*.c; do
  b=$(basename "$f" .c)
  case $b in *2d*) size=4096 ;; *) size=512 ;; esac
  for cfg in "-O0" "-O0 --tile 32,8,8 --chunk 1,1,8" "-O2 --tile 64,4,16 --chunk 1,1,16" "-O3 --tile 64,4,16 --chunk 1,1,16" "-O3 --no-shared --tile 64,4,16 --chunk 1,1,16"; do
    case $b in *2d*) cfg=$(echo "$cfg" | sed 's/--tile 32,8,8 --chunk 1,1,8/--tile 64,4 --chunk 1,2/; s/--tile 64,4,16 --chunk 1,1,16/--tile 32,16 --chunk 1,4/') ;; esac
    echo "### $b $cfg size $size"
    $mint run "$f" --size $size --steps 20 $cfg 2>&1 | grep -v "^   \|^  *│\|^note\|^$" 
    echo "exit $?"
  done
done
for f in "$rdir"/*.cu; do
  ${NVCC:-nvcc} -O3 -arch=sm_90 "$f" -o "${f%.cu}" && echo "### $(basename "$f") 67: $("${f%.cu}" 67 3)" && echo "### $(basename "$f") 300: $("${f%.cu}" 300 3)"
done
