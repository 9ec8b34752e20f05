#include "spmv_suite.hpp"
KSPMV_ALGORITHM_TESTS(SpmvFloat, float, int)
