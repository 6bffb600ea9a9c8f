#!/usr/bin/env bash
# real-style programs beside their twins, fused (mint_chunk kernels) and one exact-division program, same run
mint=$1; out=$2; mkdir -p $out
run() { echo "=== $*"; timeout 150 "$mint" run "$@" 2>&1 | grep -E "ms per step|ms/sweep|verified|WRONG|error" | sed -E 's/\| max rel.*//' | head -8; }
{
run tests/realstyle/jacobi2d_flip.c -D NMAX=8192 --time-block 4 --tb-steps 8
run tests/realstyle/jacobi2d_canon.c -D NMAX=8192 --time-block 4 --tb-steps 8
run tests/realstyle/star3d_parity.c -D N=514 --precision f32 --time-block 3 --tb-steps 6
run tests/realstyle/star3d_canon.c -D N=514 --precision f32 --time-block 3 --tb-steps 6
run tests/realstyle/thermal3d_flat.c --size 512,512,64 --time-block 3 --tb-schedule 32,16,512,1 --tb-steps 6
run tests/realstyle/thermal3d_canon.c --size 512,512,64 --time-block 3 --tb-schedule 32,16,512,1 --tb-steps 6
run tests/realstyle/heat3d_c89.c --size 514 -O3
run kernels/heat3d_7pt.c --size 512 -O3
run tests/an5d/j2d5pt.c --precision f32 --size 1001 -O0
run tests/an5d/j2d5pt.c --precision f64 --size 1001 -O3
} > $out/twins.log 2>&1
cat $out/twins.log
