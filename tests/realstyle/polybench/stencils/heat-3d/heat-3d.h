/* Sizes and types for heat-3d, in PolyBench/C's layout (a header beside the source). */
#ifndef HEAT_3D_H
#define HEAT_3D_H

#if !defined(MINI_DATASET) && !defined(SMALL_DATASET) && !defined(LARGE_DATASET) && !defined(EXTRALARGE_DATASET)
#define SMALL_DATASET
#endif

#if !defined(TSTEPS) && !defined(N)
#ifdef MINI_DATASET
#define TSTEPS 20
#define N 10
#endif
#ifdef SMALL_DATASET
#define TSTEPS 40
#define N 20
#endif
#ifdef LARGE_DATASET
#define TSTEPS 500
#define N 120
#endif
#ifdef EXTRALARGE_DATASET
#define TSTEPS 1000
#define N 200
#endif
#endif

#define _PB_TSTEPS TSTEPS
#define _PB_N N

#ifndef DATA_TYPE
#define DATA_TYPE double
#define DATA_PRINTF_MODIFIER "%0.2lf "
#define SCALAR_VAL(x) x
#endif

#endif
