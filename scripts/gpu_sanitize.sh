#!/usr/bin/env bash
# On the GPU machine: compute-sanitizer (memcheck, racecheck, initcheck, synccheck) over `mint run`
# of every kernels/ program at -O0..-O3 and with each optimizer switch (plane sums, vector x,
# no shared memory, no alignment), at odd sizes (issue 16). Expected: 0 errors everywhere.
#
# Usage: bash scripts/gpu_sanitize.sh MINT OUT [REGEX]
#   MINT   the mint binary (a release build, e.g. .carry/mint)
#   OUT    folder for the results: OUT/logs/*.log (one per run), OUT/table.md (the table),
#          OUT/summary.txt (totals; its last line is "sanitizer: N runs, E errors, F failed")
#   REGEX  only the cases whose id (program:config:size) matches (grep -E), to split the matrix
# Environment:
#   TOOLS="memcheck racecheck initcheck synccheck"  the tools to run
#   JOBS=4          runs at once (one GPU; each run is small)
#   SIZE3D=37 SIZE2D=131   the odd sizes (one value sets every dimension)
#   CASE_TIMEOUT=300       seconds per run before it counts as failed
#   BUDGET_S=540           no run starts after this many seconds (the rest show "not run": run
#                          them in another call, with REGEX or TOOLS); 0 for no limit
#   SANITIZER=path         compute-sanitizer to use (default: PATH, $CUDA_HOME, /usr/local/cuda*)
# Exit status: 0 when every selected run ran, reported 0 errors and mint verified (exit 0),
# else 1.
set -uo pipefail
mint=$(realpath "$1"); mkdir -p "$2"; out=$(realpath "$2"); filter=${3:-.}
TOOLS=${TOOLS:-memcheck racecheck initcheck synccheck}
JOBS=${JOBS:-4}
SIZE3D=${SIZE3D:-37}; SIZE2D=${SIZE2D:-131}
CASE_TIMEOUT=${CASE_TIMEOUT:-300}
BUDGET_S=${BUDGET_S:-540}
cd "$(dirname "${BASH_SOURCE[0]}")/.."   # the repository root (kernels/ is read from here)

find_sanitizer() {
    if [[ -n ${SANITIZER:-} ]]; then echo "$SANITIZER"; return; fi
    if command -v compute-sanitizer >/dev/null 2>&1; then command -v compute-sanitizer; return; fi
    local d
    for d in "${CUDA_HOME:-}" "${CUDA_PATH:-}" /usr/local/cuda /usr/local/cuda-13* /usr/local/cuda-12* /opt/cuda /opt/nvidia/cuda; do
        [[ -n $d ]] || continue
        for c in "$d/bin/compute-sanitizer" "$d/compute-sanitizer/compute-sanitizer"; do
            [[ -x $c ]] && { echo "$c"; return; }
        done
    done
    # Beside nvcc, wherever that is.
    if command -v nvcc >/dev/null 2>&1; then
        local b; b=$(dirname "$(readlink -f "$(command -v nvcc)")")
        for c in "$b/compute-sanitizer" "$b/../compute-sanitizer/compute-sanitizer"; do
            [[ -x $c ]] && { echo "$c"; return; }
        done
    fi
    find / -xdev -name compute-sanitizer -type f -perm -u+x 2>/dev/null | head -n 1
}
san=$(find_sanitizer)
if [[ -z $san || ! -x $san ]]; then
    echo "error: compute-sanitizer not found: set SANITIZER=/path/to/compute-sanitizer" >&2
    exit 2
fi
mkdir -p "$out/logs" "$out/cells"
{
    echo "sanitizer: $san"
    "$san" --version 2>&1 | tail -n 1
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
    "$mint" --version
} > "$out/versions.txt"
cat "$out/versions.txt"

