#!/usr/bin/env bash
# On the GPU machine: Nsight Compute counters of temporal and single-sweep kernels, one launch
# each, and a compact table. By default: the 3-D 7-point temporal kernel (`mint_tb_1`, f32 and
# f64, 512^3, the best schedule of results/gpu/temporal-20261124/speed3_clamped.log) and the
# single-sweep best kernel of the recorded bench (`mint_kernel_1`, -O1 vector x, tile 128x8,
# chunk 4x1: O1vx in docs/performance.md); CONFIGS names others.
#
# Counters: DRAM bytes read and written, shared-memory wavefronts (LSU data pipe; shared-memory
# throughput), achieved occupancy (warps active, % of the peak sustained), SM throughput,
# instructions executed, registers per thread, and the launch's duration. The temporal launch
# advances BT steps, so the table also gives the counters per step (divided by BT).
#
# mint runs under ncu as usual: a few timed launches (--steps 1), the temporal configuration
# verified over one pass (--tb-steps BT); ncu profiles the first launch whose name matches
# (--kernel-name regex:..., --launch-count 1): for the temporal runs that is the verified pass.
#
# Usage: bash scripts/gpu_ncu_temporal.sh MINT OUT [CONFIGS]
#   MINT: the mint binary (target/release/mint); OUT: a folder for the CSVs, logs and table.md;
#   CONFIGS: a file of configurations, one per line, `name|precision|BT|kernel regex|program|mint
#   run arguments` (default: the four of heat3d_7pt.c below).
set -uo pipefail
if [ $# -ne 2 ] && [ $# -ne 3 ]; then
  echo "usage: $0 MINT OUT [CONFIGS]" >&2
  exit 2
fi
mint=$1; out=$2
mkdir -p "$out"
ncu=$(command -v ncu || ls -d /usr/local/cuda*/bin/ncu 2>/dev/null | sort -V | tail -1)
if [ -z "$ncu" ] || [ ! -x "$ncu" ]; then
  echo "error: ncu (Nsight Compute) not found in PATH or /usr/local/cuda*/bin" >&2
  exit 4
fi
echo "ncu: $ncu ($("$ncu" --version | tail -1))"
metrics=dram__bytes_read.sum,dram__bytes_write.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,sm__warps_active.avg.pct_of_peak_sustained_active,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum,launch__registers_per_thread,gpu__time_duration.sum

# name | precision | BT (1: single sweep) | kernel regex | program | mint run arguments
configs=(
  "tb_f32|f32|3|mint_tb|kernels/heat3d_7pt.c|--time-block 3 --tb-schedule 64,32,128,2 --tb-steps 3"
  "tb_f64|f64|3|mint_tb|kernels/heat3d_7pt.c|--time-block 3 --tb-schedule 32,64,128,4 --tb-steps 3"
  "sweep_f32|f32|1|mint_kernel|kernels/heat3d_7pt.c|-O1 --vector-x --tile 128,8,1 --chunk 4,1,1"
  "sweep_f64|f64|1|mint_kernel|kernels/heat3d_7pt.c|-O1 --vector-x --tile 128,8,1 --chunk 4,1,1"
)
if [ $# -eq 3 ]; then
  mapfile -t configs < <(grep -v '^\s*\(#\|$\)' "$3")
fi

table="$out/table.md"
{
  echo "| kernel | precision | BT | configuration | DRAM read MB/step | DRAM write MB/step | shared wavefronts M/step | warps active % | SM throughput % | inst executed M/step | registers | ms/launch | ms/step |"
  echo "|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
} > "$table"
status=0
for c in "${configs[@]}"; do
  IFS='|' read -r name prec bt regex prog args <<< "$c"
  csv="$out/ncu_$name.csv"
  log="$out/ncu_$name.log"
  # shellcheck disable=SC2086
  rm -f "$csv"
  "$ncu" --csv --page raw --print-units base --metrics "$metrics" \
    --kernel-name "regex:$regex" --launch-count 1 --log-file "$csv" \
    "$mint" run "$prog" --precision "$prec" --size 512 --steps 1 $args \
    > "$log" 2>&1
  rc=$?
  if [ $rc -ne 0 ] || ! grep -q '"ID"' "$csv"; then
    echo "error: $name: ncu or mint failed (exit $rc); see $log and $csv" >&2
    status=1
    continue
  fi
  # The CSV (ncu's log file; mint's own output is in the .log): a header line of metric names,
  # a line of units, then one line per profiled launch. Quoted fields; numbers may carry
  # thousands separators.
  row=$(sed -n '/^"ID"/,$p' "$csv" | sed 's/^"//; s/"$//; s/","/\t/g' | awk -F'\t' \
    -v name="$(basename "$prog" .c) $name" -v prec="$prec" -v bt="$bt" -v args="$args" '
    NR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
    # The units line has no ID; the first line with one is the profiled launch.
    $col["ID"] == "" || done { next }
    {
      done = 1
      for (i = 1; i <= NF; i++) gsub(",", "", $i)
      rd = $col["dram__bytes_read.sum"]; wr = $col["dram__bytes_write.sum"]
      sh = $col["l1tex__data_pipe_lsu_wavefronts_mem_shared.sum"]
      occ = $col["sm__warps_active.avg.pct_of_peak_sustained_active"]
      sm = $col["sm__throughput.avg.pct_of_peak_sustained_elapsed"]
      inst = $col["smsp__inst_executed.sum"]; regs = $col["launch__registers_per_thread"]
      ns = $col["gpu__time_duration.sum"]
      printf "| %s | %s | %d | %s | %.1f | %.1f | %.2f | %.1f | %.1f | %.1f | %d | %.4f | %.4f |\n",
        name, prec, bt, args, rd / bt / 1e6, wr / bt / 1e6, sh / bt / 1e6, occ, sm,
        inst / bt / 1e6, regs, ns / 1e6, ns / bt / 1e6
    }')
  if [ -z "$row" ]; then
    echo "error: $name: no profiled launch in $csv" >&2
    status=1
    continue
  fi
  echo "$row" >> "$table"
  grep -E "verified|WRONG|error" "$log" | head -3
done
{
  echo
  echo "One launch each under ncu (\`$(basename "$ncu")\`, metrics: $metrics). The temporal launch"
  echo "runs BT steps: its counters are divided by BT; compulsory traffic of one single sweep of"
  echo "512^3 is 536.9 MB read and 536.9 MB written in f32 (twice that in f64)."
} >> "$table"
cat "$table"
exit $status
