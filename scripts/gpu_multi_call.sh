#!/usr/bin/env bash
# One device call (run from the repository root on nvidia-h200-x2): the gpu_multi.sh stages named
# in $@, each bounded by the call's remaining time
# (MULTI_CALL_S, default 570 s from the start); a stage cut off still leaves its summary and tar.
export NCCL_NVLS_ENABLE=0
S=$(date +%s); D=.carry/multi; limit=${MULTI_CALL_S:-570}
nvidia-smi -L; nvidia-smi topo -m | head -3; free -g | head -2
for st in "$@"; do
  left=$(( S + limit - $(date +%s) ))
  [ $left -gt 20 ] || { echo "== $st skipped (no time left)"; continue; }
  t0=$(date +%s)
  timeout $left bash $D/gpu_multi.sh $st $D $OUT > /tmp/$st.txt 2>&1; rc=$?
  echo "== $st rc=$rc $(( $(date +%s) - t0 )) s"
  if [ -d $OUT/multi_$st ]; then
    [ $st = run ] || python3 $D/verify_multi.py $OUT/multi_$st > $OUT/multi_$st/summary.txt 2>&1
    cp /tmp/$st.txt $OUT/multi_$st/stage_stdout.txt
    tar -C $OUT -czf $OUT/multi_$st.tar.gz multi_$st && rm -rf $OUT/multi_$st
    tail -n 40 /tmp/$st.txt
  else
    tail -n 60 /tmp/$st.txt
  fi
done
