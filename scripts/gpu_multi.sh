#!/usr/bin/env bash
# On the two-GPU machine (nvidia-h200-x2): run what scripts/multi_prepare.sh built into DIR and
# write the logs and a summary into OUT/multi_<stage>.tar.gz (one file back per stage).
#   check  every kernels/ program's multi-GPU build, f64 and f32, on 2 GPUs (and 1 at 67^3) at 67^3,
#          45x39x33 (2-D: 1001^2, 45x39) and 512^3 (8192^2), each compared with the CPU build of
#          the same C (OpenMP, run here); the MPI builds under mpirun -np 2; the hand reference
#   run    mint run --gpus 1 and 2 (mint's own split run, verified, timed with its NCCL exchange): every
#          kernels/ program at 67^3 / 1001x777, both precisions; 7-pt, 27-pt and 2-D 5-pt also at
#          512^3 / 8192^2
#   scale  strong scaling, MINT_GPUS=1 vs 2, 7-pt and 27-pt f64 at 1024^3 (mint --timing: every
#          sweep on all GPUs, halo exchange included), the hand reference beside them; the same
#          programs with --time-block 3 (median_ms: the whole 20-step loop, not one sweep)
#          and the 2-GPU runs again with MINT_EXCHANGE=early, serial and skip (exchange hidden vs
#          exposed, and the other enqueue order)
#   weak   weak scaling, 7-pt and 27-pt f64: 512^3 on one GPU, 512 x 512 x 1024 on two
#   repeat the best schedules' strong (1024^3) and weak (512^3 per GPU) pairs and the hand
#          reference, MULTI_REPS rounds: the spread between rounds; the strong 2-GPU runs also
#          with MINT_EXCHANGE=boundary (the boundary planes enqueued before the interiors)
#   loop   the repeat stage's runs timed with MINT_TIMING=loop (no synchronisation between steps;
#          the loop's time per step), mint's programs and the hand reference alike
#   big    7-pt f64 at 2304^3 on 2 GPUs (checksum against the CPU build's and the hand
#          reference's), the hand reference on one GPU (out of memory expected)
#   oom    mint's 7-pt f64 at 2304^3 on one GPU: a clear out-of-memory message expected
#   four   on a four-GPU machine (nvidia-h100-x4): strong scaling on 1, 2 and 4 GPUs at 1024^3 f64
#          (7-point -O0, its bench schedule and --time-block 3; 27-point at its bench schedule;
#          the hand reference), each program's runs interleaved; weak scaling 512^3 per GPU (the
#          split dimension grows with the GPUs, checksums against the CPU build); MPI with 4 ranks
#          (checksum against the CPU build) and timed beside one process driving 4 GPUs
# Run from the repository root. NCCL_NVLS_ENABLE=0 throughout. MULTI_SIZES3/MULTI_SIZES2, MULTI_SCALE_N
# and MULTI_BIG_N replace the sizes (dry runs on emulated GPUs). Each stage takes under 10 minutes.
# DIR/bin and DIR/mint may be carried as DIR/bin.tar.xz and DIR/mint.xz (unpacked to a scratch
# folder). Usage: bash DIR/gpu_multi.sh STAGE DIR OUT
set -uo pipefail
stage=$1; dir=$(realpath "$2"); out=$3
export NCCL_NVLS_ENABLE=0
# Open MPI in a container: no cross-process memory attach (ptrace is often not allowed there).
export OMPI_MCA_btl_vader_single_copy_mechanism=none
bin=$dir/bin
# Carried compressed (scripts/multi_prepare.sh): unpack into a scratch copy beside the carry.
if [[ ! -d $bin && -f $dir/bin.tar.xz ]]; then
  scratch=$(mktemp -d); tar -C "$scratch" -xJf "$dir/bin.tar.xz"; bin=$scratch/bin
fi
if [[ ! -x $dir/mint && -f $dir/mint.xz ]]; then
  mkdir -p "${scratch:=$(mktemp -d)}"; xz -dc "$dir/mint.xz" > "$scratch/mint"; chmod +x "$scratch/mint"
