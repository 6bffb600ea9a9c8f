# The corpus cases: "<case name> <file> [-D flags...]" (sourced by the corpus GPU scripts).
CORPUS_CASES=(
  "heat3d_polybench tests/corpus/heat3d_polybench.c"
  "jacobi1d_polybench tests/corpus/jacobi1d_polybench.c"
  "jacobi2d_polybench tests/corpus/jacobi2d_polybench.c"
  "fdtd2d_polybench tests/corpus/fdtd2d_polybench.c"
  "stencil7_parboil tests/corpus/stencil7_parboil.c"
  "poisson_flat tests/corpus/poisson_flat.c"
  "heat2d_ifdef tests/corpus/heat2d_ifdef.c"
  "heat2d_ifdef_f32 tests/corpus/heat2d_ifdef.c -DUSE_FLOAT"
  "heat2d_ifdef_r2 tests/corpus/heat2d_ifdef.c -DRADIUS=2"
  "heat2d_ifdef_f32_r2 tests/corpus/heat2d_ifdef.c -DUSE_FLOAT -DRADIUS=2"
  "heat3d_restrict tests/corpus/heat3d_restrict.c"
  "wave2d_typedef tests/corpus/wave2d_typedef.c"
  "advect2d_minmod tests/corpus/advect2d_minmod.c"
  "heat3d_neumann tests/corpus/heat3d_neumann.c"
  "diffusion_helpers tests/corpus/diffusion_helpers.c"
  "jacobi2d_converge tests/corpus/jacobi2d_converge.c"
)
