cd "$(dirname "$0")"; export NCCL_NVLS_ENABLE=0
for p in heat3d_7pt heat3d_27pt; do for g in 1 4; do for s in 0 1; do
  MINT_TB_SEGMENTS=$s MINT_GPUS=$g timeout 100 ./$p 1024 20 > o.txt 2>&1
  echo "$p g$g seg$s $(grep -h checksum o.txt) $(grep -ho 'median_ms=[0-9.]*' o.txt | tail -n 1)"
done; done; done
