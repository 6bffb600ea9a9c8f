cd .carry/e2e && export CUDA_MODULE_LOADING=EAGER && bash run.sh | grep -E "SAME|DIFF|e2e:"
for f in err_*.txt; do echo "== $f"; cat $f; done
for r in 1 2 3; do for b in hw2d t2d; do ./${b}_tb $(awk -F'|' -v n=${b}_tb '$1 ~ "^"n" " {print $2}' list.txt) 2>&1 >/dev/null | grep mint-timing | awk -v r=$r -v b=$b '{print r, b, $(NF-5), $(NF-4), $(NF-3)}'; done; done | tee $OUT/repeat4.txt
