cd "$(dirname "$0")"
echo "want $(cat want.txt)"; echo "o3 $(./rem_o3 300 20)"; echo "o3 twin $(./rem_twin_o3 300 20)"
for r in 1 2; do for p in rem rem_twin; do ./$p 300 20 > o.txt 2>&1; echo "$p $(grep -h checksum o.txt) $(grep -ho 'median_ms=[0-9.]*' o.txt | tail -n 1)"; done; done
