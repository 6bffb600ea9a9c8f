#!/bin/bash
# The bench's second part: goes on from the first call's partial record ($2) with the temporal
# column only, the programs in the order given ($3, comma-separated), at most 530 s ($4 to change).
out=$1; resume=$2; kernels=$3
mkdir -p $out/res
.carry/mint bench --variants temporal --no-openmp --tune-budget 0 --out $out/res --timeout ${4:-530} \
  --resume $resume --kernels $kernels > $out/bench.log 2>&1; echo "exit $?" >> $out/bench.log
tar czf $out/bench.tgz -C $out res bench.log
