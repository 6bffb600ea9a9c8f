#!/usr/bin/env bash
# Here (no GPU): everything scripts/gpu_multi.sh runs on the two-GPU machine, built into DIR:
#   DIR/c/<prog>.c          kernels/<prog>.c with the y and z extents from argv[3], argv[4] (for
#                           sizes such as 45x39x33; the programs are cubic otherwise)
#   DIR/src/<prog>_<prec>*  the multi-GPU programs (mint translate --gpus), f64 and f32
#   DIR/bin/<prog>_<prec>   one process driving every GPU (linked with the nvidia-nccl wheel's
#                           libnccl.so.2; the GPU machine's own NCCL 2.28 is loaded at run time)
#   DIR/bin/<prog>_tb_<prec>  the same with --time-block 4, where a time loop is fused (its CPU
#                           reference <prog>_tb_<prec>_cpu is <prog>_<prec>_cpu's build)
#   DIR/bin/<prog>_f64_mpi  heat3d_7pt and jacobi2d_residual built with -DMINT_MPI (mpirun -np 2)
#   DIR/bin/<prog>_f64_timing  heat3d_7pt and heat3d_27pt with --timing (strong scaling)
#   DIR/bin/<prog>_tb_f64_timing  the same with --time-block 3
#   DIR/bin/<prog>_f64_timing_opt  the same at the single-GPU bench's best schedule
#   DIR/bin/hand_<prec>     kernels/hand/multi/heat3d_7pt_nccl.cu
#   DIR/mint                mint (`mint run --gpus 2`: the stage `run`)
# The device tool carries 64 MiB with the working tree: carry DIR/bin for the stages check,
# scale, big and oom, DIR/mint for run (each with gpu_multi.sh and verify_multi.py).
#   DIR/bin/<prog>_<prec>_cpu  the CPU reference: the same C (mint translate --target openmp),
#                           gcc -O2 -fopenmp with libgomp linked in
# Usage: bash scripts/multi_prepare.sh MINT DIR   (MINT_NVCC, or .tools/cuda, gives nvcc; NCCL's
# headers and library from .tools/cuda/nvidia/nccl or $NCCL_HOME)
set -euo pipefail
mint=$(realpath "$1"); dir=$2
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
nvcc=${MINT_NVCC:-$root/.tools/cuda/nvidia/cu13/bin/nvcc}
nccl=${NCCL_HOME:-$(dirname "$(dirname "$(dirname "$nvcc")")")/nccl}
cudalib=$(dirname "$(realpath "$nvcc")")/../lib
[[ -e $nccl/include/nccl.h ]] || { echo "error: no NCCL headers in $nccl (bash .ci/run installs them)" >&2; exit 1; }
gomp=$(gcc -print-file-name=libgomp.a)
mkdir -p "$dir/c" "$dir/src" "$dir/bin"
jobs=()
for f in "$root"/kernels/*.c; do
  p=$(basename "$f" .c)
  # MULTI_PROGRAMS (names, space-separated): only these (the stage `four` needs heat3d_7pt and
  # heat3d_27pt); default every program.
  [[ -z ${MULTI_PROGRAMS:-} || " $MULTI_PROGRAMS " == *" $p "* ]] || continue
  sed -e 's/int m = n, k = n;/int m = argc > 3 ? atoi(argv[3]) : n, k = argc > 4 ? atoi(argv[4]) : n;/' \
      -e 's/int m = n;/int m = argc > 3 ? atoi(argv[3]) : n;/' "$f" > "$dir/c/$p.c"
  for prec in f64 f32; do
    "$mint" translate "$dir/c/$p.c" --precision $prec --gpus -o "$dir/src/${p}_$prec.cu" 2>/dev/null
    jobs+=("$nvcc -O3 -arch=sm_90 $dir/src/${p}_$prec.cu $dir/src/${p}_$prec.host.c -o $dir/bin/${p}_$prec -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib -lm")
    "$mint" translate "$dir/c/$p.c" --precision $prec --target openmp -o "$dir/src/${p}_$prec.omp.c" 2>/dev/null
    jobs+=("gcc -O2 -fopenmp -c $dir/src/${p}_$prec.omp.c -o $dir/src/${p}_$prec.omp.o && gcc $dir/src/${p}_$prec.omp.o -o $dir/bin/${p}_${prec}_cpu $gomp -lpthread -lm")
    # Temporal blocking on several GPUs (4 steps per launch) where a time loop is fused; its CPU
    # reference is the same C program's.
    if "$mint" translate "$dir/c/$p.c" --precision $prec --gpus --time-block 4 -o "$dir/src/${p}_tb_$prec.cu" 2>/dev/null \
        && grep -q mint_tb_flush_ "$dir/src/${p}_tb_$prec.host.c"; then
      jobs+=("$nvcc -O3 -arch=sm_90 $dir/src/${p}_tb_$prec.cu $dir/src/${p}_tb_$prec.host.c -o $dir/bin/${p}_tb_$prec -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib -lm")
      jobs+=("gcc -O2 -fopenmp -c $dir/src/${p}_$prec.omp.c -o $dir/src/${p}_tb_$prec.omp.o && gcc $dir/src/${p}_tb_$prec.omp.o -o $dir/bin/${p}_tb_${prec}_cpu $gomp -lpthread -lm")
    fi
  done
done
command -v mpicc > /dev/null || echo "note: no mpicc (Debian: libopenmpi-dev): the -DMINT_MPI builds are left out" >&2
for p in heat3d_7pt jacobi2d_residual; do
  command -v mpicc > /dev/null || break
  [[ -z ${MULTI_PROGRAMS:-} || " $MULTI_PROGRAMS " == *" $p "* ]] || continue
  jobs+=("$nvcc -O3 -arch=sm_90 -DMINT_MPI $dir/src/${p}_f64.cu $dir/src/${p}_f64.host.c -o $dir/bin/${p}_f64_mpi -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib $(mpicc --showme:compile) $(mpicc --showme:link) -lm")
done
for p in heat3d_7pt heat3d_27pt; do
  "$mint" translate "$dir/c/$p.c" --gpus --timing -o "$dir/src/${p}_f64_timing.cu" 2>/dev/null
  jobs+=("$nvcc -O3 -arch=sm_90 $dir/src/${p}_f64_timing.cu $dir/src/${p}_f64_timing.host.c -o $dir/bin/${p}_f64_timing -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib -lm")
  # The same with 3 steps per fused launch (the time loop timed as one entry: all its steps)
  "$mint" translate "$dir/c/$p.c" --gpus --timing --time-block 3 -o "$dir/src/${p}_tb_f64_timing.cu" 2>/dev/null
  jobs+=("$nvcc -O3 -arch=sm_90 $dir/src/${p}_tb_f64_timing.cu $dir/src/${p}_tb_f64_timing.host.c -o $dir/bin/${p}_tb_f64_timing -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib -lm")
done
# The same with the single-GPU bench's best schedule (docs/performance.md: -O1 vector x for the
# 7-point f64 kernel, -O2 plane sums for the 27-point one): the strong, weak and 2304^3 runs.
for spec in "heat3d_7pt:-O1 --vector-x --tile 128,8,1 --chunk 4,1,1" "heat3d_27pt:-O2 --plane-sums --tile 64,8,16 --chunk 2,2,16"; do
  p=${spec%%:*}
  "$mint" translate "$dir/c/$p.c" --gpus --timing ${spec#*:} -o "$dir/src/${p}_f64_timing_opt.cu" 2>/dev/null
  jobs+=("$nvcc -O3 -arch=sm_90 $dir/src/${p}_f64_timing_opt.cu $dir/src/${p}_f64_timing_opt.host.c -o $dir/bin/${p}_f64_timing_opt -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib -lm")
done
for r in double float; do
  jobs+=("$nvcc -O3 -arch=sm_90 -DREAL=$r $root/kernels/hand/multi/heat3d_7pt_nccl.cu -o $dir/bin/hand_$([ $r = double ] && echo f64 || echo f32) -I$nccl/include -L$nccl/lib -l:libnccl.so.2 -L$cudalib")
done
printf '%s\n' "${jobs[@]}" | xargs -P "$(nproc)" -I{} sh -c '{} || echo "BUILD-FAIL: {}"' 2>&1 | grep -E "BUILD-FAIL|error" || true
cp "$root/scripts/gpu_multi.sh" "$root/scripts/verify_multi.py" "$dir/"
# mint itself (`mint run --gpus 2`, the stage `run`, which reads the repository's kernels/)
cp "$mint" "$dir/mint"
ls "$dir/bin" | wc -l
# The device tool carries 64 MiB with the working tree: the binaries (about 55 MB) travel as one
# xz archive (about 3 MB; gpu_multi.sh unpacks it where DIR/bin is missing). Carry DIR/bin.tar.xz,
# DIR/mint.xz, DIR/gpu_multi.sh and DIR/verify_multi.py.
tar -C "$dir" -cf - bin | xz -T0 -6 > "$dir/bin.tar.xz"
xz -T0 -6 -k -f "$dir/mint"
ls -la "$dir/bin.tar.xz" "$dir/mint.xz"
