#!/bin/bash
OUT=$1; mkdir -p $OUT .carry/bin
xz -dc .carry/rs/mint.xz > .carry/bin/mint && chmod +x .carry/bin/mint
M=.carry/bin/mint
bash .carry/e2e/run.sh > $OUT/e2e.log 2>&1; cat $OUT/e2e.log
SAN=$(ls /usr/local/cuda*/bin/compute-sanitizer 2>/dev/null | head -1); [ -z "$SAN" ] && SAN=$(which compute-sanitizer 2>/dev/null)
echo "sanitizer: $SAN"
if [ -n "$SAN" ]; then for lv in O2 O3; do $SAN --tool memcheck .carry/e2e/jl_$lv 0 7 > $OUT/memcheck_$lv.log 2>&1; tail -2 $OUT/memcheck_$lv.log; done; fi
for lv in -O2 -O3; do $M run tests/corpus/jacobi3d_levels_global.c $lv --set t=1 2>&1 | grep mint_kernel; done | tee $OUT/run.log
