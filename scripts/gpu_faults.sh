#!/usr/bin/env bash
# On the GPU machine: GPU faults end with a clear message and their exit code, and leave no
# half-written file (issue 16). Faults are planted with the hidden test options of `mint run`
# (`--edit-kernel FROM=>TO` in the generated kernel, `--reserve-gpu-mb N`):
#   oob        a read 10^8 rows past the array          exit 5, "kernel launch failed"
#   trap       __trap() in the kernel                     exit 5, "kernel launch failed"
#   oom        the GPU's free memory held, then a run     exit 6, "out of GPU memory"
#   hostmem    a size no host can hold                    exit 6, "out of host memory"
#   watchdog   a kernel spinning for minutes, --timeout   exit 124, "--timeout", stops in time
#   tune-kill  `mint tune --apply` stopped by --timeout   exit 124; the source old or new, whole;
#              every report complete (ends with "# mint: end of file")
# (A missing driver or NVRTC is covered in CI, which has neither: tests/run_cli.rs.)
# Usage: bash scripts/gpu_faults.sh MINT OUT
# Output: OUT/<case>.log per case, OUT/faults.txt: one line per case, "ok" or "FAIL ...";
# exit status 0 when every case is ok.
set -uo pipefail
mint=$(realpath "$1"); mkdir -p "$2"; out=$(realpath "$2")
cd "$(dirname "${BASH_SOURCE[0]}")/.."   # the repository root
mkdir -p "$out"
prog=kernels/heat2d_5pt.c
row='const int y = (int)(mint_lo_y + mint_iy);'
body='(void)mint_n_y;'
results=$out/faults.txt
: > "$results"

# expect NAME RC REGEX MAX_SECONDS -- COMMAND...: run it, check its exit code, message and time.
expect() {
    local name=$1 want=$2 regex=$3 max=$4; shift 5
    local log=$out/$name.log t0 t1 rc
    t0=$(date +%s)
    timeout 600 "$@" > "$log" 2>&1
    rc=$?
    t1=$(date +%s)
    local why=""
    [[ $rc == "$want" ]] || why="$why exit $rc, not $want;"
    grep -Eq -- "$regex" "$log" || why="$why no message matching /$regex/;"
    grep -q "panicked\|internal error" "$log" && why="$why a panic;"
    (( t1 - t0 <= max )) || why="$why took $((t1 - t0)) s, more than $max s;"
    if [[ -z $why ]]; then echo "ok   $name (exit $rc, $((t1 - t0)) s)"; else echo "FAIL $name:$why see $log"; fi | tee -a "$results"
}

expect oob 5 'kernel launch failed' 120 -- \
    "$mint" run "$prog" -O0 --size 256 --steps 3 --edit-kernel "$row=>const int y = (int)(mint_lo_y + mint_iy) + 100000000;"
expect trap 5 'kernel launch failed' 120 -- \
    "$mint" run "$prog" -O0 --size 256 --steps 3 --edit-kernel "$body=>$body __trap();"
free_mb=$(nvidia-smi --query-gpu=memory.free --format=csv,noheader,nounits 2>/dev/null | head -n 1 | tr -dc 0-9)
expect oom 6 'out of GPU memory' 120 -- \
    "$mint" run kernels/heat3d_7pt.c -O0 --size 512 --steps 3 --reserve-gpu-mb "$(( ${free_mb:-81000} - 256 ))"
expect hostmem 6 'out of host memory' 60 -- \
    "$mint" run "$prog" --size 3000000
expect watchdog 124 'did not finish within 20 s' 60 -- \
    "$mint" run "$prog" -O0 --size 256 --steps 3 --timeout 20 \
    --edit-kernel "$body=>$body { long long mint_t0 = clock64(); while (clock64() - mint_t0 < 2000000000000LL) { } }"
# Still usable after the faults (no GPU left in a bad state).
expect after 0 'verified' 120 -- "$mint" run "$prog" -O1 --size 256 --steps 3

# --apply stopped by the watchdog at several points: the source old or new (whole), reports whole.
tdir=$out/tune-kill
rm -rf "$tdir"; mkdir -p "$tdir"
for t in 2 4 6 8 12; do
    cp kernels/heat3d_7pt.c "$tdir/heat3d_7pt.c"
    rm -f "$tdir"/heat3d_7pt.c.orig*
    timeout 600 "$mint" tune "$tdir/heat3d_7pt.c" --apply --budget 5 --size 128 --no-cache \
        --out "$tdir/reports" --timeout "$t" > "$tdir/tune_$t.log" 2>&1
    rc=$?
    why=""
    [[ $rc == 124 || $rc == 0 ]] || why="$why exit $rc;"
    if ! cmp -s kernels/heat3d_7pt.c "$tdir/heat3d_7pt.c"; then
        # Rewritten: then whole (it translates) and its original kept.
        cmp -s kernels/heat3d_7pt.c "$tdir/heat3d_7pt.c.orig" || why="$why rewritten without its .orig;"
        "$mint" translate "$tdir/heat3d_7pt.c" -o "$tdir/check.cu" > /dev/null 2>&1 || why="$why the rewritten source does not translate;"
    fi
    for r in "$tdir"/reports/*.toml; do
        [[ -e $r ]] || continue
        tail -n 1 "$r" | grep -q '^# mint: end of file$' || why="$why $r is not complete;"
    done
    if [[ -z $why ]]; then echo "ok   tune-kill at $t s (exit $rc)"; else echo "FAIL tune-kill at $t s:$why see $tdir/tune_$t.log"; fi | tee -a "$results"
done
echo "faults: $(grep -c '^ok' "$results") ok, $(grep -c '^FAIL' "$results") failed"
! grep -q '^FAIL' "$results"