# The cases: program | flags | size. Switch shapes use tiles and chunks they accept.
cases=$out/cases.txt
: > "$cases"
for f in kernels/*.c; do
    b=$(basename "$f" .c)
    if [[ $b == *2d* ]]; then
        size=$SIZE2D
        sw=("-O1 --vector-x --tile 64,4 --chunk 2,1" "-O3 --no-shared" "-O2 --no-align" "-O1 --vector-x --tile 128,2 --chunk 4,1")
    else
        size=$SIZE3D
        sw=("-O2 --plane-sums --tile 64,8,8 --chunk 4,2,8" "-O3 --plane-sums --tile 32,4,8 --chunk 2,1,8" "-O1 --vector-x --tile 64,4,8 --chunk 2,1,8" "-O3 --no-shared" "-O2 --no-align")
    fi
    for cfg in "-O0" "-O1" "-O2" "-O3" "${sw[@]}"; do
        echo "$f|$cfg|$size" >> "$cases"
    done
done
grep -E -- "$filter" "$cases" > "$cases.sel" || true
n=$(wc -l < "$cases.sel")
echo "$n cases x $(wc -w <<<"$TOOLS") tools, $JOBS at a time"

# One run: sanitizer TOOL over `mint run`; writes a log and a cell: ERRORS RC.
run_one() {
    local tool=$1 line=$2
    if (( deadline > 0 && $(date +%s) > deadline )); then return; fi
    IFS='|' read -r f cfg size <<<"$line"
    local id; id="$(basename "$f" .c)_$(tr -c 'A-Za-z0-9' '_' <<<"$cfg")_$size"
    local log="$out/logs/${id}.$tool.log"
    local extra=()
    [[ $tool == racecheck ]] && extra=(--racecheck-report all)
    # shellcheck disable=SC2086
    timeout "$CASE_TIMEOUT" "$san" --tool "$tool" --error-exitcode 99 "${extra[@]}" \
        "$mint" run "$f" $cfg --size "$size" --steps 1 > "$log" 2>&1
    local rc=$?
    local errs
    errs=$(grep -Eo 'ERROR SUMMARY: [0-9]+ error' "$log" | grep -Eo '[0-9]+' | tail -n 1)
    [[ -z $errs ]] && errs="?"
    if [[ $tool == racecheck ]]; then
        # racecheck ends with "RACECHECK SUMMARY: H hazards displayed (E errors, W warnings)"
        # and no ERROR SUMMARY line.
        local sum hz
        sum=$(grep -Eo 'RACECHECK SUMMARY: [0-9]+ hazards? displayed \([0-9]+ errors?' "$log" | tail -n 1)
        if [[ -n $sum ]]; then
            hz=$(grep -Eo '^RACECHECK SUMMARY: [0-9]+' <<< "$sum" | grep -Eo '[0-9]+')
            errs=$(grep -Eo '\([0-9]+' <<< "$sum" | tr -d '(')
            [[ $hz != 0 && $errs == 0 ]] && errs="0 ($hz hazards)"
        fi
    fi
    local wrong=""
    grep -q WRONG "$log" && wrong=" WRONG"
    printf '%s\t%s\t%s\t%s\t%s%s\n' "$f" "$cfg" "$size" "$tool" "$errs" " rc=$rc$wrong" > "$out/cells/${id}.$tool"
}
export -f run_one
start=$(date +%s)
deadline=0
(( BUDGET_S > 0 )) && deadline=$((start + BUDGET_S))
export san mint out CASE_TIMEOUT deadline

for tool in $TOOLS; do
    while IFS= read -r line; do printf '%s\0%s\0' "$tool" "$line"; done < "$cases.sel"
done | xargs -0 -n 2 -P "$JOBS" bash -c 'run_one "$1" "$2"' _
end=$(date +%s)

# The table: one row per case, one column per tool ("0" is clean; "N!" errors; rc when not 0).
{
    echo "| program | configuration | size | $(sed 's/ / | /g' <<<"$TOOLS") |"
    echo "|---|---|---|$(for _ in $TOOLS; do printf -- '---|'; done)"
    while IFS='|' read -r f cfg size; do
        id="$(basename "$f" .c)_$(tr -c 'A-Za-z0-9' '_' <<<"$cfg")_$size"
        row="| $(basename "$f" .c) | \`$cfg\` | $size |"
        for tool in $TOOLS; do
            cell=$(cut -f5 "$out/cells/${id}.$tool" 2>/dev/null)
            case $cell in
                "0 rc=0") row="$row 0 |" ;;
                "") row="$row not run |" ;;
                *) row="$row **$cell** |" ;;
            esac
        done
        echo "$row"
    done < "$cases.sel"
} > "$out/table.md"
runs=$(cat "$out"/cells/* 2>/dev/null | wc -l)
errors=$(cut -f5 "$out"/cells/* 2>/dev/null | awk '{ if ($1 ~ /^[0-9]+$/) s += $1 } END { print s + 0 }')
notrun=$(grep -o 'not run' "$out/table.md" | wc -l)
failed=$(cut -f5 "$out"/cells/* 2>/dev/null | grep -vc '^0 rc=0$\|^0 (.*) rc=0$')
{
    cat "$out/versions.txt"
    echo "wall time: $((end - start)) s"
    echo "unclean runs (errors, unknown summary, mint exit not 0, or WRONG):"
    cut -f1-5 "$out"/cells/* 2>/dev/null | grep -v $'\t0 rc=0$' | grep -v $'\t0 (.*) rc=0$' | sed 's/^/  /'
    echo "not run (over BUDGET_S): $notrun cells"
    echo "sanitizer: $runs runs, $errors errors, $failed failed"
} > "$out/summary.txt"
cat "$out/table.md"
cat "$out/summary.txt"
[[ $errors == 0 && $failed == 0 && $notrun == 0 && $runs -gt 0 ]]
