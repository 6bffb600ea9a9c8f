#!/usr/bin/env bash
# Here (no GPU, no network needed): take from a copy of AN5D's artifact repository
# (https://github.com/khaki3/AN5D-Artifact: a clone, or the bare git directory that a fetch
# leaves) exactly the files scripts/gpu_an5d.sh builds and runs on the GPU machine, at a pinned
# commit, into DEST (default .carry/an5d, git-ignored) as one compressed tarball (about 0.35 MB;
# 8 MB unpacked) and a list of what it holds with checksums:
#   common.h                      the benchmark driver (main, timing, the CPU check) every host file includes
#   j2d5pt.c, star3d1r.c          the stencils as written (the input AN5D compiled)
#   compiled/{float,double}/{j2d5pt,star3d1r}-*_{host.cu,kernel.cu,kernel.hu}
#                                 the "Tuned" CUDA that AN5D generated, one triple per configuration
#   compiled/{v100,p100}_{float,double}.csv
#                                 the performance model's top-5 configurations per GPU (the ranking)
#   compiled/nvcc_compile_top5.sh, compiled/run.sh, make_sconf.sh, README.md, LICENSE (MIT)
#                                 how the artifact builds and times them (for reference)
# Nothing of it goes into mint's tree: the tarball travels to the GPU machine with the run.
# Usage: bash scripts/an5d_prepare.sh [AN5D_ARTIFACT_REPO] [DEST]
set -euo pipefail
src=${1:-/work/.mirror/khaki3+AN5D-Artifact/repo}
dest=${2:-.carry/an5d}
# The artifact's last commit ("Add slides", 2020); the files below are the same since the
# kernels were published.
commit=fbebf5f2bb2fa1aae2bfc8fd975947a2ff791752
if git -C "$src" rev-parse --is-bare-repository >/dev/null 2>&1; then
  g=(git -C "$src")
elif [[ -d $src/.git ]]; then
  g=(git --git-dir="$src/.git")
else
  echo "an5d_prepare: $src is not a git repository of AN5D-Artifact (clone https://github.com/khaki3/AN5D-Artifact)" >&2
  exit 1
fi
if ! "${g[@]}" cat-file -e "$commit^{commit}" 2>/dev/null; then
  echo "an5d_prepare: commit $commit is not in $src" >&2
  exit 1
fi
mapfile -t files < <("${g[@]}" ls-tree -r --name-only "$commit" | grep -E \
  '^(common\.h|j2d5pt\.c|star3d1r\.c|make_sconf\.sh|README\.md|LICENSE)$|^compiled/(nvcc_compile_top5\.sh|run\.sh|[pv]100_(float|double)\.csv)$|^compiled/(float|double)/(j2d5pt|star3d1r)-[0-9x]+-[0-9]+-[0-9]+_(host\.cu|kernel\.cu|kernel\.hu)$')
if (( ${#files[@]} < 20 )); then
  echo "an5d_prepare: only ${#files[@]} matching files at $commit" >&2
  exit 1
fi
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
for f in "${files[@]}"; do
  mkdir -p "$stage/an5d/$(dirname "$f")"
  "${g[@]}" show "$commit:$f" > "$stage/an5d/$f"
done
mkdir -p "$dest"
{
  echo "repository https://github.com/khaki3/AN5D-Artifact"
  echo "commit $commit"
  echo "files ${#files[@]}"
  (cd "$stage/an5d" && sha256sum "${files[@]}")
} > "$stage/SOURCE.txt"
tar -C "$stage" -czf "$stage/artifact.tar.gz" an5d
mv "$stage/artifact.tar.gz" "$dest/artifact.tar.gz"
mv "$stage/SOURCE.txt" "$dest/SOURCE.txt"
n3=$(printf '%s\n' "${files[@]}" | grep -c '_host\.cu$')
echo "an5d_prepare: ${#files[@]} files ($n3 configurations) of AN5D-Artifact@${commit:0:7} in $dest/artifact.tar.gz ($(du -h "$dest/artifact.tar.gz" | cut -f1)); list in $dest/SOURCE.txt"
