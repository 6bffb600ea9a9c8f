#!/usr/bin/env bash
# On the GPU machine: build every translated corpus case (DIR/src/*.cu + .host.c) with nvcc and run
# it; then per case `mint run -O3` (NVRTC, verified against the CPU reference), `mint tune` and the
# tuned program (`mint build --tuning`), run. Outputs go to OUT/runs.txt and OUT/log/.
# Usage: bash scripts/gpu_corpus.sh MINT DIR OUT   (CORPUS_ONLY=REGEX: only the cases it matches)
set -uo pipefail
mint=$1; dir=$2; out=$3
source "$(dirname "$0")/corpus_cases.sh"
mkdir -p "$out/bin" "$out/log" "$out/tune"
# Extra `mint run`/`mint tune` flags per case (none needed since the check knows floating point;
# the recorded corpus run used --set c0=0.5 for the Parboil case).
declare -A CORPUS_SETS=()
ls "$dir"/src/*.cu | grep -E -- "${CORPUS_ONLY:-.}" | xargs -P 16 -I{} sh -c 'b=$(basename {} .cu); nvcc -O3 -arch=sm_90 {} '"$dir"'/src/$b.host.c -o '"$out"'/bin/$b -I tests/corpus -lm > '"$out"'/log/$b.build 2>&1 || echo "BUILD-FAIL $b"'
for c in "${CORPUS_CASES[@]}"; do
  read -r name file defs <<< "$c"
  [[ "$name" =~ ${CORPUS_ONLY:-.} ]] || continue
  for l in 0 1 2 3; do
    echo "### ${name} O$l"; "$out/bin/${name}__O$l" 2>&1 | tail -n 5
  done
  sets=${CORPUS_SETS[$name]:-}
  echo "=== mint run $name $sets" >> "$out/log/mint_run.txt"
  "$mint" run "$file" $defs $sets -O3 --size 96 --steps 5 >> "$out/log/mint_run.txt" 2>&1 || echo "MINT-RUN-FAIL $name" >> "$out/log/mint_run.txt"
  "$mint" tune "$file" $defs $sets --budget 3 --steps 5 --out "$out/tune/$name" --no-cache > "$out/log/tune_$name.txt" 2>&1 || echo "TUNE-FAIL $name"
  tuning=$(ls "$out"/tune/$name/*.toml | sed 's/^/--tuning /')
  "$mint" build "$file" $defs $tuning -o "$out/bin/${name}__tuned" > "$out/log/build_tuned_$name.txt" 2>&1 || echo "TUNED-BUILD-FAIL $name"
  echo "### ${name} tuned"; "$out/bin/${name}__tuned" 2>&1 | tail -n 5
done > "$out/runs.txt"
grep -c "verified" "$out/log/mint_run.txt"; grep -E "WRONG|FAIL" "$out/log/mint_run.txt" "$out/runs.txt" | head
