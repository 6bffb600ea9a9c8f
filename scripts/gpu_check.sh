#!/usr/bin/env bash
# Run every translated kernels/ program (built into a folder of binaries) at the given sizes and
# print one line per run: program, size, steps, checksum, wall seconds.
# Usage: scripts/gpu_check.sh BIN_DIR "prog:size:steps ..."
set -u
bin=$1; shift
for spec in $*; do
  IFS=: read -r prog size steps <<<"$spec"
  start=$(date +%s%N)
  out=$("$bin/$prog" "$size" "$steps" 2>&1); rc=$?
  end=$(date +%s%N)
  printf '%s %s %s rc=%s %s %sms\n' "$prog" "$size" "$steps" "$rc" "$(echo "$out" | tail -n 1)" "$(( (end - start) / 1000000 ))"
done
