#!/bin/bash
# The whole bench: every kernels/ program, both precisions, every variant (the temporal column
# included), in device calls of at most 540 s of bench each: the first without a record, each
# later one going on from the partial record the previous call left ($2, copied into the tree).
out=$1; resume=$2
mkdir -p $out/res
args="--tune-budget 10 --tune-cache $out/cache --out $out/res --timeout 540"
[ -n "$resume" ] && args="$args --resume $resume"
.carry/mint bench $args > $out/bench.log 2>&1; echo "exit $?" >> $out/bench.log
tar czf $out/bench.tgz -C $out res bench.log
