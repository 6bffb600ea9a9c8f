#!/usr/bin/env bash
# On the GPU machine: compile every SRC_DIR/<prog>__O<l>__<cfg>.cu with nvcc (in parallel), run
# each at the sizes given for its program, and print one line per run:
#   <variant> <size> <steps> rc=<rc> checksum <value> [mint-timing ...]
# Usage: scripts/gpu_matrix.sh SRC_DIR OUT_DIR "prog:size:steps ..."
set -u
src=$1; out=$2; specs=$3
nvcc=${NVCC:-nvcc}
mkdir -p "$out/bin"
ls "$src"/*.cu | xargs -P "$(nproc)" -I{} sh -c \
  'b=$(basename {} .cu); '"$nvcc"' -O3 -arch=sm_90 {} -o '"$out"'/bin/$b > '"$out"'/bin/$b.log 2>&1 || echo "COMPILE-FAIL $b"'
for f in "$src"/*.cu; do
  v=$(basename "$f" .cu); prog=${v%%__*}
  for spec in $specs; do
    IFS=: read -r p size steps <<<"$spec"
    [ "$p" = "$prog" ] || continue
    res=$("$out/bin/$v" "$size" "$steps" 2>"$out/err.txt"); rc=$?
    timing=$(grep mint-timing "$out/err.txt" | sed 's/mint-timing //' | tr '\n' ' ')
    [ $rc -ne 0 ] && timing="$timing $(head -c 300 "$out/err.txt")"
    echo "$v $size $steps rc=$rc $(echo "$res" | grep checksum | tail -n 1) $timing"
  done
done
