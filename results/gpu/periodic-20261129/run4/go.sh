set -u
mkdir -p /tmp/b && xz -dc .carry/w/mint.xz > /tmp/b/mint && chmod +x /tmp/b/mint
M=/tmp/b/mint
for p in f32 f64; do
  timeout 120 $M run tests/realstyle/wave3d_periodic.c --precision $p --size 61 --time-block 2,3 2>&1 | grep -E "mint_tb|error|FAIL" | cut -c1-160
  timeout 120 $M run tests/realstyle/wave2d_periodic.c --precision $p --size 1001 --time-block 3,5 2>&1 | grep -E "mint_tb|error|FAIL" | cut -c1-160
done
for f in tests/realstyle/wave3d_periodic.c tests/realstyle/wave3d_levels.c; do
  echo "=== tune $f"; timeout 200 $M tune $f --size 256 --time-block --out $OUT/tune 2>&1 | grep -E "best|CPU ref|error"
done
