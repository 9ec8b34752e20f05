// Every algorithm on double with int offsets (Kokkos Kernels 4.x's default).
#include "spmv_suite.hpp"
KSPMV_ALGORITHM_TESTS(SpmvDoubleIntOffsets, double, int)
