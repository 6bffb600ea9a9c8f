#!/usr/bin/env bash
# Here (no GPU): translate every corpus case at -O0..-O3 into DIR/src (split layout: X.cu and
# X.host.c) and record the plain C program's output (gcc -O2) in DIR/cpu_refs.txt.
# Usage: bash scripts/corpus_prepare.sh MINT DIR
set -euo pipefail
mint=$1; dir=$2
source "$(dirname "$0")/corpus_cases.sh"
mkdir -p "$dir/src"
: > "$dir/cpu_refs.txt"
for c in "${CORPUS_CASES[@]}"; do
  read -r name file defs <<< "$c"
  for l in 0 1 2 3; do
    "$mint" translate "$file" $defs -O$l -o "$dir/src/${name}__O$l.cu" 2>/dev/null
  done
  gcc -O2 -std=c99 $defs "$file" -o /tmp/corpus_ref -lm
  echo "### $name" >> "$dir/cpu_refs.txt"
  /tmp/corpus_ref >> "$dir/cpu_refs.txt"
done
