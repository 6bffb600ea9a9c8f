#!/usr/bin/env bash
# One GPU: each program of build1.sh with the rows of chunks the runtime picks (default) and with
# equal chunks of the schedule (MINT_TB_ROWS=0), interleaved, twice. Usage: bash run1.sh BIN OUT
set -u
bin=$1; out=$2/one; mkdir -p "$out"
for r in 1 2; do
  for p in h7_f32_d h7_f32_t h7_f64_d h7_f64_t h27_f32_d h27_f64_d h2_f32_t h2_f64_t; do
    case $p in h2*) args="16384 40";; *) args="512 30";; esac
    for rows in 0 1; do
      MINT_TB_ROWS=$rows timeout 120 "$bin/$p" $args > "$out/${p}_r${rows}_$r.out" 2>&1
      echo "$p rows=$rows run=$r rc=$? $(grep -h checksum "$out/${p}_r${rows}_$r.out" | tail -n 1) | $(grep -ho 'median_ms=[0-9.]*' "$out/${p}_r${rows}_$r.out" | tail -n 1)" >> "$out/runs.txt"
    done
  done
done
cat "$out/runs.txt"
