// Only the CSRI gather kernels of the rank-1 double/int handle core, for ptxas register checks.
#include <kspmv.hpp>
namespace e = kspmv::eti;
using M = e::Matrix<double, int>;
using D = M::device_type;
using X = e::CoreX<double, 1>;
using Y = e::CoreY<double, 1>;
template void kspmv::csri_apply<e::Exec, kspmv::CsriSchedule<double, int, D>, kspmv::NarrowEntries<int, D>, M, double, X, Y>(
    const e::Exec&, const kspmv::CsriSchedule<double, int, D>&, const kspmv::NarrowEntries<int, D>&, bool, bool,
    const M&, const double*, double, const X&, double, const Y&);
