#pragma once
// One whole run for one scalar type and one kind of x and y: rank-1 views
// (Vectors = Vector<Scalar>, K = 1) or MultiVector<Scalar, Layout> of K
// columns. Each kind is compiled in a translation unit of its own
// (bench_run_rank1.cpp, bench_run_multivector_double.cpp and _float.cpp): the
// multivector ones instantiate every kspmv kernel, Kokkos Kernels' rank-2 SpMV
// and cuSPARSE's SpMM once more, and apart they build in parallel.

#include "bench_types.hpp"
#include "cli.hpp"
#include "results.hpp"

namespace kspmv_bench {

// Runs every matrix of cfg; returns main()'s exit status (cli.hpp).
template <class Scalar, class Vectors>
int run_all(Config cfg, RunInfo run);

}  // namespace kspmv_bench
