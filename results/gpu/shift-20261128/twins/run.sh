cd "$(dirname "$0")"
for r in 1 2; do
  for p in fortran fortran_twin lin3 lin3_twin; do
    case $p in fortran*) a="8192 60";; *) a="400 30";; esac
    ./$p $a > o.txt 2>&1
    echo "$p $(grep -h checksum o.txt) $(grep -ho 'median_ms=[0-9.]*' o.txt | tail -n 1)"
  done
done
