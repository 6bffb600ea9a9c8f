cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER
got=$(./jfl_tb 8192 301 2>err.txt); echo "$got"; cat jfl_tb.want; [ "$got" = "$(cat jfl_tb.want)" ] && echo SAME || echo DIFF; grep mint-timing err.txt
for r in 1 2; do for s in 296 297 298 299 300 301 302 303; do for b in jfl jca; do ./${b}_tb 8192 $s 2>&1 >/dev/null | grep mint-timing | awk -v s=$s -v b=$b '{print s, b, $(NF-5), $(NF-4), $(NF-3)}'; done; done; done | tee $OUT/steps2.txt