fi
mint=$dir/mint; [[ -x $mint ]] || mint=${scratch:-}/mint
log=$out/multi_$stage; mkdir -p "$log"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv > "$log/gpus.txt" 2>&1
# One run: NAME GPUS CMD... -> $log/NAME.out (stdout), NAME.err, and a line in runs.txt
run() {
  local name=$1 gpus=$2; shift 2
  local t0=$(date +%s.%N)
  MINT_GPUS=$gpus timeout 560 "$@" > "$log/$name.out" 2> "$log/$name.err"; local rc=$?
  local t1=$(date +%s.%N)
  echo "$name gpus=$gpus rc=$rc wall_s=$(awk "BEGIN{printf \"%.1f\", $t1 - $t0}") $(grep -h checksum "$log/$name.out" | tail -n 1)" >> "$log/runs.txt"
}
export -f run; export log
case $stage in
check)
  sizes3=${MULTI_SIZES3:-"67:20 45:20:39:33 512:5"}; sizes2=${MULTI_SIZES2:-"1001:20 45:20:39 8192:5"}
  # CPU references first, in the background, on the host's cores.
  (for f in "$bin"/*_cpu; do
     p=$(basename "$f" _cpu); case $p in *2d*) s=$sizes2;; *) s=$sizes3;; esac
     for z in $s; do
       [[ $p == jacobi2d* && $z == *:*:* ]] && continue
       echo "$f ${z//:/ } > $log/cpu__${p}__${z//:/x}.out 2>&1"
     done
   done | OMP_NUM_THREADS=4 xargs -P 4 -I{} sh -c '{}') &
  cpu=$!
  # The GPU runs check results, not speed: MULTI_PAR (4) of them at a time share the GPUs.
  for f in "$bin"/*_f64 "$bin"/*_f32; do
    p=$(basename "$f"); [[ $p == hand_* ]] && continue
    case $p in *2d*) s=$sizes2;; *) s=$sizes3;; esac
    for z in $s; do
      [[ $p == jacobi2d* && $z == *:*:* ]] && continue
      echo "run gpu2__${p}__${z//:/x} 2 $f ${z//:/ }"
      [[ $z == "${s%% *}" ]] && echo "run gpu1__${p}__${z//:/x} 1 $f ${z//:/ }"
    done
  done | xargs -P "${MULTI_PAR:-4}" -I{} bash -c '{}'
  for p in heat3d_7pt jacobi2d_residual; do
    z=${sizes3%% *}; [[ $p == jacobi2d* ]] && z=${sizes2%% *}
    run "mpi2__${p}_f64__${z//:/x}" 2 mpirun --allow-run-as-root -np 2 -x NCCL_NVLS_ENABLE -x OMPI_MCA_btl_vader_single_copy_mechanism "$bin/${p}_f64_mpi" ${z//:/ }
  done
  for prec in f64 f32; do
    for z in $sizes3; do
      [[ $z == *:*:*:* ]] && continue
      run "hand2__heat3d_7pt_${prec}__${z//:/x}" 2 "$bin/hand_$prec" ${z//:/ } 2
    done
  done
  wait $cpu
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
run)
  # mint run --gpus: kernels/ programs on 1 and 2 GPUs, both precisions: verified against the
  # CPU, one sweep timed with its exchange.
  for f in kernels/*.c; do
    p=$(basename "$f" .c)
    case $p in *2d*) small=1001,777 big=8192;; *) small=67 big=512;; esac
    for prec in f64 f32; do
      for g in 1 2; do
        echo "run mintrun${g}__${p}_${prec}__${small} $g $mint run $f --precision $prec --size $small --gpus $g --steps 3"
      done
    done
  done | xargs -P "${MULTI_PAR:-4}" -I{} bash -c '{}'
  # the halo exchange by peer copies (MINT_GPUS_SHARE=1: both slabs on GPU 0, no NCCL)
  run "mintshare2__heat3d_7pt_f64__67" 2 env MINT_GPUS_SHARE=1 "$mint" run kernels/heat3d_7pt.c --size 67 --gpus 2 --steps 3
  # the large size for three programs only, one run at a time (timed); MULTI_RUN_LARGE=0 skips it
  for f in kernels/heat3d_7pt.c kernels/heat3d_27pt.c kernels/heat2d_5pt.c; do
    [[ ${MULTI_RUN_LARGE:-1} == 1 ]] || break
    p=$(basename "$f" .c); case $p in *2d*) big=8192;; *) big=512;; esac
    for prec in f64 f32; do
      for g in 1 2; do
        run "mintrun${g}__${p}_${prec}__${big}" $g "$mint" run "$f" --precision $prec --size $big --gpus $g --steps 10
      done
    done
  done
  { echo "verified: $(cat "$log"/mint{run,share}*.out | grep -c ' verified |')"; echo "WRONG: $(cat "$log"/mint{run,share}*.out | grep -c WRONG)"
    echo "halo exchange WRONG: $(cat "$log"/mint{run,share}*.out | grep -c 'halo exchange WRONG')"
    echo "failed runs (rc != 0): $(grep -c -v 'rc=0 ' "$log/runs.txt")"
    grep -h "halo exchange: NCCL" "$log"/mintrun2*.out | sort | uniq -c
    grep -h "on [12] GPUs" "$log"/mint{run,share}*.out; } > "$log/summary.txt"
  ;;
scale)
  n=${MULTI_SCALE_N:-1024}
  for p in heat3d_7pt heat3d_27pt; do
    for g in 1 2; do run "scale__${p}_f64__${n}__gpus$g" $g "$bin/${p}_f64_timing" $n 20; done
    # the single-GPU bench's best schedule (-O1 vector x, -O2 plane sums)
    for g in 1 2; do run "scale__${p}_opt_f64__${n}__gpus$g" $g "$bin/${p}_f64_timing_opt" $n 20; done
    # fused time steps: one timer entry for the whole loop (20 steps), not per sweep
    for g in 1 2; do run "scale__${p}_tb_f64__${n}__gpus$g" $g "$bin/${p}_tb_f64_timing" $n 20; done
  done
  for g in 1 2; do run "scale__hand_f64__${n}__gpus$g" $g "$bin/hand_f64" $n 20 $g; done
  # How much of the exchange the interior hides: the same 2-GPU runs with the exchange after the
  # interior (serial) and with none at all (skip: wrong results, computation alone).
  for p in heat3d_7pt heat3d_27pt; do
    for mode in boundary early serial skip; do
      MINT_EXCHANGE=$mode run "xmode__${p}_opt_f64_${mode}__${n}__gpus2" 2 "$bin/${p}_f64_timing_opt" $n 20
    done
  done
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
weak)
  # Weak scaling: W^3 on one GPU, W x W x 2W (z, the split dimension, doubled) on two.
  w=${MULTI_WEAK_N:-512}
  # the CPU references of both sizes, in the background (the checksums are compared)
  (for p in heat3d_7pt heat3d_27pt; do
     OMP_NUM_THREADS=8 "$bin/${p}_f64_cpu" $w 20 > "$log/cpu__${p}_f64__${w}x20.out" 2>&1
     OMP_NUM_THREADS=8 "$bin/${p}_f64_cpu" $w 20 $w $((2 * w)) > "$log/cpu__${p}_f64__${w}x20x${w}x$((2 * w)).out" 2>&1
   done) &
  cpu=$!
  for p in heat3d_7pt heat3d_27pt; do
    run "weak__${p}_f64__${w}__gpus1" 1 "$bin/${p}_f64_timing_opt" $w 20
    run "weak__${p}_f64__${w}__gpus2" 2 "$bin/${p}_f64_timing_opt" $w 20 $w $((2 * w))
    for mode in early serial; do
      MINT_EXCHANGE=$mode run "weakx__${p}_f64_${mode}__${w}__gpus2" 2 "$bin/${p}_f64_timing_opt" $w 20 $w $((2 * w))
    done
  done
  wait $cpu
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
repeat|loop)
  # loop: the same runs timed with MINT_TIMING=loop (no synchronisation between steps: the
  # loop's time per step, as a user's time loop runs), 40 steps.
  steps=20
  if [[ $stage == loop ]]; then export MINT_TIMING=loop; steps=40; fi
  # The strong and weak pairs at the best schedules, MULTI_REPS (3) rounds, interleaved (one GPU,
  # two GPUs, the next program ...): the spread between rounds against the 1.97x and 97% marks.
  # Every 2-GPU run's checksum must equal the 1-GPU run's of its round (strong) or the first
  # round's (weak: the grids differ).
  n=${MULTI_SCALE_N:-1024}; w=${MULTI_WEAK_N:-512}
  for r in $(seq 1 "${MULTI_REPS:-3}"); do
    for p in heat3d_7pt heat3d_27pt; do
      for g in 1 2; do run "rep${r}__strong__${p}_opt_f64__${n}__gpus$g" $g "$bin/${p}_f64_timing_opt" $n $steps; done
      MINT_EXCHANGE=boundary run "rep${r}__strongb__${p}_opt_f64__${n}__gpus2" 2 "$bin/${p}_f64_timing_opt" $n $steps
      run "rep${r}__weak__${p}_opt_f64__${w}__gpus1" 1 "$bin/${p}_f64_timing_opt" $w $steps
      run "rep${r}__weak__${p}_opt_f64__${w}__gpus2" 2 "$bin/${p}_f64_timing_opt" $w $steps $w $((2 * w))
      MINT_EXCHANGE=skip run "rep${r}__weakskip__${p}_opt_f64__${w}__gpus2" 2 "$bin/${p}_f64_timing_opt" $w $steps $w $((2 * w))
    done
    for g in 1 2; do run "rep${r}__strong__hand_f64__${n}__gpus$g" $g "$bin/hand_f64" $n $steps $g; done
  done
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
big)
  n=${MULTI_BIG_N:-2304}
  run "big__hand_f64__${n}__gpus2" 2 "$bin/hand_f64" $n 5 2
  run "big__heat3d_7pt_f64__${n}__gpus2" 2 "$bin/heat3d_7pt_f64_timing_opt" $n 5
  run "big__hand_f64__${n}__gpus1" 1 "$bin/hand_f64" $n 5 1
  # The CPU build of the same C (OpenMP on every core; 147 s at 2304^3 as the build that computed
  # 30% of each sweep, mostly the host fill): its checksum
  # sums the same grid in the same order as mint's host code, so the two must agree to rounding
  # (the hand program sums on the GPU in another order: 5e-10 apart at 1024^3, 5e-9 at 2304^3).
  OMP_NUM_THREADS=$(nproc) timeout 400 "$bin/heat3d_7pt_f64_cpu" $n 5 > "$log/cpu__heat3d_7pt_f64__${n}x5.out" 2>&1
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
oom)
  # The host fills its 2 x 98 GB arrays first (a minute or two), then the allocation fails.
  run "big__heat3d_7pt_f64__${MULTI_BIG_N:-2304}__gpus1" 1 "$bin/heat3d_7pt_f64_timing" ${MULTI_BIG_N:-2304} 5
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
four)
  n=${MULTI_SCALE_N:-1024}; w=${MULTI_WEAK_N:-512}; small=${MULTI_SMALL_N:-67}
  # The CPU references of the weak grids and the small MPI check, in the background.
  (OMP_NUM_THREADS=16 "$bin/heat3d_7pt_f64_cpu" $small 20 > "$log/cpu__heat3d_7pt_f64__${small}x20.out" 2>&1
   for g in 1 2 4; do
     if [[ $g == 1 ]]; then ref=${w}x20; args="$w 20"; else ref=${w}x20x${w}x$((g * w)); args="$w 20 $w $((g * w))"; fi
     OMP_NUM_THREADS=16 "$bin/heat3d_7pt_f64_cpu" $args > "$log/cpu__heat3d_7pt_f64__$ref.out" 2>&1
   done) &
  cpu=$!
  for g in 1 2 4; do
    run "scale__heat3d_7pt_f64__${n}__gpus$g" $g "$bin/heat3d_7pt_f64_timing" $n 20
    run "scale__heat3d_7pt_opt_f64__${n}__gpus$g" $g "$bin/heat3d_7pt_f64_timing_opt" $n 20
    run "scale__heat3d_7pt_tb_f64__${n}__gpus$g" $g "$bin/heat3d_7pt_tb_f64_timing" $n 20
    run "scale__heat3d_27pt_opt_f64__${n}__gpus$g" $g "$bin/heat3d_27pt_f64_timing_opt" $n 20
    run "scale__hand_f64__${n}__gpus$g" $g "$bin/hand_f64" $n 20 $g
  done
  for g in 1 2 4; do
    if [[ $g == 1 ]]; then run "weak__heat3d_7pt_f64__${w}__gpus1" 1 "$bin/heat3d_7pt_f64_timing_opt" $w 20
    else run "weak__heat3d_7pt_f64__${w}__gpus$g" $g "$bin/heat3d_7pt_f64_timing_opt" $w 20 $w $((g * w)); fi
  done
  mpi=(mpirun --allow-run-as-root -np 4 -x NCCL_NVLS_ENABLE -x OMPI_MCA_btl_vader_single_copy_mechanism)
  run "mpi4__heat3d_7pt_f64__${small}x20" 4 "${mpi[@]}" "$bin/heat3d_7pt_f64_mpi" $small 20
  run "gpu4__heat3d_7pt_f64__${small}x20" 4 "$bin/heat3d_7pt_f64" $small 20
  # MPI at the strong size: the whole program's wall time beside one process's (runs.txt)
  run "mpi4wall__heat3d_7pt_f64__${n}" 4 "${mpi[@]}" "$bin/heat3d_7pt_f64_mpi" $n 20
  run "gpu4wall__heat3d_7pt_f64__${n}" 4 "$bin/heat3d_7pt_f64" $n 20
  wait $cpu
  python3 "$dir/verify_multi.py" "$log" > "$log/summary.txt" 2>&1
  ;;
*) echo "usage: gpu_multi.sh check|run|scale|weak|repeat|loop|big|oom|four DIR OUT" >&2; exit 2;;
esac
cat "$log/summary.txt"
tar -C "$out" -czf "$out/multi_$stage.tar.gz" "multi_$stage" && rm -rf "$log"
