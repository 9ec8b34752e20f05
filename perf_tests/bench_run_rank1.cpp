// run_all for rank-1 x and y (--vectors 1, the default).
#include "bench_run_impl.hpp"

namespace kspmv_bench {
template int run_all<double, Vector<double>>(Config, RunInfo);
template int run_all<float, Vector<float>>(Config, RunInfo);
}  // namespace kspmv_bench
