nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/env.txt
bash results/gpu/walls-20261129/run.sh $OUT/r 2>&1 | grep -E "SAME|DIFF|e2e:|mint-timing" 
cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER
for r in 1 2 3; do for b in wf2d t2d; do ./${b}_tb $(awk -F'|' -v n=${b}_tb '$1 ~ "^"n" " {print $2}' list.txt) 2>&1 >/dev/null | grep mint-timing | awk -v r=$r -v b=$b '{print r, b, $(NF-5), $(NF-4), $(NF-3)}'; done; done | tee $OUT/repeat2.txt
for s in 296 297 298 299 300 301 302 303; do for b in jfl jca; do ./${b}_tb 8192 $s 2>&1 >/dev/null | grep mint-timing | awk -v s=$s -v b=$b '{print s, b, $(NF-5), $(NF-4), $(NF-3)}'; done; done | tee $OUT/steps.txt
cd $OUT && tar czf r.tgz r && rm -rf r
