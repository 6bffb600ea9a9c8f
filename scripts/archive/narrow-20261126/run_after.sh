#!/usr/bin/env bash
# One single-GPU call: narrow/unsigned arrays (and the cancelling integer term) verified on a GPU.
xz -dc .carry/one/mint.xz > /tmp/mint && chmod +x /tmp/mint
nvidia-smi -L
sed 's/signed char (\*dir)\[n\] = malloc(sizeof(signed char)/int (*dir)[n] = malloc(sizeof(int)/; s/(signed char)(x \* 5 - y \* 9)/(x * 5 - y * 9) % 128/' tests/corpus/smooth2d_bytemask.c > /tmp/sbi.c
for lv in 0 1 2 3; do
  for f in tests/corpus/smooth2d_bytemask.c /tmp/sbi.c tests/corpus/flow2d_flags.c; do
    echo "== $f -O$lv"; timeout 60 /tmp/mint run $f --size 2048 -O$lv 2>&1 | grep -E "verified|WRONG|error|mismatch"
  done
done
