#!/usr/bin/env bash
# On the GPU machine, in one device call (under 9 minutes): AN5D beside `mint tune --time-block`
# on the stencils and sizes of issue 31 (star3d1r at 512^3, j2d5pt at 16384^2, float and double).
#
# AN5D: the "Tuned" CUDA its CGO 2020 artifact published (compiled/{float,double}/, every
# configuration of the two stencils there: the performance model's top picks for the V100 and
# P100), built for the GPU at hand with the artifact's own flags (nvcc_compile_top5.sh:
# `--use_fast_math -Xptxas -v -Xcompiler -fopenmp -O3`, -gencode for this GPU instead of
# sm_60/sm_70), each first checked against the artifact's CPU code at a small size (`-c`: the
# driver prints the largest difference of the last time level), then run as compiled/run.sh runs
# it: `-s SIZE -t 1000 -n REPS`, the driver's "Average" time (host clock around the launches
# only, after a cudaDeviceSynchronize on each side: no transfers; a warm-up run first).
# mint: `mint tune --time-block` on tests/an5d/{star3d1r,j2d5pt}.c (the same arithmetic as
# AN5D's sources), IEEE, and for j2d5pt also `--fast-math` (AN5D divides by 118 under
# --use_fast_math); every candidate verified against the CPU, ms per step of the winner.
# GStencil/s = interior points x steps / time (AN5D: SIZE^d x 1000 / Average ms).
#
# Usage: bash scripts/gpu_an5d.sh MINT AN5D_DIR OUT
#   MINT      the mint binary (e.g. .carry/mint: target/release/mint of the commit measured)
#   AN5D_DIR  what scripts/an5d_prepare.sh wrote (.carry/an5d: artifact.tar.gz), or the
#             artifact's unpacked files (the folder holding common.h and compiled/)
#   OUT       results: an5d_table.md (the table), an5d_runs.csv, mint_runs.csv, logs
# Environment (defaults): AN5D_STEPS=1000 AN5D_REPS=2 AN5D_JOBS=$(nproc) AN5D_ARCH (from
# nvidia-smi, else sm_90) AN5D_CONFIGS (a regex on configuration names: only those)
# MINT_BUDGET=25 (seconds of timing per tune) DEADLINE=510 (seconds: AN5D runs that would start
# later are skipped and say so) NVCC (else $MINT_NVCC, $CUDA_HOME/bin/nvcc, PATH).
set -uo pipefail
if (( $# != 3 )); then
  sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  exit 2
fi
mint=$1; an5d_in=$2; out=$3
steps=${AN5D_STEPS:-1000}; reps=${AN5D_REPS:-2}; jobs=${AN5D_JOBS:-$(nproc)}
budget=${MINT_BUDGET:-25}; deadline=${DEADLINE:-510}
mkdir -p "$out/logs" "$out/tune"; rm -f "$out/logs/build.done"
SECONDS=0
say() { printf '[%4ds] %s\n' "$SECONDS" "$*"; }

# --- AN5D's files --------------------------------------------------------------------------
work=$(mktemp -d "${TMPDIR:-/tmp}/an5d.XXXXXX")
if [[ -f $an5d_in/artifact.tar.gz ]]; then
  tar -C "$work" -xzf "$an5d_in/artifact.tar.gz" || { echo "cannot unpack $an5d_in/artifact.tar.gz"; exit 1; }
  root=$work/an5d
  cp "$an5d_in/SOURCE.txt" "$out/an5d_SOURCE.txt" 2>/dev/null
elif [[ -f $an5d_in/common.h && -d $an5d_in/compiled ]]; then
  root=$work/an5d
  cp -r "$an5d_in" "$root"
else
  echo "$an5d_in holds neither artifact.tar.gz (scripts/an5d_prepare.sh) nor the artifact's common.h and compiled/"
  exit 1
fi

# --- tools and GPU ---------------------------------------------------------------------------
nvcc=${NVCC:-${MINT_NVCC:-}}
[[ -z $nvcc && -n ${CUDA_HOME:-} && -x $CUDA_HOME/bin/nvcc ]] && nvcc=$CUDA_HOME/bin/nvcc
[[ -z $nvcc ]] && nvcc=$(command -v nvcc || true)
[[ -z $nvcc && -x /usr/local/cuda/bin/nvcc ]] && nvcc=/usr/local/cuda/bin/nvcc
if [[ -z $nvcc ]]; then echo "no nvcc (set NVCC or MINT_NVCC)"; exit 4; fi
libdir=$(cd "$(dirname "$(readlink -f "$nvcc")")/../lib" 2>/dev/null && pwd)
ldflags=()
[[ -n $libdir && -f $libdir/libcudart_static.a ]] && ldflags=(-L "$libdir")
arch=${AN5D_ARCH:-}
if [[ -z $arch ]]; then
  cc=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -1 | tr -d ' .')
  arch=sm_${cc:-90}
fi
num=${arch#sm_}
{
  echo "date: $(date -u +%FT%TZ)"
  echo "gpu: $(nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv,noheader 2>/dev/null | head -1)"
  echo "nvcc: $nvcc ($("$nvcc" --version | tail -1))"
  echo "arch: $arch"
  echo "mint: $("$mint" --version 2>&1)"
  echo "an5d: $(head -2 "$out/an5d_SOURCE.txt" 2>/dev/null | tr '\n' ' ')"
  echo "steps $steps, reps $reps, mint budget $budget s, deadline $deadline s, $(nproc) CPU cores"
} | tee "$out/env.txt"

# --- configurations, in the order they are built and run ---------------------------------------
# Per stencil and precision: the model's ranking for the V100 (v100_<prec>.csv: the artifact's
# own pick first), then the P100's, then the rest of what was compiled.
# A configuration is `<stencil>-<bS1>-<bT>-<sl>` (2-D) or `<stencil>-<bS1>x<bS2>-<bT>-<sl>` (3-D).
ranked() { # stencil prec
  local st=$1 pr=$2 f name
  {
    for gpu in v100 p100; do
      f=$root/compiled/${gpu}_$pr.csv
      [[ -f $f ]] || continue
      awk -F, -v st="$st" '$1 == st { if ($3 == "") print st "-" $2 "-" $4 "-" $5; else print st "-" $2 "x" $3 "-" $4 "-" $5 }' "$f"
    done
    for f in "$root/compiled/$pr/$st"-*_host.cu; do
      name=$(basename "$f" _host.cu)
      echo "$name"
    done
  } | awk '!seen[$0]++' | while read -r name; do
    [[ -f $root/compiled/$pr/${name}_host.cu ]] || continue
    [[ -n ${AN5D_CONFIGS:-} && ! $name =~ $AN5D_CONFIGS ]] && continue
    echo "$pr $name"
  done
}
combos=("star3d1r float" "star3d1r double" "j2d5pt float" "j2d5pt double")
declare -a lists
for c in "${combos[@]}"; do lists+=("$(ranked $c)"); done
# Round 1: each combination's first pick; then the rest, combination by combination.
order=$(
  for l in "${lists[@]}"; do head -1 <<< "$l"; done
  for l in "${lists[@]}"; do tail -n +2 <<< "$l"; done
)
printf '%s\n' "$order" | grep -v '^$' > "$out/an5d_order.txt"
say "$(wc -l < "$out/an5d_order.txt") AN5D configurations to build: $out/an5d_order.txt"

# --- build AN5D in the background (CPU) while mint tunes (GPU) ------------------------------------
mkdir -p "$work/bin"
# One configuration: `bash build.sh PREC NAME` (xargs runs JOBS of them at a time).
cat > "$work/build.sh" <<EOF
pr=\$1 name=\$2 d="$root/compiled/\$1"
if "$nvcc" -D SB_TYPE="\$pr" -gencode=arch=compute_$num,code=sm_$num --use_fast_math -Xptxas -v \\
    -Xcompiler -fopenmp -O3 -I"$root" "\$d/\${name}_host.cu" "\$d/\${name}_kernel.cu" \\
    -o "$work/bin/\$pr.\$name" ${ldflags[*]} > "$out/logs/build.\$pr.\$name.log" 2>&1; then
  echo "built \$pr \$name"
else
  echo "FAILED to build \$pr \$name (log: $out/logs/build.\$pr.\$name.log)"
fi
EOF
# In a session of its own, so that the deadline can stop the whole group (xargs and its nvccs).
setsid bash -c 'nice -n 10 xargs -r -P "$1" -L 1 bash "$2" < "$3" > "$4/logs/build.txt" 2>&1; touch "$4/logs/build.done"' \
  _ "$jobs" "$work/build.sh" "$out/an5d_order.txt" "$out" &
build_pid=$!

# --- mint tune --time-block ------------------------------------------------------------------
echo "stencil,precision,mode,size,winner,ms_per_step,gstencils,status" > "$out/mint_runs.csv"
mint_tune() { # stencil prec(f32|f64) mode(ieee|fast-math) edge dims
  local st=$1 p=$2 mode=$3 e=$4 dims=$5 log="$out/logs/mint.$1.$2.$3.log" fm=()
  [[ $mode == fast-math ]] && fm=(--fast-math)
  say "mint tune --time-block tests/an5d/$st.c --precision $p --size $e ${fm[*]}"
  timeout 200 "$mint" tune "tests/an5d/$st.c" --precision "$p" --size "$e" --time-block \
    "${fm[@]}" --budget "$budget" --no-cache --out "$out/tune" > "$log" 2>&1
  local rc=$?
  local line ms label status=ok
  line=$(grep -E '^  best: .* at [0-9.]+ ms/step' "$log" | tail -1)
  if [[ -z $line ]]; then
    status="failed (rc $rc; $log)"; ms=""; label=""
  else
    ms=$(sed -E 's/^  best: .* at ([0-9.]+) ms\/step.*/\1/' <<< "$line")
    label=$(sed -E 's/^  best: (.*) at [0-9.]+ ms\/step.*/\1/' <<< "$line")
  fi
  local gs=""
  [[ -n $ms ]] && gs=$(awk -v e="$e" -v d="$dims" -v ms="$ms" 'BEGIN { printf "%.1f", e ^ d / (ms * 1e6) }')
  echo "$st,$p,$mode,$e^$dims,$label,$ms,$gs,$status" >> "$out/mint_runs.csv"
  say "  -> ${label:-none} ${ms:-?} ms/step, ${gs:-?} GStencil/s ($status)"
}
for p in f32 f64; do
  mint_tune star3d1r $p ieee 512 3
  mint_tune j2d5pt $p ieee 16384 2
  mint_tune j2d5pt $p fast-math 16384 2
done

# --- wait for the builds (not past the deadline's last two minutes) -------------------------------
while [[ ! -f $out/logs/build.done ]] && (( SECONDS < deadline - 120 )); do sleep 2; done
if [[ ! -f $out/logs/build.done ]]; then
  say "builds not finished at $SECONDS s: stopping them; the configurations not built are skipped"
  kill -- -"$build_pid" 2>/dev/null
  sleep 1
fi
say "AN5D builds: $(grep -c '^built' "$out/logs/build.txt") built, $(grep -c '^FAILED' "$out/logs/build.txt") failed"
grep '^FAILED' "$out/logs/build.txt"

# --- AN5D: check at a small size, then time at the issue's size ------------------------------------
echo "stencil,precision,config,bT,size,steps,reps,avg_ms,gstencils,check_max_error,check" > "$out/an5d_runs.csv"
while read -r pr name; do
  [[ -z $name ]] && continue
  st=${name%%-*}
  IFS=- read -r _ bs bt sl <<< "$name"
  if [[ $st == star3d1r ]]; then e=512; dims=3; ce=256; else e=16384; dims=2; ce=2048; fi
  exe=$work/bin/$pr.$name
  if [[ ! -x $exe ]]; then
    echo "$st,$pr,$name,$bt,$e,$steps,$reps,,,,not built" >> "$out/an5d_runs.csv"
    continue
  fi
  # A run at the full size takes about (reps + 1) x (the transfers of 2 grids each way + steps).
  est=$(( dims == 3 ? 8 + 3 * reps : 10 + 4 * reps ))
  [[ $pr == double ]] && est=$(( est * 2 ))
  if (( SECONDS + est > deadline )); then
    say "skip $pr $name: the deadline ($deadline s) is near"
    echo "$st,$pr,$name,$bt,$e,$steps,$reps,,,,skipped (deadline)" >> "$out/an5d_runs.csv"
    continue
  fi
  # Check: 23 steps (not a multiple of bT: the remainder kernels run too) against the CPU.
  clog=$out/logs/an5d.$pr.$name.check.log
  timeout 60 "$exe" -s "$ce" -t 23 -n 1 -c > "$clog" 2>&1
  crc=$?
  err=$(awk '/^Max Error:/ { print $3 }' "$clog")
  # The driver's grids hold values in [0, 1000]; float keeps about 7 digits.
  tol=$([[ $pr == float ]] && echo 1e-2 || echo 1e-8)
  if [[ -z $err ]]; then
    chk="did not run (rc $crc; $clog)"
  elif awk -v a="$err" -v t="$tol" 'BEGIN { exit !(a + 0 <= t + 0) }'; then
    chk="ok (<= $tol at ${ce}^$dims)"
  else
    chk="DIFFERS (> $tol at ${ce}^$dims)"
  fi
  tlog=$out/logs/an5d.$pr.$name.log
  timeout 120 "$exe" -s "$e" -t "$steps" -n "$reps" > "$tlog" 2>&1
  ms=$(awk '/^Average:/ { print $4 }' "$tlog")
  gs=""
  [[ -n $ms ]] && gs=$(awk -v e="$e" -v d="$dims" -v t="$steps" -v ms="$ms" 'BEGIN { printf "%.1f", e ^ d * t / (ms * 1e6) }')
  [[ -z $ms ]] && chk="$chk; timed run failed ($tlog)"
  echo "$st,$pr,$name,$bt,$e,$steps,$reps,$ms,$gs,$err,$chk" >> "$out/an5d_runs.csv"
  say "AN5D $pr $name: ${gs:-?} GStencil/s (${ms:-?} ms for $steps steps); check: $chk"
done < "$out/an5d_order.txt"

# --- the table ---------------------------------------------------------------------------------
python3 - "$out" <<'PY'
import csv, sys, os
out = sys.argv[1]
an = list(csv.DictReader(open(os.path.join(out, "an5d_runs.csv"))))
mi = list(csv.DictReader(open(os.path.join(out, "mint_runs.csv"))))
env = open(os.path.join(out, "env.txt")).read().strip().splitlines()
prec = {"float": "f32", "double": "f64"}
def f(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None
rows = []
rows.append("| stencil | precision | size | AN5D best GStencil/s (config: bS-bT-sl) | AN5D configs checked | mint IEEE GStencil/s (winner) | mint/AN5D | mint --fast-math GStencil/s (winner) | mint fm/AN5D |")
rows.append("|---|---|---|---|---|---|---|---|---|")
for st, size in (("star3d1r", "512^3"), ("j2d5pt", "16384^2")):
    for pr in ("float", "double"):
        p = prec[pr]
        tried = [r for r in an if r["stencil"] == st and r["precision"] == pr]
        runs = [r for r in tried if f(r["gstencils"])]
        best = max(runs, key=lambda r: f(r["gstencils"]), default=None)
        a = f(best["gstencils"]) if best else None
        def m(mode):
            r = next((r for r in mi if r["stencil"] == st and r["precision"] == p and r["mode"] == mode), None)
            g = f(r["gstencils"]) if r else None
            if g is None:
                return ("-" if r is None else "failed"), "-"
            return f"{g:.1f} ({r['winner']})", (f"{g / a:.2f}x" if a else "-")
        ieee, ieee_x = m("ieee")
        fm, fm_x = m("fast-math")
        abest = f"{a:.1f} ({best['config'].split('-', 1)[1]})" if best else "none"
        checked = f"{sum(r['check'].startswith('ok') for r in tried)} of {len(tried)} ok"
        rows.append(f"| {st} | {pr} | {size} | {abest} | {checked} | {ieee} | {ieee_x} | {fm} | {fm_x} |")
text = "\n".join(["AN5D (published tuned kernels, --use_fast_math) vs mint tune --time-block", ""]
                 + [f"- {e}" for e in env] + [""] + rows + [""])
open(os.path.join(out, "an5d_table.md"), "w").write(text)
print(text)
print("every AN5D run:")
for r in an:
    print(f"  {r['precision']:6} {r['config']:26} {r['gstencils'] or '-':>8} GStencil/s  check: {r['check']}")
PY
rm -rf "$work"
say "done; table in $out/an5d_table.md"
