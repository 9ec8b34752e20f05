#include <kspmv.hpp>
#include "spmv/chunk_carries.hpp"
using Dev = Kokkos::Device<Kokkos::Cuda, Kokkos::CudaSpace>;
using Carries = kspmv::ChunkCarries<double, Dev, int>;
using YV = Kokkos::View<double**, Kokkos::LayoutStride, Dev>;
template void kspmv::finish_carried_rows<false, Kokkos::Cuda, Carries, YV>(
    const Kokkos::Cuda&, const Carries&, std::int64_t, std::int64_t, double, double, const YV&);
